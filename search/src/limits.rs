//! When a search stops: [`Limits`], and the clock that applies them.

use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

/// When to stop searching: at a depth, after a time, after a number of nodes, when
/// asked to ([`stop`](Limits::stop)), or whichever comes first. [`Limits::NONE`] sets
/// none: alpha-beta then goes to [`MAX_DEPTH`](crate::MAX_DEPTH), and MCTS runs 10,000
/// simulations (see [`Mcts::search`](crate::Mcts::search)).
///
/// ```
/// use std::time::Duration;
/// use lines_of_action_search::Limits;
/// let limits = Limits::NONE.with_time(Duration::from_millis(100)).with_depth(6);
/// assert_eq!((limits.depth, limits.nodes), (Some(6), None));
/// ```
///
/// Two limits are equal when their depth, time and node limits are and their stops and
/// clocks are the same functions (or both none).
#[derive(Copy, Clone, Debug, Default)]
pub struct Limits {
    /// Alpha-beta: the deepest iteration, in plies (1 or more). MCTS: the deepest the
    /// tree grows below the root.
    pub depth: Option<u32>,
    /// The time budget: the search returns within it, give or take a few thousand nodes.
    pub time: Option<Duration>,
    /// Alpha-beta: the most nodes (positions visited), the iteration under way
    /// abandoned when they are reached. MCTS: the number of simulations.
    pub nodes: Option<u64>,
    /// An external stop: a function the search calls where it reads its clock (every
    /// 512 nodes in alpha-beta, after every simulation in MCTS, and so only then); once
    /// it returns `true` the search stops as if its time were up, and returns the best
    /// move found so far. It must be cheap: a flag that another thread sets (a
    /// `static` [`AtomicBool`](std::sync::atomic::AtomicBool)'s load), or a check that
    /// reads a clock of its own and looks further only every few milliseconds, as the
    /// Python package's check for Ctrl-C does.
    ///
    /// ```
    /// use std::sync::atomic::{AtomicBool, Ordering};
    /// use lines_of_action::{Game, Rules};
    /// use lines_of_action_search::{AlphaBeta, Limits};
    /// static STOP: AtomicBool = AtomicBool::new(false);
    /// STOP.store(true, Ordering::Relaxed); // as another thread would, mid-search
    /// let game = Game::new(Rules::default());
    /// // No other limit: without the stop, the search would go 40 plies deep.
    /// let stopped = AlphaBeta::new().search(&game, Limits::NONE.with_stop(|| STOP.load(Ordering::Relaxed)));
    /// let to_depth_4 = AlphaBeta::new().search(&game, Limits::NONE.with_depth(4));
    /// assert!(stopped.unwrap().nodes < to_depth_4.unwrap().nodes);
    /// ```
    pub stop: Option<fn() -> bool>,
    /// The clock the time limit is measured on: a function giving the time since any
    /// fixed instant, read at the start of the search and wherever the search checks its
    /// time. `None` (the default) is the standard library's
    /// [`Instant`](std::time::Instant). A caller gives one where `Instant` has no clock:
    /// on `wasm32-unknown-unknown`, where `Instant::now` panics, a function that reads
    /// JavaScript's `performance.now()` (as the `lines-of-action-wasm` package does).
    ///
    /// ```
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// use std::time::Duration;
    /// use lines_of_action::{Game, Rules};
    /// use lines_of_action_search::{AlphaBeta, Limits};
    /// // A clock that moves a millisecond each time it is read.
    /// static MILLIS: AtomicU64 = AtomicU64::new(0);
    /// fn ticking() -> Duration {
    ///     Duration::from_millis(MILLIS.fetch_add(1, Ordering::Relaxed))
    /// }
    /// let limits = Limits::NONE.with_time(Duration::from_millis(20)).with_clock(ticking);
    /// let found = AlphaBeta::new().search(&Game::new(Rules::default()), limits).unwrap();
    /// // Read every 512 nodes, the clock ran out after some 20 reads.
    /// assert!(found.nodes < 40 * 512, "{} nodes", found.nodes);
    /// ```
    pub clock: Option<fn() -> Duration>,
}

impl PartialEq for Limits {
    fn eq(&self, other: &Limits) -> bool {
        let same_stop = match (self.stop, other.stop) {
            (Some(stop), Some(other)) => core::ptr::fn_addr_eq(stop, other),
            (stop, other) => stop.is_none() && other.is_none(),
        };
        let same_clock = match (self.clock, other.clock) {
            (Some(clock), Some(other)) => core::ptr::fn_addr_eq(clock, other),
            (clock, other) => clock.is_none() && other.is_none(),
        };
        (self.depth, self.time, self.nodes) == (other.depth, other.time, other.nodes) && same_stop && same_clock
    }
}

impl Eq for Limits {}

impl Hash for Limits {
    /// Hashes the depth, time and node limits and whether there is a stop and a clock
    /// (equal limits, with the same stop and clock, hash alike).
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.depth, self.time, self.nodes, self.stop.is_some(), self.clock.is_some()).hash(state);
    }
}

impl Limits {
    /// No limit at all.
    pub const NONE: Limits = Limits { depth: None, time: None, nodes: None, stop: None, clock: None };

    /// These limits with a depth limit of `depth` plies.
    #[must_use]
    pub const fn with_depth(self, depth: u32) -> Limits {
        Limits { depth: Some(depth), ..self }
    }

    /// These limits with a time budget.
    #[must_use]
    pub const fn with_time(self, time: Duration) -> Limits {
        Limits { time: Some(time), ..self }
    }

    /// These limits with a node limit.
    #[must_use]
    pub const fn with_nodes(self, nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..self }
    }

    /// These limits with an external stop (see [`stop`](Limits::stop)).
    #[must_use]
    pub const fn with_stop(self, stop: fn() -> bool) -> Limits {
        Limits { stop: Some(stop), ..self }
    }

    /// These limits with the time measured on `clock` (see [`clock`](Limits::clock)).
    #[must_use]
    pub const fn with_clock(self, clock: fn() -> Duration) -> Limits {
        Limits { clock: Some(clock), ..self }
    }
}

/// When a search started, on the clock it is timed by.
#[derive(Copy, Clone, Debug)]
enum Start {
    /// On the standard library's clock.
    Instant(Instant),
    /// On the caller's clock ([`Limits::clock`]), which read this then.
    Clock(fn() -> Duration, Duration),
}

impl Start {
    /// The time since the start.
    fn elapsed(self) -> Duration {
        match self {
            Start::Instant(started) => started.elapsed(),
            Start::Clock(now, started) => now().saturating_sub(started),
        }
    }
}

/// The time and node limits of one search, from its start.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Clock {
    started: Start,
    budget: Option<Duration>,
    nodes: Option<u64>,
    stop: Option<fn() -> bool>,
}

impl Clock {
    /// Starts the clock for `limits`.
    pub(crate) fn start(limits: Limits) -> Clock {
        let started = match limits.clock {
            Some(now) => Start::Clock(now, now()),
            None => Start::Instant(Instant::now()),
        };
        Clock { started, budget: limits.time, nodes: limits.nodes, stop: limits.stop }
    }

    /// This clock, from the same start, with the node limit `nodes`.
    pub(crate) const fn with_nodes(self, nodes: Option<u64>) -> Clock {
        Clock { nodes, ..self }
    }

    /// Whether the search must stop after `nodes` nodes (or was asked to stop).
    pub(crate) fn is_up(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|limit| nodes >= limit)
            || self.budget.is_some_and(|budget| self.started.elapsed() >= budget)
            || self.stop.is_some_and(|stop| stop())
    }

    /// The time left of the budget, if there is one.
    pub(crate) fn time_left(&self) -> Option<Duration> {
        self.budget.map(|budget| budget.saturating_sub(self.started.elapsed()))
    }

    /// Whether more than `fraction` of the time budget is spent (never without one).
    pub(crate) fn spent_more_than(&self, fraction: f64) -> bool {
        self.budget.is_some_and(|budget| self.started.elapsed().as_secs_f64() > budget.as_secs_f64() * fraction)
    }
}
