//! Both searches take an immediate win and parry an immediate loss, in every variant,
//! on every board: on positions met in random games from each variant's start, under
//! the rule presets in turn, checked against brute force (every legal move played
//! through a [`Game`]).

use lines_of_action::{Game, Geometry, Move, Outcome, Position, RulePreset, Setup, Variant, with_geometry};
use lines_of_action_search::{AlphaBeta, Limits, Mcts, MctsOptions, Random};

/// Positions of each kind looked at per variant.
const POSITIONS_PER_KIND: usize = 3;

/// Where a random game stops if the rules have not ended it.
const PLY_CAP: usize = 300;

/// The moves of `game` that win at once, by brute force.
fn winning_moves<G: Geometry>(game: &Game<G>) -> Vec<Move<G::Square>> {
    let mover = game.position().turn();
    let mut after = game.clone();
    game.legal_moves()
        .into_iter()
        .filter(|&mv| {
            after.play(mv).unwrap();
            let wins = after.outcome() == Some(Outcome::Win(mover));
            after.undo();
            wins
        })
        .collect()
}

/// Whether the opponent of the side to move in `game` would win at once if it were
/// its turn (the position's own rules, the history aside), by brute force; `false`
/// where it cannot be its turn (Parachute's drop phase, where White moves only after
/// Black has dropped).
fn opponent_threatens<G: Geometry>(game: &Game<G>) -> bool {
    let pos = game.position();
    let Ok(turned) = Position::from_setup(Setup { turn: pos.turn().other(), ..pos.to_setup() }) else { return false };
    !winning_moves(&Game::from_position(turned, game.rules())).is_empty()
}

/// The moves of `game` after which the opponent has not won and cannot win at once,
/// by brute force.
fn parries<G: Geometry>(game: &Game<G>) -> Vec<Move<G::Square>> {
    let opponent = game.position().turn().other();
    let mut after = game.clone();
    game.legal_moves()
        .into_iter()
        .filter(|&mv| {
            after.play(mv).unwrap();
            let parried = match after.outcome() {
                Some(outcome) => outcome != Outcome::Win(opponent),
                None => winning_moves(&after).is_empty(),
            };
            after.undo();
            parried
        })
        .collect()
}

/// Positions of `variant`'s random games where the side to move can win at once, and
/// positions where it cannot, the opponent threatens to, and some moves (not all) parry.
#[allow(clippy::type_complexity)]
fn tactical_positions<G: Geometry>(
    variant: Variant,
    seed: u64,
) -> (Vec<Game<G>>, Vec<(Game<G>, Vec<Move<G::Square>>)>) {
    let mut random = Random::new(seed);
    let (mut wins, mut threats) = (Vec::new(), Vec::new());
    for preset in RulePreset::ALL.into_iter().cycle().take(200) {
        if wins.len() >= POSITIONS_PER_KIND && threats.len() >= POSITIONS_PER_KIND {
            break;
        }
        let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), preset.rules());
        while !game.is_over() && game.ply() < PLY_CAP {
            if !winning_moves(&game).is_empty() {
                if wins.len() < POSITIONS_PER_KIND {
                    wins.push(game.clone());
                }
            } else if threats.len() < POSITIONS_PER_KIND && opponent_threatens(&game) {
                let parrying = parries(&game);
                if !parrying.is_empty() && parrying.len() < game.legal_moves().len() {
                    threats.push((game.clone(), parrying));
                }
            }
            let count = game.move_count();
            game.play_nth(random.below(count));
        }
    }
    assert_eq!(wins.len(), POSITIONS_PER_KIND, "{variant}: too few positions with a win in one");
    assert_eq!(threats.len(), POSITIONS_PER_KIND, "{variant}: too few positions with a threat to parry");
    (wins, threats)
}

/// The notation of `mv` in `game`.
fn text<G: Geometry>(game: &Game<G>, mv: Move<G::Square>) -> String {
    game.position().notation(mv).to_string()
}

/// Both searches in every position of `variant`'s two kinds, on its own board.
fn searches_are_tactically_sound_in(variant: Variant) {
    with_geometry!(variant, |G| searches_are_tactically_sound_on::<G>(variant));
}

/// [`searches_are_tactically_sound_in`] on the boards of `G`. On the wide boards and
/// hex6, whose random games last hundreds of plies, the playouts are cut short by the
/// evaluation after 16 plies (the tree's proofs find the wins and refutations all the
/// same).
fn searches_are_tactically_sound_on<G: Geometry>(variant: Variant) {
    let seed = 0x853c_49e6_748f_ea9b ^ variant as u64;
    let (wins, threats) = tactical_positions::<G>(variant, seed);
    let long_games = variant.board_size() > 8 || matches!(variant, Variant::Hex6 | Variant::Hex6Scrambled);
    let playout_plies = long_games.then_some(16);
    let mut alpha_beta = AlphaBeta::new();
    let mut plain = Mcts::new(MctsOptions { seed, playout_plies, ..MctsOptions::default() });
    let mut threat_aware = Mcts::new(MctsOptions { seed, threat_aware: true, playout_plies, ..MctsOptions::default() });
    for game in &wins {
        let winning = winning_moves(game);
        let found = alpha_beta.search(game, Limits::NONE.with_depth(2)).unwrap();
        assert!(winning.contains(&found.mv), "{variant}: alpha-beta plays {} in {game}", text(game, found.mv));
        for mcts in [&mut plain, &mut threat_aware] {
            let found = mcts.search(game, Limits::NONE.with_nodes(100)).unwrap();
            assert!(winning.contains(&found.mv), "{variant}: MCTS plays {} in {game}", text(game, found.mv));
            assert!(found.proven && found.value == 1.0);
        }
    }
    for (game, parrying) in &threats {
        let moves = game.legal_moves().len() as u64;
        let found = alpha_beta.search(game, Limits::NONE.with_depth(2)).unwrap();
        assert!(parrying.contains(&found.mv), "{variant}: alpha-beta plays {} in {game}", text(game, found.mv));
        // Threat-aware playouts refute a move that allows a win in one on its first
        // simulation; plain ones need its refutation to be found in the tree.
        let found = threat_aware.search(game, Limits::NONE.with_nodes(4 * moves + 200)).unwrap();
        assert!(parrying.contains(&found.mv), "{variant}: threat-aware MCTS plays {} in {game}", text(game, found.mv));
        let found = plain.search(game, Limits::NONE.with_nodes(40 * moves + 2_000)).unwrap();
        assert!(parrying.contains(&found.mv), "{variant}: MCTS plays {} in {game}", text(game, found.mv));
    }
}

#[test]
fn searches_are_tactically_sound_in_the_standard_family() {
    for variant in [Variant::Standard, Variant::ScrambledEggs, Variant::ScrambledEggsMirrored] {
        searches_are_tactically_sound_in(variant);
    }
}

#[test]
fn searches_are_tactically_sound_in_cheshire_cat() {
    searches_are_tactically_sound_in(Variant::CheshireCat);
}

#[test]
fn searches_are_tactically_sound_in_parachute() {
    searches_are_tactically_sound_in(Variant::Parachute);
    searches_are_tactically_sound_in(Variant::ParachuteMirrored);
}

#[test]
fn searches_are_tactically_sound_on_the_small_boards() {
    for variant in [Variant::FiveByFive, Variant::SixBySix, Variant::SevenBySeven, Variant::Loaps] {
        searches_are_tactically_sound_in(variant);
    }
}

#[test]
fn searches_are_tactically_sound_on_the_wide_boards() {
    // The 12×12 board's random games seldom come near a connection within the plies
    // looked at: the 9×9 boards stand for every wide one.
    for variant in [Variant::NineByNine, Variant::BlackHole] {
        searches_are_tactically_sound_in(variant);
    }
}

#[test]
fn searches_are_tactically_sound_on_the_hexagons() {
    // hex6's Scrambled Eggs plays as hex6 does.
    for variant in [Variant::Hex5, Variant::Hex6] {
        searches_are_tactically_sound_in(variant);
    }
}

#[test]
fn every_variant_is_searched_above() {
    // All but 10×10 to 12×12, Black Hole's scrambled start and hex6's, which play as
    // 9×9, Black Hole and hex6 do.
    assert_eq!(Variant::ALL.len(), 19);
}

#[test]
fn a_position_is_searched_the_same_from_any_history() {
    // The searches read the game's history only at the root: a position reached by two
    // move orders gets the same alpha-beta answer.
    let mut one = Game::new(RulePreset::ComputerOlympiad.rules());
    one.play_move_list("b1-b3 h3-e3 c1-c3 a6-c4").unwrap();
    let mut other = Game::new(RulePreset::ComputerOlympiad.rules());
    other.play_move_list("c1-c3 h3-e3 b1-b3 a6-c4").unwrap();
    assert_eq!(one.position(), other.position());
    let limits = Limits::NONE.with_depth(3);
    assert_eq!(AlphaBeta::new().search(&one, limits), AlphaBeta::new().search(&other, limits));
}
