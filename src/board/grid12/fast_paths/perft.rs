//! Perft's fast path on the wide boards: the last two plies (9×9 to 12×12), in the standard game and
//! Black Hole: the position read line by line once ([`Grid12LineState`]), the replier's
//! slides counted on every line once, and after each move only the seven lines through
//! its two squares counted again; the moves that cannot end the game by connection
//! told apart by the mover's groups ([`ConnectingMoves`]) without a flood fill.

use crate::board::grid12::connecting_moves::ConnectingMoves;
use crate::board::grid12::line_state::{Grid12LineState, LineSlides, SECOND_SIDE};
use crate::board::grid12::line_table::{Grid12Lines, LINE_SLOTS};
use crate::board::grid12::{Bitboard12, Grid12, Square12};
use crate::perft::game_perft::{ends_by_history, general_leaves, two_plies_at_once_leaves};
use crate::perft::leaves_one_ply_below;
use crate::position::Position;
use crate::position::family::Family;
use crate::rules::Rules;
use crate::rules::outcome::{ends_by_connection, no_legal_move_ends_game};
use crate::rules::repetition::History;

/// Whether `pos` is one the wide fast path counts: the standard game or Black Hole (no
/// holes, no drops); Cheshire Cat and Parachute on a wide board take the general walk.
#[inline(always)]
fn has_fast_path(pos: &Position<Grid12>) -> bool {
    matches!(pos.family(), Family::Standard | Family::BlackHole)
}

/// [`FastPaths::perft_last_plies`](crate::board::fast_paths::FastPaths::perft_last_plies)
/// on a wide board: the last two plies at once, where the position has the fast path;
/// `None` elsewhere.
#[inline]
pub(super) fn perft_last_plies(pos: &Position<Grid12>, depth: u32, rules: Option<Rules>) -> Option<u64> {
    (depth == 2 && has_fast_path(pos)).then(|| grid12_last_two_plies(pos, rules, |_, _| false))
}

/// [`FastPaths::game_perft`](crate::board::fast_paths::FastPaths::game_perft) on a wide
/// board: the last two plies at once where the position has the fast path.
#[inline]
pub(super) fn game_perft(pos: &mut Position<Grid12>, history: &mut History<Grid12>, depth: u32, rules: Rules) -> u64 {
    if !has_fast_path(pos) {
        return general_leaves(pos, history, depth, rules);
    }
    two_plies_at_once_leaves(pos, history, depth, rules, |pos, rules, history| {
        grid12_last_two_plies(pos, Some(rules), ends_by_history(pos, history, rules))
    })
}

/// The replier's slides on each line of a position, and in all.
struct Replies {
    /// By line id, the replier's slides along the line.
    by_line: [u8; LINE_SLOTS],
    /// The replier's slides.
    total: u32,
}

impl Replies {
    /// The slides of the second side of `state`, on the board of `lines`.
    #[inline(always)]
    fn of(state: &Grid12LineState, lines: &Grid12Lines) -> Replies {
        let mut replies = Replies { by_line: [0; LINE_SLOTS], total: 0 };
        for line in 0..lines.count() {
            let slides = LineSlides::count_of_second_side(state.word(line), lines.beyond(line));
            replies.by_line[line & (LINE_SLOTS - 1)] = slides as u8;
            replies.total += slides;
        }
        replies
    }

    /// How the replier's slides on `line` change when its word becomes `word`.
    #[inline(always)]
    fn change_on(&self, lines: &Grid12Lines, line: usize, word: u32) -> u32 {
        let slides = LineSlides::count_of_second_side(word, lines.beyond(line));
        slides.wrapping_sub(u32::from(self.by_line[line & (LINE_SLOTS - 1)]))
    }
}

/// How the replier's slides change when a piece of the mover leaves its square, on the
/// square's lines of the kinds other than the one it moves along.
struct Departures {
    /// By square index of the mover's pieces and by the kind of line the piece moves
    /// along: the change on the square's three other lines, wrapping (the other squares'
    /// entries are never asked for).
    by_square: [[u8; 4]; 256],
}

impl Departures {
    /// The changes for the first side's pieces `mover` in `state`, on the board of
    /// `lines`, the replier's slides by line being `replies`.
    #[inline(always)]
    fn of(state: &Grid12LineState, lines: &Grid12Lines, replies: &Replies, mover: Bitboard12) -> Departures {
        let mut departures = Departures { by_square: [[0; 4]; 256] };
        for from in mover {
            // Element by element rather than by `map`, which the compiler may leave
            // uninlined here (2 % of the 12×12 perft, callgrind).
            let mut changes = [0u32; 4];
            for (change, spot) in changes.iter_mut().zip(lines.spots(from)) {
                let line = usize::from(spot.line);
                *change = replies.change_on(lines, line, state.word(line) ^ 1 << spot.digit);
            }
            let all = changes.iter().fold(0u32, |all, &change| all.wrapping_add(change));
            let by_square = &mut departures.by_square[from.index() & 255];
            for (departure, change) in by_square.iter_mut().zip(changes) {
                *departure = all.wrapping_sub(change) as u8;
            }
        }
        departures
    }

    /// The change, wrapping, when the piece on `from` moves along its line of `kind`.
    #[inline(always)]
    fn change(&self, from: Square12, kind: usize) -> u32 {
        self.by_square[from.index() & 255][kind & 3] as i8 as u32
    }
}

/// Perft at depth 2 of `pos`, a wide-board position with the fast path
/// ([`has_fast_path`]) where the game goes on: for each move, the replier's slides in the
/// child, counted by changing only the lines the move touched. With `rules`, children
/// where the game is over add nothing; without, play goes on.
/// `ends_by_history(mover's pieces, replier's pieces)` says whether a child ends the game
/// by a rule of the game's history (repetition, move limit). The structure and the names
/// are those of the 8×8 board's `leaves_two_plies_below`.
fn grid12_last_two_plies(
    pos: &Position<Grid12>,
    rules: Option<Rules>,
    ends_by_history: impl Fn(Bitboard12, Bitboard12) -> bool,
) -> u64 {
    let lines = Grid12Lines::of_size(pos.board_size());
    let mover = pos.turn();
    let (own, enemy) = (pos.pieces(mover), pos.pieces(mover.other()));
    // The mover's pieces are the lines' first side, the replier's the second.
    let state = Grid12LineState::of(lines, own, enemy);
    let replies = Replies::of(&state, lines);
    let departures = Departures::of(&state, lines, &replies, own);
    let game_ends_without_replies = rules.is_some_and(no_legal_move_ends_game);
    let leaves_after = |replies: u32| leaves_one_ply_below(replies, game_ends_without_replies);
    let black_hole = pos.black_hole();
    let connecting = rules.map(|_| ConnectingMoves::of(own, enemy));
    let mut leaves = 0;
    let mut any = false;
    state.for_each_first_side_slide(lines, |kind, line, from_digit, to_digit| {
        any = true;
        let (from, to) = (lines.square(line, from_digit), lines.square(line, to_digit));
        let word = state.word(line);
        let captured = word >> (SECOND_SIDE + to_digit) & 1 != 0;
        // Black Hole's black hole swallows the piece that lands on it.
        let swallowed = black_hole == Some(to);
        if let Some(connecting) = &connecting {
            // The end-of-game decision (`rules::outcome::decide`) specialised, as on the
            // 8×8 board: a child is over if either side is connected (neither was before
            // the move: the game went on), or by the history. Most moves are ruled out of
            // a connection by the groups before any flood fill.
            let pieces_after =
                || (own.without(from).union(Bitboard12::from_square(to).only_if(!swallowed)), enemy.without(to));
            let may_connect =
                swallowed || connecting.may_connect_mover(from, to) || captured && connecting.may_connect_opponent(to);
            if may_connect && {
                let (moved, enemy_after) = pieces_after();
                ends_by_connection(moved, enemy_after, captured)
            } {
                return;
            }
            let (moved, enemy_after) = pieces_after();
            if ends_by_history(moved, enemy_after) {
                return;
            }
        }
        // What the move does to a line through its target: the mover's piece arrives
        // (unless swallowed), the replier's leaves if captured.
        let landing = u32::from(!swallowed) | u32::from(captured) << SECOND_SIDE;
        let mut after = replies.total;
        // The move's own line, both squares on it.
        after = after.wrapping_add(replies.change_on(lines, line, word ^ 1 << from_digit ^ landing << to_digit));
        // The lines of the other kinds through the origin, worked out for each piece,
        // and those through the target.
        after = after.wrapping_add(departures.change(from, kind));
        let to_spots = lines.spots(to);
        for other in (0..4).filter(|&other| other != kind) {
            let target = to_spots[other];
            let target_line = usize::from(target.line);
            let target_word = state.word(target_line) ^ landing << target.digit;
            after = after.wrapping_add(replies.change_on(lines, target_line, target_word));
        }
        leaves += leaves_after(after);
    });
    if !any {
        // The forced pass leaves the board as it is.
        return if ends_by_history(own, enemy) { 0 } else { leaves_after(replies.total) };
    }
    leaves
}
