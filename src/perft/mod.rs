//! Perft: counting the leaves of the game tree, the standard check of a move generator.
//!
//! Conventions (RULES.md, "Perft"): `perft(p, 0) = 1`; a position where the game is
//! over has no children, so it adds 0 above the target depth and counts as a leaf at
//! it; under [`NoLegalMove::Pass`](crate::NoLegalMove::Pass) a forced pass is one move.
//! The "pure" variants ignore game end and always play on.

pub(crate) mod game_perft;
#[cfg(feature = "parallel")]
pub(crate) mod parallel;

use alloc::vec::Vec;

use crate::board::geometry::Geometry;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;

impl<G: Geometry> Position<G> {
    /// The number of leaves `depth` plies below this position under `rules`.
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// // RULES.md, "Perft": the standard start.
    /// assert_eq!(Position::default().perft(3, Rules::default()), 44_952);
    /// ```
    pub fn perft(&self, depth: u32, rules: Rules) -> u64 {
        G::perft(self, depth, Some(rules))
    }

    /// The number of leaves `depth` plies below this position, playing on after the
    /// game is won.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let midgame: Position = "1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b".parse()?;
    /// assert_eq!(midgame.perft_pure(3), 15_389); // RULES.md, mid-game positions
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    pub fn perft_pure(&self, depth: u32) -> u64 {
        G::perft(self, depth, None)
    }

    /// [`perft`](Position::perft) split by root move: each legal move with the leaves
    /// below it, in [`legal_moves`](Position::legal_moves) order. Empty if the game is
    /// over at the root.
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// let split = Position::default().divide(2, Rules::default());
    /// assert_eq!(split.len(), 36);
    /// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 1_244);
    /// ```
    pub fn divide(&self, depth: u32, rules: Rules) -> Vec<(Move<G::Square>, u64)> {
        if depth == 0 || self.is_game_over(rules) {
            return Vec::new();
        }
        split_by_root_move(self, |child| child.perft(depth - 1, rules))
    }

    /// [`perft_pure`](Position::perft_pure) split by root move.
    pub fn divide_pure(&self, depth: u32) -> Vec<(Move<G::Square>, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        split_by_root_move(self, |child| child.perft_pure(depth - 1))
    }
}

fn split_by_root_move<G: Geometry>(
    position: &Position<G>,
    mut count: impl FnMut(&mut Position<G>) -> u64,
) -> Vec<(Move<G::Square>, u64)> {
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

/// Perft on any board, game-aware under `rules` or pure without, the general way: the
/// moves walked with [`Position::for_each_move`] and counted at the last ply with
/// [`Position::move_count`], the last plies at once where the geometry has a way
/// ([`FastPaths::perft_last_plies`](crate::board::fast_paths::FastPaths::perft_last_plies)).
pub(crate) fn general_perft<G: Geometry>(pos: &mut Position<G>, depth: u32, rules: Option<Rules>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if rules.is_some_and(|rules| pos.is_game_over(rules)) {
        return 0;
    }
    if depth == 1 {
        return pos.move_count() as u64;
    }
    if let Some(leaves) = G::perft_last_plies(pos, depth, rules) {
        return leaves;
    }
    let parent = *pos;
    let mut leaves = 0;
    parent.for_each_move(|mv| {
        let undo = pos.make_unchecked(mv);
        leaves += general_perft(pos, depth - 1, rules);
        pos.unmake_unchecked(undo);
    });
    leaves
}

/// The leaves one ply below a position where the game goes on and the side to move has
/// `slides` slides: one for each, or the forced pass if it has none, unless
/// `game_ends_without_moves` ([`no_legal_move_ends_game`](crate::rules::outcome::no_legal_move_ends_game)), when the game is over there.
#[inline(always)]
pub(crate) fn leaves_one_ply_below(slides: u32, game_ends_without_moves: bool) -> u64 {
    match slides {
        0 if game_ends_without_moves => 0,
        0 => 1,
        slides => u64::from(slides),
    }
}
