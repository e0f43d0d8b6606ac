//! `VecGame`: many games stepped together in Rust, the interpreter released, their
//! observations, masks, rewards and flags written into numpy arrays allocated once.

use numpy::ndarray::{Array1, Array2, Array4};
use numpy::{PyArray1, PyArray2, PyArray4, PyArrayDescrMethods, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyOverflowError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError, TryLockError};

use lines_of_action::{
    AnyBoard, Board8, Color, EndReason, Family, Game, GamePlayout, Move, MoveLimit, NoLegalMove, Position, Repetition,
    Wide, on_any_board,
};
use lines_of_action_search::Random;

use crate::actions;
use crate::args;
use crate::game::{Config, State};
use crate::geometry::Board;
use crate::observation;

/// The most games a batch holds.
const MAX_ENVS: usize = 1 << 20;

/// The most memory a batch may take, its buffers and its games' histories: 16 GiB.
const MAX_BATCH_BYTES: u128 = 16 << 30;

/// The positions a game's playout keeps room for where the rules set no move limit.
const ROOM_WITHOUT_LIMIT: u128 = 256;

/// The fewest games a thread steps: a batch of fewer than twice as many is stepped by one.
const GAMES_PER_THREAD: usize = 256;

/// The most parts a large batch is cut into for the threads to claim.
const MAX_PARTS: usize = 64;

/// The fewest games in a part.
const GAMES_PER_PART: usize = 32;

/// One game of the batch, played through the rules crate's `GamePlayout`: the
/// history rules applied as `Game` applies them, at a playout's cost.
struct Env<G: Board> {
    playout: GamePlayout<G>,
    /// The compact ids of the legal moves now, the first [`count`](Self::count) (none
    /// once over), in `legal_moves` order, the order of `GamePlayout::play_nth`'s indices.
    compact: G::MoveIds,
    count: usize,
    /// The OpenSpiel ids played.
    history: Vec<i64>,
    random: Random,
}

impl<G: Board> Env<G> {
    fn new(shape: &Shape, start: &Game<G>, seed: u64) -> Env<G> {
        let playout = GamePlayout::new(start);
        let mut env = Env { playout, compact: G::NO_MOVES, count: 0, history: Vec::new(), random: Random::new(seed) };
        env.list_moves(shape);
        env
    }

    fn reset(&mut self, shape: &Shape, start: &Game<G>) {
        self.playout.restart(start);
        self.history.clear();
        self.list_moves(shape);
    }

    /// Lists the legal moves' compact ids.
    fn list_moves(&mut self, shape: &Shape) {
        let mut count = 0;
        let compact = self.compact.as_mut();
        self.playout.for_each_move(|mv| {
            if let Some(slot) = compact.get_mut(count) {
                *slot = shape.compact_of::<G>(mv);
                count += 1;
            }
        });
        self.count = count;
    }

    /// The compact ids of the legal moves.
    fn legal(&self) -> &[u16] {
        &self.compact.as_ref()[..self.count]
    }

    /// Plays the move `play` plays on the playout and lists the next moves.
    fn play(&mut self, shape: &Shape, play: impl FnOnce(&mut GamePlayout<G>) -> Option<Move<G::Square>>) {
        let before = *self.playout.position();
        if let Some(mv) = play(&mut self.playout) {
            self.history.push(actions::id_of(&before, mv));
            self.list_moves(shape);
        }
    }

    /// The index of compact id `action` among the legal moves.
    fn index_of(&self, action: i64) -> Option<usize> {
        self.legal().iter().position(|&compact| i64::from(compact) == action)
    }

    /// The game as a `Game`, its moves played again from the start.
    fn game(&self, config: Config) -> Game<G> {
        let size = config.variant.board_size();
        let start = G::position_of(config.start).unwrap_or_else(|| *self.playout.position());
        let mut game = Game::from_position(start, config.rules);
        for &id in &self.history {
            // Every id was legal when it was played: the replay cannot fail.
            if let Some(mv) = actions::move_of::<G>(id, size) {
                let _ = game.play(mv);
            }
        }
        game
    }
}

/// The per-game outputs of one step, each a slice of one game's part of the buffers.
struct Outputs<'a> {
    observation: &'a mut [f32],
    /// The last observation of a game that ended in this step (before an autoreset).
    final_observation: &'a mut [f32],
    mask: &'a mut [i8],
    /// The legal compact ids, padded with −1, and their number.
    indices: &'a mut [i32],
    count: &'a mut i32,
    reward: &'a mut f32,
    terminated: &'a mut bool,
    truncated: &'a mut bool,
    player: &'a mut i8,
}

/// The batch's shape: what every game shares.
#[derive(Copy, Clone)]
struct Shape {
    config: Config,
    size: usize,
    observation: usize,
    compact: usize,
    /// The width of the padded legal indices: the most moves a side may have.
    moves: usize,
    autoreset: bool,
}

impl Shape {
    /// The compact id of `mv` (the pass after the slides).
    #[inline]
    fn compact_of<G: Board>(&self, mv: Move<G::Square>) -> u16 {
        match mv.slide() {
            Some((from, to)) => actions::compact_of::<G>(from, to, self.size) as u16,
            None => (self.size * self.size * 8) as u16,
        }
    }

    /// Writes `env`'s observation, mask and player into `out`.
    fn observe<G: Board>(&self, env: &Env<G>, out: &mut Outputs<'_>) {
        observation::write_tensor(env.playout.position(), out.observation);
        out.mask.fill(0);
        let legal = env.legal();
        for (slot, &compact) in out.indices.iter_mut().zip(legal) {
            out.mask[usize::from(compact)] = 1;
            *slot = i32::from(compact);
        }
        out.indices[legal.len()..].fill(-1);
        *out.count = legal.len() as i32;
        *out.player = env.playout.position().turn() as i8;
    }

    /// Writes the flags of `env`'s game and its reward for the player who moved, `mover`
    /// (none, and no reward: the game was not stepped).
    fn finish<G: Board>(&self, env: &Env<G>, mover: Option<Color>, out: &mut Outputs<'_>) {
        let result = env.playout.result();
        *out.reward = match (result, mover) {
            (Some(result), Some(mover)) => f32::from(result.outcome.value_for(mover)),
            _ => 0.0,
        };
        *out.truncated = result.is_some_and(|result| result.reason == EndReason::MoveLimit);
        *out.terminated = result.is_some() && !*out.truncated;
    }

    /// Plays `choice` in `env` and writes the step's outputs; a game the move ends
    /// leaves its last observation, and is started again if the batch autoresets.
    fn step<G: Board>(&self, env: &mut Env<G>, choice: Choice, start: &Game<G>, out: &mut Outputs<'_>) {
        let mover = match choice {
            Choice::Observe => None,
            _ => Some(env.playout.position().turn()),
        };
        match choice {
            Choice::Observe => {}
            Choice::Index(index) => env.play(self, |playout| playout.play_nth(index)),
            Choice::Random => {
                let bits = env.random.next_u32();
                env.play(self, |playout| playout.play_random(bits));
            }
        }
        self.finish(env, mover, out);
        if mover.is_some() && env.playout.is_over() {
            observation::write_tensor(env.playout.position(), out.final_observation);
            if self.autoreset {
                env.reset(self, start);
            }
        }
        self.observe(env, out);
    }
}

/// What a step does in one game.
#[derive(Copy, Clone)]
enum Choice {
    /// Nothing: the game is only observed (a finished game without autoreset keeps its flags).
    Observe,
    /// Plays the legal move at this index.
    Index(usize),
    /// Plays a uniformly random legal move, drawn from the game's generator.
    Random,
}

/// The batch's buffers, as slices: each game's part follows the one before.
struct Buffers<'a> {
    observations: &'a mut [f32],
    final_observations: &'a mut [f32],
    masks: &'a mut [i8],
    indices: &'a mut [i32],
    counts: &'a mut [i32],
    rewards: &'a mut [f32],
    terminated: &'a mut [bool],
    truncated: &'a mut [bool],
    players: &'a mut [i8],
}

impl<'a> Buffers<'a> {
    /// The first `games` games' part and the rest.
    fn split(self, shape: &Shape, games: usize) -> (Buffers<'a>, Buffers<'a>) {
        let (observations, observations_rest) = self.observations.split_at_mut(games * shape.observation);
        let (final_observations, final_rest) = self.final_observations.split_at_mut(games * shape.observation);
        let (masks, masks_rest) = self.masks.split_at_mut(games * shape.compact);
        let (indices, indices_rest) = self.indices.split_at_mut(games * shape.moves);
        let (counts, counts_rest) = self.counts.split_at_mut(games);
        let (rewards, rewards_rest) = self.rewards.split_at_mut(games);
        let (terminated, terminated_rest) = self.terminated.split_at_mut(games);
        let (truncated, truncated_rest) = self.truncated.split_at_mut(games);
        let (players, players_rest) = self.players.split_at_mut(games);
        (
            Buffers {
                observations,
                final_observations,
                masks,
                indices,
                counts,
                rewards,
                terminated,
                truncated,
                players,
            },
            Buffers {
                observations: observations_rest,
                final_observations: final_rest,
                masks: masks_rest,
                indices: indices_rest,
                counts: counts_rest,
                rewards: rewards_rest,
                terminated: terminated_rest,
                truncated: truncated_rest,
                players: players_rest,
            },
        )
    }

    /// Game `game`'s part.
    fn outputs(&mut self, shape: &Shape, game: usize) -> Outputs<'_> {
        let part = |length: usize| game * length..(game + 1) * length;
        Outputs {
            observation: &mut self.observations[part(shape.observation)],
            final_observation: &mut self.final_observations[part(shape.observation)],
            mask: &mut self.masks[part(shape.compact)],
            indices: &mut self.indices[part(shape.moves)],
            count: &mut self.counts[game],
            reward: &mut self.rewards[game],
            terminated: &mut self.terminated[game],
            truncated: &mut self.truncated[game],
            player: &mut self.players[game],
        }
    }

    /// Calls `work(env, index, outputs)` for each of `envs`, numbered from `first`.
    fn run<G: Board>(mut self, shape: &Shape, envs: &mut [Env<G>], first: usize, work: &Work<'_, G>) {
        for (game, env) in envs.iter_mut().enumerate() {
            work(env, first + game, &mut self.outputs(shape, game));
        }
    }
}

/// The threads that step a large batch beside the caller's own: one fewer than the
/// machine's cores, made once (none if they cannot be made: the caller steps every game).
/// Not rayon's global pool, whose threads, one a core, would spin beside the caller
/// between two steps and slow the numpy work it does there. None in a process forked
/// from the one that made them (`multiprocessing`'s fork), where they do not exist:
/// waiting for them there would never end.
fn helpers() -> Option<&'static rayon::ThreadPool> {
    static HELPERS: std::sync::OnceLock<(u32, Option<rayon::ThreadPool>)> = std::sync::OnceLock::new();
    let (made_in, helpers) = HELPERS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let helpers = cores.checked_sub(1).filter(|&helpers| helpers > 0);
        let pool = helpers.and_then(|helpers| rayon::ThreadPoolBuilder::new().num_threads(helpers).build().ok());
        (std::process::id(), pool)
    });
    helpers.as_ref().filter(|_| *made_in == std::process::id())
}

/// A part of a large batch: its games, their buffers, and the index of its first game.
type Part<'a, G> = (&'a mut [Env<G>], Buffers<'a>, usize);

/// What a step does to each game: `work(env, index, outputs)`.
type Work<'a, G> = dyn Fn(&mut Env<G>, usize, &mut Outputs<'_>) + Sync + 'a;

/// Calls `work(env, index, outputs)` for every game. A large batch is cut into up to
/// [`MAX_PARTS`] parts that the caller's thread and the helpers claim one at a time, so
/// the caller starts at once and does the whole batch if a helper wakes late.
fn for_each_game<G: Board>(shape: &Shape, envs: &mut [Env<G>], buffers: Buffers<'_>, work: &Work<'_, G>) {
    let pool = helpers().filter(|_| envs.len() >= 2 * GAMES_PER_THREAD);
    let Some(pool) = pool else {
        buffers.run(shape, envs, 0, work);
        return;
    };
    let per_part = envs.len().div_ceil(MAX_PARTS).max(GAMES_PER_PART);
    let mut parts: [Mutex<Option<Part<'_, G>>>; MAX_PARTS] = std::array::from_fn(|_| Mutex::new(None));
    let mut rest = buffers;
    let mut count = 0;
    for (slot, envs) in parts.iter_mut().zip(envs.chunks_mut(per_part)) {
        let (this, next) = rest.split(shape, envs.len());
        rest = next;
        *slot.get_mut().unwrap_or_else(PoisonError::into_inner) = Some((envs, this, count * per_part));
        count += 1;
    }
    let claimed = AtomicUsize::new(0);
    let claim_parts = || {
        loop {
            let index = claimed.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = parts.get(index).filter(|_| index < count) else { break };
            let part = slot.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some((envs, buffers, first)) = part {
                buffers.run(shape, envs, first, work);
            }
        }
    };
    let claim_parts = &claim_parts;
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            scope.spawn(move |_| claim_parts());
        }
        claim_parts();
    });
}

/// `num_envs` games of a variant whose moves are slides (and the pass), stepped
/// together: the standard family on every board (standard, scrambled,
/// scrambled-mirrored, 5x5, 6x6, 7x7, loaps, 9x9, 10x10, 11x11, 12x12) and Black Hole
/// (black-hole, black-hole-scrambled). Cheshire Cat's exits and Parachute's drops have
/// no compact id.
///
/// Actions are compact ids, `(rank · N + file) · 8 + direction` with the directions N,
/// NE, E, SE, S, SW, W, NW (the distance is fixed by the rules), and `N · N · 8` for the
/// pass where the rules have one. Every array a method returns is one of the batch's
/// buffers, allocated once and overwritten by the next call (copy what you keep), or for
/// the observations and masks, buffers the caller gave `step` or `step_random`.
/// With `autoreset`, a game that ends in a step is started again in the same step;
/// its flags and reward say how it ended, its observation is the new game's.
///
/// A `VecGame` is used by one thread at a time: a call while another thread's call on
/// it is under way (a step runs without the interpreter) is a `RuntimeError`, and the
/// batch is unchanged. Use one `VecGame` per thread.
#[pyclass(module = "lines_of_action._native", frozen)]
pub struct VecGame {
    batch: Mutex<AnyBatch>,
}

/// A batch on the boards up to 8×8 or on the wide ones.
type AnyBatch = AnyBoard<Batch<Board8>, Batch<Wide>>;

/// A `VecGame`'s games and buffers.
struct Batch<G: Board> {
    shape: Shape,
    /// The variant's start, which every game starts from.
    start: Game<G>,
    envs: Vec<Env<G>>,
    observations: Py<PyArray4<f32>>,
    final_observations: Py<PyArray4<f32>>,
    masks: Py<PyArray2<i8>>,
    rewards: Py<PyArray1<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    players: Py<PyArray1<i8>>,
    indices: Py<PyArray2<i32>>,
    counts: Py<PyArray1<i32>>,
    sampled: Py<PyArray1<i64>>,
    /// What `step` plays in each game, kept for the next call.
    choices: Vec<Choice>,
    /// `step`'s actions, read into this buffer, kept for the next call.
    actions: Vec<i64>,
}

/// Checks that a caller's buffer `name` has the batch's `expected` shape, is
/// C-contiguous and can be written.
fn check_buffer<T: numpy::Element, D: numpy::ndarray::Dimension>(
    name: &str,
    array: &Bound<'_, numpy::PyArray<T, D>>,
    expected: &[usize],
) -> PyResult<()> {
    if array.shape() != expected {
        return Err(PyValueError::new_err(format!("{name} must be of shape {expected:?}, not {:?}", array.shape())));
    }
    if !array.is_c_contiguous() {
        return Err(PyValueError::new_err(format!("{name} must be C-contiguous")));
    }
    if array.try_readwrite().is_err() {
        return Err(PyValueError::new_err(format!("{name} must be writable")));
    }
    Ok(())
}

/// The seed of game `index` of a batch seeded with `seed`.
fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(index as u64)
}

/// The bytes a batch of `num_envs` games of `shape` takes, its buffers and the room its
/// games reserve for their histories (a playout's positions since the last capture, up
/// to the move limit, where the rules look for repetitions). The ids played, which grow
/// with the game rather than being reserved, are not counted.
fn batch_bytes<G: Board>(shape: &Shape, num_envs: usize) -> u128 {
    let size = |bytes: usize| bytes as u128;
    let plies = match shape.config.rules.move_limit {
        MoveLimit::Draw { plies, .. } => u128::from(plies),
        MoveLimit::Off => ROOM_WITHOUT_LIMIT,
    };
    let positions = if shape.config.rules.repetition == Repetition::Off { 0 } else { plies + 2 };
    let buffers = 2 * size(shape.observation * size_of::<f32>())
        + size(shape.compact)
        + size(shape.moves * size_of::<i32>())
        + size(size_of::<i32>() + size_of::<f32>() + 3 + size_of::<i64>() * 2);
    let game = size(size_of::<Env<G>>() + size_of::<Choice>()) + positions * size(size_of::<Position<G>>());
    (buffers + game) * num_envs as u128
}

/// Reads `step`'s actions into `out`: a one-dimensional numpy array of integers (any
/// integer dtype; an object array's elements one by one), or a list or tuple of
/// integers as `State.apply_action` takes them. `TypeError` naming the first element
/// that is not an integer (for an array of floats, strings or bools, its first), and
/// `ValueError` for an array of more dimensions.
fn read_actions(actions: &Bound<'_, PyAny>, out: &mut Vec<i64>) -> PyResult<()> {
    out.clear();
    let elements = |sequence: &Bound<'_, PyAny>, out: &mut Vec<i64>| -> PyResult<()> {
        for (index, item) in sequence.try_iter()?.enumerate() {
            out.push(args::action(&item?, || format!("actions[{index}]"))?);
        }
        Ok(())
    };
    if let Ok(array) = actions.cast::<PyUntypedArray>() {
        if array.ndim() != 1 {
            return Err(PyValueError::new_err(format!(
                "actions must be one-dimensional, not of shape {:?}",
                array.shape()
            )));
        }
        let dtype = array.dtype();
        let read = |array: &Bound<'_, PyArray1<i64>>, out: &mut Vec<i64>| -> PyResult<()> {
            out.extend(array.try_readonly()?.as_array().iter().copied());
            Ok(())
        };
        return match dtype.kind() {
            b'u' if dtype.itemsize() == 8 => {
                let array = actions.call_method1("view", ("uint64",))?.cast_into::<PyArray1<u64>>()?;
                for (index, &action) in array.try_readonly()?.as_array().iter().enumerate() {
                    let action = i64::try_from(action).map_err(|_| {
                        PyOverflowError::new_err(format!(
                            "actions[{index}] {action} is out of range (64-bit action ids)"
                        ))
                    })?;
                    out.push(action);
                }
                Ok(())
            }
            b'i' | b'u' => match actions.cast::<PyArray1<i64>>() {
                Ok(array) => read(array, out),
                Err(_) => read(&actions.call_method1("astype", ("int64",))?.cast_into::<PyArray1<i64>>()?, out),
            },
            b'O' => elements(actions, out),
            _ => {
                let first = match array.len() {
                    0 => String::new(),
                    _ => format!(": actions[0] is {}", actions.get_item(0)?.call_method0("item")?.repr()?),
                };
                Err(PyTypeError::new_err(format!("actions must be integers, not an array of {dtype}{first}")))
            }
        };
    }
    if actions.is_instance_of::<PyList>() || actions.is_instance_of::<PyTuple>() {
        return elements(actions, out);
    }
    Err(PyTypeError::new_err(format!(
        "actions must be a one-dimensional numpy array or a list of integers, not {}",
        actions.get_type().name()?
    )))
}

impl VecGame {
    /// The batch, unless another thread's call on it is under way: then a
    /// `RuntimeError` that says to use one `VecGame` per thread.
    fn batch(&self) -> PyResult<MutexGuard<'_, AnyBatch>> {
        match self.batch.try_lock() {
            Ok(batch) => Ok(batch),
            // A panic mid-call (a bug) poisons the lock: the batch is still whole.
            Err(TryLockError::Poisoned(poisoned)) => Ok(poisoned.into_inner()),
            Err(TryLockError::WouldBlock) => Err(PyRuntimeError::new_err(
                "this VecGame is in use by another thread (a call on it is under way): \
                 a VecGame is used by one thread at a time; use one VecGame per thread",
            )),
        }
    }

    /// The batch's shape.
    fn shape(&self) -> PyResult<Shape> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.shape))
    }
}

impl<G: Board> Batch<G> {
    /// Writes every game's observation, mask and player, and clears the step flags.
    fn observe_all(&mut self, py: Python<'_>) -> PyResult<()> {
        self.run(py, &|_, _| Choice::Observe)
    }

    /// Steps every game by what `choose(env, index)` picks.
    fn run(&mut self, py: Python<'_>, choose: &Choose<'_, G>) -> PyResult<()> {
        let shape = self.shape;
        // A caller's buffer may share memory with another: an error then, not a panic.
        let overlap = |error: numpy::BorrowError| PyValueError::new_err(format!("the buffers overlap: {error}"));
        let mut observations = self.observations.bind(py).try_readwrite().map_err(overlap)?;
        let mut final_observations = self.final_observations.bind(py).try_readwrite().map_err(overlap)?;
        let mut masks = self.masks.bind(py).try_readwrite().map_err(overlap)?;
        let mut rewards = self.rewards.bind(py).try_readwrite().map_err(overlap)?;
        let mut terminated = self.terminated.bind(py).try_readwrite().map_err(overlap)?;
        let mut truncated = self.truncated.bind(py).try_readwrite().map_err(overlap)?;
        let mut players = self.players.bind(py).try_readwrite().map_err(overlap)?;
        let mut indices = self.indices.bind(py).try_readwrite().map_err(overlap)?;
        let mut counts = self.counts.bind(py).try_readwrite().map_err(overlap)?;
        let buffers = Buffers {
            observations: observations.as_slice_mut()?,
            final_observations: final_observations.as_slice_mut()?,
            masks: masks.as_slice_mut()?,
            indices: indices.as_slice_mut()?,
            counts: counts.as_slice_mut()?,
            rewards: rewards.as_slice_mut()?,
            terminated: terminated.as_slice_mut()?,
            truncated: truncated.as_slice_mut()?,
            players: players.as_slice_mut()?,
        };
        let (envs, start) = (&mut self.envs, &self.start);
        py.detach(|| {
            let work = |env: &mut Env<G>, index: usize, out: &mut Outputs<'_>| {
                let choice = choose(env, index);
                shape.step(env, choice, start, out);
            };
            for_each_game(&shape, envs, buffers, &work);
        });
        Ok(())
    }

    /// Makes `observations` and `legal_mask`, where given, the batch's buffers for the
    /// observations and masks from this call on, once each is checked to be of the
    /// batch's shape, C-contiguous and writable; returns the buffers they replace.
    fn take_buffers(
        &mut self,
        py: Python<'_>,
        observations: Option<Bound<'_, PyArray4<f32>>>,
        legal_mask: Option<Bound<'_, PyArray2<i8>>>,
    ) -> PyResult<ObservedBuffers> {
        if let Some(observations) = &observations {
            check_buffer("observations", observations, self.observations.bind(py).shape())?;
        }
        if let Some(legal_mask) = &legal_mask {
            check_buffer("legal_mask", legal_mask, self.masks.bind(py).shape())?;
        }
        let replaced = (self.observations.clone_ref(py), self.masks.clone_ref(py));
        if let Some(observations) = observations {
            self.observations = observations.unbind();
        }
        if let Some(legal_mask) = legal_mask {
            self.masks = legal_mask.unbind();
        }
        Ok(replaced)
    }

    /// Steps every game by `choose` (see [`run`](Self::run)) into the buffers given, if
    /// any; if the step cannot be taken, the buffers are the old ones again and no game changed.
    fn step_into<'py>(
        &mut self,
        py: Python<'py>,
        observations: Option<Bound<'py, PyArray4<f32>>>,
        legal_mask: Option<Bound<'py, PyArray2<i8>>>,
        choose: &Choose<'_, G>,
    ) -> PyResult<StepOutputs<'py>> {
        let (old_observations, old_masks) = self.take_buffers(py, observations, legal_mask)?;
        if let Err(error) = self.run(py, choose) {
            (self.observations, self.masks) = (old_observations, old_masks);
            return Err(error);
        }
        Ok(self.outputs(py))
    }

    /// The step's five arrays.
    fn outputs<'py>(&self, py: Python<'py>) -> StepOutputs<'py> {
        (
            self.observations.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.terminated.bind(py).clone(),
            self.truncated.bind(py).clone(),
            self.players.bind(py).clone(),
        )
    }
}

/// `step_random`'s choice: a random move in every game not over.
fn random_choice<G: Board>(env: &Env<G>, _: usize) -> Choice {
    if env.playout.is_over() { Choice::Observe } else { Choice::Random }
}

/// What a step plays in each game: `choose(env, index)`.
type Choose<'a, G> = dyn Fn(&Env<G>, usize) -> Choice + Sync + 'a;

/// The buffers the observations and the masks are written into.
type ObservedBuffers = (Py<PyArray4<f32>>, Py<PyArray2<i8>>);

/// What `legal_indices` returns: the padded indices and their counts.
type LegalIndices<'py> = (Bound<'py, PyArray2<i32>>, Bound<'py, PyArray1<i32>>);

/// What `step` returns: observations, rewards, terminated, truncated, current players.
type StepOutputs<'py> = (
    Bound<'py, PyArray4<f32>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i8>>,
);

/// `num_envs` games of the game `variant`, `rules` and `max_game_length` name, on its
/// board.
fn new_batch(
    py: Python<'_>,
    num_envs: i128,
    variant: &str,
    rules: &str,
    seed: i128,
    autoreset: bool,
    max_game_length: Option<i128>,
) -> PyResult<AnyBatch> {
    let num_envs: usize = args::in_range(num_envs, "num_envs", 1, MAX_ENVS as u64)? as usize;
    let seed = args::seed(seed, "seed")?;
    let config = Config::new(variant, rules, max_game_length)?;
    if !matches!(config.variant.family(), Family::Standard | Family::BlackHole) {
        return Err(PyValueError::new_err(format!(
            "VecGame plays the variants whose moves are slides (standard, scrambled, scrambled-mirrored, \
                 5x5, 6x6, 7x7, loaps, 9x9, 10x10, 11x11, 12x12, black-hole, black-hole-scrambled), not {}",
            config.variant
        )));
    }
    Ok(if config.variant.fits::<Board8>() {
        AnyBoard::Board8(Batch::new(py, num_envs, config, seed, autoreset)?)
    } else {
        AnyBoard::Wide(Batch::new(py, num_envs, config, seed, autoreset)?)
    })
}

impl<G: Board> Batch<G> {
    /// `num_envs` games of `config`, which is played on `G`'s boards.
    fn new(py: Python<'_>, num_envs: usize, config: Config, seed: u64, autoreset: bool) -> PyResult<Batch<G>> {
        let size = config.board_size();
        let [planes, _, _] = config.observation_shape();
        let compact = size * size * 8 + usize::from(config.rules.no_legal_move == NoLegalMove::Pass);
        let moves = G::NO_MOVES.as_ref().len();
        let shape = Shape { config, size, observation: planes * size * size, compact, moves, autoreset };
        let bytes = batch_bytes::<G>(&shape, num_envs);
        if bytes > MAX_BATCH_BYTES {
            return Err(PyValueError::new_err(format!(
                "{num_envs} games of {} plies at most would take {:.1} GiB ({} bytes a game, the room for \
                 the history included), more than a VecGame's 16 GiB: fewer games or a lower max_game_length",
                config.max_game_length(),
                bytes as f64 / f64::from(1u32 << 30),
                bytes / num_envs as u128,
            )));
        }
        let start = G::position_of(config.start)
            .ok_or_else(|| PyValueError::new_err(format!("{} is not played on this board", config.variant)))?;
        let start = Game::from_position(start, config.rules);
        let mut vec_game = Batch {
            shape,
            envs: (0..num_envs).map(|index| Env::new(&shape, &start, game_seed(seed, index))).collect(),
            start,
            observations: PyArray4::from_owned_array(py, Array4::zeros((num_envs, planes, size, size))).unbind(),
            final_observations: PyArray4::from_owned_array(py, Array4::zeros((num_envs, planes, size, size))).unbind(),
            masks: PyArray2::from_owned_array(py, Array2::zeros((num_envs, compact))).unbind(),
            rewards: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            terminated: PyArray1::from_owned_array(py, Array1::from_elem(num_envs, false)).unbind(),
            truncated: PyArray1::from_owned_array(py, Array1::from_elem(num_envs, false)).unbind(),
            players: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            indices: PyArray2::from_owned_array(py, Array2::zeros((num_envs, moves))).unbind(),
            counts: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            sampled: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            choices: Vec::with_capacity(num_envs),
            actions: Vec::with_capacity(num_envs),
        };
        vec_game.observe_all(py)?;
        Ok(vec_game)
    }

    /// Starts every game again, re-seeding their generators if `seed` is given.
    fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        for (index, env) in self.envs.iter_mut().enumerate() {
            env.reset(&self.shape, &self.start);
            if let Some(seed) = seed {
                env.random = Random::new(game_seed(seed, index));
            }
        }
        self.observe_all(py)
    }

    /// Steps game `i` by compact id `actions[i]`, read by [`read_actions`].
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
        observations: Option<Bound<'py, PyArray4<f32>>>,
        legal_mask: Option<Bound<'py, PyArray2<i8>>>,
    ) -> PyResult<StepOutputs<'py>> {
        let mut buffer = core::mem::take(&mut self.actions);
        let read = read_actions(actions, &mut buffer);
        self.actions = buffer;
        read?;
        if self.actions.len() != self.envs.len() {
            return Err(PyValueError::new_err(format!("{} actions for {} games", self.actions.len(), self.envs.len())));
        }
        let mut choices = core::mem::take(&mut self.choices);
        choices.clear();
        for (index, (env, &action)) in self.envs.iter().zip(&self.actions).enumerate() {
            if env.playout.is_over() {
                choices.push(Choice::Observe);
                continue;
            }
            match env.index_of(action) {
                Some(found) => choices.push(Choice::Index(found)),
                None => {
                    self.choices = choices;
                    return Err(PyValueError::new_err(format!("action {action} is not legal in game {index}")));
                }
            }
        }
        let stepped = self.step_into(py, observations, legal_mask, &|_, index| choices[index]);
        self.choices = choices;
        stepped
    }

    /// A uniformly random legal compact id for every game (−1 for a finished one).
    fn sample_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let sampled = self.sampled.bind(py);
        {
            let mut sampled =
                sampled.try_readwrite().map_err(|error| PyValueError::new_err(format!("sample_actions: {error}")))?;
            for (slot, env) in sampled.as_slice_mut()?.iter_mut().zip(&mut self.envs) {
                let pick = env.random.below(env.count);
                *slot = env.legal().get(pick).map_or(-1, |&compact| i64::from(compact));
            }
        }
        Ok(sampled.clone())
    }

    /// Game `env` (an index argument: `ValueError` unless it names a game).
    fn game_at(&self, env: i128) -> PyResult<&Env<G>> {
        let count = self.envs.len();
        let index = usize::try_from(env).ok().filter(|&index| index < count);
        index
            .map(|index| &self.envs[index])
            .ok_or_else(|| PyValueError::new_err(format!("no game {env}: there are {count}, 0 to {}", count - 1)))
    }
}

#[pymethods]
impl VecGame {
    /// `num_envs` games (1 to 2²⁰), their generators seeded from `seed` (0 to 2⁶⁴ − 1),
    /// `max_game_length` as `Game` takes it; `ValueError` if the batch would take more
    /// than 16 GiB, its buffers and the room its games keep for their histories
    /// (some 43 KB a game under OpenSpiel's rules, which look for repetitions over up
    /// to 1000 plies; some 3 KB without repetitions).
    #[new]
    #[pyo3(signature = (num_envs, variant = "standard", rules = "openspiel", seed = 0, autoreset = true, max_game_length = None))]
    fn new(
        py: Python<'_>,
        num_envs: i128,
        variant: &str,
        rules: &str,
        seed: i128,
        autoreset: bool,
        max_game_length: Option<i128>,
    ) -> PyResult<VecGame> {
        let batch = new_batch(py, num_envs, variant, rules, seed, autoreset, max_game_length)?;
        Ok(VecGame { batch: Mutex::new(batch) })
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> PyResult<usize> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.envs.len()))
    }

    /// The board's files and ranks.
    #[getter]
    fn board_size(&self) -> PyResult<usize> {
        Ok(self.shape()?.size)
    }

    /// The number of compact ids: `N · N · 8`, and one more for the pass if the rules have one.
    #[getter]
    fn num_compact_actions(&self) -> PyResult<usize> {
        Ok(self.shape()?.compact)
    }

    /// The width of `legal_indices`: the most legal moves a side may have on the board,
    /// 8 a piece: 96 on the boards up to 8×8 (12 pieces), 160 on the wide ones (20).
    #[getter]
    fn max_legal_actions(&self) -> PyResult<usize> {
        Ok(self.shape()?.moves)
    }

    /// The number of OpenSpiel ids (as `Game.num_distinct_actions`).
    #[getter]
    fn num_actions(&self) -> PyResult<i64> {
        Ok(self.shape()?.config.num_distinct_actions())
    }

    /// One game's observation shape, `(planes, N, N)`.
    #[getter]
    fn observation_shape(&self) -> PyResult<(usize, usize, usize)> {
        let [planes, size, _] = self.shape()?.config.observation_shape();
        Ok((planes, size, size))
    }

    /// Starts every game again (re-seeding their generators if `seed`, 0 to 2⁶⁴ − 1,
    /// is given) and returns the observations.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&self, py: Python<'py>, seed: Option<i128>) -> PyResult<Bound<'py, PyArray4<f32>>> {
        let seed = seed.map(|seed| args::seed(seed, "seed")).transpose()?;
        on_any_board!(&mut *self.batch()?, |batch| {
            batch.reset(py, seed)?;
            Ok(batch.observations.bind(py).clone())
        })
    }

    /// The observations, float32 `[num_envs, planes, N, N]`.
    fn observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray4<f32>>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.observations.bind(py).clone()))
    }

    /// The last observation of each game that ended in the last step, float32
    /// `[num_envs, planes, N, N]` (the batch's buffer; a game that did not end keeps
    /// what it held): with autoreset, the position the game ended in.
    fn final_observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray4<f32>>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.final_observations.bind(py).clone()))
    }

    /// The legal compact ids as a mask, int8 `[num_envs, num_compact_actions]`.
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.masks.bind(py).clone()))
    }

    /// The legal compact ids of each game, int32 `[num_envs, max_legal_actions]` (96 up
    /// to 8×8, 160 on the wide boards) padded with −1, and their counts, int32 `[num_envs]` (the batch's buffers): `indices[i, k]` for a `k`
    /// below `counts[i]` is a legal action of game `i`.
    fn legal_indices<'py>(&self, py: Python<'py>) -> PyResult<LegalIndices<'py>> {
        on_any_board!(&*self.batch()?, |batch| Ok((batch.indices.bind(py).clone(), batch.counts.bind(py).clone())))
    }

    /// The player to move in each game, int8 `[num_envs]`: 0 Black, 1 White.
    fn current_players<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.players.bind(py).clone()))
    }

    /// Plays compact id `actions[i]` in game `i`, for every game; returns
    /// `(observations, rewards, terminated, truncated, current_players)`, the reward for
    /// the player who moved. `ValueError`, and no game changed, if an action is illegal.
    /// A finished game (without autoreset) ignores its action and keeps its flags.
    ///
    /// `actions` is a one-dimensional numpy array of any integer dtype, or a list or
    /// tuple of integers (`int` or numpy integers), `num_envs` of them; a float, a
    /// string or a bool (or an array of them) is a `TypeError` that names the first
    /// such element, and no game changed: an action is an integer as
    /// `State.apply_action` takes it.
    ///
    /// `observations` (float32 `[num_envs, planes, N, N]`) and `legal_mask` (int8
    /// `[num_envs, num_compact_actions]`), C-contiguous and writable, are buffers of the
    /// caller's (a rollout's slot, say) that this step's observations and masks are
    /// written into, and later calls' until others are given: the batch's buffers from
    /// then on. `ValueError`, and no game changed, for one of another shape or layout.
    #[pyo3(signature = (actions, *, observations = None, legal_mask = None))]
    fn step<'py>(
        &self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
        observations: Option<Bound<'py, PyArray4<f32>>>,
        legal_mask: Option<Bound<'py, PyArray2<i8>>>,
    ) -> PyResult<StepOutputs<'py>> {
        on_any_board!(&mut *self.batch()?, |batch| batch.step(py, actions, observations, legal_mask))
    }

    /// `step` with a uniformly random legal move in every game, drawn in Rust (and the
    /// same buffers of the caller's, if given).
    #[pyo3(signature = (*, observations = None, legal_mask = None))]
    fn step_random<'py>(
        &self,
        py: Python<'py>,
        observations: Option<Bound<'py, PyArray4<f32>>>,
        legal_mask: Option<Bound<'py, PyArray2<i8>>>,
    ) -> PyResult<StepOutputs<'py>> {
        on_any_board!(&mut *self.batch()?, |batch| batch.step_into(py, observations, legal_mask, &random_choice))
    }

    /// A uniformly random legal compact id for every game, int64 `[num_envs]` (−1 for
    /// a finished game).
    fn sample_actions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        on_any_board!(&mut *self.batch()?, |batch| batch.sample_actions(py))
    }

    /// The OpenSpiel id of compact id `compact` (an integer, as `step` takes one) in
    /// game `env`.
    fn compact_to_action(&self, env: i128, compact: &Bound<'_, PyAny>) -> PyResult<i64> {
        let compact = args::action(compact, || "compact".to_owned())?;
        on_any_board!(&*self.batch()?, |batch| {
            let game = batch.game_at(env)?;
            let illegal = || PyValueError::new_err(format!("action {compact} is not legal in game {env}"));
            let mv = game.index_of(compact).and_then(|index| game.playout.nth_move(index)).ok_or_else(illegal)?;
            Ok(actions::id_of(game.playout.position(), mv))
        })
    }

    /// A copy of game `env` as a `State`.
    fn state(&self, env: i128) -> PyResult<State> {
        on_any_board!(&*self.batch()?, |batch| {
            let game = batch.game_at(env)?;
            let config = batch.shape.config;
            Ok(State { config, game: Board::any_game(game.game(config)), history: game.history.clone() })
        })
    }
}
