"""The OpenSpiel-style core on its own: every variant and rule preset, action ids for
exits and drops, bad input, and OpenSpiel's own MCTS bot playing on it."""

from __future__ import annotations

import random

import pytest

import lines_of_action as loa


@pytest.mark.parametrize("variant", loa.VARIANTS)
@pytest.mark.parametrize("rules", loa.RULES)
def test_every_variant_and_preset_plays_to_the_end(variant: str, rules: str) -> None:
    """Random games: every legal id is in range and named by the mask, and applying it works."""
    game = loa.Game(variant=variant, rules=rules)
    rng = random.Random(hash((variant, rules)) & 0xFFFF)
    state = game.new_initial_state()
    size, side = game.board_size(), game.board_mask().shape[0]
    assert game.observation_tensor_shape()[1:] == [side, side]
    # The grid is the N x N board itself, or 2S - 1 places a side on a hexagon of side S.
    assert side == (2 * size - 1 if variant.startswith("hex") else size)
    while not state.is_terminal() and state.move_number() < 300:
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal, state
        assert all(0 <= action < game.num_distinct_actions() for action in legal)
        if state.move_number() % 25 == 0:
            mask = state.legal_actions_mask()
            assert len(mask) == game.num_distinct_actions()
            assert [i for i, bit in enumerate(mask) if bit] == legal
            assert len(state.observation_tensor()) == game.observation_tensor_size()
        action = rng.choice(legal)
        assert state.string_to_action(state.action_to_string(action)) == action
        state.apply_action(action)
    if state.is_terminal():
        assert state.current_player() == -4 and state.legal_actions() == []
        assert sum(state.returns()) == 0


def test_exits_and_drops_have_their_own_ids() -> None:
    """Cheshire Cat's exits are 8193 + square; Parachute's turns carry their drop square."""
    cheshire = loa.Game(variant="cheshire-cat")
    assert cheshire.num_distinct_actions() == 8257
    parachute = loa.Game(variant="parachute")
    state = parachute.new_initial_state()
    legal = state.legal_actions()
    assert len(legal) > 900 and all(action >= 8257 for action in legal)
    text = state.action_to_string(legal[0])
    assert "@" in text and state.string_to_action(text) == legal[0]
    # The olympiad rules pass when a side has no move: the pass is id 8192.
    assert loa.Game(rules="olympiad").num_distinct_actions() == 8193


def test_bad_input_is_an_error_and_changes_nothing() -> None:
    """An illegal id, a wrong variant or preset, a bad undo: each a ValueError."""
    state = loa.Game().new_initial_state()
    before = str(state)
    for action in [-1, 0, 143, 8192, 10**9]:
        with pytest.raises(ValueError):
            state.apply_action(action)
    assert str(state) == before and state.history() == []
    with pytest.raises(ValueError):
        loa.Game(variant="chess")
    with pytest.raises(ValueError):
        loa.Game(rules="fide")
    with pytest.raises(ValueError):
        loa.Game(max_game_length=0)
    with pytest.raises(ValueError):
        state.undo_action(0, 142)
    with pytest.raises(ValueError):
        state.string_to_action("b1-b8")
    assert state.legal_actions(1) == [] and state.legal_actions(0) == state.legal_actions()


def test_load_game_and_parameters() -> None:
    """``load_game`` reads OpenSpiel's parameter and the package's own."""
    game = loa.load_game("lines_of_action", max_game_length=50, variant="7x7")
    assert game.max_game_length() == 50 and game.board_size() == 7
    assert game.get_parameters() == {"max_game_length": 50, "variant": "7x7", "rules": "openspiel"}
    assert loa.Game(rules="olympiad").max_game_length() == 2**31 - 1
    with pytest.raises(ValueError):
        loa.load_game("chess")


def test_openspiels_mcts_bot_plays_on_this_game() -> None:
    """OpenSpiel's pure-Python MCTS (``MCTSBot`` with random rollouts) runs unchanged."""
    pytest.importorskip("pyspiel")
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = loa.Game()
    bot = mcts.MCTSBot(
        game,
        uct_c=2.0,
        max_simulations=40,
        evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1)),
        random_state=np.random.RandomState(2),
        solve=True,
    )
    state = game.new_initial_state()
    rng = random.Random(5)
    while not state.is_terminal() and state.move_number() < 40:
        if state.current_player() == 0:
            action = bot.step(state)
        else:
            action = rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply_action(action)
    assert state.move_number() > 0


def test_the_bots_module_holds_the_bots() -> None:
    from lines_of_action import bots

    assert (bots.AlphaBetaBot, bots.MctsBot, bots.GreedyBot, bots.RandomBot) == (
        loa.AlphaBetaBot,
        loa.MctsBot,
        loa.GreedyBot,
        loa.RandomBot,
    )
    state = loa.Game().new_initial_state()
    assert bots.AlphaBetaBot(time=None, depth=1).step(state) in state.legal_actions()


def test_bots_play_legal_actions_in_every_variant() -> None:
    """The search crate's bots choose legal ids, and an immediate win when there is one."""
    bots = [loa.RandomBot(1), loa.GreedyBot(2), loa.AlphaBetaBot(time=0.01), loa.MctsBot(nodes=50, seed=3)]
    assert [bot.name for bot in bots] == ["random", "greedy", "alphabeta", "mcts"]
    for variant in loa.VARIANTS:
        state = loa.Game(variant=variant).new_initial_state()
        for bot in bots:
            assert bot.step(state) in state.legal_actions()
    # The crate's RULES.md, "Perft": White has four winning moves here.
    state = loa.Game().new_state("8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 w")
    winning = {state.string_to_action(text) for text in ["h3-h5", "h3-f5", "h7-h5", "e2-h5"]}
    for bot in bots[1:]:
        assert bot.step(state) in winning, bot.name
    state.apply_action(next(iter(winning)))
    assert state.returns() == [-1.0, 1.0]
    for bot in bots:
        with pytest.raises(ValueError):
            bot.step(state)
