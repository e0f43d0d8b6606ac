"""What makes this package a drop-in for ``pyspiel`` beyond :class:`Game` and :class:`State`.

- :func:`load_game` reads pyspiel's forms: ``load_game("lines_of_action(max_game_length=50)")``
  and ``load_game("lines_of_action", {"max_game_length": 50})``, with this package's own
  parameters ``variant`` and ``rules`` besides OpenSpiel's one, ``max_game_length``;
  an unknown parameter or a value of the wrong type is a ``ValueError`` worded as
  pyspiel's ``SpielError`` is.
- :func:`game_string` writes a game as pyspiel does (``str(game)``), so that
  ``load_game(str(game)) == game``.
- :class:`PlayerId` and :data:`INVALID_ACTION` are pyspiel's constants.
- :func:`serialize_game_and_state` and :func:`deserialize_game_and_state` write and read
  pyspiel's ``SerializeGameAndState`` text.
- :func:`install_pyspiel_hooks` lets OpenSpiel's Python bots take this package's states:
  ``pyspiel.Bot.inform_action`` (which OpenSpiel's ``evaluate_bots`` calls on every bot
  that did not move) is a no-op in C++ for a bot that does not override it, but its
  binding refuses any state that is not a ``pyspiel.State`` with a ``TypeError``. The
  hook keeps the binding for pyspiel's states and does what C++ does, nothing, for
  this package's. It is installed when ``pyspiel`` is imported, before or after this
  package (a post-import hook, so ``import lines_of_action`` never imports pyspiel).
  OpenSpiel's C++ bots (``pyspiel.load_bot``, ``pyspiel.MCTSBot``) need pyspiel's own
  states and stay out of reach.
"""

from __future__ import annotations

import enum
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lines_of_action import Game
    from lines_of_action._native import State

__all__ = [
    "INVALID_ACTION",
    "PlayerId",
    "deserialize_game_and_state",
    "game_string",
    "install_pyspiel_hooks",
    "load_game",
    "parse_game_string",
    "serialize_game_and_state",
]

#: The game's short name, as pyspiel registers it.
SHORT_NAME = "lines_of_action"

#: pyspiel's ``INVALID_ACTION``.
INVALID_ACTION = -1


class PlayerId(enum.IntEnum):
    """pyspiel's ``PlayerId``: the special values of ``State.current_player()``."""

    DEFAULT_PLAYER_ID = 0
    CHANCE = -1
    SIMULTANEOUS = -2
    INVALID = -3
    TERMINAL = -4
    MEAN_FIELD = -5


#: The parameters, their types and defaults (None: the rule preset's own move limit).
PARAMETERS: dict[str, tuple[type, Any]] = {
    "max_game_length": (int, None),
    "variant": (str, "standard"),
    "rules": (str, "openspiel"),
}


def _type_name(value: Any) -> str:
    """pyspiel's name for the type of a parameter's value."""
    if isinstance(value, bool):
        return "kBool"
    if isinstance(value, int):
        return "kInt"
    if isinstance(value, float):
        return "kDouble"
    if isinstance(value, str):
        return "kString"
    return type(value).__name__


def _checked(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """``parameters`` if each is known and of its type; ``ValueError`` otherwise."""
    for key, value in parameters.items():
        if key not in PARAMETERS:
            available = ", ".join(PARAMETERS)
            raise ValueError(f"Unknown parameter '{key}'. Available parameters are: {available}")
        expected = PARAMETERS[key][0]
        if not isinstance(value, expected) or isinstance(value, bool):
            raise ValueError(
                f"Wrong type for parameter {key}. Expected type: {_type_name(expected())}, "
                f"got {_type_name(value)} with {value}"
            )
    return dict(parameters)


def _value_of(text: str) -> Any:
    """A value of a game string, typed as pyspiel types it: an int, a float, a bool or a string."""
    if text in ("True", "False", "true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_game_string(text: str) -> tuple[str, dict[str, Any]]:
    """The name and parameters of a pyspiel game string, ``"name"`` or ``"name(key=value,...)"``.

    >>> parse_game_string("lines_of_action(max_game_length=50,variant=5x5)")
    ('lines_of_action', {'max_game_length': 50, 'variant': '5x5'})
    """
    text = text.strip()
    name, open_paren, rest = text.partition("(")
    if not open_paren:
        return name, {}
    if not rest.endswith(")"):
        raise ValueError(f"game string {text!r}: no closing parenthesis")
    parameters: dict[str, Any] = {}
    body = rest[:-1].strip()
    for item in body.split(",") if body else []:
        key, equals, value = item.partition("=")
        if not equals or not key.strip():
            raise ValueError(f"game string {text!r}: {item!r} is not key=value")
        if key.strip() in parameters:
            raise ValueError(f"game string {text!r}: parameter {key.strip()!r} given twice")
        parameters[key.strip()] = _value_of(value.strip())
    return name.strip(), parameters


def load_game(name: str = SHORT_NAME, parameters: Mapping[str, Any] | None = None, **keywords: Any) -> Game:
    """``pyspiel.load_game``'s counterpart, in each of its forms and with keywords:

    ``load_game("lines_of_action(max_game_length=50)")``,
    ``load_game("lines_of_action", {"max_game_length": 50})``,
    ``load_game("lines_of_action", max_game_length=50, variant="5x5")``.

    Parameters: OpenSpiel's ``max_game_length`` (an int, the move limit in plies) and this
    package's ``variant`` and ``rules`` (strings: see ``VARIANTS`` and ``RULES``). An
    unknown game or parameter, a parameter given twice or a value of the wrong type is a
    ``ValueError``.
    """
    from lines_of_action import Game

    short_name, in_string = parse_game_string(name)
    if short_name != SHORT_NAME:
        raise ValueError(f"Unknown game '{short_name}': this package plays '{SHORT_NAME}'")
    given = [in_string, dict(parameters or {}), keywords]
    merged: dict[str, Any] = {}
    for source in given:
        for key in source:
            if key in merged:
                raise ValueError(f"parameter '{key}' given twice")
        merged.update(_checked(source))
    return Game(**merged)


def game_string(game: Game) -> str:
    """The game as pyspiel writes it: its parameters that are not the defaults, by name.

    >>> from lines_of_action import Game
    >>> game_string(Game()), game_string(Game("5x5", max_game_length=50))
    ('lines_of_action()', 'lines_of_action(max_game_length=50,variant=5x5)')
    """
    given = {"max_game_length": game._explicit_length(), "rules": game.rules, "variant": game.variant}
    items = [f"{key}={value}" for key, value in sorted(given.items()) if value != PARAMETERS[key][1]]
    return f"{SHORT_NAME}({','.join(items)})"


_SERIALIZED_HEADER = "# Automatically generated by OpenSpiel SerializeGameAndState\n[Meta]\nVersion: 1\n\n[Game]\n"


def serialize_game_and_state(game: Game, state: State) -> str:
    """pyspiel's ``serialize_game_and_state`` text: the game string and the state's serialization."""
    return f"{_SERIALIZED_HEADER}{game_string(game)}\n[State]\n{state.serialize()}\n"


def deserialize_game_and_state(text: str) -> tuple[Game, State]:
    """The game and state of a :func:`serialize_game_and_state` text (or pyspiel's for
    ``lines_of_action``); ``ValueError`` if it is not one."""
    _, game_marker, rest = text.partition("[Game]\n")
    game_text, state_marker, state_text = rest.partition("\n[State]\n")
    if not game_marker or not state_marker:
        raise ValueError("not a serialized game and state: no [Game] or [State] section")
    game = load_game(game_text.strip())
    return game, game.deserialize_state(state_text)


def _inform_hook(original: Any) -> Any:
    """``pyspiel.Bot.inform_action`` or ``inform_actions``: ``original`` for a bot of
    C++ (its own ``InformAction``) given a pyspiel state, and what C++'s default does,
    nothing, for a bot of Python that does not override it. (Calling ``original`` for a
    bot of Python would recurse: pybind11's trampoline looks the method up on the
    Python class, where this function now stands.)"""
    from lines_of_action._native import State

    def inform(self: Any, state: Any, *arguments: Any) -> None:
        if type(self).__module__ == "pyspiel" and not isinstance(state, State):
            original(self, state, *arguments)

    inform.__doc__ = original.__doc__
    inform.__wrapped__ = original  # type: ignore[attr-defined]
    return inform


def install_pyspiel_hooks(pyspiel: ModuleType) -> None:
    """Lets ``pyspiel.Bot``'s default ``inform_action`` and ``inform_actions`` take this
    package's states (see the module's docs). Installed once; idempotent."""
    bot = pyspiel.Bot
    for method in ("inform_action", "inform_actions"):
        original = getattr(bot, method)
        if not hasattr(original, "__wrapped__"):
            setattr(bot, method, _inform_hook(original))


class _PyspielLoader(importlib.abc.Loader):
    """Loads pyspiel with its own loader, then installs the hooks."""

    def __init__(self, loader: importlib.abc.Loader) -> None:
        self._loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self._loader.exec_module(module)
        install_pyspiel_hooks(module)


class _PyspielFinder(importlib.abc.MetaPathFinder):
    """Finds pyspiel as the other finders do, with a loader that installs the hooks."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != "pyspiel":
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _PyspielLoader(spec.loader)
                return spec
        return None


def watch_for_pyspiel() -> None:
    """Installs the hooks now if pyspiel is imported, else when it is."""
    if "pyspiel" in sys.modules:
        install_pyspiel_hooks(sys.modules["pyspiel"])
    elif not any(isinstance(finder, _PyspielFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _PyspielFinder())
