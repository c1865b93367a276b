"""A whole system of its own to break, driven as a frontend does: ``FaultSystem`` (the running
processes by name, Redis restart, replica start and kill, the demo MCP ``/stats`` counters, and async
helpers that drive turns over HTTP and SSE), ``TurnFeed`` and bounded waits. The fixtures that start
it are in ``conftest.py``; starting, killing and replicating processes is ``assent_cli.system``'s.
"""

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import redis
from tests.e2e.turns import SseEvent, SseLines

from assent_cli.redis_server import RestartableRedis
from assent_cli.system import System
from assent_cli.tokens import dev_token
from assent_contracts.events import TERMINAL_TYPES
from assent_contracts.heartbeats import heartbeat_pattern
from assent_runtime import redis_values

SHORT_TIMEOUTS = {
    "ASSENT_EXECUTOR_RECLAIM_IDLE_MS": "2000",
    "ASSENT_EXECUTOR_LEASE_TTL_MS": "3000",
    "ASSENT_ORCHESTRATOR_RECLAIM_IDLE_MS": "2000",
    "ASSENT_ORCHESTRATOR_ROUND_LEASE_MS": "3000",
    "ASSENT_GATEWAY_SSE_KEEPALIVE_S": "1",
    "ASSENT_GATEWAY_SSE_BLOCK_MS": "1000",
}
"""Reclaim after 2 s, leases of 3 s, an SSE keepalive (and turn check) every second."""


def as_text(value: object) -> str:
    """A Redis reply (bytes, str or a number, as the typed client says) as text."""
    return redis_values.as_text(value) if isinstance(value, bytes | str) else str(value)


WAIT_S = 60.0
"""Upper bound of every wait in these tests; nothing asserts on how long anything took."""


@dataclass
class TurnFeed:
    """One turn's SSE events, read in the background; ``until`` waits (bounded) for an event type."""

    turn_id: str
    events: list[SseEvent] = field(default_factory=list)
    closed: asyncio.Event = field(default_factory=asyncio.Event)
    _arrived: asyncio.Condition = field(default_factory=asyncio.Condition)
    task: asyncio.Task[None] | None = None
    error: BaseException | None = None

    @property
    def types(self) -> list[str]:
        return [e.event for e in self.events]

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.event == kind]

    @property
    def terminal(self) -> list[SseEvent]:
        return [e for e in self.events if e.event in TERMINAL_TYPES]

    async def add(self, event: SseEvent) -> None:
        async with self._arrived:
            self.events.append(event)
            self._arrived.notify_all()

    async def end(self, error: BaseException | None = None) -> None:
        async with self._arrived:
            self.error = error
            self.closed.set()
            self._arrived.notify_all()

    async def until(self, kind: str, count: int = 1, within_s: float = WAIT_S) -> dict[str, Any]:
        """The ``count``-th event of type ``kind``; fails when the stream ends or time runs out first."""

        def found() -> bool:
            return len(self.of(kind)) >= count or self.closed.is_set()

        async with self._arrived:
            await asyncio.wait_for(self._arrived.wait_for(found), within_s)
        seen = self.of(kind)
        assert len(seen) >= count, f"no {kind} in {self.types} (stream error: {self.error!r})"
        return seen[count - 1]

    async def finished(self, within_s: float = WAIT_S) -> SseEvent:
        """Wait for the stream to end after its terminal event, and return that event."""
        await asyncio.wait_for(self.closed.wait(), within_s)
        assert self.terminal, f"the stream ended without a terminal event: {self.types} ({self.error!r})"
        return self.terminal[-1]


async def sse_events(
    client: httpx.AsyncClient, turn_id: str, last_event_id: str | None = None
) -> AsyncIterator[SseEvent]:
    """The turn's SSE events as a frontend reads them, until the terminal event."""
    headers = {"Accept": "text/event-stream"}
    if last_event_id:
        headers["Last-Event-ID"] = last_event_id
    events = SseLines()
    timeout = httpx.Timeout(10.0, read=30.0)
    async with client.stream(
        "GET", f"/v1/turns/{turn_id}/events", headers=headers, timeout=timeout
    ) as stream:
        if stream.status_code != 200:
            raise AssertionError(f"events of {turn_id}: {stream.status_code} {(await stream.aread())!r}")
        async for line in stream.aiter_lines():
            if (event := events.feed(line)) is not None:
                yield event
                if event.event in TERMINAL_TYPES:
                    return


@dataclass
class FaultSystem:
    """A running system to break: its processes, its Redis, and helpers to drive turns."""

    system: System
    redis_server: RestartableRedis
    feeds: list[TurnFeed] = field(default_factory=list)

    @property
    def redis(self) -> redis.Redis:
        return redis.Redis.from_url(self.system.redis_url)

    def token(self, user: str) -> str:
        return dev_token(user, ttl_s=3600)

    def client(self, user: str = "alice") -> httpx.AsyncClient:
        return httpx.AsyncClient(
            base_url=self.system.base_url,
            headers={"Authorization": f"Bearer {self.token(user)}"},
            timeout=30,
        )

    # --- processes -------------------------------------------------------------------------------

    def names(self, service: str) -> list[str]:
        """The running processes of ``service``: ``service`` itself and its replicas ``service-2``…"""
        return self.system.names(service)

    def start_replica(self, service: str) -> str:
        return self.system.start_replica(service)

    def kill(self, name: str) -> None:
        """``kill -9`` the named process."""
        self.system.kill(name)

    def process_of_consumer(self, consumer: str) -> str:
        """The process name behind a consumer name (``<service>-<host>-<pid>-<hex>``)."""
        return self.system.process_of_consumer(consumer)

    def live(self, service: str) -> int:
        """Processes of ``service`` with an unexpired heartbeat key."""
        with self.redis as client:
            return sum(1 for _ in client.scan_iter(match=heartbeat_pattern(service), count=1000))

    def all_running(self) -> bool:
        return self.system.all_running()

    # --- demo servers ----------------------------------------------------------------------------

    def stats(self) -> dict[str, int]:
        """The demo github server's ``tools/call`` counters, by tool."""
        url = f"http://127.0.0.1:{self.system.ports.github}/stats"
        return httpx.get(url, timeout=5).json()["calls"]

    def model_requests(self) -> list[dict[str, Any]]:
        url = f"http://127.0.0.1:{self.system.ports.model}/debug/requests"
        return httpx.get(url, timeout=5).json()["requests"]

    # --- turns -----------------------------------------------------------------------------------

    async def conversation(self, client: httpx.AsyncClient, model: str = "demo") -> str:
        response = await client.post(
            "/v1/conversations",
            json={"model": model, "project_key": "demo", "connection_ids": ["conn_alice_github"]},
        )
        assert response.status_code == 201, response.text
        return response.json()["id"]

    async def post_turn(self, client: httpx.AsyncClient, conversation_id: str, text: str) -> str:
        response = await client.post(
            f"/v1/conversations/{conversation_id}/turns",
            json={"messages": [{"role": "user", "content": text}]},
        )
        assert response.status_code == 202, response.text
        return response.json()["turn_id"]

    def follow(
        self,
        client: httpx.AsyncClient,
        turn_id: str,
        decide: Callable[[dict[str, Any]], str | None] = lambda _: None,
    ) -> TurnFeed:
        """Read the turn's events in the background; ``decide(proposal)`` answers each proposal
        (``"approve"``/``"decline"``), or leaves it to the test (``None``)."""
        feed = TurnFeed(turn_id)

        async def read() -> None:
            try:
                async for event in sse_events(client, turn_id):
                    await feed.add(event)
                    if event.event == "action.proposed" and (decision := decide(event.data)):
                        await self.decide(client, turn_id, event.data["proposal_id"], decision)
            except Exception as error:
                await feed.end(error)
                return
            await feed.end()

        feed.task = asyncio.create_task(read(), name=f"sse {turn_id}")
        self.feeds.append(feed)
        return feed

    async def close_feeds(self) -> None:
        tasks = [feed.task for feed in self.feeds if feed.task is not None]
        self.feeds.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def decide(self, client: httpx.AsyncClient, turn_id: str, proposal_id: str, decision: str) -> None:
        answer = await client.post(
            f"/v1/turns/{turn_id}/proposals/{proposal_id}/decision", json={"decision": decision}
        )
        assert answer.status_code in (200, 202), answer.text


def wait_until(check: Callable[[], bool], what: str, within_s: float = WAIT_S) -> None:
    """Poll ``check`` (a Redis or process condition with nothing to await) until true, bounded."""
    deadline = time.monotonic() + within_s
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


async def wait_until_async(check: Callable[[], bool], what: str, within_s: float = WAIT_S) -> None:
    deadline = time.monotonic() + within_s
    while not await asyncio.to_thread(check):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.1)
