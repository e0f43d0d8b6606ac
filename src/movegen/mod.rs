//! Move generation and move legality.

pub(crate) mod checked;
pub(crate) mod exits_and_drops;

use core::fmt;

use crate::board::color::Color;
use crate::board::geometry::{BoardSquare, Geometry, SquareSet};
use crate::board::grid8::square::Square;
use crate::position::Position;
use crate::position::moves::{Move, MoveList};
use alloc::vec::Vec;
use thiserror::Error;

impl<G: Geometry> Position<G> {
    /// The legal moves of the side to move, in every variant: its slides (line by
    /// line: ranks, files, diagonals, anti-diagonals), then Cheshire Cat's exits, or
    /// only [`Move::PASS`] if it has none (a forced pass). In Parachute's drop phase
    /// each slide comes with each of its drops (see [`for_each_move`](Position::for_each_move)).
    ///
    /// Game end is not considered: under rules where a side without moves
    /// loses, or after a win, [`outcome`](Position::outcome) says the game is over.
    /// Never allocates outside Parachute's drop phase, whose thousands of moves the
    /// list keeps on the heap; [`for_each_move`](Position::for_each_move) never allocates.
    ///
    /// ```
    /// use lines_of_action::{Move, Position, Square, Variant};
    /// let moves = Position::default().legal_moves();
    /// assert_eq!(moves.len(), 36);
    /// assert!(moves.contains(&Move::new(Square::C1, Square::A3)));
    /// // RULES.md, "Reference perft": 936 turns open Parachute.
    /// assert_eq!(Position::from_variant(Variant::Parachute).unwrap().legal_moves().len(), 936);
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> MoveList<G::Square> {
        let mut list = MoveList::new();
        if self.is_plain() {
            self.for_each_slide(self.turn(), |from, to| list.push_slide(Move::new(from, to)));
            if list.is_empty() {
                list.push(Move::Pass);
            }
            return list;
        }
        if self.in_drop_phase() {
            let mut moves = Vec::with_capacity(self.move_count());
            self.for_each_move(|mv| moves.push(mv));
            return MoveList::spilled(moves);
        }
        self.for_each_move(|mv| list.push_slide(mv));
        list
    }

    /// Calls `visit` with every legal move, in [`legal_moves`](Position::legal_moves)
    /// order, without allocating: the way to walk Parachute's drop phase.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// let mut drops = 0;
    /// Position::from_variant(Variant::Parachute).unwrap().for_each_move(|mv| drops += usize::from(mv.drop_square().is_some()));
    /// assert_eq!(drops, 936);
    /// ```
    #[inline]
    pub fn for_each_move(&self, mut visit: impl FnMut(Move<G::Square>)) {
        if self.is_plain() {
            let mut any = false;
            self.for_each_slide(self.turn(), |from, to| {
                any = true;
                visit(Move::new(from, to));
            });
            if !any {
                visit(Move::Pass);
            }
        } else if self.in_drop_phase() {
            self.for_each_drop_turn(visit);
        } else {
            let mut movers = G::Set::EMPTY;
            self.for_each_landing_slide(self.turn(), self.landable(), |from, to| {
                movers = movers.with(from);
                visit(Move::new(from, to));
            });
            let exits = if self.family().has_holes() { self.pieces(self.turn()) - movers } else { G::Set::EMPTY };
            for from in exits {
                visit(Move::Exit { from });
            }
            if (movers | exits).is_empty() {
                visit(Move::Pass);
            }
        }
    }

    /// The squares the piece on `from` can move to: the targets of its legal moves.
    /// Empty when `from` holds no piece of the side to move (an empty square, a hole, a
    /// square off a small board).
    ///
    /// Every variant: in Parachute's drop phase, where a turn is a slide and a drop,
    /// these are the targets of the slide part, whatever the drop (with the drop first,
    /// the targets of the slides that some drop allows). A Cheshire Cat exit has no
    /// target, so a piece whose only move is to exit has none.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Position, Square, Variant};
    /// let pos = Position::default();
    /// let b1: Vec<Square> = pos.legal_targets(Square::B1).into_iter().collect();
    /// assert_eq!(b1, [Square::H1, Square::B3, Square::D3]);
    /// assert_eq!(pos.legal_targets(Square::A2), Bitboard::EMPTY); // White's, and Black is to move
    /// assert_eq!(pos.legal_targets(Square::E4), Bitboard::EMPTY); // empty square
    ///
    /// // Parachute's first turn is a slide and a drop (a3-c3@d4, …): a3's targets are its slides'.
    /// let parachute = Position::from_variant(Variant::Parachute).unwrap();
    /// let a3: Vec<Square> = parachute.legal_targets(Square::A3).into_iter().collect();
    /// assert_eq!(a3, [Square::B2, Square::C3, Square::B4]);
    /// ```
    pub fn legal_targets(&self, from: G::Square) -> G::Set {
        let mut targets = G::Set::EMPTY;
        self.for_each_move(|mv| {
            if let Some((_, to)) = mv.slide().filter(|&(start, _)| start == from) {
                targets = targets.with(to);
            }
        });
        targets
    }

    /// The number of legal moves: [`legal_moves`](Position::legal_moves)' length,
    /// counted without listing where the tables allow (every position outside the
    /// drop phase, and the drop phase with the default Parachute options).
    ///
    /// ```
    /// use lines_of_action::{Position, Variant};
    /// assert_eq!(Position::default().move_count(), 36);
    /// assert_eq!(Position::from_variant(Variant::Parachute).unwrap().move_count(), 936);
    /// ```
    #[inline]
    pub fn move_count(&self) -> usize {
        if self.is_plain() {
            return self.count_slides().max(1);
        }
        if self.in_drop_phase() {
            return self.drop_turn_count();
        }
        let mover = self.turn();
        if self.family().has_holes() {
            let mut movers = G::Set::EMPTY;
            let mut slides = 0;
            self.for_each_landing_slide(mover, self.landable(), |from, _| {
                movers = movers.with(from);
                slides += 1;
            });
            let exits = (self.pieces(mover) - movers).count();
            return (slides + exits).max(1);
        }
        self.count_landing_slides(mover, self.landable()).max(1)
    }

    /// Calls `visit(from, to)` for every slide `color` would have on the geometry's
    /// largest board with these pieces ([`Geometry::for_each_slide`]). Holes and the
    /// edge of a smaller board are not looked at: see [`for_each_landing_slide`](Self::for_each_landing_slide).
    #[inline(always)]
    pub(crate) fn for_each_slide(&self, color: Color, visit: impl FnMut(G::Square, G::Square)) {
        G::for_each_slide(self.pieces(color), self.pieces(color.other()), color, visit);
    }

    /// Calls `visit(from, to)` for every slide of `color` that lands in `landable`:
    /// with the board's landable squares, the slides of any variant. A hole or the
    /// edge of a small board never stops a slide that gets past it — nothing stands
    /// there — and no slide comes back onto a board it has left, so these are exactly
    /// the variant's slides.
    #[inline]
    pub(crate) fn for_each_landing_slide(
        &self,
        color: Color,
        landable: G::Set,
        visit: impl FnMut(G::Square, G::Square),
    ) {
        G::for_each_landing_slide(self.pieces(color), self.pieces(color.other()), color, landable, visit);
    }

    /// The number of slides of `color` that land in `landable`, counted line by line
    /// from the tables' mover bits.
    #[inline]
    pub(crate) fn count_landing_slides(&self, color: Color, landable: G::Set) -> usize {
        G::count_landing_slides(self.pieces(color), self.pieces(color.other()), color, landable)
    }

    /// The number of slides the side to move has; a forced pass is not counted, so
    /// this is 0 exactly when the side to move has no slide. Nothing is listed: one
    /// table lookup per line.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// assert_eq!(Position::default().count_slides(), 36);
    /// ```
    #[inline]
    pub fn count_slides(&self) -> usize {
        self.count_slides_of(self.turn())
    }

    /// The number of slides `color` would have if it were its turn: its mobility, for
    /// either side, without changing the side to move.
    ///
    /// ```
    /// use lines_of_action::{Color, Position};
    /// // RULES.md: Black, to move, is boxed in; White would have 22 slides.
    /// let pos: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse()?;
    /// assert_eq!(pos.count_slides_of(Color::Black), 0);
    /// assert_eq!(pos.count_slides_of(Color::White), 22);
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn count_slides_of(&self, color: Color) -> usize {
        if !self.holes().is_empty() {
            return self.count_landing_slides(color, self.landable());
        }
        // Without holes every slide along the board's own lines lands where it may.
        G::count_slides(self.pieces(Color::Black), self.pieces(Color::White), color, self.board_size())
    }

    /// Whether the side to move has at least one slide.
    #[inline]
    pub fn has_slide(&self) -> bool {
        self.count_slides() != 0
    }

    /// Whether the side to move has no legal move but the pass: no slide, no exit,
    /// and no drop-phase turn (which always has its drop, even after a forced pass).
    #[inline]
    pub fn must_pass(&self) -> bool {
        if self.is_plain() {
            return !self.has_slide();
        }
        let exits = self.family().has_holes() && !self.pieces(self.turn()).is_empty();
        !(self.in_drop_phase() || exits || self.has_slide())
    }

    /// Whether `mv` is legal in this position (see [`legal_moves`](Position::legal_moves)).
    pub fn is_legal(&self, mv: Move<G::Square>) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Checks `mv` against the rules of movement of this position's variant.
    ///
    /// # Errors
    /// [`IllegalMove`], whose reason says what rule the move breaks.
    ///
    /// ```
    /// use lines_of_action::{IllegalReason, Move, Position, Square};
    /// let pos = Position::default();
    /// let err = pos.check_move(Move::new(Square::B1, Square::B4)).unwrap_err();
    /// assert_eq!(err.reason(), IllegalReason::WrongDistance { count: 2, distance: 3 });
    /// assert_eq!(
    ///     err.to_string(),
    ///     "illegal move b1-b4: there are 2 pieces on the file through b1, so it must move exactly 2 squares, not 3"
    /// );
    /// ```
    pub fn check_move(&self, mv: Move<G::Square>) -> Result<(), IllegalMove<G::Square>> {
        self.check_turn(mv).map_err(|reason| IllegalMove { mv, reason })
    }

    /// Why `from`-`to` is not a slide of the side to move, if it is not one.
    pub(crate) fn check_slide(&self, from: G::Square, to: G::Square) -> Result<(), IllegalReason<G::Square>> {
        let mover = self.turn();
        match self.piece_at(from) {
            None => return Err(IllegalReason::NoPiece),
            Some(owner) if owner != mover => return Err(IllegalReason::NotYourPiece(owner)),
            Some(_) => {}
        }
        let Some(direction) = G::direction_between(from, to) else {
            return Err(IllegalReason::NotALine);
        };
        let count = self.line_count(from, G::line_kind(direction));
        let distance = G::distance(from, to);
        if distance != count {
            return Err(IllegalReason::WrongDistance { count, distance });
        }
        let jumped = G::between(direction, from, to) & self.pieces(mover.other());
        // Name the enemy nearest the moving piece.
        if let Some(nearest) = if to > from { jumped.first() } else { jumped.last() } {
            return Err(IllegalReason::JumpsEnemy(nearest));
        }
        if self.pieces(mover).contains(to) {
            return Err(IllegalReason::OwnPieceOnTarget);
        }
        if !self.board().contains(to) {
            return Err(IllegalReason::OffBoard(to));
        }
        if self.holes().contains(to) {
            return Err(IllegalReason::LandsOnHole(to));
        }
        Ok(())
    }

    /// Whether the slide `mv` lands on an enemy piece (under Parachute's drop-first
    /// order, the stone the move drops counts).
    #[inline]
    pub fn is_capture(&self, mv: Move<G::Square>) -> bool {
        let Some((_, to)) = mv.slide() else {
            return false;
        };
        let mut enemy = self.pieces(self.turn().other());
        if let (Move::SlideDrop { drop, .. }, true) = (mv, self.drops_first()) {
            enemy = enemy.with(drop);
        }
        enemy.contains(to)
    }
}

/// Why a move is illegal (see [`IllegalMove`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum IllegalReason<S = Square> {
    /// There is no piece on the `from` square.
    NoPiece,
    /// The piece on the `from` square belongs to the given colour, not the side to move.
    NotYourPiece(Color),
    /// `from` and `to` are not on one rank, file or diagonal.
    NotALine,
    /// The line holds `count` pieces, so the move must be `count` squares long, not `distance`.
    WrongDistance {
        /// Pieces on the line, which is the required distance.
        count: u8,
        /// The distance the move tried.
        distance: u8,
    },
    /// The move would jump over an enemy piece on this square (the one nearest the mover).
    JumpsEnemy(S),
    /// The target square holds a piece of the mover's own colour.
    OwnPieceOnTarget,
    /// A pass is only legal when the side to move has no other move.
    PassNotForced,
    /// The slide would land on this square, off a board smaller than 8×8.
    OffBoard(S),
    /// The slide would land on a hole (Cheshire Cat), which nothing may land on.
    LandsOnHole(S),
    /// The variant has no exits: only Cheshire Cat has.
    ExitNotInVariant,
    /// The piece on the exit square could still move, and only a piece that cannot may exit.
    CanStillMove(S),
    /// The side to move holds stones in reserve, so its turn must drop one.
    DropMissing,
    /// The turn drops a stone, but the side to move holds none (or the variant has no drops).
    NoStoneToDrop,
    /// A stone may only be dropped on an empty square of the board: this one is not.
    DropNotEmpty(S),
    /// A drop-phase turn may end after its first part only when that part ends the game.
    TurnNotOver,
}

/// A move that breaks the rules of movement, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("illegal move {}: {}", .mv, ReasonText(*self))]
pub struct IllegalMove<S: BoardSquare = Square> {
    pub(crate) mv: Move<S>,
    pub(crate) reason: IllegalReason<S>,
}

impl<S: BoardSquare> IllegalMove<S> {
    /// The move.
    pub const fn mv(&self) -> Move<S> {
        self.mv
    }

    /// What rule it breaks.
    pub const fn reason(&self) -> IllegalReason<S> {
        self.reason
    }
}

struct ReasonText<S: BoardSquare>(IllegalMove<S>);

/// A square of a move's text, or `?` where the move has none (which no reason
/// that names it allows).
struct Named<S>(Option<S>);

impl<S: fmt::Display> fmt::Display for Named<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(square) => square.fmt(f),
            None => f.write_str("?"),
        }
    }
}

impl<S: BoardSquare> fmt::Display for ReasonText<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let IllegalMove { mv, reason } = self.0;
        let (from, to) = (Named(mv.origin()), Named(mv.target()));
        match reason {
            IllegalReason::NoPiece => write!(f, "there is no piece on {from}"),
            IllegalReason::NotYourPiece(owner) => {
                write!(f, "the piece on {from} is {owner}'s and it is {}'s turn", owner.other())
            }
            IllegalReason::NotALine => {
                write!(f, "{from} and {to} are not on one {}", S::LINES_NAMED)
            }
            IllegalReason::WrongDistance { count, distance } => {
                let line = mv.slide().and_then(|(start, end)| start.line_name(end)).unwrap_or("line");
                match count {
                    1 => write!(f, "there is 1 piece (the mover alone) on the {line} through {from}, ")?,
                    _ => write!(f, "there are {count} pieces on the {line} through {from}, ")?,
                }
                let squares = if count == 1 { "square" } else { "squares" };
                write!(f, "so it must move exactly {count} {squares}, not {distance}")
            }
            IllegalReason::JumpsEnemy(square) => {
                write!(f, "it would jump over the enemy piece on {square}")
            }
            IllegalReason::OwnPieceOnTarget => {
                write!(f, "{to} holds a piece of the mover's own colour")
            }
            IllegalReason::PassNotForced => f.write_str("a pass is only legal when no other move is"),
            IllegalReason::OffBoard(square) => write!(f, "{square} is off the board"),
            IllegalReason::LandsOnHole(square) => write!(f, "{square} is a hole, and a hole cannot be landed on"),
            IllegalReason::ExitNotInVariant => f.write_str("only cheshire-cat has exits"),
            IllegalReason::CanStillMove(square) => write!(f, "{square} can still move, so it cannot exit"),
            IllegalReason::DropMissing => {
                f.write_str("the side to move still holds stones, so its turn drops one (as in a3-c5@d4 or pass@d4)")
            }
            IllegalReason::NoStoneToDrop => f.write_str("the side to move has no stone to drop"),
            IllegalReason::DropNotEmpty(square) => {
                write!(f, "a stone may only be dropped on an empty square, and {square} is not one")
            }
            IllegalReason::TurnNotOver => f.write_str(
                "a turn of the drop phase ends before its second part only when its first part ends the game",
            ),
        }
    }
}
