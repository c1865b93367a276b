"""Ranking metrics with binary relevance."""

from __future__ import annotations

import math
from collections.abc import Sequence


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
