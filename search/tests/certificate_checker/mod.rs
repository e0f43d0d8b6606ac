//! An independent checker of `loa-proof 1` certificates (the solver issue's format),
//! on the repository's array-board models — `tests/variant_model/` for the square
//! boards, `tests/hex_model/` for the hexagons — not the rules crate nor the solver: the
//! two meet only through the certificate's text.
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
use std::fmt;

use crate::hex_model;
pub use crate::variant_model::Color;
use crate::variant_model::{self, BothConnected, NoLegalMove};

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

/// A rule preset (RULES.md, "Rule sets in real use"), as both models read it.
#[derive(Copy, Clone)]
struct Preset {
    /// The side that moved wins when both sides connect (else a draw).
    mover_wins_both: bool,
    /// A side without a legal move loses (else it passes).
    no_move_loses: bool,
    /// The move limit, in plies.
    move_limit: Option<usize>,
    /// Whether a repetition ignores the side to move.
    board_repetition: bool,
}

/// The preset named `name`. The repetition rules are not the models': a proof never
/// wins by a repetition and never meets a position twice on a line of play.
fn preset(name: &str) -> Option<Preset> {
    let draw = Preset { mover_wins_both: false, no_move_loses: false, move_limit: None, board_repetition: false };
    let mover_wins = Preset { mover_wins_both: true, ..draw };
    Some(match name {
        "default" | "olympiad" | "computer-olympiad" => draw,
        "boardspace" | "sackson" => mover_wins,
        "openspiel" => Preset { no_move_loses: true, move_limit: Some(1000), board_repetition: true, ..mover_wins },
        "codingame" => Preset { move_limit: Some(150), ..mover_wins },
        // Abstract Play's: the Olympiad's without its repetition rule.
        "abstract-play" | "abstractplay" => draw,
        // Board Game Arena's Alveole.
        "alveole" | "bga-alveole" | "board-game-arena" => Preset { no_move_loses: true, ..mover_wins },
        _ => return None,
    })
}

/// What the walk asks of a model's positions.
trait Model: Sized + fmt::Display {
    /// The model's rule options.
    type Rules;
    /// The model's moves, written in canonical notation.
    type Move: fmt::Display;
    /// The side to move.
    fn turn(&self) -> Color;
    /// The result under `rules`: `Some(Some(winner))`, `Some(None)` for a draw, `None` while
    /// the game goes on.
    fn result(&self, rules: &Self::Rules) -> Option<Option<Color>>;
    /// The legal moves.
    fn moves(&self, rules: &Self::Rules) -> Vec<Self::Move>;
    /// The position after `mv`.
    fn after(&self, mv: &Self::Move, rules: &Self::Rules) -> Self;
}

impl Model for variant_model::Position {
    type Rules = variant_model::Rules;
    type Move = variant_model::Move;

    fn turn(&self) -> Color {
        self.turn
    }

    fn result(&self, rules: &variant_model::Rules) -> Option<Option<Color>> {
        self.outcome(rules).map(|outcome| match outcome {
            variant_model::Outcome::Win(color) => Some(color),
            variant_model::Outcome::Draw => None,
        })
    }

    fn moves(&self, rules: &variant_model::Rules) -> Vec<variant_model::Move> {
        variant_model::Position::moves(self, rules)
    }

    fn after(&self, mv: &variant_model::Move, rules: &variant_model::Rules) -> variant_model::Position {
        variant_model::Position::after(self, mv, rules)
    }
}

/// The hex model's colour as the square model's.
fn color_of(color: hex_model::Color) -> Color {
    match color {
        hex_model::Color::Black => Color::Black,
        hex_model::Color::White => Color::White,
    }
}

impl Model for hex_model::Position {
    type Rules = hex_model::Rules;
    type Move = hex_model::Move;

    fn turn(&self) -> Color {
        color_of(self.turn)
    }

    fn result(&self, rules: &hex_model::Rules) -> Option<Option<Color>> {
        self.outcome(rules).map(|outcome| match outcome {
            hex_model::Outcome::Win(color) => Some(color_of(color)),
            hex_model::Outcome::Draw => None,
        })
    }

    fn moves(&self, _: &hex_model::Rules) -> Vec<hex_model::Move> {
        hex_model::Position::moves(self)
    }

    fn after(&self, mv: &hex_model::Move, _: &hex_model::Rules) -> hex_model::Position {
        hex_model::Position::after(self, mv)
    }
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
    let rules_name = header("rules")?;
    let preset = preset(&rules_name).ok_or(format!("unknown rules {rules_name:?}"))?;
    let root = header("root")?;
    let winner = match header("winner")?.as_str() {
        "black" => Color::Black,
        "white" => Color::White,
        other => return Err(format!("unknown winner {other:?}")),
    };
    let lines: Vec<&str> = lines.filter(|line| !line.is_empty()).collect();
    if let Some(variant) = variant_model::Variant::from_name(&variant_name) {
        let rules = variant_model::Rules {
            both_connected: if preset.mover_wins_both { BothConnected::MoverWins } else { BothConnected::Draw },
            no_legal_move: if preset.no_move_loses { NoLegalMove::Loss } else { NoLegalMove::Pass },
            ..variant_model::Rules::default()
        };
        check_on(|text| variant.parse(text), rules, preset, &root, winner, &lines)
    } else if let Some(variant) = hex_model::Variant::from_name(&variant_name) {
        let rules = hex_model::Rules {
            both_connected: if preset.mover_wins_both {
                hex_model::BothConnected::MoverWins
            } else {
                hex_model::BothConnected::Draw
            },
            no_legal_move: if preset.no_move_loses {
                hex_model::NoLegalMove::Loss
            } else {
                hex_model::NoLegalMove::Pass
            },
        };
        check_on(|text| variant.parse(text), rules, preset, &root, winner, &lines)
    } else {
        Err(format!("unknown variant {variant_name:?}"))
    }
}

/// Checks the proof `lines` of `winner` from `root`, positions read by `parse`.
fn check_on<P: Model>(
    parse: impl Fn(&str) -> Result<P, String>,
    rules: P::Rules,
    preset: Preset,
    root: &str,
    winner: Color,
    lines: &[&str],
) -> Result<Checked, String> {
    let root = parse(root)?;
    let mut moves = HashMap::new();
    for line in lines {
        let (position, mv) = line.rsplit_once(' ').ok_or(format!("not a position and a move: {line:?}"))?;
        // The model's own text of the position, so that the lookups compare like with like.
        let position = parse(position)?;
        if position.turn() != winner {
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
        board_repetition: preset.board_repetition,
        successors: HashMap::new(),
    };
    let height = walk.visit(&root)?;
    if preset.move_limit.is_some_and(|limit| height >= limit) {
        return Err(format!("a line of play of {height} plies reaches the move limit"));
    }
    if preset.board_repetition {
        walk.no_board_twice_on_a_line()?;
    }
    let positions =
        walk.heights.keys().filter(|text| text.ends_with(if winner == Color::Black { " b" } else { " w" })).count();
    Ok(Checked { winner, root: root.to_string(), positions, height })
}

/// The walk from the root, by position text.
struct Walk<'m, P: Model> {
    rules: P::Rules,
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

impl<P: Model> Walk<'_, P> {
    /// The most plies to the win from `position`, every line of play from it checked.
    fn visit(&mut self, position: &P) -> Result<usize, String> {
        let text = position.to_string();
        match position.result(&self.rules) {
            Some(Some(color)) if color == self.winner => return Ok(0),
            Some(Some(color)) => return Err(format!("{text}: the game ends there, {color:?} wins")),
            Some(None) => return Err(format!("{text}: the game ends there in a draw")),
            None => {}
        }
        if let Some(&height) = self.heights.get(&text) {
            return Ok(height);
        }
        if !self.on_path.insert(text.clone()) {
            return Err(format!("{text}: met twice on a line of play"));
        }
        let all = position.moves(&self.rules);
        let played: Vec<&P::Move> = if position.turn() == self.winner {
            let listed = self.moves.get(&text).ok_or(format!("{text}: the winner's position has no line"))?;
            let mv = all.iter().find(|mv| mv.to_string() == *listed).ok_or(format!("{text}: {listed} is not legal"))?;
            vec![mv]
        } else {
            all.iter().collect()
        };
        let mut height = 0;
        for mv in played {
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
