"""``VecGame(observation_layout="player")``: the player view written in Rust equals
``env_core.encode``'s (numpy's, from the OpenSpiel tensor of the same state) for every
game of random batches on the small grid, 8x8, the wide boards and Black Hole, its
final observations included; its buffers are int8 ``(N, N, C)``, a caller's too.

The expected values come from ``encode`` applied to ``VecGame.state(env)``'s
``observation_tensor`` (the path the Gymnasium and PettingZoo environments take), and
to the OpenSpiel layout's tensors of a second batch of the same seed stepped alike.
Cheshire Cat is not here: ``VecGame`` does not play it (its exits have no compact id).
"""

from __future__ import annotations

import numpy as np
import pytest

import lines_of_action as loa
from lines_of_action.env_core import encode

#: The small grid (5x5, 7x7), 8x8, a wide board (12x12) and Black Hole's fourth plane.
BOARDS = ["5x5", "7x7", "standard", "12x12", "black-hole"]


def state_view(vec: loa.VecGame, env: int) -> np.ndarray:
    """Game ``env``'s observation as ``env_core.encode`` makes it from its ``State``."""
    state = vec.state(env)
    channels, size, _ = state.get_game().observation_tensor_shape()
    tensor = np.asarray(state.observation_tensor(), np.float32).reshape(channels, size, size)
    return encode(tensor, state.current_player(), "player")


@pytest.mark.parametrize("variant", BOARDS)
def test_the_native_player_view_is_the_cores_encoding(variant: str) -> None:
    # A short move limit ends games often, so that final observations are checked too.
    n, steps = 8, 60
    player = loa.VecGame(n, variant, seed=3, max_game_length=30, observation_layout="player")
    tensors = loa.VecGame(n, variant, seed=3, max_game_length=30, observation_layout="openspiel")
    channels, size, _ = tensors.observation_shape
    assert player.observation_shape == (size, size, channels)
    assert player.observation_layout == "player" and tensors.observation_layout == "openspiel"
    observations = player.observations()
    assert observations.dtype == np.int8 and observations.shape == (n, size, size, channels)
    ended = 0
    for _ in range(steps):
        movers = player.current_players().copy()
        observations, _, terminated, truncated, players = player.step_random()
        tensor_observations, *_ = tensors.step_random()
        np.testing.assert_array_equal(players, tensors.current_players())
        np.testing.assert_array_equal(observations, encode(tensor_observations, players, "player"))
        for env in range(n):
            np.testing.assert_array_equal(observations[env], state_view(player, env))
        finished = np.flatnonzero(terminated | truncated)
        ended += len(finished)
        # The final position is seen by its player to move: the mover's opponent.
        final, final_tensors = player.final_observations(), tensors.final_observations()
        for index in finished.tolist():
            expected = encode(final_tensors[index], 1 - int(movers[index]), "player")
            np.testing.assert_array_equal(final[index], expected)
    assert ended > 0


def test_a_forfeited_games_final_view_is_its_movers() -> None:
    vec = loa.VecGame(2, observation_layout="player")
    before = vec.observations().copy()
    vec.step(np.array([0, 0]), illegal="lose")  # compact id 0 (a1 north) is no move at the start
    np.testing.assert_array_equal(vec.final_observations(), before)


def test_the_callers_buffers_are_of_the_layouts_dtype() -> None:
    vec = loa.VecGame(4, "7x7", observation_layout="player")
    mine = np.zeros((4, 7, 7, 3), np.int8)
    out, *_ = vec.step_random(observations=mine)
    assert out is mine
    for env in range(4):
        np.testing.assert_array_equal(mine[env], state_view(vec, env))
    with pytest.raises(TypeError, match="int8 numpy array in the 'player' layout"):
        vec.step_random(observations=np.zeros((4, 7, 7, 3), np.float32))
    with pytest.raises(ValueError, match="shape"):
        vec.step_random(observations=np.zeros((4, 3, 7, 7), np.int8))
    with pytest.raises(ValueError, match="observation_layout"):
        loa.VecGame(4, observation_layout="channels-last")
