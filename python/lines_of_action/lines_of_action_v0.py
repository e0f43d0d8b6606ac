"""Lines of Action as a PettingZoo AEC environment (``lines_of_action_v0``).

Agents: ``player_0`` (Black, moves first) and ``player_1`` (White); the agent to
move is the game's current player.

Observation of an agent: ``{"observation": ..., "action_mask": ...}`` as in
PettingZoo's classic board games. ``observation`` is ``Box(0, 1, (N, N, C), int8)``
on the N x N board (5 to 12), channels last, from the agent's view: channel 0 its own
pieces, 1 the opponent's, 2 the empty squares (C = 3), and in Cheshire Cat 3 the holes,
in Black Hole 3 the black hole (C = 4; neither is in channel 2); ``[rank, file]``
with a1 at ``[0, 0]`` (the board is not turned for White: the actions name absolute
squares). ``action_mask`` (int8, one entry an action) marks the legal moves of the
agent to move and is all zeros for the other agent and once the game is over.

Actions: ``Discrete(Game.num_distinct_actions())``, the OpenSpiel action ids: a slide
``from * 2 * W**2 + to * 2 + capture``, squares numbered ``rank * W + file`` with
W = 8 on every board up to 8x8 (8192 ids in the standard game) and W = N from 9x9
(``2 * N**4``: 13122 on 9x9 … 41472 on 12x12); the pass, where the rules have one,
is the next id.

Rewards: +1 to the winner and -1 to the loser at the end, 0 to both for a draw.
``env()`` ends the game on an illegal move with -1 to the agent that made it
(``TerminateIllegalWrapper``). A game stopped by the move limit
(``State.end_reason() == "move_limit"``) is truncated for both agents, reward 0.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from lines_of_action import Game
from lines_of_action.gym_env import hit_move_limit, legal_mask, planes, render_state

ObsDict = dict[str, np.ndarray]


def env(**kwargs: Any) -> AECEnv[str, ObsDict, int]:
    """:class:`raw_env` wrapped as PettingZoo's classic games are.

    An illegal move ends the game with -1 to its player; an action outside the
    action space fails an assertion; the API's call order is enforced.
    """
    game: AECEnv[str, ObsDict, int] = raw_env(**kwargs)
    game = wrappers.TerminateIllegalWrapper(game, illegal_reward=-1)
    game = wrappers.AssertOutOfBoundsWrapper(game)
    return wrappers.OrderEnforcingWrapper(game)


class raw_env(AECEnv[str, ObsDict, int], EzPickle):
    """The unwrapped environment (see the module's docs).

    Args:
        variant, rules, max_game_length: the game, as ``Game`` takes them.
        render_mode: ``"ansi"`` (``render()`` returns the board text), ``"human"``
            (the board printed after every move) or None.
    """

    metadata: dict[str, Any] = {
        "render_modes": ["human", "ansi"],
        "name": "lines_of_action_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        variant: str = "standard",
        rules: str = "openspiel",
        render_mode: str | None = None,
        max_game_length: int | None = None,
    ) -> None:
        EzPickle.__init__(self, variant, rules, render_mode, max_game_length)
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render mode {render_mode!r}")
        self.game = Game(variant, rules, max_game_length)
        self.render_mode = render_mode
        self._shape = self.game.observation_tensor_shape()
        self._num_actions = self.game.num_distinct_actions()
        self.possible_agents = ["player_0", "player_1"]
        self.agents = self.possible_agents[:]
        self.action_spaces = {a: spaces.Discrete(self._num_actions) for a in self.agents}
        channels, size, _ = self._shape
        board = spaces.Box(0, 1, (size, size, channels), np.int8)
        mask = spaces.Box(0, 1, (self._num_actions,), np.int8)
        self.observation_spaces = {
            a: spaces.Dict({"observation": board, "action_mask": mask}) for a in self.agents
        }
        self.state = self.game.new_initial_state()
        self.agent_selection = self.agents[0]

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The observation space of ``agent`` (the same for both)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The action space of ``agent`` (the same for both)."""
        return self.action_spaces[agent]

    def observe(self, agent: str) -> ObsDict:
        """The board from ``agent``'s view and its legal moves (none if not to move)."""
        player = self.possible_agents.index(agent)
        if player == self.state.current_player():
            mask = legal_mask(self.state, self._num_actions)
        else:
            mask = np.zeros(self._num_actions, dtype=np.int8)
        return {"observation": planes(self.state, player, self._shape), "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game, Black to move; ``seed`` seeds the agents' action spaces."""
        self.state = self.game.new_initial_state()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.agents[self.state.current_player()]
        if seed is not None:
            for i, agent in enumerate(self.agents):
                self.action_spaces[agent].seed(seed + i)
        if self.render_mode == "human":
            self.render()

    def step(self, action: int | None) -> None:
        """Play ``action`` for the agent to move (None for an agent whose game is over)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert action is not None, "an agent in play needs an action"
        self.state.apply_action(int(action))
        if self.state.is_terminal():
            truncated = hit_move_limit(self.state)
            for name, value in zip(self.possible_agents, self.state.returns()):
                self.rewards[name] = float(value)
                self.terminations[name] = not truncated
                self.truncations[name] = truncated
            self._accumulate_rewards()
            mover = self.possible_agents.index(agent)
            self.agent_selection = self.possible_agents[1 - mover]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The board text (``"ansi"``), or print it (``"human"``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render mode")
        return render_state(self.state, self.render_mode)

    def close(self) -> None:
        """Nothing to release: the game is freed with the environment."""
