"""A read-only view of the messages of a chat-completions request.

The demo model is stateless: every decision is taken from the messages of one request. A *turn* starts
at the last user message; the tool calls the assistant made after it, with their results, are the
turn's *batches* (one per assistant message)."""

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Exchange:
    """One tool call of the assistant and the content of the tool message answering it."""

    call_id: str
    name: str
    arguments: dict[str, Any]
    result: str | None

    def result_object(self) -> dict[str, Any]:
        """The result parsed as a JSON object, or ``{}`` when it is not one."""
        return json_object(self.result)


@dataclass(frozen=True)
class Transcript:
    user_text: str | None
    last_role: str | None
    batches: tuple[tuple[Exchange, ...], ...]
    exchanges: tuple[Exchange, ...]
    """Every tool call of the whole transcript, this turn's and earlier ones."""


def text_of(content: Any) -> str:
    """The text of a message ``content``: a string, or a list of parts of which the text ones count."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text", "") for p in content if isinstance(p, Mapping) and p.get("type") == "text"]
        return "\n".join(str(p) for p in parts)
    return ""


def json_object(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def read_transcript(messages: Sequence[Mapping[str, Any]]) -> Transcript:
    results = {
        str(m.get("tool_call_id")): text_of(m.get("content")) for m in messages if m.get("role") == "tool"
    }
    last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=None)
    batches: list[tuple[Exchange, ...]] = []
    exchanges: list[Exchange] = []
    for index, message in enumerate(messages):
        if message.get("role") != "assistant" or not message.get("tool_calls"):
            continue
        batch = tuple(_exchange(call, results) for call in message["tool_calls"] if isinstance(call, Mapping))
        exchanges.extend(batch)
        if last_user is not None and index > last_user:
            batches.append(batch)
    return Transcript(
        user_text=None if last_user is None else text_of(messages[last_user].get("content")),
        last_role=str(messages[-1].get("role")) if messages else None,
        batches=tuple(batches),
        exchanges=tuple(exchanges),
    )


def _exchange(call: Mapping[str, Any], results: Mapping[str, str]) -> Exchange:
    function = call.get("function") or {}
    arguments = function.get("arguments")
    parsed = json_object(arguments) if isinstance(arguments, str) else arguments
    call_id = str(call.get("id"))
    return Exchange(
        call_id=call_id,
        name=str(function.get("name", "")),
        arguments=dict(parsed) if isinstance(parsed, Mapping) else {},
        result=results.get(call_id),
    )
