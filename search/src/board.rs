//! What the searches need of any board, from the rules crate's public API: a move kept
//! in a word whatever its geometry ([`MoveCode`]) and the threats (the rules crate's
//! own, on every board).

use std::num::NonZeroU32;

use lines_of_action::{BoardSquare, Geometry, Move, Position, Rules};

/// A move of any geometry in one word, for the tables that outlive a search's
/// geometry (the transposition table, the Monte-Carlo tree): its kind, then each
/// square's [index](BoardSquare::index) (below 256 on every geometry).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct MoveCode(NonZeroU32);

impl MoveCode {
    /// The code of `mv`.
    #[inline]
    pub(crate) fn of<S: BoardSquare>(mv: Move<S>) -> MoveCode {
        const { assert!(S::INDICES <= 256, "a square's index fits in 8 bits") };
        let square = |square: S| square.index() as u32;
        let (kind, squares) = match mv {
            Move::Slide { from, to } => (1, square(from) | square(to) << 8),
            Move::Pass => (2, 0),
            Move::Exit { from } => (3, square(from)),
            Move::SlideDrop { from, to, drop } => (4, square(from) | square(to) << 8 | square(drop) << 16),
            Move::PassDrop { drop } => (5, square(drop) << 16),
            Move::Drop { drop } => (6, square(drop) << 16),
        };
        MoveCode(NonZeroU32::new(kind | squares << 4).expect("a move's kind is not 0"))
    }

    /// The move of this code, on the geometry of squares `S` (the one it was made on).
    #[inline]
    pub(crate) fn decode<S: BoardSquare>(self) -> Move<S> {
        let code = self.0.get();
        let square = |shift: u32| {
            let index = (code >> (4 + shift)) as u8;
            S::try_from_index(usize::from(index)).expect("a square of the move's own board")
        };
        match code & 15 {
            1 => Move::Slide { from: square(0), to: square(8) },
            2 => Move::Pass,
            3 => Move::Exit { from: square(0) },
            4 => Move::SlideDrop { from: square(0), to: square(8), drop: square(16) },
            5 => Move::PassDrop { drop: square(16) },
            _ => Move::Drop { drop: square(16) },
        }
    }

    /// The code as a number below 2^[`BITS`](Self::BITS), never 0.
    #[inline]
    pub(crate) const fn bits(self) -> u32 {
        self.0.get()
    }

    /// The code of [`bits`](Self::bits); `None` for 0.
    #[inline]
    pub(crate) const fn from_bits(bits: u32) -> Option<MoveCode> {
        match NonZeroU32::new(bits) {
            Some(bits) => Some(MoveCode(bits)),
            None => None,
        }
    }

    /// The bits a code takes: its kind's 4, then three squares of 8.
    pub(crate) const BITS: u32 = 28;
}

/// Whether the side to move has a move that wins at once
/// ([`Position::has_winning_move`], on every board).
#[inline]
pub(crate) fn has_winning_move<G: Geometry>(pos: &Position<G>, rules: Rules) -> bool {
    pos.has_winning_move(rules)
}

/// Whether the opponent of the side to move would have a winning move if it were its
/// turn ([`Position::opponent_threatens_win`], on every board).
#[inline]
pub(crate) fn opponent_threatens_win<G: Geometry>(pos: &Position<G>, rules: Rules) -> bool {
    pos.opponent_threatens_win(rules)
}

/// The moves of the side to move that win at once, in [`Position::legal_moves`] order
/// ([`Position::winning_moves`], on every board); none if the game is over.
pub(crate) fn winning_moves<G: Geometry>(pos: &Position<G>, rules: Rules) -> Vec<Move<G::Square>> {
    pos.winning_moves(rules).to_vec()
}
