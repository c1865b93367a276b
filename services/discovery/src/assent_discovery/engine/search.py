"""The search engine the discovery service calls (plain BM25 for now)."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Collection, Sequence

from assent_discovery.engine.documents import ActionDocument

_WORD = re.compile(r"[A-Za-z]+|[0-9]+")


def _tokens(text: str) -> list[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)
    return [t.lower() for t in _WORD.findall(spaced)]


def _text(doc: ActionDocument) -> str:
    props = doc.input_schema.get("properties") if isinstance(doc.input_schema, dict) else None
    params = " ".join(str(k) for k in props) if isinstance(props, dict) else ""
    return " ".join([doc.name, doc.title or "", doc.description or "", params])


class SearchEngine:
    """Ranks actions by BM25 over name, title, description and parameter names."""

    def __init__(self, names: list[str], postings: dict[str, list[tuple[int, float]]]) -> None:
        self._names = names
        self._postings = postings

    @classmethod
    def build(cls, documents: Sequence[ActionDocument], k1: float = 1.2, b: float = 0.75) -> SearchEngine:
        docs = [Counter(_tokens(_text(d))) for d in documents]
        lengths = [sum(c.values()) for c in docs]
        avg = (sum(lengths) / len(lengths)) if lengths else 1.0
        df: Counter[str] = Counter()
        for counts in docs:
            df.update(counts.keys())
        n = len(docs)
        postings: dict[str, list[tuple[int, float]]] = {}
        for i, counts in enumerate(docs):
            norm = k1 * (1 - b + b * lengths[i] / (avg or 1.0))
            for term, tf in counts.items():
                idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
                postings.setdefault(term, []).append((i, idf * tf * (k1 + 1) / (tf + norm)))
        return cls([d.name for d in documents], postings)

    def search(self, query: str, k: int, allowed: Collection[str] | None = None) -> list[tuple[str, float]]:
        """Names best first with their scores; `allowed` restricts the result to those names."""
        if k <= 0:
            return []
        scores: dict[int, float] = {}
        for term in set(_tokens(query)):
            for i, w in self._postings.get(term, ()):
                scores[i] = scores.get(i, 0.0) + w
        keep = None if allowed is None else set(allowed)
        ranked = sorted(scores.items(), key=lambda item: (-item[1], self._names[item[0]]))
        out = [(self._names[i], s) for i, s in ranked if keep is None or self._names[i] in keep]
        return out[:k]
