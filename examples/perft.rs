//! Counts the leaves of the game tree (perft), depth by depth, with the speed.
//!
//! ```text
//! perft [--divide] [--pure] [--mover-wins] [--no-moves pass|loss|draw] DEPTH [POSITION]
//!
//! cargo run --release --example perft 5
//! cargo run --release --example perft -- --divide 3
//! cargo run --release --example perft -- --no-moves loss 1 "6wb/6ww/8/8/8/8/ww6/bw6 b"
//! ```
//!
//! For each depth from 1 to DEPTH it prints one line
//! `perft D: N (T s, X M leaves/s)`, e.g. `perft 5: 55963132 (0.361 s, 154.8 M leaves/s)`.
//! With `--divide` it prints instead, at DEPTH only, one line `<move>: <count>` per
//! root move (canonical notation, in legal-move order), then `total: N`.
//!
//! The counts follow RULES.md, "Perft": a position where the game is over adds 0
//! above the target depth. `--mover-wins` and `--no-moves` choose the rules (default:
//! both connected is a draw, a side without a move passes); `--pure` ignores game end
//! altogether (and so cannot be combined with them). POSITION is the position notation,
//! one quoted argument or board and side to move as two; the default is the standard start.
//! The count is single-threaded: build with `--release` to measure speed.
//!
//! A bad argument or position: one line on standard error, exit status 2.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use lines_of_action::{BothConnected, NoLegalMove, Position, Rules, divide, divide_pure, perft, perft_pure};

const USAGE: &str = "usage: perft [--divide] [--pure] [--mover-wins] [--no-moves pass|loss|draw] DEPTH [POSITION]";

/// Why the program stops early: the exit status and the line for standard error, if any.
struct Failure {
    code: u8,
    message: Option<String>,
}

impl Failure {
    fn usage(message: impl Into<String>) -> Failure {
        Failure { code: 2, message: Some(message.into()) }
    }
}

/// A failed write to standard output: a closed pipe ends the program quietly.
impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Failure { code: 0, message: None }
        } else {
            Failure { code: 1, message: Some(format!("cannot write the output: {error}")) }
        }
    }
}

fn main() -> ExitCode {
    let args: Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let result = match args {
        Ok(args) => run(&args),
        Err(bad) => Err(Failure::usage(format!("argument {bad:?} is not valid UTF-8 ({USAGE})"))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure { code, message }) => {
            if let Some(message) = message {
                let _ = writeln!(io::stderr(), "{message}");
            }
            ExitCode::from(code)
        }
    }
}

/// What the command line asks for.
struct Options {
    divide: bool,
    pure: bool,
    rules: Rules,
    depth: u32,
    position: Position,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut divide = false;
    let mut pure = false;
    let mut rules_given = false;
    let mut rules = Rules::default();
    let mut positional = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--divide" => divide = true,
            "--pure" => pure = true,
            "--mover-wins" => {
                rules = rules.with_both_connected(BothConnected::MoverWins);
                rules_given = true;
            }
            "--no-moves" => {
                let Some(value) = args.next() else {
                    return Err(Failure::usage(format!("--no-moves needs a value: pass, loss or draw ({USAGE})")));
                };
                let no_legal_move = match value.as_str() {
                    "pass" => NoLegalMove::Pass,
                    "loss" => NoLegalMove::Loss,
                    "draw" => NoLegalMove::Draw,
                    _ => {
                        return Err(Failure::usage(format!(
                            "bad --no-moves value {value:?}: expected pass, loss or draw"
                        )));
                    }
                };
                rules = rules.with_no_legal_move(no_legal_move);
                rules_given = true;
            }
            _ if arg.starts_with('-') => {
                return Err(Failure::usage(format!("unknown option {arg:?} ({USAGE})")));
            }
            _ => positional.push(arg.as_str()),
        }
    }
    if pure && rules_given {
        return Err(Failure::usage("--pure ignores game end, so --mover-wins and --no-moves cannot go with it"));
    }
    let Some((depth_text, position_args)) = positional.split_first() else {
        return Err(Failure::usage(format!("missing DEPTH ({USAGE})")));
    };
    let depth: u32 = depth_text
        .parse()
        .map_err(|_| Failure::usage(format!("bad DEPTH {depth_text:?}: expected a whole number such as 5")))?;
    let position = parse_position(position_args)?;
    Ok(Some(Options { divide, pure, rules, depth, position }))
}

/// The position from zero arguments (the standard start), one (the whole notation)
/// or two (board, then side to move).
fn parse_position(args: &[&str]) -> Result<Position, Failure> {
    let text = match args {
        [] => return Ok(Position::default()),
        [whole] => (*whole).to_owned(),
        [board, side] => format!("{board} {side}"),
        _ => {
            return Err(Failure::usage(format!(
                "too many arguments: expected DEPTH and one position such as \
                 \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\" ({USAGE})"
            )));
        }
    };
    text.parse().map_err(|error| Failure::usage(format!("bad position {text:?}: {error}")))
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        writeln!(io::stdout().lock(), "{USAGE}")?;
        return Ok(());
    };
    let Options { divide: split, pure, rules, depth, position } = options;
    let mut out = io::stdout().lock();

    if split {
        let moves = if pure { divide_pure(&position, depth) } else { divide(&position, depth, rules) };
        for (mv, count) in &moves {
            writeln!(out, "{}: {count}", position.notation(*mv))?;
        }
        // perft(p, 0) = 1 has no root move to split it by.
        let total: u64 = if depth == 0 { 1 } else { moves.iter().map(|(_, count)| count).sum() };
        writeln!(out, "total: {total}")?;
        return Ok(());
    }

    for d in depth.min(1)..=depth {
        let start = Instant::now();
        let leaves = if pure { perft_pure(&position, d) } else { perft(&position, d, rules) };
        let seconds = start.elapsed().as_secs_f64();
        let rate = leaves as f64 / seconds.max(1e-9) / 1e6;
        writeln!(out, "perft {d}: {leaves} ({seconds:.3} s, {rate:.1} M leaves/s)")?;
    }
    Ok(())
}
