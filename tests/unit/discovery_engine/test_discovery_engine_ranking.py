"""Ranking behaviour of the discovery search engine on small catalogs."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from assent_discovery.engine import ActionDocument, SearchEngine, StaticEmbedder
from assent_discovery.engine.search import EngineParameters
from assent_discovery.engine.semantic import SemanticIndex


def _schema(**params: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {name: {"type": "string", "description": text} for name, text in params.items()},
        "required": list(params),
    }


CATALOG = [
    ActionDocument(
        "github.get_me", "Get my user profile", "Get details of the authenticated GitHub user.", {}
    ),
    ActionDocument(
        "github.create_issue",
        "Create issue",
        "Create a new issue in a GitHub repository.",
        _schema(owner="Repository owner", repo="Repository name", title="Issue title", body="Issue body"),
    ),
    ActionDocument(
        "github.list_issues",
        "List issues",
        "List issues in a GitHub repository, filtered by state or labels.",
        _schema(owner="Repository owner", repo="Repository name", state="open or closed"),
    ),
    ActionDocument(
        "github.merge_pull_request",
        "Merge pull request",
        "Merge a pull request in a GitHub repository.",
        _schema(owner="Repository owner", repo="Repository name", pullNumber="Pull request number"),
    ),
    ActionDocument(
        "slack.post_message",
        "Post message",
        "Post a new message to a Slack channel.",
        _schema(channel_id="The ID of the channel", text="The message text"),
    ),
    ActionDocument(
        "slack.get_channel_history",
        "Get channel history",
        "Get recent messages from a channel.",
        _schema(channel_id="The ID of the channel"),
    ),
    ActionDocument(
        "slack.delete_message",
        "Delete message",
        "Delete a message from a channel.",
        _schema(channel_id="The ID of the channel", ts="Timestamp of the message"),
    ),
    ActionDocument(
        "weather.get_forecast",
        "Get forecast",
        "Get the weather forecast for the coming days for a location.",
        _schema(location="City name or coordinates"),
    ),
    ActionDocument(
        "stripe.create_refund",
        "Create refund",
        "Refund a payment intent, fully or partially.",
        _schema(payment_intent="The ID of the payment intent"),
    ),
]


@pytest.fixture(scope="module")
def embedder() -> StaticEmbedder:
    model = StaticEmbedder.load()
    assert model is not None, "the packaged embedding model must load"
    return model


@pytest.fixture(scope="module")
def engine(embedder: StaticEmbedder) -> SearchEngine:
    return SearchEngine.build(CATALOG, embedder=embedder)


def _names(results: list[tuple[str, float]]) -> list[str]:
    return [name for name, _ in results]


@pytest.mark.parametrize(
    "query",
    ["github.create_issue", "create_issue", "create issue", "createIssue", "  GitHub.Create_Issue  "],
)
def test_an_exact_action_name_ranks_first(engine: SearchEngine, query: str) -> None:
    assert _names(engine.search(query, 3))[0] == "github.create_issue"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("open a bug report in the backend repo", "github.create_issue"),
        ("who am I logged in as", "github.get_me"),
        ("tell the team in the general channel that the release is out", "slack.post_message"),
        ("get rid of the message I sent by mistake", "slack.delete_message"),
        ("will it be sunny in Rome this weekend", "weather.get_forecast"),
        ("give the customer their money back", "stripe.create_refund"),
        ("land PR 57", "github.merge_pull_request"),
    ],
)
def test_a_paraphrase_finds_the_action(engine: SearchEngine, query: str, expected: str) -> None:
    assert expected in _names(engine.search(query, 2))


def test_allowed_restricts_the_results_to_those_names(engine: SearchEngine) -> None:
    allowed = {"slack.post_message", "slack.delete_message", "not.indexed"}
    results = _names(engine.search("create a github issue", 10, allowed))
    assert set(results) <= allowed
    assert _names(engine.search("remove a message", 1, allowed)) == ["slack.delete_message"]


def test_an_empty_allowed_set_finds_nothing(engine: SearchEngine) -> None:
    assert engine.search("create issue", 5, allowed=[]) == []
    assert engine.search("create issue", 5, allowed=["unknown.action"]) == []


def test_results_are_best_first_and_at_most_k(engine: SearchEngine) -> None:
    results = engine.search("issues in a repository", 3)
    assert len(results) == 3
    scores = [score for _, score in results]
    assert scores == sorted(scores, reverse=True)
    assert engine.search("issues", 0) == []


def test_search_is_deterministic(embedder: StaticEmbedder) -> None:
    first = SearchEngine.build(CATALOG, embedder=embedder)
    second = SearchEngine.build(list(reversed(CATALOG)), embedder=embedder)
    for query in ("list issues", "message", "weather", "zzz qqq"):
        assert first.search(query, 5) == first.search(query, 5)
        assert _names(first.search(query, 5)) == _names(second.search(query, 5))


@pytest.mark.parametrize(
    "query",
    [
        "",
        "   ",
        "!!!",
        "🙂🙂",
        "a" * 100_000,
        "the of and",
        "'; DROP TABLE actions; --",
        "\x00\n\t",
        "Ünïcödé façade",
    ],
)
def test_odd_queries_do_not_raise(engine: SearchEngine, query: str) -> None:
    results = engine.search(query, 5)
    assert len(results) <= 5


def test_an_empty_catalog_searches_to_nothing() -> None:
    engine = SearchEngine.build([])
    assert engine.size == 0
    assert engine.search("anything", 10) == []


def test_odd_documents_are_indexed_without_raising(embedder: StaticEmbedder) -> None:
    deep: dict[str, Any] = {"type": "string"}
    for _ in range(50):
        deep = {"type": "object", "properties": {"nested": deep}}
    huge = {"type": "object", "properties": {f"param_{i}": {"description": "x " * 500} for i in range(5000)}}
    odd = [
        ActionDocument("noNamespace", None, "", {}),
        ActionDocument("", None, "", {}),
        ActionDocument("x.deep", None, "A deeply nested schema.", deep),
        ActionDocument("x.huge", "Huge", "word " * 50_000, huge),
        ActionDocument("x.weird", "Weird", "Schema of odd shapes.", {"properties": ["not", "a", "dict"]}),
        ActionDocument(
            "x.enum", None, "Pick a colour.", {"properties": {"colour": {"enum": ["red", 3, None]}}}
        ),
        ActionDocument("x.anyof", None, "Options.", {"anyOf": [{"properties": {"alpha": {}}}, "bad"]}),
        ActionDocument("x.dup", "First", "The first of two duplicates.", {}),
        ActionDocument("x.dup", "Second", "The second of two duplicates.", {}),
    ]
    engine = SearchEngine.build(odd, embedder=embedder)
    assert engine.size == len(odd) - 1  # the duplicate name is indexed once
    assert _names(engine.search("no namespace", 1)) == ["noNamespace"]
    assert "x.anyof" in _names(engine.search("alpha", 3))
    assert _names(engine.search("duplicates", 5)).count("x.dup") == 1


def test_without_the_semantic_part_search_still_ranks_lexically() -> None:
    engine = SearchEngine.build(CATALOG, semantic=False)
    assert not engine.semantic
    assert _names(engine.search("create a new issue", 1)) == ["github.create_issue"]
    assert _names(engine.search("delete message", 1)) == ["slack.delete_message"]


def test_when_the_packaged_model_cannot_load_the_engine_ranks_lexically(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import importlib.util

    real_find_spec = importlib.util.find_spec

    def without_wordllama(name: str, *args: Any, **kwargs: Any) -> Any:
        return None if name == "wordllama" else real_find_spec(name, *args, **kwargs)

    monkeypatch.setattr(importlib.util, "find_spec", without_wordllama)
    with caplog.at_level("WARNING"):
        assert StaticEmbedder.load() is None
        engine = SearchEngine.build(CATALOG)  # asks for the semantic part and cannot have it
    assert "semantic search disabled" in caplog.text
    assert not engine.semantic
    assert _names(engine.search("create a new issue", 1)) == ["github.create_issue"]


def test_every_allowed_action_is_returned_when_k_covers_them(engine: SearchEngine) -> None:
    allowed = ["weather.get_forecast", "stripe.create_refund"]
    assert sorted(_names(engine.search("something unrelated entirely", 5, allowed))) == sorted(allowed)
    assert _names(engine.search("zzz", 5, ["weather.get_forecast"])) == ["weather.get_forecast"]


def test_a_quoted_passage_is_a_value_not_words_to_match() -> None:
    catalog = [
        ActionDocument("phone.place_call", "Place call", "Call a phone number: a landlord, a plumber.", {}),
        ActionDocument("notes.create_note", "Create note", "Create a note with a text.", {}),
        ActionDocument("shop.buy", "Buy", "Buy decorations and other items.", {}),
    ]
    request = "note “buy decorations, call the plumber”"
    kept = SearchEngine.build(catalog, semantic=False, parameters=EngineParameters(drop_quotes=False))
    dropped = SearchEngine.build(catalog, semantic=False)
    assert kept.search(request, 1)[0][0] == "shop.buy"  # the quoted words outweigh "note"
    assert [name for name, _ in dropped.search(request, 3)] == ["notes.create_note"]
    assert dropped.search('create a note saying "call the landlord"', 3) == dropped.search(
        "create a note saying", 3
    )
    # a request that is all quotation keeps its words: they are all it says
    assert dropped.search('"call the landlord"', 1)[0][0] == "phone.place_call"


def test_an_address_in_the_request_is_a_value_not_words_to_match() -> None:
    catalog = [
        ActionDocument("gmail.send_email", "Send email", "Sends a new email.", {}),
        ActionDocument(
            "oncall.list_schedules", "List OnCall schedules", "List the OnCall schedules of a company.", {}
        ),
        ActionDocument("shop.checkout", "Checkout", "Start a checkout for the shop cart.", {}),
    ]
    request = "email the summary to oncall-next@company.com"
    kept = SearchEngine.build(catalog, semantic=False, parameters=EngineParameters(drop_addresses=False))
    dropped = SearchEngine.build(catalog, semantic=False)
    assert kept.search(request, 1)[0][0] == "oncall.list_schedules"  # "oncall" from the address
    assert [name for name, _ in dropped.search(request, 3)] == ["gmail.send_email"]
    # a URL's host and path are values too: the request ranks as if it were not there
    with_url = "open https://shop.example.com/checkout in the browser"
    assert dropped.search(with_url, 3) == dropped.search("open in the browser", 3)
    assert kept.search(with_url, 3) != dropped.search(with_url, 3)


def test_static_similarities_of_several_texts_are_each_the_one_alone(embedder: StaticEmbedder) -> None:
    """A multi-need search takes its request's and its segments' static similarities from one
    product; each must be exactly what that text gets alone, over every action and over a subset."""
    index = SemanticIndex.build(embedder, [f"{d.name} {d.title} {d.description}" for d in CATALOG])
    texts = ["open an issue and then post to slack", "open an issue", "post to slack", ""]
    rows = np.asarray([0, 2, len(CATALOG) - 1])
    for subset in (None, rows):
        many = index.similarities_many(texts, subset)
        assert many.shape == (len(texts), len(CATALOG) if subset is None else rows.size)
        for text, row in zip(texts, many, strict=True):
            assert np.array_equal(row, index.similarities(text, subset))
    assert not np.array_equal(many[1], many[2])  # the texts do differ


def test_a_few_texts_tokenized_one_by_one_get_the_ids_of_a_batch(embedder: StaticEmbedder) -> None:
    """A search's few texts are tokenized on the calling thread, a catalog's in batches on the
    tokenizer's pool: either way each text gets the same ids."""
    texts = ["open an issue and then post to slack", "Zürich café — naïve résumé", "", "x" * 400]
    filler = [f"action number {n} lists the files of a folder" for n in range(100)]
    alone = embedder.token_ids(texts)
    batched = embedder.token_ids([*texts, *filler])[: len(texts)]
    assert len(alone) == len(texts)
    for one, other in zip(alone, batched, strict=True):
        assert np.array_equal(one, other)
    assert alone[0].size > 0 and alone[2].size == 0
