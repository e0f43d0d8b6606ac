//! What the square grids share: the four kinds of line and eight directions
//! ([`LineKind`](lines::LineKind), [`Direction`](lines::Direction)) and the eight
//! symmetries of the square ([`Symmetry`](symmetry::Symmetry)).

pub(crate) mod lines;
pub(crate) mod symmetry;
