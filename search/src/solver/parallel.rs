//! The root split: each thread searches one move of the root at a time, on a table of
//! its own, for a slice of nodes that doubles each time the move is taken up again,
//! always the most promising move no other thread holds (the least proof number if the
//! attacker is to move at the root, the least disproof number if the defender is).
//! What the threads share is what is safe to share: the root moves' numbers and
//! results, and the proof of each proven move, read out by the thread that proved it.

use std::sync::Mutex;

use lines_of_action::{Color, Geometry, Move, Outcome, Position, Rules};

use super::dfpn::{Enhancements, Search, Tick};
use super::extract::{Extraction, ProofLines, merge};
use super::symmetry::repeats_by_symmetry;
use super::table::Table;
use super::value::Value;
use super::{Certificate, Control, Phase};

/// The first slice of nodes a root move is searched for.
const FIRST_SLICE: u64 = 2_000;

/// A move of the root, as the threads share it.
struct RootMove<S> {
    mv: Move<S>,
    value: Value,
    /// The height of its proof, once proven and read out.
    height: u32,
    busy: bool,
    slice: u64,
}

/// What the threads share.
struct Shared<G: Geometry> {
    moves: Vec<RootMove<G::Square>>,
    lines: ProofLines<G>,
}

impl<G: Geometry> Shared<G> {
    /// The root's value from its moves' (`attacking`: the attacker is to move there).
    fn root_value(&self, attacking: bool) -> Value {
        let values = self.moves.iter().map(|root_move| root_move.value);
        let (least, sum): (u64, u64) = if attacking {
            (values.clone().map(|v| u64::from(v.pn)).min().unwrap_or(0), values.map(|v| u64::from(v.dn)).sum())
        } else {
            (values.clone().map(|v| u64::from(v.dn)).min().unwrap_or(0), values.map(|v| u64::from(v.pn)).sum())
        };
        match (attacking, least == 0, sum == 0) {
            (true, true, _) | (false, _, true) => Value::PROVEN,
            (true, _, true) | (false, true, _) => Value::DISPROVEN,
            (true, ..) => Value::open(least, sum),
            (false, ..) => Value::open(sum, least),
        }
    }

    /// The most promising move no thread holds, marked as held, with its slice.
    fn take(&mut self, attacking: bool) -> Option<(usize, u64)> {
        let number = |v: Value| if attacking { v.pn } else { v.dn };
        let (index, _) = self
            .moves
            .iter()
            .enumerate()
            .filter(|(_, root_move)| !root_move.busy && !root_move.value.is_solved())
            .min_by_key(|(_, root_move)| number(root_move.value))?;
        let root_move = &mut self.moves[index];
        root_move.busy = true;
        Some((index, root_move.slice))
    }
}

/// Searches `root` for `attacker` on `threads` threads, splitting its moves.
#[allow(clippy::too_many_arguments)]
pub(crate) fn split_root<G: Geometry>(
    root: &Position<G>,
    history: &[Position<G>],
    rules: Rules,
    attacker: Color,
    enhancements: Enhancements,
    memory: usize,
    threads: usize,
    control: &Control,
) -> Phase<G> {
    if let Some(result) = root.result(rules) {
        let value = if result.outcome == Outcome::Win(attacker) { Value::PROVEN } else { Value::DISPROVEN };
        return Phase { value, certificate: None };
    }
    let attacking = root.turn() == attacker;
    let mut moves = root.legal_moves().to_vec();
    if attacking && enhancements.symmetry {
        let repeats = repeats_by_symmetry(root, &moves);
        let mut index = 0;
        moves.retain(|_| {
            index += 1;
            !repeats[index - 1]
        });
    }
    let moves = moves
        .into_iter()
        .map(|mv| RootMove { mv, value: Value::UNKNOWN, height: 0, busy: false, slice: FIRST_SLICE })
        .collect();
    let shared = Mutex::new(Shared { moves, lines: ProofLines::default() });
    let mut with_root = history.to_vec();
    with_root.push(*root);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (shared, with_root) = (&shared, &with_root);
            let _ = std::thread::Builder::new().stack_size(super::STACK_BYTES).spawn_scoped(scope, move || {
                work(root, with_root, rules, attacker, enhancements, memory, control, shared)
            });
        }
    });
    let Ok(shared) = shared.into_inner() else {
        return Phase { value: Value::UNKNOWN, certificate: None };
    };
    let value = shared.root_value(attacking);
    control.set_root(value);
    if !value.is_proven() {
        return Phase { value, certificate: None };
    }
    let mut lines = shared.lines;
    let height = if attacking {
        let Some(best) = shared.moves.iter().filter(|root_move| root_move.value.is_proven()).min_by_key(|m| m.height)
        else {
            return Phase { value, certificate: None };
        };
        merge(&mut lines, [(*root, (best.mv, best.height + 1))].into_iter().collect());
        best.height + 1
    } else {
        shared.moves.iter().map(|root_move| root_move.height).max().unwrap_or(0) + 1
    };
    let certificate = Certificate::new(*root, attacker, height, &lines, rules);
    Phase { value, certificate: Some(certificate) }
}

/// One thread: takes a root move, searches it for its slice, gives back what it found.
#[allow(clippy::too_many_arguments)]
fn work<G: Geometry>(
    root: &Position<G>,
    with_root: &[Position<G>],
    rules: Rules,
    attacker: Color,
    enhancements: Enhancements,
    memory: usize,
    control: &Control,
    shared: &Mutex<Shared<G>>,
) {
    let attacking = root.turn() == attacker;
    let mut table = Table::with_memory(memory);
    loop {
        let job = {
            let Ok(mut shared) = shared.lock() else { return };
            let value = shared.root_value(attacking);
            control.set_root(value);
            if value.is_solved() || control.stopped() {
                return;
            }
            shared.take(attacking).map(|(index, slice)| (index, slice, shared.moves[index].mv))
        };
        let Some((index, slice, mv)) = job else {
            // Every open move is held by another thread.
            std::thread::sleep(std::time::Duration::from_millis(1));
            continue;
        };
        let mut spent = 0;
        let mut hook = |tick: Tick| {
            spent += tick.nodes;
            control.on_tick(tick, false) || spent >= slice
        };
        let mut search = Search::new(rules, attacker, enhancements, &mut table, (root, with_root), &mut hook);
        let mut pos = *root;
        pos.play_unchecked(mv);
        let (mut value, _) = search.prove(&mut pos);
        let mut found = None;
        if value.is_proven() {
            match Extraction::new(&mut search).run(&pos) {
                Some(proof) => found = Some(proof),
                None => value = Value::UNKNOWN,
            }
        }
        let untallied = search.untallied_nodes();
        control.nodes.fetch_add(untallied, std::sync::atomic::Ordering::Relaxed);
        let Ok(mut shared) = shared.lock() else { return };
        if let Some((lines, height)) = found {
            merge(&mut shared.lines, lines);
            shared.moves[index].height = height;
        }
        let root_move = &mut shared.moves[index];
        root_move.value = value;
        root_move.busy = false;
        root_move.slice = root_move.slice.saturating_mul(2);
    }
}
