//! Proves which side wins a position with the proof-number solver, and checks proofs.
//!
//! ```text
//! solve --variant NAME [POSITION] [--rules PRESET] [--memory SIZE] [--threads N]
//!       [--time SECONDS] [--nodes N] [--certificate FILE] [--moves] [--line N]
//!       [--epsilon E] [--mobility | --no-mobility] [--no-threats] [--no-symmetry]
//! solve --check FILE
//!
//! cargo run --release -p lines-of-action-search --example solve -- --variant 5x5
//! cargo run --release -p lines-of-action-search --example solve -- --variant 5x5 --certificate proofs/5x5.txt
//! cargo run --release -p lines-of-action-search --example solve -- --check proofs/5x5.txt
//! cargo run --release -p lines-of-action-search --example solve -- --variant hex5 --rules alveole \
//!     "1b3/6/2bw3/1ww1b3/3w2b2/3w4/7/6/1b3 w" --certificate /tmp/hex5-endgame.txt
//! ```
//!
//! It prints `result: black wins` (or `white wins`, `no win` when neither side can
//! force one, `unknown` when the budget runs out), the side to move's winning move,
//! the nodes, the time and the root's proof and disproof numbers, and while it runs a
//! progress line on standard error every second. POSITION is the variant's position
//! text (default: its start); PRESET is `default` (`olympiad`), `boardspace`,
//! `openspiel`, `codingame`, `abstract-play` or `alveole`; SIZE is bytes with an optional `K`, `M` or `G` (default
//! 256M), one table the threads share. `--certificate FILE` writes the proof
//! (`loa-proof 1`) when a side wins; `--moves` solves the position after each legal
//! move instead and prints each move's value; `--line N` first plays N plies of
//! alpha-beta's choice (6 plies deep) and solves the position they lead to, its
//! history counting. `--epsilon`, `--mobility` (the
//! mobility initialisation, off by default), `--no-threats` and `--no-symmetry`
//! change the search, to measure what each
//! enhancement buys.
//! `--check FILE` verifies a certificate and prints what it proves (`-`: read from
//! standard input, e.g. `xz -dc proofs/6x6.txt.xz | solve --check -`).

use std::process::ExitCode;
use std::time::Duration;

use lines_of_action::{Color, Game, Geometry, Position, RulePreset, Variant, with_geometry};
use lines_of_action_search::{AlphaBeta, Limits, Solution, Solver, SolverOptions, Verdict, check_certificate};

/// The command line, read.
struct Options {
    variant: Variant,
    position: Option<String>,
    rules: RulePreset,
    solver: SolverOptions,
    limits: Limits,
    certificate: Option<String>,
    moves: bool,
    line: usize,
    check: Option<String>,
}

fn main() -> ExitCode {
    match read_options(std::env::args().skip(1).collect()).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("solve: {message}");
            ExitCode::FAILURE
        }
    }
}

/// A size in bytes: digits with an optional `K`, `M` or `G`.
fn read_size(text: &str) -> Result<usize, String> {
    let (digits, unit) = match text.char_indices().last() {
        Some((at, 'K' | 'k')) => (&text[..at], 1 << 10),
        Some((at, 'M' | 'm')) => (&text[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&text[..at], 1 << 30),
        _ => (text, 1),
    };
    let number: usize = digits.parse().map_err(|_| format!("--memory: not a size: {text:?}"))?;
    number.checked_mul(unit).ok_or_else(|| format!("--memory: too large: {text:?}"))
}

fn read_options(args: Vec<String>) -> Result<Options, String> {
    let mut options = Options {
        variant: Variant::Standard,
        position: None,
        rules: RulePreset::default(),
        solver: SolverOptions::default(),
        limits: Limits::NONE,
        certificate: None,
        moves: false,
        line: 0,
        check: None,
    };
    let mut variant = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--variant" => variant = Some(value("--variant")?.parse::<Variant>().map_err(|e| e.to_string())?),
            "--rules" => {
                options.rules = value("--rules")?.parse().map_err(|e: lines_of_action::UnknownPreset| e.to_string())?
            }
            "--memory" => options.solver.memory = read_size(&value("--memory")?)?,
            "--threads" => {
                options.solver.threads =
                    value("--threads")?.parse().map_err(|_| "--threads: not a number".to_string())?;
            }
            "--time" => {
                let seconds: f64 = value("--time")?.parse().map_err(|_| "--time: not a number".to_string())?;
                if !(seconds.is_finite() && seconds >= 0.0) {
                    return Err("--time: seconds, 0 or more".into());
                }
                options.limits = options.limits.with_time(Duration::from_secs_f64(seconds));
            }
            "--nodes" => {
                let nodes = value("--nodes")?.parse().map_err(|_| "--nodes: not a number".to_string())?;
                options.limits = options.limits.with_nodes(nodes);
            }
            "--epsilon" => {
                let epsilon: f64 = value("--epsilon")?.parse().map_err(|_| "--epsilon: not a number".to_string())?;
                if !(epsilon.is_finite() && epsilon >= 0.0) {
                    return Err("--epsilon: a number, 0 or more".into());
                }
                options.solver.epsilon = epsilon;
            }
            "--mobility" => options.solver.mobility = true,
            "--no-mobility" => options.solver.mobility = false,
            "--no-threats" => options.solver.threats = false,
            "--no-symmetry" => options.solver.symmetry = false,
            "--certificate" => options.certificate = Some(value("--certificate")?),
            "--check" => options.check = Some(value("--check")?),
            "--moves" => options.moves = true,
            "--line" => options.line = value("--line")?.parse().map_err(|_| "--line: not a number".to_string())?,
            other if other.starts_with("--") => return Err(format!("unknown option {other}")),
            // A position, as one argument or its board and side to move as two.
            _ => match &mut options.position {
                Some(position) => {
                    position.push(' ');
                    position.push_str(&arg);
                }
                None => options.position = Some(arg),
            },
        }
    }
    if options.check.is_none() {
        options.variant = variant.ok_or("--variant is needed (5x5, 6x6, hex5, …)")?;
    }
    Ok(options)
}

fn run(options: Options) -> Result<(), String> {
    if let Some(file) = &options.check {
        let text =
            if file == "-" { std::io::read_to_string(std::io::stdin().lock()) } else { std::fs::read_to_string(file) }
                .map_err(|e| format!("{file}: {e}"))?;
        let checked = check_certificate(&text).map_err(|e| format!("{file}: refused: {e}"))?;
        println!(
            "certificate: valid\nvariant: {}\nrules: {}\nwinner: {}\npositions: {}\nlongest line: {} plies",
            checked.variant,
            checked.rules,
            color_name(checked.winner),
            checked.positions,
            checked.height
        );
        return Ok(());
    }
    let variant = options.variant;
    with_geometry!(variant, |G| solve_on::<G>(&options))
}

fn color_name(color: Color) -> &'static str {
    if color == Color::Black { "black" } else { "white" }
}

fn verdict_text(verdict: Verdict) -> String {
    match verdict {
        Verdict::Win(color) => format!("{} wins", color_name(color)),
        Verdict::NoWin => "no win".to_string(),
        Verdict::Unknown => "unknown".to_string(),
    }
}

fn solve_on<G: Geometry>(options: &Options) -> Result<(), String> {
    let variant = options.variant;
    let root = match &options.position {
        Some(text) => Position::<G>::read(text, variant).map_err(|e| e.to_string())?,
        None => Position::<G>::start_of(variant).map_err(|e| e.to_string())?,
    };
    let mut game = Game::from_position(root, options.rules.rules());
    if options.line > 0 {
        // The first plies of a line of play: alpha-beta's moves, 6 plies deep.
        let mut played = Vec::new();
        for _ in 0..options.line {
            let Some(found) = AlphaBeta::new().search(&game, Limits::NONE.with_depth(6)) else { break };
            played.push(game.position().notation(found.mv).to_string());
            game.play(found.mv).map_err(|e| e.to_string())?;
        }
        println!("line: {} -> {}", played.join(" "), game.position());
    }
    let root = *game.position();
    let solver = Solver::new(options.solver);
    let report = |progress: &lines_of_action_search::Progress| {
        eprintln!(
            "  {} attacks: {} nodes, {:.0} nodes/s, root pn {} dn {}, table {:.1}% full, {:.1} s",
            color_name(progress.attacker),
            progress.nodes,
            progress.nodes_per_second,
            progress.proof_number,
            progress.disproof_number,
            100.0 * progress.table_fill,
            progress.elapsed.as_secs_f64()
        );
    };
    if options.moves {
        let mut total = (0, Duration::ZERO);
        for mv in game.legal_moves() {
            let mut after = game.clone();
            after.play(mv).map_err(|e| e.to_string())?;
            let solution = solver.solve_with_progress(&after, options.limits, report);
            total = (total.0 + solution.nodes, total.1 + solution.elapsed);
            println!(
                "{}: {} ({} nodes, {:.2} s)",
                root.notation(mv),
                verdict_text(solution.verdict),
                solution.nodes,
                solution.elapsed.as_secs_f64()
            );
        }
        println!("nodes: {}\ntime: {:.2} s", total.0, total.1.as_secs_f64());
        return Ok(());
    }
    let solution: Solution<G> = solver.solve_with_progress(&game, options.limits, report);
    println!("result: {}", verdict_text(solution.verdict));
    if let Some(mv) = solution.best_move {
        println!("best move: {}", root.notation(mv));
    }
    println!("nodes: {}\ntime: {:.2} s", solution.nodes, solution.elapsed.as_secs_f64());
    println!(
        "root pn/dn: {} / {} ({} attacking)",
        solution.proof_number,
        solution.disproof_number,
        color_name(solution.attacker)
    );
    if let (Some(file), Some(certificate)) = (&options.certificate, &solution.certificate) {
        let text = certificate.to_text(variant, options.rules);
        std::fs::write(file, &text).map_err(|e| format!("{file}: {e}"))?;
        println!(
            "certificate: {file} ({} lines, {} bytes, longest line {} plies)",
            certificate.lines().len(),
            text.len(),
            certificate.height()
        );
    }
    Ok(())
}
