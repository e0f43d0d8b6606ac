//! Random playouts: `Position::nth_move`, `Game::nth_move`/`play_nth` and `Playout`
//! against the listed moves and the position's own result, `GamePlayout` against `Game`,
//! in every variant (the wide boards' too) and under every rule preset; the same seed
//! plays the same game by every way of playing; the move choice is uniform; and the
//! playout loops never allocate.

mod counting_allocator;

use lines_of_action::{
    EndReason, Game, GamePlayout, Geometry, Grid12, Move, MoveLimit, Playout, Position, Repetition, RepetitionKey,
    RulePreset, Rules, Variant, with_geometry,
};

/// The random numbers of these tests: SplitMix64 (Steele, Lea and Flood, 2014), the
/// search crate's `Random` copied, so that the rules crate's tests need no crate
/// outside its package and draw the same games as the search crate's generator would.
struct Random(u64);

impl Random {
    fn new(seed: u64) -> Random {
        Random(seed)
    }

    /// The next 32 random bits (the high half of the next 64).
    fn next_u32(&mut self) -> u32 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) >> 32) as u32
    }

    /// A number below `n`, uniformly (by the multiply-shift method).
    fn below(&mut self, n: usize) -> usize {
        ((u64::from(self.next_u32()) * n as u64) >> 32) as usize
    }
}

/// The start of `variant` on its own geometry `G`.
fn start<G: Geometry>(variant: Variant) -> Position<G> {
    Position::start_of(variant).unwrap_or_else(|error| panic!("{variant}: {error}"))
}

/// The positions of a few random games from the start of `variant`, the start included.
fn positions_of<G: Geometry>(variant: Variant, random: &mut Random) -> Vec<Position<G>> {
    let mut positions = Vec::new();
    for _ in 0..3 {
        let mut pos = start::<G>(variant);
        for _ in 0..80 {
            positions.push(pos);
            if pos.is_game_over(Rules::default()) {
                break;
            }
            let moves = pos.legal_moves();
            pos.play_unchecked(moves[random.below(moves.len())]);
        }
    }
    positions
}

/// `Position::nth_move` of every legal move of the positions of a few random games of
/// `variant`; how many positions were looked at.
fn check_nth_moves<G: Geometry>(variant: Variant, random: &mut Random) -> usize {
    let positions = positions_of::<G>(variant, random);
    for pos in &positions {
        let moves = pos.legal_moves();
        assert_eq!(pos.move_count(), moves.len(), "{variant} {pos}");
        for (k, &mv) in moves.iter().enumerate() {
            assert_eq!(pos.nth_move(k), Some(mv), "{variant} {pos} move {k}");
        }
        assert_eq!(pos.nth_move(moves.len()), None, "{variant} {pos}");
        assert_eq!(pos.nth_move(usize::MAX), None, "{variant} {pos}");
    }
    positions.len()
}

#[test]
fn the_nth_move_is_the_listed_one_in_every_variant() {
    let mut random = Random::new(0x1234_5678_9abc_def1);
    let mut positions = 0;
    for variant in Variant::ALL {
        positions += with_geometry!(variant, |G| check_nth_moves::<G>(variant, &mut random));
    }
    assert!(positions > 2_500, "{positions}");
}

/// The moves a `for_each_move` visits, in its order.
fn visited_moves<S>(for_each_move: impl FnOnce(&mut dyn FnMut(Move<S>))) -> Vec<Move<S>> {
    let mut moves = Vec::new();
    for_each_move(&mut |mv| moves.push(mv));
    moves
}

/// Plays a game by `Playout` and, beside it, by the listed moves with the same random
/// numbers, checking at every ply that both agree: the count, every move, the result.
fn check_playout_against_the_listed_moves<G: Geometry>(variant: Variant, rules: Rules, seed: u64) -> usize {
    let mut random = Random::new(seed);
    let mut playout = Playout::new(start::<G>(variant), rules);
    let mut listed = start::<G>(variant);
    assert_eq!(playout.result(), listed.result(rules));
    while !playout.is_over() {
        let moves = listed.legal_moves();
        assert_eq!(playout.move_count(), moves.len(), "{variant} {listed}");
        // Every move at an early ply, a sample later (the drop phase has hundreds).
        let step = if playout.plies() < 4 { 1 } else { 1 + moves.len() / 8 };
        for k in (0..moves.len()).step_by(step) {
            assert_eq!(playout.nth_move(k), Some(moves[k]), "{variant} {listed} move {k}");
        }
        assert_eq!(playout.nth_move(moves.len()), None);
        assert_eq!(visited_moves(|visit| playout.for_each_move(visit)), moves.to_vec(), "{variant} {listed}");
        let bits = random.next_u32();
        let chosen = moves[((u64::from(bits) * moves.len() as u64) >> 32) as usize];
        assert_eq!(playout.play_random(bits), Some(chosen), "{variant} {listed}");
        assert!(listed.is_legal(chosen), "{variant} {listed}");
        listed.play_unchecked(chosen);
        assert_eq!(playout.position(), &listed, "{variant}");
        assert_eq!(playout.result(), listed.result(rules), "{variant} {listed}");
        assert!(playout.plies() < 2_000, "{variant}: a random game this long is a bug");
    }
    assert_eq!((playout.move_count(), playout.nth_move(0), playout.play_random(0)), (0, None, None));
    assert_eq!(visited_moves(|visit| playout.for_each_move(visit)), [], "a finished playout has no moves");
    assert!(playout.position().is_game_over(rules), "{variant}");
    playout.plies()
}

#[test]
fn a_playout_plays_the_listed_moves_and_ends_as_the_position_says() {
    for variant in Variant::ALL {
        for preset in RulePreset::ALL {
            // Parachute's drop phase lists hundreds of moves a ply: fewer games.
            let games = if matches!(variant, Variant::Parachute | Variant::ParachuteMirrored) { 2 } else { 10 };
            let mut plies = 0;
            for game in 0..games {
                let (rules, seed) = (preset.rules(), 0x9e37_79b9 + game);
                plies += with_geometry!(variant, |G| check_playout_against_the_listed_moves::<G>(variant, rules, seed));
            }
            assert!(plies > 10 * games as usize, "{variant} {preset}: {plies} plies");
        }
    }
}

/// Plays a game of `variant` by `Game::play_nth` and one by the checked `play` of the
/// listed moves, with the same random numbers, checking that both agree throughout.
fn check_game_play_nth<G: Geometry>(variant: Variant) {
    // Through `Game` the history counts (OpenSpiel's repetition and move limit): the
    // same moves as the checked `play` of the listed moves, the same result.
    let rules = RulePreset::OpenSpiel.rules();
    let mut random = Random::new(77);
    let start = start::<G>(variant);
    let (mut by_index, mut by_list) = (Game::from_position(start, rules), Game::from_position(start, rules));
    while !by_index.is_over() {
        let moves = by_list.legal_moves();
        assert_eq!(by_index.move_count(), moves.len());
        let k = random.below(moves.len());
        assert_eq!(by_index.nth_move(k), Some(moves[k]));
        assert_eq!(by_index.play_nth(k), Some(moves[k]));
        by_list.play(moves[k]).expect("a listed move is legal");
        assert_eq!(by_index.result(), by_list.result(), "{variant}");
    }
    assert!(by_list.is_over());
    assert_eq!((by_index.move_count(), by_index.nth_move(0), by_index.play_nth(0)), (0, None, None));
    assert_eq!(by_index.moves(), by_list.moves());
}

#[test]
fn a_game_plays_the_nth_move_with_its_history_rules() {
    for variant in Variant::ALL {
        with_geometry!(variant, |G| check_game_play_nth::<G>(variant));
    }
}

/// Plays `playout` to its end and `game` beside it by `Game::play_nth` with the same
/// random numbers, checking at every ply that both agree: the count, the move, the
/// position, the result, the ply. Returns the reason the game ended.
fn check_game_playout_against_the_game<G: Geometry>(
    mut playout: GamePlayout<G>,
    mut game: Game<G>,
    seed: u64,
) -> EndReason {
    let mut random = Random::new(seed);
    let context = |game: &Game<G>| format!("{:?} {}: {game}", game.rules(), game.start());
    assert_eq!((playout.result(), playout.ply()), (game.result(), game.ply()), "{}", context(&game));
    while !playout.is_over() {
        let count = game.move_count();
        assert_eq!(playout.move_count(), count, "{}", context(&game));
        let listed = game.legal_moves().to_vec();
        assert_eq!(visited_moves(|visit| playout.for_each_move(visit)), listed, "{}", context(&game));
        let bits = random.next_u32();
        let k = ((u64::from(bits) * count as u64) >> 32) as usize;
        assert_eq!(playout.play_random(bits), game.play_nth(k), "{}", context(&game));
        assert_eq!(playout.position(), game.position(), "{}", context(&game));
        assert_eq!((playout.result(), playout.ply()), (game.result(), game.ply()), "{}", context(&game));
        assert!(playout.plies() < 3_000, "{}: a random game this long is a bug", context(&game));
    }
    assert!(game.is_over());
    assert_eq!((playout.move_count(), playout.nth_move(0), playout.play_random(0)), (0, None, None));
    assert_eq!(visited_moves(|visit| playout.for_each_move(visit)), [], "a finished playout has no moves");
    game.result().unwrap().reason
}

#[test]
fn a_game_playout_ends_as_the_game_does() {
    // Every preset, and two sets of rules that end games early: OpenSpiel's order with
    // a move limit of 60 plies before connection, and a draw on the second occurrence
    // of a position with the same side to move (both reasons must occur, see below).
    let short_limit = Rules::OPENSPIEL.with_move_limit(MoveLimit::Draw { plies: 60, overrides_connection: true });
    let tight = Rules::DEFAULT.with_repetition(Repetition::Draw { occurrence: 2, key: RepetitionKey::PositionAndTurn });
    let rule_sets: Vec<Rules> =
        RulePreset::ALL.map(RulePreset::rules).into_iter().chain([short_limit, tight]).collect();
    // The endings on the boards up to 8×8 and on the wide ones.
    let mut endings = [[0usize; 5]; 2];
    for variant in Variant::ALL {
        for &rules in &rule_sets {
            let games = if matches!(variant, Variant::Parachute | Variant::ParachuteMirrored) { 2 } else { 8 };
            let wide = variant.fits::<Grid12>();
            with_geometry!(variant, |G| {
                let start = Game::from_position(start::<G>(variant), rules);
                let mut reused = GamePlayout::new(&start);
                for seed in 0..games {
                    // A fresh playout, and one restarted in the room of the last.
                    let reason =
                        check_game_playout_against_the_game(GamePlayout::new(&start), start.clone(), 11 + seed);
                    reused.restart(&start);
                    assert_eq!(check_game_playout_against_the_game(reused.clone(), start.clone(), 11 + seed), reason);
                    endings[usize::from(wide)][reason as usize] += 1;
                }
            });
        }
    }
    for endings in endings {
        assert!(endings[EndReason::Repetition as usize] > 0, "{endings:?}");
        assert!(endings[EndReason::MoveLimit as usize] > 0, "{endings:?}");
    }
}

#[test]
fn a_game_playout_keeps_no_room_for_positions_the_rules_never_compare() {
    // Without a repetition rule no position is kept, so a move limit of u32::MAX plies
    // reserves nothing (it reserved 40 bytes a ply, 160 GiB here, and aborted).
    let limit = Rules::BOARDSPACE.with_move_limit(MoveLimit::Draw { plies: u32::MAX, overrides_connection: false });
    let mut playout = GamePlayout::new(&Game::new(limit));
    let mut random = Random::new(5);
    while playout.result().is_none() {
        playout.play_random(random.next_u32());
    }
    assert!(playout.ply() > 0);
}

#[test]
fn a_game_playout_counts_the_game_played_before_it() {
    // RULES.md: under OpenSpiel's rules the start board recurs at ply 4 with this loop.
    let mut game = Game::new(Rules::OPENSPIEL);
    game.play_move_list("b1-b3 a2-c2 b3-b1").unwrap();
    let mut playout = GamePlayout::new(&game);
    assert_eq!((playout.plies(), playout.ply()), (0, 3));
    let back = game.position().parse_move("c2-a2").unwrap();
    let k = (0..playout.move_count()).find(|&k| playout.nth_move(k) == Some(back)).unwrap();
    assert_eq!(playout.play_nth(k), Some(back));
    assert_eq!(playout.result().map(|result| result.reason), Some(EndReason::Repetition));
    // The move limit counts the plies before the playout: 3 played, 2 to go.
    let limit = Rules::BOARDSPACE.with_move_limit(MoveLimit::Draw { plies: 5, overrides_connection: false });
    let mut game = Game::new(limit);
    game.play_move_list("b1-b3 a2-c2 b3-b1").unwrap();
    let mut playout = GamePlayout::new(&game);
    playout.play_nth(0);
    assert_eq!(playout.result(), None);
    playout.play_nth(0);
    assert_eq!((playout.result().map(|result| result.reason), playout.ply()), (Some(EndReason::MoveLimit), 5));
    // A game already over stays over.
    let mut over = Game::new(Rules::OPENSPIEL);
    over.play_move_list("b1-b3 a2-c2 b3-b1 c2-a2").unwrap();
    let mut playout = GamePlayout::new(&over);
    assert_eq!((playout.result(), playout.move_count(), playout.play_random(0)), (over.result(), 0, None));
}

#[test]
fn a_game_playout_counts_the_game_played_before_it_on_a_wide_board() {
    // The 9×9 start recurs at ply 4 after b1-b3 a2-c2 b3-b1 c2-a2 (two pieces on each of
    // those lines): the game, played move by move, says how it ends.
    for variant in [Variant::NineByNine, Variant::BlackHole] {
        let start = start::<Grid12>(variant);
        let mut game = Game::from_position(start, Rules::OPENSPIEL);
        game.play_move_list("b1-b3 a2-c2 b3-b1").unwrap();
        let mut playout = GamePlayout::new(&game);
        assert_eq!((playout.plies(), playout.ply()), (0, 3));
        let back = game.position().parse_move("c2-a2").unwrap();
        let k = (0..playout.move_count()).find(|&k| playout.nth_move(k) == Some(back)).unwrap();
        assert_eq!(playout.play_nth(k), Some(back));
        game.play(back).unwrap();
        assert_eq!(playout.position(), &start);
        assert_eq!(game.result().map(|result| result.reason), Some(EndReason::Repetition), "{variant}");
        assert_eq!((playout.result(), playout.ply()), (game.result(), 4), "{variant}");
        // The move limit counts the plies before the playout: 3 played, 2 to go.
        let limit = Rules::BOARDSPACE.with_move_limit(MoveLimit::Draw { plies: 5, overrides_connection: false });
        let mut game = Game::from_position(start, limit);
        game.play_move_list("b1-b3 a2-c2 b3-b1").unwrap();
        let mut playout = GamePlayout::new(&game);
        assert_eq!(playout.play_nth(0), game.nth_move(0));
        game.play_nth(0);
        assert_eq!((playout.result(), game.result()), (None, None));
        assert_eq!(playout.play_nth(0), game.nth_move(0));
        game.play_nth(0);
        assert_eq!(game.result().map(|result| result.reason), Some(EndReason::MoveLimit));
        assert_eq!((playout.result(), playout.ply()), (game.result(), 5));
        assert_eq!((playout.move_count(), playout.play_random(0)), (0, None));
    }
}

/// The moves of a game of `variant` played from the start by `way` (0 to 5) with the
/// random numbers of `seed`, a move `random × count / 2³²` of the listed moves each:
/// `Playout::play_random`, `Playout::play_nth`, the listed moves, `Game::play_nth`,
/// `GamePlayout::play_random` and `GamePlayout::play_nth`; and the result.
fn game_played<G: Geometry>(variant: Variant, rules: Rules, seed: u64, way: u32) -> (Vec<Move<G::Square>>, String) {
    let mut random = Random::new(seed);
    let start = start::<G>(variant);
    let mut moves = Vec::new();
    let result = match way {
        0 | 1 => {
            let mut playout = Playout::new(start, rules);
            while !playout.is_over() {
                let bits = random.next_u32();
                let k = ((u64::from(bits) * playout.move_count() as u64) >> 32) as usize;
                moves.extend(if way == 0 { playout.play_random(bits) } else { playout.play_nth(k) });
            }
            playout.result()
        }
        2 => {
            let mut pos = start;
            while !pos.is_game_over(rules) {
                let listed = pos.legal_moves();
                let mv = listed[((u64::from(random.next_u32()) * listed.len() as u64) >> 32) as usize];
                pos.play(mv).unwrap();
                moves.push(mv);
            }
            pos.result(rules)
        }
        3 => {
            let mut game = Game::from_position(start, rules);
            while !game.is_over() {
                moves.extend(game.play_nth(random.below(game.move_count())));
            }
            game.result()
        }
        _ => {
            let mut playout = GamePlayout::new(&Game::from_position(start, rules));
            while !playout.is_over() {
                let bits = random.next_u32();
                let k = ((u64::from(bits) * playout.move_count() as u64) >> 32) as usize;
                moves.extend(if way == 4 { playout.play_random(bits) } else { playout.play_nth(k) });
            }
            playout.result()
        }
    };
    (moves, format!("{}", result.expect("played to the end")))
}

#[test]
fn the_same_seed_plays_the_same_game_by_every_way_of_playing() {
    // Boardspace's rules have no repetition and no move limit: the game level ends as
    // the position level does.
    let rules = Rules::BOARDSPACE;
    for variant in Variant::ALL {
        let games = if matches!(variant, Variant::Parachute | Variant::ParachuteMirrored) { 1 } else { 3 };
        for seed in 0..games {
            with_geometry!(variant, |G| {
                let first = game_played::<G>(variant, rules, seed, 0);
                assert!(!first.0.is_empty(), "{variant}");
                for way in 1..6 {
                    assert_eq!(game_played::<G>(variant, rules, seed, way), first, "{variant} seed {seed} way {way}");
                }
            });
        }
    }
}

/// Pearson's chi-square statistic of `counts` against a uniform distribution.
fn chi_square(counts: &[u64]) -> f64 {
    let total: u64 = counts.iter().sum();
    let expected = total as f64 / counts.len() as f64;
    counts.iter().map(|&n| (n as f64 - expected).powi(2) / expected).sum()
}

/// The random move of a playout from `pos`, drawn 400 times a move: Pearson's
/// chi-square test against the uniform choice (see the test below).
fn check_uniform<G: Geometry>(pos: Position<G>, random: &mut Random) {
    let playout = Playout::new(pos, Rules::default());
    let moves = pos.legal_moves();
    let draws = 400 * moves.len() as u64;
    let mut counts = vec![0u64; moves.len()];
    for _ in 0..draws {
        let mut copy = playout.clone();
        let mv = copy.play_random(random.next_u32()).expect("the game goes on");
        counts[moves.iter().position(|&m| m == mv).expect("a listed move")] += 1;
    }
    let df = (moves.len() - 1) as f64;
    let statistic = chi_square(&counts);
    assert!(statistic < df + 6.0 * (2.0 * df).sqrt(), "{pos}: chi-square {statistic:.1} with {df} degrees of freedom");
    assert!(counts.iter().all(|&n| n > 0), "{pos}: every move is chosen");
}

#[test]
fn the_random_move_is_uniform() {
    // Fixed positions (each variant's start and a mid-game), 400 draws a move. The
    // statistic of a uniform choice has mean df and variance 2·df; a bound of
    // df + 6·√(2·df) is passed by a uniform choice all but about once in 10⁸, while a
    // choice that skipped one move (or favoured one twice) would exceed it many times over.
    let mut random = Random::new(2_024);
    for variant in Variant::ALL {
        with_geometry!(variant, |G| check_uniform(start::<G>(variant), &mut random));
    }
    // RULES.md, mid-game positions
    check_uniform::<lines_of_action::Grid8>("1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b".parse().unwrap(), &mut random);
}

/// The allocations of 20 playouts from the start of `variant`.
fn playout_allocations<G: Geometry>(variant: Variant) -> usize {
    let mut random = Random::new(5);
    let start = start::<G>(variant);
    let (_, allocations) = counting_allocator::allocations_in(|| {
        for _ in 0..20 {
            let mut playout = Playout::new(start, Rules::default());
            while !playout.is_over() {
                let mut moves = 0;
                playout.for_each_move(|_| moves += 1);
                std::hint::black_box(moves);
                playout.play_random(random.next_u32());
            }
            std::hint::black_box(playout.result());
        }
    });
    allocations
}

#[test]
fn playouts_never_allocate() {
    for variant in Variant::ALL {
        assert_eq!(with_geometry!(variant, |G| playout_allocations::<G>(variant)), 0, "{variant}");
    }
}

/// The allocations of 20 game playouts from the start of `variant` under `rules`, made
/// beforehand, and of a playout cloned beforehand.
fn game_playout_allocations<G: Geometry>(variant: Variant, rules: Rules) -> (usize, usize) {
    let mut random = Random::new(5);
    let start = Game::from_position(start::<G>(variant), rules);
    let mut playout = GamePlayout::new(&start);
    let (_, allocations) = counting_allocator::allocations_in(|| {
        for _ in 0..20 {
            playout.restart(&start);
            while !playout.is_over() {
                playout.play_random(random.next_u32());
            }
            std::hint::black_box(playout.result());
        }
    });
    // A clone has as much room as the original.
    let mut copy = GamePlayout::new(&start).clone();
    let (_, in_the_clone) = counting_allocator::allocations_in(|| {
        while !copy.is_over() {
            copy.play_random(random.next_u32());
        }
    });
    (allocations, in_the_clone)
}

#[test]
fn game_playouts_allocate_only_when_made() {
    // Under a move limit the room made up front holds every position up to it; without
    // repetition nothing is kept. (The default rules have neither limit: a game that
    // went 256 plies without a capture would grow the room once.)
    for rules in [Rules::OPENSPIEL, Rules::CODINGAME, Rules::BOARDSPACE] {
        for variant in Variant::ALL {
            let allocations = with_geometry!(variant, |G| game_playout_allocations::<G>(variant, rules));
            assert_eq!(allocations, (0, 0), "{variant} {rules:?}: made beforehand, and a clone");
        }
    }
}
