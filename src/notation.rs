//! The position notation (RULES.md, "Notation"): `1bbbbbb1/w6w/…/1bbbbbb1 b`.

use core::fmt;
use core::str::FromStr;

use alloc::string::String;
use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::position::Position;
use crate::quoted::Quoted;
use crate::setup::{Setup, SetupError};
use crate::square::{File, Rank, Square};

/// Why a position's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is empty or only white space.
    #[error("empty text: expected a position such as \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\"")]
    Empty,
    /// The board does not have 8 ranks separated by `/`.
    #[error("expected 8 ranks separated by '/', found {found}")]
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A character in a rank is not `b`, `w`, `.` or a digit 1–8.
    #[error("rank {rank}: invalid character {found:?} at position {column} (expected b, w, '.' or a digit 1-8)")]
    InvalidChar {
        /// The rank, as numbered on the board (the first one written is rank 8).
        rank: Rank,
        /// The character.
        found: char,
        /// Its position within the rank's text, counting from 1.
        column: usize,
    },
    /// A rank does not describe exactly 8 squares.
    #[error("rank {rank} describes {squares} squares, expected 8")]
    RankLength {
        /// The rank, as numbered on the board.
        rank: Rank,
        /// How many squares it describes.
        squares: usize,
    },
    /// Nothing follows the board.
    #[error("missing the side to move after the board (\"b\" or \"w\")")]
    MissingTurn,
    /// The side to move is not `b` or `w`.
    #[error("invalid side to move {}: expected \"b\" or \"w\"", Quoted(.0))]
    InvalidTurn(String),
    /// More text follows the side to move.
    #[error("unexpected text after the side to move: {}", Quoted(.0))]
    TrailingText(String),
    /// The board is well formed but not a position the engine can play.
    #[error("invalid position: {0}")]
    Setup(#[from] SetupError),
}

/// Reads the notation: ranks 8 down to 1 separated by `/`, `b` and `w` for pieces,
/// a digit 1–8 for a run of empty squares (`.` for one empty square is accepted too),
/// then white space and the side to move, `b` or `w`. Leading and trailing white
/// space is ignored; nothing else is tolerated.
impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        let mut fields = text.split_whitespace();
        let Some(board) = fields.next() else {
            return Err(ParsePositionError::Empty);
        };
        let (black, white) = parse_board(board)?;
        let turn = match fields.next() {
            None => return Err(ParsePositionError::MissingTurn),
            Some("b") => Color::Black,
            Some("w") => Color::White,
            Some(other) => return Err(ParsePositionError::InvalidTurn(String::from(other))),
        };
        if let Some(extra) = fields.next() {
            return Err(ParsePositionError::TrailingText(String::from(extra)));
        }
        Ok(Position::from_setup(Setup::new(black, white, turn))?)
    }
}

/// A board that could not be read, in any board text that follows the notation's
/// layout (RULES.md): 8 ranks, 8 down to 1, separated by `/`.
pub(crate) enum BoardError {
    /// Not 8 ranks.
    RankCount(usize),
    /// A character that is neither a piece letter, `.` nor a digit 1–8.
    InvalidChar { rank: Rank, found: char, column: usize },
    /// A rank that does not describe exactly 8 squares.
    RankLength { rank: Rank, squares: usize },
}

impl From<BoardError> for ParsePositionError {
    fn from(error: BoardError) -> ParsePositionError {
        match error {
            BoardError::RankCount(found) => ParsePositionError::RankCount { found },
            BoardError::InvalidChar { rank, found, column } => ParsePositionError::InvalidChar { rank, found, column },
            BoardError::RankLength { rank, squares } => ParsePositionError::RankLength { rank, squares },
        }
    }
}

fn parse_board(board: &str) -> Result<(Bitboard, Bitboard), ParsePositionError> {
    Ok(read_board(board, [Color::Black.char(), Color::White.char()])?)
}

/// Reads a board whose pieces are written `letters` (Black's, then White's).
pub(crate) fn read_board(board: &str, letters: [char; 2]) -> Result<(Bitboard, Bitboard), BoardError> {
    let found = board.split('/').count();
    if found != 8 {
        return Err(BoardError::RankCount(found));
    }
    let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for (row, rank_text) in board.split('/').enumerate() {
        let rank = Rank::ALL[7 - row];
        let mut file = 0usize;
        for (i, c) in rank_text.chars().enumerate() {
            let square = File::try_from_index(file).map(|f| Square::from_coords(f, rank));
            match (c, square) {
                (_, Some(square)) if c == letters[0] => black = black.with(square),
                (_, Some(square)) if c == letters[1] => white = white.with(square),
                (_, None) if c == letters[0] || c == letters[1] || c == '.' => {}
                ('.', Some(_)) => {}
                ('1'..='8', _) => {
                    file += c as usize - '1' as usize;
                }
                _ => {
                    return Err(BoardError::InvalidChar { rank, found: c, column: i + 1 });
                }
            }
            file += 1;
        }
        if file != 8 {
            return Err(BoardError::RankLength { rank, squares: file });
        }
    }
    Ok((black, white))
}

/// Writes the notation, runs of empty squares as digits:
/// `1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b` for the start.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, self, [Color::Black.char(), Color::White.char()])?;
        write!(f, " {}", self.turn().char())
    }
}

/// Writes the board of `position` as the notation does, its pieces as `letters`
/// (Black's, then White's).
pub(crate) fn write_board(f: &mut fmt::Formatter<'_>, position: &Position, letters: [char; 2]) -> fmt::Result {
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            match position.piece_at(Square::from_coords(file, rank)) {
                None => empty += 1,
                Some(color) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    write!(f, "{}", letters[color as usize])?;
                }
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
        if rank != Rank::First {
            f.write_str("/")?;
        }
    }
    Ok(())
}

/// A board diagram of a position, rank 8 on top; see [`Position::diagram`].
#[derive(Copy, Clone, Debug)]
pub struct Diagram<'a>(&'a Position);

impl Position {
    /// A printable board diagram: `b` and `w` for pieces, `.` for empty squares,
    /// with rank numbers on the left and file letters below.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let diagram = Position::default().diagram().to_string();
    /// assert!(diagram.starts_with("8 . b b b b b b .\n7 w . . . . . . w\n"));
    /// assert!(diagram.ends_with("1 . b b b b b b .\n  a b c d e f g h"));
    /// ```
    pub fn diagram(&self) -> Diagram<'_> {
        Diagram(self)
    }
}

impl fmt::Display for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            write!(f, "{rank}")?;
            for file in File::ALL {
                let c = self.0.piece_at(Square::from_coords(file, rank)).map_or('.', Color::char);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        f.write_str("  a b c d e f g h")
    }
}

crate::serde_text::serde_as_text!(Position, "a position in Lines of Action notation");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::Layout;
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
        assert_eq!(too_long, Err(ParsePositionError::RankLength { rank: Rank::Eighth, squares: 9 }));
        let a: Position = ".bbbbbb./w......w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".parse().unwrap();
        assert_eq!(a, Position::new());
    }

    #[test]
    fn errors_name_the_rank_and_character() {
        let err = "1bbbbbb1/w6w/w6w/w5xw/w6w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::InvalidChar { rank: Rank::Fifth, found: 'x', column: 3 });
        let err = "1bbbbbb1/w6w/w6w/w6w/w7w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::RankLength { rank: Rank::Fourth, squares: 9 });
        let err = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::RankCount { found: 7 });
        let err = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::MissingTurn);
        let err = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x".parse::<Position>().unwrap_err();
        assert_eq!(err.to_string(), "invalid side to move \"x\": expected \"b\" or \"w\"");
        let err = "8/8/8/8/8/8/8/bbbbbbbb b".parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::Setup(SetupError::NoPieces(Color::White)));
    }
}
