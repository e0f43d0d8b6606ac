// The package's entry point in browsers and bundlers: wasm-bindgen's bindings and the
// lists of names. Call the default export, `init()`, once before anything else: it
// fetches `lines_of_action_bg.wasm` from beside this file (or give it the module, the
// bytes or a URL). In Node the entry point is `node.js`, which has done it on import.
export * from "./lines_of_action.js";
export { default } from "./lines_of_action.js";

/** Every variant's name, in the engine's order: what `variants()` returns (a test checks). */
export const VARIANTS = Object.freeze([
  "standard",
  "scrambled",
  "scrambled-mirrored",
  "cheshire-cat",
  "parachute",
  "parachute-mirrored",
  "6x6",
  "7x7",
  "loaps",
  "5x5",
  "9x9",
  "10x10",
  "11x11",
  "12x12",
  "black-hole",
  "black-hole-scrambled",
  "hex5",
  "hex6",
  "hex6-scrambled",
]);

/** The rule presets' names, the default first: what `rulePresets()` returns (a test checks). */
export const RULE_PRESETS = Object.freeze(["olympiad", "boardspace", "openspiel", "codingame", "abstract-play", "alveole"]);
