//! [`Board`]: what the package needs of a board geometry beyond the rules crate's
//! [`Geometry`]: the grid its observation planes are laid on, the numbers of its cells
//! and directions in the action ids, and its observation writers.
//!
//! Everything is read off the rules crate's [`Geometry`] once ([`Grid`], made the first
//! time a geometry is used): a board's rows ([`Geometry::rows`], [`Geometry::row_length`],
//! [`Geometry::row_square`]) give the grid and the cell numbers, its lines
//! ([`Geometry::direction_between`]) the directions. So the trait's provided methods
//! serve every geometry; the impls at the end of this file are the package's one list
//! of geometries. The square grids override them with the arithmetic of their files and
//! ranks, the same numbers faster: [`Grid8`]'s observations read a `u64` a byte at a
//! time and its action ids keep OpenSpiel's 8×8 numbering on every board up to 8×8;
//! [`Grid12`]'s, against the tables, save 6 % of the instructions of a `VecGame` step
//! on 12×12 (9 % in the player's layout; callgrind, 64 games, 200 steps).
//!
//! The terms, for every geometry:
//! - a board's *grid*: `side × side` places `(row, column)`, row 0 the bottom row (the
//!   last of the position text), column 0 the left end of the row, `side` its rows or
//!   its longest row if longer. On the square grids a square's row is its rank and its
//!   column its file, `side` the board's size; on the hexagon of side S, a cell's row is
//!   its letter and its column its number − 1, `side` = 2S − 1, and the places past the
//!   end of a row hold no cell.
//! - a square's *cell number*: its index among the board's squares counted row by row
//!   from the bottom, each row from the left: `rank · N + file` on an N×N board, the
//!   cell's index from a1 on a hexagon.
//! - a *direction number*: the directions a piece moves in, two along each kind of line,
//!   in the rules crate's order: N, NE, E, SE, S, SW, W, NW as 0 to 7 on the square
//!   grids; E, NE, NW, W, SW, SE as 0 to 5 on the hexagons.

use std::sync::OnceLock;

use lines_of_action::{
    Bitboard, BoardSquare, Direction, Geometry, GeometryKind, Grid8, Grid12, Hex5, Hex6, Square, Square12, SquareSet,
};

/// A geometry the package plays on: its grid, its cell and direction numbers, and its
/// observation writers (see the module's docs). Every method has a generic definition
/// from the rules crate's [`Geometry`].
pub trait Board: Geometry {
    /// Whether OpenSpiel's action ids number the squares of the 8×8 grid whatever the
    /// board's size (OpenSpiel's numbering, kept on every board up to 8×8) rather than
    /// the board's own cells ([`cell_number`](Self::cell_number)).
    const ON_THE_8X8_GRID: bool = false;

    /// The directions a piece moves in: two along each kind of line (8 on the square
    /// grids, 6 on the hexagons).
    const DIRECTIONS: usize = 2 * Self::LINE_KINDS.len();

    /// The most slides a side may have: [`DIRECTIONS`](Self::DIRECTIONS) for each of its
    /// pieces.
    const MAX_SLIDES: usize = Self::DIRECTIONS * Self::MAX_PIECES;

    /// Room for the compact ids of the legal moves of a position outside a drop phase:
    /// [`MAX_SLIDES`](Self::MAX_SLIDES) of them (at most [`MOST_MOVE_IDS`]).
    const MOVE_IDS: usize = Self::MAX_SLIDES;

    /// The side of the grid of the board of `size` (see the module's docs).
    #[inline]
    fn grid_side(size: u8) -> usize {
        usize::from(grid::<Self>().of_size(size).side)
    }

    /// The number of squares of the board of `size`.
    #[inline]
    fn cell_count(size: u8) -> usize {
        grid::<Self>().of_size(size).squares.len()
    }

    /// The cell number of `square` on the board of `size` (see the module's docs); a
    /// number past the board's for a square off it (never asked).
    #[inline]
    fn cell_number(square: Self::Square, size: u8) -> usize {
        let cells = &grid::<Self>().of_size(size).cells;
        cells.get(square.index()).map_or(usize::MAX, |&cell| usize::from(cell))
    }

    /// The square with cell number `cell` on the board of `size`, if there is one.
    #[inline]
    fn cell_square(cell: usize, size: u8) -> Option<Self::Square> {
        let index = *grid::<Self>().of_size(size).squares.get(cell)?;
        Self::Square::try_from_index(usize::from(index))
    }

    /// The place of `square` on the grid, `(row, column)`.
    #[inline]
    fn place(square: Self::Square) -> (usize, usize) {
        let (row, column) = grid::<Self>().places.get(square.index()).copied().unwrap_or(NO_PLACE);
        (usize::from(row), usize::from(column))
    }

    /// The direction number from `from` to `to`, two squares on one line (0 for two that
    /// are not, never read).
    #[inline]
    fn direction(from: Self::Square, to: Self::Square) -> usize {
        let table = grid::<Self>();
        usize::from(table.directions.get(from.index() * Self::Square::INDICES + to.index()).copied().unwrap_or(0))
    }

    /// Writes each of `planes` as `side × side` floats on the grid of the board of
    /// `size`, row by row from the bottom (place `row · side + column`), 1 where the
    /// square is in the plane and 0 elsewhere (places without a square included), for
    /// as many planes as `out` holds (every value of each written).
    fn write_planes(planes: &[Self::Set], size: u8, out: &mut [f32]) {
        let grid = grid::<Self>();
        let side = usize::from(grid.of_size(size).side);
        for (&plane, cells) in planes.iter().zip(out.chunks_exact_mut(side * side)) {
            cells.fill(0.0);
            for square in plane {
                if let Some(cell) = grid.offset(square.index(), side) {
                    cells[cell] = 1.0;
                }
            }
        }
    }

    /// Writes `planes` channels last on the grid of the board of `size`: `side × side`
    /// places, row by row from the bottom, each `planes.len()` values, 1 where the square
    /// is in the plane and 0 elsewhere (every value of `out` written).
    fn write_cells(planes: &[Self::Set], size: u8, out: &mut [i8]) {
        let grid = grid::<Self>();
        let side = usize::from(grid.of_size(size).side);
        let channels = planes.len();
        out.fill(0);
        for (channel, &plane) in planes.iter().enumerate() {
            for square in plane {
                if let Some(cell) = grid.offset(square.index(), side) {
                    out[cell * channels + channel] = 1;
                }
            }
        }
    }
}

/// The most compact ids of legal moves any geometry needs room for: the largest
/// [`Board::MOVE_IDS`] (checked where a geometry's are kept: [`check_move_ids`]).
pub const MOST_MOVE_IDS: usize = 8 * 20;

/// Fails to compile for a geometry whose moves need more room than [`MOST_MOVE_IDS`].
#[inline(always)]
pub const fn check_move_ids<G: Board>() -> usize {
    const { assert!(G::MOVE_IDS <= MOST_MOVE_IDS, "a geometry needs more room for its moves than MOST_MOVE_IDS") };
    G::MOVE_IDS
}

/// The place of an index that is no square's.
const NO_PLACE: (u8, u8) = (u8::MAX, u8::MAX);

/// What the package reads off a geometry once ([`grid`]): each square's place, the
/// cell numbers and grid of each board size, and the direction numbers.
struct Grid {
    /// By square index: the square's place `(row, column)` ([`NO_PLACE`] for an index
    /// that is no square's).
    places: Vec<(u8, u8)>,
    /// The smallest board size of the geometry ([`Geometry::SIZES`]).
    first_size: u8,
    /// By board size, the smallest first.
    sizes: Vec<SizeGrid>,
    /// By `from` index · [`BoardSquare::INDICES`] + `to` index: the direction number from
    /// `from` to `to` (0 for two squares not on one line).
    directions: Vec<u8>,
}

/// The grid of one board size.
struct SizeGrid {
    /// The side of the grid: the rows, or the longest row if longer.
    side: u8,
    /// By square index: the square's cell number (`u16::MAX` off the board).
    cells: Vec<u16>,
    /// By cell number: the square's index.
    squares: Vec<u16>,
}

impl Grid {
    /// The tables of geometry `G`, read off its rows and lines.
    fn of<G: Geometry>() -> Grid {
        let indices = G::Square::INDICES;
        let squares = || (0..indices).filter_map(G::Square::try_from_index);
        let mut places = vec![NO_PLACE; indices];
        let sizes = G::SIZES
            .map(|size| {
                let (mut cells, mut numbered) = (vec![u16::MAX; indices], Vec::new());
                let rows = G::rows(size);
                let mut side = rows;
                for row in 0..rows {
                    side = side.max(G::row_length(size, row));
                    for column in 0..G::row_length(size, row) {
                        if let Some(square) = G::row_square(size, row, column) {
                            places[square.index()] = (row, column);
                            cells[square.index()] = numbered.len() as u16;
                            numbered.push(square.index() as u16);
                        }
                    }
                }
                SizeGrid { side, cells, squares: numbered }
            })
            .collect();
        // The directions in the rules crate's order (its `Direction` types' `Ord`).
        let mut found: Vec<G::Direction> =
            squares().flat_map(|from| squares().filter_map(move |to| G::direction_between(from, to))).collect();
        found.sort_unstable();
        found.dedup();
        let mut directions = vec![0; indices * indices];
        for from in squares() {
            for to in squares() {
                if let Some(direction) = G::direction_between(from, to) {
                    let number = found.binary_search(&direction).unwrap_or(0);
                    directions[from.index() * indices + to.index()] = number as u8;
                }
            }
        }
        Grid { places, first_size: *G::SIZES.start(), sizes, directions }
    }

    /// The place, row by row, of the square of index `index` on a grid of `side` places a
    /// row; `None` if it is off that grid (an index that is no square's).
    #[inline]
    fn offset(&self, index: usize, side: usize) -> Option<usize> {
        let (row, column) = self.places.get(index).copied().unwrap_or(NO_PLACE);
        let (row, column) = (usize::from(row), usize::from(column));
        (row < side && column < side).then_some(row * side + column)
    }

    /// The grid of the board of `size` (the nearest of the geometry's sizes for
    /// another, never asked).
    #[inline]
    fn of_size(&self, size: u8) -> &SizeGrid {
        // `sizes` holds a grid for each of `SIZES`, which is never empty.
        let last = self.sizes.len() - 1;
        &self.sizes[usize::from(size.saturating_sub(self.first_size)).min(last)]
    }
}

/// The tables of each geometry, by its place in the rules crate's list
/// ([`GeometryKind::ALL`], whose order is the enum's).
static GRIDS: [OnceLock<Grid>; GeometryKind::ALL.len()] = [const { OnceLock::new() }; GeometryKind::ALL.len()];

/// The tables of geometry `G`, made the first time they are asked for.
#[inline]
fn grid<G: Geometry>() -> &'static Grid {
    GRIDS[G::KIND as usize].get_or_init(Grid::of::<G>)
}

/// By square index, `from` then `to`: the crate's [`Direction::between`] them, as a
/// direction number (0 for two squares not on one line, never read).
static DIRECTION_8X8: [[u8; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut from = 0;
    while from < 64 {
        let mut to = 0;
        while to < 64 {
            if let (Some(origin), Some(target)) = (Square::try_from_index(from), Square::try_from_index(to)) {
                if let Some(direction) = Direction::between(origin, target) {
                    table[from][to] = direction as u8;
                }
            }
            to += 1;
        }
        from += 1;
    }
    table
};

/// Each byte's eight bits as eight floats, 1.0 for a set bit, the lowest bit first.
static BYTE_CELLS: [[f32; 8]; 256] = {
    let mut table = [[0.0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][bit] = 1.0;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// Each byte's eight bits as eight values, 1 for a set bit, the lowest bit first.
static BYTE_BITS: [[i8; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            table[byte][bit] = (byte >> bit & 1) as i8;
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// Writes `CHANNELS` of `planes`, bitboards with eight squares a rank, channels last
/// as `SIZE × SIZE` cells of `CHANNELS` values, a rank at a time from [`BYTE_BITS`].
fn write_cells_8x8<const SIZE: usize, const CHANNELS: usize>(planes: &[Bitboard], out: &mut [i8]) {
    let planes: [u64; CHANNELS] = core::array::from_fn(|channel| planes.get(channel).map_or(0, |&set| u64::from(set)));
    for (rank, row) in out.chunks_exact_mut(SIZE * CHANNELS).enumerate() {
        let bits: [&[i8; 8]; CHANNELS] =
            core::array::from_fn(|channel| &BYTE_BITS[usize::from((planes[channel] >> (8 * rank)) as u8)]);
        for (file, cell) in row.chunks_exact_mut(CHANNELS).enumerate() {
            for (value, bits) in cell.iter_mut().zip(&bits) {
                *value = bits[file];
            }
        }
    }
}

/// Writes each of `planes`, bitboards with eight squares a rank, as `SIZE × SIZE`
/// floats, a rank at a time from [`BYTE_CELLS`], for as many planes as `out` holds.
fn write_planes_8x8<const SIZE: usize>(planes: &[Bitboard], out: &mut [f32]) {
    for (&plane, cells) in planes.iter().zip(out.chunks_exact_mut(SIZE * SIZE)) {
        let plane = u64::from(plane);
        for (rank, row) in cells.chunks_exact_mut(SIZE).enumerate() {
            let byte = (plane >> (8 * rank)) as u8;
            row.copy_from_slice(&BYTE_CELLS[usize::from(byte)][..SIZE]);
        }
    }
}

// The package's list of geometries: one line each, and for the square grids the faster
// code of their own (the same numbers as the generic definitions).

impl Board for Grid8 {
    const ON_THE_8X8_GRID: bool = true;

    #[inline]
    fn grid_side(size: u8) -> usize {
        usize::from(size)
    }

    #[inline]
    fn cell_count(size: u8) -> usize {
        usize::from(size) * usize::from(size)
    }

    #[inline]
    fn cell_number(square: Square, size: u8) -> usize {
        usize::from(square.rank_index()) * usize::from(size) + usize::from(square.file_index())
    }

    #[inline]
    fn cell_square(cell: usize, size: u8) -> Option<Square> {
        let size = usize::from(size);
        if cell < size * size { Square::at((cell % size) as u8, (cell / size) as u8) } else { None }
    }

    #[inline]
    fn place(square: Square) -> (usize, usize) {
        (usize::from(square.rank_index()), usize::from(square.file_index()))
    }

    #[inline]
    fn direction(from: Square, to: Square) -> usize {
        usize::from(DIRECTION_8X8[from.index() & 63][to.index() & 63])
    }

    fn write_planes(planes: &[Bitboard], size: u8, out: &mut [f32]) {
        match size {
            5 => write_planes_8x8::<5>(planes, out),
            6 => write_planes_8x8::<6>(planes, out),
            7 => write_planes_8x8::<7>(planes, out),
            _ => write_planes_8x8::<8>(planes, out),
        }
    }

    fn write_cells(planes: &[Bitboard], size: u8, out: &mut [i8]) {
        match (size, planes.len()) {
            (5, 3) => write_cells_8x8::<5, 3>(planes, out),
            (6, 3) => write_cells_8x8::<6, 3>(planes, out),
            (7, 3) => write_cells_8x8::<7, 3>(planes, out),
            (_, 3) => write_cells_8x8::<8, 3>(planes, out),
            (5, _) => write_cells_8x8::<5, 4>(planes, out),
            (6, _) => write_cells_8x8::<6, 4>(planes, out),
            (7, _) => write_cells_8x8::<7, 4>(planes, out),
            _ => write_cells_8x8::<8, 4>(planes, out),
        }
    }
}

/// The direction number of a step of `df` files and `dr` ranks, by their signs
/// (`(dr + 1) · 3 + df + 1`): N, NE, E, SE, S, SW, W, NW as 0 to 7, the null step 0.
const DIRECTION_OF_SIGNS: [u8; 9] = [5, 4, 3, 6, 0, 2, 7, 0, 1];

impl Board for Grid12 {
    #[inline]
    fn grid_side(size: u8) -> usize {
        usize::from(size)
    }

    #[inline]
    fn cell_count(size: u8) -> usize {
        usize::from(size) * usize::from(size)
    }

    #[inline]
    fn cell_number(square: Square12, size: u8) -> usize {
        usize::from(square.rank_index()) * usize::from(size) + usize::from(square.file_index())
    }

    #[inline]
    fn cell_square(cell: usize, size: u8) -> Option<Square12> {
        let size = usize::from(size);
        if cell < size * size { Square12::at((cell % size) as u8, (cell / size) as u8) } else { None }
    }

    #[inline]
    fn place(square: Square12) -> (usize, usize) {
        (usize::from(square.rank_index()), usize::from(square.file_index()))
    }

    #[inline]
    fn direction(from: Square12, to: Square12) -> usize {
        let sign = |to: u8, from: u8| (to.cmp(&from) as i8 + 1) as usize;
        let (df, dr) = (sign(to.file_index(), from.file_index()), sign(to.rank_index(), from.rank_index()));
        usize::from(DIRECTION_OF_SIGNS[dr * 3 + df])
    }

    fn write_planes(planes: &[lines_of_action::Bitboard12], size: u8, out: &mut [f32]) {
        let size = usize::from(size);
        for (&plane, cells) in planes.iter().zip(out.chunks_exact_mut(size * size)) {
            cells.fill(0.0);
            for square in plane {
                let (file, rank) = (usize::from(square.file_index()), usize::from(square.rank_index()));
                if file < size && rank < size {
                    cells[rank * size + file] = 1.0;
                }
            }
        }
    }

    fn write_cells(planes: &[lines_of_action::Bitboard12], size: u8, out: &mut [i8]) {
        let size = usize::from(size);
        let channels = planes.len();
        out.fill(0);
        for (channel, &plane) in planes.iter().enumerate() {
            for square in plane {
                let (file, rank) = (usize::from(square.file_index()), usize::from(square.rank_index()));
                if file < size && rank < size {
                    out[(rank * size + file) * channels + channel] = 1;
                }
            }
        }
    }
}

impl Board for Hex5 {}

impl Board for Hex6 {}

/// The square on `file` and `rank` of `G`'s grid.
#[inline]
pub fn square_at<G: Geometry>(file: i64, rank: i64) -> Option<G::Square> {
    G::Square::at(u8::try_from(file).ok()?, u8::try_from(rank).ok()?)
}

/// The set holding only `square`, if there is one.
#[inline]
pub fn set_of<G: Geometry>(square: Option<G::Square>) -> G::Set {
    square.map_or(G::Set::EMPTY, G::Set::from_square)
}
