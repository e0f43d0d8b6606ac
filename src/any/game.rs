//! [`AnyGame`]: a game whose board is chosen at run time.

use crate::any::{AnyBoard, AnyGame, AnyMove, AnyPosition};
use crate::board::wide::WideSquare;
use crate::game::Game;
use crate::notation::game_text::MoveListProblem;
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
        match start {
            AnyBoard::Board8(position) => AnyBoard::Board8(Game::from_position(position, rules)),
            AnyBoard::Wide(position) => AnyBoard::Wide(Game::from_position(position, rules)),
        }
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        match self {
            AnyBoard::Board8(game) => AnyBoard::Board8(*game.position()),
            AnyBoard::Wide(game) => AnyBoard::Wide(*game.position()),
        }
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
    /// The geometry's [`MoveListProblem`]; the game is unchanged.
    pub fn play_str(&mut self, text: &str) -> Result<AnyMove, AnyBoard<MoveListProblem, MoveListProblem<WideSquare>>> {
        match self {
            AnyBoard::Board8(game) => game.play_str(text).map(AnyBoard::Board8).map_err(AnyBoard::Board8),
            AnyBoard::Wide(game) => game.play_str(text).map(AnyBoard::Wide).map_err(AnyBoard::Wide),
        }
    }

    /// Plays the legal move at `index` ([`Game::play_nth`]); `None` past the last move or
    /// once the game is over.
    pub fn play_nth(&mut self, index: usize) -> Option<AnyMove> {
        match self {
            AnyBoard::Board8(game) => game.play_nth(index).map(AnyBoard::Board8),
            AnyBoard::Wide(game) => game.play_nth(index).map(AnyBoard::Wide),
        }
    }

    /// Takes back the last move ([`Game::undo`]).
    pub fn undo(&mut self) -> Option<AnyMove> {
        match self {
            AnyBoard::Board8(game) => game.undo().map(AnyBoard::Board8),
            AnyBoard::Wide(game) => game.undo().map(AnyBoard::Wide),
        }
    }
}
