//! Counts the leaves of the game tree (perft), depth by depth, with the speed.
//!
//! ```text
//! perft [--variant NAME] [--divide] [--pure] [--rules PRESET] [--mover-wins]
//!       [--no-moves pass|loss|draw] [--threads N] DEPTH [POSITION]
//!
//! cargo run --release --example perft 5
//! cargo run --release --example perft -- --rules openspiel 6
//! cargo run --release --example perft -- --divide 3
//! cargo run --release --example perft -- --variant cheshire-cat 3
//! cargo run --release --example perft -- --no-moves loss 1 "6wb/6ww/8/8/8/8/ww6/bw6 b"
//! ```
//!
//! For each depth from 1 to DEPTH it prints one line
//! `perft D: N (T s, X M leaves/s)`, e.g. `perft 5: 55963132 (0.361 s, 154.8 M leaves/s)`.
//! With `--divide` it prints instead, at DEPTH only, one line `<move>: <count>` per
//! root move (canonical notation, in legal-move order), then `total: N`.
//!
//! The counts follow RULES.md, "Perft": a position where the game is over adds 0
//! above the target depth. Without `--rules` the count is over positions: connection
//! and the no-move rule end the game, and `--mover-wins` and `--no-moves` choose those
//! rules (default: both connected is a draw, a side without a move passes). With
//! `--rules PRESET` (`olympiad`, `boardspace`, `openspiel` or `codingame`) the count is
//! over a game from POSITION: every rule of the preset applies, repetition and the move
//! limit included, with the history counting (`Game::perft`); `--mover-wins` and
//! `--no-moves` then change the preset. `--pure` ignores game end altogether (and so
//! cannot be combined with them). POSITION is the position notation,
//! one quoted argument or board and side to move as two; the default is the start of
//! the variant, `--variant NAME` (standard, scrambled, scrambled-mirrored, cheshire-cat,
//! parachute, parachute-mirrored, 6x6, 7x7, loaps; default standard), and POSITION is
//! read as that variant's text. A drop-phase turn of Parachute is one move.
//! The count is single-threaded unless `--threads N` asks for N threads, which needs
//! the `parallel` feature (`cargo run --release --features parallel --example perft --
//! --threads 2 6`). Build with `--release` to measure speed.
//!
//! A bad argument or position: one line on standard error, exit status 2.

mod cli;

use cli::Failure;

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use lines_of_action::{BothConnected, Game, NoLegalMove, Position, RulePreset, Rules, Variant};

const USAGE: &str = "usage: perft [--variant NAME] [--divide] [--pure] [--rules olympiad|boardspace|openspiel|codingame] \
                     [--mover-wins] [--no-moves pass|loss|draw] [--threads N] DEPTH [POSITION]";

/// What `--help` prints after [`USAGE`]: the names `--variant` takes.
const VARIANTS: &str = "  --variant NAME: standard (the default), scrambled, scrambled-mirrored, cheshire-cat, parachute, \
                        parachute-mirrored, 6x6, 7x7, loaps; POSITION is read as the variant's text";

fn main() -> ExitCode {
    cli::main_with(USAGE, run)
}

/// What the command line asks for.
struct Options {
    divide: bool,
    pure: bool,
    rules: Rules,
    /// Whether the count is over a game (`--rules`), the history counting.
    game: bool,
    depth: u32,
    position: Position,
    /// `None`: single-threaded.
    threads: Option<usize>,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut divide = false;
    let mut variant = Variant::Standard;
    let mut pure = false;
    let mut rules_given = false;
    let mut preset = None;
    let mut mover_wins = false;
    let mut no_legal_move = None;
    let mut positional = Vec::new();
    let mut threads = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--divide" => divide = true,
            "--variant" => variant = cli::variant_value(&mut args, USAGE)?,
            "--pure" => pure = true,
            "--mover-wins" => {
                mover_wins = true;
                rules_given = true;
            }
            "--rules" => {
                let Some(value) = args.next() else {
                    return Err(Failure::usage(format!("--rules needs a preset ({USAGE})")));
                };
                let named: RulePreset =
                    value.parse().map_err(|error| Failure::usage(format!("bad --rules: {error}")))?;
                preset = Some(named);
                rules_given = true;
            }
            "--no-moves" => {
                let Some(value) = args.next() else {
                    return Err(Failure::usage(format!("--no-moves needs a value: pass, loss or draw ({USAGE})")));
                };
                no_legal_move = Some(match value.as_str() {
                    "pass" => NoLegalMove::Pass,
                    "loss" => NoLegalMove::Loss,
                    "draw" => NoLegalMove::Draw,
                    _ => {
                        return Err(Failure::usage(format!(
                            "bad --no-moves value {value:?}: expected pass, loss or draw"
                        )));
                    }
                });
                rules_given = true;
            }
            "--threads" => {
                let count = args.next().and_then(|value| value.parse::<usize>().ok()).filter(|&n| n > 0);
                let Some(count) = count else {
                    return Err(Failure::usage(format!("--threads needs a number of threads, 1 or more ({USAGE})")));
                };
                if !cfg!(feature = "parallel") {
                    return Err(Failure::usage(
                        "--threads needs the parallel feature: cargo run --release --features parallel --example perft",
                    ));
                }
                threads = Some(count);
            }
            _ if arg.starts_with('-') => {
                return Err(Failure::usage(format!("unknown option {arg:?} ({USAGE})")));
            }
            _ => positional.push(arg.as_str()),
        }
    }
    if pure && rules_given {
        return Err(Failure::usage(
            "--pure ignores game end, so --rules, --mover-wins and --no-moves cannot go with it",
        ));
    }
    if preset.is_some() && threads.is_some() {
        return Err(Failure::usage("--rules counts over a game, single-threaded: drop --threads"));
    }
    let mut rules = preset.map_or(Rules::default(), RulePreset::rules);
    if mover_wins {
        rules = rules.with_both_connected(BothConnected::MoverWins);
    }
    if let Some(no_legal_move) = no_legal_move {
        rules = rules.with_no_legal_move(no_legal_move);
    }
    let Some((depth_text, position_args)) = positional.split_first() else {
        return Err(Failure::usage(format!("missing DEPTH ({USAGE})")));
    };
    let depth: u32 = depth_text
        .parse()
        .map_err(|_| Failure::usage(format!("bad DEPTH {depth_text:?}: expected a whole number such as 5")))?;
    let position = cli::position_from_args(position_args, USAGE, variant)?;
    if divide && threads.is_some() {
        return Err(Failure::usage("--divide is single-threaded: drop --threads"));
    }
    Ok(Some(Options { divide, pure, rules, game: preset.is_some(), depth, position, threads }))
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        writeln!(io::stdout().lock(), "{USAGE}\n{VARIANTS}")?;
        return Ok(());
    };
    let Options { divide: split, pure, rules, game, depth, position, threads } = options;
    let mut out = io::stdout().lock();
    let game = game.then(|| Game::from_position(position, rules));

    if split {
        let moves = match &game {
            Some(game) => game.divide(depth),
            None if pure => position.divide_pure(depth),
            None => position.divide(depth, rules),
        };
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
        let leaves = match threads {
            None if game.is_some() => game.as_ref().map_or(0, |game| game.perft(d)),
            None if pure => position.perft_pure(d),
            None => position.perft(d, rules),
            Some(threads) => parallel_perft(threads, &position, d, (!pure).then_some(rules))?,
        };
        let seconds = start.elapsed().as_secs_f64();
        let rate = leaves as f64 / seconds.max(1e-9) / 1e6;
        writeln!(out, "perft {d}: {leaves} ({seconds:.3} s, {rate:.1} M leaves/s)")?;
    }
    Ok(())
}

/// Perft on a pool of `threads` threads; `rules` `None` for pure perft.
#[cfg(feature = "parallel")]
fn parallel_perft(threads: usize, position: &Position, depth: u32, rules: Option<Rules>) -> Result<u64, Failure> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|error| Failure::usage(format!("cannot start {threads} threads: {error}")))?;
    Ok(pool.install(|| match rules {
        Some(rules) => position.par_perft(depth, rules),
        None => position.par_perft_pure(depth),
    }))
}

/// Without the `parallel` feature `--threads` is refused while the arguments are read.
#[cfg(not(feature = "parallel"))]
fn parallel_perft(_: usize, _: &Position, _: u32, _: Option<Rules>) -> Result<u64, Failure> {
    Err(Failure::usage("--threads needs the parallel feature"))
}
