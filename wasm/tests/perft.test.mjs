// Perft of every variant from its start, against the rule book's reference numbers:
// ../shared/RULES.md, "Perft" (the standard start, Scrambled Eggs), "Reference perft
// (start positions; conventions as above)" (the other square boards) and "Hexagonal
// boards" (hex5, hex6, hex6-scrambled, under Abstract Play's rules). Depths are kept
// small so that the whole file runs in a few seconds.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Game, VARIANTS, perft } from "../pkg/node.js";

/** RULES.md's leaves at depths 1, 2, 3 (Parachute: 1 and 2; its depth 3 is 1.2 billion). */
const REFERENCE = {
  standard: [36, 1_244, 44_952],
  scrambled: [32, 992, 32_000],
  "scrambled-mirrored": [32, 992, 32_000],
  "cheshire-cat": [36, 1_232, 42_916],
  parachute: [936, 1_057_326],
  "parachute-mirrored": [936, 1_057_326],
  "6x6": [24, 524, 11_440],
  "7x7": [30, 848, 25_012],
  loaps: [24, 544, 12_988],
  "5x5": [18, 280, 4_164],
  "9x9": [42, 1_712, 72_836],
  "10x10": [48, 2_252, 110_056],
  "11x11": [54, 2_864, 157_848],
  "12x12": [60, 3_548, 217_524],
  "black-hole": [42, 1_712, 72_836],
  "black-hole-scrambled": [38, 1_412, 54_612],
  hex5: [15, 219, 3_936],
  hex6: [30, 870, 26_946],
  "hex6-scrambled": [24, 588, 15_324],
};

/** The rules each reference was counted under, where not the default. */
const RULES = { hex5: "abstract-play", hex6: "abstract-play", "hex6-scrambled": "abstract-play" };

test("every variant has a reference", () => {
  assert.deepEqual(Object.keys(REFERENCE).sort(), [...VARIANTS].sort());
});

for (const [variant, leaves] of Object.entries(REFERENCE)) {
  test(`perft of ${variant}`, () => {
    leaves.forEach((expected, index) => {
      const depth = index + 1;
      assert.equal(perft(variant, depth, RULES[variant]), BigInt(expected), `${variant} at depth ${depth}`);
    });
    assert.equal(perft(variant, 0), 1n);
  });
}

test("the standard start at depth 4 (RULES.md, \"Perft\")", () => {
  assert.equal(perft("standard", 4), 1_563_208n);
});

test("a game's perft counts from its position, its rules", () => {
  // RULES.md, "Perft": the third of Winands' positions, game-aware under the default rules.
  const game = new Game({ position: "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w" });
  assert.deepEqual([1, 2, 3].map((depth) => game.perft(depth)), [24n, 633n, 14_448n]);
  assert.equal(new Game({ variant: "12x12" }).perft(2), 3_548n);
});

test("perft refuses bad arguments", () => {
  assert.throws(() => perft("chess", 1), { name: "Error", message: /variant/ });
  assert.throws(() => perft("standard", 1, "fide"), { name: "Error", message: /rule preset/ });
  assert.throws(() => perft("standard", -1), { message: "depth must be from 0 to 64, not -1" });
  assert.throws(() => perft("standard", 1.5), { message: "depth must be a whole number, not 1.5" });
  assert.throws(() => new Game().perft(Number.NaN), { message: "depth must be from 0 to 64, not NaN" });
});
