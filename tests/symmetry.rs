//! The eight symmetries of the board and the colour swap preserve the game (RULES.md,
//! "Symmetries"): for positions of every variant, the starts and positions reached by
//! random play, the transformed position's legal moves are the transformed moves, its
//! perft is the same, and its result is the same (with the colours swapped, the winner
//! swapped), in a bare position and along a whole game.

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::BTreeSet;

use lines_of_action::{
    Bitboard, Color, DropEndTest, DropOrder, Game, Move, Outcome, ParachuteOptions, Position, RulePreset, Rules,
    SetupError, Square, Symmetry, Variant,
};
use xorshift::XorShift;

/// The starts of every variant, Parachute also with the drop first and the end tested
/// after each part.
fn starts() -> Vec<Position> {
    let mut starts: Vec<Position> =
        Variant::ALL.into_iter().map(|variant| Position::from_variant(variant).unwrap()).collect();
    let options = ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart };
    starts.push(Position::from_variant_with(Variant::Parachute, options).unwrap());
    starts
}

/// Every rule set the crate names, and one with the other options where the presets
/// leave them alone.
fn rule_sets() -> Vec<Rules> {
    let mut rules: Vec<Rules> = RulePreset::ALL.into_iter().map(RulePreset::rules).collect();
    rules.push(Rules::default().with_no_legal_move(lines_of_action::NoLegalMove::Draw));
    rules
}

/// Random games from `start` under `rules`, played to their end or 300 plies.
fn random_games(start: Position, rules: Rules, seed: u64, count: usize) -> Vec<Game> {
    let mut random = XorShift(seed);
    (0..count)
        .map(|_| {
            let mut game = Game::from_position(start, rules);
            while game.ply() < 300 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[random.below(moves.len())]).unwrap();
            }
            game
        })
        .collect()
}

fn move_set(moves: impl IntoIterator<Item = Move>) -> BTreeSet<Move> {
    moves.into_iter().collect()
}

fn transformed_move(mv: Move, symmetry: Symmetry, pos: &Position) -> Move {
    mv.transformed(symmetry, pos.board_size()).expect("a legal move's squares are on the board")
}

/// The square set `squares` with each square moved by `symmetry`, square by square.
fn transformed_set(squares: Bitboard, symmetry: Symmetry, size: u8) -> Bitboard {
    squares.into_iter().map(|square| square.transformed(symmetry, size).unwrap()).collect()
}

/// The king-move distance of two squares.
fn distance(a: Square, b: Square) -> usize {
    let (fa, ra, fb, rb) = (a.file().index(), a.rank().index(), b.file().index(), b.rank().index());
    fa.abs_diff(fb).max(ra.abs_diff(rb))
}

#[test]
fn each_symmetry_is_a_distinct_distance_keeping_map_of_each_board_onto_itself() {
    for size in [6u8, 7, 8] {
        let board: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|sq| sq.file().index() < size.into() && sq.rank().index() < size.into())
            .collect();
        let mut maps = BTreeSet::new();
        for symmetry in Symmetry::ALL {
            let image: Vec<Square> = board.iter().map(|sq| sq.transformed(symmetry, size).unwrap()).collect();
            assert_eq!(image.iter().collect::<BTreeSet<_>>(), board.iter().collect(), "{symmetry:?} on {size}x{size}");
            for (i, &a) in board.iter().enumerate() {
                for (j, &b) in board.iter().enumerate() {
                    assert_eq!(distance(image[i], image[j]), distance(a, b), "{symmetry:?}: {a} {b}");
                }
                assert_eq!(image[i].transformed(symmetry.inverse(), size), Some(a));
            }
            maps.insert(image);
        }
        assert_eq!(maps.len(), 8, "the eight symmetries differ on {size}x{size}");
        // Off the board there is no image.
        for square in Square::ALL.into_iter().filter(|sq| !board.contains(sq)) {
            assert_eq!(square.transformed(Symmetry::Identity, size), None);
        }
    }
    assert_eq!(Square::A1.transformed(Symmetry::Identity, 9), None);
    assert_eq!(Square::A1.transformed(Symmetry::Identity, 0), None);
}

#[test]
fn the_symmetries_do_what_their_names_say() {
    let last = 7;
    for square in Square::ALL {
        let (f, r) = (square.file().index(), square.rank().index());
        let at = |file: usize, rank: usize| Some(Square::ALL[rank * 8 + file]);
        assert_eq!(square.transformed(Symmetry::Identity, 8), at(f, r));
        assert_eq!(square.transformed(Symmetry::FlipHorizontal, 8), at(last - f, r));
        assert_eq!(square.transformed(Symmetry::FlipVertical, 8), Some(square.flip_vertical()));
        assert_eq!(square.transformed(Symmetry::FlipDiagonal, 8), at(r, f));
        assert_eq!(square.transformed(Symmetry::Rotate180, 8), at(last - f, last - r));
        // A quarter turn twice is the half turn; three times, the other quarter turn.
        let quarter = |sq: Square| sq.transformed(Symmetry::Rotate90, 8).unwrap();
        assert_eq!(Some(quarter(quarter(square))), square.transformed(Symmetry::Rotate180, 8));
        assert_eq!(Some(quarter(quarter(quarter(square)))), square.transformed(Symmetry::Rotate270, 8));
        // The anti-diagonal flip is the diagonal flip after the half turn.
        let half = square.transformed(Symmetry::Rotate180, 8).unwrap();
        assert_eq!(half.transformed(Symmetry::FlipDiagonal, 8), square.transformed(Symmetry::FlipAntiDiagonal, 8));
    }
    // Clockwise: the lower-left corner goes to the upper left.
    assert_eq!(Square::A1.transformed(Symmetry::Rotate90, 8), Some(Square::A8));
    assert_eq!(Square::A1.transformed(Symmetry::Rotate90, 6), Some(Square::A6));
}

/// Checks `pos` and its image under every symmetry and the colour swap: the legal
/// moves map, the results under every rule set map, and (with `perft_depth`) the
/// perft counts agree. In Parachute's drop phase, with some 30 slides times 40 drops a
/// turn, perft goes one ply less deep.
fn check_symmetric(pos: &Position, perft_depth: Option<u32>) {
    let perft_depth = perft_depth.map(|depth| if pos.in_drop_phase() { depth - 1 } else { depth });
    let moves = move_set(pos.legal_moves());
    for symmetry in Symmetry::ALL {
        let image = pos.transformed(symmetry);
        assert_eq!(image.check_invariants(), Ok(()), "{pos} {symmetry:?}");
        assert_eq!(image.turn(), pos.turn());
        assert_eq!(
            (image.reserve(Color::Black), image.reserve(Color::White)),
            (pos.reserve(Color::Black), pos.reserve(Color::White))
        );
        assert_eq!((image.board_size(), image.family()), (pos.board_size(), pos.family()));
        for color in Color::ALL {
            assert_eq!(image.pieces(color), transformed_set(pos.pieces(color), symmetry, pos.board_size()));
        }
        assert_eq!(
            image.holes(),
            transformed_set(pos.holes(), symmetry, pos.board_size()),
            "holes move with the board"
        );
        let expected = move_set(moves.iter().map(|&mv| transformed_move(mv, symmetry, pos)));
        assert_eq!(move_set(image.legal_moves()), expected, "{pos} under {symmetry:?}");
        for rules in rule_sets() {
            assert_eq!(image.result(rules), pos.result(rules), "{pos} under {symmetry:?}");
        }
        if let Some(depth) = perft_depth {
            for rules in [Rules::default(), Rules::OPENSPIEL] {
                assert_eq!(image.perft(depth, rules), pos.perft(depth, rules), "{pos} under {symmetry:?}");
            }
        }
    }
    match pos.color_swapped() {
        Ok(swapped) => {
            assert_eq!(swapped.check_invariants(), Ok(()));
            assert_eq!(swapped.turn(), pos.turn().other());
            assert_eq!(
                (swapped.pieces(Color::Black), swapped.pieces(Color::White)),
                (pos.pieces(Color::White), pos.pieces(Color::Black))
            );
            assert_eq!(
                (swapped.reserve(Color::Black), swapped.reserve(Color::White)),
                (pos.reserve(Color::White), pos.reserve(Color::Black))
            );
            assert_eq!(swapped.holes(), pos.holes());
            assert_eq!(swapped.color_swapped(), Ok(*pos), "swapping twice is no change");
            assert_eq!(move_set(swapped.legal_moves()), moves, "{pos} swapped");
            for rules in rule_sets() {
                assert_eq!(swapped.result(rules), pos.result(rules).map(|result| result.color_swapped()), "{pos}");
            }
            if let Some(depth) = perft_depth {
                assert_eq!(swapped.perft(depth, Rules::OPENSPIEL), pos.perft(depth, Rules::OPENSPIEL), "{pos} swapped");
            }
        }
        Err(error) => {
            // Only Parachute's drop phase, where Black drops first, has no mirror image.
            assert!(pos.reserve(Color::Black) + pos.reserve(Color::White) > 0, "{pos}: {error}");
            assert!(matches!(error, SetupError::Reserves { .. }), "{pos}: {error}");
        }
    }
}

#[test]
fn the_starts_of_every_variant_are_symmetric_to_their_images() {
    for start in starts() {
        check_symmetric(&start, Some(3));
    }
}

#[test]
fn positions_reached_in_random_games_are_symmetric_to_their_images() {
    let mut checked = 0;
    let mut finished = 0;
    for (index, start) in starts().into_iter().enumerate() {
        for game in random_games(start, Rules::default(), 0x9e37_79b9_7f4a_7c15 ^ index as u64, 3) {
            for (ply, pos) in game.positions().iter().enumerate() {
                let depth = (ply % 16 == 5).then_some(2);
                check_symmetric(pos, depth);
                checked += 1;
            }
            finished += usize::from(game.is_over());
        }
    }
    assert!(checked > 1_000, "{checked} positions");
    assert!(finished >= 20, "only {finished} of 30 games ended: the end positions are checked too");
}

#[test]
fn a_transformed_game_has_the_transformed_results_move_by_move() {
    // Under OpenSpiel's rules the board repeats early and the side without moves
    // loses; the move limit of 20 plies ends the others.
    let short =
        Rules::OPENSPIEL.with_move_limit(lines_of_action::MoveLimit::Draw { plies: 20, overrides_connection: true });
    for (index, start) in starts().into_iter().enumerate() {
        for rules in [Rules::default(), Rules::OPENSPIEL, short] {
            for game in random_games(start, rules, 0x2545_f491_4f6c_dd1d + index as u64, 4) {
                for symmetry in Symmetry::ALL {
                    let mut image = Game::from_position(start.transformed(symmetry), rules);
                    assert_eq!(image.result(), Game::from_position(start, rules).result());
                    for (mv, before) in game.moves().iter().zip(game.positions()) {
                        image.play(transformed_move(*mv, symmetry, before)).unwrap();
                    }
                    assert_eq!(image.result(), game.result(), "{start} under {symmetry:?}: {game}");
                    assert_eq!(image.position(), &game.position().transformed(symmetry));
                }
                let Ok(swapped_start) = start.color_swapped() else { continue };
                let mut swapped = Game::from_position(swapped_start, rules);
                for &mv in game.moves() {
                    swapped.play(mv).unwrap();
                }
                assert_eq!(swapped.result(), game.result().map(|result| result.color_swapped()), "{start}: {game}");
            }
        }
    }
}

#[test]
fn the_colour_swap_is_neutral_in_the_rule_options() {
    use lines_of_action::{BothConnected, EndReason, GameResult, NoLegalMove};
    // Both sides connected, White just moved (RULES.md, "End of the game"); swapped,
    // Black just moved: the draw stays a draw, the mover's win follows the mover.
    let both: Position = "8/8/8/3bw3/8/8/8/8 b".parse().unwrap();
    let swapped = both.color_swapped().unwrap();
    assert_eq!(swapped.to_string(), "8/8/8/3wb3/8/8/8/8 w");
    let mover_wins = Rules::default().with_both_connected(BothConnected::MoverWins);
    assert_eq!(swapped.outcome(Rules::default()), Some(Outcome::Draw));
    assert_eq!(both.outcome(mover_wins), Some(Outcome::Win(Color::White)));
    assert_eq!(swapped.outcome(mover_wins), Some(Outcome::Win(Color::Black)));
    // Black, to move, is boxed in (RULES.md, "Perft"); swapped, White is.
    let boxed: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
    let swapped = boxed.color_swapped().unwrap();
    assert_eq!(swapped.to_string(), "6bw/6bb/8/8/8/8/bb6/wb6 w");
    let loss = Rules::default().with_no_legal_move(NoLegalMove::Loss);
    let win = |color| Some(GameResult { outcome: Outcome::Win(color), reason: EndReason::NoLegalMove });
    assert_eq!(boxed.result(loss), win(Color::White));
    assert_eq!(swapped.result(loss), win(Color::Black));
    assert_eq!(swapped.legal_moves().to_vec(), [Move::PASS]);
}

#[test]
fn parachute_s_drop_phase_has_no_colour_swapped_image() {
    let start = Position::from_variant(Variant::Parachute).unwrap();
    assert_eq!(
        start.color_swapped(),
        Err(SetupError::Reserves { black: 6, white: 6, turn: Color::White }),
        "Black drops first (RULES.md, \"Parachute\"): 6 stones each with White to move is no game's position"
    );
    // Within the drop phase (six turns each, plies 1-12) no position has an image;
    // past it the reserves are empty and the swap is a position again.
    let game = random_games(start, Rules::default(), 7, 1).remove(0);
    assert!(game.ply() > 12, "{game}");
    let (drop_phase, after) = game.positions().split_at(12);
    assert!(drop_phase.iter().all(|pos| pos.color_swapped().is_err()));
    assert!(after.iter().all(|pos| pos.reserve(Color::Black) + pos.reserve(Color::White) == 0));
    assert!(after.iter().all(|pos| pos.color_swapped().is_ok()));
}
