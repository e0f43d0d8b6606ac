// The page: the game (the engine's `Game`, in WebAssembly), the board view, the
// controls and the engine's worker, wired together. Every rule question goes to the
// engine (legalTargets, dropSquares, legalMovesFrom, play, result, threats); this file
// only decides what a click means and what to show.
import init, { Game, VARIANTS, RULE_PRESETS } from "./pkg/index.js";
import { BoardView } from "./board.js";
import { Engine } from "./engine.js";
import { firstPart, parseMove } from "./notation.js";
import { VARIANT_LABELS, PRESET_LABELS, colorName, other, describeResult } from "./words.js";

const byTestId = (id) => document.querySelector(`[data-testid="${id}"]`);
const ui = {
  status: byTestId("status"),
  threat: byTestId("threat"),
  notice: byTestId("notice"),
  actions: byTestId("actions"),
  moves: byTestId("moves"),
  info: byTestId("info"),
  variant: byTestId("variant"),
  rules: byTestId("rules"),
  mode: byTestId("mode"),
  engine: byTestId("engine"),
  strength: byTestId("strength"),
  threats: byTestId("threats"),
  load: byTestId("load-sgf"),
};

class App {
  constructor() {
    this.board = new BoardView(byTestId("board"), (square) => this.activate(square), () => this.cancel());
    this.engine = new Engine();
    /** @type {Game} */
    this.game = null;
    this.selected = null; // the square of the piece picked up
    this.part = null; // a drop-phase turn's first part ("a3-c5", "pass"), once chosen
    this.flipped = false;
    this.thinking = false;
    this.generation = 0; // counts the game's changes: an engine answer for an older one is dropped
    this.lastSearch = null;
    this.shownMoves = "";
  }

  /** The side the engine plays, or null when two people play. */
  get engineSide() {
    return { "engine-white": "white", "engine-black": "black" }[ui.mode.value] ?? null;
  }

  /** Whether a click on the board may play: a person's turn in a game going on. */
  get humanTurn() {
    return !this.game.isOver && !this.thinking && this.game.sideToMove !== this.engineSide;
  }

  /** A new game of the chosen variant and rules. */
  newGame() {
    this.replace(new Game({ variant: ui.variant.value, rules: ui.rules.value }));
    this.lastSearch = null;
    this.say("");
    this.changed();
  }

  /** Puts `game` in place of the current one, freeing the old one's memory. */
  replace(game) {
    this.game?.free();
    this.game = game;
  }

  /** After any change to the game: forget the selection and any search, draw, and let the engine move. */
  changed() {
    this.generation += 1;
    this.engine.cancel();
    this.thinking = false;
    this.selected = null;
    this.part = null;
    // In the drop phase a side without a slide passes and still drops: the drop is all there is to choose.
    const moves = this.game.inDropPhase ? this.game.legalMoves() : [];
    if (moves.length > 0 && moves.every((move) => move.startsWith("pass@"))) this.part = "pass";
    this.render();
    this.engineMove();
  }

  /** Plays `move` (canonical notation) for a person. */
  play(move) {
    try {
      this.game.play(move);
      this.say("");
    } catch (error) {
      this.say(error.message);
    }
    this.changed();
  }

  /** A click (or Enter) on `square`. */
  activate(square) {
    if (!this.humanTurn) return;
    const game = this.game;
    if (this.part !== null) {
      if (game.dropSquares(this.part).includes(square)) {
        this.play(`${this.part}@${square}`);
        return;
      }
      if (this.part === "pass") return;
      this.part = null;
    }
    if (this.selected && game.legalTargets(this.selected).includes(square)) {
      const move = game.legalMovesFrom(this.selected).find((text) => parseMove(text).to === square);
      if (game.inDropPhase) {
        this.part = firstPart(move);
        this.render();
      } else {
        this.play(move);
      }
      return;
    }
    this.selected = game.pieceAt(square) === game.sideToMove && square !== this.selected ? square : null;
    this.render();
  }

  /** Escape: put the piece down, or take back a drop-phase turn's chosen slide. */
  cancel() {
    if (this.part !== null && this.part !== "pass") this.part = null;
    else this.selected = null;
    this.render();
  }

  /** Takes back a move; against the engine, back to the person's turn. */
  undo() {
    if (this.game.undo() === null) return;
    while (this.engineSide && this.game.sideToMove === this.engineSide && this.game.ply > 0) this.game.undo();
    this.changed();
  }

  /** Plays again a move undone; against the engine, on to the person's turn. */
  redo() {
    if (this.game.redo() === null) return;
    while (this.engineSide && this.game.sideToMove === this.engineSide && this.game.redoMoves.length > 0) {
      this.game.redo();
    }
    this.changed();
  }

  /** Undoes (or redoes) every move: the start (or the end) of the record. */
  toStart() {
    while (this.game.undo() !== null);
    this.changed();
  }

  toEnd() {
    while (this.game.redo() !== null);
    this.changed();
  }

  /** Steps to ply `ply` of the record. */
  toPly(ply) {
    while (this.game.ply > ply && this.game.undo() !== null);
    while (this.game.ply < ply && this.game.redo() !== null);
    this.changed();
  }

  flip() {
    this.flipped = !this.flipped;
    this.render();
  }

  /** Starts the engine if it is its turn, at the end of the record (never while stepping through it). */
  engineMove() {
    const game = this.game;
    const side = this.engineSide;
    if (!side || game.isOver || game.sideToMove !== side || game.redoMoves.length > 0) return;
    const generation = this.generation;
    this.thinking = true;
    this.render();
    this.engine
      .search({ sgf: game.toSgf(), position: game.position, engine: ui.engine.value, timeMs: Number(ui.strength.value) })
      .then(
        (found) => {
          if (generation !== this.generation) return;
          this.lastSearch = found;
          this.thinking = false;
          this.play(found.move);
        },
        (error) => {
          if (error === null || generation !== this.generation) return; // cancelled
          this.thinking = false;
          console.error(error);
          this.say(`The engine failed: ${error.message}`);
          this.render();
        },
      );
  }

  /** Downloads the game as an SGF file. */
  download() {
    const blob = new Blob([this.game.toSgf()], { type: "application/x-go-sgf" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `lines-of-action-${this.game.variant ?? "custom"}.sgf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  /** Loads the first game of an SGF file, at its end; two people play on, so it can be stepped through. */
  async load(file) {
    const text = await file.text();
    let game;
    try {
      game = Game.fromSgf(text);
    } catch (error) {
      this.say(`${file.name}: ${error.message}`);
      return;
    }
    this.replace(game);
    ui.variant.value = game.variant ?? "";
    ui.rules.value = game.rules ?? "";
    ui.mode.value = "human";
    this.lastSearch = null;
    this.say(
      game.ply === 0
        ? `Loaded ${file.name}: its position, no moves yet.`
        : `Loaded ${file.name}: ${game.ply} moves. Step through them with Undo and Redo, Start and End, or a click on a move.`,
    );
    this.changed();
  }

  /** Shows `message` under the board (errors, what was loaded). */
  say(message) {
    ui.notice.textContent = message;
  }

  /** Draws everything from the game. */
  render() {
    const game = this.game;
    const over = game.isOver;
    const toMove = game.sideToMove;
    const lastMove = new Set();
    if (game.lastMove) {
      const { from, to, exit, drop } = parseMove(game.lastMove);
      for (const square of [from, to, exit, drop]) if (square) lastMove.add(square);
    }
    let targets = new Set();
    if (this.part !== null) targets = new Set(game.dropSquares(this.part));
    else if (this.selected) targets = new Set(game.legalTargets(this.selected));
    const threatMoves = ui.threats.checked && !over ? game.threats() : [];
    const threats = new Set();
    for (const move of threatMoves) {
      const { to, exit, drop } = parseMove(move);
      for (const square of [to, exit, drop]) if (square) threats.add(square);
    }
    const pieces = new Map();
    for (const color of ["black", "white"]) for (const square of game.pieces(color)) pieces.set(square, color);
    // A drop-phase turn's slide, chosen but not played yet, is drawn made (a capture
    // replaces the piece taken), so the drop is chosen on the board it lands on.
    let selected = this.selected;
    if (this.part !== null && this.part !== "pass") {
      const { from, to } = parseMove(this.part);
      pieces.set(to, pieces.get(from));
      pieces.delete(from);
      selected = to;
    }
    this.board.render({
      cells: game.cells,
      shape: game.cellShape,
      flipped: this.flipped,
      pieces,
      holes: new Set(game.holes),
      blackHole: game.blackHole,
      selected,
      targets,
      lastMove,
      threats,
      turn: toMove,
      position: game.position,
    });

    ui.status.textContent = this.statusText();
    ui.status.dataset.over = String(over);
    ui.threat.textContent = !ui.threats.checked || over
      ? ""
      : threatMoves.length > 0
        ? `Threat: ${colorName(other(toMove))} would win with ${threatMoves.join(", ")}.`
        : `No threat: ${colorName(other(toMove))} has no winning move.`;
    this.renderMoves();
    this.renderActions();
    this.renderInfo();
    document.querySelector('[data-action="undo"]').disabled = game.ply === 0;
    document.querySelector('[data-action="start"]').disabled = game.ply === 0;
    document.querySelector('[data-action="redo"]').disabled = game.redoMoves.length === 0;
    document.querySelector('[data-action="end"]').disabled = game.redoMoves.length === 0;
  }

  statusText() {
    const game = this.game;
    const result = game.result;
    if (result) return describeResult(result, game.sideToMove);
    const side = colorName(game.sideToMove);
    const stone = other(game.sideToMove);
    if (this.thinking) return `${side} to move: the engine is thinking…`;
    if (game.sideToMove === this.engineSide) return `${side} to move: the engine waits while moves remain to redo`;
    if (this.part === "pass") return `${side} to move: no slide, so drop a ${stone} stone`;
    if (this.part !== null) return `${side} to move: ${this.part}, now drop a ${stone} stone`;
    if (game.inDropPhase) return `${side} to move: slide a piece, then drop a ${stone} stone`;
    return `${side} to move`;
  }

  /** The move list (a contract: one child per move, its text the move), rebuilt when the moves change. */
  renderMoves() {
    const moves = this.game.moves;
    const key = moves.join(" ");
    if (key === this.shownMoves) return;
    this.shownMoves = key;
    ui.moves.replaceChildren(
      ...moves.map((move, index) => {
        const item = document.createElement("li");
        item.textContent = move;
        item.dataset.ply = String(index + 1);
        item.title = `Go to move ${index + 1}`;
        item.tabIndex = 0;
        if (index === moves.length - 1) item.setAttribute("aria-current", "step");
        return item;
      }),
    );
    ui.moves.scrollTop = ui.moves.scrollHeight;
  }

  /** The buttons a turn may need beside the board: an exit, a forced pass, taking back a slide. */
  renderActions() {
    const buttons = [];
    const add = (text, testId, onClick) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = text;
      button.dataset.testid = testId;
      button.addEventListener("click", onClick);
      buttons.push(button);
    };
    if (this.humanTurn) {
      const game = this.game;
      if (this.selected && this.part === null) {
        const exit = game.legalMovesFrom(this.selected).find((move) => parseMove(move).exit);
        if (exit) add(`Exit ${this.selected} (${exit})`, "exit", () => this.play(exit));
      }
      const moves = game.inDropPhase ? [] : game.legalMoves();
      if (moves.length === 1 && moves[0] === "pass") add("Pass (no legal move)", "pass", () => this.play("pass"));
      if (this.part !== null && this.part !== "pass") {
        add(`Take back ${this.part}`, "cancel-slide", () => this.cancel());
      }
    }
    ui.actions.replaceChildren(...buttons);
  }

  renderInfo() {
    const game = this.game;
    const parts = [
      `${VARIANT_LABELS[game.variant] ?? "Custom setup"}, ${PRESET_LABELS[game.rules] ?? "custom rules"}.`,
    ];
    const reserves = ["black", "white"].map((color) => game.reserve(color));
    if (reserves.some((count) => count > 0)) {
      parts.push(`In reserve: Black holds ${reserves[0]} white stones, White ${reserves[1]} black stones.`);
    }
    if (game.holes.length > 0) parts.push(`${game.holes.length} holes.`);
    if (game.redoMoves.length > 0) parts.push(`${game.redoMoves.length} more moves to redo.`);
    if (this.lastSearch) {
      const { move, depth, nodes, timeMs } = this.lastSearch;
      const counted = `${nodes.toLocaleString("en")} ${nodes === 1 ? "node" : "nodes"}`;
      parts.push(`Engine: ${move} (depth ${depth}, ${counted}, ${(timeMs / 1000).toFixed(2)} s).`);
    }
    ui.info.textContent = parts.join(" ");
  }
}

/** Fills `select` with `values`, each shown by its label. */
function fill(select, values, labels) {
  select.replaceChildren(
    ...values.map((value) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = labels[value] ?? value;
      return option;
    }),
  );
}

/** The keys that work anywhere but in a form control: u undo, r redo, f flip, Home and End. */
function shortcuts(app, event) {
  if (event.target.closest("input, select, textarea") || event.ctrlKey || event.metaKey || event.altKey) return;
  const action = { u: () => app.undo(), r: () => app.redo(), f: () => app.flip(), Home: () => app.toStart(), End: () => app.toEnd() }[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

async function main() {
  await init();
  fill(ui.variant, VARIANTS, VARIANT_LABELS);
  fill(ui.rules, RULE_PRESETS, PRESET_LABELS);
  // The page's address may choose: ?variant=parachute&rules=boardspace&mode=human&engine=mcts&strength=250
  const query = new URLSearchParams(location.search);
  for (const name of ["variant", "rules", "mode", "engine", "strength"]) {
    const value = query.get(name);
    if (value !== null && [...ui[name].options].some((option) => option.value === value)) ui[name].value = value;
  }
  const app = new App();
  window.app = app; // for the console
  const actions = {
    new: () => app.newGame(),
    undo: () => app.undo(),
    redo: () => app.redo(),
    start: () => app.toStart(),
    end: () => app.toEnd(),
    flip: () => app.flip(),
    download: () => app.download(),
  };
  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-action]");
    if (button) actions[button.dataset.action]();
    const item = event.target.closest('[data-testid="moves"] > li');
    if (item) app.toPly(Number(item.dataset.ply));
  });
  document.addEventListener("keydown", (event) => {
    const item = event.target.closest?.('[data-testid="moves"] > li');
    if (item && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      app.toPly(Number(item.dataset.ply));
      return;
    }
    shortcuts(app, event);
  });
  ui.variant.addEventListener("change", () => app.newGame());
  ui.rules.addEventListener("change", () => app.newGame());
  ui.mode.addEventListener("change", () => app.changed());
  ui.threats.addEventListener("change", () => app.render());
  ui.load.addEventListener("change", async () => {
    const [file] = ui.load.files;
    if (file) await app.load(file);
    ui.load.value = "";
  });
  app.newGame();
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  ui.status.textContent = `The engine could not be loaded: ${error.message}`;
  console.error(error);
});
