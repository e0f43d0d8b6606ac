//! Lines and directions: the four kinds of line through a square, the eight
//! directions a piece can move in (their squares on the 8×8 board: `grid8/rays.rs`).

use crate::board::geometry::BoardSquare;

/// The four kinds of line a piece moves along.
///
/// ```
/// use lines_of_action::{LineKind, Square};
/// assert_eq!(LineKind::Diagonal.mask(Square::C3).count(), 8); // a1–h8
/// assert_eq!(LineKind::AntiDiagonal.mask(Square::A1).count(), 1);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum LineKind {
    /// A row: `a1`–`h1` and so on.
    Rank = 0,
    /// A column: `a1`–`a8` and so on.
    File = 1,
    /// A diagonal rising to the right, parallel to `a1`–`h8`.
    Diagonal = 2,
    /// A diagonal falling to the right, parallel to `a8`–`h1`.
    AntiDiagonal = 3,
}

impl LineKind {
    /// All four kinds.
    pub const ALL: [LineKind; 4] = [LineKind::Rank, LineKind::File, LineKind::Diagonal, LineKind::AntiDiagonal];

    /// The two directions along this kind of line, the one of increasing square index first.
    #[inline]
    pub const fn directions(self) -> [Direction; 2] {
        match self {
            LineKind::Rank => [Direction::East, Direction::West],
            LineKind::File => [Direction::North, Direction::South],
            LineKind::Diagonal => [Direction::NorthEast, Direction::SouthWest],
            LineKind::AntiDiagonal => [Direction::NorthWest, Direction::SouthEast],
        }
    }

    /// A lower-case name, as used in messages: `"rank"`, `"file"`, `"diagonal"`, `"anti-diagonal"`.
    pub const fn name(self) -> &'static str {
        match self {
            LineKind::Rank => "rank",
            LineKind::File => "file",
            LineKind::Diagonal => "diagonal",
            LineKind::AntiDiagonal => "anti-diagonal",
        }
    }
}

/// One of the eight directions of movement.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Direction {
    /// Towards rank 8.
    North = 0,
    /// Towards h8.
    NorthEast = 1,
    /// Towards the `h` file.
    East = 2,
    /// Towards h1.
    SouthEast = 3,
    /// Towards rank 1.
    South = 4,
    /// Towards a1.
    SouthWest = 5,
    /// Towards the `a` file.
    West = 6,
    /// Towards a8.
    NorthWest = 7,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The direction of a step of `df` files and `dr` ranks, if the step runs along a
    /// line (and is not the null step).
    pub(crate) const fn of_offsets(df: i8, dr: i8) -> Option<Direction> {
        if df == 0 && dr == 0 || df != 0 && dr != 0 && df.abs() != dr.abs() {
            return None;
        }
        Some(match (df.signum(), dr.signum()) {
            (0, 1) => Direction::North,
            (1, 1) => Direction::NorthEast,
            (1, 0) => Direction::East,
            (1, -1) => Direction::SouthEast,
            (0, -1) => Direction::South,
            (-1, -1) => Direction::SouthWest,
            (-1, 0) => Direction::West,
            _ => Direction::NorthWest,
        })
    }

    /// The step as (file, rank) offsets.
    #[inline]
    pub const fn offsets(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The kind of line this direction runs along.
    #[inline]
    pub const fn line_kind(self) -> LineKind {
        match self {
            Direction::East | Direction::West => LineKind::Rank,
            Direction::North | Direction::South => LineKind::File,
            Direction::NorthEast | Direction::SouthWest => LineKind::Diagonal,
            Direction::NorthWest | Direction::SouthEast => LineKind::AntiDiagonal,
        }
    }
}

/// The direction from `from` to `to` on any board, if they are different squares on
/// one line.
#[inline]
pub(crate) fn direction_between<S: BoardSquare>(from: S, to: S) -> Option<Direction> {
    let offset = |a: u8, b: u8| b as i8 - a as i8;
    Direction::of_offsets(offset(from.file_index(), to.file_index()), offset(from.rank_index(), to.rank_index()))
}
