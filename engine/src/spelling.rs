//! How the engine writes moves: [`Spelling`], the canonical `b1-b3` or the compact
//! `b1b3` of LinesOfActionBot and the chess engines. It reads both, always.

use lines_of_action::{Geometry, Move, Position};
use lines_of_action_search::line_words;

/// The spelling of the moves the engine writes (the `Notation` option).
///
/// ```
/// use lines_of_action::{Move, Position, Square};
/// use lines_of_action_engine::Spelling;
/// let pos = Position::default();
/// let capture = Move::new(Square::C1, Square::A3);
/// assert_eq!(Spelling::Canonical.write(&pos, capture), "c1xa3");
/// assert_eq!(Spelling::Compact.write(&pos, capture), "c1a3");
/// assert_eq!(Spelling::Compact.write(&pos, Move::Pass), "pass");
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Spelling {
    /// The crate's notation: `b1-b3`, `b1xb3`, `pass`, `e8-^^`, `a3-c5@d4`, `@d4`.
    #[default]
    Canonical,
    /// The squares written together: `b1b3` for every slide, capture or not, `a3c5@d4`
    /// for a slide with a drop; every other move as in the canonical notation.
    Compact,
}

impl Spelling {
    /// Every spelling, as the `Notation` option lists them.
    pub const ALL: [Spelling; 2] = [Spelling::Canonical, Spelling::Compact];

    /// Its name, as the `Notation` option takes it: `canonical` or `compact`.
    pub const fn name(self) -> &'static str {
        match self {
            Spelling::Canonical => "canonical",
            Spelling::Compact => "compact",
        }
    }

    /// The spelling named `name` (in any case).
    pub fn from_name(name: &str) -> Option<Spelling> {
        Spelling::ALL.into_iter().find(|spelling| spelling.name().eq_ignore_ascii_case(name))
    }

    /// `mv`, a legal move in `pos`, in this spelling.
    pub fn write<G: Geometry>(self, pos: &Position<G>, mv: Move<G::Square>) -> String {
        match (self, mv) {
            (Spelling::Compact, Move::Slide { from, to }) => format!("{from}{to}"),
            (Spelling::Compact, Move::SlideDrop { from, to, drop }) => format!("{from}{to}@{drop}"),
            _ => pos.notation(mv).to_string(),
        }
    }

    /// `moves`, played one after the other from `pos`, in this spelling, separated by
    /// spaces (as a principal variation is written).
    pub fn write_line<G: Geometry>(self, pos: &Position<G>, moves: &[Move<G::Square>]) -> String {
        line_words(pos, moves, |pos, mv| self.write(pos, mv)).join(" ")
    }
}
