"""Reassembling streamed tool calls: each fragment names its ``index``; ids and names come once,
arguments arrive as pieces of one JSON string."""

import json
from dataclasses import dataclass
from typing import Any

from assent_contracts.identifiers import new_id


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str
    """The raw JSON text the model produced, kept verbatim for the assistant message."""

    def parsed_arguments(self) -> dict[str, Any] | None:
        """The arguments as an object, or None when they are not a JSON object."""
        try:
            value = json.loads(self.arguments or "{}")
        except json.JSONDecodeError:
            return None
        return value if isinstance(value, dict) else None

    def as_message_part(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


class ToolCallAssembler:
    def __init__(self) -> None:
        self._parts: dict[int, dict[str, Any]] = {}

    def add(self, fragments: list[dict[str, Any]]) -> None:
        for position, fragment in enumerate(fragments):
            index = fragment.get("index", position)
            part = self._parts.setdefault(index, {"id": None, "name": [], "arguments": []})
            if fragment.get("id"):
                part["id"] = fragment["id"]
            function = fragment.get("function") or {}
            name = function.get("name")
            if name and name != "".join(part["name"]):
                part["name"].append(name)
            if function.get("arguments"):
                part["arguments"].append(function["arguments"])

    def calls(self) -> list[ToolCall]:
        calls = []
        for _, part in sorted(self._parts.items()):
            part["id"] = part["id"] or new_id("call")
            calls.append(ToolCall(part["id"], "".join(part["name"]), "".join(part["arguments"])))
        return calls
