//! Time management: the [`Limits`] of one search from a `go` command, the side to move
//! and the move overhead.
//!
//! - `movetime MS`: `MS` less the overhead, which keeps back a quarter of `MS` at most (a
//!   `movetime` shorter than the overhead is still a search of three quarters of it).
//! - A clock (`wtime`/`btime`, `winc`/`binc`, `movestogo`): what is left less the
//!   overhead, shared among the moves to go ([`DEFAULT_MOVES_TO_GO`] when the command
//!   says none), plus three quarters of the increment, and never more than half of what
//!   is left (three quarters with one move to go). The alpha-beta search treats the
//!   budget as a ceiling: it starts no iteration once half of it is spent and abandons
//!   the one under way when it is all spent, so a move takes the budget at most, give
//!   or take the few thousand nodes between two readings of its clock.
//! - `depth` and `nodes` as they are; every limit given applies, the first reached
//!   ending the search. Without any, the search runs until `stop`.
//!
//! Always at least [`MIN_BUDGET`], so that a search has time to find a move.

use std::time::Duration;

use lines_of_action::Color;
use lines_of_action_search::Limits;

use crate::command::Go;

/// The moves a clock is shared among when `go` gives no `movestogo`: about the moves a
/// side still plays in a game of Lines of Action, with room to spare.
pub const DEFAULT_MOVES_TO_GO: u32 = 20;

/// The least time a search is given.
pub const MIN_BUDGET: Duration = Duration::from_millis(1);

/// The time for one move on a clock with `left` on it, `increment` a move and
/// `moves_to_go` moves until the next control, keeping `overhead` back.
///
/// ```
/// use std::time::Duration;
/// use lines_of_action_engine::time::move_budget;
/// let ms = Duration::from_millis;
/// // 10 s + 0.1 s: (10 000 - 30) / 20 + 75 ms.
/// assert_eq!(move_budget(ms(10_000), ms(100), None, ms(30)).as_millis(), 573);
/// // Half of what is left at most.
/// assert_eq!(move_budget(ms(100), ms(1_000), None, ms(30)), ms(35));
/// ```
pub fn move_budget(left: Duration, increment: Duration, moves_to_go: Option<u32>, overhead: Duration) -> Duration {
    let available = left.saturating_sub(overhead);
    let moves = moves_to_go.unwrap_or(DEFAULT_MOVES_TO_GO).max(1);
    let share = available / moves + increment * 3 / 4;
    let ceiling = if moves == 1 { available * 3 / 4 } else { available / 2 };
    share.min(ceiling).max(MIN_BUDGET)
}

/// The limits of the search `go` asks for, `side` to move: with the time budget of its
/// `movetime` or of its side's clock (the smaller if both), its depth and its nodes.
/// `infinite` sets none of them by itself (the session holds the answer back until
/// `stop`).
///
/// ```
/// use std::time::Duration;
/// use lines_of_action::Color;
/// use lines_of_action_engine::{Command, time::limits};
/// let Command::Go(go) = "go btime 10000 wtime 5000 binc 100 winc 100".parse()? else { unreachable!() };
/// let ms = Duration::from_millis;
/// assert_eq!(limits(&go, Color::Black, ms(30)).time.map(|t| t.as_millis()), Some(573));
/// assert_eq!(limits(&go, Color::White, ms(30)).time.map(|t| t.as_millis()), Some(323));
/// // A movetime less the overhead, a quarter of it at most.
/// let Command::Go(go) = "go movetime 200".parse()? else { unreachable!() };
/// assert_eq!(limits(&go, Color::Black, ms(30)).time, Some(ms(170)));
/// let Command::Go(go) = "go movetime 40".parse()? else { unreachable!() };
/// assert_eq!(limits(&go, Color::Black, ms(30)).time, Some(ms(30)));
/// # Ok::<(), lines_of_action_engine::ParseCommandError>(())
/// ```
pub fn limits(go: &Go, side: Color, overhead: Duration) -> Limits {
    let (left, increment) = match side {
        Color::Black => (go.btime, go.binc),
        Color::White => (go.wtime, go.winc),
    };
    let clock = left.map(|left| move_budget(left, increment.unwrap_or_default(), go.movestogo, overhead));
    let movetime = go.movetime.map(|time| time.saturating_sub(overhead.min(time / 4)).max(MIN_BUDGET));
    let time = match (clock, movetime) {
        (Some(clock), Some(movetime)) => Some(clock.min(movetime)),
        (clock, movetime) => clock.or(movetime),
    };
    Limits { depth: go.depth, time, nodes: go.nodes, ..Limits::NONE }
}
