//! [`evaluate`]: the static evaluation of the alpha-beta search and the greedy bot.
//!
//! A position is scored from the side to move's point of view, in hundredths of a
//! "square" (about 100 for a clearly better position), as the difference between the
//! two sides of seven terms, each documented at its weight below:
//!
//! - **material**: the pieces on the board — a capture costs the side that loses
//!   the piece;
//! - **spread**: how far the pieces are from their centre of mass, beyond the least
//!   possible for that many pieces — the side whose pieces are closer together is
//!   nearer to connecting them (Winands' "concentration");
//! - **groups**: the number of connected groups (one group is a win);
//! - **quads**: the 2×2 windows holding three or four of the side's pieces, the
//!   solid blocks a connected formation is built from (Winands' quads);
//! - **area**: the squares of the smallest rectangle holding the pieces (Winands'
//!   "uniformity"), scaled to the 8×8 board's 64 squares;
//! - **edge**: pieces on the edge of the position's own board reach fewer squares
//!   and join up less easily than pieces inside;
//! - **mobility**: the number of slides ([`Position::count_slides_of`]), which lands
//!   only on the board and never on Cheshire Cat's holes, so a piece hemmed in by
//!   holes counts for little.
//!
//! The weights are Texel-tuned (docs/search.md, "The evaluation's weights"): fitted
//! on 95,830 positions of self-play games of the standard game (alpha-beta with
//! the previous evaluation, 3,000 nodes a move, six random opening plies), each
//! labelled with its game's result, by minimising the logistic loss of
//! `sigmoid(K × evaluation)`, K the previous evaluation's own fit (0.0144 a
//! hundredth), so that the scale stays that of the previous evaluation. They are
//! kept in tenths of a hundredth, the sum divided by ten.
//!
//! Holes are not pieces: they never join or split a group, so spread, groups, quads
//! and area are the pieces' alone. Parachute's reserves are not scored: every stone
//! dropped in the drop phase is one of the opponent's, placed where it hurts the
//! opponent most, and both sides hold as many (counting the stones still to be dropped
//! as material made no difference in Parachute: 197–7–196 in 400 games at 4,000
//! nodes). Wins and losses are not the evaluation's business: the
//! search finds them with the engine's own game-over and threat detection.

use lines_of_action::{BoardSquare, Geometry, Position, SquareSet};

/// Per piece, in tenths of a hundredth (Texel-tuned: 19.4 a piece).
const MATERIAL_WEIGHT: i32 = 194;
/// Per hundredth of a square of average spread per piece beyond the least, in tenths
/// (Texel-tuned: 1.2).
const SPREAD_WEIGHT: i32 = 12;
/// Per connected group, in tenths (Texel-tuned: 5.5; the previous hand-set 20 with no
/// quads and no area).
const GROUP_WEIGHT: i32 = 55;
/// Per quad (see [`quads_led_by`]), in tenths (Texel-tuned: 3.7).
const QUAD_WEIGHT: i32 = 37;
/// Per square of the bounding box on the 8×8 board (see [`area_on_8`]), in tenths
/// (Texel-tuned: 1.1).
const AREA_WEIGHT: i32 = 11;
/// Per piece on the edge of the board, in tenths (Texel-tuned: 2.4).
const EDGE_WEIGHT: i32 = 24;
/// Per legal slide, in tenths (Texel-tuned: 1.9; the previous hand-set 3 with no
/// material).
const MOBILITY_WEIGHT: i32 = 19;
/// For having the move, in tenths (Texel-tuned: 15.2).
const TEMPO: i32 = 152;
/// What the weighted sum is divided by: the weights are in tenths of a hundredth.
const WEIGHT_SCALE: i32 = 10;

/// A bounding box of `area` squares on a board of `size` files and ranks, scaled to the
/// 8×8 board's 64 squares (the same on 8×8).
fn area_on_8(area: i32, size: u8) -> i32 {
    let size = i32::from(size);
    area * 64 / (size * size)
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
/// use lines_of_action::{Position, Variant, Grid12};
/// use lines_of_action_search::evaluate;
/// // The start is symmetric: only the tempo for having the move remains (15.2, rounded down).
/// assert_eq!(evaluate(&Position::default()), 15);
/// assert_eq!(evaluate(&Position::<Grid12>::start_of(Variant::TwelveByTwelve)?), 15);
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
pub fn evaluate<G: Geometry>(pos: &Position<G>) -> i32 {
    let mover = pos.turn();
    let size = pos.board_size();
    let (own, other) = (Terms::of(pos.pieces(mover), size), Terms::of(pos.pieces(mover.other()), size));
    let mobility = pos.count_slides_of(mover) as i32 - pos.count_slides_of(mover.other()) as i32;
    ((own.pieces - other.pieces) * MATERIAL_WEIGHT
        + (other.spread - own.spread) * SPREAD_WEIGHT
        + (other.groups - own.groups) * GROUP_WEIGHT
        + (own.quads - other.quads) * QUAD_WEIGHT
        + (other.area - own.area) * AREA_WEIGHT
        + (other.edge - own.edge) * EDGE_WEIGHT
        + mobility * MOBILITY_WEIGHT
        + TEMPO)
        / WEIGHT_SCALE
}

/// One side's terms.
struct Terms {
    /// Pieces on the board.
    pieces: i32,
    /// Average distance of a piece from the centre of mass beyond the least possible, in hundredths.
    spread: i32,
    /// Connected groups.
    groups: i32,
    /// 2×2 windows holding three or four pieces.
    quads: i32,
    /// Squares of the smallest rectangle holding the pieces, on the 8×8 board (see [`area_on_8`]).
    area: i32,
    /// Pieces on the board's edge.
    edge: i32,
}

impl Terms {
    fn of<S: SquareSet>(pieces: S, size: u8) -> Terms {
        let n = pieces.count() as i32;
        if n == 0 {
            return Terms { pieces: 0, spread: 0, groups: 0, quads: 0, area: 0, edge: 0 };
        }
        let last = i32::from(size) - 1;
        let (mut file_sum, mut rank_sum, mut quads, mut edge) = (0, 0, 0, 0);
        let (mut files, mut ranks) = ((i32::MAX, i32::MIN), (i32::MAX, i32::MIN));
        for square in pieces {
            let (file, rank) = (i32::from(square.file_index()), i32::from(square.rank_index()));
            file_sum += file;
            rank_sum += rank;
            quads += quads_led_by(pieces, file, rank);
            edge += i32::from(file == 0 || rank == 0 || file == last || rank == last);
            files = (files.0.min(file), files.1.max(file));
            ranks = (ranks.0.min(rank), ranks.1.max(rank));
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
        Terms {
            pieces: n,
            spread: surplus / n,
            groups: pieces.group_count() as i32,
            quads,
            area: area_on_8((files.1 - files.0 + 1) * (ranks.1 - ranks.0 + 1), size),
            edge,
        }
    }
}

/// Whether `pieces` holds the square on `file` and `rank` (off the grid: no).
#[inline]
fn holds<S: SquareSet>(pieces: S, file: i32, rank: i32) -> bool {
    file >= 0 && rank >= 0 && S::Square::at(file as u8, rank as u8).is_some_and(|square| pieces.contains(square))
}

/// The quads (2×2 windows with three or four of `pieces`) whose first piece, in index
/// order, is the one on `file` and `rank`: the window it leads at its lower left, and the
/// one to its west when that square is empty (the other two windows it is in have a
/// piece before it or at most two pieces).
#[inline]
fn quads_led_by<S: SquareSet>(pieces: S, file: i32, rank: i32) -> i32 {
    let north = holds(pieces, file, rank + 1);
    let east = i32::from(holds(pieces, file + 1, rank));
    let own = 1 + east + i32::from(north) + i32::from(holds(pieces, file + 1, rank + 1));
    let west = north && !holds(pieces, file - 1, rank) && holds(pieces, file - 1, rank + 1);
    i32::from(own >= 3) + i32::from(west)
}
