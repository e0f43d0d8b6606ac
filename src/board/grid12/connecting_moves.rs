//! [`ConnectingMoves`]: which moves could end a wide-board game by connection, read
//! off the two sides' groups once, so that the moves that cannot (nearly all) are
//! told apart without a flood fill.

use crate::board::grid12::bitboard::Bitboard12;
use crate::board::grid12::connectivity::{group_around, lonely};
use crate::board::grid12::square::Square12;

/// Room for the groups of a side: one per piece at most, and a wide board's side has at
/// most 20 (a power of two, so that a group number masked needs no bounds check).
const GROUP_SLOTS: usize = 32;

/// Which moves of the side to move could leave one of the two sides connected, for a
/// position where the game goes on. It only rules moves out: a move it does not rule
/// out must still be tested ([`ends_by_connection`](crate::rules::outcome::ends_by_connection)).
///
/// - The mover's pieces after a move from `from` to `to` are its groups with `from`
///   taken away and `to` added. A group without `from` touches no other group, so the
///   mover can be connected only if `to` touches each group but the one of `from`.
/// - The opponent's pieces change only by a capture on `to`, which takes a piece away
///   and joins no groups: they can be connected after it only if they were already, or
///   they were in two groups and `to` was one of them alone.
///
/// A piece the move loses (Black Hole's black hole) is not covered: such a move must be
/// tested in any case.
pub(crate) struct ConnectingMoves {
    /// By square index, the number of the mover's group holding the piece there (the
    /// other squares' are never asked for).
    group_of: [u8; 256],
    /// By group number: the squares touching every other group of the mover (all of them
    /// if it has one group), where a piece of that group must land to connect it.
    landings: [Bitboard12; GROUP_SLOTS],
    /// The opponent's pieces whose capture may leave it connected.
    captures: Bitboard12,
}

impl ConnectingMoves {
    /// The moves of the side with `mover`'s pieces that could connect one of the sides,
    /// the opponent's being `opponent`.
    pub(crate) fn of(mover: Bitboard12, opponent: Bitboard12) -> ConnectingMoves {
        let mut moves =
            ConnectingMoves { group_of: [0; 256], landings: [Bitboard12::EMPTY; GROUP_SLOTS], captures: opponent };
        // Each group's number for its pieces, and the squares touching it (its own
        // among them, which no landing square is).
        let mut touching = [Bitboard12::EMPTY; GROUP_SLOTS];
        let mut groups = 0;
        // The pieces without a neighbour are groups of their own, without a flood fill.
        let alone = lonely(mover);
        for square in alone {
            moves.group_of[square.index() & 255] = groups as u8;
            touching[groups & (GROUP_SLOTS - 1)] = Bitboard12::from_square(square).dilate();
            groups += 1;
        }
        let mut rest = mover.difference(alone);
        while let Some(seed) = rest.first() {
            let group = group_around(Bitboard12::from_square(seed), rest);
            rest = rest.difference(group);
            for square in group {
                moves.group_of[square.index() & 255] = groups as u8;
            }
            touching[groups & (GROUP_SLOTS - 1)] = group.dilate();
            groups += 1;
        }
        // Each group's landings: the squares touching all the groups before it and all
        // those after.
        let groups = groups.min(GROUP_SLOTS);
        let mut before = Bitboard12::FULL;
        for (landings, &touching) in moves.landings[..groups].iter_mut().zip(&touching[..groups]) {
            *landings = before;
            before = before.intersection(touching);
        }
        let mut after = Bitboard12::FULL;
        for (landings, &touching) in moves.landings[..groups].iter_mut().zip(&touching[..groups]).rev() {
            *landings = landings.intersection(after);
            after = after.intersection(touching);
        }
        moves.captures = connecting_captures(opponent);
        moves
    }

    /// Whether the mover's slide from `from` (one of its pieces) to `to` (not one) might
    /// leave it connected; `false` proves it does not.
    #[inline(always)]
    pub(crate) fn may_connect_mover(&self, from: Square12, to: Square12) -> bool {
        self.landings[usize::from(self.group_of[from.index() & 255]) & (GROUP_SLOTS - 1)].contains(to)
    }

    /// Whether capturing the opponent's piece on `to` might leave the opponent
    /// connected; `false` proves it does not.
    #[inline(always)]
    pub(crate) fn may_connect_opponent(&self, to: Square12) -> bool {
        self.captures.contains(to)
    }
}

/// The pieces of `pieces` whose capture may leave the rest connected: all of them if
/// they are connected, a piece alone in its group if they are in two groups, none if in
/// more.
fn connecting_captures(pieces: Bitboard12) -> Bitboard12 {
    let Some(seed) = pieces.first() else { return Bitboard12::EMPTY };
    let first = group_around(Bitboard12::from_square(seed), pieces);
    let rest = pieces.difference(first);
    let Some(seed) = rest.first() else { return pieces };
    let second = group_around(Bitboard12::from_square(seed), rest);
    if second != rest {
        return Bitboard12::EMPTY;
    }
    let alone = |group: Bitboard12| group.only_if(group.count() == 1);
    alone(first).union(alone(second))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::color::Color;
    use crate::board::geometry::Geometry;
    use crate::board::grid12::Grid12;

    /// A fixed pseudo-random sequence of sets of the 9×9 board's squares, sparse.
    fn sets() -> impl Iterator<Item = Bitboard12> {
        let board = Bitboard12::board_of_size(9);
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        (0..300).map(move |_| {
            let words = [next() & next() & next(), next() & next() & next(), next() & next() & next()];
            Bitboard12(words).intersection(board)
        })
    }

    #[test]
    fn no_move_ruled_out_connects_a_side() {
        let board = Bitboard12::board_of_size(9);
        let mut tried = [0; 2];
        for (mover, opponent) in sets().zip(sets().skip(1)) {
            let opponent = opponent.difference(mover);
            let moves = ConnectingMoves::of(mover, opponent);
            for from in mover {
                for to in board.difference(mover) {
                    let after = mover.without(from).with(to);
                    if after.is_connected() {
                        assert!(moves.may_connect_mover(from, to), "{mover:?} {from}-{to}");
                    }
                    tried[0] += 1;
                }
            }
            for to in opponent {
                if opponent.without(to).is_connected() {
                    assert!(moves.may_connect_opponent(to), "{opponent:?} x{to}");
                }
                tried[1] += 1;
            }
        }
        assert!(tried.iter().all(|&tried| tried > 1000), "{tried:?}");
    }

    #[test]
    fn at_the_start_every_move_is_ruled_out() {
        // The 9×9 start: Black's two rows, White's two files; no slide comes near
        // connecting either.
        let black: Bitboard12 =
            (1..8).flat_map(|file| [Square12::new(file, 0), Square12::new(file, 8)]).flatten().collect();
        let white: Bitboard12 =
            (1..8).flat_map(|rank| [Square12::new(0, rank), Square12::new(8, rank)]).flatten().collect();
        let moves = ConnectingMoves::of(black, white);
        let mut slides = 0;
        Grid12::for_each_landing_slide(black, white, Color::Black, Bitboard12::board_of_size(9), |from, to| {
            assert!(!moves.may_connect_mover(from, to), "{from}-{to}");
            slides += 1;
        });
        assert_eq!(slides, 42);
        assert!(white.into_iter().all(|to| !moves.may_connect_opponent(to)));
    }
}
