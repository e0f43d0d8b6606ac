//! SVG diagrams (feature `svg`): well-formed XML, one element per piece on the right
//! square (board flipped or not), target markers, the move arrow, determinism and size,
//! and a snapshot of the start position.
//!
//! The snapshots are `tests/data/start.svg` and the README's images `docs/start.svg` and
//! `docs/midgame.svg`. After changing the drawing on purpose, regenerate them with
//! `UPDATE_SNAPSHOTS=1 cargo test --features svg --test svg`, look at them, and commit them.

#[path = "../src/xorshift.rs"]
mod xorshift;

use xorshift::XorShift;

use std::path::Path;

use lines_of_action::{Bitboard, Color, File, Layout, Move, Position, Rank, Square, SvgOptions, legal_targets};
use roxmltree::{Document, Node};

/// RULES.md, "Perft": a mid-game position from Winands' thesis (appendix E, game 1,
/// after Black's 18th move h6-f4, ply 35; `tests/data/openspiel/appendix_E_game1.txt`).
const MIDGAME: &str = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w";
const MIDGAME_LAST_MOVE: Move = Move::new(Square::H6, Square::F4);

/// The largest start diagram, default options, this test allows (it is 2,859 bytes).
const START_SIZE_LIMIT: usize = 4 * 1024;
/// The largest diagram with every option in use this test allows: a last move, a
/// selected piece, and all 64 squares marked and targeted (no real diagram has that many).
const BUSY_SIZE_LIMIT: usize = 12 * 1024;

/// Positions reached by random legal moves from the standard start: after 5, 15, 30
/// and 60 plies of a few games (the game may be over; moves are played on regardless).
fn random_positions() -> Vec<Position> {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let mut positions = Vec::new();
    for _ in 0..6 {
        let mut pos = Position::default();
        for ply in 1..=60 {
            let moves = pos.legal_moves();
            pos.play(moves[rng.below(moves.len())]).expect("a listed move is legal");
            if [5, 15, 30, 60].contains(&ply) {
                positions.push(pos);
            }
        }
    }
    positions
}

fn midgame() -> Position {
    MIDGAME.parse().expect("the mid-game position reads")
}

/// Every position the tests draw.
fn positions() -> Vec<Position> {
    let mut all = vec![Position::default(), Position::from_layout(Layout::ScrambledEggs), midgame()];
    all.extend(random_positions());
    all
}

fn parse(svg: &str) -> Document<'_> {
    Document::parse(svg).unwrap_or_else(|error| panic!("the SVG is not well-formed XML: {error}\n{svg}"))
}

fn elements<'a, 'i>(doc: &'a Document<'i>, tag: &'a str, class: &'a str) -> impl Iterator<Item = Node<'a, 'i>> {
    doc.descendants().filter(move |n| n.tag_name().name() == tag && n.attribute("class") == Some(class))
}

fn number(node: Node<'_, '_>, attribute: &str) -> i64 {
    let text = node.attribute(attribute).unwrap_or_else(|| panic!("no {attribute} on {node:?}"));
    text.parse().unwrap_or_else(|_| panic!("{attribute}={text:?} is not an integer"))
}

/// Where the board lies: its top-left corner and the side of a square, read from the
/// board's background, the `rect` as wide as eight squares.
fn board(doc: &Document<'_>) -> (i64, i64, i64) {
    let rect = doc
        .descendants()
        .find(|n| n.tag_name().name() == "rect" && n.attribute("class").is_none() && n.attribute("x").is_some())
        .expect("a board rect");
    let side = number(rect, "width");
    assert_eq!(side, number(rect, "height"));
    assert_eq!(side % 8, 0);
    (number(rect, "x"), number(rect, "y"), side / 8)
}

/// The square whose centre is at (`x`, `y`).
fn square_at(doc: &Document<'_>, flipped: bool, x: i64, y: i64) -> Square {
    let (left, top, size) = board(doc);
    let (column, row) = ((x - left) / size, (y - top) / size);
    assert_eq!(((x - left) % size, (y - top) % size), (size / 2, size / 2), "({x}, {y}) is not a square's centre");
    let (file, rank) = if flipped { (7 - column, row) } else { (column, 7 - row) };
    Square::from_coords(File::try_from_index(file as usize).unwrap(), Rank::try_from_index(rank as usize).unwrap())
}

/// The squares of the circles of `class`, each circle centred on its square.
fn circle_squares(doc: &Document<'_>, flipped: bool, class: &str) -> Vec<Square> {
    elements(doc, "circle", class).map(|n| square_at(doc, flipped, number(n, "cx"), number(n, "cy"))).collect()
}

fn set(squares: &[Square]) -> Bitboard {
    squares.iter().copied().collect()
}

#[test]
fn the_svg_is_well_formed_xml_with_a_title() {
    for pos in positions() {
        for options in [
            SvgOptions::new(),
            SvgOptions::new().with_flipped(true).with_coordinates(false).with_square_size(30),
            SvgOptions::new()
                .with_last_move(Move::new(Square::A1, Square::H8))
                .with_marked(Bitboard::FULL)
                .with_legal_targets(&pos, pos.pieces(pos.turn()).first().unwrap_or(Square::A1)),
        ] {
            let svg = pos.to_svg(&options);
            let doc = parse(&svg);
            let root = doc.root_element();
            assert_eq!(root.tag_name().name(), "svg");
            assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
            let (width, height) = (number(root, "width"), number(root, "height"));
            assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()));
            let title = root.children().find(|n| n.has_tag_name("title")).expect("a title");
            assert_eq!(title.text(), Some(pos.to_string().as_str()));
        }
    }
}

#[test]
fn each_piece_is_one_circle_on_its_square() {
    let mut drawn = 0;
    for pos in positions() {
        for flipped in [false, true] {
            let svg = pos.to_svg(&SvgOptions::new().with_flipped(flipped));
            let doc = parse(&svg);
            for color in Color::ALL {
                let squares = circle_squares(&doc, flipped, &format!("piece {color}"));
                assert_eq!(squares.len(), pos.pieces(color).count(), "{color} pieces in {pos}");
                assert_eq!(set(&squares), pos.pieces(color), "{color} pieces in {pos}, flipped: {flipped}");
            }
            let all_circles = doc.descendants().filter(|n| n.has_tag_name("circle")).count();
            assert_eq!(all_circles, pos.occupied().count(), "no circles but the pieces in {pos}");
            drawn += 1;
        }
    }
    assert!(drawn >= 2 * 27, "{drawn} diagrams");
}

#[test]
fn the_start_and_scrambled_eggs_have_twelve_pieces_a_side() {
    for pos in [Position::default(), Position::from_layout(Layout::ScrambledEggs)] {
        let svg = pos.to_svg(&SvgOptions::new());
        assert_eq!(svg.matches(r#"class="piece black""#).count(), 12);
        assert_eq!(svg.matches(r#"class="piece white""#).count(), 12);
    }
}

#[test]
fn the_flipped_board_has_a1_top_right_and_h8_bottom_left() {
    let pos: Position = "b6w/8/8/8/8/8/8/w6b b".parse().unwrap();
    for coordinates in [false, true] {
        let plain = pos.to_svg(&SvgOptions::new().with_coordinates(coordinates));
        let flipped = pos.to_svg(&SvgOptions::new().with_coordinates(coordinates).with_flipped(true));
        let (plain, flipped) = (parse(&plain), parse(&flipped));
        let centre = |doc: &Document<'_>, class: &str| -> Vec<(i64, i64)> {
            elements(doc, "circle", class).map(|n| (number(n, "cx"), number(n, "cy"))).collect()
        };
        let (left, top, size) = board(&plain);
        assert_eq!(board(&flipped), (left, top, size));
        let (near, far) = (size / 2, 7 * size + size / 2);
        // Pieces in index order: Black on h1, a8; White on a1, h8.
        let (low_left, low_right) = ((left + near, top + far), (left + far, top + far));
        let (high_left, high_right) = ((left + near, top + near), (left + far, top + near));
        assert_eq!(centre(&plain, "piece black"), [low_right, high_left]);
        assert_eq!(centre(&plain, "piece white"), [low_left, high_right]);
        assert_eq!(centre(&flipped, "piece black"), [high_left, low_right]);
        assert_eq!(centre(&flipped, "piece white"), [high_right, low_left]);
    }
}

#[test]
fn coordinates_follow_the_orientation() {
    for flipped in [false, true] {
        let svg = Position::default().to_svg(&SvgOptions::new().with_flipped(flipped));
        let doc = parse(&svg);
        let (left, top, size) = board(&doc);
        let labels: Vec<(String, i64, i64)> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| (n.text().unwrap().to_owned(), number(n, "x"), number(n, "y")))
            .collect();
        assert_eq!(labels.len(), 16);
        for (text, x, y) in labels {
            let label = text.chars().next().unwrap();
            if let Some(file) = File::from_char(label) {
                let column = if flipped { 7 - file.index() } else { file.index() } as i64;
                assert_eq!(x, left + column * size + size / 2, "file {file}");
                assert!(y > top + 8 * size, "file {file} below the board");
            } else {
                let rank = Rank::from_char(label).expect("a file or rank label");
                let row = if flipped { rank.index() } else { 7 - rank.index() } as i64;
                assert!((top + row * size..top + (row + 1) * size).contains(&y), "rank {rank} on its row");
                assert!(x < left, "rank {rank} left of the board");
            }
        }
    }
    let svg = Position::default().to_svg(&SvgOptions::new().with_coordinates(false));
    assert!(!svg.contains("<text"));
    assert_eq!(board(&parse(&svg)), (0, 0, 48));
}

#[test]
fn legal_targets_are_the_to_squares_of_the_legal_moves_from_a_square() {
    for pos in positions() {
        let moves = pos.legal_moves();
        for from in Square::ALL {
            let expected: Bitboard = moves
                .iter()
                .filter(|mv| !mv.is_pass() && mv.origin().unwrap() == from)
                .map(|mv| mv.target().unwrap())
                .collect();
            assert_eq!(legal_targets(&pos, from), expected, "{from} in {pos}");
            if pos.piece_at(from) != Some(pos.turn()) {
                assert!(expected.is_empty());
            }
        }
    }
    let start = Position::default();
    assert_eq!(legal_targets(&start, Square::B1), set(&[Square::B3, Square::D3, Square::H1]));
    // RULES.md, "Perft": h3-h5 and h3-f5 are two of White's winning moves.
    assert_eq!(legal_targets(&midgame(), Square::H3), set(&[Square::H1, Square::G2, Square::F5, Square::H5]));
}

#[test]
fn each_target_is_one_marker_on_its_square() {
    let mut shown = 0;
    for pos in positions() {
        for from in pos.pieces(pos.turn()) {
            for flipped in [false, true] {
                let options = SvgOptions::new().with_flipped(flipped).with_legal_targets(&pos, from);
                let svg = pos.to_svg(&options);
                let doc = parse(&svg);
                let squares = circle_squares(&doc, flipped, "target");
                assert_eq!(squares.len(), options.targets.count());
                assert_eq!(set(&squares), legal_targets(&pos, from));
                let selected: Vec<Node<'_, '_>> = elements(&doc, "rect", "selected").collect();
                assert_eq!(selected.len(), 1);
                let (_, _, size) = board(&doc);
                let (x, y) = (number(selected[0], "x"), number(selected[0], "y"));
                assert_eq!(square_at(&doc, flipped, x + size / 2, y + size / 2), from);
                shown += squares.len();
            }
        }
    }
    assert!(shown > 1000, "{shown} targets shown");
}

#[test]
fn a_capture_target_is_a_ring_and_a_quiet_one_a_dot() {
    let pos = Position::default();
    let svg = pos.to_svg(&SvgOptions::new().with_legal_targets(&pos, Square::C1));
    let doc = parse(&svg);
    for target in elements(&doc, "circle", "target") {
        let square = square_at(&doc, false, number(target, "cx"), number(target, "cy"));
        let ring = target.parent().unwrap().attribute("fill") == Some("none");
        assert_eq!(ring, square == Square::A3, "c1xa3 is the capture; {square}");
    }
}

#[test]
fn marked_squares_are_one_rect_each() {
    let marked = set(&[Square::A1, Square::D4, Square::H8]);
    for flipped in [false, true] {
        let svg = Position::default().to_svg(&SvgOptions::new().with_marked(marked).with_flipped(flipped));
        let doc = parse(&svg);
        let (_, _, size) = board(&doc);
        let squares: Vec<Square> = elements(&doc, "rect", "marked")
            .map(|n| square_at(&doc, flipped, number(n, "x") + size / 2, number(n, "y") + size / 2))
            .collect();
        assert_eq!(squares, [Square::A1, Square::D4, Square::H8]);
    }
}

/// The arrow's points: it starts astride the from-square's centre and its tip (the 4th
/// point) is the to-square's centre.
#[test]
fn the_arrow_points_from_the_start_square_to_the_target() {
    let pos = midgame();
    for flipped in [false, true] {
        for mv in [MIDGAME_LAST_MOVE, Move::new(Square::A1, Square::H8), Move::new(Square::E5, Square::E4)] {
            let svg = pos.to_svg(&SvgOptions::new().with_flipped(flipped).with_last_move(mv));
            let doc = parse(&svg);
            let arrows: Vec<Node<'_, '_>> = elements(&doc, "polygon", "arrow").collect();
            assert_eq!(arrows.len(), 1);
            let points: Vec<(i64, i64)> = arrows[0]
                .attribute("points")
                .unwrap()
                .split(' ')
                .map(|point| {
                    let (x, y) = point.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect();
            assert_eq!(points.len(), 7);
            let (tip_x, tip_y) = points[3];
            assert_eq!(square_at(&doc, flipped, tip_x, tip_y), mv.target().unwrap());
            let (start_x, start_y) = ((points[0].0 + points[6].0) / 2, (points[0].1 + points[6].1) / 2);
            let (left, top, size) = board(&doc);
            let centre = |square: Square| {
                let column = if flipped { 7 - square.file().index() } else { square.file().index() } as i64;
                let row = if flipped { square.rank().index() } else { 7 - square.rank().index() } as i64;
                (left + column * size + size / 2, top + row * size + size / 2)
            };
            let (from_x, from_y) = centre(mv.origin().unwrap());
            assert!((start_x - from_x).abs() <= 1 && (start_y - from_y).abs() <= 1, "{mv}: {points:?}");
            // The arrow is drawn last, above the pieces.
            let last = doc.root_element().children().rfind(Node::is_element).unwrap();
            assert_eq!(last.attribute("class"), Some("arrow"));
        }
    }
    let svg = pos.to_svg(&SvgOptions::new().with_last_move(Move::PASS));
    assert_eq!(svg, pos.to_svg(&SvgOptions::new()), "a pass draws nothing");
}

#[test]
fn the_output_is_deterministic_and_small() {
    let start = Position::default();
    let svg = start.to_svg(&SvgOptions::new());
    assert_eq!(svg, start.to_svg(&SvgOptions::default()));
    assert!(svg.len() < START_SIZE_LIMIT, "{} bytes", svg.len());
    for pos in positions() {
        let options = SvgOptions::new()
            .with_last_move(Move::new(Square::A1, Square::H8))
            .with_marked(Bitboard::FULL)
            .with_targets(Bitboard::FULL)
            .with_selected(Square::E4);
        let svg = pos.to_svg(&options);
        assert_eq!(svg, pos.to_svg(&options));
        assert!(svg.len() < BUSY_SIZE_LIMIT, "{} bytes for {pos}", svg.len());
        assert!(!svg.contains("  ") && !svg.contains(" >") && !svg.contains('\t'), "needless white space");
        // Integer coordinates only (the first line holds the namespace, www.w3.org).
        let (_, body) = svg.split_once('\n').unwrap();
        for number in body.split(|c: char| !(c.is_ascii_digit() || c == '.')).filter(|t| t.contains('.')) {
            assert!(number.starts_with('.'), "{number:?}: only opacities are fractions");
        }
    }
}

/// Compares `svg` with the committed file at `path` (relative to the crate), or rewrites
/// the file when `UPDATE_SNAPSHOTS` is set.
fn check_snapshot(path: &str, svg: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let expected = format!("{svg}\n");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &expected).unwrap_or_else(|error| panic!("cannot write {}: {error}", path.display()));
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!(
            "cannot read {}: {error}; create it with UPDATE_SNAPSHOTS=1 cargo test --features svg --test svg",
            path.display()
        )
    });
    assert!(
        committed.replace("\r\n", "\n") == expected,
        "{} differs from the drawing. If the drawing was changed on purpose, regenerate the snapshots with \
         `UPDATE_SNAPSHOTS=1 cargo test --features svg --test svg`, look at them and commit them.\n\
         --- committed\n{committed}\n--- drawn\n{expected}",
        path.display()
    );
}

#[test]
fn the_start_diagram_matches_its_snapshot() {
    check_snapshot("tests/data/start.svg", &Position::default().to_svg(&SvgOptions::new()));
}

/// The README's images, as `cargo run --features svg --example diagram` writes them.
#[test]
fn the_readme_images_match_the_drawing() {
    check_snapshot("docs/start.svg", &Position::default().to_svg(&SvgOptions::new()));
    let pos = midgame();
    let options = SvgOptions::new().with_last_move(MIDGAME_LAST_MOVE).with_legal_targets(&pos, Square::H3);
    check_snapshot("docs/midgame.svg", &pos.to_svg(&options));
}
