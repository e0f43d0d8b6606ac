//! The fast paths of the boards up to 8×8 ([`FastPaths`] for [`Grid8`]): perft's last
//! plies, the playouts' kept lines and the threats' groups.

mod landing_counts;
mod perft;
mod playout;
mod threats;

use crate::board::color::Color;
use crate::board::fast_paths::FastPaths;
use crate::board::grid8::Grid8;
use crate::board::grid8::line_state::LineState;
use crate::playout::{Playout, Record};
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;
use crate::rules::repetition::History;

impl Position {
    /// The lines of this position on the board with `SIZE` squares a side.
    #[inline]
    pub(crate) fn line_state<const SIZE: usize>(&self) -> LineState {
        LineState::of::<SIZE>(self.pieces(Color::Black), self.pieces(Color::White))
    }
}

impl FastPaths for Grid8 {
    type PlayoutLines = Option<LineState>;

    #[inline]
    fn playout_lines(position: &Position) -> Option<LineState> {
        playout::playout_lines(position)
    }

    #[inline]
    fn perft(position: &Position, depth: u32, rules: Option<Rules>) -> u64 {
        perft::perft(position, depth, rules)
    }

    #[inline(always)]
    fn perft_last_plies(position: &mut Position, depth: u32, rules: Option<Rules>) -> Option<u64> {
        perft::perft_last_plies(position, depth, rules)
    }

    #[inline]
    fn game_perft(position: &mut Position, history: &mut History, depth: u32, rules: Rules) -> u64 {
        perft::game_perft(position, history, depth, rules)
    }

    #[inline]
    fn playout_move_count(playout: &Playout) -> usize {
        playout.move_count8()
    }

    #[inline]
    fn playout_nth_move(playout: &Playout, index: usize) -> Option<Move> {
        playout.nth_move8(index)
    }

    #[inline]
    fn playout_for_each_move(playout: &Playout, visit: impl FnMut(Move)) {
        playout.for_each_move8(visit);
    }

    #[inline]
    fn playout_play_nth(playout: &mut Playout, index: usize, past: &mut impl Record) -> Option<Move> {
        playout.play_nth8(index, past)
    }

    #[inline(always)]
    fn playout_play_random(playout: &mut Playout, random: u32, past: &mut impl Record) -> Option<Move> {
        playout.play_random8(random, past)
    }

    #[inline]
    fn winning_slides(position: &Position, color: Color, rules: Rules, visit: impl FnMut(Move) -> bool) -> bool {
        threats::winning_slides(position, color, rules, visit)
    }
}
