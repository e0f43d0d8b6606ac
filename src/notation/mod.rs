//! Notation and formats: position text, move text, PlayStrategy FEN, SGF, Abstract
//! Play's records, serde and SVG. Each format has one writer and one reader here, and the engine below never
//! depends on them.

#[cfg(feature = "abstract-play")]
pub(crate) mod abstract_play;
#[cfg(feature = "serde")]
pub(crate) mod game_serde;
pub(crate) mod game_text;
pub(crate) mod move_text;
pub(crate) mod playstrategy;
pub(crate) mod position_text;
pub(crate) mod sgf;
#[cfg(feature = "svg")]
pub(crate) mod svg;
