//! [`HexLineState`]: a position read line by line, each line's pieces as digit bits of
//! one word, from which the slides along it are a few shifts ([`LineSlides`]); a move
//! changes the words of only the lines through its two cells.

use crate::board::hex::line_table::{LINE_COUNT, LINE_SLOTS, crossing, line_id};
use crate::board::hex::lines::HexLineKind;
use crate::board::hex::place::STRIDE;
use crate::board::hex::place_set::PlaceSet;

/// The bit of a line's word that holds the second side's piece on digit 0: the first
/// side's pieces are bits 0–10, the second side's bits 16–26.
pub(crate) const SECOND_SIDE: u32 = 16;

/// The digit bits of one side in a line's word.
pub(crate) const DIGITS: u32 = 0x7ff;

/// `DIGITS_SET[bits]`: how many of the 11 digit bits `bits` are set (a table: the default
/// target has no `popcnt`).
static DIGITS_SET: [u8; 2048] = {
    let mut table = [0; 2048];
    let mut bits = 0;
    while bits < table.len() {
        table[bits] = (bits as u32).count_ones() as u8;
        bits += 1;
    }
    table
};

/// How many digit bits of `bits` (below bit 11) are set.
#[inline(always)]
pub(crate) fn digits_in(bits: u32) -> u32 {
    u32::from(DIGITS_SET[(bits & DIGITS) as usize])
}

/// The pieces of a position on the lines of hex6 ([`line_table`](crate::board::hex::line_table)):
/// by line id, a word holding one side's pieces on the line as digit bits 0–10 and the
/// other side's as bits 16–26 (see [`SECOND_SIDE`]). Which side is which is the
/// caller's: [`of`](Self::of) takes the first side's pieces first.
#[derive(Clone)]
pub(crate) struct HexLineState {
    /// By line id, the line's word.
    words: [u32; LINE_SLOTS],
}

impl HexLineState {
    /// The lines holding the `first` and the `second` side's pieces: the rows are 11 bits
    /// of the sets each, the other lines take each piece's bit.
    #[inline(always)]
    pub(crate) fn of(first: PlaceSet, second: PlaceSet) -> HexLineState {
        let mut words = [0; LINE_SLOTS];
        for (y, word) in words.iter_mut().enumerate().take(STRIDE) {
            let row = |set: PlaceSet| (set.bits() >> (y * STRIDE)) as u32 & DIGITS;
            *word = row(first) | row(second) << SECOND_SIDE;
        }
        let mut state = HexLineState { words };
        state.cross(first.bits(), 0);
        state.cross(second.bits(), SECOND_SIDE);
        state
    }

    /// Sets the bits of the pieces `bits` (a set's) on their up-right and up-left lines,
    /// `shift` up (0 or [`SECOND_SIDE`]): piece by piece, a word of the set at a time.
    #[inline(always)]
    fn cross(&mut self, bits: u128, shift: u32) {
        for (half, base) in [(bits as u64, 0), ((bits >> 64) as u64, 64)] {
            let mut rest = half;
            while rest != 0 {
                let crossing = crossing(base + rest.trailing_zeros() as usize);
                rest &= rest - 1;
                let bit = u32::from(crossing.bit) << shift;
                self.words[usize::from(crossing.up_right) & (LINE_SLOTS - 1)] |= bit;
                self.words[usize::from(crossing.up_left) & (LINE_SLOTS - 1)] |= bit;
            }
        }
    }

    /// Line `line`'s word.
    #[inline(always)]
    pub(crate) fn word(&self, line: usize) -> u32 {
        self.words[line & (LINE_SLOTS - 1)]
    }

    /// The number of slides of the first side, line by line, `closed[line]` being the
    /// digits of each line a slide may not land on (off the board, not landable).
    #[inline]
    pub(crate) fn first_side_slide_count(&self, closed: &[u32; LINE_SLOTS]) -> u32 {
        (0..LINE_COUNT).map(|line| LineSlides::count_of_first_side(self.word(line), closed[line])).sum()
    }

    /// Calls `visit(kind, line, from, to)` for every slide of the first side, `from` and
    /// `to` its digits on `line`, a line of `kind`: line by line in id order (the rows,
    /// the up-right lines, the up-left lines), and on each line the forward slides
    /// (towards higher digits), then the backward ones, each in digit order.
    #[inline(always)]
    pub(crate) fn for_each_first_side_slide(
        &self,
        closed: &[u32; LINE_SLOTS],
        mut visit: impl FnMut(HexLineKind, usize, u32, u32),
    ) {
        for kind in HexLineKind::ALL {
            for number in 0..STRIDE {
                let line = line_id(kind, number);
                let word = self.word(line);
                if word & DIGITS == 0 {
                    continue;
                }
                let slides = LineSlides::of_first_side(word, closed[line]);
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
    /// The pieces of both sides on the line: how many cells a slide along it goes.
    pub(crate) distance: u32,
}

impl LineSlides {
    /// The slides of the side whose pieces on a line are the digit bits `own`, the other
    /// side's `enemy`, where a slide may not land on the digits `closed` (the line's
    /// places off the board and the cells not landable, every digit from 11 up among
    /// them): a piece slides as many cells as the line holds pieces, over its own pieces
    /// but not an enemy's, onto an open empty cell or an enemy piece, not off the line.
    #[inline(always)]
    pub(crate) fn on(own: u32, enemy: u32, closed: u32) -> LineSlides {
        let distance = digits_in(own | enemy);
        // The digits an enemy piece bars to a slide landing there, coming from below
        // (its digit plus 1 to distance − 1): a backward slide starts on such a digit, a
        // forward one lands on it.
        let window = (1u32 << distance).wrapping_sub(2);
        // One enemy piece (or none) at once: the window times its bit.
        let mut barred = window.wrapping_mul(enemy & enemy.wrapping_neg());
        let mut enemies = enemy & enemy.wrapping_sub(1);
        while enemies != 0 {
            barred |= window << enemies.trailing_zeros();
            enemies &= enemies - 1;
        }
        LineSlides {
            forward: own & !((own | closed | barred) >> distance),
            // Shifted up, the digits below the distance come in as 0: a slide from
            // there would leave the line.
            backward: own & !(own | closed) << distance & !barred,
            distance,
        }
    }

    /// The slides of the first side on a line whose word is `word` ([`HexLineState`]).
    #[inline(always)]
    pub(crate) fn of_first_side(word: u32, closed: u32) -> LineSlides {
        LineSlides::on(word & DIGITS, word >> SECOND_SIDE & DIGITS, closed)
    }

    /// The slides of the second side on a line whose word is `word` ([`HexLineState`]).
    #[inline(always)]
    pub(crate) fn of_second_side(word: u32, closed: u32) -> LineSlides {
        LineSlides::on(word >> SECOND_SIDE & DIGITS, word & DIGITS, closed)
    }

    /// The number of slides.
    #[inline(always)]
    pub(crate) fn count(self) -> u32 {
        digits_in(self.forward) + digits_in(self.backward)
    }

    /// The number of slides of the first side on a line whose word is `word` (0 at once
    /// on a line without its pieces).
    #[inline(always)]
    pub(crate) fn count_of_first_side(word: u32, closed: u32) -> u32 {
        if word & DIGITS == 0 { 0 } else { LineSlides::of_first_side(word, closed).count() }
    }

    /// The number of slides of the second side on a line whose word is `word` (0 at
    /// once on a line without its pieces).
    #[inline(always)]
    pub(crate) fn count_of_second_side(word: u32, closed: u32) -> u32 {
        if word >> SECOND_SIDE == 0 { 0 } else { LineSlides::of_second_side(word, closed).count() }
    }
}
