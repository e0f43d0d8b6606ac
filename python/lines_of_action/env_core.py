"""What every environment of the package shares, decided once (pgx's ``core.Env`` is
the model): the observation encoding, the action mask, the illegal-action policy, the
rewards, the move-limit truncation and the rendering.

The Gymnasium environment (:mod:`lines_of_action.gym_env`), the PettingZoo one
(:mod:`lines_of_action.lines_of_action_v0`) and the vector one
(:mod:`lines_of_action.vector`) are adapters over this module: each plays its game
through an :class:`Episode` and encodes its observations with :func:`encode`, but the
vector environment: its ``VecGame`` applies the same policy and writes the same
observations in Rust (``VecGame(observation_layout=...)``; the tests hold the two
encodings equal).

Observations (``observation_layout``):

- ``"player"`` (the default): int8 ``(N, N, C)``, channels last, from the view of the
  player the observation is for (the learner, the observing agent, the player to move
  in a vector game): plane 0 that player's pieces, 1 the opponent's, 2 the empty
  squares, and where the variant has them 3 the squares no piece stays on (Cheshire
  Cat's holes, the black hole of Black Hole and hex6; not in plane 2). ``obs[rank,
  file]``, a1 at ``[0, 0]``; the board is not turned for White, since the actions name
  absolute squares. On a hexagon of side S the grid is ``2S - 1`` places a side,
  ``obs[row, number - 1]`` (row ``a`` = 0, the bottom row; a1 at ``[0, 0]``, hex5's
  centre e5 at ``[4, 4]``), each row's cells from its left end and the places past its
  end 0 in every plane: ``Game.board_mask()`` marks the cells.
- ``"openspiel"``: float32 ``(C, N, N)``, ``State.observation_tensor`` as it is: plane 0
  Black's pieces, 1 White's, 2 empty, 3 the holes; the same for both players (on the
  same grid).

Illegal actions (``illegal_action``), for the player to move:

- ``"lose"`` (the default): the episode ends at once and the player who played it
  loses, as by the rules: -1 for it, +1 for the opponent; the position is unchanged and
  ``info["illegal_action"]`` is True. The default because Gymnasium's contract is that
  ``step`` takes any element of the action space (its checker samples unmasked actions)
  and PettingZoo's classic games end the game on an illegal move; pgx does the same.
- ``"raise"``: ``ValueError``, nothing changed (for a learner whose masks should never
  let one through: a bug is loud).
- ``"ignore"``: nothing is played, reward 0, the same player to move again;
  ``info["illegal_action"]`` is True.

Rewards: at the end +1 to the winner, -1 to the loser, 0 to both for a draw; 0 on
every other step. A game stopped by the move limit (``State.end_reason() ==
"move_limit"``) is truncated, not terminated, reward 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import SupportsInt

import numpy as np
from gymnasium import spaces

from lines_of_action import Game, State

#: The observation layouts, the default first.
OBSERVATION_LAYOUTS = ("player", "openspiel")

#: The illegal-action policies, the default first.
ILLEGAL_ACTION_POLICIES = ("lose", "raise", "ignore")

#: The render modes.
RENDER_MODES = ("human", "ansi")


def check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    """``ValueError`` unless ``value`` is one of ``choices`` (``name`` is the argument's)."""
    if value not in choices:
        raise ValueError(f"unknown {name} {value!r}: expected one of {', '.join(map(repr, choices))}")


def encode(tensor: np.ndarray, players: np.ndarray | int, layout: str) -> np.ndarray:
    """Observations in ``layout`` from OpenSpiel tensors, one game or a batch.

    ``tensor`` is ``(..., C, N, N)`` as ``State.observation_tensor`` (reshaped) or
    ``VecGame.observations`` give it in its ``"openspiel"`` layout, ``players`` the player
    each is for, of shape ``(...)`` (an ``int`` for one game). Returns a new array: int8
    ``(..., N, N, C)`` own pieces first for ``"player"``, float32 ``(..., C, N, N)`` for
    ``"openspiel"``.
    """
    if layout == "openspiel":
        return np.array(tensor, dtype=np.float32)
    # One transposing copy to int8 channels last, then the colours swapped where White looks.
    out = np.ascontiguousarray(np.moveaxis(np.asarray(tensor), -3, -1), dtype=np.int8)
    games = out.reshape(-1, *out.shape[-3:])
    white = np.asarray(players).reshape(-1) == 1
    games[white, :, :, :2] = games[white, :, :, 1::-1]
    return out


def observation_space(game: Game, layout: str) -> spaces.Box:
    """The space of one observation of ``game`` in ``layout``."""
    channels, size, _ = game.observation_tensor_shape()
    if layout == "openspiel":
        return spaces.Box(0, 1, (channels, size, size), np.float32)
    return spaces.Box(0, 1, (size, size, channels), np.int8)


def render(state: State, render_mode: str | None) -> str | None:
    """The board text for ``"ansi"``; printed for ``"human"`` (and None returned), None otherwise."""
    if render_mode == "ansi":
        return str(state)
    if render_mode == "human":
        print(state)
    return None


@dataclass(frozen=True)
class Transition:
    """What :meth:`Episode.step` did.

    ``rewards`` is indexed by player (0 Black, 1 White); ``terminated`` the game's end
    by the rules or a forfeit, ``truncated`` its stop by the move limit.
    """

    mover: int
    illegal: bool
    rewards: tuple[float, float]
    terminated: bool
    truncated: bool


class EnvCore:
    """A game and the options every environment takes (see the module's docs).

    Args:
        variant, rules, max_game_length: the game, as ``Game`` takes them.
        observation_layout: one of :data:`OBSERVATION_LAYOUTS`.
        illegal_action: one of :data:`ILLEGAL_ACTION_POLICIES`.
        render_mode: one of :data:`RENDER_MODES`, or None.

    Raises:
        ValueError: an option is not one of its choices (or the game's arguments are bad).
    """

    def __init__(
        self,
        variant: str = "standard",
        rules: str = "openspiel",
        max_game_length: int | None = None,
        observation_layout: str = "player",
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        check_choice("observation_layout", observation_layout, OBSERVATION_LAYOUTS)
        check_choice("illegal_action", illegal_action, ILLEGAL_ACTION_POLICIES)
        if render_mode is not None:
            check_choice("render mode", render_mode, RENDER_MODES)
        self.game = Game(variant, rules, max_game_length)
        self.observation_layout = observation_layout
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.num_actions = self.game.num_distinct_actions()
        self.observation_space = observation_space(self.game, observation_layout)
        self.action_space = spaces.Discrete(self.num_actions)
        self.mask_space = spaces.Box(0, 1, (self.num_actions,), np.int8)
        self._shape = self.game.observation_tensor_shape()

    def new_episode(self) -> Episode:
        """A game at its start."""
        return Episode(self, self.game.new_initial_state())


class Episode:
    """One game played through an :class:`EnvCore`: its state, and whether it is over
    (by the rules, the move limit or a forfeit)."""

    def __init__(self, core: EnvCore, state: State) -> None:
        self.core = core
        self.state = state
        #: Whether the episode is over; a forfeit ends it with the state not terminal.
        self.over = state.is_terminal()

    def observation(self, player: int) -> np.ndarray:
        """The board from ``player``'s view, in the core's layout."""
        tensor = np.asarray(self.state.observation_tensor(), dtype=np.float32).reshape(self.core._shape)
        return encode(tensor, player, self.core.observation_layout)

    def action_mask(self, player: int | None = None) -> np.ndarray:
        """int8, one entry an OpenSpiel id: the legal moves of ``player`` (the player to
        move if None); all zeros for a player not to move and once the episode is over."""
        mask = np.zeros(self.core.num_actions, dtype=np.int8)
        if not self.over and player in (None, self.state.current_player()):
            mask[self.state.legal_actions()] = 1
        return mask

    def step(self, action: SupportsInt) -> Transition:
        """Plays ``action`` for the player to move, an illegal one by the core's policy.

        Raises:
            RuntimeError: the episode is over.
            ValueError: ``action`` is illegal and the policy is ``"raise"`` (nothing changed).
        """
        if self.over:
            raise RuntimeError("the episode is over: call reset()")
        mover = self.state.current_player()
        move = int(action)
        if not 0 <= move < self.core.num_actions or move not in self.state.legal_actions():
            return self._illegal(mover, move)
        self.state.apply_action(move)
        if not self.state.is_terminal():
            return Transition(mover, False, (0.0, 0.0), False, False)
        self.over = True
        truncated = self.state.end_reason() == "move_limit"
        black, white = self.state.returns()
        return Transition(mover, False, (float(black), float(white)), not truncated, truncated)

    def render(self) -> str | None:
        """The board text (``"ansi"``), or print it (``"human"``)."""
        return render(self.state, self.core.render_mode)

    def _illegal(self, mover: int, move: int) -> Transition:
        policy = self.core.illegal_action
        if policy == "raise":
            legal = self.state.legal_actions()
            raise ValueError(
                f"action {move} is not legal for player {mover} at move {self.state.move_number()} "
                f"({len(legal)} legal actions; illegal_action='raise')"
            )
        if policy == "ignore":
            return Transition(mover, True, (0.0, 0.0), False, False)
        self.over = True
        rewards = (-1.0, 1.0) if mover == 0 else (1.0, -1.0)
        return Transition(mover, True, rewards, True, False)

