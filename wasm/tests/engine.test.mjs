// bestMove: alpha-beta and MCTS return a legal move within their time, on every kind of
// board, find a win in one, and refuse bad options.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Game, bestMove } from "../pkg/node.js";

// RULES.md, "Perft": White, to move, has four winning moves here.
const WINNING = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w";

/** The search's result and the time the call took, in milliseconds. */
function timed(game, options) {
  const started = performance.now();
  const found = bestMove(game, options);
  return [found, performance.now() - started];
}

for (const engine of ["alphabeta", "mcts"]) {
  for (const variant of ["standard", "cheshire-cat", "parachute", "12x12", "black-hole", "hex5", "hex6"]) {
    test(`${engine} returns a legal move within 100 ms in ${variant}`, () => {
      const game = new Game({ variant });
      const [found, millis] = timed(game, { engine, timeMs: 100 });
      assert.ok(game.legalMoves().includes(found.move), found.move);
      assert.equal(found.pv[0], found.move);
      assert.ok(found.nodes > 0);
      // The budget, give or take a check's worth of nodes; a loose bound for a busy machine.
      assert.ok(millis < 300, `${millis} ms`);
      assert.ok(found.timeMs <= millis + 1);
      assert.ok(found.timeMs >= 50, `stopped after ${found.timeMs} ms of 100`);
    });
  }
}

test("alpha-beta to a fixed depth is deterministic", () => {
  const game = new Game();
  const first = bestMove(game, { depth: 3 });
  const second = bestMove(game, { depth: 3 });
  assert.deepEqual({ ...first, timeMs: 0 }, { ...second, timeMs: 0 });
  assert.equal(first.depth, 3);
  assert.ok(game.legalMoves().includes(first.move));
});

test("both engines find a win in one", () => {
  const wins = ["e2-h5", "h3-f5", "h3-h5", "h7-h5"];
  const game = new Game({ position: WINNING });
  const alphaBeta = bestMove(game, { engine: "alphabeta", depth: 2 });
  assert.ok(wins.includes(alphaBeta.move), alphaBeta.move);
  assert.equal(alphaBeta.score, 100_000 - 1); // the search crate's MATE - 1: a win on this ply
  const mcts = bestMove(game, { engine: "mcts", nodes: 2_000 });
  assert.ok(wins.includes(mcts.move), mcts.move);
  assert.equal(mcts.score, 1);
});

test("MCTS with a node limit runs that many simulations, the same for a seed", () => {
  const game = new Game();
  const found = bestMove(game, { engine: "mcts", nodes: 300, seed: 5 });
  assert.equal(found.nodes, 300);
  assert.equal(bestMove(game, { engine: "mcts", nodes: 300, seed: 5 }).move, found.move);
});

test("bad options and a finished game throw", () => {
  const game = new Game();
  assert.throws(() => bestMove(game, { engine: "stockfish" }), { message: 'unknown engine "stockfish": expected "alphabeta" or "mcts"' });
  assert.throws(() => bestMove(game, { timeMs: -1 }), { message: "timeMs must be from 0 to 86400000, not -1" });
  assert.throws(() => bestMove(game, { depth: 0 }), { message: "depth must be from 1 to 40, not 0" });
  assert.throws(() => bestMove(game, { nodes: 2.5 }), { message: "nodes must be a whole number, not 2.5" });
  assert.throws(() => bestMove(game, { engine: "mcts", nodes: 2 ** 40 }), { message: /^nodes must be from 1 to 4294967295/ });
  assert.throws(() => bestMove(game, 100), { message: "options must be an object, not number" });
  const over = new Game({ position: WINNING });
  over.play("e2-h5");
  assert.throws(() => bestMove(over, { depth: 1 }), { message: "the game is over: no move to search" });
  assert.throws(() => bestMove({}, { depth: 1 }));
});
