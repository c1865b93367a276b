"""Reading the user's words: tokens, quoted spans, separate requests ("… and …") and search queries."""

import re

QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”|`([^`]+)`|(?<![\w'])'([^']+)'(?![\w'])|‘([^’]+)’")
_WORD = re.compile(r"[a-z0-9]+")
_SEPARATOR = re.compile(
    r"\s*;\s*(?:(?:and\s+)?then\s+)?|,?\s+and\s+then\s+|,?\s+and\s+|,?\s+then\s+|,\s+also\s+", re.IGNORECASE
)


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


STOPWORDS = _wordset(
    "a an the to in on of for at by with from into about and or please can could would will you your "
    "kindly me i my we our us it its this that these those is are be do does did just some any all "
    "there here now want need like let"
)
POLITENESS = _wordset("please kindly can could would you will")

# Words that start a separate request: "get my profile and post 'hi' to #general" is two requests.
ACTION_WORDS = _wordset(
    "get list show create open make add post send write say tell search find look read fetch check "
    "close reply update edit delete remove star who what which display describe assign invite ping "
    "summarize summarise count give"
)

# "open an issue" creates one; "open issues" are ones not closed.
_OPEN_NEW = re.compile(r"\bopen\s+(?=(?:a|an|new)\b)", re.IGNORECASE)

# Synonyms folded onto one canonical word, so "show issues" scores like "list_issues".
_CANONICAL = {
    "show": "list",
    "display": "list",
    "send": "post",
    "write": "post",
    "say": "post",
    "new": "create",
    "make": "create",
    "file": "create",
    "find": "search",
    "look": "search",
    "fetch": "get",
    "read": "get",
    "who": "me",
    "whoami": "me",
    "am": "me",
    "myself": "me",
    "profile": "me",
    "msg": "message",
    "repository": "repo",
    "pr": "pull",
}


def quoted_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, inner text)`` of each quoted string, in order."""
    return [(m.start(), m.end(), next(g for g in m.groups() if g is not None)) for m in QUOTED.finditer(text)]


def quoted_strings(text: str) -> list[str]:
    return [inner.strip() for _, _, inner in quoted_spans(text) if inner.strip()]


def without_quoted(text: str) -> str:
    return QUOTED.sub(" ", text)


def tokens(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def stem(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us")):
        return word[:-1]
    return word


def concepts(text: str, *, is_name: bool = False) -> set[str]:
    """The meaningful words of ``text``: lower-cased, singular, synonyms folded, stopwords dropped.

    ``_`` and ``.`` separate words, so the name ``github.get_me`` gives ``{"github", "get", "me"}``
    (names keep every word: a stopword in a name is what the action is about)."""
    words = tokens(_OPEN_NEW.sub("create ", text.replace("_", " ").replace(".", " ")))
    if not is_name:
        words = [w for w in words if w not in STOPWORDS or w in _CANONICAL]
    return {stem(_CANONICAL.get(w, w)) for w in words}


def split_requests(text: str) -> list[str]:
    """Split a message asking for several things into one clause per request.

    Splits on "and", "then" and ";" outside quotes, but only where the next clause starts a request of
    its own (contains an action word): "list issues in acme/web and acme/api" stays one request, and so
    does "add 17 and 25 with get-sum" (a word inside a tool's name, ``get-sum``, is no action word)."""
    masked = text
    for start, end, _ in quoted_spans(text):
        masked = masked[:start] + "x" * (end - start) + masked[end:]
    clauses: list[str] = []
    position = 0
    for separator in _SEPARATOR.finditer(masked):
        clauses.append(text[position : separator.start()])
        position = separator.end()
    clauses.append(text[position:])
    requests: list[str] = []
    for clause in (c.strip() for c in clauses):
        if not clause:
            continue
        if requests and not _asks_for_something(clause):
            requests[-1] = f"{requests[-1]} and {clause}"
        else:
            requests.append(clause)
    if len(requests) > 1 and not _asks_for_something(requests[0]):
        requests[:2] = [f"{requests[0]} and {requests[1]}"]
    return requests or [text.strip()]


_NAME = re.compile(r"\b\w+(?:[-_.]\w+)+\b")
"""A tool's or an action's name (``get-sum``, ``github.get_me``): its words are not the user's verbs."""


def _asks_for_something(clause: str) -> bool:
    return bool(ACTION_WORDS & set(tokens(_NAME.sub(" ", without_quoted(clause)))))


def search_query(request: str) -> str:
    """The words of one request to search actions with: no quoted content, no politeness."""
    words = [w for w in re.split(r"\s+", without_quoted(request)) if w]
    kept = [w for w in words if w.lower().strip(",.!?") not in POLITENESS]
    query = " ".join(kept).strip(" ,.!?:;")
    return query or request.strip()
