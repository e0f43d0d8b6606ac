//! [`line_text`] and [`line_words`]: a line of moves, such as a principal variation, in
//! notation.

use lines_of_action::{Geometry, Move, Position};

/// The moves of `line`, played one after the other from `root`, in the rules crate's
/// notation (`b1-b3`, `c1xa3`, captures marked), separated by spaces. A move that is
/// not legal where it falls ends the text there: the line is never played past it.
///
/// ```
/// use lines_of_action::{Game, Rules};
/// use lines_of_action_search::{AlphaBeta, Limits, line_text};
///
/// let game = Game::new(Rules::default());
/// let found = AlphaBeta::new().search(&game, Limits::NONE.with_depth(3)).unwrap();
/// let text = line_text(game.position(), &found.pv);
/// assert_eq!(text.split(' ').count(), found.pv.len());
/// assert_eq!(text, found.pv_text(game.position()));
/// ```
pub fn line_text<G: Geometry>(root: &Position<G>, line: &[Move<G::Square>]) -> String {
    line_words(root, line, |pos, mv| pos.notation(mv).to_string()).join(" ")
}

/// The moves of `line`, played one after the other from `root`, each written by
/// `spell` in the position it is played in (for a spelling of one's own); like
/// [`line_text`], the words stop before the first move that is not legal where it falls.
///
/// ```
/// use lines_of_action::{Position, Square, Move};
/// use lines_of_action_search::line_words;
///
/// let line = [Move::new(Square::B1, Square::B3), Move::new(Square::A2, Square::C2)];
/// let compact = line_words(&Position::default(), &line, |_, mv| mv.to_string().replace('-', ""));
/// assert_eq!(compact, ["b1b3", "a2c2"]);
/// ```
pub fn line_words<G: Geometry>(
    root: &Position<G>,
    line: &[Move<G::Square>],
    mut spell: impl FnMut(&Position<G>, Move<G::Square>) -> String,
) -> Vec<String> {
    let mut pos = *root;
    let mut words = Vec::with_capacity(line.len());
    for &mv in line {
        let word = spell(&pos, mv);
        if pos.play(mv).is_err() {
            break;
        }
        words.push(word);
    }
    words
}
