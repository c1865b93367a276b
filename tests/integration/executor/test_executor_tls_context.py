"""Every MCP session's HTTP client shares its adapter's TLS context: listing a tool or calling it
loads no CA bundle. Building a TLS context per session did, and cost more CPU than the rest of an
execution together (``bench/profile_notes.md``)."""

import ssl
from typing import Any

import pytest
from pydantic import SecretStr

from assent_demo.mcp.runner import running_server
from assent_executor.live_tools import StreamableHttpToolReader
from assent_executor.mcp_client import McpTarget, StreamableHttpToolCaller


async def test_listing_and_calling_load_no_ca_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    loads: list[int] = []
    load = ssl.SSLContext.load_verify_locations

    def counted(self: ssl.SSLContext, *args: Any, **kwargs: Any) -> None:
        loads.append(1)
        load(self, *args, **kwargs)

    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", counted)
    reader, caller = StreamableHttpToolReader(10), StreamableHttpToolCaller(10)
    built = len(loads)
    async with running_server("github") as server:
        target = McpTarget(url=server.url, credentials=SecretStr("ghp_demo_alice"))
        for _ in range(3):
            assert await reader.read_tool(target, "get_me") is not None
            assert not (await caller.call_tool(target, "get_me", {})).is_error
    assert len(loads) == built
