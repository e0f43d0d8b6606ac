//! The board: the vocabulary every geometry shares (colours, the [`Geometry`] trait and
//! its square and set traits, the Zobrist keys' generator), and one folder for each
//! geometry with its squares, sets, lines, tables and fast paths: `grid8/` (every
//! board up to 8×8), `grid12/` (9×9 to 12×12) and `hex/` (the hexagons hex5 and hex6), with the square grids' shared
//! directions and symmetries in `square_grid/`.
//!
//! [`Geometry`]: geometry::Geometry

pub(crate) mod color;
pub(crate) mod fast_paths;
pub(crate) mod geometries;
pub(crate) mod geometry;
pub(crate) mod grid12;
pub(crate) mod grid8;
pub(crate) mod hex;
pub(crate) mod square_grid;
pub(crate) mod zobrist;
