//! `VecGame`: many games stepped together in Rust, the interpreter released, their
//! observations, masks, rewards and flags written into numpy arrays allocated once.

use numpy::ndarray::{Array1, Array2, Array4};
use numpy::{PyArray1, PyArray2, PyArray4, PyArrayMethods, PyReadonlyArray1};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use lines_of_action::{EndReason, Family, Game, GamePlayout, Move, MoveList, NoLegalMove, Outcome};
use lines_of_action_search::Random;

use crate::actions;
use crate::game::{Config, State};
use crate::observation;

/// Games per thread below which one thread steps them all.
const GAMES_PER_THREAD: usize = 256;

/// One game of the batch, played through the rules crate's `GamePlayout`: the
/// history rules applied as `Game` applies them, at a playout's cost.
struct Env {
    playout: GamePlayout,
    /// The legal moves of the position now (empty once over), in `legal_moves` order,
    /// the order of `GamePlayout::play_nth`'s indices.
    moves: MoveList,
    /// The OpenSpiel ids played.
    history: Vec<i64>,
    random: Random,
}

impl Env {
    fn new(start: &Game, seed: u64) -> Env {
        let playout = GamePlayout::new(start);
        let moves = playout.position().legal_moves();
        Env { playout, moves, history: Vec::new(), random: Random::new(seed) }
    }

    fn reset(&mut self, start: &Game) {
        self.playout.restart(start);
        self.moves = self.playout.position().legal_moves();
        self.history.clear();
    }

    /// Plays the legal move at `index` of [`moves`](Self::moves).
    fn play(&mut self, index: usize) -> Option<Move> {
        let id = actions::id_of(self.playout.position(), *self.moves.get(index)?);
        let mv = self.playout.play_nth(index)?;
        self.history.push(id);
        self.moves = if self.playout.is_over() { MoveList::new() } else { self.playout.position().legal_moves() };
        Some(mv)
    }

    /// The game as a `Game`, its moves played again from the start.
    fn game(&self, config: Config) -> Game {
        let mut game = Game::from_variant(config.variant, config.rules);
        for &id in &self.history {
            // Every id was legal when it was played: the replay cannot fail.
            if let Some(mv) = actions::move_of(id) {
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
    autoreset: bool,
}

impl Shape {
    /// The compact id of `mv` (the pass after the slides).
    fn compact_of(&self, mv: Move) -> i64 {
        match mv.slide() {
            Some((from, to)) => actions::compact_of(from, to, self.size),
            None => (self.size * self.size * 8) as i64,
        }
    }

    /// Writes `env`'s observation, mask and player into `out`.
    fn observe(&self, env: &Env, out: &mut Outputs<'_>) {
        observation::write_tensor(env.playout.position(), out.observation);
        out.mask.fill(0);
        out.indices.fill(-1);
        for (slot, &mv) in out.indices.iter_mut().zip(&env.moves) {
            let compact = self.compact_of(mv);
            out.mask[compact as usize] = 1;
            *slot = compact as i32;
        }
        *out.count = env.moves.len() as i32;
        *out.player = env.playout.position().turn() as i8;
    }

    /// Plays the legal move at `index` of `env`'s moves and writes the step's outputs
    /// (resetting a finished game first if the batch autoresets).
    fn step(&self, env: &mut Env, index: usize, start: &Game, out: &mut Outputs<'_>) {
        let mover = env.playout.position().turn();
        env.play(index);
        let result = env.playout.result();
        *out.reward = match result.map(|result| result.outcome) {
            Some(Outcome::Win(winner)) if winner == mover => 1.0,
            Some(Outcome::Win(_)) => -1.0,
            _ => 0.0,
        };
        *out.truncated = result.is_some_and(|result| result.reason == EndReason::MoveLimit);
        *out.terminated = result.is_some() && !*out.truncated;
        if result.is_some() {
            observation::write_tensor(env.playout.position(), out.final_observation);
        }
        if result.is_some() && self.autoreset {
            env.reset(start);
        }
        self.observe(env, out);
    }
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
        let (indices, indices_rest) = self.indices.split_at_mut(games * MoveList::CAPACITY);
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

    /// Calls `work(env, index, outputs)` for each of `envs`, numbered from `first`.
    fn run(
        self,
        shape: &Shape,
        envs: &mut [Env],
        first: usize,
        work: &(dyn Fn(&mut Env, usize, &mut Outputs<'_>) + Sync),
    ) {
        let mut rest = self;
        for (index, env) in envs.iter_mut().enumerate() {
            let (this, next) = rest.split(shape, 1);
            rest = next;
            let mut out = Outputs {
                observation: this.observations,
                final_observation: this.final_observations,
                mask: this.masks,
                indices: this.indices,
                count: &mut this.counts[0],
                reward: &mut this.rewards[0],
                terminated: &mut this.terminated[0],
                truncated: &mut this.truncated[0],
                player: &mut this.players[0],
            };
            work(env, first + index, &mut out);
        }
    }
}

/// The machine's cores, read once (the standard library reads the system's files each time).
fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

/// Calls `work(env, index, outputs)` for every game, on every core for a large batch.
fn for_each_game(
    shape: &Shape,
    envs: &mut [Env],
    buffers: Buffers<'_>,
    work: &(dyn Fn(&mut Env, usize, &mut Outputs<'_>) + Sync),
) {
    let threads = cores().min(envs.len() / GAMES_PER_THREAD).max(1);
    if threads == 1 {
        buffers.run(shape, envs, 0, work);
        return;
    }
    let per_thread = envs.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let mut rest = buffers;
        for (part, envs) in envs.chunks_mut(per_thread).enumerate() {
            let (this, next) = rest.split(shape, envs.len());
            rest = next;
            scope.spawn(move || this.run(shape, envs, part * per_thread, work));
        }
    });
}

/// `num_envs` games of a variant of the standard family (standard, scrambled,
/// scrambled-mirrored, 6x6, 7x7, loaps), stepped together.
///
/// Actions are compact ids, `(rank · N + file) · 8 + direction` with the directions N,
/// NE, E, SE, S, SW, W, NW (the distance is fixed by the rules), and `N · N · 8` for the
/// pass where the rules have one. Every array a method returns is one of the batch's
/// own buffers, allocated once and overwritten by the next call: copy what you keep.
/// With `autoreset`, a game that ends in a step is started again in the same step;
/// its flags and reward say how it ended, its observation is the new game's.
#[pyclass(module = "lines_of_action._native")]
pub struct VecGame {
    shape: Shape,
    /// The variant's start, which every game starts from.
    start: Game,
    envs: Vec<Env>,
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
}

/// The seed of game `index` of a batch seeded with `seed`.
fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(index as u64)
}

impl VecGame {
    /// Writes every game's observation, mask and player, and clears the step flags.
    fn observe_all(&mut self, py: Python<'_>) -> PyResult<()> {
        self.run(py, &|_, _| None)
    }

    /// Steps every game by the move `choose(env, index)` picks, as an index into its
    /// moves (none: only observed).
    fn run(&mut self, py: Python<'_>, choose: &(dyn Fn(&mut Env, usize) -> Option<usize> + Sync)) -> PyResult<()> {
        let shape = self.shape;
        let mut observations = self.observations.bind(py).readwrite();
        let mut final_observations = self.final_observations.bind(py).readwrite();
        let mut masks = self.masks.bind(py).readwrite();
        let mut rewards = self.rewards.bind(py).readwrite();
        let mut terminated = self.terminated.bind(py).readwrite();
        let mut truncated = self.truncated.bind(py).readwrite();
        let mut players = self.players.bind(py).readwrite();
        let mut indices = self.indices.bind(py).readwrite();
        let mut counts = self.counts.bind(py).readwrite();
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
            let work = |env: &mut Env, index: usize, out: &mut Outputs<'_>| match choose(env, index) {
                Some(mv) => shape.step(env, mv, start, out),
                None => {
                    // Not stepped: a finished game (without autoreset) keeps its flags.
                    let result = env.playout.result();
                    *out.reward = 0.0;
                    *out.truncated = result.is_some_and(|result| result.reason == EndReason::MoveLimit);
                    *out.terminated = result.is_some() && !*out.truncated;
                    shape.observe(env, out);
                }
            };
            for_each_game(&shape, envs, buffers, &work);
        });
        Ok(())
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

    fn env(&self, index: usize) -> PyResult<&Env> {
        self.envs
            .get(index)
            .ok_or_else(|| PyValueError::new_err(format!("no game {index}: there are {}", self.envs.len())))
    }
}

/// What `step` returns: observations, rewards, terminated, truncated, current players.
type StepOutputs<'py> = (
    Bound<'py, PyArray4<f32>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i8>>,
);

#[pymethods]
impl VecGame {
    #[new]
    #[pyo3(signature = (num_envs, variant = "standard", rules = "openspiel", seed = 0, autoreset = true, max_game_length = None))]
    fn new(
        py: Python<'_>,
        num_envs: usize,
        variant: &str,
        rules: &str,
        seed: u64,
        autoreset: bool,
        max_game_length: Option<u32>,
    ) -> PyResult<VecGame> {
        let config = Config::new(variant, rules, max_game_length)?;
        if config.variant.family() != Family::Standard {
            return Err(PyValueError::new_err(format!(
                "VecGame plays the standard family (standard, scrambled, 6x6, 7x7, loaps), not {}",
                config.variant
            )));
        }
        if num_envs == 0 {
            return Err(PyValueError::new_err("num_envs must be at least 1"));
        }
        let size = config.board_size();
        let [planes, _, _] = config.observation_shape();
        let compact = size * size * 8 + usize::from(config.rules.no_legal_move == NoLegalMove::Pass);
        let shape = Shape { config, size, observation: planes * size * size, compact, autoreset };
        let start = Game::from_variant(config.variant, config.rules);
        let mut vec_game = VecGame {
            shape,
            envs: (0..num_envs).map(|index| Env::new(&start, game_seed(seed, index))).collect(),
            start,
            observations: PyArray4::from_owned_array(py, Array4::zeros((num_envs, planes, size, size))).unbind(),
            final_observations: PyArray4::from_owned_array(py, Array4::zeros((num_envs, planes, size, size))).unbind(),
            masks: PyArray2::from_owned_array(py, Array2::zeros((num_envs, compact))).unbind(),
            rewards: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            terminated: PyArray1::from_owned_array(py, Array1::from_elem(num_envs, false)).unbind(),
            truncated: PyArray1::from_owned_array(py, Array1::from_elem(num_envs, false)).unbind(),
            players: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            indices: PyArray2::from_owned_array(py, Array2::zeros((num_envs, MoveList::CAPACITY))).unbind(),
            counts: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
            sampled: PyArray1::from_owned_array(py, Array1::zeros(num_envs)).unbind(),
        };
        vec_game.observe_all(py)?;
        Ok(vec_game)
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.envs.len()
    }

    /// The board's files and ranks.
    #[getter]
    fn board_size(&self) -> usize {
        self.shape.size
    }

    /// The number of compact ids: `N · N · 8`, and one more for the pass if the rules have one.
    #[getter]
    fn num_compact_actions(&self) -> usize {
        self.shape.compact
    }

    /// The number of OpenSpiel ids (as `Game.num_distinct_actions`).
    #[getter]
    fn num_actions(&self) -> i64 {
        self.shape.config.num_distinct_actions()
    }

    /// One game's observation shape, `(planes, N, N)`.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let [planes, size, _] = self.shape.config.observation_shape();
        (planes, size, size)
    }

    /// Starts every game again (re-seeding their generators if `seed` is given) and
    /// returns the observations.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Bound<'py, PyArray4<f32>>> {
        for (index, env) in self.envs.iter_mut().enumerate() {
            env.reset(&self.start);
            if let Some(seed) = seed {
                env.random = Random::new(game_seed(seed, index));
            }
        }
        self.observe_all(py)?;
        Ok(self.observations.bind(py).clone())
    }

    /// The observations, float32 `[num_envs, planes, N, N]`.
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray4<f32>> {
        self.observations.bind(py).clone()
    }

    /// The last observation of each game that ended in the last step, float32
    /// `[num_envs, planes, N, N]` (the batch's buffer; a game that did not end keeps
    /// what it held): with autoreset, the position the game ended in.
    fn final_observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray4<f32>> {
        self.final_observations.bind(py).clone()
    }

    /// The legal compact ids as a mask, int8 `[num_envs, num_compact_actions]`.
    fn legal_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i8>> {
        self.masks.bind(py).clone()
    }

    /// The legal compact ids of each game, int32 `[num_envs, 96]` padded with −1, and
    /// their counts, int32 `[num_envs]` (the batch's buffers): `indices[i, k]` for a `k`
    /// below `counts[i]` is a legal action of game `i`.
    fn legal_indices<'py>(&self, py: Python<'py>) -> (Bound<'py, PyArray2<i32>>, Bound<'py, PyArray1<i32>>) {
        (self.indices.bind(py).clone(), self.counts.bind(py).clone())
    }

    /// The player to move in each game, int8 `[num_envs]`: 0 Black, 1 White.
    fn current_players<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        self.players.bind(py).clone()
    }

    /// Plays compact id `actions[i]` in game `i`, for every game; returns
    /// `(observations, rewards, terminated, truncated, current_players)`, the reward for
    /// the player who moved. `ValueError`, and no game changed, if an action is illegal.
    /// A finished game (without autoreset) ignores its action and keeps its flags.
    fn step<'py>(&mut self, py: Python<'py>, actions: &Bound<'py, PyAny>) -> PyResult<StepOutputs<'py>> {
        let actions: PyReadonlyArray1<'py, i64> = match actions.extract() {
            Ok(actions) => actions,
            Err(_) => actions.call_method1("astype", ("int64",))?.extract()?,
        };
        let actions = actions.as_slice()?;
        if actions.len() != self.envs.len() {
            return Err(PyValueError::new_err(format!("{} actions for {} games", actions.len(), self.envs.len())));
        }
        let shape = self.shape;
        let mut moves = Vec::with_capacity(self.envs.len());
        for (index, (env, &action)) in self.envs.iter().zip(actions).enumerate() {
            if env.playout.is_over() {
                moves.push(None);
                continue;
            }
            let found = env.moves.iter().position(|&mv| shape.compact_of(mv) == action);
            let illegal = || PyValueError::new_err(format!("action {action} is not legal in game {index}"));
            moves.push(Some(found.ok_or_else(illegal)?));
        }
        self.run(py, &|_, index| moves[index])?;
        Ok(self.outputs(py))
    }

    /// `step` with a uniformly random legal move in every game, drawn in Rust.
    fn step_random<'py>(&mut self, py: Python<'py>) -> PyResult<StepOutputs<'py>> {
        self.run(py, &|env, _| {
            let count = env.moves.len();
            (count > 0).then(|| env.random.below(count))
        })?;
        Ok(self.outputs(py))
    }

    /// A uniformly random legal compact id for every game, int64 `[num_envs]`.
    fn sample_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let sampled = self.sampled.bind(py);
        {
            let mut sampled = sampled.readwrite();
            for (slot, env) in sampled.as_slice_mut()?.iter_mut().zip(&mut self.envs) {
                let pick = env.random.below(env.moves.len());
                *slot = env.moves.get(pick).map_or(-1, |&mv| self.shape.compact_of(mv));
            }
        }
        Ok(sampled.clone())
    }

    /// The OpenSpiel id of compact id `compact` in game `env`.
    fn compact_to_action(&self, env: usize, compact: i64) -> PyResult<i64> {
        let game = self.env(env)?;
        let found = game.moves.iter().copied().find(|&mv| self.shape.compact_of(mv) == compact);
        let mv = found.ok_or_else(|| PyValueError::new_err(format!("action {compact} is not legal in game {env}")))?;
        Ok(actions::id_of(game.playout.position(), mv))
    }

    /// A copy of game `env` as a `State`.
    fn state(&self, env: usize) -> PyResult<State> {
        let env = self.env(env)?;
        Ok(State { config: self.shape.config, game: env.game(self.shape.config), history: env.history.clone() })
    }
}
