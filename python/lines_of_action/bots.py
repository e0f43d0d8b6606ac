"""The bots: the search crate's alpha-beta and Monte-Carlo tree search, a greedy
one-ply player and a random one, each playing a :class:`~lines_of_action.State` of any
variant, on every board from 5x5 to 12x12 (``bot.step(state)`` gives an OpenSpiel
action id) and each usable as an environment's opponent. The same classes as
``lines_of_action.AlphaBetaBot`` and so on.

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
>>> from lines_of_action.bots import AlphaBetaBot
>>> state = loa.Game().new_initial_state()
>>> AlphaBetaBot(time=None, depth=2).step(state) in state.legal_actions()
True
"""

from __future__ import annotations

from lines_of_action._native import AlphaBetaBot, GreedyBot, MctsBot, RandomBot

__all__ = ["AlphaBetaBot", "GreedyBot", "MctsBot", "RandomBot"]
