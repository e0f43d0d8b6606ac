//! [`Move`] and the fixed-capacity [`MoveList`].

use core::fmt;
use core::ops::{Deref, DerefMut};

use alloc::vec::Vec;

use crate::board::geometry::BoardSquare;
use crate::board::grid8::square::Square;

/// One turn: what the side to move does.
///
/// Every kind of turn the variants allow is its own case, so a move says what it is:
/// a [`Slide`](Move::Slide) in every game, a [`Pass`](Move::Pass) when the side to move
/// has nothing else, an [`Exit`](Move::Exit) in Cheshire Cat, and in Parachute's drop
/// phase a slide or a pass together with a drop. Whether a slide captures depends on
/// the position: [`Position::notation`](crate::Position::notation) writes the canonical
/// text (`b1-b3`, `b1xb3`, `e8-^^`, `a3-c5@d4`, `pass@d4`, `@d4`).
///
/// Moves are ordered by kind first, in the order of the cases here (slide, pass, exit,
/// slide with drop, pass with drop, drop), then by their squares in the order of the
/// fields (`from`, `to`, `drop`), squares by [index](Square::index): so sorted slides
/// come grouped by origin, a1's first.
///
/// ```
/// use lines_of_action::{Move, Square};
/// let mv = Move::new(Square::B1, Square::B3);
/// assert_eq!(mv, Move::Slide { from: Square::B1, to: Square::B3 });
/// assert_eq!(mv.origin(), Some(Square::B1));
/// assert_eq!(mv.target(), Some(Square::B3));
/// assert_eq!(Move::PASS.origin(), None);
/// assert!(std::mem::size_of::<Move>() <= 4);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
// Four bytes, aligned: one load and one store per move (three bytes cost make and
// unmake about 7 instructions a move under callgrind).
#[repr(align(4))]
pub enum Move<S = Square> {
    /// A piece slides from `from` to `to`, capturing what stands there.
    Slide {
        /// The square the piece leaves.
        from: S,
        /// The square it lands on.
        to: S,
    },
    /// The side to move has no other move and passes (see [`NoLegalMove`](crate::NoLegalMove)).
    Pass,
    /// Cheshire Cat: a piece with no ordinary move leaves the board from `from`.
    Exit {
        /// The square the piece leaves; it becomes a hole.
        from: S,
    },
    /// Parachute's drop phase: a slide, and a drop of one stone from the mover's
    /// reserve (the opponent's colour) on `drop`.
    SlideDrop {
        /// The square the piece leaves.
        from: S,
        /// The square it lands on.
        to: S,
        /// The empty square the dropped stone lands on.
        drop: S,
    },
    /// Parachute's drop phase: a forced pass, and a drop on `drop`.
    PassDrop {
        /// The empty square the dropped stone lands on.
        drop: S,
    },
    /// Parachute with the drop first and the end test after each part
    /// ([`DropEndTest::AfterEachPart`](crate::DropEndTest::AfterEachPart)): a drop
    /// that ended the game, so that no slide follows.
    Drop {
        /// The empty square the dropped stone lands on.
        drop: S,
    },
}

impl Move {
    /// The pass: legal only when the side to move has no slide (under the
    /// default rules; see [`NoLegalMove`](crate::NoLegalMove)); on every board,
    /// [`Move::Pass`].
    pub const PASS: Move = Move::Pass;
}

impl<S: Copy> Move<S> {
    /// The slide from `from` to `to`.
    #[inline]
    pub const fn new(from: S, to: S) -> Move<S> {
        Move::Slide { from, to }
    }

    /// The square a piece leaves: the start of a slide, or the square of an exit.
    #[inline]
    pub const fn origin(self) -> Option<S> {
        match self {
            Move::Slide { from, .. } | Move::SlideDrop { from, .. } | Move::Exit { from } => Some(from),
            Move::Pass | Move::PassDrop { .. } | Move::Drop { .. } => None,
        }
    }

    /// The square a sliding piece lands on.
    #[inline]
    pub const fn target(self) -> Option<S> {
        match self {
            Move::Slide { to, .. } | Move::SlideDrop { to, .. } => Some(to),
            _ => None,
        }
    }

    /// The slide's two squares, if the move has a slide.
    #[inline]
    pub const fn slide(self) -> Option<(S, S)> {
        match self {
            Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => Some((from, to)),
            _ => None,
        }
    }

    /// The square of the move's drop, if it has one.
    #[inline]
    pub const fn drop_square(self) -> Option<S> {
        match self {
            Move::SlideDrop { drop, .. } | Move::PassDrop { drop } | Move::Drop { drop } => Some(drop),
            _ => None,
        }
    }

    /// The move without its drop: what the side to move does on the board besides
    /// dropping (a lone [`Drop`](Move::Drop) becomes a [`Pass`](Move::Pass)).
    #[inline]
    pub const fn without_drop(self) -> Move<S> {
        match self {
            Move::SlideDrop { from, to, .. } => Move::Slide { from, to },
            Move::PassDrop { .. } | Move::Drop { .. } => Move::Pass,
            other => other,
        }
    }

    /// The move with a drop on `drop` added: a slide or a pass gains it; an exit, or a
    /// move that has a drop already, is returned as it is.
    #[inline]
    pub const fn with_drop(self, drop: S) -> Move<S> {
        match self {
            Move::Slide { from, to } => Move::SlideDrop { from, to, drop },
            Move::Pass => Move::PassDrop { drop },
            other => other,
        }
    }

    /// Whether this is the plain pass (a pass with a drop is [`Move::PassDrop`]).
    #[inline]
    pub const fn is_pass(self) -> bool {
        matches!(self, Move::Pass)
    }
}

/// The inline capacity of a [`MoveList`] (see [`MoveList::CAPACITY`]).
const CAPACITY: usize = 96;

crate::serde_text::serde_as_text!(
    <S: BoardSquare> Move<S>,
    "a move such as \"b1-b3\", \"pass\", \"e8-^^\" or \"a3-c5@d4\""
);

/// A list of moves that, outside Parachute's drop phase, lives on the stack and never allocates.
///
/// Its inline capacity, [`MoveList::CAPACITY`] = 96, is 12 pieces × 8 directions: the
/// most slides any position can have, since [`Position::from_setup`](crate::Position::from_setup)
/// refuses more than 12 pieces of one colour; a piece either has slides or (in Cheshire
/// Cat) one exit, so exits fit too. A turn of Parachute's drop phase is a slide and a
/// drop, which makes thousands of moves: [`Position::legal_moves`](crate::Position::legal_moves)
/// keeps those on the heap, and [`Position::for_each_move`](crate::Position::for_each_move)
/// visits them without allocating.
///
/// It dereferences to a slice of moves, mutably too, so it sorts and reorders in
/// place (`sort`, `sort_by_key`, `swap`, `reverse`; the `sort_unstable` family never
/// allocates, and moves in a list are distinct, so it sorts them the same). It collects from an iterator and
/// [`extend`](Extend::extend)s like a `Vec`: moves beyond the inline capacity move the
/// list to the heap, as the drop phase's do, so neither ever panics.
///
/// ```
/// use lines_of_action::{Move, MoveList, Position, Square};
/// let mut moves = Position::default().legal_moves();
/// assert_eq!(moves.len(), 36);
/// assert!(moves.iter().all(|mv| !mv.is_pass()));
/// moves.sort_unstable(); // by origin, then target (see Move)
/// assert_eq!(moves[0], Move::new(Square::B1, Square::H1)); // b1's slide along rank 1
/// moves.swap(0, 1);
/// assert_eq!(moves[1], Move::new(Square::B1, Square::H1));
/// let from_b1: MoveList = moves.iter().copied().filter(|mv| mv.origin() == Some(Square::B1)).collect();
/// assert_eq!(from_b1.len(), 3);
/// ```
#[derive(Clone)]
pub struct MoveList<S = Square> {
    moves: [Move<S>; CAPACITY],
    len: u8,
    /// The moves of a drop phase, when there are more than fit inline; empty otherwise.
    spilled: Vec<Move<S>>,
}

impl MoveList {
    /// The most moves a list holds without allocating.
    pub const CAPACITY: usize = CAPACITY;
}

impl<S: BoardSquare> MoveList<S> {
    /// An empty list.
    #[inline]
    pub const fn new() -> MoveList<S> {
        MoveList { moves: [Move::Pass; CAPACITY], len: 0, spilled: Vec::new() }
    }

    /// Appends `mv`, or gives it back if the list holds [`MoveList::CAPACITY`] moves
    /// inline already.
    ///
    /// ```
    /// use lines_of_action::{Move, MoveList};
    /// let mut list = MoveList::new();
    /// assert_eq!(list.try_push(Move::PASS), Ok(()));
    /// assert_eq!(list.len(), 1);
    /// ```
    ///
    /// # Errors
    /// `Err(mv)` when the list already holds [`MoveList::CAPACITY`] moves.
    #[inline]
    pub fn try_push(&mut self, mv: Move<S>) -> Result<(), Move<S>> {
        if self.len as usize == CAPACITY || !self.spilled.is_empty() {
            return Err(mv);
        }
        self.push(mv);
        Ok(())
    }

    /// Appends `mv` to a list known not to be full: outside a drop phase move
    /// generation never fills one (see [`MoveList`]).
    #[inline]
    pub(crate) fn push(&mut self, mv: Move<S>) {
        self.moves[self.len as usize] = mv;
        self.len += 1;
    }

    /// Appends `mv`, one of a position's slides (or its exits): inline on the boards up
    /// to 8×8, where they always fit (see [`MoveList`]), and moving to the heap past
    /// the inline capacity on the wide boards, whose 20 pieces may have more.
    #[inline(always)]
    pub(crate) fn push_slide(&mut self, mv: Move<S>) {
        if S::MAX_SIZE <= 8 {
            self.push(mv);
        } else {
            self.push_or_spill(mv);
        }
    }

    /// Appends `mv`, moving the list to the heap once it holds more than fit inline.
    #[inline]
    pub(crate) fn push_or_spill(&mut self, mv: Move<S>) {
        if self.spilled.is_empty() && (self.len as usize) < CAPACITY {
            self.push(mv);
        } else {
            if self.spilled.is_empty() {
                self.spilled.extend_from_slice(&self.moves[..self.len as usize]);
            }
            self.spilled.push(mv);
        }
    }

    /// A list of the moves in `moves`, kept on the heap: the drop phase's list.
    pub(crate) fn spilled(moves: Vec<Move<S>>) -> MoveList<S> {
        MoveList { spilled: moves, ..MoveList::new() }
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move<S>] {
        if self.spilled.is_empty() { &self.moves[..self.len as usize] } else { &self.spilled }
    }

    /// The moves as a mutable slice, to sort or reorder them in place.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move<S>] {
        if self.spilled.is_empty() { &mut self.moves[..self.len as usize] } else { &mut self.spilled }
    }
}

impl<S: BoardSquare> Default for MoveList<S> {
    fn default() -> MoveList<S> {
        MoveList::new()
    }
}

impl<S: BoardSquare> Deref for MoveList<S> {
    type Target = [Move<S>];

    #[inline]
    fn deref(&self) -> &[Move<S>] {
        self.as_slice()
    }
}

impl<S: BoardSquare> DerefMut for MoveList<S> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move<S>] {
        self.as_mut_slice()
    }
}

/// Appends the moves, inline while they fit and on the heap beyond
/// [`MoveList::CAPACITY`]: it never panics.
impl<S: BoardSquare> Extend<Move<S>> for MoveList<S> {
    fn extend<I: IntoIterator<Item = Move<S>>>(&mut self, moves: I) {
        for mv in moves {
            self.push_or_spill(mv);
        }
    }
}

/// Collects moves into a list, allocating only beyond [`MoveList::CAPACITY`].
impl<S: BoardSquare> FromIterator<Move<S>> for MoveList<S> {
    fn from_iter<I: IntoIterator<Item = Move<S>>>(moves: I) -> MoveList<S> {
        let mut list = MoveList::new();
        list.extend(moves);
        list
    }
}

impl<S: BoardSquare> fmt::Debug for MoveList<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<S: BoardSquare> PartialEq for MoveList<S> {
    fn eq(&self, other: &MoveList<S>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<S: BoardSquare> Eq for MoveList<S> {}

impl<'a, S: BoardSquare> IntoIterator for &'a MoveList<S> {
    type Item = &'a Move<S>;
    type IntoIter = core::slice::Iter<'a, Move<S>>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a, S: BoardSquare> IntoIterator for &'a mut MoveList<S> {
    type Item = &'a mut Move<S>;
    type IntoIter = core::slice::IterMut<'a, Move<S>>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

/// Iterates over the moves of a [`MoveList`] by value.
#[derive(Clone, Debug)]
pub struct IntoIter<S: BoardSquare = Square> {
    list: MoveList<S>,
    next: usize,
}

impl<S: BoardSquare> Iterator for IntoIter<S> {
    type Item = Move<S>;

    #[inline]
    fn next(&mut self) -> Option<Move<S>> {
        let mv = self.list.as_slice().get(self.next).copied();
        self.next += usize::from(mv.is_some());
        mv
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.list.as_slice().len() - self.next;
        (left, Some(left))
    }
}

impl<S: BoardSquare> ExactSizeIterator for IntoIter<S> {}

impl<S: BoardSquare> IntoIterator for MoveList<S> {
    type Item = Move<S>;
    type IntoIter = IntoIter<S>;

    fn into_iter(self) -> IntoIter<S> {
        IntoIter { list: self, next: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn a_move_is_four_bytes_at_most_and_an_optional_move_too() {
        assert_eq!(core::mem::size_of::<Move>(), 4);
        assert_eq!(core::mem::size_of::<Option<Move>>(), 4);
    }

    #[test]
    fn a_move_names_its_parts() {
        let (b1, b3, d4) = (Square::B1, Square::B3, Square::D4);
        let slide = Move::new(b1, b3);
        assert_eq!(slide.slide(), Some((b1, b3)));
        assert_eq!(slide.with_drop(d4), Move::SlideDrop { from: b1, to: b3, drop: d4 });
        assert_eq!(slide.with_drop(d4).without_drop(), slide);
        assert_eq!(Move::PASS.with_drop(d4), Move::PassDrop { drop: d4 });
        assert_eq!(Move::PassDrop { drop: d4 }.without_drop(), Move::PASS);
        assert_eq!(Move::Drop { drop: d4 }.drop_square(), Some(d4));
        assert_eq!(Move::Exit { from: b1 }.origin(), Some(b1));
        assert_eq!(Move::Exit { from: b1 }.target(), None);
        assert_eq!(Move::Exit { from: b1 }.with_drop(d4), Move::Exit { from: b1 });
        assert!(Move::PASS.is_pass() && !Move::PassDrop { drop: d4 }.is_pass());
        assert_eq!(Move::new(b1, b3).to_string(), "b1-b3");
    }

    #[test]
    fn move_list_iterates_by_value_and_by_reference() {
        let mut list = MoveList::new();
        list.push(Move::new(Square::A1, Square::A2));
        list.push(Move::new(Square::A2, Square::A3));
        let mut full = MoveList::new();
        for _ in 0..MoveList::CAPACITY {
            full.try_push(Move::PASS).unwrap();
        }
        assert_eq!(full.try_push(Move::PASS), Err(Move::PASS));
        assert_eq!(alloc::format!("{list:?}"), "[Slide { from: A1, to: A2 }, Slide { from: A2, to: A3 }]");
        assert_ne!(list, MoveList::new());
        assert_ne!(list, full);
        assert_eq!(list.clone(), list);
        let mut moves = list.clone().into_iter();
        moves.next();
        assert_eq!(moves.size_hint(), (1, Some(1)));
        let by_ref: alloc::vec::Vec<Move> = (&list).into_iter().copied().collect();
        let by_value: alloc::vec::Vec<Move> = list.clone().into_iter().collect();
        assert_eq!(by_ref, by_value);
        assert_eq!(list.into_iter().len(), 2);
    }
}
