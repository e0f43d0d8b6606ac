//! The two sides.

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

use alloc::string::{String, ToString};
use thiserror::Error;

use crate::quoted::Quoted;

/// A side: Black moves first, and comes first in the order (`Black < White`).
///
/// ```
/// use lines_of_action::Color;
/// assert_eq!(!Color::Black, Color::White);
/// assert_eq!(Color::White.other(), Color::Black);
/// assert_eq!(Color::Black.to_string(), "black");
/// assert_eq!("W".parse::<Color>()?, Color::White);
/// # Ok::<(), lines_of_action::UnknownColor>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[repr(u8)]
pub enum Color {
    /// The side that moves first (`b` in the notation).
    Black = 0,
    /// The side that moves second (`w` in the notation).
    White = 1,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The colour named by `'b'` or `'w'`.
    #[inline]
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'b' => Some(Color::Black),
            'w' => Some(Color::White),
            _ => None,
        }
    }

    /// The opponent.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in the position notation: `'b'` or `'w'`.
    #[inline]
    pub const fn char(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }
}

impl Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// A name that is not a [`Color`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown colour {name}: expected black, white, b or w")]
pub struct UnknownColor {
    /// The name, quoted and cut short if long.
    name: String,
}

impl FromStr for Color {
    type Err = UnknownColor;

    /// Reads `black`, `white`, or the notation's letters `b` and `w`, in any case.
    fn from_str(text: &str) -> Result<Color, UnknownColor> {
        let names = [("black", Color::Black), ("b", Color::Black), ("white", Color::White), ("w", Color::White)];
        names
            .into_iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|(_, color)| color)
            .ok_or_else(|| UnknownColor { name: Quoted(text).to_string() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn colours_name_and_index_themselves() {
        assert_eq!(Color::ALL.map(Color::index), [0, 1]);
        assert_eq!(Color::ALL.map(Color::char), ['b', 'w']);
        for color in Color::ALL {
            assert_eq!(Color::from_char(color.char()), Some(color));
            assert_eq!(!color, color.other());
            assert_ne!(color.other(), color);
        }
        assert_eq!(Color::from_char('x'), None);
        assert_eq!(Color::from_char('B'), None);
        assert_eq!((Color::Black.to_string(), Color::White.to_string()), ("black".into(), "white".into()));
    }
}
