//! [`Limits::with_clock`]: a search timed on the caller's clock reads it, not
//! `std::time::Instant` (which has no clock on wasm32-unknown-unknown), for alpha-beta
//! and MCTS alike.

use std::cell::Cell;
use std::time::Duration;

use lines_of_action::{Game, Rules};
use lines_of_action_search::{AlphaBeta, Limits, Mcts, MctsOptions};

thread_local! {
    /// The ticking clock's time in milliseconds (one per test thread).
    static MILLIS: Cell<u64> = const { Cell::new(0) };
}

/// A clock that moves a millisecond each time it is read.
fn ticking() -> Duration {
    MILLIS.with(|millis| {
        millis.set(millis.get() + 1);
        Duration::from_millis(millis.get())
    })
}

/// A clock that never moves.
fn frozen() -> Duration {
    Duration::from_secs(7)
}

#[test]
fn mcts_stops_when_the_callers_clock_runs_out() {
    // MCTS reads its clock after every simulation: 1 ms a read, so a 30 ms budget runs
    // about 30 simulations however fast the machine.
    let game = Game::new(Rules::default());
    let limits = Limits::NONE.with_time(Duration::from_millis(30)).with_clock(ticking);
    let found = Mcts::new(MctsOptions::default()).search(&game, limits).unwrap();
    assert!((25..=35).contains(&found.simulations), "{} simulations", found.simulations);
    assert!(game.legal_moves().contains(&found.mv));
}

#[test]
fn a_clock_that_does_not_move_leaves_the_other_limits() {
    // With time frozen, a one-second budget never runs out: the depth limit decides, and
    // the search is the depth-limited one, node for node.
    let game = Game::new(Rules::default());
    let frozen_limits = Limits::NONE.with_time(Duration::from_secs(1)).with_depth(3).with_clock(frozen);
    let timed = AlphaBeta::new().search(&game, frozen_limits).unwrap();
    let by_depth = AlphaBeta::new().search(&game, Limits::NONE.with_depth(3)).unwrap();
    assert_eq!((timed.depth, timed.nodes, timed.mv), (by_depth.depth, by_depth.nodes, by_depth.mv));
    let simulations = Mcts::new(MctsOptions::default())
        .search(&game, Limits::NONE.with_time(Duration::from_secs(1)).with_nodes(200).with_clock(frozen))
        .unwrap()
        .simulations;
    assert_eq!(simulations, 200);
}

#[test]
fn limits_with_different_clocks_differ() {
    let limits = Limits::NONE.with_time(Duration::from_millis(5));
    assert_eq!(limits.with_clock(frozen), limits.with_clock(frozen));
    assert_ne!(limits.with_clock(frozen), limits.with_clock(ticking));
    assert_ne!(limits.with_clock(frozen), limits);
}
