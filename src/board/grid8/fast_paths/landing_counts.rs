//! The variants' last two plies of perft (Cheshire Cat's last three), counted the way
//! the standard game's are: each line's pattern index is worked out once, and after
//! each move only the (at most seven) lines it touched are changed, by adding and
//! taking away the moved pieces' digit weights; each line's slides are kept to those
//! landing on the board and off the holes, and Cheshire Cat's exits are counted from
//! the pieces left without a slide.

use crate::board::color::Color;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::line_state::{LineMove, LineState, entry_of};
use crate::board::grid8::line_table::{DIGIT, LINES, LINES_THROUGH, visit_line_slides};
use crate::board::grid8::square::Square;
use crate::perft::leaves_one_ply_below;
use crate::position::Position;
use crate::rules::Rules;
use crate::rules::outcome::{ends_by_connection, no_legal_move_ends_game};

/// The lines of `pos`, a position of the 8×8 board, with its holes.
fn line_state_of(pos: &Position) -> LineState {
    LineState::with_holes::<8>(pos.pieces(Color::Black), pos.pieces(Color::White), pos.holes())
}

/// The number of slides in two words of four table entries each (SWAR, for the same
/// reason as counting an entry's bytes by table).
#[inline(always)]
const fn slides_in_words(a: u64, b: u64) -> u32 {
    const TWOS: u64 = 0x5555_5555_5555_5555;
    const FOURS: u64 = 0x3333_3333_3333_3333;
    const EIGHTS: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let (a, b) = (a - (a >> 1 & TWOS), b - (b >> 1 & TWOS));
    // At most 8 in a nibble, then at most 16 in a byte, 128 in all.
    let nibbles = (a & FOURS) + (a >> 2 & FOURS) + (b & FOURS) + (b >> 2 & FOURS);
    let bytes = (nibbles & EIGHTS) + (nibbles >> 4 & EIGHTS);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The pieces (as digit bits) that have a slide in a table entry.
#[inline(always)]
const fn movers_in(entry: u16) -> u8 {
    (entry & 0xff) as u8 | (entry >> 8) as u8
}

/// Perft at depth 2 of `pos`, a position of a variant outside the drop phase where the
/// game goes on: for each move, the replies counted by changing only the lines the move
/// touched. With `rules`, children where the game is over add nothing (the end-of-game
/// decision specialised as in the standard game's fast path: neither side was connected
/// before the move); without, play goes on.
pub(crate) fn variant_leaves_two_plies_down(pos: &Position, rules: Option<Rules>) -> u64 {
    let mover = pos.turn();
    let (own, enemy) = (pos.pieces(mover), pos.pieces(mover.other()));
    let lines = line_state_of(pos);
    if pos.family().has_holes() {
        landing_leaves_two_plies_below::<true>(&lines, mover, own, enemy, rules)
    } else {
        landing_leaves_two_plies_below::<false>(&lines, mover, own, enemy, rules)
    }
}

/// Perft at depth 3 of `pos`, a Cheshire Cat position where the game goes on: its lines
/// read once, each child's changed by its move (with both sides' slides on the changed
/// lines), then counted two plies down as [`variant_leaves_two_plies_down`] does.
pub(crate) fn holes_leaves_three_plies_down(pos: &Position, rules: Option<Rules>) -> u64 {
    let lines = line_state_of(pos);
    let mover = pos.turn();
    let replier = mover.other();
    let (own, enemy) = (pos.pieces(mover), pos.pieces(replier));
    let mut leaves = 0;
    let any = for_each_landing_move::<true>(&lines, mover, own, |from, to| {
        let target = to.map_or(Bitboard::EMPTY, Bitboard::from_square);
        let moved = own.without(from) | target;
        let enemy_after = enemy - target;
        let captured = enemy_after != enemy;
        // Neither side was connected before the move.
        if rules.is_some() && ends_by_connection(moved, enemy_after, captured) {
            return;
        }
        let change = LineMove::new(mover, from, to, captured);
        let mut child = lines.clone();
        for kind in 0..4 {
            let ((origin, origin_line), target) = lines.lines_after::<true>(change, kind);
            child.set_line(origin, origin_line);
            if let Some((target, target_line)) = target {
                child.set_line(target, target_line);
            }
        }
        leaves += landing_leaves_two_plies_below::<true>(&child, replier, enemy_after, moved, rules);
    });
    if !any {
        // The pass leaves the board as it is.
        leaves += landing_leaves_two_plies_below::<true>(&lines, replier, enemy, own, rules);
    }
    leaves
}

/// Calls `visit(from, to)` for each move of `mover` (with `own` pieces) on `lines`: its
/// slides that land off the holes, then (if `EXITS`) its exits without `to`. Whether it
/// has any.
#[inline(always)]
fn for_each_landing_move<const EXITS: bool>(
    lines: &LineState,
    mover: Color,
    own: Bitboard,
    mut visit: impl FnMut(Square, Option<Square>),
) -> bool {
    let mut mover_movers = Bitboard::EMPTY;
    let mut any = false;
    let slides = lines.slides_by_line(mover);
    for (id, geometry) in LINES.iter().enumerate() {
        if slides[id] == 0 {
            continue;
        }
        any = true;
        let word = lines.line(id);
        let entry = entry_of(word, mover);
        if EXITS {
            mover_movers |= geometry.squares_of(u16::from(movers_in(entry)));
        }
        visit_line_slides(
            entry,
            (word >> 16 & 15) as usize,
            &|digit| geometry.square(digit) as usize,
            &mut |from, to| {
                visit(from, Some(to));
            },
        );
    }
    let exiting = if EXITS { own - mover_movers } else { Bitboard::EMPTY };
    for from in exiting {
        visit(from, None);
    }
    any || !exiting.is_empty()
}

/// [`variant_leaves_two_plies_down`] on the position's `lines`, `mover` to move with
/// `own` pieces against `enemy`, with Cheshire Cat's exits if `EXITS`: a piece may exit
/// when it has a slide on none of its four lines. After a move, only the pieces that
/// could exit before and those that lost a slide on a line the move changed are asked
/// again.
#[inline(always)]
fn landing_leaves_two_plies_below<const EXITS: bool>(
    lines: &LineState,
    mover: Color,
    own: Bitboard,
    enemy: Bitboard,
    rules: Option<Rules>,
) -> u64 {
    let replier = mover.other();
    let total = lines.slides::<8>(replier);
    let replies_by_line = lines.slides_by_line(replier);
    // By line: the replier's pieces with a slide on it, as digit bits.
    let mut movers = [0u8; 64];
    // The replier's pieces with slides on at least one, two and three lines.
    let (mut on_one, mut on_two, mut on_three) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    if EXITS {
        for (id, geometry) in LINES.iter().enumerate() {
            if replies_by_line[id] != 0 {
                movers[id] = movers_in(entry_of(lines.line(id), replier));
                let on_line = geometry.squares_of(u16::from(movers[id]));
                on_three |= on_two & on_line;
                on_two |= on_one & on_line;
                on_one |= on_line;
            }
        }
    }
    let game_ends_without_replies = rules.is_some_and(no_legal_move_ends_game);
    let leaves_after = |replies: u32| leaves_one_ply_below(replies, game_ends_without_replies);
    // The replier's pieces that could exit before the move, and those that may after
    // it: a move changes at most two lines through any other square (the one through
    // its origin and the one through its target), so a piece with slides on three or
    // more lines keeps one.
    let exiting_before = if EXITS { enemy - on_one } else { Bitboard::EMPTY };
    let fragile = on_one - on_three;
    if EXITS {
        for (id, geometry) in LINES.iter().enumerate() {
            if movers[id] != 0 {
                movers[id] &= geometry.bits(fragile) as u8;
            }
        }
    }
    // The leaves below a move of the mover (an exit without `to`).
    let movers = &movers;
    let child = move |from: Square, to: Option<Square>| {
        let target = to.map_or(Bitboard::EMPTY, Bitboard::from_square);
        let moved = own.without(from) | target;
        let enemy_after = enemy - target;
        let captured = enemy_after != enemy;
        if rules.is_some() && ends_by_connection(moved, enemy_after, captured) {
            return 0;
        }
        let change = LineMove::new(mover, from, to, captured);
        // The replies on the changed lines before the move.
        let mut replies_before = 0;
        // By kind, 16 bits each, the replier's slides on the lines through the two
        // squares after the move (none on the target's if it is the origin's line).
        let (mut from_entries, mut to_entries) = (0u64, 0u64);
        let mut lost_slides = Bitboard::EMPTY;
        // The replier's slides on a changed line `id`, now `line`; its lost movers noted.
        let mut entry_after = |(id, line): (usize, u32)| {
            let entry = entry_of(line, replier);
            replies_before += u32::from(replies_by_line[id & 63]);
            if EXITS {
                let had = movers[id & 63];
                if had != 0 && had & !movers_in(entry) != 0 {
                    lost_slides |= LINES[id % LINES.len()].squares_of(u16::from(had & !movers_in(entry)));
                }
            }
            u64::from(entry)
        };
        // Written out, so that each kind's shifts and table offsets are constants.
        macro_rules! change_kind {
            ($kind:literal) => {
                let (origin, target) = lines.lines_after::<EXITS>(change, $kind);
                from_entries |= entry_after(origin) << (16 * $kind);
                if let Some(target) = target {
                    to_entries |= entry_after(target) << (16 * $kind);
                }
            };
        }
        change_kind!(0);
        change_kind!(1);
        change_kind!(2);
        change_kind!(3);
        let mut replies = total + slides_in_words(from_entries, to_entries) - replies_before;
        if EXITS {
            // Every other piece still has the slide it had. A piece asked has slides on
            // at most two lines, so its other lines have none.
            let has_slide = |square: Square| {
                let square = square as usize & 63;
                (0..4).any(|kind| {
                    let id = LINES_THROUGH[square][kind];
                    let movers_after = if id == LINES_THROUGH[change.from][kind] {
                        movers_in((from_entries >> (16 * kind)) as u16)
                    } else if id == LINES_THROUGH[change.to][kind] {
                        movers_in((to_entries >> (16 * kind)) as u16)
                    } else {
                        movers[usize::from(id) & 63]
                    };
                    movers_after >> DIGIT[square][kind] & 1 != 0
                })
            };
            let asked = (exiting_before | lost_slides) & enemy_after;
            replies += asked.into_iter().filter(|&square| !has_slide(square)).count() as u32;
        }
        leaves_after(replies)
    };
    let mut leaves = 0;
    if !for_each_landing_move::<EXITS>(lines, mover, own, |from, to| leaves += child(from, to)) {
        // The pass leaves the board as it is (the game is over there if it ends without replies).
        if game_ends_without_replies {
            return 0;
        }
        leaves += leaves_after(total + exiting_before.count() as u32);
    }
    leaves
}
