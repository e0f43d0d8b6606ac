//! [`check_certificate`]: reads a `loa-proof 1` certificate and verifies it with the
//! rules crate.

use std::collections::{HashMap, HashSet};
use std::fmt;

use lines_of_action::{
    Color, Geometry, Leniency, Move, MoveLimit, Outcome, Position, Repetition, RepetitionKey, RulePreset, Rules,
    Variant, with_geometry,
};

/// What a verified certificate proves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CheckedCertificate {
    /// The variant it is played in.
    pub variant: Variant,
    /// The rules it holds under.
    pub rules: RulePreset,
    /// The side that wins.
    pub winner: Color,
    /// The winner's positions the proof reaches (each has its line).
    pub positions: usize,
    /// The most plies of a line of play, until the win.
    pub height: u32,
}

/// Why a certificate is refused: what is wrong, and on which line (from 1) or position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificateError(String);

impl fmt::Display for CertificateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CertificateError {}

/// A refusal.
fn refuse<T>(message: impl Into<String>) -> Result<T, CertificateError> {
    Err(CertificateError(message.into()))
}

/// Verifies the certificate `text` (see [`Certificate`](super::Certificate)): from the
/// root, the listed move at each winner's position and every legal move at the
/// others' must lead, through positions that each have a line, to a win of the winner
/// under the named rules, with no position repeated on any line of play (under a
/// repetition rule that ignores the side to move, no board either) and every line of
/// play shorter than the rules' move limit, counted from the root.
///
/// ```
/// use lines_of_action_search::check_certificate;
/// let text = "loa-proof 1\nvariant 5x5\nrules default\nroot 5/5/5/w3w/bb1b1 b\nwinner black\n5/5/5/w3w/bb1b1 b d1-c2\n";
/// assert_eq!(check_certificate(text).map(|checked| checked.height), Ok(1));
/// assert!(check_certificate(&text.replace("d1-c2", "d1-d2")).is_err());
/// ```
///
/// # Errors
/// A [`CertificateError`] that says what is wrong and where.
pub fn check_certificate(text: &str) -> Result<CheckedCertificate, CertificateError> {
    let mut lines = text.lines().enumerate().map(|(index, line)| (index + 1, line.trim_end()));
    let mut header = |name: &str| match lines.next() {
        Some((number, line)) => match line.strip_prefix(name).and_then(|rest| rest.strip_prefix(' ')) {
            Some(value) => Ok(value.to_string()),
            None => refuse(format!("line {number}: expected `{name} …`, found {line:?}")),
        },
        None => refuse(format!("the certificate ends before its `{name}` line")),
    };
    if header("loa-proof")? != "1" {
        return refuse("line 1: not a `loa-proof 1` certificate");
    }
    let variant: Variant = header("variant")?.parse().map_err(|error| CertificateError(format!("line 2: {error}")))?;
    let preset: RulePreset = header("rules")?.parse().map_err(|error| CertificateError(format!("line 3: {error}")))?;
    let root = header("root")?;
    let winner = match header("winner")?.as_str() {
        "black" => Color::Black,
        "white" => Color::White,
        other => return refuse(format!("line 5: the winner is `black` or `white`, not {other:?}")),
    };
    let body: Vec<(usize, &str)> = lines.filter(|(_, line)| !line.is_empty()).collect();
    let (positions, height) =
        with_geometry!(variant, |G| check_on::<G>(variant, preset.rules(), &root, winner, &body))?;
    Ok(CheckedCertificate { variant, rules: preset, winner, positions, height })
}

/// The check on the board of `G`: the winner's positions reached and the height.
fn check_on<G: Geometry>(
    variant: Variant,
    rules: Rules,
    root: &str,
    winner: Color,
    body: &[(usize, &str)],
) -> Result<(usize, u32), CertificateError> {
    let read = |text: &str, number: usize| {
        Position::<G>::read(text, variant).map_err(|error| CertificateError(format!("line {number}: {error}")))
    };
    let root = read(root, 4)?;
    let mut moves = HashMap::new();
    for &(number, line) in body {
        let Some((text, mv)) = line.rsplit_once(' ') else {
            return refuse(format!("line {number}: expected a position and a move, found {line:?}"));
        };
        let pos = read(text, number)?;
        let mv = pos
            .parse_move_with(mv, Leniency::empty())
            .map_err(|error| CertificateError(format!("line {number}: {error}")))?;
        if pos.turn() != winner {
            return refuse(format!("line {number}: {pos} is not the winner's to move"));
        }
        if moves.insert(pos, mv).is_some() {
            return refuse(format!("line {number}: {pos} has a line already"));
        }
    }
    let mut walk =
        Walk { rules, winner, moves: &moves, heights: HashMap::new(), on_path: HashSet::new(), edges: Vec::new() };
    let height = walk.visit(root)?;
    if let MoveLimit::Draw { plies, .. } = rules.move_limit {
        if u64::from(height) >= u64::from(plies) {
            return refuse(format!("a line of play of {height} plies reaches the move limit of {plies}"));
        }
    }
    if let Repetition::Draw { key: RepetitionKey::Board, .. } = rules.repetition {
        boards_never_repeat(&walk.edges)?;
    }
    let reached = walk.heights.keys().filter(|pos| pos.turn() == winner).count();
    Ok((reached, height))
}

/// The walk over a certificate's proof.
struct Walk<'m, G: Geometry> {
    rules: Rules,
    winner: Color,
    moves: &'m HashMap<Position<G>, Move<G::Square>>,
    /// The positions verified, with their heights.
    heights: HashMap<Position<G>, u32>,
    on_path: HashSet<Position<G>>,
    /// Every move of the proof, from position to position.
    edges: Vec<(Position<G>, Position<G>)>,
}

impl<G: Geometry> Walk<'_, G> {
    /// The height of the proof from `pos`, verified.
    fn visit(&mut self, pos: Position<G>) -> Result<u32, CertificateError> {
        if let Some(result) = pos.result(self.rules) {
            return match result.outcome {
                Outcome::Win(color) if color == self.winner => Ok(0),
                _ => refuse(format!("{pos}: the game ends there in {result}")),
            };
        }
        if let Some(&height) = self.heights.get(&pos) {
            return Ok(height);
        }
        if !self.on_path.insert(pos) {
            return refuse(format!("{pos} repeats on a line of play"));
        }
        let moves = if pos.turn() == self.winner {
            match self.moves.get(&pos) {
                Some(&mv) => vec![mv],
                None => return refuse(format!("{pos}: the winner's position has no line")),
            }
        } else {
            pos.legal_moves().to_vec()
        };
        let mut height = 0;
        for mv in moves {
            let mut after = pos;
            after.play_unchecked(mv);
            self.edges.push((pos, after));
            height = height.max(self.visit(after)? + 1);
        }
        self.on_path.remove(&pos);
        self.heights.insert(pos, height);
        Ok(height)
    }
}

/// Refuses a proof in which a line of play meets one board twice, once with each side
/// to move (the same position twice is a cycle, refused by the walk): for every board
/// the proof reaches with both sides to move, neither position may lead to the other.
fn boards_never_repeat<G: Geometry>(edges: &[(Position<G>, Position<G>)]) -> Result<(), CertificateError> {
    let mut successors: HashMap<Position<G>, Vec<Position<G>>> = HashMap::new();
    for &(from, to) in edges {
        successors.entry(from).or_default().push(to);
        successors.entry(to).or_default();
    }
    let board = |pos: &Position<G>| {
        let mut setup = pos.to_setup();
        setup.turn = Color::Black;
        setup
    };
    let mut by_board: HashMap<_, Vec<Position<G>>> = HashMap::new();
    for pos in successors.keys() {
        by_board.entry(board(pos)).or_default().push(*pos);
    }
    for pair in by_board.values().filter(|positions| positions.len() == 2) {
        for (from, to) in [(pair[0], pair[1]), (pair[1], pair[0])] {
            let (mut seen, mut stack) = (HashSet::from([from]), vec![from]);
            while let Some(pos) = stack.pop() {
                if pos == to {
                    return refuse(format!("{from} leads to {to}: the board repeats on a line of play"));
                }
                for &next in &successors[&pos] {
                    if seen.insert(next) {
                        stack.push(next);
                    }
                }
            }
        }
    }
    Ok(())
}
