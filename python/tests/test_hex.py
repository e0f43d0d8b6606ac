"""The hexagonal boards (hex5, also read as alveole; hex6; hex6-scrambled) through Python:
perft, random games, make and undo, the action ids and compact ids, the observations,
bad input, the environments' own checkers, OpenSpiel's drop-in and the LLM helpers.

Numbers from the crate's RULES.md, "Hexagonal boards": hex5 is a hexagon of side 5, 61
cells in 9 rows (a to i), 9 pieces a side; hex6 of side 6, 91 cells in 11 rows (a to k),
12 a side, its centre f6 a black hole; perft from the starts under Abstract Play's
rules, d1 to d3: hex5 15, 219, 3,936; hex6 30, 870, 26,946; hex6-scrambled 24, 588,
15,324.

Moves, line counts and connections are checked against :class:`Hexagon`, a model
written here from that section alone, in cube coordinates: cell ``(q, r)`` with
``|q|, |r|, |q + r| <= S - 1``, ``r`` the row from the middle one up, neighbours
``(q ± 1, r)``, ``(q, r ± 1)``, ``(q - 1, r + 1)`` and ``(q + 1, r - 1)``. The layouts
checked are python/README.md's ("The hexagons").
"""

from __future__ import annotations

import pickle
import random
import warnings
from dataclasses import dataclass

import numpy as np
import pytest

import lines_of_action as loa
from lines_of_action.env_core import encode

HEXES = ["hex5", "hex6", "hex6-scrambled"]

#: RULES.md, "Hexagonal boards": perft d1 to d3 under Abstract Play's rules.
PERFT = {"hex5": [15, 219, 3936], "hex6": [30, 870, 26946], "hex6-scrambled": [24, 588, 15324]}

#: The six directions in the compact ids' order (python/README.md): E, NE, NW, W, SW, SE,
#: as steps of ``(q, r)``.
DIRECTIONS = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]

#: The three kinds of line in ``State.line_names``' order: the row, the up-right line,
#: the up-left line, each as the step of one of its directions.
LINES = [(1, 0), (0, 1), (-1, 1)]

Cell = tuple[int, int]


@dataclass(frozen=True)
class Hexagon:
    """The hexagon of side ``side``, from RULES.md's "Hexagonal boards"."""

    side: int

    @property
    def radius(self) -> int:
        return self.side - 1

    def on_board(self, cell: Cell) -> bool:
        q, r = cell
        return max(abs(q), abs(r), abs(q + r)) <= self.radius

    def row_start(self, r: int) -> int:
        """The ``q`` of the left end of row ``r``: rows are centred, longest in the middle."""
        return max(-self.radius, -self.radius - r)

    def rows(self) -> list[list[Cell]]:
        """The rows from the bottom (``a``), each from its left end."""
        return [
            [(q, r) for q in range(self.row_start(r), self.radius + 1) if self.on_board((q, r))]
            for r in range(-self.radius, self.radius + 1)
        ]

    def cells(self) -> list[Cell]:
        """Every cell, row by row from a1: the order of the cell numbers."""
        return [cell for row in self.rows() for cell in row]

    def name(self, cell: Cell) -> str:
        """Row letter, then the number in the row from 1 at its left end."""
        q, r = cell
        return f"{chr(ord('a') + r + self.radius)}{q - self.row_start(r) + 1}"

    def place(self, cell: Cell) -> tuple[int, int]:
        """Where the observations put ``cell``: ``[row, number - 1]``."""
        q, r = cell
        return r + self.radius, q - self.row_start(r)

    def read(self, text: str) -> tuple[dict[Cell, str], str]:
        """The pieces (``"b"`` or ``"w"`` by cell) and the side to move of a position text:
        rows from the top, each from its left end, a number a run of empty cells."""
        board, turn = text.split()
        rows = board.split("/")
        assert len(rows) == 2 * self.side - 1, text
        pieces: dict[Cell, str] = {}
        for row, cells in zip(reversed(self.rows()), rows):
            column, index = 0, 0
            while index < len(cells):
                if cells[index].isdigit():
                    run = cells[index]
                    while index + 1 < len(cells) and cells[index + 1].isdigit():
                        index += 1
                        run += cells[index]
                    column += int(run)
                else:
                    pieces[row[column]] = cells[index]
                    column += 1
                index += 1
            assert column == len(row), text
        return pieces, turn

    def line_count(self, pieces: dict[Cell, str], cell: Cell, step: Cell) -> int:
        """The pieces of both colours on the whole line through ``cell`` along ``step``."""
        count = 1
        for sign in (1, -1):
            q, r = cell[0] + sign * step[0], cell[1] + sign * step[1]
            while self.on_board((q, r)):
                count += (q, r) in pieces
                q, r = q + sign * step[0], r + sign * step[1]
        return count

    def moves(self, pieces: dict[Cell, str], colour: str) -> dict[str, tuple[Cell, Cell, int]]:
        """The slides of ``colour`` by their text (``a2-c3``, ``a2xc3``), each with its
        cells and its direction's number: exactly as many cells as pieces on the line,
        over no enemy piece, onto an empty cell or an enemy piece."""
        found = {}
        for cell, piece in pieces.items():
            if piece != colour:
                continue
            for number, step in enumerate(DIRECTIONS):
                distance = self.line_count(pieces, cell, step)
                path = [(cell[0] + k * step[0], cell[1] + k * step[1]) for k in range(1, distance + 1)]
                if not all(self.on_board(on) for on in path):
                    continue
                *between, to = path
                if any(pieces.get(on, colour) != colour for on in between) or pieces.get(to) == colour:
                    continue
                mark = "x" if to in pieces else "-"
                found[f"{self.name(cell)}{mark}{self.name(to)}"] = (cell, to, number)
        return found

    def connected(self, pieces: dict[Cell, str], colour: str) -> bool:
        """Whether ``colour``'s pieces form one group through the six neighbours."""
        own = {cell for cell, piece in pieces.items() if piece == colour}
        if not own:
            return True
        seen, todo = set(), [next(iter(own))]
        while todo:
            q, r = todo.pop()
            if (q, r) in seen:
                continue
            seen.add((q, r))
            todo += [(q + dq, r + dr) for dq, dr in DIRECTIONS if (q + dq, r + dr) in own]
        return seen == own


def hexagon(game: loa.Game) -> Hexagon:
    return Hexagon(game.board_size())


def random_state(game: loa.Game, plies: int, seed: int) -> loa.State:
    """A state after up to ``plies`` random actions."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal() and state.move_number() < plies:
        state.apply_action(rng.choice(state.legal_actions()))
    return state


# --- perft, random games, make and undo ----------------------------------------------


def perft(state: loa.State, depth: int) -> int:
    """The leaves ``depth`` plies down, each move made and taken back (the position and
    the legal moves as they were after each undo)."""
    if depth == 0:
        return 1
    before, legal = state.position_text(), state.legal_actions()
    player, leaves = state.current_player(), 0
    for action in legal:
        state.apply_action(action)
        leaves += perft(state, depth - 1)
        state.undo_action(player, action)
        assert state.position_text() == before
    assert state.legal_actions() == legal
    return leaves


@pytest.mark.parametrize("variant", HEXES)
def test_perft_from_the_starts(variant: str) -> None:
    state = loa.Game(variant, rules="abstract-play").new_initial_state()
    assert [perft(state, depth) for depth in (1, 2, 3)] == PERFT[variant]
    assert state.history() == []


@pytest.mark.parametrize(
    ("variant", "rules"),
    [("hex5", "abstract-play"), ("alveole", "alveole"), ("hex6", "abstract-play"), ("hex6-scrambled", "openspiel")],
)
def test_random_games_follow_the_model_to_the_end(variant: str, rules: str) -> None:
    """At every ply the legal moves, their ids and the line counts are the model's, and no
    side is connected; at the end the result is the model's connection."""
    game = loa.Game(variant, rules=rules, max_game_length=1000)
    board = hexagon(game)
    cells = board.cells()
    squares = len(cells)
    number = {cell: index for index, cell in enumerate(cells)}
    rng = random.Random(variant + rules)
    for _ in range(3):
        state = game.new_initial_state()
        while True:
            pieces, turn = board.read(state.position_text())
            colour, other = turn, "w" if turn == "b" else "b"
            if state.is_terminal():
                break
            assert not board.connected(pieces, "b") and not board.connected(pieces, "w"), state
            legal = state.legal_actions()
            model = board.moves(pieces, colour)
            texts = [state.action_to_string(action) for action in legal]
            assert sorted(texts) == sorted(model) or (not model and texts == ["pass"]), state
            for action, text in zip(legal, texts):
                if text != "pass":
                    origin, to, _ = model[text]
                    # python/README.md: a slide is from * 2S + to * 2 + capture.
                    assert action == number[origin] * 2 * squares + number[to] * 2 + ("x" in text)
            counts = dict(state.line_counts())
            own = {board.name(cell): cell for cell, piece in pieces.items() if piece == colour}
            assert set(counts) == set(own)
            for name, line in counts.items():
                assert line == [board.line_count(pieces, own[name], step) for step in LINES], name
            state.apply_action(rng.choice(legal))
        reason, winner = state.end_reason(), state.winner()
        connected = {side: board.connected(pieces, side) for side in "bw"}
        if reason == "connection":
            assert winner is not None and connected["bw"[winner]] and not connected["bw"[1 - winner]]
        elif reason == "double_connection":
            assert connected["b"] and connected["w"]
        else:
            assert reason in ("no_legal_move", "repetition", "move_limit"), reason
        assert state.legal_actions() == [] and sum(state.returns()) == 0


def test_make_undo_copies_and_pickles_give_the_same_state() -> None:
    game = loa.Game("hex6", rules="abstract-play")
    state = random_state(game, 30, seed=7)
    text, legal, tensor = state.position_text(), state.legal_actions(), state.observation_tensor()
    for action in legal[:: max(1, len(legal) // 6)]:
        player = state.current_player()
        child = state.child(action)
        state.apply_action(action)
        assert state.position_text() == child.position_text() != text
        with pytest.raises(ValueError):
            state.undo_action(1 - player, action)
        state.undo_action(player, action)
        assert (state.position_text(), state.legal_actions(), state.observation_tensor()) == (text, legal, tensor)
    for twin in (pickle.loads(pickle.dumps(state)), state.clone(), game.deserialize_state(state.serialize())):
        assert twin.history() == state.history() and twin.position_text() == text
        assert twin.legal_actions() == legal and str(twin) == str(state)
    custom = game.new_state(text)
    assert custom.position_text() == text and custom.history() == [] and custom.legal_actions() == legal
    assert pickle.loads(pickle.dumps(custom)).position_text() == text


# --- ids, observations -----------------------------------------------------------------


def test_the_numbers_of_ids_and_the_worked_example() -> None:
    """python/README.md's hex5 example: S = 61 cells, a2 = 1 and c2 = 12, so a2-c2 is
    1 * 122 + 12 * 2 = 146; the pass, under rules that have one, is 2 * 61**2 = 7442."""
    hex5 = loa.Game("hex5")
    assert hex5.num_distinct_actions() == 2 * 61**2 == 7442
    assert loa.Game("hex5", rules="abstract-play").num_distinct_actions() == 7443
    assert loa.Game("hex5", rules="abstract-play").action_to_string(0, 7442) == "pass"
    assert loa.Game("hex6").num_distinct_actions() == 2 * 91**2 == 16562
    start = hex5.new_initial_state()
    assert start.string_to_action("a2-c2") == 146 and hex5.action_to_string(0, 146) == "a2-c2"
    assert len(start.legal_actions()) == 15
    # The last cell's id, i5 = 60: i5-i4 would be 60 * 122 + 59 * 2 (a capture).
    assert hex5.action_to_string(0, 60 * 122 + 59 * 2 + 1) == "i5xi4"
    with pytest.raises(ValueError):
        hex5.action_to_string(0, 10**9)


@pytest.mark.parametrize(("variant", "side", "planes", "cells"), [("hex5", 9, 3, 61), ("hex6", 11, 4, 91)])
def test_the_observations_are_the_board_on_its_grid(variant: str, side: int, planes: int, cells: int) -> None:
    game = loa.Game(variant)
    board = hexagon(game)
    assert game.observation_tensor_shape() == [planes, side, side]
    mask = game.board_mask()
    assert mask.shape == (side, side) and mask.dtype == np.int8 and mask.sum() == cells
    # Each row's cells from its left end: row a has S cells, the middle row 2S - 1.
    assert mask.sum(axis=1).tolist() == [len(row) for row in board.rows()]
    assert all(mask[row, : len(cells_of)].all() for row, cells_of in enumerate(board.rows()))
    for seed in range(3):
        state = random_state(game, 20 * seed, seed)
        pieces, turn = board.read(state.position_text())
        expected = np.zeros((planes, side, side), np.float32)
        for cell in board.cells():
            plane = {"b": 0, "w": 1}.get(pieces.get(cell, ""), 2)
            if planes == 4 and board.name(cell) == "f6":
                plane = 3  # hex6's black hole, never empty
            expected[(plane, *board.place(cell))] = 1
        tensor = np.array(state.observation_tensor(), np.float32).reshape(planes, side, side)
        np.testing.assert_array_equal(tensor, expected)
        assert (tensor.sum(axis=0) == mask).all()
        # The player's view: the same grid, channels last, the mover's pieces first.
        player = "bw".index(turn)
        view = encode(tensor, player, "player")
        assert view.shape == (side, side, planes) and (view[..., 0] == expected[player]).all()
    if planes == 4:
        assert np.argwhere(tensor[3]).tolist() == [[5, 5]]  # f6: row f, number 6


def test_the_compact_ids_are_cell_and_direction() -> None:
    """python/README.md: a hexagon's compact id is ``cell * 6 + direction``, the
    directions E, NE, NW, W, SW, SE; the pass ``cells * 6``."""
    for variant, rules in [("hex5", "abstract-play"), ("hex6-scrambled", "openspiel")]:
        game = loa.Game(variant, rules=rules)
        board = hexagon(game)
        number = {cell: index for index, cell in enumerate(board.cells())}
        vec = loa.VecGame(4, variant=variant, rules=rules, seed=3)
        passing = rules == "abstract-play"
        assert vec.num_compact_actions == len(number) * 6 + passing
        for _ in range(30):
            for env in range(4):
                state = vec.state(env)
                pieces, turn = board.read(state.position_text())
                model = board.moves(pieces, turn)
                compacts = np.flatnonzero(vec.legal_mask()[env]).tolist()
                assert len(compacts) == len(state.legal_actions())
                for compact in compacts:
                    text = state.action_to_string(vec.compact_to_action(env, compact))
                    if text == "pass":
                        assert compact == len(number) * 6
                        continue
                    origin, _, direction = model[text]
                    assert compact == number[origin] * 6 + direction, text
            vec.step_random()


# --- bad input ---------------------------------------------------------------------------


def test_bad_cells_positions_and_ids_are_value_errors_and_change_nothing() -> None:
    hex5 = loa.Game("hex5")
    state = hex5.new_initial_state()
    state.apply_action(state.string_to_action("e1-e3"))
    before = (state.position_text(), state.history(), state.legal_actions())
    for text in ["a6-a4", "a2-a6", "j12-a2", "a2-j12", "i5-i6", "a2-c2-c3", "z1-a2"]:
        with pytest.raises(ValueError):
            state.string_to_action(text)
    with pytest.raises(ValueError, match="a6"):
        state.string_to_action("a2-a6")
    for reply in ["a6 to a4", "j12-j10"]:
        with pytest.raises(ValueError, match="no legal move"):
            state.parse_move(reply)
    for action in [-1, 7442, 10**12, 146 + 1]:  # 146 + 1: a2xc2, but c2 is empty
        with pytest.raises(ValueError):
            state.apply_action(action)
    assert (state.position_text(), state.history(), state.legal_actions()) == before
    square_text = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"
    hex_text = "wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b"
    for game, text in [
        (hex5, square_text),
        (loa.Game("hex6"), hex_text),
        (loa.Game("standard"), hex_text),
        (loa.Game("12x12"), hex_text),
        (hex5, "wb1wb/b4w/7/w6b/b9/w6b/7/b4w/wb1wb b"),  # row e with 10 cells
        (loa.Game("hex6"), "1bbbb1/w5w/w6w/w7w/w8w/5b5/b8b/b7b/b6b/b5b/1wwww1 b"),  # a piece on f6
    ]:
        with pytest.raises(ValueError):
            game.new_state(text)
    with pytest.raises(ValueError):
        loa.VecGame(1, variant="hex5").compact_to_action(0, 61 * 6)  # no pass under OpenSpiel's rules


# --- the environments, OpenSpiel, the bots, the LLM helpers --------------------------------


def test_pettingzoo_api_test_passes_on_hex5() -> None:
    api_test = pytest.importorskip("pettingzoo.test").api_test
    from lines_of_action.lines_of_action_v0 import env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the classic games' dict observations: see test_pettingzoo.py
        api_test(env(variant="hex5"), num_cycles=300)


def test_gymnasium_check_env_passes_on_hex5() -> None:
    gymnasium = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    from lines_of_action.gym_env import ENV_ID, register

    register()
    made = gymnasium.make(ENV_ID, variant="hex5", opponent="random")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(made.unwrapped)
    assert [str(w.message) for w in caught] == []
    obs, info = made.reset(seed=1)
    assert obs.shape == (9, 9, 3) and info["action_mask"].shape == (7442,)


def test_the_vector_environment_plays_hex6() -> None:
    pytest.importorskip("gymnasium")
    from lines_of_action.vector import LinesOfActionVectorEnv

    vector = LinesOfActionVectorEnv(3, variant="hex6", seed=2)
    obs, infos = vector.reset(seed=2)
    assert obs.shape == (3, 11, 11, 4) and infos["action_mask"].shape == (3, 91 * 6)
    for _ in range(50):
        obs, rewards, terminated, truncated, infos = vector.step(vector.sample_actions())
        assert (obs[:, 5, 5, 3] == 1).all()  # f6, the black hole, in every game


def test_openspiels_drop_in_loads_and_plays_hex5() -> None:
    game = loa.load_game("lines_of_action(variant=alveole,rules=alveole)")
    assert game == loa.Game("hex5", rules="alveole") and str(game) == "lines_of_action(rules=alveole,variant=hex5)"
    assert loa.load_game(str(game)) == game
    state = random_state(game, 12, seed=5)
    text = loa.serialize_game_and_state(game, state)
    again_game, again = loa.deserialize_game_and_state(text)
    assert again_game == game and again.history() == state.history()
    pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import mcts

    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(3))
    bot = mcts.MCTSBot(game, 1.4, 20, evaluator, random_state=np.random.RandomState(4))
    state = game.new_initial_state()
    for _ in range(4):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_the_bots_win_at_once_on_a_hexagon() -> None:
    game = loa.Game("hex5", rules="abstract-play")
    rng = random.Random(9)
    while True:
        state = game.new_initial_state()
        winning: set[int] = set()
        while not state.is_terminal() and not winning:
            mover = state.current_player()
            winning = {a for a in state.legal_actions() if state.child(a).winner() == mover}
            if not winning:
                state.apply_action(rng.choice(state.legal_actions()))
        if winning:
            break
    bots: list[loa.GreedyBot | loa.AlphaBetaBot] = [loa.GreedyBot(1), loa.AlphaBetaBot(time=None, depth=2)]
    for bot in bots:
        assert bot.step(state) in winning, bot.name


def test_describe_shows_the_hexagon_its_rows_and_counts() -> None:
    state = loa.Game("hex5").new_initial_state()
    text = state.describe()
    assert text.splitlines()[0] == "Lines of Action (hex5, openspiel rules). Move 1: Black (x) to move."
    # The picture: rows i (top) to a, each indented by half a cell for each cell it lacks.
    assert " i     o x . o x     i\n h    x . . . . o    h\n" in text
    assert " e x . . . . . . . o e\n" in text and " a     o x . o x     a\n" in text
    assert "Rows a (bottom) to i (top)" in text and "a1 to a5 in row a" in text
    for square, line in state.line_counts():
        assert f"- {square}: row {line[0]}, up-right line {line[1]}, up-left line {line[2]}" in text
    assert state.line_names() == ["row", "up-right line", "up-left line"]
    assert state.action_to_string(state.parse_move("I will play E1 to E3.")) == "e1-e3"
    markdown = state.describe("markdown")
    assert "| piece | row | up-right line | up-left line |" in markdown


def test_rules_text_describes_the_hexagon() -> None:
    text = loa.rules_text("alveole", "alveole")
    assert text.startswith("LINES OF ACTION: hex5, under the alveole rules.")
    assert "A hexagon of side 5: 61 cells in 9 rows." in text
    assert "A row's cells are numbered from 1 at its left end" in text
    assert "Black a2 a5 b1 d8 e1 f8 h1 i2 i5" in text and "Pieces, Black (x) / White (o): 9 / 9." in text
    assert "- a piece moves along one of the three lines through it" in text
    assert "one group through the six neighbours of each cell" in text and "8-neighbour" not in text
    assert "- both connected: mover wins" in text and "side to move loses" in text
    assert "SPECIAL RULES" not in text and "cells are row letter then number" in text
    assert "ranks" not in text.split("MOVING")[0]
    hex6 = loa.rules_text("hex6", "abstract-play")
    assert "SPECIAL RULES OF THIS VARIANT\n- f6 never holds a piece" in hex6
    assert "- both connected: draw" in hex6 and "A hexagon of side 6: 91 cells in 11 rows." in hex6
