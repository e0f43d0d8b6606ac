//! The one invariant checker: everything a [`Position`] claims about itself,
//! recomputed from scratch. Unit tests, property tests, fuzz targets and the soak
//! run all call [`Position::check_invariants`].

use thiserror::Error;

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::board::grid8::square::Square;
use crate::position::Position;
use crate::position::setup::SetupError;

/// A broken invariant found by [`Position::check_invariants`]: a bug in the engine.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum InvariantViolation<S = Square> {
    /// A square holds both colours.
    #[error("{0} holds both a black and a white piece")]
    Overlap(S),
    /// A colour has more pieces than a position may hold.
    #[error("{color} has {count} pieces, more than {max}")]
    TooManyPieces {
        /// The colour.
        color: Color,
        /// Its number of pieces.
        count: usize,
        /// The most a position of its geometry holds ([`Setup::max_pieces`](crate::Setup::max_pieces)).
        max: usize,
    },
    /// The board breaks a rule of its variant: pieces off a small board or on a
    /// hole, holes or reserves where the variant has none, impossible reserves.
    #[error("{0}")]
    Variant(SetupError<S>),
    /// The kept hash differs from the hash of the pieces and side to move.
    #[error("the hash is {kept:#018x} but the pieces and side to move hash to {actual:#018x}")]
    Hash {
        /// The hash kept by the position.
        kept: u64,
        /// The recomputed hash.
        actual: u64,
    },
}

impl<G: Geometry> Position<G> {
    /// Recomputes everything the position keeps incrementally and checks it: the
    /// colours are disjoint, no colour has more than [`Setup::MAX_PIECES`](crate::Setup::MAX_PIECES) pieces (20 on the wide boards), the
    /// variant's state is one it allows (see [`Setup::validate`](crate::Setup::validate)), and the hash equals
    /// the recomputed hash. (Line counts are
    /// read from the bitboards whenever they are needed, so none can go stale.)
    ///
    /// A position built and played through the API always passes; a failure is a bug.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let mut pos = Position::default();
    /// for mv in pos.legal_moves() {
    ///     let undo = pos.make_unchecked(mv);
    ///     assert_eq!(pos.check_invariants(), Ok(()));
    ///     pos.unmake_unchecked(undo);
    /// }
    /// ```
    ///
    /// # Errors
    /// The first [`InvariantViolation`] found.
    pub fn check_invariants(&self) -> Result<(), InvariantViolation<G::Square>> {
        if let Some(square) = (self.pieces(Color::Black) & self.pieces(Color::White)).first() {
            return Err(InvariantViolation::Overlap(square));
        }
        for color in Color::ALL {
            let count = self.pieces(color).count();
            if count > G::MAX_PIECES {
                return Err(InvariantViolation::TooManyPieces { color, count, max: G::MAX_PIECES });
            }
        }
        match self.to_setup().validate() {
            // Play may leave a colour with no pieces (after the game is over), and a
            // colour's count with the reserves is checked as the stones arrive.
            Ok(()) | Err(SetupError::NoPieces(_) | SetupError::TooManyPieces { .. }) => {}
            Err(error) => return Err(InvariantViolation::Variant(error)),
        }
        let actual = self.computed_hash();
        if self.zobrist_hash() != actual {
            return Err(InvariantViolation::Hash { kept: self.zobrist_hash(), actual });
        }
        Ok(())
    }
}
