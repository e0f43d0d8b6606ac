//! The layers of `src/` (ARCHITECTURE.md) use only the layers above them: no module
//! reaches a later layer through a `crate::` path, outside its unit tests. Read from the
//! source files, so that a new import that breaks the architecture fails here.
//!
//! A geometry's fast paths (`board/fast_paths.rs`, the hooks, and each geometry's
//! `fast_paths/` folder under `board/`) sit with the geometry but run on positions,
//! rules, playouts and perft: they are ranked after perft.

use std::collections::HashMap;
use std::fs;

mod source_files;

/// The layers, each allowed to use the ones before it.
const LAYERS: [&str; 14] = [
    "quoted",
    "serde_text",
    "named",
    "board",
    "position",
    "movegen",
    "rules",
    "variants",
    "game",
    "playout",
    "perft",
    "fast_paths",
    "notation",
    "any",
];

fn rank(name: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| *layer == name)
}

/// The code of a file without its unit tests and comments.
fn code(text: &str) -> String {
    let body = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    body.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The layer of each item `lib.rs` re-exports at the crate root (`pub use board::square::{File, Square};`
/// makes `crate::Square` a path into `board`), read from `lib.rs` itself.
fn root_items(lib: &str) -> HashMap<String, String> {
    let mut items = HashMap::new();
    for statement in code(lib).split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else { continue };
        let layer = path.split("::").next().unwrap_or_default().trim().to_string();
        let names = path
            .rsplit("::")
            .next()
            .unwrap_or_default()
            .trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace());
        for name in names.split(',').map(str::trim).filter(|name| !name.is_empty()) {
            // `IntoIter as MoveListIntoIter` is known at the root by its new name.
            let name = name.rsplit(" as ").next().unwrap_or(name).trim();
            items.insert(name.to_string(), layer.clone());
        }
    }
    items
}

/// The first path segment or item name at the start of `text`.
fn leading_name(text: &str) -> &str {
    let text = text.trim_start();
    let end = text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(text.len());
    &text[..end]
}

/// The layers named by `crate::` paths in `code`: `crate::LAYER::…`, a root item
/// `crate::Item` (by the layer `root` says defines it), and each entry of a root group
/// `use crate::{Item, layer::x::Y}`.
fn used_layers(code: &str, root: &HashMap<String, String>) -> Vec<String> {
    let mut used = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let entries: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => group[..group.find('}').unwrap_or(group.len())].split(',').collect(),
            None => vec![rest],
        };
        for entry in entries {
            let name = leading_name(entry);
            if rank(name).is_some() {
                used.push(name.to_string());
            } else if let Some(layer) = root.get(name) {
                used.push(layer.clone());
            }
        }
    }
    used
}

#[test]
fn every_layer_uses_only_the_layers_above_it() {
    let src = source_files::src();
    let files = source_files::rust_files(&src);
    let root = root_items(&fs::read_to_string(src.join("lib.rs")).unwrap());
    assert!(root.len() > 50, "only {} root items read from lib.rs", root.len());
    let mut checked = 0;
    let mut upward = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let top = relative.components().next().unwrap().as_os_str().to_str().unwrap().trim_end_matches(".rs");
        let fast_path = top == "board" && relative.iter().any(|part| part == "fast_paths" || part == "fast_paths.rs");
        let Some(own) = rank(if fast_path { "fast_paths" } else { top }) else { continue };
        let text = fs::read_to_string(&file).unwrap();
        for used in used_layers(&code(&text), &root) {
            if rank(&used).unwrap() > own {
                upward.push(format!("{} uses crate::{used}", relative.display()));
            }
        }
        checked += 1;
    }
    assert!(checked > 30, "only {checked} files read");
    assert!(upward.is_empty(), "layers used from above: {upward:#?}");
}

#[test]
fn the_check_sees_an_upward_path() {
    let root = root_items(
        "pub use game::{Game, PlayError};\npub use position::moves::{IntoIter as MoveListIntoIter, Move};\n",
    );
    assert_eq!(root["Game"], "game");
    assert_eq!(root["MoveListIntoIter"], "position");
    assert_eq!(
        used_layers("use crate::notation::sgf::Thing;\nlet x = crate::board::square::Square::A1;", &root),
        ["notation", "board"]
    );
    // Root imports name the layers that define what they import.
    assert_eq!(
        used_layers("use crate::{\n    Move, board::x::Y, Game,\n};\nlet g = crate::Game::new();", &root),
        ["position", "board", "game", "game"]
    );
    assert!(used_layers(&code("// use crate::notation::X;\n"), &root).is_empty());
    assert!(used_layers(&code("fn f() {}\n#[cfg(test)]\nmod tests {\n use crate::notation::X;\n}"), &root).is_empty());
}
