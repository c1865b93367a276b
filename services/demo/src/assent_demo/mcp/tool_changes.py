"""Changing a tool's definition at run time and telling connected clients about it.

Revision tests need a server whose tool list changes under a live connection. A change is sent
both ways the SDK delivers ``notifications/tools/list_changed``:

- 2026-07-28 clients get it on their ``subscriptions/listen`` stream (the server's subscription bus);
- handshake-era clients (``initialize``) get it on their session's standalone GET stream. The SDK has
  no server-wide broadcast for those, so :class:`TrackSessions` remembers each session's
  ``ServerSession`` (keyed by ``mcp-session-id``) and advertises ``tools.listChanged`` in the
  initialize result. Delivery is best-effort, as in the SDK: a session without an open GET stream
  (not yet opened, or gone) simply misses it and sees the change on its next ``tools/list``.
"""

from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver.tools import Tool
from mcp.server.session import ServerSession
from mcp.server.subscriptions import SubscriptionBus, ToolsListChanged

SESSION_ID_HEADER = "mcp-session-id"


class UnknownToolError(LookupError):
    """No tool of that name on this server."""


class TrackSessions:
    """Server middleware: remembers handshake-era sessions so a change can be pushed to them.

    Keeps at most ``limit`` sessions (the oldest are forgotten first); a forgotten or closed session
    only misses a best-effort notification.
    """

    def __init__(self, limit: int = 1024) -> None:
        self._limit = limit
        self._sessions: OrderedDict[str, ServerSession] = OrderedDict()

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        session_id = _session_id(ctx.request)
        if session_id is not None:
            self._sessions[session_id] = ctx.session
            self._sessions.move_to_end(session_id)
            while len(self._sessions) > self._limit:
                self._sessions.popitem(last=False)
        result = await call_next(ctx)
        if ctx.method == "initialize" and isinstance(result, dict):
            return _advertise_tools_list_changed(result)
        return result

    def sessions(self) -> list[ServerSession]:
        return list(self._sessions.values())


class ToolChanges:
    """Holds the server's ``Tool`` objects and changes their descriptions, announcing each change."""

    def __init__(self, tools: Iterable[Tool], bus: SubscriptionBus, sessions: TrackSessions) -> None:
        self._tools = {tool.name: tool for tool in tools}
        self._bus = bus
        self._sessions = sessions

    @property
    def tools(self) -> list[Tool]:
        return list(self._tools.values())

    async def set_description(self, name: str, description: str) -> None:
        """Set tool ``name``'s description (so its definition, hence its revision, changes) and send
        ``notifications/tools/list_changed`` to every listener and known session."""
        tool = self._tools.get(name)
        if tool is None:
            raise UnknownToolError(name)
        tool.description = description
        await self._bus.publish(ToolsListChanged())
        for session in self._sessions.sessions():
            await session.send_tool_list_changed()


def _session_id(request: object) -> str | None:
    headers = getattr(request, "headers", None)
    if headers is None:
        return None
    value = headers.get(SESSION_ID_HEADER)
    return value if isinstance(value, str) and value else None


def _advertise_tools_list_changed(result: dict[str, Any]) -> dict[str, Any]:
    capabilities = result.get("capabilities")
    if not isinstance(capabilities, dict) or not isinstance(capabilities.get("tools"), dict):
        return result
    tools = {**capabilities["tools"], "listChanged": True}
    return {**result, "capabilities": {**capabilities, "tools": tools}}
