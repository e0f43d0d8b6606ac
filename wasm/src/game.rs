//! [`Game`]: a game of any variant on any board, with its history, for JavaScript.

use lines_of_action::{
    AnyGame, AnyGameRecord, AnyPosition, Color, EndReason, Game as RulesGame, GameResult, Geometry, Position,
    RulePreset, Rules, SquareSet, Theme, Variant, on_any_board, read_any_sgf, with_geometry,
};
use wasm_bindgen::prelude::*;

use crate::js::{self, GameOptions, SvgOptions};
use crate::options;
use crate::squares::{self, Shape};

/// A game of Lines of Action: a start (a variant's, or a position of one), the rules and
/// the moves played, with undo and redo. Every move is checked: an illegal one throws
/// an `Error` with the engine's reason and changes nothing.
///
/// ```js
/// const game = new Game({ variant: "standard", rules: "olympiad" });
/// game.play("b1-d3");
/// game.legalTargets("a2"); // ["b1", "c2", "c4", "a8"]
/// game.sideToMove; // "white"
/// ```
#[wasm_bindgen]
pub struct Game {
    game: AnyGame,
    /// The variant, when the game is one's (a record's custom setup is none).
    variant: Option<Variant>,
}

impl Game {
    /// The game a JavaScript caller plays from `game`, of `variant` if known.
    pub(crate) fn from_game(game: AnyGame, variant: Option<Variant>) -> Game {
        Game { game, variant }
    }

    /// The game, on its board.
    pub(crate) fn inner(&self) -> &AnyGame {
        &self.game
    }

    /// The current position, on its board.
    fn current(&self) -> AnyPosition {
        self.game.position()
    }

    /// The piece colour named `name`.
    fn color(name: &str) -> Result<Color, JsError> {
        name.parse().map_err(|error| JsError::new(&format!("{error}")))
    }
}

/// The colour's name, as the API writes it.
fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// The rule's name, as the API writes it (the `EndReason` type).
fn reason_name(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Connection => "connection",
        EndReason::DoubleConnection => "double-connection",
        EndReason::NoLegalMove => "no-legal-move",
        EndReason::Repetition => "repetition",
        EndReason::MoveLimit => "move-limit",
    }
}

/// `result` as a `GameResult` object: `{ winner, reason, text }`.
fn result_object(result: GameResult) -> JsValue {
    js::object(&[
        ("winner", js::string_or_null(result.outcome.winner().map(color_name))),
        ("reason", JsValue::from_str(reason_name(result.reason))),
        ("text", JsValue::from_str(&result.to_string())),
    ])
}

/// The preset whose rules are `rules`, if one is.
fn preset_of(rules: Rules) -> Option<RulePreset> {
    RulePreset::ALL.into_iter().find(|preset| preset.rules() == rules)
}

/// The legal moves of `game` in canonical notation.
fn legal_moves<G: Geometry>(game: &RulesGame<G>) -> Vec<String> {
    let position = game.position();
    game.legal_moves().iter().map(|&mv| squares::notation(position, mv)).collect()
}

/// The legal moves of `game` whose piece starts on `from`.
fn legal_moves_from<G: Geometry>(game: &RulesGame<G>, from: &str) -> Result<Vec<String>, JsError> {
    let position = game.position();
    let from = squares::square(position, from)?;
    let moves = game.legal_moves();
    Ok(moves.iter().filter(|mv| mv.origin() == Some(from)).map(|&mv| squares::notation(position, mv)).collect())
}

/// The squares the piece on `from` can move to in `game`; none once it is over.
fn legal_targets<G: Geometry>(game: &RulesGame<G>, from: &str) -> Result<Vec<String>, JsError> {
    let position = game.position();
    let from = squares::square(position, from)?;
    let targets = if game.is_over() { G::Set::EMPTY } else { position.legal_targets(from) };
    Ok(squares::names(targets))
}

/// Plays `text` in `game` and returns it in canonical notation.
fn play<G: Geometry>(game: &mut RulesGame<G>, text: &str) -> Result<String, JsError> {
    let before = *game.position();
    let mv = game.play_str(text).map_err(|error| JsError::new(&error.to_string()))?;
    Ok(squares::notation(&before, mv))
}

/// `mv`, the move just played or undone in `game` (whose position is now the one after
/// or before it), in canonical notation.
fn played<G: Geometry>(game: &RulesGame<G>, mv: lines_of_action::Move<G::Square>, undone: bool) -> String {
    if undone {
        squares::notation(game.position(), mv)
    } else {
        let positions = game.positions();
        squares::notation(&positions[positions.len() - 2], mv)
    }
}

/// The moves played in `game`, each in the notation of the position it was played in.
fn moves<G: Geometry>(game: &RulesGame<G>) -> Vec<String> {
    game.moves().iter().zip(game.positions()).map(|(&mv, position)| squares::notation(position, mv)).collect()
}

/// The moves [`RulesGame::redo`] would play, the next first, in canonical notation.
fn redo_moves<G: Geometry>(game: &RulesGame<G>) -> Vec<String> {
    let mut position = *game.position();
    game.redo_moves()
        .map(|mv| {
            let text = squares::notation(&position, mv);
            position.play_unchecked(mv);
            text
        })
        .collect()
}

/// The opponent's moves that would win at once in `game` if it were its turn.
fn threats<G: Geometry>(game: &RulesGame<G>) -> Vec<String> {
    if game.is_over() {
        return Vec::new();
    }
    let position = game.position();
    let opponent = position.turn().other();
    let wins = position.opponent_winning_moves(game.rules());
    wins.iter().map(|&mv| squares::notation_for(position, opponent, mv)).collect()
}

/// The drop squares of the legal drop-phase turns of `game` whose first part is `part`
/// (`"a3-c5"`, `"a3xc5"`, `"pass"`; `""` for a lone drop).
fn drop_squares<G: Geometry>(game: &RulesGame<G>, part: &str) -> Vec<String> {
    // The capture mark is not asked for: "a3-c5" and "a3xc5" name the same slide.
    let plain = |text: &str| text.replace('x', "-");
    let wanted = plain(part.trim());
    legal_moves(game)
        .into_iter()
        .filter_map(|text| {
            let (first, drop) = text.split_once('@')?;
            (plain(first) == wanted).then(|| drop.to_owned())
        })
        .collect()
}

/// The SVG diagram of `game`'s position, drawn as `options` say.
fn svg<G: Geometry>(game: &RulesGame<G>, options: &JsValue) -> Result<String, JsError> {
    options::object(options, "options")?;
    let position = game.position();
    let mut drawn = lines_of_action::SvgOptions::<G>::defaults();
    drawn.flipped = options::boolean(&js::field(options, "flipped"), "flipped")?.unwrap_or(false);
    if options::boolean(&js::field(options, "lastMove"), "lastMove")?.unwrap_or(true) {
        drawn.last_move = game.last_move();
    }
    if let Some(selected) = options::string(&js::field(options, "selected"), "selected")? {
        drawn = drawn.with_legal_targets(position, squares::square(position, &selected)?);
    }
    for name in options::strings(&js::field(options, "marked"), "marked")?.unwrap_or_default() {
        drawn.marked = drawn.marked.with(squares::square(position, &name)?);
    }
    if options::boolean(&js::field(options, "threats"), "threats")?.unwrap_or(false) {
        drawn.threats = Some(game.rules());
    }
    drawn.coordinates = options::boolean(&js::field(options, "coordinates"), "coordinates")?.unwrap_or(true);
    if let Some(theme) = options::string(&js::field(options, "theme"), "theme")? {
        drawn.theme = theme.parse::<Theme>().map_err(|error| JsError::new(&error.to_string()))?;
    }
    if let Some(size) = options::integer(&js::field(options, "squareSize"), "squareSize", 8, 1_000)? {
        drawn.square_size = size as u16;
    }
    Ok(position.to_svg(&drawn))
}

#[wasm_bindgen]
impl Game {
    /// A game from the start of `options.variant` (default `"standard"`), or from
    /// `options.position` read as that variant's, under `options.rules` (default
    /// `"olympiad"`). Throws for an unknown name or a position that cannot be read.
    #[wasm_bindgen(constructor)]
    pub fn new(options: Option<GameOptions>) -> Result<Game, JsError> {
        let options: JsValue = options.map_or(JsValue::UNDEFINED, Into::into);
        options::object(&options, "options")?;
        let variant = options::string(&js::field(&options, "variant"), "variant")?;
        let variant = variant.as_deref().map_or(Ok(Variant::default()), options::variant)?;
        let rules = options::string(&js::field(&options, "rules"), "rules")?;
        let rules = rules.as_deref().map_or(Ok(RulePreset::default()), options::preset)?.rules();
        let start = match options::string(&js::field(&options, "position"), "position")? {
            None => AnyPosition::from_variant(variant),
            Some(text) => AnyPosition::read(&text, variant)
                .map_err(|error| JsError::new(&format!("position {text:?}: {error}")))?,
        };
        Ok(Game::from_game(AnyGame::from_position(start, rules), Some(variant)))
    }

    /// The first game of an SGF record (on the board its `SZ` or `SU` names, under the
    /// preset its `RU` names, else the default rules), with its moves played. Throws for
    /// a text that is not SGF, holds no game, or a game that cannot be replayed.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(text: &str) -> Result<Game, JsError> {
        let records = read_any_sgf(text).map_err(|error| JsError::new(&error.to_string()))?;
        let record = records.into_iter().next().ok_or_else(|| JsError::new("the SGF text holds no game"))?;
        let record = record.map_err(|error| JsError::new(&error.to_string()))?;
        let variant = record.variant();
        let game = on_any_board!(record, |record, G| AnyGame::on::<G>(record.game));
        Ok(Game::from_game(game, variant))
    }

    /// The game as an SGF record (`SU` names its variant, `RU` its rules), which
    /// [`fromSgf`](Game::from_sgf) reads back.
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&self) -> String {
        AnyGameRecord::new(self.game.clone()).to_string()
    }

    /// The variant, `null` for a record's custom setup.
    #[wasm_bindgen(getter, unchecked_return_type = "Variant | null")]
    pub fn variant(&self) -> JsValue {
        js::string_or_null(self.variant.map(Variant::name))
    }

    /// The rule preset in force, `null` if the rules are none of the presets.
    #[wasm_bindgen(getter, unchecked_return_type = "RulePreset | null")]
    pub fn rules(&self) -> JsValue {
        js::string_or_null(preset_of(self.game.rules()).map(RulePreset::name))
    }

    /// The current position in the crate's notation (`"1bbbbbb1/w6w/…/1bbbbbb1 b"`).
    #[wasm_bindgen(getter)]
    pub fn position(&self) -> String {
        self.current().to_string()
    }

    /// The side to move (once the game is over, the side that would be).
    #[wasm_bindgen(getter, js_name = sideToMove, unchecked_return_type = "Color")]
    pub fn side_to_move(&self) -> String {
        color_name(self.current().turn()).into()
    }

    /// How the game ended, `null` while it goes on.
    #[wasm_bindgen(getter, unchecked_return_type = "GameResult | null")]
    pub fn result(&self) -> JsValue {
        self.game.result().map_or(JsValue::NULL, result_object)
    }

    /// Whether the game is over.
    #[wasm_bindgen(getter, js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.result().is_some()
    }

    /// The moves played, in canonical notation.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> Vec<String> {
        on_any_board!(&self.game, |game| moves(game))
    }

    /// The number of moves played.
    #[wasm_bindgen(getter)]
    pub fn ply(&self) -> usize {
        self.game.ply()
    }

    /// The last move played, `null` at the start.
    #[wasm_bindgen(getter, js_name = lastMove, unchecked_return_type = "string | null")]
    pub fn last_move(&self) -> JsValue {
        js::string_or_null(self.moves().last().map(String::as_str))
    }

    /// The moves [`redo`](Game::redo) would play, the next first: after loading a record
    /// and undoing to its start, the moves to step through.
    #[wasm_bindgen(getter, js_name = redoMoves)]
    pub fn redo_moves(&self) -> Vec<String> {
        on_any_board!(&self.game, |game| redo_moves(game))
    }

    /// The legal moves in canonical notation; none once the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        on_any_board!(&self.game, |game| legal_moves(game))
    }

    /// The squares the piece on `square` can move to (a drop-phase turn's slide part);
    /// none for a square without a piece of the side to move, or once the game is over.
    /// Throws for a name that is no square of the board.
    #[wasm_bindgen(js_name = legalTargets)]
    pub fn legal_targets(&self, square: &str) -> Result<Vec<String>, JsError> {
        on_any_board!(&self.game, |game| legal_targets(game, square))
    }

    /// The legal moves of the piece on `square`, in canonical notation: its slides, its
    /// exit (`"e8-^^"`, Cheshire Cat) and its drop-phase turns (`"a3-c5@d4"`, Parachute).
    #[wasm_bindgen(js_name = legalMovesFrom)]
    pub fn legal_moves_from(&self, square: &str) -> Result<Vec<String>, JsError> {
        on_any_board!(&self.game, |game| legal_moves_from(game, square))
    }

    /// Parachute's drop phase: the squares a stone may be dropped on after the first
    /// part `part` of a turn (`"a3-c5"`, or `"pass"` when the side has no slide); play
    /// the turn as `` `${part}@${square}` ``. Empty outside a drop phase.
    #[wasm_bindgen(js_name = dropSquares)]
    pub fn drop_squares(&self, part: &str) -> Vec<String> {
        on_any_board!(&self.game, |game| drop_squares(game, part))
    }

    /// Plays `move` (canonical notation, or any spelling real records use) and returns
    /// it in canonical notation. Throws, the game unchanged, for a move that is not legal
    /// here (the message says why) or once the game is over.
    pub fn play(&mut self, #[wasm_bindgen(js_name = "move")] mv: &str) -> Result<String, JsError> {
        on_any_board!(&mut self.game, |game| play(game, mv))
    }

    /// Takes back the last move and returns it; `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "string | null")]
    pub fn undo(&mut self) -> JsValue {
        let text = on_any_board!(&mut self.game, |game| game.undo().map(|mv| played(game, mv, true)));
        js::string_or_null(text.as_deref())
    }

    /// Plays again the last move undone and returns it; `null` if there is none.
    #[wasm_bindgen(unchecked_return_type = "string | null")]
    pub fn redo(&mut self) -> JsValue {
        let text = on_any_board!(&mut self.game, |game| game.redo().map(|mv| played(game, mv, false)));
        js::string_or_null(text.as_deref())
    }

    /// The opponent's winning moves: those it could win with at once if it were its turn
    /// (what a site shows as a threat, or "check"); none once the game is over.
    pub fn threats(&self) -> Vec<String> {
        on_any_board!(&self.game, |game| threats(game))
    }

    /// The number of files and ranks of a square board (5 to 12), the side of a hexagon
    /// (5 on hex5, 6 on hex6).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u8 {
        self.current().board_size()
    }

    /// The kind of board: `"grid8"` (the square boards up to 8×8), `"grid12"` (9×9 to
    /// 12×12), `"hex5"` or `"hex6"` (the hexagons of side 5 and 6).
    #[wasm_bindgen(getter, unchecked_return_type = "Geometry")]
    pub fn geometry(&self) -> String {
        self.game.geometry().name().into()
    }

    /// The shape of the board's squares: `"square"`, or `"hexagon"` (pointy-topped, in
    /// horizontal rows) on hex5 and hex6.
    #[wasm_bindgen(getter, js_name = cellShape, unchecked_return_type = "CellShape")]
    pub fn cell_shape(&self) -> String {
        with_geometry!(self.game.geometry(), |G| Shape::of::<G>().name().into())
    }

    /// Every square of the board in the order an unflipped diagram shows them: row by
    /// row from the top, each from its left end (`"a8"`, `"b8"`, … `"h1"` on 8×8; `"a5"`,
    /// … `"e5"`, `"a4"`, … `"e1"` on hex5, whose top row is i and bottom row a, each row
    /// numbered from its left end).
    #[wasm_bindgen(getter)]
    pub fn squares(&self) -> Vec<String> {
        on_any_board!(&self.current(), |position| squares::in_diagram_order(position))
    }

    /// Every square of the board with its centre, in [`squares`](Game::squares)' order:
    /// `{ name, x, y }`, neighbours along a row 1 apart, `y` upwards. A square board's
    /// squares are at their file and rank from 0 (`b3` at (1, 2)); a hexagon's rows are
    /// √3/2 apart, each centred on the middle one (hex5's `a1` at (2, 0), `e1` at
    /// (0, 2√3), `e5` at (4, 2√3)).
    #[wasm_bindgen(getter, unchecked_return_type = "BoardCell[]")]
    pub fn cells(&self) -> Vec<JsValue> {
        on_any_board!(&self.current(), |position| squares::cells(position))
    }

    /// The colour of the piece on `square`, `null` if it is empty (or a hole). Throws for
    /// a name that is no square of the board.
    #[wasm_bindgen(js_name = pieceAt, unchecked_return_type = "Color | null")]
    pub fn piece_at(&self, square: &str) -> Result<JsValue, JsError> {
        fn piece<G: Geometry>(position: &Position<G>, square: &str) -> Result<Option<Color>, JsError> {
            Ok(position.piece_at(squares::square(position, square)?))
        }
        let color = on_any_board!(&self.current(), |position| piece(position, square))?;
        Ok(js::string_or_null(color.map(color_name)))
    }

    /// The squares of `color`'s pieces, rank by rank from a1.
    pub fn pieces(&self, #[wasm_bindgen(unchecked_param_type = "Color")] color: &str) -> Result<Vec<String>, JsError> {
        let color = Game::color(color)?;
        Ok(on_any_board!(&self.current(), |position| squares::names(position.pieces(color))))
    }

    /// Cheshire Cat's holes: the squares pieces have left for good.
    #[wasm_bindgen(getter)]
    pub fn holes(&self) -> Vec<String> {
        on_any_board!(&self.current(), |position| squares::names(position.holes()))
    }

    /// Black Hole's centre, which swallows a piece landing on it (9×9's `e5`, hex6's
    /// `f6`); `null` in the other variants.
    #[wasm_bindgen(getter, js_name = blackHole, unchecked_return_type = "string | null")]
    pub fn black_hole(&self) -> JsValue {
        let square = on_any_board!(&self.current(), |position| position.black_hole().map(|square| square.to_string()));
        js::string_or_null(square.as_deref())
    }

    /// Parachute: how many of the opponent's stones `color` still holds to drop.
    pub fn reserve(&self, #[wasm_bindgen(unchecked_param_type = "Color")] color: &str) -> Result<u8, JsError> {
        let color = Game::color(color)?;
        Ok(on_any_board!(&self.current(), |position| position.reserve(color)))
    }

    /// Whether the side to move drops a stone this turn (Parachute's drop phase): its
    /// moves are then `"a3-c5@d4"` or `"pass@d4"` (see [`dropSquares`](Game::drop_squares)).
    #[wasm_bindgen(getter, js_name = inDropPhase)]
    pub fn in_drop_phase(&self) -> bool {
        on_any_board!(&self.current(), |position| position.in_drop_phase())
    }

    /// The position as an SVG diagram (the crate's), drawn as `options` say: squares or
    /// hexagons, as the board has.
    pub fn svg(&self, options: Option<SvgOptions>) -> Result<String, JsError> {
        let options: JsValue = options.map_or(JsValue::UNDEFINED, Into::into);
        on_any_board!(&self.game, |game| svg(game, &options))
    }

    /// The leaves of the game tree `depth` plies deep from the current position, the
    /// history counting (repetitions, the move limit): RULES.md's perft. Throws for a
    /// depth that is not a whole number from 0 to 64.
    pub fn perft(&self, depth: f64) -> Result<u64, JsError> {
        let depth = options::whole(depth, "depth", 0, 64)?;
        Ok(self.game.perft(depth as u32))
    }
}
