"""The vector environment, game by game against States played alongside it in Python.

Numbers: 8 directions a square, so N * N * 8 compact ids (512 on 8x8); from RULES.md,
36 legal moves at the standard start ("Perft", depth 1), and no game ends within
6 plies of it while the start board cannot recur before ply 4, so games stopped at
ply 3 stopped at the move limit.
"""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium import spaces
from gymnasium.vector import AutoresetMode

from lines_of_action import Game, State
from lines_of_action.vector import LinesOfActionVectorEnv


def tensor(state: State, size: int) -> np.ndarray:
    """``state``'s observation as the vector environment gives it (its planes, ``size`` a side)."""
    planes = state.get_game().observation_tensor_shape()[0]
    return np.asarray(state.observation_tensor(), dtype=np.float32).reshape(planes, size, size)


def test_spaces() -> None:
    env = LinesOfActionVectorEnv(4)
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    # The package's convention (lines_of_action.env_core): int8 (N, N, C), the mover's view.
    assert env.single_observation_space == spaces.Box(0, 1, (8, 8, 3), np.int8)
    assert env.observation_space.shape == (4, 8, 8, 3)
    openspiel = LinesOfActionVectorEnv(4, observation_layout="openspiel")
    assert openspiel.single_observation_space == spaces.Box(0, 1, (3, 8, 8), np.float32)
    assert env.single_action_space == spaces.Discrete(512)
    assert openspiel.observation_space.shape == (4, 3, 8, 8)
    assert env.action_space == spaces.MultiDiscrete([512] * 4)
    small = LinesOfActionVectorEnv(2, variant="6x6")
    assert small.single_action_space == spaces.Discrete(6 * 6 * 8)
    # The Computer Olympiad's rules pass when there is no move: one more id.
    passing = LinesOfActionVectorEnv(2, rules="olympiad")
    assert passing.single_action_space == spaces.Discrete(8 * 8 * 8 + 1)


def test_reset_is_the_start_in_every_game() -> None:
    env = LinesOfActionVectorEnv(3, observation_layout="openspiel")
    obs, infos = env.reset(seed=0)
    start = tensor(Game().new_initial_state(), 8)
    assert obs.shape == (3, 3, 8, 8) and obs.dtype == np.float32
    for game in range(3):
        assert np.array_equal(obs[game], start)
    assert infos["action_mask"].shape == (3, 512)
    assert infos["action_mask"].sum(axis=1).tolist() == [36, 36, 36]
    assert infos["current_player"].tolist() == [0, 0, 0]
    assert infos["_action_mask"].all() and infos["_current_player"].all()


def test_spaces_follow_the_board() -> None:
    """A wide board: its N x N planes (Black Hole's fourth) and N * N * 8 compact ids."""
    wide = LinesOfActionVectorEnv(2, variant="12x12", observation_layout="openspiel")
    assert wide.single_observation_space == spaces.Box(0, 1, (3, 12, 12), np.float32)
    assert wide.single_action_space == spaces.Discrete(12 * 12 * 8)
    obs, infos = wide.reset(seed=0)
    assert obs.shape == (2, 3, 12, 12) and infos["action_mask"].shape == (2, 1152)
    assert infos["action_mask"].sum(axis=1).tolist() == [60, 60]  # RULES.md, "Reference perft"
    hole = LinesOfActionVectorEnv(2, variant="black-hole", rules="olympiad", observation_layout="openspiel")
    assert hole.single_observation_space == spaces.Box(0, 1, (4, 9, 9), np.float32)
    assert hole.single_action_space == spaces.Discrete(9 * 9 * 8 + 1)
    obs, _ = hole.reset(seed=0)
    assert obs[:, 3].sum(axis=(1, 2)).tolist() == [1, 1] and obs[0, 3, 4, 4] == 1


@pytest.mark.parametrize("variant", ["standard", "7x7", "black-hole"])
def test_steps_follow_states_played_alongside(variant: str) -> None:
    """Random games for 400 steps: every observation, mask, reward and flag as a State's."""
    num_envs = 4
    env = LinesOfActionVectorEnv(num_envs, variant=variant, seed=1, observation_layout="openspiel")
    obs, infos = env.reset(seed=1)
    game = Game(variant)
    size = game.board_size()
    states = [game.new_initial_state() for _ in range(num_envs)]
    finished_games = 0
    for _ in range(400):
        actions = env.sample_actions()
        movers = [state.current_player() for state in states]
        for i, state in enumerate(states):
            state.apply_action(env.compact_to_action(i, int(actions[i])))
        obs, rewards, terminated, truncated, infos = env.step(actions)
        assert not truncated.any()
        for i, state in enumerate(states):
            assert terminated[i] == state.is_terminal()
            if state.is_terminal():
                finished_games += 1
                assert rewards[i] == state.returns()[movers[i]]
                assert infos["_final_obs"][i]
                assert np.array_equal(infos["final_obs"][i], tensor(state, size))
                states[i] = game.new_initial_state()
            else:
                assert rewards[i] == 0
            assert np.array_equal(obs[i], tensor(states[i], size))
            assert infos["current_player"][i] == states[i].current_player()
            legal = sorted(
                env.compact_to_action(i, int(c)) for c in np.flatnonzero(infos["action_mask"][i])
            )
            assert legal == states[i].legal_actions()
    # Random standard games last 190 plies (the median of 9,936 played by
    # VecGame.step_random), so some of these ended, and were checked.
    assert finished_games > 0


def test_the_move_limit_truncates_and_resets() -> None:
    env = LinesOfActionVectorEnv(2, max_game_length=3, observation_layout="openspiel")
    obs, _ = env.reset(seed=0)
    start = obs.copy()
    for _ in range(2):
        _, _, terminated, truncated, infos = env.step(env.sample_actions())
        assert not terminated.any() and not truncated.any()
        assert "final_obs" not in infos
    states = [env.state(i) for i in range(2)]
    actions = env.sample_actions()
    for i, state in enumerate(states):
        state.apply_action(env.compact_to_action(i, int(actions[i])))
    obs, rewards, terminated, truncated, infos = env.step(actions)
    assert truncated.tolist() == [True, True] and not terminated.any()
    assert rewards.tolist() == [0.0, 0.0]
    assert np.array_equal(obs, start)
    for i, state in enumerate(states):
        assert np.array_equal(infos["final_obs"][i], tensor(state, 8))


def test_an_illegal_action_raises_and_changes_no_game_under_raise() -> None:
    env = LinesOfActionVectorEnv(2, illegal_action="raise")
    obs, infos = env.reset(seed=0)
    legal = int(np.flatnonzero(infos["action_mask"][0])[0])
    illegal = int(np.flatnonzero(infos["action_mask"][1] == 0)[0])
    with pytest.raises(ValueError):
        env.step(np.array([legal, illegal]))
    assert env.state(0).move_number() == 0 and env.state(1).move_number() == 0
    with pytest.raises(ValueError):
        env.step(np.array([legal]))


def test_returned_arrays_are_the_callers() -> None:
    env = LinesOfActionVectorEnv(2)
    first, first_infos = env.reset(seed=0)
    kept = first.copy()
    second, _, _, _, second_infos = env.step(env.sample_actions())
    assert np.array_equal(first, kept)
    assert not np.shares_memory(first, second)
    assert not np.shares_memory(first_infos["action_mask"], second_infos["action_mask"])
