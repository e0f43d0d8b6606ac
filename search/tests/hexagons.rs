//! The bots on the hexagonal boards: every pair of the four ([`RandomBot`],
//! [`GreedyBot`], [`AlphaBetaBot`], [`MctsBot`], short searches) plays a game to its end
//! in hex5, hex6 and hex6's Scrambled Eggs, under the hexagons' own rule presets
//! (Abstract Play's and Board Game Arena's Alveole), and the independent model of the
//! hexagonal game (`tests/hex_model/`, written from RULES.md alone) plays the same moves
//! beside it: every move the bots choose is one the model finds legal, the game goes on
//! while the model's does, and ends with the model's result.

#[path = "../../tests/hex_model/mod.rs"]
mod hex_model;

use lines_of_action::{
    Color, EndReason, Game, Geometry, Hex5, Hex6, Outcome, Position, RulePreset, SquareSet, Variant,
};
use lines_of_action_search::{AlphaBetaBot, Bot, GreedyBot, Limits, MctsBot, MctsOptions, RandomBot};

/// Where a game stops if the rules have not ended it: random games on hex6 last some
/// 300 to 400 plies, and the presets here have neither a repetition rule nor a move
/// limit, so every game must end before it.
const PLY_CAP: usize = 2_000;

/// The bot of `index` (0 random, 1 greedy, 2 alpha-beta to depth 2, 3 MCTS with 100
/// simulations a move, its playouts cut short by the evaluation after 8 plies), seeded by
/// `seed`.
fn bot<G: Geometry>(index: usize, seed: u64) -> Box<dyn Bot<G>> {
    match index {
        0 => Box::new(RandomBot::new(seed)),
        1 => Box::new(GreedyBot::new(seed)),
        2 => Box::new(AlphaBetaBot::new(Limits::NONE.with_depth(2))),
        _ => Box::new(MctsBot::new(
            MctsOptions { seed, playout_plies: Some(8), ..MctsOptions::default() },
            Limits::NONE.with_nodes(100),
        )),
    }
}

/// The model's colour of `color`.
fn model_color(color: Color) -> hex_model::Color {
    match color {
        Color::Black => hex_model::Color::Black,
        Color::White => hex_model::Color::White,
    }
}

/// One game of `variant` under `preset` between `black` and `white`, the model playing
/// every move beside it; the engine's outcome.
fn game_beside_the_model<G: Geometry>(
    variant: Variant,
    preset: RulePreset,
    mut black: Box<dyn Bot<G>>,
    mut white: Box<dyn Bot<G>>,
) -> Outcome {
    let model_variant = hex_model::Variant::from_name(variant.name()).expect("a hexagonal variant");
    let model_rules = match preset {
        RulePreset::AbstractPlay => hex_model::Rules::ABSTRACT_PLAY,
        RulePreset::Alveole => hex_model::Rules::BGA_ALVEOLE,
        other => panic!("{other}: a preset of the hexagons expected"),
    };
    let mut model = hex_model::Game::with_rules(model_variant, model_rules);
    let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), preset.rules());
    let names = format!("{variant} ({preset}), {} against {}", black.name(), white.name());
    assert_eq!(game.position().to_string(), model.text(), "{names}: the start");
    while !game.is_over() {
        assert!(game.ply() < PLY_CAP, "{names}: not over after {PLY_CAP} plies");
        let bot = if game.position().turn() == Color::Black { &mut black } else { &mut white };
        let decision = bot.choose(&game).expect("a move while the game goes on");
        assert!(game.legal_moves().contains(&decision.mv), "{names}: {} after {game}", decision.mv);
        let text = game.position().notation(decision.mv).to_string();
        model.play(&text).unwrap_or_else(|error| panic!("{names}: the model refuses {text}: {error}"));
        game.play(decision.mv).unwrap_or_else(|error| panic!("{names}: {error} after {game}"));
        assert_eq!(game.position().to_string(), model.text(), "{names}: after {text}");
        if !game.is_over() {
            assert_eq!(model.outcome(), None, "{names}: the model's game is over after {game}");
        }
    }
    let outcome = game.outcome().expect("a finished game has an outcome");
    let expected = match outcome {
        Outcome::Win(color) => hex_model::Outcome::Win(model_color(color)),
        Outcome::Draw => hex_model::Outcome::Draw,
    };
    assert_eq!(model.outcome(), Some(expected), "{names}: {game}");
    // The rule that ended it holds in the last position.
    let (pos, result) = (game.position(), game.result().unwrap());
    match (result.reason, outcome) {
        (EndReason::Connection, Outcome::Win(winner)) => assert!(pos.pieces(winner).is_connected(), "{names}"),
        (EndReason::DoubleConnection, _) => {
            assert!(pos.pieces(Color::Black).is_connected() && pos.pieces(Color::White).is_connected(), "{names}")
        }
        (EndReason::NoLegalMove, _) => assert_eq!(pos.count_slides_of(pos.turn()), 0, "{names}"),
        other => panic!("{names}: {other:?} under {preset}, which has no repetition rule and no move limit"),
    }
    eprintln!("{names}: {:?} in {} plies", game.result(), game.ply());
    outcome
}

/// Every pair of the four bots, each pair once with each bot as Black, on the boards of
/// `G`, the presets alternating; how many games alpha-beta and MCTS won against the
/// random mover.
fn every_pair_plays<G: Geometry>(variant: Variant, seed: u64) -> usize {
    let mut searches_beat_random = 0;
    for first in 0..4 {
        for second in 0..4 {
            if first == second {
                continue;
            }
            let preset =
                if (first + second + seed as usize) % 2 == 0 { RulePreset::AbstractPlay } else { RulePreset::Alveole };
            let (black, white) = (bot::<G>(first, seed + first as u64), bot::<G>(second, seed + second as u64));
            let outcome = game_beside_the_model(variant, preset, black, white);
            let searcher_beat_random = match (first, second) {
                (2 | 3, 0) => outcome == Outcome::Win(Color::Black),
                (0, 2 | 3) => outcome == Outcome::Win(Color::White),
                _ => false,
            };
            searches_beat_random += usize::from(searcher_beat_random);
        }
    }
    searches_beat_random
}

#[test]
fn every_bot_pair_plays_hex5_to_the_end() {
    // Alpha-beta and MCTS, each as Black and as White, against the random mover: four games.
    assert!(every_pair_plays::<Hex5>(Variant::Hex5, 1) >= 3);
}

#[test]
fn every_bot_pair_plays_hex6_to_the_end() {
    assert!(every_pair_plays::<Hex6>(Variant::Hex6, 2) >= 3);
}

#[test]
fn every_bot_pair_plays_hex6_scrambled_eggs_to_the_end() {
    assert!(every_pair_plays::<Hex6>(Variant::Hex6Scrambled, 3) >= 3);
}
