//! What a game's history decides after a move: the order of the end-of-game checks,
//! repetition and the move limit. Shared by [`Game`](crate::Game) and the history-aware perft.

use crate::board::color::Color;
use crate::position::Position;
use crate::rules::outcome::{EndReason, GameResult};
use crate::rules::{MoveLimit, Repetition, RepetitionKey, Rules};

/// The result of the game in `position`, reached after `plies` moves, with `earlier`
/// the positions before it (the start first), under `rules`; `None` while it goes on.
///
/// Only the positions since the last capture can recur (a capture removes a piece for
/// good), so `earlier` may start anywhere up to the position after that capture: see
/// [`since_last_capture`].
///
/// The checks, the first that applies deciding (see [`RulePreset`](crate::RulePreset)):
/// a move limit that overrides connection, connection, repetition, the move limit,
/// and the side to move's lack of a legal move.
pub(crate) fn decide(position: &Position, earlier: &[Position], plies: usize, rules: Rules) -> Option<GameResult> {
    decide_before_moves(position, earlier, plies, rules).or_else(|| position.no_legal_move_result(rules))
}

/// [`decide`] without its last check, the one that needs the side to move's slides.
pub(crate) fn decide_before_moves(
    position: &Position,
    earlier: &[Position],
    plies: usize,
    rules: Rules,
) -> Option<GameResult> {
    let (limit_reached, limit_first) = match rules.move_limit {
        MoveLimit::Off => (false, false),
        MoveLimit::Draw { plies: limit, overrides_connection } => (plies >= limit as usize, overrides_connection),
    };
    if limit_reached && limit_first {
        return Some(GameResult::draw(EndReason::MoveLimit));
    }
    if let Some(result) = position.connection_result(rules) {
        return Some(result);
    }
    if repeats(earlier, BoardKey::of(position), rules) {
        return Some(GameResult::draw(EndReason::Repetition));
    }
    limit_reached.then_some(GameResult::draw(EndReason::MoveLimit))
}

/// What a repetition compares: the pieces, the side to move (when the key asks for
/// it), and the variants' state, holes and reserves.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) struct BoardKey {
    pub(crate) black: u64,
    pub(crate) white: u64,
    pub(crate) turn: Color,
    pub(crate) holes: u64,
    pub(crate) reserves: [u8; 2],
}

impl BoardKey {
    /// The key of `position`.
    #[inline]
    pub(crate) fn of(position: &Position) -> BoardKey {
        BoardKey {
            black: position.pieces(Color::Black).0,
            white: position.pieces(Color::White).0,
            turn: position.turn(),
            holes: position.holes().0,
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
