//! What a language model is shown of a game: the piece counts on the lines through the
//! mover's pieces, the opponent's winning moves, and the crate's rule book (RULES.md,
//! embedded at build time: the one source of `lines_of_action.llm.rules_text`).
//! The Python module `lines_of_action.llm` writes them out.

use lines_of_action::{Geometry, Move, Position, Rules};
use pyo3::prelude::*;

/// The crate's rule book, RULES.md, as the crate's sources hold it.
pub const RULES_MD: &str = include_str!("../../RULES.md");

/// Each piece of the side to move, in square order from a1, with the pieces of both
/// colours on each kind of line through it, in [`line_names`]' order (its rank, its
/// file, its diagonal rising to the right and its anti-diagonal on the square grids;
/// its row, its up-right and its up-left line on the hexagons): how far it moves along
/// each line.
pub fn line_counts<G: Geometry>(pos: &Position<G>) -> Vec<(String, Vec<u32>)> {
    let counts = |square| G::LINE_KINDS.iter().map(|&kind| u32::from(pos.line_count(square, kind))).collect();
    pos.pieces(pos.turn()).into_iter().map(|square| (square.to_string(), counts(square))).collect()
}

/// The names of the kinds of line of geometry `G`, as the rules crate's messages give
/// them, in [`line_counts`]' order.
pub fn line_names<G: Geometry>() -> Vec<&'static str> {
    G::LINE_KINDS.iter().map(|&kind| G::line_kind_name(kind)).collect()
}

/// The moves with which the opponent of the side to move would win at once if it were
/// its turn (the rules crate's `opponent_winning_moves`), in the crate's notation: a
/// slide onto a piece written as a capture (`c1xa3`).
pub fn opponent_winning_moves<G: Geometry>(pos: &Position<G>, rules: Rules) -> Vec<String> {
    // The opponent's slide captures a piece of the side to move.
    let text = |mv: Move<G::Square>| match mv {
        Move::Slide { from, to } if pos.piece_at(to) == Some(pos.turn()) => format!("{from}x{to}"),
        _ => mv.to_string(),
    };
    pos.opponent_winning_moves(rules).iter().map(|&mv| text(mv)).collect()
}

/// The crate's rule book, RULES.md (the text `rules_text` takes its sections from).
#[pyfunction]
pub fn rules_document() -> &'static str {
    RULES_MD
}
