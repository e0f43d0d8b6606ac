//! The other side of the protocol: [`EngineProcess`], a program speaking it (this
//! crate's `loa-engine`, LinesOfActionBot, any other) run as a player, as the
//! `loa tournament` runs one.
//!
//! The program is started from a command line split at white space (no shell), its
//! standard error discarded. It is told the game as `position startpos moves …` when
//! the game starts from its variant's start, else `position fen <text> moves …`, the
//! moves in the compact spelling `b1b3` (which this crate's engine and
//! LinesOfActionBot both read), and asked `go <limits>`; its `bestmove` is read in any
//! spelling the rules crate reads. Every wait has a time limit: a program that does
//! not answer in time, ends, or answers a move that is not legal is a
//! [`PlayerError`], never a hang.

use core::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use lines_of_action::{Game, Geometry, Move, Position, RulePreset, Variant};

use crate::spelling::Spelling;

/// Why a protocol engine could not play.
#[derive(Debug)]
#[non_exhaustive]
pub enum PlayerError {
    /// The command line is empty or the program could not be started.
    Start {
        /// The command line.
        command: String,
        /// What went wrong.
        problem: String,
    },
    /// The program did not answer `expected` within the time allowed.
    Timeout {
        /// The answer awaited (`uciok`, `readyok`, `bestmove`).
        expected: &'static str,
        /// How long it was awaited.
        waited: Duration,
    },
    /// The program ended (or closed its output) before answering `expected`.
    Ended {
        /// The answer awaited.
        expected: &'static str,
    },
    /// A line could not be written to the program.
    Write(io::Error),
    /// The program lacks an option the game needs (`Variant` for any other game than
    /// the standard one).
    Lacks {
        /// The option.
        option: &'static str,
        /// What it is needed for.
        needed_for: String,
    },
    /// The program does not declare an option it was asked to set.
    NoOption {
        /// The option.
        option: String,
    },
    /// The program answered no move (`bestmove (none)`) in a game that goes on.
    NoMove {
        /// Its last `info string`, if it wrote one.
        said: Option<String>,
    },
    /// The program answered a move that cannot be read or is not legal.
    BadMove {
        /// The answer.
        text: String,
        /// Why it is refused.
        problem: String,
    },
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerError::Start { command, problem } => write!(f, "cannot start {command:?}: {problem}"),
            PlayerError::Timeout { expected, waited } => {
                write!(f, "no {expected} within {} ms", waited.as_millis())
            }
            PlayerError::Ended { expected } => write!(f, "the engine ended before its {expected}"),
            PlayerError::Write(error) => write!(f, "cannot write to the engine: {error}"),
            PlayerError::Lacks { option, needed_for } => {
                write!(f, "the engine has no {option} option, needed for {needed_for}")
            }
            PlayerError::NoOption { option } => write!(f, "the engine declares no option {option:?}"),
            PlayerError::NoMove { said: Some(said) } => write!(f, "the engine answered no move (it said {said:?})"),
            PlayerError::NoMove { said: None } => write!(f, "the engine answered no move"),
            PlayerError::BadMove { text, problem } => write!(f, "the engine answered {text:?}: {problem}"),
        }
    }
}

impl std::error::Error for PlayerError {}

/// A move a protocol engine chose, and what it said about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply<S> {
    /// The move, legal in the game it was asked about.
    pub mv: Move<S>,
    /// The nodes of its last `info … nodes N` line, if it wrote one.
    pub nodes: Option<u64>,
}

/// A running protocol engine, handshake done.
///
/// ```no_run
/// use std::time::Duration;
/// use lines_of_action::{Game, RulePreset, Rules, Variant};
/// use lines_of_action_engine::EngineProcess;
/// let mut engine = EngineProcess::start("target/release/loa-engine", Duration::from_secs(5))?;
/// engine.configure(Variant::Standard, RulePreset::default())?;
/// engine.new_game(Duration::from_secs(5))?;
/// let reply = engine.best_move(&Game::new(Rules::default()), Variant::Standard, "movetime 100", Duration::from_secs(5))?;
/// engine.quit();
/// # Ok::<(), lines_of_action_engine::PlayerError>(())
/// ```
pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    options: Vec<String>,
}

/// An option's name as compared here: lower case, no spaces.
fn option_key(name: &str) -> String {
    name.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).collect()
}

impl EngineProcess {
    /// Starts `command` (split at white space), sends `uci` and reads its `id name` and
    /// `option` lines up to `uciok`, waiting `timeout` at most.
    ///
    /// # Errors
    /// [`PlayerError::Start`], [`Timeout`](PlayerError::Timeout),
    /// [`Ended`](PlayerError::Ended), [`Write`](PlayerError::Write).
    pub fn start(command: &str, timeout: Duration) -> Result<EngineProcess, PlayerError> {
        let start_error = |problem: String| PlayerError::Start { command: command.to_owned(), problem };
        let mut words = command.split_whitespace();
        let program = words.next().ok_or_else(|| start_error("the command is empty".into()))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| start_error(error.to_string()))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(start_error("no pipes to the program".into()));
        };
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut line = Vec::new();
            while matches!(reader.read_until(b'\n', &mut line), Ok(n) if n > 0) {
                let text = String::from_utf8_lossy(&line).trim_end().to_owned();
                if sender.send(text).is_err() {
                    break;
                }
                line.clear();
            }
        });
        let mut engine = EngineProcess { child, stdin, lines, name: program.to_owned(), options: Vec::new() };
        engine.send("uci")?;
        let deadline = Instant::now() + timeout;
        loop {
            let line = engine.next_line("uciok", deadline, timeout)?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_owned();
            } else if let Some(rest) = line.strip_prefix("option name ") {
                let name = rest.split(" type ").next().unwrap_or(rest);
                engine.options.push(option_key(name));
            } else if line.trim() == "uciok" {
                return Ok(engine);
            }
        }
    }

    /// The name the engine gave (`id name`), or its program's if it gave none.
    pub fn id_name(&self) -> &str {
        &self.name
    }

    /// Whether the engine declared the option `name` (in any case, spaces ignored).
    pub fn offers(&self, name: &str) -> bool {
        self.options.contains(&option_key(name))
    }

    /// Sends `setoption name <name> value <value>`.
    ///
    /// # Errors
    /// [`PlayerError::Write`].
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), PlayerError> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    /// Sends `setoption name <name> value <value>` for an option the engine declared.
    ///
    /// # Errors
    /// [`PlayerError::NoOption`] if it did not declare `name` (nothing is sent);
    /// [`PlayerError::Write`].
    pub fn set_declared_option(&mut self, name: &str, value: &str) -> Result<(), PlayerError> {
        if !self.offers(name) {
            return Err(PlayerError::NoOption { option: name.to_owned() });
        }
        self.set_option(name, value)
    }

    /// Tells the engine the game: `Variant` and `Rules`, where it offers them.
    ///
    /// # Errors
    /// [`PlayerError::Lacks`] for a game other than the standard one and an engine
    /// without a `Variant` option; [`PlayerError::Write`].
    pub fn configure(&mut self, variant: Variant, preset: RulePreset) -> Result<(), PlayerError> {
        if self.offers("Variant") {
            self.set_option("Variant", variant.name())?;
        } else if variant != Variant::Standard {
            return Err(PlayerError::Lacks { option: "Variant", needed_for: format!("playing {variant}") });
        }
        if self.offers("Rules") {
            self.set_option("Rules", preset.name())?;
        }
        Ok(())
    }

    /// Sends `ucinewgame` and waits for the answer to `isready`.
    ///
    /// # Errors
    /// [`PlayerError::Timeout`], [`Ended`](PlayerError::Ended), [`Write`](PlayerError::Write).
    pub fn new_game(&mut self, timeout: Duration) -> Result<(), PlayerError> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        let deadline = Instant::now() + timeout;
        while self.next_line("readyok", deadline, timeout)?.trim() != "readyok" {}
        Ok(())
    }

    /// The engine's move in `game` (of `variant`), asked with `go <limits>` and awaited
    /// `timeout` at most.
    ///
    /// # Errors
    /// [`PlayerError::Timeout`], [`Ended`](PlayerError::Ended),
    /// [`NoMove`](PlayerError::NoMove), [`BadMove`](PlayerError::BadMove),
    /// [`Write`](PlayerError::Write).
    pub fn best_move<G: Geometry>(
        &mut self,
        game: &Game<G>,
        variant: Variant,
        limits: &str,
        timeout: Duration,
    ) -> Result<Reply<G::Square>, PlayerError> {
        let from_variant_start = Position::<G>::start_of(variant).is_ok_and(|start| start == *game.start());
        let mut command =
            if from_variant_start { "position startpos".to_owned() } else { format!("position fen {}", game.start()) };
        if game.ply() > 0 {
            command.push_str(" moves ");
            command.push_str(&Spelling::Compact.write_line(game.start(), game.moves()));
        }
        self.send(&command)?;
        self.send(format!("go {limits}").trim_end())?;
        let deadline = Instant::now() + timeout;
        let (mut nodes, mut said) = (None, None);
        loop {
            let line = self.next_line("bestmove", deadline, timeout)?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    if let Some(text) = line.trim().strip_prefix("info string ") {
                        said = Some(text.to_owned());
                    }
                    while let Some(word) = words.next() {
                        if word == "nodes" {
                            nodes = words.next().and_then(|n| n.parse().ok()).or(nodes);
                        }
                    }
                }
                Some("bestmove") => {
                    let text = words.next().unwrap_or("");
                    if text.is_empty() || text == "(none)" || text == "none" || text == "0000" {
                        return Err(PlayerError::NoMove { said });
                    }
                    return match game.position().parse_move(text) {
                        Ok(mv) => Ok(Reply { mv, nodes }),
                        Err(error) => Err(PlayerError::BadMove { text: text.to_owned(), problem: error.to_string() }),
                    };
                }
                _ => {}
            }
        }
    }

    /// Sends `quit` and gives the program a moment to end, then ends it.
    pub fn quit(mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        // Drop kills it.
    }

    fn send(&mut self, line: &str) -> Result<(), PlayerError> {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).map_err(PlayerError::Write)
    }

    /// The next line the engine writes, awaiting `expected` until `deadline`.
    fn next_line(&self, expected: &'static str, deadline: Instant, waited: Duration) -> Result<String, PlayerError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(PlayerError::Timeout { expected, waited }),
            Err(RecvTimeoutError::Disconnected) => Err(PlayerError::Ended { expected }),
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
