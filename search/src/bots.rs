//! [`Bot`]: one interface over the searches and two baselines, as a tournament or
//! an environment's opponent uses them, on every board.

use lines_of_action::{Game, Geometry, Grid8, Move, Square};

use crate::alpha_beta::AlphaBeta;
use crate::board;
use crate::eval::evaluate;
use crate::limits::Limits;
use crate::mcts::{Mcts, MctsOptions};
use crate::random::Random;

/// A move a bot chose, on the board of squares `S`, and the work it took.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Decision<S = Square> {
    /// The move: one of [`Game::legal_moves`].
    pub mv: Move<S>,
    /// The positions the bot looked at: alpha-beta's nodes, MCTS's simulations, the
    /// greedy bot's moves tried.
    pub nodes: u64,
}

/// A player: given a game on the boards of geometry `G`, a move. Every bot of this
/// crate plays on every board (it is a `Bot<G>` for each `G`): `dyn Bot` plays the
/// boards up to 8×8, `dyn Bot<Grid12>` the wide ones, `dyn Bot<Hex5>` and
/// `dyn Bot<Hex6>` the hexagons.
///
/// ```
/// use lines_of_action::{Game, Rules};
/// use lines_of_action_search::{Bot, GreedyBot, RandomBot};
/// let mut game = Game::new(Rules::default());
/// let mut bots: [Box<dyn Bot>; 2] = [Box::new(RandomBot::new(1)), Box::new(GreedyBot::new(2))];
/// while !game.is_over() {
///     let bot = &mut bots[game.ply() % 2];
///     let decision = bot.choose(&game).expect("a move while the game goes on");
///     game.play(decision.mv)?;
/// }
/// assert!(game.result().is_some());
/// # Ok::<(), lines_of_action::PlayError>(())
/// ```
///
/// On a wide board, and on hex5 under Alveole's rules:
///
/// ```
/// use lines_of_action::{Game, Position, RulePreset, Rules, Variant, Grid12, Hex5};
/// use lines_of_action_search::{AlphaBetaBot, Bot, GreedyBot, Limits, RandomBot};
/// let mut game = Game::from_position(Position::<Grid12>::start_of(Variant::NineByNine)?, Rules::default());
/// let mut bots: [Box<dyn Bot<Grid12>>; 2] = [Box::new(RandomBot::new(1)), Box::new(GreedyBot::new(2))];
/// while !game.is_over() {
///     let decision = bots[game.ply() % 2].choose(&game).expect("a move while the game goes on");
///     game.play(decision.mv)?;
/// }
/// assert!(game.result().is_some());
///
/// let mut game = Game::from_position(Position::<Hex5>::start_of(Variant::Hex5)?, RulePreset::Alveole.rules());
/// let alpha_beta = AlphaBetaBot::new(Limits::NONE.with_depth(2));
/// let mut bots: [Box<dyn Bot<Hex5>>; 2] = [Box::new(alpha_beta), Box::new(RandomBot::new(3))];
/// while !game.is_over() {
///     let decision = bots[game.ply() % 2].choose(&game).expect("a move while the game goes on");
///     game.play(decision.mv)?;
/// }
/// assert!(game.result().is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Bot<G: Geometry = Grid8> {
    /// The bot's name, as a crosstable shows it.
    fn name(&self) -> String;

    /// The move to play in `game`; `None` if the game is over.
    fn choose(&mut self, game: &Game<G>) -> Option<Decision<G::Square>>;
}

/// Plays a uniformly random legal move.
#[derive(Clone, Debug)]
pub struct RandomBot {
    random: Random,
}

impl RandomBot {
    /// A random player with its own generator, seeded by `seed`.
    pub const fn new(seed: u64) -> RandomBot {
        RandomBot { random: Random::new(seed) }
    }

    /// Its name, `random` (as [`Bot::name`], whatever the board).
    pub fn name(&self) -> String {
        "random".into()
    }
}

impl<G: Geometry> Bot<G> for RandomBot {
    fn name(&self) -> String {
        RandomBot::name(self)
    }

    fn choose(&mut self, game: &Game<G>) -> Option<Decision<G::Square>> {
        let count = game.move_count();
        game.nth_move(self.random.below(count)).map(|mv| Decision { mv, nodes: 1 })
    }
}

/// Looks one ply ahead: takes an immediate win, avoids a move that loses at once or
/// lets the opponent win at once when another move does not, and otherwise plays the
/// move after which [`evaluate`] scores best, ties broken at random.
#[derive(Clone, Debug)]
pub struct GreedyBot {
    random: Random,
}

impl GreedyBot {
    /// A greedy player, its ties broken by a generator seeded by `seed`.
    pub const fn new(seed: u64) -> GreedyBot {
        GreedyBot { random: Random::new(seed) }
    }

    /// Its name, `greedy` (as [`Bot::name`], whatever the board).
    pub fn name(&self) -> String {
        "greedy".into()
    }
}

impl<G: Geometry> Bot<G> for GreedyBot {
    fn name(&self) -> String {
        GreedyBot::name(self)
    }

    fn choose(&mut self, game: &Game<G>) -> Option<Decision<G::Square>> {
        let moves = game.legal_moves();
        let mover = game.position().turn();
        let rules = game.rules();
        let mut trial = game.clone();
        // The best move so far, with its rank: (the kind of result, the score, chance).
        type Ranked<S> = ((i32, i32, u32), Move<S>);
        let mut best: Option<Ranked<G::Square>> = None;
        for &mv in &moves {
            trial.play(mv).ok()?;
            // Ranked: the kind of result first (a loss at once −2, a loss on the next ply
            // −1, a game going on or drawn 0, a win 2), then the evaluation, then chance.
            let (kind, score) = match trial.result() {
                Some(result) => (2 * i32::from(result.outcome.value_for(mover)), 0),
                None if board::has_winning_move(trial.position(), rules) => (-1, 0),
                None => (0, -evaluate(trial.position())),
            };
            trial.undo();
            let rank = (kind, score, self.random.next_u32());
            if best.is_none_or(|(best_rank, _)| rank > best_rank) {
                best = Some((rank, mv));
            }
            if kind == 3 {
                break;
            }
        }
        best.map(|(_, mv)| Decision { mv, nodes: moves.len() as u64 })
    }
}

/// [`AlphaBeta`] within fixed limits.
pub struct AlphaBetaBot {
    search: AlphaBeta,
    limits: Limits,
}

impl AlphaBetaBot {
    /// An alpha-beta player searching within `limits` a move.
    pub fn new(limits: Limits) -> AlphaBetaBot {
        AlphaBetaBot { search: AlphaBeta::new(), limits }
    }

    /// An alpha-beta player searching with `search` (its table size, its endgame
    /// solver) within `limits` a move.
    pub fn with_search(search: AlphaBeta, limits: Limits) -> AlphaBetaBot {
        AlphaBetaBot { search, limits }
    }

    /// Its name (as [`Bot::name`], whatever the board): `alphabeta`, with `-solver` for
    /// the endgame solver.
    pub fn name(&self) -> String {
        let solver = if self.search.endgame_solver().is_some() { "-solver" } else { "" };
        format!("alphabeta{solver}")
    }
}

impl<G: Geometry> Bot<G> for AlphaBetaBot {
    fn name(&self) -> String {
        AlphaBetaBot::name(self)
    }

    fn choose(&mut self, game: &Game<G>) -> Option<Decision<G::Square>> {
        self.search.search(game, self.limits).map(|found| Decision { mv: found.mv, nodes: found.nodes })
    }
}

/// [`Mcts`] within fixed limits.
pub struct MctsBot {
    search: Mcts,
    limits: Limits,
}

impl MctsBot {
    /// A Monte-Carlo tree search player with `options`, searching within `limits` a move.
    pub fn new(options: MctsOptions, limits: Limits) -> MctsBot {
        MctsBot { search: Mcts::new(options), limits }
    }

    /// Its name (as [`Bot::name`], whatever the board): `mcts`, with `-threats` for
    /// threat-aware playouts, `-eval` for playouts cut short by the evaluation,
    /// `-minimax` for implicit minimax backups and `-solver` for the endgame solver.
    pub fn name(&self) -> String {
        let options = self.search.options();
        let threats = if options.threat_aware { "-threats" } else { "" };
        let eval = if options.playout_plies.is_some() { "-eval" } else { "" };
        let minimax = if options.implicit_minimax.is_some() { "-minimax" } else { "" };
        let solver = if options.endgame_solver.is_some() { "-solver" } else { "" };
        format!("mcts{threats}{eval}{minimax}{solver}")
    }
}

impl<G: Geometry> Bot<G> for MctsBot {
    /// `mcts`, with `-threats` for threat-aware playouts, `-eval` for playouts cut
    /// short by the evaluation, `-minimax` for implicit minimax backups and `-solver`
    /// for the endgame solver.
    fn name(&self) -> String {
        MctsBot::name(self)
    }

    fn choose(&mut self, game: &Game<G>) -> Option<Decision<G::Square>> {
        self.search.search(game, self.limits).map(|found| Decision { mv: found.mv, nodes: found.simulations })
    }
}
