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
//!   nearer to connecting them (Winands' "concentration"); the distance is counted in
//!   steps from neighbour to neighbour, the king's on the square grids and the hex
//!   distance on a hexagon ([`BoardSquare::offset_steps`], in the squares'
//!   [`coordinates`](BoardSquare::coordinates));
//! - **groups**: the number of connected groups (one group is a win);
//! - **quads**: the 2×2 windows holding three or four of the side's pieces, the
//!   solid blocks a connected formation is built from (Winands' quads); on a hexagon,
//!   whose cells touch six others, the triangles of three cells touching each other
//!   that the side fills;
//! - **area**: the squares of the smallest rectangle holding the pieces (Winands'
//!   "uniformity"), on a hexagon the cells of the smallest hexagon bounded by lines of
//!   its three kinds, scaled to the 8×8 board's 64 squares;
//! - **edge**: pieces on the edge of the position's own board ([`BoardSquare::on_edge`]:
//!   the outer ring of a hexagon) reach fewer squares and join up less easily than
//!   pieces inside;
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
//! On a hexagon the terms are the same measures in the hexagon's own geometry, and
//! keep its twelve symmetries (as the square boards' terms keep their eight); the
//! weights are the standard game's, not tuned for it.
//!
//! Holes are not pieces: they never join or split a group, so spread, groups, quads
//! and area are the pieces' alone. Parachute's reserves are not scored: every stone
//! dropped in the drop phase is one of the opponent's, placed where it hurts the
//! opponent most, and both sides hold as many (counting the stones still to be dropped
//! as material made no difference in Parachute: 197–7–196 in 400 games at 4,000
//! nodes). Wins and losses are not the evaluation's business: the
//! search finds them with the engine's own game-over and threat detection.

use lines_of_action::{BoardSquare, CellShape, Geometry, Position, SquareSet};

/// Per piece, in tenths of a hundredth (Texel-tuned: 19.4 a piece).
const MATERIAL_WEIGHT: i32 = 194;
/// Per hundredth of a square of average spread per piece beyond the least, in tenths
/// (Texel-tuned: 1.2).
const SPREAD_WEIGHT: i32 = 12;
/// Per connected group, in tenths (Texel-tuned: 5.5; the previous hand-set 20 with no
/// quads and no area).
const GROUP_WEIGHT: i32 = 55;
/// Per quad (see [`quads_led_by`]; on a hexagon per full triangle, [`triangles_led_by`]),
/// in tenths (Texel-tuned: 3.7).
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

/// A bounding box of `area` squares on a board of `cells` squares, scaled to the 8×8
/// board's 64 squares (the same on 8×8).
fn area_on_8(area: i32, cells: i32) -> i32 {
    area * 64 / cells
}

/// The number of neighbours of a square inside the board: two for each kind of line,
/// 8 on the square grids and 6 on a hexagon.
fn neighbours<G: Geometry>() -> i32 {
    2 * G::LINE_KINDS.len() as i32
}

/// Whether the board's cells are hexagons ([`Geometry::CELL_SHAPE`]), each touching six
/// others: its solid blocks are then triangles and its bounding box a hexagon, where the
/// square grids have 2×2 windows and rectangles.
fn hexagonal<G: Geometry>() -> bool {
    G::CELL_SHAPE == CellShape::Hexagon
}

/// The least possible sum of distances from the centre of mass for `n` pieces on a
/// board whose squares have `neighbours` neighbours: one piece in the middle,
/// `neighbours` around it, the rest one ring further (twice as many squares, 16 on the
/// square grids and 12 on a hexagon: more than the 20 pieces of the widest square board
/// or the 12 of hex6 leave).
const fn least_spread(n: i32, neighbours: i32) -> i32 {
    if n <= 1 {
        0
    } else if n <= neighbours + 1 {
        n - 1
    } else {
        neighbours + 2 * (n - neighbours - 1)
    }
}

/// The evaluation of `pos` for the side to move (the terms and their weights: [the module's documentation](crate::eval)).
///
/// ```
/// use lines_of_action::{Position, Variant, Grid12, Hex5};
/// use lines_of_action_search::evaluate;
/// // The start is symmetric: only the tempo for having the move remains (15.2, rounded down).
/// assert_eq!(evaluate(&Position::default()), 15);
/// assert_eq!(evaluate(&Position::<Grid12>::start_of(Variant::TwelveByTwelve)?), 15);
/// // hex5's start is its own mirror image with the colours swapped, too.
/// assert_eq!(evaluate(&Position::<Hex5>::start_of(Variant::Hex5)?), 15);
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
pub fn evaluate<G: Geometry>(pos: &Position<G>) -> i32 {
    let mover = pos.turn();
    let size = pos.board_size();
    let (own, other) = (Terms::of::<G>(pos.pieces(mover), size), Terms::of::<G>(pos.pieces(mover.other()), size));
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
    /// 2×2 windows holding three or four pieces (on a hexagon, triangles holding three).
    quads: i32,
    /// Squares of the smallest rectangle (on a hexagon, hexagon) holding the pieces, on
    /// the 8×8 board (see [`area_on_8`]).
    area: i32,
    /// Pieces on the board's edge.
    edge: i32,
}

impl Terms {
    fn of<G: Geometry>(pieces: G::Set, size: u8) -> Terms {
        let n = pieces.count() as i32;
        if n == 0 {
            return Terms { pieces: 0, spread: 0, groups: 0, quads: 0, area: 0, edge: 0 };
        }
        let hexagon = hexagonal::<G>();
        let (mut x_sum, mut y_sum, mut quads, mut edge) = (0, 0, 0, 0);
        // The bounds of the two coordinates and, on a hexagon, of their sum: the third
        // kind of line.
        let (mut xs, mut ys, mut diagonals) = ((i32::MAX, i32::MIN), (i32::MAX, i32::MIN), (i32::MAX, i32::MIN));
        for square in pieces {
            let (x, y) = square.coordinates();
            x_sum += x;
            y_sum += y;
            quads += if hexagon { triangles_led_by(pieces, x, y) } else { quads_led_by(pieces, x, y) };
            edge += i32::from(square.on_edge(size));
            xs = (xs.0.min(x), xs.1.max(x));
            ys = (ys.0.min(y), ys.1.max(y));
            if hexagon {
                diagonals = (diagonals.0.min(x + y), diagonals.1.max(x + y));
            }
        }
        // Distances in steps (the king's on the square grids, the hex distance on a
        // hexagon) to the centre of mass, everything scaled by `n` to stay in integers.
        let scaled: i32 = pieces
            .into_iter()
            .map(|square| {
                let (x, y) = square.coordinates();
                G::Square::offset_steps(x * n - x_sum, y * n - y_sum)
            })
            .sum();
        let surplus = (scaled * 100 / n - least_spread(n, neighbours::<G>()) * 100).max(0);
        let (area, cells) = if hexagon {
            (hexagon_area(xs, ys, diagonals), G::Set::board_of_size(size).count() as i32)
        } else {
            ((xs.1 - xs.0 + 1) * (ys.1 - ys.0 + 1), i32::from(size) * i32::from(size))
        };
        Terms {
            pieces: n,
            spread: surplus / n,
            groups: pieces.group_count() as i32,
            quads,
            area: area_on_8(area, cells),
            edge,
        }
    }
}

/// Whether `pieces` holds the square at coordinates `(x, y)` (off the board: no).
#[inline]
fn holds<S: SquareSet>(pieces: S, x: i32, y: i32) -> bool {
    S::Square::from_coordinates(x, y).is_some_and(|square| pieces.contains(square))
}

/// The quads (2×2 windows with three or four of `pieces`) whose first piece, in index
/// order, is the one on file `x` and rank `y`: the window it leads at its lower left, and
/// the one to its west when that square is empty (the other two windows it is in have a
/// piece before it or at most two pieces).
#[inline]
fn quads_led_by<S: SquareSet>(pieces: S, x: i32, y: i32) -> i32 {
    let north = holds(pieces, x, y + 1);
    let east = i32::from(holds(pieces, x + 1, y));
    let own = 1 + east + i32::from(north) + i32::from(holds(pieces, x + 1, y + 1));
    let west = north && !holds(pieces, x - 1, y) && holds(pieces, x - 1, y + 1);
    i32::from(own >= 3) + i32::from(west)
}

/// On a hexagon, the triangles (three cells touching each other) full of `pieces` whose
/// first cell in index order (row by row from the bottom, each row from the west) is the
/// piece at axial coordinates `(q, r)`: the one pointing up, with its east and
/// north-east neighbours, and the one pointing down, with its north-west and north-east
/// neighbours. Each of the other four triangles it is in has a cell in a row below or
/// to its west.
#[inline]
fn triangles_led_by<S: SquareSet>(pieces: S, q: i32, r: i32) -> i32 {
    if !holds(pieces, q, r + 1) {
        return 0;
    }
    i32::from(holds(pieces, q + 1, r)) + i32::from(holds(pieces, q - 1, r + 1))
}

/// The cells of the smallest hexagon of lines of the three kinds holding the pieces whose
/// axial coordinates `q`, `r` and `q + r` lie within `qs`, `rs` and `diagonals`: each
/// row `r`'s cells within both other bounds.
fn hexagon_area(qs: (i32, i32), rs: (i32, i32), diagonals: (i32, i32)) -> i32 {
    (rs.0..=rs.1).map(|r| (qs.1.min(diagonals.1 - r) - qs.0.max(diagonals.0 - r) + 1).max(0)).sum()
}
