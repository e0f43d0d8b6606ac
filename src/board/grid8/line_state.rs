//! [`LineState`]: the lines of one position as the fast paths keep them (perft's last
//! plies, the playouts, the threat search): each line's pattern index and pieces, and
//! each colour's slides on it; from which the slides are listed, counted and found by
//! number, and which a move changes on only the lines through its two squares.

use crate::board::color::Color;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::line_table::{
    BoardLines, DIGIT, DIGIT_WEIGHT, LINES_THROUGH, LineGeometry, PIECES_ON, SLIDE_COUNTS, SLIDES, board_lines_of,
};
use crate::board::grid8::slides::landing_entry;
use crate::board::grid8::square::Square;

/// The lines of a position of the standard family, on the board with `SIZE` squares a
/// side that each method is asked about (the line ids and their number are that
/// board's [`BoardLines`]): each line's pattern index and pieces in one word, and each
/// colour's slides on each line, one byte a line and eight lines to a word (a side has
/// at most 96 slides, 8 for each of its 12 pieces, so any sum of them fits a byte with
/// its top bit clear): what [`nth_slide`](Self::nth_slide) finds the k-th slide by and
/// [`slides`](Self::slides) sums. A move changes a word and two bytes on each line
/// through its two squares. Each line is read as long as its board lets it be, so the
/// tables' slides are the board's.
#[derive(Clone)]
pub struct LineState {
    /// By line id, the line's word: its pattern index (bits 0–13), the pieces on it (the
    /// distance of its slides, bits 16–19) and its holes as digit bits (bits 20–27:
    /// none but in Cheshire Cat); 64 entries, so that an id masked with 63 needs no
    /// bounds check.
    lines: [u32; 64],
    /// By colour and line id: the colour's slides along the line (those that land off
    /// its holes).
    slides: [[u8; 64]; 2],
}

/// The slides of `color` in a packed pair of counts, Black's in the low byte and
/// White's in the next (as [`SLIDE_COUNTS`] holds them).
#[inline(always)]
pub(crate) const fn count_of(pair: u32, color: Color) -> u32 {
    (pair >> (8 * color as u32)) & 0xff
}

/// Both colours' slides on a line of pattern index `index` (the bits above a pattern
/// index ignored), as a packed pair.
#[inline(always)]
fn slides_of(index: i32) -> u32 {
    u32::from(SLIDE_COUNTS[index as usize & (SLIDE_COUNTS.len() - 1)])
}

/// One piece in a line's word.
pub(crate) const PIECE: u32 = 1 << 16;

/// `LANDING[pieces | holes << 4]`: the mask of a line's [`SLIDES`] entry that keeps the
/// slides landing off its holes, from the bits above the pattern index of its word
/// (see [`landing_entry`]), read in one load.
static LANDING: [u16; 4096] = {
    let mut table = [0; 4096];
    let mut at = 0;
    while at < table.len() {
        table[at] = landing_entry(u16::MAX, at & 15, !(at >> 4) & 0xff);
        at += 1;
    }
    table
};

/// `color`'s slides on a line whose word (see [`LineState`]) is `word`, those landing
/// off its holes, as a [`SLIDES`] entry.
#[inline(always)]
pub(crate) fn entry_of(word: u32, color: Color) -> u16 {
    let slides = &SLIDES[color as usize];
    slides[word as usize & (slides.len() - 1)] & LANDING[(word >> 16) as usize & (LANDING.len() - 1)]
}

/// The number of slides in a table entry (a table lookup per byte: the default target
/// has no `popcnt`).
#[inline(always)]
fn slides_in(entry: u16) -> u32 {
    u32::from(PIECES_ON[usize::from(entry & 0xff)]) + u32::from(PIECES_ON[usize::from(entry >> 8)])
}

/// One in each byte: multiplying a word by it sums its bytes, each byte the sum of those up to it.
const BYTES: u64 = 0x0101_0101_0101_0101;

/// The lines of the board with `SIZE` squares a side, chosen at compile time.
#[inline(always)]
const fn board<const SIZE: usize>() -> &'static BoardLines {
    const { board_lines_of(SIZE) }
}

/// The words of eight lines that hold the lines of the board with `SIZE` squares a side.
#[inline(always)]
const fn words<const SIZE: usize>() -> usize {
    const { board_lines_of(SIZE).count.div_ceil(8) }
}

/// `LINE_AT[square][kind]`: the square's line of that kind (bits 0–7), its digit's
/// weight on it (bits 16–31) and its digit as a hole of a line's word (see
/// [`LineState`]; bits 32–63), read in one load.
const LINE_AT: [[u64; 4]; 64] = {
    let mut table = [[0; 4]; 64];
    let mut square = 0;
    while square < 64 {
        let mut kind = 0;
        while kind < 4 {
            table[square][kind] = LINES_THROUGH[square][kind] as u64
                | (DIGIT_WEIGHT[square][kind] as u64) << 16
                | 1 << (52 + DIGIT[square][kind]);
            kind += 1;
        }
        square += 1;
    }
    table
};

/// A move as it changes the lines: its two squares (an exit's target is its origin)
/// and what the piece takes away from the origin's lines and adds to the target's.
#[derive(Copy, Clone)]
pub(crate) struct LineMove {
    pub(crate) from: usize,
    pub(crate) to: usize,
    /// The mover's digit: 1 for Black, 2 for White.
    mover_digit: u32,
    /// What the target's digit gains, times its weight.
    landing: i32,
    /// [`PIECE`] if the target gains a piece (not on a capture, not for an exit).
    arrives: u32,
}

impl LineMove {
    /// `mover`'s slide `from` `to` (capturing if `captured`), or its exit without `to`.
    #[inline(always)]
    pub(crate) fn new(mover: Color, from: Square, to: Option<Square>, captured: bool) -> Self {
        // A piece adds its digit weight once for Black and twice for White.
        let mover_digit = 1 + mover as i32;
        let from = from as usize & 63;
        // An exit is read as a slide onto its own square that adds nothing there.
        let (to, landing, arrives) = match to {
            Some(to) => (
                to as usize & 63,
                mover_digit - if captured { 2 - mover as i32 } else { 0 },
                if captured { 0 } else { PIECE },
            ),
            None => (from, 0, 0),
        };
        LineMove { from, to, mover_digit: mover_digit as u32, landing, arrives }
    }
}

impl LineState {
    /// The lines of the board with `SIZE` squares a side holding these black and white pieces.
    #[inline]
    pub(crate) fn of<const SIZE: usize>(black: Bitboard, white: Bitboard) -> Self {
        let board = board::<SIZE>();
        let mut state = LineState { lines: [0; 64], slides: [[0; 64]; 2] };
        for (id, line) in board.lines[..board.count].iter().enumerate() {
            let (black_bits, white_bits) = (line.bits(black), line.bits(white));
            let index = line.index_of_bits(black_bits, white_bits);
            state.lines[id & 63] = index as u32 | u32::from(PIECES_ON[(black_bits | white_bits) & 255]) << 16;
            state.set_slides(id, u32::from(SLIDE_COUNTS[index & (SLIDE_COUNTS.len() - 1)]));
        }
        state
    }

    /// The lines of the board with `SIZE` squares a side holding these black and white
    /// pieces and `holes` (Cheshire Cat's), each colour's slides kept to those landing
    /// off the holes.
    pub(crate) fn with_holes<const SIZE: usize>(black: Bitboard, white: Bitboard, holes: Bitboard) -> Self {
        let board = board::<SIZE>();
        let mut state = LineState { lines: [0; 64], slides: [[0; 64]; 2] };
        for (id, line) in board.lines[..board.count].iter().enumerate() {
            let (black_bits, white_bits) = (line.bits(black), line.bits(white));
            let pieces = u32::from(PIECES_ON[(black_bits | white_bits) & 255]);
            let word =
                line.index_of_bits(black_bits, white_bits) as u32 | pieces << 16 | (line.bits(holes) as u32) << 20;
            state.set_line(id, word);
        }
        state
    }

    /// Line `id`'s word: its pattern index, pieces and holes (see [`LineState`]).
    #[inline(always)]
    pub(crate) const fn line(&self, id: usize) -> u32 {
        self.lines[id & 63]
    }

    /// Makes line `id`'s word `word`, and counts each colour's slides on it that land
    /// off its holes.
    #[inline(always)]
    pub(crate) fn set_line(&mut self, id: usize, word: u32) {
        self.lines[id & 63] = word;
        self.slides[0][id & 63] = slides_in(entry_of(word, Color::Black)) as u8;
        self.slides[1][id & 63] = slides_in(entry_of(word, Color::White)) as u8;
    }

    /// The number of slides `color` has on each line, by line id.
    #[inline(always)]
    pub(crate) const fn slides_by_line(&self, color: Color) -> &[u8; 64] {
        &self.slides[color as usize]
    }

    /// Both colours' slides on the board with `SIZE` squares a side and these black and
    /// white pieces, packed as [`count_of`] reads them: [`LineState::of`]'s
    /// [`slide_pair`](Self::slide_pair), with nothing stored.
    #[inline]
    pub(crate) fn slide_counts<const SIZE: usize>(black: Bitboard, white: Bitboard) -> u32 {
        let board = board::<SIZE>();
        board.lines[..board.count]
            .iter()
            .map(|line| u32::from(SLIDE_COUNTS[line.index_of_bits(line.bits(black), line.bits(white))]))
            .sum()
    }

    /// Line `id`'s pattern index.
    #[inline(always)]
    const fn index(&self, id: usize) -> u16 {
        self.lines[id & 63] as u16
    }

    /// Stores line `id`'s slides, both colours' `pair` packed as [`count_of`] reads them.
    #[inline(always)]
    fn set_slides(&mut self, id: usize, pair: u32) {
        self.slides[0][id & 63] = count_of(pair, Color::Black) as u8;
        self.slides[1][id & 63] = count_of(pair, Color::White) as u8;
    }

    /// The slides of `color` on the eight lines of word `word`, one a byte, the first lowest.
    #[inline(always)]
    fn slide_word(&self, color: Color, word: usize) -> u64 {
        let first = 8 * (word & 7);
        u64::from_le_bytes(self.slides[color as usize][first..first + 8].try_into().unwrap_or_default())
    }

    /// The number of slides `color` has: its words added byte by byte, then the bytes summed.
    #[inline(always)]
    pub(crate) fn slides<const SIZE: usize>(&self, color: Color) -> u32 {
        let sum = (0..words::<SIZE>()).fold(0u64, |sum, word| sum + self.slide_word(color, word));
        (sum.wrapping_mul(BYTES) >> 56) as u32
    }

    /// Both colours' slides, packed as [`count_of`] reads them.
    #[inline(always)]
    pub(crate) fn slide_pair<const SIZE: usize>(&self) -> u32 {
        self.slides::<SIZE>(Color::Black) | self.slides::<SIZE>(Color::White) << 8
    }

    /// The number of lines on which `color` has at least one slide.
    #[inline]
    pub(crate) fn lines_with_slides<const SIZE: usize>(&self, color: Color) -> usize {
        self.slides[color as usize][..board::<SIZE>().count].iter().filter(|&&slides| slides != 0).count()
    }

    /// Both colours' slides, packed as [`count_of`] reads them, after `mover` slides
    /// `from` `to` (capturing if `captured`), from `pair`, both colours' slides now
    /// ([`slide_pair`](Self::slide_pair)): only the lines through the two squares
    /// change, and nothing is stored.
    #[inline(always)]
    pub(crate) fn slides_after<const SIZE: usize>(
        &self,
        pair: u32,
        from: Square,
        to: Square,
        mover: Color,
        captured: bool,
    ) -> u32 {
        let board = board::<SIZE>();
        let (from, to) = (from as usize & 63, to as usize & 63);
        let (through, digit_weight) = (&board.through, &board.digit_weight);
        // A piece adds its digit weight once for Black and twice for White.
        let mover_digit = 1 + mover as i32;
        let landing = mover_digit - if captured { 2 - mover as i32 } else { 0 };
        let mut pair = pair;
        for kind in 0..4 {
            let (from_line, to_line) = (through[from][kind] as usize, through[to][kind] as usize);
            // On the move's own line both squares change; on the others, one each.
            let same_line = from_line == to_line;
            let arriving = landing * i32::from(digit_weight[to][kind]);
            let from_index = i32::from(self.index(from_line));
            let leaving = mover_digit * i32::from(digit_weight[from][kind]);
            let moved = from_index - leaving + if same_line { arriving } else { 0 };
            pair = pair.wrapping_add(slides_of(moved).wrapping_sub(slides_of(from_index)));
            let to_index = i32::from(self.index(to_line));
            let to_change = slides_of(to_index + arriving).wrapping_sub(slides_of(to_index));
            pair = pair.wrapping_add(to_change * u32::from(!same_line));
        }
        pair
    }

    /// Plays `mover`'s slide `from` `to` (capturing if `captured`) on the board with
    /// `SIZE` squares a side: only the lines through the two squares change, the move's
    /// own line twice; a line's pieces count in the upper half of its word.
    #[inline(always)]
    pub(crate) fn apply_slide<const SIZE: usize>(&mut self, from: Square, to: Square, mover: Color, captured: bool) {
        for_each_line_change(board::<SIZE>(), from, to, mover, captured, |id, index_change, pieces_change| {
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

    /// Calls `visit(from, to)` for every slide of `color` on the board with `SIZE`
    /// squares a side (of a state without holes, as [`of`](Self::of) makes it), line by line as [`Position::for_each_slide`](crate::Position)
    /// lists them, in [`nth_slide`](Self::nth_slide) order: eight lines' counts read at
    /// once, and only the lines with a slide of `color` looked at.
    #[inline(always)]
    pub(crate) fn for_each_slide<const SIZE: usize>(&self, color: Color, mut visit: impl FnMut(Square, Square)) {
        let board = board::<SIZE>();
        let slides = &SLIDES[color as usize];
        for word in 0..words::<SIZE>() {
            let mut with_slides = self.slide_word(color, word);
            while with_slides != 0 {
                let id = 8 * word + (with_slides.trailing_zeros() >> 3) as usize;
                with_slides &= !(0xff << (8 * (id & 7)));
                // Every id with a slide is a line's: the lookups cannot fail.
                let (Some(line), Some(&kept)) = (board.lines.get(id), self.lines.get(id)) else {
                    continue;
                };
                // A pattern index is the same for either mover (see `index_for_mover`).
                let mut entry = slides[kept as usize & (slides.len() - 1)];
                let distance = (kept >> 16) as usize;
                // The entry's forward digits, then its backward ones, as
                // `visit_line_slides` lists them, but in one loop: `visit` is called
                // from one place, so that it is inlined there (perft's last ply).
                while entry != 0 {
                    let bit = entry.trailing_zeros() as usize;
                    entry &= entry - 1;
                    let digit = bit & 7;
                    let target = if bit < 8 { digit + distance } else { digit.wrapping_sub(distance) };
                    visit(line.square(digit), line.square(target));
                }
            }
        }
    }

    /// The slide at `index` (below [`slides`](Self::slides)) of `color` on the board
    /// with `SIZE` squares a side (of a state without holes), in [`for_each_slide`](Self::for_each_slide) order;
    /// `None` past the last. Found eight lines at a time by the sum of a word's bytes,
    /// then the line within the word by the running sums of its bytes, all eight
    /// compared at once.
    #[inline(always)]
    pub(crate) fn nth_slide<const SIZE: usize>(&self, color: Color, mut index: u32) -> Option<(Square, Square)> {
        if index >= self.slides::<SIZE>(color) {
            return None;
        }
        let board = board::<SIZE>();
        // The word of eight lines holding the slide: there is one, as `index` is below the total.
        let mut word = 0;
        let running = loop {
            let running = self.slide_word(color, word).wrapping_mul(BYTES);
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
        let line = &board.lines[id % board.lines.len()];
        let word = self.lines[id];
        Some(slide_on_line(line, word as usize, (word >> 16) as usize, color, index))
    }

    /// The words of the lines of `kind` through `change`'s squares as the move leaves
    /// them, by id: the origin's, then the target's unless it is the same line.
    #[inline(always)]
    pub(crate) fn lines_after<const HOLES: bool>(
        &self,
        change: LineMove,
        kind: usize,
    ) -> ((usize, u32), Option<(usize, u32)>) {
        let (at_from, at_to) = (LINE_AT[change.from][kind], LINE_AT[change.to][kind]);
        let (from_line, to_line) = ((at_from & 63) as usize, (at_to & 63) as usize);
        let arriving = ((change.landing * (at_to >> 16 & 0xffff) as i32) as u32).wrapping_add(change.arrives);
        // The piece leaves the origin, which (if `HOLES`) it leaves a hole.
        let hole = if HOLES { (at_from >> 32) as u32 } else { 0 };
        let leaving = (change.mover_digit * (at_from >> 16 & 0xffff) as u32 + PIECE).wrapping_sub(hole);
        // On the move's own line the piece arrives again.
        let same_line = from_line == to_line;
        let origin = self.line(from_line).wrapping_sub(leaving).wrapping_add(if same_line { arriving } else { 0 });
        let target = (!same_line).then(|| (to_line, self.line(to_line).wrapping_add(arriving)));
        ((from_line, origin), target)
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

/// The slide at `index` (below the line's count) of `color` on `line`, whose pattern
/// index is `pattern` with `distance` pieces on it, in [`LineState::for_each_slide`] order.
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
/// side and these black and white pieces, in [`LineState::for_each_slide`] order,
/// read line by line off the bitboards with nothing stored: for one question, cheaper
/// than the patterns of every line. `None` past the last.
#[inline]
pub(crate) fn nth_slide_on<const SIZE: usize>(
    black: Bitboard,
    white: Bitboard,
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
            let (black, white) = (pos.pieces(Color::Black), pos.pieces(Color::White));
            let state = LineState::of::<SIZE>(black, white);
            assert_eq!(state.slides::<SIZE>(pos.turn()) as usize, pos.count_slides(), "{pos}");
            let pair = state.slide_pair::<SIZE>();
            assert_eq!(pair, LineState::slide_counts::<SIZE>(black, white));
            let moves = pos.legal_moves();
            for &mv in moves.iter().filter(|mv| !mv.is_pass()) {
                let mut child = pos;
                let captured = pos.is_capture(mv);
                child.play_unchecked(mv);
                let recount = LineState::of::<SIZE>(child.pieces(Color::Black), child.pieces(Color::White));
                let (from, to) = mv.slide().unwrap();
                assert_eq!(
                    state.slides_after::<SIZE>(pair, from, to, pos.turn(), captured),
                    recount.slide_pair::<SIZE>()
                );
                let mut changed = state.clone();
                changed.apply_slide::<SIZE>(from, to, pos.turn(), captured);
                assert_eq!((changed.lines, changed.slides), (recount.lines, recount.slides), "{pos} {mv}");
            }
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(ply * 7 + 3) % moves.len()]);
        }
    }

    #[test]
    fn the_lines_with_holes_count_the_slides_that_land() {
        // Along a fixed line of play of Cheshire Cat, whose every move leaves a hole.
        let mut pos = Position::from_variant(Variant::CheshireCat).unwrap();
        for ply in 0..40 {
            let (black, white) = (pos.pieces(Color::Black), pos.pieces(Color::White));
            let state = LineState::with_holes::<8>(black, white, pos.holes());
            for color in [Color::Black, Color::White] {
                assert_eq!(state.slides::<8>(color) as usize, pos.count_slides_of(color), "{pos}");
            }
            if pos.holes().is_empty() {
                let plain = LineState::of::<8>(black, white);
                assert_eq!((state.lines, state.slides), (plain.lines, plain.slides));
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(ply * 7 + 3) % moves.len()]);
        }
        assert!(!pos.holes().is_empty());
    }

    #[test]
    fn slides_after_a_move_equal_a_recount() {
        for layout in Layout::ALL {
            check_slides_after::<8>(Position::from_layout(layout));
        }
        check_slides_after::<5>(Position::from_variant(Variant::FiveByFive).unwrap());
        check_slides_after::<6>(Position::from_variant(Variant::SixBySix).unwrap());
        check_slides_after::<7>(Position::from_variant(Variant::SevenBySeven).unwrap());
        check_slides_after::<7>(Position::from_variant(Variant::Loaps).unwrap());
    }
}
