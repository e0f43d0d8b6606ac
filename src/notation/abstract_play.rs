//! Abstract Play's game records (`APGameRecord`, the JSON of its `recranks` schema) of
//! Lines of Action: [`AbstractPlayRecord`] reads one, and replays its moves through
//! [`Game::play`] on the geometry of its board.

use core::fmt;
use core::str::FromStr;

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use thiserror::Error;

use crate::board::color::Color;
use crate::board::geometries::AnyBoard;
use crate::board::geometry::Geometry;
use crate::game::Game;
use crate::notation::move_text::Leniency;
use crate::notation::sgf::{ParseMoveErrors, PlayErrors};
use crate::position::Position;
use crate::quoted::Quoted;
use crate::rules::Rules;
use crate::rules::outcome::{GameResult, Outcome};
use crate::rules::presets::RulePreset;
use crate::variants::{Variant, WrongBoard};

/// A game record of Lines of Action from Abstract Play (abstractplay.com): its header
/// (players, dates, variants) and its moves, read by [`from_json`](AbstractPlayRecord::from_json).
/// [`game`](AbstractPlayRecord::game) (or [`any_game`](AbstractPlayRecord::any_game), on
/// whichever board) replays the moves under Abstract Play's [`rules`](AbstractPlayRecord::rules).
///
/// ```
/// use lines_of_action::{AbstractPlayRecord, Color, Game, Outcome, Variant};
/// let json = r#"{
///   "header": {
///     "game": { "name": "Lines of Action", "variants": ["8x8 board", "Classic setup"] },
///     "site": { "name": "Abstract Play", "gameid": "a1b2" },
///     "date-start": "2024-05-01T10:00:00.000Z",
///     "date-end": "2024-05-03T18:30:00.000Z",
///     "date-generated": "2024-05-03T18:30:01.000Z",
///     "players": [ { "name": "Ann", "result": 1 }, { "name": "Bob", "result": 0 } ]
///   },
///   "moves": [ ["d1-b3", "h5-g4"], ["b1-b4", "g4xg1"], ["b4-e7", "a3xc1"], ["b3-e6", "h3xf1"], ["e1-e5"] ]
/// }"#;
/// let record = AbstractPlayRecord::from_json(json)?;
/// assert_eq!(record.variant, Variant::Standard);
/// assert_eq!((record.black.name.as_str(), record.white.name.as_str()), ("Ann", "Bob"));
/// assert_eq!(record.result(), Some(Outcome::Win(Color::Black)));
/// let game: Game = record.game()?;
/// assert_eq!(game.ply(), 9);
/// assert_eq!(game.outcome(), Some(Outcome::Win(Color::Black))); // Winands' thesis, game 1
/// # Ok::<(), lines_of_action::AbstractPlayError>(())
/// ```
///
/// # What it reads
///
/// The header's `game` (its `name` must be `Lines of Action`; its `variants` say the
/// board and the setup), `players` (two, in seating order: the first is Black, who moves
/// first), and, when present, `site`, `event`, `round`, the three dates and `unrated`;
/// other header fields are left out. The variants are read as Abstract Play writes them,
/// by their English names or their ids, in any case; a board or setup not named is
/// Abstract Play's default (the 9×9 board, the classic setup):
///
/// | variants | [`Variant`] |
/// |---|---|
/// | `8x8 board` (`classic`, `Classic 8x8 board`) | [`Standard`](Variant::Standard) |
/// | with `Scrambled Eggs` (`scrambled`) | [`ScrambledEggsMirrored`](Variant::ScrambledEggsMirrored): Abstract Play's layout has Black on a2 |
/// | `9x9 board` (`#board`, `Larger board (9x9)`), or no board | [`BlackHole`](Variant::BlackHole) |
/// | with `Scrambled Eggs` | [`BlackHoleScrambled`](Variant::BlackHoleScrambled) |
/// | `Hexagonal board (base-5)` (`hex5`), with either setup | [`Hex5`](Variant::Hex5): one start, as Abstract Play plays it |
/// | `Hexagonal board (base-6)` (`hex6`) | [`Hex6`](Variant::Hex6) |
/// | with `Scrambled Eggs` | [`Hex6Scrambled`](Variant::Hex6Scrambled) |
///
/// `Classic setup` (`#setup`, `Default setup`) is the classic setup. The moves are read
/// round by round, each round's entries in seating order: a string, or an object whose
/// `move` is the text (its `sequence` and `result` are left out); a `null` entry (no move)
/// may only end the record. Each move is read as Abstract Play reads it, in any case and
/// with its white space removed: `a2-c3`, a capture `a2xc3`, a piece landing on a black
/// hole `d4-e5` (hex6's is f6), `pass`; a hexagon's cells are its row letter and the
/// cell's number in the row (`e9`, `k10`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbstractPlayRecord {
    /// The variant the record's variants name.
    pub variant: Variant,
    /// The record's variants as written (`["8x8 board", "Scrambled Eggs"]`); empty if it
    /// has none.
    pub variant_names: Vec<String>,
    /// The first player, who plays Black and moves first.
    pub black: AbstractPlayPlayer,
    /// The second player, White.
    pub white: AbstractPlayPlayer,
    /// Where the game was played (`Abstract Play`).
    pub site: Option<String>,
    /// The site's identifier of the game (a number is kept as its text).
    pub game_id: Option<String>,
    /// The event, for a game of a tournament.
    pub event: Option<String>,
    /// The round of the event.
    pub round: Option<String>,
    /// When the game started (`date-start`), as written: an ISO 8601 date and time.
    pub date_start: Option<String>,
    /// When the game ended (`date-end`), as written.
    pub date_end: Option<String>,
    /// When the record was written (`date-generated`), as written.
    pub date_generated: Option<String>,
    /// Whether the game is marked unrated.
    pub unrated: bool,
    /// The moves as written, one a ply, Black's first.
    pub moves: Vec<String>,
}

/// A player of an [`AbstractPlayRecord`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbstractPlayPlayer {
    /// The player's name when the game was archived.
    pub name: String,
    /// The player's identifier on the site.
    pub userid: Option<String>,
    /// Whether the player is a program.
    pub is_ai: Option<bool>,
    /// The player's result: the higher result beat the lower, equal results drew
    /// (Abstract Play gives 1 to a winner and 0 to a loser). `None` if the record gives
    /// none (or `null`, as for a game that did not end).
    pub result: Option<i64>,
}

/// Why an Abstract Play record could not be read or replayed.
///
/// ```
/// use lines_of_action::{AbstractPlayError, AbstractPlayRecord};
/// let json = r#"{"header": {"game": {"name": "Lines of Action", "variants": ["8x8 board"]},
///   "players": [{"name": "Ann", "result": 0}, {"name": "Bob", "result": 1}]},
///   "moves": [["b1-b3", "a2-a9"]]}"#;
/// let error = AbstractPlayRecord::from_json(json)?.game::<lines_of_action::Grid8>().unwrap_err();
/// assert!(matches!(error, AbstractPlayError::Move { ply: 2, .. }));
/// assert!(error.to_string().starts_with("ply 2: \"a2-a9\": cannot read \"a2-a9\" as a move: "));
/// let error = AbstractPlayRecord::from_json("{\"header\": {}}").unwrap_err();
/// assert_eq!(error.to_string(), "JSON line 1, column 13: missing field `game`");
/// # Ok::<(), AbstractPlayError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum AbstractPlayError {
    /// The text is not JSON, or not shaped as a game record (a field missing or of the
    /// wrong type); the line and column are where the JSON reader stopped, from 1.
    #[error("JSON line {line}, column {column}: {message}")]
    Json {
        /// The line, counted from 1.
        line: usize,
        /// The column, counted from 1.
        column: usize,
        /// What is wrong there.
        message: String,
    },
    /// The record is of another game.
    #[error("the record is of {}, not Lines of Action", Quoted(.0))]
    OtherGame(String),
    /// A variant Abstract Play's Lines of Action does not have.
    #[error("the variant {} is not one of Abstract Play's Lines of Action: {}", Quoted(.0), VariantNames)]
    UnknownVariant(String),
    /// Two variants that choose the same thing differently (two boards, two setups).
    #[error("the variants {} and {} both choose the {choice}", Quoted(.first), Quoted(.second))]
    ConflictingVariants {
        /// The first, as written.
        first: String,
        /// The second, as written.
        second: String,
        /// What both choose: `board` or `setup`.
        choice: &'static str,
    },
    /// Not two players.
    #[error("the record has {0} players: Lines of Action has two")]
    PlayerCount(usize),
    /// A round of more entries than players.
    #[error("round {round} has {entries} entries: a round has one a player, two")]
    RoundLength {
        /// The round, counted from 1.
        round: usize,
        /// Its number of entries.
        entries: usize,
    },
    /// A move that could not be read or played.
    #[error("ply {ply}: {text}: {problem}")]
    Move {
        /// The ply, counted from 1 at the game's start.
        ply: usize,
        /// The move's text (`null` for a missing move), quoted and cut short if long.
        text: String,
        /// Why it was not played.
        problem: AbstractPlayMoveProblem,
    },
    /// The game asked for on another geometry than its variant's
    /// ([`any_game`](AbstractPlayRecord::any_game) replays it on its own).
    #[error(transparent)]
    WrongBoard(#[from] WrongBoard),
    /// The moves end the game, but not with the result the players' results give.
    #[error("the moves end the game with {board}, but the record says {recorded}")]
    ResultDisagrees {
        /// The result on the board.
        board: GameResult,
        /// The result the record gives.
        recorded: Outcome,
    },
}

/// What was wrong with one move of an Abstract Play record (see [`AbstractPlayError::Move`]).
///
/// The errors of reading and playing hold the error of the game's geometry in an
/// [`AnyBoard`], as SGF's do ([`SgfProblem`](crate::SgfProblem)).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum AbstractPlayMoveProblem {
    /// A `null` entry, a turn without a move, before later moves: the sides of Lines of
    /// Action move in turn (a side without a move writes `pass`).
    #[error("no move for this turn, but moves follow it")]
    Missing,
    /// The text is not a move, or not a legal one here; the reason is the position's.
    #[error(transparent)]
    Move(AnyBoard<ParseMoveErrors>),
    /// The move could not be played: the game is over.
    #[error(transparent)]
    Play(AnyBoard<PlayErrors>),
}

impl AbstractPlayRecord {
    /// Reads a record from its JSON text (see [`AbstractPlayRecord`] for what it reads).
    ///
    /// # Errors
    /// [`AbstractPlayError::Json`] with the line and column for a text that is not JSON or
    /// not a game record; [`OtherGame`](AbstractPlayError::OtherGame),
    /// [`UnknownVariant`](AbstractPlayError::UnknownVariant),
    /// [`ConflictingVariants`](AbstractPlayError::ConflictingVariants),
    /// [`PlayerCount`](AbstractPlayError::PlayerCount),
    /// [`RoundLength`](AbstractPlayError::RoundLength), and
    /// [`Move`](AbstractPlayError::Move) with [`AbstractPlayMoveProblem::Missing`] for a
    /// `null` entry before a move. The moves themselves are checked when they are played,
    /// by [`game`](AbstractPlayRecord::game).
    pub fn from_json(text: &str) -> Result<AbstractPlayRecord, AbstractPlayError> {
        let raw: RawRecord = serde_json::from_str(text).map_err(json_error)?;
        let header = raw.header;
        if !header.game.name.trim().eq_ignore_ascii_case(LINES_OF_ACTION) {
            return Err(AbstractPlayError::OtherGame(header.game.name));
        }
        let variant_names = header.game.variants.unwrap_or_default();
        let variant = variant_of(&variant_names)?;
        let [black, white] = <[RawPlayer; 2]>::try_from(header.players)
            .map_err(|players| AbstractPlayError::PlayerCount(players.len()))?
            .map(RawPlayer::into_player);
        let (site, game_id) = match header.site {
            Some(site) => (Some(site.name), site.gameid.map(|GameId(id)| id)),
            None => (None, None),
        };
        Ok(AbstractPlayRecord {
            variant,
            variant_names,
            black,
            white,
            site,
            game_id,
            event: header.event,
            round: header.round,
            date_start: header.date_start,
            date_end: header.date_end,
            date_generated: header.date_generated,
            unrated: header.unrated.unwrap_or(false),
            moves: plies(raw.moves)?,
        })
    }

    /// The rule set Abstract Play plays: [`RulePreset::AbstractPlay`] (a double connection
    /// is a draw, a side without a move passes, and neither repetition nor the length of a
    /// game ends it; its `loa.ts`).
    pub const fn preset() -> RulePreset {
        RulePreset::AbstractPlay
    }

    /// The rules of [`preset`](AbstractPlayRecord::preset), under which the moves are played.
    ///
    /// ```
    /// use lines_of_action::{AbstractPlayRecord, BothConnected, NoLegalMove, Repetition, MoveLimit, Rules};
    /// let rules = AbstractPlayRecord::rules();
    /// assert_eq!(rules, Rules::ABSTRACT_PLAY);
    /// assert_eq!((rules.both_connected, rules.no_legal_move), (BothConnected::Draw, NoLegalMove::Pass));
    /// assert_eq!((rules.repetition, rules.move_limit), (Repetition::Off, MoveLimit::Off));
    /// ```
    pub const fn rules() -> Rules {
        AbstractPlayRecord::preset().rules()
    }

    /// The result the players' results give: the higher result won, equal results drew;
    /// `None` if either player has none. It is the record's word, which a resignation or
    /// a timeout decides as well as the board; [`game`](AbstractPlayRecord::game) checks
    /// it against the board when the moves end the game.
    pub fn result(&self) -> Option<Outcome> {
        let (black, white) = (self.black.result?, self.white.result?);
        Some(match black.cmp(&white) {
            core::cmp::Ordering::Greater => Outcome::Win(Color::Black),
            core::cmp::Ordering::Less => Outcome::Win(Color::White),
            core::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// Replays the moves from the start of [`variant`](AbstractPlayRecord::variant) under
    /// Abstract Play's [`rules`](AbstractPlayRecord::rules), on the geometry `G` (`Game` on
    /// 8×8, `Game<Grid12>` on 9×9, `Game<Hex5>` and `Game<Hex6>` on the hexagons);
    /// [`any_game`](AbstractPlayRecord::any_game) picks the
    /// geometry.
    ///
    /// # Errors
    /// [`AbstractPlayError::WrongBoard`] if the variant is not played on `G`'s boards;
    /// [`AbstractPlayError::Move`] naming the ply and the text of the first move that
    /// cannot be read or played, with the position's reason;
    /// [`AbstractPlayError::ResultDisagrees`] if the moves end the game with another
    /// result than the record's. No game is made.
    pub fn game<G: Geometry>(&self) -> Result<Game<G>, AbstractPlayError> {
        let mut game = Game::from_position(Position::<G>::start_of(self.variant)?, AbstractPlayRecord::rules());
        for (index, text) in self.moves.iter().enumerate() {
            play(&mut game, text).map_err(|problem| AbstractPlayError::Move {
                ply: index + 1,
                text: Quoted(text).to_string(),
                problem,
            })?;
        }
        match (game.result(), self.result()) {
            (Some(board), Some(recorded)) if board.outcome != recorded => {
                Err(AbstractPlayError::ResultDisagrees { board, recorded })
            }
            _ => Ok(game),
        }
    }
}

/// Reads a record from its JSON text, as [`AbstractPlayRecord::from_json`] does.
impl FromStr for AbstractPlayRecord {
    type Err = AbstractPlayError;

    fn from_str(text: &str) -> Result<AbstractPlayRecord, AbstractPlayError> {
        AbstractPlayRecord::from_json(text)
    }
}

/// The game's name in Abstract Play's records.
const LINES_OF_ACTION: &str = "Lines of Action";

/// Plays one move's text as Abstract Play reads it: white space removed, any case.
fn play<G: Geometry>(game: &mut Game<G>, text: &str) -> Result<(), AbstractPlayMoveProblem> {
    if let Some(result) = game.result() {
        let error = crate::game::PlayError::GameOver(result);
        return Err(AbstractPlayMoveProblem::Play(AnyBoard::on::<G>(error)));
    }
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mv = game
        .position()
        .parse_move_with(&compact, Leniency::UPPER_CASE)
        .map_err(|error| AbstractPlayMoveProblem::Move(AnyBoard::on::<G>(error)))?;
    game.play(mv).map_err(|error| AbstractPlayMoveProblem::Play(AnyBoard::on::<G>(error)))
}

/// A JSON error as the line, the column and serde_json's message without its location.
fn json_error(error: serde_json::Error) -> AbstractPlayError {
    let (line, column) = (error.line(), error.column());
    let message = error.to_string();
    let located = format!(" at line {line} column {column}");
    let message = message.strip_suffix(located.as_str()).map_or_else(|| message.clone(), String::from);
    AbstractPlayError::Json { line, column, message }
}

/// The moves of the rounds, one a ply; a `null` entry only at the end.
fn plies(rounds: Vec<Vec<Entry>>) -> Result<Vec<String>, AbstractPlayError> {
    let mut moves = Vec::new();
    let mut missing = None;
    for (index, round) in rounds.into_iter().enumerate() {
        if round.len() > 2 {
            return Err(AbstractPlayError::RoundLength { round: index + 1, entries: round.len() });
        }
        for Entry(text) in round {
            match (text, missing) {
                (None, None) => missing = Some(moves.len() + 1),
                (None, Some(_)) => {}
                (Some(_), Some(ply)) => {
                    return Err(AbstractPlayError::Move {
                        ply,
                        text: String::from("null"),
                        problem: AbstractPlayMoveProblem::Missing,
                    });
                }
                (Some(text), None) => moves.push(text),
            }
        }
    }
    Ok(moves)
}

/// A board or a setup, as a variant of the record chooses it.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Choice {
    /// The 8×8 board.
    Classic,
    /// The 9×9 board with its black hole, Abstract Play's default.
    BlackHole,
    /// The hexagon of side 5.
    Hex5,
    /// The hexagon of side 6, with its black hole.
    Hex6,
    /// The classic setup, the default.
    ClassicSetup,
    /// Scrambled Eggs.
    Scrambled,
}

impl Choice {
    /// What it chooses: `board` or `setup`.
    const fn group(self) -> &'static str {
        match self {
            Choice::Classic | Choice::BlackHole | Choice::Hex5 | Choice::Hex6 => "board",
            Choice::ClassicSetup | Choice::Scrambled => "setup",
        }
    }
}

/// Every name of every variant, its id first: the names Abstract Play's records have
/// given it, in English (its `locales/en/apgames.json`, `variants.loa`, and the default
/// names `Default board` and `Default setup`).
const VARIANT_NAMES: &[(&[&str], Choice)] = &[
    (&["classic", "8x8 board", "Classic 8x8 board"], Choice::Classic),
    (&["#board", "9x9 board", "Larger board (9x9)", "Default board"], Choice::BlackHole),
    (&["hex5", "Hexagonal board (base-5)"], Choice::Hex5),
    (&["hex6", "Hexagonal board (base-6)"], Choice::Hex6),
    (&["scrambled", "Scrambled Eggs"], Choice::Scrambled),
    (&["#setup", "Classic setup", "Default setup"], Choice::ClassicSetup),
];

/// The list of the variants' names in an error: `classic (8x8 board), …`.
struct VariantNames;

impl fmt::Display for VariantNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, (names, _)) in VARIANT_NAMES.iter().enumerate() {
            let separator = if index == 0 { "" } else { ", " };
            write!(f, "{separator}{} ({})", names[0], names[1])?;
        }
        Ok(())
    }
}

/// The variant a record's variants name.
fn variant_of(names: &[String]) -> Result<Variant, AbstractPlayError> {
    let mut board: Option<(Choice, &String)> = None;
    let mut setup: Option<(Choice, &String)> = None;
    for name in names {
        let wanted = name.trim();
        let choice = VARIANT_NAMES
            .iter()
            .find(|(spellings, _)| spellings.iter().any(|spelling| spelling.eq_ignore_ascii_case(wanted)))
            .map(|&(_, choice)| choice)
            .ok_or_else(|| AbstractPlayError::UnknownVariant(name.clone()))?;
        let slot = if choice.group() == "board" { &mut board } else { &mut setup };
        match slot {
            Some((chosen, first)) if *chosen != choice => {
                return Err(AbstractPlayError::ConflictingVariants {
                    first: (*first).clone(),
                    second: name.clone(),
                    choice: choice.group(),
                });
            }
            _ => *slot = Some((choice, name)),
        }
    }
    let scrambled = matches!(setup, Some((Choice::Scrambled, _)));
    Ok(match (board.map(|(choice, _)| choice), scrambled) {
        (Some(Choice::Classic), false) => Variant::Standard,
        (Some(Choice::Classic), true) => Variant::ScrambledEggsMirrored,
        // Abstract Play drops Scrambled Eggs on hex5, which has one start (its `loa.ts`).
        (Some(Choice::Hex5), _) => Variant::Hex5,
        (Some(Choice::Hex6), false) => Variant::Hex6,
        (Some(Choice::Hex6), true) => Variant::Hex6Scrambled,
        (_, false) => Variant::BlackHole,
        (_, true) => Variant::BlackHoleScrambled,
    })
}

/// The record as the schema has it: what the reader keeps of it.
#[derive(serde::Deserialize)]
#[serde(expecting = "a game record: an object with a header and moves")]
struct RawRecord {
    header: RawHeader,
    moves: Vec<Vec<Entry>>,
}

/// The header; the schema allows fields of its own to each site, left out here.
#[derive(serde::Deserialize)]
#[serde(expecting = "the header: an object")]
struct RawHeader {
    game: RawGame,
    event: Option<String>,
    round: Option<String>,
    site: Option<RawSite>,
    #[serde(rename = "date-start")]
    date_start: Option<String>,
    #[serde(rename = "date-end")]
    date_end: Option<String>,
    #[serde(rename = "date-generated")]
    date_generated: Option<String>,
    unrated: Option<bool>,
    players: Vec<RawPlayer>,
}

#[derive(serde::Deserialize)]
#[serde(expecting = "the game: an object with its name and variants")]
struct RawGame {
    name: String,
    variants: Option<Vec<String>>,
}

#[derive(serde::Deserialize)]
#[serde(expecting = "the site: an object with its name and gameid")]
struct RawSite {
    name: String,
    gameid: Option<GameId>,
}

#[derive(serde::Deserialize)]
#[serde(expecting = "a player: an object with a name and a result")]
struct RawPlayer {
    name: String,
    userid: Option<String>,
    is_ai: Option<bool>,
    result: Option<i64>,
}

impl RawPlayer {
    fn into_player(self) -> AbstractPlayPlayer {
        AbstractPlayPlayer { name: self.name, userid: self.userid, is_ai: self.is_ai, result: self.result }
    }
}

/// A game's identifier: a string or a number, kept as text.
struct GameId(String);

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameId, D::Error> {
        struct IdVisitor;
        impl Visitor<'_> for IdVisitor {
            type Value = GameId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a game id: a string or a number")
            }
            fn visit_str<E: de::Error>(self, id: &str) -> Result<GameId, E> {
                Ok(GameId(String::from(id)))
            }
            fn visit_u64<E: de::Error>(self, id: u64) -> Result<GameId, E> {
                Ok(GameId(id.to_string()))
            }
            fn visit_i64<E: de::Error>(self, id: i64) -> Result<GameId, E> {
                Ok(GameId(id.to_string()))
            }
            fn visit_f64<E: de::Error>(self, id: f64) -> Result<GameId, E> {
                Ok(GameId(id.to_string()))
            }
        }
        deserializer.deserialize_any(IdVisitor)
    }
}

/// One entry of a round: a move's text, or `None` for `null`.
struct Entry(Option<String>);

/// A move given as an object: its text; `sequence` and `result` are left out.
#[derive(serde::Deserialize)]
#[serde(expecting = "a move: an object with its text as \"move\"")]
struct MoveObject {
    #[serde(rename = "move")]
    text: String,
}

impl<'de> Deserialize<'de> for Entry {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Entry, D::Error> {
        struct EntryVisitor;
        impl<'de> Visitor<'de> for EntryVisitor {
            type Value = Entry;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a move: its text, an object with its text as \"move\", or null")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Entry, E> {
                Ok(Entry(Some(String::from(text))))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Entry, E> {
                Ok(Entry(None))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Entry, A::Error> {
                let object = MoveObject::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Entry(Some(object.text)))
            }
        }
        deserializer.deserialize_any(EntryVisitor)
    }
}
