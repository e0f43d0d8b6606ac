//! Whether a [`Bitboard12`]'s squares form one group (8-neighbour flood fill).

use crate::board::grid12::bitboard::Bitboard12;

impl Bitboard12 {
    /// Whether all squares of the set form one group under 8-neighbour adjacency. An
    /// empty set and a single square count as connected.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let squares = |texts: &[&str]| texts.iter().map(|t| t.parse::<Square12>().unwrap()).collect::<Bitboard12>();
    /// assert!(squares(&["k11", "l12", "j10"]).is_connected());
    /// assert!(!squares(&["k11", "l12", "i9"]).is_connected());
    /// ```
    #[inline]
    pub fn is_connected(self) -> bool {
        // Quick answer for most positions: a square with no neighbour in the set, when
        // there are others, proves the set is not connected.
        if !lonely(self).is_empty() && self.count() > 1 {
            return false;
        }
        let Some(seed) = self.first() else { return true };
        group_around(Bitboard12::from_square(seed), self) == self
    }
}

/// The group of `pieces` that holds the squares of `seed` (a subset of `pieces` within
/// one group), grown by 8-neighbour dilation until it stops growing.
#[inline(always)]
pub(in crate::board) fn group_around(seed: Bitboard12, pieces: Bitboard12) -> Bitboard12 {
    let mut group = seed;
    loop {
        let grown = group.dilate() & pieces;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The squares of `set` with none of their eight neighbours in `set`.
#[inline(always)]
pub(in crate::board) fn lonely(set: Bitboard12) -> Bitboard12 {
    let side = Bitboard12::sideways(set.0);
    let row = [set.0[0] | side[0], set.0[1] | side[1], set.0[2] | side[2]];
    let up = Bitboard12::up(row);
    let down = Bitboard12::down(row);
    let around = Bitboard12([side[0] | up[0] | down[0], side[1] | up[1] | down[1], side[2] | up[2] | down[2]]);
    set - around
}
