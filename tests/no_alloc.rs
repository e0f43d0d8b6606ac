//! The hot path allocates nothing: move generation, counting, make/unmake, copy-play,
//! the game-over check and perft run under a global allocator that counts every
//! allocation made on this thread.
//!
//! `GlobalAlloc` is an unsafe trait, so this test file (not the library, which forbids
//! `unsafe`) holds the one `unsafe impl`: it only forwards to the system allocator.

use std::alloc::{GlobalAlloc, Layout as MemoryLayout, System};
use std::cell::Cell;

use lines_of_action::{BothConnected, Color, Layout, NoLegalMove, Position, Rules, perft, perft_pure};

struct CountingAllocator;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded unchanged to the system allocator; the counter is
// a thread-local `Cell` with a const initialiser, which never allocates.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: MemoryLayout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: MemoryLayout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: MemoryLayout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// The allocations `work` makes on this thread.
fn allocations_in(work: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    work();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn the_hot_path_never_allocates() {
    // The counter must see allocations, or the zeros below would prove nothing.
    assert!(allocations_in(|| drop(std::hint::black_box(vec![0u8; 16]))) >= 1);

    let all_rules = [BothConnected::Draw, BothConnected::MoverWins].into_iter().flat_map(|both| {
        [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw]
            .map(|none| Rules::default().with_both_connected(both).with_no_legal_move(none))
    });
    let all_rules: Vec<Rules> = all_rules.collect();
    // Positions from each layout along a fixed line of play, made before counting.
    let mut positions = Vec::new();
    for layout in Layout::ALL {
        let mut pos = Position::from_layout(layout);
        for ply in 0..60 {
            positions.push(pos);
            let moves = pos.legal_moves();
            pos.play_unchecked(moves[(ply * 13 + 5) % moves.len()]);
        }
    }

    let count = allocations_in(|| {
        for pos in &positions {
            let mut pos = *pos;
            let moves = pos.legal_moves();
            std::hint::black_box(pos.count_slides());
            for &mv in moves.iter() {
                let undo = pos.make_unchecked(mv);
                std::hint::black_box(pos.is_connected(Color::Black));
                pos.unmake_unchecked(undo);
                let undo = pos.make(mv).expect("a generated move is legal");
                pos.unmake(undo).expect("its own token fits");
                let mut copy = pos;
                copy.play_unchecked(mv);
                std::hint::black_box(copy.hash());
            }
            for &rules in &all_rules {
                std::hint::black_box(pos.is_game_over(rules));
                std::hint::black_box(pos.outcome(rules));
                std::hint::black_box(perft(&pos, 2, rules));
            }
            std::hint::black_box(perft_pure(&pos, 2));
        }
        std::hint::black_box(perft(&Position::default(), 4, Rules::default()));
    });
    assert_eq!(count, 0, "allocations on the hot path");
}
