//! What a player sees: OpenSpiel's observation tensor and string, for every board.

use lines_of_action::{Color, Position, Square};

/// The planes of the observation tensor of `pos`: black, white, empty, and for a
/// board with holes (Cheshire Cat) a fourth plane of holes.
pub fn planes(pos: &Position) -> usize {
    if pos.family().has_holes() { 4 } else { 3 }
}

/// Each byte's eight bits as eight floats, 1.0 for a set bit, the lowest bit first.
static BYTE_CELLS: [[f32; 8]; 256] = {
    let mut table = [[0.0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][bit] = 1.0;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// Writes the observation tensor of `pos` into `out` (`planes × N × N` values, every
/// one written): plane 0 Black's pieces, 1 White's, 2 the empty squares (holes
/// excluded), 3 the holes; cell `rank · N + file`, a1 first.
pub fn write_tensor(pos: &Position, out: &mut [f32]) {
    let empty = pos.board() & !pos.occupied() & !pos.holes();
    let planes = [pos.pieces(Color::Black), pos.pieces(Color::White), empty, pos.holes()].map(u64::from);
    match pos.board_size() {
        5 => write_planes::<5>(&planes, out),
        6 => write_planes::<6>(&planes, out),
        7 => write_planes::<7>(&planes, out),
        _ => write_planes::<8>(&planes, out),
    }
}

/// Writes each of `planes`, bitboards with eight squares a rank, as `SIZE × SIZE`
/// floats, a rank at a time from [`BYTE_CELLS`], for as many planes as `out` holds.
fn write_planes<const SIZE: usize>(planes: &[u64], out: &mut [f32]) {
    for (&plane, cells) in planes.iter().zip(out.chunks_exact_mut(SIZE * SIZE)) {
        for (rank, row) in cells.chunks_exact_mut(SIZE).enumerate() {
            let byte = (plane >> (8 * rank)) as u8;
            row.copy_from_slice(&BYTE_CELLS[usize::from(byte)][..SIZE]);
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
