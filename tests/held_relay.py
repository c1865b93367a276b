"""A TCP relay in front of a real server that holds every connection until released: a slow network
(or a server that never answers) between a client and that server, without changing the server."""

import asyncio
import contextlib
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit


class HeldRelay:
    """Accepts on ``url_for(upstream_url)``'s port; each connection waits for ``release()``, then is
    piped to the upstream server. ``arrived`` is set when the first connection comes in."""

    def __init__(self, upstream_host: str, upstream_port: int) -> None:
        self._upstream = (upstream_host, upstream_port)
        self.arrived = asyncio.Event()
        self._released = asyncio.Event()
        self._server: asyncio.Server | None = None
        self._handlers: set[asyncio.Task[object]] = set()

    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.sockets[0].getsockname()[1]

    def url_for(self, url: str) -> str:
        """``url`` with its host and port replaced by the relay's."""
        parts = urlsplit(url)
        return urlunsplit(parts._replace(netloc=f"127.0.0.1:{self.port}"))

    def release(self) -> None:
        self._released.set()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        self.arrived.set()
        try:
            await self._released.wait()
            up_reader, up_writer = await asyncio.open_connection(*self._upstream)
            await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))
        finally:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator["HeldRelay"]:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        try:
            yield self
        finally:
            self._server.close()
            for handler in self._handlers:  # still held, or piping: ended with the relay
                handler.cancel()
            await asyncio.gather(*self._handlers, return_exceptions=True)
            await self._server.wait_closed()


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except OSError:
        pass
    finally:
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()


def host_and_port(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    assert parts.hostname is not None and parts.port is not None
    return parts.hostname, parts.port
