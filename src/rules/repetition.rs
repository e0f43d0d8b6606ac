//! Repetition: a game's [`History`], the positions played with how often each occurred,
//! and whether a position repeats often enough to end the game. The end-of-game decision
//! (`rules/outcome.rs`) asks it; [`Game`](crate::Game), [`GamePlayout`](crate::GamePlayout)
//! and game perft each keep one.

use core::fmt;

use alloc::vec::Vec;

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::position::Position;
use crate::rules::{Repetition, RepetitionKey, Rules};

/// What a repetition compares: the pieces, the side to move, and the variants' state,
/// holes and reserves. (The board size and the family never change within a game.)
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) struct BoardKey<G: Geometry = Grid8> {
    pub(crate) black: G::Set,
    pub(crate) white: G::Set,
    pub(crate) turn: Color,
    pub(crate) holes: G::Set,
    pub(crate) reserves: [u8; 2],
}

impl<G: Geometry> BoardKey<G> {
    /// The key of `position`.
    #[inline(always)]
    pub(crate) fn of(position: &Position<G>) -> BoardKey<G> {
        BoardKey {
            black: position.pieces(Color::Black),
            white: position.pieces(Color::White),
            turn: position.turn(),
            holes: position.holes(),
            reserves: [position.reserve(Color::Black), position.reserve(Color::White)],
        }
    }

    /// The same board with the other side to move.
    #[inline(always)]
    fn other_turn(self) -> BoardKey<G> {
        BoardKey { turn: self.turn.other(), ..self }
    }

    /// 32 bits of a hash of the whole key: which slot of the table it starts from, and a
    /// tag that spares most comparisons with other keys. Only a filter: a hit is
    /// compared exactly.
    #[inline(always)]
    fn tag(self) -> u32 {
        let extra = self.holes.mixed(0, 0xff51_afd7_ed55_8ccd)
            ^ u64::from(self.reserves[0]) << 1
            ^ u64::from(self.reserves[1]) << 9
            ^ self.turn as u64;
        // A multiplication carries every bit of a word into its top bits.
        let mixed = self.black.mixed(extra, 0x9e37_79b9_7f4a_7c15) ^ self.white.mixed(0, 0xc2b2_ae3d_27d4_eb4f);
        (mixed >> 32) as u32
    }
}

/// A game's history, as repetition and the move limit need it: the number of plies
/// played to reach the current position and, when counting (under a repetition rule),
/// the positions played, the current one last (a whole game's, or those since the last
/// capture, the only ones a later position can repeat since a capture removes a piece
/// for good), with how often each occurs among them. A history that does not count
/// keeps only the plies.
///
/// The counts are an open-addressing hash table over the positions (a slot per
/// distinct key: its first position and its count), so that playing a move, taking it
/// back and asking how often a position occurred each cost O(1) however long the game;
/// a hash hit is compared with the position exactly. Positions are taken back in the
/// reverse order they came ([`pop`](History::pop)), or all at once ([`forget`](History::forget)).
pub struct History<G: Geometry = Grid8> {
    /// The positions, oldest first, the current one last; none when not counting.
    positions: Vec<Position<G>>,
    /// The plies played to reach the last position.
    plies: usize,
    /// Under which key the positions are counted; `None`: not counted (nor kept).
    key: Option<RepetitionKey>,
    /// How often each key occurs in `positions`.
    counts: Counts,
    /// How often the last position's key occurs, as its push counted it; `None` once a
    /// pop has made another position the last (it is looked up when asked).
    last_count: Option<u32>,
}

impl<G: Geometry> History<G> {
    /// A history of the single position `start`, reached after `plies` plies, counted
    /// under `key` (with the side to move, a history can also count boards alone).
    pub(crate) fn new(start: Position<G>, plies: usize, key: Option<RepetitionKey>) -> History<G> {
        let mut history = History { positions: Vec::new(), plies: 0, key, counts: Counts::new(), last_count: None };
        history.refill(&[start], plies, key);
        history
    }

    /// The key a history for `rules` counts under: theirs, `None` without repetition.
    pub(crate) const fn key_for(rules: Rules) -> Option<RepetitionKey> {
        match rules.repetition {
            Repetition::Off => None,
            Repetition::Draw { key, .. } => Some(key),
        }
    }

    /// Replaces the positions by `positions`, the last reached after `plies` plies, in
    /// the room already held, counted under `key` (and left out if `None`).
    pub(crate) fn refill(&mut self, positions: &[Position<G>], plies: usize, key: Option<RepetitionKey>) {
        self.forget();
        self.key = key;
        self.counts.by_board = key == Some(RepetitionKey::Board);
        for position in positions {
            self.push(*position);
        }
        self.plies = plies;
    }

    /// Replaces the positions by those of `game`, a game's history, that a search from
    /// its last position can repeat: the positions since the last capture, counted
    /// under `rules`' key (none without a repetition rule), the last reached after
    /// `plies` plies.
    pub(crate) fn refill_for_search(&mut self, game: &History<G>, plies: usize, rules: Rules) {
        let key = Self::key_for(rules);
        self.refill(if key.is_some() { game.since_last_capture() } else { &[] }, plies, key);
    }

    /// Makes room for `additional` more positions, so that pushing them allocates
    /// nothing; none when not counting, since then no position is kept.
    pub(crate) fn reserve(&mut self, additional: usize) {
        if self.key.is_some() {
            self.positions.reserve(additional);
            self.counts.reserve(additional);
        }
    }

    /// The positions, oldest first, the current one last; none when not counting.
    #[inline(always)]
    pub(crate) fn positions(&self) -> &[Position<G>] {
        &self.positions
    }

    /// The current position, the last one; `None` when not counting.
    #[inline(always)]
    pub(crate) fn last(&self) -> Option<&Position<G>> {
        self.positions.last()
    }

    /// The plies played to reach the current position.
    #[inline(always)]
    pub(crate) const fn plies(&self) -> usize {
        self.plies
    }

    /// Appends `position`, reached by one more ply (only the ply when not counting).
    #[inline(always)]
    pub(crate) fn push(&mut self, position: Position<G>) {
        self.plies += 1;
        if self.key.is_some() {
            self.positions.push(position);
            self.last_count = Some(self.counts.add(BoardKey::of(&position), &self.positions));
        }
    }

    /// Takes back the last position and its ply (only the ply when not counting, or
    /// when the positions were [forgotten](History::forget)).
    #[inline]
    pub(crate) fn pop(&mut self) {
        self.plies = self.plies.saturating_sub(1);
        let Some(&position) = self.positions.last() else {
            return;
        };
        self.counts.remove(BoardKey::of(&position), &self.positions);
        self.last_count = None;
        self.positions.pop();
    }

    /// The positions since the last capture, the current one last: the end of the
    /// positions with as many pieces on the board as the current one. None before them
    /// can recur: a capture removes a piece for good, and Parachute's drops take stones
    /// from a reserve that never grows back.
    pub(crate) fn since_last_capture(&self) -> &[Position<G>] {
        let Some(pieces) = self.positions.last().map(|last| last.occupied().count()) else {
            return &[];
        };
        let kept = self.positions.iter().rev().take_while(|p| p.occupied().count() == pieces).count();
        &self.positions[self.positions.len() - kept..]
    }

    /// Forgets every position, keeping the plies and the room: after a capture, when
    /// none of them can recur and none will be taken back.
    #[inline(always)]
    pub(crate) fn forget(&mut self) {
        self.positions.clear();
        self.counts.clear();
        self.last_count = None;
    }

    /// How often a position with `board` occurs in the history under `key` (0 when not
    /// counting). A history counted under the board alone is asked only about boards.
    #[inline(always)]
    fn count(&self, board: BoardKey<G>, key: RepetitionKey) -> usize {
        let count = |board| self.counts.count(board, &self.positions) as usize;
        match (self.key, key) {
            (None, _) => 0,
            (Some(RepetitionKey::PositionAndTurn), RepetitionKey::Board) => count(board) + count(board.other_turn()),
            _ => count(board),
        }
    }

    /// How often the current position has occurred, itself included, under `key`
    /// (0 when not counting).
    #[inline(always)]
    pub(crate) fn occurrences(&self, key: RepetitionKey) -> usize {
        match (self.positions.last(), self.last_count) {
            (Some(_), Some(count)) if self.key == Some(key) => count as usize,
            (Some(last), _) => self.count(BoardKey::of(last), key),
            (None, _) => 0,
        }
    }

    /// Whether the current position is a repetition that ends the game under `rules`
    /// (never when not counting).
    #[inline(always)]
    pub(crate) fn repeats(&self, rules: Rules) -> bool {
        let Repetition::Draw { occurrence, key } = rules.repetition else {
            return false;
        };
        self.occurrences(key) >= usize::from(occurrence.max(2))
    }

    /// What tells whether a position one ply after the current one is a repetition
    /// that ends the game under `rules`, for game perft's last plies, which do not make
    /// the moves; `None` if none can be (no repetition rule, or nothing counted). The
    /// history must be counted under the rules' own key, as game perft's is, so that a
    /// position is one look-up.
    #[inline(always)]
    pub(crate) fn next_ply(&self, rules: Rules) -> Option<NextPly<'_, G>> {
        let Repetition::Draw { occurrence, key } = rules.repetition else {
            return None;
        };
        debug_assert!(self.key.is_none_or(|counted| counted == key), "counted under the rules' key");
        // With nothing counted a position occurs once, and a repetition needs two.
        (self.counts.keys > 0).then_some(NextPly { history: self, earlier_needed: u32::from(occurrence.max(2)) - 1 })
    }
}

/// Whether a position one ply after a history's current one repeats: [`History::next_ply`].
pub(crate) struct NextPly<'a, G: Geometry = Grid8> {
    history: &'a History<G>,
    /// How often the position must have occurred before.
    earlier_needed: u32,
}

impl<G: Geometry> NextPly<'_, G> {
    /// Whether the position with `board` is a repetition that ends the game.
    #[inline(always)]
    pub(crate) fn repeats(&self, board: BoardKey<G>) -> bool {
        self.history.counts.count(board, &self.history.positions) >= self.earlier_needed
    }
}

impl<G: Geometry> Clone for History<G> {
    /// The same history in as much room, so that a clone allocates no more than the original.
    fn clone(&self) -> History<G> {
        let mut positions = Vec::with_capacity(self.positions.capacity());
        positions.extend_from_slice(&self.positions);
        History { positions, counts: self.counts.clone(), ..*self }
    }
}

impl<G: Geometry> PartialEq for History<G> {
    /// The same positions at the same ply, counted or not (the counts follow from them).
    fn eq(&self, other: &History<G>) -> bool {
        self.plies == other.plies && self.positions == other.positions
    }
}

impl<G: Geometry> Eq for History<G> {}

impl<G: Geometry> fmt::Debug for History<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("History").field("positions", &self.positions).field("plies", &self.plies).finish()
    }
}

/// A slot of the table: a key (by its first position in the history), how often it
/// occurs, and the generation it was filled in (an older one is an empty slot).
#[derive(Copy, Clone, Default)]
struct Slot {
    first: usize,
    tag: u32,
    count: u32,
    generation: u32,
}

/// The counts of a history's keys: open addressing with linear probing over a power of
/// two of slots, at most half full; a slot is emptied by moving back the ones after it
/// that belong nearer (so that every key stays reachable from its first slot), and the
/// whole table by starting a new generation.
#[derive(Clone)]
struct Counts {
    slots: Vec<Slot>,
    /// The number of keys.
    keys: usize,
    /// The slots of this generation are the filled ones; never 0, the empty slots' own.
    generation: u32,
    /// Whether the keys leave out the side to move.
    by_board: bool,
}

impl Counts {
    /// The fewest slots a table has once it holds a key.
    const MIN_SLOTS: usize = 8;

    const fn new() -> Counts {
        Counts { slots: Vec::new(), keys: 0, generation: 1, by_board: false }
    }

    /// The key counted for `key`: without the side to move if the table counts boards.
    #[inline(always)]
    fn counted<G: Geometry>(&self, key: BoardKey<G>) -> BoardKey<G> {
        if self.by_board { BoardKey { turn: Color::Black, ..key } } else { key }
    }

    /// The slot `tag` starts from.
    #[inline(always)]
    fn home(&self, tag: u32) -> usize {
        // The top bits: `slots.len()` is a power of two, at most 2³².
        ((u64::from(tag) * self.slots.len() as u64) >> 32) as usize
    }

    #[inline(always)]
    fn is_filled(&self, slot: &Slot) -> bool {
        slot.generation == self.generation
    }

    /// The slot holding `key` (a counted one), if any, or the empty slot where it would
    /// go; `positions` are the history's.
    #[inline(always)]
    fn find<G: Geometry>(&self, key: BoardKey<G>, tag: u32, positions: &[Position<G>]) -> Result<usize, usize> {
        let mask = self.slots.len() - 1;
        let mut at = self.home(tag);
        loop {
            let slot = &self.slots[at];
            if !self.is_filled(slot) {
                return Err(at);
            }
            if slot.tag == tag && self.counted(BoardKey::of(&positions[slot.first])) == key {
                return Ok(at);
            }
            at = (at + 1) & mask;
        }
    }

    /// How often `key` occurs.
    #[inline(always)]
    fn count<G: Geometry>(&self, key: BoardKey<G>, positions: &[Position<G>]) -> u32 {
        if self.keys == 0 {
            return 0;
        }
        let key = self.counted(key);
        self.find(key, key.tag(), positions).map_or(0, |at| self.slots[at].count)
    }

    /// Counts `key`, the key of the last of `positions`, once more, and returns its count.
    #[inline(always)]
    fn add<G: Geometry>(&mut self, key: BoardKey<G>, positions: &[Position<G>]) -> u32 {
        if 2 * (self.keys + 1) > self.slots.len() {
            self.grow(self.keys + 1);
        }
        let key = self.counted(key);
        let tag = key.tag();
        match self.find(key, tag, positions) {
            Ok(at) => {
                self.slots[at].count += 1;
                self.slots[at].count
            }
            Err(at) => {
                self.slots[at] = Slot { first: positions.len() - 1, tag, count: 1, generation: self.generation };
                self.keys += 1;
                1
            }
        }
    }

    /// Counts `key`, the key of the last of `positions`, once less.
    fn remove<G: Geometry>(&mut self, key: BoardKey<G>, positions: &[Position<G>]) {
        let key = self.counted(key);
        let Ok(mut hole) = self.find(key, key.tag(), positions) else {
            unreachable!("a history's last position is counted");
        };
        self.slots[hole].count -= 1;
        if self.slots[hole].count > 0 {
            return;
        }
        self.keys -= 1;
        // Backward-shift deletion: a later slot of the run moves into the hole if its
        // key's home is not after the hole (cyclically), so no key is cut off from home.
        let mask = self.slots.len() - 1;
        let mut at = (hole + 1) & mask;
        while self.is_filled(&self.slots[at]) {
            let home = self.home(self.slots[at].tag);
            if (at.wrapping_sub(home) & mask) >= (at.wrapping_sub(hole) & mask) {
                self.slots[hole] = self.slots[at];
                hole = at;
            }
            at = (at + 1) & mask;
        }
        self.slots[hole].generation = 0;
    }

    /// Empties the table, keeping its room.
    #[inline(always)]
    fn clear(&mut self) {
        self.keys = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Once in 2³² clears: the old generations could come back, so wipe them.
            self.slots.fill(Slot::default());
            self.generation = 1;
        }
    }

    /// Makes room for `additional` more keys.
    fn reserve(&mut self, additional: usize) {
        if 2 * (self.keys + additional) > self.slots.len() {
            self.grow(self.keys + additional);
        }
    }

    /// Moves the keys into a table with room for at least `keys` keys.
    #[cold]
    fn grow(&mut self, keys: usize) {
        let size = (2 * keys).next_power_of_two().max(Counts::MIN_SLOTS);
        let old = core::mem::replace(&mut self.slots, alloc::vec![Slot::default(); size]);
        let generation = self.generation;
        self.generation = 1;
        let mask = size - 1;
        for slot in old.into_iter().filter(|slot| slot.generation == generation) {
            let mut at = self.home(slot.tag);
            while self.is_filled(&self.slots[at]) {
                at = (at + 1) & mask;
            }
            self.slots[at] = Slot { generation: 1, ..slot };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::moves::Move;
    use crate::xorshift::XorShift;

    /// How often `key` occurs in `positions`, compared one by one.
    fn plain_count(positions: &[Position], key: BoardKey) -> u32 {
        positions.iter().filter(|p| BoardKey::of(p) == key).count() as u32
    }

    #[test]
    fn counts_follow_pushes_and_pops_in_random_walks() {
        // Random play with random take-backs, from the standard start: the counts equal a
        // plain recount after every step, whatever the table's growth and deletions, for
        // a history counted with the side to move and one counted by boards.
        for key in [RepetitionKey::PositionAndTurn, RepetitionKey::Board] {
            let mut random = XorShift(0x9e37_79b9_7f4a_7c15);
            let mut history = History::new(Position::default(), 0, Some(key));
            for step in 0..4_000 {
                let current = *history.last().unwrap();
                if random.below(3) == 0 && history.positions().len() > 1 {
                    history.pop();
                } else {
                    let moves = current.legal_moves();
                    // Among the first few moves only, so that positions recur.
                    let mv: Move = moves.as_slice()[random.below(moves.len().min(4))];
                    let mut next = current;
                    next.play_unchecked(mv);
                    history.push(next);
                }
                let positions = history.positions();
                assert_eq!(history.plies(), positions.len() - 1, "step {step}");
                let last = BoardKey::of(positions.last().unwrap());
                let with_turn = plain_count(positions, last);
                let board = with_turn + plain_count(positions, last.other_turn());
                assert_eq!(history.occurrences(RepetitionKey::Board) as u32, board, "{key:?}, step {step}");
                if key == RepetitionKey::PositionAndTurn {
                    assert_eq!(history.occurrences(key) as u32, with_turn, "step {step}");
                }
                for p in &positions[..positions.len().min(8)] {
                    let board = BoardKey::of(p);
                    let plain = match key {
                        RepetitionKey::PositionAndTurn => plain_count(positions, board),
                        RepetitionKey::Board => {
                            plain_count(positions, board) + plain_count(positions, board.other_turn())
                        }
                    };
                    assert_eq!(history.count(board, key) as u32, plain, "{key:?}, step {step}");
                }
            }
            assert!(history.counts.slots.len() > Counts::MIN_SLOTS, "the table grew");
        }
    }

    #[test]
    fn forgetting_keeps_the_plies_and_empties_the_counts() {
        let start = Position::default();
        let mut history = History::new(start, 7, Some(RepetitionKey::PositionAndTurn));
        history.push(start);
        assert_eq!((history.plies(), history.occurrences(RepetitionKey::PositionAndTurn)), (8, 2));
        history.forget();
        assert_eq!((history.plies(), history.occurrences(RepetitionKey::PositionAndTurn)), (8, 0));
        history.push(start);
        assert_eq!((history.plies(), history.occurrences(RepetitionKey::PositionAndTurn)), (9, 1));
        // Not counting: no repetition is ever seen.
        let history = History::new(start, 0, None);
        assert_eq!(history.occurrences(RepetitionKey::Board), 0);
        assert!(history.next_ply(Rules::OPENSPIEL).is_none());
    }
}
