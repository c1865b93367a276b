"""What the engine indexes: one action of a connected toolkit, and the text fields it is searched by."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

# Bounds that keep a huge or hostile schema from dominating build time or the index.
_MAX_SCHEMA_DEPTH = 4
_MAX_PARAMETERS = 60
_MAX_FIELD_CHARS = 4000
_MAX_ENUM_VALUES = 12


@dataclass(frozen=True)
class ActionDocument:
    """An action as discovery sees it; `name` is the semantic name `namespace.action`."""

    name: str
    title: str | None
    description: str
    input_schema: dict[str, Any]


@dataclass(frozen=True)
class ActionFields:
    """The searchable text of one action, field by field."""

    action: str  # the action part of the name: "create_issue"
    namespace: str  # the toolkit part: "github" ("" when the name has no dot)
    title: str
    description: str
    parameters: str  # parameter names
    parameter_text: str  # parameter titles, descriptions and enum values


def _clip(text: str) -> str:
    return text[:_MAX_FIELD_CHARS]


def _walk(schema: Any, depth: int) -> Iterator[tuple[str, dict[str, Any]]]:
    """(name, sub-schema) of every named property, nested objects and array items included."""
    if not isinstance(schema, dict) or depth > _MAX_SCHEMA_DEPTH:
        return
    properties = schema.get("properties")
    if isinstance(properties, dict):
        for name, sub in properties.items():
            yield str(name), sub if isinstance(sub, dict) else {}
            yield from _walk(sub, depth + 1)
    items = schema.get("items")
    if isinstance(items, dict):
        yield from _walk(items, depth + 1)
    for key in ("anyOf", "oneOf", "allOf"):
        options = schema.get(key)
        if isinstance(options, list):
            for option in options[:8]:
                yield from _walk(option, depth + 1)


def _parameter_text(sub: dict[str, Any]) -> list[str]:
    parts = [str(sub[key]) for key in ("title", "description") if isinstance(sub.get(key), str)]
    enum = sub.get("enum")
    if isinstance(enum, list):
        parts.extend(str(value) for value in enum[:_MAX_ENUM_VALUES] if isinstance(value, str))
    return parts


def fields_of(document: ActionDocument) -> ActionFields:
    """Split a document into the fields the ranking weighs separately. Never raises on odd input."""
    namespace, _, action = str(document.name).rpartition(".")
    names: list[str] = []
    texts: list[str] = []
    for i, (name, sub) in enumerate(_walk(document.input_schema, 0)):
        if i >= _MAX_PARAMETERS:
            break
        names.append(name)
        texts.extend(_parameter_text(sub))
    return ActionFields(
        action=action,
        namespace=namespace,
        title=_clip(str(document.title or "")),
        description=_clip(str(document.description or "")),
        parameters=_clip(" ".join(names)),
        parameter_text=_clip(" ".join(texts)),
    )
