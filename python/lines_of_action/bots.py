"""The bots: the search crate's alpha-beta and Monte-Carlo tree search, a greedy
one-ply player and a random one, each playing a :class:`~lines_of_action.State` of any
variant (``bot.step(state)`` gives an OpenSpiel action id) and each usable as an
environment's opponent. The same classes as ``lines_of_action.AlphaBetaBot`` and so on.

- ``AlphaBetaBot(time=0.1, depth=None, nodes=None)``: iterative deepening with a
  transposition table and a threat extension, to the first limit reached.
- ``MctsBot(time=0.1, nodes=None, seed=0, threat_aware=False)``: UCT with random
  playouts and proven wins and losses.
- ``GreedyBot(seed=0)`` and ``RandomBot(seed=0)``.

>>> import lines_of_action as loa
>>> from lines_of_action.bots import AlphaBetaBot
>>> state = loa.Game().new_initial_state()
>>> AlphaBetaBot(time=None, depth=2).step(state) in state.legal_actions()
True
"""

from __future__ import annotations

from lines_of_action._native import AlphaBetaBot, GreedyBot, MctsBot, RandomBot

__all__ = ["AlphaBetaBot", "GreedyBot", "MctsBot", "RandomBot"]
