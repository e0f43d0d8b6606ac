//! Property tests of the text parsers.
//!
//! - Any text, arbitrary or nearly valid, fed to the position, square and move
//!   parsers returns `Ok` or `Err` (never panics), every error describes the text it
//!   was given, and reading a move leaves the position as it was.
//! - Positions reached by random games from each named layout round-trip through
//!   their notation, hash included.
//! - Every legal move of those positions round-trips through its canonical and its
//!   position-free text, and every other spelling real records use (RULES.md,
//!   "Notation") is read as the same move with [`Leniency::all()`] and refused,
//!   naming exactly the spellings used, without them.

mod proptest_cases;

use lines_of_action::{Color, Layout, Leniency, Move, ParseMoveError, ParsePositionError, Position, Rank, Square};
use proptest::prelude::*;
use proptest::test_runner::TestCaseResult;

/// RULES.md, "Perft": Black has no move and must pass.
const STUCK: &str = "6wb/6ww/8/8/8/8/ww6/bw6 b";

/// Positions to read moves in: every layout, a forced pass, and two mid-game
/// positions from Winands' thesis (RULES.md, "Perft"), one with White to move.
fn probe_positions() -> Vec<Position> {
    let mut positions: Vec<Position> = Layout::ALL.into_iter().map(Position::from_layout).collect();
    for text in [STUCK, "8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b", "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"] {
        positions.push(text.parse().unwrap());
    }
    positions
}

/// Where random games start: each layout, and the forced pass (so that passes are played too).
fn starts() -> Vec<Position> {
    let mut starts: Vec<Position> = Layout::ALL.into_iter().map(Position::from_layout).collect();
    starts.push(STUCK.parse().unwrap());
    starts
}

/// The positions of a random game from `start`, the start first: each pick selects
/// one of the legal moves (a forced pass included). Play goes on after the game is over.
fn random_game(start: Position, picks: &[u16]) -> Vec<Position> {
    let mut pos = start;
    let mut visited = vec![pos];
    for &pick in picks {
        let moves = pos.legal_moves();
        pos.play_unchecked(moves[pick as usize % moves.len()]);
        visited.push(pos);
    }
    visited
}

// ---------------------------------------------------------------------------
// (a) Any text: Ok or Err, never a panic, and errors that describe the text.
// ---------------------------------------------------------------------------

/// How an error message quotes the user's text: as `{:?}` does, but cut to its
/// first 40 characters followed by `…` inside the quotes when it is longer, and with
/// `'` written `\'` (the library escapes each character with `char::escape_debug`).
fn quoted(text: &str) -> String {
    let shown: String = text.chars().take(40).collect();
    let literal = format!("{shown:?}");
    if text.chars().count() > 40 { format!("{}…\"", &literal[..literal.len() - 1]) } else { literal }
}

/// An error message stays short whatever the text: it quotes at most two parts of
/// it, each cut to 40 characters, escaped to at most 10 bytes each (`\u{10ffff}`).
const MAX_MESSAGE: usize = 1000;

/// `problem` is one the move reader names, and the part of `text` it quotes is in `text`:
/// one or two characters that are no square, or what follows the move.
fn known_move_problem(text: &str, problem: &str) -> bool {
    const FIXED: [&str; 7] = [
        "the drop square is missing",
        "expected two squares such as b1-b3, an exit such as e8-^^, or pass",
        "an exit has no drop",
        "white space before the annotation marks",
        "white space around the mark between the squares",
        "the second square is missing",
        "the two squares are the same",
    ];
    // The text without its surrounding space and annotation marks.
    let body = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if let Some(part) = problem.strip_suffix(" is not a square a1-h8") {
        // Two characters from where a square should start, or the last one.
        return body.char_indices().any(|(i, _)| {
            let two: String = body[i..].chars().take(2).collect();
            quoted(&two) == part && (two.chars().count() == 2 || body[i..] == two)
        });
    }
    let after = [
        "unexpected text after the move: ",
        "unexpected text after the drop square: ",
        "unexpected text in the exit: ",
    ];
    if let Some(rest) = after.iter().find_map(|prefix| problem.strip_prefix(prefix)) {
        // Some non-empty part of the text, quoted.
        let bounds: Vec<usize> = (0..=body.len()).filter(|&i| body.is_char_boundary(i)).collect();
        return bounds.iter().any(|&i| bounds.iter().any(|&j| j > i && quoted(&body[i..j]) == rest));
    }
    FIXED.contains(&problem)
}

#[test]
fn the_move_problem_check_is_not_vacuous() {
    assert!(known_move_problem("b1-b9", "\"b9\" is not a square a1-h8"));
    assert!(known_move_problem("b1-b+", "\"b\" is not a square a1-h8"));
    assert!(!known_move_problem("b1-b9", "\"c9\" is not a square a1-h8"));
    assert!(!known_move_problem("b1-b9", "\"b1-\" is not a square a1-h8"));
    assert!(!known_move_problem("b1-b9", "\"1\" is not a square a1-h8"));
    assert!(known_move_problem(" b1-b3 x+ ", "unexpected text after the move: \" x\""));
    assert!(!known_move_problem(" b1-b3 x+ ", "unexpected text after the move: \" y\""));
    assert!(known_move_problem("b1", "the second square is missing"));
    assert!(!known_move_problem("b1", "something else"));
}

/// The number of squares a rank's text describes, as the notation counts them.
fn squares_described(rank_text: &str) -> usize {
    rank_text.chars().map(|c| c.to_digit(10).filter(|d| (1..=8).contains(d)).map_or(1, |d| d as usize)).sum()
}

/// `err` is what `text` should give: each field points at the part of the text at fault.
fn position_error_describes(text: &str, err: &ParsePositionError) -> TestCaseResult {
    let mut fields = text.split_whitespace();
    let board = fields.next().unwrap_or("");
    let ranks: Vec<&str> = board.split('/').collect();
    let rank_text =
        |rank: u8| ranks.len().checked_sub(usize::from(rank)).and_then(|row| ranks.get(row)).copied().unwrap_or("");
    prop_assert!(err.to_string().len() <= MAX_MESSAGE, "{} for {:?}", err, text);
    match err {
        ParsePositionError::Empty => {
            prop_assert!(text.chars().all(char::is_whitespace), "{:?}", text);
            prop_assert_eq!(
                err.to_string(),
                "empty text: expected a position such as \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\""
            );
        }
        ParsePositionError::RankCount { found } => {
            prop_assert!(!board.is_empty(), "{:?} is only white space", text);
            prop_assert_eq!(*found, ranks.len());
            prop_assert!(!(5..=8).contains(found));
        }
        ParsePositionError::InvalidChar { rank, found, column } => {
            prop_assert!((5..=8).contains(&ranks.len()));
            prop_assert!(*column >= 1);
            prop_assert_eq!(rank_text(*rank).chars().nth(column - 1), Some(*found), "{:?}", text);
            prop_assert!(!matches!(found, 'b' | 'w' | 'x' | '.' | '1'..='8'), "{:?} is valid", found);
            let message = err.to_string();
            let expected = format!("rank {rank}: invalid character {found:?} at position {column}");
            prop_assert!(message.starts_with(&expected), "{:?} for {:?}", message, text);
        }
        ParsePositionError::RankLength { rank, squares, expected } => {
            prop_assert_eq!(ranks.len(), *expected);
            prop_assert_ne!(squares, expected);
            prop_assert_eq!(*squares, squares_described(rank_text(*rank)), "{:?}", text);
            let expected = format!("rank {rank} describes {squares} squares");
            prop_assert!(err.to_string().starts_with(&expected), "{} for {:?}", err, text);
        }
        ParsePositionError::MissingTurn => prop_assert_eq!(fields.next(), None),
        ParsePositionError::InvalidTurn(turn) => {
            prop_assert_eq!(fields.next(), Some(turn.as_str()));
            prop_assert!(turn != "b" && turn != "w");
            prop_assert_eq!(err.to_string(), format!("invalid side to move {}: expected \"b\" or \"w\"", quoted(turn)));
        }
        ParsePositionError::InvalidReserves(field) => {
            prop_assert!(matches!(fields.next(), Some("b" | "w")));
            prop_assert_eq!(fields.next(), Some(field.as_str()));
        }
        ParsePositionError::TrailingText(extra) => {
            prop_assert!(matches!(fields.next(), Some("b" | "w")));
            prop_assert!(fields.next().is_some());
            prop_assert_eq!(fields.next(), Some(extra.as_str()));
            prop_assert_eq!(err.to_string(), format!("unexpected text after the side to move: {}", quoted(extra)));
        }
        ParsePositionError::Setup(setup_error) => {
            prop_assert!(matches!(fields.next(), Some("b" | "w")));
            // At most the reserves follow.
            prop_assert!(fields.next().is_none_or(|field| field.contains(',')));
            prop_assert_eq!(fields.next(), None);
            prop_assert!(err.to_string().ends_with(&setup_error.to_string()));
        }
        other => prop_assert!(false, "an error this test does not know: {:?}", other),
    }
    Ok(())
}

/// Reads `text` as a position, a square and a position-free move, and checks what comes back.
fn value_parsers_hold(text: &str) -> TestCaseResult {
    match text.parse::<Position>() {
        Ok(pos) => {
            prop_assert_eq!(pos.check_invariants(), Ok(()));
            prop_assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
        }
        Err(err) => position_error_describes(text, &err)?,
    }
    match text.parse::<Square>() {
        Ok(square) => prop_assert_eq!(square.to_string(), text.to_lowercase()),
        Err(err) => {
            prop_assert_eq!(err.text(), text);
            let expected =
                format!("invalid square {}: expected a file a-h followed by a rank 1-8, as in \"e4\"", quoted(text));
            prop_assert_eq!(err.to_string(), expected);
        }
    }
    match text.parse::<Move>() {
        // The position-free reader takes every spelling; what it writes reads back.
        Ok(mv) => prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv)),
        Err(ParseMoveError::Syntax { text: reported, problem }) => {
            prop_assert_eq!(&reported, text);
            prop_assert!(known_move_problem(text, &problem), "{:?} for {:?}", problem, text);
            let message = ParseMoveError::<Square>::Syntax { text: reported, problem: problem.clone() }.to_string();
            prop_assert_eq!(message, format!("cannot read {} as a move: {problem}", quoted(text)));
        }
        Err(other) => prop_assert!(false, "{:?} gave {:?}", text, other),
    }
    Ok(())
}

/// Reads `text` as a move in each probe position, with `leniency` and with the
/// extremes, and checks that the answers agree and the position is untouched.
fn move_reader_holds(positions: &[Position], text: &str, leniency: Leniency) -> TestCaseResult {
    for pos in positions {
        let before = *pos;
        let lenient = pos.parse_move(text);
        let chosen = pos.parse_move_with(text, leniency);
        let strict = pos.parse_move_with(text, Leniency::empty());
        prop_assert_eq!(*pos, before);
        prop_assert_eq!(pos.zobrist_hash(), before.zobrist_hash());
        prop_assert_eq!(&lenient, &pos.parse_move_with(text, Leniency::all()));

        // What a stricter reader accepts, a more lenient one accepts as the same move.
        if let Ok(mv) = strict {
            prop_assert_eq!(pos.notation(mv).to_string(), text, "only the canonical text passes the strict reader");
            prop_assert_eq!(&chosen, &Ok(mv));
        }
        if let Ok(mv) = chosen {
            prop_assert_eq!(&lenient, &Ok(mv));
        }
        if let Ok(mv) = lenient {
            prop_assert!(pos.is_legal(mv), "{} read from {:?} is illegal", mv, text);
        }

        match &chosen {
            Ok(_) => {}
            Err(ParseMoveError::Syntax { text: reported, problem }) => {
                prop_assert_eq!(reported, text);
                prop_assert!(known_move_problem(text, problem), "{:?} for {:?}", problem, text);
                let message = chosen.as_ref().unwrap_err().to_string();
                prop_assert_eq!(&message, &format!("cannot read {} as a move: {problem}", quoted(text)));
                prop_assert!(message.len() <= MAX_MESSAGE, "{}", message);
                // Unreadable is unreadable whatever the leniency.
                prop_assert_eq!(&lenient, &chosen);
                prop_assert_eq!(&strict, &chosen);
            }
            Err(ParseMoveError::Spelling { text: reported, spelling }) => {
                prop_assert_eq!(reported, text);
                prop_assert!(!spelling.is_empty());
                let message = chosen.as_ref().unwrap_err().to_string();
                prop_assert_eq!(message, format!("{} uses spellings not allowed here: {spelling}", quoted(text)));
                prop_assert!((*spelling & leniency).is_empty(), "{:?} refused with {:?}", spelling, leniency);
                // Allowing exactly what was refused gets past the spelling check.
                let allowed = pos.parse_move_with(text, leniency | *spelling);
                prop_assert!(!matches!(allowed, Err(ParseMoveError::Spelling { .. })), "{:?}", allowed);
                prop_assert!(!matches!(lenient, Err(ParseMoveError::Spelling { .. })), "{:?}", lenient);
            }
            Err(ParseMoveError::NotACapture { text: reported, to }) => {
                prop_assert_eq!(reported, text);
                prop_assert_eq!(pos.piece_at(*to), None);
                let message = chosen.as_ref().unwrap_err().to_string();
                prop_assert_eq!(message, format!("{} marks a capture, but {to} is empty", quoted(text)));
            }
            Err(ParseMoveError::Illegal(illegal)) => {
                prop_assert_eq!(pos.check_move(illegal.mv()), Err(*illegal));
                prop_assert!(illegal.to_string().starts_with("illegal move "));
            }
            Err(other) => prop_assert!(false, "an error this test does not know: {:?}", other),
        }
    }
    Ok(())
}

fn regex(pattern: &str) -> BoxedStrategy<String> {
    proptest::string::string_regex(pattern).unwrap().boxed()
}

/// Text shaped like a position, mostly wrong in a small way: the RULES.md
/// pattern `[bw1-9./]{0,80} [bwx]?`, boards of 8 ranks of random runs, and boards
/// of mostly valid ranks followed by zero to three fields.
fn position_text() -> BoxedStrategy<String> {
    const RANK: &str = "(1bbbbbb1|w6w|8|b7|7w|[bwé0-9.]{1,9})";
    prop_oneof![
        regex("[bw1-9./]{0,80} [bwx]?"),
        regex("([bw1-8.]{1,9}/){7}[bw1-8.]{1,9} [bwBW]"),
        regex("[ \t]?([bw]|[1-8]){1,6}(/([bw]|[1-8]){1,6}){6,8}[ \t]{1,2}[bw]( [bw0-9-]{1,3})?[ \t]?"),
        regex(&format!("{RANK}(/{RANK}){{7}} [bw]")),
        regex(&format!("{RANK}(/{RANK}){{7}}( [bwBWx-]{{1,2}}){{0,3}}")),
        // Parachute's reserves field, and text after it.
        regex(&format!("{RANK}(/{RANK}){{7}} [bw] [0-1],[0-1]( [bw]{{1,2}})?")),
    ]
    .boxed()
}

/// Text shaped like a move in any spelling, mostly wrong in a small way (a square
/// missing or one too many included).
fn move_text() -> BoxedStrategy<String> {
    prop_oneof![
        regex("[ \t]{0,2}[a-jA-J][0-9][-xX: ]{0,3}[a-jA-J][0-9][+#!?]{0,3}[ \t]{0,2}"),
        regex("[ \t]{0,1}[a-jA-Jé0-9]{1,3}[-xX:é ]{0,2}[a-jA-J0-9é]{1,3}[+#!? ]{0,3}"),
        regex("[ ]?(pass|PASS|Pass|pas|passs|pass pass)[+#!? ]{0,2}"),
        regex("[a-h][1-8][-x:]?[a-h][1-8]"),
        regex("[a-h][1-8]([-x: ]?([a-h][1-8])?){0,3}"),
    ]
    .boxed()
}

/// The near-valid strategies are not vacuous: among their first thousand texts each,
/// every outcome of the position parser and of the move reader occurs.
#[test]
fn near_valid_text_reaches_every_outcome() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    use std::collections::BTreeSet;

    let mut runner = TestRunner::deterministic();
    let mut seen = BTreeSet::new();
    let strategy = position_text();
    for _ in 0..1000 {
        let text = strategy.new_tree(&mut runner).unwrap().current();
        seen.insert(match text.parse::<Position>() {
            Ok(_) => "Ok",
            Err(ParsePositionError::Empty) => "Empty",
            Err(ParsePositionError::RankCount { .. }) => "RankCount",
            Err(ParsePositionError::InvalidChar { .. }) => "InvalidChar",
            Err(ParsePositionError::RankLength { .. }) => "RankLength",
            Err(ParsePositionError::MissingTurn) => "MissingTurn",
            Err(ParsePositionError::InvalidTurn(_)) => "InvalidTurn",
            Err(ParsePositionError::InvalidReserves(_)) => "InvalidReserves",
            Err(ParsePositionError::TrailingText(_)) => "TrailingText",
            Err(ParsePositionError::Setup(_)) => "Setup",
            Err(_) => "other",
        });
    }
    let expected = [
        "Ok",
        "Empty",
        "RankCount",
        "InvalidChar",
        "RankLength",
        "MissingTurn",
        "InvalidTurn",
        "InvalidReserves",
        "TrailingText",
        "Setup",
    ];
    assert_eq!(seen, expected.into_iter().collect(), "position outcomes");

    let mut seen = BTreeSet::new();
    let mut problems = BTreeSet::new();
    let strategy = move_text();
    let positions = probe_positions();
    for _ in 0..1000 {
        let text = strategy.new_tree(&mut runner).unwrap().current();
        if let Err(ParseMoveError::Syntax { problem, .. }) = positions[0].parse_move(&text) {
            problems.insert(match problem.as_str() {
                p if p.ends_with(" is not a square a1-h8") => "not a square".to_string(),
                p if p.starts_with("unexpected text after the move: ") => "unexpected text".to_string(),
                p => p.to_string(),
            });
        }
        for pos in &positions {
            seen.insert(match pos.parse_move(&text) {
                Ok(mv) if mv.is_pass() => "pass",
                Ok(_) => "Ok",
                Err(ParseMoveError::Syntax { .. }) => "Syntax",
                Err(ParseMoveError::NotACapture { .. }) => "NotACapture",
                Err(ParseMoveError::Illegal(_)) => "Illegal",
                Err(_) => "other",
            });
            if let Err(ParseMoveError::Spelling { .. }) = pos.parse_move_with(&text, Leniency::empty()) {
                seen.insert("Spelling");
            }
        }
        if text.parse::<Move>().is_ok() {
            seen.insert("Move");
        }
    }
    let expected = ["pass", "Ok", "Syntax", "NotACapture", "Illegal", "Spelling", "Move"];
    assert_eq!(seen, expected.into_iter().collect(), "move outcomes");
    let expected = [
        "expected two squares such as b1-b3, an exit such as e8-^^, or pass",
        "not a square",
        "the second square is missing",
        "the two squares are the same",
        "unexpected text",
        "white space around the mark between the squares",
        "white space before the annotation marks",
    ];
    assert_eq!(problems, expected.into_iter().map(String::from).collect(), "move reader problems");
}

proptest! {
    #![proptest_config(proptest_cases::config(1024))]

    /// Arbitrary Unicode text.
    #[test]
    fn any_text_is_answered_without_panic(text in any::<String>(), bits in any::<u8>()) {
        value_parsers_hold(&text)?;
        move_reader_holds(&probe_positions(), &text, Leniency::from_bits_truncate(bits))?;
    }

    /// Text shaped like a position, mostly wrong in a small way.
    #[test]
    fn near_valid_position_text_is_answered_without_panic(
        text in position_text(),
    ) {
        value_parsers_hold(&text)?;
    }

    /// Text shaped like a move in any spelling, mostly wrong in a small way.
    #[test]
    fn near_valid_move_text_is_answered_without_panic(
        text in move_text(),
        bits in any::<u8>(),
    ) {
        value_parsers_hold(&text)?;
        move_reader_holds(&probe_positions(), &text, Leniency::from_bits_truncate(bits))?;
    }
}

// ---------------------------------------------------------------------------
// (b) Reachable positions round-trip through their notation.
// ---------------------------------------------------------------------------

/// The board of `text` with every run of empty squares written as dots, and the
/// fields separated by other white space: the same position, spelled differently.
fn respelled(text: &str) -> String {
    let (board, turn) = text.split_once(' ').unwrap();
    let dotted: String = board
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(run) => ".".repeat(run as usize),
            None => c.to_string(),
        })
        .collect();
    format!("\t{dotted} \n {turn}  ")
}

/// The colours of the pieces on rank `rank` (0 = rank 1), from file a to h.
fn pieces_in_rank(pos: &Position, rank: usize) -> Vec<Color> {
    let rank = Rank::ALL[rank];
    lines_of_action::File::ALL.into_iter().filter_map(|file| pos.piece_at(Square::from_coords(file, rank))).collect()
}

fn position_round_trips(pos: &Position) -> TestCaseResult {
    let text = pos.to_string();
    let setup = pos.to_setup();
    // Play goes on after the game is over and can capture a colour's last piece:
    // such a board is refused, naming the colour.
    if let Some(color) = Color::ALL.into_iter().find(|&color| setup.pieces(color).is_empty()) {
        prop_assert_eq!(
            text.parse::<Position>(),
            Err(ParsePositionError::Setup(lines_of_action::SetupError::NoPieces(color)))
        );
        return Ok(());
    }
    let parsed = text.parse::<Position>();
    prop_assert_eq!(&parsed, &Ok(*pos), "{}", text);
    let parsed = parsed.unwrap();
    prop_assert_eq!(parsed.zobrist_hash(), pos.zobrist_hash());
    prop_assert_eq!(parsed.check_invariants(), Ok(()));
    prop_assert_eq!(parsed.to_string(), text.as_str());
    // The printed form is the canonical one: 8 ranks of pieces and digit runs (never
    // two digits in a row, never a dot), one space, the side to move.
    let (board, turn) = text.split_once(' ').unwrap();
    prop_assert_eq!(turn, pos.turn().char().to_string());
    let ranks: Vec<&str> = board.split('/').collect();
    prop_assert_eq!(ranks.len(), 8);
    for (row, rank) in ranks.iter().enumerate() {
        prop_assert_eq!(squares_described(rank), 8, "{}", text);
        prop_assert!(rank.chars().all(|c| matches!(c, 'b' | 'w' | '1'..='8')), "{}", text);
        let doubled = rank.as_bytes().windows(2).any(|pair| pair.iter().all(u8::is_ascii_digit));
        prop_assert!(!doubled, "{}", text);
        let letters: String = rank.chars().filter(|c| !c.is_ascii_digit()).collect();
        let pieces: String = pieces_in_rank(pos, 7 - row).into_iter().map(Color::char).collect();
        prop_assert_eq!(letters, pieces, "{}", text);
    }
    prop_assert_eq!(respelled(&text).parse::<Position>(), Ok(*pos), "{}", respelled(&text));
    Ok(())
}

// ---------------------------------------------------------------------------
// (c) Every legal move round-trips, and every spelling is read or refused exactly.
// ---------------------------------------------------------------------------

/// Non-canonical spellings of the move whose canonical text is `canonical`, each
/// with the spellings it uses.
fn spellings(canonical: &str, capture: bool) -> Vec<(String, Leniency)> {
    use Leniency as L;
    let mut out: Vec<(String, Leniency)> = Vec::new();
    let annotations = ["+", "++", "#", "!", "?", "!!", "??", "!?", "?!", "+!", "#?"];
    let surroundings = [(" ", " "), ("", " "), ("\t", ""), ("\n", "\r\n"), ("\u{3000}", "\u{a0}")];
    if canonical == "pass" {
        out.push(("PASS".to_string(), L::UPPER_CASE));
        out.push(("Pass".to_string(), L::UPPER_CASE));
        out.push(("pAsS".to_string(), L::UPPER_CASE));
        out.push(("  PASS++ ".to_string(), L::UPPER_CASE | L::ANNOTATIONS | L::SURROUNDING_SPACE));
    } else {
        let (from, to) = (&canonical[..2], &canonical[3..]);
        let (upper_from, upper_to) = (from.to_uppercase(), to.to_uppercase());
        out.push((canonical.to_uppercase(), L::UPPER_CASE));
        out.push((format!("{upper_from}{}{to}", &canonical[2..3]), L::UPPER_CASE));
        out.push((format!("{from} {to}"), L::SPACE_SEPARATOR));
        out.push((format!("{from}  {to}"), L::SPACE_SEPARATOR));
        out.push((format!("{from}\t{to}"), L::SPACE_SEPARATOR));
        out.push((format!("{upper_from} {upper_to}"), L::UPPER_CASE | L::SPACE_SEPARATOR));
        out.push((format!("{from}{to}"), L::NO_SEPARATOR));
        out.push((format!("{upper_from}{upper_to}"), L::UPPER_CASE | L::NO_SEPARATOR));
        out.push((format!(" {from}{to}! "), L::NO_SEPARATOR | L::ANNOTATIONS | L::SURROUNDING_SPACE));
        out.push((format!("{from} {to}#"), L::SPACE_SEPARATOR | L::ANNOTATIONS));
        if capture {
            out.push((format!("{from}:{to}"), L::COLON_CAPTURE));
            out.push((format!("{from}-{to}"), L::DASH_CAPTURE));
            out.push((format!("{upper_from}X{upper_to}"), L::UPPER_CASE));
            out.push((format!("{upper_from}:{upper_to}"), L::UPPER_CASE | L::COLON_CAPTURE));
            out.push((format!("{upper_from}-{upper_to}"), L::UPPER_CASE | L::DASH_CAPTURE));
            out.push((
                format!("  {upper_from}:{upper_to}++ "),
                L::UPPER_CASE | L::COLON_CAPTURE | L::ANNOTATIONS | L::SURROUNDING_SPACE,
            ));
            out.push((format!("{from}-{to}+"), L::DASH_CAPTURE | L::ANNOTATIONS));
        }
    }
    for annotation in annotations {
        out.push((format!("{canonical}{annotation}"), L::ANNOTATIONS));
    }
    for (before, after) in surroundings {
        out.push((format!("{before}{canonical}{after}"), L::SURROUNDING_SPACE));
    }
    out
}

fn every_move_round_trips(pos: &Position, with_spellings: bool) -> TestCaseResult {
    let before = *pos;
    for mv in pos.legal_moves() {
        let notation = pos.notation(mv);
        let canonical = notation.to_string();
        prop_assert_eq!(notation.mv(), mv);
        let lands_on_enemy = mv.target().is_some_and(|to| pos.piece_at(to) == Some(pos.turn().other()));
        prop_assert_eq!(notation.is_capture(), lands_on_enemy);
        prop_assert_eq!(pos.parse_move_with(&canonical, Leniency::empty()), Ok(mv), "{} in {}", canonical, pos);
        prop_assert_eq!(pos.parse_move(&canonical), Ok(mv));
        prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "{}", mv);
        if !with_spellings {
            continue;
        }
        for (text, used) in spellings(&canonical, notation.is_capture()) {
            prop_assert_eq!(pos.parse_move_with(&text, Leniency::all()), Ok(mv), "{:?} in {}", text, pos);
            prop_assert_eq!(pos.parse_move_with(&text, used), Ok(mv), "{:?} with {:?}", text, used);
            prop_assert_eq!(
                pos.parse_move_with(&text, Leniency::empty()),
                Err(ParseMoveError::Spelling { text: text.clone(), spelling: used }),
                "{:?} in {}",
                text,
                pos
            );
            for flag in used.iter() {
                prop_assert_eq!(
                    pos.parse_move_with(&text, Leniency::all() - flag),
                    Err(ParseMoveError::Spelling { text: text.clone(), spelling: flag }),
                    "{:?} without {:?}",
                    text,
                    flag
                );
            }
        }
        // A capture mark on a move to an empty square is refused, naming the square.
        if !mv.is_pass() && !notation.is_capture() {
            let (from, to) = (mv.origin().unwrap(), mv.target().unwrap());
            for text in [format!("{from}x{to}"), format!("{from}:{to}"), format!("{from}X{to}")] {
                prop_assert_eq!(
                    pos.parse_move(&text),
                    Err(ParseMoveError::NotACapture { text: text.clone(), to }),
                    "{} in {}",
                    text,
                    pos
                );
            }
        }
    }
    prop_assert_eq!(*pos, before);
    prop_assert_eq!(pos.zobrist_hash(), before.zobrist_hash());
    Ok(())
}

proptest! {
    #![proptest_config(proptest_cases::config(128))]

    /// Random games of up to 80 plies: every position round-trips through its text,
    /// and every legal move of every position through its canonical text and its
    /// position-free text.
    #[test]
    fn reachable_positions_and_their_moves_round_trip(
        start in prop::sample::select(starts()),
        picks in prop::collection::vec(any::<u16>(), 0..=80),
    ) {
        for pos in random_game(start, &picks) {
            position_round_trips(&pos)?;
            every_move_round_trips(&pos, false)?;
        }
    }

    /// Every spelling of every legal move, in positions along random games.
    #[test]
    fn every_spelling_of_every_move_is_read_or_refused_exactly(
        start in prop::sample::select(starts()),
        picks in prop::collection::vec(any::<u16>(), 0..=80),
        stride in 1usize..=8,
    ) {
        for pos in random_game(start, &picks).iter().step_by(stride) {
            every_move_round_trips(pos, true)?;
        }
    }
}

#[test]
fn a_forced_pass_is_spelled_every_way() {
    // The random games start at the forced pass too; this makes sure its spellings
    // are checked whatever the random picks.
    let stuck: Position = STUCK.parse().unwrap();
    assert_eq!(stuck.legal_moves().as_slice(), &[Move::PASS]);
    every_move_round_trips(&stuck, true).unwrap();
    assert_eq!(spellings("pass", false).len(), 4 + 11 + 5);
}

#[test]
fn the_spelling_generator_covers_every_flag() {
    let mut seen = Leniency::empty();
    for (text, used) in spellings("c1xa3", true) {
        assert_ne!(text, "c1xa3");
        seen |= used;
    }
    assert_eq!(seen, Leniency::all());
}
