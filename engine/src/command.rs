//! The commands the engine reads, one a line: [`Command`] and its parser, which knows
//! the protocol's words and nothing of positions (a move stays text until the session
//! reads it against its position).

use core::fmt;
use core::str::FromStr;
use std::time::Duration;

/// One line of the protocol, as [`FromStr`] reads it.
///
/// ```
/// use lines_of_action_engine::{Command, Start};
/// let command: Command = "position startpos moves b1-b3 a2c2".parse()?;
/// assert_eq!(command, Command::Position { start: Start::StartPos, moves: vec!["b1-b3".into(), "a2c2".into()] });
/// assert!("go depth x".parse::<Command>().is_err());
/// # Ok::<(), lines_of_action_engine::ParseCommandError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: name the engine and its options, then `uciok`.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: the next position is of a new game.
    UciNewGame,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name (words joined by one space).
        name: String,
        /// Its value, if the line has one (words joined by one space).
        value: Option<String>,
    },
    /// `position startpos [moves …]` or `position fen <position text> [moves …]`.
    Position {
        /// The position the moves start from.
        start: Start,
        /// The moves, as text, in the order played.
        moves: Vec<String>,
    },
    /// `go …`: think, then answer `bestmove`.
    Go(Go),
    /// `stop`: answer `bestmove` now.
    Stop,
    /// `quit`: end the program.
    Quit,
}

/// Where a `position` command starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// `startpos`: the start of the variant in force.
    StartPos,
    /// `fen <position text>`: the crate's position text (words joined by one space).
    Text(String),
}

/// The limits of a `go` command; none set is a search until `stop`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth N`: iterations up to `N` plies.
    pub depth: Option<u32>,
    /// `nodes N`: at most `N` positions.
    pub nodes: Option<u64>,
    /// `movetime MS`: this long for the move.
    pub movetime: Option<Duration>,
    /// `wtime MS`: White's time left (a negative time is read as 0).
    pub wtime: Option<Duration>,
    /// `btime MS`: Black's time left.
    pub btime: Option<Duration>,
    /// `winc MS`: White's increment a move.
    pub winc: Option<Duration>,
    /// `binc MS`: Black's increment a move.
    pub binc: Option<Duration>,
    /// `movestogo N`: the moves until the next time control.
    pub movestogo: Option<u32>,
    /// `infinite`: think until `stop`, even past the end of the search.
    pub infinite: bool,
}

impl Go {
    /// Whether no limit is set: then the engine thinks until `stop`.
    pub fn is_unlimited(&self) -> bool {
        let Go { depth, nodes, movetime, wtime, btime, winc: _, binc: _, movestogo: _, infinite: _ } = self;
        depth.is_none() && nodes.is_none() && movetime.is_none() && wtime.is_none() && btime.is_none()
    }
}

/// Why a line is not a command: what is wrong, naming the word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCommandError(String);

impl fmt::Display for ParseCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseCommandError {}

fn error(message: impl Into<String>) -> ParseCommandError {
    ParseCommandError(message.into())
}

/// Reads a line: its words separated by any white space, the command's name in any
/// case, the rest as written.
///
/// # Errors
/// An empty line, an unknown command, a missing or bad value, an unknown word of
/// `go` or `position`.
impl FromStr for Command {
    type Err = ParseCommandError;

    fn from_str(line: &str) -> Result<Command, ParseCommandError> {
        let mut words = line.split_whitespace();
        let Some(name) = words.next() else {
            return Err(error("an empty line"));
        };
        let rest: Vec<&str> = words.collect();
        let no_more = |command: Command| match rest.first() {
            None => Ok(command),
            Some(word) => Err(error(format!("{name} takes nothing after it, not {word:?}"))),
        };
        match name.to_ascii_lowercase().as_str() {
            "uci" => no_more(Command::Uci),
            "isready" => no_more(Command::IsReady),
            "ucinewgame" => no_more(Command::UciNewGame),
            "stop" => no_more(Command::Stop),
            "quit" => no_more(Command::Quit),
            "setoption" => parse_setoption(&rest),
            "position" => parse_position(&rest),
            "go" => parse_go(&rest).map(Command::Go),
            _ => Err(error(format!("unknown command {name:?}"))),
        }
    }
}

/// `name <words> [value <words>]`.
fn parse_setoption(words: &[&str]) -> Result<Command, ParseCommandError> {
    let Some((&first, words)) = words.split_first() else {
        return Err(error("setoption needs: name <option> [value <value>]"));
    };
    if !first.eq_ignore_ascii_case("name") {
        return Err(error(format!("setoption needs \"name\" first, not {first:?}")));
    }
    let value_at = words.iter().position(|word| word.eq_ignore_ascii_case("value"));
    let (name, value) = match value_at {
        Some(at) => (&words[..at], Some(words[at + 1..].join(" "))),
        None => (words, None),
    };
    if name.is_empty() {
        return Err(error("setoption names no option"));
    }
    Ok(Command::SetOption { name: name.join(" "), value })
}

/// `startpos [moves …]` or `fen <text> [moves …]`.
fn parse_position(words: &[&str]) -> Result<Command, ParseCommandError> {
    let moves_at = words.iter().position(|word| word.eq_ignore_ascii_case("moves"));
    let (head, moves) = match moves_at {
        Some(at) => (&words[..at], words[at + 1..].iter().map(|&mv| mv.to_owned()).collect()),
        None => (words, Vec::new()),
    };
    let start = match head.split_first() {
        Some((kind, [])) if kind.eq_ignore_ascii_case("startpos") => Start::StartPos,
        Some((kind, extra)) if kind.eq_ignore_ascii_case("startpos") => {
            return Err(error(format!("position startpos takes only moves after it, not {:?}", extra[0])));
        }
        Some((kind, [])) if kind.eq_ignore_ascii_case("fen") => return Err(error("position fen needs a position")),
        Some((kind, text)) if kind.eq_ignore_ascii_case("fen") => Start::Text(text.join(" ")),
        Some((kind, _)) => return Err(error(format!("position needs startpos or fen, not {kind:?}"))),
        None => return Err(error("position needs startpos or fen")),
    };
    Ok(Command::Position { start, moves })
}

/// The words of `go`: each limit with its number, and `infinite`.
fn parse_go(words: &[&str]) -> Result<Go, ParseCommandError> {
    let mut go = Go::default();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        let key = word.to_ascii_lowercase();
        if key == "infinite" {
            go.infinite = true;
            continue;
        }
        if !["depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo"].contains(&key.as_str()) {
            return Err(error(format!("go: unknown word {word:?}")));
        }
        let Some(&value) = words.next() else {
            return Err(error(format!("go: {word} needs a number")));
        };
        let number: i64 =
            value.parse().map_err(|_| error(format!("go: {word} needs a whole number, not {value:?}")))?;
        let positive = || match u64::try_from(number) {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(error(format!("go: {word} needs a number above 0, not {number}"))),
        };
        // Clocks may run below zero in some programs: nothing is left then.
        let time = Duration::from_millis(number.max(0) as u64);
        match key.as_str() {
            "depth" => go.depth = Some(u32::try_from(positive()?).unwrap_or(u32::MAX)),
            "nodes" => go.nodes = Some(positive()?),
            "movetime" => go.movetime = Some(Duration::from_millis(positive()?)),
            "movestogo" => go.movestogo = Some(u32::try_from(positive()?).unwrap_or(u32::MAX)),
            "wtime" => go.wtime = Some(time),
            "btime" => go.btime = Some(time),
            "winc" => go.winc = Some(time),
            _ => go.binc = Some(time),
        }
    }
    Ok(go)
}
