//! The root's symmetries: a symmetry of the board that leaves the root as it is maps
//! each move onto one whose position has the same value (RULES.md, "Symmetries"), so
//! where the attacker moves at the root one move of each such class is enough.

use lines_of_action::{BoardSquare, BoardSymmetry, Geometry, Move, Position};

/// Whether each of `moves` (moves of `pos`) is the image of an earlier one under a
/// symmetry that leaves `pos` as it is.
pub(crate) fn repeats_by_symmetry<G: Geometry>(pos: &Position<G>, moves: &[Move<G::Square>]) -> Vec<bool> {
    // The identity comes first, and is left out.
    let fixing: Vec<<G::Square as BoardSquare>::Symmetry> = <G::Square as BoardSquare>::Symmetry::ALL[1..]
        .iter()
        .copied()
        .filter(|&symmetry| pos.transformed(symmetry) == *pos)
        .collect();
    let size = pos.board_size();
    (0..moves.len())
        .map(|index| {
            fixing.iter().any(|&symmetry| {
                moves[index].transformed(symmetry, size).is_some_and(|image| moves[..index].contains(&image))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use lines_of_action::{Symmetry, Variant};

    #[test]
    fn the_5x5_start_has_a_move_of_each_class_of_four() {
        // The start is the same mirrored in the middle file and in the middle rank (and
        // turned half round): of its 18 moves (RULES.md, "Reference perft") the classes
        // are of four moves, or of two for the moves along the middle file or rank.
        let pos = Position::from_variant(Variant::FiveByFive).unwrap();
        let moves = pos.legal_moves().to_vec();
        let repeats = repeats_by_symmetry(&pos, &moves);
        let kept = repeats.iter().filter(|&&repeat| !repeat).count();
        assert_eq!(moves.len(), 18);
        assert!((5..=9).contains(&kept), "{kept}");
        // Every move left out is the image of a move kept.
        let kept_moves: Vec<_> = moves.iter().zip(&repeats).filter(|(_, r)| !**r).map(|(mv, _)| *mv).collect();
        for (mv, _) in moves.iter().zip(&repeats).filter(|(_, r)| **r) {
            assert!(
                Symmetry::ALL.iter().any(|&s| mv.transformed(s, 5).is_some_and(|image| kept_moves.contains(&image)))
            );
        }
    }
}
