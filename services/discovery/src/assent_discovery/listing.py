"""Listing an MCP server's tools: the port discovery depends on, and what a listing yields."""

from collections.abc import Callable
from typing import Protocol

from pydantic import SecretStr

from assent_runtime.mcp_tools import ListedTool, Refresh

__all__ = ["ListedTool", "ListingFailed", "ToolChangeWatcher", "ToolLister"]


class ListingFailed(Exception):
    """The server could not be listed; ``reason`` is short, user-facing and never holds a secret.
    ``credentials_refused``: the server answered 401 or 403 (the credentials, not the server, are
    at fault)."""

    def __init__(self, reason: str, *, credentials_refused: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.credentials_refused = credentials_refused


class ToolLister(Protocol):
    async def list_tools(
        self, url: str, credentials: SecretStr, refresh: Refresh | None = None
    ) -> list[ListedTool]:
        """Every tool of the server at ``url`` (all pages), or raise ``ListingFailed``. ``refresh``
        renews an OAuth access token the server answered 401 to."""
        ...


class ToolChangeWatcher(Protocol):
    async def watch(
        self, url: str, credentials: SecretStr, changed: Callable[[], None], refresh: Refresh | None = None
    ) -> None:
        """Call ``changed()`` once the watch is in place, then whenever the server says its tool
        list changed.

        Runs until the server ends the stream (return), or fails (raise); returns at once when the
        server cannot notify changes.
        """
        ...
