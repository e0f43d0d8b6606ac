//! The geometry seam (ARCHITECTURE.md, "Boards wider than 64 squares"): only the board
//! layer, `src/board/`, knows how squares are laid out in bits. Everywhere else a set of
//! squares is a `Bitboard` handled by its set operations, and a square is a `Square`:
//! no bit of a square by hand (`1 << sq as u8`), no index by hand (`rank * 8 + file`).
//! The compiler keeps `Bitboard`'s bits private to the board layer; this test reads the
//! source files for the rest, so that such code outside `src/board/` fails here.

use std::fs;
use std::path::{Path, PathBuf};

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
    let bitboard =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/board/grid8/bitboard.rs")).unwrap();
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

/// The geometries of the list in `src/board/geometries.rs`, the default one first.
fn listed_geometries() -> Vec<String> {
    let list = fs::read_to_string(source_files::src().join("board/geometries.rs")).unwrap();
    let body = &list[list.find("macro_rules! __for_each_geometry").expect("the list's macro")..];
    let body = &body[..body.find("\n}\n").unwrap()];
    body.lines()
        .filter_map(|line| line.trim().split_once(" => \"").map(|(name, _)| name.to_string()))
        .filter(|name| name.chars().all(|c| c.is_ascii_alphanumeric()))
        .collect()
}

/// The types a geometry's folder declares public (`pub struct`, `pub enum`, `pub trait`).
fn public_types(folder: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for file in source_files::rust_files(folder) {
        for line in fs::read_to_string(&file).unwrap().lines() {
            for keyword in ["pub struct ", "pub enum ", "pub trait "] {
                if let Some(rest) = line.trim_start().strip_prefix(keyword) {
                    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
                    names.push(rest[..end].to_string());
                }
            }
        }
    }
    names
}

/// The code of a file, line by line with their numbers: comments and unit tests left out.
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let body = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    body.lines()
        .enumerate()
        .map(|(number, line)| (number + 1, line.split("//").next().unwrap_or_default().to_string()))
        .filter(|(_, line)| !line.trim().is_empty())
        .collect()
}

/// Whether `line` names the type `name`: as a whole word, and not as an item of a type
/// (`G::Square`, `LineKind::Rank`).
fn names(line: &str, name: &str) -> bool {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
    line.match_indices(name).any(|(at, _)| {
        let before = &line[..at];
        let after = line[at + name.len()..].chars().next();
        let item_of_a_type = before.strip_suffix("::").is_some_and(|path| {
            let segment = path.rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next().unwrap_or_default();
            segment.starts_with(|c: char| c.is_ascii_uppercase())
        });
        // A word that opens a string (`"Hex5"`, an SGF setup's name) names no type.
        let in_a_string = before.ends_with('"');
        !word(before.chars().next_back()) && !word(after) && !item_of_a_type && !in_a_string
    })
}

/// The files outside `src/board/` that may name the default geometry's types beyond a
/// `use` and a default type parameter, and why.
const DEFAULT_GEOMETRY_FILES: [(&str, &str); 4] = [
    ("position/setup.rs", "the default geometry's `const` constructor of a setup (Setup::new)"),
    ("variants/mod.rs", "the default geometry's starts, built in `const` (Position::START)"),
    ("variants/layout.rs", "the 8x8 layouts of the standard rules, `const` bitboards"),
    ("notation/playstrategy.rs", "PlayStrategy's FEN, a format of the 8x8 board only"),
];

#[test]
fn outside_the_board_layer_no_file_names_a_geometry() {
    let src = source_files::src();
    let geometries = listed_geometries();
    assert!(geometries.len() >= 2, "the list read: {geometries:?}");
    // A geometry's folder is the one whose `mod.rs` implements `Geometry` for it, or names
    // it as one board of a geometry generic over its size (`pub type Hex5 = Hex<5>`).
    let declares = |module: &str, geometry: &str| {
        module.contains(&format!("impl Geometry for {geometry} "))
            || module.contains(&format!("pub type {geometry} = ")) && module.contains("impl Geometry for ")
    };
    let folders: Vec<PathBuf> = fs::read_dir(src.join("board"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.join("mod.rs").is_file())
        .collect();
    let folder = |geometry: &str| {
        let found: Vec<&PathBuf> = folders
            .iter()
            .filter(|folder| declares(&fs::read_to_string(folder.join("mod.rs")).unwrap(), geometry))
            .collect();
        assert_eq!(found.len(), 1, "{geometry} is declared in one folder of board/: {found:?}");
        found[0].clone()
    };
    for geometry in &geometries {
        folder(geometry);
    }
    // Every geometry implemented under board/ is on the list (a generic one through the
    // boards its folder names).
    for file in source_files::rust_files(&src.join("board")) {
        let text = fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("impl Geometry for ") {
            let rest = &text[at + "impl Geometry for ".len()..];
            let name = &rest[..rest.find(' ').unwrap()];
            let listed = geometries.iter().any(|listed| listed == name)
                || name.contains('<')
                    && geometries.iter().any(|listed| text.contains(&format!("pub type {listed} = ")));
            assert!(listed, "{name} is not on the list");
        }
    }
    let default_names = public_types(&folder(&geometries[0]));
    assert!(default_names.iter().any(|name| name == "Bitboard"), "{default_names:?}");
    let mut other_folders: Vec<String> = geometries[1..]
        .iter()
        .map(|geometry| folder(geometry).file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    other_folders.dedup();
    let other_names: Vec<String> =
        other_folders.iter().flat_map(|name| public_types(&src.join("board").join(name))).collect();
    // The geometries named by an alias (`Hex5`), as a type: in a type's parameters or a
    // path (an enum's value of the same name, `Variant::Hex5`, is no type).
    let as_a_type = |line: &str| {
        geometries[1..].iter().any(|geometry| {
            [format!("<{geometry}"), format!("{geometry}>"), format!(" {geometry}::"), format!("({geometry}::")]
                .iter()
                .any(|pattern| line.contains(pattern.as_str()))
        })
    };
    assert!(other_names.iter().any(|name| name == "Square12"), "{other_names:?}");
    let mut found = Vec::new();
    let mut checked = 0;
    for file in source_files::rust_files(&src).iter().filter(|file| !file.starts_with(src.join("board"))) {
        let relative = file.strip_prefix(&src).unwrap().display().to_string().replace('\\', "/");
        if relative == "lib.rs" {
            continue; // The crate's root re-exports every geometry's types.
        }
        checked += 1;
        let allowed_default = DEFAULT_GEOMETRY_FILES.iter().any(|(allowed, _)| *allowed == relative);
        for (number, line) in code_lines(&fs::read_to_string(file).unwrap()) {
            let other = other_folders.iter().any(|folder| line.contains(&format!("{folder}::")))
                || other_names.iter().any(|name| names(&line, name))
                || as_a_type(&line);
            let default = line.contains(&format!("{}::", geometries[0].to_lowercase()))
                || default_names.iter().any(|name| names(&line, name));
            let as_default_parameter = default_names.iter().any(|name| line.contains(&format!("= {name}")))
                || line.contains(&format!("= crate::board::{}::", geometries[0].to_lowercase()));
            let import = line.trim_start().starts_with("use ");
            if other || (default && !import && !as_default_parameter && !allowed_default) {
                found.push(format!("{relative}:{number}: {}", line.trim()));
            }
        }
    }
    assert!(checked > 30, "only {checked} files read");
    assert!(found.is_empty(), "a geometry named outside src/board/: {found:#?}");
}

#[test]
fn no_crate_tells_geometries_apart_by_a_type_test() {
    // The workspace's crates beside the rules crate, where they are (the published
    // package has only its own `src/`).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut checked = 0;
    for folder in ["src", "search/src", "engine/src", "cli/src", "python/src", "wasm/src"] {
        let folder = root.join(folder);
        if !folder.is_dir() {
            continue;
        }
        for file in source_files::rust_files(&folder) {
            checked += 1;
            for (number, line) in code_lines(&fs::read_to_string(&file).unwrap()) {
                if ["TypeId", "downcast", "dyn Any", "core::any::Any", "std::any::Any"]
                    .iter()
                    .any(|test| line.contains(test))
                {
                    found.push(format!("{}:{number}: {}", file.strip_prefix(root).unwrap().display(), line.trim()));
                }
            }
        }
    }
    assert!(checked > 30, "only {checked} files read");
    assert!(found.is_empty(), "run-time type tests: {found:#?}");
}
