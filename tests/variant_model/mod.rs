//! A plain, independent model of the Lines of Action variants (RULES.md, "Variants" and
//! "Larger and smaller boards"): 5×5, 6×6, 7×7, LOAPS, Scrambled Eggs, Cheshire Cat,
//! Parachute, 9×9 to 12×12 (LOA-12) and the two 9×9 Black Hole variants, with the standard
//! game as their common base. It is an oracle to compare the engine against.
//!
//! # Why it is independent
//!
//! It is written from the rule book (the repository's `RULES.md`), not
//! from the engine's code, and it shares nothing with the engine — not even its value types:
//! there is no `use lines_of_action::…` here. The engine's API (its `Move` type, its
//! positions) is being rewritten, and a model that borrows it would change with it. The two
//! are meant to meet only through text: canonical move text (`b1-b3`, `b1xb3`, `pass`,
//! `e8-^^`, `a3-c5@d4`, `pass@d4`, `@d4`) and position text (RULES.md, "Notation for
//! variants"), which both sides read and write with their own code.
//!
//! Like `tests/reference/mod.rs` (the standard-game model), it is written for obviousness:
//!
//! - the board is an array of 144 [`Cell`]s indexed `rank * 12 + file`, the 12-wide index on
//!   every board from 5×5 to 12×12 (a1 = 0, b1 = 1, a2 = 12, l12 = 143; this is not the
//!   engine's index, and nothing but square names ever crosses over); squares outside the
//!   N×N board are never read or written;
//! - there are no bitboards, no precomputed tables, no incremental counts and no hash; every
//!   question is answered by walking squares one step at a time: a line count walks the
//!   whole line, a slide steps over each square it crosses, connectivity is a queue flood
//!   fill over the eight neighbours;
//! - the named start positions are the rule book's texts, read by this module's own parser
//!   (9×9, 10×10 and 11×11 are written out from its "standard on N×N", and a test checks
//!   every start of that kind cell by cell against that description);
//! - a turn is always played on a copy of the position, never made and unmade.
//!
//! Speed is not a goal: everything is recomputed from the array every time.
//!
//! # Choices where the rule book is silent
//!
//! - A colour with no pieces is connected ("all of its pieces form one group" holds
//!   vacuously), as in the standard-game model. It can only happen in pure perft.
//! - Under "test after each part" (Parachute), a turn cut short by the end of the game
//!   after its first part makes no drop (`a3-c5` alone), so the reserves do not change; a
//!   lone drop (`@d4`, drop first) uses one stone of the reserve.
//! - A drop needs an empty square. With stones in reserve and no empty square at all (no
//!   named start can reach this), the turn is made without a drop and the reserve keeps
//!   its stones.
//! - [`Game::legal_moves`] is empty and [`Game::play`] refuses every move once the game is
//!   over; [`Position::moves`] lists the moves of the board whether or not the game is over.
//! - The black hole (Black Hole variants, e5) is a kind of cell, [`Cell::BlackHole`], put on
//!   the board by the variant ([`Variant::start`], [`Variant::parse`]); the plain
//!   [`Position::parse`] knows no variant and never puts one. It is not a piece (never
//!   counted, crossed like an empty square, no drop goes there: no Black Hole variant has
//!   drops), a slide may land on it, and the piece that lands is gone while the black hole
//!   stays. It is written as an empty square (`.` or part of a run), and [`Variant::parse`]
//!   refuses a text with anything but an empty square there (a piece, or a Cheshire `x`).
//! - Position text: a run of empty squares is a whole number of one or more digits (`10`,
//!   `12`), never starting with `0`; two digits side by side are one run, so a run that
//!   overflows its rank (`w11w` on 12×12) is refused rather than read as two runs.
//!   [`Variant::parse`] also refuses a text whose board size is not the variant's.

// Each test binary that includes this module uses a different part of it.
#![allow(dead_code)]

use std::collections::VecDeque;
use std::fmt;

// ------------------------------------------------------------------ start positions

/// Standard LOA (RULES.md, "Notation").
pub const STANDARD: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
/// Scrambled Eggs with White at a2 (RULES.md, "Start positions").
pub const SCRAMBLED_EGGS: &str = "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b";
/// Scrambled Eggs with the colours swapped, Black at a2 (RULES.md, "Start positions").
pub const SCRAMBLED_EGGS_MIRRORED: &str = "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b";
/// Parachute: the a- and h-files of Scrambled Eggs, White at a2, six stones in each reserve
/// (RULES.md, "Notation for variants").
pub const PARACHUTE: &str = "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6";
/// Parachute with the colours on the board swapped, Black at a2 (RULES.md, "Variants").
pub const PARACHUTE_MIRRORED: &str = "8/w6b/b6w/w6b/b6w/w6b/b6w/8 b 6,6";
/// Standard LOA on 6×6 (RULES.md, "Variants").
pub const SIX_BY_SIX: &str = "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b";
/// Standard LOA on 7×7 (RULES.md, "Variants").
pub const SEVEN_BY_SEVEN: &str = "1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b";
/// The LOAPS contest layout on 7×7, edge centres empty (RULES.md, "Variants").
pub const LOAPS: &str = "1bb1bb1/w5w/w5w/7/w5w/w5w/1bb1bb1 b";
/// Standard LOA on 5×5 (RULES.md, "Larger and smaller boards").
pub const FIVE_BY_FIVE: &str = "1bbb1/w3w/w3w/w3w/1bbb1 b";
/// Standard LOA on 9×9, also the Black Hole start (RULES.md, "Larger and smaller boards":
/// Black on ranks 1 and 9 without the corners, White on files a and i without the corners).
pub const NINE_BY_NINE: &str = "1bbbbbbb1/w7w/w7w/w7w/w7w/w7w/w7w/w7w/1bbbbbbb1 b";
/// Standard LOA on 10×10 (RULES.md, "Larger and smaller boards", built the same way).
pub const TEN_BY_TEN: &str = "1bbbbbbbb1/w8w/w8w/w8w/w8w/w8w/w8w/w8w/w8w/1bbbbbbbb1 b";
/// Standard LOA on 11×11 (RULES.md, "Larger and smaller boards", built the same way).
pub const ELEVEN_BY_ELEVEN: &str = "1bbbbbbbbb1/w9w/w9w/w9w/w9w/w9w/w9w/w9w/w9w/w9w/1bbbbbbbbb1 b";
/// Standard LOA on 12×12, LOA-12 (RULES.md, "Larger and smaller boards").
pub const TWELVE_BY_TWELVE: &str = "1bbbbbbbbbb1/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b";
/// Abstract Play's 9×9 Scrambled Eggs, the Black Hole Scrambled start (RULES.md, "Larger and
/// smaller boards").
pub const BLACK_HOLE_SCRAMBLED: &str = "1bwbwbwb1/w7w/b7b/w7w/b7b/w7w/b7b/w7w/1bwbwbwb1 b";

// ------------------------------------------------------------------ colours and cells

/// A side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first.
    Black,
    /// Moves second.
    White,
}

impl Color {
    /// The opponent.
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: the index of the side's reserve.
    fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }

    /// The letter of the notation.
    fn letter(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }
}

/// What a square holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Nothing.
    Empty,
    /// A black piece.
    Black,
    /// A white piece.
    White,
    /// A hole (Cheshire Cat): not a piece, crossed like an empty square, never landed on.
    Hole,
    /// A black hole (Black Hole, e5): not a piece, crossed like an empty square; a piece
    /// that lands on it is removed from the game and the black hole stays.
    BlackHole,
}

impl Cell {
    /// The cell holding a piece of `color`.
    pub fn piece(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    /// The colour of the piece on the cell, if there is one.
    pub fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            Cell::Empty | Cell::Hole | Cell::BlackHole => None,
        }
    }
}

// ------------------------------------------------------------------ rules and variants

/// Who wins when one move connects both sides (RULES.md, "End of the game").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum BothConnected {
    /// A draw (the default).
    #[default]
    Draw,
    /// The side that moved wins.
    MoverWins,
}

/// What happens to a side to move without a legal move (RULES.md, "Further rules").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum NoLegalMove {
    /// Its only move is `pass` (the default).
    #[default]
    Pass,
    /// It loses.
    Loss,
    /// The game is drawn.
    Draw,
}

/// The order of the two parts of a Parachute drop-phase turn (RULES.md, "Parachute").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum DropOrder {
    /// The slide (or forced pass), then the drop onto any square empty after it, the one
    /// just vacated included (the default).
    #[default]
    MoveFirst,
    /// The drop onto any empty square, then a slide on the board with the dropped stone
    /// (or a pass if that board leaves no slide).
    DropFirst,
}

/// When a Parachute drop-phase turn is tested for the end of the game (RULES.md, "Parachute").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum DropEndTest {
    /// Once, after the whole turn (the default).
    #[default]
    AfterTurn,
    /// After the first part as well: if that ends the game, the turn ends there.
    AfterEachPart,
}

/// The rule options. [`Rules::default`] is standard LOA with the rule book's defaults.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Cheshire Cat: a square moved from becomes a hole, and a piece without a move may exit.
    pub holes_and_exits: bool,
    /// Parachute: the order of slide and drop.
    pub drop_order: DropOrder,
    /// Parachute: when a drop-phase turn is tested for the end of the game.
    pub drop_end_test: DropEndTest,
    /// Parachute: the stones each side starts with in reserve, hence the drop-phase turns
    /// per side: 6 (the default) or 3 (the reading "six plies in all"). Used by
    /// [`Variant::start`] only; a position read from text keeps the reserves it states.
    pub drop_turns: u8,
    /// Who wins when both sides are connected.
    pub both_connected: BothConnected,
    /// What a side without a legal move does.
    pub no_legal_move: NoLegalMove,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            holes_and_exits: false,
            drop_order: DropOrder::MoveFirst,
            drop_end_test: DropEndTest::AfterTurn,
            drop_turns: 6,
            both_connected: BothConnected::Draw,
            no_legal_move: NoLegalMove::Pass,
        }
    }
}

/// The named games of RULES.md ("Variants").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// `standard`.
    Standard,
    /// `scrambled` / `scrambled-eggs`: White at a2.
    Scrambled,
    /// `scrambled-mirrored`: Black at a2.
    ScrambledMirrored,
    /// `cheshire-cat` / `gemma`: the standard start, holes and exits.
    CheshireCat,
    /// `parachute`: White at a2, a drop phase.
    Parachute,
    /// `parachute-mirrored`: Black at a2, a drop phase.
    ParachuteMirrored,
    /// `6x6`.
    SixBySix,
    /// `7x7`.
    SevenBySeven,
    /// `loaps`: 7×7, the edge centres empty.
    Loaps,
    /// `5x5`.
    FiveByFive,
    /// `9x9`.
    NineByNine,
    /// `10x10`.
    TenByTen,
    /// `11x11`.
    ElevenByEleven,
    /// `12x12` / `loa-12`.
    TwelveByTwelve,
    /// `black-hole`: 9×9, the standard start, e5 a black hole.
    BlackHole,
    /// `black-hole-scrambled`: 9×9, Abstract Play's Scrambled Eggs, e5 a black hole.
    BlackHoleScrambled,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 16] = [
        Variant::Standard,
        Variant::Scrambled,
        Variant::ScrambledMirrored,
        Variant::CheshireCat,
        Variant::Parachute,
        Variant::ParachuteMirrored,
        Variant::SixBySix,
        Variant::SevenBySeven,
        Variant::Loaps,
        Variant::FiveByFive,
        Variant::NineByNine,
        Variant::TenByTen,
        Variant::ElevenByEleven,
        Variant::TwelveByTwelve,
        Variant::BlackHole,
        Variant::BlackHoleScrambled,
    ];

    /// The variant a name or alias of RULES.md stands for.
    pub fn from_name(name: &str) -> Option<Variant> {
        Some(match name {
            "standard" => Variant::Standard,
            "scrambled" | "scrambled-eggs" => Variant::Scrambled,
            "scrambled-mirrored" => Variant::ScrambledMirrored,
            "cheshire-cat" | "gemma" => Variant::CheshireCat,
            "parachute" => Variant::Parachute,
            "parachute-mirrored" => Variant::ParachuteMirrored,
            "6x6" => Variant::SixBySix,
            "7x7" => Variant::SevenBySeven,
            "loaps" => Variant::Loaps,
            "5x5" => Variant::FiveByFive,
            "9x9" => Variant::NineByNine,
            "10x10" => Variant::TenByTen,
            "11x11" => Variant::ElevenByEleven,
            "12x12" | "loa-12" => Variant::TwelveByTwelve,
            "black-hole" => Variant::BlackHole,
            "black-hole-scrambled" => Variant::BlackHoleScrambled,
            _ => return None,
        })
    }

    /// The variant's name (the first one of RULES.md's table).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Scrambled => "scrambled",
            Variant::ScrambledMirrored => "scrambled-mirrored",
            Variant::CheshireCat => "cheshire-cat",
            Variant::Parachute => "parachute",
            Variant::ParachuteMirrored => "parachute-mirrored",
            Variant::SixBySix => "6x6",
            Variant::SevenBySeven => "7x7",
            Variant::Loaps => "loaps",
            Variant::FiveByFive => "5x5",
            Variant::NineByNine => "9x9",
            Variant::TenByTen => "10x10",
            Variant::ElevenByEleven => "11x11",
            Variant::TwelveByTwelve => "12x12",
            Variant::BlackHole => "black-hole",
            Variant::BlackHoleScrambled => "black-hole-scrambled",
        }
    }

    /// The start position as RULES.md writes it.
    pub fn start_text(self) -> &'static str {
        match self {
            Variant::Standard | Variant::CheshireCat => STANDARD,
            Variant::Scrambled => SCRAMBLED_EGGS,
            Variant::ScrambledMirrored => SCRAMBLED_EGGS_MIRRORED,
            Variant::Parachute => PARACHUTE,
            Variant::ParachuteMirrored => PARACHUTE_MIRRORED,
            Variant::SixBySix => SIX_BY_SIX,
            Variant::SevenBySeven => SEVEN_BY_SEVEN,
            Variant::Loaps => LOAPS,
            Variant::FiveByFive => FIVE_BY_FIVE,
            Variant::NineByNine | Variant::BlackHole => NINE_BY_NINE,
            Variant::TenByTen => TEN_BY_TEN,
            Variant::ElevenByEleven => ELEVEN_BY_ELEVEN,
            Variant::TwelveByTwelve => TWELVE_BY_TWELVE,
            Variant::BlackHoleScrambled => BLACK_HOLE_SCRAMBLED,
        }
    }

    /// The board size, N of the N×N board.
    pub fn size(self) -> usize {
        match self {
            Variant::FiveByFive => 5,
            Variant::SixBySix => 6,
            Variant::SevenBySeven | Variant::Loaps => 7,
            Variant::Standard
            | Variant::Scrambled
            | Variant::ScrambledMirrored
            | Variant::CheshireCat
            | Variant::Parachute
            | Variant::ParachuteMirrored => 8,
            Variant::NineByNine | Variant::BlackHole | Variant::BlackHoleScrambled => 9,
            Variant::TenByTen => 10,
            Variant::ElevenByEleven => 11,
            Variant::TwelveByTwelve => 12,
        }
    }

    /// The square of the variant's black hole: e5 in the Black Hole variants (RULES.md,
    /// "Larger and smaller boards"), none in the others.
    pub fn black_hole(self) -> Option<usize> {
        match self {
            Variant::BlackHole | Variant::BlackHoleScrambled => square_index("e5"),
            _ => None,
        }
    }

    /// Reads position text for this variant: [`Position::parse`], then the variant's own
    /// demands: the board is the variant's size, and its black hole, if it has one, is
    /// written as an empty square and is put on the board.
    ///
    /// # Errors
    /// [`Position::parse`]'s message, or one that says which demand the text breaks.
    pub fn parse(self, text: &str) -> Result<Position, String> {
        let mut position = Position::parse(text)?;
        if position.size != self.size() {
            return Err(format!(
                "{text:?}: a {0}×{0} board, but {1} is played on {2}×{2}",
                position.size,
                self.name(),
                self.size()
            ));
        }
        if let Some(hole) = self.black_hole() {
            if position.cells[hole] != Cell::Empty {
                return Err(format!(
                    "{text:?}: {} is the black hole of {}, which never holds a piece: it must be written empty",
                    square_name(hole),
                    self.name()
                ));
            }
            position.cells[hole] = Cell::BlackHole;
        }
        Ok(position)
    }

    /// The variant's rules, every option at its default.
    pub fn rules(self) -> Rules {
        Rules { holes_and_exits: self == Variant::CheshireCat, ..Rules::default() }
    }

    /// The start position, with `rules.drop_turns` stones in each reserve for Parachute.
    pub fn start(self, rules: &Rules) -> Position {
        let mut position = self.parse(self.start_text()).expect("RULES.md's start texts are well formed");
        if position.reserves != [0, 0] {
            position.reserves = [rules.drop_turns; 2];
        }
        position
    }
}

/// The end of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// That side won.
    Win(Color),
    /// Nobody won.
    Draw,
}

// ------------------------------------------------------------------ squares

/// The eight directions of movement as (file step, rank step).
pub const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The width of the cell array: the largest board's, 12, on every board.
pub const WIDTH: usize = 12;

/// (file, rank) of a square index, both counted from 0.
fn coords(index: usize) -> (i32, i32) {
    ((index % WIDTH) as i32, (index / WIDTH) as i32)
}

/// The name of a square index: `a1`, `b1`, …, `a2`, …, `l12` (12-wide indexing on every
/// board; the rank may take two digits).
pub fn square_name(index: usize) -> String {
    let (file, rank) = coords(index);
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// The index of a square name (`a1` … `l12`), if it names a square of the 12×12 array.
pub fn square_index(name: &str) -> Option<usize> {
    let mut chars = name.chars();
    let file = chars.next()?;
    let rank: usize = chars.as_str().parse().ok()?;
    if !('a'..='l').contains(&file) || !(1..=WIDTH).contains(&rank) || chars.as_str().starts_with('0') {
        return None;
    }
    Some((rank - 1) * WIDTH + (file as usize - 'a' as usize))
}

// ------------------------------------------------------------------ moves

/// A slide of a piece along a line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slide {
    /// The square it leaves.
    pub from: usize,
    /// The square it lands on.
    pub to: usize,
    /// Whether an enemy piece stood on `to`.
    pub capture: bool,
}

/// The part of a turn that is not a drop.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A slide.
    Slide(Slide),
    /// A forced pass: no slide (and no exit) exists.
    Pass,
    /// Cheshire Cat: the piece on the square leaves the board.
    Exit(usize),
}

/// One turn, which is one ply and one move of perft: a step, a drop, or both.
///
/// Outside a drop phase a turn is a step alone. In a drop phase it is a step and a drop, in
/// the order of [`Rules::drop_order`], or one of them alone when the game ends after the
/// first part under [`DropEndTest::AfterEachPart`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The slide, pass or exit, if the turn has one.
    pub step: Option<Step>,
    /// The square a stone of the opponent's colour is dropped on, if the turn has a drop.
    pub drop: Option<usize>,
}

impl fmt::Display for Move {
    /// The canonical text: `b1-b3`, `b1xb3`, `pass`, `e8-^^`, `a3-c5@d4`, `pass@d4`, `@d4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            None => {}
            Some(Step::Pass) => f.write_str("pass")?,
            Some(Step::Exit(from)) => write!(f, "{}-^^", square_name(from))?,
            Some(Step::Slide(slide)) => {
                let separator = if slide.capture { 'x' } else { '-' };
                write!(f, "{}{separator}{}", square_name(slide.from), square_name(slide.to))?;
            }
        }
        if let Some(drop) = self.drop {
            write!(f, "@{}", square_name(drop))?;
        }
        Ok(())
    }
}

// ------------------------------------------------------------------ positions

/// A position: the board, the side to move and the reserves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The board is `size` × `size` squares, 5 to 12.
    pub size: usize,
    /// `cells[rank * WIDTH + file]` ([`WIDTH`] = 12); the cells off the `size` × `size`
    /// board stay empty.
    pub cells: [Cell; WIDTH * WIDTH],
    /// The side to move.
    pub turn: Color,
    /// Stones of the opponent's colour each side still holds, `[Black's, White's]`: Black
    /// drops white stones and White drops black ones.
    pub reserves: [u8; 2],
}

impl Position {
    /// Reads the position notation of RULES.md: ranks `size` down to 1 separated by `/`,
    /// each of `size` cells written `b`, `w`, `x` (a hole), `.` (one empty square) or a
    /// number of one or more digits, not starting with 0 (a run of empty squares: `10`
    /// is ten); a space; the side to move `b` or `w`; optionally a space and the reserves
    /// `B,W`. The board size (5 to 12) is the number of ranks. It knows no variant, so it
    /// never puts a black hole ([`Variant::parse`] does).
    ///
    /// # Errors
    /// A message saying what is wrong, for any other text.
    pub fn parse(text: &str) -> Result<Position, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(2..=3).contains(&fields.len()) {
            return Err(format!("{text:?}: expected a board, a side to move and optionally reserves"));
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        let size = rows.len();
        if !(5..=WIDTH).contains(&size) {
            return Err(format!("{text:?}: {size} ranks, expected 5 to {WIDTH}"));
        }
        let mut cells = [Cell::Empty; WIDTH * WIDTH];
        for (row, row_text) in rows.iter().enumerate() {
            let rank = size - 1 - row;
            let mut file = 0;
            let mut chars = row_text.chars().peekable();
            while let Some(c) = chars.next() {
                let (cell, run) = match c {
                    'b' => (Cell::Black, 1),
                    'w' => (Cell::White, 1),
                    'x' => (Cell::Hole, 1),
                    '.' => (Cell::Empty, 1),
                    '1'..='9' => {
                        // A run: this digit and every digit right after it.
                        let mut run = c.to_digit(10).unwrap() as usize;
                        while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                            run = run * 10 + digit as usize;
                            chars.next();
                            if run > size {
                                break;
                            }
                        }
                        (Cell::Empty, run)
                    }
                    '0' => return Err(format!("{text:?}: a run of empty squares starts with 0 on rank {}", rank + 1)),
                    _ => return Err(format!("{text:?}: bad character {c:?} on rank {}", rank + 1)),
                };
                if file + run > size {
                    return Err(format!(
                        "{text:?}: rank {} has more than {size} cells ({run} more after the first {file})",
                        rank + 1
                    ));
                }
                for _ in 0..run {
                    cells[rank * WIDTH + file] = cell;
                    file += 1;
                }
            }
            if file != size {
                return Err(format!("{text:?}: rank {} has {file} cells, expected {size}", rank + 1));
            }
        }
        let turn = match fields[1] {
            "b" => Color::Black,
            "w" => Color::White,
            other => return Err(format!("{text:?}: bad side to move {other:?}")),
        };
        let mut reserves = [0, 0];
        if let Some(field) = fields.get(2) {
            let counts = field.split_once(',').and_then(|(b, w)| Some([b.parse().ok()?, w.parse().ok()?]));
            reserves = counts.ok_or_else(|| format!("{text:?}: bad reserves {field:?}, expected B,W"))?;
        }
        Ok(Position { size, cells, turn, reserves })
    }

    /// The index of the square on `file` and `rank` (from 0), if it is on this board.
    fn index(&self, file: i32, rank: i32) -> Option<usize> {
        let size = self.size as i32;
        if (0..size).contains(&file) && (0..size).contains(&rank) {
            Some(rank as usize * WIDTH + file as usize)
        } else {
            None
        }
    }

    /// The indices of the board's squares, in index order.
    pub fn squares(&self) -> Vec<usize> {
        (0..WIDTH * WIDTH).filter(|&sq| coords(sq).0 < self.size as i32 && coords(sq).1 < self.size as i32).collect()
    }

    /// The squares holding pieces of `color`, in index order.
    pub fn pieces(&self, color: Color) -> Vec<usize> {
        self.squares().into_iter().filter(|&sq| self.cells[sq] == Cell::piece(color)).collect()
    }

    /// The empty squares (not holes), in index order.
    pub fn empty_squares(&self) -> Vec<usize> {
        self.squares().into_iter().filter(|&sq| self.cells[sq] == Cell::Empty).collect()
    }

    /// The stones the side to move still holds.
    pub fn reserve(&self) -> u8 {
        self.reserves[self.turn.index()]
    }

    /// The number of pieces of both colours on the whole line through `sq` in direction
    /// `(df, dr)` (both ways along it, the piece on `sq` included); holes and the black
    /// hole do not count.
    pub fn line_count(&self, sq: usize, (df, dr): (i32, i32)) -> usize {
        // Walk back to the first square of the line, then count along all of it.
        let (mut file, mut rank) = coords(sq);
        while self.index(file - df, rank - dr).is_some() {
            file -= df;
            rank -= dr;
        }
        let mut count = 0;
        while let Some(cell) = self.index(file, rank) {
            if self.cells[cell].color().is_some() {
                count += 1;
            }
            file += df;
            rank += dr;
        }
        count
    }

    /// The slides of the piece on `from` (RULES.md, "Moving"): in each direction exactly as
    /// many squares as the line holds pieces, onto an empty square, the black hole or an
    /// enemy piece (never an own piece, a hole or off the board), over no enemy piece (own
    /// pieces, holes and the black hole may be crossed).
    pub fn slides_from(&self, from: usize) -> Vec<Slide> {
        let Some(me) = self.cells[from].color() else {
            return Vec::new();
        };
        let (file, rank) = coords(from);
        let mut slides = Vec::new();
        for (df, dr) in DIRECTIONS {
            let distance = self.line_count(from, (df, dr)) as i32;
            let Some(to) = self.index(file + distance * df, rank + distance * dr) else {
                continue;
            };
            if self.cells[to] == Cell::Hole || self.cells[to] == Cell::piece(me) {
                continue;
            }
            let jumps_enemy = (1..distance).any(|k| {
                let crossed = self.index(file + k * df, rank + k * dr).unwrap();
                self.cells[crossed] == Cell::piece(me.other())
            });
            if !jumps_enemy {
                slides.push(Slide { from, to, capture: self.cells[to] == Cell::piece(me.other()) });
            }
        }
        slides
    }

    /// The slides and exits of the side to move, piece by piece in index order: a piece's
    /// slides, or under Cheshire Cat its exit when it has no slide. No pass.
    pub fn slides_and_exits(&self, rules: &Rules) -> Vec<Step> {
        let mut steps = Vec::new();
        for from in self.pieces(self.turn) {
            let slides = self.slides_from(from);
            if slides.is_empty() && rules.holes_and_exits {
                steps.push(Step::Exit(from));
            }
            steps.extend(slides.into_iter().map(Step::Slide));
        }
        steps
    }

    /// The steps of the side to move: its slides and exits, or a lone pass when it has none.
    fn steps(&self, rules: &Rules) -> Vec<Step> {
        let steps = self.slides_and_exits(rules);
        if steps.is_empty() { vec![Step::Pass] } else { steps }
    }

    /// The squares a drop may go to: every empty square, or one "no drop" when there is none.
    fn drop_squares(&self) -> Vec<Option<usize>> {
        let empty = self.empty_squares();
        if empty.is_empty() { vec![None] } else { empty.into_iter().map(Some).collect() }
    }

    /// Plays a step of the side to move on this board; the turn does not change.
    fn put_step(&mut self, step: Step, rules: &Rules) {
        let vacated = if rules.holes_and_exits { Cell::Hole } else { Cell::Empty };
        match step {
            Step::Pass => {}
            Step::Slide(slide) => {
                // A piece landing on the black hole is gone; the black hole stays.
                if self.cells[slide.to] != Cell::BlackHole {
                    self.cells[slide.to] = self.cells[slide.from];
                }
                self.cells[slide.from] = vacated;
            }
            Step::Exit(from) => self.cells[from] = Cell::Hole,
        }
    }

    /// Drops a stone of the opponent's colour from the reserve of the side to move; the
    /// turn does not change.
    fn put_drop(&mut self, sq: usize) {
        self.cells[sq] = Cell::piece(self.turn.other());
        self.reserves[self.turn.index()] -= 1;
    }

    /// The moves of the side to move on this board, under `rules`, whether or not the game
    /// is already over (see [`Game::legal_moves`] for the game-aware list).
    ///
    /// Without stones in reserve: the slides and exits, or only `pass`. With stones in
    /// reserve, every step combined with every drop in the order of the rules; under
    /// [`DropEndTest::AfterEachPart`] a first part that ends the game is a turn on its own.
    pub fn moves(&self, rules: &Rules) -> Vec<Move> {
        self.generate(rules, true)
    }

    /// [`Position::moves`] as if the game never ended: a drop-phase turn always has both
    /// parts (for pure perft).
    pub fn moves_ignoring_end(&self, rules: &Rules) -> Vec<Move> {
        self.generate(rules, false)
    }

    fn generate(&self, rules: &Rules, game_aware: bool) -> Vec<Move> {
        if self.reserve() == 0 {
            return self.steps(rules).into_iter().map(|step| Move { step: Some(step), drop: None }).collect();
        }
        let mover = self.turn;
        let ends_after_first_part = |board: &Position| {
            game_aware
                && rules.drop_end_test == DropEndTest::AfterEachPart
                && board.connection_result(mover, rules).is_some()
        };
        let mut moves = Vec::new();
        match rules.drop_order {
            DropOrder::MoveFirst => {
                for step in self.steps(rules) {
                    let mut board = *self;
                    board.put_step(step, rules);
                    if ends_after_first_part(&board) {
                        moves.push(Move { step: Some(step), drop: None });
                        continue;
                    }
                    for drop in board.drop_squares() {
                        moves.push(Move { step: Some(step), drop });
                    }
                }
            }
            DropOrder::DropFirst => {
                for drop in self.drop_squares() {
                    let mut board = *self;
                    if let Some(sq) = drop {
                        board.put_drop(sq);
                        if ends_after_first_part(&board) {
                            moves.push(Move { step: None, drop });
                            continue;
                        }
                    }
                    for step in board.steps(rules) {
                        moves.push(Move { step: Some(step), drop });
                    }
                }
            }
        }
        moves
    }

    /// The position after `mv`, a move of [`Position::moves`]: its parts in the order of the
    /// rules (a vacated square becomes a hole under Cheshire Cat, a drop takes a stone from
    /// the mover's reserve), then the other side to move.
    pub fn after(&self, mv: &Move, rules: &Rules) -> Position {
        let mut next = *self;
        let drop_first = rules.drop_order == DropOrder::DropFirst;
        if let (true, Some(sq)) = (drop_first, mv.drop) {
            next.put_drop(sq);
        }
        if let Some(step) = mv.step {
            next.put_step(step, rules);
        }
        if let (false, Some(sq)) = (drop_first, mv.drop) {
            next.put_drop(sq);
        }
        next.turn = self.turn.other();
        next
    }

    /// Whether all pieces of `color` form one group under 8-neighbour adjacency (a queue
    /// flood fill from one of them). One piece is connected, and so are none.
    pub fn is_connected(&self, color: Color) -> bool {
        let pieces = self.pieces(color);
        let Some(&first) = pieces.first() else {
            return true;
        };
        let mut seen = [false; WIDTH * WIDTH];
        seen[first] = true;
        let mut reached = 1;
        let mut queue = VecDeque::from([first]);
        while let Some(sq) = queue.pop_front() {
            let (file, rank) = coords(sq);
            for (df, dr) in DIRECTIONS {
                if let Some(next) = self.index(file + df, rank + dr) {
                    if !seen[next] && self.cells[next] == Cell::piece(color) {
                        seen[next] = true;
                        reached += 1;
                        queue.push_back(next);
                    }
                }
            }
        }
        reached == pieces.len()
    }

    /// The connection table of RULES.md ("End of the game") after a move by `mover`.
    fn connection_result(&self, mover: Color, rules: &Rules) -> Option<Outcome> {
        match (self.is_connected(mover), self.is_connected(mover.other())) {
            (true, false) => Some(Outcome::Win(mover)),
            (false, true) => Some(Outcome::Win(mover.other())),
            (true, true) => Some(match rules.both_connected {
                BothConnected::Draw => Outcome::Draw,
                BothConnected::MoverWins => Outcome::Win(mover),
            }),
            (false, false) => None,
        }
    }

    /// The result under `rules`, or `None` while the game goes on. The side not to move is
    /// taken as the one that just moved. A side to move with no slide, no exit and no stone
    /// in reserve has no legal move, and `rules.no_legal_move` says what follows.
    pub fn outcome(&self, rules: &Rules) -> Option<Outcome> {
        let mover = self.turn.other();
        if let Some(outcome) = self.connection_result(mover, rules) {
            return Some(outcome);
        }
        if self.reserve() > 0 || !self.slides_and_exits(rules).is_empty() {
            return None;
        }
        match rules.no_legal_move {
            NoLegalMove::Pass => None,
            NoLegalMove::Loss => Some(Outcome::Win(mover)),
            NoLegalMove::Draw => Some(Outcome::Draw),
        }
    }

    /// The same board with the colours of all pieces swapped (holes, turn and reserves kept).
    pub fn colours_swapped(&self) -> Position {
        let mut swapped = *self;
        for cell in swapped.cells.iter_mut() {
            *cell = match *cell {
                Cell::Black => Cell::White,
                Cell::White => Cell::Black,
                other => other,
            };
        }
        swapped
    }
}

impl fmt::Display for Position {
    /// The canonical position text: runs of empty squares as numbers (`10` on the wide
    /// boards), the black hole as an empty square, holes as `x`, and the reserves `B,W`
    /// only when either of them is nonzero.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.size).rev() {
            let mut empty = 0;
            for file in 0..self.size {
                let letter = match self.cells[rank * WIDTH + file] {
                    Cell::Empty | Cell::BlackHole => {
                        empty += 1;
                        continue;
                    }
                    Cell::Black => 'b',
                    Cell::White => 'w',
                    Cell::Hole => 'x',
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                write!(f, "{letter}")?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.letter())?;
        if self.reserves != [0, 0] {
            write!(f, " {},{}", self.reserves[0], self.reserves[1])?;
        }
        Ok(())
    }
}

// ------------------------------------------------------------------ games

/// A position with its rules: the text interface to compare with the engine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The current position.
    pub position: Position,
    /// The rules it is played under.
    pub rules: Rules,
}

impl Game {
    /// The start of a named variant under its default rules.
    pub fn new(variant: Variant) -> Game {
        Game::with_rules(variant, variant.rules())
    }

    /// The start of a named variant under `rules` (whose `drop_turns` fills the reserves).
    pub fn with_rules(variant: Variant, rules: Rules) -> Game {
        Game { position: variant.start(&rules), rules }
    }

    /// A game from position text.
    ///
    /// # Errors
    /// When [`Position::parse`] refuses the text.
    pub fn from_text(text: &str, rules: Rules) -> Result<Game, String> {
        Ok(Game { position: Position::parse(text)?, rules })
    }

    /// A game of a named variant from position text, read by [`Variant::parse`] (so the
    /// variant's black hole is on the board).
    ///
    /// # Errors
    /// When [`Variant::parse`] refuses the text.
    pub fn from_variant_text(variant: Variant, text: &str, rules: Rules) -> Result<Game, String> {
        Ok(Game { position: variant.parse(text)?, rules })
    }

    /// The canonical text of the current position.
    pub fn text(&self) -> String {
        self.position.to_string()
    }

    /// The result, or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome(&self.rules)
    }

    /// The legal moves in canonical text, none once the game is over.
    pub fn legal_moves(&self) -> Vec<String> {
        self.moves().iter().map(Move::to_string).collect()
    }

    /// The legal moves, none once the game is over.
    pub fn moves(&self) -> Vec<Move> {
        if self.outcome().is_some() { Vec::new() } else { self.position.moves(&self.rules) }
    }

    /// Plays the move written `text` if it is legal.
    ///
    /// Reads the canonical text in any case, with surrounding spaces, and a capture written
    /// with `-` as Boardspace writes it (`C5-C3`, exit `E8-^^`).
    ///
    /// # Errors
    /// A message naming the move and the position when the text is not a legal move.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let wanted = text.trim().to_ascii_lowercase();
        let found = self.moves().into_iter().find(|mv| {
            let canonical = mv.to_string();
            // Square names and `pass` hold no `x`: the only one is a capture's separator.
            canonical == wanted || canonical.replace('x', "-") == wanted
        });
        match found {
            Some(mv) => {
                self.position = self.position.after(&mv, &self.rules);
                Ok(())
            }
            None => Err(format!("{text:?} is not a legal move in {}", self.position)),
        }
    }
}

// ------------------------------------------------------------------ perft

/// Game-aware perft (RULES.md, "Perft"): 1 at depth 0; a position where the game is over
/// has no children; otherwise the sum over the moves, a forced pass and a whole drop-phase
/// turn each being one move.
pub fn perft(position: &Position, depth: u32, rules: &Rules) -> u64 {
    if depth == 0 {
        return 1;
    }
    if position.outcome(rules).is_some() {
        return 0;
    }
    let moves = position.moves(rules);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|mv| perft(&position.after(mv, rules), depth - 1, rules)).sum()
}

/// Pure perft: as [`perft`] but ignoring the end of the game altogether.
pub fn perft_pure(position: &Position, depth: u32, rules: &Rules) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.moves_ignoring_end(rules);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|mv| perft_pure(&position.after(mv, rules), depth - 1, rules)).sum()
}

/// Game-aware perft split by root move, in canonical text (empty when the game is over).
pub fn divide(position: &Position, depth: u32, rules: &Rules) -> Vec<(String, u64)> {
    if depth == 0 || position.outcome(rules).is_some() {
        return Vec::new();
    }
    let moves = position.moves(rules);
    moves.iter().map(|mv| (mv.to_string(), perft(&position.after(mv, rules), depth - 1, rules))).collect()
}
