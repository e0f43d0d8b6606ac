//! The moves the variants add to sliding: Cheshire Cat's exits and Parachute's
//! drop-phase turns, listed, counted and checked with a reason.

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::movegen::IllegalReason;
use crate::position::Position;
use crate::position::family::{DropEndTest, DropOrder};
use crate::position::moves::Move;

impl<G: Geometry> Position<G> {
    /// The Parachute options in force, if this position is in its drop phase.
    fn drop_rules(&self) -> Option<(DropOrder, DropEndTest)> {
        let options = self.family().parachute_options()?;
        self.in_drop_phase().then_some((options.order, options.end_test))
    }

    /// Calls `visit` with every turn of the drop phase: a slide (or a forced pass) and
    /// a drop, in the order the options say, or a lone first part that ends the game.
    pub(crate) fn for_each_drop_turn(&self, mut visit: impl FnMut(Move<G::Square>)) {
        let Some((order, end_test)) = self.drop_rules() else {
            return;
        };
        let mover = self.turn();
        let each_part = end_test == DropEndTest::AfterEachPart;
        let empty = self.empty_squares();
        match order {
            DropOrder::MoveFirst => {
                let mut any = false;
                self.for_each_landing_slide(mover, self.landable(), |from, to| {
                    any = true;
                    if each_part && self.slide_connects_a_side(from, to) {
                        visit(Move::new(from, to));
                        return;
                    }
                    for drop in drops_after_slide(empty, from, to) {
                        visit(Move::SlideDrop { from, to, drop });
                    }
                });
                if !any {
                    for drop in empty {
                        visit(Move::PassDrop { drop });
                    }
                }
            }
            DropOrder::DropFirst => {
                for drop in empty {
                    let dropped = self.with_piece(mover.other(), drop);
                    if each_part && dropped.connects_a_side() {
                        visit(Move::Drop { drop });
                        continue;
                    }
                    let mut any = false;
                    dropped.for_each_landing_slide(mover, self.landable(), |from, to| {
                        any = true;
                        visit(Move::SlideDrop { from, to, drop });
                    });
                    if !any {
                        visit(Move::PassDrop { drop });
                    }
                }
            }
        }
    }

    /// The number of drop-phase turns. With the slide first and one end test, each
    /// slide has a drop on every empty square but its target, plus the square it left:
    /// as many as there are empty squares, one more after a capture.
    pub(crate) fn drop_turn_count(&self) -> usize {
        match self.drop_rules() {
            Some((DropOrder::MoveFirst, DropEndTest::AfterTurn)) => {
                let mover = self.turn();
                let empty = self.empty_squares().count();
                let slides = self.count_landing_slides(mover, self.landable());
                if slides == 0 {
                    return empty;
                }
                let captures = self.count_landing_slides(mover, self.pieces(mover.other()));
                slides * empty + captures
            }
            Some(_) => {
                let mut count = 0;
                self.for_each_drop_turn(|_| count += 1);
                count
            }
            None => 0,
        }
    }

    /// Whether either side is connected: the end test after the first part of a turn.
    fn connects_a_side(&self) -> bool {
        self.is_connected(Color::Black) || self.is_connected(Color::White)
    }

    /// Whether the side to move's slide `from`-`to` leaves either side connected.
    fn slide_connects_a_side(&self, from: G::Square, to: G::Square) -> bool {
        let mover = self.turn();
        let moved = self.pieces(mover).without(from).with(to);
        let enemy = self.pieces(mover.other()).without(to);
        moved.is_connected() || enemy.is_connected()
    }

    /// Why `mv` is not a legal turn here, if it is not one.
    pub(crate) fn check_turn(&self, mv: Move<G::Square>) -> Result<(), IllegalReason<G::Square>> {
        let Some((order, end_test)) = self.drop_rules() else {
            return match mv {
                Move::Slide { from, to } => self.check_slide(from, to),
                Move::Pass => {
                    if self.must_pass() {
                        Ok(())
                    } else {
                        Err(IllegalReason::PassNotForced)
                    }
                }
                Move::Exit { from } => self.check_exit(from),
                Move::SlideDrop { .. } | Move::PassDrop { .. } | Move::Drop { .. } => Err(IllegalReason::NoStoneToDrop),
            };
        };
        let each_part = end_test == DropEndTest::AfterEachPart;
        match (mv, order) {
            (Move::Exit { .. }, _) => Err(IllegalReason::ExitNotInVariant),
            (Move::Slide { from, to }, DropOrder::MoveFirst) => {
                self.check_slide(from, to)?;
                if each_part && self.slide_connects_a_side(from, to) { Ok(()) } else { Err(IllegalReason::DropMissing) }
            }
            (Move::Slide { .. } | Move::Pass, _) => Err(IllegalReason::DropMissing),
            (Move::Drop { drop }, DropOrder::DropFirst) => {
                self.check_drop_square(self.empty_squares(), drop)?;
                let over = each_part && self.with_piece(self.turn().other(), drop).connects_a_side();
                if over { Ok(()) } else { Err(IllegalReason::TurnNotOver) }
            }
            (Move::Drop { .. }, DropOrder::MoveFirst) => Err(IllegalReason::TurnNotOver),
            (Move::SlideDrop { from, to, drop }, DropOrder::MoveFirst) => {
                self.check_slide(from, to)?;
                if each_part && self.slide_connects_a_side(from, to) {
                    return Err(IllegalReason::NoStoneToDrop);
                }
                self.check_drop_square(drops_after_slide(self.empty_squares(), from, to), drop)
            }
            (Move::PassDrop { drop }, DropOrder::MoveFirst) => {
                if self.has_slide() {
                    return Err(IllegalReason::PassNotForced);
                }
                self.check_drop_square(self.empty_squares(), drop)
            }
            (Move::SlideDrop { from, to, drop }, DropOrder::DropFirst) => {
                self.check_drop_square(self.empty_squares(), drop)?;
                let dropped = self.with_piece(self.turn().other(), drop);
                if each_part && dropped.connects_a_side() {
                    return Err(IllegalReason::TurnNotOver);
                }
                dropped.check_slide(from, to)
            }
            (Move::PassDrop { drop }, DropOrder::DropFirst) => {
                self.check_drop_square(self.empty_squares(), drop)?;
                let dropped = self.with_piece(self.turn().other(), drop);
                if each_part && dropped.connects_a_side() {
                    return Err(IllegalReason::TurnNotOver);
                }
                if dropped.has_slide() { Err(IllegalReason::PassNotForced) } else { Ok(()) }
            }
        }
    }

    /// Why the side to move's piece on `from` may not exit, if it may not.
    fn check_exit(&self, from: G::Square) -> Result<(), IllegalReason<G::Square>> {
        if !self.family().has_holes() {
            return Err(IllegalReason::ExitNotInVariant);
        }
        match self.piece_at(from) {
            None => return Err(IllegalReason::NoPiece),
            Some(owner) if owner != self.turn() => return Err(IllegalReason::NotYourPiece(owner)),
            Some(_) => {}
        }
        let mut can_move = false;
        self.for_each_landing_slide(self.turn(), self.landable(), |start, _| can_move |= start == from);
        if can_move { Err(IllegalReason::CanStillMove(from)) } else { Ok(()) }
    }

    /// Whether `drop` is one of the squares in `allowed`.
    fn check_drop_square(&self, allowed: G::Set, drop: G::Square) -> Result<(), IllegalReason<G::Square>> {
        if allowed.contains(drop) { Ok(()) } else { Err(IllegalReason::DropNotEmpty(drop)) }
    }
}

/// The squares a stone may be dropped on after the slide `from`-`to`, with `empty`
/// the empty squares before it: the square left is free now, the one landed on is not.
#[inline]
fn drops_after_slide<S: SquareSet>(empty: S, from: S::Square, to: S::Square) -> S {
    empty.with(from).without(to)
}
