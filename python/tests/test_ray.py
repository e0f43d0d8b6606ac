"""The Ray self-play example, run through its main function on a local two-CPU Ray."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ray = pytest.importorskip("ray")

from lines_of_action import Game  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "ray_selfplay.py"


@pytest.fixture(scope="module")
def selfplay() -> Iterator[ModuleType]:
    """The example as a module, on a local Ray that can unpickle its tasks."""
    spec = importlib.util.spec_from_file_location("ray_selfplay", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    # The workers cannot import the example by name: send its functions by value.
    ray.cloudpickle.register_pickle_by_value(module)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield module
    ray.shutdown()
    del sys.modules[spec.name]


def read_records(path: Path) -> list[dict[str, Any]]:
    """The JSON lines of ``path``, in game order."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return sorted((json.loads(line) for line in lines), key=lambda r: r["game"])


def test_games_are_recorded_and_replay(selfplay: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    argv = ["--games", "6", "--workers", "2", "--batch", "2", "--black", "greedy"]
    argv += ["--white", "random", "--out", str(out)]
    summary = selfplay.main(argv)
    records = read_records(out)
    assert [r["game"] for r in records] == list(range(6))
    for record in records:
        assert (record["variant"], record["rules"]) == ("standard", "openspiel")
        assert (record["black"], record["white"]) == ("greedy", "random")
        assert record["plies"] == len(record["moves"])
        state = Game("standard", "openspiel").new_initial_state()
        for move in record["moves"]:
            state.apply_action(state.string_to_action(move))
        assert state.is_terminal()
        assert record["result"] == selfplay.RESULTS[state.winner()]
    assert summary["games"] == 6
    assert sum(summary["results"].values()) == 6
    assert summary["plies"] == sum(r["plies"] for r in records)
    assert summary["games_per_second"] > 0


def test_a_seeded_run_repeats(selfplay: ModuleType, tmp_path: Path) -> None:
    runs = []
    for name in ("first.jsonl", "second.jsonl"):
        argv = ["--games", "4", "--workers", "2", "--black", "random", "--white", "greedy"]
        argv += ["--variant", "6x6", "--seed", "9", "--out", str(tmp_path / name)]
        selfplay.main(argv)
        runs.append(read_records(tmp_path / name))
    assert runs[0] == runs[1]
    assert {r["variant"] for r in runs[0]} == {"6x6"}
