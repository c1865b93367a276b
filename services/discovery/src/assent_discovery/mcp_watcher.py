"""The production ``ToolChangeWatcher``: ``notifications/tools/list_changed`` from an MCP server.

On a 2026-07-28 connection it opens a ``subscriptions/listen`` stream for tool-list changes; on an
older one it keeps the session open and takes the notification from the message handler, if the
server advertises ``tools.listChanged``. The stream may stay idle for hours, so reads never time out;
a dropped connection raises and the caller watches again. Notifications are not replayed, so
``changed()`` is also called once as soon as a watch is in place.
"""

from collections.abc import Callable

import anyio
import httpx2
import mcp_types as types
from mcp.client import IncomingMessage
from mcp.client.subscriptions import ListenNotSupportedError
from pydantic import SecretStr

from assent_runtime.mcp_tools import Refresh, open_session


class McpChangeWatcher:
    def __init__(self, connect_timeout_s: float) -> None:
        self._connect_timeout_s = connect_timeout_s

    async def watch(
        self, url: str, credentials: SecretStr, changed: Callable[[], None], refresh: Refresh | None = None
    ) -> None:
        async def on_message(message: IncomingMessage) -> None:
            if isinstance(message, types.ToolListChangedNotification):
                changed()

        timeout = httpx2.Timeout(self._connect_timeout_s, read=None)
        async with open_session(
            url, credentials, http_timeout=timeout, on_message=on_message, refresh=refresh
        ) as client:
            try:
                async with client.listen(tools_list_changed=True) as subscription:
                    if not subscription.honored.tools_list_changed:
                        return
                    changed()  # no replay: whatever changed before the stream opened is fetched now
                    async for _event in subscription:
                        changed()
            except ListenNotSupportedError:
                tools = client.server_capabilities.tools
                if tools is not None and tools.list_changed:
                    changed()
                    await anyio.sleep_forever()
