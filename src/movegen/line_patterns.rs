//! [`LinePatterns`]: the pattern index of every line of one position, from which
//! its slides are listed or counted, and the counts after a move worked out by
//! changing only the lines the move touched; [`PlayoutLines`], the lines a playout
//! keeps move by move with each colour's slides on each, and the k-th slide found from them.

use crate::board::color::Color;
use crate::board::line_table::{
    BoardLines, LineGeometry, PIECES_ON, SLIDE_COUNTS, SLIDES, board_lines_of, visit_line_slides,
};
use crate::board::square::Square;

/// The pattern index of each line of a position on the board with `SIZE` squares a
/// side (46 lines on 8×8), the pieces on each, and both colours' slides. Each line is
/// read as long as the board is, so the tables' slides are the board's.
#[derive(Clone)]
pub(crate) struct LinePatterns<const SIZE: usize = 8> {
    /// By line id; 64 entries, so that an id masked with 63 needs no bounds check.
    index: [u16; 64],
    /// By line id: the number of pieces on the line, the distance of its slides.
    pieces: [u8; 64],
    /// Black's slides in the low byte, White's in the next (see [`count_of`]).
    slides: u32,
}

/// The slides of `color` in a packed pair of counts.
#[inline(always)]
pub(crate) const fn count_of(pair: u32, color: Color) -> u32 {
    (pair >> (8 * color as u32)) & 0xff
}

#[inline(always)]
fn slides_of(index: i32) -> u32 {
    u32::from(SLIDE_COUNTS[index as usize & (SLIDE_COUNTS.len() - 1)])
}

impl<const SIZE: usize> LinePatterns<SIZE> {
    /// The lines of the board.
    const BOARD: &'static BoardLines = board_lines_of(SIZE);

    /// The patterns of the board with these black and white pieces.
    #[inline]
    pub(crate) fn of(black: u64, white: u64) -> Self {
        let mut patterns = LinePatterns { index: [0; 64], pieces: [0; 64], slides: 0 };
        for (id, line) in Self::BOARD.lines[..Self::BOARD.count].iter().enumerate() {
            let (black_bits, white_bits) = (line.bits(black), line.bits(white));
            let index = line.index_of_bits(black_bits, white_bits);
            patterns.index[id] = index as u16;
            patterns.pieces[id] = PIECES_ON[(black_bits | white_bits) & 255];
            patterns.slides += u32::from(SLIDE_COUNTS[index]);
        }
        patterns
    }

    /// Both colours' slides on the board with these black and white pieces, packed as
    /// [`count_of`] reads them: [`LinePatterns::of`]'s sum, with nothing stored.
    #[inline]
    pub(crate) fn slide_counts(black: u64, white: u64) -> u32 {
        Self::BOARD.lines[..Self::BOARD.count]
            .iter()
            .map(|line| u32::from(SLIDE_COUNTS[line.index_of_bits(line.bits(black), line.bits(white))]))
            .sum()
    }

    /// The number of slides `color` has on this board.
    #[inline(always)]
    pub(crate) const fn slides(&self, color: Color) -> u32 {
        count_of(self.slides, color)
    }

    /// The number of lines on which `color` has at least one slide.
    #[inline]
    pub(crate) fn lines_with_slides(&self, color: Color) -> usize {
        let slides_on = |index: &u16| count_of(u32::from(SLIDE_COUNTS[usize::from(*index)]), color);
        self.index[..Self::BOARD.count].iter().filter(|index| slides_on(index) != 0).count()
    }

    /// Calls `visit(from, to)` for every slide `color` has on this board, line by line
    /// as [`Position::for_each_slide`](crate::Position) lists them, from the patterns
    /// already worked out rather than reading the lines out of the bitboards again.
    #[inline(always)]
    pub(crate) fn for_each_slide(&self, color: Color, mut visit: impl FnMut(Square, Square)) {
        let slides = &SLIDES[color as usize];
        for (id, line) in Self::BOARD.lines[..Self::BOARD.count].iter().enumerate() {
            // A pattern index is the same for either mover (see `index_for_mover`).
            let entry = slides[usize::from(self.index[id]) & (slides.len() - 1)];
            if entry != 0 {
                visit_line_slides(
                    entry,
                    usize::from(self.pieces[id]),
                    &|digit| line.square(digit) as usize,
                    &mut visit,
                );
            }
        }
    }

    /// Both colours' slides, packed as [`count_of`] reads them, after `mover` slides
    /// `from` `to` (capturing if `captured`): only the lines through the two squares change.
    #[inline(always)]
    pub(crate) fn slides_after(&self, from: Square, to: Square, mover: Color, captured: bool) -> u32 {
        let (from, to) = (from as usize & 63, to as usize & 63);
        let (through, digit_weight) = (&Self::BOARD.through, &Self::BOARD.digit_weight);
        // A piece adds its digit weight once for Black and twice for White.
        let mover_digit = 1 + mover as i32;
        let landing = mover_digit - if captured { 2 - mover as i32 } else { 0 };
        let mut pair = self.slides;
        for kind in 0..4 {
            let (from_line, to_line) = (through[from][kind] as usize, through[to][kind] as usize);
            // On the move's own line both squares change; on the others, one each.
            let same_line = from_line == to_line;
            let arriving = landing * i32::from(digit_weight[to][kind]);
            let from_index = i32::from(self.index[from_line & 63]);
            let leaving = mover_digit * i32::from(digit_weight[from][kind]);
            let moved = from_index - leaving + if same_line { arriving } else { 0 };
            pair = pair.wrapping_add(slides_of(moved).wrapping_sub(slides_of(from_index)));
            let to_index = i32::from(self.index[to_line & 63]);
            let to_change = slides_of(to_index + arriving).wrapping_sub(slides_of(to_index));
            pair = pair.wrapping_add(to_change * u32::from(!same_line));
        }
        pair
    }

    /// Plays `mover`'s slide `from` `to` (capturing if `captured`) on the patterns, as
    /// perft's three-ply count changes a child's: only the lines through the two squares change.
    #[inline(always)]
    pub(crate) fn apply_slide(&mut self, from: Square, to: Square, mover: Color, captured: bool) {
        for_each_line_change(Self::BOARD, from, to, mover, captured, |id, index_change, pieces_change| {
            self.change_line(id, index_change, pieces_change);
        });
    }

    /// Adds `index_change` to line `id`'s pattern index and `pieces_change` to its pieces.
    #[inline(always)]
    fn change_line(&mut self, id: usize, index_change: i32, pieces_change: i32) {
        let before = i32::from(self.index[id & 63]);
        let after = before + index_change;
        self.slides = self.slides.wrapping_add(slides_of(after).wrapping_sub(slides_of(before)));
        self.index[id & 63] = after as u16;
        self.pieces[id & 63] = (i32::from(self.pieces[id & 63]) + pieces_change) as u8;
    }
}

/// Calls `change(line, index_change, pieces_change)` for the lines through `from` and
/// `to` on `board`, by kind, the origin's first, as `mover`'s slide `from` `to`
/// (capturing if `captured`) changes them: a piece adds its digit weight to a line's
/// pattern index once for Black and twice for White, a captured piece takes its own
/// away, and the line through both squares is changed twice.
#[inline(always)]
fn for_each_line_change(
    board: &BoardLines,
    from: Square,
    to: Square,
    mover: Color,
    captured: bool,
    mut change: impl FnMut(usize, i32, i32),
) {
    let (from, to) = (from as usize & 63, to as usize & 63);
    let (through, digit_weight) = (&board.through, &board.digit_weight);
    let mover_digit = 1 + mover as i32;
    let landing = mover_digit - if captured { 2 - mover as i32 } else { 0 };
    for kind in 0..4 {
        change(usize::from(through[from][kind]), -mover_digit * i32::from(digit_weight[from][kind]), -1);
        change(usize::from(through[to][kind]), landing * i32::from(digit_weight[to][kind]), i32::from(!captured));
    }
}

/// The lines of a position as a playout keeps them move by move: each line's pattern
/// index and pieces in one word, and each colour's slides on each line, one byte a line
/// and eight lines to a word (a side has at most 96 slides, 8 for each of its 12
/// pieces, so any sum of them fits a byte with its top bit clear): what
/// [`nth_slide`](Self::nth_slide) finds the k-th slide by and
/// [`slides`](Self::slides) sums. A move changes a word and two bytes on each line
/// through its two squares. Kept by the playouts, not by perft.
#[derive(Clone)]
pub(crate) struct PlayoutLines<const SIZE: usize> {
    /// By line id: the pattern index in the low 16 bits, the pieces on the line above them.
    lines: [u32; 64],
    /// By colour and line id: the colour's slides along the line.
    slides: [[u8; 64]; 2],
}

/// One in each byte: multiplying a word by it sums its bytes, each byte the sum of those up to it.
const BYTES: u64 = 0x0101_0101_0101_0101;

impl<const SIZE: usize> PlayoutLines<SIZE> {
    /// The lines of the board.
    const BOARD: &'static BoardLines = board_lines_of(SIZE);

    /// The words of eight lines that hold the board's lines.
    const WORDS: usize = Self::BOARD.count.div_ceil(8);

    /// The lines of these patterns.
    pub(crate) fn of(patterns: &LinePatterns<SIZE>) -> Self {
        let mut kept = PlayoutLines { lines: [0; 64], slides: [[0; 64]; 2] };
        for id in 0..Self::BOARD.count {
            let index = patterns.index[id];
            kept.lines[id] = u32::from(index) | u32::from(patterns.pieces[id]) << 16;
            kept.set_slides(id, slides_of(i32::from(index)));
        }
        kept
    }

    /// Stores line `id`'s slides, both colours' `pair` packed as [`count_of`] reads them.
    #[inline(always)]
    fn set_slides(&mut self, id: usize, pair: u32) {
        self.slides[0][id & 63] = count_of(pair, Color::Black) as u8;
        self.slides[1][id & 63] = count_of(pair, Color::White) as u8;
    }

    /// The slides of `color` on the eight lines of word `word`, one a byte, the first lowest.
    #[inline(always)]
    fn word(&self, color: Color, word: usize) -> u64 {
        let first = 8 * (word & 7);
        u64::from_le_bytes(self.slides[color as usize][first..first + 8].try_into().unwrap_or_default())
    }

    /// The number of slides `color` has: its words added byte by byte, then the bytes summed.
    #[inline(always)]
    pub(crate) fn slides(&self, color: Color) -> u32 {
        let sum = (0..Self::WORDS).fold(0u64, |sum, word| sum + self.word(color, word));
        (sum.wrapping_mul(BYTES) >> 56) as u32
    }

    /// Plays `mover`'s slide `from` `to` (capturing if `captured`): only the lines
    /// through the two squares change, the move's own line twice; a line's pieces count
    /// in the upper half of its word.
    #[inline(always)]
    pub(crate) fn apply_slide(&mut self, from: Square, to: Square, mover: Color, captured: bool) {
        for_each_line_change(Self::BOARD, from, to, mover, captured, |id, index_change, pieces_change| {
            self.change_line(id, index_change + (pieces_change << 16));
        });
    }

    /// Adds `change` to line `id`'s word (its pattern index, and its pieces above) and
    /// stores its slides.
    #[inline(always)]
    fn change_line(&mut self, id: usize, change: i32) {
        let id = id & 63;
        let word = self.lines[id].wrapping_add(change as u32);
        self.lines[id] = word;
        self.set_slides(id, slides_of(word as i32));
    }

    /// Calls `visit(from, to)` for every slide of `color`, in [`nth_slide`](Self::nth_slide)
    /// order, from the kept lines: eight lines' counts read at once, and only the lines
    /// with a slide of `color` looked at.
    #[inline(always)]
    pub(crate) fn for_each_slide(&self, color: Color, mut visit: impl FnMut(Square, Square)) {
        let slides = &SLIDES[color as usize];
        for word in 0..Self::WORDS {
            let mut with_slides = self.word(color, word);
            while with_slides != 0 {
                let id = 8 * word + (with_slides.trailing_zeros() >> 3) as usize;
                with_slides &= !(0xff << (8 * (id & 7)));
                // Every id with a slide is a line's: the lookups cannot fail.
                let (Some(line), Some(&kept)) = (Self::BOARD.lines.get(id), self.lines.get(id)) else {
                    continue;
                };
                let entry = slides[kept as usize & (slides.len() - 1)];
                visit_line_slides(entry, (kept >> 16) as usize, &|digit| line.square(digit) as usize, &mut visit);
            }
        }
    }

    /// The slide at `index` (below [`slides`](Self::slides)) of `color`, in
    /// [`LinePatterns::for_each_slide`] order; `None` past the last. Found eight lines
    /// at a time by the sum of a word's bytes, then the line within the word by the
    /// running sums of its bytes, all eight compared at once.
    #[inline(always)]
    pub(crate) fn nth_slide(&self, color: Color, mut index: u32) -> Option<(Square, Square)> {
        if index >= self.slides(color) {
            return None;
        }
        // The word of eight lines holding the slide: there is one, as `index` is below the total.
        let mut word = 0;
        let running = loop {
            let running = self.word(color, word).wrapping_mul(BYTES);
            let in_word = (running >> 56) as u32;
            if index < in_word || word >= 7 {
                break running;
            }
            index -= in_word;
            word += 1;
        };
        // The running sums and `index` are below 128, so a byte's top bit after the
        // subtraction says whether its sum is at most `index`: those lines come first.
        const TOPS: u64 = 0x8080_8080_8080_8080;
        let passed = ((u64::from(index) * BYTES) | TOPS).wrapping_sub(running) & TOPS;
        let within = ((!passed & TOPS).trailing_zeros() >> 3) as usize;
        index -= ((running << 8) >> (8 * within)) as u32 & 0xff;
        let id = (8 * word + within) & 63;
        let line = &Self::BOARD.lines[id % Self::BOARD.lines.len()];
        let word = self.lines[id];
        Some(slide_on_line(line, word as usize, (word >> 16) as usize, color, index))
    }
}

/// The slide at `index` (below the line's count) of `color` on `line`, whose pattern
/// index is `pattern` with `distance` pieces on it, in [`visit_line_slides`] order.
#[inline(always)]
fn slide_on_line(line: &LineGeometry, pattern: usize, distance: usize, color: Color, index: u32) -> (Square, Square) {
    let slides = &SLIDES[color as usize];
    let entry = slides[pattern & (slides.len() - 1)];
    let (forward, backward) = (u32::from(entry & 0xff), u32::from(entry >> 8));
    let forward_count = u32::from(PIECES_ON[forward as usize & 255]);
    let forward_move = index < forward_count;
    let mut digits = if forward_move { forward } else { backward };
    for _ in 0..index - if forward_move { 0 } else { forward_count } {
        digits &= digits - 1;
    }
    let digit = digits.trailing_zeros() as usize;
    let target = if forward_move { digit + distance } else { digit.wrapping_sub(distance) };
    (line.square(digit), line.square(target))
}

/// The slide at `index` of `color` among the slides on the board with `SIZE` squares a
/// side and these black and white pieces, in [`LinePatterns::for_each_slide`] order,
/// read line by line off the bitboards with nothing stored: for one question, cheaper
/// than the patterns of every line. `None` past the last.
#[inline]
pub(crate) fn nth_slide_on<const SIZE: usize>(
    black: u64,
    white: u64,
    color: Color,
    mut index: u32,
) -> Option<(Square, Square)> {
    let board = board_lines_of(SIZE);
    for line in &board.lines[..board.count] {
        let (black_bits, white_bits) = (line.bits(black), line.bits(white));
        let pattern = line.index_of_bits(black_bits, white_bits);
        let on_line = count_of(u32::from(SLIDE_COUNTS[pattern & (SLIDE_COUNTS.len() - 1)]), color);
        if index < on_line {
            let distance = usize::from(PIECES_ON[(black_bits | white_bits) & 255]);
            return Some(slide_on_line(line, pattern, distance, color, index));
        }
        index -= on_line;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::variants::Layout;
    use crate::variants::Variant;

    /// Walks a fixed line of play from `start`, checking every move of every position
    /// on it: the counts after the move equal a recount on the board of `SIZE`.
    fn check_slides_after<const SIZE: usize>(start: Position) {
        let mut pos = start;
        for ply in 0..40 {
            let (black, white) = (pos.pieces(Color::Black).0, pos.pieces(Color::White).0);
            let patterns = LinePatterns::<SIZE>::of(black, white);
            assert_eq!(patterns.slides(pos.turn()) as usize, pos.count_slides(), "{pos}");
            let moves = pos.legal_moves();
            for &mv in moves.iter().filter(|mv| !mv.is_pass()) {
                let mut child = pos;
                let captured = pos.is_capture(mv);
                child.play_unchecked(mv);
                let recount = LinePatterns::<SIZE>::of(child.pieces(Color::Black).0, child.pieces(Color::White).0);
                let (from, to) = mv.slide().unwrap();
                assert_eq!(patterns.slides_after(from, to, pos.turn(), captured), recount.slides);
            }
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(ply * 7 + 3) % moves.len()]);
        }
    }

    #[test]
    fn slides_after_a_move_equal_a_recount() {
        for layout in Layout::ALL {
            check_slides_after::<8>(Position::from_layout(layout));
        }
        check_slides_after::<5>(Position::from_variant(Variant::FiveByFive));
        check_slides_after::<6>(Position::from_variant(Variant::SixBySix));
        check_slides_after::<7>(Position::from_variant(Variant::SevenBySeven));
        check_slides_after::<7>(Position::from_variant(Variant::Loaps));
    }
}
