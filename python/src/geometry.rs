//! [`Board`]: what the package needs of a board geometry beyond the rules crate's
//! [`Geometry`], for the two it plays: [`Grid8`] (every board up to 8×8) and [`Grid12`]
//! (9×9 to 12×12). Each game is dispatched to its geometry once a call (through
//! [`AnyBoard`]); everything below is compiled for that geometry.

use lines_of_action::{
    Bitboard, BoardSquare, Direction, Geometry, Grid8, Grid12, MoveList, Square, Square12, SquareSet,
};

/// A geometry the package plays on: the squares of its action ids, its compact ids, its
/// observation planes and its place in [`AnyBoard`].
pub trait Board: Geometry {
    /// Whether the action ids number the squares of the 8×8 grid whatever the board's
    /// size (OpenSpiel's numbering, kept on every board up to 8×8) rather than those of
    /// the N×N board itself (the wide boards).
    const ON_THE_8X8_GRID: bool;

    /// The most slides a side may have: 8 directions for each of its pieces.
    const MAX_SLIDES: usize = 8 * Self::MAX_PIECES;

    /// Room for the compact ids of the legal moves of a position outside a drop phase:
    /// [`MAX_SLIDES`](Self::MAX_SLIDES) of them (at most [`MOST_MOVE_IDS`]).
    const MOVE_IDS: usize;

    /// The squares a rank of the action ids counts on a board of `size` files: 8 on the
    /// 8×8 grid, `size` on the wide boards.
    #[inline(always)]
    fn id_width(size: u8) -> i64 {
        if Self::ON_THE_8X8_GRID { 8 } else { i64::from(size) }
    }

    /// The compact direction (0 to 7: N, NE, E, SE, S, SW, W, NW) from `from` to `to`,
    /// two squares on one line (0 for two that are not, never read).
    fn direction(from: Self::Square, to: Self::Square) -> usize;

    /// Writes each of `planes` as `size × size` floats, rank by rank from rank 1, for as
    /// many planes as `out` holds (every value of each written).
    fn write_planes(planes: &[Self::Set], size: usize, out: &mut [f32]);

    /// Writes `planes` channels last: `size × size` cells, rank by rank from rank 1,
    /// each `planes.len()` values, 1 where the square is in the plane and 0 elsewhere
    /// (every value of `out` written).
    fn write_cells(planes: &[Self::Set], size: usize, out: &mut [i8]);
}

/// The most compact ids of legal moves any geometry needs room for: the largest
/// [`Board::MOVE_IDS`].
pub const MOST_MOVE_IDS: usize = 8 * 20;

/// By square index, `from` then `to`: the crate's [`Direction::between`] them, as a
/// compact direction (0 for two squares not on one line, never read).
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

impl Board for Grid8 {
    const ON_THE_8X8_GRID: bool = true;
    const MOVE_IDS: usize = MoveList::CAPACITY;

    #[inline]
    fn direction(from: Square, to: Square) -> usize {
        usize::from(DIRECTION_8X8[from.index() & 63][to.index() & 63])
    }

    fn write_planes(planes: &[Bitboard], size: usize, out: &mut [f32]) {
        match size {
            5 => write_planes_8x8::<5>(planes, out),
            6 => write_planes_8x8::<6>(planes, out),
            7 => write_planes_8x8::<7>(planes, out),
            _ => write_planes_8x8::<8>(planes, out),
        }
    }

    fn write_cells(planes: &[Bitboard], size: usize, out: &mut [i8]) {
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

/// The compact direction of a step of `df` files and `dr` ranks, by their signs
/// (`(dr + 1) · 3 + df + 1`): N, NE, E, SE, S, SW, W, NW as 0 to 7, the null step 0.
const DIRECTION_OF_SIGNS: [u8; 9] = [5, 4, 3, 6, 0, 2, 7, 0, 1];

impl Board for Grid12 {
    const ON_THE_8X8_GRID: bool = false;
    const MOVE_IDS: usize = Grid12::MAX_SLIDES;

    #[inline]
    fn direction(from: Square12, to: Square12) -> usize {
        let sign = |to: u8, from: u8| (to.cmp(&from) as i8 + 1) as usize;
        let (df, dr) = (sign(to.file_index(), from.file_index()), sign(to.rank_index(), from.rank_index()));
        usize::from(DIRECTION_OF_SIGNS[dr * 3 + df])
    }

    fn write_planes(planes: &[lines_of_action::Bitboard12], size: usize, out: &mut [f32]) {
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

    fn write_cells(planes: &[lines_of_action::Bitboard12], size: usize, out: &mut [i8]) {
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
