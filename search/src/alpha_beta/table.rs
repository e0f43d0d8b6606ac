//! The alpha-beta search's transposition tables: one entry per slot, replaced always,
//! with wins and losses stored counted from the node rather than the root. [`Table`]
//! is one search thread's; [`SharedTable`] is shared by the threads of a parallel
//! search, without locks: an entry is two atomic words, its key XOR-ed with the
//! other (Hyatt and Mann's lockless hashing, as the solver's table does), so that an
//! entry torn by two threads writing it at once reads as no entry, never as a wrong one.
//!
//! Emptying a table for a new search writes nothing: each search keys the table with a
//! salt of its own ([`Salt`]), every key XOR-ed with it, so that an entry of an earlier
//! search matches no key of this one (but for a chance of one in 2⁶⁴ a probe, that of two
//! positions' keys colliding). XOR-ing every key with one word permutes the slots
//! without changing which keys share one, so a search finds and replaces exactly what
//! it would in a table filled with nothing: node for node the same search, without the
//! millisecond that filling 16 MiB took, a tenth of a 10 ms search.

use std::sync::atomic::{AtomicU64, Ordering};

use super::mate_in;
use crate::board::MoveCode;

/// The default table's entries (a power of two): 6 MiB of 24-byte slots.
pub(super) const DEFAULT_ENTRIES: usize = 1 << 18;

/// Which side of the true score a stored score is.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Bound {
    Exact = 1,
    /// The true score is at least this.
    Lower = 2,
    /// The true score is at most this.
    Upper = 3,
}

/// A table entry: 16 bytes.
#[derive(Copy, Clone)]
pub(super) struct Entry {
    pub(super) key: u64,
    score: i32,
    pub(super) mv: Option<MoveCode>,
    pub(super) depth: u8,
    pub(super) bound: Bound,
}

impl Entry {
    /// An entry for the position with `key`, `ply` plies below the root.
    pub(super) fn new(key: u64, score: i32, ply: usize, mv: Option<MoveCode>, depth: u8, bound: Bound) -> Entry {
        // A win or loss as the node sees it: counted from it, not the root.
        let score = match mate_in(score) {
            Some(plies) if plies > 0 => score + ply as i32,
            Some(_) => score - ply as i32,
            None => score,
        };
        Entry { key, score, mv, depth, bound }
    }

    /// The entry's data in a word (its key aside): the move's code from bit 0 (0 for
    /// none), the score in the [`SCORE_BITS`] above it (two's complement), the depth in
    /// the 8 bits above those, the bound in the 2 above them (never 0, so that a word of
    /// data is never 0).
    fn data(&self) -> u64 {
        debug_assert!(self.score.unsigned_abs() < 1 << (SCORE_BITS - 1), "score {}", self.score);
        let mv = u64::from(self.mv.map_or(0, MoveCode::bits));
        let score = u64::from(self.score as u32) & ((1 << SCORE_BITS) - 1);
        mv | score << SCORE_SHIFT | u64::from(self.depth) << DEPTH_SHIFT | (self.bound as u64) << BOUND_SHIFT
    }

    /// The entry of `key` with the [`data`](Self::data) `data`; `None` for no data.
    fn of(key: u64, data: u64) -> Option<Entry> {
        let bound = match data >> BOUND_SHIFT & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        let mv = MoveCode::from_bits((data & ((1 << MoveCode::BITS) - 1)) as u32);
        // Sign-extended from its bits.
        let score = ((data >> SCORE_SHIFT << (64 - SCORE_BITS)) as i64 >> (64 - SCORE_BITS)) as i32;
        Some(Entry { key, score, mv, depth: (data >> DEPTH_SHIFT) as u8, bound })
    }

    /// The stored score, `ply` plies below the root.
    pub(super) fn score(&self, ply: usize) -> i32 {
        match mate_in(self.score) {
            Some(plies) if plies > 0 => self.score - ply as i32,
            Some(_) => self.score + ply as i32,
            None => self.score,
        }
    }
}

/// The bits of a [`SharedTable`] entry's score: scores stay within a win's, well below 2^23.
const SCORE_BITS: u32 = 24;

/// Where a [`SharedTable`] entry's score starts, above the move.
const SCORE_SHIFT: u32 = MoveCode::BITS;

/// Where its depth starts.
const DEPTH_SHIFT: u32 = SCORE_SHIFT + SCORE_BITS;

/// Where its bound starts: its top two bits below 64.
const BOUND_SHIFT: u32 = DEPTH_SHIFT + 8;

const _: () = assert!(BOUND_SHIFT + 2 <= 64, "an entry's data fits a word");

/// The word a search XORs its keys with: a bijection (SplitMix64's finaliser) of the
/// number of searches the table has seen, so that no two searches share one.
#[derive(Copy, Clone, Default)]
struct Salt {
    searches: u64,
    word: u64,
}

impl Salt {
    /// The next search's salt.
    fn next(self) -> Salt {
        let searches = self.searches.wrapping_add(1);
        let mut word = searches.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        word = (word ^ (word >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        word = (word ^ (word >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Salt { searches, word: word ^ (word >> 31) }
    }
}

/// A transposition table as a search thread sees it.
pub(super) trait Transpositions {
    /// The entry for `key`, if the table holds it.
    fn probe(&self, key: u64) -> Option<Entry>;

    /// Stores `entry` in its slot.
    fn store(&mut self, entry: Entry);
}

impl Transpositions for &mut Table {
    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        Table::probe(self, key)
    }

    #[inline]
    fn store(&mut self, entry: Entry) {
        Table::store(self, entry);
    }
}

impl Transpositions for &SharedTable {
    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        SharedTable::probe(self, key)
    }

    #[inline]
    fn store(&mut self, entry: Entry) {
        SharedTable::store(self, entry);
    }
}

/// The table, allocated once: its length is a power of two; its keys are salted.
pub(super) struct Table {
    entries: Vec<Option<Entry>>,
    salt: Salt,
}

impl Table {
    /// The bytes an entry takes.
    pub(super) const ENTRY_BYTES: usize = std::mem::size_of::<Option<Entry>>();

    /// An empty table of `entries` entries, rounded down to a power of two (one at least).
    fn new(entries: usize) -> Table {
        let entries = if entries <= 1 { 1 } else { 1 << entries.ilog2() };
        Table { entries: vec![None; entries], salt: Salt::default() }
    }

    /// An empty table of at most `bytes` bytes (one entry at least).
    pub(super) fn with_bytes(bytes: usize) -> Table {
        Table::new(bytes / Self::ENTRY_BYTES)
    }

    /// The table's size in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.entries.len() * Self::ENTRY_BYTES
    }

    /// Empties the table for a new search: a new salt, nothing written.
    pub(super) fn clear(&mut self) {
        self.salt = self.salt.next();
    }

    /// The entry for `key`, if the table holds it.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let salted = key ^ self.salt.word;
        let entry = self.entries[salted as usize & (self.entries.len() - 1)].filter(|entry| entry.key == salted)?;
        Some(Entry { key, ..entry })
    }

    /// Stores `entry` in its slot.
    pub(super) fn store(&mut self, entry: Entry) {
        let salted = entry.key ^ self.salt.word;
        let slot = salted as usize & (self.entries.len() - 1);
        self.entries[slot] = Some(Entry { key: salted, ..entry });
    }
}

/// The table the threads of a search share, allocated once: its length is a power of
/// two, each slot two words, the salted key XOR-ed with the data and the data.
pub(super) struct SharedTable {
    slots: Vec<[AtomicU64; 2]>,
    salt: Salt,
}

impl SharedTable {
    /// The bytes a slot takes.
    const SLOT_BYTES: usize = std::mem::size_of::<[AtomicU64; 2]>();

    /// An empty table in at most `bytes` bytes: the largest power of two of slots that
    /// fits (one at least).
    pub(super) fn with_bytes(bytes: usize) -> SharedTable {
        let slots = bytes / Self::SLOT_BYTES;
        let slots = if slots <= 1 { 1 } else { 1 << slots.ilog2() };
        SharedTable { slots: std::iter::repeat_with(Default::default).take(slots).collect(), salt: Salt::default() }
    }

    /// The table's size in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.slots.len() * Self::SLOT_BYTES
    }

    /// Empties the table for a new search: a new salt, nothing written.
    pub(super) fn clear(&mut self) {
        self.salt = self.salt.next();
    }

    /// The entry for `key`, if the table holds it whole.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let salted = key ^ self.salt.word;
        let [check, data] = &self.slots[salted as usize & (self.slots.len() - 1)];
        let (check, data) = (check.load(Ordering::Relaxed), data.load(Ordering::Relaxed));
        if check ^ data == salted { Entry::of(key, data) } else { None }
    }

    /// Stores `entry` in its slot.
    pub(super) fn store(&self, entry: Entry) {
        let salted = entry.key ^ self.salt.word;
        let [check, data] = &self.slots[salted as usize & (self.slots.len() - 1)];
        let word = entry.data();
        check.store(salted ^ word, Ordering::Relaxed);
        data.store(word, Ordering::Relaxed);
    }
}
