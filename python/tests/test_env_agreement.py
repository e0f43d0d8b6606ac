"""The three environments agree: Gymnasium's, PettingZoo's and the vector one, driven
through the same moves, give the same observation and mask for the same state, on
boards from 5x5 to 12x12 and Black Hole, and deal with an illegal action alike under
each policy.

The expected observations come from an independent model: the board read back from
``str(state)`` (``x`` Black, ``o`` White, ``.`` empty, ``#`` a hole), ranks from the
top, laid out as lines_of_action/env_core.py's docs and the README's picture say.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import numpy as np
import pytest

from lines_of_action import Game, State
from lines_of_action.gym_env import LinesOfActionEnv
from lines_of_action.lines_of_action_v0 import raw_env
from lines_of_action.vector import LinesOfActionVectorEnv

#: Boards of every size class the vector environment plays: the small grid, 8x8, the
#: wide boards, Black Hole's black hole and the hexagons (hex6 with its black hole).
BOARDS = ["5x5", "7x7", "standard", "9x9", "12x12", "black-hole", "hex5", "hex6"]

POLICIES = ["lose", "raise", "ignore"]


def board_view(state: State, player: int) -> np.ndarray:
    """The documented ``"player"`` observation, read from the board's text: int8
    ``(N, N, C)``, ``[rank, file]``, planes ``player``'s pieces, the opponent's, empty,
    and the squares marked ``#`` where the variant has a fourth plane. On a hexagon the
    text's rows are a letter and the cells a space apart, from the row's left end: the
    view is ``[row, number - 1]``, zeros past each row's end."""
    game = state.get_game()
    channels, size, _ = game.observation_tensor_shape()
    view = np.zeros((size, size, channels), np.int8)
    own, other = "xo"[player], "xo"[1 - player]
    hexagon = game.variant.startswith("hex")
    for row, line in enumerate(str(state).splitlines()[:size]):
        rank = size - 1 - row
        cells = line.split()[1:] if hexagon else list(line[-size:])
        for file, char in enumerate(cells):
            plane = {own: 0, other: 1, ".": 2, "#": 3}[char]
            view[rank, file, plane] = 1
    return view


def random_moves(variant: str, plies: int, seed: int) -> list[int]:
    """Up to ``plies`` random OpenSpiel ids from the start, stopping a ply before any end."""
    rng = np.random.default_rng(seed)
    state = Game(variant).new_initial_state()
    moves: list[int] = []
    while len(moves) < plies:
        move = int(rng.choice(state.legal_actions()))
        if state.child(move).is_terminal():
            break
        state.apply_action(move)
        moves.append(move)
    return moves


class Scripted:
    """An opponent that plays the script's move for the ply it is asked at."""

    def __init__(self, moves: list[int]) -> None:
        self.moves = moves

    def step(self, state: State) -> int:
        return self.moves[state.move_number()]


def compact_of(vector: LinesOfActionVectorEnv, env: int, action: int, mask: np.ndarray) -> int:
    """The compact id of OpenSpiel id ``action`` among game ``env``'s legal ones."""
    for compact in np.flatnonzero(mask):
        if vector.compact_to_action(env, int(compact)) == action:
            return int(compact)
    raise AssertionError(f"{action} is not legal in game {env}")


def openspiel_mask(vector: LinesOfActionVectorEnv, env: int, mask: np.ndarray, size: int) -> np.ndarray:
    """A compact mask as a mask of OpenSpiel ids."""
    out = np.zeros(size, np.int8)
    for compact in np.flatnonzero(mask):
        out[vector.compact_to_action(env, int(compact))] = 1
    return out


@pytest.mark.parametrize("layout", ["player", "openspiel"])
@pytest.mark.parametrize("variant", BOARDS)
def test_the_same_state_is_the_same_observation_and_mask(variant: str, layout: str) -> None:
    # The scripted opponent has one more move, for the Gymnasium learner's last step.
    script = random_moves(variant, plies=25, seed=len(variant))
    moves = script[:-1]
    game = Game(variant)
    shape = game.observation_tensor_shape()
    learners = {
        player: LinesOfActionEnv(
            learner=("black", "white")[player], opponent=Scripted(script), variant=variant, observation_layout=layout
        )
        for player in (0, 1)
    }
    gym_views = {player: env.reset(seed=0) for player, env in learners.items()}
    petting = raw_env(variant=variant, observation_layout=layout)
    petting.reset()
    vector = LinesOfActionVectorEnv(1, variant=variant, observation_layout=layout)
    vector_obs, vector_infos = vector.reset(seed=0)
    state = game.new_initial_state()
    for ply in range(len(moves) + 1):
        player = state.current_player()
        expected = (
            board_view(state, player)
            if layout == "player"
            else np.asarray(state.observation_tensor(), np.float32).reshape(shape)
        )
        mask = np.asarray(state.legal_actions_mask(), np.int8)
        observed = petting.observe(petting.agent_selection)
        assert np.array_equal(observed["observation"], expected), ply
        assert observed["observation"].dtype == expected.dtype
        assert np.array_equal(observed["action_mask"], mask)
        assert np.array_equal(vector_obs[0], expected) and vector_obs.dtype == expected.dtype
        assert np.array_equal(openspiel_mask(vector, 0, vector_infos["action_mask"][0], mask.size), mask)
        if learners[player].state.move_number() == ply:
            obs, info = gym_views[player]
            assert np.array_equal(obs, expected) and obs.dtype == expected.dtype
            assert np.array_equal(info["action_mask"], mask)
            assert np.array_equal(learners[player].action_masks(), mask.astype(bool))
        if ply == len(moves):
            break
        move = moves[ply]
        compact = compact_of(vector, 0, move, vector_infos["action_mask"][0])
        vector_obs, _, _, _, vector_infos = vector.step(np.array([compact]))
        petting.step(move)
        if learners[player].state.move_number() == ply:
            gym_obs, _, _, _, gym_info = learners[player].step(move)
            gym_views[player] = (gym_obs, gym_info)
        state.apply_action(move)


def test_the_player_view_turns_the_colours_not_the_board() -> None:
    """White's view of the start: its a2-a7 in plane 0 at [rank, file] (the board not turned)."""
    petting = raw_env()
    petting.reset()
    white = petting.observe("player_1")["observation"]
    assert white[1:7, 0, 0].tolist() == [1] * 6 and white[0, 1:7, 1].tolist() == [1] * 6


@pytest.mark.parametrize("variant", ["standard", "9x9", "black-hole"])
@pytest.mark.parametrize("ply", [0, 1])
@pytest.mark.parametrize("policy", POLICIES)
def test_an_illegal_action_is_dealt_with_alike(policy: str, ply: int, variant: str) -> None:
    """At ply ``ply`` (Black to move, then White), an illegal action in each environment."""
    moves = random_moves(variant, plies=1, seed=3)
    mover = ply
    state = Game(variant).new_initial_state()
    for move in moves[:ply]:
        state.apply_action(move)
    illegal = int(np.flatnonzero(np.asarray(state.legal_actions_mask()) == 0)[0])
    before = board_view(state, mover)

    gym = LinesOfActionEnv(learner=("black", "white")[mover], opponent=Scripted(moves), variant=variant,
                           illegal_action=policy)
    gym.reset(seed=0)
    petting = raw_env(variant=variant, illegal_action=policy)
    petting.reset()
    for move in moves[:ply]:
        petting.step(move)
    agent = petting.agent_selection
    vector = LinesOfActionVectorEnv(1, variant=variant, illegal_action=policy)
    _, infos = vector.reset(seed=0)
    for move in moves[:ply]:
        _, _, _, _, infos = vector.step(np.array([compact_of(vector, 0, move, infos["action_mask"][0])]))
    wrong = int(np.flatnonzero(infos["action_mask"][0] == 0)[0])

    if policy == "raise":
        with pytest.raises(ValueError):
            gym.step(illegal)
        with pytest.raises(ValueError):
            petting.step(illegal)
        with pytest.raises(ValueError):
            vector.step(np.array([wrong]))
        for moved in (gym.state.move_number(), petting.state.move_number(), vector.state(0).move_number()):
            assert moved == ply
        return

    gym_obs, gym_reward, gym_terminated, gym_truncated, gym_info = gym.step(illegal)
    petting.step(illegal)
    vector_obs, rewards, terminated, truncated, vector_infos = vector.step(np.array([wrong]))
    assert gym_info["illegal_action"] is True
    assert petting.infos[agent] == {"illegal_action": True}
    assert vector_infos["illegal_action"].tolist() == [True]
    assert gym.state.move_number() == petting.state.move_number() == ply
    assert np.array_equal(gym_obs, before)
    if policy == "lose":
        assert (gym_reward, gym_terminated, gym_truncated) == (-1.0, True, False)
        assert petting.rewards == {agent: -1.0, f"player_{1 - mover}": 1.0}
        assert all(petting.terminations.values()) and not any(petting.truncations.values())
        assert (rewards.tolist(), terminated.tolist(), truncated.tolist()) == ([-1.0], [True], [False])
        assert np.array_equal(vector_infos["final_obs"][0], before)
        assert vector.state(0).move_number() == 0  # reset in the same step
        assert gym_info["action_mask"].sum() == 0 and not gym.action_masks().any()
        assert petting.observe(agent)["action_mask"].sum() == 0
    else:
        assert (gym_reward, gym_terminated, gym_truncated) == (0.0, False, False)
        assert petting.rewards == {agent: 0.0, f"player_{1 - mover}": 0.0}
        assert petting.agent_selection == agent and not any(petting.terminations.values())
        assert (rewards.tolist(), terminated.tolist(), truncated.tolist()) == ([0.0], [False], [False])
        assert "final_obs" not in vector_infos
        assert vector.state(0).move_number() == ply
        assert np.array_equal(vector_obs[0], before)
        assert np.array_equal(gym_info["action_mask"], np.asarray(state.legal_actions_mask(), np.int8))


def test_an_action_outside_the_compact_ids_is_illegal_too() -> None:
    vector = LinesOfActionVectorEnv(2)
    vector.reset(seed=0)
    _, rewards, terminated, _, infos = vector.step(np.array([-1, 512]))
    assert rewards.tolist() == [-1.0, -1.0] and terminated.all() and infos["illegal_action"].all()


def test_the_move_limit_truncates_alike() -> None:
    """``max_game_length=3``: no game ends within 6 plies of the start (RULES.md), so
    the third ply stops it by the move limit, reward 0, in every environment."""
    moves = random_moves("standard", plies=3, seed=5)
    gym = LinesOfActionEnv(opponent=Scripted(moves), max_game_length=3)
    gym.reset(seed=0)
    gym.step(moves[0])
    _, reward, terminated, truncated, _ = gym.step(moves[2])
    assert (reward, terminated, truncated) == (0.0, False, True)
    petting = raw_env(max_game_length=3)
    petting.reset()
    for move in moves:
        petting.step(move)
    assert petting.truncations == {"player_0": True, "player_1": True}
    assert not any(petting.terminations.values()) and set(petting.rewards.values()) == {0.0}
    vector = LinesOfActionVectorEnv(1, max_game_length=3)
    _, infos = vector.reset(seed=0)
    for move in moves:
        _, rewards, terminated, truncated, infos = vector.step(
            np.array([compact_of(vector, 0, move, infos["action_mask"][0])])
        )
    assert (rewards.tolist(), terminated.tolist(), truncated.tolist()) == ([0.0], [False], [True])


def test_cheshire_cat_holes_are_the_fourth_plane_in_gymnasium_and_pettingzoo() -> None:
    moves = random_moves("cheshire-cat", plies=6, seed=1)
    petting = raw_env(variant="cheshire-cat")
    petting.reset()
    gym = LinesOfActionEnv(opponent=Scripted(moves), variant="cheshire-cat")
    obs, _ = gym.reset(seed=0)
    state = Game("cheshire-cat").new_initial_state()
    for ply in range(0, len(moves) - 1, 2):
        assert np.array_equal(obs, board_view(state, 0))
        assert np.array_equal(petting.observe("player_0")["observation"], obs)
        obs, *_ = gym.step(moves[ply])
        for move in moves[ply : ply + 2]:
            petting.step(move)
            state.apply_action(move)
    assert obs[..., 3].any()  # the squares moved from are holes


@pytest.mark.parametrize("option", ["observation_layout", "illegal_action"])
def test_an_unknown_option_is_refused_by_every_environment(option: str) -> None:
    kwargs: dict[str, Any] = {option: "sometimes"}
    with pytest.raises(ValueError, match=option):
        LinesOfActionEnv(**kwargs)
    with pytest.raises(ValueError, match=option):
        raw_env(**kwargs)
    with pytest.raises(ValueError, match=option):
        LinesOfActionVectorEnv(1, **kwargs)


def test_the_native_step_refuses_an_unknown_policy() -> None:
    from lines_of_action import VecGame

    with pytest.raises(ValueError, match="illegal"):
        VecGame(1).step([0], illegal="forgive")


def test_pettingzoo_does_not_import_the_gymnasium_module() -> None:
    code = "import sys, lines_of_action.lines_of_action_v0; print('lines_of_action.gym_env' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_one_bot_factory() -> None:
    import lines_of_action.__main__ as cli
    import lines_of_action.bots as bots
    import lines_of_action.gym_env as gym_env

    assert cli.make_bot is bots.make_bot and gym_env.make_bot is bots.make_bot


def test_the_readme_picture_is_whites_view_of_the_start() -> None:
    """python/README.md's picture of the planes: each plane as the environments give it."""
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    block = readme.split("### One convention for the three", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    planes = np.zeros((8, 8, 3), np.int8)
    rows = 0
    for line in block.splitlines():
        cells = re.findall(r"(\d)  ((?:[.xo01] ){7}[.xo01])", line)
        if len(cells) != 4:
            continue
        rows += 1
        for plane, (rank, values) in enumerate(cells[1:]):
            planes[int(rank) - 1, :, plane] = [int(v) for v in values.split()]
    assert rows == 8
    petting = raw_env()
    petting.reset()
    assert np.array_equal(petting.observe("player_1")["observation"], planes)
