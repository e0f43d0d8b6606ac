//! Threats: the moves that win at once, and whether the opponent threatens one.
//!
//! A slide can only connect its side if it lands next to every group of that side
//! other than its own, so the groups are found once per position and most slides
//! are ruled out with one bit test; only the rest are checked in full.

use crate::board::color::Color;
use crate::board::geometries::MOST_INDICES;
use crate::board::geometry::{BoardSquare, Geometry, SquareSet};
use crate::position::Position;
use crate::position::moves::{Move, MoveList};
use crate::rules::outcome::Outcome;
use crate::rules::{NoLegalMove, Rules};

impl<G: Geometry> Position<G> {
    /// The moves that win the game at once for the side to move under `rules`: those
    /// after which it is connected (and the opponent is not, or `rules` let the mover
    /// win a double connection), and under [`NoLegalMove::Loss`] those that leave the
    /// opponent without a legal slide. Repetition and the move limit, which need the
    /// history, are not considered. Empty when the game is already over. On every
    /// board: the standard game on 8×8 through its fast path, the groups ruling out most
    /// slides; the variants and the wide boards by playing each move that may win.
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// // RULES.md, "Perft": White has four winning moves here.
    /// let pos: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse()?;
    /// let wins: Vec<String> = pos.winning_moves(Rules::default()).iter().map(|&mv| pos.notation(mv).to_string()).collect();
    /// assert_eq!(wins.len(), 4);
    /// assert!(wins.contains(&"e2-h5".to_string()));
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    ///
    /// In Black Hole a piece that lands on the centre is swallowed, which can leave the
    /// rest connected:
    ///
    /// ```
    /// use lines_of_action::{Move, Position, Rules, Variant, Grid12, Square12};
    /// // Black's a1 and b1 touch, e3 stands apart; e3-e5 (two pieces on the e file)
    /// // drops it into the black hole.
    /// let pos = Position::<Grid12>::read("w3w4/9/9/9/9/9/4b4/9/bb7 b", Variant::BlackHole)?;
    /// let e3_e5 = Move::new("e3".parse::<Square12>()?, "e5".parse()?);
    /// assert_eq!(pos.winning_moves(Rules::default()).as_slice(), [e3_e5]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_moves(&self, rules: Rules) -> MoveList<G::Square> {
        let mut wins = MoveList::new();
        if !self.is_game_over(rules) {
            // Outside the drop phase at most one entry per slide or exit: they fit inline
            // up to 8×8 (a wide board's 20 pieces may spill to the heap).
            self.for_each_winning_move(self.turn(), rules, |mv| {
                wins.push_or_spill(mv);
                true
            });
        }
        wins
    }

    /// Whether the side to move has a move that wins at once (see
    /// [`winning_moves`](Position::winning_moves)).
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// assert!(!Position::default().has_winning_move(Rules::default()));
    /// ```
    pub fn has_winning_move(&self, rules: Rules) -> bool {
        let mut found = false;
        if !self.is_game_over(rules) {
            self.for_each_winning_move(self.turn(), rules, |_| {
                found = true;
                false
            });
        }
        found
    }

    /// Whether the opponent of the side to move threatens to win: it would have a
    /// winning move if it were its turn now (what game sites show as a "check"). The
    /// side to move must answer the threat or lose.
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// // RULES.md, "Perft": White, to move, has four winning moves; so with Black to
    /// // move on the same board, White threatens to win.
    /// let pos: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b".parse()?;
    /// assert!(pos.opponent_threatens_win(Rules::default()));
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    pub fn opponent_threatens_win(&self, rules: Rules) -> bool {
        let mut found = false;
        if !self.is_game_over(rules) {
            self.for_each_winning_move(self.turn().other(), rules, |_| {
                found = true;
                false
            });
        }
        found
    }

    /// The moves the opponent of the side to move threatens to win with: its
    /// [`winning_moves`](Position::winning_moves) if it were its turn now. Empty exactly
    /// when [`opponent_threatens_win`](Position::opponent_threatens_win) is false.
    ///
    /// ```
    /// use lines_of_action::{Position, Rules};
    /// // RULES.md, "Perft": White, to move, has four winning moves; with Black to move on
    /// // the same board, they are White's threats.
    /// let white: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse()?;
    /// let black: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b".parse()?;
    /// assert_eq!(black.opponent_winning_moves(Rules::default()), white.winning_moves(Rules::default()));
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    pub fn opponent_winning_moves(&self, rules: Rules) -> MoveList<G::Square> {
        let mut wins = MoveList::new();
        if !self.is_game_over(rules) {
            self.for_each_winning_move(self.turn().other(), rules, |mv| {
                wins.push_or_spill(mv);
                true
            });
        }
        wins
    }

    /// Calls `visit` with every move of `color` that wins at once under `rules`, as if it
    /// were `color`'s turn: on the standard 8×8 board the slides, found through the
    /// groups (the type test on the geometry is settled by the compiler); in the variants
    /// (exits and drops can win or lose a game, the black hole swallows a piece) and on
    /// the wide boards every move that may win, played and decided. `visit` says whether
    /// to go on.
    fn for_each_winning_move(&self, color: Color, rules: Rules, mut visit: impl FnMut(Move<G::Square>) -> bool) {
        if G::winning_slides(self, color, rules, &mut visit) {
            return;
        }
        let turned = if color == self.turn() { *self } else { self.with_turn(color) };
        let own = turned.pieces(color);
        // Under the loss rule a move also wins by leaving the opponent with nothing but
        // the pass, which cannot happen while it may exit or drop; and a slide of the
        // opponent stays legal after a move that changes no square of its line, so only
        // a move that touches every line the opponent slides on can take them all.
        let opponent = color.other();
        let may_leave_no_move =
            rules.no_legal_move == NoLegalMove::Loss && !turned.family().has_holes() && turned.reserve(opponent) == 0;
        let slide_lines = if may_leave_no_move { turned.with_turn(opponent).slide_lines() } else { None };
        let may_stalemate = |mv: Move<G::Square>| {
            slide_lines.is_some_and(|(lines, count)| {
                let changed = [mv.origin(), mv.target(), mv.drop_square()]
                    .into_iter()
                    .flatten()
                    .fold(G::Set::EMPTY, G::Set::with);
                lines[..count].iter().all(|&line| line.intersects(changed))
            })
        };
        // The drop phase's turns that share a slide share its connection test: by the
        // square a slide leaves, the targets tested and those that connect. A piece
        // that lands on Black Hole's black hole is gone.
        let black_hole = turned.black_hole();
        let (mut tested, mut connecting) = ([G::Set::EMPTY; MOST_INDICES], [G::Set::EMPTY; MOST_INDICES]);
        let mut going = true;
        turned.for_each_move(|mv| {
            if !going {
                return;
            }
            let connects = match mv {
                Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => {
                    let start = from.index();
                    if !tested[start].contains(to) {
                        tested[start] = tested[start].with(to);
                        let landed = if black_hole == Some(to) { G::Set::EMPTY } else { G::Set::from_square(to) };
                        if (own.without(from) | landed).is_connected() {
                            connecting[start] = connecting[start].with(to);
                        }
                    }
                    connecting[start].contains(to)
                }
                Move::Exit { from } => own.without(from).is_connected(),
                // The mover's pieces stay as they were: not connected, or the game would be over.
                Move::Pass | Move::PassDrop { .. } | Move::Drop { .. } => false,
            };
            if connects || may_stalemate(mv) {
                let mut after = turned;
                after.play_unchecked(mv);
                if after.result(rules).is_some_and(|result| result.outcome == Outcome::Win(color)) {
                    going = visit(mv);
                }
            }
        });
    }

    /// The lines (as masks of their squares) on which the side to move has a slide;
    /// `None` when there are more than one move can change (four lines through each of
    /// the three squares it changes, the slide's own line shared).
    fn slide_lines(&self) -> Option<([G::Set; MOST_LINES_A_TURN_CHANGES], usize)> {
        let mut lines = [G::Set::EMPTY; MOST_LINES_A_TURN_CHANGES];
        let mut count = 0;
        let mut too_many = false;
        self.for_each_landing_slide(self.turn(), self.landable(), |from, to| {
            let Some(direction) = G::direction_between(from, to) else { return };
            let line = G::line(G::line_kind(direction), from);
            if too_many || lines[..count].contains(&line) {
                return;
            }
            if count == lines.len() {
                too_many = true;
            } else {
                lines[count] = line;
                count += 1;
            }
        });
        (!too_many).then_some((lines, count))
    }
}

/// The most lines one turn of a variant changes: a slide's seven, and the four through
/// the square of a drop.
const MOST_LINES_A_TURN_CHANGES: usize = 11;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::Outcome;
    use crate::rules::presets::RulePreset;
    use crate::variants::{Layout, Variant};
    use crate::xorshift::XorShift;
    use alloc::vec::Vec;

    /// The winning moves found the plain way: play each move and ask the position.
    fn winning_by_playing(pos: &Position, color: Color, rules: Rules) -> Vec<Move> {
        let mut turned = pos.to_setup();
        turned.turn = color;
        let pos = Position::from_setup(turned).unwrap();
        pos.legal_moves()
            .into_iter()
            .filter(|&mv| !mv.is_pass())
            .filter(|&mv| {
                let mut child = pos;
                child.play_unchecked(mv);
                child.outcome(rules) == Some(Outcome::Win(color))
            })
            .collect()
    }

    /// Along 150 random games from `start(game)`, the winning moves, `has_winning_move`
    /// and `opponent_threatens_win` under every preset and the loss rule agree with
    /// playing every move, and both wins and threats turn up often enough to count.
    fn winning_moves_equal_playing_every_move(seed: u64, start: impl Fn(usize) -> Position) {
        let mut random = XorShift(seed);
        let rule_sets: Vec<Rules> = RulePreset::ALL
            .iter()
            .map(|preset| preset.rules())
            .chain([Rules::DEFAULT.with_no_legal_move(NoLegalMove::Loss)])
            .collect();
        let (mut positions_with_wins, mut threatened) = (0, 0);
        for game in 0..150 {
            let mut pos = start(game);
            while !pos.is_game_over(Rules::DEFAULT) {
                for &rules in &rule_sets {
                    let expected = winning_by_playing(&pos, pos.turn(), rules);
                    assert_eq!(pos.winning_moves(rules).as_slice(), expected, "{pos} {rules:?}");
                    assert_eq!(pos.has_winning_move(rules), !expected.is_empty(), "{pos}");
                    let threat = !winning_by_playing(&pos, pos.turn().other(), rules).is_empty();
                    assert_eq!(pos.opponent_threatens_win(rules), threat, "{pos}");
                    positions_with_wins += usize::from(!expected.is_empty());
                    threatened += usize::from(threat);
                }
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[random.below(moves.len())]);
            }
        }
        assert!(positions_with_wins > 100 && threatened > 100, "{positions_with_wins} {threatened}");
    }

    #[test]
    fn winning_moves_equal_playing_every_move_along_random_games() {
        winning_moves_equal_playing_every_move(0x9e37_79b9_7f4a_7c15, |game| {
            Position::from_layout(Layout::ALL[game % Layout::ALL.len()])
        });
    }

    #[test]
    fn winning_moves_on_the_small_boards_equal_playing_every_move() {
        // The boards below 8×8 of the standard family take the slide fast path (but for
        // the loss rule): it must find what playing every move finds.
        let variants = [Variant::FiveByFive, Variant::SixBySix, Variant::SevenBySeven, Variant::Loaps];
        winning_moves_equal_playing_every_move(0x2545_f491_4f6c_dd1d, |game| {
            Position::from_variant(variants[game % variants.len()]).unwrap()
        });
    }

    #[test]
    fn leaving_the_opponent_without_a_move_wins_under_the_loss_rule() {
        // White's g5-g7 boxes Black in (RULES.md's no-move position after it).
        let pos: Position = "6wb/7w/8/6w1/8/8/ww6/bw6 w".parse().unwrap();
        let boxing_in = pos.parse_move("g5-g7").unwrap();
        let loss = Rules::DEFAULT.with_no_legal_move(NoLegalMove::Loss);
        assert!(pos.winning_moves(loss).contains(&boxing_in));
        assert!(!pos.winning_moves(Rules::DEFAULT).contains(&boxing_in));
    }

    #[test]
    fn a_finished_game_has_no_winning_moves() {
        let won: Position = "8/8/8/3bb3/4b3/8/w7/w6w w".parse().unwrap();
        assert!(won.winning_moves(Rules::DEFAULT).is_empty());
        assert!(!won.has_winning_move(Rules::DEFAULT));
        assert!(!won.opponent_threatens_win(Rules::DEFAULT));
    }
}
