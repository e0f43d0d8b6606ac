"""``sample_legal`` and both its ways: a legal id in every row, each legal id equally
likely, -1 where there is none, the pass column where it is the only move; small
batches take the flat indices, large ones the running sums; the table popcount used
before numpy 2.0 agrees with numpy's."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import lines_of_action as loa
from lines_of_action import sampling
from lines_of_action.sampling import sample_legal

Way = Callable[[np.ndarray, np.random.Generator], np.ndarray]
# Either way of drawing, called directly (``sample_legal`` picks one by the batch's size).
WAYS: list[Way] = [sampling._by_flat_indices, sampling._by_running_sums]


@pytest.mark.parametrize(
    ("variant", "rules"),
    [
        ("standard", "openspiel"), ("standard", "default"), ("5x5", "openspiel"), ("6x6", "openspiel"),
        ("7x7", "default"), ("loaps", "openspiel"), ("hex5", "openspiel"), ("hex5", "abstract-play"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("way", WAYS)
def test_every_pick_is_legal_through_whole_games(variant: str, rules: str, way: Way) -> None:
    vec = loa.VecGame(64, variant=variant, rules=rules, seed=3)
    rng = np.random.default_rng(3)
    rows = np.arange(64)
    for _ in range(400):
        mask = vec.legal_mask()
        actions = way(mask, rng)
        assert (mask[rows, actions] == 1).all()
        vec.step(actions)  # raises if an action were illegal


def chi_square(counts: np.ndarray) -> float:
    expected = counts.sum() / len(counts)
    return float(((counts - expected) ** 2 / expected).sum())


@pytest.mark.parametrize("way", WAYS)
def test_each_legal_id_is_equally_likely(way: Way) -> None:
    # Ids in the first and last cell, groups of cells and directions: 11 ids, 10 degrees
    # of freedom, whose chi-square exceeds 35.6 once in 10,000 uniform samples.
    legal = [0, 7, 8, 100, 101, 102, 255, 256, 300, 504, 511]
    mask = np.zeros((50_000, 512), np.int8)
    mask[:, legal] = 1
    actions = way(mask, np.random.default_rng(7))
    counts = np.array([(actions == action).sum() for action in legal])
    assert counts.sum() == len(actions)
    assert chi_square(counts) < 35.6, counts


@pytest.mark.parametrize("way", WAYS)
def test_a_row_of_random_legal_ids_is_drawn_by_rank_uniformly(way: Way) -> None:
    # Random masks of many densities: the drawn id's rank among its row's legal ids, over
    # the row's count, falls in each tenth of [0, 1) equally often.
    rng = np.random.default_rng(11)
    density = rng.random((20_000, 1)) * 0.15  # up to some 77 legal ids a row, at most 127
    mask = (rng.random((20_000, 512)) < density).astype(np.int8)
    mask[:, 0] = 1  # no empty row
    actions = way(mask, rng)
    rows = np.arange(len(mask))
    assert (mask[rows, actions] == 1).all()
    ranks = np.cumsum(mask, axis=1)[rows, actions] - 1
    tenths = np.floor(10 * (ranks + rng.random(len(mask))) / mask.sum(axis=1)).astype(np.int64)
    # 9 degrees of freedom: above 33.7 once in 10,000.
    assert chi_square(np.bincount(tenths, minlength=10)) < 33.7


@pytest.mark.parametrize("way", WAYS)
def test_a_width_of_whole_words_or_not_is_drawn_from_alike(way: Way) -> None:
    # hex5's 366 compact ids (61 cells, 6 directions) and 367 with the pass: the running
    # sums pad a row to whole words; the last ids are drawn, each equally likely (10
    # degrees of freedom, above 35.6 once in 10,000), and the pass alone.
    legal = [0, 5, 6, 200, 359, 360, 361, 362, 363, 364, 365]
    for width in (366, 367):
        mask = np.zeros((50_000, width), np.int8)
        mask[:, legal] = 1
        mask[-1] = 0
        if width == 367:
            mask[-1, 366] = 1
        actions = way(mask, np.random.default_rng(width))
        counts = np.array([(actions[:-1] == action).sum() for action in legal])
        assert counts.sum() == len(actions) - 1 and chi_square(counts) < 35.6, counts
        assert actions[-1] == (366 if width == 367 else -1)


@pytest.mark.parametrize("way", WAYS)
def test_no_legal_id_gives_minus_one_and_the_pass_is_taken_alone(way: Way) -> None:
    mask = np.zeros((4, 513), np.int8)
    mask[1, 512] = 1  # only the pass
    mask[2, 5] = 1
    actions = way(mask, np.random.default_rng(0))
    assert actions.tolist() == [-1, 512, 5, -1]
    assert way(np.zeros((2, 512), bool), np.random.default_rng(0)).tolist() == [-1, -1]


def test_small_batches_take_the_flat_indices_and_large_ones_the_running_sums() -> None:
    for rows, way in [(64, sampling._by_flat_indices), (1024, sampling._by_running_sums)]:
        mask = (np.random.default_rng(rows).random((rows, 512)) < 0.05).astype(np.int8)
        assert (rows * 512 <= sampling.FLAT_BYTES_AT_MOST) == (way is sampling._by_flat_indices)
        expected = way(mask, np.random.default_rng(1))
        assert (sample_legal(mask, np.random.default_rng(1)) == expected).all()


def test_the_table_popcount_agrees_with_numpy() -> None:
    words = np.random.default_rng(5).integers(0, 2**63, size=(64, 9), dtype=np.uint64)
    words[0, 0] = np.uint64(2**64 - 1)
    expected = np.array([[bin(int(word)).count("1") for word in row] for row in words])
    assert (sampling._popcount_by_table(words) == expected).all()
    assert (sampling._popcount(words) == expected).all()


def test_bad_masks_are_refused() -> None:
    rng = np.random.default_rng(0)
    with pytest.raises(ValueError, match="num_envs, width"):
        sample_legal(np.zeros(512, np.int8), rng)
    with pytest.raises(ValueError, match="one byte an id"):
        sample_legal(np.zeros((2, 512), np.int32), rng)
    crowded = np.zeros((2, 512), np.int8)
    crowded[1, :128] = 1
    with pytest.raises(ValueError, match="more than 127"):
        sampling._by_running_sums(crowded, rng)
    assert 0 <= sample_legal(crowded, rng)[1] < 128  # a small batch: the flat indices
    crowded[1, 127] = 0  # 127 are still drawn from by rank
    assert 0 <= sampling._by_running_sums(crowded, rng)[1] < 127


@pytest.mark.parametrize(("variant", "rules"), [("12x12", "openspiel"), ("9x9", "olympiad"), ("black-hole", "default")])
def test_the_wide_boards_masks_are_drawn_from_by_their_flat_indices(variant: str, rules: str) -> None:
    # 128 games of 648 ids or more: a batch large enough for the running sums on 8x8,
    # which hold 64 cells; a wide board's are drawn from by their flat indices.
    vec = loa.VecGame(128, variant=variant, rules=rules, seed=5)
    assert vec.legal_mask().size > sampling.FLAT_BYTES_AT_MOST
    rng = np.random.default_rng(5)
    rows = np.arange(128)
    for _ in range(300):
        mask = vec.legal_mask()
        actions = sample_legal(mask, rng)
        assert (mask[rows, actions] == 1).all()
        vec.step(actions)
    with pytest.raises(ValueError, match="64 cells"):
        sampling._by_running_sums(vec.legal_mask(), rng)
