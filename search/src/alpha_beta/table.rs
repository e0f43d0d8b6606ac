//! The alpha-beta search's transposition table: one entry per slot, replaced always,
//! with wins and losses stored counted from the node rather than the root.

use super::mate_in;
use crate::board::MoveCode;

/// The table's entries (a power of two): 4 MiB.
const TABLE_SIZE: usize = 1 << 18;

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

/// The table, allocated once.
pub(super) struct Table(Vec<Option<Entry>>);

impl Table {
    /// An empty table.
    pub(super) fn new() -> Table {
        Table(vec![None; TABLE_SIZE])
    }

    /// Empties the table for a new search.
    pub(super) fn clear(&mut self) {
        self.0.fill(None);
    }

    /// The entry for `key`, if the table holds it.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        self.0[key as usize & (TABLE_SIZE - 1)].filter(|entry| entry.key == key)
    }

    /// Stores `entry` in its slot.
    pub(super) fn store(&mut self, entry: Entry) {
        self.0[entry.key as usize & (TABLE_SIZE - 1)] = Some(entry);
    }
}
