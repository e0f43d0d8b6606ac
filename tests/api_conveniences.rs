//! The conveniences a Rust user expects of a game crate: orders for `BTreeMap` keys,
//! a `MoveList` that sorts and collects, parsing from text, and methods where the
//! neighbours are methods.

use std::collections::{BTreeMap, BTreeSet};

use lines_of_action::{
    Bitboard, BothConnected, Color, DropEndTest, DropOrder, EndReason, Family, File, GameResult, Layout, LineKind,
    Move, MoveLimit, MoveList, NoLegalMove, Outcome, ParachuteOptions, Position, Rank, Repetition, RepetitionKey,
    RulePreset, Rules, Setup, Square, Variant,
};

/// Sorts `items` through a `BTreeSet` and checks they come out as listed: `items` must be
/// given in increasing order, with no two equal.
fn assert_ordered<T: Ord + Copy + std::fmt::Debug>(items: &[T]) {
    let set: BTreeSet<T> = items.iter().rev().copied().collect();
    assert_eq!(set.into_iter().collect::<Vec<_>>(), items);
}

#[test]
fn value_types_have_the_natural_order_and_key_btree_collections() {
    assert_ordered(&Color::ALL);
    assert_ordered(&Square::ALL);
    assert_ordered(&File::ALL);
    assert_ordered(&Rank::ALL);
    assert_ordered(&Variant::ALL);
    assert_ordered(&RulePreset::ALL);
    assert_ordered(&Layout::ALL);
    assert_ordered(&LineKind::ALL);
    assert_ordered(&lines_of_action::Direction::ALL);
    assert_ordered(&[Outcome::Win(Color::Black), Outcome::Win(Color::White), Outcome::Draw]);
    assert_ordered(&[
        EndReason::Connection,
        EndReason::DoubleConnection,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::MoveLimit,
    ]);
    assert_ordered(&[
        GameResult { outcome: Outcome::Win(Color::Black), reason: EndReason::NoLegalMove },
        GameResult { outcome: Outcome::Win(Color::White), reason: EndReason::Connection },
        GameResult { outcome: Outcome::Draw, reason: EndReason::Connection },
        GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition },
    ]);
    assert_ordered(&[BothConnected::Draw, BothConnected::MoverWins]);
    assert_ordered(&[NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw]);
    assert_ordered(&[RepetitionKey::PositionAndTurn, RepetitionKey::Board]);
    assert_ordered(&[
        Repetition::Off,
        Repetition::Draw { occurrence: 2, key: RepetitionKey::Board },
        Repetition::Draw { occurrence: 3, key: RepetitionKey::PositionAndTurn },
    ]);
    assert_ordered(&[MoveLimit::Off, MoveLimit::Draw { plies: 150, overrides_connection: false }]);
    assert_ordered(&[Family::Standard, Family::CheshireCat, Family::Parachute(ParachuteOptions::default())]);
    assert_ordered(&[DropOrder::default(), DropOrder::DropFirst]);
    assert_ordered(&[DropEndTest::default(), DropEndTest::AfterEachPart]);
    // Bitboards order as their u64.
    assert_ordered(&[Bitboard::EMPTY, Bitboard::from(Square::A1), Bitboard::from(Square::B1), Bitboard::FULL]);
    // Setups order field by field, Black's pieces first.
    let black_on_a1 = Setup::new(Bitboard::from(Square::A1), Bitboard::from(Square::H8), Color::Black);
    let black_on_b1 = Setup::new(Bitboard::from(Square::B1), Bitboard::from(Square::H8), Color::Black);
    assert_ordered(&[black_on_a1, black_on_b1]);

    // Rules key a map: one line per preset, and the presets that agree share one key.
    let mut by_rules: BTreeMap<Rules, Vec<RulePreset>> = BTreeMap::new();
    for preset in RulePreset::ALL {
        by_rules.entry(preset.rules()).or_default().push(preset);
    }
    assert_eq!(by_rules.len(), RulePreset::ALL.len(), "RULES.md: the four presets differ");
    assert_eq!(by_rules.keys().next(), Some(&Rules::COMPUTER_OLYMPIAD), "a double connection draws: the least option");
}

#[test]
fn moves_are_ordered_by_kind_then_squares() {
    let (a1, b1, b3, d4) = (Square::A1, Square::B1, Square::B3, Square::D4);
    // The order Move's documentation states: kind (in declaration order), then from, to, drop.
    assert_ordered(&[
        Move::new(a1, b3),
        Move::new(b1, a1),
        Move::new(b1, b3),
        Move::PASS,
        Move::Exit { from: a1 },
        Move::SlideDrop { from: a1, to: b3, drop: d4 },
        Move::PassDrop { drop: d4 },
        Move::Drop { drop: a1 },
    ]);
    // Sorted, the start's slides come grouped by origin square in index order.
    let mut sorted: Vec<Move> = Position::default().legal_moves().into_iter().collect();
    sorted.sort();
    let origins: Vec<Square> = sorted.iter().map(|mv| mv.origin().unwrap()).collect();
    assert!(origins.windows(2).all(|pair| pair[0] <= pair[1]));
    assert_eq!(origins[0], Square::B1, "b1 is Black's lowest square at the start");
}

#[test]
fn a_move_list_sorts_reorders_collects_and_extends_in_place() {
    let pos = Position::default();
    let generated = pos.legal_moves();
    let mut list = generated.clone();
    list.reverse();
    assert_eq!(list.first(), generated.last());
    list.sort();
    let mut expected: Vec<Move> = generated.iter().copied().collect();
    expected.sort();
    assert_eq!(&list[..], &expected[..]);
    list.swap(0, 1);
    assert_eq!((list[0], list[1]), (expected[1], expected[0]));
    list.sort_by_key(|mv| std::cmp::Reverse(mv.target()));
    assert!(list.windows(2).all(|pair| pair[0].target() >= pair[1].target()));
    for mv in &mut list {
        *mv = mv.without_drop();
    }

    // Collected, a list keeps the iterator's order.
    let collected: MoveList = generated.iter().copied().filter(|mv| mv.origin() == Some(Square::B1)).collect();
    assert_eq!(
        &collected[..],
        &generated.iter().copied().filter(|mv| mv.origin() == Some(Square::B1)).collect::<Vec<_>>()[..]
    );

    // Past the inline capacity, extending moves the list to the heap instead of panicking.
    let many: Vec<Move> = Square::ALL
        .iter()
        .flat_map(|&from| Square::ALL.iter().filter(move |&&to| to != from).map(move |&to| Move::new(from, to)))
        .collect();
    assert!(many.len() > MoveList::CAPACITY, "64 × 63 slides, more than fit inline");
    let mut extended = MoveList::new();
    extended.extend(many[..10].iter().copied());
    extended.extend(many[10..].iter().copied());
    assert_eq!(&extended[..], &many[..]);
    assert_eq!(extended.try_push(Move::PASS), Err(Move::PASS), "a spilled list takes no more inline pushes");
    let collected: MoveList = many.iter().copied().collect();
    assert_eq!(collected, extended);
    extended.sort_by(|a, b| b.cmp(a));
    assert_eq!(extended.first(), many.last());
}
