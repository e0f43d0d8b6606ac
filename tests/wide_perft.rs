//! Perft on the wide boards (9×9 to 12×12, Black Hole): the fast path (`Position::perft`,
//! `Position::perft_pure`, `Game::perft`, which count the last two plies from each line's
//! pieces) against the rule book's numbers, the independent model's deeper ones, and a
//! general walk written here, which plays every move and asks the engine's one end-of-game
//! decision (`Position::result`, `Game::play`) at every node.
//!
//! Where the numbers come from: depths 1–3 of the starts are RULES.md's "Reference perft"
//! (reproduced there by at least two independent programs); depth 4 is the variant model's
//! (`tests/variant_model/`, an array-board program that never calls the engine; see
//! `tests/variant_model_perft.rs`, "computed by this model").

#[path = "../src/xorshift.rs"]
mod xorshift;

use lines_of_action::{
    Family, Game, Grid12, Move, MoveLimit, NoLegalMove, Position, Repetition, RulePreset, Rules, Variant,
};
use xorshift::XorShift;

/// The wide boards' variants.
const WIDE_VARIANTS: [Variant; 6] = [
    Variant::NineByNine,
    Variant::TenByTen,
    Variant::ElevenByEleven,
    Variant::TwelveByTwelve,
    Variant::BlackHole,
    Variant::BlackHoleScrambled,
];

/// The start of a wide variant.
fn start(variant: Variant) -> Position<Grid12> {
    Position::<Grid12>::start_of(variant).expect("a wide variant")
}

/// The starts the counts are checked from: each wide variant's, and Black Hole's family
/// on the 11×11 board (its black hole f6), which no variant names.
fn starts() -> Vec<Position<Grid12>> {
    let mut setup = start(Variant::ElevenByEleven).to_setup();
    setup.family = Family::BlackHole;
    let eleven = Position::from_setup(setup).expect("a black hole on the centre of 11×11");
    WIDE_VARIANTS.into_iter().map(start).chain([eleven]).collect()
}

/// The rules the counts are checked under: every preset, and rules that end games where
/// the presets do not within a few plies (a short move limit, either side of connection;
/// a draw for a side without a move).
fn rule_sets() -> Vec<Rules> {
    let short_limit =
        |overrides_connection| Rules::CODINGAME.with_move_limit(MoveLimit::Draw { plies: 14, overrides_connection });
    let mut rules: Vec<Rules> = RulePreset::ALL.into_iter().map(RulePreset::rules).collect();
    rules.extend([short_limit(false), short_limit(true), Rules::default().with_no_legal_move(NoLegalMove::Draw)]);
    rules
}

/// Perft by walking every move: [`Position::for_each_move`], `make_unchecked` and
/// `unmake_unchecked`, the end of the game asked of [`Position::result`] at every node
/// under `rules` (`None`: pure perft, play goes on). The last ply is counted by listing
/// the moves.
fn walked_perft(pos: &Position<Grid12>, depth: u32, rules: Option<Rules>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if rules.is_some_and(|rules| pos.result(rules).is_some()) {
        return 0;
    }
    let mut leaves = 0;
    let mut child = *pos;
    pos.for_each_move(|mv| {
        leaves += if depth == 1 {
            1
        } else {
            let undo = child.make_unchecked(mv);
            let below = walked_perft(&child, depth - 1, rules);
            child.unmake_unchecked(undo);
            below
        };
    });
    leaves
}

/// Perft of a game by playing every move: [`Game::play`] decides the end of the game
/// after each, by every rule and with the whole history; [`Game::undo`] takes it back.
fn walked_game_perft(game: &mut Game<Grid12>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.is_over() {
        return 0;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut leaves = 0;
    for mv in moves {
        game.play(mv).expect("a legal move");
        leaves += walked_game_perft(game, depth - 1);
        game.undo();
    }
    leaves
}

/// Positions of the wide variants with something to test: a side that must pass, and a
/// Black Hole move that wins by losing the piece (e3-e5, Black's stray piece swallowed).
fn crafted() -> Vec<(Variant, Position<Grid12>)> {
    let boxed_in = "7wb/7ww/9/9/9/9/9/ww7/bw7";
    let swallowed_to_win = "4w4/9/9/9/9/9/4b4/b8/b7w";
    let mut positions = Vec::new();
    for variant in [Variant::NineByNine, Variant::BlackHole] {
        for board in [boxed_in, swallowed_to_win] {
            for turn in ["b", "w"] {
                let text = format!("{board} {turn}");
                let pos = Position::<Grid12>::read(&text, variant).unwrap_or_else(|e| panic!("{text}: {e}"));
                positions.push((variant, pos));
            }
        }
    }
    let boxed = &positions[0].1;
    assert_eq!(boxed.legal_moves().into_iter().collect::<Vec<_>>(), [Move::Pass], "{boxed}");
    let black_hole = &positions[6].1;
    assert!(black_hole.to_string().starts_with("4w4") && black_hole.black_hole().is_some());
    positions
}

/// A game from `start` under `rules`, `plies` random moves long (or up to its end),
/// where a side often takes its last move back, so that positions recur.
fn random_game(start: Position<Grid12>, rules: Rules, plies: usize, random: &mut XorShift) -> Game<Grid12> {
    let mut game = Game::from_position(start, rules);
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let moves = game.legal_moves();
        let played = game.moves();
        // The mover's last move backwards, when it is legal.
        let back = played.len().checked_sub(2).and_then(|at| match played[at] {
            Move::Slide { from, to } => Some(Move::Slide { from: to, to: from }),
            _ => None,
        });
        let mv = match back {
            Some(back) if moves.contains(&back) && random.below(2) == 0 => back,
            _ => moves[random.below(moves.len())],
        };
        game.play(mv).expect("a legal move");
    }
    game
}

/// Random games from each of the [`starts`], `per_start` of each, under the rule sets in
/// turn, from a few plies to about a hundred long.
fn random_games(per_start: usize, random: &mut XorShift) -> Vec<Game<Grid12>> {
    let rule_sets = rule_sets();
    let mut games = Vec::new();
    for start in starts() {
        for number in 0..per_start {
            let plies = 4 + random.below(40 + 10 * number);
            games.push(random_game(start, rule_sets[(number + games.len()) % rule_sets.len()], plies, random));
        }
    }
    games
}

/// `game`'s moves played again from its start under `rules`.
fn replayed(game: &Game<Grid12>, rules: Rules) -> Game<Grid12> {
    let mut again = Game::from_position(*game.start(), rules);
    for &mv in game.moves() {
        again.play(mv).expect("the same moves");
    }
    again
}

#[test]
fn the_starts_count_the_reference_numbers() {
    // RULES.md, "Reference perft" (depths 1–3); the variant model (depth 4).
    let expected: [(Variant, [u64; 4]); 6] = [
        (Variant::NineByNine, [42, 1_712, 72_836, 3_008_240]),
        (Variant::TenByTen, [48, 2_252, 110_056, 5_254_632]),
        (Variant::ElevenByEleven, [54, 2_864, 157_848, 8_537_704]),
        (Variant::TwelveByTwelve, [60, 3_548, 217_524, 13_131_064]),
        (Variant::BlackHole, [42, 1_712, 72_836, 3_008_260]),
        (Variant::BlackHoleScrambled, [38, 1_412, 54_612, 2_068_060]),
    ];
    for (variant, counts) in expected {
        let pos = start(variant);
        let game = Game::from_position(pos, Rules::default());
        for (depth, leaves) in (1..).zip(counts) {
            assert_eq!(pos.perft(depth, Rules::default()), leaves, "{variant} depth {depth}");
            assert_eq!(game.perft(depth), leaves, "{variant} game depth {depth}");
            if depth <= 3 {
                assert_eq!(walked_perft(&pos, depth, Some(Rules::default())), leaves, "{variant} walked {depth}");
                // No game ends within three plies of a start.
                assert_eq!(pos.perft_pure(depth), leaves, "{variant} pure depth {depth}");
            }
        }
    }
}

#[test]
fn position_perft_counts_as_the_walk_under_every_rule_set() {
    let mut positions: Vec<(String, Position<Grid12>)> =
        starts().into_iter().map(|start| (format!("the start {start} ({:?})", start.family()), start)).collect();
    positions.extend(crafted().into_iter().map(|(variant, pos)| (variant.to_string(), pos)));
    let mut random = XorShift(0x5DEE_CE66_D1CE_4E5D);
    positions.extend(random_games(6, &mut random).iter().map(|game| (game.start().to_string(), *game.position())));
    assert!(positions.len() >= 40, "{}", positions.len());
    let mut over = 0;
    for (label, pos) in &positions {
        for rules in rule_sets() {
            over += usize::from(pos.is_game_over(rules));
            for depth in 0..=3 {
                assert_eq!(
                    pos.perft(depth, rules),
                    walked_perft(pos, depth, Some(rules)),
                    "{label}: {pos} {rules:?} depth {depth}"
                );
            }
        }
        for depth in 0..=3 {
            assert_eq!(pos.perft_pure(depth), walked_perft(pos, depth, None), "{label}: {pos} pure depth {depth}");
        }
    }
    assert!(over > 0, "some position is over under some rules");
    // Black Hole's e3-e5 loses Black's stray piece and connects the rest: the game ends
    // there, as it does not on the plain 9×9 board, where the piece lands.
    let [nine, black_hole] = [Variant::NineByNine, Variant::BlackHole]
        .map(|variant| Position::<Grid12>::read("4w4/9/9/9/9/9/4b4/b8/b7w b", variant).unwrap());
    let e3_e5 = Move::Slide { from: "e3".parse().unwrap(), to: "e5".parse().unwrap() };
    let mut swallowed = black_hole;
    swallowed.play(e3_e5).unwrap();
    assert!(swallowed.is_game_over(Rules::default()) && !nine.is_game_over(Rules::default()));
    let (mut landed, replies) = (nine, nine.perft(1, Rules::default()));
    landed.play(e3_e5).unwrap();
    assert_eq!(
        black_hole.perft(2, Rules::default()) + landed.perft(1, Rules::default()),
        nine.perft(2, Rules::default())
    );
    assert_eq!(black_hole.perft(1, Rules::default()), replies);
}

#[test]
fn game_perft_counts_as_the_walk_with_the_history() {
    let mut random = XorShift(0x2545_F491_4F6C_DD1D);
    let mut games = random_games(4, &mut random);
    // Games a few plies short of the 14-ply limit.
    let short_limits = &rule_sets()[4..6];
    for start in starts() {
        for plies in 11..=13 {
            games.push(random_game(start, short_limits[plies % 2], plies, &mut random));
        }
    }
    // The crafted positions as games, under every rule set.
    for (_, pos) in crafted() {
        games.extend(rule_sets().into_iter().map(|rules| Game::from_position(pos, rules)));
    }
    let (mut repeated, mut limited) = (0, 0);
    for game in &games {
        for depth in 0..=3 {
            let mut walked = game.clone();
            let leaves = game.perft(depth);
            assert_eq!(
                leaves,
                walked_game_perft(&mut walked, depth),
                "{} after {:?}: {} {:?} depth {depth}",
                game.start(),
                game.moves().iter().map(ToString::to_string).collect::<Vec<_>>(),
                game.position(),
                game.rules()
            );
            // Whether repetition and the move limit count in the tree at all.
            if depth == 3 {
                let rules = game.rules();
                repeated += usize::from(replayed(game, rules.with_repetition(Repetition::Off)).perft(3) != leaves);
                limited += usize::from(replayed(game, rules.with_move_limit(MoveLimit::Off)).perft(3) != leaves);
            }
        }
    }
    assert!(repeated > 0 && limited > 0, "repetition in {repeated} games' trees, the move limit in {limited}");
}
