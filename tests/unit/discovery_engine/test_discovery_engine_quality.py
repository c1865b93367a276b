"""A quality floor: the engine beats plain BM25 clearly on the public-benchmark-style set.

The set (`bench/discovery/catalog_public_style.py`) has tools written by many authors and requests in
four styles. The full figures come from `bench/discovery/bench_quality.py`; this test only guards
against a change that loses most of the engine's margin.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from assent_discovery.engine import ActionDocument, SearchEngine

BENCH = Path(__file__).resolve().parents[3] / "bench" / "discovery"
FLOOR = 1.25  # engine nDCG@10 / plain BM25 nDCG@10; measured 1.41 on both halves


@pytest.fixture(scope="module")
def bench() -> dict[str, ModuleType]:
    sys.path.insert(0, str(BENCH))
    try:
        names = {"baseline": "baseline", "data": "catalog_public_style", "metrics": "metrics"}
        return {key: importlib.import_module(module) for key, module in names.items()}
    finally:
        sys.path.remove(str(BENCH))


def test_the_engine_beats_plain_bm25_on_requests_in_every_style(bench: dict[str, ModuleType]) -> None:
    catalog = bench["data"].public_style_catalog()
    queries = bench["data"].public_style_queries()
    engine = SearchEngine.build(
        [ActionDocument(a["name"], a.get("title"), a["description"], a["input_schema"]) for a in catalog]
    )
    plain = bench["baseline"].Bm25Baseline(catalog)
    ndcg = bench["metrics"].ndcg_at

    def mean(search: Callable[[str, int], list[tuple[str, float]]]) -> float:
        total = sum(ndcg([n for n, _ in search(text, 10)], relevant, 10) for _, text, relevant in queries)
        return total / len(queries)

    ours, theirs = mean(engine.search), mean(plain.search)
    assert ours >= FLOOR * theirs, f"nDCG@10 {ours:.3f} vs plain BM25 {theirs:.3f}"
