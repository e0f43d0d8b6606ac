//! [`PlaceSet`]: a set of [`Place`]s in one `u128`, and the six-neighbour flood fill.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};

use crate::board::hex::place::{MAX_SIDE, Place, SLOTS, STRIDE};

/// The slots of the parallelogram's leftmost places (`x = 0`).
const WEST_EDGE: u128 = {
    let mut bits = 0;
    let mut y = 0;
    while y < STRIDE {
        bits |= 1 << (y * STRIDE);
        y += 1;
    }
    bits
};

/// The slots of the parallelogram's rightmost places (`x = 10`).
const EAST_EDGE: u128 = WEST_EDGE << (STRIDE - 1);

/// `BOARDS[side]`: the cells of the board of side `side`, 0 to 6 (empty, the centre,
/// …, hex6).
const BOARDS: [u128; MAX_SIDE as usize + 1] = {
    let mut boards = [0u128; MAX_SIDE as usize + 1];
    let mut side = 0;
    while side <= MAX_SIDE as usize {
        let mut slot = 0;
        while slot < SLOTS {
            if let Some(cell) = Place::try_from_slot(slot) {
                if cell.is_on(side as u8) {
                    boards[side] |= 1 << slot;
                }
            }
            slot += 1;
        }
        side += 1;
    }
    boards
};

/// A set of cells of the hexagonal boards, bit [`slot`](Place::slot) of a `u128` for each
/// cell: the cells of hex6 skewed into an 11×11 parallelogram, row by row from hex6's
/// bottom row (see [`cell`](crate::board::hex::cell)). Of the 128 bits, the 91 of hex6's cells
/// may be set; the 30 places of the parallelogram off hex6 and the top 7 bits never are.
///
/// It behaves like a set: `|` is union, `&` intersection, `-` difference, `^` symmetric
/// difference, `!` complement within hex6's 91 cells (`& PlaceSet::board_of_size(5)` for
/// hex5's), and iterating yields the cells in index order.
///
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct PlaceSet(pub(crate) u128);

impl PlaceSet {
    /// No cells.
    pub const EMPTY: PlaceSet = PlaceSet(0);

    /// The 91 cells of hex6, the largest board.
    pub const FULL: PlaceSet = PlaceSet(BOARDS[MAX_SIDE as usize]);

    /// The set whose bits are `bits` (bit [`slot`](Place::slot) for a cell), if no bit is
    /// a slot off hex6.
    ///
    #[inline]
    pub const fn from_bits(bits: u128) -> Option<PlaceSet> {
        if bits & !PlaceSet::FULL.0 == 0 { Some(PlaceSet(bits)) } else { None }
    }

    /// The set's bits, bit [`slot`](Place::slot) for each cell.
    #[inline(always)]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `cell`.
    #[inline(always)]
    pub const fn from_cell(cell: Place) -> PlaceSet {
        PlaceSet(1 << cell.slot())
    }

    /// The set of `cells`, in a `const` context (`collect` elsewhere).
    ///
    pub const fn from_cells(cells: &[Place]) -> PlaceSet {
        let mut set = PlaceSet::EMPTY;
        let mut i = 0;
        while i < cells.len() {
            set = set.with(cells[i]);
            i += 1;
        }
        set
    }

    /// The cells of the board of side `side`: the hexagon of that side around the centre
    /// (hex5's 61, hex6's 91; the centre alone for 1, none for 0, all 91 above 6).
    ///
    #[inline]
    pub const fn board_of_size(side: u8) -> PlaceSet {
        PlaceSet(BOARDS[if side > MAX_SIDE { MAX_SIDE as usize } else { side as usize }])
    }

    /// Whether `cell` is in the set.
    #[inline(always)]
    pub const fn contains(self, cell: Place) -> bool {
        self.0 >> cell.slot() & 1 != 0
    }

    /// The set with `cell` added.
    #[inline(always)]
    pub const fn with(self, cell: Place) -> PlaceSet {
        PlaceSet(self.0 | 1 << cell.slot())
    }

    /// The set with `cell` removed.
    #[inline(always)]
    pub const fn without(self, cell: Place) -> PlaceSet {
        PlaceSet(self.0 & !(1 << cell.slot()))
    }

    /// The set with `cell` added if it was missing, removed if it was there.
    ///
    #[inline(always)]
    pub const fn toggled(self, cell: Place) -> PlaceSet {
        PlaceSet(self.0 ^ 1 << cell.slot())
    }

    /// The number of cells in the set.
    #[inline(always)]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a cell.
    #[inline(always)]
    pub const fn intersects(self, other: PlaceSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every cell of the set is in `other`.
    #[inline(always)]
    pub const fn is_subset(self, other: PlaceSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cell with the lowest index, if any.
    ///
    #[inline]
    pub const fn first(self) -> Option<Place> {
        if self.0 == 0 { None } else { Some(Place::from_slot(self.0.trailing_zeros() as usize)) }
    }

    /// The cell with the highest index, if any.
    ///
    #[inline]
    pub const fn last(self) -> Option<Place> {
        if self.0 == 0 { None } else { Some(Place::from_slot(127 - self.0.leading_zeros() as usize)) }
    }

    /// The set itself if `keep`, else the empty set, without a branch.
    #[inline(always)]
    pub const fn only_if(self, keep: bool) -> PlaceSet {
        PlaceSet(self.0 & 0u128.wrapping_sub(keep as u128))
    }

    /// The cells in either set, in a `const` context (`|` elsewhere).
    #[inline(always)]
    pub const fn union(self, other: PlaceSet) -> PlaceSet {
        PlaceSet(self.0 | other.0)
    }

    /// The cells in both sets, in a `const` context (`&` elsewhere).
    #[inline(always)]
    pub const fn intersection(self, other: PlaceSet) -> PlaceSet {
        PlaceSet(self.0 & other.0)
    }

    /// The cells of this set not in `other`, in a `const` context (`-` elsewhere).
    #[inline(always)]
    pub const fn difference(self, other: PlaceSet) -> PlaceSet {
        PlaceSet(self.0 & !other.0)
    }

    /// The cells in exactly one of the sets, in a `const` context (`^` elsewhere).
    #[inline(always)]
    pub const fn symmetric_difference(self, other: PlaceSet) -> PlaceSet {
        PlaceSet(self.0 ^ other.0)
    }

    /// The cells of hex6 not in the set, in a `const` context (`!` elsewhere).
    #[inline(always)]
    pub const fn complement(self) -> PlaceSet {
        PlaceSet(PlaceSet::FULL.0 & !self.0)
    }

    /// The cells that touch a cell of the set (six-neighbour adjacency), the set's own
    /// cells not included unless they touch another: the bits moved east (+1) and west
    /// (−1) within their row, and those moved and not moved a row up (+11, +12) and
    /// down (−11, −12).
    ///
    #[inline(always)]
    pub const fn neighbours(self) -> PlaceSet {
        let bits = self.0;
        let east = (bits & !EAST_EDGE) << 1;
        let west = (bits & !WEST_EDGE) >> 1;
        // A row up, a cell keeps x (north-west) or adds 1 (north-east); a row down it
        // keeps x (south-east) or takes 1 (south-west).
        let around = east | west | (bits | east) << STRIDE | (bits | west) >> STRIDE;
        PlaceSet(around & PlaceSet::FULL.0)
    }

    /// The set grown by one step to the six neighbours (the set itself included), within
    /// hex6: every cell that is, or touches, a cell of the set.
    ///
    #[inline(always)]
    pub const fn dilate(self) -> PlaceSet {
        PlaceSet(self.0 | self.neighbours().0)
    }

    /// The cells of the set with none of their six neighbours in it.
    ///
    #[inline(always)]
    pub const fn lonely(self) -> PlaceSet {
        PlaceSet(self.0 & !self.neighbours().0)
    }

    /// The group of the set's cells (six-neighbour adjacency) that holds `seed`'s cells,
    /// which must lie in one group of the set: `seed` dilated within the set until it
    /// stops growing.
    #[inline]
    pub const fn group_around(self, seed: PlaceSet) -> PlaceSet {
        let mut group = seed.0 & self.0;
        loop {
            // Two steps a round: a group seldom stops growing on the first.
            let once = PlaceSet(group).dilate().0 & self.0;
            let grown = PlaceSet(once).dilate().0 & self.0;
            if grown == group {
                return PlaceSet(group);
            }
            group = grown;
        }
    }

    /// Whether the cells of the set form one group under six-neighbour adjacency; an
    /// empty set and a single cell count as connected.
    ///
    #[inline]
    pub const fn is_connected(self) -> bool {
        // None or one cell.
        if self.0 & self.0.wrapping_sub(1) == 0 {
            return true;
        }
        // Quick answer for most positions: a cell with no neighbour in the set, when
        // there are others, proves the set is not connected.
        if !self.lonely().is_empty() {
            return false;
        }
        let seed = self.0 & self.0.wrapping_neg();
        self.group_around(PlaceSet(seed)).0 == self.0
    }

    /// The number of groups the cells of the set form under six-neighbour adjacency: 0
    /// for the empty set.
    ///
    #[inline]
    pub const fn group_count(self) -> usize {
        // The lonely cells are groups of their own, without a fill.
        let lonely = self.lonely().0;
        let mut rest = self.0 & !lonely;
        let mut groups = lonely.count_ones() as usize;
        while rest != 0 {
            let group = self.group_around(PlaceSet(rest & rest.wrapping_neg())).0;
            rest &= !group;
            groups += 1;
        }
        groups
    }

    /// The set's cells mixed into a word for a hash table: its two halves folded into
    /// one (the upper times an odd constant), XORed with `salt`, times `key`, wrapping.
    /// Only a filter: different sets may mix alike.
    #[inline(always)]
    pub const fn mixed(self, salt: u64, key: u64) -> u64 {
        let folded = self.0 as u64 ^ ((self.0 >> 64) as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (folded ^ salt).wrapping_mul(key)
    }
}

/// Iterates over the cells of a [`PlaceSet`] in index order.
///
#[derive(Clone, Debug)]
pub struct Places {
    /// The cells not yet returned.
    bits: u128,
}

impl Iterator for Places {
    type Item = Place;

    #[inline]
    fn next(&mut self) -> Option<Place> {
        if self.bits == 0 {
            return None;
        }
        let slot = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(Place::from_slot(slot))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.bits.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Places {}

impl IntoIterator for PlaceSet {
    type Item = Place;
    type IntoIter = Places;

    #[inline]
    fn into_iter(self) -> Places {
        Places { bits: self.0 }
    }
}

impl FromIterator<Place> for PlaceSet {
    fn from_iter<I: IntoIterator<Item = Place>>(iter: I) -> PlaceSet {
        iter.into_iter().fold(PlaceSet::EMPTY, PlaceSet::with)
    }
}

impl From<Place> for PlaceSet {
    #[inline]
    fn from(cell: Place) -> PlaceSet {
        PlaceSet::from_cell(cell)
    }
}

/// An operator trait and its assigning form, each the `const` set operation `$set`.
macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $set:ident) => {
        impl $trait for PlaceSet {
            type Output = PlaceSet;

            #[inline(always)]
            fn $method(self, rhs: PlaceSet) -> PlaceSet {
                self.$set(rhs)
            }
        }

        impl $assign_trait for PlaceSet {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: PlaceSet) {
                *self = self.$set(rhs);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, union);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, intersection);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, symmetric_difference);
set_operator!(Sub, sub, SubAssign, sub_assign, difference);

/// The complement within hex6's 91 cells.
impl Not for PlaceSet {
    type Output = PlaceSet;

    #[inline(always)]
    fn not(self) -> PlaceSet {
        self.complement()
    }
}

/// Its bits, then hex6 drawn as a hexagon, row `k` on top: `X` for a member cell and `.`
/// for the others, each row indented by half a cell a step from the middle row.
///
impl fmt::Debug for PlaceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "PlaceSet({:#034x})", self.0)?;
        for y in (0..STRIDE).rev() {
            let off_middle = y.abs_diff(STRIDE / 2);
            write!(f, "{:1$}", "", off_middle)?;
            let mut separator = "";
            for x in 0..STRIDE {
                if let Some(cell) = Place::try_from_slot(y * STRIDE + x) {
                    f.write_str(separator)?;
                    f.write_str(if self.contains(cell) { "X" } else { "." })?;
                    separator = " ";
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
