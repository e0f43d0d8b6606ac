//! The static evaluation of the `play` example's opponent.
//!
//! A position is scored from the side to move's point of view, in hundredths of a
//! "square" (about 100 for a clearly better position), as the difference between the
//! two sides of four terms, each documented at its weight below:
//!
//! - **spread**: how far the pieces are from their centre of mass, beyond the least
//!   possible for that many pieces — the side whose pieces are closer together is
//!   nearer to connecting them (Winands' "concentration");
//! - **groups**: the number of connected groups (one group is a win);
//! - **centralisation**: pieces in the middle of the board reach more squares and
//!   join up more easily than pieces on the edge;
//! - **mobility**: the number of legal slides ([`Position::count_slides`]).
//!
//! Wins and losses are not the evaluation's business: the search finds them with the
//! engine's own game-over and threat detection.

use lines_of_action::{Bitboard, Position, groups};

/// Per hundredth of a square of average spread per piece.
const SPREAD_WEIGHT: i32 = 1;
/// Per connected group.
const GROUP_WEIGHT: i32 = 20;
/// Per tenth of a ring of average centralisation (see [`RING`]).
const CENTRE_WEIGHT: i32 = 1;
/// Per legal slide.
const MOBILITY_WEIGHT: i32 = 3;
/// For having the move.
const TEMPO: i32 = 10;

/// How central each square is: 3 on the four centre squares, then 2, 1 and 0 on
/// the edge, ring by ring (a1 = index 0).
const RING: [i32; 64] = {
    let mut ring = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
        let (f, r) = (from_middle(file), from_middle(rank));
        ring[square] = 3 - if f > r { f } else { r };
        square += 1;
    }
    ring
};

/// How far file or rank `x` (0-7) is from the middle: 0 for d and e (4 and 5), 3 on the edge.
const fn from_middle(x: i32) -> i32 {
    if x < 4 { 3 - x } else { x - 4 }
}

/// The least possible sum of distances from the centre of mass for `n` pieces
/// (index `n`): one piece in the middle, eight around it, the rest one ring further.
const LEAST_SPREAD: [i32; 13] = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14];

/// The evaluation of `pos` for the side to move (see the module's documentation).
pub fn evaluate(pos: &Position) -> i32 {
    let mover = pos.turn();
    let (own, other) = (Terms::of(pos.pieces(mover)), Terms::of(pos.pieces(mover.other())));
    let mobility = pos.count_slides_of(mover) as i32 - pos.count_slides_of(mover.other()) as i32;
    (other.spread - own.spread) * SPREAD_WEIGHT
        + (other.groups - own.groups) * GROUP_WEIGHT
        + (own.centre - other.centre) * CENTRE_WEIGHT
        + mobility * MOBILITY_WEIGHT
        + TEMPO
}

/// One side's terms.
struct Terms {
    /// Average distance of a piece from the centre of mass beyond the least possible, in hundredths.
    spread: i32,
    /// Connected groups.
    groups: i32,
    /// Average [`RING`] value of a piece, in tenths.
    centre: i32,
}

impl Terms {
    fn of(pieces: Bitboard) -> Terms {
        let n = pieces.count() as i32;
        if n == 0 {
            return Terms { spread: 0, groups: 0, centre: 0 };
        }
        let (mut file_sum, mut rank_sum, mut ring_sum) = (0, 0, 0);
        for square in pieces {
            file_sum += square.file().index() as i32;
            rank_sum += square.rank().index() as i32;
            ring_sum += RING[square.index()];
        }
        // Chebyshev distances to the centre of mass, everything scaled by `n` to stay in integers.
        let scaled: i32 = pieces
            .into_iter()
            .map(|square| {
                let df = (square.file().index() as i32 * n - file_sum).abs();
                let dr = (square.rank().index() as i32 * n - rank_sum).abs();
                df.max(dr)
            })
            .sum();
        let surplus = (scaled * 100 / n - LEAST_SPREAD[n.min(12) as usize] * 100).max(0);
        Terms { spread: surplus / n, groups: groups(pieces).count() as i32, centre: ring_sum * 10 / n }
    }
}
