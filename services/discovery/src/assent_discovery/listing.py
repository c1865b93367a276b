"""Listing an MCP server's tools: the port discovery depends on, and what a listing yields."""

from collections.abc import Callable
from typing import Protocol

from pydantic import SecretStr

from assent_runtime.mcp_tools import ListedTool

__all__ = ["ListedTool", "ListingFailed", "ToolChangeWatcher", "ToolLister"]


class ListingFailed(Exception):
    """The server could not be listed; ``reason`` is short, user-facing and never holds a secret."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ToolLister(Protocol):
    async def list_tools(self, url: str, credentials: SecretStr) -> list[ListedTool]:
        """Every tool of the server at ``url`` (all pages), or raise ``ListingFailed``."""
        ...


class ToolChangeWatcher(Protocol):
    async def watch(self, url: str, credentials: SecretStr, changed: Callable[[], None]) -> None:
        """Call ``changed()`` once the watch is in place, then whenever the server says its tool
        list changed.

        Runs until the server ends the stream (return), or fails (raise); returns at once when the
        server cannot notify changes.
        """
        ...
