//! Move generation, make/unmake, game-end detection and perft on fixed, named positions.
//!
//! Every benchmark reports `Throughput::Elements`: moves generated or played,
//! positions checked, or perft leaves. The position sets are:
//!
//! - `start`: the standard start position;
//! - `rules-midgame-1` to `-3`: the mid-game positions of RULES.md ("Perft");
//! - `thesis-games`: every position along the 15 games from Winands' thesis as
//!   transcribed by OpenSpiel (`tests/data/openspiel/appendix_*.txt`), replayed from
//!   the standard start, the start and final positions included;
//! - `thesis-mid-game`: the thesis positions from ply 10 up to, not including,
//!   the last 4 of each complete game (`is_game_over` only);
//! - `thesis-near-terminal`: the last 4 positions of each of the 14 complete thesis
//!   games, the final, won one included (`is_game_over` only).
//!
//! - the variants' starts (`variants`): perft, and Parachute's 936 opening turns;
//! - `playouts`: 20 random games from the standard start by `Playout`, by the
//!   `legal_moves` loop, and under OpenSpiel's rules by `GamePlayout` and by `Game`
//!   (throughput: plies).
//!
//! Run with `cargo bench`; the whole suite takes about two and a half minutes.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use lines_of_action::{Color, Game, GamePlayout, MoveList, Playout, Position, Rules, Variant};
use lines_of_action_search::Random;

/// The mid-game positions of RULES.md ("Perft").
const RULES_MIDGAMES: [(&str, &str); 3] = [
    ("rules-midgame-1", "8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b"),
    ("rules-midgame-2", "1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b"),
    ("rules-midgame-3", "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"),
];

macro_rules! thesis_game {
    ($name:literal) => {
        ($name, include_str!(concat!("../tests/data/openspiel/", $name, ".txt")))
    };
}

/// The games of Winands' thesis, appendices E and F, as transcribed by OpenSpiel.
const THESIS_GAMES: [(&str, &str); 15] = [
    thesis_game!("appendix_E_game1"),
    thesis_game!("appendix_E_game2"),
    thesis_game!("appendix_E_game3"),
    thesis_game!("appendix_E_game4"),
    thesis_game!("appendix_E_game5"),
    thesis_game!("appendix_E_game6"),
    thesis_game!("appendix_E_game7"),
    thesis_game!("appendix_F_game1_incomplete"),
    thesis_game!("appendix_F_game2"),
    thesis_game!("appendix_F_game3"),
    thesis_game!("appendix_F_game4"),
    thesis_game!("appendix_F_game5"),
    thesis_game!("appendix_F_game6"),
    thesis_game!("appendix_F_game7"),
    thesis_game!("appendix_F_game8"),
];

/// Positions before ply 10 count as the opening in the `mid-game` game-over set.
const OPENING_PLIES: usize = 10;
/// The last positions of each complete game form the `near-terminal` game-over set.
const NEAR_TERMINAL: usize = 4;

/// A thesis game replayed: every position from the start to the last one.
struct ThesisGame {
    positions: Vec<Position>,
    complete: bool,
}

/// Replays "N. b1-b3 h2-e2" lines from the standard start.
fn replay(name: &str, text: &str) -> ThesisGame {
    let mut pos = Position::default();
    let mut positions = vec![pos];
    for word in text.split_whitespace().filter(|w| !w.ends_with('.')) {
        let mv = pos.parse_move(word).unwrap_or_else(|e| panic!("{name}: {word}: {e}"));
        pos.play_unchecked(mv);
        positions.push(pos);
    }
    let complete = !name.contains("incomplete");
    assert_eq!(pos.is_game_over(Rules::default()), complete, "{name}: game over at the end");
    ThesisGame { positions, complete }
}

fn thesis_games() -> Vec<ThesisGame> {
    THESIS_GAMES.iter().map(|&(name, text)| replay(name, text)).collect()
}

/// The named position sets for move generation.
fn position_sets(games: &[ThesisGame]) -> Vec<(&'static str, Vec<Position>)> {
    let mut sets = vec![("start", vec![Position::default()])];
    for (name, text) in RULES_MIDGAMES {
        let pos: Position = text.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        sets.push((name, vec![pos]));
    }
    let all = games.iter().flat_map(|g| g.positions.iter().copied());
    sets.push(("thesis-games", all.collect()));
    sets
}

fn bench_movegen(c: &mut Criterion) {
    let games = thesis_games();
    let sets = position_sets(&games);

    let mut group = c.benchmark_group("legal_moves");
    for (name, positions) in &sets {
        let moves: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
        group.throughput(Throughput::Elements(moves as u64));
        group.bench_with_input(BenchmarkId::from_parameter(name), positions, |b, ps| {
            b.iter(|| {
                for pos in ps {
                    let moves = black_box(pos).legal_moves();
                    black_box(&moves);
                }
            });
        });
    }
    group.finish();

    let mut group = c.benchmark_group("count_slides");
    for (name, positions) in &sets {
        let slides: usize = positions.iter().map(Position::count_slides).sum();
        group.throughput(Throughput::Elements(slides as u64));
        group.bench_with_input(BenchmarkId::from_parameter(name), positions, |b, ps| {
            b.iter(|| {
                for pos in ps {
                    black_box(black_box(pos).count_slides());
                }
            });
        });
    }
    group.finish();
}

fn bench_play(c: &mut Criterion) {
    let games = thesis_games();
    let work: Vec<(Position, MoveList)> =
        games.iter().flat_map(|g| g.positions.iter().map(|&p| (p, p.legal_moves()))).collect();
    let moves: usize = work.iter().map(|(_, list)| list.len()).sum();

    let mut group = c.benchmark_group("play");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("make_unmake/thesis-games", |b| {
        let mut work = work.clone();
        b.iter(|| {
            for (pos, list) in &mut work {
                for &mv in list.iter() {
                    let undo = pos.make_unchecked(black_box(mv));
                    black_box(&*pos);
                    pos.unmake_unchecked(undo);
                }
            }
        });
    });
    group.bench_function("copy_play/thesis-games", |b| {
        b.iter(|| {
            for (pos, list) in &work {
                for &mv in list.iter() {
                    let mut child = *pos;
                    child.play_unchecked(black_box(mv));
                    black_box(&child);
                }
            }
        });
    });
    group.finish();
}

fn bench_game_end(c: &mut Criterion) {
    let games = thesis_games();
    let mid_game: Vec<Position> = games
        .iter()
        .flat_map(|g| {
            let end = g.positions.len() - if g.complete { NEAR_TERMINAL } else { 0 };
            g.positions[OPENING_PLIES..end].iter().copied()
        })
        .collect();
    let near_terminal: Vec<Position> = games
        .iter()
        .filter(|g| g.complete)
        .flat_map(|g| g.positions[g.positions.len() - NEAR_TERMINAL..].iter().copied())
        .collect();
    let all: Vec<Position> = games.iter().flat_map(|g| g.positions.iter().copied()).collect();

    let mut group = c.benchmark_group("is_game_over");
    for (name, positions) in [("thesis-mid-game", &mid_game), ("thesis-near-terminal", &near_terminal)] {
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(name), positions, |b, ps| {
            b.iter(|| {
                for pos in ps {
                    black_box(black_box(pos).is_game_over(Rules::default()));
                }
            });
        });
    }
    group.finish();

    let mut group = c.benchmark_group("is_connected");
    group.throughput(Throughput::Elements(all.len() as u64));
    for color in Color::ALL {
        let id = BenchmarkId::new(color.to_string(), "thesis-games");
        group.bench_with_input(id, &all, |b, ps| {
            b.iter(|| {
                for pos in ps {
                    black_box(black_box(pos).is_connected(color));
                }
            });
        });
    }
    group.finish();
}

fn bench_threats(c: &mut Criterion) {
    let games = thesis_games();
    let all: Vec<Position> = games.iter().flat_map(|g| g.positions.iter().copied()).collect();
    let mut group = c.benchmark_group("threats");
    group.throughput(Throughput::Elements(all.len() as u64));
    for rules in [Rules::default(), Rules::OPENSPIEL] {
        let label = if rules == Rules::default() { "default" } else { "openspiel" };
        group.bench_with_input(BenchmarkId::new(format!("winning_moves/{label}"), "thesis-games"), &all, |b, ps| {
            b.iter(|| {
                for pos in ps {
                    black_box(black_box(pos).winning_moves(rules));
                }
            });
        });
        let id = BenchmarkId::new(format!("opponent_threatens_win/{label}"), "thesis-games");
        group.bench_with_input(id, &all, |b, ps| {
            b.iter(|| {
                for pos in ps {
                    black_box(black_box(pos).opponent_threatens_win(rules));
                }
            });
        });
    }
    group.finish();
}

fn bench_perft(c: &mut Criterion) {
    let start = Position::default();
    let leaves = start.perft(4, Rules::default());
    assert_eq!(leaves, 1_563_208, "RULES.md, Perft");
    let mut group = c.benchmark_group("perft");
    group.sample_size(10).measurement_time(Duration::from_secs(5)).throughput(Throughput::Elements(leaves));
    group.bench_function("start/4", |b| {
        b.iter(|| black_box(&start).perft(4, Rules::default()));
    });
    // The same tree over a game under OpenSpiel's rules: history-aware, repetition checked.
    let game = Game::new(Rules::OPENSPIEL);
    assert_eq!(game.perft(4), 1_563_208, "RULES.md: no repetition is above ply 4");
    group.bench_function("game-openspiel/start/4", |b| {
        b.iter(|| black_box(&game).perft(4));
    });
    group.finish();
}

/// The variants: perft from each start, and the ways to walk Parachute's drop phase.
fn bench_variants(c: &mut Criterion) {
    let mut group = c.benchmark_group("variants");
    group.sample_size(10).measurement_time(Duration::from_secs(3));
    // RULES.md, "Reference perft" (depth 3) and the independent model (Cheshire Cat's 1,419,964).
    for (variant, depth, expected) in [
        (Variant::CheshireCat, 4, 1_419_964),
        (Variant::SixBySix, 4, 234_560),
        (Variant::SevenBySeven, 4, 698_880),
        (Variant::Parachute, 2, 1_057_326),
    ] {
        let start = Position::from_variant(variant).unwrap();
        assert_eq!(start.perft(depth, Rules::default()), expected, "{variant}");
        group.throughput(Throughput::Elements(expected));
        group.bench_function(format!("perft/{variant}/{depth}"), |b| {
            b.iter(|| black_box(&start).perft(depth, Rules::default()));
        });
    }
    // The 936 turns of Parachute's start: listed (on the heap), visited, counted.
    let parachute = Position::from_variant(Variant::Parachute).unwrap();
    group.throughput(Throughput::Elements(936));
    group.bench_function("parachute-start/legal_moves", |b| b.iter(|| black_box(&parachute).legal_moves().len()));
    group.bench_function("parachute-start/for_each_move", |b| {
        b.iter(|| {
            let mut count = 0;
            black_box(&parachute).for_each_move(|_| count += 1);
            count
        })
    });
    group.bench_function("parachute-start/move_count", |b| b.iter(|| black_box(&parachute).move_count()));
    group.finish();
}

/// The wide boards: perft from each start (RULES.md, "Reference perft"; depth 4 from the
/// independent model), and the start's legal moves.
fn bench_wide(c: &mut Criterion) {
    use lines_of_action::Grid12;
    let mut group = c.benchmark_group("wide");
    group.sample_size(10).measurement_time(Duration::from_secs(3));
    for (variant, depth, expected) in
        [(Variant::NineByNine, 4, 3_008_240), (Variant::BlackHole, 4, 3_008_260), (Variant::TwelveByTwelve, 3, 217_524)]
    {
        let start = Position::<Grid12>::start_of(variant).unwrap();
        assert_eq!(start.perft(depth, Rules::default()), expected, "{variant}");
        group.throughput(Throughput::Elements(expected));
        group.bench_function(format!("perft/{variant}/{depth}"), |b| {
            b.iter(|| black_box(&start).perft(depth, Rules::default()));
        });
    }
    let twelve = Position::<Grid12>::start_of(Variant::TwelveByTwelve).unwrap();
    group.throughput(Throughput::Elements(60));
    group.bench_function("12x12-start/legal_moves", |b| b.iter(|| black_box(&twelve).legal_moves().len()));
    group.bench_function("12x12-start/move_count", |b| b.iter(|| black_box(&twelve).move_count()));
    group.finish();
}

/// The games each playout benchmark plays, from the same seed every iteration.
const PLAYOUT_GAMES: usize = 20;
const PLAYOUT_SEED: u64 = 0x9e37_79b9_7f4a_7c15;

/// Random games from the standard start to the end, the same moves by every way of
/// playing them: `Playout` against the loop over `legal_moves` (default rules), and
/// `GamePlayout` against `Game::play_nth` (OpenSpiel's rules: repetition, move limit).
fn bench_playouts(c: &mut Criterion) {
    let by_playout = || {
        let mut random = Random::new(PLAYOUT_SEED);
        (0..PLAYOUT_GAMES)
            .map(|_| {
                let mut playout = Playout::new(Position::default(), Rules::default());
                while !playout.is_over() {
                    playout.play_random(random.next_u32());
                }
                playout.plies()
            })
            .sum::<usize>()
    };
    let by_list = || {
        let mut random = Random::new(PLAYOUT_SEED);
        let mut plies = 0;
        for _ in 0..PLAYOUT_GAMES {
            let mut pos = Position::default();
            while pos.result(Rules::default()).is_none() {
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[random.below(moves.len())]);
                plies += 1;
            }
        }
        plies
    };
    let start = Game::new(Rules::OPENSPIEL);
    let mut reused = GamePlayout::new(&start);
    let mut by_game_playout = || {
        let mut random = Random::new(PLAYOUT_SEED);
        (0..PLAYOUT_GAMES)
            .map(|_| {
                reused.restart(&start);
                while !reused.is_over() {
                    reused.play_random(random.next_u32());
                }
                reused.plies()
            })
            .sum::<usize>()
    };
    let by_game = || {
        let mut random = Random::new(PLAYOUT_SEED);
        (0..PLAYOUT_GAMES)
            .map(|_| {
                let mut game = start.clone();
                while !game.is_over() {
                    game.play_nth(random.below(game.move_count()));
                }
                game.ply()
            })
            .sum::<usize>()
    };
    let plies = by_playout();
    assert_eq!(by_list(), plies, "the same games");
    let game_plies = by_game_playout();
    assert_eq!(by_game(), game_plies, "the same games");
    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(plies as u64));
    group.bench_function("playout/start", |b| b.iter(by_playout));
    group.bench_function("legal_moves-loop/start", |b| b.iter(by_list));
    group.throughput(Throughput::Elements(game_plies as u64));
    group.bench_function("game-playout-openspiel/start", |b| b.iter(&mut by_game_playout));
    group.bench_function("game-play_nth-openspiel/start", |b| b.iter(by_game));
    group.finish();
}

fn config() -> Criterion {
    Criterion::default().warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3)).sample_size(50)
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench_movegen, bench_play, bench_game_end, bench_threats, bench_perft, bench_variants, bench_wide, bench_playouts
}
criterion_main!(benches);
