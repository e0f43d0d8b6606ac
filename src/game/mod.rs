//! [`Game`]: a start position, the rules and the moves played, with undo and redo and
//! the end of the game by every rule, history-dependent ones included.

use core::hash::{Hash, Hasher};

use alloc::vec::Vec;

use crate::board::geometry::{BoardSquare, Geometry};
use crate::board::grid8::Grid8;
use crate::movegen::IllegalMove;
use crate::position::Position;
use crate::position::moves::{Move, MoveList};
use crate::rules::outcome::{GameResult, Outcome, Past, decide};
use crate::rules::repetition::History;
use crate::rules::{RepetitionKey, Rules};
use crate::variants::{Variant, WrongBoard};

/// A game: the start position, the [`Rules`] and the moves played, with undo and redo.
///
/// Every move is checked: an illegal move, or any move once the game is over, is an
/// error and changes nothing. After each move the game applies all four rule options,
/// in the order [`RulePreset`](crate::RulePreset) gives, and keeps the
/// [`GameResult`] with the rule that decided it.
///
/// ```
/// use lines_of_action::{EndReason, Game, Outcome, Rules};
/// let mut game = Game::new(Rules::default());
/// for text in ["b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2"] {
///     let mv = game.position().parse_move(text)?;
///     game.play(mv)?;
/// }
/// // The start position with Black to move, for the third time.
/// let result = game.result().unwrap();
/// assert_eq!((result.outcome, result.reason), (Outcome::Draw, EndReason::Repetition));
/// assert_eq!(game.undo().map(|mv| mv.to_string()), Some("c2-a2".to_string()));
/// assert_eq!(game.result(), None);
/// assert_eq!(game.to_string(), "1. b1-b3 a2-c2 2. b3-b1 c2-a2 3. b1-b3 a2-c2 4. b3-b1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Two games are equal when they have the same rules, the same start, the same moves
/// played and the same moves to [`redo`](Game::redo) (the positions and the result
/// follow from those); [`Hash`] hashes the same four.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game<G: Geometry = Grid8> {
    rules: Rules,
    /// The start, then the position after each move played, each counted.
    history: History<G>,
    /// The moves played.
    moves: Vec<Move<G::Square>>,
    /// The moves undone and not yet redone, the next to redo last.
    undone: Vec<Move<G::Square>>,
    /// The result in the current position.
    result: Option<GameResult>,
}

/// Why [`Game::play`] refused a move. The game is unchanged.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError<S: BoardSquare = crate::board::grid8::square::Square> {
    /// The game is over.
    #[error("the game is over: {0}")]
    GameOver(GameResult),
    /// The move breaks the rules of movement.
    #[error(transparent)]
    Illegal(#[from] IllegalMove<S>),
}

impl Game {
    /// A game from the standard start under `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::default(), rules)
    }

    /// A game from the start of `variant` under `rules`.
    ///
    /// ```
    /// use lines_of_action::{Game, Rules, Variant};
    /// let game = Game::from_variant(Variant::CheshireCat, Rules::OPENSPIEL)?;
    /// assert_eq!(game.perft(3), 42_916); // RULES.md, "Reference perft"
    /// # Ok::<(), lines_of_action::WrongBoard>(())
    /// ```
    ///
    /// # Errors
    /// [`WrongBoard`] for a variant played on a board wider than 8×8.
    pub fn from_variant(variant: Variant, rules: Rules) -> Result<Game, WrongBoard> {
        Ok(Game::from_position(Position::from_variant(variant)?, rules))
    }
}

impl<G: Geometry> Game<G> {
    /// A game from `start` under `rules`. The game may be over at once, if a side is
    /// connected in `start` (the side not to move is taken to have just moved).
    ///
    /// ```
    /// use lines_of_action::{Game, Layout, Position, Rules};
    /// let game = Game::from_position(Position::from_layout(Layout::ScrambledEggs), Rules::default());
    /// assert_eq!(game.legal_moves().len(), 32); // RULES.md, "Perft"
    /// ```
    pub fn from_position(start: Position<G>, rules: Rules) -> Game<G> {
        let history = History::new(start, 0, Some(RepetitionKey::PositionAndTurn));
        let result = decide(&start, Past::History(&history), rules);
        Game { rules, history, moves: Vec::new(), undone: Vec::new(), result }
    }

    /// The rules in force.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The start position.
    pub fn start(&self) -> &Position<G> {
        &self.history.positions()[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position<G> {
        self.history.last().unwrap_or_else(|| unreachable!("a game always holds its start"))
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move<G::Square>] {
        &self.moves
    }

    /// The last move played; `None` at the start (or after undoing every move).
    ///
    /// ```
    /// use lines_of_action::{Game, Move, Rules, Square};
    /// let mut game = Game::new(Rules::default());
    /// assert_eq!(game.last_move(), None);
    /// game.play(Move::new(Square::B1, Square::B3))?;
    /// assert_eq!(game.last_move(), Some(Move::new(Square::B1, Square::B3)));
    /// # Ok::<(), lines_of_action::PlayError>(())
    /// ```
    pub fn last_move(&self) -> Option<Move<G::Square>> {
        self.moves.last().copied()
    }

    /// The number of moves played (passes included).
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The positions along the way: the start, then the position after each move;
    /// one more than [`moves`](Game::moves).
    pub fn positions(&self) -> &[Position<G>] {
        self.history.positions()
    }

    /// The history: every position of the game, counted.
    pub(crate) const fn history(&self) -> &History<G> {
        &self.history
    }

    /// How the game ended, with the rule that decided it; `None` while it goes on.
    pub const fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Who won, if the game is over; `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.result.map(|result| result.outcome)
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The legal moves in the current position; none once the game is over.
    pub fn legal_moves(&self) -> MoveList<G::Square> {
        if self.is_over() { MoveList::new() } else { self.position().legal_moves() }
    }

    /// How often the current position has occurred in this game, itself included,
    /// under `key` (the rules' own key is in [`Rules::repetition`]). Every position is
    /// counted as it is played, so this takes the same time however long the game.
    ///
    /// ```
    /// use lines_of_action::{Game, RepetitionKey, Rules};
    /// let mut game = Game::new(Rules::default());
    /// assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 1);
    /// ```
    pub fn occurrences(&self, key: RepetitionKey) -> usize {
        self.history.occurrences(key)
    }

    /// Plays `mv` if the game goes on and the move is legal. A move other than the next
    /// one to [`redo`](Game::redo) forgets the moves undone.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] or [`PlayError::Illegal`]; the game is unchanged.
    pub fn play(&mut self, mv: Move<G::Square>) -> Result<(), PlayError<G::Square>> {
        if let Some(result) = self.result {
            return Err(PlayError::GameOver(result));
        }
        let mut next = *self.position();
        next.play(mv)?;
        self.push(next, mv);
        Ok(())
    }

    /// The number of legal moves in the current position: 0 once the game is over.
    /// With [`nth_move`](Game::nth_move) or [`play_nth`](Game::play_nth), a uniformly
    /// random move without listing the moves.
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// assert_eq!(Game::new(Rules::default()).move_count(), 36);
    /// ```
    pub fn move_count(&self) -> usize {
        if self.is_over() { 0 } else { self.position().move_count() }
    }

    /// The legal move at `index` in [`legal_moves`](Game::legal_moves) order; `None` past
    /// the last or once the game is over.
    pub fn nth_move(&self, index: usize) -> Option<Move<G::Square>> {
        if self.is_over() { None } else { self.position().nth_move(index) }
    }

    /// Plays the legal move at `index` (no legality check is needed: it is one of the
    /// legal moves) and returns it; `None`, the game unchanged, past the last move or
    /// once the game is over.
    ///
    /// ```
    /// use lines_of_action::{Game, Rules};
    /// let mut game = Game::new(Rules::OPENSPIEL);
    /// while game.play_nth(game.move_count() / 2).is_some() {}
    /// assert!(game.is_over());
    /// ```
    pub fn play_nth(&mut self, index: usize) -> Option<Move<G::Square>> {
        let mv = self.nth_move(index)?;
        let mut next = *self.position();
        next.play_unchecked(mv);
        self.push(next, mv);
        Some(mv)
    }

    /// Appends the position `next` that `mv` reached, and decides the result.
    fn push(&mut self, next: Position<G>, mv: Move<G::Square>) {
        if self.undone.last() == Some(&mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.history.push(next);
        self.result = decide(&next, Past::History(&self.history), self.rules);
        self.moves.push(mv);
    }

    /// Takes back the last move and returns it; `None` at the start. It can be
    /// [redone](Game::redo).
    pub fn undo(&mut self) -> Option<Move<G::Square>> {
        let mv = self.moves.pop()?;
        self.history.pop();
        self.undone.push(mv);
        // The game went on after the position now current, or the move would not have been played.
        self.result = None;
        Some(mv)
    }

    /// Plays again the last move undone and returns it; `None` if there is none.
    pub fn redo(&mut self) -> Option<Move<G::Square>> {
        let mv = *self.undone.last()?;
        self.play(mv).ok().map(|()| mv)
    }

    /// The moves that [`redo`](Game::redo) would play, the next one first.
    pub fn redo_moves(&self) -> impl Iterator<Item = Move<G::Square>> + '_ {
        self.undone.iter().rev().copied()
    }
}

impl Default for Game {
    /// A game from the standard start under the default rules.
    fn default() -> Game {
        Game::new(Rules::default())
    }
}

impl<G: Geometry> Hash for Game<G> {
    /// Hashes what equality compares: the rules, the start, the moves and the moves to redo.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.rules.hash(state);
        Hash::hash(self.start(), state);
        self.moves.hash(state);
        self.undone.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::EndReason;
    use crate::rules::{MoveLimit, Repetition};
    use crate::xorshift::XorShift;
    use crate::{Color, MoveListProblem, RulePreset};
    use alloc::format;
    use alloc::string::ToString;

    fn played(rules: Rules, moves: &str) -> Game {
        let mut game = Game::new(rules);
        game.play_move_list(moves).unwrap();
        game
    }

    // A four-ply loop from the standard start: the start recurs with Black to move.
    const LOOP: &str = "b1-b3 a2-c2 b3-b1 c2-a2";

    #[test]
    fn the_third_occurrence_draws_under_the_default_rules() {
        let mut game = played(Rules::default(), LOOP);
        assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 2);
        assert_eq!(game.result(), None);
        game.play_move_list(LOOP).unwrap();
        assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 3);
        assert_eq!(game.result(), Some(GameResult::draw(EndReason::Repetition)));
        assert_eq!(game.ply(), 8);
    }

    #[test]
    fn openspiel_draws_on_any_board_seen_before() {
        // After ply 4 the start board recurs (RULES.md: "the start board recurs 784 times at ply 4").
        let game = played(Rules::OPENSPIEL, LOOP);
        assert_eq!(game.result(), Some(GameResult::draw(EndReason::Repetition)));
        // The side to move does not matter to OpenSpiel's key: a board seen with the
        // other side to move repeats too. Boardspace has no repetition rule.
        let game = played(Rules::BOARDSPACE, &format!("{LOOP} {LOOP} {LOOP}"));
        assert_eq!(game.result(), None);
        assert_eq!(game.occurrences(RepetitionKey::Board), 4);
    }

    #[test]
    fn a_board_key_counts_boards_seen_with_either_side_to_move() {
        // RULES.md's no-move position: Black must pass, which repeats the board at once.
        let start: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
        let board_key =
            Rules::BOARDSPACE.with_repetition(Repetition::Draw { occurrence: 2, key: RepetitionKey::Board });
        let mut game = Game::from_position(start, board_key);
        game.play(Move::PASS).unwrap();
        assert_eq!(game.result(), Some(GameResult::draw(EndReason::Repetition)));
        let mut game = Game::from_position(start, Rules::default());
        game.play(Move::PASS).unwrap();
        assert_eq!(game.result(), None);
        assert_eq!(game.occurrences(RepetitionKey::PositionAndTurn), 1);
        assert_eq!(game.occurrences(RepetitionKey::Board), 2);
    }

    #[test]
    fn the_move_limit_draws_after_its_last_ply() {
        let rules = Rules::BOARDSPACE.with_move_limit(MoveLimit::Draw { plies: 4, overrides_connection: false });
        let mut game = played(rules, "b1-b3 a2-c2 b3-b1");
        assert_eq!(game.result(), None);
        game.play_move_list("c2-a2").unwrap();
        assert_eq!(game.result(), Some(GameResult::draw(EndReason::MoveLimit)));
        let error = game.play_move_list("b1-b3").unwrap_err();
        assert_eq!(error.ply, 5);
        assert_eq!(error.reason, MoveListProblem::Play(PlayError::GameOver(GameResult::draw(EndReason::MoveLimit))));
    }

    #[test]
    fn the_order_of_limit_and_connection_follows_the_rule() {
        // RULES.md, "Perft": White wins at once with h3-h5 here.
        let start: Position = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w".parse().unwrap();
        let win = start.parse_move("h3-h5").unwrap();
        let limit = |overrides_connection| MoveLimit::Draw { plies: 1, overrides_connection };
        let mut connection_first = Game::from_position(start, Rules::CODINGAME.with_move_limit(limit(false)));
        connection_first.play(win).unwrap();
        assert_eq!(connection_first.outcome(), Some(Outcome::Win(Color::White)));
        let mut limit_first = Game::from_position(start, Rules::OPENSPIEL.with_move_limit(limit(true)));
        limit_first.play(win).unwrap();
        assert_eq!(limit_first.result(), Some(GameResult::draw(EndReason::MoveLimit)));
    }

    #[test]
    fn a_side_without_moves_loses_under_openspiel() {
        // White's g5-g7 boxes Black in: RULES.md's no-move position, Black to move.
        let before: Position = "6wb/7w/8/6w1/8/8/ww6/bw6 w".parse().unwrap();
        let boxed_in: Position = "6wb/6ww/8/8/8/8/ww6/bw6 b".parse().unwrap();
        let loss = GameResult { outcome: Outcome::Win(Color::White), reason: EndReason::NoLegalMove };
        let mut game = Game::from_position(before, Rules::OPENSPIEL);
        game.play_move_list("g5-g7").unwrap();
        assert_eq!(game.position(), &boxed_in);
        assert_eq!(game.result(), Some(loss));
        assert!(game.legal_moves().is_empty());
        assert_eq!(Game::from_position(boxed_in, Rules::OPENSPIEL).result(), Some(loss));
        // Under the default rules Black passes instead.
        let mut game = Game::from_position(before, Rules::default());
        game.play_move_list("g5-g7 pass").unwrap();
        assert_eq!((game.result(), game.position().turn()), (None, Color::White));
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut game = played(Rules::default(), "b1-b3");
        let before = game.clone();
        let error = game.play(Move::new(crate::Square::A2, crate::Square::A4)).unwrap_err();
        assert!(matches!(error, PlayError::Illegal(_)), "{error:?}");
        assert_eq!(game, before);
        let error = game.play_move_list("h2-f4 zz").unwrap_err();
        assert_eq!((error.ply, error.text.as_str()), (3, "\"zz\""));
        assert!(matches!(error.reason, MoveListProblem::Parse(_)));
        assert_eq!(game.ply(), 2, "the moves before the bad one stay played");
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut game = played(Rules::default(), "b1-b3 h3-e3 b3xe3");
        let full = game.clone();
        let undone: Vec<Move> = core::iter::from_fn(|| game.undo()).collect();
        assert_eq!(undone.iter().rev().copied().collect::<Vec<_>>(), full.moves());
        assert_eq!(game.position(), &Position::default());
        assert_eq!(game.redo_moves().collect::<Vec<_>>(), full.moves());
        while game.redo().is_some() {}
        assert_eq!(game, full);
        // A different move forgets the undone line; the same move keeps it.
        game.undo();
        game.undo();
        let same = game.position().parse_move("h3-e3").unwrap();
        game.play(same).unwrap();
        assert_eq!(game.redo_moves().count(), 1);
        game.undo();
        let other = game.position().parse_move("h2-f4").unwrap();
        game.play(other).unwrap();
        assert_eq!(game.redo_moves().count(), 0);
        assert_eq!(game.redo(), None);
    }

    #[test]
    fn undo_reopens_a_finished_game() {
        let mut game = played(Rules::OPENSPIEL, LOOP);
        assert!(game.is_over());
        assert_eq!(game.undo().map(|mv| mv.to_string()), Some("c2-a2".into()));
        assert!(!game.is_over());
        assert_eq!(game.redo().map(|mv| mv.to_string()), Some("c2-a2".into()));
        assert!(game.is_over());
        assert!(game.legal_moves().is_empty());
    }

    #[test]
    fn display_numbers_the_moves() {
        assert_eq!(Game::default().to_string(), "");
        let game = played(Rules::default(), "b1-b3 h3-e3 b3-e3");
        assert_eq!(game.to_string(), "1. b1-b3 h3-e3 2. b3xe3");
        let white_first: Position = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w".parse().unwrap();
        let mut game = Game::from_position(white_first, Rules::default());
        game.play_move_list("h2-f4 b1-b3 h3-e3").unwrap();
        assert_eq!(game.to_string(), "1... h2-f4 2. b1-b3 h3-e3");
        let mut replayed = Game::from_position(white_first, Rules::default());
        replayed.play_move_list(&game.to_string()).unwrap();
        assert_eq!(replayed, game);
    }

    #[test]
    fn a_connected_start_is_over_at_once() {
        let start: Position = "8/8/8/3bb3/8/8/8/w6w b".parse().unwrap();
        let game = Game::from_position(start, Rules::default());
        assert_eq!(game.outcome(), Some(Outcome::Win(Color::White.other())));
        assert!(game.legal_moves().is_empty());
    }

    /// The result recomputed the plain way: every earlier position compared, no shortcut.
    fn naive_result(game: &Game) -> Option<GameResult> {
        let rules = game.rules();
        let (current, earlier) = game.positions().split_last().unwrap();
        let plies = earlier.len();
        let limit = match rules.move_limit {
            MoveLimit::Off => None,
            MoveLimit::Draw { plies: limit, overrides_connection } => {
                (plies >= limit as usize).then_some(overrides_connection)
            }
        };
        if limit == Some(true) {
            return Some(GameResult::draw(EndReason::MoveLimit));
        }
        // RULES.md's table, "after a move by M".
        let mover = current.turn().other();
        match (current.is_connected(mover), current.is_connected(!mover)) {
            (true, true) if rules.both_connected == crate::BothConnected::MoverWins => {
                return Some(GameResult { outcome: Outcome::Win(mover), reason: EndReason::DoubleConnection });
            }
            (true, true) => return Some(GameResult::draw(EndReason::DoubleConnection)),
            (true, false) => return Some(GameResult { outcome: Outcome::Win(mover), reason: EndReason::Connection }),
            (false, true) => return Some(GameResult { outcome: Outcome::Win(!mover), reason: EndReason::Connection }),
            (false, false) => {}
        }
        if let Repetition::Draw { occurrence, key } = rules.repetition {
            let same = |p: &&Position| {
                p.pieces(Color::Black) == current.pieces(Color::Black)
                    && p.pieces(Color::White) == current.pieces(Color::White)
                    && (key == RepetitionKey::Board || p.turn() == current.turn())
            };
            if 1 + earlier.iter().filter(same).count() >= usize::from(occurrence) {
                return Some(GameResult::draw(EndReason::Repetition));
            }
        }
        if limit.is_some() {
            return Some(GameResult::draw(EndReason::MoveLimit));
        }
        match rules.no_legal_move {
            _ if current.legal_moves().iter().any(|mv| !mv.is_pass()) => None,
            crate::NoLegalMove::Pass => None,
            crate::NoLegalMove::Loss => {
                Some(GameResult { outcome: Outcome::Win(current.turn().other()), reason: EndReason::NoLegalMove })
            }
            crate::NoLegalMove::Draw => Some(GameResult::draw(EndReason::NoLegalMove)),
        }
    }

    #[test]
    fn results_agree_with_a_plain_recount_in_random_games() {
        let mut random = XorShift(0x2545_f491_4f6c_dd1d);
        let tight =
            Rules::DEFAULT.with_repetition(Repetition::Draw { occurrence: 2, key: RepetitionKey::PositionAndTurn });
        let presets = RulePreset::ALL.map(RulePreset::rules);
        let mut endings = [0usize; 5];
        for rules in presets.into_iter().chain([tight]) {
            for _ in 0..60 {
                let mut game = Game::new(rules);
                while game.ply() < 300 {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves.as_slice()[random.below(moves.len())];
                    game.play(mv).unwrap();
                    assert_eq!(game.result(), naive_result(&game), "{rules:?}: {game}");
                    // Without the earlier positions, the same but for repetition.
                    if game.result().is_none_or(|result| result.reason != EndReason::Repetition) {
                        assert_eq!(
                            game.position().result_at_ply(rules, game.ply()),
                            game.result(),
                            "{rules:?}: {game}"
                        );
                    }
                }
                if let Some(result) = game.result() {
                    endings[result.reason as usize] += 1;
                }
            }
        }
        // Connection and the move limit must have been reached (CodinGame: 150 plies).
        assert!(endings[EndReason::Connection as usize] > 0, "{endings:?}");
        assert!(endings[EndReason::MoveLimit as usize] > 0, "{endings:?}");
    }
}
