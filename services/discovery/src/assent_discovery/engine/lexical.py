"""BM25F over the fields of an action, stored as compact numpy postings.

Each field has a weight and its own length normalisation; a term's per-field frequencies are
normalised, weighted, summed into one pseudo-frequency, and saturated once (BM25F, Robertson &
Zaragoza 2009). The final impact of every (term, document) pair is precomputed at build time, so a
query only adds slices of two arrays.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from assent_discovery.engine.analysis import Analyzer
from assent_discovery.engine.documents import ActionFields

FIELDS = ("action", "namespace", "title", "description", "parameters", "parameter_text")


@dataclass(frozen=True)
class Bm25fParameters:
    """Field weights and length normalisation; the defaults favour the action's own name and title."""

    k1: float = 1.2
    # in FIELDS order; the parameter fields 1.0 and 0.7 since the thirty-first round (were 0.7 and
    # 0.4, set before the encoder, which reads no parameters): validation pooled +0.002 alone and
    # in 10k, both intervals above 0 (bench/discovery/HISTORY.md)
    weights: tuple[float, ...] = (3.0, 0.8, 2.0, 1.0, 1.0, 0.7)
    b: tuple[float, ...] = (0.3, 0.0, 0.4, 0.75, 0.5, 0.75)


# A query term with its alternatives (stem, weight): a document scores with its best alternative.
Concept = Sequence[tuple[str, float]]


class LexicalIndex:
    def __init__(
        self,
        size: int,
        vocabulary: dict[str, int],
        offsets: np.ndarray,
        docs: np.ndarray,
        impacts: np.ndarray,
    ) -> None:
        self.size = size
        self._vocabulary = vocabulary
        self._offsets = offsets
        self._docs = docs
        self._impacts = impacts

    @classmethod
    def build(
        cls, fields: Sequence[ActionFields], analyzer: Analyzer, parameters: Bm25fParameters | None = None
    ) -> LexicalIndex:
        p = parameters or Bm25fParameters()
        per_field = [[Counter(analyzer.terms(getattr(f, name))) for f in fields] for name in FIELDS]
        average = [max(1.0, sum(c.total() for c in column) / max(1, len(fields))) for column in per_field]

        vocabulary: dict[str, int] = {}
        # typed arrays, not lists: a list holds one Python number per posting, and the heap they
        # leave behind stayed resident (a 10k catalog of long descriptions: 19 MB after the build
        # for 2 MB of postings; 8 MB with arrays)
        term_ids = array("q")
        doc_ids = array("i")
        frequencies = array("d")
        for doc in range(len(fields)):
            pseudo: dict[str, float] = {}
            for f, column in enumerate(per_field):
                counts = column[doc]
                if not counts or p.weights[f] == 0.0:
                    continue
                norm = 1.0 - p.b[f] + p.b[f] * counts.total() / average[f]
                for term, tf in counts.items():
                    pseudo[term] = pseudo.get(term, 0.0) + p.weights[f] * tf / norm
            for term, tf in pseudo.items():
                term_ids.append(vocabulary.setdefault(term, len(vocabulary)))
                doc_ids.append(doc)
                frequencies.append(tf)

        terms = np.frombuffer(term_ids, dtype=np.int64)
        order = np.argsort(terms, kind="stable")
        df = np.bincount(terms, minlength=len(vocabulary))
        offsets = np.zeros(len(vocabulary) + 1, dtype=np.int64)
        np.cumsum(df, out=offsets[1:])
        n = len(fields)
        idf = np.log1p((n - df + 0.5) / (df + 0.5))
        tf = np.frombuffer(frequencies, dtype=np.float64)[order]
        impacts = idf[terms[order]] * tf * (p.k1 + 1.0) / (tf + p.k1)
        return cls(
            n, vocabulary, offsets, np.frombuffer(doc_ids, dtype=np.int32)[order], impacts.astype(np.float32)
        )

    def document_frequency(self, term: str) -> int:
        t = self._vocabulary.get(term)
        return 0 if t is None else int(self._offsets[t + 1] - self._offsets[t])

    def idf(self, term: str) -> float:
        df = self.document_frequency(term)
        return math.log1p((self.size - df + 0.5) / (df + 0.5))

    def __contains__(self, term: str) -> bool:
        return term in self._vocabulary

    def scores(self, concepts: Sequence[Concept]) -> np.ndarray:
        """Dense BM25F scores of every document for a query made of concepts."""
        total = np.zeros(self.size, dtype=np.float32)
        for concept in concepts:
            postings = [(self._slice(term), weight) for term, weight in concept if term in self._vocabulary]
            if len(postings) == 1:
                (docs, impacts), weight = postings[0]
                total[docs] += weight * impacts
            elif postings:
                best = np.zeros(self.size, dtype=np.float32)
                for (docs, impacts), weight in postings:
                    best[docs] = np.maximum(best[docs], weight * impacts)
                total += best
        return total

    def _slice(self, term: str) -> tuple[np.ndarray, np.ndarray]:
        t = self._vocabulary[term]
        start, end = self._offsets[t], self._offsets[t + 1]
        return self._docs[start:end], self._impacts[start:end]
