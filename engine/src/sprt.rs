//! [`Sprt`]: the sequential probability ratio test a match runs to stop once its
//! answer is clear.
//!
//! The test is the generalised SPRT on the trinomial model (Michel Van den Bergh's, as
//! fishtest runs it): each game is a win, a draw or a loss, with probabilities free
//! but for their expected score, which the hypotheses fix. H0: the first engine's Elo
//! advantage is `elo0`; H1: it is `elo1`, the Elo logistic (a score of
//! `1 / (1 + 10^(-elo / 400))`). Under each hypothesis the probabilities are the most
//! likely ones given the counts with that expected score; the log-likelihood ratio is
//! `Σ n_i ln(p1_i / p0_i)` over wins, draws and losses, each count taken as 0.001 at
//! least so that the fit exists before every kind of result has been seen. The test
//! accepts H1 once the ratio reaches `ln((1 - β) / α)`, H0 once it falls to
//! `ln(β / (1 - α))`, with α = β = 0.05 (±2.94).

/// The counts' floor in the fit.
const COUNT_FLOOR: f64 = 1e-3;

/// A test of `elo0` against `elo1` with error rates `alpha` and `beta`.
///
/// ```
/// use lines_of_action_engine::{Sprt, SprtVerdict};
/// let sprt = Sprt::new(0.0, 50.0);
/// assert_eq!(sprt.verdict(10, 5, 10), SprtVerdict::Continue);
/// assert_eq!(sprt.verdict(80, 10, 20), SprtVerdict::AcceptH1);
/// assert_eq!(sprt.verdict(30, 10, 60), SprtVerdict::AcceptH0);
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    /// H0's Elo advantage of the first engine.
    pub elo0: f64,
    /// H1's.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Where a test stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// H0 accepted: the advantage is `elo0` rather than `elo1`.
    AcceptH0,
    /// H1 accepted.
    AcceptH1,
    /// Not clear yet: play on.
    Continue,
}

/// The expected score of an Elo advantage (logistic).
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The most likely probabilities of a win, a draw and a loss given `counts` (wins,
/// draws, losses, each positive) among those whose expected score is `score` (in 0..1).
fn fit(counts: [f64; 3], score: f64) -> [f64; 3] {
    let total: f64 = counts.iter().sum();
    let observed = counts.map(|count| count / total);
    // A win scores 1, a draw ½, a loss 0: each result's distance from the score.
    let offsets = [1.0 - score, 0.5 - score, -score];
    // p_i = observed_i / (1 + λ offset_i), with λ such that Σ p_i = 1, that is
    // Σ observed_i offset_i / (1 + λ offset_i) = 0, a decreasing function of λ on the
    // interval where every denominator is positive.
    let balance = |lambda: f64| -> f64 {
        observed.iter().zip(offsets).map(|(&p, offset)| p * offset / (1.0 + lambda * offset)).sum()
    };
    let (mut low, mut high) = (-1.0 / offsets[0], -1.0 / offsets[2]);
    for _ in 0..200 {
        let middle = (low + high) / 2.0;
        if balance(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    let lambda = (low + high) / 2.0;
    let mut fitted = [0.0; 3];
    for ((fitted, &p), offset) in fitted.iter_mut().zip(&observed).zip(offsets) {
        *fitted = p / (1.0 + lambda * offset);
    }
    fitted
}

impl Sprt {
    /// A test of `elo0` against `elo1` (`elo0 < elo1`) with α = β = 0.05.
    pub const fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt { elo0, elo1, alpha: 0.05, beta: 0.05 }
    }

    /// The bounds of the log-likelihood ratio: H0 accepted at or below the first, H1 at
    /// or above the second.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 to H0 after `wins`, `draws` and `losses`.
    pub fn llr(&self, wins: u32, draws: u32, losses: u32) -> f64 {
        let counts = [wins, draws, losses].map(|count| f64::from(count).max(COUNT_FLOOR));
        let h0 = fit(counts, score_of_elo(self.elo0));
        let h1 = fit(counts, score_of_elo(self.elo1));
        counts.iter().zip(h0.iter().zip(&h1)).map(|(count, (p0, p1))| count * (p1 / p0).ln()).sum()
    }

    /// Where the test stands after `wins`, `draws` and `losses`.
    pub fn verdict(&self, wins: u32, draws: u32, losses: u32) -> SprtVerdict {
        let (lower, upper) = self.bounds();
        let llr = self.llr(wins, draws, losses);
        if llr >= upper {
            SprtVerdict::AcceptH1
        } else if llr <= lower {
            SprtVerdict::AcceptH0
        } else {
            SprtVerdict::Continue
        }
    }
}
