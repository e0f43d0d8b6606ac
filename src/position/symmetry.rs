//! A position and a move under a [`Symmetry`] of the board, and the position with the
//! colours swapped, on every geometry.

use crate::board::color::Color;
use crate::board::geometry::{BoardSquare, Geometry, SquareSet};
use crate::position::Position;
use crate::position::moves::Move;
use crate::position::setup::{Setup, SetupError};

/// The squares of `squares` that are on the `board_size` board, each moved by
/// `symmetry`: the set rebuilt square by square (on 8×8 through
/// [`Square::transformed`](crate::Square::transformed), as before the geometries).
fn transformed_squares<S: SquareSet>(squares: S, symmetry: <S::Square as BoardSquare>::Symmetry, board_size: u8) -> S {
    squares.into_iter().filter_map(|square| square.transformed(symmetry, board_size)).collect()
}

impl<G: Geometry> Position<G> {
    /// The position with the board moved by `symmetry`: the pieces and Cheshire Cat's
    /// holes moved, the side to move, the reserves, the board size and the variant kept.
    ///
    /// Every symmetry maps the legal moves of this position to those of the transformed
    /// one ([`Move::transformed`]) and keeps its result, in every variant (RULES.md,
    /// "Symmetries"): eight positions to learn from for the price of one.
    ///
    /// ```
    /// use lines_of_action::{Position, Rules, Square, Symmetry};
    /// let pos = Position::default();
    /// let turned = pos.transformed(Symmetry::Rotate90);
    /// // Black's rows become files: Black on a2–a7 and h2–h7.
    /// assert_eq!(turned.to_string(), "1wwwwww1/b6b/b6b/b6b/b6b/b6b/b6b/1wwwwww1 b");
    /// assert_eq!(turned.perft(2, Rules::default()), pos.perft(2, Rules::default()));
    /// ```
    ///
    /// The wide boards too. Black Hole's black hole, the centre, is where it was; the
    /// mirror in the a1–i9 diagonal swaps the colours of Black Hole Scrambled's edges:
    ///
    /// ```
    /// use lines_of_action::{Position, Rules, Symmetry, Variant, Grid12};
    /// let pos = Position::<Grid12>::start_of(Variant::BlackHoleScrambled)?;
    /// let mirrored = pos.transformed(Symmetry::FlipDiagonal);
    /// assert_eq!(mirrored.to_string(), "1wbwbwbw1/b7b/w7w/b7b/w7w/b7b/w7w/b7b/1wbwbwbw1 b");
    /// assert_eq!(mirrored.black_hole(), pos.black_hole());
    /// assert_eq!(mirrored.perft(2, Rules::default()), pos.perft(2, Rules::default()));
    /// assert_eq!(mirrored.transformed(Symmetry::FlipDiagonal), pos);
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    pub fn transformed(&self, symmetry: <G::Square as BoardSquare>::Symmetry) -> Position<G> {
        let size = self.board_size;
        let mut setup = self.to_setup();
        setup.black = transformed_squares(setup.black, symmetry, size);
        setup.white = transformed_squares(setup.white, symmetry, size);
        setup.holes = transformed_squares(setup.holes, symmetry, size);
        // A symmetry maps the board onto itself one to one: what was valid still is.
        Position::from_valid_setup(setup)
    }

    /// The position with the colours swapped: Black's pieces become White's and White's
    /// Black's, the other side is to move, and Parachute's reserves change hands; the
    /// holes, the board size and the variant are kept.
    ///
    /// Every rule option decides for the side that moved or the side to move, never for
    /// a colour, so the swapped position has the same legal moves and the result with
    /// the winner swapped ([`Outcome::color_swapped`](crate::Outcome::color_swapped)).
    ///
    /// # Errors
    /// [`SetupError::Reserves`] in Parachute's drop phase: Black drops first, so the
    /// reserves swapped are counts no game reaches (a drop phase with White dropping
    /// first is not a game this crate plays).
    ///
    /// ```
    /// use lines_of_action::{Color, Position, Variant};
    /// let pos = Position::default().color_swapped()?;
    /// assert_eq!(pos.turn(), Color::White);
    /// assert_eq!(pos.to_string(), "1wwwwww1/b6b/b6b/b6b/b6b/b6b/b6b/1wwwwww1 w");
    /// assert!(Position::from_variant(Variant::Parachute).unwrap().color_swapped().is_err());
    /// # Ok::<(), lines_of_action::SetupError>(())
    /// ```
    pub fn color_swapped(&self) -> Result<Position<G>, SetupError<G::Square>> {
        let [black_reserve, white_reserve] = self.reserves;
        let setup = Setup {
            black: self.pieces(Color::White),
            white: self.pieces(Color::Black),
            turn: self.turn.other(),
            reserves: [white_reserve, black_reserve],
            ..self.to_setup()
        };
        Position::from_setup(setup)
    }
}

impl<S: BoardSquare> Move<S> {
    /// The move with its squares moved by `symmetry` on the `board_size` board: the move
    /// of the [transformed position](Position::transformed) that mirrors this one, so a
    /// policy target maps with the board. `None` if a square is off the board. On every
    /// geometry, its squares moved by [`BoardSquare::transformed`].
    ///
    /// ```
    /// use lines_of_action::{Move, Position, Square, Symmetry};
    /// let pos = Position::default();
    /// let mv = Move::new(Square::B1, Square::B3);
    /// let turned = mv.transformed(Symmetry::Rotate90, pos.board_size()).unwrap();
    /// assert_eq!(turned, Move::new(Square::A7, Square::C7));
    /// assert!(pos.transformed(Symmetry::Rotate90).is_legal(turned));
    /// assert_eq!(Move::PASS.transformed(Symmetry::Rotate90, 8), Some(Move::PASS));
    /// ```
    pub fn transformed(self, symmetry: S::Symmetry, board_size: u8) -> Option<Move<S>> {
        let moved = |square: S| square.transformed(symmetry, board_size);
        Some(match self {
            Move::Slide { from, to } => Move::Slide { from: moved(from)?, to: moved(to)? },
            Move::Pass => Move::Pass,
            Move::Exit { from } => Move::Exit { from: moved(from)? },
            Move::SlideDrop { from, to, drop } => {
                Move::SlideDrop { from: moved(from)?, to: moved(to)?, drop: moved(drop)? }
            }
            Move::PassDrop { drop } => Move::PassDrop { drop: moved(drop)? },
            Move::Drop { drop } => Move::Drop { drop: moved(drop)? },
        })
    }
}
