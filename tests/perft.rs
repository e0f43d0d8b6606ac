//! Perft against the reference numbers of RULES.md, section "Perft".
//!
//! The numbers live in `tests/data/perft.txt`, whose comments name the source of
//! each one; this file reads them and checks `Position::perft`, `perft_pure` and
//! `divide`. Numbers written here rather than in the data file say where they
//! come from next to them.

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::BTreeSet;
use xorshift::XorShift;

use lines_of_action::{
    BothConnected, Color, File, Game, Layout, Move, MoveLimit, NoLegalMove, Outcome, Position, Repetition,
    RepetitionKey, RulePreset, Rules, Square,
};

const DATA: &str = include_str!("data/perft.txt");

const STANDARD: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
const EGGS: &str = "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b";
const EGGS_MIRRORED: &str = "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b";
const NO_MOVE_BLACK: &str = "6wb/6ww/8/8/8/8/ww6/bw6 b";
const NO_MOVE_WHITE: &str = "6wb/6ww/8/8/8/8/ww6/bw6 w";
// RULES.md, "Perft": the mid-game positions from Winands' thesis games.
const MIDGAME: [&str; 3] = [
    "8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b",
    "1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b",
    "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w",
];

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    /// `position.perft(depth, rules)`.
    Perft(Rules),
    /// `position.perft_pure(depth)`.
    Pure,
    /// `position.divide(depth, rules)`: the leaves below one root move.
    Divide(Rules, String),
    /// `Game::from_position(position, preset.rules()).perft(depth)`.
    Game(RulePreset),
}

#[derive(Clone, Debug)]
struct Row {
    line: usize,
    kind: Kind,
    depth: u32,
    count: u64,
    position: String,
}

fn number(text: &str, line: usize) -> u64 {
    text.replace('_', "").parse().unwrap_or_else(|err| panic!("perft.txt line {line}: {text:?} is not a number: {err}"))
}

fn rules(text: &str, line: usize) -> Rules {
    let (both, none) = text
        .split_once('/')
        .unwrap_or_else(|| panic!("perft.txt line {line}: rules {text:?} are not <both connected>/<no legal move>"));
    let both = match both {
        "draw" => BothConnected::Draw,
        "mover" => BothConnected::MoverWins,
        other => panic!("perft.txt line {line}: unknown both-connected rule {other:?}"),
    };
    let none = match none {
        "pass" => NoLegalMove::Pass,
        "loss" => NoLegalMove::Loss,
        "draw" => NoLegalMove::Draw,
        other => panic!("perft.txt line {line}: unknown no-legal-move rule {other:?}"),
    };
    Rules::DEFAULT.with_both_connected(both).with_no_legal_move(none)
}

/// Every row of the data file.
fn rows() -> Vec<Row> {
    let mut rows = Vec::new();
    for (i, text) in DATA.lines().enumerate() {
        let line = i + 1;
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = text.split_whitespace().collect();
        assert!(fields.len() >= 5, "perft.txt line {line}: expected kind, rules, depth, count, position");
        let depth = u32::try_from(number(fields[2], line)).expect("a small depth");
        let position = fields[4..].join(" ");
        let (kind, count) = match fields[0] {
            "perft" => (Kind::Perft(rules(fields[1], line)), number(fields[3], line)),
            "pure" => {
                assert_eq!(fields[1], "-", "perft.txt line {line}: pure perft takes no rules");
                (Kind::Pure, number(fields[3], line))
            }
            "game" => {
                let preset = fields[1].parse().unwrap_or_else(|err| panic!("perft.txt line {line}: {err}"));
                (Kind::Game(preset), number(fields[3], line))
            }
            "divide" => {
                let (mv, count) = fields[3]
                    .split_once('=')
                    .unwrap_or_else(|| panic!("perft.txt line {line}: expected <move>=<leaves>"));
                (Kind::Divide(rules(fields[1], line), mv.to_string()), number(count, line))
            }
            other => panic!("perft.txt line {line}: unknown kind {other:?}"),
        };
        rows.push(Row { line, kind, depth, count, position });
    }
    rows
}

fn position(text: &str) -> Position {
    text.parse().unwrap_or_else(|err| panic!("{text}: {err}"))
}

/// Checks every perft and pure row for which `select` is true and returns how many it checked.
fn check_rows(select: impl Fn(&Row) -> bool) -> usize {
    let mut checked = 0;
    for row in rows().into_iter().filter(|row| select(row)) {
        let pos = position(&row.position);
        let (what, got) = match row.kind {
            Kind::Perft(rules) => ("perft", pos.perft(row.depth, rules)),
            Kind::Pure => ("perft_pure", pos.perft_pure(row.depth)),
            Kind::Game(preset) => ("Game::perft", Game::from_position(pos, preset.rules()).perft(row.depth)),
            Kind::Divide(..) => continue,
        };
        assert_eq!(
            got, row.count,
            "perft.txt line {}: {what} depth {} of {} ({:?})",
            row.line, row.depth, row.position, row.kind
        );
        checked += 1;
    }
    checked
}

fn not_slow(row: &Row) -> bool {
    row.depth < 6
}

#[test]
fn data_file_holds_every_reference_number() {
    let rows = rows();
    let count =
        |position: &str, f: &dyn Fn(&Row) -> bool| rows.iter().filter(|r| r.position == position && f(r)).count();
    let perft_rows = |r: &Row| matches!(r.kind, Kind::Perft(_));
    let pure_rows = |r: &Row| r.kind == Kind::Pure;
    let divide_rows = |r: &Row| matches!(r.kind, Kind::Divide(..));
    // RULES.md "Perft": standard start depths 1-5 and 6 (game-aware), 1-5 pure, 9 divide numbers.
    assert_eq!(count(STANDARD, &perft_rows), 6);
    assert_eq!(count(STANDARD, &pure_rows), 5);
    assert_eq!(count(STANDARD, &divide_rows), 9);
    // Scrambled Eggs, both layouts, depths 1-4, pure and game-aware.
    for eggs in [EGGS, EGGS_MIRRORED] {
        assert_eq!(count(eggs, &perft_rows), 4);
        assert_eq!(count(eggs, &pure_rows), 4);
    }
    // Three mid-game positions, depths 1-3, pure and game-aware.
    for midgame in MIDGAME {
        assert_eq!(count(midgame, &perft_rows), 3, "{midgame}");
        assert_eq!(count(midgame, &pure_rows), 3, "{midgame}");
    }
    assert_eq!(count(NO_MOVE_BLACK, &|_| true), 11);
    assert_eq!(count(NO_MOVE_WHITE, &|_| true), 4);
    let game_rows = |r: &Row| matches!(r.kind, Kind::Game(_));
    assert_eq!(count(STANDARD, &game_rows), 4);
    assert_eq!(rows.len(), 20 + 16 + 18 + 15 + 4);
    // The positions are the ones RULES.md names: the standard start and the two
    // Scrambled Eggs layouts as the crate builds them ("Start positions").
    assert_eq!(position(STANDARD), Position::from_layout(Layout::Standard));
    assert_eq!(position(EGGS), Position::from_layout(Layout::ScrambledEggs));
    assert_eq!(position(EGGS_MIRRORED), Position::from_layout(Layout::ScrambledEggsMirrored));
    for row in &rows {
        position(&row.position);
    }
}

#[test]
fn standard_start_depths_1_to_4() {
    assert_eq!(check_rows(|r| r.position == STANDARD && r.depth <= 4 && !matches!(r.kind, Kind::Game(_))), 8);
}

// The two depth-5 tests visit about 56 million leaves each. In an unoptimised
// (`cargo test`) build they take about 14 s of CPU time each on the 2-core
// machine they were written on, and well under 1 s with
// `[profile.test.package.lines-of-action] opt-level = 1` in Cargo.toml.
#[test]
fn standard_start_depth_5_game_aware() {
    assert_eq!(check_rows(|r| r.position == STANDARD && r.depth == 5 && matches!(r.kind, Kind::Perft(_))), 1);
}

#[test]
fn standard_start_depth_5_pure() {
    assert_eq!(check_rows(|r| r.position == STANDARD && r.depth == 5 && r.kind == Kind::Pure), 1);
}

/// About 1.9 billion leaves: about 15 s in a release build (measured on a loaded
/// 2-core machine), far longer unoptimised.
/// Run with `cargo test --release --test perft -- --ignored`.
#[test]
#[ignore = "slow: standard start perft 6, connection-only and OpenSpiel's (about 1.9 billion leaves each)"]
fn standard_start_depth_6() {
    assert_eq!(check_rows(|r| r.depth >= 6), 2);
}

/// RULES.md, "Rule sets in real use": OpenSpiel's history-aware perft at depth 5, and
/// the derived game counts (see the data file).
#[test]
fn game_perft_under_presets() {
    assert_eq!(check_rows(|r| matches!(r.kind, Kind::Game(_)) && not_slow(r)), 3);
}

/// Game perft the slow way, for the cross-check below: every move played with
/// `Game::play` on a copy of the game, the game's own result deciding where play stops.
fn game_perft_by_copies(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    game.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut child = game.clone();
            child.play(mv).expect("a legal move of a game that goes on");
            game_perft_by_copies(&child, depth - 1)
        })
        .sum()
}

#[test]
fn game_perft_agrees_with_playing_every_move_on_copies() {
    // Rules that end games early by every rule: the second occurrence of a board,
    // a move limit of 5 plies (counted from each game's start), and the no-move rule.
    let tight = |overrides_connection| {
        Rules::DEFAULT
            .with_repetition(Repetition::Draw { occurrence: 2, key: RepetitionKey::Board })
            .with_move_limit(MoveLimit::Draw { plies: 5, overrides_connection })
            .with_no_legal_move(NoLegalMove::Loss)
    };
    let rule_sets = [tight(true), tight(false), Rules::DEFAULT, Rules::OPENSPIEL, Rules::CODINGAME];
    // Long histories with captures in them, where only the positions since the last
    // capture can repeat: random games, then perft under rules without a move limit.
    let mut random = XorShift(0x2545_f491_4f6c_dd1d);
    let no_limit = tight(false).with_move_limit(MoveLimit::Off);
    for rules in
        [no_limit, no_limit.with_repetition(Repetition::Draw { occurrence: 3, key: RepetitionKey::PositionAndTurn })]
    {
        for _ in 0..6 {
            let mut game = Game::new(rules);
            while game.ply() < 40 && !game.is_over() {
                let moves = game.legal_moves();
                game.play(moves[random.below(moves.len())]).unwrap();
            }
            for depth in 0..=3 {
                assert_eq!(game.perft(depth), game_perft_by_copies(&game, depth), "{game} depth {depth}");
            }
        }
    }
    for text in [STANDARD, MIDGAME[0], MIDGAME[1], MIDGAME[2], NO_MOVE_WHITE, NO_MOVE_BLACK] {
        for rules in rule_sets {
            // Start after a few plies, so the history reaches back before the root.
            let mut game = Game::from_position(position(text), rules);
            for _ in 0..2 {
                if let Some(&mv) = game.legal_moves().first() {
                    game.play(mv).unwrap();
                }
            }
            for depth in 0..=4 {
                let expected = game_perft_by_copies(&game, depth);
                assert_eq!(game.perft(depth), expected, "{text} {rules:?} depth {depth}");
                if depth > 0 {
                    let split = game.divide(depth);
                    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), expected, "{text} divide {depth}");
                }
            }
        }
    }
}

/// The square seen in a mirror between files d and e: file a <-> h, same rank.
fn mirror_files(square: Square) -> Square {
    Square::from_coords(File::ALL[7 - square.file().index()], square.rank())
}

fn map_move(mv: Move, f: fn(Square) -> Square) -> Move {
    Move::new(f(mv.origin().unwrap()), f(mv.target().unwrap()))
}

#[test]
fn standard_start_divide_depth_3_and_mirror_images() {
    let start = Position::default();
    let rules = Rules::DEFAULT;
    let split = start.divide(3, rules);
    let leaves_below = |mv: Move| {
        split
            .iter()
            .find(|(root, _)| *root == mv)
            .unwrap_or_else(|| panic!("{} is not a root move of divide", start.notation(mv)))
            .1
    };
    // The standard start is symmetric left-right (file a <-> h) and, Black to move,
    // top-bottom (rank 1 <-> 8): RULES.md "the other 27 are mirror images".
    let images: [fn(Square) -> Square; 4] =
        [|sq| sq, mirror_files, Square::flip_vertical, |sq| mirror_files(sq.flip_vertical())];
    let mut covered = BTreeSet::new();
    let mut listed = 0;
    for row in rows() {
        let Kind::Divide(row_rules, text) = &row.kind else {
            continue;
        };
        assert_eq!(*row_rules, rules, "perft.txt line {}", row.line);
        assert_eq!(row.depth, 3, "perft.txt line {}", row.line);
        assert_eq!(position(&row.position), start, "perft.txt line {}", row.line);
        let mv = start.parse_move(text).unwrap_or_else(|err| panic!("perft.txt line {}: {err}", row.line));
        assert_eq!(start.notation(mv).to_string(), *text, "perft.txt line {}: canonical notation", row.line);
        for image in images {
            let mirrored = map_move(mv, image);
            assert_eq!(
                leaves_below(mirrored),
                row.count,
                "perft.txt line {}: {} is an image of {text}",
                row.line,
                start.notation(mirrored)
            );
            assert_eq!(start.is_capture(mirrored), start.is_capture(mv), "an image of a capture is a capture");
            covered.insert(mirrored);
        }
        listed += 1;
    }
    assert_eq!(listed, 9, "RULES.md lists 9 root moves");
    // The 9 listed moves and their 27 images are 36 distinct moves: every root move.
    assert_eq!(covered.len(), 36);
    assert_eq!(split.len(), 36, "RULES.md: 36 moves at depth 1");
    let roots: BTreeSet<Move> = split.iter().map(|(mv, _)| *mv).collect();
    assert_eq!(roots, covered);
    // RULES.md: depth 3 = 44,952 (also in the data file's perft rows).
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 44_952);
    // Without game ends in reach, divide_pure agrees (RULES.md: no game can end
    // within 6 plies of the standard start).
    assert_eq!(start.divide_pure(3), split);
}

#[test]
fn scrambled_eggs_both_layouts_depths_1_to_4() {
    assert_eq!(check_rows(|r| (r.position == EGGS || r.position == EGGS_MIRRORED) && not_slow(r)), 16);
}

#[test]
fn midgame_positions_depths_1_to_3() {
    assert_eq!(check_rows(|r| MIDGAME.contains(&r.position.as_str())), 18);
    // divide splits exactly what perft counts.
    for text in MIDGAME {
        let pos = position(text);
        for depth in 1..=3 {
            let split = pos.divide(depth, Rules::DEFAULT);
            assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), pos.perft(depth, Rules::DEFAULT), "{text}");
            let split = pos.divide_pure(depth);
            assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), pos.perft_pure(depth), "{text}");
        }
    }
}

#[test]
fn midgame_white_has_exactly_four_winning_moves() {
    // RULES.md "Perft": "In the last one White has four winning moves: h3-h5,
    // h3-f5, h7-h5, e2-h5."
    let pos = position(MIDGAME[2]);
    assert_eq!(pos.turn(), Color::White);
    assert_eq!(pos.outcome(Rules::DEFAULT), None);
    let expected: BTreeSet<&str> = ["h3-h5", "h3-f5", "h7-h5", "e2-h5"].into();
    let mover_wins = Rules::DEFAULT.with_both_connected(BothConnected::MoverWins);
    let mut winning = BTreeSet::new();
    let mut lost_leaves = 0;
    for mv in pos.legal_moves() {
        let text = pos.notation(mv).to_string();
        let mut child = pos;
        child.play(mv).unwrap();
        let outcome = child.outcome(Rules::DEFAULT);
        assert_eq!(child.outcome(mover_wins), outcome, "{text}: a White win needs no simultaneous connection");
        if outcome == Some(Outcome::Win(Color::White)) {
            winning.insert(text);
        }
        if outcome.is_some() {
            lost_leaves += child.legal_moves().len() as u64;
        }
    }
    let winning: BTreeSet<&str> = winning.iter().map(String::as_str).collect();
    assert_eq!(winning, expected);
    // RULES.md's table: pure 761 and game-aware 633 at depth 2. The difference is
    // exactly the replies to the moves that end the game at depth 1.
    assert_eq!(lost_leaves, 761 - 633);
}

#[test]
fn no_legal_move_position() {
    assert_eq!(check_rows(|r| r.position == NO_MOVE_BLACK || r.position == NO_MOVE_WHITE), 15);
    // RULES.md "Perft": Black has no move there, White (to move on the same
    // board) has 22; "End of the game": with no legal move the side to move
    // passes by default, loses (OpenSpiel, thesis) or draws (PlayStrategy).
    let black = position(NO_MOVE_BLACK);
    assert_eq!(black.count_slides(), 0);
    assert_eq!(black.legal_moves().as_slice(), [Move::PASS]);
    assert_eq!(position(NO_MOVE_WHITE).count_slides(), 22);
    let loss = Rules::DEFAULT.with_no_legal_move(NoLegalMove::Loss);
    let draw = Rules::DEFAULT.with_no_legal_move(NoLegalMove::Draw);
    assert_eq!(black.outcome(Rules::DEFAULT), None);
    assert_eq!(black.outcome(loss), Some(Outcome::Win(Color::White)));
    assert_eq!(black.outcome(draw), Some(Outcome::Draw));
    assert_eq!(black.divide(1, Rules::DEFAULT), [(Move::PASS, 1)]);
    assert_eq!(black.divide(2, Rules::DEFAULT), [(Move::PASS, 22)]);
    assert!(black.divide(1, loss).is_empty(), "no children once the game is over");
    assert!(black.divide(1, draw).is_empty(), "no children once the game is over");
}

/// With the `parallel` feature: every perft and pure row of the data file (depth 3 and
/// up, where the work is shared out), counted on a two-thread pool.
#[cfg(feature = "parallel")]
#[test]
fn parallel_perft_gives_every_reference_number() {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().expect("a two-thread pool");
    let mut checked = 0;
    for row in rows().into_iter().filter(|row| row.depth >= 3 && not_slow(row)) {
        let pos = position(&row.position);
        let got = match row.kind {
            Kind::Perft(rules) => pool.install(|| pos.par_perft(row.depth, rules)),
            Kind::Pure => pool.install(|| pos.par_perft_pure(row.depth)),
            Kind::Divide(..) | Kind::Game(_) => continue,
        };
        assert_eq!(got, row.count, "perft.txt line {}: parallel {:?} depth {}", row.line, row.kind, row.depth);
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} rows checked");
    // Depths below 3 and finished games take the single-threaded path (RULES.md, "Perft").
    let start = Position::default();
    for (depth, leaves) in [(0, 1), (1, 36), (2, 1_244)] {
        assert_eq!(pool.install(|| start.par_perft(depth, Rules::default())), leaves);
        assert_eq!(pool.install(|| start.par_perft_pure(depth)), leaves);
    }
    // A finished game has no leaves below it (RULES.md, "Perft"), in parallel too.
    let won = position("8/8/8/3bb3/4b3/8/w7/w6w b");
    assert_eq!(pool.install(|| won.par_perft(3, Rules::default())), 0);
    assert_eq!(won.perft(3, Rules::default()), 0);
}
