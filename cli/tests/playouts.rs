//! Runs `loa playouts`: the summary of random games from a variant's start, the same
//! for a seed by every way of playing (`Playout`, `GamePlayout`, the listed moves,
//! `Game`), on the small and the wide boards, and its usage errors.

#[path = "../../tests/command_line/mod.rs"]
mod command_line;

use std::process::Command;

use command_line::Run;

/// Runs `loa playouts` with `args`.
fn playouts(args: &[&str]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_loa"));
    command.arg("playouts").args(args);
    command_line::run_with_input(command, "")
}

/// The lines of a `playouts` run that do not depend on the machine: all but the speeds.
fn playout_summary(args: &[&str]) -> Vec<String> {
    let out = playouts(args).ok();
    out.stdout.lines().filter(|line| !line.contains("/s: ")).map(str::to_owned).collect()
}

#[test]
fn playouts_are_the_same_for_a_seed_by_every_way_of_playing() {
    let summary = playout_summary(&["--games", "40", "--seed", "3"]);
    assert_eq!(summary[0], "games: 40");
    let plies: u64 = summary[1].strip_prefix("plies: ").expect("the total plies").parse().unwrap();
    // Every game of the standard game ends by a connection long before 1,000 plies.
    assert!((40..40_000).contains(&plies), "{summary:?}");
    let results: u64 = summary
        .iter()
        .filter_map(|line| line.strip_prefix("result "))
        .map(|line| line.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(results, 40, "{summary:?}");
    assert_eq!(summary.last().unwrap(), &format!("mean length: {:.1} plies", plies as f64 / 40.0));
    // The same seed, the same games; the listed moves and Game choose alike under the
    // default rules (no history rule ends a random standard game here).
    assert_eq!(playout_summary(&["--games", "40", "--seed", "3"]), summary);
    assert_eq!(playout_summary(&["--games", "40", "--seed", "3", "--list"]), summary);
    assert_eq!(playout_summary(&["--games", "40", "--seed", "3", "--game"]), summary);
    assert_eq!(playout_summary(&["--games", "40", "--seed", "3", "--game", "--list"]), summary);
    assert_ne!(playout_summary(&["--games", "40", "--seed", "4"]), summary);
    for variant in ["cheshire-cat", "parachute", "6x6", "loaps"] {
        let summary = playout_summary(&["--variant", variant, "--games", "3", "--rules", "openspiel"]);
        assert_eq!(summary[0], "games: 3", "{variant}");
    }
    // Under OpenSpiel's rules a board seen before draws: GamePlayout (`--game`) ends the
    // games as Game itself does (`--game --list`), some by repetition, unlike `Playout`.
    let openspiel = ["--games", "40", "--seed", "3", "--rules", "openspiel"];
    let by_playout = playout_summary(&[&openspiel[..], &["--game"]].concat());
    assert_eq!(playout_summary(&[&openspiel[..], &["--game", "--list"]].concat()), by_playout);
    assert!(by_playout.iter().any(|line| line.starts_with("result draw (repetition): ")), "{by_playout:?}");
    assert_ne!(playout_summary(&openspiel), by_playout);
    assert_eq!(playouts(&["--games", "x"]).fails(2), "error: --games needs a whole number, not \"x\" (see --help)");
}

#[test]
fn playouts_play_the_wide_boards() {
    let summary = playout_summary(&["--variant", "9x9", "--games", "10"]);
    assert_eq!(summary[0], "games: 10");
    let results: u64 = summary
        .iter()
        .filter_map(|line| line.strip_prefix("result "))
        .map(|line| line.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(results, 10, "{summary:?}");
    // The same seed, the same games: Playout as the listed moves, GamePlayout as Game.
    assert_eq!(playout_summary(&["--variant", "9x9", "--games", "10", "--list"]), summary);
    let by_game = playout_summary(&["--variant", "9x9", "--games", "10", "--game"]);
    assert_eq!(playout_summary(&["--variant", "9x9", "--games", "10", "--game", "--list"]), by_game);
    for variant in ["12x12", "black-hole"] {
        let summary = playout_summary(&["--variant", variant, "--games", "3", "--rules", "openspiel"]);
        assert_eq!(summary[0], "games: 3", "{variant}");
    }
}

#[test]
fn playouts_play_the_hexagons() {
    for variant in ["hex5", "alveole", "hex6", "hex6-scrambled"] {
        let summary = playout_summary(&["--variant", variant, "--games", "20", "--rules", "abstract-play"]);
        assert_eq!(summary[0], "games: 20", "{variant}");
        let results: u64 = summary
            .iter()
            .filter_map(|line| line.strip_prefix("result "))
            .map(|line| line.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
            .sum();
        assert_eq!(results, 20, "{variant}: {summary:?}");
        // Abstract Play's rules have no repetition rule and no move limit: the same games
        // by every way of playing.
        let args = ["--variant", variant, "--games", "20", "--rules", "abstract-play"];
        for way in [&["--list"][..], &["--game"], &["--game", "--list"]] {
            assert_eq!(playout_summary(&[&args[..], way].concat()), summary, "{variant} {way:?}");
        }
    }
    // hex5 and its other name, Alveole, are one game.
    assert_eq!(
        playout_summary(&["--variant", "hex5", "--games", "20"]),
        playout_summary(&["--variant", "alveole", "--games", "20"])
    );
}
