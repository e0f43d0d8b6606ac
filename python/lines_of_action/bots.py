"""The bots, and the one factory that builds them by name.

The search crate's alpha-beta and Monte-Carlo tree search, a greedy one-ply player and
a random one, each playing a :class:`~lines_of_action.State` of any variant, on every
board from 5x5 to 12x12 and on the hexagons (``bot.step(state)`` gives an OpenSpiel
action id). The same
classes as ``lines_of_action.AlphaBetaBot`` and so on. :func:`make_bot` builds one by
name: the environments' opponents (``lines_of_action.gym_env``), ``python -m
lines_of_action`` and the Ray example all use it.

- ``AlphaBetaBot(time=0.1, depth=None, nodes=None)``: iterative deepening with a
  transposition table and a threat extension, to the first limit reached: ``time`` in
  seconds (positive, below 2**64), ``depth`` 1 to 40, ``nodes`` 1 or more.
- ``MctsBot(time=0.1, nodes=None, seed=0, threat_aware=False)``: UCT with random
  playouts and proven wins and losses, ``nodes`` simulations 1 to 2**32 - 1.
- ``GreedyBot(seed=0)`` and ``RandomBot(seed=0)``; seeds 0 to 2**64 - 1.

A search needs at least one limit (``ValueError`` otherwise, and for an argument out
of its range). On the main thread a search runs Python's signal handlers every few
milliseconds: Ctrl-C stops it at once with ``KeyboardInterrupt``.

>>> import lines_of_action as loa
>>> from lines_of_action.bots import AlphaBetaBot, make_bot
>>> state = loa.Game().new_initial_state()
>>> AlphaBetaBot(time=None, depth=2).step(state) in state.legal_actions()
True
>>> make_bot("mcts", seed=1, nodes=50).name
'mcts'
"""

from __future__ import annotations

from typing import Protocol, Union

from lines_of_action._native import AlphaBetaBot, GreedyBot, MctsBot, RandomBot, State

__all__ = ["BOT_NAMES", "AlphaBetaBot", "Bot", "GreedyBot", "MctsBot", "NativeBot", "RandomBot", "make_bot"]

#: The bots :func:`make_bot` builds by name.
BOT_NAMES = ("random", "greedy", "alphabeta", "mcts")

#: A bot of this package.
NativeBot = Union[RandomBot, GreedyBot, AlphaBetaBot, MctsBot]


class Bot(Protocol):
    """Anything that chooses a move: the native bots, or a bot of your own."""

    def step(self, state: State) -> int:
        """The OpenSpiel id of the move to play in ``state``."""
        ...


def make_bot(name: str, seed: int = 0, time: float | None = 0.1, nodes: int | None = None) -> NativeBot:
    """A native bot by name (:data:`BOT_NAMES`).

    ``time`` (seconds a move) and ``nodes`` bound the searches of ``alphabeta`` and
    ``mcts``; with ``nodes`` given the time is not limited, which makes ``mcts``
    repeatable for a seed and ``alphabeta`` repeatable. ``seed`` seeds ``random``,
    ``greedy`` and ``mcts``.

    Raises:
        ValueError: ``name`` is not one of :data:`BOT_NAMES` (or a limit is out of its range).
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
