//! [`Move`] and the fixed-capacity [`MoveList`].

use core::fmt;
use core::ops::Deref;
use core::str::FromStr;

use alloc::string::String;

use crate::move_text::ParseMoveError;

use crate::square::Square;

/// A move: a piece slides `from` one square `to` another, or the side to move passes.
///
/// A pass is stored as a move from a square to itself (no slide ever does that),
/// so a move is two bytes. Whether a slide is a capture depends on the position:
/// see [`Position::notation`](crate::Position::notation) for the canonical text.
/// `Display` writes a position-free form, `b1b3` or `pass`.
///
/// ```
/// use lines_of_action::{Move, Square};
/// let mv = Move::new(Square::B1, Square::B3);
/// assert_eq!((mv.from(), mv.to()), (Square::B1, Square::B3));
/// assert!(!mv.is_pass() && Move::PASS.is_pass());
/// assert_eq!(std::mem::size_of::<Move>(), 2);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    from: Square,
    to: Square,
}

impl Move {
    /// The pass: legal only when the side to move has no slide (under the
    /// default rules; see [`NoLegalMove`](crate::NoLegalMove)).
    pub const PASS: Move = Move { from: Square::A1, to: Square::A1 };

    /// A slide from `from` to `to`. With `from == to` this is [`Move::PASS`].
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        if from as u8 == to as u8 { Move::PASS } else { Move { from, to } }
    }

    /// The slide from `from` to `to`, two different squares (move generation's constructor).
    #[inline(always)]
    pub(crate) const fn slide(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// The square the piece leaves (a1 for a pass).
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the piece lands on (a1 for a pass).
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// Whether this is the pass.
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.from as u8 == self.to as u8
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() { f.write_str("pass") } else { write!(f, "{}{}", self.from, self.to) }
    }
}

/// Reads the position-free form that `Display` writes: `b1b3` or `pass`.
/// To read a move as records write it, with its capture mark, use
/// [`Position::parse_move`](crate::Position::parse_move).
///
/// ```
/// use lines_of_action::{Move, Square};
/// assert_eq!("b1b3".parse(), Ok(Move::new(Square::B1, Square::B3)));
/// assert_eq!("pass".parse(), Ok(Move::PASS));
/// assert!("b1-b3".parse::<Move>().is_err());
/// ```
impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        if text == "pass" {
            return Ok(Move::PASS);
        }
        let problem = match (text.get(..2).map(str::parse::<Square>), text.get(2..).map(str::parse::<Square>)) {
            (Some(Ok(from)), Some(Ok(to))) if from != to => return Ok(Move::new(from, to)),
            (Some(Ok(_)), Some(Ok(_))) => "the two squares are the same",
            _ => "expected two squares written together, such as b1b3, or pass",
        };
        Err(ParseMoveError::Syntax { text: String::from(text), problem: String::from(problem) })
    }
}

crate::serde_text::serde_as_text!(Move, "a move such as \"b1b3\" or \"pass\"");

/// A list of moves that lives on the stack and never allocates.
///
/// Its capacity, [`MoveList::CAPACITY`] = 96, is 12 pieces × 8 directions: the most
/// moves any position can have, since [`Position::from_setup`](crate::Position::from_setup)
/// refuses more than 12 pieces of one colour and pieces are never added.
/// It dereferences to a slice of moves.
///
/// ```
/// use lines_of_action::Position;
/// let moves = Position::default().legal_moves();
/// assert_eq!(moves.len(), 36);
/// assert!(moves.iter().all(|mv| !mv.is_pass()));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: u8,
}

impl MoveList {
    /// The most moves a list holds.
    pub const CAPACITY: usize = 96;

    /// An empty list.
    #[inline]
    pub const fn new() -> MoveList {
        MoveList { moves: [Move::PASS; MoveList::CAPACITY], len: 0 }
    }

    /// Appends `mv`, or gives it back if the list is full.
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
    pub fn try_push(&mut self, mv: Move) -> Result<(), Move> {
        if self.len as usize == MoveList::CAPACITY {
            return Err(mv);
        }
        self.push(mv);
        Ok(())
    }

    /// Appends `mv` to a list known not to be full: move generation never fills
    /// one, as a position has at most 12 pieces of a colour (see [`MoveList`]).
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        self.moves[self.len as usize] = mv;
        self.len += 1;
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for MoveList {}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// Iterates over the moves of a [`MoveList`] by value.
#[derive(Clone, Debug)]
pub struct IntoIter {
    list: MoveList,
    next: u8,
}

impl Iterator for IntoIter {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        let mv = self.list.as_slice().get(self.next as usize).copied();
        self.next += u8::from(mv.is_some());
        mv
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.list.len as usize - self.next as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for IntoIter {}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = IntoIter;

    fn into_iter(self) -> IntoIter {
        IntoIter { list: self, next: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn a_move_is_two_bytes_and_an_optional_move_too() {
        assert_eq!(core::mem::size_of::<Move>(), 2);
        assert_eq!(core::mem::size_of::<Option<Move>>(), 2);
    }

    #[test]
    fn a_move_to_the_same_square_is_the_pass() {
        assert_eq!(Move::new(Square::E4, Square::E4), Move::PASS);
        assert_eq!(Move::PASS.to_string(), "pass");
        assert_eq!(Move::new(Square::B1, Square::B3).to_string(), "b1b3");
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
        assert_eq!(alloc::format!("{list:?}"), "[Move { from: A1, to: A2 }, Move { from: A2, to: A3 }]");
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
