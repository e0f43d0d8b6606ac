//! The proof-number solver: it proves the 5×5 start a first-player win (RULES.md,
//! "Variants": the solving testbed) under every rule preset, its certificates pass the
//! independent checker of `certificate_checker/` (on the array-board model, not the
//! solver's code), the committed `proofs/5x5.txt` passes it, and the checker refuses
//! broken certificates.

#[path = "../../tests/variant_model/mod.rs"]
mod variant_model;

mod certificate_checker;

use std::time::Duration;

use lines_of_action::{Color, Game, Position, RulePreset, Variant};
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
