//! Unvalidated setups and the named start layouts.

use core::fmt;
use core::str::FromStr;

use alloc::string::{String, ToString};
use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::quoted::Quoted;
use crate::square::Square;

/// A named start layout (RULES.md, "Start positions").
///
/// ```
/// use lines_of_action::{Layout, Position};
/// let eggs = Position::from_layout(Layout::ScrambledEggs);
/// assert_eq!(eggs.to_string(), "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Layout {
    /// Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7.
    #[default]
    Standard,
    /// Scrambled Eggs as first described, White on a2 (the layout of the real game records).
    ScrambledEggs,
    /// Scrambled Eggs with the colours swapped, Black on a2 (used by some servers).
    ScrambledEggsMirrored,
}

impl Layout {
    /// All named layouts.
    pub const ALL: [Layout; 3] = [Layout::Standard, Layout::ScrambledEggs, Layout::ScrambledEggsMirrored];

    /// The layout's pieces, Black to move.
    pub const fn setup(self) -> Setup {
        // Standard: Black on b1-g1 and b8-g8, White on a2-a7 and h2-h7.
        const STANDARD_BLACK: u64 = 0x7e00_0000_0000_007e;
        const STANDARD_WHITE: u64 = 0x0081_8181_8181_8100;
        // Scrambled Eggs (White at a2): Black b1 d1 f1, c8 e8 g8, a3 a5 a7, h2 h4 h6.
        const EGGS_BLACK: u64 = 0x5401_8001_8001_802a;
        match self {
            Layout::Standard => Setup::new(Bitboard(STANDARD_BLACK), Bitboard(STANDARD_WHITE), Color::Black),
            Layout::ScrambledEggs => Setup::new(
                Bitboard(EGGS_BLACK),
                Bitboard((STANDARD_BLACK | STANDARD_WHITE) & !EGGS_BLACK),
                Color::Black,
            ),
            Layout::ScrambledEggsMirrored => Setup::new(
                Bitboard((STANDARD_BLACK | STANDARD_WHITE) & !EGGS_BLACK),
                Bitboard(EGGS_BLACK),
                Color::Black,
            ),
        }
    }

    /// The layout's short name, as [`FromStr`](core::str::FromStr) reads it and the
    /// examples' `--setup` takes it: `standard`, `scrambled` or `scrambled-mirrored`.
    ///
    /// ```
    /// use lines_of_action::Layout;
    /// assert_eq!("scrambled".parse::<Layout>()?, Layout::ScrambledEggs);
    /// assert_eq!(Layout::ScrambledEggsMirrored.to_string(), "scrambled-mirrored");
    /// # Ok::<(), lines_of_action::UnknownLayout>(())
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Standard => "standard",
            Layout::ScrambledEggs => "scrambled",
            Layout::ScrambledEggsMirrored => "scrambled-mirrored",
        }
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a [`Layout`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown setup {name}: expected standard, scrambled or scrambled-mirrored")]
pub struct UnknownLayout {
    /// The name, quoted and cut short if long.
    name: String,
}

impl FromStr for Layout {
    type Err = UnknownLayout;

    /// Reads a layout's [`name`](Layout::name), in any case; `scrambled-eggs` and
    /// `scrambled-eggs-mirrored` are accepted too.
    fn from_str(text: &str) -> Result<Layout, UnknownLayout> {
        let known = [
            ("standard", Layout::Standard),
            ("scrambled", Layout::ScrambledEggs),
            ("scrambled-eggs", Layout::ScrambledEggs),
            ("scrambled-mirrored", Layout::ScrambledEggsMirrored),
            ("scrambled-eggs-mirrored", Layout::ScrambledEggsMirrored),
        ];
        known
            .into_iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|(_, layout)| layout)
            .ok_or_else(|| UnknownLayout { name: Quoted(text).to_string() })
    }
}

/// A board and side to move that have not been checked yet.
///
/// Turn it into a [`Position`](crate::Position) with
/// [`Position::from_setup`](crate::Position::from_setup), which says what is wrong with it, if anything.
///
/// ```
/// use lines_of_action::{Bitboard, Color, Position, Setup, SetupError, Square};
/// let mut setup = Setup::new(Bitboard::from(Square::A1), Bitboard::EMPTY, Color::Black);
/// assert_eq!(Position::from_setup(setup), Err(SetupError::NoPieces(Color::White)));
/// setup.white = Bitboard::from(Square::H8);
/// assert!(Position::from_setup(setup).is_ok());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Black's pieces.
    pub black: Bitboard,
    /// White's pieces.
    pub white: Bitboard,
    /// The side to move.
    pub turn: Color,
}

impl Setup {
    /// The most pieces one colour may have: with 8 directions each, 12 pieces fill a
    /// [`MoveList`](crate::MoveList) exactly.
    pub const MAX_PIECES: usize = 12;

    /// A setup from its parts.
    pub const fn new(black: Bitboard, white: Bitboard, turn: Color) -> Setup {
        Setup { black, white, turn }
    }

    /// The pieces of `color`.
    pub const fn pieces(&self, color: Color) -> Bitboard {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// Checks what [`Position::from_setup`](crate::Position::from_setup) requires.
    ///
    /// # Errors
    /// The first problem found, in the order of [`SetupError`]'s variants.
    pub fn validate(&self) -> Result<(), SetupError> {
        if let Some(square) = (self.black & self.white).first() {
            return Err(SetupError::Overlap(square));
        }
        for color in Color::ALL {
            let count = self.pieces(color).count();
            if count == 0 {
                return Err(SetupError::NoPieces(color));
            }
            if count > Setup::MAX_PIECES {
                return Err(SetupError::TooManyPieces { color, count });
            }
        }
        Ok(())
    }
}

impl Default for Setup {
    /// The standard layout.
    fn default() -> Setup {
        Layout::Standard.setup()
    }
}

/// Why a [`Setup`] cannot become a [`Position`](crate::Position).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A square holds a piece of each colour (the lowest such square is named).
    #[error("{0} holds both a black and a white piece")]
    Overlap(Square),
    /// A colour has no pieces at all.
    #[error("{0} has no pieces")]
    NoPieces(Color),
    /// A colour has more pieces than the engine supports.
    #[error("{color} has {count} pieces; at most {max} are supported", max = Setup::MAX_PIECES)]
    TooManyPieces {
        /// The colour with too many pieces.
        color: Color,
        /// How many it has.
        count: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_names_round_trip_and_unknown_ones_are_refused() {
        for layout in Layout::ALL {
            assert_eq!(layout.to_string().parse::<Layout>(), Ok(layout));
            assert_eq!(layout.name().to_uppercase().parse::<Layout>(), Ok(layout));
        }
        assert_eq!("Scrambled-Eggs".parse::<Layout>(), Ok(Layout::ScrambledEggs));
        assert_eq!("scrambled-eggs-mirrored".parse::<Layout>(), Ok(Layout::ScrambledEggsMirrored));
        let error = "gemma".parse::<Layout>().unwrap_err();
        assert_eq!(error.to_string(), "unknown setup \"gemma\": expected standard, scrambled or scrambled-mirrored");
    }
}
