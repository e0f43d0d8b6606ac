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
/// Two limits are equal when their depth, time and node limits are and their stops are
/// the same function (or both none).
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
}

impl PartialEq for Limits {
    fn eq(&self, other: &Limits) -> bool {
        let same_stop = match (self.stop, other.stop) {
            (Some(stop), Some(other)) => core::ptr::fn_addr_eq(stop, other),
            (stop, other) => stop.is_none() && other.is_none(),
        };
        (self.depth, self.time, self.nodes) == (other.depth, other.time, other.nodes) && same_stop
    }
}

impl Eq for Limits {}

impl Hash for Limits {
    /// Hashes the depth, time and node limits and whether there is a stop (equal
    /// limits, with the same stop, hash alike).
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.depth, self.time, self.nodes, self.stop.is_some()).hash(state);
    }
}

impl Limits {
    /// No limit at all.
    pub const NONE: Limits = Limits { depth: None, time: None, nodes: None, stop: None };

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
}

/// The time and node limits of one search, from its start.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Clock {
    started: Instant,
    budget: Option<Duration>,
    nodes: Option<u64>,
    stop: Option<fn() -> bool>,
}

impl Clock {
    /// Starts the clock for `limits`.
    pub(crate) fn start(limits: Limits) -> Clock {
        Clock { started: Instant::now(), budget: limits.time, nodes: limits.nodes, stop: limits.stop }
    }

    /// Whether the search must stop after `nodes` nodes (or was asked to stop).
    pub(crate) fn is_up(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|limit| nodes >= limit)
            || self.budget.is_some_and(|budget| self.started.elapsed() >= budget)
            || self.stop.is_some_and(|stop| stop())
    }

    /// Whether more than `fraction` of the time budget is spent (never without one).
    pub(crate) fn spent_more_than(&self, fraction: f64) -> bool {
        self.budget.is_some_and(|budget| self.started.elapsed().as_secs_f64() > budget.as_secs_f64() * fraction)
    }
}
