//! The wide geometry (`Grid12`: boards from 9×9 to 12×12, `Square12`, `Bitboard12`)
//! against plain models written here, on coordinates: square names, sets as
//! `BTreeSet`s, neighbours and flood fill square by square, lines as walks, and the
//! slides of RULES.md ("Moving") on an array board. No expected number comes from the
//! code under test: each is the model's, or a sourced one (RULES.md's perft table).
//!
//! Square texts: `Display` writes a lower-case file `a`–`l` and a rank `1`–`12`;
//! `FromStr` reads exactly those 144 texts and nothing else (upper case included, which
//! `Square` reads but `Square12` leaves to the readers of records to lower-case).

mod proptest_cases;

use std::collections::{BTreeSet, HashSet, VecDeque};

use lines_of_action::{
    Bitboard12, BoardSquare, Color, Direction, Geometry, Grid8, Grid12, LineKind, Square, Square12, SquareSet,
};
use proptest::prelude::*;

/// The files and ranks of the grid.
const GRID: u8 = 12;

/// A square of the model, `(rank, file)`, both from 0: ordered rank by rank, files `a` to
/// `l` within a rank, which is the order the crate documents for its squares.
type At = (u8, u8);

/// The eight directions as the model steps them, `(file, rank)` offsets written out,
/// clockwise from north (the order the crate documents for a piece's slides).
const STEPS: [(Direction, i8, i8); 8] = [
    (Direction::North, 0, 1),
    (Direction::NorthEast, 1, 1),
    (Direction::East, 1, 0),
    (Direction::SouthEast, 1, -1),
    (Direction::South, 0, -1),
    (Direction::SouthWest, -1, -1),
    (Direction::West, -1, 0),
    (Direction::NorthWest, -1, 1),
];

/// The two directions of each kind of line, as offsets.
const KINDS: [(LineKind, [(i8, i8); 2]); 4] = [
    (LineKind::Rank, [(1, 0), (-1, 0)]),
    (LineKind::File, [(0, 1), (0, -1)]),
    (LineKind::Diagonal, [(1, 1), (-1, -1)]),
    (LineKind::AntiDiagonal, [(-1, 1), (1, -1)]),
];

/// Every square of the grid, rank by rank.
fn all_at() -> Vec<At> {
    (0..GRID).flat_map(|rank| (0..GRID).map(move |file| (rank, file))).collect()
}

/// The model's square as the crate's.
fn square((rank, file): At) -> Square12 {
    Square12::new(file, rank).unwrap()
}

/// The crate's square as the model's.
fn at(square: Square12) -> At {
    (square.rank_index(), square.file_index())
}

/// The square `distance` steps from `from` by `(df, dr)`, if it is on the grid.
fn walk((rank, file): At, (df, dr): (i8, i8), distance: i32) -> Option<At> {
    let file = i32::from(file) + i32::from(df) * distance;
    let rank = i32::from(rank) + i32::from(dr) * distance;
    let on = |x: i32| (0..i32::from(GRID)).contains(&x);
    (on(file) && on(rank)).then_some((rank as u8, file as u8))
}

/// The model's name of a square: the file's letter, then the rank from 1.
fn name((rank, file): At) -> String {
    format!("{}{}", char::from(b'a' + file), rank + 1)
}

/// A set of the model as the crate's, built one square at a time.
fn set_of(model: &BTreeSet<At>) -> Bitboard12 {
    model.iter().fold(Bitboard12::EMPTY, |set, &at| set.with(square(at)))
}

/// A set of the crate's as the model's, read by membership of every square. A set that
/// counts more squares than are members (a bit outside the grid) fails the test.
fn model_of(set: Bitboard12) -> BTreeSet<At> {
    let members: BTreeSet<At> = all_at().into_iter().filter(|&at| set.contains(square(at))).collect();
    assert_eq!(set.count(), members.len(), "a square outside the grid: {set:?}");
    members
}

/// The squares of the `size`×`size` board in the lower-left corner.
fn board_model(size: u8) -> BTreeSet<At> {
    all_at().into_iter().filter(|&(rank, file)| rank < size && file < size).collect()
}

#[test]
fn every_square_round_trips_through_its_text() {
    let mut seen = HashSet::new();
    for (i, at) in all_at().into_iter().enumerate() {
        let (rank, file) = at;
        let sq = Square12::new(file, rank).expect("a square of the grid");
        assert_eq!(<Square12 as BoardSquare>::at(file, rank), Some(sq));
        assert_eq!((sq.file_index(), sq.rank_index()), (file, rank));
        assert_eq!(
            (BoardSquare::file_index(sq), BoardSquare::rank_index(sq)),
            (file, rank),
            "the trait's reading of {sq}"
        );
        // The documented layout: 16 numbers a rank.
        assert_eq!(sq.index(), usize::from(rank) * 16 + usize::from(file));
        assert_eq!(Square12::try_from_index(sq.index()), Some(sq));
        assert_eq!(Square12::ALL[i], sq, "ALL lists the squares rank by rank");
        let text = name(at);
        assert_eq!(sq.to_string(), text);
        assert_eq!(text.parse::<Square12>(), Ok(sq));
        assert!(seen.insert(sq));
    }
    assert_eq!(seen.len(), 144);
    assert_eq!(Square12::NUM, 144);
    assert!(Square12::ALL.windows(2).all(|pair| pair[0] < pair[1]), "squares are ordered by index");
    assert_eq!(<Square12 as BoardSquare>::MAX_SIZE, GRID);
    for x in 0..=255u8 {
        if x >= GRID {
            assert_eq!(Square12::new(x, 0), None);
            assert_eq!(Square12::new(0, x), None);
            assert_eq!(Square12::new(x, x), None);
        }
    }
    for index in 0..300 {
        let expected = (index < 192 && index % 16 < 12).then(|| square(((index / 16) as u8, (index % 16) as u8)));
        assert_eq!(Square12::try_from_index(index), expected, "{index}");
    }
}

#[test]
fn bad_texts_are_errors() {
    let cases = [
        "m1",
        "a13",
        "a0",
        "a01",
        "",
        "A1",
        "L12",
        "K11",
        "a",
        "1",
        "12",
        "a1 ",
        " a1",
        "a-1",
        "a+1",
        "aa1",
        "1a",
        "a10x",
        "a100",
        "a00",
        "a012",
        "l120",
        "z9",
        "é1",
        "a\u{0661}",
        "\u{ff41}1",
        "a1\u{301}",
        "🂡",
    ];
    for text in cases {
        let err = text.parse::<Square12>().expect_err(text);
        assert_eq!(err.text(), text);
        let message = err.to_string();
        assert!(message.contains("a file a-l followed by a rank 1-12"), "{message}");
        assert!(message.contains(&format!("{text:?}")), "{message}");
        assert_eq!(err, text.parse::<Square12>().unwrap_err(), "the same text, the same error");
        assert_eq!(format!("{err:?}"), format!("ParseSquareError {{ text: {text:?}, grid: 12 }}"));
        assert_ne!(Some(&err), text.parse::<Square>().err().as_ref(), "not the 8×8 error");
    }
    // The 8×8 reader's messages are as they were.
    let err = "a9".parse::<Square>().unwrap_err();
    assert_eq!(err.to_string(), "invalid square \"a9\": expected a file a-h followed by a rank 1-8, as in \"e4\"");
    assert_eq!(format!("{err:?}"), "ParseSquareError { text: \"a9\" }");
    // Every text of up to three characters from letters, digits and a few others: the
    // 144 names are read and nothing else is.
    let names: HashSet<String> = all_at().into_iter().map(name).collect();
    let alphabet: Vec<char> = ('a'..='n').chain('A'..='L').chain('0'..='9').chain([' ', '-', '+']).collect();
    let mut texts = vec![String::new()];
    let mut shorter = texts.clone();
    for _ in 0..3 {
        shorter = shorter.iter().flat_map(|text| alphabet.iter().map(move |c| format!("{text}{c}"))).collect();
        texts.extend(shorter.iter().cloned());
    }
    let mut read = 0;
    for text in &texts {
        match text.parse::<Square12>() {
            Ok(sq) => {
                assert!(names.contains(text), "{text:?} read as {sq}");
                assert_eq!(&sq.to_string(), text);
                read += 1;
            }
            Err(err) => {
                assert!(!names.contains(text), "{text:?}: {err}");
                assert_eq!(err.text(), text);
            }
        }
    }
    assert_eq!(read, names.len());
}

/// Sets of squares: a few squares or many.
fn model_set() -> impl Strategy<Value = BTreeSet<At>> {
    prop_oneof![
        prop::collection::btree_set((0..GRID, 0..GRID), 0..8),
        prop::collection::btree_set((0..GRID, 0..GRID), 0..=144),
    ]
}

/// Connected sets, or nearly: a walk of king steps from a square, maybe with a square
/// somewhere else.
fn walked_set() -> impl Strategy<Value = BTreeSet<At>> {
    ((0..GRID, 0..GRID), prop::collection::vec(0..8usize, 0..40), prop::option::of((0..GRID, 0..GRID))).prop_map(
        |(start, steps, extra)| {
            let mut set = BTreeSet::from([start]);
            let mut here = start;
            for step in steps {
                let (_, df, dr) = STEPS[step];
                if let Some(next) = walk(here, (df, dr), 1) {
                    here = next;
                    set.insert(here);
                }
            }
            set.extend(extra);
            set
        },
    )
}

/// The model's set grown by one king step, the set itself included.
fn dilated(set: &BTreeSet<At>) -> BTreeSet<At> {
    let mut grown = set.clone();
    for &at in set {
        grown.extend(STEPS.iter().filter_map(|&(_, df, dr)| walk(at, (df, dr), 1)));
    }
    grown
}

/// Whether the model's set is one group: a breadth-first search from its first square.
fn connected(set: &BTreeSet<At>) -> bool {
    let Some(&start) = set.iter().next() else { return true };
    let mut seen = BTreeSet::from([start]);
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        for &(_, df, dr) in &STEPS {
            if let Some(next) = walk(at, (df, dr), 1) {
                if set.contains(&next) && seen.insert(next) {
                    queue.push_back(next);
                }
            }
        }
    }
    seen.len() == set.len()
}

proptest! {
    #![proptest_config(proptest_cases::config(512))]

    /// Every set operation is the `BTreeSet`'s.
    #[test]
    fn set_operations_agree_with_a_btree_set(a in model_set(), b in model_set(), one in (0..GRID, 0..GRID), keep: bool) {
        let (set_a, set_b) = (set_of(&a), set_of(&b));
        let grid: BTreeSet<At> = all_at().into_iter().collect();
        prop_assert_eq!(a.iter().map(|&at| square(at)).collect::<Bitboard12>(), set_a);
        prop_assert_eq!(a.iter().map(|&at| Bitboard12::from(square(at))).fold(Bitboard12::EMPTY, |x, y| x | y), set_a);
        prop_assert_eq!(model_of(set_a), a.clone());
        // Iteration in index order, which is the model's order.
        let squares = set_a.into_iter();
        prop_assert_eq!(squares.len(), a.len());
        prop_assert_eq!(squares.map(at).collect::<Vec<_>>(), a.iter().copied().collect::<Vec<_>>());
        prop_assert_eq!(set_a.count(), a.len());
        prop_assert_eq!(SquareSet::count(set_a), a.len());
        prop_assert_eq!(set_a.is_empty(), a.is_empty());
        prop_assert_eq!(set_a.first().map(at), a.first().copied());
        prop_assert_eq!(set_a.last().map(at), a.last().copied());
        prop_assert_eq!(SquareSet::first(set_a).map(at), a.first().copied());
        prop_assert_eq!(SquareSet::last(set_a).map(at), a.last().copied());
        prop_assert_eq!(set_a.intersects(set_b), !a.is_disjoint(&b));
        prop_assert_eq!(model_of(set_a | set_b), &a | &b);
        prop_assert_eq!(model_of(set_a & set_b), &a & &b);
        prop_assert_eq!(model_of(set_a ^ set_b), &a ^ &b);
        prop_assert_eq!(model_of(set_a - set_b), &a - &b);
        prop_assert_eq!(model_of(!set_a), &grid - &a);
        prop_assert_eq!((!set_a).count(), 144 - a.len());
        prop_assert_eq!(model_of(set_a.union(set_b)), &a | &b);
        prop_assert_eq!(model_of(set_a.intersection(set_b)), &a & &b);
        prop_assert_eq!(model_of(set_a.symmetric_difference(set_b)), &a ^ &b);
        prop_assert_eq!(model_of(set_a.difference(set_b)), &a - &b);
        prop_assert_eq!(model_of(set_a.complement()), &grid - &a);
        let mut assigned = set_a;
        assigned |= set_b;
        prop_assert_eq!(model_of(assigned), &a | &b);
        assigned &= set_b;
        prop_assert_eq!(model_of(assigned), b.clone());
        assigned ^= set_a;
        prop_assert_eq!(model_of(assigned), &b ^ &a);
        assigned -= set_b;
        prop_assert_eq!(model_of(assigned), &a - &b);
        // Ordered as the numbers of their bits: the set holding the highest square of
        // those in only one of them is the greater.
        let order = match (&a ^ &b).last() {
            None => std::cmp::Ordering::Equal,
            Some(at) if a.contains(at) => std::cmp::Ordering::Greater,
            Some(_) => std::cmp::Ordering::Less,
        };
        prop_assert_eq!(set_a.cmp(&set_b), order);
        prop_assert_eq!(set_a.partial_cmp(&set_b), Some(order));
        // One square.
        let sq = square(one);
        let with: BTreeSet<At> = a.iter().copied().chain([one]).collect();
        let without: BTreeSet<At> = a.iter().copied().filter(|&at| at != one).collect();
        prop_assert_eq!(set_a.contains(sq), a.contains(&one));
        prop_assert_eq!(SquareSet::contains(set_a, sq), a.contains(&one));
        prop_assert_eq!(model_of(Bitboard12::from_square(sq)), BTreeSet::from([one]));
        prop_assert_eq!(model_of(<Bitboard12 as SquareSet>::from_square(sq)), BTreeSet::from([one]));
        prop_assert_eq!(model_of(set_a.with(sq)), with.clone());
        prop_assert_eq!(model_of(SquareSet::with(set_a, sq)), with.clone());
        prop_assert_eq!(model_of(set_a.without(sq)), without.clone());
        prop_assert_eq!(model_of(SquareSet::without(set_a, sq)), without.clone());
        let toggled = if a.contains(&one) { &without } else { &with };
        prop_assert_eq!(&model_of(set_a.toggled(sq)), toggled);
        prop_assert_eq!(&model_of(SquareSet::toggled(set_a, sq)), toggled);
        let kept = if keep { a.clone() } else { BTreeSet::new() };
        prop_assert_eq!(&model_of(set_a.only_if(keep)), &kept);
        prop_assert_eq!(&model_of(SquareSet::only_if(set_a, keep)), &kept);
        // The grid drawn: rank 12 on top, after a first line of the words.
        let drawing = format!("{set_a:?}");
        let lines: Vec<&str> = drawing.lines().collect();
        prop_assert_eq!(lines.len(), 13);
        prop_assert!(lines[0].starts_with("Bitboard12("));
        for (row, line) in lines[1..].iter().enumerate() {
            let rank = GRID - 1 - row as u8;
            let expected: String = (0..GRID).map(|file| if a.contains(&(rank, file)) { 'X' } else { '.' }).collect();
            prop_assert_eq!(*line, expected.as_str());
        }
    }

    /// Dilation adds every neighbour on the grid, and a set is connected when a flood
    /// fill from one square reaches them all.
    #[test]
    fn dilate_and_connectivity_agree_with_a_flood_fill(set in prop_oneof![model_set(), walked_set()]) {
        let wide = set_of(&set);
        prop_assert_eq!(model_of(wide.dilate()), dilated(&set));
        prop_assert_eq!(model_of(SquareSet::dilate(wide)), dilated(&set));
        prop_assert_eq!(wide.is_connected(), connected(&set), "{:?}", set);
        prop_assert_eq!(SquareSet::is_connected(wide), connected(&set));
    }

    /// The mixing of a set depends on it and on the salt.
    #[test]
    fn mixing_is_a_function_of_the_set(set in model_set(), salt: u64, key: u64) {
        let wide = set_of(&set);
        let again = set.iter().rev().fold(Bitboard12::EMPTY, |acc, &at| acc | Bitboard12::from(square(at)));
        prop_assert_eq!(wide.mixed(salt, key), again.mixed(salt, key));
        let odd = key | 1;
        prop_assert_ne!(wide.mixed(salt, odd), wide.mixed(salt ^ 1, odd), "the salt counts");
    }
}

#[test]
fn connectivity_of_the_small_cases() {
    assert!(Bitboard12::EMPTY.is_connected());
    for at in all_at() {
        assert!(Bitboard12::from(square(at)).is_connected());
        // A square and each other square: connected when they touch.
        for other in all_at() {
            let pair = BTreeSet::from([at, other]);
            assert_eq!(set_of(&pair).is_connected(), connected(&pair), "{pair:?}");
        }
    }
    assert_eq!(Bitboard12::FULL.dilate(), Bitboard12::FULL);
    assert!(Bitboard12::FULL.is_connected());
}

#[test]
fn boards_of_each_size_are_the_lower_left_corner() {
    for size in 0..=GRID {
        assert_eq!(model_of(Bitboard12::board_of_size(size)), board_model(size), "{size}");
        assert_eq!(model_of(<Bitboard12 as SquareSet>::board_of_size(size)), board_model(size));
    }
    for size in GRID..=255 {
        assert_eq!(Bitboard12::board_of_size(size), Bitboard12::FULL);
    }
    assert_eq!(model_of(Bitboard12::FULL), all_at().into_iter().collect());
    assert_eq!(Bitboard12::EMPTY, <Bitboard12 as SquareSet>::EMPTY);
    assert_eq!(Bitboard12::default(), Bitboard12::EMPTY);
    assert_eq!(!Bitboard12::EMPTY, Bitboard12::FULL);
    assert_eq!(Grid12::SIZES, 9..=12);
}

#[test]
fn mixing_tells_single_squares_apart() {
    let mixed: HashSet<u64> = Square12::ALL
        .into_iter()
        .map(|sq| Bitboard12::from(sq).mixed(0, 0x9e37_79b9_7f4a_7c15))
        .chain([Bitboard12::EMPTY.mixed(0, 0x9e37_79b9_7f4a_7c15)])
        .collect();
    assert_eq!(mixed.len(), 145);
}

#[test]
fn lines_steps_and_betweens_are_walks_on_the_grid() {
    for from in all_at() {
        let sq = square(from);
        for (kind, directions) in KINDS {
            let mut walked = BTreeSet::from([from]);
            for offsets in directions {
                walked.extend((1..).map_while(|distance| walk(from, offsets, distance)));
            }
            assert_eq!(model_of(Grid12::line(kind, sq)), walked, "{sq} {kind:?}");
        }
        for (direction, df, dr) in STEPS {
            for distance in 0..=2 * GRID {
                let expected = walk(from, (df, dr), i32::from(distance)).map(square);
                assert_eq!(Grid12::step(direction, sq, distance), expected, "{sq} {direction:?} {distance}");
                if distance > 0 {
                    if let Some(to) = expected {
                        let inner: BTreeSet<At> =
                            (1..i32::from(distance)).map(|d| walk(from, (df, dr), d).unwrap()).collect();
                        assert_eq!(model_of(Grid12::between(direction, sq, to)), inner, "{sq} {to} {direction:?}");
                    }
                }
            }
        }
    }
}

/// What stands on a square of the model's board.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Cell {
    Off,
    Empty,
    Hole,
    Piece(Color),
}

/// A position of the model: a board of `size` squares a side in the grid's corner.
#[derive(Clone, Debug)]
struct Board {
    size: u8,
    cells: [[Cell; 12]; 12],
}

impl Board {
    fn cell(&self, (rank, file): At) -> Cell {
        self.cells[usize::from(rank)][usize::from(file)]
    }

    fn squares(&self, wanted: impl Fn(Cell) -> bool) -> Bitboard12 {
        set_of(&all_at().into_iter().filter(|&at| wanted(self.cell(at))).collect())
    }

    /// RULES.md, "Moving", square by square: a piece moves along a line exactly as many
    /// squares as the whole line holds pieces, over its own pieces, empty squares and
    /// holes but not over an enemy piece, onto an empty square or an enemy piece of
    /// the board (never a hole, nor off the board). From each piece rank by rank, files
    /// `a` to `l`, and from a piece clockwise from north.
    fn slides(&self, mover: Color) -> Vec<(Square12, Square12)> {
        let mut slides = Vec::new();
        for from in all_at().into_iter().filter(|&at| self.cell(at) == Cell::Piece(mover)) {
            for (_, df, dr) in STEPS {
                let mut distance = 1;
                for offsets in [(df, dr), (-df, -dr)] {
                    distance += (1..)
                        .map_while(|d| walk(from, offsets, d))
                        .filter(|&at| matches!(self.cell(at), Cell::Piece(_)))
                        .count() as i32;
                }
                let Some(to) = walk(from, (df, dr), distance) else { continue };
                let crosses_enemy =
                    (1..distance).any(|d| self.cell(walk(from, (df, dr), d).unwrap()) == Cell::Piece(!mover));
                let lands = matches!(self.cell(to), Cell::Empty) || self.cell(to) == Cell::Piece(!mover);
                if lands && !crosses_enemy {
                    slides.push((square(from), square(to)));
                }
            }
        }
        slides
    }

    /// The geometry's slides, in the order it visits them.
    fn wide_slides(&self, mover: Color) -> Vec<(Square12, Square12)> {
        let (own, enemy, landable) = self.sets(mover);
        let mut slides = Vec::new();
        Grid12::for_each_landing_slide(own, enemy, mover, landable, |from, to| slides.push((from, to)));
        slides
    }

    /// The mover's pieces, the other side's, and the squares of the board that are not
    /// holes.
    fn sets(&self, mover: Color) -> (Bitboard12, Bitboard12, Bitboard12) {
        let own = self.squares(|cell| cell == Cell::Piece(mover));
        let enemy = self.squares(|cell| cell == Cell::Piece(!mover));
        let landable = Bitboard12::board_of_size(self.size) - self.squares(|cell| cell == Cell::Hole);
        (own, enemy, landable)
    }

    /// "Standard on N×N" (RULES.md, "Larger and smaller boards"): Black on ranks 1 and
    /// N without the corners, White on the files a and N without the corners.
    fn standard(size: u8) -> Board {
        let mut board = Board::empty(size);
        for i in 1..size - 1 {
            board.cells[0][usize::from(i)] = Cell::Piece(Color::Black);
            board.cells[usize::from(size - 1)][usize::from(i)] = Cell::Piece(Color::Black);
            board.cells[usize::from(i)][0] = Cell::Piece(Color::White);
            board.cells[usize::from(i)][usize::from(size - 1)] = Cell::Piece(Color::White);
        }
        board
    }

    /// The same pieces with every hole an empty square.
    fn without_holes(&self) -> Board {
        let mut board = self.clone();
        for cell in board.cells.iter_mut().flatten() {
            if *cell == Cell::Hole {
                *cell = Cell::Empty;
            }
        }
        board
    }

    /// The same pieces on the whole 12×12 grid, without holes.
    fn on_the_grid(&self) -> Board {
        let mut board = self.without_holes();
        board.size = GRID;
        for cell in board.cells.iter_mut().flatten() {
            if *cell == Cell::Off {
                *cell = Cell::Empty;
            }
        }
        board
    }

    fn empty(size: u8) -> Board {
        let mut cells = [[Cell::Off; 12]; 12];
        for (rank, file) in board_model(size) {
            cells[usize::from(rank)][usize::from(file)] = Cell::Empty;
        }
        Board { size, cells }
    }
}

/// Boards of 9 to 12 squares a side with pieces of both sides and holes: each square of
/// the board drawn from 16 values, the first `2 * pieces` a piece, the last `holes` a hole.
fn board() -> impl Strategy<Value = Board> {
    (9..=GRID, 1..=8u8, 0..=3u8, prop::collection::vec(0..16u8, 144)).prop_map(|(size, pieces, holes, draws)| {
        let mut board = Board::empty(size);
        for ((rank, file), draw) in board_model(size).into_iter().zip(draws) {
            board.cells[usize::from(rank)][usize::from(file)] = if draw < pieces {
                Cell::Piece(Color::Black)
            } else if draw < 2 * pieces {
                Cell::Piece(Color::White)
            } else if draw >= 16 - holes {
                Cell::Hole
            } else {
                Cell::Empty
            };
        }
        board
    })
}

proptest! {
    #![proptest_config(proptest_cases::config(400))]

    /// The slides the geometry visits are the model's, in the documented order, and it
    /// counts as many.
    #[test]
    fn slides_agree_with_the_rules_square_by_square(board in board(), white: bool) {
        let mover = if white { Color::White } else { Color::Black };
        let expected = board.slides(mover);
        prop_assert_eq!(board.wide_slides(mover), expected.clone(), "{:?}", board);
        let (own, enemy, landable) = board.sets(mover);
        prop_assert_eq!(Grid12::count_landing_slides(own, enemy, mover, landable), expected.len());
        // Without holes, on the board's size.
        let plain = board.without_holes();
        let (black, white) = (plain.squares(|cell| cell == Cell::Piece(Color::Black)), plain.squares(|cell| cell == Cell::Piece(Color::White)));
        prop_assert_eq!(Grid12::count_slides(black, white, mover, board.size), plain.slides(mover).len());
        // On the whole grid, holes and the board's edge not looked at.
        let grid = board.on_the_grid();
        let mut slides = Vec::new();
        Grid12::for_each_slide(own, enemy, mover, |from, to| slides.push((from, to)));
        prop_assert_eq!(slides, grid.slides(mover));
    }
}

#[test]
fn the_start_positions_have_the_reference_perft_1() {
    // RULES.md, "Reference perft": depth 1 of the start on 9×9 to 12×12.
    for (size, reference) in [(9, 42), (10, 48), (11, 54), (12, 60)] {
        let board = Board::standard(size);
        for mover in Color::ALL {
            let expected = board.slides(mover);
            assert_eq!(expected.len(), reference, "the model, {size}x{size}");
            assert_eq!(board.wide_slides(mover), expected, "{size}x{size}");
            let (own, enemy, landable) = board.sets(mover);
            assert_eq!(Grid12::count_landing_slides(own, enemy, mover, landable), reference);
            let black = board.squares(|cell| cell == Cell::Piece(Color::Black));
            let white = board.squares(|cell| cell == Cell::Piece(Color::White));
            assert_eq!(Grid12::count_slides(black, white, mover, size), reference);
        }
        // The most pieces a side has: the 12×12 start's.
        let pieces = |color| board.squares(|cell| cell == Cell::Piece(color)).count();
        if size == GRID {
            assert_eq!((pieces(Color::Black), pieces(Color::White)), (Grid12::MAX_PIECES, Grid12::MAX_PIECES));
        }
    }
}

#[test]
fn keys_are_distinct_and_none_is_an_8x8_key() {
    let wide: Vec<u64> = Color::ALL
        .into_iter()
        .flat_map(|color| Square12::ALL.into_iter().map(move |sq| Grid12::piece_key(color, sq)))
        .chain(Square12::ALL.into_iter().map(Grid12::hole_key))
        .collect();
    assert_eq!(wide.len(), 3 * 144);
    let distinct: HashSet<u64> = wide.iter().copied().collect();
    assert_eq!(distinct.len(), wide.len());
    // About half the bits of each key set: no key is sparse or dense.
    assert!(wide.iter().all(|key| (16..=48).contains(&key.count_ones())), "{wide:x?}");
    let eight: HashSet<u64> = Color::ALL
        .into_iter()
        .flat_map(|color| Square::ALL.into_iter().map(move |sq| Grid8::piece_key(color, sq)))
        .chain(Square::ALL.into_iter().map(Grid8::hole_key))
        .collect();
    assert!(distinct.is_disjoint(&eight));
}

#[cfg(feature = "serde")]
#[test]
fn squares_travel_as_text_and_sets_as_their_words() {
    for sq in Square12::ALL {
        let json = serde_json::to_string(&sq).unwrap();
        assert_eq!(json, format!("\"{sq}\""));
        assert_eq!(serde_json::from_str::<Square12>(&json).unwrap(), sq);
    }
    assert!(serde_json::from_str::<Square12>("\"m1\"").is_err());
    let set = set_of(&BTreeSet::from([(0, 0), (5, 11), (11, 11)]));
    let json = serde_json::to_string(&set).unwrap();
    assert_eq!(serde_json::from_str::<Bitboard12>(&json).unwrap(), set);
    // Word 0 with the bit of index 12 (file 13 of rank 1), which is no square's.
    assert!(serde_json::from_str::<Bitboard12>("[4096,0,0]").is_err());
    assert_eq!(serde_json::from_str::<Bitboard12>("[2048,0,0]").unwrap(), set_of(&BTreeSet::from([(0, 11)])));
}
