//! An Abstract Play record replayed on the board of its variant, chosen at run time.

use crate::any::{AnyBoard, AnyGame};
use crate::notation::abstract_play::{AbstractPlayError, AbstractPlayRecord};

impl AbstractPlayRecord {
    /// Replays the moves as [`game`](AbstractPlayRecord::game) does, on the board of the
    /// record's variant: a [`Game`](crate::Game) on 8×8, a `Game<Grid12>` on 9×9, a
    /// `Game<Hex5>` or `Game<Hex6>` on a hexagon.
    ///
    /// ```
    /// use lines_of_action::{AbstractPlayRecord, AnyBoard, Variant};
    /// let json = r#"{"header": {"game": {"name": "Lines of Action", "variants": ["9x9 board", "Classic setup"]},
    ///   "players": [{"name": "Ann", "result": 1}, {"name": "Bob", "result": 0}]},
    ///   "moves": [["b1-b3", "a2-c2"], ["d1-d3"]]}"#;
    /// let record: AbstractPlayRecord = json.parse()?;
    /// assert_eq!(record.variant, Variant::BlackHole);
    /// let game = record.any_game()?;
    /// assert!(matches!(game, AnyBoard::Grid12(_)));
    /// assert_eq!((game.ply(), game.result()), (3, None)); // Bob resigned or timed out
    ///
    /// let hex6 = json.replace("9x9 board", "Hexagonal board (base-6)").replace("a2-c2", "a2-a6");
    /// let record: AbstractPlayRecord = hex6.parse()?;
    /// assert_eq!(record.variant, Variant::Hex6);
    /// assert!(matches!(record.any_game()?, AnyBoard::Hex6(_)));
    /// # Ok::<(), lines_of_action::AbstractPlayError>(())
    /// ```
    ///
    /// # Errors
    /// As [`game`](AbstractPlayRecord::game), but never
    /// [`WrongBoard`](AbstractPlayError::WrongBoard).
    pub fn any_game(&self) -> Result<AnyGame, AbstractPlayError> {
        crate::with_geometry!(self.variant, |G| self.game::<G>().map(AnyBoard::on::<G>))
    }
}
