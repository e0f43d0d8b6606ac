//! The SGF reader and writer (`GM[9]`): each quirk of real files in a test of its own, the
//! variants' setups and moves, the errors, the writer's canonical form, and read → write →
//! read round trips over the real records of `tests/data/boardspace/` and over random games
//! from every layout and of every variant.
//!
//! The real records are GPL-3.0-or-later and left out of the published package, so they are
//! read at run time (not with `include_str!`), and the test that reads them is skipped in the
//! package; see `tests/data/boardspace/SOURCE.txt`.

#[path = "../src/xorshift.rs"]
mod xorshift;

mod boardspace_data;
mod proptest_cases;

use xorshift::XorShift;

use lines_of_action::{
    AnyBoard, Color, Comment, DropEndTest, DropOrder, EndReason, Family, Game, GameInfo, GameRecord, Grid8, Layout,
    Move, NoLegalMove, Outcome, ParachuteOptions, PlayError, Position, RecordResult, RulePreset, Rules, Setup,
    SetupError, SgfGameError, SgfProblem, SgfSyntaxError, SgfSyntaxProblem, Square, Variant, read_sgf, read_sgf_with,
    write_sgf,
};
use proptest::prelude::*;

/// The only game of `text`, which must read.
fn one(text: &str) -> GameRecord {
    let mut games = read_sgf(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}");
    games.remove(0).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The error of the only game of `text`, which must be SGF but not replay.
fn game_error(text: &str) -> SgfGameError {
    let mut games = read_sgf(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}");
    games.remove(0).expect_err(text)
}

fn syntax_error(text: &str) -> SgfSyntaxError {
    read_sgf(text).expect_err(text)
}

/// The moves of a record in canonical notation, separated by spaces.
fn moves(record: &GameRecord) -> String {
    let game = &record.game;
    let texts: Vec<String> =
        game.moves().iter().zip(game.positions()).map(|(mv, before)| before.notation(*mv).to_string()).collect();
    texts.join(" ")
}

/// The `RE` the writer writes for `record`: its result, or else the `RE` it was given.
fn written_result(record: &GameRecord) -> Option<String> {
    record.result().map(|result| result.to_string()).or_else(|| record.info.result.clone())
}

/// The record written and read again must be the same (no variations left out, the `RE`
/// written as the recorded result), with the same positions, and writing it again must
/// give the same text. A game played by a preset's rules is read back by its `RU` alone
/// (under default rules otherwise), any other by its rules.
fn assert_round_trip(record: &GameRecord) {
    let written = record.to_string();
    let rules = record.game.rules();
    let preset = RulePreset::ALL.into_iter().find(|preset| preset.rules() == rules);
    match preset {
        Some(preset) => assert!(written.contains(&format!("RU[{preset}]")), "{written}"),
        None => assert!(!written.contains("RU["), "{written}"),
    }
    let read_rules = if preset.is_some() { Rules::default() } else { rules };
    let mut games = read_sgf_with(&written, read_rules).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(games.len(), 1, "{written}");
    let again = games.remove(0).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(again.result(), record.result(), "{written}");
    let info = GameInfo { result: written_result(record), ..record.info.clone() };
    assert_eq!(again, GameRecord { variations: 0, info, ..record.clone() }, "{written}");
    assert_eq!(again.game.positions(), record.game.positions());
    assert_eq!(again.to_string(), written);
}

// ----------------------------------------------------------------- file syntax

#[test]
fn several_game_trees_in_one_file() {
    let games = read_sgf("(;GM[9];B[b1-b3])\n\n(;GM[9];B[c1-c3];W[h2-f4])  (;GM[9])\n").unwrap();
    let plies: Vec<usize> = games.iter().map(|g| g.as_ref().unwrap().game.ply()).collect();
    assert_eq!(plies, [1, 2, 0]);
}

#[test]
fn property_names_in_any_case_and_ff3_long_names() {
    // FF[3]: the identifier is the upper-case letters of the name.
    let record = one("(;GaMe[9]SiZe[8]SetUp[Scrambled-Eggs]PlayerBlack[Kok];Black[b1-b3])");
    assert_eq!(*record.game.start(), Position::from_layout(Layout::ScrambledEggs));
    assert_eq!(record.info.black.as_deref(), Some("Kok"));
    assert_eq!(record.game.ply(), 1);
    // Without upper-case letters, the whole name: `gm` is GM, `b` is B.
    let record = one("(;gm[9]su[scrambled-eggs];b[b1-b3])");
    assert_eq!(*record.game.start(), Position::from_layout(Layout::ScrambledEggs));
    // A game type other than 9 in a long name is refused like GM.
    assert_eq!(game_error("(;GaMe[1])").problem, SgfProblem::NotLinesOfAction);
}

#[test]
fn white_space_between_names_values_nodes_and_trees() {
    let record = one(" \t(\n; GM [9]\n SZ\t[8] AB [a1] [c1]\r\n AW[h8][f8] ; B [a1-a2] ;\tW[h8-h7]\n)\n\n");
    assert_eq!(record.game.start().pieces(Color::Black).count(), 2);
    assert_eq!(moves(&record), "a1-a2 h8-h7");
}

#[test]
fn escaped_brackets_and_backslashes_in_values() {
    let record = one(r"(;GM[9]GN[a \] b \\ c]C[x\]y] ;B[b1-b3]C[\\])");
    assert_eq!(record.info.name.as_deref(), Some(r"a ] b \ c"));
    assert_eq!(record.comments, [Comment { ply: 0, text: "x]y".into() }, Comment { ply: 1, text: r"\".into() }]);
    // A backslash before a line break is a soft line break: both go.
    assert_eq!(one("(;C[one \\\ntwo])").comments[0].text, "one two");
}

#[test]
fn cr_lf_and_crlf_line_ends_read_alike() {
    let lf = "(;GM[9]\nC[first\nsecond]\n;B[b1-b3]\n;W[a2-c2]\n)";
    let crlf = lf.replace('\n', "\r\n");
    let cr = lf.replace('\n', "\r");
    let expected = one(lf);
    assert_eq!(expected.comments[0].text, "first\nsecond");
    assert_eq!(one(&crlf), expected);
    assert_eq!(one(&cr), expected);
    // Errors count lines the same way in all three.
    for text in [lf.replace("a2-c2", "a2-a3"), crlf.replace("a2-c2", "a2-a3"), cr.replace("a2-c2", "a2-a3")] {
        assert_eq!(game_error(&text).line, 5, "{text:?}");
    }
}

#[test]
fn a_byte_order_mark_is_skipped() {
    assert_eq!(one("\u{feff}(;GM[9];B[b1-b3])").game.ply(), 1);
}

// ----------------------------------------------------------------------- moves

#[test]
fn moves_in_every_spelling_real_records_use() {
    // Upper and lower case, padding, a space between the squares, ':' on a capture,
    // annotation marks: the first moves of mindsports-1.sgf, game 1, respelt.
    let record = one("(;GM[9];B[C1-C3    ];W[ h6 f6];B[e1-b4!];W[a2-c2?];B[b8-b5];W[a4:d1];B[f1-c4+];W[a7-c5]\
         ;B[d8-b6];W[a3-b2];B[b1-a2++];W[b2-f2#])");
    assert_eq!(moves(&record), "c1-c3 h6-f6 e1-b4 a2-c2 b8-b5 a4xd1 f1-c4 a7-c5 d8-b6 a3-b2 b1-a2 b2-f2");
    // `-` on a capture (Boardspace writes every move with `-`), and the squares written together.
    let record = one("(;GM[9];B[b1-b3];W[h3-e3];B[b3e3])");
    assert_eq!(moves(&record), "b1-b3 h3-e3 b3xe3");
}

/// RULES.md, "Perft": Black (a1 and h8 boxed in) has no move and must pass.
const NO_MOVE_SETUP: &str = "SU[Custom]AB[h8][a1]AW[g8][g7][h7][a2][b2][b1]PL[B]";

#[test]
fn a_forced_pass() {
    let record = one(&format!("(;GM[9]{NO_MOVE_SETUP};B[PASS];W[a2-a4])"));
    assert_eq!(record.game.start().to_string(), "6wb/6ww/8/8/8/8/ww6/bw6 b");
    assert_eq!(record.game.moves()[0], Move::PASS);
    assert_eq!(moves(&record), "pass a2-a4");
    // A pass that is not forced is illegal.
    let error = game_error("(;GM[9];B[pass])");
    assert_eq!((error.ply, error.text.as_str()), (1, "\"B[pass]\""));
    assert!(matches!(error.problem, SgfProblem::Move(_)), "{error}");
}

#[test]
fn a_resignation_is_recorded_and_ends_the_moves() {
    let record = one("(;GM[9];B[b1-b3];W[Resign])");
    assert_eq!((record.game.ply(), record.resigned, record.game.result()), (1, Some(Color::White), None));
    for word in ["resign", "Resigns", " RESIGNED "] {
        assert_eq!(one(&format!("(;GM[9];B[b1-b3];W[h2-f4];B[{word}])")).resigned, Some(Color::Black), "{word}");
    }
    // Comments may follow; moves may not.
    let record = one("(;GM[9];B[b1-b3];W[Resign]C[why];C[after])");
    assert_eq!(record.comments.iter().map(|c| c.ply).collect::<Vec<_>>(), [1, 1]);
    let error = game_error("(;GM[9];B[b1-b3];W[Resign];B[c1-c3])");
    assert_eq!((error.ply, error.problem), (2, SgfProblem::AfterResignation(Color::White)));
}

#[test]
fn comment_only_nodes_and_empty_nodes() {
    let record = one("(;GM[9];C[before];;B[b1-b3]C[after b1-b3];C[still after];C[];W[a2-c2];)");
    assert_eq!(
        record.comments,
        [
            Comment { ply: 0, text: "before".into() },
            Comment { ply: 1, text: "after b1-b3".into() },
            Comment { ply: 1, text: "still after".into() },
        ]
    );
    assert_eq!(record.game.ply(), 2);
}

// ----------------------------------------------------------------------- setup

#[test]
fn setups_standard_scrambled_eggs_and_custom() {
    let standard = Position::from_layout(Layout::Standard);
    let eggs = Position::from_layout(Layout::ScrambledEggs);
    for (text, start) in [
        ("(;GM[9])", standard),
        ("(;GM[9]SU[Standard])", standard),
        ("(;GM[9]SU[ standard ])", standard),
        ("(;GM[9]SU[Scrambled-eggs])", eggs),
        ("(;GM[9]SU[SCRAMBLED-EGGS])", eggs),
        ("(;GM[9]SU[Scrambled Eggs])", eggs),
        ("(;GM[9]SU[Scrambled])", eggs), // constructions.sgf, "Scrambled 13"
    ] {
        assert_eq!(*one(text).game.start(), start, "{text}");
    }
    // Scrambled Eggs has White on a2: b1 is Black's.
    assert_eq!(one("(;SU[Scrambled-eggs];B[b1-b3])").game.ply(), 1);
}

#[test]
fn custom_setups_with_stones_rectangles_and_the_side_to_move() {
    let record = one("(;GM[9]SU[Custom]AB[a1][C1:c2]AW[h8][h6]PL[W];W[h8-g8])");
    assert_eq!(record.game.start().to_string(), "7w/8/7w/8/8/8/2b5/b1b5 w");
    // AB and AW without SU are a custom setup too; PL in any case.
    assert_eq!(one("(;AB[a1][c1:c2]AW[h8][h6]PL[white])").game.start().turn(), Color::White);
    // Without PL, the side of the first move is to move, Black if there is none.
    assert_eq!(one("(;SU[Custom]AB[a1][c1]AW[h8][h6];W[h8-g8])").game.start().turn(), Color::White);
    assert_eq!(one("(;SU[Custom]AB[a1][c1]AW[h8][h6])").game.start().turn(), Color::Black);
    // AE removes stones again.
    let record = one("(;SU[Custom]AB[a1:c1]AW[h8][h6]AE[b1])");
    assert_eq!(record.game.start().pieces(Color::Black), [Square::A1, Square::C1].into_iter().collect());
    // A connected custom start is over at once: a move is then refused.
    let error = game_error("(;SU[Custom]AB[a1][b1]AW[h8][h6];B[a1-a2])");
    assert!(matches!(error.problem, SgfProblem::Play(AnyBoard::Grid8(PlayError::GameOver(_)))), "{error}");
}

#[test]
fn unsupported_setups_are_named() {
    for (text, name) in [
        ("(;GM[9]SU[Hexagonal];B[c1-c3])", "Hexagonal"),
        ("(;GM[9]SU[LOA-14])", "LOA-14"),
        ("(;GM[9]SU[Scrambled-eggs-mirrored])", "Scrambled-eggs-mirrored"),
        ("(;GM[9]SU[])", ""),
    ] {
        let error = game_error(text);
        assert_eq!((error.game, error.ply), (1, 0), "{text}");
        assert_eq!(error.problem, SgfProblem::UnsupportedSetup(name.into()), "{text}");
        assert!(error.to_string().contains(&format!("the setup \"{name}\" is not supported")), "{error}");
    }
}

#[test]
fn bad_game_types_board_sizes_and_setups() {
    let too_many = SetupError::TooManyPieces { color: Color::Black, count: 16, max: Setup::MAX_PIECES };
    let cases = [
        ("(;GM[1]SZ[19];B[dd])", SgfProblem::NotLinesOfAction, "\"GM[1]\""),
        ("(;GM[9]SZ[13])", SgfProblem::BoardSize, "\"SZ[13]\""),
        ("(;GM[9]SZ[4])", SgfProblem::BoardSize, "\"SZ[4]\""),
        ("(;GM[9]SZ[13:13])", SgfProblem::BoardSize, "\"SZ[13:13]\""),
        ("(;GM[9]SZ[7:8])", SgfProblem::BoardSize, "\"SZ[7:8]\""),
        ("(;GM[9]SZ[])", SgfProblem::BoardSize, "\"SZ[]\""),
        ("(;GM[9]SZ[7]SZ[13])", SgfProblem::BoardSize, "\"SZ[13]\""),
        // A wide board is read_any_sgf's (tests/sgf_wide.rs).
        ("(;GM[9]SZ[9])", SgfProblem::OtherBoard(9), "\"SZ[9]\""),
        ("(;GM[9]SU[Standard]AB[d4])", SgfProblem::StonesNeedCustomSetup, "\"AB[d4]\""),
        ("(;GM[9]SU[Custom]AB[a1][i9]AW[h8])", SgfProblem::BadPoint { point: "i9".into(), size: 8 }, "\"AB[a1][i9]\""),
        ("(;GM[9]AB[a1]AW[h8]PL[X])", SgfProblem::BadPlayer, "\"PL[X]\""),
        (
            "(;GM[9]SU[Custom]AB[a1])",
            SgfProblem::Setup(AnyBoard::Grid8(SetupError::NoPieces(Color::White))),
            "\"SU[Custom]\"",
        ),
        ("(;GM[9]SU[Custom]AB[a1:d4]AW[h8])", SgfProblem::Setup(AnyBoard::Grid8(too_many)), "\"SU[Custom]\""),
    ];
    for (text, problem, property) in cases {
        let error = game_error(text);
        assert_eq!((error.ply, &error.problem, error.text.as_str()), (0, &problem, property), "{text}");
    }
    let error = game_error("(;GM[9]SZ[13])");
    assert!(
        error.to_string().ends_with(
            "the board size is not 5, 6, 7, 8, 9, 10, 11 or 12: only the boards of the variants are supported"
        ),
        "{error}"
    );
    // SZ[8] and SZ[8:8] are fine; so is a missing GM (two real records have none).
    assert_eq!(one("(;SZ[8:8];B[b1-b3])").game.ply(), 1);
    // Setup after the first move is refused, naming the moves played before it.
    let error = game_error("(;GM[9];B[b1-b3];W[a2-c2];AB[d4])");
    assert_eq!((error.ply, error.problem), (2, SgfProblem::SetupAfterMoves));
    // Setup in the node of the first move applies before it.
    assert_eq!(one("(;GM[9];SU[Scrambled-eggs]B[b1-b3])").game.ply(), 1);
}

#[test]
fn invert_y_is_kept_and_squares_are_taken_as_written() {
    let flipped = one("(;GM[9]IY[true];B[B8-B6];W[A7-C7])");
    let plain = one("(;GM[9]IY[false];B[B8-B6];W[A7-C7])");
    assert_eq!((flipped.info.invert_y, plain.info.invert_y), (Some(true), Some(false)));
    assert_eq!(flipped.game, plain.game);
    assert_eq!(moves(&flipped), "b8-b6 a7-c7");
    assert_eq!(one("(;IY[maybe])").info.invert_y, None);
    assert!(flipped.to_string().contains("IY[true]"));
}

// ------------------------------------------------------------ game information

#[test]
fn game_information_is_kept() {
    let record = one("(;GM[9]PB[ Fred Kok ]PW[Ragnar\nWikman]EV[Mind Sports Olympiad]RO[1]DT[1997-08-19]PC[London]\
         RE[B+]GN[Kok-Wikman game 1]GC[round 1,\n19-08-1997]PB[someone else]PW[])");
    let expected = GameInfo {
        black: Some("Fred Kok".into()),
        white: Some("Ragnar Wikman".into()),
        event: Some("Mind Sports Olympiad".into()),
        round: Some("1".into()),
        date: Some("1997-08-19".into()),
        place: Some("London".into()),
        result: Some("B+".into()),
        name: Some("Kok-Wikman game 1".into()),
        comment: Some("round 1,\n19-08-1997".into()),
        invert_y: None,
    };
    assert_eq!(record.info, expected);
    // Blank values are missing values; a later node may give what the root does not.
    let record = one("(;GM[9]PB[  ]GN[];B[b1-b3]PB[Kok])");
    assert_eq!((record.info.black.as_deref(), record.info.name.as_deref()), (Some("Kok"), None));
}

#[test]
fn variations_keep_the_main_line_and_are_counted() {
    let record = one("(;GM[9];B[b1-b3](;W[a2-c2];B[d1-d3](;W[h2-f4])(;W[h3-f5]))(;W[h2-f4](;B[c1-c3])(;B[d1-d3])))");
    assert_eq!(moves(&record), "b1-b3 a2-c2 d1-d3 h2-f4");
    assert_eq!(record.variations, 2, "one at ply 2 and one at ply 4; those inside them are not counted");
    // The variations left out are not replayed: an illegal move there is no error.
    assert_eq!(one("(;GM[9];B[b1-b3](;W[a2-c2])(;W[a2-a3]))").variations, 1);
    // But their syntax is checked.
    assert!(read_sgf("(;GM[9];B[b1-b3](;W[a2-c2])(;W[a2-a3))").is_err());
}

// -------------------------------------------------------------------- variants

#[test]
fn the_variants_setups_read_as_their_starts() {
    use Variant::*;
    for (text, variant) in [
        ("(;GM[9])", Standard),
        ("(;GM[9]SU[Gemma])", CheshireCat),
        ("(;GM[9]SZ[8]SU[GEMMA])", CheshireCat),
        ("(;GM[9]SU[gemma])", CheshireCat),
        ("(;GM[9]SU[Cheshire Cat])", CheshireCat),
        ("(;GM[9]SZ[5])", FiveByFive),
        ("(;GM[9]SZ[5:5]SU[Standard])", FiveByFive),
        ("(;GM[9]SZ[6])", SixBySix),
        ("(;GM[9]SZ[6]SU[Standard])", SixBySix),
        ("(;GM[9]SZ[6:6])", SixBySix),
        ("(;GM[9]SZ[7])", SevenBySeven),
        ("(;GM[9]SZ[ 7 ]SU[standard])", SevenBySeven),
        ("(;GM[9]SU[LOAP])", Loaps),
        ("(;GM[9]SZ[7]SU[LOAP])", Loaps),
        ("(;GM[9]SZ[7:7]SU[loaps])", Loaps),
        ("(;GM[9]SU[Parachute])", Parachute),
        ("(;GM[9]SU[PARACHUTE])", Parachute),
        ("(;GM[9]SU[Reversed Parachute])", ParachuteMirrored),
        ("(;GM[9]SU[reversed-parachute])", ParachuteMirrored),
        ("(;GM[9]SU[Scrambled-eggs])", ScrambledEggs),
    ] {
        let record = one(text);
        assert_eq!(*record.game.start(), Position::from_variant(variant).unwrap(), "{text}");
        assert_eq!(record.variant(), Some(variant), "{text}");
    }
    // Parachute, with the default options, has White on a2 as Scrambled Eggs does: a3 is
    // Black's. In the mirror a3 is White's, and a2 Black's.
    let parachute = one("(;SU[Parachute];B[a3-c3@f3])");
    assert_eq!(parachute.game.start().family(), Family::Parachute(ParachuteOptions::DEFAULT));
    assert_eq!(parachute.game.start().to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
    assert!(matches!(game_error("(;SU[Reversed Parachute];B[a3-c3@f3])").problem, SgfProblem::Move(_)));
    assert_eq!(one("(;SU[Reversed Parachute];B[a2-c2@d4])").game.ply(), 1);
    // LOAPS leaves the centres of the edges empty.
    assert_eq!(one("(;SU[LOAP])").game.start().to_string(), "1bb1bb1/w5w/w5w/7/w5w/w5w/1bb1bb1 b");
    // PL[W] with a named start; a Parachute start with White to move has the wrong reserves.
    let record = one("(;SU[Gemma]PL[W];W[a2-c4])");
    assert_eq!((record.variant(), record.game.start().turn()), (Some(CheshireCat), Color::White));
    assert_eq!(one("(;SZ[6]PL[W])").variant(), Some(SixBySix));
    let error = game_error("(;SU[Parachute]PL[W])");
    assert_eq!(error.text, "\"PL[W]\"");
    assert!(matches!(error.problem, SgfProblem::Setup(AnyBoard::Grid8(SetupError::Reserves { .. }))), "{error}");
}

#[test]
fn a_named_setup_on_another_board_size_is_refused() {
    for (text, setup, size, given) in [
        ("(;GM[9]SZ[6]SU[Gemma])", "Gemma", 8, 6),
        ("(;GM[9]SZ[8]SU[LOAP])", "LOAP", 7, 8),
        ("(;GM[9]SZ[6]SU[LOAP])", "LOAP", 7, 6),
        ("(;GM[9]SZ[7]SU[Parachute])", "Parachute", 8, 7),
        ("(;GM[9]SZ[7]SU[Reversed Parachute])", "Reversed Parachute", 8, 7),
        ("(;GM[9]SZ[6]SU[Scrambled-eggs])", "Scrambled-eggs", 8, 6),
    ] {
        let error = game_error(text);
        let problem = SgfProblem::SetupBoardSize { setup: setup.into(), size, given };
        assert_eq!((error.ply, &error.problem, error.text.as_str()), (0, &problem, &*format!("\"SU[{setup}]\"")));
        let message = format!("the setup \"{setup}\" is played on the {size}x{size} board, not on {given}x{given}");
        assert!(error.to_string().ends_with(&message), "{error}");
    }
}

#[test]
fn custom_setups_on_the_small_boards() {
    let record = one("(;GM[9]SZ[6]SU[Custom]AB[b1][d1:e1]AW[a2][f5]PL[W];W[a2-a3])");
    assert_eq!(record.game.start().to_string(), "6/5w/6/6/w5/1b1bb1 w");
    assert_eq!((record.game.start().board_size(), record.variant()), (6, None));
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[6]SU[Custom]AB[b1][d1][e1]AW[a2][f5]PL[W]RU[olympiad]\n;W[a2-a3])");
    assert_round_trip(&record);
    // AB/AW without SU, on 7x7.
    let record = one("(;SZ[7]AB[a1][c1]AW[g7][g5];B[a1-a2])");
    assert_eq!(record.game.start().to_string(), "6w/7/6w/7/7/7/b1b4 b");
    assert_round_trip(&record);
    // The stones of the 6x6 start are the 6x6 start: written with its name.
    let record = one("(;SZ[6]AB[b1:e1][b6:e6]AW[a2:a5][f2:f5])");
    assert_eq!(record.variant(), Some(Variant::SixBySix));
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[6]SU[Standard]RU[olympiad])");
    // A square off the small board.
    for (text, point, size, property, board) in [
        ("(;SZ[6]AB[a1][g1]AW[f6])", "g1", 6, "\"AB[a1][g1]\"", "the 6x6 board (a1-f6)"),
        ("(;SZ[6]SU[Custom]AB[a1]AW[a1:g1])", "a1:g1", 6, "\"AW[a1:g1]\"", "the 6x6 board (a1-f6)"),
        ("(;SZ[7]AB[a1]AW[h8])", "h8", 7, "\"AW[h8]\"", "the 7x7 board (a1-g7)"),
    ] {
        let error = game_error(text);
        assert_eq!(
            (error.ply, &error.problem, error.text.as_str()),
            (0, &SgfProblem::BadPoint { point: point.into(), size }, property)
        );
        assert!(error.to_string().ends_with(&format!("\"{point}\" is not a square of {board}")), "{error}");
    }
    // A move off the small board is an illegal move.
    assert!(matches!(game_error("(;SZ[6];B[b1-b7])").problem, SgfProblem::Move(_)));
}

#[test]
fn drop_phase_turns_are_read_and_written_as_their_canonical_text() {
    let record = one("(;GM[9]SU[Parachute];B[a3-c3@f3];W[H5-F5@D6];B[c3:f3@e4])");
    assert_eq!(moves(&record), "a3-c3@f3 h5-f5@d6 c3xf3@e4");
    assert_eq!(record.game.moves()[2], Move::SlideDrop { from: Square::C3, to: Square::F3, drop: Square::E4 });
    assert_eq!(record.game.position().to_string(), "8/b6w/w2b3b/b4w2/w3w2b/5b1w/w6b/8 w 4,5");
    // The capture with ':' as SGF writes every capture.
    assert_eq!(
        record.to_string(),
        "(;FF[4]GM[9]SZ[8]SU[Parachute]RU[olympiad]\n;B[a3-c3@f3]\n;W[h5-f5@d6]\n;B[c3:f3@e4])"
    );
    assert_round_trip(&record);
    // The capture in the other spellings: 'x', Boardspace's '-', squares together, padded.
    for capture in ["c3xf3@e4", "c3-f3@e4", "C3XF3@E4", "c3f3@e4", " c3:f3@e4    "] {
        let again = one(&format!("(;GM[9]SU[Parachute];B[a3-c3@f3];W[h5-f5@d6];B[{capture}])"));
        assert_eq!(again.game, record.game, "{capture}");
    }
    // A drop-phase turn needs its drop, on an empty square; only Parachute drops.
    let error = game_error("(;SU[Parachute];B[a3-c3])");
    assert_eq!((error.ply, error.text.as_str()), (1, "\"B[a3-c3]\""));
    assert!(error.to_string().contains("the side to move still holds stones, so its turn drops one"), "{error}");
    let error = game_error("(;SU[Parachute];B[a3-c3@a7])");
    assert!(error.to_string().contains("a7 is not one"), "{error}");
    assert!(matches!(game_error("(;GM[9];B[b1-b3@d4])").problem, SgfProblem::Move(_)));
    // `pass@d4` reads as a pass with its drop: here illegal, as a pass that is not forced.
    let error = game_error("(;SU[Parachute];B[a3-c3@f3];W[pass@d4])");
    assert_eq!(error.ply, 2);
    assert!(error.to_string().ends_with("illegal move pass@d4: a pass is only legal when no other move is"), "{error}");
}

#[test]
fn a_forced_pass_with_its_drop_is_written_but_a_custom_start_keeps_no_reserves() {
    // RULES.md, "Perft": Black (a1 and h8 boxed in) has no move, here in the drop phase.
    let start = Position::from_text("6wb/6ww/8/8/8/8/ww6/bw6 b 1,1", Variant::Parachute).unwrap();
    let mut game = Game::from_position(start, Rules::default());
    game.play_move_list("pass@d4 a2-a4@e5").unwrap();
    let record = GameRecord::new(game);
    assert_eq!(record.variant(), None);
    let written = record.to_string();
    assert_eq!(
        written,
        "(;FF[4]GM[9]SZ[8]SU[Custom]AB[a1][h8]AW[b1][a2][b2][g7][h7][g8]PL[B]RU[olympiad]\n;B[pass@d4]\n;W[a2-a4@e5])"
    );
    // SGF cannot say the reserves: read back, the start is a standard game, with no drops.
    let error = game_error(&written);
    assert_eq!((error.ply, error.text.as_str()), (1, "\"B[pass@d4]\""));
    assert!(matches!(error.problem, SgfProblem::Move(_)), "{error}");
}

#[test]
fn exits_are_read_as_boardspace_writes_them_and_only_for_a_piece_without_a_move() {
    // White's a7 is boxed in after three plies: along the a-file (five pieces) it would land
    // on a2, its own; c7 blocks the rank; on the diagonal to c5 (two pieces: the hole on g1
    // does not count) it would land on c5, its own; on the diagonal to b8 it would leave the board.
    let record = one("(;GM[9]SU[Gemma];B[G1-G3    ];W[A5-C5    ];B[D8-C7    ];W[A7-^^])");
    assert_eq!(moves(&record), "g1-g3 a5-c5 d8-c7 a7-^^");
    assert_eq!(record.game.moves()[3], Move::Exit { from: Square::A7 });
    assert_eq!(record.game.position().holes().count(), 4, "g1, a5, d8 and a7");
    assert_eq!(
        record.to_string(),
        "(;FF[4]GM[9]SZ[8]SU[Gemma]RU[olympiad]\n;B[g1-g3]\n;W[a5-c5]\n;B[d8-c7]\n;W[a7-^^])"
    );
    assert_round_trip(&record);
    // An exit of a piece that can still move is an illegal move at its ply.
    let error = game_error("(;GM[9]SU[Gemma];B[b1-b3];W[h3-e3];B[E8-^^])");
    assert_eq!((error.ply, error.text.as_str()), (3, "\"B[E8-^^]\""));
    assert!(matches!(error.problem, SgfProblem::Move(_)), "{error}");
    assert!(error.to_string().ends_with("illegal move e8-^^: e8 can still move, so it cannot exit"), "{error}");
    // An exit has no drop.
    assert!(game_error("(;SU[Gemma];B[b1-b3];W[h3-e3];B[e8-^^@d4])").to_string().contains("an exit has no drop"));
}

#[test]
fn the_writer_names_every_variant() {
    use Variant::*;
    for (variant, root) in [
        (Standard, "SZ[8]SU[Standard]"),
        (ScrambledEggs, "SZ[8]SU[Scrambled-eggs]"),
        (ScrambledEggsMirrored, "SZ[8]SU[Custom]AB[c1][e1][g1][a2]"),
        (CheshireCat, "SZ[8]SU[Gemma]"),
        (Parachute, "SZ[8]SU[Parachute]"),
        (ParachuteMirrored, "SZ[8]SU[Reversed Parachute]"),
        (FiveByFive, "SZ[5]SU[Standard]"),
        (SixBySix, "SZ[6]SU[Standard]"),
        (SevenBySeven, "SZ[7]SU[Standard]"),
        (Loaps, "SZ[7]SU[LOAP]"),
    ] {
        let record = GameRecord::new(Game::from_position(Position::from_variant(variant).unwrap(), Rules::default()));
        assert_eq!(record.variant(), Some(variant));
        let written = record.to_string();
        assert!(written.starts_with(&format!("(;FF[4]GM[9]{root}")), "{variant}: {written}");
        assert_round_trip(&record);
        assert_eq!(one(&written).variant(), Some(variant));
        // With White to move, the named starts add PL[W] (Parachute cannot start so).
        let white_first = Position::from_setup(Setup { turn: Color::White, ..variant.setup().unwrap() });
        if let Ok(white_first) = white_first {
            let record = GameRecord::new(Game::from_position(white_first, Rules::default()));
            assert_eq!(record.variant(), Some(variant));
            if variant != ScrambledEggsMirrored {
                assert_eq!(record.to_string(), format!("(;FF[4]GM[9]{root}PL[W]RU[olympiad])"));
            }
            assert_round_trip(&record);
        } else {
            assert!(matches!(variant, Parachute | ParachuteMirrored), "{variant}");
        }
    }
}

#[test]
fn parachute_options_other_than_the_default_are_written_as_parachute_and_read_back_as_the_default() {
    let options = ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart };
    for variant in [Variant::Parachute, Variant::ParachuteMirrored] {
        let start = Position::from_variant_with(variant, options).unwrap();
        let record = GameRecord::new(Game::from_position(start, Rules::default()));
        assert_eq!(record.variant(), Some(variant));
        let reread = one(&record.to_string());
        assert_eq!(reread.variant(), Some(variant));
        assert_eq!(*reread.game.start(), Position::from_variant(variant).unwrap(), "the default options, 6 turns each");
        assert_ne!(reread, record);
    }
    // Three turns, the slide first: the turns read back as those of the default options.
    let three = ParachuteOptions { turns: 3, ..ParachuteOptions::DEFAULT };
    let mut game =
        Game::from_position(Position::from_variant_with(Variant::Parachute, three).unwrap(), Rules::default());
    game.play_move_list("a3-c3@f3 h5-f5@d6").unwrap();
    let reread = one(&GameRecord::new(game.clone()).to_string());
    assert_eq!(reread.game.moves(), game.moves());
    assert_eq!((reread.game.position().reserve(Color::Black), game.position().reserve(Color::Black)), (5, 2));
}

// ---------------------------------------------------------------------- errors

#[test]
fn game_errors_name_the_game_the_ply_and_the_property() {
    let text = "(;GM[9];B[b1-b3])\n(;GM[9]\n;B[b1-b3]\n;W[h3-e3]\n;B[b3-b6])";
    let games = read_sgf(text).unwrap();
    assert!(games[0].is_ok());
    let error = games[1].as_ref().unwrap_err();
    assert_eq!((error.game, error.ply, error.line, error.text.as_str()), (2, 3, 5, "\"B[b3-b6]\""));
    assert_eq!(
        error.to_string(),
        "game 2, ply 3, line 5: \"B[b3-b6]\": illegal move b3-b6: \
         there are 2 pieces on the file through b3, so it must move exactly 2 squares, not 3"
    );
    // An exit outside Cheshire Cat.
    let error = game_error("(;GM[9];B[b1-b3];W[E8-^^])");
    assert_eq!((error.ply, error.text.as_str()), (2, "\"W[E8-^^]\""));
    assert!(error.to_string().ends_with("illegal move e8-^^: only cheshire-cat has exits"), "{error}");
    // Unreadable text.
    let error = game_error("(;GM[9];B[b1-b3];W[E8-^])");
    assert!(error.to_string().contains("cannot read"), "{error}");
    // A long property is cut short in the message.
    let error = game_error(&format!("(;GM[9];B[{}])", "b".repeat(100)));
    assert!(error.text.ends_with("…\""), "{}", error.text);
}

#[test]
fn a_move_for_the_wrong_side_is_refused() {
    let error = game_error("(;GM[9];B[b1-b3];B[c1-c3])");
    assert_eq!((error.ply, &error.problem), (2, &SgfProblem::WrongTurn(Color::Black)));
    assert!(error.to_string().ends_with("black moves, but it is white's turn"), "{error}");
    assert_eq!(game_error("(;GM[9];W[h2-f4])").problem, SgfProblem::WrongTurn(Color::White));
}

#[test]
fn several_moves_in_one_node_are_refused() {
    assert_eq!(game_error("(;GM[9];B[b1-b3]W[a2-c2])").problem, SgfProblem::SeveralMoves);
    assert_eq!(game_error("(;GM[9];B[b1-b3][c1-c3])").problem, SgfProblem::SeveralMoves);
}

#[test]
fn a_move_after_the_end_of_the_game_is_refused() {
    // The shortest game of Winands' thesis, then one more move.
    let text = "(;GM[9];B[d1-b3];W[h5-g4];B[b1-b4];W[g4:g1];B[b4-e7];W[a3:c1];B[b3-e6];W[h3:f1];B[e1-e5];W[a4-a5])";
    let error = game_error(text);
    assert_eq!(error.ply, 10);
    assert!(matches!(error.problem, SgfProblem::Play(AnyBoard::Grid8(PlayError::GameOver(_)))), "{error}");
    assert!(error.to_string().contains("the game is over: black wins (connection)"), "{error}");
    // Under OpenSpiel's rules the start board recurring at ply 4 ends the game.
    let looped = "(;GM[9];B[b1-b3];W[a2-c2];B[b3-b1];W[c2-a2];B[b1-b3])";
    assert_eq!(one(looped).game.ply(), 5);
    let games = read_sgf_with(looped, Rules::OPENSPIEL).unwrap();
    let error = games[0].as_ref().unwrap_err();
    assert_eq!(error.ply, 5);
    assert!(error.to_string().contains("draw (repetition)"), "{error}");
}

#[test]
fn syntax_errors_name_the_line_and_column() {
    use SgfSyntaxProblem::*;
    let cases: [(&str, (usize, usize), SgfSyntaxProblem); 13] = [
        ("", (1, 1), NoGameTree),
        ("  \n ", (2, 2), NoGameTree),
        ("(;GM[9]\n;B[b1-b3]", (1, 1), Unclosed),
        ("(;GM[9]\n  (;B[b1-b3]\n)", (1, 1), Unclosed),
        ("(;GM[9]\n  (;B[b1-b3]", (2, 3), Unclosed),
        ("(;GM[9];B[b1-b3]))", (1, 18), UnmatchedClose),
        ("(;GM[9]\n;C[never closed)", (2, 3), UnterminatedValue),
        ("(;C[ends in a backslash\\", (1, 4), UnterminatedValue),
        ("GM[9](;B[b1-b3])", (1, 1), OutsideTree('G')),
        ("(;GM[9]) x", (1, 10), OutsideTree('x')),
        ("()", (1, 2), NodeExpected),
        ("(;GM[9](;B[b1-b3]);W[a2-c2])", (1, 19), NodeAfterVariation),
        ("(;GM[9];B\n;W[a2-c2])", (1, 9), MissingValue("B".into())),
    ];
    for (text, (line, column), problem) in cases {
        assert_eq!(syntax_error(text), SgfSyntaxError { line, column, problem }, "{text:?}");
    }
    assert_eq!(syntax_error("(GM[9])").problem, NodeExpected);
    assert_eq!(syntax_error("((;GM[9]))").problem, NodeExpected);
    assert_eq!(syntax_error("(;GM[9]{)").problem, Unexpected('{'));
    assert_eq!(syntax_error("(;GM[9](;B[b1-b3])GN[x])").problem, NodeAfterVariation);
    // Columns count characters, not bytes.
    assert_eq!(syntax_error("(;C[é]é)").column, 7);
    let error = syntax_error("(;GM[9]\r\n;C[x)");
    assert_eq!(error.to_string(), "line 2, column 3: the value opened here is never closed with ']'");
}

// ---------------------------------------------------------------------- writer

#[test]
fn the_writer_writes_canonical_sgf() {
    let record =
        one("(;GaMe[9]SiZe[8]IY[true]GC[a \\] b]PW[W \\\\ hite]PB[Black]RE[W+R]DT[2024]PC[here]EV[cup]RO[2]GN[game]\
         C[start];B[B1-B3    ];W[ h3 e3];B[b3:e3++]C[capture]C[again];W[RESIGN])");
    // RE is the record's result: White resigned, so B+R, whatever the RE read said.
    let expected = "(;FF[4]GM[9]SZ[8]SU[Standard]IY[true]RU[olympiad]GN[game]EV[cup]RO[2]DT[2024]PC[here]PB[Black]\
                    PW[W \\\\ hite]RE[B+R]GC[a \\] b]C[start]\n;B[b1-b3]\n;W[h3-e3]\n;B[b3:e3]C[capture]\n;C[again]\n\
                    ;W[resign])";
    assert_eq!(record.to_string(), expected);
    // Custom starts list their stones and the side to move; named ones need PL only for White.
    let record = one(&format!("(;GM[9]{NO_MOVE_SETUP};B[pass])"));
    assert_eq!(
        record.to_string(),
        "(;FF[4]GM[9]SZ[8]SU[Custom]AB[a1][h8]AW[b1][a2][b2][g7][h7][g8]PL[B]RU[olympiad]\n;B[pass])"
    );
    let white_first = Position::from_setup(Setup { turn: Color::White, ..Layout::ScrambledEggs.setup() }).unwrap();
    let record = GameRecord::new(Game::from_position(white_first, Rules::default()));
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[8]SU[Scrambled-eggs]PL[W]RU[olympiad])");
    assert_round_trip(&record);
    // The mirrored Scrambled Eggs has no SGF name: it is a custom start.
    let mirrored = Position::from_layout(Layout::ScrambledEggsMirrored);
    let record = GameRecord::new(Game::from_position(mirrored, Rules::default()));
    assert!(record.to_string().starts_with("(;FF[4]GM[9]SZ[8]SU[Custom]AB[c1][e1][g1][a2]"), "{record}");
    assert_round_trip(&record);
}

#[test]
fn the_writer_puts_stray_comments_after_the_last_move_and_leaves_out_blank_ones() {
    let mut game = Game::new(Rules::default());
    game.play_move_list("b1-b3").unwrap();
    let mut record = GameRecord::new(game);
    record.comments = vec![
        Comment { ply: 5, text: "late".into() },
        Comment { ply: 0, text: " ".into() },
        Comment { ply: 0, text: "early".into() },
    ];
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[8]SU[Standard]RU[olympiad]C[early]\n;B[b1-b3]C[late])");
}

#[test]
fn write_sgf_writes_a_collection() {
    let text = "(;GM[9];B[b1-b3])(;GM[9]SU[Scrambled-eggs];B[b1-b3])";
    let records: Vec<GameRecord> = read_sgf(text).unwrap().into_iter().map(Result::unwrap).collect();
    let written = write_sgf(&records);
    assert_eq!(written.lines().count(), 4);
    assert!(written.ends_with(")\n"));
    let again: Vec<GameRecord> = read_sgf(&written).unwrap().into_iter().map(Result::unwrap).collect();
    assert_eq!(again, records);
}

// ----------------------------------------------------------------- round trips

#[test]
fn every_real_record_round_trips() {
    if !boardspace_data::present("every_real_record_round_trips") {
        return;
    }
    let dir = boardspace_data::dir();
    let mut count = 0;
    for name in [
        "constructions.sgf",
        "dulcich-cohen.sgf",
        "gemma-1.sgf",
        "mindsports-1.sgf",
        "mona-greatest-hits.sgf",
        "tournament-8-final.sgf",
    ] {
        let text = std::fs::read_to_string(dir.join(name)).expect("a readable record");
        for preset in RulePreset::ALL {
            for record in read_sgf_with(&text, preset.rules()).unwrap().iter().filter_map(|g| g.as_ref().ok()) {
                assert_round_trip(record);
                count += 1;
            }
        }
    }
    assert_eq!(
        count,
        RulePreset::ALL.len() * 41,
        "41 of the 42 real games read (not mindsports game 2) by every preset, the Gemma game included"
    );
}

/// Texts that need escaping, for random comments and game information.
const TEXTS: [&str; 6] = ["plain", "a ] bracket", "a \\ backslash", "two\nlines", "ümlaut ]\\]", "(;B[b1-b3])"];

#[test]
fn random_games_from_every_layout_round_trip() {
    let mut random = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut starts: Vec<Position> = Layout::ALL.iter().map(|&layout| Position::from_layout(layout)).collect();
    // A start with White to move, and one where Black must pass at once.
    starts.push(Position::from_setup(Setup { turn: Color::White, ..Layout::Standard.setup() }).unwrap());
    starts.push("6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap());
    let (mut games, mut endings, mut plies) = (0, 0, 0);
    for start in starts {
        for preset in RulePreset::ALL {
            for _ in 0..25 {
                let mut game = Game::from_position(start, preset.rules());
                let length = random.below(160);
                while game.ply() < length && !game.is_over() {
                    let moves = game.legal_moves();
                    game.play(moves.as_slice()[random.below(moves.len())]).unwrap();
                }
                endings += usize::from(game.is_over());
                plies += game.ply();
                let mut record = GameRecord::new(game);
                for _ in 0..random.below(4) {
                    let ply = random.below(record.game.ply() + 1);
                    record.comments.push(Comment { ply, text: TEXTS[random.below(TEXTS.len())].into() });
                }
                record.comments.sort_by_key(|c| c.ply);
                record.info.black = Some(TEXTS[random.below(TEXTS.len())].replace('\n', " "));
                record.info.comment = Some(TEXTS[random.below(TEXTS.len())].into());
                record.info.invert_y = [None, Some(true), Some(false)][random.below(3)];
                if random.below(3) == 0 {
                    record.resigned = Some([Color::Black, Color::White][random.below(2)]);
                }
                assert_round_trip(&record);
                games += 1;
            }
        }
    }
    assert_eq!(games, 5 * RulePreset::ALL.len() * 25);
    assert!(endings > 20, "{endings} games end on the board");
    assert!(plies > 10_000, "{plies} plies");
}

/// Counts of the variants' special moves in the random games of every variant.
#[derive(Default, Debug)]
struct SpecialMoves {
    exits: usize,
    drops: usize,
    captures_with_drop: usize,
}

#[test]
fn random_games_of_every_variant_round_trip() {
    let mut random = XorShift(0x2545_f491_4f6c_dd1d);
    let mut special = SpecialMoves::default();
    let (mut games, mut plies) = (0, 0);
    // The variants up to 8x8; the wide ones round trip in tests/sgf_wide.rs.
    let variants: Vec<Variant> = Variant::ALL.into_iter().filter(|variant| variant.fits::<Grid8>()).collect();
    for &variant in &variants {
        for preset in RulePreset::ALL {
            for _ in 0..12 {
                let mut game = Game::from_position(Position::from_variant(variant).unwrap(), preset.rules());
                let length = random.below(120);
                while game.ply() < length && !game.is_over() {
                    let moves = game.legal_moves();
                    let mv = moves.as_slice()[random.below(moves.len())];
                    let before = game.position();
                    special.exits += usize::from(matches!(mv, Move::Exit { .. }));
                    special.drops += usize::from(mv.drop_square().is_some());
                    special.captures_with_drop += usize::from(mv.drop_square().is_some() && before.is_capture(mv));
                    game.play(mv).unwrap();
                }
                plies += game.ply();
                let mut record = GameRecord::new(game);
                for _ in 0..random.below(3) {
                    let ply = random.below(record.game.ply() + 1);
                    record.comments.push(Comment { ply, text: TEXTS[random.below(TEXTS.len())].into() });
                }
                record.comments.sort_by_key(|c| c.ply);
                record.info.white = Some(TEXTS[random.below(TEXTS.len())].replace('\n', " "));
                if random.below(3) == 0 {
                    record.resigned = Some([Color::Black, Color::White][random.below(2)]);
                }
                assert_eq!(record.variant(), Some(variant));
                assert_round_trip(&record);
                assert_eq!(read_sgf(&record.to_string()).unwrap().remove(0).unwrap().variant(), Some(variant));
                games += 1;
            }
        }
    }
    assert_eq!(games, variants.len() * RulePreset::ALL.len() * 12);
    assert!(plies > 10_000, "{plies} plies");
    assert!(special.exits > 20 && special.drops > 500 && special.captures_with_drop > 20, "{special:?}");
}

#[test]
fn a_repetition_draw_is_replayed_and_round_trips() {
    let record = one("(;GM[9];B[b1-b3];W[a2-c2];B[b3-b1];W[c2-a2];B[b1-b3];W[a2-c2];B[b3-b1];W[c2-a2])");
    let result = record.game.result().unwrap();
    assert_eq!((result.outcome, result.reason), (Outcome::Draw, EndReason::Repetition));
    assert_round_trip(&record);
}

#[test]
fn the_written_result_is_the_boards_or_the_resignation() {
    // Black's c1-b2 joins a1, b2 (RULES.md, "Object": all of a side's pieces connected).
    let connected = one("(;GM[9]SU[Custom]AB[a1][c1]AW[h8][h6]PL[B];B[c1-b2])");
    let board = connected.game.result().unwrap();
    assert_eq!((board.outcome, board.reason), (Outcome::Win(Color::Black), EndReason::Connection));
    assert_eq!(connected.result(), Some(RecordResult::Board(board)));
    assert!(connected.to_string().contains("RE[B+]"), "{connected}");
    // White's h6-g7 (one piece on the diagonal) joins g7, h8 the same way.
    let white = one("(;GM[9]SU[Custom]AB[a1][c1]AW[h8][h6]PL[W];W[h6-g7])");
    assert_eq!(white.result().map(RecordResult::winner), Some(Some(Color::White)));
    assert!(white.to_string().contains("RE[W+]"), "{white}");
    // Black resigns: White wins by resignation; the board's result is none.
    let resigned = one("(;GM[9];B[b1-b3];B[resign])");
    assert_eq!(
        (resigned.game.result(), resigned.result()),
        (None, Some(RecordResult::Resigned { winner: Color::White }))
    );
    assert!(resigned.to_string().contains("RE[W+R]"), "{resigned}");
    // A game going on writes the RE it was given (here a loss on time), or none.
    let mut going = GameRecord::new(Game::default());
    assert!(!going.to_string().contains("RE["));
    going.info.result = Some("W+T".into());
    assert!(going.to_string().contains("RE[W+T]"));
    assert_eq!(going.result(), None);
    for record in [connected, white, resigned, going] {
        assert_round_trip(&record);
    }
}

#[test]
fn the_rule_set_is_written_as_ru_and_replays_the_game() {
    // RULES.md, "Rule sets in real use": OpenSpiel draws on the second occurrence of a
    // board, the Computer Olympiad on the third. b1-b3 a2-c2 b3-b1 c2-a2 is the start again.
    let moves = ";B[b1-b3];W[a2-c2];B[b3-b1];W[c2-a2])";
    let openspiel = read_sgf_with(&format!("(;GM[9]{moves}"), Rules::OPENSPIEL).unwrap().remove(0).unwrap();
    assert_eq!(openspiel.game.outcome(), Some(Outcome::Draw));
    let written = openspiel.to_string();
    assert!(written.starts_with("(;FF[4]GM[9]SZ[8]SU[Standard]RU[openspiel]RE[0]\n"), "{written}");
    // Read back under the default rules, RU[openspiel] still makes it a draw.
    let reread = one(&written);
    assert_eq!((reread.game.rules(), reread.game.outcome()), (Rules::OPENSPIEL, Some(Outcome::Draw)));
    assert_round_trip(&openspiel);
    // Without RU, or with an RU that names no preset, the rules given count; RU is read in any
    // case and in the spellings RulePreset reads.
    assert_eq!(one(&format!("(;GM[9]{moves}")).game.outcome(), None);
    assert_eq!(one(&format!("(;GM[9]RU[Japanese]{moves}")).game.rules(), Rules::default());
    for (ru, rules) in
        [("OpenSpiel", Rules::OPENSPIEL), ("sackson", Rules::BOARDSPACE), ("CODINGAME", Rules::CODINGAME)]
    {
        assert_eq!(one(&format!("(;GM[9]RU[{ru}]{moves}")).game.rules(), rules, "{ru}");
    }
    // Rules that are no preset are not written.
    let custom = Rules::DEFAULT.with_no_legal_move(NoLegalMove::Loss);
    assert!(RulePreset::ALL.iter().all(|preset| preset.rules() != custom));
    let record = GameRecord::new(Game::new(custom));
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[8]SU[Standard])");
    assert_round_trip(&record);
}

// ---------------------------------------------------------------- property tests

/// Characters SGF gives a meaning to, and some it does not, for near-SGF text.
const SGF_CHARS: &[char] = &[
    '(', ')', ';', '[', ']', '\\', ':', '-', ' ', '\n', '\r', 'B', 'W', 'C', 'G', 'M', 'S', 'U', 'A', 'P', 'L', 'Z',
    'a', 'b', 'c', 'h', 'e', '1', '2', '3', '8', '9', 'x', '+', 'é',
];

/// Reads `text`: no panic; whatever reads is written and read back the same; errors
/// describe themselves.
fn check_reader(text: &str) -> Result<(), TestCaseError> {
    let Ok(games) = read_sgf(text) else {
        return Ok(());
    };
    for record in games.iter().filter_map(|g| g.as_ref().ok()) {
        let written = record.to_string();
        let again = read_sgf(&written).map_err(|e| TestCaseError::fail(format!("{written:?}: {e}")))?;
        prop_assert_eq!(again.len(), 1);
        let again = again.into_iter().next().unwrap().map_err(|e| TestCaseError::fail(format!("{written:?}: {e}")))?;
        let info = GameInfo { result: written_result(record), ..record.info.clone() };
        prop_assert_eq!(&again, &GameRecord { variations: 0, info, ..record.clone() });
    }
    for error in games.iter().filter_map(|g| g.as_ref().err()) {
        prop_assert!(error.game >= 1 && error.line >= 1);
        prop_assert!(!error.to_string().is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_cases::config(2_000))]

    #[test]
    fn arbitrary_text_never_panics_the_reader(text in any::<String>()) {
        check_reader(&text)?;
        check_reader(&format!("(;{text})"))?;
    }

    #[test]
    fn near_sgf_text_never_panics_and_what_reads_round_trips(
        picks in proptest::collection::vec(0..SGF_CHARS.len(), 0..80),
    ) {
        let body: String = picks.into_iter().map(|i| SGF_CHARS[i]).collect();
        check_reader(&body)?;
        check_reader(&format!("(;GM[9]{body})"))?;
        check_reader(&format!("(;GM[9];B[b1-b3]{body};W[a2-c2])"))?;
        check_reader(&format!("(;GM[9]C[{body}])"))?;
    }

    #[test]
    fn moves_with_random_padding_case_and_marks_read(
        pad in "[ \t\r\n]{0,3}", mark in "(\\+|\\+\\+|#|!|\\?)?", upper in any::<bool>(),
    ) {
        let mv = if upper { "B1-B3" } else { "b1-b3" };
        let record = one(&format!("(;GM[9];B[{pad}{mv}{mark}{pad}])"));
        prop_assert_eq!(moves(&record), "b1-b3");
    }
}
