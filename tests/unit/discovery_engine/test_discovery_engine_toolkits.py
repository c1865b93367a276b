"""The toolkits' vector sums (the same norms however the rows are read, without decoding all at
once), and the toolkits a request names."""

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


def test_a_toolkit_is_named_by_every_word_of_its_namespace() -> None:
    toolkits = Toolkits(["google_calendar.list_events", "google_drive.list_files", "slack.post", "jira"])
    assert toolkits.named({"my", "google", "calendar"}).tolist() == [1.0, 0.0, 0.0, 0.0]
    assert toolkits.named({"google", "stuff"}).tolist() == [0.0, 0.0, 0.0, 0.0]  # half a name: none
    assert toolkits.named({"post", "in", "slack"}, np.asarray([2, 0])).tolist() == [1.0, 0.0]
    # a flat name is an action, not a product the user names
    assert toolkits.named({"jira"}).tolist() == [0.0, 0.0, 0.0, 0.0]


# Two toolkits with the same action and the same words. The namespace is left out of the lexical
# index here (weight 0), so only the rule tells them apart; in a large catalog the namespace's words
# are a small share of the evidence and many toolkits meet the need alike.
SAME_NEED = [
    ActionDocument("asana.list_projects", None, "List the projects of a workspace.", {}),
    ActionDocument("jira.list_projects", None, "List the projects of a workspace.", {}),
]


def _lexical(named_weight: float) -> SearchEngine:
    assert FIELDS[1] == "namespace"
    weights = list(Bm25fParameters().weights)
    weights[1] = 0.0  # no namespace field; the others as shipped
    bm25f = Bm25fParameters(weights=tuple(weights))
    parameters = EngineParameters(bm25f=bm25f, named_weight=named_weight)
    return SearchEngine.build(SAME_NEED, semantic=False, parameters=parameters)


def test_a_one_need_request_that_names_a_toolkit_gets_its_actions_first() -> None:
    # without the rule the two tie on every word and the name order decides
    assert _lexical(0.0).search("the projects in jira", 2)[0][0] == "asana.list_projects"
    assert _lexical(0.1).search("the projects in jira", 2)[0][0] == "jira.list_projects"


def test_a_request_of_several_needs_gets_no_bonus_for_a_named_toolkit() -> None:
    engine = _lexical(0.1)
    scores = engine.scores("list the projects in jira", one_need=False)
    assert scores[0] == scores[1]
    assert engine.scores("list the projects in jira")[1] > engine.scores("list the projects in jira")[0]
