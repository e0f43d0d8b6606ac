//! [`AnyGameRecord`]: an SGF record on the board it names, and [`read_any_sgf`], which
//! reads them.

use crate::any::{AnyBoard, AnyGame, AnyGameRecord};
use crate::board::color::Color;
use crate::board::geometry::sealed::Sealed;
use crate::notation::sgf::{
    Comment, GameInfo, GameRecord, RecordResult, SgfGameError, SgfRecord, SgfSyntaxError, read_sgf_on_every_board,
};
use crate::rules::Rules;
use crate::variants::Variant;

use alloc::vec::Vec;

/// Reads every game of an SGF file on the board its `SZ` or `SU` names, from 5×5 to 12×12
/// and the hexagons, and replays it under the default [`Rules`], or the preset its `RU`
/// names; [`read_any_sgf_with`] takes the rules for records without `RU`. One entry per
/// game tree, in the order of the file: a [`GameRecord`] in [`AnyBoard::Grid8`] for a
/// board up to 8×8, a `GameRecord<Grid12>` in [`AnyBoard::Grid12`] for one from 9×9 to
/// 12×12, a `GameRecord<Hex5>` in [`AnyBoard::Hex5`] or a `GameRecord<Hex6>` in
/// [`AnyBoard::Hex6`] for a hexagon.
///
/// It reads what [`read_sgf`](crate::read_sgf) reads, as that describes, and the wide
/// boards besides: `SZ[9]` to `SZ[12]` (standard LOA on that board), `SU[Loa-12]`
/// (12×12), `SU[Black-hole]` and `SU[Black-hole-scrambled]` (Black Hole, 9×9), and custom
/// setups there (`SZ[11]SU[Custom]AB[…]AW[…]`, `SU[Black-hole-custom]AB[…]AW[…]` for a
/// Black Hole game from any start), with squares and moves such as `l12` and `B[b1-b10]`;
/// and the hexagons, which their `SU` names: `SU[Hex5]` (or `SU[Alveole]`), `SU[Hex6]`,
/// `SU[Hex6-scrambled]`, and custom setups `SU[Hex5-custom]` and `SU[Hex6-custom]` with
/// `AB`/`AW`, with cells and moves such as `e9` and `B[d9-d10]` (RULES.md, "Notation for
/// variants").
///
/// ```
/// use lines_of_action::{read_any_sgf, AnyBoard, Variant};
/// let text = "(;GM[9]SZ[5]SU[Hex5];B[b1-b3];W[a1-c3])(;SU[Hex6-custom]AB[e5][k1:k2]AW[a2][a4];B[e5-f6])";
/// let records: Vec<_> = read_any_sgf(text)?.into_iter().collect::<Result<_, _>>()?;
/// assert_eq!(records[0].variant(), Some(Variant::Hex5));
/// assert!(matches!(records[0], AnyBoard::Hex5(_)));
/// assert_eq!(records[0].to_string(), "(;FF[4]GM[9]SZ[5]SU[Hex5]RU[olympiad]\n;B[b1-b3]\n;W[a1-c3])");
/// // e5 alone on its line moves one cell, onto hex6's black hole f6: Black's k1 and k2 win.
/// assert!(records[1].to_string().contains("SU[Hex6-custom]AB[e5][k1][k2]AW[a2][a4]PL[B]"));
/// assert_eq!(records[1].result().and_then(|result| result.winner()), Some(lines_of_action::Color::Black));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ```
/// use lines_of_action::{read_any_sgf, AnyBoard, Variant};
/// let text = "(;GM[9]SZ[12];B[b1-b3];W[a2-c2];B[b12-b10])(;GM[9]SU[Loa-12])(;SU[Black-hole])(;SU[Gemma])";
/// let records: Vec<_> = read_any_sgf(text)?.into_iter().collect::<Result<_, _>>()?;
/// let variants: Vec<_> = records.iter().map(|record| record.variant()).collect();
/// use Variant::*;
/// assert_eq!(variants, [Some(TwelveByTwelve), Some(TwelveByTwelve), Some(BlackHole), Some(CheshireCat)]);
/// assert_eq!((records[0].ply(), records[0].board_size()), (3, 12));
/// assert!(records[0].to_string().ends_with(";B[b1-b3]\n;W[a2-c2]\n;B[b12-b10])"));
/// let AnyBoard::Grid12(twelve) = &records[0] else { panic!("12x12 is a wide board") };
/// assert_eq!(twelve.game.moves()[2].to_string(), "b12-b10");
/// assert!(matches!(records[3], AnyBoard::Grid8(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`read_sgf`](crate::read_sgf), but for a wide board, which is read here: a text
/// that is not SGF is an [`SgfSyntaxError`], a game that cannot be replayed an
/// [`SgfGameError`] in its place. A bad setup, move or play holds the error of the
/// game's geometry ([`SgfProblem::Move`](crate::SgfProblem::Move), …).
///
/// ```
/// use lines_of_action::{read_any_sgf, AnyBoard, SgfProblem};
/// let errors: Vec<_> = read_any_sgf("(;SZ[13])(;SZ[12];B[m1-m3])(;SU[Black-hole-custom]AB[e5][a1]AW[i9])")?
///     .into_iter()
///     .map(|game| game.unwrap_err())
///     .collect();
/// assert!(errors[0].to_string().starts_with("game 1, ply 0, line 1: \"SZ[13]\": the board size is not 5, 6"));
/// assert!(matches!(errors[1].problem, SgfProblem::Move(AnyBoard::Grid12(_))));
/// assert_eq!((errors[1].ply, errors[1].text.as_str()), (1, "\"B[m1-m3]\""));
/// assert!(errors[2].to_string().ends_with("e5 is the black hole: no piece can stand on it"));
/// # Ok::<(), lines_of_action::SgfSyntaxError>(())
/// ```
pub fn read_any_sgf(text: &str) -> Result<Vec<Result<AnyGameRecord, SgfGameError>>, SgfSyntaxError> {
    read_any_sgf_with(text, Rules::default())
}

/// Reads every game of an SGF file on the board it names and replays it under `rules`
/// (or the preset a record's `RU` names), as [`read_any_sgf`] does.
///
/// # Errors
/// As [`read_any_sgf`].
pub fn read_any_sgf_with(text: &str, rules: Rules) -> Result<Vec<Result<AnyGameRecord, SgfGameError>>, SgfSyntaxError> {
    read_sgf_on_every_board(text, rules)
}

impl AnyGameRecord {
    /// A record of `game` with no information, comments, resignation or variations
    /// ([`GameRecord::new`]).
    ///
    /// ```
    /// use lines_of_action::{AnyGame, AnyGameRecord, Rules, Variant};
    /// let mut game = AnyGame::from_variant(Variant::TwelveByTwelve, Rules::default());
    /// game.play_str("b1-b3")?;
    /// let mut record = AnyGameRecord::new(game);
    /// record.info_mut().black = Some("Dyer".into());
    /// assert_eq!(record.to_string(), "(;FF[4]GM[9]SZ[12]SU[Standard]RU[olympiad]PB[Dyer]\n;B[b1-b3])");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(game: AnyGame) -> AnyGameRecord {
        crate::on_any_board!(game, |game, G| AnyBoard::on::<G>(GameRecord::new(game)))
    }

    /// The number of files and ranks of the game's board.
    pub fn board_size(&self) -> u8 {
        crate::on_any_board!(self, |record| record.game.start().board_size())
    }

    /// The variant the game is ([`GameRecord::variant`]).
    pub fn variant(&self) -> Option<Variant> {
        crate::on_any_board!(self, |record| record.variant())
    }

    /// How the game ended, on the board or by a resignation ([`GameRecord::result`]).
    pub fn result(&self) -> Option<RecordResult> {
        crate::on_any_board!(self, |record| record.result())
    }

    /// The number of moves played.
    pub fn ply(&self) -> usize {
        crate::on_any_board!(self, |record| record.game.ply())
    }

    /// The game information ([`GameRecord::info`]).
    pub fn info(&self) -> &GameInfo {
        crate::on_any_board!(self, |record| &record.info)
    }

    /// The game information, to change.
    pub fn info_mut(&mut self) -> &mut GameInfo {
        crate::on_any_board!(self, |record| &mut record.info)
    }

    /// The comments, in the order of the record ([`GameRecord::comments`]).
    pub fn comments(&self) -> &[Comment] {
        crate::on_any_board!(self, |record| &record.comments)
    }

    /// The comments, to change.
    pub fn comments_mut(&mut self) -> &mut Vec<Comment> {
        crate::on_any_board!(self, |record| &mut record.comments)
    }

    /// The side that resigned after the last move, if any ([`GameRecord::resigned`]).
    pub fn resigned(&self) -> Option<Color> {
        crate::on_any_board!(self, |record| record.resigned)
    }

    /// How many variations the reader left out ([`GameRecord::variations`]).
    pub fn variations(&self) -> usize {
        crate::on_any_board!(self, |record| record.variations)
    }
}

impl Sealed for AnyGameRecord {}

impl SgfRecord for AnyGameRecord {}
