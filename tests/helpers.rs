//! The conveniences: piece counts, `Game::play_str`, `Game::last_move`, and `Hash` for
//! `Game` agreeing with its equality.

#[path = "../src/xorshift.rs"]
mod xorshift;

use std::collections::HashSet;

use lines_of_action::{
    AnyPosition, Color, EndReason, Game, GameResult, Geometry, IllegalReason, MoveListProblem, Outcome, ParseMoveError,
    PlayError, Position, Rules, SquareSet, Variant, on_any_board,
};
use xorshift::XorShift;

/// The pieces of `color` counted in the board field of the position text.
fn counted_in_text<G: Geometry>(pos: &Position<G>, color: Color) -> u8 {
    let text = pos.to_string();
    let board = text.split(' ').next().unwrap();
    let letter = if color == Color::Black { 'b' } else { 'w' };
    board.chars().filter(|&c| c == letter).count() as u8
}

#[test]
fn piece_counts_are_the_pieces_on_the_board() {
    // RULES.md, "Start positions": twelve a side on 8x8, eight on 6x6; Parachute starts
    // with six on the board and six in the opponent's reserve.
    assert_eq!(Position::default().piece_count(Color::Black), 12);
    assert_eq!(Position::from_variant(Variant::SixBySix).unwrap().piece_count(Color::White), 8);
    let parachute = Position::from_variant(Variant::Parachute).unwrap();
    assert_eq!((parachute.piece_count(Color::White), parachute.reserve(Color::Black)), (6, 6));
    let mut random = XorShift(0x1234_5678_9abc_def1);
    for variant in Variant::ALL {
        on_any_board!(AnyPosition::from_variant(variant), |pos| counts_agree_in_a_random_game(pos, &mut random));
    }
}

/// Plays up to 60 random moves from `pos`, checking the piece counts after each.
fn counts_agree_in_a_random_game<G: Geometry>(mut pos: Position<G>, random: &mut XorShift) {
    for _ in 0..60 {
        for color in Color::ALL {
            assert_eq!(pos.piece_count(color), counted_in_text(&pos, color), "{pos}");
            assert_eq!(usize::from(pos.piece_count(color)), pos.pieces(color).count());
        }
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.outcome(Rules::default()).is_some() {
            break;
        }
        pos.play(moves[random.below(moves.len())]).unwrap();
    }
}

#[test]
fn play_str_reads_plays_and_returns_the_move() {
    let mut game = Game::new(Rules::default());
    assert_eq!(game.last_move(), None);
    let expected = game.position().parse_move("b1-b3").unwrap();
    assert_eq!(game.play_str("b1b3"), Ok(expected), "any spelling parse_move reads");
    assert_eq!(game.last_move(), Some(expected));
    let capture = game.play_str("H3-E3").unwrap();
    assert_eq!(game.last_move(), Some(capture));
    assert_eq!(game.to_string(), "1. b1-b3 h3-e3");
    // Undo and redo move the last move with them.
    assert_eq!(game.undo(), Some(capture));
    assert_eq!(game.last_move(), Some(expected));
    game.redo();
    assert_eq!(game.last_move(), Some(capture));
}

#[test]
fn play_str_errors_say_what_went_wrong_and_change_nothing() {
    let mut game = Game::new(Rules::default());
    game.play_str("b1-b3").unwrap();
    let before = game.clone();
    let syntax = game.play_str("b1-z9").unwrap_err();
    assert!(matches!(syntax, MoveListProblem::Parse(ParseMoveError::Syntax { .. })), "{syntax:?}");
    assert!(syntax.to_string().starts_with("cannot read \"b1-z9\" as a move"), "{syntax}");
    // b3 holds Black's piece, and it is White's turn.
    let illegal = game.play_str("b3-b5").unwrap_err();
    let MoveListProblem::Parse(ParseMoveError::Illegal(illegal)) = illegal else { panic!("{illegal:?}") };
    assert_eq!(illegal.reason(), IllegalReason::NotYourPiece(Color::Black));
    assert_eq!(game, before);
    // Black is connected and White to move: the game is over at once, whatever the text.
    let over: Position = "8/8/8/3bb3/4b3/8/8/w6w w".parse().unwrap();
    let mut game = Game::from_position(over, Rules::default());
    let won = GameResult { outcome: Outcome::Win(Color::Black), reason: EndReason::Connection };
    for text in ["h1-h2", "nonsense"] {
        assert_eq!(game.play_str(text), Err(MoveListProblem::Play(PlayError::GameOver(won))));
    }
    assert_eq!(game.ply(), 0);
    assert_eq!(game.last_move(), None);
}

#[test]
fn equal_games_hash_alike_and_unequal_ones_are_told_apart() {
    let mut played = Game::new(Rules::BOARDSPACE);
    played.play_move_list("b1-b3 h3-e3 b3xe3").unwrap();
    // The same game by another road: a move undone and redone, another played and taken back.
    let mut other = Game::new(Rules::BOARDSPACE);
    other.play_move_list("b1-b3 h3-e3 b3xe3 a2-c2").unwrap();
    other.undo();
    assert_ne!(other, played, "a move to redo makes a different game");
    let mut again = Game::new(Rules::BOARDSPACE);
    again.play_move_list("b1-b3 h3-e3").unwrap();
    again.play_str("b3-e3").unwrap();
    assert_eq!(again, played);
    let mut set = HashSet::new();
    assert!(set.insert(played.clone()));
    assert!(!set.insert(again), "an equal game hashes alike");
    assert!(set.insert(other));
    // The same moves under other rules, or from another start, are other games.
    let mut openspiel = Game::new(Rules::OPENSPIEL);
    openspiel.play_move_list("b1-b3 h3-e3 b3xe3").unwrap();
    assert!(set.insert(openspiel));
    assert!(set.insert(Game::from_variant(Variant::CheshireCat, Rules::BOARDSPACE).unwrap()));
    assert!(set.contains(&played));
    assert_eq!(set.len(), 4);
}
