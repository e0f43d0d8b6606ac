//! What a player sees: OpenSpiel's observation tensor and string, for every board, and
//! the player's view a `VecGame` may write instead.

use core::ops::Range;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use lines_of_action::{Color, Family, Position, SquareSet};

use crate::geometry::{Board, set_of, square_at};

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

/// Writes the observation tensor of `pos` into `out` (`planes × N × N` values, every
/// one written): plane 0 Black's pieces, 1 White's, 2 the empty squares (holes and the
/// black hole excluded), 3 the holes (Cheshire Cat) or the black hole (Black Hole);
/// cell `rank · N + file`, a1 first.
pub fn write_tensor<G: Board>(pos: &Position<G>, out: &mut [f32]) {
    let holes = holes(pos);
    let empty = pos.board() - pos.occupied() - holes;
    let planes = [pos.pieces(Color::Black), pos.pieces(Color::White), empty, holes];
    G::write_planes(&planes, usize::from(pos.board_size()), out);
}

/// Writes the view of `pos` of its player to move into `out` (`N × N × channels`
/// values, every one written, `channels` as many as `out` holds): cell
/// `(rank · N + file) · channels + channel`, a1 first, 1 where the square is in the
/// channel and 0 elsewhere; channel 0 the pieces of the player to move, 1 the
/// opponent's, 2 the empty squares, 3 the holes or the black hole. [`write_tensor`]'s
/// planes, channels last, Black's and White's swapped when White is to move: the
/// Python package's `"player"` layout (`env_core.encode`).
pub fn write_player_view<G: Board>(pos: &Position<G>, out: &mut [i8]) {
    let size = usize::from(pos.board_size());
    let channels = out.len() / (size * size);
    let holes = holes(pos);
    let empty = pos.board() - pos.occupied() - holes;
    let turn = pos.turn();
    let planes = [pos.pieces(turn), pos.pieces(!turn), empty, holes];
    G::write_cells(&planes[..channels.min(planes.len())], size, out);
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

    /// One observation's shape, of `planes` planes on a board of `size` files.
    pub fn shape(self, planes: usize, size: usize) -> [usize; 3] {
        match self {
            Layout::OpenSpiel => [planes, size, size],
            Layout::Player => [size, size, planes],
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

/// The board as OpenSpiel writes it: ranks from the top, `x` Black, `o` White, `.`
/// empty (and `#` a hole or the black hole), then the files' letters and the player to
/// move. From 10×10 on, the ranks' numbers take two characters, right-aligned (` 9`,
/// `10`), and the files' line is indented to match.
pub fn board_string<G: Board>(pos: &Position<G>, terminal: bool) -> String {
    let size = i64::from(pos.board_size());
    let label = if size >= 10 { 2 } else { 1 };
    let holes = holes(pos);
    let mut text = String::with_capacity(((size + 3) * (size + 2) + 32) as usize);
    for rank in (0..size).rev() {
        text.push_str(&format!("{:>label$}", rank + 1));
        for file in 0..size {
            let square = square_at::<G>(file, rank);
            text.push(match square.and_then(|square| pos.piece_at(square)) {
                Some(Color::Black) => 'x',
                Some(Color::White) => 'o',
                None if square.is_some_and(|square| holes.contains(square)) => '#',
                None => '.',
            });
        }
        text.push('\n');
    }
    text.push_str(&" ".repeat(label));
    text.extend((0..size).map(|file| char::from(b'a' + file as u8)));
    text.push_str("\n\n\nCurrent player: ");
    text.push_str(match (terminal, pos.turn()) {
        (true, _) => "none (terminal)",
        (false, Color::Black) => "x",
        (false, Color::White) => "o",
    });
    text
}
