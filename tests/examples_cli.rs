//! Runs the command-line examples (`legal_moves`, `perft`, `replay`, `soak`, `diagram`)
//! as a user would and checks their output formats, exit statuses and error lines, in
//! the variants too. (The `loa` program's subcommands, `play`, `tournament` and
//! `playouts`, are tested in `cli/tests/`.)
//!
//! The example binaries live in `target/<profile>/examples/`, next to this test's
//! `target/<profile>/deps/`. A full `cargo test` builds them before running the tests,
//! but `cargo test --test examples_cli` does not, so the first test that needs them runs
//! `cargo build --examples` once for the same profile and target directory (a no-op
//! when they are up to date) rather than run stale or missing binaries.

mod boardspace_data;
mod command_line;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use command_line::{Run, check_help, check_usage_errors, checked, lists_the_variants, variant_names};

/// The standard start (RULES.md, "Notation").
const START: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";

/// RULES.md, "Perft": Black (a1 and h8 boxed in) has no move; White has 22.
const NO_MOVE: &str = "6wb/6ww/8/8/8/8/ww6/bw6 b";

/// The shortest game of Winands' thesis (appendix A), copied from
/// `tests/data/openspiel/shortest_game.txt` (from `../shared/corpus/openspiel-winands-thesis-games/`)
/// (OpenSpiel's `test_games/shortest_game.txt`, Apache-2.0). Black's last move e1-e5
/// joins e5-e6-e7 to the row b8-g8: all twelve black pieces are then connected, White's
/// are not, so Black wins after 9 plies.
const SHORTEST_GAME: &str = "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n";

/// The position after the shortest game, White to move.
const SHORTEST_GAME_END: &str = "1bbbbbb1/w3b2w/w3b2w/w3b3/w6w/8/w6w/2w2ww1 w";

/// RULES.md, "Cheshire Cat": the final board of Boardspace's Gemma record, Black to
/// move. Black's g3 and g5 have no slide left, so they may exit; b5 still moves.
const CHESHIRE_EXITS: &str = "1xxxxxx1/x3xx1x/x1xxxxwx/xbxxxxbx/xxxxwxwx/xxxxxwbx/x1x2x1x/1xxxxxx1 b";

/// The features the examples are built with: this test's own, of those the examples
/// read (`replay` reads Abstract Play's records with `abstract-play`).
const EXAMPLE_FEATURES: &[&str] = if cfg!(feature = "abstract-play") { &["--features", "abstract-play"] } else { &[] };

/// The example binaries' directory, `target/<profile>/examples`, built once per test run.
fn examples_dir() -> &'static Path {
    static DIR: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    let dir = DIR.get_or_init(|| {
        let exe = std::env::current_exe().map_err(|e| format!("no current_exe: {e}"))?;
        // target/<profile>/deps/examples_cli-<hash>
        let profile_dir = exe
            .parent()
            .and_then(Path::parent)
            .ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?;
        let target_dir =
            profile_dir.parent().ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?;
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => "dev",
            Some(name) => name,
            None => return Err(format!("no profile directory in {}", exe.display())),
        };
        let built = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--examples", "--profile", profile])
            .args(EXAMPLE_FEATURES)
            .arg("--manifest-path")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir)
            .output()
            .map_err(|e| format!("cannot run cargo to build the examples: {e}"))?;
        if !built.status.success() {
            return Err(format!(
                "`cargo build --examples --profile {profile}` failed:\n{}",
                String::from_utf8_lossy(&built.stderr)
            ));
        }
        Ok(profile_dir.join("examples"))
    });
    match dir {
        Ok(dir) => dir,
        Err(message) => panic!("{message}"),
    }
}

fn example(name: &str) -> PathBuf {
    let path = examples_dir().join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.is_file(), "example binary {} is missing: build it with `cargo build --examples`", path.display());
    path
}

/// Runs example `name` with `args` and empty standard input.
fn run(name: &str, args: &[&str]) -> Run {
    run_with_input(name, args, "")
}

/// Runs example `name` with `args` and `input` on standard input.
fn run_with_input(name: &str, args: &[&str], input: &str) -> Run {
    let mut command = Command::new(example(name));
    command.args(args);
    command_line::run_with_input(command, input)
}

/// A file under the test's scratch directory holding `text`.
fn scratch_file(name: &str, text: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("write the scratch file");
    path
}

/// Whether `text` is a move in canonical notation: `b1-b3`, `b1xb3` or `pass`.
fn is_canonical_move(text: &str) -> bool {
    let square = |s: &[u8]| matches!(s, [b'a'..=b'h', b'1'..=b'8']);
    let b = text.as_bytes();
    text == "pass" || b.len() == 5 && square(&b[..2]) && matches!(b[2], b'-' | b'x') && square(&b[3..])
}
// ---------------------------------------------------------------- legal_moves

#[test]
fn legal_moves_plain_prints_the_36_start_moves_one_per_line() {
    let out = run("legal_moves", &["--plain"]).ok();
    let moves = out.stdout_lines();
    assert_eq!(moves.len(), 36, "{}", out.stdout);
    assert!(moves.iter().all(|m| is_canonical_move(m)), "{moves:?}");
    assert!(moves.contains(&"c1xa3"));
    assert!(moves.contains(&"b1-h1"));
    assert!(moves.contains(&"f8xh6"));
    assert!(!moves.contains(&"c1-a3"), "captures are written with x");
}

#[test]
fn legal_moves_prints_diagram_turn_status_and_moves() {
    let out = run("legal_moves", &[]).ok();
    let lines = out.stdout_lines();
    assert_eq!(
        lines[..12],
        [
            "8 . b b b b b b .",
            "7 w . . . . . . w",
            "6 w . . . . . . w",
            "5 w . . . . . . w",
            "4 w . . . . . . w",
            "3 w . . . . . . w",
            "2 w . . . . . . w",
            "1 . b b b b b b .",
            "  a b c d e f g h",
            "turn: black",
            "status: ongoing",
            "moves (36):",
        ]
    );
    let listed: Vec<&str> = lines[12..].iter().flat_map(|l| l.split(' ')).collect();
    let plain = run_plain(&[]);
    assert_eq!(listed, plain, "the same moves in the same order as --plain");
}

fn run_plain(position: &[&str]) -> Vec<String> {
    let mut args = position.to_vec();
    args.push("--plain");
    let out = run("legal_moves", &args).ok();
    out.stdout.lines().map(str::to_owned).collect()
}

#[test]
fn legal_moves_takes_the_position_as_one_or_two_arguments() {
    assert_eq!(run_plain(&[START]).len(), 36);
    let (board, side) = START.split_once(' ').unwrap();
    assert_eq!(run_plain(&[board, side]), run_plain(&[START]));
    // `--plain` may come first too.
    let out = run("legal_moves", &["--plain", board, side]).ok();
    assert_eq!(out.stdout_lines().len(), 36);

    // RULES.md, "Perft": Black has no move and must pass; White has 22.
    assert_eq!(run_plain(&[NO_MOVE]), ["pass"]);
    let white = NO_MOVE.replace(" b", " w");
    assert_eq!(run_plain(&[&white]).len(), 22);
}

#[test]
fn legal_moves_status_names_the_result() {
    let out = run("legal_moves", &[SHORTEST_GAME_END]).ok();
    let lines = out.stdout_lines();
    assert_eq!(lines[9..11], ["turn: white", "status: black wins"]);

    // Both sides connected, White just moved: a draw under the default rules.
    let out = run("legal_moves", &["8/8/8/3bw3/8/8/8/8 b"]).ok();
    assert_eq!(out.stdout_lines()[9..11], ["turn: black", "status: draw"]);

    let out = run("legal_moves", &[NO_MOVE]).ok();
    assert_eq!(out.stdout_lines()[9..], ["turn: black", "status: ongoing", "moves (1):", "pass"]);
}

#[test]
fn legal_moves_rejects_bad_arguments_with_status_2() {
    for args in [
        &["1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w b"][..],
        &["1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x"],
        &["1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1"],
        &["hello"],
        &["8/8/8/8/8/8/8/8 b"],
        &["--plain", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1", "b", "extra"],
        &["--verbose"],
    ] {
        let line = run("legal_moves", args).fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
    let line = run("legal_moves", &["hello"]).fails(2);
    assert!(line.contains("hello"), "{line}");
}

#[test]
fn legal_moves_plain_lists_cheshire_cat_exits() {
    let plain = run_plain(&["--variant", "cheshire-cat", CHESHIRE_EXITS]);
    assert_eq!(plain, ["b5-b6", "g3-^^", "g5-^^"]);
    // The alias reads the same; the long format draws the holes and counts the moves.
    assert_eq!(run_plain(&["--variant", "gemma", CHESHIRE_EXITS]), plain);
    let out = run("legal_moves", &["--variant", "cheshire-cat", CHESHIRE_EXITS]).ok();
    let lines = out.stdout_lines();
    assert_eq!(lines[5], "3 x x x x x w b x", "{}", out.stdout);
    assert_eq!(lines[9..], ["turn: black", "status: ongoing", "moves (3):", "b5-b6 g3-^^ g5-^^"]);
    // The start: the standard game's 36 slides, and no exit.
    assert_eq!(run_plain(&["--variant", "cheshire-cat"]), run_plain(&[]));
    // Holes are only for Cheshire Cat.
    let line = run("legal_moves", &[CHESHIRE_EXITS]).fails(2);
    assert!(line.contains("cheshire-cat"), "{line}");
}

#[test]
fn legal_moves_plain_lists_the_936_turns_that_open_parachute() {
    // RULES.md, "Reference perft": 936 turns, each a slide and a drop.
    let plain = run_plain(&["--variant", "parachute"]);
    assert_eq!(plain.len(), 936);
    assert_eq!(plain.first().map(String::as_str), Some("h2-f2@a1"));
    assert_eq!(plain.last().map(String::as_str), Some("h6-g7@h8"));
    let is_turn = |text: &str| {
        let square = |s: &[u8]| matches!(s, [b'a'..=b'h', b'1'..=b'8']);
        let b = text.as_bytes();
        b.len() == 8
            && square(&b[..2])
            && matches!(b[2], b'-' | b'x')
            && square(&b[3..5])
            && b[5] == b'@'
            && square(&b[6..])
    };
    assert!(plain.iter().all(|line| is_turn(line)), "{plain:?}");
    // The same with the start given as text, in one argument or three.
    let start = "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6";
    assert_eq!(run_plain(&["--variant", "parachute", start]), plain);
    assert_eq!(run_plain(&["--variant", "parachute", "8/b6w/w6b/b6w/w6b/b6w/w6b/8", "b", "6,6"]), plain);
    // The mirrored layout has as many.
    assert_eq!(run_plain(&["--variant", "parachute-mirrored"]).len(), 936);
}

#[test]
fn legal_moves_help_lists_the_variants() {
    let out = run("legal_moves", &["--help"]).ok();
    assert!(out.stdout.contains("\nusage: legal_moves "), "{}", out.stdout);
    assert!(lists_the_variants(&out.stdout), "{}", out.stdout);
    let line = run("legal_moves", &["--variant", "chess"]).fails(2);
    assert!(line.contains("chess") && line.contains("cheshire-cat"), "{line}");
}

#[test]
fn legal_moves_survives_a_closed_pipe() {
    // As in `legal_moves --plain | head -0`: the reader is gone before the writer writes.
    for args in [&["--plain"][..], &[]] {
        let mut child = Command::new(example("legal_moves"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the example starts");
        drop(child.stdout.take());
        let out = checked(child.wait_with_output().expect("the example runs"));
        assert_eq!(out.stderr, "", "a closed pipe is not an error to report");
    }
}

// ---------------------------------------------------------------------- perft

/// Checks one `perft D: N (T s, X M leaves/s)` line and returns N.
fn perft_line(line: &str, depth: u32) -> u64 {
    let prefix = format!("perft {depth}: ");
    let rest = line.strip_prefix(&prefix).unwrap_or_else(|| panic!("{line:?} starts with {prefix:?}"));
    let (count, timing) = rest.split_once(' ').expect("count, then timing");
    let timing = timing
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(" M leaves/s)"))
        .unwrap_or_else(|| panic!("timing of {line:?}"));
    let (seconds, rate) = timing.split_once(" s, ").expect("seconds, then rate");
    assert!(seconds.parse::<f64>().is_ok(), "{line:?}");
    assert!(rate.parse::<f64>().is_ok(), "{line:?}");
    count.parse().expect("a count")
}

fn perft_counts(args: &[&str]) -> Vec<u64> {
    let out = run("perft", args).ok();
    out.stdout_lines().iter().enumerate().map(|(i, line)| perft_line(line, i as u32 + 1)).collect()
}

#[test]
fn perft_prints_a_line_per_depth() {
    // RULES.md, "Perft": the standard start.
    assert_eq!(perft_counts(&["3"]), [36, 1_244, 44_952]);
    assert_eq!(perft_counts(&["3", START]), [36, 1_244, 44_952]);
    let (board, side) = START.split_once(' ').unwrap();
    assert_eq!(perft_counts(&["2", board, side]), [36, 1_244]);
    assert_eq!(perft_counts(&["--pure", "3"]), [36, 1_244, 44_952]);
    // Scrambled Eggs (RULES.md, "Perft").
    let eggs = "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b";
    assert_eq!(perft_counts(&["3", eggs]), [32, 992, 32_000]);
    // Counted again for the median time, DEPTH prints once and the same.
    assert_eq!(perft_counts(&["--repeat", "3", "3"]), [36, 1_244, 44_952]);
    assert_eq!(
        run("perft", &["--repeat", "0", "3"]).fails(2),
        "error: --repeat needs a number of counts, 1 or more (see --help)"
    );
}

#[test]
fn perft_divide_splits_by_root_move() {
    let out = run("perft", &["--divide", "2"]).ok();
    let lines = out.stdout_lines();
    assert_eq!(lines.len(), 37, "{}", out.stdout);
    assert_eq!(lines[36], "total: 1244");
    let mut sum = 0;
    let mut moves = Vec::new();
    for line in &lines[..36] {
        let (mv, count) = line.split_once(": ").expect("<move>: <count>");
        assert!(is_canonical_move(mv), "{line}");
        sum += count.parse::<u64>().expect("a count");
        moves.push(mv.to_owned());
    }
    assert_eq!(sum, 1_244);
    assert_eq!(moves, run_plain(&[]), "the legal moves, in order");

    // RULES.md, "Perft": depth 3 per root move.
    let out = run("perft", &["--divide", "3"]).ok();
    let lines = out.stdout_lines();
    for expected in [
        "b1-b3: 1263",
        "b1-d3: 1428",
        "b1-h1: 1171",
        "c1xa3: 1048",
        "c1-c3: 1205",
        "c1-e3: 1311",
        "d1-b3: 1176",
        "d1-d3: 1332",
        "d1-f3: 1304",
        "total: 44952",
    ] {
        assert!(lines.contains(&expected), "{expected} in {lines:?}");
    }
}

#[test]
fn perft_rules_options_decide_a_side_without_moves() {
    // RULES.md, "Perft": Black has no move. Passing is one move; under "loss" or
    // "draw" the game is over at the root, which adds 0 above the target depth.
    assert_eq!(perft_counts(&["2", NO_MOVE]), [1, 22]);
    assert_eq!(perft_counts(&["--no-moves", "pass", "2", NO_MOVE]), [1, 22]);
    assert_eq!(perft_counts(&["--pure", "2", NO_MOVE]), [1, 22]);
    assert_eq!(perft_counts(&["--no-moves", "loss", "1", NO_MOVE]), [0]);
    assert_eq!(perft_counts(&["--no-moves", "draw", "1", NO_MOVE]), [0]);
    assert_eq!(perft_counts(&["--mover-wins", "--no-moves", "loss", "1", NO_MOVE]), [0]);

    let out = run("perft", &["--divide", "1", NO_MOVE]).ok();
    assert_eq!(out.stdout, "pass: 1\ntotal: 1\n");
    let out = run("perft", &["--divide", "--no-moves", "loss", "1", NO_MOVE]).ok();
    assert_eq!(out.stdout, "total: 0\n");
    let out = run("perft", &["--divide", "--pure", "1", NO_MOVE]).ok();
    assert_eq!(out.stdout, "pass: 1\ntotal: 1\n");
}

#[test]
fn perft_pure_plays_on_after_the_game_ends() {
    // RULES.md, "Perft": mid-game positions from Winands' thesis games.
    let pos = "1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b";
    assert_eq!(perft_counts(&["--pure", "3", pos]), [23, 659, 15_389]);
    assert_eq!(perft_counts(&["3", pos]), [23, 659, 15_355]);
    let pos = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w";
    assert_eq!(perft_counts(&["--pure", "2", pos]), [24, 761]);
    assert_eq!(perft_counts(&["2", pos]), [24, 633]);
    assert_eq!(perft_counts(&["--mover-wins", "2", pos]), [24, 633]);
    let out = run("perft", &["--divide", "--pure", "3", pos]).ok();
    assert_eq!(out.stdout_lines().last(), Some(&"total: 17851"));
}

#[test]
fn perft_counts_the_variants() {
    // RULES.md, "Reference perft".
    assert_eq!(perft_counts(&["--variant", "cheshire-cat", "3"]), [36, 1_232, 42_916]);
    let out = run("perft", &["--variant", "cheshire-cat", "3"]).ok();
    assert!(out.stdout_lines()[2].starts_with("perft 3: 42916 ("), "{}", out.stdout);
    assert_eq!(perft_counts(&["--variant", "6x6", "2"]), [24, 524]);
    assert_eq!(perft_counts(&["--variant", "loaps", "2"]), [24, 544]);
    assert_eq!(perft_counts(&["--variant", "parachute", "1"]), [936]);
    // The Gemma board: one slide and two exits.
    assert_eq!(perft_counts(&["--variant", "cheshire-cat", "1", CHESHIRE_EXITS]), [3]);
    let out = run("perft", &["--help"]).ok();
    assert!(lists_the_variants(&out.stdout), "{}", out.stdout);
}

#[test]
fn perft_and_legal_moves_play_the_wide_boards() {
    // The command-line contract of the wide boards; the counts are RULES.md's,
    // "Reference perft".
    let out = run("perft", &["--variant", "12x12", "3"]).ok();
    assert!(out.stdout_lines()[2].starts_with("perft 3: 217524 ("), "{}", out.stdout);
    assert_eq!(perft_counts(&["--variant", "loa-12", "2"]), [60, 3_548]);
    assert_eq!(perft_counts(&["--variant", "black-hole-scrambled", "3"]), [38, 1_412, 54_612]);
    assert_eq!(perft_counts(&["--variant", "10x10", "--rules", "openspiel", "2"]), [48, 2_252]);
    // Every legal move of the Black Hole start, one a line: Black's 14 pieces, as on any
    // standard 9x9 start (RULES.md: 42 moves).
    let out = run("legal_moves", &["--variant", "black-hole", "--plain"]).ok();
    let moves = out.stdout_lines();
    assert_eq!(moves.len(), 42, "{}", out.stdout);
    assert!(moves.contains(&"b1-b3") && moves.contains(&"c1xa3"), "{}", out.stdout);
    // A position with two-digit runs, read as the variant's text.
    let twelve = "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b";
    let out = run("legal_moves", &["--variant", "12x12", twelve]).ok();
    assert!(out.stdout.starts_with("12 . b b b b b b b b b b .\n11 w"), "{}", out.stdout);
    assert!(out.stdout.contains("moves (60):"), "{}", out.stdout);
    // A piece on the black hole is refused with the rule that forbids it.
    let on_hole = "1bbbbbbb1/w7w/w7w/w7w/w3b3w/w7w/w7w/w7w/1bbbbbbb1 b";
    let out = run("legal_moves", &["--variant", "black-hole", on_hole]);
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("e5 is the black hole: no piece can stand on it"), "{}", out.stderr);
}

#[test]
fn perft_legal_moves_and_diagram_play_the_hexagons() {
    // The command-line contract of the hexagons; the counts are RULES.md's, "Hexagonal
    // boards", reference perft.
    let out = run("perft", &["--variant", "hex5", "3"]).ok();
    assert!(out.stdout_lines()[2].starts_with("perft 3: 3936 ("), "{}", out.stdout);
    assert_eq!(perft_counts(&["--variant", "alveole", "2"]), [15, 219]);
    assert_eq!(perft_counts(&["--variant", "hex6", "3"]), [30, 870, 26_946]);
    assert_eq!(perft_counts(&["--variant", "hex6-scrambled", "3"]), [24, 588, 15_324]);
    // Every legal move of a hex6 position in RULES.md's text, one a line, in Abstract
    // Play's notation: the start's 30 (RULES.md).
    let start = "1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b";
    let out = run("legal_moves", &["--variant", "hex6", "--plain", start]).ok();
    let moves = out.stdout_lines();
    assert_eq!(moves.len(), 30, "{}", out.stdout);
    // b1 and b7 are row b's two pieces: b1 moves two along it; k2 four along row k.
    assert!(moves.contains(&"b1-b3") && moves.contains(&"k2-k6"), "{}", out.stdout);
    // A capture is written with an x, as Abstract Play writes it.
    // (Black a1 and k1, White a3 and k6: two pieces on row a, so a1 takes a3.)
    let capture = "b4w/7/8/9/10/11/10/9/8/7/b1w3 b";
    let out = run("legal_moves", &["--variant", "hex6", "--plain", capture]).ok();
    assert!(out.stdout_lines().contains(&"a1xa3"), "{}", out.stdout);
    // The diagram of hex6's start: one hexagon a cell, 91.
    let out = run("diagram", &["--variant", "hex6"]).ok();
    assert_eq!(out.stdout.matches("<polygon class=\"cell").count(), 91, "{}", out.stdout);
    // A cell off the board, as the position's text or as a move, is refused by name.
    let out = run("legal_moves", &["--variant", "hex5", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"]);
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("9 rows"), "{}", out.stderr);
}

#[test]
fn perft_rejects_bad_arguments_with_status_2() {
    for args in [
        &[][..],
        &["five"],
        &["-1"],
        &["3", "not/a/position b"],
        &["3", START, "extra"],
        &["--no-moves"],
        &["--no-moves", "resign", "3"],
        &["--fast", "3"],
        &["--pure", "--mover-wins", "3"],
    ] {
        let line = run("perft", args).fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
}

// --------------------------------------------------------------------- replay

fn replay(args: &[&str], input: &str) -> Run {
    run_with_input("replay", args, input)
}

#[test]
fn replay_reads_a_game_from_standard_input() {
    let out = replay(&[], SHORTEST_GAME).ok();
    assert_eq!(out.stdout, format!("plies: 9\nposition: {SHORTEST_GAME_END}\nresult: black\n"));
    // `-` is standard input too; mover-wins does not change a one-sided connection.
    let out = replay(&["--mover-wins", "-"], SHORTEST_GAME).ok();
    assert_eq!(out.stdout_lines()[2], "result: black");
}

/// What replay prints on standard error when standard input is a terminal.
#[cfg(target_os = "linux")]
const READING_A_TERMINAL: &str = "reading SGF or a move list from standard input (Ctrl-D to end); --help for options";

// `script -qc COMMAND FILE` is util-linux's spelling.
#[cfg(target_os = "linux")]
#[test]
fn replay_says_when_it_reads_a_terminal() {
    // From a pipe it says nothing (`ok` checks that standard error is empty).
    replay(&[], SHORTEST_GAME).ok();
    // On a terminal it says what it waits for: util-linux's `script` runs it on a
    // pseudo-terminal, whose end of input (standard input /dev/null) ends the record.
    let command = format!("'{}'", example("replay").display());
    let Ok(output) = Command::new("script").args(["-qc", &command, "/dev/null"]).stdin(Stdio::null()).output() else {
        eprintln!("no `script` command: the terminal case is not checked");
        return;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains(READING_A_TERMINAL), "{text}");
    assert!(text.contains("plies: 0"), "{text}");
}

#[test]
fn replay_reads_a_game_from_a_file() {
    let path = scratch_file("replay_shortest_game.txt", SHORTEST_GAME);
    let out = replay(&[path.to_str().unwrap()], "").ok();
    assert_eq!(out.stdout, format!("plies: 9\nposition: {SHORTEST_GAME_END}\nresult: black\n"));
}

#[test]
fn replay_takes_every_spelling_and_skips_move_numbers() {
    // The shortest game again, in the spellings real records use (RULES.md, "Notation").
    let untidy = "1.D1-B3 H5-G4?!\n 2... b1b4   G4:G1++ 3. b4-e7! a3-c1\t4.b3-e6 h3xf1 5. e1-e5#";
    let out = replay(&[], untidy).ok();
    assert_eq!(out.stdout, format!("plies: 9\nposition: {SHORTEST_GAME_END}\nresult: black\n"));
}

#[test]
fn replay_reports_the_result() {
    // No moves: the start position, game on.
    let out = replay(&[], "").ok();
    assert_eq!(out.stdout, format!("plies: 0\nposition: {START}\nresult: ongoing\n"));
    let out = replay(&[], "1. b1-b3 h2-f4\n2. c1xa3").ok();
    assert_eq!(out.stdout_lines()[0], "plies: 3");
    assert_eq!(out.stdout_lines()[2], "result: ongoing");

    // White's capture connects both sides (from a random game): a draw by default,
    // White's win under "mover wins".
    let both = "6b1/8/8/8/1b1w4/1w6/8/8 w";
    let out = replay(&["--position", both], "d4xb4").ok();
    assert_eq!(out.stdout, "plies: 1\nposition: 6b1/8/8/8/1w6/1w6/8/8 b\nresult: draw\n");
    let out = replay(&["--mover-wins", "--position", both], "d4xb4").ok();
    assert_eq!(out.stdout_lines()[2], "result: white");

    // White captures Black's last stray piece: only Black is connected, Black wins.
    let stray = "b1bb2w1/1w1wb2w/1b1b4/w1b4w/2b4w/wbb5/4w2w/6w1 w";
    let out = replay(&["--position", stray], "a5xa8").ok();
    assert_eq!(out.stdout_lines()[2], "result: black");

    // A forced pass is a move.
    let out = replay(&["--position", NO_MOVE], "pass a2-a4").ok();
    assert_eq!(out.stdout, "plies: 2\nposition: 6wb/6ww/8/8/w7/8/1w6/bw6 b\nresult: ongoing\n");
}

#[test]
fn replay_starts_from_a_named_setup() {
    for (setup, position) in [
        ("standard", START),
        ("scrambled", "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b"),
        ("scrambled-mirrored", "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b"),
    ] {
        let out = replay(&["--setup", setup], "").ok();
        assert_eq!(out.stdout_lines()[1], format!("position: {position}"));
    }
    // b1 is Black's in Scrambled Eggs, White's in the mirrored layout.
    replay(&["--setup", "scrambled"], "b1-b3").ok();
    let line = replay(&["--setup", "scrambled-mirrored"], "b1-b3").fails(1);
    assert!(line.starts_with("error: ply 1: \"b1-b3\": "), "{line}");
}

#[test]
fn replay_plays_a_cheshire_cat_move_list_with_an_exit() {
    // White's a7 is boxed in after three plies and exits (written as Boardspace does, too);
    // every move leaves a hole.
    let end = "1bbxbbb1/x1b4w/w6w/x1w4w/w6w/w5bw/w6w/1bbbbbx1 b";
    for exit in ["a7-^^", "A7-^^"] {
        let out = replay(&["--variant", "cheshire-cat"], &format!("1. g1-g3 a5-c5 2. d8-c7 {exit}")).ok();
        assert_eq!(out.stdout, format!("plies: 4\nposition: {end}\nresult: ongoing\n"), "{exit}");
    }
    assert_eq!(
        replay(&["--variant", "gemma"], "g1-g3 a5-c5 d8-c7 a7-^^").ok().stdout_lines()[1],
        format!("position: {end}")
    );
    // The exit of a piece that can still move, and an exit outside Cheshire Cat.
    let line = replay(&["--variant", "cheshire-cat"], "b1-b3 h7-^^").fails(1);
    assert_eq!(line, "error: ply 2: \"h7-^^\": illegal move h7-^^: h7 can still move, so it cannot exit");
    let line = replay(&[], "g1-g3 a5-c5 d8-c7 a7-^^").fails(1);
    assert!(line.starts_with("error: ply 4: \"a7-^^\": illegal move a7-^^: only cheshire-cat has exits"), "{line}");
}

#[test]
fn replay_plays_parachute_drop_phase_turns() {
    // Each turn of the drop phase is a slide and a drop of an opponent's stone; captures in
    // any spelling, the drop on the square just vacated allowed (a5-c5@a5).
    let moves = "1. a3-c3@f3 h5-f5@d6 2. C3:F3@E4 h3xf3@c2 3. a5-c5@a5";
    let out = replay(&["--variant", "parachute"], moves).ok();
    assert_eq!(out.stdout, "plies: 5\nposition: 8/b6w/w2b3b/w1b2w2/w3w2b/5w2/w1b4b/8 w 3,4\nresult: ongoing\n");
    // A forced pass drops too, from a position read as Parachute's text; the reserves then
    // empty, and the third field goes.
    let boxed_in = "6wb/6ww/8/8/8/8/ww6/bw6 b 1,1";
    let out = replay(&["--variant", "parachute", "--position", boxed_in], "pass@d4 a2-a4@e5").ok();
    assert_eq!(out.stdout, "plies: 2\nposition: 6wb/6ww/8/4b3/w2w4/8/1w6/bw6 b\nresult: ongoing\n");
    // A drop-phase turn without its drop; a3 is White's in the mirrored layout.
    let line = replay(&["--variant", "parachute"], "a3-c3").fails(1);
    assert!(
        line.starts_with("error: ply 1: \"a3-c3\": illegal move a3-c3: the side to move still holds stones"),
        "{line}"
    );
    let line = replay(&["--variant", "parachute-mirrored"], "a3-c3@f3").fails(1);
    assert!(line.starts_with("error: ply 1: \"a3-c3@f3\": "), "{line}");
    replay(&["--variant", "parachute-mirrored"], "a2-c2@f3").ok();
}

#[test]
fn replay_names_the_ply_of_an_illegal_move() {
    let line = replay(&[], "1. b1-b3 h2-f4\n2. b3-b6 h3-f5").fails(1);
    assert!(line.starts_with("error: ply 3: \"b3-b6\": illegal move b3-b6: "), "{line}");
    let line = replay(&[], "1. b1-b3 h2-f4 2. zz").fails(1);
    assert!(line.starts_with("error: ply 3: \"zz\": "), "{line}");
    // A capture mark on a move to an empty square.
    let line = replay(&[], "b1xb3").fails(1);
    assert!(line.starts_with("error: ply 1: \"b1xb3\": "), "{line}");
    // A pass that is not forced.
    let line = replay(&[], "b1-b3 pass").fails(1);
    assert!(line.starts_with("error: ply 2: \"pass\": "), "{line}");
}

#[test]
fn replay_rejects_a_move_after_the_game_ended() {
    let line = replay(&[], &format!("{SHORTEST_GAME} a4-a5")).fails(1);
    assert!(line.starts_with("error: ply 10: \"a4-a5\": "), "{line}");
    assert!(line.contains("over"), "{line}");
    // Also from a given position where the game is already over.
    let line = replay(&["--position", SHORTEST_GAME_END], "a4-a5").fails(1);
    assert!(line.starts_with("error: ply 1: \"a4-a5\": "), "{line}");
}

#[test]
fn replay_rejects_bad_arguments_and_files_with_status_2() {
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no such game.txt");
    let missing = missing.to_str().unwrap();
    for args in [
        &["--setup", "chess"][..],
        &["--setup"],
        &["--position", "8/8/8 b"],
        &["--position"],
        &["--setup", "standard", "--position", START],
        &["--fast"],
        &[missing],
        &["a.txt", "b.txt"],
    ] {
        let line = replay(args, SHORTEST_GAME).fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
    let line = replay(&[missing], "").fails(2);
    assert!(line.contains("no such game.txt"), "{line}");
    // A directory is not a readable file.
    replay(&[env!("CARGO_TARGET_TMPDIR")], "").fails(2);
}

// ----------------------------------------------------------------------- soak

#[test]
fn soak_checks_every_variant() {
    for name in variant_names() {
        let out = run("soak", &["--variant", name, "--games", "6", "--max-plies", "150"]).ok();
        let text = &out.stdout;
        assert!(text.starts_with("soak: 6 games (first 0), seed 1, ply cap 150;"), "{name}: {text}");
        // One row per rule combination, named after the variant.
        let rows = text.lines().filter(|line| line.starts_with(&format!("{name:<18} "))).count();
        assert_eq!(rows, 6, "{name}: {text}");
        assert!(text.contains("\nchecks, all passed: "), "{name}: {text}");
        let plies = text.lines().find(|line| line.starts_with("plies: ")).expect("the plies line");
        let count = |label: &str| -> u64 {
            let rest = &plies[plies.find(label).unwrap_or_else(|| panic!("{label} in {plies}")) + label.len()..];
            rest.split(';').next().unwrap().trim().parse().unwrap()
        };
        match name {
            "cheshire-cat" => assert!(count("exits:") > 0, "{plies}"),
            "parachute" | "parachute-mirrored" => assert_eq!(count("turns with a drop:"), 6 * 12, "{plies}"),
            _ => assert_eq!((count("exits:"), count("turns with a drop:")), (0, 0), "{plies}"),
        }
    }
}

/// The summary table of a soak run, its header to its total: the rows one width, the
/// header and the total another (the header's `no-move` is a column wider).
fn soak_table(text: &str) -> Vec<&str> {
    let table: Vec<&str> =
        text.lines().skip_while(|line| !line.starts_with("start ")).take_while(|line| !line.is_empty()).collect();
    let (header, total) = (table[0], table[table.len() - 1]);
    assert!(table.len() > 2 && total.starts_with("total "), "{text}");
    let width = |line: &str| line.chars().count();
    assert!(table[1..table.len() - 1].iter().all(|row| width(row) == width(table[1])), "the rows line up: {text}");
    assert_eq!(width(header), width(total), "the header and the total line up: {text}");
    table
}

#[test]
fn soak_checks_the_wide_boards() {
    let out = run("soak", &["--variant", "12x12", "--games", "6", "--max-plies", "100"]).ok();
    let text = &out.stdout;
    assert!(text.starts_with("soak: 6 games (first 0), seed 1, ply cap 100;"), "{text}");
    let table = soak_table(text);
    assert_eq!(table.iter().filter(|line| line.starts_with("12x12              ")).count(), 6, "{text}");
    assert!(text.contains("\nchecks, all passed: "), "{text}");
    // The same checks from a position of the 10x10 board, White to move.
    let tenth = "1bbbbbbbb1/w8w/w8w/w8w/w8w/w8w/w8w/w8w/w8w/1bbbbbbbb1 w";
    let out = run("soak", &["--variant", "10x10", "--games", "2", "--max-plies", "60", tenth]).ok();
    assert_eq!(soak_table(&out.stdout).iter().filter(|line| line.starts_with("position ")).count(), 6);
    // The longest name widens the start's column.
    let out = run("soak", &["--variant", "black-hole-scrambled", "--games", "6", "--max-plies", "60"]).ok();
    assert!(soak_table(&out.stdout)[0].starts_with("start                both-conn "), "{}", out.stdout);
    // A position of another board is refused.
    let line = run("soak", &["--variant", "12x12", START]).fails(2);
    assert!(line.starts_with("error: bad position"), "{line}");
}

#[test]
fn soak_reads_a_position_of_the_variant_and_replays_one_game() {
    let out = run("soak", &["--variant", "cheshire-cat", "--games", "3", "--first-game", "5", CHESHIRE_EXITS]).ok();
    assert!(out.stdout.lines().any(|line| line.starts_with("position           draw ")), "{}", out.stdout);
    let line = run("soak", &["--variant", "6x6", START]).fails(2);
    assert!(line.starts_with("error: bad position"), "{line}");
}

#[test]
fn soak_help_lists_the_variants_and_bad_arguments_fail_with_status_2() {
    let out = run("soak", &["--help"]).ok();
    assert!(out.stdout.contains("\nusage: soak "), "{}", out.stdout);
    assert!(lists_the_variants(&out.stdout), "{}", out.stdout);
    for args in [&["--variant", "chess"][..], &["--variant"], &["--games", "x"], &["--unmake-every", "0"], &["--fast"]]
    {
        let line = run("soak", args).fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
}

// ---------------------------------------------------------------- replay: SGF

#[test]
fn replay_reads_each_game_of_an_sgf_file() {
    if !boardspace_data::present("replay_reads_each_game_of_an_sgf_file") {
        return;
    }
    let path = boardspace_data::dir().join("mindsports-1.sgf");
    let out = replay(&[path.to_str().unwrap()], "");
    assert_eq!((out.code, out.stderr.as_str()), (Some(1), ""), "a game failed: status 1, nothing on stderr");
    assert_eq!(
        out.stdout_lines(),
        [
            "game 1: plies 25 result ongoing",
            "game 2: error at ply 10: \"W[a4:d8]\" (line 105): illegal move a4-d8: \
             a4 and d8 are not on one rank, file or diagonal",
        ]
    );

    let path = boardspace_data::dir().join("tournament-8-final.sgf");
    let out = replay(&[path.to_str().unwrap()], "").ok();
    let lines = out.stdout_lines();
    assert_eq!(lines.len(), 15);
    assert_eq!(lines[0], "game 1: plies 35 result ongoing (record: resign)");
    // j23: White's last capture connects Black.
    assert_eq!(lines[12], "game 13: plies 54 result black");

    // Cheshire Cat (SU[Gemma]): two exits, then Black resigned.
    let path = boardspace_data::dir().join("gemma-1.sgf");
    let out = replay(&[path.to_str().unwrap()], "").ok();
    assert_eq!(out.stdout, "game 1: plies 44 result ongoing (record: resign)\n");
}

#[test]
fn replay_reads_sgf_from_standard_input_and_names_the_recorded_result() {
    let input = "\n  (;GM[9]RE[W+R];B[b1-b3];W[h2-f4];B[resign])\n(;GM[9];B[b1-b3];W[Resign])\n\
                 (;GM[9];B[d1-b3];W[h5-g4];B[b1-b4];W[g4:g1];B[b4-e7];W[a3:c1];B[b3-e6];W[h3:f1];B[e1-e5++])\n(;GM[9])";
    let out = replay(&[], input).ok();
    assert_eq!(
        out.stdout_lines(),
        [
            "game 1: plies 2 result ongoing (record: W+R)",
            "game 2: plies 1 result ongoing (record: resign)",
            "game 3: plies 9 result black",
            "game 4: plies 0 result ongoing",
        ]
    );
    // A file named *.sgf in any case is SGF even when it does not start with '('; then it is not SGF at all.
    let path = scratch_file("replay_upper_case.SGF", "(;GM[9];B[b1-b3])");
    assert_eq!(replay(&[path.to_str().unwrap()], "").ok().stdout, "game 1: plies 1 result ongoing\n");
    let path = scratch_file("replay_not_sgf.sgf", "b1-b3 h2-f4");
    let line = replay(&[path.to_str().unwrap()], "").fails(2);
    assert!(line.contains("is not SGF: line 1, column 1: "), "{line}");
}

#[test]
fn replay_plays_sgf_on_the_wide_boards() {
    // RULES.md, "Larger and smaller boards": SZ[12] and SU[Loa-12] are 12x12, a move
    // has two-digit ranks (c12 takes a10 down its diagonal c12-b11-a10, which holds
    // two pieces); in the crate's Black Hole spelling, d4 (alone on its diagonal) lands
    // on the black hole e5 and is lost, which leaves Black's h1 and i1 connected.
    let input = "(;GM[9]SZ[12];B[b1-b3];W[a2-c2];B[b12-b10];W[l11-j11];B[c12:a10])\n\
                 (;GM[9]SU[Loa-12];B[b1-b3];W[Resign])\n\
                 (;GM[9]SU[Black-hole-custom]AB[d4][h1:i1]AW[a9][c9];B[d4-e5])\n\
                 (;GM[9]SZ[12];B[m1-m3])";
    let out = replay(&[], input);
    assert_eq!((out.code, out.stderr.as_str()), (Some(1), ""), "a game failed: status 1, nothing on stderr");
    assert_eq!(
        out.stdout_lines(),
        [
            "game 1: plies 5 result ongoing",
            "game 2: plies 1 result ongoing (record: resign)",
            "game 3: plies 1 result black",
            "game 4: error at ply 1: \"B[m1-m3]\" (line 4): cannot read \"m1-m3\" as a move: \"m1\" is not a square a1-l12",
        ]
    );
}

#[test]
fn replay_plays_a_move_list_on_the_wide_boards() {
    let out = replay(&["--variant", "12x12"], "1. b12-b10 l2-k3\n").ok();
    assert_eq!(
        out.stdout,
        "plies: 2\nposition: 2bbbbbbbbb1/w10w/wb9w/w10w/w10w/w10w/w10w/w10w/w10w/w9ww/w11/1bbbbbbbbbb1 b\n\
         result: ongoing\n"
    );
    // Black Hole: c3 lands on the black hole and is gone.
    let out = replay(&["--variant", "black-hole", "--position", "7b1/8w/9/5b3/9/9/2b6/w8/9 b"], "c3-e5").ok();
    assert_eq!(out.stdout, "plies: 1\nposition: 7b1/8w/9/5b3/9/9/9/w8/9 w\nresult: ongoing\n");
    // --setup names an 8x8 start: not with a wide variant.
    replay(&["--variant", "12x12", "--setup", "scrambled"], "").fails(2);
}

#[test]
fn replay_applies_the_rules_preset() {
    // The start board recurs at ply 4: a draw for OpenSpiel only.
    let looped = "b1-b3 a2-c2 b3-b1 c2-a2";
    assert_eq!(replay(&[], looped).ok().stdout_lines()[2], "result: ongoing");
    assert_eq!(replay(&["--rules", "openspiel"], looped).ok().stdout_lines()[2], "result: draw");
    let line = replay(&["--rules", "OpenSpiel"], &format!("{looped} b1-b3")).fails(1);
    assert_eq!(line, "error: ply 5: \"b1-b3\": the game is over: draw (repetition)");
    let sgf = "(;GM[9];B[b1-b3];W[a2-c2];B[b3-b1];W[c2-a2])";
    assert_eq!(replay(&["--rules", "openspiel"], sgf).ok().stdout, "game 1: plies 4 result draw\n");
    assert_eq!(replay(&["--rules", "boardspace"], sgf).ok().stdout, "game 1: plies 4 result ongoing\n");

    // White's capture connects both sides: the mover wins under Boardspace's rules, or with
    // --mover-wins on any preset.
    let both = "6b1/8/8/8/1b1w4/1w6/8/8 w";
    for (args, result) in [
        (&["--rules", "olympiad"][..], "draw"),
        (&["--rules", "boardspace"], "white"),
        (&["--rules", "codingame"], "white"),
        (&["--rules", "olympiad", "--mover-wins"], "white"),
        (&["--mover-wins", "--rules", "olympiad"], "white"),
    ] {
        let args: Vec<&str> = args.iter().copied().chain(["--position", both]).collect();
        let out = replay(&args, "d4xb4").ok();
        assert_eq!(out.stdout_lines()[2], format!("result: {result}"), "{args:?}");
    }
}

#[test]
fn replay_rejects_bad_sgf_and_options_that_do_not_apply_with_status_2() {
    let line = replay(&[], "(;GM[9]\n;B[b1-b3]").fails(2);
    assert_eq!(
        line,
        "error: \"standard input\" is not SGF: line 1, column 1: the game tree opened here is never closed (see --help)"
    );
    // The start options do not apply to SGF, whose game trees name their own: refused.
    for args in [
        &["--setup", "scrambled"][..],
        &["--position", START],
        &["--variant", "cheshire-cat"],
        &["--variant", "standard"],
        &["--variant", "6x6", "--position", "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b"],
    ] {
        let line = replay(args, "(;GM[9]SU[Gemma];B[b1-b3])").fails(2);
        assert!(line.starts_with("error: --variant, --setup and --position do not apply to SGF: "), "{args:?}: {line}");
    }
    let out = replay(&["--help"], "").ok();
    assert!(out.stdout.contains("\nusage: replay [--variant NAME] "), "{}", out.stdout);
    assert!(out.stdout.contains("--variant, --setup and --position are refused with SGF"), "{}", out.stdout);
    for args in [&["--rules", "chess"][..], &["--rules"], &["--rules", "olympiad", "--rules", "boardspace"]] {
        let line = replay(args, "b1-b3").fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
    let line = replay(&["--rules", "chess"], "").fails(2);
    assert!(line.contains("chess") && line.contains("olympiad"), "{line}");
}

// ---------------------------------------------------------------- replay: Abstract Play

/// The records of `tests/data/abstract_play/` (written for the tests, see its
/// `SOURCE.txt`) and the line `replay` prints for each: the plies and result of that
/// table, the board's and the record's.
#[cfg(feature = "abstract-play")]
const ABSTRACT_PLAY_RECORDS: [(&str, &str); 10] = [
    ("classic-8x8.json", "game 1: plies 33 result black (record: black)"),
    ("classic-8x8-scrambled.json", "game 1: plies 40 result white (record: white)"),
    ("classic-8x8-double-connection.json", "game 1: plies 29 result draw (record: draw)"),
    ("black-hole-9x9-2023.json", "game 1: plies 40 result white (record: white)"),
    ("black-hole-9x9-scrambled.json", "game 1: plies 41 result black (record: black)"),
    ("black-hole-9x9-double-connection.json", "game 1: plies 56 result draw (record: draw)"),
    ("hex5.json", "game 1: plies 43 result black (record: black)"),
    ("hex5-double-connection.json", "game 1: plies 41 result draw (record: draw)"),
    ("hex6.json", "game 1: plies 63 result black (record: black)"),
    ("hex6-scrambled.json", "game 1: plies 51 result black (record: black)"),
];

/// A record of `tests/data/abstract_play/`: its path and its text.
fn abstract_play_record(name: &str) -> (PathBuf, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/abstract_play").join(name);
    let text = std::fs::read_to_string(&path).expect("the record is in the repository");
    (path, text)
}

#[cfg(feature = "abstract-play")]
#[test]
fn replay_reads_abstract_play_records() {
    for (name, line) in ABSTRACT_PLAY_RECORDS {
        let (path, text) = abstract_play_record(name);
        assert_eq!(replay(&[path.to_str().unwrap()], "").ok().stdout, format!("{line}\n"), "{name}");
        assert_eq!(replay(&[], &text).ok().stdout, format!("{line}\n"), "{name} on standard input");
    }
    // Ply 5 of classic-8x8.json, "b8-e5", cut short: status 1, the line on standard output.
    let (_, text) = abstract_play_record("classic-8x8.json");
    let out = replay(&[], &text.replacen("\"b8-e5\"", "\"b8-e\"", 1));
    assert_eq!((out.code, out.stderr.as_str()), (Some(1), ""), "a record failed: status 1, nothing on stderr");
    assert_eq!(
        out.stdout,
        "game 1: error: ply 5: \"b8-e\": cannot read \"b8-e\" as a move: \"e\" is not a square a1-h8\n"
    );
}

#[cfg(feature = "abstract-play")]
#[test]
fn replay_refuses_bad_json_and_options_with_an_abstract_play_record() {
    let line = replay(&[], "{\"header\": 1}").fails(2);
    assert_eq!(
        line,
        "error: \"standard input\" is not an Abstract Play record: JSON line 1, column 12: invalid type: \
         integer `1`, expected the header: an object (see --help)"
    );
    let (path, _) = abstract_play_record("classic-8x8.json");
    for args in [&["--rules", "olympiad"][..], &["--mover-wins"], &["--variant", "standard"], &["--setup", "scrambled"]]
    {
        let args: Vec<&str> = args.iter().copied().chain([path.to_str().unwrap()]).collect();
        let line = replay(&args, "").fails(2);
        assert!(
            line.starts_with("error: --variant, --setup, --position, --rules and --mover-wins do not apply"),
            "{line}"
        );
    }
}

#[cfg(not(feature = "abstract-play"))]
#[test]
fn replay_says_which_feature_reads_abstract_play_records() {
    let (path, _) = abstract_play_record("classic-8x8.json");
    let line = replay(&[path.to_str().unwrap()], "").fails(2);
    assert!(line.contains("is an Abstract Play record (JSON): reading one needs the abstract-play feature"), "{line}");
    let line = replay(&[], "{}").fails(2);
    assert!(line.contains("needs the abstract-play feature"), "{line}");
}

// ---------------------------------------------------------------- diagram

/// Runs the `diagram` example with `args`. It needs the `svg` feature, so
/// `cargo build --examples` (in `examples_dir`) skips it: it is built once here, with the
/// feature, for the same profile into the same directory (a no-op when up to date).
fn diagram(args: &[&str]) -> Run {
    static BUILT: OnceLock<Result<(), String>> = OnceLock::new();
    let built = BUILT.get_or_init(|| {
        let profile_dir = examples_dir().parent().expect("target/<profile>");
        let target_dir = profile_dir.parent().expect("target");
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => "dev",
            Some(name) => name,
            None => return Err(format!("no profile directory in {}", profile_dir.display())),
        };
        let built = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--example", "diagram", "--features", "svg", "--profile", profile])
            .arg("--manifest-path")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir)
            .output()
            .map_err(|e| format!("cannot run cargo to build the diagram example: {e}"))?;
        if !built.status.success() {
            return Err(format!(
                "`cargo build --example diagram --features svg` failed:\n{}",
                String::from_utf8_lossy(&built.stderr)
            ));
        }
        Ok(())
    });
    if let Err(message) = built {
        panic!("{message}");
    }
    run("diagram", args)
}

/// The SVG `diagram` printed, parsed: its root's width and height, its title and the
/// classes of its elements in document order.
struct Svg {
    width: i64,
    height: i64,
    title: String,
    classes: Vec<String>,
}

fn svg(out: Run) -> Svg {
    let out = out.ok();
    assert!(out.stdout.ends_with("</svg>\n"), "one SVG and a newline: {}", out.stdout);
    let doc = roxmltree::Document::parse(&out.stdout)
        .unwrap_or_else(|error| panic!("not well-formed XML: {error}\n{}", out.stdout));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    let number = |name: &str| root.attribute(name).and_then(|v| v.parse().ok()).expect("an integer size");
    let (width, height) = (number("width"), number("height"));
    assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()));
    let title = root.children().find(|n| n.has_tag_name("title")).and_then(|n| n.text()).expect("a title");
    let classes = doc.descendants().filter_map(|n| n.attribute("class")).map(str::to_owned).collect();
    Svg { width, height, title: title.to_owned(), classes }
}

impl Svg {
    fn count(&self, class: &str) -> usize {
        self.classes.iter().filter(|c| *c == class).count()
    }
}

#[test]
fn diagram_variant_6x6_writes_a_well_formed_svg() {
    let drawn = svg(diagram(&["--variant", "6x6"]));
    assert_eq!(drawn.title, "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b");
    assert_eq!((drawn.width, drawn.height), (318, 318), "six 48 px squares and the frame");
    assert_eq!((drawn.count("piece black"), drawn.count("piece white")), (8, 8));
    // With a piece selected, flipped: b1's targets on the small board.
    let drawn = svg(diagram(&["--variant", "6x6", "--targets", "B1", "--flip"]));
    assert_eq!(drawn.count("selected"), 1);
    assert_eq!(drawn.count("target"), 3, "b1-b3, b1-d3 and b1-f1");
}

#[test]
fn diagram_draws_every_variant() {
    let start = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/start.svg")).unwrap();
    assert_eq!(diagram(&[]).ok().stdout, start.replace("\r\n", "\n"), "the README's command for docs/start.svg");
    for variant in lines_of_action::Variant::ALL {
        let drawn = svg(diagram(&["--variant", variant.name()]));
        let (title, drop_phase, shape) = lines_of_action::with_geometry!(variant.geometry(), |G| {
            let pos = lines_of_action::Position::<G>::start_of(variant).unwrap();
            (pos.to_string(), pos.in_drop_phase(), <G as lines_of_action::Geometry>::CELL_SHAPE)
        });
        assert_eq!(drawn.title, title, "{variant}");
        let n = i64::from(variant.board_size());
        let band = if drop_phase { 36 } else { 0 };
        let size = match shape {
            lines_of_action::CellShape::Square => (48 * n + 30, 48 * n + 30 + band),
            // A hexagon of side n: 2n - 1 rows of cells 48 wide, 42 apart (14 = 24/√3
            // rounded, three of them), the frame 24 left, right and below, 6 above.
            lines_of_action::CellShape::Hexagon => ((2 * n - 1) * 48 + 48, (2 * n - 1) * 42 + 14 + 30),
        };
        assert_eq!((drawn.width, drawn.height), size, "{variant}");
        assert_eq!(drawn.count("reserve black") + drawn.count("reserve white"), if band > 0 { 2 } else { 0 });
        if shape == lines_of_action::CellShape::Hexagon {
            assert_eq!(drawn.count("cell") as i64, 3 * n * (n - 1) + 1, "{variant}: one hexagon a cell");
        }
    }
}

#[test]
fn diagram_draws_the_wide_boards_and_the_black_hole() {
    let twelve = svg(diagram(&["--variant", "12x12", "--targets", "C1", "--flip"]));
    assert_eq!((twelve.width, twelve.height), (12 * 48 + 30, 12 * 48 + 30));
    assert_eq!((twelve.count("piece black"), twelve.count("piece white")), (20, 20));
    assert_eq!((twelve.count("selected"), twelve.count("target")), (1, 3), "c1-c3, c1-e3 and c1xa3");
    assert_eq!(twelve.count("black-hole"), 0);
    let arrows = svg(diagram(&["--variant", "12x12", "--arrow", "a2-l11:red", "--coords-all-sides"]));
    assert_eq!(arrows.count("arrow"), 1);
    assert!(diagram(&["--variant", "12x12", "--arrow", "a2-m2"]).fails(2).contains("expected two squares"));
    assert!(diagram(&["--variant", "9x9", "--targets", "j1"]).fails(2).contains("j1 is not on the 9x9 board"));
    // Black Hole: Black's e3-e5 has just been swallowed by the black hole on e5, which
    // stays empty; with Black to move again e3-e5 would join a1 and b1's group.
    let hole = svg(diagram(&["--variant", "black-hole"]));
    assert_eq!(hole.count("black-hole"), 1);
    let swallowed = svg(diagram(&["--variant", "black-hole", "w3w4/9/9/9/9/9/9/9/bb7 w", "--last", "E3-E5!"]));
    assert_eq!((swallowed.count("arrow"), swallowed.count("last-move"), swallowed.count("black-hole")), (1, 2, 1));
    let threat = svg(diagram(&["--variant", "black-hole", "w3w4/9/9/9/9/9/4b4/9/bb7 w", "--threats"]));
    assert_eq!((threat.count("threat"), threat.count("threat-origin")), (1, 1));
    let line = diagram(&["--variant", "black-hole", "w3w4/9/9/9/9/9/9/9/bb7 w", "--last", "a1-a3"]).fails(2);
    assert!(line.contains("a1 is not empty"), "{line}");
}

#[test]
fn diagram_draws_the_hexagons() {
    // hex6 after Black's k2-k6 (row k holds k2 to k5: four cells), White's a2 selected,
    // with one marker for each of its targets.
    let text = "2bbbb/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 w";
    let drawn = svg(diagram(&["--variant", "hex6", text, "--last", "K2-K6", "--targets", "a2", "--flip"]));
    assert_eq!(drawn.title, text);
    assert_eq!((drawn.count("cell"), drawn.count("black-hole")), (91, 1));
    assert_eq!((drawn.count("piece black"), drawn.count("piece white")), (12, 12));
    assert_eq!((drawn.count("arrow"), drawn.count("last-move"), drawn.count("selected")), (1, 2, 1));
    let pos = lines_of_action::Position::<lines_of_action::Hex6>::read(text, lines_of_action::Variant::Hex6).unwrap();
    let a2 = "a2".parse().unwrap();
    assert_eq!(drawn.count("target"), pos.legal_targets(a2).into_iter().count());
    let hex5 = svg(diagram(&["--variant", "alveole", "--arrow", "a1-e9:red", "--coords-all-sides"]));
    assert_eq!((hex5.count("cell"), hex5.count("arrow")), (61, 1));
    // A cell off the hexagon is named with its row.
    let error = diagram(&["--variant", "hex6", "--targets", "a7"]).fails(2);
    assert!(error.contains("a7 is off hex6: row a has 6 cells, a1 to a6"), "{error}");
    let error = diagram(&["--variant", "hex5", "--arrow", "a1-a6"]).fails(2);
    assert!(error.contains("a6 is off hex5: row a has 5 cells, a1 to a5"), "{error}");
}

/// RULES.md, "Cheshire Cat": the Boardspace record `gemma-1.sgf` after White's exit
/// e8-^^ at ply 26.
const GEMMA_26: &str = "1xxbxxx1/x4x1x/x1xbx2x/x1wbbw1x/bbxwbw1x/xxbww2w/x6x/1xxxxxx1 b";

/// Parachute after Black's first turn a5-c5@d4.
const PARACHUTE_1: &str = "8/b6w/w6b/2b4w/w2w3b/b6w/w6b/8 w 5,6";

#[test]
fn diagram_last_takes_exits_and_drops() {
    let exit = svg(diagram(&["--variant", "cheshire-cat", GEMMA_26, "--last", "E8-^^", "--targets", "d5"]));
    assert_eq!(exit.count("arrow"), 1);
    assert_eq!(exit.count("hole"), GEMMA_26.matches('x').count());
    assert_eq!(exit.count("target"), 2, "d5-b7 and d5-f3");
    for last in ["a5-c5@d4", "A5XC5@D4!"] {
        let turn = svg(diagram(&["--variant", "parachute", PARACHUTE_1, "--last", last]));
        assert_eq!((turn.count("arrow"), turn.count("drop")), (1, 1), "{last}");
        assert_eq!((turn.count("stone white"), turn.count("stone black")), (5, 6));
    }
    let split: Vec<&str> = PARACHUTE_1.split(' ').collect();
    let pass = svg(diagram(&["--variant", "parachute", split[0], split[1], split[2], "--last", "pass@d4"]));
    assert_eq!((pass.count("arrow"), pass.count("drop")), (0, 1));
    // The drop is optional: the slide alone is an arrow.
    let slide = svg(diagram(&["--variant", "parachute", PARACHUTE_1, "--last", "a5-c5"]));
    assert_eq!((slide.count("arrow"), slide.count("drop")), (1, 0));
}

#[test]
fn diagram_rejects_a_last_move_that_does_not_fit_with_status_2() {
    for (args, problem) in [
        (&["--last", "b1-b3"][..], "b1 is not empty"),
        (&["--last", "e8-^^"], "an exit is a Cheshire Cat move"),
        (&["--last", "a5-c5@d4"], "a drop is a Parachute move"),
        (&["--last", "b1-b3@"], "expected two squares"),
        (&["--variant", "cheshire-cat", GEMMA_26, "--last", "d6-^^"], "d6 is not a hole"),
        (&["--variant", "cheshire-cat", GEMMA_26, "--last", "c8-d8"], "d8 holds no white piece"),
        (&["--variant", "parachute", PARACHUTE_1, "--last", "a5-c5@e4"], "e4 holds no white stone"),
        (&["--variant", "parachute", "--last", "pass@a4"], "a4 holds no black stone"),
        (
            &["--variant", "parachute", "8/b6w/w6b/b6w/w2b4/b6w/w6b/8 b 6,6", "--last", "pass@d4"],
            "white still holds all 6",
        ),
        (&["--variant", "6x6", "--last", "b1-g3"], "g3 is not on the 6x6 board"),
        (&["--variant", "7x7", "--targets", "h1"], "h1 is not on the 7x7 board"),
        (&["--targets", "e4"], "e4 is empty, so there is no piece to select"),
        (&["--variant", "cheshire-cat", GEMMA_26, "--targets", "e8"], "e8 is a hole"),
        (&["--arrow", "b1-b1"], "two different squares"),
        (&["--arrow", "b1b3"], "expected two squares such as b1-b3"),
        (&["--variant", "6x6", "--arrow", "a1-g1"], "g1 is not on the 6x6 board"),
        (&["--arrow", "b1-b3:"], "expected a colour"),
        (&["--arrow", "b1-b3:red\"/>"], "expected a colour"),
        (&["--arrow"], "--arrow needs two squares"),
        (&["--theme", "pink"], "unknown theme \"pink\": expected wood, blue or high-contrast"),
        (&["--theme"], "--theme needs a theme"),
        (&["--variant", "6x6", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"], "bad position"),
    ] {
        let line = diagram(args).fails(2);
        assert!(line.contains(problem), "{args:?}: {line}");
    }
}

#[test]
fn diagram_help_lists_every_option_with_its_default() {
    let out = diagram(&["--help"]).ok();
    for option in [
        "--variant",
        "--last",
        "--targets",
        "--arrow FROM-TO[:COLOUR]",
        "--threats",
        "--theme",
        "--coords-all-sides",
        "--flip",
    ] {
        assert_eq!(out.stdout.matches(option).count(), 2, "{option} in the usage line and the list: {}", out.stdout);
    }
    for default in ["standard (default)", "wood (default)", "default #2962ff", "default: left and bottom"] {
        assert!(out.stdout.contains(default), "{default}: {}", out.stdout);
    }
}

/// RULES.md, "Perft": with Black to move here, White threatens h3-h5, h3-f5, h7-h5 and
/// e2-h5 (landing on 2 squares, from 3 pieces).
const THREATENED: &str = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b";

#[test]
fn diagram_draws_arrows_threats_themes_and_all_coordinates() {
    let out = diagram(&["--arrow", "b1-b3", "--arrow", "A2-C2:red", "--arrow", "h2-f4:#1e90ff"]);
    let text = out.stdout.clone();
    assert_eq!(svg(out).count("arrow"), 3);
    for fill in [r##"fill="#2962ff""##, r#"fill="red""#, r##"fill="#1e90ff""##] {
        assert_eq!(text.matches(fill).count(), 1, "{fill}");
    }
    let threats = svg(diagram(&[THREATENED, "--threats"]));
    assert_eq!((threats.count("threat"), threats.count("threat-origin")), (2, 3));
    assert_eq!(svg(diagram(&[THREATENED])).count("threat"), 0, "only with --threats");
    // Wood is the default; each theme draws the board in its own colours.
    let default = diagram(&[]).ok().stdout;
    let themes = ["wood", "blue", "high-contrast"].map(|theme| diagram(&["--theme", theme]).ok().stdout);
    assert_eq!(themes[0], default);
    assert!(themes[0] != themes[1] && themes[1] != themes[2] && themes[0] != themes[2]);
    let all = svg(diagram(&["--coords-all-sides", "--flip"]));
    assert_eq!((all.width, all.height), (8 * 48 + 48, 8 * 48 + 48), "half a square of frame on every side");
    // The last move's squares are tinted (docs/diagrams.md's mid-game: Black's h6-f4).
    let last = svg(diagram(&["8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w", "--last", "h6-f4"]));
    assert_eq!((last.count("last-move"), last.count("arrow")), (2, 1));
}

// ----------------------------------------------------------- every example

/// The examples this file runs, each with `--help`.
const EXAMPLES: [&str; 4] = ["legal_moves", "perft", "replay", "soak"];

#[test]
fn every_example_answers_help_with_its_usage_options_defaults_and_examples() {
    for name in EXAMPLES {
        check_help(name, &format!("--example {name}"), |args| run(name, args));
    }
}

#[test]
fn every_example_words_a_usage_error_alike() {
    for name in EXAMPLES {
        check_usage_errors(name, |args| run(name, args));
    }
    assert_eq!(run("perft", &[]).fails(2), "error: missing DEPTH (see --help)");
    assert_eq!(run("soak", &["--games"]).fails(2), "error: --games needs a whole number (see --help)");
    assert_eq!(replay(&["--rules"], "").fails(2), "error: --rules needs a value (see --help)");
    // A failure while running is an error too, without the pointer to --help: exit status 1.
    let line = replay(&[], "b1-b4").fails(1);
    assert!(line.starts_with("error: ply 1: \"b1-b4\": illegal move b1-b4: "), "{line}");
}

// ---------------------------------------------------------------- perft: the time limit

/// RULES.md, "Perft": the leaves of the standard start at depths 1 to 5.
const START_PERFT: [u64; 5] = [36, 1_244, 44_952, 1_563_208, 55_963_132];

#[test]
fn perft_refuses_a_depth_estimated_to_take_too_long() {
    let line = run("perft", &["12"]).fails(2);
    assert!(line.starts_with("error: perft 12 would take about "), "{line}");
    assert!(line.ends_with("; run it with --force (see --help)"), "{line}");
    // The estimate is the count at the deepest depth measured times its branching factor
    // for each further depth: recompute it from RULES.md's counts.
    let measured: usize = line
        .split("measured at depth ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|depth| depth.parse().ok())
        .unwrap_or_else(|| panic!("the depth measured in {line}"));
    assert!((2..=START_PERFT.len()).contains(&measured), "{line}");
    let leaves: f64 = line
        .split("an estimated ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|number| number.parse().ok())
        .unwrap_or_else(|| panic!("the leaves in {line}"));
    let count = START_PERFT[measured - 1] as f64;
    let branching = count / START_PERFT[measured - 2] as f64;
    let expected = count * branching.powi(12 - measured as i32);
    // Printed with two significant digits.
    assert!((leaves / expected - 1.0).abs() < 0.06, "{leaves} against {expected}: {line}");
    // With --divide, the same limit.
    let line = run("perft", &["--divide", "12"]).fails(2);
    assert!(line.starts_with("error: perft 12 would take about "), "{line}");
}

#[test]
fn perft_force_and_quick_depths_run_without_an_estimate() {
    // --force changes nothing for a depth that is quick anyway.
    assert_eq!(perft_counts(&["--force", "3"]), START_PERFT[..3]);
    // A game over at the root: every depth counts 0 (RULES.md, "Perft"), so however deep
    // it is quick.
    assert_eq!(run("perft", &["--divide", "--no-moves", "loss", "30", NO_MOVE]).ok().stdout, "total: 0\n");
}
