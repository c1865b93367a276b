"""What the system benchmarks share: starting the system, walking a turn over HTTP + SSE, percentiles.

Everything runs on 127.0.0.1 against a throw-away Redis; nothing here is a test and nothing asserts a
wall-clock time. The scripts beside this module print figures and ratios, nothing else.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from assent_cli.redis_server import local_redis
from assent_cli.system import Ports, System, running_demo_servers, running_system
from assent_cli.tokens import dev_token

ROOT = Path(__file__).resolve().parents[1]
DIRECTORY = ROOT / "config" / "directory.json"
PROMPT = "Who am I on GitHub?"
TERMINAL = ("turn.completed", "turn.failed", "turn.stopped")
DEMO_API_KEY = "demo-provider-key"
DEMO_GITHUB_TOKEN = "ghp_demo_alice"


# --- figures ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stats:
    n: int
    mean: float
    p50: float
    p90: float
    p99: float


def percentile(sorted_samples: list[float], q: float) -> float:
    """Linear interpolation between closest ranks (``q`` in 0..100)."""
    if not sorted_samples:
        return math.nan
    position = (len(sorted_samples) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return sorted_samples[low] + (sorted_samples[high] - sorted_samples[low]) * (position - low)


def summarize(samples: list[float]) -> Stats:
    ordered = sorted(samples)
    mean = statistics.fmean(ordered) if ordered else math.nan
    return Stats(len(ordered), mean, *(percentile(ordered, q) for q in (50, 90, 99)))


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def ratio(numerator: float, denominator: float) -> str:
    return f"{numerator / denominator:6.2f}x" if denominator > 0 else "   n/a"


# --- the system ------------------------------------------------------------------------------------


@contextmanager
def started(*, full: bool = True, extra_env: dict[str, str] | None = None) -> Iterator[System]:
    """The whole system (``full``) or only the demo model and demo github server, on free ports,
    with a throw-away Redis. Every process logs to a temporary directory, removed at the end unless
    something failed or ``ASSENT_BENCH_KEEP_LOGS`` is set (its path is then printed on stderr)."""
    ports = Ports.free()
    log_dir = Path(tempfile.mkdtemp(prefix="assent-bench-"))
    with ExitStack() as stack:
        redis_url = stack.enter_context(local_redis())
        try:
            if full:
                run = running_system(
                    ports, directory=DIRECTORY, redis_url=redis_url, log_dir=log_dir, extra_env=extra_env
                )
            else:
                run = running_demo_servers(
                    ports, redis_url=redis_url, directory=DIRECTORY, log_dir=log_dir, extra_env=extra_env
                )
            system = stack.enter_context(run)
        except RuntimeError as error:
            raise RuntimeError(f"{error} (logs in {log_dir})") from None
        try:
            yield system
        except BaseException:
            print(f"service logs kept in {log_dir}", file=sys.stderr)
            raise
    if os.environ.get("ASSENT_BENCH_KEEP_LOGS"):
        print(f"service logs kept in {log_dir}", file=sys.stderr)
    else:
        shutil.rmtree(log_dir, ignore_errors=True)


def model_url(system: System) -> str:
    return f"http://127.0.0.1:{system.ports.model}/v1"


def github_url(system: System) -> str:
    return f"http://127.0.0.1:{system.ports.github}/mcp"


def api_client(system: System, user: str = "alice", *, connections: int = 100) -> httpx.AsyncClient:
    token = dev_token(user, ttl_s=3600)
    return httpx.AsyncClient(
        base_url=system.base_url,
        headers={"Authorization": f"Bearer {token}"},
        timeout=httpx.Timeout(60, connect=10),
        limits=httpx.Limits(max_connections=connections, max_keepalive_connections=connections),
    )


# --- a turn over HTTP + SSE ------------------------------------------------------------------------


async def create_conversation(client: httpx.AsyncClient, model: str = "demo") -> str:
    body = {"model": model, "project_key": "demo", "connection_ids": ["conn_alice_github"]}
    response = await client.post("/v1/conversations", json=body)
    if response.status_code != 201:
        raise Refused("POST /v1/conversations", response)
    return response.json()["id"]


@dataclass(frozen=True)
class SeenEvent:
    at: float
    """``time.perf_counter()`` when the client had read it."""
    type: str
    data: dict[str, Any]


@dataclass
class TurnTrace:
    """What a frontend saw of one turn, with the client's clock."""

    turn_id: str = ""
    posted_at: float = 0.0
    """Just before ``POST …/turns`` was sent."""
    events: list[SeenEvent] = field(default_factory=list)

    @property
    def terminal(self) -> SeenEvent | None:
        return next((e for e in self.events if e.type in TERMINAL), None)

    @property
    def duration(self) -> float:
        end = self.terminal
        return (end.at - self.posted_at) if end else math.nan

    def first(self, kind: str) -> SeenEvent | None:
        return next((e for e in self.events if e.type == kind), None)


OnEvent = Callable[[TurnTrace, SeenEvent], Awaitable[None]]


class Refused(RuntimeError):
    """The API answered a request with an error status (a 503 under load, say): ``status`` and the
    problem's ``code``."""

    def __init__(self, what: str, response: httpx.Response) -> None:
        super().__init__(f"{what}: {response.status_code} {response.text[:300]}")
        self.status = response.status_code
        self.code = _problem_code(response)


def _problem_code(response: httpx.Response) -> str:
    try:
        return str(response.json().get("code", "?"))
    except ValueError:
        return "?"


class TurnTimeout(TimeoutError):
    """No terminal event in time; ``trace`` holds what the client had seen."""

    def __init__(self, message: str, trace: TurnTrace) -> None:
        super().__init__(message)
        self.trace = trace


async def post_turn(client: httpx.AsyncClient, conversation_id: str, text: str, tries: int = 50) -> str:
    """``POST …/turns``; a 409 (the previous turn is still releasing the conversation) is retried."""
    body = {"messages": [{"role": "user", "content": text}]}
    response: httpx.Response | None = None
    for _ in range(tries):
        response = await client.post(f"/v1/conversations/{conversation_id}/turns", json=body)
        if response.status_code == 202:
            return response.json()["turn_id"]
        if response.status_code != 409:
            break
        await asyncio.sleep(0.01)
    if response is None:
        raise RuntimeError("POST …/turns: not sent")
    raise Refused("POST …/turns", response)


async def walk_turn(
    client: httpx.AsyncClient,
    conversation_id: str,
    text: str = PROMPT,
    *,
    decision: str = "approve",
    on_event: OnEvent | None = None,
    timeout_s: float = 120.0,
) -> TurnTrace:
    """Post one turn, read its SSE events to the terminal one, answer every proposal with ``decision``.

    Raises ``TurnTimeout`` naming the last events seen when there is no terminal event in time."""
    trace = TurnTrace()
    try:
        async with asyncio.timeout(timeout_s):
            await _read_turn(client, trace, conversation_id, text, decision, on_event)
    except TimeoutError:
        seen = ", ".join(e.type for e in trace.events[-4:]) or "none"
        raise TurnTimeout(
            f"turn {trace.turn_id or '-'}: no terminal event in {timeout_s:g}s; last events: {seen}",
            trace,
        ) from None
    return trace


async def _read_turn(
    client: httpx.AsyncClient,
    trace: TurnTrace,
    conversation_id: str,
    text: str,
    decision: str,
    on_event: OnEvent | None,
) -> None:
    trace.posted_at = time.perf_counter()
    trace.turn_id = await post_turn(client, conversation_id, text)
    headers = {"Accept": "text/event-stream"}
    async with client.stream("GET", f"/v1/turns/{trace.turn_id}/events", headers=headers) as stream:
        if stream.status_code != 200:
            await stream.aread()
            raise Refused("GET …/events", stream)
        fields: dict[str, str] = {}
        async for line in stream.aiter_lines():
            if line.startswith(":"):
                continue
            if line:
                key, _, value = line.partition(":")
                fields[key] = value.removeprefix(" ")
                continue
            if "data" in fields:
                event = SeenEvent(time.perf_counter(), fields.get("event", ""), json.loads(fields["data"]))
                trace.events.append(event)
                if event.type == "action.proposed":
                    await _decide(client, trace.turn_id, event.data["proposal_id"], decision)
                if on_event is not None:
                    await on_event(trace, event)
                if event.type in TERMINAL:
                    return
            fields = {}
    raise RuntimeError(f"the events of {trace.turn_id} ended before a terminal event")


async def _decide(client: httpx.AsyncClient, turn_id: str, proposal_id: str, decision: str) -> None:
    url = f"/v1/turns/{turn_id}/proposals/{proposal_id}/decision"
    response = await client.post(url, json={"decision": decision})
    if response.status_code not in (200, 202):
        raise Refused("POST …/decision", response)


def check_cycle(trace: TurnTrace) -> None:
    """The approve cycle really happened: searched, proposed, ran, completed."""
    seen = {e.type for e in trace.events}
    missing = {"discovery.searched", "action.proposed", "action.completed", "turn.completed"} - seen
    if missing:
        kinds = [e.type for e in trace.events]
        raise RuntimeError(f"turn {trace.turn_id} was not an approve cycle (missing {missing}): {kinds}")
