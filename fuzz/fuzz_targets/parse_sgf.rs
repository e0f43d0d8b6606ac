//! Any bytes (lossy UTF-8) as an SGF file. `read_sgf` must never panic; every game it
//! reads must be written (`GameRecord`'s `Display`) as text that reads back as the same
//! record (with no variations left out, and the `RE` the writer wrote: the record's own
//! result, or else the `RE` it was given) with the same result, and writes the same text
//! again; every error must describe itself and name a game, line and column from 1.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lines_of_action::{GameInfo, GameRecord, read_sgf, write_sgf};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let games = match read_sgf(&text) {
        Ok(games) => games,
        Err(error) => {
            assert!(error.line >= 1 && error.column >= 1, "{text:?}: {error:?}");
            assert!(!error.to_string().is_empty());
            return;
        }
    };
    assert!(!games.is_empty(), "{text:?}: a file without games must be a syntax error");
    let mut records = Vec::new();
    for game in games {
        match game {
            Ok(record) => {
                let written = record.to_string();
                let mut again =
                    read_sgf(&written).unwrap_or_else(|e| panic!("{text:?} was written as {written:?}: {e}"));
                assert_eq!(again.len(), 1, "{written:?}");
                let again = again.remove(0).unwrap_or_else(|e| panic!("{text:?} was written as {written:?}: {e}"));
                assert_eq!(again.result(), record.result(), "{text:?} -> {written:?}");
                let written_result =
                    record.result().map(|result| result.to_string()).or_else(|| record.info.result.clone());
                let info = GameInfo { result: written_result, ..record.info.clone() };
                assert_eq!(again, GameRecord { variations: 0, info, ..record.clone() }, "{text:?} -> {written:?}");
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
    let again = read_sgf(&file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
    assert_eq!(again.len(), records.len());
});
