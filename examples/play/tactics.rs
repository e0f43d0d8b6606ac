//! Immediate wins and threats for the `play` example's opponent, in every variant.
//!
//! The library's [`Position::winning_moves`], [`Position::has_winning_move`] and
//! [`Position::opponent_threatens_win`] look at the slides of standard LOA on the 8×8
//! board: they know nothing of Cheshire Cat's exits and holes, of Parachute's drops,
//! or of the edge of a small board. So they serve standard positions (their fast
//! path), and every other position is answered here exactly, from the moves the
//! position itself lists ([`Position::for_each_move`], which never allocates) and the
//! outcome after each: a move wins at once when [`Position::outcome`] after it is a
//! win for the side that made it.
//!
//! Most moves are ruled out without being made: a move can only win by leaving the
//! mover connected, or, under [`NoLegalMove::Loss`], by leaving the opponent without a
//! move, which cannot happen when the opponent has a stone to drop or a piece that may
//! exit. The mover's pieces after a move are its pieces less the square it left plus
//! the one it landed on (a drop adds a stone of the *opponent's* colour), so the
//! hundreds of turns of Parachute's drop phase that share a slide share one
//! connection test, remembered by the slide's two squares. And a slide of the opponent
//! stays legal after a move that changes no square of its line (the number of pieces
//! on it, the pieces in its way and its target are all on the line): a move changes at
//! most three squares (the one left, the one landed on, the one a stone is dropped on),
//! so it can leave the opponent without a slide only if every line on which the
//! opponent has a slide passes through one of them — never when those lines are more
//! than the 4 + 3 + 4 lines through three squares.

use lines_of_action::{Color, Direction, Move, NoLegalMove, Outcome, Position, Rules, is_connected};

/// The most lines through the three squares a move changes: four through each, the
/// slide's own line shared by the square it leaves and the one it lands on.
const MOST_LINES_A_MOVE_CHANGES: usize = 11;

/// The lines (as masks of their squares) on which the opponent of the side to move,
/// who holds no stone to drop, has a slide; `None` when there are more than
/// [`MOST_LINES_A_MOVE_CHANGES`], so that no move can take all its slides away.
fn opponent_slide_lines(pos: &Position) -> Option<([u64; MOST_LINES_A_MOVE_CHANGES], usize)> {
    let mut handed_over = *pos;
    handed_over.play_unchecked(Move::PASS);
    let mut lines = [0u64; MOST_LINES_A_MOVE_CHANGES];
    let mut count = 0;
    let mut too_many = false;
    handed_over.for_each_move(|mv| {
        let Some((from, to)) = mv.slide() else { return };
        let Some(direction) = Direction::between(from, to) else { return };
        let line = direction.line_kind().mask(from).0;
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

/// Whether `pos` plays by the standard rules on the 8×8 board, where the library's
/// threat detection is exact: standard LOA and Scrambled Eggs, and Parachute once both
/// reserves are empty (no holes, no drops to come).
pub fn is_plain(pos: &Position) -> bool {
    pos.board_size() == 8
        && !pos.family().has_holes()
        && pos.reserve(Color::Black) == 0
        && pos.reserve(Color::White) == 0
}

/// Whether `mv`, a legal move of `pos`, wins the game at once for the side to move.
pub fn wins_at_once(pos: &Position, rules: Rules, mv: Move) -> bool {
    let mut after = *pos;
    after.play_unchecked(mv);
    after.outcome(rules) == Some(Outcome::Win(pos.turn()))
}

/// The first legal move (in [`Position::legal_moves`] order) that wins at once for the
/// side to move under `rules`; `None` if there is none or the game is over.
/// Repetition and the move limit, which need the history, are not considered.
pub fn first_winning_move(pos: &Position, rules: Rules) -> Option<Move> {
    if pos.is_game_over(rules) {
        return None;
    }
    if is_plain(pos) {
        return pos.winning_moves(rules).first().copied();
    }
    let mover = pos.turn();
    let own = pos.pieces(mover);
    // Whether the opponent, to move after this move, could be left with nothing but the
    // pass, and so lose under the loss rule.
    let opponent = mover.other();
    let may_leave_no_move =
        rules.no_legal_move == NoLegalMove::Loss && !pos.family().has_holes() && pos.reserve(opponent) == 0;
    let slide_lines = if may_leave_no_move { opponent_slide_lines(pos) } else { None };
    // Whether `mv` changes a square of every line on which the opponent has a slide.
    let may_stalemate = |mv: Move| {
        slide_lines.is_some_and(|(lines, count)| {
            let changed = [mv.origin(), mv.target(), mv.drop_square()]
                .into_iter()
                .flatten()
                .fold(0u64, |bits, square| bits | 1 << square.index());
            lines[..count].iter().all(|&line| line & changed != 0)
        })
    };
    let mut found = None;
    // By the square a slide leaves, the squares it lands on whose connection test is
    // made, and those where it connects.
    let (mut tested, mut connecting) = ([0u64; 64], [0u64; 64]);
    pos.for_each_move(|mv| {
        if found.is_some() {
            return;
        }
        let connects = match mv {
            Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => {
                let (from_index, to_bit) = (from.index(), 1u64 << to.index());
                if tested[from_index] & to_bit == 0 {
                    tested[from_index] |= to_bit;
                    if is_connected(own.without(from).with(to)) {
                        connecting[from_index] |= to_bit;
                    }
                }
                connecting[from_index] & to_bit != 0
            }
            Move::Exit { from } => is_connected(own.without(from)),
            // The mover's pieces are as they were: not connected, or the game would be over.
            Move::Pass | Move::PassDrop { .. } | Move::Drop { .. } => false,
        };
        if (connects || may_stalemate(mv)) && wins_at_once(pos, rules, mv) {
            found = Some(mv);
        }
    });
    found
}

/// Whether the side to move has a move that wins at once (see [`first_winning_move`]).
pub fn has_winning_move(pos: &Position, rules: Rules) -> bool {
    if is_plain(pos) {
        return pos.has_winning_move(rules);
    }
    first_winning_move(pos, rules).is_some()
}

/// Whether the opponent of the side to move threatens to win: it would have a winning
/// move if it were its turn now. For a variant the turn is handed over by a null move
/// (the unchecked pass, which changes nothing but the side to move) on a copy.
pub fn opponent_threatens_win(pos: &Position, rules: Rules) -> bool {
    if is_plain(pos) {
        return pos.opponent_threatens_win(rules);
    }
    if pos.is_game_over(rules) {
        return false;
    }
    let mut handed_over = *pos;
    handed_over.play_unchecked(Move::PASS);
    first_winning_move(&handed_over, rules).is_some()
}
