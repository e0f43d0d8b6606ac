//! [`Family`]: the part of a variant's rules a position carries with it, and the
//! Parachute options.

/// The special rules that a position carries, beyond its board size: what its pieces
/// may do besides sliding.
///
/// ```
/// use lines_of_action::{Family, Position, Variant};
/// assert_eq!(Position::from_variant(Variant::Loaps).unwrap().family(), Family::Standard);
/// assert_eq!(Position::from_variant(Variant::CheshireCat).unwrap().family(), Family::CheshireCat);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Family {
    /// Slides only (and a forced pass): standard LOA on any board size.
    #[default]
    Standard,
    /// Cheshire Cat: a vacated square becomes a hole, and a piece with no move may exit.
    CheshireCat,
    /// Parachute: while the side to move holds stones in reserve, each turn is a slide
    /// (or a forced pass) and a drop.
    Parachute(ParachuteOptions),
    /// Black Hole: the centre square of the (odd-sized) board is a black hole, which
    /// never holds a piece and swallows any piece that lands on it.
    BlackHole,
}

impl Family {
    /// Whether moves leave holes and pieces may exit.
    #[inline]
    pub const fn has_holes(self) -> bool {
        matches!(self, Family::CheshireCat)
    }

    /// The Parachute options, in a Parachute game.
    #[inline]
    pub const fn parachute_options(self) -> Option<ParachuteOptions> {
        match self {
            Family::Parachute(options) => Some(options),
            _ => None,
        }
    }
}

/// The three points of Parachute that no source settles (RULES.md, "Parachute"), each
/// with the crate's default.
///
/// ```
/// use lines_of_action::{DropEndTest, DropOrder, ParachuteOptions, Position, Variant};
/// let options = ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterTurn };
/// let pos = Position::from_variant_with(Variant::Parachute, options).unwrap();
/// assert_eq!(pos.to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 3,3");
/// assert_eq!(ParachuteOptions::default().turns, 6);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ParachuteOptions {
    /// How many turns of the drop phase each player has, the stones each starts with in
    /// reserve: 6 (the default, plies 1–12) or 3 (the other reading, six plies in all).
    pub turns: u8,
    /// Whether the slide or the drop comes first in a turn.
    pub order: DropOrder,
    /// When the end of the game is tested within a turn.
    pub end_test: DropEndTest,
}

impl ParachuteOptions {
    /// Six turns each, the slide first, the end tested once after the turn.
    pub const DEFAULT: ParachuteOptions =
        ParachuteOptions { turns: 6, order: DropOrder::MoveFirst, end_test: DropEndTest::AfterTurn };
}

impl Default for ParachuteOptions {
    fn default() -> ParachuteOptions {
        ParachuteOptions::DEFAULT
    }
}

/// The order of the two parts of a Parachute drop-phase turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DropOrder {
    /// The slide, then the drop onto any empty square of the board it leaves, the
    /// square just vacated included (the default).
    #[default]
    MoveFirst,
    /// The drop onto any empty square, then a slide on the board with that stone.
    DropFirst,
}

/// When the end of the game is tested in a Parachute drop-phase turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DropEndTest {
    /// Once, after the whole turn (the default).
    #[default]
    AfterTurn,
    /// After the first part as well: when it ends the game, the turn ends there, a lone
    /// slide ([`Move::Slide`](crate::Move::Slide)) or a lone drop ([`Move::Drop`](crate::Move::Drop)).
    AfterEachPart,
}
