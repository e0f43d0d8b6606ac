//! [`FastPaths`]: the hooks through which the generic code takes a geometry's own fast
//! paths. Each hook has a general default, correct on every board; a geometry
//! overrides the ones it has a faster way for, in its folder's `fast_paths/`. The
//! compiler picks the implementation for each geometry: there is no type test and no
//! branch at run time.
//!
//! The hooks and their implementations use the layers below `board/` (positions,
//! rules, playouts, perft): they are the one place the board layer reaches down, and
//! `tests/layers.rs` ranks them after perft.

use crate::board::color::Color;
use crate::board::geometry::Geometry;
use crate::perft::game_perft::general_leaves;
use crate::perft::general_perft;
use crate::playout::{Playout, Record};
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;
use crate::rules::repetition::History;

/// A geometry's fast paths. Sealed with [`Geometry`]: implemented only by the crate's
/// geometries, and called only by the crate.
pub trait FastPaths: Sized + 'static {
    /// What a [`Playout`] keeps beside its position to play faster (on 8×8 the lines'
    /// patterns); `()` where the geometry has no playout fast path.
    type PlayoutLines: Clone + Send + Sync + 'static;

    /// The [`PlayoutLines`](Self::PlayoutLines) of a playout starting at `position`.
    fn playout_lines(position: &Position<Self>) -> Self::PlayoutLines
    where
        Self: Geometry;

    /// Perft `depth` plies below `position`, game-aware under `rules` or pure without.
    #[inline]
    fn perft(position: &Position<Self>, depth: u32, rules: Option<Rules>) -> u64
    where
        Self: Geometry,
    {
        general_perft(&mut { *position }, depth, rules)
    }

    /// The leaves of the general perft's last plies at once, where the geometry has a
    /// way for this position and depth; `None` (the general walk) elsewhere.
    #[inline(always)]
    fn perft_last_plies(position: &mut Position<Self>, depth: u32, rules: Option<Rules>) -> Option<u64>
    where
        Self: Geometry,
    {
        let _ = (position, depth, rules);
        None
    }

    /// Perft over a game: the leaves `depth` plies below `position`, the last position of
    /// `history`, under `rules`.
    #[inline]
    fn game_perft(position: &mut Position<Self>, history: &mut History<Self>, depth: u32, rules: Rules) -> u64
    where
        Self: Geometry,
    {
        general_leaves(position, history, depth, rules)
    }

    /// [`Playout::move_count`].
    #[inline]
    fn playout_move_count(playout: &Playout<Self>) -> usize
    where
        Self: Geometry,
    {
        playout.general_move_count()
    }

    /// [`Playout::nth_move`].
    #[inline]
    fn playout_nth_move(playout: &Playout<Self>, index: usize) -> Option<Move<Self::Square>>
    where
        Self: Geometry,
    {
        playout.general_nth_move(index)
    }

    /// [`Playout::for_each_move`].
    #[inline]
    fn playout_for_each_move(playout: &Playout<Self>, visit: impl FnMut(Move<Self::Square>))
    where
        Self: Geometry,
    {
        playout.general_for_each_move(visit);
    }

    /// [`Playout::play_nth`], the result decided with `past`.
    #[inline]
    fn playout_play_nth(
        playout: &mut Playout<Self>,
        index: usize,
        past: &mut impl Record<Self>,
    ) -> Option<Move<Self::Square>>
    where
        Self: Geometry,
    {
        playout.general_play_nth(index, past)
    }

    /// [`Playout::play_random`], the result decided with `past`.
    #[inline]
    fn playout_play_random(
        playout: &mut Playout<Self>,
        random: u32,
        past: &mut impl Record<Self>,
    ) -> Option<Move<Self::Square>>
    where
        Self: Geometry,
    {
        playout.general_play_random(random, past)
    }

    /// Calls `visit` with every slide of `color` that wins at once under `rules`, as if it
    /// were `color`'s turn, and returns `true`, where the geometry has a way to find them
    /// for this position; returns `false` (and visits nothing) elsewhere, and the
    /// general search plays every move that may win. `visit` says whether to go on.
    #[inline]
    fn winning_slides(
        position: &Position<Self>,
        color: Color,
        rules: Rules,
        visit: impl FnMut(Move<Self::Square>) -> bool,
    ) -> bool
    where
        Self: Geometry,
    {
        let _ = (position, color, rules, visit);
        false
    }
}
