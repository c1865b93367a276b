"""Combining lexical and semantic evidence into one deterministic ranking score."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from assent_discovery.engine.products import upper_median

_ORDER_SHARE = 1e-3


@dataclass(frozen=True)
class FusionParameters:
    """`lexical_share` of the final score comes from BM25F, the rest from embedding similarity.

    Both signals are rescaled per query onto [0, 1] over the candidate set: BM25F by its maximum,
    cosine similarity between its median and maximum (cosines of unrelated texts are not near zero
    for static embeddings, so the median is the "unrelated" level). A tiny share of the raw cosine
    keeps every candidate ordered (and above zero), so a search returns k results whenever the
    catalog has k actions, even when nothing matches well.

    The share is the same for every request. Until the thirty-eighth round it shrank past five
    query terms, as (5 / terms) ** 0.5, for chatty requests that match incidental words; on
    requests written elsewhere, long ones that echo the tools' own words, that cost more than it
    gave (bench/discovery/RESULTS.md, thirty-eighth round).
    """

    lexical_share: float = 0.6


def fuse(lexical: np.ndarray, semantic: np.ndarray | None, parameters: FusionParameters) -> np.ndarray:
    """Fused scores (higher is better) for candidates given as aligned arrays."""
    top = float(lexical.max()) if lexical.size else 0.0
    lexical_part = lexical / top if top > 0 else np.zeros_like(lexical)
    if semantic is None or semantic.size == 0:
        return lexical_part
    floor = upper_median(semantic)
    spread = float(semantic.max()) - floor
    semantic_part = np.clip((semantic - floor) / spread, 0.0, None) if spread > 0 else np.zeros_like(semantic)
    share = parameters.lexical_share if top > 0 else 0.0
    return share * lexical_part + (1.0 - share) * semantic_part + order_part(semantic)


def order_part(similarity: np.ndarray) -> np.ndarray:
    """A tiny share of a cosine similarity (in [−1, 1]) that keeps every candidate ordered and above
    zero, so a search returns k results whenever the catalog has k actions."""
    return _ORDER_SHARE * (similarity + 1.0) / 2.0
