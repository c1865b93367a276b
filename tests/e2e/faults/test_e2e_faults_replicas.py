"""Two orchestrators, two executors and two discovery workers on one Redis, 50 turns at once.

Every turn ends in exactly one terminal event (``turn.completed``), every approved action completes
``succeeded`` exactly once, and the demo MCP server counted exactly one call per approved action: no
replica ran anything twice and none was lost.
"""

import asyncio
import time
from collections import Counter

import httpx
import pytest

from .harness import FaultSystem, TurnFeed

REPLICAS = {"orchestrator": 2, "executor": 2, "discovery": 2}
TURNS = 50


def request_of(index: int) -> tuple[str, str]:
    """Every third turn creates an issue (titled after the turn), the others ask who the user is."""
    if index % 3 == 0:
        return "create_issue", f'Create an issue in acme/widgets titled "replica check {index}"'
    return "get_me", "Who am I on GitHub?"


async def one_turn(faults: FaultSystem, client: httpx.AsyncClient, index: int) -> TurnFeed:
    conversation = await faults.conversation(client)
    turn_id = await faults.post_turn(client, conversation, request_of(index)[1])
    feed = faults.follow(client, turn_id, decide=lambda _: "approve")
    await feed.finished(within_s=240)
    return feed


@pytest.mark.timeout(400)
async def test_fifty_concurrent_turns_on_two_replicas_each_end_once_without_duplicate_calls(
    faults: FaultSystem,
) -> None:
    before = faults.stats()
    began = time.monotonic()
    limits = httpx.Limits(max_connections=2 * TURNS + 10, max_keepalive_connections=2 * TURNS)
    async with httpx.AsyncClient(
        base_url=faults.system.base_url,
        headers={"Authorization": f"Bearer {faults.token('alice')}"},
        timeout=60,
        limits=limits,
    ) as client:
        try:
            feeds = await asyncio.gather(*(one_turn(faults, client, i) for i in range(TURNS)))
        finally:
            await faults.close_feeds()
    print(f"{TURNS} turns with approvals on 2 replicas each: {time.monotonic() - began:.1f} s")

    for index, feed in enumerate(feeds):
        assert [e.event for e in feed.terminal] == ["turn.completed"], (index, feed.types)
        assert feed.types[-1] == "turn.completed"
        proposed = feed.of("action.proposed")
        assert [p["name"] for p in proposed] == [f"github.{request_of(index)[0]}"], (index, feed.types)
        completed = feed.of("action.completed")
        assert [c["proposal_id"] for c in completed] == [p["proposal_id"] for p in proposed]
        assert all(c["status"] == "succeeded" for c in completed), (index, completed)

    approved = Counter(request_of(i)[0] for i in range(TURNS))
    after = faults.stats()
    calls = {tool: after.get(tool, 0) - before.get(tool, 0) for tool in ("get_me", "create_issue")}
    assert calls == dict(approved), (calls, approved)
    assert faults.all_running()
