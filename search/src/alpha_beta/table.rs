//! The alpha-beta search's transposition table: one entry per slot, replaced always,
//! with wins and losses stored counted from the node rather than the root.

use super::mate_in;
use crate::board::MoveCode;

/// The default table's entries (a power of two): 6 MiB of 24-byte slots.
pub(super) const DEFAULT_ENTRIES: usize = 1 << 18;

/// Which side of the true score a stored score is.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    /// The true score is at least this.
    Lower,
    /// The true score is at most this.
    Upper,
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

    /// The stored score, `ply` plies below the root.
    pub(super) fn score(&self, ply: usize) -> i32 {
        match mate_in(self.score) {
            Some(plies) if plies > 0 => self.score - ply as i32,
            Some(_) => self.score + ply as i32,
            None => self.score,
        }
    }
}

/// The table, allocated once: its length is a power of two.
pub(super) struct Table(Vec<Option<Entry>>);

impl Table {
    /// An empty table of `entries` entries, rounded down to a power of two (one at least).
    pub(super) fn new(entries: usize) -> Table {
        let entries = if entries <= 1 { 1 } else { 1 << entries.ilog2() };
        Table(vec![None; entries])
    }

    /// An empty table of at most `mib` MiB (one entry at least).
    pub(super) fn with_mib(mib: usize) -> Table {
        Table::new(mib.saturating_mul(1 << 20) / std::mem::size_of::<Option<Entry>>())
    }

    /// The table's size in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.0.len() * std::mem::size_of::<Option<Entry>>()
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
