//! Runs the command-line examples (`legal_moves`, `perft`, `replay`, `play`, `soak`) as
//! a user would and checks their output formats, exit statuses and error lines, in the
//! variants too.
//!
//! The example binaries live in `target/<profile>/examples/`, next to this test's
//! `target/<profile>/deps/`. A full `cargo test` builds them before running the tests,
//! but `cargo test --test examples_cli` does not, so the first test that needs them runs
//! `cargo build --examples` once for the same profile and target directory (a no-op
//! when they are up to date) rather than run stale or missing binaries.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

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

/// Every variant's name, as `--variant` takes it.
fn variant_names() -> Vec<&'static str> {
    lines_of_action::Variant::ALL.iter().map(|variant| variant.name()).collect()
}

/// Whether `text`, a `--help` output, names `--variant` and every variant.
fn lists_the_variants(text: &str) -> bool {
    text.contains("--variant") && variant_names().iter().all(|name| text.contains(name))
}

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

/// What one run of an example printed.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn stdout_lines(&self) -> Vec<&str> {
        self.stdout.lines().collect()
    }

    /// Asserts a clean success: status 0, nothing on standard error.
    fn ok(self) -> Run {
        assert_eq!(self.code, Some(0), "stderr: {}", self.stderr);
        assert_eq!(self.stderr, "");
        self
    }

    /// Asserts a failure with `code`, no output, and exactly one line on standard error;
    /// returns that line.
    fn fails(self, code: i32) -> String {
        assert_eq!(self.code, Some(code), "stdout: {}\nstderr: {}", self.stdout, self.stderr);
        assert_eq!(self.stdout, "", "no output on failure");
        assert!(self.stderr.ends_with('\n'), "stderr: {:?}", self.stderr);
        assert_eq!(self.stderr.lines().count(), 1, "stderr: {:?}", self.stderr);
        self.stderr.trim_end().to_owned()
    }
}

fn checked(output: Output) -> Run {
    let out = Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    };
    for text in [&out.stdout, &out.stderr] {
        assert!(!text.contains("panicked"), "a panic: {text}");
        assert!(!text.contains("RUST_BACKTRACE"), "a panic: {text}");
    }
    assert_ne!(out.code, Some(101), "exit status 101 is a panic");
    out
}

/// Runs example `name` with `args` and empty standard input.
fn run(name: &str, args: &[&str]) -> Run {
    run_with_input(name, args, "")
}

/// Runs example `name` with `args` and `input` on standard input.
fn run_with_input(name: &str, args: &[&str], input: &str) -> Run {
    let mut child = Command::new(example(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // The program may exit before reading everything: ignore a closed pipe here.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    checked(child.wait_with_output().expect("the example runs"))
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

// ----------------------------------------------------------------------- play

fn play(args: &[&str], input: &str) -> Run {
    run_with_input("play", args, input)
}

/// How often `needle` occurs in `text`.
fn occurrences(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

#[test]
fn play_human_vs_human_plays_a_scripted_game_to_the_end() {
    // The shortest game again, one move a line, in the spellings RULES.md lists.
    let input = "D1-B3\nh5g4\nb1 b4\nG4:G1\nb4-e7!\na3-c1\nb3-e6\nh3xf1\ne1-e5\n";
    let out = play(&["--human-vs-human"], input).ok();
    assert!(out.stdout.starts_with("Lines of Action: two players (olympiad rules)."), "{}", out.stdout);
    // Standard input is a pipe: each line is echoed after its prompt.
    assert!(out.stdout.contains("black> D1-B3\nBlack plays d1-b3.\n"), "{}", out.stdout);
    assert!(out.stdout.contains("white> G4:G1\nWhite plays g4xg1.\n"), "{}", out.stdout);
    assert!(out.stdout.contains("Last move: 2... g4xg1\nBlack to move.\n"), "{}", out.stdout);
    assert_eq!(occurrences(&out.stdout, "black> "), 5);
    assert_eq!(occurrences(&out.stdout, "white> "), 4);
    // The final board, the piece that moved last in capitals, then the result and the
    // moves; the game-over prompt waits for a command, and the end of the input ends it.
    let tail: Vec<&str> = out.stdout.lines().rev().take(16).collect::<Vec<_>>().into_iter().rev().collect();
    assert_eq!(
        tail,
        [
            "    a b c d e f g h",
            "  8 . b b b b b b . 8",
            "  7 w . . . b . . w 7",
            "  6 w . . . b . . w 6",
            "  5 w . . . B . . . 5",
            "  4 w . . . . . . w 4",
            "  3 . . . . . . . . 3",
            "  2 w . . . . . . w 2",
            "  1 . . w . . w w . 1",
            "    a b c d e f g h",
            "Last move: 5. e1-e5",
            "Game over: black wins (connection).",
            "Moves: 1. d1-b3 h5-g4 2. b1-b4 g4xg1 3. b4-e7 a3xc1 4. b3-e6 h3xf1 5. e1-e5",
            "Type undo, new, save FILE or quit.",
            "game over> ",
            "End of input.",
        ]
    );
}

#[test]
fn play_answers_a_bad_move_with_the_reason_and_the_prompt_again() {
    let out = play(&["--human-vs-human"], "b1-b4\nfoo\nb1xb3\npass\nb1-b3\n").ok();
    let expected = [
        "black> b1-b4",
        "illegal move b1-b4: there are 2 pieces on the file through b1, so it must move exactly 2 squares, not 3",
        "black> foo",
        "cannot read \"foo\" as a move: expected two squares such as b1-b3, an exit such as e8-^^, or pass",
        "Type help for the commands.",
        "black> b1xb3",
        "\"b1xb3\" marks a capture, but b3 is empty",
        "black> pass",
        "illegal move pass: a pass is only legal when no other move is",
        "black> b1-b3",
        "Black plays b1-b3.",
    ];
    let lines = out.stdout_lines();
    let start = lines.iter().position(|line| *line == expected[0]).expect("the first prompt");
    assert_eq!(lines[start..start + expected.len()], expected, "{}", out.stdout);
    // Then White's prompt, and the end of the input ends the game cleanly.
    assert!(out.stdout.ends_with("white> \nEnd of input: the game is left unfinished.\nMoves: 1. b1-b3\n"));
}

#[test]
fn play_commands_list_moves_explain_undo_and_quit() {
    let input = "undo\nmoves\nhelp\nboard\nb1-b3\nh2-f4\nundo\nquit\nb1-b3\n";
    let out = play(&["--human-vs-human"], input).ok();
    let text = &out.stdout;
    assert!(text.contains("black> undo\nNothing to undo.\n"), "{text}");
    // By square, origin then target, each by file then rank: b1's three moves first.
    assert!(text.contains("black> moves\n36 legal moves:\n  b1-b3 b1-d3 b1-h1 b8-b6 "), "{text}");
    let listed: Vec<&str> = text
        .lines()
        .skip_while(|line| !line.ends_with("legal moves:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .flat_map(str::split_whitespace)
        .collect();
    let mut by_square = run_plain(&[]);
    // Canonical moves are b1-b3 or b1xb3: the origin is text[..2], the target text[3..];
    // a square's text sorts as file then rank.
    by_square.sort_by(|a, b| (&a[..2], &a[3..]).cmp(&(&b[..2], &b[3..])));
    assert_eq!(listed, by_square, "the legal moves of the legal_moves example, by square");
    for command in ["moves", "undo", "redo", "hint", "board", "new", "save FILE", "help", "quit"] {
        assert!(text.lines().any(|line| line.trim_start().starts_with(command)), "{command} in the help");
    }
    // `board` shows the start again; between two people `undo` takes back one move.
    assert!(text.contains("black> board\n\n    a b c d e f g h\n  8 . b b b b b b . 8\n"), "{text}");
    assert_eq!(occurrences(text, "  1 . b b b b b b . 1"), 2, "{text}");
    assert!(text.contains("black> undo\nTook back h2-f4.\n"), "{text}");
    assert!(text.contains("Last move: 1. b1-b3\nWhite to move.\nwhite> quit\n"), "{text}");
    // `quit` ends the game: the line after it is not read.
    assert!(text.ends_with("Quit: the game is left unfinished.\nMoves: 1. b1-b3\n"), "{text}");
    assert_eq!(occurrences(text, "Black plays b1-b3."), 1);
}

#[test]
fn play_ends_cleanly_at_the_end_of_the_input() {
    let out = play(&[], "").ok();
    assert!(out.stdout.starts_with("Lines of Action: you play black against the engine (olympiad rules"));
    assert!(out.stdout.ends_with("Black (you) to move.\nblack> \nEnd of input: the game is left unfinished.\n"));
    // A last line without its line end is read too.
    let out = play(&["--human-vs-human"], "b1-b3").ok();
    assert!(out.stdout.ends_with("End of input: the game is left unfinished.\nMoves: 1. b1-b3\n"));
}

#[test]
fn play_against_the_engine_at_depth_1() {
    let input = "b1-b3\nhint\nundo\nc1-c3\nmoves\nquit\n";
    let out = play(&["--depth", "1", "--rules", "boardspace"], input).ok();
    let text = &out.stdout;
    assert!(text.starts_with(
        "Lines of Action: you play black against the engine (boardspace rules, the engine thinks to depth 1)."
    ));
    // The engine answers each move, with its depth.
    let replies: Vec<&str> = text.lines().filter(|line| line.starts_with("White plays ")).collect();
    assert_eq!(replies.len(), 2, "{text}");
    assert!(replies.iter().all(|line| line.contains(" (depth 1, ")), "{replies:?}");
    let hint = text.lines().find(|line| line.starts_with("Hint: ")).expect("a hint");
    assert!(is_canonical_move(&hint["Hint: ".len()..hint.find(" (").unwrap()]), "{hint}");
    // `undo` takes back the engine's reply and the person's move: the start again.
    let reply = replies[0].strip_prefix("White plays ").unwrap().split(' ').next().unwrap();
    assert!(text.contains(&format!("black> undo\nTook back b1-b3 {reply}.\n")), "{text}");
    assert!(text.contains("Last move: 1... "), "{text}");
    let moves = text.lines().find(|line| line.starts_with("Moves: ")).expect("the moves");
    assert!(moves.starts_with("Moves: 1. c1-c3 "), "{moves}");
    assert_eq!(moves.split(' ').count(), 4, "{moves}");
}

#[test]
fn play_lets_the_engine_open_when_the_person_is_white() {
    let out = play(&["--color", "white", "--time", "0.05"], "undo\n").ok();
    let text = &out.stdout;
    assert_eq!(text.lines().filter(|line| line.starts_with("Black plays ")).count(), 1, "{text}");
    assert!(text.contains("White (you) to move.\nwhite> undo\nNothing to undo.\nwhite> \nEnd of input"), "{text}");
}

#[test]
fn play_engine_vs_engine_plays_a_whole_game() {
    // CodinGame's rules draw after 150 plies at the latest.
    let out = play(&["--engine-vs-engine", "--depth", "1", "--rules", "codingame", "--setup", "scrambled"], "").ok();
    let text = &out.stdout;
    assert!(!text.contains("> "), "no prompt: {text}");
    let result = text.lines().find(|line| line.starts_with("Game over: ")).expect("a result");
    assert!(result.ends_with(")."), "{result}");
    let plies =
        text.lines().filter(|line| line.starts_with("Black plays ") || line.starts_with("White plays ")).count();
    assert!((1..=150).contains(&plies), "{plies}");
}

#[test]
fn play_warns_of_a_threat_and_announces_a_win_against_the_person() {
    // RULES.md, "Perft": White threatens four winning moves; Black has no answer to all.
    let threatened = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b";
    let out = play(&["--human-vs-human", "--position", threatened], "").ok();
    assert!(out.stdout.contains("Black to move. White threatens to win!\n"), "{}", out.stdout);
    // The engine, White, takes an immediate win.
    let winning = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w";
    let out = play(&["--position", winning, "--depth", "3"], "").ok();
    let text = &out.stdout;
    assert!(text.contains("White plays h3-h5 (depth 1, white wins in 1 ply, 1 nodes, "), "{text}");
    assert!(text.contains("Game over: white wins (connection).\nThe engine wins.\nMoves: 1... "), "{text}");
}

#[test]
fn play_rejects_bad_arguments_with_status_2() {
    for args in [
        &["--color", "red"][..],
        &["--color"],
        &["--depth", "0"],
        &["--depth", "x"],
        &["--depth", "1000"],
        &["--time", "-1"],
        &["--time", "0"],
        &["--time", "soon"],
        &["--rules", "chess"],
        &["--setup", "chess"],
        &["--position", "8/8/8 b"],
        &["--setup", "standard", "--position", START],
        &["--human-vs-human", "--engine-vs-engine"],
        &["--human-vs-human", "--color", "white"],
        &["--fast"],
        &["b1-b3"],
    ] {
        let line = play(args, "b1-b3\n").fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
    let line = play(&["--rules", "chess"], "").fails(2);
    assert!(line.contains("chess") && line.contains("olympiad"), "{line}");
    let out = play(&["--help"], "").ok();
    assert!(out.stdout.contains("\nusage: play "), "{}", out.stdout);
}

#[test]
fn play_takes_an_exit_in_boardspace_spelling() {
    let out =
        play(&["--human-vs-human", "--variant", "cheshire-cat", "--position", CHESHIRE_EXITS], "moves\nG3-^^\n").ok();
    let text = &out.stdout;
    assert!(text.starts_with("Lines of Action (cheshire-cat): two players (olympiad rules)."), "{text}");
    assert!(text.contains("black> moves\n3 legal moves:\n  b5-b6 g3-^^ g5-^^\n"), "{text}");
    assert!(text.contains("black> G3-^^\nBlack plays g3-^^.\n"), "{text}");
    // The board before and after: g3 has become a hole.
    assert!(text.contains("  3 x x x x x w b x 3"), "{text}");
    assert!(text.contains("  3 x x x x x w x x 3"), "{text}");
    assert!(text.ends_with("Moves: 1. g3-^^\n"), "{text}");
}

#[test]
fn play_parachute_against_the_engine_with_drops() {
    let input = "h2-f2\nh2-f2@a1\nmoves\nquit\n";
    let out = play(&["--variant", "parachute", "--depth", "1"], input).ok();
    let text = &out.stdout;
    assert!(text.starts_with("Lines of Action (parachute): you play black against the engine"), "{text}");
    assert!(text.contains("In reserve: Black holds 6 white stones, White holds 6 black stones.\n"), "{text}");
    // A move without its drop is refused with the reason; with it, it is played and the
    // dropped stone is shown in capitals.
    assert!(text.contains("black> h2-f2\nillegal move h2-f2: the side to move still holds stones"), "{text}");
    assert!(text.contains("black> h2-f2@a1\nBlack plays h2-f2@a1.\n"), "{text}");
    let out = play(&["--human-vs-human", "--variant", "parachute"], "h2-f2@a1\n").ok();
    assert!(out.stdout.contains("  1 W . . . . . . . 1"), "{}", out.stdout);
    // The engine answers with a move and a drop.
    let reply = text.lines().find(|line| line.starts_with("White plays ")).expect("the engine's reply");
    assert!(reply.contains('@') && reply.contains(" (depth 1, "), "{reply}");
    // `moves` groups the turns by their move.
    let listing = text.lines().find(|line| line.contains(" legal moves, each a move and a drop")).expect("moves");
    assert!(listing.ends_with("with how many drops each:"), "{listing}");
    assert!(text.contains("In reserve: Black holds 5 white stones, White holds 5 black stones.\n"), "{text}");
}

#[test]
fn play_draws_the_small_boards() {
    let out = play(&["--human-vs-human", "--variant", "6x6"], "b1-b3\n").ok();
    let text = &out.stdout;
    assert!(text.contains("\n    a b c d e f\n  6 . b b b b . 6\n"), "{text}");
    assert!(text.contains("  3 w B . . . w 3"), "{text}");
    let out = play(&["--human-vs-human", "--variant", "loaps"], "").ok();
    assert!(out.stdout.contains("\n    a b c d e f g\n  7 . b b . b b . 7\n"), "{}", out.stdout);
}

#[test]
fn play_engine_vs_engine_plays_every_variant() {
    for name in variant_names() {
        let out = play(&["--engine-vs-engine", "--variant", name, "--depth", "1", "--rules", "codingame"], "").ok();
        let text = &out.stdout;
        let result = text.lines().find(|line| line.starts_with("Game over: ")).expect("a result");
        assert!(result.ends_with(")."), "{name}: {result}");
        let plies =
            text.lines().filter(|line| line.starts_with("Black plays ") || line.starts_with("White plays ")).count();
        assert!((1..=150).contains(&plies), "{name}: {plies}");
    }
}

#[test]
fn play_12x12_takes_two_digit_ranks_and_the_engine_replies() {
    let out = play(&["--variant", "12x12", "--depth", "1"], "b12-b10\nquit\n").ok();
    let text = &out.stdout;
    assert!(text.starts_with("Lines of Action (12x12): you play black against the engine"), "{text}");
    // The 12x12 board: files a to l, the ranks' numbers of two digits right-aligned.
    let files = "     a b c d e f g h i j k l\n";
    assert!(text.contains(&format!("\n{files}  12 . b b b b b b b b b b . 12\n  11 w ")), "{text}");
    assert!(text.contains("\n   9 w . . . . . . . . . . w 9\n"), "{text}");
    assert!(text.contains(&format!("\n   1 . b b b b b b b b b b . 1\n{files}")), "{text}");
    // The person's move with two-digit ranks, then the engine's reply and the board
    // with b12 on b10 (the reply's piece in capitals).
    assert!(text.contains("black> b12-b10\nBlack plays b12-b10.\nWhite plays "), "{text}");
    let reply = text.lines().find_map(|line| line.strip_prefix("White plays ")).expect("the engine's reply");
    assert!(reply.contains(" (depth 1, "), "{reply}");
    assert!(text.contains("\n  12 . . b b b b b b b b b . 12\n  11 w . . . . . . . . . . w 11\n  10 w b . "), "{text}");
    let reply = reply.split(' ').next().unwrap();
    assert!(text.ends_with(&format!("Quit: the game is left unfinished.\nMoves: 1. b12-b10 {reply}\n")), "{text}");
    // An engine-vs-engine game to its end (CodinGame's rules draw after 150 plies).
    let out = play(&["--engine-vs-engine", "--variant", "12x12", "--depth", "1", "--rules", "codingame"], "").ok();
    let result = out.stdout.lines().find(|line| line.starts_with("Game over: ")).expect("a result");
    assert!(result.ends_with(")."), "{result}");
}

#[test]
fn play_black_hole_shows_the_black_hole_and_swallows_a_piece() {
    // Black's c3 and f6 are the only pieces on the diagonal through e5: c3 moves two
    // squares, onto the black hole, and is lost.
    let position = "7b1/8w/9/5b3/9/9/2b6/w8/9 b";
    let out = play(&["--human-vs-human", "--variant", "black-hole", "--position", position], "c3-e5\n").ok();
    let text = &out.stdout;
    assert!(text.contains("The black hole is e5 (o): a piece that lands on it is lost.\n"), "{text}");
    assert_eq!(occurrences(text, "\n  5 . . . . o . . . . 5\n"), 2, "{text}");
    assert!(text.contains("  3 . . b . . . . . . 3\n"), "{text}");
    assert!(text.contains("black> c3-e5\nBlack plays c3-e5.\n"), "{text}");
    assert!(text.contains("  3 . . . . . . . . . 3\n"), "{text}");
    assert!(text.ends_with("Moves: 1. c3-e5\n"), "{text}");
}

#[test]
fn play_help_lists_the_variants_and_refuses_two_starts() {
    let out = play(&["--help"], "").ok();
    assert!(lists_the_variants(&out.stdout), "{}", out.stdout);
    assert!(out.stdout.contains("e8-^^") && out.stdout.contains("a3-c5@d4"), "{}", out.stdout);
    for args in [&["--variant", "chess"][..], &["--variant"], &["--variant", "6x6", "--setup", "standard"]] {
        let line = play(args, "").fails(2);
        assert!(!line.is_empty(), "{args:?}");
    }
    // A position of the wrong size for the variant.
    let line = play(&["--variant", "6x6", "--position", START], "").fails(2);
    assert!(line.starts_with("error: bad position"), "{line}");
}

/// How many boards `text` shows: the file letters above each one.
fn boards_shown(text: &str) -> usize {
    occurrences(text, "\n    a b c d e f g h\n  8 ")
}

#[test]
fn play_shows_the_board_once_per_turn() {
    // Against the engine: the start, then once after each reply, none between the
    // person's move and the engine's reply; one board for each prompt.
    let out = play(&["--depth", "1"], "b1-b3\nc1-c3\n").ok();
    let text = &out.stdout;
    assert_eq!(occurrences(text, "black> "), 3, "{text}");
    assert_eq!(boards_shown(text), 3, "{text}");
    assert!(text.contains("black> b1-b3\nBlack plays b1-b3.\nWhite plays "), "{text}");
    // The engine opening for a White person: no board before its move.
    let out = play(&["--color", "white", "--depth", "1"], "").ok();
    assert_eq!(boards_shown(&out.stdout), 1, "{}", out.stdout);
    // Between two people each move is a turn: the start and one a move.
    let out = play(&["--human-vs-human"], "b1-b3\nh2-f4\n").ok();
    assert_eq!(boards_shown(&out.stdout), 3, "{}", out.stdout);
}

#[test]
fn play_redo_replays_what_undo_took_back_and_save_names_the_engine() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-against-the-engine.sgf");
    let path_text = path.to_str().expect("a UTF-8 path");
    let input = format!("redo\nb1-b3\nundo\nredo\nredo\nsave {path_text}\n");
    let out = play(&["--depth", "1"], &input).ok();
    let text = &out.stdout;
    assert!(text.contains("black> redo\nNothing to redo.\n"), "{text}");
    // Against the engine, undo and redo go a whole turn: the person's move and the reply.
    let reply = text.lines().find_map(|line| line.strip_prefix("White plays ")).expect("the reply");
    let reply = reply.split(' ').next().unwrap();
    assert!(text.contains(&format!("black> undo\nTook back b1-b3 {reply}.\n")), "{text}");
    assert!(text.contains(&format!("black> redo\nPlayed again b1-b3 {reply}.\n")), "{text}");
    let end = format!("black> redo\nNothing to redo.\nblack> save {path_text}\nSaved 2 plies to {path_text}.\n");
    assert!(text.contains(&end), "{text}");
    assert!(
        text.ends_with(&format!("End of input: the game is left unfinished.\nMoves: 1. b1-b3 {reply}\n")),
        "{text}"
    );
    // The saved game: the two moves (SGF writes a capture with `:`), the rules (play's
    // default, olympiad), White the engine, no result yet.
    let sgf = std::fs::read_to_string(&path).expect("the saved file");
    let reply = reply.replace('x', ":");
    assert_eq!(sgf, format!("(;FF[4]GM[9]SZ[8]SU[Standard]RU[olympiad]PW[engine]\n;B[b1-b3]\n;W[{reply}])\n"));
}

#[test]
fn play_after_the_end_undo_redo_save_and_new() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-shortest-game.sgf");
    let _ = std::fs::remove_file(&path);
    let path_text = path.to_str().expect("a UTF-8 path");
    // The shortest game, one move a line (it ends with Black's win after 9 plies).
    let moves: Vec<&str> = SHORTEST_GAME.split_whitespace().filter(|word| !word.ends_with('.')).collect();
    let input = format!("{}\na4-a5\nhint\nundo\nredo\nsave\nsave {path_text}\nnew\nquit\n", moves.join("\n"));
    let out = play(&["--human-vs-human"], &input).ok();
    let text = &out.stdout;
    // A move after the end is refused; undo takes back the last move, redo plays it again.
    let over = "The game is over: black wins (connection). Type undo, new, save FILE or quit.\n";
    assert!(text.contains(&format!("game over> a4-a5\n{over}")), "{text}");
    assert!(text.contains(&format!("game over> hint\n{over}")), "{text}");
    assert!(text.contains("game over> undo\nTook back e1-e5.\n"), "{text}");
    assert!(text.contains("Black to move.\nblack> redo\nPlayed again e1-e5.\n"), "{text}");
    assert_eq!(occurrences(text, "Game over: black wins (connection).\n"), 2, "{text}");
    assert!(text.contains("game over> save\nsave needs a file name, as in: save game.sgf\n"), "{text}");
    assert!(text.contains(&format!("game over> save {path_text}\nSaved 9 plies to {path_text}.\n")), "{text}");
    // `new` starts again from the start: nothing is left to list at `quit`.
    assert!(text.ends_with("Black to move.\nblack> quit\nQuit: the game is left unfinished.\n"), "{text}");
    assert!(text.contains("game over> new\nNew game.\n\n    a b c d e f g h\n  8 . b b b b b b . 8\n"), "{text}");
    // The file is the game as SGF: the library reads back the nine moves, and replay
    // finds Black's win.
    let sgf = std::fs::read_to_string(&path).expect("the saved file");
    let mut records = lines_of_action::read_sgf(&sgf).expect("SGF");
    assert_eq!(records.len(), 1);
    let record = records.remove(0).expect("a readable game");
    let mut expected = lines_of_action::Game::default();
    expected.play_move_list(SHORTEST_GAME).expect("the shortest game");
    assert_eq!(record.game.moves(), expected.moves());
    // Black's win as SGF writes it; no engine played.
    assert_eq!(record.info.result.as_deref(), Some("B+"));
    assert_eq!((record.info.black, record.info.white), (None, None));
    let out = replay(&[path_text], "").ok();
    assert_eq!(out.stdout, "game 1: plies 9 result black (record: B+)\n");
    // A file that cannot be written is reported, and the game goes on.
    let out = play(&["--human-vs-human"], &format!("save {}\nb1-b3\n", env!("CARGO_TARGET_TMPDIR"))).ok();
    assert!(out.stdout.contains("\ncannot write "), "{}", out.stdout);
    assert!(out.stdout.contains("Black plays b1-b3."), "{}", out.stdout);
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

/// A real record of `tests/data/boardspace/`, or `None` in the published package, which
/// leaves that GPL-3.0-or-later data out (`cargo package` adds `Cargo.toml.orig`).
fn boardspace_record(name: &str) -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join("tests/data/boardspace").join(name);
    if !path.is_file() && root.join("Cargo.toml.orig").is_file() {
        eprintln!("skipped: the published package has no tests/data/boardspace");
        return None;
    }
    Some(path)
}

#[test]
fn replay_reads_each_game_of_an_sgf_file() {
    let Some(path) = boardspace_record("mindsports-1.sgf") else { return };
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

    let Some(path) = boardspace_record("tournament-8-final.sgf") else { return };
    let out = replay(&[path.to_str().unwrap()], "").ok();
    let lines = out.stdout_lines();
    assert_eq!(lines.len(), 15);
    assert_eq!(lines[0], "game 1: plies 35 result ongoing (record: resign)");
    // j23: White's last capture connects Black.
    assert_eq!(lines[12], "game 13: plies 54 result black");

    // Cheshire Cat (SU[Gemma]): two exits, then Black resigned.
    let Some(path) = boardspace_record("gemma-1.sgf") else { return };
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
        let (title, drop_phase) = if variant.fits::<lines_of_action::Board8>() {
            let pos = lines_of_action::Position::from_variant(variant).unwrap();
            (pos.to_string(), pos.in_drop_phase())
        } else {
            let pos = lines_of_action::Position::<lines_of_action::Wide>::start_of(variant).unwrap();
            (pos.to_string(), pos.in_drop_phase())
        };
        assert_eq!(drawn.title, title, "{variant}");
        let n = i64::from(variant.board_size());
        let band = if drop_phase { 36 } else { 0 };
        assert_eq!((drawn.width, drawn.height), (48 * n + 30, 48 * n + 30 + band), "{variant}");
        assert_eq!(drawn.count("reserve black") + drawn.count("reserve white"), if band > 0 { 2 } else { 0 });
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
const EXAMPLES: [&str; 7] = ["legal_moves", "perft", "replay", "play", "soak", "playouts", "tournament"];

/// The entries of section `title` of a `--help` output: `(key, description)`, the key
/// indented by two spaces and the description after at least two more.
fn help_entries<'a>(help: &'a str, title: &str) -> Vec<(&'a str, &'a str)> {
    help.lines()
        .skip_while(|line| *line != title)
        .skip(1)
        .take_while(|line| !line.is_empty())
        // A description going on under the one above.
        .filter(|line| !line.starts_with("   "))
        .map(|line| {
            let entry = line.strip_prefix("  ").unwrap_or_else(|| panic!("{line:?} is indented"));
            let (key, text) = entry.split_once("  ").unwrap_or_else(|| panic!("{line:?}: a key and a description"));
            (key, text.trim_start())
        })
        .collect()
}

/// The options (`--plain`) and arguments (`DEPTH`) of a usage line: a word in capitals
/// is an argument unless it is the value of the option before it (`[--variant NAME]`).
fn usage_words(usage: &str) -> (Vec<&str>, Vec<&str>) {
    let words: Vec<&str> = usage.split_whitespace().skip(2).collect();
    let mut options = Vec::new();
    let mut arguments = Vec::new();
    for (index, raw) in words.iter().enumerate() {
        let word = raw.trim_matches(|c| c == '[' || c == ']');
        if word.starts_with("--") {
            options.push(word);
        } else if !word.is_empty() && word.bytes().all(|b| b.is_ascii_uppercase()) {
            let previous = index.checked_sub(1).map(|i| words[i]);
            let is_value = previous.is_some_and(|p| p.trim_start_matches('[').starts_with("--") && !p.ends_with(']'));
            if !is_value {
                arguments.push(word);
            }
        }
    }
    (options, arguments)
}

#[test]
fn every_example_answers_help_with_its_usage_options_defaults_and_examples() {
    for name in EXAMPLES {
        let help = run(name, &["--help"]).ok().stdout;
        assert_eq!(run(name, &["-h"]).ok().stdout, help, "{name}: -h is --help");
        // What it does, then the usage line.
        assert!(help.starts_with(&format!("{name}: ")), "{help}");
        // The usage line, maybe wrapped: up to the blank line.
        let usage: Vec<&str> =
            help.lines().skip_while(|line| !line.starts_with("usage: ")).take_while(|line| !line.is_empty()).collect();
        let usage = usage.join(" ");
        assert!(usage.starts_with(&format!("usage: {name} ")), "{usage}");
        let (usage_options, usage_arguments) = usage_words(&usage);
        let options = help_entries(&help, "Options:");
        let arguments = help_entries(&help, "Arguments:");
        // Each option and argument of the usage line is listed, with a description; each
        // that takes a value, and each argument, says its default.
        for option in &usage_options {
            let entry = options.iter().find(|(key, _)| key.split(' ').next() == Some(option));
            let (key, text) = entry.unwrap_or_else(|| panic!("{name}: {option} is listed in\n{help}"));
            assert!(!text.is_empty(), "{name}: {key}");
            if key.contains(' ') {
                assert!(text.contains("default"), "{name}: {key} says its default: {text}");
            }
        }
        assert_eq!(arguments.iter().map(|(key, _)| *key).collect::<Vec<_>>(), usage_arguments, "{name}");
        for (key, text) in &arguments {
            assert!(text.contains("default"), "{name}: {key} says its default: {text}");
        }
        // And each option listed is on the usage line, and the program knows it: a flag
        // goes with --help, an option without its value is refused for that, not as unknown.
        for (key, _) in options.iter().filter(|(key, _)| *key != "-h, --help") {
            let option = key.split(' ').next().unwrap_or(key);
            assert!(usage_options.contains(&option), "{name}: {key} on the usage line {usage}");
            if key.contains(' ') {
                let line = run(name, &[option]).fails(2);
                assert!(!line.contains("unknown option"), "{name}: {line}");
            } else {
                assert_eq!(run(name, &[option, "--help"]).ok().stdout, help, "{name} {option} --help");
            }
        }
        assert!(options.iter().any(|(key, _)| *key == "-h, --help"), "{name}");
        assert!(lists_the_variants(&help), "{name}: {help}");
        // At least one invocation to copy.
        let examples = help.lines().skip_while(|line| *line != "Examples:").skip(1);
        let invocation = format!("--example {name}");
        assert!(examples.clone().any(|line| line.contains(&invocation)), "{name}: an example in\n{help}");
        // Each line fits a terminal of 100 columns.
        for line in help.lines() {
            assert!(line.chars().count() <= 100, "{name}: {line:?} is {} characters", line.chars().count());
        }
    }
    // play's commands.
    let help = run("play", &["--help"]).ok().stdout;
    let commands: Vec<&str> = help_entries(&help, "Commands:").iter().map(|(key, _)| *key).collect();
    for command in ["moves", "undo", "redo", "hint", "board", "new", "save FILE", "help", "quit"] {
        assert!(commands.contains(&command), "{command} in {commands:?}");
    }
}

#[test]
fn every_example_words_a_usage_error_alike() {
    for name in EXAMPLES {
        let line = run_with_input(name, &["--fast"], "").fails(2);
        assert_eq!(line, "error: unknown option \"--fast\" (see --help)", "{name}");
        let line = run_with_input(name, &["--variant"], "").fails(2);
        assert_eq!(line, "error: --variant needs a variant's name (see --help)", "{name}");
        let line = run_with_input(name, &["--variant", "chess"], "").fails(2);
        assert!(line.starts_with("error: bad --variant: ") && line.ends_with(" (see --help)"), "{name}: {line}");
    }
    assert_eq!(run("perft", &[]).fails(2), "error: missing DEPTH (see --help)");
    assert_eq!(run("soak", &["--games"]).fails(2), "error: --games needs a whole number (see --help)");
    assert_eq!(replay(&["--rules"], "").fails(2), "error: --rules needs a value (see --help)");
    assert_eq!(
        play(&["b1-b3"], "").fails(2),
        "error: unexpected argument \"b1-b3\": play takes only options (see --help)"
    );
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

// ----------------------------------------------------------- playouts

/// The lines of a `playouts` run that do not depend on the machine: all but the speeds.
fn playout_summary(args: &[&str]) -> Vec<String> {
    let out = run("playouts", args).ok();
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
    assert_eq!(
        run("playouts", &["--games", "x"]).fails(2),
        "error: --games needs a whole number, not \"x\" (see --help)"
    );
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

// ----------------------------------------------------------- tournament

/// The lines of a `tournament` run that do not depend on the machine: all but the
/// engines' speeds and the time taken.
fn tournament_summary(args: &[&str]) -> Vec<String> {
    let out = run("tournament", args).ok();
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
        "tournament: standard, olympiad rules, 100 ms a move, 4 games a pairing, 2 opening plies, seed 9"
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
        run("tournament", &["--engines", "random,deep-blue"]).fails(2),
        "error: unknown engine \"deep-blue\": expected one of random, greedy, mcts, mcts-threats, mcts-eval, mcts-threats-eval, alphabeta (see --help)"
    );
    assert_eq!(
        run("tournament", &["--games", "3"]).fails(2),
        "error: --games needs an even number above 0 (see --help)"
    );
}

#[test]
fn a_tournament_plays_the_wide_boards() {
    let args = ["--variant", "black-hole", "--engines", "random,greedy", "--games", "2", "--seed", "3"];
    let summary = tournament_summary(&args);
    assert_eq!(
        summary[0],
        "tournament: black-hole, olympiad rules, 100 ms a move, 2 games a pairing, 2 opening plies, seed 3"
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
