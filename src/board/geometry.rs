//! [`Geometry`]: a kind of board — its squares, its set of squares, its lines — as a
//! type parameter of the engine, so that each kind is compiled on its own.
//!
//! [`Grid8`] is every board up to 8×8 (one `u64` per set, the lower-left corner of
//! the 8×8 grid); [`Grid12`] is every board from 9×9 to 12×12. `Position` with no
//! parameter is `Position<Grid8>`.

use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, RangeInclusive, Sub, SubAssign};

use crate::board::color::Color;
use crate::board::fast_paths::FastPaths;
use crate::board::geometries::{GeometryKind, OnAnyBoard};

pub(crate) mod sealed {
    /// Only the crate's own geometries, squares and sets implement the board traits.
    pub trait Sealed {}
}

/// A square of one kind of board, named by file and rank (both from 0, `a1` is
/// `(0, 0)`).
///
/// ```
/// use lines_of_action::{BoardSquare, Square};
/// assert_eq!(Square::at(4, 3), Some(Square::E4));
/// assert_eq!(Square::E4.file_index(), 4);
/// assert_eq!(Square::at(8, 0), None);
/// ```
pub trait BoardSquare: Copy + Eq + Ord + Hash + Debug + Display + Send + Sync + 'static + sealed::Sealed {
    /// The largest number of files (and of ranks) its boards have.
    const MAX_SIZE: u8;

    /// The number of square indices: every square's [`index`](Self::index) is below it
    /// (64 on 8×8; some indices may be no square's).
    const INDICES: usize;

    /// The square's index, below [`INDICES`](Self::INDICES): one number a square, for
    /// tables indexed by square.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Square, Square12};
    /// assert_eq!(BoardSquare::index(Square::C2), 10);
    /// for index in 0..Square12::INDICES {
    ///     if let Some(square) = <Square12 as BoardSquare>::try_from_index(index) {
    ///         assert_eq!(BoardSquare::index(square), index);
    ///     }
    /// }
    /// ```
    fn index(self) -> usize;

    /// The square with this [`index`](Self::index), if there is one.
    fn try_from_index(index: usize) -> Option<Self>;

    /// The square on `file` and `rank`, if both are below [`MAX_SIZE`](Self::MAX_SIZE).
    fn at(file: u8, rank: u8) -> Option<Self>;

    /// The square's file, `a` = 0.
    fn file_index(self) -> u8;

    /// The square's rank, rank 1 = 0.
    fn rank_index(self) -> u8;

    /// The square's place in the plane, as two whole numbers whose differences
    /// [`offset_steps`](Self::offset_steps) measures: on the square grids its file and
    /// rank (`a1` is `(0, 0)`); on a hexagon its axial coordinates `(q, r)` from the
    /// centre ([`Cell::axial`](crate::Cell::axial)), where a cell's file and rank (its
    /// row and its number in the row) are no coordinates. Every symmetry of the board is
    /// a linear map of them, up to a shift: so a centre of mass taken in them is the
    /// same place on a transformed board.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert_eq!(Square::E4.coordinates(), (4, 3));
    /// assert_eq!(Cell5::CENTRE.coordinates(), (0, 0));
    /// assert_eq!("f1".parse::<Cell5>()?.coordinates(), (-4, 1)); // north-east of the west corner e1
    /// # Ok::<(), lines_of_action::ParseCellError>(())
    /// ```
    #[inline(always)]
    fn coordinates(self) -> (i32, i32) {
        (i32::from(self.file_index()), i32::from(self.rank_index()))
    }

    /// The square at [`coordinates`](Self::coordinates) `(x, y)`, if the geometry's
    /// largest board has one there.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert_eq!(Square::from_coordinates(4, 3), Some(Square::E4));
    /// assert_eq!(Square::from_coordinates(-1, 3), None);
    /// assert_eq!(Cell5::from_coordinates(0, 0), Some(Cell5::CENTRE));
    /// assert_eq!(Cell5::from_coordinates(4, 4), None); // 8 steps from the centre
    /// ```
    #[inline(always)]
    fn from_coordinates(x: i32, y: i32) -> Option<Self> {
        Self::at(u8::try_from(x).ok()?, u8::try_from(y).ok()?)
    }

    /// The number of steps from neighbour to neighbour that the offset `(dx, dy)` in
    /// [`coordinates`](Self::coordinates) takes on a board without edges: on the square
    /// grids the king's distance, `max(|dx|, |dy|)`; on a hexagon the hex distance,
    /// `max(|dx|, |dy|, |dx + dy|)`. It grows in proportion to the offset
    /// (`offset_steps(k·dx, k·dy) = k · offset_steps(dx, dy)` for `k ≥ 0`), so it also
    /// measures the distance from a centre of mass scaled by a number of pieces; and a
    /// symmetry of the board changes no distance.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert_eq!(Square::offset_steps(2, -3), 3);
    /// assert_eq!(Cell5::offset_steps(2, -3), 3); // two steps south-east, one south-west
    /// assert_eq!(Cell5::offset_steps(2, 3), 5);
    /// ```
    #[inline(always)]
    fn offset_steps(dx: i32, dy: i32) -> i32 {
        dx.abs().max(dy.abs())
    }

    /// The number of steps from neighbour to neighbour from this square to `to`: the
    /// king's distance on the square grids, the hex distance on a hexagon
    /// ([`offset_steps`](Self::offset_steps) of the difference of their coordinates).
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert_eq!(Square::A1.steps_to(Square::C7), 6);
    /// let cell = |name: &str| name.parse::<Cell5>().unwrap();
    /// assert_eq!(cell("a1").steps_to(cell("i5")), 8);
    /// assert_eq!(cell("a1").steps_to(cell("e9")), 8);
    /// assert_eq!(cell("a1").steps_to(cell("a5")), 4);
    /// ```
    #[inline]
    fn steps_to(self, to: Self) -> u8 {
        let ((x, y), (to_x, to_y)) = (self.coordinates(), to.coordinates());
        Self::offset_steps(to_x - x, to_y - y) as u8
    }

    /// Whether the square, one of the board of `board_size`, is on that board's edge:
    /// fewer of its neighbours are on the board than a square inside has. On the square
    /// grids a square of the first or last file or rank; on a hexagon a cell of the
    /// outer ring.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert!(Square::E1.on_edge(8) && Square::E5.on_edge(5) && !Square::E5.on_edge(8));
    /// let cell = |name: &str| name.parse::<Cell5>().unwrap();
    /// assert!(cell("a3").on_edge(5) && cell("e1").on_edge(5) && cell("b6").on_edge(5));
    /// assert!(!cell("b2").on_edge(5) && !Cell5::CENTRE.on_edge(5));
    /// ```
    #[inline(always)]
    fn on_edge(self, board_size: u8) -> bool {
        let (file, rank, last) = (self.file_index(), self.rank_index(), board_size.saturating_sub(1));
        file == 0 || rank == 0 || file == last || rank == last
    }

    /// Where `symmetry` takes this square on the `board_size`×`board_size` board in the
    /// grid's lower-left corner; `None` if the square is off that board or the size is
    /// not one of its sizes. On 8×8 and smaller, the same as
    /// [`Square::transformed`](crate::Square::transformed).
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Square, Symmetry, Square12};
    /// let l12 = Square12::new(11, 11).unwrap();
    /// assert_eq!(Square12::new(0, 0).unwrap().transformed(Symmetry::Rotate180, 12), Some(l12));
    /// assert_eq!(l12.transformed(Symmetry::Identity, 11), None);
    /// assert_eq!(BoardSquare::transformed(Square::A1, Symmetry::Rotate180, 8), Some(Square::H8));
    /// ```
    fn transformed(self, symmetry: Self::Symmetry, board_size: u8) -> Option<Self>;

    /// The symmetries of its boards: on the square grids [`Symmetry`](crate::Symmetry)
    /// (eight).
    type Symmetry: BoardSymmetry;

    /// The kinds of line named together, as messages say them: `"rank, file or
    /// diagonal"` on the square grids.
    const LINES_NAMED: &'static str;

    /// The name of the kind of line through this square and `to`, as messages give it
    /// (`"rank"`, `"file"`, `"diagonal"`, `"anti-diagonal"` on the square grids); `None`
    /// if they are not on one line.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Square};
    /// assert_eq!(Square::B1.line_name(Square::B4), Some("file"));
    /// assert_eq!(Square::B1.line_name(Square::C3), None);
    /// ```
    fn line_name(self, to: Self) -> Option<&'static str>;

    /// What its boards' rows are called in messages: `"ranks"` on the square grids,
    /// `"rows"` on the hexagons.
    const ROWS: &'static str = "ranks";

    /// What its squares are called in messages: `"squares"`, `"cells"` on the hexagons.
    const SQUARES: &'static str = "squares";

    /// The rows a position's text of its boards has, as a message says it: `"8 ranks
    /// separated by '/' (5 to 7 for the small boards)"` on the boards up to 8×8.
    const ROWS_EXPECTED: &'static str = if Self::MAX_SIZE <= 8 {
        "8 ranks separated by '/' (5 to 7 for the small boards)"
    } else {
        "9 to 12 ranks separated by '/'"
    };

    /// The row `row` (from 1, the bottom row), as a message names it: `"rank 3"` on the
    /// square grids, `"row c"` on the hexagons.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert_eq!(Square::row_label(3), "rank 3");
    /// assert_eq!(Cell5::row_label(3), "row c");
    /// ```
    fn row_label(row: u8) -> alloc::string::String {
        alloc::format!("rank {row}")
    }

    /// The board of `size`, as a message names it: `"8x8"` on the square grids, `"the
    /// hexagon of side 5"` on the hexagons.
    fn board_name(size: u8) -> alloc::string::String {
        alloc::format!("{size}x{size}")
    }

    /// Why `name`, read as a letter and a number, is no square of the geometry: what a
    /// move's parser says of it.
    ///
    /// ```
    /// use lines_of_action::{BoardSquare, Cell5, Square};
    /// assert_eq!(Square::off_board("i9"), "\"i9\" is not a square a1-h8");
    /// assert_eq!(Cell5::off_board("a6"), "a6 is off hex5: row a has 5 cells, a1 to a5");
    /// ```
    fn off_board(name: &str) -> alloc::string::String {
        let last = (0..Self::INDICES).rev().find_map(Self::try_from_index);
        let last = last.map_or_else(alloc::string::String::new, |square| alloc::format!("{square}"));
        alloc::format!("{} is not a square a1-{last}", crate::quoted::Quoted(name))
    }
}

/// The shape of a geometry's cells, which says how its boards are drawn
/// ([`Position::diagram`](crate::Position::diagram), `Position::to_svg`) and which
/// setups its SGF records name ([`Geometry::CELL_SHAPE`]).
///
/// ```
/// use lines_of_action::{CellShape, Geometry, Grid8, Hex5};
/// assert_eq!(Grid8::CELL_SHAPE, CellShape::Square);
/// assert_eq!(Hex5::CELL_SHAPE, CellShape::Hexagon);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CellShape {
    /// Squares in ranks and files, a square board: the square grids.
    Square,
    /// Hexagons with a corner at the top, in horizontal rows, each row centred under the
    /// widest one (the middle row), a hexagonal board: the hexagonal boards.
    Hexagon,
}

/// A symmetry of a kind of board, which maps each of its boards onto itself, lines to
/// lines and neighbours to neighbours: so the legal moves of a position to those of the
/// transformed position, and its result to the same result.
///
/// ```
/// use lines_of_action::{BoardSymmetry, Symmetry};
/// assert_eq!(<Symmetry as BoardSymmetry>::ALL.len(), 8);
/// assert!(Symmetry::ALL.iter().all(|s| BoardSymmetry::inverse(BoardSymmetry::inverse(*s)) == *s));
/// ```
pub trait BoardSymmetry: Copy + Eq + Ord + Hash + Debug + Send + Sync + 'static + sealed::Sealed {
    /// Every symmetry, the identity first.
    const ALL: &'static [Self];

    /// The symmetry that undoes this one.
    fn inverse(self) -> Self;
}

/// A set of squares of one kind of board: `|` is union, `&` intersection, `-`
/// difference, `^` symmetric difference, `!` complement, and iterating yields the
/// squares in index order.
pub trait SquareSet:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Sub<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + SubAssign
    + IntoIterator<Item = Self::Square>
    + FromIterator<Self::Square>
    + sealed::Sealed
{
    /// The kind of square it holds.
    type Square: BoardSquare;

    /// No squares.
    const EMPTY: Self;

    /// The set holding only `square`.
    fn from_square(square: Self::Square) -> Self;

    /// Whether `square` is in the set.
    fn contains(self, square: Self::Square) -> bool;

    /// The set with `square` added.
    fn with(self, square: Self::Square) -> Self;

    /// The set with `square` removed.
    fn without(self, square: Self::Square) -> Self;

    /// The set with `square` added if it was missing, removed if it was there.
    fn toggled(self, square: Self::Square) -> Self;

    /// The number of squares in the set.
    fn count(self) -> usize;

    /// Whether the set is empty.
    fn is_empty(self) -> bool;

    /// Whether the two sets share a square.
    fn intersects(self, other: Self) -> bool;

    /// The square with the lowest index, if any.
    fn first(self) -> Option<Self::Square>;

    /// The square with the highest index, if any.
    fn last(self) -> Option<Self::Square>;

    /// The set itself if `keep`, else the empty set, without a branch.
    fn only_if(self, keep: bool) -> Self;

    /// The squares of the `size`×`size` board, in the lower-left corner.
    fn board_of_size(size: u8) -> Self;

    /// The set grown by one step in all eight directions (the set itself included),
    /// within the largest board.
    fn dilate(self) -> Self;

    /// Whether the squares of the set form one group under 8-neighbour adjacency; an
    /// empty set and a single square count as connected.
    fn is_connected(self) -> bool;

    /// The number of groups the squares of the set form under the geometry's adjacency
    /// (as [`is_connected`](Self::is_connected) has it): 0 for the empty set.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square, SquareSet};
    /// let set: Bitboard = [Square::A1, Square::B2, Square::D4].into_iter().collect();
    /// assert_eq!(set.group_count(), 2);
    /// ```
    #[inline]
    fn group_count(self) -> usize {
        let (mut rest, mut groups) = (self, 0);
        while let Some(seed) = rest.first() {
            let mut group = Self::from_square(seed);
            loop {
                let grown = group.dilate() & rest;
                if grown == group {
                    break;
                }
                group = grown;
            }
            rest -= group;
            groups += 1;
        }
        groups
    }

    /// The set mixed into a word for a hash table (only a filter: different sets may
    /// mix alike).
    fn mixed(self, salt: u64, key: u64) -> u64;
}

/// A kind of board: its square and set types, the board sizes it holds, its lines and
/// its Zobrist keys, and the fast line readers of move generation. Sealed: the crate
/// provides [`Grid8`](crate::Grid8) and [`Grid12`](crate::Grid12).
pub trait Geometry:
    Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static + sealed::Sealed + FastPaths + OnAnyBoard
{
    /// Its squares.
    type Square: BoardSquare;
    /// Its sets of squares.
    type Set: SquareSet<Square = Self::Square>;
    /// The numbers of squares a side of its boards may have.
    const SIZES: RangeInclusive<u8>;
    /// The geometry's name, as messages give it: `"grid8"`, `"grid12"`.
    const NAME: &'static str;
    /// The geometry, named at run time.
    const KIND: GeometryKind;
    /// How its positions are written in Rust: `"Position"`, `"Position<Grid12>"`.
    const POSITION_TYPE: &'static str;
    /// The shape of its cells: [`CellShape::Square`] on the square grids,
    /// [`CellShape::Hexagon`] on the hexagonal boards.
    const CELL_SHAPE: CellShape;
    /// The most pieces one colour may have: with 8 directions each, as many slides as a
    /// move list holds.
    const MAX_PIECES: usize;

    /// The kinds of line its pieces move along: on the square grids [`LineKind`](crate::LineKind) (rank,
    /// file and the two diagonals).
    type LineKind: Copy + Eq + Ord + Hash + Debug + Send + Sync + 'static;
    /// The directions its pieces move in: on the square grids [`Direction`](crate::Direction) (eight).
    type Direction: Copy + Eq + Ord + Hash + Debug + Send + Sync + 'static;
    /// Every kind of line through a square, in the order the geometry reads them.
    const LINE_KINDS: &'static [Self::LineKind];

    /// The whole line of `kind` through `square`, up to the edges of the largest board.
    fn line(kind: Self::LineKind, square: Self::Square) -> Self::Set;

    /// The square `distance` steps from `from` in `direction`, if it is on the largest
    /// board.
    fn step(direction: Self::Direction, from: Self::Square, distance: u8) -> Option<Self::Square>;

    /// The squares strictly between `from` and `to`, which lie on one line in
    /// `direction`.
    fn between(direction: Self::Direction, from: Self::Square, to: Self::Square) -> Self::Set;

    /// The direction from `from` to `to`, if they are different squares on one line.
    ///
    /// ```
    /// use lines_of_action::{Direction, Geometry, Grid8, Square};
    /// assert_eq!(Grid8::direction_between(Square::B1, Square::D3), Some(Direction::NorthEast));
    /// assert_eq!(Grid8::direction_between(Square::B1, Square::C3), None);
    /// ```
    fn direction_between(from: Self::Square, to: Self::Square) -> Option<Self::Direction>;

    /// The kind of line `direction` runs along.
    fn line_kind(direction: Self::Direction) -> Self::LineKind;

    /// The number of steps from `from` to `to`, two squares on one line.
    ///
    /// ```
    /// use lines_of_action::{Geometry, Grid8, Square};
    /// assert_eq!(Grid8::distance(Square::B1, Square::D3), 2);
    /// ```
    fn distance(from: Self::Square, to: Self::Square) -> u8;

    /// The name of `kind`, as messages give it: `"rank"`, `"file"`, `"diagonal"`,
    /// `"anti-diagonal"` on the square grids.
    fn line_kind_name(kind: Self::LineKind) -> &'static str;

    /// The board size whose text (and diagram) has `rows` rows: on the square grids the
    /// size itself, if it is one of [`SIZES`](Self::SIZES).
    #[inline]
    fn size_of_rows(rows: usize) -> Option<u8> {
        u8::try_from(rows).ok().filter(|size| Self::SIZES.contains(size))
    }

    /// The number of rows the board of `size` is written in: `size` on the square grids.
    #[inline]
    fn rows(size: u8) -> u8 {
        size
    }

    /// The number of squares of row `row` (from 0, the bottom row) of the board of
    /// `size`: `size` on the square grids.
    #[inline]
    fn row_length(size: u8, row: u8) -> u8 {
        let _ = row;
        size
    }

    /// The square at `column` (from 0) of row `row` (from 0, the bottom row) of the board
    /// of `size`, in the order its text writes them: on the square grids the square on
    /// file `column` of rank `row + 1`. `None` off the row.
    ///
    /// ```
    /// use lines_of_action::{Geometry, Grid8, Square};
    /// assert_eq!(Grid8::row_square(6, 1, 2), Some(Square::C2));
    /// assert_eq!(Grid8::row_square(6, 1, 6), None);
    /// ```
    #[inline]
    fn row_square(size: u8, row: u8, column: u8) -> Option<Self::Square> {
        if row < Self::rows(size) && column < Self::row_length(size, row) {
            Self::Square::at(column, row)
        } else {
            None
        }
    }

    /// The centre square of the board of `size`, where Black Hole's black hole is:
    /// `None` for a board without one (a square board of even size).
    ///
    /// ```
    /// use lines_of_action::{Geometry, Grid8, Square};
    /// assert_eq!(Grid8::centre(7), Some(Square::D4));
    /// assert_eq!(Grid8::centre(8), None);
    /// ```
    #[inline]
    fn centre(size: u8) -> Option<Self::Square> {
        if size % 2 == 1 { Self::Square::at(size / 2, size / 2) } else { None }
    }

    /// The Zobrist key of a piece of `color` on `square`.
    fn piece_key(color: Color, square: Self::Square) -> u64;

    /// The Zobrist key of a hole on `square`.
    fn hole_key(square: Self::Square) -> u64;

    /// Calls `visit(from, to)` for every slide of the side whose pieces are `own` (its
    /// opponent's `enemy`) on the largest board: holes and the edge of a smaller board
    /// are not looked at.
    #[inline]
    fn for_each_slide(own: Self::Set, enemy: Self::Set, color: Color, visit: impl FnMut(Self::Square, Self::Square)) {
        let largest = Self::Set::board_of_size(*Self::SIZES.end());
        Self::for_each_landing_slide(own, enemy, color, largest, visit);
    }

    /// The number of slides `color` has on a `size`×`size` board without holes, Black's
    /// pieces `black` and White's `white`.
    #[inline]
    fn count_slides(black: Self::Set, white: Self::Set, color: Color, size: u8) -> usize {
        let (own, enemy) = if color == Color::Black { (black, white) } else { (white, black) };
        Self::count_landing_slides(own, enemy, color, Self::Set::board_of_size(size))
    }

    /// The slide at `index` in [`for_each_landing_slide`](Self::for_each_landing_slide)
    /// order of `color` on a `size`×`size` board without holes, if it has that many.
    #[inline]
    fn nth_slide(
        black: Self::Set,
        white: Self::Set,
        color: Color,
        size: u8,
        index: u32,
    ) -> Option<(Self::Square, Self::Square)> {
        let (own, enemy) = if color == Color::Black { (black, white) } else { (white, black) };
        let (mut seen, mut found) = (0, None);
        Self::for_each_landing_slide(own, enemy, color, Self::Set::board_of_size(size), |from, to| {
            if seen == index {
                found = Some((from, to));
            }
            seen += 1;
        });
        found
    }

    /// Calls `visit(from, to)` for every slide of the side whose pieces are `own`
    /// (its opponent's `enemy`) that lands in `landable`.
    fn for_each_landing_slide(
        own: Self::Set,
        enemy: Self::Set,
        color: Color,
        landable: Self::Set,
        visit: impl FnMut(Self::Square, Self::Square),
    );

    /// The number of slides [`for_each_landing_slide`](Self::for_each_landing_slide)
    /// visits.
    fn count_landing_slides(own: Self::Set, enemy: Self::Set, color: Color, landable: Self::Set) -> usize;
}
