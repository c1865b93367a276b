"""Number agreement: a plural in the request asks for many of a thing, as a plural in a name does.

"my gmail labels" wants `list_email_labels`, not `create_label`: once stemmed, both names hold
"label", and the contextual encoder prefers the shorter one. A request without an operation word
still tells, by its plural, that it wants the things that exist ("labels", "reminders", "edge
functions"), and actions that return many name them in the plural (`list_tables`,
`get_project_sections`, `search_dashboards`). An action whose name holds a plural word the request
uses, as written, gets a small bonus, the way verb agreement gives one for the operation. Only
plurals count: a singular matches the creating and the reading actions alike.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from assent_discovery.engine.analysis import Analyzer, split_words

# Singular words that end in "s": "access", "status", "analysis" are no plurals.
_NOT_PLURAL = ("ss", "us", "is")


def is_plural(word: str, analyzer: Analyzer) -> bool:
    """Whether `word` (lower-cased) reads as a plural: an "s" its stem does not keep ("labels" →
    label, "news" → news)."""
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(_NOT_PLURAL)
        and analyzer.stem(word) != word
    )


class PluralNames:
    """For each plural word that action names use, the rows of the actions whose name holds it."""

    def __init__(self, rows: dict[str, np.ndarray], size: int) -> None:
        self._rows = rows
        self._size = size

    @classmethod
    def build(cls, names: Iterable[str], analyzer: Analyzer) -> PluralNames:
        """From the action part of each name (`list_email_labels`, `listEdgeFunctions`), in row order."""
        names = list(names)
        rows: dict[str, list[int]] = {}
        for row, name in enumerate(names):
            for word in dict.fromkeys(split_words(name)):
                if is_plural(word, analyzer):
                    rows.setdefault(word, []).append(row)
        return cls({word: np.asarray(r, dtype=np.int64) for word, r in rows.items()}, len(names))

    def agreement(self, query: str, rows: np.ndarray | None = None) -> np.ndarray:
        """1.0 where an action's name holds a plural word of `query` as written, else 0.0; over
        every action, or over `rows` only."""
        agree = np.zeros(self._size, dtype=np.float32)
        for word in dict.fromkeys(split_words(query)):
            hit = self._rows.get(word)
            if hit is not None:
                agree[hit] = 1.0
        return agree if rows is None else agree[rows]
