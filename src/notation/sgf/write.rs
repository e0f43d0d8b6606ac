//! Writing [`GameRecord`]s as canonical SGF.

use core::fmt::{self, Write};

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::read::{CUSTOM_SETUPS, CustomSetup};
use super::record::{Comment, GameRecord, start_variant};
use crate::board::geometry::{CellShape, Geometry, sealed::Sealed};
use crate::{Color, Position, RulePreset};

/// A record [`write_sgf`] writes: a [`GameRecord`] of either geometry, or an
/// [`AnyGameRecord`](crate::AnyGameRecord). Sealed: the crate implements it for these
/// only.
pub trait SgfRecord: fmt::Display + Sealed {}

impl<G: Geometry> Sealed for GameRecord<G> {}

impl<G: Geometry> SgfRecord for GameRecord<G> {}

/// Writes the records as one SGF file: each game tree on its own lines (see
/// [`GameRecord`]'s [`Display`](fmt::Display)), ending with a line break. The records
/// are [`GameRecord`]s of one geometry or [`AnyGameRecord`](crate::AnyGameRecord)s, of
/// any boards.
///
/// ```
/// use lines_of_action::{read_sgf, write_sgf, Game, GameRecord, Rules};
/// let records = [GameRecord::new(Game::default()), GameRecord::new(Game::default())];
/// let text = write_sgf(&records);
/// assert_eq!(text, "(;FF[4]GM[9]SZ[8]SU[Standard]RU[olympiad])\n(;FF[4]GM[9]SZ[8]SU[Standard]RU[olympiad])\n");
/// assert_eq!(read_sgf(&text)?.len(), 2);
/// # Ok::<(), lines_of_action::SgfSyntaxError>(())
/// ```
pub fn write_sgf<'a, R: SgfRecord + 'a>(records: impl IntoIterator<Item = &'a R>) -> String {
    let mut text = String::new();
    for record in records {
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{record}");
    }
    text
}

/// Writes the record as a canonical `FF[4]` SGF game tree of game type 9 (Lines of Action).
///
/// The root node holds `FF[4]GM[9]`, the board size (`SZ[5]` to `SZ[12]`; a hexagon's
/// side, `SZ[5]` or `SZ[6]`), the setup, then `PL[W]` if a named setup starts with White to move, `IY`, the rule set
/// `RU`, and the game information (`GN`, `EV`, `RO`, `DT`, `PC`, `PB`, `PW`, `RE`, `GC`).
///
/// `RU` is the name of the [`RulePreset`] whose rules the game is played by
/// (`RU[olympiad]`, `RU[boardspace]`, `RU[openspiel]`, `RU[codingame]`), which
/// [`read_sgf`](crate::read_sgf) replays the game by; rules that are no preset are not
/// written. `RE` is the record's result ([`GameRecord::result`], see [`RecordResult`](crate::RecordResult)):
/// `RE[B+]` or `RE[W+]` for a win on the board, `RE[0]` for a draw, `RE[B+R]` or `RE[W+R]`
/// for a resignation; for a game still going on, [`GameInfo::result`](crate::GameInfo::result)
/// as given (a loss on time, an agreed draw, …), if any.
///
/// The setup is the
/// name of the variant whose start the game starts from ([`GameRecord::variant`]), as
/// [`read_sgf`](crate::read_sgf) reads it:
///
/// | variant | root node |
/// |---|---|
/// | standard | `SZ[8]SU[Standard]` |
/// | scrambled | `SZ[8]SU[Scrambled-eggs]` |
/// | cheshire-cat | `SZ[8]SU[Gemma]` |
/// | parachute | `SZ[8]SU[Parachute]` |
/// | parachute-mirrored | `SZ[8]SU[Reversed Parachute]` |
/// | 6x6 | `SZ[6]SU[Standard]` |
/// | 7x7 | `SZ[7]SU[Standard]` |
/// | loaps | `SZ[7]SU[LOAP]` |
/// | 5x5 | `SZ[5]SU[Standard]` |
/// | 9x9, 10x10, 11x11 | `SZ[9]SU[Standard]`, `SZ[10]SU[Standard]`, `SZ[11]SU[Standard]` |
/// | 12x12 | `SZ[12]SU[Standard]` (read as `SU[Loa-12]` too) |
/// | black-hole | `SZ[9]SU[Black-hole]` |
/// | black-hole-scrambled | `SZ[9]SU[Black-hole-scrambled]` |
/// | hex5 | `SZ[5]SU[Hex5]` (read as `SU[Alveole]` too) |
/// | hex6 | `SZ[6]SU[Hex6]` |
/// | hex6-scrambled | `SZ[6]SU[Hex6-scrambled]` |
///
/// Any other start, the mirrored Scrambled Eggs included, is `SU[Custom]` with `AB`, `AW`
/// and `PL`, or `SU[Black-hole-custom]` with them for a start under Black Hole's rule
/// (the crate's spelling; the black hole is the board's centre, e5 on 9×9); on a hexagon,
/// `SU[Hex5-custom]` or `SU[Hex6-custom]` (the crate's spellings), read back by the rules
/// of the variant of that hexagon. SGF has no
/// way to say what a custom start holds beyond its stones, so a start
/// with holes, reserves or the rules of Cheshire Cat or Parachute that is not the variant's
/// start is written with its stones only and reads back as a standard game, a start on a
/// hexagon under other rules than its variant's (hex5 with a black hole, hex6 without)
/// reads back by its variant's rules; and a Parachute
/// game with other [`ParachuteOptions`](crate::ParachuteOptions) than the default is written
/// `SU[Parachute]` (or `SU[Reversed Parachute]`) like any Parachute game, and reads back
/// under the default options (see [`read_sgf`](crate::read_sgf), "Variants"). Every other
/// record reads back the same.
///
/// Each move is a node of its own on its own line, `B[b1-b3]`, a capture with `:` as the
/// `GM[9]` specification writes it (`W[h3:e3]`), a pass as `pass`; the variants' moves in
/// their canonical text, a capture with `:` too: an exit `W[e8-^^]`, a drop-phase turn
/// `B[a3-c5@d4]`, `B[a3:c5@d4]`, `W[pass@d4]`, a lone drop `B[@d4]`; on the wide
/// boards the ranks from 10 take two digits (`B[b1-b10]`, `W[l11:j11]`), and on a hexagon
/// a move names its cells (`B[b1-b3]`, `W[b6:e6]`, `W[d9-d10]`).
/// A comment goes into the node of the move it follows (the root for ply 0); further comments
/// on the same ply get comment-only nodes. A resignation is a last node, `W[resign]`.
/// Blank comments are left out, comments on a ply past the last move are written after it,
/// and `]` and `\` are escaped in every value.
impl<G: Geometry> fmt::Display for GameRecord<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.game.start();
        write!(f, "(;FF[4]GM[9]SZ[{}]", start.board_size())?;
        write_setup(f, start)?;
        let info = &self.info;
        if let Some(invert) = info.invert_y {
            f.write_str(if invert { "IY[true]" } else { "IY[false]" })?;
        }
        if let Some(preset) = RulePreset::ALL.into_iter().find(|preset| preset.rules() == self.game.rules()) {
            write!(f, "RU[{preset}]")?;
        }
        let result = self.result().map(|result| result.to_string()).or_else(|| info.result.clone());
        let texts = [
            ("GN", &info.name),
            ("EV", &info.event),
            ("RO", &info.round),
            ("DT", &info.date),
            ("PC", &info.place),
            ("PB", &info.black),
            ("PW", &info.white),
            ("RE", &result),
            ("GC", &info.comment),
        ];
        for (id, value) in texts {
            if let Some(value) = value.as_deref().filter(|value| !value.trim().is_empty()) {
                write_property(f, id, value)?;
            }
        }

        let moves = self.game.moves();
        let mut comments: Vec<&Comment> = self.comments.iter().filter(|c| !c.text.trim().is_empty()).collect();
        comments.sort_by_key(|comment| comment.ply.min(moves.len()));
        let mut comments = comments.into_iter().peekable();
        for ply in 0..=moves.len() {
            if ply > 0 {
                let before = &self.game.positions()[ply - 1];
                let mv = moves[ply - 1];
                f.write_str("\n;")?;
                f.write_str(color_id(before.turn()))?;
                // The canonical text, with SGF's ':' for the capture mark (the only 'x' in it).
                let text = before.notation(mv).to_string().replacen('x', ":", 1);
                write!(f, "[{text}]")?;
            }
            // The first comment on this ply in the move's node, the others in nodes of their own.
            let mut first = true;
            while let Some(comment) = comments.next_if(|c| c.ply.min(moves.len()) == ply) {
                if !first {
                    f.write_str("\n;")?;
                }
                write_property(f, "C", &comment.text)?;
                first = false;
            }
        }
        if let Some(color) = self.resigned {
            write!(f, "\n;{}[resign]", color_id(color))?;
        }
        f.write_str(")")
    }
}

fn color_id(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// `SU[...]`, with `AB`, `AW` and `PL` for a custom start, or `PL[W]` for a named one with
/// White to move.
fn write_setup<G: Geometry>(f: &mut fmt::Formatter<'_>, start: &Position<G>) -> fmt::Result {
    match start_variant(start).and_then(|variant| variant.sgf_names().first()) {
        Some(name) => {
            write!(f, "SU[{name}]")?;
            if start.turn() == Color::White {
                f.write_str("PL[W]")?;
            }
        }
        None => {
            // The custom setup of the start's board and rules, if SGF has one; otherwise the
            // first of its board: `Custom` on a square board, the hexagon's own.
            let on_board = |custom: &&CustomSetup| {
                custom.shape == G::CELL_SHAPE
                    && (custom.shape == CellShape::Square || custom.board_size == start.board_size())
            };
            let mut customs = CUSTOM_SETUPS.iter().filter(on_board);
            let custom = customs
                .clone()
                .find(|custom| custom.family == start.family())
                .or_else(|| customs.next())
                .unwrap_or(&CUSTOM_SETUPS[0]);
            write!(f, "SU[{}]", custom.name)?;
            for (id, color) in [("AB", Color::Black), ("AW", Color::White)] {
                f.write_str(id)?;
                for square in start.pieces(color) {
                    write!(f, "[{square}]")?;
                }
            }
            write!(f, "PL[{}]", color_id(start.turn()))?;
        }
    }
    Ok(())
}

/// `ID[value]` with `]` and `\` escaped.
fn write_property(f: &mut fmt::Formatter<'_>, id: &str, value: &str) -> fmt::Result {
    f.write_str(id)?;
    f.write_char('[')?;
    for c in value.chars() {
        if matches!(c, ']' | '\\') {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    f.write_char(']')
}
