//! The geometry seam (ARCHITECTURE.md, "Boards wider than 64 squares"): only the board
//! layer, `src/board/`, knows how squares are laid out in bits. Everywhere else a set of
//! squares is a `Bitboard` handled by its set operations, and a square is a `Square`:
//! no bit of a square by hand (`1 << sq as u8`), no index by hand (`rank * 8 + file`).
//! The compiler keeps `Bitboard`'s bits private to the board layer; this test reads the
//! source files for the rest, so that such code outside `src/board/` fails here.

use std::fs;
use std::path::Path;

mod source_files;

/// What reads a square's layout by hand in `line`, if anything.
fn layout_by_hand(line: &str) -> Option<&'static str> {
    let code = line.split("//").next().unwrap_or(line);
    // `1 << sq as u8`, `1u64 << to as u8`: a square's bit.
    let shifts_a_square = code.match_indices("<< ").any(|(at, _)| {
        let rest = &code[at + 3..];
        let operand = rest.trim_start_matches('(');
        let end = operand.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(operand.len());
        end > 0 && operand[end..].starts_with(" as u8")
    });
    if shifts_a_square {
        return Some("a square's bit by hand");
    }
    let squeezed: String = code.split_whitespace().collect();
    if ["rank*8", "8*rank", "*8+file", "file+8*"].iter().any(|pattern| squeezed.contains(pattern)) {
        return Some("a square's index by hand");
    }
    None
}

#[test]
fn only_the_board_layer_reads_the_layout_of_squares() {
    let src = source_files::src();
    let files = source_files::rust_files(&src);
    let mut checked = 0;
    let mut found = Vec::new();
    for file in files.iter().filter(|file| !file.starts_with(src.join("board"))) {
        let text = fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            if let Some(what) = layout_by_hand(line) {
                found.push(format!(
                    "{}:{}: {what}: {}",
                    file.strip_prefix(&src).unwrap().display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
        checked += 1;
    }
    assert!(checked > 30, "only {checked} files read");
    assert!(found.is_empty(), "the layout of squares read outside src/board/: {found:#?}");
}

#[test]
fn the_bits_of_a_bitboard_are_the_board_layers_own() {
    let bitboard = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/board/bitboard.rs")).unwrap();
    assert!(
        bitboard.contains("pub struct Bitboard(pub(in crate::board) u64);"),
        "Bitboard's field is no longer private"
    );
}

#[test]
fn the_check_sees_the_layout_by_hand() {
    for line in [
        "movers |= 1 << from as u8;",
        "let to_bit = 1u64 << to as u8;",
        "let moved = own ^ (1 << from as u8) ^ (1 << to as u8);",
        "&|digit| rank * 8 + digit",
        "let sq = digit * 8 + file;",
    ] {
        assert!(layout_by_hand(line).is_some(), "{line}");
    }
    for line in
        ["const DASH_CAPTURE = 1 << 2;", "let first = 8 * (word & 7);", "x // rank * 8", "movers = movers.with(from);"]
    {
        assert_eq!(layout_by_hand(line), None, "{line}");
    }
}
