//! A fast, correct rules engine for the board game Lines of Action.
//!
//! Lines of Action is a two-player connection game: a piece moves exactly as many
//! squares as there are pieces on its line, and the first side to gather all its pieces
//! into one connected group wins. The crate plays every game of the family the sites
//! play, each a [`Variant`]: standard LOA on 8×8, Scrambled Eggs, Cheshire Cat (holes and
//! exits), Parachute (drops), 5×5, 6×6, 7×7, LOAPS, 9×9 to 12×12, Black Hole, and the
//! hexagons hex5 (Alveole) and hex6, under the [`Rules`] of every rule set in real use.
//!
//! A program that learns the game at run time (from a name, a record) starts it with
//! [`AnyGame::from_variant`]: every variant on its own board.
//!
//! ```
//! use lines_of_action::{AnyGame, Rules, Variant};
//!
//! let variant: Variant = "12x12".parse()?;
//! let mut game = AnyGame::from_variant(variant, Rules::default());
//! assert_eq!(game.move_count(), 60); // RULES.md, "Reference perft": 12×12 depth 1
//! game.play_str("b1-b3")?;
//! assert_eq!(game.ply(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Under it, each board's geometry is a type ([`Grid8`] for every board up to 8×8, the
//! default, [`Grid12`] for 9×9 to 12×12, [`Hex5`] and [`Hex6`] for the hexagons), and the
//! engine is compiled for each: for a
//! hot loop on one board, use the typed [`Position`], [`Game`] and [`Playout`]. A
//! `Position` is two bitboards, the variants' holes and reserves, the side to move and a
//! Zobrist hash kept up to date move by move; its lines are read from the bitboards and
//! looked up in compile-time tables that list, for every arrangement of pieces on a line,
//! the slides it allows. On it: move generation that never allocates
//! ([`Position::legal_moves`], [`Position::count_slides`]), checked and unchecked
//! moves ([`Position::play`], [`Position::make`]/[`Position::unmake`] and their
//! `_unchecked` twins), the game result under the rules in force
//! ([`Position::outcome`]), the position and move notation, and
//! [`perft`](Position::perft).
//!
//! ```
//! use lines_of_action::{Color, Position, Rules};
//!
//! let mut pos = Position::default();
//! let mv = pos.parse_move("b1-b3")?;
//! pos.play(mv)?;
//! assert_eq!(pos.turn(), Color::White);
//! assert_eq!(pos.notation(pos.parse_move("H2-F4")?).to_string(), "h2-f4");
//! assert_eq!(pos.outcome(Rules::default()), None);
//! assert_eq!(Position::default().perft(2, Rules::default()), 1_244);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The rules, options and notation are those of the crate's rule book, `RULES.md` in
//! the repository and the package, with their sources; `ARCHITECTURE.md` shows the
//! layers of the code.
//!
//! # Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | the standard library's support in the dependencies (`std::error::Error` through thiserror, serde's `std` impls); the crate itself needs only `core` and `alloc` |
//! | `serde` | no | `Serialize` and `Deserialize` for the value types ([`Color`], [`Square`], [`Move`], [`Position`], [`Rules`], [`Variant`]…) and [`Game`], which travels as its record |
//! | `parallel` | no | `Position::par_perft` and `par_perft_pure`, perft on rayon's thread pool (needs `std`) |
//! | `svg` | no | `Position::to_svg`, `SvgOptions`, `Arrow` and `Theme`: SVG board diagrams, with no dependencies |
//! | `abstract-play` | no | `AbstractPlayRecord`: Abstract Play's game records (its `APGameRecord` JSON), read with serde_json (without `std`) and replayed |
//!
//! The documentation on docs.rs is built with every feature and marks each item that
//! needs one.
//!
//! # `no_std`
//!
//! The crate is `#![no_std]` and needs only `alloc` (for [`Game`], [`MoveList`]'s heap
//! case, the SGF reader and writer, and the SVG text). For a target without the
//! standard library, turn the default features off and add the ones wanted
//! (`serde` and `svg` work without `std`; `parallel` does not):
//!
//! ```toml
//! [dependencies]
//! # Not on crates.io yet: by path (or git) until it is published, then `version = "0.1"`.
//! lines-of-action = { path = "../lines-of-action", default-features = false, features = ["serde"] }
//! ```
//!
#![doc = include_str!("../docs/serde.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

// Helpers every layer may use.
mod named;
mod quoted;
mod serde_text;
#[cfg(test)]
mod xorshift;

// The layers, each using only those above it (ARCHITECTURE.md), declared in that
// order: rustdoc lists a type's methods module by module in declaration order, so
// `Position`'s constructors and accessors come before what the later layers add.
// Squares, colours, bitboards, the lines and their tables.
mod board;
// The position, setups, moves, the unchecked make/unmake.
mod position;
// Move generation, legality, the checked make/unmake.
mod movegen;
// The rule options, the end of the game, threats.
mod rules;
// The games of the family and their starts.
mod variants;
// A game with its history.
mod game;
// Random play for Monte-Carlo search.
mod playout;
// Perft over positions and games.
mod perft;
// Text, SGF, serde and SVG.
mod notation;
// Boards chosen at run time.
mod any;

pub use any::{
    AnyGame, AnyGameRecord, AnyMove, AnyPosition, Games, MoveListProblems, Moves, ParsePositionErrors, Positions,
    read_any_sgf, read_any_sgf_with,
};
pub use board::color::{Color, UnknownColor};
pub use board::geometries::{AnyBoard, GeometryKind, PerGeometry};
pub use board::geometry::{BoardSquare, BoardSymmetry, CellShape, Geometry, SquareSet};
pub use board::grid8::Grid8;
pub use board::grid8::bitboard::{Bitboard, Squares};
pub use board::grid8::connectivity::Groups;
pub use board::grid8::square::{File, ParseSquareError, Rank, Square, SquareIndexError};
pub use board::grid12::{Bitboard12, Grid12, Square12, Squares12};
pub use board::hex::{
    Cell, Cell5, Cell6, CellName, CellSet, CellSet5, CellSet6, Cells, Hex, Hex5, Hex6, HexDirection, HexLineKind,
    HexSymmetry, ParseCellError,
};
pub use board::square_grid::lines::{Direction, LineKind};
pub use board::square_grid::symmetry::Symmetry;
pub use game::{Game, PlayError};
pub use movegen::checked::UndoMismatch;
pub use movegen::{IllegalMove, IllegalReason};
#[cfg(feature = "abstract-play")]
pub use notation::abstract_play::{AbstractPlayError, AbstractPlayMoveProblem, AbstractPlayPlayer, AbstractPlayRecord};
pub use notation::game_text::{MoveListError, MoveListProblem};
pub use notation::move_text::{Leniency, MoveNotation, ParseMoveError};
pub use notation::playstrategy::{ParseFenError, PlayStrategyFen};
pub use notation::position_text::{Diagram, ParsePositionError};
pub use notation::sgf::{
    Comment, GameInfo, GameRecord, GameRecords, ParseMoveErrors, PlayErrors, RecordResult, SetupErrors, SgfGameError,
    SgfProblem, SgfRecord, SgfSyntaxError, SgfSyntaxProblem, read_sgf, read_sgf_with, write_sgf,
};
#[cfg(feature = "svg")]
pub use notation::svg::{Arrow, SvgOptions, Theme, UnknownTheme};
pub use playout::{GamePlayout, Playout};
pub use position::family::{DropEndTest, DropOrder, Family, ParachuteOptions};
pub use position::invariants::InvariantViolation;
pub use position::moves::{IntoIter as MoveListIntoIter, Move, MoveList};
pub use position::setup::{Setup, SetupError};
pub use position::{Position, Undo};
pub use rules::outcome::{EndReason, GameResult, Outcome};
pub use rules::presets::{RulePreset, UnknownPreset};
pub use rules::{BothConnected, MoveLimit, NoLegalMove, Repetition, RepetitionKey, Rules};
pub use variants::{Layout, UnknownLayout, UnknownVariant, Variant, WrongBoard};

#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[doc = include_str!("../docs/rules-and-variants.md")]
#[cfg(doctest)]
pub struct RulesAndVariantsGuideDoctests;

#[doc = include_str!("../docs/games.md")]
#[cfg(doctest)]
pub struct GamesGuideDoctests;

#[doc = include_str!("../docs/records.md")]
#[cfg(doctest)]
pub struct RecordsGuideDoctests;

#[doc = include_str!("../docs/diagrams.md")]
#[cfg(doctest)]
pub struct DiagramsGuideDoctests;

#[doc = include_str!("../docs/search.md")]
#[cfg(doctest)]
pub struct SearchGuideDoctests;

#[doc = include_str!("../docs/examples.md")]
#[cfg(doctest)]
pub struct ExamplesGuideDoctests;

#[doc = include_str!("../docs/benchmarks.md")]
#[cfg(doctest)]
pub struct BenchmarksGuideDoctests;

#[doc = include_str!("../docs/verification.md")]
#[cfg(doctest)]
pub struct VerificationGuideDoctests;
