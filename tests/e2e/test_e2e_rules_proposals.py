"""Rule 1 (DESIGN §3 rules 3 and 4): several proposals from one model response are shown together;
once every one is decided, approved ones run one after another in the model's order; a declined one
sends a declined result to the model and performs nothing; a decision is idempotent."""

import json
import secrets
from typing import Any

import httpx
from tests.e2e.turns import EventFeed, conversation, decide, follow, mcp_calls, model_requests, start_turn

from assent_cli.system import System

TWO_ACTIONS = 'Create an issue in acme/widgets titled "{title}" and post "{text}" to #general'
BOTH = ("conn_alice_github", "conn_acme_slack")


def _two_proposals(feed: EventFeed) -> tuple[dict[str, Any], dict[str, Any]]:
    """Read up to the second ``action.proposed``; nothing is decided by then."""
    first = feed.until("action.proposed").data
    second = feed.until("action.proposed").data
    assert "action.decided" not in [e.event for e in feed.events]
    return first, second


def test_proposals_of_one_response_are_shown_together_and_approved_ones_run_in_order(
    system: System,
    alice: httpx.Client,
) -> None:
    title, text = f"Ordered {secrets.token_hex(4)}", f"hello {secrets.token_hex(4)}"
    issues_before = mcp_calls(system, "github").get("create_issue", 0)
    posts_before = mcp_calls(system, "slack").get("post_message", 0)
    turn_id = start_turn(alice, conversation(alice, *BOTH), TWO_ACTIONS.format(title=title, text=text))
    feed = follow(alice, turn_id)

    issue, post = _two_proposals(feed)
    assert [issue["name"], post["name"]] == ["github.create_issue", "slack.post_message"]
    # Both are shown before any is decided; they are approved in the reverse order.
    assert decide(alice, turn_id, post["proposal_id"], "approve").status_code == 202
    assert "action.started" not in [e.event for e in feed.events]
    assert decide(alice, turn_id, issue["proposal_id"], "approve").status_code == 202
    walk = feed.finish()

    runs = [
        (e.event, e.data["proposal_id"])
        for e in walk.events
        if e.event in ("action.started", "action.completed")
    ]
    assert runs == [
        ("action.started", issue["proposal_id"]),
        ("action.completed", issue["proposal_id"]),
        ("action.started", post["proposal_id"]),
        ("action.completed", post["proposal_id"]),
    ]
    last_decided = max(i for i, e in enumerate(walk.events) if e.event == "action.decided")
    first_started = walk.types.index("action.started")
    assert last_decided < first_started
    assert [c["status"] for c in walk.of("action.completed")] == ["succeeded", "succeeded"]
    assert title in json.dumps(walk.of("action.completed")[0]["result"])
    assert walk.types[-1] == "turn.completed"
    assert mcp_calls(system, "github").get("create_issue", 0) == issues_before + 1
    assert mcp_calls(system, "slack").get("post_message", 0) == posts_before + 1


def test_a_declined_proposal_performs_nothing_and_the_model_gets_a_declined_result(
    system: System,
    alice: httpx.Client,
) -> None:
    marker = f"Declined {secrets.token_hex(4)}"
    issues_before = mcp_calls(system, "github").get("create_issue", 0)
    posts_before = mcp_calls(system, "slack").get("post_message", 0)
    turn_id = start_turn(alice, conversation(alice, *BOTH), TWO_ACTIONS.format(title=marker, text="not sent"))
    feed = follow(alice, turn_id)

    issue, post = _two_proposals(feed)
    assert decide(alice, turn_id, issue["proposal_id"], "decline").status_code == 202
    assert decide(alice, turn_id, post["proposal_id"], "approve").status_code == 202
    walk = feed.finish()

    completed = {c["proposal_id"]: c for c in walk.of("action.completed")}
    assert completed[issue["proposal_id"]]["status"] == "declined"
    assert completed[post["proposal_id"]]["status"] == "succeeded"
    assert [e.data["proposal_id"] for e in walk.events if e.event == "action.started"] == [
        post["proposal_id"]
    ]
    assert mcp_calls(system, "github").get("create_issue", 0) == issues_before
    assert mcp_calls(system, "slack").get("post_message", 0) == posts_before + 1

    # The model's next round got one declined and one succeeded result, in its own call order.
    last = model_requests(system, marker)[-1]["messages"]
    calls = [c for m in last if m["role"] == "assistant" for c in m.get("tool_calls") or []]
    executes = [c for c in calls if c["function"]["name"] == "assent_execute_tool"]
    results = {m["tool_call_id"]: json.loads(m["content"]) for m in last if m["role"] == "tool"}
    assert [results[c["id"]]["status"] for c in executes] == ["declined", "succeeded"]
    assert walk.types[-1] == "turn.completed"


def test_a_decision_is_idempotent_and_a_contrary_one_is_refused(
    system: System,
    alice: httpx.Client,
) -> None:
    issues_before = mcp_calls(system, "github").get("create_issue", 0)
    text = TWO_ACTIONS.format(title=f"Twice {secrets.token_hex(4)}", text="twice")
    turn_id = start_turn(alice, conversation(alice, *BOTH), text)
    feed = follow(alice, turn_id)
    issue, post = _two_proposals(feed)

    # While the other proposal still waits, the first one is decided, again, then contradicted.
    assert decide(alice, turn_id, issue["proposal_id"], "approve").status_code == 202
    again = decide(alice, turn_id, issue["proposal_id"], "approve")
    assert again.status_code == 200, again.text
    assert again.json() == {"proposal_id": issue["proposal_id"], "decision": "approve"}
    contrary = decide(alice, turn_id, issue["proposal_id"], "decline")
    assert contrary.status_code == 409, contrary.text
    assert contrary.json()["code"] == "decision_conflict"
    assert decide(alice, turn_id, "prop_unknown", "approve").status_code == 404

    assert decide(alice, turn_id, post["proposal_id"], "decline").status_code == 202
    walk = feed.finish()
    assert decide(alice, turn_id, post["proposal_id"], "decline").status_code == 200
    assert decide(alice, turn_id, post["proposal_id"], "approve").status_code == 409

    decided = [(d["proposal_id"], d["decision"]) for d in walk.of("action.decided")]
    assert decided == [(issue["proposal_id"], "approve"), (post["proposal_id"], "decline")]
    completed = {c["proposal_id"]: c["status"] for c in walk.of("action.completed")}
    assert completed == {issue["proposal_id"]: "succeeded", post["proposal_id"]: "declined"}
    assert mcp_calls(system, "github").get("create_issue", 0) == issues_before + 1
    assert walk.types[-1] == "turn.completed"
