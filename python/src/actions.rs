//! Action ids: OpenSpiel's numbering of slides, extended to the variants' other
//! moves, and the batched environment's compact numbering.
//!
//! OpenSpiel ids (the same squares for every board size: a1 = 0 … h8 = 63, eight a rank):
//! - a slide: `from · 128 + to · 2 + capture` (0 to 8191), as OpenSpiel numbers them;
//! - a pass: [`PASS`] (8192), in rule sets where a side without a move passes;
//! - Cheshire Cat's exit from `from`: [`EXIT`] + `from` (8193 to 8256);
//! - a Parachute drop-phase turn: [`DROP_TURN`] + `part · 64 + drop`, the part being
//!   `from · 64 + to` for a slide and 4096 for a pass; a lone drop that ends the game:
//!   [`LONE_DROP`] + `drop`.
//!
//! Compact ids (the batched environment, standard family): `cell · 8 + direction`, the
//! cell `rank · N + file` on the N×N board and the direction 0 to 7 for N, NE, E, SE,
//! S, SW, W, NW; the
//! distance is the line's piece count, so the id fixes the move; the pass, where the
//! rules have one, comes after the slides.

use lines_of_action::{Direction, Move, Position, Square};

/// The pass's id.
pub const PASS: i64 = 8192;
/// The first exit id.
pub const EXIT: i64 = 8193;
/// The first drop-phase turn id.
pub const DROP_TURN: i64 = 8257;
/// The first lone-drop id.
pub const LONE_DROP: i64 = DROP_TURN + 4097 * 64;
/// One past the last id.
pub const ALL_IDS: i64 = LONE_DROP + 64;

fn square(index: i64) -> Option<Square> {
    usize::try_from(index).ok().and_then(Square::try_from_index)
}

/// The id of `mv`, a legal move of `pos`.
pub fn id_of(pos: &Position, mv: Move) -> i64 {
    let index = |square: Square| square.index() as i64;
    match mv {
        Move::Slide { from, to } => index(from) * 128 + index(to) * 2 + i64::from(pos.is_capture(mv)),
        Move::Pass => PASS,
        Move::Exit { from } => EXIT + index(from),
        Move::SlideDrop { from, to, drop } => DROP_TURN + (index(from) * 64 + index(to)) * 64 + index(drop),
        Move::PassDrop { drop } => DROP_TURN + 4096 * 64 + index(drop),
        Move::Drop { drop } => LONE_DROP + index(drop),
    }
}

/// The move an id names, if it names one (legal or not); a slide's capture bit is
/// checked against the position by the caller, through [`id_of`].
pub fn move_of(id: i64) -> Option<Move> {
    match id {
        0..PASS => Some(Move::new(square(id >> 7)?, square((id >> 1) & 63)?)),
        PASS => Some(Move::Pass),
        EXIT..DROP_TURN => Some(Move::Exit { from: square(id - EXIT)? }),
        DROP_TURN..LONE_DROP => {
            let (part, drop) = ((id - DROP_TURN) / 64, square((id - DROP_TURN) % 64)?);
            if part == 4096 {
                Some(Move::PassDrop { drop })
            } else {
                Some(Move::SlideDrop { from: square(part / 64)?, to: square(part % 64)?, drop })
            }
        }
        LONE_DROP..ALL_IDS => Some(Move::Drop { drop: square(id - LONE_DROP)? }),
        _ => None,
    }
}

/// By square index, `from` then `to`: the crate's [`Direction::between`] them, as a
/// compact direction (0 for two squares not on one line, never read).
static DIRECTION: [[u8; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut from = 0;
    while from < 64 {
        let mut to = 0;
        while to < 64 {
            if let (Some(origin), Some(target)) = (Square::try_from_index(from), Square::try_from_index(to)) {
                if let Some(direction) = Direction::between(origin, target) {
                    table[from][to] = direction as u8;
                }
            }
            to += 1;
        }
        from += 1;
    }
    table
};

/// The compact id of slide `from`-`to` on the board with `size` files and ranks.
#[inline]
pub fn compact_of(from: Square, to: Square, size: usize) -> i64 {
    let (from, to) = (from.index() & 63, to.index() & 63);
    (((from >> 3) * size + (from & 7)) * 8 + usize::from(DIRECTION[from][to])) as i64
}
