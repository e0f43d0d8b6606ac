//! The variant model (`tests/variant_model/mod.rs`) on its own, against the rule book's
//! numbers and the one real Cheshire Cat record. It never touches the engine: these tests
//! make sure the model is right before it is used to judge the engine.
//!
//! Each number says where it comes from: "RULES.md, …" (reproduced there by at least two
//! independent programs), or "computed by this model" (no outside source: a regression
//! value, to compare the engine with).
//!
//! The Gemma record is GPL-3.0-or-later and left out of the published package, so it is read
//! at run time (not with `include_str!`), and its test is skipped in the package, as in
//! `tests/sgf.rs`; see `tests/data/boardspace/SOURCE.txt`.

mod boardspace_data;
mod variant_model;

use variant_model::{
    BothConnected, Cell, Color, DropEndTest, DropOrder, Game, NoLegalMove, Outcome, Position, Rules, Variant, perft,
    perft_pure, square_index, square_name,
};

/// Game-aware perft of a variant's start under its default rules, depths 1, 2, ….
fn start_perft(variant: Variant, rules: &Rules, expected: &[u64]) {
    let start = variant.start(rules);
    for (depth, &leaves) in (1..).zip(expected) {
        assert_eq!(perft(&start, depth, rules), leaves, "{} depth {depth}", variant.name());
    }
}

fn default_perft(variant: Variant, expected: &[u64]) {
    start_perft(variant, &variant.rules(), expected);
}

// ------------------------------------------------------------------ RULES.md, "Reference perft"

#[test]
fn six_by_six() {
    // RULES.md, "Reference perft".
    default_perft(Variant::SixBySix, &[24, 524, 11_440]);
}

#[test]
fn seven_by_seven() {
    // RULES.md, "Reference perft".
    default_perft(Variant::SevenBySeven, &[30, 848, 25_012]);
}

#[test]
fn loaps() {
    // RULES.md, "Reference perft".
    default_perft(Variant::Loaps, &[24, 544, 12_988]);
}

#[test]
fn cheshire_cat() {
    // RULES.md, "Reference perft".
    default_perft(Variant::CheshireCat, &[36, 1_232, 42_916]);
}

#[test]
fn parachute_both_layouts() {
    // RULES.md, "Reference perft" (d3 = 1,246,211,488 is not run here).
    default_perft(Variant::Parachute, &[936, 1_057_326]);
    default_perft(Variant::ParachuteMirrored, &[936, 1_057_326]);
}

// ------------------------------------------------------------------ RULES.md, "Larger and smaller boards"

#[test]
fn five_by_five() {
    // RULES.md, "Larger and smaller boards", reference perft.
    default_perft(Variant::FiveByFive, &[18, 280, 4_164]);
}

#[test]
fn nine_by_nine() {
    // RULES.md, "Larger and smaller boards", reference perft.
    default_perft(Variant::NineByNine, &[42, 1_712, 72_836]);
}

#[test]
fn ten_by_ten() {
    // RULES.md, "Larger and smaller boards", reference perft.
    default_perft(Variant::TenByTen, &[48, 2_252, 110_056]);
}

#[test]
fn eleven_by_eleven() {
    // RULES.md, "Larger and smaller boards", reference perft.
    default_perft(Variant::ElevenByEleven, &[54, 2_864, 157_848]);
}

#[test]
fn twelve_by_twelve() {
    // RULES.md, "Larger and smaller boards", reference perft.
    default_perft(Variant::TwelveByTwelve, &[60, 3_548, 217_524]);
}

#[test]
fn black_hole() {
    // RULES.md, "Larger and smaller boards", reference perft: as 9x9 to depth 3.
    default_perft(Variant::BlackHole, &[42, 1_712, 72_836]);
}

#[test]
fn black_hole_scrambled() {
    // RULES.md, "Larger and smaller boards", reference perft.
    default_perft(Variant::BlackHoleScrambled, &[38, 1_412, 54_612]);
}

#[test]
fn standard_start_on_every_size() {
    // RULES.md, "Larger and smaller boards": standard on N×N is Black on ranks 1 and N
    // without the corners, White on files a and the last file without the corners, Black
    // first; the table's Black / White counts are 2(N - 2) each; Black Hole starts so too,
    // with e5 a black hole.
    let cases = [
        (Variant::FiveByFive, 5, 6),
        (Variant::SixBySix, 6, 8),
        (Variant::SevenBySeven, 7, 10),
        (Variant::Standard, 8, 12),
        (Variant::NineByNine, 9, 14),
        (Variant::TenByTen, 10, 16),
        (Variant::ElevenByEleven, 11, 18),
        (Variant::TwelveByTwelve, 12, 20),
        (Variant::BlackHole, 9, 14),
    ];
    for (variant, n, pieces) in cases {
        let start = variant.start(&Rules::default());
        assert_eq!((start.size, variant.size(), start.turn), (n, n, Color::Black), "{}", variant.name());
        for rank in 0..n {
            for file in 0..n {
                let inside = |x: usize| (1..n - 1).contains(&x);
                let sq = rank * variant_model::WIDTH + file;
                let expected = if (rank == 0 || rank == n - 1) && inside(file) {
                    Cell::Black
                } else if (file == 0 || file == n - 1) && inside(rank) {
                    Cell::White
                } else if variant.black_hole() == Some(sq) {
                    Cell::BlackHole
                } else {
                    Cell::Empty
                };
                assert_eq!(start.cells[sq], expected, "{} {}", variant.name(), square_name(sq));
            }
        }
        assert_eq!(start.pieces(Color::Black).len(), pieces, "{}", variant.name());
        assert_eq!(start.pieces(Color::White).len(), pieces, "{}", variant.name());
    }
    // Black Hole Scrambled: 14 / 14, the hole on e5 written as an empty square.
    let scrambled = Variant::BlackHoleScrambled.start(&Rules::default());
    assert_eq!((scrambled.pieces(Color::Black).len(), scrambled.pieces(Color::White).len()), (14, 14));
    assert_eq!(scrambled.cells[square_index("e5").unwrap()], Cell::BlackHole);
    assert_eq!(scrambled.to_string(), "1bwbwbwb1/w7w/b7b/w7w/b7b/w7w/b7b/w7w/1bwbwbwb1 b");
    assert_eq!(Variant::BlackHole.black_hole(), square_index("e5"));
    assert_eq!(Variant::NineByNine.black_hole(), None);
}

// ------------------------------------------------------------------ the black hole

#[test]
fn black_hole_swallows_a_piece_and_that_can_connect_the_mover() {
    // RULES.md, "Black Hole": d4 is alone on its a1-i9 diagonal, so it moves one square,
    // onto e5; the piece is removed (the text is a quiet move's) and Black, down to h1 and
    // i1, is connected while White's a5 and i5 are not.
    let text = "9/9/9/9/w7w/3b5/9/9/7bb b";
    let mut game = Game::from_variant_text(Variant::BlackHole, text, Rules::default()).unwrap();
    assert_eq!(game.outcome(), None);
    assert!(game.legal_moves().contains(&"d4-e5".to_string()));
    game.play("d4-e5").unwrap();
    assert_eq!(game.text(), "9/9/9/9/w7w/9/9/9/7bb w");
    assert_eq!(game.position.cells[square_index("e5").unwrap()], Cell::BlackHole, "the black hole stays");
    assert_eq!(game.position.pieces(Color::Black).len(), 2);
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::Black)));

    // On the plain 9x9 board the same move puts the piece on e5, and the game goes on.
    let mut game = Game::from_variant_text(Variant::NineByNine, text, Rules::default()).unwrap();
    game.play("d4-e5").unwrap();
    assert_eq!(game.text(), "9/9/9/9/w3b3w/9/9/9/7bb w");
    assert_eq!(game.outcome(), None);
}

#[test]
fn black_hole_is_crossed_and_never_counted() {
    // RULES.md, "Black Hole": c5's rank holds a5, c5 and i5 (the black hole is not a
    // piece), so c5 moves three squares east, crossing d5 and the black hole e5, onto f5;
    // were the hole counted it would reach g5. Its other lines hold c5 alone.
    let text = "w8/9/9/9/b1b5w/9/9/9/9 b";
    let expected = ["c5-b4", "c5-b6", "c5-c4", "c5-c6", "c5-d4", "c5-d6", "c5-f5"];
    for variant in [Variant::BlackHole, Variant::NineByNine] {
        let game = Game::from_variant_text(variant, text, Rules::default()).unwrap();
        let mut moves: Vec<String> = game.legal_moves().into_iter().filter(|mv| mv.starts_with("c5")).collect();
        moves.sort();
        assert_eq!(moves, expected, "{}", variant.name());
    }
    // With two pieces on the rank c5 lands exactly on the black hole and is gone.
    let mut game = Game::from_variant_text(Variant::BlackHole, "w8/9/9/9/2b5w/9/9/9/b8 b", Rules::default()).unwrap();
    game.play("c5-e5").unwrap();
    assert_eq!(game.text(), "w8/9/9/9/8w/9/9/9/b8 w");
}

#[test]
fn a_piece_on_the_black_hole_is_refused_in_the_text() {
    // RULES.md, "Black Hole": a text with a piece on e5 is an error that says so; the same
    // text is an ordinary 9x9 position.
    let text = "9/9/9/9/4b4/9/9/9/w7w b";
    let nine = Variant::NineByNine.parse(text).unwrap();
    assert_eq!(nine.cells[square_index("e5").unwrap()], Cell::Black);
    for variant in [Variant::BlackHole, Variant::BlackHoleScrambled] {
        let error = variant.parse(text).unwrap_err();
        assert!(error.contains("e5") && error.contains("black hole"), "{error}");
        // A Cheshire hole there is not the black hole's empty square either.
        variant.parse("9/9/9/9/4x4/9/9/9/w7w b").unwrap_err();
    }
    // Written empty, e5 is read as the black hole, and written back empty.
    let read = Variant::BlackHole.parse("9/9/9/9/4.4/9/9/9/w7w b").unwrap();
    assert_eq!(read.cells[square_index("e5").unwrap()], Cell::BlackHole);
    assert_eq!(read.to_string(), "9/9/9/9/9/9/9/9/w7w b");
    // The plain reader knows no variant and puts no black hole.
    assert_eq!(Position::parse(NINE).unwrap().cells[square_index("e5").unwrap()], Cell::Empty);
}

/// The 9×9 start (RULES.md, "Larger and smaller boards").
const NINE: &str = "1bbbbbbb1/w7w/w7w/w7w/w7w/w7w/w7w/w7w/1bbbbbbb1 b";

// ------------------------------------------------------------------ wide position text

#[test]
fn wide_position_text() {
    // RULES.md, "Larger and smaller boards": a run of empty squares may take two digits;
    // files run to l and ranks to 12 on 12×12.
    for text in [
        "12/b10w/w11/12/12/12/12/12/12/12/11b/1bbbbbbbbbb1 w",
        "10/10/10/10/10/10/10/10/10/b9 b",
        "11/w10/11/11/11/5b5/11/11/11/11/10w w",
    ] {
        assert_eq!(Position::parse(text).unwrap().to_string(), text);
    }
    let read = Position::parse("............/b..........w/12/12/12/12/12/12/12/12/12/12 b").unwrap();
    assert_eq!(read.to_string(), "12/b10w/12/12/12/12/12/12/12/12/12/12 b");
    assert_eq!(read.size, 12);
    assert_eq!(read.cells[square_index("l11").unwrap()], Cell::White);
    assert_eq!(read.cells[square_index("a11").unwrap()], Cell::Black);
    // The 12-wide index: l12 is the last square.
    assert_eq!(square_name(143), "l12");
    assert_eq!(square_index("l12"), Some(143));
    assert_eq!(square_index("a10"), Some(108));
    assert_eq!(square_index("m1"), None);
    assert_eq!(square_index("a13"), None);
    assert_eq!(square_index("a01"), None);

    for bad in [
        // A two-digit run overflowing its rank: w + 11 + w is 13 cells.
        "1bbbbbbbbbb1/w10w/w11w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 b",
        "13/12/12/12/12/12/12/12/12/12/12/12 b",
        "12/b11w/12/12/12/12/12/12/12/12/12/12 b",
        // A run of ten on a 9-wide rank.
        "1bbbbbbb1/w7w/w7w/w7w/10/w7w/w7w/w7w/1bbbbbbb1 b",
        // Runs start with a nonzero digit.
        "12/012/12/12/12/12/12/12/12/12/12/12 b",
        "12/b0b10/12/12/12/12/12/12/12/12/12/12 b",
    ] {
        let error = Position::parse(bad).unwrap_err();
        assert!(error.contains("more than") || error.contains("starts with 0"), "{bad}: {error}");
    }
    // 13 ranks and 4 ranks are no board.
    Position::parse("13/13/13/13/13/13/13/13/13/13/13/13/13 b").unwrap_err();
    Position::parse("4/4/4/4 b").unwrap_err();
    // The 5×5 board, the smallest.
    assert_eq!(Position::parse("1bbb1/w3w/w3w/w3w/1bbb1 b").unwrap().size, 5);
}

#[test]
fn variant_text_must_have_the_variant_size() {
    // A text is a position of a variant only on that variant's board.
    let error = Variant::TwelveByTwelve.parse(NINE).unwrap_err();
    assert!(error.contains("9×9") && error.contains("12×12"), "{error}");
    Variant::Standard.parse(Variant::TwelveByTwelve.start_text()).unwrap_err();
    Variant::BlackHole.parse(Variant::TenByTen.start_text()).unwrap_err();
    assert!(Variant::TwelveByTwelve.parse(Variant::TwelveByTwelve.start_text()).is_ok());
    assert_eq!(Variant::from_name("loa-12"), Some(Variant::TwelveByTwelve));
    assert_eq!(Variant::TwelveByTwelve.name(), "12x12");
}

#[test]
fn moves_with_two_digit_ranks() {
    // The 12×12 start: b12's file holds b1 and b12, so b12-b10 is a move.
    let mut game = Game::new(Variant::TwelveByTwelve);
    assert!(game.legal_moves().contains(&"b12-b10".to_string()));
    game.play("b12-b10").unwrap();
    assert_eq!(game.text(), "2bbbbbbbbb1/w10w/wb9w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/w10w/1bbbbbbbbbb1 w");
    // k11 alone on the a1-l12 diagonal moves to l12, read in upper case too.
    let text = "12/10b1/12/12/12/12/b11/12/12/12/w11/11w b";
    let mut game = Game::from_variant_text(Variant::TwelveByTwelve, text, Rules::default()).unwrap();
    assert!(game.legal_moves().contains(&"k11-l12".to_string()));
    game.play("K11-L12").unwrap();
    assert_eq!(game.text(), "11b/12/12/12/12/12/b11/12/12/12/w11/11w w");
}

// ------------------------------------------------------------------ the shared code on the standard game

#[test]
fn standard_start() {
    // RULES.md, "Perft": every open implementation agrees.
    default_perft(Variant::Standard, &[36, 1_244, 44_952, 1_563_208]);
    // RULES.md, "Perft": no game can end within 6 plies of the standard start.
    let rules = Rules::default();
    assert_eq!(perft_pure(&Variant::Standard.start(&rules), 3, &rules), 44_952);
}

#[test]
fn scrambled_eggs_both_layouts() {
    // RULES.md, "Perft": two independent implementations agree.
    default_perft(Variant::Scrambled, &[32, 992, 32_000]);
    default_perft(Variant::ScrambledMirrored, &[32, 992, 32_000]);
}

#[test]
fn thesis_positions() {
    // RULES.md, "Perft": Winands' thesis games, pure / game-aware, depths 1-3.
    let cases: [(&str, [u64; 3], [u64; 3]); 3] = [
        ("8/4b2w/1bb3bw/2b1w3/wb2b3/2wwb2w/3www2/2bb2b1 b", [27, 821, 24_689], [27, 821, 24_689]),
        ("1bb5/2bww3/3bb3/bww5/2b1w3/4w3/w6w/8 b", [23, 659, 15_389], [23, 659, 15_355]),
        ("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w", [24, 761, 17_851], [24, 633, 14_448]),
    ];
    let rules = Rules::default();
    for (text, pure, aware) in cases {
        let position = Position::parse(text).unwrap();
        for depth in 1..=3 {
            assert_eq!(perft_pure(&position, depth, &rules), pure[depth as usize - 1], "{text} pure {depth}");
            assert_eq!(perft(&position, depth, &rules), aware[depth as usize - 1], "{text} depth {depth}");
        }
    }
    // RULES.md, "Perft": White has four winning moves in the last one.
    let last = Position::parse(cases[2].0).unwrap();
    let mut winning: Vec<String> = last
        .moves(&rules)
        .iter()
        .filter(|mv| last.after(mv, &rules).outcome(&rules) == Some(Outcome::Win(Color::White)))
        .map(ToString::to_string)
        .collect();
    winning.sort();
    assert_eq!(winning, ["e2-h5", "h3-f5", "h3-h5", "h7-h5"]);
}

#[test]
fn no_legal_move() {
    // RULES.md, "Perft": Black (a1 and h8 boxed in) has no move; White, to move on the same
    // board, has 22.
    let text = "6wb/6ww/8/8/8/8/ww6/bw6 b";
    let game = Game::from_text(text, Rules::default()).unwrap();
    assert_eq!(game.legal_moves(), ["pass"]);
    assert_eq!(game.outcome(), None);
    for (rule, outcome) in [(NoLegalMove::Loss, Outcome::Win(Color::White)), (NoLegalMove::Draw, Outcome::Draw)] {
        let game = Game::from_text(text, Rules { no_legal_move: rule, ..Rules::default() }).unwrap();
        assert_eq!(game.outcome(), Some(outcome));
        assert!(game.legal_moves().is_empty());
    }
    let white = Game::from_text("6wb/6ww/8/8/8/8/ww6/bw6 w", Rules::default()).unwrap();
    assert_eq!(white.legal_moves().len(), 22);
}

#[test]
fn both_connected() {
    // RULES.md, "End of the game", on a constructed board: d3xb3 captures White's stray
    // piece and joins Black's a2, leaving White's e6-e7 pair: both sides connected.
    let text = "8/4w3/4w3/8/8/1w1b4/b7/8 b";
    for (rule, outcome) in
        [(BothConnected::Draw, Outcome::Draw), (BothConnected::MoverWins, Outcome::Win(Color::Black))]
    {
        let mut game = Game::from_text(text, Rules { both_connected: rule, ..Rules::default() }).unwrap();
        assert_eq!(game.outcome(), None);
        game.play("d3xb3").unwrap();
        assert_eq!(game.text(), "8/4w3/4w3/8/8/1b6/b7/8 w");
        assert_eq!(game.outcome(), Some(outcome));
        assert!(game.legal_moves().is_empty());
        game.play("e6-e4").unwrap_err();
    }
}

// ------------------------------------------------------------------ Cheshire Cat

#[test]
fn cheshire_cat_holes_are_crossed_and_not_counted() {
    // RULES.md, "Reference perft": after 1. b1-d3 h7-f7 the diagonal through d3 holds one
    // piece and two holes, so d3-c2 and d3-e4 are legal.
    let mut game = Game::new(Variant::CheshireCat);
    game.play("b1-d3").unwrap();
    game.play("h7-f7").unwrap();
    assert_eq!(game.text(), "1bbbbbb1/w4w1x/w6w/w6w/w6w/w2b3w/w6w/1xbbbbb1 b");
    let moves = game.legal_moves();
    assert!(moves.contains(&"d3-c2".to_string()), "{moves:?}");
    assert!(moves.contains(&"d3-e4".to_string()), "{moves:?}");
}

#[test]
fn cheshire_cat_exit_only_for_a_piece_without_a_move() {
    // RULES.md, "Cheshire Cat": an exit is legal only for a piece with no ordinary move.
    let mut game = Game::new(Variant::CheshireCat);
    assert!(game.legal_moves().iter().all(|mv| !mv.ends_with("^^")));
    let refused = game.play("b1-^^").unwrap_err();
    assert!(refused.contains("not a legal move"), "{refused}");
    assert_eq!(game.text(), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");

    // Black's a1 is walled in by holes, alone on its lines, so every slide of one square
    // lands on a hole: it may exit; c4 may not. The exit leaves a hole and is the whole turn.
    let mut game = Game::from_text("4w1w1/8/8/8/2b5/8/xx6/bx6 b", Variant::CheshireCat.rules()).unwrap();
    let exits: Vec<String> = game.legal_moves().into_iter().filter(|mv| mv.ends_with("^^")).collect();
    assert_eq!(exits, ["a1-^^"]);
    game.play("c4-^^").unwrap_err();
    game.play("A1-^^").unwrap();
    assert_eq!(game.text(), "4w1w1/8/8/8/2b5/8/xx6/xx6 w");
    // The end test follows the exit: Black is down to c4, connected, and White is not.
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::Black)));
}

/// The `B[...]` and `W[...]` values of an SGF text in order, as (colour letter, trimmed
/// value). An ad-hoc reader, enough for one known file: a property identifier is a run of
/// upper-case letters before its values, a value runs to the first `]` not escaped by `\`.
fn sgf_moves(sgf: &str) -> Vec<(char, String)> {
    let mut moves = Vec::new();
    let mut identifier = String::new();
    let mut after_value = false;
    let mut chars = sgf.chars();
    while let Some(c) = chars.next() {
        match c {
            'A'..='Z' => {
                if after_value {
                    identifier.clear();
                    after_value = false;
                }
                identifier.push(c);
            }
            '[' => {
                let mut value = String::new();
                while let Some(v) = chars.next() {
                    match v {
                        '\\' => value.extend(chars.next()),
                        ']' => break,
                        _ => value.push(v),
                    }
                }
                if identifier == "B" || identifier == "W" {
                    moves.push((identifier.chars().next().unwrap(), value.trim().to_string()));
                }
                after_value = true;
            }
            ';' | '(' | ')' => identifier.clear(),
            _ => {}
        }
    }
    moves
}

#[test]
fn gemma_record_replays_under_cheshire_cat() {
    // RULES.md, "Cheshire Cat": gemma-1.sgf (SU[Gemma]) replays legally: 44 plies, exits e8
    // at ply 26 and f4 at ply 32, then Black resigns, on the board below.
    if !boardspace_data::present("gemma_record_replays_under_cheshire_cat") {
        return;
    }
    let dir = boardspace_data::dir();
    let path = dir.join("gemma-1.sgf");
    let sgf = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    assert!(sgf.contains("SU[Gemma]"));
    // RULES.md on IY[true]: the record has no IY property, and its squares are taken as
    // written (it replays as written).
    assert!(!sgf.contains("IY["));

    let mut values = sgf_moves(&sgf);
    assert_eq!(values.pop(), Some(('B', "Resigns".to_string())));
    assert_eq!(values.len(), 44);

    let mut game = Game::new(Variant::CheshireCat);
    let mut exits = Vec::new();
    for (ply, (color, text)) in (1..).zip(&values) {
        let to_move = if game.position.turn == Color::Black { 'B' } else { 'W' };
        assert_eq!(*color, to_move, "ply {ply}");
        game.play(text).unwrap_or_else(|e| panic!("ply {ply}: {e}"));
        assert_eq!(game.outcome(), None, "ply {ply} {text}: the game goes on to the resignation");
        if text.ends_with("^^") {
            exits.push((ply, text.as_str()));
        }
        if ply == 22 {
            // The record's comment on W[A7-E3]: "at this point, black at c3 becomes capable
            // of exiting".
            assert!(game.legal_moves().contains(&"c3-^^".to_string()), "{}", game.text());
        }
    }
    assert_eq!(exits, [(26, "E8-^^"), (32, "F4-^^")]);
    assert_eq!(game.text(), "1xxxxxx1/x3xx1x/x1xxxxwx/xbxxxxbx/xxxxwxwx/xxxxxwbx/x1x2x1x/1xxxxxx1 b");

    // Under standard rules (computed by this model): holes are not pieces and may be
    // crossed, so no slide of the record lands on one and the first 25 plies are legal
    // standard moves too; the exit at ply 26 is not.
    let mut standard = Game::new(Variant::Standard);
    let legal = values.iter().take_while(|(_, text)| standard.play(text).is_ok()).count();
    assert_eq!(legal, 25);
}

// ------------------------------------------------------------------ Parachute

#[test]
fn parachute_text_and_layouts() {
    // RULES.md, "Variants": the mirrored layout is the colours swapped on the board.
    let parachute = Variant::Parachute.start(&Rules::default());
    assert_eq!(Variant::ParachuteMirrored.start(&Rules::default()), parachute.colours_swapped());
    assert_eq!(parachute.to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 6,6");
    let short = Rules { drop_turns: 3, ..Rules::default() };
    assert_eq!(Variant::Parachute.start(&short).to_string(), "8/b6w/w6b/b6w/w6b/b6w/w6b/8 b 3,3");
}

#[test]
fn parachute_drop_onto_the_vacated_square_or_the_slide_target() {
    // RULES.md, "Parachute": with the move first, the drop may go to the square just
    // vacated. With the drop first, the dropped stone (of the opponent's colour) counts on
    // the line and may be captured: a3's rank holds a3, h3 and the stone on d3.
    let move_first = Game::new(Variant::Parachute);
    let moves = move_first.legal_moves();
    assert!(moves.contains(&"a3-c3@a3".to_string()));
    assert!(!moves.iter().any(|mv| mv.starts_with('@') || mv.starts_with("pass")));

    let rules = Rules { drop_order: DropOrder::DropFirst, ..Rules::default() };
    let mut drop_first = Game::with_rules(Variant::Parachute, rules);
    let moves = drop_first.legal_moves();
    assert!(moves.contains(&"a3xd3@d3".to_string()));
    assert!(!moves.contains(&"a3-c3@d3".to_string()));
    drop_first.play("a3xd3@d3").unwrap();
    assert_eq!(drop_first.text(), "8/b6w/w6b/b6w/w6b/3b3w/w6b/8 w 5,6");
}

#[test]
fn parachute_pass_keeps_the_drop() {
    // RULES.md, "Parachute": in the drop phase a side with no regular move passes and still
    // drops. The no-move board of RULES.md, "Perft", with one stone in each reserve.
    let text = "6wb/6ww/8/8/8/8/ww6/bw6 b 1,1";
    let mut game = Game::from_text(text, Rules::default()).unwrap();
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 64 - 8);
    assert!(moves.iter().all(|mv| mv.starts_with("pass@")));
    game.play("pass@d4").unwrap();
    assert_eq!(game.text(), "6wb/6ww/8/8/3w4/8/ww6/bw6 w 0,1");
    // With no stone left the same board has no legal move, and the rule decides.
    let loss = Rules { no_legal_move: NoLegalMove::Loss, ..Rules::default() };
    let game = Game::from_text("6wb/6ww/8/8/8/8/ww6/bw6 b 0,1", loss).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::White)));
}

#[test]
fn parachute_test_after_each_part() {
    // RULES.md, "Parachute", the other reading of the end test: d2-c2 connects Black.
    // Whole turn: every drop follows it (the drop cannot undo Black's connection); after each
    // part: the turn ends with the slide, and Black has won.
    let text = "7w/8/8/7w/8/8/3b4/bb6 b 1,1";
    let after_turn = Game::from_text(text, Rules::default()).unwrap();
    let moves = after_turn.legal_moves();
    assert_eq!(moves.iter().filter(|mv| mv.starts_with("d2-c2@")).count(), 64 - 5);
    assert!(!moves.contains(&"d2-c2".to_string()));

    let each_part = Rules { drop_end_test: DropEndTest::AfterEachPart, ..Rules::default() };
    let mut game = Game::from_text(text, each_part).unwrap();
    let moves = game.legal_moves();
    assert!(moves.contains(&"d2-c2".to_string()));
    assert!(!moves.iter().any(|mv| mv.starts_with("d2-c2@")));
    game.play("d2-c2").unwrap();
    assert_eq!(game.text(), "7w/8/8/7w/8/8/2b5/bb6 w 1,1", "no drop, so the reserve is kept");
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::Black)));

    // Drop first: Black's stone for White on g7 or h7 joins White's h8 and h6.
    let text = "7w/8/7w/8/8/8/3b4/bb6 b 1,1";
    let rules =
        Rules { drop_order: DropOrder::DropFirst, drop_end_test: DropEndTest::AfterEachPart, ..Rules::default() };
    let mut game = Game::from_text(text, rules).unwrap();
    let lone: Vec<String> = game.legal_moves().into_iter().filter(|mv| mv.starts_with('@')).collect();
    assert_eq!(lone, ["@g7", "@h7"]);
    game.play("@h7").unwrap();
    assert_eq!(game.text(), "7w/7w/7w/8/8/8/3b4/bb6 w 0,1");
    assert_eq!(game.outcome(), Some(Outcome::Win(Color::White)));
    // Tested after the whole turn only, d2-c2 then connects Black too: a draw.
    let whole = Rules { drop_end_test: DropEndTest::AfterTurn, ..rules };
    let mut game = Game::from_text(text, whole).unwrap();
    game.play("d2-c2@h7").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn parachute_drop_phase_length() {
    // RULES.md, "Parachute": six turns per player by default, or six plies in all.
    for (drop_turns, reserves_after_six_plies) in [(6, " 3,3"), (3, "")] {
        let mut game = Game::with_rules(Variant::Parachute, Rules { drop_turns, ..Rules::default() });
        for _ in 0..6 {
            let first = game.legal_moves()[0].clone();
            assert!(first.contains('@'), "{first}");
            game.play(&first).unwrap();
        }
        assert!(game.text().ends_with(&format!(" b{reserves_after_six_plies}")), "{}", game.text());
        let in_phase = game.legal_moves().iter().all(|mv| mv.contains('@'));
        assert_eq!(in_phase, drop_turns == 6);
    }
}

// ------------------------------------------------------------------ notation

#[test]
fn position_text_round_trips() {
    for variant in Variant::ALL {
        let text = variant.start_text();
        assert_eq!(Position::parse(text).unwrap().to_string(), text, "{}", variant.name());
        assert_eq!(Variant::from_name(variant.name()), Some(variant));
    }
    assert_eq!(Variant::from_name("gemma"), Some(Variant::CheshireCat));
    assert_eq!(Variant::from_name("scrambled-eggs"), Some(Variant::Scrambled));
    // `.` is one empty square on input; 0,0 reserves are not written.
    let read = Position::parse("1bbbb./w....w/w4w/wx3w/w4w/1bbbb1 w 0,0").unwrap();
    assert_eq!(read.to_string(), "1bbbb1/w4w/w4w/wx3w/w4w/1bbbb1 w");
    assert_eq!(read.size, 6);
    // The 12-wide index on every board: b1 = 1, a2 = 12, b3 = 25.
    assert_eq!(read.cells[25], Cell::Hole);
    assert_eq!(Position::parse("8/8/8/8/8/8/8/8 w 0,4").unwrap().to_string(), "8/8/8/8/8/8/8/8 w 0,4");
    for bad in [
        "8/8/8/8/8/8/8 b",          // 7 ranks of 8
        "1bbbb1/w4w/w4w/w4w/w4w b", // 5 ranks
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbbb1 b",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbbb b",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 x",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b 6",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b 6,w",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b 6,6 x",
        "1bbbb1/w4w/w4w/w4w/w4w/1bbqb1 b",
    ] {
        assert!(Position::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn move_text_is_read_in_any_case_and_with_dash_captures() {
    // RULES.md, "Notation for variants": Boardspace writes captures with `-`, in upper case,
    // padded. An `x` on a quiet move is refused.
    let text = "8/4w3/4w3/8/8/1w1b4/b7/8 b";
    for spelling in ["d3xb3", "D3XB3", "D3-B3    ", " d3-b3"] {
        let mut game = Game::from_text(text, Rules::default()).unwrap();
        game.play(spelling).unwrap_or_else(|e| panic!("{spelling:?}: {e}"));
        assert_eq!(game.text(), "8/4w3/4w3/8/8/1b6/b7/8 w", "{spelling:?}");
    }
    let mut game = Game::from_text(text, Rules::default()).unwrap();
    assert!(game.legal_moves().contains(&"a2-a3".to_string()));
    game.play("a2xa3").unwrap_err();
    game.play("a2-a3").unwrap();
}

// ------------------------------------------------------------------ computed by this model

#[test]
fn deeper_small_boards() {
    // Computed by this model (no outside source).
    default_perft(Variant::SixBySix, &[24, 524, 11_440, 234_560, 4_853_792]);
    default_perft(Variant::SevenBySeven, &[30, 848, 25_012, 698_880]);
    default_perft(Variant::Loaps, &[24, 544, 12_988, 298_040]);
}

#[test]
fn deeper_cheshire_cat() {
    // Computed by this model (no outside source).
    default_perft(Variant::CheshireCat, &[36, 1_232, 42_916, 1_419_964]);
}

#[test]
fn deeper_five_by_five() {
    // Computed by this model (no outside source; RULES.md has 5x5 from one program only, to
    // depth 3, which this model confirms above).
    default_perft(Variant::FiveByFive, &[18, 280, 4_164, 56_108, 743_264]);
}

#[test]
fn deeper_nine_by_nine() {
    // Computed by this model (no outside source).
    default_perft(Variant::NineByNine, &[42, 1_712, 72_836, 3_008_240]);
}

#[test]
fn deeper_ten_by_ten() {
    // Computed by this model (no outside source).
    default_perft(Variant::TenByTen, &[48, 2_252, 110_056, 5_254_632]);
}

#[test]
fn deeper_eleven_by_eleven() {
    // Computed by this model (no outside source).
    default_perft(Variant::ElevenByEleven, &[54, 2_864, 157_848, 8_537_704]);
}

#[test]
fn deeper_twelve_by_twelve() {
    // Computed by this model (no outside source).
    default_perft(Variant::TwelveByTwelve, &[60, 3_548, 217_524, 13_131_064]);
}

#[test]
fn deeper_black_hole() {
    // Computed by this model (no outside source). RULES.md, "Reference perft": Black Hole
    // first differs from 9x9 at depth 4, when pieces can reach e5 (9x9 has 3,008,240 there,
    // `deeper_nine_by_nine`).
    default_perft(Variant::BlackHole, &[42, 1_712, 72_836, 3_008_260]);
}

#[test]
fn deeper_black_hole_scrambled() {
    // Computed by this model (no outside source).
    default_perft(Variant::BlackHoleScrambled, &[38, 1_412, 54_612, 2_068_060]);
}

/// One depth further on the new boards, computed by this model (no outside source): minutes
/// in all (9x9 depth 5 took 175 s on a loaded two-core machine), so run by hand with
/// `cargo test --all-features --test variant_model_perft -- --ignored deepest_new_boards`
/// (the test profile optimises this package's code, this test's included).
#[test]
#[ignore]
fn deepest_new_boards() {
    let cases: [(Variant, u32, u64); 4] = [
        (Variant::FiveByFive, 6, 9_420_768),
        (Variant::NineByNine, 5, 127_952_120),
        // Fewer than 9x9 at depth 5, more at depth 4 (`deeper_black_hole`).
        (Variant::BlackHole, 5, 127_915_592),
        (Variant::BlackHoleScrambled, 5, 80_678_356),
    ];
    for (variant, depth, leaves) in cases {
        let rules = variant.rules();
        assert_eq!(perft(&variant.start(&rules), depth, &rules), leaves, "{} depth {depth}", variant.name());
    }
}

#[test]
fn parachute_rule_options() {
    // Computed by this model (no outside source). Drop first changes the counts at once;
    // the end test after each part and the 3,3 reserves cannot change them before a game
    // can end (not within two plies here) or before ply 7 respectively.
    let cases = [
        (Rules { drop_order: DropOrder::DropFirst, ..Rules::default() }, [912, 997_762]),
        (Rules { drop_end_test: DropEndTest::AfterEachPart, ..Rules::default() }, [936, 1_057_326]),
        (
            Rules { drop_order: DropOrder::DropFirst, drop_end_test: DropEndTest::AfterEachPart, ..Rules::default() },
            [912, 997_762],
        ),
        (Rules { drop_turns: 3, ..Rules::default() }, [936, 1_057_326]),
    ];
    for (rules, expected) in cases {
        start_perft(Variant::Parachute, &rules, &expected);
        start_perft(Variant::ParachuteMirrored, &rules, &expected);
    }
}
