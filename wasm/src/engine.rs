//! [`best_move`]: the search crate's alpha-beta and MCTS for JavaScript, timed on
//! `performance.now()` (`std::time::Instant` has no clock on wasm32-unknown-unknown).

use std::time::Duration;

use lines_of_action::{Game as RulesGame, Geometry, Move, on_any_board};
use lines_of_action_search::{AlphaBeta, Limits, MAX_DEPTH, Mcts, MctsOptions, line_words};
use wasm_bindgen::prelude::*;

use crate::game::Game;
use crate::js::{self, SearchOptions};
use crate::options;
use crate::squares;

/// The time budget when the options set no limit at all.
const DEFAULT_TIME: Duration = Duration::from_millis(1_000);

/// The longest time budget taken: a day, in milliseconds.
const MAX_TIME_MS: f64 = 86_400_000.0;

/// The most simulations an MCTS search runs: its visit counts are 32-bit.
const MAX_SIMULATIONS: u64 = u32::MAX as u64;

/// The largest whole number a JavaScript number holds exactly: the most alpha-beta nodes.
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// The search engines.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Engine {
    AlphaBeta,
    Mcts,
}

/// What a search found, on the board of squares `S`.
struct Found<S> {
    mv: Move<S>,
    score: f64,
    nodes: u64,
    depth: u32,
    pv: Vec<Move<S>>,
}

/// Searches `game` with `engine` within `limits` (MCTS seeded by `seed`).
fn search<G: Geometry>(game: &RulesGame<G>, engine: Engine, limits: Limits, seed: u64) -> Option<Found<G::Square>> {
    match engine {
        Engine::AlphaBeta => AlphaBeta::new().search(game, limits).map(|found| Found {
            mv: found.mv,
            score: f64::from(found.score),
            nodes: found.nodes,
            depth: found.depth,
            pv: found.pv,
        }),
        Engine::Mcts => {
            let mut mcts = Mcts::new(MctsOptions { seed, ..MctsOptions::default() });
            mcts.search(game, limits).map(|found| Found {
                mv: found.mv,
                score: found.value,
                nodes: found.simulations,
                depth: found.pv.len() as u32,
                pv: found.pv,
            })
        }
    }
}

/// `found` as a `SearchResult` object, its moves written in `game`'s notation.
fn found_object<G: Geometry>(game: &RulesGame<G>, found: &Found<G::Square>, millis: f64) -> JsValue {
    let pv = line_words(game.position(), &found.pv, squares::notation);
    js::object(&[
        ("move", JsValue::from_str(&squares::notation(game.position(), found.mv))),
        ("score", JsValue::from_f64(found.score)),
        ("nodes", JsValue::from_f64(found.nodes as f64)),
        ("depth", JsValue::from_f64(f64::from(found.depth))),
        ("pv", pv.into()),
        ("timeMs", JsValue::from_f64(millis)),
    ])
}

/// The move the engine plays in `game`: `options.engine` (`"alphabeta"`, the default, or
/// `"mcts"`) within `options.timeMs`, `options.depth` and `options.nodes`, whichever
/// comes first (1000 ms if none is given). The search runs on the calling thread: in a
/// page, call it from a Web Worker. Throws once the game is over, or for bad options.
///
/// ```js
/// const found = bestMove(game, { engine: "alphabeta", timeMs: 100 });
/// game.play(found.move);
/// ```
#[wasm_bindgen(js_name = bestMove, unchecked_return_type = "SearchResult")]
pub fn best_move(game: &Game, options: Option<SearchOptions>) -> Result<JsValue, JsError> {
    let options: JsValue = options.map_or(JsValue::UNDEFINED, Into::into);
    options::object(&options, "options")?;
    let engine = match options::string(&js::field(&options, "engine"), "engine")?.as_deref() {
        None | Some("alphabeta") => Engine::AlphaBeta,
        Some("mcts") => Engine::Mcts,
        Some(other) => {
            return Err(JsError::new(&format!("unknown engine {other:?}: expected \"alphabeta\" or \"mcts\"")));
        }
    };
    let time = options::number(&js::field(&options, "timeMs"), "timeMs", 0.0, MAX_TIME_MS)?;
    let depth = options::integer(&js::field(&options, "depth"), "depth", 1, u64::from(MAX_DEPTH))?;
    let max_nodes = if engine == Engine::Mcts { MAX_SIMULATIONS } else { MAX_SAFE_INTEGER };
    let nodes = options::integer(&js::field(&options, "nodes"), "nodes", 1, max_nodes)?;
    let seed = options::integer(&js::field(&options, "seed"), "seed", 0, MAX_SAFE_INTEGER)?.unwrap_or(1);

    let mut limits = Limits::NONE.with_clock(js::now);
    if let Some(millis) = time {
        limits = limits.with_time(Duration::from_secs_f64(millis / 1000.0));
    }
    if let Some(depth) = depth {
        limits = limits.with_depth(depth as u32);
    }
    if let Some(nodes) = nodes {
        limits = limits.with_nodes(nodes);
    }
    if (time, depth, nodes) == (None, None, None) {
        limits = limits.with_time(DEFAULT_TIME);
    }

    let started = js::now();
    on_any_board!(game.inner(), |game| {
        let found =
            search(game, engine, limits, seed).ok_or_else(|| JsError::new("the game is over: no move to search"))?;
        let millis = (js::now().saturating_sub(started)).as_secs_f64() * 1000.0;
        Ok(found_object(game, &found, millis))
    })
}
