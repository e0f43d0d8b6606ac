//! The alpha-beta search ([`AlphaBeta`]): it plays whole games against a random mover
//! under every rule preset and in every variant (Parachute under each of its options
//! too), never plays an illegal move, answers within its time budget, takes an
//! immediate win, parries an immediate loss, and allocates nothing per node, in
//! Parachute's drop phase too; on the wide boards (9×9 to 12×12, Black Hole) and the
//! hexagons (hex5, hex6, hex6's Scrambled Eggs) it beats the random mover too; it keeps its table from search to search under the same rules
//! and board only.
//!
//! `GlobalAlloc` is an unsafe trait, so the counting allocator this file includes
//! holds an `unsafe impl`: it only counts and forwards to the system allocator.

#[path = "../../tests/counting_allocator/mod.rs"]
mod counting_allocator;

use std::time::{Duration, Instant};

use lines_of_action::{
    Color, DropEndTest, DropOrder, Game, Geometry, Layout, Move, Outcome, ParachuteOptions, Position, RulePreset,
    Rules, Variant, with_geometry,
};
use lines_of_action_search::{AlphaBeta, AlphaBetaResult, Limits, MATE, MAX_DEPTH, Random, mate_in};

/// A fresh search of `game` within `limits`.
fn best_move<G: Geometry>(game: &Game<G>, limits: Limits) -> Option<AlphaBetaResult<G::Square>> {
    AlphaBeta::new().search(game, limits)
}

/// The engine's budget per move in the games against the random mover.
const BUDGET: Duration = Duration::from_millis(50);

/// The limits in those games: the budget, and depth 4 (plenty against random moves).
const LIMITS: Limits = Limits::NONE.with_depth(4).with_time(BUDGET);

/// Ten times the budget: the most a move may take, with room for a busy machine.
const MOVE_TIME_LIMIT: Duration = Duration::from_millis(500);

/// Where a game stops if the rules have not ended it. Olympiad and Boardspace rules
/// have no move limit; a game stopped here would count as not ended, and the tests
/// require every game to end before it.
const PLY_CAP: usize = 300;

/// Games per preset: each layout with the engine as Black and as White.
const GAMES_PER_PRESET: usize = 12;

/// How one game against the random mover went.
struct Played<G: Geometry> {
    game: Game<G>,
    engine: Color,
    engine_moves: usize,
    slowest: Duration,
}

/// Plays one game from `layout` under `rules`, the engine with `engine`'s pieces.
fn play_against_random(rules: Rules, layout: Layout, engine: Color, seed: u64) -> Played<lines_of_action::Grid8> {
    play_from(Position::from_layout(layout), rules, LIMITS, engine, seed)
}

/// Plays one game from `start` under `rules`, the engine with `engine`'s pieces and
/// `limits`, the other side choosing uniformly among its legal moves.
fn play_from<G: Geometry>(start: Position<G>, rules: Rules, limits: Limits, engine: Color, seed: u64) -> Played<G> {
    let mut game = Game::from_position(start, rules);
    let mut random = Random::new(seed);
    let (mut engine_moves, mut slowest) = (0, Duration::ZERO);
    while !game.is_over() && game.ply() < PLY_CAP {
        let legal = game.legal_moves();
        let mv = if game.position().turn() == engine {
            let started = Instant::now();
            let result = best_move(&game, limits).expect("a move while the game goes on");
            slowest = slowest.max(started.elapsed());
            engine_moves += 1;
            assert!(legal.contains(&result.mv), "the engine's {} is not legal after {game}", result.mv);
            assert!(game.position().is_legal(result.mv), "the engine's {} is not legal after {game}", result.mv);
            let deepest = limits.depth.unwrap_or(MAX_DEPTH);
            assert!((1..=deepest).contains(&result.depth), "depth {}", result.depth);
            result.mv
        } else {
            legal[random.below(legal.len())]
        };
        game.play(mv).unwrap_or_else(|error| panic!("{error} after {game}"));
    }
    Played { game, engine, engine_moves, slowest }
}

/// Plays [`GAMES_PER_PRESET`] games under `preset`: every game ends, the engine wins
/// them all, and no move takes longer than [`MOVE_TIME_LIMIT`].
fn engine_beats_random_mover(preset: RulePreset) {
    let rules = preset.rules();
    let mut wins = 0;
    let mut slowest = Duration::ZERO;
    let mut summary = Vec::new();
    for index in 0..GAMES_PER_PRESET {
        let layout = Layout::ALL[index % Layout::ALL.len()];
        let engine = if index < GAMES_PER_PRESET / 2 { Color::Black } else { Color::White };
        let seed = 0x9e37_79b9_7f4a_7c15 ^ ((index as u64 + 1) * 0x1234_5678) ^ preset as u64;
        let played = play_against_random(rules, layout, engine, seed);
        let result = played.game.result();
        assert!(result.is_some(), "{preset}: game {index} not ended after {PLY_CAP} plies: {}", played.game);
        assert!(played.engine_moves > 0);
        if played.game.outcome() == Some(Outcome::Win(played.engine)) {
            wins += 1;
        }
        slowest = slowest.max(played.slowest);
        summary.push(format!("{layout:?}/{engine}: {} in {} plies", result.unwrap(), played.game.ply()));
    }
    eprintln!("{preset}: the engine won {wins} of {GAMES_PER_PRESET}; slowest move {slowest:?}; {summary:?}");
    assert_eq!(wins, GAMES_PER_PRESET, "{preset}: {summary:?}");
    assert!(slowest < MOVE_TIME_LIMIT, "{preset}: a move took {slowest:?} with a budget of {BUDGET:?}");
}

#[test]
fn engine_beats_random_mover_under_olympiad_rules() {
    engine_beats_random_mover(RulePreset::ComputerOlympiad);
}

#[test]
fn engine_beats_random_mover_under_boardspace_rules() {
    engine_beats_random_mover(RulePreset::Boardspace);
}

#[test]
fn engine_beats_random_mover_under_openspiel_rules() {
    engine_beats_random_mover(RulePreset::OpenSpiel);
}

#[test]
fn engine_beats_random_mover_under_codingame_rules() {
    engine_beats_random_mover(RulePreset::CodinGame);
}

#[test]
fn engine_beats_random_mover_under_abstract_play_rules() {
    engine_beats_random_mover(RulePreset::AbstractPlay);
}

#[test]
fn engine_beats_random_mover_under_alveole_rules() {
    engine_beats_random_mover(RulePreset::Alveole);
}

#[test]
fn every_preset_is_played_above() {
    // The six tests above cover `RulePreset::ALL`.
    assert_eq!(RulePreset::ALL.len(), 6);
}

/// The limits in the variant games: a shorter budget than [`BUDGET`], since a
/// Parachute drop-phase node has hundreds of moves, and depth 3 at most.
const VARIANT_LIMITS: Limits = Limits::NONE.with_depth(3).with_time(Duration::from_millis(30));

/// Games per variant start: the engine as Black and as White.
const GAMES_PER_VARIANT: usize = 2;

/// The Parachute options other than the default, each played from Parachute's start.
const OTHER_PARACHUTE_OPTIONS: [ParachuteOptions; 4] = [
    ParachuteOptions { turns: 3, ..ParachuteOptions::DEFAULT },
    ParachuteOptions { order: DropOrder::DropFirst, ..ParachuteOptions::DEFAULT },
    ParachuteOptions { end_test: DropEndTest::AfterEachPart, ..ParachuteOptions::DEFAULT },
    ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart },
];

/// Plays [`GAMES_PER_VARIANT`] games from `start`, the rule preset changing from game
/// to game (starting with preset `first_preset`): every game ends, every engine move
/// is legal, the engine wins them all, and no move takes longer than [`MOVE_TIME_LIMIT`].
fn engine_beats_random_mover_from<G: Geometry>(name: &str, start: Position<G>, first_preset: usize) {
    let mut wins = 0;
    let mut slowest = Duration::ZERO;
    let mut summary = Vec::new();
    for index in 0..GAMES_PER_VARIANT {
        let preset = RulePreset::ALL[(first_preset + index) % RulePreset::ALL.len()];
        let engine = if index % 2 == 0 { Color::Black } else { Color::White };
        let seed = 0x2545_f491_4f6c_dd1d ^ (((first_preset * 16 + index) as u64 + 1) * 0x9e37_79b9);
        let played = play_from(start, preset.rules(), VARIANT_LIMITS, engine, seed);
        let result = played.game.result();
        assert!(result.is_some(), "{name}: game {index} not ended after {PLY_CAP} plies: {}", played.game);
        assert!(played.engine_moves > 0);
        wins += usize::from(played.game.outcome() == Some(Outcome::Win(played.engine)));
        slowest = slowest.max(played.slowest);
        summary.push(format!("{preset}/{engine}: {} in {} plies", result.unwrap(), played.game.ply()));
    }
    eprintln!("{name}: the engine won {wins} of {GAMES_PER_VARIANT}; slowest move {slowest:?}; {summary:?}");
    assert_eq!(wins, GAMES_PER_VARIANT, "{name}: {summary:?}");
    assert!(slowest < MOVE_TIME_LIMIT, "{name}: a move took {slowest:?} with a budget of {VARIANT_LIMITS:?}");
}

/// [`engine_beats_random_mover_from`] the start of `variant`, on its own board.
fn engine_beats_random_mover_in(variant: Variant) {
    let first_preset = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
    with_geometry!(variant, |G| {
        let start = Position::<G>::start_of(variant).unwrap();
        engine_beats_random_mover_from(variant.name(), start, first_preset);
    });
}

#[test]
fn engine_beats_random_mover_in_standard() {
    engine_beats_random_mover_in(Variant::Standard);
}

#[test]
fn engine_beats_random_mover_in_scrambled_eggs() {
    engine_beats_random_mover_in(Variant::ScrambledEggs);
    engine_beats_random_mover_in(Variant::ScrambledEggsMirrored);
}

#[test]
fn engine_beats_random_mover_in_cheshire_cat() {
    engine_beats_random_mover_in(Variant::CheshireCat);
}

#[test]
fn engine_beats_random_mover_in_parachute() {
    engine_beats_random_mover_in(Variant::Parachute);
    engine_beats_random_mover_in(Variant::ParachuteMirrored);
}

#[test]
fn engine_beats_random_mover_in_parachute_under_every_option() {
    for (index, options) in OTHER_PARACHUTE_OPTIONS.into_iter().enumerate() {
        let start = Position::from_variant_with(Variant::Parachute, options).unwrap();
        engine_beats_random_mover_from(&format!("parachute {options:?}"), start, index);
    }
}

#[test]
fn engine_beats_random_mover_on_the_small_boards() {
    engine_beats_random_mover_in(Variant::FiveByFive);
    engine_beats_random_mover_in(Variant::SixBySix);
    engine_beats_random_mover_in(Variant::SevenBySeven);
    engine_beats_random_mover_in(Variant::Loaps);
}

#[test]
fn engine_beats_random_mover_on_9x9_and_in_black_hole() {
    engine_beats_random_mover_in(Variant::NineByNine);
    engine_beats_random_mover_in(Variant::BlackHole);
    engine_beats_random_mover_in(Variant::BlackHoleScrambled);
}

#[test]
fn engine_beats_random_mover_on_the_widest_boards() {
    for variant in [Variant::TenByTen, Variant::ElevenByEleven, Variant::TwelveByTwelve] {
        engine_beats_random_mover_in(variant);
    }
}

#[test]
fn engine_beats_random_mover_on_the_hexagons() {
    // hex5 under Abstract Play's and Alveole's rules, hex6 under Alveole's and the
    // Olympiad's, hex6's Scrambled Eggs under the Olympiad's and Boardspace's (the
    // presets in `RulePreset::ALL`'s order from each variant's place in `Variant::ALL`).
    for variant in [Variant::Hex5, Variant::Hex6, Variant::Hex6Scrambled] {
        engine_beats_random_mover_in(variant);
    }
}

#[test]
fn every_variant_is_played_above() {
    // The tests above cover `Variant::ALL`.
    assert_eq!(Variant::ALL.len(), 19);
}

/// The notation of `mv` in `game`'s current position.
fn text(game: &Game, mv: Move) -> String {
    game.position().notation(mv).to_string()
}

#[test]
fn an_immediate_win_is_played_at_once() {
    // RULES.md, "Perft": White has four winning moves here.
    let pos: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse().unwrap();
    for preset in RulePreset::ALL {
        let game = Game::from_position(pos, preset.rules());
        for limits in [Limits::NONE.with_depth(1), Limits::NONE.with_depth(6).with_time(BUDGET)] {
            let result = best_move(&game, limits).unwrap();
            assert!(["h3-h5", "h3-f5", "h7-h5", "e2-h5"].contains(&text(&game, result.mv).as_str()), "{preset}");
            assert_eq!((result.score, mate_in(result.score)), (MATE - 1, Some(1)));
            let mut after = game.clone();
            after.play(result.mv).unwrap();
            assert_eq!(after.outcome(), Some(Outcome::Win(Color::White)), "{preset}");
        }
    }
}

/// The moves after which the opponent has not won and cannot win at once.
fn parries(game: &Game) -> Vec<Move> {
    let rules = game.rules();
    let mut parrying = Vec::new();
    for mv in game.legal_moves() {
        let mut after = game.clone();
        after.play(mv).unwrap();
        let opponent = game.position().turn().other();
        let parried = match after.outcome() {
            Some(outcome) => outcome != Outcome::Win(opponent),
            None => !after.position().has_winning_move(rules),
        };
        if parried {
            parrying.push(mv);
        }
    }
    parrying
}

#[test]
fn the_only_parry_of_a_threat_is_found() {
    // From a random game: White threatens to win; of Black's 39 moves only b4xb7 stops it.
    let pos: Position = "1w1w1w2/1ww3w1/w2b4/8/1bb3bb/8/b5b1/3b4 b".parse().unwrap();
    let game = Game::from_position(pos, Rules::default());
    assert!(pos.opponent_threatens_win(Rules::default()));
    assert_eq!(game.legal_moves().len(), 39);
    assert_eq!(parries(&game).iter().map(|&mv| text(&game, mv)).collect::<Vec<_>>(), ["b4xb7"]);
    for depth in 1..=4 {
        let result = best_move(&game, Limits::NONE.with_depth(depth)).unwrap();
        assert_eq!(text(&game, result.mv), "b4xb7", "depth {depth}");
    }
}

#[test]
fn threats_are_parried_whenever_possible_along_random_games() {
    // Every position of random games where the side to move cannot win at once, is
    // threatened and has a parry: the engine, at depth 2, parries. When no parry
    // exists, it says it loses.
    let mut random = Random::new(0x2545_f491_4f6c_dd1d);
    let (mut parried, mut lost) = (0, 0);
    for (index, preset) in RulePreset::ALL.into_iter().cycle().take(120).enumerate() {
        let mut game = Game::from_position(Position::from_layout(Layout::ALL[index % 3]), preset.rules());
        while !game.is_over() && game.ply() < PLY_CAP {
            let pos = *game.position();
            let rules = game.rules();
            if !pos.has_winning_move(rules) && pos.opponent_threatens_win(rules) {
                let result = best_move(&game, Limits::NONE.with_depth(2)).unwrap();
                let parrying = parries(&game);
                if parrying.is_empty() {
                    assert!(mate_in(result.score).is_some_and(|plies| plies < 0), "{pos} {preset}");
                    lost += 1;
                } else {
                    assert!(parrying.contains(&result.mv), "{pos} {preset}: {} does not parry", text(&game, result.mv));
                    parried += 1;
                }
            }
            let legal = game.legal_moves();
            let mv = legal[random.below(legal.len())];
            game.play(mv).unwrap();
        }
    }
    eprintln!("threats parried: {parried}; lost positions: {lost}");
    assert!(parried > 50 && lost > 10, "parried {parried}, lost {lost}");
}

#[test]
fn a_depth_limit_is_searched_exactly() {
    let game = Game::new(Rules::default());
    for depth in 1..=3 {
        let result = best_move(&game, Limits::NONE.with_depth(depth)).unwrap();
        assert_eq!(result.depth, depth);
        assert!(game.legal_moves().contains(&result.mv));
        assert!(mate_in(result.score).is_none());
        assert!(result.nodes > 0);
    }
    // The same search twice gives the same answer.
    let limits = Limits::NONE.with_depth(3);
    assert_eq!(best_move(&game, limits), best_move(&game, limits));
}

#[test]
fn a_time_budget_is_kept_from_the_start() {
    for budget in [1, 20, 200] {
        let budget = Duration::from_millis(budget);
        for layout in Layout::ALL {
            let game = Game::from_position(Position::from_layout(layout), Rules::default());
            let started = Instant::now();
            let result = best_move(&game, Limits::NONE.with_time(budget)).unwrap();
            let elapsed = started.elapsed();
            assert!(elapsed < budget + MOVE_TIME_LIMIT, "{elapsed:?} for {budget:?}");
            assert!(result.depth >= 1 && game.legal_moves().contains(&result.mv));
        }
    }
}

#[test]
fn a_finished_game_has_no_move_and_a_forced_pass_is_played() {
    // RULES.md: the shortest game of Winands' thesis ends with Black connected.
    let mut game = Game::new(Rules::default());
    game.play_move_list("d1-b3 h5-g4 b1-b4 g4xg1 b4-e7 a3xc1 b3-e6 h3xf1 e1-e5").unwrap();
    assert!(game.is_over());
    assert_eq!(best_move(&game, Limits::NONE.with_depth(2)), None);

    // RULES.md: Black, to move, has no slide: under the default rules it passes.
    let boxed_in: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
    let game = Game::from_position(boxed_in, Rules::default());
    let result = best_move(&game, Limits::NONE.with_depth(3)).unwrap();
    assert_eq!(result.mv, Move::PASS);
    // Under OpenSpiel's rules the game is already over: Black has lost.
    let game = Game::from_position(boxed_in, Rules::OPENSPIEL);
    assert_eq!(best_move(&game, Limits::NONE.with_depth(3)), None);
}

#[test]
fn root_moves_are_scored_by_every_rule_of_the_game() {
    use lines_of_action::MoveLimit;
    let limit = |overrides_connection| MoveLimit::Draw { plies: 1, overrides_connection };
    // RULES.md, "Perft": White wins at once here, unless a move limit that overrides
    // connection draws the game on this very ply.
    let win: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse().unwrap();
    let game = Game::from_position(win, Rules::OPENSPIEL.with_move_limit(limit(true)));
    let result = best_move(&game, Limits::NONE.with_depth(3)).unwrap();
    assert_eq!(result.score, 0, "every move draws by the move limit");
    let game = Game::from_position(win, Rules::OPENSPIEL.with_move_limit(limit(false)));
    assert_eq!(best_move(&game, Limits::NONE.with_depth(3)).unwrap().score, MATE - 1);

    // From a random game: White threatens to win and none of Black's 33 moves stops
    // it, so Black loses; but with the move limit on this ply, any move draws.
    let lost: Position = "3www2/2w3w1/w2b1b2/8/1bb4b/8/b7/3b1b2 b".parse().unwrap();
    let game = Game::from_position(lost, Rules::default());
    assert!(parries(&game).is_empty());
    let result = best_move(&game, Limits::NONE.with_depth(3)).unwrap();
    assert_eq!(mate_in(result.score), Some(-2), "White wins on the second ply");
    let game = Game::from_position(lost, Rules::default().with_move_limit(limit(false)));
    assert_eq!(best_move(&game, Limits::NONE.with_depth(3)).unwrap().score, 0);
}

#[test]
fn the_search_allocates_only_at_the_root() {
    // A game with some history (the root copies it), searched 2 and 5 plies deep: the
    // deeper search visits far more nodes but allocates exactly as often.
    let mut game = Game::new(Rules::default());
    game.play_move_list("b1-b3 h3-e3 c1-c3 a6-c4").unwrap();
    let searched = |depth| {
        let (result, allocations) =
            counting_allocator::allocations_in(|| best_move(&game, Limits::NONE.with_depth(depth)));
        (allocations, result.unwrap().nodes)
    };
    let (shallow, shallow_nodes) = searched(2);
    let (deep, deep_nodes) = searched(5);
    assert!(shallow > 0, "the counter sees the root's allocations");
    assert!(deep_nodes > 10 * shallow_nodes, "{shallow_nodes} and {deep_nodes} nodes");
    assert_eq!(deep, shallow, "allocations at depth 5 and 2");
}

#[test]
fn the_search_allocates_only_at_the_root_in_the_drop_phase() {
    // Parachute with one drop each: the root and its replies are drop-phase nodes of
    // some 900 moves. Searched 1 and 2 plies deep, every drop-phase reply is listed on
    // the move stack the root allocated; the deeper search allocates exactly as often.
    let options = ParachuteOptions { turns: 1, ..ParachuteOptions::DEFAULT };
    let game = Game::from_position(Position::from_variant_with(Variant::Parachute, options).unwrap(), Rules::default());
    assert!(game.legal_moves().len() > 900);
    let searched = |depth| {
        let (result, allocations) =
            counting_allocator::allocations_in(|| best_move(&game, Limits::NONE.with_depth(depth)));
        let result = result.unwrap();
        assert!(game.legal_moves().contains(&result.mv));
        (allocations, result.nodes)
    };
    let (shallow, shallow_nodes) = searched(1);
    let (deep, deep_nodes) = searched(2);
    assert!(shallow > 0, "the counter sees the root's allocations");
    assert!(deep_nodes > 10 * shallow_nodes, "{shallow_nodes} and {deep_nodes} nodes");
    assert_eq!(deep, shallow, "allocations at depth 2 and 1");
}

#[test]
fn the_table_is_kept_under_the_same_rules_and_board_only() {
    let limits = Limits::NONE.with_depth(6);
    let game = Game::new(Rules::default());
    let boardspace = Game::new(Rules::BOARDSPACE);
    let wide = Game::from_position(
        Position::<lines_of_action::Grid12>::start_of(Variant::TenByTen).unwrap(),
        Rules::default(),
    );
    let mut search = AlphaBeta::new();
    let first = search.search(&game, limits).unwrap();
    assert_eq!(first, best_move(&game, limits).unwrap());
    // The same rules and board: the first search's entries are found again.
    let again = search.search(&game, limits).unwrap();
    assert!(again.nodes < first.nodes / 2, "{} then {}", first.nodes, again.nodes);
    // Other rules, then another board: each starts afresh, node for node a new searcher.
    assert_eq!(search.search(&boardspace, limits).unwrap(), best_move(&boardspace, limits).unwrap());
    assert_eq!(
        search.search(&wide, Limits::NONE.with_depth(4)).unwrap(),
        best_move(&wide, Limits::NONE.with_depth(4)).unwrap()
    );
    // And back: the table holds the wide board's search, not the first one's.
    assert_eq!(search.search(&game, limits).unwrap(), first);
}
