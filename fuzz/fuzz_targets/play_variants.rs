//! Bytes as a game of any variant, on its board (5x5 to 12x12). The first byte picks the
//! variant (`byte % Variant::ALL.len()`, in [`Variant::ALL`] order) and, for Parachute, its
//! options (`byte / Variant::ALL.len()`: bit 0 three turns each instead of six, bit 1 the
//! drop first, bit 2 the end tested after each part); the game is played on the variant's
//! geometry (`Grid8` up to 8x8, `Grid12` from 9x9), the same checks on each. Each following
//! byte is an instruction:
//!
//! - `0x00..=0xEF`: play legal move number `index % legal_moves().len()`, where the
//!   index is the byte, or in a position with more than 240 moves (Parachute's drop
//!   phase) the byte and the next one as a 16-bit number; with `make_unchecked` for an
//!   even byte, the checked `make` (which must accept it) for an odd one;
//! - `0xF0..=0xF7`: unmake the latest move not yet undone with the checked `unmake`,
//!   which must restore the position exactly (pieces, holes, reserves, side to move,
//!   hash), also after play past the end left a side without pieces;
//! - `0xF8..=0xFB`: the next byte picks a move of another position — the position
//!   before the last move, or the start of another variant, of either geometry (its
//!   squares carried over by file and rank, those of the wide starts that fit the 8x8
//!   grid to a board up to 8x8) — and gives it to the checked `play`;
//! - `0xFC..=0xFF`: the next three bytes build any [`Move`] (its kind and squares, each
//!   square `byte % n²` in index order over the geometry's whole `n`×`n` grid: 8x8, or
//!   12x12 for the wide boards, so off the board too on the smaller ones), given to the
//!   checked `play`.
//!
//! A move given to `play` must be accepted exactly when `is_legal` says so and
//! `legal_moves` lists it, and a refused one must leave the position unchanged.
//!
//! After every step the position must pass `check_invariants`; `move_count` must equal
//! the number of `legal_moves`, `for_each_move` must visit the same moves in the same
//! order, the pass must be the only move exactly when `must_pass`, `is_game_over` must
//! agree with `outcome` under every rule combination, and Black Hole's black hole must
//! be empty. Every listed move (a sample of 24 in a drop phase) must pass `check_move`,
//! making it must change the pieces and the variant's state as it says (the piece moved,
//! what it captured removed; a hole where a piece left in Cheshire Cat; one stone fewer in
//! the mover's reserve after a drop, the stone on its square; in Black Hole a piece that
//! lands on the black hole gone, the mover one piece fewer, the square still empty; every
//! fourth position so reached must pass `check_invariants`) and unmaking it must restore
//! the position. Each played move's canonical notation must read back as the same move,
//! and making it must equal playing it on a copy. The game is finally unwound with
//! `unmake_unchecked` to the start.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use lines_of_action::{
    AnyPosition, BoardSquare, BothConnected, DropEndTest, DropOrder, Family, Geometry, Move, NoLegalMove,
    ParachuteOptions, Position, Rules, SquareSet, Undo, Variant, on_any_board,
};

/// Enough plies for any interesting game; keeps each run short.
const MAX_PLIES: usize = 400;

/// Above this many moves a move index takes two bytes.
const ONE_BYTE_MOVES: usize = 240;

/// Above this many moves (only Parachute's drop phase has more: 20 pieces × 8
/// directions is the most slides of any board) only a sample is made and unmade.
const ALL_CHECKED: usize = 160;

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

/// The start the first byte picks, on its variant's board.
fn start_position(byte: u8) -> AnyPosition {
    let variant = Variant::ALL[usize::from(byte) % Variant::ALL.len()];
    let bits = byte / Variant::ALL.len() as u8;
    let options = ParachuteOptions {
        turns: if bits & 1 == 0 { 6 } else { 3 },
        order: if bits & 2 == 0 { DropOrder::MoveFirst } else { DropOrder::DropFirst },
        end_test: if bits & 4 == 0 { DropEndTest::AfterTurn } else { DropEndTest::AfterEachPart },
    };
    AnyPosition::from_variant_with(variant, options)
}

/// A square as its file and rank (from 0): what carries a move from one geometry to the other.
type Coords = (u8, u8);

/// `mv` with each square replaced by `f` of it; `None` if `f` gives `None` for one.
fn map_move<S: Copy, T>(mv: Move<S>, f: impl Fn(S) -> Option<T>) -> Option<Move<T>> {
    Some(match mv {
        Move::Slide { from, to } => Move::Slide { from: f(from)?, to: f(to)? },
        Move::Pass => Move::Pass,
        Move::Exit { from } => Move::Exit { from: f(from)? },
        Move::SlideDrop { from, to, drop } => Move::SlideDrop { from: f(from)?, to: f(to)?, drop: f(drop)? },
        Move::PassDrop { drop } => Move::PassDrop { drop: f(drop)? },
        Move::Drop { drop } => Move::Drop { drop: f(drop)? },
    })
}

/// Every seventh legal move of `pos`, as coordinates.
fn coords<G: Geometry>(pos: &Position<G>) -> Vec<Move<Coords>> {
    let coords = |square: G::Square| Some((square.file_index(), square.rank_index()));
    pos.legal_moves()
        .into_iter()
        .step_by(7)
        .map(|mv| map_move(mv, coords).expect("every square has coordinates"))
        .collect()
}

/// The legal moves of every variant's start (Parachute's under each order), on both
/// geometries, as coordinates: moves of other positions to try. Those whose squares all
/// fit a grid of `grid`×`grid` squares (8 or 12).
fn other_starts_moves(grid: u8) -> &'static [Move<Coords>] {
    static MOVES: OnceLock<[Vec<Move<Coords>>; 2]> = OnceLock::new();
    let [narrow, wide] = MOVES.get_or_init(|| {
        let drop_first = ParachuteOptions { order: DropOrder::DropFirst, ..ParachuteOptions::DEFAULT };
        let mut starts: Vec<AnyPosition> =
            Variant::ALL.iter().map(|&variant| AnyPosition::from_variant(variant)).collect();
        starts.push(AnyPosition::from_variant_with(Variant::Parachute, drop_first));
        // The drop phase's moves, a few of each slide: enough to try.
        let all: Vec<Move<Coords>> = starts.iter().flat_map(|start| on_any_board!(start, |pos| coords(pos))).collect();
        let narrow = all
            .iter()
            .copied()
            .filter(|&mv| map_move(mv, |(file, rank)| (file < 8 && rank < 8).then_some(())).is_some())
            .collect();
        [narrow, all]
    });
    if grid <= 8 { narrow } else { wide }
}

/// A square of the geometry's whole grid from a byte: `byte % n²` in index order; on a
/// geometry whose names do not fill the grid (a hexagon), `byte % cells` in index order.
fn square<S: BoardSquare>(byte: u8) -> S {
    let grid = S::MAX_SIZE;
    let index = byte % (grid * grid);
    S::at(index % grid, index / grid).unwrap_or_else(|| {
        let count = (0..S::INDICES).filter_map(S::try_from_index).count();
        (0..S::INDICES).filter_map(S::try_from_index).nth(usize::from(byte) % count).expect("a square")
    })
}

/// Any move, built from three bytes.
fn built_move<S: BoardSquare>(kind: u8, a: u8, b: u8) -> Move<S> {
    match kind % 6 {
        0 => Move::Slide { from: square(a), to: square(b) },
        1 => Move::Pass,
        2 => Move::Exit { from: square(a) },
        3 => Move::SlideDrop { from: square(a), to: square(b), drop: square(kind / 6) },
        4 => Move::PassDrop { drop: square(a) },
        _ => Move::Drop { drop: square(a) },
    }
}

/// What making `mv` in `before` must have done to the pieces and the variant's state.
fn check_made<G: Geometry>(before: &Position<G>, mv: Move<G::Square>, after: &Position<G>) {
    let mover = before.turn();
    let opponent = mover.other();
    assert_eq!(after.turn(), opponent, "{before}: {mv}");
    let holes = match (before.family(), mv) {
        (Family::CheshireCat, Move::Slide { from, .. } | Move::Exit { from }) => before.holes().with(from),
        _ => before.holes(),
    };
    assert_eq!(after.holes(), holes, "{before}: the holes after {mv}");
    let spent = u8::from(mv.drop_square().is_some());
    assert_eq!(after.reserve(mover), before.reserve(mover) - spent, "{before}: the reserve after {mv}");
    assert_eq!(after.reserve(opponent), before.reserve(opponent), "{before}: {mv}");
    if let Some(drop) = mv.drop_square() {
        // With the drop first, the slide may capture the very stone dropped.
        let owner = if mv.target() == Some(drop) { mover } else { opponent };
        assert_eq!(after.piece_at(drop), Some(owner), "{before}: the stone of {mv}");
    }
    if let Some(from) = mv.origin() {
        assert_eq!(after.piece_at(from).filter(|_| mv.drop_square() != Some(from)), None, "{before}: {mv} left");
    }

    // The pieces, part by part: the drop before or after the slide, the slide capturing
    // what stands on its target, the black hole swallowing what lands on it.
    let drop_first = matches!(before.family(), Family::Parachute(ParachuteOptions { order: DropOrder::DropFirst, .. }));
    let (mut own, mut theirs) = (before.pieces(mover), before.pieces(opponent));
    let mut drop = mv.drop_square();
    if drop_first && let Some(square) = drop.take() {
        theirs = theirs.with(square);
    }
    if let Some(from) = mv.origin() {
        own = own.without(from);
    }
    let swallowed = mv.target().is_some() && mv.target() == before.black_hole();
    if let Some(to) = mv.target() {
        theirs = theirs.without(to);
        if !swallowed {
            own = own.with(to);
        }
    }
    if let Some(square) = drop {
        theirs = theirs.with(square);
    }
    assert_eq!(after.pieces(mover), own, "{before}: the mover's pieces after {mv}");
    assert_eq!(after.pieces(opponent), theirs, "{before}: the opponent's pieces after {mv}");
    if let Some(hole) = before.black_hole() {
        assert_eq!(after.black_hole(), Some(hole), "{before}: {mv}");
        assert_eq!(after.piece_at(hole), None, "{before}: {mv} left a piece on the black hole {hole}");
        if swallowed {
            assert_eq!(after.piece_count(mover) + 1, before.piece_count(mover), "{before}: {mv} into the black hole");
            assert_eq!(after.pieces(opponent), before.pieces(opponent), "{before}: {mv} into the black hole");
        }
    }
}

/// Everything checked after each step; `context` describes the step, built only on failure.
fn check<G: Geometry>(pos: &Position<G>, context: impl Fn() -> String) {
    if let Err(e) = pos.check_invariants() {
        panic!("{}: {e}\n{pos:?}", context());
    }
    if let Some(hole) = pos.black_hole() {
        assert_eq!(pos.piece_at(hole), None, "{}: {pos}: a piece on the black hole {hole}", context());
    }
    let moves = pos.legal_moves();
    assert!(!moves.is_empty(), "{}: {pos}: no move at all", context());
    assert_eq!(pos.move_count(), moves.len(), "{}: {pos}: move_count", context());
    let mut visited = Vec::with_capacity(moves.len());
    pos.for_each_move(|mv| visited.push(mv));
    assert_eq!(visited.as_slice(), moves.as_slice(), "{}: {pos}: for_each_move", context());
    let forced_pass = moves.as_slice() == [Move::Pass];
    assert_eq!(pos.must_pass(), forced_pass, "{}: {pos}: must_pass", context());
    assert!(forced_pass || !moves.contains(&Move::Pass), "{}: {pos}: a pass among other moves", context());
    assert_eq!(pos.is_legal(Move::Pass), forced_pass, "{}: {pos}: is_legal(pass)", context());
    assert_eq!(pos.has_slide(), pos.count_slides() != 0, "{}: {pos}", context());
    for rules in ALL_RULES {
        let outcome = pos.outcome(rules);
        assert_eq!(pos.is_game_over(rules), outcome.is_some(), "{}: {pos}: {rules:?}: {outcome:?}", context());
    }
    let stride = if moves.len() > ALL_CHECKED { moves.len() / SAMPLED_MOVES } else { 1 };
    let mut scratch = *pos;
    for (index, &mv) in moves.iter().step_by(stride).enumerate() {
        if let Err(e) = pos.check_move(mv) {
            panic!("{}: {pos}: the listed {mv} is refused: {e}", context());
        }
        let undo = scratch.make_unchecked(mv);
        check_made(pos, mv, &scratch);
        // The invariants of every fourth position one move on (the played move's at the next step).
        if index % 4 == 0
            && let Err(e) = scratch.check_invariants()
        {
            panic!("{}: {pos}: after {mv}: {e}", context());
        }
        scratch.unmake_unchecked(undo);
        assert_eq!(scratch, *pos, "{}: make and unmake of {mv} do not restore", context());
    }
}

/// The game so far: each position before a move, with the move's undo token.
type History<G> = Vec<(Position<G>, Undo<<G as Geometry>::Square>)>;

/// Checks a move just made from `before` (to `pos`, with `undo`) and records it.
fn record<G: Geometry>(
    history: &mut History<G>,
    before: Position<G>,
    pos: &Position<G>,
    undo: Undo<G::Square>,
    mv: Move<G::Square>,
) {
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
fn try_move<G: Geometry>(pos: &mut Position<G>, history: &mut History<G>, mv: Move<G::Square>) {
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

/// The game the instructions in `data` play from `start`, and every check on the way.
fn play<G: Geometry>(start: Position<G>, mut rest: &[u8]) {
    let mut pos = start;
    let mut history: History<G> = Vec::new();
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
                if moves.len() > ONE_BYTE_MOVES
                    && let Some((&high, tail)) = rest.split_first()
                {
                    rest = tail;
                    index |= usize::from(high) << 8;
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
                let others = other_starts_moves(G::Square::MAX_SIZE);
                let index = usize::from(pick) * 7 % (stale.len() + others.len());
                // A start's move whose names are no cells of this board (a square board's
                // on a hexagon) is not tried.
                let mv = match stale.get(index) {
                    Some(&mv) => Some(mv),
                    None => map_move(others[index - stale.len()], |(file, rank)| G::Square::at(file, rank)),
                };
                if let Some(mv) = mv {
                    try_move(&mut pos, &mut history, mv);
                }
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
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    on_any_board!(start_position(first), |start| play(start, rest));
});
