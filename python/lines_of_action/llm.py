"""Helpers for playing Lines of Action with a language model (LLM game arenas).

- :func:`describe` (``State.describe``): the position as a model needs it: the board
  with coordinates, the side to move and the move number, for each of the mover's
  pieces the pieces on each line through it (its row, column and both diagonals on a
  square board; its row, up-right and up-left line on a hexagon): how far it moves
  along each (models could not find legal moves without these counts,
  kaggle-environments PR #1124), the legal moves in notation, and a warning listing the
  opponent's winning moves when it threatens one. A hexagon is drawn row by row from
  the top, each row's cells from 1 at its left end, a row indented by half a cell for
  each cell it lacks.
- :func:`rules_text`: the rules in force as plain text, taken from the crate's rule
  book, RULES.md, embedded in the package when it is built (``_native.rules_document``):
  one source, no second copy to drift.
- :func:`parse_move` (``State.parse_move``): the legal move a model's reply names
  (``b1-b3``, ``b1b3``, ``B1 to B3``, ``b1xb3``, ``Move: b1-b3.``, exits ``e8-^^`` and
  drops ``a3-c5@d4``, ``pass@d4``), as an action id.

>>> import lines_of_action as loa
>>> state = loa.Game("5x5").new_initial_state()
>>> state.action_to_string(state.parse_move("I will play B1 to B3."))
'b1-b3'
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from lines_of_action import _native

if TYPE_CHECKING:
    from lines_of_action._native import State

__all__ = ["describe", "parse_move", "rules_text"]

#: The colours' names and marks, by player id.
COLOURS = ("Black", "White")
MARKS = ("x", "o")

#: The lines through a square of a square board, in the order of ``State.line_counts``.
LINES = ("row", "column", "diagonal /", "diagonal \\")

#: What a model is told of each kind of line, by ``State.line_names``' name: the square
#: boards' in :data:`LINES`' words; a hexagon's (``row``, ``up-right line``,
#: ``up-left line``) as the crate names them.
LINE_WORDS = dict(zip(("rank", "file", "diagonal", "anti-diagonal"), LINES))


def _is_grid(state: State) -> bool:
    """Whether the board fills its grid (a square board) rather than leaving places
    empty at its rows' ends (a hexagon)."""
    return bool(state.get_game().board_mask().all())


def _board_rows(state: State) -> list[tuple[str, list[str]]]:
    """The board's rows from the top, each as its label (a rank's number, a hexagon's row
    letter) and its cells (``x``, ``o``, ``.``, ``#``), read from the board text
    OpenSpiel writes."""
    mask = state.get_game().board_mask()
    rows = int(mask.any(axis=1).sum())
    lines = str(state).splitlines()[:rows]
    if _is_grid(state):
        size = mask.shape[1]
        label = len(lines[0]) - size
        return [(line[:label].strip(), list(line[label:])) for line in lines]
    # A hexagon's rows: the label, then the cells a space apart.
    return [(line.split()[0], line.split()[1:]) for line in lines]


def _board_picture(state: State) -> str:
    """The board with its labels on both sides: on a square board the ranks' numbers,
    and the files' letters above and below; on a hexagon the rows' letters, each row
    indented by half a cell for each cell it lacks."""
    rows = _board_rows(state)
    if not _is_grid(state):
        side = max(len(cells) for _, cells in rows)
        pad = [" " * (side - len(cells)) for _, cells in rows]
        lines = [f"{label:>2} {indent}{' '.join(cells)}{indent} {label}" for (label, cells), indent in zip(rows, pad)]
        return "\n".join(lines)
    size = len(rows)
    files = " ".join(chr(ord("a") + file) for file in range(size))
    lines = [f"   {files}"]
    lines += [f"{label:>2} {' '.join(cells)} {label}" for label, cells in rows]
    lines.append(f"   {files}")
    return "\n".join(lines)


def _cell_names(state: State) -> str:
    """How a hexagon's cells are named, for a model: a sentence (empty on a square board,
    whose picture's labels name its squares)."""
    if _is_grid(state):
        return ""
    rows = _board_rows(state)
    return (
        f"Rows {rows[-1][0]} (bottom) to {rows[0][0]} (top); a cell is named by its row's letter and its number "
        f"in the row, counted from 1 at the row's left end ({rows[-1][0]}1 to {rows[-1][0]}{len(rows[-1][1])} "
        f"in row {rows[-1][0]}). Neighbouring cells touch in six directions: along the row, and up-right, "
        "up-left, down-right and down-left."
    )


def _end_text(state: State) -> str:
    """How the game ended."""
    winner = state.winner()
    reason = (state.end_reason() or "").replace("_", " ")
    if winner is None:
        return f"The game is over: a draw ({reason})."
    return f"The game is over: {COLOURS[winner]} ({MARKS[winner]}) won ({reason})."


def describe(state: State, style: str = "text") -> str:
    """``state`` described for a language model, in ``style`` ``"text"`` or ``"markdown"``:
    "Move N" is the N-th ply, the one to be played.

    >>> import lines_of_action as loa
    >>> text = loa.Game("5x5").new_initial_state().describe()
    >>> print(text.splitlines()[0])
    Lines of Action (5x5, openspiel rules). Move 1: Black (x) to move.
    """
    if style not in ("text", "markdown"):
        raise ValueError(f"style must be 'text' or 'markdown', not {style!r}")
    markdown = style == "markdown"
    game = state.get_game()
    board = _board_picture(state)
    heading = f"Lines of Action ({game.variant}, {game.rules} rules)."
    parts: list[str] = []
    if state.is_terminal():
        parts.append(f"{heading} After {state.move_number()} moves. {_end_text(state)}")
        parts.append(f"```\n{board}\n```" if markdown else board)
        return "\n\n".join(parts) + "\n"
    player = state.current_player()
    you = f"{COLOURS[player]} ({MARKS[player]})"
    parts.append(f"{heading} Move {state.move_number() + 1}: {you} to move.")
    legend = "x = Black, o = White, . = empty" + (", # = a hole (no piece may stand there)" if "#" in board else "")
    cells = _cell_names(state)
    legend += f"\n{cells}" if cells else ""
    parts.append((f"```\n{board}\n```\n{legend}") if markdown else f"{board}\n{legend}")

    counts = state.line_counts()
    lines = [LINE_WORDS.get(name, name) for name in state.line_names()]
    title = f"Your pieces ({MARKS[player]}) and how many pieces (of both colours) stand on each line through them, which is how far that piece moves along that line:"
    if markdown:
        table = ["| piece | " + " | ".join(lines) + " |", "|---" * (len(lines) + 1) + "|"]
        table += [f"| {square} | " + " | ".join(str(n) for n in line) + " |" for square, line in counts]
        parts.append(f"**{title}**\n\n" + "\n".join(table))
    else:
        rows = [f"- {square}: " + ", ".join(f"{name} {n}" for name, n in zip(lines, line)) for square, line in counts]
        parts.append(title + "\n" + "\n".join(rows))

    threats = state.opponent_winning_moves()
    if threats:
        opponent = f"{COLOURS[1 - player]} ({MARKS[1 - player]})"
        warning = f"Warning: {opponent} threatens to win next move with {', '.join(threats)}: stop it or lose."
        parts.append(f"**{warning}**" if markdown else warning)

    moves = [state.action_to_string(action) for action in state.legal_actions()]
    title = f"Your legal moves ({len(moves)}):"
    parts.append(f"**{title}** " + ", ".join(f"`{move}`" for move in moves) if markdown else f"{title} {', '.join(moves)}")
    return "\n\n".join(parts) + "\n"


# --- parse_move -----------------------------------------------------------------

_SQUARE = r"[a-l](?:1[0-2]|[1-9])"
_SEPARATOR = r"\s*(?:-|–|—|x|×|:|to|takes|captures|->|→)?\s*"
#: The move spellings read, in the crate's notation once normalized: a slide with an
#: optional drop, an exit, a pass with a drop, a lone drop, a pass.
_MOVE = re.compile(
    rf"(?<![a-z0-9@])(?:"
    rf"(?P<from>{_SQUARE}){_SEPARATOR}(?P<to>{_SQUARE})(?![0-9])(?:\s*@\s*(?P<drop>{_SQUARE}))?"
    rf"|(?P<exit>{_SQUARE})\s*-\s*\^\^"
    rf"|pass\s*@\s*(?P<pass_drop>{_SQUARE})"
    rf"|@\s*(?P<lone_drop>{_SQUARE})"
    rf"|(?P<pass>\bpass\b)"
    rf")"
)


def _candidates(text: str) -> list[str]:
    """The moves ``text`` names, in the crate's notation, in the order they appear."""
    moves = []
    for match in _MOVE.finditer(text.lower()):
        if match["from"]:
            drop = f"@{match['drop']}" if match["drop"] else ""
            moves.append(f"{match['from']}-{match['to']}{drop}")
        elif match["exit"]:
            moves.append(f"{match['exit']}-^^")
        elif match["pass_drop"]:
            moves.append(f"pass@{match['pass_drop']}")
        elif match["lone_drop"]:
            moves.append(f"@{match['lone_drop']}")
        else:
            moves.append("pass")
    return moves


def parse_move(state: State, text: str) -> int:
    """The action id of the legal move that ``text``, a model's reply, names: the last one
    it names if it names several (a model reasons first and answers last). Squares in any
    case, separated by ``-``, ``x``, ``:``, ``to``, a space or nothing; words around them
    are ignored. ``ValueError``, listing the legal moves, if it names none.

    >>> import lines_of_action as loa
    >>> state = loa.Game().new_initial_state()
    >>> [state.action_to_string(state.parse_move(reply)) for reply in ["b1b3", "Move: C1 to C3."]]
    ['b1-b3', 'c1-c3']
    """
    legal = set(state.legal_actions())
    chosen = None
    for candidate in _candidates(text):
        try:
            action = state.string_to_action(candidate)
        except ValueError:
            continue
        if action in legal:
            chosen = action
    if chosen is None:
        moves = ", ".join(state.action_to_string(action) for action in sorted(legal)) or "none (the game is over)"
        raise ValueError(f"no legal move found in {text!r}; the legal moves are: {moves}")
    return chosen


# --- rules_text -----------------------------------------------------------------


def _plain(text: str) -> str:
    """Markdown made plain: no emphasis, no code marks, no note of the crate's choices."""
    text = re.sub(r"\s*\(\*\*the crate's choice\*\*[^)]*\)", "", text)
    text = text.replace("**", "").replace("`", "")
    return text


def _unsourced(text: str) -> str:
    """``text`` without its first parenthesis, where RULES.md names a rule's source."""
    return re.sub(r"\s*\([^)]*\)", "", text, count=1)


def _section(document: str, heading: str) -> str:
    """The body of the section whose heading starts with ``heading`` (``"## Moving"``), up
    to the next heading of its level or above; ``LookupError`` if there is none."""
    level = heading.split(" ")[0]
    lines = document.splitlines()
    for start, line in enumerate(lines):
        if line.startswith(heading):
            body = []
            for line in lines[start + 1 :]:
                marks = line.split(" ")[0]
                if marks and set(marks) == {"#"} and len(marks) <= len(level):
                    break
                body.append(line)
            return "\n".join(body).strip()
    raise LookupError(f"RULES.md has no section {heading!r}")


def _paragraphs(section: str) -> list[str]:
    """The paragraphs of a section, each joined into one line (bullets kept one a line)."""
    paragraphs = []
    for block in re.split(r"\n\s*\n", section):
        lines = [line.strip() for line in block.splitlines()]
        joined: list[str] = []
        for line in lines:
            if line.startswith(("- ", "|")) or not joined:
                joined.append(line)
            else:
                joined[-1] += " " + line
        paragraphs.append("\n".join(joined))
    return paragraphs


def _table(section: str) -> list[list[str]]:
    """The first table of a section, as rows of cells (the header first, no rule line)."""
    rows: list[list[str]] = []
    for line in section.splitlines():
        if not line.startswith("|"):
            if rows:
                break
        elif not re.fullmatch(r"\|[-|: ]+\|", line.strip()):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def _rule_set_row(document: str, preset: str) -> dict[str, str]:
    """The row of RULES.md's table of rule sets for ``preset``, keyed by the table's
    header: the table's rows are in the order the next paragraph names the presets."""
    section = _section(document, "### Rule sets in real use")
    header, *rows = _table(section)
    names = re.findall(r"`([a-z-]+)`", section.split("The crate names these rule sets", 1)[1].split(".")[0])
    if len(names) != len(rows) or preset not in names:
        raise LookupError(f"RULES.md's table of rule sets does not name {preset!r}")
    return dict(zip(header, rows[names.index(preset)]))


#: The heading of RULES.md's section on the hexagonal boards.
HEXAGONS = "### Hexagonal boards"


def _variant_row(document: str, variant: str) -> dict[str, str]:
    """The row of RULES.md's table of variants for ``variant`` (by its name or alias):
    the table of "Variants", or of its section on the hexagonal boards."""
    for heading in ("## Variants", HEXAGONS):
        header, *rows = _table(_section(document, heading))
        for row in rows:
            if variant in re.findall(r"`([^`]+)`", row[0]):
                return dict(zip(header, row))
    raise LookupError(f"RULES.md's tables of variants have no {variant!r}")


def _is_hexagonal(document: str, variant: str) -> bool:
    """Whether ``variant`` is one of RULES.md's section on the hexagonal boards."""
    header, *rows = _table(_section(document, HEXAGONS))
    return any(variant in re.findall(r"`([^`]+)`", row[0]) for row in rows)


def _hexagon_paragraph(document: str, title: str) -> str:
    """The paragraph of the section on the hexagonal boards that starts with ``title`` in
    bold (``"Cells."``), without its title."""
    for paragraph in _paragraphs(_section(document, HEXAGONS)):
        if paragraph.startswith(f"**{title}**"):
            return paragraph.removeprefix(f"**{title}**").strip()
    raise LookupError(f"RULES.md's section on the hexagonal boards has no paragraph {title!r}")


#: How "End of the game" says a side is connected on the square boards, and what stands
#: for it on a hexagon (whose section says: "Pieces are connected through the six
#: neighbours").
SQUARE_ADJACENCY = "under 8-neighbour adjacency (orthogonal or diagonal)"
HEXAGON_ADJACENCY = "through the six neighbours of each cell"


def _bullets(section: str, leaving_out: tuple[str, ...] = ()) -> list[str]:
    """The bullets of a section, each on one line, but those that start with ``leaving_out``."""
    items = [item for item in _paragraphs(section) for item in item.splitlines() if item.startswith("- ")]
    return [item for item in items if not item[2:].startswith(leaving_out)]


def rules_text(variant: str = "standard", rules: str = "openspiel", max_game_length: int | None = None) -> str:
    """The rules of ``variant`` under ``rules`` (and a move limit of ``max_game_length``
    plies, if given, as ``Game`` takes them) as plain text for a prompt, from RULES.md:
    the board, moving, the end of the game with the rule set's own results, the
    variant's special rules and how moves are written. ``ValueError`` for an unknown
    variant or rule set.

    >>> text = rules_text("5x5", "openspiel")
    >>> "exactly N squares" in text and "side to move loses" in text
    True
    """
    from lines_of_action import Game

    game = Game(variant, rules, max_game_length)
    document = _native.rules_document()
    row = _variant_row(document, game.variant)
    rule_set = _rule_set_row(document, game.rules)
    hexagonal = _is_hexagonal(document, game.variant)
    out = [f"LINES OF ACTION: {game.variant}, under the {game.rules} rules."]

    start = game.new_initial_state()
    if hexagonal:
        out.append(_hexagon_board(document, game.variant, row, start))
    else:
        size = game.board_size()
        last_file = chr(ord("a") + size - 1)
        out.append(
            f"BOARD\n- {size}x{size} board. Files a-{last_file} left to right, ranks 1-{size} bottom to top; squares are named file then rank (b1).\n"
            f"- Start: {_plain(row['start'])}. Pieces, Black (x) / White (o): {row['Black / White']}. Black moves first; players alternate.\n"
            f"- The start position (top rank first):\n{_board_picture(start)}"
        )

    if hexagonal:
        # "a piece moves along one of the three lines …; it may jump …; landing on an enemy captures it."
        rule = _hexagon_paragraph(document, "Moving").split(": ", 1)[1]
        moving = [f"- {clause}" for clause in rule.split("; ")]
    else:
        moving = _bullets(_section(document, "## Moving"), leaving_out=("At most", "Black moves first"))
    out.append("MOVING\n" + "\n".join(moving))

    end = _section(document, "## End of the game")
    connected = _paragraphs(end)[0]
    if hexagonal:
        connected = connected.replace(SQUARE_ADJACENCY, HEXAGON_ADJACENCY)
    results = {cells[0]: cells[1] for cells in _table(end)[1:]}
    both = rule_set["both connected"]
    table = [f"- {case}: {result}" for case, result in results.items() if not case.startswith("both")]
    table.append(f"- both connected: {both}")
    end_lines = ["END OF THE GAME", connected, "After every move by a side M, both sides are checked:", *table]
    end_lines.append(f"- A side to move with no legal move: {rule_set['no legal move']}.")
    end_lines.append(f"- Repetition: {rule_set['repetition']}.")
    limit = rule_set["move limit"] if max_game_length is None else f"{max_game_length} plies: draw"
    end_lines.append(f"- Move limit: {limit}.")
    out.append("\n".join(end_lines))

    special = _special_rules(document, game.variant)
    if hexagonal and row["special rules"] != "—":
        # "(hex6, both setups) is the 9×9 Black Hole's: f6 never holds a piece, …"
        special = [f"- {_hexagon_paragraph(document, 'The black hole').split(': ', 1)[1]}"]
    if special:
        out.append("SPECIAL RULES OF THIS VARIANT\n" + "\n".join(special))

    if hexagonal:
        # "Moves as Abstract Play writes them: `a2-c3`, a capture `a2xc3`, `pass`; cells are …"
        moves = [f"- {_hexagon_paragraph(document, 'Notation.').split('. ')[0]}."]
    else:
        notation = [item for item in _bullets(_section(document, "## Notation")) if item.startswith("- **Move**")]
        # The sentences on the notation itself, not on the crate's functions.
        moves = [". ".join(part for part in item.replace("**Move**: ", "").split(". ") if "crate" not in part) for item in notation]
    variant_moves = _variant_move_notation(document, game.variant)
    out.append("WRITING MOVES\n" + "\n".join(moves + variant_moves))
    return _plain("\n\n".join(out)) + "\n"


def _hexagon_board(document: str, variant: str, row: dict[str, str], start: State) -> str:
    """The BOARD part of :func:`rules_text` for a hexagon, from RULES.md's section on the
    hexagonal boards: its cells and their names, the neighbours and lines, the start."""
    game = start.get_game()
    side = game.board_size()
    starts = _bullets(_section(document, HEXAGONS))
    setup = next(item for item in starts if item.startswith(f"- {variant}:"))
    return (
        f"BOARD\n- A hexagon of side {side}: {row['board'].split(', ')[-1]} in {2 * side - 1} rows.\n"
        f"- {_hexagon_paragraph(document, 'Cells.')}\n"
        f"- {_hexagon_paragraph(document, 'Neighbours and lines.')}\n"
        f"- Start: {setup.removeprefix(f'- {variant}: ')} Pieces, Black (x) / White (o): {row['Black / White']}. "
        "Black moves first; players alternate.\n"
        f"- The start position (top row first, each row's cells from 1 at its left end):\n{_board_picture(start)}"
    )


def _special_rules(document: str, variant: str) -> list[str]:
    """The variant's own rules from RULES.md's sections on it."""
    if variant == "cheshire-cat":
        return _bullets(_section(document, "### Cheshire Cat"), leaving_out=("Real record",))
    if variant.startswith("parachute"):
        section = _section(document, "### Parachute")
        paragraphs = _paragraphs(section)
        header, *rows = _table(section)
        defaults = [f"- {cells[0]}: {cells[1]}" for cells in rows]
        return [f"- {_unsourced(paragraphs[0])}", f"- {paragraphs[1]}", *defaults]
    if variant.startswith("black-hole"):
        paragraph = next(p for p in _paragraphs(_section(document, "## Variants")) if p.startswith("**Black Hole**"))
        # The sentences of the rule; the last ones are on Abstract Play's scoring and the crate.
        sentences = re.split(r"(?<=\.) ", _unsourced(paragraph))
        return [f"- {sentence}" for sentence in sentences[:4]]
    return []


def _variant_move_notation(document: str, variant: str) -> list[str]:
    """The notation of the variant's own moves (exits, drops) from RULES.md."""
    items = [item for item in _bullets(_section(document, "### Notation for variants")) if item.startswith("- `")]
    if variant == "cheshire-cat":
        return [item for item in items if "exit" in item]
    if variant.startswith("parachute"):
        return [item for item in items if "drop" in item]
    return []
