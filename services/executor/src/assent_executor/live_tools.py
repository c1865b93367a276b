"""The last check before a call: the tool, as the MCP server lists it right now, is the one approved.

Discovery re-lists a server when it announces a tool change, but an announcement can be missed or
late. So just before calling, the executor lists the server's tools itself and compares the tool's
definition (title, description, input schema, annotations, read exactly as discovery reads it,
``assent_runtime.mcp_tools``) with the cataloged definition whose revision was approved; any
difference refuses the call with ``revision_changed``. Listing uses its own short session and never
calls the tool.
"""

import ssl
from typing import Protocol

import anyio
import httpx2

from assent_contracts.discovery import ActionDefinition
from assent_executor.approved_call import REVISION_CHANGED, Refusal
from assent_executor.mcp_client import McpTarget, McpUnavailable, executor_session
from assent_runtime.mcp_tools import ListedTool, exception_leaves, find_tool

NOT_LISTED = "The MCP server could not be asked for the tool's current definition; the action was not run."


def matches(tool: ListedTool, action: ActionDefinition) -> bool:
    """Whether the server describes the tool as it was cataloged (``assent_runtime.mcp_tools.read_tool``
    read both)."""
    return (
        tool.title == action.title
        and tool.description == action.description
        and tool.input_schema == action.input_schema
        and tool.annotations == action.annotations
    )


class ToolReader(Protocol):
    async def read_tool(self, target: McpTarget, tool_name: str) -> ListedTool | None:
        """The tool as listed now, ``None`` when the server no longer lists it; ``McpUnavailable``
        when the server cannot be listed."""
        ...


class StreamableHttpToolReader:
    """``tools/list`` (every page until the tool is found) over a fresh Streamable HTTP session, with
    the process's shared TLS context (``tls``; built here when not given)."""

    def __init__(self, timeout_s: float, tls: ssl.SSLContext | None = None) -> None:
        self._timeout_s = timeout_s
        self._tls = tls or httpx2.create_ssl_context()

    async def read_tool(self, target: McpTarget, tool_name: str) -> ListedTool | None:
        try:
            with anyio.fail_after(self._timeout_s):
                async with executor_session(target, self._timeout_s, self._tls) as client:
                    return await find_tool(client, tool_name)
        except Exception as exc:  # boundary: nothing was called, whatever the server did
            names = ", ".join(sorted({type(leaf).__name__ for leaf in exception_leaves(exc)}))
            raise McpUnavailable(f"{NOT_LISTED} ({names})") from None


async def confirm_live(
    reader: ToolReader, target: McpTarget, tool_name: str, action: ActionDefinition
) -> Refusal | None:
    """``None`` when the server lists the tool exactly as approved; else why the call is refused."""
    try:
        live = await reader.read_tool(target, tool_name)
    except McpUnavailable as exc:
        return Refusal("mcp_unavailable", str(exc))
    if live is None or not matches(live, action):
        return Refusal("revision_changed", REVISION_CHANGED)
    return None
