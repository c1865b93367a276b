"""The production ``ToolLister``: MCP ``tools/list`` over Streamable HTTP with the official SDK client.

A fresh session per listing (``assent_runtime.mcp_tools``, which reads each tool exactly as the
executor's last check does), every page via the cursor, and one overall deadline. Every failure
becomes ``ListingFailed`` with a reason that names no secret and no URL.
"""

import logging
import ssl

import anyio
import httpx2
from mcp.shared.exceptions import MCPError
from pydantic import SecretStr, ValidationError

from assent_discovery.listing import ListedTool, ListingFailed
from assent_runtime.mcp_tools import (
    MAX_PAGES,
    Refresh,
    TooManyPages,
    TooManyTools,
    exception_leaves,
    list_tools,
    open_session,
)

log = logging.getLogger(__name__)

MAX_TOOLS = 2000


class McpToolLister:
    def __init__(self, timeout_s: float, tls: ssl.SSLContext | None = None) -> None:
        self._timeout_s = timeout_s
        self._tls = tls or httpx2.create_ssl_context()
        """Shared by every listing's HTTP client: building a TLS context reads the CA bundle, which
        costs more CPU than a whole listing of a small server (``bench/profile_notes.md``)."""

    async def list_tools(
        self, url: str, credentials: SecretStr, refresh: Refresh | None = None
    ) -> list[ListedTool]:
        statuses: list[int] = []

        async def remember_status(response: httpx2.Response) -> None:
            statuses.append(response.status_code)

        try:
            with anyio.fail_after(self._timeout_s):
                async with open_session(
                    url,
                    credentials,
                    http_timeout=httpx2.Timeout(self._timeout_s),
                    tls=self._tls,
                    on_response=remember_status,
                    refresh=refresh,
                ) as client:
                    return await list_tools(client, max_tools=MAX_TOOLS)
        except Exception as exc:  # boundary: anything a remote server can cause becomes a reason
            refused = _refusal(statuses)
            if refused is not None:
                raise ListingFailed(
                    f"the MCP server refused the connection's credentials (HTTP {refused})",
                    credentials_refused=True,
                ) from None
            raise ListingFailed(_reason(exc, statuses, self._timeout_s)) from None


REFUSING_STATUSES = (401, 403)


def _refusal(statuses: list[int]) -> int | None:
    """The status when the listing ended on the server refusing the credentials (401 or 403, after
    any refresh of an OAuth token was tried), else ``None``."""
    failed = [s for s in statuses if s >= 400]
    return failed[-1] if failed and failed[-1] in REFUSING_STATUSES else None


def _reason(exc: Exception, statuses: list[int], timeout_s: float) -> str:
    """A short reason from the exception's type and the HTTP statuses seen, never from its text."""
    leaves = list(exception_leaves(exc))
    for leaf in leaves:
        if isinstance(leaf, TooManyTools):
            return f"the server lists more than {MAX_TOOLS} tools"
        if isinstance(leaf, TooManyPages):
            return f"the server's tool list did not end within {MAX_PAGES} pages"
    failed = [s for s in statuses if s >= 400]
    if failed:
        return f"the MCP server answered HTTP {failed[-1]}"
    for leaf in leaves:
        if isinstance(leaf, TimeoutError | httpx2.TimeoutException):
            return f"the MCP server did not answer within {timeout_s:g}s"
        if isinstance(leaf, httpx2.ConnectError):
            return "the MCP server is unreachable"
        if isinstance(leaf, httpx2.TransportError):
            return "the connection to the MCP server failed"
        if isinstance(leaf, ValidationError):
            return "the MCP server returned an invalid tool list"
        if isinstance(leaf, MCPError):
            return f"the MCP server returned an error (code {leaf.error.code})"
    log.warning("listing failed: %s", ", ".join(type(leaf).__name__ for leaf in leaves))
    return "the MCP server could not be listed"
