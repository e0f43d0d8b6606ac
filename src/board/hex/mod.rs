//! [`Hex5`] and [`Hex6`]: the geometries of the hexagonal boards — hex5 (Alveole, 61
//! cells) and hex6 (91 cells) — with [`Cell`]s named as each board names them,
//! [`CellSet`]s of one `u128`, three kinds of line ([`HexLineKind`]), six directions
//! ([`HexDirection`]) and twelve symmetries ([`HexSymmetry`]) (RULES.md, "Hexagonal
//! boards").
//!
//! Inside, both boards are hexagons around one centre, hex5 being hex6's inner 61
//! cells (`place.rs`, `place_set.rs`): one set of compile-time line tables serves both,
//! and a slide on hex5 is a slide on hex6 that lands on hex5.

pub(crate) mod cell;
pub(crate) mod connecting_moves;
mod fast_paths;
pub(crate) mod line_state;
pub(crate) mod line_table;
pub(crate) mod lines;
pub(crate) mod place;
pub(crate) mod place_set;
pub(crate) mod slides;
pub(crate) mod symmetry;
pub(crate) mod zobrist;

use core::ops::RangeInclusive;

use crate::board::color::Color;
use crate::board::geometries::GeometryKind;
use crate::board::geometry::{CellShape, Geometry, sealed::Sealed};

pub use cell::{Cell, Cell5, Cell6, CellSet, CellSet5, CellSet6, Cells};
pub use lines::{HexDirection, HexLineKind};
pub use place::{CellName, ParseCellError};
pub use symmetry::HexSymmetry;

/// The hexagonal board of side `SIDE`, as a [`Geometry`]: [`Hex5`] and [`Hex6`].
///
/// Its slides ([`Geometry::for_each_landing_slide`]) come from each piece in index
/// order (a1, a2, …), and from each piece in [`HexDirection::ALL`]'s order,
/// anticlockwise from east.
///
/// ```
/// use lines_of_action::{Cell6, CellSet6, Color, Geometry, Hex6, HexDirection, HexLineKind, SquareSet};
/// let cell = |name: &str| name.parse::<Cell6>().unwrap();
/// assert_eq!(Hex6::SIZES, 6..=6);
/// assert_eq!(Hex6::line(HexLineKind::UpRight, cell("a1")).count(), 11); // a1–k6
/// assert_eq!(Hex6::step(HexDirection::NorthEast, cell("a1"), 10), Some(cell("k6")));
/// assert_eq!(Hex6::between(HexDirection::East, cell("c2"), cell("c6")).count(), 3);
///
/// // Black on a1 and a2, White on b2: each moves 2 along row a (a1 jumps a2), and
/// // a1-c3 would cross b2, a2-c2 too; the other lines hold one piece.
/// let own: CellSet6 = [cell("a1"), cell("a2")].into_iter().collect();
/// let enemy = CellSet6::from(cell("b2"));
/// let mut slides = Vec::new();
/// Hex6::for_each_slide(own, enemy, Color::Black, |from, to| slides.push(format!("{from}-{to}")));
/// assert_eq!(slides, ["a1-a3", "a1-b1", "a2-a4", "a2-b3"]);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hex<const SIDE: u8>;

/// The hexagon of side 5, 61 cells: Alveole, and Abstract Play's hex5.
pub type Hex5 = Hex<5>;

/// The hexagon of side 6, 91 cells: Abstract Play's hex6, whose centre f6 is a black
/// hole.
pub type Hex6 = Hex<6>;

impl<const SIDE: u8> Sealed for Hex<SIDE> {}

/// `Geometry` for one hexagonal board: its name, its kind and the most pieces a side
/// has (hex5's start has 9 a side, hex6's 12).
macro_rules! hex_geometry {
    ($side:literal, $kind:ident, $name:literal, $position_type:literal, $max_pieces:literal) => {
        impl Geometry for Hex<$side> {
            type Square = Cell<$side>;
            type Set = CellSet<$side>;
            const SIZES: RangeInclusive<u8> = $side..=$side;
            const NAME: &'static str = $name;
            const KIND: GeometryKind = GeometryKind::$kind;
            const POSITION_TYPE: &'static str = $position_type;
            const CELL_SHAPE: CellShape = CellShape::Hexagon;
            const MAX_PIECES: usize = $max_pieces;

            type LineKind = HexLineKind;
            type Direction = HexDirection;
            const LINE_KINDS: &'static [HexLineKind] = &HexLineKind::ALL;

            #[inline(always)]
            fn line(kind: HexLineKind, cell: Cell<$side>) -> CellSet<$side> {
                CellSet(lines::line(kind, cell.0)) & CellSet::FULL
            }

            #[inline(always)]
            fn step(direction: HexDirection, from: Cell<$side>, distance: u8) -> Option<Cell<$side>> {
                from.step(direction, distance)
            }

            #[inline(always)]
            fn between(direction: HexDirection, from: Cell<$side>, to: Cell<$side>) -> CellSet<$side> {
                CellSet(lines::between(direction, from.0, to.0))
            }

            #[inline(always)]
            fn direction_between(from: Cell<$side>, to: Cell<$side>) -> Option<HexDirection> {
                lines::direction_between(from.0, to.0)
            }

            #[inline(always)]
            fn line_kind(direction: HexDirection) -> HexLineKind {
                direction.line_kind()
            }

            #[inline(always)]
            fn distance(from: Cell<$side>, to: Cell<$side>) -> u8 {
                from.distance(to)
            }

            #[inline]
            fn line_kind_name(kind: HexLineKind) -> &'static str {
                kind.name()
            }

            /// `2·SIDE − 1` rows: 9 on hex5, 11 on hex6.
            #[inline]
            fn size_of_rows(rows: usize) -> Option<u8> {
                (rows == 2 * $side - 1).then_some($side)
            }

            #[inline]
            fn rows(size: u8) -> u8 {
                (2 * size).saturating_sub(1)
            }

            /// `SIDE` cells in row `a`, one more each row up to the middle row, then one
            /// fewer each row up.
            #[inline]
            fn row_length(size: u8, row: u8) -> u8 {
                (2 * size).saturating_sub(1).saturating_sub(row.abs_diff(size.saturating_sub(1)))
            }

            /// Row `row` is the name's letter, `column + 1` its number.
            #[inline]
            fn row_square(size: u8, row: u8, column: u8) -> Option<Cell<$side>> {
                if size == $side { Cell::at(row, column.checked_add(1)?) } else { None }
            }

            /// The centre cell (`e5`, `f6`).
            #[inline]
            fn centre(size: u8) -> Option<Cell<$side>> {
                (size == $side).then_some(Cell::CENTRE)
            }

            #[inline(always)]
            fn piece_key(color: Color, cell: Cell<$side>) -> u64 {
                zobrist::piece_key(color, cell.0)
            }

            #[inline(always)]
            fn hole_key(cell: Cell<$side>) -> u64 {
                zobrist::hole_key(cell.0)
            }

            /// The slides come from each piece in index order, and from each piece in
            /// [`HexDirection::ALL`]'s order (anticlockwise from east).
            #[inline]
            fn for_each_landing_slide(
                own: CellSet<$side>,
                enemy: CellSet<$side>,
                _color: Color,
                landable: CellSet<$side>,
                mut visit: impl FnMut(Cell<$side>, Cell<$side>),
            ) {
                slides::for_each_landing_slide(own.0, enemy.0, landable.0, |from, to| visit(Cell(from), Cell(to)));
            }

            /// Counted line by line: each line's pieces as digit bits, its slides a few
            /// shifts of them.
            #[inline]
            fn count_landing_slides(
                own: CellSet<$side>,
                enemy: CellSet<$side>,
                _color: Color,
                landable: CellSet<$side>,
            ) -> usize {
                slides::count_landing_slides(own.0, enemy.0, landable.0)
            }
        }
    };
}

hex_geometry!(5, Hex5, "hex5", "Position<Hex5>", 9);
hex_geometry!(6, Hex6, "hex6", "Position<Hex6>", 12);
