//! SVG board diagrams (feature `svg`): [`Position::to_svg`], drawn as [`SvgOptions`] say
//! (with an [`Arrow`] per arrow and a [`Theme`] for the colours), with
//! [`Position::legal_targets`] to show where a piece may go. Every board is drawn, from
//! 5×5 to 12×12 and the hexagons (`hexagons.rs`: a hexagonal cell for each cell): the
//! options take the geometry's squares and sets (`SvgOptions<Grid12>` on the wide boards,
//! `SvgOptions<Hex5>` and `SvgOptions<Hex6>` on the hexagons), `SvgOptions` alone being
//! the 8×8 ones.
//!
//! The SVG is written by hand: no dependencies, integer coordinates, one element per
//! line, presentation attributes rather than a style sheet (so a diagram pasted into an
//! HTML page styles nothing else on it), and no fonts beyond the generic `sans-serif`.

mod hexagons;
mod theme;

pub use theme::{Theme, UnknownTheme};

use hexagons::Hexagons;
use theme::Palette;

use core::fmt::{self, Write};

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::board::color::Color;
use crate::board::geometry::{BoardSquare, CellShape, Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::board::grid8::square::Square;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;

/// How [`Position::to_svg`] draws a board: orientation, highlights, arrows, threats,
/// colours and size.
///
/// Start from [`SvgOptions::default()`] (or [`SvgOptions::new()`]) and chain the
/// `with_*` methods, or set the public fields; the struct is `#[non_exhaustive]`, so
/// options may be added without breaking code written either way.
///
/// The options hold squares, sets of squares and moves, so they have the board's
/// [`Geometry`]: `SvgOptions` is `SvgOptions<Grid8>`, for the boards up to 8×8, which
/// `new()` and `default()` make; [`SvgOptions::<G>::defaults()`](SvgOptions::defaults)
/// makes them on any geometry, [`Grid12`](crate::Grid12) for 9×9 to 12×12.
///
/// ```
/// use lines_of_action::{Bitboard, Move, Square, SvgOptions};
/// let options = SvgOptions::new()
///     .with_flipped(true)
///     .with_last_move(Move::new(Square::B1, Square::B3))
///     .with_marked(Bitboard::from(Square::E4));
/// assert!(options.flipped && options.coordinates);
/// assert_eq!(options.square_size, 48);
///
/// let mut plain = SvgOptions::default();
/// plain.coordinates = false;
/// assert_ne!(plain, SvgOptions::default());
/// ```
///
/// On a wide board:
///
/// ```
/// use lines_of_action::{Move, Position, SvgOptions, Variant, Grid12, Square12};
/// let pos = Position::<Grid12>::start_of(Variant::TwelveByTwelve)?;
/// let (c1, c3) = ("c1".parse::<Square12>()?, "c3".parse::<Square12>()?);
/// let options = SvgOptions::defaults().with_last_move(Move::new(c1, c3)).with_legal_targets(&pos, c1);
/// let svg = pos.to_svg(&options);
/// assert!(svg.contains(r#"viewBox="0 0 606 606""#) && svg.contains(">12</text>") && svg.contains(">l</text>"));
/// assert_eq!(svg.matches(r#"class="target""#).count(), 3); // c1-c3, c1-e3 and c1xa3
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SvgOptions<G: Geometry = Grid8> {
    /// The board seen from the other side (turned half a turn): the last rank (8 on
    /// 8×8, 12 on 12×12) at the bottom, the last file on the left; on a hexagon, row a at
    /// the top, each row's cell 1 on the right. Default `false`: rank 1 (row a) at the
    /// bottom, file a (each row's cell 1) on the left.
    pub flipped: bool,
    /// A move drawn as an arrow from its start square to its target, above the pieces
    /// and semi-transparent, with its squares tinted under the pieces (one
    /// `<rect class="last-move" …/>` each: the start and the target, an exit's square, a
    /// drop's square). An exit (Cheshire Cat) is an arrow from its square to the
    /// nearest edge of the board; a drop (Parachute) adds a dashed ring around the
    /// dropped stone; a pass draws nothing. Default `None`.
    pub last_move: Option<Move<G::Square>>,
    /// Squares marked with a dot, or with a ring when a piece stands on them: typically
    /// the targets of the selected piece (see [`Position::legal_targets`]). Default empty.
    pub targets: G::Set,
    /// Squares highlighted in yellow, under the pieces. Default empty.
    pub marked: G::Set,
    /// A square highlighted in green, under the pieces: typically the piece whose
    /// [`targets`](SvgOptions::targets) are shown. Default `None`.
    pub selected: Option<G::Square>,
    /// Files below the board and ranks on its left (a–h and 1–8 on 8×8, as many as the
    /// board has: a–e and 1–5 on 5×5, a–l and 1–12 on 12×12), in a frame around it. On a
    /// hexagon, each row's letter left of the row, and each number below the board, by
    /// the lowest cell of that number (see [`Position::to_svg`]). Default `true`.
    pub coordinates: bool,
    /// With [`coordinates`](SvgOptions::coordinates), the files above the board and the
    /// ranks on its right as well (on a hexagon, the numbers above it and the row letters
    /// right of the rows), in a frame as wide on every side. Default `false`.
    pub coordinates_on_all_sides: bool,
    /// More arrows, drawn after the last move's, each in its own colour: plans,
    /// variations, an engine's best move. Default none.
    pub arrows: Vec<Arrow<G::Square>>,
    /// The threat of a win, shown as chess diagrams show a check: with `Some(rules)`,
    /// each move the opponent of the side to move could win with at once under `rules`
    /// ([`Position::opponent_winning_moves`]) has the square it lands on tinted red
    /// (`<rect class="threat" …/>`, under the pieces) and the piece it starts from ringed
    /// in red (`<circle class="threat-origin" …/>`); an exit has its piece ringed, a
    /// drop its square tinted. Nothing is drawn when there is no threat. Default `None`.
    pub threats: Option<Rules>,
    /// The colours of the board and the highlights. Default [`Theme::Wood`].
    pub theme: Theme,
    /// The side of one square in pixels (SVG user units); sizes below 8 are drawn as 8. On
    /// a hexagon, the width of a cell, from flat side to flat side (rounded down to an
    /// even number). Default 48, which makes a 414 × 414 diagram of the 8×8 board with
    /// coordinates, 384 × 384 without, 606 × 606 of the 12×12 board, and 480 × 422 of
    /// hex5 (see [`Position::to_svg`] for the others).
    pub square_size: u16,
}

impl SvgOptions {
    /// The default options for the boards up to 8×8: unflipped, with coordinates, 48 px
    /// squares, no highlights. [`SvgOptions::defaults`] are the same on any geometry
    /// (`new` stays 8×8 so that `SvgOptions::new()` needs no type annotation).
    ///
    /// ```
    /// use lines_of_action::SvgOptions;
    /// assert_eq!(SvgOptions::new(), SvgOptions::default());
    /// ```
    pub const fn new() -> SvgOptions {
        SvgOptions::defaults()
    }
}

impl<G: Geometry> SvgOptions<G> {
    /// The smallest square size drawn.
    const MIN_SQUARE_SIZE: u16 = 8;

    /// The default options on any geometry: unflipped, with coordinates, 48 px squares,
    /// no highlights; [`SvgOptions::new()`] on 8×8.
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions, Variant, Grid12};
    /// let pos = Position::<Grid12>::start_of(Variant::TwelveByTwelve)?;
    /// let svg = pos.to_svg(&SvgOptions::defaults().with_coordinates(false));
    /// assert!(svg.contains(r#"viewBox="0 0 576 576""#)); // 12 · 48
    /// assert_eq!(SvgOptions::<Grid12>::defaults().square_size, SvgOptions::new().square_size);
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    pub const fn defaults() -> SvgOptions<G> {
        SvgOptions {
            flipped: false,
            last_move: None,
            targets: G::Set::EMPTY,
            marked: G::Set::EMPTY,
            selected: None,
            coordinates: true,
            coordinates_on_all_sides: false,
            arrows: Vec::new(),
            threats: None,
            theme: Theme::Wood,
            square_size: 48,
        }
    }

    /// These options with [`flipped`](SvgOptions::flipped) set: `true` puts rank 8 at the bottom.
    ///
    /// ```
    /// use lines_of_action::SvgOptions;
    /// assert!(SvgOptions::new().with_flipped(true).flipped);
    /// ```
    #[must_use]
    pub const fn with_flipped(mut self, flipped: bool) -> SvgOptions<G> {
        self.flipped = flipped;
        self
    }

    /// These options with `mv` as the [`last_move`](SvgOptions::last_move), drawn as an arrow.
    ///
    /// ```
    /// use lines_of_action::{Move, Square, SvgOptions};
    /// let mv = Move::new(Square::B1, Square::B3);
    /// assert_eq!(SvgOptions::new().with_last_move(mv).last_move, Some(mv));
    /// ```
    #[must_use]
    pub const fn with_last_move(mut self, mv: Move<G::Square>) -> SvgOptions<G> {
        self.last_move = Some(mv);
        self
    }

    /// These options with `targets` as the [`targets`](SvgOptions::targets), drawn as dots or rings.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square, SvgOptions};
    /// let targets = Bitboard::from(Square::B3) | Bitboard::from(Square::D3);
    /// assert_eq!(SvgOptions::new().with_targets(targets).targets.count(), 2);
    /// ```
    #[must_use]
    pub const fn with_targets(mut self, targets: G::Set) -> SvgOptions<G> {
        self.targets = targets;
        self
    }

    /// These options with `marked` as the [`marked`](SvgOptions::marked) (highlighted) squares.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Square, SvgOptions};
    /// let options = SvgOptions::new().with_marked(Bitboard::from(Square::E4));
    /// assert!(options.marked.contains(Square::E4));
    /// ```
    #[must_use]
    pub const fn with_marked(mut self, marked: G::Set) -> SvgOptions<G> {
        self.marked = marked;
        self
    }

    /// These options with `square` as the [`selected`](SvgOptions::selected) square.
    ///
    /// ```
    /// use lines_of_action::{Square, SvgOptions};
    /// assert_eq!(SvgOptions::new().with_selected(Square::C1).selected, Some(Square::C1));
    /// ```
    #[must_use]
    pub const fn with_selected(mut self, square: G::Square) -> SvgOptions<G> {
        self.selected = Some(square);
        self
    }

    /// These options with the piece on `from` selected and its legal targets in
    /// `position` shown: [`with_selected`](SvgOptions::with_selected)`(from)` and
    /// [`with_targets`](SvgOptions::with_targets)`(position.`[`legal_targets`](Position::legal_targets)`(from))`.
    ///
    /// ```
    /// use lines_of_action::{Position, Square, SvgOptions};
    /// let options = SvgOptions::new().with_legal_targets(&Position::default(), Square::C1);
    /// assert_eq!(options.selected, Some(Square::C1));
    /// assert_eq!(options.targets.into_iter().collect::<Vec<_>>(), [Square::A3, Square::C3, Square::E3]);
    /// ```
    #[must_use]
    pub fn with_legal_targets(self, position: &Position<G>, from: G::Square) -> SvgOptions<G> {
        self.with_selected(from).with_targets(position.legal_targets(from))
    }

    /// These options with or without [`coordinates`](SvgOptions::coordinates) around the board.
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions};
    /// let svg = Position::default().to_svg(&SvgOptions::new().with_coordinates(false));
    /// assert!(svg.contains(r#"viewBox="0 0 384 384""#));
    /// ```
    #[must_use]
    pub const fn with_coordinates(mut self, coordinates: bool) -> SvgOptions<G> {
        self.coordinates = coordinates;
        self
    }

    /// These options with or without [coordinates on all four
    /// sides](SvgOptions::coordinates_on_all_sides) (with coordinates on, as by default).
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions};
    /// let svg = Position::default().to_svg(&SvgOptions::new().with_coordinates_on_all_sides(true));
    /// assert!(svg.contains(r#"viewBox="0 0 432 432""#)); // 8 · 48 + 2 · 24
    /// assert_eq!(svg.matches(">a</text>").count(), 2);
    /// ```
    #[must_use]
    pub const fn with_coordinates_on_all_sides(mut self, all_sides: bool) -> SvgOptions<G> {
        self.coordinates_on_all_sides = all_sides;
        self
    }

    /// These options with one more [arrow](SvgOptions::arrows), from `from` to `to` in
    /// `color`, any SVG colour (`"red"`, `"#1e90ff"`, `"rgb(0,0,0)"`).
    ///
    /// ```
    /// use lines_of_action::{Position, Square, SvgOptions};
    /// let options = SvgOptions::new()
    ///     .with_arrow(Square::B1, Square::B3, "#1e90ff")
    ///     .with_arrow(Square::A2, Square::C2, "red");
    /// let svg = Position::default().to_svg(&options);
    /// assert_eq!(svg.matches(r#"class="arrow""#).count(), 2);
    /// assert!(svg.contains(r##"fill="#1e90ff""##) && svg.contains(r#"fill="red""#));
    /// ```
    #[must_use]
    pub fn with_arrow(mut self, from: G::Square, to: G::Square, color: impl Into<String>) -> SvgOptions<G> {
        self.arrows.push(Arrow { from, to, color: color.into() });
        self
    }

    /// These options showing the opponent's [threats](SvgOptions::threats) to win under `rules`.
    ///
    /// ```
    /// use lines_of_action::{Bitboard, Position, Rules, SvgOptions};
    /// // RULES.md, "Perft": White threatens four winning moves.
    /// let pos: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b".parse()?;
    /// let wins = pos.opponent_winning_moves(Rules::default());
    /// let landings: Bitboard = wins.iter().filter_map(|mv| mv.target()).collect();
    /// let starts: Bitboard = wins.iter().filter_map(|mv| mv.origin()).collect();
    /// let svg = pos.to_svg(&SvgOptions::new().with_threats(Rules::default()));
    /// assert_eq!(svg.matches(r#"class="threat""#).count(), landings.count());
    /// assert_eq!(svg.matches(r#"class="threat-origin""#).count(), starts.count());
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[must_use]
    pub const fn with_threats(mut self, rules: Rules) -> SvgOptions<G> {
        self.threats = Some(rules);
        self
    }

    /// These options in the colours of `theme`.
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions, Theme};
    /// let svg = Position::default().to_svg(&SvgOptions::new().with_theme(Theme::Blue));
    /// assert!(svg.contains(Theme::Blue.light_square()) && !svg.contains(Theme::Wood.light_square()));
    /// ```
    #[must_use]
    pub const fn with_theme(mut self, theme: Theme) -> SvgOptions<G> {
        self.theme = theme;
        self
    }

    /// These options with squares of `pixels` on a side (at least 8).
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions};
    /// let svg = Position::default().to_svg(&SvgOptions::new().with_square_size(32).with_coordinates(false));
    /// assert!(svg.contains(r#"width="256" height="256""#));
    /// ```
    #[must_use]
    pub const fn with_square_size(mut self, pixels: u16) -> SvgOptions<G> {
        self.square_size = pixels;
        self
    }
}

impl Default for SvgOptions {
    /// [`SvgOptions::new()`].
    fn default() -> SvgOptions {
        SvgOptions::new()
    }
}

/// An arrow of [`SvgOptions::arrows`]: from the centre of one square to the centre of
/// another, in its own colour, drawn like the last move's (one semi-transparent
/// `<polygon class="arrow" …/>`, above the pieces). An arrow from a square to itself, or
/// with a square off the board, is not drawn. `S` is the board's square type:
/// [`Square`] up to 8×8, [`Square12`](crate::Square12) on the wide boards,
/// [`Cell5`](crate::Cell5) and [`Cell6`](crate::Cell6) on the hexagons.
///
/// ```
/// use lines_of_action::{Arrow, Square};
/// let arrow = Arrow { from: Square::B1, to: Square::B3, color: "blue".into() };
/// assert_eq!(arrow.color, "blue");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow<S = Square> {
    /// The square the arrow starts from.
    pub from: S,
    /// The square it points to.
    pub to: S,
    /// Its colour, any SVG colour: a name (`red`), `#rgb`, `#rrggbb`, `rgb(…)`. Written as an
    /// attribute value, with `&`, `<`, `>` and `"` escaped.
    pub color: String,
}

impl<G: Geometry> Position<G> {
    /// An SVG diagram of the board, drawn as `options` say.
    ///
    /// The output is deterministic and small (under 3 KB for the start position with
    /// the default options): one element per line, integer coordinates, a `viewBox` and
    /// a matching `width` and `height`, and a `<title>` holding the position's notation.
    /// Every piece is one `<circle class="piece black" …/>` or
    /// `<circle class="piece white" …/>`; every target one `<circle class="target" …/>`;
    /// each arrow (the last move's, then [`SvgOptions::arrows`]) one
    /// `<polygon class="arrow" …/>`; a square of the last move one
    /// `<rect class="last-move" …/>`, a marked square one `<rect class="marked" …/>`, a
    /// square a threatened win lands on one `<rect class="threat" …/>`, a piece it starts
    /// from one `<circle class="threat-origin" …/>`, and the selected square one
    /// `<rect class="selected" …/>`. The colours are the [`Theme`]'s.
    ///
    /// Every variant is drawn, on every board from 5×5 to 12×12 and on the hexagons:
    /// - a board smaller than its grid (5×5 to 7×7 in the 8×8 grid, 9×9 to 11×11 in the
    ///   12×12 one) is drawn alone, with its own coordinates: files a–e to a–l, ranks
    ///   1–5 to 1–12 (a two-digit rank fits the ranks' margin);
    /// - Black Hole's black hole (the centre square, e5 on 9×9) is a black disc in a
    ///   ring of the theme's colour, smaller than a piece and without its outline:
    ///   `<g class="black-hole">` holding a `<title>black hole e5</title>` and the two
    ///   circles, drawn above the highlights of its square and under the arrows;
    /// - a hole (Cheshire Cat) is a gap in the board, showing what lies behind it (the
    ///   frame, or the page without coordinates), with a dashed outline
    ///   `<rect class="hole" …/>` in it so that it shows on paper too. The light squares
    ///   are then one `path` with `fill-rule="evenodd"`: the board's outline, then one
    ///   square per hole, which the rule cuts out;
    /// - Parachute's reserves are a band below the board with two trays, Black's on the
    ///   left and White's on the right, each `<g class="reserve black">` (or `white`) in
    ///   its owner's colour, holding one small `<circle class="stone white" …/>` (or
    ///   `black`: the stones are the opponent's colour) per stone and a `<text>` with the
    ///   count. It is drawn for every position of the Parachute family, counts of 0
    ///   included once the drop phase is over, so a game's diagrams keep one size;
    /// - an exit's arrow goes from its square to the nearest edge of the board (on the
    ///   screen, the top first, then the bottom, the left, the right), and a drop is a
    ///   dashed ring `<circle class="drop" …/>` around the dropped stone;
    /// - a hexagonal board ([`CellShape::Hexagon`](crate::CellShape::Hexagon): hex5, hex6)
    ///   is drawn as the hexagon it is: each cell one `<polygon class="cell" …/>`, a
    ///   hexagon with a corner at the top, in the theme's light colour with a dark
    ///   outline; the rows level, row a at the bottom, each row centred, so that a cell
    ///   sits between its two neighbours of the next row. The highlights of a cell (the
    ///   last move's, marked, threatened, selected) are polygons of its shape with the
    ///   same classes, `<polygon class="last-move" …/>` and so on; the pieces, targets,
    ///   rings, arrows and hex6's black hole (f6) are drawn as on a square board, centred
    ///   on their cells. The coordinates are each row's letter left of the row, and the
    ///   numbers of the cells (each row's from 1 at its left end) below the board, each by
    ///   the lowest cell of its number: straight below the bottom row's cells (1 to 5 on
    ///   hex5), and down and to the right of the last cells of the rows up to the middle
    ///   row (6 to 9), from where the cells of that number run up and to the left, then,
    ///   from the middle row, up and to the right. With coordinates on all sides the
    ///   letters are right of the rows too and the numbers above the board as well.
    ///
    /// Squares off a small board, and holes, are never highlighted or targeted, and a
    /// last move with a square off the board draws nothing.
    ///
    /// The size, with `s` the [square size](SvgOptions::square_size) (at least 8) and
    /// `n` the [board size](Position::board_size), in whole units: `n·s` wide and high
    /// without coordinates, `n·s + s/2 + s/8` with them (the ranks' margin on the left
    /// and the files' below, a thin frame above and on the right), `n·s + s` with them on
    /// all sides (a margin of `s/2` on each); a Parachute position
    /// adds `3s/4` to the height for its reserves. So with the default options 8×8 is
    /// 414 × 414, 7×7 366 × 366, 6×6 318 × 318, Parachute 414 × 450, 9×9 (and Black
    /// Hole) 462 × 462, 10×10 510 × 510, 11×11 558 × 558 and 12×12 606 × 606.
    ///
    /// A hexagon of side `n` has `r = 2n − 1` rows and `r` cells in its widest one; its
    /// cells are `w = 2·⌊s/2⌋` wide and `3q` apart in height, with `q = (w/2)/√3`
    /// rounded (14 for `s = 48`). The board is `r·w` wide and `3q·r + q` high; with
    /// coordinates the frame is `s/2` left, right and below and `s/8` above (`s/2` with
    /// coordinates on all sides). So with the default options hex5 is 480 × 422 and hex6
    /// (and hex6 Scrambled Eggs) 576 × 506.
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions, Square};
    /// let mut pos = Position::default();
    /// let mv = pos.parse_move("b1-b3")?;
    /// pos.play(mv)?;
    /// let options = SvgOptions::new().with_last_move(mv).with_legal_targets(&pos, Square::A2);
    /// let svg = pos.to_svg(&options);
    /// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    /// assert!(svg.contains("<title>1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w</title>"));
    /// assert_eq!(svg.matches(r#"class="piece black""#).count(), 12);
    /// assert_eq!(svg.matches(r#"class="target""#).count(), options.targets.count());
    /// assert_eq!(svg.matches(r#"class="arrow""#).count(), 1);
    /// assert!(svg.ends_with("</svg>"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// The variants:
    ///
    /// ```
    /// use lines_of_action::{Cell6, Hex6, Move, Position, SvgOptions, Variant, Grid12};
    /// let small = Position::from_variant(Variant::SixBySix).unwrap().to_svg(&SvgOptions::new());
    /// assert!(small.contains(r#"viewBox="0 0 318 318""#) && small.contains(">f</text>"));
    ///
    /// let mut cat = Position::from_variant(Variant::CheshireCat).unwrap();
    /// let mv = cat.parse_move("b1-b3")?;
    /// cat.play(mv)?;
    /// let svg = cat.to_svg(&SvgOptions::new().with_last_move(mv));
    /// assert_eq!(svg.matches(r#"class="hole""#).count(), 1); // b1
    ///
    /// let mut parachute = Position::from_variant(Variant::Parachute).unwrap();
    /// let mv = parachute.parse_move("a5-c5@d4")?;
    /// parachute.play(mv)?;
    /// let svg = parachute.to_svg(&SvgOptions::new().with_last_move(mv));
    /// assert!(svg.contains(r#"viewBox="0 0 414 450""#));
    /// assert_eq!(svg.matches(r#"class="stone white""#).count(), 5); // Black's reserve
    /// assert_eq!(svg.matches(r#"class="stone black""#).count(), 6); // White's
    /// assert_eq!(svg.matches(r#"class="drop""#).count(), 1);
    ///
    /// let black_hole = Position::<Grid12>::start_of(Variant::BlackHole)?;
    /// let svg = black_hole.to_svg(&SvgOptions::defaults());
    /// assert!(svg.contains(r#"viewBox="0 0 462 462""#) && svg.contains("<title>black hole e5</title>"));
    /// assert_eq!(svg.matches(r#"class="black-hole""#).count(), 1);
    ///
    /// let hex6 = Position::<Hex6>::start_of(Variant::Hex6)?;
    /// let (k2, k6) = ("k2".parse::<Cell6>()?, "k6".parse::<Cell6>()?);
    /// let svg = hex6.to_svg(&SvgOptions::defaults().with_last_move(Move::new(k2, k6)));
    /// assert!(svg.contains(r#"viewBox="0 0 576 506""#) && svg.contains("<title>black hole f6</title>"));
    /// assert_eq!(svg.matches(r#"class="cell""#).count(), 91);
    /// assert_eq!(svg.matches(r#"<polygon class="last-move""#).count(), 2);
    /// assert!(svg.contains(">k</text>") && svg.contains(">11</text>"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_svg(&self, options: &SvgOptions<G>) -> String {
        let reserves =
            self.family().parachute_options().is_some() || Color::ALL.into_iter().any(|color| self.reserve(color) != 0);
        let metrics = Metrics::new(options, self.board_size(), reserves);
        Drawing { position: self, options, metrics }.to_string()
    }
}

// The pieces, in every theme.
const BLACK_FILL: &str = "#222";
const BLACK_OUTLINE: &str = "#eee";
const WHITE_FILL: &str = "#fafafa";
const WHITE_OUTLINE: &str = "#333";

/// The fill and the outline of `color`'s pieces (and of its reserve's tray).
const fn piece_colours(color: Color) -> (&'static str, &'static str) {
    match color {
        Color::Black => (BLACK_FILL, BLACK_OUTLINE),
        Color::White => (WHITE_FILL, WHITE_OUTLINE),
    }
}

/// Where things go, in SVG user units (pixels), all integers.
struct Metrics {
    /// The side of a square (the width of a hexagonal cell).
    size: i64,
    /// The number of files and ranks.
    cells: i64,
    /// The frame left of the board (rank labels) and below it (file labels).
    label_margin: i64,
    /// The frame above the board and right of it (as wide as `label_margin` with
    /// coordinates on all sides; right of a hexagon, as wide as `label_margin` always).
    pad: i64,
    /// The band below everything for Parachute's reserves (0 without).
    reserve_band: i64,
    flipped: bool,
    /// On a hexagonal board, where its cells are.
    hexagons: Option<Hexagons>,
}

impl Metrics {
    fn new<G: Geometry>(options: &SvgOptions<G>, board_size: u8, reserves: bool) -> Metrics {
        let size = i64::from(options.square_size.max(SvgOptions::<G>::MIN_SQUARE_SIZE));
        let (label_margin, pad) = match (options.coordinates, options.coordinates_on_all_sides) {
            (false, _) => (0, 0),
            (true, false) => (size / 2, size / 8),
            (true, true) => (size / 2, size / 2),
        };
        let reserve_band = if reserves { size * 3 / 4 } else { 0 };
        let hexagons = match G::CELL_SHAPE {
            CellShape::Square => None,
            CellShape::Hexagon => Some(Hexagons::new::<G>(size, board_size, options.flipped)),
        };
        Metrics {
            size,
            cells: i64::from(board_size),
            label_margin,
            pad,
            reserve_band,
            flipped: options.flipped,
            hexagons,
        }
    }

    /// The side of a square board.
    fn side(&self) -> i64 {
        self.cells * self.size
    }

    /// The board's width.
    fn board_width(&self) -> i64 {
        self.hexagons.as_ref().map_or(self.side(), |hexagons| hexagons.width)
    }

    /// The board's height.
    fn board_height(&self) -> i64 {
        self.hexagons.as_ref().map_or(self.side(), |hexagons| hexagons.height)
    }

    /// The frame right of the board: a hexagon's is as wide as its left one, for the
    /// numbers along its right edges.
    fn right_pad(&self) -> i64 {
        if self.hexagons.is_some() { self.label_margin } else { self.pad }
    }

    fn width(&self) -> i64 {
        self.label_margin + self.board_width() + self.right_pad()
    }

    fn height(&self) -> i64 {
        self.pad + self.board_height() + self.label_margin + self.reserve_band
    }

    /// The board's left edge.
    fn left(&self) -> i64 {
        self.label_margin
    }

    /// The board's top edge.
    fn top(&self) -> i64 {
        self.pad
    }

    /// The screen column (0 = left) of the file of index `file` (a = 0).
    fn column(&self, file: u8) -> i64 {
        let index = i64::from(file);
        if self.flipped { self.cells - 1 - index } else { index }
    }

    /// The screen row (0 = top) of the rank of index `rank` (rank 1 = 0).
    fn row(&self, rank: u8) -> i64 {
        let index = i64::from(rank);
        if self.flipped { index } else { self.cells - 1 - index }
    }

    /// The square at screen `column` and `row` (both below `cells`).
    fn square<S: BoardSquare>(&self, column: i64, row: i64) -> S {
        let (file, rank) = if self.flipped { (self.cells - 1 - column, row) } else { (column, self.cells - 1 - row) };
        let index = |i: i64| u8::try_from(i).expect("a column or row on the board");
        S::at(index(file), index(rank)).expect("a square of the board")
    }

    /// The top-left corner of `square`.
    fn corner<S: BoardSquare>(&self, square: S) -> (i64, i64) {
        (
            self.left() + self.column(square.file_index()) * self.size,
            self.top() + self.row(square.rank_index()) * self.size,
        )
    }

    /// The centre of `square` (or of a hexagonal cell).
    fn centre<S: BoardSquare>(&self, square: S) -> (i64, i64) {
        if let Some(hexagons) = &self.hexagons {
            let (x, y) = hexagons.centre(square);
            return (self.left() + x, self.top() + y);
        }
        let (x, y) = self.corner(square);
        (x + self.size / 2, y + self.size / 2)
    }

    /// The point of the board's edge (its bounding box, for a hexagon) nearest to the
    /// centre of `square`, straight up, down, left or right on the screen (in that order on
    /// a tie): where an exit leaves.
    fn exit_point<S: BoardSquare>(&self, square: S) -> (i64, i64) {
        let (x, y) = self.centre(square);
        let (left, top, width, height) = (self.left(), self.top(), self.board_width(), self.board_height());
        let edges = [
            (y - top, (x, top)),
            (top + height - y, (x, top + height)),
            (x - left, (left, y)),
            (left + width - x, (left + width, y)),
        ];
        // `min_by_key` keeps the first of equal minima.
        edges.into_iter().min_by_key(|&(distance, _)| distance).map_or((x, top), |(_, point)| point)
    }
}

/// A text written as an XML attribute value: `&`, `<`, `>` and `"` escaped.
struct Escaped<'a>(&'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                _ => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// A cell and its centre on the screen.
type Placed<S> = ((i64, i64), S);

/// The number of a cell's name (`9` of `e9`, `10` of `k10`); 0 if it has none.
fn number(name: &str) -> usize {
    name.trim_start_matches(|c: char| c.is_ascii_alphabetic()).parse().unwrap_or(0)
}

/// `numerator / denominator` rounded to the nearest integer, halves away from zero
/// (`denominator > 0`).
fn div_round(numerator: i64, denominator: i64) -> i64 {
    let half = if numerator >= 0 { denominator } else { -denominator };
    (2 * numerator + half) / (2 * denominator)
}

/// A position and its options, written out as SVG by `Display`.
struct Drawing<'a, G: Geometry> {
    position: &'a Position<G>,
    options: &'a SvgOptions<G>,
    metrics: Metrics,
}

impl<G: Geometry> fmt::Display for Drawing<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.metrics;
        let (width, height) = (g.width(), g.height());
        writeln!(
            f,
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}">"#
        )?;
        // The notation holds only digits, `b`, `w`, `x`, `/`, `,` and a space: nothing to escape.
        writeln!(f, "<title>{}</title>", self.position)?;
        self.board(f)?;
        self.holes(f)?;
        if self.options.coordinates {
            self.coordinates(f)?;
        }
        if g.reserve_band > 0 {
            self.reserves(f)?;
        }
        self.highlights(f)?;
        self.black_hole(f)?;
        self.pieces(f)?;
        self.threat_origins(f)?;
        self.targets(f)?;
        if let Some(mv) = self.options.last_move {
            self.last_move(f, mv)?;
        }
        self.arrows(f)?;
        f.write_str("</svg>")
    }
}

impl<G: Geometry> Drawing<'_, G> {
    /// The colours of the options' theme.
    fn palette(&self) -> &'static Palette {
        self.options.theme.palette()
    }

    /// The squares a highlight or a marker may go on: the board's, less the holes.
    fn drawable(&self) -> G::Set {
        self.position.landable()
    }

    /// The frame (with coordinates), the light board and one path for the dark squares;
    /// holes are left out of both.
    fn board(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.metrics;
        let s = g.size;
        let palette = self.palette();
        let (frame, light, dark) = (palette.frame, palette.light_square, palette.dark_square);
        if self.options.coordinates {
            writeln!(f, r#"<rect width="{}" height="{}" fill="{frame}"/>"#, g.width(), g.height())?;
        }
        if let Some(hexagons) = &g.hexagons {
            return self.hexagon_board(f, hexagons);
        }
        let (left, top, side) = (g.left(), g.top(), g.side());
        let holes = self.position.holes() & self.position.board();
        if holes.is_empty() {
            writeln!(f, r#"<rect x="{left}" y="{top}" width="{side}" height="{side}" fill="{light}"/>"#)?;
        } else {
            // The board's outline, and each hole inside it, which the even-odd rule cuts out.
            write!(f, r#"<path fill="{light}" fill-rule="evenodd" d="M{left} {top}h{side}v{side}h-{side}z"#)?;
            for hole in holes {
                let (x, y) = g.corner(hole);
                write!(f, "M{x} {y}h{s}v{s}h-{s}z")?;
            }
            writeln!(f, r#""/>"#)?;
        }
        write!(f, r#"<path fill="{dark}" d=""#)?;
        // a1 is dark; turning the board half a turn keeps the colour of every screen square.
        for row in 0..g.cells {
            for column in (0..g.cells).filter(|column| (row + column + g.cells) % 2 == 1) {
                if !holes.contains(g.square::<G::Square>(column, row)) {
                    write!(f, "M{} {}h{s}v{s}h-{s}z", left + column * s, top + row * s)?;
                }
            }
        }
        writeln!(f, r#""/>"#)
    }

    /// A hexagonal board: one light hexagon per cell with a dark outline, in a group;
    /// holes are left out.
    fn hexagon_board(&self, f: &mut fmt::Formatter<'_>, hexagons: &Hexagons) -> fmt::Result {
        let palette = self.palette();
        let cells = self.position.board() - self.position.holes();
        writeln!(
            f,
            r#"<g fill="{}" stroke="{}" stroke-width="{}" stroke-linejoin="round">"#,
            palette.light_square,
            palette.dark_square,
            (self.metrics.size / 24).max(1)
        )?;
        for cell in cells {
            let corners = hexagons.corners(self.metrics.centre(cell), (1, 1));
            writeln!(f, r#"<polygon class="cell" points="{corners}"/>"#)?;
        }
        writeln!(f, "</g>")
    }

    /// A dashed square (a hexagon on a hexagonal board) inside each hole, so that a hole
    /// shows on any background.
    fn holes(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let holes = self.position.holes() & self.position.board();
        if holes.is_empty() {
            return Ok(());
        }
        let s = self.metrics.size;
        let (inset, width, dash) = (s / 6, (s / 24).max(1), (s / 12).max(1));
        let side = s - 2 * inset;
        let hole = self.palette().hole;
        writeln!(f, r#"<g fill="none" stroke="{hole}" stroke-width="{width}" stroke-dasharray="{dash}">"#)?;
        for hole in holes {
            if let Some(hexagons) = &self.metrics.hexagons {
                let corners = hexagons.corners(self.metrics.centre(hole), (2, 3));
                writeln!(f, r#"<polygon class="hole" points="{corners}"/>"#)?;
                continue;
            }
            let (x, y) = self.metrics.corner(hole);
            writeln!(f, r#"<rect class="hole" x="{}" y="{}" width="{side}" height="{side}"/>"#, x + inset, y + inset)?;
        }
        writeln!(f, "</g>")
    }

    /// File letters centred below the columns, rank digits centred left of the rows;
    /// with coordinates on all sides, the letters above and the digits right as well.
    fn coordinates(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.metrics;
        let font_size = g.size * 3 / 10;
        // From the centre line to the baseline of a digit or lower-case letter.
        let baseline = div_round(font_size * 7, 20);
        let label = self.palette().label;
        writeln!(f, r#"<g font-family="sans-serif" font-size="{font_size}" text-anchor="middle" fill="{label}">"#)?;
        if let Some(hexagons) = &g.hexagons {
            self.hexagon_coordinates(f, hexagons, baseline)?;
            return writeln!(f, "</g>");
        }
        let mut file_rows = vec![g.top() + g.side() + g.label_margin / 2 + baseline];
        let mut rank_columns = vec![g.label_margin / 2];
        if self.options.coordinates_on_all_sides {
            file_rows.push(g.pad / 2 + baseline);
            rank_columns.push(g.left() + g.side() + g.pad / 2);
        }
        // Files a, b, c …, ranks 1, 2, 3 …: a two-digit rank (from 10×10 on) is about
        // 2 · 0.55 · 3s/10 = s/3 wide, inside the margin of s/2.
        let cells = self.position.board_size();
        for file_y in file_rows {
            for file in 0..cells {
                let x = g.left() + g.column(file) * g.size + g.size / 2;
                writeln!(f, r#"<text x="{x}" y="{file_y}">{}</text>"#, char::from(b'a' + file))?;
            }
        }
        for rank_x in rank_columns {
            for rank in 0..cells {
                let y = g.top() + g.row(rank) * g.size + g.size / 2 + baseline;
                writeln!(f, r#"<text x="{rank_x}" y="{y}">{}</text>"#, rank + 1)?;
            }
        }
        writeln!(f, "</g>")
    }

    /// A hexagon's coordinates: each row's letter left of its leftmost cell on the screen;
    /// each number below the lowest cell of that number on the screen, straight down in
    /// the bottom row, else down and outwards (the cells of a number run up from there,
    /// turning at the middle row, each row numbered from its left end). With coordinates
    /// on all sides, the letters right of the rows and the numbers above as well. The
    /// labels are the cells' names, split into letter and number.
    fn hexagon_coordinates(&self, f: &mut fmt::Formatter<'_>, hexagons: &Hexagons, baseline: i64) -> fmt::Result {
        let g = &self.metrics;
        let size = self.position.board_size();
        let (w, q, margin) = (hexagons.half_width, hexagons.quarter, g.label_margin);
        // Each row's cells on the screen, each with its centre, left to right.
        let mut rows: Vec<Vec<Placed<G::Square>>> = Vec::new();
        for row in 0..G::rows(size) {
            let mut cells: Vec<Placed<G::Square>> = (0..G::row_length(size, row))
                .filter_map(|column| G::row_square(size, row, column))
                .map(|cell| (g.centre(cell), cell))
                .collect();
            cells.sort_by_key(|&((x, _), _)| x);
            rows.push(cells);
        }
        let name = |cell: G::Square| cell.to_string();
        // The letters: -1 left of the rows, 1 right of them, half the margin beyond the
        // end cells' sides.
        let sides: &[i64] = if self.options.coordinates_on_all_sides { &[-1, 1] } else { &[-1] };
        for &side in sides {
            for cells in &rows {
                let Some(&((x, y), cell)) = (if side < 0 { cells.first() } else { cells.last() }) else {
                    continue;
                };
                let letter = name(cell).chars().next().unwrap_or('?');
                writeln!(f, r#"<text x="{}" y="{}">{letter}</text>"#, x + side * (w + margin / 2), y + baseline)?;
            }
        }
        // The numbers, 1 to the widest row's, each by the lowest cell of that number (1)
        // or the highest (-1), the cells found through their names.
        let widest = rows.iter().map(Vec::len).max().unwrap_or(0);
        let ends: &[i64] = if self.options.coordinates_on_all_sides { &[1, -1] } else { &[1] };
        for &end in ends {
            // The bottom row's height on the screen (the top row's above).
            let edge = rows.iter().flatten().map(|&((_, y), _)| y * end).max().unwrap_or(0);
            for column in 0..widest {
                // The cells numbered `column + 1`, each with whether it ends its row.
                let numbered = rows.iter().filter_map(|cells| {
                    let index = cells.iter().position(|&(_, cell)| number(&name(cell)) == column + 1)?;
                    Some((cells[index], index + 1 == cells.len()))
                });
                let Some((((x, y), cell), rightmost)) = numbered.max_by_key(|&(((_, y), _), _)| y * end) else {
                    continue;
                };
                let (dx, dy) = if y * end == edge {
                    // Half the margin below the bottom corner (above the top one).
                    (0, end * (2 * q + margin / 2))
                } else {
                    // Half the margin beyond the corner that points out of the side edge,
                    // 30 degrees below (above) level and 2·quarter from the centre:
                    // (w, q) and half the margin along (cos 30°, sin 30°).
                    let across = w + div_round(margin * 866, 2000);
                    (if rightmost { across } else { -across }, end * (q + margin / 4))
                };
                let text = name(cell);
                let digits = text.trim_start_matches(|c: char| c.is_ascii_alphabetic());
                writeln!(f, r#"<text x="{}" y="{}">{digits}</text>"#, x + dx, y + dy + baseline)?;
            }
        }
        Ok(())
    }

    /// Parachute's reserves, in the band below the board: for each side a tray of its
    /// colour, Black's on the left and White's on the right, each half the board wide,
    /// with a small stone of the opponent's colour per stone held and the count.
    fn reserves(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.metrics;
        let s = g.size;
        let (tray_height, tray_width) = (s / 2, (g.board_width() - s / 4) / 2);
        let tray_top = g.top() + g.board_height() + g.label_margin + s / 8;
        let (radius, outline, inset) = (s / 6, (s / 24).max(1), s / 6);
        let font_size = s * 3 / 10;
        let baseline = div_round(font_size * 7, 20);
        let cy = tray_top + tray_height / 2;
        for color in Color::ALL {
            let count = i64::from(self.position.reserve(color));
            let tray_left = match color {
                Color::Black => g.left(),
                Color::White => g.left() + g.board_width() - tray_width,
            };
            let (fill, stroke) = piece_colours(color);
            writeln!(f, r#"<g class="reserve {color}">"#)?;
            writeln!(
                f,
                r#"<rect x="{tray_left}" y="{tray_top}" width="{tray_width}" height="{tray_height}" rx="{}" fill="{fill}" stroke="{stroke}" stroke-width="{outline}"/>"#,
                tray_height / 2
            )?;
            if count > 0 {
                let stone = color.other();
                let (stone_fill, stone_stroke) = piece_colours(stone);
                // The stones share the tray with the count (about two digits wide, right):
                // as far apart as they fit, at most 2s/5, overlapping if need be.
                let room = tray_width - 2 * inset - s / 2 - s / 8 - 2 * radius;
                let pitch = if count > 1 { (room / (count - 1)).clamp(0, s * 2 / 5) } else { 0 };
                writeln!(f, r#"<g fill="{stone_fill}" stroke="{stone_stroke}" stroke-width="{outline}">"#)?;
                for i in 0..count {
                    let cx = tray_left + inset + radius + i * pitch;
                    writeln!(f, r#"<circle class="stone {stone}" cx="{cx}" cy="{cy}" r="{radius}"/>"#)?;
                }
                writeln!(f, "</g>")?;
            }
            writeln!(
                f,
                r#"<text x="{}" y="{}" font-family="sans-serif" font-size="{font_size}" text-anchor="end" fill="{stroke}">{count}</text>"#,
                tray_left + tray_width - inset,
                cy + baseline
            )?;
            writeln!(f, "</g>")?;
        }
        Ok(())
    }

    /// Under the pieces: the last move's squares, the marked squares in yellow, the
    /// squares a threatened win lands on in red, then the selected square in green.
    fn highlights(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let palette = self.palette();
        let last_move = self.options.last_move.map_or(G::Set::EMPTY, |mv| self.last_move_squares(mv));
        self.tints(f, last_move, "last-move", palette.last_move)?;
        self.tints(f, self.options.marked & self.drawable(), "marked", palette.marked)?;
        self.tints(f, self.threats().1, "threat", palette.threat)?;
        if let Some(square) = self.options.selected.filter(|&square| self.drawable().contains(square)) {
            let s = self.metrics.size;
            if let Some(hexagons) = &self.metrics.hexagons {
                let corners = hexagons.corners(self.metrics.centre(square), (1, 1));
                return writeln!(
                    f,
                    r#"<polygon class="selected" points="{corners}" fill="{}" fill-opacity=".5"/>"#,
                    palette.selected
                );
            }
            let (x, y) = self.metrics.corner(square);
            writeln!(
                f,
                r#"<rect class="selected" x="{x}" y="{y}" width="{s}" height="{s}" fill="{}" fill-opacity=".5"/>"#,
                palette.selected
            )?;
        }
        Ok(())
    }

    /// One half-transparent `<rect class="{class}" …/>` per square of `squares`, in a group.
    fn tints(&self, f: &mut fmt::Formatter<'_>, squares: G::Set, class: &str, fill: &str) -> fmt::Result {
        if squares.is_empty() {
            return Ok(());
        }
        let s = self.metrics.size;
        writeln!(f, r#"<g fill="{fill}" fill-opacity=".5">"#)?;
        for square in squares {
            if let Some(hexagons) = &self.metrics.hexagons {
                let corners = hexagons.corners(self.metrics.centre(square), (1, 1));
                writeln!(f, r#"<polygon class="{class}" points="{corners}"/>"#)?;
                continue;
            }
            let (x, y) = self.metrics.corner(square);
            writeln!(f, r#"<rect class="{class}" x="{x}" y="{y}" width="{s}" height="{s}"/>"#)?;
        }
        writeln!(f, "</g>")
    }

    /// The squares `mv` involves (its start, target and drop), or none if one is off the
    /// board.
    fn last_move_squares(&self, mv: Move<G::Square>) -> G::Set {
        let squares = [mv.origin(), mv.target(), mv.drop_square()];
        if squares.into_iter().flatten().any(|square| !self.position.board().contains(square)) {
            return G::Set::EMPTY;
        }
        squares.into_iter().flatten().fold(G::Set::EMPTY, G::Set::with)
    }

    /// The opponent's threatened wins, if asked for: the squares their pieces start from,
    /// and the squares they land on (a drop's square for a move without a target).
    fn threats(&self) -> (G::Set, G::Set) {
        let Some(rules) = self.options.threats else {
            return (G::Set::EMPTY, G::Set::EMPTY);
        };
        let wins = self.position.opponent_winning_moves(rules);
        let origins = wins.iter().filter_map(|mv| mv.origin()).fold(G::Set::EMPTY, G::Set::with);
        let landings = wins.iter().filter_map(|mv| mv.target().or(mv.drop_square())).fold(G::Set::EMPTY, G::Set::with);
        (origins, landings)
    }

    /// Black Hole's black hole, above the highlights of its square: a disc in a ring,
    /// smaller than a piece and without a piece's outline, named by a `<title>`.
    fn black_hole(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(square) = self.position.black_hole().filter(|&square| self.position.board().contains(square)) else {
            return Ok(());
        };
        let s = self.metrics.size;
        let (cx, cy) = self.metrics.centre(square);
        let palette = self.palette();
        writeln!(f, r#"<g class="black-hole">"#)?;
        writeln!(f, "<title>black hole {square}</title>")?;
        writeln!(
            f,
            r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
            s * 5 / 12,
            palette.black_hole_rim,
            (s / 12).max(1)
        )?;
        writeln!(f, r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="{}"/>"#, s * 7 / 24, palette.black_hole)?;
        writeln!(f, "</g>")
    }

    /// A red ring around each piece a threatened win starts from.
    fn threat_origins(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let origins = self.threats().0;
        if origins.is_empty() {
            return Ok(());
        }
        let s = self.metrics.size;
        let width = (s / 12).max(1);
        writeln!(
            f,
            r#"<g fill="none" stroke="{}" stroke-width="{width}" stroke-opacity=".8">"#,
            self.palette().threat
        )?;
        for square in origins {
            let (cx, cy) = self.metrics.centre(square);
            writeln!(f, r#"<circle class="threat-origin" cx="{cx}" cy="{cy}" r="{}"/>"#, s * 11 / 24)?;
        }
        writeln!(f, "</g>")
    }

    /// One circle per piece, a group per colour, squares in index order.
    fn pieces(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.metrics;
        let radius = g.size * 2 / 5;
        let outline = (g.size / 24).max(1);
        for color in Color::ALL {
            let pieces = self.position.pieces(color);
            if pieces.is_empty() {
                continue;
            }
            let (fill, stroke) = piece_colours(color);
            writeln!(f, r#"<g fill="{fill}" stroke="{stroke}" stroke-width="{outline}">"#)?;
            for square in pieces {
                let (cx, cy) = g.centre(square);
                writeln!(f, r#"<circle class="piece {color}" cx="{cx}" cy="{cy}" r="{radius}"/>"#)?;
            }
            writeln!(f, "</g>")?;
        }
        Ok(())
    }

    /// A dot on each empty target, then a ring around the piece on each occupied one.
    fn targets(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.metrics.size;
        let occupied = self.position.occupied();
        let targets = self.options.targets & self.drawable();
        let (dots, rings) = (targets - occupied, targets & occupied);
        let target = self.palette().target;
        if !dots.is_empty() {
            writeln!(f, r#"<g fill="{target}" fill-opacity=".6">"#)?;
            self.target_circles(f, dots, s / 6)?;
        }
        if !rings.is_empty() {
            let width = (s / 12).max(1);
            writeln!(f, r#"<g fill="none" stroke="{target}" stroke-width="{width}" stroke-opacity=".6">"#)?;
            self.target_circles(f, rings, s * 11 / 24)?;
        }
        Ok(())
    }

    /// One circle per square of `targets`, then the end of their group.
    fn target_circles(&self, f: &mut fmt::Formatter<'_>, targets: G::Set, radius: i64) -> fmt::Result {
        for square in targets {
            let (cx, cy) = self.metrics.centre(square);
            writeln!(f, r#"<circle class="target" cx="{cx}" cy="{cy}" r="{radius}"/>"#)?;
        }
        writeln!(f, "</g>")
    }

    /// The last move: the drop's ring, then the arrow of the slide or the exit. Nothing
    /// for a pass, or for a move with a square off the board.
    fn last_move(&self, f: &mut fmt::Formatter<'_>, mv: Move<G::Square>) -> fmt::Result {
        let g = &self.metrics;
        let board = self.position.board();
        let squares = [mv.origin(), mv.target(), mv.drop_square()];
        if squares.into_iter().flatten().any(|square| !board.contains(square)) {
            return Ok(());
        }
        let colour = self.palette().arrow;
        if let Some(drop) = mv.drop_square() {
            let (cx, cy) = g.centre(drop);
            let s = g.size;
            let (width, dash) = ((s / 12).max(1), (s / 8).max(1));
            writeln!(
                f,
                r#"<circle class="drop" cx="{cx}" cy="{cy}" r="{}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-opacity=".75" stroke-dasharray="{dash}"/>"#,
                s * 11 / 24
            )?;
        }
        match mv {
            Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => {
                self.arrow(f, g.centre(from), g.centre(to), colour)
            }
            Move::Exit { from } => self.arrow(f, g.centre(from), g.exit_point(from), colour),
            Move::Pass | Move::PassDrop { .. } | Move::Drop { .. } => Ok(()),
        }
    }

    /// The extra arrows, each in its colour; none from a square to itself or with a
    /// square off the board.
    fn arrows(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (g, board) = (&self.metrics, self.position.board());
        for arrow in &self.options.arrows {
            if arrow.from != arrow.to && board.contains(arrow.from) && board.contains(arrow.to) {
                self.arrow(f, g.centre(arrow.from), g.centre(arrow.to), &arrow.color)?;
            }
        }
        Ok(())
    }

    /// An arrow from `(from_x, from_y)` to its tip at `(tip_x, tip_y)`, at least half a
    /// square apart, filled with `colour` (escaped): one polygon (shaft and head), so its
    /// semi-transparent fill never overlaps itself.
    fn arrow(
        &self,
        f: &mut fmt::Formatter<'_>,
        (from_x, from_y): (i64, i64),
        (tip_x, tip_y): (i64, i64),
        colour: &str,
    ) -> fmt::Result {
        let g = &self.metrics;
        let (dx, dy) = (tip_x - from_x, tip_y - from_y);
        // The ends are at least half a square size (>= 4) apart.
        let length = (dx * dx + dy * dy).unsigned_abs().isqrt() as i64;
        // (dx, dy) scaled to `amount`, and the normal (-dy, dx) scaled to `amount`.
        let along = |amount: i64| (div_round(dx * amount, length), div_round(dy * amount, length));
        let across = |amount: i64| (div_round(-dy * amount, length), div_round(dx * amount, length));
        let (shaft, head_half_width, head_length) = (g.size / 12, g.size / 4, g.size * 5 / 12);
        let (back_x, back_y) = along(head_length);
        let (neck_x, neck_y) = (tip_x - back_x, tip_y - back_y);
        let (sx, sy) = across(shaft);
        let (hx, hy) = across(head_half_width);
        let points = [
            (from_x + sx, from_y + sy),
            (neck_x + sx, neck_y + sy),
            (neck_x + hx, neck_y + hy),
            (tip_x, tip_y),
            (neck_x - hx, neck_y - hy),
            (neck_x - sx, neck_y - sy),
            (from_x - sx, from_y - sy),
        ];
        f.write_str(r#"<polygon class="arrow" points=""#)?;
        for (i, (x, y)) in points.into_iter().enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            write!(f, "{x},{y}")?;
        }
        writeln!(f, r#"" fill="{}" fill-opacity=".75"/>"#, Escaped(colour))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_division_is_symmetric() {
        assert_eq!([div_round(5, 2), div_round(-5, 2), div_round(4, 3), div_round(-4, 3)], [3, -3, 1, -1]);
        assert_eq!([div_round(0, 7), div_round(7, 7), div_round(-7, 7)], [0, 1, -1]);
    }

    #[test]
    fn the_flipped_board_turns_half_a_turn() {
        let plain = Metrics::new(&SvgOptions::new().with_coordinates(false), 8, false);
        let flipped = Metrics::new(&SvgOptions::new().with_coordinates(false).with_flipped(true), 8, false);
        assert_eq!(plain.corner(Square::A8), (0, 0));
        assert_eq!(plain.corner(Square::A1), (0, 7 * 48));
        assert_eq!(flipped.corner(Square::H1), (0, 0));
        assert_eq!(flipped.corner(Square::A1), (7 * 48, 0));
        for square in Square::ALL {
            let (x, y) = plain.centre(square);
            assert_eq!(flipped.centre(square), (8 * 48 - x, 8 * 48 - y));
        }
    }

    #[test]
    fn a_small_board_turns_about_its_own_centre() {
        for variant in [crate::Variant::SixBySix, crate::Variant::SevenBySeven] {
            let board = Position::from_variant(variant).unwrap().board();
            let cells = variant.board_size();
            let n = i64::from(cells);
            let plain = Metrics::new(&SvgOptions::new().with_coordinates(false), cells, false);
            let flipped = Metrics::new(&SvgOptions::new().with_coordinates(false).with_flipped(true), cells, false);
            for square in board {
                let (x, y) = plain.centre(square);
                assert!((0..n * 48).contains(&x) && (0..n * 48).contains(&y), "{square} on the {cells}x{cells} board");
                assert_eq!(flipped.centre(square), (n * 48 - x, n * 48 - y));
                for g in [&plain, &flipped] {
                    let (column, row) = (g.column(square.file_index()), g.row(square.rank_index()));
                    assert_eq!(g.square::<Square>(column, row), square);
                }
            }
        }
    }

    #[test]
    fn an_exit_leaves_by_the_nearest_edge() {
        let g = Metrics::new(&SvgOptions::new().with_coordinates(false), 8, false);
        assert_eq!(g.exit_point(Square::E8), (4 * 48 + 24, 0));
        assert_eq!(g.exit_point(Square::E1), (4 * 48 + 24, 8 * 48));
        assert_eq!(g.exit_point(Square::A5), (0, 3 * 48 + 24));
        assert_eq!(g.exit_point(Square::H4), (8 * 48, 4 * 48 + 24));
        assert_eq!(g.exit_point(Square::A8), (24, 0), "a tie goes to the top");
        let flipped = Metrics::new(&SvgOptions::new().with_coordinates(false).with_flipped(true), 8, false);
        assert_eq!(flipped.exit_point(Square::E8), (3 * 48 + 24, 8 * 48));
    }

    #[test]
    fn tiny_squares_are_drawn_at_the_smallest_size() {
        let svg = Position::new().to_svg(&SvgOptions::new().with_square_size(0).with_coordinates(false));
        assert!(svg.contains(r#"viewBox="0 0 64 64""#), "{svg}");
        let mv = Move::new(Square::A1, Square::B2);
        let svg = Position::new().to_svg(&SvgOptions::new().with_square_size(1).with_last_move(mv));
        assert!(svg.contains(r#"class="arrow""#));
    }
}
