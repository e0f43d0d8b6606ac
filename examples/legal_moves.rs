//! Prints a position's board diagram, side to move, game status and legal moves.
//!
//! ```text
//! legal_moves [--variant NAME] [POSITION] [--plain]
//!
//! cargo run --release --example legal_moves
//! cargo run --release --example legal_moves -- "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"
//! cargo run --release --example legal_moves -- 6wb/6ww/8/8/8/8/ww6/bw6 b --plain
//! cargo run --release --example legal_moves -- --variant cheshire-cat --plain
//! ```
//!
//! POSITION is the position notation (RULES.md, "Notation"), either as one quoted
//! argument or as two arguments, board and side to move; the default is the start of
//! the variant. `--variant NAME` (standard, scrambled, scrambled-mirrored, cheshire-cat,
//! parachute, parachute-mirrored, 5x5, 6x6, 7x7, loaps, 9x9, 10x10, 11x11, 12x12 or loa-12,
//! black-hole, black-hole-scrambled; default standard) picks the game, and
//! POSITION is read as that variant's text (RULES.md, "Notation for variants"). The output is the diagram, then `turn: black|white`, then
//! `status: ongoing|black wins|white wins|draw` (under the default rules), then
//! `moves (N):` and the legal moves in canonical notation, twelve to a line. The moves
//! are those of the board even when the game is already over (the status line says so);
//! a side without a slide has the single move `pass`. Moves are written as RULES.md
//! writes them: `b1-b3`, `b1xb3`, `pass`, `e8-^^` (an exit), `a3-c5@d4` and `pass@d4`
//! (Parachute's drop phase).
//!
//! With `--plain` only the moves are printed, one per line.
//!
//! A bad argument or position: one line on standard error, `error: ... (see --help)`,
//! exit status 2. `--help` (or `-h`) lists the options.

mod cli;

use cli::Failure;

use std::io::{self, Write};
use std::process::ExitCode;

use lines_of_action::{Geometry, Position, Rules, Variant, on_any_board};

const HELP: cli::Help = cli::Help {
    name: "legal_moves",
    about: "prints a position's board, side to move, game status and legal moves.",
    usage: "[--variant NAME] [--plain] [POSITION]",
    arguments: &[("POSITION", "the position, one quoted argument or board and side to move (default: the start)")],
    options: &[
        ("--variant NAME", "the game, and how POSITION is read (default: standard)"),
        ("--plain", "print only the moves, one per line"),
    ],
    sections: &[(
        "Output",
        "  the board; turn: black|white; status: ongoing|black wins|white wins|draw (default rules);\n  \
         moves (N): and the moves in canonical notation (b1-b3 b1xb3 pass e8-^^ a3-c5@d4)",
    )],
    examples: &[
        "cargo run --release --example legal_moves",
        "cargo run --release --example legal_moves -- \"6wb/6ww/8/8/8/8/ww6/bw6 b\" --plain",
        "cargo run --release --example legal_moves -- --variant cheshire-cat --plain",
    ],
};

/// How many moves go on one line of the long format.
const MOVES_PER_LINE: usize = 12;

fn main() -> ExitCode {
    cli::main_with(run)
}

fn run(args: &[String]) -> Result<(), Failure> {
    let mut plain = false;
    let mut variant = Variant::Standard;
    let mut position_args = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--plain" => plain = true,
            "--variant" => variant = cli::variant_value(&mut args)?,
            "-h" | "--help" => return HELP.print(),
            _ if arg.starts_with('-') => return Err(cli::unknown_option(arg)),
            _ => position_args.push(arg.as_str()),
        }
    }
    let pos = cli::any_position_from_args(&position_args, variant)?;
    on_any_board!(pos, |pos| print(&pos, plain))
}

/// Prints what the options ask for of `pos`, on any board.
fn print<G: Geometry>(pos: &Position<G>, plain: bool) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    let moves = pos.legal_moves();
    if plain {
        for mv in &moves {
            writeln!(out, "{}", pos.notation(*mv))?;
        }
        return Ok(());
    }
    writeln!(out, "{}", pos.diagram())?;
    writeln!(out, "turn: {}", pos.turn())?;
    match pos.outcome(Rules::default()) {
        None => writeln!(out, "status: ongoing")?,
        Some(outcome) => writeln!(out, "status: {outcome}")?,
    }
    writeln!(out, "moves ({}):", moves.len())?;
    for line in moves.as_slice().chunks(MOVES_PER_LINE) {
        let texts: Vec<String> = line.iter().map(|mv| pos.notation(*mv).to_string()).collect();
        writeln!(out, "{}", texts.join(" "))?;
    }
    Ok(())
}
