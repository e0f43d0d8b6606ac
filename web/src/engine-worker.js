// The engine's thread: a Web Worker with its own copy of the WebAssembly module, so
// that a search never blocks the page. It is sent the game as SGF (the start, the
// rules and the moves: everything repetition and the move limit need) with the
// position the page shows, and answers with what `bestMove` found.
import init, { Game, bestMove } from "./pkg/index.js";

const ready = init();

self.onmessage = async ({ data }) => {
  const { id, sgf, position, engine, timeMs } = data;
  let game;
  try {
    await ready;
    game = Game.fromSgf(sgf);
    if (game.position !== position) {
      throw new Error(`the engine read the game to ${game.position}, not the page's ${position}`);
    }
    const found = bestMove(game, { engine, timeMs });
    self.postMessage({ id, found });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    game?.free();
  }
};
