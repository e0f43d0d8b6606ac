// A small seeded generator for the tests' random games (xorshift32, Marsaglia 2003):
// the same games on every run.
export function generator(seed) {
  let state = seed >>> 0 || 1;
  return (below) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % below;
  };
}
