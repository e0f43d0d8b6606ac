//! Make/unmake, incremental state and hashing on random games from each named layout.
//!
//! After every ply the incrementally kept line counts and hash must equal freshly
//! computed ones; every make must be undone exactly; undo tokens must only fit
//! the position they came from; and the hash must depend on the position only,
//! not on the path to it.

mod proptest_cases;

use lines_of_action::{Color, Layout, Move, Position, Setup, UndoMismatch};
use proptest::prelude::*;
use proptest::test_runner::TestCaseResult;

/// A random game from `layout`.
struct Game {
    /// Every position visited, the start first.
    visited: Vec<Position>,
    /// The moves played: `moves[i]` leads from `visited[i]` to `visited[i + 1]`.
    moves: Vec<Move>,
}

/// Plays the moves the picks select (an index into the legal moves) with the
/// checked `make`, checking the invariants after every ply.
fn random_game(layout: Layout, picks: &[u16]) -> Result<Game, TestCaseError> {
    let mut pos = Position::from_layout(layout);
    prop_assert_eq!(pos.check_invariants(), Ok(()));
    let mut visited = vec![pos];
    let mut played = Vec::new();
    for &pick in picks {
        let moves = pos.legal_moves();
        let mv = moves[pick as usize % moves.len()];
        let made = pos.make(mv);
        prop_assert!(made.is_ok(), "{} refused in {}", mv, visited.last().unwrap());
        prop_assert_eq!(pos.check_invariants(), Ok(()), "after {}", mv);
        visited.push(pos);
        played.push(mv);
    }
    Ok(Game { visited, moves: played })
}

/// Every legal move of `before` round-trips through the unchecked and the checked
/// make/unmake, agrees with `play`, and undo tokens fit only where they belong.
fn every_move_round_trips(before: &Position) -> TestCaseResult {
    let moves: Vec<Move> = before.legal_moves().into_iter().collect();
    // One token per move, each from `before`: the "sibling" tokens.
    let tokens: Vec<_> = moves
        .iter()
        .map(|&mv| {
            let mut pos = *before;
            pos.make_unchecked(mv)
        })
        .collect();
    for (i, &mv) in moves.iter().enumerate() {
        // Unchecked.
        let mut pos = *before;
        let undo = pos.make_unchecked(mv);
        let after = pos;
        prop_assert_eq!(after.check_invariants(), Ok(()), "{} in {}", mv, before);
        prop_assert_eq!(after.turn(), before.turn().other());
        prop_assert_ne!(after.zobrist_hash(), before.zobrist_hash(), "{} kept the hash of {}", mv, before);
        pos.unmake_unchecked(undo);
        prop_assert_eq!(pos, *before, "unmake_unchecked of {}", mv);
        prop_assert_eq!(pos.zobrist_hash(), before.zobrist_hash());

        // Checked, and the same as play on a copy.
        let mut pos = *before;
        let undo = pos.make(mv);
        prop_assert!(undo.is_ok(), "make {} in {}", mv, before);
        let undo = undo.unwrap();
        prop_assert_eq!(pos, after, "make and make_unchecked differ on {}", mv);
        prop_assert_eq!(undo.played(), mv);
        let captures = !mv.is_pass() && before.piece_at(mv.target().unwrap()) == Some(before.turn().other());
        prop_assert_eq!(undo.captured(), captures, "{} in {}", mv, before);
        let mut copy = *before;
        prop_assert!(copy.play(mv).is_ok());
        prop_assert_eq!(copy, pos, "play and make differ on {}", mv);

        // A token from another position does not fit and changes nothing.
        if moves.len() > 1 {
            let sibling = tokens[(i + 1) % moves.len()];
            prop_assert_eq!(pos.unmake(sibling), Err(UndoMismatch), "sibling of {}", mv);
            prop_assert_eq!(pos, after);
        }
        prop_assert_eq!(pos.unmake(undo), Ok(()), "unmake {} in {}", mv, before);
        prop_assert_eq!(pos, *before, "unmake of {}", mv);
        prop_assert_eq!(pos.zobrist_hash(), before.zobrist_hash());
        // The token is spent: `before` is not the position it came from.
        prop_assert_eq!(pos.unmake(undo), Err(UndoMismatch), "second unmake of {}", mv);
        prop_assert_eq!(pos, *before);
    }
    Ok(())
}

/// The hash is that of a freshly built position, and changes with the side to move alone.
fn hash_is_a_function_of_the_position(pos: &Position) -> TestCaseResult {
    let setup = pos.to_setup();
    // Play on after the game is over can leave a colour without pieces, which
    // `from_setup` refuses; such positions are skipped.
    if let Ok(fresh) = Position::from_setup(setup) {
        prop_assert_eq!(fresh, *pos, "incremental and fresh differ");
        prop_assert_eq!(fresh.zobrist_hash(), pos.zobrist_hash());
        let flipped = Position::from_setup(Setup { turn: setup.turn.other(), ..setup }).unwrap();
        prop_assert_eq!(flipped.check_invariants(), Ok(()));
        prop_assert_eq!(flipped.pieces(Color::Black), pos.pieces(Color::Black));
        prop_assert_eq!(flipped.pieces(Color::White), pos.pieces(Color::White));
        prop_assert_ne!(flipped.zobrist_hash(), pos.zobrist_hash(), "side to move not hashed: {}", pos);
    }
    Ok(())
}

/// Looks for transpositions from `start`: X plays `a`, Y plays `b`, X plays some
/// `c`, against X playing `c`, Y `b`, X `a`. When both orders are legal and reach
/// the same pieces and side to move, the incrementally kept positions (line
/// counts and hash included) must be equal. Returns how many were found.
fn transpositions_agree(start: &Position, a: Move, b_pick: u16) -> Result<usize, TestCaseError> {
    let mut after_a = *start;
    if after_a.play(a).is_err() || a.is_pass() {
        return Ok(0);
    }
    let replies = after_a.legal_moves();
    let b = replies[b_pick as usize % replies.len()];
    let mut after_ab = after_a;
    after_ab.play(b).unwrap();
    let mut found = 0;
    for c in after_ab.legal_moves() {
        if c.is_pass() || c == a {
            continue;
        }
        let mut first = after_ab;
        first.play(c).unwrap();
        let mut second = *start;
        if second.play(c).is_err() || second.play(b).is_err() || second.play(a).is_err() {
            continue;
        }
        if first.to_setup() != second.to_setup() {
            continue;
        }
        found += 1;
        prop_assert_eq!(first, second, "{} {} {} vs {} {} {} from {}", a, b, c, c, b, a, start);
        prop_assert_eq!(first.zobrist_hash(), second.zobrist_hash());
        prop_assert_eq!(first.check_invariants(), Ok(()));
        prop_assert_eq!(second.check_invariants(), Ok(()));
    }
    Ok(found)
}

proptest! {
    #![proptest_config(proptest_cases::config(32))]

    /// A random game: invariants after every ply, every legal move of every visited
    /// position round-trips, and undoing the whole game in reverse restores each
    /// earlier position and finally the start.
    #[test]
    fn make_unmake_round_trips(
        layout in prop::sample::select(Layout::ALL.to_vec()),
        picks in prop::collection::vec(any::<u16>(), 0..=60),
    ) {
        let game = random_game(layout, &picks)?;
        for pos in &game.visited {
            every_move_round_trips(pos)?;
            hash_is_a_function_of_the_position(pos)?;
        }

        // Replay with tokens, then unmake everything in reverse order.
        let mut pos = game.visited[0];
        let mut undos = Vec::new();
        for (&mv, &next) in game.moves.iter().zip(&game.visited[1..]) {
            undos.push(pos.make(mv).unwrap());
            prop_assert_eq!(pos, next);
        }
        for (undo, earlier) in undos.into_iter().rev().zip(game.visited.iter().rev().skip(1)) {
            prop_assert_eq!(pos.unmake(undo), Ok(()));
            prop_assert_eq!(pos, *earlier);
            prop_assert_eq!(pos.check_invariants(), Ok(()));
        }
        prop_assert_eq!(pos, Position::from_layout(layout));
    }

    /// Transpositions along a random game reach equal positions with equal hashes.
    #[test]
    fn transpositions_hash_alike(
        layout in prop::sample::select(Layout::ALL.to_vec()),
        picks in prop::collection::vec(any::<u16>(), 0..=40),
        a_pick in any::<u16>(),
        b_pick in any::<u16>(),
    ) {
        let game = random_game(layout, &picks)?;
        for pos in &game.visited {
            let moves = pos.legal_moves();
            let a = moves[a_pick as usize % moves.len()];
            transpositions_agree(pos, a, b_pick)?;
        }
    }
}

#[test]
fn transpositions_exist_and_hash_alike_from_each_layout() {
    // Not vacuous: from every layout's start some transposition is found, and all
    // found ones hash alike.
    for layout in Layout::ALL {
        let start = Position::from_layout(layout);
        let mut found = 0;
        // The first eight moves and the first four replies to each are plenty.
        for a in start.legal_moves().into_iter().take(8) {
            for b_pick in 0..4 {
                found += transpositions_agree(&start, a, b_pick).unwrap();
            }
        }
        assert!(found > 0, "no transposition found from {layout:?}");
    }
}

#[test]
fn side_to_move_alone_changes_the_hash() {
    for layout in Layout::ALL {
        hash_is_a_function_of_the_position(&Position::from_layout(layout)).unwrap();
    }
    // A forced pass changes only the side to move (the boxed-in position of
    // RULES.md, "Perft": Black has no move).
    let stuck: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
    let mut passed = stuck;
    let undo = passed.make(Move::PASS).unwrap();
    assert_eq!(passed.turn(), Color::White);
    assert_eq!(passed.to_setup().black, stuck.to_setup().black);
    assert_eq!(passed.to_setup().white, stuck.to_setup().white);
    assert_ne!(passed.zobrist_hash(), stuck.zobrist_hash());
    assert_eq!(passed.check_invariants(), Ok(()));
    hash_is_a_function_of_the_position(&passed).unwrap();
    passed.unmake(undo).unwrap();
    assert_eq!(passed, stuck);
}
