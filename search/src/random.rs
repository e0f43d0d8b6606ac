//! [`Random`]: the searches' and bots' own small generator, so that the rules crate
//! needs none.

/// A SplitMix64 generator (Steele, Lea and Flood, 2014): fast, any seed, and the same
/// sequence for the same seed on every machine.
///
/// ```
/// use lines_of_action_search::Random;
/// let (mut a, mut b) = (Random::new(42), Random::new(42));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Random(u64);

impl Random {
    /// The generator for `seed`.
    pub const fn new(seed: u64) -> Random {
        Random(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The next 32 random bits (the high half, the better one).
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A number below `n`, uniformly (by the multiply-shift method); 0 if `n` is 0.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((u64::from(self.next_u32()) * n as u64) >> 32) as usize
    }
}
