//! The alpha-beta search's transposition tables: one entry per slot, replaced always,
//! with wins and losses stored counted from the node rather than the root. [`Table`]
//! is one search thread's; [`SharedTable`] is shared by the threads of a parallel
//! search, without locks: an entry is two atomic words, its key XOR-ed with the
//! other (Hyatt and Mann's lockless hashing, as the solver's table does), so that an
//! entry torn by two threads writing it at once reads as no entry, never as a wrong one.

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

/// The table, allocated once: its length is a power of two.
pub(super) struct Table(Vec<Option<Entry>>);

impl Table {
    /// The bytes an entry takes.
    pub(super) const ENTRY_BYTES: usize = std::mem::size_of::<Option<Entry>>();

    /// An empty table of `entries` entries, rounded down to a power of two (one at least).
    fn new(entries: usize) -> Table {
        let entries = if entries <= 1 { 1 } else { 1 << entries.ilog2() };
        Table(vec![None; entries])
    }

    /// An empty table of at most `bytes` bytes (one entry at least).
    pub(super) fn with_bytes(bytes: usize) -> Table {
        Table::new(bytes / Self::ENTRY_BYTES)
    }

    /// The table's size in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.0.len() * Self::ENTRY_BYTES
    }

    /// Empties the table for a new search.
    pub(super) fn clear(&mut self) {
        self.0.fill(None);
    }

    /// The entry for `key`, if the table holds it.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        self.0[key as usize & (self.0.len() - 1)].filter(|entry| entry.key == key)
    }

    /// Stores `entry` in its slot.
    pub(super) fn store(&mut self, entry: Entry) {
        let slot = entry.key as usize & (self.0.len() - 1);
        self.0[slot] = Some(entry);
    }
}

/// The table the threads of a search share, allocated once: its length is a power of
/// two, each slot two words, the key XOR-ed with the data and the data.
pub(super) struct SharedTable(Vec<[AtomicU64; 2]>);

impl SharedTable {
    /// The bytes a slot takes.
    const SLOT_BYTES: usize = std::mem::size_of::<[AtomicU64; 2]>();

    /// An empty table in at most `bytes` bytes: the largest power of two of slots that
    /// fits (one at least).
    pub(super) fn with_bytes(bytes: usize) -> SharedTable {
        let slots = bytes / Self::SLOT_BYTES;
        let slots = if slots <= 1 { 1 } else { 1 << slots.ilog2() };
        SharedTable(std::iter::repeat_with(Default::default).take(slots).collect())
    }

    /// The table's size in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.0.len() * Self::SLOT_BYTES
    }

    /// Empties the table for a new search.
    pub(super) fn clear(&mut self) {
        for slot in &mut self.0 {
            *slot = Default::default();
        }
    }

    /// The entry for `key`, if the table holds it whole.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let [check, data] = &self.0[key as usize & (self.0.len() - 1)];
        let (check, data) = (check.load(Ordering::Relaxed), data.load(Ordering::Relaxed));
        if check ^ data == key { Entry::of(key, data) } else { None }
    }

    /// Stores `entry` in its slot.
    pub(super) fn store(&self, entry: Entry) {
        let [check, data] = &self.0[entry.key as usize & (self.0.len() - 1)];
        let word = entry.data();
        check.store(entry.key ^ word, Ordering::Relaxed);
        data.store(word, Ordering::Relaxed);
    }
}
