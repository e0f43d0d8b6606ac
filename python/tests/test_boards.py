"""Every board size, 5x5 to 12x12, through the OpenSpiel-style API: action ids by the
formula the README states for each size, their text both ways, observation shapes
and planes that follow the board, Black Hole's hole, random games to the end,
pickling, and the bots on the wide boards.

Numbers from the crate's RULES.md ("Larger and smaller boards", "Reference perft"):
an N x N start has N - 2 pieces of each colour on each of two edges, and 42, 48, 54
and 60 legal moves on 9x9, 10x10, 11x11 and 12x12; Black Hole is 9x9 with the black
hole on e5.
"""

from __future__ import annotations

import copy
import pickle
import random
import re

import numpy as np
import pytest

import lines_of_action as loa

#: A standard-family variant of every board size, by size.
BY_SIZE = {5: "5x5", 6: "6x6", 7: "7x7", 8: "standard", 9: "9x9", 10: "10x10", 11: "11x11", 12: "12x12"}

#: The variants played on the boards wider than 8x8.
WIDE = ["9x9", "10x10", "11x11", "12x12", "black-hole", "black-hole-scrambled"]

SLIDE = re.compile(r"([a-l])(\d{1,2})([-x])([a-l])(\d{1,2})")


def width(size: int) -> int:
    """W, the squares a rank of the action ids: 8 up to 8x8 (OpenSpiel's), N above."""
    return 8 if size <= 8 else size


def slide_id(text: str, size: int) -> int:
    """The id the README's formula gives slide ``text`` on the ``size`` board."""
    match = SLIDE.fullmatch(text)
    assert match is not None, text
    from_file, from_rank, mark, to_file, to_rank = match.groups()
    w = width(size)

    def cell(file: str, rank: str) -> int:
        return (int(rank) - 1) * w + ord(file) - ord("a")

    return cell(from_file, from_rank) * 2 * w * w + cell(to_file, to_rank) * 2 + (mark == "x")


def board_planes(state: loa.State, size: int) -> np.ndarray:
    """The planes black, white, empty, holes read from ``str(state)`` (ranks from the top)."""
    lines = str(state).splitlines()[:size]
    planes = np.zeros((4, size, size), np.float32)
    for row, line in enumerate(lines):
        rank = size - 1 - row
        assert int(line[:-size]) == rank + 1, line
        for file, char in enumerate(line[-size:]):
            planes["xo.#".index(char), rank, file] = 1.0
    return planes


def random_state(game: loa.Game, plies: int, seed: int) -> loa.State:
    """A state after up to ``plies`` random actions."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal() and state.move_number() < plies:
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("size", sorted(BY_SIZE))
def test_the_number_of_ids_and_the_shapes_follow_the_board(size: int) -> None:
    game = loa.Game(BY_SIZE[size])
    w = width(size)
    assert game.board_size() == size
    assert game.num_distinct_actions() == 2 * w**4
    # A rule set where a side without a move passes: the pass is the next id.
    passing = loa.Game(BY_SIZE[size], rules="olympiad")
    assert passing.num_distinct_actions() == 2 * w**4 + 1
    assert passing.action_to_string(0, 2 * w**4) == "pass"
    assert game.observation_tensor_shape() == [3, size, size]
    assert game.observation_tensor_size() == 3 * size * size
    state = game.new_initial_state()
    assert len(state.legal_actions_mask()) == game.num_distinct_actions()
    assert len(state.observation_tensor()) == 3 * size * size


def test_the_per_size_numbers() -> None:
    """The table of the README: ids for each size under OpenSpiel's rules."""
    counts = {variant: loa.Game(variant).num_distinct_actions() for variant in BY_SIZE.values()}
    assert counts == {
        "5x5": 8192,
        "6x6": 8192,
        "7x7": 8192,
        "standard": 8192,
        "9x9": 13_122,
        "10x10": 20_000,
        "11x11": 29_282,
        "12x12": 41_472,
    }
    assert loa.Game("black-hole").num_distinct_actions() == 13_122
    assert loa.Game("black-hole").observation_tensor_shape() == [4, 9, 9]


def test_the_12x12_worked_example() -> None:
    """The README's worked example: W = 12, a slide is from * 288 + to * 2 + capture."""
    game = loa.Game("12x12")
    state = game.new_initial_state()
    assert len(state.legal_actions()) == 60  # RULES.md, "Reference perft"
    assert state.string_to_action("b1-b3") == 1 * 288 + 25 * 2 == 338
    assert state.string_to_action("b1-l1") == 1 * 288 + 11 * 2 == 310
    assert state.string_to_action("c1xa3") == 2 * 288 + 24 * 2 + 1 == 625
    assert state.legal_actions()[:3] == [310, 338, 342]
    assert game.action_to_string(0, 625) == "c1xa3"
    assert game.action_to_string(0, 143 * 288 + 142 * 2) == "l12-k12"
    assert loa.Game("12x12", rules="olympiad").action_to_string(0, 41_472) == "pass"
    with pytest.raises(ValueError):
        game.action_to_string(0, -1)
    # Two-digit ranks read and written.
    state.apply_action(state.string_to_action("b12-b10"))
    assert state.history() == [11 * 12 * 288 + 1 * 288 + (9 * 12 + 1) * 2]
    assert str(state).splitlines()[0] == "12..xxxxxxxxx."
    assert str(state).splitlines()[2] == "10ox.........o"
    assert str(state).splitlines()[12] == "  abcdefghijkl"


@pytest.mark.parametrize("size", sorted(BY_SIZE))
def test_ids_and_texts_round_trip_on_every_board_size(size: int) -> None:
    """Every legal id of random games: its text names it back, the formula gives it."""
    game = loa.Game(BY_SIZE[size], rules="olympiad")
    rng = random.Random(size)
    for _ in range(2):
        state = game.new_initial_state()
        while not state.is_terminal() and state.move_number() < 200:
            legal = state.legal_actions()
            for action in legal:
                text = state.action_to_string(action)
                assert game.action_to_string(0, action) == text
                assert state.string_to_action(text) == action
                assert state.string_to_action(0, text) == action
                if text != "pass":
                    assert slide_id(text, size) == action, text
            state.apply_action(rng.choice(legal))


@pytest.mark.parametrize("variant", WIDE)
def test_random_games_on_the_wide_boards_play_to_the_end(variant: str) -> None:
    """Whole games: masks, ids, observations and the board text agree all the way."""
    game = loa.Game(variant)
    size = game.board_size()
    planes = game.observation_tensor_shape()[0]
    rng = random.Random(variant)
    for _ in range(2):
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal == sorted(legal) and legal
            assert all(0 <= action < game.num_distinct_actions() for action in legal)
            if state.move_number() % 20 == 0:
                mask = state.legal_actions_mask()
                assert [i for i, bit in enumerate(mask) if bit] == legal
                tensor = np.array(state.observation_tensor(), np.float32).reshape(planes, size, size)
                np.testing.assert_array_equal(tensor, board_planes(state, size)[:planes])
            state.apply_action(rng.choice(legal))
        assert state.current_player() == -4 and state.legal_actions() == []
        assert sum(state.returns()) == 0 and state.end_reason() is not None
        assert state.move_number() <= game.max_game_length()


def test_the_start_planes_of_each_wide_board() -> None:
    for size in (9, 10, 11, 12):
        state = loa.Game(BY_SIZE[size]).new_initial_state()
        tensor = np.array(state.observation_tensor()).reshape(3, size, size)
        assert tensor.sum(axis=(1, 2)).tolist() == [2 * (size - 2), 2 * (size - 2), size * size - 4 * (size - 2)]
        assert tensor[0, 0, 1 : size - 1].tolist() == [1] * (size - 2)  # Black on rank 1, b to the last but one
        assert tensor[1, 1 : size - 1, 0].tolist() == [1] * (size - 2)  # White on the a-file
        np.testing.assert_array_equal(tensor, board_planes(state, size)[:3])


@pytest.mark.parametrize("variant", ["black-hole", "black-hole-scrambled"])
def test_black_holes_hole_is_the_fourth_plane_and_swallows(variant: str) -> None:
    game = loa.Game(variant)
    state = game.new_initial_state()
    tensor = np.array(state.observation_tensor()).reshape(4, 9, 9)
    hole = np.zeros((9, 9))
    hole[4, 4] = 1  # e5: rank 5, file e
    np.testing.assert_array_equal(tensor[3], hole)
    assert tensor[2, 4, 4] == 0 and tensor[:3].sum() == 80  # e5 is not an empty square
    assert str(state).splitlines()[4][5] == "#" and str(state).count("#") == 1
    # A piece that lands on e5 is gone, and the hole stays.
    rng = random.Random(1)
    swallowed = 0
    for _ in range(20):
        if swallowed >= 3:
            break
        state = game.new_initial_state()
        while not state.is_terminal():
            onto_hole = [a for a in state.legal_actions() if state.action_to_string(a)[-2:] == "e5"]
            if onto_hole:
                before = np.array(state.observation_tensor()).reshape(4, 9, 9)
                mover = state.current_player()
                action = rng.choice(onto_hole)
                state.apply_action(action)
                after = np.array(state.observation_tensor()).reshape(4, 9, 9)
                assert after[mover].sum() == before[mover].sum() - 1
                np.testing.assert_array_equal(after[3], hole)
                assert after[:3, 4, 4].tolist() == [0, 0, 0]
                assert str(state).splitlines()[4][5] == "#"
                swallowed += 1
                continue
            state.apply_action(rng.choice(state.legal_actions()))
    assert swallowed >= 3


@pytest.mark.parametrize("variant", ["12x12", "black-hole"])
def test_a_wide_state_pickles_copies_and_undoes(variant: str) -> None:
    game = loa.Game(variant, max_game_length=400)
    state = random_state(game, 40, seed=3)
    for twin in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), state.clone()):
        assert twin.history() == state.history()
        assert twin.position_text() == state.position_text()
        assert str(twin) == str(state) and twin.observation_tensor() == state.observation_tensor()
        assert twin.legal_actions() == state.legal_actions()
        assert twin.get_game().max_game_length() == 400
        action = twin.legal_actions()[0]
        twin.apply_action(action)
        assert twin.child(twin.legal_actions()[-1]).move_number() == 42
        twin.undo_action(1 - twin.current_player(), action)
        assert twin.position_text() == state.position_text()
    # A start of one's own pickles with it.
    text = state.position_text()
    custom = game.new_state(text)
    assert custom.position_text() == text and custom.history() == []
    custom.apply_action(custom.legal_actions()[0])
    copied = pickle.loads(pickle.dumps(custom))
    assert copied.position_text() == custom.position_text() and copied.history() == custom.history()
    assert pickle.loads(pickle.dumps(game)).num_distinct_actions() == game.num_distinct_actions()


def test_a_bad_wide_position_or_id_is_a_value_error() -> None:
    game = loa.Game("12x12")
    with pytest.raises(ValueError):
        game.new_state("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b")  # an 8x8 position
    with pytest.raises(ValueError, match="black hole"):
        loa.Game("black-hole").new_state("1bbbbbbb1/w7w/w7w/w7w/w3b3w/w7w/w7w/w7w/1bbbbbbb1 b")
    state = game.new_initial_state()
    before = state.position_text()
    for action in [-1, 41_472, 10**9, 1 * 288 + 25 * 2 + 1]:  # b1xb3 captures nothing
        with pytest.raises(ValueError):
            state.apply_action(action)
    assert state.position_text() == before and state.history() == []
    with pytest.raises(ValueError):
        state.string_to_action("b1-b4")


def a_state_with_a_win(game: loa.Game, seed: int) -> tuple[loa.State, set[int]]:
    """A state of a random game whose side to move has a winning move, and those moves."""
    rng = random.Random(seed)
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            mover = state.current_player()
            winning = {a for a in state.legal_actions() if state.child(a).winner() == mover}
            if winning:
                return state, winning
            state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("variant", WIDE)
def test_the_bots_play_the_wide_boards(variant: str) -> None:
    """Every bot chooses legal ids on the wide boards, the searches an immediate win."""
    game = loa.Game(variant)
    state = game.new_initial_state()
    bots: list[loa.RandomBot | loa.GreedyBot | loa.AlphaBetaBot | loa.MctsBot] = [
        loa.RandomBot(1),
        loa.GreedyBot(2),
        loa.AlphaBetaBot(time=None, depth=2),
        loa.MctsBot(nodes=50, seed=3),
    ]
    for bot in bots:
        assert bot.step(state) in state.legal_actions()
    state, winning = a_state_with_a_win(game, seed=len(variant))
    for bot in bots[1:3]:
        assert bot.step(state) in winning, bot.name
    finished = state.child(next(iter(winning)))
    for bot in bots:
        with pytest.raises(ValueError, match="over"):
            bot.step(finished)
