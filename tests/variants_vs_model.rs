//! The engine's variants against the independent array-board model in
//! `tests/variant_model/mod.rs`, which never calls the engine: the two meet only
//! through position text and canonical move text.
//!
//! - perft of every variant's start (and of each Parachute option) equals the model's,
//!   and the rule book's reference numbers (RULES.md, "Reference perft");
//! - along random games of every variant, at every ply: the same position text, the
//!   same set of legal moves, the same outcome; the engine's invariants hold, make then
//!   unmake restores the position bit for bit (holes and reserves too), `play` equals
//!   `make`, every listed move passes `check_move` and `move_count` counts them.

mod variant_model;

mod proptest_cases;

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::BTreeSet;

use lines_of_action::{
    BothConnected, DropEndTest, DropOrder, Family, Move, NoLegalMove, Outcome, ParachuteOptions, Position, Rules,
    Variant,
};
use proptest::prelude::*;
use xorshift::XorShift;

/// The model's variant of the same name.
fn model_variant(variant: Variant) -> variant_model::Variant {
    variant_model::Variant::from_name(variant.name()).expect("the model knows every variant by name")
}

/// The model's rules for `variant` with `options` and the engine's end-of-game `rules`.
fn model_rules(variant: Variant, options: ParachuteOptions, rules: Rules) -> variant_model::Rules {
    variant_model::Rules {
        holes_and_exits: variant == Variant::CheshireCat,
        drop_order: match options.order {
            DropOrder::MoveFirst => variant_model::DropOrder::MoveFirst,
            DropOrder::DropFirst => variant_model::DropOrder::DropFirst,
        },
        drop_end_test: match options.end_test {
            DropEndTest::AfterTurn => variant_model::DropEndTest::AfterTurn,
            DropEndTest::AfterEachPart => variant_model::DropEndTest::AfterEachPart,
        },
        drop_turns: options.turns,
        both_connected: match rules.both_connected {
            BothConnected::Draw => variant_model::BothConnected::Draw,
            BothConnected::MoverWins => variant_model::BothConnected::MoverWins,
        },
        no_legal_move: match rules.no_legal_move {
            NoLegalMove::Pass => variant_model::NoLegalMove::Pass,
            NoLegalMove::Loss => variant_model::NoLegalMove::Loss,
            NoLegalMove::Draw => variant_model::NoLegalMove::Draw,
        },
    }
}

fn model_outcome(outcome: Option<variant_model::Outcome>) -> Option<Outcome> {
    outcome.map(|outcome| match outcome {
        variant_model::Outcome::Win(variant_model::Color::Black) => Outcome::Win(lines_of_action::Color::Black),
        variant_model::Outcome::Win(variant_model::Color::White) => Outcome::Win(lines_of_action::Color::White),
        variant_model::Outcome::Draw => Outcome::Draw,
    })
}

/// Parachute's options: the defaults and each other reading (RULES.md, "Parachute").
fn parachute_options() -> Vec<ParachuteOptions> {
    let default = ParachuteOptions::default();
    vec![
        default,
        ParachuteOptions { order: DropOrder::DropFirst, ..default },
        ParachuteOptions { end_test: DropEndTest::AfterEachPart, ..default },
        ParachuteOptions { order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart, ..default },
        ParachuteOptions { turns: 3, ..default },
    ]
}

/// Every variant with every set of options that changes its play.
fn variants_and_options() -> Vec<(Variant, ParachuteOptions)> {
    let mut cases = Vec::new();
    for variant in Variant::ALL {
        if variant.family().parachute_options().is_some() {
            cases.extend(parachute_options().into_iter().map(|options| (variant, options)));
        } else {
            cases.push((variant, ParachuteOptions::default()));
        }
    }
    cases
}

#[test]
fn start_perft_matches_the_rule_book() {
    // RULES.md, "Reference perft" (each reproduced there by at least two independent programs).
    let cases: [(Variant, &[u64]); 8] = [
        (Variant::FiveByFive, &[18, 280, 4_164]),
        (Variant::SixBySix, &[24, 524, 11_440]),
        (Variant::SevenBySeven, &[30, 848, 25_012]),
        (Variant::Loaps, &[24, 544, 12_988]),
        (Variant::CheshireCat, &[36, 1_232, 42_916]),
        (Variant::Parachute, &[936, 1_057_326]),
        (Variant::ParachuteMirrored, &[936, 1_057_326]),
        // RULES.md, "Perft": the Scrambled Eggs layouts.
        (Variant::ScrambledEggs, &[32, 992, 32_000]),
    ];
    for (variant, expected) in cases {
        let start = Position::from_variant(variant).unwrap();
        for (depth, &leaves) in (1..).zip(expected) {
            assert_eq!(start.perft(depth, Rules::default()), leaves, "{variant} depth {depth}");
            assert_eq!(start.perft_pure(depth), leaves, "{variant} pure depth {depth}");
        }
    }
}

#[test]
fn start_perft_matches_the_model_for_every_variant_and_option() {
    for (variant, options) in variants_and_options() {
        let start = Position::from_variant_with(variant, options).unwrap();
        let model_rules = model_rules(variant, options, Rules::default());
        let model_start = model_variant(variant).start(&model_rules);
        assert_eq!(start.to_string(), model_start.to_string(), "{variant} {options:?}");
        let depth = if variant.family().parachute_options().is_some() { 2 } else { 3 };
        for depth in 1..=depth {
            let model = variant_model::perft(&model_start, depth, &model_rules);
            assert_eq!(start.perft(depth, Rules::default()), model, "{variant} {options:?} depth {depth}");
        }
    }
}

#[test]
fn cheshire_cat_on_every_board_needs_only_its_family() {
    // Holes and exits on the small boards: no variant has a name for them, yet a setup
    // of the family on any board plays by the same code; the model, told only
    // "holes and exits", agrees to depth 4.
    for variant in [Variant::FiveByFive, Variant::SixBySix, Variant::SevenBySeven, Variant::Loaps] {
        let mut setup = Position::from_variant(variant).unwrap().to_setup();
        setup.family = Family::CheshireCat;
        let start = Position::from_setup(setup).unwrap();
        let rules = variant_model::Rules {
            holes_and_exits: true,
            ..model_rules(variant, ParachuteOptions::default(), Rules::default())
        };
        let model_start = model_variant(variant).start(&rules);
        for depth in 1..=4 {
            let model = variant_model::perft(&model_start, depth, &rules);
            assert_eq!(start.perft(depth, Rules::default()), model, "cheshire cat on {variant} depth {depth}");
            assert_eq!(
                start.perft(depth, Rules::default().with_both_connected(BothConnected::MoverWins)),
                variant_model::perft(
                    &model_start,
                    depth,
                    &variant_model::Rules { both_connected: variant_model::BothConnected::MoverWins, ..rules }
                ),
                "mover wins, {variant} depth {depth}"
            );
        }
    }
}

#[test]
fn deeper_perft_matches_the_model() {
    // Computed by the independent model (tests/variant_model_perft.rs, "computed by this
    // model"), and equal to the engine's.
    let cases: [(Variant, u32, u64); 7] = [
        (Variant::FiveByFive, 4, 56_108),
        (Variant::FiveByFive, 5, 743_264),
        (Variant::SixBySix, 4, 234_560),
        (Variant::SixBySix, 5, 4_853_792),
        (Variant::SevenBySeven, 4, 698_880),
        (Variant::Loaps, 4, 298_040),
        (Variant::CheshireCat, 4, 1_419_964),
    ];
    for (variant, depth, leaves) in cases {
        assert_eq!(
            Position::from_variant(variant).unwrap().perft(depth, Rules::default()),
            leaves,
            "{variant} depth {depth}"
        );
    }
    // Parachute's other readings at depth 2, from the same model.
    let default = ParachuteOptions::default();
    let drop_first = ParachuteOptions { order: DropOrder::DropFirst, ..default };
    assert_eq!(
        Position::from_variant_with(Variant::Parachute, drop_first).unwrap().perft(2, Rules::default()),
        997_762
    );
}

/// The engine's legal moves of `pos` as canonical text.
fn engine_moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|&mv| pos.notation(mv).to_string()).collect()
}

/// The kind of a move, to tell which kinds the random games met.
fn kind(mv: Move) -> &'static str {
    match mv {
        Move::Slide { .. } => "slide",
        Move::Pass => "pass",
        Move::Exit { .. } => "exit",
        Move::SlideDrop { .. } => "slide and drop",
        Move::PassDrop { .. } => "pass and drop",
        Move::Drop { .. } => "lone drop",
    }
}

/// One random game of `variant`, checked against the model at every ply; the kinds
/// of move its lists held go into `seen`, and the game's end.
fn random_game_agrees(
    variant: Variant,
    options: ParachuteOptions,
    rules: Rules,
    rng: &mut XorShift,
    seen: &mut BTreeSet<&'static str>,
) {
    let mut pos = Position::from_variant_with(variant, options).unwrap();
    let mut model = variant_model::Game::with_rules(model_variant(variant), model_rules(variant, options, rules));
    for ply in 0..300 {
        let context = format!("{variant} {options:?} ply {ply}: {pos}");
        assert_eq!(pos.to_string(), model.text(), "{context}");
        assert_eq!(pos.check_invariants(), Ok(()), "{context}");
        let outcome = pos.outcome(rules);
        assert_eq!(outcome, model_outcome(model.outcome()), "{context}");
        assert_eq!(pos.is_game_over(rules), outcome.is_some(), "{context}");
        if outcome.is_some() {
            seen.insert("end");
            return;
        }
        let moves = engine_moves(&pos);
        let expected: BTreeSet<String> = model.legal_moves().into_iter().collect();
        assert_eq!(moves, expected, "{context}");
        // The winning moves: those after which the model says the mover has won.
        let mover = model_outcome(Some(variant_model::Outcome::Win(model.position.turn)));
        let model_wins: BTreeSet<String> = model
            .moves()
            .iter()
            .filter(|mv| model_outcome(model.position.after(mv, &model.rules).outcome(&model.rules)) == mover)
            .map(ToString::to_string)
            .collect();
        let wins: BTreeSet<String> = pos.winning_moves(rules).iter().map(|&mv| pos.notation(mv).to_string()).collect();
        assert_eq!(wins, model_wins, "{context}: winning moves");
        assert_eq!(pos.has_winning_move(rules), !wins.is_empty(), "{context}");
        let list = pos.legal_moves();
        assert_eq!(list.len(), pos.move_count(), "{context}");
        seen.extend(list.iter().map(|&mv| kind(mv)));
        let mut visited = 0;
        pos.for_each_move(|mv| {
            assert_eq!(mv, list[visited], "{context}");
            visited += 1;
        });
        assert_eq!(visited, list.len(), "{context}");
        // Every listed move is legal; make then unmake restores everything.
        let sample: Vec<Move> = list.iter().copied().step_by(list.len() / 40 + 1).collect();
        for &mv in &sample {
            assert_eq!(pos.check_move(mv), Ok(()), "{context}: {mv}");
            let text = pos.notation(mv).to_string();
            assert_eq!(pos.parse_move(&text), Ok(mv), "{context}: {text}");
            let mut made = pos;
            let undo = made.make(mv).unwrap();
            let mut played = pos;
            played.play(mv).unwrap();
            assert_eq!(made, played, "{context}: {mv}");
            assert_eq!(made.zobrist_hash(), made.computed_hash(), "{context}: {mv}");
            let mut unmade = made;
            unmade.unmake(undo).unwrap();
            assert_eq!(unmade, pos, "{context}: {mv}");
            assert_eq!(unmade.zobrist_hash(), pos.zobrist_hash(), "{context}: {mv}");
        }
        let mv = list[rng.below(list.len())];
        let text = pos.notation(mv).to_string();
        pos.play(mv).unwrap();
        model.play(&text).unwrap_or_else(|error| panic!("{context}: {error}"));
    }
}

#[test]
fn random_games_of_every_variant_agree_with_the_model() {
    let mut rng = XorShift(0x5eed_0a11);
    let rule_sets = [Rules::default(), Rules::default().with_both_connected(BothConnected::MoverWins)];
    let mut all_seen = BTreeSet::new();
    for (variant, options) in variants_and_options() {
        let games = if variant.family().parachute_options().is_some() { 3 } else { 12 };
        let mut seen = BTreeSet::new();
        for game in 0..games {
            random_game_agrees(variant, options, rule_sets[game % 2], &mut rng, &mut seen);
        }
        assert!(seen.contains("end"), "{variant} {options:?}: no game ended: {seen:?}");
        all_seen.extend(seen);
    }
    // The games met every kind of move but the rare forced passes and lone drops
    // (tests/variants.rs builds positions for those).
    let kinds = ["end", "exit", "slide", "slide and drop"];
    assert_eq!(all_seen, kinds.into_iter().collect(), "kinds of move met");
}

#[test]
fn no_legal_move_rules_agree_on_small_boards() {
    let mut rng = XorShift(0xb0_c5ed);
    for variant in [Variant::FiveByFive, Variant::SixBySix, Variant::SevenBySeven, Variant::Loaps] {
        for none in [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw] {
            for _ in 0..8 {
                random_game_agrees(
                    variant,
                    ParachuteOptions::default(),
                    Rules::default().with_no_legal_move(none),
                    &mut rng,
                    &mut BTreeSet::new(),
                );
            }
        }
    }
}

/// The deeper counts, the engine against the model computing them live: minutes in
/// all, so run by hand with `cargo test --release --test variants_vs_model -- --ignored`.
#[test]
#[ignore]
fn deep_perft_matches_the_model() {
    let cases: [(Variant, u32); 7] = [
        (Variant::FiveByFive, 7),
        (Variant::CheshireCat, 5),
        (Variant::SixBySix, 6),
        (Variant::SevenBySeven, 5),
        (Variant::Loaps, 5),
        (Variant::Parachute, 3),
        (Variant::ParachuteMirrored, 3),
    ];
    for (variant, depth) in cases {
        let start = Position::from_variant(variant).unwrap();
        let rules = model_rules(variant, ParachuteOptions::default(), Rules::default());
        let model = variant_model::perft(&model_variant(variant).start(&rules), depth, &rules);
        let engine = start.perft(depth, Rules::default());
        println!("{variant} depth {depth}: engine {engine}, model {model}");
        assert_eq!(engine, model, "{variant} depth {depth}");
    }
}

proptest! {
    #![proptest_config(proptest_cases::config(24))]

    /// Random reachable positions of any variant and option, from a random seed: the
    /// same checks as the fixed games above, at every ply of the game.
    #[test]
    fn random_reachable_positions_agree_with_the_model(seed in 1u64.., case in 0usize..13, mover_wins in any::<bool>()) {
        let cases = variants_and_options();
        let (variant, options) = cases[case % cases.len()];
        let both = if mover_wins { BothConnected::MoverWins } else { BothConnected::Draw };
        let rules = Rules::default().with_both_connected(both);
        random_game_agrees(variant, options, rules, &mut XorShift(seed), &mut BTreeSet::new());
    }
}
