//! [`Position`]: the board, the side to move and the hash, and how moves change them.

pub(crate) mod family;
pub(crate) mod invariants;
pub(crate) mod moves;
pub(crate) mod setup;
mod symmetry;

use core::fmt;

use crate::board::color::Color;
use crate::board::geometry::{Geometry, SquareSet};
use crate::board::grid8::Grid8;
use crate::board::grid8::square::Square;
use crate::board::zobrist;
use crate::position::moves::Move;
use crate::position::setup::{Setup, SetupError};
use family::{DropOrder, Family, ParachuteOptions};

/// A Lines of Action position: the pieces of each colour, the side to move, the
/// variant's state (board size, Cheshire Cat's holes, Parachute's reserves) and a
/// Zobrist hash kept up to date move by move.
///
/// How far a piece moves along a line — the number of pieces on it — is read from
/// the bitboards line by line through precomputed tables, together with every
/// other slide on that line, so there are no counts to keep. A position is small
/// (40 bytes) and `Copy`: copying it and playing on the copy is cheap.
/// [`make`](Position::make) and [`unmake`](Position::unmake) change it in place.
///
/// Game end is not checked when a move is played: ask [`outcome`](Position::outcome)
/// with the [`Rules`](crate::Rules) in force.
///
/// # Constructors
///
/// Each layer of the crate adds its own, so on this page they are spread over the
/// impl blocks; all of them:
///
/// - the standard start: [`Position::START`], [`Position::new`], `Position::default()`;
/// - a layout or a validated setup: [`from_layout`](Position::from_layout),
///   [`from_setup`](Position::from_setup);
/// - a variant's start: [`from_variant`](Position::from_variant),
///   [`from_variant_with`](Position::from_variant_with) (Parachute's options);
/// - text: `"….. b".parse::<Position>()` (the standard family on 8×8),
///   [`from_text`](Position::from_text) and [`from_text_with`](Position::from_text_with)
///   (a variant's text), [`from_playstrategy_fen`](Position::from_playstrategy_fen);
/// - from another position: [`transformed`](Position::transformed) (a symmetry of the
///   board), [`color_swapped`](Position::color_swapped).
///
/// ```
/// use lines_of_action::{Color, Position, Rules, Square, Move};
/// let mut pos = Position::default();
/// assert_eq!(pos.turn(), Color::Black);
/// pos.play(Move::new(Square::B1, Square::B3))?;
/// assert_eq!(pos.turn(), Color::White);
/// assert_eq!(pos.outcome(Rules::default()), None);
/// assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w");
/// # Ok::<(), lines_of_action::IllegalMove>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct Position<G: Geometry = Grid8> {
    pieces: [G::Set; 2],
    holes: G::Set,
    hash: u64,
    turn: Color,
    board_size: u8,
    reserves: [u8; 2],
    family: Family,
}

impl Position {
    /// [`from_valid_setup`](Position::from_valid_setup) in a `const` context, for the
    /// 8×8 starts ([`Position::START`]): the hash through the 8×8 keys' `const`
    /// functions, as [`computed_hash`](Position::computed_hash) works it out.
    pub(crate) const fn from_valid_setup8(setup: Setup) -> Position {
        let mut hash = if matches!(setup.turn, Color::White) { zobrist::WHITE_TO_MOVE } else { 0 };
        let sets = [setup.black, setup.white, setup.holes];
        let mut index = 0;
        while index < sets.len() {
            let mut squares = sets[index];
            while let Some(square) = squares.first() {
                hash ^= match index {
                    2 => zobrist::hole_key(square),
                    _ => zobrist::piece_key(Color::ALL[index], square),
                };
                squares = squares.without(square);
            }
            if index < 2 {
                hash ^= zobrist::reserve_key(Color::ALL[index], setup.reserves[index]);
            }
            index += 1;
        }
        Position {
            pieces: [setup.black, setup.white],
            holes: setup.holes,
            hash,
            turn: setup.turn,
            board_size: setup.board_size,
            reserves: setup.reserves,
            family: setup.family,
        }
    }
}

/// What [`Position::make`] returns and [`Position::unmake`] needs to restore the position.
///
/// It is only good for the position it came from: [`Position::unmake`] checks that it fits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[must_use = "the undo token is needed to unmake the move"]
pub struct Undo<S = Square> {
    pub(crate) mv: Move<S>,
    captured: bool,
    pub(crate) mover: Color,
    hash_before: u64,
}

impl<S: Copy> Undo<S> {
    /// The move that was made.
    #[inline]
    pub const fn played(&self) -> Move<S> {
        self.mv
    }

    /// Whether the move captured a piece.
    #[inline]
    pub const fn captured(&self) -> bool {
        self.captured
    }
}

impl<G: Geometry> Position<G> {
    /// A position from an unvalidated [`Setup`].
    ///
    /// # Errors
    /// A [`SetupError`] naming what the engine cannot honour: a square with both
    /// colours, a colour without pieces, more than [`Setup::MAX_PIECES`] of one colour,
    /// pieces off a small board, holes or reserves where the variant has none.
    pub fn from_setup(setup: Setup<G>) -> Result<Position<G>, SetupError<G::Square>> {
        setup.validate()?;
        Ok(Position::from_valid_setup(setup))
    }

    /// A position from a setup known to be valid (the hash computed).
    pub(crate) fn from_valid_setup(setup: Setup<G>) -> Position<G> {
        let mut pos = Position {
            pieces: [setup.black, setup.white],
            holes: setup.holes,
            hash: 0,
            turn: setup.turn,
            board_size: setup.board_size,
            reserves: setup.reserves,
            family: setup.family,
        };
        pos.hash = pos.computed_hash();
        pos
    }

    /// The position as a [`Setup`].
    pub const fn to_setup(&self) -> Setup<G> {
        Setup {
            black: self.pieces[0],
            white: self.pieces[1],
            turn: self.turn,
            board_size: self.board_size,
            holes: self.holes,
            reserves: self.reserves,
            family: self.family,
        }
    }

    /// This position with a piece of `color` added on the empty `square`, the side to
    /// move and the reserves unchanged (the hash updated): the board a drop-first slide
    /// is made on.
    pub(crate) fn with_piece(&self, color: Color, square: G::Square) -> Position<G> {
        let mut added = *self;
        added.pieces[color as usize] = added.pieces[color as usize].with(square);
        added.hash ^= G::piece_key(color, square);
        added
    }

    /// This position with `color` to move, everything else as it is (the hash updated).
    pub(crate) fn with_turn(&self, color: Color) -> Position<G> {
        let mut turned = *self;
        if color != self.turn {
            turned.turn = color;
            turned.hash ^= zobrist::WHITE_TO_MOVE;
        }
        turned
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The pieces of `color`.
    #[inline]
    pub const fn pieces(&self, color: Color) -> G::Set {
        self.pieces[color as usize]
    }

    /// The number of pieces of `color` on the board (in Parachute, not counting the
    /// stones of its colour still in the opponent's [`reserve`](Position::reserve)).
    ///
    /// ```
    /// use lines_of_action::{Color, Position};
    /// let pos: Position = "8/8/8/3bb3/4b3/8/8/w6w b".parse()?;
    /// assert_eq!(pos.piece_count(Color::Black), 3);
    /// assert_eq!(pos.piece_count(Color::White), 2);
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn piece_count(&self, color: Color) -> u8 {
        self.pieces[color as usize].count() as u8
    }

    /// All pieces of both colours.
    #[inline]
    pub fn occupied(&self) -> G::Set {
        self.pieces[0] | self.pieces[1]
    }

    /// The number of files and ranks of the board: 8, 5 to 7 for the small boards, 9 to
    /// 12 for the wide ones.
    #[inline]
    pub const fn board_size(&self) -> u8 {
        self.board_size
    }

    /// The squares of the board (all 64 on 8×8).
    #[inline]
    pub fn board(&self) -> G::Set {
        G::Set::board_of_size(self.board_size)
    }

    /// Cheshire Cat's holes: the squares pieces have left for good.
    #[inline]
    pub const fn holes(&self) -> G::Set {
        self.holes
    }

    /// The squares a piece may land on: the board's, less the holes.
    #[inline]
    pub fn landable(&self) -> G::Set {
        self.board() - self.holes
    }

    /// The empty squares of the board, holes excluded: where a stone may be dropped.
    #[inline]
    pub fn empty_squares(&self) -> G::Set {
        self.landable() - self.occupied()
    }

    /// Parachute: how many of the opponent's stones `color` still holds to drop.
    #[inline]
    pub const fn reserve(&self, color: Color) -> u8 {
        self.reserves[color as usize]
    }

    /// Whether the side to move drops a stone this turn (Parachute's drop phase).
    #[inline]
    pub const fn in_drop_phase(&self) -> bool {
        self.reserves[self.turn as usize] != 0
    }

    /// The variant's special rules this position follows.
    #[inline]
    pub const fn family(&self) -> Family {
        self.family
    }

    /// Whether this position follows the standard game's rules on the 8×8 board, with
    /// no holes and no drops: the case the fast paths serve.
    #[inline]
    pub(crate) fn is_plain(&self) -> bool {
        self.board_size == 8 && matches!(self.family, Family::Standard)
    }

    /// The colour of the piece on `square`, if any.
    #[inline]
    pub fn piece_at(&self, square: G::Square) -> Option<Color> {
        if self.pieces[0].contains(square) {
            Some(Color::Black)
        } else if self.pieces[1].contains(square) {
            Some(Color::White)
        } else {
            None
        }
    }

    /// The number of pieces, of both colours, on the line of `kind` through `square`:
    /// how far a piece on `square` moves along that line. Holes are not pieces.
    ///
    /// ```
    /// use lines_of_action::{LineKind, Position, Square};
    /// let pos = Position::default();
    /// assert_eq!(pos.line_count(Square::B1, LineKind::File), 2);
    /// assert_eq!(pos.line_count(Square::B1, LineKind::Rank), 6);
    /// ```
    #[inline]
    pub fn line_count(&self, square: G::Square, kind: G::LineKind) -> u8 {
        (self.occupied() & G::line(kind, square)).count() as u8
    }

    /// Whether all pieces of `color` form one group under 8-neighbour
    /// (orthogonal and diagonal) adjacency. A single piece is connected.
    ///
    /// ```
    /// use lines_of_action::{Color, Position};
    /// let pos: Position = "8/8/8/3bb3/4b3/8/8/w6w b".parse()?;
    /// assert!(pos.is_connected(Color::Black));
    /// assert!(!pos.is_connected(Color::White));
    /// # Ok::<(), lines_of_action::ParsePositionError>(())
    /// ```
    #[inline]
    pub fn is_connected(&self, color: Color) -> bool {
        self.pieces(color).is_connected()
    }

    /// The Zobrist hash of the pieces, the side to move, the holes and the reserves
    /// (shakmaty's name; [`Hash`](core::hash::Hash) feeds the same number to a hasher).
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let pos = Position::default();
    /// assert_eq!(pos.zobrist_hash(), pos.computed_hash());
    /// ```
    #[inline]
    pub const fn zobrist_hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash recomputed from scratch; [`zobrist_hash`](Position::zobrist_hash) is kept equal
    /// to it move by move.
    pub fn computed_hash(&self) -> u64 {
        let mut hash = if matches!(self.turn, Color::White) { zobrist::WHITE_TO_MOVE } else { 0 };
        for color in Color::ALL {
            for square in self.pieces(color) {
                hash ^= G::piece_key(color, square);
            }
            hash ^= zobrist::reserve_key(color, self.reserves[color as usize]);
        }
        for square in self.holes {
            hash ^= G::hole_key(square);
        }
        hash
    }

    /// Plays `mv` without checking that it is legal: the fast path for moves
    /// that came from [`legal_moves`](Position::legal_moves).
    ///
    /// # Panics
    /// May panic, or leave a position that breaks the rules (for example one
    /// where a piece jumped an enemy), if `mv` is not legal. It never causes
    /// undefined behaviour: the crate has no `unsafe` code.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move<G::Square>) {
        let _ = self.make_unchecked(mv);
    }

    /// Plays `mv` without checking it and returns the token that undoes it:
    /// the fast path for search.
    ///
    /// ```
    /// use lines_of_action::Position;
    /// let mut pos = Position::default();
    /// let before = pos;
    /// for mv in pos.legal_moves() {
    ///     let undo = pos.make_unchecked(mv);
    ///     pos.unmake_unchecked(undo);
    ///     assert_eq!(pos, before);
    /// }
    /// ```
    ///
    /// # Panics
    /// As [`play_unchecked`](Position::play_unchecked), if `mv` is not legal.
    #[inline]
    pub fn make_unchecked(&mut self, mv: Move<G::Square>) -> Undo<G::Square> {
        let mover = self.turn;
        let hash_before = self.hash;
        let captured = match mv {
            Move::Slide { from, to } => self.slide(mover, from, to),
            _ => self.make_other(mover, mv),
        };
        self.turn = mover.other();
        self.hash ^= zobrist::WHITE_TO_MOVE;
        Undo { mv, captured, mover, hash_before }
    }

    /// [`make_unchecked`](Self::make_unchecked) of every move but a plain slide, the
    /// side to move aside; whether a piece was captured. Kept out of line, so that the
    /// standard game's slides stay short.
    #[inline(never)]
    fn make_other(&mut self, mover: Color, mv: Move<G::Square>) -> bool {
        match mv {
            Move::Slide { from, to } => self.slide(mover, from, to),
            Move::Pass => false,
            Move::Exit { from } => {
                self.pieces[mover as usize] = self.pieces[mover as usize].without(from);
                self.hash ^= G::piece_key(mover, from);
                self.leave_hole(from);
                false
            }
            Move::SlideDrop { from, to, drop } => {
                if self.drops_first() {
                    self.drop_stone(mover, drop);
                    self.slide(mover, from, to)
                } else {
                    let captured = self.slide(mover, from, to);
                    self.drop_stone(mover, drop);
                    captured
                }
            }
            Move::PassDrop { drop } | Move::Drop { drop } => {
                self.drop_stone(mover, drop);
                false
            }
        }
    }

    /// Whether this is Parachute with the drop before the slide.
    #[inline]
    pub(crate) const fn drops_first(&self) -> bool {
        matches!(self.family, Family::Parachute(ParachuteOptions { order: DropOrder::DropFirst, .. }))
    }

    /// `mover`'s piece slides `from` `to`, capturing what stands there; whether it captured.
    #[inline(always)]
    fn slide(&mut self, mover: Color, from: G::Square, to: G::Square) -> bool {
        let enemy = &mut self.pieces[mover.other() as usize];
        let captured = enemy.contains(to);
        *enemy = enemy.without(to);
        self.pieces[mover as usize] ^= G::Set::from_square(from) | G::Set::from_square(to);
        self.hash ^= zobrist::slide_key::<G>(mover, from, to, captured);
        if !matches!(self.family, Family::Standard) {
            self.after_variant_slide(mover, from, to);
        }
        captured
    }

    /// What a slide does besides moving its piece in the variants: in Cheshire Cat the
    /// square left becomes a hole; in Black Hole a piece landing on the black hole is
    /// swallowed. Kept out of line, so that the standard game's slides stay short.
    #[inline(never)]
    fn after_variant_slide(&mut self, mover: Color, from: G::Square, to: G::Square) {
        self.leave_hole(from);
        if self.black_hole() == Some(to) {
            self.pieces[mover as usize] = self.pieces[mover as usize].without(to);
            self.hash ^= G::piece_key(mover, to);
        }
    }

    /// Black Hole's black hole, the centre of the board; `None` in the other variants.
    ///
    /// ```
    /// use lines_of_action::{Position, Variant, Grid12, Square12};
    /// let pos = Position::<Grid12>::start_of(Variant::BlackHole)?;
    /// assert_eq!(pos.black_hole(), "e5".parse::<Square12>().ok());
    /// assert_eq!(Position::default().black_hole(), None);
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    #[inline]
    pub fn black_hole(&self) -> Option<G::Square> {
        match self.family {
            Family::BlackHole => G::centre(self.board_size),
            _ => None,
        }
    }

    /// In Cheshire Cat, `square` becomes a hole once its piece has left.
    #[inline(always)]
    fn leave_hole(&mut self, square: G::Square) {
        if self.family.has_holes() {
            self.holes = self.holes.with(square);
            self.hash ^= G::hole_key(square);
        }
    }

    /// `mover` drops a stone of the opponent's colour from its reserve on `square`.
    #[inline]
    fn drop_stone(&mut self, mover: Color, square: G::Square) {
        let reserve = self.reserves[mover as usize];
        let left = reserve.saturating_sub(1);
        self.hash ^= zobrist::reserve_key(mover, reserve) ^ zobrist::reserve_key(mover, left);
        self.reserves[mover as usize] = left;
        self.pieces[mover.other() as usize] = self.pieces[mover.other() as usize].with(square);
        self.hash ^= G::piece_key(mover.other(), square);
    }

    /// Takes back [`drop_stone`](Self::drop_stone), the hash aside.
    #[inline]
    fn undo_drop(&mut self, mover: Color, square: G::Square) {
        self.reserves[mover as usize] = self.reserves[mover as usize].wrapping_add(1);
        self.pieces[mover.other() as usize] = self.pieces[mover.other() as usize].without(square);
    }

    /// Takes back [`slide`](Self::slide), the hash aside.
    #[inline(always)]
    fn undo_slide(&mut self, mover: Color, from: G::Square, to: G::Square, captured: bool) {
        let to_square = G::Set::from_square(to);
        self.pieces[mover as usize] ^= G::Set::from_square(from) | to_square;
        self.pieces[mover.other() as usize] |= to_square.only_if(captured);
        self.holes = self.holes.without(from);
        if matches!(self.family, Family::BlackHole) {
            // The black hole never holds a piece: a piece it swallowed comes back to
            // `from` alone.
            self.pieces[mover as usize] -= to_square.only_if(self.black_hole() == Some(to));
        }
    }

    /// Undoes the move that produced `undo` without checking that the token
    /// belongs here: the fast path for search.
    ///
    /// # Panics
    /// May panic, or leave an inconsistent position, if `undo` does not come
    /// from the latest make not yet undone on this position.
    #[inline]
    pub fn unmake_unchecked(&mut self, undo: Undo<G::Square>) {
        let mover = undo.mover;
        self.turn = mover;
        self.hash = undo.hash_before;
        match undo.mv {
            Move::Slide { from, to } => self.undo_slide(mover, from, to, undo.captured),
            mv => self.unmake_other(mover, mv, undo.captured),
        }
    }

    /// [`unmake_unchecked`](Self::unmake_unchecked) of every move but a plain slide,
    /// the side to move and the hash aside; kept out of line as `make_other` is.
    #[inline(never)]
    fn unmake_other(&mut self, mover: Color, mv: Move<G::Square>, captured: bool) {
        match mv {
            Move::Slide { from, to } => self.undo_slide(mover, from, to, captured),
            Move::Pass => {}
            Move::Exit { from } => {
                self.pieces[mover as usize] = self.pieces[mover as usize].with(from);
                self.holes = self.holes.without(from);
            }
            Move::SlideDrop { from, to, drop } => {
                if self.drops_first() {
                    self.undo_slide(mover, from, to, captured);
                    self.undo_drop(mover, drop);
                } else {
                    self.undo_drop(mover, drop);
                    self.undo_slide(mover, from, to, captured);
                }
            }
            Move::PassDrop { drop } | Move::Drop { drop } => self.undo_drop(mover, drop),
        }
    }
}

impl<G: Geometry> core::hash::Hash for Position<G> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// A board diagram, rank 8 on top, then the side to move and the notation.
impl<G: Geometry> fmt::Debug for Position<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.diagram())?;
        write!(f, "{}", self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_five_words() {
        assert_eq!(core::mem::size_of::<Position>(), 40);
        assert!(core::mem::size_of::<Undo>() <= 16);
    }

    #[test]
    fn the_invariant_checker_finds_each_kind_of_corruption() {
        use crate::position::invariants::InvariantViolation;
        let start = Position::new();
        assert_eq!(start.check_invariants(), Ok(()));

        let mut overlap = start;
        overlap.pieces[1] = overlap.pieces[1].with(Square::B1);
        assert_eq!(overlap.check_invariants(), Err(InvariantViolation::Overlap(Square::B1)));

        let mut crowded = start;
        crowded.pieces[0] = crowded.pieces[0].with(Square::D4);
        assert_eq!(
            crowded.check_invariants(),
            Err(InvariantViolation::TooManyPieces { color: Color::Black, count: 13, max: Setup::MAX_PIECES })
        );

        let mut rehashed = start;
        rehashed.hash ^= 1;
        assert_eq!(
            rehashed.check_invariants(),
            Err(InvariantViolation::Hash { kept: start.hash ^ 1, actual: start.hash })
        );
    }

    #[test]
    fn with_black_to_move_the_hash_is_the_pieces_keys_alone() {
        let start = Position::new();
        let keys = Color::ALL
            .into_iter()
            .flat_map(|color| start.pieces(color).into_iter().map(move |sq| zobrist::piece_key(color, sq)))
            .fold(0, |hash, key| hash ^ key);
        assert_eq!(start.zobrist_hash(), keys);
    }

    #[test]
    fn std_hash_and_debug_show_the_position() {
        use core::hash::{BuildHasher, Hash, Hasher};
        struct Xor(u64);
        impl Hasher for Xor {
            fn finish(&self) -> u64 {
                self.0
            }
            fn write(&mut self, bytes: &[u8]) {
                for &b in bytes {
                    self.0 = self.0.rotate_left(8) ^ u64::from(b);
                }
            }
        }
        struct BuildXor;
        impl BuildHasher for BuildXor {
            type Hasher = Xor;
            fn build_hasher(&self) -> Xor {
                Xor(0)
            }
        }
        let start = Position::new();
        let mut moved = start;
        moved.play_unchecked(Move::new(Square::B1, Square::B3));
        let std_hash = |pos: &Position| {
            let mut hasher = BuildXor.build_hasher();
            Hash::hash(pos, &mut hasher);
            hasher.finish()
        };
        assert_ne!(std_hash(&start), std_hash(&moved));
        let debug = alloc::format!("{start:?}");
        assert!(debug.starts_with("8 . b b b b b b ."), "{debug}");
        assert!(debug.ends_with("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"), "{debug}");
    }

    #[test]
    fn the_hash_tells_the_side_to_move_apart() {
        let black = Position::new();
        let white = Position::from_setup(Setup { turn: Color::White, ..black.to_setup() }).unwrap();
        assert_ne!(black.zobrist_hash(), white.zobrist_hash());
        assert_eq!(black.zobrist_hash() ^ white.zobrist_hash(), zobrist::WHITE_TO_MOVE);
    }
}
