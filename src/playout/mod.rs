//! Random playouts, the inner loop of Monte-Carlo tree search: a uniformly random legal
//! move chosen without listing the moves (count them, then ask for the k-th for a `k` the
//! caller draws from its own generator), and a position kept ready for the next move;
//! at the game level ([`GamePlayout`]) with the history rules, repetition and the move limit.

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::game::Game;
use crate::position::Position;
use crate::position::family::Family;
use crate::position::moves::Move;
use crate::rules::MoveLimit;
use crate::rules::Rules;
use crate::rules::outcome::{
    GameResult, Past, connected_after_move, decide, decide_before_moves_with, no_legal_move_verdict,
};
use crate::rules::repetition::History;

impl<G: Geometry> Position<G> {
    /// The legal move at `index` in [`legal_moves`](Position::legal_moves) order,
    /// without allocating; `None` if `index` is not below
    /// [`move_count`](Position::move_count). With `move_count` it plays a uniformly
    /// random move in every variant: draw `k` below the count from any generator.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// for pos in [Position::default(), Position::from_variant(Variant::CheshireCat).unwrap()] {
    ///     let moves = pos.legal_moves();
    ///     for (k, &mv) in moves.iter().enumerate() {
    ///         assert_eq!(pos.nth_move(k), Some(mv));
    ///     }
    ///     assert_eq!(pos.nth_move(moves.len()), None);
    /// }
    /// ```
    pub fn nth_move(&self, index: usize) -> Option<Move<G::Square>> {
        if matches!(self.family(), Family::Standard) {
            let (black, white, turn) = (self.pieces(Color::Black), self.pieces(Color::White), self.turn());
            let index = u32::try_from(index).ok()?;
            // Past every slide, the first move is the pass: there was no slide.
            return match G::nth_slide(black, white, turn, self.board_size(), index) {
                Some((from, to)) => Some(Move::new(from, to)),
                None => (index == 0).then_some(Move::Pass),
            };
        }
        let mut seen = 0;
        let mut found = None;
        self.for_each_move(|mv| {
            if seen == index {
                found = Some(mv);
            }
            seen += 1;
        });
        found
    }
}

/// A game played by random moves from a position to its end, as Monte-Carlo tree
/// search plays them: the legal moves are counted and the k-th produced without
/// listing them, and after each move the end of the game is decided under the rules
/// (at the position level: no repetition or move limit, which need a game's history:
/// [`GamePlayout`] applies them). On the 8×8 geometry's boards of the standard family
/// (standard, Scrambled Eggs, 6×6, 7×7, LOAPS) it keeps every line's pattern up to
/// date move by move, so a move costs a few hundred instructions; Cheshire Cat,
/// Parachute and the wide boards ([`Grid12`](crate::Grid12), 9×9 to 12×12) play through
/// the position's own move counting, [`Position::nth_move`] and the end-of-game
/// decision. Never allocates.
///
/// ```
/// use lines_of_action::{Playout, Position, Rules};
/// let mut playout = Playout::new(Position::default(), Rules::default());
/// let mut seed = 1u32;
/// while !playout.is_over() {
///     // Any generator: here a tiny linear congruential one.
///     seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
///     playout.play_random(seed);
/// }
/// assert!(playout.result().is_some());
/// ```
///
/// On a wide board, the same way:
///
/// ```
/// use lines_of_action::{Playout, Position, Rules, Variant, Grid12};
/// let start = Position::<Grid12>::start_of(Variant::TwelveByTwelve)?;
/// let mut playout = Playout::new(start, Rules::default());
/// let mut seed = 1u32;
/// while !playout.is_over() {
///     seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
///     playout.play_random(seed);
/// }
/// assert_eq!(playout.result(), playout.position().result(Rules::default()));
/// # Ok::<(), lines_of_action::WrongBoard>(())
/// ```
#[derive(Clone)]
pub struct Playout<G: Geometry = Grid8> {
    pub(crate) position: Position<G>,
    pub(crate) rules: Rules,
    /// What the geometry's fast path keeps beside the position (on 8×8 the lines of the
    /// standard family's boards, kept up to date move by move).
    pub(crate) lines: G::PlayoutLines,
    pub(crate) result: Option<GameResult>,
    pub(crate) plies: usize,
}

impl<G: Geometry> Playout<G> {
    /// A playout from `position` under `rules` (its result decided at once: a
    /// position where the game is over has no moves).
    pub fn new(position: Position<G>, rules: Rules) -> Playout<G> {
        Playout::with_result(position, rules, decide(&position, Past::Unknown, rules))
    }

    /// A playout from `position` under `rules`, where the game's result is `result`.
    fn with_result(position: Position<G>, rules: Rules, result: Option<GameResult>) -> Playout<G> {
        let lines = G::playout_lines(&position);
        Playout { position, rules, lines, result, plies: 0 }
    }

    /// The position now.
    pub const fn position(&self) -> &Position<G> {
        &self.position
    }

    /// The rules the result is decided by.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The result, once the game is over.
    pub const fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The number of moves played.
    pub const fn plies(&self) -> usize {
        self.plies
    }

    /// The number of legal moves: 0 once the game is over, 1 for a forced pass.
    #[inline]
    pub fn move_count(&self) -> usize {
        G::playout_move_count(self)
    }

    /// The legal move at `index` (below [`move_count`](Self::move_count)), in
    /// [`Position::legal_moves`] order; `None` past the last, or once the game is over.
    #[inline]
    pub fn nth_move(&self, index: usize) -> Option<Move<G::Square>> {
        G::playout_nth_move(self, index)
    }

    /// Calls `visit` with every legal move, in [`Position::legal_moves`] order (none once
    /// the game is over): on the standard family's boards up to 8×8 read off the kept
    /// lines, without allocating and without reading the board again.
    ///
    /// ```
    /// use lines_of_action::{Move, Playout, Position, Rules};
    /// let playout = Playout::new(Position::default(), Rules::default());
    /// let mut moves = Vec::new();
    /// playout.for_each_move(|mv| moves.push(mv));
    /// assert_eq!(moves, Position::default().legal_moves().to_vec());
    /// ```
    #[inline]
    pub fn for_each_move(&self, visit: impl FnMut(Move<G::Square>)) {
        G::playout_for_each_move(self, visit);
    }

    /// Plays the legal move at `index` and decides the result; returns the move, or
    /// `None` (and changes nothing) if there is none at `index` or the game is over.
    #[inline]
    pub fn play_nth(&mut self, index: usize) -> Option<Move<G::Square>> {
        G::playout_play_nth(self, index, &mut NoPast)
    }

    /// Plays a uniformly random legal move chosen by `random`, 32 random bits from the
    /// caller's generator (the move at `random × count / 2³²`); `None` once the game is over.
    #[inline]
    pub fn play_random(&mut self, random: u32) -> Option<Move<G::Square>> {
        G::playout_play_random(self, random, &mut NoPast)
    }

    /// [`move_count`](Self::move_count) on the general path.
    #[inline]
    pub(crate) fn general_move_count(&self) -> usize {
        if self.is_over() { 0 } else { self.position.move_count() }
    }

    /// [`nth_move`](Self::nth_move) on the general path.
    #[inline]
    pub(crate) fn general_nth_move(&self, index: usize) -> Option<Move<G::Square>> {
        if self.is_over() { None } else { self.position.nth_move(index) }
    }

    /// [`for_each_move`](Self::for_each_move) on the general path.
    #[inline]
    pub(crate) fn general_for_each_move(&self, visit: impl FnMut(Move<G::Square>)) {
        if !self.is_over() {
            self.position.for_each_move(visit);
        }
    }

    /// [`play_nth`](Self::play_nth) on the general path, the result decided with `past`.
    #[inline]
    pub(crate) fn general_play_nth(&mut self, index: usize, past: &mut impl Record<G>) -> Option<Move<G::Square>> {
        if self.is_over() {
            return None;
        }
        let mv = self.position.nth_move(index)?;
        self.play_general(mv, past);
        Some(mv)
    }

    /// [`play_random`](Self::play_random) on the general path, the result decided with
    /// `past`: the moves counted, the chosen one found.
    #[inline]
    pub(crate) fn general_play_random(&mut self, random: u32, past: &mut impl Record<G>) -> Option<Move<G::Square>> {
        if self.is_over() {
            return None;
        }
        self.general_play_nth(pick(random, self.position.move_count()), past)
    }

    /// Plays `mv`, a legal move, on the general path (Cheshire Cat, Parachute, the wide
    /// boards), and decides the result with `past`.
    #[inline]
    pub(crate) fn play_general(&mut self, mv: Move<G::Square>, past: &mut impl Record<G>) {
        let (position, rules) = (&mut self.position, self.rules);
        self.plies += 1;
        let mover = position.turn();
        let captured = position.make_unchecked(mv).captured();
        let past = past.record(position, None);
        self.result = match mv {
            // Neither side was connected before (the game went on), and a slide changes
            // the opponent's pieces only by a capture (drops come with their own kind of move).
            Move::Slide { .. } => decide_before_moves_with(position, past, rules, || {
                connected_after_move(position.pieces(mover), position.pieces(!mover), captured)
            })
            .or_else(|| no_legal_move_verdict(|| position.must_pass(), !mover, rules)),
            _ => decide(position, past, rules),
        };
    }
}

/// The move at `random × count / 2³²`: below `count` when it is not 0.
#[inline(always)]
pub(crate) fn pick(random: u32, count: usize) -> usize {
    ((u64::from(random) * count as u64) >> 32) as usize
}

/// What the end of the game needs from before the position a move reached: nothing at
/// the position level ([`NoPast`]); a game's [`History`] at the game level.
pub trait Record<G: Geometry = Grid8> {
    /// Records the move that reached `position` (`captured`: whether it took a piece;
    /// `None`: not known, the pieces are counted) and returns what to decide it by.
    fn record(&mut self, position: &Position<G>, captured: Option<bool>) -> Past<'_, G>;
}

/// No history: the position-level decision of [`Playout`].
struct NoPast;

impl<G: Geometry> Record<G> for NoPast {
    #[inline(always)]
    fn record(&mut self, _: &Position<G>, _: Option<bool>) -> Past<'_, G> {
        Past::Unknown
    }
}

impl<G: Geometry> Record<G> for History<G> {
    /// After a capture none of the positions kept can recur, and a playout takes no
    /// move back: they are forgotten, so the window stays short.
    #[inline(always)]
    fn record(&mut self, position: &Position<G>, captured: Option<bool>) -> Past<'_, G> {
        let fresh = captured
            .unwrap_or_else(|| self.last().is_some_and(|last| last.occupied().count() != position.occupied().count()));
        if fresh {
            self.forget();
        }
        self.push(*position);
        Past::History(self)
    }
}

/// `history` made the history of `game` as a playout from it needs it: its positions
/// since the last capture (none if the rules have no repetition) and its plies, with
/// room for every position a playout from it can keep before its move limit (256
/// without one).
fn playout_history<G: Geometry>(game: &Game<G>, history: &mut History<G>) {
    let rules = game.rules();
    history.refill_for_search(game.history(), game.ply(), rules);
    let room = match rules.move_limit {
        MoveLimit::Draw { plies, .. } => (plies as usize).saturating_sub(game.ply()) + 1,
        MoveLimit::Off => 256,
    };
    history.reserve(room);
}

/// A random playout from a [`Game`], as [`Playout`] plays one but with the game's
/// history rules: repetition, against the positions since the last capture (kept in a
/// buffer reserved up front; none before a capture can recur), and the move limit, as a
/// ply count. The results are [`Game`]'s for the same moves, in every variant, on every
/// board and under every rule set; the standard family up to 8×8 takes [`Playout`]'s
/// fast path. Allocates only when made (room for the positions up to the move limit, or
/// 256 without one) and when a game without a move limit outgrows that;
/// [`restart`](Self::restart) reuses the room, and a clone has as much.
///
/// ```
/// use lines_of_action::{Game, GamePlayout, Rules};
/// let game = Game::new(Rules::OPENSPIEL);
/// let mut playout = GamePlayout::new(&game);
/// let mut seed = 1u32;
/// while !playout.is_over() {
///     seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
///     playout.play_random(seed);
/// }
/// assert!(playout.result().is_some() && playout.ply() <= 1000);
/// playout.restart(&game); // the next playout from the same game, in the same room
/// assert_eq!(playout.plies(), 0);
/// ```
#[derive(Clone)]
pub struct GamePlayout<G: Geometry = Grid8> {
    playout: Playout<G>,
    history: History<G>,
}

impl<G: Geometry> GamePlayout<G> {
    /// A playout from the current position of `game`, under its rules and with its history.
    ///
    /// ```
    /// use lines_of_action::{Game, GamePlayout, Position, Rules, Variant, Grid12};
    /// let game = Game::from_position(Position::<Grid12>::start_of(Variant::BlackHole)?, Rules::OPENSPIEL);
    /// let mut playout = GamePlayout::new(&game);
    /// let mut seed = 1u32;
    /// while !playout.is_over() {
    ///     seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
    ///     playout.play_random(seed);
    /// }
    /// assert!(playout.ply() <= 1000);
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    pub fn new(game: &Game<G>) -> GamePlayout<G> {
        let mut history = History::new(*game.position(), game.ply(), None);
        playout_history(game, &mut history);
        GamePlayout { playout: Playout::with_result(*game.position(), game.rules(), game.result()), history }
    }

    /// Starts again from the current position of `game`, reusing the room for the history.
    pub fn restart(&mut self, game: &Game<G>) {
        playout_history(game, &mut self.history);
        self.playout = Playout::with_result(*game.position(), game.rules(), game.result());
    }

    /// The position now.
    pub const fn position(&self) -> &Position<G> {
        self.playout.position()
    }

    /// The rules the result is decided by.
    pub const fn rules(&self) -> Rules {
        self.playout.rules()
    }

    /// The result, once the game is over.
    pub const fn result(&self) -> Option<GameResult> {
        self.playout.result()
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        self.playout.is_over()
    }

    /// The number of moves the playout played.
    pub const fn plies(&self) -> usize {
        self.playout.plies()
    }

    /// The number of moves played since the game's start, as [`Game::ply`] counts them.
    pub const fn ply(&self) -> usize {
        self.history.plies()
    }

    /// The number of legal moves: 0 once the game is over, 1 for a forced pass.
    #[inline]
    pub fn move_count(&self) -> usize {
        self.playout.move_count()
    }

    /// The legal move at `index` (below [`move_count`](Self::move_count)), in
    /// [`Position::legal_moves`] order; `None` past the last, or once the game is over.
    #[inline]
    pub fn nth_move(&self, index: usize) -> Option<Move<G::Square>> {
        self.playout.nth_move(index)
    }

    /// Calls `visit` with every legal move, in [`Position::legal_moves`] order, as
    /// [`Playout::for_each_move`] does (none once the game is over).
    ///
    /// ```
    /// use lines_of_action::{Game, GamePlayout, Rules};
    /// let game = Game::new(Rules::OPENSPIEL);
    /// let mut count = 0;
    /// GamePlayout::new(&game).for_each_move(|_| count += 1);
    /// assert_eq!(count, game.legal_moves().len());
    /// ```
    #[inline]
    pub fn for_each_move(&self, visit: impl FnMut(Move<G::Square>)) {
        self.playout.for_each_move(visit);
    }

    /// Plays the legal move at `index` and decides the result as [`Game::play_nth`]
    /// would; returns the move, or `None` (and changes nothing) if there is none at
    /// `index` or the game is over.
    #[inline]
    pub fn play_nth(&mut self, index: usize) -> Option<Move<G::Square>> {
        G::playout_play_nth(&mut self.playout, index, &mut self.history)
    }

    /// Plays a uniformly random legal move chosen by `random`, as
    /// [`Playout::play_random`] chooses it, and decides the result as [`Game`] would;
    /// `None` once the game is over.
    #[inline(always)]
    pub fn play_random(&mut self, random: u32) -> Option<Move<G::Square>> {
        G::playout_play_random(&mut self.playout, random, &mut self.history)
    }
}
