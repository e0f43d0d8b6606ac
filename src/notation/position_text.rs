//! The position notation (RULES.md, "Notation" and "Notation for variants"):
//! `1bbbbbb1/w6w/…/1bbbbbb1 b`, with `x` for Cheshire Cat's holes, as many ranks as
//! the board has, and Parachute's reserves `B,W` as a third field.

use core::fmt;
use core::str::FromStr;

use alloc::string::String;
use thiserror::Error;

use crate::board::color::Color;
use crate::board::geometry::{BoardSquare, CellShape, Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::board::grid8::square::Square;
use crate::position::Position;
use crate::position::family::{Family, ParachuteOptions};
use crate::position::setup::{Setup, SetupError};
use crate::quoted::Quoted;
use crate::variants::Variant;

/// Why a position's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParsePositionError<S: BoardSquare = Square> {
    /// The text is empty or only white space.
    #[error("empty text: expected a position such as \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\"")]
    Empty,
    /// The board does not have as many ranks, separated by `/`, as a board of the
    /// position type has: 5 to 8 (9 to 12 for `Position<Grid12>`).
    #[error("expected {}, found {found}", S::ROWS_EXPECTED)]
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// The board has a size other than the variant's.
    #[error("the board has {found} {}, but {variant} is played on {}", S::ROWS, S::board_name(*expected))]
    WrongSize {
        /// The number of ranks found.
        found: usize,
        /// The variant's board size.
        expected: u8,
        /// The variant.
        variant: Variant,
    },
    /// A character in a rank is not `b`, `w`, `x`, `.` or a digit of a run of empty
    /// squares (1–8 on the boards up to 8×8, 1–9 on the wide boards).
    #[error(
        "{}: invalid character {found:?} at position {column} (expected b, w, x, '.' or a digit 1-{max})",
        S::row_label(*rank),
        max = longest_digit_run(S::MAX_SIZE)
    )]
    InvalidChar {
        /// The rank, as numbered on the board, from 1 (the first one written is the
        /// top rank, 8 on 8×8).
        rank: u8,
        /// The character.
        found: char,
        /// Its position within the rank's text, counting from 1.
        column: usize,
    },
    /// A rank does not describe as many squares as the board has ranks.
    #[error("{} describes {squares} {}, expected {expected}", S::row_label(*rank), S::SQUARES)]
    RankLength {
        /// The rank, as numbered on the board, from 1.
        rank: u8,
        /// How many squares it describes.
        squares: usize,
        /// How many it should: the number of ranks.
        expected: usize,
    },
    /// Nothing follows the board.
    #[error("missing the side to move after the board (\"b\" or \"w\")")]
    MissingTurn,
    /// The side to move is not `b` or `w`.
    #[error("invalid side to move {}: expected \"b\" or \"w\"", Quoted(.0))]
    InvalidTurn(String),
    /// The reserves field is not two counts `B,W`.
    #[error("invalid reserves {}: expected two counts such as 6,6", Quoted(.0))]
    InvalidReserves(String),
    /// More text follows the side to move (and the reserves).
    #[error("unexpected text after the side to move: {}", Quoted(.0))]
    TrailingText(String),
    /// The board is well formed but not a position the engine can play.
    #[error("invalid position: {0}")]
    Setup(#[from] SetupError<S>),
}

/// Reads the notation as the standard game's, on whatever board size of the position
/// type the text has (8 ranks, or 5 to 7; 9 to 12 for `Position<Grid12>`): ranks from the
/// top down separated by `/`, `b` and `w` for pieces, a number for a run of empty
/// squares (`.` for one empty square is accepted too), then white space and the side
/// to move, `b` or `w`. On boards up to 9×9 each digit is a run of its own, as runs
/// never reach 10 (`11` is two runs of one); from 10×10 on the digits of a run are read
/// together (`10`, `w10w`). Leading and trailing white space is ignored; nothing else
/// is tolerated. Holes and reserves belong to variants: read those with
/// [`Position::from_text`].
impl<G: Geometry> FromStr for Position<G> {
    type Err = ParsePositionError<G::Square>;

    fn from_str(text: &str) -> Result<Position<G>, ParsePositionError<G::Square>> {
        parse_position(text, None, Family::Standard)
    }
}

impl Position {
    /// Reads a position of `variant` (RULES.md, "Notation for variants"): its board
    /// size, `x` for holes in Cheshire Cat, and in Parachute's drop phase a third
    /// field `B,W` with the stones Black and White still hold (Parachute's default
    /// options; see [`from_text_with`](Position::from_text_with)).
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// let text = "1bbbbbb1/w4w1x/w6w/w6w/w6w/w2b3w/w6w/1xbbbbb1 b";
    /// let pos = Position::from_text(text, Variant::CheshireCat)?;
    /// assert_eq!(pos.holes().count(), 2);
    /// assert_eq!(pos.to_string(), text);
    /// assert!(Position::from_text(text, Variant::Standard).is_err()); // no holes there
    /// assert!(Position::from_text("1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b", Variant::Standard).is_err());
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    ///
    /// # Errors
    /// [`ParsePositionError`]: what is wrong and where, a board of the wrong size
    /// for the variant, or holes or reserves the variant does not have.
    pub fn from_text(text: &str, variant: Variant) -> Result<Position, ParsePositionError> {
        Position::read(text, variant)
    }

    /// [`from_text`](Position::from_text) for Parachute with `options` (ignored by the other variants).
    ///
    /// # Errors
    /// As [`from_text`](Position::from_text).
    pub fn from_text_with(
        text: &str,
        variant: Variant,
        options: ParachuteOptions,
    ) -> Result<Position, ParsePositionError> {
        Position::read_with(text, variant, options)
    }
}

impl<G: Geometry> Position<G> {
    /// Reads a position of `variant` on any geometry: [`from_text`](Position::from_text)
    /// for the wide boards, as `Position::<Grid12>::read` (the geometry is a type, so
    /// name it or let the use tell it). In Black Hole the black hole is written as an
    /// empty square.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant, Grid12};
    /// let text = "1bbbbbbb1/w7w/w7w/w7w/w7w/w7w/w7w/w7w/1bbbbbbb1 b";
    /// let pos = Position::<Grid12>::read(text, Variant::BlackHole)?;
    /// assert_eq!(pos.to_string(), text);
    /// let on_the_hole = Position::<Grid12>::read("1bbbbbbb1/w7w/w7w/w7w/w3b3w/w7w/w7w/w7w/1bbbbbbb1 b", Variant::BlackHole);
    /// assert_eq!(on_the_hole.unwrap_err().to_string(), "invalid position: e5 is the black hole: no piece can stand on it");
    /// # Ok::<(), lines_of_action::ParsePositionError<lines_of_action::Square12>>(())
    /// ```
    ///
    /// # Errors
    /// As [`from_text`](Position::from_text).
    pub fn read(text: &str, variant: Variant) -> Result<Position<G>, ParsePositionError<G::Square>> {
        parse_position(text, Some(variant), variant.family())
    }

    /// [`read`](Position::read) for Parachute with `options` (ignored by the other variants).
    ///
    /// # Errors
    /// As [`from_text`](Position::from_text).
    pub fn read_with(
        text: &str,
        variant: Variant,
        options: ParachuteOptions,
    ) -> Result<Position<G>, ParsePositionError<G::Square>> {
        let family = match variant.family() {
            Family::Parachute(_) => Family::Parachute(options),
            family => family,
        };
        parse_position(text, Some(variant), family)
    }
}

/// Reads a position's text with `family`'s rules; with a `variant`, the board must be its size.
pub(crate) fn parse_position<G: Geometry>(
    text: &str,
    variant: Option<Variant>,
    family: Family,
) -> Result<Position<G>, ParsePositionError<G::Square>> {
    let mut fields = text.split_whitespace();
    let Some(board) = fields.next() else {
        return Err(ParsePositionError::Empty);
    };
    let cells = read_board::<G>(board, [Color::Black.char(), Color::White.char()], true)?;
    if let Some(variant) = variant {
        if cells.size != usize::from(variant.board_size()) {
            return Err(ParsePositionError::WrongSize { found: cells.size, expected: variant.board_size(), variant });
        }
    }
    let turn = match fields.next() {
        None => return Err(ParsePositionError::MissingTurn),
        Some("b") => Color::Black,
        Some("w") => Color::White,
        Some(other) => return Err(ParsePositionError::InvalidTurn(String::from(other))),
    };
    let mut reserves = [0, 0];
    if let Some(field) = fields.next() {
        reserves = read_reserves(field).ok_or_else(|| ParsePositionError::InvalidReserves(String::from(field)))?;
    }
    if let Some(extra) = fields.next() {
        return Err(ParsePositionError::TrailingText(String::from(extra)));
    }
    let mut setup = Setup::on_board(cells.size as u8, cells.black, cells.white, turn);
    setup.holes = cells.holes;
    setup.reserves = reserves;
    setup.family = family;
    Ok(Position::from_setup(setup)?)
}

/// Reads `B,W`: two counts from 0 to 12 (the most the setup check lets through is
/// the geometry's).
fn read_reserves(field: &str) -> Option<[u8; 2]> {
    let (black, white) = field.split_once(',')?;
    let count = |text: &str| text.parse::<u8>().ok().filter(|&n| n <= 12 && !text.starts_with('+'));
    Some([count(black)?, count(white)?])
}

/// A board that could not be read, in any board text that follows the notation's
/// layout (RULES.md): as many ranks as a board of the geometry has, from the top down,
/// separated by `/`.
pub(crate) enum BoardError {
    /// Not as many ranks as a board of the geometry has.
    RankCount(usize),
    /// A character that is neither a piece letter, `x`, `.` nor a digit; the rank from 1.
    InvalidChar { rank: u8, found: char, column: usize },
    /// A rank that does not describe as many squares as there are ranks.
    RankLength { rank: u8, squares: usize, expected: usize },
}

/// The largest digit that is a run of its own on boards up to `max_size` squares a side.
const fn longest_digit_run(max_size: u8) -> u8 {
    if max_size < 9 { max_size } else { 9 }
}

impl<S: BoardSquare> From<BoardError> for ParsePositionError<S> {
    fn from(error: BoardError) -> ParsePositionError<S> {
        match error {
            BoardError::RankCount(found) => ParsePositionError::RankCount { found },
            BoardError::InvalidChar { rank, found, column } => ParsePositionError::InvalidChar { rank, found, column },
            BoardError::RankLength { rank, squares, expected } => {
                ParsePositionError::RankLength { rank, squares, expected }
            }
        }
    }
}

/// What a board's text holds.
pub(crate) struct BoardCells<G: Geometry = Grid8> {
    pub(crate) black: G::Set,
    pub(crate) white: G::Set,
    pub(crate) holes: G::Set,
    /// The board's size.
    pub(crate) size: usize,
}

/// Reads a board of geometry `G` whose pieces are written `letters` (Black's, then
/// White's), and holes `x` if `holes` allows them.
pub(crate) fn read_board<G: Geometry>(
    board: &str,
    letters: [char; 2],
    holes: bool,
) -> Result<BoardCells<G>, BoardError> {
    let rows = board.split('/').count();
    let Some(board_size) = G::size_of_rows(rows) else {
        return Err(BoardError::RankCount(rows));
    };
    let empty = G::Set::EMPTY;
    let mut cells = BoardCells::<G> { black: empty, white: empty, holes: empty, size: usize::from(board_size) };
    let longest_digit = usize::from(longest_digit_run(G::Square::MAX_SIZE));
    for (top_down, row_text) in board.split('/').enumerate() {
        let row = (rows - 1 - top_down) as u8;
        let length = usize::from(G::row_length(board_size, row));
        // Runs of 10 or more only fit rows of 10 or more squares.
        let long_runs = length >= 10;
        let mut column = 0usize;
        let mut run: Option<usize> = None;
        for (i, c) in row_text.chars().enumerate() {
            let digit = c.to_digit(10).map(|d| d as usize);
            match (digit, run) {
                (Some(d), Some(started)) if long_runs => {
                    // Saturating: a run of any length is only too long, never an overflow.
                    run = Some(started.saturating_mul(10).saturating_add(d));
                    continue;
                }
                (Some(d), _) if (1..=longest_digit).contains(&d) => {
                    column = column.saturating_add(run.take().unwrap_or(0));
                    run = Some(d);
                    continue;
                }
                _ => column = column.saturating_add(run.take().unwrap_or(0)),
            }
            let square = u8::try_from(column).ok().and_then(|column| G::row_square(board_size, row, column));
            match (c, square) {
                (_, Some(square)) if c == letters[0] => cells.black = cells.black.with(square),
                (_, Some(square)) if c == letters[1] => cells.white = cells.white.with(square),
                ('x', Some(square)) if holes => cells.holes = cells.holes.with(square),
                (_, None) if c == letters[0] || c == letters[1] || c == '.' || c == 'x' && holes => {}
                ('.', Some(_)) => {}
                _ => {
                    return Err(BoardError::InvalidChar { rank: row + 1, found: c, column: i + 1 });
                }
            }
            column = column.saturating_add(1);
        }
        column = column.saturating_add(run.unwrap_or(0));
        if column != length {
            return Err(BoardError::RankLength { rank: row + 1, squares: column, expected: length });
        }
    }
    Ok(cells)
}

/// Writes the notation, runs of empty squares as digits:
/// `1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b` for the start.
impl<G: Geometry> fmt::Display for Position<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, self, [Color::Black.char(), Color::White.char()])?;
        write!(f, " {}", self.turn().char())?;
        let [black, white] = [self.reserve(Color::Black), self.reserve(Color::White)];
        if black | white != 0 {
            write!(f, " {black},{white}")?;
        }
        Ok(())
    }
}

/// Writes the board of `position` as the notation does, its pieces as `letters`
/// (Black's, then White's) and its holes as `x`.
pub(crate) fn write_board<G: Geometry>(
    f: &mut fmt::Formatter<'_>,
    position: &Position<G>,
    letters: [char; 2],
) -> fmt::Result {
    let size = position.board_size();
    for row in (0..G::rows(size)).rev() {
        let mut empty = 0;
        for square in (0..G::row_length(size, row)).filter_map(|column| G::row_square(size, row, column)) {
            let letter = match position.piece_at(square) {
                None if position.holes().contains(square) => 'x',
                None => {
                    empty += 1;
                    continue;
                }
                Some(color) => letters[color as usize],
            };
            if empty > 0 {
                write!(f, "{empty}")?;
                empty = 0;
            }
            write!(f, "{letter}")?;
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
        if row != 0 {
            f.write_str("/")?;
        }
    }
    Ok(())
}

/// A board diagram of a position, the top rank (or row) first; see [`Position::diagram`].
#[derive(Copy, Clone, Debug)]
pub struct Diagram<'a, G: Geometry = Grid8>(&'a Position<G>);

impl<G: Geometry> Position<G> {
    /// A printable board diagram: `b` and `w` for pieces, `.` for empty squares, `x`
    /// for holes, one character a square and a space between them, the top row first.
    ///
    /// A square board has its rank numbers on the left and its file letters below:
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let diagram = Position::default().diagram().to_string();
    /// assert!(diagram.starts_with("8 . b b b b b b .\n7 w . . . . . . w\n"));
    /// assert!(diagram.ends_with("1 . b b b b b b .\n  a b c d e f g h"));
    /// ```
    ///
    /// A hexagonal board ([`CellShape::Hexagon`]) is drawn as the hexagon it is: each row
    /// indented by one column for each cell it has fewer than the middle row, so that a
    /// cell stands between its two neighbours in the row above (RULES.md, "Hexagonal
    /// boards"), its letter on the left. A row's cells are numbered from 1 at its left
    /// end. Hex6's black hole, f6, is an empty cell.
    ///
    /// ```
    /// use lines_of_action::{Hex5, Position, Variant};
    /// let diagram = Position::<Hex5>::start_of(Variant::Hex5)?.diagram().to_string();
    /// assert_eq!(
    ///     diagram,
    ///     "i     w b . w b\n\
    ///      h    b . . . . w\n\
    ///      g   . . . . . . .\n\
    ///      f  w . . . . . . b\n\
    ///      e b . . . . . . . w\n\
    ///      d  w . . . . . . b\n\
    ///      c   . . . . . . .\n\
    ///      b    b . . . . w\n\
    ///      a     w b . w b"
    /// );
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    pub fn diagram(&self) -> Diagram<'_, G> {
        Diagram(self)
    }
}

impl<G: Geometry> fmt::Display for Diagram<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.0.board_size();
        let rows = G::rows(size);
        let widest = (0..rows).map(|row| G::row_length(size, row)).max().unwrap_or(0);
        // Rank numbers of two digits push the board one column right.
        let width = if size >= 10 { 2 } else { 1 };
        for row in (0..rows).rev() {
            match G::CELL_SHAPE {
                CellShape::Square => write!(f, "{:>width$}", row + 1)?,
                // The row's letter, and half a cell (one column) for each cell the row
                // has fewer than the widest.
                CellShape::Hexagon => {
                    let indent = usize::from(widest - G::row_length(size, row));
                    write!(f, "{}{:indent$}", char::from(b'a' + row), "")?;
                }
            }
            for square in (0..G::row_length(size, row)).filter_map(|column| G::row_square(size, row, column)) {
                let hole = if self.0.holes().contains(square) { 'x' } else { '.' };
                write!(f, " {}", self.0.piece_at(square).map_or(hole, Color::char))?;
            }
            if row > 0 || G::CELL_SHAPE == CellShape::Square {
                writeln!(f)?;
            }
        }
        if G::CELL_SHAPE == CellShape::Square {
            write!(f, "{:width$}", "")?;
            for file in 0..size {
                write!(f, " {}", char::from(b'a' + file))?;
            }
        }
        Ok(())
    }
}

/// With serde, a position of the standard family travels as its text
/// (`"1bbbbbb1/w6w/…/1bbbbbb1 b"`); one of a variant with special rules as its family
/// and its text, `{"family":"cheshire_cat","text":"…"}`, since the text alone does not
/// say that the game has holes or drops.
#[cfg(feature = "serde")]
impl<G: Geometry> serde::Serialize for Position<G> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        match self.family() {
            Family::Standard => serializer.collect_str(self),
            family => {
                let mut fields = serializer.serialize_struct("Position", 2)?;
                fields.serialize_field("family", &family)?;
                fields.serialize_field("text", &alloc::string::ToString::to_string(self))?;
                fields.end()
            }
        }
    }
}

#[cfg(feature = "serde")]
impl<'de, G: Geometry> serde::Deserialize<'de> for Position<G> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position<G>, D::Error> {
        struct Visitor<G>(core::marker::PhantomData<G>);
        impl<'de, G: Geometry> serde::de::Visitor<'de> for Visitor<G> {
            type Value = Position<G>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a position in Lines of Action notation, or its family and text")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Position<G>, E> {
                text.parse().map_err(E::custom)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Position<G>, A::Error> {
                let (mut family, mut text) = (None, None::<String>);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "family" => family = Some(map.next_value::<Family>()?),
                        "text" => text = Some(map.next_value()?),
                        other => return Err(serde::de::Error::unknown_field(other, &["family", "text"])),
                    }
                }
                let family = family.ok_or_else(|| serde::de::Error::missing_field("family"))?;
                let text = text.ok_or_else(|| serde::de::Error::missing_field("text"))?;
                parse_position(&text, None, family).map_err(serde::de::Error::custom)
            }
        }
        deserializer.deserialize_any(Visitor(core::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::Layout;
    use alloc::string::ToString;

    #[test]
    fn named_layouts_print_as_in_the_rule_book() {
        // RULES.md, "Notation" and "Start positions".
        assert_eq!(Position::new().to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
        assert_eq!(
            Position::from_layout(Layout::ScrambledEggs).to_string(),
            "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b"
        );
        assert_eq!(
            Position::from_layout(Layout::ScrambledEggsMirrored).to_string(),
            "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b"
        );
    }

    #[test]
    fn text_round_trips() {
        for layout in Layout::ALL {
            let pos = Position::from_layout(layout);
            assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
            for mv in pos.legal_moves() {
                let mut child = pos;
                child.play_unchecked(mv);
                assert_eq!(child.to_string().parse::<Position>(), Ok(child));
            }
        }
    }

    #[test]
    fn dots_and_digits_read_alike() {
        let too_long = ".bbbbbb../w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".parse::<Position>();
        assert_eq!(too_long, Err(ParsePositionError::RankLength { rank: 8, squares: 9, expected: 8 }));
        let a: Position = ".bbbbbb./w......w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".parse().unwrap();
        assert_eq!(a, Position::new());
    }

    #[test]
    fn errors_name_the_rank_and_character() {
        let err = "1bbbbbb1/w6w/w6w/w5zw/w6w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::InvalidChar { rank: 5, found: 'z', column: 3 });
        let err = "1bbbbbb1/w6w/w6w/w6w/w7w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::RankLength { rank: 4, squares: 9, expected: 8 });
        let err = "1bbbbbb1/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::RankCount { found: 4 });
        let err = "1bbbbbb1/w6w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::RankLength { rank: 5, squares: 8, expected: 5 });
        let err = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::RankLength { rank: 7, squares: 8, expected: 7 });
        let err = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::MissingTurn);
        let err = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x".parse::<Position>().unwrap_err();
        assert_eq!(err.to_string(), "invalid side to move \"x\": expected \"b\" or \"w\"");
        let err = "8/8/8/8/8/8/8/bbbbbbbb b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::Setup(SetupError::NoPieces(Color::White)));
    }

    #[test]
    fn a_run_of_any_length_is_too_long() {
        // Found by fuzzing: from 10x10 on, digits add up to one run, which once
        // overflowed (a panic with overflow checks) instead of being too long.
        use crate::board::grid12::{Grid12, Square12};
        let text = "1099999999999999999999999999wb/10ww/12/12/12/12/12/12/12/12/ww10/bw10 b";
        let err = text.parse::<Position<Grid12>>().unwrap_err();
        assert_eq!(err, ParsePositionError::<Square12>::RankLength { rank: 12, squares: usize::MAX, expected: 12 });
    }
}
