"""What makes the ranking hold up on catalogs written by many authors: glued name words, related
words learned from the packaged model, and one lexical share for short and long requests alike."""

from __future__ import annotations

import numpy as np
import pytest

from assent_discovery.engine import ActionDocument, SearchEngine, StaticEmbedder
from assent_discovery.engine.analysis import Analyzer, split_words
from assent_discovery.engine.compounds import compound_splits, with_parts
from assent_discovery.engine.documents import fields_of
from assent_discovery.engine.expansion import expand
from assent_discovery.engine.fusion import FusionParameters, fuse, order_part
from assent_discovery.engine.lexical import LexicalIndex
from assent_discovery.engine.neighbours import WordNeighbours
from assent_discovery.engine.products import upper_median

GLUED = [
    ActionDocument("weatherapi.realtime", None, "Current conditions for a place.", {}),
    ActionDocument("maps.geocode", None, "Coordinates of an address, from the maps API.", {}),
    ActionDocument("maps.reverse", None, "Address of coordinates, from the maps API.", {}),
    ActionDocument("news.headlines", None, "Headlines about the weather and the climate.", {}),
    ActionDocument("news.search", None, "Search news about sports, weather or politics.", {}),
    ActionDocument("database.query", None, "Run a query against the database.", {}),
    ActionDocument("files.export", None, "Export a database table to a file.", {}),
]


@pytest.fixture(scope="module")
def embedder() -> StaticEmbedder:
    model = StaticEmbedder.load()
    assert model is not None, "the packaged embedding model must load in tests"
    return model


def test_a_name_word_glued_from_two_catalog_words_is_split() -> None:
    splits = compound_splits([fields_of(d) for d in GLUED], Analyzer())
    assert splits["weatherapi"] == "weather api"


def test_a_name_word_that_occurs_in_the_prose_is_left_whole() -> None:
    splits = compound_splits([fields_of(d) for d in GLUED], Analyzer())
    assert "database" not in splits  # "data" + "base" would be noise: the catalog uses "database"


def test_the_parts_join_the_name_fields() -> None:
    fields = fields_of(GLUED[0])
    expanded = with_parts(fields, {"weatherapi": "weather api"})
    assert split_words(expanded.namespace) == ["weatherapi", "weather", "api"]
    assert expanded.description == fields.description


def test_a_glued_name_is_found_by_its_words_apart() -> None:
    engine = SearchEngine.build(GLUED, semantic=False)
    assert "weatherapi.realtime" in [name for name, _ in engine.search("weather", 10)]


def test_related_catalog_words_come_from_the_packaged_model(embedder: StaticEmbedder) -> None:
    analyzer = Analyzer()
    neighbours = WordNeighbours.build(
        embedder, analyzer, [["delete", "file"], ["list", "files"], ["rename", "folder"]]
    )
    related = dict(neighbours.related("erase"))
    assert analyzer.stem("delete") in related
    assert 0 < related[analyzer.stem("delete")] <= 0.5
    assert neighbours.related("the") == []


def test_a_requests_words_found_at_once_are_the_words_found_one_by_one(embedder: StaticEmbedder) -> None:
    analyzer = Analyzer()
    words = [split_words(f"{d.name} {d.description}") for d in GLUED]
    asked = ["erase", "forecast", "coordinates", "the", "rain", "spreadsheet", "x1"]
    one_by_one = WordNeighbours.build(embedder, analyzer, words)
    at_once = WordNeighbours.build(embedder, analyzer, words)
    at_once.warm(asked)
    assert [at_once.related(w) for w in asked] == [one_by_one.related(w) for w in asked]
    assert any(at_once.related(w) for w in asked)  # the comparison is about words that have some


def test_learned_related_words_join_the_query_words_concept(embedder: StaticEmbedder) -> None:
    """ "rain" is in no hand-written group; the model relates it to "weather", a catalog word."""
    analyzer = Analyzer()
    catalog = [ActionDocument("weather.get_conditions", None, "Current weather conditions for a city.", {})]
    catalog.append(ActionDocument("calendar.list_events", None, "List the events of a calendar.", {}))
    fields = [fields_of(d) for d in catalog]
    index = LexicalIndex.build(fields, analyzer)
    words = [split_words(f"{f.action} {f.description}") for f in fields]
    neighbours = WordNeighbours.build(embedder, analyzer, words)
    without = expand(analyzer, index, {}, "rain tomorrow")
    with_model = expand(analyzer, index, {}, "rain tomorrow", neighbours.related)
    assert all(analyzer.stem("weather") not in [t for t, _ in c] for c in without)
    assert [t for t, _ in with_model[0]][:2] == [analyzer.stem("rain"), analyzer.stem("weather")]


def test_fusion_mixes_the_scaled_parts_at_one_share_whatever_the_request_s_length() -> None:
    """BM25F scaled by its maximum, the static cosine between its upper median and maximum, 60 / 40,
    plus the cosine's tiny order share; with nothing lexical, all semantic. No request length
    enters: the share that shrank past five terms went in the thirty-eighth round."""
    p = FusionParameters()
    lexical = np.array([2.0, 1.0, 0.0, 0.0, 0.5])
    semantic = np.array([0.1, 0.9, 0.5, 0.3, 0.2])
    floor = upper_median(semantic)
    semantic_part = np.clip((semantic - floor) / (0.9 - floor), 0.0, None)
    expected = 0.6 * lexical / 2.0 + 0.4 * semantic_part + order_part(semantic)
    np.testing.assert_allclose(fuse(lexical, semantic, p), expected)
    np.testing.assert_allclose(fuse(np.zeros(5), semantic, p), semantic_part + order_part(semantic))
    np.testing.assert_allclose(fuse(lexical, None, p), lexical / 2.0)
