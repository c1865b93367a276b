"""Approve racing stop, hundreds of times on the real system (issue 9, item 2; docs/api.md, "Stop").

Each turn shows its proposal; then the client sends "approve" and "stop" at once, in a random order
with a random gap of up to 1.5 s. Whatever wins, the contract holds:

- exactly one terminal event, ``turn.stopped`` or ``turn.completed`` (approve won and the turn had
  ended before the stop was read), and it is the turn's last event, also in Redis after every
  execution has been reported;
- an action that started has its ``action.completed`` before the terminal event, and a
  ``turn.stopped`` lists it in ``in_flight`` unless it was done before the stop was read; one that
  did not start is ``cancelled`` and listed in ``cancelled_proposals``;
- ``POST /stop`` after the end is ``409 turn_finished`` and writes nothing; ``Last-Event-ID`` of the
  terminal event answers 204;
- the MCP server was called exactly once per turn whose action started, never otherwise.

``ASSENT_RACE_TURNS`` (default 200) sets how many races run, ``ASSENT_RACE_CONCURRENCY`` (10) how
many at once. The race itself is timed, not the system start.
"""

import asyncio
import os
import random
import time
from typing import Any

import httpx
import redis

from assent_contracts.events import TERMINAL_TYPES, decode_event, turn_events_stream
from assent_contracts.execution import EXECUTIONS_STREAM

from .harness import FaultSystem, wait_until_async

TURNS = int(os.environ.get("ASSENT_RACE_TURNS", "200"))
CONCURRENCY = int(os.environ.get("ASSENT_RACE_CONCURRENCY", "20"))
MAX_GAP_S = 1.5
"""Up to this long between the two requests: long enough for the approved action to start at times."""


async def _race(faults: FaultSystem, client: httpx.AsyncClient, conversation: str, rng: random.Random) -> str:
    """One approve-versus-stop race; returns the turn id after checking what the client saw."""
    turn_id = await faults.post_turn(client, conversation, "Who am I on GitHub?")
    feed = faults.follow(client, turn_id)
    proposal_id = (await feed.until("action.proposed"))["proposal_id"]
    gap = rng.uniform(0, MAX_GAP_S)

    async def approve() -> httpx.Response:
        return await client.post(
            f"/v1/turns/{turn_id}/proposals/{proposal_id}/decision", json={"decision": "approve"}
        )

    async def stop() -> httpx.Response:
        return await client.post(f"/v1/turns/{turn_id}/stop")

    async def later(call: object) -> httpx.Response:
        await asyncio.sleep(gap)
        return await call()  # type: ignore[operator]

    first, second = (approve, stop) if rng.random() < 0.5 else (stop, approve)
    answers = await asyncio.gather(first(), later(second))
    approved, stopped = answers if first is approve else answers[::-1]
    assert approved.status_code in (200, 202, 409), approved.text
    assert stopped.status_code in (202, 409), stopped.text
    if stopped.status_code == 409:
        assert stopped.json()["code"] == "turn_finished", stopped.text

    end = await feed.finished()
    assert len(feed.terminal) == 1, feed.types
    started = "action.started" in feed.types
    outcomes = [(c["proposal_id"], c["status"]) for c in feed.of("action.completed")]
    if started:
        assert len(outcomes) == 1 and outcomes[0][1] in ("succeeded", "failed", "outcome_unknown"), feed.types
        assert feed.types.index("action.started") < feed.types.index("action.completed")
    else:
        assert outcomes == [(proposal_id, "cancelled")], feed.types
    if end.event == "turn.stopped" and started:
        # In flight when the stop was read, or done already (the stop then ended the next round).
        assert end.data["in_flight"] in ([proposal_id], []), (end.data, feed.types)
        assert end.data["cancelled_proposals"] == [], (end.data, feed.types)
    elif end.event == "turn.stopped":
        assert (end.data["in_flight"], end.data["cancelled_proposals"]) == ([], [proposal_id]), end.data
    else:
        assert end.event == "turn.completed" and started, feed.types

    again = await client.post(f"/v1/turns/{turn_id}/stop")
    assert again.status_code == 409 and again.json()["code"] == "turn_finished", again.text
    resumed = await client.get(
        f"/v1/turns/{turn_id}/events", headers={"Last-Event-ID": end.id, "Accept": "text/event-stream"}
    )
    assert resumed.status_code == 204, resumed.text
    return turn_id


def _executions_settled(faults: FaultSystem) -> bool:
    with faults.redis as client:
        return client.xpending(EXECUTIONS_STREAM, "executor")["pending"] == 0


def _as_stored(client: redis.Redis, turn_id: str) -> list[str]:
    entries: Any = client.xrange(turn_events_stream(turn_id))
    return [decode_event(fields).type for _, fields in entries]


async def test_approve_racing_stop_never_runs_an_action_after_the_end(faults: FaultSystem) -> None:
    calls_before = faults.stats().get("get_me", 0)
    rng = random.Random(int(os.environ.get("ASSENT_RACE_SEED", "9")))
    turns: list[str] = []

    async def worker(index: int) -> None:
        async with faults.client("alice") as client:
            conversation = await faults.conversation(client)
            for _ in range(index, TURNS, CONCURRENCY):
                turns.append(await _race(faults, client, conversation, rng))

    began = time.monotonic()
    try:
        await asyncio.gather(*(worker(i) for i in range(CONCURRENCY)))
    finally:
        await faults.close_feeds()
    raced_s = time.monotonic() - began
    await wait_until_async(lambda: _executions_settled(faults), "every execution to be reported")

    with faults.redis as client:
        stored = {turn_id: _as_stored(client, turn_id) for turn_id in turns}
    for turn_id, types in stored.items():
        assert [t for t in types if t in TERMINAL_TYPES] == [types[-1]], (turn_id, types)
    started = sum(1 for types in stored.values() if "action.started" in types)
    stopped = sum(1 for types in stored.values() if types[-1] == "turn.stopped")
    print(f"{len(turns)} races in {raced_s:.1f} s: {started} actions started, {stopped} turns stopped")
    assert len(turns) == TURNS
    assert faults.stats().get("get_me", 0) - calls_before == started
