"""Faults and bad input: each a clear Python exception (never a panic, never an abort)
that names what is wrong, and the state unchanged; pickled states; Ctrl-C during a
search; one VecGame shared by threads."""

from __future__ import annotations

import copy
import pickle
import random
import signal
import subprocess
import sys
import threading
import time
from typing import Any

import numpy as np
import pytest

import lines_of_action as loa


def snapshot(state: loa.State) -> tuple[Any, ...]:
    """Everything a state shows."""
    return (
        state.history(),
        state.position_text(),
        state.legal_actions(),
        state.observation_tensor(),
        str(state),
        state.current_player(),
        state.is_terminal(),
        state.returns(),
        state.end_reason(),
        state.move_number(),
        state.get_game().max_game_length(),
        state.num_distinct_actions(),
    )


def random_state(game: loa.Game, plies: int, seed: int, start: str | None = None) -> loa.State:
    """A state after up to ``plies`` random actions (fewer if the game ends first)."""
    rng = random.Random(seed)
    state = game.new_initial_state() if start is None else game.new_state(start)
    while not state.is_terminal() and state.move_number() < plies:
        state.apply_action(rng.choice(state.legal_actions()))
    return state


# 1. undo_action with the wrong player


def test_a_refused_undo_changes_nothing_however_often_it_is_tried() -> None:
    state = random_state(loa.Game(), 6, seed=1)
    before = snapshot(state)
    last = state.history()[-1]
    mover = 1 - state.current_player()
    for _ in range(3):
        with pytest.raises(ValueError, match=f"player {1 - mover} did not play the last action"):
            state.undo_action(1 - mover, last)
        assert snapshot(state) == before
    with pytest.raises(ValueError, match="not the last action"):
        state.undo_action(mover, last + 2)
    assert snapshot(state) == before
    state.undo_action(mover, last)
    assert state.history() == before[0][:-1]
    assert snapshot(state) == snapshot(random_state(loa.Game(), 5, seed=1))


def test_undo_at_the_start_and_of_a_finished_game() -> None:
    state = loa.Game().new_initial_state()
    with pytest.raises(ValueError):
        state.undo_action(0, 0)
    finished = random_state(loa.Game(), 10_000, seed=2)
    assert finished.is_terminal()
    before = snapshot(finished)
    mover = len(finished.history()) % 2 ^ 1  # Black plays the odd plies: 0 after an odd count
    with pytest.raises(ValueError):
        finished.undo_action(1 - mover, finished.history()[-1])
    assert snapshot(finished) == before
    finished.undo_action(mover, finished.history()[-1])
    assert not finished.is_terminal()


# 2. numbers out of range: ValueError naming the argument, never a panic


@pytest.mark.parametrize(
    ("make", "name"),
    [
        (lambda: loa.AlphaBetaBot(time=1e20), "time"),
        (lambda: loa.MctsBot(time=1e300), "time"),
        (lambda: loa.AlphaBetaBot(time=float("inf")), "time"),
        (lambda: loa.AlphaBetaBot(time=float("nan")), "time"),
        (lambda: loa.AlphaBetaBot(time=0.0), "time"),
        (lambda: loa.MctsBot(time=-1.0), "time"),
        (lambda: loa.AlphaBetaBot(depth=0), "depth"),
        (lambda: loa.AlphaBetaBot(depth=41), "depth"),
        (lambda: loa.AlphaBetaBot(depth=-1), "depth"),
        (lambda: loa.AlphaBetaBot(nodes=0), "nodes"),
        (lambda: loa.AlphaBetaBot(nodes=2**64), "nodes"),
        (lambda: loa.MctsBot(nodes=2**32), "nodes"),
        (lambda: loa.MctsBot(seed=-1), "seed"),
        (lambda: loa.MctsBot(seed=2**64), "seed"),
        (lambda: loa.RandomBot(-1), "seed"),
        (lambda: loa.GreedyBot(2**70), "seed"),
        (lambda: loa.AlphaBetaBot(time=None), "a search needs a limit"),
        (lambda: loa.MctsBot(time=None), "a search needs a limit"),
        (lambda: loa.Game(max_game_length=0), "max_game_length"),
        (lambda: loa.Game(max_game_length=-5), "max_game_length"),
        (lambda: loa.Game(max_game_length=2**31 - 1), "max_game_length"),
        (lambda: loa.Game(max_game_length=2**40), "max_game_length"),
        (lambda: loa.VecGame(0), "num_envs"),
        (lambda: loa.VecGame(-3), "num_envs"),
        (lambda: loa.VecGame(4, seed=-1), "seed"),
        (lambda: loa.VecGame(4).reset(seed=2**64), "seed"),
        (lambda: loa.VecGame(4).state(4), "no game 4"),
        (lambda: loa.VecGame(4).state(-1), "no game -1"),
        (lambda: loa.VecGame(4).compact_to_action(10**30, 0), "no game"),
    ],
)
def test_numbers_out_of_range_are_value_errors_naming_the_argument(make: Any, name: str) -> None:
    with pytest.raises(ValueError, match=name) as raised:
        make()
    assert type(raised.value) is ValueError


def test_numbers_at_their_bounds_are_taken() -> None:
    state = loa.Game().new_initial_state()
    assert loa.MctsBot(time=1e19, nodes=1).step(state) in state.legal_actions()
    assert loa.MctsBot(time=None, nodes=2**32 - 1, seed=2**64 - 1) is not None
    assert loa.AlphaBetaBot(time=None, depth=1).step(state) in state.legal_actions()
    assert loa.AlphaBetaBot(time=None, nodes=1).step(state) in state.legal_actions()
    assert loa.AlphaBetaBot(time=1e19, depth=40, nodes=2**64 - 1) is not None
    assert loa.RandomBot(2**64 - 1).step(state) in state.legal_actions()
    assert loa.Game(max_game_length=2**31 - 2).max_game_length() == 2**31 - 2
    assert loa.VecGame(2, rules="boardspace", max_game_length=2**31 - 2).num_envs == 2
    assert loa.VecGame(3, seed=2**64 - 1).reset(seed=0).shape == (3, 3, 8, 8)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ("10**8", "ValueError num_envs must be from 1 to 1048576, not 100000000"),
        ("2**20", "ValueError 1048576 games of 1000 plies at most would take 42.4 GiB"),
        ("1, max_game_length=2**31 - 2", "ValueError 1 games of 2147483646 plies at most would take 80.0 GiB"),
    ],
)
def test_a_huge_batch_is_a_value_error_not_an_abort(arguments: str, message: str) -> None:
    """VecGame(10**8) used to abort (SIGABRT, capacity overflow), and a batch whose
    games reserve room beyond memory for their histories too: in a child process, where
    an abort cannot kill the tests."""
    code = (
        "import lines_of_action as loa\n"
        "try:\n"
        f"    loa.VecGame({arguments})\n"
        "except ValueError as error:\n"
        "    print('ValueError', error)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith(message), done.stdout


# 3. Ctrl-C during a search

SEARCH = """
import sys
import lines_of_action as loa
kind = sys.argv[1]
bot = {
    "alphabeta": lambda: loa.AlphaBetaBot(time=10.0),
    "alphabeta-depth": lambda: loa.AlphaBetaBot(time=None, depth=40),
    "mcts": lambda: loa.MctsBot(time=10.0),
}[kind]()
state = loa.Game().new_initial_state()
print("searching", flush=True)
try:
    bot.step(state)
except KeyboardInterrupt:
    print("interrupted", flush=True)
    sys.exit(3)
print("finished", flush=True)
"""


@pytest.mark.parametrize("kind", ["alphabeta", "alphabeta-depth", "mcts"])
def test_ctrl_c_stops_a_search_at_once(kind: str) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", SEARCH, kind], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == "searching\n"
        time.sleep(0.5)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        child.wait(timeout=15)
        elapsed = time.monotonic() - sent
    finally:
        child.kill()
        child.wait()
    out, err = child.communicate()
    assert child.returncode == 3, (out, err)
    assert out == "interrupted\n"
    assert elapsed < 1.5, f"the search ended {elapsed:.2f} s after SIGINT"


def test_a_search_on_another_thread_runs_to_its_limit() -> None:
    """Signals are the main thread's: a search elsewhere is not watched, and plays."""
    state = loa.Game().new_initial_state()
    found: list[int] = []
    worker = threading.Thread(target=lambda: found.append(loa.MctsBot(time=0.05, seed=1).step(state)))
    worker.start()
    worker.join()
    assert found and found[0] in state.legal_actions()


# 4. one rule for actions: integers; floats, strings and bools refused


def test_apply_action_takes_integers_only() -> None:
    state = loa.Game().new_initial_state()
    action = state.legal_actions()[0]
    before = snapshot(state)
    for bad in [float(action), action + 0.9, str(action), True, np.float64(action), [action]]:
        with pytest.raises(TypeError, match="action must be an integer"):
            state.apply_action(bad)
        with pytest.raises(TypeError, match="action must be an integer"):
            state.child(bad)
        assert snapshot(state) == before
    with pytest.raises(OverflowError, match="out of range"):
        state.apply_action(2**70)
    state.apply_action(np.int64(action))
    state.apply_action(np.int16(state.legal_actions()[0]))
    assert state.move_number() == 2


def games_of(vec: loa.VecGame) -> list[list[int]]:
    return [vec.state(index).history() for index in range(vec.num_envs)]


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (np.array([66.9, 66.9, 66.9]), r"not an array of float64: actions\[0\] is 66.9"),
        (np.array(["66", "66", "66"]), r"not an array of <U2"),
        (np.array([True, False, True]), r"not an array of bool"),
        (["66", "66", "66"], r"actions\[0\] must be an integer, not '66' \(str\)"),
        ([66, 66.9, 66], r"actions\[1\] must be an integer, not 66.9 \(float\)"),
        ((66, 66, False), r"actions\[2\] must be an integer, not False \(bool\)"),
        ("666", r"actions must be a one-dimensional numpy array or a list of integers, not str"),
        (66, r"not int"),
        (np.array([66, 66, None], dtype=object), r"actions\[2\] must be an integer, not None"),
    ],
)
def test_step_refuses_what_is_not_an_integer(actions: Any, message: str) -> None:
    vec = loa.VecGame(3, seed=1)
    before = (vec.observations().copy(), games_of(vec))
    with pytest.raises(TypeError, match=message):
        vec.step(actions)
    assert np.array_equal(vec.observations(), before[0]) and games_of(vec) == before[1]


def test_step_refuses_other_shapes_and_ids_beyond_64_bits() -> None:
    vec = loa.VecGame(2, seed=1)
    with pytest.raises(ValueError, match="one-dimensional"):
        vec.step(np.zeros((2, 1), np.int64))
    with pytest.raises(OverflowError, match=r"actions\[1\]"):
        vec.step([0, 2**64])
    with pytest.raises(OverflowError, match=r"actions\[0\]"):
        vec.step(np.array([2**64 - 1, 0], dtype=np.uint64))
    with pytest.raises(ValueError, match="2 actions for 3 games"):
        loa.VecGame(3).step([0, 0])
    assert games_of(vec) == [[], []]


def test_step_takes_lists_and_every_integer_dtype_alike() -> None:
    reference = loa.VecGame(4, seed=3)
    others = {kind: loa.VecGame(4, seed=3) for kind in ["list", "tuple", "int32", "uint16", "uint64", "strided", "object"]}
    for _ in range(20):
        indices, _counts = reference.legal_indices()
        actions = indices[:, 0].astype(np.int64)
        given = {
            "list": [int(action) for action in actions],
            "tuple": tuple(np.int64(action) for action in actions),
            "int32": actions.astype(np.int32),
            "uint16": actions.astype(np.uint16),
            "uint64": actions.astype(np.uint64),
            "strided": np.repeat(actions, 2)[::2],
            "object": actions.astype(object),
        }
        reference.step(actions)
        for kind, vec in others.items():
            vec.step(given[kind])
            assert np.array_equal(vec.observations(), reference.observations()), kind
    assert all(games_of(vec) == games_of(reference) for vec in others.values())
    with pytest.raises(TypeError):
        reference.compact_to_action(0, 1.0)


# 5. pickled states


@pytest.mark.parametrize(
    ("game", "plies", "start"),
    [
        (loa.Game(), 0, None),
        (loa.Game(), 17, None),
        (loa.Game(), 10_000, None),
        (loa.Game(max_game_length=9), 10_000, None),
        (loa.Game(rules="codingame"), 10_000, None),
        (loa.Game(variant="cheshire-cat", rules="olympiad"), 30, None),
        (loa.Game(variant="parachute"), 25, None),
        (loa.Game(variant="6x6", rules="boardspace"), 10_000, None),
        (loa.Game(), 6, "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"),
    ],
)
def test_a_state_pickles_as_its_game_and_moves(game: loa.Game, plies: int, start: str | None) -> None:
    state = random_state(game, plies, seed=plies, start=start)
    if plies == 10_000:
        assert state.is_terminal()
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        restored = pickle.loads(pickle.dumps(state, protocol))
        assert isinstance(restored, loa.State)
        assert snapshot(restored) == snapshot(state)
        assert restored.get_game()._max_game_length_argument() == state.get_game()._max_game_length_argument()
    assert snapshot(copy.deepcopy(state)) == snapshot(state)
    if not state.is_terminal():
        restored = pickle.loads(pickle.dumps(state))
        action = state.legal_actions()[-1]
        for each in (state, restored):
            each.apply_action(action)
        assert snapshot(restored) == snapshot(state)


def test_a_corrupt_pickle_is_a_value_error() -> None:
    first = loa.Game().new_initial_state().legal_actions()[0]
    with pytest.raises(ValueError, match=r"history\[1\]: action 5 is not legal"):
        loa._native.restore_state("standard", "openspiel", None, None, [first, 5])
    with pytest.raises(ValueError):
        loa._native.restore_state("standard", "nonsense", None, None, [])


def test_a_game_pickles_with_its_presets_move_limit() -> None:
    """CodinGame's own limit (a connection on its last ply wins) is not an explicit one."""
    for game in [loa.Game(rules="codingame"), loa.Game(rules="olympiad"), loa.Game(max_game_length=150)]:
        restored = pickle.loads(pickle.dumps(game))
        assert restored._max_game_length_argument() == game._max_game_length_argument()
        assert restored.max_game_length() == game.max_game_length()
    assert loa.Game(rules="codingame")._max_game_length_argument() is None
    assert loa.Game(rules="codingame", max_game_length=150)._max_game_length_argument() == 150


# 6. one VecGame, several threads


def test_a_vec_game_shared_by_threads_says_so() -> None:
    vec = loa.VecGame(1024, seed=5)
    done = threading.Event()
    errors: list[BaseException] = []

    def step() -> None:
        try:
            deadline = time.monotonic() + 0.5
            while time.monotonic() < deadline:
                try:
                    vec.step_random()
                except RuntimeError as error:
                    errors.append(error)
        finally:
            done.set()

    worker = threading.Thread(target=step)
    worker.start()
    while not done.is_set():
        for call in (vec.step_random, vec.legal_mask, lambda: vec.num_envs):
            try:
                call()
            except RuntimeError as error:
                errors.append(error)
    worker.join()
    assert errors, "no call met another thread's"
    for error in errors:
        assert "in use by another thread" in str(error) and "use one VecGame per thread" in str(error)
    # Nothing corrupted: each game's observation is its state's.
    observations = vec.observations()
    for index in range(0, 1024, 97):
        assert observations[index].ravel().tolist() == vec.state(index).observation_tensor()
