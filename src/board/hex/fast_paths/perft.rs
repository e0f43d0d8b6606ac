//! Perft's fast path on the hexagonal boards: the last two plies, in the standard game
//! and Black Hole (hex6's centre): the position read line by line once
//! ([`HexLineState`]), the replier's slides counted on every line once, and after each
//! move only the three lines through its target (its own line among them) counted
//! again, the two other lines through its origin having been worked out once for each
//! piece; the moves that cannot end the game by connection told apart by the mover's
//! groups ([`ConnectingMoves`]) without a flood fill. The structure and the names are
//! those of the wide boards' (`grid12/fast_paths/perft.rs`).

use crate::board::geometry::Geometry;
use crate::board::hex::connecting_moves::ConnectingMoves;
use crate::board::hex::line_state::{HexLineState, LineSlides, SECOND_SIDE};
use crate::board::hex::line_table::{LINE_COUNT, LINE_SLOTS, cell_at, closed, spots};
use crate::board::hex::lines::HexLineKind;
use crate::board::hex::place::Place;
use crate::board::hex::place_set::PlaceSet;
use crate::board::hex::{Cell, CellSet, Hex};
use crate::perft::game_perft::{ends_by_history, general_leaves, two_plies_at_once_leaves};
use crate::perft::leaves_one_ply_below;
use crate::position::Position;
use crate::position::family::Family;
use crate::rules::Rules;
use crate::rules::outcome::{ends_by_connection, no_legal_move_ends_game};
use crate::rules::repetition::History;

/// Whether `pos` is one the fast path counts: the standard game or Black Hole (no holes,
/// no drops); Cheshire Cat and Parachute on a hexagon take the general walk.
#[inline(always)]
fn has_fast_path<G: Geometry>(pos: &Position<G>) -> bool {
    matches!(pos.family(), Family::Standard | Family::BlackHole)
}

/// [`FastPaths::perft_last_plies`](crate::board::fast_paths::FastPaths::perft_last_plies)
/// on a hexagon: the last two plies at once, where the position has the fast path;
/// `None` elsewhere.
#[inline]
pub(super) fn perft_last_plies<const SIDE: u8>(
    pos: &Position<Hex<SIDE>>,
    depth: u32,
    rules: Option<Rules>,
) -> Option<u64>
where
    Hex<SIDE>: Geometry<Square = Cell<SIDE>, Set = CellSet<SIDE>>,
{
    (depth == 2 && has_fast_path(pos)).then(|| hex_last_two_plies(pos, rules, |_, _| false))
}

/// [`FastPaths::game_perft`](crate::board::fast_paths::FastPaths::game_perft) on a
/// hexagon: the last two plies at once where the position has the fast path.
#[inline]
pub(super) fn game_perft<const SIDE: u8>(
    pos: &mut Position<Hex<SIDE>>,
    history: &mut History<Hex<SIDE>>,
    depth: u32,
    rules: Rules,
) -> u64
where
    Hex<SIDE>: Geometry<Square = Cell<SIDE>, Set = CellSet<SIDE>>,
{
    if !has_fast_path(pos) {
        return general_leaves(pos, history, depth, rules);
    }
    two_plies_at_once_leaves(pos, history, depth, rules, |pos, rules, history| {
        hex_last_two_plies(pos, Some(rules), ends_by_history(pos, history, rules))
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
    /// The slides of the second side of `state`, with `closed` each line's digits off
    /// the board.
    #[inline(always)]
    fn of(state: &HexLineState, closed: &[u32; LINE_SLOTS]) -> Replies {
        let mut replies = Replies { by_line: [0; LINE_SLOTS], total: 0 };
        for (line, (by_line, &closed)) in replies.by_line.iter_mut().zip(closed).enumerate().take(LINE_COUNT) {
            let slides = LineSlides::count_of_second_side(state.word(line), closed);
            *by_line = slides as u8;
            replies.total += slides;
        }
        replies
    }

    /// How the replier's slides on `line` change when its word becomes `word`, wrapping.
    #[inline(always)]
    fn change_on(&self, closed: &[u32; LINE_SLOTS], line: usize, word: u32) -> u32 {
        let line = line & (LINE_SLOTS - 1);
        LineSlides::count_of_second_side(word, closed[line]).wrapping_sub(u32::from(self.by_line[line]))
    }
}

/// How the replier's slides change when a piece of the mover leaves its cell, on the
/// cell's lines of the kinds other than the one it moves along.
struct Departures {
    /// By slot of the mover's pieces and by the kind of line the piece moves along: the
    /// change on the cell's two other lines, wrapping (the other slots' entries are never
    /// asked for).
    by_slot: [[u8; 3]; 128],
}

impl Departures {
    /// The changes for the first side's pieces `mover` in `state`.
    #[inline(always)]
    fn of(state: &HexLineState, closed: &[u32; LINE_SLOTS], replies: &Replies, mover: PlaceSet) -> Departures {
        let mut departures = Departures { by_slot: [[0; 3]; 128] };
        for from in mover {
            // Element by element rather than by `map`, which the compiler leaves uninlined
            // here (14 % of hex5's perft 5, callgrind).
            let mut changes = [0u32; 3];
            for (change, spot) in changes.iter_mut().zip(spots(from)) {
                let line = usize::from(spot.line);
                *change = replies.change_on(closed, line, state.word(line) ^ 1 << spot.digit);
            }
            let all = changes.iter().fold(0u32, |all, &change| all.wrapping_add(change));
            let by_slot = &mut departures.by_slot[from.slot() & 127];
            for (departure, change) in by_slot.iter_mut().zip(changes) {
                *departure = all.wrapping_sub(change) as u8;
            }
        }
        departures
    }

    /// The change, wrapping, when the piece on `from` moves along its line of `kind`.
    #[inline(always)]
    fn change(&self, from: Place, kind: HexLineKind) -> u32 {
        self.by_slot[from.slot() & 127][kind as usize] as i8 as u32
    }
}

/// Perft at depth 2 of `pos`, a hexagon position with the fast path ([`has_fast_path`])
/// where the game goes on: for each move, the replier's slides in the child, counted by
/// changing only the lines the move touched. With `rules`, children where the game is
/// over add nothing; without, play goes on. `ends_by_history(mover's pieces, replier's
/// pieces)` says whether a child ends the game by a rule of the game's history
/// (repetition, move limit).
fn hex_last_two_plies<const SIDE: u8>(
    pos: &Position<Hex<SIDE>>,
    rules: Option<Rules>,
    ends_by_history: impl Fn(CellSet<SIDE>, CellSet<SIDE>) -> bool,
) -> u64
where
    Hex<SIDE>: Geometry<Square = Cell<SIDE>, Set = CellSet<SIDE>>,
{
    let closed = closed(SIDE);
    let mover = pos.turn();
    let (own, enemy) = (pos.pieces(mover), pos.pieces(mover.other()));
    // The mover's pieces are the lines' first side, the replier's the second.
    let state = HexLineState::of(own.0, enemy.0);
    let replies = Replies::of(&state, closed);
    let departures = Departures::of(&state, closed, &replies, own.0);
    let game_ends_without_replies = rules.is_some_and(no_legal_move_ends_game);
    let leaves_after = |replies: u32| leaves_one_ply_below(replies, game_ends_without_replies);
    let hole = pos.black_hole().map(|cell| cell.0);
    let connecting = rules.map(|_| ConnectingMoves::of(own.0, enemy.0));
    let mut leaves = 0;
    let mut any = false;
    state.for_each_first_side_slide(closed, |kind, line, from_digit, to_digit| {
        any = true;
        let (from, to) = (cell_at(line, from_digit), cell_at(line, to_digit));
        let word = state.word(line);
        let captured = word >> (SECOND_SIDE + to_digit) & 1 != 0;
        // The black hole swallows the piece that lands on it.
        let swallowed = hole == Some(to);
        if let Some(connecting) = &connecting {
            // Neither side was connected before the move (the game went on): most moves
            // are ruled out of a connection by the groups before any flood fill.
            let pieces_after = || {
                let moved = own.0.without(from).union(PlaceSet::from(to).only_if(!swallowed));
                (CellSet(moved), CellSet(enemy.0.without(to)))
            };
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
        // The move's own line, both cells on it.
        after = after.wrapping_add(replies.change_on(closed, line, word ^ 1 << from_digit ^ landing << to_digit));
        // The lines of the other kinds through the origin, worked out for each piece, and
        // those through the target.
        after = after.wrapping_add(departures.change(from, kind));
        for target in spots(to) {
            let target_line = usize::from(target.line);
            if target_line != line {
                let target_word = state.word(target_line) ^ landing << target.digit;
                after = after.wrapping_add(replies.change_on(closed, target_line, target_word));
            }
        }
        leaves += leaves_after(after);
    });
    if !any {
        // The forced pass leaves the board as it is.
        return if ends_by_history(own, enemy) { 0 } else { leaves_after(replies.total) };
    }
    leaves
}
