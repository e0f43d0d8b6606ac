//! A plain, independent model of the Lines of Action rules: the oracle the
//! property tests compare the engine against.
//!
//! # Why it is independent
//!
//! It is written from the rule book (the repository's `RULES.md`), not from the
//! engine's code, and it shares none of the engine's machinery:
//!
//! - the board is an array of 64 `Option<Color>`, indexed `rank * 8 + file`
//!   (RULES.md, "Board and coordinates"); there are no bitboards, no
//!   precomputed tables, no incremental line counts and no hash;
//! - every question is answered by walking squares one step at a time, as one
//!   would check it by hand: a line count walks the whole line, a slide steps
//!   over each square it crosses, connectivity is a queue flood fill over the
//!   eight neighbours;
//! - positions are read from the RULES.md notation by its own small parser, so
//!   the named setups come from the rule book's text, not from the engine's
//!   layout constants.
//!
//! From the crate it borrows only plain value types, to speak the same
//! vocabulary as the engine: [`Square`] and [`Move`] (to name moves, so move
//! lists can be compared as sets), [`Color`], and the rule options and results
//! [`Rules`], [`BothConnected`], [`NoLegalMove`] and [`Outcome`]. It never calls
//! the engine's move generator, line counts, connectivity, outcome or perft.
//!
//! Speed is not a goal: everything is recomputed from the array every time.
//!
//! # A colour with no pieces
//!
//! RULES.md says a side with a single piece is connected, and counts a side
//! with none as connected too ("End of the game", the crate's choice). That can
//! only happen when play goes on after the game is over (pure perft, random
//! play): the opponent captured the last piece of a side that, having one
//! piece, was already connected. This model treats a colour with no pieces as
//! connected ("all of its pieces form one group" holds vacuously), which is
//! what the engine does for an empty set of squares.

// Each test binary that includes this module uses a different part of it.
#![allow(dead_code)]

use std::collections::VecDeque;

use lines_of_action::{BothConnected, Color, Move, NoLegalMove, Outcome, Rules, Square};

/// The standard start, as written in RULES.md ("Notation").
pub const STANDARD: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
/// Scrambled Eggs with White at a2, as written in RULES.md ("Start positions").
pub const SCRAMBLED_EGGS: &str = "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b";
/// Scrambled Eggs with the colours swapped, as written in RULES.md ("Start positions").
pub const SCRAMBLED_EGGS_MIRRORED: &str = "1bwbwbw1/w6b/b6w/w6b/b6w/w6b/b6w/1wbwbwb1 b";

/// The eight directions of movement as (file step, rank step).
pub const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The four kinds of line a piece moves along.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A row (a1–h1, …).
    Rank,
    /// A column (a1–a8, …).
    File,
    /// Rising to the right, parallel to a1–h8.
    Diagonal,
    /// Falling to the right, parallel to a8–h1.
    AntiDiagonal,
}

impl Line {
    /// All four kinds.
    pub const ALL: [Line; 4] = [Line::Rank, Line::File, Line::Diagonal, Line::AntiDiagonal];

    /// One step along the line, as (file step, rank step).
    fn step(self) -> (i32, i32) {
        match self {
            Line::Rank => (1, 0),
            Line::File => (0, 1),
            Line::Diagonal => (1, 1),
            Line::AntiDiagonal => (-1, 1),
        }
    }

    /// The kind of line a direction of movement runs along.
    fn of_direction(df: i32, dr: i32) -> Line {
        if dr == 0 {
            Line::Rank
        } else if df == 0 {
            Line::File
        } else if df == dr {
            Line::Diagonal
        } else {
            Line::AntiDiagonal
        }
    }
}

/// The index of the square on `file` and `rank` (both counted from 0), if it is on the board.
fn index(file: i32, rank: i32) -> Option<usize> {
    if (0..8).contains(&file) && (0..8).contains(&rank) { Some((rank * 8 + file) as usize) } else { None }
}

/// (file, rank) of a square index.
fn coords(index: usize) -> (i32, i32) {
    ((index % 8) as i32, (index / 8) as i32)
}

/// The crate's name for a square index.
pub fn square(index: usize) -> Square {
    Square::ALL[index]
}

/// A position: what stands on each square, and who is to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// `cells[rank * 8 + file]`.
    pub cells: [Option<Color>; 64],
    /// The side to move.
    pub turn: Color,
}

impl Board {
    /// A board with black pieces on `black` and white ones on `white` (square indices).
    ///
    /// # Panics
    /// If a square is given twice.
    pub fn from_squares(black: &[usize], white: &[usize], turn: Color) -> Board {
        let mut cells = [None; 64];
        for (squares, color) in [(black, Color::Black), (white, Color::White)] {
            for &sq in squares {
                assert!(cells[sq].is_none(), "square {sq} given twice");
                cells[sq] = Some(color);
            }
        }
        Board { cells, turn }
    }

    /// Reads the RULES.md position notation (`b`, `w`, digits 1–8 and `.`; ranks 8 to 1; side to move).
    ///
    /// # Panics
    /// On any malformed text: it only reads texts the tests write themselves.
    pub fn parse(text: &str) -> Board {
        let mut fields = text.split_whitespace();
        let board = fields.next().expect("a board");
        let turn = match fields.next() {
            Some("b") => Color::Black,
            Some("w") => Color::White,
            other => panic!("bad side to move {other:?} in {text:?}"),
        };
        assert!(fields.next().is_none(), "trailing text in {text:?}");
        let rows: Vec<&str> = board.split('/').collect();
        assert_eq!(rows.len(), 8, "expected 8 ranks in {text:?}");
        let mut cells = [None; 64];
        for (row, row_text) in rows.iter().enumerate() {
            let rank = 7 - row as i32;
            let mut file = 0;
            for c in row_text.chars() {
                match c {
                    'b' | 'w' => {
                        let sq = index(file, rank).expect("rank too long");
                        cells[sq] = Some(if c == 'b' { Color::Black } else { Color::White });
                        file += 1;
                    }
                    '.' => file += 1,
                    '1'..='8' => file += c.to_digit(10).unwrap() as i32,
                    _ => panic!("bad character {c:?} in {text:?}"),
                }
            }
            assert_eq!(file, 8, "rank {} of {text:?} is not 8 squares", rank + 1);
        }
        Board { cells, turn }
    }

    /// Writes the RULES.md position notation, runs of empty squares as digits.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.cells[index(file, rank).unwrap()] {
                    None => empty += 1,
                    Some(color) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(if color == Color::Black { 'b' } else { 'w' });
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text.push(' ');
        text.push(if self.turn == Color::Black { 'b' } else { 'w' });
        text
    }

    /// The square indices holding pieces of `color`, in index order.
    pub fn squares_of(&self, color: Color) -> Vec<usize> {
        (0..64).filter(|&sq| self.cells[sq] == Some(color)).collect()
    }

    /// The same board with the other side to move.
    pub fn with_turn(&self, turn: Color) -> Board {
        Board { turn, ..*self }
    }

    /// The number of pieces of both colours on the whole line of kind `line`
    /// through square `sq` (the piece on `sq` itself included, if any).
    pub fn line_count(&self, sq: usize, line: Line) -> usize {
        let (df, dr) = line.step();
        // Walk back to the first square of the line, then count along all of it.
        let (mut file, mut rank) = coords(sq);
        while index(file - df, rank - dr).is_some() {
            file -= df;
            rank -= dr;
        }
        let mut count = 0;
        while let Some(cell) = index(file, rank) {
            if self.cells[cell].is_some() {
                count += 1;
            }
            file += df;
            rank += dr;
        }
        count
    }

    /// The legal slides of the side to move (RULES.md, "Moving"), pass excluded.
    ///
    /// For every own piece and every direction: the distance is the number of
    /// pieces on the whole line; the target must be on the board, must not hold
    /// an own piece, and no square strictly between may hold an enemy piece.
    pub fn slides(&self) -> Vec<Move> {
        let me = self.turn;
        let enemy = me.other();
        let mut moves = Vec::new();
        for from in 0..64 {
            if self.cells[from] != Some(me) {
                continue;
            }
            let (file, rank) = coords(from);
            for (df, dr) in DIRECTIONS {
                let distance = self.line_count(from, Line::of_direction(df, dr)) as i32;
                let Some(to) = index(file + distance * df, rank + distance * dr) else {
                    continue;
                };
                if self.cells[to] == Some(me) {
                    continue;
                }
                let jumps_enemy = (1..distance).any(|k| {
                    let crossed = index(file + k * df, rank + k * dr).unwrap();
                    self.cells[crossed] == Some(enemy)
                });
                if !jumps_enemy {
                    moves.push(Move::new(square(from), square(to)));
                }
            }
        }
        moves
    }

    /// The legal moves: the slides, or only [`Move::PASS`] when there are none.
    pub fn legal_moves(&self) -> Vec<Move> {
        let slides = self.slides();
        if slides.is_empty() { vec![Move::PASS] } else { slides }
    }

    /// The position after `mv`, which must be legal: the piece moves, an enemy
    /// piece on the target is captured (removed), and the turn passes.
    ///
    /// # Panics
    /// If `mv` does not move a piece of the side to move onto a square without one.
    pub fn apply(&self, mv: Move) -> Board {
        let mut next = *self;
        next.turn = self.turn.other();
        if mv.is_pass() {
            return next;
        }
        let (from, to) = (mv.origin().unwrap().index(), mv.target().unwrap().index());
        assert_eq!(self.cells[from], Some(self.turn), "no own piece on {from}");
        assert_ne!(self.cells[to], Some(self.turn), "own piece on target {to}");
        next.cells[from] = None;
        next.cells[to] = Some(self.turn);
        next
    }

    /// Whether all pieces of `color` form one group under 8-neighbour adjacency
    /// (a breadth-first flood fill from one of them). One piece is connected; so
    /// are no pieces (see the module documentation).
    pub fn is_connected(&self, color: Color) -> bool {
        let pieces = self.squares_of(color);
        let Some(&first) = pieces.first() else {
            return true;
        };
        let mut seen = [false; 64];
        seen[first] = true;
        let mut reached = 1;
        let mut queue = VecDeque::from([first]);
        while let Some(sq) = queue.pop_front() {
            let (file, rank) = coords(sq);
            for (df, dr) in DIRECTIONS {
                if let Some(next) = index(file + df, rank + dr) {
                    if !seen[next] && self.cells[next] == Some(color) {
                        seen[next] = true;
                        reached += 1;
                        queue.push_back(next);
                    }
                }
            }
        }
        reached == pieces.len()
    }

    /// The result under `rules`, or `None` while the game goes on (RULES.md,
    /// "End of the game"). The side not to move is the one that just moved.
    pub fn outcome(&self, rules: Rules) -> Option<Outcome> {
        let to_move = self.turn;
        let mover = to_move.other();
        match (self.is_connected(mover), self.is_connected(to_move)) {
            (true, false) => Some(Outcome::Win(mover)),
            (false, true) => Some(Outcome::Win(to_move)),
            (true, true) => Some(match rules.both_connected {
                BothConnected::Draw => Outcome::Draw,
                BothConnected::MoverWins => Outcome::Win(mover),
            }),
            (false, false) => {
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
    }

    /// Game-aware perft (RULES.md, "Perft"): 1 at depth 0; a finished game has
    /// no children; otherwise the sum over the legal moves (a forced pass is one move).
    pub fn perft(&self, depth: u32, rules: Rules) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome(rules).is_some() {
            return 0;
        }
        self.legal_moves().into_iter().map(|mv| self.apply(mv).perft(depth - 1, rules)).sum()
    }

    /// Pure perft: as [`Board::perft`] but ignoring game end.
    pub fn perft_pure(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_moves().into_iter().map(|mv| self.apply(mv).perft_pure(depth - 1)).sum()
    }

    /// Game-aware perft split by root move (empty when the game is over at the root).
    pub fn divide(&self, depth: u32, rules: Rules) -> Vec<(Move, u64)> {
        if depth == 0 || self.outcome(rules).is_some() {
            return Vec::new();
        }
        self.legal_moves().into_iter().map(|mv| (mv, self.apply(mv).perft(depth - 1, rules))).collect()
    }
}
