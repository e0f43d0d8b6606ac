//! The layers of `src/` (ARCHITECTURE.md) use only the layers above them: no module
//! reaches a later layer through a `crate::` path, outside its unit tests. Read from the
//! source files, so that a new import that breaks the architecture fails here.

use std::fs;
use std::path::{Path, PathBuf};

/// The layers, each allowed to use the ones before it.
const LAYERS: [&str; 11] = [
    "quoted",
    "serde_text",
    "board",
    "position",
    "movegen",
    "rules",
    "variants",
    "game",
    "playout",
    "perft",
    "notation",
];

fn rank(name: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| *layer == name)
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// The code of a file without its unit tests and comments.
fn code(text: &str) -> String {
    let body = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    body.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The layers named by `crate::NAME` paths in `code`.
fn used_layers(code: &str) -> Vec<&str> {
    code.match_indices("crate::")
        .map(|(at, _)| {
            let rest = &code[at + "crate::".len()..];
            let end = rest.find(|c: char| !(c.is_ascii_lowercase() || c == '_')).unwrap_or(rest.len());
            &rest[..end]
        })
        .filter(|name| rank(name).is_some())
        .collect()
}

#[test]
fn every_layer_uses_only_the_layers_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut checked = 0;
    let mut upward = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let top = relative.components().next().unwrap().as_os_str().to_str().unwrap().trim_end_matches(".rs");
        let Some(own) = rank(top) else { continue };
        let text = fs::read_to_string(&file).unwrap();
        for used in used_layers(&code(&text)) {
            if rank(used).unwrap() > own {
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
    assert_eq!(
        used_layers("use crate::notation::sgf::Thing;\nlet x = crate::board::square::Square::A1;"),
        ["notation", "board"]
    );
    assert!(used_layers(&code("// use crate::notation::X;\n")).is_empty());
    assert!(used_layers(&code("fn f() {}\n#[cfg(test)]\nmod tests {\n use crate::notation::X;\n}")).is_empty());
}
