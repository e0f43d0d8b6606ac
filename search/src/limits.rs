//! When a search stops: [`Limits`], and the clock that applies them.

use std::time::{Duration, Instant};

/// When to stop searching: at a depth, after a time, after a number of nodes, or
/// whichever comes first. [`Limits::NONE`] sets none: alpha-beta then goes to
/// [`MAX_DEPTH`](crate::MAX_DEPTH), and MCTS needs a time or a node limit.
///
/// ```
/// use std::time::Duration;
/// use lines_of_action_search::Limits;
/// let limits = Limits::NONE.with_time(Duration::from_millis(100)).with_depth(6);
/// assert_eq!((limits.depth, limits.nodes), (Some(6), None));
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Alpha-beta: the deepest iteration, in plies (1 or more). MCTS: the deepest the
    /// tree grows below the root.
    pub depth: Option<u32>,
    /// The time budget: the search returns within it, give or take a few thousand nodes.
    pub time: Option<Duration>,
    /// Alpha-beta: the most nodes (positions visited), the iteration under way
    /// abandoned when they are reached. MCTS: the number of simulations.
    pub nodes: Option<u64>,
}

impl Limits {
    /// No limit at all.
    pub const NONE: Limits = Limits { depth: None, time: None, nodes: None };

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
}

/// The time and node limits of one search, from its start.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Clock {
    started: Instant,
    budget: Option<Duration>,
    nodes: Option<u64>,
}

impl Clock {
    /// Starts the clock for `limits`.
    pub(crate) fn start(limits: Limits) -> Clock {
        Clock { started: Instant::now(), budget: limits.time, nodes: limits.nodes }
    }

    /// Whether the search must stop after `nodes` nodes.
    pub(crate) fn is_up(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|limit| nodes >= limit)
            || self.budget.is_some_and(|budget| self.started.elapsed() >= budget)
    }

    /// Whether more than `fraction` of the time budget is spent (never without one).
    pub(crate) fn spent_more_than(&self, fraction: f64) -> bool {
        self.budget.is_some_and(|budget| self.started.elapsed().as_secs_f64() > budget.as_secs_f64() * fraction)
    }
}
