//! [`Value`]: a position's proof and disproof numbers, and its proof's height once proven.

/// A proof or disproof number that no other reaches: the position is disproven (as a
/// proof number) or proven (as a disproof number).
pub(crate) const INFINITY: u32 = u32::MAX;

/// The largest proof or disproof number of a position not yet solved.
pub(crate) const MOST: u32 = INFINITY - 1;

/// The proof number (how many leaves at least must still be proven to prove the
/// position a win for the attacker) and the disproof number (the same to disprove it),
/// and for a proven position the height of its proof: the most plies until the win.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Value {
    pub(crate) pn: u32,
    pub(crate) dn: u32,
    pub(crate) height: u16,
}

impl Value {
    /// A leaf nothing is known of.
    pub(crate) const UNKNOWN: Value = Value { pn: 1, dn: 1, height: 0 };

    /// A win for the attacker, now: the game is over.
    pub(crate) const PROVEN: Value = Value { pn: 0, dn: INFINITY, height: 0 };

    /// Not a win for the attacker.
    pub(crate) const DISPROVEN: Value = Value { pn: INFINITY, dn: 0, height: 0 };

    /// A win for the attacker in at most `height` plies.
    pub(crate) const fn proven(height: u16) -> Value {
        Value { height, ..Value::PROVEN }
    }

    /// A position not yet solved with these numbers, each kept within 1 ..= [`MOST`].
    pub(crate) fn open(pn: u64, dn: u64) -> Value {
        let clamp = |number: u64| number.clamp(1, u64::from(MOST)) as u32;
        Value { pn: clamp(pn), dn: clamp(dn), height: 0 }
    }

    /// A value as the table keeps it.
    pub(crate) const fn stored(pn: u32, dn: u32, height: u16) -> Value {
        Value { pn, dn, height }
    }

    /// Whether the attacker is proven to win.
    pub(crate) const fn is_proven(self) -> bool {
        self.pn == 0
    }

    /// Whether the attacker is proven not to win.
    pub(crate) const fn is_disproven(self) -> bool {
        self.dn == 0
    }

    /// Whether the position is proven or disproven.
    pub(crate) const fn is_solved(self) -> bool {
        self.pn == 0 || self.dn == 0
    }
}
