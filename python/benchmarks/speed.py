"""Speed, side by side in one run: OpenSpiel's Python loop against this package's, and
the batched ``VecGame`` with engine-side sampling and with actions chosen in numpy
(from the compact masks by ``sample_legal``, from them by a random key per id, and
from the padded legal indices).

    python python/benchmarks/speed.py [--seconds S] [--rounds R]    # from the repository's root

Each measurement runs for about S seconds; the rounds alternate the measurements and
the medians are printed, in plies (or steps) a second, with the ratio to pyspiel's loop.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

import numpy as np

import lines_of_action as loa
from lines_of_action.sampling import sample_legal


def single_state_loop(new_state: Callable[[], object], seconds: float) -> float:
    """Plies a second of random play through ``legal_actions``/``apply_action``."""
    rng = random.Random(1)
    plies, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = new_state()
        while not state.is_terminal():  # type: ignore[attr-defined]
            state.apply_action(rng.choice(state.legal_actions()))  # type: ignore[attr-defined]
            plies += 1
    return plies / (time.perf_counter() - started)


def vec_engine_sampling(num_envs: int, seconds: float) -> float:
    """Steps a second of ``VecGame.step_random``."""
    vec = loa.VecGame(num_envs, seed=1)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(max(1, 4096 // num_envs)):
            vec.step_random()
        steps += num_envs * max(1, 4096 // num_envs)
    return steps / (time.perf_counter() - started)


def vec_numpy_choice(num_envs: int, seconds: float) -> float:
    """Steps a second of ``VecGame.step`` with actions drawn in numpy from the compact
    masks by ``sampling.sample_legal`` (exactly uniform, one random float a game)."""
    vec = loa.VecGame(num_envs, seed=1)
    rng = np.random.default_rng(1)
    mask = vec.legal_mask()  # the batch's buffer, refreshed by each step
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        vec.step(sample_legal(mask, rng))
        steps += num_envs
    return steps / (time.perf_counter() - started)


def vec_numpy_keys(num_envs: int, seconds: float) -> float:
    """Steps a second of ``VecGame.step`` with actions drawn in numpy from the compact
    masks the plain way: a random 16-bit key for every id, zeroed off the mask, and each
    row's largest (uniform but for ties, one chance in some 65,000)."""
    vec = loa.VecGame(num_envs, seed=1)
    rng = np.random.default_rng(1)
    mask = vec.legal_mask().view(np.uint8)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        keys = rng.integers(1, 1 << 16, size=mask.shape, dtype=np.uint16)
        keys *= mask
        vec.step(keys.argmax(axis=1))
        steps += num_envs
    return steps / (time.perf_counter() - started)


def vec_numpy_choice_from_indices(num_envs: int, seconds: float) -> float:
    """Steps a second of ``VecGame.step`` with actions drawn in numpy from the padded
    legal index arrays (an O(N) choice instead of the masks' O(N · 512))."""
    vec = loa.VecGame(num_envs, seed=1)
    rng = np.random.default_rng(1)
    rows = np.arange(num_envs)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        indices, counts = vec.legal_indices()
        picks = (rng.random(num_envs) * counts).astype(np.int64)
        vec.step(indices[rows, picks])
        steps += num_envs
    return steps / (time.perf_counter() - started)


def main() -> None:
    """Runs the measurements and prints the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    seconds: float = options.seconds
    measures: dict[str, Callable[[], float]] = {}
    try:
        import pyspiel

        spiel_game = pyspiel.load_game("lines_of_action")
        measures["pyspiel Python loop"] = lambda: single_state_loop(spiel_game.new_initial_state, seconds)
    except ImportError:
        print("pyspiel is not installed: no comparison")
    game = loa.Game()
    measures["lines_of_action Python loop"] = lambda: single_state_loop(game.new_initial_state, seconds)
    for n in (1, 64, 1024):
        measures[f"VecGame N={n}, engine sampling"] = partial(vec_engine_sampling, n, seconds)
        measures[f"VecGame N={n}, numpy choice from masks"] = partial(vec_numpy_choice, n, seconds)
        measures[f"VecGame N={n}, numpy keys over masks"] = partial(vec_numpy_keys, n, seconds)
        measures[f"VecGame N={n}, numpy choice from indices"] = partial(vec_numpy_choice_from_indices, n, seconds)
    results: dict[str, list[float]] = {name: [] for name in measures}
    for _ in range(options.rounds):
        for name, measure in measures.items():
            results[name].append(measure())
    baseline = statistics.median(results["pyspiel Python loop"]) if "pyspiel Python loop" in results else None
    print(f"{'measure':44} {'plies or steps/s':>18} {'vs pyspiel loop':>16}")
    for name, values in results.items():
        median = statistics.median(values)
        ratio = f"{median / baseline:.1f}x" if baseline else "-"
        print(f"{name:44} {median:>18,.0f} {ratio:>16}")


if __name__ == "__main__":
    main()
