//! Monte-Carlo tree search ([`Mcts`]): legal moves and wins against a random mover in
//! every variant and under every rule preset, exact limits, the same search for the
//! same seed, the history's rules at the root, and no allocation below the root; on
//! the wide boards legal moves to the end of the game, wins against a random mover, and
//! no allocation below the root; on the hexagons legal moves to the end of the game
//! and wins against a random mover; with implicit minimax backups, children ordered and
//! biased by the evaluation: the forced moves, the proofs, the same search for the same
//! seed, and no allocation below the root (with concentrating playouts too).
//!
//! `GlobalAlloc` is an unsafe trait, so the counting allocator this file includes
//! holds an `unsafe impl`: it only counts and forwards to the system allocator.

#[path = "../../tests/counting_allocator/mod.rs"]
mod counting_allocator;

use std::time::{Duration, Instant};

use lines_of_action::{
    Color, Game, Geometry, Grid8, Grid12, MoveLimit, Outcome, Position, RulePreset, Rules, Variant, with_geometry,
};
use lines_of_action_search::{Limits, Mcts, MctsOptions, Random, evaluate};

/// Where a game stops if the rules have not ended it.
const PLY_CAP: usize = 300;

#[test]
fn mcts_beats_a_random_mover_in_every_variant_with_legal_moves_only() {
    // Two games per variant, MCTS as Black and as White, the presets in turn; 300
    // simulations a move, plain and threat-aware playouts in turn.
    let mut wins = 0;
    let mut games = 0;
    for (index, variant) in Variant::ALL.into_iter().enumerate().filter(|(_, variant)| variant.fits::<Grid8>()) {
        for engine in [Color::Black, Color::White] {
            let preset = RulePreset::ALL[(index + engine as usize) % RulePreset::ALL.len()];
            let options =
                MctsOptions { seed: index as u64, threat_aware: engine == Color::White, ..Default::default() };
            let mut mcts = Mcts::new(options);
            let mut random = Random::new(0x1234 + index as u64);
            let mut game = Game::from_variant(variant, preset.rules()).unwrap();
            while !game.is_over() && game.ply() < PLY_CAP {
                let mv = if game.position().turn() == engine {
                    let found = mcts.search(&game, Limits::NONE.with_nodes(300)).expect("a move");
                    assert!(game.legal_moves().contains(&found.mv), "{variant}: {} after {game}", found.mv);
                    assert!(found.proven || found.simulations == 300);
                    found.mv
                } else {
                    game.nth_move(random.below(game.move_count())).unwrap()
                };
                game.play(mv).unwrap_or_else(|error| panic!("{variant}: {error} after {game}"));
            }
            games += 1;
            wins += usize::from(game.outcome() == Some(Outcome::Win(engine)));
            eprintln!("{variant} ({preset}), MCTS {engine}: {:?} in {} plies", game.result(), game.ply());
        }
    }
    assert!(wins * 10 >= games * 9, "MCTS won {wins} of {games}");
}

/// A game of `variant` under `rules`, MCTS (`options`, `simulations` a move) with
/// `engine`'s pieces against a random mover, to its end: every move MCTS plays is
/// legal, and the game's result is the one its last position and history give.
fn mcts_against_random<G: Geometry>(
    variant: Variant,
    rules: Rules,
    options: MctsOptions,
    simulations: u64,
    engine: Color,
) -> Game<G> {
    let mut mcts = Mcts::new(options);
    let mut random = Random::new(options.seed ^ 0x5555);
    let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), rules);
    while !game.is_over() {
        let mv = if game.position().turn() == engine {
            let found = mcts.search(&game, Limits::NONE.with_nodes(simulations)).expect("a move");
            assert!(game.legal_moves().contains(&found.mv), "{variant}: {} after {game}", found.mv);
            assert!(found.proven || found.simulations == simulations);
            assert_eq!(found.visits.len(), game.legal_moves().len());
            found.mv
        } else {
            game.nth_move(random.below(game.move_count())).unwrap()
        };
        game.play(mv).unwrap_or_else(|error| panic!("{variant}: {error} after {game}"));
        assert!(game.ply() < 2_000, "{variant}: a game this long is a bug");
    }
    let mut replayed = Game::from_position(*game.start(), rules);
    for &mv in game.moves() {
        replayed.play(mv).unwrap();
    }
    assert_eq!(replayed.result(), game.result(), "{variant}");
    eprintln!("{variant}, MCTS {engine}: {:?} in {} plies", game.result(), game.ply());
    game
}

#[test]
fn mcts_plays_legal_moves_to_the_end_on_the_wide_boards_and_beats_a_random_mover() {
    // Every wide variant, MCTS as Black and as White in turn, the presets in turn, 150
    // simulations a move with playouts cut short by the evaluation after 16 plies (a
    // random game on these boards lasts hundreds of plies); the 12×12 board under
    // CodinGame's move limit with threat-aware playouts too.
    let mut wins = 0;
    let wide: Vec<Variant> = Variant::ALL.into_iter().filter(|variant| variant.fits::<Grid12>()).collect();
    assert_eq!(wide.len(), 6);
    for (index, &variant) in wide.iter().enumerate() {
        let engine = if index % 2 == 0 { Color::Black } else { Color::White };
        let preset = RulePreset::ALL[index % RulePreset::ALL.len()];
        let options = MctsOptions { seed: index as u64, playout_plies: Some(16), ..Default::default() };
        let game = mcts_against_random::<Grid12>(variant, preset.rules(), options, 150, engine);
        wins += usize::from(game.outcome() == Some(Outcome::Win(engine)));
    }
    assert!(wins >= 5, "MCTS won {wins} of 6");
    let options = MctsOptions { seed: 9, threat_aware: true, playout_plies: Some(4), ..Default::default() };
    let game = mcts_against_random::<Grid12>(Variant::TwelveByTwelve, Rules::CODINGAME, options, 40, Color::Black);
    assert!(game.ply() <= 150);
}

/// Searches `variant`'s start with two simulations a root move: each root child is
/// visited before any is visited twice, so every legal move, kept in the tree in the
/// search's own word-sized code, must come back with at least one visit.
fn every_root_move_comes_back_visited<G: Geometry>(variant: Variant) {
    let game = Game::from_position(Position::<G>::start_of(variant).unwrap(), Rules::default());
    let moves = game.legal_moves();
    let nodes = 2 * moves.len() as u64;
    let found = Mcts::new(MctsOptions::default()).search(&game, Limits::NONE.with_nodes(nodes)).unwrap();
    assert_eq!(found.visits.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(), moves.to_vec(), "{variant}");
    assert!(found.visits.iter().all(|&(_, visits)| visits >= 1), "{variant}: {:?}", found.visits);
    assert_eq!(found.visits.iter().map(|&(_, visits)| u64::from(visits)).sum::<u64>(), nodes, "{variant}");
}

#[test]
fn mcts_plays_legal_moves_to_the_end_on_the_hexagons_and_beats_a_random_mover() {
    // Each hexagonal variant, MCTS as Black and as White, the presets in turn (the
    // hexagons' own, Abstract Play's and Alveole's, among them), 150 simulations a move
    // with playouts cut short by the evaluation after 16 plies (a random game on hex6
    // lasts some 300 plies); concentrating playouts in the last games.
    let mut wins = 0;
    let mut games = 0;
    for (index, variant) in [Variant::Hex5, Variant::Hex6, Variant::Hex6Scrambled].into_iter().enumerate() {
        for engine in [Color::Black, Color::White] {
            let preset = RulePreset::ALL[(4 + 2 * index + engine as usize) % RulePreset::ALL.len()];
            let options = MctsOptions {
                seed: (2 * index) as u64 + engine as u64,
                playout_plies: Some(16),
                playout_candidates: if index == 2 { 8 } else { 0 },
                ..Default::default()
            };
            let game =
                with_geometry!(variant, |G| mcts_against_random::<G>(variant, preset.rules(), options, 150, engine)
                    .outcome());
            games += 1;
            wins += usize::from(game == Some(Outcome::Win(engine)));
        }
    }
    assert!(wins + 1 >= games, "MCTS won {wins} of {games}");
}

#[test]
fn every_kind_of_move_on_every_board_survives_the_tree() {
    // Slides and captures, Parachute's drops, Cheshire Cat's holes, Black Hole's exits,
    // the hexagons' cells.
    for variant in Variant::ALL {
        with_geometry!(variant, |G| every_root_move_comes_back_visited::<G>(variant));
    }
}

#[test]
fn limits_are_kept_and_counted() {
    let game = Game::new(Rules::default());
    let mut mcts = Mcts::new(MctsOptions::default());
    for nodes in [1, 37, 1_000] {
        let found = mcts.search(&game, Limits::NONE.with_nodes(nodes)).unwrap();
        assert_eq!(found.simulations, nodes);
        assert_eq!(found.visits.iter().map(|&(_, visits)| u64::from(visits)).sum::<u64>(), nodes);
        // Every root move once, in the order of the legal moves.
        assert_eq!(found.visits.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(), game.legal_moves().to_vec());
    }
    // A depth limit of 1: the tree is the root and its children.
    let found = mcts.search(&game, Limits::NONE.with_nodes(2_000).with_depth(1)).unwrap();
    assert_eq!(found.tree_nodes, 1 + game.legal_moves().len());
    assert_eq!(found.pv.len(), 1);
    let deeper = mcts.search(&game, Limits::NONE.with_nodes(2_000)).unwrap();
    assert!(deeper.tree_nodes > found.tree_nodes && deeper.pv.len() > 1);
    // Without a limit: 10,000 simulations.
    assert_eq!(mcts.search(&game, Limits::NONE).unwrap().simulations, 10_000);
    for budget in [1, 30, 200] {
        let budget = Duration::from_millis(budget);
        let started = Instant::now();
        let found = mcts.search(&game, Limits::NONE.with_time(budget)).unwrap();
        let elapsed = started.elapsed();
        assert!(elapsed < budget + Duration::from_millis(100), "{elapsed:?} for {budget:?}");
        assert!(found.simulations > 0);
    }
}

#[test]
fn the_same_seed_searches_the_same() {
    let mut game = Game::from_variant(Variant::CheshireCat, Rules::OPENSPIEL).unwrap();
    game.play_move_list("b1-b3 h3-e3").unwrap();
    let search = |seed| {
        let mut mcts = Mcts::new(MctsOptions { seed, ..MctsOptions::default() });
        let first = mcts.search(&game, Limits::NONE.with_nodes(1_500)).unwrap();
        (first, mcts.search(&game, Limits::NONE.with_nodes(1_500)).unwrap())
    };
    assert_eq!(search(5), search(5));
    assert_ne!(search(5).0.visits, search(6).0.visits);
}

#[test]
fn a_finished_game_has_no_move_and_root_moves_get_the_history_rules() {
    let mut mcts = Mcts::new(MctsOptions::default());
    // RULES.md: the shortest game of Winands' thesis ends with Black connected.
    let mut game = Game::new(Rules::default());
    game.play_move_list("d1-b3 h5-g4 b1-b4 g4xg1 b4-e7 a3xc1 b3-e6 h3xf1 e1-e5").unwrap();
    assert_eq!(mcts.search(&game, Limits::NONE.with_nodes(10)), None);

    // RULES.md, "Perft": White wins at once here: played without a simulation.
    let win: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse().unwrap();
    let found = mcts.search(&Game::from_position(win, Rules::default()), Limits::NONE.with_nodes(100)).unwrap();
    assert_eq!((found.value, found.proven, found.simulations), (1.0, true, 0));
    // Unless a move limit that overrides connection draws the game on this ply: then
    // every move is a proven draw.
    let limit = MoveLimit::Draw { plies: 1, overrides_connection: true };
    let game = Game::from_position(win, Rules::OPENSPIEL.with_move_limit(limit));
    let found = mcts.search(&game, Limits::NONE.with_nodes(100)).unwrap();
    assert_eq!((found.value, found.proven), (0.0, true));

    // RULES.md: Black, to move, has no slide: under the default rules it passes.
    let boxed_in: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
    let found = mcts.search(&Game::from_position(boxed_in, Rules::default()), Limits::NONE.with_nodes(50)).unwrap();
    assert!(found.mv.is_pass());
}

#[test]
fn a_move_limit_below_the_root_draws_the_playouts() {
    // Two plies before OpenSpiel's limit of 1000 (overriding connection): every
    // simulation ends in a draw, unless a move wins at once.
    let limit = MoveLimit::Draw { plies: 2, overrides_connection: true };
    let game = Game::new(Rules::OPENSPIEL.with_move_limit(limit));
    let found = Mcts::new(MctsOptions::default()).search(&game, Limits::NONE.with_nodes(3_000)).unwrap();
    assert_eq!((found.value, found.proven), (0.0, true), "{found:?}");
}

#[test]
fn the_search_allocates_only_at_the_root() {
    // 200 and 5,000 simulations with one searcher: the tree grows, the allocations do not.
    for (variant, rules) in [(Variant::Standard, Rules::default()), (Variant::Parachute, Rules::OPENSPIEL)] {
        let game = Game::from_variant(variant, rules).unwrap();
        check_allocations_at_the_root(&game, variant == Variant::Parachute, [200, 5_000]);
    }
    // On a wide board too: one searcher for both geometries.
    let game = Game::from_position(Position::<Grid12>::start_of(Variant::BlackHole).unwrap(), Rules::OPENSPIEL);
    check_allocations_at_the_root(&game, false, [40, 2_000]);
}

/// `game` searched with `few` and then `many` simulations by one searcher: the tree
/// grows, the allocations do not.
fn check_allocations_at_the_root<G: Geometry>(game: &Game<G>, threat_aware: bool, [few, many]: [u64; 2]) {
    check_allocations_with(game, MctsOptions { threat_aware, ..Default::default() }, [few, many]);
    check_allocations_with(game, MctsOptions { threat_aware, ..evaluated(1) }, [few, many]);
    check_allocations_with(game, MctsOptions { threat_aware, playout_candidates: 5, ..evaluated(2) }, [few, many]);
}

/// [`check_allocations_at_the_root`] for a searcher with `options`.
fn check_allocations_with<G: Geometry>(game: &Game<G>, options: MctsOptions, [few, many]: [u64; 2]) {
    let mut mcts = Mcts::new(options);
    let mut searched = |nodes| {
        let (found, allocations) =
            counting_allocator::allocations_in(|| mcts.search(game, Limits::NONE.with_nodes(nodes)));
        (allocations, found.unwrap().tree_nodes)
    };
    let (few, small_tree) = searched(few);
    let (many, large_tree) = searched(many);
    assert!(few > 0, "the counter sees the root's allocations");
    assert!(large_tree > 10 * small_tree, "{game}: {small_tree} and {large_tree} nodes");
    assert_eq!(many, few, "{game}: allocations with more and fewer simulations");
}

/// Every option that scores children by the evaluation on: implicit minimax backups at
/// Lanctot et al.'s weight for Lines of Action (0.4), children in the order of their
/// evaluation, progressive bias, playouts cut short after 4 plies; `seed`.
fn evaluated(seed: u64) -> MctsOptions {
    MctsOptions {
        seed,
        implicit_minimax: Some(0.4),
        order_by_evaluation: true,
        progressive_bias: 1.0,
        playout_plies: Some(4),
        ..MctsOptions::default()
    }
}

#[test]
fn with_the_evaluation_in_the_tree_the_forced_moves_are_still_found() {
    // The position of `Mcts`'s own example: White threatens to win, and only b4xb7 stops it.
    let pos: Position = "1w1w1w2/1ww3w1/w2b4/8/1bb3bb/8/b5b1/3b4 b".parse().unwrap();
    let game = Game::from_position(pos, Rules::default());
    for seed in 1..=3 {
        for threat_aware in [false, true] {
            let mut mcts = Mcts::new(MctsOptions { threat_aware, ..evaluated(seed) });
            let found = mcts.search(&game, Limits::NONE.with_nodes(3_000)).unwrap();
            assert_eq!(pos.notation(found.mv).to_string(), "b4xb7", "seed {seed}, threat-aware {threat_aware}");
        }
    }
    // RULES.md, "Perft": White wins at once here: played without a simulation.
    let win: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse().unwrap();
    let found = Mcts::new(evaluated(1)).search(&Game::from_position(win, Rules::default()), Limits::NONE).unwrap();
    assert_eq!((found.value, found.proven, found.simulations), (1.0, true, 0));
}

#[test]
fn with_the_evaluation_in_the_tree_proofs_still_hold() {
    // As `a_move_limit_below_the_root_draws_the_playouts`: two plies before a limit that
    // overrides connection, every line is a draw, whatever the evaluation says.
    let limit = MoveLimit::Draw { plies: 2, overrides_connection: true };
    let game = Game::new(Rules::OPENSPIEL.with_move_limit(limit));
    let found = Mcts::new(evaluated(1)).search(&game, Limits::NONE.with_nodes(3_000)).unwrap();
    assert_eq!((found.value, found.proven), (0.0, true), "{found:?}");
    // `Mcts`'s example: every move but b4xb7 lets White win at once, and b4xb7 loses
    // too, a move later (a6-c6, then a win at once): alpha-beta scores it a loss in four
    // plies at depth 2 and plain MCTS proves it in 1,288 simulations. The evaluation's
    // liking for b4xb7 does not hide the proof.
    let pos: Position = "1w1w1w2/1ww3w1/w2b4/8/1bb3bb/8/b5b1/3b4 b".parse().unwrap();
    let game = Game::from_position(pos, Rules::default());
    for seed in 1..=3 {
        let found = Mcts::new(evaluated(seed)).search(&game, Limits::NONE.with_nodes(20_000)).unwrap();
        assert_eq!((found.value, found.proven), (-1.0, true), "{found:?}");
        assert!(found.simulations < 20_000);
    }
}

#[test]
fn a_greedy_implicit_minimax_plays_the_best_evaluated_move() {
    // A depth limit of 1, no exploration, playouts scored at once and the minimax value
    // alone (weight 1): after every root move's first simulation, the search always
    // picks the move whose position evaluates best for the side that played it.
    let mut game = Game::new(Rules::default());
    game.play_move_list("b1-b3 h3-e3 c1-c3").unwrap();
    let options = MctsOptions {
        exploration: 0.0,
        implicit_minimax: Some(1.0),
        order_by_evaluation: true,
        playout_plies: Some(0),
        ..MctsOptions::default()
    };
    let found = Mcts::new(options).search(&game, Limits::NONE.with_nodes(500).with_depth(1)).unwrap();
    let after = |mv| {
        let mut pos = *game.position();
        pos.play_unchecked(mv);
        -evaluate(&pos)
    };
    let best = game.legal_moves().into_iter().map(after).max().unwrap();
    assert_eq!(after(found.mv), best, "{found:?}");
    let moves = game.legal_moves().len() as u32;
    assert_eq!(found.visits.iter().find(|&&(mv, _)| mv == found.mv).unwrap().1, 500 - (moves - 1));
}

#[test]
fn with_the_evaluation_in_the_tree_the_same_seed_searches_the_same() {
    let mut game = Game::from_variant(Variant::CheshireCat, Rules::OPENSPIEL).unwrap();
    game.play_move_list("b1-b3 h3-e3").unwrap();
    let search = |seed| {
        let mut mcts = Mcts::new(evaluated(seed));
        let first = mcts.search(&game, Limits::NONE.with_nodes(1_500)).unwrap();
        (first, mcts.search(&game, Limits::NONE.with_nodes(1_500)).unwrap())
    };
    assert_eq!(search(5), search(5));
    assert_ne!(search(5).0.visits, search(6).0.visits);
}

#[test]
fn with_the_evaluation_in_the_tree_mcts_beats_a_random_mover_on_every_board() {
    // One game on the 8x8 board and one on the wide 12x12 board, 150 simulations a move.
    let game = mcts_against_random::<Grid8>(Variant::Standard, Rules::default(), evaluated(4), 150, Color::White);
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::White)));
    let game =
        mcts_against_random::<Grid12>(Variant::TwelveByTwelve, Rules::default(), evaluated(5), 150, Color::Black);
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::Black)));
}

#[test]
fn with_first_play_urgency_unvisited_children_wait() {
    // No exploration and an urgency of −1, the worst result: once a root move has a
    // simulation that did not lose outright, the unvisited moves never outrank it, so
    // most root moves are never tried; without the urgency every one is tried first.
    let game = Game::new(Rules::default());
    let options = MctsOptions { exploration: 0.0, playout_plies: Some(4), ..MctsOptions::default() };
    let tried = |options| {
        let found = Mcts::new(options).search(&game, Limits::NONE.with_nodes(200)).unwrap();
        found.visits.iter().filter(|&&(_, visits)| visits > 0).count()
    };
    let moves = game.legal_moves().len();
    assert_eq!(tried(options), moves);
    assert!(tried(MctsOptions { first_play_urgency: Some(-1.0), ..options }) < moves / 2);
    // With the evaluation in the tree too, deterministic for its seed.
    let urgent = MctsOptions { first_play_urgency: Some(0.0), ..evaluated(7) };
    let search = || Mcts::new(urgent).search(&game, Limits::NONE.with_nodes(1_000)).unwrap();
    assert_eq!(search(), search());
}
