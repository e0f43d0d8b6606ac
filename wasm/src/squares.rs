//! Squares and moves as text on any board: reading a square's name against the board
//! it must be on, and writing moves in canonical notation.

use lines_of_action::{BoardSquare, Color, Geometry, Move, Position};
use wasm_bindgen::JsError;

/// The square of `position`'s board named `name` (`"e4"`).
///
/// # Errors
/// A name that is no square of the board, saying which squares it has.
pub fn square<G: Geometry>(position: &Position<G>, name: &str) -> Result<G::Square, JsError> {
    position.board().into_iter().find(|square| square.to_string() == name).ok_or_else(|| {
        let size = position.board_size();
        let last = G::Square::at(size - 1, size - 1).map(|square| square.to_string()).unwrap_or_default();
        JsError::new(&format!("{name:?} is not a square of the {size}×{size} board (a1 to {last})"))
    })
}

/// The names of `squares`, in their order (a set's: rank by rank from a1).
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

/// The squares of `position`'s board in the order a diagram shows them unflipped: rank
/// by rank from the top (the last rank), file a first in each.
pub fn in_diagram_order<G: Geometry>(position: &Position<G>) -> Vec<String> {
    let size = position.board_size();
    (0..size)
        .rev()
        .flat_map(|rank| (0..size).filter_map(move |file| G::Square::at(file, rank)))
        .map(|square| square.to_string())
        .collect()
}
