//! [`Rules`]: the options on which real rule sets differ.

pub(crate) mod outcome;
pub(crate) mod presets;
pub(crate) mod repetition;
pub(crate) mod threats;

/// What a move that connects both sides at once decides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BothConnected {
    /// A draw: the source documents, Sackson's first edition, the Computer Olympiad.
    #[default]
    Draw,
    /// The player who moved wins: Sackson's second edition, Boardspace, OpenSpiel, CodinGame.
    MoverWins,
}

/// What happens when the side to move has no legal slide.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoLegalMove {
    /// It passes ([`Move::PASS`](crate::Move::PASS)) and play goes on: the default.
    #[default]
    Pass,
    /// It loses: OpenSpiel, Winands' thesis.
    Loss,
    /// The game is drawn: PlayStrategy.
    Draw,
}

/// When a repeated position ends the game. Repetition needs the game's history, so
/// only a [`Game`](crate::Game) applies it; [`Position::outcome`](crate::Position::outcome) and [`perft`](crate::Position::perft)
/// do not.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Repetition {
    /// Positions may repeat without limit (Boardspace, CodinGame).
    #[default]
    Off,
    /// The game is drawn when a position occurs for the `occurrence`-th time, the
    /// start of the game included: 3 for the Computer Olympiad, 2 for OpenSpiel.
    /// Values below 2 act as 2 (a position has always occurred once).
    Draw {
        /// Which occurrence draws: the 2nd, the 3rd, …
        occurrence: u8,
        /// What counts as the same position.
        key: RepetitionKey,
    },
}

/// What two positions must share to count as a repetition.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RepetitionKey {
    /// The same pieces on the same squares and the same side to move (the Computer Olympiad).
    PositionAndTurn,
    /// The same pieces on the same squares, whoever is to move (OpenSpiel).
    Board,
}

/// When the length of a game ends it. Like [`Repetition`], only a [`Game`](crate::Game) applies it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoveLimit {
    /// Games may be as long as they last.
    #[default]
    Off,
    /// The game is drawn once `plies` moves (passes included) have been played in it.
    Draw {
        /// The number of plies after which the game is drawn (1000 for OpenSpiel, 150 for CodinGame).
        plies: u32,
        /// Whether the limit is checked before connection. If `true` (OpenSpiel's code),
        /// the move that reaches the limit draws even when it connects a side; if `false`,
        /// a connection on that move still decides the game.
        overrides_connection: bool,
    },
}

/// The rule options on which real rule sets differ (RULES.md, "End of the game").
/// The default is the Computer Olympiad's ([`RulePreset::ComputerOlympiad`](crate::RulePreset::ComputerOlympiad)):
/// a simultaneous connection is a draw, a side without moves passes, and the third
/// occurrence of a position with the same side to move is a draw.
///
/// A bare [`Position`](crate::Position) applies the first two options ([`Position::outcome`](crate::Position::outcome)); a
/// [`Game`](crate::Game), which holds the history, applies all four.
///
/// Rules (like their options) are ordered field by field, each option's cases in the
/// order they are listed, so they can key a `BTreeMap`.
///
/// ```
/// use lines_of_action::{BothConnected, NoLegalMove, Repetition, Rules};
/// let boardspace = Rules::default()
///     .with_both_connected(BothConnected::MoverWins)
///     .with_repetition(Repetition::Off);
/// assert_eq!(boardspace, Rules::BOARDSPACE);
/// assert_eq!(boardspace.no_legal_move, NoLegalMove::Pass);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Rules {
    /// What a simultaneous connection decides.
    pub both_connected: BothConnected,
    /// What happens to a side without a legal slide.
    pub no_legal_move: NoLegalMove,
    /// When a repeated position draws.
    pub repetition: Repetition,
    /// When the length of the game draws.
    pub move_limit: MoveLimit,
}

impl Default for Rules {
    /// [`Rules::DEFAULT`].
    fn default() -> Self {
        Rules::DEFAULT
    }
}

impl Rules {
    /// The default rules, the Computer Olympiad's: see [`RulePreset::ComputerOlympiad`](crate::RulePreset::ComputerOlympiad).
    pub const DEFAULT: Rules = Rules {
        both_connected: BothConnected::Draw,
        no_legal_move: NoLegalMove::Pass,
        repetition: Repetition::Draw { occurrence: 3, key: RepetitionKey::PositionAndTurn },
        move_limit: MoveLimit::Off,
    };

    /// The Computer Olympiad's rules, the same as [`Rules::DEFAULT`].
    pub const COMPUTER_OLYMPIAD: Rules = Rules::DEFAULT;

    /// Sackson's second edition and Boardspace: see [`RulePreset::Boardspace`](crate::RulePreset::Boardspace).
    pub const BOARDSPACE: Rules = Rules {
        both_connected: BothConnected::MoverWins,
        no_legal_move: NoLegalMove::Pass,
        repetition: Repetition::Off,
        move_limit: MoveLimit::Off,
    };

    /// OpenSpiel's `lines_of_action`: see [`RulePreset::OpenSpiel`](crate::RulePreset::OpenSpiel).
    pub const OPENSPIEL: Rules = Rules {
        both_connected: BothConnected::MoverWins,
        no_legal_move: NoLegalMove::Loss,
        repetition: Repetition::Draw { occurrence: 2, key: RepetitionKey::Board },
        move_limit: MoveLimit::Draw { plies: 1000, overrides_connection: true },
    };

    /// Abstract Play's (its `loa.ts`, every board it plays, the hexagons among them): a
    /// double connection is a draw; a side without a move passes; no repetition rule; no
    /// move limit.
    pub const ABSTRACT_PLAY: Rules = Rules {
        both_connected: BothConnected::Draw,
        no_legal_move: NoLegalMove::Pass,
        repetition: Repetition::Off,
        move_limit: MoveLimit::Off,
    };

    /// Board Game Arena's Alveole (LOA on the hexagon of side 5): the mover wins a double
    /// connection; a side without a legal move loses; no repetition rule and no move limit
    /// (its rules state neither).
    pub const ALVEOLE: Rules = Rules {
        both_connected: BothConnected::MoverWins,
        no_legal_move: NoLegalMove::Loss,
        repetition: Repetition::Off,
        move_limit: MoveLimit::Off,
    };

    /// CodinGame's: see [`RulePreset::CodinGame`](crate::RulePreset::CodinGame).
    pub const CODINGAME: Rules = Rules {
        both_connected: BothConnected::MoverWins,
        no_legal_move: NoLegalMove::Pass,
        repetition: Repetition::Off,
        move_limit: MoveLimit::Draw { plies: 150, overrides_connection: false },
    };

    /// These rules with `both_connected` changed.
    pub const fn with_both_connected(self, both_connected: BothConnected) -> Rules {
        Rules { both_connected, ..self }
    }

    /// These rules with `no_legal_move` changed.
    pub const fn with_no_legal_move(self, no_legal_move: NoLegalMove) -> Rules {
        Rules { no_legal_move, ..self }
    }

    /// These rules with `repetition` changed.
    pub const fn with_repetition(self, repetition: Repetition) -> Rules {
        Rules { repetition, ..self }
    }

    /// These rules with `move_limit` changed.
    pub const fn with_move_limit(self, move_limit: MoveLimit) -> Rules {
        Rules { move_limit, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builders_set_what_they_name() {
        let rules = Rules::default().with_both_connected(BothConnected::MoverWins);
        assert_eq!(rules.both_connected, BothConnected::MoverWins);
        assert_eq!(rules.no_legal_move, NoLegalMove::Pass);
        let rules = rules.with_no_legal_move(NoLegalMove::Loss);
        assert_eq!((rules.both_connected, rules.no_legal_move), (BothConnected::MoverWins, NoLegalMove::Loss));
        let rules = rules.with_repetition(Repetition::Off);
        assert_eq!(rules.repetition, Repetition::Off);
        let limit = MoveLimit::Draw { plies: 40, overrides_connection: false };
        let rules = rules.with_move_limit(limit);
        assert_eq!(
            (rules.move_limit, rules.repetition, rules.no_legal_move),
            (limit, Repetition::Off, NoLegalMove::Loss)
        );
        assert_eq!(Rules::default(), Rules::DEFAULT);
        assert_eq!(
            (Rules::DEFAULT.both_connected, Rules::DEFAULT.no_legal_move),
            (BothConnected::Draw, NoLegalMove::Pass)
        );
    }
}
