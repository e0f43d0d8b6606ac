// Measures the package against the native engine, as wasm/README.md reports:
//   node wasm/bench.mjs [DEPTH] [ROUNDS]
// from the repository's root, after `wasm/build` and
// `cargo build --release --example perft`. Perft of the standard start at DEPTH
// (default 5) in Node and with the native `perft` example, alternating, ROUNDS times
// each (default 3); then the wall time of ten 100 ms `bestMove` calls per engine.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import { Game, bestMove, perft } from "./pkg/node.js";

const depth = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 3);
const native = new URL("../target/release/examples/perft", import.meta.url).pathname;

const wasm = readFileSync(new URL("./pkg/lines_of_action_bg.wasm", import.meta.url));
console.log(`wasm: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} gzipped`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rates = { node: [], native: [] };
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  const leaves = perft("standard", depth);
  const seconds = (performance.now() - started) / 1000;
  rates.node.push(Number(leaves) / seconds / 1e6);
  // The example prints `perft D: N (T s, X M leaves/s)` for each depth up to D.
  const output = execFileSync(native, [String(depth)], { encoding: "utf8" });
  const last = output.trim().split("\n").at(-1);
  const [, count, rate] = last.match(/^perft \d+: (\d+) \([\d.]+ s, ([\d.]+) M leaves\/s\)$/);
  if (BigInt(count) !== leaves) throw new Error(`native ${count} leaves, Node ${leaves}`);
  rates.native.push(Number(rate));
  console.log(`round ${round + 1}: ${leaves} leaves; Node ${rates.node.at(-1).toFixed(1)} M/s, native ${rate} M/s`);
}
const [node, nat] = [median(rates.node), median(rates.native)];
console.log(`perft ${depth} medians: Node ${node.toFixed(1)} M leaves/s, native ${nat.toFixed(1)} M leaves/s, ratio ${(node / nat).toFixed(2)}`);

for (const engine of ["alphabeta", "mcts"]) {
  const times = [];
  let nodes = 0;
  for (let call = 0; call < 10; call += 1) {
    const game = new Game();
    const started = performance.now();
    nodes += bestMove(game, { engine, timeMs: 100 }).nodes;
    times.push(performance.now() - started);
  }
  const mean = times.reduce((a, b) => a + b) / times.length;
  console.log(`bestMove ${engine} timeMs 100: mean ${mean.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${Math.round(nodes / 10)} nodes a call`);
}
