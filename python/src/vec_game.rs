//! `VecGame`: many games stepped together in Rust, the interpreter released, their
//! observations, masks, rewards and flags written into numpy arrays allocated once.
//! In rooms: the per-game stepping ([`stepping`]), the thread scheduler
//! ([`scheduler`]), the batch and its buffers ([`batch`]), and here the pyclass.

mod batch;
mod observations;
mod scheduler;
mod stepping;

use numpy::{PyArray1, PyArray2};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use std::sync::{Mutex, MutexGuard, TryLockError};

use lines_of_action::{AnyGame, on_any_board};

use crate::actions;
use crate::args;
use crate::game::{Config, State};
use crate::observation::Layout;

use batch::{AnyBatch, IllegalAction, LegalIndices, StepOutputs, new_batch, random_choice};
use stepping::Shape;

/// `num_envs` games of a variant whose moves are slides (and the pass), stepped
/// together: the standard family on every board (standard, scrambled,
/// scrambled-mirrored, 5x5, 6x6, 7x7, loaps, 9x9, 10x10, 11x11, 12x12, hex5) and Black
/// Hole's (black-hole, black-hole-scrambled, hex6, hex6-scrambled). Cheshire Cat's exits
/// and Parachute's drops have no compact id.
///
/// Actions are compact ids, `cell · D + direction` (the distance is fixed by the
/// rules), and `cells · D` for the pass where the rules have one. On an N×N board the
/// cell is `rank · N + file` and D = 8 directions, N, NE, E, SE, S, SW, W, NW; on a
/// hexagon the cell is its index counted row by row from a1 (61 cells on hex5, 91 on
/// hex6) and D = 6 directions, E, NE, NW, W, SW, SE. Every array a method returns is one of the batch's
/// buffers, allocated once and overwritten by the next call (copy what you keep), or for
/// the observations and masks, buffers the caller gave `step` or `step_random`.
/// With `autoreset`, a game that ends in a step is started again in the same step;
/// its flags and reward say how it ended, its observation is the new game's.
///
/// The observations are laid out as `observation_layout` says: `"openspiel"` (the
/// default) float32 `[num_envs, planes, side, side]`, each game's
/// `State.observation_tensor` (Black, White, empty, and Black Hole's black hole, on the
/// grid of `Game.board_mask`: side N on an N×N board, 9 on hex5, 11 on hex6); `"player"`
/// int8 `[num_envs, side, side, planes]`, channels last, each game from the view of its player to
/// move (own pieces, the opponent's, empty, the black hole): the Python package's
/// environments' layout, written here rather than converted in numpy.
///
/// A `VecGame` is used by one thread at a time: a call while another thread's call on
/// it is under way (a step runs without the interpreter) is a `RuntimeError`, and the
/// batch is unchanged. Use one `VecGame` per thread.
#[pyclass(module = "lines_of_action._native", frozen)]
pub struct VecGame {
    batch: Mutex<AnyBatch>,
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

#[pymethods]
impl VecGame {
    /// `num_envs` games (1 to 2²⁰), their generators seeded from `seed` (0 to 2⁶⁴ − 1),
    /// `max_game_length` as `Game` takes it; `ValueError` if the batch would take more
    /// than 16 GiB, its buffers and the room its games keep for their histories
    /// (some 43 KB a game under OpenSpiel's rules, which look for repetitions over up
    /// to 1000 plies; some 3 KB without repetitions); `observation_layout` `"openspiel"`
    /// or `"player"` (`ValueError` otherwise).
    #[new]
    #[pyo3(signature = (num_envs, variant = "standard", rules = "openspiel", seed = 0, autoreset = true, max_game_length = None, observation_layout = "openspiel"))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        num_envs: i128,
        variant: &str,
        rules: &str,
        seed: i128,
        autoreset: bool,
        max_game_length: Option<i128>,
        observation_layout: &str,
    ) -> PyResult<VecGame> {
        let config = Config::new(variant, rules, max_game_length)?;
        let layout = Layout::named(observation_layout)?;
        let batch = new_batch(py, num_envs, config, seed, autoreset, layout)?;
        Ok(VecGame { batch: Mutex::new(batch) })
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> PyResult<usize> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.envs.len()))
    }

    /// The board's size: its files and ranks, or a hexagon's side.
    #[getter]
    fn board_size(&self) -> PyResult<usize> {
        Ok(usize::from(self.shape()?.size))
    }

    /// The number of compact ids: cells · D (`N · N · 8` on an N×N board, 61 · 6 on
    /// hex5, 91 · 6 on hex6), and one more for the pass if the rules have one.
    #[getter]
    fn num_compact_actions(&self) -> PyResult<usize> {
        Ok(self.shape()?.compact)
    }

    /// The width of `legal_indices`: the most legal moves a side may have on the board,
    /// D a piece: 96 on the boards up to 8×8 (12 pieces, 8 directions), 160 on the wide
    /// ones (20), 54 on hex5 (9 pieces, 6 directions), 72 on hex6 (12).
    #[getter]
    fn max_legal_actions(&self) -> PyResult<usize> {
        Ok(self.shape()?.moves)
    }

    /// The number of OpenSpiel ids (as `Game.num_distinct_actions`).
    #[getter]
    fn num_actions(&self) -> PyResult<i64> {
        Ok(self.shape()?.config.num_distinct_actions())
    }

    /// One game's observation shape: `(planes, side, side)` in the `"openspiel"` layout,
    /// `(side, side, planes)` in the `"player"` one.
    #[getter]
    fn observation_shape(&self) -> PyResult<(usize, usize, usize)> {
        let shape = self.shape()?;
        let [planes, side, _] = shape.config.observation_shape();
        let [first, second, third] = shape.layout.shape(planes, side);
        Ok((first, second, third))
    }

    /// How the observations are laid out: `"openspiel"` or `"player"`.
    #[getter]
    fn observation_layout(&self) -> PyResult<&'static str> {
        Ok(self.shape()?.layout.name())
    }

    /// Starts every game again (re-seeding their generators if `seed`, 0 to 2⁶⁴ − 1,
    /// is given) and returns the observations.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&self, py: Python<'py>, seed: Option<i128>) -> PyResult<Bound<'py, PyAny>> {
        let seed = seed.map(|seed| args::seed(seed, "seed")).transpose()?;
        on_any_board!(&mut *self.batch()?, |batch| {
            batch.reset(py, seed)?;
            Ok(batch.observations.bind(py))
        })
    }

    /// The observations, float32 `[num_envs, planes, side, side]` or, in the `"player"`
    /// layout, int8 `[num_envs, side, side, planes]`.
    fn observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.observations.bind(py)))
    }

    /// The last observation of each game that ended in the last step, in the batch's
    /// layout (the batch's buffer; a game that did not end keeps what it held): with
    /// autoreset, the position the game ended in, in the `"player"` layout from the view
    /// of its player to move (the mover's opponent, or the mover after a forfeit).
    fn final_observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.final_observations.bind(py)))
    }

    /// The legal compact ids as a mask, int8 `[num_envs, num_compact_actions]`.
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        Ok(on_any_board!(&*self.batch()?, |batch| batch.masks.bind(py).clone()))
    }

    /// The legal compact ids of each game, int32 `[num_envs, max_legal_actions]` padded
    /// with −1, and their counts, int32 `[num_envs]` (the batch's buffers): `indices[i, k]` for a `k`
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
    /// the player who moved. An action that is not legal in its game is dealt with by
    /// `illegal`: `"raise"` (the default) a `ValueError`, and no game changed; `"lose"`
    /// ends that game, lost by the player who played it (reward −1, terminated, its
    /// position unchanged in `final_observations`, and reset with autoreset); `"ignore"`
    /// leaves that game as it was (reward 0, the same player to move). A finished game
    /// (without autoreset) ignores its action and keeps its flags; a game lost so keeps
    /// its position, and `state` gives it as it was, not terminal.
    ///
    /// `actions` is a one-dimensional numpy array of any integer dtype, or a list or
    /// tuple of integers (`int` or numpy integers), `num_envs` of them; a float, a
    /// string or a bool (or an array of them) is a `TypeError` that names the first
    /// such element, and no game changed: an action is an integer as
    /// `State.apply_action` takes it.
    ///
    /// `observations` (in the batch's layout: float32 `[num_envs, planes, side, side]` or
    /// int8 `[num_envs, side, side, planes]`) and `legal_mask` (int8
    /// `[num_envs, num_compact_actions]`), C-contiguous and writable, are buffers of the
    /// caller's (a rollout's slot, say) that this step's observations and masks are
    /// written into, and later calls' until others are given: the batch's buffers from
    /// then on. `TypeError` for one of another dtype, `ValueError` for one of another
    /// shape or memory layout, and no game changed.
    #[pyo3(signature = (actions, *, illegal = "raise", observations = None, legal_mask = None))]
    fn step<'py>(
        &self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
        illegal: &str,
        observations: Option<Bound<'py, PyAny>>,
        legal_mask: Option<Bound<'py, PyArray2<i8>>>,
    ) -> PyResult<StepOutputs<'py>> {
        let illegal = IllegalAction::named(illegal)?;
        on_any_board!(&mut *self.batch()?, |batch| batch.step(py, actions, illegal, observations, legal_mask))
    }

    /// `step` with a uniformly random legal move in every game, drawn in Rust (and the
    /// same buffers of the caller's, if given).
    #[pyo3(signature = (*, observations = None, legal_mask = None))]
    fn step_random<'py>(
        &self,
        py: Python<'py>,
        observations: Option<Bound<'py, PyAny>>,
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
            Ok(State { config, game: AnyGame::on(game.game(config)), history: game.history.clone() })
        })
    }
}
