//! A plain, independent model of Lines of Action on the hexagonal boards (RULES.md,
//! "Hexagonal boards: hex5 (Alveole), hex6, hex6 Scrambled Eggs"): `hex5` / `alveole`,
//! `hex6` and `hex6-scrambled`. It is an oracle to compare the engine against.
//!
//! # Why it is independent
//!
//! It is written from the rule book (the repository's `RULES.md`) alone, not from the
//! engine's code, and it shares nothing with the engine, not even its value types: there is
//! no `use lines_of_action::…` here. The two are meant to meet only through text: position
//! text (rows from the top row down to row `a`, `/`-separated, each row from cell 1 upwards,
//! then the side to move) and move text (`a2-c3`, `a2xc3`, `pass`), which both sides read
//! and write with their own code.
//!
//! Like the square-board model (`tests/variant_model/mod.rs`), it is written for obviousness:
//!
//! - a cell is a **row and a number**, the rule book's own coordinates: row `a` (0) is the
//!   bottom row, cell 1 is the left end of its row. The board is an array of 121 [`Cell`]s
//!   indexed `row * 11 + (number - 1)` (11, the longest row of hex6, on both boards; this is
//!   not the engine's index, and nothing but cell names ever crosses over); the slots past
//!   the end of a row are never read or written;
//! - there are no cube or axial coordinates, no bitboards and no tables: one step in one of
//!   the six directions ([`Board::step`]) is the rule book's sentence on neighbours written
//!   as code (in the row: number ± 1; to the row above: number and number + 1 below the
//!   middle row, number − 1 and number from the middle row up; symmetrically downwards), and
//!   every question is answered by walking cells one step at a time: a line count walks the
//!   whole line, a slide steps over each cell it crosses, connectivity is a queue flood fill
//!   over the six neighbours;
//! - the named start positions are the rule book's texts, read by this module's own parser
//!   (`tests/hex_model_perft.rs` checks them cell by cell against the rule book's lists);
//! - a move is always played on a copy of the position, never made and unmade.
//!
//! Speed is not a goal: everything is recomputed from the array every time.
//!
//! # Choices where the rule book is silent
//!
//! - The black hole is a kind of cell, [`Cell::BlackHole`], and it belongs to the board:
//!   every hex6 game has it on f6, so [`Position::parse`] puts it there on any 11-row text
//!   (the square model's plain parser knows no variant and leaves that to the variant; here
//!   no hexagonal board of side 6 without the hole exists). A text with anything but an
//!   empty cell there is refused.
//! - Position text: `.` is accepted for one empty cell (as on the square boards); `x` (a
//!   hole of Cheshire Cat) is refused, since no hexagonal variant has holes. A run of empty
//!   cells is one or more digits, not starting with 0; digits side by side are one run.
//!   Exactly two fields, board and side to move (no reserves: no hexagonal variant drops).
//! - A colour with no pieces is connected ("all of its pieces form one group" holds
//!   vacuously), as in the square model. On hex6 a side could only lose its last piece to
//!   the black hole after already being connected (one piece), so this matters only in pure
//!   perft.
//! - [`Game`] is a position with its rules and nothing more, as the square model's `Game`:
//!   no history, hence no repetition and no move-limit rule (Abstract Play and Board Game
//!   Arena's Alveole have neither, RULES.md says of Abstract Play). [`Game::legal_moves`] is
//!   empty once the game is over; [`Position::moves`] lists the moves of the board whether
//!   or not the game is over.
//! - [`Position::moves`] lists the moves piece by piece in index order (row `a` first, then
//!   up; in a row by number), each piece's in the order of [`DIRECTIONS`]. Nothing depends
//!   on the order; compare the lists as sets.
//! - [`Game::play`] reads the canonical text in any case, with surrounding spaces, and a
//!   capture written with `-` (as the square model does); nothing else.

// Each test binary that includes this module uses a different part of it.
#![allow(dead_code)]

use std::collections::VecDeque;
use std::fmt;

// ------------------------------------------------------------------ start positions

/// hex5 (Alveole): a mixed cluster of three at each corner (RULES.md, "Hexagonal boards",
/// "Notation").
pub const HEX5: &str = "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b";
/// hex6: each side holds three alternate edges (RULES.md, "Hexagonal boards", "Notation").
pub const HEX6: &str = "1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b";
/// hex6 Scrambled Eggs (RULES.md, "Hexagonal boards", "Notation").
pub const HEX6_SCRAMBLED: &str = "1bwbw1/w5b/b6w/w7b/b8w/11/w8b/b7w/w6b/b5w/1wbwb1 b";

// ------------------------------------------------------------------ colours and cells

/// A side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first (Abstract Play's player 1).
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

    /// The letter of the notation.
    fn letter(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }
}

/// What a cell holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Nothing.
    Empty,
    /// A black piece.
    Black,
    /// A white piece.
    White,
    /// The black hole (f6 of hex6): not a piece, never counted on a line, crossed like an
    /// empty cell; a piece that lands on it is removed from the game and the hole stays.
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
            Cell::Empty | Cell::BlackHole => None,
        }
    }
}

// ------------------------------------------------------------------ rules and variants

/// Who wins when one move connects both sides (RULES.md, "End of the game").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum BothConnected {
    /// A draw (the rule book's default, and Abstract Play's).
    #[default]
    Draw,
    /// The side that moved wins (Board Game Arena's Alveole).
    MoverWins,
}

/// What happens to a side to move without a legal move (RULES.md, "Further rules").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum NoLegalMove {
    /// Its only move is `pass` (the rule book's default, and Abstract Play's).
    #[default]
    Pass,
    /// It loses (Board Game Arena's Alveole).
    Loss,
    /// The game is drawn.
    Draw,
}

/// The rule options. [`Rules::default`] is the rule book's default, which on these boards
/// is also [`Rules::ABSTRACT_PLAY`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    /// Who wins when both sides are connected.
    pub both_connected: BothConnected,
    /// What a side without a legal move does.
    pub no_legal_move: NoLegalMove,
}

impl Rules {
    /// Abstract Play's rules (RULES.md, "Hexagonal boards", "End rules"): both connected at
    /// once is a draw, a side with no move passes (no repetition or move limit).
    pub const ABSTRACT_PLAY: Rules = Rules { both_connected: BothConnected::Draw, no_legal_move: NoLegalMove::Pass };

    /// Board Game Arena's Alveole (RULES.md, "Hexagonal boards", "End rules"): the mover wins
    /// a double connection, and a side with no legal move loses.
    pub const BGA_ALVEOLE: Rules = Rules { both_connected: BothConnected::MoverWins, no_legal_move: NoLegalMove::Loss };

    /// The preset a name stands for: `abstract-play` or `bga-alveole`.
    pub fn preset(name: &str) -> Option<Rules> {
        match name {
            "abstract-play" => Some(Rules::ABSTRACT_PLAY),
            "bga-alveole" => Some(Rules::BGA_ALVEOLE),
            _ => None,
        }
    }
}

/// The hexagonal games of RULES.md ("Hexagonal boards").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    /// `hex5` / `alveole`: hexagon of side 5, 9 / 9.
    Hex5,
    /// `hex6`: hexagon of side 6, 12 / 12, f6 a black hole.
    Hex6,
    /// `hex6-scrambled`: as hex6, Scrambled Eggs start.
    Hex6Scrambled,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 3] = [Variant::Hex5, Variant::Hex6, Variant::Hex6Scrambled];

    /// The variant a name or alias of RULES.md stands for.
    pub fn from_name(name: &str) -> Option<Variant> {
        Some(match name {
            "hex5" | "alveole" => Variant::Hex5,
            "hex6" => Variant::Hex6,
            "hex6-scrambled" => Variant::Hex6Scrambled,
            _ => return None,
        })
    }

    /// The variant's name (the first one of RULES.md's table).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Hex5 => "hex5",
            Variant::Hex6 => "hex6",
            Variant::Hex6Scrambled => "hex6-scrambled",
        }
    }

    /// The rule book's start text.
    pub fn start_text(self) -> &'static str {
        match self {
            Variant::Hex5 => HEX5,
            Variant::Hex6 => HEX6,
            Variant::Hex6Scrambled => HEX6_SCRAMBLED,
        }
    }

    /// The board it is played on.
    pub fn board(self) -> Board {
        match self {
            Variant::Hex5 => Board::Hex5,
            Variant::Hex6 | Variant::Hex6Scrambled => Board::Hex6,
        }
    }

    /// The variant's default rules: the rule book's defaults, which are Abstract Play's.
    pub fn rules(self) -> Rules {
        Rules::default()
    }

    /// Reads position text for this variant: [`Position::parse`], and the board must be the
    /// variant's.
    ///
    /// # Errors
    /// [`Position::parse`]'s message, or one that says the board is the wrong one.
    pub fn parse(self, text: &str) -> Result<Position, String> {
        let position = Position::parse(text)?;
        if position.board != self.board() {
            return Err(format!(
                "{text:?}: a board of side {} ({} rows), but {} is played on a board of side {} ({} rows)",
                position.board.side(),
                position.board.rows(),
                self.name(),
                self.board().side(),
                self.board().rows()
            ));
        }
        Ok(position)
    }

    /// The start position.
    pub fn start(self) -> Position {
        self.parse(self.start_text()).expect("RULES.md's start texts are well formed")
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

// ------------------------------------------------------------------ cells and lines

/// The width of the cell array: the longest row, hex6's middle row of 11 cells.
pub const WIDTH: usize = 11;

/// The six directions a piece may move in (RULES.md, "Neighbours and lines").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Along the row, to the next number.
    East,
    /// Along the row, to the previous number.
    West,
    /// To the row above, the right one of the two cells touched there.
    UpRight,
    /// To the row above, the left one.
    UpLeft,
    /// To the row below, the right one.
    DownRight,
    /// To the row below, the left one.
    DownLeft,
}

/// The six directions, in the order [`Position::moves`] tries them.
pub const DIRECTIONS: [Direction; 6] = [
    Direction::East,
    Direction::West,
    Direction::UpRight,
    Direction::DownLeft,
    Direction::UpLeft,
    Direction::DownRight,
];

impl Direction {
    /// The direction back.
    pub fn opposite(self) -> Direction {
        match self {
            Direction::East => Direction::West,
            Direction::West => Direction::East,
            Direction::UpRight => Direction::DownLeft,
            Direction::DownLeft => Direction::UpRight,
            Direction::UpLeft => Direction::DownRight,
            Direction::DownRight => Direction::UpLeft,
        }
    }
}

/// The three axes, each walked in its "forward" direction: the row (east), the up-right
/// runs and the up-left runs.
pub const AXES: [Direction; 3] = [Direction::East, Direction::UpRight, Direction::UpLeft];

/// The row of a cell index, 0 for row `a`.
pub fn row_of(index: usize) -> usize {
    index / WIDTH
}

/// The number of a cell index in its row, from 1.
pub fn number_of(index: usize) -> usize {
    index % WIDTH + 1
}

/// The name of a cell index: row letter then number (`a1`, `e9`, `k10`).
pub fn cell_name(index: usize) -> String {
    format!("{}{}", (b'a' + row_of(index) as u8) as char, number_of(index))
}

/// A hexagonal board (RULES.md, "Cells").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Board {
    /// Side 5, 61 cells, rows `a` to `i`.
    Hex5,
    /// Side 6, 91 cells, rows `a` to `k`, f6 a black hole.
    Hex6,
}

impl Board {
    /// Both boards.
    pub const ALL: [Board; 2] = [Board::Hex5, Board::Hex6];

    /// The side n of the hexagon.
    pub fn side(self) -> usize {
        match self {
            Board::Hex5 => 5,
            Board::Hex6 => 6,
        }
    }

    /// The number of rows, 2n − 1.
    pub fn rows(self) -> usize {
        2 * self.side() - 1
    }

    /// The middle row (`e` on hex5, `f` on hex6), from 0.
    pub fn middle(self) -> usize {
        self.side() - 1
    }

    /// The number of cells in a row (from 0): n in row `a`, one more each row up to the
    /// middle one (2n − 1), then one fewer each row up.
    pub fn row_len(self, row: usize) -> usize {
        let from_edge = row.min(self.rows() - 1 - row);
        self.side() + from_edge
    }

    /// The index of the cell in `row` (from 0) with `number` (from 1), if it is on the board.
    pub fn index(self, row: i32, number: i32) -> Option<usize> {
        if row < 0 || row >= self.rows() as i32 {
            return None;
        }
        if number < 1 || number > self.row_len(row as usize) as i32 {
            return None;
        }
        Some(row as usize * WIDTH + (number - 1) as usize)
    }

    /// Whether an index of the array is a cell of this board.
    pub fn contains(self, index: usize) -> bool {
        index < WIDTH * WIDTH && self.index(row_of(index) as i32, number_of(index) as i32) == Some(index)
    }

    /// The board's cells, in index order (row `a` first; in a row by number).
    pub fn cells(self) -> Vec<usize> {
        (0..WIDTH * WIDTH).filter(|&index| self.contains(index)).collect()
    }

    /// The cell a name (`a1`, `k10`) stands for, if it is on this board: a lower-case row
    /// letter, then the number written without a leading 0.
    pub fn cell(self, name: &str) -> Option<usize> {
        let mut chars = name.chars();
        let letter = chars.next()?;
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase() || digits.is_empty() || digits.starts_with('0') {
            return None;
        }
        if !digits.chars().all(|c| c.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let number: i32 = digits.parse().ok()?;
        self.index(letter as i32 - 'a' as i32, number)
    }

    /// The black hole: f6 on hex6, none on hex5.
    pub fn black_hole(self) -> Option<usize> {
        match self {
            Board::Hex5 => None,
            Board::Hex6 => self.cell("f6"),
        }
    }

    /// The cell one step from `cell` in `direction`, if it is on the board. This is RULES.md's
    /// description of the neighbours: in the row, the numbers before and after; below the
    /// middle row, cell x touches x and x + 1 of the row above (left and right); from the
    /// middle row up, x − 1 and x; and symmetrically downwards: above the middle row, x and
    /// x + 1 of the row below; from the middle row down, x − 1 and x.
    pub fn step(self, cell: usize, direction: Direction) -> Option<usize> {
        let row = row_of(cell) as i32;
        let x = number_of(cell) as i32;
        let middle = self.middle() as i32;
        let (to_row, to_x) = match direction {
            Direction::East => (row, x + 1),
            Direction::West => (row, x - 1),
            Direction::UpLeft => (row + 1, if row < middle { x } else { x - 1 }),
            Direction::UpRight => (row + 1, if row < middle { x + 1 } else { x }),
            Direction::DownLeft => (row - 1, if row > middle { x } else { x - 1 }),
            Direction::DownRight => (row - 1, if row > middle { x + 1 } else { x }),
        };
        self.index(to_row, to_x)
    }

    /// The cells that touch `cell`, in the order of [`DIRECTIONS`].
    pub fn neighbours(self, cell: usize) -> Vec<usize> {
        DIRECTIONS.iter().filter_map(|&direction| self.step(cell, direction)).collect()
    }

    /// The whole line through `cell` along the axis of `direction`, from its first cell
    /// (walking back as far as the board goes) forwards in `direction`.
    pub fn line(self, cell: usize, direction: Direction) -> Vec<usize> {
        let mut first = cell;
        while let Some(before) = self.step(first, direction.opposite()) {
            first = before;
        }
        let mut line = vec![first];
        while let Some(next) = self.step(*line.last().unwrap(), direction) {
            line.push(next);
        }
        line
    }

    /// Every line of the board: for each axis of [`AXES`], the line from each cell that has
    /// no cell behind it on that axis.
    pub fn lines(self) -> Vec<Vec<usize>> {
        let mut lines = Vec::new();
        for direction in AXES {
            for cell in self.cells() {
                if self.step(cell, direction.opposite()).is_none() {
                    lines.push(self.line(cell, direction));
                }
            }
        }
        lines
    }
}

// ------------------------------------------------------------------ moves

/// A slide of a piece along a line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slide {
    /// The cell it leaves.
    pub from: usize,
    /// The cell it lands on (the black hole included: the piece is then removed).
    pub to: usize,
    /// Whether an enemy piece stood on `to`.
    pub capture: bool,
}

/// One move: a slide, or a forced pass.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// A slide.
    Slide(Slide),
    /// A forced pass: the side to move has no slide.
    Pass,
}

impl fmt::Display for Move {
    /// The canonical text (RULES.md, "Hexagonal boards", "Notation"): `a2-c3`, a capture
    /// `a2xc3`, `pass`; a landing on the black hole is written as a quiet move (`e5-f6`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Slide(slide) => {
                let separator = if slide.capture { 'x' } else { '-' };
                write!(f, "{}{separator}{}", cell_name(slide.from), cell_name(slide.to))
            }
        }
    }
}

// ------------------------------------------------------------------ positions

/// A position: the board, what each cell holds, and the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The board.
    pub board: Board,
    /// `cells[row * WIDTH + number - 1]` ([`WIDTH`] = 11); the slots off the board stay
    /// empty.
    pub cells: [Cell; WIDTH * WIDTH],
    /// The side to move.
    pub turn: Color,
}

impl Position {
    /// Reads the hexagonal position text of RULES.md: the rows from the top row down to row
    /// `a`, separated by `/`, each row's cells from 1 upwards written `b`, `w`, `.` (one
    /// empty cell) or a number of one or more digits not starting with 0 (a run of empty
    /// cells); a space; the side to move `b` or `w`. 9 rows are hex5, 11 rows hex6; on hex6
    /// the black hole f6 must be written empty, and is put there.
    ///
    /// # Errors
    /// A message saying what is wrong, for any other text.
    pub fn parse(text: &str) -> Result<Position, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 2 {
            return Err(format!("{text:?}: expected a board and a side to move"));
        }
        let row_texts: Vec<&str> = fields[0].split('/').collect();
        let board = match row_texts.len() {
            9 => Board::Hex5,
            11 => Board::Hex6,
            n => return Err(format!("{text:?}: {n} rows, expected 9 (hex5) or 11 (hex6)")),
        };
        let mut cells = [Cell::Empty; WIDTH * WIDTH];
        for (i, row_text) in row_texts.iter().enumerate() {
            let row = board.rows() - 1 - i;
            let letter = (b'a' + row as u8) as char;
            let len = board.row_len(row);
            let mut filled = 0;
            let mut chars = row_text.chars().peekable();
            while let Some(c) = chars.next() {
                let (cell, run) = match c {
                    'b' => (Cell::Black, 1),
                    'w' => (Cell::White, 1),
                    '.' => (Cell::Empty, 1),
                    '1'..='9' => {
                        // A run: this digit and every digit right after it.
                        let mut run = c.to_digit(10).unwrap() as usize;
                        while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                            run = run * 10 + digit as usize;
                            chars.next();
                            if run > len {
                                break;
                            }
                        }
                        (Cell::Empty, run)
                    }
                    '0' => return Err(format!("{text:?}: a run of empty cells starts with 0 in row {letter}")),
                    'x' => {
                        return Err(format!("{text:?}: a hole 'x' in row {letter}, but no hexagonal game has holes"));
                    }
                    _ => return Err(format!("{text:?}: unknown symbol {c:?} in row {letter}")),
                };
                if filled + run > len {
                    return Err(format!(
                        "{text:?}: row {letter} has more than {len} cells ({run} more after the first {filled})"
                    ));
                }
                for _ in 0..run {
                    filled += 1;
                    cells[board.index(row as i32, filled as i32).unwrap()] = cell;
                }
            }
            if filled != len {
                return Err(format!("{text:?}: row {letter} has {filled} cells, expected {len}"));
            }
        }
        if let Some(hole) = board.black_hole() {
            if cells[hole] != Cell::Empty {
                return Err(format!(
                    "{text:?}: {} is the black hole of hex6, which never holds a piece: it must be written empty",
                    cell_name(hole)
                ));
            }
            cells[hole] = Cell::BlackHole;
        }
        let turn = match fields[1] {
            "b" => Color::Black,
            "w" => Color::White,
            other => return Err(format!("{text:?}: bad side to move {other:?}, expected b or w")),
        };
        Ok(Position { board, cells, turn })
    }

    /// What the cell named `name` holds. Panics if the name is not a cell of the board.
    pub fn at(&self, name: &str) -> Cell {
        self.cells[self.board.cell(name).unwrap_or_else(|| panic!("{name} is not a cell of {:?}", self.board))]
    }

    /// The cells holding pieces of `color`, in index order.
    pub fn pieces(&self, color: Color) -> Vec<usize> {
        self.board.cells().into_iter().filter(|&cell| self.cells[cell] == Cell::piece(color)).collect()
    }

    /// The number of pieces of both colours on the whole line through `cell` along the axis
    /// of `direction` (both ways along it, the piece on `cell` included); the black hole is
    /// not a piece and does not count.
    pub fn line_count(&self, cell: usize, direction: Direction) -> usize {
        self.board.line(cell, direction).into_iter().filter(|&c| self.cells[c].color().is_some()).count()
    }

    /// The slides of the piece on `from` (RULES.md, "Hexagonal boards", "Moving"): in each
    /// of the six directions exactly as many cells as its line holds pieces, onto an empty
    /// cell, the black hole or an enemy piece (never an own piece, never off the board), over
    /// no enemy piece (own pieces, empty cells and the black hole may be crossed).
    pub fn slides_from(&self, from: usize) -> Vec<Slide> {
        let Some(me) = self.cells[from].color() else {
            return Vec::new();
        };
        let mut slides = Vec::new();
        'directions: for direction in DIRECTIONS {
            let distance = self.line_count(from, direction);
            let mut at = from;
            for k in 1..=distance {
                let Some(next) = self.board.step(at, direction) else {
                    continue 'directions; // off the board
                };
                at = next;
                if k < distance && self.cells[at] == Cell::piece(me.other()) {
                    continue 'directions; // over an enemy piece
                }
            }
            if self.cells[at] == Cell::piece(me) {
                continue; // onto an own piece
            }
            slides.push(Slide { from, to: at, capture: self.cells[at] == Cell::piece(me.other()) });
        }
        slides
    }

    /// The slides of the side to move, piece by piece in index order.
    pub fn slides(&self) -> Vec<Slide> {
        self.pieces(self.turn).into_iter().flat_map(|from| self.slides_from(from)).collect()
    }

    /// The moves of the side to move on this board, whether or not the game is already over
    /// (see [`Game::legal_moves`] for the game-aware list): its slides, or only `pass` when
    /// it has none. Under [`NoLegalMove::Loss`] or [`NoLegalMove::Draw`] such a position is
    /// over ([`Position::outcome`]), so the pass is never played there.
    pub fn moves(&self) -> Vec<Move> {
        let slides = self.slides();
        if slides.is_empty() { vec![Move::Pass] } else { slides.into_iter().map(Move::Slide).collect() }
    }

    /// The position after `mv`, a move of [`Position::moves`]: the piece leaves its cell and
    /// lands on the target (replacing an enemy piece), or is removed if the target is the
    /// black hole, which stays; then the other side is to move.
    pub fn after(&self, mv: &Move) -> Position {
        let mut next = *self;
        if let Move::Slide(slide) = *mv {
            if self.cells[slide.to] != Cell::BlackHole {
                next.cells[slide.to] = self.cells[slide.from];
            }
            next.cells[slide.from] = Cell::Empty;
        }
        next.turn = self.turn.other();
        next
    }

    /// Whether all pieces of `color` form one group through the six neighbours (a queue
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
        while let Some(cell) = queue.pop_front() {
            for next in self.board.neighbours(cell) {
                if !seen[next] && self.cells[next] == Cell::piece(color) {
                    seen[next] = true;
                    reached += 1;
                    queue.push_back(next);
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
    /// taken as the one that just moved. When nobody has won by connection and the side to
    /// move has no slide, `rules.no_legal_move` says what follows.
    pub fn outcome(&self, rules: &Rules) -> Option<Outcome> {
        let mover = self.turn.other();
        if let Some(outcome) = self.connection_result(mover, rules) {
            return Some(outcome);
        }
        if !self.slides().is_empty() {
            return None;
        }
        match rules.no_legal_move {
            NoLegalMove::Pass => None,
            NoLegalMove::Loss => Some(Outcome::Win(mover)),
            NoLegalMove::Draw => Some(Outcome::Draw),
        }
    }
}

impl fmt::Display for Position {
    /// The canonical position text: rows from the top down to `a`, runs of empty cells as
    /// numbers (`11` on hex6's middle row), the black hole as an empty cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.board.rows()).rev() {
            let mut empty = 0;
            for number in 1..=self.board.row_len(row) {
                let letter = match self.cells[self.board.index(row as i32, number as i32).unwrap()] {
                    Cell::Empty | Cell::BlackHole => {
                        empty += 1;
                        continue;
                    }
                    Cell::Black => 'b',
                    Cell::White => 'w',
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
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.letter())
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
    /// The start of a named variant under its default rules (Abstract Play's).
    pub fn new(variant: Variant) -> Game {
        Game::with_rules(variant, variant.rules())
    }

    /// The start of a named variant under `rules`.
    pub fn with_rules(variant: Variant, rules: Rules) -> Game {
        Game { position: variant.start(), rules }
    }

    /// A game from position text.
    ///
    /// # Errors
    /// When [`Position::parse`] refuses the text.
    pub fn from_text(text: &str, rules: Rules) -> Result<Game, String> {
        Ok(Game { position: Position::parse(text)?, rules })
    }

    /// A game of a named variant from position text, read by [`Variant::parse`].
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
        if self.outcome().is_some() { Vec::new() } else { self.position.moves() }
    }

    /// Plays the move written `text` if it is legal.
    ///
    /// Reads the canonical text in any case, with surrounding spaces, and a capture written
    /// with `-`.
    ///
    /// # Errors
    /// A message naming the move and the position when the text is not a legal move.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let wanted = text.trim().to_ascii_lowercase();
        let found = self.moves().into_iter().find(|mv| {
            let canonical = mv.to_string();
            // Cell names and `pass` hold no `x`: the only one is a capture's separator.
            canonical == wanted || canonical.replace('x', "-") == wanted
        });
        match found {
            Some(mv) => {
                self.position = self.position.after(&mv);
                Ok(())
            }
            None => Err(format!("{text:?} is not a legal move in {}", self.position)),
        }
    }
}

// ------------------------------------------------------------------ perft

/// Game-aware perft (RULES.md, "Perft"): 1 at depth 0; a position where the game is over
/// has no children; otherwise the sum over the moves, a forced pass being one move.
pub fn perft(position: &Position, depth: u32, rules: &Rules) -> u64 {
    if depth == 0 {
        return 1;
    }
    if position.outcome(rules).is_some() {
        return 0;
    }
    let moves = position.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|mv| perft(&position.after(mv), depth - 1, rules)).sum()
}

/// Pure perft: as [`perft`] but ignoring the end of the game altogether (a side without a
/// slide passes).
pub fn perft_pure(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|mv| perft_pure(&position.after(mv), depth - 1)).sum()
}

/// Game-aware perft split by root move, in canonical text (empty when the game is over).
pub fn divide(position: &Position, depth: u32, rules: &Rules) -> Vec<(String, u64)> {
    if depth == 0 || position.outcome(rules).is_some() {
        return Vec::new();
    }
    let moves = position.moves();
    moves.iter().map(|mv| (mv.to_string(), perft(&position.after(mv), depth - 1, rules))).collect()
}
