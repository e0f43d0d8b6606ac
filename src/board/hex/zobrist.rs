//! The hexagonal boards' Zobrist keys, generated at compile time.

use crate::board::color::Color;
use crate::board::hex::place::{CELLS, Place};
use crate::board::zobrist::splitmix64;

/// The seed of the hexagonal boards' keys, "LOA_HEXA": a stream of their own, so that
/// no key is one of the 8×8 keys (seed "LOA_ZOBR") or the wide boards' ("LOA_WIDE"):
/// SplitMix64 steps its state by a fixed odd number, and this seed is some 8.6·10¹⁷
/// steps from the 8×8 one and 6.0·10¹⁸ from the wide one, far more than the few
/// hundred keys each stream draws.
pub(crate) const SEED: u64 = 0x4c4f_415f_4845_5841;

/// `KEYS.0[color][index]` for a piece, `KEYS.1[index]` for a hole, by the cell's dense
/// [index](Place::index): 3 × 91 keys drawn in that order.
const KEYS: ([[u64; CELLS]; 2], [u64; CELLS]) = {
    let mut pieces = [[0u64; CELLS]; 2];
    let mut holes = [0u64; CELLS];
    let mut state = SEED;
    let mut i = 0;
    while i < 3 * CELLS {
        let (next, key) = splitmix64(state);
        state = next;
        if i < 2 * CELLS {
            pieces[i / CELLS][i % CELLS] = key;
        } else {
            holes[i - 2 * CELLS] = key;
        }
        i += 1;
    }
    (pieces, holes)
};

/// The key of a piece of `color` on `cell`.
///
#[inline(always)]
pub const fn piece_key(color: Color, cell: Place) -> u64 {
    KEYS.0[color as usize][cell.index()]
}

/// The key of a hole on `cell`.
#[inline(always)]
pub const fn hole_key(cell: Place) -> u64 {
    KEYS.1[cell.index()]
}
