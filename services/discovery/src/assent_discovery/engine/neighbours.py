"""Related words learned from the packaged embedding model, for the lexical side.

The hand-written table in `expansion` covers everyday English; tool authors use many more words
("forecast" for rain, "erase" for delete, "lyrics" for the words of a song). Each catalog word is
embedded alone (its tokens' mean vector); a query word's nearest catalog words above a cosine
threshold join its concept as alternatives, weighted by their similarity. Only words that occur in
the catalog are candidates, so the expansion can only reach actions that exist.

Cost per query: one int8 product of the query words not seen yet against at most `max_words`
catalog words (on this thread alone, `products`: exact integer sums, so a word's answer does not
depend on the words asked with it), the request's new words tokenised and pooled together, plus a
bounded cache of words already seen. Until the twenty-fifth round each new word took a float
product of its own over the 6 MB of float vectors: ≈ 0.1 ms a word, 0.34 ms of a multi-need
request's first sight.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from assent_discovery.engine.analysis import STOP_WORDS, Analyzer
from assent_discovery.engine.products import QuantisedRows
from assent_discovery.engine.semantic import StaticEmbedder

_CACHE_SIZE = 4096


@dataclass(frozen=True)
class NeighbourParameters:
    threshold: float = 0.45  # cosine of two words' vectors for one to stand in for the other
    per_word: int = 2  # at most this many related words per query word
    weight: float = 0.5  # an alternative counts weight × cosine of what the query word counts
    max_words: int = 6000  # catalog words searched (the most frequent ones when there are more)


def _candidate(word: str) -> bool:
    return word.isalpha() and 2 < len(word) < 30 and word not in STOP_WORDS


class WordNeighbours:
    """Query word → related catalog stems with weights. Deterministic; the cache is per instance."""

    def __init__(
        self,
        embedder: StaticEmbedder,
        analyzer: Analyzer,
        words: list[str],
        vectors: QuantisedRows,
        parameters: NeighbourParameters,
    ) -> None:
        self._embedder = embedder
        self._analyzer = analyzer
        self._words = words
        self._stems = [analyzer.stem(w) for w in words]
        self._vectors = vectors
        self._p = parameters
        self._cache: dict[str, list[tuple[str, float]]] = {}

    @classmethod
    def build(
        cls,
        embedder: StaticEmbedder,
        analyzer: Analyzer,
        documents_words: Iterable[Iterable[str]],
        parameters: NeighbourParameters | None = None,
    ) -> WordNeighbours:
        """From the words of each action (names, titles and descriptions), counted once per action."""
        p = parameters or NeighbourParameters()
        frequency: Counter[str] = Counter()
        for words in documents_words:
            frequency.update({w for w in words if _candidate(w)})
        words = [w for w, _ in sorted(frequency.items(), key=lambda item: (-item[1], item[0]))[: p.max_words]]
        vectors = np.zeros((len(words), embedder.dim), dtype=np.float32)
        for i, ids in enumerate(embedder.token_ids(words)):
            vectors[i] = embedder.pool(ids, None)
        return cls(embedder, analyzer, words, QuantisedRows.of(vectors), p)

    def related(self, word: str) -> list[tuple[str, float]]:
        """(stem, weight) of the catalog words nearest to `word`, best first; none for stop words."""
        cached = self._cache.get(word)
        if cached is None:
            cached = self._keep(word, self._find([word])[0])
        return cached

    def warm(self, words: Iterable[str]) -> None:
        """Find the related words of each of `words` not seen yet, tokenised, pooled and multiplied
        in one batch, and keep them; `related` then answers from the cache, the same answers (the
        int8 product sums exactly: a word's answer does not depend on the words asked with it)."""
        new = [word for word in dict.fromkeys(words) if word not in self._cache]
        for word, found in zip(new, self._find(new), strict=True):
            self._keep(word, found)

    def _find(self, words: list[str]) -> list[list[tuple[str, float]]]:
        """`related` of each of `words`, computed."""
        out: list[list[tuple[str, float]]] = [[] for _ in words]
        asked = [i for i, word in enumerate(words) if _candidate(word)]
        if not asked or not self._words:
            return out
        ids = self._embedder.token_ids([words[i] for i in asked])
        vectors = np.stack([self._embedder.pool(row, None) for row in ids])
        n = self._p.per_word + 4  # the closest few are read, most similar first (ties by position)
        for i, similarity in zip(asked, self._vectors.dot_many(vectors), strict=True):
            # most words have no catalog word above the threshold, the others a few: only those
            # are sorted, never the whole row
            close = np.flatnonzero(similarity >= self._p.threshold)
            if close.size == 0:
                continue
            close = close[np.lexsort((close, -similarity[close]))][:n]
            own = self._analyzer.stem(words[i])
            found = out[i]
            for j, value in zip(close.tolist(), similarity[close].tolist(), strict=True):
                if len(found) >= self._p.per_word:
                    break
                stem = self._stems[j]
                if stem != own and all(stem != s for s, _ in found):
                    found.append((stem, self._p.weight * value))
        return out

    def _keep(self, word: str, found: list[tuple[str, float]]) -> list[tuple[str, float]]:
        if len(self._cache) >= _CACHE_SIZE:
            self._cache.pop(next(iter(self._cache)))
        self._cache[word] = found
        return found
