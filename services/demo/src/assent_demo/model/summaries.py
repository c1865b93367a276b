"""Plain-words summaries of tool results: what an action returned, was declined, failed or left unknown."""

import json
from collections.abc import Mapping, Sequence
from typing import Any

from assent_demo.model.transcript import Exchange, json_object

EXECUTE = "assent_execute_tool"
SEARCH = "assent_search_tools"

# Fields worth naming first when an action returns an object.
_KEY_FIELDS = (
    "login",
    "name",
    "full_name",
    "title",
    "number",
    "state",
    "channel",
    "text",
    "html_url",
    "url",
    "ts",
    "id",
    "count",
    "total",
)
# An object with one of these is a thing of its own (an issue with comments), not a list wrapper.
_ENTITY_FIELDS = ("login", "name", "full_name", "title", "number")
_LABEL_FIELDS = ("title", "name", "login", "text", "full_name", "id")
MAX_FACTS = 5
MAX_TEXT = 160


def summarise_batch(batch: Sequence[Exchange]) -> str:
    sentences = [summarise(exchange) for exchange in batch if exchange.name != SEARCH]
    return " ".join(s for s in sentences if s) or "There is nothing to report."


def summarise(exchange: Exchange) -> str:
    if exchange.name == EXECUTE:
        return summarise_execution(str(exchange.arguments.get("name") or "the action"), exchange.result)
    if exchange.result is None:
        return f"{exchange.name} gave no result."
    return f"{exchange.name} returned: {_short(_describe(_parsed(exchange.result)))}."


def summarise_execution(action: str, result_text: str | None) -> str:
    payload = json_object(result_text)
    status = payload.get("status")
    if payload.get("error") and not status:
        return f"I could not propose {action}: {payload['error']}."
    match status:
        case "succeeded":
            facts = _describe(payload.get("result"))
            return f"{action} succeeded{' — ' + facts if facts else ''}."
        case "declined":
            return f"You declined {action}, so nothing was done."
        case "cancelled":
            return f"{action} was cancelled, so nothing was done."
        case "failed":
            return f"{action} failed: {payload.get('error') or 'no reason was given'}."
        case "outcome_unknown":
            return (
                f"The outcome of {action} is unknown: it may or may not have happened. "
                "Check MCP Activity and the service itself before repeating it."
            )
    return f"{action} ended with an unexpected result: {_short(result_text or 'nothing')}."


def _parsed(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def _unwrap(value: Any) -> Any:
    """The useful part of an MCP tool result: its structured content, or its text parsed as JSON."""
    if isinstance(value, Mapping):
        for key in ("structured_content", "structuredContent"):
            if isinstance(value.get(key), Mapping | list):
                return _unwrap(value[key])
        content = value.get("content")
        if isinstance(content, list) and set(value) <= {"content", "is_error", "isError", "meta", "_meta"}:
            parts = [p for p in content if isinstance(p, Mapping) and p.get("type") == "text"]
            texts = [str(p.get("text", "")) for p in parts]
            return _unwrap(_parsed("\n".join(texts)))
        if set(value) == {"result"}:
            return _unwrap(value["result"])
    return value


def _describe(value: Any) -> str:
    """A short phrase naming the key fields of a result."""
    value = _unwrap(value)
    if isinstance(value, Mapping):
        fields = [k for k in _KEY_FIELDS if _is_scalar(value.get(k))]
        fields += [k for k, v in value.items() if k not in fields and _is_scalar(v)]
        facts = ", ".join(f"{k}: {_short(str(value[k]))}" for k in fields[:MAX_FACTS])
        lists = [v for v in value.values() if isinstance(v, list)]
        if len(lists) == 1 and not any(k in value for k in _ENTITY_FIELDS):
            return "; ".join(p for p in (_describe_list(lists[0]), facts) if p)
        return facts
    if isinstance(value, list):
        return _describe_list(value)
    return _short(str(value)) if value not in (None, "") else ""


def _describe_list(items: list[Any]) -> str:
    labels = [_label(item) for item in items[:3]]
    more = f" and {len(items) - 3} more" if len(items) > 3 else ""
    noun = "item" if len(items) == 1 else "items"
    listed = f" ({'; '.join(labels)}{more})" if labels else ""
    return f"{len(items)} {noun}{listed}"


def _label(item: Any) -> str:
    if isinstance(item, Mapping):
        text = next((str(item[k]) for k in _LABEL_FIELDS if _is_scalar(item.get(k))), "")
        number = item.get("number")
        return _short(f"#{number} {text}".strip() if _is_scalar(number) else text or "an item")
    return _short(str(item))


def _is_scalar(value: Any) -> bool:
    return isinstance(value, str | int | float | bool) and value != ""


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"
