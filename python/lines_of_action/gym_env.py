"""A single-agent Gymnasium environment: the learner plays one colour against a bot.

Observation: ``Box(0, 1, (N, N, C), int8)`` on the N x N board (5 to 12), channels
last, from the learner's view: channel 0 holds the learner's pieces, 1 the opponent's,
2 the empty squares (C = 3), and in Cheshire Cat 3 the holes, in Black Hole 3 the
black hole (C = 4; neither is in channel 2); ``obs[rank, file]`` with a1 at ``[0, 0]``
(rank 1 is row 0, file a column 0). The board is not turned for White, since the
actions name absolute squares.

Actions: ``Discrete(Game.num_distinct_actions())``, the OpenSpiel action ids (8192 in
the standard game, ``2 * N**4`` on an N x N board from 9x9, one more for a pass:
see ``lines_of_action_v0``); ``info["action_mask"]`` (int8, one entry an action) marks the
legal ones, all zeros once the episode is over.

Rewards: at the step that ends the game +1 for a win, -1 for a loss, 0 for a draw; 0
on every other step. An illegal action ends the episode at once (terminated, reward
-1, the position unchanged, ``info["illegal_action"] = True``). A game stopped by the
move limit (``State.end_reason() == "move_limit"``) is truncated, reward 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, SupportsInt

import gymnasium
import numpy as np
from gymnasium import spaces

from lines_of_action import AlphaBetaBot, Game, GreedyBot, MctsBot, RandomBot, State

#: The id :func:`register` gives the environment.
ENV_ID = "LinesOfAction-v0"

#: The bots :func:`make_bot` builds by name.
BOT_NAMES = ("random", "greedy", "alphabeta", "mcts")

#: ``learner`` values: a colour, or ``"random"`` for one drawn at each reset.
LEARNERS = ("black", "white", "random")


class Bot(Protocol):
    """Anything that chooses a move: the native bots, or a bot of your own."""

    def step(self, state: State) -> int:
        """The OpenSpiel id of the move to play in ``state``."""
        ...


def make_bot(name: str, seed: int = 0, time: float | None = 0.1, nodes: int | None = None) -> Bot:
    """A native bot by name (:data:`BOT_NAMES`).

    ``time`` (seconds a move) and ``nodes`` bound the searches of ``alphabeta`` and
    ``mcts``; with ``nodes`` given the time is not limited, which makes ``mcts``
    repeatable for a seed and ``alphabeta`` repeatable. ``seed`` seeds ``random``,
    ``greedy`` and ``mcts``.

    Raises:
        ValueError: ``name`` is not one of :data:`BOT_NAMES`.
    """
    search_time = None if nodes is not None else time
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "alphabeta":
        return AlphaBetaBot(time=search_time, nodes=nodes)
    if name == "mcts":
        return MctsBot(time=search_time, nodes=nodes, seed=seed)
    raise ValueError(f"unknown bot {name!r}: expected one of {', '.join(BOT_NAMES)}")


def planes(state: State, player: int, shape: Sequence[int]) -> np.ndarray:
    """The board from ``player``'s view: int8 ``(N, N, C)``, own, opponent, empty (holes).

    ``shape`` is the game's ``observation_tensor_shape()``, ``[C, N, N]``.
    """
    tensor = np.asarray(state.observation_tensor(), dtype=np.int8).reshape(shape)
    own_first = [player, 1 - player, *range(2, shape[0])]
    return np.ascontiguousarray(tensor[own_first].transpose(1, 2, 0))


def legal_mask(state: State, num_actions: int) -> np.ndarray:
    """int8 mask of the legal OpenSpiel ids of ``state`` (all zeros at the end)."""
    mask = np.zeros(num_actions, dtype=np.int8)
    mask[state.legal_actions()] = 1
    return mask


def render_state(state: State, render_mode: str | None) -> str | None:
    """The board text for ``"ansi"``; printed for ``"human"`` (and None returned), None otherwise."""
    if render_mode == "ansi":
        return str(state)
    if render_mode == "human":
        print(state)
    return None


def hit_move_limit(state: State) -> bool:
    """Whether a finished game was stopped by the move limit (not decided by the rules)."""
    return state.end_reason() == "move_limit"


class LinesOfActionEnv(gymnasium.Env[np.ndarray, np.int64]):
    """Lines of Action for one learner against a bot (see the module's docs).

    Args:
        learner: the learner's colour, ``"black"`` (moves first), ``"white"`` or
            ``"random"`` (drawn from the environment's generator at each reset).
        opponent: a name of :data:`BOT_NAMES`, built anew at each reset with a seed
            from the environment's generator, or any object with
            ``step(state) -> int`` used as given.
        variant, rules, max_game_length: the game, as ``Game`` takes them.
        opponent_time: seconds a move for a named ``alphabeta`` or ``mcts``.
        opponent_nodes: a node budget instead of the time, for repeatable searches.
        render_mode: ``"ansi"`` (``render()`` returns the board text), ``"human"``
            (the board printed at each reset and step) or None.
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
    ) -> None:
        if learner not in LEARNERS:
            raise ValueError(f"unknown learner {learner!r}: expected one of {', '.join(LEARNERS)}")
        if isinstance(opponent, str) and opponent not in BOT_NAMES:
            names = ", ".join(BOT_NAMES)
            raise ValueError(f"unknown opponent {opponent!r}: expected one of {names}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render mode {render_mode!r}")
        self.game = Game(variant, rules, max_game_length)
        self.render_mode = render_mode
        self._shape = self.game.observation_tensor_shape()
        self._num_actions = self.game.num_distinct_actions()
        channels, size, _ = self._shape
        self.observation_space = spaces.Box(0, 1, (size, size, channels), np.int8)
        self.action_space = spaces.Discrete(self._num_actions)
        self._learner_choice = learner
        self._opponent_choice = opponent
        self._opponent_time = opponent_time
        self._opponent_nodes = opponent_nodes
        self._opponent: Bot | None = None if isinstance(opponent, str) else opponent
        self.state = self.game.new_initial_state()
        #: The learner's player: 0 Black, 1 White.
        self.learner = 0
        self._over = False

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
        self.state = self.game.new_initial_state()
        self._over = False
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        return self._observation(), self._info()

    def step(
        self, action: SupportsInt
    ) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Play the learner's move, then the opponent's reply.

        Raises:
            RuntimeError: the episode is over (call ``reset``).
        """
        if self._over:
            raise RuntimeError("the episode is over: call reset()")
        move = int(action)
        if not 0 <= move < self._num_actions or move not in self.state.legal_actions():
            self._over = True
            return self._observation(), -1.0, True, False, self._info(illegal_action=True)
        self.state.apply_action(move)
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        if not self.state.is_terminal():
            return self._observation(), 0.0, False, False, self._info()
        self._over = True
        truncated = hit_move_limit(self.state)
        reward = float(self.state.returns()[self.learner])
        return self._observation(), reward, not truncated, truncated, self._info()

    def render(self) -> str | None:
        """The board text (``"ansi"``), or print it (``"human"``)."""
        return render_state(self.state, self.render_mode)

    def _play_opponent(self) -> None:
        """The opponent's moves until the learner is to move or the game is over."""
        assert self._opponent is not None
        while not self.state.is_terminal() and self.state.current_player() != self.learner:
            self.state.apply_action(self._opponent.step(self.state))

    def _observation(self) -> np.ndarray:
        return planes(self.state, self.learner, self._shape)

    def _info(self, illegal_action: bool = False) -> dict[str, Any]:
        if self._over:
            mask = np.zeros(self._num_actions, dtype=np.int8)
        else:
            mask = legal_mask(self.state, self._num_actions)
        info: dict[str, Any] = {"action_mask": mask, "learner": self.learner}
        if illegal_action:
            info["illegal_action"] = True
        return info


def register() -> None:
    """Register :class:`LinesOfActionEnv` with Gymnasium as ``"LinesOfAction-v0"`` (once)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="lines_of_action.gym_env:LinesOfActionEnv")
