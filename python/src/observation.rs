//! What a player sees: OpenSpiel's observation tensor and string, for every board, and
//! the player's view a `VecGame` may write instead.

use core::ops::Range;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use lines_of_action::{BoardSquare, Color, Family, Position, SquareSet};

use crate::geometry::{Board, set_of};

/// The planes of the observation tensor of a game of `family`: black, white, empty,
/// and a fourth plane for a board with squares no piece stays on: Cheshire Cat's holes,
/// Black Hole's black hole.
pub fn planes(family: Family) -> usize {
    if family.has_holes() || family == Family::BlackHole { 4 } else { 3 }
}

/// The squares no piece stays on: Cheshire Cat's holes, Black Hole's black hole.
pub fn holes<G: Board>(pos: &Position<G>) -> G::Set {
    pos.holes() | set_of::<G>(pos.black_hole())
}

/// Writes the observation tensor of `pos` into `out` (`planes × side × side` values on
/// the board's grid, every one written): plane 0 Black's pieces, 1 White's, 2 the empty
/// squares (holes and the black hole excluded), 3 the holes (Cheshire Cat) or the black
/// hole (Black Hole, hex6); place `row · side + column` ([`crate::geometry`]: `rank · N +
/// file` on an N×N board, a1 first), 0 in every plane where the grid has no square.
pub fn write_tensor<G: Board>(pos: &Position<G>, out: &mut [f32]) {
    let holes = holes(pos);
    let empty = pos.board() - pos.occupied() - holes;
    let planes = [pos.pieces(Color::Black), pos.pieces(Color::White), empty, holes];
    G::write_planes(&planes, pos.board_size(), out);
}

/// Writes the view of `pos` of its player to move into `out` (`side × side × channels`
/// values on the board's grid, every one written, `channels` as many as `out` holds):
/// place `(row · side + column) · channels + channel`, 1 where the square is in the
/// channel and 0 elsewhere; channel 0 the pieces of the player to move, 1 the
/// opponent's, 2 the empty squares, 3 the holes or the black hole. [`write_tensor`]'s
/// planes, channels last, Black's and White's swapped when White is to move: the
/// Python package's `"player"` layout (`env_core.encode`).
pub fn write_player_view<G: Board>(pos: &Position<G>, out: &mut [i8]) {
    let side = G::grid_side(pos.board_size());
    let channels = out.len() / (side * side);
    let holes = holes(pos);
    let empty = pos.board() - pos.occupied() - holes;
    let turn = pos.turn();
    let planes = [pos.pieces(turn), pos.pieces(!turn), empty, holes];
    G::write_cells(&planes[..channels.min(planes.len())], pos.board_size(), out);
}

/// How a `VecGame` lays its observations out (its `observation_layout`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Layout {
    /// OpenSpiel's tensor, [`write_tensor`]'s: float32 `planes × N × N`, the same for
    /// both players.
    OpenSpiel,
    /// The view of the player to move, [`write_player_view`]'s: int8 `N × N × planes`.
    Player,
}

impl Layout {
    /// The layout `name` names: `openspiel` or `player` (`ValueError` otherwise).
    pub fn named(name: &str) -> PyResult<Layout> {
        match name {
            "openspiel" => Ok(Layout::OpenSpiel),
            "player" => Ok(Layout::Player),
            _ => {
                Err(PyValueError::new_err(format!("observation_layout must be 'player' or 'openspiel', not {name:?}")))
            }
        }
    }

    /// Its name, as [`named`](Self::named) takes it.
    pub fn name(self) -> &'static str {
        match self {
            Layout::OpenSpiel => "openspiel",
            Layout::Player => "player",
        }
    }

    /// One observation's shape, of `planes` planes on a grid of `side` places a side.
    pub fn shape(self, planes: usize, side: usize) -> [usize; 3] {
        match self {
            Layout::OpenSpiel => [planes, side, side],
            Layout::Player => [side, side, planes],
        }
    }

    /// The bytes of one value.
    pub fn value_bytes(self) -> usize {
        match self {
            Layout::OpenSpiel => size_of::<f32>(),
            Layout::Player => size_of::<i8>(),
        }
    }
}

/// Observations in a buffer of either layout: one game's, or a run of games' one
/// after another.
pub enum Cells<'a> {
    OpenSpiel(&'a mut [f32]),
    Player(&'a mut [i8]),
}

impl<'a> Cells<'a> {
    /// The first `mid` values and the rest.
    pub fn split_at_mut(self, mid: usize) -> (Cells<'a>, Cells<'a>) {
        match self {
            Cells::OpenSpiel(values) => {
                let (first, rest) = values.split_at_mut(mid);
                (Cells::OpenSpiel(first), Cells::OpenSpiel(rest))
            }
            Cells::Player(values) => {
                let (first, rest) = values.split_at_mut(mid);
                (Cells::Player(first), Cells::Player(rest))
            }
        }
    }

    /// The values in `range`.
    pub fn part(&mut self, range: Range<usize>) -> Cells<'_> {
        match self {
            Cells::OpenSpiel(values) => Cells::OpenSpiel(&mut values[range]),
            Cells::Player(values) => Cells::Player(&mut values[range]),
        }
    }

    /// Writes the observation of `pos` (one game's values) in this layout.
    #[inline]
    pub fn write<G: Board>(&mut self, pos: &Position<G>) {
        match self {
            Cells::OpenSpiel(values) => write_tensor(pos, values),
            Cells::Player(values) => write_player_view(pos, values),
        }
    }
}

/// The label of the squares `a` and `b` share, two squares of one row or one column:
/// their letter if they share it (a hexagon's row), else their number (a rank).
fn shared_label<S: BoardSquare>(a: S, b: S) -> String {
    if a.file_index() == b.file_index() {
        char::from(b'a' + a.file_index()).to_string()
    } else {
        (a.rank_index() + 1).to_string()
    }
}

/// The board as OpenSpiel writes it: rows from the top, `x` Black, `o` White, `.`
/// empty (and `#` a hole or the black hole), then the player to move. Each row starts
/// with its label, what its squares' names share: the rank's number on the square
/// boards, the row's letter on a hexagon. A board whose rows fill its grid (the square
/// boards) is written as OpenSpiel writes it, a row's cells side by side and the
/// files' letters below; from 10×10 on, the ranks' numbers take two characters,
/// right-aligned (` 9`, `10`), and the files' line is indented to match. A board whose
/// rows differ in length (a hexagon) has its cells a space apart and each row indented
/// by a space for each cell it lacks, so that a cell stands between its neighbours in
/// the rows above and below:
///
/// ```text
/// i     o x . o x
/// h    x . . . . o
/// ```
pub fn board_string<G: Board>(pos: &Position<G>, terminal: bool) -> String {
    let size = pos.board_size();
    let (rows, side) = (G::rows(size), G::grid_side(size));
    let holes = holes(pos);
    let row_squares =
        |row: u8| (0..G::row_length(size, row)).filter_map(move |column| G::row_square(size, row, column));
    let label_of = |row: u8| {
        let mut squares = row_squares(row);
        match (squares.next(), squares.next()) {
            (Some(first), Some(second)) => shared_label(first, second),
            _ => String::new(),
        }
    };
    let labels: Vec<String> = (0..rows).map(label_of).collect();
    let label = labels.iter().map(String::len).max().unwrap_or(0);
    let grid = usize::from(rows) == side && (0..rows).all(|row| usize::from(G::row_length(size, row)) == side);
    let mut text = String::with_capacity((side * 2 + label + 2) * (side + 1) + 32);
    for row in (0..rows).rev() {
        text.push_str(&format!("{:>label$}", labels[usize::from(row)]));
        if !grid {
            text.push(' ');
            text.push_str(&" ".repeat(side - usize::from(G::row_length(size, row))));
        }
        for (column, square) in row_squares(row).enumerate() {
            if !grid && column > 0 {
                text.push(' ');
            }
            text.push(match pos.piece_at(square) {
                Some(Color::Black) => 'x',
                Some(Color::White) => 'o',
                None if holes.contains(square) => '#',
                None => '.',
            });
        }
        text.push('\n');
    }
    if grid {
        // The files' letters, under the bottom rank.
        text.push_str(&" ".repeat(label));
        text.extend(row_squares(0).map(|square| char::from(b'a' + square.file_index())));
        text.push('\n');
    }
    text.push_str("\n\nCurrent player: ");
    text.push_str(match (terminal, pos.turn()) {
        (true, _) => "none (terminal)",
        (false, Color::Black) => "x",
        (false, Color::White) => "o",
    });
    text
}
