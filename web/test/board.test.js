// The web board in a real browser: Debian's Chromium (apt-get install chromium) driven
// by playwright-core against web/dist/ (built by web/build) served on 127.0.0.1. Every
// move is made by clicks (taps, keys) on the squares; what the page shows is checked
// against the npm package itself, run here in Node (wasm/pkg/node.js), from the
// position the page shows: the highlighted targets must be exactly the targets of the
// legal moves (`legalMoves()`, while the page asks `legalTargets`), the pieces and
// holes those of the position, the engine's answers legal, the result the game's.
// Screenshots go to web/test-results/.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { Game, RULE_PRESETS, VARIANTS } from "../../wasm/pkg/node.js";
import { serve } from "./server.js";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "..", "dist");
const results = join(here, "..", "test-results");
const repository = join(here, "..", "..");
mkdirSync(results, { recursive: true });

/** The engine's time a move in these tests: the page's quickest strength. */
const QUICK = "250";

let server;
let browser;

before(async () => {
  server = await serve(dist);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox"],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A small deterministic generator (xorshift32), so that a failing game can be replayed. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  };
}

/** The squares of a move's text, read here independently of the page's notation.js. */
function squaresOf(move) {
  const [part, drop] = move.split("@");
  const slide = /^([a-l]\d{1,2})[-x]([a-l]\d{1,2})$/.exec(part);
  const exit = /^([a-l]\d{1,2})-\^\^$/.exec(part);
  return { part, from: slide?.[1] ?? exit?.[1], to: slide?.[2], exit: Boolean(exit), drop };
}

/** A fresh page at the board, with every console error and page error collected. */
async function open(options = {}) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, errors, close: () => context.close() };
}

/** Chooses the opponent, engine, strength and rules, then the variant (which starts the game). */
async function setUp(page, { variant, mode, engine = "alphabeta", rules = "olympiad" }) {
  await page.selectOption('[data-testid="mode"]', mode);
  await page.selectOption('[data-testid="engine"]', engine);
  await page.selectOption('[data-testid="strength"]', QUICK);
  await page.selectOption('[data-testid="rules"]', rules);
  await page.selectOption('[data-testid="variant"]', variant);
  await page.click('[data-testid="new-game"]');
}

/** What the page shows, read from its hooks. */
function shown(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    const squares = (selector) => [...board.querySelectorAll(selector)].map((element) => element.dataset.square).sort();
    return {
      position: board.dataset.position,
      turn: board.dataset.turn,
      status: document.querySelector('[data-testid="status"]').textContent,
      over: document.querySelector('[data-testid="status"]').dataset.over === "true",
      moves: [...document.querySelector('[data-testid="moves"]').children].map((item) => item.textContent),
      squares: [...board.querySelectorAll("[data-square]")].map((element) => element.dataset.square),
      black: squares('[data-piece="black"]'),
      white: squares('[data-piece="white"]'),
      holes: squares("[data-hole]"),
      targets: squares("[data-legal-target]"),
      threats: squares("[data-threat]"),
    };
  });
}

/** The game the Node package reads from the position the page shows. */
function model(variant, position) {
  return new Game({ variant, position });
}

/** Checks that the pieces and holes on the page are those of its position. */
function checkBoard(variant, view) {
  const game = model(variant, view.position);
  assert.deepEqual(view.black, game.pieces("black").sort(), "black pieces");
  assert.deepEqual(view.white, game.pieces("white").sort(), "white pieces");
  assert.deepEqual(view.holes, game.holes.sort(), "holes");
  assert.deepEqual([...view.squares].sort(), [...game.squares].sort(), "every square of the board, once");
  game.free();
}

const click = (page, square, how = "click") => page[how](`[data-square="${square}"]`);

/**
 * Plays `move` by clicks as a person, checking on the way that exactly the legal
 * targets (then, in a drop-phase turn, exactly the legal drop squares) are highlighted.
 */
async function playByClicks(page, variant, move, how = "click", screenshot = null) {
  const before = await shown(page);
  const game = model(variant, before.position);
  const legal = game.legalMoves();
  game.free();
  assert.ok(legal.includes(move), `${move} is legal in ${before.position}`);
  const { part, from, to, exit, drop } = squaresOf(move);
  if (from) {
    await click(page, from, how);
    const targets = [...new Set(legal.map(squaresOf).filter((m) => m.from === from && m.to).map((m) => m.to))].sort();
    assert.deepEqual((await shown(page)).targets, targets, `the targets of ${from} in ${before.position}`);
    if (screenshot) await page.screenshot({ path: screenshot });
  }
  if (part === "pass" && !drop) {
    await page.click('[data-testid="pass"]');
  } else if (exit) {
    await page.click('[data-testid="exit"]');
  } else if (to) {
    await click(page, to, how);
  }
  if (drop) {
    const drops = legal.map(squaresOf).filter((m) => m.part.replace("x", "-") === part.replace("x", "-")).map((m) => m.drop);
    const during = await shown(page);
    assert.deepEqual(during.targets, drops.sort(), `the drop squares after ${part}`);
    assert.deepEqual(during.moves, before.moves, "nothing is played before the drop");
    if (screenshot) await page.screenshot({ path: screenshot.replace(/\.png$/, "-drop.png") });
    await click(page, drop, how);
  }
  // The engine may answer at once (a forced move): the list may hold its reply too.
  const afterwards = await shown(page);
  const count = before.moves.length + 1;
  assert.deepEqual(afterwards.moves.slice(0, count), [...before.moves, move], `${move} is listed next`);
  assert.ok(afterwards.moves.length <= count + 1);
  assert.deepEqual(afterwards.targets, [], "no target is left highlighted");
  checkBoard(variant, afterwards);
  const next = model(variant, before.position);
  next.play(move);
  const position = next.position;
  next.free();
  return position;
}

/** A random legal move of the position the page shows. */
async function randomMove(page, variant, pick) {
  const game = model(variant, (await shown(page)).position);
  const legal = game.legalMoves();
  game.free();
  return legal[pick(legal.length)];
}

/** Waits for the engine's answer to `position`: `count` moves listed, or the game over. */
async function engineAnswer(page, variant, count, position) {
  await page.waitForFunction(
    (n) =>
      document.querySelector('[data-testid="moves"]').children.length >= n ||
      document.querySelector('[data-testid="status"]').dataset.over === "true",
    count,
    { timeout: 20_000 },
  );
  const afterwards = await shown(page);
  if (afterwards.moves.length === count) {
    const game = model(variant, position);
    const answer = afterwards.moves[count - 1];
    assert.ok(game.legalMoves().includes(answer), `the engine's ${answer} is legal in ${position}`);
    game.free();
  }
  return afterwards;
}

/** The game the Node package replays from the moves the page lists. */
function replay(variant, rules, moves) {
  const game = new Game({ variant, rules });
  for (const move of moves) game.play(move);
  return game;
}

test("a whole standard game by clicks against the engine, then SGF download and load", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "standard", mode: "engine-white" });
  const start = await shown(page);
  // RULES.md, "Start positions": 64 squares, b1–g1 and b8–g8 Black, a2–a7 and h2–h7 White.
  assert.equal(start.position, "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
  assert.equal(start.squares[0], "a8", "rank 8 at the top, file a on the left");
  checkBoard("standard", start);
  assert.match(start.status, /^Black to move/);

  // Clicks that are no move change nothing: an empty square, the opponent's piece,
  // then a non-target square while b1 is picked up.
  for (const square of ["e4", "a2"]) {
    await click(page, square);
    const view = await shown(page);
    assert.deepEqual([view.position, view.moves, view.targets], [start.position, [], []], `a click on ${square}`);
  }
  await click(page, "b1");
  // RULES.md, "Perft": b1's moves at the start are b1-b3, b1-d3, b1-h1.
  assert.deepEqual((await shown(page)).targets, ["b3", "d3", "h1"]);
  await click(page, "e5");
  let view = await shown(page);
  assert.deepEqual([view.position, view.moves, view.targets], [start.position, [], []], "a click on e5 with b1 picked up");

  const pick = random(20);
  for (let turn = 0; turn < 150 && !view.over; turn += 1) {
    const count = view.moves.length + 2;
    // The fifth turn's picked-up piece and its targets: the README's picture (docs/web-board.png).
    const screenshot = turn === 4 ? join(results, "standard-midgame.png") : null;
    const position = await playByClicks(page, "standard", await randomMove(page, "standard", pick), "click", screenshot);
    view = await engineAnswer(page, "standard", count, position);
  }
  assert.ok(view.over, "the game ended within 150 turns");
  const game = replay("standard", "olympiad", view.moves);
  const result = game.result;
  assert.ok(result, "the moves listed end the game");
  const winner = result.winner ? `${result.winner[0].toUpperCase()}${result.winner.slice(1)} wins` : "Draw";
  assert.ok(view.status.startsWith(winner), `the status "${view.status}" says ${result.text}`);
  assert.equal(view.position, game.position);
  await page.screenshot({ path: join(results, "standard-end.png"), fullPage: true });

  // SGF: download it, check it replays to the same game, start anew and load it back.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="download-sgf"]')]);
  const file = join(results, "standard.sgf");
  await download.saveAs(file);
  const sgf = readFileSync(file, "utf8");
  const read = Game.fromSgf(sgf);
  assert.deepEqual(read.moves, view.moves, "the SGF holds the moves listed");
  read.free();
  await page.click('[data-testid="new-game"]');
  assert.deepEqual((await shown(page)).moves, []);
  await page.setInputFiles('[data-testid="load-sgf"]', file);
  await page.waitForFunction((n) => document.querySelector('[data-testid="moves"]').children.length === n, view.moves.length);
  const loaded = await shown(page);
  assert.deepEqual([loaded.position, loaded.moves, loaded.status], [view.position, view.moves, view.status], "the loaded game");

  // Step through it: back one move, back to the start, forward again.
  await page.click('[data-testid="undo"]');
  game.undo();
  assert.deepEqual([(await shown(page)).position, (await shown(page)).moves], [game.position, game.moves]);
  await page.click('[data-action="start"]');
  assert.equal((await shown(page)).position, start.position);
  await page.click('[data-testid="redo"]');
  assert.deepEqual((await shown(page)).moves, view.moves.slice(0, 1));
  await page.click('[data-action="end"]');
  assert.deepEqual((await shown(page)).moves, view.moves);
  game.free();
  await close();
  assert.deepEqual(errors, []);
});

test("every variant's start: the choosers hold the engine's names, the board its position", async () => {
  const { page, errors, close } = await open();
  const values = (selector) => page.$$eval(`${selector} option`, (options) => options.map((option) => option.value));
  assert.deepEqual(await values('[data-testid="variant"]'), [...VARIANTS]);
  assert.deepEqual(await values('[data-testid="rules"]'), [...RULE_PRESETS]);
  await page.selectOption('[data-testid="mode"]', "human");
  for (const variant of VARIANTS) {
    await page.selectOption('[data-testid="variant"]', variant);
    const view = await shown(page);
    const game = new Game({ variant });
    assert.equal(view.position, game.position, variant);
    // RULES.md: the square boards' size×size squares, hex5's 61 cells and hex6's 91.
    const count = { hex5: 61, hex6: 91, "hex6-scrambled": 91 }[variant] ?? game.size * game.size;
    assert.equal(view.squares.length, count, variant);
    assert.deepEqual(view.squares, game.squares, `${variant}: the squares row by row from the top`);
    checkBoard(variant, view);
    // RULES.md, "Variants": Black Hole's hole is e5 of the 9×9 board; "Hexagonal boards": hex6's is f6.
    const blackHole = await page.$$eval("[data-black-hole]", (squares) => squares.map((square) => square.dataset.square));
    const hole = variant.startsWith("black-hole") ? ["e5"] : variant.startsWith("hex6") ? ["f6"] : [];
    assert.deepEqual(blackHole, hole, variant);
    game.free();
    if (variant === "black-hole") await page.screenshot({ path: join(results, "black-hole.png"), fullPage: true });
  }
  await close();
  assert.deepEqual(errors, []);
});

test("Cheshire Cat: moves leave holes; a piece without a move is offered its exit", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "cheshire-cat", mode: "human" });
  const pick = random(7);
  for (let ply = 0; ply < 6; ply += 1) await playByClicks(page, "cheshire-cat", await randomMove(page, "cheshire-cat", pick));
  // A square a piece moves from becomes a hole, and nothing lands on a hole (RULES.md, "Cheshire Cat").
  const view = await shown(page);
  for (const move of view.moves) assert.ok(view.holes.includes(squaresOf(move).from), `${move} left a hole`);
  await page.screenshot({ path: join(results, "cheshire-cat.png"), fullPage: true });

  // The real Gemma record (tests/data/boardspace/gemma-1.sgf; RULES.md, "Cheshire Cat"):
  // its 26th ply is the exit e8-^^. Step to just before it and play it by clicks.
  const record = join(repository, "tests", "data", "boardspace", "gemma-1.sgf");
  await page.setInputFiles('[data-testid="load-sgf"]', record);
  await page.waitForFunction(() => document.querySelector('[data-testid="moves"]').children.length === 44);
  await page.click('[data-testid="moves"] > li:nth-child(25)');
  assert.equal((await shown(page)).moves.length, 25);
  await playByClicks(page, "cheshire-cat", "e8-^^");
  assert.ok((await shown(page)).holes.includes("e8"));
  await close();
  assert.deepEqual(errors, []);
});

test("Parachute: a drop-phase turn is a slide then a drop, and the engine drops too", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "parachute", mode: "engine-white" });
  const start = await shown(page);
  // RULES.md, "Parachute": the start, six stones each in reserve.
  assert.equal(start.position, "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
  assert.match(start.status, /slide a piece, then drop a white stone/);
  // After a slide, a click on a square that is no drop square (a piece) takes the
  // slide back and plays nothing; so does the "take back" button, the piece still held.
  await click(page, "a7");
  const targets = (await shown(page)).targets;
  assert.ok(targets.length > 0);
  await click(page, targets[0]);
  await click(page, "h7");
  assert.deepEqual([(await shown(page)).moves, (await shown(page)).targets], [[], []]);
  await click(page, "a7");
  await click(page, targets[0]);
  await page.click('[data-testid="cancel-slide"]');
  assert.deepEqual((await shown(page)).targets, targets, "a7 held again, its targets shown");
  await click(page, "a7");
  assert.deepEqual((await shown(page)).targets, [], "a7 put down");

  const pick = random(3);
  for (let turn = 0; turn < 2; turn += 1) {
    const screenshot = turn === 1 ? join(results, "parachute-turn.png") : null;
    const position = await playByClicks(page, "parachute", await randomMove(page, "parachute", pick), "click", screenshot);
    const view = await engineAnswer(page, "parachute", 2 * turn + 2, position);
    assert.match(view.moves.at(-1), /@[a-h][1-8]$/, "the engine's turn has its drop");
  }
  await page.screenshot({ path: join(results, "parachute.png"), fullPage: true });
  await close();
  assert.deepEqual(errors, []);
});

test("12x12, the largest board: clicks against the engine", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "12x12", mode: "engine-white" });
  const start = await shown(page);
  // RULES.md, "Variants": 12×12's start.
  assert.equal(start.position, "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b");
  checkBoard("12x12", start);
  assert.equal(start.squares[0], "a12");
  const pick = random(12);
  for (let turn = 0; turn < 3; turn += 1) {
    const position = await playByClicks(page, "12x12", await randomMove(page, "12x12", pick));
    await engineAnswer(page, "12x12", 2 * turn + 2, position);
  }
  await page.screenshot({ path: join(results, "12x12.png"), fullPage: true });
  await close();
  assert.deepEqual(errors, []);
});

test("the keyboard, a flip, and the threat warning", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "standard", mode: "human" });
  // Tab reaches the board at a1; → to b1, Enter picks it up, ↑↑ to b3, Enter plays b1-b3.
  await page.focus('[data-square="a1"]');
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  assert.deepEqual((await shown(page)).targets, ["b3", "d3", "h1"]);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  assert.deepEqual((await shown(page)).moves, ["b1-b3"]);

  await page.click('[data-testid="flip"]');
  const flipped = await shown(page);
  assert.equal(flipped.squares[0], "h1", "flipped: rank 1 at the top, file h on the left");
  assert.equal(flipped.squares.at(-1), "a8");
  // Clicks on the flipped board play as before (the README's game: 1. b1-b3 a2-c2).
  await playByClicks(page, "standard", "a2-c2");

  // A file that is no game is refused in words, and the game stays as it was.
  const bad = join(results, "illegal.sgf");
  writeFileSync(bad, "(;FF[4]GM[9]SZ[8];B[b1-b4])");
  const before = await shown(page);
  await page.setInputFiles('[data-testid="load-sgf"]', bad);
  await page.waitForFunction(() => document.querySelector('[data-testid="notice"]').textContent.startsWith("illegal.sgf: "));
  const refused = await shown(page);
  assert.deepEqual([refused.position, refused.moves], [before.position, before.moves]);
  // Move-list items are reached by Tab and stepped to with Enter: back to after b1-b3.
  assert.deepEqual(refused.moves, ["b1-b3", "a2-c2"]);
  await page.focus('[data-testid="moves"] > li:nth-child(1)');
  await page.keyboard.press("Enter");
  assert.deepEqual((await shown(page)).moves, ["b1-b3"]);

  // RULES.md, "Perft": in 8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 White wins with h3-h5,
  // h3-f5, h7-h5 and e2-h5; with Black to move those are the threats to warn of.
  const game = new Game({ variant: "standard", position: "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b" });
  const file = join(results, "threats.sgf");
  writeFileSync(file, game.toSgf());
  game.free();
  await page.setInputFiles('[data-testid="load-sgf"]', file);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.position.endsWith(" b"));
  assert.deepEqual((await shown(page)).threats, []);
  await page.check('[data-testid="threats"]');
  const warned = await shown(page);
  assert.deepEqual(warned.threats, ["f5", "h5"]);
  const text = await page.textContent('[data-testid="threat"]');
  for (const move of ["h3-h5", "h3-f5", "h7-h5", "e2-h5"]) assert.ok(text.includes(move), `${text} names ${move}`);
  await page.screenshot({ path: join(results, "threats.png"), fullPage: true });
  await close();
  assert.deepEqual(errors, []);
});

test("a phone: the page fits 390 px, and a tap plays", async () => {
  const { page, errors, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await setUp(page, { variant: "standard", mode: "engine-white" });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width} px wide`);
  const position = await playByClicks(page, "standard", "c1-c3", "tap");
  await engineAnswer(page, "standard", 2, position);
  await page.screenshot({ path: join(results, "phone.png"), fullPage: true });
  await close();
  assert.deepEqual(errors, []);
});

test("the engine: MCTS answers, it thinks in a worker while the page runs on, undo takes back to your turn", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "standard", mode: "engine-white", engine: "mcts" });
  const start = (await shown(page)).position;
  const position = await playByClicks(page, "standard", "c1-c3");
  await engineAnswer(page, "standard", 2, position);
  // Undo against the engine takes back its move and yours: your turn again.
  await page.click('[data-testid="undo"]');
  let view = await shown(page);
  assert.deepEqual([view.moves, view.position], [[], start]);
  assert.match(view.status, /^Black to move/);

  // A one-second search: the page's timers keep running (the search is in the worker;
  // on the page's thread it would hold them up for the whole second),
  // and an undo while it thinks cancels it: its answer never lands.
  await page.selectOption('[data-testid="strength"]', "1000");
  await playByClicks(page, "standard", "b1-b3");
  assert.match((await shown(page)).status, /thinking/);
  const longestGap = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        let longest = 0;
        const timer = setInterval(() => {
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
        }, 10);
        setTimeout(() => {
          clearInterval(timer);
          resolve(longest);
        }, 600);
      }),
  );
  assert.ok(longestGap < 300, `the page's timer waited ${longestGap} ms while the engine thought`);
  await page.click('[data-testid="undo"]');
  await page.waitForTimeout(1500);
  view = await shown(page);
  assert.deepEqual([view.moves, view.position], [[], start], "the cancelled search played nothing");

  // With a move to redo the engine waits (the record is being stepped through); in a
  // new game, the engine as Black moves first.
  await page.selectOption('[data-testid="strength"]', QUICK);
  await page.selectOption('[data-testid="mode"]', "engine-black");
  assert.match((await shown(page)).status, /the engine waits/);
  await page.click('[data-testid="new-game"]');
  await engineAnswer(page, "standard", 1, start);
  assert.match((await shown(page)).status, /^White to move/);
  await close();
  assert.deepEqual(errors, []);
});

/** Each square's box on the page: its centre, width and height, by name. */
function boxes(page) {
  return page.$$eval("[data-square]", (buttons) =>
    Object.fromEntries(
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return [button.dataset.square, { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height }];
      }),
    ),
  );
}

/** The square whose button is under the page's point (x, y), as a click there finds it. */
function squareAt(page, x, y) {
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("[data-square]")?.dataset.square ?? null, [x, y]);
}

/** The square the keyboard focus is on. */
function focused(page) {
  return page.evaluate(() => document.activeElement?.dataset?.square ?? null);
}

test("the hexagons: every hexagonal start drawn cell by cell where the package places it, moves by clicks, the black hole", async () => {
  const { page, errors, close } = await open();
  // RULES.md, "Hexagonal boards": the middle cell (hex5's e5, hex6's f6), and the cell up
  // and to its left ("from the middle row up, it touches x−1 and x of the row above").
  const middles = { hex5: ["e5", "f4"], hex6: ["f6", "g5"], "hex6-scrambled": ["f6", "g5"] };
  let seed = 40;
  for (const [variant, [middle, upLeft]] of Object.entries(middles)) {
    await setUp(page, { variant, mode: "human" });
    const start = await shown(page);
    const game = new Game({ variant });
    assert.equal(start.position, game.position, variant);
    checkBoard(variant, start);
    // Every cell where the package's centres put it: a1 as the origin, y downwards, the
    // unit the widest row's spread on the page; each a pointy-topped hexagon, 2/√3 as high
    // as it is wide, and a cell wide.
    const drawn = await boxes(page);
    const spread = (values) => Math.max(...values) - Math.min(...values);
    const unit = spread(Object.values(drawn).map((box) => box.x)) / spread(game.cells.map((cell) => cell.x));
    assert.ok(Math.abs(drawn.a1.width - unit) < 0.5, `${variant}: a cell is ${drawn.a1.width} px wide, its neighbours ${unit} px apart`);
    const a1 = game.cells.find((cell) => cell.name === "a1");
    for (const { name, x, y } of game.cells) {
      const [dx, dy] = [drawn[name].x - drawn.a1.x, drawn[name].y - drawn.a1.y];
      assert.ok(Math.abs(dx - (x - a1.x) * unit) < 1 && Math.abs(dy + (y - a1.y) * unit) < 1, `${variant} ${name} at (${dx}, ${dy})`);
      assert.ok(Math.abs(drawn[name].height / drawn[name].width - 2 / Math.sqrt(3)) < 0.02, `${variant} ${name}: a hexagon's box`);
    }
    // A click lands on the hexagon under the pointer, not on the box around another: the
    // top left corner of the middle cell's box is inside its up-left neighbour.
    const box = drawn[middle];
    assert.equal(await squareAt(page, box.x, box.y), middle);
    assert.equal(await squareAt(page, box.x - box.width / 2 + 3, box.y - box.height / 2 + 3), upLeft, `${variant}: the corner of ${middle}'s box`);
    // The black hole, hex6's f6, drawn at the middle of the board.
    const hole = await page.$$eval("[data-black-hole]", (cells) => cells.map((cell) => cell.dataset.square));
    assert.deepEqual(hole, game.blackHole ? [game.blackHole] : [], variant);
    if (game.blackHole) {
      const board = await page.$eval('[data-testid="board"]', (element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      });
      assert.ok(Math.hypot(board.x - box.x, board.y - box.y) < 1, `${variant}: f6 at the board's middle`);
      const image = await page.$eval('[data-square="f6"]', (cell) => getComputedStyle(cell).backgroundImage);
      assert.match(image, /radial-gradient/, "the black hole is drawn");
    }
    game.free();
    // Two moves by clicks, each with exactly its legal targets highlighted on the way.
    const pick = random((seed += 1));
    for (let ply = 0; ply < 2; ply += 1) {
      const screenshot = ply === 1 ? join(results, `${variant}.png`) : null;
      await playByClicks(page, variant, await randomMove(page, variant, pick), "click", screenshot);
    }
  }
  await close();
  assert.deepEqual(errors, []);
});

test("the hexagons by keyboard: the arrow keys between neighbours, flipped too; hex5 against the engine", async () => {
  const { page, errors, close } = await open();
  await setUp(page, { variant: "hex5", mode: "human" });
  // Tab reaches the board at a1. → steps along the row to a2; ↑ to the row above, the
  // right-hand cell of the two touching a2 (b3); ↑ again to c3, back to a2's column
  // (RULES.md: below the middle row, cell x touches x and x+1 of the row above); → to c4.
  await page.focus('[data-square="a1"]');
  const path = [];
  for (const key of ["ArrowRight", "Enter", "ArrowUp", "ArrowUp", "ArrowRight"]) {
    await page.keyboard.press(key);
    path.push(await focused(page));
    // RULES.md's start: a2 is Black's; the package says where it goes.
    if (key === "Enter") assert.deepEqual((await shown(page)).targets, new Game({ variant: "hex5" }).legalTargets("a2").sort());
  }
  assert.deepEqual(path, ["a2", "a2", "b3", "c3", "c4"]);
  await page.keyboard.press("Enter");
  assert.deepEqual((await shown(page)).moves, ["a2-c4"]);
  // From c4 (a column of its own now), ↓ zigzags down it: b4 (the right-hand one of b3
  // and b4, both as near), a3; ← and ↓ stop at the board's edge.
  const down = [["ArrowDown", "b4"], ["ArrowDown", "a3"], ["ArrowLeft", "a2"], ["ArrowLeft", "a1"], ["ArrowLeft", "a1"], ["ArrowDown", "a1"]];
  for (const [key, square] of down) {
    await page.keyboard.press(key);
    assert.equal(await focused(page), square, `${key} to ${square}`);
  }
  // Escape puts a piece down.
  await page.focus('[data-square="a4"]'); // White's, White to move
  await page.keyboard.press("Enter");
  assert.ok((await shown(page)).targets.length > 0);
  await page.keyboard.press("Escape");
  assert.deepEqual((await shown(page)).targets, []);

  // Flipped, the arrows go as the board is drawn: i5 at the bottom left, → to i4, ↑ to h4
  // (of the two cells touching i4 above, h5 and h4, the right-hand one as drawn).
  await page.click('[data-testid="flip"]');
  const flipped = await shown(page);
  assert.equal(flipped.squares[0], "a5", "flipped: row a at the top, from its right end");
  assert.equal(flipped.squares.at(-1), "i1");
  await page.focus('[data-square="i5"]');
  await page.keyboard.press("ArrowRight");
  assert.equal(await focused(page), "i4");
  await page.keyboard.press("ArrowUp");
  assert.equal(await focused(page), "h4");
  // Clicks on the flipped board play as before.
  await playByClicks(page, "hex5", await randomMove(page, "hex5", random(9)));
  await page.click('[data-testid="flip"]');

  // Against the engine (its worker reads the game's SGF), the Alveole rules.
  await setUp(page, { variant: "hex5", mode: "engine-white", rules: "alveole" });
  const pick = random(55);
  for (let turn = 0; turn < 2; turn += 1) {
    const position = await playByClicks(page, "hex5", await randomMove(page, "hex5", pick));
    await engineAnswer(page, "hex5", 2 * turn + 2, position);
  }
  await close();
  assert.deepEqual(errors, []);
});

test("a phone: hex6 fits 390 px, and a tap plays", async () => {
  const { page, errors, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await setUp(page, { variant: "hex6", mode: "human" });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width} px wide`);
  await playByClicks(page, "hex6", await randomMove(page, "hex6", random(6)), "tap");
  await page.screenshot({ path: join(results, "hex6-phone.png"), fullPage: true });
  await close();
  assert.deepEqual(errors, []);
});
