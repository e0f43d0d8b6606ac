//! Writes an SVG diagram of a position to standard output (needs the `svg` feature).
//!
//! ```text
//! diagram [POSITION] [--last MOVE] [--targets SQUARE] [--flip]
//!
//! cargo run --features svg --example diagram > start.svg
//! cargo run --features svg --example diagram -- "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w" --last b1-b3 --targets a2
//! ```
//!
//! POSITION is the position notation (RULES.md, "Notation"), either as one quoted
//! argument or as two arguments, board and side to move; the default is the standard
//! start.
//!
//! `--last MOVE` draws MOVE as an arrow: the move that led to POSITION, so it has already
//! been played there and is read as two squares, not checked against the rules. Any
//! usual spelling is taken: `b1-b3`, `b1xb3`, `b1:b3`, `b1b3`, upper case, trailing
//! `+ # ! ?`; `pass` draws nothing. Its target square must hold a piece of the side that
//! just moved (the side not to move in POSITION) and its start square must be empty.
//!
//! `--targets SQUARE` (either case) selects the piece on SQUARE and marks the squares it can move to
//! (none if it is not a piece of the side to move). `--flip` turns the board half a turn:
//! rank 8 at the bottom, file h on the left.
//!
//! A bad argument, position, move or square: one line on standard error, exit status 2.

mod cli;

use cli::Failure;

use std::io::{self, Write};
use std::process::ExitCode;

use lines_of_action::{Move, Position, Square, SvgOptions, Variant};

const USAGE: &str = "usage: diagram [--variant NAME] [POSITION] [--last MOVE] [--targets SQUARE] [--flip]";

const HELP: &str = "\
Writes an SVG diagram of POSITION (default: the standard start) to standard output.

  POSITION          position notation, one quoted argument or board and side to move,
                    e.g. \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\"
  --last MOVE       draw MOVE, the move that led to POSITION, as an arrow; it is read
                    as two squares (b1-b3, b1xb3, b1:b3, b1b3; pass draws nothing)
                    and its target must hold a piece of the side that just moved
  --targets SQUARE  select the piece on SQUARE and mark where it can move
  --variant NAME    the game: standard (default), scrambled, scrambled-mirrored,
                    cheshire-cat, parachute, parachute-mirrored, 6x6, 7x7 or loaps;
                    POSITION is read as its text, and defaults to its start
  --flip            turn the board: rank 8 at the bottom, file h on the left
  -h, --help        print this help";

fn main() -> ExitCode {
    cli::main_with(USAGE, run)
}

fn run(args: &[String]) -> Result<(), Failure> {
    let mut flipped = false;
    let mut variant = Variant::Standard;
    let mut last = None;
    let mut targets = None;
    let mut position_args = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--flip" => flipped = true,
            "--variant" => variant = cli::variant_value(&mut args, USAGE)?,
            "--last" => last = Some(value(&mut args, "--last", "a move such as b1-b3")?),
            "--targets" => targets = Some(value(&mut args, "--targets", "a square such as c1")?),
            "-h" | "--help" => {
                writeln!(io::stdout().lock(), "{USAGE}\n\n{HELP}")?;
                return Ok(());
            }
            _ if arg.starts_with('-') => {
                return Err(Failure::usage(format!("unknown option {arg:?} ({USAGE})")));
            }
            _ => position_args.push(arg.as_str()),
        }
    }
    let position = cli::position_from_args(&position_args, USAGE, variant)?;

    let mut options = SvgOptions::new().with_flipped(flipped);
    if let Some(text) = last {
        options = options.with_last_move(last_move(&position, text)?);
    }
    if let Some(text) = targets {
        let square: Square = text
            .to_ascii_lowercase()
            .parse()
            .map_err(|_| Failure::usage(format!("--targets {text:?}: expected a square such as c1")))?;
        options = options.with_legal_targets(&position, square);
    }
    writeln!(io::stdout().lock(), "{}", position.to_svg(&options))?;
    Ok(())
}

/// The argument after `option`, or a usage error saying what was expected.
fn value<'a>(args: &mut impl Iterator<Item = &'a String>, option: &str, expected: &str) -> Result<&'a str, Failure> {
    args.next().map(String::as_str).ok_or_else(|| Failure::usage(format!("{option} needs {expected} ({USAGE})")))
}

/// The move that led to `position`, read as two squares: `b1-b3`, `b1xb3`, `b1:b3`,
/// `b1b3` in either case, with trailing annotation marks, or `pass`. It has already
/// been played, so it is checked only against the result: an empty start square and a
/// piece of the side that just moved on the target.
fn last_move(position: &Position, text: &str) -> Result<Move, Failure> {
    let bad = |problem: &str| Failure::usage(format!("--last {text:?}: {problem}"));
    let body = text.trim().trim_end_matches(['+', '#', '!', '?']).to_ascii_lowercase();
    let squares = match body.as_bytes() {
        [_, _, b'-' | b'x' | b':', _, _] => format!("{}{}", &body[..2], &body[3..]),
        _ => body,
    };
    let mv: Move =
        squares.parse().map_err(|_| bad("expected two squares such as b1-b3, an exit such as e8-^^, or pass"))?;
    let Some((from, to)) = mv.slide() else {
        return Ok(mv);
    };
    let mover = position.turn().other();
    if position.occupied().contains(from) {
        return Err(bad(&format!("{from} is not empty, so no piece has just left it")));
    }
    if position.piece_at(to) != Some(mover) {
        return Err(bad(&format!("{to} holds no {mover} piece, so {mover} (who just moved) did not land there")));
    }
    Ok(mv)
}
