//! The search on a thread of its own, so that the engine keeps reading commands while
//! it thinks: [`Thinking`], and the stop flag its search polls.
//!
//! The search crate's [`Limits::stop`] is a plain function the search calls where it
//! reads its clock (every 512 nodes): here it reads a static flag, which `stop` (and `quit`)
//! set. One search runs at a time in a process, so one flag serves.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use lines_of_action::{AnyGame, Game, Geometry, on_any_board};
use lines_of_action_search::{AlphaBeta, Limits};

use crate::output::{Output, bestmove_line, info_line};
use crate::spelling::Spelling;

/// Set to stop the search under way (and to release an answer held back by `go infinite`).
static STOP: AtomicBool = AtomicBool::new(false);

/// Whether the search was asked to stop: the search crate's stop hook.
fn stop_requested() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// How often a held-back answer looks at the stop flag.
const HOLD_POLL: Duration = Duration::from_millis(5);

/// A search under way on its own thread, which writes its `info` lines and its
/// `bestmove` to the output, and gives its searcher back when it ends.
pub struct Thinking {
    thread: JoinHandle<AlphaBeta>,
    until_stop: bool,
    /// Set just before the `bestmove` line is written: from then on the thread only
    /// writes it and ends, so a driver that has read it finds the search over.
    answering: Arc<AtomicBool>,
    output: Output,
}

/// What one search is asked to do.
pub struct Task {
    /// The game to move in.
    pub game: AnyGame,
    /// Its limits (the stop flag is added).
    pub limits: Limits,
    /// Whether to hold the answer back until `stop` even once the search has ended
    /// (`go infinite`, and `go` with no limit).
    pub until_stop: bool,
    /// How to write the moves.
    pub spelling: Spelling,
}

impl Thinking {
    /// Starts `task` with `searcher` on a new thread.
    pub fn start(mut searcher: AlphaBeta, task: Task, output: Output) -> Thinking {
        STOP.store(false, Ordering::Relaxed);
        let until_stop = task.until_stop;
        let answering = Arc::new(AtomicBool::new(false));
        let answer_flag = Arc::clone(&answering);
        let thread_output = output.clone();
        let thread = thread::spawn(move || {
            let output = thread_output;
            let Task { game, limits, until_stop, spelling } = task;
            let limits = limits.with_stop(stop_requested);
            let answer = on_any_board!(&game, |game| think(&mut searcher, game, limits, until_stop, spelling, &output));
            answer_flag.store(true, Ordering::Release);
            output.line(&answer);
            searcher
        });
        Thinking { thread, until_stop, answering, output }
    }

    /// Whether the search waits for `stop` to answer (`go infinite`, `go` with no limit).
    pub fn until_stop(&self) -> bool {
        self.until_stop
    }

    /// Whether the search has ended: its `bestmove` is written or being written.
    pub fn is_finished(&self) -> bool {
        self.answering.load(Ordering::Acquire) || self.thread.is_finished()
    }

    /// Asks the search to stop, waits for its `bestmove`, and gives back its searcher.
    pub fn stop(self) -> AlphaBeta {
        STOP.store(true, Ordering::Relaxed);
        self.wait()
    }

    /// Waits for the search to end by itself, and gives back its searcher.
    pub fn wait(self) -> AlphaBeta {
        // The thread only panics on a bug in the search: the driver still gets an
        // answer, and a new searcher carries on.
        self.thread.join().unwrap_or_else(|_| {
            if !self.answering.load(Ordering::Acquire) {
                self.output.info_string("error: the search failed");
                self.output.line("bestmove (none)");
            }
            AlphaBeta::default()
        })
    }
}

/// Searches `game`, writes its progress, and gives its `bestmove` line.
fn think<G: Geometry>(
    searcher: &mut AlphaBeta,
    game: &Game<G>,
    limits: Limits,
    until_stop: bool,
    spelling: Spelling,
    output: &Output,
) -> String {
    let started = Instant::now();
    let root = game.position();
    let found = searcher
        .search_reporting(game, limits, |so_far| output.line(&info_line(root, so_far, started.elapsed(), spelling)));
    if found.is_none() {
        let result = game.result().map_or_else(|| "no legal move".to_owned(), |result| result.to_string());
        output.info_string(&format!("the game is over: {result}"));
    }
    while until_stop && !stop_requested() {
        thread::sleep(HOLD_POLL);
    }
    bestmove_line(root, found.map(|found| found.mv), spelling)
}
