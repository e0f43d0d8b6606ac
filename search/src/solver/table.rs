//! The solver's transposition table: proof and disproof numbers by position, in a block
//! of memory the caller sizes, four entries a bucket, the entry with the least work
//! below it replaced when a bucket is full. An entry also keeps what the search worked
//! out of the position as a leaf (whether the attacker threatens a win there), so that a
//! node searched again does not work out its children's leaf tests again.
//!
//! Threads share one table without locks: an entry is three atomic words, its key kept
//! XOR-ed with the other two (Hyatt and Mann's lockless hashing), so that an entry torn
//! by two threads writing it at once reads as no entry, never as a wrong value.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use super::value::Value;

/// The entries of a bucket: a position may stand in any of them.
const BUCKET: usize = 4;

/// A table entry: 24 bytes, kept as three words (see [`Entry::words`]).
#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    pn: u32,
    dn: u32,
    /// The nodes searched below the position, saturating; 0 marks an empty entry.
    work: u32,
    /// For a proven position, the height of its proof.
    height: u16,
    /// The leaf test of threat ordering, if worked out: [`Threat`] as a number.
    threat: u8,
}

/// What an entry knows of whether the attacker threatens to win at once in its
/// position (the defender to move there).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Threat {
    /// Not worked out.
    Unknown = 0,
    /// The attacker has no win in one there.
    None = 1,
    /// The attacker threatens a win in one.
    Threatens = 2,
}

impl Threat {
    /// The threat of an entry's number.
    fn of(number: u8) -> Threat {
        match number {
            1 => Threat::None,
            2 => Threat::Threatens,
            _ => Threat::Unknown,
        }
    }
}

impl Entry {
    /// The entry as the table keeps it: the key XOR-ed with the two other words, so that
    /// an empty entry is words of zeros.
    fn words(self) -> [u64; 3] {
        let numbers = u64::from(self.pn) | u64::from(self.dn) << 32;
        let rest = u64::from(self.work) | u64::from(self.height) << 32 | u64::from(self.threat) << 48;
        [self.key ^ numbers ^ rest, numbers, rest]
    }

    /// The entry of [`words`](Entry::words).
    fn of(words: [u64; 3]) -> Entry {
        Entry {
            key: words[0] ^ words[1] ^ words[2],
            pn: words[1] as u32,
            dn: (words[1] >> 32) as u32,
            work: words[2] as u32,
            height: (words[2] >> 32) as u16,
            threat: (words[2] >> 48) as u8,
        }
    }
}

/// The table, allocated once per solve, shared by its threads.
pub(crate) struct Table {
    entries: Vec<[AtomicU64; 3]>,
    filled: AtomicUsize,
}

impl Table {
    /// The bytes an entry takes.
    pub(crate) const ENTRY_BYTES: usize = size_of::<[u64; 3]>();

    /// A table in at most `bytes` of memory (one bucket at least).
    pub(crate) fn with_memory(bytes: usize) -> Table {
        let buckets = (bytes / (Self::ENTRY_BYTES * BUCKET)).max(1);
        let entries = std::iter::repeat_with(Default::default).take(buckets * BUCKET).collect();
        Table { entries, filled: AtomicUsize::new(0) }
    }

    /// The bytes the entries take.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * Self::ENTRY_BYTES
    }

    /// The words of the entry at `index`.
    fn load(&self, index: usize) -> [u64; 3] {
        self.entries[index].each_ref().map(|word| word.load(Ordering::Relaxed))
    }

    /// Writes the entry at `index`.
    fn save(&self, index: usize, entry: Entry) {
        for (word, value) in self.entries[index].iter().zip(entry.words()) {
            word.store(value, Ordering::Relaxed);
        }
    }

    /// The first entry of the bucket of `key`.
    fn bucket(&self, key: u64) -> usize {
        // The high bits: the low ones pick nothing else, and (u128 · len) >> 64 maps
        // them evenly onto any number of buckets.
        let buckets = self.entries.len() / BUCKET;
        ((u128::from(key) * buckets as u128) >> 64) as usize * BUCKET
    }

    /// The value stored for `key` and what the entry knows of its threat, if the table
    /// holds it.
    pub(crate) fn probe(&self, key: u64) -> Option<(Value, Threat)> {
        let first = self.bucket(key);
        (first..first + BUCKET)
            .map(|index| Entry::of(self.load(index)))
            .find(|entry| entry.work != 0 && entry.key == key)
            .map(|entry| (Value::stored(entry.pn, entry.dn, entry.height), Threat::of(entry.threat)))
    }

    /// Stores `value` for `key`, the work of `work` nodes, keeping what the entry knows
    /// of the threat (see [`store_leaf`](Table::store_leaf)).
    pub(crate) fn store(&self, key: u64, value: Value, work: u64) {
        self.put(key, value, work, Threat::Unknown);
    }

    /// Stores a leaf's `value` for `key` (the work of one node) and its `threat`.
    pub(crate) fn store_leaf(&self, key: u64, value: Value, threat: Threat) {
        self.put(key, value, 1, threat);
    }

    /// Stores `value` for `key`, the work of `work` nodes: over the entry of the same
    /// key (its threat kept unless `threat` is known), else an empty one, else the one
    /// with the least work if it has no more than this one.
    fn put(&self, key: u64, value: Value, work: u64, threat: Threat) {
        let first = self.bucket(key);
        let entries: [Entry; BUCKET] = std::array::from_fn(|slot| Entry::of(self.load(first + slot)));
        let work = work.clamp(1, u64::from(u32::MAX)) as u32;
        let entry = |work, threat| Entry { key, pn: value.pn, dn: value.dn, work, height: value.height, threat };
        let slot = match entries.iter().position(|entry| entry.work != 0 && entry.key == key) {
            Some(slot) => {
                let old = entries[slot];
                let threat = if threat == Threat::Unknown { old.threat } else { threat as u8 };
                self.save(first + slot, entry(work.max(old.work), threat));
                return;
            }
            None => {
                let (slot, least) = entries
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, entry)| entry.work)
                    .map(|(slot, entry)| (slot, entry.work))
                    .expect("a bucket has entries");
                if least == 0 {
                    self.filled.fetch_add(1, Ordering::Relaxed);
                } else if least > work {
                    return;
                }
                slot
            }
        };
        self.save(first + slot, entry(work, threat as u8));
    }

    /// The share of the entries in use, from 0 to 1.
    pub(crate) fn fill(&self) -> f64 {
        self.filled.load(Ordering::Relaxed) as f64 / self.entries.len() as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_value_is_found_and_a_full_bucket_keeps_the_most_work() {
        let table = Table::with_memory(0);
        assert_eq!(table.entries.len(), BUCKET);
        for key in 1..=BUCKET as u64 {
            table.store(key, Value::UNKNOWN, key * 10);
        }
        assert_eq!(table.probe(3), Some((Value::UNKNOWN, Threat::Unknown)));
        assert_eq!(table.fill(), 1.0);
        // Less work than every entry: not stored.
        table.store(99, Value::PROVEN, 5);
        assert_eq!(table.probe(99), None);
        // More than the least: it replaces key 1.
        table.store(99, Value::PROVEN, 15);
        assert_eq!((table.probe(99), table.probe(1)), (Some((Value::PROVEN, Threat::Unknown)), None));
    }

    #[test]
    fn a_leaf_s_threat_outlives_a_later_store_of_its_position() {
        let table = Table::with_memory(1 << 10);
        table.store_leaf(7, Value::UNKNOWN, Threat::Threatens);
        table.store(7, Value::open(3, 2), 40);
        assert_eq!(table.probe(7), Some((Value::open(3, 2), Threat::Threatens)));
        table.store_leaf(8, Value::UNKNOWN, Threat::None);
        assert_eq!(table.probe(8), Some((Value::UNKNOWN, Threat::None)));
    }
}
