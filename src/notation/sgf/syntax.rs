//! The SGF tree syntax: game trees, nodes, properties and their values, with the line
//! and column of whatever is malformed. Only the main line of each game tree is kept.

use alloc::string::String;
use alloc::vec::Vec;
use core::iter::Peekable;
use core::str::Chars;

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

/// A property of a node on the main line, its name reduced to its identifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Property {
    /// The identifier: the upper-case letters of the name as written (`FF[3]` long names such
    /// as `GaMe` give `GM`), or the whole name in upper case if it has none (`gm` gives `GM`).
    pub(super) id: String,
    /// The values, unescaped, line breaks as `\n`.
    pub(super) values: Vec<String>,
    /// The line of the property's name.
    pub(super) line: usize,
}

/// A game tree's main line: the nodes along the first variation at every branch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Tree {
    /// The nodes, each a list of properties.
    pub(super) nodes: Vec<Vec<Property>>,
    /// The variations left out: the later children at the main line's branch points.
    pub(super) variations: usize,
}

/// A cursor over the text that knows the line and column of the next character.
struct Cursor<'a> {
    chars: Peekable<Chars<'a>>,
    line: usize,
    column: usize,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
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

/// Reads the game trees of `text`, keeping the main line of each.
pub(super) fn parse(text: &str) -> Result<Vec<Tree>, SgfSyntaxError> {
    let mut cursor = Cursor { chars: text.chars().peekable(), line: 1, column: 1 };
    if cursor.peek() == Some('\u{feff}') {
        cursor.chars.next(); // a byte-order mark, not a column
    }
    let mut trees: Vec<Tree> = Vec::new();
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
                    cursor.next();
                    trees.push(Tree::default());
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
                    trees.last_mut().unwrap_or_else(|| unreachable!("a tree is open")).variations += 1;
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
            }
            ';' => {
                if level.children > 0 {
                    return Err(cursor.error_at(at, SgfSyntaxProblem::NodeAfterVariation));
                }
                cursor.next();
                level.has_node = true;
                if level.main_line {
                    trees.last_mut().unwrap_or_else(|| unreachable!("a tree is open")).nodes.push(Vec::new());
                }
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
                let property = read_property(&mut cursor)?;
                if level.main_line {
                    let tree = trees.last_mut().unwrap_or_else(|| unreachable!("a tree is open"));
                    tree.nodes.last_mut().unwrap_or_else(|| unreachable!("in a node")).push(property);
                }
            }
            _ => return Err(cursor.error_at(at, SgfSyntaxProblem::Unexpected(c))),
        }
    }
    if let Some(level) = levels.last() {
        return Err(cursor.error_at(level.open, SgfSyntaxProblem::Unclosed));
    }
    if trees.is_empty() {
        return Err(cursor.error_at(cursor.position(), SgfSyntaxProblem::NoGameTree));
    }
    Ok(trees)
}

/// Reads a property: its name, then one or more values, white space allowed between them.
fn read_property(cursor: &mut Cursor<'_>) -> Result<Property, SgfSyntaxError> {
    let at = cursor.position();
    let mut name = String::new();
    while let Some(c) = cursor.peek().filter(char::is_ascii_alphabetic) {
        name.push(c);
        cursor.next();
    }
    let mut values = Vec::new();
    loop {
        cursor.skip_white_space();
        if cursor.peek() != Some('[') {
            break;
        }
        values.push(read_value(cursor)?);
    }
    if values.is_empty() {
        return Err(cursor.error_at(at, SgfSyntaxProblem::MissingValue(name)));
    }
    Ok(Property { id: identifier(&name), values, line: at.0 })
}

/// The identifier of a property name: its upper-case letters (`FF[3]`: `GaMe` is `GM`),
/// or, if it has none, the whole name in upper case.
fn identifier(name: &str) -> String {
    let upper: String = name.chars().filter(char::is_ascii_uppercase).collect();
    if upper.is_empty() { name.to_ascii_uppercase() } else { upper }
}

/// Reads a value from its `[` to its `]`: `\` escapes the next character, a `\` before a
/// line break removes both (a soft line break), and CR LF or CR become LF.
fn read_value(cursor: &mut Cursor<'_>) -> Result<String, SgfSyntaxError> {
    let open = cursor.position();
    cursor.next(); // '['
    let unterminated = |cursor: &Cursor<'_>| cursor.error_at(open, SgfSyntaxProblem::UnterminatedValue);
    let mut value = String::new();
    loop {
        match cursor.next() {
            None => return Err(unterminated(cursor)),
            Some(']') => return Ok(value),
            Some('\\') => match cursor.next() {
                None => return Err(unterminated(cursor)),
                Some('\r') => {
                    if cursor.peek() == Some('\n') {
                        cursor.next();
                    }
                }
                Some('\n') => {}
                Some(c) => value.push(c),
            },
            Some('\r') => {
                if cursor.peek() == Some('\n') {
                    cursor.next();
                }
                value.push('\n');
            }
            Some(c) => value.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn ids(tree: &Tree) -> Vec<Vec<&str>> {
        tree.nodes.iter().map(|node| node.iter().map(|p| p.id.as_str()).collect()).collect()
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
        let trees = parse("(;GM[9](;B[b1-b3](;W[a]C[x])(;W[b]))(;B[c]))").unwrap();
        assert_eq!(trees.len(), 1);
        assert_eq!(ids(&trees[0]), vec![vec!["GM"], vec!["B"], vec!["W", "C"]]);
        assert_eq!(trees[0].variations, 2);
        assert_eq!(trees[0].nodes[2][0].values, vec![String::from("a")]);
    }

    #[test]
    fn values_are_unescaped_and_line_breaks_normalised() {
        let trees = parse("(;C[a\\]b\\\\c\\\r\nd\re\r\nf\ng] X [1] [2])").unwrap();
        let node = &trees[0].nodes[0];
        assert_eq!(node[0].values, vec![String::from("a]b\\cd\ne\nf\ng")]);
        assert_eq!(node[1].values, vec![String::from("1"), String::from("2")]);
    }

    #[test]
    fn positions_count_cr_lf_and_crlf_as_one_line_break_each() {
        let error = parse("(;B[b1-b3]\r\r\n\n  ;x").unwrap_err();
        assert_eq!(error, SgfSyntaxError { line: 4, column: 4, problem: SgfSyntaxProblem::MissingValue("x".into()) });
        assert_eq!(parse("(;C[\r\n]\r\n;B[x])").unwrap()[0].nodes[1][0].line, 3);
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let depth = 100_000;
        let text = alloc::format!("{}{}", "(;".repeat(depth), ")".repeat(depth));
        let trees = parse(&text).unwrap();
        assert_eq!(trees[0].nodes.len(), depth);
    }
}
