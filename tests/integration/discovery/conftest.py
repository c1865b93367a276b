"""Real MCP servers over HTTP for the discovery integration tests, each on a free loopback port."""

import asyncio
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import mcp_types as types
import pytest
import uvicorn
from mcp.server.lowlevel import Server
from starlette.applications import Starlette
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp

PAGED_TOKEN = "paged-secret-token"
PAGE_SIZE = 2


@asynccontextmanager
async def serving(app: ASGIApp) -> AsyncIterator[str]:
    """Serve ``app`` with uvicorn; yields ``http://127.0.0.1:<port>``. The socket listens before
    the server starts, so a client may connect at once (it waits in the backlog)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        await task
        sock.close()


@asynccontextmanager
async def raw_server(respond: bytes | None) -> AsyncIterator[str]:
    """A TCP server that answers every connection with ``respond`` and closes it, or never answers
    (``None``); yields its ``/mcp`` URL."""
    writers: list[asyncio.StreamWriter] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writers.append(writer)
        await reader.readuntil(b"\r\n\r\n")
        if respond is not None:
            writer.write(respond)
            await writer.drain()
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        server.close()
        for writer in writers:
            writer.close()


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/mcp"


class RequireBearer(BaseHTTPMiddleware):
    def __init__(self, app: ASGIApp, token: str) -> None:
        super().__init__(app)
        self.token = token

    async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:
        if request.headers.get("authorization") != f"Bearer {self.token}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)


def paged_app(count: int, pages_served: list[str | None]) -> Starlette:
    """A low-level MCP server listing ``count`` tools, ``PAGE_SIZE`` per page; it records each cursor."""
    tools = [
        types.Tool(
            name=f"tool_{i:02d}",
            description=f"Paged tool number {i}.",
            input_schema={"type": "object", "properties": {"n": {"type": "integer"}}},
            annotations=types.ToolAnnotations(read_only_hint=i % 2 == 0),
        )
        for i in range(count)
    ]

    async def list_tools(ctx: object, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        cursor = params.cursor if params else None
        pages_served.append(cursor)
        start = int(cursor or 0)
        end = start + PAGE_SIZE
        return types.ListToolsResult(tools=tools[start:end], next_cursor=str(end) if end < count else None)

    app = Server("paged", on_list_tools=list_tools).streamable_http_app()
    app.add_middleware(RequireBearer, token=PAGED_TOKEN)
    return app


@pytest.fixture
async def paged_server() -> AsyncIterator[tuple[str, list[str | None]]]:
    """``(mcp url, cursors served)`` of a server with 5 tools over 3 pages."""
    pages: list[str | None] = []
    async with serving(paged_app(5, pages)) as base:
        yield f"{base}/mcp", pages
