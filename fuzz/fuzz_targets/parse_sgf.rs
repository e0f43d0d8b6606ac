//! Any bytes (lossy UTF-8) as an SGF file. `read_any_sgf` (every board, 5x5 to 12x12)
//! must never panic, nor `read_sgf` (up to 8x8), which must read the same games up to
//! 8x8; every game it reads must be written (`AnyGameRecord`'s `Display`) as text that
//! reads back as the same
//! record (with no variations left out, and the `RE` the writer wrote: the record's own
//! result, or else the `RE` it was given) with the same result, and writes the same text
//! again; every error must describe itself and name a game, line and column from 1.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lines_of_action::{AnyBoard, SgfProblem, read_any_sgf, read_sgf, write_sgf};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let narrow = read_sgf(&text);
    let games = match read_any_sgf(&text) {
        Ok(games) => games,
        Err(error) => {
            assert!(error.line >= 1 && error.column >= 1, "{text:?}: {error:?}");
            assert!(!error.to_string().is_empty());
            return;
        }
    };
    assert!(!games.is_empty(), "{text:?}: a file without games must be a syntax error");
    let narrow = narrow.unwrap_or_else(|e| panic!("{text:?}: read_sgf found a syntax error read_any_sgf did not: {e}"));
    assert_eq!(narrow.len(), games.len(), "{text:?}");
    for (narrow, game) in narrow.iter().zip(&games) {
        match (narrow, game) {
            // A wide board is refused by read_sgf at once, whatever read_any_sgf finds in it.
            (Err(narrow), _) if matches!(narrow.problem, SgfProblem::OtherBoard(_)) => {
                assert_eq!(narrow.ply, 0, "{text:?}: {narrow}");
                assert!(!matches!(game, Ok(AnyBoard::Grid8(_))), "{text:?}: {narrow}");
            }
            (Ok(narrow), Ok(AnyBoard::Grid8(record))) => assert_eq!(narrow, record, "{text:?}"),
            (Err(narrow), Err(error)) => assert_eq!(narrow, error, "{text:?}"),
            _ => panic!("{text:?}: read_sgf gives {narrow:?}, read_any_sgf {game:?}"),
        }
    }
    let mut records = Vec::new();
    for game in games {
        match game {
            Ok(record) => {
                let written = record.to_string();
                let mut again =
                    read_any_sgf(&written).unwrap_or_else(|e| panic!("{text:?} was written as {written:?}: {e}"));
                assert_eq!(again.len(), 1, "{written:?}");
                let again = again.remove(0).unwrap_or_else(|e| panic!("{text:?} was written as {written:?}: {e}"));
                assert_eq!(again.result(), record.result(), "{text:?} -> {written:?}");
                let mut expected = record.clone();
                expected.info_mut().result =
                    record.result().map(|result| result.to_string()).or_else(|| record.info().result.clone());
                lines_of_action::on_any_board!(&mut expected, |expected| expected.variations = 0);
                assert_eq!(again, expected, "{text:?} -> {written:?}");
                assert_eq!(again.to_string(), written);
                records.push(record);
            }
            Err(error) => {
                assert!(error.game >= 1 && error.line >= 1, "{text:?}: {error:?}");
                assert!(!error.to_string().is_empty());
            }
        }
    }
    // The records together as one file read back as as many games.
    if records.is_empty() {
        return;
    }
    let file = write_sgf(&records);
    let again = read_any_sgf(&file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
    assert_eq!(again.len(), records.len());
});
