//! The endgame solver ([`EndgameSolver`]) in play: with it, alpha-beta and MCTS find a
//! forced win in a 6×6 endgame that the plain searches, at the same node limit, miss
//! (alpha-beta even at 16 times the nodes); it stays out of positions that are not
//! endgame-like and out of searches timed by a clock of their own.
//!
//! The position comes from an alpha-beta self-play game on 6×6 under the default
//! rules (20,000 nodes a move, three random opening plies, the crate's `Random` seeded
//! 7; the 29th game, ply 17), found by looking for positions where a solve of 5,000
//! nodes proves a win that the search at 20,000 nodes does not see.

use std::time::Duration;

use lines_of_action::{Color, Game, Position, Rules, Variant};
use lines_of_action_search::{
    AlphaBeta, EndgameSolver, Limits, Mcts, MctsOptions, Solver, SolverOptions, Verdict, mate_in,
};

/// White to move wins by f2-f4, the solver's proof 17 plies high (3,531 nodes).
const WHITE_WINS: &str = "4bb/1w1w2/2bw2/3w2/w1wbbw/4b1 w";

/// The game at [`WHITE_WINS`], under the default rules.
fn white_wins() -> Game {
    Game::from_position(Position::from_text(WHITE_WINS, Variant::SixBySix).unwrap(), Rules::default())
}

/// Who wins after `mv` in `game`, as a solve of at most 3 million nodes proves it.
fn verdict_after(game: &Game, notation: &str) -> Verdict {
    let mut after = game.clone();
    after.play(game.position().parse_move(notation).unwrap()).unwrap();
    Solver::new(SolverOptions { memory: 64 << 20, ..SolverOptions::default() })
        .solve(&after, Limits::NONE.with_nodes(3_000_000))
        .verdict
}

#[test]
fn alpha_beta_with_the_solver_finds_the_win_that_the_plain_search_misses() {
    let game = white_wins();
    let pos = *game.position();
    let limits = Limits::NONE.with_nodes(20_000);
    let plain = AlphaBeta::new().search(&game, limits).unwrap();
    // The plain search sees no forced win. (It plays c2-e4, which wins too, as the
    // solve proves; at 10,000 nodes it plays d5-e4, after which Black wins.)
    assert_eq!((pos.notation(plain.mv).to_string(), mate_in(plain.score)), ("c2-e4".to_string(), None));
    assert_eq!(verdict_after(&game, "c2-e4"), Verdict::Win(Color::White));
    let at_10_000 = AlphaBeta::new().search(&game, Limits::NONE.with_nodes(10_000)).unwrap();
    assert_eq!(pos.notation(at_10_000.mv).to_string(), "d5-e4");
    assert_eq!(verdict_after(&game, "d5-e4"), Verdict::Win(Color::Black));
    // At 16 times the nodes it still sees no forced win; at 64 times it does, in an
    // iteration cut short (a win in 13 plies by d3-c3).
    let deeper = AlphaBeta::new().search(&game, Limits::NONE.with_nodes(16 * 20_000)).unwrap();
    assert_eq!(mate_in(deeper.score), None, "{deeper:?}");
    let deepest = AlphaBeta::new().search(&game, Limits::NONE.with_nodes(64 * 20_000)).unwrap();
    assert_eq!((pos.notation(deepest.mv).to_string(), mate_in(deepest.score)), ("d3-c3".to_string(), Some(13)));
    assert_eq!(verdict_after(&game, "d3-c3"), Verdict::Win(Color::White));

    let mut with_solver = AlphaBeta::new().with_endgame_solver(EndgameSolver::default());
    let found = with_solver.search(&game, limits).unwrap();
    assert_eq!(pos.notation(found.mv).to_string(), "f2-f4");
    assert_eq!(mate_in(found.score), Some(17));
    assert!(found.nodes <= 20_000, "the search's and the solver's nodes within the limit: {}", found.nodes);
    assert_eq!(verdict_after(&game, "f2-f4"), Verdict::Win(Color::White));
}

#[test]
fn mcts_with_the_solver_proves_the_win_that_the_plain_search_misses() {
    let game = white_wins();
    let pos = *game.position();
    let limits = Limits::NONE.with_nodes(20_000);
    for seed in 1..=3 {
        let plain = Mcts::new(MctsOptions { seed, ..MctsOptions::default() }).search(&game, limits).unwrap();
        // d5-e4 (a loss, above) or c2-e4, never proven.
        assert!(!plain.proven && pos.notation(plain.mv).to_string() != "f2-f4", "seed {seed}: {plain:?}");
        let options = MctsOptions { seed, endgame_solver: Some(EndgameSolver::default()), ..MctsOptions::default() };
        let found = Mcts::new(options).search(&game, limits).unwrap();
        assert_eq!((pos.notation(found.mv).to_string(), found.proven, found.value), ("f2-f4".to_string(), true, 1.0));
        assert_eq!(found.simulations, 0, "played at once");
    }
}

#[test]
fn a_budget_below_one_step_of_the_solver_leaves_the_search_alone() {
    let game = white_wins();
    // A quarter of 4,000 nodes is less than the solver's 1,024-node step: no solve,
    // and the search is the plain one, on three quarters of the nodes.
    let with_solver =
        AlphaBeta::new().with_endgame_solver(EndgameSolver::default()).search(&game, Limits::NONE.with_nodes(4_000));
    let plain = AlphaBeta::new().search(&game, Limits::NONE.with_nodes(3_000));
    assert_eq!(with_solver, plain);
}

#[test]
fn positions_that_are_not_endgame_like_and_searches_on_their_own_clock_are_not_solved() {
    let start = Game::new(Rules::default());
    let solver = EndgameSolver::default();
    assert!(!solver.is_endgame_like(&start), "24 pieces and 36 moves");
    let limits = Limits::NONE.with_depth(3);
    assert_eq!(
        AlphaBeta::new().with_endgame_solver(solver).search(&start, limits),
        AlphaBeta::new().search(&start, limits)
    );

    // A clock of the caller's (as on wasm): the solver, timed by `Instant`, is not asked.
    fn clock() -> Duration {
        Duration::ZERO
    }
    let game = white_wins();
    assert!(solver.is_endgame_like(&game));
    let limits = Limits::NONE.with_nodes(20_000).with_clock(clock);
    let found = AlphaBeta::new().with_endgame_solver(solver).search(&game, limits).unwrap();
    assert_eq!(mate_in(found.score), None, "{found:?}");
}
