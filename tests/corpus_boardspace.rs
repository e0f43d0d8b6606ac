//! Real SGF game records from Dave Dyer's LOA pages, replayed through the SGF reader (the
//! Gemma game, Cheshire Cat, ply by ply), and a Scrambled-Eggs game with a documented
//! repetition.
//!
//! The data in `tests/data/boardspace/` is copied from the project's shared corpus
//! (ddyer0/boardspace.net, GPL-3.0-or-later; provenance and the quirks of each file in
//! `SOURCE.txt`, licence in `LICENSE.boardspace` and `COPYING.GPL-3` there). The crate is
//! MIT OR Apache-2.0, so the folder is excluded from the published package, and the data
//! is read at run time, never compiled in: there every test skips, saying so
//! (`tests/boardspace_data/mod.rs`).
//!
//! None of the records has an `RE` property: their results are stated by resignations
//! (`W[Resign]`), by win marks on the last move (`B[e6-c8++]`), by game names ("Scrambled
//! 11 White") and by comments ("so white wins as a result"). The engine's results are
//! compared with those.

mod boardspace_data;

use lines_of_action::{
    Color, EndReason, Game, GameRecord, Layout, Move, Outcome, Position, RecordResult, RepetitionKey, RulePreset,
    Rules, SgfGameError, SgfProblem, Square, Variant, read_sgf_with,
};

fn read_data(name: &str) -> String {
    let path = boardspace_data::dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// How a game of the corpus ends under the engine: its plies, the result on the board
/// (`'b'`, `'w'`, `'d'` or `'-'` for ongoing) and who resigned (`'b'`, `'w'` or `'-'`).
type Expected = (usize, char, char);

/// Every game of every SGF file, in file order; `None` for a game that must fail.
const FILES: [(&str, &[Option<Expected>]); 6] = [
    (
        "constructions.sgf",
        // Foolswin, Better Foolswin, Scrambled 11 Black, Scrambled 11 White, Scrambled 13.
        &[Some((9, 'w', '-')), Some((9, 'b', '-')), Some((11, 'b', '-')), Some((11, 'w', '-')), Some((13, 'b', '-'))],
    ),
    // The same game twice, English and Italian comments; White resigned, in a comment only.
    ("dulcich-cohen.sgf", &[Some((37, '-', '-')), Some((37, '-', '-'))]),
    // Cheshire Cat: two exits, then Black resigned.
    ("gemma-1.sgf", &[Some((44, '-', 'b'))]),
    // Game 1 is a fragment ("Black wins in one more move"); game 2 has the typo W[a4:d8].
    ("mindsports-1.sgf", &[Some((25, '-', '-')), None]),
    (
        "mona-greatest-hits.sgf",
        &[
            // LoA Board a47, a27, a67, a71, a73, a78, a75.
            Some((26, 'w', '-')),
            Some((30, 'w', '-')),
            Some((26, 'w', '-')),
            Some((29, '-', 'w')),
            Some((17, '-', 'w')),
            Some((27, '-', 'w')),
            Some((31, '-', 'w')),
            // Mona vs YL #1-#4.
            Some((39, 'b', '-')),
            Some((54, 'w', '-')),
            Some((43, 'b', '-')),
            Some((44, 'w', '-')),
            // Chaunier, Dyer, Wong, Andidi, Rossi, Vogel vs Mona.
            Some((30, '-', 'b')),
            Some((28, '-', 'b')),
            Some((28, '-', 'b')),
            Some((30, 'w', '-')),
            Some((28, 'w', '-')),
            Some((30, '-', 'b')),
        ],
    ),
    (
        "tournament-8-final.sgf",
        &[
            // LoA Board j36, j53, j31, j16, j64, j34, j42, j62, j56, j51, j45, j14, j23, j12, j25.
            Some((35, '-', 'w')),
            Some((35, 'b', '-')),
            Some((25, '-', 'w')),
            Some((28, '-', 'b')),
            Some((32, '-', 'b')),
            Some((38, 'w', '-')),
            Some((26, '-', 'b')),
            Some((32, '-', 'b')),
            Some((45, '-', 'w')),
            Some((25, '-', 'w')),
            Some((33, '-', 'w')),
            Some((40, '-', 'b')),
            Some((54, 'b', '-')),
            Some((53, 'b', '-')),
            Some((47, 'b', '-')),
        ],
    ),
];

fn result_char(game: &Game) -> char {
    match game.outcome() {
        None => '-',
        Some(Outcome::Win(Color::Black)) => 'b',
        Some(Outcome::Win(Color::White)) => 'w',
        Some(Outcome::Draw) => 'd',
    }
}

fn color_char(color: Option<Color>) -> char {
    color.map_or('-', |color| color.char())
}

fn games(name: &str, rules: Rules) -> Vec<Result<GameRecord, SgfGameError>> {
    read_sgf_with(&read_data(name), rules).unwrap_or_else(|e| panic!("{name} is not SGF: {e}"))
}

fn record(name: &str, game: usize) -> GameRecord {
    games(name, Rules::default()).remove(game - 1).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_file_reads_and_every_game_replays_as_expected_under_every_preset() {
    if !boardspace_data::present("every_file_reads_and_every_game_replays_as_expected_under_every_preset") {
        return;
    }
    let (mut read, mut plies) = (0, 0);
    for preset in RulePreset::ALL {
        for (name, expected) in FILES {
            let games = games(name, preset.rules());
            assert_eq!(games.len(), expected.len(), "{name}: game count");
            for (index, (game, expected)) in games.iter().zip(expected.iter()).enumerate() {
                let Some(expected) = expected else {
                    assert!(game.is_err(), "{name}: game {} must fail", index + 1);
                    continue;
                };
                let record = game.as_ref().unwrap_or_else(|e| panic!("{name}: {e}"));
                let found = (record.game.ply(), result_char(&record.game), color_char(record.resigned));
                assert_eq!(found, *expected, "{name}, game {} under {preset}", index + 1);
                // The record's one result: the board's, else the resignation's.
                let winner = match (expected.1, expected.2) {
                    ('b', _) | ('-', 'w') => Some(Color::Black),
                    ('w', _) | ('-', 'b') => Some(Color::White),
                    _ => None,
                };
                let combined = record.result();
                assert_eq!(
                    combined.map(RecordResult::winner),
                    (expected.1 != '-' || expected.2 != '-').then_some(winner)
                );
                let by_board = matches!(combined, Some(RecordResult::Board(_)));
                assert_eq!(by_board, expected.1 != '-', "{name}, game {}", index + 1);
                assert_eq!(record.variations, 0);
                read += 1;
                plies += record.game.ply();
            }
        }
    }
    // 2 + 17 + 15 + 2 + 5 + 1 = 42 games (SOURCE.txt says 16 for mona-greatest-hits.sgf; it holds 17).
    assert_eq!(FILES.iter().map(|(_, games)| games.len()).sum::<usize>(), 42);
    let presets = RulePreset::ALL.len();
    assert_eq!((read, plies), (presets * 41, presets * 1284), "41 games replay, 1284 plies in all, under each preset");
}

#[test]
fn the_typo_in_mindsports_game_2_is_an_illegal_move_at_ply_10() {
    if !boardspace_data::present("the_typo_in_mindsports_game_2_is_an_illegal_move_at_ply_10") {
        return;
    }
    let mut games = games("mindsports-1.sgf", Rules::default());
    let error = games.remove(1).unwrap_err();
    // c1-c3 a5-c7 b1-b3 a2-c2 e1-e3 a7-d7 c3:c7 a6-c6 d1-d4, then W[a4:d8] (it was a4:e8).
    assert_eq!((error.game, error.ply, error.text.as_str()), (2, 10, "\"W[a4:d8]\""));
    assert!(matches!(error.problem, SgfProblem::Move(_)), "{error}");
    let message = error.to_string();
    assert!(message.contains("illegal move a4-d8: a4 and d8 are not on one rank, file or diagonal"), "{message}");
    // The line of the move in the file.
    let line = read_data("mindsports-1.sgf").lines().position(|line| line.contains("W[a4:d8]")).unwrap() + 1;
    assert_eq!(error.line, line);
}

/// The move values of an SGF text's main line as written (`"C1-C3    "`, `"E8-^^"`,
/// `"Resigns"`): the values of the `B` and `W` properties, in order. The text must have no
/// escapes (`\]`) and no variations.
fn move_values(text: &str) -> Vec<(Color, &str)> {
    assert!(!text.contains('\\') && !text.contains(")("), "a plain main line");
    let mut values = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let close = open + rest[open..].find(']').unwrap();
        match rest[..open].trim_end().rsplit([';', ']', '(']).next().unwrap().trim() {
            "B" => values.push((Color::Black, &rest[open + 1..close])),
            "W" => values.push((Color::White, &rest[open + 1..close])),
            _ => {}
        }
        rest = &rest[close + 1..];
    }
    values
}

#[test]
fn the_gemma_game_replays_ply_by_ply_with_its_two_exits() {
    if !boardspace_data::present("the_gemma_game_replays_ply_by_ply_with_its_two_exits") {
        return;
    }
    // RULES.md, "Cheshire Cat": 44 plies, e8 exits at ply 26 and f4 at ply 32, Black resigns.
    let text = read_data("gemma-1.sgf");
    let record = record("gemma-1.sgf", 1);
    assert_eq!(record.variant(), Some(Variant::CheshireCat));
    assert_eq!(*record.game.start(), Position::from_variant(Variant::CheshireCat).unwrap());
    assert_eq!(record.info.black.as_deref(), Some("Tony Gardner"));
    assert_eq!(record.info.white.as_deref(), Some("John McCallion"));
    let game = &record.game;
    let written = move_values(&text);
    assert_eq!(written.len(), 45, "44 moves and the resignation");
    assert_eq!(written[44], (Color::Black, "Resigns"));
    assert_eq!(game.ply(), 44);
    for (index, (&(color, value), (&mv, before))) in
        written.iter().zip(game.moves().iter().zip(game.positions())).enumerate()
    {
        let ply = index + 1;
        assert_eq!(before.turn(), color, "ply {ply}");
        // Boardspace writes every move with '-' and upper case, padded: the same move as the canonical text.
        let canonical = before.notation(mv).to_string();
        assert_eq!(value.trim().to_ascii_lowercase().replace('x', "-"), canonical.replace('x', "-"), "ply {ply}");
        let after = &game.positions()[ply];
        // Every move leaves a hole where it started; a capture's square does not become one.
        assert_eq!(after.holes().count(), ply, "ply {ply}");
        match ply {
            26 | 32 => {
                let from = if ply == 26 { Square::E8 } else { Square::F4 };
                assert_eq!(mv, Move::Exit { from }, "ply {ply}");
                assert_eq!(canonical, format!("{from}-^^"));
                // The piece had no ordinary move: its only legal move was the exit.
                let own: Vec<Move> = before.legal_moves().into_iter().filter(|m| m.origin() == Some(from)).collect();
                assert_eq!(own, [mv], "ply {ply}");
                assert_eq!(after.pieces(color).count() + 1, before.pieces(color).count());
                assert!(after.holes().contains(from));
            }
            _ => assert!(!matches!(mv, Move::Exit { .. }), "ply {ply}: {canonical}"),
        }
    }
    assert_eq!(game.position().to_string(), "1xxxxxx1/x3xx1x/x1xxxxwx/xbxxxxbx/xxxxwxwx/xxxxxwbx/x1x2x1x/1xxxxxx1 b");
    assert_eq!((game.result(), record.resigned), (None, Some(Color::Black)));
    // Both exits are White's: e8 and f4 were White's pieces then.
    assert_eq!(game.positions()[25].turn(), Color::White);
    // The record's last comment follows ply 44, before the resignation.
    assert_eq!(record.comments.last().map(|c| c.ply), Some(44));
}

#[test]
fn an_exit_of_a_piece_that_can_still_move_is_an_illegal_move() {
    if !boardspace_data::present("an_exit_of_a_piece_that_can_still_move_is_an_illegal_move") {
        return;
    }
    // The Gemma game with White's exit at ply 26 played one move early, at ply 24, where e8
    // could still move.
    let text = read_data("gemma-1.sgf");
    let early = text.replacen("W[C4-D3    ]", "W[E8-^^]", 1);
    assert_ne!(early, text);
    let error = read_sgf_with(&early, Rules::default()).unwrap().remove(0).unwrap_err();
    assert_eq!((error.ply, error.text.as_str()), (24, "\"W[E8-^^]\""));
    assert!(matches!(error.problem, SgfProblem::Move(_)), "{error}");
    assert!(error.to_string().ends_with("illegal move e8-^^: e8 can still move, so it cannot exit"), "{error}");
}

#[test]
fn game_j23_ends_with_whites_capture_connecting_black() {
    if !boardspace_data::present("game_j23_ends_with_whites_capture_connecting_black") {
        return;
    }
    let record = record("tournament-8-final.sgf", 13);
    assert_eq!(record.info.name.as_deref(), Some("LoA Board j23"));
    let game = &record.game;
    let last = *game.moves().last().unwrap();
    let before = &game.positions()[game.ply() - 1];
    assert_eq!((before.turn(), before.notation(last).to_string()), (Color::White, "b2xb5".to_string()));
    let result = game.result().unwrap();
    assert_eq!((result.outcome, result.reason), (Outcome::Win(Color::Black), EndReason::Connection));
    // The mover's rule for a double connection does not matter: only Black is connected.
    let boardspace = games("tournament-8-final.sgf", Rules::BOARDSPACE).remove(12).unwrap();
    assert_eq!(boardspace.game.outcome(), Some(Outcome::Win(Color::Black)));
}

#[test]
fn foolswin_is_won_by_white_on_blacks_fifth_move() {
    if !boardspace_data::present("foolswin_is_won_by_white_on_blacks_fifth_move") {
        return;
    }
    let record = record("constructions.sgf", 1);
    assert_eq!(record.info.name.as_deref(), Some("Foolswin"));
    assert_eq!(record.game.ply(), 9);
    assert_eq!(record.game.outcome(), Some(Outcome::Win(Color::White)));
    assert_eq!(record.game.positions()[8].turn(), Color::Black, "Black made the last move");
    let last = record.comments.last().unwrap();
    assert_eq!(last.ply, 9);
    assert!(last.text.contains("so white wins as a result"), "{}", last.text);
}

#[test]
fn the_scrambled_eggs_constructions_replay_only_with_white_on_a2() {
    if !boardspace_data::present("the_scrambled_eggs_constructions_replay_only_with_white_on_a2") {
        return;
    }
    for (game, name, winner) in [(3, "Scrambled 11 Black", Color::Black), (4, "Scrambled 11 White", Color::White)] {
        let record = record("constructions.sgf", game);
        assert_eq!(record.info.name.as_deref(), Some(name));
        assert_eq!(*record.game.start(), Position::from_layout(Layout::ScrambledEggs));
        assert_eq!(record.game.outcome(), Some(Outcome::Win(winner)), "{name}");
    }
    // "Scrambled 13" is written SetUp[Scrambled]; Black connects and wins on ply 13.
    let thirteen = record("constructions.sgf", 5);
    assert_eq!(*thirteen.game.start(), Position::from_layout(Layout::ScrambledEggs));
    assert_eq!((thirteen.game.ply(), thirteen.game.outcome()), (13, Some(Outcome::Win(Color::Black))));
    // From the mirrored layout (Black on a2) the same moves are illegal at once.
    for game in [3, 4, 5] {
        let record = record("constructions.sgf", game);
        let mut mirrored = Game::from_position(Position::from_layout(Layout::ScrambledEggsMirrored), Rules::default());
        assert!(mirrored.play(record.game.moves()[0]).is_err(), "game {game}");
    }
}

#[test]
fn win_marks_agree_with_the_board_and_resignations_leave_it_open() {
    if !boardspace_data::present("win_marks_agree_with_the_board_and_resignations_leave_it_open") {
        return;
    }
    // mona-greatest-hits.sgf has no comments: its game trees are the chunks between ")\n" lines.
    let text = read_data("mona-greatest-hits.sgf");
    let trees: Vec<&str> = text.split(")\n").filter(|tree| !tree.trim().is_empty()).collect();
    let games = games("mona-greatest-hits.sgf", Rules::default());
    assert_eq!(trees.len(), games.len());
    let (mut marked, mut resigned) = (0, 0);
    for (tree, record) in trees.iter().zip(&games) {
        let record = record.as_ref().unwrap();
        let game = &record.game;
        // The last move as written, and the side that made it.
        let last_move = tree.rmatch_indices(['B', 'W']).find(|(at, _)| tree[at + 1..].starts_with('[')).unwrap();
        let value = &tree[last_move.0 + 2..][..tree[last_move.0 + 2..].find(']').unwrap()];
        if value.to_ascii_lowercase().starts_with("resign") {
            // A resignation is not a result on the board: the game goes on there.
            assert_eq!((game.result(), record.resigned.is_some()), (None, true), "{value}");
            resigned += 1;
        } else if value.ends_with("++") {
            let mover = game.positions()[game.ply() - 1].turn();
            assert_eq!(game.outcome(), Some(Outcome::Win(mover)), "{:?}: {value}", record.info.name);
            marked += 1;
        }
    }
    assert_eq!((marked, resigned), (6, 8), "Mona vs YL #1-#4, Andidi and Rossi vs Mona end with '++'");
}

#[test]
fn invert_y_records_replay_as_written_and_would_replay_flipped_too() {
    if !boardspace_data::present("invert_y_records_replay_as_written_and_would_replay_flipped_too") {
        return;
    }
    // IY[true] only tells a viewer where to draw rank 1. The standard start is symmetric top
    // to bottom, so the flipped games are legal too, with the same results: legality cannot
    // tell which reading is meant, and the squares are taken as written.
    let mut flipped_games = 0;
    for name in ["mona-greatest-hits.sgf", "tournament-8-final.sgf"] {
        for record in games(name, Rules::default()).iter().map(|g| g.as_ref().unwrap()) {
            if record.info.invert_y != Some(true) {
                assert_eq!(record.info.invert_y, Some(false), "{name}: {:?}", record.info.name);
                continue;
            }
            let mut flipped = Game::new(Rules::default());
            for mv in record.game.moves() {
                let mv = lines_of_action::Move::new(
                    mv.origin().unwrap().flip_vertical(),
                    mv.target().unwrap().flip_vertical(),
                );
                flipped.play(mv).unwrap_or_else(|e| panic!("{name}: {:?}: {e}", record.info.name));
            }
            assert_eq!(flipped.outcome(), record.game.outcome());
            flipped_games += 1;
        }
    }
    assert_eq!(flipped_games, 7 + 15, "the 'LoA Board' games carry IY[true]; Mona vs YL #1-#4 and the rest IY[false]");
}

// ------------------------------------------------------ Roessner v Yearout (not SGF)

/// The plies of `roessner-yearout-repetition.txt`: `B 1 b1 b3  W 2 a2 c2`, two plies a line,
/// `+` after a capture, `;Check!` comments, `#` lines added by the transcriber. Returns each
/// ply's number, colour, move text (`b1-b3`) and whether it is marked as a capture.
fn roessner_plies() -> Vec<(usize, Color, String, bool)> {
    let text = read_data("roessner-yearout-repetition.txt");
    let mut plies = Vec::new();
    for line in text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
        for half in line.split('\t').filter(|half| !half.trim().is_empty()) {
            let without_comment = half.split(';').next().unwrap();
            let tokens: Vec<&str> = without_comment.split_whitespace().collect();
            let [side, number, from, to] = tokens[..] else { panic!("unexpected ply {half:?}") };
            let color = if side == "B" { Color::Black } else { Color::White };
            let capture = to.ends_with('+');
            plies.push((number.parse().unwrap(), color, format!("{from}-{}", to.trim_end_matches('+')), capture));
        }
    }
    plies
}

/// Plays `moves` (canonical text) on `game`, checking each is legal.
fn play(game: &mut Game, moves: &[&str]) {
    for text in moves {
        let mv = game.position().parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn roessner_yearout_replays_its_42_plies_from_scrambled_eggs() {
    if !boardspace_data::present("roessner_yearout_replays_its_42_plies_from_scrambled_eggs") {
        return;
    }
    let plies = roessner_plies();
    assert_eq!(plies.len(), 42);
    let mut game = Game::from_position(Position::from_layout(Layout::ScrambledEggs), Rules::default());
    for (index, (number, color, text, capture)) in plies.iter().enumerate() {
        assert_eq!((*number, game.position().turn()), (index + 1, *color), "ply {number}");
        let mv = game.position().parse_move(text).unwrap_or_else(|e| panic!("ply {number}: {text}: {e}"));
        assert_eq!(game.position().is_capture(mv), *capture, "ply {number}: {text} and its '+' mark");
        game.play(mv).unwrap_or_else(|e| panic!("ply {number}: {e}"));
    }
    assert_eq!((game.ply(), game.result()), (42, None), "the transcription ends in mid-game");
    // Not from the mirrored layout: b1 is White's there.
    let mirrored = Position::from_layout(Layout::ScrambledEggsMirrored);
    assert!(mirrored.parse_move(&plies[0].2).is_err());
}

#[test]
fn roessner_yearout_loop_repeats_the_position_of_ply_30() {
    if !boardspace_data::present("roessner_yearout_loop_repeats_the_position_of_ply_30") {
        return;
    }
    let plies = roessner_plies();
    let first_30: Vec<&str> = plies[..30].iter().map(|(_, _, text, _)| text.as_str()).collect();
    let loop_moves = ["g6-e6", "h4-e4", "e6-g6", "e4-h4"];

    // OpenSpiel: any board seen before is a draw. B33 e6-g6 already brings back the board
    // after ply 29 (White on e4 again, Black on g6 again), with White to move as then.
    let mut openspiel = Game::from_position(Position::from_layout(Layout::ScrambledEggs), Rules::OPENSPIEL);
    play(&mut openspiel, &first_30);
    play(&mut openspiel, &loop_moves[..2]);
    assert_eq!(openspiel.result(), None, "the board after W32 h4-e4 is new");
    play(&mut openspiel, &loop_moves[2..3]);
    let result = openspiel.result().unwrap();
    assert_eq!((openspiel.ply(), result.outcome, result.reason), (33, Outcome::Draw, EndReason::Repetition));
    assert_eq!(openspiel.position(), &openspiel.positions()[29], "ply 33 repeats the position after ply 29");

    // The default rules: the third occurrence with the same side to move. After W34 e4-h4 the
    // position of ply 30 is back, Black to move, for the second time: play goes on.
    let mut olympiad = Game::from_position(Position::from_layout(Layout::ScrambledEggs), Rules::default());
    play(&mut olympiad, &first_30);
    play(&mut olympiad, &loop_moves);
    assert_eq!(olympiad.position(), &olympiad.positions()[30], "ply 34 repeats the position after ply 30");
    assert_eq!((olympiad.result(), olympiad.occurrences(RepetitionKey::PositionAndTurn)), (None, 2));
    // Around the loop once more, the position of ply 29 occurs the third time at ply 37.
    play(&mut olympiad, &loop_moves[..3]);
    let result = olympiad.result().unwrap();
    assert_eq!((olympiad.ply(), result.outcome, result.reason), (37, Outcome::Draw, EndReason::Repetition));

    // Boardspace has no repetition rule: the loop could go on for ever.
    let mut boardspace = Game::from_position(Position::from_layout(Layout::ScrambledEggs), Rules::BOARDSPACE);
    play(&mut boardspace, &first_30);
    for _ in 0..5 {
        play(&mut boardspace, &loop_moves);
    }
    assert_eq!((boardspace.ply(), boardspace.result()), (50, None));
}
