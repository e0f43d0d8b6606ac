//! Round trips through serde_json for the types with the `serde` feature.
#![cfg(feature = "serde")]

use lines_of_action::{BothConnected, Color, Layout, Move, NoLegalMove, Outcome, Position, Rules, Square};

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
    assert_eq!(serde_json::to_string(&Move::new(Square::B1, Square::B3)).unwrap(), "\"b1b3\"");
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
    assert!(serde_json::from_str::<Move>("\"b1-b3\"").is_err());
    let err = serde_json::from_str::<Position>("\"8/8/8/8/8/8/8/8 b\"").unwrap_err();
    assert!(err.to_string().contains("black has no pieces"), "{err}");
}
