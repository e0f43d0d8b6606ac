"""OpenSpiel's own Python algorithms (from the ``open_spiel`` package) run on this game,
side by side with ``pyspiel``'s ``lines_of_action`` where both can run (the standard 8x8
game): the same seeds give the same moves, values and returns. On 5x5, which pyspiel
does not have, the results are checked against the rules directly.

Also the pyspiel surface they rely on: ``load_game``'s string and dict forms, ``str(game)``,
``serialize``/``deserialize_state``, ``serialize_game_and_state``, ``PlayerId`` and
``make_observer``.
"""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import lines_of_action as loa

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import observation, rl_environment  # noqa: E402
from open_spiel.python.algorithms import evaluate_bots, mcts, minimax, tabular_qlearner  # noqa: E402
from open_spiel.python.bots import uniform_random  # noqa: E402


def both(text: str) -> tuple[loa.Game, Any]:
    """This package's game and pyspiel's, loaded from the same game string."""
    return loa.load_game(text), pyspiel.load_game(text)


def random_history(game: Any, plies: int, seed: int) -> list[int]:
    """The actions of a random game of at most ``plies`` plies."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal() and state.move_number() < plies:
        state.apply_action(rng.choice(state.legal_actions()))
    return list(state.history())


# --- the pyspiel surface ------------------------------------------------------------


def test_load_game_reads_pyspiels_string_and_dict_forms() -> None:
    for ours, theirs in [
        both("lines_of_action"),
        both("lines_of_action()"),
        both("lines_of_action(max_game_length=50)"),
        (loa.load_game("lines_of_action", {"max_game_length": 50}), pyspiel.load_game("lines_of_action", {"max_game_length": 50})),
    ]:
        assert ours.max_game_length() == theirs.max_game_length()
        assert ours.get_parameters()["max_game_length"] == theirs.get_parameters()["max_game_length"]
        assert str(ours) == str(theirs) == ours.serialize()
        assert loa.load_game(str(ours)) == ours
    game = loa.load_game("lines_of_action(variant=5x5,rules=olympiad,max_game_length=40)")
    assert (game.variant, game.rules, game.max_game_length(), game.board_size()) == ("5x5", "olympiad", 40, 5)
    assert str(game) == "lines_of_action(max_game_length=40,rules=olympiad,variant=5x5)"
    assert loa.load_game(str(game)) == game and hash(loa.load_game(str(game))) == hash(game)
    assert loa.load_game("lines_of_action", {"variant": "5x5"}, max_game_length=40) == loa.Game("5x5", max_game_length=40)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("lines_of_action(foo=1)", "Unknown parameter 'foo'. Available parameters are: max_game_length, variant, rules"),
        ("lines_of_action(max_game_length=a)", "Wrong type for parameter max_game_length. Expected type: kInt"),
        ("lines_of_action(max_game_length=1.5)", "Wrong type for parameter max_game_length"),
        ("lines_of_action(max_game_length=True)", "Wrong type for parameter max_game_length"),
        ("lines_of_action(variant=7)", "Wrong type for parameter variant. Expected type: kString"),
        ("lines_of_action(variant=chess)", "chess"),
        ("lines_of_action(max_game_length=0)", "max_game_length"),
        ("lines_of_action(max_game_length=5", "no closing parenthesis"),
        ("lines_of_action(max_game_length=5,max_game_length=6)", "given twice"),
        ("chess", "Unknown game 'chess'"),
    ],
)
def test_bad_parameters_are_value_errors_worded_as_pyspiels(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        loa.load_game(text)
    with pytest.raises(ValueError, match="Wrong type"):
        loa.load_game("lines_of_action", {"max_game_length": "50"})
    with pytest.raises(ValueError, match="given twice"):
        loa.load_game("lines_of_action(max_game_length=5)", {"max_game_length": 6})


def test_serialize_and_deserialize_as_pyspiel_does() -> None:
    ours_game, theirs_game = both("lines_of_action(max_game_length=60)")
    for seed in range(5):
        ours, theirs = ours_game.new_initial_state(), theirs_game.new_initial_state()
        for action in random_history(theirs_game, 30 * seed, seed):
            ours.apply_action(action)
            theirs.apply_action(action)
        assert ours.serialize() == theirs.serialize()
        copy = ours_game.deserialize_state(theirs.serialize())
        assert copy.history() == theirs.history() and str(copy) == str(theirs)
        assert loa.serialize_game_and_state(ours_game, ours) == pyspiel.serialize_game_and_state(theirs_game, theirs)
        game, state = loa.deserialize_game_and_state(pyspiel.serialize_game_and_state(theirs_game, theirs))
        assert game == ours_game and state.history() == theirs.history()
    # A state from a position of its own keeps its start (pyspiel has no such state).
    start = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w"
    state = ours_game.new_state(start)
    state.apply_action(state.string_to_action("h3-h5"))
    copy = ours_game.deserialize_state(state.serialize())
    assert copy.history() == state.history() and copy.returns() == state.returns() == [-1.0, 1.0]
    with pytest.raises(ValueError, match="line 2 of the serialized state: action 142 is not legal"):
        ours_game.deserialize_state("142\n142\n")
    with pytest.raises(ValueError, match='line 1 of the serialized state: "b1-b3" is not an action id'):
        ours_game.deserialize_state("b1-b3\n")


def test_player_ids_and_constants_are_pyspiels() -> None:
    assert {name: int(value) for name, value in pyspiel.PlayerId.__members__.items()} == {
        player.name: int(player) for player in loa.PlayerId
    }
    assert loa.INVALID_ACTION == pyspiel.INVALID_ACTION
    state = loa.Game().new_state("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w")
    state.apply_action(state.string_to_action("h3-h5"))
    assert state.current_player() == loa.PlayerId.TERMINAL == pyspiel.PlayerId.TERMINAL


def test_make_observer_gives_pyspiels_observation() -> None:
    ours_game, theirs_game = both("lines_of_action")
    ours, theirs = observation.make_observation(ours_game), observation.make_observation(theirs_game)
    assert ours is not None and theirs is not None
    assert {k: v.shape for k, v in ours.dict.items()} == {k: v.shape for k, v in theirs.dict.items()}
    ours_state, theirs_state = ours_game.new_initial_state(), theirs_game.new_initial_state()
    for action in random_history(theirs_game, 40, 11):
        ours_state.apply_action(action)
        theirs_state.apply_action(action)
    for player in (0, 1):
        ours.set_from(ours_state, player)
        theirs.set_from(theirs_state, player)
        assert np.array_equal(ours.tensor, theirs.tensor)
        assert ours.string_from(ours_state, player) == theirs.string_from(theirs_state, player)
    recall = pyspiel.IIGObservationType(perfect_recall=True)
    assert observation.make_observation(ours_game, recall) is None is observation.make_observation(theirs_game, recall)
    with pytest.raises(ValueError, match="not supported"):
        ours_game.make_observer(None, {"name": "x"})
    assert loa.Game("12x12").make_observer().dict["observation"].shape == (3, 12, 12)


# --- OpenSpiel's algorithms ---------------------------------------------------------


def play_evaluate_bots(game: Any, make_bots: Any) -> tuple[list[float], list[int]]:
    """OpenSpiel's ``evaluate_bots`` from the start: the returns and the game played."""
    state = game.new_initial_state()
    returns = evaluate_bots.evaluate_bots(state, make_bots(game), np.random.RandomState(0))
    return list(returns), list(state.history())


def test_evaluate_bots_with_random_bots_plays_pyspiels_games() -> None:
    """``evaluate_bots`` informs the bot that did not move (``Bot.inform_action``, which
    refused this package's states with a TypeError): the same seeds play the same games."""

    def random_bots(game: Any) -> list[Any]:
        return [uniform_random.UniformRandomBot(player, np.random.RandomState(seed)) for player, seed in [(0, 7), (1, 8)]]

    endings = set()
    for length in (30, 1000):
        ours, theirs = both(f"lines_of_action(max_game_length={length})")
        for _ in range(3):
            result = play_evaluate_bots(ours, random_bots)
            assert result == play_evaluate_bots(theirs, random_bots)
            endings.add(tuple(result[0]))
    assert len(endings) >= 2, endings


@pytest.mark.parametrize("first", ["pyspiel", "lines_of_action"])
def test_evaluate_bots_works_whichever_module_is_imported_first(first: str, tmp_path: Path) -> None:
    """The hook on ``pyspiel.Bot`` is installed whether pyspiel is imported before this
    package or after it (a fresh interpreter for each order)."""
    second = {"pyspiel": "lines_of_action", "lines_of_action": "pyspiel"}[first]
    script = f"""
import {first}, {second}
import numpy as np
import lines_of_action as loa
from open_spiel.python.algorithms import evaluate_bots
from open_spiel.python.bots import uniform_random
bots = [uniform_random.UniformRandomBot(p, np.random.RandomState(p)) for p in (0, 1)]
print(evaluate_bots.evaluate_bots(loa.Game("5x5").new_initial_state(), bots, np.random))
"""
    # Run elsewhere than python/, where the source folder would shadow the installed package.
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert sorted(ast.literal_eval(result.stdout)) in ([-1.0, 1.0], [0.0, 0.0])


def test_mcts_bot_in_evaluate_bots_plays_pyspiels_game() -> None:
    """OpenSpiel's pure-Python ``MCTSBot`` against a random bot: move for move as on pyspiel."""

    def bots(game: Any) -> list[Any]:
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
        return [
            mcts.MCTSBot(game, 2.0, 25, evaluator, random_state=np.random.RandomState(2), solve=True),
            uniform_random.UniformRandomBot(1, np.random.RandomState(3)),
        ]

    ours, theirs = both("lines_of_action(max_game_length=24)")
    result = play_evaluate_bots(ours, bots)
    assert result == play_evaluate_bots(theirs, bots)
    assert len(result[1]) > 4


def centrality(state: Any) -> float:
    """A value for Black on 8x8: how much closer to the centre Black's pieces stand than White's."""
    tensor = np.asarray(state.observation_tensor(0))
    size = 8
    planes = tensor[: 2 * size * size].reshape(2, size, size)
    centre = (size - 1) / 2
    distance = np.add.outer(np.abs(np.arange(size) - centre), np.abs(np.arange(size) - centre))
    return float((planes[1] * distance).sum() - (planes[0] * distance).sum()) / 100.0


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_alpha_beta_and_expectiminimax_match_pyspiels(seed: int) -> None:
    """Depth-2 searches with the same value function: the same value and best move."""
    ours_game, theirs_game = both("lines_of_action")
    ours, theirs = ours_game.new_initial_state(), theirs_game.new_initial_state()
    for action in random_history(theirs_game, 10 + 7 * seed, seed):
        ours.apply_action(action)
        theirs.apply_action(action)
    if theirs.is_terminal():
        pytest.skip("the random game ended early")
    player = theirs.current_player()
    ab_ours = minimax.alpha_beta_search(ours_game, ours, centrality, maximum_depth=2, maximizing_player_id=0)
    ab_theirs = minimax.alpha_beta_search(theirs_game, theirs, centrality, maximum_depth=2, maximizing_player_id=0)
    assert ab_ours == ab_theirs
    assert minimax.expectiminimax(ours, 2, centrality, player) == minimax.expectiminimax(theirs, 2, centrality, player)


def wins_in_three(state: loa.State, action: int) -> bool:
    """Whether ``action`` wins for the mover within three plies whatever the reply: the
    rules played out directly, every reply and every answer."""
    mover = state.current_player()
    child = state.child(action)
    if child.is_terminal():
        return child.returns()[mover] == 1.0
    for reply in child.legal_actions():
        after = child.child(reply)
        if after.is_terminal():
            if after.returns()[mover] != 1.0:
                return False
            continue
        if not any(after.child(answer).returns()[mover] == 1.0 for answer in after.legal_actions()):
            return False
    return True


def test_minimax_solves_5x5_positions_by_the_rules() -> None:
    """On 5x5: OpenSpiel's alpha-beta and expectiminimax at depth 3 (a value of 0 below)
    agree on random positions, and where they find a forced win its move wins in three
    plies against every reply (checked by playing them all); where they find none, no
    move does."""
    game = loa.Game("5x5")
    found = {1.0: 0, 0.0: 0}
    for seed in range(40):
        state = game.new_initial_state()
        for action in random_history(game, 4 + seed % 9, seed):
            state.apply_action(action)
        if state.is_terminal():
            continue
        player = state.current_player()
        value, best = minimax.alpha_beta_search(game, state, lambda s: 0.0, maximum_depth=3)
        assert minimax.expectiminimax(state, 3, lambda s: 0.0, player)[0] == value
        if value == 1.0:
            assert wins_in_three(state, best), (state.position_text(), state.action_to_string(best))
        elif value == 0.0:
            assert not any(wins_in_three(state, action) for action in state.legal_actions())
        found[value] = found.get(value, 0) + 1
    assert found[1.0] >= 2 and found[0.0] >= 2, found


def test_rl_environment_steps_as_on_pyspiel() -> None:
    """``rl_environment.Environment``: the same time steps (observations, legal actions,
    player, rewards) for the same actions, and ``set_state`` takes a state of the game."""
    ours_game, theirs_game = both("lines_of_action(max_game_length=40)")
    ours, theirs = rl_environment.Environment(ours_game), rl_environment.Environment(theirs_game)
    rng = random.Random(9)
    ours_step, theirs_step = ours.reset(), theirs.reset()
    while True:
        assert ours_step.observations == theirs_step.observations
        assert (ours_step.rewards, ours_step.step_type) == (theirs_step.rewards, theirs_step.step_type)
        if theirs_step.last():
            break
        action = rng.choice(theirs_step.observations["legal_actions"][theirs_step.observations["current_player"]])
        ours_step, theirs_step = ours.step([action]), theirs.step([action])
    assert ours.action_spec() == theirs.action_spec() and ours.observation_spec() == theirs.observation_spec()
    ours.set_state(ours_game.new_initial_state())
    assert ours.get_state.move_number() == 0


def q_learning(game: Any, episodes: int, seed: int) -> tuple[list[Any], list[list[float]], list[tuple[str, int, float]]]:
    """OpenSpiel's tabular Q-learning in self-play through its ``rl_environment``: the
    agents, the rewards of each episode, and each episode's last move (its player's
    info state, the action, the reward it brought)."""
    env = rl_environment.Environment(game)
    np.random.seed(seed)
    agents = [tabular_qlearner.QLearner(player, game.num_distinct_actions()) for player in (0, 1)]
    rewards, last_moves = [], []
    for _ in range(episodes):
        time_step = env.reset()
        last = ("", 0, 0)
        while not time_step.last():
            player = time_step.observations["current_player"]
            action = agents[player].step(time_step).action
            last = (str(time_step.observations["info_state"][player]), action, player)
            time_step = env.step([action])
        for agent in agents:
            agent.step(time_step)
        rewards.append(list(time_step.rewards))
        last_moves.append((last[0], last[1], time_step.rewards[last[2]]))
    return agents, rewards, last_moves


def test_tabular_q_learning_learns_the_same_table_as_on_pyspiel() -> None:
    """Self-play Q-learning on 8x8 with a short move limit: the same Q-table, entry for entry."""
    ours_game, theirs_game = both("lines_of_action(max_game_length=8)")
    ours_agents, ours_rewards, _ = q_learning(ours_game, 25, seed=3)
    theirs_agents, theirs_rewards, _ = q_learning(theirs_game, 25, seed=3)
    assert ours_rewards == theirs_rewards
    for mine, theirs in zip(ours_agents, theirs_agents):
        assert {k: dict(v) for k, v in mine._q_values.items()} == {k: dict(v) for k, v in theirs._q_values.items()}


def test_tabular_q_learning_on_5x5_credits_the_winner() -> None:
    """A hundred and twenty episodes of self-play on 5x5: the last move of a won game gets a
    higher value, of a lost one a lower one (the rewards reach the right player)."""
    game = loa.load_game("lines_of_action", {"variant": "5x5", "max_game_length": 16})
    agents, rewards, last_moves = q_learning(game, 120, seed=5)
    decided = [(moves, reward) for moves, reward in zip(last_moves, rewards) if reward != [0.0, 0.0]]
    assert len(decided) >= 10, len(decided)
    for (info_state, action, reward), episode_rewards in decided:
        assert sorted(episode_rewards) == [-1.0, 1.0]
        values = [agent._q_values[info_state][action] for agent in agents if info_state in agent._q_values]
        assert any(value * reward > 0 for value in values), (info_state, action, reward, values)
