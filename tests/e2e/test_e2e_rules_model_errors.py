"""Rule 9 (DESIGN §3): a model HTTP error before any action ran keeps the draft and the conversation;
a broken continuation after an approved action requires a new conversation (409 afterwards)."""

import httpx
from tests.e2e.turns import conversation, decide, follow, mcp_calls, start_turn

from assent_cli.system import System


def test_an_initial_model_error_preserves_the_draft_and_the_conversation_stays_usable(
    alice: httpx.Client,
) -> None:
    conversation_id = conversation(alice, model="demo-fail")
    walk = follow(alice, start_turn(alice, conversation_id, "Who am I on GitHub?")).finish()

    failed = walk.of("turn.failed")
    assert walk.types[-1] == "turn.failed" and len(failed) == 1
    assert failed[0]["draft_preserved"] is True
    assert failed[0]["requires_new_conversation"] is False
    assert failed[0]["code"] == "model_error"
    assert "demo-provider-key" not in failed[0]["message"]
    assert "action.proposed" not in walk.types
    # The same conversation takes the next turn (202; it fails the same way).
    again = follow(alice, start_turn(alice, conversation_id, "Who am I on GitHub?")).finish()
    assert again.of("turn.failed")[0]["draft_preserved"] is True


def test_a_failed_continuation_after_an_approved_action_locks_the_conversation(
    system: System,
    alice: httpx.Client,
) -> None:
    before = mcp_calls(system, "github").get("get_me", 0)
    conversation_id = conversation(alice, model="demo-fail-after-action")
    turn_id = start_turn(alice, conversation_id, "Who am I on GitHub?")
    feed = follow(alice, turn_id)
    proposal_id = feed.until("action.proposed").data["proposal_id"]
    assert decide(alice, turn_id, proposal_id, "approve").status_code == 202
    walk = feed.finish()

    assert [c["status"] for c in walk.of("action.completed")] == ["succeeded"]
    failed = walk.of("turn.failed")
    assert walk.types[-1] == "turn.failed" and len(failed) == 1
    assert failed[0]["requires_new_conversation"] is True
    assert failed[0]["draft_preserved"] is False
    assert mcp_calls(system, "github").get("get_me", 0) == before + 1

    refused = alice.post(
        f"/v1/conversations/{conversation_id}/turns",
        json={"messages": [{"role": "user", "content": "Who am I on GitHub?"}]},
    )
    assert refused.status_code == 409, refused.text
    assert refused.json()["code"] == "conversation_locked"
    assert mcp_calls(system, "github").get("get_me", 0) == before + 1
