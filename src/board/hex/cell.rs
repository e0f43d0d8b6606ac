//! [`Cell`]: a cell of one hexagonal board, named as that board names it, and
//! [`CellSet`], a set of them in one `u128`.
//!
//! Both carry the board's side as a parameter: `Cell<5>` ([`Cell5`]) is a cell of hex5
//! and `Cell<6>` ([`Cell6`]) one of hex6, so that a cell's name (`a1` is hex5's corner)
//! never depends on anything but its type. Inside, every board is the hexagon of its
//! side around the centre of hex6 (see `place.rs`), so both boards share one set of
//! line tables.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};
use core::str::FromStr;

use crate::board::geometry::sealed::Sealed;
use crate::board::geometry::{BoardSquare, SquareSet};
use crate::board::hex::lines::{self, HexDirection};
use crate::board::hex::place::{CellName, ParseCellError, Place, SLOTS};
use crate::board::hex::place_set::PlaceSet;
use crate::board::hex::symmetry::HexSymmetry;

/// A cell of the hexagonal board of side `SIDE`: [`Cell5`] on hex5 (Alveole),
/// [`Cell6`] on hex6.
///
/// A cell is named by its row's letter, from `a` at the bottom, and its number in the
/// row, from 1 at the row's left end (RULES.md, "Hexagonal boards"): `Display` writes the
/// name and `FromStr` reads it. Cells are ordered by [`index`](Cell::index): row by row
/// from the bottom row, each row from its left end.
///
/// ```
/// use lines_of_action::{Cell5, Cell6};
/// let centre: Cell6 = "f6".parse()?;
/// assert_eq!(centre, Cell6::CENTRE);
/// assert_eq!((centre.row_index(), centre.number()), (5, 6));
/// assert_eq!(Cell5::CENTRE.to_string(), "e5");
/// assert_eq!("a6".parse::<Cell5>().unwrap_err().to_string(), "a6 is off hex5: row a has 5 cells, a1 to a5");
/// assert!("a6".parse::<Cell6>().is_ok());
/// # Ok::<(), lines_of_action::ParseCellError>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Cell<const SIDE: u8>(pub(crate) Place);

/// A cell of hex5 (Alveole): 61 cells, rows `a` to `i`.
pub type Cell5 = Cell<5>;

/// A cell of hex6: 91 cells, rows `a` to `k`.
pub type Cell6 = Cell<6>;

/// The places of the board of side `side`, in index order, and each place's index on it
/// (255 off it).
const fn index_tables(side: u8) -> ([u8; 128], [u8; 128]) {
    let (mut place_of, mut index_of) = ([0u8; 128], [255u8; 128]);
    let (mut slot, mut index) = (0, 0);
    // Index order is slot order: both go row by row from the bottom, left to right.
    while slot < SLOTS {
        if let Some(place) = Place::try_from_slot(slot) {
            if place.is_on(side) {
                place_of[index] = slot as u8;
                index_of[slot] = index as u8;
                index += 1;
            }
        }
        slot += 1;
    }
    (place_of, index_of)
}

impl<const SIDE: u8> Cell<SIDE> {
    /// Fails to compile for a side the geometry has no board of.
    const SIDE_IS_KNOWN: () = assert!(SIDE >= 2 && SIDE <= 6, "the hexagonal boards have sides 2 to 6");

    /// The number of cells of the board: 61 on hex5, 91 on hex6.
    pub const COUNT: usize = {
        let () = Self::SIDE_IS_KNOWN;
        3 * SIDE as usize * (SIDE as usize - 1) + 1
    };

    /// The centre cell: `e5` on hex5, `f6` on hex6 (where hex6's black hole is).
    pub const CENTRE: Cell<SIDE> = {
        let () = Self::SIDE_IS_KNOWN;
        Cell(Place::CENTRE)
    };

    /// Each index's place and each place's index.
    const INDEX_TABLES: ([u8; 128], [u8; 128]) = index_tables(SIDE);

    /// The cell's index, from 0 (`a1`) to [`COUNT`](Self::COUNT) − 1: row by row from the
    /// bottom row, each row from its left end.
    ///
    /// ```
    /// use lines_of_action::Cell5;
    /// assert_eq!(Cell5::CENTRE.index(), 30);
    /// assert_eq!(Cell5::from_index(60).map(|cell| cell.to_string()).as_deref(), Some("i5"));
    /// ```
    #[inline(always)]
    pub const fn index(self) -> usize {
        Self::INDEX_TABLES.1[self.0.slot() & 127] as usize
    }

    /// The cell of `index`, if it is below [`COUNT`](Self::COUNT).
    #[inline]
    pub const fn from_index(index: usize) -> Option<Cell<SIDE>> {
        if index < Self::COUNT { Some(Cell(Place::from_slot(Self::INDEX_TABLES.0[index] as usize))) } else { None }
    }

    /// The cell `number` (from 1 at the row's left end) of row `row_index` (0 for row `a`,
    /// the bottom row), if the board has it.
    ///
    /// ```
    /// use lines_of_action::Cell5;
    /// assert_eq!(Cell5::at(4, 5), Some(Cell5::CENTRE));
    /// assert_eq!(Cell5::at(0, 6), None); // row a of hex5 has 5 cells
    /// ```
    #[inline]
    pub const fn at(row_index: u8, number: u8) -> Option<Cell<SIDE>> {
        match Place::at(SIDE, row_index, number) {
            Some(place) => Some(Cell(place)),
            None => None,
        }
    }

    /// The cell's row, from 0 for row `a` (the bottom row).
    #[inline]
    pub const fn row_index(self) -> u8 {
        match self.0.row_index(SIDE) {
            Some(row) => row,
            None => unreachable!(),
        }
    }

    /// The cell's number in its row, from 1 at the row's left end.
    #[inline]
    pub const fn number(self) -> u8 {
        match self.0.number(SIDE) {
            Some(number) => number,
            None => unreachable!(),
        }
    }

    /// The cell's name: its row's letter and its number.
    #[inline]
    pub const fn name(self) -> CellName {
        match self.0.name(SIDE) {
            Some(name) => name,
            None => unreachable!(),
        }
    }

    /// The axial coordinates `(q, r)` from the centre: `r` rows up, `q` cells east along
    /// the row; a step north-east keeps `q`, one north-west takes 1 from it.
    ///
    /// ```
    /// use lines_of_action::Cell6;
    /// assert_eq!("f7".parse::<Cell6>()?.axial(), (1, 0));
    /// assert_eq!("g6".parse::<Cell6>()?.axial(), (0, 1)); // north-east of f6
    /// # Ok::<(), lines_of_action::ParseCellError>(())
    /// ```
    #[inline]
    pub const fn axial(self) -> (i8, i8) {
        self.0.axial()
    }

    /// The cell at axial coordinates `(q, r)`, if the board has it.
    #[inline]
    pub const fn from_axial(q: i8, r: i8) -> Option<Cell<SIDE>> {
        match Place::from_axial(q, r) {
            Some(place) if place.is_on(SIDE) => Some(Cell(place)),
            _ => None,
        }
    }

    /// The number of steps to `other`, from neighbour to neighbour.
    ///
    /// ```
    /// use lines_of_action::Cell5;
    /// let cell = |name: &str| name.parse::<Cell5>().unwrap();
    /// assert_eq!(cell("a1").distance(cell("i5")), 8);
    /// ```
    #[inline]
    pub const fn distance(self, other: Cell<SIDE>) -> u8 {
        self.0.distance(other.0)
    }

    /// The number of steps from the centre: 0 at the centre, `SIDE − 1` on the rim.
    #[inline]
    pub const fn ring(self) -> u8 {
        self.0.ring()
    }

    /// Where `symmetry` takes the cell: every symmetry turns or mirrors the board about
    /// its centre.
    ///
    /// ```
    /// use lines_of_action::{Cell5, HexSymmetry};
    /// let a1: Cell5 = "a1".parse()?;
    /// assert_eq!(a1.transformed(HexSymmetry::Rotate180).to_string(), "i5");
    /// assert_eq!(a1.transformed(HexSymmetry::Rotate60).to_string(), "a5"); // a sixth of a turn anticlockwise
    /// # Ok::<(), lines_of_action::ParseCellError>(())
    /// ```
    #[inline]
    pub const fn transformed(self, symmetry: HexSymmetry) -> Cell<SIDE> {
        Cell(symmetry.apply(self.0))
    }

    /// The cell `distance` steps from this one in `direction`, if the board has it.
    #[inline]
    pub const fn step(self, direction: HexDirection, distance: u8) -> Option<Cell<SIDE>> {
        match lines::step(direction, self.0, distance) {
            Some(place) if place.is_on(SIDE) => Some(Cell(place)),
            _ => None,
        }
    }
}

impl<const SIDE: u8> Ord for Cell<SIDE> {
    /// By index, which is the order of the places inside.
    #[inline]
    fn cmp(&self, other: &Cell<SIDE>) -> core::cmp::Ordering {
        self.0.cmp(&other.0)
    }
}

impl<const SIDE: u8> PartialOrd for Cell<SIDE> {
    #[inline]
    fn partial_cmp(&self, other: &Cell<SIDE>) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<const SIDE: u8> fmt::Display for Cell<SIDE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.name(), f)
    }
}

/// `Cell(e5)`: the name.
impl<const SIDE: u8> fmt::Debug for Cell<SIDE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cell({self})")
    }
}

/// Reads a cell's name: a lower-case row letter and the cell's number in the row
/// (`a1`, `e9`, `f11`).
impl<const SIDE: u8> FromStr for Cell<SIDE> {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell<SIDE>, ParseCellError> {
        Place::from_name(s, SIDE).map(Cell)
    }
}

#[cfg(feature = "serde")]
impl<const SIDE: u8> serde::Serialize for Cell<SIDE> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, const SIDE: u8> serde::Deserialize<'de> for Cell<SIDE> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Cell<SIDE>, D::Error> {
        let text = <alloc::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl<const SIDE: u8> Sealed for Cell<SIDE> {}

impl<const SIDE: u8> BoardSquare for Cell<SIDE> {
    /// The number of rows (and the most cells a row has): 9 on hex5, 11 on hex6.
    const MAX_SIZE: u8 = 2 * SIDE - 1;
    const INDICES: usize = Self::COUNT;

    #[inline(always)]
    fn index(self) -> usize {
        Cell::index(self)
    }

    #[inline]
    fn try_from_index(index: usize) -> Option<Cell<SIDE>> {
        Cell::from_index(index)
    }

    /// The cell named by letter `file` (its row, 0 for `a`) and number `rank + 1`: so a
    /// cell's name reads as a square's does.
    #[inline]
    fn at(file: u8, rank: u8) -> Option<Cell<SIDE>> {
        Cell::at(file, rank.checked_add(1)?)
    }

    /// The row: the letter of the name.
    #[inline]
    fn file_index(self) -> u8 {
        self.row_index()
    }

    /// The number in the row, less 1: the number of the name, from 0.
    #[inline]
    fn rank_index(self) -> u8 {
        self.number() - 1
    }

    /// The [axial coordinates](Cell::axial) `(q, r)` from the centre.
    #[inline(always)]
    fn coordinates(self) -> (i32, i32) {
        let (q, r) = self.axial();
        (i32::from(q), i32::from(r))
    }

    #[inline(always)]
    fn from_coordinates(q: i32, r: i32) -> Option<Cell<SIDE>> {
        Cell::from_axial(i8::try_from(q).ok()?, i8::try_from(r).ok()?)
    }

    /// The hex distance, `max(|dq|, |dr|, |dq + dr|)`.
    #[inline(always)]
    fn offset_steps(dq: i32, dr: i32) -> i32 {
        dq.abs().max(dr.abs()).max((dq + dr).abs())
    }

    /// A cell of the outer ring of the hexagon of side `board_size` (the board of side
    /// `SIDE` for a larger size, as [`SquareSet::board_of_size`] has it).
    #[inline]
    fn on_edge(self, board_size: u8) -> bool {
        self.ring() + 1 == board_size.min(SIDE)
    }

    type Symmetry = HexSymmetry;

    #[inline]
    fn transformed(self, symmetry: HexSymmetry, board_size: u8) -> Option<Cell<SIDE>> {
        (board_size == SIDE).then(|| Cell::transformed(self, symmetry))
    }

    const LINES_NAMED: &'static str = "row, up-right line or up-left line";

    #[inline]
    fn line_name(self, to: Cell<SIDE>) -> Option<&'static str> {
        lines::direction_between(self.0, to.0).map(|direction| direction.line_kind().name())
    }

    const ROWS: &'static str = "rows";
    const SQUARES: &'static str = "cells";
    const ROWS_EXPECTED: &'static str = match SIDE {
        5 => "9 rows separated by '/' (the hexagon of side 5)",
        6 => "11 rows separated by '/' (the hexagon of side 6)",
        _ => "a row separated by '/' for each row of the hexagon",
    };

    fn row_label(row: u8) -> alloc::string::String {
        match row.checked_sub(1) {
            Some(index) if index < 26 => alloc::format!("row {}", char::from(b'a' + index)),
            _ => alloc::format!("row {row}"),
        }
    }

    fn board_name(size: u8) -> alloc::string::String {
        alloc::format!("the hexagon of side {size}")
    }

    fn off_board(name: &str) -> alloc::string::String {
        use alloc::string::ToString;
        match Place::from_name(name, SIDE) {
            Err(error @ (ParseCellError::RowOffBoard { .. } | ParseCellError::NumberOffRow { .. })) => {
                error.to_string()
            }
            _ => alloc::format!("{} is not a cell of hex{SIDE}", crate::quoted::Quoted(name)),
        }
    }
}

/// A set of cells of the hexagonal board of side `SIDE` ([`CellSet5`], [`CellSet6`]),
/// one bit a cell of a `u128`: `|` is union, `&` intersection, `-` difference, `^`
/// symmetric difference, `!` complement within the board, and iterating yields the
/// cells in index order.
///
/// ```
/// use lines_of_action::{Cell5, CellSet5, SquareSet};
/// let cell = |name: &str| name.parse::<Cell5>().unwrap();
/// let set: CellSet5 = ["a1", "b2", "e5"].map(cell).into_iter().collect();
/// assert_eq!(set.count(), 3);
/// assert_eq!(set.group_count(), 2); // a1 and b2 touch
/// assert_eq!((!CellSet5::EMPTY).count(), 61);
/// assert_eq!(CellSet5::from(Cell5::CENTRE).dilate().count(), 7);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CellSet<const SIDE: u8>(pub(crate) PlaceSet);

/// A set of cells of hex5.
pub type CellSet5 = CellSet<5>;

/// A set of cells of hex6.
pub type CellSet6 = CellSet<6>;

impl<const SIDE: u8> CellSet<SIDE> {
    /// No cells.
    pub const EMPTY: CellSet<SIDE> = CellSet(PlaceSet::EMPTY);

    /// Every cell of the board.
    pub const FULL: CellSet<SIDE> = CellSet(PlaceSet::board_of_size(SIDE));

    /// The cells that touch a cell of the set (its own cells not included unless they
    /// touch another).
    ///
    /// ```
    /// use lines_of_action::{Cell6, CellSet6, SquareSet};
    /// assert_eq!(CellSet6::from(Cell6::CENTRE).neighbours().count(), 6);
    /// assert_eq!(CellSet6::from("a1".parse::<Cell6>()?).neighbours().count(), 3);
    /// # Ok::<(), lines_of_action::ParseCellError>(())
    /// ```
    #[inline(always)]
    pub const fn neighbours(self) -> CellSet<SIDE> {
        CellSet(self.0.neighbours().intersection(Self::FULL.0))
    }

    /// The set's image under `symmetry`.
    pub fn transformed(self, symmetry: HexSymmetry) -> CellSet<SIDE> {
        self.into_iter().map(|cell| cell.transformed(symmetry)).collect()
    }
}

/// Iterates over the cells of a [`CellSet`] in index order.
#[derive(Clone, Debug)]
pub struct Cells<const SIDE: u8>(crate::board::hex::place_set::Places);

impl<const SIDE: u8> Iterator for Cells<SIDE> {
    type Item = Cell<SIDE>;

    #[inline]
    fn next(&mut self) -> Option<Cell<SIDE>> {
        self.0.next().map(Cell)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<const SIDE: u8> ExactSizeIterator for Cells<SIDE> {}

impl<const SIDE: u8> IntoIterator for CellSet<SIDE> {
    type Item = Cell<SIDE>;
    type IntoIter = Cells<SIDE>;

    #[inline]
    fn into_iter(self) -> Cells<SIDE> {
        Cells(self.0.into_iter())
    }
}

impl<const SIDE: u8> FromIterator<Cell<SIDE>> for CellSet<SIDE> {
    fn from_iter<I: IntoIterator<Item = Cell<SIDE>>>(iter: I) -> CellSet<SIDE> {
        iter.into_iter().fold(CellSet::EMPTY, |set, cell| set.with(cell))
    }
}

impl<const SIDE: u8> From<Cell<SIDE>> for CellSet<SIDE> {
    #[inline]
    fn from(cell: Cell<SIDE>) -> CellSet<SIDE> {
        CellSet(PlaceSet::from_cell(cell.0))
    }
}

/// An operator trait and its assigning form on the sets' bits.
macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $set:ident) => {
        impl<const SIDE: u8> $trait for CellSet<SIDE> {
            type Output = CellSet<SIDE>;

            #[inline(always)]
            fn $method(self, rhs: CellSet<SIDE>) -> CellSet<SIDE> {
                CellSet(self.0.$set(rhs.0))
            }
        }

        impl<const SIDE: u8> $assign_trait for CellSet<SIDE> {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: CellSet<SIDE>) {
                self.0 = self.0.$set(rhs.0);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, union);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, intersection);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, symmetric_difference);
set_operator!(Sub, sub, SubAssign, sub_assign, difference);

/// The complement within the board.
impl<const SIDE: u8> Not for CellSet<SIDE> {
    type Output = CellSet<SIDE>;

    #[inline(always)]
    fn not(self) -> CellSet<SIDE> {
        CellSet(Self::FULL.0.difference(self.0))
    }
}

impl<const SIDE: u8> Sealed for CellSet<SIDE> {}

impl<const SIDE: u8> SquareSet for CellSet<SIDE> {
    type Square = Cell<SIDE>;
    const EMPTY: CellSet<SIDE> = CellSet::EMPTY;

    #[inline(always)]
    fn from_square(cell: Cell<SIDE>) -> CellSet<SIDE> {
        CellSet::from(cell)
    }

    #[inline(always)]
    fn contains(self, cell: Cell<SIDE>) -> bool {
        self.0.contains(cell.0)
    }

    #[inline(always)]
    fn with(self, cell: Cell<SIDE>) -> CellSet<SIDE> {
        CellSet(self.0.with(cell.0))
    }

    #[inline(always)]
    fn without(self, cell: Cell<SIDE>) -> CellSet<SIDE> {
        CellSet(self.0.without(cell.0))
    }

    #[inline(always)]
    fn toggled(self, cell: Cell<SIDE>) -> CellSet<SIDE> {
        CellSet(self.0.toggled(cell.0))
    }

    #[inline(always)]
    fn count(self) -> usize {
        self.0.count()
    }

    #[inline(always)]
    fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    #[inline(always)]
    fn intersects(self, other: CellSet<SIDE>) -> bool {
        self.0.intersects(other.0)
    }

    #[inline]
    fn first(self) -> Option<Cell<SIDE>> {
        self.0.first().map(Cell)
    }

    #[inline]
    fn last(self) -> Option<Cell<SIDE>> {
        self.0.last().map(Cell)
    }

    #[inline(always)]
    fn only_if(self, keep: bool) -> CellSet<SIDE> {
        CellSet(self.0.only_if(keep))
    }

    /// The board of side `size` around the same centre (the whole board for `SIDE` or
    /// more).
    #[inline]
    fn board_of_size(size: u8) -> CellSet<SIDE> {
        CellSet(PlaceSet::board_of_size(size.min(SIDE)))
    }

    /// Grown by one step to the six neighbours, within the board.
    #[inline(always)]
    fn dilate(self) -> CellSet<SIDE> {
        CellSet(self.0.dilate().intersection(Self::FULL.0))
    }

    /// Under six-neighbour adjacency.
    #[inline]
    fn is_connected(self) -> bool {
        self.0.is_connected()
    }

    #[inline]
    fn group_count(self) -> usize {
        self.0.group_count()
    }

    #[inline(always)]
    fn mixed(self, salt: u64, key: u64) -> u64 {
        self.0.mixed(salt, key)
    }
}

/// Its bits, then the board drawn as a hexagon, the top row first: `X` for a member
/// cell and `.` for the others.
///
/// ```
/// use lines_of_action::{Cell5, CellSet5};
/// let drawing = format!("{:?}", CellSet5::from(Cell5::CENTRE));
/// assert!(drawing.contains("\n. . . . X . . . .\n"));
/// assert!(drawing.ends_with("\n    . . . . .\n"));
/// ```
impl<const SIDE: u8> fmt::Debug for CellSet<SIDE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "CellSet{SIDE}({:#034x})", self.0.bits())?;
        let rows = 2 * SIDE - 1;
        for row in (0..rows).rev() {
            write!(f, "{:1$}", "", usize::from(row.abs_diff(SIDE - 1)))?;
            let mut separator = "";
            for number in 1..=rows {
                if let Some(cell) = Cell::<SIDE>::at(row, number) {
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

/// The set as its 128 bits, two words, low first (bit 11·y + x for the cell on hex6's
/// row y from the bottom, x places from hex6's a1 skewed; hex5 is hex6's inner cells).
#[cfg(feature = "serde")]
impl<const SIDE: u8> serde::Serialize for CellSet<SIDE> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let bits = self.0.bits();
        [bits as u64, (bits >> 64) as u64].serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de, const SIDE: u8> serde::Deserialize<'de> for CellSet<SIDE> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CellSet<SIDE>, D::Error> {
        let [low, high] = <[u64; 2]>::deserialize(deserializer)?;
        let bits = u128::from(low) | u128::from(high) << 64;
        match PlaceSet::from_bits(bits) {
            Some(set) if set.is_subset(Self::FULL.0) => Ok(CellSet(set)),
            _ => Err(serde::de::Error::custom(alloc::format!("a bit outside hex{SIDE}'s cells"))),
        }
    }
}
