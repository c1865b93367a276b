"""The contextual part of the ranking: MiniLM similarity of the request to each action.

Static token embeddings and BM25F miss paraphrases whose words differ entirely ("who is up in space
right now" → `OpenNotify.astros`, "Astros"); a contextual encoder reads the sentence. Each action is
encoded once per revision from `contextual_text` (in the background, cached: see
`assent_discovery.vector_cache`); the request is encoded per search (one pass, ≈ 3–4 ms).

Fusion: the engine's own score is scaled by its maximum, the cosine between its median and maximum
(as `fusion` does for the static embeddings), and `weight × cosine part` is added. An action whose
vector is not ready yet takes its scaled engine score in place of the cosine part, so it is found
lexically at a comparable level until its vector arrives.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from assent_discovery.engine.analysis import split_words
from assent_discovery.engine.documents import ActionDocument, fields_of
from assent_discovery.engine.encoder import ContextualEncoder

if TYPE_CHECKING:
    from assent_discovery.engine.search import SearchEngine

_DESCRIPTION_CHARS = 400


def contextual_text(document: ActionDocument) -> str:
    """What an action's contextual vector is encoded from: toolkit and action words, title, description."""
    f = fields_of(document)
    head = " ".join([*split_words(f.namespace), *split_words(f.action)])
    return f"{head}: {f.title}. {f.description[:_DESCRIPTION_CHARS]}".strip()


def _scaled(values: np.ndarray, floor: float) -> np.ndarray:
    spread = float(values.max()) - floor if values.size else 0.0
    return np.clip((values - floor) / spread, 0.0, None) if spread > 0 else np.zeros_like(values)


@dataclass(frozen=True)
class ContextualVectors:
    """Unit vectors aligned with an engine's rows; `present[i]` is False where none is ready yet."""

    encoder: ContextualEncoder
    vectors: np.ndarray  # (rows, DIM) float32
    present: np.ndarray  # (rows,) bool

    @property
    def count(self) -> int:
        return int(self.present.sum())

    def add(self, scores: np.ndarray, query: str, rows: np.ndarray | None, weight: float) -> np.ndarray:
        present = self.present if rows is None else self.present[rows]
        if not present.any():
            return scores
        matrix = self.vectors if rows is None else self.vectors[rows]
        # einsum stays on this thread (see semantic.py on BLAS thread pools)
        cosine = np.einsum("ij,j->i", matrix, self.encoder.encode_query(query))
        own = _scaled(scores, 0.0)
        part = _scaled(cosine, float(np.median(cosine[present])))
        part = np.where(present, part, own)
        return own + weight * part


def encode_all(
    engine: SearchEngine, documents: Sequence[ActionDocument], encoder: ContextualEncoder
) -> SearchEngine:
    """`engine` with every action's vector, encoded here and now (offline ranking, benchmarks)."""
    by_name: dict[str, ActionDocument] = {}
    for document in documents:
        by_name.setdefault(str(document.name), document)  # the first of duplicates wins, as in the engine
    vectors = encoder.encode([contextual_text(by_name[name]) for name in engine.names])
    return engine.with_contextual(ContextualVectors(encoder, vectors, np.ones(len(vectors), dtype=bool)))
