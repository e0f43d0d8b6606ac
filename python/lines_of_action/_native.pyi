"""Type stubs of the native module (Rust, PyO3): see the package's docstring."""

from __future__ import annotations

from typing import Any, SupportsIndex, final

import numpy as np
import numpy.typing as npt
from typing_extensions import Self, disjoint_base

import lines_of_action

__all__ = [
    "Game",
    "State",
    "restore_state",
    "rules_document",
    "VecGame",
    "RandomBot",
    "GreedyBot",
    "AlphaBetaBot",
    "MctsBot",
    "VARIANTS",
    "RULES",
]

VARIANTS: list[str]
RULES: list[str]

@disjoint_base
class Game:
    """A game of Lines of Action with OpenSpiel's interface, on a board of 5x5 to 12x12
    or a hexagon of side 5 or 6.

    Action ids number the S squares ``rank * W + file`` with ``W = 8``, ``S = 64`` on
    every board up to 8x8 (OpenSpiel's numbering) and ``W = N``, ``S = N**2`` on an N x N
    board from 9x9; a hexagon's S cells row by row from a1 (S = 61 on hex5, 91 on hex6).
    A slide is ``from * 2 * S + to * 2 + capture`` and the pass ``2 * S**2`` (8192 on 8x8,
    41472 on 12x12, 7442 on hex5).
    """

    def __new__(cls, variant: str = "standard", rules: str = "openspiel", max_game_length: int | None = None) -> Self:
        """``max_game_length``: the move limit in plies, 1 to 2**31 - 2 (``ValueError`` otherwise)."""
    def new_initial_state(self) -> State:
        """The state at the start."""
    def new_state(self, position: str) -> State:
        """A state at ``position`` (the crate's notation for this variant), with no history."""
    def num_distinct_actions(self) -> int:
        """The number of action ids: ``2 * S**2`` slides (8192 up to 8x8, 13122 on 9x9,
        20000 on 10x10, 29282 on 11x11, 41472 on 12x12, 7442 on hex5, 16562 on hex6), one
        more for the pass where the rules have one, and Cheshire Cat's exits and
        Parachute's drops after them."""
    def observation_tensor_shape(self) -> list[int]:
        """``[planes, side, side]``: black, white, empty, and a fourth plane of holes in
        Cheshire Cat or of the black hole in Black Hole and hex6; ``side`` is N on an
        N x N board, ``2S - 1`` on a hexagon of side S (9 on hex5, 11 on hex6)."""
    def observation_tensor_size(self) -> int:
        """The observation tensor's number of values."""
    def max_game_length(self) -> int:
        """The move limit in plies (2**31 - 1 when the rules set none)."""
    def num_players(self) -> int:
        """2."""
    def min_utility(self) -> float:
        """-1."""
    def max_utility(self) -> float:
        """1."""
    def utility_sum(self) -> float:
        """0: the game is zero-sum."""
    def board_size(self) -> int:
        """The board's files and ranks, 5 to 12; a hexagon's side, 5 or 6."""
    def board_mask(self) -> npt.NDArray[np.int8]:
        """int8 ``[side, side]``: 1 where the observation grid has a square (everywhere on
        a square board; on a hexagon ``[row, number - 1]`` for each cell), 0 elsewhere."""
    def get_parameters(self) -> dict[str, Any]:
        """``max_game_length``, ``variant`` and ``rules``."""
    def action_to_string(self, player: int, action: int) -> str:
        """The text of an action id."""
    def deserialize_state(self, text: str) -> State:
        """The state ``State.serialize`` wrote; ``ValueError`` naming the line of a bad or
        illegal action."""
    def __eq__(self, other: object, /) -> bool:
        """The same variant, rules and move limit."""
    def __hash__(self) -> int: ...
    def _max_game_length_argument(self) -> int | None:
        """The ``max_game_length`` that makes this game again: None if the limit is the preset's."""
    @property
    def variant(self) -> str:
        """The variant's name."""
    @property
    def rules(self) -> str:
        """The rule preset's name."""

def restore_state(
    variant: str, rules: str, max_game_length: int | None, start: str | None, history: list[int]
) -> State:
    """The state of a game (as ``Game`` takes its arguments) from ``start`` (the crate's
    notation; the variant's start if None) after the actions ``history``: what a pickled
    ``State`` is made of. ``ValueError`` for an action that is not legal where it comes."""

def rules_document() -> str:
    """The crate's rule book, RULES.md, embedded when the package was built."""

@final
class State:
    """A state of a game, as OpenSpiel's ``pyspiel.State``."""

    def current_player(self) -> int:
        """0 (Black) or 1 (White) to move, -4 once the game is over."""
    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal action ids, sorted."""
    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        """1 for each legal action id, 0 for the others."""
    def apply_action(self, action: SupportsIndex) -> None:
        """Plays the action, an integer (``int`` or a numpy integer; a bool, a float or a
        string is a ``TypeError``); ``ValueError`` (and no change) if it is not legal."""
    def undo_action(self, player: int, action: SupportsIndex) -> None:
        """Takes back the last action, which ``player`` played; ``ValueError``, and no
        change, if it is not the last action or ``player`` did not play it."""
    def child(self, action: SupportsIndex) -> State:
        """A copy of this state after ``action``."""
    def is_terminal(self) -> bool:
        """Whether the game is over."""
    def returns(self) -> list[float]:
        """``[1, -1]``, ``[-1, 1]`` or ``[0, 0]``."""
    def rewards(self) -> list[float]:
        """The returns once the game is over, zeros before."""
    def player_return(self, player: int) -> float:
        """One player's return."""
    def player_reward(self, player: int) -> float:
        """One player's reward."""
    def observation_tensor(self, player: int | None = None) -> list[float]:
        """The observation tensor, flat, ``[planes, N, N]`` with cell ``rank * N + file``
        (the same for both players)."""
    def observation_string(self, player: int | None = None) -> str:
        """The board as OpenSpiel writes it."""
    def action_to_string(self, *args: int) -> str:
        """``action_to_string(action)`` or ``action_to_string(player, action)``."""
    def string_to_action(self, *args: int | str) -> int:
        """``string_to_action(text)`` or ``string_to_action(player, text)``."""
    def clone(self) -> State:
        """A copy."""
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: Any) -> State: ...
    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickles as its game, its start (if not the variant's) and its actions."""
    def history(self) -> list[int]:
        """The action ids played."""
    def history_str(self) -> str:
        """The ids joined by ``, ``."""
    def move_number(self) -> int:
        """The number of actions played."""
    def is_chance_node(self) -> bool:
        """False."""
    def is_simultaneous_node(self) -> bool:
        """False."""
    def is_player_node(self) -> bool:
        """Whether a player is to move."""
    def is_initial_state(self) -> bool:
        """Whether no action has been played."""
    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Empty: the game is deterministic."""
    def num_players(self) -> int:
        """2."""
    def num_distinct_actions(self) -> int:
        """As the game's."""
    def get_game(self) -> lines_of_action.Game:
        """The game this state belongs to (equal to the one that made it)."""
    def serialize(self) -> str:
        """OpenSpiel's serialization: the action ids, each followed by a newline, after a
        line ``position <text>`` if the state started from a position of its own."""
    def line_counts(self) -> list[tuple[str, list[int]]]:
        """Each piece of the side to move (``"b1"``) with the pieces of both colours on each
        line through it, in ``line_names``' order: how far it moves along each line."""
    def line_names(self) -> list[str]:
        """``["rank", "file", "diagonal", "anti-diagonal"]`` on a square board, ``["row",
        "up-right line", "up-left line"]`` on a hexagon."""
    def opponent_winning_moves(self) -> list[str]:
        """The moves with which the opponent would win at once if it were its turn."""
    def describe(self, style: str = "text") -> str:
        """The state for a language model (``lines_of_action.llm.describe``)."""
    def parse_move(self, text: str) -> int:
        """The legal action a model's reply names (``lines_of_action.llm.parse_move``);
        ``ValueError`` listing the legal moves if it names none."""
    def position_text(self) -> str:
        """The position in the crate's notation."""
    def end_reason(self) -> str | None:
        """``connection``, ``double_connection``, ``no_legal_move``, ``repetition`` or ``move_limit``."""
    def winner(self) -> int | None:
        """0 or 1 for the winner, None for a draw or a game going on."""
    def to_string(self) -> str:
        """As ``str(state)``."""

#: ``VecGame``'s observations: float32 in the ``"openspiel"`` layout, int8 in the ``"player"`` one.
_Observations = npt.NDArray[np.float32] | npt.NDArray[np.int8]

_StepOutputs = tuple[
    _Observations, npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], npt.NDArray[np.int8]
]

@final
class VecGame:
    """``num_envs`` games stepped together in Rust: any variant whose moves are slides
    (the standard family on every board from 5x5 to 12x12 and on hex5, and Black Hole
    on 9x9 and hex6).

    Compact ids are ``(rank * N + file) * 8 + direction`` (N, NE, E, SE, S, SW, W, NW)
    and ``N * N * 8`` for the pass: 512 on 8x8, 1152 on 12x12; on a hexagon
    ``cell * 6 + direction``, the cell numbered row by row from a1 and the directions
    E, NE, NW, W, SW, SE, and ``cells * 6`` for the pass: 366 on hex5, 546 on hex6.

    Observations (``observation_layout``): ``"openspiel"`` (the default) float32
    ``[num_envs, C, side, side]``, each game's ``State.observation_tensor``; ``"player"`` int8
    ``[num_envs, side, side, C]``, channels last, each game from the view of its player to
    move (own pieces, the opponent's, empty, the black hole), ``env_core.encode``'s
    layout, written in Rust.

    One thread at a time: a call while another thread's call on the same batch is under
    way is a ``RuntimeError`` (the batch unchanged); use one ``VecGame`` per thread.
    """

    def __new__(
        cls,
        num_envs: int,
        variant: str = "standard",
        rules: str = "openspiel",
        seed: int = 0,
        autoreset: bool = True,
        max_game_length: int | None = None,
        observation_layout: str = "openspiel",
    ) -> VecGame:
        """``num_envs`` 1 to 2**20, ``seed`` 0 to 2**64 - 1, ``max_game_length`` as
        ``Game``'s, ``observation_layout`` ``"openspiel"`` or ``"player"``; ``ValueError``
        if the batch would take more than 16 GiB (its buffers and its games' histories:
        some 43 KB a game under OpenSpiel's rules)."""
    @property
    def num_envs(self) -> int:
        """The number of games."""
    @property
    def board_size(self) -> int:
        """The board's files and ranks, or a hexagon's side."""
    @property
    def num_compact_actions(self) -> int:
        """Cells times directions (``N * N * 8``; 366 on hex5, 546 on hex6), and one more
        for the pass where the rules have one."""
    @property
    def max_legal_actions(self) -> int:
        """The width of ``legal_indices``: 96 up to 8x8, 160 on the wide boards, 54 on hex5, 72 on hex6."""
    @property
    def num_actions(self) -> int:
        """The number of OpenSpiel ids."""
    @property
    def observation_shape(self) -> tuple[int, int, int]:
        """One game's observation shape: ``(C, side, side)``, or ``(side, side, C)`` in the ``"player"`` layout."""
    @property
    def observation_layout(self) -> str:
        """``"openspiel"`` or ``"player"``."""
    def reset(self, seed: int | None = None) -> _Observations:
        """Starts every game again; returns the observations."""
    def observations(self) -> _Observations:
        """float32 ``[num_envs, C, N, N]``, or int8 ``[num_envs, N, N, C]`` in the
        ``"player"`` layout (the batch's buffer)."""
    def final_observations(self) -> _Observations:
        """The last observation of each game that ended in the last step (the batch's
        buffer), in the ``"player"`` layout from the view of its player to move there."""
    def legal_mask(self) -> npt.NDArray[np.int8]:
        """int8 ``[num_envs, num_compact_actions]`` (the batch's buffer)."""
    def legal_indices(self) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
        """Compact ids ``[num_envs, max_legal_actions]`` padded with -1, and their counts
        (the batch's buffers)."""
    def current_players(self) -> npt.NDArray[np.int8]:
        """0 or 1 for each game (the batch's buffer)."""
    def step(
        self,
        actions: npt.ArrayLike,
        *,
        illegal: str = "raise",
        observations: _Observations | None = None,
        legal_mask: npt.NDArray[np.int8] | None = None,
    ) -> _StepOutputs:
        """Plays one compact id in every game. An action not legal in its game: with
        ``illegal="raise"`` a ``ValueError`` and no game changed; ``"lose"`` ends that
        game, lost by its player to move (reward -1, terminated, the position unchanged
        in ``final_observations``, reset with autoreset); ``"ignore"`` leaves that game
        as it was (reward 0). ``observations`` and ``legal_mask``, if
        given, are the caller's buffers (C-contiguous, of the batch's dtypes and shapes) that this
        step and later ones write into. ``actions``: a one-dimensional numpy array of an
        integer dtype, or a list or tuple of integers; a float, a string or a bool is a
        ``TypeError`` naming the element, and no game changes."""
    def step_random(
        self,
        *,
        observations: _Observations | None = None,
        legal_mask: npt.NDArray[np.int8] | None = None,
    ) -> _StepOutputs:
        """Plays a random legal move in every game, drawn in Rust (into the caller's
        buffers, if given, as ``step``)."""
    def sample_actions(self) -> npt.NDArray[np.int64]:
        """A random legal compact id for every game."""
    def compact_to_action(self, env: int, compact: SupportsIndex) -> int:
        """The OpenSpiel id of a compact id in one game."""
    def state(self, env: int) -> State:
        """A copy of one game as a State."""

@final
class RandomBot:
    """Plays a uniformly random legal action."""

    def __new__(cls, seed: int = 0) -> RandomBot:
        """``seed``: 0 to 2**64 - 1."""
    def step(self, state: State) -> int:
        """The action id the bot plays."""
    @property
    def name(self) -> str:
        """``random``."""

@final
class GreedyBot:
    """One ply: an immediate win, else no move that loses at once, else the best evaluation."""

    def __new__(cls, seed: int = 0) -> GreedyBot:
        """``seed``: 0 to 2**64 - 1."""
    def step(self, state: State) -> int:
        """The action id the bot plays."""
    @property
    def name(self) -> str:
        """``greedy``."""

@final
class AlphaBetaBot:
    """Alpha-beta with iterative deepening."""

    def __new__(cls, time: float | None = 0.1, depth: int | None = None, nodes: int | None = None) -> AlphaBetaBot:
        """``time`` in seconds (positive, below 2**64), ``depth`` 1 to 40, ``nodes`` 1 or
        more: whichever comes first; ``ValueError`` out of range or with none of them."""
    def step(self, state: State) -> int:
        """The action id the bot plays; Ctrl-C stops the search with ``KeyboardInterrupt``
        within a few milliseconds (on the main thread)."""
    @property
    def name(self) -> str:
        """``alphabeta``."""

@final
class MctsBot:
    """Monte-Carlo tree search."""

    def __new__(
        cls, time: float | None = 0.1, nodes: int | None = None, seed: int = 0, threat_aware: bool = False
    ) -> MctsBot:
        """``time`` in seconds (positive, below 2**64) or ``nodes`` simulations (1 to
        2**32 - 1), at least one; ``seed`` 0 to 2**64 - 1."""
    def step(self, state: State) -> int:
        """The action id the bot plays; Ctrl-C stops the search with ``KeyboardInterrupt``
        within a few milliseconds (on the main thread)."""
    @property
    def name(self) -> str:
        """``mcts`` or ``mcts-threats``."""
