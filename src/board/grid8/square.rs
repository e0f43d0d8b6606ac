//! Squares, files and ranks of the 8×8 board.

use core::fmt;
use core::str::FromStr;

use alloc::string::String;
use thiserror::Error;

use crate::board::square_grid::symmetry::Symmetry;
use crate::quoted::Quoted;

/// A file (column) of the board, `a` to `h` from left to right.
///
/// ```
/// use lines_of_action::File;
/// assert_eq!(File::C.index(), 2);
/// assert_eq!(File::C.to_string(), "c");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank (row) of the board, `1` to `8` from bottom (Black's first row) to top.
///
/// ```
/// use lines_of_action::Rank;
/// assert_eq!(Rank::Third.index(), 2);
/// assert_eq!(Rank::Third.to_string(), "3");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl File {
    /// The number of files.
    pub const NUM: usize = 8;
    /// All files from `a` to `h`.
    pub const ALL: [File; 8] = [File::A, File::B, File::C, File::D, File::E, File::F, File::G, File::H];

    /// The file with this index, or `None` if `index >= 8`.
    #[inline]
    pub const fn try_from_index(index: usize) -> Option<File> {
        if index < 8 { Some(File::ALL[index]) } else { None }
    }

    /// The file named by a letter `'a'`–`'h'` (lower case only).
    #[inline]
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File::ALL[c as usize - 'a' as usize]),
            _ => None,
        }
    }

    /// The file's index, `a` = 0 … `h` = 7.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file's letter, `'a'` to `'h'`.
    #[inline]
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }
}

impl Rank {
    /// The number of ranks.
    pub const NUM: usize = 8;
    /// All ranks from `1` to `8`.
    pub const ALL: [Rank; 8] =
        [Rank::First, Rank::Second, Rank::Third, Rank::Fourth, Rank::Fifth, Rank::Sixth, Rank::Seventh, Rank::Eighth];

    /// The rank with this index, or `None` if `index >= 8`.
    #[inline]
    pub const fn try_from_index(index: usize) -> Option<Rank> {
        if index < 8 { Some(Rank::ALL[index]) } else { None }
    }

    /// The rank named by a digit `'1'`–`'8'`.
    #[inline]
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank::ALL[c as usize - '1' as usize]),
            _ => None,
        }
    }

    /// The rank's index, rank `1` = 0 … rank `8` = 7.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank's digit, `'1'` to `'8'`.
    #[inline]
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }
}

/// One of the 64 squares, indexed `rank * 8 + file`: a1 = 0, h1 = 7, a8 = 56, h8 = 63.
///
/// Squares are ordered by index (a1 < b1 < … < h1 < a2 < … < h8), files from `a` to
/// `h`, ranks from `1` to `8`.
///
/// `Display` writes the square as `e4`; `FromStr` reads it in either case (`e4`, `E4`),
/// as the move readers do.
///
/// ```
/// use lines_of_action::{File, Rank, Square};
/// let e4: Square = "e4".parse()?;
/// assert_eq!(e4, Square::E4);
/// assert_eq!("E4".parse::<Square>()?, e4);
/// assert_eq!(e4.index(), 28);
/// assert_eq!((e4.file(), e4.rank()), (File::E, Rank::Fourth));
/// assert_eq!(Square::from_coords(File::E, Rank::Fourth), e4);
/// # Ok::<(), lines_of_action::ParseSquareError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[rustfmt::skip]
#[allow(missing_docs)]
pub enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The number of squares.
    pub const NUM: usize = 64;
    /// All squares in index order, a1, b1, … h8.
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = [
        Square::A1, Square::B1, Square::C1, Square::D1, Square::E1, Square::F1, Square::G1, Square::H1,
        Square::A2, Square::B2, Square::C2, Square::D2, Square::E2, Square::F2, Square::G2, Square::H2,
        Square::A3, Square::B3, Square::C3, Square::D3, Square::E3, Square::F3, Square::G3, Square::H3,
        Square::A4, Square::B4, Square::C4, Square::D4, Square::E4, Square::F4, Square::G4, Square::H4,
        Square::A5, Square::B5, Square::C5, Square::D5, Square::E5, Square::F5, Square::G5, Square::H5,
        Square::A6, Square::B6, Square::C6, Square::D6, Square::E6, Square::F6, Square::G6, Square::H6,
        Square::A7, Square::B7, Square::C7, Square::D7, Square::E7, Square::F7, Square::G7, Square::H7,
        Square::A8, Square::B8, Square::C8, Square::D8, Square::E8, Square::F8, Square::G8, Square::H8,
    ];

    /// The square with this index, or `None` if `index >= 64`.
    #[inline]
    pub const fn try_from_index(index: usize) -> Option<Square> {
        if index < 64 { Some(Square::ALL[index]) } else { None }
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::ALL[rank as usize * 8 + file as usize]
    }

    /// The square's index, 0 (a1) to 63 (h8).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square with index `index & 63`: never fails, for indices known to be in range.
    #[rustfmt::skip]
    #[inline(always)]
    pub(crate) const fn from_index_masked(index: usize) -> Square {
        // A match rather than `ALL[index & 63]`: the compiler sees that the
        // discriminant equals the index, so no table is read.
        match index & 63 {
            0 => Square::A1,
            1 => Square::B1,
            2 => Square::C1,
            3 => Square::D1,
            4 => Square::E1,
            5 => Square::F1,
            6 => Square::G1,
            7 => Square::H1,
            8 => Square::A2,
            9 => Square::B2,
            10 => Square::C2,
            11 => Square::D2,
            12 => Square::E2,
            13 => Square::F2,
            14 => Square::G2,
            15 => Square::H2,
            16 => Square::A3,
            17 => Square::B3,
            18 => Square::C3,
            19 => Square::D3,
            20 => Square::E3,
            21 => Square::F3,
            22 => Square::G3,
            23 => Square::H3,
            24 => Square::A4,
            25 => Square::B4,
            26 => Square::C4,
            27 => Square::D4,
            28 => Square::E4,
            29 => Square::F4,
            30 => Square::G4,
            31 => Square::H4,
            32 => Square::A5,
            33 => Square::B5,
            34 => Square::C5,
            35 => Square::D5,
            36 => Square::E5,
            37 => Square::F5,
            38 => Square::G5,
            39 => Square::H5,
            40 => Square::A6,
            41 => Square::B6,
            42 => Square::C6,
            43 => Square::D6,
            44 => Square::E6,
            45 => Square::F6,
            46 => Square::G6,
            47 => Square::H6,
            48 => Square::A7,
            49 => Square::B7,
            50 => Square::C7,
            51 => Square::D7,
            52 => Square::E7,
            53 => Square::F7,
            54 => Square::G7,
            55 => Square::H7,
            56 => Square::A8,
            57 => Square::B8,
            58 => Square::C8,
            59 => Square::D8,
            60 => Square::E8,
            61 => Square::F8,
            62 => Square::G8,
            63 => Square::H8,
            _ => Square::H8,
        }
    }

    /// The square's file.
    #[inline]
    pub const fn file(self) -> File {
        File::ALL[self as usize & 7]
    }

    /// The square's rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize >> 3]
    }

    /// The square seen from the other side of the board: same file, rank `9 − r`.
    ///
    /// ```
    /// use lines_of_action::Square;
    /// assert_eq!(Square::B1.flip_vertical(), Square::B8);
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[self as usize ^ 56]
    }

    /// Reads a square from two ASCII bytes such as `b"e4"`, case-insensitively.
    pub(crate) fn from_ascii_any_case(bytes: &[u8]) -> Option<Square> {
        match bytes {
            [f, r] => {
                let file = File::from_char(f.to_ascii_lowercase() as char)?;
                let rank = Rank::from_char(*r as char)?;
                Some(Square::from_coords(file, rank))
            }
            _ => None,
        }
    }
}

/// A square name that could not be read.
#[derive(Clone, PartialEq, Eq, Error)]
pub struct ParseSquareError {
    text: String,
    /// The files (and ranks) of the grid the square was read for: 8 for [`Square`], 12
    /// for a [`Square12`](crate::Square12).
    grid: u8,
}

impl ParseSquareError {
    /// The error for `text`, which names no square of a grid of `grid` files and ranks.
    pub(crate) fn new(text: &str, grid: u8) -> ParseSquareError {
        ParseSquareError { text: String::from(text), grid }
    }

    /// The text that is not a square.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let last_file = (b'a' + self.grid - 1) as char;
        write!(
            f,
            "invalid square {}: expected a file a-{last_file} followed by a rank 1-{}, as in \"e4\"",
            Quoted(&self.text),
            self.grid
        )
    }
}

/// The text, and the grid when it is not the 8×8 one.
impl fmt::Debug for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut fields = f.debug_struct("ParseSquareError");
        fields.field("text", &self.text);
        if self.grid != 8 {
            fields.field("grid", &self.grid);
        }
        fields.finish()
    }
}

/// A number that is not a square's index: see [`Square::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("square index {index} out of range: expected 0 (a1) to 63 (h8)")]
pub struct SquareIndexError {
    /// The number given.
    pub index: u8,
}

/// The square with this [index](Square::index), 0 (a1) to 63 (h8).
///
/// ```
/// use lines_of_action::Square;
/// assert_eq!(Square::try_from(28), Ok(Square::E4));
/// assert!(Square::try_from(64).is_err());
/// ```
impl TryFrom<u8> for Square {
    type Error = SquareIndexError;

    fn try_from(index: u8) -> Result<Square, SquareIndexError> {
        Square::try_from_index(usize::from(index)).ok_or(SquareIndexError { index })
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Reads a file `a`–`h` in either case and a rank `1`–`8`, nothing around them.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii_any_case(s.as_bytes()).ok_or_else(|| ParseSquareError::new(s, 8))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl Square {
    /// Where `symmetry` takes this square on the `board_size`×`board_size` board in the
    /// grid's lower-left corner; `None` if the square is off that board or the size is
    /// not 1 to 8.
    ///
    /// ```
    /// use lines_of_action::{Square, Symmetry};
    /// assert_eq!(Square::B1.transformed(Symmetry::FlipDiagonal, 8), Some(Square::A2));
    /// assert_eq!(Square::A1.transformed(Symmetry::Rotate180, 7), Some(Square::G7));
    /// ```
    pub const fn transformed(self, symmetry: Symmetry, board_size: u8) -> Option<Square> {
        let (file, rank) = (self.index() as u8 & 7, self.index() as u8 >> 3);
        if board_size == 0 || board_size > 8 || file >= board_size || rank >= board_size {
            return None;
        }
        let (file, rank) = symmetry.coords(file, rank, board_size - 1);
        Square::try_from_index(rank as usize * 8 + file as usize)
    }
}

crate::serde_text::serde_as_text!(Square, "a square such as \"e4\"");

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn squares_files_and_ranks_convert_both_ways() {
        for (index, square) in Square::ALL.into_iter().enumerate() {
            assert_eq!(square.index(), index);
            assert_eq!(Square::try_from_index(index), Some(square));
            assert_eq!(Square::from_index_masked(index), square);
            assert_eq!(Square::from_index_masked(index + 64), square);
            assert_eq!((square.file().index(), square.rank().index()), (index % 8, index / 8));
            assert_eq!(Square::from_coords(square.file(), square.rank()), square);
            assert_eq!(square.flip_vertical().file(), square.file());
            assert_eq!(square.flip_vertical().rank().index(), 7 - square.rank().index());
            let text = square.to_string();
            assert_eq!(text.parse::<Square>(), Ok(square));
            assert_eq!(Square::from_ascii_any_case(text.to_uppercase().as_bytes()), Some(square));
        }
        assert_eq!(Square::try_from_index(64), None);
        for (index, (file, rank)) in File::ALL.into_iter().zip(Rank::ALL).enumerate() {
            assert_eq!((file.index(), rank.index()), (index, index));
            assert_eq!((File::try_from_index(index), Rank::try_from_index(index)), (Some(file), Some(rank)));
            assert_eq!((File::from_char(file.char()), Rank::from_char(rank.char())), (Some(file), Some(rank)));
            assert_eq!(file.to_string(), file.char().to_string());
            assert_eq!(rank.to_string(), rank.char().to_string());
        }
        assert_eq!((File::try_from_index(8), Rank::try_from_index(8)), (None, None));
        assert_eq!((File::from_char('i'), Rank::from_char('9'), Rank::from_char('0')), (None, None, None));
        assert_eq!(Square::from_ascii_any_case(b"e"), None);
        assert_eq!(Square::from_ascii_any_case(b"e44"), None);
    }
}
