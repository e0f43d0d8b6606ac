//! [`Grid8`]: the geometry of every board up to 8×8 — [`Square`], [`Bitboard`], the
//! 46 lines of the 8×8 grid and their compile-time slide tables.

use crate::board::color::Color;
use crate::board::geometries::GeometryKind;
use crate::board::geometry::{BoardSquare, CellShape, Geometry, SquareSet, sealed::Sealed};
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::line_state::{LineState, count_of, nth_slide_on};
use crate::board::grid8::line_table::LINES;
use crate::board::grid8::rays::squares_between;
use crate::board::grid8::square::{File, Rank, Square};
use crate::board::square_grid::lines::{Direction, LineKind, direction_between};
use crate::board::square_grid::symmetry::Symmetry;
use crate::board::zobrist;
use slides::{line_landing_entry, visit_slides};

pub(crate) mod bitboard;
pub(crate) mod connectivity;
mod fast_paths;
pub(crate) mod line_state;
pub(crate) mod line_table;
pub(crate) mod rays;
pub(crate) mod slides;
pub(crate) mod square;

/// The boards of 5 to 8 squares a side, each in the lower-left corner of the 8×8 grid:
/// one `u64` a set ([`Bitboard`]), squares `a1`–`h8` ([`Square`]). The default
/// geometry: `Position` is `Position<Grid8>`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grid8;

impl Sealed for Grid8 {}
impl Sealed for Square {}
impl Sealed for Bitboard {}

impl BoardSquare for Square {
    const MAX_SIZE: u8 = 8;
    const INDICES: usize = 64;

    #[inline(always)]
    fn index(self) -> usize {
        Square::index(self)
    }

    #[inline(always)]
    fn try_from_index(index: usize) -> Option<Square> {
        Square::try_from_index(index)
    }

    #[inline]
    fn at(file: u8, rank: u8) -> Option<Square> {
        Some(Square::from_coords(File::try_from_index(file.into())?, Rank::try_from_index(rank.into())?))
    }

    #[inline(always)]
    fn file_index(self) -> u8 {
        self as u8 & 7
    }

    #[inline(always)]
    fn rank_index(self) -> u8 {
        self as u8 >> 3
    }

    /// Both coordinates checked in one comparison, the square read off its index (the
    /// evaluation asks it for every neighbour of every piece).
    #[inline(always)]
    fn from_coordinates(x: i32, y: i32) -> Option<Square> {
        if (x as u32 | y as u32) < 8 { Some(Square::from_index_masked((y << 3 | x) as usize)) } else { None }
    }

    type Symmetry = Symmetry;

    /// [`Square::transformed`].
    #[inline]
    fn transformed(self, symmetry: Symmetry, board_size: u8) -> Option<Square> {
        Square::transformed(self, symmetry, board_size)
    }

    const LINES_NAMED: &'static str = "rank, file or diagonal";

    #[inline]
    fn line_name(self, to: Square) -> Option<&'static str> {
        direction_between(self, to).map(|direction| direction.line_kind().name())
    }
}

impl SquareSet for Bitboard {
    type Square = Square;
    const EMPTY: Bitboard = Bitboard::EMPTY;

    #[inline(always)]
    fn from_square(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
    #[inline(always)]
    fn contains(self, square: Square) -> bool {
        Bitboard::contains(self, square)
    }
    #[inline(always)]
    fn with(self, square: Square) -> Bitboard {
        Bitboard::with(self, square)
    }
    #[inline(always)]
    fn without(self, square: Square) -> Bitboard {
        Bitboard::without(self, square)
    }
    #[inline(always)]
    fn toggled(self, square: Square) -> Bitboard {
        Bitboard::toggled(self, square)
    }
    #[inline(always)]
    fn count(self) -> usize {
        Bitboard::count(self)
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        Bitboard::is_empty(self)
    }
    #[inline(always)]
    fn intersects(self, other: Bitboard) -> bool {
        Bitboard::intersects(self, other)
    }
    #[inline(always)]
    fn first(self) -> Option<Square> {
        Bitboard::first(self)
    }
    #[inline(always)]
    fn last(self) -> Option<Square> {
        Bitboard::last(self)
    }
    #[inline(always)]
    fn only_if(self, keep: bool) -> Bitboard {
        Bitboard::only_if(self, keep)
    }
    #[inline(always)]
    fn board_of_size(size: u8) -> Bitboard {
        Bitboard::board_of_size(size)
    }
    #[inline(always)]
    fn dilate(self) -> Bitboard {
        Bitboard::dilate(self)
    }
    #[inline(always)]
    fn is_connected(self) -> bool {
        connectivity::is_connected(self)
    }
    #[inline(always)]
    fn group_count(self) -> usize {
        self.groups().count()
    }
    #[inline(always)]
    fn mixed(self, salt: u64, key: u64) -> u64 {
        Bitboard::mixed(self, salt, key)
    }
}

impl Geometry for Grid8 {
    type Square = Square;
    type Set = Bitboard;
    const NAME: &'static str = "grid8";
    const KIND: GeometryKind = GeometryKind::Grid8;
    const POSITION_TYPE: &'static str = "Position";
    const CELL_SHAPE: CellShape = CellShape::Square;
    const SIZES: core::ops::RangeInclusive<u8> = crate::board::grid8::line_table::BOARD_SIZES;
    const MAX_PIECES: usize = 12;

    type LineKind = LineKind;
    type Direction = Direction;
    const LINE_KINDS: &'static [LineKind] = &LineKind::ALL;

    #[inline(always)]
    fn direction_between(from: Square, to: Square) -> Option<Direction> {
        direction_between(from, to)
    }

    #[inline(always)]
    fn line_kind(direction: Direction) -> LineKind {
        direction.line_kind()
    }

    #[inline(always)]
    fn distance(from: Square, to: Square) -> u8 {
        from.file_index().abs_diff(to.file_index()).max(from.rank_index().abs_diff(to.rank_index()))
    }

    #[inline]
    fn line_kind_name(kind: LineKind) -> &'static str {
        kind.name()
    }

    #[inline(always)]
    fn line(kind: LineKind, square: Square) -> Bitboard {
        kind.mask(square)
    }

    #[inline(always)]
    fn step(direction: Direction, from: Square, distance: u8) -> Option<Square> {
        direction.step(from, distance)
    }

    #[inline(always)]
    fn between(direction: Direction, from: Square, to: Square) -> Bitboard {
        squares_between(direction, from, to)
    }

    #[inline(always)]
    fn piece_key(color: Color, square: Square) -> u64 {
        zobrist::piece_key(color, square)
    }

    #[inline(always)]
    fn hole_key(square: Square) -> u64 {
        zobrist::hole_key(square)
    }

    #[inline(always)]
    fn for_each_slide(own: Bitboard, enemy: Bitboard, color: Color, visit: impl FnMut(Square, Square)) {
        visit_slides::<false>(own, enemy, color, Bitboard::FULL, visit);
    }

    #[inline]
    fn count_slides(black: Bitboard, white: Bitboard, color: Color, size: u8) -> usize {
        let pair = match size {
            5 => LineState::slide_counts::<5>(black, white),
            6 => LineState::slide_counts::<6>(black, white),
            7 => LineState::slide_counts::<7>(black, white),
            _ => LineState::slide_counts::<8>(black, white),
        };
        count_of(pair, color) as usize
    }

    #[inline]
    fn nth_slide(black: Bitboard, white: Bitboard, color: Color, size: u8, index: u32) -> Option<(Square, Square)> {
        match size {
            5 => nth_slide_on::<5>(black, white, color, index),
            6 => nth_slide_on::<6>(black, white, color, index),
            7 => nth_slide_on::<7>(black, white, color, index),
            _ => nth_slide_on::<8>(black, white, color, index),
        }
    }

    #[inline]
    fn for_each_landing_slide(
        own: Bitboard,
        enemy: Bitboard,
        color: Color,
        landable: Bitboard,
        visit: impl FnMut(Square, Square),
    ) {
        visit_slides::<true>(own, enemy, color, landable, visit);
    }

    #[inline]
    fn count_landing_slides(own: Bitboard, enemy: Bitboard, color: Color, landable: Bitboard) -> usize {
        let mut count = 0;
        for line in &LINES {
            count += line_landing_entry(line, color, own, enemy, landable).count_ones() as usize;
        }
        count
    }
}
