//! Long games: playing a move takes the same time however long the game (issue 19, "No
//! quadratic work"), and repetition, counted per position as the game goes, still draws
//! at exactly the ply a plain recount of every earlier position says.

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::time::{Duration, Instant};

use lines_of_action::{Color, EndReason, Game, GameResult, Move, Position, Repetition, RepetitionKey, Rules};
use xorshift::XorShift;

/// The four-ply shuffle from the standard start that brings the start back, Black to
/// move, without a capture: b1-b3 a2-c2 b3-b1 c2-a2.
fn shuffle() -> [Move; 4] {
    let mut pos = Position::default();
    ["b1-b3", "a2-c2", "b3-b1", "c2-a2"].map(|text| {
        let mv = pos.parse_move(text).unwrap();
        pos.play(mv).unwrap();
        mv
    })
}

#[test]
fn a_million_moves_without_a_repetition_rule_take_seconds() {
    // Boardspace has no repetition rule: the shuffle goes on for ever. Before the counts
    // per position, 160,000 moves took 98.6 s (each move scanned the game since the last
    // capture); a million now take well under a second in release, a few in debug. The
    // bound is far above that and far below the half hour the scan would take.
    let started = Instant::now();
    let mut game = Game::new(Rules::BOARDSPACE);
    let moves = shuffle();
    for _ in 0..250_000 {
        for mv in moves {
            game.play(mv).unwrap();
        }
    }
    assert_eq!((game.ply(), game.result()), (1_000_000, None));
    // The start, Black to move, at plies 0, 4, 8, …, 1,000,000; its board with White to
    // move never occurs (the side to move alternates with the ply's parity).
    assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 250_001);
    assert_eq!(game.occurrences(RepetitionKey::Board), 250_001);
    // Taking moves back counts them out again.
    for _ in 0..4 {
        game.undo();
    }
    assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 250_000);
    game.undo();
    // After c2-a2 was taken back: the position after b3-b1, once every four plies from ply 3.
    assert_eq!((game.ply(), game.occurrences(RepetitionKey::PositionAndTurn)), (999_995, 249_999));
    assert!(started.elapsed() < Duration::from_secs(120), "{:?}", started.elapsed());
}

#[test]
fn the_255th_occurrence_draws_at_its_ply() {
    // The start recurs every four plies: its 255th occurrence, the start itself the
    // first, is at ply 4 × 254 = 1,016 and not before.
    let rules =
        Rules::BOARDSPACE.with_repetition(Repetition::Draw { occurrence: 255, key: RepetitionKey::PositionAndTurn });
    let mut game = Game::new(rules);
    let moves = shuffle();
    while game.result().is_none() {
        game.play(moves[game.ply() % 4]).unwrap();
    }
    assert_eq!(game.ply(), 1_016);
    assert_eq!(
        game.result(),
        Some(GameResult { outcome: lines_of_action::Outcome::Draw, reason: EndReason::Repetition })
    );
    assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 255);
}

/// How often the current position of `game` has occurred, itself included, under `key`:
/// every earlier position compared with it, the plain quadratic way.
fn recounted(game: &Game, key: RepetitionKey) -> usize {
    let current = game.position();
    game.positions()
        .iter()
        .filter(|p| {
            p.pieces(Color::Black) == current.pieces(Color::Black)
                && p.pieces(Color::White) == current.pieces(Color::White)
                && (key == RepetitionKey::Board || p.turn() == current.turn())
        })
        .count()
}

#[test]
fn repetition_draws_where_a_plain_recount_says_in_long_random_walks() {
    // Random walks of play and take-back, drawn among the first few moves so that
    // positions recur, over thousands of plies under tight repetition rules: after every
    // move the game's counts and its result agree with a plain recount.
    let rules = [
        (2, RepetitionKey::PositionAndTurn),
        (3, RepetitionKey::PositionAndTurn),
        (2, RepetitionKey::Board),
        (4, RepetitionKey::Board),
    ]
    .map(|(occurrence, key)| Rules::BOARDSPACE.with_repetition(Repetition::Draw { occurrence, key }));
    let mut random = XorShift(0x5851_f42d_4c95_7f2d);
    let mut draws = 0;
    for rules in rules {
        let Repetition::Draw { occurrence, key } = rules.repetition else { unreachable!() };
        let mut game = Game::new(rules);
        let mut longest = 0;
        for _ in 0..6_000 {
            let moves = game.legal_moves();
            if moves.is_empty() || random.below(4) == 0 {
                game.undo();
                continue;
            }
            game.play(moves.as_slice()[random.below(moves.len().min(5))]).unwrap();
            longest = longest.max(game.ply());
            for asked in [RepetitionKey::PositionAndTurn, RepetitionKey::Board] {
                assert_eq!(game.occurrences(asked), recounted(&game, asked), "{rules:?} at ply {}", game.ply());
            }
            let repeated = recounted(&game, key) >= usize::from(occurrence);
            let connected = game.position().is_connected(Color::Black) || game.position().is_connected(Color::White);
            let expected = (repeated && !connected).then_some(EndReason::Repetition);
            let reason = game.result().map(|result| result.reason);
            if !connected {
                assert_eq!(reason, expected, "{rules:?} at ply {}: {game}", game.ply());
            }
            draws += usize::from(reason == Some(EndReason::Repetition));
        }
        assert!(longest > 100, "{rules:?}: the walk reached ply {longest} only");
    }
    assert!(draws > 100, "{draws} draws by repetition");
}
