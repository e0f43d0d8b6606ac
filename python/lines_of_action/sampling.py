"""Uniform random legal actions from a batch of compact masks, chosen in numpy.

``VecGame.legal_mask()`` marks each game's legal compact ids, ``cell * D + direction``
(D = 8 directions on the square boards, 6 on the hexagons), the pass after them.
:func:`sample_legal` draws one for each game with one random float a game, in one of
two ways, both exact:

- a small batch, or one of more than 512 ids a game besides a pass (a board wider than
  8x8, hex6), by the flat indices of all its legal ids (a dozen numpy calls);
- a large one of at most 512 ids a game (and a pass) by rank: a row read as 64-bit
  words is one word for each eight ids (a cell's on the square boards), and the drawn
  rank among the row's legal ids is found in three steps of eight (the group of eight
  words, the word, the id), each from running sums packed a byte each in a word
  (multiplying a word of byte counts by ``0x0101010101010101`` makes byte ``j`` the
  sum of bytes ``0..j``). Every call but the first (a popcount of each word) works on
  a word or two a game, rather than on each of the 512 ids.

>>> import numpy as np
>>> import lines_of_action as loa
>>> from lines_of_action.sampling import sample_legal
>>> vec = loa.VecGame(4, seed=0)
>>> actions = sample_legal(vec.legal_mask(), np.random.default_rng(0))
>>> bool((vec.legal_mask()[np.arange(4), actions] == 1).all())
True
"""

from __future__ import annotations

import numpy as np

__all__ = ["sample_legal"]

_BYTES = np.uint64(0x0101_0101_0101_0101)
# The top bits of a word's bytes but the last: a rank is at most 7, an index in range.
_TOPS_BUT_LAST = np.uint64(0x0080_8080_8080_8080)
_TOPS = np.uint64(0x8080_8080_8080_8080)
_LOW_BYTE = np.uint64(0xFF)
_EIGHT = np.uint64(8)
_TOP_BYTE = np.uint64(56)
_BYTE_POPCOUNTS = np.array([bin(byte).count("1") for byte in range(256)], np.uint8)

#: Masks of at most this many bytes are drawn from by their legal ids' flat indices (a
#: dozen numpy calls, each on every legal id); larger ones by running sums (more calls,
#: each on a word or two a game).
FLAT_BYTES_AT_MOST = 1 << 16


def _popcount_by_table(words: np.ndarray) -> np.ndarray:
    """The set bits of each 64-bit word, byte by byte from a table (numpy before 2.0)."""
    counts: np.ndarray = _BYTE_POPCOUNTS[words.view(np.uint8)].reshape(*words.shape, 8).sum(axis=-1, dtype=np.uint8)
    return counts


_popcount = getattr(np, "bitwise_count", _popcount_by_table)


def _passed(running: np.ndarray, pick: np.ndarray) -> np.ndarray:
    """How many of the first seven bytes of each ``running`` word (running sums, each
    below 128) are at most ``pick`` (below the last byte): the bytes passed on the way to
    the ``pick``-th item, 0 to 7."""
    return _popcount((((pick * _BYTES) | _TOPS) - running) & _TOPS_BUT_LAST)


def _sum_before(running: np.ndarray, byte: np.ndarray) -> np.ndarray:
    """The running sum before byte ``byte`` of each ``running`` word (0 before the first)."""
    return ((running << _EIGHT) >> (byte * _EIGHT)) & _LOW_BYTE


def sample_legal(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal compact id for each row of ``masks``.

    Args:
        masks: ``[num_envs, width]`` int8, uint8 or bool, 1 where a compact id is legal
            and 0 elsewhere, as ``VecGame.legal_mask()`` returns it: ``width`` is
            ``VecGame.num_compact_actions``, cells times directions (512 on 8x8, 1152
            on 12x12, 366 on hex5), and one more for the pass where the rules have one
            (legal only when no slide is).
        rng: the generator that draws one float a row.

    Returns:
        int64 ``[num_envs]``: a legal id for each row, each of the row's legal ids
        equally likely (to the 53 bits of a float), and -1 for a row with none (a
        finished game without autoreset).

    Raises:
        ValueError: for masks not of this shape, or a row with more than 127 legal ids
            in a large batch (the running sums are kept in bytes; a position has at
            most 96 slides).
    """
    if masks.ndim != 2:
        raise ValueError(f"masks must be [num_envs, width], not of shape {masks.shape}")
    if masks.dtype.itemsize != 1 or masks.shape[1] < 8:
        raise ValueError(f"masks must hold one byte an id, at least 8 a row: {masks.dtype} {masks.shape}")
    if masks.size <= FLAT_BYTES_AT_MOST or masks.shape[1] // 8 > 64:
        return _by_flat_indices(masks, rng)
    return _by_running_sums(masks, rng)


def _by_flat_indices(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """:func:`sample_legal` from the flat indices of all the legal ids, a row's after the
    row before's: the pick is one of its row's, counted back from the row's last."""
    rows, width = masks.shape
    flat = np.flatnonzero(np.ascontiguousarray(masks).view(np.bool_))
    if flat.size == 0:
        return np.full(rows, -1, np.int64)
    counts = np.bincount(flat // width, minlength=rows)
    picks = np.cumsum(counts) - 1 - (rng.random(rows) * counts).astype(np.int64)
    return np.where(counts > 0, flat[picks] - np.arange(rows) * width, -1)


def _by_running_sums(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """:func:`sample_legal` by rank: the rank drawn below the row's count, then found
    among eight groups of eight words, a group's words and a word's eight ids, each
    from running sums packed a byte each in a word: 64 words (512 ids) at most, and
    past them one id, the pass (legal only where no other id is); ``ValueError`` for
    more."""
    rows, width = masks.shape
    if width % 8 and width // 8 < 64:
        # Ids up to a whole word: zeros after the last, never drawn.
        masks = np.concatenate([masks, np.zeros((rows, 8 - width % 8), masks.dtype)], axis=1)
        width = masks.shape[1]
    slides = width - width % 8
    cells = slides // 8
    if cells > 64 or width - slides > 1:
        raise ValueError(
            f"the running sums hold 64 cells of 8 ids (8x8's) and a pass at most, not {width} ids: "
            "draw by the flat indices"
        )
    dense = masks if slides == width else np.ascontiguousarray(masks[:, :slides])
    words = dense.view(np.uint64)  # [rows, cells]: eight ids (a cell's eight directions), one byte each
    if cells < 64:
        words = np.concatenate([words, np.zeros((rows, 64 - cells), np.uint64)], axis=1)
    in_group = _popcount(words).view(np.uint64) * _BYTES  # [rows, 8]: running sums of a group's cells
    of_groups = (in_group >> _TOP_BYTE).astype(np.uint8).view(np.uint64)[:, 0] * _BYTES  # [rows]
    if (of_groups & _TOPS).any():
        # A running sum reached 128 (before any byte could overflow: a group holds 64 at most).
        raise ValueError("a row has more than 127 legal ids (a game's masks have 96 at most)")
    totals = of_groups >> _TOP_BYTE
    pick = (rng.random(rows) * totals).astype(np.uint64)
    group = _passed(of_groups, pick)
    pick -= _sum_before(of_groups, group)
    row = np.arange(rows)
    running = in_group[row, group]
    cell_in_group = _passed(running, pick)
    pick -= _sum_before(running, cell_in_group)
    cell = group * _EIGHT + cell_in_group
    actions = (cell * _EIGHT + _passed(words[row, cell] * _BYTES, pick)).astype(np.int64)
    if slides == width:
        return np.where(totals > 0, actions, -1)
    return np.where(totals > 0, actions, np.where(masks[:, slides] != 0, slides, -1))
