//! Unvalidated setups.

use thiserror::Error;

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::square::Square;
use crate::position::family::{DropEndTest, Family};

/// A position that has not been checked yet: every variant's state, with neutral
/// defaults (an 8×8 board, no holes, empty reserves, the standard family).
///
/// Turn it into a [`Position`](crate::Position) with
/// [`Position::from_setup`](crate::Position::from_setup), which says what is wrong with it, if anything.
///
/// ```
/// use lines_of_action::{Bitboard, Color, Position, Setup, SetupError, Square};
/// let mut setup = Setup::new(Bitboard::from(Square::A1), Bitboard::EMPTY, Color::Black);
/// assert_eq!(Position::from_setup(setup), Err(SetupError::NoPieces(Color::White)));
/// setup.white = Bitboard::from(Square::H8);
/// assert!(Position::from_setup(setup).is_ok());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Setup<G: Geometry = Grid8> {
    /// Black's pieces.
    pub black: G::Set,
    /// White's pieces.
    pub white: G::Set,
    /// The side to move.
    pub turn: Color,
    /// The number of files and ranks, one of the geometry's [`SIZES`](Geometry::SIZES):
    /// 5, 6, 7 or 8 on [`Grid8`], 9 to 12 on [`Grid12`](crate::Grid12). The board is the
    /// lower-left corner of the geometry's grid, so squares keep their names (a1 … f6 on
    /// 6×6).
    pub board_size: u8,
    /// Cheshire Cat's holes: squares vacated for good.
    pub holes: G::Set,
    /// Parachute's reserves, `[Black's, White's]`: the opponent's stones each side
    /// still holds to drop.
    pub reserves: [u8; 2],
    /// The variant's special rules.
    pub family: Family,
}

impl Setup {
    /// The most pieces one colour may have on a board up to 8×8: with 8 directions
    /// each, 12 pieces fill a [`MoveList`](crate::MoveList) exactly.
    pub const MAX_PIECES: usize = 12;

    /// A standard 8×8 setup from its pieces and side to move.
    pub const fn new(black: Bitboard, white: Bitboard, turn: Color) -> Setup {
        Setup { black, white, turn, board_size: 8, holes: Bitboard::EMPTY, reserves: [0, 0], family: Family::Standard }
    }
}

impl<G: Geometry> Setup<G> {
    /// A standard setup on a `board_size`×`board_size` board (the number is checked by
    /// [`validate`](Self::validate)) from its pieces and side to move.
    pub fn on_board(board_size: u8, black: G::Set, white: G::Set, turn: Color) -> Setup<G> {
        Setup { black, white, turn, board_size, holes: G::Set::EMPTY, reserves: [0, 0], family: Family::Standard }
    }

    /// The most pieces one colour may have on this geometry's boards: 12 up to 8×8
    /// ([`Setup::MAX_PIECES`]), 20 (the 12×12 start's) on the wide boards.
    pub fn max_pieces() -> usize {
        G::MAX_PIECES
    }

    /// The pieces of `color`.
    pub const fn pieces(&self, color: Color) -> G::Set {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The squares of the board: all 64 on 8×8, the lower-left `size`×`size` corner otherwise.
    pub fn board(&self) -> G::Set {
        G::Set::board_of_size(self.board_size)
    }

    /// Checks what [`Position::from_setup`](crate::Position::from_setup) requires.
    ///
    /// # Errors
    /// The first problem found, in the order of [`SetupError`]'s variants.
    pub fn validate(&self) -> Result<(), SetupError<G::Square>> {
        if !G::SIZES.contains(&self.board_size) {
            return Err(SetupError::BoardSize(self.board_size));
        }
        if let Some(square) = ((self.black | self.white | self.holes) - self.board()).first() {
            return Err(SetupError::OffBoard { square, size: self.board_size });
        }
        if let Some(square) = (self.black & self.white).first() {
            return Err(SetupError::Overlap(square));
        }
        if let Some(square) = ((self.black | self.white) & self.holes).first() {
            return Err(SetupError::PieceOnHole(square));
        }
        if !self.holes.is_empty() && !self.family.has_holes() {
            return Err(SetupError::HolesNotInVariant);
        }
        if matches!(self.family, Family::BlackHole) {
            let Some(centre) = G::centre(self.board_size) else {
                return Err(SetupError::BlackHoleOnEvenBoard(self.board_size));
            };
            if (self.black | self.white).contains(centre) {
                return Err(SetupError::PieceOnBlackHole(centre));
            }
        }
        let [black_reserve, white_reserve] = self.reserves;
        if black_reserve | white_reserve != 0 {
            let Some(options) = self.family.parachute_options() else {
                return Err(SetupError::ReservesNotInVariant);
            };
            // Black drops first: with Black to move both have had as many turns,
            // with White to move Black has had one more.
            let in_step = match self.turn {
                Color::Black => black_reserve == white_reserve,
                Color::White => white_reserve == black_reserve + 1,
            };
            // A slide that ends the game before its drop keeps the mover's stone.
            let cut_short = options.end_test == DropEndTest::AfterEachPart
                && (white_reserve == black_reserve || white_reserve == black_reserve + 1);
            if !(in_step || cut_short) || white_reserve > options.turns {
                return Err(SetupError::Reserves { black: black_reserve, white: white_reserve, turn: self.turn });
            }
        }
        for color in Color::ALL {
            let count = self.pieces(color).count();
            if count == 0 {
                return Err(SetupError::NoPieces(color));
            }
            // The opponent's reserve holds stones of this colour, still to come.
            let coming = usize::from(self.reserves[color.other() as usize]);
            if count + coming > G::MAX_PIECES {
                return Err(SetupError::TooManyPieces { color, count: count + coming, max: G::MAX_PIECES });
            }
        }
        Ok(())
    }
}

/// Why a [`Setup`] cannot become a [`Position`](crate::Position).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum SetupError<S = Square> {
    /// The board size is not one of the geometry's (5, 6, 7 or 8 up to 8×8, 9 to 12 on
    /// the wide boards).
    #[error("a board of {0}x{0} is not supported here: the sizes are 5 to 8, and 9 to 12 on the wide boards")]
    BoardSize(u8),
    /// A piece or hole stands outside a board smaller than 8×8 (the lowest such square is named).
    #[error("{square} is off the {size}x{size} board")]
    OffBoard {
        /// The square.
        square: S,
        /// The board size.
        size: u8,
    },
    /// A square holds a piece of each colour (the lowest such square is named).
    #[error("{0} holds both a black and a white piece")]
    Overlap(S),
    /// A square is both a hole and a piece's.
    #[error("{0} is a hole and holds a piece")]
    PieceOnHole(S),
    /// Holes where the variant has none.
    #[error("holes ('x') exist only in cheshire-cat")]
    HolesNotInVariant,
    /// A piece on Black Hole's black hole.
    #[error("{0} is the black hole: no piece can stand on it")]
    PieceOnBlackHole(S),
    /// Black Hole on a board of even size, which has no centre square.
    #[error("the black hole is the centre square, and a {0}x{0} board has none")]
    BlackHoleOnEvenBoard(u8),
    /// Reserves where the variant has none.
    #[error("reserves exist only in parachute's drop phase")]
    ReservesNotInVariant,
    /// Reserve counts that no game reaches.
    #[error(
        "reserves {black},{white} with {turn} to move cannot occur: Black drops first, so with Black to move both hold as many, with White to move White holds one more, and no more than the drop phase's turns"
    )]
    Reserves {
        /// Black's reserve.
        black: u8,
        /// White's reserve.
        white: u8,
        /// The side to move.
        turn: Color,
    },
    /// A colour has no pieces at all.
    #[error("{0} has no pieces")]
    NoPieces(Color),
    /// A colour has more pieces, counting those still in the opponent's reserve, than
    /// the engine supports.
    #[error("{color} has {count} pieces; at most {max} are supported")]
    TooManyPieces {
        /// The colour with too many pieces.
        color: Color,
        /// How many it has, with those still in reserve.
        count: usize,
        /// The most the geometry's boards take ([`Setup::max_pieces`]).
        max: usize,
    },
}
