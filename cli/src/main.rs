//! `loa`: Lines of Action at the command line, one program with a subcommand for each
//! thing it does.
//!
//! ```text
//! loa play [OPTIONS]         play in the terminal, against the engine or two people
//! loa tournament [OPTIONS]   a round robin of the built-in bots and protocol engines
//! loa playouts [OPTIONS]     random games from a variant's start, and how fast
//! loa --help                 the subcommands; `loa COMMAND --help`, a subcommand's options
//!
//! cargo run --release --bin loa -- play
//! cargo run --release --bin loa -- tournament --engines greedy,alphabeta --games 100
//! cargo run --release --bin loa -- playouts --variant cheshire-cat
//! ```
//!
//! Each subcommand is its own module, with its options and `--help`. They share the
//! rules crate's examples' command-line conventions (`examples/cli/mod.rs`, included
//! here by path): every failure is one line on standard error that starts with
//! `error: `, and a usage error (a bad subcommand, argument, position or file) ends with
//! `(see --help)` and exits with status 2.

#[path = "../../examples/cli/mod.rs"]
mod cli;
mod play;
mod playouts;
mod tournament;

use std::process::ExitCode;

use cli::Failure;

/// A subcommand: its name and the function that runs it on the arguments after the name.
type Subcommand = (&'static str, fn(&[String]) -> Result<(), Failure>);

/// Every subcommand, in the order `--help` lists them.
const SUBCOMMANDS: [Subcommand; 3] =
    [("play", play::run), ("tournament", tournament::run), ("playouts", playouts::run)];

const HELP: cli::Help = cli::Help {
    name: "loa",
    about: "Lines of Action at the command line: play a game, run a tournament, time random playouts",
    usage: "COMMAND [OPTIONS]...",
    arguments: &[("COMMAND", "play, tournament or playouts (no default: one is needed)")],
    options: &[],
    sections: &[(
        "Commands (loa COMMAND --help lists a command's options)",
        "  play        play in the terminal, against the built-in engine or two people at one keyboard\n  \
         tournament  a round robin of the built-in bots and protocol engines, with a crosstable\n  \
         playouts    plays N games of random moves from a variant's start to the end, and how fast",
    )],
    examples: &[
        "cargo run --release --bin loa -- play",
        "cargo run --release --bin loa -- tournament --engines greedy,alphabeta --games 100",
        "cargo run --release --bin loa -- playouts --variant cheshire-cat",
        "cargo run --release --bin loa -- play --help",
    ],
};

fn main() -> ExitCode {
    cli::main_with(run)
}

/// Runs the subcommand the first argument names on the arguments after it.
fn run(args: &[String]) -> Result<(), Failure> {
    let Some((first, rest)) = args.split_first() else {
        return Err(Failure::usage("missing COMMAND: play, tournament or playouts"));
    };
    match first.as_str() {
        "-h" | "--help" => HELP.print(),
        name => match SUBCOMMANDS.iter().find(|(known, _)| *known == name) {
            Some((_, subcommand)) => subcommand(rest),
            None if name.starts_with('-') => Err(cli::unknown_option(name)),
            None => Err(Failure::usage(format!("unknown command {name:?}: expected play, tournament or playouts"))),
        },
    }
}
