//! SGF on every board: `read_any_sgf` reads the board a record's `SZ` or `SU` names, from
//! 5×5 to 12×12 and the hexagons, into an `AnyGameRecord`, and the writer writes it back;
//! `read_sgf` keeps to the square boards up to 8×8 and refuses a wider one, or a hexagon, by
//! name. The crate's spellings of Black Hole (`SU[Black-hole]`, `SU[Black-hole-scrambled]`,
//! `SU[Black-hole-custom]`) and of the hexagons (`SU[Hex5]`, `SU[Hex6]`,
//! `SU[Hex6-scrambled]`, `SU[Hex5-custom]`, `SU[Hex6-custom]`; RULES.md, "Notation for
//! variants") are read back, and bad input on these boards is an error naming its
//! property and ply.
//!
//! The expected starts, moves and results are worked out here from RULES.md ("Larger and
//! smaller boards", "Hexagonal boards", "Moving"), not taken from the code under test.

#[path = "../src/xorshift.rs"]
mod xorshift;

mod proptest_cases;

use proptest::prelude::*;
use xorshift::XorShift;

use lines_of_action::{
    AnyBoard, AnyGame, AnyGameRecord, CellShape, Color, Comment, Geometry, Grid8, Outcome, RulePreset, Rules,
    SetupError, SgfGameError, SgfProblem, Square12, Variant, read_any_sgf, read_any_sgf_with, read_sgf, write_sgf,
};

/// The only game of `text`, which must read on its board.
fn one(text: &str) -> AnyGameRecord {
    let mut games = read_any_sgf(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}");
    games.remove(0).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The error of the only game of `text`, which must be SGF but not replay.
fn game_error(text: &str) -> SgfGameError {
    let mut games = read_any_sgf(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(games.len(), 1, "{text:?}");
    games.remove(0).expect_err(text)
}

/// The start position of a record, in notation.
fn start(record: &AnyGameRecord) -> String {
    lines_of_action::on_any_board!(record, |record| record.game.start().to_string())
}

/// The final position of a record, in notation.
fn end(record: &AnyGameRecord) -> String {
    lines_of_action::on_any_board!(record, |record| record.game.position().to_string())
}

/// The moves of a record in canonical notation, separated by spaces.
fn moves(record: &AnyGameRecord) -> String {
    lines_of_action::on_any_board!(record, |record| {
        let game = &record.game;
        let texts: Vec<String> =
            game.moves().iter().zip(game.positions()).map(|(mv, before)| before.notation(*mv).to_string()).collect();
        texts.join(" ")
    })
}

/// Read → write → read: the record written and read again (by its `RU`) is the same
/// record, with the `RE` the writer wrote and no variations, and writes the same text.
/// A record up to 8×8 reads the same through `read_sgf`; a wider one is refused there.
fn assert_round_trip(record: &AnyGameRecord) -> String {
    let written = record.to_string();
    let mut games = read_any_sgf(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(games.len(), 1, "{written}");
    let again = games.remove(0).unwrap_or_else(|e| panic!("{written}: {e}"));
    let mut expected = record.clone();
    expected.info_mut().result = record.result().map(|result| result.to_string()).or(record.info().result.clone());
    assert_eq!(again, expected, "{written}");
    assert_eq!(again.result(), record.result(), "{written}");
    assert_eq!(again.to_string(), written);
    let narrow = read_sgf(&written).unwrap().remove(0);
    let size = record.board_size();
    let shape = lines_of_action::on_any_board!(&again, |_record, G| G::CELL_SHAPE);
    match (&again, shape) {
        (AnyBoard::Grid8(again), _) => assert_eq!(narrow.as_ref(), Ok(again), "{written}"),
        // A wider square board is refused at its SZ.
        (_, CellShape::Square) => {
            let error = narrow.expect_err(&written);
            assert_eq!((error.ply, &error.problem), (0, &SgfProblem::OtherBoard(size)), "{written}");
            assert_eq!(error.text, format!("\"SZ[{size}]\""));
        }
        // A hexagon is refused at the SU that names it (its SZ, 5 or 6, would be a square
        // board read_sgf reads).
        (_, CellShape::Hexagon) => {
            let error = narrow.expect_err(&written);
            assert_eq!((error.ply, &error.problem), (0, &SgfProblem::Hexagon(size)), "{written}");
            assert!(error.text.starts_with("\"SU[Hex"), "{written}: {}", error.text);
            assert!(error.to_string().ends_with("read_any_sgf reads every board"), "{error}");
        }
    }
    written
}

// ------------------------------------------------------------ every variant

#[test]
fn every_variant_round_trips_from_its_start_and_after_random_moves() {
    let mut random = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut plies = 0;
    for variant in Variant::ALL {
        let size = variant.board_size();
        for preset in RulePreset::ALL {
            for length in [0, 1, 2, 5, 12, 30] {
                let mut game = AnyGame::from_variant(variant, preset.rules());
                while game.ply() < length && game.move_count() > 0 {
                    let index = random.below(game.move_count());
                    assert!(game.play_nth(index).is_some(), "{variant}: move {index} of {}", game.move_count());
                }
                plies += game.ply();
                let mut record = AnyGameRecord::new(game);
                record.info_mut().black = Some("Black's player".into());
                if length > 0 {
                    let ply = random.below(record.ply() + 1);
                    record.comments_mut().push(Comment { ply, text: "a comment [in brackets]".into() });
                }
                if length == 5 && record.result().is_none() {
                    record.info_mut().white = Some("resigns".into());
                    lines_of_action::on_any_board!(&mut record, |record| record.resigned = Some(Color::White));
                }
                assert_eq!(record.variant(), Some(variant));
                assert_eq!(record.board_size(), size);
                let written = assert_round_trip(&record);
                let setup = match variant.name() {
                    "scrambled-mirrored" => "SU[Custom]".to_string(),
                    "cheshire-cat" => "SU[Gemma]".to_string(),
                    "parachute" => "SU[Parachute]".to_string(),
                    "parachute-mirrored" => "SU[Reversed Parachute]".to_string(),
                    "scrambled" => "SU[Scrambled-eggs]".to_string(),
                    "loaps" => "SU[LOAP]".to_string(),
                    "black-hole" => "SU[Black-hole]".to_string(),
                    "black-hole-scrambled" => "SU[Black-hole-scrambled]".to_string(),
                    "hex5" => "SU[Hex5]".to_string(),
                    "hex6" => "SU[Hex6]".to_string(),
                    "hex6-scrambled" => "SU[Hex6-scrambled]".to_string(),
                    _ => "SU[Standard]".to_string(),
                };
                assert!(written.starts_with(&format!("(;FF[4]GM[9]SZ[{size}]{setup}")), "{variant}: {written}");
                assert!(written.contains(&format!("RU[{preset}]")), "{written}");
                assert_eq!(one(&written).variant(), Some(variant), "{written}");
            }
        }
    }
    assert!(plies > 1_000, "{plies} plies");
}

#[test]
fn a_file_of_every_board_is_written_and_read_back_in_order() {
    let mut records: Vec<AnyGameRecord> = Vec::new();
    for variant in Variant::ALL {
        let mut game = AnyGame::from_variant(variant, Rules::default());
        game.play_nth(0);
        records.push(AnyGameRecord::new(game));
    }
    let file = write_sgf(&records);
    assert_eq!(file.lines().filter(|line| line.starts_with("(;")).count(), Variant::ALL.len());
    let again: Vec<AnyGameRecord> = read_any_sgf(&file).unwrap().into_iter().map(Result::unwrap).collect();
    let sizes: Vec<u8> = again.iter().map(AnyGameRecord::board_size).collect();
    let expected: Vec<u8> = Variant::ALL.iter().map(|variant| variant.board_size()).collect();
    assert_eq!(sizes, expected);
    assert_eq!(again.iter().map(AnyGameRecord::ply).collect::<Vec<_>>(), vec![1; Variant::ALL.len()]);
    // The 8x8 file reader reads the 8x8 games and refuses the wide ones in their places.
    let narrow = read_sgf(&file).unwrap();
    for (variant, game) in Variant::ALL.into_iter().zip(narrow) {
        assert_eq!(game.is_ok(), variant.fits::<Grid8>(), "{variant}");
    }
}

// ---------------------------------------------------------- 12x12, LOA-12

/// RULES.md, "Larger and smaller boards": standard on 12×12.
const START_12: &str = "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b";

#[test]
fn sz_12_and_su_loa_12_read_as_the_12x12_start() {
    for text in [
        "(;GM[9]SZ[12])",
        "(;GM[9]SZ[12:12])",
        "(;GM[9]SZ[12]SU[Standard])",
        "(;GM[9]SU[Loa-12])",
        "(;GM[9]SU[LOA-12])",
        "(;GM[9]SU[loa_12])",
        "(;GM[9]SZ[12]SU[Loa-12])",
    ] {
        let record = one(text);
        assert!(matches!(record, AnyBoard::Grid12(_)), "{text}");
        assert_eq!(start(&record), START_12, "{text}");
        assert_eq!(record.variant(), Some(Variant::TwelveByTwelve), "{text}");
        // The first SGF name is written: SU[Standard] with SZ[12].
        assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[12]SU[Standard]RU[olympiad])", "{text}");
    }
    // LOA-12 on another board is refused, naming SU.
    let error = game_error("(;GM[9]SZ[11]SU[Loa-12])");
    let problem = SgfProblem::SetupBoardSize { setup: "Loa-12".into(), size: 12, given: 11 };
    assert_eq!((error.ply, &error.problem, error.text.as_str()), (0, &problem, "\"SU[Loa-12]\""));
    // read_sgf keeps to the boards up to 8x8: a 12x12 record is refused at its SZ, or at
    // the SU that names the board.
    for (text, property) in [("(;GM[9]SZ[12];B[b1-b3])", "\"SZ[12]\""), ("(;GM[9]SU[Loa-12])", "\"SU[Loa-12]\"")] {
        let error = read_sgf(text).unwrap().remove(0).unwrap_err();
        assert_eq!((error.ply, &error.problem, error.text.as_str()), (0, &SgfProblem::OtherBoard(12), property));
        assert!(error.to_string().ends_with("read_any_sgf reads every board"), "{error}");
    }
}

#[test]
fn moves_with_two_digit_ranks_are_read_and_written() {
    // From the 12x12 start: b1-b3 (the b-file holds b1 and b12), a2-c2 (rank 2 holds a2
    // and l2), b12-b10 (the b-file holds b3 and b12), l11-j11 (rank 11 holds a11 and
    // l11), then c12 takes a10 down its diagonal c12-b11-a10, which holds c12 and a10.
    let record = one("(;GM[9]SZ[12];B[b1-b3];W[a2-c2];B[B12-B10  ];W[ l11 j11];B[C12xA10])");
    assert_eq!(moves(&record), "b1-b3 a2-c2 b12-b10 l11-j11 c12xa10");
    let AnyBoard::Grid12(wide) = &record else { panic!("12x12 is wide") };
    let a10: Square12 = "a10".parse().unwrap();
    assert_eq!(wide.game.position().piece_at(a10), Some(Color::Black));
    assert_eq!(
        record.to_string(),
        "(;FF[4]GM[9]SZ[12]SU[Standard]RU[olympiad]\n;B[b1-b3]\n;W[a2-c2]\n;B[b12-b10]\n;W[l11-j11]\n;B[c12:a10])"
    );
    assert_round_trip(&record);
}

#[test]
fn custom_setups_on_the_wide_boards() {
    // 10x10: a10 and the rectangle b1:c2 for Black, j10 and j1 for White; without PL the
    // side of the first move is to move. Rank 10 holds a10 and j10: j10 moves two.
    let record = one("(;GM[9]SZ[10]SU[Custom]AB[a10][B1:c2]AW[j10][J1];W[j10-h10])");
    assert_eq!(start(&record), "b8w/10/10/10/10/10/10/10/1bb7/1bb6w w");
    assert_eq!(end(&record), "b6w2/10/10/10/10/10/10/10/1bb7/1bb6w b");
    assert_eq!(record.variant(), None);
    assert_eq!(
        record.to_string(),
        "(;FF[4]GM[9]SZ[10]SU[Custom]AB[b1][c1][b2][c2][a10]AW[j1][j10]PL[W]RU[olympiad]\n;W[j10-h10])"
    );
    assert_round_trip(&record);
    // AB/AW without SU, on 11x11.
    let record = one("(;SZ[11]AB[k11][a1]AW[k1][a11])");
    assert_eq!(start(&record), "w9b/11/11/11/11/11/11/11/11/11/b9w b");
    assert_round_trip(&record);
    // The stones of the 9x9 start are the 9x9 start: written with its name.
    let record = one("(;SZ[9]AB[b1:h1][b9:h9]AW[a2:a8][i2:i8])");
    assert_eq!(record.variant(), Some(Variant::NineByNine));
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[9]SU[Standard]RU[olympiad])");
}

// ------------------------------------------------------------- Black Hole

/// RULES.md, "Larger and smaller boards": Black Hole starts as standard on 9×9.
const START_9: &str = "1bbbbbbb1/w7w/w7w/w7w/w7w/w7w/w7w/w7w/1bbbbbbb1 b";
/// RULES.md: Black Hole Scrambled's start.
const START_9_SCRAMBLED: &str = "1bwbwbwb1/w7w/b7b/w7w/b7b/w7w/b7b/w7w/1bwbwbwb1 b";

#[test]
fn the_black_hole_spelling_is_written_and_read_back() {
    for text in [
        "(;GM[9]SU[Black-hole])",
        "(;GM[9]SZ[9]SU[Black-hole])",
        "(;GM[9]SU[Black Hole])",
        "(;GM[9]SU[BLACK_HOLE])",
        "(;GM[9]SU[blackhole])",
    ] {
        let record = one(text);
        assert_eq!((record.variant(), start(&record).as_str()), (Some(Variant::BlackHole), START_9), "{text}");
        assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[9]SU[Black-hole]RU[olympiad])", "{text}");
    }
    for text in ["(;GM[9]SU[Black-hole-scrambled])", "(;SZ[9]SU[black hole scrambled])"] {
        let record = one(text);
        assert_eq!(record.variant(), Some(Variant::BlackHoleScrambled), "{text}");
        assert_eq!(start(&record), START_9_SCRAMBLED, "{text}");
        assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[9]SU[Black-hole-scrambled]RU[olympiad])", "{text}");
    }
    // Without SU the 9x9 board is standard 9x9, not Black Hole: the rule needs its name.
    assert_eq!(one("(;SZ[9])").variant(), Some(Variant::NineByNine));
    // Black Hole is played on 9x9 only.
    let error = game_error("(;SZ[11]SU[Black-hole])");
    let problem = SgfProblem::SetupBoardSize { setup: "Black-hole".into(), size: 9, given: 11 };
    assert_eq!((error.ply, &error.problem, error.text.as_str()), (0, &problem, "\"SU[Black-hole]\""));
    // read_sgf refuses it as a wide board, naming SU.
    let error = read_sgf("(;SU[Black-hole])").unwrap().remove(0).unwrap_err();
    assert_eq!((error.problem, error.text.as_str()), (SgfProblem::OtherBoard(9), "\"SU[Black-hole]\""));
}

#[test]
fn a_black_hole_custom_setup_plays_by_the_black_hole() {
    // d4 is alone on its diagonal a1-i9 (the black hole e5 is no piece), so it moves one
    // square, onto e5, and is swallowed (RULES.md, "Black Hole"). Black's other pieces,
    // h1 and i1, are then one group: Black wins.
    let text = "(;GM[9]SU[Black-hole-custom]AB[d4][h1:i1]AW[a9][c9];B[d4-e5])";
    let record = one(text);
    assert_eq!(start(&record), "w1w6/9/9/9/9/3b5/9/9/7bb b");
    assert_eq!(end(&record), "w1w6/9/9/9/9/9/9/9/7bb w");
    assert_eq!(record.result().map(|result| result.outcome()), Some(Outcome::Win(Color::Black)));
    assert_eq!(record.variant(), None);
    let written = assert_round_trip(&record);
    assert_eq!(
        written,
        "(;FF[4]GM[9]SZ[9]SU[Black-hole-custom]AB[h1][i1][d4]AW[a9][c9]PL[B]RU[olympiad]RE[B+]\n;B[d4-e5])"
    );
    // The same stones in a plain custom setup: e5 is an empty square, d4-e5 a move.
    let plain = one("(;GM[9]SU[Custom]SZ[9]AB[d4][h1:i1]AW[a9][c9];B[d4-e5])");
    assert_eq!(end(&plain), "w1w6/9/9/9/4b4/9/9/9/7bb w");
    assert_eq!(plain.result(), None);
    // The whole Black Hole start as a custom one is Black Hole's start, written by name.
    let record = one("(;SU[Black-hole-custom]AB[b1:h1][b9:h9]AW[a2:a8][i2:i8])");
    assert_eq!(record.variant(), Some(Variant::BlackHole));
}

// ---------------------------------------------------------------- hexagons

/// RULES.md, "Hexagonal boards": the starts, rows from the top one down.
const START_HEX5: &str = "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b";
const START_HEX6: &str = "1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b";
const START_HEX6_SCRAMBLED: &str = "1bwbw1/w5b/b6w/w7b/b8w/11/w8b/b7w/w6b/b5w/1wbwb1 b";

#[test]
fn the_hexagon_spelling_is_written_and_read_back() {
    let cases = [
        (
            Variant::Hex5,
            START_HEX5,
            "(;FF[4]GM[9]SZ[5]SU[Hex5]RU[olympiad])",
            &["Hex5", "hex5", "HEX5", "Alveole", "alveole"][..],
        ),
        (Variant::Hex6, START_HEX6, "(;FF[4]GM[9]SZ[6]SU[Hex6]RU[olympiad])", &["Hex6", "hex 6"][..]),
        (
            Variant::Hex6Scrambled,
            START_HEX6_SCRAMBLED,
            "(;FF[4]GM[9]SZ[6]SU[Hex6-scrambled]RU[olympiad])",
            &["Hex6-scrambled", "HEX6_SCRAMBLED", "hex6 scrambled"][..],
        ),
    ];
    for (variant, start_text, written, names) in cases {
        let size = variant.board_size();
        for name in names {
            // The SU names the hexagon, with or without its SZ (the side).
            for text in [format!("(;GM[9]SU[{name}])"), format!("(;GM[9]SZ[{size}]SU[{name}])")] {
                let record = one(&text);
                assert_eq!(record.geometry(), variant.geometry(), "{text}");
                assert_eq!((record.variant(), start(&record).as_str()), (Some(variant), start_text), "{text}");
                assert_eq!(record.board_size(), size, "{text}");
                assert_eq!(record.to_string(), written, "{text}");
            }
        }
    }
    // SZ alone is a square board: 5x5 and 6x6, as before.
    assert_eq!(one("(;SZ[5])").variant(), Some(Variant::FiveByFive));
    assert_eq!(one("(;SZ[6]SU[Standard])").variant(), Some(Variant::SixBySix));
}

#[test]
fn hex_moves_are_the_cells_names() {
    // From hex5's start (RULES.md, "Hexagonal boards"; a cell's neighbours in the row
    // above are x and x+1 below the middle row e). Black's b1: its row holds b1 and
    // White's b6, so it moves two cells, to b3. White's a1: its up-right line a1 b2 c3
    // d4 e5 f5 g5 h5 i5 holds a1 and Black's i5, so it moves two, to c3. Black's b3: its
    // up-right line a2 b3 c4 d5 e6 f6 g6 h6 holds a2, b3 and White's h6, so three, to e6.
    // White's b6: its up-left line b6 c6 d6 e6 f5 g4 h3 i2 holds b6 and Black's e6 and
    // i2, so three, past the empty c6 and d6, taking e6.
    let record = one("(;GM[9]SU[Hex5];B[b1-b3];W[a1-c3];B[B3-E6   ];W[b6:e6])");
    assert_eq!(moves(&record), "b1-b3 a1-c3 b3-e6 b6xe6");
    assert_eq!(end(&record), "wb1wb/b4w/7/w6b/b4w2w/w6b/2w4/6/1b1wb b");
    assert_eq!(
        record.to_string(),
        "(;FF[4]GM[9]SZ[5]SU[Hex5]RU[olympiad]\n;B[b1-b3]\n;W[a1-c3]\n;B[b3-e6]\n;W[b6:e6])"
    );
    assert_round_trip(&record);
    // A cell off the hexagon, and an illegal move, are move errors at their ply.
    let error = game_error("(;SU[Hex5];B[b1-b3];W[a5-a6])");
    assert_eq!((error.ply, error.text.as_str()), (2, "\"W[a5-a6]\""));
    assert!(matches!(error.problem, SgfProblem::Move(AnyBoard::Hex5(_))), "{error}");
    assert!(error.to_string().contains("a6 is off hex5: row a has 5 cells, a1 to a5"), "{error}");
    let error = game_error("(;SU[Hex6];B[k2-j2])");
    assert_eq!(error.ply, 1);
    assert!(matches!(error.problem, SgfProblem::Move(AnyBoard::Hex6(_))), "{error}");
}

#[test]
fn hex_custom_setups_play_by_their_boards_rules() {
    // Hex5-custom: standard rules on hex5. a1's row holds a1 and a5: it moves two.
    let text = "(;GM[9]SU[Hex5-custom]AB[a1][e9]AW[i5][A5];B[a1-a3])";
    let record = one(text);
    assert_eq!(start(&record), "4w/6/7/8/8b/8/7/6/b3w b");
    assert_eq!(end(&record), "4w/6/7/8/8b/8/7/6/2b1w w");
    assert_eq!(record.variant(), None);
    let written = assert_round_trip(&record);
    assert_eq!(written, "(;FF[4]GM[9]SZ[5]SU[Hex5-custom]AB[a1][e9]AW[a5][i5]PL[B]RU[olympiad]\n;B[a1-a3])");
    // Hex6-custom: hex6's rules, f6 a black hole. e5's up-right line d4 e5 f6 g6 … holds
    // e5 alone, so it moves one cell, onto f6, which swallows it: Black's k1 and k2, one
    // group, win. The rectangle k1:k2 is the cells of row k numbered 1 to 2.
    let record = one("(;GM[9]SZ[6]SU[Hex6-custom]AB[e5][k1:k2]AW[a2][a4];B[e5-f6])");
    assert_eq!(start(&record), "bb4/7/8/9/10/11/4b5/9/8/7/1w1w2 b");
    assert_eq!(end(&record), "bb4/7/8/9/10/11/10/9/8/7/1w1w2 w");
    assert_eq!(record.result().map(|result| result.outcome()), Some(Outcome::Win(Color::Black)));
    let written = assert_round_trip(&record);
    assert!(written.starts_with("(;FF[4]GM[9]SZ[6]SU[Hex6-custom]AB[e5][k1][k2]AW[a2][a4]PL[B]"), "{written}");
    // The whole hex6 start as a custom one is hex6's start, written by name.
    let record =
        one("(;SU[Hex6-custom]AB[k2:k5][b1][c1][d1][e1][b7][c8][d9][e10]AW[a2:a5][g1][h1][i1][j1][g10][h9][i8][j7])");
    assert_eq!(record.variant(), Some(Variant::Hex6));
    assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[6]SU[Hex6]RU[olympiad])");
    // Each hexagon's custom setup is played by the rules of the variant on it.
    for (name, variant) in [("Hex5-custom", Variant::Hex5), ("Hex6-custom", Variant::Hex6)] {
        let record = one(&format!("(;SU[{name}]AB[a1]AW[a3])"));
        let family = lines_of_action::on_any_board!(&record, |record| record.game.start().family());
        assert_eq!((record.geometry(), family), (variant.geometry(), variant.family()), "{name}");
    }
}

#[test]
fn bad_hex_input_is_an_error_naming_the_property() {
    let f6 = "f6".parse().unwrap();
    let cases = [
        ("(;SZ[6]SU[Hex5])", "\"SU[Hex5]\"", SgfProblem::HexagonSide { setup: "Hex5".into(), side: 5, given: 6 }),
        (
            "(;SZ[8]SU[Hex6-scrambled])",
            "\"SU[Hex6-scrambled]\"",
            SgfProblem::HexagonSide { setup: "Hex6-scrambled".into(), side: 6, given: 8 },
        ),
        (
            "(;SU[Hex6-custom]SZ[5]AB[a1]AW[a3])",
            "\"SU[Hex6-custom]\"",
            SgfProblem::HexagonSide { setup: "Hex6-custom".into(), side: 6, given: 5 },
        ),
        ("(;SU[Hex5-custom]AB[a6]AW[a1])", "\"AB[a6]\"", SgfProblem::BadCell { point: "a6".into(), side: 5 }),
        ("(;SU[Hex5-custom]AB[a1]AW[j1])", "\"AW[j1]\"", SgfProblem::BadCell { point: "j1".into(), side: 5 }),
        ("(;SU[Hex6-custom]AB[a1:a7]AW[k1])", "\"AB[a1:a7]\"", SgfProblem::BadCell { point: "a1:a7".into(), side: 6 }),
        (
            "(;SU[Hex6-custom]AB[f6][a1]AW[k1])",
            "\"SU[Hex6-custom]\"",
            SgfProblem::Setup(AnyBoard::Hex6(SetupError::PieceOnBlackHole(f6))),
        ),
        ("(;SU[Hex5]AB[a1])", "\"AB[a1]\"", SgfProblem::StonesNeedCustomSetup),
        // k2's row holds k2 to k5: it moves four, to k6.
        ("(;SU[Hex6];B[k2-k6];B[k3-k5])", "\"B[k3-k5]\"", SgfProblem::WrongTurn(Color::Black)),
    ];
    for (text, property, problem) in cases {
        let error = game_error(text);
        assert_eq!((error.text.as_str(), &error.problem), (property, &problem), "{text}");
    }
    // The messages name the hexagon.
    let message = |text: &str| game_error(text).problem.to_string();
    assert_eq!(
        message("(;SZ[6]SU[Hex5])"),
        "the setup \"Hex5\" is played on the hexagon of side 5 (SZ[5]), not with SZ[6]"
    );
    assert_eq!(
        message("(;SU[Hex5-custom]AB[a6]AW[a1])"),
        "\"a6\" is not a cell of the hexagon of side 5 (row a has 5 cells, a1 to a5)"
    );
    assert_eq!(
        message("(;SU[Hex5-custom]AB[a1]AW[j1])"),
        "\"j1\" is not a cell of the hexagon of side 5 (rows a to i)"
    );
    assert_eq!(
        message("(;SU[Hex6-custom]AB[f6][a1]AW[k1])"),
        "invalid start position: f6 is the black hole: no piece can stand on it"
    );
    // read_sgf reads the square boards up to 8x8: a hexagon is refused at its SU, even
    // with an SZ of a board it reads.
    for (text, property, side) in [
        ("(;GM[9]SU[Hex5])", "\"SU[Hex5]\"", 5),
        ("(;GM[9]SZ[5]SU[Alveole];B[b1-b3])", "\"SU[Alveole]\"", 5),
        ("(;GM[9]SZ[6]SU[Hex6-custom]AB[a1]AW[a3])", "\"SU[Hex6-custom]\"", 6),
    ] {
        let error = read_sgf(text).unwrap().remove(0).unwrap_err();
        assert_eq!((error.ply, &error.problem, error.text.as_str()), (0, &SgfProblem::Hexagon(side), property));
        assert_eq!(
            error.problem.to_string(),
            format!(
                "the hexagon of side {side} is not a board read_sgf reads (square boards up to 8x8): \
                 read_any_sgf reads every board"
            )
        );
    }
}

// --------------------------------------------------------------- bad input

#[test]
fn bad_wide_input_is_an_error_naming_the_property_and_ply() {
    let e5: Square12 = "e5".parse().unwrap();
    let cases = [
        ("(;GM[9]SZ[13])", 0, "\"SZ[13]\"", SgfProblem::BoardSize),
        ("(;GM[9]SZ[12:11])", 0, "\"SZ[12:11]\"", SgfProblem::BoardSize),
        ("(;GM[9]SZ[12]SZ[13])", 0, "\"SZ[13]\"", SgfProblem::BoardSize),
        (
            "(;SZ[12]SU[Custom]AB[a1][m1]AW[l12])",
            0,
            "\"AB[a1][m1]\"",
            SgfProblem::BadPoint { point: "m1".into(), size: 12 },
        ),
        ("(;SZ[10]AB[a1]AW[k11])", 0, "\"AW[k11]\"", SgfProblem::BadPoint { point: "k11".into(), size: 10 }),
        ("(;SZ[12]AB[a1]AW[a01])", 0, "\"AW[a01]\"", SgfProblem::BadPoint { point: "a01".into(), size: 12 }),
        (
            "(;SU[Black-hole-custom]AB[e5][a1]AW[i9])",
            0,
            "\"SU[Black-hole-custom]\"",
            SgfProblem::Setup(AnyBoard::Grid12(SetupError::PieceOnBlackHole(e5))),
        ),
        (
            "(;SZ[10]SU[Black-hole-custom]AB[a1]AW[j10])",
            0,
            "\"SU[Black-hole-custom]\"",
            SgfProblem::Setup(AnyBoard::Grid12(SetupError::BlackHoleOnEvenBoard(10))),
        ),
        (
            "(;SZ[8]SU[Black-hole-custom]AB[a1]AW[h8])",
            0,
            "\"SU[Black-hole-custom]\"",
            SgfProblem::Setup(AnyBoard::Grid8(SetupError::BlackHoleOnEvenBoard(8))),
        ),
        ("(;SU[Black-hole]AB[d4])", 0, "\"AB[d4]\"", SgfProblem::StonesNeedCustomSetup),
        ("(;SZ[12];B[b1-b3];B[b12-b10])", 2, "\"B[b12-b10]\"", SgfProblem::WrongTurn(Color::Black)),
    ];
    for (text, ply, property, problem) in cases {
        let error = game_error(text);
        assert_eq!((error.ply, error.text.as_str(), &error.problem), (ply, property, &problem), "{text}");
        assert_eq!((error.game, error.line), (1, 1), "{text}");
    }
    // The messages name the board.
    assert!(
        game_error("(;SZ[12]AB[m1]AW[a1])").to_string().ends_with("\"m1\" is not a square of the 12x12 board (a1-l12)")
    );
    let error = game_error("(;SU[Black-hole-custom]AB[e5][a1]AW[i9])");
    assert!(
        error.to_string().ends_with("invalid start position: e5 is the black hole: no piece can stand on it"),
        "{error}"
    );
    // A move off the grid, or off a smaller wide board, is a move error at its ply and line.
    let error = game_error("(;SZ[12]\n;B[b1-b3]\n;W[m2-k2])");
    assert_eq!((error.ply, error.line, error.text.as_str()), (2, 3, "\"W[m2-k2]\""));
    assert!(matches!(error.problem, SgfProblem::Move(AnyBoard::Grid12(_))), "{error}");
    assert!(error.to_string().contains("is not a square a1-l12"), "{error}");
    let error = game_error("(;SZ[10];B[b1-b3];W[j2-k2])");
    assert_eq!(error.ply, 2);
    assert!(matches!(error.problem, SgfProblem::Move(AnyBoard::Grid12(_))), "{error}");
    // A move after the end of a wide game.
    let error = game_error("(;SU[Black-hole-custom]AB[d4][h1:i1]AW[a9][c9];B[d4-e5];W[a9-b9])");
    assert_eq!((error.ply, error.text.as_str()), (2, "\"W[a9-b9]\""));
    assert!(matches!(error.problem, SgfProblem::Play(AnyBoard::Grid12(_))), "{error}");
    // An unknown setup lists the names the reader writes, every variant's and the custom ones.
    let error = game_error("(;SU[Hexagonal])");
    assert!(error.to_string().ends_with(
        "only Standard, Scrambled-eggs, Gemma, Parachute, Reversed Parachute, LOAP, Black-hole, \
         Black-hole-scrambled, Hex5, Hex6, Hex6-scrambled, Custom, Black-hole-custom, Hex5-custom and Hex6-custom are"
    ));
    // The rules of read_any_sgf_with apply to records without RU.
    let record = read_any_sgf_with("(;SZ[12];B[b1-b3])", Rules::OPENSPIEL).unwrap().remove(0).unwrap();
    assert_eq!(lines_of_action::on_any_board!(&record, |record| record.game.rules()), Rules::OPENSPIEL);
}

// ------------------------------------------------------------ any text

/// The characters of near-SGF text on the wide boards: two-digit ranks, files to `l`.
const SGF_CHARS: &[char] = &[
    '(', ')', ';', '[', ']', ':', '-', ' ', '\n', 'B', 'W', 'S', 'U', 'Z', 'A', 'P', 'L', 'a', 'b', 'c', 'e', 'i', 'j',
    'l', 'm', '0', '1', '2', '3', '5', '9',
];

/// Reads `text` with both readers: no panic; `read_sgf` reads what `read_any_sgf` reads up
/// to 8x8 and refuses a wider board at ply 0; whatever reads round trips.
fn check_readers(text: &str) -> Result<(), TestCaseError> {
    let (Ok(games), Ok(narrow)) = (read_any_sgf(text), read_sgf(text)) else {
        prop_assert!(read_any_sgf(text).is_err() && read_sgf(text).is_err(), "{text:?}");
        return Ok(());
    };
    prop_assert_eq!(games.len(), narrow.len());
    for (game, narrow) in games.iter().zip(&narrow) {
        match (game, narrow) {
            (_, Err(error)) if matches!(error.problem, SgfProblem::OtherBoard(_) | SgfProblem::Hexagon(_)) => {
                prop_assert_eq!(error.ply, 0);
                prop_assert!(!matches!(game, Ok(AnyBoard::Grid8(_))), "{text:?}");
            }
            (Ok(AnyBoard::Grid8(record)), Ok(narrow)) => prop_assert_eq!(record, narrow),
            (Err(error), Err(narrow)) => prop_assert_eq!(error, narrow),
            _ => prop_assert!(false, "{text:?}: {game:?} and {narrow:?}"),
        }
        match game {
            Ok(record) => {
                assert_round_trip(record);
            }
            Err(error) => prop_assert!(error.game >= 1 && error.line >= 1 && !error.to_string().is_empty()),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_cases::config(1_000))]

    #[test]
    fn near_sgf_text_on_the_wide_boards_never_panics_and_what_reads_round_trips(
        picks in proptest::collection::vec(0..SGF_CHARS.len(), 0..60),
    ) {
        let body: String = picks.into_iter().map(|i| SGF_CHARS[i]).collect();
        for root in [
            "",
            "SZ[12]",
            "SZ[9]SU[Black-hole]",
            "SU[Black-hole-custom]",
            "SU[Loa-12]",
            "SZ[10]SU[Custom]",
            "SU[Hex5]",
            "SU[Hex6-custom]AB[a1]AW[k1]",
        ] {
            check_readers(&format!("(;GM[9]{root}{body})"))?;
            check_readers(&format!("(;GM[9]{root};B[b1-b3]{body})"))?;
        }
    }
}
