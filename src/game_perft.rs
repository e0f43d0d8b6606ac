//! Perft over a [`Game`]: the tree of play under every rule, repetition and the move
//! limit included, the game's history counting.

use alloc::vec::Vec;

use crate::color::Color;
use crate::game::Game;
use crate::history::{decide, decide_before_moves, repeats};
use crate::moves::Move;
use crate::perft::leaves_two_plies_down;
use crate::position::Position;
use crate::rules::{MoveLimit, NoLegalMove, Rules};

impl Game {
    /// The number of leaves `depth` plies below the current position, the game's
    /// history and all its rules counting (RULES.md, "Perft"): a position where the
    /// game is over, by any rule, has no children.
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// // RULES.md: under OpenSpiel's rules the start board recurs 784 times at ply 4,
    /// // and those are draws; the connection-only count at depth 5 is 55,963,132.
    /// let game = Game::new(Rules::OPENSPIEL);
    /// assert_eq!(game.perft(4), 1_563_208);
    /// # if cfg!(not(debug_assertions)) {
    /// assert_eq!(game.perft(5), 55_934_908);
    /// # }
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        let (mut pos, mut earlier) = self.working_copy(depth);
        leaves(&mut pos, &mut earlier, depth, self.rules())
    }

    /// [`perft`](Game::perft) split by the current position's legal moves; empty if
    /// `depth` is 0 or the game is over.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let (mut pos, mut earlier) = self.working_copy(depth);
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                earlier.push(pos);
                let undo = pos.make_unchecked(mv);
                let count = leaves(&mut pos, &mut earlier, depth - 1, self.rules());
                pos.unmake_unchecked(undo);
                earlier.pop();
                (mv, count)
            })
            .collect()
    }

    /// The current position, and the positions before it with room for `depth` more.
    fn working_copy(&self, depth: u32) -> (Position, Vec<Position>) {
        let (current, earlier) = self.positions().split_last().unwrap_or_else(|| unreachable!("never empty"));
        let mut stack = Vec::with_capacity(earlier.len() + depth as usize);
        stack.extend_from_slice(earlier);
        (*current, stack)
    }
}

/// The leaves `depth` plies below `pos`, reached after the positions `earlier` (one per ply played).
fn leaves(pos: &mut Position, earlier: &mut Vec<Position>, depth: u32, rules: Rules) -> u64 {
    let plies = earlier.len();
    match depth {
        0 => 1,
        1 => {
            if decide_before_moves(pos, earlier, plies, rules).is_some() {
                return 0;
            }
            match pos.count_slides() {
                0 if rules.no_legal_move == NoLegalMove::Pass => 1,
                slides => slides as u64,
            }
        }
        _ if decide(pos, earlier, plies, rules).is_some() => 0,
        2 => {
            let limit_reached = match rules.move_limit {
                MoveLimit::Off => false,
                MoveLimit::Draw { plies: limit, .. } => plies + 1 >= limit as usize,
            };
            let replier = pos.turn().other();
            earlier.push(*pos);
            let count = leaves_two_plies_down(pos, Some(rules), |mover_pieces, replier_pieces| {
                let (black, white) = if replier == Color::White {
                    (mover_pieces, replier_pieces)
                } else {
                    (replier_pieces, mover_pieces)
                };
                limit_reached || repeats(earlier, black, white, replier, rules)
            });
            earlier.pop();
            count
        }
        _ => {
            let mut count = 0;
            for mv in pos.legal_moves() {
                earlier.push(*pos);
                let undo = pos.make_unchecked(mv);
                count += leaves(pos, earlier, depth - 1, rules);
                pos.unmake_unchecked(undo);
                earlier.pop();
            }
            count
        }
    }
}
