//! The hot path allocates nothing: move generation, counting, make/unmake, copy-play,
//! the game-over check, the threat checks and perft run under a global allocator that counts every
//! allocation made on this thread.
//!
//! The allocator is in `counting_allocator/mod.rs`, shared with `play.rs`.

mod counting_allocator;

use lines_of_action::{BothConnected, Color, Layout, MoveList, NoLegalMove, Position, Rules};

/// The allocations `work` makes on this thread.
fn allocations_in(work: impl FnOnce()) -> usize {
    counting_allocator::allocations_in(work).1
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
            // Reordering, collecting and extending an ordinary list stay inline.
            let mut reordered: MoveList = moves.iter().rev().copied().collect();
            reordered.sort_unstable();
            reordered.sort_unstable_by_key(|mv| mv.target());
            let last = reordered.len() - 1;
            reordered.swap(0, last);
            reordered.extend(std::iter::empty());
            std::hint::black_box(&reordered);
            for &mv in moves.iter() {
                let undo = pos.make_unchecked(mv);
                std::hint::black_box(pos.is_connected(Color::Black));
                pos.unmake_unchecked(undo);
                let undo = pos.make(mv).expect("a generated move is legal");
                pos.unmake(undo).expect("its own token fits");
                let mut copy = pos;
                copy.play_unchecked(mv);
                std::hint::black_box(copy.zobrist_hash());
            }
            for &rules in &all_rules {
                std::hint::black_box(pos.is_game_over(rules));
                std::hint::black_box(pos.outcome(rules));
                std::hint::black_box(pos.perft(2, rules));
                std::hint::black_box(pos.winning_moves(rules));
                std::hint::black_box(pos.has_winning_move(rules));
                std::hint::black_box(pos.opponent_threatens_win(rules));
            }
            std::hint::black_box(pos.perft_pure(2));
        }
        std::hint::black_box(Position::default().perft(4, Rules::default()));
    });
    assert_eq!(count, 0, "allocations on the hot path");
}
