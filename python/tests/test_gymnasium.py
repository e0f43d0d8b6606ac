"""The Gymnasium environment: Gymnasium's checker, the learner's view, rewards, opponents.

Numbers from RULES.md: 12 pieces a side and 36 legal moves at the standard start
("Perft", depth 1); no game ends within 6 plies of it, and the start board cannot
recur before ply 4, so a game stopped at ply 2 stopped at the move limit.
"""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from lines_of_action import VARIANTS, Game, GreedyBot, State
from lines_of_action.bots import BOT_NAMES, make_bot
from lines_of_action.gym_env import ENV_ID, LinesOfActionEnv, register


def test_check_env_passes_without_warnings() -> None:
    register()
    made = gymnasium.make(ENV_ID)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(made.unwrapped)
    assert [str(w.message) for w in caught] == []


def test_register_twice_is_harmless() -> None:
    register()
    register()
    made = gymnasium.make(ENV_ID, learner="white", variant="6x6")
    obs, info = made.reset(seed=0)
    assert obs.shape == (6, 6, 3)
    assert info["learner"] == 1


def test_black_learner_starts() -> None:
    env = LinesOfActionEnv()
    obs, info = env.reset(seed=1)
    assert obs.shape == (8, 8, 3) and obs.dtype == np.int8
    assert obs.sum(axis=(0, 1)).tolist() == [12, 12, 40]
    assert obs[0, 1:7, 0].tolist() == [1] * 6  # Black's b1-g1 are the learner's
    assert info["learner"] == 0
    assert info["action_mask"].dtype == np.int8 and info["action_mask"].sum() == 36
    assert np.flatnonzero(info["action_mask"]).tolist() == env.state.legal_actions()


def test_white_learner_sees_the_opponents_first_move() -> None:
    env = LinesOfActionEnv(learner="white")
    obs, info = env.reset(seed=1)
    assert env.state.move_number() == 1
    assert env.state.current_player() == 1
    assert obs[1:7, 0, 0].tolist() == [1] * 6  # White's a2-a7 are the learner's
    assert obs[..., 1].sum() == 12  # Black's pieces, none captured yet
    assert info["learner"] == 1


def test_random_learner_takes_both_colours() -> None:
    env = LinesOfActionEnv(learner="random")
    colours = {env.reset(seed=seed)[1]["learner"] for seed in range(20)}
    assert colours == {0, 1}


def test_a_step_is_the_move_and_the_reply() -> None:
    env = LinesOfActionEnv()
    _, info = env.reset(seed=3)
    action = int(np.flatnonzero(info["action_mask"])[0])
    obs, reward, terminated, truncated, info = env.step(action)
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert env.state.move_number() == 2
    assert env.state.history()[0] == action
    assert np.flatnonzero(info["action_mask"]).tolist() == env.state.legal_actions()


def play_out(env: LinesOfActionEnv, seed: int) -> tuple[float, bool, bool, dict[str, Any]]:
    """Random legal moves until the episode ends: the last reward, flags and info."""
    rng = np.random.default_rng(seed)
    _, info = env.reset(seed=seed)
    while True:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        _, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            return reward, terminated, truncated, info


def test_a_game_ends_with_the_learners_return() -> None:
    for learner in ("black", "white"):
        env = LinesOfActionEnv(learner=learner)
        reward, terminated, truncated, info = play_out(env, seed=5)
        assert terminated and not truncated
        assert reward == env.state.returns()[env.learner]
        assert info["action_mask"].sum() == 0
        with pytest.raises(RuntimeError):
            env.step(0)


def test_an_illegal_action_loses_and_ends_the_episode() -> None:
    env = LinesOfActionEnv()
    _, info = env.reset(seed=0)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] is True
    assert info["action_mask"].sum() == 0
    assert env.state.move_number() == 0
    with pytest.raises(RuntimeError):
        env.step(0)


def test_the_move_limit_truncates() -> None:
    env = LinesOfActionEnv(max_game_length=2)
    _, info = env.reset(seed=0)
    _, reward, terminated, truncated, _ = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert (reward, terminated, truncated) == (0.0, False, True)


@pytest.mark.parametrize("name", BOT_NAMES)
def test_every_named_opponent_replies(name: str) -> None:
    env = LinesOfActionEnv(learner="white", opponent=name, opponent_nodes=200)
    env.reset(seed=0)
    assert env.state.move_number() == 1
    assert len(env.state.legal_actions()) > 0


def test_an_opponent_object_is_asked_in_its_turns() -> None:
    class FirstMove:
        """Plays the lowest legal id and remembers the positions it was asked."""

        def __init__(self) -> None:
            self.asked: list[int] = []

        def step(self, state: State) -> int:
            self.asked.append(state.move_number())
            return int(state.legal_actions()[0])

    bot = FirstMove()
    env = LinesOfActionEnv(learner="white", opponent=bot)
    _, info = env.reset(seed=0)
    env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert bot.asked == [0, 2]
    assert env.state.history()[0] == env.game.new_initial_state().legal_actions()[0]
    native = LinesOfActionEnv(learner="white", opponent=GreedyBot(0))
    native.reset(seed=0)
    assert native.state.move_number() == 1


def test_seeded_resets_repeat_the_opponent() -> None:
    first = LinesOfActionEnv(learner="white", opponent="random")
    second = LinesOfActionEnv(learner="white", opponent="random")
    assert first.reset(seed=11)[0].tolist() == second.reset(seed=11)[0].tolist()
    assert first.state.history() == second.state.history()


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        LinesOfActionEnv(learner="red")
    with pytest.raises(ValueError):
        LinesOfActionEnv(opponent="stockfish")
    with pytest.raises(ValueError):
        make_bot("stockfish")


def test_render_modes(capsys: pytest.CaptureFixture[str]) -> None:
    text = LinesOfActionEnv(render_mode="ansi")
    text.reset(seed=0)
    assert text.render() == str(text.state)
    shown = LinesOfActionEnv(render_mode="human")
    shown.reset(seed=0)
    assert capsys.readouterr().out == str(shown.state) + "\n"


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_has_spaces_of_its_board_and_plays_to_the_end(variant: str) -> None:
    game = Game(variant)
    # The grid's side: N on an N x N board, 2S - 1 on a hexagon of side S.
    channels, size, _ = game.observation_tensor_shape()
    env = LinesOfActionEnv(learner="white", opponent="random", variant=variant)
    assert env.observation_space.shape == (size, size, channels)
    assert isinstance(env.action_space, gymnasium.spaces.Discrete)
    assert env.action_space.n == game.num_distinct_actions()
    rng = np.random.default_rng(4)
    obs, info = env.reset(seed=4)
    while True:
        assert obs.shape == (size, size, channels) and obs in env.observation_space
        legal = np.flatnonzero(info["action_mask"])
        assert legal.tolist() == env.state.legal_actions() and legal.max() < env.action_space.n
        obs, _, terminated, truncated, info = env.step(int(rng.choice(legal)))
        if terminated or truncated:
            break
    assert env.state.is_terminal()


def test_check_env_passes_on_a_wide_board() -> None:
    register()
    made = gymnasium.make(ENV_ID, variant="12x12", opponent="random")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(made.unwrapped)
    assert [str(w.message) for w in caught] == []


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("variant", ["12x12", "black-hole"])
def test_every_named_opponent_replies_on_a_wide_board(name: str, variant: str) -> None:
    env = LinesOfActionEnv(learner="white", opponent=name, opponent_nodes=100, variant=variant)
    env.reset(seed=0)
    assert env.state.move_number() == 1
    assert len(env.state.legal_actions()) > 0
