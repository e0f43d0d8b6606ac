//! The games of the Lines of Action family: [`Variant`] names them and builds their
//! starts.
//!
//! Every variant moves and connects as standard LOA does (RULES.md, "Variants"); they
//! differ only in a little state added to the position — holes, reserves, a smaller
//! board — and in what that state allows. So there is one position type: it keeps its
//! board size and its [`Family`] (in the position layer), and move generation
//! dispatches on them once per call (`movegen`, with the variants' own moves in
//! `movegen/exits_and_drops.rs`).

use core::fmt;
use core::str::FromStr;

use alloc::string::{String, ToString};
use thiserror::Error;

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::position::Position;
use crate::position::family::{Family, ParachuteOptions};
use crate::position::setup::{Layout, Setup};
use crate::quoted::Quoted;

/// A named game of the Lines of Action family (RULES.md, "Variants").
///
/// ```
/// use lines_of_action::{Position, Variant};
/// let cat: Variant = "gemma".parse()?;
/// assert_eq!(cat, Variant::CheshireCat);
/// assert_eq!(cat.to_string(), "cheshire-cat");
/// let small = Position::from_variant(Variant::SixBySix);
/// assert_eq!(small.to_string(), "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b");
/// assert_eq!(Variant::ALL.len(), 10);
/// # Ok::<(), lines_of_action::UnknownVariant>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Variant {
    /// Standard LOA on 8×8 (Sackson; the Computer Olympiad).
    #[default]
    Standard,
    /// Scrambled Eggs, White on a2: the layout of the real game records (Sackson).
    ScrambledEggs,
    /// Scrambled Eggs with the colours swapped, Black on a2 (used by some servers).
    ScrambledEggsMirrored,
    /// Cheshire Cat (Gemma, John McCallion, NOST #358; Boardspace, BrainKing): vacated
    /// squares become holes, and a piece with no move may exit.
    CheshireCat,
    /// Parachute (David Voorhees; igGameCenter, Boardspace's variations page): the a- and
    /// h-files of Scrambled Eggs, White on a2, six stones each in reserve to drop.
    Parachute,
    /// Parachute with the colours swapped, Black on a2.
    ParachuteMirrored,
    /// Standard LOA on 6×6, the board Winands solved (ICGA Journal 2008).
    SixBySix,
    /// Standard LOA on 7×7, built the way Boardspace builds every size.
    SevenBySeven,
    /// LOAPS, Boardspace's 7×7 contest layout, the centres of the edges empty.
    Loaps,
    /// Standard LOA on 5×5, the smallest board with a real game: the solving testbed.
    FiveByFive,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 10] = [
        Variant::Standard,
        Variant::ScrambledEggs,
        Variant::ScrambledEggsMirrored,
        Variant::CheshireCat,
        Variant::Parachute,
        Variant::ParachuteMirrored,
        Variant::SixBySix,
        Variant::SevenBySeven,
        Variant::Loaps,
        Variant::FiveByFive,
    ];

    /// The name [`FromStr`] reads and `Display` writes (and the examples' `--variant` takes).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::ScrambledEggs => "scrambled",
            Variant::ScrambledEggsMirrored => "scrambled-mirrored",
            Variant::CheshireCat => "cheshire-cat",
            Variant::Parachute => "parachute",
            Variant::ParachuteMirrored => "parachute-mirrored",
            Variant::SixBySix => "6x6",
            Variant::SevenBySeven => "7x7",
            Variant::Loaps => "loaps",
            Variant::FiveByFive => "5x5",
        }
    }

    /// The number of files and ranks of the board: 5, 6, 7 or 8.
    pub const fn board_size(self) -> u8 {
        match self {
            Variant::FiveByFive => 5,
            Variant::SixBySix => 6,
            Variant::SevenBySeven | Variant::Loaps => 7,
            _ => 8,
        }
    }

    /// The special rules a position of this variant carries (Parachute with the default options).
    pub const fn family(self) -> Family {
        match self {
            Variant::CheshireCat => Family::CheshireCat,
            Variant::Parachute | Variant::ParachuteMirrored => Family::Parachute(ParachuteOptions::DEFAULT),
            _ => Family::Standard,
        }
    }

    /// The start of the game, Black to move, unvalidated (see [`Position::from_variant`](crate::Position::from_variant)).
    pub const fn setup(self) -> Setup {
        self.setup_with(ParachuteOptions::DEFAULT)
    }

    /// The start of the game, with `options` if this is a Parachute variant.
    pub const fn setup_with(self, options: ParachuteOptions) -> Setup {
        let eggs = Layout::ScrambledEggs.setup();
        let edge_files = Bitboard(Bitboard::FILE_A.0 | Bitboard::FILE_H.0);
        let (black, white) = match self {
            Variant::Standard | Variant::CheshireCat => {
                let standard = Layout::Standard.setup();
                (standard.black, standard.white)
            }
            Variant::ScrambledEggs => (eggs.black, eggs.white),
            Variant::ScrambledEggsMirrored => (eggs.white, eggs.black),
            Variant::Parachute => (Bitboard(eggs.black.0 & edge_files.0), Bitboard(eggs.white.0 & edge_files.0)),
            Variant::ParachuteMirrored => {
                (Bitboard(eggs.white.0 & edge_files.0), Bitboard(eggs.black.0 & edge_files.0))
            }
            Variant::FiveByFive => square_board(5, false),
            Variant::SixBySix => square_board(6, false),
            Variant::SevenBySeven => square_board(7, false),
            Variant::Loaps => square_board(7, true),
        };
        let mut setup = Setup::new(black, white, Color::Black);
        setup.board_size = self.board_size();
        setup.family = match self.family() {
            Family::Parachute(_) => {
                setup.reserves = [options.turns, options.turns];
                Family::Parachute(options)
            }
            family => family,
        };
        setup
    }
}

/// Standard LOA on `size`×`size`: Black on the first and last ranks, White on the first
/// and last files, corners empty; with `gap`, the centre of each edge is left empty too
/// (LOAPS).
const fn square_board(size: u8, gap: bool) -> (Bitboard, Bitboard) {
    let last = size as u32 - 1;
    let (mut black, mut white) = (0u64, 0u64);
    let mut i = 1;
    while i < last {
        if !(gap && i == last / 2) {
            black |= 1 << i | 1 << (last * 8 + i);
            white |= 1 << (i * 8) | 1 << (i * 8 + last);
        }
        i += 1;
    }
    (Bitboard(black), Bitboard(white))
}

crate::serde_text::serde_as_text!(Variant, "a variant name such as \"cheshire-cat\"");

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a [`Variant`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "unknown variant {name}: expected standard, scrambled, scrambled-mirrored, cheshire-cat, parachute, parachute-mirrored, 6x6, 7x7, loaps or 5x5"
)]
pub struct UnknownVariant {
    /// The name, quoted and cut short if long.
    name: String,
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Reads a variant's [`name`](Variant::name) in any case, or one of the aliases
    /// `scrambled-eggs`, `scrambled-eggs-mirrored` and `gemma`.
    fn from_str(text: &str) -> Result<Variant, UnknownVariant> {
        let aliases = [
            ("scrambled-eggs", Variant::ScrambledEggs),
            ("scrambled-eggs-mirrored", Variant::ScrambledEggsMirrored),
            ("gemma", Variant::CheshireCat),
        ];
        Variant::ALL
            .into_iter()
            .map(|variant| (variant.name(), variant))
            .chain(aliases)
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|(_, variant)| variant)
            .ok_or_else(|| UnknownVariant { name: Quoted(text).to_string() })
    }
}

impl Position {
    /// The start position of `variant`, Black to move.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// let pos = Position::from_variant(Variant::Parachute);
    /// assert_eq!(pos.to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
    /// ```
    pub fn from_variant(variant: Variant) -> Position {
        Position::from_valid_setup(variant.setup())
    }

    /// The start position of `variant` with Parachute's `options` (ignored by the
    /// other variants).
    pub fn from_variant_with(variant: Variant, options: ParachuteOptions) -> Position {
        Position::from_valid_setup(variant.setup_with(options))
    }
}
