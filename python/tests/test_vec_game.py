"""``VecGame``: every game stepped in Rust equals the same game played through ``State``,
in small batches and in one stepped on every core; the buffers, masks, flags and
autoreset; bad actions change nothing; a forked process steps a large batch."""

from __future__ import annotations

import multiprocessing
from typing import Any

import numpy as np
import pytest

import lines_of_action as loa


def compact_legal(vec: loa.VecGame, env: int) -> set[int]:
    """The compact ids the mask of game ``env`` allows."""
    return set(np.flatnonzero(vec.legal_mask()[env]).tolist())


def check_against_states(vec: loa.VecGame, game: loa.Game, steps: int, max_game_length: int) -> int:
    """Steps ``vec`` by sampled actions and plays the same OpenSpiel ids through one
    ``State`` a game: each game's observation, mask, player, reward and flags agree,
    across autoresets. Returns the number of games that ended."""
    states = [game.new_initial_state() for _ in range(vec.num_envs)]
    ended = 0
    for step in range(steps):
        actions = vec.sample_actions().copy()
        ids = [vec.compact_to_action(env, int(action)) for env, action in enumerate(actions)]
        movers = [state.current_player() for state in states]
        observations, rewards, terminated, truncated, players = vec.step(actions)
        for env, (state, action) in enumerate(zip(states, ids)):
            state.apply_action(action)
            if state.is_terminal():
                assert terminated[env] or truncated[env], step
                limit = state.move_number() >= max_game_length and state.returns() == [0.0, 0.0]
                assert truncated[env] == limit
                assert rewards[env] == state.returns()[movers[env]]
                states[env] = state = game.new_initial_state()
                ended += 1
            else:
                assert not terminated[env] and not truncated[env] and rewards[env] == 0.0
            assert players[env] == state.current_player()
            np.testing.assert_array_equal(observations[env].ravel(), np.array(state.observation_tensor(), np.float32))
            legal = {vec.compact_to_action(env, compact) for compact in compact_legal(vec, env)}
            assert legal == set(state.legal_actions()), (step, env)
    return ended


@pytest.mark.parametrize(
    "variant",
    [
        "standard", "5x5", "6x6", "7x7", "loaps", "scrambled", "9x9", "10x10", "11x11", "12x12", "black-hole",
        "black-hole-scrambled", "hex5", "hex6", "hex6-scrambled",
    ],
)  # fmt: skip
def test_vec_game_equals_states_move_by_move(variant: str) -> None:
    vec = loa.VecGame(8, variant=variant, rules="openspiel", seed=11, max_game_length=150)
    game = loa.Game(variant=variant, max_game_length=150)
    assert check_against_states(vec, game, 400, 150) > 8


def test_a_batch_stepped_on_every_core_equals_states() -> None:
    # 600 games: stepped in parts by the caller's thread and the helpers (512 games and
    # more), each game still its own; a move limit of 24 plies ends them all, twice.
    vec = loa.VecGame(600, seed=5, max_game_length=24)
    game = loa.Game(max_game_length=24)
    assert check_against_states(vec, game, 50, 24) >= 1200


def test_a_wide_batch_stepped_on_every_core_equals_states() -> None:
    # 520 games of 12x12 (two parts or more), ended by a move limit of 12 plies, twice.
    vec = loa.VecGame(520, variant="12x12", seed=6, max_game_length=12)
    game = loa.Game("12x12", max_game_length=12)
    assert check_against_states(vec, game, 26, 12) >= 1040


@pytest.mark.parametrize(
    ("variant", "rules", "planes", "compact", "side", "moves"),
    [
        ("12x12", "openspiel", 3, 1152, 12, 160),
        ("9x9", "olympiad", 3, 649, 9, 160),
        ("black-hole", "openspiel", 4, 648, 9, 160),
        # A hexagon: 6 directions from each of its 61 or 91 cells (and the pass of Abstract
        # Play's rules), on a grid of 2S - 1 places a side; 9 or 12 pieces of 6 directions.
        ("hex5", "abstract-play", 3, 61 * 6 + 1, 9, 9 * 6),
        ("hex6", "openspiel", 4, 91 * 6, 11, 12 * 6),
    ],
)
def test_the_shapes_follow_the_board(variant: str, rules: str, planes: int, compact: int, side: int, moves: int) -> None:
    vec = loa.VecGame(5, variant=variant, rules=rules, seed=1)
    game = loa.Game(variant, rules=rules)
    size = side
    assert vec.board_size == game.board_size() and vec.observation_shape == (planes, size, size)
    assert vec.num_compact_actions == compact and vec.num_actions == game.num_distinct_actions()
    assert vec.max_legal_actions == moves
    assert vec.observations().shape == (5, planes, size, size) == vec.final_observations().shape
    assert vec.legal_mask().shape == (5, compact)
    indices, counts = vec.legal_indices()
    assert indices.shape == (5, moves) and counts.shape == (5,)
    start = game.new_initial_state()
    assert counts.tolist() == [len(start.legal_actions())] * 5
    for _ in range(100):
        vec.step_random()
        indices, counts = vec.legal_indices()
        for env in range(5):
            assert set(indices[env, : counts[env]].tolist()) == compact_legal(vec, env)
            assert (indices[env, counts[env] :] == -1).all()
            state = vec.state(env)
            assert np.array_equal(vec.observations()[env].ravel(), np.array(state.observation_tensor(), np.float32))
    # Caller's buffers of the board's shapes are written into; others are refused.
    observations = np.zeros((5, planes, size, size), np.float32)
    vec.step_random(observations=observations)
    assert np.array_equal(observations, vec.observations())
    with pytest.raises(ValueError, match="shape"):
        vec.step_random(observations=np.zeros((5, 3, 8, 8), np.float32))
    assert loa.VecGame(2).max_legal_actions == 96


def test_the_12x12_compact_ids() -> None:
    """The README's worked example: cell rank * 12 + file, then 8 directions a cell."""
    vec = loa.VecGame(1, variant="12x12")
    state = loa.Game("12x12").new_initial_state()
    by_text = {state.action_to_string(vec.compact_to_action(0, c)): c for c in compact_legal(vec, 0)}
    assert by_text["b1-b3"] == (0 * 12 + 1) * 8 + 0 == 8  # north
    assert by_text["b1-l1"] == 8 + 2 == 10  # east
    assert by_text["c1xa3"] == (0 * 12 + 2) * 8 + 7 == 23  # north-west
    assert loa.VecGame(1, variant="12x12", rules="olympiad").num_compact_actions == 1153


def test_buffers_are_reused_and_indices_match_the_mask() -> None:
    vec = loa.VecGame(4, seed=1)
    first = vec.step_random()
    second = vec.step_random()
    assert all(a is b or np.shares_memory(a, b) for a, b in zip(first, second))
    assert vec.observations().shape == (4, 3, 8, 8) and vec.legal_mask().shape == (4, 512)
    indices, counts = vec.legal_indices()
    for env in range(4):
        assert set(indices[env, : counts[env]].tolist()) == compact_legal(vec, env)
        assert (indices[env, counts[env] :] == -1).all()


def test_bad_actions_change_no_game() -> None:
    vec = loa.VecGame(3, seed=2)
    before = vec.observations().copy()
    actions = vec.sample_actions().copy()
    actions[1] = 0  # a1 north: a1 is empty at the start
    with pytest.raises(ValueError, match="game 1"):
        vec.step(actions)
    np.testing.assert_array_equal(vec.observations(), before)
    with pytest.raises(ValueError):
        vec.step(np.zeros(2, np.int64))
    with pytest.raises(ValueError):
        loa.VecGame(2, variant="parachute")
    with pytest.raises(ValueError, match="slides"):
        loa.VecGame(2, variant="cheshire-cat")
    with pytest.raises(ValueError):
        loa.VecGame(0)
    # int32 actions are read too.
    vec.step(vec.sample_actions().astype(np.int32))


def test_the_same_seed_plays_the_same_games_and_without_autoreset_games_stop() -> None:
    def run(seed: int) -> list[float]:
        vec = loa.VecGame(16, seed=seed)
        total = []
        for _ in range(200):
            _, rewards, *_ = vec.step_random()
            total.append(float(rewards.sum()))
        return total

    assert run(3) == run(3)
    assert run(3) != run(4)
    vec = loa.VecGame(2, seed=5, autoreset=False, max_game_length=20)
    for _ in range(25):
        _, _, terminated, truncated, _ = vec.step_random()
    # Finished games stay finished, their flags kept, their actions ignored.
    assert (terminated | truncated).all()
    vec.step(np.array([-1, 12345]))
    assert (vec.step_random()[2] | vec.step_random()[3]).all()
    assert vec.legal_mask().sum() == 0
    vec.reset()
    assert vec.legal_mask().sum() == 2 * 36


def _step_a_large_batch(results: Any) -> None:
    vec = loa.VecGame(600, seed=2)
    vec.step_random()
    results.put(int(vec.current_players().sum()))


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork here")
def test_a_process_forked_after_a_large_step_steps_large_batches() -> None:
    # The helper threads do not survive a fork: the child steps its batch on its own
    # thread instead of waiting for them.
    loa.VecGame(600, seed=1).step_random()
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    child = context.Process(target=_step_a_large_batch, args=(results,))
    child.start()
    child.join(60)
    if child.is_alive():
        child.kill()
        pytest.fail("the forked child hung stepping 600 games")
    assert child.exitcode == 0 and results.get(timeout=5) == 600  # every game's White to move


def test_steps_write_into_the_callers_buffers() -> None:
    # A rollout's slots: each step writes its observations and masks straight into the
    # next slot, as the batch's own buffers would hold them (a twin batch, same seed).
    steps, n = 30, 600  # 600 games: stepped on every core
    vec, twin = loa.VecGame(n, seed=9), loa.VecGame(n, seed=9)
    observations = np.zeros((steps, n, 3, 8, 8), np.float32)
    masks = np.zeros((steps, n, 512), np.int8)
    rng = np.random.default_rng(9)
    for step in range(steps):
        actions = np.array([rng.choice(np.flatnonzero(row)) for row in twin.legal_mask()])
        out = vec.step(actions, observations=observations[step], legal_mask=masks[step])
        expected = twin.step(actions)
        assert out[0] is vec.observations() and np.shares_memory(out[0], observations[step])
        np.testing.assert_array_equal(observations[step], expected[0])
        np.testing.assert_array_equal(masks[step], twin.legal_mask())
        np.testing.assert_array_equal(vec.legal_mask(), masks[step])
        for mine, theirs in zip(out[1:], expected[1:]):
            np.testing.assert_array_equal(mine, theirs)
    # Without new buffers, the last ones go on being written; step_random takes them too.
    vec.step_random(observations=observations[0])
    assert np.shares_memory(vec.observations(), observations[0])


def test_bad_buffers_change_no_game() -> None:
    vec = loa.VecGame(4, seed=3)
    before = [vec.state(env).history() for env in range(4)]
    observations, mask = vec.observations(), vec.legal_mask()
    actions = vec.sample_actions().copy()
    read_only = np.zeros((4, 3, 8, 8), np.float32)
    read_only.flags.writeable = False
    bad = [
        ({"observations": np.zeros((5, 3, 8, 8), np.float32)}, "shape"),
        ({"observations": np.zeros((4, 3, 8, 16), np.float32)[..., ::2]}, "C-contiguous"),
        ({"observations": read_only}, "writable"),
        ({"legal_mask": np.zeros((4, 511), np.int8)}, "shape"),
        ({"observations": vec.final_observations()}, "overlap"),
    ]
    for buffers, message in bad:
        with pytest.raises(ValueError, match=message):
            vec.step(actions, **buffers)
        with pytest.raises(ValueError, match=message):
            vec.step_random(**buffers)
        assert vec.observations() is observations and vec.legal_mask() is mask
    with pytest.raises(TypeError):
        vec.step(actions, observations=np.zeros((4, 3, 8, 8), np.float64))
    assert [vec.state(env).history() for env in range(4)] == before
    vec.step(actions)  # the batch still steps, into its own buffers


def test_an_illegal_action_under_each_policy() -> None:
    """``illegal="lose"`` ends only that game, lost by its mover; ``"ignore"`` leaves it;
    ``"raise"`` (the default) changes no game. 36 legal moves at the standard start
    (RULES.md, "Perft"), out of 512 compact ids."""
    vec = loa.VecGame(3, autoreset=False)
    start = vec.observations().copy()
    legal = sorted(compact_legal(vec, 0))
    illegal = next(action for action in range(512) if action not in compact_legal(vec, 1))
    with pytest.raises(ValueError, match="not legal in game 1"):
        vec.step([legal[0], illegal, legal[0]])
    assert [vec.state(env).move_number() for env in range(3)] == [0, 0, 0]
    _, rewards, terminated, truncated, players = vec.step([legal[0], illegal, 10**9], illegal="ignore")
    assert rewards.tolist() == [0.0, 0.0, 0.0] and not terminated.any() and not truncated.any()
    assert [vec.state(env).move_number() for env in range(3)] == [1, 0, 0]
    assert players.tolist() == [1, 0, 0] and np.array_equal(vec.observations()[1:], start[1:])
    assert compact_legal(vec, 1) == compact_legal(vec, 2) == set(legal)
    _, rewards, terminated, truncated, players = vec.step([-5, illegal, legal[1]], illegal="lose")
    assert rewards.tolist() == [-1.0, -1.0, 0.0]
    assert terminated.tolist() == [True, True, False] and not truncated.any()
    assert np.array_equal(vec.final_observations()[1], start[1])
    # Without autoreset a game lost so is over: no legal move, its flags kept, its action ignored.
    assert compact_legal(vec, 0) == compact_legal(vec, 1) == set()
    assert players.tolist() == [1, 0, 1]
    _, rewards, terminated, _, _ = vec.step([0, 0, int(np.flatnonzero(vec.legal_mask()[2])[0])], illegal="lose")
    assert rewards.tolist() == [0.0, 0.0, 0.0] and terminated.tolist() == [True, True, False]
    assert not vec.state(1).is_terminal() and vec.state(1).move_number() == 0
    vec.reset()
    assert [len(compact_legal(vec, env)) for env in range(3)] == [36, 36, 36]
    assert not vec.step([legal[0]] * 3, illegal="lose")[2].any()


def test_step_random_never_forfeits_and_sample_actions_skips_a_lost_game() -> None:
    vec = loa.VecGame(2, autoreset=False)
    vec.step([-1, int(np.flatnonzero(vec.legal_mask()[1])[0])], illegal="lose")
    assert vec.sample_actions().tolist()[0] == -1
    _, rewards, terminated, _, _ = vec.step_random()
    assert rewards[0] == 0.0 and terminated[0] and vec.state(0).move_number() == 0
