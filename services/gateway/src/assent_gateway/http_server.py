"""The gateway's HTTP server: uvicorn (h11) with the deadlines it lacks, and problem+json for requests it
cannot parse.

uvicorn closes a connection idle *between* two requests (``timeout_keep_alive``), but waits forever for
the first request of a fresh connection, for a request head that trickles in byte by byte, and for a
body that never completes. ``guarded_protocol`` adds, per connection:

- idle: no request under way and no byte of one for ``idle_timeout_s`` → closed (uvicorn's keep-alive
  timer, armed on a fresh connection too);
- header: a request head not complete ``header_timeout_s`` after its first byte → closed;
- body: a request body not complete ``body_timeout_s`` after its head → closed (the route sees a
  disconnect).

A response never has a deadline: an SSE stream stays open as long as its turn runs. A request uvicorn
cannot parse at all (a NUL or a newline in a header, say) is answered ``400 malformed_request`` as
problem+json instead of uvicorn's plain text, and a request head over ``MAX_HEAD_BYTES`` is
``431 headers_too_large`` (from h11 when it arrives in pieces, else from ``limit_head`` before the app).
A timed-out
connection is closed without an answer: HTTP/1.1 gives a server no response to send before a request
head is complete, and the client of a stalled body is not reading either.
"""

import asyncio
import json
import logging
from typing import Any

import h11
import uvicorn
from litestar.types import ASGIApp, HTTPScope, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from assent_gateway.head_requests import answer_head
from assent_gateway.problems import PROBLEM_MEDIA_TYPE, ProblemError, problem_body
from assent_gateway.settings import GatewaySettings

log = logging.getLogger(__name__)

MAX_HEAD_BYTES = 16 * 1024
"""A request head (request line and headers) larger than this is refused (h11's default)."""


LINGER_S = 2.0
"""How long the rest of a refused request is read and dropped before its connection closes."""
MALFORMED = ProblemError(400, "malformed_request", "the request could not be read (a malformed header?)")
TOO_LARGE = ProblemError(
    431, "headers_too_large", f"the request line and headers exceed {MAX_HEAD_BYTES} bytes"
)


def problem_bytes(problem: ProblemError) -> bytes:
    return json.dumps(problem_body(problem)).encode()


def head_size(scope: HTTPScope) -> int:
    """The bytes of a request head as received: request line and headers."""
    line = len(scope["method"]) + len(scope["raw_path"]) + len(scope["query_string"]) + 12
    return line + sum(len(name) + len(value) + 4 for name, value in scope["headers"])


def limit_head(app: ASGIApp, max_bytes: int = MAX_HEAD_BYTES) -> ASGIApp:
    """``app`` behind a check of the request head's size (h11 checks only a head that is still incomplete)."""

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or head_size(scope) <= max_bytes:
            await app(scope, receive, send)
            return
        body = problem_bytes(TOO_LARGE)
        headers = [
            (b"content-type", PROBLEM_MEDIA_TYPE.encode()),
            (b"content-length", str(len(body)).encode()),
        ]
        await send({"type": "http.response.start", "status": 431, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    return guarded


class _GuardedH11Protocol(H11Protocol):
    """``H11Protocol`` with header and body deadlines and an idle deadline from the first byte on."""

    header_timeout_s: float = 10.0
    body_timeout_s: float = 30.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._phase: str | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._lingering = False

    def connection_made(self, transport: asyncio.Transport) -> None:
        super().connection_made(transport)
        self.timeout_keep_alive_task = self.loop.call_later(
            self.timeout_keep_alive, self.timeout_keep_alive_handler
        )

    def connection_lost(self, exc: Exception | None) -> None:
        self._set_phase(None)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._lingering:
            return  # the rest of a refused request: read and dropped, so the answer is not reset away
        super().data_received(data)
        self._watch()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._watch()

    def send_400_response(self, msg: str) -> None:
        self._set_phase(None)
        problem = TOO_LARGE if len(self.conn.trailing_data[0]) > MAX_HEAD_BYTES else MALFORMED
        body = problem_bytes(problem)
        headers = [
            (b"content-type", PROBLEM_MEDIA_TYPE.encode()),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        self.transport.write(self.conn.send(h11.Response(status_code=problem.status, headers=headers)) or b"")
        self.transport.write(self.conn.send(h11.Data(data=body)) or b"")
        self.transport.write(self.conn.send(h11.EndOfMessage()) or b"")
        # A lingering close: closing with unread input would make the kernel reset the connection, and
        # the client could lose the answer. Stop sending, drop what still comes, close in a moment.
        self._lingering = True
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self.loop.call_later(LINGER_S, self.transport.close)

    def _watch(self) -> None:
        """Which deadline applies now: the head's once its first byte is in, the body's once the head is."""
        if self.transport.is_closing():
            self._set_phase(None)
            return
        state = self.conn.their_state
        if state is h11.IDLE:
            self._set_phase("header" if self.conn.trailing_data[0] else None)
        elif state is h11.SEND_BODY:
            self._set_phase("body")
        else:
            self._set_phase(None)

    def _set_phase(self, phase: str | None) -> None:
        if phase == self._phase:
            return
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._phase = phase
        if phase is not None:
            timeout = self.header_timeout_s if phase == "header" else self.body_timeout_s
            self._deadline = self.loop.call_later(timeout, self._expire, phase)

    def _expire(self, phase: str) -> None:
        self._deadline = None
        if self._phase != phase or self.transport.is_closing():
            return
        log.info("closing a connection from %s whose request %s did not arrive in time", self.client, phase)
        self.transport.close()


def guarded_protocol(*, header_timeout_s: float, body_timeout_s: float) -> type[H11Protocol]:
    """uvicorn's ``http`` protocol class with these deadlines (uvicorn builds one instance per connection)."""
    return type(
        "GuardedH11Protocol",
        (_GuardedH11Protocol,),
        {"header_timeout_s": header_timeout_s, "body_timeout_s": body_timeout_s},
    )


def server_config(app: Any, settings: GatewaySettings, **overrides: Any) -> uvicorn.Config:
    """How ``python -m assent_gateway`` serves ``app`` (``HEAD`` answered by its ``GET`` routes, request
    heads limited); tests serve it the same way (``overrides`` for a socket of their own, say)."""
    options: dict[str, Any] = {
        "host": settings.host,
        "port": settings.port,
        "log_level": "info",
        "http": guarded_protocol(
            header_timeout_s=settings.header_timeout_s, body_timeout_s=settings.body_timeout_s
        ),
        "ws": "none",
        "timeout_keep_alive": settings.idle_timeout_s,
        "h11_max_incomplete_event_size": MAX_HEAD_BYTES,
        "timeout_graceful_shutdown": 5,  # open SSE streams would otherwise hold shutdown forever
    }
    return uvicorn.Config(limit_head(answer_head(app)), **(options | overrides))
