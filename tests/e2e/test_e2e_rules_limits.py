"""Rule 6 (DESIGN §3): 16 model rounds and 20 proposed actions per turn, 20 connections per
conversation; reaching a turn limit emits ``limit.reached`` and ends the turn with a clear reason."""

import secrets

import httpx
from tests.e2e.turns import conversation, decide, follow, mcp_calls, model_requests, start_turn

from assent_cli.system import System


def test_a_model_that_never_stops_searching_ends_after_16_rounds(
    system: System,
    alice: httpx.Client,
) -> None:
    marker = f"loop-{secrets.token_hex(4)}"
    turn_id = start_turn(alice, conversation(alice, model="demo-loop"), f"Who am I on GitHub? {marker}")
    walk = follow(alice, turn_id).finish(timeout=90)

    assert walk.of("turn.started")[0]["limits"] == {"rounds": 16, "actions": 20}
    assert [r["round"] for r in walk.of("round.started")] == list(range(1, 17))
    assert len(walk.of("discovery.searched")) == 16
    assert [e["kind"] for e in walk.of("limit.reached")] == ["rounds"]
    assert walk.types[-2:] == ["limit.reached", "turn.completed"]
    completed = walk.of("turn.completed")[0]
    assert completed["stop_reason"] == "round_limit"
    assert completed["rounds"] == 16
    assert "action.proposed" not in walk.types
    assert len(model_requests(system, marker)) == 16


def test_more_than_20_proposals_in_a_turn_end_it_at_the_action_limit(
    system: System,
    alice: httpx.Client,
) -> None:
    before = mcp_calls(system, "github").get("get_me", 0)
    turn_id = start_turn(alice, conversation(alice, model="demo-many"), "Who am I on GitHub?")
    walk = follow(alice, turn_id).finish()

    proposed = walk.of("action.proposed")
    assert len(proposed) == 20
    assert {p["name"] for p in proposed} == {"github.get_me"}
    assert [e["kind"] for e in walk.of("limit.reached")] == ["actions"]
    completed = walk.of("turn.completed")[0]
    assert completed["stop_reason"] == "action_limit"
    assert completed["actions"] == 20
    # The turn ended: the shown proposals were cancelled, none can be approved, nothing ran.
    assert sorted(c["proposal_id"] for c in walk.of("action.completed")) == sorted(
        p["proposal_id"] for p in proposed
    )
    assert {c["status"] for c in walk.of("action.completed")} == {"cancelled"}
    assert decide(alice, turn_id, proposed[0]["proposal_id"], "approve").status_code == 409
    assert "action.started" not in walk.types
    assert mcp_calls(system, "github").get("get_me", 0) == before


def test_a_conversation_selects_at_most_20_connections(alice: httpx.Client) -> None:
    def codes(connection_ids: list[str]) -> list[str | None]:
        body = {"model": "demo", "project_key": "demo", "connection_ids": connection_ids}
        response = alice.post("/v1/conversations", json=body)
        assert response.status_code == 422, response.text
        return [e.get("code") for e in response.json()["errors"]]

    twenty = ["conn_alice_github", "conn_acme_slack"] + [f"conn_nope_{i}" for i in range(18)]
    assert "too_many_connections" in codes([*twenty, "conn_nope_20"])
    assert "too_many_connections" not in codes(twenty)
