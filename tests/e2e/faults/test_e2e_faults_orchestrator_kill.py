"""``kill -9`` the orchestrator that runs a turn; another replica carries on.

- While a proposal waits for a decision: the decision is handled by the other replica and the turn
  completes (the turn's state lives in Redis, not in the dead process).
- While a model round streams: the command the dead replica held stays pending; the other replica
  reclaims it, finds the round's lease expired and fails the turn (a model round is never rerun),
  and the conversation stays usable.

The module starts with one orchestrator. The first test starts a second one once the proposal is
shown (so the one that handled the turn is known) and kills the first; the second starts a third before
the turn and kills whichever holds the turn's command.
"""

import time

import httpx

from assent_contracts.turns import TURNS_STREAM

from .harness import FaultSystem, as_text, wait_until, wait_until_async

EXTRA_ENV = {"ASSENT_DEMO_MODEL_SLOW_DELAY": "1.0"}


def second_orchestrator(faults: FaultSystem) -> str:
    """Start another orchestrator and wait until it is live; the first one is left to be killed."""
    name = faults.start_replica("orchestrator")
    live = faults.live("orchestrator")
    wait_until(lambda: faults.live("orchestrator") > live, "the second orchestrator to be live")
    return name


async def test_decision_is_handled_by_another_replica_after_the_turns_orchestrator_died(
    faults: FaultSystem, alice_web: httpx.AsyncClient
) -> None:
    before = faults.stats().get("get_me", 0)
    conversation = await faults.conversation(alice_web)
    turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    feed = faults.follow(alice_web, turn_id)
    proposed = await feed.until("action.proposed")

    survivor = second_orchestrator(faults)
    faults.kill("orchestrator")
    await faults.decide(alice_web, turn_id, proposed["proposal_id"], "approve")

    end = await feed.finished()
    assert end.event == "turn.completed", feed.types
    assert [e["status"] for e in feed.of("action.completed")] == ["succeeded"]
    assert "alice" in end.data["message"]
    assert len(feed.terminal) == 1
    assert faults.stats().get("get_me", 0) == before + 1
    assert faults.names("orchestrator") == [survivor]


async def test_round_of_a_killed_orchestrator_is_reclaimed_and_the_turn_fails_cleanly(
    faults: FaultSystem, alice_web: httpx.AsyncClient
) -> None:
    second_orchestrator(faults)
    conversation = await faults.conversation(alice_web, model="demo-slow")
    turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    feed = faults.follow(alice_web, turn_id)
    await feed.until("round.started")

    # The turn's command stays pending on its orchestrator's consumer while it streams the round.
    with faults.redis as client:
        pending = client.xpending_range(TURNS_STREAM, "orchestrator", min="-", max="+", count=10)
    assert len(pending) == 1, pending
    owner = faults.process_of_consumer(as_text(pending[0]["consumer"]))
    faults.kill(owner)
    (survivor,) = faults.names("orchestrator")
    killed_at = time.monotonic()

    end = await feed.finished()
    print(f"turn.failed {time.monotonic() - killed_at:.1f} s after the kill")
    assert end.event == "turn.failed", feed.types
    assert end.data["code"] == "interrupted"
    assert end.data["draft_preserved"] is True
    assert end.data["requires_new_conversation"] is False
    assert len(feed.terminal) == 1
    assert "action.proposed" not in feed.types
    await wait_until_async(lambda: _nothing_pending(faults), "the reclaimed command to be acknowledged")

    # The conversation stays usable: the survivor runs the next turn to its end.
    turn_id = await faults.post_turn(alice_web, conversation, "Who am I on GitHub?")
    feed = faults.follow(alice_web, turn_id, decide=lambda _: "approve")
    end = await feed.finished()
    assert end.event == "turn.completed", feed.types
    assert faults.names("orchestrator") == [survivor]


def _nothing_pending(faults: FaultSystem) -> bool:
    with faults.redis as client:
        return client.xpending(TURNS_STREAM, "orchestrator")["pending"] == 0
