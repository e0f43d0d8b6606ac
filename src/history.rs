//! What a game's history decides after a move: the order of the end-of-game checks,
//! repetition and the move limit. Shared by [`Game`](crate::Game) and the history-aware perft.

use crate::color::Color;
use crate::outcome::{EndReason, GameResult};
use crate::position::Position;
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
    if repeats(earlier, position.pieces(Color::Black).0, position.pieces(Color::White).0, position.turn(), rules) {
        return Some(GameResult::draw(EndReason::Repetition));
    }
    limit_reached.then_some(GameResult::draw(EndReason::MoveLimit))
}

/// Whether the board `black`/`white` with `turn` to move, following `earlier` (at
/// least the positions since the last capture), is a repetition that ends the game
/// under `rules`.
#[inline]
pub(crate) fn repeats(earlier: &[Position], black: u64, white: u64, turn: Color, rules: Rules) -> bool {
    let Repetition::Draw { occurrence, key } = rules.repetition else {
        return false;
    };
    let earlier_occurrences_needed = usize::from(occurrence.max(2)) - 1;
    same_board(earlier, black, white, turn, key).nth(earlier_occurrences_needed - 1).is_some()
}

/// How often `position` has occurred, itself included, with `earlier` (at least the
/// positions since the last capture) before it, under `key`.
pub(crate) fn occurrences(position: &Position, earlier: &[Position], key: RepetitionKey) -> usize {
    let (black, white) = (position.pieces(Color::Black).0, position.pieces(Color::White).0);
    1 + same_board(earlier, black, white, position.turn(), key).count()
}

/// The positions of `earlier` with the board `black`/`white` (and `turn` to move, if
/// `key` says so).
#[inline]
fn same_board(
    earlier: &[Position],
    black: u64,
    white: u64,
    turn: Color,
    key: RepetitionKey,
) -> impl Iterator<Item = &Position> {
    earlier.iter().rev().filter(move |p| {
        p.pieces(Color::Black).0 == black
            && p.pieces(Color::White).0 == white
            && (key == RepetitionKey::Board || p.turn() == turn)
    })
}

/// The end of `earlier` that a position with `pieces` pieces can repeat: the positions
/// since the last capture. None before it can recur, since a capture removes a piece
/// for good; leaving them out keeps the repetition check short in long games.
pub(crate) fn since_last_capture(earlier: &[Position], pieces: usize) -> &[Position] {
    let kept = earlier.iter().rev().take_while(|p| p.occupied().count() == pieces).count();
    &earlier[earlier.len() - kept..]
}
