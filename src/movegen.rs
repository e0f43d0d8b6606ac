//! Move generation and move legality.

use core::fmt;

use crate::color::Color;
use crate::line_patterns::{LinePatterns, count_of};
use crate::line_table::{
    FIRST_DIAGONAL, FULL_LINE_OFFSET, LINES, PIECES_ON, SLIDES, file_bits, index_for_mover, rank_bits,
    visit_line_slides,
};
use crate::lines::{Direction, LineKind};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::square::Square;
use thiserror::Error;

impl Position {
    /// The legal moves of the side to move: its slides, or only [`Move::PASS`]
    /// if it has none (a forced pass). Slides come line by line: ranks, files,
    /// diagonals, anti-diagonals.
    ///
    /// Game end is not considered: under rules where a side without moves
    /// loses, or after a win, [`outcome`](Position::outcome) says the game is over.
    /// Never allocates.
    ///
    /// ```
    /// use lines_of_action::{Move, Position, Square};
    /// let moves = Position::default().legal_moves();
    /// assert_eq!(moves.len(), 36);
    /// assert!(moves.contains(&Move::new(Square::C1, Square::A3)));
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_slide(self.turn(), |from, to| list.push(Move::slide(from, to)));
        if list.is_empty() {
            list.push(Move::PASS);
        }
        list
    }

    /// Calls `visit(from, to)` for every slide `color` would have on this board, line
    /// by line: ranks, files, diagonals, anti-diagonals. Lines without a piece of
    /// `color` are skipped before any table is read.
    #[inline(always)]
    pub(crate) fn for_each_slide(&self, color: Color, mut visit: impl FnMut(Square, Square)) {
        let (own, enemy) = (self.pieces(color).0, self.pieces(color.other()).0);
        let slides = &SLIDES[color as usize];
        let mut line = |offset: usize, own_bits: usize, enemy_bits: usize, square: &dyn Fn(usize) -> usize| {
            if own_bits == 0 {
                return;
            }
            let index = index_for_mover(offset, color, own_bits, enemy_bits);
            let entry = slides[index & (slides.len() - 1)];
            let distance = PIECES_ON[(own_bits | enemy_bits) & 255] as usize;
            visit_line_slides(entry, distance, square, &mut visit);
        };
        for rank in 0..8 {
            line(FULL_LINE_OFFSET, rank_bits(own, rank), rank_bits(enemy, rank), &|digit| rank * 8 + digit);
        }
        for file in 0..8 {
            line(FULL_LINE_OFFSET, file_bits(own, file), file_bits(enemy, file), &|digit| digit * 8 + file);
        }
        for diagonal in &LINES[FIRST_DIAGONAL..] {
            let square = |digit: usize| diagonal.square(digit) as usize;
            line(diagonal.offset as usize, diagonal.bits(own), diagonal.bits(enemy), &square);
        }
    }

    /// The pattern of every line.
    #[inline]
    pub(crate) fn line_patterns(&self) -> LinePatterns {
        LinePatterns::of(self.pieces(Color::Black).0, self.pieces(Color::White).0)
    }

    /// The number of slides the side to move has; a forced pass is not counted, so
    /// this is 0 exactly when the side to move must pass. Nothing is listed: one
    /// table lookup per line.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// assert_eq!(Position::default().count_slides(), 36);
    /// ```
    #[inline]
    pub fn count_slides(&self) -> usize {
        self.count_slides_of(self.turn())
    }

    /// The number of slides `color` would have if it were its turn: its mobility, for
    /// either side, without changing the side to move.
    ///
    /// ```
    /// use lines_of_action::{Color, Position};
    /// // RULES.md: Black, to move, is boxed in; White would have 22 slides.
    /// let pos: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse()?;
    /// assert_eq!(pos.count_slides_of(Color::Black), 0);
    /// assert_eq!(pos.count_slides_of(Color::White), 22);
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn count_slides_of(&self, color: Color) -> usize {
        count_of(LinePatterns::slide_counts(self.pieces(Color::Black).0, self.pieces(Color::White).0), color) as usize
    }

    /// Whether the side to move has at least one slide.
    #[inline]
    pub fn has_slide(&self) -> bool {
        self.count_slides() != 0
    }

    /// Whether `mv` is legal in this position (see [`legal_moves`](Position::legal_moves)).
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Checks `mv` against the rules of movement.
    ///
    /// # Errors
    /// [`IllegalMove`], whose reason says what rule the move breaks.
    ///
    /// ```
    /// use lines_of_action::{IllegalReason, Move, Position, Square};
    /// let pos = Position::default();
    /// let err = pos.check_move(Move::new(Square::B1, Square::B4)).unwrap_err();
    /// assert_eq!(err.reason(), IllegalReason::WrongDistance { count: 2, distance: 3 });
    /// assert_eq!(
    ///     err.to_string(),
    ///     "illegal move b1-b4: there are 2 pieces on the file through b1, so it must move exactly 2 squares, not 3"
    /// );
    /// ```
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        let illegal = |reason| Err(IllegalMove { mv, reason });
        if mv.is_pass() {
            return if self.has_slide() { illegal(IllegalReason::PassNotForced) } else { Ok(()) };
        }
        let (from, to) = (mv.from(), mv.to());
        let mover = self.turn();
        match self.piece_at(from) {
            None => return illegal(IllegalReason::NoPiece),
            Some(owner) if owner != mover => return illegal(IllegalReason::NotYourPiece(owner)),
            Some(_) => {}
        }
        let Some(direction) = Direction::between(from, to) else {
            return illegal(IllegalReason::NotALine);
        };
        let count = self.line_count(from, direction.line_kind());
        let distance = chebyshev_distance(from, to);
        if distance != count {
            return illegal(IllegalReason::WrongDistance { count, distance });
        }
        let jumped = crate::lines::squares_between(direction, from, to) & self.pieces(mover.other()).0;
        if jumped != 0 {
            // Name the enemy nearest the moving piece.
            let nearest = if to > from { jumped.trailing_zeros() } else { 63 - jumped.leading_zeros() };
            return illegal(IllegalReason::JumpsEnemy(Square::from_index_masked(nearest as usize)));
        }
        if self.pieces(mover).contains(to) {
            return illegal(IllegalReason::OwnPieceOnTarget);
        }
        Ok(())
    }

    /// Whether the slide `mv` lands on an enemy piece.
    #[inline]
    pub fn is_capture(&self, mv: Move) -> bool {
        !mv.is_pass() && self.pieces(self.turn().other()).contains(mv.to())
    }
}

/// The number of king steps between two squares on one line.
fn chebyshev_distance(a: Square, b: Square) -> u8 {
    let df = (a.file() as i8 - b.file() as i8).unsigned_abs();
    let dr = (a.rank() as i8 - b.rank() as i8).unsigned_abs();
    df.max(dr)
}

/// Why a move is illegal (see [`IllegalMove`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IllegalReason {
    /// There is no piece on the `from` square.
    NoPiece,
    /// The piece on the `from` square belongs to the given colour, not the side to move.
    NotYourPiece(Color),
    /// `from` and `to` are not on one rank, file or diagonal.
    NotALine,
    /// The line holds `count` pieces, so the move must be `count` squares long, not `distance`.
    WrongDistance {
        /// Pieces on the line, which is the required distance.
        count: u8,
        /// The distance the move tried.
        distance: u8,
    },
    /// The move would jump over an enemy piece on this square (the one nearest the mover).
    JumpsEnemy(Square),
    /// The target square holds a piece of the mover's own colour.
    OwnPieceOnTarget,
    /// A pass is only legal when the side to move has no slide.
    PassNotForced,
}

/// A move that breaks the rules of movement, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("illegal move {}: {}", MoveText(*.mv), ReasonText(*self))]
pub struct IllegalMove {
    pub(crate) mv: Move,
    pub(crate) reason: IllegalReason,
}

impl IllegalMove {
    /// The move.
    pub const fn mv(&self) -> Move {
        self.mv
    }

    /// What rule it breaks.
    pub const fn reason(&self) -> IllegalReason {
        self.reason
    }
}

/// A move written with `-` between the squares, as in error messages.
struct MoveText(Move);

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mv = self.0;
        if mv.is_pass() { f.write_str("pass") } else { write!(f, "{}-{}", mv.from(), mv.to()) }
    }
}

struct ReasonText(IllegalMove);

impl fmt::Display for ReasonText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let IllegalMove { mv, reason } = self.0;
        let (from, to) = (mv.from(), mv.to());
        match reason {
            IllegalReason::NoPiece => write!(f, "there is no piece on {from}"),
            IllegalReason::NotYourPiece(owner) => {
                write!(f, "the piece on {from} is {owner}'s and it is {}'s turn", owner.other())
            }
            IllegalReason::NotALine => {
                write!(f, "{from} and {to} are not on one rank, file or diagonal")
            }
            IllegalReason::WrongDistance { count, distance } => {
                let line = Direction::between(from, to).map_or(LineKind::Rank, Direction::line_kind).name();
                match count {
                    1 => write!(f, "there is 1 piece (the mover alone) on the {line} through {from}, ")?,
                    _ => write!(f, "there are {count} pieces on the {line} through {from}, ")?,
                }
                let squares = if count == 1 { "square" } else { "squares" };
                write!(f, "so it must move exactly {count} {squares}, not {distance}")
            }
            IllegalReason::JumpsEnemy(square) => {
                write!(f, "it would jump over the enemy piece on {square}")
            }
            IllegalReason::OwnPieceOnTarget => {
                write!(f, "{to} holds a piece of the mover's own colour")
            }
            IllegalReason::PassNotForced => f.write_str("a pass is only legal when no other move is"),
        }
    }
}
