"""Rules 3 and 5 (DESIGN §3): revisions, proposal ids, connection ids and approval metadata never
reach the model. Asserted on the exact request bodies the demo model received."""

import json
import re
import secrets
from collections.abc import Iterator
from typing import Any, cast

import httpx
import redis
from tests.e2e.turns import decide, follow, model_requests, start_turn

from assent_cli.system import System
from assent_contracts.discovery import discovery_context_key
from assent_discovery.actions import REVISION_HEX_DIGITS

REVISION_SHAPES = re.compile(
    rf"\bc\d+-[0-9a-f]{{10}}\b|\ba-[0-9a-f]{{{REVISION_HEX_DIGITS}}}\b|\b(?:prop|conn|turn|conv)_\w+"
)
METADATA_KEYS = {
    "revision",
    "proposal_id",
    "connection_id",
    "expires_at",
    "decision",
    "approval",
    "annotations",
}


def _keys_and_strings(value: Any) -> Iterator[tuple[str, str]]:
    """Every ("key", name) and ("text", string) in ``value``, JSON strings inside it opened as well."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield "key", str(key)
            yield from _keys_and_strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _keys_and_strings(inner)
    elif isinstance(value, str):
        yield "text", value
        try:
            opened = json.loads(value)
        except ValueError:
            return
        if isinstance(opened, dict | list):
            yield from _keys_and_strings(opened)


def test_the_model_never_sees_revisions_ids_or_approval_metadata(
    system: System,
    alice: httpx.Client,
) -> None:
    marker = f"Private {secrets.token_hex(4)}"
    created = alice.post(
        "/v1/conversations",
        json={
            "model": "demo",
            "project_key": "demo",
            "connection_ids": ["conn_alice_github", "conn_acme_slack"],
        },
    )
    assert created.status_code == 201, created.text
    conversation = created.json()
    text = f'Create an issue in acme/widgets titled "{marker}" and post "hi" to #general'
    turn_id = start_turn(alice, conversation["id"], text)
    feed = follow(alice, turn_id)
    proposals = [feed.until("action.proposed").data, feed.until("action.proposed").data]
    assert (
        decide(alice, turn_id, proposals[0]["proposal_id"], "approve", reason="looks right").status_code
        == 202
    )
    assert decide(alice, turn_id, proposals[1]["proposal_id"], "decline", reason="not now").status_code == 202
    walk = feed.finish()
    assert walk.types[-1] == "turn.completed"
    assert [c["status"] for c in walk.of("action.completed")] == ["succeeded", "declined"]

    with redis.Redis.from_url(system.redis_url, decode_responses=True) as client:
        context = cast(dict[str, str], client.hgetall(discovery_context_key(conversation["id"])))
    action_revisions = [value for key, value in context.items() if key.startswith("act:")]
    assert action_revisions, context
    secret_values = {
        conversation["id"],
        turn_id,
        *(c["id"] for c in conversation["connections"]),
        *(c["revision"] for c in conversation["connections"]),
        *action_revisions,
        *(p["proposal_id"] for p in proposals),
        *(str(p["expires_at"]) for p in proposals),
        "looks right",
        "not now",
    }

    bodies = model_requests(system, marker)
    assert len(bodies) == walk.of("turn.completed")[0]["rounds"]
    # The model did see the work: the semantic names, the arguments and the action's result.
    last = json.dumps(bodies[-1]["messages"], ensure_ascii=False)
    assert "github.create_issue" in last and marker in last and '\\"declined\\"' in last
    for body in bodies:
        seen = {k: v for k, v in body.items() if k != "_stream"}
        dumped = json.dumps(seen, ensure_ascii=False)
        assert [s for s in secret_values if s in dumped] == []
        for kind, found in _keys_and_strings(seen):
            if kind == "key":
                assert found not in METADATA_KEYS, (found, dumped)
            else:
                assert REVISION_SHAPES.search(found) is None, found
