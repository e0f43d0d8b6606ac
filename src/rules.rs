//! [`Rules`]: the options on which real rule sets differ, and the [`Outcome`] they decide.

use crate::color::Color;
use crate::position::Position;

/// What a move that connects both sides at once decides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BothConnected {
    /// A draw: the source documents, Sackson's first edition, the Computer Olympiad.
    #[default]
    Draw,
    /// The player who moved wins: Sackson's second edition, Boardspace, OpenSpiel, CodinGame.
    MoverWins,
}

/// What happens when the side to move has no legal slide.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum NoLegalMove {
    /// It passes ([`Move::PASS`](crate::Move::PASS)) and play goes on: the default.
    #[default]
    Pass,
    /// It loses: OpenSpiel, Winands' thesis.
    Loss,
    /// The game is drawn: PlayStrategy.
    Draw,
}

/// The rule options a bare position needs to decide whether the game is over
/// (RULES.md, "End of the game"). The default is the Computer Olympiad's:
/// a simultaneous connection is a draw and a side without moves passes.
///
/// ```
/// use lines_of_action::{BothConnected, NoLegalMove, Rules};
/// let boardspace = Rules::default().with_both_connected(BothConnected::MoverWins);
/// assert_eq!(boardspace.no_legal_move, NoLegalMove::Pass);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Rules {
    /// What a simultaneous connection decides.
    pub both_connected: BothConnected,
    /// What happens to a side without a legal slide.
    pub no_legal_move: NoLegalMove,
}

impl Rules {
    /// The default rules: [`BothConnected::Draw`] and [`NoLegalMove::Pass`].
    pub const DEFAULT: Rules = Rules { both_connected: BothConnected::Draw, no_legal_move: NoLegalMove::Pass };

    /// These rules with `both_connected` changed.
    pub const fn with_both_connected(self, both_connected: BothConnected) -> Rules {
        Rules { both_connected, ..self }
    }

    /// These rules with `no_legal_move` changed.
    pub const fn with_no_legal_move(self, no_legal_move: NoLegalMove) -> Rules {
        Rules { no_legal_move, ..self }
    }
}

/// How a finished game ended.
///
/// ```
/// use lines_of_action::{Color, Outcome};
/// assert_eq!(Outcome::Win(Color::White).winner(), Some(Color::White));
/// assert_eq!(Outcome::Draw.to_string(), "draw");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
}

impl core::fmt::Display for Outcome {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Outcome::Win(color) => write!(f, "{color} wins"),
            Outcome::Draw => f.write_str("draw"),
        }
    }
}

impl Position {
    /// The outcome if the game is over in this position under `rules`, `None` while it goes on.
    ///
    /// The side *not* to move is taken to have just moved. If only one side is
    /// connected, it wins; if both are, `rules.both_connected` decides; if neither
    /// is and the side to move has no slide, `rules.no_legal_move` decides.
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
        let mover = self.turn().other();
        match (self.is_connected(mover), self.is_connected(!mover)) {
            (true, true) => Some(match rules.both_connected {
                BothConnected::Draw => Outcome::Draw,
                BothConnected::MoverWins => Outcome::Win(mover),
            }),
            (true, false) => Some(Outcome::Win(mover)),
            (false, true) => Some(Outcome::Win(!mover)),
            (false, false) => match rules.no_legal_move {
                NoLegalMove::Pass => None,
                _ if self.has_slide() => None,
                NoLegalMove::Loss => Some(Outcome::Win(mover)),
                NoLegalMove::Draw => Some(Outcome::Draw),
            },
        }
    }

    /// Whether the game is over under `rules`: the same as `outcome(rules).is_some()`, faster.
    #[inline]
    pub fn is_game_over(&self, rules: Rules) -> bool {
        self.is_connected(Color::Black)
            || self.is_connected(Color::White)
            || rules.no_legal_move != NoLegalMove::Pass && !self.has_slide()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn builders_set_what_they_name() {
        let rules = Rules::default().with_both_connected(BothConnected::MoverWins);
        assert_eq!(rules.both_connected, BothConnected::MoverWins);
        assert_eq!(rules.no_legal_move, NoLegalMove::Pass);
        let rules = rules.with_no_legal_move(NoLegalMove::Loss);
        assert_eq!((rules.both_connected, rules.no_legal_move), (BothConnected::MoverWins, NoLegalMove::Loss));
        assert_eq!(Rules::default(), Rules::DEFAULT);
        assert_eq!(
            (Rules::DEFAULT.both_connected, Rules::DEFAULT.no_legal_move),
            (BothConnected::Draw, NoLegalMove::Pass)
        );
    }

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
    fn a_double_connection_is_decided_by_the_rule() {
        // Both sides connected, White just moved (RULES.md, "End of the game").
        let pos: Position = "8/8/8/3bw3/8/8/8/8 b".parse().unwrap();
        let mover_wins = Rules::default().with_both_connected(BothConnected::MoverWins);
        assert_eq!(pos.outcome(Rules::default()), Some(Outcome::Draw));
        assert_eq!(pos.outcome(mover_wins), Some(Outcome::Win(Color::White)));
    }
}
