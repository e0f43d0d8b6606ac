//! Two threads or more: every thread runs df-pn from the root on the one shared table
//! (`table.rs` takes stores from several threads without locks), and the first to
//! solve the root stops the others and reads out the proof. What one thread proves or
//! disproves below the root, the others find in the table. So that they do not walk the
//! same nodes, the odd-numbered threads take the last of equally promising children
//! first (the even ones the first, as one thread does), and every thread from the third
//! on a larger ε, which sends it deeper before it turns back.
//!
//! Measured on a 6×6 position (`proofs/README.md`, "Two threads"): fewer nodes in all
//! than splitting the root's moves or its replies among the threads, but still 0.83×
//! the speed of one thread on a quiet machine.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use lines_of_action::{Color, Geometry, Position, Rules};

use super::dfpn::{Enhancements, Search, Tick};
use super::table::Table;
use super::value::Value;
use super::{Control, Phase, STACK_BYTES, read_out};

/// Searches `root` for `attacker` on `threads` threads sharing a table of `memory` bytes.
#[allow(clippy::too_many_arguments)]
pub(crate) fn race<G: Geometry>(
    root: &Position<G>,
    history: &[Position<G>],
    rules: Rules,
    attacker: Color,
    enhancements: Enhancements,
    memory: usize,
    threads: usize,
    control: &Control,
) -> Phase<G> {
    let table = Table::with_memory(memory);
    // The thread that solved the root first: it reads out the proof (searching again
    // where the table lost one), the others stop.
    let first = AtomicUsize::new(usize::MAX);
    let found: Mutex<Option<Phase<G>>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let (table, first, found) = (&table, &first, &found);
            let enhancements = Enhancements {
                last_of_equals: thread % 2 == 1,
                epsilon: enhancements.epsilon * (1 + thread / 2) as f64,
                ..enhancements
            };
            let _ = std::thread::Builder::new().stack_size(STACK_BYTES).spawn_scoped(scope, move || {
                let mut hook = |tick: Tick| {
                    let solver = first.load(Ordering::Relaxed);
                    control.on_tick(tick, thread == 0) || (solver != usize::MAX && solver != thread)
                };
                let mut search = Search::new(rules, attacker, enhancements, table, (root, history), &mut hook);
                let mut pos = *root;
                let (value, _) = search.prove(&mut pos);
                control.nodes.fetch_add(search.untallied_nodes(), Ordering::Relaxed);
                // Only the first thread to solve the root reads out its proof.
                let claim = || first.compare_exchange(usize::MAX, thread, Ordering::Relaxed, Ordering::Relaxed);
                if !value.is_solved() || claim().is_err() {
                    return;
                }
                let phase = read_out(&mut search, root, value);
                control.set_root(value);
                if let Ok(mut found) = found.lock() {
                    *found = Some(phase);
                }
            });
        }
    });
    let unsolved = || Phase { value: Value::UNKNOWN, certificate: None };
    found.into_inner().ok().flatten().unwrap_or_else(unsolved)
}
