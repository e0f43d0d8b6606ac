//! The games of the Lines of Action family: [`Variant`] names them and builds their
//! starts.
//!
//! Every variant moves and connects as standard LOA does (RULES.md, "Variants"); they
//! differ only in a little state added to the position — holes, reserves, a smaller
//! board — and in what that state allows. So there is one position type: it keeps its
//! board size and its [`Family`] (in the position layer), and move generation
//! dispatches on them once per call (`movegen`, with the variants' own moves in
//! `movegen/exits_and_drops.rs`).

mod layout;

pub use layout::{Layout, UnknownLayout};

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::{File, Rank, Square};
use crate::position::Position;
use crate::position::family::{Family, ParachuteOptions};
use crate::position::setup::Setup;

// A new variant is a value of this enum and its row in `Variant::spec`.
crate::named::named_enum! {
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
        /// Also read as `scrambled-eggs`.
        ScrambledEggs,
        /// Scrambled Eggs with the colours swapped, Black on a2 (used by some servers).
        /// Also read as `scrambled-eggs-mirrored`.
        ScrambledEggsMirrored,
        /// Cheshire Cat (Gemma, John McCallion, NOST #358; Boardspace, BrainKing): vacated
        /// squares become holes, and a piece with no move may exit. Also read as `gemma`.
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
    unknown: UnknownVariant("variant");
}

/// What a variant is: its row of [`Variant::spec`].
#[derive(Copy, Clone)]
struct Spec {
    /// The names `FromStr` reads, the one `Display` writes (and the examples'
    /// `--variant` takes) first.
    names: &'static [&'static str],
    /// The SGF setup names (`SU`) of its start, the one the writer writes first; none if
    /// SGF has no name for it (the writer writes `SU[Custom]`). The reader takes a name
    /// on the variant's board size, so standard LOA on every size shares `Standard`.
    sgf: &'static [&'static str],
    /// The number of files and ranks.
    board_size: u8,
    /// Its special rules, Parachute's with the default options.
    family: Family,
    /// The start's pieces, Black's and White's.
    start: (Bitboard, Bitboard),
}

/// Standard LOA on 8×8: Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7.
const STANDARD: (Bitboard, Bitboard) = square_board(8, false);

/// Scrambled Eggs, White on a2: Black on b1 d1 f1, c8 e8 g8, a3 a5 a7 and h2 h4 h6,
/// White on the other squares of the standard start.
const SCRAMBLED_EGGS: (Bitboard, Bitboard) = {
    use Square::*;
    let black = Bitboard::from_squares(&[B1, D1, F1, C8, E8, G8, A3, A5, A7, H2, H4, H6]);
    (black, STANDARD.0.union(STANDARD.1).difference(black))
};

/// Parachute's start: the a- and h-files of Scrambled Eggs.
const PARACHUTE: (Bitboard, Bitboard) = {
    let edge_files = Bitboard::FILE_A.union(Bitboard::FILE_H);
    (SCRAMBLED_EGGS.0.intersection(edge_files), SCRAMBLED_EGGS.1.intersection(edge_files))
};

/// A start with the colours swapped.
const fn mirrored((black, white): (Bitboard, Bitboard)) -> (Bitboard, Bitboard) {
    (white, black)
}

impl Variant {
    /// The variant's row: every fact about it but its moves and its end rule (those are
    /// its [`Family`]'s, in the layers above).
    const fn spec(self) -> Spec {
        const PARACHUTE_RULES: Family = Family::Parachute(ParachuteOptions::DEFAULT);
        match self {
            Variant::Standard => Spec {
                names: &["standard"],
                sgf: &["Standard"],
                board_size: 8,
                family: Family::Standard,
                start: STANDARD,
            },
            Variant::ScrambledEggs => Spec {
                names: &["scrambled", "scrambled-eggs"],
                sgf: &["Scrambled-eggs", "Scrambled"],
                board_size: 8,
                family: Family::Standard,
                start: SCRAMBLED_EGGS,
            },
            Variant::ScrambledEggsMirrored => Spec {
                names: &["scrambled-mirrored", "scrambled-eggs-mirrored"],
                sgf: &[],
                board_size: 8,
                family: Family::Standard,
                start: const { mirrored(SCRAMBLED_EGGS) },
            },
            Variant::CheshireCat => Spec {
                names: &["cheshire-cat", "gemma"],
                sgf: &["Gemma", "Cheshire-cat"],
                board_size: 8,
                family: Family::CheshireCat,
                start: STANDARD,
            },
            Variant::Parachute => Spec {
                names: &["parachute"],
                sgf: &["Parachute"],
                board_size: 8,
                family: PARACHUTE_RULES,
                start: PARACHUTE,
            },
            Variant::ParachuteMirrored => Spec {
                names: &["parachute-mirrored"],
                sgf: &["Reversed Parachute"],
                board_size: 8,
                family: PARACHUTE_RULES,
                start: const { mirrored(PARACHUTE) },
            },
            Variant::SixBySix => Spec {
                names: &["6x6"],
                sgf: &["Standard"],
                board_size: 6,
                family: Family::Standard,
                start: const { square_board(6, false) },
            },
            Variant::SevenBySeven => Spec {
                names: &["7x7"],
                sgf: &["Standard"],
                board_size: 7,
                family: Family::Standard,
                start: const { square_board(7, false) },
            },
            Variant::Loaps => Spec {
                names: &["loaps"],
                sgf: &["LOAP", "LOAPS"],
                board_size: 7,
                family: Family::Standard,
                start: const { square_board(7, true) },
            },
            Variant::FiveByFive => Spec {
                names: &["5x5"],
                sgf: &["Standard"],
                board_size: 5,
                family: Family::Standard,
                start: const { square_board(5, false) },
            },
        }
    }

    /// The names `FromStr` reads, the one `Display` writes first.
    const fn names(self) -> &'static [&'static str] {
        self.spec().names
    }

    /// The SGF setup names (`SU`) of the start, the one to write first (none if SGF has
    /// no name for it).
    pub(crate) const fn sgf_names(self) -> &'static [&'static str] {
        self.spec().sgf
    }

    /// The number of files and ranks of the board: 5, 6, 7 or 8.
    pub const fn board_size(self) -> u8 {
        self.spec().board_size
    }

    /// The special rules a position of this variant carries (Parachute with the default options).
    pub const fn family(self) -> Family {
        self.spec().family
    }

    /// The start of the game, Black to move, unvalidated (see [`Position::from_variant`](crate::Position::from_variant)).
    pub const fn setup(self) -> Setup {
        self.setup_with(ParachuteOptions::DEFAULT)
    }

    /// The start of the game, with `options` if this is a Parachute variant.
    pub const fn setup_with(self, options: ParachuteOptions) -> Setup {
        let spec = self.spec();
        let mut setup = Setup::new(spec.start.0, spec.start.1, Color::Black);
        setup.board_size = spec.board_size;
        setup.family = match spec.family {
            Family::Parachute(_) => {
                setup.reserves = [options.turns, options.turns];
                Family::Parachute(options)
            }
            family => family,
        };
        setup
    }
}

/// The square on file `file` and rank `rank`, both counted from 0 (below 8).
const fn square_at(file: usize, rank: usize) -> Square {
    Square::from_coords(File::ALL[file], Rank::ALL[rank])
}

/// Standard LOA on `size`×`size`: Black on the first and last ranks, White on the first
/// and last files, corners empty; with `gap`, the centre of each edge is left empty too
/// (LOAPS).
const fn square_board(size: u8, gap: bool) -> (Bitboard, Bitboard) {
    let last = size as usize - 1;
    let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
    let mut i = 1;
    while i < last {
        if !(gap && i == last / 2) {
            black = black.with(square_at(i, 0)).with(square_at(i, last));
            white = white.with(square_at(0, i)).with(square_at(last, i));
        }
        i += 1;
    }
    (black, white)
}

crate::serde_text::serde_as_text!(Variant, "a variant name: {}", crate::named::OneOf(&Variant::ALL, Variant::name));

impl Position {
    /// The standard start position, Black to move, as a constant.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// const START: Position = Position::START;
    /// assert_eq!(START, Position::default());
    /// assert_eq!(START.legal_moves().len(), 36); // RULES.md, "Perft"
    /// ```
    pub const START: Position = Position::from_variant(Variant::Standard);

    /// The standard start position, Black to move: [`Position::START`], worked out once
    /// at compile time.
    pub const fn new() -> Position {
        Position::START
    }

    /// The start position of a named layout, Black to move.
    pub const fn from_layout(layout: Layout) -> Position {
        Position::from_variant(layout.variant())
    }

    /// The start position of `variant`, Black to move.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// let pos = Position::from_variant(Variant::Parachute);
    /// assert_eq!(pos.to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
    /// ```
    pub const fn from_variant(variant: Variant) -> Position {
        Position::from_valid_setup(variant.setup())
    }

    /// The start position of `variant` with Parachute's `options` (ignored by the
    /// other variants).
    pub const fn from_variant_with(variant: Variant, options: ParachuteOptions) -> Position {
        Position::from_valid_setup(variant.setup_with(options))
    }
}

impl Default for Position {
    /// The standard start position.
    fn default() -> Position {
        Position::new()
    }
}

impl Default for Setup {
    /// The standard start, [`Variant::Standard`]'s.
    fn default() -> Setup {
        Variant::Standard.setup()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    #[test]
    fn every_name_and_sgf_name_is_one_variants() {
        let mut names: Vec<&str> = Variant::ALL.iter().flat_map(|variant| variant.names()).copied().collect();
        names.sort_unstable();
        let count = names.len();
        names.dedup();
        assert_eq!(names.len(), count, "a name of two variants");
        for variant in Variant::ALL {
            for name in variant.names() {
                assert_eq!(name.parse(), Ok(variant), "{name}");
            }
            // Standard LOA on every board shares an SGF name, but no two variants on one board do.
            for other in Variant::ALL.into_iter().filter(|&other| other != variant) {
                let shared = variant.sgf_names().iter().any(|name| other.sgf_names().contains(name));
                assert!(!(shared && other.board_size() == variant.board_size()), "{variant} and {other}");
            }
        }
    }

    #[test]
    fn the_starts_are_the_rule_books() {
        let text = |variant: Variant| Position::from_variant(variant).to_string();
        assert_eq!(text(Variant::Standard), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
        assert_eq!(text(Variant::ScrambledEggs), "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b");
        assert_eq!(text(Variant::ScrambledEggsMirrored), "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b");
        assert_eq!(text(Variant::Parachute), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
        assert_eq!(text(Variant::ParachuteMirrored), "8/w6b/b6w/w6b/b6w/w6b/b6w/8 b 6,6");
        assert_eq!(text(Variant::SevenBySeven), "1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b");
        assert_eq!(text(Variant::Loaps), "1bb1bb1/w5w/w5w/7/w5w/w5w/1bb1bb1 b");
        for variant in Variant::ALL {
            let setup = variant.setup();
            assert_eq!(setup.validate(), Ok(()), "{variant}");
            assert_eq!((setup.board_size, setup.family), (variant.board_size(), variant.family()));
            assert_eq!(variant.to_string(), variant.names()[0]);
        }
        assert_eq!(Setup::default(), Variant::Standard.setup());
    }
}
