"""Issue 3: how fast Stop ends a turn while the model is still streaming.

    .venv/bin/python bench/stop_latency.py [--iterations 30] [--warmup 3] [--slow-delay 0.5]

A conversation on the ``demo-slow`` model (each streamed chunk waits ``--slow-delay`` seconds) asks
"Who am I on GitHub?"; as soon as the turn's first ``round.started`` or ``message.delta`` reaches the
client, it sends ``POST /v1/turns/{tid}/stop`` (without pausing its SSE reading) and times until
``turn.stopped`` arrives. Baseline, from the same turns: the time the same SSE path takes to deliver
an ordinary event, ``POST …/turns`` sent → ``turn.started`` read. Prints p50/p99 of both and the
ratio. A stop that waits for the model's next chunk shows up as a stop time near ``--slow-delay``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from assent_cli.system import System

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness
from harness import SeenEvent, Stats, TurnTrace, ms, ratio, summarize

TRIGGERS = ("round.started", "message.delta")


@dataclass
class StopProbe:
    """Sends Stop once, on the first trigger event, as a task so the SSE reading goes on."""

    client: httpx.AsyncClient
    sent_at: float | None = None
    task: asyncio.Task[httpx.Response] | None = None

    async def __call__(self, trace: TurnTrace, event: SeenEvent) -> None:
        if self.task is None and event.type in TRIGGERS:
            self.sent_at = time.perf_counter()
            self.task = asyncio.create_task(self.client.post(f"/v1/turns/{trace.turn_id}/stop"))

    async def answer(self) -> httpx.Response | None:
        return await self.task if self.task is not None else None


async def stopped_turn(client: httpx.AsyncClient, conversation_id: str) -> tuple[float, float] | None:
    """(stop → turn.stopped, POST turn → turn.started) of one turn, or None when it did not stop."""
    probe = StopProbe(client)
    trace = await harness.walk_turn(client, conversation_id, on_event=probe, timeout_s=60)
    answer = await probe.answer()
    if answer is not None and answer.status_code != 202:
        raise RuntimeError(f"POST …/stop: {answer.status_code} {answer.text[:300]}")
    stopped, started = trace.first("turn.stopped"), trace.first("turn.started")
    if stopped is None or started is None or probe.sent_at is None:
        end = trace.terminal.type if trace.terminal else "no terminal event"
        print(f"  turn {trace.turn_id} ended with {end}, not turn.stopped", file=sys.stderr)
        return None
    return stopped.at - probe.sent_at, started.at - trace.posted_at


async def run(system: System, iterations: int, warmup: int, slow_delay: float) -> None:
    stops: list[float] = []
    starts: list[float] = []
    missed = 0
    async with harness.api_client(system, connections=8) as client:
        conversation_id = await harness.create_conversation(client, model="demo-slow")
        for i in range(warmup + iterations):
            measured = await stopped_turn(client, conversation_id)
            if i < warmup:
                continue
            if measured is None:
                missed += 1
                continue
            stops.append(measured[0])
            starts.append(measured[1])
    report(iterations, warmup, slow_delay, missed, summarize(stops), summarize(starts))


def report(iterations: int, warmup: int, slow_delay: float, missed: int, stop: Stats, start: Stats) -> None:
    print(f"stop latency: demo-slow ({slow_delay:g} s per streamed chunk), stop on the first round.started")
    print(f"{iterations} turns after {warmup} warm-up; {missed} did not end with turn.stopped\n")
    print(f"{'':38} {'p50':>11} {'p99':>11} {'mean':>11}")
    print(f"{'POST stop → turn.stopped':38} {ms(stop.p50)} {ms(stop.p99)} {ms(stop.mean)}")
    print(f"{'baseline: POST turn → turn.started':38} {ms(start.p50)} {ms(start.p99)} {ms(start.mean)}")
    print(
        f"{'ratio stop / baseline':38} {ratio(stop.p50, start.p50):>11} "
        f"{ratio(stop.p99, start.p99):>11} {ratio(stop.mean, start.mean):>11}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--slow-delay", type=float, default=0.5, help="seconds per demo-slow chunk")
    args = parser.parse_args(argv)
    if args.iterations < 1 or args.warmup < 0 or args.slow_delay < 0:
        parser.error("--iterations must be at least 1, --warmup and --slow-delay at least 0")
    extra_env = {"ASSENT_DEMO_MODEL_SLOW_DELAY": str(args.slow_delay)}
    with harness.started(extra_env=extra_env) as system:
        asyncio.run(run(system, args.iterations, args.warmup, args.slow_delay))
    return 0


if __name__ == "__main__":
    sys.exit(main())
