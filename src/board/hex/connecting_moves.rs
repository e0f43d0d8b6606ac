//! [`ConnectingMoves`]: which moves could end a game by connection, read off the two
//! sides' groups once, so that the moves that cannot (nearly all) are told apart
//! without a flood fill. As the crate's wide boards' (`grid12/connecting_moves.rs`).

use crate::board::hex::place::Place;
use crate::board::hex::place_set::PlaceSet;

/// Room for the groups of the mover whose landings can be other than empty: a cell
/// touches at most six others, so a move can connect a side of at most seven groups
/// (the landing must touch every group but its origin's). A power of two, so that a
/// group number masked needs no bounds check.
const GROUP_SLOTS: usize = 8;

/// Which moves of the side to move could leave one of the two sides connected, for a
/// position where the game goes on. It only rules moves out: a move it does not rule
/// out must still be tested.
///
/// - The mover's pieces after a move from `from` to `to` are its groups with `from`
///   taken away and `to` added. A group without `from` touches no other group, so the
///   mover can be connected only if `to` touches each group but the one of `from`.
/// - The opponent's pieces change only by a capture on `to`, which takes a piece away
///   and joins no groups: they can be connected after it only if they were already, or
///   they were in two groups and `to` was one of them alone.
///
/// A piece the move loses (hex6's black hole) is not covered: such a move must be tested
/// in any case.
pub struct ConnectingMoves {
    /// By slot, the number of the mover's group holding the piece there, or
    /// `GROUP_SLOTS − 1` from the eighth group on, or 0 for every piece if eight or more
    /// are alone (the other slots' are never asked for).
    group_of: [u8; 128],
    /// By group number: the cells touching every other group of the mover (all of hex6 if
    /// it has one group), where a piece of that group must land to connect it; none if
    /// the mover has more than seven groups.
    landings: [PlaceSet; GROUP_SLOTS],
    /// The opponent's pieces whose capture may leave it connected.
    captures: PlaceSet,
}

impl ConnectingMoves {
    /// The moves of the side with `mover`'s pieces that could connect one of the sides,
    /// the opponent's being `opponent`.
    pub fn of(mover: PlaceSet, opponent: PlaceSet) -> ConnectingMoves {
        let mut moves =
            ConnectingMoves { group_of: [0; 128], landings: [PlaceSet::EMPTY; GROUP_SLOTS], captures: opponent };
        // Each group's number for its pieces, and the cells touching it (its own among
        // them, which no landing cell is).
        let mut touching = [PlaceSet::EMPTY; GROUP_SLOTS];
        let mut groups = 0;
        let mut number = |cells: PlaceSet, groups: &mut usize, touching: &mut [PlaceSet; GROUP_SLOTS]| {
            let slot = (*groups).min(GROUP_SLOTS - 1);
            for cell in cells {
                moves.group_of[cell.slot() & 127] = slot as u8;
            }
            touching[slot] = cells.dilate();
            *groups += 1;
        };
        // The pieces without a neighbour are groups of their own, without a flood fill;
        // with eight or more, no move connects the mover.
        let alone = mover.lonely();
        if alone.count() >= GROUP_SLOTS {
            moves.captures = connecting_captures(opponent);
            return moves;
        }
        for cell in alone {
            number(PlaceSet::from(cell), &mut groups, &mut touching);
        }
        let mut rest = mover - alone;
        while let Some(seed) = rest.first() {
            let group = rest.group_around(PlaceSet::from(seed));
            rest -= group;
            number(group, &mut groups, &mut touching);
        }
        if groups < GROUP_SLOTS {
            // Each group's landings: the cells touching all the groups before it and all
            // those after.
            let mut before = PlaceSet::FULL;
            for (landings, &touching) in moves.landings[..groups].iter_mut().zip(&touching[..groups]) {
                *landings = before;
                before &= touching;
            }
            let mut after = PlaceSet::FULL;
            for (landings, &touching) in moves.landings[..groups].iter_mut().zip(&touching[..groups]).rev() {
                *landings &= after;
                after &= touching;
            }
        }
        moves.captures = connecting_captures(opponent);
        moves
    }

    /// Whether the mover's slide from `from` (one of its pieces) to `to` (not one) might
    /// leave it connected; `false` proves it does not.
    #[inline(always)]
    pub fn may_connect_mover(&self, from: Place, to: Place) -> bool {
        self.landings[usize::from(self.group_of[from.slot() & 127]) & (GROUP_SLOTS - 1)].contains(to)
    }

    /// Whether capturing the opponent's piece on `to` might leave the opponent
    /// connected; `false` proves it does not.
    #[inline(always)]
    pub fn may_connect_opponent(&self, to: Place) -> bool {
        self.captures.contains(to)
    }
}

/// The pieces of `pieces` whose capture may leave the rest connected: all of them if
/// they are connected, a piece alone in its group if they are in two groups, none if in
/// more.
fn connecting_captures(pieces: PlaceSet) -> PlaceSet {
    // Three pieces alone are three groups, without a flood fill.
    if pieces.lonely().count() > 2 {
        return PlaceSet::EMPTY;
    }
    let Some(seed) = pieces.first() else { return PlaceSet::EMPTY };
    let first = pieces.group_around(PlaceSet::from(seed));
    let rest = pieces - first;
    let Some(seed) = rest.first() else { return pieces };
    let second = rest.group_around(PlaceSet::from(seed));
    if second != rest {
        return PlaceSet::EMPTY;
    }
    let alone = |group: PlaceSet| group.only_if(group.count() == 1);
    alone(first) | alone(second)
}
