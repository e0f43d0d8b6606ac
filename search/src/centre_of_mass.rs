//! [`CentreOfMass`]: one side's centre of mass in integers, and Chebyshev distances from
//! it, as the evaluation's spread and the concentrating playouts measure them.

use lines_of_action::{BoardSquare, SquareSet};

/// A set of pieces' centre of mass, kept as the sums of their files and ranks so that
/// everything stays in integers: distances from it come scaled by the number of pieces.
#[derive(Copy, Clone, Debug)]
pub(crate) struct CentreOfMass {
    /// The number of pieces.
    pub(crate) pieces: i32,
    /// The sum of their files (`a` = 0).
    pub(crate) file_sum: i32,
    /// The sum of their ranks (rank 1 = 0).
    pub(crate) rank_sum: i32,
}

impl CentreOfMass {
    /// The centre of mass of `pieces`.
    pub(crate) fn of<S: SquareSet>(pieces: S) -> CentreOfMass {
        let (mut file_sum, mut rank_sum) = (0, 0);
        for square in pieces {
            file_sum += i32::from(square.file_index());
            rank_sum += i32::from(square.rank_index());
        }
        CentreOfMass { pieces: pieces.count() as i32, file_sum, rank_sum }
    }

    /// The Chebyshev distance of `square` from the centre of mass, × the pieces.
    #[inline]
    pub(crate) fn scaled_distance<S: BoardSquare>(self, square: S) -> i32 {
        let file = (i32::from(square.file_index()) * self.pieces - self.file_sum).abs();
        let rank = (i32::from(square.rank_index()) * self.pieces - self.rank_sum).abs();
        file.max(rank)
    }
}
