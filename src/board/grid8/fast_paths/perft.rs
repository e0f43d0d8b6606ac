//! Perft's fast paths on the boards up to 8×8: the standard family's last two plies
//! (three on the small boards) read off the lines' patterns ([`LineState`]), and the
//! variants' through their landing counts ([`landing_counts`]).

use crate::board::color::Color;
use crate::board::grid8::Grid8;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::fast_paths::landing_counts;
use crate::board::grid8::line_state::{LineState, count_of};
use crate::perft::game_perft::{ends_by_history, general_leaves, two_plies_at_once_leaves};
use crate::perft::{general_perft, leaves_one_ply_below};
use crate::position::Position;
use crate::position::family::Family;
use crate::rules::Rules;
use crate::rules::outcome::{ends_by_connection, no_legal_move_ends_game};
use crate::rules::repetition::History;

/// [`FastPaths::perft`](crate::board::fast_paths::FastPaths::perft) on the boards up to
/// 8×8: the standard game's own walk, the general one for the other positions.
#[inline]
pub(super) fn perft(position: &Position, depth: u32, rules: Option<Rules>) -> u64 {
    let mut pos = *position;
    match rules {
        Some(rules) => perft_game(&mut pos, depth, rules),
        None => perft_no_end(&mut pos, depth),
    }
}

/// [`FastPaths::game_perft`](crate::board::fast_paths::FastPaths::game_perft) on the
/// boards up to 8×8: the standard game's last two plies at once.
#[inline]
pub(super) fn game_perft(pos: &mut Position, history: &mut History<Grid8>, depth: u32, rules: Rules) -> u64 {
    if !pos.is_plain() {
        return general_leaves(pos, history, depth, rules);
    }
    plain_game_perft(pos, history, depth, rules)
}

/// [`game_perft`] of a position of the standard game on 8×8: a function of its own, as
/// the recursion's root, where inlined into [`game_perft`] the same walk took 1 % more
/// instructions (callgrind, `Game` perft 5 under the Olympiad rules).
fn plain_game_perft(pos: &mut Position, history: &mut History<Grid8>, depth: u32, rules: Rules) -> u64 {
    two_plies_at_once_leaves(pos, history, depth, rules, |pos, rules, history| {
        grid8_last_two_plies::<8>(pos, Some(rules), ends_by_history(pos, history, rules))
    })
}

fn perft_game(pos: &mut Position, depth: u32, rules: Rules) -> u64 {
    if !pos.is_plain() {
        return general_perft(pos, depth, Some(rules));
    }
    if depth == 0 {
        return 1;
    }
    if pos.is_game_over(rules) {
        return 0;
    }
    match depth {
        // Not over, so a side without slides passes: one move.
        1 => pos.count_slides().max(1) as u64,
        2 => grid8_last_two_plies::<8>(pos, Some(rules), |_, _| false),
        _ => {
            let mut leaves = 0;
            for mv in pos.legal_moves() {
                let undo = pos.make_unchecked(mv);
                leaves += perft_game(pos, depth - 1, rules);
                pos.unmake_unchecked(undo);
            }
            leaves
        }
    }
}

fn perft_no_end(pos: &mut Position, depth: u32) -> u64 {
    if !pos.is_plain() {
        return general_perft(pos, depth, None);
    }
    match depth {
        0 => 1,
        1 => pos.count_slides().max(1) as u64,
        2 => grid8_last_two_plies::<8>(pos, None, |_, _| false),
        _ => {
            let mut leaves = 0;
            for mv in pos.legal_moves() {
                let undo = pos.make_unchecked(mv);
                leaves += perft_no_end(pos, depth - 1);
                pos.unmake_unchecked(undo);
            }
            leaves
        }
    }
}

/// [`FastPaths::perft_last_plies`](crate::board::fast_paths::FastPaths::perft_last_plies)
/// on the boards up to 8×8: the last two or three plies of [`general_perft`] at once,
/// where the variant has a way; `None` where it has none.
pub(super) fn perft_last_plies(pos: &mut Position, depth: u32, rules: Option<Rules>) -> Option<u64> {
    if depth == 3 {
        // The small boards (the 8×8 one is plain) and Cheshire Cat: the children's lines
        // from the parent's.
        match (pos.family(), pos.board_size()) {
            (Family::Standard, 5) => return Some(leaves_three_plies_down::<5>(pos, rules)),
            (Family::Standard, 6) => return Some(leaves_three_plies_down::<6>(pos, rules)),
            (Family::Standard, 7) => return Some(leaves_three_plies_down::<7>(pos, rules)),
            // The landing counts read the 8×8 board's lines: a smaller board with holes
            // takes the general path.
            (family, 8) if family.has_holes() => {
                return Some(landing_counts::holes_leaves_three_plies_down(pos, rules));
            }
            _ => {}
        }
    }
    if depth == 2 && !pos.in_drop_phase() && pos.reserve(pos.turn().other()) == 0 {
        // The small boards play the standard rules on shorter lines.
        match (pos.family(), pos.board_size()) {
            (Family::Standard, 5) => return Some(grid8_last_two_plies::<5>(pos, rules, |_, _| false)),
            (Family::Standard, 6) => return Some(grid8_last_two_plies::<6>(pos, rules, |_, _| false)),
            (Family::Standard, 7) => return Some(grid8_last_two_plies::<7>(pos, rules, |_, _| false)),
            (_, 8) => return Some(landing_counts::variant_leaves_two_plies_down(pos, rules)),
            _ => {}
        }
    }
    None
}

/// Perft at depth 3 of a position of the standard family on the board with `SIZE`
/// squares a side where the game goes on: its lines read once, and each child's worked
/// out from them by changing the lines its move touched, then counted two plies down as
/// [`grid8_last_two_plies`] does. With `rules`, children where the game is over add
/// nothing; without, play goes on.
fn leaves_three_plies_down<const SIZE: usize>(pos: &Position, rules: Option<Rules>) -> u64 {
    let lines = pos.line_state::<SIZE>();
    let mover = pos.turn();
    let replier = mover.other();
    let (own, enemy) = (pos.pieces(mover), pos.pieces(replier));
    let game_ends_without_replies = rules.is_some_and(no_legal_move_ends_game);
    // A child where the replier has no slide is over under such a rule; otherwise its
    // pass is counted two plies down.
    let below = |child: &LineState, replier_pieces: Bitboard, mover_pieces: Bitboard| {
        if game_ends_without_replies && child.slides::<SIZE>(replier) == 0 {
            0
        } else {
            leaves_two_plies_below::<SIZE>(child, replier, replier_pieces, mover_pieces, rules, |_, _| false)
        }
    };
    if lines.slides::<SIZE>(mover) == 0 {
        // The forced pass leaves the board as it is.
        return below(&lines, enemy, own);
    }
    let mut leaves = 0;
    lines.for_each_slide::<SIZE>(mover, |from, to| {
        let captured = enemy.contains(to);
        let moved = own.toggled(from).toggled(to);
        let enemy_after = enemy.without(to);
        // Neither side was connected before the move (see `leaves_two_plies_below`).
        if rules.is_some() && ends_by_connection(moved, enemy_after, captured) {
            return;
        }
        let mut child = lines.clone();
        child.apply_slide::<SIZE>(from, to, mover, captured);
        leaves += below(&child, enemy_after, moved);
    });
    leaves
}

/// Perft at depth 2 of a position of the standard family on the board with `SIZE`
/// squares a side where the game goes on: [`leaves_two_plies_below`] its lines.
fn grid8_last_two_plies<const SIZE: usize>(
    pos: &Position,
    rules: Option<Rules>,
    ends_by_history: impl Fn(Bitboard, Bitboard) -> bool,
) -> u64 {
    let lines = pos.line_state::<SIZE>();
    let mover = pos.turn();
    let (own, enemy) = (pos.pieces(mover), pos.pieces(mover.other()));
    leaves_two_plies_below::<SIZE>(&lines, mover, own, enemy, rules, ends_by_history)
}

/// Perft at depth 2 of a position of the standard family on the board with `SIZE`
/// squares a side where the game goes on, given as its `lines`, the side to move and
/// its `own` and the other side's `enemy` pieces: for each move, the child's slides,
/// counted by changing only the (at most seven) lines the move touched. With `rules`,
/// children where the game is over add nothing; without, play goes on.
/// `ends_by_history(mover's pieces, replier's pieces)` says whether a child ends the
/// game by a rule of the game's history (repetition, move limit).
#[inline(always)]
fn leaves_two_plies_below<const SIZE: usize>(
    lines: &LineState,
    mover: Color,
    own: Bitboard,
    enemy: Bitboard,
    rules: Option<Rules>,
    ends_by_history: impl Fn(Bitboard, Bitboard) -> bool,
) -> u64 {
    let replier = mover.other();
    let game_ends_without_replies = rules.is_some_and(no_legal_move_ends_game);
    let leaves_after = |replies: u32| leaves_one_ply_below(replies, game_ends_without_replies);
    let pair = lines.slide_pair::<SIZE>();
    if count_of(pair, mover) == 0 {
        // The forced pass leaves the board as it is.
        return if ends_by_history(own, enemy) { 0 } else { leaves_after(count_of(pair, replier)) };
    }
    let mut leaves = 0;
    lines.for_each_slide::<SIZE>(mover, |from, to| {
        let captured = enemy.contains(to);
        if rules.is_some() {
            // The end-of-game decision (`rules::outcome::decide`) specialised: a child is
            // over if either side is connected (neither was before the move: the game
            // went on), or by the history. The unit tests below prove this path equal to
            // `decide`'s.
            let moved = own.toggled(from).toggled(to);
            let enemy_after = enemy.without(to);
            if ends_by_connection(moved, enemy_after, captured) || ends_by_history(moved, enemy_after) {
                return;
            }
        }
        let after = lines.slides_after::<SIZE>(pair, from, to, mover, captured);
        leaves += leaves_after(count_of(after, replier));
    });
    leaves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::presets::RulePreset;
    use crate::variants::Layout;
    use crate::variants::Variant;
    use alloc::vec::Vec;

    #[test]
    fn the_fast_paths_count_as_the_one_end_of_game_decision_does() {
        // `general_perft` decides every node with `Position::is_game_over`, which is the
        // one decision; the plain positions' fast paths must count the same.
        let mut positions: Vec<Position> = Layout::ALL.into_iter().map(Position::from_layout).collect();
        for text in [
            // RULES.md, "Perft": the thesis positions and the no-move board.
            "8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b",
            "1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b",
            "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w",
            "6wb/6ww/8/8/8/8/ww6/bw6 b",
        ] {
            positions.push(text.parse().unwrap());
        }
        for pos in positions {
            for preset in RulePreset::ALL {
                let rules = preset.rules();
                for depth in 0..=3 {
                    let mut fast = pos;
                    let mut general = pos;
                    assert_eq!(
                        perft_game(&mut fast, depth, rules),
                        general_perft(&mut general, depth, Some(rules)),
                        "{pos} {preset:?} depth {depth}"
                    );
                }
                let (mut fast, mut general) = (pos, pos);
                assert_eq!(perft_no_end(&mut fast, 3), general_perft(&mut general, 3, None), "{pos} pure");
            }
        }
    }

    #[test]
    fn three_plies_down_count_as_move_by_move() {
        // Along a fixed line of play from the start of each variant counted three plies
        // down at once, at every position where the game goes on: the children's lines
        // changed from the parent's against each child played and counted two plies down.
        fn check(variant: Variant, three_plies_down: fn(&Position, Option<Rules>) -> u64) {
            let mut pos = Position::from_variant(variant).unwrap();
            for ply in 0..30 {
                for rules in RulePreset::ALL.map(RulePreset::rules).map(Some).into_iter().chain([None]) {
                    if rules.is_some_and(|rules| pos.is_game_over(rules)) {
                        continue;
                    }
                    let mut child = pos;
                    let mut move_by_move = 0;
                    pos.for_each_move(|mv| {
                        let undo = child.make_unchecked(mv);
                        move_by_move += general_perft(&mut child, 2, rules);
                        child.unmake_unchecked(undo);
                    });
                    assert_eq!(three_plies_down(&pos, rules), move_by_move, "{pos} {rules:?}");
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.is_game_over(Rules::default()) {
                    break;
                }
                pos.play_unchecked(moves[(ply * 7 + 3) % moves.len()]);
            }
        }
        check(Variant::FiveByFive, leaves_three_plies_down::<5>);
        check(Variant::SixBySix, leaves_three_plies_down::<6>);
        check(Variant::SevenBySeven, leaves_three_plies_down::<7>);
        check(Variant::Loaps, leaves_three_plies_down::<7>);
        check(Variant::CheshireCat, landing_counts::holes_leaves_three_plies_down);
    }
}
