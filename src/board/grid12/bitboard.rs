//! [`Bitboard12`]: a set of [`Square12`]s in three `u64` words.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};

use crate::board::geometry::{SquareSet, sealed::Sealed};
use crate::board::grid12::square::Square12;

/// The bits of the 12 files of each of the 4 ranks a word holds.
const GRID_WORD: u64 = 0x0fff_0fff_0fff_0fff;

/// A set of squares of the 12×12 grid, bit `i` of the 192 standing for the square with
/// [index](Square12::index) `i` (`rank * 16 + file`): word 0 holds ranks 1–4, word 1
/// ranks 5–8, word 2 ranks 9–12, 16 bits a rank, of which the top 4 (files 12 to 15)
/// are never set.
///
/// It behaves like a set: `|` is union, `&` intersection, `-` difference, `^` symmetric
/// difference, `!` complement within the 144 squares, and iterating yields the squares
/// in index order.
///
/// ```
/// use lines_of_action::{Bitboard12, Square12};
/// let [a1, c3, l12] = ["a1", "c3", "l12"].map(|text| text.parse::<Square12>().unwrap());
/// let set: Bitboard12 = [a1, l12, c3].into_iter().collect();
/// assert!(set.contains(c3) && !set.contains(Square12::ALL[1]));
/// assert_eq!(set.count(), 3);
/// assert_eq!((set.first(), set.last()), (Some(a1), Some(l12)));
/// assert_eq!((set - Bitboard12::from(a1)).into_iter().collect::<Vec<_>>(), [c3, l12]);
/// assert_eq!((!set).count(), 141);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Bitboard12(pub(in crate::board) [u64; 3]);

impl Bitboard12 {
    /// No squares.
    pub const EMPTY: Bitboard12 = Bitboard12([0; 3]);

    /// All 144 squares of the 12×12 grid.
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// assert_eq!(Bitboard12::FULL.count(), 144);
    /// assert_eq!(Bitboard12::FULL, Bitboard12::board_of_size(12));
    /// ```
    pub const FULL: Bitboard12 = Bitboard12([GRID_WORD; 3]);

    /// The words of the square of index `index` alone.
    #[inline(always)]
    const fn bit(index: usize) -> [u64; 3] {
        let bit = 1u64 << (index & 63);
        let word = index >> 6;
        [
            bit & 0u64.wrapping_sub((word == 0) as u64),
            bit & 0u64.wrapping_sub((word == 1) as u64),
            bit & 0u64.wrapping_sub((word == 2) as u64),
        ]
    }

    /// The word that holds the bit of index `index`.
    #[inline(always)]
    pub(in crate::board) const fn word_of(self, index: usize) -> u64 {
        match index >> 6 {
            0 => self.0[0],
            1 => self.0[1],
            _ => self.0[2],
        }
    }

    /// Whether the square of index `index` (below 192) is in the set.
    #[inline(always)]
    pub(in crate::board) const fn contains_index(self, index: usize) -> bool {
        self.word_of(index) >> (index & 63) & 1 != 0
    }

    /// The set holding only `square`.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let l12 = Square12::new(11, 11).unwrap();
    /// assert_eq!(Bitboard12::from_square(l12).into_iter().collect::<Vec<_>>(), [l12]);
    /// ```
    #[inline(always)]
    pub const fn from_square(square: Square12) -> Bitboard12 {
        Bitboard12(Bitboard12::bit(square.index()))
    }

    /// Whether `square` is in the set.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// assert!(Bitboard12::FULL.contains(Square12::ALL[143]));
    /// assert!(!Bitboard12::EMPTY.contains(Square12::ALL[0]));
    /// ```
    #[inline(always)]
    pub const fn contains(self, square: Square12) -> bool {
        self.contains_index(square.index())
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// assert!(Bitboard12::EMPTY.is_empty() && !Bitboard12::FULL.is_empty());
    /// ```
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    /// The number of squares in the set.
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// assert_eq!(Bitboard12::board_of_size(9).count(), 81);
    /// ```
    #[inline(always)]
    pub const fn count(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()) as usize
    }

    /// The square with the lowest index, if any.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// assert_eq!(Bitboard12::FULL.first(), Square12::new(0, 0));
    /// assert_eq!(Bitboard12::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square12> {
        let [low, middle, high] = self.0;
        let index = if low != 0 {
            low.trailing_zeros()
        } else if middle != 0 {
            64 + middle.trailing_zeros()
        } else if high != 0 {
            128 + high.trailing_zeros()
        } else {
            return None;
        };
        Some(Square12::from_index(index as usize))
    }

    /// The square with the highest index, if any.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// assert_eq!(Bitboard12::board_of_size(10).last(), Square12::new(9, 9));
    /// assert_eq!(Bitboard12::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square12> {
        let [low, middle, high] = self.0;
        let index = if high != 0 {
            191 - high.leading_zeros()
        } else if middle != 0 {
            127 - middle.leading_zeros()
        } else if low != 0 {
            63 - low.leading_zeros()
        } else {
            return None;
        };
        Some(Square12::from_index(index as usize))
    }

    /// Whether the two sets share a square.
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// assert!(Bitboard12::board_of_size(9).intersects(Bitboard12::FULL));
    /// assert!(!Bitboard12::FULL.intersects(Bitboard12::EMPTY));
    /// ```
    #[inline(always)]
    pub const fn intersects(self, other: Bitboard12) -> bool {
        !self.intersection(other).is_empty()
    }

    /// The set with `square` added.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let b2 = Square12::new(1, 1).unwrap();
    /// assert!(Bitboard12::EMPTY.with(b2).contains(b2));
    /// ```
    #[inline(always)]
    pub const fn with(self, square: Square12) -> Bitboard12 {
        self.union(Bitboard12::from_square(square))
    }

    /// The set with `square` removed.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let b2 = Square12::new(1, 1).unwrap();
    /// assert_eq!(Bitboard12::FULL.without(b2).count(), 143);
    /// ```
    #[inline(always)]
    pub const fn without(self, square: Square12) -> Bitboard12 {
        self.difference(Bitboard12::from_square(square))
    }

    /// The set with `square` added if it was missing, removed if it was there.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let b2 = Square12::new(1, 1).unwrap();
    /// assert_eq!(Bitboard12::EMPTY.toggled(b2).toggled(b2), Bitboard12::EMPTY);
    /// ```
    #[inline(always)]
    pub const fn toggled(self, square: Square12) -> Bitboard12 {
        self.symmetric_difference(Bitboard12::from_square(square))
    }

    /// The set itself if `keep`, else the empty set, without a branch.
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// let set = Bitboard12::FULL;
    /// assert_eq!((set.only_if(true), set.only_if(false)), (set, Bitboard12::EMPTY));
    /// ```
    #[inline(always)]
    pub const fn only_if(self, keep: bool) -> Bitboard12 {
        let mask = 0u64.wrapping_sub(keep as u64);
        Bitboard12([self.0[0] & mask, self.0[1] & mask, self.0[2] & mask])
    }

    /// The set of `squares`, in a `const` context (`collect` elsewhere).
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// const CORNERS: Bitboard12 = Bitboard12::from_squares(&[Square12::ALL[0], Square12::ALL[143]]);
    /// assert_eq!(CORNERS.count(), 2);
    /// ```
    pub const fn from_squares(squares: &[Square12]) -> Bitboard12 {
        let mut set = Bitboard12::EMPTY;
        let mut i = 0;
        while i < squares.len() {
            set = set.with(squares[i]);
            i += 1;
        }
        set
    }

    /// The squares of the `size`×`size` board in the lower-left corner of the 12×12 grid
    /// (files `a` to the `size`-th, ranks 1 to `size`; all 144 for 12 or more).
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let board = Bitboard12::board_of_size(9);
    /// assert_eq!(board.count(), 81);
    /// assert_eq!(board.last(), "i9".parse::<Square12>().ok());
    /// ```
    #[inline]
    pub const fn board_of_size(size: u8) -> Bitboard12 {
        let size = if size > Square12::GRID { Square12::GRID } else { size };
        let rank = (1u64 << size) - 1;
        let mut words = [0u64; 3];
        let mut r = 0;
        while r < size as usize {
            words[r / 4] |= rank << (16 * (r % 4));
            r += 1;
        }
        Bitboard12(words)
    }

    /// The squares in either set, in a `const` context (`|` elsewhere).
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// const BOTH: Bitboard12 = Bitboard12::board_of_size(9).union(Bitboard12::FULL);
    /// assert_eq!(BOTH, Bitboard12::FULL);
    /// ```
    #[inline(always)]
    pub const fn union(self, other: Bitboard12) -> Bitboard12 {
        Bitboard12([self.0[0] | other.0[0], self.0[1] | other.0[1], self.0[2] | other.0[2]])
    }

    /// The squares in both sets, in a `const` context (`&` elsewhere).
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// const SMALL: Bitboard12 = Bitboard12::board_of_size(9).intersection(Bitboard12::FULL);
    /// assert_eq!(SMALL.count(), 81);
    /// ```
    #[inline(always)]
    pub const fn intersection(self, other: Bitboard12) -> Bitboard12 {
        Bitboard12([self.0[0] & other.0[0], self.0[1] & other.0[1], self.0[2] & other.0[2]])
    }

    /// The squares of this set not in `other`, in a `const` context (`-` elsewhere).
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// const RIM: Bitboard12 = Bitboard12::board_of_size(10).difference(Bitboard12::board_of_size(9));
    /// assert_eq!(RIM.count(), 19);
    /// ```
    #[inline(always)]
    pub const fn difference(self, other: Bitboard12) -> Bitboard12 {
        Bitboard12([self.0[0] & !other.0[0], self.0[1] & !other.0[1], self.0[2] & !other.0[2]])
    }

    /// The squares in exactly one of the sets, in a `const` context (`^` elsewhere).
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// const RIM: Bitboard12 = Bitboard12::board_of_size(10).symmetric_difference(Bitboard12::board_of_size(9));
    /// assert_eq!(RIM.count(), 19);
    /// ```
    #[inline(always)]
    pub const fn symmetric_difference(self, other: Bitboard12) -> Bitboard12 {
        Bitboard12([self.0[0] ^ other.0[0], self.0[1] ^ other.0[1], self.0[2] ^ other.0[2]])
    }

    /// The squares of the 12×12 grid not in the set, in a `const` context (`!`
    /// elsewhere).
    ///
    /// ```
    /// use lines_of_action::Bitboard12;
    /// const OUTSIDE: Bitboard12 = Bitboard12::board_of_size(9).complement();
    /// assert_eq!(OUTSIDE.count(), 144 - 81);
    /// ```
    #[inline(always)]
    pub const fn complement(self) -> Bitboard12 {
        Bitboard12::FULL.difference(self)
    }

    /// The set's squares mixed into a word for a hash table: its three words folded
    /// into one (the upper two each times an odd constant of its own, so that no two
    /// squares fold alike and sets of a few squares seldom do), XORed with `salt`, times
    /// `key`, wrapping. Only a filter: different sets may mix alike.
    #[inline(always)]
    pub(crate) const fn mixed(self, salt: u64, key: u64) -> u64 {
        let folded =
            self.0[0] ^ self.0[1].wrapping_mul(0xbf58_476d_1ce4_e5b9) ^ self.0[2].wrapping_mul(0x94d0_49bb_1331_11eb);
        (folded ^ salt).wrapping_mul(key)
    }

    /// The words moved up one rank (towards rank 12): rank 12 falls off.
    #[inline(always)]
    pub(in crate::board) const fn up(words: [u64; 3]) -> [u64; 3] {
        [words[0] << 16, words[1] << 16 | words[0] >> 48, words[2] << 16 | words[1] >> 48]
    }

    /// The words moved down one rank (towards rank 1): rank 1 falls off.
    #[inline(always)]
    pub(in crate::board) const fn down(words: [u64; 3]) -> [u64; 3] {
        [words[0] >> 16 | words[1] << 48, words[1] >> 16 | words[2] << 48, words[2] >> 16]
    }

    /// The squares beside those of the words on their rank (one file either way), not
    /// the squares themselves.
    #[inline(always)]
    pub(in crate::board) const fn sideways(words: [u64; 3]) -> [u64; 3] {
        // Within a word: a square of file `l` moves to file 12, one of file `a` to file
        // 15 of the rank below, and both are cut off; no bit crosses between words,
        // since bit 63 (file 15) is never set and bit 0 moved down is cut off.
        const fn side(word: u64) -> u64 {
            ((word << 1) | (word >> 1)) & GRID_WORD
        }
        [side(words[0]), side(words[1]), side(words[2])]
    }

    /// The set grown by one step in all eight directions (the set itself included),
    /// within the 12×12 grid: every square that is, or touches, a square of the set.
    ///
    /// ```
    /// use lines_of_action::{Bitboard12, Square12};
    /// let l12 = Square12::new(11, 11).unwrap();
    /// let grown = Bitboard12::from(l12).dilate();
    /// assert_eq!(grown, ["k11", "l11", "k12", "l12"].map(|t| t.parse::<Square12>().unwrap()).into_iter().collect());
    /// ```
    #[inline]
    pub const fn dilate(self) -> Bitboard12 {
        let side = Bitboard12::sideways(self.0);
        let row = [self.0[0] | side[0], self.0[1] | side[1], self.0[2] | side[2]];
        let up = Bitboard12::up(row);
        let down = Bitboard12::down(row);
        Bitboard12([row[0] | up[0] | down[0], row[1] | up[1] | down[1], row[2] | up[2] | down[2]])
    }
}

impl Sealed for Bitboard12 {}

impl SquareSet for Bitboard12 {
    type Square = Square12;
    const EMPTY: Bitboard12 = Bitboard12::EMPTY;

    #[inline(always)]
    fn from_square(square: Square12) -> Bitboard12 {
        Bitboard12::from_square(square)
    }
    #[inline(always)]
    fn contains(self, square: Square12) -> bool {
        Bitboard12::contains(self, square)
    }
    #[inline(always)]
    fn with(self, square: Square12) -> Bitboard12 {
        Bitboard12::with(self, square)
    }
    #[inline(always)]
    fn without(self, square: Square12) -> Bitboard12 {
        Bitboard12::without(self, square)
    }
    #[inline(always)]
    fn toggled(self, square: Square12) -> Bitboard12 {
        Bitboard12::toggled(self, square)
    }
    #[inline(always)]
    fn count(self) -> usize {
        Bitboard12::count(self)
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        Bitboard12::is_empty(self)
    }
    #[inline(always)]
    fn intersects(self, other: Bitboard12) -> bool {
        Bitboard12::intersects(self, other)
    }
    #[inline(always)]
    fn first(self) -> Option<Square12> {
        Bitboard12::first(self)
    }
    #[inline(always)]
    fn last(self) -> Option<Square12> {
        Bitboard12::last(self)
    }
    #[inline(always)]
    fn only_if(self, keep: bool) -> Bitboard12 {
        Bitboard12::only_if(self, keep)
    }
    #[inline(always)]
    fn board_of_size(size: u8) -> Bitboard12 {
        Bitboard12::board_of_size(size)
    }
    #[inline(always)]
    fn dilate(self) -> Bitboard12 {
        Bitboard12::dilate(self)
    }
    #[inline(always)]
    fn is_connected(self) -> bool {
        Bitboard12::is_connected(self)
    }
    #[inline(always)]
    fn mixed(self, salt: u64, key: u64) -> u64 {
        Bitboard12::mixed(self, salt, key)
    }
}

/// Sets are ordered as the 192-bit numbers their bits make (bit `i` for the square of
/// index `i`), as [`Bitboard`](crate::Bitboard)s are ordered as their `u64`: the set
/// with the higher highest square of those they do not share is the greater.
///
/// ```
/// use lines_of_action::{Bitboard12, Square12};
/// let [a1, l12] = [Square12::ALL[0], Square12::ALL[143]];
/// assert!(Bitboard12::from(a1) < Bitboard12::from(l12));
/// assert!(Bitboard12::EMPTY < Bitboard12::from(a1));
/// ```
impl Ord for Bitboard12 {
    #[inline]
    fn cmp(&self, other: &Bitboard12) -> core::cmp::Ordering {
        let [low, middle, high] = self.0;
        let [other_low, other_middle, other_high] = other.0;
        (high, middle, low).cmp(&(other_high, other_middle, other_low))
    }
}

impl PartialOrd for Bitboard12 {
    #[inline]
    fn partial_cmp(&self, other: &Bitboard12) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Iterates over the squares of a [`Bitboard12`] in index order.
///
/// ```
/// use lines_of_action::{Bitboard12, Squares12};
/// let squares: Squares12 = Bitboard12::board_of_size(9).into_iter();
/// assert_eq!(squares.len(), 81);
/// ```
#[derive(Clone, Debug)]
pub struct Squares12 {
    /// The squares not yet returned.
    words: [u64; 3],
    /// The first word that may still hold one.
    word: usize,
}

impl Iterator for Squares12 {
    type Item = Square12;

    #[inline]
    fn next(&mut self) -> Option<Square12> {
        while self.word < 3 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return Some(Square12::from_index(self.word * 64 + bits.trailing_zeros() as usize));
            }
            self.word += 1;
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = Bitboard12(self.words).count();
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares12 {}

impl IntoIterator for Bitboard12 {
    type Item = Square12;
    type IntoIter = Squares12;

    #[inline]
    fn into_iter(self) -> Squares12 {
        Squares12 { words: self.0, word: 0 }
    }
}

impl FromIterator<Square12> for Bitboard12 {
    fn from_iter<I: IntoIterator<Item = Square12>>(iter: I) -> Bitboard12 {
        iter.into_iter().fold(Bitboard12::EMPTY, Bitboard12::with)
    }
}

impl From<Square12> for Bitboard12 {
    #[inline]
    fn from(square: Square12) -> Bitboard12 {
        Bitboard12::from_square(square)
    }
}

/// An operator trait and its assigning form, each the `const` set operation `$set`.
macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $set:ident) => {
        impl $trait for Bitboard12 {
            type Output = Bitboard12;

            #[inline(always)]
            fn $method(self, rhs: Bitboard12) -> Bitboard12 {
                self.$set(rhs)
            }
        }

        impl $assign_trait for Bitboard12 {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: Bitboard12) {
                *self = self.$set(rhs);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, union);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, intersection);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, symmetric_difference);
set_operator!(Sub, sub, SubAssign, sub_assign, difference);

/// The complement within the 144 squares of the 12×12 grid.
impl Not for Bitboard12 {
    type Output = Bitboard12;

    #[inline(always)]
    fn not(self) -> Bitboard12 {
        self.complement()
    }
}

/// Its words, then a grid, rank 12 on top, `X` for a member square and `.` for the
/// others.
impl fmt::Debug for Bitboard12 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard12([{:#018x}, {:#018x}, {:#018x}])", self.0[0], self.0[1], self.0[2])?;
        for rank in (0..12).rev() {
            for file in 0..12 {
                f.write_str(if self.contains_index(rank * 16 + file) { "X" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// As its three words, lowest first (ranks 1–4, 5–8, 9–12); reading refuses a bit
/// outside the 12×12 grid.
#[cfg(feature = "serde")]
impl serde::Serialize for Bitboard12 {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Bitboard12 {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Bitboard12, D::Error> {
        let words = <[u64; 3]>::deserialize(deserializer)?;
        if words.iter().any(|word| word & !GRID_WORD != 0) {
            return Err(serde::de::Error::custom("a bit outside the 12x12 grid (files 13 to 16)"));
        }
        Ok(Bitboard12(words))
    }
}
