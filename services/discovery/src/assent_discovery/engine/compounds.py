"""Identifier words glued from two words (`weatherapi`, `coinranking`, `realtime`).

Tool authors often glue words in names (`moviesdatabase.search`), while requests and descriptions
write them apart. A name word that never occurs in the catalog's prose and splits into two words that
do (each in a few actions' prose) is indexed with its two parts as well. Only the catalog's own
vocabulary is used: no dictionary, no knowledge of particular toolkits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from assent_discovery.engine.analysis import Analyzer, split_words
from assent_discovery.engine.documents import ActionFields

_MIN_PART = 3
_MIN_DOCUMENTS = 2


def compound_splits(fields: Sequence[ActionFields], analyzer: Analyzer) -> dict[str, str]:
    """Name word → "left right", for name words glued from two words of the catalog's prose."""
    prose: Counter[str] = Counter()
    for f in fields:
        prose.update({analyzer.stem(w) for w in split_words(f"{f.title} {f.description} {f.parameter_text}")})
    names = {w for f in fields for w in split_words(f"{f.namespace} {f.action}")}
    splits: dict[str, str] = {}
    for word in names:
        if len(word) < 2 * _MIN_PART or not word.isalpha() or prose[analyzer.stem(word)] > 0:
            continue
        best: tuple[int, str, str] | None = None
        for cut in range(_MIN_PART, len(word) - _MIN_PART + 1):
            left, right = word[:cut], word[cut:]
            if min(prose[analyzer.stem(left)], prose[analyzer.stem(right)]) >= _MIN_DOCUMENTS:
                balance = min(len(left), len(right))
                if best is None or balance > best[0]:
                    best = (balance, left, right)
        if best is not None:
            splits[word] = f"{best[1]} {best[2]}"
    return splits


def with_parts(fields: ActionFields, splits: dict[str, str]) -> ActionFields:
    """The fields with each glued name word followed by its parts."""
    if not splits:
        return fields

    def expand(text: str) -> str:
        parts = [splits[w] for w in split_words(text) if w in splits]
        return f"{text} {' '.join(parts)}" if parts else text

    return replace(fields, action=expand(fields.action), namespace=expand(fields.namespace))
