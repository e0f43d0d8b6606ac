//! SGF game records of game type `GM[9]` (Lines of Action, red-bean.com/sgf/loa.html):
//! [`read_sgf`] and [`read_sgf_with`] read every game of a file on the boards up to 8×8
//! as it is, and document what they take (the `any` layer's `read_any_sgf` reads every
//! board, the hexagons included, through `read_sgf_on_every_board`); [`GameRecord`]'s
//! `Display` and [`write_sgf`] write canonical SGF, on every board.
//!
//! - `syntax`: the tree syntax (trees, nodes, properties, values), main lines only;
//! - `read`: the board, setup, game information and moves, replayed through
//!   [`Game::play`](crate::Game::play) on the geometry of the board;
//! - `record`: [`GameRecord`], [`RecordResult`], [`GameInfo`], [`Comment`];
//! - `write`: the canonical writer.

mod read;
mod record;
mod syntax;
mod write;

pub(crate) use read::read_sgf_on_every_board;
pub use read::{ParseMoveErrors, PlayErrors, SetupErrors};
pub use read::{SgfGameError, SgfProblem, read_sgf, read_sgf_with};
pub use record::{Comment, GameInfo, GameRecord, GameRecords, RecordResult};
pub use syntax::{SgfSyntaxError, SgfSyntaxProblem};
pub use write::{SgfRecord, write_sgf};

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn a_record_round_trips_through_its_text() {
        let text = "(;GM[9]SU[Custom]AB[a1][c1:C2]AW[h8][h6]PL[W]IY[false]C[start]\n;W[h8-g8]C[one]C[two]\n;C[three])";
        let record = read_sgf(text).unwrap().remove(0).unwrap();
        assert_eq!(record.game.start().to_string(), "7w/8/7w/8/8/8/2b5/b1b5 w");
        assert_eq!(record.comments.len(), 4);
        let written = record.to_string();
        assert_eq!(
            written,
            "(;FF[4]GM[9]SZ[8]SU[Custom]AB[a1][c1][c2]AW[h6][h8]PL[W]IY[false]RU[olympiad]C[start]\n;W[h8-g8]C[one]\n;C[two]\n;C[three])"
        );
        assert_eq!(read_sgf(&written).unwrap().remove(0).unwrap(), record);
    }

    #[test]
    fn every_sgf_name_of_a_variant_reads_as_its_start_and_the_first_is_written() {
        use crate::{AnyGame, AnyGameRecord, Rules, Variant, read_any_sgf};
        for variant in Variant::ALL {
            let size = variant.board_size();
            for name in variant.sgf_names() {
                let spellings = [name.to_string(), name.to_uppercase(), name.replace(['-', ' '], "_")];
                for text in spellings.map(|name| alloc::format!("(;GM[9]SZ[{size}]SU[{name}])")) {
                    let record = read_any_sgf(&text).unwrap().remove(0).unwrap();
                    assert_eq!(record.variant(), Some(variant), "{text}");
                    assert_eq!(record.board_size(), size, "{text}");
                }
            }
            let record = AnyGameRecord::new(AnyGame::from_variant(variant, Rules::default()));
            let setup = match variant.sgf_names().first() {
                Some(name) => alloc::format!("SZ[{size}]SU[{name}]"),
                None => alloc::format!("SZ[{size}]SU[Custom]"),
            };
            assert!(record.to_string().contains(&setup), "{variant}: {record}");
        }
        let error = read_sgf("(;SU[Hexagonal])").unwrap().remove(0).unwrap_err();
        assert_eq!(
            error.problem.to_string(),
            "the setup \"Hexagonal\" is not supported: only Standard, Scrambled-eggs, Gemma, Parachute, \
             Reversed Parachute, LOAP, Black-hole, Black-hole-scrambled, Hex5, Hex6, Hex6-scrambled, Custom, \
             Black-hole-custom, Hex5-custom and Hex6-custom are"
        );
        let error = read_any_sgf("(;SZ[13])").unwrap().remove(0).unwrap_err();
        assert_eq!(
            error.problem.to_string(),
            "the board size is not 5, 6, 7, 8, 9, 10, 11 or 12: only the boards of the variants are supported"
        );
    }
}
