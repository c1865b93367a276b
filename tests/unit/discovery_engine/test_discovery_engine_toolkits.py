"""The toolkits' vector sums (the same norms however the rows are read, without decoding all at
once), and a toolkit a request names."""

from __future__ import annotations

import tracemalloc

import numpy as np

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.lexical import FIELDS, Bm25fParameters
from assent_discovery.engine.products import QuantisedRows
from assent_discovery.engine.search import EngineParameters
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


# Two toolkits with the same action and the same words: only the namespace tells them apart. The
# lexical index's namespace field does (a bonus of its own for a named toolkit, until the
# thirty-fourth round, earned nothing beyond it on any bench split: decision 006).
SAME_NEED = [
    ActionDocument("asana.list_projects", None, "List the projects of a workspace.", {}),
    ActionDocument("jira.list_projects", None, "List the projects of a workspace.", {}),
]


def _lexical(namespace_weight: float | None) -> SearchEngine:
    assert FIELDS[1] == "namespace"
    weights = list(Bm25fParameters().weights)
    if namespace_weight is not None:
        weights[1] = namespace_weight
    bm25f = Bm25fParameters(weights=tuple(weights))
    return SearchEngine.build(SAME_NEED, semantic=False, parameters=EngineParameters(bm25f=bm25f))


def test_a_request_that_names_a_toolkit_gets_its_actions_first() -> None:
    # without the namespace field the two tie on every word and the name order decides
    assert _lexical(0.0).search("the projects in jira", 2)[0][0] == "asana.list_projects"
    for request in ("the projects in jira", "list the projects in jira and post them in slack"):
        assert _lexical(None).search(request, 2)[0][0] == "jira.list_projects"
