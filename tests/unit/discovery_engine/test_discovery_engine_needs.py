"""Requests with several needs: need segments and the coverage-aware re-ranking of the top (xQuAD)."""

from __future__ import annotations

import numpy as np
import pytest

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.contextual import encode_all
from assent_discovery.engine.encoder import ContextualEncoder
from assent_discovery.engine.needs import cover, need_segments
from assent_discovery.engine.search import EngineParameters


def _tool(name: str, description: str) -> ActionDocument:
    return ActionDocument(name=name, title=None, description=description, input_schema={})


# Three currency twins that all match the first need better than the forecast matches the second.
CATALOG = [
    _tool("fx.convert", "Convert an amount of money from one currency to another currency."),
    _tool("fx.convert_historical", "Convert money between currencies at a past date."),
    _tool("fx.rates", "Currency exchange rates for money."),
    _tool("fx.currencies", "Every currency with its code."),
    _tool("weather.forecast", "Weather forecast for a city."),
    _tool("weather.alerts", "Severe weather alerts."),
    _tool("maps.geocode", "Coordinates of a city."),
]
TWO_NEEDS = "convert money to another currency and the forecast"


def _lexical(coverage_weight: float) -> SearchEngine:
    parameters = EngineParameters(coverage_weight=coverage_weight)
    return SearchEngine.build(CATALOG, semantic=False, parameters=parameters)


def test_a_request_splits_into_needs_at_conjunctions_and_sentence_ends_not_at_commas() -> None:
    assert need_segments("Convert 100 dollars to euros and tell me tomorrow's weather in Lisbon") == [
        "Convert 100 dollars to euros",
        "tell me tomorrow's weather in Lisbon",
    ]
    assert need_segments("What's the BTC price? Then email it to Bob.") == [
        "What's the BTC price",
        "email it to Bob.",
    ]
    # a comma mostly qualifies the same need in a chatty request; it does not split
    assert need_segments("a flight to Rome, cheap, next Friday") == []
    assert need_segments("the weather in Lisbon") == []
    # a piece with no content word is no need
    assert need_segments("I need it and also") == []


def test_cover_picks_next_the_candidate_of_the_need_left_uncovered() -> None:
    base = np.array([1.0, 0.9, 0.8, 0.5])
    first_need = np.array([1.0, 1.0, 0.9, 0.0])
    second_need = np.array([0.0, 0.0, 0.1, 1.0])
    assert cover(base, [first_need, second_need], 0.5) == [0, 3, 1, 2]
    assert cover(base, [first_need, second_need], 0.0) == [0, 1, 2, 3]  # λ 0: the request's order


def test_the_second_need_of_a_request_rises_above_twins_of_the_first() -> None:
    plain = [name for name, _ in _lexical(0.0).search(TWO_NEEDS, 5)]
    covered = _lexical(0.5).search(TWO_NEEDS, 5)
    assert plain[:3] == ["fx.convert", "fx.convert_historical", "weather.forecast"]
    assert [name for name, _ in covered][:3] == ["fx.convert", "weather.forecast", "fx.convert_historical"]
    scores = [score for _, score in covered]
    assert scores == sorted(scores, reverse=True)  # still best first
    assert {name for name, _ in covered} == set(plain)  # re-ordered, nothing new or lost


def test_a_single_need_request_is_ranked_as_before() -> None:
    for query in ("convert money to another currency", "forecast, for a city"):
        assert _lexical(0.5).search(query, 5) == _lexical(0.0).search(query, 5)


@pytest.fixture(scope="module")
def encoder() -> ContextualEncoder:
    loaded = ContextualEncoder.load()
    assert loaded is not None, "the packaged model files must load"
    return loaded


def test_with_the_encoder_each_need_is_encoded_and_found(encoder: ContextualEncoder) -> None:
    catalog = [
        _tool("OpenNotify.astros", "Astros"),
        _tool("OpenNotify.iss_now", "ISS now"),
        _tool("frankfurter.latest", "Latest rates"),
        _tool("frankfurter.historical", "Historical rates"),
        _tool("frankfurter.currencies", "Currencies"),
        _tool("coingecko.simple_price", "Simple Price"),
    ]
    engine = encode_all(SearchEngine.build(catalog), catalog, encoder)
    request = "what are today's euro to dollar exchange rates and who is up in space right now"
    top = [name for name, _ in engine.search(request, 3)]
    assert "frankfurter.latest" in top and "OpenNotify.astros" in top
    encoded = encoder._queries  # the service's LRU of encoded requests
    assert "who is up in space right now" in encoded  # the segment was encoded on its own
