"""``python -m lines_of_action``: a game between two bots, shown move by move.

    python -m lines_of_action [--variant NAME] [--rules PRESET] [--black BOT] [--white BOT] [--time SECONDS]

The bots are :func:`lines_of_action.bots.make_bot`'s: ``random``, ``greedy``, ``alphabeta`` and ``mcts`` (the last two think
``--time`` seconds a move). The board is printed as OpenSpiel prints it.
"""

from __future__ import annotations

import argparse
import time

import lines_of_action as loa
from lines_of_action.bots import BOT_NAMES, make_bot


def main(argv: list[str] | None = None) -> None:
    """Plays one game and prints it."""
    parser = argparse.ArgumentParser(prog="python -m lines_of_action", description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="standard", choices=loa.VARIANTS)
    parser.add_argument("--rules", default="openspiel", choices=loa.RULES)
    parser.add_argument("--black", default="alphabeta", choices=BOT_NAMES)
    parser.add_argument("--white", default="mcts", choices=BOT_NAMES)
    parser.add_argument("--time", type=float, default=0.1, help="seconds a move for alphabeta and mcts")
    options = parser.parse_args(argv)
    game = loa.Game(variant=options.variant, rules=options.rules)
    bots = [make_bot(options.black, seed=1, time=options.time), make_bot(options.white, seed=2, time=options.time)]
    state = game.new_initial_state()
    print(f"{options.variant}, {options.rules} rules: {options.black} (x) against {options.white} (o)\n")
    print(state, "\n")
    started = time.perf_counter()
    while not state.is_terminal():
        player = state.current_player()
        action = bots[player].step(state)
        print(f"{state.move_number() + 1}. {'xo'[player]} {bots[player].name}: {state.action_to_string(action)}")
        state.apply_action(action)
    print()
    print(state)
    winner = state.winner()
    outcome = "a draw" if winner is None else f"{(options.black, options.white)[winner]} ({'xo'[winner]}) wins"
    print(f"\n{outcome} after {state.move_number()} plies ({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
