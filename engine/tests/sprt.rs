//! The SPRT (`sprt.rs`) against an independent model: the normal approximation of the
//! generalised SPRT's log-likelihood ratio, `N (s1 - s0) (2 ŝ - s0 - s1) / (2 σ²)` with
//! ŝ the mean score and σ² its variance a game (Van den Bergh, "A simple approximation
//! of the GSPRT", as fishtest uses it), which the exact trinomial ratio approaches for
//! Elo bounds close together; and its symmetries and bounds.

use lines_of_action_engine::sprt::score_of_elo;
use lines_of_action_engine::{Sprt, SprtVerdict};

/// The normal approximation of the ratio.
fn approximate_llr(sprt: &Sprt, wins: u32, draws: u32, losses: u32) -> f64 {
    let (w, d, l) = (f64::from(wins), f64::from(draws), f64::from(losses));
    let n = w + d + l;
    let score = (w + d / 2.0) / n;
    let variance = (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / n;
    let (s0, s1) = (score_of_elo(sprt.elo0), score_of_elo(sprt.elo1));
    n * (s1 - s0) * (2.0 * score - s0 - s1) / (2.0 * variance)
}

#[test]
fn the_ratio_agrees_with_the_normal_approximation() {
    let sprt = Sprt::new(-5.0, 5.0);
    for (wins, draws, losses) in [(300, 400, 300), (330, 400, 270), (250, 500, 290), (1200, 300, 1100)] {
        let exact = sprt.llr(wins, draws, losses);
        let approximate = approximate_llr(&sprt, wins, draws, losses);
        assert!(
            (exact - approximate).abs() < 0.02 * approximate.abs().max(1.0),
            "{wins}-{draws}-{losses}: {exact} vs {approximate}"
        );
    }
}

#[test]
fn an_even_score_between_symmetric_hypotheses_is_no_evidence() {
    let sprt = Sprt::new(-20.0, 20.0);
    for (wins, draws, losses) in [(10, 0, 10), (7, 30, 7), (0, 12, 0)] {
        assert!(sprt.llr(wins, draws, losses).abs() < 1e-9, "{wins}-{draws}-{losses}");
    }
    // Wins and losses swapped, the ratio changes sign.
    assert!((sprt.llr(30, 10, 20) + sprt.llr(20, 10, 30)).abs() < 1e-9);
}

#[test]
fn the_bounds_are_those_of_alpha_and_beta_and_the_verdict_follows_them() {
    let sprt = Sprt::new(0.0, 50.0);
    let (lower, upper) = sprt.bounds();
    // ln(0.05 / 0.95) and ln(0.95 / 0.05).
    assert!((lower + 2.944_438_979).abs() < 1e-6 && (upper - 2.944_438_979).abs() < 1e-6, "{lower} {upper}");
    assert_eq!(sprt.verdict(0, 0, 0), SprtVerdict::Continue);
    assert_eq!(sprt.verdict(1, 0, 0), SprtVerdict::Continue, "one game decides nothing");
    // Without draws the fit under each hypothesis is a win with chance s and a loss
    // with 1 - s (the binomial model): each win adds ln(s1 / s0) to the ratio, each
    // loss ln((1 - s1) / (1 - s0)), so a run of wins accepts H1 after
    // ceil(upper / ln(s1 / s0)) games (23 here) and a run of losses H0 after
    // ceil(lower / ln((1 - s1) / (1 - s0))) (20).
    let (s0, s1) = (score_of_elo(0.0), score_of_elo(50.0));
    let wins_needed = (upper / (s1 / s0).ln()).ceil() as u32;
    let losses_needed = (lower / ((1.0 - s1) / (1.0 - s0)).ln()).ceil() as u32;
    assert_eq!((wins_needed, losses_needed), (23, 20));
    let first_h1 = (1..100).find(|&n| sprt.verdict(n, 0, 0) == SprtVerdict::AcceptH1).expect("H1 at last");
    let first_h0 = (1..100).find(|&n| sprt.verdict(0, 0, n) == SprtVerdict::AcceptH0).expect("H0 at last");
    assert_eq!((first_h1, first_h0), (wins_needed, losses_needed));
    for n in 0..first_h1 {
        assert_eq!(sprt.verdict(n, 0, 0), SprtVerdict::Continue);
    }
    // More wins never lower the ratio.
    let mut last = f64::NEG_INFINITY;
    for wins in 0..60 {
        let llr = sprt.llr(wins, 20, 30);
        assert!(llr > last, "{wins}");
        last = llr;
    }
}
