"""What the values written in a request say about the action it needs.

People put argument values straight into their requests: "write to bob@example.com", "text
+1 555 123 4567", "post it in #finance", "open https://…". The value's shape names the kind of
parameter it fills (an email address, a phone number, a channel, a link) even when the request never
says the word, and actions name that kind in their parameters and descriptions. Each recognised
shape adds one concept made of the words for that kind, at a reduced weight, when the catalog uses
them. General shapes only, no knowledge of any toolkit.
"""

from __future__ import annotations

import re

_SHAPES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}", re.IGNORECASE), "email address"),
    (re.compile(r"\bhttps?://\S+|\bwww\.\S+", re.IGNORECASE), "url link"),
    (re.compile(r"(?<![\w+])\+\d[\d ().-]{6,}\d|\(\d{3}\)\s*\d{3}[ .-]\d{4}"), "phone number"),
    (re.compile(r"(?<![\w&])#[a-z][\w-]*", re.IGNORECASE), "channel"),
    (re.compile(r"(?<![\w.])@[a-z][\w.-]*", re.IGNORECASE), "user username"),
    (re.compile(r"[$€£¥]\s?\d|\b\d+(?:\.\d+)?\s?(?:usd|eur|gbp|dollars?|euros?)\b", re.IGNORECASE), "amount"),
    (
        re.compile(r"\b[\w-]+\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|md|png|jpe?g|gif|zip|json)\b", re.IGNORECASE),
        "file",
    ),
    (re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "ip address"),
)

WEIGHT = 0.6


def value_kinds(query: str) -> list[list[str]]:
    """For every kind of value the request contains, the words that name it."""
    return [kind.split() for pattern, kind in _SHAPES if pattern.search(query)]
