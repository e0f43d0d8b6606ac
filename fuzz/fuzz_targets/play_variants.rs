//! Bytes as a game of any variant. The first byte picks the variant
//! (`byte % Variant::ALL.len()`, in [`Variant::ALL`] order) and, for Parachute, its options
//! (`byte / Variant::ALL.len()`: bit 0 three turns each instead of six, bit 1 the drop first, bit 2 the
//! end tested after each part). Each following byte is an instruction:
//!
//! - `0x00..=0xEF`: play legal move number `index % legal_moves().len()`, where the
//!   index is the byte, or in a position with more than 240 moves (Parachute's drop
//!   phase) the byte and the next one as a 16-bit number; with `make_unchecked` for an
//!   even byte, the checked `make` (which must accept it) for an odd one;
//! - `0xF0..=0xF7`: unmake the latest move not yet undone with the checked `unmake`,
//!   which must restore the position exactly (pieces, holes, reserves, side to move,
//!   hash), also after play past the end left a side without pieces;
//! - `0xF8..=0xFB`: the next byte picks a move of another position — the position
//!   before the last move, or the start of another variant — and gives it to the
//!   checked `play`;
//! - `0xFC..=0xFF`: the next three bytes build any [`Move`] (its kind and squares),
//!   given to the checked `play`.
//!
//! A move given to `play` must be accepted exactly when `is_legal` says so and
//! `legal_moves` lists it, and a refused one must leave the position unchanged.
//!
//! After every step the position must pass `check_invariants`; `move_count` must equal
//! the number of `legal_moves`, `for_each_move` must visit the same moves in the same
//! order, the pass must be the only move exactly when `must_pass`, and `is_game_over`
//! must agree with `outcome` under every rule combination. Every listed move (a sample
//! of 24 in a drop phase) must pass `check_move`, making it must change the variant's
//! state as it says (a hole where a piece left in Cheshire Cat, one stone fewer in the
//! mover's reserve after a drop, the stone on its square; every fourth position so
//! reached must pass `check_invariants`) and unmaking it must restore the position. Each played move's canonical notation must read back as
//! the same move, and making it must equal playing it on a copy. The game is finally
//! unwound with `unmake_unchecked` to the start.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use lines_of_action::{
    BothConnected, DropEndTest, DropOrder, Family, Move, MoveList, NoLegalMove, ParachuteOptions, Position, Rules,
    Square, Undo, Variant,
};

/// Enough plies for any interesting game; keeps each run short.
const MAX_PLIES: usize = 400;

/// Above this many moves a move index takes two bytes.
const ONE_BYTE_MOVES: usize = 240;

/// How many of a drop phase's moves are made and unmade at each step.
const SAMPLED_MOVES: usize = 24;

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

/// The start the first byte picks.
fn start_position(byte: u8) -> Position {
    let variant = Variant::ALL[usize::from(byte) % Variant::ALL.len()];
    let bits = byte / Variant::ALL.len() as u8;
    let options = ParachuteOptions {
        turns: if bits & 1 == 0 { 6 } else { 3 },
        order: if bits & 2 == 0 { DropOrder::MoveFirst } else { DropOrder::DropFirst },
        end_test: if bits & 4 == 0 { DropEndTest::AfterTurn } else { DropEndTest::AfterEachPart },
    };
    Position::from_variant_with(variant, options).unwrap()
}

/// The legal moves of every variant's start (Parachute's under each order), moves of
/// other positions to try.
fn other_starts_moves() -> &'static [Move] {
    static MOVES: OnceLock<Vec<Move>> = OnceLock::new();
    MOVES.get_or_init(|| {
        let drop_first = ParachuteOptions { order: DropOrder::DropFirst, ..ParachuteOptions::DEFAULT };
        let mut starts: Vec<Position> = Variant::ALL.iter().map(|&variant| Position::from_variant(variant).unwrap()).collect();
        starts.push(Position::from_variant_with(Variant::Parachute, drop_first).unwrap());
        // The drop phase's moves, a few of each slide: enough to try.
        starts.iter().flat_map(|pos| pos.legal_moves().into_iter().step_by(7)).collect()
    })
}

/// A square from a byte.
fn square(byte: u8) -> Square {
    Square::ALL[usize::from(byte) % 64]
}

/// Any move, built from three bytes.
fn built_move(kind: u8, a: u8, b: u8) -> Move {
    match kind % 6 {
        0 => Move::Slide { from: square(a), to: square(b) },
        1 => Move::Pass,
        2 => Move::Exit { from: square(a) },
        3 => Move::SlideDrop { from: square(a), to: square(b), drop: square(kind / 6) },
        4 => Move::PassDrop { drop: square(a) },
        _ => Move::Drop { drop: square(a) },
    }
}

/// What making `mv` in `before` must have done to the variant's state.
fn check_made(before: &Position, mv: Move, after: &Position) {
    let mover = before.turn();
    assert_eq!(after.turn(), mover.other(), "{before}: {mv}");
    let holes = match (before.family(), mv) {
        (Family::CheshireCat, Move::Slide { from, .. } | Move::Exit { from }) => before.holes().with(from),
        _ => before.holes(),
    };
    assert_eq!(after.holes(), holes, "{before}: the holes after {mv}");
    let spent = u8::from(mv.drop_square().is_some());
    assert_eq!(after.reserve(mover), before.reserve(mover) - spent, "{before}: the reserve after {mv}");
    assert_eq!(after.reserve(mover.other()), before.reserve(mover.other()), "{before}: {mv}");
    if let Some(drop) = mv.drop_square() {
        // With the drop first, the slide may capture the very stone dropped.
        let owner = if mv.target() == Some(drop) { mover } else { mover.other() };
        assert_eq!(after.piece_at(drop), Some(owner), "{before}: the stone of {mv}");
    }
    if let Some(from) = mv.origin() {
        assert_eq!(after.piece_at(from).filter(|_| mv.drop_square() != Some(from)), None, "{before}: {mv} left");
    }
}

/// Everything checked after each step; `context` describes the step, built only on failure.
fn check(pos: &Position, context: impl Fn() -> String) {
    if let Err(e) = pos.check_invariants() {
        panic!("{}: {e}\n{pos:?}", context());
    }
    let moves = pos.legal_moves();
    assert!(!moves.is_empty(), "{}: {pos}: no move at all", context());
    assert_eq!(pos.move_count(), moves.len(), "{}: {pos}: move_count", context());
    let mut visited = Vec::with_capacity(moves.len());
    pos.for_each_move(|mv| visited.push(mv));
    assert_eq!(visited.as_slice(), moves.as_slice(), "{}: {pos}: for_each_move", context());
    let forced_pass = moves.as_slice() == [Move::PASS];
    assert_eq!(pos.must_pass(), forced_pass, "{}: {pos}: must_pass", context());
    assert!(forced_pass || !moves.contains(&Move::PASS), "{}: {pos}: a pass among other moves", context());
    assert_eq!(pos.is_legal(Move::PASS), forced_pass, "{}: {pos}: is_legal(pass)", context());
    assert_eq!(pos.has_slide(), pos.count_slides() != 0, "{}: {pos}", context());
    for rules in ALL_RULES {
        let outcome = pos.outcome(rules);
        assert_eq!(pos.is_game_over(rules), outcome.is_some(), "{}: {pos}: {rules:?}: {outcome:?}", context());
    }
    let stride = if moves.len() > MoveList::CAPACITY { moves.len() / SAMPLED_MOVES } else { 1 };
    let mut scratch = *pos;
    for (index, &mv) in moves.iter().step_by(stride).enumerate() {
        if let Err(e) = pos.check_move(mv) {
            panic!("{}: {pos}: the listed {mv} is refused: {e}", context());
        }
        let undo = scratch.make_unchecked(mv);
        check_made(pos, mv, &scratch);
        // The invariants of every fourth position one move on (the played move's at the next step).
        if index % 4 == 0 {
            if let Err(e) = scratch.check_invariants() {
                panic!("{}: {pos}: after {mv}: {e}", context());
            }
        }
        scratch.unmake_unchecked(undo);
        assert_eq!(scratch, *pos, "{}: make and unmake of {mv} do not restore", context());
    }
}

/// Checks a move just made from `before` (to `pos`, with `undo`) and records it.
fn record(history: &mut Vec<(Position, Undo)>, before: Position, pos: &Position, undo: Undo, mv: Move) {
    let text = before.notation(mv).to_string();
    assert_eq!(before.parse_move(&text).ok(), Some(mv), "{before}: the notation {text} does not read back");
    assert_eq!(undo.played(), mv);
    assert_eq!(undo.captured(), before.is_capture(mv), "{before}: {text}");
    let mut copy = before;
    copy.play_unchecked(mv);
    assert_eq!(*pos, copy, "{before}: make and play differ on {text}");
    check(pos, || format!("{before}: after {text}"));
    history.push((before, undo));
}

/// Gives `mv`, which may be illegal, to the checked `play`: it must agree with
/// `is_legal` and `legal_moves`, and a refusal must leave the position unchanged.
fn try_move(pos: &mut Position, history: &mut Vec<(Position, Undo)>, mv: Move) {
    let legal = pos.is_legal(mv);
    assert_eq!(legal, pos.legal_moves().contains(&mv), "{pos}: is_legal({mv}) disagrees with legal_moves");
    let before = *pos;
    let mut copy = before;
    match copy.make(mv) {
        Ok(undo) => {
            assert!(legal, "{before}: make accepted the illegal {mv}");
            if history.len() < MAX_PLIES {
                *pos = copy;
                record(history, before, pos, undo, mv);
            }
        }
        Err(e) => {
            assert!(!legal, "{before}: make refused the legal {mv}: {e}");
            assert_eq!(e.mv(), mv);
            assert_eq!(copy, before, "{before}: the refused {mv} changed the position in make");
            assert_eq!(pos.play(mv), Err(e), "{before}: play and make disagree on {mv}");
            assert_eq!(*pos, before, "{before}: the refused {mv} changed the position in play");
        }
    }
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
            0x00..=0xEF => {
                if history.len() >= MAX_PLIES {
                    continue;
                }
                let moves = pos.legal_moves();
                let mut index = usize::from(op);
                if moves.len() > ONE_BYTE_MOVES {
                    if let Some((&high, tail)) = rest.split_first() {
                        rest = tail;
                        index |= usize::from(high) << 8;
                    }
                }
                let mv = moves[index % moves.len()];
                let before = pos;
                let undo = if op % 2 == 1 {
                    pos.make(mv).unwrap_or_else(|e| panic!("{before}: make refused the generated {mv}: {e}"))
                } else {
                    pos.make_unchecked(mv)
                };
                record(&mut history, before, &pos, undo, mv);
            }
            0xF0..=0xF7 => {
                if let Some((before, undo)) = history.pop() {
                    // Also after play past the end left a side without pieces.
                    pos.unmake(undo).unwrap_or_else(|e| panic!("{pos}: unmake {}: {e}", undo.played()));
                    assert_eq!(pos, before, "unmake of {} did not restore", undo.played());
                    check(&pos, || format!("after unmaking {}", undo.played()));
                }
            }
            0xF8..=0xFB => {
                let Some((&pick, tail)) = rest.split_first() else {
                    continue;
                };
                rest = tail;
                // The moves of the position before the last move, then those of the starts.
                let stale = history.last().map(|(before, _)| before.legal_moves()).unwrap_or_default();
                let others = other_starts_moves();
                let index = usize::from(pick) * 7 % (stale.len() + others.len());
                let mv = stale.get(index).copied().unwrap_or_else(|| others[index - stale.len()]);
                try_move(&mut pos, &mut history, mv);
            }
            0xFC..=0xFF => {
                let [kind, a, b, tail @ ..] = rest else {
                    rest = &[];
                    continue;
                };
                rest = tail;
                try_move(&mut pos, &mut history, built_move(*kind, *a, *b));
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
