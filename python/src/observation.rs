//! What a player sees: OpenSpiel's observation tensor and string, for every board.

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
