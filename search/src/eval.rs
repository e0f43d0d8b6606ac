//! [`evaluate`]: the static evaluation of the alpha-beta search and the greedy bot.
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
//!   join up more easily than pieces on the edge — measured on the position's own
//!   board ([`Position::board_size`]: 6 to 12, the 5×5 board on the 6×6 board's
//!   rings), scaled so that every size spans the same range;
//! - **mobility**: the number of slides ([`Position::count_slides_of`]), which lands
//!   only on the board and never on Cheshire Cat's holes, so a piece hemmed in by
//!   holes counts for little.
//!
//! Holes are not pieces: they never join or split a group, so spread and groups are
//! the pieces' alone. Parachute's reserves are not scored: every stone dropped in the
//! drop phase is one of the opponent's, placed where it hurts the opponent most, and
//! both sides hold as many. Wins and losses are not the evaluation's business: the
//! search finds them with the engine's own game-over and threat detection.

use lines_of_action::{BoardSquare, Geometry, Position, SquareSet};

use crate::board::group_count;

/// Per hundredth of a square of average spread per piece.
const SPREAD_WEIGHT: i32 = 1;
/// Per connected group.
const GROUP_WEIGHT: i32 = 20;
/// Per tenth of a ring of average centralisation on the 8×8 board (see [`ring`]).
const CENTRE_WEIGHT: i32 = 1;
/// Per legal slide.
const MOBILITY_WEIGHT: i32 = 3;
/// For having the move.
const TEMPO: i32 = 10;

/// The rings of the 8×8 board's centralisation: 3 on the four centre squares, then 2,
/// 1 and 0 on the edge. Another board is scored as if it had as many rings (see
/// [`ring_scale`]).
const OUTER_RING_8: i32 = 3;

/// The board size the rings are counted on for a board of `size` files and ranks: its
/// own, 6 for the 5×5 board (which is scored on the 6×6 board's rings).
fn ring_size(size: u8) -> i32 {
    i32::from(size.max(6))
}

/// How central the square on `file` and `rank` of an N×N board is: the number of rings
/// between it and the edge, ring by ring from the middle (0 on the edge).
fn ring(size: i32, file: i32, rank: i32) -> i32 {
    (size - 1) / 2 - from_middle(file, size).max(from_middle(rank, size))
}

/// How far file or rank `x` is from the middle of an N×N board, in rings: 0 for the
/// middle one or two, `(N - 1) / 2` on the edge.
const fn from_middle(x: i32, size: i32) -> i32 {
    (2 * x - (size - 1)).abs() / 2
}

/// What a board's ring counts are multiplied by so that its outer ring and middle span
/// the 8×8 board's 0..3, in tenths: 10 on 8×8 and 7×7 (3 rings), 15 on 6×6 (2 rings),
/// 7 on 9×9 and 10×10 (4 rings), 6 on 11×11 and 12×12 (5 rings).
fn ring_scale(size: i32) -> i32 {
    let outer = (size - 1) / 2;
    10 * OUTER_RING_8 / outer
}

/// The least possible sum of distances from the centre of mass for `n` pieces: one
/// piece in the middle, eight around it, the rest one ring further (sixteen squares,
/// more than the 20 pieces of the widest board leave).
const fn least_spread(n: i32) -> i32 {
    match n {
        ..=1 => 0,
        2..=9 => n - 1,
        _ => 8 + 2 * (n - 9),
    }
}

/// The evaluation of `pos` for the side to move (the terms and their weights: [the module's documentation](crate::eval)).
///
/// ```
/// use lines_of_action::{Position, Variant, Wide};
/// use lines_of_action_search::evaluate;
/// // The start is symmetric: only the tempo for having the move remains.
/// assert_eq!(evaluate(&Position::default()), 10);
/// assert_eq!(evaluate(&Position::<Wide>::start_of(Variant::TwelveByTwelve)?), 10);
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
pub fn evaluate<G: Geometry>(pos: &Position<G>) -> i32 {
    let mover = pos.turn();
    let size = pos.board_size();
    let (own, other) = (Terms::of(pos.pieces(mover), size), Terms::of(pos.pieces(mover.other()), size));
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
    /// Average ring of a piece (see [`ring`]), in tenths of the 8×8 board's rings.
    centre: i32,
}

impl Terms {
    fn of<S: SquareSet>(pieces: S, size: u8) -> Terms {
        let n = pieces.count() as i32;
        if n == 0 {
            return Terms { spread: 0, groups: 0, centre: 0 };
        }
        let size = ring_size(size);
        let (mut file_sum, mut rank_sum, mut ring_sum) = (0, 0, 0);
        for square in pieces {
            let (file, rank) = (i32::from(square.file_index()), i32::from(square.rank_index()));
            file_sum += file;
            rank_sum += rank;
            ring_sum += ring(size, file, rank);
        }
        // Chebyshev distances to the centre of mass, everything scaled by `n` to stay in integers.
        let scaled: i32 = pieces
            .into_iter()
            .map(|square| {
                let df = (i32::from(square.file_index()) * n - file_sum).abs();
                let dr = (i32::from(square.rank_index()) * n - rank_sum).abs();
                df.max(dr)
            })
            .sum();
        let surplus = (scaled * 100 / n - least_spread(n) * 100).max(0);
        Terms { spread: surplus / n, groups: group_count(pieces), centre: ring_sum * ring_scale(size) / n }
    }
}
