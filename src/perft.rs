//! Perft: counting the leaves of the game tree, the standard check of a move generator.
//!
//! Conventions (RULES.md, "Perft"): `perft(p, 0) = 1`; a position where the game is
//! over has no children, so it adds 0 above the target depth and counts as a leaf at
//! it; under [`NoLegalMove::Pass`](crate::NoLegalMove::Pass) a forced pass is one move.
//! The "pure" variants ignore game end and always play on.

use alloc::vec::Vec;

use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// The number of leaves `depth` plies below `position` under `rules`.
///
/// ```
/// use lines_of_action::{perft, Position, Rules};
/// // RULES.md, "Perft": the standard start.
/// assert_eq!(perft(&Position::default(), 3, Rules::default()), 44_952);
/// ```
pub fn perft(position: &Position, depth: u32, rules: Rules) -> u64 {
    let mut pos = *position;
    perft_game(&mut pos, depth, rules)
}

/// The number of leaves `depth` plies below `position`, playing on after the game is won.
///
/// ```
/// use lines_of_action::{perft_pure, Position};
/// let midgame = "1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b".parse()?;
/// assert_eq!(perft_pure(&midgame, 3), 15_389); // RULES.md, mid-game positions
/// # Ok::<(), lines_of_action::ParsePositionError>(())
/// ```
pub fn perft_pure(position: &Position, depth: u32) -> u64 {
    let mut pos = *position;
    perft_no_end(&mut pos, depth)
}

/// [`perft`] split by root move: each legal move of `position` with the leaves below it,
/// in [`Position::legal_moves`] order. Empty if the game is over at the root.
///
/// ```
/// use lines_of_action::{divide, Position, Rules};
/// let split = divide(&Position::default(), 2, Rules::default());
/// assert_eq!(split.len(), 36);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 1_244);
/// ```
pub fn divide(position: &Position, depth: u32, rules: Rules) -> Vec<(Move, u64)> {
    if depth == 0 || position.is_game_over(rules) {
        return Vec::new();
    }
    split_by_root_move(position, |child| perft_game(child, depth - 1, rules))
}

/// [`perft_pure`] split by root move.
pub fn divide_pure(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    split_by_root_move(position, |child| perft_no_end(child, depth - 1))
}

fn split_by_root_move(position: &Position, mut count: impl FnMut(&mut Position) -> u64) -> Vec<(Move, u64)> {
    let mut pos = *position;
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let undo = pos.make_unchecked(mv);
            let leaves = count(&mut pos);
            pos.unmake_unchecked(undo);
            (mv, leaves)
        })
        .collect()
}

fn perft_game(pos: &mut Position, depth: u32, rules: Rules) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.is_game_over(rules) {
        return 0;
    }
    if depth == 1 {
        // Not over, so a side without slides passes: one move.
        return pos.count_slides().max(1) as u64;
    }
    let mut leaves = 0;
    for mv in pos.legal_moves() {
        let undo = pos.make_unchecked(mv);
        leaves += perft_game(pos, depth - 1, rules);
        pos.unmake_unchecked(undo);
    }
    leaves
}

fn perft_no_end(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_slides().max(1) as u64,
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
