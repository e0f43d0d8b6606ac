//! A soak run: plays many random games under every rule combination and checks the
//! engine's own consistency after every ply.
//!
//! ```text
//! soak [--games N] [--seed S] [--max-plies P] [--unmake-every K] [--children-every D]
//!      [--first-game G] [POSITION]
//!
//! cargo run --release --example soak
//! cargo run --release --example soak -- --games 2000 --seed 7
//! cargo run --release --example soak -- --games 600 "6wb/6ww/8/8/8/8/ww6/bw6 b"
//! ```
//!
//! It plays N games (default 10,000), distributed round-robin over every start
//! ([`Layout::ALL`], or only POSITION if one is given, as one quoted argument or as
//! board and side to move) and every rule combination (2 × [`BothConnected`] ×
//! 3 × [`NoLegalMove`]): game `g` plays combination `g mod 18` (`g mod 6` with a
//! POSITION). Each move is chosen uniformly among [`Position::legal_moves`] by a
//! splitmix64 generator seeded from S (default 1) and the game's index, so a game can
//! be replayed alone with `--first-game G --games 1` and the same seed. A game ends
//! when [`Position::outcome`] says so, or unfinished at the ply cap P (default 1,000).
//!
//! In every position reached, the start included:
//!
//! - [`Position::check_invariants`] is `Ok`;
//! - [`Position::count_slides`] equals the number of legal moves, or is 0 when the only
//!   legal move is the pass (and the pass never comes with a slide);
//! - [`Position::is_game_over`] agrees with [`Position::outcome`], and the outcome follows
//!   from RULES.md's table ("End of the game") given who is connected and whether the
//!   side to move has a slide;
//!
//! and every K-th ply (default 1: every ply) each legal move is accepted by
//! [`Position::is_legal`] and [`Position::make_unchecked`] followed by
//! [`Position::unmake_unchecked`] restores the position exactly (`==`); every D-th ply
//! (default 16) the position after each legal move must also pass `check_invariants`
//! (the played move's always does, at the next ply). Checking every child at every ply
//! makes the run about seven times slower, hence the sampling.
//!
//! The output is a summary: per start and rule combination the games, Black wins, White
//! wins, draws, unfinished games, plies, forced passes and the longest finished game;
//! then how the games ended (by the rule that decided them), the totals, the checks
//! made, the elapsed time and the speed.
//!
//! A failed check is a bug in the engine: one report on standard error naming the seed,
//! the game, the ply, the start, the rules, the position, the check and the moves played
//! (with the command that replays the game), exit status 1. A bad argument: one line on
//! standard error, exit status 2.

mod cli;

use cli::Failure;

use std::fmt::Write as _;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use lines_of_action::{BothConnected, Color, Layout, Move, NoLegalMove, Outcome, Position, Rules};

const USAGE: &str = "usage: soak [--games N] [--seed S] [--max-plies P] [--unmake-every K] [--children-every D] \
                     [--first-game G] [POSITION]";

const DEFAULT_GAMES: u64 = 10_000;
const DEFAULT_SEED: u64 = 1;
const DEFAULT_MAX_PLIES: u32 = 1_000;
const DEFAULT_UNMAKE_EVERY: u32 = 1;
const DEFAULT_CHILDREN_EVERY: u32 = 16;

const BOTH_CONNECTED: [BothConnected; 2] = [BothConnected::Draw, BothConnected::MoverWins];
const NO_LEGAL_MOVE: [NoLegalMove; 3] = [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw];

fn main() -> ExitCode {
    cli::main_with(USAGE, run)
}

/// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014).
struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator of game `game` under `seed`: the two are mixed, so that games with
    /// neighbouring indices or seeds get unrelated streams.
    fn for_game(seed: u64, game: u64) -> SplitMix64 {
        SplitMix64(mix64(seed ^ mix64(game.wrapping_add(0x632b_e59b_d9b4_e019))))
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix64(self.0)
    }

    /// A number in `0..n` (`n > 0`), by multiply-and-shift: the bias is at most n / 2^64.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// The splitmix64 finaliser.
fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// What the command line asks for.
struct Options {
    games: u64,
    seed: u64,
    max_plies: u32,
    unmake_every: u32,
    children_every: u32,
    first_game: u64,
    /// `None`: the named layouts.
    position: Option<Position>,
}

/// A whole number, decimal or `0x` hexadecimal.
fn parse_number<T: TryFrom<u64>>(option: &str, text: Option<&String>) -> Result<T, Failure> {
    let Some(text) = text else {
        return Err(Failure::usage(format!("{option} needs a value ({USAGE})")));
    };
    let digits = text.replace('_', "");
    let value = match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => digits.parse(),
    };
    value
        .ok()
        .and_then(|value| T::try_from(value).ok())
        .ok_or_else(|| Failure::usage(format!("bad {option} value {text:?}: expected a whole number such as 1000")))
}

fn parse_args(args: &[String]) -> Result<Option<Options>, Failure> {
    let mut options = Options {
        games: DEFAULT_GAMES,
        seed: DEFAULT_SEED,
        max_plies: DEFAULT_MAX_PLIES,
        unmake_every: DEFAULT_UNMAKE_EVERY,
        children_every: DEFAULT_CHILDREN_EVERY,
        first_game: 0,
        position: None,
    };
    let mut positional = Vec::new();
    let mut variant = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--games" => options.games = parse_number(arg, args.next())?,
            "--seed" => options.seed = parse_number(arg, args.next())?,
            "--max-plies" => options.max_plies = parse_number(arg, args.next())?,
            "--unmake-every" => options.unmake_every = parse_number(arg, args.next())?,
            "--children-every" => options.children_every = parse_number(arg, args.next())?,
            "--first-game" => options.first_game = parse_number(arg, args.next())?,
            "--variant" => variant = Some(cli::variant_value(&mut args, USAGE)?),
            _ if arg.starts_with('-') => {
                return Err(Failure::usage(format!("unknown option {arg:?} ({USAGE})")));
            }
            _ => positional.push(arg.as_str()),
        }
    }
    if options.unmake_every == 0 || options.children_every == 0 {
        return Err(Failure::usage("--unmake-every and --children-every must be at least 1"));
    }
    if options.first_game.checked_add(options.games).is_none() {
        return Err(Failure::usage("--first-game plus --games does not fit in 64 bits"));
    }
    if !positional.is_empty() || variant.is_some() {
        options.position = Some(cli::position_from_args(&positional, USAGE, variant.unwrap_or_default())?);
    }
    Ok(Some(options))
}

/// How a finished game ended: the row of RULES.md's table that decided it.
#[derive(Copy, Clone)]
enum End {
    /// Only the side that moved last is connected: it wins.
    MoverConnected,
    /// Only the other side is connected (the last move captured its last stray piece): it wins.
    OpponentConnected,
    /// Both are connected, a draw under [`BothConnected::Draw`].
    BothConnectedDraw,
    /// Both are connected, the mover wins under [`BothConnected::MoverWins`].
    BothConnectedMoverWins,
    /// The side to move has no slide and loses under [`NoLegalMove::Loss`].
    NoMoveLoss,
    /// The side to move has no slide: a draw under [`NoLegalMove::Draw`].
    NoMoveDraw,
}

impl End {
    const COUNT: usize = 6;

    const ALL: [End; End::COUNT] = [
        End::MoverConnected,
        End::OpponentConnected,
        End::BothConnectedDraw,
        End::BothConnectedMoverWins,
        End::NoMoveLoss,
        End::NoMoveDraw,
    ];

    fn describe(self) -> &'static str {
        match self {
            End::MoverConnected => "win: only the mover connected",
            End::OpponentConnected => "win: only the opponent connected (its last stray piece captured)",
            End::BothConnectedDraw => "draw: both connected at once (both-connected = draw)",
            End::BothConnectedMoverWins => "win: both connected at once (both-connected = mover wins)",
            End::NoMoveLoss => "win: the side to move has no slide (no-legal-move = loss)",
            End::NoMoveDraw => "draw: the side to move has no slide (no-legal-move = draw)",
        }
    }
}

/// What the games of one start and rule combination added up to.
#[derive(Copy, Clone, Default)]
struct Tally {
    games: u64,
    black_wins: u64,
    white_wins: u64,
    draws: u64,
    unfinished: u64,
    plies: u64,
    passes: u64,
    /// The longest finished game, in plies.
    longest: u64,
    ends: [u64; End::COUNT],
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.games += other.games;
        self.black_wins += other.black_wins;
        self.white_wins += other.white_wins;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.plies += other.plies;
        self.passes += other.passes;
        self.longest = self.longest.max(other.longest);
        for (sum, count) in self.ends.iter_mut().zip(other.ends) {
            *sum += count;
        }
    }
}

/// One start position under one set of rules.
struct Combination {
    start_name: &'static str,
    start: Position,
    rules: Rules,
    tally: Tally,
}

fn layout_name(layout: Layout) -> &'static str {
    match layout {
        Layout::Standard => "standard",
        Layout::ScrambledEggs => "scrambled",
        Layout::ScrambledEggsMirrored => "scrambled-mirrored",
    }
}

fn both_connected_name(rule: BothConnected) -> &'static str {
    match rule {
        BothConnected::Draw => "draw",
        BothConnected::MoverWins => "mover wins",
    }
}

fn no_legal_move_name(rule: NoLegalMove) -> &'static str {
    match rule {
        NoLegalMove::Pass => "pass",
        NoLegalMove::Loss => "loss",
        NoLegalMove::Draw => "draw",
    }
}

/// How many checks were made, for the summary.
#[derive(Default)]
struct Checked {
    /// Positions that went through the per-ply checks.
    positions: u64,
    /// Positions whose every legal move was made and unmade.
    unmake_positions: u64,
    /// Moves made and unmade.
    unmake_moves: u64,
    /// Positions after each of whose legal moves the invariants were checked.
    children_positions: u64,
    /// Positions reached by those moves.
    children: u64,
}

/// Where a check failed: enough to find the game again.
struct Game<'a> {
    seed: u64,
    index: u64,
    max_plies: u32,
    combination: &'a Combination,
    /// The moves played from the start.
    moves: &'a [Move],
}

impl Game<'_> {
    /// The report of a failed check: a bug in the engine, exit status 1.
    fn failure(&self, pos: &Position, check: String) -> Failure {
        let Combination { start_name, start, rules, .. } = self.combination;
        let mut report = String::new();
        let _ = writeln!(report, "soak: CHECK FAILED (a bug in the engine): {check}");
        let _ = writeln!(report, "  seed: {}, game: {}, ply: {}", self.seed, self.index, self.moves.len());
        let _ = writeln!(
            report,
            "  start: {start_name} ({start}); rules: both-connected {}, no-legal-move {}",
            both_connected_name(rules.both_connected),
            no_legal_move_name(rules.no_legal_move),
        );
        let _ = writeln!(report, "  position: {pos}");
        for line in pos.diagram().to_string().lines() {
            let _ = writeln!(report, "    {line}");
        }
        let mut replay = *start;
        let mut texts = Vec::with_capacity(self.moves.len());
        for &mv in self.moves {
            texts.push(replay.notation(mv).to_string());
            replay.play_unchecked(mv);
        }
        let _ = writeln!(report, "  moves: {}", if texts.is_empty() { "(none)".to_string() } else { texts.join(" ") });
        let _ = write!(
            report,
            "  replay this game alone, checking every move at every ply: cargo run --release --example soak -- \
             --seed {} --first-game {} --games 1 --max-plies {} --unmake-every 1 --children-every 1{}",
            self.seed,
            self.index,
            self.max_plies,
            if *start_name == "position" { format!(" \"{start}\"") } else { String::new() },
        );
        Failure { code: 1, message: Some(report) }
    }
}

/// The checks made in every position; gives back its legal moves and outcome.
fn check_position(
    game: &Game<'_>,
    pos: &Position,
    unmake_all: bool,
    check_children: bool,
    checked: &mut Checked,
) -> Result<(lines_of_action::MoveList, Option<Outcome>), Failure> {
    let rules = game.combination.rules;
    checked.positions += 1;
    if let Err(violation) = pos.check_invariants() {
        return Err(game.failure(pos, format!("check_invariants: {violation}")));
    }

    let moves = pos.legal_moves();
    let slides = pos.count_slides();
    let forced_pass = moves.as_slice() == [Move::PASS];
    let expected_slides = if forced_pass { 0 } else { moves.len() };
    if slides != expected_slides {
        return Err(game.failure(
            pos,
            format!("count_slides() = {slides} but legal_moves() = {moves:?} ({expected_slides} slides)"),
        ));
    }
    if !forced_pass && moves.iter().any(|mv| mv.is_pass()) {
        return Err(game.failure(pos, format!("legal_moves() lists the pass beside slides: {moves:?}")));
    }
    if pos.has_slide() != (slides != 0) {
        return Err(game.failure(pos, format!("has_slide() = {} but count_slides() = {slides}", pos.has_slide())));
    }

    let outcome = pos.outcome(rules);
    if pos.is_game_over(rules) != outcome.is_some() {
        return Err(
            game.failure(pos, format!("is_game_over() = {} but outcome() = {outcome:?}", pos.is_game_over(rules)))
        );
    }
    let expected = expected_outcome(pos, rules, slides != 0).map(|(outcome, _)| outcome);
    if outcome != expected {
        return Err(
            game.failure(pos, format!("outcome() = {outcome:?} but the rule table gives {expected:?} under {rules:?}"))
        );
    }

    if unmake_all || check_children {
        checked.unmake_positions += 1;
        checked.children_positions += u64::from(check_children);
        let mut scratch = *pos;
        for &mv in &moves {
            checked.unmake_moves += 1;
            if !pos.is_legal(mv) {
                let reason = pos.check_move(mv).err().map_or_else(String::new, |e| e.to_string());
                return Err(game.failure(pos, format!("legal_moves() lists {mv} but check_move says: {reason}")));
            }
            let undo = scratch.make_unchecked(mv);
            checked.children += u64::from(check_children);
            if let Err(violation) = if check_children { scratch.check_invariants() } else { Ok(()) } {
                return Err(game.failure(
                    pos,
                    format!(
                        "check_invariants after make_unchecked({}): {violation} (position {scratch})",
                        pos.notation(mv)
                    ),
                ));
            }
            scratch.unmake_unchecked(undo);
            if scratch != *pos {
                return Err(game.failure(
                    pos,
                    format!(
                        "make_unchecked + unmake_unchecked of {} does not restore the position: got {scratch} \
                         (hash {:#018x}, expected {:#018x})",
                        pos.notation(mv),
                        scratch.hash(),
                        pos.hash()
                    ),
                ));
            }
        }
    }
    Ok((moves, outcome))
}

/// The outcome RULES.md's table ("End of the game") gives, and the row that gives it,
/// computed here from who is connected and whether the side to move has a slide.
fn expected_outcome(pos: &Position, rules: Rules, has_slide: bool) -> Option<(Outcome, End)> {
    let mover = pos.turn().other();
    match (pos.is_connected(mover), pos.is_connected(!mover)) {
        (true, true) => Some(match rules.both_connected {
            BothConnected::Draw => (Outcome::Draw, End::BothConnectedDraw),
            BothConnected::MoverWins => (Outcome::Win(mover), End::BothConnectedMoverWins),
        }),
        (true, false) => Some((Outcome::Win(mover), End::MoverConnected)),
        (false, true) => Some((Outcome::Win(!mover), End::OpponentConnected)),
        (false, false) if has_slide => None,
        (false, false) => match rules.no_legal_move {
            NoLegalMove::Pass => None,
            NoLegalMove::Loss => Some((Outcome::Win(mover), End::NoMoveLoss)),
            NoLegalMove::Draw => Some((Outcome::Draw, End::NoMoveDraw)),
        },
    }
}

/// Plays game `index` of `combination` to its end or the ply cap, checking every position.
fn play_game(
    options: &Options,
    index: u64,
    combination: &mut Combination,
    moves: &mut Vec<Move>,
    checked: &mut Checked,
) -> Result<(), Failure> {
    let mut rng = SplitMix64::for_game(options.seed, index);
    let mut pos = combination.start;
    let rules = combination.rules;
    let mut tally = Tally { games: 1, ..Tally::default() };
    moves.clear();
    loop {
        let ply = moves.len() as u64;
        let game = Game { seed: options.seed, index, max_plies: options.max_plies, combination, moves };
        let unmake_all = ply % u64::from(options.unmake_every) == 0;
        let check_children = ply % u64::from(options.children_every) == 0;
        let (legal, outcome) = check_position(&game, &pos, unmake_all, check_children, checked)?;
        if let Some(outcome) = outcome {
            let end = expected_outcome(&pos, rules, pos.has_slide()).map_or(End::MoverConnected, |(_, end)| end);
            tally.ends[end as usize] += 1;
            match outcome {
                Outcome::Win(Color::Black) => tally.black_wins += 1,
                Outcome::Win(Color::White) => tally.white_wins += 1,
                Outcome::Draw => tally.draws += 1,
            }
            tally.longest = ply;
            break;
        }
        if ply >= u64::from(options.max_plies) {
            tally.unfinished += 1;
            break;
        }
        let mv = legal[rng.below(legal.len())];
        tally.passes += u64::from(mv.is_pass());
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    tally.plies = moves.len() as u64;
    combination.tally.add(&tally);
    Ok(())
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        writeln!(io::stdout().lock(), "{USAGE}")?;
        return Ok(());
    };
    let starts: Vec<(&'static str, Position)> = match options.position {
        Some(position) => vec![("position", position)],
        None => Layout::ALL.iter().map(|&layout| (layout_name(layout), Position::from_layout(layout))).collect(),
    };
    let mut combinations = Vec::new();
    for &(start_name, start) in &starts {
        for both_connected in BOTH_CONNECTED {
            for no_legal_move in NO_LEGAL_MOVE {
                let rules = Rules::default().with_both_connected(both_connected).with_no_legal_move(no_legal_move);
                combinations.push(Combination { start_name, start, rules, tally: Tally::default() });
            }
        }
    }

    let started = Instant::now();
    let mut checked = Checked::default();
    let mut moves = Vec::with_capacity(options.max_plies.min(10_000) as usize);
    let count = combinations.len() as u64;
    for index in options.first_game..options.first_game + options.games {
        let combination = &mut combinations[(index % count) as usize];
        play_game(&options, index, combination, &mut moves, &mut checked)?;
    }
    let seconds = started.elapsed().as_secs_f64();

    let mut out = io::stdout().lock();
    write_summary(&mut out, &options, &combinations, &checked, seconds)?;
    Ok(())
}

fn write_summary(
    out: &mut impl Write,
    options: &Options,
    combinations: &[Combination],
    checked: &Checked,
    seconds: f64,
) -> io::Result<()> {
    writeln!(
        out,
        "soak: {} games (first {}), seed {}, ply cap {}; every legal move made and unmade every {} ply(s), \
         the position it leads to checked every {} ply(s)",
        options.games,
        options.first_game,
        options.seed,
        options.max_plies,
        options.unmake_every,
        options.children_every
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "{:<18} {:<10} {:<6} {:>8} {:>8} {:>8} {:>8} {:>10} {:>11} {:>7} {:>7}",
        "start", "both-conn", "no-move", "games", "black", "white", "draws", "unfinished", "plies", "passes", "longest"
    )?;
    let mut total = Tally::default();
    for Combination { start_name, rules, tally, .. } in combinations {
        total.add(tally);
        writeln!(
            out,
            "{:<18} {:<10} {:<6} {:>8} {:>8} {:>8} {:>8} {:>10} {:>11} {:>7} {:>7}",
            start_name,
            both_connected_name(rules.both_connected),
            no_legal_move_name(rules.no_legal_move),
            tally.games,
            tally.black_wins,
            tally.white_wins,
            tally.draws,
            tally.unfinished,
            tally.plies,
            tally.passes,
            tally.longest
        )?;
    }
    writeln!(
        out,
        "{:<37} {:>8} {:>8} {:>8} {:>8} {:>10} {:>11} {:>7} {:>7}",
        "total",
        total.games,
        total.black_wins,
        total.white_wins,
        total.draws,
        total.unfinished,
        total.plies,
        total.passes,
        total.longest
    )?;
    writeln!(out)?;
    writeln!(out, "how the games ended:")?;
    for end in End::ALL {
        writeln!(out, "  {:<70} {:>9}", end.describe(), total.ends[end as usize])?;
    }
    writeln!(out, "  {:<70} {:>9}", format!("unfinished: ply cap of {} reached", options.max_plies), total.unfinished)?;
    writeln!(out)?;
    writeln!(
        out,
        "results: black wins {}, white wins {}, draws {}, unfinished {}",
        total.black_wins, total.white_wins, total.draws, total.unfinished
    )?;
    let finished = total.games - total.unfinished;
    let mean = if total.games == 0 { 0.0 } else { total.plies as f64 / total.games as f64 };
    writeln!(
        out,
        "plies: {} (mean {mean:.1} per game); forced passes: {}; longest finished game: {} plies ({finished} finished)",
        total.plies, total.passes, total.longest
    )?;
    writeln!(
        out,
        "checks, all passed: {} positions (invariants, slide count, game end); {} moves made and unmade \
         in {} positions; invariants of {} positions one move on, from {} positions",
        checked.positions, checked.unmake_moves, checked.unmake_positions, checked.children, checked.children_positions
    )?;
    writeln!(
        out,
        "elapsed: {seconds:.2} s, {:.0} plies/s, {:.0} games/s",
        total.plies as f64 / seconds.max(1e-9),
        total.games as f64 / seconds.max(1e-9)
    )?;
    Ok(())
}
