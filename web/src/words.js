// What the page says: the variants' and presets' names for people, and a game's end
// in words. The values behind them are the engine's names.

/** A person's name for each variant (the engine's name is the option's value). */
export const VARIANT_LABELS = {
  standard: "Standard (8×8)",
  scrambled: "Scrambled Eggs",
  "scrambled-mirrored": "Scrambled Eggs, mirrored",
  "cheshire-cat": "Cheshire Cat (Gemma)",
  parachute: "Parachute",
  "parachute-mirrored": "Parachute, mirrored",
  "5x5": "5×5",
  "6x6": "6×6",
  "7x7": "7×7",
  loaps: "LOAPS (7×7)",
  "9x9": "9×9",
  "10x10": "10×10",
  "11x11": "11×11",
  "12x12": "12×12 (LOA-12)",
  "black-hole": "Black Hole (9×9)",
  "black-hole-scrambled": "Black Hole, Scrambled (9×9)",
  hex5: "Hex5: Alveole (hexagon, 61 cells)",
  hex6: "Hex6 (hexagon, 91 cells, black hole)",
  "hex6-scrambled": "Hex6, Scrambled (black hole)",
};

/** A person's name for each rule preset. */
export const PRESET_LABELS = {
  olympiad: "Computer Olympiad",
  boardspace: "Boardspace (Sackson 2nd ed.)",
  openspiel: "OpenSpiel",
  codingame: "CodinGame",
  "abstract-play": "Abstract Play",
  alveole: "Alveole (Board Game Arena)",
};

/** "Black" for "black". */
export function colorName(color) {
  return color === "black" ? "Black" : "White";
}

/** The other colour. */
export function other(color) {
  return color === "black" ? "white" : "black";
}

/**
 * A game's end in words: who won or that it is a draw, and why.
 * @param {{winner: "black"|"white"|null, reason: string, text: string}} result
 * @param {"black"|"white"} toMove the side that would move next
 */
export function describeResult(result, toMove) {
  const head = result.winner ? `${colorName(result.winner)} wins` : "Draw";
  const mover = colorName(other(toMove));
  const why = {
    connection: result.winner ? `all of ${colorName(result.winner)}'s pieces are connected` : "connection",
    "double-connection": result.winner
      ? `${mover}'s move connected both sides, and the mover wins`
      : `${mover}'s move connected both sides at once`,
    "no-legal-move": result.winner
      ? `${colorName(other(result.winner))} has no legal move`
      : `${colorName(toMove)} has no legal move`,
    repetition: "the position repeated",
    "move-limit": "the move limit was reached",
  }[result.reason];
  return `${head}: ${why ?? result.text}`;
}
