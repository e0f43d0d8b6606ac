"""The observer of ``Game.make_observer`` and ``Game.make_py_observer``: OpenSpiel's
``open_spiel.python.observation`` interface (``tensor``, ``dict``, ``set_from``,
``string_from``), as pyspiel's ``lines_of_action`` gives it.

The game is one of perfect information: every player sees the whole board, so the
observation is the observation tensor (``dict["observation"]``, ``[planes, N, N]``) and
there is no information-state tensor: an observation type with ``perfect_recall=True``
gets ``None``, as pyspiel's game answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from lines_of_action import Game
    from lines_of_action._native import State

__all__ = ["Observer", "make_observer"]


class Observer:
    """A player's observation of a state, written in place into ``tensor`` by ``set_from``.

    ``tensor`` is float32, flat; ``dict["observation"]`` is the same memory as
    ``[planes, N, N]``: Black, White, the empty squares (and a fourth plane of holes in
    Cheshire Cat, of the black hole in Black Hole), cell ``rank * N + file``.
    """

    def __init__(self, game: Game) -> None:
        shape = tuple(game.observation_tensor_shape())
        self.tensor: npt.NDArray[np.float32] = np.zeros(int(np.prod(shape)), np.float32)
        self.dict: dict[str, npt.NDArray[np.float32]] = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: State, player: int) -> None:
        """Writes ``player``'s observation of ``state`` into ``tensor``."""
        self.tensor[:] = state.observation_tensor(player)

    def string_from(self, state: State, player: int) -> str:
        """``player``'s observation of ``state`` as text: the board, as OpenSpiel writes it."""
        return state.observation_string(player)


def make_observer(game: Game, iig_obs_type: Any = None, params: dict[str, Any] | None = None) -> Observer | None:
    """An :class:`Observer` of ``game`` for ``iig_obs_type`` (a ``pyspiel.IIGObservationType``
    or None for the default, the observation), ``None`` for one with perfect recall (an
    information state, which this game does not provide); ``ValueError`` for any
    ``params``: the observation takes none."""
    if params:
        raise ValueError(f"Observation parameters not supported; passed {params}")
    if iig_obs_type is not None and getattr(iig_obs_type, "perfect_recall", False):
        return None
    return Observer(game)
