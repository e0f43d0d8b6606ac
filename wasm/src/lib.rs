//! Lines of Action for JavaScript: the [`lines-of-action`](lines_of_action) rules engine
//! and the [`lines-of-action-search`](lines_of_action_search) searches, compiled to
//! WebAssembly and bound with wasm-bindgen as the npm package `lines-of-action`
//! (`wasm/build` writes it to `wasm/pkg/`; `wasm/README.md` shows its use).
//!
//! The API is JavaScript's shape: camelCase names, moves and squares as the crate's
//! canonical text (`"b1-d3"`, `"c1xa3"`, `"e8-^^"`, `"a3-c5@d4"`), colours, variants and
//! rule presets by name, errors thrown as `Error` with the crate's message. Every board
//! the crate plays, the square ones from 5×5 to 12×12 and the hexagons hex5 and hex6, is
//! one [`Game`] (an [`AnyGame`](lines_of_action::AnyGame) inside).
//!
//! - [`Game`]: a game with its history: its moves, undo and redo, the result, the
//!   position and its squares (with their centres, to draw any board), threats, SGF and
//!   SVG.
//! - [`perft`], [`variants`], [`rule_presets`]: the counts and names (the package's
//!   `VARIANTS` and `RULE_PRESETS` constants are `variants()` and `rulePresets()`).
//! - [`best_move`]: alpha-beta or MCTS, timed on JavaScript's `performance.now()`.
//!
//! Its code runs only in a JavaScript host: its tests are Node's, in `wasm/tests/`.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod engine;
mod game;
mod js;
mod options;
mod squares;

pub use engine::best_move;
pub use game::Game;

use lines_of_action::{AnyPosition, RulePreset, Variant};
use wasm_bindgen::prelude::*;

/// The TypeScript types the API's signatures name (the package's `.d.ts` holds them).
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** A side: the first player is Black. */
export type Color = "black" | "white";

/** A game of the family, by its name (aliases such as "gemma", "loa-12" and "alveole" are read too). */
export type Variant =
  | "standard" | "scrambled" | "scrambled-mirrored" | "cheshire-cat" | "parachute"
  | "parachute-mirrored" | "6x6" | "7x7" | "loaps" | "5x5" | "9x9" | "10x10" | "11x11"
  | "12x12" | "black-hole" | "black-hole-scrambled" | "hex5" | "hex6" | "hex6-scrambled";

/** A rule set in real use (RULES.md, "Rule sets in real use"); "olympiad" is the default. */
export type RulePreset = "olympiad" | "boardspace" | "openspiel" | "codingame" | "abstract-play" | "alveole";

/** A kind of board: the square boards up to 8×8 and from 9×9 to 12×12, the hexagons of side 5 and 6. */
export type Geometry = "grid8" | "grid12" | "hex5" | "hex6";

/** The shape of a board's squares: hex5 and hex6 have pointy-topped hexagons in horizontal rows. */
export type CellShape = "square" | "hexagon";

/** A square (or hexagonal cell) of the board and its centre, neighbours along a row 1 apart, y upwards. */
export interface BoardCell {
  name: string;
  x: number;
  y: number;
}

/** Which rule ended a game. */
export type EndReason = "connection" | "double-connection" | "no-legal-move" | "repetition" | "move-limit";

/** How a game ended: the winner (null for a draw), the rule, and both as text ("black wins (connection)"). */
export interface GameResult {
  winner: Color | null;
  reason: EndReason;
  text: string;
}

/** What `new Game` starts from: a variant's start (default "standard") or a position of it, under a rule preset (default "olympiad"). */
export interface GameOptions {
  variant?: Variant;
  rules?: RulePreset;
  /** A position in the crate's notation, read as the variant's ("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"). */
  position?: string;
}

/** How `game.svg` draws the board; every field optional. */
export interface SvgOptions {
  /** The board turned half a turn (default false). */
  flipped?: boolean;
  /** Draw the last move (default true). */
  lastMove?: boolean;
  /** A square whose piece is selected: its legal targets are marked. */
  selected?: string;
  /** Squares highlighted in yellow. */
  marked?: string[];
  /** The opponent's winning moves tinted (default false). */
  threats?: boolean;
  /** Files and ranks around the board (default true). */
  coordinates?: boolean;
  /** "wood" (default), "blue" or "high-contrast". */
  theme?: string;
  /** The side of a square in pixels (default 48). */
  squareSize?: number;
}

/** How `bestMove` searches: the engine (default "alphabeta") and its limits, whichever comes first (1000 ms if none is given). */
export interface SearchOptions {
  engine?: "alphabeta" | "mcts";
  /** The time budget in milliseconds. */
  timeMs?: number;
  /** Alpha-beta: the deepest iteration in plies (1 to 40); MCTS: the deepest the tree grows. */
  depth?: number;
  /** Alpha-beta: the most positions visited; MCTS: the number of simulations. */
  nodes?: number;
  /** MCTS: the seed of its random playouts (default 1). */
  seed?: number;
}

/** What `bestMove` found. */
export interface SearchResult {
  /** The move, in canonical notation: one of `game.legalMoves()`. */
  move: string;
  /** Alpha-beta: the score for the side to move in hundredths of a square, ±(100000 − n) for a win or loss in n plies. MCTS: the mean result from −1 (lost) to 1 (won). */
  score: number;
  /** Alpha-beta: the positions visited; MCTS: the simulations run. */
  nodes: number;
  /** Alpha-beta: the depth of the last completed iteration; MCTS: the length of the principal variation. */
  depth: number;
  /** The expected line, the move first. */
  pv: string[];
  /** The time the search took, in milliseconds. */
  timeMs: number;
}
"#;

/// The names of every variant, in the crate's order: the package's `VARIANTS`.
#[wasm_bindgen(unchecked_return_type = "Variant[]")]
pub fn variants() -> Vec<String> {
    Variant::ALL.iter().map(|variant| variant.name().into()).collect()
}

/// The names of the rule presets, the default first: the package's `RULE_PRESETS`.
#[wasm_bindgen(js_name = rulePresets, unchecked_return_type = "RulePreset[]")]
pub fn rule_presets() -> Vec<String> {
    RulePreset::ALL.iter().map(|preset| preset.name().into()).collect()
}

/// The number of leaves of the game tree `depth` plies deep from the start of
/// `variant` under `rules` (default `"olympiad"`): RULES.md's perft.
///
/// # Errors
/// An unknown variant or preset name, a depth that is not a whole number from 0 to 64.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: &str,
    depth: f64,
    #[wasm_bindgen(unchecked_optional_param_type = "RulePreset")] rules: Option<String>,
) -> Result<u64, JsError> {
    let depth = options::whole(depth, "depth", 0, 64)? as u32;
    let variant = options::variant(variant)?;
    let rules = options::preset(rules.as_deref().unwrap_or(RulePreset::default().name()))?.rules();
    Ok(AnyPosition::from_variant(variant).perft(depth, rules))
}
