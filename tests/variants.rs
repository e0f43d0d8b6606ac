//! The variants' special moves and their bad input, on positions built for them:
//! a forced pass with its drop, a lone drop, exits, holes, small boards, and every
//! kind of illegal turn refused with its reason and the position left unchanged.
//! Where a move list is checked, it is checked against the independent model in
//! `tests/variant_model/mod.rs` too.

mod variant_model;

use std::collections::BTreeSet;

use lines_of_action::{
    DropEndTest, DropOrder, IllegalReason, Move, ParachuteOptions, ParsePositionError, Position, SetupError, Square,
    Variant,
};

/// The engine's legal moves as canonical text.
fn engine_moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|&mv| pos.notation(mv).to_string()).collect()
}

/// The model's legal moves of the same text under the variant's rules with `options`.
fn model_moves(text: &str, variant: Variant, options: ParachuteOptions) -> BTreeSet<String> {
    let mut rules = variant_model::Variant::from_name(variant.name()).unwrap().rules();
    if options.order == DropOrder::DropFirst {
        rules.drop_order = variant_model::DropOrder::DropFirst;
    }
    if options.end_test == DropEndTest::AfterEachPart {
        rules.drop_end_test = variant_model::DropEndTest::AfterEachPart;
    }
    variant_model::Game::from_text(text, rules).unwrap().legal_moves().into_iter().collect()
}

/// `mv` is refused with `reason`, and neither `play` nor `make` changes the position.
fn refused(pos: &Position, mv: Move, reason: IllegalReason, message: &str) {
    let error = pos.check_move(mv).unwrap_err();
    assert_eq!(error.reason(), reason, "{mv} in {pos}");
    assert!(error.to_string().ends_with(message), "{error}");
    let mut copy = *pos;
    assert!(copy.play(mv).is_err());
    assert!(copy.make(mv).is_err());
    assert_eq!(copy, *pos);
}

#[test]
fn a_side_without_a_slide_passes_and_still_drops() {
    // RULES.md, "Parachute": "In the drop phase a side with no regular move passes and
    // still drops (pass@d4)". Black's a1 and h8 are boxed in (RULES.md, "Perft").
    let text = "6wb/6ww/8/8/8/8/ww6/bw6 b 1,1";
    let pos = Position::from_text(text, Variant::Parachute).unwrap();
    let moves = engine_moves(&pos);
    assert_eq!(moves.len(), 56);
    assert!(moves.iter().all(|mv| mv.starts_with("pass@")), "{moves:?}");
    assert_eq!(moves, model_moves(text, Variant::Parachute, ParachuteOptions::default()));
    assert_eq!(pos.move_count(), 56);
    assert!(!pos.must_pass());
    refused(&pos, Move::PASS, IllegalReason::DropMissing, "so its turn drops one (as in a3-c5@d4 or pass@d4)");
    refused(&pos, Move::PassDrop { drop: Square::A1 }, IllegalReason::DropNotEmpty(Square::A1), "a1 is not one");
    let mut after = pos;
    after.play(Move::PassDrop { drop: Square::D4 }).unwrap();
    // Black dropped one of White's stones, and its reserve is spent.
    assert_eq!(after.to_string(), "6wb/6ww/8/8/3w4/8/ww6/bw6 w 0,1");
}

#[test]
fn a_drop_that_ends_the_game_is_a_turn_of_its_own() {
    // Drop first, the end tested after each part (RULES.md, "Parachute"): dropping a
    // white stone on b1 or b2 joins a1 and c1, and the game is over before the slide.
    let options = ParachuteOptions { order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart, turns: 6 };
    let text = "8/8/8/8/8/8/8/w1w2b1b b 1,1";
    let pos = Position::from_text_with(text, Variant::Parachute, options).unwrap();
    let moves = engine_moves(&pos);
    assert!(moves.contains("@b1") && moves.contains("@b2"), "{moves:?}");
    assert_eq!(moves, model_moves(text, Variant::Parachute, options));
    assert_eq!(pos.parse_move("@b1"), Ok(Move::Drop { drop: Square::B1 }));
    refused(
        &pos,
        Move::Drop { drop: Square::D4 },
        IllegalReason::TurnNotOver,
        "only when its first part ends the game",
    );
    // Under the defaults a lone drop is never a turn.
    let plain = Position::from_text(text, Variant::Parachute).unwrap();
    refused(
        &plain,
        Move::Drop { drop: Square::B1 },
        IllegalReason::TurnNotOver,
        "only when its first part ends the game",
    );
}

#[test]
fn exits_and_holes_follow_the_cheshire_cat_rules() {
    // RULES.md, "Cheshire Cat": after 1. b1-d3 h7-f7, d3-c2 and d3-e4 are legal.
    let text = "1bbbbbb1/w4w1x/w6w/w6w/w6w/w2b3w/w6w/1xbbbbb1 b";
    let pos = Position::from_text(text, Variant::CheshireCat).unwrap();
    assert_eq!(pos.holes().count(), 2);
    let moves = engine_moves(&pos);
    assert!(moves.contains("d3-c2") && moves.contains("d3-e4"), "{moves:?}");
    assert_eq!(moves, model_moves(text, Variant::CheshireCat, ParachuteOptions::default()));
    refused(
        &pos,
        Move::Exit { from: Square::E8 },
        IllegalReason::CanStillMove(Square::E8),
        "e8 can still move, so it cannot exit",
    );
    refused(&pos, Move::PASS, IllegalReason::PassNotForced, "a pass is only legal when no other move is");
    let start = Position::from_variant(Variant::CheshireCat).unwrap();
    let mut after = start;
    after.play(Move::new(Square::B1, Square::B3)).unwrap();
    assert!(after.holes().contains(Square::B1));
    assert_eq!(after.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/1xbbbbb1 w");
    // e8's five slides would all land on holes: it may exit, and only it.
    let boxed = "3xbx2/3xxx2/7w/8/7w/8/8/b7 b";
    let pos = Position::from_text(boxed, Variant::CheshireCat).unwrap();
    let moves = engine_moves(&pos);
    let expected = ["e8-^^", "a1-b1", "a1-a2", "a1-b2"].map(String::from).into_iter().collect::<BTreeSet<_>>();
    assert_eq!(moves, expected);
    assert_eq!(moves, model_moves(boxed, Variant::CheshireCat, ParachuteOptions::default()));
    refused(
        &pos,
        Move::Exit { from: Square::A1 },
        IllegalReason::CanStillMove(Square::A1),
        "a1 can still move, so it cannot exit",
    );
    let mut exited = pos;
    let undo = exited.make(Move::Exit { from: Square::E8 }).unwrap();
    assert_eq!(exited.to_string(), "3xxx2/3xxx2/7w/8/7w/8/8/b7 w");
    // The exit left Black with one piece: connected, so Black wins (RULES.md: the end
    // test follows exits too).
    assert_eq!(
        exited.outcome(lines_of_action::Rules::default()),
        Some(lines_of_action::Outcome::Win(lines_of_action::Color::Black))
    );
    exited.unmake(undo).unwrap();
    assert_eq!(exited, pos);
    refused(&start, Move::new(Square::B1, Square::B1), IllegalReason::NotALine, "not on one rank, file or diagonal");
}

#[test]
fn nothing_lands_on_a_hole_or_off_a_small_board() {
    // The c1 piece slides two squares along rank 1 (c1 and e1 on it) to a1: a hole.
    let pos = Position::from_text("8/8/8/8/8/8/w7/x1b1b3 b", Variant::CheshireCat).unwrap();
    refused(
        &pos,
        Move::new(Square::C1, Square::A1),
        IllegalReason::LandsOnHole(Square::A1),
        "a1 is a hole, and a hole cannot be landed on",
    );
    // On 6×6 no slide leaves the a–f files and ranks 1–6.
    let pos = Position::from_variant(Variant::SixBySix).unwrap();
    assert!(engine_moves(&pos).iter().all(|mv| !mv.contains('g') && !mv.contains('7')));
    let pos = Position::from_text("6/6/6/6/w5/2b1b1 b", Variant::SixBySix).unwrap();
    refused(&pos, Move::new(Square::E1, Square::G1), IllegalReason::OffBoard(Square::G1), "g1 is off the board");
}

#[test]
fn bad_variant_text_is_refused_with_a_clear_error() {
    let standard = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
    let cases: [(&str, Variant, ParsePositionError); 7] = [
        (
            standard,
            Variant::SixBySix,
            ParsePositionError::WrongSize { found: 8, expected: 6, variant: Variant::SixBySix },
        ),
        (
            "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b",
            Variant::Standard,
            ParsePositionError::WrongSize { found: 6, expected: 8, variant: Variant::Standard },
        ),
        (
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/xbbbbbb1 w",
            Variant::Standard,
            ParsePositionError::Setup(SetupError::HolesNotInVariant),
        ),
        (
            "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6",
            Variant::ScrambledEggs,
            ParsePositionError::Setup(SetupError::ReservesNotInVariant),
        ),
        (
            "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,5",
            Variant::Parachute,
            ParsePositionError::Setup(SetupError::Reserves { black: 6, white: 5, turn: lines_of_action::Color::Black }),
        ),
        (
            "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 7,7",
            Variant::Parachute,
            ParsePositionError::Setup(SetupError::Reserves { black: 7, white: 7, turn: lines_of_action::Color::Black }),
        ),
        (
            "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b 1,1",
            Variant::SixBySix,
            ParsePositionError::Setup(SetupError::ReservesNotInVariant),
        ),
    ];
    for (text, variant, expected) in cases {
        assert_eq!(Position::from_text(text, variant), Err(expected.clone()), "{text} as {variant}");
    }
    assert_eq!(
        ParsePositionError::<Square>::WrongSize { found: 8, expected: 6, variant: Variant::SixBySix }.to_string(),
        "the board has 8 ranks, but 6x6 is played on 6x6"
    );
    assert!(SetupError::<Square>::HolesNotInVariant.to_string().contains("only in cheshire-cat"));
    // Drops outside the drop phase, exits outside Cheshire Cat.
    let start = Position::default();
    let slide_and_drop = Move::SlideDrop { from: Square::B1, to: Square::B3, drop: Square::D4 };
    refused(&start, slide_and_drop, IllegalReason::NoStoneToDrop, "the side to move has no stone to drop");
    refused(&start, Move::Exit { from: Square::B1 }, IllegalReason::ExitNotInVariant, "only cheshire-cat has exits");
    let parachute = Position::from_variant(Variant::Parachute).unwrap();
    refused(
        &parachute,
        Move::Exit { from: Square::A3 },
        IllegalReason::ExitNotInVariant,
        "only cheshire-cat has exits",
    );
}

#[test]
fn variant_names_read_and_write() {
    for variant in Variant::ALL {
        assert_eq!(variant.to_string().parse::<Variant>(), Ok(variant));
        assert_eq!(variant.name().to_uppercase().parse::<Variant>(), Ok(variant));
        let start = lines_of_action::AnyPosition::from_variant(variant);
        assert_eq!(start.board_size(), variant.board_size());
        assert_eq!(lines_of_action::AnyPosition::read(&start.to_string(), variant), Ok(start));
    }
    assert_eq!("gemma".parse::<Variant>(), Ok(Variant::CheshireCat));
    assert_eq!("scrambled-eggs".parse::<Variant>(), Ok(Variant::ScrambledEggs));
    assert!("loa12".parse::<Variant>().unwrap_err().to_string().starts_with("unknown variant \"loa12\""));
}

#[test]
fn moves_are_small() {
    // A move is at most three squares and a kind, in one aligned word: pinned so that it stays small.
    assert_eq!(std::mem::size_of::<Move>(), 4);
    assert_eq!(std::mem::size_of::<Position>(), 40);
}
