//! Repetition: which earlier positions a position repeats, and whether that ends the
//! game. The end-of-game decision (`rules/outcome.rs`) asks it.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::position::Position;
use crate::rules::{Repetition, RepetitionKey, Rules};

/// What a repetition compares: the pieces, the side to move (when the key asks for
/// it), and the variants' state, holes and reserves.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) struct BoardKey {
    pub(crate) black: Bitboard,
    pub(crate) white: Bitboard,
    pub(crate) turn: Color,
    pub(crate) holes: Bitboard,
    pub(crate) reserves: [u8; 2],
}

impl BoardKey {
    /// The key of `position`.
    #[inline]
    pub(crate) fn of(position: &Position) -> BoardKey {
        BoardKey {
            black: position.pieces(Color::Black),
            white: position.pieces(Color::White),
            turn: position.turn(),
            holes: position.holes(),
            reserves: [position.reserve(Color::Black), position.reserve(Color::White)],
        }
    }
}

/// Whether the board `board`, following `earlier` (at least the positions since the
/// last capture), is a repetition that ends the game under `rules`.
#[inline]
pub(crate) fn repeats(earlier: &[Position], board: BoardKey, rules: Rules) -> bool {
    let Repetition::Draw { occurrence, key } = rules.repetition else {
        return false;
    };
    let earlier_occurrences_needed = usize::from(occurrence.max(2)) - 1;
    same_board(earlier, board, key).nth(earlier_occurrences_needed - 1).is_some()
}

/// How often `position` has occurred, itself included, with `earlier` (at least the
/// positions since the last capture) before it, under `key`.
pub(crate) fn occurrences(position: &Position, earlier: &[Position], key: RepetitionKey) -> usize {
    1 + same_board(earlier, BoardKey::of(position), key).count()
}

/// The positions of `earlier` with the board `board` (and its side to move, if `key` says so).
#[inline]
fn same_board(earlier: &[Position], board: BoardKey, key: RepetitionKey) -> impl Iterator<Item = &Position> {
    earlier.iter().rev().filter(move |p| {
        let other = BoardKey::of(p);
        other.black == board.black
            && other.white == board.white
            && (key == RepetitionKey::Board || other.turn == board.turn)
            && other.holes == board.holes
            && other.reserves == board.reserves
    })
}

/// The end of `earlier` that a position with `pieces` pieces can repeat: the positions
/// since the last capture. None before it can recur, since a capture removes a piece
/// for good; leaving them out keeps the repetition check short in long games.
pub(crate) fn since_last_capture(earlier: &[Position], pieces: usize) -> &[Position] {
    let kept = earlier.iter().rev().take_while(|p| p.occupied().count() == pieces).count();
    &earlier[earlier.len() - kept..]
}
