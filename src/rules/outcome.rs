//! How a game ends: the [`Outcome`], the [`EndReason`], and what a bare position decides.

use core::fmt;

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::position::Position;
use crate::rules::repetition::History;
use crate::rules::{BothConnected, MoveLimit, NoLegalMove, Rules};

/// How a finished game ended.
///
/// Outcomes are ordered `Win(Black) < Win(White) < Draw`; a [`GameResult`] by its
/// outcome, then its [`EndReason`] (in the order the reasons are listed).
///
/// ```
/// use lines_of_action::{Color, Outcome};
/// assert_eq!(Outcome::Win(Color::White).winner(), Some(Color::White));
/// assert_eq!(Outcome::Draw.to_string(), "draw");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// The given colour won.
    Win(Color),
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win(color) => Some(color),
            Outcome::Draw => None,
        }
    }

    /// The outcome as `color` scores it: 1 if `color` won, −1 if it lost, 0 for a draw.
    ///
    /// ```
    /// use lines_of_action::{Color, Outcome};
    /// let white_won = Outcome::Win(Color::White);
    /// assert_eq!(white_won.value_for(Color::White), 1);
    /// assert_eq!(white_won.value_for(Color::Black), -1);
    /// assert_eq!(Outcome::Draw.value_for(Color::Black), 0);
    /// ```
    pub const fn value_for(self, color: Color) -> i8 {
        match self {
            Outcome::Win(winner) if winner as u8 == color as u8 => 1,
            Outcome::Win(_) => -1,
            Outcome::Draw => 0,
        }
    }

    /// The outcome with the colours swapped, as in a
    /// [colour-swapped position](crate::Position::color_swapped): a win of Black becomes
    /// a win of White, a draw stays a draw.
    ///
    /// ```
    /// use lines_of_action::{Color, Outcome};
    /// assert_eq!(Outcome::Win(Color::Black).color_swapped(), Outcome::Win(Color::White));
    /// assert_eq!(Outcome::Draw.color_swapped(), Outcome::Draw);
    /// ```
    pub const fn color_swapped(self) -> Outcome {
        match self {
            Outcome::Win(color) => Outcome::Win(color.other()),
            Outcome::Draw => Outcome::Draw,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win(color) => write!(f, "{color} wins"),
            Outcome::Draw => f.write_str("draw"),
        }
    }
}

/// Which rule ended a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// One side's pieces are connected.
    Connection,
    /// Both sides' pieces are connected at once; [`BothConnected`] decides.
    DoubleConnection,
    /// The side to move has no legal slide; [`NoLegalMove`] decides.
    NoLegalMove,
    /// A position occurred as often as [`Repetition`](crate::Repetition) allows.
    Repetition,
    /// The game reached the [`MoveLimit`](crate::MoveLimit).
    MoveLimit,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Connection => "connection",
            EndReason::DoubleConnection => "double connection",
            EndReason::NoLegalMove => "no legal move",
            EndReason::Repetition => "repetition",
            EndReason::MoveLimit => "move limit",
        })
    }
}

/// The end of a game: the [`Outcome`] and the rule that decided it.
///
/// ```
/// use lines_of_action::{EndReason, GameResult, Outcome};
/// let result = GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition };
/// assert_eq!(result.to_string(), "draw (repetition)");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameResult {
    /// Who won, if anyone.
    pub outcome: Outcome,
    /// Which rule ended the game.
    pub reason: EndReason,
}

impl GameResult {
    const fn new(outcome: Outcome, reason: EndReason) -> GameResult {
        GameResult { outcome, reason }
    }

    /// The result with the colours swapped ([`Outcome::color_swapped`]), by the same rule.
    pub const fn color_swapped(self) -> GameResult {
        GameResult::new(self.outcome.color_swapped(), self.reason)
    }

    /// A draw by `reason`.
    pub(crate) const fn draw(reason: EndReason) -> GameResult {
        GameResult::new(Outcome::Draw, reason)
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.outcome, self.reason)
    }
}

impl<G: Geometry> Position<G> {
    /// The outcome if the game is over in this position under `rules`, `None` while it goes on.
    ///
    /// The side *not* to move is taken to have just moved. If only one side is
    /// connected, it wins; if both are, `rules.both_connected` decides; if neither
    /// is and the side to move has no slide, `rules.no_legal_move` decides.
    /// Repetition and the move limit need the history: a [`Game`](crate::Game) applies them.
    ///
    /// ```
    /// use lines_of_action::{BothConnected, Color, Outcome, Position, Rules};
    /// // Both sides are connected and White has just moved.
    /// let pos: Position = "8/8/8/3bw3/8/8/8/8 b".parse()?;
    /// assert_eq!(pos.outcome(Rules::default()), Some(Outcome::Draw));
    /// let mover_wins = Rules::default().with_both_connected(BothConnected::MoverWins);
    /// assert_eq!(pos.outcome(mover_wins), Some(Outcome::Win(Color::White)));
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    pub fn outcome(&self, rules: Rules) -> Option<Outcome> {
        self.result(rules).map(|result| result.outcome)
    }

    /// [`outcome`](Position::outcome) with the rule that decided it.
    ///
    /// ```
    /// use lines_of_action::{EndReason, NoLegalMove, Position, Rules};
    /// // RULES.md: Black, to move, has no legal move here.
    /// let boxed_in: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse()?;
    /// assert_eq!(boxed_in.result(Rules::default()), None); // Black passes
    /// let loss = Rules::default().with_no_legal_move(NoLegalMove::Loss);
    /// assert_eq!(boxed_in.result(loss).unwrap().reason, EndReason::NoLegalMove);
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn result(&self, rules: Rules) -> Option<GameResult> {
        decide(self, Past::Unknown, rules)
    }

    /// [`result`](Position::result) in a game where this position is reached after
    /// `plies` moves (passes included): the move limit counts too, in its place in the
    /// rules' order (before connection if it overrides it, after otherwise), as
    /// [`Game`](crate::Game) decides. Repetition, which needs the earlier positions, does
    /// not count: for searches that know the ply but keep no history.
    ///
    /// ```
    /// use lines_of_action::{Color, EndReason, Outcome, Position, Rules};
    /// let start = Position::default();
    /// // CodinGame: a draw once 150 plies are played.
    /// assert_eq!(start.result_at_ply(Rules::CODINGAME, 149), None);
    /// assert_eq!(start.result_at_ply(Rules::CODINGAME, 150).unwrap().reason, EndReason::MoveLimit);
    /// // Both sides connected, White just moved: CodinGame's limit comes after connection,
    /// // OpenSpiel's before it.
    /// let both: Position = "8/8/8/3bw3/8/8/8/8 b".parse()?;
    /// assert_eq!(both.result_at_ply(Rules::CODINGAME, 150).unwrap().outcome, Outcome::Win(Color::White));
    /// assert_eq!(both.result_at_ply(Rules::OPENSPIEL, 1000).unwrap().reason, EndReason::MoveLimit);
    /// assert_eq!(both.result_at_ply(Rules::OPENSPIEL, 999).unwrap().reason, EndReason::DoubleConnection);
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn result_at_ply(&self, rules: Rules, plies: usize) -> Option<GameResult> {
        decide(self, Past::Plies(plies), rules)
    }

    /// Whether the game is over under `rules`: `result(rules).is_some()`, without
    /// working out who won (the end-of-game decision specialised: either side
    /// connected, or the no-legal-move rule; the tests check the two agree).
    #[inline]
    pub fn is_game_over(&self, rules: Rules) -> bool {
        self.is_connected(Color::Black)
            || self.is_connected(Color::White)
            || no_legal_move_ends_game(rules) && self.must_pass()
    }
}

/// What the end-of-game decision knows of the game before a position.
#[derive(Copy, Clone)]
pub enum Past<'a, G: Geometry = crate::board::grid8::Grid8> {
    /// Nothing: a bare position, where repetition and the move limit do not count.
    Unknown,
    /// The number of plies played to reach it: the move limit counts, repetition not.
    Plies(usize),
    /// The game's history, the position its last: repetition and the move limit count.
    History(&'a History<G>),
}

impl<G: Geometry> Past<'_, G> {
    /// The plies played to reach the position, if known.
    #[inline(always)]
    fn plies(self) -> Option<usize> {
        match self {
            Past::Unknown => None,
            Past::Plies(plies) => Some(plies),
            Past::History(history) => Some(history.plies()),
        }
    }
}

/// The end-of-game decision (RULES.md, "End of the game"), the one place where every
/// rule of it lives: the result in `position`, the side not to move having just moved,
/// under `rules`, with what is known of the game before it (`past`): with the plies
/// played the move limit counts too, with the history repetition as well.
/// `None` while the game goes on.
///
/// The checks, the first that applies deciding (OpenSpiel's order; see
/// [`RulePreset`](crate::RulePreset)): a move limit that overrides connection,
/// connection, repetition, the move limit, and the side to move's lack of a legal move.
/// Every variant ends this way: a hole is no piece, and a Parachute turn is tested once
/// it is whole (a turn cut short by [`DropEndTest::AfterEachPart`](crate::DropEndTest)
/// ends on a connection, which this decides).
#[inline]
pub(crate) fn decide<G: Geometry>(position: &Position<G>, past: Past<'_, G>, rules: Rules) -> Option<GameResult> {
    decide_before_moves(position, past, rules)
        .or_else(|| no_legal_move_verdict(|| position.must_pass(), position.turn(), rules))
}

/// [`decide`] without its last check, the one that needs the side to move's moves.
#[inline]
pub(crate) fn decide_before_moves<G: Geometry>(
    position: &Position<G>,
    past: Past<'_, G>,
    rules: Rules,
) -> Option<GameResult> {
    let mover = position.turn().other();
    decide_before_moves_with(position, past, rules, || (position.is_connected(mover), position.is_connected(!mover)))
}

/// [`decide_before_moves`] with whether the side that just moved and its opponent are
/// connected worked out by `connected`, for the fast paths that know it their own way.
#[inline(always)]
pub(crate) fn decide_before_moves_with<G: Geometry>(
    position: &Position<G>,
    past: Past<'_, G>,
    rules: Rules,
    connected: impl FnOnce() -> (bool, bool),
) -> Option<GameResult> {
    let (limit_reached, limit_first) = match (rules.move_limit, past.plies()) {
        (MoveLimit::Draw { plies: limit, overrides_connection }, Some(plies)) => {
            (plies >= limit as usize, overrides_connection)
        }
        _ => (false, false),
    };
    if limit_reached && limit_first {
        return Some(GameResult::draw(EndReason::MoveLimit));
    }
    let (mover_connected, opponent_connected) = connected();
    let verdict = connection_verdict(position.turn().other(), mover_connected, opponent_connected, rules);
    if verdict.is_some() {
        return verdict;
    }
    if matches!(past, Past::History(history) if history.repeats(rules)) {
        return Some(GameResult::draw(EndReason::Repetition));
    }
    limit_reached.then_some(GameResult::draw(EndReason::MoveLimit))
}

/// The connection rule: the result after `mover` moved, from which sides are connected.
/// The fast paths (perft's last plies, the threat search) call it with connectivity
/// they work out their own way.
#[inline]
pub(crate) const fn connection_verdict(
    mover: Color,
    mover_connected: bool,
    opponent_connected: bool,
    rules: Rules,
) -> Option<GameResult> {
    match (mover_connected, opponent_connected) {
        (true, true) => Some(GameResult::new(
            match rules.both_connected {
                BothConnected::Draw => Outcome::Draw,
                BothConnected::MoverWins => Outcome::Win(mover),
            },
            EndReason::DoubleConnection,
        )),
        (true, false) => Some(GameResult::new(Outcome::Win(mover), EndReason::Connection)),
        (false, true) => Some(GameResult::new(Outcome::Win(mover.other()), EndReason::Connection)),
        (false, false) => None,
    }
}

/// Which sides are connected after a move from a position where neither was (the game
/// went on): the side that moved, whose pieces are now `mover`, and its opponent, now
/// `opponent`, whose group changed only if the move `captured` one of its pieces (the
/// standard family has no drops): the pair [`decide_before_moves_with`] takes, for the
/// fast paths that know the pieces after the move.
#[inline(always)]
pub(crate) fn connected_after_move<S: SquareSet>(mover: S, opponent: S, captured: bool) -> (bool, bool) {
    (mover.is_connected(), captured && opponent.is_connected())
}

/// Whether a move from a position where neither side was connected ends the game by
/// connection: either side of [`connected_after_move`] connected, the opponent asked only
/// when the mover is not. Perft's last plies count a child where it does as over.
#[inline(always)]
pub(crate) fn ends_by_connection<S: SquareSet>(mover: S, opponent: S, captured: bool) -> bool {
    mover.is_connected() || captured && opponent.is_connected()
}

/// Whether a side without a legal move ends the game under `rules` (it loses, or the
/// game is drawn) rather than passing: where it does, a position whose side to move
/// has no slide is over ([`no_legal_move_verdict`] says who won).
#[inline(always)]
pub(crate) const fn no_legal_move_ends_game(rules: Rules) -> bool {
    !matches!(rules.no_legal_move, NoLegalMove::Pass)
}

/// The no-legal-move rule: the result when `to_move`, whose turn it is, has only the
/// pass (`must_pass`, asked only when the rule could end the game).
#[inline]
pub(crate) fn no_legal_move_verdict(
    must_pass: impl FnOnce() -> bool,
    to_move: Color,
    rules: Rules,
) -> Option<GameResult> {
    let outcome = match rules.no_legal_move {
        NoLegalMove::Pass => return None,
        _ if !must_pass() => return None,
        NoLegalMove::Loss => Outcome::Win(to_move.other()),
        NoLegalMove::Draw => Outcome::Draw,
    };
    Some(GameResult::new(outcome, EndReason::NoLegalMove))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn outcomes_name_the_winner() {
        assert_eq!(Outcome::Win(Color::Black).winner(), Some(Color::Black));
        assert_eq!(Outcome::Win(Color::White).winner(), Some(Color::White));
        assert_eq!(Outcome::Draw.winner(), None);
        assert_eq!(Outcome::Win(Color::Black).to_string(), "black wins");
        assert_eq!(Outcome::Win(Color::White).to_string(), "white wins");
        assert_eq!(Outcome::Draw.to_string(), "draw");
    }

    #[test]
    fn an_outcome_is_worth_one_to_the_winner_minus_one_to_the_loser_and_nothing_drawn() {
        for color in Color::ALL {
            assert_eq!(Outcome::Win(color).value_for(color), 1);
            assert_eq!(Outcome::Win(color).value_for(!color), -1);
            assert_eq!(Outcome::Draw.value_for(color), 0);
            for outcome in [Outcome::Win(Color::Black), Outcome::Win(Color::White), Outcome::Draw] {
                // Zero-sum, and as the colour-swapped outcome is to the other side.
                assert_eq!(outcome.value_for(color), -outcome.value_for(!color));
                assert_eq!(outcome.value_for(color), outcome.color_swapped().value_for(!color));
                assert_eq!(outcome.value_for(color) == 1, outcome.winner() == Some(color));
            }
        }
    }

    #[test]
    fn results_name_the_rule() {
        let win = GameResult { outcome: Outcome::Win(Color::Black), reason: EndReason::Connection };
        assert_eq!(win.to_string(), "black wins (connection)");
        let texts = [
            (EndReason::Connection, "connection"),
            (EndReason::DoubleConnection, "double connection"),
            (EndReason::NoLegalMove, "no legal move"),
            (EndReason::Repetition, "repetition"),
            (EndReason::MoveLimit, "move limit"),
        ];
        for (reason, text) in texts {
            assert_eq!(reason.to_string(), text);
            assert_eq!(GameResult::draw(reason).to_string(), alloc::format!("draw ({text})"));
        }
    }

    #[test]
    fn a_double_connection_is_decided_by_the_rule() {
        // Both sides connected, White just moved (RULES.md, "End of the game").
        let pos: Position = "8/8/8/3bw3/8/8/8/8 b".parse().unwrap();
        let mover_wins = Rules::default().with_both_connected(BothConnected::MoverWins);
        assert_eq!(pos.outcome(Rules::default()), Some(Outcome::Draw));
        assert_eq!(pos.outcome(mover_wins), Some(Outcome::Win(Color::White)));
        assert_eq!(pos.result(mover_wins).map(|r| r.reason), Some(EndReason::DoubleConnection));
    }

    #[test]
    fn the_no_move_rule_names_the_loser_or_draws() {
        // RULES.md, "Perft": Black, to move, is boxed in; neither side is connected.
        let pos: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
        let loss = Rules::default().with_no_legal_move(NoLegalMove::Loss);
        let draw = Rules::default().with_no_legal_move(NoLegalMove::Draw);
        assert_eq!(pos.result(Rules::default()), None);
        assert_eq!(pos.result(loss), Some(GameResult::new(Outcome::Win(Color::White), EndReason::NoLegalMove)));
        assert_eq!(pos.result(draw), Some(GameResult::draw(EndReason::NoLegalMove)));
    }
}
