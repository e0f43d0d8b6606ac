//! The alpha-beta search on more than one thread ([`AlphaBeta::with_threads`], Lazy
//! SMP): it plays legal moves, takes a win at once and finds wins in three, sees a
//! loss it cannot stop, keeps its time budget and, roughly, its node limit, reports
//! its iterations from the calling thread, still asks the endgame solver; and on one
//! thread it searches exactly as a searcher built the default way.

use std::time::{Duration, Instant};

use lines_of_action::{Game, Grid12, Layout, Position, Rules, Variant};
use lines_of_action_search::{AlphaBeta, EndgameSolver, Limits, mate_in};

/// Threads in the tests of more than one.
const THREADS: usize = 2;

/// The game at `text`, a standard position, under the default rules.
fn game_at(text: &str) -> Game {
    Game::from_position(text.parse::<Position>().unwrap(), Rules::default())
}

/// A fresh search of `game` on [`THREADS`] threads.
fn parallel(game: &Game, limits: Limits) -> lines_of_action_search::AlphaBetaResult {
    AlphaBeta::new().with_threads(THREADS).search(game, limits).unwrap()
}

#[test]
fn the_threads_are_a_setting_of_the_searcher() {
    assert_eq!(AlphaBeta::new().threads(), 1);
    assert_eq!(AlphaBeta::default().threads(), 1);
    assert_eq!(AlphaBeta::new().with_threads(0).threads(), 1, "one thread at least");
    assert_eq!(AlphaBeta::with_hash_mib(4).with_threads(3).threads(), 3);
    // The shared table's 16-byte slots, within the same budget.
    let bytes = AlphaBeta::with_hash_mib(16).with_threads(2).hash_bytes();
    assert!(bytes <= 16 << 20 && bytes > 8 << 20, "{bytes}");
    // Back to one thread: the table of one thread again.
    assert_eq!(AlphaBeta::new().with_threads(2).with_threads(1).hash_bytes(), AlphaBeta::new().hash_bytes());
}

#[test]
fn one_thread_searches_exactly_as_the_default_searcher() {
    let mut start = Game::new(Rules::default());
    let mut later = start.clone();
    later.play_move_list("b1-b3 h3-e3 c1-c3 a6-c4").unwrap();
    for game in [&mut start, &mut later] {
        for depth in 1..=6 {
            let limits = Limits::NONE.with_depth(depth);
            let default = AlphaBeta::new().search(game, limits);
            assert_eq!(AlphaBeta::new().with_threads(1).search(game, limits), default, "depth {depth}");
            // Through more threads and back: the same again.
            assert_eq!(AlphaBeta::new().with_threads(2).with_threads(1).search(game, limits), default);
        }
        let limits = Limits::NONE.with_nodes(30_000);
        let default = AlphaBeta::with_hash_mib(1).search(game, limits).unwrap();
        assert_eq!(AlphaBeta::with_hash_mib(1).with_threads(1).search(game, limits), Some(default.clone()));
        assert_eq!(default.nodes, 30_208, "30,000 and the rest of the 512 nodes checked at once");
    }
}

#[test]
fn more_threads_play_legal_moves_at_every_depth() {
    for layout in Layout::ALL {
        let game = Game::from_position(Position::from_layout(layout), Rules::default());
        for depth in 1..=6 {
            let found = parallel(&game, Limits::NONE.with_depth(depth));
            assert!(game.legal_moves().contains(&found.mv), "{layout:?} depth {depth}");
            assert_eq!(found.depth, depth);
            assert!(found.pv.first() == Some(&found.mv) && found.pv.len() <= depth as usize);
        }
    }
    // Four threads, from a position a few plies in, and on a wide board.
    let mut game = Game::new(Rules::default());
    game.play_move_list("b1-b3 h3-e3 c1-c3 a6-c4").unwrap();
    let found = AlphaBeta::new().with_threads(4).search(&game, Limits::NONE.with_depth(6)).unwrap();
    assert!(game.legal_moves().contains(&found.mv));
    let wide = Game::from_position(Position::<Grid12>::start_of(Variant::BlackHole).unwrap(), Rules::default());
    let found = AlphaBeta::new().with_threads(THREADS).search(&wide, Limits::NONE.with_depth(3)).unwrap();
    assert!(wide.legal_moves().contains(&found.mv));
}

#[test]
fn more_threads_take_a_win_at_once_and_find_wins_in_three() {
    // The crate's RULES.md, "Perft": White wins at once here.
    let found = parallel(&game_at("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"), Limits::NONE.with_depth(4));
    assert_eq!(mate_in(found.score), Some(1));
    // From random games: a win on the third ply (and none on the first).
    for text in ["8/b2w1b2/3b4/1b1wb3/3w4/4w3/2ww4/w7 w", "b7/b4b2/3b3w/4w3/2bbw3/5wb1/2ww4/4b3 w"] {
        let game = game_at(text);
        let one = AlphaBeta::new().search(&game, Limits::NONE.with_depth(6)).unwrap();
        assert_eq!(mate_in(one.score), Some(3), "{text}: one thread");
        for _ in 0..5 {
            let found = parallel(&game, Limits::NONE.with_depth(6));
            assert_eq!(mate_in(found.score), Some(3), "{text}: {found:?}");
            let mut after = game.clone();
            after.play(found.mv).unwrap();
            let reply = AlphaBeta::new().search(&after, Limits::NONE.with_depth(4)).unwrap();
            assert_eq!(mate_in(reply.score), Some(-2), "{text}: {} wins in three", found.mv);
        }
    }
    // From a random game: White threatens to win and no move of Black's stops it.
    let found = parallel(&game_at("3www2/2w3w1/w2b1b2/8/1bb4b/8/b7/3b1b2 b"), Limits::NONE.with_depth(4));
    assert_eq!(mate_in(found.score), Some(-2));
}

#[test]
fn more_threads_keep_the_time_budget() {
    for budget in [1, 20, 200] {
        let budget = Duration::from_millis(budget);
        for layout in Layout::ALL {
            let game = Game::from_position(Position::from_layout(layout), Rules::default());
            let started = Instant::now();
            let found = parallel(&game, Limits::NONE.with_time(budget));
            let elapsed = started.elapsed();
            // Ten times the tests' 50 ms budget of a move, for a busy machine.
            assert!(elapsed < budget + Duration::from_millis(500), "{elapsed:?} for {budget:?}");
            assert!(found.depth >= 1 && game.legal_moves().contains(&found.mv));
        }
    }
}

#[test]
fn more_threads_keep_the_node_limit_roughly() {
    let game = Game::new(Rules::default());
    for limit in [5_000, 50_000, 200_000] {
        for threads in [2, 4] {
            let found = AlphaBeta::new().with_threads(threads).search(&game, Limits::NONE.with_nodes(limit)).unwrap();
            // Every thread's nodes: the main thread stops once they reach the limit, the
            // others within 512 nodes of it, each thread's last 512 uncounted until then.
            let slack = 3 * 512 * threads as u64;
            assert!(
                (limit..limit + slack).contains(&found.nodes),
                "{threads} threads: {} nodes of {limit}",
                found.nodes
            );
            assert!(game.legal_moves().contains(&found.mv));
        }
    }
}

#[test]
fn more_threads_report_from_the_calling_thread() {
    let game = Game::new(Rules::default());
    let caller = std::thread::current().id();
    let mut reports = Vec::new();
    let found = AlphaBeta::new()
        .with_threads(THREADS)
        .search_reporting(&game, Limits::NONE.with_depth(5), |so_far| {
            reports.push((so_far.depth, so_far.nodes, std::thread::current().id()));
        })
        .unwrap();
    // The main thread's iterations, then a helper's deeper one if it ended the search.
    assert!(reports.windows(2).all(|pair| pair[0].0 < pair[1].0), "depths grow: {reports:?}");
    assert_eq!((reports[0].0, reports.last().map(|&(depth, ..)| depth)), (1, Some(5)));
    assert_eq!(found.depth, 5);
    assert!(reports.iter().all(|&(.., thread)| thread == caller));
    assert!(reports.windows(2).all(|pair| pair[0].1 <= pair[1].1), "nodes grow: {reports:?}");
    assert!(reports.iter().all(|&(_, nodes, _)| nodes <= found.nodes));
}

#[test]
fn more_threads_still_ask_the_endgame_solver() {
    // search/tests/endgame.rs: White to move wins by f2-f4, a win the plain search does
    // not see at this node limit and the solver proves, 17 plies high.
    let game = Game::from_position(
        Position::from_text("4bb/1w1w2/2bw2/3w2/w1wbbw/4b1 w", Variant::SixBySix).unwrap(),
        Rules::default(),
    );
    let mut search = AlphaBeta::new().with_threads(THREADS).with_endgame_solver(EndgameSolver::default());
    let found = search.search(&game, Limits::NONE.with_nodes(20_000)).unwrap();
    assert_eq!((game.position().notation(found.mv).to_string(), mate_in(found.score)), ("f2-f4".to_string(), Some(17)));
    assert!(found.nodes <= 20_000 + 3 * 512 * THREADS as u64, "{} nodes", found.nodes);
}
