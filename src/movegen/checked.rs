//! The checked tier of playing moves: [`Position::play`], [`Position::make`] and
//! [`Position::unmake`] check legality (and the undo token) first, and leave the
//! position unchanged when they refuse.

use crate::board::geometry::Geometry;
use crate::movegen::IllegalMove;
use crate::position::moves::Move;
use crate::position::{Position, Undo};

/// An [`Undo`] token that does not fit the position it was given to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("this undo token does not fit the position: it must come from the latest make not yet undone")]
pub struct UndoMismatch;

impl<G: Geometry> Position<G> {
    /// Plays `mv` if it is legal; otherwise returns why not and leaves the position unchanged.
    ///
    /// # Errors
    /// [`IllegalMove`] with the reason.
    pub fn play(&mut self, mv: Move<G::Square>) -> Result<(), IllegalMove<G::Square>> {
        self.check_move(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays `mv` if it is legal and returns the token that undoes it.
    ///
    /// # Errors
    /// [`IllegalMove`] with the reason; the position is left unchanged.
    pub fn make(&mut self, mv: Move<G::Square>) -> Result<Undo<G::Square>, IllegalMove<G::Square>> {
        self.check_move(mv)?;
        Ok(self.make_unchecked(mv))
    }

    /// Undoes the move that produced `undo`, restoring the position bit for bit.
    ///
    /// `undo` should come from the latest [`make`](Position::make) not yet undone on
    /// this position. That is checked: the side not to move must have made it, the
    /// position it restores must be valid, and making the move there again must give
    /// this very position. A token from another line of play that reached this very
    /// position fits too, and restores the position that line came from.
    ///
    /// # Errors
    /// [`UndoMismatch`] if `undo` does not fit this position; the position is then left unchanged.
    pub fn unmake(&mut self, undo: Undo<G::Square>) -> Result<(), UndoMismatch> {
        if undo.mover != self.turn().other() {
            return Err(UndoMismatch);
        }
        let mut before = *self;
        before.unmake_unchecked(undo);
        // The invariants, not `Setup::validate`: play past the end may leave a side
        // without pieces, and such a position is restored too.
        let fits = before.check_invariants().is_ok() && before.is_legal(undo.mv) && {
            let mut again = before;
            again.make_unchecked(undo.mv) == undo && again == *self
        };
        if !fits {
            return Err(UndoMismatch);
        }
        *self = before;
        Ok(())
    }
}
