//! The square grid's lines and directions on the 8×8 board: each line kind's squares
//! through a square, a direction's steps, and the rays they are built from.

use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::square::Square;
use crate::board::square_grid::lines::{Direction, LineKind};

impl LineKind {
    /// All squares of the line of this kind through `square`.
    #[inline]
    pub const fn mask(self, square: Square) -> Bitboard {
        let [forward, backward] = self.directions();
        let sq = square as usize;
        Bitboard(RAYS[forward as usize][sq] | RAYS[backward as usize][sq] | 1 << sq)
    }
}

impl Direction {
    /// The direction from `from` to `to`, if they are different squares on one line.
    pub const fn between(from: Square, to: Square) -> Option<Direction> {
        Direction::of_offsets((to as i8 & 7) - (from as i8 & 7), (to as i8 >> 3) - (from as i8 >> 3))
    }

    /// The square `distance` steps from `from` in this direction, if it is on the board.
    ///
    /// ```
    /// use lines_of_action::{Direction, Square};
    /// assert_eq!(Direction::NorthEast.step(Square::B1, 2), Some(Square::D3));
    /// assert_eq!(Direction::West.step(Square::B1, 2), None);
    /// ```
    #[inline]
    pub const fn step(self, from: Square, distance: u8) -> Option<Square> {
        let (df, dr) = self.offsets();
        let file = (from as i32 & 7) + df as i32 * distance as i32;
        let rank = (from as i32 >> 3) + dr as i32 * distance as i32;
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square::from_index_masked((rank * 8 + file) as usize))
        } else {
            None
        }
    }
}

/// `RAYS[direction][square]`: the squares beyond `square` in `direction`, up to the edge.
pub(crate) const RAYS: [[u64; 64]; 8] = {
    let mut table = [[0u64; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut distance = 1u8;
            while let Some(target) = Direction::ALL[dir].step(Square::ALL[sq], distance) {
                table[dir][sq] |= 1 << target as u8;
                distance += 1;
            }
            sq += 1;
        }
        dir += 1;
    }
    table
};

/// The squares strictly between `from` and `to`, which lie on one line in `direction`.
#[inline]
pub(crate) const fn squares_between(direction: Direction, from: Square, to: Square) -> Bitboard {
    let rays = &RAYS[direction as usize];
    Bitboard(rays[from as usize] ^ rays[to as usize] ^ (1 << to as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_pair_into_line_kinds() {
        for kind in LineKind::ALL {
            let [forward, backward] = kind.directions();
            assert_eq!((forward.line_kind(), backward.line_kind()), (kind, kind));
            let (df, dr) = forward.offsets();
            assert_eq!(backward.offsets(), (-df, -dr));
            // The forward direction is the one of increasing square index.
            assert!(8 * dr + df > 0);
        }
        assert_eq!(LineKind::ALL.map(LineKind::name), ["rank", "file", "diagonal", "anti-diagonal"]);
        for from in Square::ALL {
            for direction in Direction::ALL {
                for distance in 1..8 {
                    if let Some(to) = direction.step(from, distance) {
                        assert_eq!(Direction::between(from, to), Some(direction), "{from} {to}");
                        let (df, dr) = direction.offsets();
                        assert_eq!(to.file() as i8 - from.file() as i8, df * distance as i8);
                        assert_eq!(to.rank() as i8 - from.rank() as i8, dr * distance as i8);
                    }
                }
                assert_eq!(direction.step(from, 0), Some(from));
            }
        }
    }

    #[test]
    fn line_masks_hold_the_squares_a_walk_reaches() {
        for sq in Square::ALL {
            for kind in LineKind::ALL {
                let mut walked = Bitboard::from(sq);
                for direction in kind.directions() {
                    let mut distance = 1;
                    while let Some(next) = direction.step(sq, distance) {
                        walked = walked.with(next);
                        distance += 1;
                    }
                }
                assert_eq!(kind.mask(sq), walked, "{sq} {kind:?}");
            }
        }
        assert_eq!(LineKind::Rank.mask(Square::C3).count(), 8);
        assert_eq!(LineKind::Diagonal.mask(Square::H1).count(), 1);
        assert_eq!(LineKind::AntiDiagonal.mask(Square::H1).count(), 8);
    }

    #[test]
    fn between_lists_the_inner_squares() {
        let inner = squares_between(Direction::NorthEast, Square::B1, Square::E4);
        assert_eq!(inner, [Square::C2, Square::D3].into_iter().collect());
        assert_eq!(squares_between(Direction::East, Square::A1, Square::B1), Bitboard::EMPTY);
        assert_eq!(Direction::between(Square::B1, Square::E4), Some(Direction::NorthEast));
        assert_eq!(Direction::between(Square::B1, Square::C4), None);
        assert_eq!(Direction::between(Square::B1, Square::B1), None);
    }
}
