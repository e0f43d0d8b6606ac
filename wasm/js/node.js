// The package's entry point in Node (>= 20): the WebAssembly module is read from beside
// this file and instantiated on import, so everything can be called at once. `init()`
// may still be awaited, as in a browser: it does nothing more.
import { readFileSync } from "node:fs";
import { initSync } from "./lines_of_action.js";

initSync({ module: readFileSync(new URL("./lines_of_action_bg.wasm", import.meta.url)) });

export * from "./index.js";
export { default } from "./index.js";
