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

use crate::board::color::Color;
use crate::board::geometries::GeometryKind;
use crate::board::geometry::{BoardSquare, Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::square::{File, Rank, Square};
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
    /// let small = Position::from_variant(Variant::SixBySix).unwrap();
    /// assert_eq!(small.to_string(), "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b");
    /// assert_eq!(Variant::ALL.len(), 19);
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
        /// Standard LOA on 9×9, built the way Boardspace builds every size.
        NineByNine,
        /// Standard LOA on 10×10.
        TenByTen,
        /// Standard LOA on 11×11.
        ElevenByEleven,
        /// Standard LOA on 12×12, Boardspace's LOA-12. Also read as `loa-12`.
        TwelveByTwelve,
        /// Black Hole (Abstract Play): standard LOA on 9×9 whose centre, e5, swallows
        /// any piece that lands on it.
        BlackHole,
        /// Black Hole on Abstract Play's 9×9 Scrambled Eggs start.
        BlackHoleScrambled,
        /// LOA on the hexagon of side 5 (Abstract Play's hex5; the published game Alveole,
        /// which Board Game Arena plays): 61 cells, 9 pieces a side in mixed threes at the
        /// corners. Also read as `alveole`.
        Hex5,
        /// LOA on the hexagon of side 6 (Abstract Play's hex6): 91 cells, 12 pieces a side
        /// on alternate edges, the centre f6 a black hole.
        Hex6,
        /// hex6 on Abstract Play's Scrambled Eggs start: the same cells, the colours
        /// alternating along each edge.
        Hex6Scrambled,
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
    /// The geometry of its board.
    geometry: GeometryKind,
    /// Its special rules, Parachute's with the default options.
    family: Family,
    /// How its start is laid out.
    start: Start,
    /// Whether the start's colours are swapped.
    mirrored: bool,
}

/// How a start is laid out, on a board of any size: every piece stands on an edge,
/// the corners empty (RULES.md, "Start positions" and "Larger and smaller boards").
#[derive(Copy, Clone)]
enum Start {
    /// Black on the first and last ranks, White on the first and last files.
    Standard,
    /// [`Standard`](Start::Standard) with the centre of each edge empty (LOAPS).
    Loaps,
    /// Scrambled Eggs: the standard start's squares, the colours alternating along each
    /// edge, Black on b1 (White on a2).
    Scrambled,
    /// Parachute: Scrambled Eggs' first and last files only.
    Parachute,
    /// The cells each side starts on, by name (a letter and a number: a row and a cell of
    /// a hexagon), Black's then White's.
    Listed(&'static [&'static str], &'static [&'static str]),
}

impl Start {
    /// The colour of the piece on the square `file`, `rank` (from 0) of this start on a
    /// `size`×`size` board, if one stands there; `mirrored` swaps the colours.
    const fn color_at(self, mirrored: bool, size: u8, file: u8, rank: u8) -> Option<Color> {
        let last = size - 1;
        let on_rank_edge = (rank == 0 || rank == last) && file > 0 && file < last;
        let on_file_edge = (file == 0 || file == last) && rank > 0 && rank < last;
        let color = match self {
            Start::Standard | Start::Loaps => {
                let gap = matches!(self, Start::Loaps)
                    && (on_rank_edge && file == last / 2 || on_file_edge && rank == last / 2);
                if gap {
                    None
                } else if on_rank_edge {
                    Some(Color::Black)
                } else if on_file_edge {
                    Some(Color::White)
                } else {
                    None
                }
            }
            Start::Listed(..) => None,
            Start::Scrambled | Start::Parachute => {
                let odd = (file + rank) % 2 == 1;
                if on_rank_edge && !matches!(self, Start::Parachute) {
                    Some(if odd { Color::Black } else { Color::White })
                } else if on_file_edge {
                    Some(if odd { Color::White } else { Color::Black })
                } else {
                    None
                }
            }
        };
        match color {
            Some(color) if mirrored => Some(color.other()),
            color => color,
        }
    }
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
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::ScrambledEggs => Spec {
                names: &["scrambled", "scrambled-eggs"],
                sgf: &["Scrambled-eggs", "Scrambled"],
                board_size: 8,
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Scrambled,
                mirrored: false,
            },
            Variant::ScrambledEggsMirrored => Spec {
                names: &["scrambled-mirrored", "scrambled-eggs-mirrored"],
                sgf: &[],
                board_size: 8,
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Scrambled,
                mirrored: true,
            },
            Variant::CheshireCat => Spec {
                names: &["cheshire-cat", "gemma"],
                sgf: &["Gemma", "Cheshire-cat"],
                board_size: 8,
                geometry: GeometryKind::Grid8,
                family: Family::CheshireCat,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::Parachute => Spec {
                names: &["parachute"],
                sgf: &["Parachute"],
                board_size: 8,
                geometry: GeometryKind::Grid8,
                family: PARACHUTE_RULES,
                start: Start::Parachute,
                mirrored: false,
            },
            Variant::ParachuteMirrored => Spec {
                names: &["parachute-mirrored"],
                sgf: &["Reversed Parachute"],
                board_size: 8,
                geometry: GeometryKind::Grid8,
                family: PARACHUTE_RULES,
                start: Start::Parachute,
                mirrored: true,
            },
            Variant::SixBySix => Spec {
                names: &["6x6"],
                sgf: &["Standard"],
                board_size: 6,
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::SevenBySeven => Spec {
                names: &["7x7"],
                sgf: &["Standard"],
                board_size: 7,
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::Loaps => Spec {
                names: &["loaps"],
                sgf: &["LOAP", "LOAPS"],
                board_size: 7,
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Loaps,
                mirrored: false,
            },
            Variant::FiveByFive => Spec {
                names: &["5x5"],
                sgf: &["Standard"],
                board_size: 5,
                geometry: GeometryKind::Grid8,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::NineByNine => Spec {
                names: &["9x9"],
                sgf: &["Standard"],
                board_size: 9,
                geometry: GeometryKind::Grid12,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::TenByTen => Spec {
                names: &["10x10"],
                sgf: &["Standard"],
                board_size: 10,
                geometry: GeometryKind::Grid12,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::ElevenByEleven => Spec {
                names: &["11x11"],
                sgf: &["Standard"],
                board_size: 11,
                geometry: GeometryKind::Grid12,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::TwelveByTwelve => Spec {
                names: &["12x12", "loa-12"],
                sgf: &["Standard", "Loa-12"],
                board_size: 12,
                geometry: GeometryKind::Grid12,
                family: Family::Standard,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::BlackHole => Spec {
                names: &["black-hole"],
                sgf: &["Black-hole"],
                board_size: 9,
                geometry: GeometryKind::Grid12,
                family: Family::BlackHole,
                start: Start::Standard,
                mirrored: false,
            },
            Variant::BlackHoleScrambled => Spec {
                names: &["black-hole-scrambled"],
                sgf: &["Black-hole-scrambled"],
                board_size: 9,
                geometry: GeometryKind::Grid12,
                family: Family::BlackHole,
                start: Start::Scrambled,
                mirrored: false,
            },
            Variant::Hex5 => Spec {
                names: &["hex5", "alveole"],
                sgf: &["Hex5", "Alveole"],
                board_size: 5,
                geometry: GeometryKind::Hex5,
                family: Family::Standard,
                start: Start::Listed(
                    &["a2", "a5", "b1", "d8", "e1", "f8", "h1", "i2", "i5"],
                    &["a1", "a4", "b6", "d1", "e9", "f1", "h6", "i1", "i4"],
                ),
                mirrored: false,
            },
            Variant::Hex6 => Spec {
                names: &["hex6"],
                sgf: &["Hex6"],
                board_size: 6,
                geometry: GeometryKind::Hex6,
                family: Family::BlackHole,
                start: Start::Listed(
                    &["k2", "k3", "k4", "k5", "b1", "c1", "d1", "e1", "b7", "c8", "d9", "e10"],
                    &["a2", "a3", "a4", "a5", "g1", "h1", "i1", "j1", "g10", "h9", "i8", "j7"],
                ),
                mirrored: false,
            },
            Variant::Hex6Scrambled => Spec {
                names: &["hex6-scrambled"],
                sgf: &["Hex6-scrambled"],
                board_size: 6,
                geometry: GeometryKind::Hex6,
                family: Family::BlackHole,
                start: Start::Listed(
                    &["k2", "k4", "j7", "i1", "h9", "g1", "e10", "d1", "c8", "b1", "a3", "a5"],
                    &["k3", "k5", "j1", "i8", "h1", "g10", "e1", "d9", "c1", "b7", "a2", "a4"],
                ),
                mirrored: false,
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

    /// The number of files and ranks of a square board (5 to 12), the side of a hexagon
    /// (5 or 6).
    pub const fn board_size(self) -> u8 {
        self.spec().board_size
    }

    /// The special rules a position of this variant carries (Parachute with the default options).
    pub const fn family(self) -> Family {
        self.spec().family
    }

    /// The geometry of the variant's board.
    ///
    /// ```
    /// use lines_of_action::{GeometryKind, Variant};
    /// assert_eq!(Variant::SixBySix.geometry(), GeometryKind::Grid8);
    /// assert_eq!(Variant::BlackHole.geometry(), GeometryKind::Grid12);
    /// ```
    pub const fn geometry(self) -> GeometryKind {
        self.spec().geometry
    }

    /// Whether the variant is played on a board of geometry `G`.
    ///
    /// ```
    /// use lines_of_action::{Grid8, Variant};
    /// assert!(Variant::SixBySix.fits::<Grid8>());
    /// ```
    pub fn fits<G: Geometry>(self) -> bool {
        self.geometry() == G::KIND
    }

    /// The start of the game on the boards up to 8×8, Black to move, unvalidated (see
    /// [`Position::from_variant`](crate::Position::from_variant)).
    ///
    /// # Errors
    /// [`WrongBoard`] if the variant is played on a wider board.
    pub fn setup(self) -> Result<Setup, WrongBoard> {
        self.setup_on::<Grid8>(ParachuteOptions::DEFAULT)
    }

    /// The start of the game on a board of geometry `G`, with `options` if this is a
    /// Parachute variant, Black to move, unvalidated.
    ///
    /// # Errors
    /// [`WrongBoard`] if the variant is not played on `G`'s boards.
    pub fn setup_on<G: Geometry>(self, options: ParachuteOptions) -> Result<Setup<G>, WrongBoard> {
        if !self.fits::<G>() {
            return Err(WrongBoard { variant: self, asked: G::KIND });
        }
        Ok(self.layout_on(options))
    }

    /// The start on `G`'s grid, whether the variant is played on `G`'s boards or not
    /// (squares past its grid left out): [`setup_on`](Self::setup_on) once that is known.
    pub(crate) fn layout_on<G: Geometry>(self, options: ParachuteOptions) -> Setup<G> {
        let spec = self.spec();
        let (mut black, mut white) = (G::Set::EMPTY, G::Set::EMPTY);
        if let Start::Listed(black_cells, white_cells) = spec.start {
            // A name is a letter and a number: the square's file and rank, the cell's row
            // and number.
            let cells = |names: &[&str]| -> G::Set {
                names
                    .iter()
                    .filter_map(|name| {
                        let (letter, number) = name.split_at(1);
                        G::Square::at(letter.as_bytes()[0] - b'a', number.parse::<u8>().ok()?.checked_sub(1)?)
                    })
                    .collect()
            };
            (black, white) = (cells(black_cells), cells(white_cells));
        }
        for rank in 0..spec.board_size {
            for file in 0..spec.board_size {
                let (Some(color), Some(square)) =
                    (spec.start.color_at(spec.mirrored, spec.board_size, file, rank), G::Square::at(file, rank))
                else {
                    continue;
                };
                match color {
                    Color::Black => black = black.with(square),
                    Color::White => white = white.with(square),
                }
            }
        }
        self.with_rules(Setup::on_board(spec.board_size, black, white, Color::Black), options)
    }

    /// The start on 8×8 or smaller in a `const` context: [`setup_on`](Self::setup_on),
    /// through [`Bitboard`]'s `const` operations (`None` on a wider board).
    pub(crate) const fn setup8(self, options: ParachuteOptions) -> Option<Setup> {
        let spec = self.spec();
        if !matches!(spec.geometry, GeometryKind::Grid8) {
            return None;
        }
        let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let mut rank = 0;
        while rank < spec.board_size {
            let mut file = 0;
            while file < spec.board_size {
                let square = Square::from_coords(File::ALL[file as usize], Rank::ALL[rank as usize]);
                match spec.start.color_at(spec.mirrored, spec.board_size, file, rank) {
                    Some(Color::Black) => black = black.with(square),
                    Some(Color::White) => white = white.with(square),
                    None => {}
                }
                file += 1;
            }
            rank += 1;
        }
        let mut setup = Setup::new(black, white, Color::Black);
        setup.board_size = spec.board_size;
        Some(self.with_rules(setup, options))
    }

    /// `setup` with the variant's family, and Parachute's `options` and reserves.
    const fn with_rules<G: Geometry>(self, mut setup: Setup<G>, options: ParachuteOptions) -> Setup<G> {
        setup.family = match self.spec().family {
            Family::Parachute(_) => {
                setup.reserves = [options.turns, options.turns];
                Family::Parachute(options)
            }
            family => family,
        };
        setup
    }
}

impl From<Variant> for GeometryKind {
    /// The geometry `variant` is played on ([`Variant::geometry`]).
    fn from(variant: Variant) -> GeometryKind {
        variant.geometry()
    }
}

/// A [`Variant`] asked for on a geometry whose boards it is not played on: a 12×12 game
/// as a [`Position`] (whose boards go up to 8×8), say. Its message names both boards
/// and the run-time constructors, which take every variant.
///
/// ```
/// use lines_of_action::{Game, GeometryKind, Position, Rules, Variant, WrongBoard};
/// assert!(Position::from_variant(Variant::Standard).is_ok());
/// let error = Game::from_variant(Variant::TwelveByTwelve, Rules::default()).unwrap_err();
/// assert_eq!(error, WrongBoard { variant: Variant::TwelveByTwelve, asked: GeometryKind::Grid8 });
/// assert_eq!(
///     error.to_string(),
///     "12x12 is played on the grid12 boards (a Position<Grid12>), not on the grid8 ones (a Position): \
///      AnyPosition::from_variant and AnyGame::from_variant start every variant on its board"
/// );
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error(
    "{variant} is played on the {} boards (a {}), not on the {asked} ones (a {}): \
     AnyPosition::from_variant and AnyGame::from_variant start every variant on its board",
    variant.geometry(),
    variant.geometry().position_type(),
    asked.position_type()
)]
pub struct WrongBoard {
    /// The variant.
    pub variant: Variant,
    /// The geometry it was asked for on.
    pub asked: GeometryKind,
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
    pub const START: Position = Position::from_layout(Layout::Standard);

    /// The standard start position, Black to move: [`Position::START`], worked out once
    /// at compile time.
    pub const fn new() -> Position {
        Position::START
    }

    /// The start position of a named layout, Black to move.
    pub const fn from_layout(layout: Layout) -> Position {
        Position::from_valid_setup8(layout.setup())
    }

    /// The start position of `variant`, Black to move.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// let pos = Position::from_variant(Variant::Parachute)?;
    /// assert_eq!(pos.to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    ///
    /// # Errors
    /// [`WrongBoard`] for a variant played on a board wider than 8×8.
    pub fn from_variant(variant: Variant) -> Result<Position, WrongBoard> {
        Position::start_of(variant)
    }

    /// The start position of `variant` with Parachute's `options` (ignored by the
    /// other variants).
    ///
    /// # Errors
    /// [`WrongBoard`] for a variant played on a board wider than 8×8.
    pub fn from_variant_with(variant: Variant, options: ParachuteOptions) -> Result<Position, WrongBoard> {
        Position::start_of_with(variant, options)
    }
}

impl<G: Geometry> Position<G> {
    /// The start position of `variant` on any geometry, Black to move:
    /// [`from_variant`](Position::from_variant) for the wide boards, as
    /// `Position::<Grid12>::start_of` (the geometry is a type, so name it or let the
    /// use tell it).
    ///
    /// ```
    /// use lines_of_action::{Position, Variant, Grid12};
    /// let pos = Position::<Grid12>::start_of(Variant::TwelveByTwelve)?;
    /// assert_eq!(pos.to_string(), "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b");
    /// assert_eq!(pos.legal_moves().len(), 60); // RULES.md, "Reference perft"
    /// assert!(Position::<Grid12>::start_of(Variant::Standard).is_err());
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    ///
    /// # Errors
    /// [`WrongBoard`] for a variant played on another geometry's boards.
    pub fn start_of(variant: Variant) -> Result<Position<G>, WrongBoard> {
        Position::start_of_with(variant, ParachuteOptions::DEFAULT)
    }

    /// [`start_of`](Position::start_of) with Parachute's `options` (ignored by the other
    /// variants).
    ///
    /// # Errors
    /// [`WrongBoard`] for a variant played on another geometry's boards.
    pub fn start_of_with(variant: Variant, options: ParachuteOptions) -> Result<Position<G>, WrongBoard> {
        Ok(Position::from_valid_setup(variant.setup_on(options)?))
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
        Layout::Standard.setup()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::grid12::Grid12;
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
        let text = |variant: Variant| Position::from_variant(variant).unwrap().to_string();
        assert_eq!(text(Variant::Standard), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
        assert_eq!(text(Variant::ScrambledEggs), "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b");
        assert_eq!(text(Variant::ScrambledEggsMirrored), "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b");
        assert_eq!(text(Variant::Parachute), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
        assert_eq!(text(Variant::ParachuteMirrored), "8/w6b/b6w/w6b/b6w/w6b/b6w/8 b 6,6");
        assert_eq!(text(Variant::SevenBySeven), "1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b");
        assert_eq!(text(Variant::Loaps), "1bb1bb1/w5w/w5w/7/w5w/w5w/1bb1bb1 b");
        assert_eq!(text(Variant::FiveByFive), "1bbb1/w3w/w3w/w3w/1bbb1 b");
        let wide = |variant: Variant| Position::<Grid12>::start_of(variant).unwrap().to_string();
        assert_eq!(
            wide(Variant::TwelveByTwelve),
            "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b"
        );
        assert_eq!(wide(Variant::BlackHoleScrambled), "1bwbwbwb1/w7w/b7b/w7w/b7b/w7w/b7b/w7w/1bwbwbwb1 b");
        assert_eq!(wide(Variant::BlackHole), wide(Variant::NineByNine));
        for variant in Variant::ALL {
            let (size, family) = (variant.board_size(), variant.family());
            let setup =
                crate::with_geometry!(variant, |G| variant.setup_on::<G>(ParachuteOptions::DEFAULT).map(|setup| {
                    assert_eq!(setup.validate(), Ok(()), "{variant}");
                    (setup.board_size, setup.family)
                }));
            assert_eq!(setup, Ok((size, family)), "{variant}");
            for &other in GeometryKind::ALL.iter().filter(|&&other| other != variant.geometry()) {
                let refused = crate::with_geometry!(other, |G| variant.setup_on::<G>(ParachuteOptions::DEFAULT).err());
                assert_eq!(refused, Some(WrongBoard { variant, asked: other }), "{variant} on {other}");
            }
            assert_eq!(variant.to_string(), variant.names()[0]);
        }
        assert_eq!(Ok(Setup::default()), Variant::Standard.setup());
    }
}
