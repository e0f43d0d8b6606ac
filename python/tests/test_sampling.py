"""``sample_legal``: a legal id in every row, each legal id equally likely, -1 where
there is none, the pass column where it is the only move; the table popcount used
before numpy 2.0 agrees with numpy's."""

from __future__ import annotations

import numpy as np
import pytest

import lines_of_action as loa
from lines_of_action import sampling
from lines_of_action.sampling import sample_legal


@pytest.mark.parametrize(
    ("variant", "rules"),
    [("standard", "openspiel"), ("standard", "default"), ("6x6", "openspiel"), ("7x7", "default"), ("loaps", "openspiel")],
)
def test_every_pick_is_legal_through_whole_games(variant: str, rules: str) -> None:
    vec = loa.VecGame(64, variant=variant, rules=rules, seed=3)
    rng = np.random.default_rng(3)
    rows = np.arange(64)
    for _ in range(400):
        mask = vec.legal_mask()
        actions = sample_legal(mask, rng)
        assert (mask[rows, actions] == 1).all()
        vec.step(actions)  # raises if an action were illegal


def chi_square(counts: np.ndarray) -> float:
    expected = counts.sum() / len(counts)
    return float(((counts - expected) ** 2 / expected).sum())


def test_each_legal_id_is_equally_likely() -> None:
    # Ids in the first and last cell, groups of cells and directions: 11 ids, 10 degrees
    # of freedom, whose chi-square exceeds 35.6 once in 10,000 uniform samples.
    legal = [0, 7, 8, 100, 101, 102, 255, 256, 300, 504, 511]
    mask = np.zeros((50_000, 512), np.int8)
    mask[:, legal] = 1
    actions = sample_legal(mask, np.random.default_rng(7))
    counts = np.array([(actions == action).sum() for action in legal])
    assert counts.sum() == len(actions)
    assert chi_square(counts) < 35.6, counts


def test_a_row_of_random_legal_ids_is_drawn_by_rank_uniformly() -> None:
    # Random masks of many densities: the drawn id's rank among its row's legal ids, over
    # the row's count, falls in each tenth of [0, 1) equally often.
    rng = np.random.default_rng(11)
    density = rng.random((20_000, 1)) * 0.15  # up to some 77 legal ids a row, at most 127
    mask = (rng.random((20_000, 512)) < density).astype(np.int8)
    mask[:, 0] = 1  # no empty row
    actions = sample_legal(mask, rng)
    rows = np.arange(len(mask))
    assert (mask[rows, actions] == 1).all()
    ranks = np.cumsum(mask, axis=1)[rows, actions] - 1
    tenths = np.floor(10 * (ranks + rng.random(len(mask))) / mask.sum(axis=1)).astype(np.int64)
    # 9 degrees of freedom: above 33.7 once in 10,000.
    assert chi_square(np.bincount(tenths, minlength=10)) < 33.7


def test_no_legal_id_gives_minus_one_and_the_pass_is_taken_alone() -> None:
    mask = np.zeros((3, 513), np.int8)
    mask[1, 512] = 1  # only the pass
    mask[2, [5, 512]] = 1  # a slide and the pass (never both in a game): the slide
    actions = sample_legal(mask, np.random.default_rng(0))
    assert actions.tolist() == [-1, 512, 5]
    assert sample_legal(np.zeros((2, 512), bool), np.random.default_rng(0)).tolist() == [-1, -1]


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
        sample_legal(crowded, rng)
    crowded[1, 127] = 0  # 127 is still drawn from
    assert 0 <= sample_legal(crowded, rng)[1] < 127
