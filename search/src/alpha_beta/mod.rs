//! [`AlphaBeta`]: a negamax alpha-beta search with iterative deepening, for every
//! variant: the moves are the position's own (slides, Cheshire Cat's exits, Parachute's
//! drop-phase turns, the forced pass), and immediate wins and threats come from the
//! rules crate's [`Position::has_winning_move`] and [`Position::opponent_threatens_win`],
//! exact in every variant and on every board.
//!
//! - **Root.** The moves are [`Game::legal_moves`]. Every root move is tried on a copy
//!   of the game, so a move that ends the game there by any rule — repetition and the
//!   move limit included — gets its exact score and is not searched; a move that wins
//!   at once is played without search (in standard positions the rules crate's
//!   [`Position::winning_moves`] finds it before the others are tried). Below the root
//!   the history is ignored.
//! - **Iterative deepening** to the depth limit, each iteration starting with the
//!   previous best move and the other moves sorted by their previous scores. The
//!   result is the best move of the last iteration completed, or a move that beat it
//!   in the iteration a limit cut short (searched in full, so better at that depth;
//!   +28 Elo [+1, +56] at 9.75 ms a move, docs/search.md). The first iteration
//!   (depth 1) is cut short by the time or node limit only once its first move is
//!   scored, and then gives the best of the moves scored so far, so there is always a
//!   move: with the hundreds of moves of a drop phase, each of them threatened, depth
//!   1 alone may outlast a short budget. A new iteration is not started once half the
//!   time is spent.
//! - **Nodes** ([`Position::make_unchecked`] / [`Position::unmake_unchecked`] on one
//!   position): a finished game scores at once ([`Position::is_game_over`],
//!   [`Position::result`]); a side with a winning move
//!   ([`Position::has_winning_move`]) wins on the next ply; at depth 0 a side the
//!   opponent threatens to win against ([`Position::opponent_threatens_win`]) is
//!   searched one ply more (up to twice the iteration's depth), otherwise
//!   [`evaluate`] decides.
//! - **Alpha-beta** with a principal-variation (null-window) search, a transposition
//!   table allocated once per searcher and kept from one search to the next under the
//!   same rules and board ([`AlphaBeta::clear_table`] empties it), and move ordering:
//!   the table's move, captures, two killer moves per ply, then the history heuristic
//!   (by the move's squares, a drop aside). Up to [`MoveList::CAPACITY`] moves the
//!   best-ranked move left is picked one at a time; the hundreds of a drop-phase turn
//!   are sorted once.
//! - **Late-move reductions**: the quiet moves after the first three (not the table's
//!   move, a capture or a killer) get a null-window search one ply shallower from depth
//!   3, two from the tenth move at depth 5; one that beats alpha is searched again at
//!   full depth. **Null-move pruning**: a null-window node of depth 3 or more whose
//!   evaluation holds beta passes and is searched 2 plies shallower (3 from depth 7),
//!   never twice in a row, nor near a win's score or in a drop phase; a win found after
//!   the pass only returns beta. **Late-move pruning**: a null-window node of depth 3 or
//!   less searches no more quiet moves after its first 3, 6 or 11 (depth 1, 2, 3),
//!   unless every move searched so far loses. Each won its match (docs/search.md).
//! - **Scores** are from the side to move's view; a win is [`MATE`] less the plies
//!   until it, so faster wins and slower losses score better.
//! - **Limits**: every 512 nodes, and at every node of a drop phase,
//!   the time and the nodes are compared with the limits; past them the iteration is
//!   abandoned.
//! - **Threads** ([`AlphaBeta::with_threads`], one by default): Lazy SMP. Each thread
//!   deepens on its own (every second helper thread an iteration ahead), with killers,
//!   history and move stack of its own, on one transposition table they share without
//!   locks (two atomic words a slot, the key XOR-ed with the entry, so that a torn
//!   entry reads as none). Every thread applies the limits, the node limit to all the
//!   threads' nodes (added together every 512). The calling thread is the main one: it
//!   alone starts no iteration past half the time and reports the iterations; when it
//!   stops, the others do, and when a helper completes the last iteration (or finds a
//!   forced result) it stops. The result is the deepest completed iteration, the main
//!   thread's on a tie. One thread searches on a table of its own, node for node as
//!   before.
//! - **Endgame solver** ([`AlphaBeta::with_endgame_solver`], off by default): in an
//!   endgame-like position where the search found no forced result, the proof-number
//!   solver is asked at the root, after the search, in the time left (under a node
//!   limit, on its share of the nodes), and a proven win is played.
//!
//! The inner loop allocates nothing: the moves of every node on the current line live
//! on one move stack, made at the root with room for the longest line (a drop-phase
//! node at most for each stone still in reserve, eight moves a piece for every other
//! node: [`MoveList::CAPACITY`] up to 8×8), and filled by [`Position::for_each_move`].

mod table;

use std::cmp::Reverse;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;

use lines_of_action::{BoardSquare, Color, Game, Geometry, Move, MoveList, Position, Rules, Square};

use crate::board::{self, MoveCode};
use crate::endgame::{EndgameSolver, SolverRate};
use crate::eval::evaluate;
use crate::limits::{Clock, Limits};
use table::{Bound, Entry, SharedTable, Table, Transpositions};

/// The score of a win on the next ply but one: a win `n` plies from the root scores `MATE - n`.
pub const MATE: i32 = 100_000;

/// The deepest iteration.
pub const MAX_DEPTH: u32 = 40;

/// The longest line searched, extensions included.
const MAX_PLY: usize = 2 * MAX_DEPTH as usize + 2;

/// Larger than any score.
const INFINITY: i32 = MATE + 1;

/// Scores beyond this are wins (and below its negation losses).
const WIN_BOUND: i32 = MATE - MAX_PLY as i32 - 1;

/// How often the clock is read, in nodes.
const TIME_CHECK_NODES: u64 = 512;

/// The most moves of a node outside a drop phase on the boards of `G`: 8 directions for
/// each piece (96 up to 8×8, [`MoveList::CAPACITY`]; 160 on the wide boards).
const fn most_moves<G: Geometry>() -> usize {
    G::MAX_PIECES * 8
}

/// The most moves of a drop-phase turn: each slide with a drop on one of the squares.
const fn most_drop_turns<G: Geometry>() -> usize {
    most_moves::<G>() * G::Square::INDICES
}

/// The room the move stack needs below `root`: every stone in reserve is one
/// drop-phase node on a line at most, and every other node lists at most
/// [`most_moves`] moves.
fn stack_capacity<G: Geometry>(root: &Position<G>) -> usize {
    let drop_nodes = usize::from(root.reserve(Color::Black)) + usize::from(root.reserve(Color::White));
    drop_nodes.min(MAX_PLY) * most_drop_turns::<G>() + MAX_PLY * most_moves::<G>()
}

/// What [`AlphaBeta::search_reporting`] calls after each completed iteration.
type IterationReport<'a, S> = dyn FnMut(&AlphaBetaResult<S>) + 'a;

/// What an alpha-beta search found, on the board of squares `S`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlphaBetaResult<S = Square> {
    /// The best move: one of [`Game::legal_moves`].
    pub mv: Move<S>,
    /// Its score for the side to move, in hundredths of a square (see [`mate_in`] for wins).
    pub score: i32,
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// The deepest ply below the root that the search reached, threat extensions
    /// included (at least `depth` once an iteration is completed; 1 for a move played
    /// without search).
    pub seldepth: u32,
    /// The positions visited.
    pub nodes: u64,
    /// The principal variation: the best move, then the expected replies as the
    /// transposition table holds them (legal moves, at most the depth searched).
    pub pv: Vec<Move<S>>,
}

impl<S: BoardSquare> AlphaBetaResult<S> {
    /// The principal variation in notation, played from `root`, the position searched
    /// (see [`line_text`](crate::line_text)).
    pub fn pv_text<G: Geometry<Square = S>>(&self, root: &Position<G>) -> String {
        crate::line_text(root, &self.pv)
    }
}

/// For a winning score, `Some(n)`: the side to move wins `n` plies from now; for a
/// losing one `Some(-n)`: it loses after `n` plies; `None` for other scores.
///
/// ```
/// use lines_of_action_search::{MATE, mate_in};
/// assert_eq!(mate_in(MATE - 1), Some(1));
/// assert_eq!(mate_in(-(MATE - 2)), Some(-2));
/// assert_eq!(mate_in(150), None);
/// ```
pub fn mate_in(score: i32) -> Option<i32> {
    if score > WIN_BOUND {
        Some(MATE - score)
    } else if score < -WIN_BOUND {
        Some(-(MATE + score))
    } else {
        None
    }
}

/// An alpha-beta searcher: its tables are allocated once, by [`AlphaBeta::new`], and
/// emptied at the start of every search, so that each search depends only on its game
/// and limits. One searcher searches games on every board: [`search`](Self::search)
/// is generic over the geometry (the history table grows, once, for the wide boards'
/// squares).
///
/// ```
/// use lines_of_action::{Game, Position, Rules};
/// use lines_of_action_search::{AlphaBeta, Limits, mate_in};
/// // The crate's RULES.md, "Perft": White wins at once here.
/// let pos: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse()?;
/// let found = AlphaBeta::new().search(&Game::from_position(pos, Rules::default()), Limits::NONE.with_depth(4));
/// assert_eq!(found.map(|found| mate_in(found.score)), Some(Some(1)));
/// # Ok::<(), lines_of_action::ParsePositionError>(())
/// ```
///
/// A wide board's game, the same way:
///
/// ```
/// use lines_of_action::{Game, Position, Rules, Variant, Grid12};
/// use lines_of_action_search::{AlphaBeta, Limits};
/// let game = Game::from_position(Position::<Grid12>::start_of(Variant::BlackHole)?, Rules::default());
/// let found = AlphaBeta::new().search(&game, Limits::NONE.with_depth(2)).unwrap();
/// assert!(game.legal_moves().contains(&found.mv));
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
pub struct AlphaBeta {
    table: Tables,
    /// The bytes the table may take, as its constructor was asked.
    hash_budget: usize,
    /// The search threads, 1 or more.
    threads: usize,
    /// By side, from square and to square: how often the slide caused a cut-off.
    history: Vec<i32>,
    /// The root solve in endgame-like positions, if on.
    endgame_solver: Option<EndgameSolver>,
    /// How fast the solves ran.
    solver_rate: SolverRate,
    /// The rules and the board of the searches whose entries the table holds: a search
    /// under others starts on an empty table.
    table_holds: Option<(Rules, &'static str)>,
}

impl Default for AlphaBeta {
    fn default() -> AlphaBeta {
        AlphaBeta::new()
    }
}

impl AlphaBeta {
    /// A searcher with a transposition table of 2^18 entries, 6 MiB.
    ///
    /// ```
    /// use lines_of_action_search::AlphaBeta;
    /// assert_eq!(AlphaBeta::new().hash_bytes(), 6 << 20);
    /// ```
    pub fn new() -> AlphaBeta {
        AlphaBeta::with_budget(table::DEFAULT_ENTRIES * Table::ENTRY_BYTES)
    }

    /// A searcher with a transposition table of at most `mib` MiB: the largest power of
    /// two of entries that fits (one entry at least). Emptying it
    /// ([`clear_table`](Self::clear_table)) takes no time, whatever its size.
    ///
    /// ```
    /// use lines_of_action_search::AlphaBeta;
    /// // The largest power of two of entries within 16 MiB: more than half of it.
    /// let bytes = AlphaBeta::with_hash_mib(16).hash_bytes();
    /// assert!(bytes <= 16 << 20 && bytes > 8 << 20, "{bytes}");
    /// ```
    pub fn with_hash_mib(mib: usize) -> AlphaBeta {
        AlphaBeta::with_budget(mib.saturating_mul(1 << 20))
    }

    /// A searcher of one thread with a table of at most `bytes` bytes, without the
    /// endgame solver.
    fn with_budget(bytes: usize) -> AlphaBeta {
        AlphaBeta {
            table: Tables::Own(Table::with_bytes(bytes)),
            hash_budget: bytes,
            threads: 1,
            history: vec![0; history_len::<Square>()],
            endgame_solver: None,
            solver_rate: SolverRate::default(),
            table_holds: None,
        }
    }

    /// Empties the transposition table: the next search knows nothing of the earlier
    /// ones. A search keeps what the one before it stored, if it was under the same
    /// rules and on the same board geometry, so that it finds its previous searches'
    /// moves and scores at once; the same search twice on one searcher may then differ
    /// (the second one better informed), and this makes it start afresh. Takes no time:
    /// the table is not written (a new search's keys are salted anew).
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// use lines_of_action_search::{AlphaBeta, Limits};
    /// let game = Game::new(Rules::default());
    /// let mut search = AlphaBeta::new();
    /// let first = search.search(&game, Limits::NONE.with_depth(6)).unwrap();
    /// // Again with what the first search stored: the same depth, far fewer nodes.
    /// let again = search.search(&game, Limits::NONE.with_depth(6)).unwrap();
    /// assert!(again.nodes < first.nodes / 2, "{} then {}", first.nodes, again.nodes);
    /// // Afresh: node for node the first search.
    /// search.clear_table();
    /// assert_eq!(search.search(&game, Limits::NONE.with_depth(6)).unwrap(), first);
    /// ```
    pub fn clear_table(&mut self) {
        self.table_holds = None;
    }

    /// This searcher, asking the proof-number solver for a forced win at the root of
    /// endgame-like positions as `solver` says (see [`EndgameSolver`]), once its search
    /// is done, in the time left, if the search found no forced result: a proven win
    /// is played, its score [`MATE`] less the proof's height (its longest line), its
    /// depth and seldepth that height, its nodes the search's and the solver's, its
    /// principal variation the move alone. Off by default.
    ///
    /// ```
    /// use lines_of_action_search::{AlphaBeta, EndgameSolver};
    /// let search = AlphaBeta::new().with_endgame_solver(EndgameSolver::default());
    /// assert_eq!(search.endgame_solver(), Some(EndgameSolver::default()));
    /// assert_eq!(AlphaBeta::new().endgame_solver(), None);
    /// ```
    #[must_use]
    pub fn with_endgame_solver(mut self, solver: EndgameSolver) -> AlphaBeta {
        self.endgame_solver = Some(solver);
        self
    }

    /// This searcher on `threads` threads (1 at least; 1 by default), which search
    /// together (Lazy SMP): each thread searches the whole tree by iterative deepening
    /// with killers and history of its own, all of them on one transposition table that
    /// they share without locks, and each finds there what the others searched. The
    /// calling thread is the main one: it reports every iteration it completes
    /// ([`search_reporting`](Self::search_reporting)), and when it stops the others
    /// stop. Of the others every second one keeps an iteration ahead of it, the rest at
    /// its iteration at least. The result is the deepest iteration any thread completed,
    /// the main thread's on a tie (reported too when it is another's), and a helper that
    /// completes the last iteration or finds a forced result ends the search. The nodes
    /// are every thread's: a node limit holds for all of them together, give or take a
    /// few hundred nodes a thread. The endgame solver and the moves that win at once are
    /// the main thread's alone.
    ///
    /// One thread searches exactly as before, on a table of its own; more share a table
    /// of 16-byte slots (the largest power of two of them in the same budget), made
    /// here when the number of threads goes from one to more or back.
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// use lines_of_action_search::{AlphaBeta, Limits};
    /// let mut search = AlphaBeta::new().with_threads(2);
    /// assert_eq!((search.threads(), AlphaBeta::new().threads()), (2, 1));
    /// let game = Game::new(Rules::default());
    /// let found = search.search(&game, Limits::NONE.with_depth(4)).unwrap();
    /// assert!(game.legal_moves().contains(&found.mv));
    /// assert_eq!(found.depth, 4);
    /// ```
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> AlphaBeta {
        let threads = threads.max(1);
        match (&self.table, threads) {
            (Tables::Shared(_), 1) => {
                // The old table is freed before the new one is made.
                self.table = Tables::Own(Table::with_bytes(0));
                self.table = Tables::Own(Table::with_bytes(self.hash_budget));
            }
            (Tables::Own(_), 2..) => {
                self.table = Tables::Own(Table::with_bytes(0));
                self.table = Tables::Shared(SharedTable::with_bytes(self.hash_budget));
            }
            _ => {}
        }
        self.threads = threads;
        self
    }

    /// The number of search threads (see [`with_threads`](Self::with_threads)).
    pub const fn threads(&self) -> usize {
        self.threads
    }

    /// The endgame solver's settings, if it is on.
    pub const fn endgame_solver(&self) -> Option<EndgameSolver> {
        self.endgame_solver
    }

    /// The size of the transposition table, in bytes.
    pub fn hash_bytes(&self) -> usize {
        match &self.table {
            Tables::Own(table) => table.bytes(),
            Tables::Shared(table) => table.bytes(),
        }
    }

    /// The best move for the side to move in `game`, on any board, within `limits`;
    /// `None` if the game is over.
    pub fn search<G: Geometry>(&mut self, game: &Game<G>, limits: Limits) -> Option<AlphaBetaResult<G::Square>> {
        self.search_with(game, limits, None)
    }

    /// [`search`](Self::search), calling `on_iteration` with the result so far after
    /// every completed iteration (its `nodes` counted from the start of the search), as
    /// a protocol engine reports its progress while it thinks. A move played without
    /// search is reported once. Each report allocates its principal variation, at the
    /// root ([`search`](Self::search) makes none).
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// use lines_of_action_search::{AlphaBeta, Limits};
    /// let game = Game::new(Rules::default());
    /// let mut depths = Vec::new();
    /// let found = AlphaBeta::new().search_reporting(&game, Limits::NONE.with_depth(3), |so_far| depths.push(so_far.depth));
    /// assert_eq!(depths, [1, 2, 3]);
    /// assert!(found.unwrap().seldepth >= 3);
    /// ```
    pub fn search_reporting<G: Geometry>(
        &mut self,
        game: &Game<G>,
        limits: Limits,
        mut on_iteration: impl FnMut(&AlphaBetaResult<G::Square>),
    ) -> Option<AlphaBetaResult<G::Square>> {
        self.search_with(game, limits, Some(&mut on_iteration))
    }

    /// The search, reporting each completed iteration to `on_iteration` if there is one.
    fn search_with<G: Geometry>(
        &mut self,
        game: &Game<G>,
        limits: Limits,
        mut on_iteration: Option<&mut IterationReport<'_, G::Square>>,
    ) -> Option<AlphaBetaResult<G::Square>> {
        let clock = Clock::start(limits);
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let rules = game.rules();
        let mut pos = *game.position();
        let mover = pos.turn();

        // The exact score of a move that ends the game at once, by any rule.
        let mut trial = game.clone();
        let mut ends_game = |mv: Move<G::Square>| {
            trial.play(mv).ok()?;
            let result = trial.result();
            trial.undo();
            result.map(|result| i32::from(result.outcome.value_for(mover)) * (MATE - 1))
        };
        let mut won_at_once = |mv| {
            let found = AlphaBetaResult { mv, score: MATE - 1, depth: 1, seldepth: 1, nodes: 1, pv: vec![mv] };
            if let Some(report) = on_iteration.as_mut() {
                report(&found);
            }
            found
        };
        for mv in board::winning_moves(&pos, rules) {
            if ends_game(mv) == Some(MATE - 1) {
                return Some(won_at_once(mv));
            }
        }
        let mut root: Vec<RootMove<G::Square>> =
            moves.iter().map(|&mv| RootMove { mv, exact: ends_game(mv), score: -INFINITY, rank: 0 }).collect();
        if let Some(win) = root.iter().find(|root_move| root_move.exact == Some(MATE - 1)) {
            return Some(won_at_once(win.mv));
        }
        // Under a node limit the endgame solver takes its share of it.
        let solver = self.endgame_solver.filter(|solver| solver.is_endgame_like(game));
        let (solve_nodes, search_nodes) = match solver {
            Some(solver) => solver.split_nodes(limits.nodes),
            None => (None, limits.nodes),
        };
        let clock = clock.with_nodes(search_nodes);
        // Captures first in the first iteration.
        root.sort_by_key(|root_move| !pos.is_capture(root_move.mv));

        self.history.clear();
        self.history.resize(history_len::<G::Square>(), 0);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let shared = Shared {
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            depth: AtomicU32::new(0),
            deepest: Mutex::new(None),
            done: AtomicBool::new(false),
        };
        let history = &mut self.history;
        // The table keeps the last search's entries if it was of the same rules and board.
        let context = (rules, G::NAME);
        let keeps = self.table_holds.replace(context) == Some(context);
        let (deepened, pv) = match &mut self.table {
            Tables::Own(table) => {
                if !keeps {
                    table.clear();
                }
                let mut searcher = Searcher::new(rules, clock, table, history, &shared, true, &pos);
                let deepened = deepen(&mut searcher, &mut pos, &mut root, max_depth, &mut on_iteration);
                let pv = principal_variation(&searcher.table, &pos, deepened.best, deepened.depth);
                (deepened, pv)
            }
            Tables::Shared(table) => {
                if !keeps {
                    table.clear();
                }
                let table = &*table;
                let mut histories = vec![vec![0; history_len::<G::Square>()]; self.threads - 1];
                let (mut deepened, helper_nodes) = thread::scope(|scope| {
                    let helpers: Vec<_> = histories
                        .iter_mut()
                        .enumerate()
                        .map(|(index, history)| {
                            let mut searcher = Searcher::new(rules, clock, table, history, &shared, false, &pos);
                            searcher.may_stop = true;
                            let root = root.clone();
                            scope.spawn(move || help(searcher, pos, root, index + 1, max_depth))
                        })
                        .collect();
                    let mut searcher = Searcher::new(rules, clock, table, history, &shared, true, &pos);
                    let deepened = deepen(&mut searcher, &mut pos, &mut root, max_depth, &mut on_iteration);
                    shared.stop.store(true, Ordering::Relaxed);
                    let nodes: u64 =
                        helpers.into_iter().map(|helper| helper.join().expect("a helper thread panicked")).sum();
                    (deepened, nodes)
                });
                deepened.nodes += helper_nodes;
                // A helper's iteration deeper than the main thread's last is the result.
                let deepest = shared.deepest.into_inner().unwrap_or_else(PoisonError::into_inner);
                let helper_found = deepest.filter(|found| found.depth > deepened.depth);
                if let Some(Completed { mv, score, depth }) = helper_found {
                    (deepened.best, deepened.score, deepened.depth) = (mv, score, depth);
                    deepened.seldepth = deepened.seldepth.max(depth);
                }
                let pv = principal_variation(&table, &pos, deepened.best, deepened.depth);
                if let Some(report) = on_iteration.as_mut().filter(|_| helper_found.is_some()) {
                    let Deepened { best, score, depth, nodes, seldepth } = deepened;
                    report(&AlphaBetaResult { mv: best, score, depth, seldepth, nodes, pv: pv.clone() });
                }
                (deepened, pv)
            }
        };
        let Deepened { best, score: best_score, depth: best_depth, nodes, seldepth } = deepened;
        // The endgame solver, where the search found no forced result, in the time left.
        if let Some(solver) = solver.filter(|_| mate_in(best_score).is_none()) {
            let budget = (clock.time_left(), solve_nodes);
            if let Some(win) = solver.solve_win(game, limits, budget, &mut self.solver_rate) {
                let score = MATE - win.plies.min(MAX_PLY as u32) as i32;
                let (mv, plies, nodes) = (win.mv, win.plies, nodes + win.nodes);
                let found = AlphaBetaResult { mv, score, depth: plies, seldepth: plies, nodes, pv: vec![mv] };
                if let Some(report) = on_iteration.as_mut() {
                    report(&found);
                }
                return Some(found);
            }
        }
        Some(AlphaBetaResult { mv: best, score: best_score, depth: best_depth, seldepth, nodes, pv })
    }
}

/// The transposition table of a search: its own, or one its threads share.
enum Tables {
    /// One thread's.
    Own(Table),
    /// Shared by the threads.
    Shared(SharedTable),
}

/// What the threads of a search on the board of squares `S` share besides the table.
struct Shared<S> {
    /// Set by the main thread when it stops: the others stop then.
    stop: AtomicBool,
    /// Every thread's nodes, added [`TIME_CHECK_NODES`] at a time.
    nodes: AtomicU64,
    /// The depth of the main thread's iteration under way.
    depth: AtomicU32,
    /// The deepest iteration a helper thread completed.
    deepest: Mutex<Option<Completed<S>>>,
    /// Set by a helper thread that completed the last iteration or found a forced
    /// result, as deep as the main thread's iteration under way at least: the main
    /// thread stops then.
    done: AtomicBool,
}

/// A helper thread's completed iteration.
#[derive(Copy, Clone)]
struct Completed<S> {
    /// Its best move.
    mv: Move<S>,
    /// Its score.
    score: i32,
    /// Its depth.
    depth: u32,
}

/// What the main thread's iterative deepening found.
struct Deepened<S> {
    /// The best move of the last completed iteration.
    best: Move<S>,
    /// Its score.
    score: i32,
    /// The last completed iteration's depth (0 if none was).
    depth: u32,
    /// The main thread's nodes.
    nodes: u64,
    /// The main thread's seldepth, at least `depth`.
    seldepth: u32,
}

/// The main thread's iterative deepening: each iteration from the previous one's
/// order, to `max_depth`, until a limit, a forced result or a root of one move, each
/// completed iteration reported to `on_iteration`.
fn deepen<G: Geometry, T: Transpositions>(
    searcher: &mut Searcher<'_, G, T>,
    pos: &mut Position<G>,
    root: &mut [RootMove<G::Square>],
    max_depth: u32,
    on_iteration: &mut Option<&mut IterationReport<'_, G::Square>>,
) -> Deepened<G::Square> {
    let (mut best, mut best_score, mut best_depth) = (root[0].mv, 0, 0);
    for depth in 1..=max_depth {
        if depth > 1 && searcher.clock.spent_more_than(0.5) {
            break;
        }
        searcher.may_stop = depth > 1;
        searcher.shared.depth.store(depth, Ordering::Relaxed);
        searcher.extend_below = 2 * depth as usize;
        let completed = searcher.search_root(pos, root, depth);
        if !completed && depth > 1 {
            // A move the cut-short iteration found better than the last one's best is played.
            if root[0].mv != best {
                (best, best_score) = (root[0].mv, root[0].score);
            }
            break;
        }
        (best, best_score, best_depth) = (root[0].mv, root[0].score, depth);
        if let Some(report) = on_iteration.as_mut() {
            let pv = principal_variation(&searcher.table, pos, best, best_depth);
            let (nodes, seldepth) = (searcher.total_nodes(), searcher.seldepth.max(depth));
            report(&AlphaBetaResult { mv: best, score: best_score, depth, seldepth, nodes, pv });
        }
        if !completed || root.len() == 1 || mate_in(best_score).is_some() {
            break;
        }
    }
    let seldepth = searcher.seldepth.max(best_depth);
    Deepened { best, score: best_score, depth: best_depth, nodes: searcher.nodes, seldepth }
}

/// A helper thread's iterative deepening, number `helper` (from 1): to `max_depth`, a
/// forced result, or until the main thread stops. An odd helper keeps an iteration
/// ahead of the main thread (it starts at depth 2), an even one at the main thread's
/// iteration at least, each going on from the main thread's iteration if it fell
/// behind. Each completed iteration deeper than any other helper's is kept in
/// [`Shared::deepest`]; one that ends the search, as deep as the main thread's
/// iteration under way, stops the main thread ([`Shared::done`]). Its nodes.
fn help<G: Geometry>(
    mut searcher: Searcher<'_, G, &SharedTable>,
    mut pos: Position<G>,
    mut root: Vec<RootMove<G::Square>>,
    helper: usize,
    max_depth: u32,
) -> u64 {
    let ahead = helper as u32 % 2;
    let mut depth = 1 + ahead;
    while depth <= max_depth {
        searcher.extend_below = 2 * depth as usize;
        if !searcher.search_root(&mut pos, &mut root, depth) || searcher.shared.stop.load(Ordering::Relaxed) {
            break;
        }
        let shared = searcher.shared;
        let (mv, score) = (root[0].mv, root[0].score);
        {
            let mut deepest = shared.deepest.lock().unwrap_or_else(PoisonError::into_inner);
            if deepest.is_none_or(|found| found.depth < depth) {
                *deepest = Some(Completed { mv, score, depth });
            }
        }
        if depth == max_depth || mate_in(score).is_some() {
            if depth >= shared.depth.load(Ordering::Relaxed) {
                shared.done.store(true, Ordering::Relaxed);
            }
            break;
        }
        // Never behind the main thread: at its iteration, or the next for an odd helper
        // (the last iteration at most: a helper ahead of the main thread searches it too).
        depth = (depth + 1).max(searcher.shared.depth.load(Ordering::Relaxed) + ahead).min(max_depth);
    }
    searcher.nodes
}

/// `first`, then the table's moves from the position after it, each checked legal,
/// as long as the table has one and at most `depth` moves in all.
fn principal_variation<G: Geometry, T: Transpositions>(
    table: &T,
    root: &Position<G>,
    first: Move<G::Square>,
    depth: u32,
) -> Vec<Move<G::Square>> {
    // Its room reserved at once: one allocation, whatever the depth.
    let mut pv = Vec::with_capacity(depth.max(1) as usize);
    pv.push(first);
    let mut pos = *root;
    pos.play_unchecked(first);
    while pv.len() < depth as usize {
        match table.probe(pos.zobrist_hash()).and_then(|entry| entry.mv).map(MoveCode::decode) {
            Some(mv) if pos.is_legal(mv) => {
                pos.play_unchecked(mv);
                pv.push(mv);
            }
            _ => break,
        }
    }
    pv
}

/// A move at the root, with its exact score if it ends the game and its score in the
/// last iteration.
#[derive(Clone)]
struct RootMove<S> {
    mv: Move<S>,
    exact: Option<i32>,
    score: i32,
    /// Its place in the order before the last sort: ties keep it, as a stable sort
    /// would, without the buffer a stable sort of hundreds of moves allocates.
    rank: usize,
}

/// One thread of a search under way, on the searcher's tables (`T` its transposition
/// table: the searcher's own, or the one the threads share).
struct Searcher<'a, G: Geometry, T> {
    rules: Rules,
    clock: Clock,
    nodes: u64,
    /// What the threads share.
    shared: &'a Shared<G::Square>,
    /// The threads' nodes in [`Shared::nodes`] when this one last added its own.
    counted: u64,
    /// Whether this is the main thread, whose result is the search's: the others stop when it does.
    main: bool,
    /// The deepest ply reached.
    seldepth: u32,
    /// Whether the limits may cut the current iteration short: not in the first until its first move is scored.
    may_stop: bool,
    /// Set once a limit is reached: every score after it is meaningless.
    stopped: bool,
    /// The ply below which threatened leaves are searched one ply more.
    extend_below: usize,
    table: T,
    killers: [[Option<Move<G::Square>>; 2]; MAX_PLY],
    /// By side, from square and to square: how often the slide caused a cut-off.
    history: &'a mut [i32],
    /// The moves of the nodes on the current line, each with its rank for the move
    /// ordering: a node pushes its moves and takes them off again before it returns.
    /// Made at the root with room for the longest line.
    stack: Vec<(i32, Move<G::Square>)>,
}

impl<'a, G: Geometry, T: Transpositions> Searcher<'a, G, T> {
    /// A searcher of `root` on `table` and `history`, the main thread's if `main`.
    fn new(
        rules: Rules,
        clock: Clock,
        table: T,
        history: &'a mut [i32],
        shared: &'a Shared<G::Square>,
        main: bool,
        root: &Position<G>,
    ) -> Searcher<'a, G, T> {
        Searcher {
            rules,
            clock,
            nodes: 0,
            shared,
            counted: 0,
            main,
            seldepth: 0,
            may_stop: false,
            stopped: false,
            extend_below: 0,
            table,
            killers: [[None; 2]; MAX_PLY],
            history,
            stack: Vec::with_capacity(stack_capacity(root)),
        }
    }

    /// The nodes of every thread so far, as this one knows them: exact with one thread.
    fn total_nodes(&self) -> u64 {
        self.counted + self.nodes % TIME_CHECK_NODES
    }

    /// Whether the search must stop: a limit is reached, or for the main thread a
    /// helper completed the search ([`Shared::done`]), for a helper the main thread
    /// stopped. The helpers apply the limits too, so that they stop at the node limit
    /// even while the main thread waits for a core.
    fn limit_reached(&self) -> bool {
        let stopped = if self.main { &self.shared.done } else { &self.shared.stop };
        stopped.load(Ordering::Relaxed) || self.clock.is_up(self.total_nodes())
    }

    /// One iteration at the root; `false` if a limit was reached before it completed.
    /// The best move ends up first, the others follow by score; in an iteration cut
    /// short, a move that beat the first one ends up first, the others stay as they were. In the first iteration
    /// a limit may stop the search once the first move is scored: the best of the
    /// moves scored then comes first all the same.
    fn search_root(&mut self, pos: &mut Position<G>, root: &mut [RootMove<G::Square>], depth: u32) -> bool {
        let first_iteration = depth == 1;
        let depth = depth as i32;
        let mut alpha = -INFINITY;
        let mut best = 0;
        let mut completed = true;
        for (index, root_move) in root.iter_mut().enumerate() {
            let score = match root_move.exact {
                Some(exact) => exact,
                None => {
                    let undo = pos.make_unchecked(root_move.mv);
                    let mut score = -INFINITY;
                    if index > 0 {
                        score = -self.negamax(pos, depth - 1, 1, -alpha - 1, -alpha, true);
                    }
                    if index == 0 || score > alpha && !self.stopped {
                        score = -self.negamax(pos, depth - 1, 1, -INFINITY, -alpha, true);
                    }
                    pos.unmake_unchecked(undo);
                    score
                }
            };
            if self.stopped {
                if !first_iteration {
                    // A move that beat the previous best at this depth goes first.
                    root[..=best].rotate_right(1);
                    return false;
                }
                completed = false;
                break;
            }
            root_move.score = score;
            if score > alpha {
                alpha = score;
                best = index;
            }
            self.may_stop = true;
        }
        root[..=best].rotate_right(1);
        for (rank, root_move) in root.iter_mut().enumerate() {
            root_move.rank = rank;
        }
        root[1..].sort_unstable_by_key(|root_move| (Reverse(root_move.score), root_move.rank));
        completed
    }

    /// The score of `pos` for the side to move, searched `depth` plies deep, `ply`
    /// plies below the root, within the window `alpha`..`beta` (fail-soft).
    ///
    /// With `null_allowed`, a null-window node may try a null move first (see
    /// [`NULL_MOVE_MIN_DEPTH`]); never twice in a row.
    fn negamax(
        &mut self,
        pos: &mut Position<G>,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        null_allowed: bool,
    ) -> i32 {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply as u32);
        if self.nodes % TIME_CHECK_NODES == 0 {
            self.counted = self.shared.nodes.fetch_add(TIME_CHECK_NODES, Ordering::Relaxed) + TIME_CHECK_NODES;
        }
        // A drop-phase node costs as much as hundreds of others: the clock is read at each.
        if (self.nodes % TIME_CHECK_NODES == 0 || pos.in_drop_phase()) && self.may_stop {
            self.stopped |= self.limit_reached();
        }
        if self.stopped {
            return 0;
        }
        let rules = self.rules;
        let won_in = |plies: usize| MATE - plies as i32;
        if pos.is_game_over(rules) {
            return pos.result(rules).map_or(0, |result| i32::from(result.outcome.value_for(pos.turn())) * won_in(ply));
        }
        if board::has_winning_move(pos, rules) {
            return won_in(ply + 1);
        }
        if ply + 1 >= MAX_PLY {
            return evaluate(pos);
        }
        if depth <= 0 {
            if ply < self.extend_below && board::opponent_threatens_win(pos, rules) {
                depth = 1;
            } else {
                return evaluate(pos);
            }
        }
        // A win on the next ply was ruled out above: no score can beat a win in two plies.
        let best_possible = won_in(ply + 2);
        if alpha >= best_possible {
            return best_possible;
        }

        let key = pos.zobrist_hash();
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            table_move = entry.mv.map(MoveCode::decode);
            if i32::from(entry.depth) >= depth {
                let score = entry.score(ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        // Null-move pruning: if passing still holds beta at a reduced depth, so will a move.
        // A win on the next ply was ruled out above; a loss after the pass, a threat not
        // parried, scores below beta and prunes nothing.
        if null_allowed
            && beta - alpha == 1
            && depth >= NULL_MOVE_MIN_DEPTH
            && beta.abs() < WIN_BOUND
            && !pos.in_drop_phase()
            && evaluate(pos) >= beta
        {
            let undo = pos.make_unchecked(Move::Pass);
            let reduced = depth - 1 - null_move_reduction(depth);
            let score = -self.negamax(pos, reduced, ply + 1, -beta, -beta + 1, false);
            pos.unmake_unchecked(undo);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                // A win found after a pass is no proof: beta is.
                return if score > WIN_BOUND { beta } else { score };
            }
        }

        // This node's moves go on the stack above its parents' and are taken off below.
        let base = self.stack.len();
        let capacity = self.stack.capacity();
        let stack = &mut self.stack;
        pos.for_each_move(|mv| stack.push((0, mv)));
        debug_assert_eq!(self.stack.capacity(), capacity, "the move stack grew below the root");
        let count = self.stack.len() - base;
        let side = pos.turn().index();
        for index in base..base + count {
            let mv = self.stack[index].1;
            let rank = if Some(mv) == table_move {
                1 << 30
            } else if pos.is_capture(mv) {
                1 << 24
            } else if Some(mv) == self.killers[ply][0] {
                1 << 23
            } else if Some(mv) == self.killers[ply][1] {
                SECOND_KILLER_RANK
            } else {
                self.history[history_index(side, mv)]
            };
            self.stack[index].0 = rank;
        }
        // Many moves (a drop phase): sorted once, best first; otherwise picked one by one.
        let sorted = count > MoveList::CAPACITY;
        if sorted {
            self.stack[base..].sort_unstable_by_key(|&(rank, _)| Reverse(rank));
        }

        let alpha_before = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut searched = 0;
        let mut moves_left = count;
        while moves_left > 0 {
            let (rank, mv) = if sorted {
                self.stack[base + count - moves_left]
            } else {
                // Take the best-ranked move left, moving the last one into its place.
                let left = &mut self.stack[base..base + moves_left];
                let next = (0..moves_left).max_by_key(|&i| (left[i].0, Reverse(i))).unwrap_or(0);
                let picked = left[next];
                left[next] = left[moves_left - 1];
                picked
            };
            moves_left -= 1;
            // Late-move pruning: the moves are ranked, so every move left is quiet too.
            if beta - alpha == 1
                && rank < SECOND_KILLER_RANK
                && best_score > -WIN_BOUND
                && prunes_late_move(depth, searched)
            {
                break;
            }

            let undo = pos.make_unchecked(mv);
            let mut score = -INFINITY;
            if searched > 0 {
                let reduction = late_move_reduction(depth, searched, rank);
                score = -self.negamax(pos, depth - 1 - reduction, ply + 1, -alpha - 1, -alpha, true);
                if reduction > 0 && score > alpha && !self.stopped {
                    score = -self.negamax(pos, depth - 1, ply + 1, -alpha - 1, -alpha, true);
                }
            }
            if searched == 0 || score > alpha && score < beta && !self.stopped {
                score = -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha, true);
            }
            pos.unmake_unchecked(undo);
            searched += 1;
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !pos.is_capture(mv) && mv.origin().is_some() {
                            if self.killers[ply][0] != Some(mv) {
                                self.killers[ply] = [Some(mv), self.killers[ply][0]];
                            }
                            let entry = &mut self.history[history_index(side, mv)];
                            *entry = (*entry + depth * depth).min(1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        self.stack.truncate(base);
        if self.stopped {
            return 0;
        }

        let bound = if best_score <= alpha_before {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let depth = depth.clamp(0, i32::from(u8::MAX)) as u8;
        self.table.store(Entry::new(key, best_score, ply, best_move.map(MoveCode::of), depth, bound));
        best_score
    }
}

/// The least depth at which a node tries a null move.
const NULL_MOVE_MIN_DEPTH: i32 = 3;

/// How many plies less than a move the null move is searched: 2, 3 from depth 7.
const fn null_move_reduction(depth: i32) -> i32 {
    if depth >= 7 { 3 } else { 2 }
}

/// The second killer's rank, the lowest of the moves ranked by kind (the table's move,
/// captures, the killers): every quiet move ranks below it, by its history (at most
/// 2^20).
const SECOND_KILLER_RANK: i32 = 1 << 22;

/// How many plies less a move is searched with the null window (late-move
/// reductions): none for the first three moves, the table's move, captures and
/// killers, or below depth 3; one ply for the quiet moves after them, two from the
/// tenth move on at depth 5 and more. A reduced move that beats alpha is searched
/// again at full depth.
const fn late_move_reduction(depth: i32, searched: usize, rank: i32) -> i32 {
    if depth < 3 || searched < 3 || rank >= SECOND_KILLER_RANK {
        0
    } else if depth >= 5 && searched >= 10 {
        2
    } else {
        1
    }
}

/// The deepest node whose late quiet moves are pruned.
const LATE_MOVE_PRUNING_MAX_DEPTH: i32 = 3;

/// Whether a null-window node of `depth` skips its quiet moves once it has searched
/// `searched` moves (late-move pruning): at depth 3 or less, after 3, 6 and 11 moves at
/// depths 1, 2 and 3. The caller prunes nothing while every move searched loses.
const fn prunes_late_move(depth: i32, searched: usize) -> bool {
    depth <= LATE_MOVE_PRUNING_MAX_DEPTH && searched >= (2 + depth * depth) as usize
}

/// The length of the history table on the boards of squares `S`: by side, start and
/// target.
const fn history_len<S: BoardSquare>() -> usize {
    2 * S::INDICES * S::INDICES
}

/// The history table's index of `mv` for `side`: by its start and target (a move
/// without one counts as a1), its drop aside.
fn history_index<S: BoardSquare>(side: usize, mv: Move<S>) -> usize {
    let squares = S::INDICES;
    let (from, to) = (mv.origin().map_or(0, S::index), mv.target().map_or(0, S::index));
    side * squares * squares + from * squares + to
}
