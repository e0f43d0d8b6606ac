"""Lines of Action for Python: a fast, exact rules engine written in Rust.

- :class:`Game` and :class:`State` behave as OpenSpiel's ``lines_of_action``
  (``pyspiel.load_game("lines_of_action")``): the same action ids, observation
  tensors, strings, terminal states and returns under OpenSpiel's rules, the default.
  Every variant (``Game(variant="cheshire-cat")``, ``Game("12x12")``,
  ``Game("black-hole")``, ``Game("hex5")``) and rule preset (``Game(rules="olympiad")``,
  ``Game("hex5", rules="alveole")``) of the engine is there too, on boards from 5x5 to
  12x12 and the hexagons of side 5 and 6: the action ids and observation shapes follow
  the board (see ``Game.num_distinct_actions`` and ``Game.board_mask``).
- :class:`VecGame` steps many games at once in Rust, into numpy arrays;
  ``lines_of_action.sampling.sample_legal`` draws uniform legal actions from its
  masks in numpy.
- :class:`RandomBot`, :class:`GreedyBot`, :class:`AlphaBetaBot` and :class:`MctsBot`
  play a :class:`State` on every board (also in ``lines_of_action.bots``).
- ``lines_of_action.lines_of_action_v0`` (PettingZoo), ``lines_of_action.gym_env``
  (Gymnasium) and ``lines_of_action.vector`` (a Gymnasium vector environment) need
  their extras: ``pip install "lines-of-action[pettingzoo,gymnasium]"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lines_of_action import _native, openspiel
from lines_of_action._native import (
    RULES,
    VARIANTS,
    AlphaBetaBot,
    GreedyBot,
    MctsBot,
    RandomBot,
    State,
    VecGame,
)
from lines_of_action.llm import rules_text
from lines_of_action.observer import Observer, make_observer
from lines_of_action.openspiel import (
    INVALID_ACTION,
    PlayerId,
    deserialize_game_and_state,
    load_game,
    serialize_game_and_state,
)

__all__ = [
    "INVALID_ACTION",
    "RULES",
    "VARIANTS",
    "AlphaBetaBot",
    "Game",
    "GameType",
    "GreedyBot",
    "MctsBot",
    "Observer",
    "PlayerId",
    "RandomBot",
    "State",
    "VecGame",
    "deserialize_game_and_state",
    "load_game",
    "make_observer",
    "rules_text",
    "serialize_game_and_state",
]

# OpenSpiel's Python bots take this package's states (see lines_of_action.openspiel).
openspiel.watch_for_pyspiel()


@dataclass(frozen=True)
class GameType:
    """What kind of game this is, as OpenSpiel's ``pyspiel.GameType`` describes it.

    The enumerated fields are ``pyspiel``'s own values when OpenSpiel is installed (so
    that OpenSpiel's algorithms, which compare them, accept the game), and their names
    as strings otherwise.
    """

    short_name: str
    long_name: str
    dynamics: Any
    chance_mode: Any
    information: Any
    utility: Any
    reward_model: Any
    max_num_players: int
    min_num_players: int
    provides_information_state_string: bool
    provides_information_state_tensor: bool
    provides_observation_string: bool
    provides_observation_tensor: bool
    parameter_specification: dict[str, Any]


def _game_type(game: Game) -> GameType:
    """The type of ``game``, with pyspiel's enumerations if pyspiel can be imported."""
    try:
        import pyspiel

        kind = pyspiel.GameType
        dynamics, chance_mode, information, utility, reward_model = (
            kind.Dynamics.SEQUENTIAL,
            kind.ChanceMode.DETERMINISTIC,
            kind.Information.PERFECT_INFORMATION,
            kind.Utility.ZERO_SUM,
            kind.RewardModel.TERMINAL,
        )
    except ImportError:
        dynamics, chance_mode, information, utility, reward_model = (
            "SEQUENTIAL",
            "DETERMINISTIC",
            "PERFECT_INFORMATION",
            "ZERO_SUM",
            "TERMINAL",
        )
    return GameType(
        short_name="lines_of_action",
        long_name="Lines of Action",
        dynamics=dynamics,
        chance_mode=chance_mode,
        information=information,
        utility=utility,
        reward_model=reward_model,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(game.get_parameters()),
    )


class Game(_native.Game):
    """A game of Lines of Action with OpenSpiel's interface.

    ``Game()`` is OpenSpiel's ``lines_of_action``: the standard start under OpenSpiel's
    rules, drawn after 1000 plies. ``variant`` names any game of the family (see
    :data:`VARIANTS`), ``rules`` any rule preset (see :data:`RULES`), and
    ``max_game_length`` replaces the preset's move limit.
    """

    def get_type(self) -> GameType:
        """The game's type, as ``pyspiel.Game.get_type`` gives it."""
        return _game_type(self)

    def __str__(self) -> str:
        """The game as pyspiel writes it, ``lines_of_action(max_game_length=50,variant=5x5)``:
        ``load_game`` reads it back."""
        return openspiel.game_string(self)

    def serialize(self) -> str:
        """As ``str(game)``, pyspiel's ``Game.serialize``."""
        return openspiel.game_string(self)

    def make_observer(self, iig_obs_type: Any = None, params: dict[str, Any] | None = None) -> Observer | None:
        """pyspiel's ``Game.make_observer``: see :func:`lines_of_action.observer.make_observer`."""
        return make_observer(self, iig_obs_type, params)

    def make_py_observer(self, iig_obs_type: Any = None, params: dict[str, Any] | None = None) -> Observer | None:
        """What ``open_spiel.python.observation.make_observation`` calls: as ``make_observer``."""
        return make_observer(self, iig_obs_type, params)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickles as its arguments, for Ray and multiprocessing."""
        return (Game, (self.variant, self.rules, self._explicit_length()))

    def _explicit_length(self) -> int | None:
        """The ``max_game_length`` given, None if the move limit is the preset's own
        (which may differ from an explicit one: CodinGame's 150 plies let a connection
        on the last ply win)."""
        return self._max_game_length_argument()

