//! The search crate's bots for Python: each chooses an action id for a `State`, the
//! search running with the interpreter released, on every board (the search crate's
//! bots are each a `Bot<G>` for every geometry). On the main thread a search looks
//! for signals every few milliseconds (through the search crate's
//! [`Limits::stop`]), so that Ctrl-C stops it at once with `KeyboardInterrupt`.

use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

use pyo3::exceptions::PyValueError;
use pyo3::marker::Ungil;
use pyo3::prelude::*;

use lines_of_action::{Game, Geometry, on_any_board};
use lines_of_action_search::{self as search, Bot, Limits, MAX_DEPTH, MctsOptions};

use crate::actions;
use crate::args;
use crate::game::State;
use crate::geometry::Board;

/// How often a search on the main thread runs Python's signal handlers.
const SIGNAL_INTERVAL: Duration = Duration::from_millis(5);

/// The most simulations an MCTS search runs: its visit counts are 32-bit.
const MAX_SIMULATIONS: u64 = u32::MAX as u64;

thread_local! {
    /// While a search on this thread is watched for signals, when it next looks.
    static NEXT_CHECK: Cell<Option<Instant>> = const { Cell::new(None) };
    /// Set once a signal handler raised: the search stops.
    static STOPPED: Cell<bool> = const { Cell::new(false) };
    /// What the signal handler raised (`KeyboardInterrupt` for Ctrl-C).
    static RAISED: RefCell<Option<PyErr>> = const { RefCell::new(None) };
}

/// The searches' [`Limits::stop`]: on a thread whose search is watched, every
/// [`SIGNAL_INTERVAL`] the interpreter is taken back for a moment to run the signal
/// handlers, and the search stops if one raised. A clock read otherwise: nothing the
/// search feels (alpha-beta calls it every 512 nodes, MCTS after every simulation).
fn interrupted() -> bool {
    let Some(next) = NEXT_CHECK.get() else { return false };
    if STOPPED.get() {
        return true;
    }
    let now = Instant::now();
    if now < next {
        return false;
    }
    NEXT_CHECK.set(Some(now + SIGNAL_INTERVAL));
    match Python::attach(|py| py.check_signals()) {
        Ok(()) => false,
        Err(error) => {
            STOPPED.set(true);
            RAISED.set(Some(error));
            true
        }
    }
}

/// Whether this is the interpreter's main thread, the one signal handlers run on.
fn is_main_thread(py: Python<'_>) -> PyResult<bool> {
    let threading = py.import("threading")?;
    Ok(threading.call_method0("current_thread")?.is(&threading.call_method0("main_thread")?))
}

/// `work()` without the interpreter; on the main thread, watched for signals by
/// [`interrupted`]: what a handler raised (`KeyboardInterrupt`) is the result then.
fn watched<T: Ungil>(py: Python<'_>, work: impl FnOnce() -> T + Ungil) -> PyResult<T> {
    if !is_main_thread(py)? {
        return Ok(py.detach(work));
    }
    // A search started by a signal handler during another keeps the other's state.
    let saved = (NEXT_CHECK.replace(Some(Instant::now() + SIGNAL_INTERVAL)), STOPPED.replace(false), RAISED.take());
    let done = py.detach(work);
    NEXT_CHECK.set(saved.0);
    STOPPED.set(saved.1);
    match RAISED.replace(saved.2) {
        Some(error) => Err(error),
        None => Ok(done),
    }
}

/// The search limits of a bot's arguments (`time` in seconds), with the stop that
/// looks for signals; `ValueError` for an argument out of its range or for no limit.
fn limits(time: Option<f64>, depth: Option<i128>, nodes: Option<i128>, max_nodes: u64, none: &str) -> PyResult<Limits> {
    let mut limits = Limits::NONE.with_stop(interrupted);
    if let Some(time) = args::optional_seconds(time, "time")? {
        limits = limits.with_time(time);
    }
    if let Some(depth) = args::optional_in_range(depth, "depth", 1, MAX_DEPTH)? {
        limits = limits.with_depth(depth);
    }
    if let Some(nodes) = args::optional_in_range(nodes, "nodes", 1, max_nodes)? {
        limits = limits.with_nodes(nodes);
    }
    if (limits.time, limits.depth, limits.nodes) == (None, None, None) {
        return Err(PyValueError::new_err(format!("a search needs a limit: give {none}")));
    }
    Ok(limits)
}

/// A bot of the search crate, which plays on every geometry (each is a `Bot<G>` for
/// every `G`): what lets [`choose`] call it on whichever board a state is on.
trait EveryBoard: Send {
    /// The bot's move in `game`, as its `Bot<G>::choose` gives it.
    fn choose_on<G: Geometry>(&mut self, game: &Game<G>) -> Option<search::Decision<G::Square>>;
}

/// Makes each of the search crate's bots an [`EveryBoard`].
macro_rules! every_board {
    ($($bot:ty),+) => {
        $(impl EveryBoard for $bot {
            #[inline]
            fn choose_on<G: Geometry>(&mut self, game: &Game<G>) -> Option<search::Decision<G::Square>> {
                Bot::<G>::choose(self, game)
            }
        })+
    };
}

every_board!(search::RandomBot, search::GreedyBot, search::AlphaBetaBot, search::MctsBot);

/// `bot`'s action id in `state`, searched without the interpreter, and if `searches`,
/// watched for signals on the main thread (the random and greedy bots take a moment).
fn choose<B: EveryBoard>(py: Python<'_>, bot: &mut B, state: &State, searches: bool) -> PyResult<i64> {
    on_any_board!(&state.game, |game| choose_on(py, bot, game, searches))
}

/// [`choose`] on the board of geometry `G`.
fn choose_on<G: Board, B: EveryBoard>(py: Python<'_>, bot: &mut B, game: &Game<G>, searches: bool) -> PyResult<i64> {
    let decision = if searches { watched(py, || bot.choose_on(game))? } else { py.detach(|| bot.choose_on(game)) };
    let decision = decision.ok_or_else(|| PyValueError::new_err("the game is over: no action to choose"))?;
    Ok(actions::id_of(game.position(), decision.mv))
}

/// Defines a Python class over one of the search crate's bots, with its constructor.
/// `text_signature` repeats the defaults in Python for `inspect.signature` and the stubs'
/// check (mypy's stubtest): PyO3 writes `...` for a default that reaches it through a
/// macro or is not a literal (`Some(0.1)`).
macro_rules! bot_class {
    ($(#[$doc:meta])* $name:ident($inner:ty, searches: $searches:expr), $(#[$new_doc:meta])* ($($arg:ident: $ty:ty = $default:expr),*), text_signature = $text:literal => $make:expr) => {
        $(#[$doc])*
        #[pyclass(module = "lines_of_action._native")]
        pub struct $name {
            bot: $inner,
        }

        #[pymethods]
        impl $name {
            $(#[$new_doc])*
            #[new]
            #[pyo3(signature = ($($arg = $default),*), text_signature = $text)]
            fn new($($arg: $ty),*) -> PyResult<$name> {
                Ok($name { bot: $make })
            }

            /// The action id the bot plays in `state`; `ValueError` once the game is over.
            fn step(&mut self, py: Python<'_>, state: &State) -> PyResult<i64> {
                choose(py, &mut self.bot, state, $searches)
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
    RandomBot(search::RandomBot, searches: false),
    /// A bot with its own generator, seeded by `seed` (0 to 2⁶⁴ − 1).
    (seed: i128 = 0), text_signature = "(seed=0)" => search::RandomBot::new(args::seed(seed, "seed")?)
);

bot_class!(
    /// One ply: an immediate win, else no move that loses at once or lets the opponent
    /// win at once, else the best evaluation, ties broken at random.
    GreedyBot(search::GreedyBot, searches: false),
    /// A bot whose ties are broken by a generator seeded by `seed` (0 to 2⁶⁴ − 1).
    (seed: i128 = 0), text_signature = "(seed=0)" => search::GreedyBot::new(args::seed(seed, "seed")?)
);

bot_class!(
    /// Alpha-beta with iterative deepening, a transposition table and a threat extension.
    AlphaBetaBot(search::AlphaBetaBot, searches: true),
    /// `time` in seconds a move (positive, below 2⁶⁴), `depth` in plies (1 to 40),
    /// `nodes` (1 or more): whichever comes first; at least one of them.
    (time: Option<f64> = Some(0.1), depth: Option<i128> = None, nodes: Option<i128> = None),
    text_signature = "(time=0.1, depth=None, nodes=None)" =>
        search::AlphaBetaBot::new(limits(time, depth, nodes, u64::MAX, "a time, a depth or a number of nodes")?)
);

bot_class!(
    /// Monte-Carlo tree search (UCT with random playouts and proven wins and losses).
    MctsBot(search::MctsBot, searches: true),
    /// `time` in seconds a move (positive, below 2⁶⁴) or `nodes` simulations (1 to
    /// 2³² − 1), at least one of them; `seed` 0 to 2⁶⁴ − 1; `threat_aware` playouts
    /// take an immediate win when one exists.
    (time: Option<f64> = Some(0.1), nodes: Option<i128> = None, seed: i128 = 0, threat_aware: bool = false),
    text_signature = "(time=0.1, nodes=None, seed=0, threat_aware=False)" =>
        search::MctsBot::new(
            MctsOptions { seed: args::seed(seed, "seed")?, threat_aware, ..MctsOptions::default() },
            limits(time, None, nodes, MAX_SIMULATIONS, "a time or a number of nodes")?,
        )
);
