//! Perft over a [`Game`]: the tree of play under every rule, repetition and the move
//! limit included, the game's history counting.

use alloc::vec::Vec;

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::game::Game;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::outcome::{Past, decide, decide_before_moves, no_legal_move_ends_game};
use crate::rules::repetition::{BoardKey, History};
use crate::rules::{MoveLimit, Rules};

impl<G: Geometry> Game<G> {
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
        let (mut pos, mut history) = self.working_copy(depth);
        leaves(&mut pos, &mut history, depth, self.rules())
    }

    /// [`perft`](Game::perft) split by the current position's legal moves; empty if
    /// `depth` is 0 or the game is over.
    pub fn divide(&self, depth: u32) -> Vec<(Move<G::Square>, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let (mut pos, mut history) = self.working_copy(depth);
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let undo = pos.make_unchecked(mv);
                history.push(pos);
                let count = leaves(&mut pos, &mut history, depth - 1, self.rules());
                history.pop();
                pos.unmake_unchecked(undo);
                (mv, count)
            })
            .collect()
    }

    /// The current position, and the game's history as far as it can count: the
    /// positions since the last capture (the only ones the tree can repeat; none if the
    /// rules have no repetition), with room for `depth` more.
    fn working_copy(&self, depth: u32) -> (Position<G>, History<G>) {
        let mut history = History::new(*self.position(), self.ply(), None);
        history.refill_for_search(self.history(), self.ply(), self.rules());
        history.reserve(depth as usize);
        (*self.position(), history)
    }
}

/// The leaves `depth` plies below `pos`, the last position of `history`, on any
/// geometry: its fast paths where it has them
/// ([`FastPaths::game_perft`](crate::board::fast_paths::FastPaths::game_perft)), the
/// general walk elsewhere.
#[inline(always)]
fn leaves<G: Geometry>(pos: &mut Position<G>, history: &mut History<G>, depth: u32, rules: Rules) -> u64 {
    G::game_perft(pos, history, depth, rules)
}

/// [`leaves`] of a position with no holes and no reserves (nor any position below it)
/// on a geometry that counts the last two plies at once: `last_two_plies(pos, rules,
/// history)` counts them, as the geometry's perft does, with [`ends_by_history`]
/// deciding the history's rules.
#[inline(always)]
pub(crate) fn two_plies_at_once_leaves<G: Geometry>(
    pos: &mut Position<G>,
    history: &mut History<G>,
    depth: u32,
    rules: Rules,
    last_two_plies: impl FnOnce(&Position<G>, Rules, &History<G>) -> u64,
) -> u64 {
    match depth {
        0 => 1,
        1 => {
            if decide_before_moves(pos, Past::History(history), rules).is_some() {
                return 0;
            }
            match pos.count_slides() {
                0 if !no_legal_move_ends_game(rules) => 1,
                slides => slides as u64,
            }
        }
        _ if decide(pos, Past::History(history), rules).is_some() => 0,
        2 => last_two_plies(pos, rules, history),
        _ => children(pos, history, depth, rules),
    }
}

/// For the last two plies below `pos`, the last position of `history`, where the game
/// goes on: whether a child, given as the pieces of the side that moved and of the
/// other, ends the game by a rule of the history (the move limit, repetition). `pos`
/// has no holes and no reserves, nor has any child.
#[inline(always)]
pub(crate) fn ends_by_history<'a, G: Geometry>(
    pos: &Position<G>,
    history: &'a History<G>,
    rules: Rules,
) -> impl Fn(G::Set, G::Set) -> bool + 'a {
    let limit_reached = match rules.move_limit {
        MoveLimit::Off => false,
        MoveLimit::Draw { plies: limit, .. } => history.plies() + 1 >= limit as usize,
    };
    let replier = pos.turn().other();
    let next_ply = history.next_ply(rules);
    // A child after a capture (or a piece lost to Black Hole's black hole) has fewer
    // pieces than every position in the history, so comparing boards never finds it
    // there.
    move |mover_pieces, replier_pieces| {
        let (black, white) =
            if replier == Color::White { (mover_pieces, replier_pieces) } else { (replier_pieces, mover_pieces) };
        let board = BoardKey { black, white, turn: replier, holes: G::Set::EMPTY, reserves: [0, 0] };
        limit_reached || next_ply.as_ref().is_some_and(|next| next.repeats(board))
    }
}

/// The leaves `depth` plies below `pos`, summed over its moves.
fn children<G: Geometry>(pos: &mut Position<G>, history: &mut History<G>, depth: u32, rules: Rules) -> u64 {
    let parent = *pos;
    let mut count = 0;
    parent.for_each_move(|mv| {
        let undo = pos.make_unchecked(mv);
        history.push(*pos);
        count += leaves(pos, history, depth - 1, rules);
        history.pop();
        pos.unmake_unchecked(undo);
    });
    count
}

/// [`leaves`] on any board, the general way: every node decided by the one end-of-game decision,
/// the moves walked with [`Position::for_each_move`] and counted at the last ply.
pub(crate) fn general_leaves<G: Geometry>(
    pos: &mut Position<G>,
    history: &mut History<G>,
    depth: u32,
    rules: Rules,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if decide(pos, Past::History(history), rules).is_some() {
        return 0;
    }
    if depth == 1 {
        return pos.move_count() as u64;
    }
    children(pos, history, depth, rules)
}
