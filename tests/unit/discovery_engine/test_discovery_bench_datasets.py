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
