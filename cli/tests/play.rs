//! Runs `loa play` as a user would, its standard input a pipe: scripted games between
//! two people, against the engine and engine against engine, in every variant; the
//! board shown, the commands at the prompt (moves, undo, redo, hint, save, new, quit),
//! the answers to bad moves, and the usage errors.

#[path = "../../tests/command_line/mod.rs"]
mod command_line;

use std::path::Path;
use std::process::Command;

use command_line::{Run, lists_the_variants, variant_names};
use lines_of_action::{Color, Game, Outcome, Position, read_sgf};

/// The standard start (RULES.md, "Notation").
const START: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";

/// The shortest game of Winands' thesis (appendix A), as the rules crate's
/// `tests/examples_cli.rs` has it (from `tests/data/openspiel/shortest_game.txt`).
/// Black's last move e1-e5 joins e5-e6-e7 to the row b8-g8: all twelve black pieces are
/// then connected, White's are not, so Black wins after 9 plies.
const SHORTEST_GAME: &str = "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n";

/// RULES.md, "Cheshire Cat": the final board of Boardspace's Gemma record, Black to
/// move. Black's g3 and g5 have no slide left, so they may exit; b5 still moves.
const CHESHIRE_EXITS: &str = "1xxxxxx1/x3xx1x/x1xxxxwx/xbxxxxbx/xxxxwxwx/xxxxxwbx/x1x2x1x/1xxxxxx1 b";

/// Whether `text` is a move in canonical notation: `b1-b3`, `b1xb3` or `pass`.
fn is_canonical_move(text: &str) -> bool {
    let square = |s: &[u8]| matches!(s, [b'a'..=b'h', b'1'..=b'8']);
    let b = text.as_bytes();
    text == "pass" || b.len() == 5 && square(&b[..2]) && matches!(b[2], b'-' | b'x') && square(&b[3..])
}

/// Runs `loa play` with `args` and `input` on standard input.
fn play(args: &[&str], input: &str) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_loa"));
    command.arg("play").args(args);
    command_line::run_with_input(command, input)
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
    let start = Position::default();
    let mut by_square: Vec<String> = start.legal_moves().iter().map(|&mv| start.notation(mv).to_string()).collect();
    // Canonical moves are b1-b3 or b1xb3: the origin is text[..2], the target text[3..];
    // a square's text sorts as file then rank.
    by_square.sort_by(|a, b| (&a[..2], &a[3..]).cmp(&(&b[..2], &b[3..])));
    assert_eq!(listed, by_square, "the start's legal moves, by square");
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
    assert!(out.stdout.contains("\nusage: loa play "), "{}", out.stdout);
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
fn play_draws_the_hexagons_row_by_row_and_takes_their_cells() {
    // hex5's start (RULES.md, "Hexagonal boards"): the rows from i down to a, each
    // indented half a cell for each cell it has fewer than row e's nine.
    let hex5_start = [
        "  i     w b . w b     i",
        "  h    b . . . . w    h",
        "  g   . . . . . . .   g",
        "  f  w . . . . . . b  f",
        "  e b . . . . . . . w e",
        "  d  w . . . . . . b  d",
        "  c   . . . . . . .   c",
        "  b    b . . . . w    b",
        "  a     w b . w b     a",
        "  Cells: the row's letter, then the number from its left end (a1-a5, e1-e9, i1-i5).",
    ]
    .join("\n");
    // Row b holds b1 and b6: b1 moves two cells along it, to b3.
    let out = play(&["--human-vs-human", "--variant", "alveole", "--rules", "alveole"], "a6-a4\nb1-b3\nmoves\n").ok();
    let text = &out.stdout;
    assert!(text.starts_with("Lines of Action (hex5): two players (alveole rules).\n"), "{text}");
    assert!(text.contains(&format!("\n{hex5_start}\nBlack to move.\n")), "{text}");
    assert!(
        text.contains("black> a6-a4\ncannot read \"a6-a4\" as a move: a6 is off hex5: row a has 5 cells, a1 to a5\n"),
        "{text}"
    );
    assert!(text.contains("black> b1-b3\nBlack plays b1-b3.\n"), "{text}");
    assert!(text.contains("\n  b    . . B . . w    b\n"), "{text}");
    // White's moves, by origin then target, each cell by row then number.
    assert!(text.contains("white> moves\n15 legal moves:\n  a1-c3 a4-c4 a4-c6 b6-b4 b6-d6 d1-d3 "), "{text}");
    // hex6: eleven rows, f6 the black hole in the middle of row f.
    let out = play(&["--human-vs-human", "--variant", "hex6"], "").ok();
    let text = &out.stdout;
    assert!(text.contains("The black hole is f6 (o): a piece that lands on it is lost.\n"), "{text}");
    assert!(text.contains("\n  k      . b b b b .      k\n"), "{text}");
    assert!(text.contains("\n  f . . . . . o . . . . . f\n"), "{text}");
    assert!(text.contains("\n  a      . w w w w .      a\n  Cells: "), "{text}");
    assert!(text.contains("(a1-a6, f1-f11, k1-k6)"), "{text}");
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
    // The file is the game as SGF: the library reads back the nine moves, Black's win.
    let sgf = std::fs::read_to_string(&path).expect("the saved file");
    let mut records = read_sgf(&sgf).expect("SGF");
    assert_eq!(records.len(), 1);
    let record = records.remove(0).expect("a readable game");
    let mut expected = Game::default();
    expected.play_move_list(SHORTEST_GAME).expect("the shortest game");
    assert_eq!(record.game.moves(), expected.moves());
    assert_eq!(record.game.outcome(), Some(Outcome::Win(Color::Black)));
    // Black's win as SGF writes it; no engine played.
    assert_eq!(record.info.result.as_deref(), Some("B+"));
    assert_eq!((record.info.black, record.info.white), (None, None));
    // A file that cannot be written is reported, and the game goes on.
    let out = play(&["--human-vs-human"], &format!("save {}\nb1-b3\n", env!("CARGO_TARGET_TMPDIR"))).ok();
    assert!(out.stdout.contains("\ncannot write "), "{}", out.stdout);
    assert!(out.stdout.contains("Black plays b1-b3."), "{}", out.stdout);
}
