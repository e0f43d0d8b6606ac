//! The command parser (`command.rs`) on every command of `docs/protocol.md`, and on
//! the bad lines it must refuse with a message naming the word at fault.

use std::time::Duration;

use lines_of_action_engine::{Command, Go, Start};

fn parse(line: &str) -> Command {
    line.parse().unwrap_or_else(|error| panic!("{line:?}: {error}"))
}

fn refused(line: &str) -> String {
    match line.parse::<Command>() {
        Ok(command) => panic!("{line:?} read as {command:?}"),
        Err(error) => error.to_string(),
    }
}

fn go(line: &str) -> Go {
    match parse(line) {
        Command::Go(go) => go,
        other => panic!("{line:?} read as {other:?}"),
    }
}

#[test]
fn the_simple_commands_read_in_any_case_and_spacing() {
    assert_eq!(parse("uci"), Command::Uci);
    assert_eq!(parse("  UCI \r"), Command::Uci);
    assert_eq!(parse("isready"), Command::IsReady);
    assert_eq!(parse("ucinewgame"), Command::UciNewGame);
    assert_eq!(parse("stop"), Command::Stop);
    assert_eq!(parse("quit"), Command::Quit);
    assert_eq!(parse("\tquit"), Command::Quit);
}

#[test]
fn setoption_keeps_names_and_values_of_several_words() {
    assert_eq!(
        parse("setoption name Variant value cheshire-cat"),
        Command::SetOption { name: "Variant".into(), value: Some("cheshire-cat".into()) }
    );
    assert_eq!(
        parse("setoption name Move  Overhead VALUE 50"),
        Command::SetOption { name: "Move Overhead".into(), value: Some("50".into()) }
    );
    assert_eq!(parse("setoption name Clear Hash"), Command::SetOption { name: "Clear Hash".into(), value: None });
    assert_eq!(
        parse("setoption name Rules value"),
        Command::SetOption { name: "Rules".into(), value: Some("".into()) }
    );
}

#[test]
fn position_reads_startpos_and_position_texts_with_their_moves() {
    assert_eq!(parse("position startpos"), Command::Position { start: Start::StartPos, moves: vec![] });
    assert_eq!(
        parse("position startpos moves b1b3 a2-c2 c1xa3"),
        Command::Position { start: Start::StartPos, moves: vec!["b1b3".into(), "a2-c2".into(), "c1xa3".into()] }
    );
    // The crate's position text has a space before the side to move: kept whole.
    assert_eq!(
        parse("position fen 8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w moves g7-h8"),
        Command::Position {
            start: Start::Text("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".into()),
            moves: vec!["g7-h8".into()]
        }
    );
    assert_eq!(
        parse("position fen 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"),
        Command::Position { start: Start::Text("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".into()), moves: vec![] }
    );
    assert_eq!(parse("position startpos moves"), Command::Position { start: Start::StartPos, moves: vec![] });
}

#[test]
fn go_reads_every_limit() {
    let ms = Duration::from_millis;
    assert_eq!(go("go depth 6"), Go { depth: Some(6), ..Go::default() });
    assert_eq!(go("go nodes 100000"), Go { nodes: Some(100_000), ..Go::default() });
    assert_eq!(go("go movetime 250"), Go { movetime: Some(ms(250)), ..Go::default() });
    assert_eq!(
        go("go wtime 10000 btime 9000 winc 100 binc 200 movestogo 30"),
        Go {
            wtime: Some(ms(10_000)),
            btime: Some(ms(9_000)),
            winc: Some(ms(100)),
            binc: Some(ms(200)),
            movestogo: Some(30),
            ..Go::default()
        }
    );
    assert_eq!(go("go infinite"), Go { infinite: true, ..Go::default() });
    assert_eq!(go("go depth 3 movetime 100"), Go { depth: Some(3), movetime: Some(ms(100)), ..Go::default() });
    // A clock run below zero (some programs send one) is no time left.
    assert_eq!(go("go wtime -20 btime 5"), Go { wtime: Some(ms(0)), btime: Some(ms(5)), ..Go::default() });
    assert!(go("go").is_unlimited());
    assert!(go("go infinite").is_unlimited());
    assert!(!go("go winc 100 wtime 1").is_unlimited());
}

#[test]
fn bad_lines_are_refused_naming_the_word() {
    assert_eq!(refused(""), "an empty line");
    assert_eq!(refused("xyzzy 3"), "unknown command \"xyzzy\"");
    assert_eq!(refused("uci now"), "uci takes nothing after it, not \"now\"");
    assert_eq!(refused("setoption"), "setoption needs: name <option> [value <value>]");
    assert_eq!(refused("setoption Hash value 3"), "setoption needs \"name\" first, not \"Hash\"");
    assert_eq!(refused("setoption name value 3"), "setoption names no option");
    assert_eq!(refused("position"), "position needs startpos or fen");
    assert_eq!(refused("position start"), "position needs startpos or fen, not \"start\"");
    assert_eq!(refused("position fen"), "position fen needs a position");
    assert_eq!(refused("position fen moves b1b3"), "position fen needs a position");
    assert_eq!(refused("position startpos b1b3"), "position startpos takes only moves after it, not \"b1b3\"");
    assert_eq!(refused("go depth"), "go: depth needs a number");
    assert_eq!(refused("go depth six"), "go: depth needs a whole number, not \"six\"");
    assert_eq!(refused("go depth 0"), "go: depth needs a number above 0, not 0");
    assert_eq!(refused("go nodes -5"), "go: nodes needs a number above 0, not -5");
    assert_eq!(refused("go movetime 0"), "go: movetime needs a number above 0, not 0");
    assert_eq!(refused("go movestogo 0"), "go: movestogo needs a number above 0, not 0");
    assert_eq!(refused("go ponder"), "go: unknown word \"ponder\"");
    assert_eq!(
        refused("go wtime 99999999999999999999"),
        "go: wtime needs a whole number, not \"99999999999999999999\""
    );
}
