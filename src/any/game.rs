//! [`AnyGame`]: a game whose board is chosen at run time.

use crate::any::{AnyBoard, AnyGame, AnyMove, AnyPosition, MoveListProblems};
use crate::game::Game;
use crate::rules::Rules;
use crate::rules::outcome::GameResult;
use crate::variants::Variant;

impl AnyGame {
    /// A game from the start of `variant` under `rules`, on its board.
    ///
    /// ```
    /// use lines_of_action::{AnyGame, Rules, Variant};
    /// let mut game = AnyGame::from_variant(Variant::TwelveByTwelve, Rules::default());
    /// game.play_str("b1-b3")?;
    /// assert_eq!(game.ply(), 1);
    /// assert_eq!(game.to_string(), "1. b1-b3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_variant(variant: Variant, rules: Rules) -> AnyGame {
        AnyGame::from_position(AnyPosition::from_variant(variant), rules)
    }

    /// A game from `start` under `rules` ([`Game::from_position`]).
    pub fn from_position(start: AnyPosition, rules: Rules) -> AnyGame {
        crate::on_any_board!(start, |position, G| AnyBoard::on::<G>(Game::from_position(position, rules)))
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        crate::on_any_board!(self, |game, G| AnyBoard::on::<G>(*game.position()))
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        crate::on_any_board!(self, |game| game.rules())
    }

    /// The number of moves played.
    pub fn ply(&self) -> usize {
        crate::on_any_board!(self, |game| game.ply())
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        crate::on_any_board!(self, |game| game.result())
    }

    /// The number of legal moves: 0 once the game is over.
    pub fn move_count(&self) -> usize {
        crate::on_any_board!(self, |game| game.move_count())
    }

    /// [`Game::perft`], the history counting, on whichever board.
    pub fn perft(&self, depth: u32) -> u64 {
        crate::on_any_board!(self, |game| game.perft(depth))
    }

    /// Reads `text` as a move in the current position and plays it ([`Game::play_str`]).
    ///
    /// # Errors
    /// The geometry's [`MoveListProblem`](crate::MoveListProblem); the game is unchanged.
    pub fn play_str(&mut self, text: &str) -> Result<AnyMove, AnyBoard<MoveListProblems>> {
        crate::on_any_board!(self, |game, G| game.play_str(text).map(AnyBoard::on::<G>).map_err(AnyBoard::on::<G>))
    }

    /// Plays the legal move at `index` ([`Game::play_nth`]); `None` past the last move or
    /// once the game is over.
    pub fn play_nth(&mut self, index: usize) -> Option<AnyMove> {
        crate::on_any_board!(self, |game, G| game.play_nth(index).map(AnyBoard::on::<G>))
    }

    /// Takes back the last move ([`Game::undo`]).
    pub fn undo(&mut self) -> Option<AnyMove> {
        crate::on_any_board!(self, |game, G| game.undo().map(AnyBoard::on::<G>))
    }
}
