//! The conveniences a Rust user expects of a game crate: orders for `BTreeMap` keys,
//! a `MoveList` that sorts and collects, parsing from text, and methods where the
//! neighbours are methods.

use std::collections::{BTreeMap, BTreeSet};

use lines_of_action::{
    Bitboard, BothConnected, Color, DropEndTest, DropOrder, EndReason, Family, File, Game, GameResult, Layout,
    LineKind, Move, MoveLimit, MoveList, NoLegalMove, Outcome, ParachuteOptions, Position, Rank, Repetition,
    RepetitionKey, RulePreset, Rules, Setup, Square, Variant,
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
    assert_eq!(by_rules.len(), RulePreset::ALL.len(), "RULES.md: the presets differ");
    // Rules order field by field, the declaration's order: a double connection that draws
    // first, then a pass, then no repetition rule — Abstract Play's rules, then the
    // Olympiad's.
    let least: Vec<&Rules> = by_rules.keys().take(2).collect();
    assert_eq!(least, [&Rules::ABSTRACT_PLAY, &Rules::COMPUTER_OLYMPIAD]);
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

#[test]
fn colours_rules_and_games_read_from_text() {
    for (text, color) in [
        ("black", Color::Black),
        ("Black", Color::Black),
        ("B", Color::Black),
        ("b", Color::Black),
        ("WHITE", Color::White),
        ("w", Color::White),
    ] {
        assert_eq!(text.parse::<Color>(), Ok(color), "{text}");
    }
    for color in Color::ALL {
        // What Display writes and the notation's letter both read back.
        assert_eq!(color.to_string().parse::<Color>(), Ok(color));
        assert_eq!(color.char().to_string().parse::<Color>(), Ok(color));
    }
    for text in ["", "blue", "bl", "black ", "x"] {
        let error = text.parse::<Color>().unwrap_err();
        assert_eq!(error.to_string(), format!("unknown colour {text:?}: expected black or white"));
    }

    for preset in RulePreset::ALL {
        assert_eq!(preset.name().parse::<Rules>(), Ok(preset.rules()));
        assert_eq!(preset.name().to_uppercase().parse::<Rules>(), Ok(preset.rules()));
    }
    assert_eq!("sackson".parse::<Rules>(), Ok(Rules::BOARDSPACE), "RulePreset's alias");
    for variant in Variant::ALL {
        assert_eq!(variant.to_string().to_uppercase().parse::<Variant>(), Ok(variant));
    }
    assert_eq!("fide".parse::<Rules>().unwrap_err(), "fide".parse::<RulePreset>().unwrap_err());

    // A bare move list is a game from the standard start under the default rules.
    let game: Game = "1. b1-b3 h3-e3 2. b3xe3".parse().unwrap();
    let mut expected = Game::default();
    for text in ["b1-b3", "h3-e3", "b3xe3"] {
        let mv = expected.position().parse_move(text).unwrap();
        expected.play(mv).unwrap();
    }
    assert_eq!(game, expected);
    assert_eq!(game.rules(), Rules::default());
    assert_eq!(game.start(), &Position::default());
    assert_eq!(game.to_string().parse::<Game>(), Ok(game));
    assert_eq!("".parse::<Game>(), Ok(Game::default()));
    let error = "1. b1-b3 b1-b3".parse::<Game>().unwrap_err();
    assert_eq!(error.ply, 2, "White's move, and b1 is empty");
}

#[test]
fn squares_and_bitboards_convert_from_numbers() {
    for square in Square::ALL {
        let index = u8::try_from(square.index()).unwrap();
        assert_eq!(Square::try_from(index), Ok(square));
    }
    for index in [64u8, 100, u8::MAX] {
        let error = Square::try_from(index).unwrap_err();
        assert_eq!(error.index, index);
        assert_eq!(error.to_string(), format!("square index {index} out of range: expected 0 (a1) to 63 (h8)"));
    }
    // Bit i is the square of index i: a1 = bit 0, h8 = bit 63.
    let corners = Bitboard::from(1u64 | 1 << 7 | 1 << 56 | 1 << 63);
    assert_eq!(corners, [Square::A1, Square::H1, Square::A8, Square::H8].into_iter().collect());
    assert_eq!(u64::from(corners), 1u64 | 1 << 7 | 1 << 56 | 1 << 63);
    for bits in [0, 1, 0x7e00_0000_0000_007e, u64::MAX] {
        assert_eq!(u64::from(Bitboard::from(bits)), bits);
    }
}

/// The start position as a constant, as a user crate would write it.
const START: Position = Position::START;

#[test]
fn the_start_position_is_a_constant() {
    assert_eq!(START, Position::default());
    assert_eq!(START.zobrist_hash(), Position::default().computed_hash());
    assert_eq!(START.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", "RULES.md, the start");
    const NEW: Position = Position::new();
    assert_eq!(NEW, START);
}

#[test]
#[expect(clippy::manual_hash_one, reason = "the test is that `pos.hash(&mut hasher)` compiles")]
fn position_hash_is_the_std_trait_and_zobrist_hash_the_number() {
    use std::hash::{BuildHasher, Hash, Hasher};
    let pos = Position::default();
    let state = std::collections::hash_map::RandomState::new();
    // `pos.hash(&mut hasher)` is `Hash::hash`: no inherent method hides it.
    let mut by_method = state.build_hasher();
    pos.hash(&mut by_method);
    let mut by_number = state.build_hasher();
    by_number.write_u64(pos.zobrist_hash());
    assert_eq!(by_method.finish(), by_number.finish());
    // Likewise Move's `cmp`, `eq` and `from` are the traits'.
    let (a, b) = (Move::new(Square::A1, Square::A2), Move::new(Square::B1, Square::B2));
    assert_eq!(a.cmp(&b), std::cmp::Ordering::Less);
    assert!(a.eq(&a));
    assert_eq!(Bitboard::from(Square::A1), Bitboard::from(1u64));
}

/// The spellings of one move that real records use (RULES.md, "Notation"), made from its
/// canonical text: upper case, `:` or `-` for a capture, a space or nothing between the
/// squares, annotation marks, white space around.
fn spellings(canonical: &str) -> Vec<String> {
    let mut out = vec![canonical.to_string(), canonical.to_uppercase()];
    for mark in ["x", "-", ":", " ", ""] {
        for separator in ["-", "x"] {
            if let Some((from, rest)) = canonical.split_once(separator) {
                if from.len() == 2 && !rest.starts_with('^') {
                    out.push(format!("{from}{mark}{rest}"));
                    out.push(format!("{}{mark}{}", from.to_uppercase(), rest.to_uppercase()));
                }
            }
        }
    }
    for extra in ["+", "#", "!?", "++"] {
        out.push(format!("{canonical}{extra}"));
    }
    out.push(format!("  {canonical}\t"));
    out
}

#[test]
fn the_position_free_readers_take_every_spelling_the_position_reader_takes() {
    // The squares: in either case, as the move reader takes them.
    for square in Square::ALL {
        let lower = square.to_string();
        let upper = lower.to_uppercase();
        for text in [&lower, &upper] {
            assert_eq!(text.parse::<Square>(), Ok(square), "{text}");
        }
        // A square reads as the same square alone and inside a move.
        let slide = format!("{upper}-{}", square.flip_vertical().to_string().to_uppercase());
        assert_eq!(slide.parse::<Move>().unwrap().origin(), Some(square), "{slide}");
    }
    // The moves: the first legal moves of the standard start, Parachute's (slides with
    // drops) and a Cheshire Cat position where e8 must exit (tests/variants.rs), in every
    // spelling; what the position reads, the position-free reader reads as the same move.
    let boxed = Position::from_text("3xbx2/3xxx2/7w/8/7w/8/8/b7 b", Variant::CheshireCat).unwrap();
    assert!(boxed.legal_moves().contains(&Move::Exit { from: Square::E8 }));
    let positions = [Position::default(), Position::from_variant(Variant::Parachute).unwrap(), boxed];
    let mut checked = 0;
    for pos in positions {
        for mv in pos.legal_moves().into_iter().take(40) {
            for text in spellings(&pos.notation(mv).to_string()) {
                if let Ok(read) = pos.parse_move(&text) {
                    assert_eq!(read, mv, "{text:?} in {pos}");
                    assert_eq!(
                        text.parse::<Move>(),
                        Ok(mv),
                        "{text:?}: the position reads it, Move::from_str must too"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1_000, "the table exercised the readers: {checked} spellings");
    // A table of the spellings RULES.md lists, read at the start and without a position.
    let pos = Position::default();
    for text in [
        "b1-b3", "B1-B3", "b1b3", "B1B3", "b1 b3", "b1-b3!", " b1-b3 ", "c1xa3", "C1XA3", "c1:a3", "c1-a3", "c1a3",
        "C1:A3+",
    ] {
        let mv = pos.parse_move(text).unwrap();
        assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
    }
}

#[test]
fn perft_targets_and_groups_are_methods_of_what_they_ask_about() {
    let start = Position::default();
    // RULES.md, "Perft": the standard start, depths 1 to 3.
    assert_eq!(start.perft(1, Rules::default()), 36);
    assert_eq!(start.perft(3, Rules::default()), 44_952);
    assert_eq!(start.perft_pure(3), 44_952, "no game ends within 3 plies of the start");
    let split = start.divide(2, Rules::default());
    assert_eq!(split.iter().map(|(mv, _)| *mv).collect::<Vec<_>>(), start.legal_moves().to_vec());
    assert_eq!(split.iter().map(|(_, leaves)| leaves).sum::<u64>(), start.perft(2, Rules::default()));
    assert_eq!(start.divide_pure(2), split);

    // A move-generation query, with or without the svg feature: the targets of b1's
    // legal moves, as the move list has them.
    let from_b1: Bitboard =
        start.legal_moves().iter().filter(|mv| mv.origin() == Some(Square::B1)).filter_map(|mv| mv.target()).collect();
    assert_eq!(start.legal_targets(Square::B1), from_b1);
    assert_eq!(
        from_b1.count(),
        3,
        "b1-h1, b1-b3, b1-d3: rank 1 holds 6 pieces, file b 2, the b1-h7 diagonal 2 (RULES.md, movement)"
    );

    // Groups and connection of a set of squares.
    let pieces: Bitboard = [Square::A1, Square::B2, Square::D4].into_iter().collect();
    assert!(!pieces.is_connected());
    assert_eq!(pieces.groups().count(), 2);
    assert!(pieces.with(Square::C3).is_connected());
    assert_eq!(start.pieces(Color::Black).groups().count(), 2, "rank 1 and rank 8");
    assert_eq!(start.pieces(Color::Black).is_connected(), start.is_connected(Color::Black));
}

#[cfg(feature = "parallel")]
#[test]
fn parallel_perft_is_a_method_too() {
    let start = Position::default();
    assert_eq!(start.par_perft(3, Rules::default()), start.perft(3, Rules::default()));
    assert_eq!(start.par_perft_pure(3), start.perft_pure(3));
}
