//! Perft over a [`Game`]: the tree of play under every rule, repetition and the move
//! limit included, the game's history counting.

use alloc::vec::Vec;

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::game::Game;
use crate::perft::leaves_two_plies_down;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::outcome::{History, decide, decide_before_moves, no_legal_move_ends_game};
use crate::rules::repetition::{BoardKey, repeats, since_last_capture};
use crate::rules::{MoveLimit, Rules};

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
        leaves(&mut pos, &mut earlier, Window { since: 0, plies: self.ply() }, depth, self.rules())
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
                let window = Window { since: 0, plies: self.ply() }.after(undo.captured(), earlier.len());
                let count = leaves(&mut pos, &mut earlier, window, depth - 1, self.rules());
                pos.unmake_unchecked(undo);
                earlier.pop();
                (mv, count)
            })
            .collect()
    }

    /// The current position, and the positions before it since the last capture (the
    /// only ones it can repeat) with room for `depth` more.
    fn working_copy(&self, depth: u32) -> (Position, Vec<Position>) {
        let (current, earlier) = self.positions().split_last().unwrap_or_else(|| unreachable!("never empty"));
        let repeatable = since_last_capture(earlier, current.occupied().count());
        let mut stack = Vec::with_capacity(repeatable.len() + depth as usize);
        stack.extend_from_slice(repeatable);
        (*current, stack)
    }
}

/// Where a node of the tree stands in its game: the positions on the stack from
/// `since` on are those since the last capture, and `plies` moves have been played.
#[derive(Copy, Clone)]
struct Window {
    since: usize,
    plies: usize,
}

impl Window {
    /// The window of a child reached by a move, with `stacked` positions on the stack
    /// once the parent is pushed: a capture leaves no earlier position it can repeat.
    #[inline]
    fn after(self, captured: bool, stacked: usize) -> Window {
        Window { since: if captured { stacked } else { self.since }, plies: self.plies + 1 }
    }
}

/// The leaves `depth` plies below `pos`, which follows the positions on `stack`.
fn leaves(pos: &mut Position, stack: &mut Vec<Position>, window: Window, depth: u32, rules: Rules) -> u64 {
    if !pos.is_plain() {
        return variant_leaves(pos, stack, window, depth, rules);
    }
    let earlier = &stack[window.since..];
    match depth {
        0 => 1,
        1 => {
            if decide_before_moves(pos, Some(History { earlier, plies: window.plies }), rules).is_some() {
                return 0;
            }
            match pos.count_slides() {
                0 if !no_legal_move_ends_game(rules) => 1,
                slides => slides as u64,
            }
        }
        _ if decide(pos, Some(History { earlier, plies: window.plies }), rules).is_some() => 0,
        2 => {
            let limit_reached = match rules.move_limit {
                MoveLimit::Off => false,
                MoveLimit::Draw { plies: limit, .. } => window.plies + 1 >= limit as usize,
            };
            let replier = pos.turn().other();
            stack.push(*pos);
            let earlier = &stack[window.since..];
            // A child after a capture has fewer pieces than every position in `earlier`,
            // so comparing boards never finds it there.
            let count = leaves_two_plies_down::<8>(pos, Some(rules), |mover_pieces, replier_pieces| {
                let (black, white) = if replier == Color::White {
                    (mover_pieces, replier_pieces)
                } else {
                    (replier_pieces, mover_pieces)
                };
                // A plain position has no holes and no reserves.
                let board = BoardKey { black, white, turn: replier, holes: Bitboard::EMPTY, reserves: [0, 0] };
                limit_reached || repeats(earlier, board, rules)
            });
            stack.pop();
            count
        }
        _ => children(pos, stack, window, depth, rules),
    }
}

/// The leaves `depth` plies below `pos`, summed over its moves.
fn children(pos: &mut Position, stack: &mut Vec<Position>, window: Window, depth: u32, rules: Rules) -> u64 {
    let parent = *pos;
    let mut count = 0;
    stack.push(parent);
    parent.for_each_move(|mv| {
        let undo = pos.make_unchecked(mv);
        let child = window.after(undo.captured(), stack.len());
        count += leaves(pos, stack, child, depth - 1, rules);
        pos.unmake_unchecked(undo);
    });
    stack.pop();
    count
}

/// [`leaves`] for the variants: every node decided by the one end-of-game decision,
/// the moves walked with [`Position::for_each_move`] and counted at the last ply.
fn variant_leaves(pos: &mut Position, stack: &mut Vec<Position>, window: Window, depth: u32, rules: Rules) -> u64 {
    if depth == 0 {
        return 1;
    }
    if decide(pos, Some(History { earlier: &stack[window.since..], plies: window.plies }), rules).is_some() {
        return 0;
    }
    if depth == 1 {
        return pos.move_count() as u64;
    }
    children(pos, stack, window, depth, rules)
}
