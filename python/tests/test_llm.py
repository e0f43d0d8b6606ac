"""The helpers for LLM arenas: ``State.describe``, ``rules_text``, ``State.parse_move`` and
the example ``examples/llm_arena.py``."""

from __future__ import annotations

import doctest
import importlib.util
import random
import re
import sys
from pathlib import Path

import pytest

import lines_of_action as loa
from lines_of_action import _native, llm, openspiel

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "llm_arena.py"

#: RULES.md, "Perft": White, to move, has four winning moves here.
THREATENED = "8/7w/6w1/4b3/1b3bw1/2b1bwbw/2b1ww2/8 b"
WHITE_WINS = {"h3-h5", "h3-f5", "h7-h5", "e2-h5"}


def board_cells(state: loa.State) -> dict[tuple[int, int], str]:
    """The board read from the OpenSpiel text (an independent reading for the counts)."""
    size = state.get_game().board_size()
    lines = str(state).splitlines()[:size]
    label = len(lines[0]) - size
    return {(file, size - 1 - row): line[label + file] for row, line in enumerate(lines) for file in range(size)}


def count_on_line(cells: dict[tuple[int, int], str], file: int, rank: int, step: tuple[int, int]) -> int:
    """The pieces on the line through (file, rank) along ``step``, both ways, counted cell by cell."""
    count = 1
    for sign in (1, -1):
        f, r = file + sign * step[0], rank + sign * step[1]
        while (f, r) in cells:
            count += cells[(f, r)] in "xo"
            f, r = f + sign * step[0], r + sign * step[1]
    return count


@pytest.mark.parametrize("variant", ["standard", "5x5", "12x12", "black-hole", "cheshire-cat"])
def test_line_counts_count_the_pieces_on_each_line(variant: str) -> None:
    """Row, column and both diagonals through each of the mover's pieces, counted here from the board."""
    game = loa.Game(variant)
    state = game.new_initial_state()
    rng = random.Random(1)
    for _ in range(12):
        if state.is_terminal():
            break
        cells = board_cells(state)
        mark = "xo"[state.current_player()]
        counts = state.line_counts()
        assert len(counts) == sum(cell == mark for cell in cells.values())
        for square, line in counts:
            file, rank = ord(square[0]) - ord("a"), int(square[1:]) - 1
            assert cells[(file, rank)] == mark
            steps = [(1, 0), (0, 1), (1, 1), (1, -1)]
            assert list(line) == [count_on_line(cells, file, rank, step) for step in steps], square
        state.apply_action(rng.choice(state.legal_actions()))


def test_describe_shows_board_mover_counts_moves_and_threats() -> None:
    state = loa.Game().new_state(THREATENED)
    for style in ("text", "markdown"):
        text = state.describe(style)
        assert "Move 1: Black (x) to move." in text
        assert " 8 . . . . . . . . 8" in text and "   a b c d e f g h" in text
        for square, line in state.line_counts():
            row = f"- {square}: row {line[0]}, column {line[1]}, diagonal / {line[2]}, diagonal \\ {line[3]}"
            cells = f"| {square} | {' | '.join(map(str, line))} |"
            assert (row if style == "text" else cells) in text
        moves = [state.action_to_string(action) for action in state.legal_actions()]
        listed = re.search(r"legal moves \((\d+)\):\**(.*)$", text, re.MULTILINE)
        assert listed and int(listed.group(1)) == len(moves)
        assert [move.strip(" `") for move in listed.group(2).split(",")] == moves
        threat = re.search(r"White \(o\) threatens to win next move with (.*): stop it", text)
        assert threat and set(threat.group(1).split(", ")) == WHITE_WINS
    start = loa.Game().new_initial_state()
    assert "threatens" not in start.describe() and "Move 1: Black (x) to move." in start.describe()
    state.apply_action(state.legal_actions()[0])
    assert "Move 2: White (o) to move." in state.describe()
    with pytest.raises(ValueError, match="style"):
        state.describe("html")


def test_describe_a_finished_game_says_who_won() -> None:
    state = loa.Game().new_state(THREATENED.replace(" b", " w"))
    state.apply_action(state.parse_move("h3-h5"))
    text = state.describe()
    assert "The game is over: White (o) won (connection)." in text and "legal moves" not in text


@pytest.mark.parametrize(
    ("reply", "move"),
    [
        ("b1-b3", "b1-b3"),
        ("b1b3", "b1-b3"),
        ("B1 to B3", "b1-b3"),
        ("Move: b1-b3.", "b1-b3"),
        ("After thinking it over, I play C1-C3!", "c1-c3"),
        ("c1xa3", "c1xa3"),
        ("c1-a3", "c1xa3"),
        ("b1 b3", "b1-b3"),
        ("I considered b1-b3 but my move is g1-g3", "g1-g3"),
        ("I considered b1-b3 but h1-h3 is not legal", "b1-b3"),
    ],
)
def test_parse_move_reads_what_models_write(reply: str, move: str) -> None:
    state = loa.Game().new_initial_state()
    assert state.action_to_string(state.parse_move(reply)) == move


def test_parse_move_refuses_with_the_legal_moves() -> None:
    state = loa.Game("5x5").new_initial_state()
    legal = ", ".join(state.action_to_string(action) for action in state.legal_actions())
    for reply in ["I resign", "b1-b4", "a1a1", "", "z9-z10"]:
        with pytest.raises(ValueError) as error:
            state.parse_move(reply)
        assert f"the legal moves are: {legal}" in str(error.value)
    assert state.history() == []


def test_parse_move_reads_exits_and_drops() -> None:
    """Cheshire Cat's exits (``e8-^^``) and Parachute's drops (``a3-c5@d4``, ``pass@d4``)."""
    parachute = loa.Game("parachute").new_initial_state()
    for action in parachute.legal_actions()[:: len(parachute.legal_actions()) // 7]:
        text = parachute.action_to_string(action)
        assert parachute.parse_move(f"Move: {text.upper()}.") == action
    rng = random.Random(4)
    exits = 0
    for seed in range(30):
        state = loa.Game("cheshire-cat").new_initial_state()
        rng.seed(seed)
        while not state.is_terminal() and exits < 3:
            for action in state.legal_actions():
                text = state.action_to_string(action)
                if text.endswith("^^"):
                    assert state.parse_move(f"I exit with {text}") == action
                    exits += 1
            state.apply_action(rng.choice(state.legal_actions()))
        if exits >= 3:
            break
    assert exits >= 3


def test_rules_text_is_rules_md_for_every_variant_and_rule_set() -> None:
    """Every variant and rule set has its text; its sentences are RULES.md's own."""
    # RULES.md made plain, its lines run together: a sentence of it is found whatever its line breaks.
    document = " ".join(llm._plain(_native.rules_document()).split())
    for variant in loa.VARIANTS:
        for rules in loa.RULES:
            text = loa.rules_text(variant, rules)
            game = loa.Game(variant, rules)
            assert f"{game.variant}, under the {rules} rules" in text
            moving = text.split("MOVING\n")[1].split("\n\n")[0].splitlines()
            assert len(moving) == 3 and all(line.removeprefix("- ") in document for line in moving)
            end = text.split("END OF THE GAME\n")[1].split("\n\n")[0].splitlines()
            # A hexagon's pieces connect through six neighbours, as its own section says.
            assert end[0].replace(llm.HEXAGON_ADJACENCY, llm.SQUARE_ADJACENCY) in document
            special = game.variant.startswith(("cheshire-cat", "parachute", "black-hole", "hex6"))
            assert ("SPECIAL RULES OF THIS VARIANT" in text) == special, variant
    # The rule sets' results, as RULES.md's table gives them and the games play them.
    assert "- both connected: mover wins" in loa.rules_text("standard", "openspiel")
    assert "- both connected: draw" in loa.rules_text("standard", "olympiad")
    assert "side to move loses" in loa.rules_text("standard", "openspiel")
    assert "- Move limit: 1000 plies: draw." in loa.rules_text("standard", "openspiel")
    assert "- Move limit: 50 plies: draw." in loa.rules_text("standard", "openspiel", 50)
    assert "exit" in loa.rules_text("cheshire-cat") and "drop" in loa.rules_text("parachute")
    assert "e5 of the 9×9 board is a black hole" in loa.rules_text("black-hole")
    with pytest.raises(ValueError):
        loa.rules_text("chess")
    with pytest.raises(ValueError):
        loa.rules_text("standard", "fide")


def test_the_llm_arena_example_plays_a_match_with_retries() -> None:
    """``examples/llm_arena.py``: the scripted model's refused replies are asked again
    and the match is played to its end."""
    spec = importlib.util.spec_from_file_location("llm_arena", EXAMPLE)
    assert spec and spec.loader
    arena = importlib.util.module_from_spec(spec)
    sys.modules["llm_arena"] = arena  # for its dataclass
    spec.loader.exec_module(arena)
    model = arena.ScriptedModel(seed=2, mistakes=0.3)
    match = arena.play_match(model, loa.RandomBot(5), "5x5", retries=5)
    assert match.moves and match.rejected and not match.forfeit
    assert sorted(match.returns) in ([-1.0, 1.0], [0.0, 0.0])
    assert "LINES OF ACTION: 5x5" in model.prompts[0] and "legal moves" in model.prompts[0]
    assert any("Your last reply was refused: no legal move found" in prompt for prompt in model.prompts)
    # Replayed, the moves give the same game.
    state = loa.Game("5x5", max_game_length=60).new_initial_state()
    for move in match.moves:
        state.apply_action(state.parse_move(move))
    assert state.is_terminal() and state.returns() == match.returns
    # A model that never names a legal move forfeits.
    forfeit = arena.play_match(lambda prompt: "no idea", loa.RandomBot(1), "5x5", model_player=1, retries=2)
    assert forfeit.forfeit and forfeit.returns == [1.0, -1.0] and len(forfeit.rejected) == 3


def test_the_docstring_examples_run() -> None:
    """The examples in the docs of ``llm`` and ``openspiel`` are run, and hold."""
    for module in (llm, openspiel):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
