//! A square's place in the plane ([`BoardSquare::coordinates`]) and the steps between
//! squares ([`BoardSquare::offset_steps`], [`BoardSquare::steps_to`]), the edge of a board
//! ([`BoardSquare::on_edge`]), on every geometry, against what the geometry's own
//! neighbours say: the steps are the breadth-first distance over [`SquareSet::dilate`],
//! the edge the squares with fewer neighbours on the board than the most any has, and no
//! symmetry changes a distance. The coordinates are the file and rank on the square
//! grids and the axial coordinates ([`Cell::axial`](lines_of_action::Cell::axial)) on a
//! hexagon.

use lines_of_action::{BoardSquare, BoardSymmetry, Cell5, Cell6, Geometry, Grid8, Grid12, Hex5, Hex6, SquareSet};

/// Every square of the geometry's largest board.
fn squares<G: Geometry>() -> Vec<G::Square> {
    (0..G::Square::INDICES).filter_map(G::Square::try_from_index).collect()
}

/// The steps from `from` to every square, breadth first over the geometry's neighbours
/// ([`SquareSet::dilate`]) on its largest board, by square index.
fn breadth_first<G: Geometry>(from: G::Square) -> Vec<Option<u8>> {
    let mut steps = vec![None; G::Square::INDICES];
    let (mut reached, mut distance) = (G::Set::from_square(from), 0);
    loop {
        for square in reached {
            steps[square.index()].get_or_insert(distance);
        }
        let grown = reached.dilate();
        if grown == reached {
            return steps;
        }
        (reached, distance) = (grown, distance + 1);
    }
}

/// Coordinates round-trip, distances are the neighbours' and scale with the offset,
/// symmetries keep them, and the edge is where squares have fewer neighbours.
fn the_plane_is_the_geometry_s<G: Geometry>() {
    let all = squares::<G>();
    let mut seen = std::collections::BTreeSet::new();
    for &square in &all {
        let (x, y) = square.coordinates();
        assert_eq!(G::Square::from_coordinates(x, y), Some(square), "{square}");
        assert!(seen.insert((x, y)), "{square}: two squares at ({x}, {y})");
        let steps = breadth_first::<G>(square);
        for &to in &all {
            let distance = square.steps_to(to);
            assert_eq!(Some(distance), steps[to.index()], "{square} to {to}");
            let (to_x, to_y) = to.coordinates();
            for k in [0, 1, 3, 12] {
                assert_eq!(G::Square::offset_steps(k * (to_x - x), k * (to_y - y)), k * i32::from(distance));
            }
        }
    }
    // Off the board: no square.
    let (xs, ys): (Vec<i32>, Vec<i32>) = all.iter().map(|square| square.coordinates()).unzip();
    for (x, y) in [(xs.iter().min().unwrap() - 1, 0), (0, ys.iter().max().unwrap() + 1), (i32::MIN, i32::MAX)] {
        assert_eq!(G::Square::from_coordinates(x, y), None, "({x}, {y})");
    }
    for size in G::SIZES {
        let board = G::Set::board_of_size(size);
        // The most neighbours a square has, itself counted: 9 on the square grids, 7 on a
        // hexagon.
        let inside = 1 + 2 * G::LINE_KINDS.len();
        for square in board {
            let neighbours = (G::Set::from_square(square).dilate() & board).count();
            assert_eq!(square.on_edge(size), neighbours < inside, "{square} on the board of {size}");
        }
        for &symmetry in <<G::Square as BoardSquare>::Symmetry as BoardSymmetry>::ALL {
            for a in board {
                for b in board {
                    let image = |square: G::Square| square.transformed(symmetry, size).expect("on the board");
                    assert_eq!(image(a).steps_to(image(b)), a.steps_to(b), "{symmetry:?}: {a} to {b}");
                }
            }
        }
    }
}

#[test]
fn the_square_grids_are_files_and_ranks_with_the_king_s_distance() {
    the_plane_is_the_geometry_s::<Grid8>();
    the_plane_is_the_geometry_s::<Grid12>();
    for square in squares::<Grid12>() {
        let (file, rank) = (i32::from(square.file_index()), i32::from(square.rank_index()));
        assert_eq!(square.coordinates(), (file, rank));
    }
}

#[test]
fn a_hexagon_is_its_axial_coordinates_with_the_hex_distance() {
    the_plane_is_the_geometry_s::<Hex5>();
    the_plane_is_the_geometry_s::<Hex6>();
    for cell in squares::<Hex5>() {
        let (q, r) = cell.axial();
        assert_eq!(cell.coordinates(), (i32::from(q), i32::from(r)));
        assert_eq!(cell.steps_to(Cell5::CENTRE), cell.ring());
    }
    for cell in squares::<Hex6>() {
        assert_eq!(cell.steps_to(Cell6::CENTRE), cell.ring());
    }
    // RULES.md, "Hexagonal boards": hex5's corners a1, a5, e1, e9, i1 and i5 are four
    // steps from e5 and eight from the opposite corner.
    let cell = |name: &str| name.parse::<Cell5>().unwrap();
    for (corner, opposite) in [("a1", "i5"), ("a5", "i1"), ("e1", "e9")] {
        assert_eq!((cell(corner).steps_to(Cell5::CENTRE), cell(corner).steps_to(cell(opposite))), (4, 8));
        assert!(cell(corner).on_edge(5));
    }
}
