//! [`Bitboard`]: a set of squares in one `u64`.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};

use crate::board::grid8::square::Square;

/// A set of squares, bit `i` standing for the square with index `i` (a1 = bit 0).
///
/// It behaves like a set: `|` is union, `&` intersection, `-` difference,
/// `!` complement, and iterating yields the squares in index order. Bitboards are
/// ordered as their `u64`.
///
/// ```
/// use lines_of_action::{Bitboard, Square};
/// let set: Bitboard = [Square::A1, Square::C3].into_iter().collect();
/// assert!(set.contains(Square::C3));
/// assert_eq!(set.count(), 2);
/// assert_eq!(set.first(), Some(Square::A1));
/// assert_eq!((set - Bitboard::from(Square::A1)).into_iter().collect::<Vec<_>>(), [Square::C3]);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bitboard(pub(in crate::board) u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The `a` file.
    pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
    /// The `h` file.
    pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);

    /// The set holding only `square`.
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square as u8)
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square as u8) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set.
    #[inline]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The square with the lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 { None } else { Some(Square::from_index_masked(self.0.trailing_zeros() as usize)) }
    }

    /// The square with the highest index, if any.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// assert_eq!(Bitboard::FILE_A.last(), Some(Square::A8));
    /// assert_eq!(Bitboard::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 { None } else { Some(Square::from_index_masked(63 - self.0.leading_zeros() as usize)) }
    }

    /// Whether the two sets share a square.
    #[inline]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// The set with `square` added.
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square as u8)
    }

    /// The set with `square` removed.
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square as u8))
    }

    /// The squares of the `size`×`size` board in the lower-left corner of the 8×8 grid
    /// (all 64 for 8 or more).
    #[inline]
    pub(crate) const fn board_of_size(size: u8) -> Bitboard {
        if size >= 8 {
            return Bitboard::FULL;
        }
        let rank = (1u64 << size) - 1;
        let mut squares = 0u64;
        let mut r = 0;
        while r < size {
            squares |= rank << (8 * r);
            r += 1;
        }
        Bitboard(squares)
    }

    /// The set of `squares`, in a `const` context (`collect` elsewhere).
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// const CORNERS: Bitboard = Bitboard::from_squares(&[Square::A1, Square::H1, Square::A8, Square::H8]);
    /// assert_eq!(CORNERS.count(), 4);
    /// ```
    pub const fn from_squares(squares: &[Square]) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        let mut i = 0;
        while i < squares.len() {
            set = set.with(squares[i]);
            i += 1;
        }
        set
    }

    /// The squares in either set, in a `const` context (`|` elsewhere).
    #[inline(always)]
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// The squares in both sets, in a `const` context (`&` elsewhere).
    #[inline(always)]
    pub const fn intersection(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The squares of this set not in `other`, in a `const` context (`-` elsewhere).
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// const EDGES: Bitboard = Bitboard::FILE_A.union(Bitboard::FILE_H);
    /// const INNER: Bitboard = Bitboard::FULL.difference(EDGES);
    /// assert_eq!(INNER.count(), 48);
    /// assert!(!INNER.contains(Square::A4) && INNER.contains(Square::B4));
    /// ```
    #[inline(always)]
    pub const fn difference(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// The squares in exactly one of the sets, in a `const` context (`^` elsewhere).
    #[inline(always)]
    pub const fn symmetric_difference(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ other.0)
    }

    /// The set with `square` added if it was missing, removed if it was there.
    #[inline(always)]
    pub const fn toggled(self, square: Square) -> Bitboard {
        Bitboard(self.0 ^ 1 << square as u8)
    }

    /// The set itself if `keep`, else the empty set, without a branch.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// let set = Bitboard::from(Square::C3);
    /// assert_eq!((set.only_if(true), set.only_if(false)), (set, Bitboard::EMPTY));
    /// ```
    #[inline(always)]
    pub const fn only_if(self, keep: bool) -> Bitboard {
        Bitboard(self.0 & 0u64.wrapping_sub(keep as u64))
    }

    /// The set's squares mixed into a word for a hash table: its bits, XORed with
    /// `salt`, times `key`, wrapping (an odd `key` carries every square into the top
    /// bits). Only a filter: different sets may mix alike.
    #[inline(always)]
    pub(crate) const fn mixed(self, salt: u64, key: u64) -> u64 {
        (self.0 ^ salt).wrapping_mul(key)
    }

    /// The set grown by one step in all eight directions (the set itself included):
    /// every square that is, or touches, a square of the set.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square};
    /// let grown = Bitboard::from(Square::A1).dilate();
    /// assert_eq!(grown, [Square::A1, Square::B1, Square::A2, Square::B2].into_iter().collect());
    /// ```
    #[inline]
    pub const fn dilate(self) -> Bitboard {
        let b = self.0;
        let row = b | ((b << 1) & !Bitboard::FILE_A.0) | ((b >> 1) & !Bitboard::FILE_H.0);
        Bitboard(row | (row << 8) | (row >> 8))
    }
}

/// Iterates over the squares of a [`Bitboard`] in index order.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = Square::from_index_masked(self.0.trailing_zeros() as usize);
        self.0 &= self.0 - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

/// The set of the squares whose bits are set: bit `i` for the square of index `i`.
///
/// ```
/// use lines_of_action::{Bitboard, Square};
/// let set = Bitboard::from(0b101);
/// assert_eq!(set.into_iter().collect::<Vec<_>>(), [Square::A1, Square::C1]);
/// assert_eq!(u64::from(set), 0b101);
/// ```
impl From<u64> for Bitboard {
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

/// The set's bits: bit `i` for the square of index `i`.
impl From<Bitboard> for u64 {
    #[inline]
    fn from(set: Bitboard) -> u64 {
        set.0
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

/// An operator trait and its assigning form, each the `const` set operation `$set`.
macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $set:ident) => {
        impl $trait for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                self.$set(rhs)
            }
        }

        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                *self = self.$set(rhs);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, union);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, intersection);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, symmetric_difference);
set_operator!(Sub, sub, SubAssign, sub_assign, difference);

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// A grid, rank 8 on top, `X` for a member square and `.` for the others.
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#018x})", self.0)?;
        for rank in (0..8).rev() {
            for file in 0..8 {
                let member = self.0 >> (rank * 8 + file) & 1 == 1;
                f.write_str(if member { "X" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::vec::Vec;

    /// A fixed pseudo-random sequence of sets, with the empty and full sets.
    fn sets() -> impl Iterator<Item = Bitboard> {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        [Bitboard::EMPTY, Bitboard::FULL].into_iter().chain((0..300).map(move |i| {
            state = state.rotate_left(23).wrapping_mul(0x2545_f491_4f6c_dd1d) ^ i;
            Bitboard(if i % 2 == 0 { state & state.rotate_left(17) } else { state })
        }))
    }

    #[test]
    fn set_operations_agree_with_membership() {
        for a in sets() {
            let members: Vec<Square> = Square::ALL.into_iter().filter(|&sq| a.0 >> sq as u8 & 1 == 1).collect();
            assert_eq!(a.into_iter().collect::<Vec<_>>(), members);
            assert_eq!(a.into_iter().len(), members.len());
            assert_eq!(a.count(), members.len());
            assert_eq!(a.is_empty(), members.is_empty());
            assert_eq!(a.first(), members.first().copied());
            assert_eq!(members.iter().copied().collect::<Bitboard>(), a);
            for sq in Square::ALL {
                assert_eq!(a.contains(sq), members.contains(&sq));
                assert!(a.with(sq).contains(sq) && !a.without(sq).contains(sq));
                assert_eq!(a.with(sq) - Bitboard::from(sq), a.without(sq));
                assert_eq!(a.with(sq).count(), members.len() + usize::from(!a.contains(sq)));
            }
            for b in sets().take(20) {
                assert_eq!(a.intersects(b), !(a & b).is_empty());
                assert_eq!(a | b, Bitboard(a.0 | b.0));
                assert_eq!(a & b, Bitboard(a.0 & b.0));
                assert_eq!(a ^ b, Bitboard(a.0 ^ b.0));
                assert_eq!(a - b, Bitboard(a.0 & !b.0));
                let mut c = a;
                c |= b;
                c &= !(a & b);
                assert_eq!(c, a ^ b);
                c ^= b;
                c -= a;
                assert_eq!(c, Bitboard::EMPTY);
            }
            assert_eq!(!a, Bitboard(!a.0));
        }
    }

    #[test]
    fn dilate_adds_every_neighbour() {
        for a in sets() {
            let mut expected = a;
            for sq in a {
                for direction in crate::board::square_grid::lines::Direction::ALL {
                    if let Some(next) = direction.step(sq, 1) {
                        expected = expected.with(next);
                    }
                }
            }
            assert_eq!(a.dilate(), expected);
        }
    }

    #[test]
    fn debug_draws_a_grid_with_rank_8_on_top() {
        let text = format!("{:?}", Bitboard::from(Square::A8) | Bitboard::from(Square::H1));
        assert_eq!(
            text,
            "Bitboard(0x0100000000000080)\nX.......\n........\n........\n........\n........\n........\n........\n.......X\n"
        );
    }
}
