//! The eight symmetries of the board and the colour swap preserve the game (RULES.md,
//! "Symmetries"): for positions of every variant, on the boards up to 8×8 and on the
//! wide ones (9×9 to 12×12, Black Hole's among them, and Cheshire Cat's holes on the 9×9
//! and 12×12 starts), the starts and positions reached by random play, the transformed
//! position's legal moves are the transformed moves, its perft is the same, its result
//! is the same (with the colours swapped, the winner swapped), and the inverse symmetry
//! takes it back, in a bare position and along a whole game.

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::BTreeSet;

use lines_of_action::{
    BoardSquare, Color, DropEndTest, DropOrder, Family, Game, Geometry, Grid8, Grid12, Move, Outcome, ParachuteOptions,
    Position, RulePreset, Rules, SetupError, Square, Square12, SquareSet, Symmetry, Variant,
};
use xorshift::XorShift;

/// The starts of every variant of the geometry `G`: on the boards up to 8×8 Parachute
/// also with the drop first and the end tested after each part; on the wide boards also
/// Cheshire Cat's family on the 9×9 and 12×12 starts.
fn starts<G: Geometry<Square: BoardSquare<Symmetry = Symmetry>>>() -> Vec<Position<G>> {
    let mut starts: Vec<Position<G>> = Variant::ALL
        .into_iter()
        .filter(|variant| variant.fits::<G>())
        .map(|variant| Position::start_of(variant).unwrap())
        .collect();
    let options = ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart };
    starts.extend(Position::start_of_with(Variant::Parachute, options).ok());
    for variant in [Variant::NineByNine, Variant::TwelveByTwelve].into_iter().filter(|variant| variant.fits::<G>()) {
        let mut setup = Position::<G>::start_of(variant).unwrap().to_setup();
        setup.family = Family::CheshireCat;
        starts.push(Position::from_setup(setup).unwrap());
    }
    starts
}

/// Every rule set the crate names, and one with the other options where the presets
/// leave them alone.
fn rule_sets() -> Vec<Rules> {
    let mut rules: Vec<Rules> = RulePreset::ALL.into_iter().map(RulePreset::rules).collect();
    rules.push(Rules::default().with_no_legal_move(lines_of_action::NoLegalMove::Draw));
    rules
}

/// Random games from `start` under `rules`, played to their end or 300 plies (1,500 on
/// the wide boards, whose random games last some 240 to 720 plies on average).
fn random_games<G: Geometry<Square: BoardSquare<Symmetry = Symmetry>>>(
    start: Position<G>,
    rules: Rules,
    seed: u64,
    count: usize,
) -> Vec<Game<G>> {
    let mut random = XorShift(seed);
    let plies = if start.board_size() > 8 { 1_500 } else { 300 };
    (0..count)
        .map(|_| {
            let mut game = Game::from_position(start, rules);
            while game.ply() < plies {
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

fn move_set<S: Ord>(moves: impl IntoIterator<Item = Move<S>>) -> BTreeSet<Move<S>> {
    moves.into_iter().collect()
}

fn transformed_move<G: Geometry<Square: BoardSquare<Symmetry = Symmetry>>>(
    mv: Move<G::Square>,
    symmetry: Symmetry,
    pos: &Position<G>,
) -> Move<G::Square> {
    mv.transformed(symmetry, pos.board_size()).expect("a legal move's squares are on the board")
}

/// The square set `squares` with each square moved by `symmetry`, square by square.
fn transformed_set<S: SquareSet<Square: BoardSquare<Symmetry = Symmetry>>>(
    squares: S,
    symmetry: Symmetry,
    size: u8,
) -> S {
    squares.into_iter().map(|square| square.transformed(symmetry, size).unwrap()).collect()
}

/// The king-move distance of two squares.
fn distance<S: BoardSquare>(a: S, b: S) -> u8 {
    let (fa, ra, fb, rb) = (a.file_index(), a.rank_index(), b.file_index(), b.rank_index());
    fa.abs_diff(fb).max(ra.abs_diff(rb))
}

/// Checks that on the `size`×`size` board (the squares of `grid` on it) each symmetry
/// is a map of the board onto itself that keeps distances, that its inverse undoes it,
/// that the eight differ, and that a square off the board has no image.
fn symmetries_map_the_board_onto_itself<S: BoardSquare<Symmetry = Symmetry>>(grid: &[S], size: u8) {
    let board: Vec<S> = grid.iter().copied().filter(|sq| sq.file_index() < size && sq.rank_index() < size).collect();
    assert_eq!(board.len(), usize::from(size) * usize::from(size));
    let mut maps = BTreeSet::new();
    for symmetry in Symmetry::ALL {
        let image: Vec<S> = board.iter().map(|sq| sq.transformed(symmetry, size).unwrap()).collect();
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
    for square in grid.iter().filter(|sq| !board.contains(sq)) {
        assert_eq!(square.transformed(Symmetry::Identity, size), None);
    }
    // On an odd board the centre is fixed by every symmetry (Black Hole's black hole).
    if size % 2 == 1 {
        let centre = S::at(size / 2, size / 2).unwrap();
        for symmetry in Symmetry::ALL {
            assert_eq!(centre.transformed(symmetry, size), Some(centre), "{symmetry:?} on {size}x{size}");
        }
    }
}

#[test]
fn each_symmetry_is_a_distinct_distance_keeping_map_of_each_board_onto_itself() {
    for size in [5u8, 6, 7, 8] {
        symmetries_map_the_board_onto_itself(&Square::ALL, size);
        // The trait's method is the 8x8 one.
        for square in Square::ALL {
            for symmetry in Symmetry::ALL {
                assert_eq!(BoardSquare::transformed(square, symmetry, size), square.transformed(symmetry, size));
            }
        }
    }
    assert_eq!(Square::A1.transformed(Symmetry::Identity, 9), None);
    assert_eq!(Square::A1.transformed(Symmetry::Identity, 0), None);
}

#[test]
fn each_symmetry_is_a_distinct_distance_keeping_map_of_each_wide_board_onto_itself() {
    for size in [9u8, 10, 11, 12] {
        symmetries_map_the_board_onto_itself(&Square12::ALL, size);
    }
    let a1 = Square12::new(0, 0).unwrap();
    assert_eq!(a1.transformed(Symmetry::Identity, 13), None);
    assert_eq!(a1.transformed(Symmetry::Identity, 0), None);
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

#[test]
fn the_symmetries_do_what_their_names_say_on_the_wide_boards() {
    let sq = |text: &str| text.parse::<Square12>().unwrap();
    // RULES.md, "Symmetries": the quarter, half and three-quarter turns, the mirrors in
    // the middle file and rank and in the two long diagonals; files run a to l, ranks 1
    // to 12 on 12x12 (RULES.md, "Larger and smaller boards").
    let cases = [
        (Symmetry::Identity, "c2", "c2"),
        (Symmetry::Rotate90, "a1", "a12"),
        (Symmetry::Rotate90, "a12", "l12"),
        (Symmetry::Rotate180, "a1", "l12"),
        (Symmetry::Rotate180, "c2", "j11"),
        (Symmetry::Rotate270, "a1", "l1"),
        (Symmetry::FlipHorizontal, "a1", "l1"),
        (Symmetry::FlipHorizontal, "c2", "j2"),
        (Symmetry::FlipVertical, "a1", "a12"),
        (Symmetry::FlipVertical, "c2", "c11"),
        (Symmetry::FlipDiagonal, "b1", "a2"),
        (Symmetry::FlipDiagonal, "l1", "a12"),
        (Symmetry::FlipAntiDiagonal, "a1", "l12"),
        (Symmetry::FlipAntiDiagonal, "b1", "l11"),
    ];
    for (symmetry, from, to) in cases {
        assert_eq!(sq(from).transformed(symmetry, 12), Some(sq(to)), "{symmetry:?} {from}");
    }
    // On 9x9, within the lower-left corner of the grid: a1 ↔ i1, not l1.
    assert_eq!(sq("a1").transformed(Symmetry::FlipHorizontal, 9), Some(sq("i1")));
    assert_eq!(sq("a1").transformed(Symmetry::Rotate90, 9), Some(sq("a9")));
    assert_eq!(sq("b1").transformed(Symmetry::FlipAntiDiagonal, 9), Some(sq("i8")));
    for size in 9..=12 {
        let last = size - 1;
        for square in Square12::ALL.into_iter().filter(|sq| sq.file_index() < size && sq.rank_index() < size) {
            let (f, r) = (square.file_index(), square.rank_index());
            let at = |file: u8, rank: u8| Square12::new(file, rank);
            assert_eq!(square.transformed(Symmetry::FlipHorizontal, size), at(last - f, r));
            assert_eq!(square.transformed(Symmetry::FlipVertical, size), at(f, last - r));
            assert_eq!(square.transformed(Symmetry::FlipDiagonal, size), at(r, f));
            assert_eq!(square.transformed(Symmetry::Rotate180, size), at(last - f, last - r));
            // A quarter turn twice is the half turn; three times, the other quarter turn.
            let quarter = |sq: Square12| sq.transformed(Symmetry::Rotate90, size).unwrap();
            assert_eq!(Some(quarter(quarter(square))), square.transformed(Symmetry::Rotate180, size));
            assert_eq!(Some(quarter(quarter(quarter(square)))), square.transformed(Symmetry::Rotate270, size));
            let half = square.transformed(Symmetry::Rotate180, size).unwrap();
            assert_eq!(
                half.transformed(Symmetry::FlipDiagonal, size),
                square.transformed(Symmetry::FlipAntiDiagonal, size)
            );
        }
    }
}

/// Checks `pos` and its image under every symmetry and the colour swap: the legal
/// moves map, the results under every rule set map, the inverse symmetry takes the
/// image back, Black Hole's black hole stays where it is, and (with `perft_depth`) the
/// perft counts agree. In Parachute's drop phase, with some 30 slides times 40 drops a
/// turn, perft goes one ply less deep.
fn check_symmetric<G: Geometry<Square: BoardSquare<Symmetry = Symmetry>>>(pos: &Position<G>, perft_depth: Option<u32>) {
    let perft_depth = perft_depth.map(|depth| if pos.in_drop_phase() { depth - 1 } else { depth });
    let moves = move_set(pos.legal_moves());
    let size = pos.board_size();
    for symmetry in Symmetry::ALL {
        let image = pos.transformed(symmetry);
        assert_eq!(image.check_invariants(), Ok(()), "{pos} {symmetry:?}");
        assert_eq!(image.transformed(symmetry.inverse()), *pos, "{pos}: {symmetry:?} then its inverse");
        assert_eq!(image.turn(), pos.turn());
        assert_eq!(
            (image.reserve(Color::Black), image.reserve(Color::White)),
            (pos.reserve(Color::Black), pos.reserve(Color::White))
        );
        assert_eq!((image.board_size(), image.family()), (pos.board_size(), pos.family()));
        assert_eq!(image.black_hole(), pos.black_hole(), "the black hole is the centre");
        for color in Color::ALL {
            assert_eq!(image.pieces(color), transformed_set(pos.pieces(color), symmetry, size));
        }
        assert_eq!(image.holes(), transformed_set(pos.holes(), symmetry, size), "holes move with the board");
        let expected = move_set(moves.iter().map(|&mv| transformed_move(mv, symmetry, pos)));
        assert_eq!(move_set(image.legal_moves()), expected, "{pos} under {symmetry:?}");
        for &mv in &moves {
            let there = transformed_move(mv, symmetry, pos);
            assert_eq!(there.transformed(symmetry.inverse(), size), Some(mv), "{pos}: {mv} under {symmetry:?}");
        }
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
    for start in starts::<Grid8>() {
        check_symmetric(&start, Some(3));
    }
}

#[test]
fn the_starts_of_every_wide_variant_are_symmetric_to_their_images() {
    let starts = starts::<Grid12>();
    let variants = Variant::ALL.into_iter().filter(|variant| variant.fits::<Grid12>()).count();
    assert_eq!(starts.len(), variants + 2, "every wide variant, and Cheshire Cat on two boards");
    for start in starts {
        check_symmetric(&start, Some(3));
    }
}

/// [`check_symmetric`] at every ply of three random games from each start of `G`
/// (perft to depth 2 at one ply in 16); how many positions were checked, and how many
/// of how many games ended.
fn random_positions_are_symmetric<G: Geometry<Square: BoardSquare<Symmetry = Symmetry>>>() -> (usize, usize, usize) {
    let (mut checked, mut finished, mut games) = (0, 0, 0);
    for (index, start) in starts::<G>().into_iter().enumerate() {
        for game in random_games(start, Rules::default(), 0x9e37_79b9_7f4a_7c15 ^ index as u64, 3) {
            for (ply, pos) in game.positions().iter().enumerate() {
                let depth = (ply % 16 == 5).then_some(2);
                check_symmetric(pos, depth);
                checked += 1;
            }
            finished += usize::from(game.is_over());
            games += 1;
        }
    }
    (checked, finished, games)
}

#[test]
fn positions_reached_in_random_games_are_symmetric_to_their_images() {
    let (checked, finished, games) = random_positions_are_symmetric::<Grid8>();
    assert!(checked > 1_000, "{checked} positions");
    assert!(finished >= 20, "only {finished} of {games} games ended: the end positions are checked too");
}

#[test]
fn positions_reached_in_random_wide_games_are_symmetric_to_their_images() {
    let (checked, finished, games) = random_positions_are_symmetric::<Grid12>();
    assert!(checked > 5_000, "{checked} positions");
    assert!(finished >= 20, "only {finished} of {games} games ended: the end positions are checked too");
}

/// Random games from each start of `G`, each replayed from the start's image under
/// every symmetry with the transformed moves, and from the colour-swapped start with
/// the same moves: the same results, ply by ply to the end, and the transformed end.
fn transformed_games_have_the_transformed_results<G: Geometry<Square: BoardSquare<Symmetry = Symmetry>>>() {
    // Under OpenSpiel's rules the board repeats early and the side without moves
    // loses; the move limit of 20 plies ends the others.
    let short =
        Rules::OPENSPIEL.with_move_limit(lines_of_action::MoveLimit::Draw { plies: 20, overrides_connection: true });
    for (index, start) in starts::<G>().into_iter().enumerate() {
        for rules in [Rules::default(), Rules::OPENSPIEL, short] {
            for game in random_games(start, rules, 0x2545_f491_4f6c_dd1d + index as u64, 4) {
                for symmetry in Symmetry::ALL {
                    let mut image = Game::from_position(start.transformed(symmetry), rules);
                    assert_eq!(image.result(), Game::from_position(start, rules).result());
                    for (mv, before) in game.moves().iter().zip(game.positions()) {
                        image.play(transformed_move(*mv, symmetry, before)).unwrap();
                    }
                    assert_eq!(image.result(), game.result(), "{start} under {symmetry:?}: {game:?}");
                    assert_eq!(image.position(), &game.position().transformed(symmetry));
                }
                let Ok(swapped_start) = start.color_swapped() else { continue };
                let mut swapped = Game::from_position(swapped_start, rules);
                for &mv in game.moves() {
                    swapped.play(mv).unwrap();
                }
                assert_eq!(swapped.result(), game.result().map(|result| result.color_swapped()), "{start}: {game:?}");
            }
        }
    }
}

#[test]
fn a_transformed_game_has_the_transformed_results_move_by_move() {
    transformed_games_have_the_transformed_results::<Grid8>();
}

#[test]
fn a_transformed_wide_game_has_the_transformed_results_move_by_move() {
    transformed_games_have_the_transformed_results::<Grid12>();
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
