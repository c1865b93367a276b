"""Values in a request: what the action is to be given, not words that describe the action.

"Email the summary to oncall-next@company.com", "write 'Your task is done. See the file.' in the
body", "queue "Midnight City" by M83": an address, a URL or a quoted passage is content for a
parameter, and its words match tool words by accident ("oncall" → an on-call schedule tool, "call
the landlord" → a calling tool). The lexical and static parts read the request without them; the
contextual encoder reads it without its addresses only: a quoted value helps it place the need
("watch 'Interstellar'" is a film). A quoted passage is also no place to cut a request into its needs: its
full stops and "and"s belong to the value (`needs.need_spans`).
"""

from __future__ import annotations

import re

from assent_discovery.engine.analysis import STOP_WORDS, split_words

ADDRESSES = re.compile(r"\S+@\S+\.\w+|\b(?:https?://|www\.)\S+")
# A quote opens after a non-word character and closes before one, hugging its text: the apostrophes
# of "I'm" or "the kids' toys" open and close nothing.
QUOTED = re.compile(r"""(?<!\w)["“'‘](?=\S).+?(?<=\S)["”'’](?!\w)""")


# A quote mark and the mark that closes it, for a request wrapped in quotes as a whole (`unwrapped`).
_WRAPPING = {'"': '"', "“": "”", "«": "»"}


def unwrapped(text: str) -> str:
    """`text` without the quotes it is wrapped in as a whole ('"Can you find the area of a circle
    with radius 5? Also..."'): a request pasted or passed on in quotes is the request, not a value
    of one. Read as a quoted passage, it was no place to cut into its needs (`needs.need_spans`).
    Only a pair with no third such mark inside counts ('"Yesterday" by "The Beatles"' is two
    values); single quotes never do, as an apostrophe ("I'm") cannot be told from one."""
    stripped = text.strip()
    close = _WRAPPING.get(stripped[:1])
    inner = stripped[1:-1]
    if close is None or len(stripped) < 2 or stripped[-1] != close or stripped[0] in inner or close in inner:
        return text
    return inner


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Where `text`'s quoted passages lie (start, end), quotes included."""
    return [match.span() for match in QUOTED.finditer(text)]


def blank_addresses(text: str) -> str:
    """`text` with each e-mail address and URL replaced by as many spaces, so the spans of its need
    segments still hold: what the contextual encoder reads of a request. It reads quoted passages
    (they help it place a need: "watch 'Interstellar'"), but an address only pulls a need's vector
    off ("email dev@ourshop.com to let the team know" lands far from a send-email tool)."""
    return _blanked(text, (ADDRESSES,), keep_positions=True)


def without_values(text: str, *, addresses: bool = True, quotes: bool = True) -> str:
    """`text` with its e-mail addresses and URLs (`addresses`) and its quoted passages (`quotes`)
    blanked out. A request that is nothing but values ('"weather in Lisbon"', a bare URL) keeps
    them: they are all it says."""
    patterns = ((ADDRESSES,) if addresses else ()) + ((QUOTED,) if quotes else ())
    return _blanked(text, patterns, keep_positions=False)


def _blanked(text: str, patterns: tuple[re.Pattern[str], ...], *, keep_positions: bool) -> str:
    """`text` with every match of `patterns` replaced by a space (by as many spaces with
    `keep_positions`: the static embedder's tokens see the difference, the encoder's do not), or
    `text` itself when nothing matched or nothing but stop words would be left."""
    out, blanked = text, 0
    for pattern in patterns:
        out, count = pattern.subn(_spaces if keep_positions else " ", out)
        blanked += count
    if not blanked:  # the usual request: no second pass over its words
        return text
    return out if any(word not in STOP_WORDS for word in split_words(out)) else text


def _spaces(match: re.Match[str]) -> str:
    return " " * len(match.group())
