//! The text diagram (`Position::diagram`, and `Position`'s `Debug`, which prints it): a
//! square board with its rank numbers on the left and its file letters below, as it
//! always was; a hexagon drawn as the hexagon it is, each row indented by one column for
//! each cell it has fewer than the middle row, its letter on the left.
//!
//! The expected diagrams are written here from the starts of RULES.md ("Start
//! positions", "Larger and smaller boards", "Hexagonal boards"), not taken from the code
//! under test; the random positions are checked against their position text.

#[path = "../src/xorshift.rs"]
mod xorshift;

use xorshift::XorShift;

use lines_of_action::{Geometry, Grid12, Hex5, Hex6, Position, Rules, Variant};

/// The 8×8 start: Black on ranks 1 and 8, White on files a and h, corners empty.
const START_8: &str = "\
8 . b b b b b b .
7 w . . . . . . w
6 w . . . . . . w
5 w . . . . . . w
4 w . . . . . . w
3 w . . . . . . w
2 w . . . . . . w
1 . b b b b b b .
  a b c d e f g h";

/// The 10×10 start: two-digit rank numbers push the board one column right.
const START_10: &str = "\
10 . b b b b b b b b .
 9 w . . . . . . . . w
 8 w . . . . . . . . w
 7 w . . . . . . . . w
 6 w . . . . . . . . w
 5 w . . . . . . . . w
 4 w . . . . . . . . w
 3 w . . . . . . . . w
 2 w . . . . . . . . w
 1 . b b b b b b b b .
   a b c d e f g h i j";

/// hex5's start (`wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b`): rows i (5 cells) down to a,
/// the middle row e holding 9.
const START_HEX5: &str = "\
i     w b . w b
h    b . . . . w
g   . . . . . . .
f  w . . . . . . b
e b . . . . . . . w
d  w . . . . . . b
c   . . . . . . .
b    b . . . . w
a     w b . w b";

/// hex6's start (`1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b`): rows k (6 cells)
/// down to a, the middle row f holding 11, its centre f6 the black hole, empty.
const START_HEX6: &str = "\
k      . b b b b .
j     w . . . . . w
i    w . . . . . . w
h   w . . . . . . . w
g  w . . . . . . . . w
f . . . . . . . . . . .
e  b . . . . . . . . b
d   b . . . . . . . b
c    b . . . . . . b
b     b . . . . . b
a      . w w w w .";

#[test]
fn the_square_boards_keep_their_diagram() {
    assert_eq!(Position::default().diagram().to_string(), START_8);
    let ten = Position::<Grid12>::start_of(Variant::TenByTen).unwrap();
    assert_eq!(ten.diagram().to_string(), START_10);
    // Debug: the diagram, then the position text.
    assert_eq!(format!("{:?}", Position::default()), format!("{START_8}\n{}", Position::default()));
}

#[test]
fn a_hexagon_is_drawn_as_a_hexagon() {
    let hex5 = Position::<Hex5>::start_of(Variant::Hex5).unwrap();
    assert_eq!(hex5.diagram().to_string(), START_HEX5);
    let hex6 = Position::<Hex6>::start_of(Variant::Hex6).unwrap();
    assert_eq!(hex6.diagram().to_string(), START_HEX6);
    assert_eq!(format!("{hex6:?}"), format!("{START_HEX6}\n1bbbb1/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 b"));
}

/// Checks the diagram of `pos`, a position on a hexagon of `side`, line by line against
/// its position text: the rows from the top one down, each its letter, an indent of one
/// column for each cell it has fewer than the middle row's `2·side − 1`, then its cells.
fn check_hexagon<G: Geometry>(pos: &Position<G>, side: usize) {
    let diagram = pos.diagram().to_string();
    let text = pos.to_string();
    let rows: Vec<&str> = text.split(' ').next().unwrap().split('/').collect();
    let lines: Vec<&str> = diagram.lines().collect();
    let widest = 2 * side - 1;
    assert_eq!((lines.len(), rows.len()), (widest, widest), "{diagram}");
    for (top_down, (line, row)) in lines.iter().zip(&rows).enumerate() {
        let letter = char::from(b'a' + (widest - 1 - top_down) as u8);
        let length = widest - (widest - 1 - top_down).abs_diff(side - 1);
        let indent = widest - length;
        let expected_start = format!("{letter}{}", " ".repeat(indent));
        assert!(line.starts_with(&expected_start), "{line:?}");
        let cells = &line[expected_start.len()..];
        // The row's text, a digit (or two) for a run of empty cells.
        let mut written = String::new();
        let mut empty = 0;
        for (i, c) in cells.chars().enumerate() {
            if i % 2 == 0 {
                assert_eq!(c, ' ', "{line:?}");
                continue;
            }
            match c {
                '.' => empty += 1,
                'b' | 'w' => {
                    if empty > 0 {
                        written += &empty.to_string();
                        empty = 0;
                    }
                    written.push(c);
                }
                _ => panic!("{c:?} in {line:?}"),
            }
        }
        if empty > 0 {
            written += &empty.to_string();
        }
        assert_eq!(cells.len(), 2 * length, "{line:?}");
        assert_eq!(&written, row, "row {letter} of {text}");
    }
}

/// Draws `variant`'s start on `G`, a hexagon of `side`, and the positions of a few random
/// games from it, and checks each; the number of positions checked.
fn check_games<G: Geometry>(variant: Variant, side: usize, rng: &mut XorShift) -> usize {
    let mut drawn = 0;
    for _ in 0..4 {
        let mut pos = Position::<G>::start_of(variant).unwrap();
        for _ in 0..40 {
            check_hexagon(&pos, side);
            drawn += 1;
            let moves = pos.legal_moves();
            if pos.is_game_over(Rules::default()) || moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
    drawn
}

#[test]
fn every_hexagon_position_is_drawn_row_by_row() {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let drawn = check_games::<Hex5>(Variant::Hex5, 5, &mut rng)
        + check_games::<Hex6>(Variant::Hex6, 6, &mut rng)
        + check_games::<Hex6>(Variant::Hex6Scrambled, 6, &mut rng);
    assert!(drawn > 100, "{drawn} positions");
}
