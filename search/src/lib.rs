//! Game-tree search for Lines of Action, built on the
//! [`lines-of-action`](lines_of_action) rules engine's public API: an alpha-beta
//! search, a Monte-Carlo tree search and two simple bots, for every variant and every
//! rule preset the engine plays, on every board: each search and bot is generic over
//! the board's geometry ([`Grid8`](lines_of_action::Grid8) up to 8×8,
//! [`Grid12`](lines_of_action::Grid12) from 9×9 to 12×12, the hexagons
//! [`Hex5`](lines_of_action::Hex5) and [`Hex6`](lines_of_action::Hex6)), one searcher
//! serving them all. The evaluation and the concentrating playouts measure distances
//! through the geometry ([`BoardSquare::coordinates`](lines_of_action::BoardSquare::coordinates)
//! and [`offset_steps`](lines_of_action::BoardSquare::offset_steps)): the king's distance
//! on the square boards, the hex distance on a hexagon.
//!
//! - [`AlphaBeta`]: iterative deepening, a transposition table, move ordering (table
//!   move, captures, killers, history) and a threat extension, scored by [`evaluate`].
//! - [`Mcts`]: UCT with uniformly random playouts ([`lines_of_action::Playout`]),
//!   optionally threat-aware (a playout takes an immediate win when one exists) or
//!   concentrating ([`play_concentrating`]), with proven wins and losses carried up the
//!   tree.
//! - [`Solver`]: a proof-number solver (df-pn with the 1 + ε threshold) that proves
//!   which side wins and writes the proof as a [`Certificate`] any program can check
//!   ([`check_certificate`]).
//! - [`EndgameSolver`]: an option of both searches, off by default: the solver asked
//!   for a forced win at the root of endgame-like positions, on a small budget.
//! - [`Bot`]: one interface over both and the baselines [`RandomBot`] and
//!   [`GreedyBot`], as `loa tournament` and the Python package use them.
//!
//! Every search takes [`Limits`] (time, depth, nodes), starts from a
//! [`Game`](lines_of_action::Game) so that the history's rules (repetition, the move
//! limit) score the root's moves exactly, and allocates only at the root. Searches
//! limited by depth or nodes are deterministic (MCTS for its seed); a time limit
//! depends on the machine.
//!
//! ```
//! use lines_of_action::{Game, Rules};
//! use lines_of_action_search::{AlphaBeta, Limits, Mcts, MctsOptions};
//!
//! let game = Game::new(Rules::default());
//! let found = AlphaBeta::new().search(&game, Limits::NONE.with_depth(3)).unwrap();
//! assert!(game.legal_moves().contains(&found.mv));
//! assert_eq!(found.pv[0], found.mv);
//!
//! let mut mcts = Mcts::new(MctsOptions { seed: 7, ..MctsOptions::default() });
//! let found = mcts.search(&game, Limits::NONE.with_nodes(500)).unwrap();
//! assert_eq!(found.visits.iter().map(|&(_, n)| u64::from(n)).sum::<u64>(), 500);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod alpha_beta;
mod board;
mod bots;
mod endgame;
pub mod eval;
mod limits;
mod line_text;
pub mod mcts;
mod playout_policy;
mod random;
mod solver;

pub use alpha_beta::{AlphaBeta, AlphaBetaResult, MATE, MAX_DEPTH, mate_in};
pub use bots::{AlphaBetaBot, Bot, Decision, GreedyBot, MctsBot, RandomBot};
pub use endgame::EndgameSolver;
pub use eval::evaluate;
pub use limits::Limits;
pub use line_text::{line_text, line_words};
pub use mcts::{Mcts, MctsOptions, MctsResult};
pub use playout_policy::play_concentrating;
pub use random::Random;
pub use solver::{
    Certificate, CertificateError, CheckedCertificate, Progress, Solution, Solver, SolverOptions, Verdict,
    check_certificate,
};
