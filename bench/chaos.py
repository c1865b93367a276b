"""Issue 9's chaos run: random ``kill -9`` of workers under concurrent approve-cycle turns.

    .venv/bin/python bench/chaos.py [--seconds 60] [--concurrency 30] [--replicas 2] [--kill-every 2]

Starts the whole system with ``--replicas`` of each worker (orchestrator, discovery, executor) and
short reclaim and lease timeouts, then for ``--seconds`` keeps ``--concurrency`` conversations each
running approve-cycle turns ("Who am I on GitHub?", every proposal approved) while every
``--kill-every`` seconds one worker process, chosen at random, is killed with SIGKILL and started
again. Then it stops posting, waits (bounded) for the turns under way to end and for every execution
to be reported, and reads what Redis holds for every turn it posted. It prints, and exits 1 unless
all are zero:

- turns without a terminal event, with more than one, or with events after it;
- approvals without an outcome (an ``action.proposed`` with no ``action.completed``);
- duplicate executions (a proposal reported or started twice, or more MCP ``tools/call``s on the
  demo server than actions started);
- turn keys without an expiry.

Bounded in time: ``--seconds`` of load, then at most ``--turn-timeout`` for the last turns.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import redis

from assent_cli.system import WORKERS, System
from assent_contracts.events import TERMINAL_TYPES, decode_event, turn_events_stream
from assent_contracts.execution import EXECUTIONS_STREAM

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness

SHORT_TIMEOUTS = {
    "ASSENT_EXECUTOR_RECLAIM_IDLE_MS": "2000",
    "ASSENT_EXECUTOR_LEASE_TTL_MS": "3000",
    "ASSENT_ORCHESTRATOR_RECLAIM_IDLE_MS": "2000",
    "ASSENT_ORCHESTRATOR_ROUND_LEASE_MS": "3000",
    "ASSENT_GATEWAY_SSE_KEEPALIVE_S": "1",
}


@dataclass
class Findings:
    turns: int = 0
    kills: int = 0
    started: int = 0
    mcp_calls: int = 0
    no_terminal: list[str] = field(default_factory=list)
    several_terminals: list[str] = field(default_factory=list)
    events_after_end: list[str] = field(default_factory=list)
    approvals_without_outcome: list[str] = field(default_factory=list)
    duplicate_executions: list[str] = field(default_factory=list)
    keys_without_expiry: list[str] = field(default_factory=list)

    @property
    def problems(self) -> dict[str, list[str]]:
        return {
            "turns without a terminal event": self.no_terminal,
            "turns with more than one terminal event": self.several_terminals,
            "turns with events after their terminal event": self.events_after_end,
            "approvals without an outcome": self.approvals_without_outcome,
            "duplicate executions": self.duplicate_executions,
            "turn keys without expiry": self.keys_without_expiry,
        }

    def report(self) -> str:
        lines = [
            f"{self.turns} turns, {self.kills} workers killed, {self.started} actions started, "
            f"{self.mcp_calls} MCP calls"
        ]
        for what, found in self.problems.items():
            lines.append(f"{what}: {len(found)}" + (f"  {found[:5]}" if found else ""))
        return "\n".join(lines)

    @property
    def clean(self) -> bool:
        return not any(self.problems.values())


def start_replicas(system: System, replicas: int) -> None:
    for service in WORKERS:
        while len(system.names(service)) < replicas:
            system.start_replica(service)


def worker_names(system: System) -> list[str]:
    return sorted(n for n in system.processes if n.split("-")[0] in WORKERS and not n.startswith("demo"))


async def kill_at_random(system: System, every_s: float, until: float, rng: random.Random) -> int:
    """SIGKILL a random worker every ``every_s`` seconds and start it again; returns how many."""
    kills = 0
    while time.monotonic() + every_s < until:
        await asyncio.sleep(every_s)
        system.restart(rng.choice(worker_names(system)))
        kills += 1
    return kills


async def keep_turning(
    client: httpx.AsyncClient, until: float, turn_timeout_s: float, posted: list[str]
) -> None:
    """Approve-cycle turns one after another until ``until``; a conversation that a turn left
    unusable (it failed after an action, or never ended) is replaced."""
    conversation = await _conversation(client)
    while time.monotonic() < until:
        trace = await _one_turn(client, conversation, turn_timeout_s, posted)
        terminal = trace.terminal if trace else None
        if terminal is None or terminal.type != "turn.completed":
            conversation = await _conversation(client)


async def _one_turn(
    client: httpx.AsyncClient, conversation: str, turn_timeout_s: float, posted: list[str]
) -> harness.TurnTrace | None:
    """One approve-cycle turn, its id noted as soon as it is known; what the client saw of it."""
    seen: list[harness.TurnTrace] = []

    async def note(trace: harness.TurnTrace, _: harness.SeenEvent) -> None:
        if not seen:
            seen.append(trace)
            posted.append(trace.turn_id)

    with contextlib.suppress(harness.TurnTimeout, RuntimeError, httpx.HTTPError):
        await harness.walk_turn(client, conversation, timeout_s=turn_timeout_s, on_event=note)
    return seen[0] if seen else None


async def _conversation(client: httpx.AsyncClient, tries: int = 50) -> str:
    """A new conversation; while discovery is down (killed just now) its 503 is retried."""
    for _ in range(tries - 1):
        try:
            return await harness.create_conversation(client)
        except (RuntimeError, httpx.HTTPError):
            await asyncio.sleep(0.2)
    return await harness.create_conversation(client)


def _settled(client: redis.Redis) -> bool:
    return client.xpending(EXECUTIONS_STREAM, "executor")["pending"] == 0


def inspect(client: redis.Redis, turn_ids: list[str], calls: int) -> Findings:
    """What Redis holds of every turn posted."""
    found = Findings(turns=len(turn_ids), mcp_calls=calls)
    for turn_id in turn_ids:
        entries: Any = client.xrange(turn_events_stream(turn_id))
        events = [decode_event(fields) for _, fields in entries]
        types = [event.type for event in events]
        terminals = [t for t in types if t in TERMINAL_TYPES]
        if not terminals:
            found.no_terminal.append(turn_id)
        elif len(terminals) > 1:
            found.several_terminals.append(turn_id)
        elif types[-1] not in TERMINAL_TYPES:
            found.events_after_end.append(turn_id)
        proposed = [getattr(e, "proposal_id", "") for e in events if e.type == "action.proposed"]
        completed = Counter(getattr(e, "proposal_id", "") for e in events if e.type == "action.completed")
        started = Counter(getattr(e, "proposal_id", "") for e in events if e.type == "action.started")
        found.started += len(started)
        found.approvals_without_outcome += [pid for pid in proposed if completed[pid] == 0]
        found.duplicate_executions += [pid for pid, n in (completed + started).items() if n > 2]
        found.duplicate_executions += [pid for pid, n in started.items() if n > 1]
        for key in client.scan_iter(match=f"assent:{{{turn_id}}}:*", count=1000):
            if client.ttl(key) == -1:
                found.keys_without_expiry.append(key.decode() if isinstance(key, bytes) else str(key))
    if calls > found.started:
        found.duplicate_executions.append(f"{calls - found.started} MCP calls more than actions started")
    return found


def mcp_calls(system: System) -> int:
    answer = httpx.get(f"http://127.0.0.1:{system.ports.github}/stats", timeout=5).json()
    return sum(answer["calls"].values())


async def load_and_kill(
    system: System, *, seconds: float, concurrency: int, kill_every_s: float, turn_timeout_s: float, seed: int
) -> tuple[list[str], int]:
    """Load and kills on a running system with its replicas: the turns posted, the kills made."""
    rng = random.Random(seed)
    posted: list[str] = []
    until = time.monotonic() + seconds
    async with harness.api_client(system, connections=concurrency + 10) as client:
        killer = asyncio.create_task(kill_at_random(system, kill_every_s, until, rng))
        await asyncio.gather(
            *(keep_turning(client, until, turn_timeout_s, posted) for _ in range(concurrency))
        )
        kills = await killer
    return posted, kills


def chaos(
    system: System, *, seconds: float, concurrency: int, kill_every_s: float, turn_timeout_s: float, seed: int
) -> Findings:
    """``load_and_kill``, then wait (bounded) for every execution to be reported, then ``inspect``."""
    before = mcp_calls(system)
    posted, kills = asyncio.run(
        load_and_kill(
            system,
            seconds=seconds,
            concurrency=concurrency,
            kill_every_s=kill_every_s,
            turn_timeout_s=turn_timeout_s,
            seed=seed,
        )
    )
    with redis.Redis.from_url(system.redis_url) as client:
        deadline = time.monotonic() + turn_timeout_s
        while not _settled(client) and time.monotonic() < deadline:
            time.sleep(0.2)
        found = inspect(client, posted, mcp_calls(system) - before)
    found.kills = kills
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description="Random kill -9 of workers under approve-cycle turns.")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--concurrency", type=int, default=30)
    parser.add_argument("--replicas", type=int, default=2)
    parser.add_argument("--kill-every", type=float, default=2.0)
    parser.add_argument("--turn-timeout", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    with harness.started(extra_env=SHORT_TIMEOUTS) as system:
        start_replicas(system, args.replicas)
        found = chaos(
            system,
            seconds=args.seconds,
            concurrency=args.concurrency,
            kill_every_s=args.kill_every,
            turn_timeout_s=args.turn_timeout,
            seed=args.seed,
        )
    print(found.report())
    return 0 if found.clean else 1


if __name__ == "__main__":
    sys.exit(main())
