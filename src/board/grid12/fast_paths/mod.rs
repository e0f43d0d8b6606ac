//! The fast paths of the wide boards ([`FastPaths`] for [`Grid12`]): perft's last two
//! plies in the standard game and Black Hole. Everything else takes the general path.

mod perft;

use crate::board::fast_paths::FastPaths;
use crate::board::grid12::Grid12;
use crate::position::Position;
use crate::rules::Rules;
use crate::rules::repetition::History;

impl FastPaths for Grid12 {
    type PlayoutLines = ();

    #[inline]
    fn playout_lines(_: &Position<Grid12>) {}

    #[inline(always)]
    fn perft_last_plies(position: &mut Position<Grid12>, depth: u32, rules: Option<Rules>) -> Option<u64> {
        perft::perft_last_plies(position, depth, rules)
    }

    #[inline]
    fn game_perft(position: &mut Position<Grid12>, history: &mut History<Grid12>, depth: u32, rules: Rules) -> u64 {
        perft::game_perft(position, history, depth, rules)
    }
}
