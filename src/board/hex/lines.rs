//! Lines and directions of the hexagonal boards: the three kinds of line ([`HexLineKind`]),
//! the six directions a piece moves in ([`HexDirection`]), and the compile-time ray and
//! line tables of hex6 built on them.

use crate::board::hex::place::{Place, SLOTS, STRIDE};
use crate::board::hex::place_set::PlaceSet;

/// The three kinds of line, one for each axis of the hexagon. A line is a maximal
/// straight run of cells of one kind; each cell is on exactly one line of each kind.
///
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum HexLineKind {
    /// A row: `a1`–`a6` and so on (cube coordinate `r` fixed).
    Row = 0,
    /// A line that steps up and to the right from row to row, as `a1`–`k6` (cube
    /// coordinate `q` fixed).
    UpRight = 1,
    /// A line that steps up and to the left from row to row, as `a6`–`k1` (cube
    /// coordinate `s` fixed).
    UpLeft = 2,
}

impl HexLineKind {
    /// The three kinds.
    pub const ALL: [HexLineKind; 3] = [HexLineKind::Row, HexLineKind::UpRight, HexLineKind::UpLeft];

    /// The two directions along this kind of line, the one of increasing cell index
    /// first.
    #[inline]
    pub const fn directions(self) -> [HexDirection; 2] {
        match self {
            HexLineKind::Row => [HexDirection::East, HexDirection::West],
            HexLineKind::UpRight => [HexDirection::NorthEast, HexDirection::SouthWest],
            HexLineKind::UpLeft => [HexDirection::NorthWest, HexDirection::SouthEast],
        }
    }

    /// A lower-case name, as used in messages: `"row"`, `"up-right line"`, `"up-left line"`.
    pub const fn name(self) -> &'static str {
        match self {
            HexLineKind::Row => "row",
            HexLineKind::UpRight => "up-right line",
            HexLineKind::UpLeft => "up-left line",
        }
    }
}

/// One of the six directions of movement, each towards a neighbour: along the row
/// (east, west) or to one of the two neighbours in the row above (north-east,
/// north-west) or below (south-west, south-east).
///
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum HexDirection {
    /// Along the row, towards its higher numbers.
    East = 0,
    /// To the right-hand neighbour in the row above.
    NorthEast = 1,
    /// To the left-hand neighbour in the row above.
    NorthWest = 2,
    /// Along the row, towards its lower numbers.
    West = 3,
    /// To the left-hand neighbour in the row below.
    SouthWest = 4,
    /// To the right-hand neighbour in the row below.
    SouthEast = 5,
}

impl HexDirection {
    /// All six, anticlockwise from east: each is the one before it turned by 60°, and
    /// the opposite of a direction is three places on.
    pub const ALL: [HexDirection; 6] = [
        HexDirection::East,
        HexDirection::NorthEast,
        HexDirection::NorthWest,
        HexDirection::West,
        HexDirection::SouthWest,
        HexDirection::SouthEast,
    ];

    /// The direction of `ALL[index % 6]`.
    #[inline]
    pub(crate) const fn from_index(index: usize) -> HexDirection {
        HexDirection::ALL[index % 6]
    }

    /// The opposite direction.
    #[inline]
    pub const fn opposite(self) -> HexDirection {
        HexDirection::from_index(self as usize + 3)
    }

    /// The direction turned anticlockwise by `sixths` sixths of a turn (60° each).
    ///
    #[inline]
    pub const fn turned(self, sixths: u8) -> HexDirection {
        HexDirection::from_index(self as usize + sixths as usize % 6)
    }

    /// The kind of line this direction runs along.
    #[inline]
    pub const fn line_kind(self) -> HexLineKind {
        match self {
            HexDirection::East | HexDirection::West => HexLineKind::Row,
            HexDirection::NorthEast | HexDirection::SouthWest => HexLineKind::UpRight,
            HexDirection::NorthWest | HexDirection::SouthEast => HexLineKind::UpLeft,
        }
    }

    /// One step as a change of the [axial](crate::Cell::axial) coordinates `(q, r)`.
    #[inline]
    pub const fn axial_step(self) -> (i8, i8) {
        match self {
            HexDirection::East => (1, 0),
            HexDirection::NorthEast => (0, 1),
            HexDirection::NorthWest => (-1, 1),
            HexDirection::West => (-1, 0),
            HexDirection::SouthWest => (0, -1),
            HexDirection::SouthEast => (1, -1),
        }
    }

    /// The change of a cell's [slot](Place::slot) for one step.
    #[inline]
    pub(crate) const fn slot_step(self) -> isize {
        let (dq, dr) = self.axial_step();
        // x = q + r + 5 and y = r + 5: the slot 11·y + x changes by 12·dr + dq.
        12 * dr as isize + dq as isize
    }

    /// A lower-case name, as used in messages: `"east"`, `"north-east"`, …
    pub const fn name(self) -> &'static str {
        match self {
            HexDirection::East => "east",
            HexDirection::NorthEast => "north-east",
            HexDirection::NorthWest => "north-west",
            HexDirection::West => "west",
            HexDirection::SouthWest => "south-west",
            HexDirection::SouthEast => "south-east",
        }
    }
}

/// `REACH[direction][slot]`: how many steps from the cell in `slot` in `direction` stay
/// on hex6 (0 for the slots that are no cell's).
const REACH: [[u8; 128]; 6] = {
    let mut table = [[0u8; 128]; 6];
    let mut d = 0;
    while d < 6 {
        let (dq, dr) = HexDirection::ALL[d].axial_step();
        let mut slot = 0;
        while slot < SLOTS {
            if let Some(cell) = Place::try_from_slot(slot) {
                let (mut q, mut r) = cell.axial();
                let mut steps = 0;
                while Place::from_axial(q + dq, r + dr).is_some() {
                    steps += 1;
                    q += dq;
                    r += dr;
                }
                table[d][slot] = steps;
            }
            slot += 1;
        }
        d += 1;
    }
    table
};

/// `RAYS[direction][slot]`: the cells beyond the cell in `slot` in `direction`, up to the
/// edge of hex6.
static RAYS: [[PlaceSet; 128]; 6] = rays();

/// `LINES[kind][slot]`: the whole line of `kind` through the cell in `slot`, the cell
/// included, up to the edges of hex6.
static LINES: [[PlaceSet; 128]; 3] = lines(&rays());

/// The table of [`RAYS`], at compile time.
const fn rays() -> [[PlaceSet; 128]; 6] {
    let mut table = [[PlaceSet::EMPTY; 128]; 6];
    let mut d = 0;
    while d < 6 {
        let mut slot = 0;
        while slot < SLOTS {
            let mut steps = 1;
            while steps <= REACH[d][slot] as isize {
                let target = Place::from_slot((slot as isize + HexDirection::ALL[d].slot_step() * steps) as usize);
                table[d][slot] = table[d][slot].with(target);
                steps += 1;
            }
            slot += 1;
        }
        d += 1;
    }
    table
}

/// The table of [`LINES`] from that of [`RAYS`], at compile time.
const fn lines(rays: &[[PlaceSet; 128]; 6]) -> [[PlaceSet; 128]; 3] {
    let mut table = [[PlaceSet::EMPTY; 128]; 3];
    let mut slot = 0;
    while slot < SLOTS {
        if let Some(cell) = Place::try_from_slot(slot) {
            let mut d = 0;
            while d < 6 {
                let kind = HexDirection::ALL[d].line_kind() as usize;
                table[kind][slot] = table[kind][slot].union(rays[d][slot]).with(cell);
                d += 1;
            }
        }
        slot += 1;
    }
    table
}

/// The cell `distance` steps from `from` in `direction`, if it is on hex6.
#[inline(always)]
pub const fn step(direction: HexDirection, from: Place, distance: u8) -> Option<Place> {
    if distance <= REACH[direction as usize][from.slot()] {
        Some(Place::from_slot((from.slot() as isize + direction.slot_step() * distance as isize) as usize))
    } else {
        None
    }
}

/// The whole line of `kind` through `cell`, up to the edges of hex6.
#[inline(always)]
pub fn line(kind: HexLineKind, cell: Place) -> PlaceSet {
    LINES[kind as usize][cell.slot()]
}

/// The cells strictly between `from` and `to`, which lie on one line in `direction`
/// (from `from`): those beyond `from` towards `to` and beyond `to` towards `from`.
#[inline(always)]
pub fn between(direction: HexDirection, from: Place, to: Place) -> PlaceSet {
    RAYS[direction as usize][from.slot()] & RAYS[direction.opposite() as usize][to.slot()]
}

/// The direction from `from` to `to`, if they are different cells on one line.
pub const fn direction_between(from: Place, to: Place) -> Option<HexDirection> {
    let ((q1, r1), (q2, r2)) = (from.axial(), to.axial());
    let (dq, dr) = (q2 - q1, r2 - r1);
    Some(match (dq.signum(), dr.signum()) {
        (1, 0) => HexDirection::East,
        (-1, 0) => HexDirection::West,
        (0, 1) => HexDirection::NorthEast,
        (0, -1) => HexDirection::SouthWest,
        (-1, 1) if dq == -dr => HexDirection::NorthWest,
        (1, -1) if dq == -dr => HexDirection::SouthEast,
        _ => return None,
    })
}

/// The number of lines of each kind on hex6: its rows, 11.
pub(crate) const LINES_OF_KIND: usize = STRIDE;
