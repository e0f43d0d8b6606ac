//! Running a command-line program as a user would and checking what it printed: the
//! harness of the examples' tests (`tests/examples_cli.rs`) and of the `loa` program's
//! (`cli/tests/`, which include this file by path), and the checks every program's
//! `--help` and usage errors pass.
//!
//! Each test file uses only part of this module.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Every variant's name, as `--variant` takes it.
pub fn variant_names() -> Vec<&'static str> {
    lines_of_action::Variant::ALL.iter().map(|variant| variant.name()).collect()
}

/// Whether `text`, a `--help` output, names `--variant` and every variant.
pub fn lists_the_variants(text: &str) -> bool {
    text.contains("--variant") && variant_names().iter().all(|name| text.contains(name))
}

/// What one run of a program printed.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn stdout_lines(&self) -> Vec<&str> {
        self.stdout.lines().collect()
    }

    /// Asserts a clean success: status 0, nothing on standard error.
    pub fn ok(self) -> Run {
        assert_eq!(self.code, Some(0), "stderr: {}", self.stderr);
        assert_eq!(self.stderr, "");
        self
    }

    /// Asserts a failure with `code`, no output, and exactly one line on standard error;
    /// returns that line.
    pub fn fails(self, code: i32) -> String {
        assert_eq!(self.code, Some(code), "stdout: {}\nstderr: {}", self.stdout, self.stderr);
        assert_eq!(self.stdout, "", "no output on failure");
        assert!(self.stderr.ends_with('\n'), "stderr: {:?}", self.stderr);
        assert_eq!(self.stderr.lines().count(), 1, "stderr: {:?}", self.stderr);
        self.stderr.trim_end().to_owned()
    }
}

/// The run `output` records, checked for a panic (its message, or exit status 101).
pub fn checked(output: Output) -> Run {
    let out = Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    };
    for text in [&out.stdout, &out.stderr] {
        assert!(!text.contains("panicked"), "a panic: {text}");
        assert!(!text.contains("RUST_BACKTRACE"), "a panic: {text}");
    }
    assert_ne!(out.code, Some(101), "exit status 101 is a panic");
    out
}

/// Runs `command` with `input` on standard input.
pub fn run_with_input(mut command: Command, input: &str) -> Run {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // The program may exit before reading everything: ignore a closed pipe here.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    checked(child.wait_with_output().expect("the program runs"))
}

/// The entries of section `title` of a `--help` output: `(key, description)`, the key
/// indented by two spaces and the description after at least two more.
pub fn help_entries<'a>(help: &'a str, title: &str) -> Vec<(&'a str, &'a str)> {
    help.lines()
        .skip_while(|line| *line != title)
        .skip(1)
        .take_while(|line| !line.is_empty())
        // A description going on under the one above.
        .filter(|line| !line.starts_with("   "))
        .map(|line| {
            let entry = line.strip_prefix("  ").unwrap_or_else(|| panic!("{line:?} is indented"));
            let (key, text) = entry.split_once("  ").unwrap_or_else(|| panic!("{line:?}: a key and a description"));
            (key, text.trim_start())
        })
        .collect()
}

/// The options (`--plain`) and arguments (`DEPTH`) of the usage line of program `name`
/// (`perft`, `loa play`): a word in capitals is an argument unless it is the value of the
/// option before it (`[--variant NAME]`).
pub fn usage_words<'a>(usage: &'a str, name: &str) -> (Vec<&'a str>, Vec<&'a str>) {
    let words: Vec<&str> = usage.split_whitespace().skip(1 + name.split_whitespace().count()).collect();
    let mut options = Vec::new();
    let mut arguments = Vec::new();
    for (index, raw) in words.iter().enumerate() {
        let word = raw.trim_matches(|c| c == '[' || c == ']');
        if word.starts_with("--") {
            options.push(word);
        } else if !word.is_empty() && word.bytes().all(|b| b.is_ascii_uppercase()) {
            let previous = index.checked_sub(1).map(|i| words[i]);
            let is_value = previous.is_some_and(|p| p.trim_start_matches('[').starts_with("--") && !p.ends_with(']'));
            if !is_value {
                arguments.push(word);
            }
        }
    }
    (options, arguments)
}

/// Checks the `--help` of program `name`, which `run` runs with the arguments it is
/// given (and empty standard input): `-h` is the same; what it does, then the usage line;
/// each option and argument of the usage line listed with a description, its default
/// for each that takes a value; each option listed on the usage line and known to the
/// program; the variants' names; an example invocation containing `invocation`; lines of
/// at most 100 columns. Returns the help.
pub fn check_help(name: &str, invocation: &str, run: impl Fn(&[&str]) -> Run) -> String {
    let help = run(&["--help"]).ok().stdout;
    assert_eq!(run(&["-h"]).ok().stdout, help, "{name}: -h is --help");
    // What it does, then the usage line.
    assert!(help.starts_with(&format!("{name}: ")), "{help}");
    // The usage line, maybe wrapped: up to the blank line.
    let usage: Vec<&str> =
        help.lines().skip_while(|line| !line.starts_with("usage: ")).take_while(|line| !line.is_empty()).collect();
    let usage = usage.join(" ");
    assert!(usage.starts_with(&format!("usage: {name} ")), "{usage}");
    let (usage_options, usage_arguments) = usage_words(&usage, name);
    let options = help_entries(&help, "Options:");
    let arguments = help_entries(&help, "Arguments:");
    // Each option and argument of the usage line is listed, with a description; each
    // that takes a value, and each argument, says its default.
    for option in &usage_options {
        let entry = options.iter().find(|(key, _)| key.split(' ').next() == Some(option));
        let (key, text) = entry.unwrap_or_else(|| panic!("{name}: {option} is listed in\n{help}"));
        assert!(!text.is_empty(), "{name}: {key}");
        if key.contains(' ') {
            assert!(text.contains("default"), "{name}: {key} says its default: {text}");
        }
    }
    assert_eq!(arguments.iter().map(|(key, _)| *key).collect::<Vec<_>>(), usage_arguments, "{name}");
    for (key, text) in &arguments {
        assert!(text.contains("default"), "{name}: {key} says its default: {text}");
    }
    // And each option listed is on the usage line, and the program knows it: a flag
    // goes with --help, an option without its value is refused for that, not as unknown.
    for (key, _) in options.iter().filter(|(key, _)| *key != "-h, --help") {
        let option = key.split(' ').next().unwrap_or(key);
        assert!(usage_options.contains(&option), "{name}: {key} on the usage line {usage}");
        if key.contains(' ') {
            let line = run(&[option]).fails(2);
            assert!(!line.contains("unknown option"), "{name}: {line}");
        } else {
            assert_eq!(run(&[option, "--help"]).ok().stdout, help, "{name} {option} --help");
        }
    }
    assert!(options.iter().any(|(key, _)| *key == "-h, --help"), "{name}");
    assert!(lists_the_variants(&help), "{name}: {help}");
    // At least one invocation to copy.
    let examples = help.lines().skip_while(|line| *line != "Examples:").skip(1);
    assert!(examples.clone().any(|line| line.contains(invocation)), "{name}: an example with {invocation} in\n{help}");
    // Each line fits a terminal of 100 columns.
    for line in help.lines() {
        assert!(line.chars().count() <= 100, "{name}: {line:?} is {} characters", line.chars().count());
    }
    help
}

/// Checks that program `name`, run by `run`, words a usage error as every program does:
/// one line, `error: ... (see --help)`, exit status 2.
pub fn check_usage_errors(name: &str, run: impl Fn(&[&str]) -> Run) {
    let line = run(&["--fast"]).fails(2);
    assert_eq!(line, "error: unknown option \"--fast\" (see --help)", "{name}");
    let line = run(&["--variant"]).fails(2);
    assert_eq!(line, "error: --variant needs a variant's name (see --help)", "{name}");
    let line = run(&["--variant", "chess"]).fails(2);
    assert!(line.starts_with("error: bad --variant: ") && line.ends_with(" (see --help)"), "{name}: {line}");
}
