//! Random playouts, the inner loop of Monte-Carlo tree search: a uniformly random legal
//! move chosen without listing the moves (count them, then ask for the k-th for a `k` the
//! caller draws from its own generator), and a position kept ready for the next move.

use crate::board::color::Color;
use crate::board::connectivity::is_connected;
use crate::board::square::Square;
use crate::movegen::line_patterns::{GroupSlides, LinePatterns};
use crate::position::Position;
use crate::position::family::Family;
use crate::position::moves::Move;
use crate::rules::Rules;
use crate::rules::outcome::{GameResult, connection_verdict, decide, no_legal_move_verdict};

/// `$body` with `$patterns` and `$groups` bound to the patterns of whichever board `$lines` is on.
macro_rules! on_board {
    ($lines:expr, |$patterns:ident, $groups:ident| $body:expr) => {
        match $lines {
            Lines::Eight($patterns, $groups) => $body,
            Lines::Seven($patterns, $groups) => $body,
            Lines::Six($patterns, $groups) => $body,
        }
    };
}

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
        if let Some(lines) = Lines::of(self) {
            return lines.nth_move(self.turn(), index);
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
/// [`Game`](crate::Game)). On the boards of the standard family (standard, Scrambled
/// Eggs, 6×6, 7×7, LOAPS) it keeps every line's pattern up to date move by move, so a
/// move costs a few hundred instructions; Cheshire Cat and Parachute play through the
/// position's own move generation. Never allocates.
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
    /// The line patterns of the standard family's boards (8×8, 7×7, 6×6), kept up to
    /// date move by move; `None` for Cheshire Cat and Parachute.
    lines: Option<Lines>,
    result: Option<GameResult>,
    plies: usize,
}

impl Playout {
    /// A playout from `position` under `rules` (its result decided at once: a
    /// position where the game is over has no moves).
    pub fn new(position: Position, rules: Rules) -> Playout {
        Playout { position, rules, lines: Lines::of(&position), result: decide(&position, None, rules), plies: 0 }
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
        match &self.lines {
            Some(lines) => (lines.slides(self.position.turn()) as usize).max(1),
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
        match &self.lines {
            Some(lines) => lines.nth_move(self.position.turn(), index),
            None => self.position.nth_move(index),
        }
    }

    /// Plays the legal move at `index` and decides the result; returns the move, or
    /// `None` (and changes nothing) if there is none at `index` or the game is over.
    #[inline]
    pub fn play_nth(&mut self, index: usize) -> Option<Move> {
        let mv = self.nth_move(index)?;
        self.play_unchecked(mv);
        Some(mv)
    }

    /// Plays `mv`, a legal move, and decides the result.
    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        let (position, rules) = (&mut self.position, self.rules);
        self.plies += 1;
        self.result = match (&mut self.lines, mv) {
            (Some(lines), Move::Slide { from, to }) => {
                on_board!(lines, |patterns, groups| play_slide_on(position, patterns, groups, rules, from, to))
            }
            _ => {
                position.play_unchecked(mv);
                decide(position, None, rules)
            }
        };
    }

    /// Plays a uniformly random legal move chosen by `random`, 32 random bits from the
    /// caller's generator (the move at `random × count / 2³²`); `None` once the game is over.
    #[inline]
    pub fn play_random(&mut self, random: u32) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let (position, rules) = (&mut self.position, self.rules);
        // One dispatch on the board a move, then its own code throughout.
        let played = match &mut self.lines {
            Some(lines) => {
                on_board!(lines, |patterns, groups| play_random_on(position, patterns, groups, rules, random))
            }
            None => None,
        };
        if let Some((mv, result)) = played {
            self.plies += 1;
            self.result = result;
            return Some(mv);
        }
        let pick = |count: usize| ((u64::from(random) * count as u64) >> 32) as usize;
        if self.lines.is_none() && !self.position.in_drop_phase() {
            // Cheshire Cat and Parachute after the drops: one pass lists the moves (on
            // the stack), rather than one to count them and one to find the chosen.
            let moves = self.position.legal_moves();
            let mv = moves[pick(moves.len())];
            self.play_unchecked(mv);
            return Some(mv);
        }
        self.play_nth(pick(self.move_count()))
    }
}

/// The random slide `random` picks on the patterns of the board with `SIZE` squares a
/// side, played, and the result after it; `None` (nothing played) for the forced pass,
/// which the caller plays its general way.
#[inline(always)]
fn play_random_on<const SIZE: usize>(
    position: &mut Position,
    patterns: &mut LinePatterns<SIZE>,
    groups: &mut GroupSlides,
    rules: Rules,
    random: u32,
) -> Option<(Move, Option<GameResult>)> {
    let mover = position.turn();
    let index = ((u64::from(random) * u64::from(patterns.slides(mover))) >> 32) as u32;
    let (from, to) = patterns.nth_slide(groups, mover, index)?;
    Some((Move::new(from, to), play_slide_on(position, patterns, groups, rules, from, to)))
}

/// Plays the side to move's slide `from` `to`, a legal one, on the position and its
/// patterns, and returns the result after it: the end-of-game decision ([`decide`])
/// specialised, since neither side was connected before the move and the opponent's
/// pieces changed only if one was captured (the standard family has no drops, so a
/// capture is a slide onto an enemy).
#[inline(always)]
fn play_slide_on<const SIZE: usize>(
    position: &mut Position,
    patterns: &mut LinePatterns<SIZE>,
    groups: &mut GroupSlides,
    rules: Rules,
    from: Square,
    to: Square,
) -> Option<GameResult> {
    let mover = position.turn();
    let opponent = !mover;
    let captured = position.pieces(opponent).contains(to);
    position.play_unchecked(Move::new(from, to));
    patterns.apply_slide(Some(groups), from, to, mover, captured);
    let mover_connected = is_connected(position.pieces(mover));
    let opponent_connected = captured && is_connected(position.pieces(opponent));
    let replies = patterns.slides(opponent);
    connection_verdict(mover, mover_connected, opponent_connected, rules)
        .or_else(|| no_legal_move_verdict(|| replies == 0, opponent, rules))
}

/// The line patterns of a position of the standard family, on its board's own lines,
/// with the slides of each group of eight lines, kept up to date move by move.
#[derive(Clone)]
enum Lines {
    Eight(LinePatterns<8>, GroupSlides),
    Seven(LinePatterns<7>, GroupSlides),
    Six(LinePatterns<6>, GroupSlides),
}

impl Lines {
    /// The lines of `position`, if it is of the standard family.
    fn of(position: &Position) -> Option<Lines> {
        if !matches!(position.family(), Family::Standard) {
            return None;
        }
        fn with_groups<const SIZE: usize>(position: &Position) -> (LinePatterns<SIZE>, GroupSlides) {
            let patterns = position.line_patterns::<SIZE>();
            let groups = patterns.group_slides();
            (patterns, groups)
        }
        Some(match position.board_size() {
            6 => {
                let (patterns, groups) = with_groups::<6>(position);
                Lines::Six(patterns, groups)
            }
            7 => {
                let (patterns, groups) = with_groups::<7>(position);
                Lines::Seven(patterns, groups)
            }
            _ => {
                let (patterns, groups) = with_groups::<8>(position);
                Lines::Eight(patterns, groups)
            }
        })
    }

    /// The number of slides `color` has.
    #[inline(always)]
    fn slides(&self, color: Color) -> u32 {
        on_board!(self, |patterns, _groups| patterns.slides(color))
    }

    /// The move at `index` of `color`, the side to move: its slides, or the pass.
    #[inline(always)]
    fn nth_move(&self, color: Color, index: usize) -> Option<Move> {
        on_board!(self, |patterns, groups| {
            if patterns.slides(color) == 0 {
                return (index == 0).then_some(Move::PASS);
            }
            let (from, to) = patterns.nth_slide(groups, color, u32::try_from(index).ok()?)?;
            Some(Move::new(from, to))
        })
    }
}
