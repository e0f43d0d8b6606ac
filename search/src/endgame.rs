//! [`EndgameSolver`]: the proof-number [`Solver`] asked, at the root of an alpha-beta
//! or Monte-Carlo search, whether the side to move has a forced win, on a small
//! budget and only where a solve can finish: in endgame-like positions, with few
//! pieces or few moves.
//!
//! - **Alpha-beta** solves after its search, in the time the search left (it starts
//!   no iteration past half its time), so that the search itself is as strong as
//!   without the solver; only when the search found no forced result.
//! - **MCTS** solves before its simulations, on a share of the budget.
//! - **The budget** is counted in solver nodes: the solver stops only every
//!   [`SOLVER_STEP`] nodes, so a solve is given whole steps, as many as the time allows
//!   at the rate the searcher's earlier solves ran ([`SolverRate`]), and none at all if
//!   not one step fits.
//!
//! A proven win is played at once; anything else leaves the search's choice. The
//! solve allocates its table and starts its thread at the root, never in the search's
//! inner loop.

use std::time::Duration;

use lines_of_action::{Color, Game, Geometry, Move};

use crate::limits::Limits;
use crate::solver::{Solver, SolverOptions, Verdict};

/// The nodes between the solver's looks at its limits (`CHECK_NODES` of its df-pn):
/// a solve told to stop goes on to the next multiple of this.
const SOLVER_STEP: u64 = 1024;

/// The solver's speed a searcher assumes before its first solve: 20,000 nodes a
/// second, what 8×8 endgames of 10 to 16 pieces ran at on a loaded 2-core machine
/// (a fifth to a tenth of alpha-beta's nodes a second there).
const FIRST_RATE: f64 = 20_000.0;

/// When and how hard a search asks the [`Solver`] for a forced win at its root: an
/// option of [`AlphaBeta`](crate::AlphaBeta::with_endgame_solver) and of
/// [`Mcts`](crate::MctsOptions::endgame_solver), off by default in both.
///
/// A position is endgame-like when the board holds at most
/// [`max_pieces`](Self::max_pieces) pieces, both sides together, or the side to move
/// has at most [`max_moves`](Self::max_moves) legal moves. There alpha-beta, its
/// search done and no forced result found, solves in the time it has left; MCTS
/// solves first, in `share` of its time. Under a node limit the solve
/// takes `share` of it in solver nodes, the search the rest; under a depth limit
/// alone, the solve takes [`max_nodes`](Self::max_nodes). A solve never takes more
/// than `max_nodes`, and in a time limit no more nodes than the solver's earlier
/// solves ran in that time; it is given whole steps of 1,024 nodes, the solver's own
/// (it stops only then), and skipped if not one fits.
///
/// The solver times itself on the standard library's clock and runs on a thread of
/// its own: a search whose limits bring a clock of their own ([`Limits::clock`], as on
/// `wasm32-unknown-unknown`) does not call it.
///
/// ```
/// use lines_of_action::{Game, Position, Rules, Variant};
/// use lines_of_action_search::{AlphaBeta, EndgameSolver, Limits, mate_in};
/// // A 6×6 endgame from an alpha-beta self-play game (`search/tests/endgame.rs`):
/// // White, to move, wins by f2-f4, which the plain search at 20,000 nodes misses.
/// let pos = Position::from_text("4bb/1w1w2/2bw2/3w2/w1wbbw/4b1 w", Variant::SixBySix)?;
/// let game = Game::from_position(pos, Rules::default());
/// assert!(EndgameSolver::default().is_endgame_like(&game));
/// let mut search = AlphaBeta::new().with_endgame_solver(EndgameSolver::default());
/// let found = search.search(&game, Limits::NONE.with_nodes(20_000)).unwrap();
/// assert_eq!((pos.notation(found.mv).to_string(), mate_in(found.score)), ("f2-f4".into(), Some(17)));
/// # Ok::<(), lines_of_action::ParsePositionError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct EndgameSolver {
    /// Endgame-like with at most this many pieces on the board, both sides together.
    pub max_pieces: u32,
    /// Endgame-like when the side to move has at most this many legal moves.
    pub max_moves: usize,
    /// MCTS's share of its time for the solve, and under a node limit the solve's
    /// share of it: 0 to 1.
    pub share: f64,
    /// The most nodes of a solve.
    pub max_nodes: u64,
    /// The bytes of the solver's transposition table, allocated afresh for each solve.
    pub memory: usize,
}

impl Default for EndgameSolver {
    /// At most 16 pieces or 16 moves, a quarter of the budget, at most 50,000 nodes,
    /// a 4 MiB table.
    fn default() -> EndgameSolver {
        EndgameSolver { max_pieces: 16, max_moves: 16, share: 0.25, max_nodes: 50_000, memory: 4 << 20 }
    }
}

/// How fast a searcher's solves ran, in nodes a second: what the next solve's time is
/// turned into nodes at.
#[derive(Copy, Clone, Debug)]
pub(crate) struct SolverRate {
    nodes_per_second: f64,
}

impl Default for SolverRate {
    fn default() -> SolverRate {
        SolverRate { nodes_per_second: FIRST_RATE }
    }
}

impl SolverRate {
    /// The nodes a solve runs in `time`, at this rate.
    fn nodes_in(self, time: Duration) -> u64 {
        (self.nodes_per_second * time.as_secs_f64()) as u64
    }

    /// Takes in a solve of `nodes` nodes in `elapsed`: the rate becomes the mean of
    /// the old one and the solve's (a solve too short to time changes nothing).
    fn record(&mut self, nodes: u64, elapsed: Duration) {
        if nodes >= SOLVER_STEP && elapsed >= Duration::from_millis(1) {
            self.nodes_per_second = (self.nodes_per_second + nodes as f64 / elapsed.as_secs_f64()) / 2.0;
        }
    }
}

/// A win the solver proved at the root.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ProvenWin<S> {
    /// The winning move.
    pub(crate) mv: Move<S>,
    /// The proof's height: its longest line, in plies.
    pub(crate) plies: u32,
    /// The solver's nodes.
    pub(crate) nodes: u64,
}

impl EndgameSolver {
    /// Whether `game`'s position is endgame-like: at most [`max_pieces`](Self::max_pieces)
    /// pieces on the board or at most [`max_moves`](Self::max_moves) legal moves.
    pub fn is_endgame_like<G: Geometry>(&self, game: &Game<G>) -> bool {
        let pos = game.position();
        let pieces = u32::from(pos.piece_count(Color::Black)) + u32::from(pos.piece_count(Color::White));
        pieces <= self.max_pieces || game.move_count() <= self.max_moves
    }

    /// The share, as a fraction from 0 to 1 (0 for one that is not a number).
    fn share(&self) -> f64 {
        if self.share.is_finite() { self.share.clamp(0.0, 1.0) } else { 0.0 }
    }

    /// The nodes the solve takes of a search's node limit `nodes`, and the nodes left
    /// to the search.
    pub(crate) fn split_nodes(&self, nodes: Option<u64>) -> (Option<u64>, Option<u64>) {
        let solve = nodes.map(|nodes| (nodes as f64 * self.share()) as u64);
        (solve, nodes.map(|nodes| nodes - solve.unwrap_or(0).min(nodes)))
    }

    /// The share of a time limit for the solve.
    pub(crate) fn share_of(&self, time: Option<Duration>) -> Option<Duration> {
        time.map(|time| time.mul_f64(self.share()))
    }

    /// Solves `game`'s position, if it is endgame-like, within `time` and `nodes` (a
    /// solve of [`max_nodes`](Self::max_nodes) if neither is given) and the stop of
    /// `limits`, unless `limits` bring a clock of their own: the side to move's win,
    /// if proven. The nodes are cut to what the time allows at `rate`, which learns
    /// from the solve, and to whole steps of [`SOLVER_STEP`]: no solve if not one fits.
    pub(crate) fn solve_win<G: Geometry>(
        &self,
        game: &Game<G>,
        limits: Limits,
        (time, nodes): (Option<Duration>, Option<u64>),
        rate: &mut SolverRate,
    ) -> Option<ProvenWin<G::Square>> {
        if limits.clock.is_some() || !self.is_endgame_like(game) {
            return None;
        }
        let mut budget = nodes.unwrap_or(self.max_nodes).min(self.max_nodes);
        if let Some(time) = time {
            budget = budget.min(rate.nodes_in(time));
        }
        // The solver looks at its limits only at the end of a step.
        let steps = budget / SOLVER_STEP;
        if steps == 0 {
            return None;
        }
        let mut solve_limits = Limits::NONE.with_nodes(steps * SOLVER_STEP);
        (solve_limits.time, solve_limits.stop) = (time, limits.stop);
        let options = SolverOptions { memory: self.memory, ..SolverOptions::default() };
        let solution = Solver::new(options).solve(game, solve_limits);
        rate.record(solution.nodes, solution.elapsed);
        match (solution.verdict, solution.best_move, &solution.certificate) {
            (Verdict::Win(winner), Some(mv), Some(certificate)) if winner == game.position().turn() => {
                Some(ProvenWin { mv, plies: certificate.height(), nodes: solution.nodes })
            }
            _ => None,
        }
    }
}
