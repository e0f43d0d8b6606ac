//! How many cases each property test runs, shared by the proptest files: a test file
//! declares it with `mod proptest_cases;` and writes `#![proptest_config(proptest_cases::config(N))]`.

use proptest::test_runner::Config as ProptestConfig;

/// Cases per property: `PROPTEST_CASES` when it is set (for longer soak runs), otherwise
/// `cases`, chosen by each file to keep a debug `cargo test` of it to a few seconds.
pub fn config(cases: u32) -> ProptestConfig {
    if std::env::var_os("PROPTEST_CASES").is_some() {
        ProptestConfig::default()
    } else {
        ProptestConfig::with_cases(cases)
    }
}
