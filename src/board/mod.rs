//! The board: squares, colours, sets of squares, the lines pieces move along and
//! their compile-time tables, Zobrist keys, and connectivity. Nothing here knows
//! about positions or rules.

pub(crate) mod bitboard;
pub(crate) mod board8;
pub(crate) mod color;
pub(crate) mod connectivity;
pub(crate) mod geometry;
pub(crate) mod line_state;
pub(crate) mod line_table;
pub(crate) mod lines;
pub(crate) mod square;
pub(crate) mod symmetry;
pub(crate) mod wide;
pub(crate) mod zobrist;
