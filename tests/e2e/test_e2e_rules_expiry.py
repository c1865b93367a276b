"""Rule 10 (DESIGN §3): approval does not wait forever. A pending proposal expires after a
configurable time (10 minutes by default) and counts as declined, with an event saying so."""

import json
import secrets
from collections.abc import Iterator
from datetime import datetime
from typing import Any

import httpx
import pytest
from tests.e2e.turns import (
    OwnSystem,
    conversation,
    decide,
    follow,
    mcp_calls,
    model_requests,
    start_turn,
    user_client,
)

from assent_cli.system import System

APPROVAL_TIMEOUT_S = 2


@pytest.fixture(scope="module")
def expiring_system(own_system: OwnSystem) -> Iterator[System]:
    with own_system({"ASSENT_ORCHESTRATOR_APPROVAL_TIMEOUT_S": str(APPROVAL_TIMEOUT_S)}) as running:
        yield running


def _waits(proposed: dict[str, Any]) -> float:
    """Seconds between the proposal and its deadline, as the event states them."""
    return (
        datetime.fromisoformat(proposed["expires_at"]) - datetime.fromisoformat(proposed["at"])
    ).total_seconds()


def test_an_unanswered_proposal_expires_as_declined_and_the_model_is_told(
    expiring_system: System,
) -> None:
    marker = f"expire-{secrets.token_hex(4)}"
    with user_client(expiring_system) as alice:
        turn_id = start_turn(alice, conversation(alice), f"Who am I on GitHub? {marker}")
        feed = follow(alice, turn_id)
        proposed = feed.until("action.proposed").data
        assert 0 < _waits(proposed) <= APPROVAL_TIMEOUT_S

        decided = feed.until("action.decided", timeout=30).data  # nobody answers it
        assert decided["proposal_id"] == proposed["proposal_id"]
        assert decided["decision"] == "decline"
        assert decided["reason"] == "expired"
        walk = feed.finish()
        assert [(c["proposal_id"], c["status"]) for c in walk.of("action.completed")] == [
            (proposed["proposal_id"], "declined")
        ]
        assert walk.types[-1] == "turn.completed"
        assert "action.started" not in walk.types
        late = decide(alice, turn_id, proposed["proposal_id"], "approve")
        assert late.status_code == 409, late.text
        assert late.json()["proposal_status"] == "expired"

    assert mcp_calls(expiring_system, "github").get("get_me", 0) == 0
    last = model_requests(expiring_system, marker)[-1]["messages"]
    assert last[-1]["role"] == "tool"
    assert json.loads(last[-1]["content"])["status"] == "declined"


def test_by_default_a_proposal_waits_ten_minutes(
    alice: httpx.Client,
) -> None:
    turn_id = start_turn(alice, conversation(alice), "Who am I on GitHub?")
    feed = follow(alice, turn_id)
    proposed = feed.until("action.proposed").data
    assert 590 < _waits(proposed) <= 600
    assert alice.post(f"/v1/turns/{turn_id}/stop").status_code == 202
    feed.finish()
