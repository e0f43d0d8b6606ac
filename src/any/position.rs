//! [`AnyPosition`]: a position whose board is chosen at run time.

use core::str::FromStr;

use crate::any::{AnyPosition, ParsePositionErrors};
use crate::board::color::Color;
use crate::board::geometries::{AnyBoard, GeometryKind};
#[cfg(feature = "serde")]
use crate::notation::position_text::parse_position;
use crate::position::Position;
use crate::position::family::{Family, ParachuteOptions};
use crate::rules::Rules;
use crate::rules::outcome::GameResult;
use crate::variants::Variant;

impl AnyPosition {
    /// The start of `variant`, on its board, Black to move.
    ///
    /// ```
    /// use lines_of_action::{AnyPosition, Variant};
    /// assert!(matches!(AnyPosition::from_variant(Variant::SixBySix), AnyPosition::Grid8(_)));
    /// assert_eq!(AnyPosition::from_variant(Variant::BlackHole).board_size(), 9);
    /// ```
    pub fn from_variant(variant: Variant) -> AnyPosition {
        AnyPosition::from_variant_with(variant, ParachuteOptions::DEFAULT)
    }

    /// The start of `variant` with Parachute's `options` (ignored by the other variants).
    pub fn from_variant_with(variant: Variant, options: ParachuteOptions) -> AnyPosition {
        crate::with_geometry!(variant, |G| AnyBoard::on::<G>(Position::from_valid_setup(
            variant.layout_on::<G>(options)
        )))
    }

    /// Reads a position of `variant` on its board ([`Position::read`]).
    ///
    /// ```
    /// use lines_of_action::{AnyPosition, Variant};
    /// let pos = AnyPosition::read("1bbbbbbbbb1/w9w/w9w/w9w/w9w/w9w/w9w/w9w/w9w/w9w/1bbbbbbbbb1 b", Variant::ElevenByEleven)?;
    /// assert_eq!(pos, AnyPosition::from_variant(Variant::ElevenByEleven));
    /// assert!(AnyPosition::read("1bbb1/w3w/w3w/w3w/1bbb1 b", Variant::NineByNine).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The geometry's [`ParsePositionError`](crate::ParsePositionError).
    pub fn read(text: &str, variant: Variant) -> Result<AnyPosition, AnyBoard<ParsePositionErrors>> {
        AnyPosition::read_with(text, variant, ParachuteOptions::DEFAULT)
    }

    /// [`read`](AnyPosition::read) for Parachute with `options`.
    ///
    /// # Errors
    /// The geometry's [`ParsePositionError`](crate::ParsePositionError).
    pub fn read_with(
        text: &str,
        variant: Variant,
        options: ParachuteOptions,
    ) -> Result<AnyPosition, AnyBoard<ParsePositionErrors>> {
        crate::with_geometry!(variant, |G| {
            Position::<G>::read_with(text, variant, options).map(AnyBoard::on::<G>).map_err(AnyBoard::on::<G>)
        })
    }

    /// The number of files and ranks of the board.
    pub fn board_size(&self) -> u8 {
        crate::on_any_board!(self, |position| position.board_size())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        crate::on_any_board!(self, |position| position.turn())
    }

    /// The variant's special rules the position follows.
    pub fn family(&self) -> Family {
        crate::on_any_board!(self, |position| position.family())
    }

    /// The number of legal moves ([`Position::move_count`]).
    pub fn move_count(&self) -> usize {
        crate::on_any_board!(self, |position| position.move_count())
    }

    /// The result under `rules`, if the game is over ([`Position::result`]).
    pub fn result(&self, rules: Rules) -> Option<GameResult> {
        crate::on_any_board!(self, |position| position.result(rules))
    }

    /// [`Position::perft`] on whichever board.
    pub fn perft(&self, depth: u32, rules: Rules) -> u64 {
        crate::on_any_board!(self, |position| position.perft(depth, rules))
    }

    /// [`Position::perft_pure`] on whichever board.
    pub fn perft_pure(&self, depth: u32) -> u64 {
        crate::on_any_board!(self, |position| position.perft_pure(depth))
    }

    /// The Zobrist hash ([`Position::zobrist_hash`]).
    pub fn zobrist_hash(&self) -> u64 {
        crate::on_any_board!(self, |position| position.zobrist_hash())
    }
}

/// Reads a position of the standard family on whichever board its text has: up to 8
/// ranks on the 8×8 geometry, 9 to 12 on the wide one.
///
/// ```
/// use lines_of_action::AnyPosition;
/// let pos: AnyPosition = "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b".parse()?;
/// assert_eq!(pos.board_size(), 12);
/// # Ok::<(), lines_of_action::AnyBoard<lines_of_action::ParsePositionErrors>>(())
/// ```
impl FromStr for AnyPosition {
    type Err = AnyBoard<ParsePositionErrors>;

    fn from_str(text: &str) -> Result<AnyPosition, Self::Err> {
        let geometry = geometry_of_text(text);
        crate::with_geometry!(geometry, |G| text
            .parse::<Position<G>>()
            .map(AnyBoard::on::<G>)
            .map_err(AnyBoard::on::<G>))
    }
}

/// The geometry a position's text is on: the first whose boards have as many rows as the
/// text and a top row as long as the text's (so a hexagon's nine rows are not a 9×9
/// board's); else the first with as many rows, whose reader says what is wrong; else the
/// first geometry, whose reader says why.
fn geometry_of_text(text: &str) -> GeometryKind {
    let board = text.split_whitespace().next().unwrap_or_default();
    let rows = board.split('/').count();
    let top_width = row_width(board.split('/').next().unwrap_or_default());
    let fits = |kind: GeometryKind| {
        crate::with_geometry!(kind, |G| {
            <G as crate::Geometry>::size_of_rows(rows).map(|size| {
                let top = <G as crate::Geometry>::rows(size).saturating_sub(1);
                usize::from(<G as crate::Geometry>::row_length(size, top)) == top_width
            })
        })
    };
    let kinds = GeometryKind::ALL.iter().copied();
    kinds
        .clone()
        .find(|&kind| fits(kind) == Some(true))
        .or_else(|| kinds.clone().find(|&kind| fits(kind).is_some()))
        .unwrap_or(GeometryKind::ALL[0])
}

/// The number of cells a row of position text describes: each run of digits the number
/// it writes, each other character one cell.
fn row_width(row: &str) -> usize {
    let (mut width, mut run) = (0usize, 0usize);
    for byte in row.bytes() {
        if byte.is_ascii_digit() {
            run = run.saturating_mul(10).saturating_add(usize::from(byte - b'0'));
        } else {
            width = width.saturating_add(run).saturating_add(1);
            run = 0;
        }
    }
    width.saturating_add(run)
}

/// With serde, a position on either board travels as that board's position does (its
/// text, or its family and text), and is read back onto the board its text has.
#[cfg(feature = "serde")]
impl serde::Serialize for AnyPosition {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        crate::on_any_board!(self, |position| position.serialize(serializer))
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for AnyPosition {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<AnyPosition, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = AnyPosition;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a position in Lines of Action notation, or its family and text")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<AnyPosition, E> {
                text.parse().map_err(E::custom)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<AnyPosition, A::Error> {
                let (mut family, mut text) = (None, None::<alloc::string::String>);
                while let Some(key) = map.next_key::<alloc::string::String>()? {
                    match key.as_str() {
                        "family" => family = Some(map.next_value::<Family>()?),
                        "text" => text = Some(map.next_value()?),
                        other => return Err(serde::de::Error::unknown_field(other, &["family", "text"])),
                    }
                }
                let family = family.ok_or_else(|| serde::de::Error::missing_field("family"))?;
                let text = text.ok_or_else(|| serde::de::Error::missing_field("text"))?;
                let read = crate::with_geometry!(geometry_of_text(&text), |G| {
                    parse_position::<G>(&text, None, family)
                        .map(AnyBoard::on::<G>)
                        .map_err(AnyBoard::<ParsePositionErrors>::on::<G>)
                });
                read.map_err(serde::de::Error::custom)
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}
