//! `loa playouts`: random playouts, as Monte-Carlo tree search plays them: N games of
//! uniformly random moves from a variant's start to the end, and how fast they go.
//!
//! ```text
//! loa playouts [--variant NAME] [--rules PRESET] [--game] [--list] [--games N] [--seed S]
//!
//! cargo run --release --bin loa -- playouts
//! cargo run --release --bin loa -- playouts --variant cheshire-cat --games 10000
//! cargo run --release --bin loa -- playouts --game --rules openspiel --seed 7
//! cargo run --release --bin loa -- playouts --variant 12x12 --games 1000
//! ```
//!
//! `--variant NAME` is any variant of RULES.md's "Variants" (`--help` lists the names):
//! standard, scrambled, scrambled-mirrored, cheshire-cat, parachute, parachute-mirrored,
//! 6x6, 7x7, loaps, 5x5, the wide boards 9x9, 10x10, 11x11 and 12x12, black-hole,
//! black-hole-scrambled, and the hexagons hex5 (alveole), hex6 and hex6-scrambled;
//! the games are played on its board.
//!
//! Each move is the k-th legal move for a `k` drawn below the count by the search
//! crate's generator (`lines_of_action_search::Random`, SplitMix64) seeded from S, so a
//! run is the same for the same seed. By default the games are played by [`Playout`]
//! (the position level: connection and the no-move rule decide); `--game` plays them by
//! [`GamePlayout`], with the history rules (repetition, move limit) as [`Game`] applies
//! them. `--list` plays them the plain way, the same moves for the same seed, to compare:
//! a loop over [`Position::legal_moves`], [`Position::play_unchecked`] and
//! [`Position::result`]; with `--game`, through [`Game`] itself ([`Game::move_count`] and
//! [`Game::play_nth`]). Output: `games: N`, `plies: P` (the total), then the speed, the
//! results by kind and the mean length.
//!
//! [`Position::legal_moves`]: lines_of_action::Position::legal_moves
//! [`Position::play_unchecked`]: lines_of_action::Position::play_unchecked
//! [`Position::result`]: lines_of_action::Position::result

use std::collections::BTreeMap;
use std::time::Instant;

use crate::cli::{self, Failure};
use lines_of_action::{
    AnyGame, Game, GamePlayout, GameResult, Geometry, Playout, RulePreset, Rules, Variant, on_any_board,
};
use lines_of_action_search::Random;

const HELP: cli::Help = cli::Help {
    name: "loa playouts",
    about: "plays N games of random moves from a variant's start to the end, and how fast",
    usage: "[--variant NAME] [--rules PRESET] [--game] [--list] [--games N] [--seed S]",
    arguments: &[],
    options: &[
        ("--variant NAME", "the game and its start, on its board (default: standard)"),
        ("--rules PRESET", "olympiad (default), boardspace, openspiel, codingame, abstract-play, alveole"),
        ("--game", "play by GamePlayout, with repetition and the move limit (default: Playout)"),
        ("--list", "play the plain way, to compare: list the moves; with --game, through Game"),
        ("--games N", "how many games (default: 10000)"),
        ("--seed S", "the random generator's seed, decimal (default: 1)"),
    ],
    sections: &[(
        "Output",
        "games: N and plies: P (the total), then games and plies a second, the results by kind\n\
         and the mean length. The same seed plays the same games.",
    )],
    examples: &[
        "cargo run --release --bin loa -- playouts",
        "cargo run --release --bin loa -- playouts --variant cheshire-cat --games 10000",
        "cargo run --release --bin loa -- playouts --game --rules openspiel --seed 7",
        "cargo run --release --bin loa -- playouts --variant 12x12 --games 1000",
    ],
};

struct Options {
    variant: Variant,
    rules: Rules,
    /// Whether the history rules count (`--game`).
    game: bool,
    /// Whether the games are played the plain way (`--list`).
    list: bool,
    games: u64,
    seed: u64,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut options = Options {
        variant: Variant::Standard,
        rules: Rules::default(),
        game: false,
        list: false,
        games: 10_000,
        seed: 1,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                HELP.print()?;
                return Ok(None);
            }
            "--variant" => options.variant = cli::variant_value(&mut args)?,
            "--rules" => {
                let name = cli::value(&mut args, "--rules", "a preset's name")?;
                let preset: RulePreset =
                    name.parse().map_err(|error| Failure::usage(format!("bad --rules: {error}")))?;
                options.rules = preset.rules();
            }
            "--game" => options.game = true,
            "--list" => options.list = true,
            "--games" => options.games = number(cli::value(&mut args, "--games", "a number of games")?, "--games")?,
            "--seed" => options.seed = number(cli::value(&mut args, "--seed", "a number")?, "--seed")?,
            other if other.starts_with('-') => return Err(cli::unknown_option(other)),
            other => return Err(Failure::usage(format!("unexpected argument {other:?}"))),
        }
    }
    Ok(Some(options))
}

fn number(text: &str, option: &str) -> Result<u64, Failure> {
    text.parse().map_err(|_| Failure::usage(format!("{option} needs a whole number, not {text:?}")))
}

/// One game from `start` the way `options` say, on any board: its result and length.
/// `reused`, the playout of `--game`, keeps its room for the history from one game to
/// the next.
fn play_one<G: Geometry>(
    start: &Game<G>,
    options: &Options,
    reused: &mut GamePlayout<G>,
    random: &mut Random,
) -> (GameResult, usize) {
    let rules = options.rules;
    let (result, plies) = match (options.game, options.list) {
        (false, false) => {
            let mut playout = Playout::new(*start.position(), rules);
            while !playout.is_over() {
                playout.play_random(random.next_u32());
            }
            (playout.result(), playout.plies())
        }
        (true, false) => {
            reused.restart(start);
            while !reused.is_over() {
                reused.play_random(random.next_u32());
            }
            (reused.result(), reused.plies())
        }
        (true, true) => {
            let mut game = start.clone();
            while !game.is_over() {
                game.play_nth(random.below(game.move_count()));
            }
            (game.result(), game.ply())
        }
        (false, true) => {
            let start = *start.position();
            let mut pos = start;
            let mut plies = 0;
            let mut result = pos.result(rules);
            while result.is_none() {
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[random.below(moves.len())]);
                plies += 1;
                result = pos.result(rules);
            }
            (result, plies)
        }
    };
    (result.expect("a game is played to its end"), plies)
}

/// Runs `loa playouts` on the arguments after its name.
pub(crate) fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else { return Ok(()) };
    on_any_board!(AnyGame::from_variant(options.variant, options.rules), |start| play_all(&start, &options))
}

/// Plays the games from `start`, the variant's start on its board, and prints the summary.
fn play_all<G: Geometry>(start: &Game<G>, options: &Options) -> Result<(), Failure> {
    let mut reused = GamePlayout::new(start);
    let mut random = Random::new(options.seed);
    let mut results: BTreeMap<String, u64> = BTreeMap::new();
    let mut plies = 0u64;
    let began = Instant::now();
    for _ in 0..options.games {
        let (result, length) = play_one(start, options, &mut reused, &mut random);
        plies += length as u64;
        *results.entry(result.to_string()).or_default() += 1;
    }
    let seconds = began.elapsed().as_secs_f64();
    println!("games: {}", options.games);
    println!("plies: {plies}");
    println!("games/s: {:.0}", options.games as f64 / seconds);
    println!("plies/s: {:.0}", plies as f64 / seconds);
    for (kind, count) in &results {
        println!("result {kind}: {count}");
    }
    println!("mean length: {:.1} plies", plies as f64 / options.games.max(1) as f64);
    Ok(())
}
