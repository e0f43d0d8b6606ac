//! The slides of one side: every move of its pieces by the movement rule, visited or
//! counted line by line from the lines' words (`line_state::HexLineState`).

use crate::board::hex::line_state::{DIGITS, HexLineState, SECOND_SIDE, digits_in};
use crate::board::hex::line_table::{LINE_SLOTS, cell_at, closed, spots};
use crate::board::hex::place::{MAX_SIDE, Place};
use crate::board::hex::place_set::PlaceSet;

/// The side of the smallest board (centred, 0 to 6) that holds every cell of `cells`.
#[inline(always)]
fn enclosing_side(cells: PlaceSet) -> u8 {
    let mut side = MAX_SIDE;
    while side > 0 && cells.is_subset(PlaceSet::board_of_size(side - 1)) {
        side -= 1;
    }
    side
}

/// The digits of each line a slide may not land on: those off the board of side `side`
/// and those of the cells of `unlandable`.
fn closed_with(side: u8, unlandable: PlaceSet) -> [u32; LINE_SLOTS] {
    let mut lines = *closed(side);
    for cell in unlandable {
        for spot in spots(cell) {
            lines[usize::from(spot.line) & (LINE_SLOTS - 1)] |= 1 << spot.digit;
        }
    }
    lines
}

/// Calls `f` with the digits of each line a slide of `own` may not land on when it must
/// land in `landable`: those of the smallest board holding the pieces and `landable`
/// (a table), and the cells of that board not in `landable` (marked, when there are
/// any: a hole, say).
#[inline(always)]
fn with_closed<R>(own: PlaceSet, enemy: PlaceSet, landable: PlaceSet, f: impl FnOnce(&[u32; LINE_SLOTS]) -> R) -> R {
    let side = enclosing_side(own | enemy | landable);
    // Landing on an own piece is refused anyway.
    let unlandable = PlaceSet::board_of_size(side) - landable - own;
    if unlandable.is_empty() { f(closed(side)) } else { f(&closed_with(side, unlandable)) }
}

/// Calls `visit(from, to)` for every slide of the side whose pieces are `own` (its
/// opponent's `enemy`) that lands in `landable`, on the lines of hex6.
///
/// A slide goes as many cells as its whole line holds pieces of either side, along the
/// line in either direction; it crosses no enemy piece (own pieces and empty cells are
/// crossed) and lands on a cell of `landable` that holds no own piece: an empty one, or
/// an enemy piece, which it captures. For a smaller board, `landable` within it keeps
/// the slides on it; a black hole is an empty cell of `landable` (the caller removes
/// the piece that lands there); a hole that may not be landed on is left out of
/// `landable`.
///
/// The order: the pieces in index order, and each piece's slides in
/// [`HexDirection::ALL`](crate::HexDirection::ALL)'s order (east, north-east,
/// north-west, west, south-west, south-east).
#[inline]
pub fn for_each_landing_slide(own: PlaceSet, enemy: PlaceSet, landable: PlaceSet, mut visit: impl FnMut(Place, Place)) {
    let state = HexLineState::of(own, enemy);
    with_closed(own, enemy, landable, |closed| {
        for from in own {
            let spots = spots(from);
            // East, north-east and north-west run up the digits of the three lines,
            // west, south-west and south-east down them.
            for direction in 0..6 {
                let spot = spots[direction % 3];
                let line = usize::from(spot.line) & (LINE_SLOTS - 1);
                let word = state.word(line);
                let (mine, theirs) = (word & DIGITS, word >> SECOND_SIDE);
                let distance = digits_in(mine | theirs);
                let digit = u32::from(spot.digit);
                let (target, low, high) = if direction < 3 {
                    (digit + distance, digit, digit + distance)
                } else if digit >= distance {
                    (digit - distance, digit - distance, digit)
                } else {
                    continue;
                };
                // The digits strictly between the two ends.
                let crossed = (1u32 << high) - (2u32 << low);
                if (mine | closed[line]) >> target & 1 == 0 && theirs & crossed == 0 {
                    visit(from, cell_at(line, target));
                }
            }
        }
    });
}

/// The number of slides [`for_each_landing_slide`] visits, counted line by line: each
/// line's slides are a few shifts of its pieces' digit bits
/// (`line_state::LineSlides`).
#[inline]
pub fn count_landing_slides(own: PlaceSet, enemy: PlaceSet, landable: PlaceSet) -> usize {
    let state = HexLineState::of(own, enemy);
    with_closed(own, enemy, landable, |closed| state.first_side_slide_count(closed)) as usize
}
