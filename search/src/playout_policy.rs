//! [`play_concentrating`]: a playout's move choice beyond uniform, the best of a few
//! random draws ranked by how much a move concentrates the mover's pieces (MCTS's
//! [`MctsOptions::playout_candidates`](crate::MctsOptions::playout_candidates)).

use lines_of_action::{BoardSquare, Geometry, Move, Playout, SquareSet};

use crate::random::Random;

/// Plays one move of `playout` and returns it: the best of `candidates` legal moves
/// drawn uniformly (with replacement) by `random`, ranked by how much closer to the
/// mover's centre of mass the piece lands (in steps from neighbour to neighbour,
/// [`BoardSquare::offset_steps`]: the king's distance on the square grids, the hex
/// distance on a hexagon; a capture counts one step more), the first drawn on a tie; a uniformly random move when `candidates`
/// is below 2 or there is at most one move. `None` once the game is over. Never
/// allocates.
///
/// ```
/// use lines_of_action::{Playout, Position, Rules};
/// use lines_of_action_search::{Random, play_concentrating};
/// let mut playout = Playout::new(Position::default(), Rules::default());
/// let mut random = Random::new(7);
/// while !playout.is_over() {
///     play_concentrating(&mut playout, &mut random, 5).expect("a move");
/// }
/// assert_eq!(play_concentrating(&mut playout, &mut random, 5), None);
/// assert!(playout.result().is_some());
/// ```
pub fn play_concentrating<G: Geometry>(
    playout: &mut Playout<G>,
    random: &mut Random,
    candidates: u8,
) -> Option<Move<G::Square>> {
    let count = playout.move_count();
    if candidates < 2 || count < 2 {
        return playout.play_random(random.next_u32());
    }
    let position = playout.position();
    let concentration = Concentration::of(position.pieces(position.turn()), position.pieces(!position.turn()));
    let (mut best_gain, mut best) = (i32::MIN, 0);
    for _ in 0..candidates {
        let index = random.below(count);
        let gain = playout.nth_move(index).map_or(0, |mv| concentration.gain(mv));
        if gain > best_gain {
            (best_gain, best) = (gain, index);
        }
    }
    playout.play_nth(best)
}

/// The mover's centre of mass and the opponent's pieces: what ranks a playout move.
/// (The evaluation's spread measures the same distance in its own loop: sharing this
/// type there cost its `Terms::of` 4 % more instructions.)
struct Concentration<S: SquareSet> {
    /// The mover's pieces.
    pieces: i32,
    /// The sums of the mover's [coordinates](BoardSquare::coordinates): the centre of
    /// mass × `pieces`.
    x_sum: i32,
    y_sum: i32,
    opponent: S,
}

impl<S: SquareSet> Concentration<S> {
    /// The ranking for the side owning `mine`, against `theirs`.
    fn of(mine: S, theirs: S) -> Concentration<S> {
        let (mut x_sum, mut y_sum) = (0, 0);
        for square in mine {
            let (x, y) = square.coordinates();
            x_sum += x;
            y_sum += y;
        }
        Concentration { pieces: mine.count() as i32, x_sum, y_sum, opponent: theirs }
    }

    /// The steps from `square` to the centre of mass, × the pieces.
    fn distance(&self, square: S::Square) -> i32 {
        let (x, y) = square.coordinates();
        S::Square::offset_steps(x * self.pieces - self.x_sum, y * self.pieces - self.y_sum)
    }

    /// How much closer to the centre of mass `mv` brings its piece (× the pieces), one
    /// step more for a capture; 0 for a move that slides nothing.
    fn gain(&self, mv: Move<S::Square>) -> i32 {
        match mv {
            Move::Slide { from, to } | Move::SlideDrop { from, to, .. } => {
                let capture = if self.opponent.contains(to) { self.pieces } else { 0 };
                self.distance(from) - self.distance(to) + capture
            }
            _ => 0,
        }
    }
}
