//! The proof read out of a finished search: one winning move for every attacker
//! position the proof reaches ([`ProofLines`]), without a cycle.
//!
//! Each line carries its height, the most plies from its position to the win: an
//! attacker position's height is one more than that of the position its move leads to,
//! a defender position's one more than the highest of its replies'. Heights fall
//! strictly along every line of play, so no position repeats on one. The walk takes,
//! at each attacker position, the proven move with the lowest height the table holds;
//! a move leading back onto the walk's own path is refused, and a position whose proof
//! the table lost (or whose every proof leads back) is searched again with that path.

use std::collections::HashMap;

use lines_of_action::{Geometry, Move, Outcome, Position};

use super::dfpn::Search;

/// The attacker's winning move at each position of a proof, with its height.
pub(crate) type ProofLines<G> = HashMap<Position<G>, (Move<<G as Geometry>::Square>, u32)>;

/// A walk over the proof of one search.
pub(crate) struct Extraction<'s, 't, G: Geometry> {
    search: &'s mut Search<'t, G>,
    lines: ProofLines<G>,
    /// The heights of the defender positions already walked.
    defended: HashMap<Position<G>, u32>,
    /// The repetition keys of the positions from the game's start to the walk's position.
    path: Vec<u64>,
}

impl<'s, 't, G: Geometry> Extraction<'s, 't, G> {
    /// A walk over what `search` proved; its path starts with the search's history.
    pub(crate) fn new(search: &'s mut Search<'t, G>) -> Extraction<'s, 't, G> {
        let path = search.path.clone();
        Extraction { search, lines: HashMap::new(), defended: HashMap::new(), path }
    }

    /// The lines of the proof that the attacker wins from `root`, with the root's
    /// height; `None` if the search cannot prove it (stopped, or not a win).
    pub(crate) fn run(mut self, root: &Position<G>) -> Option<(ProofLines<G>, u32)> {
        let mut pos = *root;
        // The root may repeat a position of the game before it (the game goes on): only
        // a repetition after it counts.
        let height = self.enter(&mut pos)?;
        Some((self.lines, height))
    }

    /// The height of the proof of `pos`, its lines added; `None` if none is found.
    fn walk(&mut self, pos: &mut Position<G>) -> Option<u32> {
        let attacker = self.search.attacker;
        if let Some(result) = pos.result(self.search.rules) {
            return (result.outcome == Outcome::Win(attacker)).then_some(0);
        }
        if let Some(&(_, height)) = self.lines.get(pos) {
            return Some(height);
        }
        if let Some(&height) = self.defended.get(pos) {
            return Some(height);
        }
        if self.path.contains(&self.search.repetition_key(pos)) {
            return None;
        }
        self.enter(pos)
    }

    /// The height of the proof of `pos`, its lines added, with `pos` on the path.
    fn enter(&mut self, pos: &mut Position<G>) -> Option<u32> {
        self.path.push(self.search.repetition_key(pos));
        let height = if pos.turn() == self.search.attacker { self.attack(pos) } else { self.defend(pos) };
        self.path.pop();
        height
    }

    /// An attacker position: the first proven move, lowest first, whose proof the walk
    /// completes; if there is none, searched again once, and then the move that search
    /// proved tried first (the table may have lost its child since).
    fn attack(&mut self, pos: &mut Position<G>) -> Option<u32> {
        if let Some(&mv) = pos.winning_moves(self.search.rules).first() {
            self.lines.insert(*pos, (mv, 1));
            return Some(1);
        }
        for attempt in 0..2 {
            let mut moves = Vec::new();
            if attempt == 1 {
                let path = self.path[..self.path.len() - 1].to_vec();
                if !self.search.prove_on_path(pos, &path).is_proven() {
                    return None;
                }
                // The move the search proved, though the table may have lost its child.
                moves.extend(self.search.proof_move);
            }
            moves.extend(self.search.proven_moves(pos).into_iter().map(|(_, mv)| mv));
            for mv in moves {
                let undo = pos.make_unchecked(mv);
                let height = self.walk(pos);
                pos.unmake_unchecked(undo);
                if let Some(height) = height {
                    self.lines.insert(*pos, (mv, height + 1));
                    return Some(height + 1);
                }
            }
        }
        None
    }

    /// A defender position: every reply must be proven.
    fn defend(&mut self, pos: &mut Position<G>) -> Option<u32> {
        let mut highest = 0;
        for mv in pos.legal_moves() {
            let undo = pos.make_unchecked(mv);
            let height = self.walk(pos);
            pos.unmake_unchecked(undo);
            highest = highest.max(height?);
        }
        self.defended.insert(*pos, highest + 1);
        Some(highest + 1)
    }
}
