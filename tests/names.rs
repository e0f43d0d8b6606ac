//! The enums named by text — `Color`, `Layout`, `RulePreset`, `Theme`, `Variant` — share
//! one block: every value of `ALL` reads back from its name in any case, the names are
//! unambiguous, and the error for an unknown name lists the names of `ALL`, in order.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use lines_of_action::{Color, Layout, Position, RulePreset, Variant};

/// `"a, b or c"`, as the errors list names.
fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Checks the block of `T`: `all` with `name` is `T::ALL` with `T::name`, `kind` what
/// the error calls a `T`.
fn check_names<T>(all: &[T], name: fn(T) -> &'static str, kind: &str)
where
    T: Copy + Debug + PartialEq + Display + FromStr,
    T::Err: Display + Debug,
{
    let names: Vec<&str> = all.iter().map(|&value| name(value)).collect();
    for &value in all {
        assert_eq!(value.to_string(), name(value));
        for text in [name(value).to_owned(), name(value).to_uppercase(), name(value).to_lowercase()] {
            assert_eq!(text.parse::<T>().ok(), Some(value), "{text}");
        }
    }
    let mut distinct = names.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), names.len(), "a name given twice: {names:?}");
    for text in ["", "chess", " standard", "hex-5"] {
        let error = text.parse::<T>().unwrap_err();
        assert_eq!(error.to_string(), format!("unknown {kind} {text:?}: expected {}", one_of(&names)));
    }
}

#[test]
fn every_named_enum_reads_its_names_and_lists_them_when_refusing_one() {
    check_names(&Color::ALL, Color::name, "colour");
    check_names(&Layout::ALL, Layout::name, "setup");
    check_names(&RulePreset::ALL, RulePreset::name, "rule preset");
    check_names(&Variant::ALL, Variant::name, "variant");
    #[cfg(feature = "svg")]
    check_names(&lines_of_action::Theme::ALL, lines_of_action::Theme::name, "theme");
}

#[test]
fn the_messages_read_as_before() {
    let error = "chess".parse::<Variant>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown variant \"chess\": expected standard, scrambled, scrambled-mirrored, cheshire-cat, parachute, \
         parachute-mirrored, 6x6, 7x7, loaps, 5x5, 9x9, 10x10, 11x11, 12x12, black-hole, black-hole-scrambled, hex5, \
         hex6 or hex6-scrambled"
    );
    let error = "chess".parse::<RulePreset>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown rule preset \"chess\": expected olympiad, boardspace, openspiel, codingame, abstract-play or alveole"
    );
    assert_eq!("red".parse::<Color>().unwrap_err().to_string(), "unknown colour \"red\": expected black or white");
}

#[test]
fn aliases_read_as_their_value() {
    for (text, variant) in [
        ("scrambled-eggs", Variant::ScrambledEggs),
        ("Scrambled-Eggs-Mirrored", Variant::ScrambledEggsMirrored),
        ("gemma", Variant::CheshireCat),
        ("Alveole", Variant::Hex5),
    ] {
        assert_eq!(text.parse(), Ok(variant), "{text}");
    }
    for (text, preset) in [
        ("default", RulePreset::ComputerOlympiad),
        ("computer-olympiad", RulePreset::ComputerOlympiad),
        ("Sackson", RulePreset::Boardspace),
    ] {
        assert_eq!(text.parse(), Ok(preset), "{text}");
    }
    for (text, color) in [("b", Color::Black), ("W", Color::White)] {
        assert_eq!(text.parse(), Ok(color), "{text}");
    }
}

#[test]
fn a_layout_is_its_variants_start_under_its_variants_names() {
    for layout in Layout::ALL {
        let variant = layout.variant();
        assert_eq!(layout.name(), variant.name());
        assert_eq!(Position::from_layout(layout), Position::from_variant(variant).unwrap());
        assert_eq!(layout.setup(), variant.setup().unwrap());
    }
    // Every alias of those variants names the layout too; the other variants are no layout.
    assert_eq!("scrambled-eggs-mirrored".parse(), Ok(Layout::ScrambledEggsMirrored));
    for variant in Variant::ALL.into_iter().filter(|&v| Layout::ALL.iter().all(|l| l.variant() != v)) {
        assert!(variant.name().parse::<Layout>().is_err(), "{variant}");
    }
    assert_eq!(Position::START, Position::from_variant(Variant::Standard).unwrap());
    assert_eq!(Position::default(), Position::from_layout(Layout::default()));
}
