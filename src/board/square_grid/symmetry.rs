//! [`Symmetry`]: the eight symmetries of the square board, and what they do to a square
//! of any board.

use crate::board::geometry::{BoardSquare, BoardSymmetry, sealed::Sealed};

/// One of the eight symmetries of a square board (the dihedral group D4): the identity,
/// three rotations and four flips. Each maps the board of a given size onto itself;
/// a board smaller than its geometry's grid (8×8, or 12×12 for the wide boards) is the
/// lower-left corner of the grid, and is transformed within that corner.
///
/// The movement rule counts the pieces on a line and every symmetry maps lines to lines
/// of the same squares, adjacency to adjacency (so connection to connection), holes and
/// drops to holes and drops: every symmetry maps the legal moves of a position to the
/// legal moves of the transformed position, and its result to the same result, in every
/// variant and under every [`Rules`](crate::Rules) (RULES.md, "Symmetries"). The start
/// layouts need not be symmetric: the game from a transformed position is the
/// transformed game.
///
/// ```
/// use lines_of_action::{Square, Symmetry};
/// assert_eq!(Square::A1.transformed(Symmetry::Rotate90, 8), Some(Square::A8));
/// assert_eq!(Square::B1.transformed(Symmetry::FlipVertical, 8), Some(Square::B8));
/// // On 6×6 the board is a1–f6.
/// assert_eq!(Square::B1.transformed(Symmetry::FlipHorizontal, 6), Some(Square::E1));
/// assert_eq!(Square::H8.transformed(Symmetry::Identity, 6), None);
/// for symmetry in Symmetry::ALL {
///     let there = Square::C2.transformed(symmetry, 7).unwrap();
///     assert_eq!(there.transformed(symmetry.inverse(), 7), Some(Square::C2));
/// }
/// ```
///
/// On the wide boards through [`BoardSquare::transformed`], the same on every geometry:
///
/// ```
/// use lines_of_action::{BoardSquare, Symmetry, Square12};
/// let sq = |text: &str| text.parse::<Square12>().unwrap();
/// assert_eq!(sq("a1").transformed(Symmetry::Rotate90, 12), Some(sq("a12")));
/// // On 9x9 the board is a1-i9, and e5, its centre, stays where it is.
/// assert_eq!(sq("b1").transformed(Symmetry::FlipHorizontal, 9), Some(sq("h1")));
/// assert!(Symmetry::ALL.iter().all(|&symmetry| sq("e5").transformed(symmetry, 9) == Some(sq("e5"))));
/// assert_eq!(sq("j1").transformed(Symmetry::Identity, 9), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symmetry {
    /// Every square stays where it is.
    Identity,
    /// A quarter turn clockwise: a1 goes to a8, a8 to h8.
    Rotate90,
    /// A half turn: a1 goes to h8.
    Rotate180,
    /// A quarter turn anticlockwise: a1 goes to h1, h1 to h8.
    Rotate270,
    /// Files mirrored, `a` ↔ `h`: a1 goes to h1.
    FlipHorizontal,
    /// Ranks mirrored, `1` ↔ `8`: a1 goes to a8 (as [`Square::flip_vertical`](crate::Square::flip_vertical)).
    FlipVertical,
    /// Mirrored in the a1–h8 diagonal, files and ranks swapped: b1 goes to a2.
    FlipDiagonal,
    /// Mirrored in the a8–h1 diagonal: a1 goes to h8, b1 to h7.
    FlipAntiDiagonal,
}

impl Symmetry {
    /// All eight, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::FlipHorizontal,
        Symmetry::FlipVertical,
        Symmetry::FlipDiagonal,
        Symmetry::FlipAntiDiagonal,
    ];

    /// The symmetry that undoes this one: the quarter turns undo each other, every
    /// other symmetry undoes itself.
    pub const fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    /// The file and rank, counted from 0, that (`file`, `rank`) goes to on a board whose
    /// last file and rank are `last`.
    pub(crate) const fn coords(self, file: u8, rank: u8, last: u8) -> (u8, u8) {
        match self {
            Symmetry::Identity => (file, rank),
            Symmetry::Rotate90 => (rank, last - file),
            Symmetry::Rotate180 => (last - file, last - rank),
            Symmetry::Rotate270 => (last - rank, file),
            Symmetry::FlipHorizontal => (last - file, rank),
            Symmetry::FlipVertical => (file, last - rank),
            Symmetry::FlipDiagonal => (rank, file),
            Symmetry::FlipAntiDiagonal => (last - rank, last - file),
        }
    }
}

/// [`BoardSquare::transformed`] on any geometry: the square's file and rank moved by
/// `symmetry`, and the square there found with [`BoardSquare::at`].
#[inline]
pub(crate) fn transformed_square<S: BoardSquare>(square: S, symmetry: Symmetry, board_size: u8) -> Option<S> {
    let (file, rank) = (square.file_index(), square.rank_index());
    if board_size == 0 || board_size > S::MAX_SIZE || file >= board_size || rank >= board_size {
        return None;
    }
    let (file, rank) = symmetry.coords(file, rank, board_size - 1);
    S::at(file, rank)
}

impl Sealed for Symmetry {}

impl BoardSymmetry for Symmetry {
    const ALL: &'static [Symmetry] = &Symmetry::ALL;

    #[inline]
    fn inverse(self) -> Symmetry {
        Symmetry::inverse(self)
    }
}
