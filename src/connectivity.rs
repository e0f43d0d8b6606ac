//! Whether a colour's pieces form one group (8-neighbour flood fill on bitboards).

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::position::Position;

/// Whether all squares of `pieces` form one group under 8-neighbour adjacency.
/// An empty set and a single square count as connected.
///
/// ```
/// use lines_of_action::{is_connected, Bitboard, Square};
/// let pair: Bitboard = [Square::A1, Square::B2].into_iter().collect();
/// assert!(is_connected(pair));
/// assert!(!is_connected(pair.with(Square::D4)));
/// ```
#[inline]
pub fn is_connected(pieces: Bitboard) -> bool {
    let all = pieces.0;
    // Quick answer for most positions: a piece with no neighbour of its own colour,
    // when there are other pieces, proves the set is not connected.
    let row = ((all << 1) & !Bitboard::FILE_A.0) | ((all >> 1) & !Bitboard::FILE_H.0);
    let around = row | (all | row) << 8 | (all | row) >> 8;
    if all & !around != 0 && all & (all - 1) != 0 {
        return false;
    }
    let mut group = all & all.wrapping_neg();
    loop {
        let grown = Bitboard(group).dilate().0 & all;
        if grown == group {
            return group == all;
        }
        group = grown;
    }
}

impl Position {
    /// Whether all pieces of `color` form one group under 8-neighbour
    /// (orthogonal and diagonal) adjacency. A single piece is connected.
    ///
    /// ```
    /// use lines_of_action::{Color, Position};
    /// let pos: Position = "8/8/8/3bb3/4b3/8/8/w6w b".parse()?;
    /// assert!(pos.is_connected(Color::Black));
    /// assert!(!pos.is_connected(Color::White));
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn is_connected(&self, color: Color) -> bool {
        is_connected(self.pieces(color))
    }
}
