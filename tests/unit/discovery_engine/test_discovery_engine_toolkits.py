"""The toolkits' vector sums: the same norms however the rows are read, without decoding all at once."""

from __future__ import annotations

import tracemalloc

import numpy as np

from assent_discovery.engine.products import QuantisedRows
from assent_discovery.engine.toolkits import Toolkits


def _catalog(rng: np.random.Generator) -> list[str]:
    """Toolkits of 1 to 60 actions and one of 1,500 (larger than a chunk), interleaved."""
    sizes = [*rng.integers(1, 60, size=120).tolist(), 1500]
    names = [f"kit{k}.action{i}" for k, size in enumerate(sizes) for i in range(size)]
    return [names[i] for i in rng.permutation(len(names))]


def test_toolkit_norms_are_the_norms_of_their_present_vectors_sums() -> None:
    rng = np.random.default_rng(3)
    names = _catalog(rng)
    vectors = rng.standard_normal((len(names), 64)).astype(np.float32)
    rows = QuantisedRows.of(vectors)
    present = rng.random(len(names)) > 0.2
    toolkits = Toolkits(names)

    got = toolkits.norms(rows, present)

    decoded = rows.rows() * present[:, None]
    want = np.zeros((toolkits.count, 64))
    np.add.at(want, toolkits.ids, decoded.astype(np.float64))
    assert got.shape == (toolkits.count,)
    assert np.allclose(got, np.linalg.norm(want, axis=1), rtol=0, atol=1e-9)
    assert toolkits.norms(rows, present) is got  # kept until a vector lands


def test_toolkit_norms_decode_a_chunk_of_rows_at_a_time() -> None:
    """All rows decoded at once were 30 MB of float temporaries at 10k actions, which the allocator
    kept resident after the first search."""
    rng = np.random.default_rng(4)
    names = [f"kit{i % 400}.action{i}" for i in range(20_000)]
    rows = QuantisedRows.of(rng.standard_normal((len(names), 128)).astype(np.float32))
    present = np.ones(len(names), dtype=bool)
    toolkits = Toolkits(names)
    all_rows = len(names) * 128 * 4
    tracemalloc.start()
    try:
        toolkits.norms(rows, present)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < all_rows / 2, peak


def test_toolkit_prior_from_unit_sums_equals_the_one_from_every_actions_cosine() -> None:
    """A need segment's toolkit prior comes from one (toolkits × dim) product; it must be the prior
    `part` computes for a whole request from every action's cosine."""
    rng = np.random.default_rng(5)
    names = _catalog(rng)
    vectors = rng.standard_normal((len(names), 64)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    rows = QuantisedRows.of(vectors)
    picked = rng.choice(len(names), size=30, replace=False)
    for present in (np.ones(len(names), dtype=bool), rng.random(len(names)) > 0.3):
        toolkits = Toolkits(names)
        for _ in range(3):
            query = rng.standard_normal(64).astype(np.float32)
            query /= np.linalg.norm(query)
            want = toolkits.part(rows.dot(query, None), rows, present, None)
            got = toolkits.part_of_query(query, rows, present, picked)
            assert want is not None and got is not None
            assert np.allclose(got, want[picked], rtol=0, atol=1e-4)  # int8 products: 1e-5 before scaling
            every = toolkits.part_of_query(query, rows, present, None)
            assert every is not None and np.allclose(every, want, rtol=0, atol=1e-4)
        assert toolkits.unit_sums(rows, present)[0] is toolkits.unit_sums(rows, present)[0]  # kept
