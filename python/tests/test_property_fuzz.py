"""A property-based fuzz of ``State`` (hypothesis): random sequences of apply, undo,
clone, serialize, pickle and refused calls, each state checked after every call against
a second state replayed from the move list alone. Lean for CI: a few dozen sequences."""

from __future__ import annotations

import pickle

import pytest

import lines_of_action as loa

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

VARIANTS = ["standard", "5x5", "cheshire-cat", "parachute", "black-hole", "12x12"]
RULES = ["openspiel", "olympiad"]

#: One call: its name and a number that picks its argument.
CALLS = st.lists(
    st.tuples(st.sampled_from(["apply", "apply", "apply", "undo", "clone", "serialize", "pickle", "bad"]), st.integers(0, 2**16)),
    max_size=40,
)


def assert_same(state: loa.State, replayed: loa.State) -> None:
    """Every observable of the two states is equal."""
    assert state.history() == replayed.history()
    assert str(state) == str(replayed)
    assert state.position_text() == replayed.position_text()
    assert state.legal_actions() == replayed.legal_actions()
    assert state.current_player() == replayed.current_player()
    assert state.is_terminal() == replayed.is_terminal()
    assert state.returns() == replayed.returns()
    assert state.serialize() == replayed.serialize()


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(VARIANTS), rules=st.sampled_from(RULES), calls=CALLS)
def test_state_calls_agree_with_a_replay(variant: str, rules: str, calls: list[tuple[str, int]]) -> None:
    game = loa.Game(variant, rules, max_game_length=30)
    state = game.new_initial_state()
    moves: list[int] = []
    for name, number in calls:
        legal = state.legal_actions()
        if name == "apply" and legal:
            action = legal[number % len(legal)]
            state.apply_action(action)
            moves.append(action)
        elif name == "undo" and moves:
            previous = game.new_initial_state()
            for action in moves[:-1]:
                previous.apply_action(action)
            mover = previous.current_player()
            before = str(state)
            # The wrong player first: refused, and nothing changes.
            with pytest.raises(ValueError):
                state.undo_action(1 - mover, moves[-1])
            assert str(state) == before
            state.undo_action(mover, moves.pop())
        elif name == "clone":
            state = state.clone()
        elif name == "serialize":
            state = game.deserialize_state(state.serialize())
        elif name == "pickle":
            state = pickle.loads(pickle.dumps(state))
        elif name == "bad":
            action = number if number not in legal else -1 - number
            with pytest.raises(ValueError):
                state.apply_action(action)
        replayed = game.new_initial_state()
        for action in moves:
            replayed.apply_action(action)
        assert_same(state, replayed)
