//! [`Theme`]: the colours of an SVG diagram's board and highlights.

crate::named::named_enum! {
    /// The colours of a diagram ([`SvgOptions::theme`](crate::SvgOptions::theme)): the board,
    /// its frame and labels, and the highlights. The pieces are black and white in every
    /// theme.
    ///
    /// ```
    /// use lines_of_action::Theme;
    /// assert_eq!(Theme::default(), Theme::Wood);
    /// assert_eq!("high-contrast".parse(), Ok(Theme::HighContrast));
    /// assert_eq!(Theme::Blue.to_string(), "blue");
    /// assert_eq!(Theme::Wood.light_square(), "#f0d9b5");
    /// ```
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    #[non_exhaustive]
    pub enum Theme {
        /// Brown wood, as on many chess sites (the diagrams' colours before themes).
        #[default]
        Wood,
        /// Blue-grey squares, a dark slate frame.
        Blue,
        /// White and mid-grey squares, a black frame, strong highlights: for print and for
        /// readers who need the contrast.
        HighContrast,
    }
    unknown: UnknownTheme("theme");
}

impl Theme {
    /// The names `FromStr` reads, the one `Display` writes first.
    const fn names(self) -> &'static [&'static str] {
        match self {
            Theme::Wood => &["wood"],
            Theme::Blue => &["blue"],
            Theme::HighContrast => &["high-contrast"],
        }
    }

    /// The colour of the light squares (a `#rrggbb` text).
    pub const fn light_square(self) -> &'static str {
        self.palette().light_square
    }

    /// The colour of the dark squares (a `#rrggbb` text).
    pub const fn dark_square(self) -> &'static str {
        self.palette().dark_square
    }

    /// Every colour of the theme.
    pub(super) const fn palette(self) -> &'static Palette {
        match self {
            Theme::Wood => &WOOD,
            Theme::Blue => &BLUE,
            Theme::HighContrast => &HIGH_CONTRAST,
        }
    }
}

/// The colours a diagram is drawn with, all `#rrggbb`.
pub(super) struct Palette {
    pub(super) light_square: &'static str,
    pub(super) dark_square: &'static str,
    /// The frame around the board, with coordinates.
    pub(super) frame: &'static str,
    /// The coordinates' text, on the frame.
    pub(super) label: &'static str,
    /// The dashed outline inside a hole.
    pub(super) hole: &'static str,
    pub(super) marked: &'static str,
    pub(super) selected: &'static str,
    pub(super) target: &'static str,
    /// The last move's arrow and drop ring.
    pub(super) arrow: &'static str,
    /// The last move's squares.
    pub(super) last_move: &'static str,
    /// A threatened win's squares and pieces.
    pub(super) threat: &'static str,
    /// Black Hole's black hole: its disc.
    pub(super) black_hole: &'static str,
    /// The ring around the black hole's disc.
    pub(super) black_hole_rim: &'static str,
}

const WOOD: Palette = Palette {
    light_square: "#f0d9b5",
    dark_square: "#b58863",
    frame: "#5c4330",
    label: "#f0d9b5",
    hole: "#b58863",
    marked: "#ffd400",
    selected: "#14551e",
    target: "#14551e",
    arrow: "#15781b",
    last_move: "#9bc700",
    threat: "#e0201b",
    black_hole: "#000000",
    black_hole_rim: "#ff8f00",
};

const BLUE: Palette = Palette {
    light_square: "#dee3e6",
    dark_square: "#8ca2ad",
    frame: "#2f4553",
    label: "#dee3e6",
    hole: "#8ca2ad",
    marked: "#ffd400",
    selected: "#14551e",
    target: "#14551e",
    arrow: "#15781b",
    last_move: "#9bc700",
    threat: "#e0201b",
    black_hole: "#000000",
    black_hole_rim: "#7e3ff2",
};

const HIGH_CONTRAST: Palette = Palette {
    light_square: "#ffffff",
    dark_square: "#8c8c8c",
    frame: "#000000",
    label: "#ffffff",
    hole: "#000000",
    marked: "#ffe000",
    selected: "#0050ff",
    target: "#0050ff",
    arrow: "#0050ff",
    last_move: "#00c8ff",
    threat: "#ff0000",
    black_hole: "#000000",
    black_hole_rim: "#ff00ff",
};
