"""Ranking quality of the discovery engine against plain BM25, side by side on the same data.

    .venv/bin/python bench/discovery/bench_quality.py [--split dev|held-out|third] [--show-misses N]

Prints nDCG@10 and recall@5 (capped) per scenario for the engine, the plain BM25 baseline, and a
BM25 that also splits identifiers (for reference), with the engine/baseline ratios. Scenarios: the
hand-written requests (`queries_real`) over the real-style toolkits, alone and inside the 10k
catalog; generated requests over the 10k catalog; and the public-benchmark-style set
(`catalog_public_style`), overall, per request style, and mixed into the 10k catalog.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Collection
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import Bm25Baseline
from datasets import Scenario, scenarios
from metrics import ndcg_at, recall_at

from assent_discovery.engine import ActionDocument, SearchEngine

Search = Callable[[str, int, "Collection[str] | None"], list[tuple[str, float]]]


def documents(catalog: list[dict]) -> list[ActionDocument]:
    return [ActionDocument(a["name"], a.get("title"), a["description"], a["input_schema"]) for a in catalog]


def evaluate(search: Search, scenario: Scenario, misses: list[str] | None = None) -> tuple[float, float]:
    ndcg = recall = 0.0
    for q in scenario.queries:
        ranked = [name for name, _ in search(q.text, 10, q.allowed)]
        ndcg += ndcg_at(ranked, q.relevant, 10)
        recall += recall_at(ranked, q.relevant, 5)
        if misses is not None and not set(ranked[:5]) & set(q.relevant):
            misses.append(f"  {q.text!r} -> {ranked[:3]} (want {q.relevant[:2]})")
    n = max(1, len(scenario.queries))
    return ndcg / n, recall / n


def _row(
    name: str, queries: int, e: tuple[float, float], p: tuple[float, float], s: tuple[float, float]
) -> str:
    ratio = f"{e[0] / max(p[0], 1e-9):5.2f}x {e[1] / max(p[1], 1e-9):4.2f}x"
    cells = [f"{a:6.3f} {b:6.3f}" for a, b in (e, p)] + [ratio, f"{s[0]:6.3f} {s[1]:6.3f}"]
    return f"{name:38} {queries:4} | " + " | ".join(cells)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--split", choices=["dev", "held-out", "third"])
    parser.add_argument("--show-misses", type=int, default=0)
    parser.add_argument("--lexical-only", action="store_true", help="engine without its semantic part")
    args = parser.parse_args(argv)

    print(
        f"{'scenario':38} {'q':>4} | {'engine':>13} | {'plain BM25':>13} | {'ratio':>11} | {'BM25+split':>13}"
    )
    print(" " * 44 + "nDCG10   R@5 |  nDCG10   R@5 | nDCG10  R@5 |  nDCG10   R@5")
    built: dict[int, tuple[SearchEngine, Bm25Baseline, Bm25Baseline]] = {}
    for scenario in scenarios(args.split):
        key = id(scenario.catalog)  # scenarios share catalogs; build each once
        if key not in built:
            built[key] = (
                SearchEngine.build(documents(scenario.catalog), semantic=not args.lexical_only),
                Bm25Baseline(scenario.catalog),
                Bm25Baseline(scenario.catalog, split_identifiers=True),
            )
        engine, plain, split = built[key]
        misses: list[str] = []
        e = evaluate(engine.search, scenario, misses)
        p = evaluate(plain.search, scenario)
        s = evaluate(split.search, scenario)
        print(_row(scenario.name, len(scenario.queries), e, p, s))
        for line in misses[: args.show_misses]:
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
