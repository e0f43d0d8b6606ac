//! Boards chosen at run time: [`AnyBoard`], a value of the 8×8 geometry or of the wide
//! one, and its aliases [`AnyPosition`], [`AnyGame`] and [`AnyMove`], for programs that
//! learn the board only when they run (from a variant's name, a record's `SZ`). Each
//! call is one `match`; everything below it is compiled for its geometry. SGF records of
//! every board: [`AnyGameRecord`] and [`read_any_sgf`].

mod game;
mod position;
mod record;

pub use record::{read_any_sgf, read_any_sgf_with};

use core::fmt;

use crate::board::wide::{Wide, WideSquare};
use crate::game::Game;
use crate::notation::sgf::GameRecord;
use crate::position::Position;
use crate::position::moves::Move;

/// A value on the boards up to 8×8 (`Board8`) or on the wide ones (`Wide`): what the
/// run-time board types are made of ([`AnyPosition`], [`AnyGame`], [`AnyMove`]), and
/// their errors. [`on_any_board!`](crate::on_any_board) runs the same code on either.
///
/// ```
/// use lines_of_action::{AnyPosition, Rules, Variant, on_any_board};
/// let pos = AnyPosition::from_variant("loa-12".parse::<Variant>()?);
/// assert!(matches!(pos, AnyPosition::Wide(_)));
/// assert_eq!(on_any_board!(&pos, |p| p.legal_moves().len()), 60);
/// assert_eq!(pos.perft(2, Rules::default()), 3_548); // RULES.md, "Reference perft"
/// # Ok::<(), lines_of_action::UnknownVariant>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyBoard<A, B> {
    /// On a board up to 8×8.
    Board8(A),
    /// On a board from 9×9 to 12×12.
    Wide(B),
}

/// A position on a board chosen at run time.
pub type AnyPosition = AnyBoard<Position, Position<Wide>>;

/// A game on a board chosen at run time.
pub type AnyGame = AnyBoard<Game, Game<Wide>>;

/// A move on a board chosen at run time.
pub type AnyMove = AnyBoard<Move, Move<WideSquare>>;

/// An SGF game record on the board its `SZ` or `SU` names, as
/// [`read_any_sgf`] reads it ([`GameRecord`] up to 8×8, `GameRecord<Wide>` beyond).
pub type AnyGameRecord = AnyBoard<GameRecord, GameRecord<Wide>>;

/// Runs `$body` with `$value`, an [`AnyBoard`] (or a reference to one), bound to `$x`
/// on whichever board it holds: the body is compiled once for each geometry, so it may
/// call anything generic over [`Geometry`](crate::Geometry). Both arms must give the
/// same type.
///
/// ```
/// use lines_of_action::{AnyPosition, Variant, on_any_board};
/// let pos = AnyPosition::from_variant(Variant::BlackHole);
/// let text = on_any_board!(&pos, |p| p.diagram().to_string());
/// assert!(text.starts_with("9 . b b b b b b b ."));
/// ```
#[macro_export]
macro_rules! on_any_board {
    ($value:expr, |$x:ident| $body:expr) => {
        match $value {
            $crate::AnyBoard::Board8($x) => $body,
            $crate::AnyBoard::Wide($x) => $body,
        }
    };
}

/// Runs `$body` with the type `$geometry` standing for the geometry whose boards
/// `$variant` is played on ([`Board8`](crate::Board8) or [`Wide`](crate::Wide)): the
/// body is compiled once for each.
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
        if $variant.fits::<$crate::Board8>() {
            #[allow(dead_code)]
            type $geometry = $crate::Board8;
            $body
        } else {
            #[allow(dead_code)]
            type $geometry = $crate::Wide;
            $body
        }
    };
}

impl<A: fmt::Display, B: fmt::Display> fmt::Display for AnyBoard<A, B> {
    /// As the value it holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        on_any_board!(self, |value| value.fmt(f))
    }
}

impl<A: core::error::Error, B: core::error::Error> core::error::Error for AnyBoard<A, B> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        on_any_board!(self, |error| error.source())
    }
}
