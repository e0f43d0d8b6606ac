//! A round robin among the search crate's bots: every pairing plays N games, colours
//! alternated, and a crosstable with win rates and Elo differences comes out.
//!
//! ```text
//! tournament [--engines LIST] [--variant NAME] [--rules PRESET] [--games N] [--time MS]
//!            [--seed S] [--openings K] [--threads T] [--max-plies P]
//!
//! cargo run --release --example tournament
//! cargo run --release --example tournament -- --engines greedy,alphabeta --games 100 --time 100
//! cargo run --release --example tournament -- --variant cheshire-cat --rules openspiel --time 20
//! cargo run --release --example tournament -- --variant black-hole --engines greedy,alphabeta
//! ```
//!
//! `--variant NAME` is any variant of RULES.md's "Variants" (`--help` lists the names):
//! standard, scrambled, scrambled-mirrored, cheshire-cat, parachute, parachute-mirrored,
//! 6x6, 7x7, loaps, 5x5, the wide boards 9x9, 10x10, 11x11 and 12x12, black-hole and
//! black-hole-scrambled; the bots play it on its own board.
//!
//! The engines (`lines_of_action_search`): `random` (a uniformly random move), `greedy`
//! (one ply: an immediate win, else no move that loses at once or lets the opponent
//! win at once, else the best evaluation), `mcts` (UCT with random playouts to the end),
//! `mcts-threats` (threat-aware playouts), `mcts-eval` and `mcts-threats-eval` (playouts
//! cut after 6 random plies and scored by the evaluation) and `alphabeta`, all but the first two given `--time`
//! milliseconds a move. Each game starts with K uniformly random plies from the
//! variant's start (an opening drawn from the seed, 2 by default, so that
//! deterministic engines do not play one game over and over), and each opening is
//! played twice, each engine of the pairing taking Black once. A game the rules have
//! not ended after P plies is a draw. With time limits the games depend on the
//! machine; `--threads` plays that many games at once (1 by default, so that the
//! engines' clocks do not share a core).
//!
//! Output: each pairing's wins, draws and losses, score, Elo difference and its 95 %
//! interval (Wilson's score interval, draws counting half); the crosstable of scores; and
//! each engine's nodes a second (alpha-beta's positions, MCTS's simulations, greedy's
//! moves tried) and mean time a move.

mod cli;

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use cli::Failure;
use lines_of_action::{Color, Game, Geometry, Position, RulePreset, Rules, Variant, with_geometry};
use lines_of_action_search::{AlphaBetaBot, Bot, GreedyBot, Limits, MctsBot, MctsOptions, Random, RandomBot};

const HELP: cli::Help = cli::Help {
    name: "tournament",
    about: "plays a round robin among the search crate's bots and prints the crosstable",
    usage: "[--engines LIST] [--variant NAME] [--rules PRESET] [--games N] [--time MS]\n\
            [--seed S] [--openings K] [--threads T] [--max-plies P]",
    arguments: &[],
    options: &[
        ("--engines LIST", "comma-separated (see above; default: random,greedy,mcts,alphabeta)"),
        ("--variant NAME", "the game and its start, on its board (default: standard)"),
        ("--rules PRESET", "olympiad, boardspace, openspiel or codingame (default: olympiad)"),
        ("--games N", "games per pairing, even (default: 10)"),
        ("--time MS", "milliseconds a move for mcts and alphabeta (default: 100)"),
        ("--seed S", "the seed of the openings and the bots (default: 1)"),
        ("--openings K", "random plies that open each game (default: 2)"),
        ("--threads T", "games played at once (default: 1)"),
        ("--max-plies P", "a game still on after P plies is a draw (default: 300)"),
    ],
    sections: &[(
        "Output",
        "Each pairing's wins, draws and losses for the first engine, its score, the Elo\n\
         difference and its 95 % interval; the crosstable of scores; each engine's nodes a\n\
         second and mean time a move.",
    )],
    examples: &[
        "cargo run --release --example tournament",
        "cargo run --release --example tournament -- --engines greedy,alphabeta --games 100 --time 100",
        "cargo run --release --example tournament -- --variant cheshire-cat --rules openspiel --time 20",
        "cargo run --release --example tournament -- --variant black-hole --engines greedy,alphabeta",
    ],
};

/// The engines' names, as `--engines` takes them.
const ENGINES: [&str; 7] = ["random", "greedy", "mcts", "mcts-threats", "mcts-eval", "mcts-threats-eval", "alphabeta"];

struct Options {
    engines: Vec<&'static str>,
    variant: Variant,
    preset: RulePreset,
    games: usize,
    time: Duration,
    seed: u64,
    openings: usize,
    threads: usize,
    max_plies: usize,
}

fn main() -> std::process::ExitCode {
    cli::main_with(run)
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut options = Options {
        engines: vec!["random", "greedy", "mcts", "alphabeta"],
        variant: Variant::Standard,
        preset: RulePreset::default(),
        games: 10,
        time: Duration::from_millis(100),
        seed: 1,
        openings: 2,
        threads: 1,
        max_plies: 300,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let option = arg.as_str();
        match option {
            "-h" | "--help" => return Ok(None),
            "--variant" => options.variant = cli::variant_value(&mut args)?,
            "--engines" => {
                let list = cli::value(&mut args, option, "a list of engines")?;
                options.engines = list.split(',').map(engine_name).collect::<Result<_, _>>()?;
                if options.engines.len() < 2 {
                    return Err(Failure::usage("--engines needs at least two engines"));
                }
            }
            "--rules" => {
                let name = cli::value(&mut args, option, "a preset's name")?;
                options.preset = name.parse().map_err(|error| Failure::usage(format!("bad --rules: {error}")))?;
            }
            "--games" | "--time" | "--seed" | "--openings" | "--threads" | "--max-plies" => {
                let value = cli::value(&mut args, option, "a number")?;
                let number: u64 = value
                    .parse()
                    .map_err(|_| Failure::usage(format!("{option} needs a whole number, not {value:?}")))?;
                match option {
                    "--games" if number > 0 && number % 2 == 0 => options.games = number as usize,
                    "--games" => return Err(Failure::usage("--games needs an even number above 0")),
                    "--time" if number > 0 => options.time = Duration::from_millis(number),
                    "--seed" => options.seed = number,
                    "--openings" => options.openings = number as usize,
                    "--threads" if number > 0 => options.threads = number as usize,
                    "--max-plies" if number > 0 => options.max_plies = number as usize,
                    _ => return Err(Failure::usage(format!("{option} needs a number above 0"))),
                }
            }
            _ if option.starts_with('-') => return Err(cli::unknown_option(option)),
            _ => return Err(Failure::usage(format!("unexpected argument {option:?}: tournament takes only options"))),
        }
    }
    Ok(Some(options))
}

fn engine_name(name: &str) -> Result<&'static str, Failure> {
    ENGINES
        .into_iter()
        .find(|&known| known == name)
        .ok_or_else(|| Failure::usage(format!("unknown engine {name:?}: expected one of {}", ENGINES.join(", "))))
}

/// The random plies of the `-eval` MCTS engines' playouts before the evaluation scores them.
const MCTS_PLAYOUT_PLIES: u16 = 6;

/// The bot named `name`, with `time` a move and its own seed, on the boards of `G`.
fn bot<G: Geometry>(name: &str, time: Duration, seed: u64) -> Box<dyn Bot<G> + Send> {
    let limits = Limits::NONE.with_time(time);
    match name {
        "random" => Box::new(RandomBot::new(seed)),
        "greedy" => Box::new(GreedyBot::new(seed)),
        "mcts" | "mcts-threats" | "mcts-eval" | "mcts-threats-eval" => {
            let threat_aware = name.contains("threats");
            let playout_plies = name.ends_with("eval").then_some(MCTS_PLAYOUT_PLIES);
            Box::new(MctsBot::new(MctsOptions { seed, threat_aware, playout_plies, ..Default::default() }, limits))
        }
        _ => Box::new(AlphaBetaBot::new(limits)),
    }
}

/// One game of a pairing: which engines, which opening, who is Black.
#[derive(Copy, Clone)]
struct Fixture {
    /// The pairing's engines, by index into the engine list.
    first: usize,
    second: usize,
    /// The opening's number within the pairing.
    opening: usize,
    /// Whether `first` plays Black.
    first_is_black: bool,
}

/// What one game gave: the first engine's score (1, ½ or 0) and each side's work.
struct Played {
    fixture: Fixture,
    first_score: f64,
    /// By engine of the pairing (first, second): moves, nodes, time thinking.
    work: [(u64, u64, Duration); 2],
}

/// One game of `fixture` on the boards of `G`, the variant's.
fn play<G: Geometry>(options: &Options, fixture: Fixture) -> Played {
    let rules: Rules = options.preset.rules();
    let pairing_seed =
        options.seed ^ ((fixture.first * 64 + fixture.second) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let opening_seed = pairing_seed.wrapping_add(fixture.opening as u64);
    // The opening: random plies, drawn again (with the next seed) if they end the game.
    let mut game;
    let mut attempt = 0u64;
    loop {
        let mut random = Random::new(opening_seed.wrapping_mul(31).wrapping_add(attempt));
        let start = Position::<G>::start_of(options.variant).expect("the variant's own geometry");
        game = Game::from_position(start, rules);
        while game.ply() < options.openings && !game.is_over() {
            game.play_nth(random.below(game.move_count()));
        }
        if !game.is_over() {
            break;
        }
        attempt += 1;
    }
    let names = [options.engines[fixture.first], options.engines[fixture.second]];
    let game_seed = opening_seed.wrapping_mul(2).wrapping_add(u64::from(fixture.first_is_black));
    let mut bots = [bot::<G>(names[0], options.time, game_seed), bot::<G>(names[1], options.time, game_seed ^ 0x5555)];
    let first_color = if fixture.first_is_black { Color::Black } else { Color::White };
    let mut work = [(0, 0, Duration::ZERO); 2];
    while !game.is_over() && game.ply() < options.max_plies {
        let side = usize::from(game.position().turn() != first_color);
        let started = Instant::now();
        let decision = bots[side].choose(&game).expect("a move while the game goes on");
        let (moves, nodes, time) = &mut work[side];
        (*moves, *nodes, *time) = (*moves + 1, *nodes + decision.nodes, *time + started.elapsed());
        game.play(decision.mv).expect("the bots play legal moves");
    }
    // 1 for a win, ½ for a draw (or a game cut off at the ply limit), 0 for a loss.
    let first_score = game.outcome().map_or(0.5, |outcome| (f64::from(outcome.value_for(first_color)) + 1.0) / 2.0);
    Played { fixture, first_score, work }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        return HELP.print();
    };
    let engines = options.engines.len();
    let mut fixtures = Vec::new();
    for first in 0..engines {
        for second in first + 1..engines {
            for game in 0..options.games {
                fixtures.push(Fixture { first, second, opening: game / 2, first_is_black: game % 2 == 0 });
            }
        }
    }
    println!(
        "tournament: {}, {} rules, {} ms a move, {} games a pairing, {} opening plies, seed {}",
        options.variant,
        options.preset,
        options.time.as_millis(),
        options.games,
        options.openings,
        options.seed
    );
    let started = Instant::now();
    let results = with_geometry!(options.variant, |G| play_all::<G>(&options, &fixtures));
    report(&options, &results, started.elapsed());
    Ok(())
}

/// Plays every fixture on the boards of `G`, the variant's, `--threads` games at once.
fn play_all<G: Geometry>(options: &Options, fixtures: &[Fixture]) -> Vec<Played> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(fixtures.len()));
    std::thread::scope(|scope| {
        for _ in 0..options.threads.min(fixtures.len()) {
            scope.spawn(|| {
                while let Some(&fixture) = fixtures.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let played = play::<G>(options, fixture);
                    results.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).push(played);
                }
            });
        }
    });
    results.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The scores of one pairing, for its first engine.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn score(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games())
    }

    /// The Elo difference of the score and its 95 % interval: Wilson's score interval
    /// (draws counting as half a win), which stays finite for a score of 0 or 1.
    fn elo(&self) -> (f64, f64, f64) {
        const Z: f64 = 1.96;
        let (n, score) = (f64::from(self.games()), self.score());
        let z2n = Z * Z / n;
        let centre = (score + z2n / 2.0) / (1.0 + z2n);
        let half_width = Z * (score * (1.0 - score) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
        (elo_of(score), elo_of(centre - half_width), elo_of(centre + half_width))
    }
}

/// The Elo difference that predicts `score`: infinite at 0 and 1.
fn elo_of(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

fn signed(elo: f64) -> String {
    if elo.is_infinite() { if elo > 0.0 { "+inf".into() } else { "-inf".into() } } else { format!("{elo:+.0}") }
}

fn report(options: &Options, results: &[Played], elapsed: Duration) {
    let engines = options.engines.len();
    let mut tallies: Vec<Vec<Tally>> = (0..engines).map(|_| (0..engines).map(|_| Tally::default()).collect()).collect();
    let mut work = vec![(0u64, 0u64, Duration::ZERO); engines];
    for played in results {
        let Fixture { first, second, .. } = played.fixture;
        let (forward, backward) = match played.first_score {
            1.0 => ((1, 0, 0), (0, 0, 1)),
            0.0 => ((0, 0, 1), (1, 0, 0)),
            _ => ((0, 1, 0), (0, 1, 0)),
        };
        for ((row, column), (wins, draws, losses)) in [((first, second), forward), ((second, first), backward)] {
            let tally = &mut tallies[row][column];
            (tally.wins, tally.draws, tally.losses) = (tally.wins + wins, tally.draws + draws, tally.losses + losses);
        }
        for (engine, (moves, nodes, time)) in [first, second].into_iter().zip(played.work) {
            let total = &mut work[engine];
            *total = (total.0 + moves, total.1 + nodes, total.2 + time);
        }
    }
    let width = options.engines.iter().map(|name| name.len()).max().unwrap_or(6).max(6);
    println!("\npairings (the first engine's wins, draws and losses, score, Elo difference [95 % interval]):");
    for (first, row) in tallies.iter().enumerate() {
        for (second, tally) in row.iter().enumerate().skip(first + 1) {
            let (elo, low, high) = tally.elo();
            println!(
                "  {:>width$} vs {:<width$}  +{} ={} -{}  {:5.1} %  Elo {} [{}, {}]",
                options.engines[first],
                options.engines[second],
                tally.wins,
                tally.draws,
                tally.losses,
                100.0 * tally.score(),
                signed(elo),
                signed(low),
                signed(high)
            );
        }
    }
    println!("\ncrosstable (the row's score against the column, %):");
    print!("  {:width$}", "");
    for name in &options.engines {
        print!("  {name:>width$}");
    }
    println!("  {:>width$}", "total");
    for (row, (name, scores)) in options.engines.iter().zip(&tallies).enumerate() {
        print!("  {name:width$}");
        let mut total = Tally::default();
        for (column, tally) in scores.iter().enumerate() {
            if row == column {
                print!("  {:>width$}", "-");
                continue;
            }
            print!("  {:>width$.1}", 100.0 * tally.score());
            (total.wins, total.draws, total.losses) =
                (total.wins + tally.wins, total.draws + tally.draws, total.losses + tally.losses);
        }
        println!("  {:>width$.1}", 100.0 * total.score());
    }
    println!("\nengines (nodes: alpha-beta's positions, MCTS's simulations, greedy's moves tried):");
    for (name, (moves, nodes, time)) in options.engines.iter().zip(&work) {
        let seconds = time.as_secs_f64();
        let rate = if seconds > 0.0 { *nodes as f64 / seconds } else { 0.0 };
        let per_move = if *moves > 0 { seconds * 1000.0 / *moves as f64 } else { 0.0 };
        println!("  {name:>width$}  {rate:>12.0} nodes/s  {per_move:>7.1} ms a move  {moves:>6} moves");
    }
    println!("\ngames: {} in {:.1} s", results.len(), elapsed.as_secs_f64());
}
