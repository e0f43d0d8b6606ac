//! What a player sees: OpenSpiel's observation tensor and string, for every board.

use lines_of_action::{Color, Position, Square};

/// The planes of the observation tensor of `pos`: black, white, empty, and for a
/// board with holes (Cheshire Cat) a fourth plane of holes.
pub fn planes(pos: &Position) -> usize {
    if pos.family().has_holes() { 4 } else { 3 }
}

/// Writes the observation tensor of `pos` into `out` (`planes × N × N` values, zeroed
/// here): plane 0 Black's pieces, 1 White's, 2 the empty squares (holes excluded), 3
/// the holes; cell `rank · N + file`, a1 first.
pub fn write_tensor(pos: &Position, out: &mut [f32]) {
    let size = usize::from(pos.board_size());
    let cells = size * size;
    out.fill(0.0);
    let empty = pos.board() & !pos.occupied() & !pos.holes();
    let planes = [pos.pieces(Color::Black), pos.pieces(Color::White), empty, pos.holes()];
    for (plane, squares) in planes.into_iter().enumerate() {
        for square in squares {
            out[plane * cells + square.rank().index() * size + square.file().index()] = 1.0;
        }
    }
}

/// The board as OpenSpiel writes it: ranks from the top, `x` Black, `o` White, `.`
/// empty (and `#` a hole), then the files' letters and the player to move.
pub fn board_string(pos: &Position, terminal: bool) -> String {
    let size = usize::from(pos.board_size());
    let mut text = String::with_capacity((size + 2) * (size + 2) + 32);
    for rank in (0..size).rev() {
        text.push(char::from(b'1' + rank as u8));
        for file in 0..size {
            let square = Square::try_from_index(rank * 8 + file).unwrap_or(Square::A1);
            text.push(match pos.piece_at(square) {
                Some(Color::Black) => 'x',
                Some(Color::White) => 'o',
                None if pos.holes().contains(square) => '#',
                None => '.',
            });
        }
        text.push('\n');
    }
    text.push(' ');
    text.extend((0..size).map(|file| char::from(b'a' + file as u8)));
    text.push_str("\n\n\nCurrent player: ");
    text.push_str(match (terminal, pos.turn()) {
        (true, _) => "none (terminal)",
        (false, Color::Black) => "x",
        (false, Color::White) => "o",
    });
    text
}
