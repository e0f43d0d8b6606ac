//! What the command-line examples share: how they fail, how they end, and how
//! they read a position argument.

use std::io::{self, Write};
use std::process::ExitCode;

use lines_of_action::{Position, Variant};

/// Why a program stops early: the exit status and the line for standard error, if any.
pub struct Failure {
    pub code: u8,
    pub message: Option<String>,
}

impl Failure {
    /// A bad argument, position or file: exit status 2.
    pub fn usage(message: impl Into<String>) -> Failure {
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

/// Runs `run` on the command-line arguments and turns its failure into one line on
/// standard error and the exit status. Arguments that are not UTF-8 are a usage error.
pub fn main_with(usage: &str, run: impl FnOnce(&[String]) -> Result<(), Failure>) -> ExitCode {
    let args: Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let result = match args {
        Ok(args) => run(&args),
        Err(bad) => Err(Failure::usage(format!("argument {bad:?} is not valid UTF-8 ({usage})"))),
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

/// The variant named by the next argument, the value of `--variant`, or a usage error
/// listing the names.
pub fn variant_value<'a>(args: &mut impl Iterator<Item = &'a String>, usage: &str) -> Result<Variant, Failure> {
    let Some(text) = args.next() else {
        return Err(Failure::usage(format!("--variant needs a value ({usage})")));
    };
    text.parse().map_err(|error| Failure::usage(format!("bad --variant: {error}")))
}

/// A position of `variant` from its notation, or a usage error that quotes it.
fn parse_position(text: &str, variant: Variant) -> Result<Position, Failure> {
    Position::from_text(text, variant).map_err(|error| Failure::usage(format!("bad position {text:?}: {error}")))
}

/// The position of `variant` from zero arguments (the variant's start), one (the whole
/// notation) or two or three (board, side to move, Parachute's reserves).
pub fn position_from_args(args: &[&str], usage: &str, variant: Variant) -> Result<Position, Failure> {
    match args {
        [] => Ok(Position::from_variant(variant)),
        [whole] => parse_position(whole, variant),
        [board, side] => parse_position(&format!("{board} {side}"), variant),
        [board, side, reserves] if reserves.contains(',') => {
            parse_position(&format!("{board} {side} {reserves}"), variant)
        }
        _ => Err(Failure::usage(format!(
            "too many arguments: expected one position such as \
             \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\" ({usage})"
        ))),
    }
}
