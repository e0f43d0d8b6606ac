//! Abstract Play's game records (`APGameRecord` JSON): the records of
//! `tests/data/abstract_play/` (written for these tests from the schema, see its
//! `SOURCE.txt`) read, replayed and checked against the independent models of the
//! variants (`tests/variant_model/`, `tests/hex_model/`); bad records refused with errors
//! that say where.
#![cfg(feature = "abstract-play")]

mod hex_model;
mod variant_model;

use lines_of_action::{
    AbstractPlayError, AbstractPlayMoveProblem, AbstractPlayRecord, AnyBoard, AnyGame, Color, EndReason, Game,
    GeometryKind, Grid8, Grid12, Hex6, IllegalReason, Outcome, ParseMoveError, PlayError, Variant, on_any_board,
};

/// A record of the folder, by its file name.
fn record_text(name: &str) -> String {
    let path = format!("{}/tests/data/abstract_play/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// What each record of the folder is, from its `SOURCE.txt` table: the file, the
/// variant its variants name, its plies and its result.
const RECORDS: [(&str, Variant, usize, Outcome); 6] = [
    ("classic-8x8.json", Variant::Standard, 33, Outcome::Win(Color::Black)),
    ("classic-8x8-scrambled.json", Variant::ScrambledEggsMirrored, 40, Outcome::Win(Color::White)),
    ("classic-8x8-double-connection.json", Variant::Standard, 29, Outcome::Draw),
    ("black-hole-9x9-2023.json", Variant::BlackHole, 40, Outcome::Win(Color::White)),
    ("black-hole-9x9-scrambled.json", Variant::BlackHoleScrambled, 41, Outcome::Win(Color::Black)),
    ("black-hole-9x9-double-connection.json", Variant::BlackHole, 56, Outcome::Draw),
];

/// The model's variant of the crate's.
fn model_variant(variant: Variant) -> variant_model::Variant {
    variant_model::Variant::from_name(&variant.to_string()).expect("the model names every square variant")
}

/// The model's outcome in the crate's terms.
fn model_outcome(outcome: variant_model::Outcome) -> Outcome {
    match outcome {
        variant_model::Outcome::Win(variant_model::Color::Black) => Outcome::Win(Color::Black),
        variant_model::Outcome::Win(variant_model::Color::White) => Outcome::Win(Color::White),
        variant_model::Outcome::Draw => Outcome::Draw,
    }
}

#[test]
fn every_record_replays_to_its_recorded_result_as_the_model_does() {
    for (name, variant, plies, outcome) in RECORDS {
        let record =
            AbstractPlayRecord::from_json(&record_text(name)).unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(record.variant, variant, "{name}");
        assert_eq!(record.moves.len(), plies, "{name}");
        assert_eq!(record.result(), Some(outcome), "{name}: the players' results");
        let game = record.any_game().unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(game.geometry(), variant.geometry(), "{name}");
        assert_eq!(game.ply(), plies, "{name}");
        let result = game.result().unwrap_or_else(|| panic!("{name}: the moves end the game"));
        assert_eq!(result.outcome, outcome, "{name}");
        let reason = if outcome == Outcome::Draw { EndReason::DoubleConnection } else { EndReason::Connection };
        assert_eq!(result.reason, reason, "{name}");
        // The independent model, under the same rules (a double connection draws, no
        // repetition rule), reaches the same end on the same board.
        let mut model = variant_model::Game::new(model_variant(variant));
        for (ply, text) in record.moves.iter().enumerate() {
            assert_eq!(model.outcome(), None, "{name}: the model ended the game before ply {}", ply + 1);
            model.play(text).unwrap_or_else(|error| panic!("{name}, ply {}: {error}", ply + 1));
        }
        assert_eq!(model.outcome().map(model_outcome), Some(outcome), "{name}");
        assert_eq!(game.position().to_string(), model.text(), "{name}: the final position");
    }
}

/// The hexagonal records of the folder, as [`RECORDS`]: from the `SOURCE.txt` table.
const HEX_RECORDS: [(&str, Variant, usize, Outcome); 4] = [
    ("hex5.json", Variant::Hex5, 43, Outcome::Win(Color::Black)),
    ("hex5-double-connection.json", Variant::Hex5, 41, Outcome::Draw),
    ("hex6.json", Variant::Hex6, 63, Outcome::Win(Color::Black)),
    ("hex6-scrambled.json", Variant::Hex6Scrambled, 51, Outcome::Win(Color::Black)),
];

#[test]
fn every_hexagonal_record_replays_to_its_recorded_result_as_the_hex_model_does() {
    for (name, variant, plies, outcome) in HEX_RECORDS {
        let record =
            AbstractPlayRecord::from_json(&record_text(name)).unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(record.variant, variant, "{name}");
        assert_eq!(record.moves.len(), plies, "{name}");
        assert_eq!(record.result(), Some(outcome), "{name}: the players' results");
        let game = record.any_game().unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(game.geometry(), variant.geometry(), "{name}");
        assert_eq!(game.ply(), plies, "{name}");
        let result = game.result().unwrap_or_else(|| panic!("{name}: the moves end the game"));
        assert_eq!(result.outcome, outcome, "{name}");
        let reason = if outcome == Outcome::Draw { EndReason::DoubleConnection } else { EndReason::Connection };
        assert_eq!(result.reason, reason, "{name}");
        // The independent model of the hexagons, under Abstract Play's rules (its default).
        let model_variant = hex_model::Variant::from_name(&variant.to_string()).expect("the model names the hexagons");
        let mut model = hex_model::Game::new(model_variant);
        for (ply, text) in record.moves.iter().enumerate() {
            assert_eq!(model.outcome(), None, "{name}: the model ended the game before ply {}", ply + 1);
            model.play(text).unwrap_or_else(|error| panic!("{name}, ply {}: {error}", ply + 1));
        }
        let model_outcome = match model.outcome() {
            Some(hex_model::Outcome::Win(hex_model::Color::Black)) => Outcome::Win(Color::Black),
            Some(hex_model::Outcome::Win(hex_model::Color::White)) => Outcome::Win(Color::White),
            Some(hex_model::Outcome::Draw) => Outcome::Draw,
            None => panic!("{name}: the model's game goes on"),
        };
        assert_eq!(model_outcome, outcome, "{name}");
        assert_eq!(game.position().to_string(), model.text(), "{name}: the final position");
    }
}

#[test]
fn a_cell_off_the_hexagon_is_refused_at_its_ply() {
    // hex5.json's first move, "b1-b3": row b of the hexagon of side 5 has 6 cells (RULES.md,
    // "Hexagonal boards": row a has 5, each row up to the middle one more).
    let text = record_text("hex5.json").replacen("\"b1-b3\"", "\"b1-b7\"", 1);
    let error = AbstractPlayRecord::from_json(&text).unwrap().any_game().unwrap_err();
    assert!(
        matches!(
            error,
            AbstractPlayError::Move { ply: 1, problem: AbstractPlayMoveProblem::Move(AnyBoard::Hex5(_)), .. }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "ply 1: \"b1-b7\": cannot read \"b1-b7\" as a move: b7 is off hex5: row b has 6 cells, b1 to b6"
    );
}

#[test]
fn hex6s_black_hole_swallows_a_piece_landing_on_f6() {
    // hex6.json: Black's "j2-f6" at ply 53 lands on the black hole (RULES.md, "Hexagonal
    // boards": f6) and is gone.
    let record = AbstractPlayRecord::from_json(&record_text("hex6.json")).unwrap();
    assert_eq!(record.moves[52], "j2-f6");
    let mut short = record.clone();
    short.moves.truncate(52);
    let before: Game<Hex6> = short.game().unwrap();
    short.moves.push(record.moves[52].clone());
    let after: Game<Hex6> = short.game().unwrap();
    let black = |game: &Game<Hex6>| game.position().piece_count(Color::Black);
    assert_eq!(black(&after), black(&before) - 1);
    assert_eq!(after.position().piece_at("f6".parse().unwrap()), None);
}

#[test]
fn the_header_is_read_as_written() {
    let record = AbstractPlayRecord::from_json(&record_text("classic-8x8.json")).unwrap();
    assert_eq!(record.variant_names, ["8x8 board", "Classic setup"]);
    assert_eq!((record.black.name.as_str(), record.white.name.as_str()), ("Ada", "Brook"));
    assert_eq!(record.black.userid.as_deref(), Some("0f1e2d3c-ap-user-ada"));
    assert_eq!((record.black.result, record.white.result), (Some(1), Some(0)));
    assert_eq!(record.site.as_deref(), Some("Abstract Play"));
    assert_eq!(record.game_id.as_deref(), Some("7c2e9a10-0001-4c1a-9d1e-5a0a1c000001"));
    assert_eq!(record.date_start.as_deref(), Some("2025-03-02T09:15:00.000Z"));
    assert_eq!(record.date_end.as_deref(), Some("2025-03-09T21:40:00.000Z"));
    assert_eq!(record.date_generated.as_deref(), Some("2025-03-09T21:40:05.000Z"));
    assert_eq!((record.event.as_deref(), record.round.as_deref(), record.unrated), (None, None, false));
    assert_eq!(record.moves[..3], ["f8-d6", "h6-e6", "d8-d5"]);
    // The older shape: no variants, a number as the game id, a move given as an object.
    let old = AbstractPlayRecord::from_json(&record_text("black-hole-9x9-2023.json")).unwrap();
    assert!(old.variant_names.is_empty());
    assert_eq!(old.game_id.as_deref(), Some("20230412"));
    assert_eq!((old.white.is_ai, old.black.is_ai), (Some(false), None));
    assert_eq!(old.moves.last().map(String::as_str), Some("i3-g5"));
    // The typed replay on the record's own geometry is the run-time one.
    let typed: Game<Grid12> = old.game().unwrap();
    assert_eq!(old.any_game().unwrap(), AnyBoard::on::<Grid12>(typed));
}

#[test]
fn black_hole_landings_are_written_as_quiet_moves() {
    // black-hole-9x9-2023.json: "e9-e5" at ply 9 lands on the black hole; Black's 14
    // pieces (RULES.md, "Larger and smaller boards") are 13 after it.
    let record = AbstractPlayRecord::from_json(&record_text("black-hole-9x9-2023.json")).unwrap();
    assert_eq!(record.moves[8], "e9-e5");
    let mut short = record.clone();
    short.moves.truncate(9);
    let game: Game<Grid12> = short.game().unwrap();
    assert_eq!(game.position().piece_count(Color::Black), 13);
    assert_eq!(game.position().piece_at("e5".parse().unwrap()), None);
    // Abstract Play never marks it as a capture, nor does the crate.
    short.moves[8] = String::from("e9xe5");
    let error = short.game::<Grid12>().unwrap_err();
    assert_eq!(error.to_string(), "ply 9: \"e9xe5\": \"e9xe5\" marks a capture, but e5 is empty");
}

/// `classic-8x8.json` with `change` made to its text (which must change it).
fn changed(change: impl Fn(&str) -> String) -> String {
    let text = record_text("classic-8x8.json");
    let new = change(&text);
    assert_ne!(new, text, "the change changes the record");
    new
}

/// The error of replaying `text` (read without error) on 8×8.
fn replay_error(text: &str) -> AbstractPlayError {
    let record = AbstractPlayRecord::from_json(text).unwrap();
    let error = record.game::<Grid8>().unwrap_err();
    assert_eq!(record.any_game().unwrap_err(), error, "the run-time replay fails the same way");
    error
}

#[test]
fn a_malformed_move_names_its_ply_its_text_and_why() {
    // Ply 5 is Black's "b8-e5" (the third round's first entry).
    let error = replay_error(&changed(|text| text.replacen("\"b8-e5\"", "\"b8-e\"", 1)));
    let AbstractPlayError::Move { ply: 5, ref text, problem: AbstractPlayMoveProblem::Move(ref parse) } = error else {
        panic!("{error:?}")
    };
    assert_eq!(text, "\"b8-e\"");
    assert!(matches!(parse, AnyBoard::Grid8(ParseMoveError::Syntax { .. })), "{parse:?}");
    assert_eq!(error.to_string(), "ply 5: \"b8-e\": cannot read \"b8-e\" as a move: \"e\" is not a square a1-h8");
    // A spelling Abstract Play does not write: a capture with '-' (its ply 4, "a5xd5").
    let error = replay_error(&changed(|text| text.replacen("\"a5xd5\"", "\"a5-d5\"", 1)));
    assert_eq!(error.to_string(), "ply 4: \"a5-d5\": \"a5-d5\" uses spellings not allowed here: '-' on a capture");
}

#[test]
fn an_illegal_move_names_its_ply_and_the_crates_reason() {
    // Ply 2, White's first move: h6-h4 moves 2, but the h-file holds White's 6 pieces
    // (RULES.md, "Start positions": h2-h7).
    let error = replay_error(&changed(|text| text.replacen("\"h6-e6\"", "\"h6-h4\"", 1)));
    let AbstractPlayError::Move { ply: 2, problem: AbstractPlayMoveProblem::Move(AnyBoard::Grid8(ref parse)), .. } =
        error
    else {
        panic!("{error:?}")
    };
    let ParseMoveError::Illegal(illegal) = parse else { panic!("{parse:?}") };
    assert!(matches!(illegal.reason(), IllegalReason::WrongDistance { .. }), "{illegal:?}");
    assert!(error.to_string().starts_with("ply 2: \"h6-h4\": illegal move h6-h4: "), "{error}");
    // A pass while moves exist, at ply 1.
    let error = replay_error(&changed(|text| text.replacen("\"f8-d6\"", "\"pass\"", 1)));
    assert!(error.to_string().starts_with("ply 1: \"pass\": illegal move pass: "), "{error}");
}

#[test]
fn a_move_after_the_end_is_refused_with_the_result() {
    // The 33rd ply, Black's "d6-e7", connects Black: a 34th is one too many.
    let error = replay_error(&changed(|text| text.replacen("[\"d6-e7\"]", "[\"d6-e7\", \"c2-c3\"]", 1)));
    let AbstractPlayError::Move { ply: 34, problem: AbstractPlayMoveProblem::Play(ref play), .. } = error else {
        panic!("{error:?}")
    };
    let AnyBoard::Grid8(PlayError::GameOver(result)) = play else { panic!("{play:?}") };
    assert_eq!((result.outcome, result.reason), (Outcome::Win(Color::Black), EndReason::Connection));
    assert_eq!(error.to_string(), "ply 34: \"c2-c3\": the game is over: black wins (connection)");
}

#[test]
fn a_result_the_board_contradicts_is_refused() {
    let text = changed(|text| {
        text.replacen("\"result\": 1", "\"result\": 2", 1).replacen("\"result\": 0", "\"result\": 3", 1)
    });
    let error = replay_error(&text);
    assert!(
        matches!(error, AbstractPlayError::ResultDisagrees { recorded: Outcome::Win(Color::White), .. }),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the moves end the game with black wins (connection), but the record says white wins"
    );
}

#[test]
fn a_game_cut_short_keeps_the_records_result() {
    // A resignation or a timeout: the record says White won, the board has not ended.
    let mut record = AbstractPlayRecord::from_json(&record_text("classic-8x8.json")).unwrap();
    (record.black.result, record.white.result) = (Some(0), Some(1));
    assert_eq!(record.result(), Some(Outcome::Win(Color::White)));
    record.moves.truncate(20);
    let game: Game = record.game().unwrap();
    assert_eq!((game.ply(), game.result()), (20, None));
}

#[test]
fn moves_are_read_as_abstract_play_reads_them() {
    // Abstract Play lower-cases a move and removes its white space (loa.ts, `move`).
    let text = changed(|text| text.replacen("\"f8-d6\"", "\"F8-D6\"", 1).replacen("\"h6-e6\"", "\" h6 - e6 \"", 1));
    let game: Game = AbstractPlayRecord::from_json(&text).unwrap().game().unwrap();
    assert_eq!(game.ply(), 33);
    assert_eq!(game.moves()[1].to_string(), "h6-e6");
}

#[test]
fn a_missing_move_before_later_ones_is_refused_but_may_end_the_record() {
    let error = AbstractPlayRecord::from_json(&changed(|text| text.replacen("\"h6-e6\"", "null", 1))).unwrap_err();
    assert_eq!(
        error,
        AbstractPlayError::Move { ply: 2, text: "null".into(), problem: AbstractPlayMoveProblem::Missing }
    );
    assert_eq!(error.to_string(), "ply 2: null: no move for this turn, but moves follow it");
    // A round the game ended in may close with null: the schema's entry of a player who
    // did not play.
    let text = changed(|text| text.replacen("[\"d6-e7\"]", "[\"d6-e7\", null]", 1));
    assert_eq!(AbstractPlayRecord::from_json(&text).unwrap().game::<Grid8>().unwrap().ply(), 33);
    let error = AbstractPlayRecord::from_json(&changed(|text| {
        text.replacen("[\"d6-e7\"]", "[\"d6-e7\", \"a1-a2\", \"a3-a4\"]", 1)
    }))
    .unwrap_err();
    assert_eq!(error, AbstractPlayError::RoundLength { round: 17, entries: 3 });
}

#[test]
fn variants_are_read_by_their_names_and_ids() {
    // locales/en/apgames.json, variants.loa, over the years, and the ids of loa.ts.
    let cases: [(&[&str], Variant); 16] = [
        (&["8x8 board", "Classic setup"], Variant::Standard),
        (&["Classic 8x8 board"], Variant::Standard),
        (&["classic"], Variant::Standard),
        (&["classic", "scrambled"], Variant::ScrambledEggsMirrored),
        (&["SCRAMBLED EGGS", " 8X8 Board "], Variant::ScrambledEggsMirrored),
        (&[], Variant::BlackHole),
        (&["Larger board (9x9)", "Default setup"], Variant::BlackHole),
        (&["#board", "#setup"], Variant::BlackHole),
        (&["Scrambled Eggs"], Variant::BlackHoleScrambled),
        (&["8x8 board", "classic"], Variant::Standard),
        (&["Hexagonal board (base-5)", "Classic setup"], Variant::Hex5),
        (&["hex5"], Variant::Hex5),
        // Abstract Play drops Scrambled Eggs on hex5 (loa.ts, its constructor).
        (&["hex5", "scrambled"], Variant::Hex5),
        (&["Hexagonal board (base-6)", "Classic setup"], Variant::Hex6),
        (&["hex6"], Variant::Hex6),
        (&["Hexagonal board (base-6)", "Scrambled Eggs"], Variant::Hex6Scrambled),
    ];
    for (names, variant) in cases {
        let json = serde_json::json!({
            "header": {"game": {"name": "Lines of Action", "variants": names},
                       "players": [{"name": "A", "result": 1}, {"name": "B", "result": 0}]},
            "moves": []
        });
        let record = AbstractPlayRecord::from_json(&json.to_string()).unwrap();
        assert_eq!(record.variant, variant, "{names:?}");
        let game = record.any_game().unwrap();
        assert_eq!(game.position(), lines_of_action::AnyPosition::from_variant(variant), "{names:?}");
    }
}

/// A record of no moves with these variants.
fn with_variants(names: &[&str]) -> Result<AbstractPlayRecord, AbstractPlayError> {
    let json = serde_json::json!({
        "header": {"game": {"name": "Lines of Action", "variants": names}, "players": [{"name": "A"}, {"name": "B"}]},
        "moves": [[]]
    });
    AbstractPlayRecord::from_json(&json.to_string())
}

#[test]
fn an_unknown_or_conflicting_variant_is_refused_by_name() {
    let error = with_variants(&["8x8 board", "Hexagonal board (base-7)"]).unwrap_err();
    assert_eq!(error, AbstractPlayError::UnknownVariant("Hexagonal board (base-7)".into()));
    assert_eq!(
        error.to_string(),
        "the variant \"Hexagonal board (base-7)\" is not one of Abstract Play's Lines of Action: classic (8x8 board), \
         #board (9x9 board), hex5 (Hexagonal board (base-5)), hex6 (Hexagonal board (base-6)), scrambled \
         (Scrambled Eggs), #setup (Classic setup)"
    );
    let error = with_variants(&["8x8 board", "9x9 board"]).unwrap_err();
    assert_eq!(error.to_string(), "the variants \"8x8 board\" and \"9x9 board\" both choose the board");
    let error = with_variants(&["hex5", "Hexagonal board (base-6)"]).unwrap_err();
    assert!(matches!(error, AbstractPlayError::ConflictingVariants { choice: "board", .. }), "{error:?}");
    let error = with_variants(&["Scrambled Eggs", "Classic setup"]).unwrap_err();
    assert!(matches!(error, AbstractPlayError::ConflictingVariants { choice: "setup", .. }), "{error:?}");
}

#[test]
fn a_record_of_another_game_or_of_other_players_is_refused() {
    let error = AbstractPlayRecord::from_json(&changed(|text| text.replace("Lines of Action", "Amazons"))).unwrap_err();
    assert_eq!(error.to_string(), "the record is of \"Amazons\", not Lines of Action");
    let json =
        r#"{"header": {"game": {"name": "Lines of Action"}, "players": [{"name": "A", "result": 1}]}, "moves": []}"#;
    assert_eq!(AbstractPlayRecord::from_json(json).unwrap_err(), AbstractPlayError::PlayerCount(1));
}

#[test]
fn json_errors_name_the_line_and_column() {
    // Line 30 of classic-8x8.json is `  "moves": [`; its comma removed, the reader stops
    // at the next line's first value.
    let text = changed(|text| text.replacen("  },\n  \"moves\"", "  }\n  \"moves\"", 1));
    let error = AbstractPlayRecord::from_json(&text).unwrap_err();
    assert_eq!(error.to_string(), "JSON line 30, column 3: expected `,` or `}`");
    // A field of the wrong type, Ada's result on line 21: the reader stops after it.
    let error =
        AbstractPlayRecord::from_json(&changed(|text| text.replacen("\"result\": 1", "\"result\": \"win\"", 1)))
            .unwrap_err();
    assert_eq!(error.to_string(), "JSON line 21, column 23: invalid type: string \"win\", expected i64");
    let AbstractPlayError::Json { line: 21, column: 23, .. } = error else { panic!("{error:?}") };
    let error = AbstractPlayRecord::from_json(
        r#"{"header": {"game": {"name": "Lines of Action"}, "players": []}, "moves": [[42]]}"#,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "JSON line 1, column 78: invalid type: integer `42`, expected a move: its text, an object with its text as \"move\", or null"
    );
    // What was expected is said in words, not as the reader's own types.
    let error = AbstractPlayRecord::from_json(r#"{"header": 1}"#).unwrap_err();
    assert_eq!(error.to_string(), "JSON line 1, column 12: invalid type: integer `1`, expected the header: an object");
    assert!(matches!(AbstractPlayRecord::from_json(""), Err(AbstractPlayError::Json { line: 1, column: 0, .. })));
}

#[test]
fn the_wrong_geometry_is_refused_and_any_game_picks_the_right_one() {
    let record = AbstractPlayRecord::from_json(&record_text("classic-8x8.json")).unwrap();
    let error = record.game::<Grid12>().unwrap_err();
    assert!(
        matches!(error, AbstractPlayError::WrongBoard(ref wrong) if wrong.asked == GeometryKind::Grid12),
        "{error:?}"
    );
    let game: AnyGame = record.any_game().unwrap();
    assert_eq!(on_any_board!(&game, |game| game.rules()), AbstractPlayRecord::rules());
}

#[test]
fn cut_or_changed_records_give_errors_never_panics() {
    // Every prefix of a record short of its closing brace, and the record with each
    // byte of its moves changed.
    for name in ["classic-8x8.json", "black-hole-9x9-2023.json", "hex6.json"] {
        let text = record_text(name);
        let closed = text.trim_end().len();
        for end in (0..closed).filter(|&end| text.is_char_boundary(end)) {
            assert!(AbstractPlayRecord::from_json(&text[..end]).is_err(), "{name} cut at {end}");
        }
        let moves_start = text.find("\"moves\"").unwrap();
        for at in moves_start..text.len() {
            for replacement in [b'x', b'9', b'"', b' '] {
                let mut bytes = text.clone().into_bytes();
                bytes[at] = replacement;
                let Ok(changed) = String::from_utf8(bytes) else { continue };
                if let Ok(record) = AbstractPlayRecord::from_json(&changed) {
                    let _ = record.any_game();
                }
            }
        }
    }
}
