"""Filling an action's arguments from the user's words, guided by the action's JSON schema.

Each parameter gets a *kind* from its name (``owner``, ``repo``, ``channel``, ``title``…); each kind
reads one sort of clue. Quoted strings are handed out in order: title first, then text, body, query.
Numbers are handed out the same way, each to one parameter in order ("add 17 and 25" → ``a: 17``,
``b: 25``), after the parameters whose own words claim one ("top 5" for a limit, "30 seconds" for a
duration). Required parameters are always tried; optional ones only when a clue clearly names them."""

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from assent_demo.model.clues import Clues, read_clues

_KINDS: dict[str, frozenset[str]] = {
    "owner": frozenset({"owner", "org", "organization", "orgname", "ownername", "organisation"}),
    "repo": frozenset({"repo", "repository", "reponame", "repositoryname", "repofullname", "fullname"}),
    "reference": frozenset(
        {"number", "issuenumber", "issue", "pullnumber", "prnumber", "pr", "issueid", "pullrequestnumber"}
    ),
    "limit": frozenset({"limit", "count", "perpage", "maxresults", "max", "n", "top", "pagesize", "size"}),
    "title": frozenset({"title", "subject", "summary", "headline"}),
    "text": frozenset({"text", "message", "msg", "comment", "content", "note", "reply"}),
    "body": frozenset({"body", "description", "details", "desc"}),
    "query": frozenset({"query", "q", "search", "keyword", "keywords", "term", "terms", "filter"}),
    "user": frozenset({"user", "username", "login", "assignee", "handle", "author", "userid"}),
    "file": frozenset({"workflow", "file", "filename", "path", "filepath", "workflowfile"}),
    "duration": frozenset({"seconds", "duration", "delay", "timeout", "wait", "secs"}),
}
# Order in which parameters take their turn, so quoted strings go to title before body, and a
# number a limit or a duration names is theirs before plain numbers are handed out.
_ORDER = (
    "owner",
    "repo",
    "channel",
    "limit",
    "duration",
    "reference",
    "user",
    "url",
    "email",
    "enum",
    "file",
)
_ORDER_MIDDLE = ("title", "text")
_ORDER_REST = ("body", "query", "other")

T = TypeVar("T")

HINTS = {
    "owner": "as owner/repo",
    "repo": "as owner/repo",
    "channel": "as #channel",
    "reference": "as #number",
    "user": "as @name",
    "url": "as a link",
    "email": "as an address",
    "limit": "as a number",
    "enum": "as one of the allowed values",
    "duration": "in seconds",
    "file": "as a file name or in quotes",
}


@dataclass(frozen=True)
class Missing:
    name: str
    description: str
    hint: str


@dataclass
class Fill:
    arguments: dict[str, Any] = field(default_factory=dict)
    missing: list[Missing] = field(default_factory=list)


def kind_of(name: str, schema: Mapping[str, Any]) -> str:
    if schema.get("enum"):
        return "enum"
    normalized = re.sub(r"[^a-z0-9]", "", name.lower())
    for kind, names in _KINDS.items():
        if normalized in names:
            return kind
    if "channel" in normalized:
        return "channel"
    if "url" in normalized or "link" in normalized:
        return "url"
    if "email" in normalized:
        return "email"
    return "other"


def fill_arguments(schema: Mapping[str, Any] | None, text: str, context: str | None = None) -> Fill:
    """Arguments for ``schema`` read from ``text``; ``context`` (the whole message, when ``text`` is
    one of several requests in it) supplies places (repo, channel, user) that ``text`` lacks."""
    properties: Mapping[str, Any] = (schema or {}).get("properties") or {}
    required = [str(n) for n in (schema or {}).get("required") or [] if n in properties]
    clues = read_clues(text)
    fallback = read_clues(context) if context and context != text else None
    has_owner = any(kind_of(n, p) == "owner" for n, p in properties.items())
    quoted = list(clues.quoted)
    numbers = list(clues.numbers)
    fill = Fill()
    rank = {kind: i for i, kind in enumerate(_ORDER + _ORDER_MIDDLE + _ORDER_REST)}
    ordered = sorted(properties, key=lambda n: (n not in required, rank[kind_of(n, properties[n])]))
    for name in ordered:
        prop = properties[name] if isinstance(properties[name], Mapping) else {}
        kind = kind_of(name, prop)
        is_required = name in required
        value = _value(kind, prop, clues, quoted, numbers, is_required, has_owner)
        if value is None and fallback is not None and kind in {"owner", "repo", "channel", "user"}:
            value = _value(kind, prop, fallback, [], [], is_required, has_owner)
        typed = _typed(value, prop)
        if typed is None and is_required and "default" in prop:
            typed = prop["default"]
        if typed is not None:
            fill.arguments[name] = typed
            if value in quoted:
                quoted.remove(value)
            if isinstance(value, int | float) and value in numbers:  # each number goes to one parameter
                numbers.remove(value)
        elif is_required:
            description = str(prop.get("description") or "").strip()
            fill.missing.append(Missing(name, description, HINTS.get(kind, "in quotes")))
    return fill


def _value(
    kind: str,
    prop: Mapping[str, Any],
    clues: Clues,
    quoted: list[str],
    numbers: list[int],
    required: bool,
    has_owner: bool,
) -> Any:
    """The clue for a parameter of ``kind``; ``quoted`` and ``numbers`` are those not handed out yet."""
    first = _first
    match kind:
        case "owner":
            return clues.repos[0][0] if clues.repos else None
        case "repo":
            if not clues.repos:
                return None
            owner, repo = clues.repos[0]
            return repo if has_owner else f"{owner}/{repo}"
        case "channel":
            return first(clues.channels)
        case "reference":
            return first(clues.references) or (first(numbers) if required else None)
        case "user":
            return first(clues.mentions)
        case "url":
            return first(clues.urls)
        case "email":
            return first(clues.emails)
        case "limit":
            return first(clues.limits) or (first(numbers) if required else None)
        case "file":
            return first(clues.filenames) or first(quoted)
        case "duration":
            return first(clues.durations)
        case "enum":
            words = {w.lower() for w in clues.words}
            return next((v for v in prop.get("enum") or [] if str(v).lower() in words), None)
        case "text":
            return first(quoted) or (clues.saying if required else None)
        case "query":
            return first(quoted) or (clues.topic if required else None)
        case "title" | "body":
            return first(quoted)
    if _type_of(prop) in {"integer", "number"}:
        return (first(clues.references) or first(numbers)) if required else None
    return first(quoted) if required else None


def _first(values: "tuple[T, ...] | list[T]") -> T | None:
    return values[0] if values else None


def _type_of(prop: Mapping[str, Any]) -> str | None:
    declared = prop.get("type")
    if isinstance(declared, list):
        declared = next((t for t in declared if t != "null"), None)
    if declared is None and isinstance(prop.get("anyOf"), list):
        declared = next((_type_of(p) for p in prop["anyOf"] if isinstance(p, Mapping) and _type_of(p)), None)
    return declared if isinstance(declared, str) else None


def _typed(value: Any, prop: Mapping[str, Any]) -> Any:
    """``value`` converted to the parameter's JSON type, or ``None`` when it does not fit."""
    if value is None:
        return None
    declared = _type_of(prop)
    if declared in {"integer", "number"}:
        try:
            number = float(value)
        except (TypeError, ValueError):
            return None
        if number.is_integer():
            return int(number)
        return number if declared == "number" else None
    if declared == "array":
        item = _typed(value, prop.get("items") or {})
        return None if item is None else [item]
    if declared == "boolean":
        return value if isinstance(value, bool) else None
    if declared in {"string", None}:
        return str(value)
    return None
