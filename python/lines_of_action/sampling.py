"""Uniform random legal actions from a batch of compact masks, chosen in numpy.

``VecGame.legal_mask()`` marks each game's legal compact ids, ``cell * 8 + direction``:
eight bytes a cell, so a row read as 64-bit words is one word a cell. A move is drawn
by its rank among the row's legal ids, found in three steps of eight: the group of
eight cells, the cell, the direction, each from running sums packed eight to a word
(multiplying a word of byte counts by ``0x0101010101010101`` makes byte ``j`` the sum
of bytes ``0..j``). Every array operation but the first (one popcount of each cell's
word) works on one or a few words a game, so a batch of 1024 costs some thirty numpy
calls rather than a random key for each of its 512 ids.

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

_U64 = np.uint64
_BYTES = _U64(0x0101_0101_0101_0101)
_TOPS = _U64(0x8080_8080_8080_8080)
_LOW_BYTE = _U64(0xFF)
_EIGHT = _U64(8)
_TOP_BYTE = _U64(56)
_BYTE_POPCOUNTS = np.array([bin(byte).count("1") for byte in range(256)], np.uint8)


def _popcount_by_table(words: np.ndarray) -> np.ndarray:
    """The set bits of each 64-bit word, byte by byte from a table (numpy before 2.0)."""
    return _BYTE_POPCOUNTS[words.view(np.uint8)].reshape(*words.shape, 8).sum(axis=-1, dtype=np.uint8)


_popcount = getattr(np, "bitwise_count", _popcount_by_table)


def _passed(running: np.ndarray, pick: np.ndarray) -> np.ndarray:
    """How many bytes of each ``running`` word (running sums, each below 128) are at
    most ``pick`` (below 128): the bytes passed on the way to the ``pick``-th item."""
    return _popcount((((pick * _BYTES) | _TOPS) - running) & _TOPS).astype(_U64)


def _sum_before(running: np.ndarray, byte: np.ndarray) -> np.ndarray:
    """The running sum before byte ``byte`` of each ``running`` word (0 before the first)."""
    return ((running << _EIGHT) >> (byte * _EIGHT)) & _LOW_BYTE


def sample_legal(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal compact id for each row of ``masks``.

    Args:
        masks: ``[num_envs, width]`` int8, bool or uint8, 1 where a compact id is legal,
            as ``VecGame.legal_mask()`` returns it: ``width`` is ``N * N * 8``, and one
            more for the pass where the rules have one (it is legal only when no
            slide is).
        rng: the generator that draws one float a row.

    Returns:
        int64 ``[num_envs]``: a legal id for each row, each of the row's legal ids
        equally likely (to the 53 bits of a float), and -1 for a row with none (a
        finished game without autoreset).

    Raises:
        ValueError: for masks not of this shape, or a row with more than 127 legal ids
            (the running sums are kept in bytes; a position has at most 96 slides).
    """
    if masks.ndim != 2:
        raise ValueError(f"masks must be [num_envs, width], not of shape {masks.shape}")
    rows, width = masks.shape
    slides = width - width % 8
    cells = slides // 8
    if masks.dtype.itemsize != 1 or cells == 0:
        raise ValueError(f"masks must hold one byte an id (int8, uint8 or bool), at least 8 a row: {masks.dtype} {masks.shape}")
    dense = np.ascontiguousarray(masks[:, :slides])
    words = dense.view(_U64)  # [rows, cells]: a cell's eight directions, one byte each
    groups = -(-cells // 8)
    per_cell = np.zeros((rows, groups * 8), np.uint8)
    per_cell[:, :cells] = _popcount(words)
    in_group = per_cell.view(_U64) * _BYTES  # [rows, groups]: running sums of a group's cells
    group_counts = np.zeros((rows, 8), np.uint8)
    group_counts[:, :groups] = in_group >> _TOP_BYTE
    of_groups = group_counts.view(_U64)[:, 0] * _BYTES  # [rows]: running sums of the groups
    if (of_groups & _TOPS).any():
        # A running sum reached 128 (before any byte could overflow: a group holds 64 at most).
        raise ValueError("a row has more than 127 legal ids (a game's masks have 96 at most)")
    totals = of_groups >> _TOP_BYTE
    pick = (rng.random(rows) * totals).astype(_U64)
    group = np.minimum(_passed(of_groups, pick), _U64(groups - 1))
    pick -= _sum_before(of_groups, group)
    row = np.arange(rows)
    running = in_group[row, group]
    cell_in_group = _passed(running, pick)
    pick -= _sum_before(running, cell_in_group)
    cell = np.minimum(group * _EIGHT + cell_in_group, _U64(cells - 1))
    direction = _passed(words[row, cell] * _BYTES, pick)
    actions = (cell * _EIGHT + direction).astype(np.int64)
    if slides == width:
        return np.where(totals > 0, actions, -1)
    passes = np.where(masks[:, slides] != 0, slides, -1)
    return np.where(totals > 0, actions, passes)
