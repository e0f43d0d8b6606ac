"""Lines of Action as a PettingZoo AEC environment (``lines_of_action_v0``).

An adapter over :mod:`lines_of_action.env_core`, which decides the observation, the
mask, the illegal-action policy, the rewards and the truncation for every environment
of the package (its docs say them in full).

Agents: ``player_0`` (Black, moves first) and ``player_1`` (White); the agent to
move is the game's current player.

Observation of an agent: ``{"observation": ..., "action_mask": ...}`` as in
PettingZoo's classic board games. ``observation`` is by default int8 ``(N, N, C)`` on
the N x N board (5 to 12), channels last, from the agent's view (own pieces, the
opponent's, empty, and C = 4 with Cheshire Cat's holes or the black hole of Black Hole
and hex6; ``[rank, file]`` with a1 at ``[0, 0]``); on a hexagon of side S, ``(2S - 1,
2S - 1, C)``, ``[row, number - 1]`` (see ``env_core``); ``observation_layout="openspiel"`` gives
``State.observation_tensor``'s float32 ``(C, N, N)``. ``action_mask`` (int8, one entry an
action) marks the legal moves of the agent to move and is all zeros for the other agent
and once the game is over.

Actions: ``Discrete(Game.num_distinct_actions())``, the OpenSpiel action ids: a slide
``from * 2 * S + to * 2 + capture``, the S squares numbered ``rank * W + file`` with
W = 8 and S = 64 on every board up to 8x8 (8192 ids in the standard game) and W = N,
S = N**2 from 9x9 (``2 * N**4``: 13122 on 9x9 … 41472 on 12x12); on a hexagon the S
cells numbered row by row from a1 (``2 * S**2``: 7442 on hex5, S = 61; 16562 on hex6,
S = 91); the pass, where the rules have one, is the next id.

Rewards: +1 to the winner and -1 to the loser at the end, 0 to both for a draw. An
illegal move, by default, ends the game as a loss for the agent that made it (-1 to
it, +1 to the other, ``infos[agent]["illegal_action"]``); ``illegal_action="raise"`` or
``"ignore"`` instead. A game stopped by the move limit (``State.end_reason() ==
"move_limit"``) is truncated for both agents, reward 0.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from lines_of_action import State
from lines_of_action.env_core import EnvCore

ObsDict = dict[str, np.ndarray]


def env(**kwargs: Any) -> AECEnv[str, ObsDict, int]:
    """:class:`raw_env` wrapped as PettingZoo's classic games are: an action outside the
    action space fails an assertion, and the API's call order is enforced (an illegal
    move is the environment's own policy, ``illegal_action``)."""
    game: AECEnv[str, ObsDict, int] = raw_env(**kwargs)
    game = wrappers.AssertOutOfBoundsWrapper(game)
    return wrappers.OrderEnforcingWrapper(game)


class raw_env(AECEnv[str, ObsDict, int], EzPickle):  # type: ignore[misc]  # AECEnv is Any (no py.typed)
    """The unwrapped environment (see the module's docs).

    Args:
        variant, rules, max_game_length: the game, as ``Game`` takes them.
        render_mode: ``"ansi"`` (``render()`` returns the board text), ``"human"``
            (the board printed after every move) or None.
        observation_layout: ``"player"`` (the default) or ``"openspiel"``.
        illegal_action: ``"lose"`` (the default), ``"raise"`` or ``"ignore"``.
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
        observation_layout: str = "player",
        illegal_action: str = "lose",
    ) -> None:
        EzPickle.__init__(self, variant, rules, render_mode, max_game_length, observation_layout, illegal_action)
        super().__init__()
        self.core = EnvCore(variant, rules, max_game_length, observation_layout, illegal_action, render_mode)
        self.game = self.core.game
        self.render_mode = render_mode
        self.possible_agents = ["player_0", "player_1"]
        self.agents = self.possible_agents[:]
        self.action_spaces = {a: spaces.Discrete(self.core.num_actions) for a in self.agents}
        self.observation_spaces = {
            a: spaces.Dict({"observation": self.core.observation_space, "action_mask": self.core.mask_space})
            for a in self.agents
        }
        self._episode = self.core.new_episode()
        self.agent_selection = self.agents[0]

    @property
    def state(self) -> State:
        """The game's ``State`` now."""
        return self._episode.state

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The observation space of ``agent`` (the same for both)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The action space of ``agent`` (the same for both)."""
        return self.action_spaces[agent]

    def observe(self, agent: str) -> ObsDict:
        """The board from ``agent``'s view and its legal moves (none if not to move)."""
        player = self.possible_agents.index(agent)
        return {"observation": self._episode.observation(player), "action_mask": self._episode.action_mask(player)}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game, Black to move; ``seed`` seeds the agents' action spaces."""
        self._episode = self.core.new_episode()
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
        """Play ``action`` for the agent to move (None for an agent whose game is over).

        Raises:
            ValueError: an illegal action under ``illegal_action="raise"`` (nothing changed).
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert action is not None, "an agent in play needs an action"
        transition = self._episode.step(action)
        self.infos[agent] = {"illegal_action": True} if transition.illegal else {}
        if self._episode.over:
            for name, value in zip(self.possible_agents, transition.rewards):
                self.rewards[name] = value
                self.terminations[name] = transition.terminated
                self.truncations[name] = transition.truncated
            self._accumulate_rewards()
            self.agent_selection = self.possible_agents[1 - transition.mover]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The board text (``"ansi"``), or print it (``"human"``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render mode")
        return self._episode.render()

    def close(self) -> None:
        """Nothing to release: the game is freed with the environment."""
