//! `loa play`: Lines of Action in the terminal against the built-in opponent, or two
//! people at one keyboard.
//!
//! ```text
//! loa play [--variant NAME] [--color black|white] [--depth N] [--time SECONDS]
//!          [--setup standard|scrambled|scrambled-mirrored | --position POS] [--rules PRESET]
//!          [--human-vs-human | --engine-vs-engine]
//!
//! cargo run --release --bin loa -- play
//! cargo run --release --bin loa -- play --color white --time 3 --rules boardspace
//! cargo run --release --bin loa -- play --human-vs-human --setup scrambled
//! cargo run --release --bin loa -- play --variant cheshire-cat
//! cargo run --release --bin loa -- play --variant parachute --engine-vs-engine
//! cargo run --release --bin loa -- play --variant 12x12 --time 2
//! cargo run --release --bin loa -- play --variant hex5 --rules alveole
//! ```
//!
//! - `--color`: the person's colour (default black, who moves first).
//! - `--depth N` (1–40) and `--time SECONDS`: how long the engine thinks per move, a
//!   fixed depth, a time budget, or with both whichever comes first; the default is
//!   about one second. `hint` searches for at most a quarter of a second.
//! - `--variant NAME`: the game, `standard` (the default), `scrambled`,
//!   `scrambled-mirrored`, `cheshire-cat` (holes and exits), `parachute` and
//!   `parachute-mirrored` (a drop with each of the first six moves of each side), `6x6`,
//!   `7x7`, `loaps`, `5x5`, the wide boards `9x9`, `10x10`, `11x11` and `12x12` (or
//!   `loa-12`), `black-hole` and `black-hole-scrambled` (9x9, a piece landing on e5 is
//!   lost), the hexagons `hex5` (or `alveole`), `hex6` and `hex6-scrambled` (f6 a black
//!   hole) (RULES.md, "Variants", "Hexagonal boards"); it starts from the variant's start,
//!   or from `--position` read as the variant's text.
//! - `--setup` (default standard, an 8x8 start) or `--position` (the notation, one quoted
//!   argument, as in `"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"`): the start.
//! - `--rules`: `olympiad` (the default), `boardspace`, `openspiel`, `codingame`,
//!   `abstract-play` or `alveole` (Board Game Arena's rules for hex5).
//! - `--human-vs-human`: two people take turns, no engine; `--engine-vs-engine`: the
//!   engine plays both sides (stopped after 400 plies if the rules never end the game).
//!
//! The board is shown once a turn: before each move a person types (against the engine,
//! after the engine's reply, not between the person's move and the reply), after each
//! move of engine-vs-engine, and at the end. It has coordinates and is as large as the
//! variant's board, up to 12x12, or a hexagon drawn as one: its rows lettered, each
//! indented half a cell for each cell it has fewer than the middle row, a cell named by
//! its row's letter and its number from the row's left end (the piece that just moved,
//! and a stone just dropped, in capitals; `x` for Cheshire Cat's holes, `o` for Black
//! Hole's and hex6's black hole), with the stones each side still holds in Parachute,
//! the last move in notation (`b1xb3`, `e8-^^`, `a3-c5@d4`), whose turn it is, and a
//! warning when the side to move is threatened with an immediate loss ("White threatens
//! to win!"). The engine's move comes with its search depth, evaluation and time.
//!
//! At the prompt (`black> `), one line at a time: a move in any spelling of the rule
//! book (`b1-b3`, `b1xb3`, `B1:B3`, `b1b3`, `b1 b3`, `b1xb3!`; `b12-b10` with the wide
//! boards' two-digit ranks; `a2-c3` on a hexagon, `f11-f9` with hex6's two-digit cell
//! numbers; `pass` when there is no move; in Cheshire Cat an exit
//! `e8-^^`; in Parachute's drop phase a move and a drop
//! `a3-c5@d4`, or `pass@d4`), or a command: `moves` (the legal moves sorted by square,
//! origin then target, each square by file then rank (a row, then a cell's number in it,
//! on a hexagon); in the drop phase each move with
//! the number of its drops), `undo` (against the engine: back to your previous turn,
//! taking back the engine's reply and your move; between two people: one move), `redo`
//! (plays again what `undo` took back, as far as `undo` went), `hint`, `board`, `new` (a
//! new game from the same start), `save FILE` (the game so far as SGF, through
//! `GameRecord` and `write_sgf`: `RE` once the game is over, `PB`/`PW` `engine` for the
//! engine's side), `help`, `quit`. A bad command or an illegal move gets
//! the engine's reason and the prompt again. Standard input may be a pipe: the lines read
//! are then echoed after the prompt, so the output reads as a transcript.
//!
//! When the rules end the game, the result is announced with its reason (as in "white
//! wins (connection)") and the moves are listed; the prompt becomes `game over> `, where
//! `undo`, `redo`, `new`, `save FILE`, `board`, `help` and `quit` still work (a move,
//! `moves` or `hint` is answered with the result). The program ends at `quit` or at the
//! end of the input, with exit status 0, and an engine-vs-engine game at its end. A bad
//! argument: one line on standard error, `error: ... (see --help)`, exit status 2.

use crate::cli::{self, Failure};

use std::io::{self, BufRead, IsTerminal, Write};
use std::time::{Duration, Instant};

use lines_of_action::{
    AnyPosition, BoardSquare, CellShape, Color, Game, GameRecord, Geometry, Move, Outcome, Position, RulePreset,
    SquareSet, Variant, on_any_board, write_sgf,
};

use lines_of_action_search::{AlphaBeta, AlphaBetaResult, Limits, MAX_DEPTH, mate_in};

const HELP: cli::Help = cli::Help {
    name: "loa play",
    about: "Lines of Action in the terminal, against the built-in engine or two people at one keyboard",
    usage: "[--variant NAME] [--color black|white] [--depth N] [--time SECONDS]\n                \
            [--setup NAME | --position POS] [--rules PRESET]\n                \
            [--human-vs-human | --engine-vs-engine]",
    arguments: &[],
    options: &[
        ("--variant NAME", "the game; --position is read as its text (default: standard)"),
        ("--color COLOR", "your colour against the engine, black or white (default: black, who starts)"),
        ("--depth N", "the engine searches at most N plies deep, 1 to 40 (default: no depth limit)"),
        ("--time SECONDS", "the engine thinks about SECONDS per move (default: 1 without --depth)"),
        ("--setup NAME", "the 8x8 start: standard, scrambled, scrambled-mirrored (default: standard)"),
        ("--position POS", "the start in notation, one argument (default: the variant's start)"),
        ("--rules PRESET", "olympiad (default), boardspace, openspiel, codingame, abstract-play, alveole"),
        ("--human-vs-human", "two people take turns, no engine"),
        ("--engine-vs-engine", "the engine plays both sides (stopped after 400 plies)"),
    ],
    sections: &[("Commands", COMMANDS)],
    examples: &[
        "cargo run --release --bin loa -- play",
        "cargo run --release --bin loa -- play --color white --time 3 --rules boardspace",
        "cargo run --release --bin loa -- play --human-vs-human --variant cheshire-cat",
        "cargo run --release --bin loa -- play --variant 12x12 --time 2",
        "cargo run --release --bin loa -- play --variant hex5 --rules alveole",
    ],
};

/// The engine's default time per move.
const DEFAULT_TIME: Duration = Duration::from_secs(1);

/// The longest `hint` search.
const HINT_TIME: Duration = Duration::from_millis(250);

/// The longest time per move the options accept, in seconds.
const MAX_SECONDS: f64 = 3600.0;

/// Where an engine-vs-engine game stops if the rules have not ended it.
const ENGINE_GAME_PLIES: usize = 400;

/// How many moves `moves` prints on one line.
const MOVES_PER_LINE: usize = 12;

/// The commands at the prompt: what `help` prints, and `--help` under "Commands".
const COMMANDS: &str = "  a move      b1-b3, b1xb3 (a capture), also B1:B3, b1b3, b1 b3; pass when there is no move;
              e8-^^ an exit (cheshire-cat); a3-c5@d4 a move and a drop, pass@d4 (parachute)
  moves       list the legal moves, by square (origin, then target)
  undo        take back your last move (and the engine's reply), also after the end
  redo        play again what undo took back
  hint        ask the engine for a move
  board       show the board again
  new         start a new game from the same start
  save FILE   write the game so far to FILE as SGF
  help        this list
  quit        stop the game";

/// Who plays.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Mode {
    /// A person with this colour against the engine.
    AgainstEngine(Color),
    HumanVsHuman,
    EngineVsEngine,
}

impl Mode {
    fn engine_plays(self, color: Color) -> bool {
        match self {
            Mode::AgainstEngine(person) => person != color,
            Mode::HumanVsHuman => false,
            Mode::EngineVsEngine => true,
        }
    }
}

/// What the command line asks for.
struct Options {
    /// The variant named by `--variant` (standard without it).
    variant: Variant,
    /// The start, on the variant's board.
    start: AnyPosition,
    preset: RulePreset,
    mode: Mode,
    limits: Limits,
}

/// Runs `loa play` on the arguments after its name.
pub(crate) fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        return HELP.print();
    };
    on_any_board!(options.start, |start| play_from(start, options))
}

/// Plays the game `options` ask for from `start`, on any board.
fn play_from<G: Geometry>(start: Position<G>, options: Options) -> Result<(), Failure> {
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut session = Session {
        game: Game::from_position(start, options.preset.rules()),
        options,
        engine: AlphaBeta::new(),
        input: stdin.lock(),
        out: io::stdout().lock(),
        echo,
        announced: false,
    };
    session.play()
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut start_options = cli::StartOptions::default();
    let mut preset = RulePreset::default();
    let mut color = None;
    let mut mode = None;
    let mut limits = Limits::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let option = arg.as_str();
        match option {
            "-h" | "--help" => return Ok(None),
            "--variant" => start_options.variant = Some(cli::variant_value(&mut args)?),
            "--human-vs-human" | "--engine-vs-engine" => {
                if mode.is_some() {
                    return Err(Failure::usage("give at most one of --human-vs-human and --engine-vs-engine"));
                }
                mode = Some(if option == "--human-vs-human" { Mode::HumanVsHuman } else { Mode::EngineVsEngine });
            }
            "--color" | "--depth" | "--time" | "--setup" | "--position" | "--rules" => {
                let value = cli::value(&mut args, option, "a value")?;
                match option {
                    "--color" => color = Some(parse_color(value)?),
                    "--depth" => limits.depth = Some(parse_depth(value)?),
                    "--time" => limits.time = Some(parse_time(value)?),
                    "--rules" => {
                        preset =
                            value.parse().map_err(|error| Failure::usage(format!("bad --rules value: {error}")))?;
                    }
                    _ => start_options.set(option, value)?,
                }
            }
            _ if arg.starts_with('-') => return Err(cli::unknown_option(arg)),
            _ => return Err(Failure::usage(format!("unexpected argument {arg:?}: play takes only options"))),
        }
    }
    let variant = start_options.variant;
    let start = start_options.start()?;
    if limits == Limits::default() {
        limits.time = Some(DEFAULT_TIME);
    }
    let mode = match (mode, color) {
        (Some(_), Some(_)) => {
            return Err(Failure::usage(
                "--color is the person's colour against the engine: not with --human-vs-human or --engine-vs-engine",
            ));
        }
        (Some(mode), None) => mode,
        (None, color) => Mode::AgainstEngine(color.unwrap_or(Color::Black)),
    };
    let variant = variant.unwrap_or_default();
    let start = start.unwrap_or_else(|| AnyPosition::from_variant(Variant::Standard));
    Ok(Some(Options { variant, start, preset, mode, limits }))
}

fn parse_color(value: &str) -> Result<Color, Failure> {
    match value {
        "black" | "b" => Ok(Color::Black),
        "white" | "w" => Ok(Color::White),
        _ => Err(Failure::usage(format!("bad --color value {value:?}: expected black or white"))),
    }
}

fn parse_depth(value: &str) -> Result<u32, Failure> {
    match value.parse::<u32>() {
        Ok(depth) if (1..=MAX_DEPTH).contains(&depth) => Ok(depth),
        _ => {
            Err(Failure::usage(format!("bad --depth value {value:?}: expected a whole number from 1 to {}", MAX_DEPTH)))
        }
    }
}

fn parse_time(value: &str) -> Result<Duration, Failure> {
    match value.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= MAX_SECONDS => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(Failure::usage(format!(
            "bad --time value {value:?}: expected a number of seconds above 0, at most {MAX_SECONDS}"
        ))),
    }
}

/// A colour's name with a capital, to begin a sentence.
fn title(color: Color) -> &'static str {
    match color {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// A game in progress, on a board of geometry `G`, and the terminal it is played on.
struct Session<G: Geometry, R, W> {
    game: Game<G>,
    options: Options,
    /// The opponent: the search crate's alpha-beta, its tables allocated once.
    engine: AlphaBeta,
    input: R,
    out: W,
    /// Whether to repeat each line read after the prompt (standard input is not a terminal).
    echo: bool,
    /// Whether the end of the game, if it is over, has been announced.
    announced: bool,
}

/// What the person typed.
enum Command<'a> {
    Nothing,
    Help,
    Moves,
    Undo,
    Redo,
    Hint,
    Board,
    New,
    /// `save FILE`: the file's name as typed; `None` without one.
    Save(Option<&'a str>),
    Quit,
    Move(&'a str),
}

impl Command<'_> {
    fn read(line: &str) -> Command<'_> {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        if word.eq_ignore_ascii_case("save") {
            return Command::Save((!rest.is_empty()).then_some(rest));
        }
        match line.to_ascii_lowercase().as_str() {
            "" => Command::Nothing,
            "help" | "?" => Command::Help,
            "moves" => Command::Moves,
            "undo" => Command::Undo,
            "redo" => Command::Redo,
            "hint" => Command::Hint,
            "board" => Command::Board,
            "new" => Command::New,
            "quit" | "exit" => Command::Quit,
            _ => Command::Move(line),
        }
    }
}

impl<G: Geometry, R: BufRead, W: Write> Session<G, R, W> {
    fn play(&mut self) -> Result<(), Failure> {
        self.introduce()?;
        self.show_if_due()?;
        loop {
            if self.game.is_over() && !self.announced {
                self.announce()?;
                if self.options.mode == Mode::EngineVsEngine {
                    return Ok(());
                }
            }
            let mover = self.game.position().turn();
            if !self.game.is_over() && self.options.mode.engine_plays(mover) {
                if self.options.mode == Mode::EngineVsEngine && self.game.ply() >= ENGINE_GAME_PLIES {
                    writeln!(self.out, "Stopped after {ENGINE_GAME_PLIES} plies: the game is left unfinished.")?;
                    return self.list_moves();
                }
                self.engine_move()?;
                continue;
            }
            if self.game.is_over() {
                write!(self.out, "game over> ")?;
            } else {
                write!(self.out, "{mover}> ")?;
            }
            self.out.flush()?;
            let Some(line) = self.read_line()? else {
                writeln!(self.out)?;
                if self.game.is_over() {
                    writeln!(self.out, "End of input.")?;
                    return Ok(());
                }
                writeln!(self.out, "End of input: the game is left unfinished.")?;
                return self.list_moves();
            };
            if self.echo {
                writeln!(self.out, "{line}")?;
            }
            let command = Command::read(&line);
            if let (Some(result), Command::Moves | Command::Hint | Command::Move(_)) = (self.game.result(), &command) {
                writeln!(self.out, "The game is over: {result}. Type undo, new, save FILE or quit.")?;
                continue;
            }
            match command {
                Command::Nothing => {}
                Command::Help => writeln!(self.out, "Commands:\n{COMMANDS}")?,
                Command::Moves => self.show_legal_moves()?,
                Command::Undo => self.undo()?,
                Command::Redo => self.redo()?,
                Command::Hint => self.hint()?,
                Command::Board => self.show()?,
                Command::New => self.new_game()?,
                Command::Save(file) => self.save(file)?,
                Command::Quit => {
                    if self.game.is_over() {
                        writeln!(self.out, "Quit.")?;
                        return Ok(());
                    }
                    writeln!(self.out, "Quit: the game is left unfinished.")?;
                    return self.list_moves();
                }
                Command::Move(text) => self.person_move(text)?,
            }
        }
    }

    /// The result with its reason, who won against the engine, and the moves.
    fn announce(&mut self) -> Result<(), Failure> {
        self.announced = true;
        let Some(result) = self.game.result() else {
            return Ok(());
        };
        writeln!(self.out, "Game over: {result}.")?;
        if let (Mode::AgainstEngine(person), Outcome::Win(winner)) = (self.options.mode, result.outcome) {
            writeln!(self.out, "{}", if winner == person { "You win!" } else { "The engine wins." })?;
        }
        self.list_moves()?;
        if self.options.mode != Mode::EngineVsEngine {
            writeln!(self.out, "Type undo, new, save FILE or quit.")?;
        }
        Ok(())
    }

    /// The board, once a turn: before a person's move, after the engine's in
    /// engine-vs-engine, and at the end; not between a person's move and the engine's reply.
    fn show_if_due(&mut self) -> Result<(), Failure> {
        let engine_replies = self.options.mode != Mode::EngineVsEngine
            && !self.game.is_over()
            && self.options.mode.engine_plays(self.game.position().turn());
        if engine_replies { Ok(()) } else { self.show() }
    }

    /// The next line of input without its line end; `None` at the end of the input.
    fn read_line(&mut self) -> Result<Option<String>, Failure> {
        let mut bytes = Vec::new();
        let read = self
            .input
            .read_until(b'\n', &mut bytes)
            .map_err(|error| Failure::error(format!("cannot read the input: {error}")))?;
        if read == 0 {
            return Ok(None);
        }
        let line = String::from_utf8_lossy(&bytes);
        Ok(Some(line.trim_end_matches(['\n', '\r']).to_owned()))
    }

    fn introduce(&mut self) -> Result<(), Failure> {
        let rules = self.options.preset;
        let who = match self.options.mode {
            Mode::AgainstEngine(person) => format!("you play {person} against the engine"),
            Mode::HumanVsHuman => "two players".to_owned(),
            Mode::EngineVsEngine => "the engine plays both sides".to_owned(),
        };
        let thinking = match self.options.mode {
            Mode::HumanVsHuman => String::new(),
            _ => format!(", the engine thinks {}", describe_limits(self.options.limits)),
        };
        let game = match self.options.variant {
            Variant::Standard => String::new(),
            variant => format!(" ({variant})"),
        };
        writeln!(self.out, "Lines of Action{game}: {who} ({rules} rules{thinking}).")?;
        if self.options.mode != Mode::EngineVsEngine {
            let example = match self.game.position().legal_moves().first() {
                Some(&mv) if mv.drop_square().is_some() || matches!(mv, Move::Exit { .. }) => {
                    format!("b1-b3 or {}", self.game.position().notation(mv))
                }
                _ => "b1-b3".to_owned(),
            };
            writeln!(self.out, "Type a move such as {example}, or help for the commands.")?;
        }
        if let Some(black_hole) = self.game.position().black_hole() {
            writeln!(self.out, "The black hole is {black_hole} (o): a piece that lands on it is lost.")?;
        }
        Ok(())
    }

    /// The board, the last move, and whose turn it is (with a warning if threatened).
    fn show(&mut self) -> Result<(), Failure> {
        let pos = *self.game.position();
        let last = self.game.moves().last().copied();
        // The squares the last move filled: where its piece landed, where its stone fell.
        let filled = |square| last.is_some_and(|mv| mv.target() == Some(square) || mv.drop_square() == Some(square));
        let size = pos.board_size();
        let hexagon = G::CELL_SHAPE == CellShape::Hexagon;
        // The board row by row, as its text is written (`Geometry::rows`), the top row
        // first: a square board's ranks, numbered, with the file letters above and below;
        // a hexagon's rows, lettered, each indented half a cell for each cell it has fewer
        // than the longest, so that a cell stands between its neighbours above and below.
        let rows = G::rows(size);
        let widest = (0..rows).map(|row| G::row_length(size, row)).max().unwrap_or(0);
        // Rank numbers of two digits (10 to 12) push the board one column right.
        let width = if size >= 10 && !hexagon { 2 } else { 1 };
        let files: Vec<String> = (0..size).map(|file| char::from(b'a' + file).to_string()).collect();
        let files = format!("{:margin$}{}", "", files.join(" "), margin = width + 3);
        writeln!(self.out)?;
        if !hexagon {
            writeln!(self.out, "{files}")?;
        }
        for row in (0..rows).rev() {
            let label = if hexagon { char::from(b'a' + row).to_string() } else { (row + 1).to_string() };
            let indent = usize::from(widest - G::row_length(size, row));
            write!(self.out, "  {label:>width$} {:indent$}", "")?;
            for square in (0..G::row_length(size, row)).filter_map(|column| G::row_square(size, row, column)) {
                let c = match pos.piece_at(square) {
                    None if pos.holes().contains(square) => 'x',
                    None if pos.black_hole() == Some(square) => 'o',
                    None => '.',
                    Some(color) if filled(square) => color.char().to_ascii_uppercase(),
                    Some(color) => color.char(),
                };
                write!(self.out, "{c} ")?;
            }
            writeln!(self.out, "{:indent$}{label}", "")?;
        }
        if hexagon {
            // A cell is named by its row's letter and its number from the row's left end.
            let ends = |row: u8| {
                let last = G::row_length(size, row).saturating_sub(1);
                let name = |column| G::row_square(size, row, column).map(|cell| cell.to_string()).unwrap_or_default();
                format!("{}-{}", name(0), name(last))
            };
            writeln!(
                self.out,
                "  Cells: the row's letter, then the number from its left end ({}, {}, {}).",
                ends(0),
                ends(rows / 2),
                ends(rows.saturating_sub(1))
            )?;
        } else {
            writeln!(self.out, "{files}")?;
        }
        let (black, white) = (pos.reserve(Color::Black), pos.reserve(Color::White));
        if black + white > 0 {
            writeln!(
                self.out,
                "In reserve: Black holds {black} white {}, White holds {white} black {}.",
                plural(black.into(), "stone", "stones"),
                plural(white.into(), "stone", "stones")
            )?;
        }
        if let Some(index) = self.game.ply().checked_sub(1) {
            let mv = self.game.moves()[index];
            let before = &self.game.positions()[index];
            writeln!(self.out, "Last move: {} {}", move_number(&self.game, index), before.notation(mv))?;
        }
        if self.game.is_over() {
            return Ok(());
        }
        let mover = pos.turn();
        let who = match self.options.mode {
            Mode::AgainstEngine(person) if person == mover => " (you)",
            Mode::AgainstEngine(_) => " (engine)",
            _ => "",
        };
        write!(self.out, "{}{who} to move.", title(mover))?;
        if pos.opponent_threatens_win(self.game.rules()) {
            write!(self.out, " {} threatens to win!", title(mover.other()))?;
        }
        if pos.must_pass() {
            write!(self.out, " {} has no move and must pass.", title(mover))?;
        } else if pos.in_drop_phase() {
            let example = pos.legal_moves().first().map(|&mv| pos.notation(mv).to_string()).unwrap_or_default();
            write!(self.out, " {} moves and drops a stone (as in {example}).", title(mover))?;
        }
        writeln!(self.out)?;
        Ok(())
    }

    fn list_moves(&mut self) -> Result<(), Failure> {
        if self.game.ply() > 0 {
            writeln!(self.out, "Moves: {}", self.game)?;
        }
        Ok(())
    }

    fn show_legal_moves(&mut self) -> Result<(), Failure> {
        let pos = *self.game.position();
        let mut moves = self.game.legal_moves().to_vec();
        moves.sort_by_key(|&mv| square_order(mv));
        if moves.iter().any(|mv| mv.drop_square().is_some()) {
            return self.show_drop_turns(&pos, &moves);
        }
        writeln!(self.out, "{} legal {}:", moves.len(), plural(moves.len() as i64, "move", "moves"))?;
        for line in moves.chunks(MOVES_PER_LINE) {
            let texts: Vec<String> = line.iter().map(|&mv| pos.notation(mv).to_string()).collect();
            writeln!(self.out, "  {}", texts.join(" "))?;
        }
        Ok(())
    }

    /// The hundreds of turns of Parachute's drop phase, by their move: each move once,
    /// with the number of squares its stone may be dropped on.
    fn show_drop_turns(&mut self, pos: &Position<G>, moves: &[Move<G::Square>]) -> Result<(), Failure> {
        let mut parts: Vec<(Move<G::Square>, usize)> = Vec::new();
        for &mv in moves {
            let part = mv.without_drop();
            match parts.iter_mut().find(|(seen, _)| *seen == part) {
                Some((_, drops)) => *drops += 1,
                None => parts.push((part, 1)),
            }
        }
        let example = moves.first().map(|&mv| pos.notation(mv).to_string()).unwrap_or_default();
        writeln!(
            self.out,
            "{} legal moves, each a move and a drop (as in {example}): {} {}, with how many drops each:",
            moves.len(),
            parts.len(),
            plural(parts.len() as i64, "move", "moves")
        )?;
        for line in parts.chunks(MOVES_PER_LINE / 2) {
            let texts: Vec<String> =
                line.iter().map(|&(mv, drops)| format!("{} ({drops})", pos.notation(mv))).collect();
            writeln!(self.out, "  {}", texts.join(" "))?;
        }
        Ok(())
    }

    fn person_move(&mut self, text: &str) -> Result<(), Failure> {
        let pos = *self.game.position();
        let mv = match pos.parse_move(text) {
            Ok(mv) => mv,
            Err(error) => {
                writeln!(self.out, "{error}")?;
                if !text.bytes().any(|b| b.is_ascii_digit()) && !text.eq_ignore_ascii_case("pass") {
                    writeln!(self.out, "Type help for the commands.")?;
                }
                return Ok(());
            }
        };
        match self.game.play(mv) {
            Ok(()) => {
                writeln!(self.out, "{} plays {}.", title(pos.turn()), pos.notation(mv))?;
                self.show_if_due()
            }
            Err(error) => {
                writeln!(self.out, "{error}")?;
                Ok(())
            }
        }
    }

    fn engine_move(&mut self) -> Result<(), Failure> {
        let pos = *self.game.position();
        let started = Instant::now();
        let Some(result) = self.engine.search(&self.game, self.options.limits) else {
            return Err(Failure::error("the engine found no move in a game not over"));
        };
        let elapsed = started.elapsed();
        let legal = self.game.legal_moves();
        let mv = if legal.contains(&result.mv) {
            result.mv
        } else {
            let fallback = legal[0];
            eprintln!(
                "warning: the engine chose {}, which is not legal here; playing {} instead",
                result.mv,
                pos.notation(fallback)
            );
            fallback
        };
        self.game.play(mv).map_err(|error| Failure::error(format!("the engine's move: {error}")))?;
        writeln!(
            self.out,
            "{} plays {} ({}, {:.2} s).",
            title(pos.turn()),
            pos.notation(mv),
            describe_result(&result, pos.turn()),
            elapsed.as_secs_f64()
        )?;
        self.show_if_due()
    }

    fn hint(&mut self) -> Result<(), Failure> {
        let limits = self.options.limits;
        let limits = Limits { time: Some(limits.time.map_or(HINT_TIME, |time| time.min(HINT_TIME))), ..limits };
        let pos = *self.game.position();
        if let Some(result) = self.engine.search(&self.game, limits) {
            writeln!(self.out, "Hint: {} ({}).", pos.notation(result.mv), describe_result(&result, pos.turn()))?;
        }
        Ok(())
    }

    /// Against the engine: back to the person's previous turn (the engine's reply and
    /// the person's move); between two people: one move.
    fn undo(&mut self) -> Result<(), Failure> {
        let target = match self.options.mode {
            Mode::AgainstEngine(person) => {
                let positions = &self.game.positions()[..self.game.ply()];
                positions.iter().rposition(|pos| pos.turn() == person)
            }
            _ => self.game.ply().checked_sub(1),
        };
        let Some(target) = target else {
            writeln!(self.out, "Nothing to undo.")?;
            return Ok(());
        };
        let mut taken_back = Vec::new();
        while self.game.ply() > target {
            let index = self.game.ply() - 1;
            let before = self.game.positions()[index];
            if let Some(mv) = self.game.undo() {
                taken_back.push(before.notation(mv).to_string());
            }
        }
        taken_back.reverse();
        self.announced = false;
        writeln!(self.out, "Took back {}.", taken_back.join(" "))?;
        self.show_if_due()
    }

    /// Plays again what [`undo`](Self::undo) took back: against the engine up to the
    /// person's next turn (the person's move and the engine's reply); between two people
    /// one move.
    fn redo(&mut self) -> Result<(), Failure> {
        let mut replayed = Vec::new();
        loop {
            let before = *self.game.position();
            let Some(mv) = self.game.redo() else {
                break;
            };
            replayed.push(before.notation(mv).to_string());
            let mover = self.game.position().turn();
            let persons_turn = match self.options.mode {
                Mode::AgainstEngine(person) => mover == person,
                _ => true,
            };
            if persons_turn || self.game.is_over() {
                break;
            }
        }
        if replayed.is_empty() {
            writeln!(self.out, "Nothing to redo.")?;
            return Ok(());
        }
        writeln!(self.out, "Played again {}.", replayed.join(" "))?;
        self.show_if_due()
    }

    /// A new game from the same start under the same rules.
    fn new_game(&mut self) -> Result<(), Failure> {
        self.game = Game::from_position(*self.game.start(), self.game.rules());
        self.announced = false;
        writeln!(self.out, "New game.")?;
        self.show_if_due()
    }

    /// Writes the game so far to `file` as SGF, with its result once it is over and the
    /// engine's side named `engine`; a file that cannot be written is reported and the
    /// game goes on.
    fn save(&mut self, file: Option<&str>) -> Result<(), Failure> {
        let Some(file) = file else {
            writeln!(self.out, "save needs a file name, as in: save game.sgf")?;
            return Ok(());
        };
        let mut record = GameRecord::new(self.game.clone());
        // SGF's result: `B+`, `W+`, or `0` for a draw; none while the game goes on.
        record.info.result = self.game.outcome().map(|outcome| match outcome {
            Outcome::Win(Color::Black) => "B+".to_owned(),
            Outcome::Win(Color::White) => "W+".to_owned(),
            Outcome::Draw => "0".to_owned(),
        });
        let engine = |color| self.options.mode.engine_plays(color).then(|| "engine".to_owned());
        record.info.black = engine(Color::Black);
        record.info.white = engine(Color::White);
        let text = write_sgf(&[record]);
        match std::fs::write(file, text) {
            Ok(()) => {
                let plies = self.game.ply();
                writeln!(self.out, "Saved {plies} {} to {file}.", plural(plies as i64, "ply", "plies"))?;
            }
            Err(error) => writeln!(self.out, "cannot write {file:?}: {error}")?,
        }
        Ok(())
    }
}

/// Where `moves` lists a move: by its origin, then its target (an exit after the slides),
/// then its drop; each square by the letter of its name, then its number, as the
/// notation reads (a1, a2, …, b1): a file and a rank on a square board, a row and a
/// cell's number in the row on a hexagon (`file_index` and `rank_index` on both).
fn square_order<S: BoardSquare>(mv: Move<S>) -> impl Ord {
    let key = |square: Option<S>| square.map(|square| (square.file_index(), square.rank_index()));
    (key(mv.origin()), mv.target().is_none(), key(mv.target()), key(mv.drop_square()))
}

/// `12.` before a move of the side that moved first in the game, `12...` otherwise.
fn move_number<G: Geometry>(game: &Game<G>, index: usize) -> String {
    let half_moves = index + usize::from(game.start().turn() == Color::White);
    let number = half_moves / 2 + 1;
    if half_moves % 2 == 0 { format!("{number}.") } else { format!("{number}...") }
}

/// The search's depth and evaluation, for `mover`: `depth 5, eval +0.35 for white`.
fn describe_result<S>(result: &AlphaBetaResult<S>, mover: Color) -> String {
    let eval = match mate_in(result.score) {
        Some(plies) if plies > 0 => format!("{mover} wins in {plies} {}", plural(plies.into(), "ply", "plies")),
        Some(plies) => format!("{mover} loses in {} {}", -plies, plural((-plies).into(), "ply", "plies")),
        None => format!("eval {:+.2} for {mover}", f64::from(result.score) / 100.0),
    };
    format!("depth {}, {eval}, {} nodes", result.depth, result.nodes)
}

fn plural(n: i64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 { one } else { many }
}

/// `about 1 s per move`, `to depth 4`, `to depth 4 or 2 s per move`.
fn describe_limits(limits: Limits) -> String {
    match (limits.depth, limits.time) {
        (Some(depth), None) => format!("to depth {depth}"),
        (None, Some(time)) => format!("about {} s per move", time.as_secs_f64()),
        (Some(depth), Some(time)) => format!("to depth {depth} or {} s per move", time.as_secs_f64()),
        (None, None) => "without limit".to_owned(),
    }
}
