//! Properties of the wide boards (9×9 to 12×12, RULES.md, "Larger and smaller
//! boards") on random reachable positions of every wide variant, and of Cheshire Cat's
//! family set on the 9×9 and 12×12 starts (holes and exits on the wide boards, which no
//! variant names).
//!
//! At every ply of a random game:
//!
//! - the position text is the independent model's reading of it (`tests/variant_model/`,
//!   square by square), it reads back to the same position, and so does a spelling of it
//!   with the runs of empty squares cut up differently (`.`s and runs of two digits);
//! - the legal moves are the model's, in canonical text (`notation`), which
//!   `parse_move` reads back, in upper case too; `for_each_move` visits them in
//!   `legal_moves` order, `move_count` counts them and `nth_move(k)` is the k-th;
//! - `check_move` accepts, of every pair of a piece of the side to move and a square of
//!   the 12×12 grid, exactly the model's slides (an exit exactly when the model lists
//!   it, a pass exactly when it is the only move); an illegal move is refused by
//!   `check_move`, `play` and `make` with the same error, and leaves the position as it
//!   was;
//! - every legal move, made, gives the model's next position, passes
//!   `check_invariants`, keeps `zobrist_hash` equal to `computed_hash`, equals `play`,
//!   says whether it captured as the model does, and unmade restores the position bit
//!   for bit.
//!
//! And bad input, none of which may panic: a board of the wrong size for the variant
//! (`WrongSize`), a piece on the black hole (an error naming e5), a run of two digits
//! that overflows its rank (`RankLength`), position texts with one character changed; a
//! move with a square past l12 (`m1-m3`) or off a smaller board (`b1-j1` on 9×9, which
//! `play` refuses too, leaving the position as it was), and move texts with one
//! character changed.
//!
//! Every expected value comes from the model, from RULES.md, or from the position
//! before the operation, never from the code under test.

mod variant_model;

mod proptest_cases;

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::{BTreeMap, BTreeSet};

use lines_of_action::{
    Color, Family, Grid12, IllegalMove, Move, Outcome, ParseMoveError, ParsePositionError, Position, Rules, SetupError,
    Square12, Variant,
};
use proptest::prelude::*;
use proptest::sample::Index;
use variant_model::{Cell, WIDTH};
use xorshift::XorShift;

/// A game on a wide board: a named variant, or Cheshire Cat's family on the start of
/// one.
#[derive(Copy, Clone, Debug)]
enum Case {
    /// A variant played on the wide boards.
    Named(Variant),
    /// Cheshire Cat's holes and exits on this variant's start.
    CheshireCat(Variant),
}

/// The variants played on the wide boards (RULES.md, "Larger and smaller boards").
const WIDE_VARIANTS: [Variant; 6] = [
    Variant::NineByNine,
    Variant::TenByTen,
    Variant::ElevenByEleven,
    Variant::TwelveByTwelve,
    Variant::BlackHole,
    Variant::BlackHoleScrambled,
];

/// Every named wide variant, and Cheshire Cat on the smallest and the largest wide board.
fn cases() -> Vec<Case> {
    let mut cases: Vec<Case> = WIDE_VARIANTS.into_iter().map(Case::Named).collect();
    cases.extend([Case::CheshireCat(Variant::NineByNine), Case::CheshireCat(Variant::TwelveByTwelve)]);
    cases
}

impl Case {
    /// The variant whose start and board it plays on.
    fn variant(self) -> Variant {
        match self {
            Case::Named(variant) | Case::CheshireCat(variant) => variant,
        }
    }

    /// The engine's start.
    fn start(self) -> Position<Grid12> {
        let start = Position::<Grid12>::start_of(self.variant()).expect("a wide variant");
        match self {
            Case::Named(_) => start,
            Case::CheshireCat(_) => {
                let mut setup = start.to_setup();
                setup.family = Family::CheshireCat;
                Position::from_setup(setup).expect("the start with Cheshire Cat's family")
            }
        }
    }

    /// The model's rules: the defaults, with holes and exits for Cheshire Cat.
    fn model_rules(self) -> variant_model::Rules {
        variant_model::Rules {
            holes_and_exits: matches!(self, Case::CheshireCat(_)),
            ..variant_model::Rules::default()
        }
    }

    /// The model's reading of position text: as the named variant's (its size, its
    /// black hole), or, for Cheshire Cat, as plain text (holes written `x`).
    fn model_position(self, text: &str) -> Result<variant_model::Position, String> {
        match self {
            Case::Named(variant) => model_variant(variant).parse(text),
            Case::CheshireCat(_) => variant_model::Position::parse(text),
        }
    }
}

/// The model's variant of the same name.
fn model_variant(variant: Variant) -> variant_model::Variant {
    variant_model::Variant::from_name(variant.name()).expect("the model knows every variant by name")
}

/// The square on `file` and `rank` (from 0), known to be on the 12×12 grid.
fn square(file: usize, rank: usize) -> Square12 {
    Square12::new(file as u8, rank as u8).expect("on the 12×12 grid")
}

/// Checks that the model's `model` holds what the engine's `pos` holds, square by square
/// over the whole 12×12 grid, and the same side to move.
fn same_board(pos: &Position<Grid12>, model: &variant_model::Position, context: &str) {
    assert_eq!(usize::from(pos.board_size()), model.size, "{context}");
    for rank in 0..WIDTH {
        for file in 0..WIDTH {
            let sq = square(file, rank);
            let expected = match model.cells[rank * WIDTH + file] {
                Cell::Black => (Some(Color::Black), false),
                Cell::White => (Some(Color::White), false),
                Cell::Hole => (None, true),
                Cell::Empty | Cell::BlackHole => (None, false),
            };
            assert_eq!((pos.piece_at(sq), pos.holes().contains(sq)), expected, "{context}: {sq}");
        }
    }
    let turn = match model.turn {
        variant_model::Color::Black => Color::Black,
        variant_model::Color::White => Color::White,
    };
    assert_eq!(pos.turn(), turn, "{context}");
}

/// The model's board written with every run of empty squares cut at random into
/// numbers and `.`s, never two numbers side by side (the digits of a number are read
/// together from 10×10 on): another spelling of the same position.
fn respelled(model: &variant_model::Position, rng: &mut XorShift) -> String {
    let mut ranks = Vec::new();
    for rank in (0..model.size).rev() {
        let mut text = String::new();
        let mut run = 0;
        let flush = |text: &mut String, run: &mut usize, rng: &mut XorShift| {
            while *run > 0 {
                // A number of 1 to the rest of the run, then a `.` if any is left.
                let part = 1 + rng.below(*run);
                text.push_str(&part.to_string());
                *run -= part;
                if *run > 0 {
                    text.push('.');
                    *run -= 1;
                }
            }
        };
        for file in 0..model.size {
            let letter = match model.cells[rank * WIDTH + file] {
                Cell::Empty | Cell::BlackHole => {
                    run += 1;
                    continue;
                }
                Cell::Black => 'b',
                Cell::White => 'w',
                Cell::Hole => 'x',
            };
            flush(&mut text, &mut run, rng);
            text.push(letter);
        }
        flush(&mut text, &mut run, rng);
        ranks.push(text);
    }
    let turn = if model.turn == variant_model::Color::Black { "b" } else { "w" };
    format!("{} {turn}", ranks.join("/"))
}

/// Every check of the module on one reachable position `pos` of `case`.
fn check_position(case: Case, pos: &Position<Grid12>, rng: &mut XorShift) {
    let text = pos.to_string();
    let context = format!("{case:?}: {text}");
    let rules = case.model_rules();
    let model = case.model_position(&text).unwrap_or_else(|error| panic!("{context}: the model refuses it: {error}"));
    same_board(pos, &model, &context);
    assert_eq!(model.to_string(), text, "{context}: the model writes it the same");

    // The text reads back, in its canonical spelling and another.
    if let Case::Named(variant) = case {
        assert_eq!(Position::<Grid12>::read(&text, variant), Ok(*pos), "{context}");
        let other = respelled(&model, rng);
        assert_eq!(Position::<Grid12>::read(&other, variant), Ok(*pos), "{context}: read as {other}");
        if variant.family() == Family::Standard {
            assert_eq!(text.parse::<Position<Grid12>>(), Ok(*pos), "{context}");
        }
    }

    // The legal moves: the model's, and every way of listing them agrees.
    let list = pos.legal_moves();
    let engine: BTreeSet<String> = list.iter().map(|&mv| pos.notation(mv).to_string()).collect();
    let model_moves = model.moves(&rules);
    let expected: BTreeSet<String> = model_moves.iter().map(ToString::to_string).collect();
    assert_eq!(engine, expected, "{context}");
    assert_eq!(list.len(), model_moves.len(), "{context}: no move twice");
    assert_eq!(pos.move_count(), list.len(), "{context}");
    let mut visited = Vec::new();
    pos.for_each_move(|mv| visited.push(mv));
    assert_eq!(visited, list.to_vec(), "{context}");
    for (k, &mv) in list.iter().enumerate() {
        assert_eq!(pos.nth_move(k), Some(mv), "{context}: move {k}");
        let text = pos.notation(mv).to_string();
        assert_eq!(pos.parse_move(&text), Ok(mv), "{context}: {text}");
        assert_eq!(pos.parse_move(&text.to_uppercase()), Ok(mv), "{context}: {text} in upper case");
    }
    assert_eq!(pos.nth_move(list.len()), None, "{context}");

    // `check_move` on every slide a piece of the side to move could try: exactly the
    // model's slides pass; exits and the pass as the model lists them.
    let model_slides: BTreeSet<String> = model_moves
        .iter()
        .filter_map(|mv| match mv.step {
            Some(variant_model::Step::Slide(slide)) => {
                Some(format!("{}-{}", variant_model::square_name(slide.from), variant_model::square_name(slide.to)))
            }
            _ => None,
        })
        .collect();
    let own = pos.pieces(pos.turn());
    let mut accepted = BTreeSet::new();
    for from in own {
        for to in Square12::ALL.into_iter().filter(|&to| to != from) {
            let mv = Move::new(from, to);
            match pos.check_move(mv) {
                Ok(()) => {
                    accepted.insert(mv.to_string());
                }
                // An illegal move now and then, played and made: refused alike, and
                // nothing changes.
                Err(error) if rng.below(16) == 0 => refused(pos, mv, error, &context),
                Err(_) => {}
            }
        }
        let exit = Move::Exit { from };
        let listed = expected.contains(&exit.to_string());
        match pos.check_move(exit) {
            Ok(()) => assert!(listed, "{context}: {exit} accepted"),
            Err(error) => {
                assert!(!listed, "{context}: {exit} refused: {error}");
                refused(pos, exit, error, &context);
            }
        }
    }
    assert_eq!(accepted, model_slides, "{context}: the slides check_move accepts");
    let pass_only = expected.len() == 1 && expected.contains("pass");
    match pos.check_move(Move::Pass) {
        Ok(()) => assert!(pass_only, "{context}: pass accepted"),
        Err(error) => {
            assert!(!pass_only, "{context}: pass refused: {error}");
            refused(pos, Move::Pass, error, &context);
        }
    }
    // From a square without a piece of the side to move, no slide is legal.
    for _ in 0..8 {
        let (from, to) = (Square12::ALL[rng.below(144)], Square12::ALL[rng.below(144)]);
        if from != to && !own.contains(from) {
            let mv = Move::new(from, to);
            let error = pos.check_move(mv).expect_err(&format!("{context}: {mv}"));
            refused(pos, mv, error, &context);
        }
    }

    // Every legal move: made, it is the model's next position, and unmade the one before.
    for (&mv, model_mv) in list.iter().zip(sorted_like(&list, pos, &model_moves)) {
        let mut made = *pos;
        let undo = made.make(mv).unwrap_or_else(|error| panic!("{context}: {mv}: {error}"));
        assert_eq!(made.check_invariants(), Ok(()), "{context}: {mv}");
        assert_eq!(made.zobrist_hash(), made.computed_hash(), "{context}: {mv}");
        let next = model.after(model_mv, &rules);
        same_board(&made, &next, &format!("{context}: after {mv}"));
        assert_eq!(made.to_string(), next.to_string(), "{context}: {mv}");
        let model_capture = matches!(model_mv.step, Some(variant_model::Step::Slide(slide)) if slide.capture);
        assert_eq!((undo.played(), undo.captured()), (mv, model_capture), "{context}: {mv}");
        let mut played = *pos;
        played.play(mv).unwrap();
        assert_eq!(played, made, "{context}: {mv}");
        let mut unmade = made;
        unmade.unmake(undo).unwrap_or_else(|error| panic!("{context}: {mv}: {error}"));
        assert_eq!(unmade, *pos, "{context}: {mv}");
        assert_eq!(unmade.to_setup(), pos.to_setup(), "{context}: {mv}");
        assert_eq!(unmade.zobrist_hash(), pos.zobrist_hash(), "{context}: {mv}");
        let mut fast = *pos;
        let undo = fast.make_unchecked(mv);
        assert_eq!(fast, made, "{context}: {mv}");
        fast.unmake_unchecked(undo);
        assert_eq!(fast, *pos, "{context}: {mv}");
    }
}

/// The model's moves in the order of the engine's `list` (matched by canonical text).
fn sorted_like<'a>(
    list: &[Move<Square12>],
    pos: &Position<Grid12>,
    model_moves: &'a [variant_model::Move],
) -> Vec<&'a variant_model::Move> {
    let by_text: BTreeMap<String, &variant_model::Move> =
        model_moves.iter().map(|model_mv| (model_mv.to_string(), model_mv)).collect();
    list.iter().map(|&mv| by_text[&pos.notation(mv).to_string()]).collect()
}

/// `mv`, which `check_move` refused with `error`, is refused by `play` and `make` with
/// the same error, and the position is left as it was.
fn refused(pos: &Position<Grid12>, mv: Move<Square12>, error: IllegalMove<Square12>, context: &str) {
    assert_eq!(error.mv(), mv, "{context}");
    let mut tried = *pos;
    assert_eq!(tried.play(mv), Err(error), "{context}: {mv}");
    assert_eq!(tried, *pos, "{context}: {mv} refused by play changed the position");
    assert_eq!(tried.make(mv), Err(error), "{context}: {mv}");
    assert_eq!(tried, *pos, "{context}: {mv} refused by make changed the position");
    assert!(!tried.is_legal(mv), "{context}: {mv}");
}

/// A random game of `case` from its start, `plies` long at most or to its end under the
/// default rules, every position checked.
fn random_game(case: Case, seed: u64, plies: usize) -> Position<Grid12> {
    let mut rng = XorShift(seed);
    let mut pos = case.start();
    for _ in 0..plies {
        check_position(case, &pos, &mut rng);
        if pos.outcome(Rules::default()).is_some() {
            break;
        }
        let mv = pos.nth_move(rng.below(pos.move_count())).expect("a move below the count");
        pos.play(mv).unwrap();
    }
    pos
}

/// A random reachable position of `case`, `plies` random moves (at most) from its start,
/// without the checks.
fn reachable(case: Case, seed: u64, plies: usize) -> Position<Grid12> {
    let mut rng = XorShift(seed);
    let mut pos = case.start();
    for _ in 0..plies {
        if pos.outcome(Rules::default()).is_some() {
            break;
        }
        let moves = pos.legal_moves();
        pos.play(moves[rng.below(moves.len())]).unwrap();
    }
    pos
}

#[test]
fn every_case_is_checked_at_its_start_and_along_one_game() {
    // Each case once in full, to its end (at most 1,500 plies), whatever the proptest
    // seeds pick: random games on the wide boards last from some 240 plies (Black Hole)
    // to 720 (12x12) on average.
    let mut ended = 0;
    for (index, case) in cases().into_iter().enumerate() {
        let end = random_game(case, 0x51de_0000 + index as u64, 1_500);
        ended += usize::from(end.outcome(Rules::default()).is_some());
    }
    assert_eq!(ended, cases().len(), "every game ended");
}

#[test]
fn the_black_hole_is_e5_and_swallows_what_lands_there() {
    // RULES.md, "Larger and smaller boards": the centre square e5 is a black hole; a
    // piece that lands on it is removed from the game, and the end test follows as usual.
    let e5: Square12 = "e5".parse().unwrap();
    for variant in [Variant::BlackHole, Variant::BlackHoleScrambled] {
        assert_eq!(Position::<Grid12>::start_of(variant).unwrap().black_hole(), Some(e5));
    }
    assert_eq!(Position::<Grid12>::start_of(Variant::NineByNine).unwrap().black_hole(), None);
    // Black on e1 and e3, White on a2 and i9: the e-file holds two pieces, so e3-e5.
    let text = "8w/9/9/9/9/9/4b4/w8/4b4 b";
    let e3_e5 = Move::new("e3".parse().unwrap(), e5);
    let mut hole = Position::<Grid12>::read(text, Variant::BlackHole).unwrap();
    check_position(Case::Named(Variant::BlackHole), &hole, &mut XorShift(1));
    hole.play(e3_e5).unwrap();
    assert_eq!(hole.to_string(), "8w/9/9/9/9/9/9/w8/4b4 w", "the piece is gone, e5 is empty");
    assert_eq!(hole.check_invariants(), Ok(()));
    // Black, down to e1 alone, is connected, White is not: Black, who moved, wins.
    assert_eq!(hole.outcome(Rules::default()), Some(Outcome::Win(Color::Black)));
    // On the plain 9x9 board the piece stays on e5, apart from e1: no one has won.
    let mut plain = Position::<Grid12>::read(text, Variant::NineByNine).unwrap();
    plain.play(e3_e5).unwrap();
    assert_eq!(plain.to_string(), "8w/9/9/9/4b4/9/9/w8/4b4 w");
    assert_eq!(plain.outcome(Rules::default()), None);
}

#[test]
fn bad_input_is_refused_without_panicking() {
    let start = Position::<Grid12>::start_of(Variant::TwelveByTwelve).unwrap();
    let twelve = start.to_string();
    // A 12-rank text is not a 9x9 position (RULES.md, "Notation for variants": a text of
    // the wrong size for the chosen variant is an error).
    assert_eq!(
        Position::<Grid12>::read(&twelve, Variant::NineByNine),
        Err(ParsePositionError::WrongSize { found: 12, expected: 9, variant: Variant::NineByNine })
    );
    // A piece on the black hole: an error that says so, naming e5.
    let on_the_hole = "1bbbbbbb1/w7w/w7w/w7w/w3w3w/w7w/w7w/w7w/1bbbbbbb1 b";
    let error = Position::<Grid12>::read(on_the_hole, Variant::BlackHole).unwrap_err();
    assert_eq!(error, ParsePositionError::Setup(SetupError::PieceOnBlackHole("e5".parse().unwrap())));
    assert!(error.to_string().contains("e5"), "{error}");
    // The same board is a 9x9 position, where e5 is an ordinary square.
    assert!(Position::<Grid12>::read(on_the_hole, Variant::NineByNine).is_ok());
    // A run of two digits that overflows its rank: w11w is 13 squares on 12x12.
    let overflow = twelve.replacen("w10w", "w11w", 1);
    assert_eq!(
        Position::<Grid12>::read(&overflow, Variant::TwelveByTwelve),
        Err(ParsePositionError::RankLength { rank: 11, squares: 13, expected: 12 })
    );
    // Files run a to l and ranks 1 to 12 on 12x12 (RULES.md, "Larger and smaller
    // boards"): m1 and a13 are no squares, so these are no moves.
    for text in ["m1-m3", "a1-m1", "l1-m2", "a13-a11", "b1-b13", "m12-l12"] {
        let error = start.parse_move(text).expect_err(text);
        assert!(matches!(error, ParseMoveError::Syntax { .. }), "{text}: {error}");
    }
    // On the 12x12 start the b-file holds two pieces, both Black's (RULES.md, "Moving",
    // "Larger and smaller boards"): b12-b10 is read, a two-digit rank and all; a11-a9
    // is White's, refused with Black to move.
    assert_eq!(start.parse_move("b12-b10"), Ok(Move::new(sq("b12"), sq("b10"))));
    assert!(matches!(start.parse_move("a11-a9"), Err(ParseMoveError::Illegal(_))));
    // j1, k2 and l2 are squares of the grid but off the 9x9 board: no slide goes there,
    // and the refused move changes nothing.
    let nine = Position::<Grid12>::start_of(Variant::NineByNine).unwrap();
    for text in ["b1-j1", "i2-j2", "i2-k2", "i2-l2", "j1-j3"] {
        let mut tried = nine;
        let error = tried.parse_move(text).expect_err(text);
        assert!(matches!(error, ParseMoveError::Illegal(_)), "{text}: {error}");
        let (from, to) = text.split_once('-').unwrap();
        let mv = Move::new(sq(from), sq(to));
        refused(&nine, mv, nine.check_move(mv).expect_err(text), text);
        assert_eq!(tried.play(mv).map_err(|error| error.to_string()), Err(error.to_string()));
        assert_eq!(tried, nine);
    }
}

/// The square named `text`, a1 to l12.
fn sq(text: &str) -> Square12 {
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// The ranks' texts of `text`'s board, the top rank first, and the rest of the text.
fn ranks(text: &str) -> (Vec<String>, &str) {
    let (board, rest) = text.split_once(' ').unwrap();
    (board.split('/').map(String::from).collect(), rest)
}

proptest! {
    #![proptest_config(proptest_cases::config(24))]

    /// Random reachable positions of every case, checked ply by ply, to the game's end
    /// or at most 1,500 plies.
    #[test]
    fn random_reachable_positions_keep_every_property(case in any::<Index>(), seed in 1u64.., plies in 0usize..1_500) {
        let cases = cases();
        random_game(cases[case.index(cases.len())], seed, plies);
    }

    /// A reachable text of one board read for a variant of another size: `WrongSize`,
    /// with the number of ranks found and the variant's size (RULES.md).
    #[test]
    fn a_board_of_another_size_is_refused(from in any::<Index>(), to in any::<Index>(), seed in 1u64.., plies in 0usize..200) {
        let (from, to) = (WIDE_VARIANTS[from.index(6)], WIDE_VARIANTS[to.index(6)]);
        let text = reachable(Case::Named(from), seed, plies).to_string();
        let found = text.split(' ').next().unwrap().split('/').count();
        let size = model_variant(to).size();
        let read = Position::<Grid12>::read(&text, to);
        if found == size {
            prop_assert!(read.is_ok() || to.family() == Family::BlackHole, "{text} as {to}: {read:?}");
        } else {
            prop_assert_eq!(read, Err(ParsePositionError::WrongSize { found, expected: size as u8, variant: to }));
        }
    }

    /// A reachable Black Hole position with a piece written on e5: the error names e5.
    #[test]
    fn a_piece_on_the_black_hole_is_refused(scrambled in any::<bool>(), seed in 1u64.., plies in 0usize..300, white in any::<bool>()) {
        let variant = if scrambled { Variant::BlackHoleScrambled } else { Variant::BlackHole };
        let pos = reachable(Case::Named(variant), seed, plies);
        let mut model = model_variant(variant).parse(&pos.to_string()).unwrap();
        let e5 = variant_model::square_index("e5").unwrap();
        model.cells[e5] = if white { Cell::White } else { Cell::Black };
        let text = model.to_string();
        let error = Position::<Grid12>::read(&text, variant).unwrap_err();
        prop_assert_eq!(&error, &ParsePositionError::Setup(SetupError::PieceOnBlackHole("e5".parse().unwrap())));
        prop_assert!(error.to_string().contains("e5"), "{}", error);
    }

    /// A rank of a reachable 10x10 to 12x12 position replaced by one whose run of two
    /// digits takes it past the edge (`w11b` on 12x12): `RankLength`, naming the rank
    /// (numbered from 1 at the bottom) and the squares it describes.
    #[test]
    fn a_run_past_the_edge_is_refused(variant in any::<Index>(), seed in 1u64.., plies in 0usize..300, row in any::<Index>(), run in any::<Index>()) {
        let variant = [Variant::TenByTen, Variant::ElevenByEleven, Variant::TwelveByTwelve][variant.index(3)];
        let size = model_variant(variant).size();
        let text = reachable(Case::Named(variant), seed, plies).to_string();
        let (mut rows, turn) = ranks(&text);
        let row = row.index(size);
        // A piece, a run of 10 to `size` empty squares, pieces to the edge and one more.
        let run = 10 + run.index(size - 9);
        rows[row] = format!("w{run}{}", "b".repeat(size - run));
        let text = format!("{} {turn}", rows.join("/"));
        let rank = (size - row) as u8;
        let read = Position::<Grid12>::read(&text, variant);
        prop_assert_eq!(read, Err(ParsePositionError::RankLength { rank, squares: size + 1, expected: size }), "{}", text);
    }

    /// A legal move's text on a reachable position with one character changed, or one
    /// inserted: `parse_move` never panics, and what it accepts is one of the model's
    /// legal moves.
    #[test]
    fn changed_move_texts_never_panic(case in any::<Index>(), seed in 1u64.., plies in 0usize..600, pick in any::<Index>(), at in any::<Index>(), with in any::<Index>(), insert in any::<bool>()) {
        let cases = cases();
        let case = cases[case.index(cases.len())];
        let pos = reachable(case, seed, plies);
        let moves = pos.legal_moves();
        let text = pos.notation(moves[pick.index(moves.len())]).to_string();
        let alphabet = ['a', 'i', 'l', 'm', '0', '1', '2', '3', '9', '-', 'x', ':', ' ', '@', '^', 'é'];
        let mut chars: Vec<char> = text.chars().collect();
        let at = at.index(chars.len() + 1);
        let with = alphabet[with.index(alphabet.len())];
        if insert || at == chars.len() {
            chars.insert(at, with);
        } else {
            chars[at] = with;
        }
        let changed: String = chars.into_iter().collect();
        if let Ok(mv) = pos.parse_move(&changed) {
            let model = case.model_position(&pos.to_string()).unwrap();
            let legal: BTreeSet<String> = model.moves(&case.model_rules()).iter().map(ToString::to_string).collect();
            prop_assert!(legal.contains(&pos.notation(mv).to_string()), "{} read as {}", changed, mv);
        }
    }

    /// One character of a reachable position's text changed, or one inserted: the
    /// reader never panics; what it accepts is a position whose text reads back to it,
    /// and the model reads the same board.
    #[test]
    fn changed_texts_never_panic(case in any::<Index>(), seed in 1u64.., plies in 0usize..300, at in any::<Index>(), with in any::<Index>(), insert in any::<bool>()) {
        let variant = WIDE_VARIANTS[case.index(6)];
        let text = reachable(Case::Named(variant), seed, plies).to_string();
        let alphabet = ['b', 'w', 'x', '.', '/', ' ', '0', '1', '2', '9', 'B', '-', ','];
        let mut chars: Vec<char> = text.chars().collect();
        let at = at.index(chars.len() + 1);
        let with = alphabet[with.index(alphabet.len())];
        if insert || at == chars.len() {
            chars.insert(at, with);
        } else {
            chars[at] = with;
        }
        let changed: String = chars.into_iter().collect();
        if let Ok(pos) = Position::<Grid12>::read(&changed, variant) {
            prop_assert_eq!(Position::<Grid12>::read(&pos.to_string(), variant), Ok(pos));
            prop_assert_eq!(pos.check_invariants(), Ok(()));
            // The model reads digits as one run on every board, the engine from 10x10
            // on (on 9x9 runs never reach 10, so "11" is two runs there).
            if let Ok(model) = model_variant(variant).parse(&changed) {
                same_board(&pos, &model, &changed);
            } else {
                prop_assert!(variant.board_size() == 9, "{} read by the engine alone", changed);
            }
        }
    }
}
