"""A language model plays Lines of Action against a bot, as LLM game arenas run it:
prompt -> reply -> parse -> retry.

Each turn the model gets the rules in force (``rules_text``) and the position
(``State.describe``); its reply is read with ``State.parse_move``; a reply that names no
legal move is answered with the error (which lists the legal moves) and asked again, up
to ``retries`` times, after which the model forfeits the game. The "model" here is a
scripted stand-in (no network, no model download): :class:`ScriptedModel` answers from
the prompt the way models do, in assorted spellings, with now and then a reply that
names no move or an illegal one. Replace it with any ``Callable[[str], str]`` that asks
a real model.

Run from the repository's root or from ``python/``::

    python python/examples/llm_arena.py --variant 5x5 --seed 3
"""

from __future__ import annotations

import argparse
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import lines_of_action as loa

#: A model: the prompt in, the reply out.
Model = Callable[[str], str]


class ScriptedModel:
    """A stand-in for a language model: it picks one of the legal moves the prompt lists
    and writes it as models do (``b1-b3``, ``B1 to B3``, ``b1b3``, ``Move: b1-b3.``); one
    reply in ``mistakes`` names no move or a move that is not legal, to exercise the retry."""

    SPELLINGS = ("{0}-{1}", "I will move {0} to {1}.", "{0}{1}", "Move: {0}-{1}.", "{A} TO {B}")

    def __init__(self, seed: int = 0, mistakes: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.mistakes = mistakes
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        listed = re.search(r"legal moves \(\d+\): (.*)$", prompt, re.MULTILINE)
        moves = listed.group(1).split(", ") if listed else []
        if not moves or self.rng.random() < self.mistakes:
            return self.rng.choice(["Let me think about the position.", "I move a1 to a8.", "pass"])
        move = self.rng.choice(moves)
        squares = re.findall(r"[a-l]\d+", move)
        if len(squares) != 2 or "@" in move:
            return f"My move: {move}"
        return self.rng.choice(self.SPELLINGS).format(*squares, A=squares[0].upper(), B=squares[1].upper())


@dataclass
class Match:
    """What happened in a match: the moves as played, the replies that had to be asked
    again, and the returns (Black, White)."""

    moves: list[str] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    forfeit: bool = False


def prompt_for(state: loa.State, rules: str, error: str | None) -> str:
    """The prompt: the rules, the position, and the last reply's error if it was refused."""
    retry = f"\nYour last reply was refused: {error}\nAnswer again with one legal move.\n" if error else ""
    return f"{rules}\n{state.describe('text')}{retry}\nReply with your move, e.g. Move: b1-b3."


def play_match(
    model: Model,
    bot: loa.RandomBot | loa.GreedyBot | loa.AlphaBetaBot | loa.MctsBot,
    variant: str = "5x5",
    model_player: int = 0,
    retries: int = 3,
    max_game_length: int = 60,
) -> Match:
    """Plays ``model`` (as ``model_player``, 0 Black or 1 White) against ``bot`` to the end."""
    game = loa.Game(variant, max_game_length=max_game_length)
    rules = loa.rules_text(variant, game.rules, max_game_length)
    state = game.new_initial_state()
    match = Match()
    while not state.is_terminal():
        if state.current_player() == model_player:
            action, error = None, None
            for _ in range(retries + 1):
                reply = model(prompt_for(state, rules, error))
                try:
                    action = state.parse_move(reply)
                    break
                except ValueError as refused:
                    match.rejected.append(reply)
                    error = str(refused)
            if action is None:
                match.forfeit = True
                match.returns = [1.0, -1.0] if model_player == 1 else [-1.0, 1.0]
                return match
        else:
            action = bot.step(state)
        match.moves.append(state.action_to_string(action))
        state.apply_action(action)
    match.returns = state.returns()
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="5x5")
    parser.add_argument("--seed", type=int, default=0)
    arguments = parser.parse_args()
    match = play_match(ScriptedModel(arguments.seed), loa.GreedyBot(arguments.seed), arguments.variant)
    print(" ".join(match.moves))
    print(f"{len(match.rejected)} replies refused and asked again; returns {match.returns}" + (" (forfeit)" if match.forfeit else ""))


if __name__ == "__main__":
    main()
