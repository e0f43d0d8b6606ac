//! The proof read out of a finished search: one winning move for every attacker
//! position the proof reaches ([`ProofLines`]), without a cycle.
//!
//! Each line carries its height, the most plies from its position to the win: an
//! attacker position's height is one more than that of the position its move leads to,
//! a defender position's one more than the highest of its replies'. Heights fall
//! strictly along every line of play, and a position is added only once its whole
//! proof is, so no position repeats on a line and no line reaches the walk's path.
//!
//! The walk takes, at each attacker position, the proven move with the lowest height
//! the table holds; a move whose proof leads back onto the walk's path is refused. The
//! table's proofs were found on other paths, and one of them may let the defender
//! repeat a position of this one (the graph-history interaction): where none of the
//! table's moves completes, the position is searched again with this path, first on the
//! table (enough where it lost a proof), then on a fresh table of its own, whose proofs
//! were all found below this path, and the walk goes on over that table.

use std::collections::HashMap;

use lines_of_action::{Geometry, Move, Outcome, Position};

use super::dfpn::Search;
use super::table::Table;

/// The attacker's winning move at each position of a proof, with its height.
pub(crate) type ProofLines<G> = HashMap<Position<G>, (Move<<G as Geometry>::Square>, u32)>;

/// A walk over the proof of one search.
pub(crate) struct Extraction<G: Geometry> {
    lines: ProofLines<G>,
    /// The heights of the defender positions already walked.
    defended: HashMap<Position<G>, u32>,
    /// The repetition keys of the positions from the game's start to the walk's position.
    path: Vec<u64>,
    /// The bytes of the fresh table of a search again below a path.
    fresh_memory: usize,
}

impl<G: Geometry> Extraction<G> {
    /// A walk over what `search` proved, its path starting with the search's history;
    /// a fresh table takes `fresh_memory` bytes.
    pub(crate) fn new(search: &Search<'_, G>, fresh_memory: usize) -> Extraction<G> {
        Extraction { lines: HashMap::new(), defended: HashMap::new(), path: search.path.clone(), fresh_memory }
    }

    /// The lines of the proof that the attacker wins from `root`, with the root's
    /// height; `None` if `search` cannot prove it (stopped, or not a win).
    pub(crate) fn run(mut self, search: &mut Search<'_, G>, root: &Position<G>) -> Option<(ProofLines<G>, u32)> {
        let mut pos = *root;
        // The root may repeat a position of the game before it (the game goes on): only
        // a repetition after it counts.
        let height = self.enter(search, &mut pos)?;
        Some((self.lines, height))
    }

    /// The height of the proof of `pos`, its lines added; `None` if none is found.
    fn walk(&mut self, search: &mut Search<'_, G>, pos: &mut Position<G>) -> Option<u32> {
        if let Some(result) = pos.result(search.rules) {
            return (result.outcome == Outcome::Win(search.attacker)).then_some(0);
        }
        if let Some(&(_, height)) = self.lines.get(pos) {
            return Some(height);
        }
        if let Some(&height) = self.defended.get(pos) {
            return Some(height);
        }
        if self.path.contains(&search.repetition_key(pos)) {
            return None;
        }
        self.enter(search, pos)
    }

    /// The height of the proof of `pos`, its lines added, with `pos` on the path.
    fn enter(&mut self, search: &mut Search<'_, G>, pos: &mut Position<G>) -> Option<u32> {
        self.path.push(search.repetition_key(pos));
        let height = if pos.turn() == search.attacker { self.attack(search, pos) } else { self.defend(search, pos) };
        self.path.pop();
        height
    }

    /// An attacker position: the first proven move of the table, lowest first, whose
    /// proof the walk completes; else searched again on the path, on the table and then
    /// on a fresh one, the move that search proved tried first.
    fn attack(&mut self, search: &mut Search<'_, G>, pos: &mut Position<G>) -> Option<u32> {
        if let Some(&mv) = pos.winning_moves(search.rules).first() {
            self.lines.insert(*pos, (mv, 1));
            return Some(1);
        }
        let moves: Vec<_> = search.proven_moves(pos).into_iter().map(|(_, mv)| mv).collect();
        if let Some(height) = self.first_completed(search, pos, moves) {
            return Some(height);
        }
        let path = self.path[..self.path.len() - 1].to_vec();
        if !search.prove_on_path(pos, &path).is_proven() || search.stopped {
            return None;
        }
        // The move the search proved, though the table may have lost its child since.
        let moves = search.proof_move.into_iter().chain(search.proven_moves(pos).into_iter().map(|(_, mv)| mv));
        if let Some(height) = self.first_completed(search, pos, moves.collect()) {
            return Some(height);
        }
        let table = Table::with_memory(self.fresh_memory);
        let mut fresh = search.below(&table, path.clone());
        let proven = fresh.prove_on_path(pos, &path).is_proven() && !fresh.stopped;
        let height = if proven {
            let moves = fresh.proof_move.into_iter().chain(fresh.proven_moves(pos).into_iter().map(|(_, mv)| mv));
            self.first_completed(&mut fresh, pos, moves.collect())
        } else {
            None
        };
        let (stopped, untallied) = (fresh.stopped, fresh.untallied_nodes());
        drop(fresh);
        search.stopped |= stopped;
        search.nodes += untallied;
        height
    }

    /// The height after the first of `moves` (at the attacker position `pos`) whose
    /// proof the walk completes over `search`, its line added.
    fn first_completed(
        &mut self,
        search: &mut Search<'_, G>,
        pos: &mut Position<G>,
        moves: Vec<Move<G::Square>>,
    ) -> Option<u32> {
        for mv in moves {
            let undo = pos.make_unchecked(mv);
            let height = self.walk(search, pos);
            pos.unmake_unchecked(undo);
            if let Some(height) = height {
                self.lines.insert(*pos, (mv, height + 1));
                return Some(height + 1);
            }
            if search.stopped {
                return None;
            }
        }
        None
    }

    /// A defender position: every reply must be proven.
    fn defend(&mut self, search: &mut Search<'_, G>, pos: &mut Position<G>) -> Option<u32> {
        let mut highest = 0;
        for mv in pos.legal_moves() {
            let undo = pos.make_unchecked(mv);
            let height = self.walk(search, pos);
            pos.unmake_unchecked(undo);
            highest = highest.max(height?);
        }
        self.defended.insert(*pos, highest + 1);
        Some(highest + 1)
    }
}
