//! From SGF game trees to [`GameRecord`]s: the setup, the game information, and the moves
//! replayed through [`Game::play`].

use core::fmt;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use thiserror::Error;

use super::record::{Comment, GameInfo, GameRecord};
use super::syntax::{self, Property, SgfSyntaxError, Tree};
use crate::board::line_table::BOARD_SIZES;
use crate::quoted::Quoted;
use crate::{
    Bitboard, Color, Game, ParseMoveError, PlayError, Position, RulePreset, Rules, Setup, SetupError, Square, Variant,
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
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SgfProblem {
    /// The game type (`GM`) is not 9, Lines of Action.
    #[error("the game type is not Lines of Action (GM[9])")]
    NotLinesOfAction,
    /// The board size (`SZ`) is not 5, 6, 7 or 8.
    #[error("the board size is not 5, 6, 7 or 8: only the 5x5, 6x6, 7x7 and 8x8 boards are supported")]
    BoardSize,
    /// A named setup on a board size it is not played on: `SU[Gemma]` with `SZ[6]`,
    /// `SU[LOAP]` with `SZ[8]`.
    #[error("the setup {} is played on the {size}x{size} board, not on {given}x{given}", Quoted(.setup))]
    SetupBoardSize {
        /// The setup's name as written.
        setup: String,
        /// The board size the setup is played on.
        size: u8,
        /// The board size of `SZ`.
        given: u8,
    },
    /// A setup (`SU`) that this engine does not play, such as `Black Hole`.
    #[error("the setup {} is not supported: only {SetupNames} are", Quoted(.0))]
    UnsupportedSetup(String),
    /// Setup stones (`AB`, `AW`, `AE`) with a named setup: they need `SU[Custom]`.
    #[error("setup stones need SU[Custom]; the setup here is a named one")]
    StonesNeedCustomSetup,
    /// A setup property (`SU`, `AB`, `AW`, `AE`, `PL`) after the first move.
    #[error("a setup property after the first move: changing the board during the game is not supported")]
    SetupAfterMoves,
    /// A setup point that is not a square of the board, a1–h8, a1–g7 with `SZ[7]` or
    /// a1–f6 with `SZ[6]` (or a rectangle `a1:c3` of them).
    #[error("{} is not a square of the board (a1-h8; a1-g7 with SZ[7], a1-f6 with SZ[6])", Quoted(.0))]
    BadPoint(String),
    /// A side to move (`PL`) that is not `B` or `W`.
    #[error("the side to move must be B or W")]
    BadPlayer,
    /// The setup is not a position the engine can play.
    #[error("invalid start position: {0}")]
    Setup(#[from] SetupError),
    /// The move is written for the side not to move.
    #[error("{0} moves, but it is {other}'s turn", other = .0.other())]
    WrongTurn(Color),
    /// A node holds more than one move, or a move property more than one value.
    #[error("more than one move in one node")]
    SeveralMoves,
    /// A move after a resignation.
    #[error("a move after {0} resigned")]
    AfterResignation(Color),
    /// The move's text is unreadable, or the move is illegal.
    #[error(transparent)]
    Move(#[from] ParseMoveError),
    /// The move could not be played: the game is already over.
    #[error(transparent)]
    Play(#[from] PlayError),
}

/// Reads every game of an SGF file (game type `GM[9]`, red-bean.com/sgf/loa.html) and
/// replays it under the default [`Rules`], or the preset its `RU` names; [`read_sgf_with`]
/// takes the rules for records without `RU`. One entry per
/// game tree, in the order of the file.
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
///   and the variants' moves (see "Variants" below);
/// - `resign`, `resigns` or `resigned` in any case as a move: that side resigned, which
///   [`GameRecord::resigned`] records; it ends the moves of the record;
/// - comment-only nodes, and nodes without any property;
/// - game type `GM[9]`, or none (all other game types are refused); board size `SZ[8]`,
///   `SZ[7]` or `SZ[6]` (also written `8:8`, `7:7`, `6:6`), or none: the board of the
///   setup, 8×8 except for `LOAP`. Every `SZ` must name one of these; the first one counts;
/// - the setups (`SU`, in any case, `-`, `_` and spaces ignored), each the start of a
///   [`Variant`] ([`GameRecord::variant`] names it):
///   - `Standard`, also when `SU` is missing: standard LOA on the board of `SZ`,
///     [`Variant::Standard`] on 8×8, [`Variant::SixBySix`] with `SZ[6]`,
///     [`Variant::SevenBySeven`] with `SZ[7]`;
///   - `Scrambled-eggs` or `Scrambled`: [`Variant::ScrambledEggs`], White on a2, the
///     layout the real Scrambled-Eggs records replay under (the mirrored layout has no
///     name: the writer writes it as a custom setup);
///   - `Gemma` (Boardspace's name; `Cheshire-cat` too): [`Variant::CheshireCat`];
///   - `Parachute`: [`Variant::Parachute`], White on a2, as `Scrambled-eggs` is read;
///     `Reversed Parachute`: [`Variant::ParachuteMirrored`], Black on a2;
///   - `LOAP` (Boardspace's name; `LOAPS` too): [`Variant::Loaps`], on 7×7 with or without
///     `SZ[7]`;
///   - `Custom`, with the squares of `AB` and `AW` (single squares or rectangles `a1:c3`,
///     removed again by `AE`) on an empty board of the size of `SZ` (8×8 without it), played
///     by the standard rules; `AB`/`AW` without `SU` are a custom setup too. SGF has no
///     property for holes or reserves, so a custom start has none.
///
///   A named setup with an `SZ` of another size (`SU[Gemma]SZ[6]`, `SU[LOAP]SZ[8]`) is
///   refused. `PL[B]`/`PL[W]` gives the side to move; without it, a custom start has the
///   side of the first move to move, every other start Black. Setup properties are read
///   from the nodes up to the one with the first move;
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
///   pass with its drop `pass@d4`, and a lone drop `@d4`.
///
/// Parachute is played with [`ParachuteOptions::DEFAULT`](crate::ParachuteOptions::DEFAULT)
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
/// (a square off the board of `SZ`, too many stones, …), a move for the wrong side, an
/// unreadable or illegal move, or a move after the end of the game, by the [`Rules`] in
/// force or by resignation. The games are replayed through [`Game::play`], so a record
/// is never replayed wrongly: it is replayed as written, or refused.
pub fn read_sgf(text: &str) -> Result<Vec<Result<GameRecord, SgfGameError>>, SgfSyntaxError> {
    read_sgf_with(text, Rules::default())
}

/// Reads every game of an SGF file and replays it under `rules` (or the preset a record's
/// `RU` names): one entry per game tree, in
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
    // Each tree is read as soon as its syntax is checked, straight from the text.
    let mut games = Vec::new();
    syntax::parse(text, |tree| games.push(read_tree(games.len() + 1, &tree, rules)))?;
    Ok(games)
}

/// The identifiers of the setup properties, read before the first move only.
const SETUP_IDS: [&str; 5] = ["SU", "AB", "AW", "AE", "PL"];

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

fn read_tree(index: usize, tree: &Tree<'_>, rules: Rules) -> Result<GameRecord, SgfGameError> {
    let context = Context { game: index };
    // The game type and board size first: a Go record must not fail on its moves. Every
    // `SZ` must name a board the engine plays; the first one counts.
    let mut size = None;
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
                size = size.or(Some(board_size));
            }
            "B" | "W" => first_move = first_move.or(Some(node)),
            _ => {}
        }
    }
    // The setup: from the nodes up to the one with the first move.
    let setup_nodes = first_move.map_or(usize::MAX, |index| index + 1);
    let setup: Vec<Property<'_>> = tree
        .properties()
        .take_while(|&(node, _)| node < setup_nodes)
        .map(|(_, property)| property)
        .filter(|property| SETUP_IDS.contains(&&*property.id) || is_move(property))
        .collect();
    let start = read_setup(&context, &setup, size)?;

    let mut game = Game::from_position(start, preset.map_or(rules, RulePreset::rules));
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
                play(&context, &mut game, mover, property)?;
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
fn play(context: &Context, game: &mut Game, mover: Color, property: &Property<'_>) -> Result<(), SgfGameError> {
    let ply = game.ply() + 1;
    let fail = |problem| context.error(ply, property, problem);
    if let Some(result) = game.result() {
        return Err(fail(PlayError::GameOver(result).into()));
    }
    if mover != game.position().turn() {
        return Err(fail(SgfProblem::WrongTurn(mover)));
    }
    let mv = game.position().parse_move(&property.first_value()).map_err(|error| fail(error.into()))?;
    game.play(mv).map_err(|error| fail(error.into()))
}

/// The board size of an `SZ` value: `6`, `7` or `8`, or the same number twice, `8:8`.
fn board_size(value: &str) -> Option<u8> {
    let (files, ranks) = value.split_once(':').unwrap_or((value, value));
    let size: u8 = files.trim().parse().ok()?;
    (ranks.trim().parse() == Ok(size) && BOARD_SIZES.contains(&size)).then_some(size)
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
fn named_setup(name: &str, size: Option<u8>) -> Result<Setup, SgfProblem> {
    let unsupported = || SgfProblem::UnsupportedSetup(String::from(name));
    let mut named = Variant::ALL.into_iter().filter(|variant| variant.sgf_names().iter().any(|n| same_setup(n, name)));
    let first = named.clone().next().ok_or_else(unsupported)?;
    let variant = match size {
        None => first,
        Some(given) => named
            .find(|variant| variant.board_size() == given)
            .ok_or_else(|| SgfProblem::SetupBoardSize { setup: String::from(name), size: first.board_size(), given })?,
    };
    variant.setup().map_err(|_| unsupported())
}

/// Whether two setup names are the same: in any case, `-`, `_` and spaces ignored.
fn same_setup(a: &str, b: &str) -> bool {
    let key = |name: &str| {
        name.chars().filter(|c| !matches!(c, ' ' | '-' | '_')).flat_map(char::to_lowercase).collect::<String>()
    };
    key(a) == key(b)
}

/// The setup names the reader takes, as [`SgfProblem::UnsupportedSetup`] lists them: the
/// one each variant's start is written with, and `Custom`.
struct SetupNames;

impl fmt::Display for SetupNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<&str> = Vec::new();
        for name in Variant::ALL.iter().filter_map(|variant| variant.sgf_names().first()) {
            if !names.contains(name) {
                names.push(name);
            }
        }
        names.push("Custom");
        crate::named::write_list(f, names, "and")
    }
}

/// Reads `SU` and `AB`/`AW`/`AE`/`PL` from the setup properties (those and the moves
/// of the nodes from the root up to the first move, in order) into the start position,
/// on the board of `size` (`SZ`, if given).
fn read_setup(context: &Context, setup: &[Property<'_>], size: Option<u8>) -> Result<Position, SgfGameError> {
    let properties = || setup.iter();
    let stone_properties = || properties().filter(|p| matches!(&*p.id, "AB" | "AW" | "AE"));
    let variant = match properties().find(|p| p.id == "SU") {
        None => match stone_properties().next() {
            Some(anchor) => return read_custom(context, setup, size.unwrap_or(8), anchor),
            // As `SU[Standard]`: every `SZ` read is a board standard LOA is played on.
            None => named_setup("Standard", size).unwrap_or_default(),
        },
        Some(property) => {
            let name = property.first_value();
            let name = name.trim();
            if same_setup(name, "Custom") {
                return read_custom(context, setup, size.unwrap_or(8), property);
            }
            named_setup(name, size).map_err(|problem| context.error(0, property, problem))?
        }
    };
    if let Some(property) = stone_properties().next() {
        return Err(context.error(0, property, SgfProblem::StonesNeedCustomSetup));
    }
    match side_to_move(context, setup)? {
        None => Ok(Position::from_valid_setup(variant)),
        Some((property, turn)) => {
            Position::from_setup(Setup { turn, ..variant }).map_err(|error| context.error(0, property, error.into()))
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
/// `size`, under the standard rules; `anchor` is the property errors of the whole setup name.
fn read_custom(
    context: &Context,
    properties: &[Property<'_>],
    size: u8,
    anchor: &Property<'_>,
) -> Result<Position, SgfGameError> {
    let side_to_move = side_to_move(context, properties)?;
    let mut setup = Setup::new(Bitboard::EMPTY, Bitboard::EMPTY, Color::Black);
    setup.board_size = size;
    for property in properties.iter().filter(|p| matches!(&*p.id, "AB" | "AW" | "AE")) {
        let squares =
            points(property, setup.board()).map_err(|point| context.error(0, property, SgfProblem::BadPoint(point)))?;
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
    Position::from_setup(setup).map_err(|error| context.error(0, anchor, error.into()))
}

/// The squares of a point list's values: each a square of `board` (`a1`, any case) or a
/// rectangle `a1:c3` of them; the failing value on error.
fn points(property: &Property<'_>, board: Bitboard) -> Result<Bitboard, String> {
    let mut squares = Bitboard::EMPTY;
    for value in property.values() {
        let text = value.trim();
        let square =
            |text: &str| Square::from_ascii_any_case(text.trim().as_bytes()).filter(|&square| board.contains(square));
        let (first, last) = match text.split_once(':') {
            Some((first, last)) => (square(first), square(last)),
            None => (square(text), square(text)),
        };
        let (Some(first), Some(last)) = (first, last) else {
            return Err(String::from(text));
        };
        let files = first.file().index().min(last.file().index())..=first.file().index().max(last.file().index());
        let ranks = first.rank().index().min(last.rank().index())..=first.rank().index().max(last.rank().index());
        for square in Square::ALL {
            if files.contains(&square.file().index()) && ranks.contains(&square.rank().index()) {
                squares = squares.with(square);
            }
        }
    }
    Ok(squares)
}
