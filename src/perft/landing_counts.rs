//! The variants' last two plies of perft, counted the way the standard game's are:
//! after each move, the replies are counted again only on the (at most seven) lines
//! the move touched, each line's slides kept to those landing on the board and off
//! the holes, and Cheshire Cat's exits counted from the pieces left without a slide.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::connectivity::is_connected;
use crate::board::line_table::{LINES, LINES_THROUGH};
use crate::movegen::line_landing_entry;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::{NoLegalMove, Rules};

/// One side's slides line by line, kept to those landing in the landable squares.
struct LandingCounts {
    /// By line id: the number of slides on the line.
    count: [u8; 64],
    /// By line id: the squares of the pieces with a slide on the line.
    movers: [u64; 64],
    /// The slides on all lines.
    total: u32,
}

/// What one line holds for a side: its slides and, if `movers` is asked for (Cheshire
/// Cat's exits need it), the squares of the pieces that have one.
#[inline(always)]
fn line_state(id: usize, color: Color, own: u64, enemy: u64, landable: u64, movers: bool) -> (u8, u64) {
    let line = &LINES[id];
    let entry = line_landing_entry(line, color, own, enemy, landable);
    let squares = if movers { line.squares_of((entry & 0xff) | (entry >> 8)) } else { 0 };
    (entry.count_ones() as u8, squares)
}

/// Perft at depth 2 of `pos`, a position of a variant outside the drop phase where the
/// game goes on: for each move, the replies counted by changing only the lines the move
/// touched. With `rules`, children where the game is over add nothing (the end-of-game
/// decision specialised as in the standard game's fast path: neither side was connected
/// before the move); without, play goes on.
pub(crate) fn variant_leaves_two_plies_down(pos: &Position, rules: Option<Rules>) -> u64 {
    let mover = pos.turn();
    let replier = mover.other();
    let (own, enemy) = (pos.pieces(mover).0, pos.pieces(replier).0);
    let landable = pos.landable().0;
    let exits = pos.family().has_holes();
    let mut base = LandingCounts { count: [0; 64], movers: [0; 64], total: 0 };
    for id in 0..LINES.len() {
        let (count, movers) = line_state(id, replier, enemy, own, landable, exits);
        base.count[id] = count;
        base.movers[id] = movers;
        base.total += u32::from(count);
    }
    let game_ends_without_replies = rules.is_some_and(|rules| rules.no_legal_move != NoLegalMove::Pass);
    let leaves_after = |replies: u64| match replies {
        0 if game_ends_without_replies => 0,
        0 => 1,
        replies => replies,
    };
    let all_movers = || base.movers[..LINES.len()].iter().fold(0, |all, movers| all | movers);
    let mut leaves = 0;
    pos.for_each_move(|mv| {
        let (from, to) = match mv {
            Move::Slide { from, to } => (from, Some(to)),
            Move::Exit { from } => (from, None),
            // The pass leaves the board as it is.
            _ => {
                let left = if exits { (enemy & !all_movers()).count_ones() } else { 0 };
                leaves += leaves_after(u64::from(base.total + left));
                return;
            }
        };
        let to_bit = to.map_or(0, |to| 1u64 << to as u8);
        let moved = own & !(1 << from as u8) | to_bit;
        let enemy_after = enemy & !to_bit;
        if rules.is_some()
            && (is_connected(Bitboard(moved)) || enemy_after != enemy && is_connected(Bitboard(enemy_after)))
        {
            return;
        }
        let landable_after = if exits { landable & !(1 << from as u8) } else { landable };
        let mut total = base.total;
        let mut changed = [(0usize, 0u64); 8];
        let mut changes = 0;
        let to_lines = to.map(|to| LINES_THROUGH[to as usize]);
        for (kind, &from_line) in LINES_THROUGH[from as usize].iter().enumerate() {
            let from_line = usize::from(from_line);
            let to_line = to_lines.map(|lines| usize::from(lines[kind]));
            for id in [Some(from_line), to_line.filter(|&id| id != from_line)].into_iter().flatten() {
                let (count, movers) = line_state(id, replier, enemy_after, moved, landable_after, exits);
                total = total + u32::from(count) - u32::from(base.count[id]);
                changed[changes] = (id, movers);
                changes += 1;
            }
        }
        let mut replies = u64::from(total);
        if exits {
            let mut movers = base.movers;
            for &(id, line_movers) in &changed[..changes] {
                movers[id] = line_movers;
            }
            let with_slides = movers[..LINES.len()].iter().fold(0, |all, movers| all | movers);
            replies += u64::from((enemy_after & !with_slides).count_ones());
        }
        leaves += leaves_after(replies);
    });
    leaves
}
