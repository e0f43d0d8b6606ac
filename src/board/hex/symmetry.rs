//! [`HexSymmetry`]: the twelve symmetries of the hexagon, and what they do to cells,
//! sets of cells and directions.

use crate::board::hex::lines::HexDirection;
use crate::board::hex::place::{Place, SIDES, SLOTS};
use crate::board::hex::place_set::PlaceSet;

/// One of the twelve symmetries of the hexagonal boards (the dihedral group D6): six
/// rotations about the centre, the identity among them, and six reflections, each in
/// an axis through the centre: each maps the board onto itself, its lines onto lines
/// and its neighbours onto neighbours.
///
/// Angles are anticlockwise, a reflection's axis named by its angle from the east
/// direction (hex6's corners lie at 0° (f11), 60° (k6), 120° (k1), 180° (f1), 240° (a1)
/// and 300° (a6)): `Mirror0` is the middle row (f1–f11 on hex6, top and bottom
/// swapped), `Mirror60` the up-right line a1–k6, `Mirror120` the up-left line a6–k1;
/// `Mirror30`, `Mirror90` and `Mirror150` run through the middles of two opposite edges
/// (`Mirror90` swaps left and right).
///
/// Each maps lines to lines and neighbours to neighbours, so legal moves to legal moves
/// and connection to connection.
///
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum HexSymmetry {
    /// Every cell stays where it is.
    Identity = 0,
    /// A sixth of a turn anticlockwise: hex6's a1 goes to a6, a6 to f11.
    Rotate60 = 1,
    /// A third of a turn anticlockwise: a1 goes to f11.
    Rotate120 = 2,
    /// A half turn: a1 goes to k6.
    Rotate180 = 3,
    /// A third of a turn clockwise: a1 goes to k1.
    Rotate240 = 4,
    /// A sixth of a turn clockwise: a1 goes to f1.
    Rotate300 = 5,
    /// Reflected in the middle row: row `a` and the top row swap, a1 goes to k1.
    Mirror0 = 6,
    /// Reflected in the axis at 30°, through the middles of the edges f11–k6 and
    /// a1–f1: a1 goes to f1.
    Mirror30 = 7,
    /// Reflected in the up-right line through the centre (a1–k6), which stays.
    Mirror60 = 8,
    /// Reflected in the vertical axis: each row reversed, a1 goes to a6.
    Mirror90 = 9,
    /// Reflected in the up-left line through the centre (a6–k1), which stays: a1 goes
    /// to f11.
    Mirror120 = 10,
    /// Reflected in the axis at 150°, through the middles of the edges k1–f1 and
    /// a6–f11: a1 goes to k6.
    Mirror150 = 11,
}

impl HexSymmetry {
    /// All twelve: the rotations by 0°, 60°, … 300°, then the reflections in the axes at
    /// 0°, 30°, … 150°.
    pub const ALL: [HexSymmetry; 12] = [
        HexSymmetry::Identity,
        HexSymmetry::Rotate60,
        HexSymmetry::Rotate120,
        HexSymmetry::Rotate180,
        HexSymmetry::Rotate240,
        HexSymmetry::Rotate300,
        HexSymmetry::Mirror0,
        HexSymmetry::Mirror30,
        HexSymmetry::Mirror60,
        HexSymmetry::Mirror90,
        HexSymmetry::Mirror120,
        HexSymmetry::Mirror150,
    ];

    /// The symmetry as `(k, reflects)`: the reflection in the middle row if `reflects`,
    /// then a rotation by `k` sixths of a turn anticlockwise (a reflection in the middle
    /// row then a rotation by 60°·k is the reflection in the axis at 30°·k).
    #[inline]
    const fn parts(self) -> (u8, bool) {
        let index = self as u8;
        (index % 6, index >= 6)
    }

    /// The symmetry of [`parts`](Self::parts) `(k, reflects)`.
    #[inline]
    const fn from_parts(k: u8, reflects: bool) -> HexSymmetry {
        HexSymmetry::ALL[(k % 6) as usize + if reflects { 6 } else { 0 }]
    }

    /// The symmetry that undoes this one: each rotation the opposite one, each
    /// reflection itself.
    ///
    #[inline]
    pub const fn inverse(self) -> HexSymmetry {
        match self.parts() {
            (k, false) => HexSymmetry::from_parts(6 - k, false),
            (_, true) => self,
        }
    }

    /// This symmetry and then `next`: the one that takes every cell where `next` takes
    /// this one's image of it.
    ///
    #[inline]
    pub const fn then(self, next: HexSymmetry) -> HexSymmetry {
        // R^b F^n after R^a F^m is R^(b ± a) F^(n + m): a reflection reverses a rotation
        // it is moved past (F R^a = R^−a F).
        let ((a, m), (b, n)) = (self.parts(), next.parts());
        let k = if n { b + 6 - a } else { b + a };
        HexSymmetry::from_parts(k, m != n)
    }

    /// Where the symmetry takes the cube coordinates `(q, r, s)`.
    #[inline]
    const fn cube(self, (q, r, s): (i8, i8, i8)) -> (i8, i8, i8) {
        let (k, reflects) = self.parts();
        // The reflection in the middle row keeps r and swaps the others, negated.
        let (mut q, mut r, mut s) = if reflects { (-s, -r, -q) } else { (q, r, s) };
        let mut turns = 0;
        while turns < k {
            // A sixth of a turn anticlockwise: east (1, 0, −1) to north-east (0, 1, −1).
            (q, r, s) = (-r, -s, -q);
            turns += 1;
        }
        (q, r, s)
    }

    /// Where the symmetry takes `cell` (on every board that holds it).
    #[inline]
    pub const fn apply(self, cell: Place) -> Place {
        Place::from_slot(IMAGES[self as usize][cell.slot()] as usize)
    }

    /// Where the symmetry takes the set's cells.
    ///
    pub fn apply_to_set(self, set: PlaceSet) -> PlaceSet {
        set.into_iter().map(|cell| self.apply(cell)).collect()
    }

    /// The direction a step in `direction` becomes.
    ///
    #[inline]
    pub const fn direction(self, direction: HexDirection) -> HexDirection {
        let (k, reflects) = self.parts();
        let d = direction as u8;
        // The reflection in the middle row takes the direction at 60°·d to −60°·d.
        HexDirection::from_index((if reflects { 6 - d } else { d } + k) as usize)
    }
}

/// `IMAGES[symmetry][slot]`: the slot of the image of the cell in `slot`.
static IMAGES: [[u8; 128]; 12] = {
    let mut table = [[0u8; 128]; 12];
    let mut symmetry = 0;
    while symmetry < 12 {
        let mut slot = 0;
        while slot < SLOTS {
            if let Some(cell) = Place::try_from_slot(slot) {
                let (q, r, s) = HexSymmetry::ALL[symmetry].cube(cell.cube());
                table[symmetry][slot] = match Place::from_cube(q, r, s) {
                    Some(image) => image.slot() as u8,
                    None => panic!("a symmetry keeps the distance from the centre"),
                };
            }
            slot += 1;
        }
        symmetry += 1;
    }
    table
};

/// Where `symmetry` takes `cell` on the board of side `side`; `None` if the cell is off
/// that board or the side is not one of [`SIDES`].
#[inline]
pub const fn transformed(cell: Place, symmetry: HexSymmetry, side: u8) -> Option<Place> {
    if side < *SIDES.start() || side > *SIDES.end() || !cell.is_on(side) {
        return None;
    }
    Some(symmetry.apply(cell))
}

impl Place {
    /// Where `symmetry` takes this cell on the board of side `side`; `None` if the cell
    /// is off that board or the side is not one of [`SIDES`] (as [`transformed`]).
    #[inline]
    pub const fn transformed(self, symmetry: HexSymmetry, side: u8) -> Option<Place> {
        transformed(self, symmetry, side)
    }
}

impl crate::board::geometry::sealed::Sealed for HexSymmetry {}

impl crate::board::geometry::BoardSymmetry for HexSymmetry {
    const ALL: &'static [HexSymmetry] = &HexSymmetry::ALL;

    #[inline]
    fn inverse(self) -> HexSymmetry {
        HexSymmetry::inverse(self)
    }
}
