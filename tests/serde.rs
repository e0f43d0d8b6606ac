//! Round trips through serde_json for the types with the `serde` feature. Without the
//! feature the file compiles empty (`tests/features_off.rs` says so).
#![cfg(feature = "serde")]

#[path = "../src/xorshift.rs"]
mod xorshift;

use lines_of_action::{
    BothConnected, Color, EndReason, Game, GameResult, Layout, Move, NoLegalMove, Outcome, Position, RulePreset, Rules,
    Square,
};
use xorshift::XorShift;

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(value).expect("serializes");
    serde_json::from_str(&json).expect("deserializes what it serialized")
}

#[test]
fn text_types_travel_as_their_notation() {
    assert_eq!(serde_json::to_string(&Square::E4).unwrap(), "\"e4\"");
    assert_eq!(serde_json::to_string(&Move::new(Square::B1, Square::B3)).unwrap(), "\"b1-b3\"");
    assert_eq!(serde_json::to_string(&Move::PASS).unwrap(), "\"pass\"");
    let start = Position::default();
    assert_eq!(serde_json::to_string(&start).unwrap(), format!("\"{start}\""));
    for layout in Layout::ALL {
        let pos = Position::from_layout(layout);
        assert_eq!(round_trip(&pos), pos);
        for mv in pos.legal_moves() {
            assert_eq!(round_trip(&mv), mv);
        }
    }
    for square in Square::ALL {
        assert_eq!(round_trip(&square), square);
    }
}

#[test]
fn value_types_round_trip() {
    assert_eq!(serde_json::to_string(&Color::White).unwrap(), "\"white\"");
    for outcome in [Outcome::Win(Color::Black), Outcome::Win(Color::White), Outcome::Draw] {
        assert_eq!(round_trip(&outcome), outcome);
    }
    let rules = Rules::default().with_both_connected(BothConnected::MoverWins).with_no_legal_move(NoLegalMove::Loss);
    assert_eq!(round_trip(&rules), rules);
}

#[test]
fn bad_text_is_an_error_not_a_panic() {
    assert!(serde_json::from_str::<Square>("\"i9\"").is_err());
    assert!(serde_json::from_str::<Move>("\"b1-b9\"").is_err());
    let err = serde_json::from_str::<Position>("\"8/8/8/8/8/8/8/8 b\"").unwrap_err();
    assert!(err.to_string().contains("black has no pieces"), "{err}");
}

#[test]
fn rules_of_every_preset_round_trip() {
    for preset in RulePreset::ALL {
        assert_eq!(serde_json::to_string(&preset).unwrap(), format!("\"{preset}\""));
        assert_eq!(round_trip(&preset), preset);
        assert_eq!(round_trip(&preset.rules()), preset.rules());
    }
    assert!(serde_json::from_str::<RulePreset>("\"chess\"").is_err());
    for reason in [
        EndReason::Connection,
        EndReason::DoubleConnection,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::MoveLimit,
    ] {
        let result = GameResult { outcome: Outcome::Draw, reason };
        assert_eq!(round_trip(&result), result);
    }
}

#[test]
fn games_travel_as_their_record_and_are_replayed() {
    let mut game = Game::new(Rules::OPENSPIEL);
    game.play_move_list("b1-b3 h3-e3 b3xe3 a2-c2").unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert!(json.starts_with(r#"{"start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","rules":{"#), "{json}");
    assert!(json.ends_with(r#""moves":["b1-b3","h3-e3","b3-e3","a2-c2"]}"#), "{json}");
    assert_eq!(round_trip(&game), game);
    // The moves to redo travel too, and stay to be redone.
    game.undo();
    game.undo();
    let back = round_trip(&game);
    assert_eq!(back, game);
    assert_eq!(back.redo_moves().count(), 2);
    // Random games from another layout, under each preset, mostly played to their end.
    let mut random = XorShift(0x853c_49e6_748f_ea9b);
    let mut finished = 0;
    for preset in RulePreset::ALL {
        let mut game = Game::from_position(Position::from_layout(Layout::ScrambledEggs), preset.rules());
        while game.ply() < 400 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[random.below(moves.len())]).unwrap();
        }
        finished += usize::from(game.is_over());
        let back = round_trip(&game);
        assert_eq!(back, game);
        assert_eq!(back.result(), game.result());
    }
    assert!(finished >= 2, "{finished}");
}

#[test]
fn a_game_with_an_illegal_move_is_an_error_naming_its_ply() {
    let start = Position::default().to_string();
    let rules = serde_json::to_string(&Rules::default()).unwrap();
    let json = format!(r#"{{"start":"{start}","rules":{rules},"moves":["b1b3","h3e3","b3b4"]}}"#);
    let error = serde_json::from_str::<Game>(&json).unwrap_err().to_string();
    assert!(error.starts_with("moves: ply 3: illegal move b3-b4"), "{error}");
    let json = format!(r#"{{"start":"{start}","rules":{rules},"moves":[],"redo":["a1a2"]}}"#);
    let error = serde_json::from_str::<Game>(&json).unwrap_err().to_string();
    assert!(error.starts_with("redo: ply 1: "), "{error}");
    let json = format!(r#"{{"start":"{start}","rules":{rules},"moves":[],"extra":1}}"#);
    assert!(serde_json::from_str::<Game>(&json).is_err(), "unknown fields are refused");
}

#[test]
fn positions_of_every_variant_travel_with_their_family() {
    use lines_of_action::{DropEndTest, DropOrder, ParachuteOptions, Variant};
    // The standard family travels as its text, whatever the board size.
    let small = Position::from_variant(Variant::SixBySix).unwrap();
    assert_eq!(serde_json::to_string(&small).unwrap(), "\"1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b\"");
    // A variant with special rules as its family and its text.
    let cat = Position::from_variant(Variant::CheshireCat).unwrap();
    assert_eq!(
        serde_json::to_string(&cat).unwrap(),
        r#"{"family":"cheshire_cat","text":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"}"#
    );
    let options = ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart };
    let parachute = Position::from_variant_with(Variant::Parachute, options).unwrap();
    let json = serde_json::to_string(&parachute).unwrap();
    assert!(
        json.starts_with(r#"{"family":{"parachute":{"turns":3,"order":"drop_first","end_test":"after_each_part"}},"#),
        "{json}"
    );
    for variant in Variant::ALL {
        assert_eq!(round_trip(&variant), variant);
        lines_of_action::on_any_board!(lines_of_action::AnyPosition::from_variant(variant), |pos| {
            travels_in_a_few_moves(pos, variant)
        });
    }
    assert!(serde_json::from_str::<Position>(r#"{"family":"cheshire_cat"}"#).is_err());
    assert!(serde_json::from_str::<Position>(r#"{"family":"standard","text":"x7/8/8/8/8/8/8/bw6 b"}"#).is_err());
}

/// `pos` and the positions a few moves on, with holes or reserves, round trip.
fn travels_in_a_few_moves<G: lines_of_action::Geometry>(mut pos: Position<G>, variant: lines_of_action::Variant) {
    assert_eq!(round_trip(&pos), pos, "{variant}");
    for ply in 0..6 {
        let moves = pos.legal_moves();
        pos.play(moves[(ply * 7 + 3) % moves.len()]).unwrap();
        assert_eq!(round_trip(&pos), pos, "{variant} after {ply} plies");
    }
}

/// The JSON blocks of `docs/serde.md`, in order.
fn documented_json() -> Vec<String> {
    let doc = include_str!("../docs/serde.md");
    doc.split("```json\n").skip(1).map(|block| block.split("```").next().unwrap().to_string()).collect()
}

/// Checks that `value` serializes to the JSON `documented` (as JSON values, whatever the
/// spacing) and that `documented` reads back as `value`.
fn check_documented<T>(documented: &str, value: &T)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let written = serde_json::to_value(value).unwrap();
    let shown: serde_json::Value = serde_json::from_str(documented).expect("the documented JSON is JSON");
    assert_eq!(
        written,
        shown,
        "docs/serde.md shows {documented}, serde writes {}",
        serde_json::to_string_pretty(&written).unwrap()
    );
    assert_eq!(&serde_json::from_str::<T>(documented).unwrap(), value, "{documented}");
}

#[test]
fn the_documented_json_is_what_serde_writes_and_reads() {
    use lines_of_action::{MoveLimit, Repetition, Variant};
    let blocks = documented_json();
    assert_eq!(blocks.len(), 14, "one value below for each JSON block of docs/serde.md");
    let mut blocks = blocks.iter().map(String::as_str);
    let mut next = || blocks.next().unwrap();
    check_documented(next(), &Color::Black);
    check_documented(next(), &Square::E4);
    check_documented(next(), &Move::new(Square::B1, Square::B3));
    check_documented(next(), &Move::SlideDrop { from: Square::A3, to: Square::C5, drop: Square::D4 });
    check_documented(next(), &Position::default());
    check_documented(next(), &Position::from_variant(Variant::CheshireCat).unwrap());
    check_documented(next(), &Position::from_variant(Variant::Parachute).unwrap());
    check_documented(next(), &RulePreset::ComputerOlympiad);
    check_documented(next(), &Rules::DEFAULT);
    let own = Rules::default()
        .with_both_connected(BothConnected::MoverWins)
        .with_no_legal_move(NoLegalMove::Loss)
        .with_repetition(Repetition::Off)
        .with_move_limit(MoveLimit::Draw { plies: 150, overrides_connection: false });
    check_documented(next(), &own);
    check_documented(next(), &Outcome::Win(Color::White));
    check_documented(next(), &Outcome::Draw);
    check_documented(next(), &GameResult { outcome: Outcome::Win(Color::Black), reason: EndReason::Connection });
    let mut game = Game::new(Rules::BOARDSPACE);
    game.play_move_list("b1-b3 h3-e3 b3xe3").unwrap();
    game.undo();
    check_documented(next(), &game);
}

#[test]
fn every_derived_name_is_snake_case() {
    use lines_of_action::{DropEndTest, DropOrder, Family, File, ParachuteOptions, Rank, RepetitionKey, Variant};
    assert_eq!(serde_json::to_string(&EndReason::DoubleConnection).unwrap(), r#""double_connection""#);
    assert_eq!(serde_json::to_string(&NoLegalMove::Loss).unwrap(), r#""loss""#);
    assert_eq!(serde_json::to_string(&RepetitionKey::PositionAndTurn).unwrap(), r#""position_and_turn""#);
    assert_eq!(serde_json::to_string(&Family::CheshireCat).unwrap(), r#""cheshire_cat""#);
    assert_eq!(serde_json::to_string(&DropOrder::DropFirst).unwrap(), r#""drop_first""#);
    assert_eq!(serde_json::to_string(&DropEndTest::AfterEachPart).unwrap(), r#""after_each_part""#);
    assert_eq!(serde_json::to_string(&File::C).unwrap(), r#""c""#);
    assert_eq!(serde_json::to_string(&Rank::Third).unwrap(), r#""third""#);
    // The named things travel as their names, as `Display` writes them.
    for layout in Layout::ALL {
        assert_eq!(serde_json::to_string(&layout).unwrap(), format!("\"{layout}\""));
        assert_eq!(round_trip(&layout), layout);
    }
    for variant in Variant::ALL {
        assert_eq!(serde_json::to_string(&variant).unwrap(), format!("\"{variant}\""));
    }
    for file in File::ALL {
        assert_eq!(round_trip(&file), file);
    }
    for rank in Rank::ALL {
        assert_eq!(round_trip(&rank), rank);
    }
    let options = ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart };
    assert_eq!(round_trip(&Family::Parachute(options)), Family::Parachute(options));
    // The old spellings are refused, saying what was expected.
    let error = serde_json::from_str::<Outcome>(r#"{"Win":"black"}"#).unwrap_err().to_string();
    assert!(error.contains("unknown variant `Win`, expected `win` or `draw`"), "{error}");
    assert!(serde_json::from_str::<Family>(r#""cheshire-cat""#).is_err());
    assert!(serde_json::from_str::<Layout>(r#""ScrambledEggs""#).is_err());
}

#[test]
fn wide_positions_and_moves_travel_as_their_notation() {
    use lines_of_action::{Grid12, Square12, Variant};
    // RULES.md, "Larger and smaller boards": the 12x12 start's text, with its runs of ten.
    let twelve = Position::<Grid12>::start_of(Variant::TwelveByTwelve).unwrap();
    let text = "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b";
    assert_eq!(serde_json::to_string(&twelve).unwrap(), format!("\"{text}\""));
    assert_eq!(round_trip(&twelve), twelve);
    // Black Hole travels with its family, as the variants with special rules do.
    let hole = Position::<Grid12>::start_of(Variant::BlackHole).unwrap();
    let json = serde_json::to_string(&hole).unwrap();
    assert!(json.contains("\"family\":\"black_hole\""), "{json}");
    assert_eq!(round_trip(&hole), hole);
    let mut random = XorShift(0x1234_5678_9abc_def1);
    let mut pos = twelve;
    for _ in 0..40 {
        let moves = pos.legal_moves();
        let mv = moves[random.below(moves.len())];
        assert_eq!(round_trip(&mv), mv);
        pos.play(mv).unwrap();
        assert_eq!(round_trip(&pos), pos);
    }
    let l12: Square12 = serde_json::from_str("\"l12\"").unwrap();
    assert_eq!((l12.file_index(), l12.rank_index()), (11, 11));
    assert!(serde_json::from_str::<Position<Grid12>>("\"1bbb1/w3w/w3w/w3w/1bbb1 b\"").is_err());
    assert!(serde_json::from_str::<Square12>("\"m1\"").is_err());
}

#[test]
fn wide_games_travel_as_their_record() {
    use lines_of_action::{Grid12, Variant};
    let mut game = Game::from_position(Position::<Grid12>::start_of(Variant::BlackHole).unwrap(), Rules::default());
    for text in ["d1-d3", "a5-c3", "d3-d5", "i4-g2"] {
        game.play_str(text).unwrap();
    }
    game.undo();
    let json = serde_json::to_string(&game).unwrap();
    assert!(json.contains("\"moves\":[\"d1-d3\",\"a5-c3\",\"d3-d5\"]"), "{json}");
    assert!(json.contains("\"redo\":[\"i4-g2\"]"), "{json}");
    assert_eq!(round_trip(&game), game);
    // A move the board does not have is refused with its ply.
    let bad = json.replace("\"d3-d5\"", "\"d3-d13\"");
    let error = serde_json::from_str::<Game<Grid12>>(&bad).unwrap_err().to_string();
    assert!(error.contains("d3-d13"), "{error}");
}

#[test]
fn a_position_of_either_board_travels_as_its_own() {
    use lines_of_action::{AnyPosition, Variant};
    for variant in Variant::ALL {
        let pos = AnyPosition::from_variant(variant);
        let json = serde_json::to_string(&pos).unwrap();
        // The same JSON as the position of its own board writes.
        let own = lines_of_action::on_any_board!(&pos, |p| serde_json::to_string(p).unwrap());
        assert_eq!(json, own, "{variant}");
        assert_eq!(round_trip(&pos), pos, "{variant}");
    }
    assert!(serde_json::from_str::<AnyPosition>("\"13/13/13/13/13/13/13/13/13/13/13/13/13 b\"").is_err());
}
