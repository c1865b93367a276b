"""Ranking metrics with binary relevance."""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datasets import Scenario

Search = Callable[[str, int, "Collection[str] | None"], list[tuple[str, float]]]


def ndcg_at(ranked: Sequence[str], relevant: Sequence[str], k: int = 10) -> float:
    gains = set(relevant)
    dcg = sum(1.0 / math.log2(i + 2) for i, name in enumerate(ranked[:k]) if name in gains)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(len(gains), k)))
    return dcg / ideal if ideal else 0.0


def recall_at(ranked: Sequence[str], relevant: Sequence[str], k: int = 5) -> float:
    """Share of the relevant actions found in the top k, capped at k (BEIR's R_cap@k)."""
    gains = set(relevant)
    if not gains:
        return 0.0
    return len(gains.intersection(ranked[:k])) / min(len(gains), k)


def evaluate(
    search: Search,
    scenario: Scenario,
    misses: list[str] | None = None,
    per_request: list[float] | None = None,
) -> tuple[float, float]:
    """Mean nDCG@10 and recall@5 over the scenario's requests; each request's nDCG@10 is appended
    to `per_request` when given, in the scenario's order."""
    ndcg = recall = 0.0
    for q in scenario.queries:
        ranked = [name for name, _ in search(q.text, 10, q.allowed)]
        gain = ndcg_at(ranked, q.relevant, 10)
        ndcg += gain
        recall += recall_at(ranked, q.relevant, 5)
        if per_request is not None:
            per_request.append(gain)
        if misses is not None and not set(ranked[:5]) & set(q.relevant):
            misses.append(f"  {q.text!r} -> {ranked[:3]} (want {q.relevant[:2]})")
    n = max(1, len(scenario.queries))
    return ndcg / n, recall / n
