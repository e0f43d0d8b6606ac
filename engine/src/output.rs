//! What the engine writes: [`Output`], one line at a time from either thread, and the
//! text of its `info` and `bestmove` lines.

use std::io::{self, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use lines_of_action::{Geometry, Move, Position};
use lines_of_action_search::{AlphaBetaResult, mate_in};

use crate::spelling::Spelling;

/// Where the engine's lines go: shared by the session and the search's thread, each
/// line written whole and flushed at once.
#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    /// Standard output.
    pub fn stdout() -> Output {
        Output::new(io::stdout())
    }

    /// Lines written to `sink`.
    pub fn new(sink: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(sink))))
    }

    /// Writes `line` and a line break, and flushes. A closed output is ignored: the
    /// engine ends when its input does.
    pub fn line(&self, line: &str) {
        let mut sink = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let _ = writeln!(sink, "{line}").and_then(|()| sink.flush());
    }

    /// `info string <text>`: a message for the person or program driving the engine.
    pub fn info_string(&self, text: &str) {
        self.line(&format!("info string {text}"));
    }
}

/// The score as the protocol writes it: `cp N` (hundredths of a square, the side to
/// move's view), `win N` (the side to move wins N plies from now), `loss N`.
///
/// ```
/// use lines_of_action_engine::output::score;
/// use lines_of_action_search::MATE;
/// assert_eq!(score(-35), "cp -35");
/// assert_eq!(score(MATE - 3), "win 3");
/// assert_eq!(score(-(MATE - 2)), "loss 2");
/// ```
pub fn score(score: i32) -> String {
    match mate_in(score) {
        Some(plies) if plies > 0 => format!("win {plies}"),
        Some(plies) => format!("loss {}", -plies),
        None => format!("cp {score}"),
    }
}

/// The `info` line of a completed iteration from `root`, `elapsed` after the search
/// started: `info depth D seldepth S score … nodes N nps N time MS pv …`.
pub fn info_line<G: Geometry>(
    root: &Position<G>,
    found: &AlphaBetaResult<G::Square>,
    elapsed: Duration,
    spelling: Spelling,
) -> String {
    let millis = elapsed.as_millis();
    let nps = (found.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64;
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {nps} time {millis} pv {}",
        found.depth,
        found.seldepth,
        score(found.score),
        found.nodes,
        spelling.write_line(root, &found.pv)
    )
}

/// The `bestmove` line: the move in `spelling`, or `bestmove (none)` when there is none
/// (the game is over).
pub fn bestmove_line<G: Geometry>(root: &Position<G>, mv: Option<Move<G::Square>>, spelling: Spelling) -> String {
    match mv {
        Some(mv) => format!("bestmove {}", spelling.write(root, mv)),
        None => "bestmove (none)".to_owned(),
    }
}
