//! [`Grid12Lines`]: the lines of each wide board, 9×9 to 12×12, as compile-time tables: a
//! number (id) for every line of the board, and for every square the line of each kind
//! through it and the square's place (digit) on it, so that a line's pieces are a few
//! bits of one word (see [`Grid12LineState`](crate::board::grid12::line_state::Grid12LineState)).

use core::ops::Range;

use crate::board::grid12::square::Square12;

/// Room for the line ids of every wide board: 12×12 has the most lines, 70 (12 ranks, 12
/// files, 23 diagonals, 23 anti-diagonals). A power of two, so that an id masked with
/// `LINE_SLOTS - 1` needs no bounds check.
pub(crate) const LINE_SLOTS: usize = 128;

/// Where a square lies on one of its lines: the line's id and the square's digit there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineSpot {
    /// The line's id, below [`Grid12Lines::count`].
    pub(crate) line: u8,
    /// The square's place on the line, from 0 at the line's first square.
    pub(crate) digit: u8,
}

/// The lines of one board size from 9×9 to 12×12: its ranks, then its files, its
/// diagonals (rising to the right) and its anti-diagonals (falling to the right), each
/// kind numbered on from the last. A line's digits run from its square on the lowest
/// file (the lowest rank, for a file) up: east along a rank, north along a file,
/// north-east along a diagonal, south-east along an anti-diagonal.
pub(crate) struct Grid12Lines {
    /// The number of lines, `6 × size − 2`.
    count: usize,
    /// `first_of_kind[kind]`: the id of the first line of `kind`, and the number of lines
    /// last.
    first_of_kind: [usize; 5],
    /// `spots[index][kind]`: the line of `kind` ([`LineKind`](crate::LineKind)'s order)
    /// through the square of `index` (`rank * 16 + file`) and its digit there; the spots
    /// of squares off the board are never asked for (256 of them, so that an index
    /// masked needs no bounds check).
    spots: [[LineSpot; 4]; 256],
    /// `squares[line][digit]`: the index of the square at `digit` on `line`.
    squares: [[u8; 16]; LINE_SLOTS],
    /// `beyond[line]`: the digit bits past the line's last square, up to bit 31.
    beyond: [u32; LINE_SLOTS],
}

/// The lines of the four board sizes, 9×9 first.
static WIDE_LINES: [Grid12Lines; 4] = [lines_of(9), lines_of(10), lines_of(11), lines_of(12)];

impl Grid12Lines {
    /// The lines of the board with `size` squares a side, from 9 to 12 (any other size
    /// reads those of the size with the same two low bits).
    #[inline(always)]
    pub(crate) fn of_size(size: u8) -> &'static Grid12Lines {
        &WIDE_LINES[usize::from(size.wrapping_sub(9)) & 3]
    }

    /// The number of lines of the board.
    #[inline(always)]
    pub(crate) const fn count(&self) -> usize {
        self.count
    }

    /// The ids of the lines of `kind` ([`LineKind`](crate::LineKind)'s order).
    #[inline(always)]
    pub(crate) fn of_kind(&self, kind: usize) -> Range<usize> {
        self.first_of_kind[kind & 3]..self.first_of_kind[(kind & 3) + 1]
    }

    /// The four lines through `square` (on the board), by kind, with its digit on each.
    #[inline(always)]
    pub(crate) fn spots(&self, square: Square12) -> &[LineSpot; 4] {
        &self.spots[square.index() & 255]
    }

    /// The square at `digit` (below the line's length) on `line`.
    #[inline(always)]
    pub(crate) fn square(&self, line: usize, digit: u32) -> Square12 {
        Square12::from_index(usize::from(self.squares[line & (LINE_SLOTS - 1)][digit as usize & 15]))
    }

    /// The digit bits past the end of `line` (up to bit 31): where a slide along it
    /// would leave the board.
    #[inline(always)]
    pub(crate) fn beyond(&self, line: usize) -> u32 {
        self.beyond[line & (LINE_SLOTS - 1)]
    }
}

/// The tables of [`Grid12Lines`] for the board with `size` squares a side, at compile time.
const fn lines_of(size: usize) -> Grid12Lines {
    let mut lines = Grid12Lines {
        count: 0,
        first_of_kind: [0; 5],
        spots: [[LineSpot { line: 0, digit: 0 }; 4]; 256],
        squares: [[0; 16]; LINE_SLOTS],
        beyond: [0; LINE_SLOTS],
    };
    let last = size as i32 - 1;
    let mut kind = 0;
    while kind < 4 {
        lines.first_of_kind[kind] = lines.count;
        // Ranks and files by number; diagonals by file minus rank, anti-diagonals by file
        // plus rank, from the lowest.
        let of_kind = if kind < 2 { size as i32 } else { 2 * size as i32 - 1 };
        let mut number = 0;
        while number < of_kind {
            let ((mut file, mut rank), rank_step) = match kind {
                0 => ((0, number), 0),
                1 => ((number, 0), 1),
                2 => ((max(number - last, 0), max(last - number, 0)), 1),
                _ => ((max(number - last, 0), number - max(number - last, 0)), -1),
            };
            let file_step = if kind == 1 { 0 } else { 1 };
            let id = lines.count;
            let mut digit = 0;
            while file >= 0 && file <= last && rank >= 0 && rank <= last {
                let index = (rank * 16 + file) as usize;
                lines.spots[index][kind] = LineSpot { line: id as u8, digit: digit as u8 };
                lines.squares[id][digit] = index as u8;
                digit += 1;
                file += file_step;
                rank += rank_step;
            }
            lines.beyond[id] = !((1u32 << digit) - 1);
            lines.count += 1;
            number += 1;
        }
        kind += 1;
    }
    lines.first_of_kind[4] = lines.count;
    lines
}

/// The larger of two numbers, at compile time.
const fn max(a: i32, b: i32) -> i32 {
    if a > b { a } else { b }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::geometry::Geometry;
    use crate::board::grid12::{Bitboard12, Grid12};
    use crate::board::square_grid::lines::LineKind;

    #[test]
    fn every_square_of_a_line_is_on_it_in_digit_order() {
        for size in 9..=12u8 {
            let lines = Grid12Lines::of_size(size);
            assert_eq!(lines.count(), 6 * usize::from(size) - 2);
            let board = Bitboard12::board_of_size(size);
            let mut on_lines = [0usize; LINE_SLOTS];
            for square in board {
                for (kind, spot) in LineKind::ALL.into_iter().zip(lines.spots(square)) {
                    let line = usize::from(spot.line);
                    assert!(line < lines.count());
                    assert_eq!(lines.square(line, u32::from(spot.digit)), square, "{square} {kind:?}");
                    on_lines[line] += 1;
                    // The line's squares are the whole line of that kind on the board.
                    let whole = Grid12::line(kind, square) & board;
                    let length = lines.beyond(line).count_zeros() as usize;
                    assert_eq!(whole.count(), length, "{square} {kind:?}");
                    let listed: Bitboard12 = (0..length as u32).map(|digit| lines.square(line, digit)).collect();
                    assert_eq!(listed, whole);
                }
            }
            // Each line's squares are counted once for it, and the lines come kind by kind.
            for (kind, of_kind) in LineKind::ALL.into_iter().zip([size, size, 2 * size - 1, 2 * size - 1]) {
                let ids = lines.of_kind(kind as usize);
                assert_eq!(ids.len(), usize::from(of_kind));
                for line in ids {
                    let first = lines.square(line, 0);
                    assert_eq!(lines.spots(first)[kind as usize].line as usize, line);
                }
            }
            assert_eq!(lines.of_kind(3).end, lines.count());
            for (line, &squares) in on_lines[..lines.count()].iter().enumerate() {
                assert_eq!(squares as u32, lines.beyond(line).trailing_zeros(), "{size} {line}");
            }
        }
    }
}
