//! [`Square12`]: a square of the boards from 9×9 to 12×12.

use core::fmt;
use core::str::FromStr;

use crate::board::geometry::{BoardSquare, sealed::Sealed};
use crate::board::grid8::square::ParseSquareError;
use crate::board::square_grid::lines::direction_between;
use crate::board::square_grid::symmetry::{Symmetry, transformed_square};

/// One of the 144 squares of the 12×12 grid, the squares of every board from 9×9 to
/// 12×12 (each in the grid's lower-left corner): files `a`–`l`, ranks `1`–`12`.
///
/// It is stored as its index `rank * 16 + file` (both from 0): a1 = 0, l1 = 11, a2 = 16,
/// l12 = 187. The index leaves 4 unused numbers after each rank, so that every rank of
/// a [`Bitboard12`](crate::Bitboard12) is 16 bits of its words. Squares are ordered
/// by index (a1 < b1 < … < l1 < a2 < … < l12).
///
/// `Display` writes the square as `k11`; `FromStr` reads exactly that: a lower-case file
/// `a`–`l` and a rank `1`–`12` without a leading zero, nothing around them. Upper case
/// is refused (unlike [`Square`](crate::Square)'s reader): a reader of real records
/// lower-cases the text first.
///
/// ```
/// use lines_of_action::Square12;
/// let k11 = Square12::new(10, 10).unwrap();
/// assert_eq!(k11.to_string(), "k11");
/// assert_eq!("k11".parse::<Square12>()?, k11);
/// assert_eq!((k11.file_index(), k11.rank_index(), k11.index()), (10, 10, 170));
/// assert!("m1".parse::<Square12>().is_err() && "K11".parse::<Square12>().is_err());
/// # Ok::<(), lines_of_action::ParseSquareError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Square12(u8);

impl Square12 {
    /// The number of squares.
    pub const NUM: usize = 144;

    /// The number of files (and of ranks) of the grid.
    pub(in crate::board) const GRID: u8 = 12;

    /// All 144 squares in index order: a1, b1, … l1, a2, … l12.
    ///
    /// ```
    /// use lines_of_action::Square12;
    /// assert_eq!(Square12::ALL.len(), Square12::NUM);
    /// assert_eq!(Square12::ALL[12].to_string(), "a2");
    /// assert!(Square12::ALL.is_sorted());
    /// ```
    pub const ALL: [Square12; 144] = {
        let mut all = [Square12(0); 144];
        let mut i = 0;
        while i < 144 {
            all[i] = Square12(((i / 12) * 16 + i % 12) as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` and `rank` (both from 0, `a1` is `(0, 0)`), or `None` if
    /// either is 12 or more.
    ///
    /// ```
    /// use lines_of_action::Square12;
    /// assert_eq!(Square12::new(11, 11).map(|sq| sq.to_string()), Some("l12".to_string()));
    /// assert_eq!(Square12::new(12, 0), None);
    /// ```
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square12> {
        if file < Square12::GRID && rank < Square12::GRID { Some(Square12(rank * 16 + file)) } else { None }
    }

    /// The square with this [index](Square12::index), or `None` if no square has it
    /// (192 or more, or a file number 12 to 15).
    ///
    /// ```
    /// use lines_of_action::Square12;
    /// assert_eq!(Square12::try_from_index(16), Square12::new(0, 1));
    /// assert_eq!(Square12::try_from_index(12), None);
    /// ```
    #[inline]
    pub const fn try_from_index(index: usize) -> Option<Square12> {
        if index < 192 && index % 16 < 12 { Some(Square12(index as u8)) } else { None }
    }

    /// The square of an index known to be one (`rank * 16 + file`, both below 12).
    #[inline(always)]
    pub(in crate::board) const fn from_index(index: usize) -> Square12 {
        debug_assert!(index < 192 && index % 16 < 12);
        Square12(index as u8)
    }

    /// The square's index, `rank * 16 + file`: 0 (a1) to 187 (l12).
    ///
    /// ```
    /// use lines_of_action::Square12;
    /// assert_eq!(Square12::new(2, 1).unwrap().index(), 18);
    /// ```
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square's file, `a` = 0 … `l` = 11.
    ///
    /// ```
    /// use lines_of_action::Square12;
    /// assert_eq!("j3".parse::<Square12>()?.file_index(), 9);
    /// # Ok::<(), lines_of_action::ParseSquareError>(())
    /// ```
    #[inline(always)]
    pub const fn file_index(self) -> u8 {
        self.0 & 15
    }

    /// The square's rank, rank 1 = 0 … rank 12 = 11.
    ///
    /// ```
    /// use lines_of_action::Square12;
    /// assert_eq!("j12".parse::<Square12>()?.rank_index(), 11);
    /// # Ok::<(), lines_of_action::ParseSquareError>(())
    /// ```
    #[inline(always)]
    pub const fn rank_index(self) -> u8 {
        self.0 >> 4
    }

    /// Reads a square from its canonical ASCII text, `a1` to `l12`.
    const fn from_ascii(bytes: &[u8]) -> Option<Square12> {
        let (file, rank) = match *bytes {
            [file, digit @ b'1'..=b'9'] => (file, digit - b'1'),
            [file, b'1', digit @ b'0'..=b'2'] => (file, digit - b'0' + 9),
            _ => return None,
        };
        match file {
            b'a'..=b'l' => Square12::new(file - b'a', rank),
            _ => None,
        }
    }
}

impl Sealed for Square12 {}

impl BoardSquare for Square12 {
    const MAX_SIZE: u8 = Square12::GRID;
    const INDICES: usize = 16 * Square12::GRID as usize;

    #[inline(always)]
    fn index(self) -> usize {
        Square12::index(self)
    }

    #[inline(always)]
    fn try_from_index(index: usize) -> Option<Square12> {
        Square12::try_from_index(index)
    }

    #[inline(always)]
    fn at(file: u8, rank: u8) -> Option<Square12> {
        Square12::new(file, rank)
    }

    #[inline(always)]
    fn file_index(self) -> u8 {
        Square12::file_index(self)
    }

    #[inline(always)]
    fn rank_index(self) -> u8 {
        Square12::rank_index(self)
    }

    type Symmetry = Symmetry;

    #[inline]
    fn transformed(self, symmetry: Symmetry, board_size: u8) -> Option<Square12> {
        transformed_square(self, symmetry, board_size)
    }

    const LINES_NAMED: &'static str = "rank, file or diagonal";

    #[inline]
    fn line_name(self, to: Square12) -> Option<&'static str> {
        direction_between(self, to).map(|direction| direction.line_kind().name())
    }
}

impl FromStr for Square12 {
    type Err = ParseSquareError;

    /// Reads a lower-case file `a`–`l` and a rank `1`–`12` without a leading zero,
    /// nothing around them.
    fn from_str(s: &str) -> Result<Square12, ParseSquareError> {
        Square12::from_ascii(s.as_bytes()).ok_or_else(|| ParseSquareError::new(s, Square12::GRID))
    }
}

impl fmt::Display for Square12 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file_index()) as char, self.rank_index() + 1)
    }
}

crate::serde_text::serde_as_text!(Square12, "a square such as \"k11\"");
