//! [`Solver`]: a proof-number solver that proves which side wins a position, for every
//! variant and board, and writes the proof as a [`Certificate`] that any program can
//! check.
//!
//! - **Search**: df-pn with the 1 + ε threshold, threat ordering, the root's symmetry
//!   and, as an option, the mobility initialisation (`dfpn.rs`), on a transposition
//!   table the caller sizes (`table.rs`).
//! - **Result**: the side to move is tried as the attacker first; if it cannot win,
//!   its opponent. A [`Verdict`] says which side wins, that neither can (a draw by the
//!   rules or by repetition, with best play), or that the budget ran out.
//! - **Soundness**: a repetition on the current line (the game's history included) is
//!   never a win for the attacker, so a proof holds whatever the repetition rule; a
//!   draw by the rules (a double connection under the default rules) is no win. The
//!   move limit is not searched: a proof stands only if its longest line ends before
//!   the limit, and the verdict is [`Verdict::Unknown`] otherwise.
//! - **Threads**: with two or more, every thread runs df-pn from the root on one table
//!   they share without locks, breaking ties between equally promising children in
//!   different orders, and the first to solve the root ends the search (`parallel.rs`).

mod certificate;
mod check;
mod dfpn;
mod extract;
mod parallel;
mod symmetry;
mod table;
mod value;

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use lines_of_action::{Color, Game, Geometry, Grid8, Move, MoveLimit, Outcome, Position, Rules};

use crate::limits::Limits;
pub use certificate::Certificate;
pub use check::{CertificateError, CheckedCertificate, check_certificate};
use dfpn::{Enhancements, Search, Tick};
use extract::Extraction;
use table::Table;
use value::Value;

/// What a solve found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// That side wins with best play.
    Win(Color),
    /// Neither side can force a win: best play draws, by the rules or by repetition.
    NoWin,
    /// The budget ran out first.
    Unknown,
}

/// How a [`Solver`] searches: its memory, its threads, its enhancements (each of which
/// can be turned off, to measure what it buys).
#[derive(Copy, Clone, Debug)]
pub struct SolverOptions {
    /// The bytes of the transposition table (one, shared by the threads).
    pub memory: usize,
    /// The threads searching: 1, or 2 and more searching from the root on one table.
    pub threads: usize,
    /// ε of the 1 + ε threshold: 0 is plain df-pn.
    pub epsilon: f64,
    /// Whether a new leaf's numbers start from its number of moves (else 1 and 1). Off
    /// by default: on 5×5 it doubles the nodes (see `proofs/README.md`).
    pub mobility: bool,
    /// Whether moves that threaten a win, and captures, are tried first among equals.
    pub threats: bool,
    /// Whether the attacker tries, at the root, one move of each class of moves that a
    /// symmetry of the root maps onto each other.
    pub symmetry: bool,
    /// How often the progress is reported.
    pub progress_interval: Duration,
}

impl Default for SolverOptions {
    /// 256 MiB, one thread, ε = 1/4, threat ordering and the root's symmetry on, the
    /// mobility initialisation off, progress every second.
    fn default() -> SolverOptions {
        SolverOptions {
            memory: 256 << 20,
            threads: 1,
            epsilon: 0.25,
            mobility: false,
            threats: true,
            symmetry: true,
            progress_interval: Duration::from_secs(1),
        }
    }
}

/// A solve under way, as its progress reports show it.
#[derive(Copy, Clone, Debug)]
pub struct Progress {
    /// The side the current search tries to prove a win for.
    pub attacker: Color,
    /// The nodes expanded so far.
    pub nodes: u64,
    /// The time since the start.
    pub elapsed: Duration,
    /// Nodes a second, since the start.
    pub nodes_per_second: f64,
    /// The root's proof number: how many leaves at least must still be proven.
    pub proof_number: u32,
    /// The root's disproof number.
    pub disproof_number: u32,
    /// The share of the transposition table in use, 0 to 1.
    pub table_fill: f64,
}

/// What a [`Solver`] found, on the board of `G`.
#[derive(Clone, Debug)]
pub struct Solution<G: Geometry = Grid8> {
    /// Who wins.
    pub verdict: Verdict,
    /// The side to move's winning move, when it wins.
    pub best_move: Option<Move<G::Square>>,
    /// The proof, when a side wins (none if the game is already over).
    pub certificate: Option<Certificate<G>>,
    /// The nodes expanded.
    pub nodes: u64,
    /// The time the solve took.
    pub elapsed: Duration,
    /// The attacker of the last search: the side to move, or its opponent once the side
    /// to move is proven not to win.
    pub attacker: Color,
    /// The root's proof number in the last search (0 if proven).
    pub proof_number: u32,
    /// The root's disproof number in the last search (0 if disproven).
    pub disproof_number: u32,
}

/// A proof-number solver: df-pn with the 1 + ε threshold (Pawlewicz and Lew 2006),
/// threat ordering, the root's symmetry and, as an option, the mobility initialisation,
/// on a transposition table of [`SolverOptions::memory`] bytes.
///
/// The side to move is tried as the attacker first; if it cannot win, its opponent. A
/// repetition on the current line (the game's history included) is never a win for the
/// attacker, so a proof holds whatever the repetition rule, and a draw by the rules (a
/// double connection under the default rules) is no win. The move limit is not
/// searched: a proof stands only if its longest line ends before the limit (else the
/// verdict is [`Verdict::Unknown`]). With two threads or more they all search from the
/// root on the one table.
///
/// ```
/// use lines_of_action::{Color, Game, Position, RulePreset, Variant};
/// use lines_of_action_search::{Limits, Solver, SolverOptions, Verdict};
/// // White, to move, cannot stop Black from connecting.
/// let pos = Position::from_text("w4/5/b4/5/bb1bw w", Variant::FiveByFive)?;
/// let game = Game::from_position(pos, RulePreset::default().rules());
/// let solution = Solver::new(SolverOptions::default()).solve(&game, Limits::NONE);
/// assert_eq!(solution.verdict, Verdict::Win(Color::Black));
/// # Ok::<(), lines_of_action::ParsePositionError>(())
/// ```
#[derive(Copy, Clone, Debug, Default)]
pub struct Solver {
    options: SolverOptions,
}

/// The stack of a search thread: df-pn recurses as deep as its longest line.
const STACK_BYTES: usize = 256 << 20;

/// The most memory of a fresh table of the proof's read-out (a sixteenth of the
/// search's table, up to this), where it searches a position again below its path.
const FRESH_TABLE_BYTES: usize = 256 << 20;

/// What the threads of a solve share: its limits and counters.
pub(crate) struct Control {
    started: Instant,
    node_limit: Option<u64>,
    nodes: AtomicU64,
    stop: AtomicBool,
    /// The root's numbers and the table's fill, as the searches last reported them.
    root: Mutex<(Value, f64)>,
}

impl Control {
    /// Takes in a search's tick: `true` if the searches must stop.
    pub(crate) fn on_tick(&self, tick: Tick, report_root: bool) -> bool {
        let nodes = self.nodes.fetch_add(tick.nodes, Ordering::Relaxed) + tick.nodes;
        if let Ok(mut root) = self.root.lock() {
            *root = if report_root { (tick.root, tick.fill) } else { (root.0, tick.fill) };
        }
        if self.node_limit.is_some_and(|limit| nodes >= limit) {
            self.stop.store(true, Ordering::Relaxed);
        }
        self.stop.load(Ordering::Relaxed)
    }

    /// Whether the searches must stop.
    pub(crate) fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Sets the root's numbers, once solved.
    pub(crate) fn set_root(&self, value: Value) {
        if let Ok(mut root) = self.root.lock() {
            root.0 = value;
        }
    }
}

/// What one search for one attacker found: the root's value, and for a proof its
/// certificate.
pub(crate) struct Phase<G: Geometry> {
    value: Value,
    certificate: Option<Certificate<G>>,
}

impl Solver {
    /// A solver with these options.
    pub fn new(options: SolverOptions) -> Solver {
        Solver { options }
    }

    /// Solves the current position of `game` under its rules, its history counting
    /// for repetition, within the time and node limits of `limits` (its depth is not
    /// used).
    pub fn solve<G: Geometry>(&self, game: &Game<G>, limits: Limits) -> Solution<G> {
        self.solve_with_progress(game, limits, |_| {})
    }

    /// [`solve`](Self::solve), calling `progress` every
    /// [`progress_interval`](SolverOptions::progress_interval) while it runs.
    pub fn solve_with_progress<G: Geometry>(
        &self,
        game: &Game<G>,
        limits: Limits,
        mut progress: impl FnMut(&Progress),
    ) -> Solution<G> {
        let control = Control {
            started: Instant::now(),
            node_limit: limits.nodes,
            nodes: AtomicU64::new(0),
            stop: AtomicBool::new(false),
            root: Mutex::new((Value::UNKNOWN, 0.0)),
        };
        let root = *game.position();
        let rules = game.rules();
        let mover = root.turn();
        let mut solution = Solution {
            verdict: Verdict::Unknown,
            best_move: None,
            certificate: None,
            nodes: 0,
            elapsed: Duration::ZERO,
            attacker: mover,
            proof_number: 1,
            disproof_number: 1,
        };
        if let Some(result) = game.result() {
            solution.verdict = match result.outcome {
                Outcome::Win(winner) => Verdict::Win(winner),
                Outcome::Draw => Verdict::NoWin,
            };
            return solution;
        }
        let history = &game.positions()[..game.positions().len() - 1];
        for attacker in [mover, mover.other()] {
            solution.attacker = attacker;
            let phase = self.run_phase(&root, history, rules, attacker, &control, &limits, &mut progress);
            (solution.proof_number, solution.disproof_number) = (phase.value.pn, phase.value.dn);
            let within_limit = |certificate: &Certificate<G>| match rules.move_limit {
                MoveLimit::Off => true,
                MoveLimit::Draw { plies, .. } => game.ply() as u64 + u64::from(certificate.height()) < u64::from(plies),
            };
            match phase.certificate {
                Some(certificate) if phase.value.is_proven() && within_limit(&certificate) => {
                    solution.verdict = Verdict::Win(attacker);
                    if attacker == mover {
                        solution.best_move = certificate.lines().first().map(|&(_, mv)| mv);
                    }
                    solution.certificate = Some(certificate);
                    break;
                }
                _ if phase.value.is_disproven() && !control.stopped() => {
                    solution.verdict = Verdict::NoWin;
                }
                _ => {
                    solution.verdict = Verdict::Unknown;
                    break;
                }
            }
        }
        solution.nodes = control.nodes.load(Ordering::Relaxed);
        solution.elapsed = control.started.elapsed();
        solution
    }

    /// One search for `attacker` from `root`, on the threads, while the main thread
    /// reports the progress and watches the clock.
    #[allow(clippy::too_many_arguments)]
    fn run_phase<G: Geometry>(
        &self,
        root: &Position<G>,
        history: &[Position<G>],
        rules: Rules,
        attacker: Color,
        control: &Control,
        limits: &Limits,
        progress: &mut impl FnMut(&Progress),
    ) -> Phase<G> {
        let enhancements = Enhancements {
            epsilon: self.options.epsilon,
            mobility: self.options.mobility,
            threats: self.options.threats,
            symmetry: self.options.symmetry,
            last_of_equals: false,
        };
        let threads = self.options.threads.max(1);
        let memory = self.options.memory;
        control.set_root(Value::UNKNOWN);
        std::thread::scope(|scope| {
            let worker = std::thread::Builder::new().stack_size(STACK_BYTES).spawn_scoped(scope, || {
                if threads == 1 {
                    solve_alone(root, history, rules, attacker, enhancements, memory, control)
                } else {
                    parallel::race(root, history, rules, attacker, enhancements, memory, threads, control)
                }
            });
            let Ok(worker) = worker else {
                return Phase { value: Value::UNKNOWN, certificate: None };
            };
            let mut last_report = Instant::now();
            while !worker.is_finished() {
                std::thread::sleep(Duration::from_millis(5));
                let elapsed = control.started.elapsed();
                if limits.time.is_some_and(|time| elapsed >= time) || limits.stop.is_some_and(|stop| stop()) {
                    control.stop.store(true, Ordering::Relaxed);
                }
                if last_report.elapsed() >= self.options.progress_interval {
                    last_report = Instant::now();
                    let nodes = control.nodes.load(Ordering::Relaxed);
                    let (value, fill) = control.root.lock().map_or((Value::UNKNOWN, 0.0), |root| *root);
                    progress(&Progress {
                        attacker,
                        nodes,
                        elapsed,
                        nodes_per_second: nodes as f64 / elapsed.as_secs_f64().max(1e-9),
                        proof_number: value.pn,
                        disproof_number: value.dn,
                        table_fill: fill,
                    });
                }
            }
            worker.join().unwrap_or(Phase { value: Value::UNKNOWN, certificate: None })
        })
    }
}

/// One thread's search from the root, and the proof read out of its table.
fn solve_alone<G: Geometry>(
    root: &Position<G>,
    history: &[Position<G>],
    rules: Rules,
    attacker: Color,
    enhancements: Enhancements,
    memory: usize,
    control: &Control,
) -> Phase<G> {
    let table = Table::with_memory(memory);
    let mut hook = |tick: Tick| control.on_tick(tick, true);
    let mut search = Search::new(rules, attacker, enhancements, &table, (root, history), &mut hook);
    let mut pos = *root;
    let (value, _) = search.prove(&mut pos);
    let phase = read_out(&mut search, root, value);
    control.nodes.fetch_add(search.untallied_nodes(), Ordering::Relaxed);
    control.set_root(value);
    phase
}

/// The phase a search of `root` ended with `value`: with the proof read out of its
/// table (searching again where the table lost it) if the root is proven.
pub(crate) fn read_out<G: Geometry>(search: &mut Search<'_, G>, root: &Position<G>, value: Value) -> Phase<G> {
    let (attacker, rules) = (search.attacker, search.rules);
    let certificate = if value.is_proven() {
        Extraction::new(search, (search.table.bytes() / 16).min(FRESH_TABLE_BYTES))
            .run(search, root)
            .map(|(lines, height)| Certificate::new(*root, attacker, height, &lines, rules))
    } else {
        None
    };
    Phase { value, certificate }
}
