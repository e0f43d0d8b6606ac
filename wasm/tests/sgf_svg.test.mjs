// SGF records in and out on every board, and the SVG diagram.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Game, VARIANTS } from "../pkg/node.js";
import { generator } from "./random.mjs";

for (const variant of VARIANTS) {
  test(`SGF round trip of ${variant}`, () => {
    const random = generator(99 + VARIANTS.indexOf(variant));
    const game = new Game({ variant, rules: "boardspace" });
    for (let ply = 0; ply < 40 && !game.isOver; ply += 1) {
      const moves = game.legalMoves();
      game.play(moves[random(moves.length)]);
    }
    const text = game.toSgf();
    assert.match(text, /^\(;FF\[4\]GM\[9\]/);
    assert.match(text, /RU\[boardspace\]/);
    const read = Game.fromSgf(text);
    assert.equal(read.variant, variant);
    assert.equal(read.rules, "boardspace");
    assert.deepEqual(read.moves, game.moves);
    assert.equal(read.position, game.position);
    assert.deepEqual(read.result, game.result);
    assert.equal(read.toSgf(), text);
  });
}

test("SGF from another program (the crate's read_any_sgf documentation)", () => {
  const game = Game.fromSgf("(;GM[9]SZ[12];B[b1-b3];W[a2-c2];B[b12-b10])(;GM[9]SU[Loa-12])");
  assert.equal(game.variant, "12x12");
  assert.equal(game.size, 12);
  assert.deepEqual(game.moves, ["b1-b3", "a2-c2", "b12-b10"]);
  assert.equal(game.rules, "olympiad"); // no RU: the default rules
});

test("bad SGF throws the reader's message", () => {
  assert.throws(() => Game.fromSgf("not sgf"), { name: "Error" });
  assert.throws(() => Game.fromSgf(""), { name: "Error" });
  assert.throws(() => Game.fromSgf("(;SZ[13])"), { message: /^game 1, ply 0, line 1: "SZ\[13\]": the board size is not 5, 6/ });
  // The crate's read_any_sgf documentation: m1 is no square of the 12×12 board's start… of any move here.
  assert.throws(() => Game.fromSgf("(;SZ[12];B[m1-m3])"), { message: /ply 1/ });
});

test("the SVG diagram", () => {
  const game = new Game();
  const svg = game.svg();
  assert.match(svg, /^<svg /);
  // The crate's SvgOptions documentation: 414 × 414 with coordinates, 384 × 384 without.
  assert.match(svg, /viewBox="0 0 414 414"/);
  assert.match(game.svg({ coordinates: false }), /viewBox="0 0 384 384"/);
  assert.match(game.svg({ squareSize: 24, coordinates: false }), /viewBox="0 0 192 192"/);
  // c1's three targets: c1-c3, c1-e3 and c1xa3.
  assert.equal(game.svg({ selected: "c1" }).match(/class="target"/g).length, 3);
  game.play("b1-b3");
  assert.ok(game.svg().includes('class="last-move"'));
  assert.ok(!game.svg({ lastMove: false }).includes('class="last-move"'));
  assert.notEqual(game.svg({ flipped: true }), game.svg());
  assert.notEqual(game.svg({ theme: "blue" }), game.svg());
  assert.ok(game.svg({ marked: ["e4", "d5"] }).length > game.svg().length);
  const threatened = new Game({ position: "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b" });
  assert.ok(threatened.svg({ threats: true }).includes('class="threat"'));
  assert.match(new Game({ variant: "12x12" }).svg(), /viewBox="0 0 606 606"/);
  assert.throws(() => game.svg({ theme: "neon" }), { message: /theme/ });
  assert.throws(() => game.svg({ selected: "z1" }), { message: /not a square/ });
  assert.throws(() => game.svg({ squareSize: 0 }), { message: "squareSize must be from 8 to 1000, not 0" });
  assert.throws(() => game.svg({ flipped: "yes" }), { message: "flipped must be a boolean, not string" });
  assert.throws(() => game.svg({ marked: "e4" }), { message: "marked must be an array of strings, not string" });
});
