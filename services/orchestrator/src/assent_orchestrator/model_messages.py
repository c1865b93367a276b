"""What the model sees: the request's messages and the compact JSON results of its helper calls.

Rule 5: revisions, proposal ids, connection ids and approval metadata never enter these. Every
result here is built from model-visible data only (semantic names, arguments, results, errors).
"""

import json
from typing import Any

from assent_contracts.conversations import TurnInput
from assent_contracts.discovery import SearchReply
from assent_contracts.execution import ExecutionStatus


def build_messages(
    system: str | None, turn_input: TurnInput, turn_messages: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The conversation's system prompt, the client's transcript, then this turn's assistant/tool messages."""
    messages: list[dict[str, Any]] = []
    if system:
        messages.append({"role": "system", "content": system})
    messages.extend(message.model_dump(exclude_none=True) for message in turn_input.messages)
    messages.extend(turn_messages)
    return messages


def assistant_message(text: str, tool_calls: list[dict[str, Any]]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text or None}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return message


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def search_result(reply: SearchReply) -> str:
    return reply.model_dump_json(exclude_none=True)


def error_result(message: str) -> str:
    return _compact({"error": message})


def declined_result() -> str:
    return _compact({"status": "declined", "note": "the user declined; nothing was performed"})


def execution_result(status: ExecutionStatus, result: Any, error: str | None) -> str:
    if status == "succeeded":
        return _compact({"status": "succeeded", "result": result})
    if status == "failed":
        return _compact({"status": "failed", "error": error or "the action failed"})
    return _compact({"status": "outcome_unknown", "note": "inspect MCP Activity before repeating"})


def parse_result(raw: bytes | str | None) -> Any:
    """The executor's result claim check: JSON when it is JSON, else the text as is."""
    if raw is None:
        return None
    text = raw.decode() if isinstance(raw, bytes) else raw
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def client_expired_result() -> str:
    """A client-side tool call whose result never came in time."""
    return _compact({"status": "expired", "note": "the client gave no result in time; nothing is known"})
