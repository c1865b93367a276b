"""Real demo MCP servers on free ports, and a way to open a real MCP client session on one."""

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import httpx2
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from assent_demo.mcp import RunningServer

Connect = Callable[[RunningServer, str], AbstractAsyncContextManager[ClientSession]]


@asynccontextmanager
async def _connect(server: RunningServer, token: str) -> AsyncIterator[ClientSession]:
    """An initialized (handshake-era) session authenticated with ``token``."""
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}) as http,
        streamable_http_client(server.url, http_client=http) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        yield session


@pytest.fixture
def connect() -> Connect:
    return _connect
