// The Game class: moves, undo and redo, the result, the squares, threats, the variants'
// own moves, and the errors for bad moves and bad positions. The positions and moves
// come from ../shared/RULES.md (the sections are named at each) and from the crate's
// RULES.md and documentation, as noted.
import assert from "node:assert/strict";
import { test } from "node:test";

import init, { Game, RULE_PRESETS, VARIANTS, rulePresets, variants } from "../pkg/node.js";
import { generator } from "./random.mjs";

const START = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
// RULES.md, "Perft": White, to move, has four winning moves here.
const WINNING = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w";

test("the names are the engine's", async () => {
  await init(); // a no-op in Node, where the module is instantiated on import
  assert.deepEqual([...VARIANTS], variants());
  assert.deepEqual([...RULE_PRESETS], rulePresets());
  assert.equal(VARIANTS.length, 19);
  assert.equal(RULE_PRESETS[0], "olympiad");
});

test("a new game is the standard start under the default rules", () => {
  const game = new Game();
  assert.equal(game.variant, "standard");
  assert.equal(game.rules, "olympiad");
  assert.equal(game.position, START);
  assert.equal(game.sideToMove, "black");
  assert.equal(game.result, null);
  assert.equal(game.isOver, false);
  assert.equal(game.ply, 0);
  assert.equal(game.lastMove, null);
  assert.deepEqual(game.moves, []);
  // RULES.md, "Perft": 36 moves at depth 1.
  assert.equal(game.legalMoves().length, 36);
  assert.ok(game.legalMoves().includes("c1xa3"));
  assert.equal(new Game({ variant: "gemma", rules: "sackson" }).variant, "cheshire-cat");
  assert.equal(new Game({ variant: "gemma", rules: "sackson" }).rules, "boardspace");
});

test("moves, targets, undo and redo", () => {
  const game = new Game();
  // The crate's Position::legal_targets documentation: b1 reaches h1, b3 and d3.
  assert.deepEqual(game.legalTargets("b1"), ["h1", "b3", "d3"]);
  assert.deepEqual(game.legalTargets("a2"), []); // White's piece, Black to move
  assert.deepEqual(game.legalTargets("e4"), []); // an empty square
  assert.deepEqual(new Set(game.legalMovesFrom("c1")), new Set(["c1xa3", "c1-c3", "c1-e3"]));
  assert.equal(game.play("B1-D3"), "b1-d3"); // any spelling in, canonical out
  assert.equal(game.sideToMove, "white");
  assert.equal(game.lastMove, "b1-d3");
  assert.equal(game.play("h2-f2"), "h2-f2");
  assert.deepEqual(game.moves, ["b1-d3", "h2-f2"]);
  assert.equal(game.undo(), "h2-f2");
  assert.equal(game.undo(), "b1-d3");
  assert.equal(game.undo(), null);
  assert.equal(game.position, START);
  assert.deepEqual(game.redoMoves, ["b1-d3", "h2-f2"]);
  assert.equal(game.redo(), "b1-d3");
  assert.equal(game.redo(), "h2-f2");
  assert.equal(game.redo(), null);
  assert.equal(game.ply, 2);
});

test("a bad move throws the engine's reason and changes nothing", () => {
  const game = new Game();
  game.play("b1-d3");
  const before = [game.position, game.ply, game.moves.join(" ")];
  // b1 is empty now; a2 moves exactly as many squares as its line holds pieces.
  assert.throws(() => game.play("a2-a5"), (error) => {
    assert.ok(error instanceof Error);
    assert.match(error.message, /^illegal move a2-a5: /);
    assert.match(error.message, /exactly 6 squares/);
    return true;
  });
  assert.throws(() => game.play("zz"), { name: "Error", message: /^cannot read "zz" as a move/ });
  assert.throws(() => game.play("d3-d1"), { message: /^illegal move d3-d1/ });
  assert.deepEqual([game.position, game.ply, game.moves.join(" ")], before);
  assert.throws(() => game.legalTargets("i9"), { message: '"i9" is not a square of the 8×8 board (a1 to h8)' });
  assert.throws(() => new Game({ variant: "6x6" }).pieceAt("g7"), { message: '"g7" is not a square of the 6×6 board (a1 to f6)' });
});

test("bad positions, names and options throw", () => {
  assert.throws(() => new Game({ position: "8/8 b" }), { name: "Error", message: /^position "8\/8 b": / });
  assert.throws(() => new Game({ position: "1bbbbbbbb/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b" }), { message: /^position "1bbbbbbbb/ });
  assert.throws(() => new Game({ position: START.replace(" b", " x") }), { message: /^position / });
  // A 12×12 text is not a position of the 8×8 standard game.
  assert.throws(() => new Game({ variant: "standard", position: "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b" }), { message: /^position / });
  assert.throws(() => new Game({ variant: "chess" }), { message: /variant/ });
  assert.throws(() => new Game({ rules: "fide" }), { message: /rule preset/ });
  assert.throws(() => new Game({ variant: 8 }), { message: "variant must be a string, not number" });
  assert.throws(() => new Game("standard"), { message: "options must be an object, not string" });
  assert.throws(() => new Game().pieces("red"), { message: /colou?r/ });
});

test("a game from a position, its result and the threats", () => {
  const game = new Game({ position: WINNING });
  assert.equal(game.sideToMove, "white");
  // With Black to move on the same board, White's four wins are Black's threats.
  const black = new Game({ position: WINNING.replace(/ w$/, " b") });
  assert.deepEqual(black.threats().sort(), ["e2-h5", "h3-f5", "h3-h5", "h7-h5"]);
  // With White to move, the threats are Black's: each wins at once when Black plays it.
  assert.ok(game.threats().length > 0);
  for (const threat of game.threats()) {
    const turned = new Game({ position: black.position });
    turned.play(threat);
    assert.equal(turned.result?.winner, "black", threat);
  }
  game.play("e2-h5");
  assert.deepEqual(game.result, { winner: "white", reason: "connection", text: "white wins (connection)" });
  assert.equal(game.isOver, true);
  assert.deepEqual(game.legalMoves(), []);
  assert.deepEqual(game.legalTargets("b4"), []);
  assert.throws(() => game.play("b4-b5"), { message: /^the game is over: white wins \(connection\)/ });
  game.undo();
  assert.equal(game.result, null);
});

test("a draw by repetition (the crate's Game documentation)", () => {
  const game = new Game();
  for (const move of ["b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2"]) {
    game.play(move);
  }
  assert.deepEqual(game.result, { winner: null, reason: "repetition", text: "draw (repetition)" });
});

test("the squares of every board", () => {
  for (const variant of VARIANTS) {
    const game = new Game({ variant });
    assert.deepEqual(game.cells.map((cell) => cell.name), game.squares, variant);
    if (game.cellShape === "square") {
      const size = game.size;
      assert.equal(game.squares.length, size * size, variant);
      const last = String.fromCharCode(96 + size) + size;
      assert.equal(game.squares[0], `a${size}`);
      assert.equal(game.squares.at(-1), String.fromCharCode(96 + size) + "1");
      assert.ok(game.squares.includes(last));
      // A square's centre is its file and rank.
      for (const { name, x, y } of game.cells) assert.deepEqual([x, y], [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1]);
    }
    for (const color of ["black", "white"]) {
      for (const square of game.pieces(color)) {
        assert.equal(game.pieceAt(square), color, `${variant} ${square}`);
      }
    }
    const occupied = game.pieces("black").length + game.pieces("white").length;
    assert.equal(game.squares.filter((square) => game.pieceAt(square) !== null).length, occupied);
  }
  const standard = new Game();
  assert.equal(standard.size, 8);
  assert.equal(standard.pieceAt("b1"), "black");
  assert.equal(standard.pieceAt("a2"), "white");
  assert.equal(standard.pieceAt("e4"), null);
  assert.equal(standard.pieces("black").length, 12);
  assert.equal(standard.blackHole, null);
  // The crate's Position::black_hole documentation: e5 on the 9×9 board.
  assert.equal(new Game({ variant: "black-hole" }).blackHole, "e5");
  assert.equal(new Game({ variant: "12x12" }).pieces("white").length, 20);
});

test("Cheshire Cat: holes, and the moves Boardspace's scanner misses (RULES.md, \"Reference perft\")", () => {
  const game = new Game({ variant: "cheshire-cat" });
  game.play("b1-d3");
  game.play("h7-f7");
  assert.equal(game.position, "1bbbbbb1/w4w1x/w6w/w6w/w6w/w2b3w/w6w/1xbbbbb1 b");
  assert.deepEqual(game.holes, ["b1", "h7"]);
  const targets = game.legalTargets("d3");
  assert.ok(targets.includes("c2") && targets.includes("e4"), targets.join(" "));
  assert.throws(() => game.play("a2-b1"), { message: /^illegal move/ }); // nothing lands on a hole
});

test("Cheshire Cat: an exit, when one comes up in a random game", () => {
  const random = generator(2026);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const game = new Game({ variant: "cheshire-cat" });
    while (!game.isOver) {
      const exits = game.legalMoves().filter((move) => move.endsWith("-^^"));
      if (exits.length > 0) {
        const exit = exits[random(exits.length)];
        const square = exit.slice(0, -3);
        assert.ok(game.legalMovesFrom(square).includes(exit));
        assert.deepEqual(game.legalTargets(square), []); // an exit is a piece's only move
        const color = game.sideToMove;
        const pieces = game.pieces(color).length;
        assert.equal(game.play(exit), exit);
        assert.equal(game.pieces(color).length, pieces - 1);
        assert.ok(game.holes.includes(square));
        assert.equal(game.pieceAt(square), null);
        return;
      }
      const moves = game.legalMoves();
      game.play(moves[random(moves.length)]);
    }
  }
  assert.fail("no exit in 50 random games");
});

test("Parachute: a drop-phase turn is a slide and a drop", () => {
  const game = new Game({ variant: "parachute" });
  assert.equal(game.inDropPhase, true);
  assert.deepEqual([game.reserve("black"), game.reserve("white")], [6, 6]);
  // The crate's Position::legal_targets documentation: a3's slides reach b2, c3 and b4.
  assert.deepEqual(game.legalTargets("a3"), ["b2", "c3", "b4"]);
  const drops = game.dropSquares("a3-c3");
  assert.ok(drops.length > 0);
  for (const square of drops) {
    assert.ok(game.legalMoves().includes(`a3-c3@${square}`));
  }
  assert.ok(game.legalMovesFrom("a3").every((move) => move.startsWith("a3-") && move.includes("@")));
  // Every legal turn is one of a slide's drops: RULES.md's 936.
  const turns = game.legalMoves().length;
  const sum = game.legalMoves().filter((move) => move.startsWith("a3-c3@")).length;
  assert.equal(sum, drops.length);
  assert.equal(turns, 936);
  assert.deepEqual(game.dropSquares("b1-b3"), []); // no such slide
  const square = drops[0];
  game.play(`a3-c3@${square}`);
  // Black dropped one of White's stones from its reserve.
  assert.equal(game.reserve("black"), 5);
  assert.equal(game.pieceAt(square), "white");
  assert.equal(game.pieceAt("c3"), "black");
  assert.deepEqual(new Game().dropSquares("b1-b3"), []);
});

for (const variant of VARIANTS) {
  test(`a whole random game of ${variant}, undone and redone`, () => {
    const random = generator(7 + VARIANTS.indexOf(variant));
    const game = new Game({ variant });
    const positions = [game.position];
    while (game.result === null) {
      const moves = game.legalMoves();
      assert.ok(moves.length > 0, `${variant}: a game going on has a move`);
      const move = moves[random(moves.length)];
      assert.equal(game.play(move), move);
      positions.push(game.position);
      assert.ok(game.ply < 5_000, `${variant}: the game goes on past 5000 plies`);
    }
    assert.equal(game.moves.length, game.ply);
    assert.ok(["connection", "double-connection", "no-legal-move", "repetition", "move-limit"].includes(game.result.reason));
    assert.deepEqual(game.legalMoves(), []);
    assert.throws(() => game.play(game.moves[0]), { message: /^the game is over/ });
    const moves = game.moves;
    for (let ply = moves.length; ply > 0; ply -= 1) {
      assert.equal(game.undo(), moves[ply - 1]);
      assert.equal(game.position, positions[ply - 1]);
    }
    assert.deepEqual(game.redoMoves, moves);
    while (game.redo() !== null);
    assert.equal(game.position, positions.at(-1));
    assert.notEqual(game.result, null);
  });
}
