// The board view: one button per square (or hexagonal cell), each placed at the centre
// the engine gives it (`game.cells`), carrying the stable hooks of the page (a
// contract): `data-square="e4"`, `data-piece="black"|"white"` where a piece stands,
// `data-legal-target` while a square is a highlighted legal target. It draws what it is
// given and reports clicks and keys; the rules stay in the engine.

/**
 * @typedef {object} BoardCell a square or cell and its centre: neighbours along a row 1
 *   apart, `y` upwards (the package's `game.cells`)
 * @property {string} name
 * @property {number} x
 * @property {number} y
 */

/**
 * @typedef {object} BoardState
 * @property {BoardCell[]} cells every square with its centre, row by row from the top
 * @property {"square"|"hexagon"} shape the squares' shape (hexagons: pointy-topped, in horizontal rows)
 * @property {boolean} flipped the board turned half a turn (rank 1 at the top)
 * @property {Map<string, "black"|"white">} pieces the colour on each occupied square
 * @property {Set<string>} holes Cheshire Cat's holes
 * @property {string|null} blackHole Black Hole's centre
 * @property {string|null} selected the square whose piece is picked up
 * @property {Set<string>} targets the highlighted legal targets
 * @property {Set<string>} lastMove the squares of the last move
 * @property {Set<string>} threats the targets of the opponent's winning moves, when warned
 * @property {string} turn the side to move, "black" or "white"
 * @property {string} position the position in the engine's notation
 */

/** A hexagon's height (point to point) when its width (flat side to flat side) is 1. */
const HEXAGON_HEIGHT = 2 / Math.sqrt(3);

/** Two centres this close are the same point (the centres are multiples of ½ and √3/2). */
const EPSILON = 1e-6;

export class BoardView {
  /**
   * @param {HTMLElement} element the board's container
   * @param {(square: string) => void} onActivate called when a square is clicked,
   *   tapped, or chosen with Enter or Space
   * @param {() => void} onCancel called on Escape
   */
  constructor(element, onActivate, onCancel) {
    this.element = element;
    this.onActivate = onActivate;
    this.onCancel = onCancel;
    /** @type {Map<string, HTMLButtonElement>} */
    this.buttons = new Map();
    /** @type {Map<string, {x: number, y: number}>} each square's centre as drawn: x rightwards, y downwards */
    this.points = new Map();
    this.layout = "";
    this.focusSquare = null;
    this.goalX = null; // the column ↑ and ↓ keep to on a hexagon, as a text editor keeps its column
    element.addEventListener("click", (event) => {
      const button = event.target.closest("[data-square]");
      if (button) this.onActivate(button.dataset.square);
    });
    element.addEventListener("keydown", (event) => this.key(event));
    element.addEventListener("focusin", (event) => {
      const button = event.target.closest("[data-square]");
      if (button && button.dataset.square !== this.focusSquare) {
        // Reached by Tab or a click, not by an arrow key: its column is the new goal.
        this.setFocusable(button.dataset.square);
        this.goalX = null;
      }
    });
  }

  /** Draws `state`; the squares are laid out anew only when the board or its orientation changes. @param {BoardState} state */
  render(state) {
    const layout = `${state.shape}:${state.flipped}:${state.cells.map((cell) => cell.name).join(",")}`;
    if (layout !== this.layout) this.lay(state.cells, state.shape, state.flipped, layout);
    this.element.dataset.turn = state.turn;
    this.element.dataset.position = state.position;
    this.element.dataset.flipped = String(state.flipped);
    for (const [square, button] of this.buttons) {
      const piece = state.pieces.get(square);
      setData(button, "piece", piece);
      setData(button, "hole", state.holes.has(square) ? "" : undefined);
      setData(button, "blackHole", state.blackHole === square ? "" : undefined);
      setData(button, "selected", state.selected === square ? "" : undefined);
      setData(button, "legalTarget", state.targets.has(square) ? "" : undefined);
      setData(button, "lastMove", state.lastMove.has(square) ? "" : undefined);
      setData(button, "threat", state.threats.has(square) ? "" : undefined);
      button.setAttribute("aria-label", describe(square, piece, state));
      button.setAttribute("aria-pressed", String(state.selected === square));
    }
  }

  /**
   * Places a button for each of `cells` at its centre, turned half a turn if `flipped`:
   * squares edge to edge, hexagons (clipped to their shape, so that a click lands on the
   * cell under it) with their rows √3/2 apart. The buttons are in the order they are
   * drawn, row by row from the top.
   */
  lay(cells, shape, flipped, layout) {
    this.element.replaceChildren();
    this.buttons.clear();
    this.points.clear();
    this.goalX = null; // a column of the board as it was drawn
    this.shape = shape;
    const xs = cells.map((cell) => cell.x);
    const ys = cells.map((cell) => cell.y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // As drawn: x rightwards and y downwards, from the top left cell's box; half a turn when flipped.
    const drawn = cells.map((cell) => ({
      name: cell.name,
      x: flipped ? maxX - cell.x : cell.x - minX,
      y: flipped ? cell.y - minY : maxY - cell.y,
      cell,
    }));
    drawn.sort((a, b) => a.y - b.y || a.x - b.x);
    const cellHeight = shape === "hexagon" ? HEXAGON_HEIGHT : 1;
    const width = maxX - minX + 1;
    const height = maxY - minY + cellHeight;
    this.element.dataset.shape = shape;
    this.element.style.aspectRatio = `${width} / ${height}`;
    const bottom = Math.max(...drawn.map((point) => point.y));
    for (const point of drawn) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.square = point.name;
      button.tabIndex = -1;
      button.style.left = percent(point.x / width);
      button.style.top = percent(point.y / height);
      button.style.width = percent(1 / width);
      button.style.height = percent(cellHeight / height);
      button.classList.add(shade(point.cell, shape));
      if (shape === "hexagon") {
        // A hexagon's name is no file and rank: every cell shows it (under its piece).
        button.append(label("name", point.name));
      } else {
        const leftmost = !drawn.some((other) => Math.abs(other.y - point.y) < EPSILON && other.x < point.x - EPSILON);
        if (leftmost) button.append(label("rank", point.name.slice(1)));
        if (Math.abs(point.y - bottom) < EPSILON) button.append(label("file", point.name[0]));
      }
      this.element.append(button);
      this.buttons.set(point.name, button);
      this.points.set(point.name, { x: point.x, y: point.y });
    }
    this.layout = layout;
    // Tab first reaches the bottom left square (a1 unflipped), or the one reached before.
    const start = drawn.filter((point) => Math.abs(point.y - bottom) < EPSILON)[0].name;
    this.setFocusable(this.buttons.has(this.focusSquare) ? this.focusSquare : start);
  }

  /** Makes `square` the one square the Tab key reaches (a roving tab index). */
  setFocusable(square) {
    for (const [name, button] of this.buttons) button.tabIndex = name === square ? 0 : -1;
    this.focusSquare = square;
  }

  /**
   * Arrow keys move between neighbouring squares as drawn; Enter and Space are clicks
   * (the button's own). ← and → step along the row. On squares ↑ and ↓ step to the
   * square above or below; on hexagons, to one of the two cells touching it in the row
   * above or below, the one nearer the column the cursor came from (so that ↑↑ climbs
   * straight up, zigzagging), the right-hand one when both are as near. At an edge the
   * cursor stays.
   */
  key(event) {
    const button = event.target.closest("[data-square]");
    if (!button) return;
    if (event.key === "Escape") {
      this.onCancel();
      return;
    }
    const steps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const from = this.points.get(button.dataset.square);
    let next;
    if (step[1] === 0) {
      next = this.alongRow(from, step[0]);
      this.goalX = null;
    } else {
      this.goalX ??= from.x;
      next = this.acrossRows(from, step[1]);
    }
    if (!next) return;
    this.setFocusable(next);
    this.buttons.get(next).focus();
  }

  /** The square next to `from` in its row, `direction` −1 leftwards or 1 rightwards, if any. */
  alongRow(from, direction) {
    return this.find((point) => Math.abs(point.y - from.y) < EPSILON && Math.abs(point.x - from.x - direction) < EPSILON);
  }

  /**
   * The neighbour of `from` in the row above (`direction` −1) or below (1): the square
   * straight there, or of the two hexagons half a cell either side, the one nearer the
   * goal column (the right-hand one on a tie).
   */
  acrossRows(from, direction) {
    const pitch = this.shape === "hexagon" ? Math.sqrt(3) / 2 : 1;
    const goal = this.goalX;
    let best = null;
    for (const [name, point] of this.points) {
      if (Math.abs(point.y - from.y - direction * pitch) > EPSILON || Math.abs(point.x - from.x) > 0.5 + EPSILON) continue;
      const distance = Math.abs(point.x - goal);
      if (!best || distance < best.distance - EPSILON || (distance < best.distance + EPSILON && point.x > best.x)) {
        best = { name, distance, x: point.x };
      }
    }
    return best?.name ?? null;
  }

  /** The first square whose drawn centre satisfies `test`, if any. */
  find(test) {
    for (const [name, point] of this.points) if (test(point)) return name;
    return null;
  }
}

/** `fraction` as a CSS percentage. */
function percent(fraction) {
  return `${(fraction * 100).toFixed(4)}%`;
}

/**
 * The class of a square's colour: a checkered board ("dark" on a1); hexagons in three
 * shades, no two neighbours alike (the shade steps by one cell along a row and by half a
 * cell between rows, so by 2x modulo 3).
 */
function shade(cell, shape) {
  if (shape === "hexagon") return ["light", "mid", "dark"][((Math.round(2 * cell.x) % 3) + 3) % 3];
  return (Math.round(cell.x) + Math.round(cell.y)) % 2 === 0 ? "dark" : "light";
}

/** Sets `element.dataset[name]` to `value`, or removes it for `undefined`. */
function setData(element, name, value) {
  if (value === undefined) delete element.dataset[name];
  else if (element.dataset[name] !== value) element.dataset[name] = value;
}

/** A coordinate label: in a corner of an edge square, or a hexagon's name. */
function label(kind, text) {
  const span = document.createElement("span");
  span.className = `coordinate ${kind}`;
  span.setAttribute("aria-hidden", "true");
  span.textContent = text;
  return span;
}

/** What a screen reader says for `square`. */
function describe(square, piece, state) {
  const words = [square];
  if (piece) words.push(`${piece} piece`);
  else if (state.holes.has(square)) words.push("hole");
  else if (state.blackHole === square) words.push("black hole");
  else words.push("empty");
  if (state.selected === square) words.push("selected");
  if (state.targets.has(square)) words.push("legal target");
  if (state.lastMove.has(square)) words.push("last move");
  if (state.threats.has(square)) words.push("threatened");
  return words.join(", ");
}
