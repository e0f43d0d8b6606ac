//! Runs `loa tournament` with the built-in bots: its pairings and crosstable, the same
//! for a seed with the untimed bots, a timed bot, the wide boards, and its usage errors.
//! (`tests/tournament_engines.rs` has the protocol engines.)

#[path = "../../tests/command_line/mod.rs"]
mod command_line;

use std::process::Command;

use command_line::Run;

/// Runs `loa tournament` with `args`.
fn tournament(args: &[&str]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_loa"));
    command.arg("tournament").args(args);
    command_line::run_with_input(command, "")
}

/// The lines of a `tournament` run that do not depend on the machine: all but the
/// engines' speeds and the time taken.
fn tournament_summary(args: &[&str]) -> Vec<String> {
    let out = tournament(args).ok();
    out.stdout
        .lines()
        .filter(|line| !line.contains("nodes/s") && !line.starts_with("games: "))
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_tournament_prints_its_pairings_and_crosstable() {
    // The untimed engines: the same games for the same seed.
    let args = ["--engines", "random,greedy", "--games", "4", "--seed", "9"];
    let summary = tournament_summary(&args);
    assert_eq!(
        summary[0],
        "tournament: standard, olympiad rules, no time limits, 4 games a pairing, 2 opening plies, seed 9"
    );
    let pairing = summary.iter().find(|line| line.contains("random vs greedy")).expect("the pairing's line");
    // Four games, won, drawn or lost: greedy takes every immediate win, random rarely.
    let counts: Vec<u32> = pairing
        .split_whitespace()
        .filter_map(|word| word.strip_prefix(['+', '=', '-']).filter(|_| !word.contains('%')))
        .filter_map(|count| count.parse().ok())
        .take(3)
        .collect();
    assert_eq!(counts.iter().sum::<u32>(), 4, "{pairing}");
    assert!(summary.iter().any(|line| line.starts_with("crosstable")), "{summary:?}");
    let greedy_row = summary.iter().find(|line| line.trim_start().starts_with("greedy ")).expect("greedy's row");
    assert!(greedy_row.split_whitespace().nth(1).is_some(), "{greedy_row}");
    assert_eq!(tournament_summary(&args), summary);
    // A timed engine plays too (and is not deterministic: only the shape is checked).
    let timed = tournament_summary(&["--engines", "random,mcts", "--games", "2", "--time", "5", "--variant", "6x6"]);
    assert!(timed.iter().any(|line| line.contains("random vs mcts")), "{timed:?}");
    assert_eq!(
        tournament(&["--engines", "random,deep-blue"]).fails(2),
        "error: unknown engine \"deep-blue\": expected one of random, greedy, mcts, mcts-threats, mcts-eval, mcts-threats-eval, mcts-solver, mcts-threats-solver, mcts-eval-solver, mcts-threats-eval-solver, mcts-threats-eval-minimax-solver, alphabeta, alphabeta-solver (see --help)"
    );
    assert_eq!(tournament(&["--games", "3"]).fails(2), "error: --games needs an even number above 0 (see --help)");
}

#[test]
fn a_tournament_plays_the_hexagons() {
    // Every built-in search on hex5 under Alveole's rules, and the untimed bots on hex6,
    // the same games for the same seed.
    let args = ["--variant", "alveole", "--rules", "alveole", "--engines", "random,greedy,alphabeta,mcts"];
    let summary = tournament_summary(&[&args[..], &["--games", "2", "--time", "5"]].concat());
    assert!(summary[0].starts_with("tournament: hex5, alveole rules, 5 ms a move"), "{summary:?}");
    for pairing in ["random vs greedy", "greedy vs alphabeta", "alphabeta vs mcts", "random vs mcts"] {
        assert!(summary.iter().any(|line| line.contains(pairing)), "{pairing}: {summary:?}");
    }
    let args = ["--variant", "hex6-scrambled", "--engines", "random,greedy", "--games", "2", "--seed", "5"];
    let summary = tournament_summary(&args);
    assert!(summary[0].starts_with("tournament: hex6-scrambled, olympiad rules"), "{summary:?}");
    assert_eq!(tournament_summary(&args), summary);
}

#[test]
fn a_tournament_plays_the_wide_boards() {
    let args = ["--variant", "black-hole", "--engines", "random,greedy", "--games", "2", "--seed", "3"];
    let summary = tournament_summary(&args);
    assert_eq!(
        summary[0],
        "tournament: black-hole, olympiad rules, no time limits, 2 games a pairing, 2 opening plies, seed 3"
    );
    let pairing = summary.iter().find(|line| line.contains("random vs greedy")).expect("the pairing's line");
    assert!(pairing.contains("+") && pairing.contains(" %  Elo "), "{pairing}");
    assert_eq!(tournament_summary(&args), summary);
    // A timed engine on 12x12, briefly.
    let args =
        ["--variant", "12x12", "--engines", "random,alphabeta", "--games", "2", "--time", "5", "--max-plies", "30"];
    let timed = tournament_summary(&args);
    assert!(timed[0].starts_with("tournament: 12x12, "), "{timed:?}");
    assert!(timed.iter().any(|line| line.contains("random vs alphabeta")), "{timed:?}");
}
