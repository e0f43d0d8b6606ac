//! The slide readers of the boards up to 8×8: every slide of a side on the 8×8 grid,
//! line by line from the compile-time tables, kept to the squares a slide may land on.

use crate::board::color::Color;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::line_table::{
    FIRST_DIAGONAL, FULL_LINE_OFFSET, LINES, LineGeometry, PIECES_ON, SLIDES, file_bits, index_for_mover, rank_bits,
    square_on_file, square_on_rank, visit_line_slides,
};
use crate::board::grid8::square::Square;

/// Calls `visit(from, to)` for every slide of `color` (pieces `own`, the opponent's
/// `enemy`) on the 8×8 grid, line by line: ranks, files, diagonals, anti-diagonals,
/// keeping only slides into `landable` when `FILTER` is set. Lines without a piece of
/// `color` are skipped before any table is read. A hole or the edge of a small board
/// never stops a slide that gets past it — nothing stands there — and no slide comes
/// back onto a board it has left, so with the board's landable squares these are
/// exactly the variant's slides.
#[inline(always)]
pub(crate) fn visit_slides<const FILTER: bool>(
    own: Bitboard,
    enemy: Bitboard,
    color: Color,
    landable: Bitboard,
    mut visit: impl FnMut(Square, Square),
) {
    let slides = &SLIDES[color as usize];
    let mut line =
        |offset: usize, own_bits: usize, enemy_bits: usize, land_bits: usize, square: &dyn Fn(usize) -> usize| {
            if own_bits == 0 {
                return;
            }
            let index = index_for_mover(offset, color, own_bits, enemy_bits);
            let mut entry = slides[index & (slides.len() - 1)];
            let distance = PIECES_ON[(own_bits | enemy_bits) & 255] as usize;
            if FILTER {
                entry = landing_entry(entry, distance, land_bits);
            }
            visit_line_slides(entry, distance, square, &mut visit);
        };
    for rank in 0..8 {
        let land = if FILTER { rank_bits(landable, rank) } else { 0 };
        line(FULL_LINE_OFFSET, rank_bits(own, rank), rank_bits(enemy, rank), land, &|digit| {
            square_on_rank(rank, digit)
        });
    }
    for file in 0..8 {
        let land = if FILTER { file_bits(landable, file) } else { 0 };
        line(FULL_LINE_OFFSET, file_bits(own, file), file_bits(enemy, file), land, &|digit| {
            square_on_file(file, digit)
        });
    }
    for diagonal in &LINES[FIRST_DIAGONAL..] {
        let square = |digit: usize| diagonal.square(digit) as usize;
        let land = if FILTER { diagonal.bits(landable) } else { 0 };
        line(diagonal.offset as usize, diagonal.bits(own), diagonal.bits(enemy), land, &square);
    }
}

/// The slide entry of `color` (with pieces `own`, the opponent's `enemy`) on `line`,
/// kept to the slides that land in `landable`: 0 if `color` has no piece there.
#[inline(always)]
pub(crate) fn line_landing_entry(
    line: &LineGeometry,
    color: Color,
    own: Bitboard,
    enemy: Bitboard,
    landable: Bitboard,
) -> u16 {
    let own_bits = line.bits(own);
    if own_bits == 0 {
        return 0;
    }
    let enemy_bits = line.bits(enemy);
    let slides = &SLIDES[color as usize];
    let index = index_for_mover(line.offset as usize, color, own_bits, enemy_bits);
    let distance = PIECES_ON[(own_bits | enemy_bits) & 255] as usize;
    landing_entry(slides[index & (slides.len() - 1)], distance, line.bits(landable))
}

/// `entry` kept to the slides whose targets lie in `land_bits` (the line's landable
/// squares as digit bits), the slides going `distance` digits.
#[inline(always)]
pub(crate) const fn landing_entry(entry: u16, distance: usize, land_bits: usize) -> u16 {
    let forward_ok = (land_bits >> distance) as u16 & 0xff;
    let backward_ok = ((land_bits << distance) & 0xff) as u16;
    entry & (forward_ok | backward_ok << 8)
}
