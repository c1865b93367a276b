"""The OpenAI chat-completions wire format: completions, streamed chunks, model lists and errors."""

import json
import re
import time
import uuid
from collections.abc import Iterator, Sequence
from typing import Any

from assent_demo.model.reply import Reply

ARGUMENT_PIECE = 16
"""Tool-call arguments are streamed in pieces of this many characters, as real providers do."""


def new_completion_id() -> str:
    return f"chatcmpl-{uuid.uuid4().hex[:24]}"


def new_call_id() -> str:
    return f"call_{uuid.uuid4().hex[:24]}"


def error_body(message: str, type_: str, code: str | None, param: str | None = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


def models_body(model_ids: Sequence[str]) -> dict[str, Any]:
    return {"object": "list", "data": [model_entry(m) for m in model_ids]}


def model_entry(model_id: str) -> dict[str, Any]:
    return {"id": model_id, "object": "model", "created": 0, "owned_by": "assent-demo"}


def text_pieces(text: str) -> list[str]:
    """The text cut after each word, so a client sees it arrive piece by piece."""
    return re.findall(r"\s*\S+\s*", text) if text.strip() else ([text] if text else [])


def usage(prompt: Sequence[Any], reply: Reply) -> dict[str, int]:
    """A rough token count (words), enough for clients that read ``usage``."""
    prompt_tokens = len(json.dumps(list(prompt)).split())
    completion_tokens = len(reply.text.split()) + sum(
        len(json.dumps(c.arguments).split()) + 1 for c in reply.tool_calls
    )
    return {
        "prompt_tokens": prompt_tokens,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
    }


def finish_reason(reply: Reply) -> str:
    return "tool_calls" if reply.tool_calls else "stop"


def completion_body(reply: Reply, model: str, prompt: Sequence[Any]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.text or None}
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": new_call_id(),
                "type": "function",
                "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
            }
            for call in reply.tool_calls
        ]
    return {
        "id": new_completion_id(),
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": None,
        "choices": [
            {"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason(reply)}
        ],
        "usage": usage(prompt, reply),
    }


def stream_chunks(
    reply: Reply, model: str, prompt: Sequence[Any], include_usage: bool = False
) -> Iterator[dict[str, Any]]:
    """The ``chat.completion.chunk`` objects of ``reply``: role, text pieces, then each tool call (its
    id and name first, then its arguments in pieces), then an empty delta with the finish reason."""
    completion_id = new_completion_id()
    created = int(time.time())

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "system_fingerprint": None,
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
        }

    yield chunk({"role": "assistant", "content": ""})
    for piece in text_pieces(reply.text):
        yield chunk({"content": piece})
    for index, call in enumerate(reply.tool_calls):
        opening = {"name": call.name, "arguments": ""}
        yield chunk(
            {"tool_calls": [{"index": index, "id": new_call_id(), "type": "function", "function": opening}]}
        )
        arguments = json.dumps(call.arguments)
        for start in range(0, len(arguments), ARGUMENT_PIECE):
            piece = {"arguments": arguments[start : start + ARGUMENT_PIECE]}
            yield chunk({"tool_calls": [{"index": index, "function": piece}]})
    yield chunk({}, finish_reason(reply))
    if include_usage:
        yield {**chunk({}), "choices": [], "usage": usage(prompt, reply)}


def sse_data(payload: dict[str, Any] | str) -> bytes:
    data = payload if isinstance(payload, str) else json.dumps(payload, separators=(",", ":"))
    return f"data: {data}\n\n".encode()
