//! [`line_text`]: a line of moves, such as a principal variation, in notation.

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
    let mut pos = *root;
    let mut words = Vec::with_capacity(line.len());
    for &mv in line {
        let word = pos.notation(mv).to_string();
        if pos.play(mv).is_err() {
            break;
        }
        words.push(word);
    }
    words.join(" ")
}
