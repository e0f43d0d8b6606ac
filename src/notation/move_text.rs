//! Moves as text: the canonical notation (`b1-b3`, `b1xb3`, `pass`, and for the
//! variants `e8-^^`, `a3-c5@d4`, `pass@d4`, `@d4`), its one writer and one reader, which
//! takes the spellings real game records use.

use core::fmt;

use alloc::format;
use alloc::string::String;
use bitflags::bitflags;
use thiserror::Error;

use crate::board::geometry::{BoardSquare, Geometry};
use crate::board::grid8::square::Square;
use crate::movegen::IllegalMove;
use crate::position::Position;
use crate::position::moves::Move;
use crate::quoted::Quoted;

bitflags! {
    /// The non-canonical spellings a move reader accepts
    /// (RULES.md, "Notation": what real records write).
    ///
    /// [`Leniency::all()`] (what [`Position::parse_move`] uses) takes every spelling
    /// listed; [`Leniency::empty()`] takes only the canonical `b1-b3`, `b1xb3` and `pass`.
    ///
    /// ```
    /// use lines_of_action::{Leniency, Position};
    /// let pos = Position::default();
    /// assert!(pos.parse_move_with("C1:A3", Leniency::all()).is_ok());
    /// assert!(pos.parse_move_with("B1-B3", Leniency::empty()).is_err());
    /// ```
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Leniency: u8 {
        /// Upper-case letters: `B1-B3`, `B1XB3`, `PASS`.
        const UPPER_CASE = 1;
        /// `:` as the capture mark: `b1:b3`.
        const COLON_CAPTURE = 1 << 1;
        /// `-` on a capture (Boardspace writes every move with `-`).
        const DASH_CAPTURE = 1 << 2;
        /// The squares separated by spaces: `b1 b3`.
        const SPACE_SEPARATOR = 1 << 3;
        /// The squares written together: `b1b3`.
        const NO_SEPARATOR = 1 << 4;
        /// Trailing annotation marks, any mix of `+`, `#`, `!` and `?`: `b1xb3++`, `b1-b3!?`.
        const ANNOTATIONS = 1 << 5;
        /// White space around the move: `" b1-b3  "`.
        const SURROUNDING_SPACE = 1 << 6;
    }
}

/// Names the spellings in plain words: `upper-case letters, the squares written together`.
impl fmt::Display for Leniency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            (Leniency::UPPER_CASE, "upper-case letters"),
            (Leniency::COLON_CAPTURE, "':' as the capture mark"),
            (Leniency::DASH_CAPTURE, "'-' on a capture"),
            (Leniency::SPACE_SEPARATOR, "a space between the squares"),
            (Leniency::NO_SEPARATOR, "the squares written together"),
            (Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
            (Leniency::SURROUNDING_SPACE, "white space around the move"),
        ];
        let mut first = true;
        for (flag, name) in names {
            if self.contains(flag) {
                f.write_str(if first { "" } else { ", " })?;
                f.write_str(name)?;
                first = false;
            }
        }
        Ok(())
    }
}

impl Default for Leniency {
    /// Every spelling: [`Leniency::all()`].
    fn default() -> Leniency {
        Leniency::all()
    }
}

/// Why a move's text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseMoveError<S: BoardSquare = Square> {
    /// The text is not a move in any spelling.
    #[error("cannot read {} as a move: {problem}", Quoted(text))]
    Syntax {
        /// The text.
        text: String,
        /// What is wrong with it, naming the part that is.
        problem: String,
    },
    /// The text uses a spelling the reader was told not to accept.
    #[error("{} uses spellings not allowed here: {spelling}", Quoted(text))]
    Spelling {
        /// The text.
        text: String,
        /// The spelling it uses.
        spelling: Leniency,
    },
    /// The move is legal but its capture mark is wrong: `x` or `:` on a move to an empty square.
    #[error("{} marks a capture, but {to} is empty", Quoted(text))]
    NotACapture {
        /// The text.
        text: String,
        /// The empty target square.
        to: S,
    },
    /// The move breaks the rules of movement in this position.
    #[error(transparent)]
    Illegal(#[from] IllegalMove<S>),
}

/// A move in canonical notation, `b1-b3`, `b1xb3` or `pass`; see [`Position::notation`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MoveNotation<S = Square> {
    mv: Move<S>,
    capture: bool,
}

impl<S: BoardSquare> MoveNotation<S> {
    /// The move.
    pub const fn mv(&self) -> Move<S> {
        self.mv
    }

    /// Whether it is written as a capture.
    pub const fn is_capture(&self) -> bool {
        self.capture
    }
}

impl<S: BoardSquare> fmt::Display for MoveNotation<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_move(f, self.mv, self.capture)
    }
}

/// Writes `mv` in canonical notation, its slide marked as a capture if `capture`.
fn write_move<S: BoardSquare>(f: &mut fmt::Formatter<'_>, mv: Move<S>, capture: bool) -> fmt::Result {
    let mark = if capture { 'x' } else { '-' };
    match mv {
        Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => write!(f, "{from}{mark}{to}")?,
        Move::Pass | Move::PassDrop { .. } => f.write_str("pass")?,
        Move::Exit { from } => write!(f, "{from}-^^")?,
        Move::Drop { .. } => {}
    }
    match mv.drop_square() {
        Some(drop) => write!(f, "@{drop}"),
        None => Ok(()),
    }
}

/// The position-free text of a move: the canonical notation, with `-` on every slide
/// (whether a slide captures depends on the position: see [`Position::notation`]).
///
/// ```
/// use lines_of_action::{Move, Square};
/// assert_eq!(Move::new(Square::B1, Square::B3).to_string(), "b1-b3");
/// assert_eq!(Move::Exit { from: Square::E8 }.to_string(), "e8-^^");
/// assert_eq!(Move::PassDrop { drop: Square::D4 }.to_string(), "pass@d4");
/// ```
impl<S: BoardSquare> fmt::Display for Move<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_move(f, *self, false)
    }
}

/// Reads a move without a position, in any spelling [`Position::parse_move`] takes;
/// a capture mark is taken as written, since only a position can tell.
///
/// ```
/// use lines_of_action::{Move, Square};
/// assert_eq!("b1-b3".parse(), Ok(Move::new(Square::B1, Square::B3)));
/// assert_eq!("C1xA3".parse(), Ok(Move::new(Square::C1, Square::A3)));
/// assert_eq!("pass".parse(), Ok(Move::PASS));
/// assert_eq!("E8-^^".parse(), Ok(Move::Exit { from: Square::E8 }));
/// assert_eq!("a3-c5@d4".parse(), Ok(Move::SlideDrop { from: Square::A3, to: Square::C5, drop: Square::D4 }));
/// ```
impl<S: BoardSquare> core::str::FromStr for Move<S> {
    type Err = ParseMoveError<S>;

    fn from_str(text: &str) -> Result<Move<S>, ParseMoveError<S>> {
        let body = text.trim().trim_end_matches(['+', '#', '!', '?']);
        read_move(body)
            .map(|(mv, _)| mv)
            .map_err(|problem| ParseMoveError::Syntax { text: String::from(text), problem })
    }
}

/// The separator between the two squares of a move's text.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Separator {
    Dash,
    Cross,
    Colon,
    Space,
    Nothing,
}

impl<G: Geometry> Position<G> {
    /// `mv` in canonical notation: `b1-b3`, `b1xb3` when it lands on an enemy piece,
    /// `pass`, an exit `e8-^^`, a drop-phase turn `a3-c5@d4` or `pass@d4`, a lone drop `@d4`.
    ///
    /// ```
    /// use lines_of_action::{Move, Position, Square};
    /// let pos = Position::default();
    /// assert_eq!(pos.notation(Move::new(Square::C1, Square::A3)).to_string(), "c1xa3");
    /// assert_eq!(pos.notation(Move::new(Square::B1, Square::B3)).to_string(), "b1-b3");
    /// ```
    pub fn notation(&self, mv: Move<G::Square>) -> MoveNotation<G::Square> {
        MoveNotation { mv, capture: self.is_capture(mv) }
    }

    /// Reads a legal move in any spelling real records use (see [`Leniency`]).
    ///
    /// ```
    /// use lines_of_action::{Move, Position, Square};
    /// let pos = Position::default();
    /// let capture = Move::new(Square::C1, Square::A3);
    /// for text in ["c1xa3", "C1:A3", "c1-a3", "c1 a3", "c1a3", "c1xa3++", " c1xa3!? "] {
    ///     assert_eq!(pos.parse_move(text)?, capture);
    /// }
    /// assert!(pos.parse_move("b1-b4").is_err()); // the file holds 2 pieces
    /// # Ok::<(), lines_of_action::ParseMoveError>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseMoveError`]: unreadable text, a wrong capture mark, or an illegal move with its reason.
    pub fn parse_move(&self, text: &str) -> Result<Move<G::Square>, ParseMoveError<G::Square>> {
        self.parse_move_with(text, Leniency::all())
    }

    /// Reads a legal move, accepting only the canonical spelling and the spellings in `leniency`.
    ///
    /// # Errors
    /// As [`parse_move`](Position::parse_move), and [`ParseMoveError::Spelling`] for a
    /// spelling outside `leniency`.
    pub fn parse_move_with(
        &self,
        text: &str,
        leniency: Leniency,
    ) -> Result<Move<G::Square>, ParseMoveError<G::Square>> {
        let mut used = Leniency::empty();
        let trimmed = text.trim();
        if trimmed.len() != text.len() {
            used |= Leniency::SURROUNDING_SPACE;
        }
        let body = trimmed.trim_end_matches(['+', '#', '!', '?']);
        if body.len() != trimmed.len() {
            used |= Leniency::ANNOTATIONS;
        }
        if body.bytes().any(|b| b.is_ascii_uppercase()) {
            used |= Leniency::UPPER_CASE;
        }
        let (mv, separator) =
            read_move(body).map_err(|problem| ParseMoveError::Syntax { text: String::from(text), problem })?;
        let capture = self.is_capture(mv);
        match separator {
            Separator::Colon => used |= Leniency::COLON_CAPTURE,
            Separator::Dash if capture => used |= Leniency::DASH_CAPTURE,
            Separator::Space => used |= Leniency::SPACE_SEPARATOR,
            Separator::Nothing if mv.slide().is_some() => used |= Leniency::NO_SEPARATOR,
            _ => {}
        }
        let refused = used - leniency;
        if !refused.is_empty() {
            return Err(ParseMoveError::Spelling { text: String::from(text), spelling: refused });
        }
        self.check_move(mv)?;
        if let (Separator::Cross | Separator::Colon, false, Some(to)) = (separator, capture, mv.target()) {
            return Err(ParseMoveError::NotACapture { text: String::from(text), to });
        }
        Ok(mv)
    }
}

/// Reads a move's text, trimmed and without annotations: `pass`, an exit `e8-^^`, or
/// two squares in either case with `-`, `x`, `:`, white space or nothing between
/// them; any of these, or nothing, followed by `@` and the square of a drop.
fn read_move<S: BoardSquare>(body: &str) -> Result<(Move<S>, Separator), String> {
    let (main, drop) = match body.split_once('@') {
        Some((_, "")) => return Err(String::from("the drop square is missing")),
        Some((main, drop_text)) => {
            let mut rest = drop_text;
            let drop = take_square(&mut rest)?;
            if !rest.is_empty() {
                return Err(format!("unexpected text after the drop square: {}", Quoted(rest)));
            }
            (main, Some(drop))
        }
        None => (body, None),
    };
    let (mv, separator) = match main {
        "" if drop.is_some() => (Move::Pass, Separator::Nothing),
        _ => read_board_move(main)?,
    };
    Ok(match (drop, mv) {
        (Some(drop), Move::Pass) if main.is_empty() => (Move::Drop { drop }, separator),
        (Some(_), Move::Exit { .. }) => return Err(String::from("an exit has no drop")),
        (Some(drop), mv) => (mv.with_drop(drop), separator),
        (None, mv) => (mv, separator),
    })
}

/// Reads the part of a move's text before any drop: `pass`, an exit, or a slide.
fn read_board_move<S: BoardSquare>(body: &str) -> Result<(Move<S>, Separator), String> {
    if body.eq_ignore_ascii_case("pass") {
        return Ok((Move::Pass, Separator::Nothing));
    }
    if body.trim_end().len() != body.len() {
        return Err(String::from("white space before the annotation marks"));
    }
    if !body.bytes().any(|b| b.is_ascii_digit()) {
        return Err(String::from("expected two squares such as b1-b3, an exit such as e8-^^, or pass"));
    }
    if let Some(square) = body.strip_suffix("-^^") {
        let mut rest = square;
        let from = take_square(&mut rest)?;
        if !rest.is_empty() {
            return Err(format!("unexpected text in the exit: {}", Quoted(rest)));
        }
        return Ok((Move::Exit { from }, Separator::Dash));
    }
    let mut rest = body;
    let from = take_square(&mut rest)?;
    let spaced_before = take_space(&mut rest);
    let mark = match rest.bytes().next() {
        Some(b'-') => Some(Separator::Dash),
        Some(b'x' | b'X') => Some(Separator::Cross),
        Some(b':') => Some(Separator::Colon),
        _ => None,
    };
    if mark.is_some() {
        rest = &rest[1..];
        if spaced_before | take_space(&mut rest) {
            return Err(String::from("white space around the mark between the squares"));
        }
    }
    if rest.is_empty() {
        return Err(String::from("the second square is missing"));
    }
    let to = take_square(&mut rest)?;
    if !rest.is_empty() {
        return Err(format!("unexpected text after the move: {}", Quoted(rest)));
    }
    if from == to {
        return Err(String::from("the two squares are the same"));
    }
    let separator = mark.unwrap_or(if spaced_before { Separator::Space } else { Separator::Nothing });
    Ok((Move::new(from, to), separator))
}

/// Takes a square off the front of `rest`: a file letter in either case, then its rank,
/// one digit on the boards up to 9×9 and up to two (`a10`, `l12`) on the wider ones.
fn take_square<S: BoardSquare>(rest: &mut &str) -> Result<S, String> {
    let bytes = rest.as_bytes();
    let digits = bytes.iter().skip(1).take_while(|b| b.is_ascii_digit()).count();
    // A second digit belongs to the square only where a rank of two digits exists.
    let rank_digits = match digits {
        0 => 0,
        1 => 1,
        _ if S::MAX_SIZE >= 10 && bytes[1] != b'0' && rank_of(&bytes[1..3]).is_some_and(|r| r <= S::MAX_SIZE) => 2,
        // Two digits past the largest number, then nothing or a separator, where names
        // run to 9 or more: one name off the board (`j12` on hex6), not a name and stray
        // text.
        2 if S::MAX_SIZE >= 9 && bytes[1] != b'0' && bytes.get(3).is_none_or(|b| !b.is_ascii_alphanumeric()) => 2,
        _ => 1,
    };
    let end = 1 + rank_digits;
    let square = (rank_digits > 0)
        .then(|| {
            let file = bytes[0].to_ascii_lowercase().checked_sub(b'a')?;
            S::at(file, rank_of(&bytes[1..end])?.checked_sub(1)?)
        })
        .flatten();
    let Some(square) = square else {
        let shown = rest.char_indices().nth(end.max(2)).map_or(*rest, |(i, _)| &rest[..i]);
        return Err(S::off_board(shown));
    };
    *rest = &rest[end..];
    Ok(square)
}

/// The number written in `digits` (ASCII digits, at most two), without a leading zero.
fn rank_of(digits: &[u8]) -> Option<u8> {
    match digits {
        [b'1'..=b'9'] => Some(digits[0] - b'0'),
        [b'1'..=b'9', b'0'..=b'9'] => Some((digits[0] - b'0') * 10 + digits[1] - b'0'),
        _ => None,
    }
}

/// Takes white space off the front of `rest`; whether there was any.
fn take_space(rest: &mut &str) -> bool {
    let trimmed = rest.trim_start();
    let had_space = trimmed.len() != rest.len();
    *rest = trimmed;
    had_space
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn canonical_spellings_are_always_accepted() {
        let pos = Position::new();
        assert_eq!(pos.parse_move_with("b1-b3", Leniency::empty()), Ok(Move::new(Square::B1, Square::B3)));
        assert_eq!(pos.parse_move_with("c1xa3", Leniency::empty()), Ok(Move::new(Square::C1, Square::A3)));
    }

    #[test]
    fn each_leniency_flag_guards_its_spelling() {
        let pos = Position::new();
        let cases = [
            ("B1-B3", Leniency::UPPER_CASE),
            ("c1:a3", Leniency::COLON_CAPTURE),
            ("c1-a3", Leniency::DASH_CAPTURE),
            ("b1 b3", Leniency::SPACE_SEPARATOR),
            ("b1  b3", Leniency::SPACE_SEPARATOR),
            ("b1b3", Leniency::NO_SEPARATOR),
            ("b1-b3?!", Leniency::ANNOTATIONS),
            ("\tb1-b3 ", Leniency::SURROUNDING_SPACE),
        ];
        for (text, flag) in cases {
            assert!(pos.parse_move_with(text, flag).is_ok(), "{text} with {flag:?}");
            let err = pos.parse_move_with(text, Leniency::all() - flag).unwrap_err();
            assert_eq!(err, ParseMoveError::Spelling { text: text.to_string(), spelling: flag });
        }
    }

    #[test]
    fn wrong_text_is_rejected_with_a_reason() {
        let pos = Position::new();
        for text in
            ["", "b1", "b1-", "b1-b9", "i1-b3", "b1--b3", "b1 - b3", "b1xxb3", "b1-b1", "pas", "é1-b3", "b1-b3 +"]
        {
            assert!(matches!(pos.parse_move(text), Err(ParseMoveError::Syntax { .. })), "{text:?}");
        }
        assert_eq!(
            pos.parse_move("b1xb3"),
            Err(ParseMoveError::NotACapture { text: "b1xb3".to_string(), to: Square::B3 })
        );
        assert!(matches!(pos.parse_move("b1-b4"), Err(ParseMoveError::Illegal(_))));
        assert!(matches!(pos.parse_move("pass"), Err(ParseMoveError::Illegal(_))));
    }
}
