"""Many turns at once on one orchestrator: every one of them ends.

Under load, rounds used to hang for good (decision 011): the task keeping a round's lease alive was
cancelled while it sent a Redis command, the cancellation was lost (Python 3.11's ``asyncio.wait_for``,
which redis-py 8 wraps around every send, drops a cancellation that lands as the send completes), and
the round waited for that task forever while it went on renewing the lease. The turn never reached a
terminal event and nothing ever reclaimed it.

Real Redis, the real FastStream broker, a real streaming HTTP model server; the test plays the
gateway and answers every proposal. Waits are bounded: a stuck turn fails the test, it never hangs it.
"""

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from redis.asyncio import Redis

from assent_contracts.events import TERMINAL_TYPES, decode_event, turn_events_stream

from .harness import Scripted, ScriptedProvider, StartSystem

SEARCH = "assent_search_tools"
EXECUTE = "assent_execute_tool"
TURNS = 60
CONCURRENCY = 100
"""Handlers at once per stream, as in the benchmark that found the hang (more made it worse)."""
WAIT_S = 60.0
"""A bound on the whole batch, not a speed expectation: without the fix turns never end at all."""


def approve_cycle() -> Any:
    """The model's side of "Who am I on GitHub?": search, propose ``github.get_me``, answer."""

    def reply(body: dict[str, Any]) -> Any:
        answered = sum(1 for message in body["messages"] if message["role"] == "assistant")
        if answered == 0:
            return Scripted(text="Let me look for that action.", calls=[(SEARCH, {"query": "who am I"})])
        if answered == 1:
            propose = (EXECUTE, {"name": "github.get_me", "arguments": {}})
            return Scripted(text="I found it; please approve.", calls=[propose])
        return Scripted(text="You are alice on GitHub, as the action reported.")

    return reply


@pytest.fixture
async def reader_redis(redis_url: str) -> AsyncIterator[Redis]:
    """A client for blocking reads: no socket timeout, so a long ``XREAD BLOCK`` is not cut short."""
    client = Redis.from_url(redis_url, socket_timeout=None, max_connections=TURNS + 10)
    try:
        yield client
    finally:
        await client.aclose()


async def walk_turn(system: Any, reader: Redis, index: int, seen: dict[str, list[str]]) -> str:
    """Post one turn, approve its proposals, return its terminal event's type."""
    conversation_id = await system.gateway.open_conversation("scripted")
    turn_id = await system.gateway.post_turn(conversation_id, f"Who am I on GitHub? ({index})")
    types = seen.setdefault(turn_id, [])
    last = "0"
    while True:
        found: Any = await reader.xread({turn_events_stream(turn_id): last}, block=5_000)
        for entry_id, fields in found[0][1] if found else []:
            last = entry_id
            event = decode_event(fields)
            types.append(event.type)
            if event.type == "action.proposed":
                await system.gateway.decide(turn_id, event.proposal_id, "approve")
            if event.type in TERMINAL_TYPES:
                return event.type


async def test_every_concurrent_turn_ends(
    start_system: StartSystem, scripted_provider: tuple[ScriptedProvider, str], reader_redis
) -> None:
    provider, _ = scripted_provider
    provider.responder = approve_cycle()
    seen: dict[str, list[str]] = {}
    async with start_system(max_concurrency=CONCURRENCY, round_lease_ms=15_000) as system:
        walks = [asyncio.ensure_future(walk_turn(system, reader_redis, i, seen)) for i in range(TURNS)]
        done, pending = await asyncio.wait(walks, timeout=WAIT_S)
        for walk in pending:
            walk.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    stuck = {turn_id: types[-3:] for turn_id, types in seen.items() if not set(types) & set(TERMINAL_TYPES)}
    assert not stuck, f"{len(stuck)} of {TURNS} turns never ended; last events: {list(stuck.values())[:5]}"
    assert [walk.result() for walk in done] == ["turn.completed"] * TURNS
    assert len(system.services.executed) == TURNS
