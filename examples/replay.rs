//! Replays a game record — a move list, an SGF file or an Abstract Play record — and
//! prints the number of plies, the final position and the result.
//!
//! ```text
//! replay [--variant NAME] [--setup standard|scrambled|scrambled-mirrored] [--position POS]
//!        [--rules olympiad|boardspace|openspiel|codingame] [--mover-wins] [FILE]
//!
//! cargo run --release --example replay -- game.txt
//! echo "1. d1-b3 h5-g4 2. b1-b4 g4xg1" | cargo run --release --example replay
//! echo "1. g1-g3 a5-c5 2. d8-c7 a7-^^" | cargo run --release --example replay -- --variant cheshire-cat
//! echo "1. a3-c3@f3 h5-f5@d6 2. c3xf3@e4" | cargo run --release --example replay -- --variant parachute
//! cargo run --release --example replay -- --rules boardspace games.sgf
//! cargo run --release --features abstract-play --example replay -- game.json
//! ```
//!
//! The record is read from FILE, or from standard input without FILE (or with `-`); when
//! standard input is a terminal, a line on standard error says so (end the input with
//! Ctrl-D).
//!
//! The games are played under the rules of `--rules` (default: `olympiad`, the Computer
//! Olympiad's: both connected is a draw, the third occurrence of a position is a draw);
//! `--mover-wins` changes that preset's rule for a double connection to "the mover wins".
//! Repetition and move limits count: a move after a game ended by them is refused.
//!
//! # Move lists
//!
//! The moves are separated by white space, in any spelling RULES.md lists (`b1-b3`,
//! `b1xb3`, `B1:B3`, `b1b3`, `b1xb3++`, `pass`, …; not `b1 b3`, since white space separates
//! the moves), and the variants' moves (RULES.md, "Notation for variants"): an exit `e8-^^`
//! (also Boardspace's `E8-^^`), a Parachute drop-phase turn `a3-c5@d4` (`a3xc5@d4`,
//! `a3:c5@d4` for a capture) or `pass@d4`, a lone drop `@d4`. Move numbers such as `12.` or
//! `12...` are skipped, also when glued to the move (`12.b1-b3`).
//!
//! The game starts from the standard setup, a named one (`--setup`, an 8x8 start), the
//! start of a variant (`--variant NAME`: standard, scrambled, scrambled-mirrored,
//! cheshire-cat (or gemma), parachute, parachute-mirrored, 6x6, 7x7, loaps, 5x5, 9x9,
//! 10x10, 11x11, 12x12 (or loa-12), black-hole, black-hole-scrambled; Parachute with its
//! default options), or a position given in notation (`--position`, one quoted
//! argument), read as the text of `--variant` if it is given (holes `x`, reserves `6,6`,
//! a smaller or a wider board). The variant's rules apply: an exit only for a piece
//! without another move, a drop in every turn of the drop phase, Black Hole's black hole
//! on e5; on the wide boards the ranks go up to 12 (`b12-b10`).
//!
//! The output is exactly three lines:
//!
//! ```text
//! plies: 9
//! position: 8/8/8/...
//! result: black|white|draw|ongoing
//! ```
//!
//! An unreadable or illegal move, or a move after the game has ended: one line on
//! standard error naming the ply (1-based), the move text and the reason, such as
//! `error: ply 7: "b1-b4": illegal move b1-b4: ...`, exit status 1.
//!
//! # SGF
//!
//! A FILE whose name ends in `.sgf` (in any case), or any input whose first non-blank
//! character is `(`, is read as SGF (game type `GM[9]`; see the library's `read_sgf`), and
//! each game tree starts from the variant and setup it names, on its board (`SU[Gemma]`,
//! `SZ[6]`, `SU[Parachute]`, `SZ[12]` or `SU[Loa-12]` for 12×12, `SU[Black-hole]`, …; the
//! library's `read_any_sgf`): `--variant`, `--setup` and `--position` do not apply, and are
//! refused with SGF input (exit status 2) rather than ignored or checked against the file.
//! `--rules` applies.
//! For each game tree, in order, one line:
//!
//! ```text
//! game 1: plies 39 result black
//! game 2: plies 29 result ongoing (record: resign)
//! game 3: plies 54 result white (record: W+)
//! game 4: error at ply 10: "W[a4:d8]" (line 105): illegal move a4-d8: ...
//! game 5: plies 44 result ongoing (record: resign)
//! ```
//!
//! The result is the board's, as for a move list; `(record: ...)` follows when the record
//! says how the game ended: its `RE` value if it has one, otherwise `resign` if a player
//! resigned. The exit status is 1 if any game could not be replayed, 0 otherwise. A text
//! that is not SGF at all: one line on standard error naming the line and column, exit
//! status 2.
//!
//! # Abstract Play
//!
//! A FILE whose name ends in `.json` (in any case), or any input whose first non-blank
//! character is `{`, is read as an Abstract Play game record (its `APGameRecord` JSON; see
//! the library's `AbstractPlayRecord`, which needs the `abstract-play` feature: run with
//! `--features abstract-play`). The record names its variant (the 8x8 board, the 9x9 Black
//! Hole, hex5, hex6; Scrambled Eggs) and is played under Abstract Play's rules, so `--variant`,
//! `--setup`, `--position`, `--rules` and `--mover-wins` are refused with it (exit status
//! 2). One line, as for a game of SGF:
//!
//! ```text
//! game 1: plies 33 result black (record: black)
//! game 1: error: ply 5: "b8-e": cannot read "b8-e" as a move: ...
//! ```
//!
//! The result is the board's; `(record: ...)` follows when the players' results say who
//! won: `black`, `white` or `draw`. A record that cannot be replayed (a bad move, a
//! variant Abstract Play's Lines of Action does not have, a result the board
//! contradicts): exit status 1. A text that is not a record at all: one line on standard
//! error naming the line and column, exit status 2; without the `abstract-play` feature,
//! one line saying to build with it, exit status 2.
//!
//! A bad argument, position or unreadable file: one line on standard error,
//! `error: ... (see --help)`, exit status 2. `--help` (or `-h`) lists the options.

mod cli;

use cli::Failure;

use std::io::{self, IsTerminal, Read, Write};
use std::process::ExitCode;

#[cfg(feature = "abstract-play")]
use lines_of_action::{AbstractPlayError, AbstractPlayRecord};
use lines_of_action::{
    AnyPosition, BothConnected, Color, Game, GameRecord, Geometry, Outcome, Position, RulePreset, Rules, SgfGameError,
    Variant, on_any_board, read_any_sgf_with,
};

const HELP: cli::Help = cli::Help {
    name: "replay",
    about: "replays a move list, an SGF file or an Abstract Play record and prints the plies, the final\n  \
            position and the result.",
    usage: "[--variant NAME] [--setup NAME | --position POS] [--rules PRESET]\n              [--mover-wins] [FILE]",
    arguments: &[(
        "FILE",
        "a move list, SGF or an Abstract Play record (default: standard input):\n                  \
         SGF if named *.sgf or starting with '(',\n                  \
         Abstract Play if *.json or starting with '{'",
    )],
    options: &[
        ("--variant NAME", "a move list's game; --position is read as its text (default: standard)"),
        ("--setup NAME", "a move list's start: standard, scrambled, scrambled-mirrored (default: standard)"),
        ("--position POS", "a move list's start in notation, one argument (default: the variant's start)"),
        ("--rules PRESET", "a rule preset, olympiad … alveole (default: olympiad)"),
        ("--mover-wins", "both sides connected: the mover wins (default: the preset's rule)"),
    ],
    sections: &[(
        "Output",
        "  a move list (b1-b3 c1xa3 pass e8-^^ a3-c5@d4 ..., move numbers skipped): three lines, plies: N,\n  \
         position: <notation>, result: black|white|draw|ongoing; an illegal move is one line on\n  \
         standard error naming its ply (exit status 1).\n  \
         SGF: one line a game tree, game N: plies P result R (record: RE), or game N: error at ply ...\n  \
         Each tree names its variant and setup: --variant, --setup and --position are refused with SGF.\n  \
         An Abstract Play record (with --features abstract-play): one line as for SGF, game 1: ...; it\n  \
         names its variant and is played under Abstract Play's rules: the options above are refused.",
    )],
    examples: &[
        "cargo run --release --example replay -- game.txt",
        "echo \"1. d1-b3 h5-g4 2. b1-b4 g4xg1\" | cargo run --release --example replay",
        "echo \"1. g1-g3 a5-c5 2. d8-c7 a7-^^\" | cargo run --release --example replay -- \\\n     --variant cheshire-cat",
        "cargo run --release --example replay -- --rules boardspace games.sgf",
        "cargo run --release --features abstract-play --example replay -- game.json",
    ],
};

/// What `replay` says on standard error when it waits for a person to type the record.
const READING_A_TERMINAL: &str = "reading SGF or a move list from standard input (Ctrl-D to end); --help for options";

/// An unreadable or illegal move, or a move after the end: exit status 1.
fn bad_move(message: String) -> Failure {
    Failure::error(message)
}

fn main() -> ExitCode {
    cli::main_with(run)
}

/// What the command line asks for.
struct Options {
    /// `None`: the standard start, or the variant and setup an SGF record names. `Some`
    /// with SGF input is refused.
    start: Option<AnyPosition>,
    rules: Rules,
    /// Whether `--rules` or `--mover-wins` was given: refused with an Abstract Play record.
    rules_given: bool,
    /// `None`: standard input.
    file: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut start_options = cli::StartOptions::default();
    let mut preset = None;
    let mut mover_wins = false;
    let mut file = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--mover-wins" => mover_wins = true,
            "--variant" => start_options.variant = Some(cli::variant_value(&mut args)?),
            option @ ("--setup" | "--position" | "--rules") => {
                let value = cli::value(&mut args, option, "a value")?;
                if option == "--rules" {
                    if preset.is_some() {
                        return Err(Failure::usage("give --rules once"));
                    }
                    let parsed: RulePreset =
                        value.parse().map_err(|error| Failure::usage(format!("bad --rules: {error}")))?;
                    preset = Some(parsed);
                    continue;
                }
                start_options.set(option, value)?;
            }
            _ if arg.starts_with('-') && arg != "-" => return Err(cli::unknown_option(arg)),
            _ => {
                if file.is_some() {
                    return Err(Failure::usage(format!("more than one FILE: {arg:?}")));
                }
                // `-` is standard input.
                file = Some((arg != "-").then(|| arg.clone()));
            }
        }
    }
    let start = start_options.start()?;
    let mut rules = preset.unwrap_or_default().rules();
    if mover_wins {
        rules = rules.with_both_connected(BothConnected::MoverWins);
    }
    let rules_given = preset.is_some() || mover_wins;
    Ok(Some(Options { start, rules, rules_given, file: file.flatten() }))
}

fn result_name(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "ongoing",
        Some(Outcome::Win(Color::Black)) => "black",
        Some(Outcome::Win(Color::White)) => "white",
        Some(Outcome::Draw) => "draw",
    }
}

/// Whether the input is SGF: a FILE named `*.sgf`, or a text starting with `(`.
fn is_sgf(file: Option<&str>, text: &str) -> bool {
    let named_sgf = file.is_some_and(|path| {
        let path = path.as_bytes();
        path.len() >= 4 && path[path.len() - 4..].eq_ignore_ascii_case(b".sgf")
    });
    named_sgf || text.trim_start().starts_with('(')
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(Options { start, rules, rules_given, file }) = parse_args(args)? else {
        return HELP.print();
    };
    let text = match &file {
        Some(path) => std::fs::read(path).map_err(|error| Failure::usage(format!("cannot read {path:?}: {error}")))?,
        None => {
            if io::stdin().is_terminal() {
                eprintln!("{READING_A_TERMINAL}");
            }
            let mut bytes = Vec::new();
            io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|error| Failure::usage(format!("cannot read standard input: {error}")))?;
            bytes
        }
    };
    let source = file.as_deref().unwrap_or("standard input");
    let text =
        String::from_utf8(text).map_err(|_| Failure::usage(format!("cannot read {source:?}: it is not UTF-8 text")))?;

    if is_sgf(file.as_deref(), &text) {
        if start.is_some() {
            return Err(Failure::usage(
                "--variant, --setup and --position do not apply to SGF: each game tree names its variant and \
                 setup (SU, SZ, AB/AW)",
            ));
        }
        return replay_sgf(&text, source, rules);
    }
    if is_abstract_play(file.as_deref(), &text) {
        if start.is_some() || rules_given {
            return Err(Failure::usage(
                "--variant, --setup, --position, --rules and --mover-wins do not apply to an Abstract Play \
                 record: it names its variant, and Abstract Play's rules apply",
            ));
        }
        return replay_abstract_play(&text, source);
    }
    let start = start.unwrap_or_else(|| AnyPosition::from_variant(Variant::Standard));
    on_any_board!(start, |start| replay_moves(&text, start, rules))
}

/// Whether the input is an Abstract Play record: a FILE named `*.json`, or a text starting
/// with `{`.
fn is_abstract_play(file: Option<&str>, text: &str) -> bool {
    let named_json = file.is_some_and(|path| {
        let path = path.as_bytes();
        path.len() >= 5 && path[path.len() - 5..].eq_ignore_ascii_case(b".json")
    });
    named_json || text.trim_start().starts_with('{')
}

/// An Abstract Play record: one line, as for a game of SGF; exit status 1 if it cannot be
/// replayed.
#[cfg(feature = "abstract-play")]
fn replay_abstract_play(text: &str, source: &str) -> Result<(), Failure> {
    let replayed = AbstractPlayRecord::from_json(text).and_then(|record| Ok((record.any_game()?, record.result())));
    let mut out = io::stdout().lock();
    match replayed {
        Ok((game, recorded)) => {
            let mut line =
                format!("game 1: plies {} result {}", game.ply(), result_name(game.result().map(|r| r.outcome)));
            if let Some(recorded) = recorded {
                line.push_str(&format!(" (record: {})", result_name(Some(recorded))));
            }
            writeln!(out, "{line}")?;
            Ok(())
        }
        Err(error @ AbstractPlayError::Json { .. }) => {
            Err(Failure::usage(format!("{source:?} is not an Abstract Play record: {error}")))
        }
        Err(error) => {
            writeln!(out, "game 1: error: {error}")?;
            out.flush()?;
            Err(Failure { code: 1, message: None })
        }
    }
}

/// Without the `abstract-play` feature: a line saying how to build with it.
#[cfg(not(feature = "abstract-play"))]
fn replay_abstract_play(_text: &str, source: &str) -> Result<(), Failure> {
    Err(Failure::usage(format!(
        "{source:?} is an Abstract Play record (JSON): reading one needs the abstract-play feature \
         (cargo run --features abstract-play --example replay)"
    )))
}

/// A move list, on any board: three lines, or one line on standard error for the first
/// bad move.
fn replay_moves<G: Geometry>(text: &str, start: Position<G>, rules: Rules) -> Result<(), Failure> {
    let mut game = Game::from_position(start, rules);
    game.play_move_list(text).map_err(|error| bad_move(error.to_string()))?;

    let mut out = io::stdout().lock();
    writeln!(out, "plies: {}", game.ply())?;
    writeln!(out, "position: {}", game.position())?;
    writeln!(out, "result: {}", result_name(game.outcome()))?;
    Ok(())
}

/// An SGF file: one line per game tree; exit status 1 if any failed.
fn replay_sgf(text: &str, source: &str, rules: Rules) -> Result<(), Failure> {
    let games =
        read_any_sgf_with(text, rules).map_err(|error| Failure::usage(format!("{source:?} is not SGF: {error}")))?;
    let mut out = io::stdout().lock();
    let mut failed = false;
    for (index, game) in games.iter().enumerate() {
        let number = index + 1;
        match game {
            Ok(record) => writeln!(out, "game {number}: {}", on_any_board!(record, |record| summary(record)))?,
            Err(SgfGameError { ply, line, text, problem, .. }) => {
                failed = true;
                writeln!(out, "game {number}: error at ply {ply}: {text} (line {line}): {problem}")?;
            }
        }
    }
    out.flush()?;
    if failed { Err(Failure { code: 1, message: None }) } else { Ok(()) }
}

/// `plies P result R`, then ` (record: ...)` if the record says how the game ended, on
/// any board.
fn summary<G: Geometry>(record: &GameRecord<G>) -> String {
    let game = &record.game;
    let mut line = format!("plies {} result {}", game.ply(), result_name(game.outcome()));
    let recorded = record.info.result.as_deref().or(record.resigned.map(|_| "resign"));
    if let Some(recorded) = recorded {
        line.push_str(&format!(" (record: {recorded})"));
    }
    line
}
