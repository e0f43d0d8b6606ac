"""A single-agent Gymnasium environment: the learner plays one colour against a bot.

An adapter over :mod:`lines_of_action.env_core`, which decides the observation, the
mask, the illegal-action policy, the rewards and the truncation for every environment
of the package (its docs say them in full).

Observation: by default int8 ``(N, N, C)`` on the N x N board (5 to 12), channels last,
from the learner's view (own pieces, the opponent's, empty, and C = 4 with Cheshire
Cat's holes or the black hole of Black Hole and hex6); on a hexagon of side S the grid
is ``2S - 1`` places a side (see ``env_core``); ``observation_layout="openspiel"`` gives
``State.observation_tensor``'s float32 ``(C, N, N)`` instead.

Actions: ``Discrete(Game.num_distinct_actions())``, the OpenSpiel action ids (8192 in
the standard game, ``2 * S**2`` on a board of S squares past 8x8, one more for a pass:
see ``lines_of_action_v0``); ``info["action_mask"]`` (int8, one entry an action) and
:meth:`LinesOfActionEnv.action_masks` (bool, sb3-contrib's ``MaskablePPO`` convention)
mark the legal ones, none once the episode is over.

Rewards: at the step that ends the game +1 for a win, -1 for a loss, 0 for a draw; 0
on every other step. An illegal action, by default, ends the episode as a loss
(terminated, reward -1, the position unchanged, ``info["illegal_action"] = True``);
``illegal_action="raise"`` or ``"ignore"`` instead. A game stopped by the move limit is
truncated, reward 0. An opponent's illegal move is a ``ValueError`` whatever the policy
(a bug of the opponent's, not the learner's).
"""

from __future__ import annotations

from typing import Any, SupportsInt

import gymnasium
import numpy as np

from lines_of_action import State
from lines_of_action.bots import BOT_NAMES, Bot, make_bot
from lines_of_action.env_core import EnvCore, Episode, Transition, check_choice

__all__ = ["BOT_NAMES", "ENV_ID", "LEARNERS", "Bot", "LinesOfActionEnv", "make_bot", "register"]

#: The id :func:`register` gives the environment.
ENV_ID = "LinesOfAction-v0"

#: ``learner`` values: a colour, or ``"random"`` for one drawn at each reset.
LEARNERS = ("black", "white", "random")


class LinesOfActionEnv(gymnasium.Env[np.ndarray, np.int64]):
    """Lines of Action for one learner against a bot (see the module's docs).

    Args:
        learner: the learner's colour, ``"black"`` (moves first), ``"white"`` or
            ``"random"`` (drawn from the environment's generator at each reset).
        opponent: a name of :data:`~lines_of_action.bots.BOT_NAMES`, built anew at each
            reset by :func:`~lines_of_action.bots.make_bot` with a seed from the
            environment's generator, or any object with ``step(state) -> int`` used as given.
        variant, rules, max_game_length: the game, as ``Game`` takes them.
        opponent_time: seconds a move for a named ``alphabeta`` or ``mcts``.
        opponent_nodes: a node budget instead of the time, for repeatable searches.
        render_mode: ``"ansi"`` (``render()`` returns the board text), ``"human"``
            (the board printed at each reset and step) or None.
        observation_layout: ``"player"`` (the default) or ``"openspiel"``.
        illegal_action: ``"lose"`` (the default), ``"raise"`` or ``"ignore"``.
    """

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"], "render_fps": 1}

    def __init__(
        self,
        learner: str = "black",
        opponent: str | Bot = "random",
        variant: str = "standard",
        rules: str = "openspiel",
        max_game_length: int | None = None,
        opponent_time: float | None = 0.1,
        opponent_nodes: int | None = None,
        render_mode: str | None = None,
        observation_layout: str = "player",
        illegal_action: str = "lose",
    ) -> None:
        check_choice("learner", learner, LEARNERS)
        if isinstance(opponent, str):
            check_choice("opponent", opponent, BOT_NAMES)
        self.core = EnvCore(variant, rules, max_game_length, observation_layout, illegal_action, render_mode)
        self.game = self.core.game
        self.render_mode = render_mode
        self.observation_space = self.core.observation_space
        self.action_space = self.core.action_space
        self._learner_choice = learner
        self._opponent_choice = opponent
        self._opponent_time = opponent_time
        self._opponent_nodes = opponent_nodes
        self._opponent: Bot | None = None if isinstance(opponent, str) else opponent
        self._episode = self.core.new_episode()
        #: The learner's player: 0 Black, 1 White.
        self.learner = 0

    @property
    def state(self) -> State:
        """The game's ``State`` now."""
        return self._episode.state

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """A new game; the opponent plays first if it has Black."""
        super().reset(seed=seed)
        if self._learner_choice == "random":
            self.learner = int(self.np_random.integers(2))
        else:
            self.learner = LEARNERS.index(self._learner_choice)
        if isinstance(self._opponent_choice, str):
            self._opponent = make_bot(
                self._opponent_choice,
                seed=int(self.np_random.integers(2**32)),
                time=self._opponent_time,
                nodes=self._opponent_nodes,
            )
        self._episode = self.core.new_episode()
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        return self._observation(), self._info()

    def step(
        self, action: SupportsInt
    ) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Play the learner's move, then the opponent's replies until the learner is to move.

        Raises:
            RuntimeError: the episode is over (call ``reset``).
            ValueError: an illegal action under ``illegal_action="raise"`` (nothing changed).
        """
        mine = self._episode.step(action)
        replies = None if mine.illegal else self._play_opponent()
        last = mine if replies is None else replies
        if self.render_mode == "human":
            self.render()
        return (
            self._observation(),
            last.rewards[self.learner],
            last.terminated,
            last.truncated,
            self._info(illegal_action=mine.illegal),
        )

    def action_masks(self) -> np.ndarray:
        """The legal actions now, bool (sb3-contrib's ``MaskablePPO`` reads this)."""
        return self._episode.action_mask(self.learner).astype(np.bool_)

    def render(self) -> str | None:
        """The board text (``"ansi"``), or print it (``"human"``)."""
        return self._episode.render()

    def _play_opponent(self) -> Transition | None:
        """The opponent's moves until the learner is to move or the game is over: the
        last one's transition (None if it had none to play)."""
        assert self._opponent is not None
        episode, last = self._episode, None
        while not episode.over and episode.state.current_player() != self.learner:
            move = int(self._opponent.step(episode.state))
            # The policy is the learner's: an opponent's illegal move is a bug, raised.
            if move not in episode.state.legal_actions():
                raise ValueError(f"the opponent played {move}, not a legal action at move {episode.state.move_number()}")
            last = episode.step(move)
        return last

    def _observation(self) -> np.ndarray:
        return self._episode.observation(self.learner)

    def _info(self, illegal_action: bool = False) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self._episode.action_mask(self.learner), "learner": self.learner}
        if illegal_action:
            info["illegal_action"] = True
        return info


def register() -> None:
    """Register :class:`LinesOfActionEnv` with Gymnasium as ``"LinesOfAction-v0"`` (once)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="lines_of_action.gym_env:LinesOfActionEnv")
