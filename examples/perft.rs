//! Counts the leaves of the game tree (perft), depth by depth, with the speed.
//!
//! ```text
//! perft [--variant NAME] [--divide] [--pure] [--rules PRESET] [--mover-wins]
//!       [--no-moves pass|loss|draw] [--threads N] [--repeat N] [--force] DEPTH [POSITION]
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
//! parachute, parachute-mirrored, 6x6, 7x7, loaps, 5x5, 9x9, 10x10, 11x11, 12x12 or
//! loa-12, black-hole, black-hole-scrambled; default standard), and POSITION is read as
//! that variant's text, on its board. A drop-phase turn of Parachute is one move.
//! The count is single-threaded unless `--threads N` asks for N threads, which needs
//! the `parallel` feature (`cargo run --release --features parallel --example perft --
//! --threads 2 6`). Build with `--release` to measure speed.
//!
//! A depth that would take too long is refused rather than left running for days:
//! before counting (unless `--force`), it counts depth 1, 2, … for as long as the next
//! depth, at the last branching factor, should take under a tenth of a second, then
//! estimates the leaves at DEPTH as the last count times that branching factor for each
//! further depth, and their time at the speed of the last count (divided by the threads).
//! Above 10 minutes it stops with the estimate, as in `error: perft 8 would take about
//! 28.5 minutes (an estimated 2.6e12 leaves at 1500.0 M leaves/s, measured at depth 5); run
//! it with --force (see --help)`, exit status 2. It is a rough estimate (the branching
//! factor and the speed change with depth), meant to tell minutes from days; a game that
//! ends at a shallow depth (a count of 0) is never refused.
//!
//! A bad argument or position: one line on standard error, `error: ... (see --help)`,
//! exit status 2. `--help` (or `-h`) lists the options.

mod cli;

use cli::Failure;

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use lines_of_action::{
    AnyPosition, BothConnected, Game, Geometry, NoLegalMove, Position, RulePreset, Rules, Variant, on_any_board,
};

const HELP: cli::Help = cli::Help {
    name: "perft",
    about: "counts the leaves of the game tree (perft), depth by depth, with the speed.",
    usage: "[--variant NAME] [--divide] [--pure] [--rules PRESET] [--mover-wins]\n             \
            [--no-moves pass|loss|draw] [--threads N] [--repeat N] [--force] DEPTH [POSITION]",
    arguments: &[
        ("DEPTH", "count depths 1 to DEPTH, a whole number (no default)"),
        ("POSITION", "the position, one quoted argument or board and side to move (default: the start)"),
    ],
    options: &[
        ("--variant NAME", "the game, and how POSITION is read (default: standard)"),
        ("--divide", "at DEPTH only, the count below each root move, then the total"),
        ("--pure", "ignore the end of the game: count every move sequence"),
        ("--rules PRESET", "count over a game under a rule preset, olympiad … alveole (default: none)"),
        ("--mover-wins", "both sides connected: the mover wins (default: a draw)"),
        ("--no-moves RULE", "a side without a move: pass, loss or draw (default: pass)"),
        ("--threads N", "count on N threads, with the parallel feature (default: 1)"),
        ("--repeat N", "count DEPTH N times, its median time given (default: 1)"),
        ("--force", "run a depth even if it is estimated to take more than 10 minutes"),
    ],
    sections: &[
        (
            "Output",
            "  one line a depth, perft D: N (T s, X M leaves/s); with --divide, <move>: <count> for each\n  \
             root move in legal-move order, then total: N. Without --rules the count is over positions\n  \
             (connection and the no-move rule end the game); with it, over a game from POSITION with\n  \
             every rule of the preset, repetition and the move limit included.",
        ),
        (
            "Time limit",
            "  Before counting, perft counts the shallow depths (for about a tenth of a second), estimates\n  \
             the leaves at DEPTH from the last branching factor and their time from the speed there.\n  \
             A depth estimated above 10 minutes is refused with the estimate (exit status 2): --force.",
        ),
    ],
    examples: &[
        "cargo run --release --example perft 5",
        "cargo run --release --example perft -- --rules openspiel 6",
        "cargo run --release --example perft -- --divide 3",
        "cargo run --release --example perft -- --no-moves loss 1 \"6wb/6ww/8/8/8/8/ww6/bw6 b\"",
        "cargo run --release --features parallel --example perft -- --threads 2 6",
    ],
};

/// The longest run started without `--force`.
const TIME_LIMIT: Duration = Duration::from_secs(600);

/// How long the estimate may spend counting the shallow depths.
const PROBE_TIME: Duration = Duration::from_millis(100);

fn main() -> ExitCode {
    cli::main_with(run)
}

/// What the command line asks for.
struct Options {
    divide: bool,
    pure: bool,
    rules: Rules,
    /// Whether the count is over a game (`--rules`), the history counting.
    game: bool,
    depth: u32,
    position: AnyPosition,
    /// `None`: single-threaded.
    threads: Option<usize>,
    /// Whether to run a depth estimated to take longer than [`TIME_LIMIT`].
    force: bool,
    /// How often DEPTH is counted, its median time given.
    repeat: usize,
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
    let mut force = false;
    let mut repeat = 1;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--divide" => divide = true,
            "--variant" => variant = cli::variant_value(&mut args)?,
            "--pure" => pure = true,
            "--mover-wins" => {
                mover_wins = true;
                rules_given = true;
            }
            "--rules" => {
                let value = cli::value(
                    &mut args,
                    "--rules",
                    "a preset: olympiad, boardspace, openspiel, codingame, abstract-play or alveole",
                )?;
                let named: RulePreset =
                    value.parse().map_err(|error| Failure::usage(format!("bad --rules: {error}")))?;
                preset = Some(named);
                rules_given = true;
            }
            "--no-moves" => {
                let value = cli::value(&mut args, "--no-moves", "a value: pass, loss or draw")?;
                no_legal_move = Some(match value {
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
                    return Err(Failure::usage("--threads needs a number of threads, 1 or more"));
                };
                if !cfg!(feature = "parallel") {
                    return Err(Failure::usage(
                        "--threads needs the parallel feature: cargo run --release --features parallel --example perft",
                    ));
                }
                threads = Some(count);
            }
            "--force" => force = true,
            "--repeat" => {
                let count = args.next().and_then(|value| value.parse::<usize>().ok()).filter(|&n| n > 0);
                repeat = count.ok_or_else(|| Failure::usage("--repeat needs a number of counts, 1 or more"))?;
            }
            _ if arg.starts_with('-') => return Err(cli::unknown_option(arg)),
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
        return Err(Failure::usage("missing DEPTH"));
    };
    let depth: u32 = depth_text
        .parse()
        .map_err(|_| Failure::usage(format!("bad DEPTH {depth_text:?}: expected a whole number such as 5")))?;
    let position = cli::any_position_from_args(position_args, variant)?;
    if divide && threads.is_some() {
        return Err(Failure::usage("--divide is single-threaded: drop --threads"));
    }
    Ok(Some(Options { divide, pure, rules, game: preset.is_some(), depth, position, threads, force, repeat }))
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        return HELP.print();
    };
    on_any_board!(options.position, |position| count(position, &options))
}

/// Counts and prints what `options` ask for below `position`, on any board.
fn count<G: Geometry>(position: Position<G>, options: &Options) -> Result<(), Failure> {
    let Options { divide: split, pure, rules, game, depth, threads, force, repeat, .. } = *options;
    let game = game.then(|| Game::from_position(position, rules));
    // The single-threaded count the options ask for.
    let count = |d: u32| match &game {
        Some(game) => game.perft(d),
        None if pure => position.perft_pure(d),
        None => position.perft(d, rules),
    };
    if !force {
        if let Some(estimate) = Estimate::measure(count, depth) {
            // N threads at best N times as fast.
            let rate = estimate.rate * threads.unwrap_or(1) as f64;
            let seconds = estimate.leaves / rate;
            if seconds > TIME_LIMIT.as_secs_f64() {
                return Err(Failure::usage(format!(
                    "perft {depth} would take about {} (an estimated {:.1e} leaves at {:.1} M leaves/s, \
                     measured at depth {}); run it with --force",
                    duration_text(seconds),
                    estimate.leaves,
                    rate / 1e6,
                    estimate.measured_depth,
                )));
            }
        }
    }
    let mut out = io::stdout().lock();

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
        // DEPTH `repeat` times, its median time; the depths above once.
        let mut times = Vec::new();
        let mut leaves = 0;
        for _ in 0..if d == depth { repeat } else { 1 } {
            let start = Instant::now();
            leaves = match threads {
                None => count(d),
                Some(threads) => parallel_perft(threads, &position, d, (!pure).then_some(rules))?,
            };
            times.push(start.elapsed().as_secs_f64());
        }
        times.sort_by(f64::total_cmp);
        let seconds = times[times.len() / 2];
        let rate = leaves as f64 / seconds.max(1e-9) / 1e6;
        writeln!(out, "perft {d}: {leaves} ({seconds:.3} s, {rate:.1} M leaves/s)")?;
    }
    Ok(())
}

/// The leaves at a depth and the speed of one thread, from the shallow depths.
struct Estimate {
    /// The leaves at the depth: the count at the deepest depth measured times the
    /// branching factor there (its count over the one above) for each further depth.
    leaves: f64,
    /// The speed at the deepest depth measured, in leaves per second.
    rate: f64,
    measured_depth: u32,
}

impl Estimate {
    /// Counts depth 1, 2, … while the next depth, at the last branching factor, should take
    /// less than [`PROBE_TIME`]; `None` if that reaches `depth` (it is quick) or a count is
    /// 0 (the game ends there).
    fn measure(count: impl Fn(u32) -> u64, depth: u32) -> Option<Estimate> {
        let mut above = 1;
        let mut measured_depth = 0;
        let mut leaves = 1;
        let mut seconds = 0.0;
        while measured_depth < depth {
            let branching = leaves as f64 / above as f64;
            if measured_depth > 0 && seconds * branching > PROBE_TIME.as_secs_f64() {
                break;
            }
            let start = Instant::now();
            above = leaves;
            leaves = count(measured_depth + 1);
            seconds = start.elapsed().as_secs_f64();
            measured_depth += 1;
            if leaves == 0 {
                return None;
            }
        }
        if measured_depth == depth {
            return None;
        }
        let branching = leaves as f64 / above as f64;
        let estimated = leaves as f64 * branching.powi((depth - measured_depth) as i32);
        let rate = leaves as f64 / seconds.max(1e-9);
        Some(Estimate { leaves: estimated, rate, measured_depth })
    }
}

/// A duration in the largest unit that keeps it above 1: `40 s`, `3.5 minutes`, `2.1 days`.
fn duration_text(seconds: f64) -> String {
    const UNITS: [(f64, &str); 5] =
        [(365.25 * 86_400.0, "years"), (86_400.0, "days"), (3_600.0, "hours"), (60.0, "minutes"), (1.0, "s")];
    let (size, unit) = UNITS.into_iter().find(|&(size, _)| seconds >= size).unwrap_or(UNITS[4]);
    format!("{:.1} {unit}", seconds / size)
}

/// Perft on a pool of `threads` threads; `rules` `None` for pure perft.
#[cfg(feature = "parallel")]
fn parallel_perft<G: Geometry>(
    threads: usize,
    position: &Position<G>,
    depth: u32,
    rules: Option<Rules>,
) -> Result<u64, Failure> {
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
fn parallel_perft<G: Geometry>(_: usize, _: &Position<G>, _: u32, _: Option<Rules>) -> Result<u64, Failure> {
    Err(Failure::usage("--threads needs the parallel feature"))
}
