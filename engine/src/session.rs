//! The engine's state between commands: [`Session`], the game, the options, the
//! searcher and the search under way, and what each command does to them.
//!
//! A line that is not a command, an option refused, a position or a move that cannot
//! be read or played: each is reported on an `info string` line and changes nothing.

use lines_of_action::{AnyGame, AnyPosition, Game, Geometry, Position, on_any_board};
use lines_of_action_search::AlphaBeta;

use crate::command::{Command, Go, Start};
use crate::options::{Changed, Options};
use crate::output::{Output, bestmove_line};
use crate::thinking::{Task, Thinking};
use crate::time;

/// Whether the engine reads on after a line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// `quit`: end the program.
    Quit,
}

/// The engine between commands.
///
/// ```
/// use std::io::Write;
/// use std::sync::{Arc, Mutex};
/// use lines_of_action_engine::{Output, Session};
///
/// #[derive(Clone, Default)]
/// struct Lines(Arc<Mutex<Vec<u8>>>);
/// impl Write for Lines {
///     fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(bytes) }
///     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
/// }
///
/// let lines = Lines::default();
/// let mut session = Session::new(Output::new(lines.clone()));
/// for line in ["isready", "position startpos moves b1b3", "go depth 2", "quit"] {
///     session.handle(line);
/// }
/// let text = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
/// assert!(text.starts_with("readyok\ninfo depth 1 "));
/// assert!(text.lines().last().unwrap().starts_with("bestmove "));
/// ```
pub struct Session {
    output: Output,
    options: Options,
    game: AnyGame,
    /// The searcher, while no search has it.
    searcher: Option<AlphaBeta>,
    /// The table size, in MiB, of the searcher last made.
    searcher_mib: usize,
    thinking: Option<Thinking>,
}

impl Session {
    /// A session writing to `output`, at the standard start with the default options.
    pub fn new(output: Output) -> Session {
        let options = Options::default();
        let game = AnyGame::from_variant(options.variant, options.rules.rules());
        Session { output, options, game, searcher: None, searcher_mib: 0, thinking: None }
    }

    /// The game as the last `position` (or option) left it.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// Does what `line` says.
    pub fn handle(&mut self, line: &str) -> Flow {
        self.collect_search();
        if line.trim().is_empty() {
            return Flow::Continue;
        }
        match line.parse::<Command>() {
            Ok(command) => self.run(command),
            Err(error) => {
                self.output.info_string(&format!("error: {error} (ignored)"));
                Flow::Continue
            }
        }
    }

    /// Stops the search under way, if any, waiting for its `bestmove`.
    pub fn stop(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            self.searcher = Some(thinking.stop());
        }
    }

    /// The input has ended: a search within limits ends by itself and answers, one
    /// that waits for `stop` is stopped.
    pub fn end_of_input(&mut self) {
        match self.thinking.take() {
            Some(thinking) if !thinking.until_stop() => {
                self.searcher = Some(thinking.wait());
            }
            thinking => {
                self.thinking = thinking;
                self.stop();
            }
        }
    }

    /// Takes the searcher back from a search that has ended.
    fn collect_search(&mut self) {
        if self.thinking.as_ref().is_some_and(Thinking::is_finished) {
            self.stop();
        }
    }

    fn run(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => {
                self.output.line(concat!("id name loa-engine ", env!("CARGO_PKG_VERSION")));
                self.output.line("id author the lines-of-action authors");
                for declaration in self.options.declarations() {
                    self.output.line(&declaration);
                }
                self.output.line("uciok");
            }
            Command::IsReady => self.output.line("readyok"),
            Command::UciNewGame => {
                self.game = self.start();
                // A new game's searches start on an empty table.
                if let Some(searcher) = &mut self.searcher {
                    searcher.clear_table();
                }
            }
            Command::SetOption { name, value } => match self.options.set(&name, value.as_deref()) {
                Ok(Changed::Game) => self.game = self.start(),
                Ok(Changed::Search) => {}
                Err(error) => self.output.info_string(&format!("error: {error} (ignored)")),
            },
            Command::Position { start, moves } => match self.position(&start, &moves) {
                Ok(game) => self.game = game,
                Err(error) => self.output.info_string(&format!("error: {error} (position ignored)")),
            },
            Command::Go(go) => self.go(&go),
            Command::Stop => self.stop(),
            Command::Quit => {
                self.stop();
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    /// A new game from the start of the variant in force, under the rules in force.
    fn start(&self) -> AnyGame {
        AnyGame::from_variant(self.options.variant, self.options.rules.rules())
    }

    /// The game a `position` command sets up, or why it cannot.
    fn position(&self, start: &Start, moves: &[String]) -> Result<AnyGame, String> {
        let rules = self.options.rules.rules();
        let mut game = match start {
            Start::StartPos => self.start(),
            Start::Text(text) => {
                let variant = self.options.variant;
                let position = AnyPosition::read(text, variant)
                    .map_err(|error| format!("not a position of {variant} (the Variant option): {error}"))?;
                AnyGame::from_position(position, rules)
            }
        };
        on_any_board!(&mut game, |game| play_all(game, moves))?;
        Ok(game)
    }

    fn go(&mut self, go: &Go) {
        if self.thinking.is_some() {
            self.output.info_string("error: already thinking: send stop first (go ignored)");
            return;
        }
        let side = self.game.position().turn();
        let limits = time::limits(go, side, self.options.move_overhead);
        if self.game.result().is_some() {
            let result = self.game.result().map(|result| result.to_string()).unwrap_or_default();
            self.output.info_string(&format!("the game is over: {result}"));
            let none = on_any_board!(&self.game, |game| bestmove_line(game.position(), None, self.options.spelling));
            self.output.line(&none);
            return;
        }
        let searcher = match self.searcher.take() {
            Some(searcher) if self.searcher_mib == self.options.hash_mib => searcher,
            old => {
                // The old table is freed before the new one is made.
                drop(old);
                self.searcher_mib = self.options.hash_mib;
                AlphaBeta::with_hash_mib(self.options.hash_mib)
            }
        };
        // The same searcher unless the threads go from one to more or back (its table then).
        let searcher = searcher.with_threads(self.options.threads);
        let task = Task {
            game: self.game.clone(),
            limits,
            until_stop: go.infinite || go.is_unlimited(),
            spelling: self.options.spelling,
        };
        self.thinking = Some(Thinking::start(searcher, task, self.output.clone()));
    }
}

/// Plays `moves` in `game`, in order; on the first that cannot be read or played, says
/// which and why (the game is then a copy the caller drops).
fn play_all<G: Geometry>(game: &mut Game<G>, moves: &[String]) -> Result<(), String> {
    for (index, text) in moves.iter().enumerate() {
        let position: Position<G> = *game.position();
        let mv = position.parse_move(text).map_err(|error| format!("move {} ({text:?}): {error}", index + 1))?;
        game.play(mv).map_err(|error| format!("move {} ({text:?}): {error}", index + 1))?;
    }
    Ok(())
}
