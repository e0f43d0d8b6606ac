//! Per-line move tables: every slide along a line depends only on what stands on
//! that line, so one lookup answers for all the pieces on it.
//!
//! The board has 46 lines (8 ranks, 8 files, 15 diagonals, 15 anti-diagonals).
//! The pieces on a line of length `L` are read as a *pattern*: one base-3 digit per
//! square, 0 empty, 1 black, 2 white, the square with the lowest file (the lowest
//! rank, for a file) as the lowest digit. A pattern's *index* adds the offset of its
//! length, so that one table serves lines of every length: 3¹ + 3² + … + 3⁸ = 9,840
//! entries. For each index the tables give, for both colours at once, how many
//! slides the line allows and which pieces may slide forward (towards higher
//! digits) or backward.
//!
//! Reading a line's bits out of a bitboard is a mask, a multiplication and a shift
//! ([`LineGeometry::bits`]); the base-3 index of two bit patterns is two lookups in
//! a 256-entry table.

use crate::board::color::Color;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::square::Square;

/// The number of lines on the board.
pub(crate) const NUM_LINES: usize = 46;

/// The number of line patterns of all lengths from 1 to 8.
const NUM_PATTERNS: usize = 9840;

/// Where the patterns of each length start: `PATTERN_OFFSET[len]`.
const PATTERN_OFFSET: [u16; 9] = {
    let mut offsets = [0u16; 9];
    let mut len = 1;
    let mut next = 0u32;
    while len <= 8 {
        offsets[len] = next as u16;
        next += 3u32.pow(len as u32);
        len += 1;
    }
    offsets
};

/// `BASE3[bits]`: the 8-bit pattern `bits` read as base-3 digits 0 and 1.
const BASE3: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut value = 0u16;
        let mut digit = 7i32;
        while digit >= 0 {
            value = value * 3 + ((bits >> digit) & 1) as u16;
            digit -= 1;
        }
        table[bits] = value;
        bits += 1;
    }
    table
};

/// How to read one line out of a bitboard, and which squares it has.
#[derive(Copy, Clone, Debug)]
pub(crate) struct LineGeometry {
    mask: u64,
    magic: u64,
    shift: u8,
    /// Where the patterns of this line's length start in the tables.
    pub(crate) offset: u16,
    /// The square of each digit, lowest digit first.
    squares: [u8; 8],
    /// The file of the first digit's square (0 for a file, whose digits are ranks).
    first_file: u8,
    /// Whether the line is a file (its digits are ranks, not files).
    is_file: bool,
}

/// `FILE_SQUARES[digits]`: the squares of the `a` file whose ranks are the bits of `digits`.
const FILE_SQUARES: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut digits = 0;
    while digits < 256 {
        let mut rank = 0;
        while rank < 8 {
            table[digits] |= ((digits >> rank) & 1) as u64 * (1 << (8 * rank));
            rank += 1;
        }
        digits += 1;
    }
    table
};

impl LineGeometry {
    /// The line's squares of `board`, as bits 0..len, lowest digit first.
    #[inline(always)]
    pub(crate) const fn bits(&self, board: Bitboard) -> usize {
        ((board.0 & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }

    /// The square of `digit` (below `len`).
    #[inline(always)]
    pub(crate) const fn square(&self, digit: usize) -> Square {
        Square::from_index_masked(self.squares[digit & 7] as usize)
    }

    /// The squares of the digits set in `digits` (bits 0–7), without a loop: a file's
    /// ranks from a table, any other line's digits, which are its files, copied into
    /// every rank and kept where the line is.
    #[inline(always)]
    pub(crate) const fn squares_of(&self, digits: u16) -> Bitboard {
        let digits = (digits & 0xff) as u64;
        Bitboard(if self.is_file {
            FILE_SQUARES[digits as usize] << self.shift_to_file()
        } else {
            (digits << self.first_file).wrapping_mul(0x0101_0101_0101_0101) & self.mask
        })
    }

    /// A file's file index (the square of its first digit).
    #[inline(always)]
    const fn shift_to_file(&self) -> u32 {
        self.squares[0] as u32 & 7
    }

    /// The pattern index for the line's black and white bits (see [`bits`](Self::bits)).
    #[inline(always)]
    pub(crate) const fn index_of_bits(&self, black_bits: usize, white_bits: usize) -> usize {
        self.offset as usize + BASE3[black_bits & 255] as usize + 2 * BASE3[white_bits & 255] as usize
    }
}

/// The lines of a square board of one size (5 to 8 squares a side, in the lower-left
/// corner of the 8×8 bitboard), each line as long as the board lets it be, so that the
/// pattern tables answer for it without a landing filter: their geometry, and for each
/// square the lines through it and its digit on each.
pub(crate) struct BoardLines {
    /// The geometry of each line by id: for a board of side `n`, ranks `0..n`, files
    /// `n..2n`, diagonals (rising to the right) by `file − rank + n − 1` after them,
    /// then anti-diagonals by `file + rank`. Ids from [`count`](Self::count) on are unused.
    pub(crate) lines: [LineGeometry; NUM_LINES],
    /// The number of lines: `6n − 2`.
    pub(crate) count: usize,
    /// `through[square]`: the ids of its rank, file, diagonal and anti-diagonal (0 for
    /// a square off the board).
    pub(crate) through: [[u8; 4]; 64],
    /// `digit[square][kind]`: the square's digit on its line of that kind, by
    /// [`LineKind`](crate::LineKind) order.
    pub(crate) digit: [[u8; 4]; 64],
    /// `digit_weight[square][kind]`: 3 to the power of the square's digit on its line
    /// of that kind: what a piece of Black (once) or White (twice) on that square adds
    /// to the line's pattern index.
    pub(crate) digit_weight: [[u16; 4]; 64],
}

/// The lines of the board with `size` squares a side (5 to 8).
const fn board_lines(size: usize) -> BoardLines {
    let count = 6 * size - 2;
    let no_line =
        LineGeometry { mask: 0, magic: 0, shift: 0, offset: 0, squares: [0; 8], first_file: 0, is_file: false };
    let mut board = BoardLines {
        lines: [no_line; NUM_LINES],
        count,
        through: [[0; 4]; 64],
        digit: [[0; 4]; 64],
        digit_weight: [[0; 4]; 64],
    };
    let (first_file, first_diagonal, first_anti_diagonal) = (size, 2 * size, 4 * size - 1);
    let mut id = 0;
    while id < count {
        let kind = if id < first_file {
            0
        } else if id < first_diagonal {
            1
        } else if id < first_anti_diagonal {
            2
        } else {
            3
        };
        // Collect the squares in digit order: by rank along a file, by file along any other line.
        let mut squares = [0u8; 8];
        let mut mask = 0u64;
        let mut len = 0;
        let mut order = 0;
        while order < 64 {
            let sq = if kind == 1 { order } else { (order % 8) * 8 + order / 8 };
            let (file, rank) = (sq % 8, sq / 8);
            let on_line = file < size
                && rank < size
                && match kind {
                    0 => rank == id,
                    1 => file == id - first_file,
                    2 => file + size - 1 - rank == id - first_diagonal,
                    _ => file + rank == id - first_anti_diagonal,
                };
            if on_line {
                squares[len] = sq as u8;
                mask |= 1 << sq;
                board.through[sq][kind] = id as u8;
                board.digit[sq][kind] = len as u8;
                board.digit_weight[sq][kind] = 3u16.pow(len as u32);
                len += 1;
            }
            order += 1;
        }
        // Ranks: a plain shift. Files: the magic gathers a file into the top byte.
        // Diagonals: multiplying by 0x0101… folds the bytes into the top one, each
        // square at its file's bit; the shift then drops the files left of the line.
        let (magic, shift) = if kind == 0 {
            (1u64, (id * 8) as u8)
        } else if kind == 1 {
            let f = (id - first_file) as u32;
            let mut magic = 0u64;
            let mut k = 0u32;
            while k < 8 {
                magic |= 1 << (56 - f - 7 * k);
                k += 1;
            }
            (magic, 56)
        } else {
            (0x0101_0101_0101_0101, 56 + (squares[0] % 8))
        };
        board.lines[id] = LineGeometry {
            mask,
            magic,
            shift,
            offset: PATTERN_OFFSET[len],
            squares,
            first_file: if kind == 1 { 0 } else { squares[0] % 8 },
            is_file: kind == 1,
        };
        id += 1;
    }
    board
}

/// The board sizes the line tables serve: 5 to 8 squares a side.
pub(crate) const BOARD_SIZES: core::ops::RangeInclusive<u8> = 5..=8;

/// The lines of the 5×5 board.
static BOARD_LINES_5: BoardLines = board_lines(5);
/// The lines of the 6×6 board.
static BOARD_LINES_6: BoardLines = board_lines(6);
/// The lines of the 7×7 board.
static BOARD_LINES_7: BoardLines = board_lines(7);
/// The lines of the 8×8 board.
static BOARD_LINES_8: BoardLines = board_lines(8);

/// The lines of the board with `size` squares a side (5, 6, 7; any other size reads as 8).
#[inline(always)]
pub(crate) const fn board_lines_of(size: usize) -> &'static BoardLines {
    match size {
        5 => &BOARD_LINES_5,
        6 => &BOARD_LINES_6,
        7 => &BOARD_LINES_7,
        _ => &BOARD_LINES_8,
    }
}

/// The geometry of every line of the 8×8 board: ranks 0–7, files 8–15, diagonals
/// (rising to the right) 16–30 by `file − rank + 7`, anti-diagonals 31–45 by `file + rank`.
pub(crate) const LINES: [LineGeometry; NUM_LINES] = board_lines(8).lines;

/// `LINES_THROUGH[square]`: the ids of its rank, file, diagonal and anti-diagonal on the 8×8 board.
pub(crate) const LINES_THROUGH: [[u8; 4]; 64] = board_lines(8).through;

/// `DIGIT[square][kind]`: the square's digit on its 8×8 line of that kind, by
/// [`LineKind`](crate::LineKind) order.
pub(crate) const DIGIT: [[u8; 4]; 64] = board_lines(8).digit;

/// `DIGIT_WEIGHT[square][kind]`: 3 to the power of the square's digit on its 8×8 line
/// of that kind (see [`BoardLines::digit_weight`]).
pub(crate) const DIGIT_WEIGHT: [[u16; 4]; 64] = board_lines(8).digit_weight;

/// What one pattern allows: per colour, the pieces (as digit bits) that may slide
/// forward and backward.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct LineMoves {
    /// `[black, white]` pieces that may slide towards higher digits.
    forward: [u8; 2],
    /// `[black, white]` pieces that may slide towards lower digits.
    backward: [u8; 2],
    /// The distance every slide along this line goes: the pieces on it.
    distance: u8,
}

/// The moves of one pattern, worked out square by square.
const fn line_moves(digits: &[u8; 8], len: usize) -> LineMoves {
    let mut distance = 0;
    let mut i = 0;
    while i < len {
        if digits[i] != 0 {
            distance += 1;
        }
        i += 1;
    }
    let mut moves = LineMoves { forward: [0; 2], backward: [0; 2], distance };
    let mut from = 0;
    while from < len {
        let mover = digits[from];
        if mover != 0 {
            let colour = (mover - 1) as usize;
            let enemy = 3 - mover;
            // Forward.
            let to = from + distance as usize;
            if to < len && digits[to] != mover {
                let mut clear = true;
                let mut k = from + 1;
                while k < to {
                    clear &= digits[k] != enemy;
                    k += 1;
                }
                if clear {
                    moves.forward[colour] |= 1 << from;
                }
            }
            // Backward.
            if from >= distance as usize {
                let to = from - distance as usize;
                if digits[to] != mover {
                    let mut clear = true;
                    let mut k = to + 1;
                    while k < from {
                        clear &= digits[k] != enemy;
                        k += 1;
                    }
                    if clear {
                        moves.backward[colour] |= 1 << from;
                    }
                }
            }
        }
        from += 1;
    }
    moves
}

/// The moves of every pattern, by index, worked out at compile time.
const fn all_line_moves() -> [LineMoves; NUM_PATTERNS] {
    let mut table = [LineMoves { forward: [0; 2], backward: [0; 2], distance: 0 }; NUM_PATTERNS];
    let mut len = 1;
    while len <= 8 {
        let count = 3usize.pow(len as u32);
        let mut value = 0;
        while value < count {
            let mut digits = [0u8; 8];
            let mut rest = value;
            let mut i = 0;
            while i < len {
                digits[i] = (rest % 3) as u8;
                rest /= 3;
                i += 1;
            }
            table[PATTERN_OFFSET[len] as usize + value] = line_moves(&digits, len);
            value += 1;
        }
        len += 1;
    }
    table
}

/// `SLIDES[color][index]`: the pieces of `color` (as digit bits) that may slide
/// forward, in the low byte, and backward, in the high byte. One table per colour
/// keeps what move generation touches to 20 KB.
/// Padded to a power of two, so that a masked index needs no bounds check.
pub(crate) static SLIDES: [[u16; 16384]; 2] = {
    let moves = all_line_moves();
    let mut table = [[0u16; 16384]; 2];
    let mut i = 0;
    while i < NUM_PATTERNS {
        let mut color = 0;
        while color < 2 {
            table[color][i] = moves[i].forward[color] as u16 | (moves[i].backward[color] as u16) << 8;
            color += 1;
        }
        i += 1;
    }
    table
};

/// `SLIDE_COUNTS[index]`: Black's slides along the line in the low byte, White's in
/// the high byte. Padded to a power of two, so that a masked index needs no bounds check.
pub(crate) static SLIDE_COUNTS: [u16; 16384] = {
    let moves = all_line_moves();
    let mut table = [0u16; 16384];
    let mut i = 0;
    while i < NUM_PATTERNS {
        let m = moves[i];
        let black = m.forward[0].count_ones() + m.backward[0].count_ones();
        let white = m.forward[1].count_ones() + m.backward[1].count_ones();
        table[i] = (black | white << 8) as u16;
        i += 1;
    }
    table
};

/// Where the patterns of full-length lines (ranks, files and the two long diagonals) start.
pub(crate) const FULL_LINE_OFFSET: usize = PATTERN_OFFSET[8] as usize;

/// The pattern index of a line at `offset` holding the mover's `own_bits` and the
/// other side's `enemy_bits`, for a mover of `color` (Black's digit is 1, White's 2).
#[inline(always)]
pub(crate) const fn index_for_mover(offset: usize, color: Color, own_bits: usize, enemy_bits: usize) -> usize {
    let (own, enemy) = (BASE3[own_bits & 255] as usize, BASE3[enemy_bits & 255] as usize);
    offset + (own << color as usize) + (enemy << (1 - color as usize))
}

/// The bits of rank `rank` of `board`, file a first.
#[inline(always)]
pub(crate) const fn rank_bits(board: Bitboard, rank: usize) -> usize {
    (board.0 >> (8 * rank)) as usize & 255
}

/// The bits of file `file` of `board`, rank 1 first.
#[inline(always)]
pub(crate) const fn file_bits(board: Bitboard, file: usize) -> usize {
    // Gathers a1, a2, … a8 (shifted from `file`) into the top byte, in rank order.
    const GATHER: u64 = 0x0102_0408_1020_4080;
    (((board.0 >> file) & 0x0101_0101_0101_0101).wrapping_mul(GATHER) >> 56) as usize
}

/// The index of the square of digit `digit` (0–7) on rank `rank`.
#[inline(always)]
pub(crate) const fn square_on_rank(rank: usize, digit: usize) -> usize {
    rank * 8 + digit
}

/// The index of the square of digit `digit` (0–7, its rank) on file `file`.
#[inline(always)]
pub(crate) const fn square_on_file(file: usize, digit: usize) -> usize {
    digit * 8 + file
}

/// The first line id that is a diagonal (after 8 ranks and 8 files).
pub(crate) const FIRST_DIAGONAL: usize = 16;

/// Calls `visit(from, to)` for each slide of one line's [`SLIDES`] `entry` (forward
/// digits in the low byte, backward in the high one), `distance` squares long, with
/// `square` turning a digit of the line (0–7) into its square's index.
#[inline(always)]
pub(crate) fn visit_line_slides(
    entry: u16,
    distance: usize,
    square: &dyn Fn(usize) -> usize,
    visit: &mut impl FnMut(Square, Square),
) {
    let at = |digit: usize| Square::from_index_masked(square(digit & 7));
    let mut forward = entry & 0xff;
    while forward != 0 {
        let digit = forward.trailing_zeros() as usize;
        forward &= forward - 1;
        visit(at(digit), at(digit + distance));
    }
    let mut backward = entry >> 8;
    while backward != 0 {
        let digit = backward.trailing_zeros() as usize;
        backward &= backward - 1;
        visit(at(digit), at(digit.wrapping_sub(distance)));
    }
}

/// `PIECES_ON[bits]`: how many pieces a line's bits hold, the distance of its slides.
pub(crate) const PIECES_ON: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut bits = 0;
    while bits < 256 {
        table[bits] = (bits as u32).count_ones() as u8;
        bits += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    impl LineGeometry {
        /// The line's pattern index for the given black and white pieces.
        fn index(&self, black: u64, white: u64) -> usize {
            self.index_of_bits(self.bits(Bitboard(black)), self.bits(Bitboard(white)))
        }
    }

    #[test]
    fn every_square_is_read_from_its_digit() {
        for size in BOARD_SIZES.map(usize::from) {
            let board = board_lines_of(size);
            for line in &board.lines[..board.count] {
                check_digits(line, size);
            }
        }
    }

    #[test]
    fn each_board_size_has_its_own_lines_through_every_square() {
        for size in BOARD_SIZES.map(usize::from) {
            let board = board_lines_of(size);
            assert_eq!(board.count, 6 * size - 2);
            let on_board = |sq: usize| sq % 8 < size && sq / 8 < size;
            let mut covered = [0u32; 64];
            for (id, line) in board.lines[..board.count].iter().enumerate() {
                for sq in (0..64).filter(|&sq| line.mask & 1 << sq != 0) {
                    assert!(on_board(sq), "size {size} line {id} holds {sq}");
                    covered[sq] += 1;
                }
            }
            for sq in (0..64).filter(|&sq| on_board(sq)) {
                // Four lines through every square of the board, each holding it at its digit.
                assert_eq!(covered[sq], 4, "size {size} square {sq}");
                for kind in 0..4 {
                    let line = &board.lines[usize::from(board.through[sq][kind])];
                    let digit = usize::from(board.digit[sq][kind]);
                    assert_eq!(usize::from(line.squares[digit]), sq);
                    assert_eq!(board.digit_weight[sq][kind], 3u16.pow(digit as u32));
                }
                // A line is as long as the board lets it be: a rank and a file have `size` squares.
                assert_eq!(board.lines[usize::from(board.through[sq][0])].mask.count_ones() as usize, size);
                assert_eq!(board.lines[usize::from(board.through[sq][1])].mask.count_ones() as usize, size);
            }
        }
        // The 8×8 board's are the tables the standard game reads.
        let standard = board_lines_of(8);
        assert_eq!((standard.through, standard.digit, standard.digit_weight), (LINES_THROUGH, DIGIT, DIGIT_WEIGHT));
    }

    fn check_digits(line: &LineGeometry, size: usize) {
        {
            let len = line.mask.count_ones();
            let mut seen = 0;
            for digit in 0..len as usize {
                let square = line.squares[digit];
                assert_eq!(line.bits(Bitboard(1 << square)), 1 << digit, "size {size} {line:?} digit {digit}");
                assert_eq!(line.squares_of(1 << digit), Bitboard(1 << square), "size {size} {line:?} digit {digit}");
                seen |= 1u64 << square;
            }
            assert_eq!(seen, line.mask, "size {size} {line:?}");
            assert_eq!(line.squares_of((1 << len) - 1), Bitboard(line.mask));
            // Every subset of the line reads back bit for bit, whatever else is on the board.
            for subset in 0u32..1 << len {
                let mut board = !line.mask & 0x5a5a_a5a5_3c3c_c3c3;
                for digit in 0..len as usize {
                    if subset >> digit & 1 == 1 {
                        board |= 1 << line.squares[digit];
                    }
                }
                assert_eq!(line.bits(Bitboard(board)), subset as usize, "size {size} {line:?} subset {subset:b}");
            }
        }
    }

    #[test]
    fn digit_weights_move_a_pattern_index_as_a_piece_does() {
        // Adding a black piece adds its weight once, a white piece twice.
        let (black, white) = (0x0000_1008_0400_2201u64, 0x2000_0040_0010_8000u64);
        for sq in 0..64usize {
            if (black | white) & 1 << sq != 0 {
                continue;
            }
            for kind in 0..4 {
                let line = &LINES[LINES_THROUGH[sq][kind] as usize];
                let weight = DIGIT_WEIGHT[sq][kind] as usize;
                assert_eq!(line.index(black | 1 << sq, white), line.index(black, white) + weight);
                assert_eq!(line.index(black, white | 1 << sq), line.index(black, white) + 2 * weight);
            }
        }
    }

    #[test]
    fn rank_and_file_shortcuts_read_as_the_lines_do() {
        let boards = [0x0123_4567_89ab_cdefu64, 0xfedc_ba98_7654_3210, !0, 0x8000_0000_0000_0001];
        for board in boards {
            for i in 0..8 {
                assert_eq!(rank_bits(Bitboard(board), i), LINES[i].bits(Bitboard(board)));
                assert_eq!(file_bits(Bitboard(board), i), LINES[8 + i].bits(Bitboard(board)));
            }
        }
        for (own, enemy) in [(0x7e, 0x8100), (0x81_0000, 0x7e)] {
            for color in [Color::Black, Color::White] {
                let (black, white) = if color == Color::Black { (own, enemy) } else { (enemy, own) };
                for line in &LINES {
                    let index = index_for_mover(
                        line.offset as usize,
                        color,
                        line.bits(Bitboard(own)),
                        line.bits(Bitboard(enemy)),
                    );
                    assert_eq!(index, line.index(black, white));
                }
            }
        }
    }

    #[test]
    fn lines_through_a_square_hold_it() {
        for (sq, lines) in LINES_THROUGH.iter().enumerate() {
            for &id in lines {
                assert!(LINES[id as usize].mask & 1 << sq != 0);
            }
        }
        let total: u32 = LINES.iter().map(|line| line.mask.count_ones()).sum();
        assert_eq!(total, 4 * 64);
    }

    #[test]
    fn a_rank_pattern_gives_its_moves() {
        // Rank 1 of the start: . b b b b b b . — six pieces, so a slide goes 6 squares:
        // only b1 → h1 and g1 → a1 stay on the board.
        let rank1 = &LINES[0];
        let index = rank1.index(0x7e, 0);
        assert_eq!(PIECES_ON[rank1.bits(Bitboard(0x7e))], 6);
        assert_eq!(SLIDES[0][index], 0b0100_0000 << 8 | 0b0000_0010);
        assert_eq!(SLIDES[1][index], 0);
        assert_eq!(SLIDE_COUNTS[index], 2);
    }
}
