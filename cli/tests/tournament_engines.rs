//! `loa tournament` with protocol engines: `loa-engine` (the engine crate's binary) and
//! `first_move` (the engine crate's stand-in for an engine written elsewhere: the first
//! legal move, spelt `b1b3`, no options) play over the protocol, beside the built-in
//! bots; forfeits, the SPRT, the SGF file and the usage errors.
//!
//! Cargo builds `loa` for this test; the engine crate's two programs are built once for
//! the test's profile and target directory (a no-op when they are up to date), as the
//! rules crate's `tests/examples_cli.rs` builds its examples.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use lines_of_action::{Color, Outcome, read_sgf};

/// `target/<profile>`, with `loa-engine` and `first_move` built.
fn profile_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let exe = std::env::current_exe().expect("the test's own path");
        // target/<profile>/deps/tournament_engines-<hash>
        let profile_dir = exe.parent().and_then(Path::parent).expect("target/<profile>").to_path_buf();
        let target_dir = profile_dir.parent().expect("target").to_path_buf();
        let profile = match profile_dir.file_name().and_then(|name| name.to_str()) {
            Some("debug") => "dev".to_owned(),
            Some(name) => name.to_owned(),
            None => panic!("no profile directory in {}", exe.display()),
        };
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let args = ["-p", "lines-of-action-engine", "--bin", "loa-engine", "--example", "first_move"];
        let built = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--profile", &profile])
            .args(args)
            .arg("--manifest-path")
            .arg(&manifest)
            .arg("--target-dir")
            .arg(&target_dir)
            .output()
            .expect("cargo runs");
        assert!(built.status.success(), "cargo build {args:?}: {}", String::from_utf8_lossy(&built.stderr));
        profile_dir
    })
}

fn binary(relative: &str) -> String {
    let path = profile_dir().join(format!("{relative}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.is_file(), "{} is missing", path.display());
    path.display().to_string()
}

fn loa_engine() -> String {
    binary("loa-engine")
}

fn first_move() -> String {
    binary("examples/first_move")
}

/// A run of the tournament: its status, output and error output.
fn tournament(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_loa")).arg("tournament").args(args).output().expect("loa runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The wins, draws and losses on the pairing line of `first` vs `second`.
fn pairing(stdout: &str, first: &str, second: &str) -> (u32, u32, u32) {
    let line = stdout
        .lines()
        .find(|line| line.split_whitespace().take(3).eq([first, "vs", second]))
        .unwrap_or_else(|| panic!("no {first} vs {second} line in {stdout}"));
    let count = |mark: char| -> u32 {
        let word = line.split_whitespace().find(|word| word.starts_with(mark) && !word.contains('%')).unwrap();
        word[1..].parse().unwrap()
    };
    (count('+'), count('='), count('-'))
}

#[test]
fn loa_engine_and_the_stand_in_play_over_the_protocol() {
    let sgf = std::env::temp_dir().join(format!("tournament-engines-{}.sgf", std::process::id()));
    let sgf_name = sgf.display().to_string();
    let (first, loa) = (format!("first={}", first_move()), format!("loa={}", loa_engine()));
    let args = [
        "--engine",
        &first,
        "--engine",
        &loa,
        "--go",
        "depth 1",
        "--games",
        "2",
        "--seed",
        "5",
        "--max-plies",
        "40",
        "--sgf",
        &sgf_name,
    ];
    let (code, stdout, stderr) = tournament(&args);
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert!(!stdout.contains("forfeits"), "{stdout}");
    let (wins, draws, losses) = pairing(&stdout, "first", "loa");
    assert_eq!(wins + draws + losses, 2, "{stdout}");
    // The SGF file: both games, their players, and results that make the pairing's.
    let text = std::fs::read_to_string(&sgf).expect("the SGF file");
    let _ = std::fs::remove_file(&sgf);
    let records: Vec<_> = read_sgf(&text).expect("SGF").into_iter().map(|game| game.expect("a game")).collect();
    assert_eq!(records.len(), 2);
    let mut first_points = 0.0;
    for record in &records {
        let (black, white) = (record.info.black.as_deref(), record.info.white.as_deref());
        assert!(
            matches!((black, white), (Some("first"), Some("loa")) | (Some("loa"), Some("first"))),
            "{black:?} {white:?}"
        );
        let first_color = if black == Some("first") { Color::Black } else { Color::White };
        first_points += match record.game.outcome() {
            Some(Outcome::Win(color)) if color == first_color => 1.0,
            Some(Outcome::Win(_)) => 0.0,
            _ => 0.5,
        };
        assert!(record.game.ply() > 2, "more than the opening was played");
    }
    assert_eq!(first_points, f64::from(wins) + f64::from(draws) / 2.0, "{stdout}");
}

#[test]
fn a_protocol_engine_plays_a_built_in_one_on_a_wide_board() {
    let loa = format!("loa={}", loa_engine());
    let args = [
        "--engines",
        "greedy",
        "--engine",
        &loa,
        "--variant",
        "12x12",
        "--go",
        "nodes 300",
        "--games",
        "2",
        "--max-plies",
        "16",
    ];
    let (code, stdout, stderr) = tournament(&args);
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert!(stdout.starts_with("tournament: 12x12, "), "{stdout}");
    assert!(!stdout.contains("forfeits"), "{stdout}");
    let (wins, draws, losses) = pairing(&stdout, "greedy", "loa");
    assert_eq!(wins + draws + losses, 2);
}

#[test]
fn an_engine_that_does_not_answer_forfeits() {
    // `go sideways` is refused by loa-engine (an info string), which then answers nothing.
    let loa = format!("loa={}", loa_engine());
    let args = ["--engines", "random", "--engine", &loa, "--go", "sideways", "--timeout", "1", "--games", "2"];
    let (code, stdout, stderr) = tournament(&args);
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert_eq!(pairing(&stdout, "random", "loa"), (2, 0, 0), "{stdout}");
    assert_eq!(stdout.matches("loa (").count(), 2, "both forfeits listed: {stdout}");
    assert!(stdout.contains("no bestmove within 1000 ms"), "{stdout}");
    assert_eq!(stderr.lines().filter(|line| line.contains("forfeits: no bestmove")).count(), 2, "{stderr}");
}

#[test]
fn go_for_gives_one_engine_limits_of_its_own() {
    // `--go sideways` alone makes loa-engine forfeit every game (the test above); with
    // `--go-for` the two loa-engines are sent limits of their own and both games are played.
    let (deep, quick) = (format!("deep={}", loa_engine()), format!("quick={}", loa_engine()));
    let args = [
        "--engine",
        &deep,
        "--engine",
        &quick,
        "--go",
        "sideways",
        "--go-for",
        "deep=depth 2",
        "--go-for",
        "quick=nodes 50",
        "--timeout",
        "5",
        "--games",
        "2",
        "--max-plies",
        "30",
    ];
    let (code, stdout, stderr) = tournament(&args);
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert!(!stdout.contains("forfeits"), "{stdout}");
    let (wins, draws, losses) = pairing(&stdout, "deep", "quick");
    assert_eq!(wins + draws + losses, 2, "{stdout}");
    // A name that is no protocol engine's is a usage error.
    let (code, _, stderr) = tournament(&["--engines", "random", "--engine", &deep, "--go-for", "ghost=depth 1"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--go-for ghost: no protocol engine is named \"ghost\""), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "random", "--engine", &deep, "--go-for", "deep"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--go-for needs NAME=LIMITS"), "{stderr}");
}

#[test]
fn option_sets_a_declared_option_of_one_engine() {
    // loa-engine declares Threads and Hash (docs/protocol.md); the header shows what
    // each protocol engine is sent, and the games are played with the options set.
    let (two, one) = (format!("two={}", loa_engine()), format!("one={}", loa_engine()));
    let args = [
        "--engine",
        &two,
        "--engine",
        &one,
        "--go",
        "nodes 300",
        "--go-for",
        "one=depth 1",
        "--option",
        "two=Threads=2",
        "--option",
        "two=Hash=4",
        "--games",
        "2",
        "--max-plies",
        "20",
    ];
    let (code, stdout, stderr) = tournament(&args);
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    let header = stdout.lines().next().expect("the header");
    assert!(
        header.contains(" rules, two: go nodes 300 Threads=2 Hash=4, one: go depth 1, 2 games a pairing"),
        "{header}"
    );
    assert!(!stdout.contains("forfeits"), "{stdout}");
    let (wins, draws, losses) = pairing(&stdout, "two", "one");
    assert_eq!(wins + draws + losses, 2, "{stdout}");
    // An option the engine does not declare (the stand-in declares none), an engine
    // that is not there and a value without an option are usage errors.
    let first = format!("first={}", first_move());
    let (code, stdout, stderr) = tournament(&["--engines", "greedy", "--engine", &first, "--option", "first=Hash=16"]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{stderr}");
    assert!(stderr.contains("engine first") && stderr.contains("declares no option \"Hash\""), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "greedy", "--engine", &first, "--option", "ghost=Hash=16"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--option ghost: no protocol engine is named \"ghost\""), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "greedy", "--engine", &first, "--option", "first=Hash"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--option needs NAME=OPT=VAL"), "{stderr}");
}

#[test]
fn the_sprt_stops_a_clear_match_early() {
    // Greedy takes every immediate win and avoids losing at once; the stand-in plays
    // the first legal move whatever it does. H1 (+400 Elo, a score of 0.91) is accepted
    // well before the 40 games' limit.
    let first = format!("first={}", first_move());
    let args = ["--engines", "greedy", "--engine", &first, "--sprt", "0,400", "--games", "40"];
    let (code, stdout, stderr) = tournament(&args);
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    let (wins, draws, losses) = pairing(&stdout, "greedy", "first");
    assert!(wins + draws + losses < 40, "{stdout}");
    let sprt =
        stdout.lines().find(|line| line.starts_with("sprt (greedy vs first, H0 Elo 0, H1 Elo 400")).expect(&stdout);
    assert!(sprt.ends_with("H1 accepted: Elo 400 rather than 0"), "{sprt}");
    assert!(stdout.contains(&format!("games: {} in ", wins + draws + losses)), "{stdout}");
}

#[test]
fn protocol_engines_are_checked_before_the_games() {
    let first = format!("first={}", first_move());
    let (code, stdout, stderr) = tournament(&["--engines", "greedy", "--engine", &first, "--variant", "cheshire-cat"]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{stderr}");
    assert!(stderr.contains("the engine has no Variant option, needed for playing cheshire-cat"), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "greedy", "--engine", "ghost=/no/such/engine"]);
    assert_eq!(code, Some(2));
    assert!(stderr.starts_with("error: engine ghost (/no/such/engine): cannot start"), "{stderr}");
    let (code, _, stderr) = tournament(&["--engine", "lonely=/bin/true"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("at least two engines"), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "random,greedy,alphabeta", "--sprt", "0,10"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--sprt needs exactly two engines"), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "random,greedy", "--sprt", "10,0"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("ELO0 < ELO1"), "{stderr}");
    let (code, _, stderr) = tournament(&["--engines", "random", "--engine", "random=/bin/true"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("two engines are named \"random\""), "{stderr}");
}

#[test]
fn help_lists_the_engines() {
    let (code, stdout, _) = tournament(&["--help"]);
    assert_eq!(code, Some(0));
    for name in [
        "random",
        "greedy",
        "mcts",
        "mcts-threats",
        "mcts-eval",
        "mcts-threats-eval",
        "mcts-threats-eval-minimax-solver",
        "alphabeta",
        "--engine NAME=COMMAND",
        "--sprt",
        "--sgf",
        "--go-for NAME=LIMITS",
    ] {
        assert!(stdout.contains(name), "{name} missing from --help");
    }
}
