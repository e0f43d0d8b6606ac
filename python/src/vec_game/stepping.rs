//! Per-game stepping: one game of a batch ([`Env`]), what a step does in it
//! ([`Choice`]), and the writing of its outputs into its part of the batch's buffers
//! ([`Shape::step`]). No threads and no Python here.

use lines_of_action::{Color, EndReason, Game, GamePlayout, Geometry, Move};
use lines_of_action_search::Random;

use crate::actions;
use crate::game::Config;
use crate::geometry::{Board, MOST_MOVE_IDS, check_move_ids};
use crate::observation::{Cells, Layout};

/// One game of the batch, played through the rules crate's `GamePlayout`: the
/// history rules applied as `Game` applies them, at a playout's cost.
pub struct Env<G: Geometry> {
    pub playout: GamePlayout<G>,
    /// The compact ids of the legal moves now, the first [`count`](Self::count) (none
    /// once over), in `legal_moves` order, the order of `GamePlayout::play_nth`'s indices.
    compact: [u16; MOST_MOVE_IDS],
    count: usize,
    /// The OpenSpiel ids played.
    pub history: Vec<i64>,
    pub random: Random,
    /// Whether the player to move lost the game by an illegal action
    /// ([`Choice::Forfeit`]): the game is over, its position the one it was refused in.
    forfeited: bool,
}

impl<G: Board> Env<G> {
    pub fn new(shape: &Shape, start: &Game<G>, seed: u64) -> Env<G> {
        let playout = GamePlayout::new(start);
        let mut env = Env {
            playout,
            compact: [0; MOST_MOVE_IDS],
            count: 0,
            history: Vec::new(),
            random: Random::new(seed),
            forfeited: false,
        };
        env.list_moves(shape);
        env
    }

    pub fn reset(&mut self, shape: &Shape, start: &Game<G>) {
        self.playout.restart(start);
        self.forfeited = false;
        self.history.clear();
        self.list_moves(shape);
    }

    /// Lists the legal moves' compact ids.
    fn list_moves(&mut self, shape: &Shape) {
        let mut count = 0;
        let compact = &mut self.compact[..check_move_ids::<G>()];
        self.playout.for_each_move(|mv| {
            if let Some(slot) = compact.get_mut(count) {
                *slot = shape.compact_of::<G>(mv);
                count += 1;
            }
        });
        self.count = count;
    }

    /// The compact ids of the legal moves.
    pub fn legal(&self) -> &[u16] {
        &self.compact[..self.count]
    }

    /// Plays the move `play` plays on the playout and lists the next moves.
    fn play(&mut self, shape: &Shape, play: impl FnOnce(&mut GamePlayout<G>) -> Option<Move<G::Square>>) {
        let before = *self.playout.position();
        if let Some(mv) = play(&mut self.playout) {
            self.history.push(actions::id_of(&before, mv));
            self.list_moves(shape);
        }
    }

    /// Whether the game is over: ended by the rules, or forfeited.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.forfeited || self.playout.is_over()
    }

    /// Ends the game, lost by the player to move: it has no legal move from now on.
    fn forfeit(&mut self) {
        self.forfeited = true;
        self.count = 0;
    }

    /// The index of compact id `action` among the legal moves.
    pub fn index_of(&self, action: i64) -> Option<usize> {
        self.legal().iter().position(|&compact| i64::from(compact) == action)
    }

    /// The game as a `Game`, its moves played again from the start.
    pub fn game(&self, config: Config) -> Game<G> {
        let size = config.variant.board_size();
        let start = config.start.into_geometry::<G>().unwrap_or_else(|| *self.playout.position());
        let mut game = Game::from_position(start, config.rules);
        for &id in &self.history {
            // Every id was legal when it was played: the replay cannot fail.
            if let Some(mv) = actions::move_of::<G>(id, size) {
                let _ = game.play(mv);
            }
        }
        game
    }
}

/// The per-game outputs of one step, each a slice of one game's part of the buffers.
pub struct Outputs<'a> {
    pub observation: Cells<'a>,
    /// The last observation of a game that ended in this step (before an autoreset).
    pub final_observation: Cells<'a>,
    pub mask: &'a mut [i8],
    /// The legal compact ids, padded with −1, and their number.
    pub indices: &'a mut [i32],
    pub count: &'a mut i32,
    pub reward: &'a mut f32,
    pub terminated: &'a mut bool,
    pub truncated: &'a mut bool,
    pub player: &'a mut i8,
}

/// The batch's shape: what every game shares.
#[derive(Copy, Clone)]
pub struct Shape {
    pub config: Config,
    /// The board's size.
    pub size: u8,
    /// How the observations are laid out.
    pub layout: Layout,
    /// The values of one game's observation.
    pub observation: usize,
    /// The number of compact ids: the slides', and the pass's where the rules have one.
    pub compact: usize,
    /// The pass's compact id, after the slides'.
    pub pass: usize,
    /// The width of the padded legal indices: the most moves a side may have.
    pub moves: usize,
    pub autoreset: bool,
}

impl Shape {
    /// The compact id of `mv` (the pass after the slides).
    #[inline]
    fn compact_of<G: Board>(&self, mv: Move<G::Square>) -> u16 {
        match mv.slide() {
            Some((from, to)) => actions::compact_of::<G>(from, to, self.size) as u16,
            None => self.pass as u16,
        }
    }

    /// Writes `env`'s observation, mask and player into `out`.
    fn observe<G: Board>(&self, env: &Env<G>, out: &mut Outputs<'_>) {
        out.observation.write(env.playout.position());
        out.mask.fill(0);
        let legal = env.legal();
        for (slot, &compact) in out.indices.iter_mut().zip(legal) {
            out.mask[usize::from(compact)] = 1;
            *slot = i32::from(compact);
        }
        out.indices[legal.len()..].fill(-1);
        *out.count = legal.len() as i32;
        *out.player = env.playout.position().turn() as i8;
    }

    /// Writes the flags of `env`'s game and its reward for the player who moved, `mover`
    /// (none, and no reward: the game was not stepped).
    fn finish<G: Board>(&self, env: &Env<G>, mover: Option<Color>, out: &mut Outputs<'_>) {
        if env.forfeited {
            *out.reward = if mover.is_some() { -1.0 } else { 0.0 };
            (*out.terminated, *out.truncated) = (true, false);
            return;
        }
        let result = env.playout.result();
        *out.reward = match (result, mover) {
            (Some(result), Some(mover)) => f32::from(result.outcome.value_for(mover)),
            _ => 0.0,
        };
        *out.truncated = result.is_some_and(|result| result.reason == EndReason::MoveLimit);
        *out.terminated = result.is_some() && !*out.truncated;
    }

    /// Plays `choice` in `env` and writes the step's outputs; a game the move ends
    /// leaves its last observation, and is started again if the batch autoresets.
    pub fn step<G: Board>(&self, env: &mut Env<G>, choice: Choice, start: &Game<G>, out: &mut Outputs<'_>) {
        let mover = match choice {
            Choice::Observe => None,
            _ => Some(env.playout.position().turn()),
        };
        match choice {
            Choice::Observe => {}
            Choice::Index(index) => env.play(self, |playout| playout.play_nth(index)),
            Choice::Random => {
                let bits = env.random.next_u32();
                env.play(self, |playout| playout.play_random(bits));
            }
            Choice::Forfeit => env.forfeit(),
        }
        self.finish(env, mover, out);
        if mover.is_some() && env.is_over() {
            out.final_observation.write(env.playout.position());
            if self.autoreset {
                env.reset(self, start);
            }
        }
        self.observe(env, out);
    }
}

/// What a step does in one game.
#[derive(Copy, Clone)]
pub enum Choice {
    /// Nothing: the game is only observed (a finished game without autoreset keeps its flags).
    Observe,
    /// Plays the legal move at this index.
    Index(usize),
    /// Plays a uniformly random legal move, drawn from the game's generator.
    Random,
    /// Ends the game, lost by the player to move (who played an illegal action): reward
    /// −1, terminated, the position unchanged.
    Forfeit,
}
