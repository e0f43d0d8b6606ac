//! [`Certificate`]: a proof as text that any program can check (`loa-proof 1`).

use std::collections::HashSet;
use std::fmt::Write as _;

use lines_of_action::{Color, Geometry, Grid8, Move, Position, RulePreset, Rules, Variant};

use super::extract::ProofLines;

/// A proof that [`winner`](Certificate::winner) wins from [`root`](Certificate::root)
/// under the rules it was solved with: the winner's move at every position of the
/// proof where the winner is to move, each position once, in the order a walk from the
/// root meets them. From an attacker position the listed move, and from a defender
/// position every legal move, lead on through the proof to a win, and no line of play
/// in it repeats a position.
///
/// ```
/// use lines_of_action::{Game, Position, RulePreset, Variant};
/// use lines_of_action_search::{Limits, Solver, SolverOptions};
/// // Black connects with c1-c2 (RULES.md's connection table).
/// let pos = Position::from_text("5/5/5/w3w/bb1b1 b", Variant::FiveByFive)?;
/// let solution = Solver::new(SolverOptions::default()).solve(&Game::from_position(pos, RulePreset::default().rules()), Limits::NONE);
/// let certificate = solution.certificate.unwrap();
/// assert_eq!(certificate.to_text(Variant::FiveByFive, RulePreset::default()).lines().last(), Some("5/5/5/w3w/bb1b1 b d1-c2"));
/// # Ok::<(), lines_of_action::ParsePositionError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Certificate<G: Geometry = Grid8> {
    root: Position<G>,
    winner: Color,
    height: u32,
    lines: Vec<(Position<G>, Move<G::Square>)>,
}

impl<G: Geometry> Certificate<G> {
    /// The certificate of `lines`, a proof from `root` of height `height`, its lines in
    /// the order a walk from the root meets them (those it never meets left out).
    pub(crate) fn new(
        root: Position<G>,
        winner: Color,
        height: u32,
        lines: &ProofLines<G>,
        rules: Rules,
    ) -> Certificate<G> {
        let mut ordered = Vec::new();
        let mut seen = HashSet::new();
        let mut stack = vec![root];
        while let Some(pos) = stack.pop() {
            if pos.is_game_over(rules) || !seen.insert(pos) {
                continue;
            }
            if pos.turn() == winner {
                let Some(&(mv, _)) = lines.get(&pos) else { continue };
                ordered.push((pos, mv));
                let mut after = pos;
                after.play_unchecked(mv);
                stack.push(after);
            } else {
                let moves = pos.legal_moves();
                for &mv in moves.iter().rev() {
                    let mut after = pos;
                    after.play_unchecked(mv);
                    stack.push(after);
                }
            }
        }
        Certificate { root, winner, height, lines: ordered }
    }

    /// The position proven.
    pub fn root(&self) -> &Position<G> {
        &self.root
    }

    /// The side that wins.
    pub fn winner(&self) -> Color {
        self.winner
    }

    /// The most plies of any line of play in the proof, until the win.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The winner's positions and moves.
    pub fn lines(&self) -> &[(Position<G>, Move<G::Square>)] {
        &self.lines
    }

    /// The certificate as text: `loa-proof 1`, the variant, the rules (by preset name,
    /// `default` for the default rules), the root and the winner, then one line per
    /// winner's position, its text and the winning move in canonical notation.
    pub fn to_text(&self, variant: Variant, rules: RulePreset) -> String {
        let mut text = String::new();
        let rules_name = if rules == RulePreset::default() { "default".to_string() } else { rules.to_string() };
        let winner = if self.winner == Color::Black { "black" } else { "white" };
        let _ =
            writeln!(text, "loa-proof 1\nvariant {variant}\nrules {rules_name}\nroot {}\nwinner {winner}", self.root);
        for (pos, mv) in &self.lines {
            let _ = writeln!(text, "{pos} {}", pos.notation(*mv));
        }
        text
    }
}
