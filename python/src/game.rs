//! `Game` and `State`: OpenSpiel's interface to the game, on the crate's `Game`.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyInt, PyList, PyTuple};

use numpy::PyArray2;
use numpy::ndarray::Array2;

use lines_of_action::{
    AnyGame, AnyPosition, Color, EndReason, Family, Game as RulesGame, Geometry, GeometryKind, Move, MoveLimit,
    NoLegalMove, Outcome, RulePreset, Rules, Variant, on_any_board, with_geometry,
};

use crate::actions::{self, Numbering};
use crate::args;
use crate::geometry::{Board, MOST_MOVE_IDS};
use crate::llm;
use crate::observation;

/// OpenSpiel's terminal player id.
const TERMINAL: i64 = -4;

/// The first word of a serialized state's first line when the state started from a
/// position of its own (`position <text>`): OpenSpiel's serialization has only actions.
const SERIALIZED_START: &str = "position ";

/// The reported game length when the rules set no move limit.
const NO_LIMIT: i64 = i32::MAX as i64;

/// The longest move limit a game takes, in plies: one less than [`NO_LIMIT`], which
/// stands for none.
pub const MAX_GAME_LENGTH: u32 = i32::MAX as u32 - 1;

/// What a game is: the variant, the rules and the action numbering that follows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub variant: Variant,
    pub preset: RulePreset,
    pub rules: Rules,
    /// The variant's start, on its board.
    pub start: AnyPosition,
}

impl Config {
    /// The game named by `variant` and `rules` (a preset's name), its move limit
    /// replaced by `max_game_length` plies if given (a draw that overrides a connection
    /// on that ply, as in OpenSpiel).
    /// `ValueError` for an unknown name or a `max_game_length` outside 1 to
    /// [`MAX_GAME_LENGTH`].
    pub fn new(variant: &str, rules: &str, max_game_length: Option<i128>) -> PyResult<Config> {
        let variant: Variant = variant.parse().map_err(|error| PyValueError::new_err(format!("{error}")))?;
        let start = AnyPosition::from_variant(variant);
        let preset: RulePreset = rules.parse().map_err(|error| PyValueError::new_err(format!("{error}")))?;
        let mut rules = preset.rules();
        if let Some(plies) = args::optional_in_range(max_game_length, "max_game_length", 1, MAX_GAME_LENGTH)? {
            rules = rules.with_move_limit(MoveLimit::Draw { plies, overrides_connection: true });
        }
        Ok(Config { variant, preset, rules, start })
    }

    /// The `max_game_length` argument that makes this game again: `None` if the move
    /// limit is the preset's own.
    pub fn max_game_length_argument(&self) -> Option<i64> {
        (self.rules != self.preset.rules()).then(|| self.max_game_length())
    }

    /// The numbering of the action ids on this game's board (see [`actions`]).
    pub fn numbering(&self) -> Numbering {
        let size = self.variant.board_size();
        with_geometry!(self.variant, |G| Numbering::of::<G>(size))
    }

    /// The number of action ids (see [`actions`]): the slides', the pass's where the
    /// rules have one, Cheshire Cat's exits, Parachute's drop-phase turns.
    pub fn num_distinct_actions(&self) -> i64 {
        let numbering = self.numbering();
        match self.variant.family() {
            Family::Standard | Family::BlackHole if self.rules.no_legal_move == NoLegalMove::Pass => {
                numbering.pass() + 1
            }
            Family::Standard | Family::BlackHole => numbering.pass(),
            Family::CheshireCat => numbering.drop_turn(),
            Family::Parachute(_) => numbering.all(),
        }
    }

    /// The board's size: its files and ranks on the square grids, its side on the
    /// hexagons.
    pub fn board_size(&self) -> usize {
        usize::from(self.variant.board_size())
    }

    /// The side of the grid the observations are laid on (see [`crate::geometry`]):
    /// the board's size on the square grids, 2S − 1 on the hexagon of side S.
    pub fn grid_side(&self) -> usize {
        let size = self.variant.board_size();
        with_geometry!(self.variant, |G| G::grid_side(size))
    }

    pub fn max_game_length(&self) -> i64 {
        match self.rules.move_limit {
            MoveLimit::Draw { plies, .. } => i64::from(plies),
            MoveLimit::Off => NO_LIMIT,
        }
    }

    /// The observation tensor's shape: `[planes, side, side]` on the grid.
    pub fn observation_shape(&self) -> [usize; 3] {
        let side = self.grid_side();
        [observation::planes(self.variant.family()), side, side]
    }

    /// A game from `start`, a position of this game's board, under its rules.
    pub fn game_from(&self, start: AnyPosition) -> AnyGame {
        AnyGame::from_position(start, self.rules)
    }

    /// The text of action id `action` on this game's board, whatever the position:
    /// OpenSpiel's for slides (`b1-h1`, `c1xa3`), the crate's notation for the others.
    pub fn action_text(&self, action: i64) -> PyResult<String> {
        let size = self.variant.board_size();
        let text = with_geometry!(self.variant, |G| actions::move_of::<G>(action, size).map(|mv| match mv {
            // A slide is marked as a capture by its id's capture bit.
            Move::Slide { from, to } if action & 1 == 1 => format!("{from}x{to}"),
            _ => mv.to_string(),
        }));
        text.ok_or_else(|| PyValueError::new_err(format!("no action has id {action}")))
    }
}

/// A game of Lines of Action as OpenSpiel's `pyspiel.Game`: `Game()` is OpenSpiel's
/// `lines_of_action` (standard start, OpenSpiel's rules, 1000 plies); `Game("hex5")` the
/// hexagon of side 5, and so on for every variant.
#[pyclass(module = "lines_of_action._native", subclass, frozen)]
pub struct Game {
    pub config: Config,
}

#[pymethods]
impl Game {
    /// `variant`: standard, scrambled, scrambled-mirrored, cheshire-cat, parachute,
    /// parachute-mirrored, 5x5, 6x6, 7x7, loaps, 9x9, 10x10, 11x11, 12x12 (or loa-12),
    /// black-hole, black-hole-scrambled, hex5 (or alveole), hex6 or hex6-scrambled;
    /// `rules`: openspiel, olympiad, boardspace, codingame, abstract-play or alveole;
    /// `max_game_length`: the move limit in plies (a draw, 1 to 2³¹ − 2), replacing the
    /// preset's.
    #[new]
    #[pyo3(signature = (variant = "standard", rules = "openspiel", max_game_length = None))]
    fn new(variant: &str, rules: &str, max_game_length: Option<i128>) -> PyResult<Game> {
        Ok(Game { config: Config::new(variant, rules, max_game_length)? })
    }

    /// The state at the start.
    fn new_initial_state(&self) -> State {
        State::new(self.config)
    }

    /// A state at `position`, the crate's position notation read as this variant's
    /// (`"8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"`), with no history.
    fn new_state(&self, position: &str) -> PyResult<State> {
        let start = AnyPosition::read(position, self.config.variant)
            .map_err(|error| PyValueError::new_err(format!("{position:?}: {error}")))?;
        Ok(State { config: self.config, game: self.config.game_from(start), history: Vec::new() })
    }

    /// The number of action ids: 8192 for the standard game under OpenSpiel's rules,
    /// 2 · S² (and one more for a pass) for a board of S squares past 8×8: S = N² on an
    /// N×N board from 9×9 to 12×12, 61 on hex5, 91 on hex6.
    fn num_distinct_actions(&self) -> i64 {
        self.config.num_distinct_actions()
    }

    /// The observation tensor's shape: `[planes, side, side]` (the side of the grid:
    /// N on an N×N board, 9 on hex5, 11 on hex6).
    fn observation_tensor_shape(&self) -> Vec<usize> {
        self.config.observation_shape().to_vec()
    }

    /// The observation tensor's number of values.
    fn observation_tensor_size(&self) -> usize {
        self.config.observation_shape().iter().product()
    }

    /// The move limit in plies (2³¹ − 1 when the rules set none).
    fn max_game_length(&self) -> i64 {
        self.config.max_game_length()
    }

    /// 2.
    fn num_players(&self) -> i64 {
        2
    }

    /// −1: a loss.
    fn min_utility(&self) -> f64 {
        -1.0
    }

    /// 1: a win.
    fn max_utility(&self) -> f64 {
        1.0
    }

    /// 0: the game is zero-sum.
    fn utility_sum(&self) -> f64 {
        0.0
    }

    /// The board's size: its files and ranks (5 to 12) on the square boards, its side
    /// (5 or 6) on the hexagons.
    fn board_size(&self) -> usize {
        self.config.board_size()
    }

    /// Where the board's squares are on the grid of the observation planes: int8
    /// `[side, side]`, 1 at a square's place and 0 at a place without one (none on the
    /// square boards; the places past the end of each row of a hexagon).
    fn board_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i8>> {
        let (variant, size, side) = (self.config.variant, self.config.variant.board_size(), self.config.grid_side());
        let mut mask = Array2::zeros((side, side));
        with_geometry!(variant, |G| {
            for row in 0..G::rows(size) {
                for column in 0..G::row_length(size, row) {
                    if let Some(square) = G::row_square(size, row, column) {
                        mask[G::place(square)] = 1;
                    }
                }
            }
        });
        PyArray2::from_owned_array(py, mask)
    }

    /// The parameters, as OpenSpiel's `get_parameters` gives them.
    fn get_parameters<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
        let parameters = pyo3::types::PyDict::new(py);
        parameters.set_item("max_game_length", self.config.max_game_length())?;
        parameters.set_item("variant", self.config.variant.name())?;
        parameters.set_item("rules", self.config.preset.name())?;
        Ok(parameters)
    }

    /// The text of action `action` (OpenSpiel's for a slide: `b1-h1`, `c1xa3`).
    fn action_to_string(&self, player: i64, action: i64) -> PyResult<String> {
        let _ = player;
        self.config.action_text(action)
    }

    /// The `max_game_length` argument that makes this game again: `None` if the move
    /// limit is the preset's (for pickling).
    fn _max_game_length_argument(&self) -> Option<i64> {
        self.config.max_game_length_argument()
    }

    /// The variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        self.config.variant.name()
    }

    /// The rule preset's name.
    #[getter]
    fn rules(&self) -> &'static str {
        self.config.preset.name()
    }

    /// The state that `State.serialize` wrote: its actions, one id a line, after a
    /// first line `position <text>` if it started from a position of its own.
    /// `ValueError` naming the line of a bad or illegal action.
    fn deserialize_state(&self, text: &str) -> PyResult<State> {
        let mut lines = text.lines().peekable();
        let mut state = match lines.peek().and_then(|line| line.strip_prefix(SERIALIZED_START)) {
            Some(position) => {
                let state = self.new_state(position)?;
                lines.next();
                state
            }
            None => State::new(self.config),
        };
        for (index, line) in lines.enumerate().filter(|(_, line)| !line.trim().is_empty()) {
            let number = index + 1 + usize::from(state.config.start != state.start());
            let action: i64 = line.trim().parse().map_err(|_| {
                PyValueError::new_err(format!("line {number} of the serialized state: {line:?} is not an action id"))
            })?;
            state.apply(action).map_err(|_| {
                PyValueError::new_err(format!(
                    "line {number} of the serialized state: action {action} is not legal there"
                ))
            })?;
        }
        Ok(state)
    }

    /// Equal games: the same variant, rules and move limit.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Game>().is_ok_and(|other| other.get().config == self.config)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (self.config.variant.name(), self.config.preset.name(), self.config.max_game_length()).hash(&mut hasher);
        hasher.finish()
    }

    fn __repr__(&self) -> String {
        format!(
            "Game(variant={:?}, rules={:?}, max_game_length={})",
            self.variant(),
            self.rules(),
            self.max_game_length()
        )
    }
}

/// A state of a game, as OpenSpiel's `pyspiel.State`.
#[pyclass(module = "lines_of_action._native")]
#[derive(Clone)]
pub struct State {
    pub config: Config,
    /// The game, on its board.
    pub game: AnyGame,
    /// The ids of the moves played, as they were numbered when played.
    pub history: Vec<i64>,
}

/// The sorted ids of the legal moves of `game`, into `ids`.
fn legal_ids_of<G: Board>(game: &RulesGame<G>, ids: &mut Vec<i64>) {
    let pos = game.position();
    ids.clear();
    if !game.is_over() {
        pos.for_each_move(|mv| ids.push(actions::id_of(pos, mv)));
    }
    ids.sort_unstable();
}

/// Plays the legal move with id `action` in `game`; `false`, and no change, if it is
/// not one (the move's legality is the rules crate's `Game::play` check).
fn apply_id<G: Board>(game: &mut RulesGame<G>, action: i64) -> bool {
    let Some(mv) = actions::move_of::<G>(action, game.position().board_size()) else { return false };
    // A slide's id says whether it captures: it must say so truly.
    if mv.slide().is_some() && actions::id_of(game.position(), mv) != action {
        return false;
    }
    game.play(mv).is_ok()
}

/// The id of the legal move of `game` that `text` names in the crate's notation.
fn parse_id<G: Board>(game: &RulesGame<G>, text: &str) -> PyResult<i64> {
    let pos = game.position();
    match pos.parse_move(text) {
        Ok(mv) if !game.is_over() => Ok(actions::id_of(pos, mv)),
        Ok(_) => Err(PyValueError::new_err("the game is over")),
        Err(error) => Err(PyValueError::new_err(format!("{text:?}: {error}"))),
    }
}

/// Whether the position before the last move of `game` had `player` to move: whether
/// `player` played it (`false` at the start).
fn played_last<G: Board>(game: &RulesGame<G>, player: i64) -> bool {
    let positions = game.positions();
    let before = positions.len().checked_sub(2).map(|index| positions[index]);
    before.is_some_and(|before| before.turn() as i64 == player)
}

impl State {
    pub fn new(config: Config) -> State {
        State { config, game: config.game_from(config.start), history: Vec::new() }
    }

    /// The sorted ids of the legal moves, into `ids` (a buffer with room for the moves of
    /// every position outside a drop phase, and reused).
    pub fn legal_ids_into(&self, ids: &mut Vec<i64>) {
        on_any_board!(&self.game, |game| legal_ids_of(game, ids));
    }

    /// The sorted ids of the legal moves.
    pub fn legal_ids(&self) -> Vec<i64> {
        let mut ids = Vec::with_capacity(MOST_MOVE_IDS);
        self.legal_ids_into(&mut ids);
        ids
    }

    /// Plays the legal move with id `action`; a `ValueError`, and no change, if it is
    /// not one (the move's legality is the rules crate's `Game::play` check).
    pub fn apply(&mut self, action: i64) -> PyResult<()> {
        if !on_any_board!(&mut self.game, |game| apply_id(game, action)) {
            return Err(PyValueError::new_err(format!("action {action} is not legal in this state")));
        }
        self.history.push(action);
        Ok(())
    }

    /// The position the game started from.
    pub fn start(&self) -> AnyPosition {
        on_any_board!(&self.game, |game, G| AnyPosition::on::<G>(*game.start()))
    }

    pub fn is_over(&self) -> bool {
        on_any_board!(&self.game, |game| game.is_over())
    }

    /// The side to move in the current position (whether or not the game is over).
    pub fn turn(&self) -> Color {
        on_any_board!(&self.game, |game| game.position().turn())
    }

    pub fn current(&self) -> i64 {
        if self.is_over() { TERMINAL } else { self.turn() as i64 }
    }

    pub fn returns_of(&self) -> [f64; 2] {
        let outcome = self.game.result().map(|result| result.outcome);
        Color::ALL.map(|color| outcome.map_or(0.0, |outcome| f64::from(outcome.value_for(color))))
    }
}

impl std::fmt::Display for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = on_any_board!(&self.game, |game| observation::board_string(game.position(), game.is_over()));
        f.write_str(&text)
    }
}

/// The state of the game named by `variant`, `rules` and `max_game_length` (as `Game`
/// takes them) from `start` (the crate's notation; the variant's start if `None`) after
/// the actions `history`: what a pickled `State` is made of. `ValueError` for an
/// action that is not legal where it comes.
#[pyfunction]
#[pyo3(signature = (variant, rules, max_game_length, start, history))]
pub fn restore_state(
    py: Python<'_>,
    variant: &str,
    rules: &str,
    max_game_length: Option<i128>,
    start: Option<&str>,
    history: Vec<i64>,
) -> PyResult<State> {
    let config = Config::new(variant, rules, max_game_length)?;
    let mut state = match start {
        None => State::new(config),
        Some(text) => Game { config }.new_state(text)?,
    };
    for (index, &action) in history.iter().enumerate() {
        state.apply(action).map_err(|error| PyValueError::new_err(format!("history[{index}]: {}", error.value(py))))?;
    }
    Ok(state)
}

/// The Python integers of the slide, pass and exit ids of the boards up to 8×8, made
/// once: a list of legal actions then needs no new integer objects (half the time of
/// `legal_actions`).
static SMALL_IDS: PyOnceLock<Vec<Py<PyInt>>> = PyOnceLock::new();

/// The same for the slide and pass ids of the other boards (up to 12×12's, the most
/// ids), made the first time such a game lists its actions.
static WIDE_IDS: PyOnceLock<Vec<Py<PyInt>>> = PyOnceLock::new();

std::thread_local! {
    /// `legal_actions`' buffer: the ids listed without an allocation.
    static LEGAL_IDS: std::cell::RefCell<Vec<i64>> = std::cell::RefCell::new(Vec::with_capacity(MOST_MOVE_IDS));
}

/// The most slide and pass ids of any board not numbered on OpenSpiel's 8×8 grid.
fn most_wide_ids() -> i64 {
    let on = |kind: GeometryKind| {
        with_geometry!(kind, |G| if G::ON_THE_8X8_GRID { 0 } else { Numbering::of::<G>(*G::SIZES.end()).exit() })
    };
    GeometryKind::ALL.iter().map(|&kind| on(kind)).max().unwrap_or(0)
}

/// `ids`, the ids of a game on a board up to 8×8 or of a `wide` one, as a Python list.
fn id_list<'py>(py: Python<'py>, ids: &[i64], wide: bool) -> PyResult<Bound<'py, PyList>> {
    let make = |end: i64| (0..end).map(|id| PyInt::new(py, id).unbind()).collect::<Vec<_>>();
    let small = if wide {
        WIDE_IDS.get_or_init(py, || make(most_wide_ids()))
    } else {
        SMALL_IDS.get_or_init(py, || make(Numbering::OPENSPIEL.drop_turn()))
    };
    let items = ids.iter().map(|&id| match small.get(id as usize) {
        Some(int) => int.bind(py).clone().into_any(),
        None => PyInt::new(py, id).into_any(),
    });
    PyList::new(py, items)
}

/// The value of a call that takes `(value)` or, as OpenSpiel's do, `(player, value)`;
/// `TypeError` with `usage` for any other arguments.
fn value_after_player<'py, T: pyo3::conversion::FromPyObjectOwned<'py>>(
    args: &Bound<'py, PyTuple>,
    usage: &str,
) -> PyResult<T> {
    let value = match args.len() {
        1 => args.get_item(0)?,
        2 => args.get_item(1)?,
        _ => return Err(PyTypeError::new_err(usage.to_owned())),
    };
    value.extract().map_err(Into::into)
}

/// The player an optional argument names, the player to move if none.
fn player_or_current(state: &State, player: Option<i64>) -> PyResult<i64> {
    match player {
        None => Ok(state.current()),
        Some(player @ (0 | 1)) => Ok(player),
        Some(player) => Err(PyValueError::new_err(format!("player {player} is not 0 or 1"))),
    }
}

#[pymethods]
impl State {
    /// 0 (Black, `x`) or 1 (White, `o`) to move, −4 once the game is over.
    fn current_player(&self) -> i64 {
        self.current()
    }

    /// The legal action ids, sorted; empty for a player not to move and once the game is over.
    #[pyo3(signature = (player = None))]
    fn legal_actions<'py>(&self, py: Python<'py>, player: Option<i64>) -> PyResult<Bound<'py, PyList>> {
        if player.is_some() && player_or_current(self, player)? != self.current() {
            return Ok(PyList::empty(py));
        }
        LEGAL_IDS.with_borrow_mut(|ids| {
            self.legal_ids_into(ids);
            id_list(py, ids, on_any_board!(&self.game, |_, G| !G::ON_THE_8X8_GRID))
        })
    }

    /// 1 for each legal action id, 0 for the others: `num_distinct_actions` values.
    #[pyo3(signature = (player = None))]
    fn legal_actions_mask(&self, player: Option<i64>) -> PyResult<Vec<i32>> {
        let mut mask = vec![0; self.config.num_distinct_actions() as usize];
        if player.is_none() || player_or_current(self, player)? == self.current() {
            for id in self.legal_ids() {
                mask[id as usize] = 1;
            }
        }
        Ok(mask)
    }

    /// Plays the action, an integer (an `int` or a numpy integer; a bool, a float or a
    /// string is a `TypeError`); `ValueError` (and no change) if it is not legal.
    fn apply_action(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        self.apply(args::action(action, || "action".to_owned())?)
    }

    /// Takes back the last action, which `player` played; `ValueError`, and no change,
    /// if `action` is not the last action or `player` did not play it.
    fn undo_action(&mut self, player: i64, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let action = args::action(action, || "action".to_owned())?;
        if self.history.last() != Some(&action) {
            return Err(PyValueError::new_err(format!("{action} is not the last action played")));
        }
        // The position before the last action: its side to move played it.
        if !on_any_board!(&self.game, |game| played_last(game, player)) {
            return Err(PyValueError::new_err(format!("player {player} did not play the last action")));
        }
        self.game.undo();
        self.history.pop();
        Ok(())
    }

    /// A copy of this state after `action` (an integer, as `apply_action` takes it).
    fn child(&self, action: &Bound<'_, PyAny>) -> PyResult<State> {
        let mut child = self.clone();
        child.apply(args::action(action, || "action".to_owned())?)?;
        Ok(child)
    }

    fn is_terminal(&self) -> bool {
        self.is_over()
    }

    /// `[1, -1]` if Black won, `[-1, 1]` if White won, `[0, 0]` otherwise.
    fn returns(&self) -> Vec<f64> {
        self.returns_of().to_vec()
    }

    /// The rewards of the last action: the returns once the game is over, zeros before.
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    fn player_return(&self, player: i64) -> PyResult<f64> {
        Ok(self.returns_of()[player_or_current(self, Some(player))? as usize])
    }

    fn player_reward(&self, player: i64) -> PyResult<f64> {
        self.player_return(player)
    }

    /// The observation tensor, flat: planes black, white, empty (and holes or the black
    /// hole), each `side × side` places on the grid, `row · side + column` (on an N×N
    /// board `rank · N + file`; on a hexagon the row's letter and the cell's number − 1,
    /// the places without a cell 0 in every plane); the same for both players.
    #[pyo3(signature = (player = None))]
    fn observation_tensor(&self, player: Option<i64>) -> PyResult<Vec<f32>> {
        let _ = player_or_current(self, player.or(Some(0)))?;
        let shape = self.config.observation_shape();
        let mut tensor = vec![0.0; shape.iter().product()];
        on_any_board!(&self.game, |game| observation::write_tensor(game.position(), &mut tensor));
        Ok(tensor)
    }

    /// The board as OpenSpiel writes it (the same for both players).
    #[pyo3(signature = (player = None))]
    fn observation_string(&self, player: Option<i64>) -> PyResult<String> {
        let _ = player_or_current(self, player.or(Some(0)))?;
        Ok(self.to_string())
    }

    /// `action_to_string(action)` or `action_to_string(player, action)`.
    #[pyo3(signature = (*args))]
    fn action_to_string(&self, args: &Bound<'_, PyTuple>) -> PyResult<String> {
        self.config.action_text(value_after_player(args, "action_to_string takes (action) or (player, action)")?)
    }

    /// `string_to_action(text)` or `string_to_action(player, text)`: the legal action
    /// with this text (OpenSpiel's, or the crate's notation, as in `e8-^^` or `pass@d4`).
    #[pyo3(signature = (*args))]
    fn string_to_action(&self, args: &Bound<'_, PyTuple>) -> PyResult<i64> {
        let text: String = value_after_player(args, "string_to_action takes (text) or (player, text)")?;
        for id in self.legal_ids() {
            if self.config.action_text(id)? == text {
                return Ok(id);
            }
        }
        on_any_board!(&self.game, |game| parse_id(game, &text))
    }

    /// A copy.
    fn clone(&self) -> State {
        Clone::clone(self)
    }

    fn __copy__(&self) -> State {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        Clone::clone(self)
    }

    /// Pickles as its game (variant, rules, move limit), its start if it is not the
    /// variant's, and its actions: `_native.restore_state` plays them again.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let restore = py.import("lines_of_action._native")?.getattr("restore_state")?;
        let start = self.start();
        let custom_start = (start != self.config.start).then(|| start.to_string());
        let arguments = (
            self.config.variant.name(),
            self.config.preset.name(),
            self.config.max_game_length_argument(),
            custom_start,
            self.history.clone(),
        );
        Ok((restore, arguments.into_pyobject(py)?))
    }

    /// The action ids played, in order.
    fn history(&self) -> Vec<i64> {
        self.history.clone()
    }

    /// The history as OpenSpiel's `history_str`: the ids joined by `, `.
    fn history_str(&self) -> String {
        self.history.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
    }

    /// The number of actions played.
    fn move_number(&self) -> usize {
        self.history.len()
    }

    fn is_chance_node(&self) -> bool {
        false
    }

    fn is_simultaneous_node(&self) -> bool {
        false
    }

    fn is_player_node(&self) -> bool {
        !self.is_over()
    }

    fn is_initial_state(&self) -> bool {
        self.history.is_empty()
    }

    /// No chance outcomes: the game is deterministic.
    fn chance_outcomes(&self) -> Vec<(i64, f64)> {
        Vec::new()
    }

    fn num_players(&self) -> i64 {
        2
    }

    fn num_distinct_actions(&self) -> i64 {
        self.config.num_distinct_actions()
    }

    /// The game this state belongs to: a `lines_of_action.Game` (with `get_type`), equal
    /// to the one that made it.
    fn get_game<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let arguments = (self.config.variant.name(), self.config.preset.name(), self.config.max_game_length_argument());
        py.import("lines_of_action")?.getattr("Game")?.call1(arguments)
    }

    /// OpenSpiel's serialization: the action ids, each followed by a newline (`"\n"` at
    /// the start), after a line `position <text>` if the state started from a position
    /// of its own. `Game.deserialize_state` reads it back.
    fn serialize(&self) -> String {
        let mut text = String::new();
        if self.start() != self.config.start {
            text = format!("{SERIALIZED_START}{}\n", self.start());
        }
        if self.history.is_empty() {
            text.push('\n');
        }
        for action in &self.history {
            text.push_str(&format!("{action}\n"));
        }
        text
    }

    /// Each piece of the side to move (`"b1"`), with the pieces of both colours on each
    /// line through it, in the order of `line_names` (rank, file, diagonal and
    /// anti-diagonal on the square boards; row, up-right and up-left line on the
    /// hexagons): how far it moves along each line.
    fn line_counts(&self) -> Vec<(String, Vec<u32>)> {
        on_any_board!(&self.game, |game| llm::line_counts(game.position()))
    }

    /// The names of the kinds of line through a square, in the order of `line_counts`:
    /// `["rank", "file", "diagonal", "anti-diagonal"]` on the square boards, `["row",
    /// "up-right line", "up-left line"]` on the hexagons.
    fn line_names(&self) -> Vec<&'static str> {
        on_any_board!(&self.game, |_, G| llm::line_names::<G>())
    }

    /// The moves with which the opponent of the side to move would win at once if it
    /// were its turn (a threat the mover must answer), in the crate's notation; empty
    /// once the game is over.
    fn opponent_winning_moves(&self) -> Vec<String> {
        let rules = self.config.rules;
        on_any_board!(&self.game, |game| llm::opponent_winning_moves(game.position(), rules))
    }

    /// The state as a language model is shown it (`lines_of_action.llm.describe`):
    /// `style` `"text"` or `"markdown"`.
    #[pyo3(signature = (style = "text"))]
    fn describe(slf: &Bound<'_, Self>, style: &str) -> PyResult<String> {
        slf.py().import("lines_of_action.llm")?.getattr("describe")?.call1((slf, style))?.extract()
    }

    /// The legal action that `text`, a model's reply, names (`lines_of_action.llm.parse_move`);
    /// `ValueError` listing the legal moves if it names none.
    fn parse_move(slf: &Bound<'_, Self>, text: &str) -> PyResult<i64> {
        slf.py().import("lines_of_action.llm")?.getattr("parse_move")?.call1((slf, text))?.extract()
    }

    /// The position in the crate's notation (`"1bbbbbb1/w6w/… b"`).
    fn position_text(&self) -> String {
        on_any_board!(&self.game, |game| game.position().to_string())
    }

    /// Why the game ended: `"connection"`, `"double_connection"`, `"no_legal_move"`,
    /// `"repetition"` or `"move_limit"`; `None` while it goes on.
    fn end_reason(&self) -> Option<&'static str> {
        self.game.result().map(|result| match result.reason {
            EndReason::Connection => "connection",
            EndReason::DoubleConnection => "double_connection",
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::Repetition => "repetition",
            EndReason::MoveLimit => "move_limit",
        })
    }

    /// 0 or 1 for the winner, `None` for a draw or a game going on.
    fn winner(&self) -> Option<i64> {
        self.game.result().and_then(|result| Outcome::winner(result.outcome)).map(|color| color as i64)
    }

    /// The board as OpenSpiel writes it.
    fn __str__(&self) -> String {
        self.to_string()
    }

    /// As `str(state)`, OpenSpiel's `State.to_string`.
    #[pyo3(name = "to_string")]
    fn openspiel_text(&self) -> String {
        self.to_string()
    }

    fn __repr__(&self) -> String {
        format!("State({:?})", self.position_text())
    }
}
