"""The PettingZoo environment: PettingZoo's own API and seed tests, and the game it plays.

Numbers from RULES.md: the standard start has 12 pieces a side on 64 squares and
36 legal moves ("Perft", depth 1); no game can end within 6 plies of it, and the
start board cannot recur before ply 4 (OpenSpiel's repetition, "Perft with
OpenSpiel's rules"), so a game stopped at ply 3 stopped at the move limit.
"""

from __future__ import annotations

import pickle
import warnings
from typing import Any

import numpy as np
import pytest
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.test import api_test, seed_test

from lines_of_action import VARIANTS, Game
from lines_of_action.lines_of_action_v0 import env, raw_env

# PettingZoo's api_test warns about the dict observations (and their space) of any
# environment not in its own lists of classic games, as the classic games have.
EXPECTED_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be",
)


def test_api_test_passes() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(), num_cycles=1000)
    unexpected = [
        str(w.message)
        for w in caught
        if not any(known in str(w.message) for known in EXPECTED_WARNINGS)
    ]
    assert unexpected == []


def test_seed_test_passes() -> None:
    seed_test(env, num_cycles=200)


def test_reset_seeds_the_action_spaces() -> None:
    draws = []
    for seed in (5, 5, 6):
        game = raw_env()
        game.reset(seed=seed)
        mask = game.observe("player_0")["action_mask"]
        draws.append([int(game.action_space("player_0").sample(mask)) for _ in range(5)])
    assert draws[0] == draws[1]
    assert draws[0] != draws[2]


def test_spaces_of_both_agents() -> None:
    game = env()
    game.reset()
    for agent in ("player_0", "player_1"):
        space = game.observation_space(agent)
        assert isinstance(space, spaces.Dict)
        assert space["observation"] == spaces.Box(0, 1, (8, 8, 3), np.int8)
        assert space["action_mask"] == spaces.Box(0, 1, (8192,), np.int8)
        assert game.action_space(agent) == spaces.Discrete(8192)
    small = raw_env(variant="6x6")
    small_space = small.observation_space("player_0")
    assert isinstance(small_space, spaces.Dict)
    assert small_space["observation"].shape == (6, 6, 3)
    assert small.action_space("player_0") == spaces.Discrete(Game("6x6").num_distinct_actions())


def test_start_observation_from_each_view() -> None:
    game = env()
    game.reset()
    assert game.agent_selection == "player_0"
    black = game.observe("player_0")
    white = game.observe("player_1")
    # Black holds b1-g1 and b8-g8 (rank index 0 and 7, files b-g).
    for rank in (0, 7):
        assert black["observation"][rank, 1:7, 0].tolist() == [1] * 6
        assert white["observation"][rank, 1:7, 1].tolist() == [1] * 6
    # White holds a2-a7 and h2-h7.
    for file in (0, 7):
        assert black["observation"][1:7, file, 1].tolist() == [1] * 6
        assert white["observation"][1:7, file, 0].tolist() == [1] * 6
    assert black["observation"].sum(axis=(0, 1)).tolist() == [12, 12, 40]
    assert black["action_mask"].sum() == 36
    assert white["action_mask"].sum() == 0


def test_cheshire_cat_has_a_plane_of_holes() -> None:
    # RULES.md, "Cheshire Cat": the square a piece moves from becomes a hole.
    game = raw_env(variant="cheshire-cat")
    game.reset()
    game.step(game.state.string_to_action("b1-b3"))
    white = game.observe("player_1")["observation"]
    assert white.shape == (8, 8, 4)
    assert white[0, 1].tolist() == [0, 0, 0, 1]  # b1: a hole, not empty
    assert white[2, 1].tolist() == [0, 1, 0, 0]  # b3: Black's, the opponent's for White
    assert white.sum(axis=(0, 1)).tolist() == [12, 12, 39, 1]


def test_mask_is_the_states_legal_actions() -> None:
    game = raw_env()
    game.reset()
    for _ in range(10):
        mask = game.observe(game.agent_selection)["action_mask"]
        legal = game.state.legal_actions()
        assert np.flatnonzero(mask).tolist() == legal
        game.step(legal[len(legal) // 2])


def play_out(game: AECEnv[str, Any, int], rng: np.random.Generator) -> dict[str, float]:
    """Random legal moves until both agents are done; the last reward each saw."""
    final: dict[str, float] = {}
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, _ = game.last()
        if terminated or truncated:
            final[agent] = reward
            game.step(None)
        else:
            game.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return final


def test_a_random_game_ends_with_the_states_returns() -> None:
    game = env()
    game.reset(seed=7)
    rng = np.random.default_rng(7)
    state = game.unwrapped.state
    final = play_out(game, rng)
    assert game.agents == []
    returns = game.unwrapped.state.returns()
    assert final == {"player_0": returns[0], "player_1": returns[1]}
    assert sum(final.values()) == 0
    assert state.is_terminal()


@pytest.mark.parametrize("variant", ["cheshire-cat", "parachute", "5x5", "6x6", "loaps"])
def test_every_family_plays_to_the_end(variant: str) -> None:
    game = env(variant=variant, rules="olympiad")
    game.reset(seed=3)
    final = play_out(game, np.random.default_rng(3))
    returns = game.unwrapped.state.returns()
    assert final == {"player_0": returns[0], "player_1": returns[1]}


def test_an_illegal_move_loses() -> None:
    # The package's default policy (lines_of_action.env_core): a loss by the rules, -1 and +1.
    game = env()
    game.reset()
    illegal = int(np.flatnonzero(game.observe("player_0")["action_mask"] == 0)[0])
    game.step(illegal)
    assert all(game.terminations.values())
    assert game.rewards == {"player_0": -1, "player_1": 1}
    assert game.infos["player_0"] == {"illegal_action": True}
    assert game.unwrapped.state.move_number() == 0


def test_the_move_limit_truncates() -> None:
    game = raw_env(max_game_length=3)
    game.reset()
    for _ in range(3):
        game.step(game.state.legal_actions()[0])
    assert game.truncations == {"player_0": True, "player_1": True}
    assert game.terminations == {"player_0": False, "player_1": False}
    assert game.rewards == {"player_0": 0.0, "player_1": 0.0}


def test_render_modes(capsys: pytest.CaptureFixture[str]) -> None:
    text = raw_env(render_mode="ansi")
    text.reset()
    assert text.render() == str(text.state)
    shown = raw_env(render_mode="human")
    shown.reset()
    shown.step(shown.state.legal_actions()[0])
    assert capsys.readouterr().out == str(Game().new_initial_state()) + "\n" + str(
        shown.state
    ) + "\n"
    with pytest.raises(ValueError):
        raw_env(render_mode="rgb_array")


def test_pickles_by_its_arguments() -> None:
    copy = pickle.loads(pickle.dumps(raw_env(variant="7x7", max_game_length=50)))
    assert copy.game.board_size() == 7
    assert copy.game.max_game_length() == 50


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_has_spaces_of_its_board_and_plays_to_the_end(variant: str) -> None:
    """The spaces follow the board (N x N x C on an N x N board, 2S - 1 a side on a hexagon
    of side S; the game's ids); masks are the legal ids."""
    game = Game(variant)
    channels, size, _ = game.observation_tensor_shape()
    unwrapped = raw_env(variant=variant)
    for agent in unwrapped.possible_agents:
        space = unwrapped.observation_space(agent)
        assert isinstance(space, spaces.Dict)
        assert space["observation"].shape == (size, size, channels)
        assert space["action_mask"].shape == (game.num_distinct_actions(),)
        action_space = unwrapped.action_space(agent)
        assert isinstance(action_space, spaces.Discrete)
        assert action_space.n == game.num_distinct_actions()
    wrapped = env(variant=variant)
    wrapped.reset(seed=2)
    rng = np.random.default_rng(2)
    state = wrapped.unwrapped.state
    for agent in wrapped.agent_iter():
        observation, _, terminated, truncated, _ = wrapped.last()
        if terminated or truncated:
            wrapped.step(None)
            continue
        assert observation["observation"].shape == (size, size, channels)
        legal = np.flatnonzero(observation["action_mask"])
        assert legal.tolist() == state.legal_actions() and legal.max() < game.num_distinct_actions()
        wrapped.step(int(rng.choice(legal)))
    assert state.is_terminal()


@pytest.mark.parametrize("variant", ["12x12", "black-hole"])
def test_api_test_passes_on_the_wide_boards(variant: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(variant=variant), num_cycles=300)
