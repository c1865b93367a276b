"""The development sets of `bench/discovery/` are sound data: a wrong name in a request's answer, a
duplicate tool or a near-empty style row would make the printed figures mean nothing."""

from __future__ import annotations

import importlib
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench" / "discovery"
SETS = {  # module: (catalog function, requests function)
    "catalog_mcp_servers": ("mcp_catalog", "mcp_queries"),
    "catalog_endpoints": ("endpoints_catalog", "endpoints_queries"),
    "catalog_plugins": ("plugins_catalog", "plugins_queries"),
    "catalog_api_directory": ("directory_catalog", "directory_queries"),
    "catalog_bazaar": ("bazaar_catalog", "bazaar_queries"),
    "catalog_restbench": ("restbench_catalog", "restbench_queries"),
}


def _load(name: str) -> ModuleType:
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))


def _set(name: str) -> tuple[list[dict[str, Any]], Any]:
    module = _load(name)
    catalog, queries = SETS[name]
    return getattr(module, catalog)(), getattr(module, queries)


def _hub_products(tools: list[dict[str, Any]]) -> Counter[str]:
    """How many endpoints each product of a hub-style catalog lists; every name is two-level."""
    assert all("." in t["name"] and t["description"] for t in tools)  # two-level names, a title each
    return Counter(t["name"].split(".")[0] for t in tools)


def _spanned_products(every: list[tuple[str, str, list[str]]]) -> list[set[str]]:
    """The products each request's answers belong to. The four styles are there, and every
    multi-need request spans two products or more."""
    assert {style for style, _, _ in every} == {"multi", "terse", "chatty", "esl"}
    toolkits = [{n.split(".")[0] for n in relevant} for _, _, relevant in every]
    for (style, text, _), spanned in zip(every, toolkits, strict=True):
        if style == "multi":
            assert len(spanned) >= 2, text
    return toolkits


def _single_needs_of_several_products(
    every: list[tuple[str, str, list[str]]], toolkits: list[set[str]]
) -> list[str]:
    """Single-need requests served by endpoints of several products: the distractors a hub has."""
    return [
        text
        for (style, text, _), spanned in zip(every, toolkits, strict=True)
        if style != "multi" and len(spanned) >= 2
    ]


@pytest.mark.parametrize("name", sorted(SETS))
def test_every_answer_names_a_tool_of_the_catalog_and_no_tool_is_listed_twice(name: str) -> None:
    tools, queries = _set(name)
    names = [t["name"] for t in tools]
    assert [n for n, count in Counter(names).items() if count > 1] == []
    missing = [(text, n) for _, text, relevant in queries(None) for n in relevant if n not in set(names)]
    assert missing == []
    assert all(relevant for _, _, relevant in queries(None))


@pytest.mark.parametrize("name", sorted(SETS))
def test_both_halves_hold_at_least_ten_requests_of_every_style(name: str) -> None:
    _, queries = _set(name)
    every = queries(None)
    halves = {split: queries(split) for split in ("dev", "held-out")}
    assert len(halves["dev"]) + len(halves["held-out"]) == len(every)
    assert not {text for _, text, _ in halves["dev"]} & {text for _, text, _ in halves["held-out"]}
    for split, triples in halves.items():
        counts = Counter(style for style, _, _ in triples)
        assert counts and min(counts.values()) >= 10, (split, counts)


def test_the_mcp_set_has_real_servers_and_multi_need_requests_that_span_them() -> None:
    tools, queries = _set("catalog_mcp_servers")
    servers = {t["name"].split(".")[0] for t in tools}
    assert len(tools) >= 240 and len(servers) >= 15
    for style, text, relevant in queries(None):
        if style == "multi":
            assert 2 <= len(relevant) <= 3, text
            assert len({n.split(".")[0] for n in relevant}) >= 2, text


def test_the_directory_set_is_an_api_hub_with_distractors_and_mostly_multi_need_requests() -> None:
    tools, queries = _set("catalog_api_directory")
    products = _hub_products(tools)
    assert 150 <= len(tools) <= 250 and 50 <= len(products) <= 75
    every = queries(None)
    toolkits = _spanned_products(every)
    assert sum(style == "multi" for style, _, _ in every) * 2 >= len(every) - 10
    # Distractors: many single-need requests are served by endpoints of several products (four
    # weather, four currency, three translation products...), and the answers spread over the catalog.
    assert len(_single_needs_of_several_products(every, toolkits)) >= 10
    assert len({name for spanned in toolkits for name in spanned}) >= 45


def test_the_bazaar_set_is_a_hub_of_new_products_with_mostly_multi_need_requests() -> None:
    tools, queries = _set("catalog_bazaar")
    products = _hub_products(tools)
    assert 180 <= len(tools) <= 220 and 55 <= len(products) <= 70
    # Real products no other hub-style set has, nor (in any case) a toolkit of the 10k catalog:
    # the "in 10k catalog" row leaves out only a toolkit spelled exactly like one of the set's.
    others: set[str] = set()
    for module, catalog in (
        ("catalog_api_directory", "directory_catalog"),
        ("catalog_apihub", "apihub_catalog"),
        ("catalog_endpoints", "endpoints_catalog"),
        ("catalog_plugins", "plugins_catalog"),
    ):
        others |= {t["name"].split(".")[0].lower() for t in getattr(_load(module), catalog)()}
    large = set(_load("catalog_real").TOOLKITS) | {
        toolkit for toolkits in _load("catalog_generated").TOOLKITS.values() for toolkit in toolkits
    }
    assert [p for p in products if p.lower() in others | large] == []
    every = queries(None)
    toolkits = _spanned_products(every)
    # Enough multi-need requests in each half that one request moves a multi row by about 0.02.
    for split in ("dev", "held-out"):
        assert sum(style == "multi" for style, _, _ in queries(split)) >= 45, split
    assert len(_single_needs_of_several_products(every, toolkits)) >= 10
    assert len({name for spanned in toolkits for name in spanned}) >= 60


def test_the_restbench_set_keeps_every_endpoint_of_every_solution_of_the_source() -> None:
    """RestBench's requests, each answered by all the endpoints of its gold solution: the names
    are derived from the source's own solution strings, and every one is a tool of the catalog."""
    module = _load("catalog_restbench")
    tools, queries = _set("catalog_restbench")
    names = [t["name"] for t in tools]
    assert [n for n, count in Counter(names).items() if count > 1] == []
    # Both APIs, and every name derived mechanically from its method and path.
    assert Counter(n.split(".")[0] for n in names).keys() == {"tmdb", "spotify"}
    paths = [line.split(" ", 1) for line in module.PATHS.strip().splitlines()]
    assert [module.endpoint_name(toolkit, endpoint) for toolkit, endpoint in paths] == names
    every = queries(None)
    assert Counter(style for style, _, _ in every) == {"tmdb": 100, "spotify": 57}
    texts = [text for _, text, _ in every]
    assert [t for t, count in Counter(texts).items() if count > 1] == []
    assert all(text == text.strip() and "|" not in text for text in texts)
    for split in ("dev", "held-out"):
        counts = Counter(style for style, _, _ in queries(split))
        assert counts.keys() == {"tmdb", "spotify"} and min(counts.values()) >= 20, (split, counts)
    # Every step of every solution of the source is a relevant answer, deduplicated, in order.
    solutions = module.SOLUTIONS.strip().splitlines()
    assert len(solutions) == len(every)
    for (style, text, relevant), solution in zip(every, solutions, strict=True):
        steps = [module.endpoint_name(style, step) for step in solution.split(",")]
        assert relevant == list(dict.fromkeys(steps)), text
        assert set(relevant) <= set(names), text
        if len(set(steps)) >= 2:
            assert len(relevant) == len(set(steps)) >= 2, text
