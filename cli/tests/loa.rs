//! Runs the `loa` program as a user would: its subcommands, its own `--help`, and the
//! usage errors of a missing or unknown subcommand; each subcommand's `--help` (usage,
//! options, defaults, an invocation to copy) and usage errors, as the rules crate's
//! examples have them (`tests/command_line/mod.rs`).

#[path = "../../tests/command_line/mod.rs"]
mod command_line;

use std::process::Command;

use command_line::{Run, check_help, check_usage_errors, help_entries, lists_the_variants};

/// The subcommands, as `loa --help` lists them.
const SUBCOMMANDS: [&str; 3] = ["play", "tournament", "playouts"];

/// Runs `loa` with `args` and empty standard input.
fn loa(args: &[&str]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_loa"));
    command.args(args);
    command_line::run_with_input(command, "")
}

/// Runs `loa subcommand` with `args` and empty standard input.
fn loa_subcommand(subcommand: &str, args: &[&str]) -> Run {
    loa(&[&[subcommand], args].concat())
}

#[test]
fn every_subcommand_answers_help_with_its_usage_options_defaults_and_examples() {
    for subcommand in SUBCOMMANDS {
        let name = format!("loa {subcommand}");
        let invocation = format!("cargo run --release --bin loa -- {subcommand}");
        check_help(&name, &invocation, |args| loa_subcommand(subcommand, args));
    }
    // play's commands.
    let help = loa(&["play", "--help"]).ok().stdout;
    let commands: Vec<&str> = help_entries(&help, "Commands:").iter().map(|(key, _)| *key).collect();
    for command in ["moves", "undo", "redo", "hint", "board", "new", "save FILE", "help", "quit"] {
        assert!(commands.contains(&command), "{command} in {commands:?}");
    }
}

#[test]
fn every_subcommand_words_a_usage_error_alike() {
    for subcommand in SUBCOMMANDS {
        check_usage_errors(subcommand, |args| loa_subcommand(subcommand, args));
    }
    assert_eq!(
        loa(&["play", "b1-b3"]).fails(2),
        "error: unexpected argument \"b1-b3\": play takes only options (see --help)"
    );
}

#[test]
fn loa_help_lists_the_subcommands() {
    let help = loa(&["--help"]).ok().stdout;
    assert_eq!(loa(&["-h"]).ok().stdout, help);
    assert!(help.starts_with("loa: "), "{help}");
    assert!(help.contains("\nusage: loa COMMAND "), "{help}");
    let title = "Commands (loa COMMAND --help lists a command's options):";
    let listed: Vec<&str> = help_entries(&help, title).iter().map(|(key, _)| *key).collect();
    assert_eq!(listed, SUBCOMMANDS, "{help}");
    // Each subcommand runs: its own help, which names it.
    for subcommand in SUBCOMMANDS {
        let own = loa(&[subcommand, "--help"]).ok().stdout;
        assert!(own.starts_with(&format!("loa {subcommand}: ")), "{own}");
        assert!(help.contains(&format!("cargo run --release --bin loa -- {subcommand}")), "{help}");
    }
    assert!(lists_the_variants(&help), "{help}");
    for line in help.lines() {
        assert!(line.chars().count() <= 100, "{line:?} is {} characters", line.chars().count());
    }
}

#[test]
fn a_missing_or_unknown_subcommand_is_a_usage_error() {
    assert_eq!(loa(&[]).fails(2), "error: missing COMMAND: play, tournament or playouts (see --help)");
    assert_eq!(
        loa(&["perft", "3"]).fails(2),
        "error: unknown command \"perft\": expected play, tournament or playouts (see --help)"
    );
    assert_eq!(loa(&["--fast"]).fails(2), "error: unknown option \"--fast\" (see --help)");
    // A subcommand's options come after its name.
    assert_eq!(loa(&["--variant", "6x6", "play"]).fails(2), "error: unknown option \"--variant\" (see --help)");
}
