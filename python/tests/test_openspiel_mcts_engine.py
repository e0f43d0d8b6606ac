"""The example ``examples/openspiel_mcts_engine.py``: pyspiel's MCTSBot behind the engine
protocol, run as ``loa tournament`` runs it (a process, one command a line)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "openspiel_mcts_engine.py"

#: Few simulations: the tests check the protocol, not the bot's play.
SIMULATIONS = "50"


def example() -> ModuleType:
    """The example, imported as a module."""
    spec = importlib.util.spec_from_file_location("openspiel_mcts_engine", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def session(*commands: str) -> list[str]:
    """The example's answers to ``commands`` (then ``quit``), line by line."""
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), "--simulations", SIMULATIONS, "--seed", "5"],
        input="\n".join([*commands, "quit"]) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return done.stdout.splitlines()


def compact_legal(state: Any) -> set[str]:
    """The legal moves of a pyspiel state in the compact spelling, read here from
    pyspiel's strings by dropping every ``-`` and ``x``."""
    return {state.action_to_string(a).replace("-", "").replace("x", "") for a in state.legal_actions()}


def test_a_capture_is_spelt_compact_both_ways() -> None:
    # At the start c1-a3 takes White's a3 (pyspiel writes `c1xa3`) and b1-b3 is a slide.
    state = pyspiel.load_game("lines_of_action").new_initial_state()
    module = example()
    assert module.compact("c1xa3") == "c1a3"
    assert module.compact("b1-b3") == "b1b3"
    assert module.read_move(state, "c1a3") == state.string_to_action("c1xa3")
    assert module.read_move(state, "c1xa3") == state.string_to_action("c1xa3")
    assert module.read_move(state, "b1b3") == state.string_to_action("b1-b3")
    assert set(module.legal_moves(state)) == compact_legal(state)
    for text in ("b1b4", "pass", "b1"):
        with pytest.raises(ValueError):
            module.read_move(state, text)


def test_the_handshake_offers_the_openspiel_rules_only() -> None:
    answers = session("uci", "setoption name Rules value openspiel", "setoption name Rules value olympiad", "isready")
    assert answers[0].startswith("id name OpenSpiel MCTSBot (50 simulations")
    assert "option name Rules type combo default openspiel var openspiel" in answers
    assert answers.index("uciok") < answers.index("readyok")
    # One warning, for olympiad; openspiel is taken in silence.
    assert [line for line in answers if line.startswith("info string")] == [
        "info string warning: pyspiel's game plays openspiel's rules only, not 'olympiad'"
    ]


def test_go_answers_a_legal_move_after_the_runners_moves() -> None:
    # The runner's spelling, captures included (c1a3 takes a3, h3f1 takes f1), then White to move.
    answers = session("ucinewgame", "position startpos moves c1a3 h3f1 b1b3", "go movetime 130")
    state = pyspiel.load_game("lines_of_action").new_initial_state()
    for move in ("c1xa3", "h3xf1", "b1-b3"):
        state.apply_action(state.string_to_action(move))
    best = [line.split()[1] for line in answers if line.startswith("bestmove")]
    assert len(best) == 1 and best[0] in compact_legal(state)
    info = next(line for line in answers if line.startswith("info nodes"))
    assert info.split()[2] == SIMULATIONS


def test_an_illegal_move_keeps_the_previous_position() -> None:
    answers = session("position startpos moves b1b3", "position startpos moves a2b1 b1b4", "go")
    assert "info string error: move 1 ('a2b1'): not a legal move (position ignored)" in answers
    state = pyspiel.load_game("lines_of_action").new_initial_state()
    state.apply_action(state.string_to_action("b1-b3"))
    best = [line.split()[1] for line in answers if line.startswith("bestmove")]
    assert best and best[0] in compact_legal(state)
