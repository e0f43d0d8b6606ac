//! Playouts' fast path on the boards up to 8×8: in the standard family every line's
//! pattern kept up to date move by move ([`LineState`]), so that a move is counted,
//! found and played in a few hundred instructions; the other variants play through the
//! general path.

use crate::board::color::Color;
use crate::board::grid8::line_state::LineState;
use crate::board::grid8::square::Square;
use crate::playout::{Playout, Record, pick};
use crate::position::Position;
use crate::position::family::Family;
use crate::position::moves::Move;
use crate::rules::Rules;
use crate::rules::outcome::{GameResult, connected_after_move, decide_before_moves_with, no_legal_move_verdict};

/// `$body` with the constant `$size` the side of the board of `$position` (5 to 8),
/// so that a [`LineState`] is read with its own board's lines.
macro_rules! on_board {
    ($position:expr, |$size:ident| $body:expr) => {
        match $position.board_size() {
            5 => {
                const $size: usize = 5;
                $body
            }
            6 => {
                const $size: usize = 6;
                $body
            }
            7 => {
                const $size: usize = 7;
                $body
            }
            _ => {
                const $size: usize = 8;
                $body
            }
        }
    };
}

/// The lines a [`Playout`] from `position` keeps: those of the standard family's
/// boards, `None` for Cheshire Cat and Parachute.
pub(super) fn playout_lines(position: &Position) -> Option<LineState> {
    matches!(position.family(), Family::Standard).then(|| on_board!(position, |SIZE| position.line_state::<SIZE>()))
}

/// The 8×8 geometry's fast path: the standard family read off the kept lines, the
/// other variants through the general path.
impl Playout {
    /// [`Playout::move_count`] on the boards up to 8×8.
    #[inline(always)]
    pub(super) fn move_count8(&self) -> usize {
        if self.is_over() {
            return 0;
        }
        let turn = self.position.turn();
        match &self.lines {
            Some(lines) => (on_board!(self.position, |SIZE| lines.slides::<SIZE>(turn)) as usize).max(1),
            None => self.position.move_count(),
        }
    }

    /// [`Playout::nth_move`] on the boards up to 8×8.
    #[inline(always)]
    pub(super) fn nth_move8(&self, index: usize) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        match &self.lines {
            Some(lines) => on_board!(self.position, |SIZE| nth_move_on::<SIZE>(lines, self.position.turn(), index)),
            None => self.position.nth_move(index),
        }
    }

    /// [`Playout::for_each_move`] on the boards up to 8×8.
    #[inline(always)]
    pub(super) fn for_each_move8(&self, mut visit: impl FnMut(Move)) {
        if self.is_over() {
            return;
        }
        match &self.lines {
            Some(lines) => on_board!(self.position, |SIZE| {
                for_each_move_on::<SIZE>(lines, self.position.turn(), &mut visit);
            }),
            None => self.position.for_each_move(visit),
        }
    }

    /// [`Playout::play_nth`] on the boards up to 8×8, the result decided with `past`.
    #[inline(always)]
    pub(super) fn play_nth8(&mut self, index: usize, past: &mut impl Record) -> Option<Move> {
        let mv = self.nth_move8(index)?;
        self.play_unchecked8(mv, past);
        Some(mv)
    }

    /// Plays `mv`, a legal move, and decides the result with `past`.
    #[inline(always)]
    pub(super) fn play_unchecked8(&mut self, mv: Move, past: &mut impl Record) {
        match (&mut self.lines, mv) {
            (Some(lines), Move::Slide { from, to }) => {
                let (position, rules) = (&mut self.position, self.rules);
                self.plies += 1;
                self.result = on_board!(position, |SIZE| play_slide_on::<SIZE>(position, lines, rules, from, to, past));
            }
            _ => self.play_general(mv, past),
        }
    }

    /// [`Playout::play_random`] on the boards up to 8×8, the result decided with `past`.
    #[inline(always)]
    pub(super) fn play_random8(&mut self, random: u32, past: &mut impl Record) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let (position, rules) = (&mut self.position, self.rules);
        // One dispatch on the board a move, then its own code throughout.
        let played = match &mut self.lines {
            Some(lines) => {
                on_board!(position, |SIZE| play_random_on::<SIZE>(position, lines, rules, random, past))
            }
            None => None,
        };
        if let Some((mv, result)) = played {
            self.plies += 1;
            self.result = result;
            return Some(mv);
        }
        if self.lines.is_none() && !self.position.in_drop_phase() {
            // Cheshire Cat and Parachute after the drops: one pass lists the moves (on
            // the stack), rather than one to count them and one to find the chosen.
            let moves = self.position.legal_moves();
            let mv = moves[pick(random, moves.len())];
            self.play_general(mv, past);
            return Some(mv);
        }
        self.play_nth8(pick(random, self.move_count8()), past)
    }
}

/// The random slide `random` picks on the lines of the board with `SIZE` squares a
/// side, played, and the result after it; `None` (nothing played) for the forced pass,
/// which the caller plays its general way.
#[inline(always)]
fn play_random_on<const SIZE: usize>(
    position: &mut Position,
    lines: &mut LineState,
    rules: Rules,
    random: u32,
    past: &mut impl Record,
) -> Option<(Move, Option<GameResult>)> {
    let mover = position.turn();
    let index = ((u64::from(random) * u64::from(lines.slides::<SIZE>(mover))) >> 32) as u32;
    let (from, to) = lines.nth_slide::<SIZE>(mover, index)?;
    Some((Move::new(from, to), play_slide_on::<SIZE>(position, lines, rules, from, to, past)))
}

/// Plays the side to move's slide `from` `to`, a legal one, on the position and its
/// lines, and returns the result after it with `past`: the end-of-game decision
/// ([`decide`]) specialised, since neither side was connected before the move and the
/// opponent's pieces changed only if one was captured (the standard family has no
/// drops, so a capture is a slide onto an enemy).
#[inline(always)]
fn play_slide_on<const SIZE: usize>(
    position: &mut Position,
    lines: &mut LineState,
    rules: Rules,
    from: Square,
    to: Square,
    past: &mut impl Record,
) -> Option<GameResult> {
    let mover = position.turn();
    let opponent = !mover;
    let captured = position.make_unchecked(Move::new(from, to)).captured();
    lines.apply_slide::<SIZE>(from, to, mover, captured);
    let connected = connected_after_move(position.pieces(mover), position.pieces(opponent), captured);
    let replies = || lines.slides::<SIZE>(opponent);
    let past = past.record(position, Some(captured));
    decide_before_moves_with(position, past, rules, || connected)
        .or_else(|| no_legal_move_verdict(|| replies() == 0, opponent, rules))
}

/// Calls `visit` with each move of `color`, the side to move, on `lines` of the board
/// with `SIZE` squares a side: its slides, or the pass.
#[inline(always)]
fn for_each_move_on<const SIZE: usize>(lines: &LineState, color: Color, visit: &mut impl FnMut(Move)) {
    if lines.slides::<SIZE>(color) == 0 {
        visit(Move::PASS);
    } else {
        lines.for_each_slide::<SIZE>(color, |from, to| visit(Move::new(from, to)));
    }
}

/// The move at `index` of `color`, the side to move, on `lines` of the board with
/// `SIZE` squares a side: its slides, or the pass.
#[inline(always)]
fn nth_move_on<const SIZE: usize>(lines: &LineState, color: Color, index: usize) -> Option<Move> {
    if lines.slides::<SIZE>(color) == 0 {
        return (index == 0).then_some(Move::PASS);
    }
    let (from, to) = lines.nth_slide::<SIZE>(color, u32::try_from(index).ok()?)?;
    Some(Move::new(from, to))
}
