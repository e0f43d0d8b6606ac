//! The scheduler: the batch's buffers cut game by game, and a large batch stepped on
//! the caller's thread and a pool of helper threads, which claim its parts one at a time.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use crate::geometry::Board;
use crate::observation::Cells;

use super::stepping::{Env, Outputs, Shape};

/// The fewest games a thread steps: a batch of fewer than twice as many is stepped by one.
const GAMES_PER_THREAD: usize = 256;

/// The most parts a large batch is cut into for the threads to claim.
const MAX_PARTS: usize = 64;

/// The fewest games in a part.
const GAMES_PER_PART: usize = 32;

/// The batch's buffers, as slices: each game's part follows the one before.
pub struct Buffers<'a> {
    pub observations: Cells<'a>,
    pub final_observations: Cells<'a>,
    pub masks: &'a mut [i8],
    pub indices: &'a mut [i32],
    pub counts: &'a mut [i32],
    pub rewards: &'a mut [f32],
    pub terminated: &'a mut [bool],
    pub truncated: &'a mut [bool],
    pub players: &'a mut [i8],
}

impl<'a> Buffers<'a> {
    /// The first `games` games' part and the rest.
    fn split(self, shape: &Shape, games: usize) -> (Buffers<'a>, Buffers<'a>) {
        let (observations, observations_rest) = self.observations.split_at_mut(games * shape.observation);
        let (final_observations, final_rest) = self.final_observations.split_at_mut(games * shape.observation);
        let (masks, masks_rest) = self.masks.split_at_mut(games * shape.compact);
        let (indices, indices_rest) = self.indices.split_at_mut(games * shape.moves);
        let (counts, counts_rest) = self.counts.split_at_mut(games);
        let (rewards, rewards_rest) = self.rewards.split_at_mut(games);
        let (terminated, terminated_rest) = self.terminated.split_at_mut(games);
        let (truncated, truncated_rest) = self.truncated.split_at_mut(games);
        let (players, players_rest) = self.players.split_at_mut(games);
        (
            Buffers {
                observations,
                final_observations,
                masks,
                indices,
                counts,
                rewards,
                terminated,
                truncated,
                players,
            },
            Buffers {
                observations: observations_rest,
                final_observations: final_rest,
                masks: masks_rest,
                indices: indices_rest,
                counts: counts_rest,
                rewards: rewards_rest,
                terminated: terminated_rest,
                truncated: truncated_rest,
                players: players_rest,
            },
        )
    }

    /// Game `game`'s part.
    fn outputs(&mut self, shape: &Shape, game: usize) -> Outputs<'_> {
        let part = |length: usize| game * length..(game + 1) * length;
        Outputs {
            observation: self.observations.part(part(shape.observation)),
            final_observation: self.final_observations.part(part(shape.observation)),
            mask: &mut self.masks[part(shape.compact)],
            indices: &mut self.indices[part(shape.moves)],
            count: &mut self.counts[game],
            reward: &mut self.rewards[game],
            terminated: &mut self.terminated[game],
            truncated: &mut self.truncated[game],
            player: &mut self.players[game],
        }
    }

    /// Calls `work(env, index, outputs)` for each of `envs`, numbered from `first`.
    fn run<G: Board>(mut self, shape: &Shape, envs: &mut [Env<G>], first: usize, work: &Work<'_, G>) {
        for (game, env) in envs.iter_mut().enumerate() {
            work(env, first + game, &mut self.outputs(shape, game));
        }
    }
}

/// The threads that step a large batch beside the caller's own: one fewer than the
/// machine's cores, made once (none if they cannot be made: the caller steps every game).
/// Not rayon's global pool, whose threads, one a core, would spin beside the caller
/// between two steps and slow the numpy work it does there. None in a process forked
/// from the one that made them (`multiprocessing`'s fork), where they do not exist:
/// waiting for them there would never end.
fn helpers() -> Option<&'static rayon::ThreadPool> {
    static HELPERS: std::sync::OnceLock<(u32, Option<rayon::ThreadPool>)> = std::sync::OnceLock::new();
    let (made_in, helpers) = HELPERS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let helpers = cores.checked_sub(1).filter(|&helpers| helpers > 0);
        let pool = helpers.and_then(|helpers| rayon::ThreadPoolBuilder::new().num_threads(helpers).build().ok());
        (std::process::id(), pool)
    });
    helpers.as_ref().filter(|_| *made_in == std::process::id())
}

/// A part of a large batch: its games, their buffers, and the index of its first game.
type Part<'a, G> = (&'a mut [Env<G>], Buffers<'a>, usize);

/// What a step does to each game: `work(env, index, outputs)`.
pub type Work<'a, G> = dyn Fn(&mut Env<G>, usize, &mut Outputs<'_>) + Sync + 'a;

/// Calls `work(env, index, outputs)` for every game. A large batch is cut into up to
/// [`MAX_PARTS`] parts that the caller's thread and the helpers claim one at a time, so
/// the caller starts at once and does the whole batch if a helper wakes late.
pub fn for_each_game<G: Board>(shape: &Shape, envs: &mut [Env<G>], buffers: Buffers<'_>, work: &Work<'_, G>) {
    let pool = helpers().filter(|_| envs.len() >= 2 * GAMES_PER_THREAD);
    let Some(pool) = pool else {
        buffers.run(shape, envs, 0, work);
        return;
    };
    let per_part = envs.len().div_ceil(MAX_PARTS).max(GAMES_PER_PART);
    let mut parts: [Mutex<Option<Part<'_, G>>>; MAX_PARTS] = std::array::from_fn(|_| Mutex::new(None));
    let mut rest = buffers;
    let mut count = 0;
    for (slot, envs) in parts.iter_mut().zip(envs.chunks_mut(per_part)) {
        let (this, next) = rest.split(shape, envs.len());
        rest = next;
        *slot.get_mut().unwrap_or_else(PoisonError::into_inner) = Some((envs, this, count * per_part));
        count += 1;
    }
    let claimed = AtomicUsize::new(0);
    let claim_parts = || {
        loop {
            let index = claimed.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = parts.get(index).filter(|_| index < count) else { break };
            let part = slot.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some((envs, buffers, first)) = part {
                buffers.run(shape, envs, first, work);
            }
        }
    };
    let claim_parts = &claim_parts;
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            scope.spawn(move |_| claim_parts());
        }
        claim_parts();
    });
}
