//! The two sides.

use core::ops::Not;

crate::named::named_enum! {
    /// A side: Black moves first, and comes first in the order (`Black < White`).
    ///
    /// ```
    /// use lines_of_action::Color;
    /// assert_eq!(!Color::Black, Color::White);
    /// assert_eq!(Color::White.other(), Color::Black);
    /// assert_eq!(Color::Black.to_string(), "black");
    /// assert_eq!("W".parse::<Color>()?, Color::White);
    /// assert_eq!(Color::ALL, [Color::Black, Color::White]);
    /// # Ok::<(), lines_of_action::UnknownColor>(())
    /// ```
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
    #[repr(u8)]
    pub enum Color {
        /// The side that moves first (`b` in the notation): 0.
        Black,
        /// The side that moves second (`w` in the notation): 1.
        White,
    }
    unknown: UnknownColor("colour");
}

impl Color {
    /// The names `FromStr` reads, the one `Display` writes first.
    const fn names(self) -> &'static [&'static str] {
        match self {
            Color::Black => &["black", "b"],
            Color::White => &["white", "w"],
        }
    }

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
