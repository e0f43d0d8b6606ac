//! Parallel perft (feature `parallel`): the moves near the root are shared out over
//! rayon's thread pool, and each subtree is counted by the single-threaded perft.

use alloc::vec::Vec;
use rayon::prelude::*;

use crate::board::geometry::Geometry;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;

impl<G: Geometry> Position<G> {
    /// [`perft`](Position::perft) on rayon's current thread pool (feature `parallel`):
    /// the same count, shared out over its threads.
    ///
    /// To choose the number of threads, run it inside a pool of that size:
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    /// let leaves = pool.install(|| Position::default().par_perft(4, Rules::default()));
    /// assert_eq!(leaves, 1_563_208); // RULES.md, "Perft"
    /// ```
    pub fn par_perft(&self, depth: u32, rules: Rules) -> u64 {
        if depth < 3 || self.is_game_over(rules) {
            return self.perft(depth, rules);
        }
        // Two plies of tasks (about a thousand from the start) balance well over any pool.
        positions_two_plies_down(self, Some(rules)).par_iter().map(|child| child.perft(depth - 2, rules)).sum()
    }

    /// [`perft_pure`](Position::perft_pure) on rayon's current thread pool (feature `parallel`).
    pub fn par_perft_pure(&self, depth: u32) -> u64 {
        if depth < 3 {
            return self.perft_pure(depth);
        }
        positions_two_plies_down(self, None).par_iter().map(|child| child.perft_pure(depth - 2)).sum()
    }
}

/// The positions two plies below `position`, one per line of play; with `rules`,
/// none below a child where the game is over.
fn positions_two_plies_down<G: Geometry>(position: &Position<G>, rules: Option<Rules>) -> Vec<Position<G>> {
    let after = |pos: &Position<G>, mv: Move<G::Square>| {
        let mut child = *pos;
        child.play_unchecked(mv);
        child
    };
    let mut grandchildren = Vec::new();
    for mv in position.legal_moves() {
        let child = after(position, mv);
        if rules.is_some_and(|rules| child.is_game_over(rules)) {
            continue;
        }
        grandchildren.extend(child.legal_moves().into_iter().map(|reply| after(&child, reply)));
    }
    grandchildren
}
