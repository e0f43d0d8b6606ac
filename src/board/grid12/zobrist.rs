//! The wide boards' Zobrist keys, generated at compile time.

use crate::board::color::Color;
use crate::board::grid12::square::Square12;
use crate::board::zobrist::splitmix64;

/// `KEYS.0[color][index]` for a piece, `KEYS.1[index]` for a hole, one for every index
/// of the 192 (the 48 that are no square's included): a stream of its own, from a
/// seed of its own, so that no key is one of the 8×8 keys (SplitMix64 steps its state
/// by a fixed odd number: the two seeds are some 5·10¹⁸ steps apart).
const KEYS: ([[u64; 192]; 2], [u64; 192]) = {
    let mut pieces = [[0u64; 192]; 2];
    let mut holes = [0u64; 192];
    let mut state = 0x4c4f_415f_5749_4445; // "LOA_WIDE"
    let mut i = 0;
    while i < 3 * 192 {
        let (next, key) = splitmix64(state);
        state = next;
        if i < 2 * 192 {
            pieces[i / 192][i % 192] = key;
        } else {
            holes[i - 2 * 192] = key;
        }
        i += 1;
    }
    (pieces, holes)
};

/// The key of a piece of `color` on `square`.
#[inline(always)]
pub(in crate::board) const fn piece_key(color: Color, square: Square12) -> u64 {
    KEYS.0[color as usize][square.index()]
}

/// The key of a hole on `square`.
#[inline(always)]
pub(in crate::board) const fn hole_key(square: Square12) -> u64 {
    KEYS.1[square.index()]
}
