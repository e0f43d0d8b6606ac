//! Real game records and OpenSpiel's legal-move trace, replayed through the engine.
//!
//! The data in `tests/data/openspiel/` is copied byte for byte from OpenSpiel
//! (google-deepmind/open_spiel, Apache-2.0; provenance in `SOURCE.txt`,
//! licence in `LICENSE.open_spiel` there):
//!
//! - 16 games from Mark Winands' thesis (appendices A, E and F), written
//!   `N. <black move> <white move>` with canonical moves `b1-b3` / `b3xe3`;
//! - `openspiel_playthrough_lines_of_action.txt`, OpenSpiel's regression trace of
//!   one 183-ply random game, listing every legal move of its first states.
//!
//! RULES.md ("End of the game", rule-set table): the thesis and OpenSpiel use
//! "mover wins" for a simultaneous connection and "side to move loses" when it has
//! no legal move; our default is "draw" and "pass".

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use lines_of_action::{BothConnected, Color, File, NoLegalMove, Outcome, Position, Rank, Rules, Square};

/// The rules of Winands' thesis and of OpenSpiel as far as a bare position can
/// know them (RULES.md, "Rule sets in real use"): a simultaneous connection wins
/// for the mover, a side without a legal move loses. OpenSpiel's repetition and
/// 1000-ply rules need the game history and are not modelled here.
const THESIS_RULES: Rules =
    Rules::DEFAULT.with_both_connected(BothConnected::MoverWins).with_no_legal_move(NoLegalMove::Loss);

/// Both rule sets every check runs under.
const RULE_SETS: [(&str, Rules); 2] = [("default", Rules::DEFAULT), ("thesis/OpenSpiel", THESIS_RULES)];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/openspiel")
}

const PLAYTHROUGH: &str = "openspiel_playthrough_lines_of_action.txt";

/// The game records: every `.txt` file of the data folder except the playthrough.
fn game_files() -> Vec<(String, String)> {
    let mut games: Vec<(String, String)> = std::fs::read_dir(data_dir())
        .expect("tests/data/openspiel exists")
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .filter(|name| name != PLAYTHROUGH && name != "SOURCE.txt")
        .map(|name| {
            let text = std::fs::read_to_string(data_dir().join(&name)).expect("readable game file");
            (name, text)
        })
        .collect();
    games.sort();
    games
}

/// The moves of a record in the format `N. <black move> [<white move>]`, one
/// numbered line per move pair; only the last line may hold a single move.
fn parse_record(name: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().filter(|line| !line.trim().is_empty()).collect();
    let mut moves = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let mut tokens = line.split_whitespace();
        let number = tokens.next().expect("a move number");
        assert_eq!(number, format!("{}.", i + 1), "{name}: line {line:?} is not numbered {}", i + 1);
        let pair: Vec<&str> = tokens.collect();
        let last_line = i + 1 == lines.len();
        assert!(
            pair.len() == 2 || pair.len() == 1 && last_line,
            "{name}: line {line:?} should hold two moves (one only on the last line)"
        );
        moves.extend(pair.iter().map(ToString::to_string));
    }
    moves
}

#[test]
fn thesis_games_replay_legally_and_end_as_recorded() {
    let games = game_files();
    // SOURCE.txt: 16 games (appendix A's shortest game, appendix E games 1-7,
    // appendix F games 1 (incomplete) to 8).
    assert_eq!(
        games.len(),
        16,
        "expected the 16 thesis games in {}, found {:?}",
        data_dir().display(),
        games.iter().map(|(name, _)| name).collect::<Vec<_>>()
    );
    let mut complete = 0;
    let mut plies = 0;
    for (name, text) in &games {
        let moves = parse_record(name, text);
        assert!(!moves.is_empty(), "{name}: no moves found");
        let mut pos = Position::default();
        for (ply, text) in moves.iter().enumerate() {
            let side = if ply % 2 == 0 { Color::Black } else { Color::White };
            assert_eq!(pos.turn(), side, "{name} ply {}: Black moves first and sides alternate", ply + 1);
            for (rules_name, rules) in RULE_SETS {
                assert_eq!(
                    pos.outcome(rules),
                    None,
                    "{name} ply {} ({text}): the game is already over under the {rules_name} rules in {pos}",
                    ply + 1
                );
            }
            let mv =
                pos.parse_move(text).unwrap_or_else(|err| panic!("{name} ply {} ({text}) in {pos}: {err}", ply + 1));
            // The records use the canonical notation, capture marks included.
            assert_eq!(pos.notation(mv).to_string(), *text, "{name} ply {}: canonical notation", ply + 1);
            pos.play(mv).unwrap_or_else(|err| panic!("{name} ply {}: {err}", ply + 1));
            pos.check_invariants().unwrap_or_else(|err| panic!("{name} ply {}: {err}", ply + 1));
        }
        plies += moves.len();
        let last_mover = pos.turn().other();
        for (rules_name, rules) in RULE_SETS {
            if name.contains("incomplete") {
                // SOURCE.txt: appendix_F_game1_incomplete stops without a result.
                assert_eq!(pos.outcome(rules), None, "{name} ({rules_name} rules): the game is not over in {pos}");
            } else {
                // SOURCE.txt: every complete game ends with the last mover
                // connecting all of his pieces.
                assert_eq!(
                    pos.outcome(rules),
                    Some(Outcome::Win(last_mover)),
                    "{name} ({rules_name} rules): the last move ({}) should win in {pos}",
                    moves.last().unwrap()
                );
            }
        }
        if !name.contains("incomplete") {
            complete += 1;
        }
    }
    assert_eq!(complete, 15, "15 complete games and 1 incomplete one (SOURCE.txt)");
    // The sum of the records' lengths, counted from the files themselves: a guard
    // against a parser that silently skips moves.
    let expected: usize =
        games.iter().map(|(_, text)| text.split_whitespace().filter(|token| !token.ends_with('.')).count()).sum();
    assert_eq!(plies, expected);
}

// ---------------------------------------------------------------------------
// The OpenSpiel playthrough
// ---------------------------------------------------------------------------

/// The quoted strings of a list such as `["b1-h1", "b1-b3"]`.
fn quoted_list(list: &str) -> Vec<String> {
    let inner = list
        .trim()
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .unwrap_or_else(|| panic!("not a list: {list:?}"));
    inner
        .split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.strip_prefix('"')
                .and_then(|rest| rest.strip_suffix('"'))
                .unwrap_or_else(|| panic!("not a quoted string: {item:?}"))
                .to_string()
        })
        .collect()
}

/// Compares an OpenSpiel board diagram (rank 8 first, `x` black, `o` white, `.`
/// empty, each row prefixed with its rank digit) with the position's board.
fn assert_board_matches(rows: &[String], pos: &Position, state: usize) {
    assert_eq!(rows.len(), 8, "state {state}: a diagram has 8 rows");
    for (i, row) in rows.iter().enumerate() {
        let rank = Rank::ALL[7 - i];
        let mut chars = row.chars();
        assert_eq!(chars.next(), Some(rank.char()), "state {state}: row {row:?} should start with its rank");
        let cells: Vec<char> = chars.collect();
        assert_eq!(cells.len(), 8, "state {state}: row {row:?} has 8 squares");
        for (file, cell) in File::ALL.into_iter().zip(cells) {
            let square = Square::from_coords(file, rank);
            let expected = match cell {
                'x' => Some(Color::Black),
                'o' => Some(Color::White),
                '.' => None,
                other => panic!("state {state}: unexpected {other:?} in row {row:?}"),
            };
            assert_eq!(
                pos.piece_at(square),
                expected,
                "state {state}: square {square} differs from the trace\n{pos:?}"
            );
        }
    }
}

#[test]
fn openspiel_playthrough_legal_moves_and_result_agree() {
    // RULES.md, "Rule sets in real use": OpenSpiel plays "mover wins" and "side to
    // move loses". Its repetition draw and 1000-ply limit cannot be seen from a
    // bare position; the trace's game ends by connection at ply 183 anyway.
    let openspiel = THESIS_RULES;
    let text = std::fs::read_to_string(data_dir().join(PLAYTHROUGH)).expect("the playthrough file");

    let mut pos = Position::default();
    let mut state = 0usize; // the number of the current "# State N" block
    let mut applied = 0usize;
    let mut listed_states = 0usize;
    let mut listed_moves = 0usize;
    let mut diagrams = 0usize;
    let mut terminal_flags = 0usize;
    let mut diagram: Vec<String> = Vec::new();
    let mut pending_action: Option<(String, lines_of_action::Move, bool)> = None;
    let mut is_terminal: Option<bool> = None;
    let mut returns: Option<Vec<f64>> = None;

    for line in text.lines() {
        if let Some(number) = line.strip_prefix("# State ") {
            state = number.trim().parse().expect("a state number");
            assert_eq!(state, applied, "state numbers count the applied actions");
            diagram.clear();
            is_terminal = None;
            returns = None;
        } else if let Some(row) = line.strip_prefix("# ").filter(|row| {
            row.len() == 9
                && row.starts_with(|c: char| ('1'..='8').contains(&c))
                && row[1..].chars().all(|c| ".xo".contains(c))
        }) {
            diagram.push(row.to_string());
            if diagram.len() == 8 {
                assert_board_matches(&diagram, &pos, state);
                diagrams += 1;
            }
        } else if let Some(player) = line.strip_prefix("# Current player: ") {
            let expected = match player.trim() {
                "x" => Some(Color::Black),
                "o" => Some(Color::White),
                "none (terminal)" => None,
                other => panic!("state {state}: unknown player {other:?}"),
            };
            if let Some(color) = expected {
                assert_eq!(pos.turn(), color, "state {state}: side to move");
            }
        } else if let Some(flag) = line.strip_prefix("IsTerminal() = ") {
            let flag = match flag.trim() {
                "True" => true,
                "False" => false,
                other => panic!("state {state}: IsTerminal {other:?}"),
            };
            assert_eq!(
                pos.outcome(openspiel).is_some(),
                flag,
                "state {state}: OpenSpiel says IsTerminal = {flag}, we say {:?}\n{pos:?}",
                pos.outcome(openspiel)
            );
            is_terminal = Some(flag);
            terminal_flags += 1;
        } else if let Some(list) = line.strip_prefix("Returns() = ") {
            returns = Some(
                list.trim()
                    .trim_start_matches('[')
                    .trim_end_matches(']')
                    .split(',')
                    .map(|value| value.trim().parse().expect("a number"))
                    .collect(),
            );
        } else if let Some(list) = line.strip_prefix("StringLegalActions() = ") {
            let mut theirs = quoted_list(list);
            let theirs_set: BTreeSet<&String> = theirs.iter().collect();
            assert_eq!(theirs_set.len(), theirs.len(), "state {state}: the trace lists a move twice");
            let mut ours: Vec<String> = pos.legal_moves().into_iter().map(|mv| pos.notation(mv).to_string()).collect();
            theirs.sort();
            ours.sort();
            assert_eq!(ours, theirs, "state {state}: legal moves differ in {pos}");
            listed_states += 1;
            listed_moves += theirs.len();
        } else if let Some(quoted) = line.strip_prefix("# Apply action ") {
            let text = quoted.trim().trim_matches('"');
            assert_eq!(
                pos.outcome(openspiel),
                None,
                "state {state}: an action is applied, so the game is not over, but we say it is in {pos}"
            );
            let mv = pos.parse_move(text).unwrap_or_else(|err| panic!("state {state}: {text}: {err} in {pos}"));
            assert_eq!(pos.notation(mv).to_string(), text, "state {state}: canonical notation");
            pending_action = Some((text.to_string(), mv, pos.is_capture(mv)));
            pos.play(mv).unwrap_or_else(|err| panic!("state {state}: {err}"));
            pos.check_invariants().unwrap_or_else(|err| panic!("state {state}: {err}"));
            applied += 1;
        } else if let Some(number) = line.strip_prefix("action: ") {
            // OpenSpiel's action id, which the trace itself shows to be
            // from·128 + to·2 + capture with squares numbered a1 = 0 … h8 = 63
            // (state 0: "c1xa3" = 289 = 2·128 + 16·2 + 1).
            let id: usize = number.trim().parse().expect("an action id");
            let (text, mv, capture) = pending_action.take().expect("an action id follows an applied action");
            assert_eq!(
                (id / 128, id % 128 / 2, id % 2 == 1),
                (mv.origin().unwrap().index(), mv.target().unwrap().index(), capture),
                "state {state}: action id {id} does not encode {text}"
            );
        }
    }

    // Counts of the trace's contents (SOURCE.txt: a 183-ply game; the legal
    // moves of its first 24 states are listed), so that a parser that misses
    // lines fails here.
    assert_eq!(applied, 183, "applied actions");
    assert_eq!(listed_states, 24, "states with a list of legal moves");
    assert!(listed_moves > 24, "legal moves compared: {listed_moves}");
    assert_eq!(diagrams, 25, "board diagrams (24 listed states and the final one)");
    assert_eq!(terminal_flags, 25, "IsTerminal lines");

    // The final state: the trace says whether it is terminal and what each
    // player (0 = x = Black, 1 = o = White) receives.
    assert_eq!(is_terminal, Some(true), "the trace ends in a terminal state");
    let returns = returns.expect("the final state's Returns()");
    let expected = match returns.as_slice() {
        [black, white] if black > white => Outcome::Win(Color::Black),
        [black, white] if white > black => Outcome::Win(Color::White),
        [_, _] => Outcome::Draw,
        other => panic!("Returns() with {} values", other.len()),
    };
    assert_eq!(returns, [1.0, -1.0], "the trace's final Returns()");
    assert_eq!(pos.outcome(openspiel), Some(expected), "the final outcome under OpenSpiel's rules in {pos}");
    println!(
        "playthrough: {applied} actions applied, {listed_moves} legal moves compared in {listed_states} states, {diagrams} diagrams"
    );
}
