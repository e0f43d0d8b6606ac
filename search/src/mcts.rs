//! [`Mcts`]: Monte-Carlo tree search, UCT with uniformly random playouts, for every
//! variant and rule preset, on every board.
//!
//! - **Tree.** One node per position reached, in one arena allocated by [`Mcts::new`];
//!   a node's children (all its legal moves, in a random order or by their
//!   evaluation) are added together the second time it is reached, the root's at once.
//!   A full arena stops the tree growing, not the search.
//! - **Selection** by UCT: an unvisited child first (or, with
//!   [`MctsOptions::first_play_urgency`], one ranked as if it had one simulation of that
//!   result), otherwise the child with the greatest mean result plus
//!   [`MctsOptions::exploration`] × √(ln N / n).
//! - **The evaluation in the tree** (each off by default): with
//!   [`MctsOptions::implicit_minimax`], [`MctsOptions::order_by_evaluation`] or
//!   [`MctsOptions::progressive_bias`], every child is scored by [`evaluate`] once, when
//!   it is added. Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant
//!   2014, measured on Lines of Action) keep in every node the minimax value of its
//!   subtree's scores, updated on the way back up as far as it changes, and rank a
//!   child by (1 − α) × its mean + α × that value; the order puts the best-scored
//!   unvisited child first instead of a random one; progressive bias adds a prior
//!   that fades with the child's visits.
//! - **Simulation**: a [`Playout`] from the leaf, uniformly random moves (or, with
//!   [`MctsOptions::playout_candidates`], the most concentrating of a few random ones)
//!   to the end of the game (or, with [`MctsOptions::threat_aware`], until a side to move has an
//!   immediate win, which it takes; or, with [`MctsOptions::playout_plies`], until
//!   that many plies are played, the position then scored by [`evaluate`]). A result
//!   counts 1 for the winner, −1 for the loser, 0 for a draw.
//! - **Proofs** (MCTS-Solver, Winands, Björnsson and Saito 2008): a game over in the
//!   tree is exact, and so is a node whose side to move has an immediate win
//!   ([`Position::has_winning_move`]), from their first visit; a node with a winning child is lost for the side that moved into
//!   it, a node whose children are all exact takes the best of them, and proofs are
//!   carried up as far as they reach. A proven win at the root is played at once, a
//!   proven loss only when every move loses.
//! - **Endgame solver** ([`MctsOptions::endgame_solver`], off by default): in an
//!   endgame-like position, the proof-number solver is asked at the root before the
//!   simulations, on a share of the limits, and a proven win is played at once.
//! - **History rules.** At the root, each move is tried on a copy of the game, so a
//!   move that ends the game by repetition or the move limit is exact. Below it,
//!   repetition is not looked for; the move limit is: every node and the end of every
//!   playout is decided by [`Position::result_at_ply`], the rules' own order of the
//!   move limit and the other rules.
//!
//! The inner loop allocates nothing: the arena and the path are allocated by
//! [`Mcts::new`], and the playouts never allocate.

use lines_of_action::{BoardSquare, Color, Game, Geometry, Move, MoveLimit, Outcome, Playout, Position, Rules, Square};

use crate::board::{self, MoveCode};
use crate::endgame::{EndgameSolver, SolverRate};
use crate::eval::evaluate;
use crate::limits::{Clock, Limits};
use crate::playout_policy::play_concentrating;
use crate::random::Random;

/// The simulations of a search given neither a time nor a node limit.
const DEFAULT_SIMULATIONS: u64 = 10_000;

/// The longest playout, in plies, where the rules set no move limit: a game still on
/// after it counts as a draw.
const PLAYOUT_CAP: usize = 1_000;

/// The deepest the tree grows without a depth limit.
const MAX_TREE_DEPTH: usize = 256;

/// How an [`Mcts`] searches.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MctsOptions {
    /// UCT's exploration constant `c`: a child's priority is its mean result (−1 to 1)
    /// plus `c` × √(ln N / n). Default 1.4.
    pub exploration: f64,
    /// Whether a playout takes an immediate win whenever the side to move has one
    /// (found by [`Position::has_winning_move`]) rather than play on at random: slower
    /// playouts that see threats. Default `false`.
    pub threat_aware: bool,
    /// If set, a playout stops after this many random plies and scores the position by
    /// [`evaluate`] (`tanh(evaluation / 200)` for the side to move) instead of playing to
    /// the end: Winands' early playout termination. Default `None`.
    pub playout_plies: Option<u16>,
    /// How many legal moves a playout draws at random for each of its moves: the one
    /// that brings its piece most towards the mover's centre of mass is played
    /// ([`play_concentrating`]), a policy in the spirit of the concentration terms of
    /// Winands' MIA. 0 or 1: one uniformly random move. Default 1.
    pub playout_candidates: u8,
    /// If set, the weight `α` of implicit minimax backups (Lanctot, Winands, Pepels and
    /// Sturtevant 2014): every child is scored by [`evaluate`] when it is added, every
    /// node keeps the minimax value of those scores over its subtree's leaves (exact
    /// where a proof is), and UCT ranks a child by (1 − α) × its mean result + α × its
    /// minimax value. Default `None` (the mean alone).
    pub implicit_minimax: Option<f64>,
    /// Whether a node's children are tried in the order of their evaluation, the best
    /// for the side to move first (each scored by [`evaluate`] when it is added),
    /// rather than in a random order. Default `false`.
    pub order_by_evaluation: bool,
    /// Progressive bias: a child's priority gains this × its own evaluation (−1 to 1,
    /// scored by [`evaluate`] when it is added) / (n + 1), a prior that fades as its
    /// simulations come in. Default 0 (none).
    pub progressive_bias: f64,
    /// If set, an unvisited child is not tried before its visited siblings: UCT ranks it
    /// as if it had one simulation with this result (−1 to 1), "first-play urgency".
    /// Default `None` (every child is tried once before any is tried again).
    pub first_play_urgency: Option<f64>,
    /// The evaluation's scale: an evaluation `e` counts as `tanh(e / scale)`, −1 to 1,
    /// wherever a result is scored by [`evaluate`]. Default 200.
    pub evaluation_scale: f64,
    /// The seed of the random moves and of the order children are tried in.
    pub seed: u64,
    /// The most nodes the tree holds (32 bytes each). Default 2²⁰.
    pub tree_capacity: usize,
    /// If set, the proof-number solver is asked for a forced win at the root of
    /// endgame-like positions before the simulations, in its share of the limits (see
    /// [`EndgameSolver`]): a proven win is played, its `simulations` 0; otherwise the
    /// simulations run within what is left of the limits. Default `None`.
    pub endgame_solver: Option<EndgameSolver>,
}

impl Default for MctsOptions {
    fn default() -> MctsOptions {
        MctsOptions {
            exploration: 1.4,
            threat_aware: false,
            playout_plies: None,
            playout_candidates: 1,
            implicit_minimax: None,
            order_by_evaluation: false,
            progressive_bias: 0.0,
            first_play_urgency: None,
            evaluation_scale: 200.0,
            seed: 1,
            tree_capacity: 1 << 20,
            endgame_solver: None,
        }
    }
}

/// What a Monte-Carlo tree search found, on the board of squares `S`.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult<S = Square> {
    /// The move chosen: a proven win, otherwise the most visited move not proven lost.
    pub mv: Move<S>,
    /// Its value for the side to move, from −1 (lost) to 1 (won): the mean result of
    /// its simulations, or exactly ±1 or 0 once proven.
    pub value: f64,
    /// Whether the value is proven, not estimated.
    pub proven: bool,
    /// Each root move with its simulations, in [`Game::legal_moves`] order.
    pub visits: Vec<(Move<S>, u32)>,
    /// The simulations run.
    pub simulations: u64,
    /// The nodes of the tree at the end.
    pub tree_nodes: usize,
    /// The most visited line: the move, then the most visited reply, and so on.
    pub pv: Vec<Move<S>>,
}

impl<S: BoardSquare> MctsResult<S> {
    /// The most visited line in notation, played from `root`, the position searched
    /// (see [`line_text`](crate::line_text)).
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// use lines_of_action_search::{Limits, Mcts, MctsOptions};
    /// let game = Game::new(Rules::default());
    /// let found = Mcts::new(MctsOptions::default()).search(&game, Limits::NONE.with_nodes(200)).unwrap();
    /// assert!(found.pv_text(game.position()).starts_with(&game.position().notation(found.mv).to_string()));
    /// ```
    pub fn pv_text<G: Geometry<Square = S>>(&self, root: &Position<G>) -> String {
        crate::line_text(root, &self.pv)
    }
}

/// What is known of a node, from the view of the side that played its move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Status {
    /// Not decided: its mean result is an estimate.
    Open,
    Won,
    Lost,
    Drawn,
}

impl Status {
    /// The exact result for the side that played the move, if known.
    fn reward(self) -> Option<f32> {
        match self {
            Status::Open => None,
            Status::Won => Some(1.0),
            Status::Lost => Some(-1.0),
            Status::Drawn => Some(0.0),
        }
    }

    /// The status of `outcome` for `mover`, the side that played the move.
    fn of(outcome: Outcome, mover: Color) -> Status {
        match outcome.value_for(mover) {
            1 => Status::Won,
            0 => Status::Drawn,
            _ => Status::Lost,
        }
    }
}

/// A node of the tree: the move into it (in a word, whatever the board) and what its
/// simulations gave.
#[derive(Copy, Clone, Debug)]
struct Node {
    mv: MoveCode,
    /// The side that played `mv`.
    mover: Color,
    status: Status,
    /// Its children: `children` nodes from `first_child` (0 until expanded).
    first_child: u32,
    children: u32,
    visits: u32,
    /// The sum of the results, for `mover`.
    reward: f32,
    /// The evaluation of the node's position for `mover`, −1 to 1 (0 unless the
    /// children's evaluations are asked for).
    prior: f32,
    /// The minimax value for `mover` of the evaluations of the subtree's leaves
    /// (`prior` until the node is expanded; 0 unless implicit minimax is on).
    minimax: f32,
}

impl Node {
    fn new(mv: MoveCode, mover: Color) -> Node {
        Node {
            mv,
            mover,
            status: Status::Open,
            first_child: 0,
            children: 0,
            visits: 0,
            reward: 0.0,
            prior: 0.0,
            minimax: 0.0,
        }
    }

    fn mean(&self) -> f64 {
        if self.visits == 0 { 0.0 } else { f64::from(self.reward) / f64::from(self.visits) }
    }

    /// The minimax value for `mover`: exact once proven.
    fn minimax_value(&self) -> f32 {
        self.status.reward().unwrap_or(self.minimax)
    }
}

/// A Monte-Carlo tree searcher: its arena is allocated once, by [`Mcts::new`], and
/// emptied at the start of every search; the generator runs on from search to search,
/// so a sequence of searches is the same for the same seed. One searcher searches games
/// on every board: [`search`](Self::search) is generic over the geometry.
///
/// ```
/// use lines_of_action::{Game, Position, Rules};
/// use lines_of_action_search::{Limits, Mcts, MctsOptions};
/// // From a random game: White threatens to win, and only b4xb7 stops it.
/// let pos: Position = "1w1w1w2/1ww3w1/w2b4/8/1bb3bb/8/b5b1/3b4 b".parse()?;
/// let game = Game::from_position(pos, Rules::default());
/// let mut mcts = Mcts::new(MctsOptions::default());
/// let found = mcts.search(&game, Limits::NONE.with_nodes(3_000)).unwrap();
/// assert_eq!(pos.notation(found.mv).to_string(), "b4xb7");
/// # Ok::<(), lines_of_action::ParsePositionError>(())
/// ```
///
/// A wide board's game, the same way:
///
/// ```
/// use lines_of_action::{Game, Position, Rules, Variant, Grid12};
/// use lines_of_action_search::{Limits, Mcts, MctsOptions};
/// let game = Game::from_position(Position::<Grid12>::start_of(Variant::TwelveByTwelve)?, Rules::default());
/// let found = Mcts::new(MctsOptions::default()).search(&game, Limits::NONE.with_nodes(50)).unwrap();
/// assert!(game.legal_moves().contains(&found.mv));
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
pub struct Mcts {
    options: MctsOptions,
    random: Random,
    tree: Vec<Node>,
    /// The nodes from the root to the current leaf.
    path: Vec<u32>,
    /// How fast the endgame solver's solves ran.
    solver_rate: SolverRate,
}

impl Mcts {
    /// A searcher with these options.
    pub fn new(options: MctsOptions) -> Mcts {
        Mcts {
            options,
            random: Random::new(options.seed),
            tree: Vec::with_capacity(options.tree_capacity.max(1)),
            path: Vec::with_capacity(MAX_TREE_DEPTH + 1),
            solver_rate: SolverRate::default(),
        }
    }

    /// The options.
    pub const fn options(&self) -> MctsOptions {
        self.options
    }

    /// The best move for the side to move in `game`, on any board, within `limits`
    /// (10,000 simulations without a time or node limit); `None` if the game is over.
    pub fn search<G: Geometry>(&mut self, game: &Game<G>, limits: Limits) -> Option<MctsResult<G::Square>> {
        let limits = match limits {
            Limits { time: None, nodes: None, .. } => limits.with_nodes(DEFAULT_SIMULATIONS),
            _ => limits,
        };
        let mut clock = Clock::start(limits);
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let rules = game.rules();
        let root = *game.position();
        let mover = root.turn();
        let max_depth = limits.depth.map_or(MAX_TREE_DEPTH, |depth| (depth as usize).clamp(1, MAX_TREE_DEPTH));
        let plies_left = match rules.move_limit {
            MoveLimit::Off => None,
            MoveLimit::Draw { plies, .. } => Some((plies as usize).saturating_sub(game.ply())),
        };

        // The root and its children, each tried on a copy of the game for its exact result.
        self.tree.clear();
        self.tree.push(Node::new(MoveCode::of(Move::<G::Square>::Pass), mover.other()));
        let mut trial = game.clone();
        for &mv in &moves {
            let mut child = Node::new(MoveCode::of(mv), mover);
            trial.play(mv).ok()?;
            if let Some(result) = trial.result() {
                child.status = Status::of(result.outcome, mover);
            }
            trial.undo();
            if self.evaluates_children() {
                let mut after = root;
                after.play_unchecked(mv);
                child.prior = -score(&after, self.options.evaluation_scale);
                child.minimax = child.prior;
            }
            self.tree.push(child);
        }
        self.tree[0].first_child = 1;
        self.tree[0].children = moves.len() as u32;
        // A move that wins at once is played at once, and so is a win the solver proves.
        let proven_win = |mv| {
            let visits = moves.iter().map(|&mv| (mv, 0)).collect();
            Some(MctsResult { mv, value: 1.0, proven: true, visits, simulations: 0, tree_nodes: 1, pv: vec![mv] })
        };
        if let Some(win) = self.tree[1..].iter().find(|child| child.status == Status::Won) {
            return proven_win(win.mv.decode());
        }
        if let Some(solver) = self.options.endgame_solver.filter(|solver| solver.is_endgame_like(game)) {
            let (solve_nodes, search_nodes) = solver.split_nodes(limits.nodes);
            let budget = (solver.share_of(limits.time), solve_nodes);
            if let Some(win) = solver.solve_win(game, limits, budget, &mut self.solver_rate) {
                return proven_win(win.mv);
            }
            clock = clock.with_nodes(search_nodes);
        }
        self.order_children(0);
        self.update_minimax(0);

        let search = Search {
            rules,
            max_depth,
            root_ply: game.ply(),
            plies_left,
            exploration: self.options.exploration,
            minimax_weight: self.options.implicit_minimax.unwrap_or(0.0),
            progressive_bias: self.options.progressive_bias,
        };
        let mut simulations = 0;
        // The visit counts are 32-bit: a search stops before the root's would overflow.
        while simulations < u64::from(u32::MAX) && !clock.is_up(simulations) && self.tree[0].status == Status::Open {
            self.simulate(&search, root);
            simulations += 1;
        }

        let chosen = self.chosen_child(0).unwrap_or(1);
        let node = self.tree[chosen as usize];
        let (value, proven) = match node.status.reward() {
            Some(exact) => (f64::from(exact), true),
            None => (node.mean(), false),
        };
        let mut by_move: Vec<(Move<G::Square>, u32)> =
            self.children(0).map(|child| (child.mv.decode(), child.visits)).collect();
        by_move.sort_unstable();
        let visits_of = |mv| by_move.binary_search_by_key(&mv, |&(mv, _)| mv).map_or(0, |found| by_move[found].1);
        let visits = moves.iter().map(|&mv| (mv, visits_of(mv))).collect();
        Some(MctsResult {
            mv: node.mv.decode(),
            value,
            proven,
            visits,
            simulations,
            tree_nodes: self.tree.len(),
            pv: self.most_visited_line(chosen),
        })
    }

    /// The children of node `id`.
    fn children(&self, id: u32) -> impl Iterator<Item = &Node> {
        let node = &self.tree[id as usize];
        self.tree[node.first_child as usize..(node.first_child + node.children) as usize].iter()
    }

    /// The child of `id` to play: a proven win, otherwise the most visited child not
    /// proven lost (the most visited of all if every child is lost).
    fn chosen_child(&self, id: u32) -> Option<u32> {
        let first = self.tree[id as usize].first_child;
        let ranked = self.children(id).enumerate().max_by(|(_, a), (_, b)| {
            let rank = |node: &Node| (node.status == Status::Won, node.status != Status::Lost, node.visits);
            rank(a).cmp(&rank(b)).then(a.mean().total_cmp(&b.mean()))
        });
        ranked.map(|(index, _)| first + index as u32)
    }

    /// The line of the most visited children from `id`, `id`'s move first.
    fn most_visited_line<S: BoardSquare>(&self, mut id: u32) -> Vec<Move<S>> {
        // Room for the deepest line at once: one allocation, however deep the tree.
        let mut line = Vec::with_capacity(self.path.capacity());
        line.push(self.tree[id as usize].mv.decode());
        while let Some(child) = self.chosen_child(id).filter(|&child| self.tree[child as usize].visits > 0) {
            line.push(self.tree[child as usize].mv.decode());
            id = child;
        }
        line
    }

    /// Whether children are scored by [`evaluate`] when they are added.
    fn evaluates_children(&self) -> bool {
        self.options.implicit_minimax.is_some()
            || self.options.order_by_evaluation
            || self.options.progressive_bias != 0.0
    }

    /// Puts the children of `id` in the order they are tried in: by their evaluation
    /// with [`MctsOptions::order_by_evaluation`] (best first), otherwise a random order
    /// (Fisher–Yates).
    fn order_children(&mut self, id: u32) {
        let node = self.tree[id as usize];
        let children = &mut self.tree[node.first_child as usize..(node.first_child + node.children) as usize];
        if self.options.order_by_evaluation {
            // In place, without allocating; ties keep no particular order, the same for every run.
            children.sort_unstable_by(|a, b| b.prior.total_cmp(&a.prior));
            return;
        }
        for last in (1..children.len()).rev() {
            children.swap(last, self.random.below(last + 1));
        }
    }

    /// Sets the minimax value of expanded node `id` from its children's, with
    /// implicit minimax on; whether it changed.
    fn update_minimax(&mut self, id: u32) -> bool {
        let node = self.tree[id as usize];
        if self.options.implicit_minimax.is_none() || node.children == 0 {
            return false;
        }
        let best = self.children(id).map(Node::minimax_value).fold(f32::NEG_INFINITY, f32::max);
        let node = &mut self.tree[id as usize];
        let changed = node.minimax != -best;
        node.minimax = -best;
        changed
    }

    /// One simulation from the root position `root`: select, expand, play out, back up.
    fn simulate<G: Geometry>(&mut self, search: &Search, root: Position<G>) {
        let mut pos = root;
        self.path.clear();
        self.path.push(0);
        let mut id = 0u32;
        // Selection: down through expanded nodes to a leaf or an exact node.
        loop {
            let node = self.tree[id as usize];
            if node.status != Status::Open || node.children == 0 || self.path.len() > search.max_depth {
                break;
            }
            id = self.select_child(id, search);
            pos.play_unchecked(self.tree[id as usize].mv.decode());
            self.path.push(id);
            let child = self.tree[id as usize];
            if child.visits > 0
                && child.children == 0
                && child.status == Status::Open
                && self.path.len() <= search.max_depth
            {
                self.expand(id, &pos);
            }
        }
        let depth = self.path.len() - 1;
        let leaf = &mut self.tree[id as usize];
        // A leaf is looked at on its first visit; its playout need not look again.
        let looked_at = leaf.visits == 0 && leaf.status == Status::Open;
        if looked_at {
            // A game over in the tree is exact from its first visit, and so is a node
            // whose side to move wins at once.
            if let Some(outcome) = search.outcome_in_tree(&pos, depth) {
                leaf.status = Status::of(outcome, leaf.mover);
            } else if search.wins_next(&pos, depth) {
                leaf.status = Status::Lost;
            }
        }
        let (mover, exact) = (leaf.mover, leaf.status.reward());
        let reward = exact.unwrap_or_else(|| self.play_out(pos, search, depth, mover, looked_at));
        self.back_up(reward, exact.is_some());
    }

    /// The child of `id` UCT picks: an unvisited one first, in the children's order
    /// (without [`MctsOptions::first_play_urgency`]).
    fn select_child(&self, id: u32, search: &Search) -> u32 {
        let node = self.tree[id as usize];
        let log_visits = f64::from(node.visits.max(1)).ln();
        let (weight, bias) = (search.minimax_weight, search.progressive_bias);
        let mut best = (f64::NEG_INFINITY, node.first_child);
        for (index, child) in self.children(id).enumerate() {
            let child_id = node.first_child + index as u32;
            let (visits, mean) = match (child.visits, self.options.first_play_urgency) {
                (0, Some(urgency)) => (1.0, urgency),
                (0, None) => return child_id,
                (visits, _) => (f64::from(visits), child.mean()),
            };
            let value = (1.0 - weight) * mean + weight * f64::from(child.minimax_value());
            let priority = value
                + search.exploration * (log_visits / visits).sqrt()
                + bias * f64::from(child.prior) / (visits + 1.0);
            if priority > best.0 {
                best = (priority, child_id);
            }
        }
        best.1
    }

    /// Adds the children of leaf `id`, at `pos` (where the game goes on); nothing if
    /// the arena is full.
    fn expand<G: Geometry>(&mut self, id: u32, pos: &Position<G>) {
        let count = pos.move_count();
        if self.tree.len() + count > self.tree.capacity() || count == 0 {
            return;
        }
        let mover = self.tree[id as usize].mover;
        let first = self.tree.len() as u32;
        if self.evaluates_children() {
            let scale = self.options.evaluation_scale;
            let tree = &mut self.tree;
            pos.for_each_move(|mv| {
                let mut child = Node::new(MoveCode::of(mv), !mover);
                let mut after = *pos;
                after.play_unchecked(mv);
                child.prior = -score(&after, scale);
                child.minimax = child.prior;
                tree.push(child);
            });
        } else {
            let tree = &mut self.tree;
            pos.for_each_move(|mv| tree.push(Node::new(MoveCode::of(mv), !mover)));
        }
        let node = &mut self.tree[id as usize];
        (node.first_child, node.children) = (first, count as u32);
        self.order_children(id);
    }

    /// The result for `mover` of a random game from `pos`, `depth` plies below the root:
    /// 1 a win, −1 a loss, 0 a draw (or a game that outlasts the playouts' cap without
    /// a move limit), or the evaluation's estimate where the playout stops early.
    /// `looked_at`: `pos` is known to hold no immediate win for the side to move, so
    /// threat-aware playouts skip that test at their first ply.
    fn play_out<G: Geometry>(
        &mut self,
        pos: Position<G>,
        search: &Search,
        depth: usize,
        mover: Color,
        looked_at: bool,
    ) -> f32 {
        let mut playout = Playout::new(pos, search.rules);
        let cap = search.plies_left.map_or(PLAYOUT_CAP, |left| left.saturating_sub(depth));
        let for_mover = |outcome: Outcome| f32::from(outcome.value_for(mover));
        loop {
            if playout.plies() >= cap {
                // The move limit's ply, decided in the rules' order, or the cap's draw.
                let ply = search.root_ply + depth + playout.plies();
                return playout
                    .position()
                    .result_at_ply(search.rules, ply)
                    .map_or(0.0, |result| for_mover(result.outcome));
            }
            if let Some(result) = playout.result() {
                return for_mover(result.outcome);
            }
            let position = playout.position();
            let known_no_win = looked_at && playout.plies() == 0;
            if self.options.threat_aware && !known_no_win && search.wins_next(position, depth + playout.plies()) {
                return for_mover(Outcome::Win(position.turn()));
            }
            if self.options.playout_plies.is_some_and(|plies| playout.plies() >= usize::from(plies)) {
                let estimate = score(position, self.options.evaluation_scale);
                return if position.turn() == mover { estimate } else { -estimate };
            }
            play_concentrating(&mut playout, &mut self.random, self.options.playout_candidates);
        }
    }

    /// Adds `reward` (for the leaf's mover) to every node on the path, and, from an
    /// exact leaf, carries proofs up as far as they reach.
    fn back_up(&mut self, mut reward: f32, mut proving: bool) {
        // Implicit minimax: values change from the deepest expanded node up, as far as they change.
        let mut minimax_changing = true;
        for step in (0..self.path.len()).rev() {
            let id = self.path[step];
            let node = &mut self.tree[id as usize];
            node.visits += 1;
            node.reward += reward;
            reward = -reward;
            if proving && step + 1 < self.path.len() {
                proving = self.prove(id);
            }
            if minimax_changing || proving {
                let exact = self.tree[id as usize].status != Status::Open;
                minimax_changing = self.update_minimax(id) || step + 1 == self.path.len() || exact;
            }
        }
    }

    /// Decides node `id` from its children if they prove it; whether they did.
    fn prove(&mut self, id: u32) -> bool {
        if self.tree[id as usize].status != Status::Open {
            return true;
        }
        let (mut all_exact, mut any_drawn, mut any_won) = (true, false, false);
        for child in self.children(id) {
            match child.status {
                // A child won by the side to move here: this node is lost for the side that moved into it.
                Status::Won => any_won = true,
                Status::Drawn => any_drawn = true,
                Status::Lost => {}
                Status::Open => all_exact = false,
            }
        }
        if any_won {
            self.tree[id as usize].status = Status::Lost;
            return true;
        }
        if !all_exact || self.tree[id as usize].children == 0 {
            return false;
        }
        self.tree[id as usize].status = if any_drawn { Status::Drawn } else { Status::Won };
        true
    }
}

/// The evaluation of `pos` for the side to move, `tanh(evaluate(pos) / scale)`: −1 to 1.
fn score<G: Geometry>(pos: &Position<G>, scale: f64) -> f32 {
    (evaluate(pos) as f32 / scale as f32).tanh()
}

/// What one search's simulations share.
struct Search {
    rules: Rules,
    max_depth: usize,
    /// The plies played to reach the root.
    root_ply: usize,
    /// The plies left before the move limit, at the root.
    plies_left: Option<usize>,
    exploration: f64,
    /// Implicit minimax's weight `α` (0 without it).
    minimax_weight: f64,
    /// Progressive bias's weight.
    progressive_bias: f64,
}

impl Search {
    /// Whether the side to move at `pos`, `depth` plies below the root (where the game
    /// goes on), wins on the next ply: it has a winning move, and, if that ply reaches
    /// the move limit, one the rules still score as a win there (a limit that overrides
    /// connection draws every move; one that does not still draws a win by leaving the
    /// opponent no move).
    fn wins_next<G: Geometry>(&self, pos: &Position<G>, depth: usize) -> bool {
        if !board::has_winning_move(pos, self.rules) {
            return false;
        }
        if self.plies_left.is_none_or(|left| depth + 1 < left) {
            return true;
        }
        let (mover, ply) = (pos.turn(), self.root_ply + depth + 1);
        let mut wins = false;
        pos.for_each_move(|mv| {
            let mut child = *pos;
            child.play_unchecked(mv);
            wins |= child.result_at_ply(self.rules, ply).is_some_and(|result| result.outcome == Outcome::Win(mover));
        });
        wins
    }

    /// The outcome at `pos`, `depth` plies below the root, if the game is over there
    /// by the rules other than repetition.
    fn outcome_in_tree<G: Geometry>(&self, pos: &Position<G>, depth: usize) -> Option<Outcome> {
        pos.result_at_ply(self.rules, self.root_ply + depth).map(|result| result.outcome)
    }
}
