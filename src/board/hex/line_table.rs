//! The lines of the hexagonal boards as compile-time tables: a number (id) for every line
//! of hex6, and for every cell the line of each kind through it and the cell's place
//! (digit) on it, so that a line's pieces are a few bits of one word (see
//! [`HexLineState`](crate::board::hex::line_state::HexLineState)); and for each board side the
//! digits of each line that are off that board.
//!
//! Every board shares hex6's lines and digits: a smaller board, centred in hex6, holds a
//! middle part of some of them, and its [`closed`] digits say which.

use crate::board::hex::lines::{HexLineKind, LINES_OF_KIND};
use crate::board::hex::place::{MAX_SIDE, Place, SLOTS, STRIDE};
use crate::board::hex::place_set::PlaceSet;

/// The number of lines of hex6: 11 of each kind.
pub(crate) const LINE_COUNT: usize = 3 * LINES_OF_KIND;

/// Room for the line ids: a power of two, so that an id masked with `LINE_SLOTS − 1`
/// needs no bounds check.
pub(crate) const LINE_SLOTS: usize = 64;

/// Where a cell lies on one of its lines: the line's id and the cell's digit there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineSpot {
    /// The line's id, below [`LINE_COUNT`].
    pub(crate) line: u8,
    /// The cell's place on the line, 0 to 10.
    pub(crate) digit: u8,
}

/// The id of the line of `kind` numbered `number` (0 to 10) among those of its kind.
///
/// The lines are numbered kind by kind ([`HexLineKind`]'s order), 11 of each, by their
/// place in the 11×11 parallelogram of the [slots](Place::slot) (`x` along the row, `y`
/// the row): a row by `y`, an up-right line by `x − y + 5`, an up-left line by `x`.
/// A cell's digit on its row is its `x`, on the other two lines its `y`: the digits
/// run east, north-east and north-west, as the slots do, and those of a line's cells are
/// not always 0 up, since the parallelogram's places off hex6 hold no cells (the
/// [`closed`] digits).
#[inline(always)]
pub(crate) const fn line_id(kind: HexLineKind, number: usize) -> usize {
    kind as usize * LINES_OF_KIND + number
}

/// `SPOTS[slot]`: the line of each kind through the cell in `slot` and its digit there,
/// in [`HexLineKind`]'s order (zeros for the slots that are no cell's: 128 entries, so
/// that a slot masked needs no bounds check).
static SPOTS: [[LineSpot; 3]; 128] = {
    let mut table = [[LineSpot { line: 0, digit: 0 }; 3]; 128];
    let mut slot = 0;
    while slot < SLOTS {
        if Place::try_from_slot(slot).is_some() {
            let (x, y) = (slot % STRIDE, slot / STRIDE);
            table[slot] = [
                LineSpot { line: line_id(HexLineKind::Row, y) as u8, digit: x as u8 },
                LineSpot { line: line_id(HexLineKind::UpRight, x + 5 - y) as u8, digit: y as u8 },
                LineSpot { line: line_id(HexLineKind::UpLeft, x) as u8, digit: y as u8 },
            ];
        }
        slot += 1;
    }
    table
};

/// The two lines other than its row through a cell, and its digit bit on both (the
/// cell's row `y`: both lines' digits are rows).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Crossing {
    /// The id of the up-right line.
    pub(crate) up_right: u8,
    /// The id of the up-left line.
    pub(crate) up_left: u8,
    /// `1 << y`.
    pub(crate) bit: u16,
}

/// `CROSSINGS[slot]`: the [`Crossing`] of the cell in `slot` (zeros for the slots that are
/// no cell's).
static CROSSINGS: [Crossing; 128] = {
    let mut table = [Crossing { up_right: 0, up_left: 0, bit: 0 }; 128];
    let mut slot = 0;
    while slot < SLOTS {
        if Place::try_from_slot(slot).is_some() {
            let [_, up_right, up_left] = SPOTS[slot];
            table[slot] = Crossing { up_right: up_right.line, up_left: up_left.line, bit: 1 << up_right.digit };
        }
        slot += 1;
    }
    table
};

/// `SLOT_AT[line][digit]`: the slot of the cell at `digit` on `line` (the digits of the
/// parallelogram's places off hex6 hold some slot, and are never asked for).
static SLOT_AT: [[u8; 16]; LINE_SLOTS] = {
    let mut table = [[0u8; 16]; LINE_SLOTS];
    let mut slot = 0;
    while slot < SLOTS {
        if Place::try_from_slot(slot).is_some() {
            let mut kind = 0;
            while kind < 3 {
                let spot = SPOTS[slot][kind];
                table[spot.line as usize][spot.digit as usize] = slot as u8;
                kind += 1;
            }
        }
        slot += 1;
    }
    table
};

/// `CLOSED[side][line]`: the digits of `line` that are no cell of the board of side
/// `side` (0 to 6): the places off the board, and every digit from 11 up.
static CLOSED: [[u32; LINE_SLOTS]; MAX_SIDE as usize + 1] = {
    let mut table = [[u32::MAX; LINE_SLOTS]; MAX_SIDE as usize + 1];
    let mut side = 0;
    while side <= MAX_SIDE as usize {
        let board = PlaceSet::board_of_size(side as u8);
        let mut slot = 0;
        while slot < SLOTS {
            if let Some(cell) = Place::try_from_slot(slot) {
                if board.contains(cell) {
                    let mut kind = 0;
                    while kind < 3 {
                        let spot = SPOTS[slot][kind];
                        table[side][spot.line as usize] &= !(1 << spot.digit);
                        kind += 1;
                    }
                }
            }
            slot += 1;
        }
        side += 1;
    }
    table
};

/// The three lines through `cell`, in [`HexLineKind`]'s order, with its digit on each.
#[inline(always)]
pub(crate) fn spots(cell: Place) -> &'static [LineSpot; 3] {
    &SPOTS[cell.slot() & 127]
}

/// The up-right and up-left lines through the cell in `slot` (below 128), and its digit
/// bit there.
#[inline(always)]
pub(crate) fn crossing(slot: usize) -> Crossing {
    CROSSINGS[slot & 127]
}

/// The cell at `digit` (a digit of a cell of hex6) on `line`.
#[inline(always)]
pub(crate) fn cell_at(line: usize, digit: u32) -> Place {
    Place::from_slot(usize::from(SLOT_AT[line & (LINE_SLOTS - 1)][digit as usize & 15]))
}

/// The digits of each line that are no cell of the board of side `side` (any side above
/// 6 reads hex6's).
#[inline(always)]
pub(crate) fn closed(side: u8) -> &'static [u32; LINE_SLOTS] {
    &CLOSED[usize::from(side.min(MAX_SIDE))]
}
