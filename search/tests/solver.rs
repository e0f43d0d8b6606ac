//! The proof-number solver: it proves the 5×5 start a first-player win (RULES.md,
//! "Variants": the solving testbed) under every rule preset, its certificates pass the
//! independent checker of `certificate_checker/` (on the array-board model, not the
//! solver's code), the committed `proofs/5x5.txt` passes it, and the checker refuses
//! broken certificates. On the hexagons it proves endgames of hex5 and hex6, under the
//! hexagons' own rule presets too, with proofs both checkers accept (the independent
//! one on the hexagonal model of `tests/hex_model/`), gives each of a position's twelve
//! images the same value, and tries one move of each class of the root's symmetry.

#[path = "../../tests/hex_model/mod.rs"]
mod hex_model;

#[path = "../../tests/variant_model/mod.rs"]
mod variant_model;

mod certificate_checker;

use std::time::Duration;

use lines_of_action::{BoardSymmetry, Color, Game, Geometry, Hex5, Hex6, HexSymmetry, Position, RulePreset, Variant};
use lines_of_action_search::{Limits, Solution, Solver, SolverOptions, Verdict, check_certificate};

/// A solver as the tests use it: a 64 MiB table (5×5 fills a few per cent of it).
fn solver(threads: usize) -> Solver {
    Solver::new(SolverOptions { memory: 64 << 20, threads, ..SolverOptions::default() })
}

/// The 5×5 start under `preset`, solved.
fn solve_5x5(preset: RulePreset, solver: &Solver) -> Solution {
    let start = Position::from_variant(Variant::FiveByFive).unwrap();
    solver.solve(&Game::from_position(start, preset.rules()), Limits::NONE)
}

/// The certificate of a solution, as text.
fn certificate_text(solution: &Solution, preset: RulePreset) -> String {
    solution.certificate.as_ref().expect("a win comes with its proof").to_text(Variant::FiveByFive, preset)
}

#[test]
fn the_5x5_start_is_a_first_player_win_under_every_preset_and_the_checker_accepts_the_proofs() {
    let start = variant_model::Variant::FiveByFive.start_text();
    for preset in RulePreset::ALL {
        let solution = solve_5x5(preset, &solver(1));
        assert_eq!(solution.verdict, Verdict::Win(Color::Black), "{preset}");
        let text = certificate_text(&solution, preset);
        let checked = certificate_checker::check(&text).unwrap_or_else(|error| panic!("{preset}: {error}"));
        assert_eq!((checked.winner, checked.root.as_str()), (variant_model::Color::Black, start));
        let certificate = solution.certificate.as_ref().unwrap();
        assert_eq!(checked.positions, certificate.lines().len(), "{preset}: every line is reached");
        assert_eq!(checked.height, certificate.height() as usize);
        // The root's line is the best move.
        assert_eq!(certificate.lines()[0], (*certificate.root(), solution.best_move.unwrap()));
        // The solver's own checker agrees.
        assert_eq!(check_certificate(&text).map(|checked| checked.height), Ok(certificate.height()));
    }
}

#[test]
fn two_threads_prove_the_5x5_start_too() {
    let solution = solve_5x5(RulePreset::default(), &solver(2));
    assert_eq!(solution.verdict, Verdict::Win(Color::Black));
    certificate_checker::check(&certificate_text(&solution, RulePreset::default())).unwrap();
}

#[test]
fn the_committed_5x5_proof_passes_the_independent_checker() {
    let text = include_str!("../../proofs/5x5.txt");
    let checked = certificate_checker::check(text).unwrap();
    assert_eq!(checked.winner, variant_model::Color::Black);
    assert_eq!(checked.root, variant_model::Variant::FiveByFive.start_text());
    assert!(text.lines().nth(2) == Some("rules default"));
    // Every line of the file is reached.
    assert_eq!(checked.positions, text.lines().count() - 5);
}

/// The certificate named by `LOA_CERTIFICATE` (a `loa-proof 1` text file, e.g. the
/// 6×6 proof unpacked from `proofs/6x6.txt.gz`) passes the independent checker; ignored
/// (minutes and gigabytes on the 6×6 proof: proofs/README.md), run with
/// `LOA_CERTIFICATE=FILE cargo test --release -p lines-of-action-search --test solver -- --ignored`.
#[test]
#[ignore = "needs LOA_CERTIFICATE=FILE"]
fn the_certificate_named_by_loa_certificate_passes_the_independent_checker() {
    let path = std::env::var("LOA_CERTIFICATE").expect("LOA_CERTIFICATE names a certificate file");
    let text = std::fs::read_to_string(&path).unwrap();
    let checked = certificate_checker::check(&text).unwrap();
    // Every line of the file is reached, and the root is the one the header names.
    assert_eq!(checked.positions, text.lines().skip(5).filter(|line| !line.is_empty()).count());
    assert_eq!(text.lines().nth(3).and_then(|line| line.strip_prefix("root ")), Some(checked.root.as_str()));
    println!(
        "{path}: valid, winner {:?}, {} positions, longest line {} plies",
        checked.winner, checked.positions, checked.height
    );
}

#[test]
fn the_checker_refuses_a_wrong_move_a_missing_line_and_a_wrong_winner() {
    let text = certificate_text(&solve_5x5(RulePreset::default(), &solver(1)), RulePreset::default());
    assert!(certificate_checker::check(&text).is_ok());
    let lines: Vec<&str> = text.lines().collect();

    // A missing line: the last one, a position the proof reaches.
    let missing = lines[..lines.len() - 1].join("\n");
    let error = certificate_checker::check(&missing).unwrap_err();
    assert!(error.contains("no line"), "{error}");
    assert!(check_certificate(&missing).is_err());

    // A wrong move: at the first listed position where a legal move lets the opponent
    // win at once (found on the model), that move instead.
    let rules = variant_model::Rules::default();
    let variant = variant_model::Variant::FiveByFive;
    let blunder = lines[5..].iter().enumerate().find_map(|(index, line)| {
        let (text, _) = line.rsplit_once(' ')?;
        let pos = variant.parse(text).ok()?;
        pos.moves(&rules).into_iter().find_map(|mv| {
            let after = pos.after(&mv, &rules);
            let loses = after.outcome(&rules).is_none()
                && after.moves(&rules).iter().any(|reply| {
                    after.after(reply, &rules).outcome(&rules)
                        == Some(variant_model::Outcome::Win(variant_model::Color::White))
                });
            loses.then(|| (index + 5, format!("{text} {mv}")))
        })
    });
    let (index, wrong_line) = blunder.expect("some position of the proof has a losing move");
    let mut wrong = lines.clone();
    wrong[index] = &wrong_line;
    let wrong = wrong.join("\n");
    assert!(certificate_checker::check(&wrong).is_err(), "{wrong_line}");
    assert!(check_certificate(&wrong).is_err(), "{wrong_line}");

    // An illegal move, and the wrong winner.
    let illegal = text.replacen(lines[5], &format!("{} a1-a1", lines[5].rsplit_once(' ').unwrap().0), 1);
    assert!(certificate_checker::check(&illegal).is_err());
    assert!(check_certificate(&illegal).is_err());
    let white = text.replacen("winner black", "winner white", 1);
    assert!(certificate_checker::check(&white).is_err());
    assert!(check_certificate(&white).is_err());
}

#[test]
fn a_double_connection_is_a_win_only_when_the_mover_wins_it() {
    // Black's only connecting move, d2xb2, takes White's stray piece and connects White
    // too (e4 and e5): a draw under the default rules, Black's win under Boardspace's.
    let pos = Position::from_text("4w/4w/5/1w1b1/b4 b", Variant::FiveByFive).unwrap();
    let capture = pos.parse_move("d2xb2").unwrap();
    let boardspace = solver(1).solve(&Game::from_position(pos, RulePreset::Boardspace.rules()), Limits::NONE);
    assert_eq!((boardspace.verdict, boardspace.best_move), (Verdict::Win(Color::Black), Some(capture)));
    assert_eq!(boardspace.certificate.unwrap().height(), 1);
    let default = solver(1).solve(&Game::from_position(pos, RulePreset::default().rules()), Limits::NONE);
    assert_ne!(default.best_move, Some(capture));
    if let Some(certificate) = default.certificate {
        let text = certificate.to_text(Variant::FiveByFive, RulePreset::default());
        certificate_checker::check(&text).unwrap();
    }
}

#[test]
fn each_enhancement_off_proves_the_same() {
    let start = Position::from_variant(Variant::FiveByFive).unwrap();
    let game = Game::from_position(start, RulePreset::default().rules());
    let usual = SolverOptions { memory: 64 << 20, ..SolverOptions::default() };
    for options in [
        SolverOptions { epsilon: 0.0, ..usual },
        SolverOptions { mobility: true, ..usual },
        SolverOptions { threats: false, ..usual },
        SolverOptions { symmetry: false, ..usual },
    ] {
        let solution = Solver::new(options).solve(&game, Limits::NONE);
        assert_eq!(solution.verdict, Verdict::Win(Color::Black), "{options:?}");
        let text = certificate_text(&solution, RulePreset::default());
        certificate_checker::check(&text).unwrap_or_else(|error| panic!("{options:?}: {error}"));
    }
}

#[test]
fn a_budget_too_small_gives_unknown_with_the_root_numbers_and_reports_progress() {
    let start = Position::from_variant(Variant::FiveByFive).unwrap();
    let game = Game::from_position(start, RulePreset::default().rules());
    let options = SolverOptions { memory: 1 << 20, progress_interval: Duration::ZERO, ..SolverOptions::default() };
    let mut reports = Vec::new();
    let solution = Solver::new(options).solve_with_progress(&game, Limits::NONE.with_nodes(5_000), |progress| {
        reports.push(progress.nodes);
    });
    assert_eq!(solution.verdict, Verdict::Unknown);
    assert!(solution.proof_number > 0 && solution.disproof_number > 0);
    assert!(solution.certificate.is_none());
    // The node limit is checked every 1,024 nodes.
    assert!((5_000..5_000 + 2_048).contains(&solution.nodes), "{}", solution.nodes);
    assert!(reports.windows(2).all(|pair| pair[0] <= pair[1]));
}

#[test]
fn a_finished_game_is_its_result() {
    // Black, having just moved, is connected: Black has won.
    let pos = Position::from_text("5/5/5/w3w/bbb2 w", Variant::FiveByFive).unwrap();
    let solution = solver(1).solve(&Game::from_position(pos, RulePreset::default().rules()), Limits::NONE);
    assert_eq!((solution.verdict, solution.nodes), (Verdict::Win(Color::Black), 0));
}

#[test]
fn a_position_of_the_game_s_history_is_never_a_win_for_the_attacker() {
    // The 5×5 start again after four plies that undo each other (c1-c3 a2-a5 c3-c1
    // a5-a2): the positions after c1-c3, a2-a5 and c3-c1 are on the game's path, so
    // c1-c3, the solver's move from the start without a history (proofs/README.md),
    // would repeat one. Black still wins, with another move (ten win, proofs/README.md),
    // by a proof that never reaches a position of the history.
    let start = Position::from_variant(Variant::FiveByFive).unwrap();
    let fresh = Game::from_position(start, RulePreset::default().rules());
    let first = solver(1).solve(&fresh, Limits::NONE);
    assert_eq!(first.best_move.map(|mv| start.notation(mv).to_string()).as_deref(), Some("c1-c3"));

    let mut game = fresh.clone();
    for text in ["c1-c3", "a2-a5", "c3-c1", "a5-a2"] {
        let mv = game.position().parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    assert_eq!(*game.position(), start, "the four plies come back to the start");
    let history: Vec<Position<_>> = game.positions()[1..game.positions().len() - 1].to_vec();
    assert_eq!(history.len(), 3);
    for threads in [1, 2] {
        let solution = solver(threads).solve(&game, Limits::NONE);
        assert_eq!(solution.verdict, Verdict::Win(Color::Black), "{threads} threads");
        let best = start.notation(solution.best_move.unwrap()).to_string();
        assert_ne!(best, "c1-c3", "{threads} threads: c1-c3 repeats the position after it");
        let certificate = solution.certificate.as_ref().unwrap();
        for &(pos, mv) in certificate.lines() {
            let mut after = pos;
            after.play_unchecked(mv);
            assert!(!history.contains(&pos) && !history.contains(&after), "{threads} threads: {pos} {mv:?}");
        }
        certificate_checker::check(&certificate_text(&solution, RulePreset::default())).unwrap();
    }
}

#[test]
fn a_proof_the_table_has_lost_is_searched_again_and_read_out() {
    // The 5×5 solve stores some 110,000 entries (8,548 nodes, about 13 entries a node:
    // proofs/README.md). A table of 64 KiB (2,730 entries of 24 bytes) or 1 MiB (43,690)
    // loses much of the proof, which is read out by searching again where it was lost
    // (with two threads, the other thread must not stop that search).
    for (threads, memory) in [(1, 64 << 10), (2, 1 << 20)] {
        let small = Solver::new(SolverOptions { memory, threads, ..SolverOptions::default() });
        let solution = solve_5x5(RulePreset::default(), &small);
        assert_eq!(solution.verdict, Verdict::Win(Color::Black), "{threads} threads");
        certificate_checker::check(&certificate_text(&solution, RulePreset::default())).unwrap();
    }
}

#[test]
fn a_proof_that_lets_the_defender_repeat_the_walk_s_path_is_searched_again_on_a_fresh_table() {
    // With one thread, tables of 4 KiB and 16 KiB (170 and 682 entries) left the 5×5
    // proof unread before the fresh table: every proven move the table offered at some
    // position led to a proof, found on another path, in which the defender repeats a
    // position of the walk's path (the graph-history interaction), and searching again
    // on the same table found those proofs again. Two threads on tiny tables failed so
    // now and then (2 runs in 20 at 64 KiB); each size is run four times.
    for (threads, memory, runs) in [(1, 4 << 10, 1), (1, 16 << 10, 1), (2, 4 << 10, 4), (2, 64 << 10, 4)] {
        for _ in 0..runs {
            let tiny = Solver::new(SolverOptions { memory, threads, ..SolverOptions::default() });
            let solution = solve_5x5(RulePreset::default(), &tiny);
            assert_eq!(solution.verdict, Verdict::Win(Color::Black), "{threads} threads, {memory} bytes");
            certificate_checker::check(&certificate_text(&solution, RulePreset::default())).unwrap();
        }
    }
}

/// `text`, a position of `variant` on the boards of `G`, solved under `preset`: the
/// verdict `winner`'s win, with a proof that `check_certificate` and the independent
/// checker accept, whose root is the position and whose every line is reached; the
/// solution.
fn hexagon_proof<G: Geometry>(variant: Variant, preset: RulePreset, pos: Position<G>, winner: Color) -> Solution<G> {
    let solution = solver(1).solve(&Game::from_position(pos, preset.rules()), Limits::NONE);
    assert_eq!(solution.verdict, Verdict::Win(winner), "{pos} ({preset})");
    let certificate = solution.certificate.as_ref().expect("a win comes with its proof");
    let text = certificate.to_text(variant, preset);
    let checked = certificate_checker::check(&text).unwrap_or_else(|error| panic!("{pos} ({preset}): {error}"));
    assert_eq!(checked.root, pos.to_string());
    assert_eq!((checked.positions, checked.height), (certificate.lines().len(), certificate.height() as usize));
    assert_eq!(check_certificate(&text).map(|checked| checked.height), Ok(certificate.height()));
    solution
}

/// 7 plies before the end of a game of the greedy bot (Black) against alpha-beta to depth
/// 3 (White) from the hex5 start: White to move wins, in a proof of 7 plies at most.
const HEX5_ENDGAME: &str = "1b3/6/2bw3/1ww1b3/3w2b2/3w4/7/6/1b3 w";

/// 9 plies before the end of the same bots' game on hex6 (f6, the black hole, in the
/// middle of the sixth row).
const HEX6_ENDGAME: &str = "6/7/6b1/2w5w/6wbw1/3w2ww1w1/5w4/4www2/8/7/6 w";

#[test]
fn hexagon_endgames_are_proven_under_their_presets_and_both_checkers_accept_the_proofs() {
    let hex5 = Position::<Hex5>::read(HEX5_ENDGAME, Variant::Hex5).unwrap();
    let hex6 = Position::<Hex6>::read(HEX6_ENDGAME, Variant::Hex6).unwrap();
    for preset in [RulePreset::ComputerOlympiad, RulePreset::AbstractPlay, RulePreset::Alveole] {
        let solution = hexagon_proof(Variant::Hex5, preset, hex5, Color::White);
        assert!(solution.certificate.unwrap().height() >= 3, "{preset}: more than a win in one");
        hexagon_proof(Variant::Hex6, preset, hex6, Color::White);
    }
    // The proof refers to hex5's cells: as a certificate of hex6 it is refused.
    let solution = hexagon_proof(Variant::Hex5, RulePreset::Alveole, hex5, Color::White);
    let text = solution.certificate.unwrap().to_text(Variant::Hex5, RulePreset::Alveole);
    let wrong = text.replacen("variant hex5", "variant hex6", 1);
    assert!(check_certificate(&wrong).is_err());
    assert!(certificate_checker::check(&wrong).is_err());
}

#[test]
fn each_of_a_hexagon_position_s_twelve_images_has_its_value() {
    // Every symmetry turns or mirrors the hexagon about its centre, so each image of the
    // endgame is White's win too, with a proof of the image.
    let pos = Position::<Hex5>::read(HEX5_ENDGAME, Variant::Hex5).unwrap();
    let symmetries = <HexSymmetry as BoardSymmetry>::ALL;
    assert_eq!(symmetries.len(), 12);
    let mut images = Vec::new();
    for &symmetry in symmetries {
        let image = pos.transformed(symmetry);
        images.push(image);
        let solution = hexagon_proof(Variant::Hex5, RulePreset::default(), image, Color::White);
        let best = solution.best_move.unwrap();
        // The image's winning move is a winning move of the image: it proves the same.
        let mut after = Game::from_position(image, RulePreset::default().rules());
        after.play(best).unwrap();
        let reply = solver(1).solve(&after, Limits::NONE);
        assert_eq!(reply.verdict, Verdict::Win(Color::White), "{symmetry:?}: {}", image.notation(best));
    }
    images.sort_by_key(|image| image.to_string());
    images.dedup();
    assert_eq!(images.len(), 12, "the endgame is no symmetry's own image");
}

#[test]
fn the_root_s_symmetry_on_a_hexagon_tries_one_move_of_each_class() {
    // Black's pieces and White's are each their own mirror image across the middle row
    // (row a to row i, b to h, c to g, d to f, each cell keeping its number): of the
    // twelve symmetries, that mirror and the identity leave the position as it is, and
    // its moves come in mirrored pairs (but those along the middle row). Black wins with
    // the root's symmetry and without it, in fewer nodes with it.
    let text = "w4/1b4/7/3b2w1/2b1b3w/3b2w1/7/1b4/w4 b";
    let pos = Position::<Hex5>::read(text, Variant::Hex5).unwrap();
    let fixing = <HexSymmetry as BoardSymmetry>::ALL.iter().filter(|&&symmetry| pos.transformed(symmetry) == pos);
    assert_eq!(fixing.count(), 2);
    let game = Game::from_position(pos, RulePreset::default().rules());
    let solve = |symmetry| {
        let options = SolverOptions { memory: 64 << 20, symmetry, ..SolverOptions::default() };
        let solution = Solver::new(options).solve(&game, Limits::NONE);
        assert_eq!(solution.verdict, Verdict::Win(Color::Black), "symmetry {symmetry}");
        let text = solution.certificate.as_ref().unwrap().to_text(Variant::Hex5, RulePreset::default());
        certificate_checker::check(&text).unwrap();
        solution.nodes
    };
    let (with, without) = (solve(true), solve(false));
    assert!(with < without, "{with} nodes with the root's symmetry, {without} without");
}
