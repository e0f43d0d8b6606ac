//! SVG diagrams (feature `svg`): well-formed XML, one element per piece on the right
//! square (board flipped or not), target markers, the move arrow, determinism and size,
//! and a snapshot of the start position; for the variants, the small boards and their
//! coordinates, Cheshire Cat's holes and exits, Parachute's reserves and drops, the
//! drawing's size on every board, and the hexagons drawn as hexagons.
//!
//! The snapshots are `tests/data/start.svg` and the images of docs/diagrams.md,
//! `docs/start.svg`, `docs/midgame.svg`, `docs/cheshire-cat.svg`, `docs/parachute.svg` and
//! `docs/hex6.svg`. After changing the drawing on purpose, regenerate them with
//! `UPDATE_SNAPSHOTS=1 cargo test --features svg --test svg`, look at them, and commit them.
//! Without the feature the file compiles empty (`tests/features_off.rs` says so).
#![cfg(feature = "svg")]

#[path = "../src/xorshift.rs"]
mod xorshift;

use xorshift::XorShift;

use std::path::Path;

use lines_of_action::{
    Arrow, Bitboard, Bitboard12, CellShape, Color, File, Geometry, Grid8, Grid12, Hex5, Hex6, Layout, Move, Position,
    Rank, Rules, Square, Square12, SquareSet, SvgOptions, Theme, Variant,
};
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

/// The variants other than the standard game on the boards up to 8×8 (the wide boards
/// have their own tests, below).
fn other_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().filter(|&variant| variant != Variant::Standard && variant.fits::<Grid8>())
}

/// A random game of `variant` from its start, `plies` long (played on past its end):
/// each move with the position it led to.
fn random_game(variant: Variant, rng: &mut XorShift, plies: usize) -> Vec<(Move, Position)> {
    let mut pos = Position::from_variant(variant).unwrap();
    let mut game = Vec::new();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let mv = moves[rng.below(moves.len())];
        pos.play(mv).expect("a listed move is legal");
        game.push((mv, pos));
    }
    game
}

/// The start of every variant but the standard game, and the positions of a few random
/// games of each after 3, 8, 20 and 40 plies (the first two in Parachute's drop phase;
/// the last ones in Cheshire Cat full of holes).
fn variant_positions() -> Vec<Position> {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut positions = Vec::new();
    for variant in other_variants() {
        positions.push(Position::from_variant(variant).unwrap());
        for _ in 0..3 {
            let game = random_game(variant, &mut rng, 40);
            positions.extend([3, 8, 20, 40].map(|ply| game[ply - 1].1));
        }
    }
    positions
}

/// Every position the tests draw.
fn positions() -> Vec<Position> {
    let mut all = vec![Position::default(), Position::from_layout(Layout::ScrambledEggs), midgame()];
    all.extend(random_positions());
    all.extend(variant_positions());
    all
}

/// RULES.md, "Cheshire Cat": the Boardspace record `gemma-1.sgf` after White's exit
/// e8-^^ at ply 26, Black to move.
const GEMMA_26: &str = "1xxbxxx1/x4x1x/x1xbx2x/x1wbbw1x/bbxwbw1x/xxbww2w/x6x/1xxxxxx1 b";

fn gemma_26() -> Position {
    Position::from_text(GEMMA_26, Variant::CheshireCat).expect("the Gemma position reads")
}

/// The number of files and ranks of the drawn position, from the notation in the title.
fn cells(doc: &Document<'_>) -> i64 {
    let title = doc.descendants().find(|n| n.has_tag_name("title")).expect("a title");
    let board = title.text().unwrap().split(' ').next().unwrap();
    board.split('/').count() as i64
}

/// The squares `d` draws, one `M{x} {y}h{s}v{s}h-{s}z` each.
fn path_squares(d: &str) -> Vec<(i64, i64, i64)> {
    d.split('M')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let part = part.strip_suffix('z').unwrap_or_else(|| panic!("{part:?} is not closed"));
            let (x, rest) = part.split_once(' ').unwrap();
            let (y, rest) = rest.split_once('h').unwrap();
            let (width, rest) = rest.split_once('v').unwrap();
            let (height, back) = rest.split_once('h').unwrap();
            assert_eq!(width, height, "a square");
            assert_eq!(back, format!("-{width}"), "a square");
            (x.parse().unwrap(), y.parse().unwrap(), width.parse().unwrap())
        })
        .collect()
}

/// The board's `path` of `fill`: the dark squares, or the light board with its holes.
fn path_of<'a, 'i>(doc: &'a Document<'i>, fill: &str) -> Node<'a, 'i> {
    doc.descendants()
        .find(|n| n.has_tag_name("path") && n.attribute("fill") == Some(fill))
        .unwrap_or_else(|| panic!("a path of {fill}"))
}

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";

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
/// board's light background, the first `rect` without a class that has a position, as
/// wide as the board's squares, or with holes the even-odd `path` whose first square is
/// the board.
fn board(doc: &Document<'_>) -> (i64, i64, i64) {
    let node = doc
        .descendants()
        .find(|n| {
            n.has_tag_name("rect") && n.attribute("class").is_none() && n.attribute("x").is_some()
                || n.has_tag_name("path") && n.attribute("fill-rule") == Some("evenodd")
        })
        .expect("a board rect or path");
    let (left, top, side) = if node.has_tag_name("rect") {
        assert_eq!(number(node, "width"), number(node, "height"));
        (number(node, "x"), number(node, "y"), number(node, "width"))
    } else {
        path_squares(node.attribute("d").unwrap())[0]
    };
    let cells = cells(doc);
    assert_eq!(side % cells, 0);
    (left, top, side / cells)
}

/// The screen column and row (0 = left, top) of `square` on a board of `cells`.
fn screen(square: Square, cells: i64, flipped: bool) -> (i64, i64) {
    let (file, rank) = (square.file().index() as i64, square.rank().index() as i64);
    if flipped { (cells - 1 - file, rank) } else { (file, cells - 1 - rank) }
}

/// The centre of `square` in `doc`.
fn centre(doc: &Document<'_>, flipped: bool, square: Square) -> (i64, i64) {
    let (left, top, size) = board(doc);
    let (column, row) = screen(square, cells(doc), flipped);
    (left + column * size + size / 2, top + row * size + size / 2)
}

/// The square whose centre is at (`x`, `y`).
fn square_at(doc: &Document<'_>, flipped: bool, x: i64, y: i64) -> Square {
    let (left, top, size) = board(doc);
    let cells = cells(doc);
    let (column, row) = ((x - left) / size, (y - top) / size);
    assert_eq!(((x - left) % size, (y - top) % size), (size / 2, size / 2), "({x}, {y}) is not a square's centre");
    assert!((0..cells).contains(&column) && (0..cells).contains(&row), "({x}, {y}) is off the board");
    let (file, rank) = if flipped { (cells - 1 - column, row) } else { (column, cells - 1 - row) };
    Square::from_coords(File::try_from_index(file as usize).unwrap(), Rank::try_from_index(rank as usize).unwrap())
}

/// The square whose top-left corner is at (`x`, `y`).
fn square_at_corner(doc: &Document<'_>, flipped: bool, x: i64, y: i64) -> Square {
    let (_, _, size) = board(doc);
    square_at(doc, flipped, x + size / 2, y + size / 2)
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
            let circles: Vec<&str> =
                doc.descendants().filter(|n| n.has_tag_name("circle")).map(|n| n.attribute("class").unwrap()).collect();
            let stones = circles.iter().filter(|class| class.starts_with("stone ")).count();
            assert_eq!(stones, usize::from(pos.reserve(Color::Black) + pos.reserve(Color::White)), "{pos}");
            assert_eq!(circles.len(), pos.occupied().count() + stones, "no circles but the pieces and stones in {pos}");
            drawn += 1;
        }
    }
    assert!(drawn >= 2 * (27 + 8 * 13), "{drawn} diagrams");
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
    for variant in [Variant::Standard, Variant::SixBySix, Variant::SevenBySeven, Variant::Loaps] {
        let n = i64::from(variant.board_size());
        for flipped in [false, true] {
            let svg = Position::from_variant(variant).unwrap().to_svg(&SvgOptions::new().with_flipped(flipped));
            let doc = parse(&svg);
            let (left, top, size) = board(&doc);
            let labels: Vec<(String, i64, i64)> = doc
                .descendants()
                .filter(|n| n.has_tag_name("text"))
                .map(|n| (n.text().unwrap().to_owned(), number(n, "x"), number(n, "y")))
                .collect();
            assert_eq!(labels.len() as i64, 2 * n, "{variant}");
            let (mut files, mut ranks) = (Vec::new(), Vec::new());
            for (text, x, y) in labels {
                let label = text.chars().next().unwrap();
                if let Some(file) = File::from_char(label) {
                    let column = if flipped { n - 1 - file.index() as i64 } else { file.index() as i64 };
                    assert_eq!(x, left + column * size + size / 2, "file {file}");
                    assert!(y > top + n * size, "file {file} below the board");
                    files.push(file);
                } else {
                    let rank = Rank::from_char(label).expect("a file or rank label");
                    let row = if flipped { rank.index() as i64 } else { n - 1 - rank.index() as i64 };
                    assert!((top + row * size..top + (row + 1) * size).contains(&y), "rank {rank} on its row");
                    assert!(x < left, "rank {rank} left of the board");
                    ranks.push(rank);
                }
            }
            // Files a.. and ranks 1.. of this board, each once.
            assert_eq!(files, File::ALL[..n as usize], "{variant}");
            assert_eq!(ranks, Rank::ALL[..n as usize], "{variant}");
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
            // In the drop phase, the slide part of each turn.
            let expected: Bitboard = moves
                .iter()
                .filter_map(|mv| mv.slide())
                .filter(|&(start, _)| start == from)
                .map(|(_, to)| to)
                .collect();
            assert_eq!(pos.legal_targets(from), expected, "{from} in {pos}");
            if pos.piece_at(from) != Some(pos.turn()) {
                assert!(expected.is_empty());
            }
        }
    }
    let start = Position::default();
    assert_eq!(start.legal_targets(Square::B1), set(&[Square::B3, Square::D3, Square::H1]));
    // Parachute's first turn: a3's slides, each with any of the drops.
    let parachute = Position::from_variant(Variant::Parachute).unwrap();
    assert_eq!(parachute.legal_targets(Square::A3), set(&[Square::B2, Square::B4, Square::C3]));
    // Cheshire Cat: d6 of the Gemma record can only exit, so it has no target; d5 slides.
    let gemma = gemma_26();
    assert!(gemma.legal_moves().contains(&Move::Exit { from: Square::D6 }));
    assert_eq!(gemma.legal_targets(Square::D6), Bitboard::EMPTY);
    assert_eq!(gemma.legal_targets(Square::D5), set(&[Square::B7, Square::F3]));
    // Off a small board, nothing.
    assert_eq!(Position::from_variant(Variant::SixBySix).unwrap().legal_targets(Square::G1), Bitboard::EMPTY);
    // RULES.md, "Perft": h3-h5 and h3-f5 are two of White's winning moves.
    assert_eq!(midgame().legal_targets(Square::H3), set(&[Square::H1, Square::G2, Square::F5, Square::H5]));
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
                assert_eq!(set(&squares), pos.legal_targets(from));
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

/// The images of docs/diagrams.md, as `cargo run --features svg --example diagram` writes them.
#[test]
fn the_readme_images_match_the_drawing() {
    check_snapshot("docs/start.svg", &Position::default().to_svg(&SvgOptions::new()));
    let pos = midgame();
    let options = SvgOptions::new().with_last_move(MIDGAME_LAST_MOVE).with_legal_targets(&pos, Square::H3);
    check_snapshot("docs/midgame.svg", &pos.to_svg(&options));

    // Cheshire Cat mid-game: the Gemma record after White's exit e8-^^, Black's d5 selected.
    let gemma = gemma_26();
    let options =
        SvgOptions::new().with_last_move(Move::Exit { from: Square::E8 }).with_legal_targets(&gemma, Square::D5);
    check_snapshot("docs/cheshire-cat.svg", &gemma.to_svg(&options));

    // Parachute in the drop phase: five turns from the start, White's f5 selected.
    let mut parachute = Position::from_variant(Variant::Parachute).unwrap();
    let mut last = Move::PASS;
    for text in PARACHUTE_MOVES.split(' ') {
        last = parachute.parse_move(text).unwrap_or_else(|error| panic!("{text}: {error}"));
        parachute.play(last).unwrap();
    }
    assert_eq!(parachute.to_string(), PARACHUTE_5);
    let options = SvgOptions::new().with_last_move(last).with_legal_targets(&parachute, Square::F5);
    check_snapshot("docs/parachute.svg", &parachute.to_svg(&options));

    // hex6 after Black's k2-k6 (row k holds k2 to k5: four cells), White's a2 selected.
    let mut hex6 = Position::<Hex6>::start_of(Variant::Hex6).unwrap();
    let mv = hex6.parse_move("k2-k6").unwrap();
    hex6.play(mv).unwrap();
    assert_eq!(hex6.to_string(), "2bbbb/w5w/w6w/w7w/w8w/11/b8b/b7b/b6b/b5b/1wwww1 w");
    let options = SvgOptions::defaults().with_last_move(mv).with_legal_targets(&hex6, "a2".parse().unwrap());
    check_snapshot("docs/hex6.svg", &hex6.to_svg(&options));
}

/// docs/diagrams.md's Parachute picture: five turns of the drop phase (not from a real game:
/// none is known), and the position they lead to.
const PARACHUTE_MOVES: &str = "a5-c5@d8 h5-f5@e1 h4-f4@a1 a4-c4@h8 c5-e5@g8";
const PARACHUTE_5: &str = "3w2wb/b6w/w6b/4bw2/2w2b2/b6w/w6b/w3b3 w 3,4";

// ---------------------------------------------------------------- variants

#[test]
fn a_small_board_flipped_has_a1_top_right() {
    // A piece in each corner: Black on a1 and the top right, White on the other two.
    for (text, variant) in [("w4b/6/6/6/6/b4w b", Variant::SixBySix), ("w5b/7/7/7/7/7/b5w b", Variant::SevenBySeven)] {
        let pos = Position::from_text(text, variant).unwrap();
        let n = i64::from(variant.board_size());
        let (last_file, last_rank) =
            (File::try_from_index(n as usize - 1).unwrap(), Rank::try_from_index(n as usize - 1).unwrap());
        let corners = [
            Square::A1,
            Square::from_coords(last_file, Rank::First),
            Square::from_coords(last_file, last_rank),
            Square::from_coords(File::A, last_rank),
        ];
        for coordinates in [false, true] {
            for flipped in [false, true] {
                let svg = pos.to_svg(&SvgOptions::new().with_coordinates(coordinates).with_flipped(flipped));
                let doc = parse(&svg);
                let (left, top, size) = board(&doc);
                assert_eq!((left, top), if coordinates { (size / 2, size / 8) } else { (0, 0) });
                let (near, far) = (size / 2, (n - 1) * size + size / 2);
                // a1, the last file's first square, the top right, the top left; turned half a turn.
                let mut expected = [(near, far), (far, far), (far, near), (near, near)];
                if flipped {
                    expected.rotate_left(2);
                }
                for (square, (x, y)) in corners.into_iter().zip(expected) {
                    let color = pos.piece_at(square).unwrap();
                    let centres: Vec<(i64, i64)> = elements(&doc, "circle", &format!("piece {color}"))
                        .map(|c| (number(c, "cx"), number(c, "cy")))
                        .collect();
                    assert!(centres.contains(&(left + x, top + y)), "{square} flipped: {flipped}: {centres:?}");
                }
                // The board is n squares on a side, the dark ones half of them (a1 dark).
                let dark = path_squares(path_of(&doc, DARK).attribute("d").unwrap());
                assert_eq!(dark.len() as i64, (n * n + 1) / 2);
                let a1 = centre(&doc, flipped, Square::A1);
                assert!(dark.iter().any(|&(x, y, s)| (x + s / 2, y + s / 2) == a1), "a1 is dark");
                assert!(dark.iter().all(|&(x, y, s)| s == size && x >= left && y >= top));
                assert!(dark.iter().all(|&(x, y, _)| x < left + n * size && y < top + n * size));
            }
        }
    }
}

/// The size of the drawing: the board's `n·s`, with coordinates `s/2` left and below
/// and `s/8` above and right, and for Parachute `3s/4` more below.
#[test]
fn the_size_grows_as_documented() {
    for variant in square_variants() {
        if variant.fits::<Grid8>() {
            check_size::<Grid8>(variant);
        } else {
            check_size::<Grid12>(variant);
        }
    }
    // The numbers in `Position::to_svg`'s documentation.
    let default_size = |variant| {
        let svg = Position::from_variant(variant).unwrap().to_svg(&SvgOptions::new());
        let doc = parse(&svg);
        (number(doc.root_element(), "width"), number(doc.root_element(), "height"))
    };
    assert_eq!(default_size(Variant::Standard), (414, 414));
    assert_eq!(default_size(Variant::SevenBySeven), (366, 366));
    assert_eq!(default_size(Variant::SixBySix), (318, 318));
    assert_eq!(default_size(Variant::Parachute), (414, 450));
    let wide_size = |variant| {
        let svg = Position::<Grid12>::start_of(variant).unwrap().to_svg(&SvgOptions::defaults());
        let doc = parse(&svg);
        (number(doc.root_element(), "width"), number(doc.root_element(), "height"))
    };
    assert_eq!(wide_size(Variant::NineByNine), (462, 462));
    assert_eq!(wide_size(Variant::BlackHole), (462, 462));
    assert_eq!(wide_size(Variant::TwelveByTwelve), (606, 606));
}

/// [`the_size_grows_as_documented`] for `variant`'s start on `G`.
fn check_size<G: Geometry>(variant: Variant) {
    let pos = Position::<G>::start_of(variant).unwrap();
    let n = i64::from(variant.board_size());
    let parachute = matches!(variant, Variant::Parachute | Variant::ParachuteMirrored);
    for square_size in [0u16, 8, 30, 48, 61, 100] {
        let s = i64::from(square_size.max(8));
        for coordinates in [false, true] {
            let options = SvgOptions::<G>::defaults().with_square_size(square_size).with_coordinates(coordinates);
            let svg = pos.to_svg(&options);
            let doc = parse(&svg);
            let root = doc.root_element();
            let frame = if coordinates { s / 2 + s / 8 } else { 0 };
            let band = if parachute { s * 3 / 4 } else { 0 };
            assert_eq!(number(root, "width"), n * s + frame, "{variant}, {s}, {coordinates}");
            assert_eq!(number(root, "height"), n * s + frame + band, "{variant}, {s}, {coordinates}");
            let (left, top, size) = board(&doc);
            assert_eq!(size, s);
            assert_eq!((left, top), if coordinates { (s / 2, s / 8) } else { (0, 0) });
        }
    }
}

#[test]
fn holes_are_gaps_in_the_board_with_a_mark() {
    let mut holes_seen = 0;
    let positions: Vec<Position> = variant_positions().into_iter().chain([gemma_26()]).collect();
    for pos in positions.into_iter().filter(|pos| !pos.holes().is_empty()) {
        for flipped in [false, true] {
            for coordinates in [false, true] {
                let options = SvgOptions::new()
                    .with_flipped(flipped)
                    .with_coordinates(coordinates)
                    .with_marked(Bitboard::FULL)
                    .with_targets(Bitboard::FULL)
                    .with_selected(pos.holes().first().unwrap());
                let svg = pos.to_svg(&options);
                let doc = parse(&svg);
                let (left, top, size) = board(&doc);
                let n = i64::from(pos.board_size());
                // The light board: its outline, then the holes, cut out by the even-odd rule.
                let light = path_of(&doc, LIGHT);
                assert_eq!(light.attribute("fill-rule"), Some("evenodd"));
                let light = path_squares(light.attribute("d").unwrap());
                assert_eq!(light[0], (left, top, n * size), "the board first");
                let cut: Vec<Square> = light[1..]
                    .iter()
                    .map(|&(x, y, s)| {
                        assert_eq!(s, size);
                        square_at_corner(&doc, flipped, x, y)
                    })
                    .collect();
                assert_eq!(set(&cut), pos.holes());
                assert_eq!(cut.len(), pos.holes().count());
                // The dark squares: every dark square of the board but the holes.
                let dark: Vec<Square> = path_squares(path_of(&doc, DARK).attribute("d").unwrap())
                    .into_iter()
                    .map(|(x, y, _)| square_at_corner(&doc, flipped, x, y))
                    .collect();
                let is_dark = |square: Square| (square.file().index() + square.rank().index()) % 2 == 0;
                let expected: Bitboard =
                    pos.board().into_iter().filter(|&sq| is_dark(sq)).collect::<Bitboard>() - pos.holes();
                assert_eq!(set(&dark), expected, "{pos}");
                // One mark inside each hole, and nothing else drawn there.
                let marks: Vec<Square> = elements(&doc, "rect", "hole")
                    .map(|mark| {
                        let (x, y, side) = (number(mark, "x"), number(mark, "y"), number(mark, "width"));
                        assert!(side > 0 && side < size);
                        square_at(&doc, flipped, x + side / 2, y + side / 2)
                    })
                    .collect();
                assert_eq!(marks.len(), pos.holes().count());
                assert_eq!(set(&marks), pos.holes());
                for class in ["marked", "selected"] {
                    for rect in elements(&doc, "rect", class) {
                        let square = square_at_corner(&doc, flipped, number(rect, "x"), number(rect, "y"));
                        assert!(!pos.holes().contains(square), "{class} on the hole {square}");
                    }
                }
                assert_eq!(elements(&doc, "rect", "marked").count(), pos.landable().count());
                assert_eq!(elements(&doc, "rect", "selected").count(), 0, "the selected square is a hole");
                assert_eq!(set(&circle_squares(&doc, flipped, "target")), pos.landable());
                holes_seen += pos.holes().count();
            }
        }
    }
    assert!(holes_seen > 500, "{holes_seen} holes drawn");
}

/// The reserve trays: one group per side, Black's left and White's right, below the
/// board and each inside its half of the board's width, with a stone of the opponent's
/// colour per stone held and the count.
#[test]
fn the_reserves_are_shown_with_their_counts() {
    let mut rng = XorShift(0x51_7cc1_b727_220a);
    for variant in [Variant::Parachute, Variant::ParachuteMirrored] {
        // Every ply of the drop phase and a few after it: counts 6 down to 0.
        let mut positions = vec![Position::from_variant(variant).unwrap()];
        positions.extend(random_game(variant, &mut rng, 16).into_iter().map(|(_, pos)| pos));
        for (ply, pos) in positions.into_iter().enumerate() {
            assert_eq!(pos.in_drop_phase(), ply < 12, "{pos}");
            for flipped in [false, true] {
                let svg = pos.to_svg(&SvgOptions::new().with_flipped(flipped));
                let doc = parse(&svg);
                let (left, top, size) = board(&doc);
                let side = 8 * size;
                let height = number(doc.root_element(), "height");
                for color in Color::ALL {
                    let class = format!("reserve {color}");
                    let groups: Vec<Node<'_, '_>> = elements(&doc, "g", &class).collect();
                    assert_eq!(groups.len(), 1, "{color}'s reserve in {pos}");
                    let tray = groups[0].children().find(|n| n.has_tag_name("rect")).expect("a tray");
                    let (x, y, width) = (number(tray, "x"), number(tray, "y"), number(tray, "width"));
                    let tray_height = number(tray, "height");
                    assert!(y > top + side + size / 2 - 1 && y + tray_height <= height, "below the board");
                    let half = match color {
                        Color::Black => left..left + side / 2,
                        Color::White => left + side / 2..left + side,
                    };
                    assert!(half.contains(&x) && half.contains(&(x + width - 1)), "{color}'s tray in its half");
                    let held = usize::from(pos.reserve(color));
                    let stones: Vec<Node<'_, '_>> = groups[0]
                        .descendants()
                        .filter(|n| n.has_tag_name("circle"))
                        .inspect(|n| {
                            assert_eq!(n.attribute("class"), Some(format!("stone {}", color.other()).as_str()))
                        })
                        .collect();
                    assert_eq!(stones.len(), held, "{color} holds {held} in {pos}");
                    for stone in stones {
                        let (cx, cy, r) = (number(stone, "cx"), number(stone, "cy"), number(stone, "r"));
                        assert!(cx - r >= x && cx + r <= x + width && cy - r >= y && cy + r <= y + tray_height);
                    }
                    let count: Vec<&str> =
                        groups[0].descendants().filter(|n| n.has_tag_name("text")).map(|n| n.text().unwrap()).collect();
                    assert_eq!(count, [held.to_string()]);
                }
            }
        }
    }
    // No reserves in the other variants.
    for variant in [Variant::Standard, Variant::CheshireCat, Variant::SixBySix] {
        let svg = Position::from_variant(variant).unwrap().to_svg(&SvgOptions::new());
        assert!(!svg.contains("reserve") && !svg.contains("stone"), "{variant}");
    }
}

/// The arrow's points, from its polygon.
fn arrow_points(doc: &Document<'_>) -> Vec<(i64, i64)> {
    let arrows: Vec<Node<'_, '_>> = elements(doc, "polygon", "arrow").collect();
    assert_eq!(arrows.len(), 1);
    arrows[0]
        .attribute("points")
        .unwrap()
        .split(' ')
        .map(|point| {
            let (x, y) = point.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

#[test]
fn an_exit_is_an_arrow_to_the_nearest_edge() {
    let mut rng = XorShift(0x2f1d_6a3b_94c0_e851);
    let mut exits = vec![(Move::Exit { from: Square::E8 }, gemma_26())];
    for _ in 0..20 {
        exits.extend(
            random_game(Variant::CheshireCat, &mut rng, 50)
                .into_iter()
                .filter(|(mv, _)| matches!(mv, Move::Exit { .. })),
        );
    }
    assert!(exits.len() > 10, "{} exits", exits.len());
    for (mv, pos) in exits {
        let from = mv.origin().unwrap();
        assert!(pos.holes().contains(from));
        for flipped in [false, true] {
            let svg = pos.to_svg(&SvgOptions::new().with_flipped(flipped).with_last_move(mv));
            let doc = parse(&svg);
            let points = arrow_points(&doc);
            assert_eq!(points.len(), 7);
            let (left, top, size) = board(&doc);
            let side = 8 * size;
            let (from_x, from_y) = centre(&doc, flipped, from);
            let (start_x, start_y) = ((points[0].0 + points[6].0) / 2, (points[0].1 + points[6].1) / 2);
            assert!((start_x - from_x).abs() <= 1 && (start_y - from_y).abs() <= 1, "{mv}: {points:?}");
            // The tip: on the edge nearest the square, straight out from its centre.
            let tip = points[3];
            let nearest =
                [from_y - top, top + side - from_y, from_x - left, left + side - from_x].into_iter().min().unwrap();
            let expected = [(from_x, top), (from_x, top + side), (left, from_y), (left + side, from_y)];
            let distance = |&(x, y): &(i64, i64)| (x - from_x).abs() + (y - from_y).abs();
            assert!(expected.contains(&tip), "{mv}: tip {tip:?} on an edge");
            assert_eq!(distance(&tip), nearest, "{mv}: the nearest edge");
            let last = doc.root_element().children().rfind(Node::is_element).unwrap();
            assert_eq!(last.attribute("class"), Some("arrow"));
        }
    }
}

#[test]
fn a_drop_is_a_ring_on_the_dropped_stone() {
    let mut rng = XorShift(0x7c3a_0f5e_19d2_b846);
    let mut turns = Vec::new();
    for _ in 0..3 {
        turns.extend(random_game(Variant::Parachute, &mut rng, 12));
    }
    // A pass with its drop: Black's a1 boxed in by White's a2, b1 and b2, and the
    // white stone Black dropped on d4.
    let boxed = Position::from_text("7w/8/8/8/3w4/8/ww6/bw6 w 0,1", Variant::Parachute).unwrap();
    turns.push((Move::PassDrop { drop: Square::D4 }, boxed));
    for (mv, pos) in turns {
        let drop = mv.drop_square().expect("a drop-phase turn");
        assert_eq!(pos.piece_at(drop), Some(pos.turn()), "the mover drops an opponent's stone");
        for flipped in [false, true] {
            let svg = pos.to_svg(&SvgOptions::new().with_flipped(flipped).with_last_move(mv));
            let doc = parse(&svg);
            assert_eq!(circle_squares(&doc, flipped, "drop"), [drop], "{mv}");
            let arrows = elements(&doc, "polygon", "arrow").count();
            assert_eq!(arrows, usize::from(mv.slide().is_some()), "{mv}");
            if let Some((_, to)) = mv.slide() {
                let tip = arrow_points(&doc)[3];
                assert_eq!(square_at(&doc, flipped, tip.0, tip.1), to);
            }
        }
    }
}

#[test]
fn squares_off_a_small_board_are_not_drawn() {
    let pos = Position::from_variant(Variant::SixBySix).unwrap();
    let options = SvgOptions::new()
        .with_marked(Bitboard::FULL)
        .with_targets(Bitboard::FULL)
        .with_selected(Square::H8)
        .with_last_move(Move::new(Square::B1, Square::H7));
    let svg = pos.to_svg(&options);
    let doc = parse(&svg);
    assert_eq!(elements(&doc, "rect", "marked").count(), 36);
    assert_eq!(circle_squares(&doc, false, "target").len(), 36);
    assert_eq!(elements(&doc, "rect", "selected").count(), 0);
    assert_eq!(elements(&doc, "polygon", "arrow").count(), 0);
    // Everything inside the drawing.
    let (width, height) = (number(doc.root_element(), "width"), number(doc.root_element(), "height"));
    for node in doc.descendants().filter(|n| n.attribute("x").is_some() || n.attribute("cx").is_some()) {
        let x = node.attribute("x").or(node.attribute("cx")).unwrap().parse::<i64>().unwrap();
        let y = node.attribute("y").or(node.attribute("cy")).unwrap().parse::<i64>().unwrap();
        assert!((0..=width).contains(&x) && (0..=height).contains(&y), "{node:?}");
    }
}

/// The squares of the `rect`s of `class`, each covering its square.
fn rect_squares(doc: &Document<'_>, flipped: bool, class: &str) -> Vec<Square> {
    elements(doc, "rect", class).map(|n| square_at_corner(doc, flipped, number(n, "x"), number(n, "y"))).collect()
}

/// The `attribute` (a fill or a stroke) of the group holding the first element of `class`.
fn group_paint<'a>(doc: &'a Document<'_>, tag: &str, class: &str, attribute: &str) -> &'a str {
    let node = doc.descendants().find(|n| n.has_tag_name(tag) && n.attribute("class") == Some(class)).unwrap();
    node.parent_element().and_then(|g| g.attribute(attribute)).unwrap()
}

#[test]
fn the_last_move_tints_its_squares() {
    for flipped in [false, true] {
        let options = SvgOptions::new().with_flipped(flipped).with_last_move(MIDGAME_LAST_MOVE);
        let doc_text = midgame().to_svg(&options);
        let doc = parse(&doc_text);
        assert_eq!(set(&rect_squares(&doc, flipped, "last-move")), set(&[Square::H6, Square::F4]));
    }
    // An exit tints its square; a drop-phase turn its slide's squares and the drop's.
    let exit = gemma_26().to_svg(&SvgOptions::new().with_last_move(Move::Exit { from: Square::E8 }));
    assert_eq!(rect_squares(&parse(&exit), false, "last-move"), [Square::E8]);
    let mut parachute = Position::from_variant(Variant::Parachute).unwrap();
    let turn = parachute.parse_move("a5-c5@d4").unwrap();
    parachute.play(turn).unwrap();
    let svg = parachute.to_svg(&SvgOptions::new().with_last_move(turn));
    assert_eq!(set(&rect_squares(&parse(&svg), false, "last-move")), set(&[Square::A5, Square::C5, Square::D4]));
    // A pass tints nothing; nor does a move off a small board.
    assert!(!midgame().to_svg(&SvgOptions::new().with_last_move(Move::PASS)).contains("last-move"));
    let small = Position::from_variant(Variant::SixBySix).unwrap();
    assert!(!small.to_svg(&SvgOptions::new().with_last_move(Move::new(Square::B1, Square::H3))).contains("last-move"));
}

#[test]
fn threats_mark_where_the_opponents_wins_land_and_start() {
    // RULES.md, "Perft": in the mid-game position White's four winning moves are h3-h5,
    // h3-f5, h7-h5 and e2-h5; with Black to move they are White's threats.
    let black_to_move: Position = MIDGAME.replace(" w", " b").parse().unwrap();
    for flipped in [false, true] {
        let options = SvgOptions::new().with_flipped(flipped).with_threats(Rules::default());
        let svg = black_to_move.to_svg(&options);
        let doc = parse(&svg);
        assert_eq!(set(&rect_squares(&doc, flipped, "threat")), set(&[Square::H5, Square::F5]));
        assert_eq!(elements(&doc, "rect", "threat").count(), 2, "one tint per square");
        assert_eq!(set(&circle_squares(&doc, flipped, "threat-origin")), set(&[Square::H3, Square::H7, Square::E2]));
        let (tint, ring) =
            (group_paint(&doc, "rect", "threat", "fill"), group_paint(&doc, "circle", "threat-origin", "stroke"));
        assert_eq!(tint, ring, "one red for both");
        assert_ne!(tint, group_paint(&doc, "circle", "piece white", "fill"));
    }
    // Without the option, or without a threat (the start), or when the game is over, none.
    assert!(!black_to_move.to_svg(&SvgOptions::new()).contains("threat"));
    assert!(!Position::default().to_svg(&SvgOptions::new().with_threats(Rules::default())).contains("threat"));
    let won: Position = "8/8/8/8/8/8/w7/bbw5 w".parse().unwrap();
    assert!(won.is_game_over(Rules::default()));
    assert!(!won.to_svg(&SvgOptions::new().with_threats(Rules::default())).contains("threat"));
}

#[test]
fn each_arrow_is_drawn_in_its_colour() {
    let pos = midgame();
    let options = SvgOptions::new()
        .with_last_move(MIDGAME_LAST_MOVE)
        .with_arrow(Square::E2, Square::H5, "red")
        .with_arrow(Square::B4, Square::D4, "#1e90ff")
        .with_arrow(Square::A1, Square::A1, "blue") // to itself: not drawn
        .with_arrow(Square::C3, Square::C5, r#"a"b<c"#);
    for flipped in [false, true] {
        let svg = pos.to_svg(&options.clone().with_flipped(flipped));
        let doc = parse(&svg);
        let arrows: Vec<Node<'_, '_>> = elements(&doc, "polygon", "arrow").collect();
        // The last move's first, in the theme's colour, then the others in order (the
        // colour with XML's special characters read back as given).
        let fills: Vec<&str> = arrows.iter().map(|n| n.attribute("fill").unwrap()).collect();
        assert_eq!(fills[1..], ["red", "#1e90ff", r#"a"b<c"#]);
        assert!(!fills[1..].contains(&fills[0]));
        let tips: Vec<Square> = arrows
            .iter()
            .map(|n| {
                let tip = n.attribute("points").unwrap().split(' ').nth(3).unwrap();
                let (x, y) = tip.split_once(',').unwrap();
                square_at(&doc, flipped, x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert_eq!(tips, [Square::F4, Square::H5, Square::D4, Square::C5]);
    }
    // Off a small board: not drawn.
    let small = Position::from_variant(Variant::SixBySix).unwrap();
    assert!(!small.to_svg(&SvgOptions::new().with_arrow(Square::A1, Square::H8, "red")).contains("arrow"));
}

#[test]
fn coordinates_on_all_sides_frame_the_board_evenly() {
    for variant in [Variant::Standard, Variant::SevenBySeven, Variant::SixBySix] {
        let pos = Position::from_variant(variant).unwrap();
        let n = i64::from(variant.board_size());
        let two_sides = pos.to_svg(&SvgOptions::new());
        let all = pos.to_svg(&SvgOptions::new().with_coordinates_on_all_sides(true));
        let (doc_two, doc_all) = (parse(&two_sides), parse(&all));
        let texts = |doc: &Document<'_>| doc.descendants().filter(|node| node.has_tag_name("text")).count() as i64;
        assert_eq!((texts(&doc_two), texts(&doc_all)), (2 * n, 4 * n), "{variant}");
        // A margin of half a square on every side: 48 · n + 2 · 24.
        let side = 48 * n + 48;
        assert!(all.contains(&format!(r#"viewBox="0 0 {side} {side}""#)), "{variant}");
        let (left, top, size) = board(&doc_all);
        assert_eq!((left, top, size), (24, 24, 48));
        // Each file letter above and below its column, each rank digit left and right of its row.
        for node in doc_all.descendants().filter(|node| node.has_tag_name("text")) {
            let (x, y) = (number(node, "x"), number(node, "y"));
            let label = node.text().unwrap();
            if label.chars().all(|c| c.is_ascii_lowercase()) {
                assert!(y < top || y > top + n * size, "{label} at {y}");
                assert_eq!((x - left) % size, size / 2);
            } else {
                assert!(x < left || x > left + n * size, "{label} at {x}");
            }
        }
        // Without coordinates the option changes nothing.
        let plain = SvgOptions::new().with_coordinates(false);
        assert_eq!(pos.to_svg(&plain.clone().with_coordinates_on_all_sides(true)), pos.to_svg(&plain));
    }
}

#[test]
fn each_theme_colours_the_board() {
    assert_eq!(Theme::default(), Theme::Wood);
    assert_eq!((Theme::Wood.light_square(), Theme::Wood.dark_square()), (LIGHT, DARK), "the colours before themes");
    let mut seen = Vec::new();
    for theme in Theme::ALL {
        assert_eq!(theme.name().parse::<Theme>(), Ok(theme));
        let svg = gemma_26().to_svg(&SvgOptions::new().with_theme(theme));
        let doc = parse(&svg);
        // The light board (with holes, the even-odd path) and the dark squares' path.
        let light = path_of(&doc, theme.light_square());
        assert_eq!(light.attribute("fill-rule"), Some("evenodd"));
        // The dark squares are the 32 with an even file + rank index sum (a1 is dark), less the holes.
        let dark = path_of(&doc, theme.dark_square());
        let is_dark = |square: &Square| (square.file().index() + square.rank().index()) % 2 == 0;
        let dark_holes = gemma_26().holes().into_iter().filter(is_dark).count();
        assert_eq!(path_squares(dark.attribute("d").unwrap()).len(), 32 - dark_holes);
        seen.push((theme.light_square(), theme.dark_square()));
    }
    seen.dedup();
    assert_eq!(seen.len(), Theme::ALL.len(), "every theme has its own board");
    assert!("pink".parse::<Theme>().unwrap_err().to_string().contains("\"pink\""));
}

// Every board, 5×5 to 12×12: the wide boards (9×9 to 12×12, `Position<Grid12>`) and
// Black Hole's black hole, checked against the position's text read here, not against
// the library's sets.

/// How a diagram is drawn in [`draw_start`]: the options these tests vary.
#[derive(Copy, Clone, Debug)]
struct Look {
    flipped: bool,
    coordinates: bool,
    all_sides: bool,
    square_size: u16,
}

/// The looks every start is drawn in: the default, flipped, without coordinates at 30
/// px, with coordinates on all sides at 61 px.
const LOOKS: [Look; 4] = [
    Look { flipped: false, coordinates: true, all_sides: false, square_size: 48 },
    Look { flipped: true, coordinates: true, all_sides: false, square_size: 48 },
    Look { flipped: false, coordinates: false, all_sides: false, square_size: 30 },
    Look { flipped: true, coordinates: true, all_sides: true, square_size: 61 },
];

/// `variant`'s start on its geometry, drawn in `look`, and its position text.
fn draw_start(variant: Variant, look: Look) -> (String, String) {
    fn draw<G: Geometry>(variant: Variant, look: Look) -> (String, String) {
        let pos = Position::<G>::start_of(variant).unwrap();
        let options = SvgOptions::<G>::defaults()
            .with_flipped(look.flipped)
            .with_coordinates(look.coordinates)
            .with_coordinates_on_all_sides(look.all_sides)
            .with_square_size(look.square_size);
        (pos.to_svg(&options), pos.to_string())
    }
    lines_of_action::with_geometry!(variant.geometry(), |G| draw::<G>(variant, look))
}

/// The pieces of a position text, read here: `(colour letter, file, rank)` from 0, rank
/// by rank from the top, a run of empty squares one or two digits, `x` a hole.
fn pieces_of_text(text: &str) -> Vec<(char, i64, i64)> {
    let board = text.split(' ').next().unwrap();
    let ranks: Vec<&str> = board.split('/').collect();
    let n = ranks.len() as i64;
    let mut pieces = Vec::new();
    for (row, rank) in ranks.iter().enumerate() {
        let (mut file, mut run) = (0, 0);
        for c in rank.chars() {
            if let Some(digit) = c.to_digit(10) {
                run = run * 10 + i64::from(digit);
                continue;
            }
            file += run;
            run = 0;
            if c == 'b' || c == 'w' {
                pieces.push((c, file, n - 1 - row as i64));
            }
            file += 1;
        }
        assert_eq!(file + run, n, "rank {} of {text} has {n} squares", n - row as i64);
    }
    pieces
}

/// The (file, rank) of the square whose centre is at (`x`, `y`), on a board of `n` with
/// its top-left corner at (`left`, `top`) and squares of `size`.
fn file_rank_at(n: i64, (left, top, size): (i64, i64, i64), flipped: bool, x: i64, y: i64) -> (i64, i64) {
    assert_eq!(((x - left) % size, (y - top) % size), (size / 2, size / 2), "({x}, {y}) is not a square's centre");
    let (column, row) = ((x - left) / size, (y - top) / size);
    assert!((0..n).contains(&column) && (0..n).contains(&row), "({x}, {y}) is off the board");
    if flipped { (n - 1 - column, row) } else { (column, n - 1 - row) }
}

/// The centre of the square on `file` and `rank` (from 0), as [`file_rank_at`] reads it.
fn centre_of(n: i64, (left, top, size): (i64, i64, i64), flipped: bool, file: i64, rank: i64) -> (i64, i64) {
    let (column, row) = if flipped { (n - 1 - file, rank) } else { (file, n - 1 - rank) };
    (left + column * size + size / 2, top + row * size + size / 2)
}

/// A minimal well-formedness check of our own, besides the XML parser's: every `<tag`
/// is closed by `/>` or a matching `</tag>`, in order.
fn assert_balanced(svg: &str) {
    let mut open: Vec<&str> = Vec::new();
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        let end = start + rest[start..].find('>').expect("a tag is closed");
        let tag = &rest[start + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop(), Some(name), "</{name}> closes what was opened");
        } else if !tag.ends_with('/') {
            open.push(tag.split(' ').next().unwrap());
        }
        rest = &rest[end + 1..];
    }
    assert!(open.is_empty(), "{open:?} left open");
}

/// The variants played on a square board (the hexagons have their own tests, below).
fn square_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL
        .into_iter()
        .filter(|variant| lines_of_action::with_geometry!(variant.geometry(), |G| G::CELL_SHAPE) == CellShape::Square)
}

#[test]
fn every_variant_start_draws_a_well_formed_svg_on_every_board() {
    let mut wide = 0;
    for variant in square_variants() {
        let n = i64::from(variant.board_size());
        for look in LOOKS {
            let (svg, text) = draw_start(variant, look);
            assert_balanced(&svg);
            let doc = parse(&svg);
            let root = doc.root_element();
            assert_eq!(root.tag_name().name(), "svg");
            assert_eq!(root.children().find(|n| n.has_tag_name("title")).unwrap().text(), Some(text.as_str()));
            // The size: n squares of s, and the frame.
            let s = i64::from(look.square_size);
            let frame = match (look.coordinates, look.all_sides) {
                (false, _) => 0,
                (true, false) => s / 2 + s / 8,
                (true, true) => 2 * (s / 2),
            };
            let band = if matches!(variant, Variant::Parachute | Variant::ParachuteMirrored) { s * 3 / 4 } else { 0 };
            let (width, height) = (n * s + frame, n * s + frame + band);
            assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()), "{variant} {look:?}");
            assert_eq!((number(root, "width"), number(root, "height")), (width, height));
            let geometry = board(&doc);
            assert_eq!(geometry.2, s, "{variant}: the square size");
            // One circle per piece of the text, on its square.
            let pieces = pieces_of_text(&text);
            for (letter, color) in [('b', Color::Black), ('w', Color::White)] {
                let mut expected: Vec<(i64, i64)> =
                    pieces.iter().filter(|piece| piece.0 == letter).map(|&(_, file, rank)| (file, rank)).collect();
                let mut drawn: Vec<(i64, i64)> = elements(&doc, "circle", &format!("piece {color}"))
                    .map(|c| file_rank_at(n, geometry, look.flipped, number(c, "cx"), number(c, "cy")))
                    .collect();
                expected.sort_unstable();
                drawn.sort_unstable();
                assert_eq!(drawn, expected, "{variant} {look:?}: the {color} pieces");
            }
            // The starts (RULES.md, "Variants"): each side on two opposite edges, the
            // corners empty, 2(n - 2) pieces a side; LOAPS leaves the edges' centres
            // empty too, Parachute keeps 6 a side in reserve.
            let a_side = match variant {
                Variant::Loaps => 8,
                Variant::Parachute | Variant::ParachuteMirrored => 6,
                _ => 2 * (n - 2),
            };
            assert_eq!(pieces.len() as i64, 2 * a_side, "{variant}");
            // The coordinates: files a.. and ranks 1.. of this board, once a side.
            let labels: Vec<String> = doc
                .descendants()
                .filter(|node| node.has_tag_name("text") && node.parent_element().unwrap().attribute("class").is_none())
                .map(|node| node.text().unwrap().to_owned())
                .collect();
            let files: Vec<String> = (0..n).map(|i| char::from(b'a' + i as u8).to_string()).collect();
            let ranks: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
            let sides = match (look.coordinates, look.all_sides) {
                (false, _) => 0,
                (true, false) => 1,
                (true, true) => 2,
            };
            let mut expected = Vec::new();
            for _ in 0..sides {
                expected.extend(files.iter().cloned());
            }
            for _ in 0..sides {
                expected.extend(ranks.iter().cloned());
            }
            assert_eq!(labels, expected, "{variant} {look:?}");
            if n > 8 {
                wide += 1;
            }
        }
    }
    assert_eq!(wide, 6 * LOOKS.len(), "the six variants of the wide boards");
}

#[test]
fn the_twelve_by_twelve_board_is_labelled_a_to_l_and_1_to_12() {
    let (svg, _) = draw_start(Variant::TwelveByTwelve, LOOKS[0]);
    assert!(svg.contains(r#"viewBox="0 0 606 606""#)); // 12 · 48 + 24 + 6
    let doc = parse(&svg);
    let (left, top, size) = board(&doc);
    assert_eq!((left, top, size), (24, 6, 48));
    let label = |text: &str| {
        let node = doc.descendants().find(|n| n.has_tag_name("text") && n.text() == Some(text));
        node.map(|n| (number(n, "x"), number(n, "y")))
    };
    // `l` below the last column, `12` left of the top row, and nothing past them.
    let (l_x, l_y) = label("l").expect("the l file");
    assert_eq!(l_x, left + 11 * size + size / 2);
    assert!(l_y > top + 12 * size);
    let (twelve_x, twelve_y) = label("12").expect("rank 12");
    assert!(twelve_x < left && (top..top + size).contains(&twelve_y));
    assert_eq!(label("m"), None);
    assert_eq!(label("13"), None);
    // A two-digit label fits its margin: digits are at most 0.6 em wide in sans-serif.
    let font_size =
        number(doc.descendants().find(|n| n.has_tag_name("g") && n.has_attribute("font-size")).unwrap(), "font-size");
    assert!(2 * font_size * 6 / 10 <= left, "two digits of {font_size} in {left}");
    assert!(twelve_x - font_size * 6 / 10 >= 0, "rank 12 starts inside the drawing");
}

/// Black Hole's black hole: the centre of its 9×9 board, e5 (file 4, rank 4).
const BLACK_HOLE: (i64, i64) = (4, 4);

/// A Black Hole position: Black's a1 and b1 touch, e3 stands apart; White's a9 and e9
/// stand apart. Black's e3-e5 (two pieces on the e file, e3 and e9) lands on the black
/// hole, which swallows the piece and leaves a1 and b1, connected: it wins. No other
/// slide of Black joins e3 to a1 and b1.
const SWALLOWING: &str = "w3w4/9/9/9/9/9/4b4/9/bb7 b";

#[test]
fn the_black_hole_is_drawn_on_black_hole_boards_only() {
    for variant in square_variants() {
        let black_hole = matches!(variant, Variant::BlackHole | Variant::BlackHoleScrambled);
        for look in LOOKS {
            let (svg, text) = draw_start(variant, look);
            let doc = parse(&svg);
            let marks: Vec<Node<'_, '_>> = elements(&doc, "g", "black-hole").collect();
            assert_eq!(marks.len(), usize::from(black_hole), "{variant}");
            let Some(mark) = marks.first() else {
                assert!(!svg.contains("black-hole") && !svg.contains("black hole"), "{variant}");
                continue;
            };
            let n = i64::from(variant.board_size());
            assert_eq!(n, 9);
            // Named, and drawn as circles centred on e5, which holds no piece.
            let title = mark.children().find(|c| c.has_tag_name("title")).expect("the black hole's title");
            assert_eq!(title.text(), Some("black hole e5"));
            let circles: Vec<Node<'_, '_>> = mark.children().filter(|c| c.has_tag_name("circle")).collect();
            assert!(!circles.is_empty());
            let geometry = board(&doc);
            for circle in &circles {
                let at = file_rank_at(n, geometry, look.flipped, number(*circle, "cx"), number(*circle, "cy"));
                assert_eq!(at, BLACK_HOLE, "{variant} {look:?}");
                assert!(number(*circle, "r") < geometry.2 / 2, "inside its square");
            }
            assert!(pieces_of_text(&text).iter().all(|&(_, file, rank)| (file, rank) != BLACK_HOLE));
            // Unlike a piece: no circle of the mark has a piece's class or a piece's fill.
            let piece_fills: Vec<&str> = doc
                .descendants()
                .filter(|n| {
                    n.has_tag_name("g")
                        && n.children().any(|c| c.attribute("class").is_some_and(|class| class.starts_with("piece")))
                })
                .filter_map(|g| g.attribute("fill"))
                .collect();
            assert_eq!(piece_fills.len(), 2);
            for circle in &circles {
                assert_eq!(circle.attribute("class"), None);
                assert!(
                    !piece_fills.contains(&circle.attribute("fill").unwrap()),
                    "{variant}: the hole is not a piece"
                );
            }
        }
    }
}

#[test]
fn the_black_hole_takes_the_theme_and_stays_after_it_swallows_a_piece() {
    let pos = Position::<Grid12>::start_of(Variant::BlackHole).unwrap();
    let mut rims = Vec::new();
    for theme in Theme::ALL {
        let svg = pos.to_svg(&SvgOptions::defaults().with_theme(theme));
        let doc = parse(&svg);
        let mark = elements(&doc, "g", "black-hole").next().unwrap();
        let paints: Vec<String> = mark
            .descendants()
            .filter(|n| n.has_tag_name("circle"))
            .flat_map(|c| [c.attribute("fill"), c.attribute("stroke")])
            .flatten()
            .filter(|&paint| paint != "none")
            .map(str::to_owned)
            .collect();
        assert!(!paints.is_empty());
        assert!(svg.contains(theme.light_square()));
        rims.push(paints);
    }
    rims.dedup();
    assert_eq!(rims.len(), Theme::ALL.len(), "each theme colours the black hole its own way");
    // Black's e3 to e5: two pieces on the e file (e3 and White's e9), so two squares
    // up, onto the black hole, which swallows it: Black keeps a1 and b1, and e5 stays
    // empty.
    let mut pos = Position::<Grid12>::read(SWALLOWING, Variant::BlackHole).unwrap();
    let sq = |text: &str| text.parse::<Square12>().unwrap();
    let mv = Move::new(sq("e3"), sq("e5"));
    pos.play(mv).unwrap();
    let svg = pos.to_svg(&SvgOptions::defaults().with_last_move(mv));
    let doc = parse(&svg);
    assert_eq!(elements(&doc, "circle", "piece black").count(), 2);
    assert_eq!(elements(&doc, "g", "black-hole").count(), 1);
    let (_, _, size) = board(&doc);
    let tip = arrow_points(&doc)[3];
    assert_eq!(file_rank_at(9, board(&doc), false, tip.0, tip.1), BLACK_HOLE, "the arrow ends in the hole ({size})");
}

#[test]
fn the_last_move_is_an_arrow_on_a_wide_board() {
    let start = Position::<Grid12>::start_of(Variant::TwelveByTwelve).unwrap();
    let mut positions = vec![start];
    let mut after = start;
    after.play(start.legal_moves()[0]).unwrap();
    positions.push(after);
    let mut drawn = 0;
    for pos in positions {
        for mv in pos.legal_moves() {
            let (from, to) = mv.slide().unwrap();
            let mut child = pos;
            child.play(mv).unwrap();
            for flipped in [false, true] {
                let svg = child.to_svg(&SvgOptions::defaults().with_flipped(flipped).with_last_move(mv));
                let doc = parse(&svg);
                let geometry = board(&doc);
                let points = arrow_points(&doc);
                assert_eq!(points.len(), 7);
                let square = |s: Square12| (i64::from(s.file_index()), i64::from(s.rank_index()));
                assert_eq!(file_rank_at(12, geometry, flipped, points[3].0, points[3].1), square(to), "{mv}");
                let (start_x, start_y) = ((points[0].0 + points[6].0) / 2, (points[0].1 + points[6].1) / 2);
                let (from_x, from_y) = centre_of(12, geometry, flipped, square(from).0, square(from).1);
                assert!((start_x - from_x).abs() <= 1 && (start_y - from_y).abs() <= 1, "{mv}: {points:?}");
                // Its two squares tinted, the arrow above everything.
                let tints: Vec<(i64, i64)> = elements(&doc, "rect", "last-move")
                    .map(|r| file_rank_at(12, geometry, flipped, number(r, "x") + 24, number(r, "y") + 24))
                    .collect();
                assert_eq!(tints.len(), 2);
                assert!(tints.contains(&square(from)) && tints.contains(&square(to)), "{mv}");
                let last = doc.root_element().children().rfind(Node::is_element).unwrap();
                assert_eq!(last.attribute("class"), Some("arrow"));
                drawn += 1;
            }
        }
    }
    assert!(drawn > 100, "{drawn} arrows");
}

#[test]
fn wide_options_round_trip() {
    let pos = Position::<Grid12>::start_of(Variant::TwelveByTwelve).unwrap();
    let sq = |text: &str| text.parse::<Square12>().unwrap();
    let mv = Move::new(sq("b1"), sq("b3"));
    let marked: Bitboard12 = [sq("a1"), sq("l12"), sq("f7")].into_iter().collect();
    let built = SvgOptions::<Grid12>::defaults()
        .with_flipped(true)
        .with_last_move(mv)
        .with_marked(marked)
        .with_legal_targets(&pos, sq("c1"))
        .with_arrow(sq("a2"), sq("l11"), "red")
        .with_threats(Rules::default())
        .with_theme(Theme::Blue)
        .with_coordinates_on_all_sides(true)
        .with_square_size(32);
    // Read back as set: c1's moves on the 12×12 start are c1-c3 (two pieces on the c
    // file), c1-e3 (c1 and l10 on the diagonal) and c1xa3 (c1 and a3 on the other); the
    // rank, with ten pieces, sends it off the board.
    assert!(built.flipped && built.coordinates && built.coordinates_on_all_sides);
    assert_eq!(built.last_move, Some(mv));
    assert_eq!(built.marked, marked);
    assert_eq!(built.selected, Some(sq("c1")));
    assert_eq!(built.targets, [sq("c3"), sq("e3"), sq("a3")].into_iter().collect::<Bitboard12>());
    assert_eq!(built.arrows, [Arrow { from: sq("a2"), to: sq("l11"), color: "red".to_owned() }]);
    assert_eq!((built.threats, built.theme, built.square_size), (Some(Rules::default()), Theme::Blue, 32));
    // The same options set field by field are equal and draw the same diagram.
    let mut by_fields = SvgOptions::<Grid12>::defaults();
    by_fields.flipped = true;
    by_fields.last_move = Some(mv);
    by_fields.marked = marked;
    by_fields.selected = Some(sq("c1"));
    by_fields.targets = pos.legal_targets(sq("c1"));
    by_fields.arrows.push(Arrow { from: sq("a2"), to: sq("l11"), color: "red".into() });
    by_fields.threats = Some(Rules::default());
    by_fields.theme = Theme::Blue;
    by_fields.coordinates_on_all_sides = true;
    by_fields.square_size = 32;
    assert_eq!(by_fields, built);
    assert_eq!(built.clone(), built);
    let svg = pos.to_svg(&built);
    assert_eq!(pos.to_svg(&by_fields), svg);
    // And the diagram shows them: 32 px squares and a 16 px frame on every side.
    let doc = parse(&svg);
    assert!(svg.contains(r#"viewBox="0 0 416 416""#)); // 12 · 32 + 2 · 16
    let geometry = board(&doc);
    assert_eq!(geometry, (16, 16, 32));
    let at_corner = |r: Node<'_, '_>| file_rank_at(12, geometry, true, number(r, "x") + 16, number(r, "y") + 16);
    let mut marks: Vec<(i64, i64)> = elements(&doc, "rect", "marked").map(at_corner).collect();
    marks.sort_unstable();
    assert_eq!(marks, [(0, 0), (5, 6), (11, 11)]);
    assert_eq!(elements(&doc, "rect", "selected").map(at_corner).collect::<Vec<_>>(), [(2, 0)]);
    let targets: Vec<(i64, i64)> = elements(&doc, "circle", "target")
        .map(|c| file_rank_at(12, geometry, true, number(c, "cx"), number(c, "cy")))
        .collect();
    assert_eq!(targets.len(), 3);
    for square in [(0, 2), (2, 2), (4, 2)] {
        assert!(targets.contains(&square), "{square:?} in {targets:?}");
    }
    assert_eq!(elements(&doc, "polygon", "arrow").count(), 2);
    assert_eq!(doc.descendants().filter(|n| n.has_tag_name("text")).count(), 4 * 12);
    // The default options are the same on every geometry.
    let (wide, board8) = (SvgOptions::<Grid12>::defaults(), SvgOptions::new());
    assert_eq!(
        (wide.flipped, wide.coordinates, wide.coordinates_on_all_sides, wide.square_size, wide.theme),
        (board8.flipped, board8.coordinates, board8.coordinates_on_all_sides, board8.square_size, board8.theme)
    );
    assert!(wide.targets.is_empty() && wide.marked.is_empty() && wide.arrows.is_empty());
    assert_eq!(SvgOptions::<Grid8>::defaults(), SvgOptions::new());
}

#[test]
fn threats_are_drawn_on_a_wide_board() {
    // [`SWALLOWING`] with White to move: Black threatens e3-e5 into the black hole, and
    // nothing else.
    let pos = Position::<Grid12>::read(&SWALLOWING.replace(" b", " w"), Variant::BlackHole).unwrap();
    for flipped in [false, true] {
        let svg = pos.to_svg(&SvgOptions::defaults().with_flipped(flipped).with_threats(Rules::default()));
        let doc = parse(&svg);
        let geometry = board(&doc);
        let tints: Vec<(i64, i64)> = elements(&doc, "rect", "threat")
            .map(|r| file_rank_at(9, geometry, flipped, number(r, "x") + 24, number(r, "y") + 24))
            .collect();
        assert_eq!(tints, [BLACK_HOLE]);
        let rings: Vec<(i64, i64)> = elements(&doc, "circle", "threat-origin")
            .map(|c| file_rank_at(9, geometry, flipped, number(c, "cx"), number(c, "cy")))
            .collect();
        assert_eq!(rings, [(4, 2)]); // e3
    }
    // On the 12×12 start nobody threatens anything.
    let start = Position::<Grid12>::start_of(Variant::TwelveByTwelve).unwrap();
    assert!(!start.to_svg(&SvgOptions::defaults().with_threats(Rules::default())).contains("threat"));
}

// The hexagonal boards (RULES.md, "Hexagonal boards"): every cell one hexagon, found
// from the polygons' places alone (rows from the top of the screen, each row's cells from
// the left: row `i` or `k` first and each row from 1, or turned half a turn when
// flipped), neighbours sharing a side; the pieces, the black hole, the labels and the
// highlights on their cells, checked against the position's text read here.

/// A cell of a hexagon as these tests name it: its row from 0 (`a`) and its number
/// from 1 at the row's left end.
type HexCell = (usize, usize);

/// The number of cells of row `row` of the hexagon of `side`: `side` in row a, one more
/// each row up to the middle row, then one fewer.
fn row_length(side: usize, row: usize) -> usize {
    2 * side - 1 - row.abs_diff(side - 1)
}

fn hex_name((row, number): HexCell) -> String {
    format!("{}{number}", char::from(b'a' + row as u8))
}

/// Whether two cells touch (RULES.md, "Neighbours and lines"): next to each other in a
/// row; or in rows one apart, where below the middle row cell x touches x and x+1 of the
/// row above, and from the middle row up x−1 and x.
fn touch(side: usize, a: HexCell, b: HexCell) -> bool {
    if a.0 == b.0 {
        return a.1.abs_diff(b.1) == 1;
    }
    let (low, high) = if a.0 < b.0 { (a, b) } else { (b, a) };
    if high.0 != low.0 + 1 {
        return false;
    }
    if low.0 < side - 1 { high.1 == low.1 || high.1 == low.1 + 1 } else { high.1 + 1 == low.1 || high.1 == low.1 }
}

/// The points of a polygon.
fn polygon_points(node: Node<'_, '_>) -> Vec<(i64, i64)> {
    node.attribute("points")
        .unwrap()
        .split(' ')
        .map(|point| {
            let (x, y) = point.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

/// The centre of a polygon: the mean of its points.
fn polygon_centre(points: &[(i64, i64)]) -> (i64, i64) {
    let n = points.len() as i64;
    let (x, y) = points.iter().fold((0, 0), |(x, y), &(px, py)| (x + px, y + py));
    assert_eq!((x % n, y % n), (0, 0), "{points:?} has an integer centre");
    (x / n, y / n)
}

/// The cells a hexagonal diagram draws, from its `<polygon class="cell">`s: each cell
/// with the corners of its hexagon, named by its place on the screen.
fn drawn_cells(doc: &Document<'_>, side: usize, flipped: bool) -> Vec<(HexCell, Vec<(i64, i64)>)> {
    let mut polygons: Vec<Vec<(i64, i64)>> = elements(doc, "polygon", "cell").map(polygon_points).collect();
    polygons.sort_by_key(|points| {
        let (x, y) = polygon_centre(points);
        (y, x)
    });
    let rows = 2 * side - 1;
    let mut cells = Vec::new();
    let mut polygons = polygons.into_iter().peekable();
    for screen_row in 0..rows {
        let row = if flipped { screen_row } else { rows - 1 - screen_row };
        let length = row_length(side, row);
        let mut y = None;
        for column in 0..length {
            let points = polygons.next().unwrap_or_else(|| panic!("row {row}: {column} of {length} cells"));
            let centre = polygon_centre(&points);
            assert_eq!(*y.get_or_insert(centre.1), centre.1, "row {row}: its cells are level");
            let number = if flipped { length - column } else { column + 1 };
            cells.push(((row, number), points));
        }
    }
    assert!(polygons.next().is_none(), "more cells than the hexagon of side {side} has");
    cells
}

/// The pieces of a hexagon's position text: rows from the top one down, each row's
/// cells from 1, a run of empty cells one or two digits.
fn hex_pieces(text: &str, side: usize) -> Vec<(char, HexCell)> {
    let rows: Vec<&str> = text.split(' ').next().unwrap().split('/').collect();
    assert_eq!(rows.len(), 2 * side - 1, "{text}");
    let mut pieces = Vec::new();
    for (top_down, cells) in rows.iter().enumerate() {
        let row = rows.len() - 1 - top_down;
        let (mut number, mut run) = (1, 0);
        for c in cells.chars() {
            if let Some(digit) = c.to_digit(10) {
                run = run * 10 + digit as usize;
                continue;
            }
            number += run;
            run = 0;
            pieces.push((c, (row, number)));
            number += 1;
        }
        assert_eq!(number + run - 1, row_length(side, row), "row {row} of {text}");
    }
    pieces
}

/// The hexagon variants and the sides of their boards.
const HEXAGONS: [(Variant, usize); 3] = [(Variant::Hex5, 5), (Variant::Hex6, 6), (Variant::Hex6Scrambled, 6)];

/// The size of a hexagon's diagram, from its documentation: cells `s` wide (rounded down
/// to even) and `3q` apart in height, `q = (s/2)/√3` rounded, the board `(2·side − 1)`
/// cells wide and `3q(2·side − 1) + q` high, with coordinates a frame of `s/2` left, right
/// and below and `s/8` above (`s/2` with coordinates on all sides).
fn hex_size(side: i64, look: Look) -> (i64, i64) {
    let s = i64::from(look.square_size.max(8));
    let half = s / 2;
    let q = (1..=half).min_by_key(|&q| (3 * q * q - half * half).abs()).unwrap();
    let rows = 2 * side - 1;
    let (width, height) = (rows * 2 * half, 3 * q * rows + q);
    match (look.coordinates, look.all_sides) {
        (false, _) => (width, height),
        (true, false) => (width + 2 * (s / 2), height + s / 2 + s / 8),
        (true, true) => (width + 2 * (s / 2), height + 2 * (s / 2)),
    }
}

#[test]
fn every_cell_of_a_hexagon_is_one_hexagon_and_neighbours_share_a_side() {
    for (variant, side) in HEXAGONS {
        for look in LOOKS {
            let (svg, text) = draw_start(variant, look);
            assert_balanced(&svg);
            let doc = parse(&svg);
            let root = doc.root_element();
            let (width, height) = hex_size(side as i64, look);
            assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()), "{variant} {look:?}");
            let cells = drawn_cells(&doc, side, look.flipped);
            assert_eq!(cells.len(), 3 * side * (side - 1) + 1, "{variant}: 61 or 91 cells");
            let half = i64::from(look.square_size.max(8)) / 2;
            for (cell, corners) in &cells {
                // A hexagon with a corner at the top, about regular: every corner as far
                // from the centre to within a unit, the flat sides s wide apart.
                assert_eq!(corners.len(), 6, "{}", hex_name(*cell));
                let (x, y) = polygon_centre(corners);
                let xs = corners.iter().map(|&(cx, _)| cx);
                assert_eq!(xs.clone().max().unwrap() - xs.min().unwrap(), 2 * half);
                assert_eq!(corners.iter().map(|&(_, cy)| cy).min(), Some(corners[0].1), "the top corner first");
                let distances: Vec<f64> =
                    corners.iter().map(|&(cx, cy)| (((cx - x).pow(2) + (cy - y).pow(2)) as f64).sqrt()).collect();
                let (near, far) = distances.iter().fold((f64::MAX, 0.0f64), |(a, b), &d| (a.min(d), b.max(d)));
                assert!(far - near <= 1.0, "{variant}: {} is a regular hexagon: {distances:?}", hex_name(*cell));
                // Inside the drawing.
                assert!(corners.iter().all(|&(cx, cy)| (0..=width).contains(&cx) && (0..=height).contains(&cy)));
            }
            // Neighbours share a side (two corners), other cells no corner.
            for (i, (a, a_corners)) in cells.iter().enumerate() {
                for (b, b_corners) in &cells[i + 1..] {
                    let shared = a_corners.iter().filter(|corner| b_corners.contains(corner)).count();
                    let expected = if touch(side, *a, *b) { 2 } else { 0 };
                    assert_eq!(shared, expected, "{variant} {look:?}: {} and {}", hex_name(*a), hex_name(*b));
                }
            }
            // One circle per piece of the text, centred on its cell.
            let centres: Vec<(HexCell, (i64, i64))> =
                cells.iter().map(|(cell, corners)| (*cell, polygon_centre(corners))).collect();
            let cell_at = |x: i64, y: i64| {
                centres
                    .iter()
                    .find(|&&(_, centre)| centre == (x, y))
                    .map(|&(cell, _)| cell)
                    .unwrap_or_else(|| panic!("({x}, {y}) is no cell's centre"))
            };
            let pieces = hex_pieces(&text, side);
            assert_eq!(pieces.len(), if side == 5 { 18 } else { 24 }, "{variant}: RULES.md's starts");
            for (letter, color) in [('b', Color::Black), ('w', Color::White)] {
                let mut expected: Vec<HexCell> =
                    pieces.iter().filter(|piece| piece.0 == letter).map(|piece| piece.1).collect();
                let mut drawn: Vec<HexCell> = elements(&doc, "circle", &format!("piece {color}"))
                    .map(|c| {
                        assert!(number(c, "r") < half, "a piece inside its cell");
                        cell_at(number(c, "cx"), number(c, "cy"))
                    })
                    .collect();
                expected.sort_unstable();
                drawn.sort_unstable();
                assert_eq!(drawn, expected, "{variant} {look:?}: the {color} pieces");
            }
            // hex6's black hole on its centre f6 (row 5, number 6), hex5 none.
            let marks: Vec<Node<'_, '_>> = elements(&doc, "g", "black-hole").collect();
            assert_eq!(marks.len(), usize::from(side == 6), "{variant}");
            for mark in marks {
                let title = mark.children().find(|c| c.has_tag_name("title")).unwrap();
                assert_eq!(title.text(), Some("black hole f6"));
                for circle in mark.children().filter(|c| c.has_tag_name("circle")) {
                    assert_eq!(cell_at(number(circle, "cx"), number(circle, "cy")), (5, 6), "{look:?}");
                    assert!(number(circle, "r") < half);
                }
            }
            check_hex_labels(&doc, side, look, &centres);
        }
    }
}

/// The labels of a hexagon's diagram: each row's letter beside the row's end cell on the
/// left (and on the right with coordinates on all sides), each number from 1 to
/// `2·side − 1` beside a cell of that number below the board (and above it): each label
/// nearer that cell's centre than any other cell's, and outside every cell.
fn check_hex_labels(doc: &Document<'_>, side: usize, look: Look, centres: &[(HexCell, (i64, i64))]) {
    let labels: Vec<(String, i64, i64)> = doc
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .map(|node| (node.text().unwrap().to_owned(), number(node, "x"), number(node, "y")))
        .collect();
    let sides = match (look.coordinates, look.all_sides) {
        (false, _) => 0,
        (true, false) => 1,
        (true, true) => 2,
    };
    let rows = 2 * side - 1;
    assert_eq!(labels.len(), sides * 2 * rows, "{look:?}: {labels:?}");
    if sides == 0 {
        return;
    }
    let font_size = number(doc.descendants().find(|n| n.has_attribute("font-size")).unwrap(), "font-size");
    let half = i64::from(look.square_size.max(8)) / 2;
    for (text, x, baseline) in &labels {
        // The middle of a digit or lower-case letter, about 0.35 em above its baseline.
        let y = baseline - font_size * 35 / 100;
        let distance = |(cx, cy): (i64, i64)| (cx - x).pow(2) + (cy - y).pow(2);
        let &(cell, centre) = centres.iter().min_by_key(|(_, centre)| distance(*centre)).unwrap();
        let letter = hex_name(cell).chars().next().unwrap().to_string();
        if text.parse::<usize>().is_ok() {
            assert_eq!(
                text,
                &cell.1.to_string(),
                "{look:?}: the number {text} at ({x}, {y}) is beside {}",
                hex_name(cell)
            );
        } else {
            assert_eq!(text, &letter, "{look:?}: the letter {text} at ({x}, {y}) is beside {}", hex_name(cell));
            // Level with its row, at an end of it.
            assert!((y - centre.1).abs() <= font_size / 2, "{text} is level with row {letter}");
            let row: Vec<i64> = centres.iter().filter(|(other, _)| other.0 == cell.0).map(|&(_, (cx, _))| cx).collect();
            assert!(centre.0 == *row.iter().min().unwrap() || centre.0 == *row.iter().max().unwrap());
        }
        // Outside the cell: beyond its inner circle (the flat sides are `half` away).
        assert!(distance(centre) > half * half, "{text} at ({x}, {y}) is outside {}", hex_name(cell));
    }
    // Every letter and number once a side.
    for name in (0..rows).map(|row| char::from(b'a' + row as u8).to_string()).chain((1..=rows).map(|n| n.to_string())) {
        assert_eq!(labels.iter().filter(|(text, _, _)| *text == name).count(), sides, "{look:?}: {name}");
    }
}

/// hex5 with White threatening to win at once: Black's i1 and i5; White's a1, a2 and
/// c3. c3's up-left line a3 b3 c3 d3 e3 f2 g1 holds c3 alone, so c3-b3 (one cell) joins
/// it to a2, which touches a1: a win (RULES.md, "Neighbours and lines").
const HEX5_THREAT: &str = "b3b/6/7/8/9/8/2w4/6/ww3 b";

#[test]
fn hex_highlights_targets_and_arrows_sit_on_their_cells() {
    let hex = |name: &str| name.parse::<lines_of_action::Cell5>().unwrap();
    let pos: Position<Hex5> = HEX5_THREAT.parse().unwrap();
    let wins = pos.opponent_winning_moves(Rules::default());
    assert!(wins.iter().any(|mv| *mv == Move::new(hex("c3"), hex("b3"))), "{wins:?}");
    let name_of = |cell: HexCell| hex_name(cell);
    for flipped in [false, true] {
        let marked: lines_of_action::CellSet5 = [hex("e5"), hex("i5")].into_iter().collect();
        let options = SvgOptions::<Hex5>::defaults()
            .with_flipped(flipped)
            .with_last_move(Move::new(hex("e1"), hex("i1")))
            .with_marked(marked)
            .with_legal_targets(&pos, hex("i1"))
            .with_arrow(hex("a1"), hex("e9"), "red")
            .with_threats(Rules::default());
        let svg = pos.to_svg(&options);
        let doc = parse(&svg);
        let cells = drawn_cells(&doc, 5, flipped);
        let cell_at = |(x, y): (i64, i64)| {
            let found = cells.iter().find(|(_, corners)| polygon_centre(corners) == (x, y));
            name_of(found.unwrap_or_else(|| panic!("({x}, {y}) is no cell's centre")).0)
        };
        let centre_of = |name: &str| {
            let (_, corners) = cells.iter().find(|(cell, _)| name_of(*cell) == name).unwrap();
            polygon_centre(corners)
        };
        // Each highlight a hexagon of its cell's shape: the same corners as the cell's.
        let highlighted = |class: &str| -> Vec<String> {
            let mut names: Vec<String> = elements(&doc, "polygon", class)
                .map(|polygon| {
                    let points = polygon_points(polygon);
                    let name = cell_at(polygon_centre(&points));
                    let (_, corners) = cells.iter().find(|(cell, _)| name_of(*cell) == name).unwrap();
                    assert_eq!(&points, corners, "{class} on {name}");
                    name
                })
                .collect();
            names.sort();
            names
        };
        assert_eq!(highlighted("last-move"), ["e1", "i1"]);
        assert_eq!(highlighted("marked"), ["e5", "i5"]);
        assert_eq!(highlighted("selected"), ["i1"]);
        let mut landings: Vec<String> = wins.iter().filter_map(|mv| mv.target()).map(|c| c.to_string()).collect();
        landings.sort();
        landings.dedup();
        assert_eq!(highlighted("threat"), landings);
        let mut origins: Vec<String> = elements(&doc, "circle", "threat-origin")
            .map(|circle| cell_at((number(circle, "cx"), number(circle, "cy"))))
            .collect();
        origins.sort();
        let mut expected: Vec<String> = wins.iter().filter_map(|mv| mv.origin()).map(|c| c.to_string()).collect();
        expected.sort();
        expected.dedup();
        assert_eq!(origins, expected);
        // The targets of i1: the moves of i1 in the legal moves, one circle each.
        let mut targets: Vec<String> = elements(&doc, "circle", "target")
            .map(|circle| cell_at((number(circle, "cx"), number(circle, "cy"))))
            .collect();
        targets.sort();
        let mut legal: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|mv| mv.origin() == Some(hex("i1")))
            .filter_map(|mv| mv.target())
            .map(|c| c.to_string())
            .collect();
        legal.sort();
        assert!(!legal.is_empty());
        assert_eq!(targets, legal);
        // The arrows: the last move's from e1 to i1, then a1 to e9, each from centre to tip.
        let arrows: Vec<Vec<(i64, i64)>> = elements(&doc, "polygon", "arrow").map(polygon_points).collect();
        assert_eq!(arrows.len(), 2);
        for (points, (from, to)) in arrows.iter().zip([("e1", "i1"), ("a1", "e9")]) {
            assert_eq!(points[3], centre_of(to), "the tip on {to}");
            let start = ((points[0].0 + points[6].0) / 2, (points[0].1 + points[6].1) / 2);
            let (fx, fy) = centre_of(from);
            assert!((start.0 - fx).abs() <= 1 && (start.1 - fy).abs() <= 1, "from {from}: {points:?}");
        }
        // The marks come after the cells: the cells first, the arrows last.
        let last = doc.root_element().children().rfind(Node::is_element).unwrap();
        assert_eq!(last.attribute("class"), Some("arrow"));
    }
}

#[test]
fn the_hexagons_have_their_documented_size() {
    // `Position::to_svg`'s documentation: with the default options hex5 is 480 × 422 and
    // hex6 576 × 506 (cells 48 wide, rows 42 apart).
    let svg = Position::<Hex5>::start_of(Variant::Hex5).unwrap().to_svg(&SvgOptions::defaults());
    assert!(svg.contains(r#"viewBox="0 0 480 422""#), "{}", &svg[..100]);
    let svg = Position::<Hex6>::start_of(Variant::Hex6).unwrap().to_svg(&SvgOptions::defaults());
    assert!(svg.contains(r#"viewBox="0 0 576 506""#), "{}", &svg[..100]);
    for (variant, side) in HEXAGONS {
        for square_size in [0u16, 8, 9, 30, 48, 61, 100] {
            for coordinates in [false, true] {
                let look = Look { flipped: false, coordinates, all_sides: false, square_size };
                let (svg, _) = draw_start(variant, look);
                let (width, height) = hex_size(side as i64, look);
                assert!(svg.contains(&format!(r#"viewBox="0 0 {width} {height}""#)), "{variant} {look:?}");
                assert_eq!(drawn_cells(&parse(&svg), side, false).len(), 3 * side * (side - 1) + 1);
            }
        }
    }
    // A hexagon has no holes: every cell is drawn, even with a set of all cells marked.
    let pos = Position::<Hex6>::start_of(Variant::Hex6).unwrap();
    let all = pos.board();
    assert_eq!(all.count(), 91);
    let svg = pos.to_svg(&SvgOptions::defaults().with_marked(all).with_targets(all));
    let doc = parse(&svg);
    assert_eq!(elements(&doc, "polygon", "marked").count(), 91);
    assert_eq!(elements(&doc, "circle", "target").count(), 91);
}
