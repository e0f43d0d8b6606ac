//! The evaluation ([`evaluate`]) is the same on each of a position's symmetric images
//! (eight on the square boards, twelve on a hexagon) and with the colours swapped (the other side to move, Parachute's reserves
//! changing hands): every term is a difference between the sides of a count that no
//! rotation or reflection of the board changes — in particular the quads, which are
//! counted once each from a piece chosen by the squares' order. Checked on every
//! position of random games in every variant.
//!
//! On a hexagon the terms are the hexagon's own (steps from neighbour to neighbour, full
//! triangles for quads, the bounding hexagon for the rectangle, the outer ring for the
//! edge): checked against the same terms counted here by enumeration, on the cells'
//! axial coordinates.

use lines_of_action::{
    BoardSquare, BoardSymmetry, Cell5, Cell6, Game, Geometry, Hex5, Hex6, Position, Rules, Variant, with_geometry,
};
use lines_of_action_search::{Random, evaluate};

/// Random games played in each variant.
const GAMES: usize = 4;

/// Where a random game is stopped if it has not ended.
const PLY_CAP: usize = 200;

/// Plays [`GAMES`] random games from `start` and checks every position on the way.
fn symmetric_along_random_games<G: Geometry>(start: Position<G>, seed: u64) {
    let mut random = Random::new(seed);
    for _ in 0..GAMES {
        let mut game = Game::from_position(start, Rules::default());
        while !game.is_over() && game.ply() < PLY_CAP {
            let pos = game.position();
            let score = evaluate(pos);
            for &symmetry in <G::Square as BoardSquare>::Symmetry::ALL {
                assert_eq!(evaluate(&pos.transformed(symmetry)), score, "{symmetry:?} of {pos}");
            }
            // Parachute's drop phase has no swap with White to move and both reserves full.
            if let Ok(swapped) = pos.color_swapped() {
                assert_eq!(evaluate(&swapped), score, "the colours swapped in {pos}");
            }
            let legal = game.legal_moves();
            let mv = legal.as_slice()[random.below(legal.as_slice().len())];
            game.play(mv).expect("a legal move");
        }
    }
}

#[test]
fn evaluation_is_symmetric_in_every_variant() {
    for (seed, &variant) in (1..).zip(Variant::ALL.iter()) {
        with_geometry!(variant, |G| {
            symmetric_along_random_games(Position::<G>::start_of(variant).unwrap(), seed);
        });
    }
}

/// The weights of `lines_of_action_search::eval`, in tenths of a hundredth, as its
/// documentation gives them: material, spread, groups, quads (on a hexagon, triangles),
/// area, edge, mobility, tempo.
const WEIGHTS: [i32; 8] = [194, 12, 55, 37, 11, 24, 19, 152];

/// The six neighbours of an axial offset (RULES.md, "Hexagonal boards": east and west in
/// the row, two cells in the row above and two in the row below).
const NEIGHBOURS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (-1, 1), (0, -1), (1, -1)];

/// The hex distance of an axial offset: half the sum of the absolute values of its three
/// cube coordinates `q`, `r` and `−q − r`.
fn hex_steps(q: i32, r: i32) -> i32 {
    (q.abs() + r.abs() + (q + r).abs()) / 2
}

/// One side's terms on a hexagon, computed here by enumeration from the pieces' axial
/// coordinates (`pieces`), the board's cells (`board`) and its side: `[pieces, spread,
/// groups, triangles, area, edge]`.
fn hex_terms(pieces: &[(i32, i32)], board: &[(i32, i32)], side: i32) -> [i32; 6] {
    let n = pieces.len() as i32;
    if n == 0 {
        return [0; 6];
    }
    let adjacent = |a: (i32, i32), b: (i32, i32)| NEIGHBOURS.contains(&(b.0 - a.0, b.1 - a.1));
    // Spread: the distances to the centre of mass, times n; less the least possible sum,
    // the n − 1 nearest cells of the plane around a cell (ring k holds 6k cells).
    let (q_sum, r_sum) = pieces.iter().fold((0, 0), |(q, r), &(pq, pr)| (q + pq, r + pr));
    let scaled: i32 = pieces.iter().map(|&(q, r)| hex_steps(q * n - q_sum, r * n - r_sum)).sum();
    let (mut least, mut left, mut ring) = (0, n - 1, 1);
    while left > 0 {
        let here = left.min(6 * ring);
        least += here * ring;
        left -= here;
        ring += 1;
    }
    let spread = (scaled * 100 / n - least * 100).max(0) / n;
    // Groups: a flood fill over the six neighbours.
    let mut seen = vec![false; pieces.len()];
    let mut groups = 0;
    for start in 0..pieces.len() {
        if seen[start] {
            continue;
        }
        groups += 1;
        seen[start] = true;
        let mut stack = vec![start];
        while let Some(at) = stack.pop() {
            for next in 0..pieces.len() {
                if !seen[next] && adjacent(pieces[at], pieces[next]) {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
    }
    // Triangles: every three pieces touching each other.
    let mut triangles = 0;
    for a in 0..pieces.len() {
        for b in a + 1..pieces.len() {
            for c in b + 1..pieces.len() {
                let (pa, pb, pc) = (pieces[a], pieces[b], pieces[c]);
                triangles += i32::from(adjacent(pa, pb) && adjacent(pb, pc) && adjacent(pa, pc));
            }
        }
    }
    // Area: the board's cells within the pieces' bounds along the three kinds of line
    // (q, r and s = −q − r), scaled to 64 squares.
    let bounds = |coordinate: fn((i32, i32)) -> i32| {
        let values = pieces.iter().map(|&cell| coordinate(cell));
        (values.clone().min().unwrap(), values.max().unwrap())
    };
    let (qs, rs, ss) = (bounds(|(q, _)| q), bounds(|(_, r)| r), bounds(|(q, r)| -q - r));
    let within = |(low, high): (i32, i32), value: i32| (low..=high).contains(&value);
    let area = board.iter().filter(|&&(q, r)| within(qs, q) && within(rs, r) && within(ss, -q - r)).count() as i32;
    // Edge: the cells of the outer ring.
    let edge = pieces.iter().filter(|&&(q, r)| hex_steps(q, r) == side - 1).count() as i32;
    [n, spread, groups, triangles, area * 64 / board.len() as i32, edge]
}

/// The evaluation of a hexagonal position as the documentation describes it, from
/// [`hex_terms`], the weights and the mobility (`Position::count_slides_of`).
fn hex_evaluation<G: Geometry>(pos: &Position<G>, axial: fn(G::Square) -> (i32, i32), side: i32) -> i32 {
    let board: Vec<(i32, i32)> = (0..G::Square::INDICES).filter_map(G::Square::try_from_index).map(axial).collect();
    let terms = |color| {
        let pieces: Vec<(i32, i32)> = pos.pieces(color).into_iter().map(axial).collect();
        hex_terms(&pieces, &board, side)
    };
    let (mover, other) = (pos.turn(), pos.turn().other());
    let (own, theirs) = (terms(mover), terms(other));
    // Material, triangles and mobility count for the side; spread, groups, area and edge
    // against it.
    let signs = [1, -1, -1, 1, -1, -1];
    let sum: i32 = (0..6).map(|term| signs[term] * (own[term] - theirs[term]) * WEIGHTS[term]).sum();
    let mobility = pos.count_slides_of(mover) as i32 - pos.count_slides_of(other) as i32;
    (sum + mobility * WEIGHTS[6] + WEIGHTS[7]) / 10
}

/// [`hex_evaluation`] along random games from `variant`'s start: equal to [`evaluate`]
/// at every position.
fn hexagon_terms_along_random_games<G: Geometry>(variant: Variant, axial: fn(G::Square) -> (i32, i32), side: i32) {
    let mut random = Random::new(variant as u64);
    for _ in 0..GAMES {
        let mut game = Game::from_position(Position::<G>::start_of(variant).unwrap(), Rules::default());
        while !game.is_over() && game.ply() < PLY_CAP {
            let pos = game.position();
            assert_eq!(evaluate(pos), hex_evaluation(pos, axial, side), "{pos}");
            let legal = game.legal_moves();
            game.play(legal.as_slice()[random.below(legal.as_slice().len())]).expect("a legal move");
        }
    }
}

#[test]
fn on_a_hexagon_the_terms_are_the_hexagons_own() {
    // Steps from neighbour to neighbour, full triangles, the bounding hexagon, the outer
    // ring: each counted here by enumeration.
    let axial5 = |cell: Cell5| {
        let (q, r) = cell.axial();
        (i32::from(q), i32::from(r))
    };
    let axial6 = |cell: Cell6| {
        let (q, r) = cell.axial();
        (i32::from(q), i32::from(r))
    };
    hexagon_terms_along_random_games::<Hex5>(Variant::Hex5, axial5, 5);
    hexagon_terms_along_random_games::<Hex6>(Variant::Hex6, axial6, 6);
    hexagon_terms_along_random_games::<Hex6>(Variant::Hex6Scrambled, axial6, 6);
    // Each start is its own mirror image with the colours swapped (row by row, cell k
    // and cell n + 1 − k), so only the tempo for having the move is left (15.2, rounded
    // down), as on the square boards.
    assert_eq!(evaluate(&Position::<Hex5>::start_of(Variant::Hex5).unwrap()), 15);
}
