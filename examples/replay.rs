//! Replays a game record and prints the number of plies, the final position and the result.
//!
//! ```text
//! replay [--setup standard|scrambled|scrambled-mirrored] [--position POS] [--mover-wins] [FILE]
//!
//! cargo run --release --example replay -- game.txt
//! echo "1. d1-b3 h5-g4 2. b1-b4 g4xg1" | cargo run --release --example replay
//! ```
//!
//! The moves are read from FILE, or from standard input without FILE (or with `-`),
//! separated by white space, in any spelling RULES.md lists (`b1-b3`, `b1xb3`, `B1:B3`,
//! `b1b3`, `b1xb3++`, `pass`, …; not `b1 b3`, since white space separates the moves).
//! Move numbers such as `12.` or `12...` are skipped, also when glued to the move (`12.b1-b3`).
//! The game starts from the standard setup, a named one (`--setup`) or a position
//! given in notation (`--position`, one quoted argument).
//!
//! The output is exactly three lines:
//!
//! ```text
//! plies: 9
//! position: 8/8/8/...
//! result: black|white|draw|ongoing
//! ```
//!
//! The result is decided under the default rules (both connected: draw), or with
//! `--mover-wins` under the rule that the mover wins.
//!
//! An unreadable or illegal move, or a move after the game has ended: one line on
//! standard error naming the ply (1-based), the move text and the reason, such as
//! `ply 7: "b1-b4": illegal move b1-b4: ...`, exit status 1. A bad argument,
//! position or unreadable file: one line on standard error, exit status 2.

mod cli;

use cli::Failure;

use std::io::{self, Read, Write};
use std::process::ExitCode;

use lines_of_action::{BothConnected, Color, Layout, Outcome, Position, Rules};

const USAGE: &str = "usage: replay [--setup standard|scrambled|scrambled-mirrored] \
                     [--position POS] [--mover-wins] [FILE]";

/// An unreadable or illegal move, or a move after the end: exit status 1.
fn bad_move(message: String) -> Failure {
    Failure { code: 1, message: Some(message) }
}

fn main() -> ExitCode {
    cli::main_with(USAGE, run)
}

/// What the command line asks for.
struct Options {
    start: Position,
    rules: Rules,
    /// `None`: standard input.
    file: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut start = None;
    let mut rules = Rules::default();
    let mut file = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--mover-wins" => rules = rules.with_both_connected(BothConnected::MoverWins),
            option @ ("--setup" | "--position") => {
                let Some(value) = args.next() else {
                    return Err(Failure::usage(format!("{option} needs a value ({USAGE})")));
                };
                if start.is_some() {
                    return Err(Failure::usage("give the start once: one --setup or one --position"));
                }
                start = Some(if option == "--setup" {
                    parse_setup(value)?
                } else {
                    cli::position_from_args(&[value], USAGE)?
                });
            }
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(Failure::usage(format!("unknown option {arg:?} ({USAGE})")));
            }
            _ => {
                if file.is_some() {
                    return Err(Failure::usage(format!("more than one FILE: {arg:?} ({USAGE})")));
                }
                // `-` is standard input.
                file = Some((arg != "-").then(|| arg.clone()));
            }
        }
    }
    Ok(Some(Options { start: start.unwrap_or_default(), rules, file: file.flatten() }))
}

fn parse_setup(name: &str) -> Result<Position, Failure> {
    let layout = match name {
        "standard" => Layout::Standard,
        "scrambled" => Layout::ScrambledEggs,
        "scrambled-mirrored" => Layout::ScrambledEggsMirrored,
        _ => {
            return Err(Failure::usage(format!(
                "bad --setup value {name:?}: expected standard, scrambled or scrambled-mirrored"
            )));
        }
    };
    Ok(Position::from_layout(layout))
}

/// The move text of a token: `None` for a move number (`12.`, `12...`); a number glued
/// to a move (`12.b1-b3`) is cut off.
fn move_text(token: &str) -> Option<&str> {
    let after_digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if after_digits.len() == token.len() || !after_digits.starts_with('.') {
        return Some(token);
    }
    let rest = after_digits.trim_start_matches('.');
    (!rest.is_empty()).then_some(rest)
}

fn result_name(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "ongoing",
        Some(Outcome::Win(Color::Black)) => "black",
        Some(Outcome::Win(Color::White)) => "white",
        Some(Outcome::Draw) => "draw",
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(Options { start, rules, file }) = parse_args(args)? else {
        writeln!(io::stdout().lock(), "{USAGE}")?;
        return Ok(());
    };
    let text = match &file {
        Some(path) => std::fs::read(path).map_err(|error| Failure::usage(format!("cannot read {path:?}: {error}")))?,
        None => {
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

    let mut pos = start;
    let mut plies = 0usize;
    for token in text.split_whitespace() {
        let Some(token) = move_text(token) else {
            continue;
        };
        let ply = plies + 1;
        if let Some(outcome) = pos.outcome(rules) {
            return Err(bad_move(format!(
                "ply {ply}: {token:?}: the game is already over ({outcome}) after ply {plies}"
            )));
        }
        let mv = pos.parse_move(token).map_err(|error| bad_move(format!("ply {ply}: {token:?}: {error}")))?;
        pos.play(mv).map_err(|error| bad_move(format!("ply {ply}: {token:?}: {error}")))?;
        plies = ply;
    }

    let mut out = io::stdout().lock();
    writeln!(out, "plies: {plies}")?;
    writeln!(out, "position: {pos}")?;
    writeln!(out, "result: {}", result_name(pos.outcome(rules)))?;
    Ok(())
}
