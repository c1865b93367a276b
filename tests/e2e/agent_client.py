"""Plain helpers for the external-agent tests: make a token over HTTP, and be the agent with the
official Python MCP SDK client."""

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import httpx
import httpx2
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

ProgressCallback = Callable[[float, float | None, str | None], Awaitable[None]]


def create_token(
    client: httpx.Client, connection_ids: list[str], name: str = "test agent", **extra: Any
) -> dict[str, Any]:
    """``POST /v1/agent-tokens`` as the client's user; asserts the 201 and returns the body."""
    response = client.post("/v1/agent-tokens", json={"name": name, "connection_ids": connection_ids, **extra})
    assert response.status_code == 201, response.text
    return response.json()


@asynccontextmanager
async def agent(base_url: str, token: str) -> AsyncIterator[Client]:
    """An MCP client session on the gateway's ``/mcp`` with the agent token."""
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(30, read=None)) as http,
        Client(streamable_http_client(f"{base_url}/mcp", http_client=http)) as client,
    ):
        yield client


def text_of(result: CallToolResult) -> str:
    first = result.content[0]
    assert first.type == "text", result
    return first.text
