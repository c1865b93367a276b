"""Calling one MCP tool: the ``ToolCaller`` port and its Streamable HTTP adapter.

The adapter answers with the server's ``CallToolResult`` or raises one of three errors that say
whether the server may have run the tool:

- ``McpUnavailable``: the ``tools/call`` request never reached the server (refused connection,
  failed handshake, rejected token). The tool did not run.
- ``McpRejected``: the server answered the request with a JSON-RPC error that means it did not run
  it (unknown method, invalid parameters).
- ``McpOutcomeUnknown``: the request was sent and no usable answer came back (timeout, connection
  lost, unreadable answer). The tool may have run.

Any other exception escaping a caller must be read as an unknown outcome as well. Error messages
never contain the connection's credentials.
"""

import ssl
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

import anyio
import httpx2
from mcp import types
from mcp.client import Client
from mcp.shared.exceptions import MCPError
from mcp_types import HEADER_MISMATCH, INVALID_PARAMS, METHOD_NOT_FOUND, REQUEST_TIMEOUT
from pydantic import SecretStr

from assent_executor.redaction import redact
from assent_runtime.mcp_tools import Refresh, exception_leaves, open_session

CLIENT_INFO = types.Implementation(name="assent-executor", version="0.1.0")
NOT_RUN_CODES = frozenset({METHOD_NOT_FOUND, INVALID_PARAMS, HEADER_MISMATCH})
"""JSON-RPC errors a server answers before running a tool."""


@dataclass(frozen=True)
class McpTarget:
    """Where and as whom to call: the toolkit's MCP endpoint and the connection's credentials."""

    url: str
    credentials: SecretStr
    refresh: Refresh | None = None
    """Renews an OAuth access token the server answered 401 to (``assent_runtime.directory_source``)."""


class McpCallError(Exception):
    """Base of the adapter's errors; ``str()`` is safe to show (no credentials)."""


class McpUnavailable(McpCallError):
    """The ``tools/call`` request was never sent: the tool did not run."""


class McpRejected(McpCallError):
    """The server refused the request with a JSON-RPC error: the tool did not run."""


class McpOutcomeUnknown(McpCallError):
    """The request was sent but no answer came back: the tool may have run."""


def executor_session(
    target: McpTarget, timeout_s: float, tls: ssl.SSLContext
) -> AbstractAsyncContextManager[Client]:
    """A fresh MCP session on ``target`` as the executor opens it (``assent_runtime.mcp_tools``)."""
    return open_session(
        target.url,
        target.credentials,
        http_timeout=httpx2.Timeout(timeout_s),
        tls=tls,
        client_info=CLIENT_INFO,
        refresh=target.refresh,
    )


class ToolCaller(Protocol):
    async def call_tool(
        self, target: McpTarget, tool_name: str, arguments: dict[str, Any]
    ) -> types.CallToolResult: ...


class StreamableHttpToolCaller:
    """The official ``mcp`` client over Streamable HTTP, a fresh HTTP client and session per call.

    A fresh session per call keeps one broken stream from poisoning the next call. ``timeout_s``
    bounds the whole call (connect, handshake, ``tools/call``); a result that arrived is kept even
    if closing the session afterwards fails or runs out of time. ``tls`` is the TLS context every
    call's HTTP client shares: building one reads the CA bundle, which cost more CPU than the rest of
    an execution together (``bench/profile_notes.md``); by default the adapter builds one of its own.
    """

    def __init__(self, timeout_s: float, tls: ssl.SSLContext | None = None) -> None:
        self._timeout_s = timeout_s
        self._tls = tls or httpx2.create_ssl_context()

    async def call_tool(
        self, target: McpTarget, tool_name: str, arguments: dict[str, Any]
    ) -> types.CallToolResult:
        secret = target.credentials.get_secret_value()
        request = types.CallToolRequest(
            params=types.CallToolRequestParams(name=tool_name, arguments=arguments)
        )
        sent = False
        result: types.CallToolResult | None = None
        try:
            with anyio.fail_after(self._timeout_s):
                async with executor_session(target, self._timeout_s, self._tls) as client:
                    sent = True
                    # ``session.send_request`` rather than ``Client.call_tool``: the latter may list
                    # tools and re-validate afterwards, which would turn a completed call into an error.
                    result = await client.session.send_request(request, types.CallToolResult)
        except Exception as exc:
            if result is not None:
                return result
            raise _classify(exc, sent=sent, timeout_s=self._timeout_s, secret=secret) from None
        if result is None:  # pragma: no cover - the session always answers or raises
            raise McpOutcomeUnknown("the MCP session closed without an answer")
        return result


def _classify(exc: Exception, *, sent: bool, timeout_s: float, secret: str) -> McpCallError:
    leaves = list(exception_leaves(exc))
    detail = redact("; ".join(_describe(leaf) for leaf in leaves), secret)
    if not sent:
        return McpUnavailable(
            f"the call was not sent: the MCP server was unreachable or refused the session ({detail})"
        )
    if leaves and all(isinstance(leaf, httpx2.ConnectError) for leaf in leaves):
        return McpUnavailable(f"the call was not sent: the MCP server was unreachable ({detail})")
    if any(_is_timeout(leaf) for leaf in leaves):
        return McpOutcomeUnknown(f"no answer from the MCP server within {timeout_s:g} s")
    if leaves and all(isinstance(leaf, MCPError) and leaf.code in NOT_RUN_CODES for leaf in leaves):
        return McpRejected(f"the MCP server rejected the call: {detail}")
    return McpOutcomeUnknown(f"the connection to the MCP server was lost: {detail}")


def _is_timeout(exc: BaseException) -> bool:
    if isinstance(exc, MCPError):
        return exc.code == REQUEST_TIMEOUT
    return isinstance(exc, TimeoutError | httpx2.TimeoutException)


def _describe(exc: BaseException) -> str:
    message = exc.message if isinstance(exc, MCPError) else str(exc)
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__
