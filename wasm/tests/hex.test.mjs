// The hexagonal boards: hex5 (Alveole), hex6 and hex6-scrambled. Their cells, starts,
// neighbours and black hole come from ../shared/RULES.md, "Hexagonal boards: hex5
// (Alveole), hex6, hex6 Scrambled Eggs" (quoted as "RULES.md" below); the centres a
// diagram draws them at are checked against that section's neighbours and against the
// engine's own moves.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Game, RULE_PRESETS, VARIANTS, bestMove } from "../pkg/node.js";
import { generator } from "./random.mjs";

/** RULES.md's table and starts: each hexagon's side, cells, pieces a side, black hole and start text. */
const HEXES = {
  hex5: { side: 5, cells: 61, pieces: 9, blackHole: null, start: "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b" },
  hex6: { side: 6, cells: 91, pieces: 12, blackHole: "f6", start: "1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b" },
  "hex6-scrambled": {
    side: 6,
    cells: 91,
    pieces: 12,
    blackHole: "f6",
    start: "1bwbw1/w5b/b6w/w7b/b8w/11/w8b/b7w/w6b/b5w/1wbwb1 b",
  },
};

/** The rows of the hexagon of side `side` from the bottom: each row's letter and length (RULES.md, "Cells"). */
function rows(side) {
  return Array.from({ length: 2 * side - 1 }, (_, row) => ({
    letter: String.fromCharCode(97 + row),
    length: 2 * side - 1 - Math.abs(row - (side - 1)),
  }));
}

/**
 * The neighbours of every cell as RULES.md, "Neighbours and lines", words them: the cells
 * before and after it in its row; below the middle row, cell x touches x and x+1 of the
 * row above, from the middle row up x−1 and x (and symmetrically downwards).
 */
function neighboursByTheRules(side) {
  const all = rows(side);
  const middle = side - 1;
  const name = (row, number) =>
    row >= 0 && row < all.length && number >= 1 && number <= all[row].length ? `${all[row].letter}${number}` : null;
  const neighbours = new Map();
  all.forEach(({ length }, row) => {
    for (let x = 1; x <= length; x += 1) {
      const above = row < middle ? [x, x + 1] : [x - 1, x];
      const below = row > middle ? [x, x + 1] : [x - 1, x];
      const touching = [
        name(row, x - 1),
        name(row, x + 1),
        ...above.map((number) => name(row + 1, number)),
        ...below.map((number) => name(row - 1, number)),
      ];
      neighbours.set(name(row, x), new Set(touching.filter(Boolean)));
    }
  });
  return neighbours;
}

/** The cells 1 apart in the drawing plane (neighbours' centres), cell by cell. */
function neighboursAsDrawn(cells) {
  const neighbours = new Map(cells.map((cell) => [cell.name, new Set()]));
  for (const a of cells) {
    for (const b of cells) {
      if (a !== b && Math.abs(Math.hypot(a.x - b.x, a.y - b.y) - 1) < 1e-9) neighbours.get(a.name).add(b.name);
    }
  }
  return neighbours;
}

test("the names: the hexagonal variants and their presets", () => {
  for (const variant of Object.keys(HEXES)) assert.ok(VARIANTS.includes(variant), variant);
  assert.ok(RULE_PRESETS.includes("abstract-play") && RULE_PRESETS.includes("alveole"));
  // RULES.md's table: hex5 is also read as alveole.
  assert.equal(new Game({ variant: "alveole" }).variant, "hex5");
  assert.equal(new Game({ variant: "hex5", rules: "alveole" }).rules, "alveole");
});

for (const [variant, hex] of Object.entries(HEXES)) {
  test(`${variant}: the start, its cells and its board`, () => {
    const game = new Game({ variant });
    assert.equal(game.position, hex.start);
    assert.equal(game.geometry, `hex${hex.side}`);
    assert.equal(game.cellShape, "hexagon");
    assert.equal(game.size, hex.side);
    assert.equal(game.blackHole, hex.blackHole);
    assert.equal(game.sideToMove, "black");
    assert.equal(game.pieces("black").length, hex.pieces);
    assert.equal(game.pieces("white").length, hex.pieces);
    // Every cell once, rows from the top (RULES.md: `i` on hex5, `k` on hex6) to a, each from 1.
    const expected = rows(hex.side).reverse().flatMap(({ letter, length }) => Array.from({ length }, (_, i) => `${letter}${i + 1}`));
    assert.equal(expected.length, hex.cells);
    assert.deepEqual(game.squares, expected);
    assert.deepEqual(game.cells.map((cell) => cell.name), expected);
    for (const color of ["black", "white"]) {
      for (const cell of game.pieces(color)) assert.equal(game.pieceAt(cell), color, cell);
    }
  });
}

test("the cells' centres: RULES.md's corners, and neighbours exactly 1 apart", () => {
  const h = Math.sqrt(3) / 2;
  const at = (game) => new Map(game.cells.map(({ name, x, y }) => [name, [x, y]]));
  const close = (actual, expected, name) =>
    assert.ok(Math.hypot(actual[0] - expected[0], actual[1] - expected[1]) < 1e-9, `${name}: ${actual} not ${expected}`);
  const hex5 = at(new Game({ variant: "hex5" }));
  // RULES.md: hex5's corners are a1, a5, e1, e9, i1 and i5; rows √3/2 apart, each centred on e.
  const corners = { a1: [2, 0], a5: [6, 0], e1: [0, 4 * h], e9: [8, 4 * h], i1: [2, 8 * h], i5: [6, 8 * h], e5: [4, 4 * h] };
  for (const [name, point] of Object.entries(corners)) close(hex5.get(name), point, name);
  // hex6's centre f6 (its black hole) is the middle of the hexagon.
  close(at(new Game({ variant: "hex6" })).get("f6"), [5, 5 * h], "f6");
  for (const variant of ["hex5", "hex6"]) {
    const game = new Game({ variant });
    const drawn = neighboursAsDrawn(game.cells);
    const rules = neighboursByTheRules(game.size);
    assert.deepEqual([...drawn.keys()].sort(), [...rules.keys()].sort());
    for (const [name, touching] of rules) assert.deepEqual([...drawn.get(name)].sort(), [...touching].sort(), `${variant} ${name}`);
    // The middle cell has six neighbours, a corner three.
    assert.equal(drawn.get(variant === "hex5" ? "e5" : "f6").size, 6);
    assert.equal(drawn.get("a1").size, 3);
  }
});

test("every move the engine allows runs along one of the drawn lines", () => {
  // RULES.md: a row, or a run that steps up-right or up-left; as drawn, the directions
  // 0°, 60° and 120° (and their opposites), the distance a whole number of cells.
  const random = generator(61);
  for (const variant of Object.keys(HEXES)) {
    const game = new Game({ variant });
    let checked = 0;
    for (let ply = 0; ply < 40 && !game.isOver; ply += 1) {
      const centre = new Map(game.cells.map(({ name, x, y }) => [name, [x, y]]));
      for (const move of game.legalMoves()) {
        const slide = /^([a-k]\d{1,2})[-x]([a-k]\d{1,2})$/.exec(move);
        if (!slide) continue;
        const [fx, fy] = centre.get(slide[1]);
        const [tx, ty] = centre.get(slide[2]);
        const length = Math.hypot(tx - fx, ty - fy);
        const angle = (Math.round((Math.atan2(ty - fy, tx - fx) * 180) / Math.PI) + 360) % 180;
        assert.ok([0, 60, 120].includes(angle), `${variant} ${move}: at ${angle}°`);
        assert.ok(Math.abs(length - Math.round(length)) < 1e-9 && Math.round(length) >= 1, `${variant} ${move}: ${length} cells`);
        checked += 1;
      }
      const moves = game.legalMoves();
      game.play(moves[random(moves.length)]);
    }
    assert.ok(checked > 300, `${variant}: ${checked} moves`);
  }
});

test("moves, targets, undo and redo on hex5", () => {
  const game = new Game({ variant: "hex5" });
  // RULES.md's table: 15 moves at depth 1.
  assert.equal(game.legalMoves().length, 15);
  const moves = game.legalMoves();
  const from = moves[0].slice(0, 2);
  const targets = moves.filter((move) => move.startsWith(from)).map((move) => move.slice(3));
  assert.deepEqual(game.legalTargets(from).sort(), targets.sort());
  assert.deepEqual(game.legalTargets("a1"), []); // White's piece, Black to move
  assert.deepEqual(game.legalTargets("e5"), []); // the empty centre
  const start = game.position;
  assert.equal(game.play(moves[0].toUpperCase()), moves[0]); // any spelling in, canonical out
  assert.equal(game.sideToMove, "white");
  assert.equal(game.lastMove, moves[0]);
  assert.equal(game.undo(), moves[0]);
  assert.equal(game.position, start);
  assert.equal(game.redo(), moves[0]);
  assert.equal(game.ply, 1);
});

test("bad input on a hexagon throws a clear error and changes nothing", () => {
  const game = new Game({ variant: "hex5" });
  game.play(game.legalMoves()[0]);
  const before = () => [game.position, game.ply, game.moves.join(" "), game.redoMoves.join(" ")];
  const state = before();
  // RULES.md: row a of hex5 has 5 cells; its rows are a to i.
  assert.throws(() => game.legalTargets("a6"), { name: "Error", message: "a6 is off hex5: row a has 5 cells, a1 to a5" });
  assert.throws(() => game.pieceAt("j12"), { message: "j12 is off hex5: its rows are a to i" });
  assert.throws(() => game.legalMovesFrom("zz"), { message: '"zz" is not a cell of hex5' });
  assert.throws(() => game.play("a6-a4"), { message: /^cannot read "a6-a4" as a move: a6 is off hex5/ });
  assert.throws(() => game.play("i9-i8"), { message: /i9 is off hex5: row i has 5 cells, i1 to i5/ });
  assert.throws(() => game.play("a1-a9"), { message: /a9 is off hex5/ });
  assert.throws(() => game.play("e8-^^"), { name: "Error" }); // Cheshire Cat's exit: no move here
  assert.throws(() => game.play("e5-e6"), { message: /^illegal move e5-e6/ }); // no piece on e5
  assert.deepEqual(before(), state);
  // On hex6, j12 is off its row j (7 cells); a6 is a cell.
  const hex6 = new Game({ variant: "hex6" });
  assert.throws(() => hex6.pieceAt("j12"), { message: "j12 is off hex6: row j has 7 cells, j1 to j7" });
  assert.equal(hex6.pieceAt("a6"), null);
  // A square board's text is no hexagon's, and the reverse; nor is hex6's hex5's.
  const standard = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
  assert.throws(() => new Game({ variant: "hex5", position: standard }), { name: "Error", message: /^position "1bbbbbb1/ });
  assert.throws(() => new Game({ variant: "hex6", position: HEXES.hex5.start }), { message: /^position "wb1wb/ });
  assert.throws(() => new Game({ variant: "standard", position: HEXES.hex5.start }), { message: /^position "wb1wb/ });
  assert.throws(() => new Game({ variant: "5x5", position: HEXES.hex5.start }), { message: /^position "wb1wb/ });
  // A square board's names are checked against its own squares, as before.
  assert.throws(() => new Game({ variant: "5x5" }).pieceAt("a6"), { message: '"a6" is not a square of the 5×5 board (a1 to e5)' });
  // The crate's diagram draws a hexagon's cells as hexagons: one polygon a cell.
  assert.equal((game.svg().match(/<polygon class="cell/g) ?? []).length, 61);
});

test("hex6: a piece landing on the black hole f6 is swallowed", () => {
  // RULES.md, "The black hole": f6 never holds a piece; a piece landing on it is removed.
  const random = generator(6);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const game = new Game({ variant: "hex6" });
    while (!game.isOver) {
      const swallowed = game.legalMoves().filter((move) => move.endsWith("f6"));
      if (swallowed.length > 0) {
        const move = swallowed[random(swallowed.length)];
        const color = game.sideToMove;
        const pieces = game.pieces(color).length;
        game.play(move);
        assert.equal(game.pieceAt("f6"), null, move);
        assert.equal(game.pieces(color).length, pieces - 1, move);
        assert.equal(game.blackHole, "f6");
        return;
      }
      const moves = game.legalMoves();
      game.play(moves[random(moves.length)]);
    }
  }
  assert.fail("no move onto f6 in 50 random games");
});

test("threats on a hexagon are the opponent's winning moves", () => {
  const random = generator(5);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const game = new Game({ variant: "hex5", rules: "abstract-play" });
    while (!game.isOver) {
      const threats = game.threats();
      if (threats.length > 0) {
        // With the other side to move (one cheap way: the same cells, the turn swapped),
        // each threat is a legal move that wins at once.
        const turned = game.position.replace(/ [bw]$/, (turn) => (turn === " b" ? " w" : " b"));
        for (const threat of threats) {
          const other = new Game({ variant: "hex5", rules: "abstract-play", position: turned });
          other.play(threat);
          assert.equal(other.result?.winner, game.sideToMove === "black" ? "white" : "black", threat);
        }
        return;
      }
      const moves = game.legalMoves();
      game.play(moves[random(moves.length)]);
    }
  }
  assert.fail("no threat in 100 random games");
});

test("SGF round trip of a hexagonal game", () => {
  const game = new Game({ variant: "hex6-scrambled", rules: "abstract-play" });
  const random = generator(3);
  for (let ply = 0; ply < 20 && !game.isOver; ply += 1) {
    const moves = game.legalMoves();
    game.play(moves[random(moves.length)]);
  }
  const read = Game.fromSgf(game.toSgf());
  assert.equal(read.variant, "hex6-scrambled");
  assert.equal(read.geometry, "hex6");
  assert.deepEqual([read.position, read.moves], [game.position, game.moves]);
});

test("both engines play a legal move on hex5 and hex6", () => {
  for (const variant of ["hex5", "hex6"]) {
    const game = new Game({ variant });
    const alphaBeta = bestMove(game, { engine: "alphabeta", depth: 2 });
    assert.ok(game.legalMoves().includes(alphaBeta.move), `${variant}: ${alphaBeta.move}`);
    const mcts = bestMove(game, { engine: "mcts", nodes: 200 });
    assert.ok(game.legalMoves().includes(mcts.move), `${variant}: ${mcts.move}`);
  }
});
