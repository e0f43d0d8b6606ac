//! [`Grid12`]: the geometry of the boards from 9×9 to 12×12 — [`Square12`],
//! [`Bitboard12`] (three `u64` words a set, 16 bits a rank), the lines of the 12×12
//! grid and their compile-time tables, Zobrist keys of their own, and what the wide
//! perft's last plies read: each board's lines as digit bits, and which moves could
//! connect a side.

pub(crate) mod bitboard;
pub(crate) mod connecting_moves;
pub(crate) mod connectivity;
mod fast_paths;
pub(crate) mod line_state;
pub(crate) mod line_table;
pub(crate) mod lines;
pub(crate) mod square;
pub(crate) mod zobrist;

use core::ops::RangeInclusive;

use crate::board::color::Color;
use crate::board::geometries::GeometryKind;
use crate::board::geometry::{CellShape, Geometry, sealed::Sealed};
use crate::board::square_grid::lines::{Direction, LineKind, direction_between};

use line_state::Grid12LineState;
use line_table::Grid12Lines;

pub use bitboard::{Bitboard12, Squares12};
pub use square::Square12;

/// The boards of 9 to 12 squares a side, each in the lower-left corner of the 12×12
/// grid: three `u64` words a set ([`Bitboard12`]), squares `a1`–`l12`
/// ([`Square12`]).
///
/// Its slides ([`Geometry::for_each_landing_slide`]) come from each piece in index
/// order (a1, b1, … l1, a2, … l12), and from each piece in [`Direction::ALL`]'s order,
/// clockwise from north.
///
/// ```
/// use lines_of_action::{Color, Direction, Geometry, LineKind, SquareSet, Grid12, Bitboard12, Square12};
/// let sq = |text: &str| text.parse::<Square12>().unwrap();
/// assert_eq!(Grid12::SIZES, 9..=12);
/// assert_eq!(Grid12::line(LineKind::Diagonal, sq("b1")).count(), 11); // b1–l11
/// assert_eq!(Grid12::step(Direction::NorthEast, sq("b1"), 10), Some(sq("l11")));
/// assert_eq!(Grid12::between(Direction::North, sq("c3"), sq("c6")).count(), 2);
///
/// // Black on b1 and c1, White on b2, on the 9×9 board: b1-b3 would cross b2, c1-a3
/// // too; b1-d1 and c1-a1 cross an own piece.
/// let own = Bitboard12::from(sq("b1")).with(sq("c1"));
/// let enemy = Bitboard12::from(sq("b2"));
/// let mut slides = Vec::new();
/// Grid12::for_each_landing_slide(own, enemy, Color::Black, Bitboard12::board_of_size(9), |from, to| {
///     slides.push(format!("{from}-{to}"));
/// });
/// assert_eq!(slides, ["b1-c2", "b1-d1", "b1-a2", "c1-c2", "c1-d2", "c1-e1", "c1-a1"]);
/// assert_eq!(Grid12::count_landing_slides(own, enemy, Color::Black, Bitboard12::board_of_size(9)), 7);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grid12;

impl Sealed for Grid12 {}

impl Geometry for Grid12 {
    type Square = Square12;
    type Set = Bitboard12;
    const NAME: &'static str = "grid12";
    const KIND: GeometryKind = GeometryKind::Grid12;
    const POSITION_TYPE: &'static str = "Position<Grid12>";
    const CELL_SHAPE: CellShape = CellShape::Square;
    const SIZES: RangeInclusive<u8> = 9..=12;
    /// The 12×12 start's 20 a side.
    const MAX_PIECES: usize = 20;

    type LineKind = LineKind;
    type Direction = Direction;
    const LINE_KINDS: &'static [LineKind] = &LineKind::ALL;

    #[inline(always)]
    fn direction_between(from: Square12, to: Square12) -> Option<Direction> {
        direction_between(from, to)
    }

    #[inline(always)]
    fn line_kind(direction: Direction) -> LineKind {
        direction.line_kind()
    }

    #[inline(always)]
    fn distance(from: Square12, to: Square12) -> u8 {
        from.file_index().abs_diff(to.file_index()).max(from.rank_index().abs_diff(to.rank_index()))
    }

    #[inline]
    fn line_kind_name(kind: LineKind) -> &'static str {
        kind.name()
    }

    #[inline(always)]
    fn line(kind: LineKind, square: Square12) -> Bitboard12 {
        lines::line(kind, square)
    }

    #[inline(always)]
    fn step(direction: Direction, from: Square12, distance: u8) -> Option<Square12> {
        lines::step(direction, from, distance)
    }

    #[inline(always)]
    fn between(direction: Direction, from: Square12, to: Square12) -> Bitboard12 {
        lines::between(direction, from, to)
    }

    #[inline(always)]
    fn piece_key(color: Color, square: Square12) -> u64 {
        zobrist::piece_key(color, square)
    }

    #[inline(always)]
    fn hole_key(square: Square12) -> u64 {
        zobrist::hole_key(square)
    }

    /// The slides on the whole 12×12 grid, in [`for_each_landing_slide`](Self::for_each_landing_slide)'s
    /// order.
    #[inline]
    fn for_each_slide(own: Bitboard12, enemy: Bitboard12, _color: Color, visit: impl FnMut(Square12, Square12)) {
        lines::visit_slides(own, enemy, Bitboard12::FULL, visit);
    }

    /// Counted line by line on the boards of [`SIZES`](Self::SIZES) (each line's pieces
    /// as digit bits, its slides a few shifts of them), piece by piece on any other size
    /// or with pieces off the board.
    #[inline]
    fn count_slides(black: Bitboard12, white: Bitboard12, color: Color, size: u8) -> usize {
        let (own, enemy) = match color {
            Color::Black => (black, white),
            Color::White => (white, black),
        };
        let board = Bitboard12::board_of_size(size);
        if !Self::SIZES.contains(&size) || !(own | enemy).difference(board).is_empty() {
            return lines::count_slides(own, enemy, board);
        }
        let lines = Grid12Lines::of_size(size);
        Grid12LineState::of(lines, own, enemy).first_side_slide_count(lines) as usize
    }

    /// The slides come from each piece in index order, and from each piece in
    /// [`Direction::ALL`]'s order (clockwise from north). `color` is not needed: the
    /// sets say whose pieces are whose.
    #[inline]
    fn for_each_landing_slide(
        own: Bitboard12,
        enemy: Bitboard12,
        _color: Color,
        landable: Bitboard12,
        visit: impl FnMut(Square12, Square12),
    ) {
        lines::visit_slides(own, enemy, landable, visit);
    }

    #[inline]
    fn count_landing_slides(own: Bitboard12, enemy: Bitboard12, _color: Color, landable: Bitboard12) -> usize {
        lines::count_slides(own, enemy, landable)
    }
}
