"""Self-play of the native bots on Ray: games spread over remote tasks, records gathered.

Each task builds its own bots and plays a batch of games; at most ``--workers``
tasks run at once. The records are written as JSON lines (variant, rules, the bots,
the moves in notation, the result, the plies), then the throughput and a summary of
the results are printed.

From the repository's root (in ``python/``, the workers would import the source folder,
which has no native module):

    python python/examples/ray_selfplay.py --games 100 --workers 2 --black mcts --white alphabeta \\
        --time 0.05 --out games.jsonl
    python python/examples/ray_selfplay.py --address auto ...    # join a running cluster
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from typing import Any

import ray

from lines_of_action import Game
from lines_of_action.bots import BOT_NAMES, make_bot

#: The result of a game as PGN and SGF write it, by winner (None: a draw).
RESULTS = {0: "1-0", 1: "0-1", None: "1/2-1/2"}


def play_game(
    game_index: int, options: dict[str, Any]
) -> dict[str, Any]:
    """One game between the bots ``options`` names, as its JSON record.

    Game ``i`` seeds its bots with ``seed + 2 * i`` (Black) and ``seed + 2 * i + 1``
    (White), so a run is repeatable for bots that are (all but the time-limited ones).
    """
    seed = options["seed"] + 2 * game_index
    bots = [
        make_bot(options[colour], seed=seed + player, time=options["time"], nodes=options["nodes"])
        for player, colour in enumerate(("black", "white"))
    ]
    game = Game(options["variant"], options["rules"], options["max_game_length"])
    state = game.new_initial_state()
    moves: list[str] = []
    while not state.is_terminal():
        player = state.current_player()
        action = bots[player].step(state)
        moves.append(state.action_to_string(player, action))
        state.apply_action(action)
    winner = state.winner()
    return {
        "game": game_index,
        "variant": options["variant"],
        "rules": options["rules"],
        "black": options["black"],
        "white": options["white"],
        "moves": moves,
        "result": RESULTS[winner],
        "plies": len(moves),
    }


@ray.remote(num_cpus=1)
def play_batch(game_indices: list[int], options: dict[str, Any]) -> list[dict[str, Any]]:
    """The games ``game_indices``, played one after the other in a Ray worker."""
    return [play_game(i, options) for i in game_indices]


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line (see ``--help``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    parser.add_argument("--workers", type=int, default=2, help="tasks at once (default 2)")
    parser.add_argument("--black", choices=BOT_NAMES, default="mcts", help="Black's bot")
    parser.add_argument("--white", choices=BOT_NAMES, default="alphabeta", help="White's bot")
    parser.add_argument(
        "--time", type=float, default=0.1, help="seconds a move for alphabeta and mcts"
    )
    parser.add_argument(
        "--nodes", type=int, default=None, help="a node budget a move instead of --time"
    )
    parser.add_argument("--variant", default="standard", help="the variant (default standard)")
    parser.add_argument("--rules", default="openspiel", help="the rule set (default openspiel)")
    parser.add_argument(
        "--max-game-length", type=int, default=None, help="plies before a draw (the rules')"
    )
    parser.add_argument("--seed", type=int, default=0, help="seeds the bots (default 0)")
    parser.add_argument(
        "--batch", type=int, default=None, help="games a task (default: 4 tasks a worker)"
    )
    parser.add_argument("--out", default="games.jsonl", help="the JSON lines file written")
    parser.add_argument(
        "--address", default=None, help="a Ray cluster to join (ray.init(address=...))"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1 or (args.batch is not None and args.batch < 1):
        parser.error("--games, --workers and --batch must be positive")
    return args


def summarize(records: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """Counts of each result, plies and throughput of ``records`` played in ``seconds``."""
    plies = sum(r["plies"] for r in records)
    results = {result: 0 for result in RESULTS.values()}
    for record in records:
        results[record["result"]] += 1
    return {
        "games": len(records),
        "results": results,
        "plies": plies,
        "mean_plies": plies / len(records),
        "seconds": seconds,
        "games_per_second": len(records) / seconds,
        "plies_per_second": plies / seconds,
    }


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Play the games, write the records, print and return the summary.

    Joins ``--address`` if given, else starts Ray locally, unless Ray is already
    initialised (then the running instance is used).
    """
    args = parse_args(argv)
    if not ray.is_initialized():
        ray.init(address=args.address)
    keys = ("black", "white", "time", "nodes", "variant", "rules", "max_game_length", "seed")
    options = {key: getattr(args, key) for key in keys}
    Game(args.variant, args.rules, args.max_game_length)  # a bad variant fails here, not in a task
    batch = args.batch or max(1, args.games // (4 * args.workers))
    batches = [list(range(s, min(s + batch, args.games))) for s in range(0, args.games, batch)]
    options_ref = ray.put(options)
    start = time.perf_counter()
    pending: list[ray.ObjectRef[list[dict[str, Any]]]] = []
    records: list[dict[str, Any]] = []
    with open(args.out, "w", encoding="utf-8") as out:
        while batches or pending:
            while batches and len(pending) < args.workers:
                pending.append(play_batch.remote(batches.pop(0), options_ref))
            done, pending = ray.wait(pending, num_returns=1)
            for record in ray.get(done[0]):
                out.write(json.dumps(record) + "\n")
                records.append(record)
    summary = summarize(records, time.perf_counter() - start)
    print(
        f"{summary['games']} games, {summary['plies']} plies in {summary['seconds']:.2f} s: "
        f"{summary['games_per_second']:.2f} games/s, {summary['plies_per_second']:.0f} plies/s"
    )
    print(
        f"{args.black} (Black) vs {args.white} (White): "
        + ", ".join(f"{result} {count}" for result, count in summary["results"].items())
        + f"; {summary['mean_plies']:.1f} plies a game"
    )
    return summary


if __name__ == "__main__":
    main()
