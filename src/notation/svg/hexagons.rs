//! Where a hexagonal board's cells go in a diagram ([`CellShape::Hexagon`]): hexagons
//! with a corner at the top, in horizontal rows from the top row down, each row centred
//! under the widest, so that a cell sits between its two neighbours of the next row.
//!
//! [`CellShape::Hexagon`]: crate::CellShape::Hexagon

use core::fmt::{self, Write};

use alloc::vec;
use alloc::vec::Vec;

use super::div_round;
use crate::board::geometry::{BoardSquare, Geometry};

/// The cells of a hexagonal board, in SVG user units from the board's top-left corner,
/// all integers.
pub(super) struct Hexagons {
    /// Half a cell's width: from its centre to its left and right sides. Cells side by
    /// side in a row are `2·half_width` apart, and each row is shifted `half_width` from
    /// the next.
    pub(super) half_width: i64,
    /// A quarter of a cell's height: its left and right sides run from `quarter` above
    /// its centre to `quarter` below, its top and bottom corners are `2·quarter` away, and
    /// rows are `3·quarter` apart. `half_width / √3` rounded: the cells are regular
    /// hexagons to within half a unit.
    pub(super) quarter: i64,
    /// The board's width: the widest row's cells.
    pub(super) width: i64,
    /// The board's height: from the top corners of the top row to the bottom corners of
    /// the bottom row.
    pub(super) height: i64,
    /// The centre of each cell of the board, by the cell's index (`None` for an index of
    /// no cell of it), as the screen shows it: turned half a turn on a flipped board.
    centres: Vec<Option<(i64, i64)>>,
}

impl Hexagons {
    /// The cells of the board of `board_size` of geometry `G`, each `cell_width` wide
    /// (flat side to flat side), turned half a turn if `flipped`.
    pub(super) fn new<G: Geometry>(cell_width: i64, board_size: u8, flipped: bool) -> Hexagons {
        let half_width = cell_width / 2;
        // 1/√3 = 0.57735…
        let quarter = div_round(half_width * 57_735, 100_000).max(1);
        let rows = G::rows(board_size);
        let widest = (0..rows).map(|row| G::row_length(board_size, row)).max().unwrap_or(0);
        let width = i64::from(widest) * 2 * half_width;
        let height = 3 * quarter * i64::from(rows) + quarter;
        let mut centres = vec![None; G::Square::INDICES];
        for row in 0..rows {
            let length = G::row_length(board_size, row);
            // Row 0 (`a`) is the bottom one; each row is indented half a cell for each
            // cell it has fewer than the widest.
            let y = 2 * quarter + 3 * quarter * i64::from(rows - 1 - row);
            for column in 0..length {
                if let Some(cell) = G::row_square(board_size, row, column) {
                    let x = half_width * (i64::from(widest - length) + 1 + 2 * i64::from(column));
                    centres[cell.index()] = Some(if flipped { (width - x, height - y) } else { (x, y) });
                }
            }
        }
        Hexagons { half_width, quarter, width, height, centres }
    }

    /// The centre of `cell`, from the board's top-left corner; the corner itself for a
    /// cell off the board (which the drawing never asks for).
    pub(super) fn centre<S: BoardSquare>(&self, cell: S) -> (i64, i64) {
        self.centres.get(cell.index()).copied().flatten().unwrap_or((0, 0))
    }

    /// The six corners of a cell centred on `(x, y)`, clockwise from the top one, scaled by
    /// `scale` (`(1, 1)` for the whole cell, `(2, 3)` for one two thirds its size).
    pub(super) fn corners(&self, (x, y): (i64, i64), (times, per): (i64, i64)) -> Corners {
        let (w, q) = (div_round(self.half_width * times, per), div_round(self.quarter * times, per));
        Corners([(x, y - 2 * q), (x + w, y - q), (x + w, y + q), (x, y + 2 * q), (x - w, y + q), (x - w, y - q)])
    }
}

/// The corners of a hexagon, written as a polygon's `points`: `x,y x,y …`.
pub(super) struct Corners([(i64, i64); 6]);

impl fmt::Display for Corners {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (x, y)) in self.0.into_iter().enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            write!(f, "{x},{y}")?;
        }
        Ok(())
    }
}
