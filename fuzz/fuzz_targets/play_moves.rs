//! Bytes as a game: the first byte picks the start layout, each following byte
//! is an instruction, read as follows.
//!
//! - `0x00..=0xDF`: play legal move number `byte % legal_moves().len()` with
//!   `make_unchecked`;
//! - `0xE0..=0xEF`: read the next `(byte & 0x0F) + 1` bytes as text (lossy UTF-8)
//!   and give it to `parse_move`: it must not panic, and a move it returns must be legal;
//! - `0xF0..=0xFF`: unmake the latest move not yet undone, which must restore the
//!   position exactly.
//!
//! After every step the position must pass `check_invariants`, making a move must
//! equal copying the position and playing it, and each played move's canonical
//! notation must read back as the same move.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lines_of_action::{Layout, Position, Rules, Undo};

/// Enough plies for any interesting game; keeps each run short.
const MAX_PLIES: usize = 1_000;

/// Checks the invariants; `context` describes the step, built only on failure.
fn check(pos: &Position, context: impl FnOnce() -> String) {
    if let Err(e) = pos.check_invariants() {
        panic!("{}: {e}\n{pos:?}", context());
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, mut rest)) = data.split_first() else {
        return;
    };
    let layout = Layout::ALL[usize::from(first) % Layout::ALL.len()];
    let mut pos = Position::from_layout(layout);
    let mut history: Vec<(Position, Undo)> = Vec::new();
    check(&pos, || "start".into());

    while let Some((&op, tail)) = rest.split_first() {
        rest = tail;
        match op {
            0x00..=0xDF => {
                if history.len() >= MAX_PLIES {
                    continue;
                }
                let moves = pos.legal_moves();
                let mv = moves[usize::from(op) % moves.len()];
                let text = pos.notation(mv).to_string();
                assert_eq!(
                    pos.parse_move(&text).ok(),
                    Some(mv),
                    "{pos}: the notation {text} of a legal move does not read back"
                );
                let mut copy = pos;
                copy.play_unchecked(mv);
                let before = pos;
                let undo = pos.make_unchecked(mv);
                assert_eq!(undo.played(), mv);
                check(&pos, || format!("{before}: after {text}"));
                assert_eq!(pos, copy, "{before}: make and play differ on {text}");
                let _ = pos.outcome(Rules::default());
                history.push((before, undo));
            }
            0xE0..=0xEF => {
                let len = usize::from(op & 0x0F) + 1;
                let (bytes, tail) = rest.split_at(len.min(rest.len()));
                rest = tail;
                let text = String::from_utf8_lossy(bytes);
                if let Ok(mv) = pos.parse_move(&text) {
                    assert!(pos.is_legal(mv), "{pos}: {text:?} read as illegal {mv}");
                    assert!(pos.legal_moves().contains(&mv), "{pos}: {text:?} read as {mv}, not generated");
                }
            }
            0xF0..=0xFF => {
                if let Some((before, undo)) = history.pop() {
                    pos.unmake(undo).unwrap_or_else(|e| panic!("{pos}: unmake {}: {e}", undo.played()));
                    assert_eq!(pos, before, "unmake of {} did not restore", undo.played());
                    check(&pos, || "after unmake".into());
                }
            }
        }
    }

    // Unwind the rest of the game with the unchecked path.
    while let Some((before, undo)) = history.pop() {
        pos.unmake_unchecked(undo);
        assert_eq!(pos, before, "unmake of {} did not restore", undo.played());
    }
    assert_eq!(pos, Position::from_layout(layout));
});
