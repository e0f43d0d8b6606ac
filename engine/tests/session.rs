//! `loa-engine` driven over its standard input and output, as a match program drives
//! it: a scripted session through every command and option of `docs/protocol.md` and
//! bad input of every kind, `stop` after `go infinite`, and a clock kept in a
//! 10 + 0.1 s game. Every move the engine answers is checked legal with the rules crate.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use lines_of_action::{AnyGame, AnyPosition, RulePreset, Rules, Variant};

/// Long enough for any answer in a debug build; a hang fails the test instead.
const PATIENCE: Duration = Duration::from_secs(30);

/// The engine as a child process, its output read line by line on a thread.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_loa-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("loa-engine starts");
        let stdin = child.stdin.take().expect("a pipe to its input");
        let stdout = child.stdout.take().expect("a pipe from its output");
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).expect("the engine reads its input");
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).and_then(|()| self.stdin.flush()).expect("the engine reads its input");
    }

    /// The next line, within `within`.
    fn next_within(&self, within: Duration) -> Option<String> {
        self.lines.recv_timeout(within).ok()
    }

    /// The next line (it must come).
    fn next(&self) -> String {
        self.next_within(PATIENCE).expect("the engine answers")
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.next();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// Sends `line` and returns the engine's one answer, an `info string` line.
    fn refuses(&mut self, line: &str) -> String {
        self.send(line);
        let answer = self.next();
        assert!(answer.starts_with("info string error: "), "{line:?} got {answer:?}");
        self.assert_silent();
        answer
    }

    /// Sends `line` and checks that nothing comes back (with `isready` as the marker).
    fn accepts(&mut self, line: &str) {
        self.send(line);
        self.send("isready");
        assert_eq!(self.next(), "readyok", "{line:?} was answered");
    }

    fn assert_silent(&mut self) {
        self.send("isready");
        assert_eq!(self.next(), "readyok");
    }

    /// `go <limits>`: the `info` lines and the move of the `bestmove` line.
    fn go(&mut self, limits: &str) -> (Vec<String>, String) {
        self.send(&format!("go {limits}"));
        let mut lines = self.until("bestmove ");
        let best = lines.pop().expect("a bestmove line");
        (lines, best["bestmove ".len()..].to_owned())
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success(), "{status}");
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        panic!("the engine did not quit");
    }
}

/// `game` after `moves`, read by the rules crate.
fn played(mut game: AnyGame, moves: &[&str]) -> AnyGame {
    for mv in moves {
        game.play_str(mv).unwrap_or_else(|error| panic!("{mv}: {error}"));
    }
    game
}

/// Checks that `mv` is legal in `game` and plays it.
fn assert_legal(game: &mut AnyGame, mv: &str) {
    game.play_str(mv).unwrap_or_else(|error| panic!("the engine's move {mv:?} in {}: {error}", game.position()));
}

/// Whether `mv` is written as two squares together (`b1b3`).
fn is_compact(mv: &str) -> bool {
    mv.chars().all(|c| c.is_ascii_alphanumeric()) && mv.chars().filter(char::is_ascii_alphabetic).count() == 2
}

#[test]
fn uci_names_the_engine_and_every_option() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.until("uciok");
    assert!(lines[0].starts_with("id name loa-engine "), "{lines:?}");
    assert!(lines[1].starts_with("id author "), "{lines:?}");
    let option = |name: &str| {
        lines
            .iter()
            .find(|line| line.starts_with(&format!("option name {name} type ")))
            .unwrap_or_else(|| panic!("no {name} option in {lines:?}"))
            .clone()
    };
    let variant = option("Variant");
    assert!(variant.contains("type combo default standard"), "{variant}");
    for name in Variant::ALL.iter().map(|variant| variant.name()) {
        assert!(variant.split(" var ").skip(1).any(|var| var == name), "{name} missing from {variant}");
    }
    let rules = option("Rules");
    for name in RulePreset::ALL.iter().map(|preset| preset.name()) {
        assert!(rules.split(" var ").skip(1).any(|var| var == name), "{name} missing from {rules}");
    }
    assert_eq!(option("Hash"), "option name Hash type spin default 16 min 1 max 1024");
    assert_eq!(option("Threads"), "option name Threads type spin default 1 min 1 max 64");
    assert_eq!(option("MoveOverhead"), "option name MoveOverhead type spin default 30 min 0 max 5000");
    assert_eq!(option("Notation"), "option name Notation type combo default canonical var canonical var compact");
    assert_eq!(lines.iter().filter(|line| line.starts_with("option ")).count(), 6, "{lines:?}");
    engine.send("isready");
    assert_eq!(engine.next(), "readyok");
    engine.quit();
}

#[test]
fn a_scripted_session_plays_every_command_and_option() {
    let mut engine = Engine::start();
    engine.accepts("ucinewgame");

    // position startpos with moves in both spellings; the info lines and the answer.
    engine.accepts("position startpos moves b1b3 a2-c2");
    let (info, best) = engine.go("depth 3");
    assert_eq!(info.len(), 3, "one info line an iteration: {info:?}");
    for (depth, line) in (1..).zip(&info) {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(&words[..3], ["info", "depth", &depth.to_string()], "{line}");
        for key in ["seldepth", "score", "nodes", "nps", "time", "pv"] {
            assert!(words.contains(&key), "{key} missing from {line}");
        }
        assert!(words[words.iter().position(|&w| w == "score").unwrap() + 1] == "cp", "{line}");
    }
    let standard = played(AnyGame::from_variant(Variant::Standard, Rules::default()), &["b1-b3", "a2-c2"]);
    let mut after = standard.clone();
    assert_legal(&mut after, &best);
    assert!(best.contains('-') || best.contains('x'), "canonical by default: {best}");
    // The principal variation is a line of legal moves from the position.
    let mut line = standard.clone();
    let pv = info[2].split(" pv ").nth(1).expect("a pv");
    for mv in pv.split_whitespace() {
        assert_legal(&mut line, mv);
    }

    // Notation: compact out, either spelling in.
    engine.accepts("setoption name Notation value compact");
    let (_, best) = engine.go("nodes 2000");
    assert!(is_compact(&best), "{best}");
    assert_legal(&mut standard.clone(), &best);
    engine.refuses("setoption name Notation value b1b3");
    engine.accepts("setoption name notation value CANONICAL");

    // Every board: the variants' starts, a move in each, the engine's answer legal.
    for variant in [Variant::TwelveByTwelve, Variant::CheshireCat, Variant::BlackHole, Variant::Parachute] {
        engine.accepts(&format!("setoption name Variant value {variant}"));
        let start = AnyGame::from_variant(variant, Rules::default());
        let (_, best) = engine.go("depth 1");
        assert_legal(&mut start.clone(), &best);
        // A move of the engine's, sent back, then its reply.
        let mut game = start.clone();
        assert_legal(&mut game, &best);
        engine.accepts(&format!("position startpos moves {best}"));
        let (_, reply) = engine.go("nodes 500");
        assert_legal(&mut game, &reply);
    }
    engine.accepts("setoption name Variant value loa-12");
    engine.accepts("position startpos moves b1b3");
    let (_, best) = engine.go("depth 1");
    assert_legal(&mut played(AnyGame::from_variant(Variant::TwelveByTwelve, Rules::default()), &["b1-b3"]), &best);
    engine.accepts("setoption name Variant value standard");

    // Rules: every preset is taken; a repetition under OpenSpiel's rules ends the game
    // at once, so the engine must not play into it blindly (checked only as legal here).
    for preset in RulePreset::ALL {
        engine.accepts(&format!("setoption name Rules value {preset}"));
        let (_, best) = engine.go("depth 1");
        assert_legal(&mut AnyGame::from_variant(Variant::Standard, preset.rules()), &best);
    }
    engine.accepts("setoption name Rules value olympiad");

    // Hash, Threads and MoveOverhead, in range and out of it.
    engine.accepts("setoption name Hash value 1");
    let (_, best) = engine.go("depth 2");
    assert_legal(&mut AnyGame::from_variant(Variant::Standard, Rules::default()), &best);
    engine.accepts("setoption name Hash value 16");
    engine.refuses("setoption name Hash value 0");
    engine.refuses("setoption name Hash value 4096");
    engine.refuses("setoption name Hash");
    engine.accepts("setoption name Threads value 2");
    let (_, best) = engine.go("depth 3");
    assert_legal(&mut AnyGame::from_variant(Variant::Standard, Rules::default()), &best);
    engine.accepts("setoption name Threads value 1");
    engine.refuses("setoption name Threads value 0");
    engine.refuses("setoption name Threads value 65");
    engine.accepts("setoption name Move Overhead value 0");
    engine.accepts("setoption name MoveOverhead value 30");
    engine.refuses("setoption name MoveOverhead value -1");
    engine.refuses("setoption name MoveOverhead value 5001");
    engine.refuses("setoption name Variant value chess");
    engine.refuses("setoption name Rules value fide");
    engine.refuses("setoption name Ponder value true");

    // position fen: RULES.md, "Perft": White wins at once here.
    let winning = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w";
    engine.accepts(&format!("position fen {winning}"));
    let (info, best) = engine.go("depth 4");
    assert!(info.last().expect("an info line").contains(" score win 1 "), "{info:?}");
    let mut game = AnyGame::from_position(AnyPosition::read(winning, Variant::Standard).unwrap(), Rules::default());
    assert_legal(&mut game, &best);
    assert!(game.result().is_some(), "{best} wins at once");
    // The game over: no move, said so.
    engine.accepts(&format!("position fen {winning} moves {best}"));
    engine.send("go depth 1");
    assert!(engine.next().starts_with("info string the game is over: white wins"));
    assert_eq!(engine.next(), "bestmove (none)");

    // RULES.md, "Perft": Black has no move here: a pass, the only move, under the
    // Olympiad's rules.
    engine.accepts("position fen 6wb/6ww/8/8/8/8/ww6/bw6 b");
    let (_, best) = engine.go("depth 2");
    assert_eq!(best, "pass");

    // Bad input changes nothing: the last good position stays.
    engine.accepts("position startpos moves b1-b3");
    let after_b1b3 = played(AnyGame::from_variant(Variant::Standard, Rules::default()), &["b1-b3"]);
    engine.refuses("position startpos moves b1-b3 a2-a5");
    engine.refuses("position startpos moves b1-b3 h9-h7");
    engine.refuses("position startpos moves b1-b3 b1-b3");
    engine.refuses("position fen 9/8 b");
    engine.refuses("position fen 8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w moves h7-h8");
    engine.refuses("position");
    engine.refuses("go depth");
    engine.refuses("go sideways 3");
    engine.refuses("xyzzy");
    engine.refuses("uci please");
    engine.refuses("setoption Hash 3");
    engine.send_bytes(b"\xff\xfe isready\n");
    assert!(engine.next().starts_with("info string error: unknown command"));
    engine.accepts("");
    engine.accepts("   ");
    engine.accepts("stop");
    let (_, best) = engine.go("depth 2");
    assert_legal(&mut after_b1b3.clone(), &best);

    // ucinewgame and a Variant change go back to the start.
    engine.accepts("ucinewgame");
    let (_, best) = engine.go("depth 1");
    assert_legal(&mut AnyGame::from_variant(Variant::Standard, Rules::default()), &best);
    engine.quit();
}

#[test]
fn stop_answers_at_once_after_go_infinite() {
    let mut engine = Engine::start();
    engine.accepts("position startpos");
    for go in ["go infinite", "go"] {
        engine.send(go);
        thread::sleep(Duration::from_millis(300));
        // While it thinks: isready is answered, another go is refused.
        engine.send("isready");
        let mut lines = engine.until("readyok");
        engine.send("go depth 1");
        lines.extend(engine.until("info string error: already thinking"));
        assert!(lines.iter().all(|line| line.starts_with("info ") || line == "readyok"), "{lines:?}");
        let asked = Instant::now();
        engine.send("stop");
        let lines = engine.until("bestmove ");
        let waited = asked.elapsed();
        assert!(waited < Duration::from_millis(500), "{go}: bestmove {} ms after stop", waited.as_millis());
        let best = &lines.last().unwrap()["bestmove ".len()..];
        assert_legal(&mut AnyGame::from_variant(Variant::Standard, Rules::default()), best);
    }
    // A search that ends by itself under go infinite holds its answer until stop.
    engine.accepts("position fen 8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w");
    engine.send("go infinite");
    let mut early = Vec::new();
    while let Some(line) = engine.next_within(Duration::from_millis(300)) {
        early.push(line);
    }
    assert!(early.iter().all(|line| line.starts_with("info ")), "{early:?}");
    engine.send("stop");
    assert!(engine.until("bestmove ").last().is_some());
    engine.quit();
}

#[test]
fn two_threads_answer_stop_at_once_and_keep_a_movetime() {
    let mut engine = Engine::start();
    engine.accepts("setoption name Threads value 2");
    engine.accepts("position startpos moves b1-b3 h3-e3");
    engine.send("go infinite");
    thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    engine.send("stop");
    let lines = engine.until("bestmove ");
    let waited = asked.elapsed();
    assert!(waited < Duration::from_millis(500), "bestmove {} ms after stop", waited.as_millis());
    let mut game = played(AnyGame::from_variant(Variant::Standard, Rules::default()), &["b1-b3", "h3-e3"]);
    assert_legal(&mut game.clone(), &lines.last().unwrap()["bestmove ".len()..]);
    // A fixed time a move: the answer within it, give or take a busy machine.
    let asked = Instant::now();
    let (info, best) = engine.go("movetime 200");
    let waited = asked.elapsed();
    assert!(waited < Duration::from_millis(700), "bestmove {} ms after go movetime 200", waited.as_millis());
    assert!(info.iter().any(|line| line.starts_with("info depth ")), "{info:?}");
    assert_legal(&mut game, &best);
    engine.quit();
}

#[test]
fn the_engine_keeps_time_in_a_10_plus_0_1_game() {
    // A few moves of a game at 10 s + 0.1 s a side, the engine playing both sides, each
    // move timed from go to bestmove here; then the same game with a nearly empty clock.
    let mut engine = Engine::start();
    let increment = Duration::from_millis(100);
    let mut clocks = [Duration::from_secs(10); 2];
    let mut game = AnyGame::from_variant(Variant::Standard, Rules::default());
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..10 {
        if ply == 4 {
            clocks = [Duration::from_millis(250); 2];
        }
        let side = ply % 2;
        engine.accepts(&format!("position startpos moves {}", moves.join(" ")));
        let asked = Instant::now();
        let (_, best) =
            engine.go(&format!("btime {} wtime {} binc 100 winc 100", clocks[0].as_millis(), clocks[1].as_millis()));
        let used = asked.elapsed();
        assert!(used < clocks[side], "ply {ply}: {} ms used, {} ms left", used.as_millis(), clocks[side].as_millis());
        // The budget is a share of the clock, not all of it.
        assert!(
            used < clocks[side] / 2 + increment,
            "ply {ply}: {} ms of {} ms",
            used.as_millis(),
            clocks[side].as_millis()
        );
        clocks[side] = clocks[side] - used + increment;
        assert_legal(&mut game, &best);
        moves.push(best);
        if game.result().is_some() {
            break;
        }
    }
    // movetime, less the overhead.
    let asked = Instant::now();
    engine.go("movetime 200");
    assert!(asked.elapsed() < Duration::from_millis(400), "{} ms", asked.elapsed().as_millis());
    engine.quit();
}

/// The nodes of the last `info depth` line of a search.
fn last_nodes(info: &[String]) -> u64 {
    let line = info.iter().rev().find(|line| line.starts_with("info depth ")).expect("an info depth line");
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|&word| word == "nodes").expect("its nodes");
    words[at + 1].parse().expect("a number of nodes")
}

#[test]
fn the_table_is_kept_from_move_to_move_and_emptied_by_ucinewgame() {
    let mut engine = Engine::start();
    engine.accepts("position startpos moves b1b3");
    let (first, first_move) = engine.go("depth 6");
    // The same search again finds the first one's entries.
    let (again, _) = engine.go("depth 6");
    assert!(last_nodes(&again) < last_nodes(&first) / 2, "{} then {}", last_nodes(&first), last_nodes(&again));
    // After ucinewgame it starts afresh: node for node the first search.
    engine.accepts("ucinewgame");
    engine.accepts("position startpos moves b1b3");
    let (fresh, fresh_move) = engine.go("depth 6");
    assert_eq!((last_nodes(&fresh), fresh_move), (last_nodes(&first), first_move));
    engine.quit();
}

#[test]
fn the_hexagons_are_played_by_name_and_bad_cells_change_nothing() {
    let mut engine = Engine::start();
    let hex =
        |variant, moves: &[&str], preset: RulePreset| played(AnyGame::from_variant(variant, preset.rules()), moves);
    // Each hexagonal variant by its name, the engine's first move legal there.
    for variant in [Variant::Hex6, Variant::Hex6Scrambled, Variant::Hex5] {
        engine.accepts(&format!("setoption name Variant value {variant}"));
        let (info, best) = engine.go("depth 2");
        assert_eq!(info.len(), 2, "{variant}: {info:?}");
        assert_legal(&mut hex(variant, &[], RulePreset::default()), &best);
    }
    // Alveole, hex5's other name, under its own rules: the engine's first move sent back
    // in the compact spelling, its reply in the compact one.
    engine.accepts("setoption name Variant value alveole");
    engine.accepts("setoption name Rules value alveole");
    let (_, first) = engine.go("depth 1");
    let mut game = hex(Variant::Hex5, &[], RulePreset::Alveole);
    assert_legal(&mut game, &first);
    engine.accepts(&format!("position startpos moves {}", first.replace(['-', 'x'], "")));
    engine.accepts("setoption name Notation value compact");
    let (_, reply) = engine.go("depth 2");
    assert!(is_compact(&reply), "{reply}");
    assert_legal(&mut game, &reply);
    let good = format!("position startpos moves {first} {reply}");
    engine.accepts(&good);
    engine.accepts("setoption name Notation value canonical");

    // Bad input: each refused with a message naming the fault, and the position stays.
    let before = game.clone();
    let refusals = [
        ("position startpos moves a6-a4", "a6 is off hex5: row a has 5 cells, a1 to a5"),
        ("position startpos moves j12-j10", "j12 is off hex5: its rows are a to i"),
        ("position startpos moves a2-c3", "a2 and c3 are not on one row, up-right line or up-left line"),
        (
            "position fen 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
            "not a position of hex5 (the Variant option): expected 9 rows separated by '/' (the hexagon of side 5), found 8",
        ),
        (
            "position fen 1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b",
            "expected 9 rows separated by '/' (the hexagon of side 5), found 11",
        ),
        ("position fen wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1w b", "row a describes 4 cells, expected 5"),
        // RULES.md, "Hexagonal boards": row b holds b1 and b6, so b1 moves two cells along it.
        ("position fen wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b moves b1-b2", "illegal move b1-b2"),
        ("setoption name Variant value hex7", "bad Variant"),
    ];
    for (line, message) in refusals {
        let answer = engine.refuses(line);
        assert!(answer.contains(message), "{line:?} got {answer:?}");
    }
    let (_, best) = engine.go("depth 1");
    assert_legal(&mut before.clone(), &best);

    // hex6's black hole: no piece stands on f6.
    engine.accepts("setoption name Variant value hex6");
    let answer = engine.refuses("position fen 1bbbb1/w5w/w6w/w7w/w8w/5b5/b8b/b7b/b6b/b5b/1wwww1 b");
    assert!(answer.contains("f6 is the black hole"), "{answer}");
    let answer = engine.refuses("position startpos moves k2-k12");
    assert!(answer.contains("k12 is off hex6: row k has 6 cells, k1 to k6"), "{answer}");
    let (_, best) = engine.go("depth 1");
    assert_legal(&mut hex(Variant::Hex6, &[], RulePreset::Alveole), &best);

    // The reverse: a hexagon's text and cells are no square board's.
    engine.accepts("setoption name Variant value standard");
    let answer = engine.refuses("position fen wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b");
    assert!(answer.contains("expected 8 ranks separated by '/'"), "{answer}");
    let answer = engine.refuses("position startpos moves e9-e7");
    assert!(answer.contains("\"e9\" is not a square a1-h8"), "{answer}");
    let (_, best) = engine.go("depth 1");
    assert_legal(&mut AnyGame::from_variant(Variant::Standard, RulePreset::Alveole.rules()), &best);
    engine.quit();
}
