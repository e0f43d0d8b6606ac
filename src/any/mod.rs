//! Boards chosen at run time: [`AnyBoard`], a value of the 8×8 geometry or of the wide
//! one, and its aliases [`AnyPosition`], [`AnyGame`] and [`AnyMove`], for programs that
//! learn the board only when they run (from a variant's name, a record's `SZ`). Each
//! call is one `match`; everything below it is compiled for its geometry. SGF records of
//! every board: [`AnyGameRecord`] and [`read_any_sgf`]; Abstract Play's records on theirs
//! (`AbstractPlayRecord::any_game`, with the `abstract-play` feature).

#[cfg(feature = "abstract-play")]
mod abstract_play;
mod game;
mod position;
mod record;

pub use record::{read_any_sgf, read_any_sgf_with};

use crate::board::geometries::{AnyBoard, PerGeometry};
use crate::board::geometry::Geometry;
use crate::game::Game;
use crate::notation::game_text::MoveListProblem;
use crate::notation::position_text::ParsePositionError;
use crate::notation::sgf::GameRecords;
use crate::position::Position;
use crate::position::moves::Move;

/// [`Position`] on each geometry.
pub struct Positions;
/// [`Game`] on each geometry.
pub struct Games;
/// [`Move`] on each geometry.
pub struct Moves;
/// [`ParsePositionError`] on each geometry.
pub struct ParsePositionErrors;
/// [`MoveListProblem`] on each geometry.
pub struct MoveListProblems;

impl PerGeometry for Positions {
    type Of<G: Geometry> = Position<G>;
}
impl PerGeometry for Games {
    type Of<G: Geometry> = Game<G>;
}
impl PerGeometry for Moves {
    type Of<G: Geometry> = Move<G::Square>;
}
impl PerGeometry for ParsePositionErrors {
    type Of<G: Geometry> = ParsePositionError<G::Square>;
}
impl PerGeometry for MoveListProblems {
    type Of<G: Geometry> = MoveListProblem<G::Square>;
}

/// A position on a board chosen at run time.
pub type AnyPosition = AnyBoard<Positions>;

/// A game on a board chosen at run time.
pub type AnyGame = AnyBoard<Games>;

/// A move on a board chosen at run time.
pub type AnyMove = AnyBoard<Moves>;

/// An SGF game record on the board its `SZ` or `SU` names, as [`read_any_sgf`] reads it.
pub type AnyGameRecord = AnyBoard<GameRecords>;

/// Runs `$body` with `$value`, an [`AnyBoard`] (or a reference to one), bound to `$x`
/// on whichever geometry it holds: the body is compiled once for each geometry, so it
/// may call anything generic over [`Geometry`](crate::Geometry). Every arm must give
/// the same type.
///
/// ```
/// use lines_of_action::{AnyPosition, Variant, on_any_board};
/// let pos = AnyPosition::from_variant(Variant::BlackHole);
/// let text = on_any_board!(&pos, |p| p.diagram().to_string());
/// assert!(text.starts_with("9 . b b b b b b b ."));
/// ```
///
/// With a second name, `$geometry` stands for the geometry's type in the body:
///
/// ```
/// use lines_of_action::{AnyBoard, AnyGame, AnyPosition, Rules, Variant, on_any_board};
/// let start = AnyPosition::from_variant(Variant::TenByTen);
/// let game: AnyGame = on_any_board!(start, |position, G| AnyBoard::on::<G>(lines_of_action::Game::from_position(position, Rules::default())));
/// assert_eq!(game.position(), start);
/// ```
#[macro_export]
macro_rules! on_any_board {
    ($value:expr, |$x:pat_param| $body:expr) => {
        $crate::__for_each_geometry!([$crate::__on_any_board]($value)($x)()($body))
    };
    ($value:expr, |$x:pat_param, $geometry:ident| $body:expr) => {
        $crate::__for_each_geometry!([$crate::__on_any_board]($value)($x)($geometry)($body))
    };
}

/// [`on_any_board!`]'s `match`, one arm for each geometry of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __on_any_board {
    (($value:expr) ($x:pat_param) () ($body:expr) $($geometry:ident => $doc:literal,)+) => {
        match $value {
            $($crate::AnyBoard::$geometry($x) => $body,)+
        }
    };
    (($value:expr) ($x:pat_param) ($name:ident) ($body:expr) $($geometry:ident => $doc:literal,)+) => {
        match $value {
            $($crate::AnyBoard::$geometry($x) => {
                #[allow(dead_code)]
                type $name = $crate::$geometry;
                $body
            })+
        }
    };
}

/// Runs `$body` with the type `$geometry` standing for the geometry whose boards
/// `$variant` is played on ([`Variant::geometry`](crate::Variant::geometry)), or the
/// geometry `$variant` names if it is a [`GeometryKind`](crate::GeometryKind): the body
/// is compiled once for each geometry.
///
/// ```
/// use lines_of_action::{Position, Rules, Variant, with_geometry};
/// let variant = Variant::NineByNine;
/// let leaves = with_geometry!(variant, |G| Position::<G>::start_of(variant).map(|pos| pos.perft(2, Rules::default())));
/// assert_eq!(leaves, Ok(1_712)); // RULES.md, "Reference perft"
/// ```
#[macro_export]
macro_rules! with_geometry {
    ($variant:expr, |$geometry:ident| $body:expr) => {
        $crate::__for_each_geometry!([$crate::__with_geometry]($variant)($geometry)($body))
    };
}

/// [`with_geometry!`]'s `match`, one arm for each geometry of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_geometry {
    (($variant:expr) ($name:ident) ($body:expr) $($geometry:ident => $doc:literal,)+) => {
        match $crate::GeometryKind::from($variant) {
            $($crate::GeometryKind::$geometry => {
                #[allow(dead_code)]
                type $name = $crate::$geometry;
                $body
            })+
        }
    };
}
