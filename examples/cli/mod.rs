//! What the command-line examples and the `loa` program's subcommands (`cli/`, which
//! includes this file by path) share: their `--help`, how they fail, how they end, and
//! how they read a variant and a position argument.
//!
//! Every failure is one line on standard error that starts with `error: `; a usage
//! error (a bad argument, position or file) ends with `(see --help)` and exits with
//! status 2.
//!
//! Each example is its own binary and uses only part of this module, as `loa` does.
#![allow(dead_code)]

use std::io::{self, Write};
use std::process::ExitCode;

use lines_of_action::{AnyPosition, Layout, Position, Variant};

/// Why a program stops early: the exit status and the line for standard error, if any.
pub struct Failure {
    pub code: u8,
    pub message: Option<String>,
}

impl Failure {
    /// A bad argument, position or file: `error: <what> (see --help)`, exit status 2.
    pub fn usage(what: impl Into<String>) -> Failure {
        Failure { code: 2, message: Some(format!("error: {} (see --help)", what.into())) }
    }

    /// A failure while running, such as an illegal move in a record: `error: <what>`,
    /// exit status 1.
    pub fn error(what: impl Into<String>) -> Failure {
        Failure { code: 1, message: Some(format!("error: {}", what.into())) }
    }
}

/// A failed write to standard output: a closed pipe ends the program quietly.
impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Failure { code: 0, message: None }
        } else {
            Failure::error(format!("cannot write the output: {error}"))
        }
    }
}

/// Runs `run` on the command-line arguments and turns its failure into its line on
/// standard error and the exit status. Arguments that are not UTF-8 are a usage error.
pub fn main_with(run: impl FnOnce(&[String]) -> Result<(), Failure>) -> ExitCode {
    let args: Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let result = match args {
        Ok(args) => run(&args),
        Err(bad) => Err(Failure::usage(format!("argument {bad:?} is not valid UTF-8"))),
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

/// How wide the lines of the variants' names in `--help` are at most.
const HELP_WIDTH: usize = 80;

/// What `--help` and `-h` print, laid out the same way for every example: what the
/// program does, its usage line, each argument and option on one line with its default,
/// the variants' names, further sections, and example invocations.
pub struct Help {
    /// The program's name, as in `cargo run --example NAME` (or `loa play`, a subcommand).
    pub name: &'static str,
    /// What the program does.
    pub about: &'static str,
    /// The usage line after the name.
    pub usage: &'static str,
    /// The arguments: the name and one line saying what it is and its default.
    pub arguments: &'static [(&'static str, &'static str)],
    /// The options, `-h, --help` left out (every program has it): the option and one
    /// line saying what it does and, for an option with a value, its default.
    pub options: &'static [(&'static str, &'static str)],
    /// Further sections: a title and its text (the output, play's commands).
    pub sections: &'static [(&'static str, &'static str)],
    /// Example invocations, one a line.
    pub examples: &'static [&'static str],
}

impl Help {
    /// The text `--help` prints.
    pub fn text(&self) -> String {
        let help = ("-h, --help", "print this help and exit");
        let width =
            self.arguments.iter().chain(self.options).chain([&help]).map(|(key, _)| key.len()).max().unwrap_or(0) + 2;
        let table = |entries: &[(&str, &str)]| -> String {
            entries.iter().map(|(key, text)| format!("  {key:width$}{text}\n")).collect()
        };
        let mut text = format!("{}: {}\n\nusage: {} {}\n", self.name, self.about, self.name, self.usage);
        if !self.arguments.is_empty() {
            text.push_str(&format!("\nArguments:\n{}", table(self.arguments)));
        }
        let mut options = self.options.to_vec();
        options.push(help);
        text.push_str(&format!("\nOptions:\n{}", table(&options)));
        text.push_str("\nVariants (--variant NAME; gemma is cheshire-cat):\n ");
        let mut column = 1;
        for (index, variant) in Variant::ALL.iter().enumerate() {
            let name = variant.name();
            let comma = if index + 1 < Variant::ALL.len() { "," } else { "" };
            if column + 1 + name.len() + comma.len() > HELP_WIDTH {
                text.push_str("\n ");
                column = 1;
            }
            text.push_str(&format!(" {name}{comma}"));
            column += 1 + name.len() + comma.len();
        }
        text.push('\n');
        for (title, body) in self.sections {
            text.push_str(&format!("\n{title}:\n{body}\n"));
        }
        text.push_str("\nExamples:\n");
        for example in self.examples {
            text.push_str(&format!("  {example}\n"));
        }
        text
    }

    /// Prints the help on standard output.
    pub fn print(&self) -> Result<(), Failure> {
        io::stdout().lock().write_all(self.text().as_bytes())?;
        Ok(())
    }
}

/// The value of option `option`, the next argument, or a usage error saying what it
/// needs (`expected`, as in "a number of games").
pub fn value<'a>(
    args: &mut impl Iterator<Item = &'a String>,
    option: &str,
    expected: &str,
) -> Result<&'a str, Failure> {
    args.next().map(String::as_str).ok_or_else(|| Failure::usage(format!("{option} needs {expected}")))
}

/// A usage error for an argument that starts with `-` and is no option.
pub fn unknown_option(arg: &str) -> Failure {
    Failure::usage(format!("unknown option {arg:?}"))
}

/// The variant named by the next argument, the value of `--variant`, or a usage error
/// listing the names.
pub fn variant_value<'a>(args: &mut impl Iterator<Item = &'a String>) -> Result<Variant, Failure> {
    let text = value(args, "--variant", "a variant's name")?;
    text.parse().map_err(|error| Failure::usage(format!("bad --variant: {error}")))
}

/// The position of `variant` from zero arguments (the variant's start), one (the whole
/// notation) or two or three (board, side to move, Parachute's reserves), on the
/// variant's board, whichever geometry it is.
pub fn any_position_from_args(args: &[&str], variant: Variant) -> Result<AnyPosition, Failure> {
    let read = |text: &str| {
        AnyPosition::read(text, variant).map_err(|error| Failure::usage(format!("bad position {text:?}: {error}")))
    };
    match args {
        [] => Ok(AnyPosition::from_variant(variant)),
        [whole] => read(whole),
        [board, side] => read(&format!("{board} {side}")),
        [board, side, reserves] if reserves.contains(',') => read(&format!("{board} {side} {reserves}")),
        _ => Err(Failure::usage(
            "too many arguments: expected one position such as \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\"",
        )),
    }
}

/// The start `--variant NAME`, `--setup LAYOUT` and `--position POS` give together, on
/// the variant's board, whichever geometry it is: at most one of `--setup` and
/// `--position`; a position is read as the variant's text, whichever option came first;
/// a layout (`--setup`) is an 8x8 start, not with `--variant`.
#[derive(Default)]
pub struct StartOptions<'a> {
    /// The value of `--variant`.
    pub variant: Option<Variant>,
    setup: Option<Position>,
    position: Option<&'a str>,
}

impl<'a> StartOptions<'a> {
    /// Takes `--setup` or `--position` with its `value`.
    pub fn set(&mut self, option: &str, value: &'a str) -> Result<(), Failure> {
        if self.setup.is_some() || self.position.is_some() {
            return Err(Failure::usage("give the start once: one --setup or one --position"));
        }
        if option == "--setup" {
            let layout: Layout =
                value.parse().map_err(|error| Failure::usage(format!("bad --setup value: {error}")))?;
            self.setup = Some(Position::from_layout(layout));
        } else {
            self.position = Some(value);
        }
        Ok(())
    }

    /// The start the options name, if any.
    pub fn start(self) -> Result<Option<AnyPosition>, Failure> {
        match (self.position, self.variant) {
            (Some(text), variant) => Ok(Some(any_position_from_args(&[text], variant.unwrap_or_default())?)),
            (None, Some(_)) if self.setup.is_some() => Err(Failure::usage("give the start once: --variant or --setup")),
            (None, Some(variant)) => Ok(Some(AnyPosition::from_variant(variant))),
            (None, None) => Ok(self.setup.map(AnyPosition::Grid8)),
        }
    }
}
