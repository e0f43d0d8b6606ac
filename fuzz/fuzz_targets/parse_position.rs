//! Any bytes as position notation, on every board: the parsers must never panic, and
//! every position they accept must be consistent, round-trip through `Display`, and
//! survive making and unmaking each of its legal moves.
//!
//! The text is read as a standard position on every geometry (`Position<G>` for each of
//! `GeometryKind::ALL`: the square boards up to 8x8 and up to 12x12, the hexagons) and on
//! whichever its rows name (`AnyPosition`), which must agree: a text reads on one geometry
//! at most, and `AnyPosition` gives that geometry's reading (its position or its error). It is also read as a position of each
//! variant (`AnyPosition::read`: the variant's board size, Cheshire Cat's holes,
//! Parachute's reserves, Black Hole's empty centre), which for a variant of the standard
//! family must be the standard reading when the size fits.
//!
//! Every position read must pass `check_invariants`, keep the black hole empty, be
//! written as text that reads back (with the same reader) as the same position and is
//! written the same again, and carry the variant's family and size. Its legal moves
//! must agree with `move_count`, `count_slides` (the number of distinct slides) and
//! `must_pass` (the pass alone), and each (a sample of 96 in a drop phase) must pass
//! `is_legal`, keep the invariants once made and be undone exactly by
//! `unmake_unchecked`; `is_game_over` must agree with `outcome` under every rule
//! combination.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lines_of_action::{
    AnyBoard, AnyPosition, BothConnected, Family, Geometry, GeometryKind, Move, NoLegalMove, Position, Rules, Variant,
    on_any_board, with_geometry,
};

/// Above this many moves (a drop phase) only about this many are made and unmade.
const CHECKED_MOVES: usize = 96;

/// The checks on a position `pos` read from `text`, by `reader` (which reads its written text back).
fn check<G: Geometry>(pos: &Position<G>, text: &str, reader: &str, read: impl Fn(&str) -> Result<Position<G>, String>) {
    pos.check_invariants().unwrap_or_else(|e| panic!("{text:?} ({reader}) read as a broken position: {e}"));
    if let Some(hole) = pos.black_hole() {
        assert_eq!(pos.piece_at(hole), None, "{text:?} ({reader}): a piece on the black hole {hole}");
    }

    let written = pos.to_string();
    let reread = read(&written)
        .unwrap_or_else(|e| panic!("{text:?} ({reader}) was written as {written:?}, which does not read: {e}"));
    assert_eq!(reread, *pos, "{text:?} ({reader}) does not round-trip through {written:?}");
    assert_eq!(reread.to_string(), written);

    // Parsed positions reach shapes games rarely do (12 pieces a side, forced
    // passes, connected groups): move generation and make/unmake must cope.
    let moves = pos.legal_moves();
    assert!(!moves.is_empty(), "{written}: no move at all");
    assert_eq!(pos.move_count(), moves.len(), "{written}: move_count");
    let forced_pass = moves.as_slice() == [Move::Pass];
    assert_eq!(pos.must_pass(), forced_pass, "{written}: must_pass");
    let mut slides: Vec<_> = moves.iter().filter_map(|mv| mv.slide()).collect();
    slides.sort_unstable();
    slides.dedup();
    assert_eq!(slides.len(), pos.count_slides(), "{written}: count_slides");
    if matches!(pos.family(), Family::Standard | Family::BlackHole) {
        // Slides only, or the pass alone.
        let slides = pos.count_slides();
        if slides == 0 {
            assert!(forced_pass, "{written}: no slide but {moves:?}");
        } else {
            assert_eq!(moves.len(), slides);
        }
    }
    let stride = moves.len().div_ceil(CHECKED_MOVES).max(1);
    let mut scratch = *pos;
    for &mv in moves.iter().step_by(stride) {
        assert!(pos.is_legal(mv), "{written}: generated {mv} is illegal");
        let undo = scratch.make_unchecked(mv);
        scratch.check_invariants().unwrap_or_else(|e| panic!("{written}: after {mv}: {e}"));
        scratch.unmake_unchecked(undo);
        assert_eq!(scratch, *pos, "{written}: unmake of {mv} did not restore");
    }
    for both_connected in [BothConnected::Draw, BothConnected::MoverWins] {
        for no_legal_move in [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw] {
            let rules = Rules::default().with_both_connected(both_connected).with_no_legal_move(no_legal_move);
            assert_eq!(pos.is_game_over(rules), pos.outcome(rules).is_some(), "{written}: {rules:?}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };

    // The standard family, on each geometry and on the one the rows name: a text reads on
    // one geometry at most, and `AnyPosition` gives that geometry's reading (or, where
    // none reads it, the error of the geometry it picked).
    let any = text.parse::<AnyPosition>();
    let typed: Vec<Result<AnyPosition, String>> = GeometryKind::ALL
        .iter()
        .map(|&kind| {
            with_geometry!(kind, |G| text.parse::<Position<G>>().map(AnyBoard::on::<G>).map_err(|e| e.to_string()))
        })
        .collect();
    let readings = typed.iter().filter(|reading| reading.is_ok()).count();
    assert!(readings <= 1, "{text:?} reads on {readings} geometries");
    let at = |kind: GeometryKind| GeometryKind::ALL.iter().position(|&other| other == kind).unwrap();
    match &any {
        Ok(pos) => assert_eq!(typed[at(pos.geometry())].as_ref(), Ok(pos), "{text:?}"),
        Err(e) => {
            assert_eq!(typed[at(e.geometry())].as_ref().err(), Some(&e.to_string()), "{text:?}");
            assert_eq!(readings, 0, "{text:?} reads on a geometry, but AnyPosition takes another: {e}");
        }
    }
    if let Ok(pos) = &any {
        assert!(pos.family() == Family::Standard);
        on_any_board!(pos, |pos| check(pos, text, "standard", |written| written.parse().map_err(|e| format!("{e}"))));
    }

    // As a position of each variant; variants that read alike (the same family and
    // board size) once.
    let mut read: Vec<AnyPosition> = any.iter().copied().collect();
    for (index, &variant) in Variant::ALL.iter().enumerate() {
        let same = |other: &Variant| {
            other.family() == variant.family()
                && other.board_size() == variant.board_size()
                && other.geometry() == variant.geometry()
        };
        if Variant::ALL[..index].iter().any(same) {
            continue;
        }
        let result = AnyPosition::read(text, variant);
        if variant.family() == Family::Standard {
            match &any {
                Ok(pos) if pos.board_size() == variant.board_size() && pos.geometry() == variant.geometry() => {
                    assert_eq!(result.as_ref().ok(), Some(pos), "{text:?} read as {variant}")
                }
                _ => assert!(result.is_err(), "{text:?} reads as {variant} but not as a standard position"),
            }
        }
        let Ok(pos) = result else {
            continue;
        };
        assert_eq!(pos.family(), variant.family(), "{text:?} read as {variant}");
        assert_eq!(pos.board_size(), variant.board_size(), "{text:?} read as {variant}");
        if read.contains(&pos) {
            continue;
        }
        let reader = variant.to_string();
        on_any_board!(&pos, |pos| {
            check(pos, text, &reader, |written| Position::read(written, variant).map_err(|e| e.to_string()))
        });
        read.push(pos);
    }
});
