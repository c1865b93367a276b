"""Agent tokens (issue 12): minted with a recognisable prefix and high entropy, stored as a digest,
usable until they expire or are revoked; the agent's view of an outcome."""

import hashlib
import json
from datetime import timedelta

from assent_contracts.conversations import ConnectionSelection
from assent_gateway.agent_calls import completed_outcome
from assent_gateway.agent_tokens import TOKEN_PREFIX, looks_like_agent_token, mint_token, token_digest

CONNECTIONS = [ConnectionSelection(id="conn_alice_github", revision="c1-0123456789")]


def test_a_minted_token_is_random_prefixed_and_stored_only_as_its_sha256() -> None:
    token, record = mint_token("alice", "acme", "laptop", CONNECTIONS, timedelta(days=1))
    other, _ = mint_token("alice", "acme", "laptop", CONNECTIONS, timedelta(days=1))
    assert token.startswith(TOKEN_PREFIX) and looks_like_agent_token(token)
    assert token != other and len(token) - len(TOKEN_PREFIX) >= 43  # 32 random bytes, base64url
    assert record.digest == hashlib.sha256(token.encode()).hexdigest() == token_digest(token)
    assert token not in record.model_dump_json()
    assert token.startswith(record.prefix) and len(record.prefix) < len(token) // 2
    assert record.connections == CONNECTIONS


def test_a_token_is_usable_until_it_expires_or_is_revoked() -> None:
    _, record = mint_token("alice", "acme", "laptop", CONNECTIONS, timedelta(days=1))
    assert record.usable(record.created_at)
    assert not record.usable(record.expires_at)
    revoked = record.model_copy(update={"revoked_at": record.created_at})
    assert not revoked.usable(record.created_at)
    assert not looks_like_agent_token("eyJzdWIiOiJhbGljZSJ9.c2ln")


def test_the_agent_sees_status_result_and_duration_never_ids() -> None:
    event = {"type": "action.completed", "proposal_id": "prop_1", "status": "succeeded", "result": {"a": 1}}
    outcome = completed_outcome({**event, "duration_ms": 12})
    assert json.loads(outcome.text) == {"status": "succeeded", "duration_ms": 12, "result": {"a": 1}}
    assert not outcome.is_error and "prop_1" not in outcome.text
    unknown = completed_outcome({**event, "status": "outcome_unknown", "result": None})
    assert unknown.is_error and "MCP Activity" in json.loads(unknown.text)["note"]
    declined = completed_outcome({**event, "status": "declined"})
    assert not declined.is_error and json.loads(declined.text)["status"] == "declined"
    failed = completed_outcome({**event, "status": "failed", "error": "boom", "code": "mcp_rejected"})
    assert failed.is_error and json.loads(failed.text)["code"] == "mcp_rejected"
