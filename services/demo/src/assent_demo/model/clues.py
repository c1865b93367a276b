"""What can be read out of a user's message: quoted text, ``owner/repo``, ``#channel``, ``#12``…"""

import re
from dataclasses import dataclass

from assent_demo.model.wording import quoted_strings, tokens, without_quoted

_URL = re.compile(r"https?://\S+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]*\w")
_MENTION = re.compile(r"(?<![\w@])@([A-Za-z0-9][\w-]*)")
_REPO = re.compile(r"(?<![\w/.#@-])([A-Za-z0-9][\w.-]*)/([\w.-]*\w)(?![\w/])")
_REFERENCE = re.compile(
    r"(?<!&)#(\d+)\b|\b(?:issue|pr|pull request|ticket|number|no\.)\s*#?\s*(\d+)\b", re.IGNORECASE
)
_CHANNEL = re.compile(r"(?<![\w&])#([A-Za-z][\w-]*)")
_NUMBER = re.compile(r"(?<![\w.#/])(\d+)(?![\w.]\w)")
_LIMIT = re.compile(
    r"\b(?:limit(?:ed)?(?: to)?|top|first|last|latest|recent|up to|at most|max(?:imum)?)\s+(\d+)\b"
    r"|\b(\d+)\s+(?:\w+\s+)?(?:issues|messages|items|results|repos|repositories|channels|comments"
    r"|entries|rows|prs|pull requests|users|posts)\b",
    re.IGNORECASE,
)
_FILENAME = re.compile(r"(?<![\w/.-])([\w-]+\.(?:ya?ml|json|toml|py|md|txt|sh|cfg|ini))\b")
_DURATION = re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b", re.IGNORECASE)
_SAYING = re.compile(
    r"\b(?:saying|that says|says|with (?:the )?(?:text|message|body|comment))\s*:?\s*(.+)$", re.IGNORECASE
)
_TOPIC = re.compile(r"\b(?:for|about|matching|containing|mentioning|named|called)\s+(.+)$", re.IGNORECASE)


@dataclass(frozen=True)
class Clues:
    quoted: tuple[str, ...]
    repos: tuple[tuple[str, str], ...]
    channels: tuple[str, ...]
    references: tuple[int, ...]
    limits: tuple[int, ...]
    numbers: tuple[int, ...]
    mentions: tuple[str, ...]
    filenames: tuple[str, ...]
    durations: tuple[float, ...]
    urls: tuple[str, ...]
    emails: tuple[str, ...]
    saying: str | None
    topic: str | None
    words: frozenset[str]


def read_clues(text: str) -> Clues:
    """Everything :func:`fill_arguments` may use, read from ``text``.

    Quoted strings are read first and taken out, so a ``#tag`` inside quotes is not a channel."""
    rest = without_quoted(text)
    urls = _URL.findall(rest)
    rest = _URL.sub(" ", rest)
    emails = _EMAIL.findall(rest)
    rest = _EMAIL.sub(" ", rest)
    mentions = _MENTION.findall(rest)
    repos = [(owner, repo.rstrip(".")) for owner, repo in _REPO.findall(rest)]
    references = [int(a or b) for a, b in _REFERENCE.findall(rest)]
    limits = [int(a or b) for a, b in _LIMIT.findall(rest)]
    channels = _CHANNEL.findall(rest)
    plain = _CHANNEL.sub(" ", _REFERENCE.sub(" ", _REPO.sub(" ", _MENTION.sub(" ", rest))))
    saying = _SAYING.search(rest)
    topic = _TOPIC.search(plain)
    return Clues(
        quoted=tuple(quoted_strings(text)),
        repos=tuple(repos),
        channels=tuple(channels),
        references=tuple(references),
        limits=tuple(limits),
        numbers=tuple(int(n) for n in _NUMBER.findall(plain)),
        mentions=tuple(mentions),
        filenames=tuple(_FILENAME.findall(rest)),
        durations=tuple(float(d) for d in _DURATION.findall(rest)),
        urls=tuple(u.rstrip(".,;:!?)") for u in urls),
        emails=tuple(emails),
        saying=_tidy(saying.group(1)) if saying else None,
        topic=_tidy(topic.group(1)) if topic else None,
        words=frozenset(tokens(rest)),
    )


def _tidy(text: str) -> str | None:
    text = re.sub(r"\s+", " ", text).strip(" ,.!?:;")
    return text or None
