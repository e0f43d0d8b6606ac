//! Serde for [`Game`] (feature `serde`): the record — start, rules, moves and the moves
//! to redo — out; the same record replayed, every move checked, in.

use alloc::format;
use alloc::vec::Vec;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::board::geometry::Geometry;
use crate::game::Game;
use crate::position::Position;
use crate::position::moves::Move;
use crate::rules::Rules;

/// What a game travels as, written.
#[derive(Serialize)]
#[serde(bound(serialize = "Move<G::Square>: Serialize"))]
struct RecordOut<'a, G: Geometry> {
    start: Position<G>,
    rules: Rules,
    moves: &'a [Move<G::Square>],
    /// The moves [`Game::redo`] would play, the next one first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    redo: Vec<Move<G::Square>>,
}

/// What a game travels as, read.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "Move<G::Square>: Deserialize<'de>"))]
struct RecordIn<G: Geometry> {
    start: Position<G>,
    rules: Rules,
    moves: Vec<Move<G::Square>>,
    #[serde(default)]
    redo: Vec<Move<G::Square>>,
}

/// Writes `{"start": "<position>", "rules": {…}, "moves": ["b1b3", …], "redo": […]}`;
/// `redo` only when there are moves to redo.
impl<G: Geometry> Serialize for Game<G>
where
    Move<G::Square>: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RecordOut { start: *self.start(), rules: self.rules(), moves: self.moves(), redo: self.redo_moves().collect() }
            .serialize(serializer)
    }
}

/// Reads what [`Serialize`] writes and replays it: an illegal move, in `moves` or in
/// `redo`, is an error naming its ply.
impl<'de, G: Geometry> Deserialize<'de> for Game<G>
where
    Move<G::Square>: Deserialize<'de>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game<G>, D::Error> {
        let record = RecordIn::<G>::deserialize(deserializer)?;
        let mut game = Game::from_position(record.start, record.rules);
        for (list, moves) in [("moves", &record.moves), ("redo", &record.redo)] {
            for &mv in moves {
                let ply = game.ply() + 1;
                game.play(mv).map_err(|error| D::Error::custom(format!("{list}: ply {ply}: {error}")))?;
            }
        }
        for _ in &record.redo {
            game.undo();
        }
        Ok(game)
    }
}
