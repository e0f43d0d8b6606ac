//! SVG board diagrams (feature `svg`): [`Position::to_svg`], drawn as [`SvgOptions`] say,
//! and [`legal_targets`] for showing where a piece may go.
//!
//! The SVG is written by hand: no dependencies, integer coordinates, one element per
//! line, presentation attributes rather than a style sheet (so a diagram pasted into an
//! HTML page styles nothing else on it), and no fonts beyond the generic `sans-serif`.

use core::fmt::{self, Write};

use alloc::string::{String, ToString};

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::{File, Rank, Square};
use crate::position::Position;
use crate::position::moves::Move;

/// How [`Position::to_svg`] draws a board: orientation, highlights and size.
///
/// Start from [`SvgOptions::default()`] (or [`SvgOptions::new()`]) and chain the
/// `with_*` methods, or set the public fields; the struct is `#[non_exhaustive]`, so
/// options may be added without breaking code written either way.
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SvgOptions {
    /// The board seen from the other side (turned half a turn): rank 8 at the bottom,
    /// file h on the left. Default `false`: rank 1 at the bottom, file a on the left.
    pub flipped: bool,
    /// A move drawn as an arrow from its start square to its target, above the pieces
    /// and semi-transparent; a pass draws nothing. Default `None`.
    pub last_move: Option<Move>,
    /// Squares marked with a dot, or with a ring when a piece stands on them: typically
    /// the targets of the selected piece (see [`legal_targets`]). Default empty.
    pub targets: Bitboard,
    /// Squares highlighted in yellow, under the pieces. Default empty.
    pub marked: Bitboard,
    /// A square highlighted in green, under the pieces: typically the piece whose
    /// [`targets`](SvgOptions::targets) are shown. Default `None`.
    pub selected: Option<Square>,
    /// Files a–h below the board and ranks 1–8 on its left, in a frame around it.
    /// Default `true`.
    pub coordinates: bool,
    /// The side of one square in pixels (SVG user units); sizes below 8 are drawn as 8.
    /// Default 48, which makes a 414 × 414 diagram with coordinates, 384 × 384 without.
    pub square_size: u16,
}

impl SvgOptions {
    /// The smallest square size drawn.
    const MIN_SQUARE_SIZE: u16 = 8;

    /// The default options: unflipped, with coordinates, 48 px squares, no highlights.
    ///
    /// ```
    /// use lines_of_action::SvgOptions;
    /// assert_eq!(SvgOptions::new(), SvgOptions::default());
    /// ```
    pub const fn new() -> SvgOptions {
        SvgOptions {
            flipped: false,
            last_move: None,
            targets: Bitboard::EMPTY,
            marked: Bitboard::EMPTY,
            selected: None,
            coordinates: true,
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
    pub const fn with_flipped(mut self, flipped: bool) -> SvgOptions {
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
    pub const fn with_last_move(mut self, mv: Move) -> SvgOptions {
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
    pub const fn with_targets(mut self, targets: Bitboard) -> SvgOptions {
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
    pub const fn with_marked(mut self, marked: Bitboard) -> SvgOptions {
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
    pub const fn with_selected(mut self, square: Square) -> SvgOptions {
        self.selected = Some(square);
        self
    }

    /// These options with the piece on `from` selected and its legal targets in
    /// `position` shown: [`with_selected`](SvgOptions::with_selected)`(from)` and
    /// [`with_targets`](SvgOptions::with_targets)`(`[`legal_targets`]`(position, from))`.
    ///
    /// ```
    /// use lines_of_action::{Position, Square, SvgOptions};
    /// let options = SvgOptions::new().with_legal_targets(&Position::default(), Square::C1);
    /// assert_eq!(options.selected, Some(Square::C1));
    /// assert_eq!(options.targets.into_iter().collect::<Vec<_>>(), [Square::A3, Square::C3, Square::E3]);
    /// ```
    #[must_use]
    pub fn with_legal_targets(self, position: &Position, from: Square) -> SvgOptions {
        self.with_selected(from).with_targets(legal_targets(position, from))
    }

    /// These options with or without [`coordinates`](SvgOptions::coordinates) around the board.
    ///
    /// ```
    /// use lines_of_action::{Position, SvgOptions};
    /// let svg = Position::default().to_svg(&SvgOptions::new().with_coordinates(false));
    /// assert!(svg.contains(r#"viewBox="0 0 384 384""#));
    /// ```
    #[must_use]
    pub const fn with_coordinates(mut self, coordinates: bool) -> SvgOptions {
        self.coordinates = coordinates;
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
    pub const fn with_square_size(mut self, pixels: u16) -> SvgOptions {
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

/// The squares the piece on `from` can move to in `position`: the targets of its
/// legal moves. Empty when `from` holds no piece of the side to move.
///
/// ```
/// use lines_of_action::{legal_targets, Bitboard, Position, Square};
/// let pos = Position::default();
/// let b1: Vec<Square> = legal_targets(&pos, Square::B1).into_iter().collect();
/// assert_eq!(b1, [Square::H1, Square::B3, Square::D3]);
/// assert_eq!(legal_targets(&pos, Square::A2), Bitboard::EMPTY); // White's, and Black is to move
/// assert_eq!(legal_targets(&pos, Square::E4), Bitboard::EMPTY); // empty square
/// ```
pub fn legal_targets(position: &Position, from: Square) -> Bitboard {
    let mut targets = Bitboard::EMPTY;
    position.for_each_move(|mv| {
        if let Some((_, to)) = mv.slide().filter(|&(start, _)| start == from) {
            targets = targets.with(to);
        }
    });
    targets
}

impl Position {
    /// An SVG diagram of the board, drawn as `options` say.
    ///
    /// The output is deterministic and small (under 3 KB for the start position with
    /// the default options): one element per line, integer coordinates, a `viewBox` and
    /// a matching `width` and `height`, and a `<title>` holding the position's notation.
    /// Every piece is one `<circle class="piece black" …/>` or
    /// `<circle class="piece white" …/>`; every target one `<circle class="target" …/>`;
    /// the move arrow one `<polygon class="arrow" …/>`; a marked square one
    /// `<rect class="marked" …/>` and the selected one `<rect class="selected" …/>`.
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
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        Drawing { position: self, options, geometry: Geometry::new(options) }.to_string()
    }
}

// Colours: the board of many chess sites; green for the selection, the targets and the arrow.
const LIGHT_SQUARE: &str = "#f0d9b5";
const DARK_SQUARE: &str = "#b58863";
const FRAME: &str = "#5c4330";
const LABEL: &str = "#f0d9b5";
const BLACK_FILL: &str = "#222";
const BLACK_OUTLINE: &str = "#eee";
const WHITE_FILL: &str = "#fafafa";
const WHITE_OUTLINE: &str = "#333";
const MARKED: &str = "#ffd400";
const SELECTED: &str = "#14551e";
const TARGET: &str = "#14551e";
const ARROW: &str = "#15781b";

/// Where things go, in SVG user units (pixels), all integers.
struct Geometry {
    /// The side of a square.
    size: i64,
    /// The frame left of the board (rank labels) and below it (file labels).
    label_margin: i64,
    /// The frame above the board and right of it.
    pad: i64,
    flipped: bool,
}

impl Geometry {
    fn new(options: &SvgOptions) -> Geometry {
        let size = i64::from(options.square_size.max(SvgOptions::MIN_SQUARE_SIZE));
        let (label_margin, pad) = if options.coordinates { (size / 2, size / 8) } else { (0, 0) };
        Geometry { size, label_margin, pad, flipped: options.flipped }
    }

    fn width(&self) -> i64 {
        self.label_margin + 8 * self.size + self.pad
    }

    fn height(&self) -> i64 {
        self.pad + 8 * self.size + self.label_margin
    }

    /// The board's left edge.
    fn left(&self) -> i64 {
        self.label_margin
    }

    /// The board's top edge.
    fn top(&self) -> i64 {
        self.pad
    }

    /// The screen column (0 = left) of `file`.
    fn column(&self, file: File) -> i64 {
        let index = file.index() as i64;
        if self.flipped { 7 - index } else { index }
    }

    /// The screen row (0 = top) of `rank`.
    fn row(&self, rank: Rank) -> i64 {
        let index = rank.index() as i64;
        if self.flipped { index } else { 7 - index }
    }

    /// The top-left corner of `square`.
    fn corner(&self, square: Square) -> (i64, i64) {
        (self.left() + self.column(square.file()) * self.size, self.top() + self.row(square.rank()) * self.size)
    }

    /// The centre of `square`.
    fn centre(&self, square: Square) -> (i64, i64) {
        let (x, y) = self.corner(square);
        (x + self.size / 2, y + self.size / 2)
    }
}

/// `numerator / denominator` rounded to the nearest integer, halves away from zero
/// (`denominator > 0`).
fn div_round(numerator: i64, denominator: i64) -> i64 {
    let half = if numerator >= 0 { denominator } else { -denominator };
    (2 * numerator + half) / (2 * denominator)
}

/// A position and its options, written out as SVG by `Display`.
struct Drawing<'a> {
    position: &'a Position,
    options: &'a SvgOptions,
    geometry: Geometry,
}

impl fmt::Display for Drawing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.geometry;
        let (width, height) = (g.width(), g.height());
        writeln!(
            f,
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}">"#
        )?;
        // The notation holds only digits, `b`, `w`, `/` and a space: nothing to escape.
        writeln!(f, "<title>{}</title>", self.position)?;
        self.board(f)?;
        if self.options.coordinates {
            self.coordinates(f)?;
        }
        self.highlights(f)?;
        self.pieces(f)?;
        self.targets(f)?;
        if let Some(mv) = self.options.last_move {
            self.arrow(f, mv)?;
        }
        f.write_str("</svg>")
    }
}

impl Drawing<'_> {
    /// The frame (with coordinates), the light board and one path for the dark squares.
    fn board(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.geometry;
        let s = g.size;
        if self.options.coordinates {
            writeln!(f, r#"<rect width="{}" height="{}" fill="{FRAME}"/>"#, g.width(), g.height())?;
        }
        let (left, top, side) = (g.left(), g.top(), 8 * s);
        writeln!(f, r#"<rect x="{left}" y="{top}" width="{side}" height="{side}" fill="{LIGHT_SQUARE}"/>"#)?;
        write!(f, r#"<path fill="{DARK_SQUARE}" d=""#)?;
        // a1 is dark; turning the board half a turn keeps the colour of every screen square.
        for row in 0..8 {
            for column in (0..8).filter(|column| (row + column) % 2 == 1) {
                write!(f, "M{} {}h{s}v{s}h-{s}z", left + column * s, top + row * s)?;
            }
        }
        writeln!(f, r#""/>"#)
    }

    /// File letters centred below the columns, rank digits centred left of the rows.
    fn coordinates(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.geometry;
        let font_size = g.size * 3 / 10;
        // From the centre line to the baseline of a digit or lower-case letter.
        let baseline = div_round(font_size * 7, 20);
        writeln!(f, r#"<g font-family="sans-serif" font-size="{font_size}" text-anchor="middle" fill="{LABEL}">"#)?;
        let file_y = g.top() + 8 * g.size + g.label_margin / 2 + baseline;
        for file in File::ALL {
            let x = g.left() + g.column(file) * g.size + g.size / 2;
            writeln!(f, r#"<text x="{x}" y="{file_y}">{file}</text>"#)?;
        }
        let rank_x = g.label_margin / 2;
        for rank in Rank::ALL {
            let y = g.top() + g.row(rank) * g.size + g.size / 2 + baseline;
            writeln!(f, r#"<text x="{rank_x}" y="{y}">{rank}</text>"#)?;
        }
        writeln!(f, "</g>")
    }

    /// Marked squares in yellow, then the selected square in green, under the pieces.
    fn highlights(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.geometry.size;
        if !self.options.marked.is_empty() {
            writeln!(f, r#"<g fill="{MARKED}" fill-opacity=".5">"#)?;
            for square in self.options.marked {
                let (x, y) = self.geometry.corner(square);
                writeln!(f, r#"<rect class="marked" x="{x}" y="{y}" width="{s}" height="{s}"/>"#)?;
            }
            writeln!(f, "</g>")?;
        }
        if let Some(square) = self.options.selected {
            let (x, y) = self.geometry.corner(square);
            writeln!(
                f,
                r#"<rect class="selected" x="{x}" y="{y}" width="{s}" height="{s}" fill="{SELECTED}" fill-opacity=".5"/>"#
            )?;
        }
        Ok(())
    }

    /// One circle per piece, a group per colour, squares in index order.
    fn pieces(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.geometry;
        let radius = g.size * 2 / 5;
        let outline = (g.size / 24).max(1);
        for (color, fill, stroke) in
            [(Color::Black, BLACK_FILL, BLACK_OUTLINE), (Color::White, WHITE_FILL, WHITE_OUTLINE)]
        {
            let pieces = self.position.pieces(color);
            if pieces.is_empty() {
                continue;
            }
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
        let s = self.geometry.size;
        let occupied = self.position.occupied();
        let (dots, rings) = (self.options.targets - occupied, self.options.targets & occupied);
        if !dots.is_empty() {
            writeln!(f, r#"<g fill="{TARGET}" fill-opacity=".6">"#)?;
            self.target_circles(f, dots, s / 6)?;
        }
        if !rings.is_empty() {
            let width = (s / 12).max(1);
            writeln!(f, r#"<g fill="none" stroke="{TARGET}" stroke-width="{width}" stroke-opacity=".6">"#)?;
            self.target_circles(f, rings, s * 11 / 24)?;
        }
        Ok(())
    }

    /// One circle per square of `targets`, then the end of their group.
    fn target_circles(&self, f: &mut fmt::Formatter<'_>, targets: Bitboard, radius: i64) -> fmt::Result {
        for square in targets {
            let (cx, cy) = self.geometry.centre(square);
            writeln!(f, r#"<circle class="target" cx="{cx}" cy="{cy}" r="{radius}"/>"#)?;
        }
        writeln!(f, "</g>")
    }

    /// An arrow from the centre of the move's start square to the centre of its target:
    /// one polygon (shaft and head), so its semi-transparent fill never overlaps itself.
    fn arrow(&self, f: &mut fmt::Formatter<'_>, mv: Move) -> fmt::Result {
        let Some((from, to)) = mv.slide() else {
            return Ok(());
        };
        let g = &self.geometry;
        let (from_x, from_y) = g.centre(from);
        let (tip_x, tip_y) = g.centre(to);
        let (dx, dy) = (tip_x - from_x, tip_y - from_y);
        // Different squares are at least one square size (>= 8) apart.
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
        writeln!(f, r#"" fill="{ARROW}" fill-opacity=".75"/>"#)
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
        let plain = Geometry::new(&SvgOptions::new().with_coordinates(false));
        let flipped = Geometry::new(&SvgOptions::new().with_coordinates(false).with_flipped(true));
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
    fn tiny_squares_are_drawn_at_the_smallest_size() {
        let svg = Position::new().to_svg(&SvgOptions::new().with_square_size(0).with_coordinates(false));
        assert!(svg.contains(r#"viewBox="0 0 64 64""#), "{svg}");
        let mv = Move::new(Square::A1, Square::B2);
        let svg = Position::new().to_svg(&SvgOptions::new().with_square_size(1).with_last_move(mv));
        assert!(svg.contains(r#"class="arrow""#));
    }
}
