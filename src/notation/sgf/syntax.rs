//! The SGF tree syntax: game trees, nodes, properties and their values, with the line
//! and column of whatever is malformed. Only the main line of each game tree is read,
//! straight from the text: nothing of a tree is copied but the values that need
//! unescaping, so that reading a file takes little memory beyond the file.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::iter::Peekable;
use core::str::{CharIndices, Chars};

use thiserror::Error;

/// Why a text is not SGF at all: where, and what is wrong there.
///
/// ```
/// use lines_of_action::{read_sgf, SgfSyntaxProblem};
/// let error = read_sgf("(;GM[9]\n;B[b1-b3]").unwrap_err();
/// assert_eq!((error.line, error.column), (1, 1)); // the '(' that is never closed
/// assert_eq!(error.problem, SgfSyntaxProblem::Unclosed);
/// assert_eq!(error.to_string(), "line 1, column 1: the game tree opened here is never closed");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct SgfSyntaxError {
    /// The line, counted from 1; CR, LF and CR LF each end a line.
    pub line: usize,
    /// The column, counted from 1 in characters.
    pub column: usize,
    /// What is wrong there.
    pub problem: SgfSyntaxProblem,
}

/// What is wrong with the SGF syntax (see [`SgfSyntaxError`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SgfSyntaxProblem {
    /// The text holds no game tree: it is empty or only white space.
    #[error("no game tree: an SGF file holds one or more game trees such as \"(;GM[9];B[b1-b3])\"")]
    NoGameTree,
    /// Something other than white space outside the game trees.
    #[error("unexpected {0:?} outside a game tree: expected '(' to start one")]
    OutsideTree(char),
    /// A `)` that closes no game tree.
    #[error("')' without a matching '('")]
    UnmatchedClose,
    /// A game tree (the `(` at the error's position) that is never closed.
    #[error("the game tree opened here is never closed")]
    Unclosed,
    /// A value (the `[` at the error's position) that is never closed with `]`.
    #[error("the value opened here is never closed with ']'")]
    UnterminatedValue,
    /// A game tree or variation whose first node is missing: `()`, `((`, or properties before any `;`.
    #[error("expected ';' to start the game tree's first node")]
    NodeExpected,
    /// A node or property after a variation: a tree's nodes come before its variations.
    #[error("a node after a variation: the nodes of a game tree come before its variations")]
    NodeAfterVariation,
    /// A property name without a value.
    #[error("property {0} has no value: expected '[' after it")]
    MissingValue(String),
    /// A character that has no place in a game tree.
    #[error("unexpected {0:?} in a game tree: expected a property name, '[', ';', '(' or ')'")]
    Unexpected(char),
}

/// A property of a node on the main line, its name reduced to its identifier, its
/// values read from the text where they stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Property<'a> {
    /// The identifier: the upper-case letters of the name as written (`FF[3]` long names such
    /// as `GaMe` give `GM`), or the whole name in upper case if it has none (`gm` gives `GM`).
    pub(super) id: Cow<'a, str>,
    /// The values as written, from the first `[` to the last `]`.
    written: &'a str,
    /// The line of the property's name.
    pub(super) line: usize,
}

impl<'a> Property<'a> {
    /// The values, unescaped, line breaks as `\n`.
    pub(super) fn values(&self) -> impl Iterator<Item = Cow<'a, str>> + use<'a> {
        let mut rest = self.written;
        core::iter::from_fn(move || {
            let (value, after) = split_value(rest.trim_start())?;
            rest = after;
            Some(unescaped(value))
        })
    }

    /// The first value (a property has at least one).
    pub(super) fn first_value(&self) -> Cow<'a, str> {
        self.values().next().unwrap_or_default()
    }
}

/// The first value of `text` (which starts with its `[`), as written without its
/// brackets, and the text after its `]`; `None` if `text` does not start with `[`.
fn split_value(text: &str) -> Option<(&str, &str)> {
    let inner = text.strip_prefix('[')?;
    let mut escaped = false;
    for (at, c) in inner.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            ']' => return Some((&inner[..at], &inner[at + 1..])),
            _ => {}
        }
    }
    Some((inner, ""))
}

/// A value as written, unescaped: `\` escapes the next character, a `\` before a line
/// break removes both (a soft line break), and CR LF or CR become LF. Borrowed when
/// there is nothing to change.
fn unescaped(written: &str) -> Cow<'_, str> {
    if !written.contains(['\\', '\r']) {
        return Cow::Borrowed(written);
    }
    let mut value = String::with_capacity(written.len());
    let mut chars = written.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('\r') => {
                    chars.next_if_eq(&'\n');
                }
                Some('\n') | None => {}
                Some(c) => value.push(c),
            },
            '\r' => {
                chars.next_if_eq(&'\n');
                value.push('\n');
            }
            c => value.push(c),
        }
    }
    Cow::Owned(value)
}

/// A game tree, checked for syntax, as its text: its main line is the nodes along the
/// first variation at every branch, that is every node before the tree's first `)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Tree<'a> {
    /// The text from the tree's `(` on (to the end of the file).
    text: &'a str,
    /// The line of its `(`.
    line: usize,
    /// The variations left out: the later children at the main line's branch points.
    pub(super) variations: usize,
}

impl<'a> Tree<'a> {
    /// The properties of the main line, in order, each with its node's index (from 0).
    pub(super) fn properties(&self) -> impl Iterator<Item = (usize, Property<'a>)> + use<'a> {
        let (text, mut line) = (self.text, self.line);
        let mut chars = text.char_indices().peekable();
        let mut node = None;
        core::iter::from_fn(move || {
            loop {
                let (at, c) = *chars.peek()?;
                if c.is_ascii_alphabetic() {
                    return Some((node.unwrap_or(0), main_line_property(text, at, &mut chars, &mut line)));
                }
                chars.next();
                match c {
                    ')' => return None,
                    ';' => node = Some(node.map_or(0, |node: usize| node + 1)),
                    '\r' if chars.peek().is_some_and(|&(_, c)| c == '\n') => {}
                    '\r' | '\n' => line += 1,
                    _ => {}
                }
            }
        })
    }
}

/// The property whose name starts at `at` in `text` (checked for syntax), read from
/// `chars`, which `line` follows.
fn main_line_property<'a>(
    text: &'a str,
    at: usize,
    chars: &mut Peekable<CharIndices<'a>>,
    line: &mut usize,
) -> Property<'a> {
    let property_line = *line;
    let mut end = at;
    while let Some((next, c)) = chars.next_if(|&(_, c)| c.is_ascii_alphabetic()) {
        end = next + c.len_utf8();
    }
    let name = &text[at..end];
    let first = end + text[end..].len() - text[end..].trim_start().len();
    let mut rest = &text[first..];
    while let Some((_, after)) = split_value(rest) {
        rest = after.trim_start();
    }
    let last = text.len() - rest.len();
    let written = text[first..last].trim_end();
    // Move on past the values, counting their line breaks.
    while let Some((next, c)) = chars.next_if(|&(next, _)| next < last) {
        match c {
            '\r' if text[next + 1..].starts_with('\n') => {}
            '\r' | '\n' => *line += 1,
            _ => {}
        }
    }
    Property { id: identifier(name), written, line: property_line }
}

/// A cursor over the text that knows the line and column of the next character.
struct Cursor<'a> {
    chars: Peekable<Chars<'a>>,
    /// The byte offset of the next character.
    offset: usize,
    line: usize,
    column: usize,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.offset += c.len_utf8();
        match c {
            // A CR followed by LF ends the line at the LF.
            '\r' if self.peek() == Some('\n') => {}
            '\r' | '\n' => {
                self.line += 1;
                self.column = 1;
            }
            _ => self.column += 1,
        }
        Some(c)
    }

    fn position(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    fn error_at(&self, (line, column): (usize, usize), problem: SgfSyntaxProblem) -> SgfSyntaxError {
        SgfSyntaxError { line, column, problem }
    }

    fn skip_white_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }
}

/// One open game tree or variation.
struct Level {
    /// Where its `(` is.
    open: (usize, usize),
    /// Whether it lies on the main line.
    main_line: bool,
    /// Whether it has a node yet.
    has_node: bool,
    /// How many variations it has so far.
    children: usize,
}

/// Checks the syntax of `text` and calls `each` with each game tree, in order, as soon
/// as it is closed (so a caller can read it and let it go before the next is checked).
pub(super) fn parse<'a>(text: &'a str, mut each: impl FnMut(Tree<'a>)) -> Result<(), SgfSyntaxError> {
    let mut cursor = Cursor { chars: text.chars().peekable(), offset: 0, line: 1, column: 1 };
    if cursor.peek() == Some('\u{feff}') {
        cursor.chars.next(); // a byte-order mark, not a column
        cursor.offset += '\u{feff}'.len_utf8();
    }
    let mut trees = 0;
    // The tree open now: where its text starts, its line, its variations so far.
    let mut tree = Tree { text: "", line: 0, variations: 0 };
    // The open trees, the outermost first: an explicit stack, so deep nesting cannot overflow.
    let mut levels: Vec<Level> = Vec::new();
    // Whether properties now belong to a node (the last `;` was not followed by `(` or `)`).
    let mut in_node = false;
    loop {
        cursor.skip_white_space();
        let at = cursor.position();
        let Some(c) = cursor.peek() else {
            break;
        };
        let Some(level) = levels.last_mut() else {
            // Outside the game trees.
            match c {
                '(' => {
                    tree = Tree { text: &text[cursor.offset..], line: cursor.line, variations: 0 };
                    cursor.next();
                    levels.push(Level { open: at, main_line: true, has_node: false, children: 0 });
                    in_node = false;
                    continue;
                }
                ')' => return Err(cursor.error_at(at, SgfSyntaxProblem::UnmatchedClose)),
                _ => return Err(cursor.error_at(at, SgfSyntaxProblem::OutsideTree(c))),
            }
        };
        match c {
            '(' => {
                if !level.has_node {
                    return Err(cursor.error_at(at, SgfSyntaxProblem::NodeExpected));
                }
                cursor.next();
                level.children += 1;
                let main_line = level.main_line && level.children == 1;
                if level.main_line && level.children > 1 {
                    tree.variations += 1;
                }
                levels.push(Level { open: at, main_line, has_node: false, children: 0 });
                in_node = false;
            }
            ')' => {
                if !level.has_node {
                    return Err(cursor.error_at(at, SgfSyntaxProblem::NodeExpected));
                }
                cursor.next();
                levels.pop();
                in_node = false;
                if levels.is_empty() {
                    trees += 1;
                    each(tree);
                }
            }
            ';' => {
                if level.children > 0 {
                    return Err(cursor.error_at(at, SgfSyntaxProblem::NodeAfterVariation));
                }
                cursor.next();
                level.has_node = true;
                in_node = true;
            }
            _ if c.is_ascii_alphabetic() => {
                if !in_node {
                    let problem = if level.children > 0 {
                        SgfSyntaxProblem::NodeAfterVariation
                    } else {
                        SgfSyntaxProblem::NodeExpected
                    };
                    return Err(cursor.error_at(at, problem));
                }
                check_property(&mut cursor)?;
            }
            _ => return Err(cursor.error_at(at, SgfSyntaxProblem::Unexpected(c))),
        }
    }
    if let Some(level) = levels.last() {
        return Err(cursor.error_at(level.open, SgfSyntaxProblem::Unclosed));
    }
    if trees == 0 {
        return Err(cursor.error_at(cursor.position(), SgfSyntaxProblem::NoGameTree));
    }
    Ok(())
}

/// Checks a property: its name, then one or more values, white space allowed between them.
fn check_property(cursor: &mut Cursor<'_>) -> Result<(), SgfSyntaxError> {
    let at = cursor.position();
    let mut name = String::new();
    while let Some(c) = cursor.peek().filter(char::is_ascii_alphabetic) {
        name.push(c);
        cursor.next();
    }
    let mut values = 0;
    loop {
        cursor.skip_white_space();
        if cursor.peek() != Some('[') {
            break;
        }
        check_value(cursor)?;
        values += 1;
    }
    if values == 0 {
        return Err(cursor.error_at(at, SgfSyntaxProblem::MissingValue(name)));
    }
    Ok(())
}

/// The identifier of a property name: its upper-case letters (`FF[3]`: `GaMe` is `GM`),
/// or, if it has none, the whole name in upper case.
fn identifier(name: &str) -> Cow<'_, str> {
    if name.bytes().all(|b| b.is_ascii_uppercase()) {
        return Cow::Borrowed(name);
    }
    let upper: String = name.chars().filter(char::is_ascii_uppercase).collect();
    Cow::Owned(if upper.is_empty() { name.to_ascii_uppercase() } else { upper })
}

/// Checks a value from its `[` to its `]` (`\` escaping the next character).
fn check_value(cursor: &mut Cursor<'_>) -> Result<(), SgfSyntaxError> {
    let open = cursor.position();
    cursor.next(); // '['
    loop {
        match cursor.next() {
            None => break,
            Some(']') => return Ok(()),
            Some('\\') => {
                if cursor.next().is_none() {
                    break;
                }
            }
            Some(_) => {}
        }
    }
    Err(cursor.error_at(open, SgfSyntaxProblem::UnterminatedValue))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    /// The trees of `text`, checked.
    fn parsed(text: &str) -> Result<Vec<Tree<'_>>, SgfSyntaxError> {
        let mut trees = Vec::new();
        parse(text, |tree| trees.push(tree))?;
        Ok(trees)
    }

    /// The main line's nodes, each the properties of one node (empty nodes left out).
    fn nodes<'a>(tree: &Tree<'a>) -> Vec<Vec<Property<'a>>> {
        let mut nodes: Vec<(usize, Vec<Property<'a>>)> = Vec::new();
        for (node, property) in tree.properties() {
            match nodes.last_mut() {
                Some((last, properties)) if *last == node => properties.push(property),
                _ => nodes.push((node, vec![property])),
            }
        }
        nodes.into_iter().map(|(_, properties)| properties).collect()
    }

    fn ids(tree: &Tree) -> Vec<Vec<String>> {
        nodes(tree).iter().map(|node| node.iter().map(|p| p.id.to_string()).collect()).collect()
    }

    fn values(property: &Property) -> Vec<String> {
        property.values().map(String::from).collect()
    }

    #[test]
    fn long_names_reduce_to_their_upper_case_letters() {
        assert_eq!(identifier("GaMe"), "GM");
        assert_eq!(identifier("SiZe"), "SZ");
        assert_eq!(identifier("SetUp"), "SU");
        assert_eq!(identifier("gm"), "GM");
        assert_eq!(identifier("B"), "B");
    }

    #[test]
    fn the_main_line_is_the_first_child_at_every_branch() {
        let trees = parsed("(;GM[9](;B[b1-b3](;W[a]C[x])(;W[b]))(;B[c]))").unwrap();
        assert_eq!(trees.len(), 1);
        assert_eq!(ids(&trees[0]), vec![vec!["GM"], vec!["B"], vec!["W", "C"]]);
        assert_eq!(trees[0].variations, 2);
        assert_eq!(values(&nodes(&trees[0])[2][0]), vec![String::from("a")]);
        // Each tree of a file on its own, with its own node indices.
        let trees = parsed("(;B[a];W[b])\n(;C[x]\n;B[c])").unwrap();
        assert_eq!(trees[1].properties().map(|(node, p)| (node, p.line)).collect::<Vec<_>>(), vec![(0, 2), (1, 3)]);
    }

    #[test]
    fn values_are_unescaped_and_line_breaks_normalised() {
        let trees = parsed("(;C[a\\]b\\\\c\\\r\nd\re\r\nf\ng] X [1] [2])").unwrap();
        let node = &nodes(&trees[0])[0];
        assert_eq!(values(&node[0]), vec![String::from("a]b\\cd\ne\nf\ng")]);
        assert_eq!(values(&node[1]), vec![String::from("1"), String::from("2")]);
        // A value with nothing to unescape is the text itself.
        assert!(matches!(node[1].first_value(), Cow::Borrowed("1")));
    }

    #[test]
    fn positions_count_cr_lf_and_crlf_as_one_line_break_each() {
        let error = parsed("(;B[b1-b3]\r\r\n\n  ;x").unwrap_err();
        assert_eq!(error, SgfSyntaxError { line: 4, column: 4, problem: SgfSyntaxProblem::MissingValue("x".into()) });
        assert_eq!(nodes(&parsed("(;C[\r\n]\r\n;B[x])").unwrap()[0])[1][0].line, 3);
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let depth = 100_000;
        let text = alloc::format!("{}{}", "(;".repeat(depth), ")".repeat(depth));
        let trees = parsed(&text).unwrap();
        assert_eq!(trees[0].properties().count(), 0);
        let text = alloc::format!("{}{}", "(;C[x]".repeat(depth), ")".repeat(depth));
        assert_eq!(parsed(&text).unwrap()[0].properties().last().map(|(node, _)| node), Some(depth - 1));
    }
}
