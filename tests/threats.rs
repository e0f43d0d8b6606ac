//! The rules crate's immediate-win and threat detection ([`Position::has_winning_move`],
//! [`Position::winning_moves`], [`Position::opponent_threatens_win`],
//! [`Position::opponent_winning_moves`]), which the searches rely on, against brute
//! force (every legal move made) in every variant and under every rule combination:
//! the boards up to 8×8 (the standard game's fast path, the variants' general one) and
//! the wide boards (the general path on [`Grid12`]).

#[path = "../src/xorshift.rs"]
mod xorshift;

use xorshift::XorShift;

use lines_of_action::{
    BothConnected, DropEndTest, DropOrder, Geometry, Grid8, Grid12, Move, NoLegalMove, Outcome, ParachuteOptions,
    Position, Rules, Variant,
};

/// Where a random game stops if the rules have not ended it.
const PLY_CAP: usize = 300;

/// [`PLY_CAP`] on the wide boards, where random games last longer.
const WIDE_PLY_CAP: usize = 2_000;

/// The Parachute options other than the default, each played from Parachute's start.
const OTHER_PARACHUTE_OPTIONS: [ParachuteOptions; 4] = [
    ParachuteOptions { turns: 3, ..ParachuteOptions::DEFAULT },
    ParachuteOptions { order: DropOrder::DropFirst, ..ParachuteOptions::DEFAULT },
    ParachuteOptions { end_test: DropEndTest::AfterEachPart, ..ParachuteOptions::DEFAULT },
    ParachuteOptions { turns: 3, order: DropOrder::DropFirst, end_test: DropEndTest::AfterEachPart },
];

/// Every combination of the rule options that decide a bare position.
fn all_rules() -> Vec<Rules> {
    let mut all = Vec::new();
    for both_connected in [BothConnected::Draw, BothConnected::MoverWins] {
        for no_legal_move in [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw] {
            all.push(Rules::default().with_both_connected(both_connected).with_no_legal_move(no_legal_move));
        }
    }
    all
}

/// Whether the side to move in `pos` has a move that wins at once under `rules`, by
/// making every legal move.
fn wins_by_brute_force<G: Geometry>(pos: &Position<G>, rules: Rules) -> bool {
    !pos.is_game_over(rules)
        && pos.legal_moves().iter().any(|&mv| {
            let mut after = *pos;
            after.play_unchecked(mv);
            after.outcome(rules) == Some(Outcome::Win(pos.turn()))
        })
}

#[test]
fn immediate_wins_and_threats_are_exact_in_every_variant() {
    // Random games from every variant's start and Parachute under every option: in every
    // position and under every rule combination, the library's threat detection agrees
    // with brute force.
    let mut random = XorShift(0x5851_f42d_4c95_7f2d);
    let mut starts: Vec<(String, Position)> = Variant::ALL
        .iter()
        .filter(|variant| variant.fits::<Grid8>())
        .map(|&variant| (variant.to_string(), Position::from_variant(variant).unwrap()))
        .collect();
    for options in OTHER_PARACHUTE_OPTIONS {
        starts.push((
            format!("parachute {options:?}"),
            Position::from_variant_with(Variant::Parachute, options).unwrap(),
        ));
    }
    for (name, start) in starts {
        check_random_games(&name, start, 3, PLY_CAP, &mut random);
    }
}

#[test]
fn immediate_wins_and_threats_are_exact_on_the_wide_boards() {
    // The same on the boards from 9×9 to 12×12 and in Black Hole, where a piece that
    // lands on the centre is swallowed (which can connect the rest): two games each,
    // played longer, random games lasting longer on a larger board.
    let mut random = XorShift(0x2545_f491_4f6c_dd1d);
    let wide = Variant::ALL.into_iter().filter(|variant| variant.fits::<Grid12>());
    let mut names = Vec::new();
    for variant in wide {
        names.push(variant.to_string());
        let start = Position::<Grid12>::start_of(variant).unwrap();
        check_random_games(&variant.to_string(), start, 2, WIDE_PLY_CAP, &mut random);
    }
    assert_eq!(names, ["9x9", "10x10", "11x11", "12x12", "black-hole", "black-hole-scrambled"]);
}

/// `games` random games from `start` (at most `ply_cap` plies each): in every position
/// and under every rule combination, the library's threat detection agrees with brute
/// force, and the games reach at least one win and one threat.
fn check_random_games<G: Geometry>(
    name: &str,
    start: Position<G>,
    games: usize,
    ply_cap: usize,
    random: &mut XorShift,
) {
    let (mut positions, mut wins, mut threats) = (0, 0, 0);
    for _ in 0..games {
        let mut pos = start;
        for _ in 0..ply_cap {
            positions += 1;
            for rules in all_rules() {
                let wins_here = wins_by_brute_force(&pos, rules);
                assert_eq!(pos.has_winning_move(rules), wins_here, "{name}: {pos} under {rules:?}");
                let winning = pos.winning_moves(rules);
                assert_eq!(winning.is_empty(), !wins_here, "{name}: {pos}");
                for &mv in &winning {
                    let mut after = pos;
                    after.play(mv).unwrap();
                    assert_eq!(after.outcome(rules), Some(Outcome::Win(pos.turn())), "{name}: {pos}: {mv}");
                }
                let mut handed_over = pos;
                handed_over.play_unchecked(Move::Pass);
                let threat = !pos.is_game_over(rules) && wins_by_brute_force(&handed_over, rules);
                assert_eq!(pos.opponent_threatens_win(rules), threat, "{name}: {pos} under {rules:?}");
                // The threats themselves: each wins for the opponent, and there are as
                // many as brute force finds.
                let threatened = pos.opponent_winning_moves(rules);
                for &mv in &threatened {
                    let mut after = handed_over;
                    after.play(mv).unwrap();
                    assert_eq!(after.outcome(rules), Some(Outcome::Win(handed_over.turn())), "{name}: {pos}: {mv}");
                }
                let brute_force = if pos.is_game_over(rules) {
                    0
                } else {
                    handed_over
                        .legal_moves()
                        .iter()
                        .filter(|&&mv| {
                            let mut after = handed_over;
                            after.play_unchecked(mv);
                            after.outcome(rules) == Some(Outcome::Win(handed_over.turn()))
                        })
                        .count()
                };
                assert_eq!(threatened.len(), brute_force, "{name}: {pos} under {rules:?}");
                wins += usize::from(wins_here);
                threats += usize::from(threat);
            }
            if pos.is_game_over(Rules::default()) {
                break;
            }
            let legal = pos.legal_moves();
            pos.play_unchecked(legal[random.below(legal.len())]);
        }
    }
    eprintln!("{name}: {positions} positions × 6 rule combinations: {wins} with a winning move, {threats} threatened");
    assert!(wins > 0 && threats > 0, "{name}: the games reached no win to find");
}
