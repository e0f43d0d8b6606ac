//! [`WideSquare`]: a square of the boards from 9×9 to 12×12.

use core::fmt;
use core::str::FromStr;

use crate::board::geometry::{BoardSquare, sealed::Sealed};
use crate::board::square::ParseSquareError;

/// One of the 144 squares of the 12×12 grid, the squares of every board from 9×9 to
/// 12×12 (each in the grid's lower-left corner): files `a`–`l`, ranks `1`–`12`.
///
/// It is stored as its index `rank * 16 + file` (both from 0): a1 = 0, l1 = 11, a2 = 16,
/// l12 = 187. The index leaves 4 unused numbers after each rank, so that every rank of
/// a [`WideBitboard`](crate::WideBitboard) is 16 bits of its words. Squares are ordered
/// by index (a1 < b1 < … < l1 < a2 < … < l12).
///
/// `Display` writes the square as `k11`; `FromStr` reads exactly that: a lower-case file
/// `a`–`l` and a rank `1`–`12` without a leading zero, nothing around them. Upper case
/// is refused (unlike [`Square`](crate::Square)'s reader): a reader of real records
/// lower-cases the text first.
///
/// ```
/// use lines_of_action::WideSquare;
/// let k11 = WideSquare::new(10, 10).unwrap();
/// assert_eq!(k11.to_string(), "k11");
/// assert_eq!("k11".parse::<WideSquare>()?, k11);
/// assert_eq!((k11.file_index(), k11.rank_index(), k11.index()), (10, 10, 170));
/// assert!("m1".parse::<WideSquare>().is_err() && "K11".parse::<WideSquare>().is_err());
/// # Ok::<(), lines_of_action::ParseSquareError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct WideSquare(u8);

impl WideSquare {
    /// The number of squares.
    pub const NUM: usize = 144;

    /// The number of files (and of ranks) of the grid.
    pub(in crate::board) const GRID: u8 = 12;

    /// All 144 squares in index order: a1, b1, … l1, a2, … l12.
    ///
    /// ```
    /// use lines_of_action::WideSquare;
    /// assert_eq!(WideSquare::ALL.len(), WideSquare::NUM);
    /// assert_eq!(WideSquare::ALL[12].to_string(), "a2");
    /// assert!(WideSquare::ALL.is_sorted());
    /// ```
    pub const ALL: [WideSquare; 144] = {
        let mut all = [WideSquare(0); 144];
        let mut i = 0;
        while i < 144 {
            all[i] = WideSquare(((i / 12) * 16 + i % 12) as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` and `rank` (both from 0, `a1` is `(0, 0)`), or `None` if
    /// either is 12 or more.
    ///
    /// ```
    /// use lines_of_action::WideSquare;
    /// assert_eq!(WideSquare::new(11, 11).map(|sq| sq.to_string()), Some("l12".to_string()));
    /// assert_eq!(WideSquare::new(12, 0), None);
    /// ```
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<WideSquare> {
        if file < WideSquare::GRID && rank < WideSquare::GRID { Some(WideSquare(rank * 16 + file)) } else { None }
    }

    /// The square with this [index](WideSquare::index), or `None` if no square has it
    /// (192 or more, or a file number 12 to 15).
    ///
    /// ```
    /// use lines_of_action::WideSquare;
    /// assert_eq!(WideSquare::try_from_index(16), WideSquare::new(0, 1));
    /// assert_eq!(WideSquare::try_from_index(12), None);
    /// ```
    #[inline]
    pub const fn try_from_index(index: usize) -> Option<WideSquare> {
        if index < 192 && index % 16 < 12 { Some(WideSquare(index as u8)) } else { None }
    }

    /// The square of an index known to be one (`rank * 16 + file`, both below 12).
    #[inline(always)]
    pub(in crate::board) const fn from_index(index: usize) -> WideSquare {
        debug_assert!(index < 192 && index % 16 < 12);
        WideSquare(index as u8)
    }

    /// The square's index, `rank * 16 + file`: 0 (a1) to 187 (l12).
    ///
    /// ```
    /// use lines_of_action::WideSquare;
    /// assert_eq!(WideSquare::new(2, 1).unwrap().index(), 18);
    /// ```
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square's file, `a` = 0 … `l` = 11.
    ///
    /// ```
    /// use lines_of_action::WideSquare;
    /// assert_eq!("j3".parse::<WideSquare>()?.file_index(), 9);
    /// # Ok::<(), lines_of_action::ParseSquareError>(())
    /// ```
    #[inline(always)]
    pub const fn file_index(self) -> u8 {
        self.0 & 15
    }

    /// The square's rank, rank 1 = 0 … rank 12 = 11.
    ///
    /// ```
    /// use lines_of_action::WideSquare;
    /// assert_eq!("j12".parse::<WideSquare>()?.rank_index(), 11);
    /// # Ok::<(), lines_of_action::ParseSquareError>(())
    /// ```
    #[inline(always)]
    pub const fn rank_index(self) -> u8 {
        self.0 >> 4
    }

    /// Reads a square from its canonical ASCII text, `a1` to `l12`.
    const fn from_ascii(bytes: &[u8]) -> Option<WideSquare> {
        let (file, rank) = match *bytes {
            [file, digit @ b'1'..=b'9'] => (file, digit - b'1'),
            [file, b'1', digit @ b'0'..=b'2'] => (file, digit - b'0' + 9),
            _ => return None,
        };
        match file {
            b'a'..=b'l' => WideSquare::new(file - b'a', rank),
            _ => None,
        }
    }
}

impl Sealed for WideSquare {}

impl BoardSquare for WideSquare {
    const MAX_SIZE: u8 = WideSquare::GRID;

    #[inline(always)]
    fn at(file: u8, rank: u8) -> Option<WideSquare> {
        WideSquare::new(file, rank)
    }

    #[inline(always)]
    fn file_index(self) -> u8 {
        WideSquare::file_index(self)
    }

    #[inline(always)]
    fn rank_index(self) -> u8 {
        WideSquare::rank_index(self)
    }
}

impl FromStr for WideSquare {
    type Err = ParseSquareError;

    /// Reads a lower-case file `a`–`l` and a rank `1`–`12` without a leading zero,
    /// nothing around them.
    fn from_str(s: &str) -> Result<WideSquare, ParseSquareError> {
        WideSquare::from_ascii(s.as_bytes()).ok_or_else(|| ParseSquareError::new(s, WideSquare::GRID))
    }
}

impl fmt::Display for WideSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file_index()) as char, self.rank_index() + 1)
    }
}

crate::serde_text::serde_as_text!(WideSquare, "a square such as \"k11\"");
