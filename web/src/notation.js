// Moves in the engine's canonical notation, read into their squares for drawing:
// "b1-d3" and "c1xa3" (slides), "e8-^^" (a Cheshire Cat exit), "a3-c5@d4" and
// "pass@d4" (Parachute's drop-phase turns), "@d4" (a lone drop), "pass".

const SLIDE = /^([a-l](?:1[0-2]|[1-9]))([-x])([a-l](?:1[0-2]|[1-9]))$/;
const EXIT = /^([a-l](?:1[0-2]|[1-9]))-\^\^$/;

/**
 * The squares a move touches: `from` and `to` of its slide, `exit` for the square a
 * piece leaves the board from, `drop` for a dropped stone; `capture` when it takes.
 * @param {string} text a move in canonical notation
 * @returns {{from?: string, to?: string, exit?: string, drop?: string, capture: boolean, pass: boolean}}
 */
export function parseMove(text) {
  const [part, drop] = text.split("@");
  const squares = { capture: false, pass: part === "pass" };
  if (drop) squares.drop = drop;
  const slide = SLIDE.exec(part);
  if (slide) {
    squares.from = slide[1];
    squares.to = slide[3];
    squares.capture = slide[2] === "x";
  }
  const exit = EXIT.exec(part);
  if (exit) squares.exit = exit[1];
  return squares;
}

/** The first part of a drop-phase turn ("a3-c5" of "a3-c5@d4"), the whole move otherwise. */
export function firstPart(text) {
  return text.split("@")[0];
}
