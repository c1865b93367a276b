"""Plain helpers for the external-agent tests: make a token over HTTP, and be the agent with the
official Python MCP SDK client."""

import json
from collections.abc import AsyncIterator, Awaitable, Callable, Collection
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


@asynccontextmanager
async def user(base_url: str, bearer: str) -> AsyncIterator[httpx.AsyncClient]:
    """An async HTTP client of a signed-in user (a bearer token of the dev issuer)."""
    headers = {"Authorization": f"Bearer {bearer}"}
    async with httpx.AsyncClient(base_url=base_url, headers=headers, timeout=30) as client:
        yield client


async def approval_events(
    client: httpx.AsyncClient, last_event_id: str | None = None
) -> AsyncIterator[dict[str, Any]]:
    """The user's approvals feed (``GET /v1/approvals/events``): each event as ``{id, event, data}``."""
    headers = {"Accept": "text/event-stream"}
    if last_event_id:
        headers["Last-Event-ID"] = last_event_id
    async with client.stream("GET", "/v1/approvals/events", headers=headers, timeout=None) as stream:
        assert stream.status_code == 200, await stream.aread()
        fields: dict[str, str] = {}
        async for line in stream.aiter_lines():
            if line.startswith(":"):
                continue
            if line:
                key, _, value = line.partition(":")
                fields[key] = value.removeprefix(" ")
                continue
            if "data" in fields:
                yield {
                    "id": fields.get("id", ""),
                    "event": fields.get("event", ""),
                    "data": json.loads(fields["data"]),
                }
            fields = {}


async def next_approval(
    client: httpx.AsyncClient, agent_name: str, skip: Collection[str] = ()
) -> dict[str, Any]:
    """The first ``approval.requested`` of the agent named ``agent_name`` whose proposal is not in
    ``skip`` (its ``approval`` payload)."""
    async for event in approval_events(client):
        approval = event["data"].get("approval") or {}
        if (
            event["event"] == "approval.requested"
            and approval.get("agent", {}).get("name") == agent_name
            and approval["proposal_id"] not in skip
        ):
            return approval
    raise AssertionError("the approvals feed ended")
