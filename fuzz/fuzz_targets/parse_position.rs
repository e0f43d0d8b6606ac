//! Any bytes as position notation: the parser must never panic, and every
//! position it accepts must be consistent, round-trip through `Display`, and
//! survive making and unmaking each of its legal moves.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lines_of_action::{BothConnected, NoLegalMove, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pos) = text.parse::<Position>() else {
        return;
    };
    pos.check_invariants().unwrap_or_else(|e| panic!("{text:?} parsed to a broken position: {e}"));

    let written = pos.to_string();
    let reread: Position =
        written.parse().unwrap_or_else(|e| panic!("{text:?} was written as {written:?}, which does not parse: {e}"));
    assert_eq!(reread, pos, "{text:?} does not round-trip through {written:?}");
    assert_eq!(reread.to_string(), written);

    // Parsed positions reach shapes games rarely do (12 pieces a side, forced
    // passes, connected groups): move generation and make/unmake must cope.
    let moves = pos.legal_moves();
    let slides = pos.count_slides();
    assert!(!moves.is_empty());
    if slides == 0 {
        assert_eq!(moves.as_slice(), [lines_of_action::Move::PASS]);
    } else {
        assert_eq!(moves.len(), slides);
    }
    let mut scratch = pos;
    for &mv in moves.iter() {
        assert!(pos.is_legal(mv), "{written}: generated {mv} is illegal");
        let undo = scratch.make_unchecked(mv);
        scratch.check_invariants().unwrap_or_else(|e| panic!("{written}: after {mv}: {e}"));
        scratch.unmake_unchecked(undo);
        assert_eq!(scratch, pos, "{written}: unmake of {mv} did not restore");
    }
    for both_connected in [BothConnected::Draw, BothConnected::MoverWins] {
        for no_legal_move in [NoLegalMove::Pass, NoLegalMove::Loss, NoLegalMove::Draw] {
            let rules = Rules::default().with_both_connected(both_connected).with_no_legal_move(no_legal_move);
            assert_eq!(pos.is_game_over(rules), pos.outcome(rules).is_some());
        }
    }
});
