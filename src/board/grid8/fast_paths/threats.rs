//! Threats' fast path on the boards up to 8×8: a slide can only connect its side if it
//! lands next to every group of that side other than its own, so the groups are found
//! once per position and most slides are ruled out with one bit test.

use crate::board::color::Color;
use crate::board::grid8::bitboard::Bitboard;
use crate::board::grid8::connectivity::is_connected;
use crate::board::grid8::line_state::count_of;
use crate::board::grid8::square::Square;
use crate::position::Position;
use crate::position::family::Family;
use crate::position::moves::Move;
use crate::rules::outcome::{Outcome, connection_verdict, no_legal_move_verdict};
use crate::rules::{NoLegalMove, Rules};

/// [`FastPaths::winning_slides`](crate::board::fast_paths::FastPaths::winning_slides)
/// on the boards up to 8×8: the standard family's slides through the groups.
#[inline]
pub(super) fn winning_slides(
    position: &Position,
    color: Color,
    rules: Rules,
    mut visit: impl FnMut(Move) -> bool,
) -> bool {
    if !position.has_winning_slide_fast_path(rules) {
        return false;
    }
    let mut going = true;
    position.for_each_winning_slide(color, rules, |mv| {
        if going {
            going = visit(mv);
        }
    });
    true
}

impl Position {
    /// Whether [`for_each_winning_slide`](Self::for_each_winning_slide) finds the winning
    /// moves: standard LOA on 8×8, and on the smaller boards of the standard family
    /// unless a side left without a move loses (its line test is the 8×8 board's).
    pub(super) fn has_winning_slide_fast_path(&self, rules: Rules) -> bool {
        self.is_plain() || (self.family() == Family::Standard && rules.no_legal_move != NoLegalMove::Loss)
    }

    /// Calls `visit` with every slide of `color` that wins at once under `rules`, as if
    /// it were `color`'s turn, on a position of
    /// [`has_winning_slide_fast_path`](Self::has_winning_slide_fast_path).
    pub(super) fn for_each_winning_slide(&self, color: Color, rules: Rules, mut visit: impl FnMut(Move)) {
        let (own, enemy) = (self.pieces(color), self.pieces(color.other()));
        let landing_zones = LandingZones::of(own);
        // Under the loss rule a slide also wins by leaving the opponent without a slide.
        // It changes at most 7 lines (4 through each square, one shared), so it can do
        // that only if the opponent has slides on at most 7 lines.
        let lines = (rules.no_legal_move == NoLegalMove::Loss)
            .then(|| self.line_state::<8>())
            .filter(|lines| lines.lines_with_slides::<8>(color.other()) <= MAX_LINES_A_SLIDE_CHANGES)
            .map(|lines| (lines.slide_pair::<8>(), lines));
        let mut on_slide = |from: Square, to: Square| {
            let captured = enemy.contains(to);
            let enemy_after = enemy.without(to);
            let connects = landing_zones.may_connect(from, to) && is_connected(own.toggled(from).toggled(to));
            // The end-of-game decision, from the connectivity worked out here: a slide
            // that does not connect the mover cannot win by connection.
            let verdict = if connects {
                connection_verdict(color, true, is_connected(enemy_after), rules)
            } else {
                // Under the loss rule: the opponent, not connected, left without a slide.
                lines.as_ref().filter(|_| !is_connected(enemy_after)).and_then(|(pair, lines)| {
                    let replies = count_of(lines.slides_after::<8>(*pair, from, to, color, captured), color.other());
                    no_legal_move_verdict(|| replies == 0, color.other(), rules)
                })
            };
            if verdict.is_some_and(|result| result.outcome == Outcome::Win(color)) {
                visit(Move::new(from, to));
            }
        };
        if self.is_plain() {
            self.for_each_slide(color, &mut on_slide);
        } else {
            // A smaller board (and not the loss rule): only the slides that stay on it
            // and land where some slide may connect.
            let landable = self.landable() & landing_zones.any;
            if !landable.is_empty() {
                self.for_each_landing_slide(color, landable, &mut on_slide);
            }
        }
    }
}

/// The most lines one slide changes: the four through its start square and the four
/// through its target, the slide's own line counted once.
const MAX_LINES_A_SLIDE_CHANGES: usize = 7;

/// For each piece of one side, the squares where a slide of that piece may connect the
/// side: next to every group of the side other than the piece's own.
struct LandingZones {
    /// By square of a piece; squares without a piece are unused.
    zone: [Bitboard; 64],
    /// The squares of every zone.
    any: Bitboard,
}

impl LandingZones {
    fn of(pieces: Bitboard) -> LandingZones {
        // At most one group per square.
        let mut all_groups = [Bitboard::EMPTY; Square::ALL.len()];
        let mut count = 0;
        for (slot, group) in all_groups.iter_mut().zip(pieces.groups()) {
            *slot = group;
            count += 1;
        }
        let groups = &all_groups[..count];
        let mut zone = [Bitboard::EMPTY; 64];
        let mut any = Bitboard::EMPTY;
        for (i, &group) in groups.iter().enumerate() {
            let others = groups.iter().enumerate().filter(|&(j, _)| j != i);
            let reach = others.fold(Bitboard::FULL, |reach, (_, &other)| reach & other.dilate());
            for square in group {
                zone[square as usize] = reach;
            }
            any |= reach;
        }
        LandingZones { zone, any }
    }

    /// Whether a slide `from` `to` can leave the side connected: a necessary condition.
    #[inline]
    fn may_connect(&self, from: Square, to: Square) -> bool {
        self.zone[from as usize].contains(to)
    }
}
