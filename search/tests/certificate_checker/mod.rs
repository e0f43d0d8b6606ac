//! An independent checker of `loa-proof 1` certificates (the solver issue's format),
//! on the repository's array-board model (`tests/variant_model/`), not the rules crate
//! nor the solver: the two meet only through the certificate's text.
//!
//! A certificate is five header lines (`loa-proof 1`, `variant V`, `rules R`,
//! `root POSITION`, `winner black|white`), then one line per position of the winner to
//! move: its text and the winner's move there in canonical notation. From the root,
//! the checker plays the listed move at the winner's positions and every legal move at
//! the others'. It accepts the certificate only if every line of play ends in a win of
//! the winner under the named rules, every winner's position reached has a line, no
//! line of play meets a position twice (nor, under OpenSpiel's repetition rule, a board
//! twice whoever is to move), and no line of play is as long as the rules' move limit.

use std::collections::{HashMap, HashSet};

use crate::variant_model::{BothConnected, Color, NoLegalMove, Outcome, Position, Rules, Variant};

/// What a certificate proves, once checked.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked {
    /// The side that wins.
    pub winner: Color,
    /// The root's text.
    pub root: String,
    /// The winner's positions reached.
    pub positions: usize,
    /// The most plies of a line of play.
    pub height: usize,
}

/// The rules named by a preset (RULES.md, "Rule sets in real use"): the model's rules,
/// the move limit in plies, and whether a repetition ignores the side to move.
fn preset(name: &str) -> Option<(Rules, Option<usize>, bool)> {
    let mover_wins = Rules { both_connected: BothConnected::MoverWins, ..Rules::default() };
    Some(match name {
        "default" | "olympiad" | "computer-olympiad" => (Rules::default(), None, false),
        "boardspace" | "sackson" => (mover_wins, None, false),
        "openspiel" => (Rules { no_legal_move: NoLegalMove::Loss, ..mover_wins }, Some(1000), true),
        "codingame" => (mover_wins, Some(150), false),
        _ => return None,
    })
}

/// Checks a certificate; the error says what is wrong.
pub fn check(text: &str) -> Result<Checked, String> {
    let mut lines = text.lines();
    let mut header = |name: &str| -> Result<String, String> {
        let line = lines.next().ok_or(format!("no `{name}` line"))?;
        line.strip_prefix(name)
            .and_then(|rest| rest.strip_prefix(' '))
            .map(str::to_string)
            .ok_or(format!("expected `{name} …`, found {line:?}"))
    };
    if header("loa-proof")? != "1" {
        return Err("not loa-proof 1".into());
    }
    let variant_name = header("variant")?;
    let variant = Variant::from_name(&variant_name).ok_or(format!("unknown variant {variant_name:?}"))?;
    let rules_name = header("rules")?;
    let (rules, move_limit, board_repetition) = preset(&rules_name).ok_or(format!("unknown rules {rules_name:?}"))?;
    let root = variant.parse(&header("root")?)?;
    let winner = match header("winner")?.as_str() {
        "black" => Color::Black,
        "white" => Color::White,
        other => return Err(format!("unknown winner {other:?}")),
    };
    let mut moves = HashMap::new();
    for line in lines.filter(|line| !line.is_empty()) {
        let (position, mv) = line.rsplit_once(' ').ok_or(format!("not a position and a move: {line:?}"))?;
        // The model's own text of the position, so that the lookups compare like with like.
        let position = variant.parse(position)?;
        if position.turn != winner {
            return Err(format!("{line:?}: not the winner's turn"));
        }
        if moves.insert(position.to_string(), mv.to_string()).is_some() {
            return Err(format!("{line:?}: a second line for the position"));
        }
    }
    let mut walk = Walk {
        rules,
        winner,
        moves: &moves,
        heights: HashMap::new(),
        on_path: HashSet::new(),
        board_repetition,
        successors: HashMap::new(),
    };
    let height = walk.visit(&root)?;
    if move_limit.is_some_and(|limit| height >= limit) {
        return Err(format!("a line of play of {height} plies reaches the move limit"));
    }
    if board_repetition {
        walk.no_board_twice_on_a_line()?;
    }
    let positions =
        walk.heights.keys().filter(|text| text.ends_with(if winner == Color::Black { " b" } else { " w" })).count();
    Ok(Checked { winner, root: root.to_string(), positions, height })
}

/// The walk from the root, by position text.
struct Walk<'m> {
    rules: Rules,
    winner: Color,
    moves: &'m HashMap<String, String>,
    /// The positions checked, with the most plies to the win from each.
    heights: HashMap<String, usize>,
    /// The positions of the line of play being walked.
    on_path: HashSet<String>,
    /// Whether the positions' successors are kept, for `no_board_twice_on_a_line` (they
    /// are most of the walk's memory, every edge of the proof as two strings).
    board_repetition: bool,
    /// The positions each position reached leads to in the proof (kept only under a
    /// repetition rule that ignores the side to move).
    successors: HashMap<String, Vec<String>>,
}

impl Walk<'_> {
    /// The most plies to the win from `position`, every line of play from it checked.
    fn visit(&mut self, position: &Position) -> Result<usize, String> {
        let text = position.to_string();
        match position.outcome(&self.rules) {
            Some(Outcome::Win(color)) if color == self.winner => return Ok(0),
            Some(outcome) => return Err(format!("{text}: the game ends there, {outcome:?}")),
            None => {}
        }
        if let Some(&height) = self.heights.get(&text) {
            return Ok(height);
        }
        if !self.on_path.insert(text.clone()) {
            return Err(format!("{text}: met twice on a line of play"));
        }
        let all = position.moves(&self.rules);
        let played: Vec<_> = if position.turn == self.winner {
            let listed = self.moves.get(&text).ok_or(format!("{text}: the winner's position has no line"))?;
            let mv = all.iter().find(|mv| mv.to_string() == *listed).ok_or(format!("{text}: {listed} is not legal"))?;
            vec![*mv]
        } else {
            all
        };
        let mut height = 0;
        for mv in &played {
            let after = position.after(mv, &self.rules);
            if self.board_repetition {
                self.successors.entry(text.clone()).or_default().push(after.to_string());
            }
            height = height.max(self.visit(&after)? + 1);
        }
        self.on_path.remove(&text);
        self.heights.insert(text, height);
        Ok(height)
    }

    /// Under a repetition rule that ignores the side to move: no position of the proof
    /// leads to the same board with the other side to move.
    fn no_board_twice_on_a_line(&self) -> Result<(), String> {
        let board = |text: &str| text.rsplit_once(' ').map_or(text.to_string(), |(board, _)| board.to_string());
        let mut by_board: HashMap<String, Vec<&String>> = HashMap::new();
        for text in self.heights.keys() {
            by_board.entry(board(text)).or_default().push(text);
        }
        for pair in by_board.values().filter(|texts| texts.len() == 2) {
            for (from, to) in [(pair[0], pair[1]), (pair[1], pair[0])] {
                let mut seen = HashSet::from([from.clone()]);
                let mut stack = vec![from.clone()];
                while let Some(text) = stack.pop() {
                    if text == *to {
                        return Err(format!("{from} leads to {to}: the board repeats"));
                    }
                    for next in self.successors.get(&text).into_iter().flatten() {
                        if seen.insert(next.clone()) {
                            stack.push(next.clone());
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
