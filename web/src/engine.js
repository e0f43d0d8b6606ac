// The page's side of the engine: one search at a time in a Web Worker
// (engine-worker.js). A search that is no longer wanted (the game changed under it)
// is stopped by ending its worker; the next search starts a fresh one.

/**
 * @typedef {object} Found what `bestMove` found: the move in canonical notation, its
 *   score, the nodes searched, the depth reached, the expected line and the time taken
 * @property {string} move
 * @property {number} score
 * @property {number} nodes
 * @property {number} depth
 * @property {string[]} pv
 * @property {number} timeMs
 */

export class Engine {
  constructor() {
    this.worker = null;
    this.pending = null;
    this.nextId = 1;
  }

  /** Whether a search is running. */
  get busy() {
    return this.pending !== null;
  }

  /**
   * Searches the game given as `sgf` (at `position`) with `engine` for `timeMs`.
   * @returns {Promise<Found>} rejected with the engine's error, or with `null` if cancelled
   */
  search({ sgf, position, engine, timeMs }) {
    this.cancel();
    if (!this.worker) {
      this.worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
      this.worker.onmessage = ({ data }) => this.answer(data);
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.fail(new Error(`the engine's worker failed: ${event.message || "could not start"}`));
      };
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker.postMessage({ id, sgf, position, engine, timeMs });
    });
  }

  /** Stops the running search, if any: its promise is rejected with `null`. */
  cancel() {
    if (!this.pending) return;
    const { reject } = this.pending;
    this.pending = null;
    this.worker.terminate();
    this.worker = null;
    reject(null);
  }

  answer({ id, found, error }) {
    if (!this.pending || this.pending.id !== id) return;
    const { resolve, reject } = this.pending;
    this.pending = null;
    if (error) reject(new Error(error));
    else resolve(found);
  }

  fail(error) {
    const pending = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    pending?.reject(error);
  }
}
