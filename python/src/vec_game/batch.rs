//! A batch: its games on one geometry, the numpy buffers they are stepped into, and
//! the checks of a step's arguments before any game changes (the `VecGame` pyclass's
//! work, on a board known at compile time).

use numpy::ndarray::{Array1, Array2};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use lines_of_action::{
    AnyBoard, Family, Game, Geometry, MoveLimit, NoLegalMove, PerGeometry, Position, Repetition, with_geometry,
};
use lines_of_action_search::Random;

use crate::args;
use crate::game::Config;
use crate::geometry::{Board, check_move_ids};
use crate::observation::Layout;

use super::observations::ObservationArray;
use super::scheduler::{Buffers, for_each_game};
use super::stepping::{Choice, Env, Outputs, Shape};

/// The most games a batch holds.
pub const MAX_ENVS: usize = 1 << 20;

/// The most memory a batch may take, its buffers and its games' histories: 16 GiB.
const MAX_BATCH_BYTES: u128 = 16 << 30;

/// The positions a game's playout keeps room for where the rules set no move limit.
const ROOM_WITHOUT_LIMIT: u128 = 256;

/// What a step does with an action that is not legal in its game (`VecGame.step`'s
/// `illegal`).
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum IllegalAction {
    /// A `ValueError`, and no game changed.
    Raise,
    /// The game ends, lost by the player who played it ([`Choice::Forfeit`]).
    Lose,
    /// The game is not stepped: the same player is to move, reward 0.
    Ignore,
}

impl IllegalAction {
    /// The policy `name` names: `raise`, `lose` or `ignore` (`ValueError` otherwise).
    pub fn named(name: &str) -> PyResult<IllegalAction> {
        match name {
            "raise" => Ok(IllegalAction::Raise),
            "lose" => Ok(IllegalAction::Lose),
            "ignore" => Ok(IllegalAction::Ignore),
            _ => Err(PyValueError::new_err(format!("illegal must be 'raise', 'lose' or 'ignore', not {name:?}"))),
        }
    }
}

/// [`Batch`] on each geometry.
pub struct Batches;

impl PerGeometry for Batches {
    type Of<G: Geometry> = Batch<G>;
}

/// A batch on the board of its variant.
pub type AnyBatch = AnyBoard<Batches>;

/// A `VecGame`'s games and buffers.
pub struct Batch<G: Geometry> {
    pub shape: Shape,
    /// The variant's start, which every game starts from.
    start: Game<G>,
    pub envs: Vec<Env<G>>,
    pub observations: ObservationArray,
    pub final_observations: ObservationArray,
    pub masks: Py<PyArray2<i8>>,
    rewards: Py<PyArray1<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    pub players: Py<PyArray1<i8>>,
    pub indices: Py<PyArray2<i32>>,
    pub counts: Py<PyArray1<i32>>,
    sampled: Py<PyArray1<i64>>,
    /// What `step` plays in each game, kept for the next call.
    choices: Vec<Choice>,
    /// `step`'s actions, read into this buffer, kept for the next call.
    actions: Vec<i64>,
}

/// Checks that a caller's buffer `name` has the batch's `expected` shape, is
/// C-contiguous and can be written.
pub fn check_buffer<T: numpy::Element, D: numpy::ndarray::Dimension>(
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
    let buffers = 2 * size(shape.observation * shape.layout.value_bytes())
        + size(shape.compact)
        + size(shape.moves * size_of::<i32>())
        + size(size_of::<i32>() + size_of::<f32>() + 3 + size_of::<i64>() * 2);
    let game = size(size_of::<Env<G>>() + size_of::<Choice>()) + positions * size(size_of::<Position<G>>());
    (buffers + game) * num_envs as u128
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
        let mut observations = self.observations.readwrite(py).map_err(overlap)?;
        let mut final_observations = self.final_observations.readwrite(py).map_err(overlap)?;
        let mut masks = self.masks.bind(py).try_readwrite().map_err(overlap)?;
        let mut rewards = self.rewards.bind(py).try_readwrite().map_err(overlap)?;
        let mut terminated = self.terminated.bind(py).try_readwrite().map_err(overlap)?;
        let mut truncated = self.truncated.bind(py).try_readwrite().map_err(overlap)?;
        let mut players = self.players.bind(py).try_readwrite().map_err(overlap)?;
        let mut indices = self.indices.bind(py).try_readwrite().map_err(overlap)?;
        let mut counts = self.counts.bind(py).try_readwrite().map_err(overlap)?;
        let buffers = Buffers {
            observations: observations.cells()?,
            final_observations: final_observations.cells()?,
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
    /// batch's layout (a `TypeError` for another dtype) and shape, C-contiguous and
    /// writable; returns the buffers they replace.
    fn take_buffers(
        &mut self,
        py: Python<'_>,
        observations: Option<Bound<'_, PyAny>>,
        legal_mask: Option<Bound<'_, PyArray2<i8>>>,
    ) -> PyResult<ObservedBuffers> {
        let observations = observations
            .map(|observations| ObservationArray::of_caller(self.shape.layout, observations))
            .transpose()?;
        if let Some(observations) = &observations {
            observations.check(py, "observations", &self.observations)?;
        }
        if let Some(legal_mask) = &legal_mask {
            check_buffer("legal_mask", legal_mask, self.masks.bind(py).shape())?;
        }
        let replaced = (self.observations.clone_ref(py), self.masks.clone_ref(py));
        if let Some(observations) = observations {
            self.observations = observations;
        }
        if let Some(legal_mask) = legal_mask {
            self.masks = legal_mask.unbind();
        }
        Ok(replaced)
    }

    /// Steps every game by `choose` (see [`run`](Self::run)) into the buffers given, if
    /// any; if the step cannot be taken, the buffers are the old ones again and no game changed.
    pub fn step_into<'py>(
        &mut self,
        py: Python<'py>,
        observations: Option<Bound<'py, PyAny>>,
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
pub fn random_choice<G: Board>(env: &Env<G>, _: usize) -> Choice {
    if env.is_over() { Choice::Observe } else { Choice::Random }
}

/// What a step plays in each game: `choose(env, index)`.
type Choose<'a, G> = dyn Fn(&Env<G>, usize) -> Choice + Sync + 'a;

/// The buffers the observations and the masks are written into.
type ObservedBuffers = (ObservationArray, Py<PyArray2<i8>>);

/// What `legal_indices` returns: the padded indices and their counts.
pub type LegalIndices<'py> = (Bound<'py, PyArray2<i32>>, Bound<'py, PyArray1<i32>>);

/// What `step` returns: observations, rewards, terminated, truncated, current players.
pub type StepOutputs<'py> = (
    Bound<'py, PyAny>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i8>>,
);

/// `num_envs` games of the game `config`, on its board, their observations in `layout`.
pub fn new_batch(
    py: Python<'_>,
    num_envs: i128,
    config: Config,
    seed: i128,
    autoreset: bool,
    layout: Layout,
) -> PyResult<AnyBatch> {
    let num_envs: usize = args::in_range(num_envs, "num_envs", 1, MAX_ENVS as u64)? as usize;
    let seed = args::seed(seed, "seed")?;
    if !matches!(config.variant.family(), Family::Standard | Family::BlackHole) {
        return Err(PyValueError::new_err(format!(
            "VecGame plays the variants whose moves are slides (standard, scrambled, scrambled-mirrored, \
                 5x5, 6x6, 7x7, loaps, 9x9, 10x10, 11x11, 12x12, black-hole, black-hole-scrambled, hex5, hex6, \
                 hex6-scrambled), not {}",
            config.variant
        )));
    }
    let variant = config.variant;
    Ok(with_geometry!(variant, |G| AnyBatch::on::<G>(Batch::<G>::new(py, num_envs, config, seed, autoreset, layout)?)))
}

impl<G: Board> Batch<G> {
    /// `num_envs` games of `config`, which is played on `G`'s boards, their
    /// observations in `layout`.
    fn new(
        py: Python<'_>,
        num_envs: usize,
        config: Config,
        seed: u64,
        autoreset: bool,
        layout: Layout,
    ) -> PyResult<Batch<G>> {
        let size = config.variant.board_size();
        let [planes, side, _] = config.observation_shape();
        let pass = G::cell_count(size) * G::DIRECTIONS;
        let compact = pass + usize::from(config.rules.no_legal_move == NoLegalMove::Pass);
        let moves = check_move_ids::<G>();
        let observation = planes * side * side;
        let shape = Shape { config, size, layout, observation, compact, pass, moves, autoreset };
        let observation_shape = layout.shape(planes, side);
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
        let start = config
            .start
            .into_geometry::<G>()
            .ok_or_else(|| PyValueError::new_err(format!("{} is not played on this board", config.variant)))?;
        let start = Game::from_position(start, config.rules);
        let mut vec_game = Batch {
            shape,
            envs: (0..num_envs).map(|index| Env::new(&shape, &start, game_seed(seed, index))).collect(),
            start,
            observations: ObservationArray::zeros(py, layout, num_envs, observation_shape),
            final_observations: ObservationArray::zeros(py, layout, num_envs, observation_shape),
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
    pub fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        for (index, env) in self.envs.iter_mut().enumerate() {
            env.reset(&self.shape, &self.start);
            if let Some(seed) = seed {
                env.random = Random::new(game_seed(seed, index));
            }
        }
        self.observe_all(py)
    }

    /// Steps game `i` by compact id `actions[i]`, read by [`args::actions`], an
    /// illegal one by the policy `illegal`.
    pub fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
        illegal: IllegalAction,
        observations: Option<Bound<'py, PyAny>>,
        legal_mask: Option<Bound<'py, PyArray2<i8>>>,
    ) -> PyResult<StepOutputs<'py>> {
        let mut buffer = core::mem::take(&mut self.actions);
        let read = args::actions(actions, &mut buffer);
        self.actions = buffer;
        read?;
        if self.actions.len() != self.envs.len() {
            return Err(PyValueError::new_err(format!("{} actions for {} games", self.actions.len(), self.envs.len())));
        }
        let mut choices = core::mem::take(&mut self.choices);
        choices.clear();
        for (index, (env, &action)) in self.envs.iter().zip(&self.actions).enumerate() {
            if env.is_over() {
                choices.push(Choice::Observe);
                continue;
            }
            match (env.index_of(action), illegal) {
                (Some(found), _) => choices.push(Choice::Index(found)),
                (None, IllegalAction::Lose) => choices.push(Choice::Forfeit),
                (None, IllegalAction::Ignore) => choices.push(Choice::Observe),
                (None, IllegalAction::Raise) => {
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
    pub fn sample_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let sampled = self.sampled.bind(py);
        {
            let mut sampled =
                sampled.try_readwrite().map_err(|error| PyValueError::new_err(format!("sample_actions: {error}")))?;
            for (slot, env) in sampled.as_slice_mut()?.iter_mut().zip(&mut self.envs) {
                let pick = env.random.below(env.legal().len());
                *slot = env.legal().get(pick).map_or(-1, |&compact| i64::from(compact));
            }
        }
        Ok(sampled.clone())
    }

    /// Game `env` (an index argument: `ValueError` unless it names a game).
    pub fn game_at(&self, env: i128) -> PyResult<&Env<G>> {
        let count = self.envs.len();
        let index = usize::try_from(env).ok().filter(|&index| index < count);
        index
            .map(|index| &self.envs[index])
            .ok_or_else(|| PyValueError::new_err(format!("no game {env}: there are {count}, 0 to {}", count - 1)))
    }
}
