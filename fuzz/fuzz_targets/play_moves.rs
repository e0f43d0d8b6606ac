//! Bytes as a game: the first byte picks the start position (the three layouts,
//! then [`POSITIONS`], where forced passes are common), and each following byte is
//! an instruction, read as follows.
//!
//! - `0x00..=0x6F`: play legal move number `byte % legal_moves().len()` with
//!   `make_unchecked`;
//! - `0x70..=0xDF`: the same with `byte - 0x70` and the checked `make`, which must accept it;
//! - `0xE0..=0xEF`: read the next `(byte & 0x0F) + 1` bytes as text (lossy UTF-8)
//!   and give it to `parse_move`: it must not panic, and a move it returns must be legal;
//! - `0xF0..=0xF7`: unmake the latest move not yet undone with the checked
//!   `unmake`, which must restore the position exactly;
//! - `0xF8..=0xFF`: the next two bytes are any move (from, to: square index `% 64`,
//!   the same square being the pass), given to the checked `make`: it must agree
//!   with `is_legal` and `legal_moves`, and a refused move must leave the position unchanged.
//!
//! After every step the position must pass `check_invariants`, `count_slides` must
//! agree with `legal_moves` (0 exactly when the only move is the pass), and
//! `is_game_over` with `outcome` under every rule combination. Making a move must
//! equal copying the position and playing it, and each played move's canonical
//! notation must read back as the same move.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lines_of_action::{BothConnected, Layout, Move, NoLegalMove, Position, Rules, Square, Undo};

/// Enough plies for any interesting game; keeps each run short.
const MAX_PLIES: usize = 1_000;

/// Start positions after the layouts (by index in [`Layout::ALL`]): few pieces,
/// boxed in, so that sides run out of slides.
const POSITIONS: [&str; 5] = [
    // Black has no slide: both its pieces are boxed in corners.
    "6wb/6ww/8/8/8/8/ww6/bw6 b",
    // The same with a free white piece on d5, whose moves may unbox Black.
    "bw6/ww6/8/3w4/8/8/6ww/6wb b",
    // White boxed in and to move; Black has a free piece on e5.
    "wb6/bb6/8/4b3/8/8/6bb/6bw w",
    // Two black pieces against four white ones on the first ranks.
    "8/8/8/8/8/2w5/w1w5/b1w1b3 b",
    // Black in opposite corners, White around one of them.
    "b1w5/1w6/w7/8/8/8/8/5w1b w",
];

/// Every combination of the rule options.
const ALL_RULES: [Rules; 6] = {
    let base = Rules::DEFAULT;
    [
        base.with_both_connected(BothConnected::Draw).with_no_legal_move(NoLegalMove::Pass),
        base.with_both_connected(BothConnected::Draw).with_no_legal_move(NoLegalMove::Loss),
        base.with_both_connected(BothConnected::Draw).with_no_legal_move(NoLegalMove::Draw),
        base.with_both_connected(BothConnected::MoverWins).with_no_legal_move(NoLegalMove::Pass),
        base.with_both_connected(BothConnected::MoverWins).with_no_legal_move(NoLegalMove::Loss),
        base.with_both_connected(BothConnected::MoverWins).with_no_legal_move(NoLegalMove::Draw),
    ]
};

fn start_position(index: u8) -> Position {
    let index = usize::from(index) % (Layout::ALL.len() + POSITIONS.len());
    match Layout::ALL.get(index) {
        Some(&layout) => Position::from_layout(layout),
        None => POSITIONS[index - Layout::ALL.len()].parse().expect("a fixed position parses"),
    }
}

/// Everything checked after each step; `context` describes the step, built only on failure.
fn check(pos: &Position, context: impl Fn() -> String) {
    if let Err(e) = pos.check_invariants() {
        panic!("{}: {e}\n{pos:?}", context());
    }
    let moves = pos.legal_moves();
    let slides = pos.count_slides();
    if slides == 0 {
        assert_eq!(moves.as_slice(), [Move::PASS], "{}: {pos}: no slide counted", context());
    } else {
        assert_eq!(moves.len(), slides, "{}: {pos}: {moves:?}", context());
        assert!(!moves.contains(&Move::PASS), "{}: {pos}: a pass among {slides} slides", context());
    }
    assert_eq!(pos.has_slide(), slides != 0, "{}: {pos}", context());
    assert_eq!(pos.is_legal(Move::PASS), slides == 0, "{}: {pos}", context());
    for rules in ALL_RULES {
        let outcome = pos.outcome(rules);
        assert_eq!(pos.is_game_over(rules), outcome.is_some(), "{}: {pos}: {rules:?}: {outcome:?}", context());
    }
}

/// Checks a move just made from `before` (to `pos`, with `undo`) and records it.
fn record(history: &mut Vec<(Position, Undo)>, before: Position, pos: &Position, undo: Undo, mv: Move, text: &str) {
    assert_eq!(undo.played(), mv);
    assert_eq!(undo.captured(), before.is_capture(mv), "{before}: {text}");
    let mut copy = before;
    copy.play_unchecked(mv);
    assert_eq!(*pos, copy, "{before}: make and play differ on {text}");
    check(pos, || format!("{before}: after {text}"));
    history.push((before, undo));
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, mut rest)) = data.split_first() else {
        return;
    };
    let start = start_position(first);
    let mut pos = start;
    let mut history: Vec<(Position, Undo)> = Vec::new();
    check(&pos, || "start".into());

    while let Some((&op, tail)) = rest.split_first() {
        rest = tail;
        match op {
            0x00..=0xDF => {
                if history.len() >= MAX_PLIES {
                    continue;
                }
                let checked = op >= 0x70;
                let index = usize::from(if checked { op - 0x70 } else { op });
                let moves = pos.legal_moves();
                let mv = moves[index % moves.len()];
                let text = pos.notation(mv).to_string();
                assert_eq!(
                    pos.parse_move(&text).ok(),
                    Some(mv),
                    "{pos}: the notation {text} of a legal move does not read back"
                );
                let before = pos;
                let undo = if checked {
                    pos.make(mv).unwrap_or_else(|e| panic!("{before}: make refused the generated {text}: {e}"))
                } else {
                    pos.make_unchecked(mv)
                };
                record(&mut history, before, &pos, undo, mv, &text);
            }
            0xE0..=0xEF => {
                let len = usize::from(op & 0x0F) + 1;
                let (bytes, tail) = rest.split_at(len.min(rest.len()));
                rest = tail;
                let text = String::from_utf8_lossy(bytes);
                let before = pos;
                if let Ok(mv) = pos.parse_move(&text) {
                    assert!(pos.is_legal(mv), "{pos}: {text:?} read as illegal {mv}");
                    assert!(pos.legal_moves().contains(&mv), "{pos}: {text:?} read as {mv}, not generated");
                }
                assert_eq!(pos, before, "reading {text:?} changed the position");
            }
            0xF0..=0xF7 => {
                if let Some((before, undo)) = history.pop() {
                    pos.unmake(undo).unwrap_or_else(|e| panic!("{pos}: unmake {}: {e}", undo.played()));
                    assert_eq!(pos, before, "unmake of {} did not restore", undo.played());
                    check(&pos, || format!("after unmaking {}", undo.played()));
                }
            }
            0xF8..=0xFF => {
                let [from, to, tail @ ..] = rest else {
                    rest = &[];
                    continue;
                };
                rest = tail;
                let square = |byte: u8| Square::ALL[usize::from(byte) % 64];
                let mv = Move::new(square(*from), square(*to));
                let legal = pos.is_legal(mv);
                assert_eq!(legal, pos.legal_moves().contains(&mv), "{pos}: is_legal({mv}) disagrees with legal_moves");
                let before = pos;
                match pos.make(mv) {
                    Ok(undo) => {
                        assert!(legal, "{before}: make accepted the illegal {mv}");
                        if history.len() >= MAX_PLIES {
                            pos.unmake(undo).unwrap_or_else(|e| panic!("{pos}: unmake {mv}: {e}"));
                            assert_eq!(pos, before);
                        } else {
                            let text = before.notation(mv).to_string();
                            record(&mut history, before, &pos, undo, mv, &text);
                        }
                    }
                    Err(e) => {
                        assert!(!legal, "{before}: make refused the legal {mv}: {e}");
                        assert_eq!(e.mv(), mv);
                        assert_eq!(pos, before, "{before}: the refused {mv} changed the position");
                        let mut copy = pos;
                        assert_eq!(copy.play(mv), Err(e), "{before}: play and make disagree on {mv}");
                        assert_eq!(copy, before, "{before}: the refused {mv} changed the position in play");
                    }
                }
            }
        }
    }

    // Unwind the rest of the game with the unchecked path.
    while let Some((before, undo)) = history.pop() {
        pos.unmake_unchecked(undo);
        assert_eq!(pos, before, "unmake of {} did not restore", undo.played());
    }
    assert_eq!(pos, start);
});
