//! A small deterministic pseudo-random generator (xorshift64) for tests: random games
//! and inputs without a dependency. The unit tests use it as `crate::xorshift`; the
//! integration tests include this file with `#[path = "../src/xorshift.rs"] mod xorshift;`.

/// The xorshift64 generator (shifts 13, 7, 17), from a non-zero seed.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    /// The next number of the sequence.
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (which must not be 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
