//! Random playouts, the inner loop of Monte-Carlo tree search: a uniformly random legal
//! move chosen without listing the moves (count them, then ask for the k-th for a `k` the
//! caller draws from its own generator), and a position kept ready for the next move.

use crate::board::color::Color;
use crate::board::connectivity::is_connected;
use crate::movegen::line_patterns::{GroupSlides, LinePatterns};
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;
use crate::rules::outcome::{GameResult, connection_verdict, decide, no_legal_move_verdict};

impl Position {
    /// The legal move at `index` in [`legal_moves`](Position::legal_moves) order,
    /// without allocating; `None` if `index` is not below
    /// [`move_count`](Position::move_count). With `move_count` it plays a uniformly
    /// random move in every variant: draw `k` below the count from any generator.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// for pos in [Position::default(), Position::from_variant(Variant::CheshireCat)] {
    ///     let moves = pos.legal_moves();
    ///     for (k, &mv) in moves.iter().enumerate() {
    ///         assert_eq!(pos.nth_move(k), Some(mv));
    ///     }
    ///     assert_eq!(pos.nth_move(moves.len()), None);
    /// }
    /// ```
    pub fn nth_move(&self, index: usize) -> Option<Move> {
        if self.is_plain() {
            let patterns = self.line_patterns::<8>();
            if patterns.slides(self.turn()) == 0 {
                return (index == 0).then_some(Move::PASS);
            }
            let (from, to) = patterns.nth_slide(&patterns.group_slides(), self.turn(), u32::try_from(index).ok()?)?;
            return Some(Move::new(from, to));
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
/// (at the position level: no repetition or move limit, which need a
/// [`Game`](crate::Game)). In the standard game it keeps every line's pattern up to
/// date move by move, so a move costs a few hundred instructions; every variant plays.
/// Never allocates (outside Parachute's drop phase, where it asks the position).
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
#[derive(Clone)]
pub struct Playout {
    position: Position,
    rules: Rules,
    /// The standard game's line patterns and their groups' slides, kept up to date
    /// move by move; `None` for the other variants.
    patterns: Option<(LinePatterns, GroupSlides)>,
    result: Option<GameResult>,
    plies: usize,
}

impl Playout {
    /// A playout from `position` under `rules` (its result decided at once: a
    /// position where the game is over has no moves).
    pub fn new(position: Position, rules: Rules) -> Playout {
        let patterns = position.is_plain().then(|| {
            let patterns = position.line_patterns::<8>();
            let groups = patterns.group_slides();
            (patterns, groups)
        });
        Playout { position, rules, patterns, result: decide(&position, None, rules), plies: 0 }
    }

    /// The position now.
    pub const fn position(&self) -> &Position {
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
        if self.is_over() {
            return 0;
        }
        match &self.patterns {
            Some((patterns, _)) => (patterns.slides(self.position.turn()) as usize).max(1),
            None => self.position.move_count(),
        }
    }

    /// The legal move at `index` (below [`move_count`](Self::move_count)), in
    /// [`Position::legal_moves`] order; `None` past the last, or once the game is over.
    #[inline]
    pub fn nth_move(&self, index: usize) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let Some((patterns, groups)) = &self.patterns else { return self.position.nth_move(index) };
        let mover = self.position.turn();
        if patterns.slides(mover) == 0 {
            return (index == 0).then_some(Move::PASS);
        }
        let (from, to) = patterns.nth_slide(groups, mover, u32::try_from(index).ok()?)?;
        Some(Move::new(from, to))
    }

    /// Plays the legal move at `index` and decides the result; returns the move, or
    /// `None` (and changes nothing) if there is none at `index` or the game is over.
    #[inline]
    pub fn play_nth(&mut self, index: usize) -> Option<Move> {
        let mv = self.nth_move(index)?;
        let mover = self.position.turn();
        let captured = mv.slide().is_some_and(|(_, to)| self.position.pieces(!mover).contains(to));
        self.position.play_unchecked(mv);
        self.plies += 1;
        match (&mut self.patterns, mv) {
            // The standard game has no drops, so a capture is a slide onto an enemy.
            (Some((patterns, groups)), Move::Slide { from, to }) => {
                patterns.apply_slide(groups, from, to, mover, captured);
                // The end-of-game decision (`decide`) specialised: neither side was
                // connected before the move, and the opponent's pieces changed only if
                // one was captured.
                let opponent: Color = !mover;
                let mover_connected = is_connected(self.position.pieces(mover));
                let opponent_connected = captured && is_connected(self.position.pieces(opponent));
                let slides = patterns.slides(opponent);
                self.result = connection_verdict(mover, mover_connected, opponent_connected, self.rules)
                    .or_else(|| no_legal_move_verdict(|| slides == 0, opponent, self.rules));
            }
            _ => self.result = decide(&self.position, None, self.rules),
        }
        Some(mv)
    }

    /// Plays a uniformly random legal move chosen by `random`, 32 random bits from the
    /// caller's generator (the move at `random × count / 2³²`); `None` once the game is over.
    #[inline]
    pub fn play_random(&mut self, random: u32) -> Option<Move> {
        let count = self.move_count() as u64;
        self.play_nth(((u64::from(random) * count) >> 32) as usize)
    }
}
