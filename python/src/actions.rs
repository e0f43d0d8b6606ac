//! Action ids: OpenSpiel's numbering of slides, extended to the variants' other
//! moves and to every board, and the batched environment's compact numbering.
//!
//! OpenSpiel ids number the squares by a cell number from 0 to S − 1: on every board up
//! to 8×8 the square's place on the 8×8 grid, `rank · 8 + file` (OpenSpiel's: a1 = 0 …
//! h8 = 63, S = 64 whatever the board's size); on the other boards the square's
//! [cell number](crate::geometry) among the board's S squares, row by row from the
//! bottom: `rank · N + file` on an N×N board from 9×9 to 12×12 (12×12's l12 = 143,
//! S = N²), the cell's index from a1 on a hexagon (hex5's i5 = 60, S = 61; hex6's
//! k6 = 90, S = 91). Then ([`Numbering`]):
//! - a slide: `from · 2S + to · 2 + capture` (0 to 2S² − 1): on 8×8 `from · 128 + to ·
//!   2 + capture`, as OpenSpiel numbers them;
//! - a pass: [`Numbering::pass`] = 2S² (8192 on 8×8), in rule sets where a side
//!   without a move passes;
//! - Cheshire Cat's exit from `from`: [`Numbering::exit`] + `from` (8193 to 8256);
//! - a Parachute drop-phase turn: [`Numbering::drop_turn`] + `part · S + drop`, the
//!   part being `from · S + to` for a slide and S² for a pass; a lone drop that ends
//!   the game: [`Numbering::lone_drop`] + `drop`.
//!
//! On 8×8 (S = 64) these are the numbers the package has always had: 8192, 8193, 8257,
//! 8257 + 4097 · 64 and 270,529 ids in all.
//!
//! Compact ids (the batched environment): `cell · D + direction`, the cell the square's
//! cell number on the board (`rank · N + file` on an N×N board, whatever its geometry)
//! and the direction its [direction number](crate::geometry), 0 to D − 1 (D = 8 on the
//! square grids: N, NE, E, SE, S, SW, W, NW; D = 6 on the hexagons: E, NE, NW, W, SW,
//! SE); the distance is the line's piece count, so the id fixes the move; the pass,
//! where the rules have one, comes after the slides (`cells · D`).

use lines_of_action::{BoardSquare, Move, Position};

use crate::geometry::{Board, square_at};

/// The squares a rank of OpenSpiel's numbering, on every board up to 8×8.
const OPENSPIEL_WIDTH: i64 = 8;

/// The numbering of the OpenSpiel ids on one board: its S squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Numbering {
    /// The squares numbered, S.
    squares: i64,
    /// The board's size.
    size: u8,
}

impl Numbering {
    /// OpenSpiel's numbering, on every board up to 8×8.
    pub const OPENSPIEL: Numbering = Numbering { squares: OPENSPIEL_WIDTH * OPENSPIEL_WIDTH, size: 8 };

    /// The numbering on the board of `size` of geometry `G`.
    #[inline(always)]
    pub fn of<G: Board>(size: u8) -> Numbering {
        if G::ON_THE_8X8_GRID {
            Numbering { size, ..Numbering::OPENSPIEL }
        } else {
            Numbering { squares: G::cell_count(size) as i64, size }
        }
    }

    /// The squares numbered, S.
    #[inline(always)]
    pub const fn squares(self) -> i64 {
        self.squares
    }

    /// The pass's id, 2S²: one past the last slide.
    #[inline(always)]
    pub const fn pass(self) -> i64 {
        2 * self.squares() * self.squares()
    }

    /// The first exit id.
    #[inline(always)]
    pub const fn exit(self) -> i64 {
        self.pass() + 1
    }

    /// The first drop-phase turn id.
    #[inline(always)]
    pub const fn drop_turn(self) -> i64 {
        self.exit() + self.squares()
    }

    /// The first lone-drop id.
    #[inline(always)]
    pub const fn lone_drop(self) -> i64 {
        self.drop_turn() + (self.squares() * self.squares() + 1) * self.squares()
    }

    /// One past the last id.
    #[inline(always)]
    pub const fn all(self) -> i64 {
        self.lone_drop() + self.squares()
    }

    /// The number of `square`.
    #[inline(always)]
    fn cell<G: Board>(self, square: G::Square) -> i64 {
        if G::ON_THE_8X8_GRID {
            i64::from(square.rank_index()) * OPENSPIEL_WIDTH + i64::from(square.file_index())
        } else {
            G::cell_number(square, self.size) as i64
        }
    }

    /// The square numbered `cell`, if one is.
    #[inline(always)]
    fn square<G: Board>(self, cell: i64) -> Option<G::Square> {
        if !(0..self.squares()).contains(&cell) {
            None
        } else if G::ON_THE_8X8_GRID {
            square_at::<G>(cell % OPENSPIEL_WIDTH, cell / OPENSPIEL_WIDTH)
        } else {
            G::cell_square(cell as usize, self.size)
        }
    }
}

/// The id of `mv`, a legal move of `pos`.
pub fn id_of<G: Board>(pos: &Position<G>, mv: Move<G::Square>) -> i64 {
    let numbering = Numbering::of::<G>(pos.board_size());
    let (cell, squares) = (|square| numbering.cell::<G>(square), numbering.squares());
    match mv {
        Move::Slide { from, to } => cell(from) * 2 * squares + cell(to) * 2 + i64::from(pos.is_capture(mv)),
        Move::Pass => numbering.pass(),
        Move::Exit { from } => numbering.exit() + cell(from),
        Move::SlideDrop { from, to, drop } => {
            numbering.drop_turn() + (cell(from) * squares + cell(to)) * squares + cell(drop)
        }
        Move::PassDrop { drop } => numbering.drop_turn() + squares * squares * squares + cell(drop),
        Move::Drop { drop } => numbering.lone_drop() + cell(drop),
    }
}

/// The move an id names on the board of `size` of geometry `G`, if it names one
/// (legal or not); a slide's capture bit is checked against the position by the
/// caller, through [`id_of`].
pub fn move_of<G: Board>(id: i64, size: u8) -> Option<Move<G::Square>> {
    let numbering = Numbering::of::<G>(size);
    let (squares, square) = (numbering.squares(), |cell| numbering.square::<G>(cell));
    if (0..numbering.pass()).contains(&id) {
        Some(Move::new(square(id / (2 * squares))?, square(id / 2 % squares)?))
    } else if id == numbering.pass() {
        Some(Move::Pass)
    } else if (numbering.exit()..numbering.drop_turn()).contains(&id) {
        Some(Move::Exit { from: square(id - numbering.exit())? })
    } else if (numbering.drop_turn()..numbering.lone_drop()).contains(&id) {
        let (part, drop) = ((id - numbering.drop_turn()) / squares, square((id - numbering.drop_turn()) % squares)?);
        if part == squares * squares {
            Some(Move::PassDrop { drop })
        } else {
            Some(Move::SlideDrop { from: square(part / squares)?, to: square(part % squares)?, drop })
        }
    } else if (numbering.lone_drop()..numbering.all()).contains(&id) {
        Some(Move::Drop { drop: square(id - numbering.lone_drop())? })
    } else {
        None
    }
}

/// The compact id of slide `from`-`to` on the board of `size`.
#[inline]
pub fn compact_of<G: Board>(from: G::Square, to: G::Square, size: u8) -> i64 {
    (G::cell_number(from, size) * G::DIRECTIONS + G::direction(from, to)) as i64
}
