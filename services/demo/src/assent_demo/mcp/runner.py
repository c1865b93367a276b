"""Serving a demo MCP server: from the command line, or in-process on a free port for tests.

``running_server`` binds the socket itself (port 0 picks a free one) and listens before uvicorn
starts, so the URL it yields accepts connections at once: requests wait in the backlog until the
app's lifespan has started. It runs uvicorn as a plain asyncio task, so it also works as a
pytest-asyncio fixture, whose setup and teardown run in different tasks.
"""

import asyncio
import socket
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass

import uvicorn
from starlette.types import ASGIApp

from assent_demo.mcp.app import MCP_PATH, OAUTH_TOOLKITS, OAuthDemo, Toolkit, create_app

SHUTDOWN_GRACE_SECONDS = 2


@dataclass(frozen=True)
class RunningServer:
    base_url: str
    """``http://host:port``: ``/stats``, ``/stats/reset`` and ``/admin/...`` live here; for the
    github server also its authorization server (this is its issuer)."""

    @property
    def url(self) -> str:
        """The MCP endpoint."""
        return f"{self.base_url}{MCP_PATH}"


def bind(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host:port`` (``port=0``: a free port)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)  # lets asyncio set TCP_NODELAY
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(128)
    return sock


def base_url(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def oauth_at(toolkit: Toolkit, oauth: OAuthDemo | None, bound_url: str) -> OAuthDemo | None:
    """The OAuth settings of a server bound at ``bound_url``: the github server's default ones if
    none were given, the public URL filled in with the bound one if unset."""
    if oauth is None:
        if toolkit not in OAUTH_TOOLKITS:
            return None
        oauth = OAuthDemo()
    return oauth if oauth.public_url else oauth.model_copy(update={"public_url": bound_url})


def uvicorn_server(app: ASGIApp, log_level: str = "warning") -> uvicorn.Server:
    config = uvicorn.Config(
        app,
        log_level=log_level,
        lifespan="on",
        # Open SSE streams would otherwise hold shutdown until their clients leave.
        timeout_graceful_shutdown=SHUTDOWN_GRACE_SECONDS,
    )
    return uvicorn.Server(config)


@asynccontextmanager
async def running_server(
    toolkit: Toolkit,
    tokens: Mapping[str, str] | None = None,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    allowed_hosts: Sequence[str] = (),
    oauth: OAuthDemo | None = None,
) -> AsyncIterator[RunningServer]:
    """Serve a fresh demo server (fresh seed data, zero counts) in this event loop until exit. The
    github server is a protected resource of its demo authorization server (``oauth``, default
    settings unless given; its public URL is the bound one unless set)."""
    sock = bind(host, port)
    oauth = oauth_at(toolkit, oauth, base_url(sock))
    server = uvicorn_server(create_app(toolkit, tokens, allowed_hosts=allowed_hosts, oauth=oauth))
    serving = asyncio.create_task(server.serve([sock]), name=f"demo-mcp-{toolkit}")
    try:
        yield RunningServer(base_url(sock))
    finally:
        server.should_exit = True
        try:
            await serving
        finally:
            sock.close()
