//! The fast paths of the hexagonal boards ([`FastPaths`] for [`Hex5`] and [`Hex6`]):
//! perft's last two plies in the standard game and Black Hole. Everything else takes the
//! general path.

mod perft;

use crate::board::fast_paths::FastPaths;
use crate::board::hex::{Hex5, Hex6};
use crate::position::Position;
use crate::rules::Rules;
use crate::rules::repetition::History;

/// `FastPaths` for one hexagon.
macro_rules! hex_fast_paths {
    ($geometry:ident) => {
        impl FastPaths for $geometry {
            type PlayoutLines = ();

            #[inline]
            fn playout_lines(_: &Position<$geometry>) {}

            #[inline(always)]
            fn perft_last_plies(position: &mut Position<$geometry>, depth: u32, rules: Option<Rules>) -> Option<u64> {
                perft::perft_last_plies(position, depth, rules)
            }

            #[inline]
            fn game_perft(
                position: &mut Position<$geometry>,
                history: &mut History<$geometry>,
                depth: u32,
                rules: Rules,
            ) -> u64 {
                perft::game_perft(position, history, depth, rules)
            }
        }
    };
}

hex_fast_paths!(Hex5);
hex_fast_paths!(Hex6);
