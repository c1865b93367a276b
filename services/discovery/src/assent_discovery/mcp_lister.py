"""The production ``ToolLister``: MCP ``tools/list`` over Streamable HTTP with the official SDK client.

A fresh HTTP client and MCP session per listing (a broken stream can poison a session), the
connection's credentials as ``Authorization: Bearer …``, every page via the cursor, and one overall
deadline. Every failure becomes ``ListingFailed`` with a reason that names no secret and no URL.
"""

import logging
import ssl
from collections.abc import Iterator

import anyio
import httpx2
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from pydantic import SecretStr, ValidationError

from assent_discovery.listing import ListedTool, ListingFailed

log = logging.getLogger(__name__)

MAX_PAGES = 100
MAX_TOOLS = 2000


class McpToolLister:
    def __init__(self, timeout_s: float, tls: ssl.SSLContext | None = None) -> None:
        self._timeout_s = timeout_s
        self._tls = tls or httpx2.create_ssl_context()
        """Shared by every listing's HTTP client: building a TLS context reads the CA bundle, which
        costs more CPU than a whole listing of a small server (``bench/profile_notes.md``)."""

    async def list_tools(self, url: str, credentials: SecretStr) -> list[ListedTool]:
        statuses: list[int] = []

        async def remember_status(response: httpx2.Response) -> None:
            statuses.append(response.status_code)

        token = credentials.get_secret_value()
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        try:
            with anyio.fail_after(self._timeout_s):
                async with httpx2.AsyncClient(
                    headers=headers,
                    timeout=httpx2.Timeout(self._timeout_s),
                    verify=self._tls,
                    event_hooks={"response": [remember_status]},
                ) as http:
                    transport = streamable_http_client(url, http_client=http)
                    async with Client(transport, cache=None) as client:
                        return await _all_pages(client)
        except Exception as exc:  # boundary: anything a remote server can cause becomes a reason
            own = next((leaf for leaf in _leaves(exc) if isinstance(leaf, ListingFailed)), None)
            raise own or ListingFailed(_reason(exc, statuses, self._timeout_s)) from None


async def _all_pages(client: Client) -> list[ListedTool]:
    tools: list[ListedTool] = []
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page = await client.list_tools(cursor=cursor)
        for tool in page.tools:
            annotations = (
                tool.annotations.model_dump(by_alias=True, exclude_none=True) if tool.annotations else {}
            )
            tools.append(
                ListedTool(
                    name=tool.name,
                    title=tool.title or annotations.get("title"),
                    description=tool.description or "",
                    input_schema=dict(tool.input_schema),
                    annotations=annotations,
                )
            )
        if len(tools) > MAX_TOOLS:
            raise ListingFailed(f"the server lists more than {MAX_TOOLS} tools")
        cursor = page.next_cursor
        if not cursor:
            return tools
    raise ListingFailed(f"the server's tool list did not end within {MAX_PAGES} pages")


def _leaves(exc: BaseException) -> Iterator[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            yield from _leaves(inner)
    else:
        yield exc


def _reason(exc: Exception, statuses: list[int], timeout_s: float) -> str:
    """A short reason from the exception's type and the HTTP statuses seen, never from its text."""
    failed = [s for s in statuses if s >= 400]
    if failed:
        return f"the MCP server answered HTTP {failed[-1]}"
    leaves = list(_leaves(exc))
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
