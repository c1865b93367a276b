"""Redis restarts (no persistence) during a turn: every turn, conversation and stream is gone.

What a client sees (docs/decisions, "lost turns"): an open event stream of the running turn ends with
``turn.failed{code: "turn_lost", requires_new_conversation: true}``; asking for that turn again
answers 404 ``turn_not_found``. The services reconnect by themselves (no process restarts), and new
conversations and turns work end to end, approvals and MCP calls included.
"""

import time

import httpx

from .harness import FaultSystem, wait_until_async

EXTRA_ENV = {"ASSENT_DEMO_MODEL_SLOW_DELAY": "0.1"}


def healthy(faults: FaultSystem) -> bool:
    try:
        return httpx.get(f"{faults.system.base_url}/v1/healthz", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


async def test_running_turn_fails_clearly_after_a_redis_restart_and_new_turns_work(
    faults: FaultSystem, alice_web: httpx.AsyncClient
) -> None:
    processes = dict(faults.system.processes)
    conversation = await faults.conversation(alice_web)
    turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    feed = faults.follow(alice_web, turn_id)
    proposed = await feed.until("action.proposed")

    faults.redis_server.restart()
    restarted_at = time.monotonic()

    end = await feed.finished()
    print(f"turn.failed reached the open stream {time.monotonic() - restarted_at:.1f} s after the restart")
    assert end.event == "turn.failed", feed.types
    assert end.data["code"] == "turn_lost"
    assert end.data["turn_id"] == turn_id
    assert end.data["requires_new_conversation"] is True
    assert len(feed.terminal) == 1

    again = await alice_web.get(f"/v1/turns/{turn_id}/events", headers={"Accept": "text/event-stream"})
    assert again.status_code == 404
    assert again.json()["code"] == "turn_not_found"
    decision = await alice_web.post(
        f"/v1/turns/{turn_id}/proposals/{proposed['proposal_id']}/decision", json={"decision": "approve"}
    )
    assert decision.status_code == 404

    await wait_until_async(lambda: healthy(faults), "every service to be live again")
    print(f"healthy again {time.monotonic() - restarted_at:.1f} s after the restart")
    assert faults.system.processes == processes
    assert faults.all_running()

    before = faults.stats().get("get_me", 0)
    conversation = await faults.conversation(alice_web)
    turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    feed = faults.follow(alice_web, turn_id, decide=lambda _: "approve")
    end = await feed.finished()
    assert end.event == "turn.completed", feed.types
    assert [e["status"] for e in feed.of("action.completed")] == ["succeeded"]
    assert "alice" in end.data["message"]
    assert faults.stats().get("get_me", 0) == before + 1
    assert faults.all_running()


async def test_redis_restart_while_the_answer_streams_leaves_nothing_of_the_turn_behind(
    faults: FaultSystem, alice_web: httpx.AsyncClient
) -> None:
    await wait_until_async(lambda: healthy(faults), "every service to be live")
    conversation = await faults.conversation(alice_web, model="demo-slow")
    turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    feed = faults.follow(alice_web, turn_id, decide=lambda _: "approve")
    await feed.until("action.completed")
    await feed.until("message.delta")  # the answer streams, a word every 0.1 s

    faults.redis_server.restart()

    end = await feed.finished()
    assert end.event == "turn.failed", feed.types
    assert end.data["code"] == "turn_lost"
    await wait_until_async(lambda: healthy(faults), "every service to be live again")

    # A full turn afterwards; by its end the interrupted round has long noticed its lost lease.
    conversation = await faults.conversation(alice_web)
    next_turn = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    assert (await faults.follow(alice_web, next_turn, decide=lambda _: "approve").finished()).event == (
        "turn.completed"
    )
    with faults.redis as client:
        leftovers = {key: client.ttl(key) for key in client.scan_iter(match=f"*{turn_id}*", count=1000)}
    assert all(ttl > 0 for ttl in leftovers.values()), leftovers
    assert faults.all_running()
