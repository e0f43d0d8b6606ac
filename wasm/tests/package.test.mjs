// The package as npm would ship it: package.json, its entry points (the browser one,
// initialised by hand as a page does, in a fresh Node process), and real types in the
// .d.ts.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";

import { variants } from "../pkg/node.js";

const pkg = new URL("../pkg/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", pkg), "utf8"));

test("package.json: an ES module with types, every file present", () => {
  assert.equal(manifest.name, "lines-of-action");
  assert.equal(manifest.type, "module");
  assert.equal(manifest.types, "./index.d.ts");
  assert.deepEqual(manifest.exports["."], { types: "./index.d.ts", node: "./node.js", default: "./index.js" });
  for (const file of manifest.files) {
    assert.ok(existsSync(new URL(file, pkg)), file);
  }
});

test("the browser entry point, initialised with the module's bytes", () => {
  // A fresh process, so that nothing has instantiated the module before.
  const script = `
    import { readFileSync } from "node:fs";
    import init, { Game, VARIANTS } from ${JSON.stringify(new URL("index.js", pkg).href)};
    await init({ module_or_path: readFileSync(new URL("lines_of_action_bg.wasm", ${JSON.stringify(pkg.href)})) });
    const game = new Game({ variant: VARIANTS[13] });
    console.log(game.size, game.legalMoves().length);
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  // 12×12: 60 moves at depth 1 (../shared/RULES.md, "Reference perft").
  assert.equal(output.trim(), "12 60");
});

test("the types are real: the API's signatures name no `any`", () => {
  const types = readFileSync(new URL("lines_of_action.d.ts", pkg), "utf8");
  // wasm-bindgen's own initialisation types follow the API; they are not the API.
  const api = types.slice(0, types.indexOf("export type InitInput"));
  assert.ok(api.includes("export class Game"));
  assert.doesNotMatch(api, /(:\s*|<|\|\s*)any\b/);
  const variantType = api.match(/export type Variant =([^;]*);/)[1];
  const names = [...variantType.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(names, variants());
});
