// The board view: one button per square, in a CSS grid, carrying the stable hooks
// of the page (a contract): `data-square="e4"`, `data-piece="black"|"white"` where a
// piece stands, `data-legal-target` while a square is a highlighted legal target.
// It draws what it is given and reports clicks and keys; the rules stay in the engine.

/**
 * @typedef {object} BoardState
 * @property {string[]} squares every square, rank by rank from the top, file a first
 * @property {number} size the number of files and ranks
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
    this.layout = "";
    this.focusSquare = null;
    element.addEventListener("click", (event) => {
      const button = event.target.closest("[data-square]");
      if (button) this.onActivate(button.dataset.square);
    });
    element.addEventListener("keydown", (event) => this.key(event));
  }

  /** Draws `state`; the squares are laid out anew only when the board or its orientation changes. @param {BoardState} state */
  render(state) {
    const order = state.flipped ? [...state.squares].reverse() : state.squares;
    const layout = `${order.join(",")}`;
    if (layout !== this.layout) this.lay(order, state.size);
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

  /** Lays out the squares of `order` (the displayed order) on a `size`×`size` grid. */
  lay(order, size) {
    this.element.replaceChildren();
    this.buttons.clear();
    this.order = order;
    this.size = size;
    this.element.style.setProperty("--size", String(size));
    order.forEach((square, index) => {
      const row = Math.floor(index / size);
      const column = index % size;
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.square = square;
      button.tabIndex = -1;
      // A checkered board: the square's colour from its file and rank.
      const { file, rank } = coordinates(square);
      button.classList.add((file + rank) % 2 === 0 ? "dark" : "light");
      if (column === 0) button.append(label("rank", String(rank + 1)));
      if (row === size - 1) button.append(label("file", square[0]));
      this.element.append(button);
      this.buttons.set(square, button);
    });
    this.layout = order.join(",");
    const focus = this.buttons.has(this.focusSquare) ? this.focusSquare : order[order.length - size];
    this.setFocusable(focus);
  }

  /** Makes `square` the one square the Tab key reaches (a roving tab index). */
  setFocusable(square) {
    for (const [name, button] of this.buttons) button.tabIndex = name === square ? 0 : -1;
    this.focusSquare = square;
  }

  /** Arrow keys move between squares as drawn; Enter and Space are clicks (the button's own). */
  key(event) {
    const button = event.target.closest("[data-square]");
    if (!button) return;
    if (event.key === "Escape") {
      this.onCancel();
      return;
    }
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const index = this.order.indexOf(button.dataset.square);
    const row = Math.min(this.size - 1, Math.max(0, Math.floor(index / this.size) + step[0]));
    const column = Math.min(this.size - 1, Math.max(0, (index % this.size) + step[1]));
    const next = this.order[row * this.size + column];
    this.setFocusable(next);
    this.buttons.get(next).focus();
  }
}

/** The file and rank of `square` counted from 0 ("e4": 4 and 3). */
function coordinates(square) {
  return { file: square.charCodeAt(0) - 97, rank: Number(square.slice(1)) - 1 };
}

/** Sets `element.dataset[name]` to `value`, or removes it for `undefined`. */
function setData(element, name, value) {
  if (value === undefined) delete element.dataset[name];
  else if (element.dataset[name] !== value) element.dataset[name] = value;
}

/** A coordinate label in a corner of an edge square. */
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
