//! Zobrist keys, generated at compile time.

use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::board::grid8::square::Square;

/// One step of SplitMix64: a well-mixed 64-bit sequence from a fixed seed.
pub(in crate::board) const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// `PIECE_KEYS[color][square]`, then the key for White to move.
const KEYS: ([[u64; 64]; 2], u64) = {
    let mut keys = [[0u64; 64]; 2];
    let mut state = 0x4c4f_415f_5a4f_4252; // "LOA_ZOBR"
    let mut i = 0;
    while i < 128 {
        let (next, key) = splitmix64(state);
        state = next;
        keys[i / 64][i % 64] = key;
        i += 1;
    }
    let (_, white_to_move) = splitmix64(state);
    (keys, white_to_move)
};

/// The key of a piece of `color` on `square`.
#[inline]
pub(crate) const fn piece_key(color: Color, square: Square) -> u64 {
    KEYS.0[color as usize][square as usize]
}

/// The key xor-ed in when White is to move.
pub(crate) const WHITE_TO_MOVE: u64 = KEYS.1;

/// `VARIANT_KEYS.0[square]` for a hole, `VARIANT_KEYS.1[color][count]` for a reserve of
/// `count` stones held by `color`: drawn on from where [`KEYS`] stopped, so that the
/// keys of the standard game stay as they were.
const VARIANT_KEYS: ([u64; 64], [[u64; 16]; 2]) = {
    let mut state = 0x4c4f_415f_5a4f_4252;
    let mut i = 0;
    while i < 129 {
        state = splitmix64(state).0;
        i += 1;
    }
    let mut holes = [0u64; 64];
    let mut reserves = [[0u64; 16]; 2];
    let mut i = 0;
    while i < 64 + 32 {
        let (next, key) = splitmix64(state);
        state = next;
        if i < 64 {
            holes[i] = key;
        } else {
            reserves[(i - 64) / 16][(i - 64) % 16] = key;
        }
        i += 1;
    }
    (holes, reserves)
};

/// The key of a hole on `square`.
#[inline]
pub(crate) const fn hole_key(square: Square) -> u64 {
    VARIANT_KEYS.0[square as usize]
}

/// The key of `color` holding `count` stones in reserve (none for an empty reserve).
#[inline]
pub(crate) const fn reserve_key(color: Color, count: u8) -> u64 {
    if count == 0 { 0 } else { VARIANT_KEYS.1[color as usize][count as usize & 15] }
}

/// What a slide of `mover` from `from` to `to` xors into the hash (the side to move aside).
#[inline(always)]
pub(crate) fn slide_key<G: Geometry>(mover: Color, from: G::Square, to: G::Square, captured: bool) -> u64 {
    let capture = G::piece_key(mover.other(), to) & 0u64.wrapping_sub(captured as u64);
    G::piece_key(mover, from) ^ G::piece_key(mover, to) ^ capture
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn keys_are_distinct_and_well_mixed() {
        let mut keys: Vec<u64> = Color::ALL
            .into_iter()
            .flat_map(|color| Square::ALL.into_iter().map(move |sq| piece_key(color, sq)))
            .chain([WHITE_TO_MOVE])
            .chain(Square::ALL.into_iter().map(hole_key))
            .chain(Color::ALL.into_iter().flat_map(|color| (1..16).map(move |count| reserve_key(color, count))))
            .collect();
        // About half the bits of each key set: no key is sparse or dense.
        assert!(keys.iter().all(|key| (16..=48).contains(&key.count_ones())), "{keys:x?}");
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 129 + 64 + 30);
    }
}
