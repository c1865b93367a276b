"""The plain BM25 baseline the engine is measured against, run side by side in the same process.

What an engineer gets out of the box (bm25s / rank-bm25 defaults): Lucene BM25 with k1 = 1.5 and
b = 0.75 over one text per action (name, title, description, parameter names and descriptions,
concatenated), tokenised as lower-cased `\\w\\w+` runs with English stop words removed, no stemming.
`split_identifiers=True` gives a stronger variant that splits snake, camel and dotted names.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

_TOKEN = re.compile(r"(?u)\b\w\w+\b")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
STOP_WORDS = frozenset(
    """
    a an and are as at be but by for if in into is it no not of on or such that the their then there
    these they this to was will with i me my we our you your he she him her its what which who
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def _document_text(action: dict[str, Any]) -> str:
    schema = action.get("input_schema") or {}
    properties = schema.get("properties") if isinstance(schema, dict) else None
    parts = [str(action.get("name", "")), str(action.get("title") or ""), str(action.get("description", ""))]
    if isinstance(properties, dict):
        for key, sub in properties.items():
            parts.append(str(key))
            if isinstance(sub, dict) and isinstance(sub.get("description"), str):
                parts.append(sub["description"])
    return " ".join(parts)


class Bm25Baseline:
    def __init__(
        self,
        catalog: Sequence[dict[str, Any]],
        split_identifiers: bool = False,
        k1: float = 1.5,
        b: float = 0.75,
    ) -> None:
        self._split = split_identifiers
        self.names = [str(a["name"]) for a in catalog]
        docs = [Counter(self._tokens(_document_text(a))) for a in catalog]
        lengths = np.asarray([c.total() for c in docs], dtype=np.float64)
        average = float(lengths.mean()) if len(docs) else 1.0
        df: Counter[str] = Counter()
        for c in docs:
            df.update(c.keys())
        n = len(docs)
        self._postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        rows: dict[str, list[int]] = {}
        weights: dict[str, list[float]] = {}
        for i, c in enumerate(docs):
            norm = k1 * (1 - b + b * lengths[i] / average)
            for term, tf in c.items():
                idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
                rows.setdefault(term, []).append(i)
                weights.setdefault(term, []).append(idf * tf * (k1 + 1) / (tf + norm))
        for term in rows:
            self._postings[term] = (np.asarray(rows[term]), np.asarray(weights[term]))

    def _tokens(self, text: str) -> list[str]:
        if self._split:
            text = re.sub(r"[_.\-/]", " ", _CAMEL.sub(" ", text))
        return [t for t in _TOKEN.findall(text.lower()) if t not in STOP_WORDS]

    def search(self, query: str, k: int, allowed: Collection[str] | None = None) -> list[tuple[str, float]]:
        scores = np.zeros(len(self.names))
        # each term once, in the request's order: a set's order changes with the process's hash
        # seed, and so would the sums' last bits, and which of two tied actions comes first
        for term in dict.fromkeys(self._tokens(query)):
            if term in self._postings:
                rows, weights = self._postings[term]
                scores[rows] += weights
        keep = None if allowed is None else set(allowed)
        order = np.argsort(-scores, kind="stable")
        out: list[tuple[str, float]] = []
        for i in order:
            if scores[i] <= 0 or len(out) >= k:
                break
            if keep is None or self.names[i] in keep:
                out.append((self.names[i], float(scores[i])))
        return out
