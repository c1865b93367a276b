"""Fixtures of the integration tests in more than one folder: the real demo MCP servers, each on a
free port for one test."""

from collections.abc import AsyncIterator

import pytest

from assent_demo.mcp import RunningServer, running_server


@pytest.fixture
async def github() -> AsyncIterator[RunningServer]:
    async with running_server("github") as server:
        yield server


@pytest.fixture
async def slack() -> AsyncIterator[RunningServer]:
    async with running_server("slack") as server:
        yield server
