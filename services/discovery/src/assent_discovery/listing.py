"""Listing an MCP server's tools: the port discovery depends on, and what a listing yields."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import SecretStr


@dataclass(frozen=True)
class ListedTool:
    """One tool exactly as the server described it (annotations in MCP wire form, e.g. ``readOnlyHint``)."""

    name: str
    description: str = ""
    title: str | None = None
    input_schema: dict[str, Any] = field(default_factory=dict)
    annotations: dict[str, Any] = field(default_factory=dict)


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
