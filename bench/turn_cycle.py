"""Issue 2: how long one approve-cycle turn takes through Assent, beside the same work done directly.

    .venv/bin/python bench/turn_cycle.py [--iterations 30] [--warmup 3] [--direct-only]

The turn is "Who am I on GitHub?": the model searches, proposes github.get_me, the client approves
it at once, the executor runs it, the model answers. Through the system it is walked as a frontend
does (POST the turn, read its SSE events, POST the decision on ``action.proposed``, stop at
``turn.completed``); the direct loop (``direct_loop.py``) calls the same demo model and the same
demo MCP server in process, with no Redis and no services. The two alternate, turn by turn, so
that load on the machine falls on both alike. Prints p50/p90/mean of each and system/direct.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import httpx

from assent_cli.system import System

sys.path.insert(0, str(Path(__file__).resolve().parent))

import direct_loop
import harness
from harness import Stats, TurnTrace, ms, ratio, summarize

# (label, from event, to event) of the system turn, "post" being the moment POST …/turns was sent
PHASES = (
    ("POST turn → turn.started", "post", "turn.started"),
    ("turn.started → action.proposed", "turn.started", "action.proposed"),
    ("action.proposed → action.started", "action.proposed", "action.started"),
    ("action.started → action.completed", "action.started", "action.completed"),
    ("action.completed → turn.completed", "action.completed", "turn.completed"),
)


async def time_system(client: httpx.AsyncClient, conversation_id: str) -> TurnTrace:
    trace = await harness.walk_turn(client, conversation_id)
    harness.check_cycle(trace)
    return trace


def phase_samples(traces: list[TurnTrace]) -> list[tuple[str, Stats]]:
    rows = []
    for label, start, end in PHASES:
        samples = []
        for trace in traces:
            begin = trace.posted_at if start == "post" else getattr(trace.first(start), "at", None)
            finish = getattr(trace.first(end), "at", None)
            if begin is not None and finish is not None:
                samples.append(finish - begin)
        rows.append((label, summarize(samples)))
    return rows


async def run(system: System, iterations: int, warmup: int, direct_only: bool) -> None:
    direct: list[float] = []
    traces: list[TurnTrace] = []
    async with direct_loop.for_system(system) as loop:
        if direct_only:
            for i in range(warmup + iterations):
                elapsed = await direct_loop.timed_turn(loop)
                if i >= warmup:
                    direct.append(elapsed)
        else:
            async with harness.api_client(system, connections=8) as client:
                conversation_id = await harness.create_conversation(client)
                for i in range(warmup + iterations):
                    elapsed = await direct_loop.timed_turn(loop)
                    trace = await time_system(client, conversation_id)
                    if i >= warmup:
                        direct.append(elapsed)
                        traces.append(trace)
    report(iterations, warmup, summarize(direct), summarize([t.duration for t in traces]), traces)


def report(iterations: int, warmup: int, direct: Stats, system: Stats, traces: list[TurnTrace]) -> None:
    print(f'turn cycle: "{harness.PROMPT}" (search → propose → approve → execute → answer)')
    print(f"{iterations} iterations after {warmup} warm-up, system and direct alternating\n")
    print(f"{'':34} {'p50':>11} {'p90':>11} {'mean':>11}")
    print(f"{'direct loop (no Redis, no services)':34} {ms(direct.p50)} {ms(direct.p90)} {ms(direct.mean)}")
    if not traces:
        print("\n(system not run: --direct-only)")
        return
    print(f"{'system over HTTP + SSE':34} {ms(system.p50)} {ms(system.p90)} {ms(system.mean)}")
    print(
        f"{'ratio system / direct':34} {ratio(system.p50, direct.p50):>11} "
        f"{ratio(system.p90, direct.p90):>11} {ratio(system.mean, direct.mean):>11}"
    )
    print("\nwhere the system turn's time goes (client clock, p50 / p90):")
    for label, stats in phase_samples(traces):
        print(f"  {label:36} {ms(stats.p50)} {ms(stats.p90)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--direct-only", action="store_true", help="only the demo servers and direct loop")
    args = parser.parse_args(argv)
    if args.iterations < 1 or args.warmup < 0:
        parser.error("--iterations must be at least 1 and --warmup at least 0")
    with harness.started(full=not args.direct_only) as system:
        asyncio.run(run(system, args.iterations, args.warmup, args.direct_only))
    return 0


if __name__ == "__main__":
    sys.exit(main())
