//! From SGF game trees to [`GameRecord`]s: the board, the setup, the game information,
//! and the moves replayed through [`Game::play`].

use core::fmt;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use thiserror::Error;

use super::record::{Comment, GameInfo, GameRecord, GameRecords};
use super::syntax::{self, Property, SgfSyntaxError, Tree};
use crate::board::geometries::{AnyBoard, GeometryKind, PerGeometry};
use crate::board::geometry::{BoardSquare, CellShape, Geometry, SquareSet};
use crate::quoted::Quoted;
use crate::{
    Color, Family, Game, ParachuteOptions, ParseMoveError, PlayError, Position, RulePreset, Rules, Setup, SetupError,
    Variant,
};

/// Why one game of an SGF file could not be read: the game, the ply, the line and the
/// property that failed, and why.
///
/// ```
/// use lines_of_action::{read_sgf, SgfProblem};
/// let games = read_sgf("(;GM[9];B[b1-b3];W[a2-a3])")?;
/// let error = games[0].as_ref().unwrap_err();
/// assert_eq!((error.game, error.ply, error.line), (1, 2, 1));
/// assert!(matches!(error.problem, SgfProblem::Move(_)));
/// assert!(error.to_string().starts_with("game 1, ply 2, line 1: \"W[a2-a3]\": illegal move a2-a3: "));
/// # Ok::<(), lines_of_action::SgfSyntaxError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("game {game}, ply {ply}, line {line}: {text}: {problem}")]
pub struct SgfGameError {
    /// The game tree, counted from 1 in the file.
    pub game: usize,
    /// The ply of the move that failed, counted from 1; 0 for a problem with the game
    /// type, board size or setup; for a setup property after the first move, the number
    /// of moves played before it.
    pub ply: usize,
    /// The line of the property that failed, counted from 1.
    pub line: usize,
    /// The property as written (`W[a4:d8]`), quoted and cut short if long.
    pub text: String,
    /// What is wrong with it.
    pub problem: SgfProblem,
}

/// What is wrong with one game of an SGF file (see [`SgfGameError`]).
///
/// The problems of a setup, a move or a play ([`Setup`](SgfProblem::Setup),
/// [`Move`](SgfProblem::Move), [`Play`](SgfProblem::Play)) hold the error of the game's
/// geometry in an [`AnyBoard`]: on a wide board (9×9 to 12×12, read by
/// [`read_any_sgf`](crate::read_any_sgf)) its squares are [`Square12`](crate::Square12)s,
/// on a hexagon its cells [`Cell5`](crate::Cell5)s or [`Cell6`](crate::Cell6)s.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SgfProblem {
    /// The game type (`GM`) is not 9, Lines of Action.
    #[error("the game type is not Lines of Action (GM[9])")]
    NotLinesOfAction,
    /// The board size (`SZ`) is none of the variants' boards, 5 to 12 (`SZ[13]`, `SZ[4]`,
    /// `SZ[8:9]`).
    #[error("the board size is not {}: only the boards of the variants are supported", BoardSizes)]
    BoardSize,
    /// A board of another geometry than 8×8 and smaller (9×9 to 12×12, by `SZ` or by a
    /// setup played on one, `SU[Loa-12]`) given to [`read_sgf`] or [`read_sgf_with`],
    /// which read the boards up to 8×8 into a [`GameRecord`]:
    /// [`read_any_sgf`](crate::read_any_sgf) reads every board.
    #[error("the {0}x{0} board is not one read_sgf reads (boards up to 8x8): read_any_sgf reads every board")]
    OtherBoard(u8),
    /// A hexagonal board (`SU[Hex5]`, `SU[Hex6-custom]`, …) given to [`read_sgf`] or
    /// [`read_sgf_with`], which read the square boards up to 8×8:
    /// [`read_any_sgf`](crate::read_any_sgf) reads every board. It holds the hexagon's
    /// side.
    #[error(
        "the hexagon of side {0} is not a board read_sgf reads (square boards up to 8x8): read_any_sgf reads every board"
    )]
    Hexagon(u8),
    /// A named setup on a board size it is not played on: `SU[Gemma]` with `SZ[6]`,
    /// `SU[LOAP]` with `SZ[8]`, `SU[Loa-12]` with `SZ[11]`.
    #[error("the setup {} is played on the {size}x{size} board, not on {given}x{given}", Quoted(.setup))]
    SetupBoardSize {
        /// The setup's name as written.
        setup: String,
        /// The board size the setup is played on.
        size: u8,
        /// The board size of `SZ`.
        given: u8,
    },
    /// A setup of a hexagonal board with an `SZ` other than its hexagon's side:
    /// `SU[Hex5]SZ[6]`, `SU[Hex6-custom]SZ[8]`.
    #[error("the setup {} is played on the hexagon of side {side} (SZ[{side}]), not with SZ[{given}]", Quoted(.setup))]
    HexagonSide {
        /// The setup's name as written.
        setup: String,
        /// The side of the hexagon the setup is played on.
        side: u8,
        /// The board size of `SZ`.
        given: u8,
    },
    /// A setup (`SU`) that this engine does not play, such as `Hexagonal`.
    #[error("the setup {} is not supported: only {SetupNames} are", Quoted(.0))]
    UnsupportedSetup(String),
    /// Setup stones (`AB`, `AW`, `AE`) with a named setup: they need a custom one,
    /// `SU[Custom]`, `SU[Black-hole-custom]`, `SU[Hex5-custom]` or `SU[Hex6-custom]`.
    #[error(
        "setup stones need a custom setup (SU[Custom], SU[Black-hole-custom], SU[Hex5-custom] or SU[Hex6-custom]); \
         the setup here is a named one"
    )]
    StonesNeedCustomSetup,
    /// A setup property (`SU`, `AB`, `AW`, `AE`, `PL`) after the first move.
    #[error("a setup property after the first move: changing the board during the game is not supported")]
    SetupAfterMoves,
    /// A setup point that is not a square of the board of `SZ` (a1–h8 on 8×8, a1–l12 on
    /// 12×12), or a rectangle `a1:c3` with a corner off it.
    #[error("{} is not a square of the {size}x{size} board (a1-{})", Quoted(.point), LastSquare(*.size))]
    BadPoint {
        /// The point as written: `i9`, `a1:g1`.
        point: String,
        /// The board size.
        size: u8,
    },
    /// A setup point that is not a cell of the hexagonal board (`a6` on hex5, whose row
    /// `a` has 5 cells), or a rectangle `a1:c3` with a corner off it.
    #[error("{} is not a cell of the hexagon of side {side} ({})", Quoted(.point), HexagonRows { point, side: *.side })]
    BadCell {
        /// The point as written: `a6`, `a1:k1`.
        point: String,
        /// The side of the hexagon.
        side: u8,
    },
    /// A side to move (`PL`) that is not `B` or `W`.
    #[error("the side to move must be B or W")]
    BadPlayer,
    /// The setup is not a position the engine can play.
    #[error("invalid start position: {0}")]
    Setup(AnyBoard<SetupErrors>),
    /// The move is written for the side not to move.
    #[error("{0} moves, but it is {other}'s turn", other = .0.other())]
    WrongTurn(Color),
    /// A node holds more than one move, or a move property more than one value.
    #[error("more than one move in one node")]
    SeveralMoves,
    /// A move after a resignation.
    #[error("a move after {0} resigned")]
    AfterResignation(Color),
    /// The move's text is unreadable, or the move is illegal (on its geometry: `m1` on
    /// 12×12, `k11` on 10×10, `a6` on hex5).
    #[error(transparent)]
    Move(AnyBoard<ParseMoveErrors>),
    /// The move could not be played: the game is already over.
    #[error(transparent)]
    Play(AnyBoard<PlayErrors>),
}

impl SgfProblem {
    /// A bad setup on the geometry `G`.
    fn setup<G: Geometry>(error: SetupError<G::Square>) -> SgfProblem {
        SgfProblem::Setup(AnyBoard::on::<G>(error))
    }

    /// A bad move text on the geometry `G`.
    fn move_text<G: Geometry>(error: ParseMoveError<G::Square>) -> SgfProblem {
        SgfProblem::Move(AnyBoard::on::<G>(error))
    }

    /// A move that could not be played on the geometry `G`.
    fn play<G: Geometry>(error: PlayError<G::Square>) -> SgfProblem {
        SgfProblem::Play(AnyBoard::on::<G>(error))
    }
}

/// [`SetupError`] on each geometry.
pub struct SetupErrors;
/// [`ParseMoveError`] on each geometry.
pub struct ParseMoveErrors;
/// [`PlayError`] on each geometry.
pub struct PlayErrors;

impl PerGeometry for SetupErrors {
    type Of<G: Geometry> = SetupError<G::Square>;
}
impl PerGeometry for ParseMoveErrors {
    type Of<G: Geometry> = ParseMoveError<G::Square>;
}
impl PerGeometry for PlayErrors {
    type Of<G: Geometry> = PlayError<G::Square>;
}

/// Reads every game of an SGF file (game type `GM[9]`, red-bean.com/sgf/loa.html) on the
/// boards up to 8×8 and replays it under the default [`Rules`], or the preset its `RU`
/// names; [`read_sgf_with`] takes the rules for records without `RU`. One entry per
/// game tree, in the order of the file. A game on a wider board (`SZ[12]`, `SU[Loa-12]`,
/// `SU[Black-hole]`) is an [`SgfProblem::OtherBoard`] here, and one on a hexagon
/// (`SU[Hex5]`) an [`SgfProblem::Hexagon`]: [`read_any_sgf`](crate::read_any_sgf) reads
/// the same files into records of every board, as described here.
///
/// ```
/// use lines_of_action::{read_sgf, Color, Outcome};
/// let text = "(;GaMe[9]SiZe[8]PB[Kok]PW[Wikman]
///   ;B[C1-C3    ] ;W [h6 f6]C[a reply \\] in brackets]
///   ;B[e1-b4];W[Resign])";
/// let mut games = read_sgf(text)?;
/// let record = games.remove(0)?;
/// assert_eq!(record.game.ply(), 3);
/// assert_eq!(record.resigned, Some(Color::White));
/// assert_eq!(record.game.outcome(), None); // a resignation is not a result on the board
/// assert_eq!(record.info.black.as_deref(), Some("Kok"));
/// assert_eq!(record.comments[0].text, "a reply ] in brackets");
/// assert!(record.to_string().starts_with("(;FF[4]GM[9]SZ[8]SU[Standard]RU[olympiad]PB[Kok]PW[Wikman]RE[B+R]\n;B[c1-c3]\n;W[h6-f6]C["));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # What it takes
///
/// Real files are untidy (RULES.md, "Notation"); the reader takes, besides canonical `FF[4]`:
///
/// - several game trees in one file, and white space between and around everything,
///   line breaks as CR, LF or CR LF, a byte-order mark at the start;
/// - property names in any case, and `FF[3]` long names: the identifier is the name's
///   upper-case letters (`GaMe` is `GM`, `SetUp` is `SU`), or the whole name in upper case
///   if it has none (`gm`);
/// - values escaped with `\` (`\]`, `\\`), soft line breaks (`\` before a line break);
/// - moves in every spelling [`Position::parse_move`] reads:
///   upper or lower case, `-` or `:` for a capture, the squares separated by a space or
///   nothing, padded (`B[C1-C3    ]`), with `+`, `++`, `#`, `!` or `?` marks, and `pass`;
///   on the boards from 10×10 the ranks from 10 in two digits (`B[b1-b10]`, `W[L11:J11]`);
///   on the hexagons the cells' names, row letter and number in the row (`B[b1-b3]`,
///   `W[b6:e6]`, `B[e5-f6]`); and the variants' moves (see "Variants" below);
/// - `resign`, `resigns` or `resigned` in any case as a move: that side resigned, which
///   [`GameRecord::resigned`] records; it ends the moves of the record;
/// - comment-only nodes, and nodes without any property;
/// - game type `GM[9]`, or none (all other game types are refused); board size `SZ[5]` to
///   `SZ[12]` (also written `8:8`, `12:12`), each standard LOA on that square board unless
///   `SU` says otherwise, or none: the board of the setup, 8×8 for `Standard` and `Custom`.
///   Every `SZ` must name one of these; the first one counts. A hexagon is named by its
///   `SU` (below), and its `SZ`, if any, is its side: `SZ[5]` for hex5, `SZ[6]` for hex6;
/// - the setups (`SU`, in any case, `-`, `_` and spaces ignored), each the start of a
///   [`Variant`] ([`GameRecord::variant`] names it):
///   - `Standard`, also when `SU` is missing: standard LOA on the board of `SZ`,
///     [`Variant::Standard`] on 8×8, [`Variant::FiveByFive`] with `SZ[5]`,
///     [`Variant::SixBySix`] with `SZ[6]`, [`Variant::SevenBySeven`] with `SZ[7]`,
///     [`Variant::NineByNine`] to [`Variant::TwelveByTwelve`] with `SZ[9]` to `SZ[12]`;
///   - `Loa-12` (Boardspace's name): [`Variant::TwelveByTwelve`], on 12×12 with or
///     without `SZ[12]`;
///   - `Scrambled-eggs` or `Scrambled`: [`Variant::ScrambledEggs`], White on a2, the
///     layout the real Scrambled-Eggs records replay under (the mirrored layout has no
///     name: the writer writes it as a custom setup);
///   - `Gemma` (Boardspace's name; `Cheshire-cat` too): [`Variant::CheshireCat`];
///   - `Parachute`: [`Variant::Parachute`], White on a2, as `Scrambled-eggs` is read;
///     `Reversed Parachute`: [`Variant::ParachuteMirrored`], Black on a2;
///   - `LOAP` (Boardspace's name; `LOAPS` too): [`Variant::Loaps`], on 7×7 with or without
///     `SZ[7]`;
///   - `Black-hole` (so `Black Hole`, `BlackHole`, `black_hole` too; no program writes
///     Black Hole as SGF, and this is **the crate's spelling**, RULES.md, "Notation for
///     variants"): [`Variant::BlackHole`], standard LOA on 9×9 with e5 the black hole, with
///     or without `SZ[9]`; `Black-hole-scrambled`: [`Variant::BlackHoleScrambled`], its
///     Scrambled Eggs start;
///   - `Custom`, with the squares of `AB` and `AW` (single squares or rectangles `a1:c3`,
///     removed again by `AE`) on an empty board of the size of `SZ` (8×8 without it), played
///     by the standard rules; `AB`/`AW` without `SU` are a custom setup too. SGF has no
///     property for holes or reserves, so a custom start has none;
///   - `Black-hole-custom` (the crate's spelling too), with `AB`, `AW` and `AE` as for
///     `Custom`, on the board of `SZ` (9×9 without it), played by Black Hole's rule: the
///     centre (e5 on 9×9) is the black hole, and a stone on it is refused
///     ([`SetupError::PieceOnBlackHole`]), as is a board of even size, which has no centre;
///   - the hexagons (no program writes them as SGF, and these are **the crate's
///     spellings** too), each on its own board, with or without its `SZ`: `Hex5` or
///     `Alveole`, [`Variant::Hex5`] on the hexagon of side 5; `Hex6`, [`Variant::Hex6`],
///     and `Hex6-scrambled`, [`Variant::Hex6Scrambled`], on the hexagon of side 6 with f6
///     the black hole;
///   - `Hex5-custom` and `Hex6-custom` (the crate's spellings), with `AB`, `AW` and `AE`
///     as for `Custom` (cells such as `e9`, `k10`; a rectangle `a1:c3` is the cells of
///     rows a to c numbered 1 to 3), on the hexagon of side 5 or 6, played by the rules
///     of hex5 (the standard rules) or of hex6 (the black hole f6, which no stone may
///     stand on).
///
///   A named setup with an `SZ` of another size (`SU[Gemma]SZ[6]`, `SU[LOAP]SZ[8]`,
///   `SU[Loa-12]SZ[11]`, `SU[Hex5]SZ[6]`, `SU[Hex6-custom]SZ[8]`) is refused. `PL[B]`/`PL[W]` gives the side to move; without it, a
///   custom start has the side of the first move to move, every other start Black. Setup
///   properties are read from the nodes up to the one with the first move;
/// - `IY[true]`/`IY[false]` (Boardspace's "invert Y"), kept in [`GameInfo::invert_y`]. It
///   tells a viewer to draw rank 1 at the top and changes only the display: squares are
///   taken as written. The real records with `IY[true]` replay legally as written, and the
///   standard start is symmetric top to bottom, so reading them flipped would give the
///   same games mirrored; Scrambled Eggs is not symmetric, and its records replay only as
///   written;
/// - `RU`, the rule set: a [`RulePreset`]'s name in any case (`olympiad`, `boardspace`,
///   `openspiel`, `codingame`, as [`write_sgf`](crate::write_sgf) writes it, or another
///   spelling `RulePreset`'s `FromStr` reads) replays the game by that preset's rules, which
///   the record states, whatever `rules` [`read_sgf_with`] is given; the first `RU`
///   counts, and one that names no preset is left out (the game is replayed by `rules`).
///
/// The game information kept is listed in [`GameInfo`] (the first non-blank value of
/// each property wins); comments (`C`) are kept with the ply they follow ([`Comment`]).
/// Other properties (`FF`, `AP`, `CA`, `SE`, …) are read and left out.
///
/// # Variants
///
/// The variants' moves are read as their canonical text (RULES.md, "Notation for
/// variants"), in any case and with the spellings above, and checked like any other move:
///
/// - an exit, `e8-^^` (Boardspace's `E8-^^`). It is legal only for a piece without an
///   ordinary move: the exit of a piece that can still move is an illegal move at its
///   ply ("e8 can still move, so it cannot exit"), and an exit outside Cheshire Cat too;
/// - a drop-phase turn of Parachute, the move and the drop: `a3-c5@d4`, a capture with
///   `:` as SGF writes captures, `x` or `-` (`a3:c5@d4`, `a3xc5@d4`, `a3-c5@d4`), a forced
///   pass with its drop `pass@d4`, and a lone drop `@d4`;
/// - a move onto Black Hole's black hole, written as any quiet move (`d4-e5`): the piece
///   is lost.
///
/// Parachute is played with [`ParachuteOptions::DEFAULT`]
/// (six drop turns each, the slide before the drop, the end tested after the whole turn):
/// SGF has no way to say other options, so `SU[Parachute]` and `SU[Reversed Parachute]`
/// always mean the default ones. A game played with other options is written under the
/// same name (see [`GameRecord`]'s `Display`) and read back under the default options:
/// it then replays as another game, or fails at the first move those options make
/// illegal.
///
/// ```
/// use lines_of_action::{read_sgf, Move, Square, Variant};
/// let record = read_sgf("(;GM[9]SU[Parachute];B[a3-c3@f3];W[h5-f5@d6];B[C3:F3@E4])")?.remove(0)?;
/// assert_eq!(record.variant(), Some(Variant::Parachute));
/// assert_eq!(record.game.moves()[2], Move::SlideDrop { from: Square::C3, to: Square::F3, drop: Square::E4 });
/// assert_eq!(record.game.position().to_string(), "8/b6w/w2b3b/b4w2/w3w2b/5b1w/w6b/8 w 4,5");
/// assert!(record.to_string().ends_with(";B[c3:f3@e4])"));
///
/// let error = read_sgf("(;GM[9]SU[gemma];B[b1-b3];W[H7-^^])")?.remove(0).unwrap_err();
/// assert_eq!(error.ply, 2);
/// assert!(error.to_string().ends_with("illegal move h7-^^: h7 can still move, so it cannot exit"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Variations
///
/// Only the main line is kept: the first variation at every branch. The others are
/// checked for syntax and left out; [`GameRecord::variations`] counts them.
///
/// # Errors
///
/// A text that is not SGF at all (unbalanced parentheses, a value without its `]`, text
/// outside the game trees, no game tree, …) is an [`SgfSyntaxError`] with the line and
/// column. A game that is SGF but cannot be replayed is an `Err(`[`SgfGameError`]`)` in its
/// place in the list, naming the game, the ply, the line and the property; the other games
/// are read. Such a game has another game type or board size, a setup the engine does not
/// play (an unknown name, or a named setup on another board size), an invalid custom start
/// (a square off the board of `SZ`, a cell off the hexagon, too many stones, a stone on the
/// black hole, …), a move for the wrong side, an unreadable or illegal move, or a move after
/// the end of the game, by the [`Rules`] in force or by resignation; here, too, a board wider
/// than 8×8 ([`SgfProblem::OtherBoard`]) or a hexagon ([`SgfProblem::Hexagon`]). The games are replayed through [`Game::play`], so a record
/// is never replayed wrongly: it is replayed as written, or refused.
pub fn read_sgf(text: &str) -> Result<Vec<Result<GameRecord, SgfGameError>>, SgfSyntaxError> {
    read_sgf_with(text, Rules::default())
}

/// Reads every game of an SGF file on the boards up to 8×8 and replays it under `rules`
/// (or the preset a record's `RU` names): one entry per game tree, in
/// the order of the file. What is read, and how, is described at [`read_sgf`].
///
/// ```
/// use lines_of_action::{read_sgf_with, Color, Outcome, Rules};
/// // OpenSpiel: a board seen before is a draw.
/// let mut games = read_sgf_with("(;GM[9];B[b1-b3];W[a2-c2];B[b3-b1];W[c2-a2])", Rules::OPENSPIEL)?;
/// let record = games.remove(0)?;
/// assert_eq!(record.game.outcome(), Some(Outcome::Draw));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`read_sgf`].
pub fn read_sgf_with(text: &str, rules: Rules) -> Result<Vec<Result<GameRecord, SgfGameError>>, SgfSyntaxError> {
    read_sgf_on(text, rules)
}

/// [`read_sgf_with`] on the geometry `G`: a game on another geometry's board is an
/// [`SgfProblem::OtherBoard`].
fn read_sgf_on<G: Geometry>(
    text: &str,
    rules: Rules,
) -> Result<Vec<Result<GameRecord<G>, SgfGameError>>, SgfSyntaxError> {
    // Each tree is read as soon as its syntax is checked, straight from the text.
    let mut games = Vec::new();
    syntax::parse(text, |tree| {
        let context = Context { game: games.len() + 1 };
        let game = read_prelude(&context, &tree).and_then(|prelude| match prelude.board.as_ref() {
            Some(board) if board.geometry() != Some(G::KIND) => {
                let problem = match board.shape {
                    CellShape::Square => SgfProblem::OtherBoard(board.size),
                    CellShape::Hexagon => SgfProblem::Hexagon(board.size),
                };
                Err(context.error(0, &board.property, problem))
            }
            _ => replay(&context, &tree, prelude, rules),
        });
        games.push(game);
    })?;
    Ok(games)
}

/// Reads every game of an SGF file as [`read_sgf_with`] does, on the boards of every
/// geometry: each game on the geometry its board names.
pub(crate) fn read_sgf_on_every_board(
    text: &str,
    rules: Rules,
) -> Result<Vec<Result<AnyBoard<GameRecords>, SgfGameError>>, SgfSyntaxError> {
    let mut games = Vec::new();
    syntax::parse(text, |tree| {
        let context = Context { game: games.len() + 1 };
        let game = read_prelude(&context, &tree).and_then(|prelude| {
            let geometry = prelude.board.as_ref().and_then(Board::geometry).unwrap_or(GeometryKind::ALL[0]);
            crate::with_geometry!(geometry, |G| replay::<G>(&context, &tree, prelude, rules).map(AnyBoard::on::<G>))
        });
        games.push(game);
    })?;
    Ok(games)
}

/// The identifiers of the setup properties, read before the first move only.
const SETUP_IDS: [&str; 5] = ["SU", "AB", "AW", "AE", "PL"];

/// A custom setup (`SU`): the stones of `AB` and `AW` on an empty board, under the rules
/// of a family.
pub(super) struct CustomSetup {
    /// The name the writer writes; the reader takes it in any case, `-`, `_` and spaces
    /// ignored.
    pub(super) name: &'static str,
    /// The rules the start is played by.
    pub(super) family: Family,
    /// The shape of the board's cells: a square board, of the size of `SZ`, or a
    /// hexagon, of the side `board_size` only.
    pub(super) shape: CellShape,
    /// The board without `SZ`; on a hexagon, the only board.
    pub(super) board_size: u8,
}

/// The custom setups, `Custom` (standard rules, what the writer writes for a start of any
/// other rules too) first, then those of the hexagons, each under the rules of the
/// variant played on it (`Hex5-custom` first, what the writer writes for a start of other
/// rules on hex5). Black Hole's rule adds nothing to the position that SGF cannot say, so
/// a Black Hole game from any start has a name of its own; the hexagons' names are the
/// crate's too (RULES.md, "Notation for variants": **the crate's spelling**).
pub(super) const CUSTOM_SETUPS: [CustomSetup; 4] = [
    CustomSetup { name: "Custom", family: Family::Standard, shape: CellShape::Square, board_size: 8 },
    CustomSetup { name: "Black-hole-custom", family: Family::BlackHole, shape: CellShape::Square, board_size: 9 },
    CustomSetup { name: "Hex5-custom", family: Family::Standard, shape: CellShape::Hexagon, board_size: 5 },
    CustomSetup { name: "Hex6-custom", family: Family::BlackHole, shape: CellShape::Hexagon, board_size: 6 },
];

/// The shape of the cells of the geometry `kind`.
pub(super) fn cell_shape(kind: GeometryKind) -> CellShape {
    crate::with_geometry!(kind, |G| G::CELL_SHAPE)
}

/// The first geometry of the list with cells of `shape` and a board of `size`.
fn geometry_holding(shape: CellShape, size: u8) -> Option<GeometryKind> {
    GeometryKind::ALL
        .iter()
        .copied()
        .find(|&kind| crate::with_geometry!(kind, |G| G::CELL_SHAPE == shape && G::SIZES.contains(&size)))
}

/// What a property error needs to know besides the problem.
struct Context {
    game: usize,
}

impl Context {
    fn error(&self, ply: usize, property: &Property<'_>, problem: SgfProblem) -> SgfGameError {
        SgfGameError { game: self.game, ply, line: property.line, text: property_text(property), problem }
    }
}

/// The property as written, canonical name, quoted and cut short: `"W[a4:d8]"`.
fn property_text(property: &Property<'_>) -> String {
    let mut text = String::from(&*property.id);
    for value in property.values() {
        text.push('[');
        text.push_str(&value);
        text.push(']');
    }
    Quoted(&text).to_string()
}

fn is_move(property: &Property<'_>) -> bool {
    property.id == "B" || property.id == "W"
}

/// What a game tree says before its moves: the rules, the board and the start.
struct Prelude<'a> {
    /// The setup properties and the moves of the nodes up to the first move's, in order.
    setup: Vec<Property<'a>>,
    /// The number of nodes up to the first move's: setup properties stand in these only.
    setup_nodes: usize,
    /// The preset of the first `RU` that names one.
    preset: Option<RulePreset>,
    /// The board, when the tree names one. `None`: 8×8.
    board: Option<Board<'a>>,
    /// The start, on that board.
    start: Start<'a>,
}

/// The board a tree names.
struct Board<'a> {
    /// The shape of its cells: a hexagon only by `SU`.
    shape: CellShape,
    /// Its size: files and ranks of a square board, the side of a hexagon.
    size: u8,
    /// The property that names it: on a square board the first `SZ`, or else the `SU`
    /// of a setup played on its own board; on a hexagon the `SU`.
    property: Property<'a>,
}

impl Board<'_> {
    /// The geometry of the board.
    fn geometry(&self) -> Option<GeometryKind> {
        geometry_holding(self.shape, self.size)
    }
}

/// A start as the setup properties name it, on the board of the [`Prelude`].
enum Start<'a> {
    /// The start of a variant, Black to move unless `PL` says otherwise.
    Named(Variant),
    /// A custom setup; `anchor`, its `SU` or its first stone property, is the property the
    /// errors of the whole setup name.
    Custom { family: Family, shape: CellShape, size: u8, anchor: Property<'a> },
}

/// The game type, the board size, the rule set and the setup of a tree, before any move
/// is read: a Go record must not fail on its moves, and the board decides the geometry.
/// Every `SZ` must name a board the engine plays; the first one counts.
fn read_prelude<'a>(context: &Context, tree: &Tree<'a>) -> Result<Prelude<'a>, SgfGameError> {
    let mut size: Option<(u8, Property<'a>)> = None;
    let mut preset = None;
    let mut first_move = None;
    for (node, property) in tree.properties() {
        let value = property.first_value();
        let value = value.trim();
        match &*property.id {
            "GM" if value != "9" => return Err(context.error(0, &property, SgfProblem::NotLinesOfAction)),
            "RU" => preset = preset.or(value.parse::<RulePreset>().ok()),
            "SZ" => {
                let Some(board_size) = board_size(value) else {
                    return Err(context.error(0, &property, SgfProblem::BoardSize));
                };
                if size.is_none() {
                    size = Some((board_size, property.clone()));
                }
            }
            "B" | "W" => first_move = first_move.or(Some(node)),
            _ => {}
        }
    }
    // The setup: from the nodes up to the one with the first move.
    let setup_nodes = first_move.map_or(usize::MAX, |index| index + 1);
    let setup: Vec<Property<'a>> = tree
        .properties()
        .take_while(|&(node, _)| node < setup_nodes)
        .map(|(_, property)| property)
        .filter(|property| SETUP_IDS.contains(&&*property.id) || is_move(property))
        .collect();
    let start = read_start(context, &setup, size.as_ref().map(|&(size, _)| size))?;
    let (shape, start_size) = match &start {
        Start::Named(variant) => (cell_shape(variant.geometry()), variant.board_size()),
        Start::Custom { shape, size, .. } => (*shape, *size),
    };
    // A hexagon is named by SU (and its SZ, if any, is its side); a square board by SZ,
    // or without it by the SU of a setup played on its own board.
    let su = setup.iter().find(|p| p.id == "SU").cloned();
    let board = match shape {
        CellShape::Square => size.or_else(|| Some((start_size, su?))),
        CellShape::Hexagon => su.map(|su| (start_size, su)),
    };
    let board = board.map(|(size, property)| Board { shape, size, property });
    Ok(Prelude { setup, setup_nodes, preset, board, start })
}

/// Replays the tree on the board its prelude names, which is one of `G`'s.
fn replay<G: Geometry>(
    context: &Context,
    tree: &Tree<'_>,
    prelude: Prelude<'_>,
    rules: Rules,
) -> Result<GameRecord<G>, SgfGameError> {
    let start = start_position::<G>(context, &prelude)?;
    let setup_nodes = prelude.setup_nodes;
    let mut game = Game::from_position(start, prelude.preset.map_or(rules, RulePreset::rules));
    let mut info = GameInfo::default();
    let mut comments = Vec::new();
    let mut resigned = None;
    // One node's properties at a time.
    let mut properties = tree.properties().peekable();
    let mut node = Vec::new();
    while let Some((index, first)) = properties.next() {
        node.clear();
        node.push(first);
        while let Some((_, property)) = properties.next_if(|&(next, _)| next == index) {
            node.push(property);
        }
        let mut moves = node.iter().filter(|p| is_move(p));
        if let Some(property) = moves.next() {
            let ply = game.ply() + 1;
            if moves.next().is_some() || property.values().nth(1).is_some() {
                return Err(context.error(ply, property, SgfProblem::SeveralMoves));
            }
            let mover = if property.id == "B" { Color::Black } else { Color::White };
            if let Some(color) = resigned {
                return Err(context.error(ply, property, SgfProblem::AfterResignation(color)));
            }
            if is_resignation(&property.first_value()) {
                resigned = Some(mover);
            } else {
                play(context, &mut game, mover, property)?;
            }
        }
        for property in &node {
            let value = property.first_value();
            match &*property.id {
                id if SETUP_IDS.contains(&id) && index >= setup_nodes => {
                    return Err(context.error(game.ply(), property, SgfProblem::SetupAfterMoves));
                }
                "C" => comments.extend(
                    property
                        .values()
                        .filter_map(|text| text_value(&text))
                        .map(|text| Comment { ply: game.ply(), text }),
                ),
                "PB" => keep_first(&mut info.black, simple_text(&value)),
                "PW" => keep_first(&mut info.white, simple_text(&value)),
                "EV" => keep_first(&mut info.event, simple_text(&value)),
                "RO" => keep_first(&mut info.round, simple_text(&value)),
                "DT" => keep_first(&mut info.date, simple_text(&value)),
                "PC" => keep_first(&mut info.place, simple_text(&value)),
                "RE" => keep_first(&mut info.result, simple_text(&value)),
                "GN" => keep_first(&mut info.name, simple_text(&value)),
                "GC" => keep_first(&mut info.comment, text_value(&value)),
                "IY" => keep_first(&mut info.invert_y, boolean(&value)),
                _ => {}
            }
        }
    }
    Ok(GameRecord { game, info, comments, resigned, variations: tree.variations })
}

/// Plays the move of `property` for `mover`, or says why it cannot be played.
fn play<G: Geometry>(
    context: &Context,
    game: &mut Game<G>,
    mover: Color,
    property: &Property<'_>,
) -> Result<(), SgfGameError> {
    let ply = game.ply() + 1;
    let fail = |problem| context.error(ply, property, problem);
    if let Some(result) = game.result() {
        return Err(fail(SgfProblem::play::<G>(PlayError::GameOver(result))));
    }
    if mover != game.position().turn() {
        return Err(fail(SgfProblem::WrongTurn(mover)));
    }
    let mv =
        game.position().parse_move(&property.first_value()).map_err(|error| fail(SgfProblem::move_text::<G>(error)))?;
    game.play(mv).map_err(|error| fail(SgfProblem::play::<G>(error)))
}

/// The board size of an `SZ` value: a variant's board size, `5` to `12`, or the same
/// number twice, `8:8`.
fn board_size(value: &str) -> Option<u8> {
    let (files, ranks) = value.split_once(':').unwrap_or((value, value));
    let size: u8 = files.trim().parse().ok()?;
    (ranks.trim().parse() == Ok(size) && Variant::ALL.iter().any(|variant| variant.board_size() == size))
        .then_some(size)
}

/// The board sizes the reader takes, as [`SgfProblem::BoardSize`] lists them: the
/// variants' boards, smallest first.
struct BoardSizes;

impl fmt::Display for BoardSizes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sizes: Vec<String> = Vec::new();
        for size in 1..=u8::MAX {
            if Variant::ALL.iter().any(|variant| variant.board_size() == size) {
                sizes.push(size.to_string());
            }
        }
        crate::named::write_list(f, sizes.iter().map(String::as_str), "or")
    }
}

/// The last square of the `size`×`size` board, its top right corner: `h8`, `l12`.
struct LastSquare(u8);

impl fmt::Display for LastSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.0.clamp(1, 26);
        write!(f, "{}{size}", char::from(b'a' + size - 1))
    }
}

/// What [`SgfProblem::BadCell`] says of the hexagon of `side`: the row of a single
/// point, if it is one of the hexagon's (`row a has 5 cells, a1 to a5`), or else its rows
/// (`rows a to i`). A row holds `side` cells at the bottom, one more each row up to the
/// middle row, then one fewer (RULES.md, "Hexagonal boards").
struct HexagonRows<'a> {
    point: &'a str,
    side: u8,
}

impl fmt::Display for HexagonRows<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.side.clamp(1, 13);
        let rows = 2 * side - 1;
        let row = match self.point.trim().as_bytes() {
            [letter, ..] if !self.point.contains(':') => letter.to_ascii_lowercase().checked_sub(b'a'),
            _ => None,
        };
        match row.filter(|&row| row < rows) {
            Some(row) => {
                let (letter, cells) = (char::from(b'a' + row), rows - row.abs_diff(side - 1));
                write!(f, "row {letter} has {cells} cells, {letter}1 to {letter}{cells}")
            }
            None => write!(f, "rows a to {}", char::from(b'a' + rows - 1)),
        }
    }
}

/// `resign`, `resigns` or `resigned`, in any case and with white space around.
fn is_resignation(text: &str) -> bool {
    let text = text.trim();
    ["resign", "resigns", "resigned"].iter().any(|word| word.eq_ignore_ascii_case(text))
}

fn keep_first<T>(field: &mut Option<T>, value: Option<T>) {
    if field.is_none() {
        *field = value;
    }
}

/// A text value (`C`, `GC`): trimmed; `None` if blank.
fn text_value(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| String::from(text))
}

/// A one-line text value (`PB`, `GN`, …): line breaks become spaces; trimmed; `None` if blank.
fn simple_text(text: &str) -> Option<String> {
    text_value(&text.replace('\n', " "))
}

/// `true` or `false` in any case; anything else is left out.
fn boolean(text: &str) -> Option<bool> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("true") {
        Some(true)
    } else if text.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// The variant whose start the setup `name` (`SU`) names on the board of `size`, from the
/// variants' SGF names ([`Variant::sgf_names`]): the first such variant on that board,
/// or without `SZ` the first one of all.
fn named_setup(name: &str, size: Option<u8>) -> Result<Variant, SgfProblem> {
    let mut named = Variant::ALL.into_iter().filter(|variant| variant.sgf_names().iter().any(|n| same_setup(n, name)));
    let first = named.clone().next().ok_or_else(|| SgfProblem::UnsupportedSetup(String::from(name)))?;
    match size {
        None => Ok(first),
        Some(given) => named.find(|variant| variant.board_size() == given).ok_or_else(|| {
            let (setup, size) = (String::from(name), first.board_size());
            match cell_shape(first.geometry()) {
                CellShape::Square => SgfProblem::SetupBoardSize { setup, size, given },
                CellShape::Hexagon => SgfProblem::HexagonSide { setup, side: size, given },
            }
        }),
    }
}

/// Whether two setup names are the same: in any case, `-`, `_` and spaces ignored.
fn same_setup(a: &str, b: &str) -> bool {
    let key = |name: &str| {
        name.chars().filter(|c| !matches!(c, ' ' | '-' | '_')).flat_map(char::to_lowercase).collect::<String>()
    };
    key(a) == key(b)
}

/// The setup names the reader takes, as [`SgfProblem::UnsupportedSetup`] lists them: the
/// one each variant's start is written with, and the custom setups'.
struct SetupNames;

impl fmt::Display for SetupNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<&str> = Vec::new();
        for name in Variant::ALL.iter().filter_map(|variant| variant.sgf_names().first()) {
            if !names.contains(name) {
                names.push(name);
            }
        }
        names.extend(CUSTOM_SETUPS.iter().map(|custom| custom.name));
        crate::named::write_list(f, names, "and")
    }
}

/// Reads `SU` and `AB`/`AW`/`AE` from the setup properties (those and the moves of the
/// nodes from the root up to the first move, in order) into the start they name, on the
/// board of `size` (`SZ`, if given). `PL` is read with the position.
fn read_start<'a>(context: &Context, setup: &[Property<'a>], size: Option<u8>) -> Result<Start<'a>, SgfGameError> {
    let stone_properties = || setup.iter().filter(|p| matches!(&*p.id, "AB" | "AW" | "AE"));
    // On a square board the size of SZ; a hexagon's SZ must be its side.
    let custom = |custom: &CustomSetup, anchor: &Property<'a>, name: &str| {
        let size = match (custom.shape, size) {
            (CellShape::Hexagon, Some(given)) if given != custom.board_size => {
                let problem = SgfProblem::HexagonSide { setup: String::from(name), side: custom.board_size, given };
                return Err(context.error(0, anchor, problem));
            }
            (_, size) => size.unwrap_or(custom.board_size),
        };
        Ok(Start::Custom { family: custom.family, shape: custom.shape, size, anchor: anchor.clone() })
    };
    let variant = match setup.iter().find(|p| p.id == "SU") {
        None => match stone_properties().next() {
            Some(anchor) => return custom(&CUSTOM_SETUPS[0], anchor, CUSTOM_SETUPS[0].name),
            // As `SU[Standard]`: every `SZ` read is a board standard LOA is played on.
            None => named_setup("Standard", size).unwrap_or_default(),
        },
        Some(property) => {
            let name = property.first_value();
            let name = name.trim();
            if let Some(setup) = CUSTOM_SETUPS.iter().find(|custom| same_setup(custom.name, name)) {
                return custom(setup, property, name);
            }
            named_setup(name, size).map_err(|problem| context.error(0, property, problem))?
        }
    };
    if let Some(property) = stone_properties().next() {
        return Err(context.error(0, property, SgfProblem::StonesNeedCustomSetup));
    }
    Ok(Start::Named(variant))
}

/// The start position of the prelude, on its board, one of `G`'s.
fn start_position<G: Geometry>(context: &Context, prelude: &Prelude<'_>) -> Result<Position<G>, SgfGameError> {
    let setup = &prelude.setup;
    match &prelude.start {
        Start::Custom { family, size, anchor, .. } => read_custom(context, setup, *family, *size, anchor),
        Start::Named(variant) => {
            // The variant is played on `G`'s boards: the dispatch on the board saw to that.
            let start = variant.layout_on::<G>(ParachuteOptions::DEFAULT);
            match side_to_move(context, setup)? {
                None => Ok(Position::from_valid_setup(start)),
                Some((property, turn)) => Position::from_setup(Setup { turn, ..start })
                    .map_err(|error| context.error(0, property, SgfProblem::setup::<G>(error))),
            }
        }
    }
}

/// `PL[B]`/`PL[W]` (any case, the first letter counts) from the setup properties, with its property.
fn side_to_move<'s, 'a>(
    context: &Context,
    setup: &'s [Property<'a>],
) -> Result<Option<(&'s Property<'a>, Color)>, SgfGameError> {
    let Some(property) = setup.iter().find(|p| p.id == "PL") else {
        return Ok(None);
    };
    match property.first_value().trim().chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('b') => Ok(Some((property, Color::Black))),
        Some('w') => Ok(Some((property, Color::White))),
        _ => Err(context.error(0, property, SgfProblem::BadPlayer)),
    }
}

/// A custom start: the stones of `AB` and `AW` (less those of `AE`) on an empty board of
/// `size`, under the rules of `family`; `anchor` is the property errors of the whole setup
/// name.
fn read_custom<G: Geometry>(
    context: &Context,
    properties: &[Property<'_>],
    family: Family,
    size: u8,
    anchor: &Property<'_>,
) -> Result<Position<G>, SgfGameError> {
    let side_to_move = side_to_move(context, properties)?;
    let mut setup = Setup::<G>::on_board(size, G::Set::EMPTY, G::Set::EMPTY, Color::Black);
    setup.family = family;
    for property in properties.iter().filter(|p| matches!(&*p.id, "AB" | "AW" | "AE")) {
        let squares = points::<G>(property, setup.board()).map_err(|point| {
            let problem = match G::CELL_SHAPE {
                CellShape::Square => SgfProblem::BadPoint { point, size },
                CellShape::Hexagon => SgfProblem::BadCell { point, side: size },
            };
            context.error(0, property, problem)
        })?;
        match &*property.id {
            "AB" => setup.black |= squares,
            "AW" => setup.white |= squares,
            _ => {
                setup.black -= squares;
                setup.white -= squares;
            }
        }
    }
    // Without PL, the side of the first move (Black if there is none).
    let first_move = properties.iter().find(|p| is_move(p));
    setup.turn = match (side_to_move, first_move) {
        (Some((_, turn)), _) => turn,
        (None, Some(property)) if property.id == "W" => Color::White,
        (None, _) => Color::Black,
    };
    Position::from_setup(setup).map_err(|error| context.error(0, anchor, SgfProblem::setup::<G>(error)))
}

/// The squares of a point list's values: each a square of `board` (`a1`, `l12`, any case)
/// or a rectangle `a1:c3` of them (on a hexagon, the cells of rows a to c numbered 1 to 3);
/// the failing value on error.
fn points<G: Geometry>(property: &Property<'_>, board: G::Set) -> Result<G::Set, String> {
    let mut squares = G::Set::EMPTY;
    for value in property.values() {
        let text = value.trim();
        let square = |text: &str| point::<G::Square>(text).filter(|&square| board.contains(square));
        let (first, last) = match text.split_once(':') {
            Some((first, last)) => (square(first), square(last)),
            None => (square(text), square(text)),
        };
        let (Some(first), Some(last)) = (first, last) else {
            return Err(String::from(text));
        };
        let files = first.file_index().min(last.file_index())..=first.file_index().max(last.file_index());
        let ranks = first.rank_index().min(last.rank_index())..=first.rank_index().max(last.rank_index());
        for rank in ranks {
            for file in files.clone() {
                if let Some(square) = G::Square::at(file, rank) {
                    squares = squares.with(square);
                }
            }
        }
    }
    Ok(squares)
}

/// A square written as its file's letter in either case and its rank without a leading
/// zero (`e4`, `L12`), white space around it ignored.
fn point<S: BoardSquare>(text: &str) -> Option<S> {
    let (&file, rank) = text.trim().as_bytes().split_first()?;
    let file = file.to_ascii_lowercase().checked_sub(b'a')?;
    let rank = match *rank {
        [units @ b'1'..=b'9'] => units - b'0',
        [tens @ b'1'..=b'9', units @ b'0'..=b'9'] => (tens - b'0') * 10 + (units - b'0'),
        _ => return None,
    };
    S::at(file, rank - 1)
}
