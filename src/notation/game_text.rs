//! A [`Game`] as text: its move list, written with move numbers (`1. b1-b3 h3-e3 2. …`)
//! and read back by [`Game::play_move_list`].

use core::fmt;
use core::str::FromStr;

use alloc::string::{String, ToString};

use crate::board::geometry::{BoardSquare, Geometry};
use crate::board::grid8::square::Square;
use crate::game::{Game, PlayError};
use crate::notation::move_text::ParseMoveError;
use crate::position::moves::Move;
use crate::quoted::Quoted;

/// Why [`Game::play_move_list`] stopped: the ply (counted from 1 in the game), the
/// move's text and why it could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply}: {text}: {reason}")]
pub struct MoveListError<S: BoardSquare = Square> {
    /// The ply of the move that failed, counted from 1 at the game's start.
    pub ply: usize,
    /// The move's text, quoted and cut short if long.
    pub text: String,
    /// Why it was not played.
    pub reason: MoveListProblem<S>,
}

/// What was wrong with one move given as text, to [`Game::play_str`] or in a move list.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveListProblem<S: BoardSquare = Square> {
    /// The text is not a move, or not a legal one.
    #[error(transparent)]
    Parse(#[from] ParseMoveError<S>),
    /// The move could not be played.
    #[error(transparent)]
    Play(#[from] PlayError<S>),
}

impl<G: Geometry> Game<G> {
    /// Plays the moves of `text`, separated by white space, in any spelling
    /// [`Position::parse_move`](crate::Position::parse_move) reads; move numbers (`12.`, `12...`, also glued to
    /// the move as in `12.b1-b3`) are skipped. Stops at the first move that cannot be
    /// played: the moves before it stay played.
    ///
    /// # Errors
    /// [`MoveListError`] naming the ply, the text and the reason.
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// let mut game = Game::new(Rules::default());
    /// game.play_move_list("1. b1-b3 h3-e3 2. b3xe3")?;
    /// assert_eq!(game.ply(), 3);
    /// let error = game.play_move_list("2... a2-a9").unwrap_err();
    /// assert_eq!(error.ply, 4);
    /// assert!(error.to_string().starts_with("ply 4: \"a2-a9\": "));
    /// # Ok::<(), lines_of_action::MoveListError>(())
    /// ```
    pub fn play_move_list(&mut self, text: &str) -> Result<(), MoveListError<G::Square>> {
        for token in text.split_whitespace().filter_map(without_move_number) {
            let ply = self.ply() + 1;
            self.play_str(token).map_err(|reason| MoveListError { ply, text: Quoted(token).to_string(), reason })?;
        }
        Ok(())
    }

    /// Reads `text` as a move in the current position, in any spelling
    /// [`Position::parse_move`](crate::Position::parse_move) reads, plays it and returns it.
    ///
    /// # Errors
    /// [`MoveListProblem::Play`] with [`PlayError::GameOver`] if the game is over, else
    /// [`MoveListProblem::Parse`] if the text is not a legal move here; the game is
    /// unchanged.
    ///
    /// ```
    /// use lines_of_action::{Game, MoveListProblem, Rules};
    /// let mut game = Game::new(Rules::default());
    /// let mv = game.play_str("b1-b3")?;
    /// assert_eq!(game.last_move(), Some(mv));
    /// let error = game.play_str("b3-b5").unwrap_err();
    /// assert!(matches!(error, MoveListProblem::Parse(_)));
    /// assert!(error.to_string().starts_with("illegal move b3-b5"), "{error}");
    /// assert_eq!(game.ply(), 1);
    /// # Ok::<(), MoveListProblem>(())
    /// ```
    pub fn play_str(&mut self, text: &str) -> Result<Move<G::Square>, MoveListProblem<G::Square>> {
        if let Some(result) = self.result() {
            return Err(PlayError::GameOver(result).into());
        }
        let mv = self.position().parse_move(text)?;
        self.play(mv)?;
        Ok(mv)
    }
}

/// Reads a bare move list, as [`Game::play_move_list`] does, from the standard start
/// under the default rules (the Computer Olympiad's): a list carries neither, so it
/// means the game [`Game::default`] begins. For another start or other rules, make the
/// game with [`Game::from_position`] or [`Game::from_variant`] and play the list on it.
///
/// ```
/// use lines_of_action::{Game, Square};
/// let game: Game = "1. b1-b3 h3-e3 2. b3xe3".parse()?;
/// assert_eq!(game.ply(), 3);
/// assert_eq!(game.position().piece_at(Square::E3), Some(lines_of_action::Color::Black));
/// assert_eq!(game.to_string().parse::<Game>()?, game);
/// # Ok::<(), lines_of_action::MoveListError>(())
/// ```
impl FromStr for Game {
    type Err = MoveListError;

    fn from_str(text: &str) -> Result<Game, MoveListError> {
        let mut game = Game::default();
        game.play_move_list(text)?;
        Ok(game)
    }
}

/// The move text of a token: `None` for a move number (`12.`, `12...`); a number glued
/// to a move (`12.b1-b3`) is cut off.
fn without_move_number(token: &str) -> Option<&str> {
    let after_digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if after_digits.len() == token.len() || !after_digits.starts_with('.') {
        return Some(token);
    }
    let rest = after_digits.trim_start_matches('.');
    (!rest.is_empty()).then_some(rest)
}

impl<G: Geometry> fmt::Display for Game<G> {
    /// The moves with move numbers, `1. b1-b3 h3-e3 2. …`; a game whose start has
    /// White to move begins `1... `. Nothing for a game without moves.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let white_first = self.start().turn() == crate::Color::White;
        for (index, (mv, before)) in self.moves().iter().zip(self.positions()).enumerate() {
            let half_moves = index + usize::from(white_first);
            let separator = if index == 0 { "" } else { " " };
            if half_moves % 2 == 0 {
                write!(f, "{separator}{}. ", half_moves / 2 + 1)?;
            } else if index == 0 {
                f.write_str("1... ")?;
            } else {
                f.write_str(separator)?;
            }
            write!(f, "{}", before.notation(*mv))?;
        }
        Ok(())
    }
}
