"""The package against OpenSpiel itself (``pyspiel``, installed from PyPI): random games
played in both, every state compared — legal actions, their mask and texts, the
observation tensor and string, the player to move, the terminal flag and the returns."""

from __future__ import annotations

import random

import pytest

import lines_of_action as loa

pyspiel = pytest.importorskip("pyspiel")

#: Random games played in both engines.
GAMES = 200


def assert_same_state(ours: loa.State, theirs: object, where: str) -> None:
    """Every observable of the two states is equal."""
    assert ours.is_terminal() == theirs.is_terminal(), where
    assert ours.current_player() == theirs.current_player(), where
    assert ours.returns() == theirs.returns(), where
    assert ours.legal_actions() == theirs.legal_actions(), where
    assert ours.observation_tensor(0) == theirs.observation_tensor(0), where
    assert ours.observation_tensor(1) == theirs.observation_tensor(1), where
    assert str(ours) == str(theirs), where
    assert ours.observation_string(0) == theirs.observation_string(0), where
    assert ours.history() == theirs.history(), where
    assert ours.move_number() == theirs.move_number(), where


@pytest.mark.parametrize("max_game_length", [None, 60])
def test_random_games_equal_openspiels(max_game_length: int | None) -> None:
    """200 random games (and with a short move limit, 200 more that reach it)."""
    rng = random.Random(20261201 if max_game_length is None else 7)
    params = {} if max_game_length is None else {"max_game_length": max_game_length}
    theirs_game = pyspiel.load_game("lines_of_action", params)
    ours_game = loa.Game(**params)
    assert ours_game.num_distinct_actions() == theirs_game.num_distinct_actions()
    assert ours_game.observation_tensor_shape() == theirs_game.observation_tensor_shape()
    assert ours_game.max_game_length() == theirs_game.max_game_length()
    assert ours_game.num_players() == theirs_game.num_players()
    assert (ours_game.min_utility(), ours_game.max_utility()) == (theirs_game.min_utility(), theirs_game.max_utility())
    endings: dict[str, int] = {}
    states = 0
    for game_index in range(GAMES):
        ours, theirs = ours_game.new_initial_state(), theirs_game.new_initial_state()
        while True:
            where = f"game {game_index}, ply {theirs.move_number()}, history {theirs.history()}"
            assert_same_state(ours, theirs, where)
            states += 1
            if theirs.is_terminal():
                break
            if states % 7 == 0:
                assert ours.legal_actions_mask() == theirs.legal_actions_mask(), where
                assert [ours.action_to_string(a) for a in ours.legal_actions()] == [
                    theirs.action_to_string(theirs.current_player(), a) for a in theirs.legal_actions()
                ], where
            action = rng.choice(theirs.legal_actions())
            ours.apply_action(action)
            theirs.apply_action(action)
        key = str(theirs.returns())
        endings[key] = endings.get(key, 0) + 1
    # Both kinds of ending are met: wins and draws (by repetition or the move limit).
    assert len(endings) >= 2, endings
    assert states > GAMES * 20


def test_undo_and_clone_agree_with_openspiel() -> None:
    """Undoing every action of a random game walks back through OpenSpiel's states."""
    rng = random.Random(3)
    ours, theirs = loa.Game().new_initial_state(), pyspiel.load_game("lines_of_action").new_initial_state()
    snapshots = []
    while not theirs.is_terminal() and theirs.move_number() < 80:
        snapshots.append(theirs.clone())
        action = rng.choice(theirs.legal_actions())
        ours.apply_action(action)
        theirs.apply_action(action)
    copy = ours.clone()
    for snapshot in reversed(snapshots):
        last = ours.history()[-1]
        ours.undo_action(1 - ours.current_player() if not ours.is_terminal() else snapshot.current_player(), last)
        assert_same_state(ours, snapshot, f"after undoing {last}")
    assert copy.history() == theirs.history()


def test_text_of_actions_round_trips() -> None:
    """``string_to_action`` reads what ``action_to_string`` writes, as OpenSpiel's does."""
    state, theirs = loa.Game().new_initial_state(), pyspiel.load_game("lines_of_action").new_initial_state()
    for action in state.legal_actions():
        text = state.action_to_string(action)
        assert state.string_to_action(text) == action == theirs.string_to_action(text)
