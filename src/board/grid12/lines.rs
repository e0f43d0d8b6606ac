//! The lines of the 12×12 grid: compile-time ray and line tables, steps along the eight
//! directions, and the slides a side's pieces have.

use crate::board::grid12::bitboard::Bitboard12;
use crate::board::grid12::square::Square12;
use crate::board::square_grid::lines::{Direction, LineKind};

/// The change of a square's index (`rank * 16 + file`) for one step in each direction,
/// in [`Direction::ALL`]'s order.
const DELTA: [isize; 8] = {
    let mut deltas = [0isize; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].offsets();
        deltas[d] = dr as isize * 16 + df as isize;
        d += 1;
    }
    deltas
};

/// The kind of line each direction runs along, in [`Direction::ALL`]'s order.
const KIND: [usize; 8] = {
    let mut kinds = [0usize; 8];
    let mut d = 0;
    while d < 8 {
        kinds[d] = Direction::ALL[d].line_kind() as usize;
        d += 1;
    }
    kinds
};

/// `REACH[direction][index]`: how many steps from the square of `index` in `direction`
/// stay on the 12×12 grid (0 for the numbers that are no square's).
const REACH: [[u8; 192]; 8] = {
    let mut table = [[0u8; 192]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].offsets();
        let mut index = 0;
        while index < 192 {
            let (file, rank) = ((index % 16) as i32, (index / 16) as i32);
            if file < 12 {
                let mut steps = 0u8;
                let (mut f, mut r) = (file + df as i32, rank + dr as i32);
                while f >= 0 && f < 12 && r >= 0 && r < 12 {
                    steps += 1;
                    f += df as i32;
                    r += dr as i32;
                }
                table[d][index] = steps;
            }
            index += 1;
        }
        d += 1;
    }
    table
};

/// `RAYS[direction][index]`: the squares beyond the square of `index` in `direction`,
/// up to the edge of the 12×12 grid.
static RAYS: [[Bitboard12; 192]; 8] = rays();

/// `LINES[kind][index]`: the whole line of `kind` through the square of `index`, the
/// square included, up to the edges of the 12×12 grid.
static LINES: [[Bitboard12; 192]; 4] = lines(&rays());

/// The table of [`RAYS`], at compile time.
const fn rays() -> [[Bitboard12; 192]; 8] {
    let mut table = [[Bitboard12::EMPTY; 192]; 8];
    let mut d = 0;
    while d < 8 {
        let mut index = 0;
        while index < 192 {
            let mut steps = 1;
            while steps <= REACH[d][index] as isize {
                let target = Square12::from_index((index as isize + DELTA[d] * steps) as usize);
                table[d][index] = table[d][index].with(target);
                steps += 1;
            }
            index += 1;
        }
        d += 1;
    }
    table
}

/// The table of [`LINES`] from that of [`RAYS`], at compile time.
const fn lines(rays: &[[Bitboard12; 192]; 8]) -> [[Bitboard12; 192]; 4] {
    let mut table = [[Bitboard12::EMPTY; 192]; 4];
    let mut index = 0;
    while index < 192 {
        if let Some(square) = Square12::try_from_index(index) {
            let mut d = 0;
            while d < 8 {
                table[KIND[d]][index] = table[KIND[d]][index].union(rays[d][index]).with(square);
                d += 1;
            }
        }
        index += 1;
    }
    table
}

/// The whole line of `kind` through `square`.
#[inline(always)]
pub(in crate::board) fn line(kind: LineKind, square: Square12) -> Bitboard12 {
    LINES[kind as usize][square.index()]
}

/// The square `distance` steps from `from` in `direction`, if it is on the 12×12 grid.
#[inline(always)]
pub(in crate::board) const fn step(direction: Direction, from: Square12, distance: u8) -> Option<Square12> {
    let d = direction as usize;
    if distance <= REACH[d][from.index()] {
        Some(Square12::from_index((from.index() as isize + DELTA[d] * distance as isize) as usize))
    } else {
        None
    }
}

/// The squares strictly between `from` and `to`, which lie on one line in `direction`:
/// those beyond `from` towards `to` and beyond `to` towards `from`.
#[inline(always)]
pub(in crate::board) fn between(direction: Direction, from: Square12, to: Square12) -> Bitboard12 {
    let d = direction as usize;
    RAYS[d][from.index()] & RAYS[(d + 4) % 8][to.index()]
}

/// Calls `visit(from, to)` for every slide of the side with pieces `own` (the other
/// side's `enemy`) onto a square of `landable`.
///
/// A slide goes as many squares as the whole line holds pieces of either side, along
/// the line in either direction; it lands on the 12×12 grid, in `landable` and not on
/// an own piece, and crosses no enemy piece (own pieces, empty squares and holes are
/// crossed). The slides come from each piece in index order (a1, b1, … l1, a2, … l12),
/// and from each piece in [`Direction::ALL`]'s order: clockwise from north.
#[inline(always)]
pub(in crate::board) fn visit_slides(
    own: Bitboard12,
    enemy: Bitboard12,
    landable: Bitboard12,
    mut visit: impl FnMut(Square12, Square12),
) {
    let occupied = own | enemy;
    let open = landable - own;
    for from in own {
        let index = from.index();
        let counts = counts(occupied, index);
        let mut to = |target: Option<usize>| {
            if let Some(to) = target {
                visit(from, Square12::from_index(to));
            }
        };
        to(target::<0>(index, &counts, open, enemy));
        to(target::<1>(index, &counts, open, enemy));
        to(target::<2>(index, &counts, open, enemy));
        to(target::<3>(index, &counts, open, enemy));
        to(target::<4>(index, &counts, open, enemy));
        to(target::<5>(index, &counts, open, enemy));
        to(target::<6>(index, &counts, open, enemy));
        to(target::<7>(index, &counts, open, enemy));
    }
}

/// The number of slides [`visit_slides`] visits.
#[inline(always)]
pub(in crate::board) fn count_slides(own: Bitboard12, enemy: Bitboard12, landable: Bitboard12) -> usize {
    let occupied = own | enemy;
    let open = landable - own;
    let mut count = 0;
    for from in own {
        let index = from.index();
        let counts = counts(occupied, index);
        count += usize::from(target::<0>(index, &counts, open, enemy).is_some())
            + usize::from(target::<1>(index, &counts, open, enemy).is_some())
            + usize::from(target::<2>(index, &counts, open, enemy).is_some())
            + usize::from(target::<3>(index, &counts, open, enemy).is_some())
            + usize::from(target::<4>(index, &counts, open, enemy).is_some())
            + usize::from(target::<5>(index, &counts, open, enemy).is_some())
            + usize::from(target::<6>(index, &counts, open, enemy).is_some())
            + usize::from(target::<7>(index, &counts, open, enemy).is_some());
    }
    count
}

/// The index of the square a piece on the square of `index` slides to in the direction
/// `Direction::ALL[D]`, as many squares as `counts` (the pieces on each kind of line
/// through it) gives its line, if that square is on the grid and `open`, with no square
/// of `enemy` on the way.
#[inline(always)]
fn target<const D: usize>(index: usize, counts: &[usize; 4], open: Bitboard12, enemy: Bitboard12) -> Option<usize> {
    let distance = counts[KIND[D]];
    if distance > REACH[D][index] as usize {
        return None;
    }
    let to = index.wrapping_add_signed(DELTA[D] * distance as isize);
    let crossed = RAYS[D][index] & RAYS[(D + 4) % 8][to];
    (open.contains_index(to) && !crossed.intersects(enemy)).then_some(to)
}

/// How many pieces of `occupied` stand on each kind of line through the square of
/// `index`, in [`LineKind`]'s order.
#[inline(always)]
fn counts(occupied: Bitboard12, index: usize) -> [usize; 4] {
    // A rank is 12 bits of one word.
    let rank = (occupied.word_of(index) >> (index & 48) & 0xfff).count_ones() as usize;
    [
        rank,
        pieces_on(LINES[LineKind::File as usize][index], occupied),
        pieces_on(LINES[LineKind::Diagonal as usize][index], occupied),
        pieces_on(LINES[LineKind::AntiDiagonal as usize][index], occupied),
    ]
}

/// How many squares of `occupied` lie on `line`, a file or a diagonal, with one
/// bit count: such a line has at most one square on each rank, so its squares of the
/// three words, moved on 0, 1 and 2 files within their rank's 16 bits, fall on distinct
/// bits of one word. (On the 4 ranks of a word, a file's squares are in one file `f`
/// and land on `f`, `f + 1`, `f + 2`; a diagonal's are on files `f + r + 4k` of rank
/// `r` of word `k` and land on `f + r + 5k`; an anti-diagonal's land on `f - r - 3k`;
/// none goes past bit 13 of its rank.)
#[inline(always)]
fn pieces_on(line: Bitboard12, occupied: Bitboard12) -> usize {
    let [low, middle, high] = (line & occupied).0;
    (low | middle << 1 | high << 2).count_ones() as usize
}
