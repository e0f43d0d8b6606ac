//! The hexagonal boards (RULES.md, "Hexagonal boards": hex5/Alveole, hex6, hex6
//! Scrambled Eggs) against the independent model in `tests/hex_model/` (cells as row and
//! number, neighbour lists, no bitboards), on the starts and on random reachable
//! positions.
//!
//! At every ply of a random game, under Abstract Play's rules and Board Game Arena's
//! Alveole rules:
//!
//! - the position text is the model's, and reads back to the same position;
//! - the legal moves are the model's, in Abstract Play's notation (`a2-c3`, `a2xc3`,
//!   `pass`), each read back by `parse_move`; `check_move` accepts, of every pair of a
//!   piece of the side to move and a cell, exactly the model's slides, and an illegal move
//!   is refused by `play` and `make` too, leaving the position as it was;
//! - every legal move, made, gives the model's next position, passes `check_invariants`,
//!   keeps `zobrist_hash` equal to `computed_hash`, and unmade restores the position;
//! - the result is the model's, and so are the winning moves (`winning_moves`,
//!   `has_winning_move`: the moves after which the model gives the mover the game);
//! - the twelve symmetries of the hexagon keep the number of moves and the result, and
//!   turn each legal move into a legal move of the turned position.
//!
//! A `Game` of each variant counts its tree as the model does and undoes and redoes its
//! moves. And bad input, each a clear error and nothing changed. Every expected value comes from
//! the model, from RULES.md, or from the position before the operation.

mod hex_model;

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::BTreeSet;

use hex_model::Variant as ModelVariant;
use lines_of_action::{
    AnyPosition, BoardSquare, BoardSymmetry, Color, Game, Geometry, Hex5, Hex6, Move, Outcome, Position, RulePreset,
    Rules, SquareSet, Variant,
};
use proptest::prelude::*;
use xorshift::XorShift;

/// The engine's variant and the model's, side by side.
const VARIANTS: [(Variant, ModelVariant); 3] = [
    (Variant::Hex5, ModelVariant::Hex5),
    (Variant::Hex6, ModelVariant::Hex6),
    (Variant::Hex6Scrambled, ModelVariant::Hex6Scrambled),
];

/// The two rule sets of the hexagonal games, the engine's and the model's.
const RULE_SETS: [(RulePreset, hex_model::Rules); 2] =
    [(RulePreset::AbstractPlay, hex_model::Rules::ABSTRACT_PLAY), (RulePreset::Alveole, hex_model::Rules::BGA_ALVEOLE)];

/// The model's outcome in the engine's terms.
fn outcome(model: Option<hex_model::Outcome>) -> Option<Outcome> {
    model.map(|outcome| match outcome {
        hex_model::Outcome::Win(hex_model::Color::Black) => Outcome::Win(Color::Black),
        hex_model::Outcome::Win(hex_model::Color::White) => Outcome::Win(Color::White),
        hex_model::Outcome::Draw => Outcome::Draw,
    })
}

/// Checks `pos` against the model's reading of its text, under `rules`; returns the legal
/// moves in notation, sorted as the engine lists them.
fn check_position<G: Geometry>(
    pos: &Position<G>,
    variant: Variant,
    rules: (RulePreset, hex_model::Rules),
    rng: &mut XorShift,
) -> Vec<Move<G::Square>> {
    let text = pos.to_string();
    let context = format!("{variant} {}: {text}", rules.0);
    let model = hex_model::Game::from_text(&text, rules.1).unwrap_or_else(|error| panic!("{context}: {error}"));
    assert_eq!(model.text(), text, "{context}: the model writes it the same");
    assert_eq!(Position::<G>::read(&text, variant), Ok(*pos), "{context}: reads back");

    assert_eq!(pos.outcome(rules.0.rules()), outcome(model.outcome()), "{context}");
    assert_eq!(pos.check_invariants(), Ok(()), "{context}");
    assert_eq!(pos.zobrist_hash(), pos.computed_hash(), "{context}");

    let list = pos.legal_moves();
    let engine: BTreeSet<String> = list.iter().map(|&mv| pos.notation(mv).to_string()).collect();
    let expected: BTreeSet<String> = model.position.moves().iter().map(ToString::to_string).collect();
    assert_eq!(engine, expected, "{context}");
    assert_eq!(list.len(), expected.len(), "{context}: no move twice");
    for &mv in list.iter() {
        let written = pos.notation(mv).to_string();
        assert_eq!(pos.parse_move(&written), Ok(mv), "{context}: {written}");
    }

    // `check_move` on every slide a piece of the side to move could try.
    let slides: BTreeSet<String> = expected.iter().filter(|mv| *mv != "pass").map(|mv| mv.replace('x', "-")).collect();
    let mut accepted = BTreeSet::new();
    let cells: Vec<G::Square> = (0..G::Square::INDICES).filter_map(G::Square::try_from_index).collect();
    for from in pos.pieces(pos.turn()) {
        for &to in cells.iter().filter(|&&to| to != from) {
            let mv = Move::new(from, to);
            match pos.check_move(mv) {
                Ok(()) => {
                    accepted.insert(mv.to_string());
                }
                Err(error) if rng.below(16) == 0 => {
                    let mut played = *pos;
                    assert_eq!(played.play(mv), Err(error), "{context}: {mv}");
                    assert_eq!(played, *pos, "{context}: {mv} refused, nothing changed");
                }
                Err(_) => {}
            }
        }
    }
    assert_eq!(accepted, slides, "{context}: check_move");

    // The winning moves: those after which the model gives the side to move the game.
    let mover = match pos.turn() {
        Color::Black => hex_model::Color::Black,
        Color::White => hex_model::Color::White,
    };
    let winning: BTreeSet<String> = model
        .position
        .moves()
        .iter()
        .filter(|mv| model.position.after(mv).outcome(&rules.1) == Some(hex_model::Outcome::Win(mover)))
        .map(ToString::to_string)
        .collect();
    if model.outcome().is_none() {
        let engine_winning = pos.winning_moves(rules.0.rules());
        let engine_winning: BTreeSet<String> = engine_winning.iter().map(|&mv| pos.notation(mv).to_string()).collect();
        assert_eq!(engine_winning, winning, "{context}: winning moves");
        assert_eq!(pos.has_winning_move(rules.0.rules()), !winning.is_empty(), "{context}");
    }

    // Each move made and unmade.
    for &mv in list.iter() {
        let mut after = *pos;
        let undo = after.make(mv).unwrap_or_else(|error| panic!("{context}: {mv}: {error}"));
        let written = pos.notation(mv).to_string();
        let model_move = model.position.moves().into_iter().find(|m| m.to_string() == written).unwrap();
        assert_eq!(after.to_string(), model.position.after(&model_move).to_string(), "{context}: after {mv}");
        assert_eq!(after.check_invariants(), Ok(()), "{context}: after {mv}");
        assert_eq!(after.zobrist_hash(), after.computed_hash(), "{context}: after {mv}");
        after.unmake(undo).unwrap();
        assert_eq!(after, *pos, "{context}: {mv} unmade");
    }

    // The twelve symmetries.
    let symmetries = <<G::Square as BoardSquare>::Symmetry as BoardSymmetry>::ALL;
    assert_eq!(symmetries.len(), 12);
    for &symmetry in symmetries {
        let turned = pos.transformed(symmetry);
        assert_eq!(turned.legal_moves().len(), list.len(), "{context}: {symmetry:?}");
        assert_eq!(turned.outcome(rules.0.rules()), pos.outcome(rules.0.rules()), "{context}: {symmetry:?}");
        assert_eq!(turned.pieces(Color::Black).count(), pos.pieces(Color::Black).count());
        for &mv in list.iter() {
            let image = mv.transformed(symmetry, pos.board_size()).expect("a move of the board");
            assert_eq!(turned.check_move(image), Ok(()), "{context}: {symmetry:?} {mv} -> {image}");
        }
    }
    list.to_vec()
}

/// A random game of `plies` from `variant`'s start under `rules`, every position checked.
fn random_game<G: Geometry>(variant: Variant, rules: (RulePreset, hex_model::Rules), seed: u64, plies: usize) {
    let mut rng = XorShift(seed | 1);
    let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), rules.0.rules());
    for _ in 0..plies {
        let moves = check_position(game.position(), variant, rules, &mut rng);
        if game.is_over() {
            assert!(game.legal_moves().is_empty());
            return;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(mv).unwrap();
    }
}

/// Dispatches a random game to the variant's geometry.
fn random_game_of(variant: Variant, rules: (RulePreset, hex_model::Rules), seed: u64, plies: usize) {
    match variant {
        Variant::Hex5 => random_game::<Hex5>(variant, rules, seed, plies),
        _ => random_game::<Hex6>(variant, rules, seed, plies),
    }
}

#[test]
fn the_starts_are_the_rule_books() {
    for (variant, model) in VARIANTS {
        // RULES.md, "Hexagonal boards", the start texts (the model's copies of them).
        assert_eq!(AnyPosition::from_variant(variant).to_string(), model.start_text(), "{variant}");
    }
}

#[test]
fn reference_perft_from_the_rule_book_and_the_model() {
    // RULES.md's d1-d3 (Abstract Play's rules), and d4 from the independent model.
    let rules = Rules::ABSTRACT_PLAY;
    for (variant, model) in VARIANTS {
        let pos = AnyPosition::from_variant(variant);
        let expected: &[u64] = match variant {
            Variant::Hex5 => &[15, 219, 3_936],
            Variant::Hex6 => &[30, 870, 26_946],
            _ => &[24, 588, 15_324],
        };
        for (depth, &leaves) in (1..).zip(expected) {
            assert_eq!(pos.perft(depth, rules), leaves, "{variant} perft {depth}");
        }
        let start = model.start();
        assert_eq!(pos.perft(4, rules), hex_model::perft(&start, 4, &hex_model::Rules::ABSTRACT_PLAY), "{variant}");
        assert_eq!(pos.perft_pure(3), hex_model::perft_pure(&start, 3), "{variant}");
        let alveole = hex_model::Rules::BGA_ALVEOLE;
        assert_eq!(pos.perft(3, Rules::ALVEOLE), hex_model::perft(&start, 3, &alveole), "{variant}");
    }
}

#[test]
fn a_game_of_each_variant_under_each_rule_set() {
    for (variant, _) in VARIANTS {
        for rules in RULE_SETS {
            random_game_of(variant, rules, 0x9e37_79b9_7f4a_7c15, 60);
        }
    }
}

/// Plays 12 random plies of `variant` on `G`, then checks the game's perft against the
/// model's and that undoing and redoing every move gives back the start and the end.
fn undo_redo_and_perft<G: Geometry>(variant: Variant, model: ModelVariant) {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), Rules::ABSTRACT_PLAY);
    let start = *game.position();
    for _ in 0..12 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    let end = *game.position();
    let text = end.to_string();
    let model_game = hex_model::Game::from_variant_text(model, &text, hex_model::Rules::ABSTRACT_PLAY).unwrap();
    assert_eq!(game.perft(3), hex_model::perft(&model_game.position, 3, &hex_model::Rules::ABSTRACT_PLAY), "{text}");
    let plies = game.ply();
    while game.undo().is_some() {}
    assert_eq!((game.ply(), *game.position()), (0, start), "{variant}: undone");
    while game.redo().is_some() {}
    assert_eq!((game.ply(), *game.position()), (plies, end), "{variant}: redone");
}

#[test]
fn a_game_undoes_redoes_and_counts_its_tree() {
    // Under Abstract Play's rules (no history rule) a game's perft is the model's perft
    // of its position.
    undo_redo_and_perft::<Hex5>(Variant::Hex5, ModelVariant::Hex5);
    undo_redo_and_perft::<Hex6>(Variant::Hex6, ModelVariant::Hex6);
    undo_redo_and_perft::<Hex6>(Variant::Hex6Scrambled, ModelVariant::Hex6Scrambled);
}

#[test]
fn the_black_hole_swallows_what_lands_on_f6() {
    // RULES.md: on hex6 f6 never holds a piece; a piece landing on it is removed.
    let mut pos = Position::<Hex6>::read("1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b", Variant::Hex6).unwrap();
    assert_eq!(pos.black_hole().map(|cell| cell.to_string()).as_deref(), Some("f6"));
    let error = Position::<Hex6>::read("1bbbb1/w5w/w6w/w7w/w8w/5b5/b8b/b7b/b6b/b5b/1wwww1 b", Variant::Hex6);
    assert!(error.unwrap_err().to_string().contains("f6"), "a piece on the black hole is refused, naming f6");
    // Black's e5 reaches f6 along its up-right line (alone on it); landing there
    // removes it: the model's position after, and one piece fewer.
    let text = "6/7/8/9/10/11/4b5/4w4/8/b6/4w1 b";
    pos = Position::<Hex6>::read(text, Variant::Hex6).unwrap_or_else(|error| panic!("{text}: {error}"));
    let model = hex_model::Game::from_variant_text(ModelVariant::Hex6, text, hex_model::Rules::ABSTRACT_PLAY).unwrap();
    let moves: BTreeSet<String> = pos.legal_moves().iter().map(|&mv| pos.notation(mv).to_string()).collect();
    assert_eq!(moves, model.legal_moves().into_iter().collect());
    assert!(moves.contains("e5-f6"), "{moves:?}");
    let swallow = pos.parse_move("e5-f6").unwrap();
    let model_move = model.position.moves().into_iter().find(|m| m.to_string() == "e5-f6").unwrap();
    pos.play(swallow).unwrap();
    assert_eq!(pos.to_string(), model.position.after(&model_move).to_string());
    assert_eq!(pos.pieces(Color::Black).count(), 1);
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    // hex6 has 11 rows: 10 is refused.
    let ten_rows = "1bbbb1/w5w/w6w/w7w/w8w/b8b/b7b/b6b/b5b/1wwww1 b";
    assert!(Position::<Hex6>::read(ten_rows, Variant::Hex6).is_err());
    assert!(AnyPosition::read(ten_rows, Variant::Hex6).is_err());
    // A row of the wrong length (row j of hex6 has 7 cells, here 8).
    let long_row = "1bbbb1/w6w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b";
    let error = Position::<Hex6>::read(long_row, Variant::Hex6).unwrap_err().to_string();
    assert!(!error.is_empty());
    // A square board's text given to a hex variant, and the reverse.
    let square = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
    assert!(AnyPosition::read(square, Variant::Hex5).is_err());
    assert!(AnyPosition::read(square, Variant::Hex6).is_err());
    assert!(AnyPosition::read("wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b", Variant::Standard).is_err());
    // Cells off the board, as moves: a6 on hex5 (row a has 5 cells), j12 on hex6.
    let hex5 = Position::<Hex5>::start_of(Variant::Hex5).unwrap();
    let error = hex5.parse_move("a5-a6").unwrap_err().to_string();
    assert!(error.contains("a6 is off hex5: row a has 5 cells"), "{error}");
    let error = hex5.parse_move("a1-j12").unwrap_err().to_string();
    assert!(error.contains("j12 is off hex5: its rows are a to i"), "{error}");
    let hex6 = Position::<Hex6>::start_of(Variant::Hex6).unwrap();
    let error = hex6.parse_move("j7-j12").unwrap_err().to_string();
    assert!(error.contains("j12 is off hex6: row j has 7 cells"), "{error}");
    // A move off its line, and a move of the wrong side, through `Game::play`.
    let mut game = Game::from_position(hex5, Rules::ABSTRACT_PLAY);
    let cell = |name: &str| name.parse::<lines_of_action::Cell5>().unwrap();
    for (from, to) in [("a2", "b3"), ("a1", "c1"), ("a2", "a4")] {
        let (mv, text) = (Move::new(cell(from), cell(to)), format!("{from}-{to}"));
        assert!(hex5.parse_move(&text).is_err(), "{text}");
        assert!(game.play(mv).is_err(), "{text}");
        assert_eq!(*game.position(), hex5, "{text} refused, nothing changed");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]

    #[test]
    fn random_reachable_positions_keep_every_property(
        variant in 0usize..3, alveole in any::<bool>(), seed in 1u64.., plies in 0usize..120,
    ) {
        random_game_of(VARIANTS[variant].0, RULE_SETS[usize::from(alveole)], seed, plies);
    }
}
