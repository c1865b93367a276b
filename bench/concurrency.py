"""Issue 3: many conversations at once, with one and with two replicas of each service.

    .venv/bin/python bench/concurrency.py [--turns 20,50] [--replicas 1,2] [--timeout 45]

For each replica count (ascending; extra orchestrator, discovery and executor processes join the
running system's consumer groups) and each level N, N conversations each run the approve cycle of
``turn_cycle.py`` at the same moment: POST the turn, read its SSE events, approve, to
``turn.completed``. Prints completed turns per second (completed turns over the time from the
first POST to the last completed turn's terminal event), p50/p99 latency of the completed turns,
and both over the direct loop's single-turn p50, measured in the same run. The gateway stays one
process. Every level is bounded in count, and in time by ``--timeout`` per turn (a level's turns
run at once); a turn that fails or runs out of time is counted and named on stderr, not retried.
Each level's conversations are opened in one burst (all N ``POST /v1/conversations`` at once), and every
request the API refused (any error status: a 503 under load, say) is counted in ``refused`` by code.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import httpx
import redis

from assent_cli.system import System
from assent_contracts.discovery import OPEN_CONTEXT_STREAM, RESOLVE_STREAM, SEARCH_STREAM
from assent_contracts.events import turn_events_stream
from assent_contracts.execution import EXECUTION_RESULTS_STREAM, EXECUTIONS_STREAM
from assent_contracts.turns import DECISIONS_STREAM, TURNS_STREAM

sys.path.insert(0, str(Path(__file__).resolve().parent))

import direct_loop
import harness
from harness import Stats, TurnTrace, ms, ratio, summarize

SCALED = {
    "orchestrator": (TURNS_STREAM, DECISIONS_STREAM, EXECUTION_RESULTS_STREAM),
    "discovery": (OPEN_CONTEXT_STREAM, SEARCH_STREAM, RESOLVE_STREAM),
    "executor": (EXECUTIONS_STREAM,),
}
READY = "started successfully"  # FastStream's own line once the app runs
DIRECT_SAMPLES = 20


@dataclass(frozen=True)
class Level:
    replicas: int
    turns: int
    completed: int
    failed: int
    wall: float
    latency: Stats
    working: str
    """Consumers of orchestrator/discovery/executor handed work so far, e.g. ``2/2/2``."""
    refused: Counter[str]
    """Requests the API refused (conversations, turns, events, decisions), by problem code."""


def add_replicas(system: System, replicas: int, timeout: float = 90.0) -> None:
    """Start processes until each scaled service runs ``replicas``; wait until each new one logged
    FastStream's startup line (Redis lists a consumer only once it was handed a message)."""
    assert system.log_dir is not None
    waiting = set()
    for name in SCALED:
        while len(system.names(name)) < replicas:
            waiting.add(system.start_replica(name))
    deadline = time.monotonic() + timeout
    while waiting and time.monotonic() < deadline:
        for name in sorted(waiting):
            if system.processes[name].poll() is not None:
                raise RuntimeError(f"{name} exited while starting (logs in {system.log_dir})")
            log = system.log_dir / f"{name}.log"
            if log.exists() and READY in log.read_text(errors="replace"):
                waiting.discard(name)
        time.sleep(0.2)
    if waiting:
        raise RuntimeError(f"{', '.join(sorted(waiting))} did not start within {timeout:g}s")


def consumers_at_work(system: System) -> dict[str, int]:
    """How many consumers of each scaled group have been handed at least one message."""
    client = redis.Redis.from_url(system.redis_url)
    try:
        return {
            group: len({c["name"] for stream in streams for c in client.xinfo_consumers(stream, group)})
            for group, streams in SCALED.items()
        }
    finally:
        client.close()


async def one_turn(
    system: System, client: httpx.AsyncClient, conversation_id: str, timeout_s: float, refused: Counter[str]
) -> TurnTrace | None:
    """What the client saw of the turn, or None when it failed or ran out of time (said on stderr,
    with what the turn's events stream in Redis holds: a stuck turn or an undelivered event)."""
    try:
        trace = await harness.walk_turn(client, conversation_id, timeout_s=timeout_s)
        harness.check_cycle(trace)
    except harness.TurnTimeout as error:
        stored = await asyncio.to_thread(stored_events, system, error.trace.turn_id)
        print(f"  turn failed: {error}; the events stream holds: {stored}", file=sys.stderr)
        return None
    except harness.Refused as error:
        refused[error.code] += 1
        print(f"  turn refused: {str(error)[:300]}", file=sys.stderr)
        return None
    except (RuntimeError, TimeoutError, httpx.HTTPError) as error:
        print(f"  turn failed: {type(error).__name__}: {str(error)[:300]}", file=sys.stderr)
        return None
    return trace


def stored_events(system: System, turn_id: str) -> str:
    """The last event types the turn's events stream holds in Redis."""
    client = redis.Redis.from_url(system.redis_url)
    try:
        entries = (client.xrevrange(turn_events_stream(turn_id), count=4) if turn_id else None) or []
        data = [(fields or {}).get(b"data", b"{}") for _, fields in reversed(entries)]
        types = [json.loads(item).get("type", "?") for item in data]
        return ", ".join(types) or "nothing"
    finally:
        client.close()


async def conversations(client: httpx.AsyncClient, count: int, refused: Counter[str]) -> list[str]:
    """``count`` conversations opened in one burst; those the API refused are counted, not retried."""

    async def create() -> str | None:
        try:
            return await harness.create_conversation(client)
        except harness.Refused as error:
            refused[error.code] += 1
            return None

    return [cid for cid in await asyncio.gather(*(create() for _ in range(count))) if cid is not None]


async def level(system: System, replicas: int, turns: int, timeout_s: float) -> Level:
    refused: Counter[str] = Counter()
    async with harness.api_client(system, connections=2 * turns + 16) as client:
        ids = await conversations(client, turns, refused)
        warm_up: Counter[str] = Counter()
        warm = ids[: 2 * replicas]
        await asyncio.gather(*(one_turn(system, client, cid, timeout_s, warm_up) for cid in warm))
        started = time.perf_counter()
        results = await asyncio.gather(*(one_turn(system, client, cid, timeout_s, refused) for cid in ids))
    done = [trace for trace in results if trace is not None and trace.terminal is not None]
    wall = max((t.terminal.at for t in done if t.terminal), default=started) - started
    working = "/".join(str(n) for n in (await asyncio.to_thread(consumers_at_work, system)).values())
    return Level(
        replicas,
        turns,
        len(done),
        turns - len(done),
        wall,
        summarize([t.duration for t in done]),
        working,
        refused,
    )


async def direct_p50(system: System) -> Stats:
    async with direct_loop.for_system(system) as loop:
        for _ in range(3):
            await direct_loop.timed_turn(loop)
        return summarize([await direct_loop.timed_turn(loop) for _ in range(DIRECT_SAMPLES)])


def refused_codes(refused: Counter[str]) -> str:
    return f"  ({', '.join(f'{code} {n}' for code, n in refused.most_common())})" if refused else ""


def report(direct: Stats, levels: list[Level]) -> None:
    print(f'concurrency: N conversations at once, each one approve-cycle turn ("{harness.PROMPT}")')
    print(f"direct loop, one turn at a time: p50 {ms(direct.p50)}  ({direct.n} turns)\n")
    header = f"{'replicas':>8} {'N':>5} {'done':>5} {'failed':>6} {'turns/s':>8} {'p50':>11} {'p99':>11}"
    print(header + f" {'p50/direct':>11} {'p99/direct':>11} {'consumers':>9} {'refused':>7}")
    for row in levels:
        rate = row.completed / row.wall if row.wall > 0 else 0.0
        print(
            f"{row.replicas:>8} {row.turns:>5} {row.completed:>5} {row.failed:>6} {rate:>8.1f} "
            f"{ms(row.latency.p50)} {ms(row.latency.p99)} "
            f"{ratio(row.latency.p50, direct.p50):>11} {ratio(row.latency.p99, direct.p50):>11} "
            f"{row.working:>9} {row.refused.total():>7}{refused_codes(row.refused)}"
        )
    print("\nconsumers: orchestrator/discovery/executor consumers that had been handed work by then")
    print("refused: requests of the level the API answered with an error status (conversations in one burst)")


async def run(system: System, levels: list[int], replica_counts: list[int], timeout_s: float) -> None:
    direct = await direct_p50(system)
    rows: list[Level] = []
    for replicas in replica_counts:
        await asyncio.to_thread(add_replicas, system, replicas)
        for turns in levels:
            rows.append(await level(system, replicas, turns, timeout_s))
    report(direct, rows)


def number_list(text: str) -> list[int]:
    values = sorted({int(part) for part in text.split(",") if part.strip()})
    if not values or values[0] < 1:
        raise argparse.ArgumentTypeError("give positive integers separated by commas, e.g. 20,50")
    return values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--turns", type=number_list, default=[20, 50], help="levels, e.g. 50,200,500")
    parser.add_argument("--replicas", type=number_list, default=[1, 2], help="replicas per service, e.g. 1,2")
    parser.add_argument(
        "--timeout", type=float, default=45.0, help="seconds a turn may take (a level's turns run at once)"
    )
    args = parser.parse_args(argv)
    streams = {"ASSENT_GATEWAY_MAX_STREAMS_PER_USER": str(2 * max(args.turns) + 16)}  # one user: alice
    with harness.started(extra_env=streams) as system:
        asyncio.run(run(system, args.turns, args.replicas, args.timeout))
    return 0


if __name__ == "__main__":
    sys.exit(main())
