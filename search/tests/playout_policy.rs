//! The concentrating playout policy ([`play_concentrating`]) and MCTS with it
//! ([`MctsOptions::playout_candidates`]): the move played is the most concentrating of
//! the draws (checked against a ranking computed here, in floating point, from the
//! centre of mass), 0 and 1 candidates are the uniform playouts, concentrating
//! playouts end sooner, and MCTS with them plays legal moves, beats a random mover on
//! every geometry and searches the same for the same seed. On a hexagon the distance is
//! the hex distance, worked out here from the cells' axial coordinates.

use lines_of_action::{
    BoardSquare, Cell5, Cell6, Color, Game, Geometry, Grid8, Grid12, Hex5, Hex6, Move, Outcome, Playout, Position,
    Rules, SquareSet, Variant,
};
use lines_of_action_search::{Limits, Mcts, MctsOptions, Random, play_concentrating};

/// Where a board's squares lie in a plane and how many steps from neighbour to neighbour
/// an offset in it takes, written here: the model of the distance the policy ranks by.
struct Plane<S> {
    /// A square's place.
    place: fn(S) -> (f64, f64),
    /// The steps an offset takes.
    steps: fn(f64, f64) -> f64,
}

/// The square grids: files and ranks, the king's distance (Chebyshev).
fn squares<S: BoardSquare>() -> Plane<S> {
    Plane {
        place: |square| (f64::from(square.file_index()), f64::from(square.rank_index())),
        steps: |x, y| x.abs().max(y.abs()),
    }
}

/// The hex distance of an axial offset `(q, r)`: half the sum of its three cube
/// coordinates' absolute values (RULES.md, "Hexagonal boards": six neighbours).
fn hex_steps(q: f64, r: f64) -> f64 {
    (q.abs() + r.abs() + (q + r).abs()) / 2.0
}

/// hex5's cells at their axial coordinates.
const HEX5: Plane<Cell5> = Plane {
    place: |cell| {
        let (q, r) = cell.axial();
        (f64::from(q), f64::from(r))
    },
    steps: hex_steps,
};

/// hex6's cells at their axial coordinates.
const HEX6: Plane<Cell6> = Plane {
    place: |cell| {
        let (q, r) = cell.axial();
        (f64::from(q), f64::from(r))
    },
    steps: hex_steps,
};

/// How much closer to the mover's centre of mass `mv` brings its piece, in steps of
/// `plane`'s distance, one more for a capture: the ranking the policy documents.
fn concentration_gain<G: Geometry>(pos: &Position<G>, mv: Move<G::Square>, plane: &Plane<G::Square>) -> f64 {
    let mine: Vec<(f64, f64)> = pos.pieces(pos.turn()).into_iter().map(plane.place).collect();
    let n = mine.len() as f64;
    let centre_x = mine.iter().map(|&(x, _)| x).sum::<f64>() / n;
    let centre_y = mine.iter().map(|&(_, y)| y).sum::<f64>() / n;
    let distance = |square: G::Square| {
        let (x, y) = (plane.place)(square);
        (plane.steps)(x - centre_x, y - centre_y)
    };
    match mv {
        Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => {
            let capture = if pos.pieces(!pos.turn()).contains(to) { 1.0 } else { 0.0 };
            distance(from) - distance(to) + capture
        }
        _ => 0.0,
    }
}

/// Over `positions` positions of random games of `variant` (a new game whenever one
/// ends), how many times the move `play_concentrating` played with `candidates` draws
/// had the greatest gain of all the legal moves, the distance `plane`'s.
fn best_moves_played<G: Geometry>(
    variant: Variant,
    plane: &Plane<G::Square>,
    candidates: u8,
    positions: usize,
) -> usize {
    let start = Position::<G>::start_of(variant).unwrap();
    let mut walk = Random::new(11);
    let mut policy = Random::new(12);
    let mut game = Game::from_position(start, Rules::default());
    let mut best_played = 0;
    for _ in 0..positions {
        if game.is_over() {
            game = Game::from_position(start, Rules::default());
        }
        let pos = *game.position();
        let best = game.legal_moves().iter().map(|&mv| concentration_gain(&pos, mv, plane)).fold(f64::MIN, f64::max);
        let mut playout = Playout::new(pos, Rules::default());
        let played = play_concentrating(&mut playout, &mut policy, candidates).expect("a move");
        assert!(game.legal_moves().contains(&played), "{variant}: {played} after {game}");
        let mut after = pos;
        after.play(played).unwrap();
        assert_eq!(*playout.position(), after, "{variant}: the playout moved as it says");
        best_played += usize::from((concentration_gain(&pos, played, plane) - best).abs() < 1e-9);
        game.play(game.nth_move(walk.below(game.move_count())).unwrap()).unwrap();
    }
    best_played
}

#[test]
fn with_many_draws_the_most_concentrating_move_is_played() {
    // 255 draws from a few dozen moves miss the best one about once in a thousand
    // positions (from the hundred-odd moves of 12×12, about once in twelve); one
    // uniform move hits it far less often.
    for variant in [Variant::Standard, Variant::ScrambledEggs, Variant::Parachute] {
        assert_eq!(best_moves_played::<Grid8>(variant, &squares(), 255, 60), 60, "{variant}");
        assert!(best_moves_played::<Grid8>(variant, &squares(), 1, 60) < 30, "{variant}");
    }
    assert!(best_moves_played::<Grid12>(Variant::TwelveByTwelve, &squares(), 255, 40) >= 36);
    assert!(best_moves_played::<Grid12>(Variant::TwelveByTwelve, &squares(), 1, 40) < 20);
    // The hexagons' few dozen moves, ranked by the hex distance.
    assert_eq!(best_moves_played::<Hex5>(Variant::Hex5, &HEX5, 255, 60), 60);
    assert!(best_moves_played::<Hex5>(Variant::Hex5, &HEX5, 1, 60) < 30);
    for variant in [Variant::Hex6, Variant::Hex6Scrambled] {
        assert_eq!(best_moves_played::<Hex6>(variant, &HEX6, 255, 60), 60, "{variant}");
        assert!(best_moves_played::<Hex6>(variant, &HEX6, 1, 60) < 30, "{variant}");
    }
}

/// The mean length in plies of `games` playouts of `variant`'s start, `candidates` draws a move.
fn mean_playout_plies<G: Geometry>(variant: Variant, candidates: u8, games: u64) -> f64 {
    let mut random = Random::new(3);
    let mut plies = 0;
    for _ in 0..games {
        let mut playout = Playout::new(Position::<G>::start_of(variant).unwrap(), Rules::default());
        while !playout.is_over() {
            play_concentrating(&mut playout, &mut random, candidates).expect("a move");
        }
        plies += playout.plies();
    }
    plies as f64 / games as f64
}

#[test]
fn concentrating_playouts_end_sooner_and_zero_or_one_draw_is_uniform() {
    fn check<G: Geometry>(variant: Variant) {
        let uniform = mean_playout_plies::<G>(variant, 1, 200);
        assert_eq!(mean_playout_plies::<G>(variant, 0, 200), uniform, "{variant}");
        let concentrating = mean_playout_plies::<G>(variant, 5, 200);
        eprintln!("{variant}: {uniform:.1} plies uniform, {concentrating:.1} with 5 draws");
        assert!(concentrating < 0.6 * uniform, "{variant}: {concentrating} plies against {uniform}");
    }
    check::<Grid8>(Variant::Standard);
    check::<Grid8>(Variant::ScrambledEggs);
    check::<Hex5>(Variant::Hex5);
    check::<Hex6>(Variant::Hex6);
}

/// `simulations`-simulation MCTS (`candidates` draws a playout move, seed `seed`)
/// against a random mover from `variant`'s start, MCTS with `engine`'s pieces: the
/// outcome, every MCTS move checked legal.
fn against_random<G: Geometry>(
    variant: Variant,
    candidates: u8,
    seed: u64,
    simulations: u64,
    engine: Color,
) -> Outcome {
    let options = MctsOptions { seed, playout_candidates: candidates, playout_plies: Some(8), ..Default::default() };
    let mut mcts = Mcts::new(options);
    let mut random = Random::new(seed ^ 0x5555);
    let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), Rules::default());
    while !game.is_over() {
        let mv = if game.position().turn() == engine {
            let found = mcts.search(&game, Limits::NONE.with_nodes(simulations)).expect("a move");
            assert!(found.proven || found.simulations == simulations);
            found.mv
        } else {
            game.nth_move(random.below(game.move_count())).unwrap()
        };
        game.play(mv).unwrap_or_else(|error| panic!("{variant}: {error} after {game}"));
        assert!(game.ply() < 2_000, "{variant}: a game this long is a bug");
    }
    game.outcome().expect("a finished game has an outcome")
}

#[test]
fn mcts_with_concentrating_playouts_beats_a_random_mover_on_every_geometry() {
    for (index, variant) in [Variant::Standard, Variant::CheshireCat, Variant::Parachute].into_iter().enumerate() {
        let engine = if index % 2 == 0 { Color::Black } else { Color::White };
        assert_eq!(against_random::<Grid8>(variant, 5, index as u64, 200, engine), Outcome::Win(engine), "{variant}");
    }
    assert_eq!(against_random::<Grid12>(Variant::BlackHole, 5, 4, 100, Color::White), Outcome::Win(Color::White));
    assert_eq!(against_random::<Hex5>(Variant::Hex5, 5, 5, 100, Color::Black), Outcome::Win(Color::Black));
    assert_eq!(against_random::<Hex6>(Variant::Hex6, 5, 6, 100, Color::White), Outcome::Win(Color::White));
}

#[test]
fn mcts_with_concentrating_playouts_searches_the_same_for_the_same_seed() {
    let mut game = Game::new(Rules::default());
    game.play_move_list("b1-b3 h3-e3").unwrap();
    let search = |candidates, seed| {
        let options = MctsOptions { seed, playout_candidates: candidates, ..MctsOptions::default() };
        Mcts::new(options).search(&game, Limits::NONE.with_nodes(2_000)).unwrap()
    };
    assert_eq!(search(5, 1), search(5, 1));
    assert_ne!(search(5, 1).visits, search(5, 2).visits);
    // Zero and one draw are the uniform playouts, draw for draw; five are not.
    assert_eq!(search(0, 1), search(1, 1));
    assert_eq!(search(1, 1), Mcts::new(MctsOptions::default()).search(&game, Limits::NONE.with_nodes(2_000)).unwrap());
    assert_ne!(search(5, 1).visits, search(1, 1).visits);
}
