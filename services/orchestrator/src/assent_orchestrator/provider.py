"""The model provider port (``ChatModel``) and its adapter for OpenAI-compatible streaming chat completions.

The adapter streams ``POST {base_url}/chat/completions`` with ``stream: true`` and yields each
chunk's delta; reassembling tool calls is the caller's job (``tool_calls.ToolCallAssembler``). The
API key is sent as a bearer token and never appears in errors or logs.
"""

import asyncio
import contextlib
import json
import re
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Protocol

import httpx
from pydantic import SecretStr

DRAIN_S = 1.0
"""How long a finished response's remaining body is read before its connection is dropped instead."""


class ModelError(Exception):
    """The provider could not be reached, answered an error, or broke its stream. Safe to show a user."""


@dataclass(frozen=True)
class ChatRequest:
    base_url: str
    api_key: SecretStr = field(repr=False)
    model: str
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]]
    tool_choice: str = "auto"
    options: dict[str, Any] = field(default_factory=dict)
    """Optional settings (``temperature``, ``max_tokens``, ``response_format``) passed through as given."""

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, "messages": self.messages, "stream": True}
        if self.tools:
            body["tools"] = self.tools
            body["tool_choice"] = self.tool_choice
        return body | self.options


@dataclass(frozen=True)
class ChatDelta:
    """One streamed chunk: some text, and/or fragments of tool calls (``choices[0].delta.tool_calls``)."""

    text: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    finish_reason: str | None = None


class ChatModel(Protocol):
    def stream(self, request: ChatRequest) -> AsyncGenerator[ChatDelta, None]:
        """Yield the response's deltas in order; raise ``ModelError`` on any provider or network failure."""
        ...


def parse_chunk(data: str) -> ChatDelta:
    """One ``data:`` payload of the stream (not ``[DONE]``) as a delta."""
    try:
        chunk = json.loads(data)
    except json.JSONDecodeError as error:
        raise ModelError("the model provider sent a malformed stream chunk") from error
    if not isinstance(chunk, dict):
        raise ModelError("the model provider sent a malformed stream chunk")
    if chunk.get("error"):
        raise ModelError(f"the model provider reported an error: {redact(_error_text(chunk['error']), '')}")
    choices = chunk.get("choices") or []
    if not choices:
        return ChatDelta()
    choice = choices[0]
    delta = choice.get("delta") or {}
    return ChatDelta(
        text=delta.get("content") or "",
        tool_calls=list(delta.get("tool_calls") or []),
        finish_reason=choice.get("finish_reason"),
    )


def _error_text(error: Any) -> str:
    message = error.get("message") if isinstance(error, dict) else error
    return str(message)[:200]


class HttpChatModel:
    """``ChatModel`` over real HTTP with a shared ``httpx.AsyncClient``."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self._client = client

    async def stream(self, request: ChatRequest) -> AsyncGenerator[ChatDelta, None]:
        url = request.base_url.rstrip("/") + "/chat/completions"
        headers = {"Accept": "text/event-stream"}
        secret = request.api_key.get_secret_value()
        if secret:
            headers["Authorization"] = f"Bearer {secret}"
        try:
            async with self._client.stream("POST", url, json=request.body(), headers=headers) as response:
                if response.status_code >= 400:
                    await response.aread()
                    raise ModelError(_status_message(response, secret))
                finished = False
                lines = response.aiter_lines()
                async for line in lines:
                    if not line.startswith("data:"):
                        continue
                    data = line[len("data:") :].strip()
                    if data == "[DONE]":
                        finished = True
                        break
                    delta = parse_chunk(data)
                    finished = finished or delta.finish_reason is not None
                    yield delta
                if not finished:
                    raise ModelError("the model stream ended before the response was complete")
                await _drain(lines)
        except httpx.HTTPError as error:
            raise ModelError(f"could not reach the model provider ({type(error).__name__})") from None


async def _drain(lines: AsyncIterator[str]) -> None:
    """Read what follows ``[DONE]`` (the end of the body, at once from a provider that behaves) so
    the connection goes back to the pool: one left unread is closed, and the next round connects
    again. A provider that keeps the body open is given up on after ``DRAIN_S``."""
    with contextlib.suppress(TimeoutError, httpx.HTTPError):
        async with asyncio.timeout(DRAIN_S):
            async for _ in lines:
                pass


def _status_message(response: httpx.Response, secret: str) -> str:
    detail = ""
    try:
        payload = response.json()
        if isinstance(payload, dict) and payload.get("error"):
            detail = ": " + redact(_error_text(payload["error"]), secret)
    except ValueError:
        pass
    return f"the model provider answered HTTP {response.status_code}{detail}"


_TOKEN_LIKE = re.compile(r"[A-Za-z0-9_\-*.]{20,}")


def redact(text: str, secret: str) -> str:
    """Provider messages may echo a key (even a masked one): drop the key and anything token-like."""
    if secret:
        text = text.replace(secret, "***")
    return _TOKEN_LIKE.sub("***", text)
