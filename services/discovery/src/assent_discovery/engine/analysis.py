"""Turning text into index terms: identifier splitting, stop words and stemming.

Names arrive as `namespace.action` in snake, kebab or camel case (`github.create_issue`,
`listPullRequests`, `HTTPGet`); they are split into words so that they meet the words of a query.
Terms are Snowball (Porter 2) stems, from PyStemmer (Snowball's C stemmers: ≈ 0.5 µs a word against
≈ 30–50 µs for the pure-Python `snowballstemmer`, with the same stems for 141k English words and
forms tried); an `Analyzer` caches every stem it computed, so analysing a catalog costs one stemmer
call per distinct word, and a request one per word not seen before.
"""

from __future__ import annotations

import functools
import re

import Stemmer

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_WORD = re.compile(r"[^\W_]+")
_LETTERS_DIGITS = re.compile(r"(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])")

# General English function words and request fillers ("please", "can you help me ..."): they carry no
# information about which action is meant. Kept short: words such as "new", "all", "up", "off", "out"
# distinguish actions ("sign up", "turn off") and stay.
STOP_WORDS = frozenset(
    """
    a an and any are as at be been being but by can could did do does doing for from had has have
    having he her here hers him his how i i'd i'm if in into is it its it's me my myself of on or our
    ours please she should so some than that the their theirs them then there these they this those
    to too us was we were what when where which while who whom whose why will with would you your
    yours also just very kindly want wants wanted need needs like help let lets i'll we'd we're via
    able about using use
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def split_words(text: str) -> list[str]:
    """Lower-cased words of `text`, with identifiers split at `_ . - /` and camel-case humps.

    A search splits the same request and segments several times over (related words, expansion,
    plural and verb agreement, need segments): the last `_SPLIT_CACHE` texts' words are kept, a
    pure function's answers (−0.07 ms per multi-need search, twenty-fifth round)."""
    return list(_split(text))


_SPLIT_CACHE = 256  # a search splits ≈ 10 distinct texts; a catalog's build passes through


@functools.lru_cache(maxsize=_SPLIT_CACHE)
def _split(text: str) -> tuple[str, ...]:
    words: list[str] = []
    for chunk in _WORD.findall(text):
        if chunk.isalpha() and chunk.islower():  # most words: nothing to split
            words.append(chunk)
            continue
        for part in _CAMEL.split(chunk):
            words.extend(_LETTERS_DIGITS.split(part.lower()))
    return tuple(w for w in words if w)


class Analyzer:
    """Text → stems, with a per-instance stem cache (no shared mutable state between engines)."""

    def __init__(self) -> None:
        self._stemmer = Stemmer.Stemmer("english")
        self._stems: dict[str, str] = {}

    def stem(self, word: str) -> str:
        stem = self._stems.get(word)
        if stem is None:
            stem = self._stemmer.stemWord(word) if word.isalpha() and len(word) > 2 else word
            self._stems[word] = stem
        return stem

    def terms(self, text: str, keep_stop_words: bool = False) -> list[str]:
        """Stems of the content words of `text`, in order, repeats kept."""
        return [
            self.stem(w)
            for w in split_words(text)
            if keep_stop_words or (w not in STOP_WORDS and len(w) < 40)
        ]
