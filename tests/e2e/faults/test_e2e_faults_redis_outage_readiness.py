"""After a Redis outage, ``/v1/healthz`` says ready only once turns work again (issue 9, item 12).

FastStream 0.7.8 sleeps a fixed 5 s after a failed read. The orchestrator's reply channel for
discovery's answers was a FastStream subscriber, so it read again up to 5 s after Redis came back,
while the heartbeats (and health) were back at once: a turn started in that gap lost discovery's
reply, waited 10 s and answered "search is unavailable right now" without proposing anything. Here
each of three outages of 2 s is followed, the moment health says ready, by a check that discovery
re-listed the catalog the restart lost and by a turn that must search, propose and run its action.
"""

import time

import httpx

from .harness import FaultSystem, wait_until_async

OUTAGES = 3
OUTAGE_S = 2.0


def healthy(faults: FaultSystem) -> bool:
    try:
        return httpx.get(f"{faults.system.base_url}/v1/healthz", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


async def test_when_health_says_ready_after_an_outage_a_turn_searches_and_runs_its_action(
    faults: FaultSystem, alice_web: httpx.AsyncClient
) -> None:
    processes = dict(faults.system.processes)
    await wait_until_async(lambda: healthy(faults), "every service to be live")
    for outage in range(OUTAGES):
        faults.redis_server.restart(down_s=OUTAGE_S)
        back_at = time.monotonic()
        await wait_until_async(lambda: healthy(faults), "health to say ready again")
        print(f"outage {outage}: ready {time.monotonic() - back_at:.1f} s after Redis was back")

        with faults.redis as client:  # discovery re-listed on reconnect, before it said it was alive
            assert client.exists("assent:catalog:conn_alice_github"), "discovery said ready without a catalog"

        before = faults.stats().get("get_me", 0)
        conversation = await faults.conversation(alice_web)
        turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
        end = await faults.follow(alice_web, turn_id, decide=lambda _: "approve").finished()
        feed = faults.feeds[-1]
        assert end.event == "turn.completed", feed.types
        assert [e["status"] for e in feed.of("action.completed")] == ["succeeded"], end.data
        assert "alice" in end.data["message"]
        assert faults.stats().get("get_me", 0) == before + 1

    assert faults.system.processes == processes
    assert faults.all_running()
