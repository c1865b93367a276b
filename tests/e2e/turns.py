"""Driving the running system as a frontend does: plain functions over an HTTP client of one user (or
the ``System`` handle itself), imported by the e2e tests.

A turn is posted with ``start_turn``, its SSE events are read with ``follow`` (bounded waits, on a
thread of their own) or all at once with ``walk_turn``, proposals are answered with ``decide``. The
demo servers' counters are read with ``model_requests`` and ``mcp_calls``. Every feed ``follow``
opens is closed by ``close_feeds``, which the e2e conftest calls after each test.
"""

import json
import queue
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx

from assent_cli.system import System
from assent_cli.tokens import dev_token

TERMINAL = ("turn.completed", "turn.failed", "turn.stopped")

OwnSystem = Callable[[dict[str, str]], AbstractContextManager[System]]
"""``with own_system({"ENV": "value"}) as system:`` (the ``own_system`` fixture of the e2e conftest)."""


def token(user: str) -> str:
    """A development bearer token of ``user``, valid for an hour."""
    return dev_token(user, ttl_s=3600)


@contextmanager
def user_client(system: System, user: str = "alice") -> Iterator[httpx.Client]:
    """An HTTP client of ``user`` on ``system``."""
    headers = {"Authorization": f"Bearer {token(user)}"}
    with httpx.Client(base_url=system.base_url, headers=headers, timeout=30) as client:
        yield client


def conversation(client: httpx.Client, *connection_ids: str, model: str = "demo") -> str:
    """Open a conversation on the demo project key (with alice's GitHub unless ``connection_ids``
    says otherwise); returns its id (asserts the 201)."""
    response = client.post(
        "/v1/conversations",
        json={
            "model": model,
            "project_key": "demo",
            "connection_ids": list(connection_ids) or ["conn_alice_github"],
        },
    )
    assert response.status_code == 201, response.text
    return response.json()["id"]


def start_turn(client: httpx.Client, conversation_id: str, text: str) -> str:
    """Post a turn with one user message; returns its id (asserts the 202)."""
    response = client.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": [{"role": "user", "content": text}]},
    )
    assert response.status_code == 202, response.text
    return response.json()["turn_id"]


def decide(
    client: httpx.Client, turn_id: str, proposal_id: str, decision: str, reason: str | None = None
) -> httpx.Response:
    """Post a decision on a proposal; the HTTP answer, unchecked."""
    body: dict[str, Any] = {"decision": decision}
    if reason is not None:
        body["reason"] = reason
    return client.post(f"/v1/turns/{turn_id}/proposals/{proposal_id}/decision", json=body)


# --- reading a turn's events ---------------------------------------------------------------------


@dataclass
class SseEvent:
    id: str
    event: str
    data: dict[str, Any]


@dataclass
class SseLines:
    """Server-sent events out of a stream's lines: ``feed`` each line; a blank line ends an event."""

    _fields: dict[str, str] = field(default_factory=dict)

    def feed(self, line: str) -> SseEvent | None:
        if line.startswith(":"):
            return None
        if line:
            key, _, value = line.partition(":")
            self._fields[key] = value.removeprefix(" ")
            return None
        fields, self._fields = self._fields, {}
        if "data" not in fields:
            return None
        return SseEvent(fields.get("id", ""), fields.get("event", ""), json.loads(fields["data"]))


@dataclass
class TurnWalk:
    """What a frontend saw of one turn."""

    events: list[SseEvent] = field(default_factory=list)

    @property
    def types(self) -> list[str]:
        return [e.event for e in self.events]

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.event == kind]


def read_sse(
    client: httpx.Client, turn_id: str, on_event: Callable[[SseEvent], None], last_event_id: str | None = None
) -> None:
    """Read the turn's SSE events (after ``last_event_id``), handing each to ``on_event``, until the
    terminal one."""
    headers = {"Accept": "text/event-stream"}
    if last_event_id:
        headers["Last-Event-ID"] = last_event_id
    events = SseLines()
    with client.stream("GET", f"/v1/turns/{turn_id}/events", headers=headers, timeout=60) as stream:
        assert stream.status_code == 200, stream.read()
        for line in stream.iter_lines():
            if (event := events.feed(line)) is not None:
                on_event(event)
                if event.event in TERMINAL:
                    return


def walk_turn(
    client: httpx.Client,
    conversation_id: str,
    text: str,
    decide: Callable[[dict[str, Any]], str] = lambda _: "approve",
) -> TurnWalk:
    """Run one turn: post it, read its events to the end, answer each proposal with
    ``decide(event) -> decision``."""
    turn_id = start_turn(client, conversation_id, text)
    seen = TurnWalk()

    def on_event(event: SseEvent) -> None:
        seen.events.append(event)
        if event.event == "action.proposed":
            answer = client.post(
                f"/v1/turns/{turn_id}/proposals/{event.data['proposal_id']}/decision",
                json={"decision": decide(event.data)},
            )
            assert answer.status_code in (200, 202), answer.text

    read_sse(client, turn_id, on_event)
    return seen


class EventFeed:
    """A turn's SSE events, read on a thread of their own so a test can wait for each one with a bound
    (``read_sse`` alone would block for as long as the turn waits for a decision)."""

    def __init__(self, client: httpx.Client, turn_id: str, last_event_id: str | None = None) -> None:
        self.events: list[SseEvent] = []
        self._queue: queue.Queue[SseEvent | BaseException | None] = queue.Queue()
        self._client = httpx.Client(base_url=client.base_url, headers=client.headers, timeout=30)
        self._thread = threading.Thread(target=self._read, args=(turn_id, last_event_id), daemon=True)
        self._thread.start()

    def _read(self, turn_id: str, last_event_id: str | None) -> None:
        try:
            read_sse(self._client, turn_id, self._queue.put, last_event_id)
        except BaseException as error:  # handed to the test thread, which raises it
            self._queue.put(error)
        self._queue.put(None)

    def next(self, timeout: float = 30.0) -> SseEvent:
        """The next event; fails when none comes within ``timeout`` seconds or the stream ended."""
        try:
            item = self._queue.get(timeout=timeout)
        except queue.Empty:
            seen = [e.event for e in self.events]
            raise AssertionError(f"no event within {timeout}s; seen {seen}") from None
        if item is None:
            self._queue.put(None)
            raise AssertionError(f"the stream ended; seen {[e.event for e in self.events]}")
        if isinstance(item, BaseException):
            self._queue.put(None)
            raise AssertionError(f"reading the stream failed: {item!r}") from item
        self.events.append(item)
        return item

    def until(self, kind: str, timeout: float = 30.0) -> SseEvent:
        """Read on to the next event of type ``kind`` (every event on the way is kept in ``events``)."""
        deadline = time.monotonic() + timeout
        while True:
            event = self.next(max(0.01, deadline - time.monotonic()))
            if event.event == kind:
                return event

    def finish(self, timeout: float = 60.0) -> TurnWalk:
        """Read on to the turn's terminal event; everything read so far, as a ``TurnWalk``."""
        deadline = time.monotonic() + timeout
        while not self.events or self.events[-1].event not in TERMINAL:
            self.next(max(0.01, deadline - time.monotonic()))
        return TurnWalk(events=list(self.events))

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.event == kind]

    def close(self) -> None:
        self._client.close()


_open_feeds: list[EventFeed] = []


def follow(client: httpx.Client, turn_id: str, last_event_id: str | None = None) -> EventFeed:
    """Start reading the turn's events (after ``last_event_id``); the feed is closed by ``close_feeds``."""
    feed = EventFeed(client, turn_id, last_event_id)
    _open_feeds.append(feed)
    return feed


def close_feeds() -> None:
    """Close every feed ``follow`` opened (the e2e conftest does it after each test)."""
    while _open_feeds:
        _open_feeds.pop().close()


# --- the demo servers' counters ------------------------------------------------------------------


def model_requests(system: System, marker: str) -> list[dict[str, Any]]:
    """The bodies the demo model received whose messages hold ``marker`` (a unique string in the
    turn's user message), oldest first, each with its stream outcome under ``"_stream"``."""
    log = httpx.get(f"http://127.0.0.1:{system.ports.model}/debug/requests", timeout=10).json()
    found = []
    for body, outcome in zip(log["requests"], log["streams"], strict=True):
        if marker in json.dumps(body.get("messages", []), ensure_ascii=False):
            found.append({**body, "_stream": outcome})
    return found


def mcp_calls(system: System, toolkit: str) -> dict[str, int]:
    """The demo MCP server's ``tools/call`` counters, by tool (``toolkit``: github or slack)."""
    port = system.ports.github if toolkit == "github" else system.ports.slack
    return httpx.get(f"http://127.0.0.1:{port}/stats", timeout=5).json()["calls"]
