"""DESIGN §6 and the seed's privacy promises: after a turn ends and its short retention passes, no
prompt, argument, result or decision reason of that turn is anywhere in Redis. Until then, only the
turn's own event stream holds them. Discovery contexts hold only action ids and revisions; MCP
activity holds metadata only.

Every key is scanned and every value read: strings, hashes, lists, sets, sorted sets and each stream
entry, FastStream's binary envelopes included (markers are searched as bytes)."""

import json
import re
import secrets
import time
from collections.abc import Iterator
from typing import Any, cast

import pytest
import redis
from tests.database_server import query_rows
from tests.e2e.turns import OwnSystem, decide, follow, start_turn, user_client

from assent_cli.system import System
from assent_contracts.activity import ActivityRecord
from assent_contracts.events import turn_events_stream
from assent_discovery.actions import REVISION_HEX_DIGITS

RETENTION_S = 2
REVISION = re.compile(rf"^(?:c\d+-[0-9a-f]{{10}}|a-[0-9a-f]{{{REVISION_HEX_DIGITS}}})$")


@pytest.fixture(scope="module")
def private_system(own_system: OwnSystem) -> Iterator[System]:
    settings = {
        "ASSENT_ORCHESTRATOR_EVENTS_RETENTION_S": str(RETENTION_S),
        "ASSENT_GATEWAY_EVENTS_RETENTION_S": str(RETENTION_S),
    }
    with own_system(settings) as running:
        yield running


def _blob(value: object) -> bytes:
    return value if isinstance(value, bytes) else str(value).encode()


def _values(client: redis.Redis, key: bytes) -> Iterator[bytes]:
    """Every value ``key`` holds, as bytes (stream entries: each field and value)."""
    kind = _blob(client.type(key)).decode()
    found: list[Any]
    if kind == "string":
        found = [client.get(key)]
    elif kind == "hash":
        found = [part for pair in cast(dict[bytes, bytes], client.hgetall(key)).items() for part in pair]
    elif kind == "list":
        found = cast(list[bytes], client.lrange(key, 0, -1))
    elif kind == "set":
        found = list(cast(set[bytes], client.smembers(key)))
    elif kind == "zset":
        found = [
            member
            for member, _ in cast(list[tuple[bytes, float]], client.zrange(key, 0, -1, withscores=True))
        ]
    elif kind == "stream":
        entries = cast(list[tuple[bytes, dict[bytes, bytes]]], client.xrange(key))
        found = [part for _, fields in entries for pair in fields.items() for part in pair]
    else:
        found = []
    return (_blob(value) for value in found)


def where_found(redis_url: str, markers: list[str]) -> dict[str, list[str]]:
    """Key name -> the markers found in its name or its values."""
    found: dict[str, list[str]] = {}
    with redis.Redis.from_url(redis_url) as client:
        for key in client.scan_iter(count=500):
            blobs = [_blob(key), *_values(client, key)]
            hits = [m for m in markers if any(m.encode() in blob for blob in blobs)]
            if hits:
                found[blobs[0].decode(errors="replace")] = hits
    return found


def _wait_gone(redis_url: str, key: str, timeout: float) -> None:
    """Bounded wait for ``key`` to expire (the retention is a Redis TTL, nothing to await)."""
    deadline = time.monotonic() + timeout
    with redis.Redis.from_url(redis_url) as client:
        while client.exists(key):
            assert time.monotonic() < deadline, f"{key} still exists after {timeout}s"
            time.sleep(0.1)


def _wait_only_in(redis_url: str, markers: list[str], allowed: set[str], timeout: float) -> None:
    """Bounded wait until no key outside ``allowed`` holds a marker. A consumed request entry is
    acknowledged and deleted just after its handler returns, and the handler that ends the turn
    publishes ``turn.completed`` before it returns: a client can see the end a few milliseconds
    before the entry that led to it is gone."""
    deadline = time.monotonic() + timeout
    while not set(found := where_found(redis_url, markers)) <= allowed:
        assert time.monotonic() < deadline, f"still outside {allowed} after {timeout}s: {found}"
        time.sleep(0.1)


def test_nothing_of_a_turn_outlives_its_retention(
    private_system: System,
) -> None:
    token = secrets.token_hex(5)
    prompt, title, text = f"zqprompt{token}", f"zqtitle{token}", f"zqtext{token}"
    repo, approve_reason, decline_reason = f"zqrepo{token}", f"zqyes{token}", f"zqno{token}"
    markers = [prompt, title, text, repo, approve_reason, decline_reason]
    message = (
        f'Create an issue in acme/widgets titled "{title}" {prompt} and post "{text}" to #general '
        f"and list the issues in acme/{repo}"
    )
    with user_client(private_system) as alice:
        body = {
            "model": "demo",
            "project_key": "demo",
            "connection_ids": ["conn_alice_github", "conn_acme_slack"],
        }
        created = alice.post("/v1/conversations", json=body)
        assert created.status_code == 201, created.text
        conversation_id = created.json()["id"]
        turn_id = start_turn(alice, conversation_id, message)
        feed = follow(alice, turn_id)
        proposals = {}
        for _ in range(3):
            proposed = feed.until("action.proposed").data
            proposals[proposed["name"]] = proposed["proposal_id"]
        assert set(proposals) == {"github.create_issue", "slack.post_message", "github.list_issues"}
        for name, proposal_id in proposals.items():
            decision, reason = (
                ("decline", decline_reason) if name == "slack.post_message" else ("approve", approve_reason)
            )
            assert decide(alice, turn_id, proposal_id, decision, reason=reason).status_code == 202
        walk = feed.finish()
    assert walk.types[-1] == "turn.completed"
    statuses = {c["proposal_id"]: c["status"] for c in walk.of("action.completed")}
    assert statuses[proposals["github.create_issue"]] == "succeeded"
    assert statuses[proposals["slack.post_message"]] == "declined"
    assert statuses[proposals["github.list_issues"]] == "failed"
    events = turn_events_stream(turn_id)
    # The markers did travel: the turn's own events show the arguments, the result and the error.
    shown = json.dumps([e.data for e in walk.events])
    assert all(m in shown for m in (title, text, repo)), shown

    # Once the turn ended, its own event stream is the only place that holds any of it ...
    _wait_only_in(private_system.redis_url, markers, {events}, timeout=10)
    # ... and once the retention passed, no place does.
    _wait_gone(private_system.redis_url, events, timeout=RETENTION_S + 20)
    assert where_found(private_system.redis_url, markers) == {}
    with user_client(private_system) as alice:
        gone = alice.get(f"/v1/turns/{turn_id}/events", headers={"Accept": "text/event-stream"})
        assert gone.status_code == 410 and gone.json()["code"] == "events_expired"


def test_discovery_contexts_hold_only_action_ids_and_revisions_and_activity_only_metadata(
    private_system: System,
) -> None:
    with user_client(private_system) as alice:
        body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"]}
        conversation_id = alice.post("/v1/conversations", json=body).json()["id"]
        turn_id = start_turn(alice, conversation_id, "Who am I on GitHub?")
        feed = follow(alice, turn_id)
        proposal_id = feed.until("action.proposed").data["proposal_id"]
        assert decide(alice, turn_id, proposal_id, "approve").status_code == 202
        assert feed.finish().types[-1] == "turn.completed"

    with redis.Redis.from_url(private_system.redis_url, decode_responses=True) as client:
        contexts = list(client.scan_iter(match="assent:*:discovery"))
        assert contexts
        for key in contexts:
            fields = cast(dict[str, str], client.hgetall(key))
            assert fields, key
            for field, value in fields.items():
                assert field.startswith(("conn:", "act:")), (key, field)
                assert REVISION.match(value), (key, field, value)
    activity = query_rows(private_system.database_url, "SELECT * FROM activity")
    assert activity
    for row in activity:
        assert set(row) == {"id", *ActivityRecord.model_fields}  # metadata columns only
        ActivityRecord.model_validate({k: v for k, v in row.items() if k != "id"})
    mine = [r for r in activity if r["turn_id"] == turn_id]
    assert [(r["action_name"], r["approval_id"], r["status"]) for r in mine] == [
        ("github.get_me", proposal_id, "succeeded")
    ]


def test_a_client_side_tools_arguments_and_result_do_not_outlive_the_turn(
    private_system: System,
) -> None:
    token = secrets.token_hex(5)
    place, answer = f"zqplace{token}", f"zqanswer{token}"
    weather = {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Current weather for a location.",
            "parameters": {
                "type": "object",
                "properties": {"location": {"type": "string", "description": "City and country"}},
                "required": ["location"],
                "additionalProperties": False,
            },
        },
        "permission": "allow",
    }
    with user_client(private_system) as alice:
        body = {
            "model": "demo",
            "project_key": "demo",
            "connection_ids": ["conn_alice_github"],
            "tools": [weather],
        }
        created = alice.post("/v1/conversations", json=body)
        assert created.status_code == 201, created.text
        turn_id = start_turn(
            alice, created.json()["id"], f'What is the weather in "{place}"? use get_weather'
        )
        feed = follow(alice, turn_id)
        requested = feed.until("client_tool.requested").data
        assert requested["arguments"] == {"location": place}
        posted = alice.post(
            f"/v1/turns/{turn_id}/tool-results",
            json={"tool_call_id": requested["tool_call_id"], "content": {"sky": answer}},
        )
        assert posted.status_code == 202, posted.text
        walk = feed.finish()
    assert walk.types[-1] == "turn.completed"

    events = turn_events_stream(turn_id)
    _wait_only_in(private_system.redis_url, [place, answer], {events}, timeout=10)
    _wait_gone(private_system.redis_url, events, timeout=RETENTION_S + 20)
    assert where_found(private_system.redis_url, [place, answer]) == {}
