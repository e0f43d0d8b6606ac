//! A soak run: plays many random games under every rule combination and checks the
//! engine's own consistency after every ply, in any variant.
//!
//! ```text
//! soak [--variant NAME] [--games N] [--seed S] [--max-plies P] [--unmake-every K]
//!      [--children-every D] [--first-game G] [POSITION]
//!
//! cargo run --release --example soak
//! cargo run --release --example soak -- --games 2000 --seed 7
//! cargo run --release --example soak -- --games 600 "6wb/6ww/8/8/8/8/ww6/bw6 b"
//! cargo run --release --example soak -- --variant parachute --games 300
//! ```
//!
//! It plays N games (default 10,000), distributed round-robin over every start
//! ([`Layout::ALL`], or only the start of `--variant NAME`, or only POSITION if one is
//! given, as one quoted argument or as board and side to move) and every rule
//! combination (2 × [`BothConnected`] × 3 × [`NoLegalMove`]): game `g` plays
//! combination `g mod 18` (`g mod 6` with a variant or a POSITION). `--variant NAME`
//! (standard, scrambled, scrambled-mirrored, cheshire-cat, parachute,
//! parachute-mirrored, 6x6, 7x7, loaps, 5x5, 9x9, 10x10, 11x11, 12x12, black-hole,
//! black-hole-scrambled) plays that game on its board: its start, or POSITION read as its
//! text (RULES.md, "Notation for variants"), with its rules (holes and exits,
//! Parachute's drop phase with the default options, the small boards, the wide boards
//! up to 12x12, Black Hole's black hole); the checks are the same on every board. Each
//! move is chosen uniformly among [`Position::legal_moves`] by a
//! splitmix64 generator seeded from S (default 1) and the game's index, so a game can
//! be replayed alone with `--first-game G --games 1` and the same seed. A game ends
//! when [`Position::outcome`] says so, or unfinished at the ply cap P (default 1,000).
//!
//! In every position reached, the start included:
//!
//! - [`Position::check_invariants`] is `Ok`;
//! - [`Position::move_count`] equals the number of [`Position::legal_moves`], and
//!   [`Position::for_each_move`] visits exactly those moves, in the same order;
//! - the pass is the only move exactly when [`Position::must_pass`] says so, and never
//!   comes with another move;
//! - [`Position::count_slides`] (and so [`Position::has_slide`]) agrees with the moves:
//!   the number of slides listed, or in Parachute's drop phase (the slide first) the
//!   number of different slides the turns make; a drop-phase turn passes (`pass@d4`)
//!   exactly when there is no slide;
//! - in Cheshire Cat, the pieces that exit are exactly the side to move's pieces that
//!   have no slide;
//! - [`Position::is_game_over`] agrees with [`Position::outcome`], and the outcome follows
//!   from RULES.md's table ("End of the game") given who is connected and whether the
//!   side to move must pass;
//!
//! and every K-th ply (default 1: every ply) each legal move is accepted by
//! [`Position::check_move`], [`Position::make_unchecked`] changes the variant's state as
//! the move says (the side to move, a hole where a piece left in Cheshire Cat, one
//! stone fewer in the mover's reserve after a drop, in Black Hole a piece that lands on
//! the black hole gone, the black hole empty) and [`Position::unmake_unchecked`]
//! restores the position exactly (`==`: pieces, holes, reserves, side to move and
//! hash); every D-th ply (default 16) the position after each legal move must also pass
//! `check_invariants` (the played move's always does, at the next ply). Checking every
//! child at every ply makes the run about seven times slower, hence the sampling.
//!
//! The output is a summary: per start and rule combination the games, Black wins, White
//! wins, draws, unfinished games, plies, forced passes (`pass` and `pass@d4`) and the
//! longest finished game; then how the games ended (by the rule that decided them), the
//! totals (with the exits and drop-phase turns played), the checks made, the elapsed
//! time and the speed.
//!
//! A failed check is a bug in the engine: one report on standard error naming the seed,
//! the game, the ply, the start, the rules, the position, the check and the moves played
//! (with the command that replays the game), exit status 1. A list of moves in the
//! report is cut to its first [`MOVES_SHOWN`] (a drop-phase turn has hundreds). A bad
//! argument: one line on standard error, `error: ... (see --help)`, exit status 2.
//! `--help` (or `-h`) lists the options.

mod cli;

use cli::Failure;

use std::fmt::Write as _;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use lines_of_action::{
    AnyPosition, BothConnected, Color, DropOrder, Family, Geometry, Grid8, Layout, Move, MoveList, NoLegalMove,
    Outcome, Position, Rules, SquareSet, Variant, on_any_board,
};

const HELP: cli::Help = cli::Help {
    name: "soak",
    about: "plays random games under every rule combination, checking the engine at every ply.",
    usage: "[--variant NAME] [--games N] [--seed S] [--max-plies P] [--unmake-every K]\n            \
            [--children-every D] [--first-game G] [POSITION]",
    arguments: &[("POSITION", "the only start, one argument or board and side (default: the variant's starts)")],
    options: &[
        ("--variant NAME", "the game and its start; POSITION is read as its text (default: the 3 layouts)"),
        ("--games N", "how many games to play (default: 10000)"),
        ("--seed S", "the random generator's seed, decimal or 0x hexadecimal (default: 1)"),
        ("--max-plies P", "stop a game unfinished after P plies (default: 1000)"),
        ("--unmake-every K", "every K-th ply, make and unmake each legal move (default: 1, every ply)"),
        ("--children-every D", "every D-th ply, check the position after each legal move (default: 16)"),
        ("--first-game G", "start at game G, as in --first-game G --games 1 (default: 0)"),
    ],
    sections: &[(
        "Output",
        "  per start and rule combination the games, wins, draws and plies; how the games ended; the\n  \
         totals, the checks and the speed. A failed check is a report on standard error with the\n  \
         command that replays the game (exit status 1).",
    )],
    examples: &[
        "cargo run --release --example soak",
        "cargo run --release --example soak -- --games 2000 --seed 7",
        "cargo run --release --example soak -- --variant parachute --games 300",
    ],
};

/// How many moves a failure report shows of a list of moves.
const MOVES_SHOWN: usize = 12;

const DEFAULT_GAMES: u64 = 10_000;
const DEFAULT_SEED: u64 = 1;
const DEFAULT_MAX_PLIES: u32 = 1_000;
const DEFAULT_UNMAKE_EVERY: u32 = 1;
const DEFAULT_CHILDREN_EVERY: u32 = 16;

const BOTH_CONNECTED: [BothConnected; 2] = [BothConnected::Draw, BothConnected::MoverWins];
const NO_LEGAL_MOVE: [NoLegalMove; 3] = [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw];

fn main() -> ExitCode {
    cli::main_with(run)
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
    /// `None`: the named layouts; otherwise the only start, on its variant's board.
    position: Option<AnyPosition>,
    /// The variant asked for (`--variant`), if any: it names the start and goes into
    /// the replay command of a failure report.
    variant: Option<Variant>,
    /// Whether POSITION was given (rather than the variant's start).
    position_given: bool,
}

/// A whole number, decimal or `0x` hexadecimal.
fn parse_number<T: TryFrom<u64>>(option: &str, text: Option<&String>) -> Result<T, Failure> {
    let Some(text) = text else {
        return Err(Failure::usage(format!("{option} needs a whole number")));
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
        variant: None,
        position_given: false,
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
            "--variant" => variant = Some(cli::variant_value(&mut args)?),
            _ if arg.starts_with('-') => return Err(cli::unknown_option(arg)),
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
        options.position = Some(cli::any_position_from_args(&positional, variant.unwrap_or_default())?);
    }
    options.variant = variant;
    options.position_given = !positional.is_empty();
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
    /// The side to move has no legal move but the pass and loses under [`NoLegalMove::Loss`].
    NoMoveLoss,
    /// The side to move has no legal move but the pass: a draw under [`NoLegalMove::Draw`].
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
            End::NoMoveLoss => "win: the side to move must pass (no-legal-move = loss)",
            End::NoMoveDraw => "draw: the side to move must pass (no-legal-move = draw)",
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
    /// Cheshire Cat's exits played.
    exits: u64,
    /// Parachute's turns with a drop played.
    drops: u64,
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
        self.exits += other.exits;
        self.drops += other.drops;
        self.longest = self.longest.max(other.longest);
        for (sum, count) in self.ends.iter_mut().zip(other.ends) {
            *sum += count;
        }
    }
}

/// One start position under one set of rules, on a board of geometry `G`.
struct Combination<G: Geometry> {
    start_name: &'static str,
    start: Position<G>,
    rules: Rules,
    tally: Tally,
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
struct Game<'a, G: Geometry> {
    seed: u64,
    index: u64,
    max_plies: u32,
    /// The variant asked for, if any (for the replay command).
    variant: Option<Variant>,
    combination: &'a Combination<G>,
    /// The moves played from the start.
    moves: &'a [Move<G::Square>],
}

impl<G: Geometry> Game<'_, G> {
    /// The report of a failed check: a bug in the engine, exit status 1.
    fn failure(&self, pos: &Position<G>, check: String) -> Failure {
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
             --seed {} --first-game {} --games 1 --max-plies {} --unmake-every 1 --children-every 1{}{}",
            self.seed,
            self.index,
            self.max_plies,
            self.variant.map_or_else(String::new, |variant| format!(" --variant {variant}")),
            if *start_name == "position" { format!(" \"{start}\"") } else { String::new() },
        );
        Failure { code: 1, message: Some(report) }
    }
}

/// `moves` in `pos`'s canonical notation, cut to the first [`MOVES_SHOWN`] with the
/// number left out: a drop-phase turn has hundreds.
fn shown<G: Geometry>(pos: &Position<G>, moves: &[Move<G::Square>]) -> String {
    let mut text: Vec<String> = moves.iter().take(MOVES_SHOWN).map(|&mv| pos.notation(mv).to_string()).collect();
    if moves.len() > MOVES_SHOWN {
        text.push(format!("… and {} more", moves.len() - MOVES_SHOWN));
    }
    format!("[{}] ({} moves)", text.join(" "), moves.len())
}

/// The checks of the moves themselves: their number, `for_each_move`, the pass, the
/// slides, the exits.
fn check_moves<G: Geometry>(
    game: &Game<'_, G>,
    pos: &Position<G>,
    moves: &[Move<G::Square>],
    visited: &mut Vec<Move<G::Square>>,
) -> Result<(), Failure> {
    let fail = |check: String| Err(game.failure(pos, check));
    let count = pos.move_count();
    if count != moves.len() {
        return fail(format!("move_count() = {count} but legal_moves() = {}", shown(pos, moves)));
    }
    visited.clear();
    pos.for_each_move(|mv| visited.push(mv));
    if visited.as_slice() != moves {
        let first = visited.iter().zip(moves).position(|(a, b)| a != b).unwrap_or(visited.len().min(moves.len()));
        return fail(format!(
            "for_each_move visits {} but legal_moves() = {}, first difference at index {first}",
            shown(pos, visited),
            shown(pos, moves)
        ));
    }
    if moves.is_empty() {
        return fail("legal_moves() is empty: a side always has a move, the pass at least".to_string());
    }
    let forced_pass = moves == [Move::Pass];
    if pos.must_pass() != forced_pass {
        return fail(format!("must_pass() = {} but legal_moves() = {}", pos.must_pass(), shown(pos, moves)));
    }
    if !forced_pass && moves.contains(&Move::Pass) {
        return fail(format!("legal_moves() lists the pass beside other moves: {}", shown(pos, moves)));
    }

    // The slides the moves make, by their two squares (a drop-phase turn's slide once).
    let slides = pos.count_slides();
    if pos.has_slide() != (slides != 0) {
        return fail(format!("has_slide() = {} but count_slides() = {slides}", pos.has_slide()));
    }
    let slides_first = pos.family().parachute_options().is_none_or(|options| options.order == DropOrder::MoveFirst);
    if slides_first {
        let mut distinct = 0;
        let mut last = None;
        for slide in moves.iter().filter_map(|mv| mv.slide()) {
            // The turns of one slide are listed together.
            distinct += usize::from(last != Some(slide));
            last = Some(slide);
        }
        if distinct != slides {
            return fail(format!(
                "count_slides() = {slides} but legal_moves() makes {distinct} slides: {}",
                shown(pos, moves)
            ));
        }
    }
    let pass_drops = moves.iter().filter(|mv| matches!(mv, Move::PassDrop { .. })).count();
    if pos.in_drop_phase() && slides_first && (pass_drops != 0) != (slides == 0) {
        return fail(format!(
            "{pass_drops} pass-and-drop turns with {slides} slides (a turn passes only without a slide): {}",
            shown(pos, moves)
        ));
    }

    // Cheshire Cat: exactly the pieces without a slide may exit.
    let mut movers = G::Set::EMPTY;
    let mut exits = G::Set::EMPTY;
    for &mv in moves {
        match mv {
            Move::Slide { from, .. } | Move::SlideDrop { from, .. } => movers = movers.with(from),
            Move::Exit { from } => exits = exits.with(from),
            _ => {}
        }
    }
    let expected_exits = if pos.family().has_holes() { pos.pieces(pos.turn()) - movers } else { G::Set::EMPTY };
    if exits != expected_exits {
        let squares = |set: G::Set| set.into_iter().map(|square| square.to_string()).collect::<Vec<_>>().join(" ");
        let (exits, expected_exits) = (squares(exits), squares(expected_exits));
        return fail(format!(
            "the exits of legal_moves() ({exits}) are not the pieces without a slide ({expected_exits}): {}",
            shown(pos, moves)
        ));
    }
    Ok(())
}

/// What making `mv` in `before` should have done to the variant's state, checked on `after`.
fn check_made<G: Geometry>(before: &Position<G>, mv: Move<G::Square>, after: &Position<G>) -> Result<(), String> {
    let mover = before.turn();
    if after.turn() != mover.other() {
        return Err(format!("the side to move is still {mover}"));
    }
    let expected_holes = match (before.family(), mv) {
        (Family::CheshireCat, Move::Slide { from, .. } | Move::Exit { from }) => before.holes().with(from),
        _ => before.holes(),
    };
    if after.holes() != expected_holes {
        return Err(format!("the holes are {:?}, expected {:?}", after.holes(), expected_holes));
    }
    let spent = u8::from(mv.drop_square().is_some());
    let expected = [(mover, before.reserve(mover) - spent), (mover.other(), before.reserve(mover.other()))];
    for (color, reserve) in expected {
        if after.reserve(color) != reserve {
            return Err(format!("{color}'s reserve is {}, expected {reserve}", after.reserve(color)));
        }
    }
    if let Some(drop) = mv.drop_square() {
        // With the drop first, the slide may capture the very stone dropped.
        let owner = if mv.target() == Some(drop) { mover } else { mover.other() };
        if after.piece_at(drop) != Some(owner) {
            return Err(format!("the stone dropped on {drop} is not there, in {owner}'s colour"));
        }
    }
    if let Some(black_hole) = before.black_hole() {
        // A piece that lands on the black hole is gone: the mover has one piece fewer.
        if after.piece_at(black_hole).is_some() {
            return Err(format!("a piece stands on the black hole {black_hole}"));
        }
        if mv.target() == Some(black_hole) && after.piece_count(mover) + 1 != before.piece_count(mover) {
            return Err(format!(
                "{mover} has {} pieces after landing on the black hole {black_hole}, expected {}",
                after.piece_count(mover),
                before.piece_count(mover) - 1
            ));
        }
    }
    Ok(())
}

/// The checks made in every position; gives back its legal moves and outcome.
fn check_position<G: Geometry>(
    game: &Game<'_, G>,
    pos: &Position<G>,
    unmake_all: bool,
    check_children: bool,
    checked: &mut Checked,
    visited: &mut Vec<Move<G::Square>>,
) -> Result<(MoveList<G::Square>, Option<Outcome>), Failure> {
    let rules = game.combination.rules;
    checked.positions += 1;
    if let Err(violation) = pos.check_invariants() {
        return Err(game.failure(pos, format!("check_invariants: {violation}")));
    }

    let moves = pos.legal_moves();
    check_moves(game, pos, &moves, visited)?;

    let outcome = pos.outcome(rules);
    if pos.is_game_over(rules) != outcome.is_some() {
        return Err(
            game.failure(pos, format!("is_game_over() = {} but outcome() = {outcome:?}", pos.is_game_over(rules)))
        );
    }
    let expected = expected_outcome(pos, rules).map(|(outcome, _)| outcome);
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
            if let Err(error) = pos.check_move(mv) {
                return Err(game.failure(pos, format!("legal_moves() lists {mv} but check_move says: {error}")));
            }
            let undo = scratch.make_unchecked(mv);
            if let Err(problem) = check_made(pos, mv, &scratch) {
                return Err(
                    game.failure(pos, format!("make_unchecked({}): {problem} (position {scratch})", pos.notation(mv)))
                );
            }
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
                         (holes {:?}, reserves {},{}, hash {:#018x}; expected holes {:?}, reserves {},{}, hash {:#018x})",
                        pos.notation(mv),
                        scratch.holes(),
                        scratch.reserve(Color::Black),
                        scratch.reserve(Color::White),
                        scratch.zobrist_hash(),
                        pos.holes(),
                        pos.reserve(Color::Black),
                        pos.reserve(Color::White),
                        pos.zobrist_hash()
                    ),
                ));
            }
        }
    }
    Ok((moves, outcome))
}

/// The outcome RULES.md's table ("End of the game") gives, and the row that gives it,
/// computed here from who is connected and whether the side to move must pass
/// ([`Position::must_pass`], checked against the legal moves before).
fn expected_outcome<G: Geometry>(pos: &Position<G>, rules: Rules) -> Option<(Outcome, End)> {
    let mover = pos.turn().other();
    match (pos.is_connected(mover), pos.is_connected(!mover)) {
        (true, true) => Some(match rules.both_connected {
            BothConnected::Draw => (Outcome::Draw, End::BothConnectedDraw),
            BothConnected::MoverWins => (Outcome::Win(mover), End::BothConnectedMoverWins),
        }),
        (true, false) => Some((Outcome::Win(mover), End::MoverConnected)),
        (false, true) => Some((Outcome::Win(!mover), End::OpponentConnected)),
        (false, false) if !pos.must_pass() => None,
        (false, false) => match rules.no_legal_move {
            NoLegalMove::Pass => None,
            NoLegalMove::Loss => Some((Outcome::Win(mover), End::NoMoveLoss)),
            NoLegalMove::Draw => Some((Outcome::Draw, End::NoMoveDraw)),
        },
    }
}

/// Plays game `index` of `combination` to its end or the ply cap, checking every position.
fn play_game<G: Geometry>(
    options: &Options,
    index: u64,
    combination: &mut Combination<G>,
    moves: &mut Vec<Move<G::Square>>,
    checked: &mut Checked,
    visited: &mut Vec<Move<G::Square>>,
) -> Result<(), Failure> {
    let mut rng = SplitMix64::for_game(options.seed, index);
    let mut pos = combination.start;
    let rules = combination.rules;
    let mut tally = Tally { games: 1, ..Tally::default() };
    moves.clear();
    loop {
        let ply = moves.len() as u64;
        let game = Game {
            seed: options.seed,
            index,
            max_plies: options.max_plies,
            variant: options.variant,
            combination,
            moves,
        };
        let unmake_all = ply % u64::from(options.unmake_every) == 0;
        let check_children = ply % u64::from(options.children_every) == 0;
        let (legal, outcome) = check_position(&game, &pos, unmake_all, check_children, checked, visited)?;
        if let Some(outcome) = outcome {
            let end = expected_outcome(&pos, rules).map_or(End::MoverConnected, |(_, end)| end);
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
        tally.passes += u64::from(matches!(mv, Move::Pass | Move::PassDrop { .. }));
        tally.exits += u64::from(matches!(mv, Move::Exit { .. }));
        tally.drops += u64::from(mv.drop_square().is_some());
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    tally.plies = moves.len() as u64;
    combination.tally.add(&tally);
    Ok(())
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(options) = parse_args(args)? else {
        return HELP.print();
    };
    let start_name = match options.variant {
        Some(variant) if !options.position_given => variant.name(),
        _ => "position",
    };
    match options.position {
        Some(position) => on_any_board!(position, |position| soak(&options, &[(start_name, position)])),
        None => {
            let layouts: Vec<(&'static str, Position<Grid8>)> =
                Layout::ALL.iter().map(|&layout| (layout.name(), Position::from_layout(layout))).collect();
            soak(&options, &layouts)
        }
    }
}

/// Plays the games from `starts`, on the boards of geometry `G`, and prints the summary.
fn soak<G: Geometry>(options: &Options, starts: &[(&'static str, Position<G>)]) -> Result<(), Failure> {
    let mut combinations = Vec::new();
    for &(start_name, start) in starts {
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
    let mut visited = Vec::new();
    let count = combinations.len() as u64;
    for index in options.first_game..options.first_game + options.games {
        let combination = &mut combinations[(index % count) as usize];
        play_game(options, index, combination, &mut moves, &mut checked, &mut visited)?;
    }
    let seconds = started.elapsed().as_secs_f64();

    let mut out = io::stdout().lock();
    write_summary(&mut out, options, &combinations, &checked, seconds)?;
    Ok(())
}

fn write_summary<G: Geometry>(
    out: &mut impl Write,
    options: &Options,
    combinations: &[Combination<G>],
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
    // The start's column: 18 wide, wider for a longer name (black-hole-scrambled).
    let width = combinations.iter().map(|combination| combination.start_name.len()).fold(18, usize::max);
    writeln!(
        out,
        "{:<width$} {:<10} {:<6} {:>8} {:>8} {:>8} {:>8} {:>10} {:>11} {:>7} {:>7}",
        "start", "both-conn", "no-move", "games", "black", "white", "draws", "unfinished", "plies", "passes", "longest"
    )?;
    let mut total = Tally::default();
    for Combination { start_name, rules, tally, .. } in combinations {
        total.add(tally);
        writeln!(
            out,
            "{:<width$} {:<10} {:<6} {:>8} {:>8} {:>8} {:>8} {:>10} {:>11} {:>7} {:>7}",
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
    // The total's label spans the start, both-conn and no-move columns (as the header
    // lays them out: "no-move" takes 7).
    let total_width = width + 1 + 10 + 1 + 7;
    writeln!(
        out,
        "{:<total_width$} {:>8} {:>8} {:>8} {:>8} {:>10} {:>11} {:>7} {:>7}",
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
        "plies: {} (mean {mean:.1} per game); forced passes: {}; exits: {}; turns with a drop: {}; \
         longest finished game: {} plies ({finished} finished)",
        total.plies, total.passes, total.exits, total.drops, total.longest
    )?;
    writeln!(
        out,
        "checks, all passed: {} positions (invariants, move count, for_each_move, pass, slides, exits, game end); \
         {} moves checked, made and unmade \
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
