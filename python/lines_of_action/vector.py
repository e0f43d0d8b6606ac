"""A Gymnasium vector environment over the native ``VecGame``: N games stepped in Rust.

An adapter over :mod:`lines_of_action.env_core`, which decides the observation, the
illegal-action policy, the rewards and the truncation for every environment of the
package (its docs say them in full); ``VecGame`` applies the policy in Rust.

Both players are played by the caller (self-play): each step takes one move for
each game, for whichever player is to move there (``infos["current_player"]``).

Observations: by default int8 ``(N, N, C)`` a game on the N x N board (5 to 12; on a
hexagon of side S the ``2S - 1`` grid of ``env_core``), channels last, from the view of
the player to move there (own pieces, the opponent's, empty, and C = 4 with the black
hole of Black Hole and hex6), as the Gymnasium and PettingZoo
environments give them; ``observation_layout="openspiel"`` gives
``State.observation_tensor``'s float32 ``(C, N, N)`` (Black, White, empty, the hole).
``VecGame`` writes either layout in Rust, as ``env_core.encode`` defines it.

Actions: the compact ids, ``(rank * N + file) * 8 + direction`` with the directions
0..7 = N, NE, E, SE, S, SW, W, NW, and ``N * N * 8`` the pass where the rules have one
(a side with no move passes): 512 ids on 8x8, 1152 on 12x12; on a hexagon ``cell * 6 +
direction``, the cell numbered row by row from a1 and the directions 0..5 = E, NE, NW,
W, SW, SE, the pass ``cells * 6``: 366 ids on hex5, 546 on hex6 (``single_action_space.n``
is ``VecGame.num_compact_actions``); ``infos["action_mask"]`` (int8
``[num_envs, VecGame.num_compact_actions]``) marks the legal ones. An illegal action
(any id that is not legal there, in the action space or not), by default, ends its game
as a loss for the player who played it (reward -1, terminated, the game reset, its
unchanged position in ``final_obs``); ``illegal_action="raise"`` (a ``ValueError``, no
game changed) or ``"ignore"`` (that game not stepped, reward 0) instead;
``infos["illegal_action"]`` marks the games where one was played.

Rewards: for the player who moved at that step, +1 for a move that wins, -1 for one
that loses, 0 otherwise (draws included). ``terminations`` marks a game decided or
drawn by the rules (or forfeited), ``truncations`` one stopped by the move limit.

Autoreset: same step (``metadata["autoreset_mode"]``): a finished game is reset in
the step that ends it, so its observation, mask and player are the new game's; the
last position of the finished game is in ``infos["final_obs"]`` (an object array,
set where ``infos["_final_obs"]`` is True), from the view of the player to move in it.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from lines_of_action import State, VecGame
from lines_of_action.env_core import EnvCore


class LinesOfActionVectorEnv(gymnasium.vector.VectorEnv[np.ndarray, np.ndarray, np.ndarray]):
    """``num_envs`` games of Lines of Action stepped together (see the module's docs).

    Args:
        num_envs: how many games.
        variant: any whose moves are slides: ``standard``, ``scrambled``,
            ``scrambled-mirrored``, ``5x5``, ``6x6``, ``7x7``, ``loaps``, ``9x9``,
            ``10x10``, ``11x11``, ``12x12``, ``black-hole``, ``black-hole-scrambled``,
            ``hex5``, ``hex6`` or ``hex6-scrambled``.
        rules, max_game_length: as ``Game`` takes them.
        seed: seeds the native generator of :meth:`sample_actions`.
        observation_layout: ``"player"`` (the default) or ``"openspiel"``.
        illegal_action: ``"lose"`` (the default), ``"raise"`` or ``"ignore"``.
    """

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int,
        variant: str = "standard",
        rules: str = "openspiel",
        seed: int = 0,
        max_game_length: int | None = None,
        observation_layout: str = "player",
        illegal_action: str = "lose",
    ) -> None:
        self.core = EnvCore(variant, rules, max_game_length, observation_layout, illegal_action)
        self._vec = VecGame(
            num_envs, variant, rules, seed, True, max_game_length, observation_layout=observation_layout
        )
        self.num_envs = num_envs
        self.single_observation_space = self.core.observation_space
        self.single_action_space = spaces.Discrete(self._vec.num_compact_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._games = np.arange(num_envs)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Every game back to its start; ``seed`` also reseeds :meth:`sample_actions`."""
        super().reset(seed=seed)
        self._vec.reset(seed)
        return self._observations(), self._infos()

    def step(
        self, actions: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """One move in every game: ``actions`` holds a compact id a game.

        Raises:
            ValueError: the shape is wrong, or an action is illegal under
                ``illegal_action="raise"`` (no game changed).
        """
        moves = np.asarray(actions, dtype=np.int64)
        if moves.shape != (self.num_envs,):
            raise ValueError(f"expected {self.num_envs} actions, got shape {moves.shape}")
        width = self._vec.num_compact_actions
        inside = (moves >= 0) & (moves < width)
        illegal = ~inside | (self._vec.legal_mask()[self._games, np.where(inside, moves, 0)] == 0)
        _, rewards, terminated, truncated, _ = self._vec.step(moves, illegal=self.core.illegal_action)
        infos = self._infos()
        infos["illegal_action"], infos["_illegal_action"] = illegal, np.ones(self.num_envs, dtype=np.bool_)
        finished = terminated | truncated
        if finished.any():
            # The positions the finished games ended in, kept by VecGame before the reset,
            # each from the view of the player to move there (the mover's, after a forfeit).
            final = np.full(self.num_envs, None, dtype=object)
            last = self._vec.final_observations()
            for env in np.flatnonzero(finished):
                final[env] = last[env].copy()
            infos["final_obs"], infos["_final_obs"] = final, finished
        return self._observations(), rewards.copy(), terminated.copy(), truncated.copy(), infos

    def sample_actions(self) -> np.ndarray:
        """A uniformly random legal compact id for each game (int64), drawn in Rust."""
        return np.array(self._vec.sample_actions(), dtype=np.int64)

    def compact_to_action(self, env: int, compact: int) -> int:
        """The OpenSpiel id of compact id ``compact`` in game ``env``."""
        return int(self._vec.compact_to_action(env, compact))

    def state(self, env: int) -> State:
        """A copy of game ``env`` as a ``State`` (for its notation, text or history)."""
        return self._vec.state(env)

    def _observations(self) -> np.ndarray:
        """Every game's observation now, from the view of its player to move (a new array)."""
        return self._vec.observations().copy()

    def _infos(self) -> dict[str, Any]:
        """The masks and players of the games now (the buffers copied)."""
        every = np.ones(self.num_envs, dtype=np.bool_)
        return {
            "action_mask": self._vec.legal_mask().copy(),
            "_action_mask": every,
            "current_player": self._vec.current_players().copy(),
            "_current_player": every.copy(),
        }
