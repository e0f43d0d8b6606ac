//! Quoting a user's text in an error message, cut short when it is long.

use core::fmt;

use alloc::format;

/// Writes text as a quoted string literal, as `{:?}` does, keeping at most
/// [`Quoted::MAX_CHARS`] characters and marking a cut with `…`.
pub(crate) struct Quoted<'a>(pub(crate) &'a str);

impl Quoted<'_> {
    /// The most characters quoted.
    pub(crate) const MAX_CHARS: usize = 40;
}

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cut = self.0.char_indices().nth(Quoted::MAX_CHARS).map(|(i, _)| i);
        let shown = &self.0[..cut.unwrap_or(self.0.len())];
        // `{:?}` of the kept part, with the mark of a cut inside the closing quote.
        let literal = format!("{shown:?}");
        f.write_str(&literal[..literal.len() - 1])?;
        f.write_str(if cut.is_some() { "…\"" } else { "\"" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    #[test]
    fn short_text_is_quoted_whole_and_long_text_is_cut() {
        assert_eq!(Quoted("b1-b3").to_string(), "\"b1-b3\"");
        assert_eq!(Quoted("a\"b\n").to_string(), "\"a\\\"b\\n\"");
        assert_eq!(Quoted("b1-b3'").to_string(), "\"b1-b3'\"");
        let long = "x".repeat(100);
        assert_eq!(Quoted(&long).to_string(), format!("\"{}…\"", "x".repeat(40)));
        assert_eq!(Quoted(&"é".repeat(41)).to_string(), format!("\"{}…\"", "é".repeat(40)));
    }
}
