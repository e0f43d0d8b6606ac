//! [`Place`]: a cell of the hexagonal boards, and [`CellName`], what a cell is called on
//! one board.
//!
//! # The embedding
//!
//! Every board, hex2 to hex6, is the hexagon of its side **centred** on the centre of
//! the largest one, hex6: a [`Place`] is a place relative to that centre, the same
//! place on every board that has it. hex5's 61 cells are hex6's 61 innermost ones
//! (its centre e5 is hex6's f6, its corner a1 is hex6's b2), so that:
//! - the lines of a smaller board are the parts of hex6's lines on it (both are
//!   convex), and a slide on it is a slide on hex6 that lands on it;
//! - the twelve symmetries turn about one centre on every board;
//! - the black hole of hex6 is the centre.
//!
//! A cell's **name** depends on the board, since the rows are centred and numbered
//! from their left ends: hex6's b2 is hex5's a1. [`Place::name`] and [`Place::from_name`]
//! take the board's side; the public `Cell<SIDE>` carries its board's side in its type.
//!
//! # Coordinates and the index
//!
//! Axial coordinates `(q, r)` count from the centre: `r` rows up (row `a` of hex6 is
//! `r = −5`), `q` cells east along the row, and a step north-east keeps `q`, a step
//! north-west takes one from it. The cube coordinates add `s = −q − r`; a cell is on
//! the board of side `n` when `max(|q|, |r|, |s|) < n`. A line is a set of cells with
//! one cube coordinate fixed: a row `r`, an up-right line `q`, an up-left line `s`.
//!
//! In a `PlaceSet` the cell is bit `11·y + x` of a `u128`, where
//! `y = r + 5` is its row on hex6 from the bottom and `x = q + r + 5`: hex6 skewed into
//! an 11×11 parallelogram (121 bits, of which 91 are cells), so that the six
//! neighbours are the bits ±1, ±11 and ±12 away (this is its [`slot`](Place::slot)).
//! Its [`index`](Place::index) numbers the 91 cells densely in the same order: row by
//! row from hex6's bottom row, each row from its left end (a1 = 0, a6 = 5, b1 = 6,
//! f6 = 45, k6 = 90).

use alloc::string::{String, ToString};
use core::fmt;
use core::ops::RangeInclusive;
use core::str::FromStr;

/// The side of the largest board, hex6: every [`Place`] is one of its cells.
pub(crate) const MAX_SIDE: u8 = 6;

/// The sides of the boards the geometry holds: hex2 to hex6 (the games are played on
/// hex5 and hex6).
pub(crate) const SIDES: RangeInclusive<u8> = 2..=MAX_SIDE;

/// The number of cells of the largest board (3·6·5 + 1): every [`Place::index`] is
/// below it.
pub(crate) const CELLS: usize = 91;

/// The cells of one row of the parallelogram the slots make, `2 · MAX_SIDE − 1`.
pub(crate) const STRIDE: usize = 11;

/// The slots of the parallelogram, 11 × 11: every [`Place::slot`] is below it.
pub(crate) const SLOTS: usize = STRIDE * STRIDE;

/// The parallelogram coordinate (`x` and `y`) of the centre.
const MID: i32 = MAX_SIDE as i32 - 1;

/// A cell of the hexagonal boards: one of the 91 cells of hex6, the largest, each
/// smaller board being the hexagon of its side around the same centre (see the
/// [module](self) documentation for the embedding and the coordinates).
///
/// It is stored as its [`slot`](Place::slot), its bit in a `PlaceSet`.
/// Places are ordered by index: row by row from hex6's bottom row, each row left to
/// right.
///
/// [`name`](Place::name) and [`from_name`](Place::from_name) name it on a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Place(u8);

/// `DENSE[slot]`: the index of the cell in `slot`, or 255 for a slot that is no cell.
const DENSE: [u8; 128] = {
    let mut table = [255u8; 128];
    let (mut slot, mut index) = (0, 0);
    while slot < SLOTS {
        if ring_of_slot(slot) < MAX_SIDE as i32 {
            table[slot] = index;
            index += 1;
        }
        slot += 1;
    }
    table
};

/// The distance from the centre of the place in `slot` of the parallelogram: the
/// board of side `n` holds it when it is below `n`.
const fn ring_of_slot(slot: usize) -> i32 {
    let (a, b) = ((slot % STRIDE) as i32 - MID, (slot / STRIDE) as i32 - MID);
    max(max(abs(a), abs(b)), abs(a - b))
}

impl Place {
    /// The centre of every board: f6 on hex6, e5 on hex5 (hex6's black hole).
    pub(crate) const CENTRE: Place = Place((MID as usize * STRIDE + MID as usize) as u8);

    /// The cell in a slot known to be one (`11·y + x`, on hex6).
    #[inline(always)]
    pub(crate) const fn from_slot(slot: usize) -> Place {
        debug_assert!(slot < SLOTS && DENSE[slot] != 255);
        Place(slot as u8)
    }

    /// The cell whose [slot](Place::slot) is `slot`, or `None` if no cell has it (121 or
    /// more, or a place of the parallelogram off hex6).
    ///
    #[inline]
    pub(crate) const fn try_from_slot(slot: usize) -> Option<Place> {
        if slot < SLOTS && DENSE[slot] != 255 { Some(Place(slot as u8)) } else { None }
    }

    /// The cell's bit in a `PlaceSet`: `11·y + x`, `y` its hex6 row
    /// from the bottom and `x = q + r + 5` (0 for a1, 60 for the centre, 120 for k6).
    #[inline(always)]
    pub(crate) const fn slot(self) -> usize {
        self.0 as usize
    }

    /// The cell's index, from 0 (hex6's a1) to 90 (k6): row by row from hex6's bottom
    /// row, each row from its left end.
    ///
    #[inline(always)]
    pub(crate) const fn index(self) -> usize {
        DENSE[self.0 as usize & 127] as usize
    }

    /// The cell's parallelogram coordinates `(x, y)`, both 0 to 10.
    #[inline(always)]
    const fn xy(self) -> (i32, i32) {
        ((self.0 as usize % STRIDE) as i32, (self.0 as usize / STRIDE) as i32)
    }

    /// The cell at parallelogram coordinates `(x, y)`, if it is on hex6.
    #[inline]
    pub(crate) const fn from_xy(x: i32, y: i32) -> Option<Place> {
        if x < 0 || y < 0 || x >= STRIDE as i32 || y >= STRIDE as i32 {
            return None;
        }
        Place::try_from_slot(y as usize * STRIDE + x as usize)
    }

    /// The axial coordinates `(q, r)` from the centre: `r` rows up, `q` cells east along
    /// the row (a step north-east keeps `q`, one north-west takes 1 from it).
    ///
    #[inline]
    pub(crate) const fn axial(self) -> (i8, i8) {
        let (x, y) = self.xy();
        ((x - y) as i8, (y - MID) as i8)
    }

    /// The cube coordinates `(q, r, s)`: the [axial](Place::axial) ones and `s = −q − r`.
    /// Each kind of line fixes one: a row `r`, an up-right line `q`, an up-left line `s`.
    ///
    #[inline]
    pub(crate) const fn cube(self) -> (i8, i8, i8) {
        let (q, r) = self.axial();
        (q, r, -q - r)
    }

    /// The cell at axial coordinates `(q, r)`, if it is on hex6.
    ///
    #[inline]
    pub(crate) const fn from_axial(q: i8, r: i8) -> Option<Place> {
        let (q, r) = (q as i32, r as i32);
        Place::from_xy(q + r + MID, r + MID)
    }

    /// The cell at cube coordinates `(q, r, s)`, if they add up to 0 and it is on hex6.
    #[inline]
    pub(crate) const fn from_cube(q: i8, r: i8, s: i8) -> Option<Place> {
        if q as i32 + r as i32 + s as i32 != 0 {
            return None;
        }
        Place::from_axial(q, r)
    }

    /// The number of steps from the centre: 0 for the centre, 5 on hex6's rim. The cell
    /// is on the board of side `n` when its ring is below `n`.
    ///
    #[inline]
    pub(crate) const fn ring(self) -> u8 {
        ring_of_slot(self.0 as usize) as u8
    }

    /// The number of steps between two cells, along the six neighbours.
    ///
    #[inline]
    pub(crate) const fn distance(self, other: Place) -> u8 {
        let ((q1, r1, s1), (q2, r2, s2)) = (self.cube(), other.cube());
        let (dq, dr, ds) = (abs(q1 as i32 - q2 as i32), abs(r1 as i32 - r2 as i32), abs(s1 as i32 - s2 as i32));
        max(max(dq, dr), ds) as u8
    }

    /// Whether the cell is on the board of side `side` (any side above 6 holds every cell).
    #[inline]
    pub(crate) const fn is_on(self, side: u8) -> bool {
        self.ring() < side
    }

    /// The cell's row on the board of side `side`, from 0 for row `a` (the bottom row),
    /// or `None` if the cell is off that board or the side is not one of [`SIDES`].
    ///
    #[inline]
    pub(crate) const fn row_index(self, side: u8) -> Option<u8> {
        if !is_side(side) || !self.is_on(side) {
            return None;
        }
        Some((self.xy().1 - MID + side as i32 - 1) as u8)
    }

    /// The cell's number in its row on the board of side `side`, from 1 at the row's
    /// left end, or `None` if the cell is off that board or the side is not one of
    /// [`SIDES`].
    ///
    #[inline]
    pub(crate) const fn number(self, side: u8) -> Option<u8> {
        if !is_side(side) || !self.is_on(side) {
            return None;
        }
        let (x, y) = self.xy();
        let (a, b, last) = (x - MID, y - MID, side as i32 - 1);
        // The row's first cell has a = max(−last, b − last).
        Some((a - max(-last, b - last) + 1) as u8)
    }

    /// The cell at `row_index` (0 for row `a`) and `number` (from 1) on the board of side
    /// `side`, if there is one.
    ///
    #[inline]
    pub(crate) const fn at(side: u8, row_index: u8, number: u8) -> Option<Place> {
        if !is_side(side) || row_index as usize >= 2 * side as usize - 1 {
            return None;
        }
        let last = side as i32 - 1;
        let b = row_index as i32 - last;
        if number == 0 || number as i32 > row_length(side, b) {
            return None;
        }
        let a = number as i32 - 1 + max(-last, b - last);
        Place::from_xy(a + MID, b + MID)
    }

    /// The cell's name on the board of side `side`, or `None` if the cell is off it or
    /// the side is not one of [`SIDES`].
    ///
    #[inline]
    pub(crate) const fn name(self, side: u8) -> Option<CellName> {
        match (self.row_index(side), self.number(side)) {
            (Some(row_index), Some(number)) => Some(CellName { row_index, number }),
            _ => None,
        }
    }

    /// Reads a cell's name on the board of side `side`: a lower-case row letter and its
    /// number in the row, from 1, without a leading zero (`a1`, `e9`, `f11`), nothing
    /// around them. Upper case is refused: a reader of real records lower-cases first.
    ///
    /// # Errors
    ///
    /// [`ParseCellError`]: the text is not a name, the side is not one of [`SIDES`], or
    /// the cell is off that board (its row, or its number in the row).
    ///
    pub(crate) fn from_name(text: &str, side: u8) -> Result<Place, ParseCellError> {
        text.parse::<CellName>()?.cell(side)
    }
}

/// Whether `side` is one of [`SIDES`].
const fn is_side(side: u8) -> bool {
    side >= *SIDES.start() && side <= *SIDES.end()
}

/// The number of cells of the row `b` rows above the centre's (`b` from `−(side − 1)` to
/// `side − 1`) on the board of side `side`.
const fn row_length(side: u8, b: i32) -> i32 {
    2 * side as i32 - 1 - abs(b)
}

/// The larger of two numbers, at compile time.
const fn max(a: i32, b: i32) -> i32 {
    if a > b { a } else { b }
}

/// The absolute value, at compile time.
const fn abs(a: i32) -> i32 {
    if a < 0 { -a } else { a }
}

/// A cell's name without its board: a row letter and a number in the row. Which cell it
/// names depends on the board: `a1` is hex6's corner, and one cell inside it on hex5.
///
/// `FromStr` reads a lower-case letter `a`–`z` and a number 0–99 without a leading
/// zero (the rows and numbers of no board included, so that a board can say what is
/// off it); `Display` writes the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CellName {
    /// The row, 0 for `a`.
    row_index: u8,
    /// The number in the row, from 1.
    number: u8,
}

impl CellName {
    /// The name of the cell `number` (1 from the row's left end) of the row `row_index`
    /// (0 for `a`), if it can be written: a row below 26 and a number below 100.
    #[inline]
    pub const fn new(row_index: u8, number: u8) -> Option<CellName> {
        if row_index < 26 && number < 100 { Some(CellName { row_index, number }) } else { None }
    }

    /// The row, 0 for `a`.
    #[inline]
    pub const fn row_index(self) -> u8 {
        self.row_index
    }

    /// The row's letter.
    #[inline]
    pub const fn row_letter(self) -> char {
        (b'a' + self.row_index) as char
    }

    /// The number in the row, from 1.
    #[inline]
    pub const fn number(self) -> u8 {
        self.number
    }

    /// The cell of this name on the board of side `side`.
    ///
    /// # Errors
    ///
    /// [`ParseCellError::Side`] if `side` is not one of [`SIDES`],
    /// [`RowOffBoard`](ParseCellError::RowOffBoard) if the board has no such row,
    /// [`NumberOffRow`](ParseCellError::NumberOffRow) if the row has no such number.
    pub(crate) const fn cell(self, side: u8) -> Result<Place, ParseCellError> {
        if !is_side(side) {
            return Err(ParseCellError::Side(side));
        }
        if self.row_index as usize >= 2 * side as usize - 1 {
            return Err(ParseCellError::RowOffBoard { name: self, side });
        }
        match Place::at(side, self.row_index, self.number) {
            Some(cell) => Ok(cell),
            None => Err(ParseCellError::NumberOffRow { name: self, side }),
        }
    }

    /// The number of cells of the name's row on the board of side `side` (a row of it).
    const fn row_length(self, side: u8) -> u8 {
        row_length(side, self.row_index as i32 - (side as i32 - 1)) as u8
    }
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.row_letter(), self.number)
    }
}

impl FromStr for CellName {
    type Err = ParseCellError;

    /// Reads a lower-case letter and a number 0–99 without a leading zero, nothing
    /// around them.
    fn from_str(s: &str) -> Result<CellName, ParseCellError> {
        let syntax = || ParseCellError::Syntax(s.to_string());
        let (row, number) = match *s.as_bytes() {
            [row @ b'a'..=b'z', digit @ b'0'..=b'9'] => (row, digit - b'0'),
            [row @ b'a'..=b'z', tens @ b'1'..=b'9', units @ b'0'..=b'9'] => (row, (tens - b'0') * 10 + units - b'0'),
            _ => return Err(syntax()),
        };
        CellName::new(row - b'a', number).ok_or_else(syntax)
    }
}

/// Why a text names no cell of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseCellError {
    /// The text is not a lower-case row letter and a number (as `e9`, `f11`).
    Syntax(String),
    /// No hexagonal board has this side (they have 2 to 6).
    Side(u8),
    /// The board has no such row.
    RowOffBoard {
        /// The name read.
        name: CellName,
        /// The side of the board.
        side: u8,
    },
    /// The row has no cell of that number.
    NumberOffRow {
        /// The name read.
        name: CellName,
        /// The side of the board.
        side: u8,
    },
}

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCellError::Syntax(text) => write!(
                f,
                "invalid cell {text:?}: expected a lower-case row letter and a cell number from 1, as in \"e9\""
            ),
            ParseCellError::Side(side) => {
                write!(f, "no hexagonal board of side {side}: the sides are {} to {}", SIDES.start(), SIDES.end())
            }
            ParseCellError::RowOffBoard { name, side } => {
                let last = (b'a' + 2 * side - 2) as char;
                write!(f, "{name} is off hex{side}: its rows are a to {last}")
            }
            ParseCellError::NumberOffRow { name, side } => {
                let (row, length) = (name.row_letter(), name.row_length(*side));
                write!(f, "{name} is off hex{side}: row {row} has {length} cells, {row}1 to {row}{length}")
            }
        }
    }
}

impl core::error::Error for ParseCellError {}
