"""OpenSpiel's own MCTS bot (``pyspiel.MCTSBot``, the C++ one) as a player of this
repository's engine protocol (docs/protocol.md), so that ``loa tournament`` can set it
against ``loa-engine`` or any other protocol engine.

It speaks the part of the protocol the runner uses: ``uci`` (``id`` and ``option``
lines, ``uciok``), ``isready`` (``readyok``), ``ucinewgame``, ``setoption``,
``position startpos [moves ...]``, ``go ...`` (``info`` lines, then ``bestmove``) and
``quit``. It keeps a state of pyspiel's ``lines_of_action``: the standard 8x8 game
under OpenSpiel's rules (the mover wins a double connection, a side without a move
loses, a board seen before draws, so does the 1,000th ply), so play it with
``--rules openspiel``; its ``Rules`` option takes ``openspiel`` only, and any other
preset is answered with a warning on an ``info string`` line.

Moves are read in the runner's compact spelling ``b1b3`` (and in pyspiel's own
``b1-b3``/``c1xa3``) and written compact: a pyspiel action string is the two squares
with ``-`` between them, or ``x`` for a capture (``c1xa3``), and both lose the
separator (``c1a3``). A move that is not legal in the state rejects the whole
``position`` command on an ``info string`` line, and the previous state stays.

Every ``go`` is one search of ``--simulations`` simulations, whatever limits it names:
``pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, seed), uct_c=2,
max_simulations=N, solve=True)`` (one random rollout to the end a leaf, UCT with
c = 2, the MCTS-Solver's proven values backed up; ``--no-solve`` turns those off). The
bot and its evaluator are built once, from ``--seed``; the runner starts the program
afresh for each game, so every game starts from that seed. ``bestmove`` follows an
``info nodes N nps R time T pv MOVE`` line (N, the root's simulations, is what the
runner's nodes a second count) and an ``info string`` with the chosen child's visits
and mean return for the mover (or its proven value).

From the repository's root, with pyspiel installed (``pip install open_spiel``)::

    cargo build --release -p lines-of-action-engine
    cargo run --release --bin loa -- tournament --rules openspiel --engine loa=target/release/loa-engine \\
        --engine mctsbot="python python/examples/openspiel_mcts_engine.py --simulations 1000" \\
        --go "movetime 130" --timeout 900 --games 2
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Sequence
from typing import TextIO

import pyspiel

#: pyspiel's name of the game.
GAME = "lines_of_action"

#: The one rule preset of the runner (``--rules``) that pyspiel's game plays.
RULES = "openspiel"

#: UCT's exploration constant.
UCT_C = 2.0

#: The bound pyspiel's search keeps its tree under; 10,000 simulations use a small
#: part of it.
MAX_MEMORY_MB = 1000

#: A move as read: two squares, with nothing, ``-``, ``x`` or ``:`` between them.
MOVE = re.compile(r"([a-h][1-8])[-x:]?([a-h][1-8])")


def compact(action_string: str) -> str:
    """pyspiel's action string (``b1-b3``, ``c1xa3``) in the compact spelling
    (``b1b3``, ``c1a3``)."""
    return action_string[:2] + action_string[3:]


def legal_moves(state: pyspiel.State) -> dict[str, int]:
    """The legal actions of ``state`` (which goes on), by their compact spelling."""
    return {compact(str(state.action_to_string(action))): int(action) for action in state.legal_actions()}


def read_move(state: pyspiel.State, text: str) -> int:
    """The action of ``state`` that ``text`` names.

    Raises ``ValueError`` if ``text`` is no move or not a legal one."""
    if state.is_terminal():
        raise ValueError("the game is over")
    spelled = MOVE.fullmatch(text.lower())
    if spelled is None:
        raise ValueError("not a move of two squares (pyspiel's game has no pass)")
    action = legal_moves(state).get(spelled.group(1) + spelled.group(2))
    if action is None:
        raise ValueError("not a legal move")
    return action


class MctsEngine:
    """One protocol session: pyspiel's game and state, and the MCTS bot that answers
    ``go``."""

    def __init__(self, simulations: int, seed: int, solve: bool, out: TextIO) -> None:
        self.simulations = simulations
        self.solve = solve
        self.out = out
        self.game = pyspiel.load_game(GAME)
        self.state = self.game.new_initial_state()
        self.bot = pyspiel.MCTSBot(
            game=self.game,
            evaluator=pyspiel.RandomRolloutEvaluator(1, seed),
            uct_c=UCT_C,
            max_simulations=simulations,
            max_memory_mb=MAX_MEMORY_MB,
            solve=solve,
            seed=seed,
            verbose=False,
        )

    def say(self, line: str) -> None:
        """Writes one answer line, flushed at once."""
        print(line, file=self.out, flush=True)

    def handle(self, line: str) -> bool:
        """Answers one command line; ``False`` once it was ``quit``."""
        words = line.split()
        if not words:
            return True
        command = words[0].lower()
        if command == "quit":
            return False
        if command == "uci":
            solver = "" if self.solve else ", no solver"
            self.say(f"id name OpenSpiel MCTSBot ({self.simulations} simulations{solver})")
            self.say("id author OpenSpiel's MCTSBot; the protocol adapter of the lines-of-action authors")
            self.say(f"option name Rules type combo default {RULES} var {RULES}")
            self.say("uciok")
        elif command == "isready":
            self.say("readyok")
        elif command == "ucinewgame":
            self.state = self.game.new_initial_state()
        elif command == "setoption":
            self.set_option(words[1:])
        elif command == "position":
            self.position(words[1:])
        elif command == "go":
            self.go()
        elif command != "stop":
            self.say(f"info string error: unknown command {command!r} (ignored)")
        return True

    def set_option(self, words: list[str]) -> None:
        """``setoption name <name> value <value>``: only ``Rules`` is known."""
        text = " ".join(words)
        named = re.fullmatch(r"(?i)name\s+(.*?)(?:\s+value\s+(.*))?", text)
        if named is None:
            self.say(f"info string error: setoption {text!r}: expected name ... value ... (ignored)")
        elif named.group(1).replace(" ", "").lower() != "rules":
            self.say(f"info string error: unknown option {named.group(1)!r} (ignored)")
        elif (named.group(2) or "").lower() != RULES:
            self.say(f"info string warning: pyspiel's game plays {RULES}'s rules only, not {named.group(2)!r}")

    def position(self, words: list[str]) -> None:
        """``position startpos [moves ...]``: the state after the moves, or, if one of
        them cannot be played, an ``info string`` and the previous state."""
        if not words or words[0].lower() != "startpos":
            self.say("info string error: only position startpos is known (position ignored)")
            return
        moves = words[1:]
        if moves and moves[0].lower() == "moves":
            moves = moves[1:]
        elif moves:
            self.say(f"info string error: expected moves, not {moves[0]!r} (position ignored)")
            return
        state = self.game.new_initial_state()
        for number, text in enumerate(moves, start=1):
            try:
                state.apply_action(read_move(state, text))
            except ValueError as error:
                self.say(f"info string error: move {number} ({text!r}): {error} (position ignored)")
                return
        self.state = state

    def go(self) -> None:
        """One search of the bot's simulations from the state, then ``bestmove``."""
        if self.state.is_terminal():
            self.say(f"info string the game is over: returns {list(self.state.returns())}")
            self.say("bestmove (none)")
            return
        mover = int(self.state.current_player())
        started = time.perf_counter()
        # What `MCTSBot.step` does: the search, then the root's best child.
        root = self.bot.mcts_search(self.state)
        best = root.best_child()
        elapsed = time.perf_counter() - started
        move = compact(str(self.state.action_to_string(mover, best.action)))
        visits = int(root.explore_count)
        nps = round(visits / elapsed) if elapsed > 0 else 0
        self.say(f"info nodes {visits} nps {nps} time {round(elapsed * 1000)} pv {move}")
        if best.outcome:
            value = f"proven return {float(best.outcome[mover]):+g} for the mover"
        else:
            mean = float(best.total_reward) / max(1, int(best.explore_count))
            value = f"mean return {mean:+.3f} for the mover"
        self.say(f"info string {move}: {int(best.explore_count)} of {visits} visits, {value}")
        self.say(f"bestmove {move}")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line: ``--simulations``, ``--seed``, ``--no-solve``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--simulations", type=int, default=1000, help="simulations a move (1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the search and its rollouts (1)")
    parser.add_argument("--no-solve", action="store_true", help="no MCTS-Solver: proven values are not backed up")
    args = parser.parse_args(argv)
    if args.simulations < 1:
        parser.error("--simulations needs a number above 0")
    return args


def main(argv: Sequence[str] | None = None) -> None:
    """Reads commands from standard input until ``quit`` or its end."""
    args = parse_args(argv)
    engine = MctsEngine(args.simulations, args.seed, solve=not args.no_solve, out=sys.stdout)
    for line in iter(sys.stdin.readline, ""):
        if not engine.handle(line):
            break


if __name__ == "__main__":
    main()
