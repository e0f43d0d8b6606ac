//! The depth-first proof-number search (df-pn, Nagai 2002) with the 1 + ε threshold
//! (Pawlewicz and Lew 2006): [`Search`], over one position and one attacker.
//!
//! - **Nodes.** A node is a position; at an *OR* node the attacker is to move and one
//!   child proven proves it; at an *AND* node the defender is to move and every child
//!   must be proven. A node's proof number is its children's least (OR) or sum (AND),
//!   its disproof number their sum (OR) or least (AND).
//! - **Thresholds.** `mid` searches a node until its proof or disproof number reaches
//!   its threshold, always in the child with the least proof (OR) or disproof (AND)
//!   number; that child's threshold is the second-best child's number times 1 + ε (one
//!   more at least: ε = 0 is plain df-pn), so the search stays longer in one subtree
//!   before it switches.
//! - **Leaves.** A new child is decided at once if the game is over there, or if the
//!   side to move there has a move that wins at once ([`Position::has_winning_move`]);
//!   otherwise its numbers start at 1 and 1, or, with the mobility initialisation, at
//!   1 and its number of moves at an OR node (many moves: hard to disprove), its number
//!   of moves and 1 at an AND node (many replies: hard to prove).
//! - **Ordering.** With threat ordering, an OR node's children in which the attacker
//!   threatens to win at once ([`Position::opponent_threatens_win`]) come first, then
//!   captures; an AND node's captures come first. The order breaks the ties of the
//!   selection.
//! - **Symmetry.** At the root, if the attacker is to move there, one move of each
//!   class a symmetry of the root maps onto each other (`symmetry.rs`).
//! - **Repetition.** A position met again on the current path (the game's positions
//!   before the root included) is a disproof: a repetition is never a win for the
//!   attacker, whatever the repetition rule. Such a disproof holds for this path only
//!   (the graph-history-interaction problem): each disproof carries the shallowest
//!   place on the path it relied on, and a disproof relying on a position above the
//!   node is never stored in the table, only kept among its parent's children while the
//!   parent is searched. A proof is a finite tree of real moves ending in wins: it holds
//!   wherever the position is met, and is stored.
//! - **Memory.** The children of the nodes on the current line live on one stack; the
//!   table is the caller's ([`Table`]). A leaf's value (and at an OR node's child, the
//!   threat test) is stored when it is first worked out, with the work of one node, so
//!   that expanding its parent again costs a table probe a child; a searched node's
//!   work counts one more than a leaf's, so that a leaf never takes its place.

use lines_of_action::{Color, Geometry, Move, Outcome, Position, Repetition, RepetitionKey, Rules};

use super::symmetry::repeats_by_symmetry;
use super::table::{Table, Threat};
use super::value::{INFINITY, Value};

/// A disproof that holds wherever the position is met.
pub(crate) const ANY_PATH: u32 = u32::MAX;

/// How often (in nodes) the search asks its hook whether to stop.
pub(crate) const CHECK_NODES: u64 = 1024;

/// The enhancements a search uses (see [`SolverOptions`](super::SolverOptions)).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Enhancements {
    pub(crate) epsilon: f64,
    pub(crate) mobility: bool,
    pub(crate) threats: bool,
    pub(crate) symmetry: bool,
    /// Whether the last of equally promising children is searched first (else the first).
    pub(crate) last_of_equals: bool,
}

/// A node's child: its move, its value, and for a disproof the index on the path of the
/// shallowest position it relied on ([`ANY_PATH`] if none).
#[derive(Copy, Clone)]
struct Child<S> {
    mv: Move<S>,
    value: Value,
    relies_on: u32,
    rank: u8,
}

/// What the search tells its hook every [`CHECK_NODES`] nodes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Tick {
    /// The nodes searched since the last tick.
    pub(crate) nodes: u64,
    /// The root's numbers as last worked out.
    pub(crate) root: Value,
    /// The table's fill, 0 to 1.
    pub(crate) fill: f64,
}

/// The hook a search calls every [`CHECK_NODES`] nodes: `true` stops it.
pub(crate) type Hook<'h> = &'h mut dyn FnMut(Tick) -> bool;

/// One df-pn search: its rules, its attacker, the table, the current path.
pub(crate) struct Search<'t, G: Geometry> {
    pub(crate) rules: Rules,
    pub(crate) attacker: Color,
    enhancements: Enhancements,
    pub(crate) table: &'t Table,
    /// The repetition keys of the positions before the current node: the game's before
    /// the root, then the current line.
    pub(crate) path: Vec<u64>,
    /// What tells a position with White to move from the same with Black to move in
    /// the Zobrist hash, when the repetition key ignores the side to move (else 0).
    side_key: u64,
    children: Vec<Child<G::Square>>,
    /// The nodes expanded.
    pub(crate) nodes: u64,
    nodes_at_tick: u64,
    /// The path index of the root of the current `prove`.
    root_index: usize,
    pub(crate) root_value: Value,
    /// The winning move of the attacker's node that `mid` proved last (so, after a
    /// search, of its top node if it is the attacker's and proven).
    pub(crate) proof_move: Option<Move<G::Square>>,
    pub(crate) stopped: bool,
    hook: Hook<'t>,
}

impl<'t, G: Geometry> Search<'t, G> {
    /// A search for `attacker` under `rules` on `table` from `root`; `history` holds
    /// the positions of the game before the root, each a repetition if met again.
    pub(crate) fn new(
        rules: Rules,
        attacker: Color,
        enhancements: Enhancements,
        table: &'t Table,
        (root, history): (&Position<G>, &[Position<G>]),
        hook: Hook<'t>,
    ) -> Search<'t, G> {
        let side_key = match rules.repetition {
            Repetition::Draw { key: RepetitionKey::Board, .. } => side_key(root),
            _ => 0,
        };
        let mut search = Search {
            rules,
            attacker,
            enhancements,
            table,
            path: Vec::new(),
            side_key,
            children: Vec::new(),
            nodes: 0,
            nodes_at_tick: 0,
            root_index: 0,
            root_value: Value::UNKNOWN,
            proof_move: None,
            stopped: false,
            hook,
        };
        search.path = history.iter().map(|pos| search.repetition_key(pos)).collect();
        search
    }

    /// The key under which `pos` counts as a repetition.
    pub(crate) fn repetition_key(&self, pos: &Position<G>) -> u64 {
        let key = pos.zobrist_hash();
        if pos.turn() == Color::White { key ^ self.side_key } else { key }
    }

    /// Searches `root` (not in the path) until it is solved or the hook stops the search:
    /// its value, and for a disproof the path index it relied on.
    pub(crate) fn prove(&mut self, root: &mut Position<G>) -> (Value, u32) {
        self.root_index = self.path.len();
        if let Some(result) = root.result(self.rules) {
            let value = if result.outcome == Outcome::Win(self.attacker) { Value::PROVEN } else { Value::DISPROVEN };
            self.root_value = value;
            return (value, ANY_PATH);
        }
        self.mid(root, INFINITY, INFINITY)
    }

    /// The value of the position `pos` reached on the current path, without search:
    /// a repetition, the table's value, the end of the game, a win at once, or the
    /// leaf's first numbers.
    pub(crate) fn evaluate(&mut self, pos: &Position<G>) -> (Value, u32) {
        let (value, relies_on, _) = self.evaluate_leaf(pos, false);
        (value, relies_on)
    }

    /// [`evaluate`](Search::evaluate), and with `threat` whether the attacker threatens
    /// to win at once in `pos` (the defender to move there) if `pos` is not solved. A
    /// leaf's value and threat are stored, so that the next expansion of its parent
    /// finds them in the table instead of working them out again.
    fn evaluate_leaf(&mut self, pos: &Position<G>, threat: bool) -> (Value, u32, bool) {
        let repetition = self.repetition_key(pos);
        if let Some(index) = self.path.iter().rposition(|&key| key == repetition) {
            return (Value::DISPROVEN, index as u32, false);
        }
        let key = pos.zobrist_hash();
        let rules = self.rules;
        if let Some((value, known)) = self.table.probe(key) {
            let threatens = match known {
                _ if !threat || value.is_solved() => false,
                Threat::Threatens => true,
                Threat::None => false,
                Threat::Unknown => {
                    let threatens = pos.opponent_threatens_win(rules);
                    self.table.store_leaf(key, value, threat_of(threatens));
                    threatens
                }
            };
            return (value, ANY_PATH, threatens);
        }
        let attacking = pos.turn() == self.attacker;
        let value = if let Some(result) = pos.result(rules) {
            if result.outcome == Outcome::Win(self.attacker) { Value::PROVEN } else { Value::DISPROVEN }
        } else if pos.has_winning_move(rules) {
            if attacking { Value::proven(1) } else { Value::DISPROVEN }
        } else if self.enhancements.mobility {
            let moves = pos.move_count() as u64;
            if attacking { Value::open(1, moves) } else { Value::open(moves, 1) }
        } else {
            Value::UNKNOWN
        };
        let threatens = threat && !value.is_solved() && pos.opponent_threatens_win(rules);
        let known = if threat && !value.is_solved() { threat_of(threatens) } else { Threat::Unknown };
        self.table.store_leaf(key, value, known);
        (value, ANY_PATH, threatens)
    }

    /// Pushes the children of `pos` on the child stack, evaluated, in the search's order;
    /// at the `root`, with the symmetry enhancement, one move of each class of moves a
    /// symmetry of the root maps onto each other if the attacker is to move.
    fn expand(&mut self, pos: &mut Position<G>, root: bool) {
        let attacking = pos.turn() == self.attacker;
        let base = self.children.len();
        for mv in pos.legal_moves() {
            let capture = pos.is_capture(mv);
            let undo = pos.make_unchecked(mv);
            let (value, relies_on, threatens) = self.evaluate_leaf(pos, self.enhancements.threats && attacking);
            let rank = if !self.enhancements.threats || value.is_solved() {
                0
            } else {
                2 * u8::from(threatens) + u8::from(capture)
            };
            pos.unmake_unchecked(undo);
            self.children.push(Child { mv, value, relies_on, rank });
        }
        if root && attacking && self.enhancements.symmetry {
            let moves: Vec<_> = self.children[base..].iter().map(|child| child.mv).collect();
            let repeats = repeats_by_symmetry(pos, &moves);
            let mut index = 0;
            self.children.retain(|_| {
                index += 1;
                index <= base || !repeats[index - base - 1]
            });
        }
        if self.enhancements.threats {
            self.children[base..].sort_by_key(|child| std::cmp::Reverse(child.rank));
        }
    }

    /// The value of a node from its children `self.children[base..]`, and for a
    /// disproof the path index it relies on.
    fn combine(&self, base: usize, attacking: bool) -> (Value, u32) {
        let children = &self.children[base..];
        if children.is_empty() {
            // No move although the game goes on: not a win (the rules always give a move).
            return (Value::DISPROVEN, ANY_PATH);
        }
        // The OR node's view: `least` of the numbers that prove, `sum` of those that disprove.
        let numbers: NumberPair =
            if attacking { (proof_number, disproof_number) } else { (disproof_number, proof_number) };
        let (least_of, sum_of) = numbers;
        let least = children.iter().map(|child| least_of(&child.value)).min().unwrap_or(INFINITY);
        let sum: u64 = children.iter().map(|child| u64::from(sum_of(&child.value))).sum();
        let heights = children.iter().filter(|child| child.value.is_proven()).map(|child| child.value.height);
        if attacking && least == 0 {
            return (Value::proven(heights.min().unwrap_or(0).saturating_add(1)), ANY_PATH);
        }
        if !attacking && sum == 0 {
            return (Value::proven(heights.max().unwrap_or(0).saturating_add(1)), ANY_PATH);
        }
        let disproofs = children.iter().filter(|child| child.value.is_disproven()).map(|child| child.relies_on);
        if attacking && sum == 0 {
            // Every child disproven: the disproof relies on all they rely on.
            return (Value::DISPROVEN, disproofs.min().unwrap_or(ANY_PATH));
        }
        if !attacking && least == 0 {
            // One child disproven is enough: the one that relies on least.
            return (Value::DISPROVEN, disproofs.max().unwrap_or(ANY_PATH));
        }
        let (pn, dn) = if attacking { (u64::from(least), sum) } else { (sum, u64::from(least)) };
        (Value::open(pn, dn), ANY_PATH)
    }

    /// The child to search next (the least proof number at an OR node, disproof number
    /// at an AND node, the first of equals) and the second-least number.
    fn select(&self, base: usize, attacking: bool) -> (usize, u32) {
        let number = |child: &Child<G::Square>| if attacking { child.value.pn } else { child.value.dn };
        let (mut best, mut best_number, mut second) = (0, INFINITY, INFINITY);
        for (index, child) in self.children[base..].iter().enumerate() {
            let n = number(child);
            if n < best_number || (self.enhancements.last_of_equals && n == best_number) {
                (best, second, best_number) = (index, best_number, n);
            } else if n < second {
                second = n;
            }
        }
        (best, second)
    }

    /// The threshold of the best child: the second-best number times 1 + ε, one more
    /// at least, and no more than the node's own threshold.
    fn child_threshold(&self, second: u32, threshold: u32) -> u32 {
        let second = u64::from(second);
        let grown = ((second as f64 * (1.0 + self.enhancements.epsilon)).ceil() as u64).max(second + 1);
        grown.min(u64::from(threshold)) as u32
    }

    /// Searches `pos` until its proof number reaches `pn_threshold` or its disproof
    /// number `dn_threshold` (or the search is stopped): its value, and for a disproof
    /// the path index it relies on. Stores the value unless it is a disproof that
    /// relies on a position above `pos`.
    pub(crate) fn mid(&mut self, pos: &mut Position<G>, pn_threshold: u32, dn_threshold: u32) -> (Value, u32) {
        self.tick();
        let nodes_before = self.nodes;
        let index = self.path.len();
        let key = pos.zobrist_hash();
        let repetition = self.repetition_key(pos);
        self.path.push(repetition);
        let base = self.children.len();
        self.expand(pos, index == self.root_index);
        let attacking = pos.turn() == self.attacker;
        let (value, relies_on) = loop {
            let (value, relies_on) = self.combine(base, attacking);
            if index == self.root_index {
                self.root_value = value;
            }
            if value.pn >= pn_threshold || value.dn >= dn_threshold || self.stopped {
                break (value, relies_on);
            }
            let (best, second) = self.select(base, attacking);
            let child = self.children[base + best];
            let (child_pn, child_dn) = if attacking {
                let others = u64::from(value.dn) - u64::from(child.value.dn).min(u64::from(value.dn));
                (
                    self.child_threshold(second, pn_threshold),
                    (u64::from(dn_threshold) - others.min(u64::from(dn_threshold))) as u32,
                )
            } else {
                let others = u64::from(value.pn) - u64::from(child.value.pn).min(u64::from(value.pn));
                (
                    (u64::from(pn_threshold) - others.min(u64::from(pn_threshold))) as u32,
                    self.child_threshold(second, dn_threshold),
                )
            };
            let undo = pos.make_unchecked(child.mv);
            let (child_value, child_relies_on) = self.mid(pos, child_pn, child_dn);
            pos.unmake_unchecked(undo);
            let slot = &mut self.children[base + best];
            (slot.value, slot.relies_on) = (child_value, child_relies_on);
        };
        if attacking && value.is_proven() {
            let proven = self.children[base..].iter().filter(|child| child.value.is_proven());
            self.proof_move = proven.min_by_key(|child| child.value.height).map(|child| child.mv);
        }
        self.children.truncate(base);
        self.path.pop();
        let relies_on = if value.is_disproven() && relies_on < index as u32 { relies_on } else { ANY_PATH };
        if relies_on == ANY_PATH {
            // The work of a searched node: the nodes below it, one more than a leaf's
            // at least, so that a leaf never takes the place of a searched node.
            self.table.store(key, value, self.nodes - nodes_before + 2);
        }
        (value, relies_on)
    }

    /// Counts a node, and every [`CHECK_NODES`] nodes asks the hook whether to stop.
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes % CHECK_NODES == 0 {
            let tick = Tick { nodes: self.nodes - self.nodes_at_tick, root: self.root_value, fill: self.table.fill() };
            self.nodes_at_tick = self.nodes;
            self.stopped |= (self.hook)(tick);
        }
    }

    /// The nodes searched since the hook last heard of them, now counted as told.
    pub(crate) fn untallied_nodes(&mut self) -> u64 {
        let untallied = self.nodes - self.nodes_at_tick;
        self.nodes_at_tick = self.nodes;
        untallied
    }

    /// The moves of `pos` after which the attacker is proven to win, as far as the
    /// table knows, each with its proof's height, lowest first.
    pub(crate) fn proven_moves(&mut self, pos: &mut Position<G>) -> Vec<(u16, Move<G::Square>)> {
        let mut proven = Vec::new();
        for mv in pos.legal_moves() {
            let undo = pos.make_unchecked(mv);
            let (value, _) = self.evaluate(pos);
            pos.unmake_unchecked(undo);
            if value.is_proven() {
                proven.push((value.height, mv));
            }
        }
        proven.sort_by_key(|&(height, _)| height);
        proven
    }

    /// A search like this one (its rules, attacker, enhancements and hook) on `table`,
    /// its path `path`: for a search again below a path whose proofs this one's table
    /// may have found on other paths.
    pub(crate) fn below<'u>(&'u mut self, table: &'u Table, path: Vec<u64>) -> Search<'u, G> {
        Search {
            rules: self.rules,
            attacker: self.attacker,
            enhancements: self.enhancements,
            table,
            path,
            side_key: self.side_key,
            children: Vec::new(),
            nodes: 0,
            nodes_at_tick: 0,
            root_index: usize::MAX,
            root_value: self.root_value,
            proof_move: None,
            stopped: self.stopped,
            hook: &mut *self.hook,
        }
    }

    /// Searches `pos` again as if `path` led to it (for the proof's extraction, when the
    /// table lost a proof or the proof it holds would repeat a position of `path`).
    pub(crate) fn prove_on_path(&mut self, pos: &mut Position<G>, path: &[u64]) -> Value {
        let saved = std::mem::replace(&mut self.path, path.to_vec());
        let saved_root = self.root_index;
        self.root_index = usize::MAX;
        let (value, _) = self.mid(pos, INFINITY, INFINITY);
        self.root_index = saved_root;
        self.path = saved;
        value
    }
}

/// Which number of a value is minimised, and which summed, at a node.
type NumberPair = (fn(&Value) -> u32, fn(&Value) -> u32);

/// A value's proof number.
fn proof_number(value: &Value) -> u32 {
    value.pn
}

/// A value's disproof number.
fn disproof_number(value: &Value) -> u32 {
    value.dn
}

/// The table's record of a threat worked out.
fn threat_of(threatens: bool) -> Threat {
    if threatens { Threat::Threatens } else { Threat::None }
}

/// The Zobrist hash's difference between `pos` with White to move and with Black to
/// move (0 if the other side to move is not a position).
fn side_key<G: Geometry>(pos: &Position<G>) -> u64 {
    let mut setup = pos.to_setup();
    setup.turn = setup.turn.other();
    Position::from_setup(setup).map_or(0, |other| other.zobrist_hash() ^ pos.zobrist_hash())
}
