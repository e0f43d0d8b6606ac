//! [`Grid12LineState`]: a wide-board position read line by line, as the wide perft's last
//! plies keep it: each line's pieces as digit bits of one word, from which the slides
//! along it are a few shifts ([`LineSlides`]), and which a move changes on only the
//! lines through its two squares.

use crate::board::grid12::bitboard::Bitboard12;
use crate::board::grid12::line_table::{Grid12Lines, LINE_SLOTS};

/// The bit of a line's word that holds the second side's piece on digit 0: the first
/// side's pieces are bits 0–11, the second side's bits 16–27.
pub(crate) const SECOND_SIDE: u32 = 16;

/// The digit bits of one side in a line's word.
const DIGITS: u32 = 0xfff;

/// `DIGITS_SET[bits]`: how many of the 12 digit bits `bits` are set (a table: the default
/// target has no `popcnt`).
static DIGITS_SET: [u8; 4096] = {
    let mut table = [0; 4096];
    let mut bits = 0;
    while bits < table.len() {
        table[bits] = (bits as u32).count_ones() as u8;
        bits += 1;
    }
    table
};

/// How many digit bits of `bits` (below bit 12) are set.
#[inline(always)]
fn digits_in(bits: u32) -> u32 {
    u32::from(DIGITS_SET[(bits & DIGITS) as usize])
}

/// The pieces of a wide-board position on the lines of its board ([`Grid12Lines`]): by
/// line id, a word holding one side's pieces on the line as digit bits 0–11 and the
/// other side's as bits 16–27 (see [`SECOND_SIDE`]). Which side is which is the
/// caller's: [`of`](Self::of) takes the first side's pieces first.
#[derive(Clone)]
pub(crate) struct Grid12LineState {
    /// By line id, the line's word.
    words: [u32; LINE_SLOTS],
}

impl Grid12LineState {
    /// The lines of the board of `lines` holding the `first` and the `second` side's
    /// pieces.
    #[inline]
    pub(crate) fn of(lines: &Grid12Lines, first: Bitboard12, second: Bitboard12) -> Grid12LineState {
        let mut state = Grid12LineState { words: [0; LINE_SLOTS] };
        for (pieces, shift) in [(first, 0), (second, SECOND_SIDE)] {
            for square in pieces {
                for spot in lines.spots(square) {
                    state.words[usize::from(spot.line) & (LINE_SLOTS - 1)] |= 1 << (u32::from(spot.digit) + shift);
                }
            }
        }
        state
    }

    /// Line `line`'s word.
    #[inline(always)]
    pub(crate) fn word(&self, line: usize) -> u32 {
        self.words[line & (LINE_SLOTS - 1)]
    }

    /// The number of slides of the first side, line by line.
    #[inline]
    pub(crate) fn first_side_slide_count(&self, lines: &Grid12Lines) -> u32 {
        (0..lines.count()).map(|line| LineSlides::count_of_first_side(self.word(line), lines.beyond(line))).sum()
    }

    /// Calls `visit(kind, line, from, to)` for every slide of the first side, `from` and
    /// `to` its digits on `line`, a line of `kind` ([`LineKind`](crate::LineKind)'s
    /// order): line by line, the ranks, the files, the diagonals, the anti-diagonals
    /// (see [`Grid12Lines`]), and on each line the forward slides, then the backward ones.
    #[inline(always)]
    pub(crate) fn for_each_first_side_slide(&self, lines: &Grid12Lines, mut visit: impl FnMut(usize, usize, u32, u32)) {
        for kind in 0..4 {
            for line in lines.of_kind(kind) {
                let word = self.word(line);
                if word & DIGITS == 0 {
                    continue;
                }
                let slides = LineSlides::of_first_side(word, lines.beyond(line));
                // Both directions in one loop, so that `visit` is called from one place.
                let mut both = slides.forward | slides.backward << SECOND_SIDE;
                while both != 0 {
                    let bit = both.trailing_zeros();
                    both &= both - 1;
                    let digit = bit & 15;
                    let target =
                        if bit < SECOND_SIDE { digit + slides.distance } else { digit.wrapping_sub(slides.distance) };
                    visit(kind, line, digit, target);
                }
            }
        }
    }
}

/// The slides of one side along one line: the pieces that slide towards the higher
/// digits and those that slide towards the lower, and how far (the pieces on the line).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineSlides {
    /// The digit bits of the pieces that slide forward, to their digit plus the distance.
    pub(crate) forward: u32,
    /// The digit bits of the pieces that slide backward, to their digit less the distance.
    pub(crate) backward: u32,
    /// The pieces of both sides on the line: how many squares a slide along it goes.
    pub(crate) distance: u32,
}

impl LineSlides {
    /// The slides of the side whose pieces on a line are the digit bits `own`, the other
    /// side's `enemy`, the line ending before the digit bits `beyond` ([`Grid12Lines::beyond`]):
    /// a piece slides as many squares as the line holds pieces, over its own pieces but
    /// not an enemy's, onto an empty square or an enemy piece, not off the line.
    #[inline(always)]
    pub(crate) fn on(own: u32, enemy: u32, beyond: u32) -> LineSlides {
        let distance = digits_in(own | enemy);
        // The digits an enemy piece bars to a slide landing there, coming from below
        // (its digit plus 1 to distance − 1): a backward slide lands on its digit, a
        // forward one on it plus the distance.
        let window = (1u32 << distance).wrapping_sub(2);
        let mut barred = 0;
        let mut enemies = enemy;
        while enemies != 0 {
            barred |= window << enemies.trailing_zeros();
            enemies &= enemies - 1;
        }
        LineSlides {
            forward: own & !((own | beyond | barred) >> distance),
            backward: own & !own << distance & !barred,
            distance,
        }
    }

    /// The slides of the first side on a line whose word is `word` ([`Grid12LineState`]).
    #[inline(always)]
    pub(crate) fn of_first_side(word: u32, beyond: u32) -> LineSlides {
        LineSlides::on(word & DIGITS, word >> SECOND_SIDE & DIGITS, beyond)
    }

    /// The slides of the second side on a line whose word is `word` ([`Grid12LineState`]).
    #[inline(always)]
    pub(crate) fn of_second_side(word: u32, beyond: u32) -> LineSlides {
        LineSlides::on(word >> SECOND_SIDE & DIGITS, word & DIGITS, beyond)
    }

    /// The number of slides.
    #[inline(always)]
    pub(crate) fn count(self) -> u32 {
        digits_in(self.forward) + digits_in(self.backward)
    }

    /// The number of slides of the first side on a line whose word is `word` (0 at once
    /// on a line without its pieces).
    #[inline(always)]
    pub(crate) fn count_of_first_side(word: u32, beyond: u32) -> u32 {
        if word & DIGITS == 0 { 0 } else { LineSlides::of_first_side(word, beyond).count() }
    }

    /// The number of slides of the second side on a line whose word is `word` (0 at
    /// once on a line without its pieces).
    #[inline(always)]
    pub(crate) fn count_of_second_side(word: u32, beyond: u32) -> u32 {
        if word >> SECOND_SIDE == 0 { 0 } else { LineSlides::of_second_side(word, beyond).count() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slides of `own` against `enemy` on a line of `length` squares, square by square.
    fn slides_one_by_one(own: u32, enemy: u32, length: u32) -> LineSlides {
        let distance = (own | enemy).count_ones();
        let (mut forward, mut backward) = (0, 0);
        for digit in (0..length).filter(|digit| own >> digit & 1 != 0) {
            let free = |step: &dyn Fn(u32) -> Option<u32>| {
                let target = step(distance).filter(|&target| target < length && own >> target & 1 == 0);
                target.is_some() && (1..distance).all(|crossed| step(crossed).is_some_and(|at| enemy >> at & 1 == 0))
            };
            forward |= u32::from(free(&|by| digit.checked_add(by))) << digit;
            backward |= u32::from(free(&|by| digit.checked_sub(by))) << digit;
        }
        LineSlides { forward, backward, distance }
    }

    #[test]
    fn the_slides_on_a_line_are_those_found_square_by_square() {
        // Every pattern of the lines of 1 to 9 squares, and a sample of the longer ones.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for length in 1..=12u32 {
            let patterns = 3u32.pow(length);
            let step = if length <= 9 { 1 } else { 7 };
            for mut pattern in (0..patterns).step_by(step) {
                if length > 9 {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    pattern = (state % u64::from(patterns)) as u32;
                }
                let (mut own, mut enemy) = (0, 0);
                for digit in 0..length {
                    match pattern % 3 {
                        1 => own |= 1 << digit,
                        2 => enemy |= 1 << digit,
                        _ => {}
                    }
                    pattern /= 3;
                }
                let beyond = !((1u32 << length) - 1);
                let slides = LineSlides::on(own, enemy, beyond);
                assert_eq!(slides, slides_one_by_one(own, enemy, length), "{own:b} {enemy:b} {length}");
                assert_eq!(slides.count(), slides.forward.count_ones() + slides.backward.count_ones());
                let word = own | enemy << SECOND_SIDE;
                assert_eq!(LineSlides::of_first_side(word, beyond), slides);
                assert_eq!(LineSlides::of_second_side(word, beyond), LineSlides::on(enemy, own, beyond));
                assert_eq!(LineSlides::count_of_first_side(word, beyond), slides.count());
                assert_eq!(LineSlides::count_of_second_side(word, beyond), LineSlides::on(enemy, own, beyond).count());
            }
        }
    }
}
