//! The evaluation ([`evaluate`]) is the same on each of a position's eight symmetric
//! images and with the colours swapped (the other side to move, Parachute's reserves
//! changing hands): every term is a difference between the sides of a count that no
//! rotation or reflection of the board changes — in particular the quads, which are
//! counted once each from a piece chosen by the squares' order. Checked on every
//! position of random games in every variant.

use lines_of_action::{BoardSquare, BoardSymmetry, Game, Geometry, Position, Rules, Variant, with_geometry};
use lines_of_action_search::{Random, evaluate};

/// Random games played in each variant.
const GAMES: usize = 4;

/// Where a random game is stopped if it has not ended.
const PLY_CAP: usize = 200;

/// Plays [`GAMES`] random games from `start` and checks every position on the way.
fn symmetric_along_random_games<G: Geometry>(start: Position<G>, seed: u64) {
    let mut random = Random::new(seed);
    for _ in 0..GAMES {
        let mut game = Game::from_position(start, Rules::default());
        while !game.is_over() && game.ply() < PLY_CAP {
            let pos = game.position();
            let score = evaluate(pos);
            for &symmetry in <G::Square as BoardSquare>::Symmetry::ALL {
                assert_eq!(evaluate(&pos.transformed(symmetry)), score, "{symmetry:?} of {pos}");
            }
            // Parachute's drop phase has no swap with White to move and both reserves full.
            if let Ok(swapped) = pos.color_swapped() {
                assert_eq!(evaluate(&swapped), score, "the colours swapped in {pos}");
            }
            let legal = game.legal_moves();
            let mv = legal.as_slice()[random.below(legal.as_slice().len())];
            game.play(mv).expect("a legal move");
        }
    }
}

#[test]
fn evaluation_is_symmetric_in_every_variant() {
    for (seed, &variant) in (1..).zip(Variant::ALL.iter()) {
        with_geometry!(variant, |G| {
            symmetric_along_random_games(Position::<G>::start_of(variant).unwrap(), seed);
        });
    }
}
