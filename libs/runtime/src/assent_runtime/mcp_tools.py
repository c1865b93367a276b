"""Reading an MCP server's tools, the one way discovery catalogs them and the executor re-checks them.

Discovery lists a server's tools (``list_tools``) and stores each one's definition; just before a call
the executor lists the server again (``find_tool``) and compares the definition with the cataloged
one. Both read a tool here (``read_tool``): if they ever read it differently, every approval would be
refused as ``revision_changed``. Sessions are fresh per use (a broken stream can poison a session,
DESIGN §9) and authorised with the connection's credentials as ``Authorization: Bearer …``.
"""

import ssl
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx2
from mcp import types
from mcp.client import Client
from mcp.client.session import MessageHandlerFnT
from mcp.client.streamable_http import streamable_http_client
from pydantic import SecretStr

MAX_PAGES = 100
"""Pages of ``tools/list`` read at most: a server whose cursor never ends is not followed for ever."""


@dataclass(frozen=True)
class ListedTool:
    """One tool exactly as the server describes it (annotations in MCP wire form, e.g. ``readOnlyHint``)."""

    name: str
    description: str = ""
    title: str | None = None
    input_schema: dict[str, Any] = field(default_factory=dict)
    annotations: dict[str, Any] = field(default_factory=dict)


class TooManyPages(Exception):
    """The server's tool list did not end within ``MAX_PAGES`` pages."""


class TooManyTools(Exception):
    """The server lists more tools than the caller reads."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"the server lists more than {limit} tools")


def read_tool(tool: types.Tool) -> ListedTool:
    """A tool's name, title (its own, else the annotations'), description, input schema and annotations."""
    annotations = tool.annotations.model_dump(by_alias=True, exclude_none=True) if tool.annotations else {}
    return ListedTool(
        name=tool.name,
        title=tool.title or annotations.get("title"),
        description=tool.description or "",
        input_schema=dict(tool.input_schema),
        annotations=annotations,
    )


async def list_tools(client: Client, *, max_tools: int | None = None) -> list[ListedTool]:
    """Every tool of every page. ``TooManyPages`` when the list does not end; ``max_tools`` stops
    reading (with ``TooManyTools``) once more tools than that came."""
    tools: list[ListedTool] = []
    async for page in _pages(client):
        tools.extend(read_tool(tool) for tool in page)
        if max_tools is not None and len(tools) > max_tools:
            raise TooManyTools(max_tools)
    return tools


async def find_tool(client: Client, name: str) -> ListedTool | None:
    """The tool called ``name``, reading pages until it is found; ``None`` when the list ends without it."""
    try:
        async for page in _pages(client):
            for tool in page:
                if tool.name == name:
                    return read_tool(tool)
    except TooManyPages:
        return None
    return None


async def _pages(client: Client) -> AsyncIterator[Sequence[types.Tool]]:
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page = await client.list_tools(cursor=cursor)
        yield page.tools
        cursor = page.next_cursor
        if not cursor:
            return
    raise TooManyPages(f"the server's tool list did not end within {MAX_PAGES} pages")


def exception_leaves(exc: BaseException) -> Iterator[BaseException]:
    """The exceptions inside ``exc``, exception groups unpacked (the MCP client raises groups)."""
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            yield from exception_leaves(inner)
    else:
        yield exc


ResponseHook = Callable[[httpx2.Response], Awaitable[None]]
Refresh = Callable[[], Awaitable[SecretStr | None]]
"""Asked for a new bearer token when the server answers 401 (an OAuth-connected account's refresh);
``None``: there is none."""


class BearerAuth(httpx2.Auth):
    """``Authorization: Bearer …`` on every request; on a 401, once, a token from ``refresh`` and the
    request again. A 401 is sent before the server runs anything, so repeating the request is safe."""

    def __init__(self, token: str, refresh: Refresh | None) -> None:
        self._token = token
        self._refresh = refresh
        self._refreshed = False

    async def async_auth_flow(
        self, request: httpx2.Request
    ) -> AsyncGenerator[httpx2.Request, httpx2.Response]:
        request.headers["Authorization"] = f"Bearer {self._token}"
        response = yield request
        if response.status_code != 401 or self._refresh is None or self._refreshed:
            return
        self._refreshed = True
        fresh = await self._refresh()
        if fresh is None or not fresh.get_secret_value() or fresh.get_secret_value() == self._token:
            return
        self._token = fresh.get_secret_value()
        request.headers["Authorization"] = f"Bearer {self._token}"
        yield request


@asynccontextmanager
async def open_session(
    url: str,
    credentials: SecretStr,
    *,
    http_timeout: httpx2.Timeout,
    tls: ssl.SSLContext | None = None,
    client_info: types.Implementation | None = None,
    on_response: ResponseHook | None = None,
    on_message: MessageHandlerFnT | None = None,
    refresh: Refresh | None = None,
) -> AsyncIterator[Client]:
    """A fresh HTTP client and MCP session on ``url``, authorised with ``credentials``.

    ``tls`` is the process's shared TLS context (building one reads the CA bundle, which costs more
    CPU than a small server's whole listing, ``bench/profile_notes.md``); ``on_response`` sees every
    HTTP response (to tell a rejected token from an unreachable server); ``on_message`` receives the
    server's notifications; ``refresh`` renews a token the server answered 401 to (once per session)."""
    secret = credentials.get_secret_value()
    auth = BearerAuth(secret, refresh) if secret else None
    hooks = {"response": [on_response]} if on_response is not None else None
    async with (
        httpx2.AsyncClient(auth=auth, timeout=http_timeout, verify=tls or True, event_hooks=hooks) as http,
        Client(
            streamable_http_client(url, http_client=http),
            cache=None,
            client_info=client_info,
            message_handler=on_message,
        ) as client,
    ):
        yield client
