//! The engine against the plain reference model in `tests/reference/mod.rs`.
//!
//! Property tests on random reachable positions (random games from each named
//! layout) and on random boards (built through `Setup`), and deterministic
//! checks of the perft numbers and positions printed in RULES.md.

mod reference;

mod proptest_cases;

use std::collections::HashSet;

use lines_of_action::{
    Bitboard, BothConnected, Color, Layout, LineKind, Move, NoLegalMove, Outcome, Position, Rules, Setup, Square,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseResult;
use reference::{Board, Line};

/// The 2 × 3 combinations of the rule options.
fn all_rules() -> Vec<Rules> {
    let mut rules = Vec::new();
    for both in [BothConnected::Draw, BothConnected::MoverWins] {
        for none in [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw] {
            rules.push(Rules::default().with_both_connected(both).with_no_legal_move(none));
        }
    }
    rules
}

/// The rule book's text of a named layout (RULES.md, "Start positions").
fn layout_text(layout: Layout) -> &'static str {
    match layout {
        Layout::Standard => reference::STANDARD,
        Layout::ScrambledEggs => reference::SCRAMBLED_EGGS,
        Layout::ScrambledEggsMirrored => reference::SCRAMBLED_EGGS_MIRRORED,
    }
}

fn engine_kind(line: Line) -> LineKind {
    match line {
        Line::Rank => LineKind::Rank,
        Line::File => LineKind::File,
        Line::Diagonal => LineKind::Diagonal,
        Line::AntiDiagonal => LineKind::AntiDiagonal,
    }
}

fn bitboard(squares: &[usize]) -> Bitboard {
    squares.iter().map(|&i| Square::ALL[i]).collect()
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<Move> {
    let mut moves: Vec<Move> = moves.into_iter().collect();
    moves.sort();
    moves
}

/// The engine's pieces and side to move are the reference's.
fn same_board(engine: &Position, reference: &Board) -> TestCaseResult {
    for (i, &cell) in reference.cells.iter().enumerate() {
        prop_assert_eq!(
            engine.piece_at(Square::ALL[i]),
            cell,
            "square {} differs: engine {} vs reference {}",
            Square::ALL[i],
            engine,
            reference.text()
        );
    }
    prop_assert_eq!(engine.turn(), reference.turn);
    Ok(())
}

/// Everything cheap the engine says about a position agrees with the reference.
fn agree(engine: &Position, reference: &Board) -> TestCaseResult {
    same_board(engine, reference)?;
    let text = reference.text();
    prop_assert_eq!(engine.to_string(), text.clone());
    prop_assert_eq!(engine.check_invariants(), Ok(()), "{}", text);

    // Move generation: the same set, no duplicates, and the slide count.
    let engine_moves: Vec<Move> = engine.legal_moves().into_iter().collect();
    let distinct: HashSet<Move> = engine_moves.iter().copied().collect();
    prop_assert_eq!(distinct.len(), engine_moves.len(), "duplicates in {}", text);
    let expected = sorted(reference.legal_moves());
    prop_assert_eq!(sorted(engine_moves), expected.clone(), "moves of {}", text);
    prop_assert_eq!(engine.count_slides(), reference.slides().len(), "{}", text);

    // Connectivity and the outcome under every rule combination.
    for color in Color::ALL {
        prop_assert_eq!(engine.is_connected(color), reference.is_connected(color), "{} connected in {}", color, text);
    }
    for rules in all_rules() {
        let outcome = engine.outcome(rules);
        prop_assert_eq!(outcome, reference.outcome(rules), "{:?} in {}", rules, text);
        prop_assert_eq!(engine.is_game_over(rules), outcome.is_some(), "{:?}", rules);
    }

    // Line counts, every square and kind.
    for sq in 0..64 {
        for line in Line::ALL {
            prop_assert_eq!(
                engine.line_count(Square::ALL[sq], engine_kind(line)) as usize,
                reference.line_count(sq, line),
                "{:?} through {} in {}",
                line,
                Square::ALL[sq],
                text
            );
        }
    }
    Ok(())
}

/// The expensive checks: legality of all 64 × 64 from/to pairs, checked play of
/// each (legal ones land where the reference says, illegal ones change nothing),
/// and perft to depth 2 under every rule combination.
fn agree_fully(engine: &Position, reference: &Board) -> TestCaseResult {
    agree(engine, reference)?;
    let text = reference.text();
    let legal: HashSet<Move> = reference.legal_moves().into_iter().collect();
    let before = *engine;
    for from in Square::ALL {
        for to in Square::ALL {
            // Move::new(a, a) is the pass, legal exactly when there is no slide.
            let mv = Move::new(from, to);
            let expected = legal.contains(&mv);
            prop_assert_eq!(engine.is_legal(mv), expected, "{} in {}", mv, text);
            prop_assert_eq!(engine.check_move(mv).is_ok(), expected, "{} in {}", mv, text);
            prop_assert_eq!(*engine, before, "check_move changed the position");

            let mut played = before;
            let result = played.play(mv);
            prop_assert_eq!(result.is_ok(), expected, "play {} in {}", mv, text);
            if expected {
                same_board(&played, &reference.apply(mv))?;
                prop_assert_eq!(played.check_invariants(), Ok(()));
            } else {
                prop_assert_eq!(result.unwrap_err().mv(), mv);
                prop_assert_eq!(played, before, "illegal {} changed {}", mv, text);
                let mut made = before;
                prop_assert!(made.make(mv).is_err());
                prop_assert_eq!(made, before, "illegal make {} changed {}", mv, text);
            }
        }
    }

    prop_assert_eq!(engine.perft_pure(2), reference.perft_pure(2), "{}", text);
    for rules in all_rules() {
        prop_assert_eq!(engine.perft(2, rules), reference.perft(2, rules), "{:?} in {}", rules, text);
    }
    Ok(())
}

/// Plays the moves the picks select (an index into the reference's sorted move
/// list) on both models in lockstep, comparing after every ply.
fn play_along(engine: &mut Position, reference: &mut Board, picks: &[u16]) -> TestCaseResult {
    for &pick in picks {
        let moves = sorted(reference.legal_moves());
        let mv = moves[pick as usize % moves.len()];
        let result = engine.play(mv);
        prop_assert!(result.is_ok(), "engine refused {} in {}: {:?}", mv, reference.text(), result);
        *reference = reference.apply(mv);
        agree(engine, reference)?;
    }
    Ok(())
}

/// A random board: 1–12 pieces of each colour on distinct squares and a side to move.
/// Scattered or crowded boards, and now and then a boxed-in one.
fn random_board() -> impl Strategy<Value = Board> {
    prop_oneof![3 => scattered_or_crowded(), 1 => boxed_in()]
}

/// Half the time the pieces are scattered anywhere, half the time they are the
/// squares nearest a random centre (crowded boards, where pieces get blocked).
fn scattered_or_crowded() -> impl Strategy<Value = Board> {
    let all: Vec<usize> = (0..64).collect();
    let mix: Vec<usize> = (0..24).collect();
    (
        1..=12usize,
        1..=12usize,
        Just(all).prop_shuffle(),
        any::<bool>(),
        (0..8i32, 0..8i32),
        Just(mix).prop_shuffle(),
        any::<bool>(),
    )
        .prop_map(|(nb, nw, order, crowded, (cf, cr), mix, black_to_move)| {
            let mut order = order;
            if crowded {
                // Stable sort: squares at the same distance keep their random order.
                order.sort_by_key(|&sq| {
                    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
                    (f - cf).abs().max((r - cr).abs())
                });
                // The nb + nw nearest squares, in a random order, so that the
                // colours are mixed among them.
                let nearest = &order[..nb + nw];
                order = mix.iter().filter(|&&i| i < nb + nw).map(|&i| nearest[i]).collect();
            }
            let turn = if black_to_move { Color::Black } else { Color::White };
            Board::from_squares(&order[..nb], &order[nb..nb + nw], turn)
        })
}

/// One colour has a piece in each of 2–4 corners, each boxed in by enemy pieces
/// on its three neighbours (as in the RULES.md example), so it has no slide and
/// neither side is connected; the enemy may have a few more pieces anywhere.
/// Either side may be to move. Random play rarely reaches such boards, and they
/// are where the no-legal-move options decide the outcome.
fn boxed_in() -> impl Strategy<Value = Board> {
    // Each corner with its three neighbours.
    const CORNERS: [(usize, [usize; 3]); 4] = [
        (0, [1, 8, 9]),     // a1: b1, a2, b2
        (7, [6, 15, 14]),   // h1: g1, h2, g2
        (56, [57, 48, 49]), // a8: b8, a7, b7
        (63, [62, 55, 54]), // h8: g8, h7, g7
    ];
    let all: Vec<usize> = (0..64).collect();
    (
        Just(vec![0, 1, 2, 3]).prop_shuffle(),
        2..=4usize,
        Just(all).prop_shuffle(),
        0..=6usize,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(corners, boxed, extra_order, extra, boxed_black, black_to_move)| {
            let mut own = Vec::new();
            let mut enemy = Vec::new();
            for &c in &corners[..boxed] {
                let (corner, neighbours) = CORNERS[c];
                own.push(corner);
                enemy.extend(neighbours);
            }
            for sq in extra_order {
                if enemy.len() >= (3 * boxed + extra).min(12) {
                    break;
                }
                if !own.contains(&sq) && !enemy.contains(&sq) {
                    enemy.push(sq);
                }
            }
            let turn = if black_to_move { Color::Black } else { Color::White };
            if boxed_black { Board::from_squares(&own, &enemy, turn) } else { Board::from_squares(&enemy, &own, turn) }
        })
}

proptest! {
    #![proptest_config(proptest_cases::config(48))]

    /// Random games from each named layout: both models agree after every ply,
    /// and on the final position fully (all from/to pairs, play, perft 2).
    #[test]
    fn reachable_positions_agree(
        layout in prop::sample::select(Layout::ALL.to_vec()),
        picks in prop::collection::vec(any::<u16>(), 0..=60),
    ) {
        let mut engine = Position::from_layout(layout);
        let mut reference = Board::parse(layout_text(layout));
        agree(&engine, &reference)?;
        play_along(&mut engine, &mut reference, &picks)?;
        agree_fully(&engine, &reference)?;
    }
}

proptest! {
    #![proptest_config(proptest_cases::config(128))]

    /// Random boards built through `Setup`: both models agree fully, and again
    /// after each of a few random plies.
    #[test]
    fn random_boards_agree(
        board in random_board(),
        picks in prop::collection::vec(any::<u16>(), 0..=6),
    ) {
        let setup = Setup::new(
            bitboard(&board.squares_of(Color::Black)),
            bitboard(&board.squares_of(Color::White)),
            board.turn,
        );
        let engine = Position::from_setup(setup);
        prop_assert!(engine.is_ok(), "{:?} refused: {:?}", board.text(), engine);
        let mut engine = engine.unwrap();
        prop_assert_eq!(engine.to_setup(), setup);
        let mut reference = board;
        agree_fully(&engine, &reference)?;
        play_along(&mut engine, &mut reference, &picks)?;
    }
}

fn parse(text: &str) -> (Position, Board) {
    let engine: Position = text.parse().expect("RULES.md position");
    let reference = Board::parse(text);
    same_board(&engine, &reference).unwrap();
    (engine, reference)
}

#[test]
fn named_layouts_are_the_rule_book_setups() {
    // RULES.md, "Start positions" and "Notation".
    for layout in Layout::ALL {
        let engine = Position::from_layout(layout);
        let reference = Board::parse(layout_text(layout));
        same_board(&engine, &reference).unwrap();
        agree_fully(&engine, &reference).unwrap();
    }
}

#[test]
fn standard_start_perft_matches_the_rule_book() {
    // RULES.md, "Perft", the table for the standard setup (depths 1–3); "no game
    // can end within 6 plies of the standard start, so pure and game-aware counts agree".
    let (engine, reference) = parse(reference::STANDARD);
    for (depth, leaves) in [(1, 36), (2, 1_244), (3, 44_952)] {
        assert_eq!(reference.perft_pure(depth), leaves, "reference pure {depth}");
        assert_eq!(engine.perft_pure(depth), leaves, "engine pure {depth}");
        for rules in all_rules() {
            assert_eq!(reference.perft(depth, rules), leaves, "reference {depth}");
            assert_eq!(engine.perft(depth, rules), leaves, "engine {depth}");
        }
    }
}

#[test]
fn standard_start_divide_matches_the_rule_book() {
    // RULES.md, "Perft": "Depth 3 per root move" (the other 27 moves are mirror images).
    let (engine, reference) = parse(reference::STANDARD);
    let expected = [
        ("b1", "b3", 1_263),
        ("b1", "d3", 1_428),
        ("b1", "h1", 1_171),
        ("c1", "a3", 1_048),
        ("c1", "c3", 1_205),
        ("c1", "e3", 1_311),
        ("d1", "b3", 1_176),
        ("d1", "d3", 1_332),
        ("d1", "f3", 1_304),
    ];
    let reference_split = reference.divide(3, Rules::default());
    let engine_split = engine.divide(3, Rules::default());
    assert_eq!(sorted_split(&engine_split), sorted_split(&reference_split));
    for (from, to, leaves) in expected {
        let mv = Move::new(from.parse().unwrap(), to.parse().unwrap());
        let found = reference_split.iter().find(|(m, _)| *m == mv);
        assert_eq!(found, Some(&(mv, leaves)), "{from}-{to}");
    }
}

fn sorted_split(split: &[(Move, u64)]) -> Vec<(Move, u64)> {
    let mut split = split.to_vec();
    split.sort();
    split
}

#[test]
fn scrambled_eggs_perft_matches_the_rule_book() {
    // RULES.md, "Perft": "Scrambled Eggs (either layout): 32; 992; 32,000".
    for text in [reference::SCRAMBLED_EGGS, reference::SCRAMBLED_EGGS_MIRRORED] {
        let (engine, reference) = parse(text);
        for (depth, leaves) in [(1, 32), (2, 992), (3, 32_000)] {
            assert_eq!(reference.perft_pure(depth), leaves, "{text} {depth}");
            assert_eq!(reference.perft(depth, Rules::default()), leaves);
            assert_eq!(engine.perft_pure(depth), leaves, "{text} {depth}");
            assert_eq!(engine.perft(depth, Rules::default()), leaves);
        }
    }
}

#[test]
fn midgame_perft_matches_the_rule_book() {
    // RULES.md, "Perft", "Mid-game positions from Winands' thesis games
    // (pure / game-aware, depths 1–3)", under the default rules.
    let table: [(&str, [u64; 3], [u64; 3]); 3] = [
        ("8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b", [27, 821, 24_689], [27, 821, 24_689]),
        ("1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b", [23, 659, 15_389], [23, 659, 15_355]),
        ("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w", [24, 761, 17_851], [24, 633, 14_448]),
    ];
    for (text, pure, game_aware) in table {
        let (engine, reference) = parse(text);
        agree_fully(&engine, &reference).unwrap();
        for depth in 1..=3 {
            let i = depth as usize - 1;
            assert_eq!(reference.perft_pure(depth), pure[i], "reference pure {text} {depth}");
            assert_eq!(engine.perft_pure(depth), pure[i], "engine pure {text} {depth}");
            let rules = Rules::default();
            assert_eq!(reference.perft(depth, rules), game_aware[i], "reference {text} {depth}");
            assert_eq!(engine.perft(depth, rules), game_aware[i], "engine {text} {depth}");
        }
    }
}

#[test]
fn white_has_the_four_winning_moves_of_the_rule_book() {
    // RULES.md, "Perft": "In the last one White has four winning moves:
    // h3-h5, h3-f5, h7-h5, e2-h5."
    let (engine, reference) = parse("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w");
    let expected: HashSet<Move> = [("h3", "h5"), ("h3", "f5"), ("h7", "h5"), ("e2", "h5")]
        .into_iter()
        .map(|(from, to)| Move::new(from.parse().unwrap(), to.parse().unwrap()))
        .collect();
    let win = Some(Outcome::Win(Color::White));
    for rules in all_rules() {
        let by_reference: HashSet<Move> =
            reference.legal_moves().into_iter().filter(|&mv| reference.apply(mv).outcome(rules) == win).collect();
        let by_engine: HashSet<Move> = engine
            .legal_moves()
            .into_iter()
            .filter(|&mv| {
                let mut next = engine;
                next.play(mv).unwrap();
                next.outcome(rules) == win
            })
            .collect();
        assert_eq!(by_reference, expected, "{rules:?}");
        assert_eq!(by_engine, expected, "{rules:?}");
    }
}

#[test]
fn a_boxed_in_side_has_no_move_as_the_rule_book_says() {
    // RULES.md, "Perft": "in `6wb/6ww/8/8/8/8/ww6/bw6 b` Black (a1 and h8 boxed in)
    // has no move and White, to move on the same board, has 22."
    let (black_to_move, reference) = parse("6wb/6ww/8/8/8/8/ww6/bw6 b");
    assert_eq!(reference.legal_moves(), vec![Move::PASS]);
    assert_eq!(black_to_move.legal_moves().as_slice(), &[Move::PASS]);
    assert_eq!(black_to_move.count_slides(), 0);
    assert!(black_to_move.is_legal(Move::PASS));
    agree_fully(&black_to_move, &reference).unwrap();

    let (white_to_move, reference_white) = parse("6wb/6ww/8/8/8/8/ww6/bw6 w");
    assert_eq!(reference_white.slides().len(), 22);
    assert_eq!(white_to_move.count_slides(), 22);
    assert!(!white_to_move.is_legal(Move::PASS));
    agree_fully(&white_to_move, &reference_white).unwrap();

    // Neither side is connected, so the no-legal-move option decides for Black
    // to move (RULES.md, "Further rules"); White, having moved last, is the winner
    // under "loses".
    for rules in all_rules() {
        let expected = match rules.no_legal_move {
            NoLegalMove::Pass => None,
            NoLegalMove::Loss => Some(Outcome::Win(Color::White)),
            NoLegalMove::Draw => Some(Outcome::Draw),
        };
        assert_eq!(reference.outcome(rules), expected, "{rules:?}");
        assert_eq!(black_to_move.outcome(rules), expected, "{rules:?}");
        // Under "pass" the forced pass is one move (RULES.md, "Perft").
        let pass_rule = rules.no_legal_move == NoLegalMove::Pass;
        assert_eq!(black_to_move.perft(1, rules), u64::from(pass_rule));
        assert_eq!(reference.perft(1, rules), u64::from(pass_rule));
        assert_eq!(black_to_move.perft(2, rules), reference.perft(2, rules));
    }
    assert_eq!(black_to_move.perft_pure(2), 22);
    assert_eq!(reference.perft_pure(2), 22);
}

#[test]
fn a_side_without_pieces_counts_as_connected_in_both_models() {
    // Only reachable by playing on after the game is over (pure perft, random
    // play): here both single pieces are connected (RULES.md, "End of the game")
    // and Black captures White's last one. RULES.md counts a side with no
    // pieces as connected (the crate's choice); the reference takes it so, as
    // the engine's `is_connected` does for an empty set (see tests/reference/mod.rs).
    let (mut engine, mut reference) = parse("8/8/8/8/8/8/8/b1w5 b");
    agree_fully(&engine, &reference).unwrap();
    let capture = Move::new(Square::A1, Square::C1);
    engine.play(capture).unwrap();
    reference = reference.apply(capture);
    assert!(engine.pieces(Color::White).is_empty());
    assert!(reference.is_connected(Color::White));
    assert_eq!(reference.legal_moves(), vec![Move::PASS]);
    agree_fully(&engine, &reference).unwrap();
}
