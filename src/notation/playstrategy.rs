//! PlayStrategy's FEN form of a position (RULES.md, "Notation"): the board in chess FEN
//! letters, `1LLLLLL1/l6l/…/1LLLLLL1 w - - 0 1`.

use core::fmt;

use alloc::string::{String, ToString};
use thiserror::Error;

use crate::board::color::Color;
use crate::board::grid8::Grid8;
use crate::board::grid8::square::Rank;
use crate::notation::position_text::{BoardError, read_board, write_board};
use crate::position::Position;
use crate::position::setup::{Setup, SetupError};
use crate::quoted::Quoted;

/// The letters of the first player's (Black's) and the second player's (White's) pieces.
const LETTERS: [char; 2] = ['L', 'l'];

/// Why a PlayStrategy FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseFenError {
    /// The text is empty or only white space.
    #[error("empty text: expected a FEN such as \"1LLLLLL1/l6l/l6l/l6l/l6l/l6l/l6l/1LLLLLL1 w - - 0 1\"")]
    Empty,
    /// The board does not have 8 ranks separated by `/`.
    #[error("expected 8 ranks separated by '/', found {found}")]
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A character in a rank is not `L`, `l`, or a digit 1–8.
    #[error("rank {rank}: invalid character {found:?} at position {column} (expected L, l or a digit 1-8)")]
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
    /// The side to move is not `w` (the first player, Black) or `b` (the second, White).
    #[error("invalid side to move {}: expected \"w\" (first player, Black) or \"b\" (second player, White)", Quoted(.0))]
    InvalidTurn(String),
    /// A field after the side to move is not what PlayStrategy writes there: `-` for
    /// castling and en passant, a whole number for the two move counters.
    #[error("field {field} is {}: expected {expected}", Quoted(.text))]
    InvalidField {
        /// The field's number, counting the board as 1.
        field: usize,
        /// The field's text.
        text: String,
        /// What PlayStrategy writes there.
        expected: &'static str,
    },
    /// More than six fields.
    #[error("unexpected text after the sixth field: {}", Quoted(.0))]
    TrailingText(String),
    /// The board is well formed but not a position the engine can play.
    #[error("invalid position: {0}")]
    Setup(#[from] SetupError),
}

impl From<BoardError> for ParseFenError {
    fn from(error: BoardError) -> ParseFenError {
        match error {
            BoardError::RankCount(found) => ParseFenError::RankCount { found },
            BoardError::InvalidChar { rank, found, column } => {
                ParseFenError::InvalidChar { rank: fen_rank(rank), found, column }
            }
            BoardError::RankLength { rank, squares, .. } => ParseFenError::RankLength { rank: fen_rank(rank), squares },
        }
    }
}

/// The rank numbered `number` (from 1) of a board up to 8×8, the last if past it.
fn fen_rank(number: u8) -> Rank {
    Rank::ALL[usize::from(number.clamp(1, 8)) - 1]
}

/// Whether the text of a FEN field after the side to move is what PlayStrategy writes there.
type FieldCheck = fn(&str) -> bool;

/// A position written as PlayStrategy's FEN; see [`Position::playstrategy_fen`].
#[derive(Copy, Clone, Debug)]
pub struct PlayStrategyFen<'a>(&'a Position);

impl fmt::Display for PlayStrategyFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, self.0, LETTERS)?;
        let turn = match self.0.turn() {
            Color::Black => 'w',
            Color::White => 'b',
        };
        write!(f, " {turn} - - 0 1")
    }
}

impl Position {
    /// Reads PlayStrategy's FEN (written by [`playstrategy_fen`](Position::playstrategy_fen)).
    ///
    /// The board is required; the other fields may be left out from the end. When
    /// present, the side to move must be `w` or `b`, castling and en passant `-`, and
    /// the two move counters whole numbers (their values are not kept: a position has
    /// no history). Leading, trailing and repeated white space is ignored.
    ///
    /// # Errors
    /// [`ParseFenError`], naming the rank and column of a bad board character, or the
    /// field that is wrong.
    ///
    /// ```
    /// use lines_of_action::{Color, Position};
    /// let pos = Position::from_playstrategy_fen("1llllll1/L6L/L6L/L6L/L6L/L6L/L6L/8 b - - 0 1")?;
    /// assert_eq!(pos.turn(), Color::White);
    /// assert_eq!(pos.to_string(), "1wwwwww1/b6b/b6b/b6b/b6b/b6b/b6b/8 w");
    /// let error = Position::from_playstrategy_fen("1LLLLLL1/l6l/l6l/l6l/l6l/l6l/l6l/1LLLLxL1 w").unwrap_err();
    /// assert_eq!(error.to_string(), "rank 1: invalid character 'x' at position 6 (expected L, l or a digit 1-8)");
    /// # Ok::<(), lines_of_action::ParseFenError>(())
    /// ```
    pub fn from_playstrategy_fen(text: &str) -> Result<Position, ParseFenError> {
        let mut fields = text.split_whitespace();
        let board = fields.next().ok_or(ParseFenError::Empty)?;
        let cells = read_board::<Grid8>(board, LETTERS, false)?;
        if cells.size != 8 {
            return Err(ParseFenError::RankCount { found: cells.size });
        }
        let (black, white) = (cells.black, cells.white);
        let turn = match fields.next() {
            None | Some("w") => Color::Black,
            Some("b") => Color::White,
            Some(other) => return Err(ParseFenError::InvalidTurn(other.to_string())),
        };
        let expected: [(&str, FieldCheck); 4] = [
            ("\"-\" (no castling)", |text| text == "-"),
            ("\"-\" (no en passant square)", |text| text == "-"),
            ("a whole number (the half-move clock)", |text| text.parse::<u32>().is_ok()),
            ("a whole number (the move number)", |text| text.parse::<u32>().is_ok()),
        ];
        for ((description, valid), (index, text)) in expected.into_iter().zip(fields.by_ref().enumerate()) {
            if !valid(text) {
                let field = index + 3;
                return Err(ParseFenError::InvalidField { field, text: text.to_string(), expected: description });
            }
        }
        if let Some(extra) = fields.next() {
            return Err(ParseFenError::TrailingText(extra.to_string()));
        }
        Ok(Position::from_setup(Setup::new(black, white, turn))?)
    }

    /// The position in PlayStrategy's FEN: the board as in the position notation with
    /// `L` for the first player's pieces (Black's) and `l` for the second player's
    /// (White's), then the side to move, `w` for the first player (Black) and `b` for
    /// the second (White), then chess FEN's remaining fields as PlayStrategy writes
    /// them for a position without history: `- - 0 1`.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let fen = Position::default().playstrategy_fen().to_string();
    /// assert_eq!(fen, "1LLLLLL1/l6l/l6l/l6l/l6l/l6l/l6l/1LLLLLL1 w - - 0 1");
    /// assert_eq!(Position::from_playstrategy_fen(&fen)?, Position::default());
    /// # Ok::<(), lines_of_action::ParseFenError>(())
    /// ```
    pub fn playstrategy_fen(&self) -> PlayStrategyFen<'_> {
        PlayStrategyFen(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::Layout;
    use alloc::format;

    #[test]
    fn every_layout_round_trips() {
        for layout in Layout::ALL {
            for turn in Color::ALL {
                let mut setup = Position::from_layout(layout).to_setup();
                setup.turn = turn;
                let pos = Position::from_setup(setup).unwrap();
                let fen = pos.playstrategy_fen().to_string();
                assert_eq!(Position::from_playstrategy_fen(&fen), Ok(pos), "{fen}");
                // The same board as the position notation, with L and l for b and w.
                let expected = pos.to_string().replace('b', "L").replace('w', "l");
                let (board, _) = expected.split_once(' ').unwrap();
                let side = if turn == Color::Black { 'w' } else { 'b' };
                assert_eq!(fen, format!("{board} {side} - - 0 1"));
            }
        }
    }

    #[test]
    fn trailing_fields_may_be_left_out_but_must_be_right_when_given() {
        let start = Position::default();
        let board = "1LLLLLL1/l6l/l6l/l6l/l6l/l6l/l6l/1LLLLLL1";
        for tail in ["", " w", " w -", " w - -", " w - - 0", "  w  -  -  12  40 "] {
            assert_eq!(Position::from_playstrategy_fen(&format!("{board}{tail}")), Ok(start), "{tail:?}");
        }
        let error = |tail: &str| Position::from_playstrategy_fen(&format!("{board}{tail}")).unwrap_err().to_string();
        assert_eq!(
            error(" x"),
            "invalid side to move \"x\": expected \"w\" (first player, Black) or \"b\" (second player, White)"
        );
        assert_eq!(error(" w KQ"), "field 3 is \"KQ\": expected \"-\" (no castling)");
        assert_eq!(error(" w - e3"), "field 4 is \"e3\": expected \"-\" (no en passant square)");
        assert_eq!(error(" w - - x"), "field 5 is \"x\": expected a whole number (the half-move clock)");
        assert_eq!(error(" w - - 0 -1"), "field 6 is \"-1\": expected a whole number (the move number)");
        assert_eq!(error(" w - - 0 1 extra"), "unexpected text after the sixth field: \"extra\"");
    }

    #[test]
    fn bad_boards_say_what_and_where() {
        let error = |text: &str| Position::from_playstrategy_fen(text).unwrap_err().to_string();
        assert!(error("").starts_with("empty text"));
        assert_eq!(error("8/8/8 w"), "expected 8 ranks separated by '/', found 3");
        // The position notation's letters are not PlayStrategy's.
        assert_eq!(
            error("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w"),
            "rank 8: invalid character 'b' at position 2 (expected L, l or a digit 1-8)"
        );
        assert_eq!(error("L8/8/8/8/8/8/8/l7 w"), "rank 8 describes 9 squares, expected 8");
        assert_eq!(error("8/8/8/8/8/8/8/l7 w"), "invalid position: black has no pieces");
    }
}
