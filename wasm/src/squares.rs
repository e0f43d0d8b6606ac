//! Squares and moves as text on any board: reading a square's name against the board
//! it must be on, writing moves in canonical notation, and where a diagram draws each
//! square (or hexagonal cell), read from the geometry's rows.

use lines_of_action::{BoardSquare, Color, Geometry, Move, Position};
use wasm_bindgen::{JsError, JsValue};

use crate::js;

/// The shape of a board's squares, as a diagram draws them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Squares in files and ranks, eight neighbours each.
    Square,
    /// Pointy-topped hexagons in horizontal rows, six neighbours each.
    Hexagon,
}

impl Shape {
    /// The shape of `G`'s squares ([`Geometry::CELL_SHAPE`]).
    pub fn of<G: Geometry>() -> Shape {
        match G::CELL_SHAPE {
            lines_of_action::CellShape::Hexagon => Shape::Hexagon,
            _ => Shape::Square,
        }
    }

    /// Its name, as the API writes it: `"square"`, `"hexagon"`.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Square => "square",
            Shape::Hexagon => "hexagon",
        }
    }

    /// The distance between the centres of two rows, the centres of neighbours in a row
    /// being 1 apart: 1 for squares, √3/2 for hexagons.
    fn row_pitch(self) -> f64 {
        match self {
            Shape::Square => 1.0,
            Shape::Hexagon => 3.0_f64.sqrt() / 2.0,
        }
    }
}

/// Whether the board of `size` is a `size`×`size` grid: `size` rows of `size` squares.
fn is_square_board<G: Geometry>(size: u8) -> bool {
    G::rows(size) == size && (0..size).all(|row| G::row_length(size, row) == size)
}

/// The square of `position`'s board named `name` (`"e4"`, `"f6"`).
///
/// # Errors
/// A name that is no square of the board, saying which squares it has: on a square
/// board its size and last square, on a hexagon the geometry's own reason (`"a6 is off
/// hex5: row a has 5 cells, a1 to a5"`).
pub fn square<G: Geometry>(position: &Position<G>, name: &str) -> Result<G::Square, JsError> {
    position.board().into_iter().find(|square| square.to_string() == name).ok_or_else(|| {
        let size = position.board_size();
        if is_square_board::<G>(size) {
            let last = G::row_square(size, size - 1, size - 1).map(|square| square.to_string()).unwrap_or_default();
            JsError::new(&format!("{name:?} is not a square of the {size}×{size} board (a1 to {last})"))
        } else {
            // A hexagon is its geometry's only board: the geometry says why.
            JsError::new(&G::Square::off_board(name))
        }
    })
}

/// The names of `squares`, in their order (a set's: from a1, row by row).
pub fn names<S: BoardSquare>(squares: impl IntoIterator<Item = S>) -> Vec<String> {
    squares.into_iter().map(|square| square.to_string()).collect()
}

/// `mv`, a move of the side to move in `position`, in canonical notation.
pub fn notation<G: Geometry>(position: &Position<G>, mv: Move<G::Square>) -> String {
    position.notation(mv).to_string()
}

/// `mv`, a move of `color` on `position`'s board, in canonical notation: marked as a
/// capture if it lands on a piece of the other colour, whoever is to move.
pub fn notation_for<G: Geometry>(position: &Position<G>, color: Color, mv: Move<G::Square>) -> String {
    if color == position.turn() {
        return notation(position, mv);
    }
    let mut setup = position.to_setup();
    setup.turn = color;
    match Position::from_setup(setup) {
        Ok(turned) => notation(&turned, mv),
        // The same board with the other side to move is always a valid setup; the move's
        // own text (without a capture mark) otherwise.
        Err(_) => mv.to_string(),
    }
}

/// The squares of the board of `size` in the order a diagram shows them unflipped: row
/// by row from the top, each row from its left end, with each one's row (from 0 at the
/// bottom) and column (from 0 at the row's left end).
fn in_rows_from_the_top<G: Geometry>(size: u8) -> impl Iterator<Item = (u8, u8, G::Square)> {
    (0..G::rows(size)).rev().flat_map(move |row| {
        (0..G::row_length(size, row)).filter_map(move |column| Some((row, column, G::row_square(size, row, column)?)))
    })
}

/// The squares of `position`'s board in the order a diagram shows them unflipped: row by
/// row from the top, each row from its left end (on a square board rank by rank from the
/// last, file a first).
pub fn in_diagram_order<G: Geometry>(position: &Position<G>) -> Vec<String> {
    in_rows_from_the_top::<G>(position.board_size()).map(|(_, _, square)| square.to_string()).collect()
}

/// Every square of `position`'s board as a `BoardCell` object, `{ name, x, y }`, in
/// [`in_diagram_order`]'s order: its centre in a plane where neighbours along a row are
/// 1 apart, `y` upwards. Each row is centred on the widest one, so a square board's
/// squares are at (file, rank) from 0, and a hexagon's rows, √3/2 apart, are each shifted
/// half a cell from the next (hex5's a1 is at (2, 0), its centre e5 at (4, 2√3)).
pub fn cells<G: Geometry>(position: &Position<G>) -> Vec<JsValue> {
    let size = position.board_size();
    let pitch = Shape::of::<G>().row_pitch();
    let widest = (0..G::rows(size)).map(|row| G::row_length(size, row)).max().unwrap_or(0);
    in_rows_from_the_top::<G>(size)
        .map(|(row, column, square)| {
            let x = f64::from(column) + f64::from(widest - G::row_length(size, row)) / 2.0;
            let y = f64::from(row) * pitch;
            js::object(&[
                ("name", JsValue::from_str(&square.to_string())),
                ("x", JsValue::from_f64(x)),
                ("y", JsValue::from_f64(y)),
            ])
        })
        .collect()
}
