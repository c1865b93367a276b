"""The contextual part of the ranking: MiniLM similarity of the request to each action.

Static token embeddings and BM25F miss paraphrases whose words differ entirely ("who is up in space
right now" → `OpenNotify.astros`, "Astros"); a contextual encoder reads the sentence. Each action is
encoded once per revision from `contextual_text` (in the background, cached: see
`assent_discovery.vector_cache`); the request is encoded per search (one pass, ≈ 2–4 ms by CPU: `encoder`).

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
from assent_discovery.engine.late import TokenRows
from assent_discovery.engine.products import QuantisedRows, scaled_above, upper_median

if TYPE_CHECKING:
    from assent_discovery.engine.search import SearchEngine

_DESCRIPTION_CHARS = 400


def contextual_text(document: ActionDocument) -> str:
    """What an action's contextual vector is encoded from: toolkit and action words, title, description."""
    f = fields_of(document)
    head = " ".join([*split_words(f.namespace), *split_words(f.action)])
    return f"{head}: {f.title}. {f.description[:_DESCRIPTION_CHARS]}".strip()


@dataclass(frozen=True)
class ContextualVectors:
    """Unit vectors aligned with an engine's rows; `present[i]` is False where none is ready yet."""

    encoder: ContextualEncoder
    vectors: QuantisedRows  # (rows, DIM), int8 with a scale per row (`products`); set in place
    present: np.ndarray  # (rows,) bool
    tokens: TokenRows | None = None  # each row's first token vectors (`late`); set in place

    @property
    def count(self) -> int:
        return int(self.present.sum())  # not cached: the service fills `present` in place as batches land

    @property
    def complete(self) -> bool:
        """Every action has its vector: the usual case once background encoding is done (asked
        several times a search: `all` takes 1 µs at 10k rows, a count 4)."""
        return bool(self.present.all())

    def cosines(self, query: str, rows: np.ndarray | None) -> np.ndarray | None:
        """The request's cosine to every action (or to `rows`), None when none has a vector yet."""
        if not self._any(rows):
            return None
        return self.vectors.dot(self.encoder.encode_query(query), rows)  # on this thread (`products`)

    def cosines_to(
        self, vector: np.ndarray, rows: np.ndarray | None, needs: Sequence[np.ndarray] = ()
    ) -> np.ndarray | None:
        """`cosines` for a vector the encoder already made (`ContextualEncoder.encode_needs`); with
        `needs`, each action's largest cosine to `vector` or any of them (one product for all)."""
        if not needs:
            return self.vectors.dot(vector, rows) if self._any(rows) else None
        products = self.closeness([vector, *needs], rows)
        return None if products is None else products.max(axis=0)

    def closeness(self, vectors: Sequence[np.ndarray], rows: np.ndarray | None) -> np.ndarray | None:
        """Each of `vectors`' cosine to every action (or to `rows`), (len(vectors), actions), from
        one product; None when none has a vector yet."""
        if not self._any(rows):
            return None
        return self.vectors.dot_many(np.stack(vectors), rows)

    def _any(self, rows: np.ndarray | None) -> bool:
        return self.complete or bool((self.present if rows is None else self.present[rows]).any())

    def add(
        self, scores: np.ndarray, cosine: np.ndarray | None, rows: np.ndarray | None, weight: float
    ) -> np.ndarray:
        """`scores` scaled by their maximum plus `weight` × the scaled cosines (from `cosines`)."""
        if cosine is None:
            return scores
        own = scaled_above(scores, 0.0)
        if self.complete:
            part = scaled_above(cosine, upper_median(cosine))
        else:
            present = self.present if rows is None else self.present[rows]
            part = np.where(present, scaled_above(cosine, upper_median(cosine[present])), own)
        part *= weight
        part += own
        return part


def encode_all(
    engine: SearchEngine, documents: Sequence[ActionDocument], encoder: ContextualEncoder
) -> SearchEngine:
    """`engine` with every action's vector and tokens, encoded here and now (offline ranking,
    benchmarks)."""
    by_name: dict[str, ActionDocument] = {}
    for document in documents:
        by_name.setdefault(str(document.name), document)  # the first of duplicates wins, as in the engine
    vectors, tokens = encoder.encode_with_tokens([contextual_text(by_name[name]) for name in engine.names])
    present = np.ones(len(vectors), dtype=bool)
    return engine.with_contextual(
        ContextualVectors(encoder, QuantisedRows.of(vectors), present, TokenRows.of(tokens))
    )
