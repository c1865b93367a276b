"""Issue 3 rule 9: reconnecting with ``Last-Event-ID`` continues exactly after that event, and nothing
is executed again."""

from typing import Any

import httpx
from tests.e2e.turns import SseEvent, conversation, decide, follow, mcp_calls, start_turn

from assent_cli.system import System


def _seen(events: list[SseEvent]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(e.id, e.event, e.data) for e in events]


def test_reconnecting_with_last_event_id_continues_exactly_after_it_and_runs_nothing_again(
    system: System,
    alice: httpx.Client,
) -> None:
    before = mcp_calls(system, "github").get("get_me", 0)
    turn_id = start_turn(alice, conversation(alice), "Who am I on GitHub?")
    first = follow(alice, turn_id)
    proposal_id = first.until("action.proposed").data["proposal_id"]
    first.close()  # the browser went away while the proposal waited
    assert decide(alice, turn_id, proposal_id, "approve").status_code == 202

    # Resume from an event in the middle of what the first connection saw.
    middle = next(e for e in first.events if e.event == "discovery.searched")
    resumed = follow(alice, turn_id, last_event_id=middle.id).finish()
    full = follow(alice, turn_id).finish()

    cut = [e.id for e in full.events].index(middle.id)
    assert _seen(first.events) == _seen(full.events[: len(first.events)])
    assert _seen(resumed.events) == _seen(full.events[cut + 1 :])
    assert resumed.types.count("action.started") == 1
    assert full.types[-1] == "turn.completed"

    # From the event before the terminal one, only the terminal one; from the terminal one, nothing.
    last_two = follow(alice, turn_id, last_event_id=full.events[-2].id).finish()
    assert _seen(last_two.events) == _seen(full.events[-1:])
    after_end = alice.get(
        f"/v1/turns/{turn_id}/events",
        headers={"Accept": "text/event-stream", "Last-Event-ID": full.events[-1].id},
    )
    assert after_end.status_code == 204

    assert mcp_calls(system, "github").get("get_me", 0) == before + 1


def test_many_readers_of_one_turn_see_the_same_events(
    alice: httpx.Client,
) -> None:
    turn_id = start_turn(alice, conversation(alice), "Who am I on GitHub?")
    feeds = [follow(alice, turn_id) for _ in range(5)]
    proposal_id = feeds[0].until("action.proposed").data["proposal_id"]
    assert decide(alice, turn_id, proposal_id, "approve").status_code == 202
    walks = [feed.finish() for feed in feeds]
    assert all(_seen(walk.events) == _seen(walks[0].events) for walk in walks)
    assert walks[0].types[-1] == "turn.completed"
