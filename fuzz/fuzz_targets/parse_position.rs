//! Any bytes as position notation, on every board: the parsers must never panic, and
//! every position they accept must be consistent, round-trip through `Display`, and
//! survive making and unmaking each of its legal moves.
//!
//! The text is read as a standard position on the boards up to 8x8 (`Position`), on the
//! wide ones (`Position<Grid12>`) and on whichever its ranks name (`AnyPosition`), which
//! must agree: a text reads on one geometry at most, and `AnyPosition` gives that
//! geometry's reading (its position or its error). It is also read as a position of each
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
    AnyBoard, AnyPosition, BothConnected, Family, Geometry, Move, NoLegalMove, Position, Rules, Variant, Grid12,
    on_any_board,
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

    // The standard family, on each geometry and on the one the ranks name.
    let narrow = text.parse::<Position>();
    let wide = text.parse::<Position<Grid12>>();
    let any = text.parse::<AnyPosition>();
    assert!(narrow.is_err() || wide.is_err(), "{text:?} reads on both geometries");
    match &any {
        Ok(AnyBoard::Grid8(pos)) => assert_eq!(narrow.as_ref(), Ok(pos), "{text:?}"),
        Ok(AnyBoard::Grid12(pos)) => assert_eq!(wide.as_ref(), Ok(pos), "{text:?}"),
        Err(AnyBoard::Grid8(e)) => {
            assert_eq!(narrow.as_ref().err(), Some(e), "{text:?}");
            assert!(wide.is_err(), "{text:?} reads on the wide geometry, but AnyPosition takes the 8x8 one: {e}");
        }
        Err(AnyBoard::Grid12(e)) => {
            assert_eq!(wide.as_ref().err(), Some(e), "{text:?}");
            assert!(narrow.is_err(), "{text:?} reads up to 8x8, but AnyPosition takes the wide geometry: {e}");
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
        let same = |other: &Variant| other.family() == variant.family() && other.board_size() == variant.board_size();
        if Variant::ALL[..index].iter().any(same) {
            continue;
        }
        let result = AnyPosition::read(text, variant);
        if variant.family() == Family::Standard {
            match &any {
                Ok(pos) if pos.board_size() == variant.board_size() => {
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
