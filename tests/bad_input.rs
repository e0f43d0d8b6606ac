//! Wrong input to every public parser and checked API: the exact error value, a
//! message that says what is wrong and where, and (for the checked move APIs) a
//! position left exactly as it was.
//!
//! The tables are the documentation of what each API refuses; the notation they
//! test is RULES.md, "Notation".

use lines_of_action::{
    Bitboard, Color, IllegalMove, IllegalReason, Layout, Leniency, Move, MoveList, ParseMoveError, ParsePositionError,
    Position, Setup, SetupError, Square, UndoMismatch,
};

const START: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
/// RULES.md, "Perft": Black (a1 and h8 boxed in) has no move and must pass.
const STUCK: &str = "6wb/6ww/8/8/8/8/ww6/bw6 b";
/// 100 KB, far beyond anything a parser should have to read.
const LONG: usize = 100_000;

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|err| panic!("{text:?} should parse: {err}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn mv(from: &str, to: &str) -> Move {
    Move::new(sq(from), sq(to))
}

/// `after` is `before` bit for bit: equal, same hash, same text.
#[track_caller]
fn assert_unchanged(before: &Position, after: &Position, what: &str) {
    assert_eq!(after, before, "{what} changed the position");
    assert_eq!(after.zobrist_hash(), before.zobrist_hash(), "{what} changed the hash");
    assert_eq!(after.to_string(), before.to_string(), "{what} changed the text");
    assert_eq!(after.check_invariants(), Ok(()), "{what}");
}

/// Every expected fragment occurs in `message`.
#[track_caller]
fn assert_names(message: &str, fragments: &[&str], what: &str) {
    for fragment in fragments {
        assert!(message.contains(fragment), "{what}: message {message:?} does not name {fragment:?}");
    }
}

/// How an error message quotes the user's text: as `{:?}` does, but cut to its
/// first 40 characters followed by `…` inside the quotes when it is longer, and with
/// `'` written `\'` (the library escapes each character with `char::escape_debug`).
fn quoted(text: &str) -> String {
    let shown: String = text.chars().take(40).collect();
    let literal = format!("{shown:?}");
    if text.chars().count() > 40 { format!("{}…\"", &literal[..literal.len() - 1]) } else { literal }
}

#[test]
fn quoted_text_is_cut_to_40_characters() {
    // The helper above, pinned to literal messages.
    let long = "e".repeat(LONG);
    let cut = format!("\"{}…\"", "e".repeat(40));
    assert_eq!(quoted(&long), cut);
    assert_eq!(quoted(&"e".repeat(40)), format!("\"{}\"", "e".repeat(40)));
    let err = long.parse::<Square>().unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("invalid square {cut}: expected a file a-h followed by a rank 1-8, as in \"e4\"")
    );
    assert_eq!(err.text(), long, "the error value keeps the whole text");
    // Characters, not bytes, are counted; escapes count as one character.
    let accents = "é".repeat(41);
    assert_eq!(
        accents.parse::<Square>().unwrap_err().to_string(),
        format!("invalid square \"{}…\": expected a file a-h followed by a rank 1-8, as in \"e4\"", "é".repeat(40))
    );
    let newlines = "\n".repeat(41);
    assert_eq!(quoted(&newlines), format!("\"{}…\"", "\\n".repeat(40)));
    assert!(
        newlines
            .parse::<Square>()
            .unwrap_err()
            .to_string()
            .starts_with(&format!("invalid square {}:", quoted(&newlines)))
    );
    // As `{:?}` on a str does, a single quote is left as it is.
    assert_eq!(
        "'".parse::<Square>().unwrap_err().to_string(),
        "invalid square \"'\": expected a file a-h followed by a rank 1-8, as in \"e4\""
    );
}

// ---------------------------------------------------------------------------
// Square::from_str
// ---------------------------------------------------------------------------

#[test]
fn square_parser_refuses_everything_but_a_square() {
    let long = "e".repeat(LONG);
    let cases: &[&str] = &[
        "",
        " ",
        "\t\n",
        "e",
        "4",
        "e0",
        "e9",
        "i4",
        "z1",
        "E9", // upper case, off the board
        "I4",
        "e4 ", // no white space tolerated
        " e4",
        "e44",
        "e4e",
        "4e",
        "ee",
        "-e4",
        "é4",        // multi-byte file
        "e\u{0664}", // Arabic-Indic digit four
        "\u{ff45}4", // full-width e
        "e4\u{301}", // combining accent after a valid square
        "🂡",
        "e'",
        long.as_str(),
    ];
    for &text in cases {
        let err = text.parse::<Square>().unwrap_err();
        // The error carries the whole text.
        assert_eq!(err.text(), text);
        assert_eq!(format!("{err:?}"), format!("ParseSquareError {{ text: {text:?} }}"));
        // The quoted text is cut to 40 characters.
        assert_eq!(
            err.to_string(),
            format!("invalid square {}: expected a file a-h followed by a rank 1-8, as in \"e4\"", quoted(text))
        );
        assert!(err.to_string().len() < 200, "{text:?}: a short message whatever the text");
        assert_eq!(err, text.parse::<Square>().unwrap_err(), "the same text, the same error");
        if text != "e9" {
            assert_ne!(err, "e9".parse::<Square>().unwrap_err(), "errors tell texts apart");
        }
    }
    // Every square name is accepted in either case (the refusals above are not
    // blanket ones), as the move readers take it.
    for square in Square::ALL {
        assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        assert_eq!(square.to_string().to_uppercase().parse::<Square>(), Ok(square));
    }
}

// ---------------------------------------------------------------------------
// Move::from_str (position-free: `b1b3` or `pass`)
// ---------------------------------------------------------------------------

#[test]
fn move_parser_refuses_what_is_no_move_in_any_spelling() {
    // The position-free reader takes every spelling the position-aware one does
    // (RULES.md, "Notation"), the capture mark as written; everything else is refused.
    let long = "b1b3".repeat(LONG / 4);
    let accepted = [
        ("b1-b3", "b1-b3"),
        ("b1xb3", "b1-b3"),
        ("B1:B3", "b1-b3"),
        ("b1 b3", "b1-b3"),
        ("b1b3+", "b1-b3"),
        (" PASS ", "pass"),
        ("E8-^^", "e8-^^"),
        ("a3-c5@d4", "a3-c5@d4"),
        ("pass@d4", "pass@d4"),
        ("@d4", "@d4"),
    ];
    for (text, canonical) in accepted {
        assert_eq!(text.parse::<Move>().map(|mv| mv.to_string()), Ok(canonical.to_string()), "{text:?}");
    }
    let refused: &[(&str, &str)] = &[
        ("", "expected two squares such as b1-b3, an exit such as e8-^^, or pass"),
        ("pas", "expected two squares such as b1-b3, an exit such as e8-^^, or pass"),
        ("b1", "the second square is missing"),
        ("b1b9", "\"b9\" is not a square a1-h8"),
        ("i1b3", "\"i1\" is not a square a1-h8"),
        ("b1b3b", "unexpected text after the move: \"b\""),
        ("b1 - b3", "white space around the mark between the squares"),
        ("b1b1", "the two squares are the same"),
        ("e8-^^@d4", "an exit has no drop"),
        ("a3-c5@d9", "\"d9\" is not a square a1-h8"),
        ("a3-c5@d4e", "unexpected text after the drop square: \"e\""),
    ];
    for &(text, problem) in refused {
        let err = text.parse::<Move>().unwrap_err();
        assert_eq!(err, ParseMoveError::Syntax { text: text.to_string(), problem: problem.to_string() }, "{text:?}");
        assert_eq!(err.to_string(), format!("cannot read {} as a move: {problem}", quoted(text)));
    }
    // The 100 KB text is cut to 40 characters in the message.
    let message = long.parse::<Move>().unwrap_err().to_string();
    assert!(message.starts_with(&format!("cannot read \"{}…\" as a move: ", "b1b3".repeat(10))), "{message}");
}

// ---------------------------------------------------------------------------
// Position::from_str
// ---------------------------------------------------------------------------

/// Replaces rank `rank` (1-8) of the start position's text by `text`.
fn start_with_rank(rank: usize, text: &str) -> String {
    let (board, turn) = START.split_once(' ').unwrap();
    let mut ranks: Vec<&str> = board.split('/').collect();
    ranks[8 - rank] = text;
    format!("{} {turn}", ranks.join("/"))
}

#[test]
fn position_parser_names_the_rank_count() {
    use ParsePositionError::RankCount;
    let nine = format!("{}/8 b", START.split_once(' ').unwrap().0);
    let long = "8/".repeat(LONG / 2) + "8 b";
    let cases: Vec<(String, usize)> = vec![
        ("b".to_string(), 1),
        ("w".to_string(), 1),
        ("8/8/8/8 b".to_string(), 4),
        ("8/8/8/8/8/8/8/8/8 b".to_string(), 9),
        (nine, 9),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1/ b".to_string(), 9), // trailing '/'
        ("/1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".to_string(), 9), // leading '/'
        // A space inside the board cuts it short.
        ("1bbbbbb1/w6w/w6w/w6w /w6w/w6w/w6w/1bbbbbb1 b".to_string(), 4),
        (start_with_rank(5, "w6w "), 4), // a space at a rank's end too
        ("1bbbbbb1|w6w|w6w|w6w|w6w|w6w|w6w|1bbbbbb1 b".to_string(), 1),
        ("b 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1".to_string(), 1), // side to move first
        (long, LONG / 2 + 1),
    ];
    for (text, found) in cases {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, RankCount { found }, "{text:?}");
        assert_eq!(
            err.to_string(),
            format!("expected 8 ranks separated by '/' (5 to 7 for the small boards), found {found}")
        );
    }
}

#[test]
fn position_parser_names_empty_text() {
    let long = " ".repeat(LONG);
    for text in ["", "   ", " \t\n\r ", "\u{3000}", "\u{a0}\n", long.as_str()] {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::Empty, "{text:?}");
        assert_eq!(
            err.to_string(),
            "empty text: expected a position such as \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\""
        );
    }
    // The example in the message is the start position.
    assert_eq!(START.parse::<Position>(), Ok(Position::new()));
    // Text that is not only white space is not empty, however little of it there is.
    assert_eq!("/".parse::<Position>(), Err(ParsePositionError::RankCount { found: 2 }));
    assert_eq!(" b ".parse::<Position>(), Err(ParsePositionError::RankCount { found: 1 }));
}

#[test]
fn position_parser_names_the_rank_column_and_character() {
    use ParsePositionError::InvalidChar;
    let long_rank = "1".repeat(7) + &"z".repeat(LONG);
    let cases: Vec<(String, u8, char, usize)> = vec![
        (start_with_rank(5, "w5zw"), 5, 'z', 3),
        (start_with_rank(8, "9"), 8, '9', 1),
        (start_with_rank(8, "1bbbbbb9"), 8, '9', 8),
        (start_with_rank(7, "w06w"), 7, '0', 2),
        (start_with_rank(1, "1BBBBBB1"), 1, 'B', 2), // upper-case pieces
        (start_with_rank(2, "W6w"), 2, 'W', 1),
        (start_with_rank(4, "w-6w"), 4, '-', 2),
        (start_with_rank(6, "w6wé"), 6, 'é', 4), // multi-byte, after a full rank
        (start_with_rank(6, "w\u{301}6w"), 6, '\u{301}', 2), // combining accent
        (start_with_rank(2, "w5🂡w"), 2, '🂡', 3), // four-byte character
        (start_with_rank(1, "1bbb\u{ff42}bb1"), 1, '\u{ff42}', 5), // full-width b
        (start_with_rank(1, &long_rank), 1, 'z', 8),
        // An invalid character is reported even when the rank is also too long.
        (start_with_rank(4, "w7wz"), 4, 'z', 4),
        // PlayStrategy's FEN letters are not this notation.
        ("1LLLLLL1/l6l/l6l/l6l/l6l/l6l/l6l/1LLLLLL1 w - - 0 1".to_string(), 8, 'L', 2),
    ];
    for (text, rank, found, column) in cases {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, InvalidChar { rank, found, column }, "{text:?}");
        assert_eq!(
            err.to_string(),
            format!(
                "rank {rank}: invalid character {found:?} at position {column} (expected b, w, x, '.' or a digit 1-8)"
            )
        );
        // The column counts characters of that rank's text, as written.
        let rank_text = text.split_whitespace().next().unwrap().split('/').nth(8 - usize::from(rank)).unwrap();
        assert_eq!(rank_text.chars().nth(column - 1), Some(found), "{text:?}");
    }
}

#[test]
fn position_parser_names_the_rank_and_square_count() {
    use ParsePositionError::RankLength;
    let long_rank = "8".repeat(LONG);
    let cases: Vec<(String, u8, usize)> = vec![
        (start_with_rank(4, "w7w"), 4, 9),       // 9 squares with digits
        (start_with_rank(8, ".bbbbbb.."), 8, 9), // 9 squares with dots
        (start_with_rank(8, "1bbbbbb2"), 8, 9),
        (start_with_rank(7, "81"), 7, 9),
        (start_with_rank(7, "w......ww"), 7, 9),
        (start_with_rank(1, "bbbbbbbbb"), 1, 9),
        (start_with_rank(2, "w5w"), 2, 7), // too short
        (start_with_rank(2, "......."), 2, 7),
        (start_with_rank(3, "88"), 3, 16),
        (start_with_rank(7, ""), 7, 0), // "//": an empty rank
        ("8/8/8/8/8/8/8/ b".to_string(), 1, 0),
        (start_with_rank(1, &long_rank), 1, 8 * LONG),
    ];
    for (text, rank, squares) in cases {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, RankLength { rank, squares, expected: 8 }, "{text:?}");
        assert_eq!(err.to_string(), format!("rank {rank} describes {squares} squares, expected 8"));
    }
}

#[test]
fn position_parser_names_a_missing_wrong_or_extra_side_to_move() {
    let board = START.split_once(' ').unwrap().0;
    let long = "b".repeat(LONG);
    let missing = [board.to_string(), format!("{board} "), format!("  {board}\t\n")];
    for text in missing {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::MissingTurn, "{text:?}");
        assert_eq!(err.to_string(), "missing the side to move after the board (\"b\" or \"w\")");
    }
    let wrong = ["B", "W", "x", "-", "0", "bw", "black", "white", "é", "\u{ff42}", "b\u{301}", "L", long.as_str()];
    for turn in wrong {
        let text = format!("{board} {turn}");
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::InvalidTurn(turn.to_string()), "{text:?}");
        assert_eq!(err.to_string(), format!("invalid side to move {}: expected \"b\" or \"w\"", quoted(turn)));
    }
    // A third field is Parachute's reserves (RULES.md, "Notation for variants").
    let not_reserves = [
        (format!("{board} b - - 0 1"), "-"),
        (format!("{board} w b"), "b"),
        (format!("{board} b\t1"), "1"),
        (format!("{board} b 6,"), "6,"),
        (format!("{board} b 13,13"), "13,13"),
        (format!("{board} b é"), "é"),
    ];
    for (text, field) in not_reserves {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::InvalidReserves(field.to_string()), "{text:?}");
        assert_eq!(err.to_string(), format!("invalid reserves {}: expected two counts such as 6,6", quoted(field)));
    }
    let extra = [
        (format!("{board} b 0,0 b"), "b"),
        (format!("{board} b 0,0 {board}"), board),
        (format!("{board} b 0,0 {long}"), long.as_str()),
    ];
    for (text, first_extra) in extra {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::TrailingText(first_extra.to_string()), "{text:?}");
        assert_eq!(err.to_string(), format!("unexpected text after the side to move: {}", quoted(first_extra)));
    }
    // Long texts are cut to 40 characters in the message; the error keeps them whole.
    let err = format!("{board} {long}").parse::<Position>().unwrap_err();
    assert_eq!(err, ParsePositionError::InvalidTurn(long.clone()));
    assert_eq!(err.to_string(), format!("invalid side to move \"{}…\": expected \"b\" or \"w\"", "b".repeat(40)));
    // The board is 41 characters: its last one is cut.
    assert_eq!(board.chars().count(), 41);
    let err = format!("{board} b 0,0 {board}").parse::<Position>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "unexpected text after the side to move: \"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb…\""
    );
    let err = format!("{board} b 0,0 'x").parse::<Position>().unwrap_err();
    assert_eq!(err.to_string(), "unexpected text after the side to move: \"'x\"");
}

#[test]
fn position_parser_passes_on_setup_errors() {
    use SetupError::{NoPieces, TooManyPieces};
    let cases: &[(&str, SetupError, &str)] = &[
        ("8/8/8/8/8/8/8/bbbbbbbb b", NoPieces(Color::White), "white has no pieces"),
        ("8/8/8/8/8/8/8/wwwwwwww w", NoPieces(Color::Black), "black has no pieces"),
        ("8/8/8/8/8/8/8/8 b", NoPieces(Color::Black), "black has no pieces"),
        (
            "bbbbbbbb/bbbbb3/8/8/8/8/8/7w b",
            TooManyPieces { color: Color::Black, count: 13, max: Setup::MAX_PIECES },
            "black has 13",
        ),
        (
            "b7/8/8/8/8/8/wwwwwwww/wwwww3 w",
            TooManyPieces { color: Color::White, count: 13, max: Setup::MAX_PIECES },
            "white has 13",
        ),
        (
            "bbbbbbbb/bbbbbbbb/bbbbbbbb/bbbbbbbb/wwwwwwww/wwwwwwww/wwwwwwww/wwwwwwww b",
            TooManyPieces { color: Color::Black, count: 32, max: Setup::MAX_PIECES },
            "black has 32",
        ),
        // Black is checked first: its missing pieces hide White's surplus.
        ("8/8/8/8/8/wwwww3/wwwwwwww/8 b", NoPieces(Color::Black), "black has no pieces"),
    ];
    for &(text, setup_error, fragment) in cases {
        let err = text.parse::<Position>().unwrap_err();
        assert_eq!(err, ParsePositionError::Setup(setup_error), "{text:?}");
        assert_eq!(err.to_string(), format!("invalid position: {setup_error}"));
        assert_names(&err.to_string(), &[fragment], text);
        if let TooManyPieces { .. } = setup_error {
            assert_names(&err.to_string(), &["at most 12"], text);
        }
    }
}

#[test]
fn position_parser_checks_in_a_stated_order() {
    // Rank count first, then rank by rank (within a rank, characters before its length), the board before the
    // side to move, the side to move before trailing text, syntax before the setup.
    let cases: &[(&str, ParsePositionError)] = &[
        ("x/8/8/8 b", ParsePositionError::RankCount { found: 4 }),
        ("9x/8/8/8/8/8/8/8 q", ParsePositionError::InvalidChar { rank: 8, found: '9', column: 1 }),
        // Ranks are read from 8 down: the first faulty one is reported.
        ("7/8/8/8/8/8/8/8x q", ParsePositionError::RankLength { rank: 8, squares: 7, expected: 8 }),
        ("8/8/8/8/8/8/8/8z q", ParsePositionError::InvalidChar { rank: 1, found: 'z', column: 2 }),
        ("8/8/8/8/8/8/8/7 q", ParsePositionError::RankLength { rank: 1, squares: 7, expected: 8 }),
        ("8/8/8/8/8/8/8/8 q", ParsePositionError::InvalidTurn("q".to_string())),
        ("8/8/8/8/8/8/8/8", ParsePositionError::MissingTurn),
        ("8/8/8/8/8/8/8/8 b x", ParsePositionError::InvalidReserves("x".to_string())),
        ("8/8/8/8/8/8/8/8 b 0,0 x", ParsePositionError::TrailingText("x".to_string())),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Position>().as_ref(), Err(expected), "{text:?}");
    }
    // What is tolerated is not an error (the refusals above are not blanket ones).
    for text in [
        START,
        "  1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1\tb\n",
        ".bbbbbb./w......w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1\u{3000}b", // any Unicode white space separates
    ] {
        assert_eq!(text.parse::<Position>(), Ok(Position::new()), "{text:?}");
    }
}

// ---------------------------------------------------------------------------
// Position::from_setup and Setup::validate
// ---------------------------------------------------------------------------

#[test]
fn from_setup_names_the_overlap_square_and_the_colour() {
    use SetupError::{NoPieces, Overlap, TooManyPieces};
    let start = Setup::default();
    let bb = |squares: &[&str]| squares.iter().map(|name| sq(name)).collect::<Bitboard>();
    let thirteen = bb(&["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2"]);
    let cases: Vec<(Setup, SetupError, String)> = vec![
        (Setup { white: start.white.with(Square::B1), ..start }, Overlap(Square::B1), "b1 holds both".into()),
        // Several overlaps: the lowest square is named.
        (
            Setup { white: start.white | bb(&["g8", "c1", "e1"]), ..start },
            Overlap(Square::C1),
            "c1 holds both a black and a white piece".into(),
        ),
        (Setup::new(Bitboard::FULL, Bitboard::FULL, Color::Black), Overlap(Square::A1), "a1 holds both".into()),
        // Overlap comes first, even with too many pieces.
        (Setup::new(thirteen, thirteen, Color::White), Overlap(Square::A1), "a1 holds both".into()),
        (Setup { black: Bitboard::EMPTY, ..start }, NoPieces(Color::Black), "black has no pieces".into()),
        (Setup { white: Bitboard::EMPTY, ..start }, NoPieces(Color::White), "white has no pieces".into()),
        (Setup::new(Bitboard::EMPTY, Bitboard::EMPTY, Color::White), NoPieces(Color::Black), "black has no".into()),
        (
            Setup::new(thirteen, bb(&["h8"]), Color::Black),
            TooManyPieces { color: Color::Black, count: 13, max: Setup::MAX_PIECES },
            "black has 13 pieces; at most 12 are supported".into(),
        ),
        (
            Setup::new(bb(&["h8"]), thirteen, Color::White),
            TooManyPieces { color: Color::White, count: 13, max: Setup::MAX_PIECES },
            "white has 13 pieces; at most 12 are supported".into(),
        ),
        (
            Setup::new(thirteen, Bitboard::EMPTY, Color::Black),
            TooManyPieces { color: Color::Black, count: 13, max: Setup::MAX_PIECES },
            "black has 13".into(),
        ),
        (
            Setup::new(!thirteen, thirteen, Color::Black),
            TooManyPieces { color: Color::Black, count: 51, max: Setup::MAX_PIECES },
            "black has 51".into(),
        ),
    ];
    for (setup, expected, message) in cases {
        assert_eq!(Position::from_setup(setup), Err(expected), "{setup:?}");
        assert_eq!(setup.validate(), Err(expected));
        assert_names(&expected.to_string(), &[&message], "setup");
    }
    // The limits themselves are fine.
    let twelve = thirteen.without(Square::E2);
    assert!(Position::from_setup(Setup::new(twelve, !twelve & Bitboard::from(0xfff << 52), Color::White)).is_ok());
    assert!(Position::from_setup(Setup::new(bb(&["a1"]), bb(&["h8"]), Color::Black)).is_ok());
}

// ---------------------------------------------------------------------------
// check_move, is_legal, play, make, and parse_move's Illegal
// ---------------------------------------------------------------------------

/// One illegal move, the reason, and what its message must name.
struct Illegal {
    position: &'static str,
    mv: Move,
    reason: IllegalReason,
    message: String,
}

fn illegal_moves() -> Vec<Illegal> {
    use IllegalReason::*;
    let case = |position, mv, reason, message: &str| Illegal { position, mv, reason, message: message.to_string() };
    vec![
        case(START, mv("d4", "d6"), NoPiece, "illegal move d4-d6: there is no piece on d4"),
        case(START, mv("a1", "a3"), NoPiece, "illegal move a1-a3: there is no piece on a1"),
        case(
            START,
            mv("a2", "c2"),
            NotYourPiece(Color::White),
            "illegal move a2-c2: the piece on a2 is white's and it is black's turn",
        ),
        case(
            "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w",
            mv("b3", "b5"),
            NotYourPiece(Color::Black),
            "illegal move b3-b5: the piece on b3 is black's and it is white's turn",
        ),
        case(START, mv("b1", "c3"), NotALine, "illegal move b1-c3: b1 and c3 are not on one rank, file or diagonal"),
        case(START, mv("g8", "a1"), NotALine, "illegal move g8-a1: g8 and a1 are not on one rank, file or diagonal"),
        case(
            START,
            mv("b1", "b4"),
            WrongDistance { count: 2, distance: 3 },
            "illegal move b1-b4: there are 2 pieces on the file through b1, so it must move exactly 2 squares, not 3",
        ),
        case(
            START,
            mv("b1", "e4"),
            WrongDistance { count: 2, distance: 3 },
            "there are 2 pieces on the diagonal through b1, so it must move exactly 2 squares, not 3",
        ),
        case(
            START,
            mv("g1", "d4"),
            WrongDistance { count: 2, distance: 3 },
            "there are 2 pieces on the anti-diagonal through g1, so it must move exactly 2 squares, not 3",
        ),
        case(
            START,
            mv("d1", "a1"),
            WrongDistance { count: 6, distance: 3 },
            "there are 6 pieces on the rank through d1, so it must move exactly 6 squares, not 3",
        ),
        // A lone piece on its line.
        case(
            "8/8/8/8/8/8/8/b6w b",
            mv("a1", "a3"),
            WrongDistance { count: 1, distance: 2 },
            "illegal move a1-a3: there is 1 piece (the mover alone) on the file through a1, so it must move exactly 1 square, not 2",
        ),
        case(
            "8/8/8/8/8/8/8/b6w b",
            mv("a1", "c3"),
            WrongDistance { count: 1, distance: 2 },
            "illegal move a1-c3: there is 1 piece (the mover alone) on the diagonal through a1, so it must move exactly 1 square, not 2",
        ),
        case(
            "8/8/8/8/8/8/8/bwb5 b",
            mv("a1", "d1"),
            JumpsEnemy(Square::B1),
            "it would jump over the enemy piece on b1",
        ),
        case(
            "8/8/8/8/8/8/8/bbw1b1bb b",
            mv("g1", "a1"),
            JumpsEnemy(Square::C1),
            "illegal move g1-a1: it would jump over the enemy piece on c1",
        ),
        // Of several enemies jumped, the one nearest the mover is named: f1 (not d1, the lowest).
        case(
            "8/8/8/8/8/8/8/bw1w1w1b b",
            mv("h1", "c1"),
            JumpsEnemy(Square::F1),
            "illegal move h1-c1: it would jump over the enemy piece on f1",
        ),
        // Upwards the nearest is the lowest: b1 (not d1).
        case(
            "8/8/8/8/8/8/8/bw1w1w1b b",
            mv("a1", "f1"),
            JumpsEnemy(Square::B1),
            "illegal move a1-f1: it would jump over the enemy piece on b1",
        ),
        // Down a file: a7 (not a5, the lowest).
        case(
            "b7/w7/8/w7/8/w7/8/b7 b",
            mv("a8", "a3"),
            JumpsEnemy(Square::A7),
            "illegal move a8-a3: it would jump over the enemy piece on a7",
        ),
        // Down an anti-diagonal: b7 (not d5, the lowest).
        case(
            "b7/1w6/8/3w4/8/8/8/7b b",
            mv("a8", "e4"),
            JumpsEnemy(Square::B7),
            "illegal move a8-e4: it would jump over the enemy piece on b7",
        ),
        case(
            STUCK,
            mv("a1", "a3"),
            JumpsEnemy(Square::A2),
            "illegal move a1-a3: it would jump over the enemy piece on a2",
        ),
        case(
            "7w/8/8/8/8/8/8/b1b5 b",
            mv("a1", "c1"),
            OwnPieceOnTarget,
            "illegal move a1-c1: c1 holds a piece of the mover's own colour",
        ),
        case(START, Move::PASS, PassNotForced, "illegal move pass: a pass is only legal when no other move is"),
        case(
            "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w",
            Move::PASS,
            PassNotForced,
            "illegal move pass: a pass is only legal when no other move is",
        ),
    ]
}

#[test]
fn every_illegal_reason_is_tested() {
    let mut seen: Vec<std::mem::Discriminant<IllegalReason>> = Vec::new();
    for case in illegal_moves() {
        let d = std::mem::discriminant(&case.reason);
        if !seen.contains(&d) {
            seen.push(d);
        }
    }
    // NoPiece, NotYourPiece, NotALine, WrongDistance, JumpsEnemy, OwnPieceOnTarget, PassNotForced.
    assert_eq!(seen.len(), 7);
}

#[test]
fn checked_move_apis_refuse_illegal_moves_and_change_nothing() {
    for case in illegal_moves() {
        let before = pos(case.position);
        let what = format!("{} in {}", case.mv, case.position);

        let err: IllegalMove = before.check_move(case.mv).unwrap_err();
        assert_eq!((err.mv(), err.reason()), (case.mv, case.reason), "{what}");
        assert!(!before.is_legal(case.mv), "{what}");
        assert!(!before.legal_moves().contains(&case.mv), "{what}");
        let message = err.to_string();
        assert_names(&message, &[&case.message], &what);
        let shown = case.mv.to_string();
        assert!(message.starts_with(&format!("illegal move {shown}: ")), "{what}: {message}");

        let mut played = before;
        assert_eq!(played.play(case.mv), Err(err), "play {what}");
        assert_unchanged(&before, &played, "play");

        let mut made = before;
        assert_eq!(made.make(case.mv), Err(err), "make {what}");
        assert_unchanged(&before, &made, "make");

        // parse_move reports the same IllegalMove, under the same message.
        let text = before.notation(case.mv).to_string();
        let parsed = before.parse_move(&text).unwrap_err();
        assert_eq!(parsed, ParseMoveError::Illegal(err), "{what}");
        assert_eq!(parsed.to_string(), message);
        assert_eq!(before.parse_move_with(&text, Leniency::empty()), Err(ParseMoveError::Illegal(err)));
    }
}

#[test]
fn a_pass_is_accepted_only_when_forced() {
    let stuck = pos(STUCK);
    assert_eq!(stuck.check_move(Move::PASS), Ok(()));
    assert!(stuck.is_legal(Move::PASS));
    assert_eq!(stuck.legal_moves().as_slice(), &[Move::PASS]);
    assert_eq!(stuck.parse_move_with("pass", Leniency::empty()), Ok(Move::PASS));
    let mut played = stuck;
    assert_eq!(played.play(Move::PASS), Ok(()));
    assert_eq!(played.turn(), Color::White);
    assert_eq!(played.to_setup().black, stuck.to_setup().black);
    assert_eq!(played.to_setup().white, stuck.to_setup().white);
    let mut made = stuck;
    let undo = made.make(Move::PASS).unwrap();
    assert_eq!(made, played);
    assert_eq!(made.unmake(undo), Ok(()));
    assert_unchanged(&stuck, &made, "make and unmake of a pass");
    // White, on the same board, has 22 slides: the pass is now refused.
    assert_eq!(played.count_slides(), 22);
    assert_eq!(played.check_move(Move::PASS).map_err(|e| e.reason()), Err(IllegalReason::PassNotForced));
}

// ---------------------------------------------------------------------------
// Position::unmake with a token that does not fit
// ---------------------------------------------------------------------------

#[test]
fn unmake_refuses_foreign_tokens_and_changes_nothing() {
    let start = Position::new();
    let b1b3 = mv("b1", "b3");
    let c1a3 = mv("c1", "a3");

    let mut tokens = Vec::new();
    // A sibling: another move from the same position.
    let mut after_b1b3 = start;
    let undo_b1b3 = after_b1b3.make(b1b3).unwrap();
    let mut sibling = start;
    tokens.push(("sibling", after_b1b3, sibling.make(c1a3).unwrap()));
    // The position the token came from, before the move was made.
    tokens.push(("not made yet", start, undo_b1b3));
    // A token two plies deep: only the latest make can be undone.
    let mut deeper = after_b1b3;
    let _reply = deeper.make(mv("a2", "c2")).unwrap();
    tokens.push(("older token", deeper, undo_b1b3));
    // A spent token.
    let mut spent = after_b1b3;
    spent.unmake(undo_b1b3).unwrap();
    tokens.push(("spent", spent, undo_b1b3));
    // A token from another layout's game.
    let mut eggs = Position::from_layout(Layout::ScrambledEggs);
    let eggs_undo = eggs.make(eggs.legal_moves()[0]).unwrap();
    tokens.push(("other game", after_b1b3, eggs_undo));
    // A pass token given to positions it does not belong to.
    let mut stuck = pos(STUCK);
    let pass_undo = stuck.make(Move::PASS).unwrap();
    tokens.push(("pass token, other position", after_b1b3, pass_undo));
    tokens.push(("pass token, before the pass", pos(STUCK), pass_undo));
    // A slide token where a pass was made.
    let mut passed = pos(STUCK);
    let _pass = passed.make(Move::PASS).unwrap();
    tokens.push(("slide token after a pass", passed, undo_b1b3));

    for (what, before, undo) in tokens {
        let mut pos = before;
        let err = pos.unmake(undo).unwrap_err();
        assert_eq!(err, UndoMismatch, "{what}");
        assert_eq!(
            err.to_string(),
            "this undo token does not fit the position: it must come from the latest make not yet undone"
        );
        assert_unchanged(&before, &pos, what);
    }
    // The rightful token still works after the refusals.
    assert_eq!(after_b1b3.unmake(undo_b1b3), Ok(()));
    assert_unchanged(&start, &after_b1b3, "unmake");
}

// ---------------------------------------------------------------------------
// Position::parse_move and parse_move_with
// ---------------------------------------------------------------------------

/// The problem named when `part` (the two characters read as a square) is not one.
fn not_a_square(part: &str) -> String {
    format!("{} is not a square a1-h8", quoted(part))
}

/// The problem named when `rest` follows a move.
fn after_the_move(rest: &str) -> String {
    format!("unexpected text after the move: {}", quoted(rest))
}

#[test]
fn parse_move_names_unreadable_text_and_the_problem() {
    const TWO_SQUARES: &str = "expected two squares such as b1-b3, an exit such as e8-^^, or pass";
    const SPACED: &str = "white space around the mark between the squares";
    const BEFORE_MARKS: &str = "white space before the annotation marks";
    const MISSING: &str = "the second square is missing";
    const SAME: &str = "the two squares are the same";
    let long = "b1-b3".repeat(LONG / 5);
    let long_annotation = format!("b1-b3{}", "+".repeat(LONG));
    let cases: Vec<(&str, String)> = vec![
        // No digit anywhere: not an attempt at two squares.
        ("", TWO_SQUARES.into()),
        ("   ", TWO_SQUARES.into()),
        ("\t\n", TWO_SQUARES.into()),
        ("pas", TWO_SQUARES.into()),
        ("passs", TWO_SQUARES.into()),
        ("pass pass", TWO_SQUARES.into()),
        ("hello", TWO_SQUARES.into()),
        ("+", TWO_SQUARES.into()),
        ("!?", TWO_SQUARES.into()),
        ("🂡🂡🂡", TWO_SQUARES.into()),
        ("b\u{0664}-b\u{0664}", TWO_SQUARES.into()), // Arabic-Indic digits are not ASCII digits
        // The first two characters are not a square.
        ("é1", not_a_square("é1")),
        ("1", not_a_square("1")),
        ("1b-b3", not_a_square("1b")),
        ("i1-b3", not_a_square("i1")),
        ("B9:A3", not_a_square("B9")),
        ("é1-b3", not_a_square("é1")),                // characters, not bytes
        ("\u{200b}b1-b3", not_a_square("\u{200b}b")), // zero-width space is not white space
        ("b\u{301}1-b3", not_a_square("b\u{301}")),   // combining accent
        ("'b1-b3", not_a_square("'b")),
        // Then the second square is not one.
        ("b1-b9", not_a_square("b9")),
        ("b1-b0", not_a_square("b0")),
        ("b1xi3", not_a_square("i3")),
        ("b1-bé", not_a_square("bé")),
        ("b1-b３", not_a_square("b３")), // full-width digit
        ("b1--b3", not_a_square("-b")),
        ("b1xxb3", not_a_square("xb")),
        ("b1x-b3", not_a_square("-b")),
        ("b1/b3", not_a_square("/b")),
        ("b1–b3", not_a_square("–b")), // en dash
        ("b1-b", not_a_square("b")),
        ("b1 3", not_a_square("3")),
        ("b1b", not_a_square("b")),
        // The second square is missing.
        ("b1", MISSING.into()),
        ("B1", MISSING.into()),
        ("b1-", MISSING.into()),
        ("b1x", MISSING.into()),
        ("b1:+", MISSING.into()),
        (" b1 ", MISSING.into()),
        // Text after the move.
        ("b1-b3 extra", after_the_move(" extra")),
        ("b1 b3 x", after_the_move(" x")),
        ("b1-b3b1-b3", after_the_move("b1-b3")),
        ("b1-b3-", after_the_move("-")),
        ("b1-b3+x", after_the_move("+x")), // annotation marks only at the end
        ("b1-b3'", after_the_move("'")),
        (long.as_str(), after_the_move(&long[5..])),
        // White space in the wrong place.
        ("b1 - b3", SPACED.into()),
        ("b1 -b3", SPACED.into()),
        ("b1x b3", SPACED.into()),
        ("b1 :b3", SPACED.into()),
        ("b1 x", SPACED.into()),
        ("b1-b3 +", BEFORE_MARKS.into()),
        ("b1-b3++ !", BEFORE_MARKS.into()),
        ("pass +", BEFORE_MARKS.into()),
        // A square to itself.
        ("b1-b1", SAME.into()),
        ("b1xb1", SAME.into()),
        ("b1 b1", SAME.into()),
        ("b1b1", SAME.into()),
        ("B1:b1", SAME.into()),
    ];
    let start = Position::new();
    for (text, problem) in &cases {
        let text = *text;
        for leniency in [Leniency::all(), Leniency::empty()] {
            let err = start.parse_move_with(text, leniency).unwrap_err();
            let expected = ParseMoveError::Syntax { text: text.to_string(), problem: problem.clone() };
            assert_eq!(err, expected, "{text:?} with {leniency:?}");
            assert_eq!(err.to_string(), format!("cannot read {} as a move: {problem}", quoted(text)));
        }
        assert_eq!(start.parse_move(text), start.parse_move_with(text, Leniency::all()));
    }
    // Literal messages, the quoting included.
    let message = |text: &str| start.parse_move(text).unwrap_err().to_string();
    assert_eq!(message("i1-b3"), "cannot read \"i1-b3\" as a move: \"i1\" is not a square a1-h8");
    assert_eq!(
        message("b1-b3 extra"),
        "cannot read \"b1-b3 extra\" as a move: unexpected text after the move: \" extra\""
    );
    assert_eq!(message("b1-b3'"), "cannot read \"b1-b3'\" as a move: unexpected text after the move: \"'\"");
    assert_eq!(message("b1-b1"), "cannot read \"b1-b1\" as a move: the two squares are the same");
    // 100 KB of text: the message quotes 40 characters of it, twice; the error keeps it whole.
    let eight = "b1-b3".repeat(8);
    assert_eq!(
        message(&long),
        format!("cannot read \"{eight}…\" as a move: unexpected text after the move: \"{eight}…\"")
    );
    assert!(matches!(start.parse_move(&long), Err(ParseMoveError::Syntax { text, .. }) if text == long));
    // Annotations, however many, are only a spelling.
    assert_eq!(start.parse_move(&long_annotation), Ok(mv("b1", "b3")));
    let err = start.parse_move_with(&long_annotation, Leniency::empty()).unwrap_err();
    assert_eq!(err, ParseMoveError::Spelling { text: long_annotation.clone(), spelling: Leniency::ANNOTATIONS });
    assert_eq!(
        err.to_string(),
        format!("\"b1-b3{}…\" uses spellings not allowed here: annotation marks (+ # ! ?)", "+".repeat(35))
    );
    // Unicode white space between the squares is a space separator.
    for text in ["b1\u{3000}b3", "b1\u{a0}b3", "b1 \t b3"] {
        assert_eq!(start.parse_move(text), Ok(mv("b1", "b3")), "{text:?}");
        assert_eq!(
            start.parse_move_with(text, Leniency::empty()),
            Err(ParseMoveError::Spelling { text: text.to_string(), spelling: Leniency::SPACE_SEPARATOR })
        );
    }
}

/// The plain words naming each spelling, in flag order.
const SPELLING_NAMES: [(Leniency, &str); 7] = [
    (Leniency::UPPER_CASE, "upper-case letters"),
    (Leniency::COLON_CAPTURE, "':' as the capture mark"),
    (Leniency::DASH_CAPTURE, "'-' on a capture"),
    (Leniency::SPACE_SEPARATOR, "a space between the squares"),
    (Leniency::NO_SEPARATOR, "the squares written together"),
    (Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
    (Leniency::SURROUNDING_SPACE, "white space around the move"),
];

#[test]
fn leniency_names_its_spellings_in_plain_words() {
    for (flag, name) in SPELLING_NAMES {
        assert_eq!(flag.to_string(), name);
    }
    assert_eq!(Leniency::empty().to_string(), "");
    assert_eq!(
        Leniency::all().to_string(),
        "upper-case letters, ':' as the capture mark, '-' on a capture, a space between the squares, \
         the squares written together, annotation marks (+ # ! ?), white space around the move"
    );
    assert_eq!(
        (Leniency::SURROUNDING_SPACE | Leniency::UPPER_CASE).to_string(),
        "upper-case letters, white space around the move"
    );
}

#[test]
fn each_leniency_flag_is_refused_when_excluded() {
    let start = Position::new();
    let stuck = pos(STUCK);
    let cases: &[(&Position, &str, Move, Leniency, &str)] = &[
        (&start, "B1-B3", mv("b1", "b3"), Leniency::UPPER_CASE, "upper-case letters"),
        (&start, "C1XA3", mv("c1", "a3"), Leniency::UPPER_CASE, "upper-case letters"),
        (&start, "c1Xa3", mv("c1", "a3"), Leniency::UPPER_CASE, "upper-case letters"),
        (&stuck, "PASS", Move::PASS, Leniency::UPPER_CASE, "upper-case letters"),
        (&stuck, "Pass", Move::PASS, Leniency::UPPER_CASE, "upper-case letters"),
        (&start, "c1:a3", mv("c1", "a3"), Leniency::COLON_CAPTURE, "':' as the capture mark"),
        (&start, "c1-a3", mv("c1", "a3"), Leniency::DASH_CAPTURE, "'-' on a capture"),
        (&start, "b1 b3", mv("b1", "b3"), Leniency::SPACE_SEPARATOR, "a space between the squares"),
        (&start, "b1\tb3", mv("b1", "b3"), Leniency::SPACE_SEPARATOR, "a space between the squares"),
        (&start, "c1   a3", mv("c1", "a3"), Leniency::SPACE_SEPARATOR, "a space between the squares"),
        (&start, "b1\u{3000}b3", mv("b1", "b3"), Leniency::SPACE_SEPARATOR, "a space between the squares"),
        (&start, "b1b3", mv("b1", "b3"), Leniency::NO_SEPARATOR, "the squares written together"),
        (&start, "c1a3", mv("c1", "a3"), Leniency::NO_SEPARATOR, "the squares written together"),
        (&start, "b1-b3+", mv("b1", "b3"), Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
        (&start, "c1xa3++", mv("c1", "a3"), Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
        (&start, "b1-b3#", mv("b1", "b3"), Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
        (&start, "b1-b3!", mv("b1", "b3"), Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
        (&start, "b1-b3?!", mv("b1", "b3"), Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
        (&stuck, "pass?", Move::PASS, Leniency::ANNOTATIONS, "annotation marks (+ # ! ?)"),
        (&start, " b1-b3", mv("b1", "b3"), Leniency::SURROUNDING_SPACE, "white space around the move"),
        (&start, "b1-b3\n", mv("b1", "b3"), Leniency::SURROUNDING_SPACE, "white space around the move"),
        (&start, "\u{3000}c1xa3\u{a0}", mv("c1", "a3"), Leniency::SURROUNDING_SPACE, "white space around the move"),
        (&stuck, " pass ", Move::PASS, Leniency::SURROUNDING_SPACE, "white space around the move"),
    ];
    for &(position, text, expected, flag, name) in cases {
        assert!(SPELLING_NAMES.contains(&(flag, name)), "{flag:?}");
        let before = *position;
        assert_eq!(position.parse_move_with(text, flag), Ok(expected), "{text:?} with {flag:?}");
        assert_eq!(position.parse_move(text), Ok(expected), "{text:?}");
        for refused_in in [Leniency::empty(), Leniency::all() - flag] {
            let err = position.parse_move_with(text, refused_in).unwrap_err();
            assert_eq!(err, ParseMoveError::Spelling { text: text.to_string(), spelling: flag }, "{text:?}");
            assert_eq!(err.to_string(), format!("{} uses spellings not allowed here: {name}", quoted(text)));
        }
        assert_unchanged(&before, position, "parse_move_with");
    }
}

#[test]
fn a_spelling_error_names_every_refused_spelling_and_comes_before_legality() {
    let start = Position::new();
    let text = "  C1:A3!! ";
    let all_used = Leniency::UPPER_CASE | Leniency::COLON_CAPTURE | Leniency::ANNOTATIONS | Leniency::SURROUNDING_SPACE;
    assert_eq!(start.parse_move_with(text, all_used), Ok(mv("c1", "a3")));
    let err = start.parse_move_with(text, Leniency::empty()).unwrap_err();
    assert_eq!(err, ParseMoveError::Spelling { text: text.to_string(), spelling: all_used });
    assert_eq!(
        err.to_string(),
        "\"  C1:A3!! \" uses spellings not allowed here: upper-case letters, ':' as the capture mark, \
         annotation marks (+ # ! ?), white space around the move"
    );
    // Only the refused ones are named.
    let err = start.parse_move_with(text, Leniency::UPPER_CASE | Leniency::ANNOTATIONS).unwrap_err();
    let refused = Leniency::COLON_CAPTURE | Leniency::SURROUNDING_SPACE;
    assert_eq!(err, ParseMoveError::Spelling { text: text.to_string(), spelling: refused });
    assert_eq!(
        err.to_string(),
        "\"  C1:A3!! \" uses spellings not allowed here: ':' as the capture mark, white space around the move"
    );
    // Spelling is checked before legality: an illegal move in a refused spelling.
    assert_eq!(
        start.parse_move_with("B1-B4", Leniency::empty()),
        Err(ParseMoveError::Spelling { text: "B1-B4".to_string(), spelling: Leniency::UPPER_CASE })
    );
    // `pass` in a refused spelling when it is not forced.
    assert_eq!(
        start.parse_move_with("PASS", Leniency::empty()),
        Err(ParseMoveError::Spelling { text: "PASS".to_string(), spelling: Leniency::UPPER_CASE })
    );
    // Illegal moves in accepted spellings report the illegality.
    let illegal = start.check_move(mv("b1", "b4")).unwrap_err();
    for text in ["B1-B4", "b1 b4", "b1b4", "b1-b4?", " b1-b4 ", "b1xb4", "b1:b4"] {
        assert_eq!(start.parse_move(text), Err(ParseMoveError::Illegal(illegal)), "{text:?}");
    }
    // The pass outside a forced pass, in any spelling.
    let not_forced = start.check_move(Move::PASS).unwrap_err();
    for text in ["pass", "PASS", " Pass+ "] {
        assert_eq!(start.parse_move(text), Err(ParseMoveError::Illegal(not_forced)), "{text:?}");
    }
    // The bits outside the seven flags change nothing.
    assert_eq!(Leniency::from_bits_truncate(0xff), Leniency::all());
    assert_eq!(Leniency::from_bits_truncate(0x80), Leniency::empty());
}

#[test]
fn a_capture_mark_on_a_move_to_an_empty_square_is_refused() {
    let start = Position::new();
    let cases: &[(&str, Leniency, Square)] = &[
        ("b1xb3", Leniency::empty(), Square::B3),
        ("b1:b3", Leniency::COLON_CAPTURE, Square::B3),
        ("B1XB3", Leniency::UPPER_CASE, Square::B3),
        ("d1xf3", Leniency::empty(), Square::F3),
        (" g1:e3+ ", Leniency::all(), Square::E3),
    ];
    for &(text, leniency, to) in cases {
        for leniency in [leniency, Leniency::all()] {
            let err = start.parse_move_with(text, leniency).unwrap_err();
            assert_eq!(err, ParseMoveError::NotACapture { text: text.to_string(), to }, "{text:?}");
            assert_eq!(err.to_string(), format!("{} marks a capture, but {to} is empty", quoted(text)));
        }
    }
    // A long text is cut to 40 characters in the message.
    let long = format!("b1xb3{}", "!".repeat(LONG));
    let err = start.parse_move(&long).unwrap_err();
    assert_eq!(err, ParseMoveError::NotACapture { text: long.clone(), to: Square::B3 });
    assert_eq!(err.to_string(), format!("\"b1xb3{}…\" marks a capture, but b3 is empty", "!".repeat(35)));
    // A colon on a non-capture is first a spelling error where ':' is refused.
    assert_eq!(
        start.parse_move_with("b1:b3", Leniency::empty()),
        Err(ParseMoveError::Spelling { text: "b1:b3".to_string(), spelling: Leniency::COLON_CAPTURE })
    );
    // The same moves with the right mark are accepted.
    assert_eq!(start.parse_move_with("b1-b3", Leniency::empty()), Ok(mv("b1", "b3")));
    assert_eq!(start.parse_move_with("c1xa3", Leniency::empty()), Ok(mv("c1", "a3")));
}

#[test]
fn parsing_a_move_never_changes_the_position() {
    let texts = ["b1-b3", "b1-b4", "c1xa3", "pass", "", "é", "b1xb3", "B1:B3"];
    for text in [START, STUCK, "8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b"] {
        let before = pos(text);
        let copy = before;
        for text in texts {
            let _ = copy.parse_move(text);
            let _ = copy.parse_move_with(text, Leniency::empty());
        }
        assert_unchanged(&before, &copy, "parse_move");
    }
}

// ---------------------------------------------------------------------------
// MoveList::try_push
// ---------------------------------------------------------------------------

#[test]
fn a_full_move_list_gives_the_move_back_and_stays_as_it_was() {
    let mut list = MoveList::new();
    let moves: Vec<Move> = Square::ALL.iter().zip(Square::ALL.iter().skip(1)).map(|(&a, &b)| Move::new(a, b)).collect();
    for i in 0..MoveList::CAPACITY {
        assert_eq!(list.try_push(moves[i % moves.len()]), Ok(()), "push {i}");
    }
    assert_eq!(list.len(), MoveList::CAPACITY);
    let full = list.clone();
    for extra in [Move::PASS, mv("b1", "b3"), mv("h8", "a1")] {
        assert_eq!(list.try_push(extra), Err(extra));
        assert_eq!(list, full);
        assert_eq!(list.len(), MoveList::CAPACITY);
        assert_eq!(list.last(), Some(&moves[(MoveList::CAPACITY - 1) % moves.len()]));
    }
    // A list from move generation has room for a push.
    let mut generated = Position::new().legal_moves();
    assert_eq!(generated.try_push(Move::PASS), Ok(()));
    assert_eq!(generated.len(), 37);
}
