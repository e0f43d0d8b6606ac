//! Random playouts: `Position::nth_move`, `Game::nth_move`/`play_nth` and `Playout`
//! against the listed moves and the position's own result, in every variant and under
//! every rule preset; the move choice is uniform; and the playout loop never allocates.

mod counting_allocator;

use lines_of_action::{Game, Playout, Position, RulePreset, Rules, Variant};

/// The xorshift64* generator: 32 random bits a call.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
    }

    /// The move index `Playout::play_random` draws from `random` bits among `count` moves.
    fn below(&mut self, count: usize) -> usize {
        ((u64::from(self.next()) * count as u64) >> 32) as usize
    }
}

/// Positions of every variant: each start and the positions of a few random games from it.
fn positions_of_every_variant() -> Vec<(Variant, Position)> {
    let mut random = Random(0x1234_5678_9abc_def1);
    let mut positions = Vec::new();
    for variant in Variant::ALL {
        for _ in 0..3 {
            let mut pos = Position::from_variant(variant);
            for _ in 0..80 {
                positions.push((variant, pos));
                if pos.is_game_over(Rules::default()) {
                    break;
                }
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[random.below(moves.len())]);
            }
        }
    }
    positions
}

#[test]
fn the_nth_move_is_the_listed_one_in_every_variant() {
    let positions = positions_of_every_variant();
    assert!(positions.len() > 1_500, "{}", positions.len());
    for (variant, pos) in positions {
        let moves = pos.legal_moves();
        assert_eq!(pos.move_count(), moves.len(), "{variant} {pos}");
        for (k, &mv) in moves.iter().enumerate() {
            assert_eq!(pos.nth_move(k), Some(mv), "{variant} {pos} move {k}");
        }
        assert_eq!(pos.nth_move(moves.len()), None, "{variant} {pos}");
        assert_eq!(pos.nth_move(usize::MAX), None, "{variant} {pos}");
    }
}

/// Plays a game by `Playout` and, beside it, by the listed moves with the same random
/// numbers, checking at every ply that both agree: the count, every move, the result.
fn check_playout_against_the_listed_moves(variant: Variant, rules: Rules, seed: u64) -> usize {
    let mut random = Random(seed);
    let mut playout = Playout::new(Position::from_variant(variant), rules);
    let mut listed = Position::from_variant(variant);
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
        let bits = random.next();
        let chosen = moves[((u64::from(bits) * moves.len() as u64) >> 32) as usize];
        assert_eq!(playout.play_random(bits), Some(chosen), "{variant} {listed}");
        listed.play_unchecked(chosen);
        assert_eq!(playout.position(), &listed, "{variant}");
        assert_eq!(playout.result(), listed.result(rules), "{variant} {listed}");
        assert!(playout.plies() < 2_000, "{variant}: a random game this long is a bug");
    }
    assert_eq!((playout.move_count(), playout.nth_move(0), playout.play_random(0)), (0, None, None));
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
                plies += check_playout_against_the_listed_moves(variant, preset.rules(), 0x9e37_79b9 + game);
            }
            assert!(plies > 10 * games as usize, "{variant} {preset}: {plies} plies");
        }
    }
}

#[test]
fn a_game_plays_the_nth_move_with_its_history_rules() {
    // Through `Game` the history counts (OpenSpiel's repetition and move limit): the
    // same moves as the checked `play` of the listed moves, the same result.
    for variant in Variant::ALL {
        let rules = RulePreset::OpenSpiel.rules();
        let mut random = Random(77);
        let start = Position::from_variant(variant);
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
}

/// Pearson's chi-square statistic of `counts` against a uniform distribution.
fn chi_square(counts: &[u64]) -> f64 {
    let total: u64 = counts.iter().sum();
    let expected = total as f64 / counts.len() as f64;
    counts.iter().map(|&n| (n as f64 - expected).powi(2) / expected).sum()
}

#[test]
fn the_random_move_is_uniform() {
    // Fixed positions (each variant's start and a mid-game), 400 draws a move. The
    // statistic of a uniform choice has mean df and variance 2·df; a bound of
    // df + 6·√(2·df) is passed by a uniform choice all but about once in 10⁸, while a
    // choice that skipped one move (or favoured one twice) would exceed it many times over.
    let mut positions: Vec<Position> = Variant::ALL.into_iter().map(Position::from_variant).collect();
    positions.push("1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b".parse().unwrap()); // RULES.md, mid-game positions
    let mut random = Random(2_024);
    for pos in positions {
        let playout = Playout::new(pos, Rules::default());
        let moves = pos.legal_moves();
        let draws = 400 * moves.len() as u64;
        let mut counts = vec![0u64; moves.len()];
        for _ in 0..draws {
            let mut copy = playout.clone();
            let mv = copy.play_random(random.next()).expect("the game goes on");
            counts[moves.iter().position(|&m| m == mv).expect("a listed move")] += 1;
        }
        let df = (moves.len() - 1) as f64;
        let statistic = chi_square(&counts);
        assert!(
            statistic < df + 6.0 * (2.0 * df).sqrt(),
            "{pos}: chi-square {statistic:.1} with {df} degrees of freedom"
        );
        assert!(counts.iter().all(|&n| n > 0), "{pos}: every move is chosen");
    }
}

#[test]
fn playouts_never_allocate() {
    for variant in [Variant::Standard, Variant::CheshireCat, Variant::SixBySix, Variant::Loaps] {
        let mut random = Random(5);
        let start = Position::from_variant(variant);
        let (_, allocations) = counting_allocator::allocations_in(|| {
            for _ in 0..20 {
                let mut playout = Playout::new(start, Rules::default());
                while !playout.is_over() {
                    playout.play_random(random.next());
                }
                std::hint::black_box(playout.result());
            }
        });
        assert_eq!(allocations, 0, "{variant}");
    }
}
