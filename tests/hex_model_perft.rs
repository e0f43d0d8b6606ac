//! The hexagonal model (`tests/hex_model/mod.rs`) on its own, against the rule book's
//! numbers and positions worked by hand. It never touches the engine: these tests make sure
//! the model is right before it is used to judge the engine.
//!
//! Each number says where it comes from: "RULES.md, …" (there reproduced by two programs),
//! "by hand" (worked out in the comment next to it from RULES.md's description of the
//! board), or "computed by this model" (no outside source: a regression value, to compare
//! the engine with).
//!
//! Cells are written by name everywhere; the geometry checks compare the model's
//! row-and-number neighbours with a second, independent placement of the cells on the plane
//! (doubled coordinates, below), built only from "the rows are centred".

mod hex_model;

use std::collections::BTreeSet;

use hex_model::{
    AXES, Board, BothConnected, Cell, Color, Direction, Game, Move, NoLegalMove, Outcome, Position, Rules, Variant,
    cell_name, divide, number_of, perft, perft_pure, row_of,
};

/// Game-aware perft of a variant's start under `rules`, depths 1, 2, ….
fn start_perft(variant: Variant, rules: &Rules, expected: &[u64]) {
    let start = variant.start();
    for (depth, &leaves) in (1..).zip(expected) {
        assert_eq!(perft(&start, depth, rules), leaves, "{} depth {depth}", variant.name());
    }
}

/// The cells named, on `board`.
fn cells(board: Board, names: &[&str]) -> BTreeSet<usize> {
    names.iter().map(|name| board.cell(name).unwrap_or_else(|| panic!("{name} is not a cell"))).collect()
}

/// The legal moves of the piece on `from` in `game`, sorted.
fn moves_from(game: &Game, from: &str) -> Vec<String> {
    let prefix =
        |mv: &String| mv.len() > from.len() && mv.starts_with(from) && !mv[from.len()..].starts_with(char::is_numeric);
    let mut moves: Vec<String> = game.legal_moves().into_iter().filter(prefix).collect();
    moves.sort();
    moves
}

fn hex5(text: &str) -> Game {
    Game::from_variant_text(Variant::Hex5, text, Rules::ABSTRACT_PLAY).unwrap()
}

fn hex6(text: &str) -> Game {
    Game::from_variant_text(Variant::Hex6, text, Rules::ABSTRACT_PLAY).unwrap()
}

// ------------------------------------------------------------------ RULES.md's reference perft

#[test]
fn hex5_reference_perft() {
    // RULES.md, "Hexagonal boards", reference perft (Abstract Play's rules).
    start_perft(Variant::Hex5, &Rules::ABSTRACT_PLAY, &[15, 219, 3_936]);
}

#[test]
fn hex6_reference_perft() {
    // RULES.md, "Hexagonal boards", reference perft (Abstract Play's rules).
    start_perft(Variant::Hex6, &Rules::ABSTRACT_PLAY, &[30, 870, 26_946]);
}

#[test]
fn hex6_scrambled_reference_perft() {
    // RULES.md, "Hexagonal boards", reference perft (Abstract Play's rules).
    start_perft(Variant::Hex6Scrambled, &Rules::ABSTRACT_PLAY, &[24, 588, 15_324]);
}

#[test]
fn reference_perft_under_the_other_rules_and_pure() {
    // RULES.md's numbers again: no game can end within three plies of these starts (computed
    // by this model: the counts below are the same), so Board Game Arena's rules and pure
    // perft give them too.
    let cases = [
        (Variant::Hex5, [15, 219, 3_936]),
        (Variant::Hex6, [30, 870, 26_946]),
        (Variant::Hex6Scrambled, [24, 588, 15_324]),
    ];
    for (variant, expected) in cases {
        start_perft(variant, &Rules::BGA_ALVEOLE, &expected);
        let start = variant.start();
        for (depth, &leaves) in (1..).zip(&expected) {
            assert_eq!(perft_pure(&start, depth), leaves, "{} pure depth {depth}", variant.name());
        }
    }
}

#[test]
fn divide_adds_up_and_the_hex5_start_by_hand() {
    // RULES.md's depth-3 numbers, split by root move.
    for (variant, d3) in [(Variant::Hex5, 3_936), (Variant::Hex6, 26_946), (Variant::Hex6Scrambled, 15_324)] {
        let split = divide(&variant.start(), 3, &Rules::ABSTRACT_PLAY);
        assert_eq!(split.iter().map(|(_, leaves)| leaves).sum::<u64>(), d3, "{}", variant.name());
    }
    // By hand, three of Black's nine pieces on the hex5 start (the other six are their
    // images under the two 120° rotations, which map the start onto itself: see
    // `starts_are_symmetric`; 3 × (2 + 1 + 2) = 15, RULES.md's depth 1).
    // - a2: row a holds a1 a2 a4 a5 (4: off the board both ways); its up-right line a2 b3
    //   c4 d5 e6 f6 g6 h6 holds a2 and h6 (2: c4); its up-left line a2 b2 c2 d2 e2 f1 holds
    //   a2 and f1 (2: c2); downwards is off the board.
    // - a5: row a (4: a1, over a4); up-right a5 b6 c7 d8 e9 holds 4 (over b6); up-left a5 b5
    //   c5 d5 e5 f4 g3 h2 i1 holds a5 and i1 (2: c5).
    // - b1: row b holds b1 and b6 (2: b3); up-right b1 c2 d3 e4 f4 g4 h4 i4 holds b1 and i4
    //   (2: d3); the line a1 b1 c1 d1 e1 holds 4 (c1 d1 e1 over d1, a1 then off the board).
    let game = Game::new(Variant::Hex5);
    assert_eq!(moves_from(&game, "a2"), ["a2-c2", "a2-c4"]);
    assert_eq!(moves_from(&game, "a5"), ["a5-c5"]);
    assert_eq!(moves_from(&game, "b1"), ["b1-b3", "b1-d3"]);
}

// ------------------------------------------------------------------ deeper, this model's own
//
// Times measured on a two-core machine busy with another build: "release" is
// `cargo test --release`, "test profile" the repository's `cargo test`, which optimises this
// package's code at opt-level 2 (Cargo.toml, `[profile.test.package.lines-of-action]`),
// "unoptimised" the same at opt-level 0.

#[test]
fn deeper_hex5() {
    // Computed by this model (no outside source): depth 4 = 69,492 (0.2 s release, 0.3 s
    // test profile, 1.4 s unoptimised, with the two extra counts). Board Game Arena's rules
    // and pure perft give the same number (computed by this model; no game ends that early).
    start_perft(Variant::Hex5, &Rules::ABSTRACT_PLAY, &[15, 219, 3_936, 69_492]);
    assert_eq!(perft(&Variant::Hex5.start(), 4, &Rules::BGA_ALVEOLE), 69_492);
    assert_eq!(perft_pure(&Variant::Hex5.start(), 4), 69_492);
}

#[test]
fn hex5_depth_5() {
    // Computed by this model (no outside source): depth 5 = 1,349,988 (1.5 s release, 2.2 s
    // test profile, 11 s unoptimised).
    start_perft(Variant::Hex5, &Rules::ABSTRACT_PLAY, &[15, 219, 3_936, 69_492, 1_349_988]);
}

#[test]
fn deeper_hex6() {
    // Computed by this model (no outside source): depth 4 = 811,938 (0.7 s release, 1.3 s
    // test profile, 5.3 s unoptimised).
    start_perft(Variant::Hex6, &Rules::ABSTRACT_PLAY, &[30, 870, 26_946, 811_938]);
}

#[test]
fn deeper_hex6_scrambled() {
    // Computed by this model (no outside source): depth 4 = 402,756 (0.4 s release, 0.5 s
    // test profile, 2.9 s unoptimised).
    start_perft(Variant::Hex6Scrambled, &Rules::ABSTRACT_PLAY, &[24, 588, 15_324, 402_756]);
}

/// One depth further, computed by this model (no outside source): about a minute in all in
/// a release build (hex5 depth 6 23 s, hex6 depth 5 24 s, hex6-scrambled depth 5 11 s),
/// several times that under the test profile, so run by hand with
/// `cargo test --release --test hex_model_perft -- --ignored deepest`. Board Game Arena's
/// rules and pure perft give the same numbers at these depths (computed by this model): no
/// game ends within six plies of hex5's start or five of hex6's.
#[test]
#[ignore]
fn deepest() {
    let cases: [(Variant, u32, u64); 3] =
        [(Variant::Hex5, 6, 25_920_981), (Variant::Hex6, 5, 25_631_928), (Variant::Hex6Scrambled, 5, 11_132_574)];
    for (variant, depth, leaves) in cases {
        assert_eq!(perft(&variant.start(), depth, &Rules::ABSTRACT_PLAY), leaves, "{} depth {depth}", variant.name());
    }
}

// ------------------------------------------------------------------ starts and position text

#[test]
fn start_lists_and_start_texts_agree() {
    // RULES.md, "Hexagonal boards", "Starts" (the lists) against "Notation" (the texts, which
    // the model reads): cell by cell, the rest of the board empty, Black to move.
    let lists: [(Variant, &[&str], &[&str]); 3] = [
        (
            Variant::Hex5,
            &["a2", "a5", "b1", "d8", "e1", "f8", "h1", "i2", "i5"],
            &["a1", "a4", "b6", "d1", "e9", "f1", "h6", "i1", "i4"],
        ),
        (
            Variant::Hex6,
            &["k2", "k3", "k4", "k5", "b1", "c1", "d1", "e1", "b7", "c8", "d9", "e10"],
            &["a2", "a3", "a4", "a5", "g1", "h1", "i1", "j1", "g10", "h9", "i8", "j7"],
        ),
        (
            Variant::Hex6Scrambled,
            &["k2", "k4", "j7", "i1", "h9", "g1", "e10", "d1", "c8", "b1", "a3", "a5"],
            &["k3", "k5", "j1", "i8", "h1", "g10", "e1", "d9", "c1", "b7", "a2", "a4"],
        ),
    ];
    for (variant, black, white) in lists {
        let start = variant.start();
        let board = variant.board();
        assert_eq!(start.board, board);
        assert_eq!(start.turn, Color::Black, "{}: Black moves first", variant.name());
        // RULES.md's table: 9 / 9 on hex5, 12 / 12 on hex6.
        let per_side = if board == Board::Hex5 { 9 } else { 12 };
        assert_eq!((black.len(), white.len()), (per_side, per_side), "{}", variant.name());
        let (black, white) = (cells(board, black), cells(board, white));
        for cell in board.cells() {
            let expected = if black.contains(&cell) {
                Cell::Black
            } else if white.contains(&cell) {
                Cell::White
            } else if board.black_hole() == Some(cell) {
                Cell::BlackHole
            } else {
                Cell::Empty
            };
            assert_eq!(start.cells[cell], expected, "{} {}", variant.name(), cell_name(cell));
        }
    }
}

#[test]
fn starts_as_the_rule_book_describes_them() {
    // RULES.md, "Starts": hex5 has "a mixed cluster of three at each corner" (the corner and
    // its two neighbours on the edge, both colours present); hex6 gives each side "three
    // alternate edges" (an edge's cells without the corners, which have 4 neighbours).
    let start = Variant::Hex5.start();
    let board = Board::Hex5;
    let mut clustered = BTreeSet::new();
    for corner in ["a1", "a5", "e1", "e9", "i1", "i5"] {
        let corner = board.cell(corner).unwrap();
        let mut cluster = vec![corner];
        cluster.extend(board.neighbours(corner).into_iter().filter(|&c| board.neighbours(c).len() == 4));
        assert_eq!(cluster.len(), 3);
        let colours: BTreeSet<bool> = cluster.iter().map(|&c| start.cells[c] == Cell::Black).collect();
        assert_eq!(colours.len(), 2, "mixed cluster at {}", cell_name(corner));
        assert!(cluster.iter().all(|&c| start.cells[c].color().is_some()));
        clustered.extend(cluster);
    }
    assert_eq!(clustered.len(), 18, "the 18 pieces are the six clusters");

    for variant in [Variant::Hex6, Variant::Hex6Scrambled] {
        let start = variant.start();
        let edge_cells: BTreeSet<usize> =
            Board::Hex6.cells().into_iter().filter(|&c| Board::Hex6.neighbours(c).len() == 4).collect();
        let pieces: BTreeSet<usize> =
            start.pieces(Color::Black).into_iter().chain(start.pieces(Color::White)).collect();
        assert_eq!(pieces, edge_cells, "{}: every edge cell but the corners holds a piece", variant.name());
    }
    // hex6: Black's edges are the top row and the left and right ends of rows b to e.
    let start = Variant::Hex6.start();
    for cell in start.pieces(Color::Black) {
        let (row, number) = (row_of(cell), number_of(cell));
        assert!(row == 10 || ((1..=4).contains(&row) && (number == 1 || number == Board::Hex6.row_len(row))));
    }
}

#[test]
fn names_aliases_and_round_trips() {
    // RULES.md, "Hexagonal boards": the names, `alveole` an alias of `hex5`.
    assert_eq!(Variant::from_name("hex5"), Some(Variant::Hex5));
    assert_eq!(Variant::from_name("alveole"), Some(Variant::Hex5));
    assert_eq!(Variant::from_name("hex6"), Some(Variant::Hex6));
    assert_eq!(Variant::from_name("hex6-scrambled"), Some(Variant::Hex6Scrambled));
    assert_eq!(Variant::from_name("hex7"), None);
    for variant in Variant::ALL {
        assert_eq!(Variant::from_name(variant.name()), Some(variant));
        // The start texts of RULES.md, "Notation", written back exactly.
        assert_eq!(variant.start().to_string(), variant.start_text());
        assert_eq!(Game::new(variant).text(), variant.start_text());
    }
    assert_eq!(Variant::Hex5.start_text(), "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b");
    assert_eq!(Variant::Hex6.start_text(), "1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b");
    assert_eq!(Variant::Hex6Scrambled.start_text(), "1bwbw1/w5b/b6w/w7b/b8w/11/w8b/b7w/w6b/b5w/1wbwb1 b");
    // `.` for one empty cell is read (as on the square boards) and written as a run.
    let dotted = Position::parse("wb.wb/b....w/7/w6b/b7w/w6b/7/b4w/wb1wb w").unwrap();
    assert_eq!(dotted.to_string(), "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb w");
    // A hex6 text with the middle row's run of 11 and White to move.
    let text = "6/7/8/9/10/11/10/9/8/7/b4w w";
    assert_eq!(Position::parse(text).unwrap().to_string(), text);
    // Along a few plies of each start, text read back gives the same position.
    for variant in Variant::ALL {
        let mut position = variant.start();
        for ply in 0..12 {
            let moves = position.moves();
            position = position.after(&moves[(ply * 7) % moves.len()]);
            assert_eq!(variant.parse(&position.to_string()).unwrap(), position, "{position}");
        }
    }
}

#[test]
fn bad_position_text_is_refused() {
    let refused = |variant: Option<Variant>, text: &str, says: &str| {
        let error = match variant {
            Some(variant) => variant.parse(text).unwrap_err(),
            None => Position::parse(text).unwrap_err(),
        };
        assert!(error.contains(says), "{text:?}: {error:?} should say {says:?}");
    };
    // Ten rows: hex6's start without its middle row.
    refused(Some(Variant::Hex6), "1bbbb1/w5w/w6w/w7w/w8w/b8b/b7b/b6b/b5b/1wwww1 b", "10 rows");
    refused(None, "1bbbb1/w5w/w6w/w7w/w8w/b8b/b7b/b6b/b5b/1wwww1 b", "10 rows");
    // Row e of hex5 has 9 cells: 8 and 10 are refused.
    refused(None, "wb1wb/b4w/7/w6b/b6w/w6b/7/b4w/wb1wb b", "row e has 8 cells, expected 9");
    refused(None, "wb1wb/b4w/7/w6b/b8w/w6b/7/b4w/wb1wb b", "row e has more than 9 cells");
    // Row a of hex6 has 6 cells, written as hex5's 5.
    refused(None, "1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1www1 b", "row a has 5 cells, expected 6");
    // Two digits side by side are one run: `w11w` is 13 cells, not w, 1, 1, w.
    refused(None, "1bbbb1/w5w/w6w/w7w/w8w/w11w/b8b/b7b/b6b/b5b/1wwww1 b", "row f has more than 11 cells");
    refused(None, "wb1wb/b4w/7/w6b/b07w/w6b/7/b4w/wb1wb b", "starts with 0");
    // A piece on hex6's black hole f6 (row f is `5b5`).
    refused(None, "1bbbb1/w5w/w6w/w7w/w8w/5b5/b8b/b7b/b6b/b5b/1wwww1 b", "f6 is the black hole");
    refused(Some(Variant::Hex6Scrambled), "6/7/8/9/10/5w5/10/9/8/7/6 w", "f6 is the black hole");
    // hex5 has no black hole: f6 is an ordinary cell there (row f, `5b2`).
    assert_eq!(Position::parse("5/6/7/5b2/9/8/7/6/5 b").unwrap().at("f6"), Cell::Black);
    // Unknown symbols, holes, the side to move.
    refused(None, "wb1wb/b4w/7/w6b/b7q/w6b/7/b4w/wb1wb b", "unknown symbol 'q' in row e");
    refused(None, "wb1wb/b4w/7/w6b/b7x/w6b/7/b4w/wb1wb b", "no hexagonal game has holes");
    refused(None, "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb x", "bad side to move");
    refused(None, "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb", "expected a board and a side to move");
    refused(None, "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b 6,6", "expected a board and a side to move");
    // The board must be the variant's.
    refused(Some(Variant::Hex6), Variant::Hex5.start_text(), "hex6 is played on a board of side 6");
    refused(Some(Variant::Hex5), Variant::Hex6.start_text(), "hex5 is played on a board of side 5");
    // The square boards' text.
    refused(None, "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", "8 rows");
}

#[test]
fn cell_names() {
    // RULES.md, "Cells": row letter then number from 1 at the row's left end.
    let hex5 = Board::Hex5;
    for (name, row, number) in [("a1", 0, 1), ("a5", 0, 5), ("e9", 4, 9), ("i5", 8, 5)] {
        let cell = hex5.cell(name).unwrap();
        assert_eq!((row_of(cell), number_of(cell), cell_name(cell)), (row, number, name.to_string()));
    }
    // Row a of hex5 has 5 cells; there is no row j; row i has 5 cells; no cell 0.
    for name in ["a6", "j12", "j1", "i6", "e10", "a0", "a01", "A1", "a", "1", "", "a1x", "f12"] {
        assert_eq!(hex5.cell(name), None, "{name:?} on hex5");
    }
    let hex6 = Board::Hex6;
    for (name, row, number) in [("a6", 0, 6), ("e10", 4, 10), ("f11", 5, 11), ("f6", 5, 6), ("k6", 10, 6)] {
        let cell = hex6.cell(name).unwrap();
        assert_eq!((row_of(cell), number_of(cell), cell_name(cell)), (row, number, name.to_string()));
    }
    // j has 7 cells on hex6; k (the top row) has 6, so the rule book's example `k10` is not
    // a cell of either board (see the report of this model); l is past the top row.
    for name in ["j12", "j8", "k7", "k10", "a7", "f12", "l1"] {
        assert_eq!(hex6.cell(name), None, "{name:?} on hex6");
    }
    assert_eq!(hex6.black_hole(), hex6.cell("f6"));
    assert_eq!(hex5.black_hole(), None);
    // Every cell's name reads back to it.
    for board in Board::ALL {
        for cell in board.cells() {
            assert_eq!(board.cell(&cell_name(cell)), Some(cell));
        }
    }
}

// ------------------------------------------------------------------ geometry

/// A second placement of the cells, from "the rows are centred" alone: cell `x` of row `r`
/// at doubled horizontal position `2(x − 1) + (2n − 1 − len(r))` (each cell two units wide,
/// a row shorter by k cells shifted right by k half-cells) and height `r`, both measured
/// from the centre cell. Two cells of a honeycomb touch when they are side by side in a row
/// (2 apart) or in neighbouring rows half a cell apart (1 apart).
fn doubled(board: Board, cell: usize) -> (i32, i32) {
    let row = row_of(cell);
    let h = 2 * (number_of(cell) as i32 - 1) + (board.rows() - board.row_len(row)) as i32;
    (h - (board.rows() as i32 - 1), row as i32 - board.middle() as i32)
}

/// The cell at doubled position `(h, v)` from the centre, if any.
fn from_doubled(board: Board, (h, v): (i32, i32)) -> Option<usize> {
    let row = v + board.middle() as i32;
    if row < 0 || row >= board.rows() as i32 {
        return None;
    }
    let shift = (board.rows() - board.row_len(row as usize)) as i32;
    let twice = h + board.rows() as i32 - 1 - shift;
    if twice % 2 != 0 {
        return None;
    }
    board.index(row, twice / 2 + 1)
}

/// The cell a rotation by 60° about the centre takes `cell` to (through cube coordinates
/// q = (h − v) / 2, r = v, s = −q − r and the rotation (q, r, s) → (−r, −s, −q)).
fn rotate(board: Board, cell: usize) -> usize {
    let (h, v) = doubled(board, cell);
    let (q, r) = ((h - v) / 2, v);
    let s = -q - r;
    let (q2, r2) = (-r, -s);
    from_doubled(board, (2 * q2 + r2, r2)).expect("a rotation stays on the board")
}

/// The cell the mirror image left to right takes `cell` to: the same row, counted from the
/// other end.
fn mirror(board: Board, cell: usize) -> usize {
    let row = row_of(cell);
    board.index(row as i32, (board.row_len(row) + 1 - number_of(cell)) as i32).unwrap()
}

#[test]
fn cell_counts_and_row_lengths() {
    // RULES.md, "Hexagonal boards": 61 and 91 cells; 2n − 1 rows, n cells in row a, 2n − 1 in
    // the middle one.
    assert_eq!(Board::Hex5.cells().len(), 61);
    assert_eq!(Board::Hex6.cells().len(), 91);
    let lengths = |board: Board| (0..board.rows()).map(|row| board.row_len(row)).collect::<Vec<_>>();
    assert_eq!(lengths(Board::Hex5), [5, 6, 7, 8, 9, 8, 7, 6, 5]);
    assert_eq!(lengths(Board::Hex6), [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]);
}

#[test]
fn neighbour_counts() {
    // A hexagon of side n: the centre and every inner cell touch 6 cells, the 6 corners 3,
    // the other 6(n − 2) edge cells 4. The corners are RULES.md's ("Cells").
    let cases: [(Board, &str, [&str; 6], [&str; 4]); 2] = [
        (Board::Hex5, "e5", ["a1", "a5", "e1", "e9", "i1", "i5"], ["a3", "c1", "c7", "g7"]),
        (Board::Hex6, "f6", ["a1", "a6", "f1", "f11", "k1", "k6"], ["a2", "d1", "e10", "k5"]),
    ];
    for (board, centre, corners, edges) in cases {
        let n = board.side();
        let count = |name: &str| board.neighbours(board.cell(name).unwrap()).len();
        assert_eq!(count(centre), 6);
        for corner in corners {
            assert_eq!(count(corner), 3, "{corner}");
        }
        for edge in edges {
            assert_eq!(count(edge), 4, "{edge}");
        }
        let with = |k: usize| board.cells().into_iter().filter(|&c| board.neighbours(c).len() == k).count();
        assert_eq!((with(3), with(4), with(6)), (6, 6 * (n - 2), 3 * n * (n - 1) + 1 - 6 * (n - 1)));
        assert_eq!(with(3) + with(4) + with(6), board.cells().len(), "no cell touches 0, 1, 2 or 5");
    }
}

#[test]
fn neighbours_as_the_rule_book_words_them() {
    // RULES.md, "Neighbours and lines", one example of each clause, by hand on hex5 (middle
    // row e): below the middle row, cell x touches x and x + 1 of the row above (b3: c3 c4)
    // and x − 1 and x of the row below (b3: a2 a3); from the middle row up, x − 1 and x of
    // the row above (e5: f4 f5; g3: h2 h3); above the middle row, x and x + 1 of the row
    // below (g3: f3 f4); the middle row touches x − 1 and x below (e5: d4 d5).
    let board = Board::Hex5;
    let touching = |name: &str| board.neighbours(board.cell(name).unwrap()).into_iter().collect::<BTreeSet<_>>();
    assert_eq!(touching("b3"), cells(board, &["b2", "b4", "c3", "c4", "a2", "a3"]));
    assert_eq!(touching("e5"), cells(board, &["e4", "e6", "f4", "f5", "d4", "d5"]));
    assert_eq!(touching("g3"), cells(board, &["g2", "g4", "h2", "h3", "f3", "f4"]));
    assert_eq!(touching("a1"), cells(board, &["a2", "b1", "b2"]));
    assert_eq!(touching("i5"), cells(board, &["i4", "h5", "h6"]));
    // hex6 (middle row f): f6 touches e5 e6 below and g5 g6 above.
    let board = Board::Hex6;
    let touching = |name: &str| board.neighbours(board.cell(name).unwrap()).into_iter().collect::<BTreeSet<_>>();
    assert_eq!(touching("f6"), cells(board, &["f5", "f7", "e5", "e6", "g5", "g6"]));
    assert_eq!(touching("k6"), cells(board, &["k5", "j6", "j7"]));
}

#[test]
fn neighbours_agree_with_the_plane() {
    // The model's neighbours are exactly the cells that touch in the doubled placement, and
    // the relation is symmetric; each direction and its opposite undo each other.
    for board in Board::ALL {
        for a in board.cells() {
            let (ha, va) = doubled(board, a);
            let mine: BTreeSet<usize> = board.neighbours(a).into_iter().collect();
            let plane: BTreeSet<usize> = board
                .cells()
                .into_iter()
                .filter(|&b| {
                    let (hb, vb) = doubled(board, b);
                    (va == vb && (ha - hb).abs() == 2) || ((va - vb).abs() == 1 && (ha - hb).abs() == 1)
                })
                .collect();
            assert_eq!(mine, plane, "{:?} {}", board, cell_name(a));
            for direction in hex_model::DIRECTIONS {
                if let Some(b) = board.step(a, direction) {
                    assert_eq!(board.step(b, direction.opposite()), Some(a));
                }
            }
        }
    }
}

#[test]
fn lines() {
    // RULES.md, "Neighbours and lines": a line is a maximal straight run along one of three
    // axes. On a hexagon of side n each axis has 2n − 1 lines, of lengths n, n + 1, …,
    // 2n − 1, …, n + 1, n (as the rows); every cell is on exactly three lines, one per axis;
    // each line is straight in the plane (one fixed doubled step).
    for board in Board::ALL {
        let n = board.side();
        let lines = board.lines();
        assert_eq!(lines.len(), 3 * (2 * n - 1));
        let mut expected: Vec<usize> = (n..2 * n).chain(n..2 * n - 1).collect();
        expected.sort();
        for (axis, direction) in AXES.iter().enumerate() {
            let of_axis = &lines[axis * (2 * n - 1)..(axis + 1) * (2 * n - 1)];
            let mut lengths: Vec<usize> = of_axis.iter().map(Vec::len).collect();
            lengths.sort();
            assert_eq!(lengths, expected, "{board:?} {direction:?}");
            let steps: BTreeSet<(i32, i32)> = of_axis
                .iter()
                .flat_map(|line| {
                    line.windows(2).map(|pair| {
                        let ((h0, v0), (h1, v1)) = (doubled(board, pair[0]), doubled(board, pair[1]));
                        (h1 - h0, v1 - v0)
                    })
                })
                .collect();
            assert_eq!(steps.len(), 1, "{board:?} {direction:?}: one straight step");
            for line in of_axis {
                for &cell in line {
                    assert_eq!(&board.line(cell, *direction), line);
                }
            }
        }
        for cell in board.cells() {
            assert_eq!(lines.iter().filter(|line| line.contains(&cell)).count(), 3, "{}", cell_name(cell));
        }
        // By hand, the three lines through hex5's centre and through a1.
        if board == Board::Hex5 {
            let line = |name: &str, direction| board.line(board.cell(name).unwrap(), direction);
            let names = |line: Vec<usize>| line.into_iter().map(cell_name).collect::<Vec<_>>().join(" ");
            assert_eq!(names(line("e5", Direction::East)), "e1 e2 e3 e4 e5 e6 e7 e8 e9");
            assert_eq!(names(line("e5", Direction::UpRight)), "a1 b2 c3 d4 e5 f5 g5 h5 i5");
            assert_eq!(names(line("e5", Direction::UpLeft)), "a5 b5 c5 d5 e5 f4 g3 h2 i1");
            assert_eq!(names(line("a1", Direction::UpLeft)), "a1 b1 c1 d1 e1");
        }
    }
}

/// The position with every cell moved by `map` (the black hole stays at the centre).
fn transformed(position: &Position, map: impl Fn(usize) -> usize) -> Position {
    let mut image = *position;
    for cell in position.board.cells() {
        image.cells[map(cell)] = position.cells[cell];
    }
    image
}

/// A move's text with its cells moved by `map`.
fn transformed_move(mv: &Move, map: impl Fn(usize) -> usize) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Slide(slide) => {
            let separator = if slide.capture { 'x' } else { '-' };
            format!("{}{separator}{}", cell_name(map(slide.from)), cell_name(map(slide.to)))
        }
    }
}

#[test]
fn rotation_and_mirror_are_symmetries() {
    for board in Board::ALL {
        let rotated: BTreeSet<usize> = board.cells().into_iter().map(|c| rotate(board, c)).collect();
        assert_eq!(rotated.len(), board.cells().len(), "a rotation is one to one");
        for cell in board.cells() {
            let mut image = cell;
            for _ in 0..6 {
                image = rotate(board, image);
            }
            assert_eq!(image, cell, "six rotations are the identity");
            let touching: BTreeSet<usize> = board.neighbours(cell).into_iter().map(|c| rotate(board, c)).collect();
            let of_image: BTreeSet<usize> = board.neighbours(rotate(board, cell)).into_iter().collect();
            assert_eq!(touching, of_image, "a rotation keeps the neighbours");
        }
        let centre = board.cell(if board == Board::Hex5 { "e5" } else { "f6" }).unwrap();
        assert_eq!(rotate(board, centre), centre);
        assert_eq!(mirror(board, centre), centre);
    }
    // The moves of the image of a position are the images of its moves: along a few plies of
    // every start, under the six rotations, each with and without the mirror.
    for variant in Variant::ALL {
        let board = variant.board();
        let mut position = variant.start();
        for ply in 0..10 {
            let moves = position.moves();
            for mirrored in [false, true] {
                for turns in 0..6 {
                    let map = |cell: usize| {
                        let mut image = if mirrored { mirror(board, cell) } else { cell };
                        for _ in 0..turns {
                            image = rotate(board, image);
                        }
                        image
                    };
                    let image = transformed(&position, map);
                    let expected: BTreeSet<String> = moves.iter().map(|mv| transformed_move(mv, map)).collect();
                    let actual: BTreeSet<String> = image.moves().iter().map(Move::to_string).collect();
                    assert_eq!(
                        actual,
                        expected,
                        "{} ply {ply}, {turns} turns, mirrored {mirrored}: {position}",
                        variant.name()
                    );
                }
            }
            position = position.after(&moves[(ply * 5 + 3) % moves.len()]);
        }
    }
}

#[test]
fn starts_are_symmetric() {
    // From RULES.md's start lists: hex5's corners alternate in colour (a1 w, a5 b, e9 w, i5 b,
    // i1 w, e1 b, the corner's two neighbours the other colour), and hex6's edges alternate
    // between the sides, so a rotation by 60° with the colours swapped (and so one by 120°
    // without) maps the start onto itself.
    let swap = |position: &Position| {
        let mut swapped = *position;
        for cell in swapped.cells.iter_mut() {
            *cell = match *cell {
                Cell::Black => Cell::White,
                Cell::White => Cell::Black,
                other => other,
            };
        }
        swapped
    };
    for variant in [Variant::Hex5, Variant::Hex6] {
        let board = variant.board();
        let start = variant.start();
        let rotated = transformed(&start, |c| rotate(board, c));
        assert_eq!(swap(&rotated), start, "{}", variant.name());
        assert_eq!(transformed(&rotated, |c| rotate(board, c)), start, "{}", variant.name());
    }
}

// ------------------------------------------------------------------ moves by hand

#[test]
fn a_lone_piece_moves_one_cell() {
    // hex5, Black e5 and a3, White c1 and i3. No other piece is on e5's three lines (row e;
    // a1 … i5; a5 … i1), so each holds one piece and e5 moves one cell in each of the six
    // directions. a3 is alone on row a and on its two lines (a3 b4 c5 d6 e7 f7 g7, a3 b3 c3
    // d3 e3 f2 g1): one cell each way that stays on the board, 4 moves. 6 + 4 = 10.
    let game = hex5("2w2/6/7/8/4b4/8/w6/6/2b2 b");
    assert_eq!(game.outcome(), None);
    assert_eq!(moves_from(&game, "e5"), ["e5-d4", "e5-d5", "e5-e4", "e5-e6", "e5-f4", "e5-f5"]);
    assert_eq!(moves_from(&game, "a3"), ["a3-a2", "a3-a4", "a3-b3", "a3-b4"]);
    assert_eq!(game.legal_moves().len(), 10);
}

#[test]
fn capture_and_jumps() {
    // hex5, Black e3 e4 i5, White e6 a1 i1: row e holds 3 pieces, so e3 moves 3 cells east,
    // over its own e4, onto e6 and captures; west is off the board. Its other lines hold e3
    // alone (c1 d2 e3 f3 g3 h3 i3 and a3 b3 c3 d3 e3 f2 g1): d2, f3, d3, f2.
    let mut game = hex5("w3b/6/7/8/2bb1w3/8/7/6/w4 b");
    assert_eq!(moves_from(&game, "e3"), ["e3-d2", "e3-d3", "e3-f2", "e3-f3", "e3xe6"]);
    game.play("e3xe6").unwrap();
    assert_eq!(game.text(), "w3b/6/7/8/3b1b3/8/7/6/w4 w");
    assert_eq!(game.outcome(), None);

    // Own pieces may be jumped: e3 over e4 onto the empty e6 (e7 White makes three).
    let game = hex5("w3b/6/7/8/2bb2w2/8/7/6/w4 b");
    assert_eq!(moves_from(&game, "e3"), ["e3-d2", "e3-d3", "e3-e6", "e3-f2", "e3-f3"]);
    // Enemy pieces may not: the same with e4 White.
    let game = hex5("w3b/6/7/8/2bw2w2/8/7/6/w4 b");
    assert_eq!(moves_from(&game, "e3"), ["e3-d2", "e3-d3", "e3-f2", "e3-f3"]);
    // Nor may a piece land on its own: e6 Black.
    let game = hex5("w3b/6/7/8/2bb1b3/8/7/6/w4 b");
    assert_eq!(moves_from(&game, "e3"), ["e3-d2", "e3-d3", "e3-f2", "e3-f3"]);
}

#[test]
fn landing_on_the_black_hole_removes_the_piece() {
    // hex6, Black f4 and a1, White k1 k6 f10. Row f holds f4 and f10 (2), so f4 moves 2 cells:
    // east onto the black hole f6, west to f2. Its other lines (c1 d2 e3 f4 g4 … k4 and a4 b4
    // c4 d4 e4 f4 g3 h2 i1) hold f4 alone: e3, g4, e4, g3. The landing on f6 is written as a
    // quiet move (RULES.md, "The black hole").
    let mut game = hex6("w4w/7/8/9/10/3b5w1/10/9/8/7/b5 b");
    assert_eq!(game.outcome(), None);
    assert_eq!(moves_from(&game, "f4"), ["f4-e3", "f4-e4", "f4-f2", "f4-f6", "f4-g3", "f4-g4"]);
    game.play("f4-f6").unwrap();
    assert_eq!(game.text(), "w4w/7/8/9/10/9w1/10/9/8/7/b5 w");
    assert_eq!(game.position.at("f6"), Cell::BlackHole, "the black hole stays");
    assert_eq!(game.position.pieces(Color::Black).len(), 1);
    // The lost piece leaves Black with a1 alone, connected; White is not: Black wins, under
    // both presets (only the mover connected).
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::Black)));
    assert_eq!(game.position.outcome(&Rules::BGA_ALVEOLE), Some(Outcome::Win(Color::Black)));
    assert!(game.legal_moves().is_empty());
    assert!(game.play("k1-k2").is_err(), "no move once the game is over");
}

#[test]
fn the_black_hole_is_crossed_and_never_counted() {
    // hex6, as above with White f1 as well: row f holds f1 f4 f10 (3; f6 is not a piece), so
    // f4 moves 3 cells: east over f5 and the black hole onto f7 (were f6 counted it would
    // reach f8), west over f3 f2 onto f1, capturing.
    let game = hex6("w4w/7/8/9/10/w2b5w1/10/9/8/7/b5 b");
    assert_eq!(moves_from(&game, "f4"), ["f4-e3", "f4-e4", "f4-f7", "f4-g3", "f4-g4", "f4xf1"]);
    // Lone pieces next to the hole step into it along any axis. hex6, Black e5 and g5, White
    // a3 and k3, on none of their lines: e5 (row e, below the middle row: up-right is f6; its
    // lines row e, a1 b2 c3 d4 e5 f6 g6 … k6 and a5 b5 c5 d5 e5 f5 g4 h3 i2 j1) and g5 (row g,
    // above it: down-right is f6; its lines row g, b1 c2 d3 e4 f5 g5 h5 … k5 and a6 b6 c6 d6
    // e6 f6 g5 h4 i3 j2 k1) each move one cell every way.
    let game = hex6("2w3/7/8/9/4b5/11/4b5/9/8/7/2w3 b");
    assert_eq!(moves_from(&game, "e5"), ["e5-d4", "e5-d5", "e5-e4", "e5-e6", "e5-f5", "e5-f6"]);
    assert_eq!(moves_from(&game, "g5"), ["g5-f5", "g5-f6", "g5-g4", "g5-g6", "g5-h4", "g5-h5"]);
}

// ------------------------------------------------------------------ end rules

#[test]
fn double_connection_under_both_presets() {
    // hex5, Black c4 e5, White e6 a5 b6. c4's up-right line a2 b3 c4 d5 e6 f6 g6 h6 holds c4
    // and e6, so c4 moves 2 cells over the empty d5 and captures e6: Black e5 e6 touch, and
    // White is left with a5 b6, which touch. Both are connected by Black's move: a draw under
    // Abstract Play's rules, a win for Black (the mover) under Board Game Arena's Alveole.
    let text = "5/6/7/8/4bw3/8/3b3/5w/4w b";
    for (rules, result) in [
        (Rules::ABSTRACT_PLAY, Outcome::Draw),
        (Rules::BGA_ALVEOLE, Outcome::Win(Color::Black)),
        (
            Rules { both_connected: BothConnected::MoverWins, no_legal_move: NoLegalMove::Pass },
            Outcome::Win(Color::Black),
        ),
        (Rules { both_connected: BothConnected::Draw, no_legal_move: NoLegalMove::Loss }, Outcome::Draw),
    ] {
        let mut game = Game::from_variant_text(Variant::Hex5, text, rules).unwrap();
        assert_eq!(game.outcome(), None);
        game.play("c4xe6").unwrap();
        assert_eq!(game.text(), "5/6/7/8/4bb3/8/7/5w/4w w");
        assert_eq!(game.outcome(), Some(result), "{rules:?}");
        assert!(game.legal_moves().is_empty());
        // RULES.md, "Perft": a position where the game is over has no children.
        assert_eq!(perft(&game.position, 0, &rules), 1);
        assert_eq!(perft(&game.position, 1, &rules), 0);
        assert_eq!(perft(&game.position, 3, &rules), 0);
        assert!(divide(&game.position, 2, &rules).is_empty());
    }
}

#[test]
fn capturing_the_last_stray_piece_can_lose() {
    // hex5, Black c4 e4, White e6 a5 b6: c4xe6 as above, but e4 and e6 do not touch, so only
    // White (a5 b6) is connected: White wins, under both presets (RULES.md, "End of the
    // game": only the opponent connected).
    for rules in [Rules::ABSTRACT_PLAY, Rules::BGA_ALVEOLE] {
        let mut game = Game::from_variant_text(Variant::Hex5, "5/6/7/8/3b1w3/8/3b3/5w/4w b", rules).unwrap();
        assert_eq!(game.outcome(), None);
        game.play("c4xe6").unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Color::White)), "{rules:?}");
    }
}

#[test]
fn no_legal_move_passes_or_loses() {
    // hex5, Black a1 and i5 boxed in by White a2 b1 b2 and i4 h5 h6. Each line of a1 holds at
    // least two pieces and its first cell that way is White (row a: a1 a2, over a2; a1 … i5:
    // a1 b2 h5 i5, over b2; a1 b1 c1 d1 e1: a1 b1, over b1), the other three directions leave
    // the board; i5 likewise (row i: over i4; a1 … i5: over h5; e9 f8 g7 h6 i5: over h6).
    // Neither side is connected (White is two groups of three).
    let text = "3wb/4ww/7/8/9/8/7/ww4/bw3 b";

    // Abstract Play's rules: Black's only move is a pass, which is one move in perft
    // (RULES.md, "Perft"); then White moves on the same board.
    let mut game = Game::from_variant_text(Variant::Hex5, text, Rules::ABSTRACT_PLAY).unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.legal_moves(), ["pass"]);
    assert_eq!(perft(&game.position, 1, &Rules::ABSTRACT_PLAY), 1);
    assert!(game.play("a1-a3").is_err());
    game.play("pass").unwrap();
    assert_eq!(game.text(), "3wb/4ww/7/8/9/8/7/ww4/bw3 w");
    assert_eq!(game.outcome(), None);
    let white = game.legal_moves();
    assert!(!white.is_empty() && !white.contains(&"pass".to_string()));
    assert!(game.play("pass").is_err(), "a pass only when forced");
    assert_eq!(perft(&Position::parse(text).unwrap(), 2, &Rules::ABSTRACT_PLAY), white.len() as u64);

    // Board Game Arena's Alveole: the side with no legal move loses.
    let game = Game::from_variant_text(Variant::Hex5, text, Rules::BGA_ALVEOLE).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::White)));
    assert!(game.legal_moves().is_empty());
    assert_eq!(perft(&game.position, 1, &Rules::BGA_ALVEOLE), 0);
    // The third setting of the option: a draw.
    let draw = Rules { no_legal_move: NoLegalMove::Draw, ..Rules::ABSTRACT_PLAY };
    assert_eq!(Game::from_variant_text(Variant::Hex5, text, draw).unwrap().outcome(), Some(Outcome::Draw));
    // Pure perft passes whatever the rules.
    assert_eq!(perft_pure(&game.position, 1), 1);
}

#[test]
fn presets() {
    // RULES.md, "Hexagonal boards", "End rules": Abstract Play's (draw, pass) is also the rule
    // book's default; Board Game Arena's Alveole (mover wins, loss).
    assert_eq!(Rules::ABSTRACT_PLAY, Rules { both_connected: BothConnected::Draw, no_legal_move: NoLegalMove::Pass });
    assert_eq!(
        Rules::BGA_ALVEOLE,
        Rules { both_connected: BothConnected::MoverWins, no_legal_move: NoLegalMove::Loss }
    );
    assert_eq!(Rules::default(), Rules::ABSTRACT_PLAY);
    assert_eq!(Rules::preset("abstract-play"), Some(Rules::ABSTRACT_PLAY));
    assert_eq!(Rules::preset("bga-alveole"), Some(Rules::BGA_ALVEOLE));
    assert_eq!(Rules::preset("boardspace"), None);
    for variant in Variant::ALL {
        assert_eq!(variant.rules(), Rules::ABSTRACT_PLAY);
        assert_eq!(Game::new(variant).rules, Rules::ABSTRACT_PLAY);
    }
}

#[test]
fn move_text() {
    // RULES.md, "Hexagonal boards", "Notation": `a2-c3`, `a2xc3`, `pass`. The model reads its
    // canonical text in any case with spaces around, and a capture written with `-`.
    let mut game = Game::new(Variant::Hex5);
    for refused in ["a2-c3", "a6-a4", "j12-j10", "a2xc4", "pass", "a2c4", ""] {
        assert!(game.play(refused).is_err(), "{refused:?}");
    }
    game.play(" A2-C4 ").unwrap();
    assert_eq!(game.text(), "wb1wb/b4w/7/w6b/b7w/w6b/3b3/b4w/w2wb w");
    let mut game = hex5("w3b/6/7/8/2bb1w3/8/7/6/w4 b");
    game.play("E3-E6").unwrap();
    assert_eq!(game.text(), "w3b/6/7/8/3b1b3/8/7/6/w4 w");
    // Two-digit numbers: hex6's e10 moves along row e (e1 e10: 2) to e8.
    let mut game = Game::new(Variant::Hex6);
    assert!(game.legal_moves().contains(&"e10-e8".to_string()));
    game.play("e10-e8").unwrap();
    assert_eq!(game.position.at("e8"), Cell::Black);
}
