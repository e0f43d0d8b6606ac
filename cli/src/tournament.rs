//! `loa tournament`: a round robin among the search crate's bots and any programs
//! speaking the engine protocol (`docs/protocol.md`): every pairing plays N games,
//! colours alternated, and a crosstable with win rates and Elo differences comes out.
//!
//! ```text
//! loa tournament [--engines LIST] [--engine NAME=COMMAND]... [--variant NAME] [--rules PRESET]
//!                [--games N] [--time MS] [--go LIMITS] [--go-for NAME=LIMITS]...
//!                [--option NAME=OPT=VAL]... [--timeout S] [--sprt ELO0,ELO1] [--sgf FILE]
//!                [--seed S] [--openings K] [--threads T] [--max-plies P]
//!
//! cargo run --release --bin loa -- tournament
//! cargo run --release --bin loa -- tournament --engines greedy,alphabeta --games 100 --time 100
//! cargo run --release --bin loa -- tournament --variant cheshire-cat --rules openspiel --time 20
//! cargo run --release --bin loa -- tournament --variant black-hole --engines greedy,alphabeta
//! cargo run --release --bin loa -- tournament --engines alphabeta --engine loa=target/release/loa-engine \
//!     --sprt -10,10 --games 400 --sgf games.sgf
//! ```
//!
//! `--variant NAME` is any variant of RULES.md's "Variants" (`--help` lists the names):
//! standard, scrambled, scrambled-mirrored, cheshire-cat, parachute, parachute-mirrored,
//! 6x6, 7x7, loaps, 5x5, the wide boards 9x9, 10x10, 11x11 and 12x12, black-hole,
//! black-hole-scrambled, and the hexagons hex5 (alveole), hex6 and hex6-scrambled;
//! the bots play it on its own board.
//!
//! The engines (`lines_of_action_search`): `random` (a uniformly random move), `greedy`
//! (one ply: an immediate win, else no move that loses at once or lets the opponent
//! win at once, else the best evaluation), `mcts` (UCT with random playouts to the end),
//! `mcts-threats` (threat-aware playouts), `mcts-eval` and `mcts-threats-eval` (playouts
//! cut after 6 random plies and scored by the evaluation), `alphabeta`, and each search
//! with `-solver` (`mcts-solver`, …, `mcts-threats-eval-solver`, `alphabeta-solver`:
//! the search asking the proof-number solver for a forced win at the root of
//! endgame-like positions, `EndgameSolver`'s defaults), `mcts-threats-eval-minimax-solver`
//! (the strongest MCTS: `mcts-threats-eval-solver` with the evaluation in the tree, implicit
//! minimax backups of weight 0.4, children tried in the order of their evaluation, a
//! smaller exploration constant, a sharper evaluation scale and concentrating playouts,
//! the best of 8 random moves by the centre of mass), all but the first two given `--time`
//! milliseconds a move. Each game starts with K uniformly random plies from the
//! variant's start (an opening drawn from the seed, 2 by default, so that
//! deterministic engines do not play one game over and over), and each opening is
//! played twice, each engine of the pairing taking Black once. A game the rules have
//! not ended after P plies is a draw. With time limits the games depend on the
//! machine; `--threads` plays that many games at once (1 by default, so that the
//! engines' clocks do not share a core).
//!
//! `--engine NAME=COMMAND` (repeatable) adds a program speaking the protocol, started
//! afresh for each game from COMMAND split at white space (`loa=target/release/loa-engine`,
//! `loabot=/tmp/LinesOfActionBot/loabot --depth 4`). It is told the variant and the rules
//! (`setoption name Variant`/`Rules`, where it offers them: one without a `Variant`
//! option plays only the standard game), the game as `position startpos moves …` in the
//! compact spelling `b1b3`, and asked `go movetime <--time>` (or `go <--go LIMITS>`;
//! `--go-for NAME=LIMITS`, repeatable, gives engine NAME limits of its own, so that an
//! engine limited by depth can meet one limited by time: `--go-for loabot="depth 5"`).
//! `--option NAME=OPT=VAL`, repeatable, sends engine NAME `setoption name OPT
//! value VAL` after the variant and the rules (`--option loa=Threads=2`,
//! `--option "loabot=Move Overhead=10"`): an option the engine does not declare is a
//! usage error. The
//! game is run and adjudicated here, by the rules in force: an engine that answers no
//! move or an illegal one, ends, or is silent for `--timeout` seconds forfeits the game.
//! With `--engine`, the built-in engines play only if `--engines` names them.
//!
//! `--sprt ELO0,ELO1` (two engines only) stops the match once the generalised SPRT on
//! the trinomial model (`lines_of_action_engine::Sprt`: win, draw and loss
//! probabilities fitted under each hypothesis, α = β = 0.05) accepts that the first
//! engine's Elo advantage is ELO0 or ELO1; `--games` is then the most games played
//! (1000 by default). `--sgf FILE` saves every game as SGF.
//!
//! Output: each pairing's wins, draws and losses, score, Elo difference and its 95 %
//! interval (Wilson's score interval, draws counting half); the crosstable of scores; and
//! each engine's nodes a second (alpha-beta's positions, MCTS's simulations, greedy's
//! moves tried, a protocol engine's last `info … nodes`) and mean time a move; the
//! forfeits; the SPRT's log-likelihood ratio and verdict.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::cli::{self, Failure};
use lines_of_action::{Color, Game, GameRecord, Geometry, Position, RulePreset, Rules, Variant, with_geometry};
use lines_of_action_engine::{EngineProcess, PlayerError, Sprt, SprtVerdict};
use lines_of_action_search::{
    AlphaBeta, AlphaBetaBot, Bot, Decision, EndgameSolver, GreedyBot, Limits, MctsBot, MctsOptions, Random, RandomBot,
};

const HELP: cli::Help = cli::Help {
    name: "loa tournament",
    about: "plays built-in bots and protocol engines in a round robin and prints the crosstable",
    usage: "[--engines LIST] [--engine NAME=COMMAND]... [--variant NAME] [--rules PRESET]\n\
            [--games N] [--time MS] [--go LIMITS] [--go-for NAME=LIMITS]... [--option NAME=OPT=VAL]...\n\
            [--timeout S] [--sprt ELO0,ELO1] [--sgf FILE] [--seed S] [--openings K] [--threads T]\n\
            [--max-plies P]",
    arguments: &[],
    options: &[
        ("--engines LIST", "built-in engines, comma-separated (default: random,greedy,mcts,alphabeta)"),
        ("--engine NAME=COMMAND", "a protocol engine, started with COMMAND (repeatable; default: none)"),
        ("--variant NAME", "the game and its start, on its board (default: standard)"),
        ("--rules PRESET", "default olympiad; boardspace, openspiel, codingame, abstract-play, alveole"),
        ("--games N", "games per pairing, even (default: 10; with --sprt the most, default 1000)"),
        ("--time MS", "milliseconds a move for mcts, alphabeta and protocol engines (default: 100)"),
        ("--go LIMITS", "what protocol engines are sent after go (default: movetime <--time>)"),
        ("--go-for NAME=LIMITS", "what protocol engine NAME is sent after go (repeatable; default: --go's)"),
        ("--option NAME=OPT=VAL", "engine NAME gets setoption name OPT value VAL (repeatable; default: none)"),
        ("--timeout S", "seconds a protocol engine may stay silent before it forfeits (default: 60)"),
        ("--sprt ELO0,ELO1", "two engines: stop when the SPRT decides, alpha = beta = 0.05 (default: off)"),
        ("--sgf FILE", "save every game to FILE as SGF (default: not saved)"),
        ("--seed S", "the seed of the openings and the bots (default: 1)"),
        ("--openings K", "random plies that open each game (default: 2)"),
        ("--threads T", "games played at once (default: 1)"),
        ("--max-plies P", "a game still on after P plies is a draw (default: 300)"),
    ],
    sections: &[
        (
            "Engines",
            "Built in (--engines): random (a random move), greedy (one ply), mcts (UCT, random\n\
             playouts), mcts-threats (threat-aware playouts), mcts-eval and mcts-threats-eval\n\
             (playouts cut short by the evaluation), alphabeta; each with -solver (mcts-solver,\n\
             mcts-threats-eval-solver, alphabeta-solver, ...): a proof-number solve at the root\n\
             of endgame-like positions (EndgameSolver's defaults); mcts-threats-eval-minimax-solver\n\
             (the strongest MCTS: the evaluation in the tree too, implicit minimax backups,\n\
             children tried best first, concentrating playouts). A protocol engine (--engine,\n\
             docs/protocol.md) is any program speaking the protocol: target/release/loa-engine,\n\
             LinesOfActionBot (standard game only), ...; a wrong or missing answer forfeits.\n\
             With --engine and no --engines, only the protocol engines play.",
        ),
        (
            "Output",
            "Each pairing's wins, draws and losses for the first engine, its score, the Elo\n\
             difference and its 95 % interval; the crosstable of scores; each engine's nodes a\n\
             second and mean time a move; the forfeits; with --sprt, the log-likelihood ratio.",
        ),
    ],
    examples: &[
        "cargo run --release --bin loa -- tournament",
        "cargo run --release --bin loa -- tournament --engines greedy,alphabeta --games 100 --time 100",
        "cargo run --release --bin loa -- tournament --variant cheshire-cat --rules openspiel --time 20",
        "cargo run --release --bin loa -- tournament --variant black-hole --engines greedy,alphabeta",
        "cargo build --release -p lines-of-action-engine",
        "cargo run --release --bin loa -- tournament --engines alphabeta --sprt -10,10 \\",
        "    --engine loa=target/release/loa-engine",
    ],
};

/// The built-in engines' names, as `--engines` takes them.
const ENGINES: [&str; 13] = [
    "random",
    "greedy",
    "mcts",
    "mcts-threats",
    "mcts-eval",
    "mcts-threats-eval",
    "mcts-solver",
    "mcts-threats-solver",
    "mcts-eval-solver",
    "mcts-threats-eval-solver",
    "mcts-threats-eval-minimax-solver",
    "alphabeta",
    "alphabeta-solver",
];

/// The built-in engines that play when neither `--engines` nor `--engine` is given.
const DEFAULT_ENGINES: [&str; 4] = ["random", "greedy", "mcts", "alphabeta"];

/// The most games a pairing plays under `--sprt` when `--games` does not say.
const SPRT_GAMES: usize = 1000;

/// How long a protocol engine may take to start and to get ready.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// A player of the tournament.
#[derive(Clone)]
enum Entrant {
    /// One of [`ENGINES`].
    BuiltIn(&'static str),
    /// A program speaking the protocol, with the limits of its `go` where `--go-for`
    /// gives them, and the options `--option` sets, in order.
    Protocol { name: String, command: String, go: Option<String>, options: Vec<(String, String)> },
}

impl Entrant {
    fn name(&self) -> &str {
        match self {
            Entrant::BuiltIn(name) => name,
            Entrant::Protocol { name, .. } => name,
        }
    }
}

struct Options {
    engines: Vec<Entrant>,
    variant: Variant,
    preset: RulePreset,
    games: usize,
    time: Duration,
    go: Option<String>,
    timeout: Duration,
    sprt: Option<Sprt>,
    sgf: Option<String>,
    seed: u64,
    openings: usize,
    threads: usize,
    max_plies: usize,
}

impl Options {
    /// What a protocol engine is sent after `go`: its own limits (`--go-for`), else `--go`'s,
    /// else `movetime <--time>`.
    fn go_limits(&self, own: Option<&str>) -> String {
        own.map(str::to_owned)
            .or_else(|| self.go.clone())
            .unwrap_or_else(|| format!("movetime {}", self.time.as_millis()))
    }
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut options = Options {
        engines: Vec::new(),
        variant: Variant::Standard,
        preset: RulePreset::default(),
        games: 10,
        time: Duration::from_millis(100),
        go: None,
        timeout: Duration::from_secs(60),
        sprt: None,
        sgf: None,
        seed: 1,
        openings: 2,
        threads: 1,
        max_plies: 300,
    };
    let (mut built_in, mut protocol, mut games_given) = (None, Vec::new(), false);
    let mut go_for: Vec<(String, String)> = Vec::new();
    let mut set_options: Vec<(String, (String, String))> = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let option = arg.as_str();
        match option {
            "-h" | "--help" => return Ok(None),
            "--variant" => options.variant = cli::variant_value(&mut args)?,
            "--engines" => {
                let list = cli::value(&mut args, option, "a list of engines")?;
                built_in = Some(list.split(',').map(engine_name).collect::<Result<Vec<_>, _>>()?);
            }
            "--engine" => {
                let value = cli::value(&mut args, option, "NAME=COMMAND")?;
                let (name, command) = value
                    .split_once('=')
                    .filter(|(name, command)| !name.trim().is_empty() && !command.trim().is_empty())
                    .ok_or_else(|| Failure::usage(format!("--engine needs NAME=COMMAND, not {value:?}")))?;
                let (name, command) = (name.trim().to_owned(), command.trim().to_owned());
                protocol.push(Entrant::Protocol { name, command, go: None, options: Vec::new() });
            }
            "--rules" => {
                let name = cli::value(&mut args, option, "a preset's name")?;
                options.preset = name.parse().map_err(|error| Failure::usage(format!("bad --rules: {error}")))?;
            }
            "--go" => options.go = Some(cli::value(&mut args, option, "the limits of go")?.to_owned()),
            "--go-for" => {
                let value = cli::value(&mut args, option, "NAME=LIMITS")?;
                let (name, limits) = value
                    .split_once('=')
                    .filter(|(name, limits)| !name.trim().is_empty() && !limits.trim().is_empty())
                    .ok_or_else(|| Failure::usage(format!("--go-for needs NAME=LIMITS, not {value:?}")))?;
                go_for.push((name.trim().to_owned(), limits.trim().to_owned()));
            }
            "--option" => {
                let value = cli::value(&mut args, option, "NAME=OPT=VAL")?;
                let parts = value.split_once('=').and_then(|(name, rest)| {
                    let (option, setting) = rest.split_once('=')?;
                    let (name, option, setting) = (name.trim(), option.trim(), setting.trim());
                    (!name.is_empty() && !option.is_empty())
                        .then(|| (name.to_owned(), (option.to_owned(), setting.to_owned())))
                });
                let parts =
                    parts.ok_or_else(|| Failure::usage(format!("--option needs NAME=OPT=VAL, not {value:?}")))?;
                set_options.push(parts);
            }
            "--sgf" => options.sgf = Some(cli::value(&mut args, option, "a file name")?.to_owned()),
            "--sprt" => {
                let value = cli::value(&mut args, option, "ELO0,ELO1")?;
                let bounds: Option<Vec<f64>> = value.split(',').map(|elo| elo.trim().parse().ok()).collect();
                match bounds.as_deref() {
                    Some(&[elo0, elo1]) if elo0 < elo1 && elo0.is_finite() && elo1.is_finite() => {
                        options.sprt = Some(Sprt::new(elo0, elo1));
                    }
                    _ => return Err(Failure::usage(format!("--sprt needs ELO0,ELO1 with ELO0 < ELO1, not {value:?}"))),
                }
            }
            "--games" | "--time" | "--seed" | "--openings" | "--threads" | "--max-plies" | "--timeout" => {
                let value = cli::value(&mut args, option, "a number")?;
                let number: u64 = value
                    .parse()
                    .map_err(|_| Failure::usage(format!("{option} needs a whole number, not {value:?}")))?;
                match option {
                    "--games" if number > 0 && number % 2 == 0 => {
                        (options.games, games_given) = (number as usize, true)
                    }
                    "--games" => return Err(Failure::usage("--games needs an even number above 0")),
                    "--time" if number > 0 => options.time = Duration::from_millis(number),
                    "--timeout" if number > 0 => options.timeout = Duration::from_secs(number),
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
    for (wanted, limits) in go_for {
        if let Entrant::Protocol { go, .. } = protocol_named(&mut protocol, &wanted, "--go-for")? {
            *go = Some(limits);
        }
    }
    for (wanted, setting) in set_options {
        if let Entrant::Protocol { options, .. } = protocol_named(&mut protocol, &wanted, "--option")? {
            options.push(setting);
        }
    }
    let built_in = built_in.unwrap_or_else(|| if protocol.is_empty() { DEFAULT_ENGINES.to_vec() } else { Vec::new() });
    options.engines = built_in.into_iter().map(Entrant::BuiltIn).chain(protocol).collect();
    if options.engines.len() < 2 {
        return Err(Failure::usage("a tournament needs at least two engines (--engines, --engine)"));
    }
    let mut names: Vec<&str> = options.engines.iter().map(Entrant::name).collect();
    names.sort_unstable();
    if let Some(pair) = names.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(Failure::usage(format!("two engines are named {:?}: give each its own name", pair[0])));
    }
    if options.sprt.is_some() {
        if options.engines.len() != 2 {
            return Err(Failure::usage("--sprt needs exactly two engines"));
        }
        if !games_given {
            options.games = SPRT_GAMES;
        }
    }
    Ok(Some(options))
}

/// The protocol engine named `wanted` among `protocol`, for `option`; a usage error if none is.
fn protocol_named<'a>(protocol: &'a mut [Entrant], wanted: &str, option: &str) -> Result<&'a mut Entrant, Failure> {
    protocol
        .iter_mut()
        .find(|entrant| matches!(entrant, Entrant::Protocol { name, .. } if name == wanted))
        .ok_or_else(|| Failure::usage(format!("{option} {wanted}: no protocol engine is named {wanted:?}")))
}

fn engine_name(name: &str) -> Result<&'static str, Failure> {
    ENGINES
        .into_iter()
        .find(|&known| known == name)
        .ok_or_else(|| Failure::usage(format!("unknown engine {name:?}: expected one of {}", ENGINES.join(", "))))
}

/// The random plies of the `-eval` MCTS engines' playouts before the evaluation scores them.
const MCTS_PLAYOUT_PLIES: u16 = 6;

/// The weight of the `-minimax` MCTS engine's implicit minimax backups: Lanctot et al.'s
/// for Lines of Action, level with 0.6 at 100 ms (docs/search.md).
const MCTS_MINIMAX_WEIGHT: f64 = 0.4;

/// The exploration constant of the `-minimax` MCTS engine (docs/search.md).
const MCTS_MINIMAX_EXPLORATION: f64 = 0.5;

/// The legal moves drawn for each playout move of the `-minimax` MCTS engine, the most
/// concentrating of them played (`MctsOptions::playout_candidates`; docs/search.md).
const MCTS_MINIMAX_PLAYOUT_CANDIDATES: u8 = 8;

/// The evaluation scale of the `-minimax` MCTS engine: `tanh(evaluation / 100)`, sharper
/// than the default 200 (docs/search.md).
const MCTS_MINIMAX_EVALUATION_SCALE: f64 = 100.0;

/// The bot named `name`, with `time` a move and its own seed, on the boards of `G`.
fn bot<G: Geometry>(name: &str, time: Duration, seed: u64) -> Box<dyn Bot<G> + Send> {
    let limits = Limits::NONE.with_time(time);
    match name {
        "random" => Box::new(RandomBot::new(seed)),
        "greedy" => Box::new(GreedyBot::new(seed)),
        _ if name.starts_with("mcts") => {
            let threat_aware = name.contains("threats");
            let playout_plies = name.contains("eval").then_some(MCTS_PLAYOUT_PLIES);
            let endgame_solver = name.ends_with("solver").then(EndgameSolver::default);
            let mut options = MctsOptions { seed, threat_aware, playout_plies, endgame_solver, ..Default::default() };
            if name.contains("minimax") {
                options.implicit_minimax = Some(MCTS_MINIMAX_WEIGHT);
                options.order_by_evaluation = true;
                options.exploration = MCTS_MINIMAX_EXPLORATION;
                options.evaluation_scale = MCTS_MINIMAX_EVALUATION_SCALE;
                options.playout_candidates = MCTS_MINIMAX_PLAYOUT_CANDIDATES;
            }
            Box::new(MctsBot::new(options, limits))
        }
        "alphabeta-solver" => {
            Box::new(AlphaBetaBot::with_search(AlphaBeta::new().with_endgame_solver(EndgameSolver::default()), limits))
        }
        _ => Box::new(AlphaBetaBot::new(limits)),
    }
}

/// A player in one game: a built-in bot, or a protocol engine's process.
enum Player<G: Geometry> {
    BuiltIn(Box<dyn Bot<G> + Send>),
    /// The engine's process and what it is sent after `go`.
    Protocol(EngineProcess, String),
}

impl<G: Geometry> Player<G> {
    /// The player `entrant` for one game, with its seed; a protocol engine is started,
    /// told the game and made ready.
    fn new(entrant: &Entrant, options: &Options, seed: u64) -> Result<Player<G>, PlayerError> {
        match entrant {
            Entrant::BuiltIn(name) => Ok(Player::BuiltIn(bot::<G>(name, options.time, seed))),
            Entrant::Protocol { command, go, options: settings, .. } => {
                let mut engine = EngineProcess::start(command, HANDSHAKE_TIMEOUT)?;
                engine.configure(options.variant, options.preset)?;
                for (option, value) in settings {
                    engine.set_declared_option(option, value)?;
                }
                engine.new_game(HANDSHAKE_TIMEOUT)?;
                Ok(Player::Protocol(engine, options.go_limits(go.as_deref())))
            }
        }
    }

    /// The player's move in `game`, which goes on.
    fn choose(&mut self, game: &Game<G>, options: &Options) -> Result<Decision<G::Square>, PlayerError> {
        match self {
            Player::BuiltIn(bot) => Ok(bot.choose(game).expect("a move while the game goes on")),
            Player::Protocol(engine, limits) => {
                let reply = engine.best_move(game, options.variant, limits, options.timeout)?;
                Ok(Decision { mv: reply.mv, nodes: reply.nodes.unwrap_or(0) })
            }
        }
    }

    fn quit(self) {
        if let Player::Protocol(engine, _) = self {
            engine.quit();
        }
    }
}

/// Starts each protocol engine once, before the games, so that a wrong command or a
/// missing option is a usage error at once rather than a forfeit in every game.
fn check_protocol_engines(options: &Options) -> Result<(), Failure> {
    for entrant in &options.engines {
        if let Entrant::Protocol { name, command, .. } = entrant {
            let checked = with_geometry!(options.variant, |G| Player::<G>::new(entrant, options, 0).map(Player::quit));
            checked.map_err(|error| Failure::usage(format!("engine {name} ({command}): {error}")))?;
        }
    }
    Ok(())
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
    /// The game's place in the fixture list, for the SGF file's order.
    index: usize,
    first_score: f64,
    /// By engine of the pairing (first, second): moves, nodes, time thinking.
    work: [(u64, u64, Duration); 2],
    /// The side that forfeited, and why.
    forfeit: Option<(Color, String)>,
    /// The game as SGF.
    sgf: String,
}

/// One game of `fixture` on the boards of `G`, the variant's.
fn play<G: Geometry>(options: &Options, fixture: Fixture, index: usize) -> Played {
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
    let entrants = [&options.engines[fixture.first], &options.engines[fixture.second]];
    let game_seed = opening_seed.wrapping_mul(2).wrapping_add(u64::from(fixture.first_is_black));
    let first_color = if fixture.first_is_black { Color::Black } else { Color::White };
    let color_of = |side: usize| if side == 0 { first_color } else { !first_color };
    let mut work = [(0, 0, Duration::ZERO); 2];
    let mut forfeit = None;
    let started: [Result<Player<G>, PlayerError>; 2] =
        [Player::new(entrants[0], options, game_seed), Player::new(entrants[1], options, game_seed ^ 0x5555)];
    let mut players: Vec<Option<Player<G>>> = Vec::with_capacity(2);
    for (side, player) in started.into_iter().enumerate() {
        match player {
            Ok(player) => players.push(Some(player)),
            Err(error) => {
                forfeit = forfeit.or(Some((color_of(side), error.to_string())));
                players.push(None);
            }
        }
    }
    while forfeit.is_none() && !game.is_over() && game.ply() < options.max_plies {
        let side = usize::from(game.position().turn() != first_color);
        let started = Instant::now();
        let player = players[side].as_mut().expect("both players started");
        match player.choose(&game, options) {
            Ok(decision) => {
                let (moves, nodes, time) = &mut work[side];
                (*moves, *nodes, *time) = (*moves + 1, *nodes + decision.nodes, *time + started.elapsed());
                game.play(decision.mv).expect("the players' moves are checked legal");
            }
            Err(error) => forfeit = Some((color_of(side), error.to_string())),
        }
    }
    for player in players.into_iter().flatten() {
        player.quit();
    }
    // 1 for a win, ½ for a draw (or a game cut off at the ply limit), 0 for a loss; a
    // forfeit loses.
    let first_score = match &forfeit {
        Some((color, _)) => f64::from(u8::from(*color != first_color)),
        None => game.outcome().map_or(0.5, |outcome| (f64::from(outcome.value_for(first_color)) + 1.0) / 2.0),
    };
    let mut record = GameRecord::new(game);
    let (black, white) = if fixture.first_is_black { (entrants[0], entrants[1]) } else { (entrants[1], entrants[0]) };
    record.info.black = Some(black.name().to_owned());
    record.info.white = Some(white.name().to_owned());
    record.info.event = Some(format!("tournament, seed {}", options.seed));
    record.info.round = Some((index + 1).to_string());
    if let Some((color, reason)) = &forfeit {
        record.info.result = Some(format!("{}+F", if *color == Color::Black { "W" } else { "B" }));
        record
            .comments
            .push(lines_of_action::Comment { ply: record.game.ply(), text: format!("{color} forfeits: {reason}") });
    }
    Played { fixture, index, first_score, work, forfeit, sgf: record.to_string() }
}

/// What the engines are given a move, for the header: `--time` where a built-in search
/// uses it, then each protocol engine's `go` limits and the options `--option` sets.
fn limits_text(options: &Options) -> String {
    let mut parts = Vec::new();
    if options
        .engines
        .iter()
        .any(|entrant| matches!(entrant, Entrant::BuiltIn(name) if !matches!(*name, "random" | "greedy")))
    {
        parts.push(format!("{} ms a move", options.time.as_millis()));
    }
    for entrant in &options.engines {
        if let Entrant::Protocol { name, go, options: settings, .. } = entrant {
            let settings: String = settings.iter().map(|(option, value)| format!(" {option}={value}")).collect();
            parts.push(format!("{name}: go {}{settings}", options.go_limits(go.as_deref())));
        }
    }
    if parts.is_empty() { "no time limits".to_owned() } else { parts.join(", ") }
}

/// Runs `loa tournament` on the arguments after its name.
pub(crate) fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        return HELP.print();
    };
    check_protocol_engines(&options)?;
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
        "tournament: {}, {} rules, {}, {} games a pairing, {} opening plies, seed {}",
        options.variant,
        options.preset,
        limits_text(&options),
        options.games,
        options.openings,
        options.seed
    );
    let started = Instant::now();
    let mut results = with_geometry!(options.variant, |G| play_all::<G>(&options, &fixtures));
    results.sort_by_key(|played| played.index);
    report(&options, &results, started.elapsed());
    if let Some(file) = &options.sgf {
        let text: String = results.iter().map(|played| format!("{}\n", played.sgf)).collect();
        std::fs::write(file, text).map_err(|error| Failure::error(format!("cannot write {file}: {error}")))?;
        println!("games saved to {file}");
    }
    Ok(())
}

/// Plays the fixtures on the boards of `G`, the variant's, `--threads` games at once;
/// with `--sprt`, no new game once the test has decided.
fn play_all<G: Geometry>(options: &Options, fixtures: &[Fixture]) -> Vec<Played> {
    let next = AtomicUsize::new(0);
    let decided = AtomicBool::new(false);
    let results = Mutex::new(Vec::with_capacity(fixtures.len()));
    std::thread::scope(|scope| {
        for _ in 0..options.threads.min(fixtures.len()) {
            scope.spawn(|| {
                while !decided.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&fixture) = fixtures.get(index) else { break };
                    let played = play::<G>(options, fixture, index);
                    if let Some((color, reason)) = &played.forfeit {
                        let loser = if *color == Color::Black { "Black" } else { "White" };
                        eprintln!("game {}: {loser} forfeits: {reason}", index + 1);
                    }
                    let mut results = results.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                    results.push(played);
                    if let Some(sprt) = options.sprt {
                        let tally = Tally::of_first(&results);
                        if sprt.verdict(tally.wins, tally.draws, tally.losses) != SprtVerdict::Continue {
                            decided.store(true, Ordering::Relaxed);
                        }
                    }
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
    /// The first engine's tally in a two-engine match's games.
    fn of_first(results: &[Played]) -> Tally {
        let mut tally = Tally::default();
        for played in results {
            match played.first_score {
                1.0 => tally.wins += 1,
                0.0 => tally.losses += 1,
                _ => tally.draws += 1,
            }
        }
        tally
    }

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
    let names: Vec<&str> = options.engines.iter().map(Entrant::name).collect();
    let engines = names.len();
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
    let width = names.iter().map(|name| name.len()).max().unwrap_or(6).max(6);
    println!("\npairings (the first engine's wins, draws and losses, score, Elo difference [95 % interval]):");
    for (first, row) in tallies.iter().enumerate() {
        for (second, tally) in row.iter().enumerate().skip(first + 1) {
            let (elo, low, high) = tally.elo();
            println!(
                "  {:>width$} vs {:<width$}  +{} ={} -{}  {:5.1} %  Elo {} [{}, {}]",
                names[first],
                names[second],
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
    for name in &names {
        print!("  {name:>width$}");
    }
    println!("  {:>width$}", "total");
    for (row, (name, scores)) in names.iter().zip(&tallies).enumerate() {
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
    println!(
        "\nengines (nodes: alpha-beta's positions, MCTS's simulations, greedy's moves tried, a protocol engine's own count):"
    );
    for (name, (moves, nodes, time)) in names.iter().zip(&work) {
        let seconds = time.as_secs_f64();
        let rate = if seconds > 0.0 { *nodes as f64 / seconds } else { 0.0 };
        let per_move = if *moves > 0 { seconds * 1000.0 / *moves as f64 } else { 0.0 };
        println!("  {name:>width$}  {rate:>12.0} nodes/s  {per_move:>7.1} ms a move  {moves:>6} moves");
    }
    let forfeits: Vec<&Played> = results.iter().filter(|played| played.forfeit.is_some()).collect();
    if !forfeits.is_empty() {
        println!("\nforfeits (the game lost by the side that could not move):");
        for played in forfeits {
            let Fixture { first, second, first_is_black, .. } = played.fixture;
            let (black, white) = if first_is_black { (first, second) } else { (second, first) };
            if let Some((color, reason)) = &played.forfeit {
                let loser = if *color == Color::Black { names[black] } else { names[white] };
                println!("  game {}: {loser} ({color}): {reason}", played.index + 1);
            }
        }
    }
    if let Some(sprt) = options.sprt {
        let tally = Tally::of_first(results);
        let (lower, upper) = sprt.bounds();
        let verdict = match sprt.verdict(tally.wins, tally.draws, tally.losses) {
            SprtVerdict::AcceptH0 => format!("H0 accepted: Elo {} rather than {}", sprt.elo0, sprt.elo1),
            SprtVerdict::AcceptH1 => format!("H1 accepted: Elo {} rather than {}", sprt.elo1, sprt.elo0),
            SprtVerdict::Continue => "undecided (the game limit came first)".to_owned(),
        };
        println!(
            "\nsprt ({} vs {}, H0 Elo {}, H1 Elo {}, alpha = beta = 0.05): LLR {:.2} [{lower:.2}, {upper:.2}]: {verdict}",
            names[0],
            names[1],
            sprt.elo0,
            sprt.elo1,
            sprt.llr(tally.wins, tally.draws, tally.losses)
        );
    }
    println!("\ngames: {} in {:.1} s", results.len(), elapsed.as_secs_f64());
}
