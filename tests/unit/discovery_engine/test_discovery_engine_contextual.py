"""The contextual encoder (MiniLM-L6, int8 ONNX, packaged) and its part of the ranking."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.contextual import ContextualVectors, encode_all
from assent_discovery.engine.encoder import DIM, ContextualEncoder
from assent_discovery.engine.search import EngineParameters


def _tool(name: str, description: str) -> ActionDocument:
    return ActionDocument(name=name, title=None, description=description, input_schema={})


CATALOG = [
    _tool("OpenNotify.astros", "Astros"),
    _tool("OpenNotify.iss_now", "ISS now"),
    _tool("deckofcards.draw", "Draw"),
    _tool("frankfurter.latest", "Latest rates"),
    _tool("coingecko.simple_price", "Simple Price"),
    _tool("jokeapi.joke", "Get Joke"),
    _tool("nager.PublicHolidays", "Public holidays"),
]


@pytest.fixture(scope="module")
def encoder() -> ContextualEncoder:
    loaded = ContextualEncoder.load()
    assert loaded is not None, "the packaged model files must load"
    return loaded


def _with_all_vectors(engine: SearchEngine, encoder: ContextualEncoder) -> SearchEngine:
    return encode_all(engine, CATALOG, encoder)


def test_vectors_are_unit_length_and_paraphrases_are_closer_than_strangers(
    encoder: ContextualEncoder,
) -> None:
    a, b, c = encoder.encode(["delete a file", "remove the document from disk", "weather in Paris tomorrow"])
    assert encoder.encode(["x"]).shape == (1, DIM)
    assert np.allclose([np.linalg.norm(v) for v in (a, b, c)], 1.0, atol=1e-3)
    assert a @ b > 0.4 > a @ c
    assert np.array_equal(encoder.encode_query("delete a file"), a)  # the same text, the same vector


def test_the_int8_encoder_reads_as_the_float_model_does(encoder: ContextualEncoder) -> None:
    """The packaged graph is the published model with its weights rounded to int8: its vectors stay
    close to the float model's (`encoder_reference.json`, written by the derive script's
    `--reference`). With one scale per weight matrix they were cosine 0.955–0.977 here; with one per
    output column they are 0.986 or more."""
    reference = json.loads((Path(__file__).parent / "encoder_reference.json").read_text())
    vectors = encoder.encode(reference["texts"])
    cosines = np.sum(vectors * np.asarray(reference["vectors"], dtype=np.float32), axis=1)
    assert cosines.min() > 0.98, dict(zip(reference["texts"], cosines.round(4), strict=True))


def test_a_request_sharing_no_word_with_a_terse_description_finds_it(encoder: ContextualEncoder) -> None:
    lexical = SearchEngine.build(CATALOG)
    engine = _with_all_vectors(lexical, encoder)
    for query in ("tell me something funny", "make me laugh"):
        assert lexical.search(query, 1)[0][0] != "jokeapi.joke"
        assert engine.search(query, 1)[0][0] == "jokeapi.joke"


def test_until_its_vector_is_ready_an_action_is_found_lexically(encoder: ContextualEncoder) -> None:
    lexical = SearchEngine.build(CATALOG)
    full = _with_all_vectors(lexical, encoder)
    assert full.contextual is not None
    present = np.asarray([n != "nager.PublicHolidays" for n in full.names])
    partial = lexical.with_contextual(ContextualVectors(encoder, full.contextual.vectors, present))

    assert partial.contextual_count == len(CATALOG) - 1
    assert partial.search("public holidays in Spain", 1)[0][0] == "nager.PublicHolidays"
    assert lexical.contextual_count == 0  # with_contextual leaves the original engine alone


def test_static_part_left_out_once_encoded_only_when_asked_and_every_action_still_ranks(
    encoder: ContextualEncoder,
) -> None:
    """`static_with_encoder=False` (a bench experiment, `--with static-cold-start`) leaves the static
    similarity out once every action has its vector, never before; a catalog of k actions still
    gives k results, ordered by the contextual cosine where nothing else matched."""
    cold = EngineParameters(static_with_encoder=False)
    lexical = SearchEngine.build(CATALOG)
    full = _with_all_vectors(lexical, encoder)
    assert full.contextual is not None
    present = np.asarray([n != "nager.PublicHolidays" for n in full.names])
    partial = ContextualVectors(encoder, full.contextual.vectors, present)
    request = "people up in space right now"
    # until the encoder is complete, the same ranking either way
    assert SearchEngine.build(CATALOG, parameters=cold).with_contextual(partial).search(
        request, 7
    ) == lexical.with_contextual(partial).search(request, 7)
    # once it is, the static part no longer counts, and every action is still returned
    encoded = _with_all_vectors(SearchEngine.build(CATALOG, parameters=cold), encoder)
    ranked = encoded.search(request, len(CATALOG))
    assert ranked != full.search(request, len(CATALOG))
    assert sorted(name for name, _ in ranked) == sorted(d.name for d in CATALOG)


def test_restricted_searches_use_only_the_allowed_rows(encoder: ContextualEncoder) -> None:
    engine = _with_all_vectors(SearchEngine.build(CATALOG), encoder)
    allowed = ["deckofcards.draw", "jokeapi.joke"]
    assert {name for name, _ in engine.search("astronauts in orbit", 5, allowed)} <= set(allowed)


def test_without_the_model_files_the_encoder_is_absent_not_fetched(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    assert ContextualEncoder.load(tmp_path) is None
    assert "contextual encoder unavailable" in caplog.text


def test_a_repeated_request_reuses_its_vector_and_the_cache_stays_bounded() -> None:
    encoder = ContextualEncoder.load(query_cache=2)
    assert encoder is not None
    first = encoder.encode_query("Delete  a file")
    assert encoder.encode_query("delete a FILE") is first  # equal to the uncased tokenizer: one entry
    assert not first.flags.writeable  # a caller cannot spoil the cached vector
    assert np.array_equal(first, encoder.encode(["delete a file"])[0])
    encoder.encode_query("weather in Paris")
    encoder.encode_query("tell me a joke")  # pushes out the least recently used ("delete a file")
    again = encoder.encode_query("delete a file")
    assert again is not first and np.array_equal(again, first)


def test_without_a_query_cache_every_request_is_encoded() -> None:
    encoder = ContextualEncoder.load(query_cache=0)
    assert encoder is not None
    assert encoder.encode_query("delete a file") is not encoder.encode_query("delete a file")


def test_one_pass_gives_the_request_its_own_vector_and_each_need_segment_one_of_its_own() -> None:
    encoder = ContextualEncoder.load(query_cache=0)
    assert encoder is not None
    request = "convert 100 dollars to euros and list the astronauts in orbit"
    money, space = (0, 28), (request.index("list"), len(request))
    assert request[slice(*money)] == "convert 100 dollars to euros"
    vector, (first, second) = encoder.encode_request(request, [money, space])
    assert np.array_equal(vector, encoder.encode_query(request))  # the request's vector is unchanged
    assert np.allclose([np.linalg.norm(first), np.linalg.norm(second)], 1.0, atol=1e-5)
    alone = encoder.encode(["convert 100 dollars to euros", "list the astronauts in orbit"])
    # each segment's vector is near the one it gets alone and farther from the other need's
    assert first @ alone[0] > 0.7 and second @ alone[1] > 0.7
    assert first @ alone[0] > first @ alone[1] + 0.3 and second @ alone[1] > second @ alone[0] + 0.3
    assert not np.allclose(first, alone[0], atol=1e-3)  # pooled in the request's context, not re-encoded


def test_a_segment_past_the_token_limit_is_encoded_on_its_own() -> None:
    encoder = ContextualEncoder.load(query_cache=4)
    assert encoder is not None
    request = "word " * 80 + "and list the astronauts in orbit"
    start = request.index("list")
    vector, (head, tail) = encoder.encode_request(request, [(0, 20), (start, len(request))])
    assert np.array_equal(tail, encoder.encode(["list the astronauts in orbit"])[0])
    assert np.array_equal(vector, encoder.encode_query(request))
    again, (head_again, _) = encoder.encode_request(request, [(0, 20), (start, len(request))])
    assert again is not None and head_again is not None
    assert np.shares_memory(head, head_again)  # the second time from the cache of recent requests


class _CountingSession:
    """The encoder's onnxruntime session, counting its passes."""

    def __init__(self, session: object) -> None:
        self.session, self.passes = session, 0

    def run(self, *args: object) -> object:
        self.passes += 1
        return self.session.run(*args)  # type: ignore[attr-defined]


def test_one_pass_reads_each_need_segment_as_if_alone() -> None:
    encoder = ContextualEncoder.load(query_cache=0)
    assert encoder is not None
    counting = _CountingSession(encoder._session)
    encoder._session = counting  # type: ignore[assignment]
    request = "convert 100 dollars to euros and list the astronauts in orbit"
    spans = [(0, 28), (request.index("list"), len(request))]
    read = encoder.encode_needs(request, spans)
    assert counting.passes == 1
    segments = ["convert 100 dollars to euros", "list the astronauts in orbit"]
    # packed into one row, each block attends to itself only: the vectors are those of each block
    # read in a pass of its own ([CLS] and words, no [SEP]), but for the int8 graph quantising the
    # whole row's activations at once
    own = [encoder._run_packed([encoder._ids(s, 64)[:-1]])[0].mean(axis=0) for s in segments]
    own = [v / np.linalg.norm(v) for v in own]
    assert all(float(v @ a) > 0.99 for v, a in zip(read.needs, own, strict=True))
    assert not np.allclose(read.needs[0], own[0], atol=1e-4)  # one pass, not two
    # and close to the segment read whole, as an action is ([SEP] too)
    alone = encoder.encode(segments)
    assert all(float(v @ a) > 0.97 for v, a in zip(read.needs, alone, strict=True))
    # the request's vector pools both segments' tokens: as close to each need as to the other
    both = alone.sum(axis=0) / np.linalg.norm(alone.sum(axis=0))
    assert float(read.request @ both) > 0.97  # 0.98 with the encoder of before v5
    assert all(0.6 < float(read.request @ a) < 0.8 for a in alone)


def test_a_long_segment_is_read_as_a_query_is_and_the_read_is_cached() -> None:
    encoder = ContextualEncoder.load(query_cache=4)
    assert encoder is not None
    request = "word " * 80 + "and list the astronauts in orbit"
    spans = [(0, request.index(" and")), (request.index("list"), len(request))]
    read = encoder.encode_needs(request, spans)
    # read as `encode_query` reads it, cut at the query limit (64 tokens, [SEP] kept)
    assert float(read.needs[0] @ encoder.encode_query(request[slice(*spans[0])])) > 0.98
    again = encoder.encode_needs(request, spans)
    assert np.shares_memory(again.needs[0], read.needs[0])  # the second time from the cache


def test_the_encoder_reads_a_request_without_its_addresses(encoder: ContextualEncoder) -> None:
    """An address is a value (`values`): "email dev@ourshop.com that it is live" is read as "email
    that it is live", in a request of one need and in a need segment alike."""
    engine = encode_all(SearchEngine.build(CATALOG, semantic=False), CATALOG, encoder)
    plain = SearchEngine.build(CATALOG, semantic=False, parameters=EngineParameters(drop_addresses=False))
    plain = encode_all(plain, CATALOG, encoder)
    request = "tell dev@ourshop.com the price of bitcoin"
    assert engine.search(request, 3) == engine.search("tell the price of bitcoin", 3)
    assert plain.search(request, 3) != engine.search(request, 3)
    two_needs = "email https://status.example.com/incident-42 to me and draw a card"
    assert engine.search(two_needs, 3) == engine.search("email to me and draw a card", 3)
