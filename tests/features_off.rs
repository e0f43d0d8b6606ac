//! What a `cargo test` without the optional features leaves out, said out loud.
//!
//! The tests of the `serde`, `svg`, `parallel` and `abstract-play` features compile only
//! with those features (`tests/serde.rs`, `tests/svg.rs`, the parallel perft in
//! `tests/perft.rs`, `tests/abstract_play.rs`, their unit tests and doctests). So that a
//! plain `cargo test` does not skip them silently, each feature that is off shows up here
//! as an ignored test whose reason says what to run; run with `--ignored`, it fails with
//! the same message. The README's test command, `cargo test --all-features`, runs the real
//! tests and compiles this file empty.

/// Fails with the command that runs the tests of `feature`.
#[cfg(not(all(feature = "serde", feature = "svg", feature = "parallel", feature = "abstract-play")))]
fn needs(feature: &str) -> ! {
    panic!("built without the `{feature}` feature, so its tests were compiled out: run `cargo test --all-features`")
}

#[cfg(not(feature = "serde"))]
#[test]
#[ignore = "the serde feature is off (tests/serde.rs, serde doctests): run `cargo test --all-features`"]
fn serde_tests_need_the_serde_feature() {
    needs("serde");
}

#[cfg(not(feature = "svg"))]
#[test]
#[ignore = "the svg feature is off (tests/svg.rs, SVG unit tests and doctests): run `cargo test --all-features`"]
fn svg_tests_need_the_svg_feature() {
    needs("svg");
}

#[cfg(not(feature = "parallel"))]
#[test]
#[ignore = "the parallel feature is off (parallel perft in tests/perft.rs): run `cargo test --all-features`"]
fn parallel_tests_need_the_parallel_feature() {
    needs("parallel");
}

#[cfg(not(feature = "abstract-play"))]
#[test]
#[ignore = "the abstract-play feature is off (tests/abstract_play.rs, its doctests): run `cargo test --all-features`"]
fn abstract_play_tests_need_the_abstract_play_feature() {
    needs("abstract-play");
}
