//! The search crate's bots for Python: each chooses an action id for a `State`, the
//! search running with the interpreter released.

use std::time::Duration;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use lines_of_action_search::{self as search, Bot, Limits, MctsOptions};

use crate::actions;
use crate::game::State;

/// The search limits of a bot's arguments: `time` in seconds.
fn limits(time: Option<f64>, depth: Option<u32>, nodes: Option<u64>) -> PyResult<Limits> {
    let mut limits = Limits::NONE;
    if let Some(seconds) = time {
        if !(seconds > 0.0 && seconds.is_finite()) {
            return Err(PyValueError::new_err(format!("time must be a positive number of seconds, not {seconds}")));
        }
        limits = limits.with_time(Duration::from_secs_f64(seconds));
    }
    if let Some(depth) = depth {
        limits = limits.with_depth(depth);
    }
    if let Some(nodes) = nodes {
        limits = limits.with_nodes(nodes);
    }
    Ok(limits)
}

/// `bot`'s action id in `state`, searched without the interpreter.
fn choose(py: Python<'_>, bot: &mut (dyn Bot + Send), state: &State) -> PyResult<i64> {
    let game = &state.game;
    let decision = py.detach(|| bot.choose(game));
    let decision = decision.ok_or_else(|| PyValueError::new_err("the game is over: no action to choose"))?;
    Ok(actions::id_of(game.position(), decision.mv))
}

/// Defines a Python class over one of the search crate's bots, with its constructor.
macro_rules! bot_class {
    ($(#[$doc:meta])* $name:ident($inner:ty), $(#[$new_doc:meta])* ($($arg:ident: $ty:ty = $default:expr),*) => $make:expr) => {
        $(#[$doc])*
        #[pyclass(module = "lines_of_action._native")]
        pub struct $name {
            bot: $inner,
        }

        #[pymethods]
        impl $name {
            $(#[$new_doc])*
            #[new]
            #[pyo3(signature = ($($arg = $default),*))]
            fn new($($arg: $ty),*) -> PyResult<$name> {
                Ok($name { bot: $make })
            }

            /// The action id the bot plays in `state`; `ValueError` once the game is over.
            fn step(&mut self, py: Python<'_>, state: &State) -> PyResult<i64> {
                choose(py, &mut self.bot, state)
            }

            /// The bot's name: `random`, `greedy`, `alphabeta`, `mcts` or `mcts-threats`.
            #[getter]
            fn name(&self) -> String {
                self.bot.name()
            }

            fn __repr__(&self) -> String {
                format!("{}({})", stringify!($name), self.bot.name())
            }
        }
    };
}

bot_class!(
    /// Plays a uniformly random legal action.
    RandomBot(search::RandomBot),
    /// A bot with its own generator, seeded by `seed`.
    (seed: u64 = 0) => search::RandomBot::new(seed)
);

bot_class!(
    /// One ply: an immediate win, else no move that loses at once or lets the opponent
    /// win at once, else the best evaluation, ties broken at random.
    GreedyBot(search::GreedyBot),
    /// A bot whose ties are broken by a generator seeded by `seed`.
    (seed: u64 = 0) => search::GreedyBot::new(seed)
);

bot_class!(
    /// Alpha-beta with iterative deepening, a transposition table and a threat extension.
    AlphaBetaBot(search::AlphaBetaBot),
    /// `time` in seconds a move, `depth` in plies, `nodes`: whichever comes first.
    (time: Option<f64> = Some(0.1), depth: Option<u32> = None, nodes: Option<u64> = None) =>
        search::AlphaBetaBot::new(limits(time, depth, nodes)?)
);

bot_class!(
    /// Monte-Carlo tree search (UCT with random playouts and proven wins and losses).
    MctsBot(search::MctsBot),
    /// `time` in seconds a move or `nodes` simulations; `threat_aware` playouts take an
    /// immediate win when one exists.
    (time: Option<f64> = Some(0.1), nodes: Option<u64> = None, seed: u64 = 0, threat_aware: bool = false) =>
        search::MctsBot::new(MctsOptions { seed, threat_aware, ..MctsOptions::default() }, limits(time, None, nodes)?)
);
