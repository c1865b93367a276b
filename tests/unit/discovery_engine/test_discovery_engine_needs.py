"""Two-level catalogs and requests with several needs: the toolkit prior, need segments and the
coverage-aware re-ranking of the top (PM-2; xQuAD before)."""

from __future__ import annotations

import numpy as np
import pytest

import assent_discovery.engine.search as search_module
from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.contextual import ContextualVectors, encode_all
from assent_discovery.engine.encoder import ContextualEncoder
from assent_discovery.engine.needs import (
    MAX_NEEDS,
    STORY_RATIO,
    cover,
    cover_in_proportion,
    joined,
    need_runs,
    need_segments,
    need_spans,
    need_weights,
)
from assent_discovery.engine.products import QuantisedRows
from assent_discovery.engine.search import EngineParameters
from assent_discovery.engine.semantic import SemanticIndex
from assent_discovery.engine.toolkits import Toolkits, in_play_share


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
        "Then email it to Bob",
    ]
    # a comma mostly qualifies the same need in a chatty request; it does not split
    assert need_segments("a flight to Rome, cheap, next Friday") == []
    assert need_segments("the weather in Lisbon") == []
    # a piece with no content word is no need
    assert need_segments("I need it and also") == []
    # a quotation's full stops and "and"s are the value's, not the request's
    assert need_segments("Email Kim 'Done. Thanks and bye!' and book a table at Nopa") == [
        "Email Kim 'Done. Thanks and bye!'",
        "book a table at Nopa",
    ]
    assert need_segments('Queue "Salt and Pepper" by the Kinks') == []


def test_a_list_ended_by_a_comma_and_a_joining_word_splits_at_its_commas_too() -> None:
    assert need_segments("Check the weather in Oslo, book a table at Nopa, and send Bob a message") == [
        "Check the weather in Oslo",
        "book a table at Nopa",
        "send Bob a message",
    ]
    assert need_segments("Colorize example.jpg, find a similar image, then blend the two") == [
        "Colorize example.jpg",
        "find a similar image",
        "blend the two",
    ]
    # without the list's end the commas still qualify one need
    assert need_segments("a flight to Rome, cheap, next Friday and a hotel there") == [
        "a flight to Rome, cheap, next Friday",
        "a hotel there",
    ]
    assert need_segments("Check the weather in Oslo, book a table and call Bob") == [
        "Check the weather in Oslo, book a table",
        "call Bob",
    ]
    # a list ended inside a quotation is the value's: the request's own commas stay
    assert need_segments('Email Kim "eggs, milk, and bread" from the shop, today and call Bob') == [
        'Email Kim "eggs, milk, and bread" from the shop, today',
        "call Bob",
    ]
    # numbers keep their thousands
    assert need_segments("Pay 1,000,000 dollars, convert it to euros, and tell me the rate") == [
        "Pay 1,000,000 dollars",
        "convert it to euros",
        "tell me the rate",
    ]


def test_cover_picks_next_the_candidate_of_the_need_left_uncovered() -> None:
    base = np.array([1.0, 0.9, 0.8, 0.5])
    first_need = np.array([1.0, 1.0, 0.9, 0.0])
    second_need = np.array([0.0, 0.0, 0.1, 1.0])
    assert cover(base, [first_need, second_need], 0.5) == [0, 3, 1, 2]
    assert cover(base, [first_need, second_need], 0.0) == [0, 1, 2, 3]  # λ 0: the request's order


def test_with_seats_a_need_keeps_earning_places_after_its_first_pick() -> None:
    # five near-twins of the first need, then two actions of the second need
    base = np.array([1.0, 0.95, 0.9, 0.85, 0.8, 0.6, 0.55])
    first_need = np.array([1.0, 0.9, 0.9, 0.8, 0.8, 0.0, 0.0])
    second_need = np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.9, 1.0])
    # xQuAD: picking 5 marks the second need 90 % covered, so its best action (6) comes last
    assert cover(base, [first_need, second_need], 0.5) == [0, 5, 1, 2, 3, 4, 6]
    # PM-2: the needs share the places, so both of the second need's actions are in the top 5
    assert cover_in_proportion(base, [first_need, second_need], 0.5, 0.5) == [0, 1, 5, 2, 6, 3, 4]
    # λ 0: the request's order
    assert cover_in_proportion(base, [first_need, second_need], 0.0, 0.5) == list(range(7))
    # only the places asked for are filled; the candidates left follow in the request's order
    assert cover_in_proportion(base, [first_need, second_need], 0.5, 0.5, places=3) == [0, 1, 5, 2, 3, 4, 6]


def test_a_need_of_less_weight_earns_fewer_places() -> None:
    base = np.array([1.0, 0.95, 0.9, 0.85, 0.8, 0.6, 0.55])
    first_need = np.array([1.0, 0.9, 0.9, 0.8, 0.8, 0.0, 0.0])
    second_need = np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.9, 1.0])
    needs = [first_need, second_need]
    equal = cover_in_proportion(base, needs, 0.5, 0.5, weights=np.array([1.0, 1.0]))
    assert equal == cover_in_proportion(base, needs, 0.5, 0.5) == [0, 1, 5, 2, 6, 3, 4]
    # at half the weight the second need's first action comes a place later, its second two
    assert cover_in_proportion(base, needs, 0.5, 0.5, weights=np.array([1.0, 0.5])) == [0, 1, 2, 5, 3, 4, 6]
    # at a tenth it earns no place ahead of the request's own order
    assert cover_in_proportion(base, needs, 0.5, 0.5, weights=np.array([1.0, 0.09])) == list(range(7))


def test_a_segment_that_meets_no_candidate_well_and_names_no_operation_weighs_less() -> None:
    # story ("I have a busy day ahead") against two needs, by the cosine of each one's closest candidate
    weights = need_weights([0.8, 0.3, 0.8 * STORY_RATIO + 0.01], [False, False, False])
    assert weights.tolist() == pytest.approx([1.0, (0.3 / 0.8) ** 2, 1.0])
    # a segment that names an operation is a need, however far its closest candidate
    assert need_weights([0.8, 0.3], [False, True]).tolist() == [1.0, 1.0]
    assert need_weights([0.0, 0.0], [False, False]).tolist() == [1.0, 1.0]


def test_the_second_need_of_a_request_rises_above_twins_of_the_first() -> None:
    plain = [name for name, _ in _lexical(0.0).search(TWO_NEEDS, 5)]
    covered = _lexical(0.5).search(TWO_NEEDS, 5)
    assert plain[:3] == ["fx.convert", "fx.convert_historical", "weather.forecast"]
    assert [name for name, _ in covered][:3] == ["fx.convert", "weather.forecast", "fx.convert_historical"]
    scores = [score for _, score in covered]
    assert scores == sorted(scores, reverse=True)  # still best first
    # the second need keeps its share of the places: its other action enters the top 5
    assert "weather.alerts" not in plain and "weather.alerts" in {name for name, _ in covered}
    everything = len(CATALOG)  # re-ordered, nothing new or lost
    assert {n for n, _ in _lexical(0.5).search(TWO_NEEDS, everything)} == {
        n for n, _ in _lexical(0.0).search(TWO_NEEDS, everything)
    }


def test_a_request_wrapped_in_quotes_is_the_request_not_a_value_of_one() -> None:
    """A request pasted or passed on in quotes as a whole (as BFCL's questions are) was one quoted
    passage: no place to cut into needs, so its second need lost the places it earns."""
    wrapped = f'"{TWO_NEEDS}"'
    assert need_spans(wrapped) == []  # read as a value, the request holds no cut
    engine = _lexical(0.5)
    assert engine.search(wrapped, 5) == engine.search(TWO_NEEDS, 5)
    assert [name for name, _ in engine.search(f"“{TWO_NEEDS}”", 3)][1] == "weather.forecast"


def test_a_single_need_request_is_ranked_as_before() -> None:
    for query in ("convert money to another currency", "forecast, for a city"):
        assert _lexical(0.5).search(query, 5) == _lexical(0.0).search(query, 5)


@pytest.fixture(scope="module")
def encoder() -> ContextualEncoder:
    loaded = ContextualEncoder.load()
    assert loaded is not None, "the packaged model files must load"
    return loaded


def test_with_the_encoder_the_second_need_is_covered_in_the_top_three(encoder: ContextualEncoder) -> None:
    """Without coverage the currency need takes the first four places and the astronauts come sixth;
    with it they come third (second while the lexical share shrank for long requests, until the
    thirty-eighth round), the first places still the currency need's, whose words match."""
    catalog = [
        _tool("OpenNotify.astros", "Astros"),
        _tool("OpenNotify.iss_now", "ISS now"),
        _tool("frankfurter.latest", "Latest rates"),
        _tool("frankfurter.historical", "Historical rates"),
        _tool("frankfurter.currencies", "Currencies"),
        _tool("coingecko.simple_price", "Simple Price"),
        _tool("jokeapi.joke", "Get Joke"),
        _tool("nager.PublicHolidays", "Public holidays"),
        _tool("deckofcards.draw", "Draw"),
    ]
    request = "convert euros to dollars at today's rate and list the astronauts in orbit"

    def toolkits(coverage_weight: float) -> list[str]:
        # the toolkit prior off: this measures the coverage re-ranking alone
        parameters = EngineParameters(coverage_weight=coverage_weight, toolkit_weight=0.0)
        engine = encode_all(SearchEngine.build(catalog, parameters=parameters), catalog, encoder)
        return [name.split(".")[0] for name, _ in engine.search(request, 6)]

    assert toolkits(0.0)[:4] == ["frankfurter"] * 3 + ["coingecko"]  # the currency need fills the top
    assert toolkits(0.5)[:3] == ["frankfurter", "frankfurter", "OpenNotify"]


def test_every_need_segment_is_in_the_first_stage_past_the_re_pick_s_first_ones(
    encoder: ContextualEncoder, monkeypatch: pytest.MonkeyPatch
) -> None:
    request = (
        "Pay my bill. Book a table. Play jazz. Set an alarm for 7. Call mum. Order a pizza. "
        "Water the plants. Lock the door. Then, a joke"
    )
    assert len(need_spans(request)) == MAX_NEEDS == 8 and len(need_spans(request, None)) == 9
    catalog = [_tool("bills.pay", "Pay a bill"), _tool("clock.alarm", "Set an alarm")]
    engine = encode_all(SearchEngine.build(catalog), catalog, encoder)
    read: list[int] = []
    original = ContextualEncoder.encode_needs

    def spying(self: ContextualEncoder, text: str, spans: list[tuple[int, int]], **options: bool) -> object:
        read.append(len(spans))
        return original(self, text, spans, **options)

    products: list[int] = []
    closeness = ContextualVectors.closeness

    def counting(self: ContextualVectors, vectors: list[np.ndarray], rows: object) -> object:
        products.append(len(vectors))
        return closeness(self, vectors, rows)  # type: ignore[arg-type]

    monkeypatch.setattr(ContextualEncoder, "encode_needs", spying)
    monkeypatch.setattr(ContextualVectors, "closeness", counting)
    engine.search(request, 2)
    # the ninth need ("a joke") is re-picked for joined with the eighth, and the first stage reads
    # each action's cosine to it alone too
    assert read == [9]
    # one product for the request and its nine needs; the re-pick reads each run's closest rows
    assert products == [1 + 9]


def test_a_segment_the_encoder_reads_takes_no_static_similarity(
    encoder: ContextualEncoder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read by the encoder, a need segment is scored lexically and contextually: only the request
    is embedded statically. Without the encoder's reading, every segment is, in the same product."""
    request = "convert 100 dollars to euros and give me the weather forecast for Lisbon"
    assert len(need_spans(request)) == 2
    embedded: list[int] = []
    original = SemanticIndex.similarities_many

    def counting(self: SemanticIndex, queries: list[str], rows: object = None) -> np.ndarray:
        embedded.append(len(queries))
        return original(self, queries, rows)  # type: ignore[arg-type]

    monkeypatch.setattr(SemanticIndex, "similarities_many", counting)
    plain = SearchEngine.build(CATALOG)
    read = encode_all(plain, CATALOG, encoder)
    assert {name for name, _ in read.search(request, 3)[:2]} == {"fx.convert", "weather.forecast"}
    assert embedded == [1]
    embedded.clear()
    plain.search(request, 3)
    assert embedded == [1 + 2]


def test_the_re_pick_weighs_each_need_by_its_segment_encoded_alone(encoder: ContextualEncoder) -> None:
    request = "exchange rates for the yen, then a joke"
    spans = need_spans(request)
    _, pooled = encoder.encode_request(request, spans)
    rates, joke = (encoder.encode_query(request[start:end]) for start, end in spans)
    # pooled from the request's pass, "a joke" still reads as the rates need; alone it does not
    assert float(pooled[1] @ rates) > 0.5
    assert abs(float(joke @ rates)) < 0.1
    catalog = [_tool("frankfurter.latest", "Latest rates"), _tool("jokeapi.joke", "Get Joke")]
    read = encoder.encode_needs(request, spans)
    # read alone ([CLS] and words, without the [SEP] `encode_query` adds): a joke, not the rates
    assert float(read.needs[1] @ joke) > 0.75 and abs(float(read.needs[1] @ rates)) < 0.1
    for alone in (False, True):
        fresh = ContextualEncoder.load()
        assert fresh is not None
        engine = encode_all(
            SearchEngine.build(catalog, parameters=EngineParameters(segments_alone=alone)), catalog, fresh
        )
        engine.search(request, 2)
        # `encode_needs` (segments read alone) keys its entry with \x1e, `encode_request` with \x1f
        assert any("\x1e" in key for key in fresh._queries) is alone


def test_each_action_is_as_close_to_a_multi_need_request_as_to_its_closest_need(
    encoder: ContextualEncoder,
) -> None:
    # the request's one vector blends both needs and leans to the currency one
    catalog = [
        _tool("frankfurter.latest", "Latest rates"),
        _tool("frankfurter.historical", "Historical rates"),
        _tool("frankfurter.currencies", "Currencies"),
        _tool("jokeapi.joke", "Get Joke"),
        _tool("nager.PublicHolidays", "Public holidays"),
        _tool("deckofcards.draw", "Draw"),
    ]
    request = "exchange rates for the yen, then a joke"

    engine = encode_all(SearchEngine.build(catalog), catalog, encoder)
    # the first stage alone, without the toolkit prior, whose scaled part flips between two toolkits
    # this close (the int8 graph reads slightly differently on hosts with and without VNNI)
    isolated = SearchEngine.build(catalog, parameters=EngineParameters(toolkit_weight=0.0))
    isolated = isolated.with_contextual(engine.contextual)
    vector, needs = encoder.encode_request(request, need_spans(request))

    def scores(need_vectors: list[np.ndarray]) -> dict[str, float]:
        first_stage = isolated.scores(request, None, vector, need_vectors)
        return {name: float(first_stage[row]) for row, name in enumerate(engine.names)}

    blended, per_need = scores([]), scores(needs)
    assert per_need["jokeapi.joke"] > blended["jokeapi.joke"] + 0.2  # its need's own vector finds it
    assert per_need["jokeapi.joke"] > per_need["frankfurter.currencies"]
    assert per_need["frankfurter.currencies"] == pytest.approx(blended["frankfurter.currencies"], abs=0.05)
    assert engine.search(request, 1)[0][0] == "jokeapi.joke"  # search passes the need vectors on
    off = EngineParameters(need_vectors=False)
    engine_off = SearchEngine.build(catalog, parameters=off).with_contextual(engine.contextual)
    on, without = dict(engine.search(request, 6)), dict(engine_off.search(request, 6))
    assert without["jokeapi.joke"] < on["jokeapi.joke"] - 0.1
    assert engine_off.search(request, 1)[0][0] == "frankfurter.currencies"  # the blend leans to rates


def test_a_toolkit_whose_siblings_fit_the_request_lifts_its_terse_endpoint(
    encoder: ContextualEncoder,
) -> None:
    # three products with a bare "Search" endpoint: only the siblings say which one finds places
    catalog = [
        _tool("Genius.search", "Search"),
        _tool("Genius.songs", "Songs"),
        _tool("Genius.artists_songs", "Artist songs"),
        _tool("Genius.lyrics", "Lyrics"),
        _tool("TrueWay.search", "Search"),
        _tool("TrueWay.nearby", "Places nearby"),
        _tool("TrueWay.geocode", "Geocode"),
        _tool("TrueWay.reverse", "Reverse geocode"),
        _tool("Hub.search", "Search"),
        _tool("Hub.status", "Status"),
    ]

    def first(toolkit_weight: float, request: str) -> str:
        # the prior alone: late interaction re-reads the three bare "Search" texts by their
        # toolkits' own words ("hub search", "true way search"), which say nothing of places.
        # The prior in full (no in-play share), as among a hundred toolkits or more: among these
        # three its shipped share is 0.12, and the dentist's margin at that share is a few
        # thousandths, which the int8 graph reads differently with and without VNNI.
        parameters = EngineParameters(toolkit_weight=toolkit_weight, toolkit_full_at=0, late_weight=0.0)
        engine = encode_all(SearchEngine.build(catalog, parameters=parameters), catalog, encoder)
        return engine.search(request, 3)[0][0]

    shipped = EngineParameters().toolkit_weight
    assert first(shipped, "search for a coffee shop close to me") == "TrueWay.search"
    # what the prior fixes: without it, one of the other bare "Search" endpoints comes first (the
    # encoder tuned on the bench's pairs gets the coffee shop right alone, not the dentist)
    assert first(shipped, "search for a dentist in my area") == "TrueWay.search"
    assert first(0.0, "search for a dentist in my area") in {"Genius.search", "Hub.search"}
    assert first(shipped, "look up a track by a line of its words") == "Genius.search"


def test_toolkit_scores_need_vectors_and_count_only_those_ready() -> None:
    toolkits = Toolkits(["a.x", "a.y", "b.x", "solo"])
    assert toolkits.ids.tolist() == [0, 0, 1, 2]  # a name without a namespace is its own toolkit
    vectors = QuantisedRows.of(np.eye(4, dtype=np.float32))
    cosine = np.array([0.9, 0.1, 0.5, 0.2], dtype=np.float32)
    part = toolkits.part(cosine, vectors, np.ones(4, dtype=bool), None)
    assert part is not None
    # a: (0.9 + 0.1) / |e0 + e1| = 0.707; b: 0.5; solo: 0.2 → scaled between median (0.5) and max
    assert part.tolist() == pytest.approx([1.0, 1.0, 0.0, 0.0])
    present = np.array([True, False, True, True])  # a.y not encoded yet: a is a.x alone
    again = toolkits.part(cosine, vectors, present, None)
    assert again is not None and again.tolist() == pytest.approx([1.0, 1.0, 0.0, 0.0])
    assert toolkits.norms(vectors, present).tolist() == pytest.approx([1.0, 1.0, 1.0])
    assert toolkits.part(cosine, vectors, np.zeros(4, dtype=bool), None) is None
    # restricted to some rows, only their cosines count (a's norm stays its whole toolkit's)
    rows = np.array([0, 2, 3])
    restricted = toolkits.part(cosine[rows], vectors, np.ones(4, dtype=bool), rows)
    assert restricted is not None and restricted.tolist() == pytest.approx([1.0, 0.0, 0.0])


def test_the_prior_weighs_by_how_many_toolkits_are_in_play() -> None:
    # ln(n) / ln(100), whole from a hundred toolkits: 0.5 × it is 0.15 among four connections
    assert 0.5 * in_play_share(4, 100) == pytest.approx(0.1505, abs=1e-4)
    assert in_play_share(20, 100) == pytest.approx(0.6505, abs=1e-4)
    assert in_play_share(100, 100) == in_play_share(600, 100) == 1.0
    assert in_play_share(1, 100) == 0.0
    toolkits = Toolkits(["a.x", "a.y", "b.x", "solo"])
    vectors = QuantisedRows.of(np.eye(4, dtype=np.float32))
    cosine = np.array([0.9, 0.1, 0.5, 0.2], dtype=np.float32)
    whole = toolkits.part(cosine, vectors, np.ones(4, dtype=bool), None)
    # three toolkits in play: ln 3 / ln 100 of the same scores; the candidates' toolkits, not the catalog's
    scaled = toolkits.part(cosine, vectors, np.ones(4, dtype=bool), None, full_at=100)
    assert whole is not None and scaled is not None
    assert scaled.tolist() == pytest.approx((whole * in_play_share(3, 100)).tolist())
    # the toolkits in play are the candidates': a.y left out keeps three, b.x left out leaves two
    rows = np.array([0, 2, 3])
    three = toolkits.part(cosine[rows], vectors, np.ones(4, dtype=bool), rows, full_at=100)
    assert three is not None and three.tolist() == pytest.approx([in_play_share(3, 100), 0.0, 0.0])
    rows = np.array([0, 1, 3])
    two = toolkits.part(cosine[rows], vectors, np.ones(4, dtype=bool), rows, full_at=100)
    assert two is None  # of two toolkits the upper median is the maximum: no spread, no prior


def test_the_prior_is_the_same_whichever_order_the_catalog_lists_its_actions_in() -> None:
    names = ["a.x", "a.y", "b.x", "b.y", "b.z", "solo", "c.x"]
    cosine = np.array([0.9, 0.1, 0.5, 0.4, 0.3, 0.2, 0.6], dtype=np.float32)
    vectors = np.random.default_rng(7).normal(size=(7, 8)).astype(np.float32)
    grouped = Toolkits(names)
    part = grouped.part(cosine, QuantisedRows.of(vectors), np.ones(7, dtype=bool), None)
    shuffled = [3, 0, 6, 5, 1, 4, 2]  # b.y, a.x, c.x, solo, a.y, b.z, b.x: no toolkit listed together
    apart = Toolkits([names[i] for i in shuffled])
    again = apart.part(cosine[shuffled], QuantisedRows.of(vectors[shuffled]), np.ones(7, dtype=bool), None)
    assert part is not None and again is not None
    assert again.tolist() == pytest.approx(part[shuffled].tolist(), abs=1e-6)
    # and as the sums over a subset of rows count them (`bincount`)
    rows = np.arange(7)
    subset = grouped.part(cosine, QuantisedRows.of(vectors), np.ones(7, dtype=bool), rows)
    assert subset is not None and subset.tolist() == pytest.approx(part.tolist(), abs=1e-6)


def test_the_share_of_toolkits_in_play_that_have_siblings() -> None:
    toolkits = Toolkits(["a.x", "a.y", "b.x", "solo"])
    assert toolkits.sibling_share() == pytest.approx(1 / 3)  # a of a, b, solo
    assert toolkits.sibling_share(np.array([0, 1])) == 1.0  # a's two actions are the candidates
    assert toolkits.sibling_share(np.array([0, 2, 3])) == 0.0  # a.y not allowed: a is alone too
    assert Toolkits(["x", "y", "z"]).sibling_share() == 0.0  # a flat catalog
    assert Toolkits([]).sibling_share() == 0.0


def test_each_need_run_gets_the_toolkit_prior_of_its_own_segments(encoder: ContextualEncoder) -> None:
    catalog = [
        _tool("a.x", "Alpha x"),
        _tool("a.y", "Alpha y"),
        _tool("b.x", "Beta x"),
        _tool("b.y", "Beta y"),
        _tool("solo", "Solo"),
    ]
    parameters = EngineParameters(toolkit_full_at=0)  # the prior whole, not by toolkits in play
    engine = encode_all(SearchEngine.build(catalog, parameters=parameters), catalog, encoder)
    # each run's cosines to the candidates (the request's tie a and b): the first is about a, the
    # second about b
    runs = [
        np.array([0.9, 0.8, 0.1, 0.1, 0.2], dtype=np.float32),
        np.array([0.1, 0.1, 0.9, 0.7, 0.3], dtype=np.float32),
    ]
    top = np.array([4, 2, 0])  # the re-picked top: solo, b.x, a.x
    out = engine._with_run_priors([np.zeros(3), np.ones(3)], runs, None, top)
    # each run's own toolkit scores its top (a for the first, b for the second), not the request's
    # (which ties them); × 0.5 (the prior's weight) × 2/3 (a and b have siblings, solo has none)
    weight = parameters.toolkit_weight * 2 / 3
    assert out[0].tolist() == pytest.approx([0.0, 0.0, weight])
    assert out[1].tolist() == pytest.approx([1.0, 1.0 + weight, 1.0])
    off = EngineParameters(toolkit_full_at=0, need_prior=0.0)
    engine_off = SearchEngine.build(catalog, parameters=off).with_contextual(engine.contextual)
    same = engine_off._with_run_priors([np.zeros(3), np.ones(3)], runs, None, top)
    assert [r.tolist() for r in same] == [[0.0, 0.0, 0.0], [1.0, 1.0, 1.0]]
    # in a flat catalog a toolkit's prior would be its one action's cosine again: none is added
    flat = [
        _tool(name.replace(".", "_"), description)
        for name, description in ((d.name, d.description) for d in catalog)
    ]
    engine_flat = encode_all(SearchEngine.build(flat, parameters=parameters), flat, encoder)
    unchanged = engine_flat._with_run_priors([np.zeros(3), np.ones(3)], runs, None, top)
    assert [r.tolist() for r in unchanged] == [[0.0, 0.0, 0.0], [1.0, 1.0, 1.0]]


def test_past_eight_needs_the_re_pick_joins_neighbours_and_leaves_none_out() -> None:
    """Each need costs its re-pick scoring: a request naming nine gets eight there, its last two
    joined, and every one of them alone in its first stage (`need_spans(request, None)`)."""
    first = [
        "Fly to Rome",
        "find a hotel there",
        "rent a car",
        "check the weather",
        "convert euros",
        "book a museum tour",
        "order a taxi",
    ]
    request = "; ".join([*first, "set an alarm", "a joke"])
    assert need_segments(request) == [*first, "set an alarm; a joke"]
    assert [request[start:end] for start, end in need_spans(request, None)] == [
        *first,
        "set an alarm",
        "a joke",
    ]


def test_need_runs_cover_every_segment_in_order_in_at_most_the_limit() -> None:
    assert need_runs(3) == [range(0, 1), range(1, 2), range(2, 3)]
    for count in range(MAX_NEEDS + 1, 40):
        runs = need_runs(count)
        assert len(runs) == MAX_NEEDS
        assert [i for run in runs for i in run] == list(range(count))  # each once, in order
        lengths = {len(run) for run in runs}
        assert max(lengths) - min(lengths) <= 1
    assert joined([(0, 3), (5, 9), (11, 20)], [range(0, 1), range(1, 3)]) == [(0, 3), (5, 20)]


def test_a_long_request_s_last_need_is_found(encoder: ContextualEncoder) -> None:
    """A request that tells its story first names its last need in its last sentence: before the
    needs past the eighth were joined to it, the re-pick never read that sentence."""
    catalog = [
        _tool("trips.book_flight", "Book a flight to a destination"),
        _tool("trips.book_hotel", "Book a hotel room in a city"),
        _tool("trips.rent_car", "Rent a car at an airport"),
        _tool("trips.travel_insurance", "Buy travel insurance for a trip"),
        _tool("trips.visa_requirements", "Check visa requirements for a country"),
        _tool("trips.currency_rates", "Get currency exchange rates"),
        _tool("trips.airport_transfer", "Book an airport transfer"),
        _tool("trips.city_guide", "Get a travel guide for a city"),
        _tool("trips.weather_forecast", "Weather forecast for a city"),
        _tool("trips.packing_list", "Make a packing list for a trip"),
        _tool("paint.mix_colors", "Mix two paint colors and give the resulting color"),
    ]
    request = (
        "I am planning a trip to Lisbon. I fly on Monday. I need a hotel there. I will rent a car. "
        "I wonder about visa rules. I want euros. I land late. I like guides. "
        "Lastly, mix the paint colors red and blue"
    )
    assert len(need_spans(request, None)) > MAX_NEEDS
    engine = encode_all(SearchEngine.build(catalog), catalog, encoder)
    assert "paint.mix_colors" in [name for name, _ in engine.search(request, 5)]


def test_need_spans_point_at_the_segments_in_the_request() -> None:
    request = "  What's the BTC price?  Then email it to Bob. "
    spans = need_spans(request)
    assert [request[start:end] for start, end in spans] == ["What's the BTC price", "email it to Bob"]
    assert need_spans("the weather in Lisbon") == []


def test_a_sentence_of_story_gets_less_weight_in_the_re_pick(
    encoder: ContextualEncoder, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = encode_all(SearchEngine.build(CATALOG), CATALOG, encoder)
    seen: list[np.ndarray | None] = []
    real = search_module.cover_in_proportion

    def spy(
        base: np.ndarray,
        relevance: list[np.ndarray],
        weight: float,
        focus: float,
        places: int | None = None,
        weights: np.ndarray | None = None,
    ) -> list[int]:
        seen.append(weights)
        return real(base, relevance, weight, focus, places, weights)

    monkeypatch.setattr(search_module, "cover_in_proportion", spy)
    engine.search("My week has been long. Convert 100 dollars to euros and show the forecast for Oslo", 5)
    weights = seen[-1]
    assert weights is not None
    assert weights[0] < 1.0  # the story: names no operation, meets no action well
    assert weights[1:].tolist() == [1.0, 1.0]  # the two needs
    unweighted = SearchEngine.build(CATALOG, parameters=EngineParameters(need_weights=False))
    encode_all(unweighted, CATALOG, encoder).search(
        "My week has been long. Convert money and the forecast", 5
    )
    assert seen[-1] is None
