//! [`RulePreset`]: the rule sets in real use (RULES.md, "Rule sets in real use"), by name.

use core::str::FromStr;

use crate::rules::Rules;

crate::named::named_enum! {
    /// A rule set in real use, with the [`Rules`] it decides.
    ///
    /// After every move a [`Game`](crate::Game) applies the checks in this order, the
    /// first that applies deciding: the move limit, if it
    /// [overrides connection](crate::MoveLimit::Draw::overrides_connection); connection
    /// (RULES.md's table, with [`BothConnected`](crate::BothConnected) for a double
    /// connection); repetition; the move limit otherwise; and last the side to move's
    /// lack of a legal move. A repeated position can never be a connected one (the game
    /// would have ended at its first occurrence), so the order matters only for the move
    /// limit and the no-move rule.
    ///
    /// ```
    /// use lines_of_action::{RulePreset, Rules};
    /// let preset: RulePreset = "openspiel".parse()?;
    /// assert_eq!(preset.rules(), Rules::OPENSPIEL);
    /// assert_eq!(RulePreset::default().rules(), Rules::default());
    /// assert_eq!(RulePreset::CodinGame.to_string(), "codingame");
    /// assert_eq!("Sackson".parse(), Ok(RulePreset::Boardspace));
    /// # Ok::<(), lines_of_action::UnknownPreset>(())
    /// ```
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub enum RulePreset {
        /// The source documents, Sackson's first edition and the Computer Olympiad: the
        /// default. A double connection is a draw; a side without a move passes; the third
        /// occurrence of the same position with the same side to move is a draw; no move limit.
        #[default]
        ComputerOlympiad,
        /// Sackson's second edition and Boardspace: the mover wins a double connection; a
        /// side without a move passes; no repetition rule; no move limit.
        Boardspace,
        /// OpenSpiel's `lines_of_action` (its `lines_of_action.cc`): the mover wins a double
        /// connection; after 1000 plies the game is drawn, checked first, so even a
        /// connecting 1000th move draws; a board seen before in the game (the start
        /// included, the side to move ignored) is a draw; a side without a move loses.
        OpenSpiel,
        /// CodinGame's: the mover wins a double connection; a side without a move passes;
        /// no repetition rule; a draw after 150 plies. CodinGame states the limit but not
        /// its order: here a connection on the 150th ply still decides.
        CodinGame,
        /// Abstract Play's (every board it plays, the hexagons among them): a double
        /// connection is a draw; a side without a move passes; no repetition rule; no move
        /// limit.
        AbstractPlay,
        /// Board Game Arena's Alveole (the hexagon of side 5): the mover wins a double
        /// connection; a side without a legal move loses; no repetition rule; no move limit.
        Alveole,
    }
    unknown: UnknownPreset("rule preset");
}

impl RulePreset {
    /// The names `FromStr` reads, the one `Display` writes first.
    const fn names(self) -> &'static [&'static str] {
        match self {
            RulePreset::ComputerOlympiad => &["olympiad", "computer-olympiad", "default"],
            RulePreset::Boardspace => &["boardspace", "sackson"],
            RulePreset::OpenSpiel => &["openspiel"],
            RulePreset::CodinGame => &["codingame"],
            RulePreset::AbstractPlay => &["abstract-play", "abstractplay"],
            RulePreset::Alveole => &["alveole", "bga-alveole", "board-game-arena"],
        }
    }

    /// The rules of this preset.
    pub const fn rules(self) -> Rules {
        match self {
            RulePreset::ComputerOlympiad => Rules::COMPUTER_OLYMPIAD,
            RulePreset::Boardspace => Rules::BOARDSPACE,
            RulePreset::OpenSpiel => Rules::OPENSPIEL,
            RulePreset::CodinGame => Rules::CODINGAME,
            RulePreset::AbstractPlay => Rules::ABSTRACT_PLAY,
            RulePreset::Alveole => Rules::ALVEOLE,
        }
    }
}

crate::serde_text::serde_as_text!(
    RulePreset,
    "a rule preset: {}",
    crate::named::OneOf(&RulePreset::ALL, RulePreset::name)
);

impl From<RulePreset> for Rules {
    fn from(preset: RulePreset) -> Rules {
        preset.rules()
    }
}

/// Reads the rules of a preset by its name, as [`RulePreset`]'s `FromStr` does.
///
/// ```
/// use lines_of_action::Rules;
/// assert_eq!("boardspace".parse::<Rules>()?, Rules::BOARDSPACE);
/// assert_eq!("OpenSpiel".parse::<Rules>()?, Rules::OPENSPIEL);
/// # Ok::<(), lines_of_action::UnknownPreset>(())
/// ```
impl FromStr for Rules {
    type Err = UnknownPreset;

    fn from_str(text: &str) -> Result<Rules, UnknownPreset> {
        text.parse::<RulePreset>().map(RulePreset::rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BothConnected, MoveLimit, NoLegalMove, Repetition, RepetitionKey};
    use alloc::string::ToString;

    #[test]
    fn presets_follow_the_rule_book_table() {
        // RULES.md, "Rule sets in real use": both connected, no legal move, repetition, move limit.
        let olympiad = RulePreset::ComputerOlympiad.rules();
        assert_eq!(olympiad.both_connected, BothConnected::Draw);
        assert_eq!(olympiad.no_legal_move, NoLegalMove::Pass);
        assert_eq!(olympiad.repetition, Repetition::Draw { occurrence: 3, key: RepetitionKey::PositionAndTurn });
        assert_eq!(olympiad.move_limit, MoveLimit::Off);
        let boardspace = RulePreset::Boardspace.rules();
        assert_eq!(
            (boardspace.both_connected, boardspace.no_legal_move, boardspace.repetition, boardspace.move_limit),
            (BothConnected::MoverWins, NoLegalMove::Pass, Repetition::Off, MoveLimit::Off)
        );
        let openspiel = RulePreset::OpenSpiel.rules();
        assert_eq!(
            (openspiel.both_connected, openspiel.no_legal_move, openspiel.repetition, openspiel.move_limit),
            (
                BothConnected::MoverWins,
                NoLegalMove::Loss,
                Repetition::Draw { occurrence: 2, key: RepetitionKey::Board },
                MoveLimit::Draw { plies: 1000, overrides_connection: true }
            )
        );
        let codingame = RulePreset::CodinGame.rules();
        assert_eq!(
            (codingame.both_connected, codingame.no_legal_move, codingame.repetition, codingame.move_limit),
            (
                BothConnected::MoverWins,
                NoLegalMove::Pass,
                Repetition::Off,
                MoveLimit::Draw { plies: 150, overrides_connection: false }
            )
        );
    }

    #[test]
    fn names_round_trip_and_aliases_are_read() {
        for preset in RulePreset::ALL {
            assert_eq!(preset.to_string().parse::<RulePreset>(), Ok(preset));
            assert_eq!(preset.name().to_uppercase().parse::<RulePreset>(), Ok(preset));
            assert_eq!(Rules::from(preset), preset.rules());
        }
        assert_eq!("default".parse::<RulePreset>(), Ok(RulePreset::ComputerOlympiad));
        assert_eq!("Computer-Olympiad".parse::<RulePreset>(), Ok(RulePreset::ComputerOlympiad));
        assert_eq!("sackson".parse::<RulePreset>(), Ok(RulePreset::Boardspace));
        let error = "chess".parse::<RulePreset>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown rule preset \"chess\": expected olympiad, boardspace, openspiel, codingame, abstract-play or alveole"
        );
    }
}
