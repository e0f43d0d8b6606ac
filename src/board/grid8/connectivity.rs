//! Whether a colour's pieces form one group (8-neighbour flood fill on bitboards).

use crate::board::grid8::bitboard::Bitboard;

impl Bitboard {
    /// Whether all squares of the set form one group under 8-neighbour adjacency.
    /// An empty set and a single square count as connected.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// let pair: Bitboard = [Square::A1, Square::B2].into_iter().collect();
    /// assert!(pair.is_connected());
    /// assert!(!pair.with(Square::D4).is_connected());
    /// ```
    #[inline]
    pub fn is_connected(self) -> bool {
        is_connected(self)
    }

    /// The groups of the set under 8-neighbour adjacency, each as a [`Bitboard`], the
    /// one holding the lowest square first. Nothing is allocated.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// let pieces: Bitboard = [Square::A1, Square::B2, Square::D4, Square::H8].into_iter().collect();
    /// let found: Vec<Bitboard> = pieces.groups().collect();
    /// assert_eq!(found.len(), 3);
    /// assert_eq!(found[0], [Square::A1, Square::B2].into_iter().collect());
    /// ```
    #[inline]
    pub fn groups(self) -> Groups {
        Groups { rest: self.0 }
    }
}

/// Whether all squares of `pieces` form one group: [`Bitboard::is_connected`], for the
/// crate's fast paths.
#[inline]
pub(crate) fn is_connected(pieces: Bitboard) -> bool {
    let all = pieces.0;
    // Quick answer for most positions: a piece with no neighbour of its own colour,
    // when there are other pieces, proves the set is not connected.
    if lonely(all) != 0 && all & (all - 1) != 0 {
        return false;
    }
    group_around(all & all.wrapping_neg(), all) == all
}

/// The group of `pieces` that holds the squares of `seed` (a subset of `pieces` within
/// one group), grown by 8-neighbour dilation until it stops growing.
#[inline(always)]
fn group_around(seed: u64, pieces: u64) -> u64 {
    let mut group = seed;
    loop {
        let grown = Bitboard(group).dilate().0 & pieces;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The iterator [`Bitboard::groups`] returns.
#[derive(Clone, Debug)]
pub struct Groups {
    /// The pieces not yet in a group returned.
    rest: u64,
}

impl Iterator for Groups {
    type Item = Bitboard;

    #[inline]
    fn next(&mut self) -> Option<Bitboard> {
        if self.rest == 0 {
            return None;
        }
        let group = group_around(self.rest & self.rest.wrapping_neg(), self.rest);
        self.rest &= !group;
        Some(Bitboard(group))
    }
}

/// The squares of `pieces` with none of their eight neighbours in `pieces`.
#[inline(always)]
fn lonely(pieces: u64) -> u64 {
    let row = ((pieces << 1) & !Bitboard::FILE_A.0) | ((pieces >> 1) & !Bitboard::FILE_H.0);
    let around = row | (pieces | row) << 8 | (pieces | row) >> 8;
    pieces & !around
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::grid8::square::Square;
    use crate::board::square_grid::lines::Direction;

    /// A fixed pseudo-random sequence of sets of squares, sparse and dense.
    fn boards() -> impl Iterator<Item = u64> {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        (0..4000).map(move |i| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let other = state.rotate_left(29);
            match i % 3 {
                0 => state & other & other.rotate_left(11),
                1 => state & other,
                _ => state,
            }
        })
    }

    #[test]
    fn lonely_pieces_are_those_without_a_neighbour() {
        for board in boards() {
            let expected = Square::ALL
                .into_iter()
                .filter(|&sq| board & 1 << sq as u8 != 0)
                .filter(|&sq| Direction::ALL.iter().all(|d| d.step(sq, 1).is_none_or(|n| board & 1 << n as u8 == 0)))
                .fold(0, |set, sq| set | 1 << sq as u8);
            assert_eq!(lonely(board), expected, "{board:#x}");
        }
    }

    #[test]
    fn connected_sets_have_one_group() {
        for board in boards() {
            // A plain flood fill over squares, one neighbour at a time.
            let mut seen = board & board.wrapping_neg();
            let mut frontier = seen;
            while frontier != 0 {
                let sq = Square::ALL[frontier.trailing_zeros() as usize];
                frontier &= frontier - 1;
                for d in Direction::ALL {
                    if let Some(n) = d.step(sq, 1) {
                        let bit = 1u64 << n as u8;
                        if board & bit != 0 && seen & bit == 0 {
                            seen |= bit;
                            frontier |= bit;
                        }
                    }
                }
            }
            assert_eq!(is_connected(Bitboard(board)), seen == board, "{board:#x}");
        }
        assert!(is_connected(Bitboard::EMPTY));
        assert!(is_connected(Bitboard::from(Square::H8)));
    }

    #[test]
    fn groups_partition_the_pieces_into_connected_sets() {
        for board in boards() {
            let found: alloc::vec::Vec<u64> = Bitboard(board).groups().map(|group| group.0).collect();
            assert_eq!(found.iter().fold(0, |all, group| all | group), board, "{board:#x}");
            assert_eq!(found.iter().map(|group| group.count_ones()).sum::<u32>(), board.count_ones());
            assert!(found.iter().all(|&group| is_connected(Bitboard(group))), "{board:#x}");
            // Separate groups do not touch.
            for (i, &a) in found.iter().enumerate() {
                assert!(found[i + 1..].iter().all(|&b| Bitboard(a).dilate().0 & b == 0), "{board:#x}");
            }
            assert_eq!(found.len() == 1 || board == 0, is_connected(Bitboard(board)));
        }
        assert_eq!(Bitboard::EMPTY.groups().count(), 0);
    }
}
