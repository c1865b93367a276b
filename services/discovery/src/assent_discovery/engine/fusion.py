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

    Long, chatty requests ("we're planning a barbecue on Saturday and I'm worried about rain…") match
    many incidental words lexically, while their pooled embedding still points at the need; past
    `long_query_terms` query terms the lexical share shrinks as (long_query_terms / terms) ** 0.5.
    """

    lexical_share: float = 0.6
    long_query_terms: int = 5


def lexical_share(parameters: FusionParameters, terms: int) -> float:
    """The lexical share for a query of `terms` distinct content terms."""
    if parameters.long_query_terms <= 0 or terms <= parameters.long_query_terms:
        return parameters.lexical_share
    return parameters.lexical_share * (parameters.long_query_terms / terms) ** 0.5


def fuse(
    lexical: np.ndarray, semantic: np.ndarray | None, parameters: FusionParameters, terms: int = 1
) -> np.ndarray:
    """Fused scores (higher is better) for candidates given as aligned arrays; `terms` is the number
    of distinct content terms of the query."""
    top = float(lexical.max()) if lexical.size else 0.0
    lexical_part = lexical / top if top > 0 else np.zeros_like(lexical)
    if semantic is None or semantic.size == 0:
        return lexical_part
    floor = upper_median(semantic)
    spread = float(semantic.max()) - floor
    semantic_part = np.clip((semantic - floor) / spread, 0.0, None) if spread > 0 else np.zeros_like(semantic)
    share = lexical_share(parameters, terms) if top > 0 else 0.0
    return share * lexical_part + (1.0 - share) * semantic_part + order_part(semantic)


def order_part(similarity: np.ndarray) -> np.ndarray:
    """A tiny share of a cosine similarity (in [−1, 1]) that keeps every candidate ordered and above
    zero, so a search returns k results whenever the catalog has k actions."""
    return _ORDER_SHARE * (similarity + 1.0) / 2.0
