"""Issue 11 §4: no credential appears in plain text in the database, Redis, turn events, logs, MCP
activity or error bodies, before and after ``assent secrets rotate``; and the whole system keeps
working across the rotation (the services hold both keys, as a rollout would: add the new key as a
second one everywhere, rotate, then make it the first).

The markers are the credentials the system really uses (the seed's tokens and provider key, sent to
the demo servers on every listing, call and model round) plus two posted through the API: one in a
request that is refused, one as a new shared connection's credentials; and the OAuth grant bob's
github account is connected with (issue 11 §3): its access token (sent on his turn's listing and
call), its refresh token and the client secret of the registration it was made with."""

import json
import os
import secrets
import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest
from tests.database_server import query_rows
from tests.e2e.activity_reads import some_activity
from tests.e2e.turns import OwnSystem, decide, follow, start_turn, user_client
from tests.oauth_browser import connect_by_oauth

from assent_cli.system import System
from assent_database.cipher import CredentialCipher, generate_key

from .test_e2e_privacy import where_found

OLD, NEW = generate_key(), generate_key()
SEEDED = ["ghp_demo_alice", "ghp_demo_bob", "xoxb_demo_acme", "demo-provider-key"]


@pytest.fixture(scope="module")
def keyed_system(own_system: OwnSystem) -> Iterator[System]:
    with own_system({"ASSENT_SECRET_KEYS": f"{OLD},{NEW}"}) as running:
        yield running


def database_text(database_url: str) -> str:
    tables = query_rows(database_url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    return json.dumps(
        {t["tablename"]: query_rows(database_url, f'SELECT * FROM "{t["tablename"]}"') for t in tables},
        default=str,
    )


def log_text(system: System) -> str:
    assert system.log_dir is not None
    return "\n".join(p.read_text(errors="replace") for p in system.log_dir.glob("*.log"))


def scan(system: System, markers: list[str], bodies: list[str]) -> dict[str, list[str]]:
    """Where any marker is found: the database, Redis (every key, events and envelopes included), the
    logs of every process, and the response bodies seen."""
    places = {
        "database": database_text(system.database_url),
        "logs": log_text(system),
        "bodies": "\n".join(bodies),
    }
    found = {name: [m for m in markers if m in text] for name, text in places.items()}
    found |= {f"redis {key}": hits for key, hits in where_found(system.redis_url, markers).items()}
    return {place: hits for place, hits in found.items() if hits}


def oauth_markers(database_url: str) -> list[str]:
    """The plain tokens of every OAuth grant stored (opened with the test's keys)."""
    cipher = CredentialCipher([OLD, NEW])
    found = []
    for row in query_rows(
        database_url, "SELECT oauth_tokens FROM connections WHERE oauth_tokens IS NOT NULL"
    ):
        grant = json.loads(cipher.decrypt(row["oauth_tokens"]))
        found += [grant["access_token"], grant["refresh_token"], grant["client_secret"]]
    return [marker for marker in found if marker]


def run_a_turn(
    alice: httpx.Client, connection_ids: tuple[str, ...] = ("conn_alice_github", "conn_acme_slack")
) -> list[str]:
    """Who-am-I on the user's github, approved: discovery lists, the executor calls, activity is kept."""
    body = {"model": "demo", "project_key": "demo", "connection_ids": list(connection_ids)}
    created = alice.post("/v1/conversations", json=body)
    assert created.status_code == 201, created.text
    turn_id = start_turn(alice, created.json()["id"], "Who am I on GitHub?")
    feed = follow(alice, turn_id)
    proposal_id = feed.until("action.proposed").data["proposal_id"]
    assert decide(alice, turn_id, proposal_id, "approve").status_code == 202
    walk = feed.finish()
    assert walk.types[-1] == "turn.completed"
    [completed] = walk.of("action.completed")
    assert completed["status"] == "succeeded"
    return [created.text, json.dumps([e.data for e in walk.events])]


def test_no_credential_is_stored_or_shown_in_plain_text_before_or_after_rotation(
    keyed_system: System,
) -> None:
    refused, shared = f"zqrefused{secrets.token_hex(5)}", f"zqshared{secrets.token_hex(5)}"
    markers = [*SEEDED, refused, shared]
    with user_client(keyed_system, "alice") as alice:
        bodies = run_a_turn(alice)
        bad = alice.post("/v1/connections", json={"toolkit": "jira", "credentials": refused})
        assert bad.status_code == 422
        created = alice.post(
            "/v1/admin/connections", json={"toolkit": "slack", "display_name": "Ops", "credentials": shared}
        )
        assert created.status_code == 201, created.text
        assert some_activity(alice), "the turn's action was recorded"
        bodies += [bad.text, created.text, alice.get("/v1/connections").text, alice.get("/v1/activity").text]
    with user_client(keyed_system, "bob") as bob:
        connected = connect_by_oauth(bob, "bob")
        assert connected.status_code == 303, connected.text
        bodies += [connected.text, bob.get("/v1/connections").text]
        bodies += run_a_turn(bob, ("conn_bob_github",))
    grant = oauth_markers(keyed_system.database_url)
    assert len(grant) == 3, "bob's grant: access token, refresh token, client secret"
    markers += grant
    with user_client(keyed_system, "alice") as alice:
        assert scan(keyed_system, markers, bodies) == {}

        env = {**os.environ, "DATABASE_URL": keyed_system.database_url, "ASSENT_SECRET_KEYS": f"{NEW},{OLD}"}
        rotated = subprocess.run(
            [sys.executable, "-m", "assent_cli.main", "secrets", "rotate"],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert rotated.returncode == 0, rotated.stderr
        assert not [m for m in markers if m in rotated.stdout + rotated.stderr]

        sealed = query_rows(
            keyed_system.database_url, "SELECT credentials FROM connections WHERE credentials IS NOT NULL"
        )
        only_new = CredentialCipher([NEW])
        assert shared in [only_new.decrypt(r["credentials"]) for r in sealed]  # every value under the new key
        grants = query_rows(
            keyed_system.database_url, "SELECT oauth_tokens FROM connections WHERE oauth_tokens IS NOT NULL"
        )
        assert [json.loads(only_new.decrypt(r["oauth_tokens"]))["access_token"] for r in grants] == [grant[0]]
        clients = query_rows(keyed_system.database_url, "SELECT client_secret FROM oauth_clients")
        assert [only_new.decrypt(r["client_secret"]) for r in clients] == [grant[2]]

        bodies += run_a_turn(alice)  # the services decrypt the new values
    with user_client(keyed_system, "bob") as bob:
        bodies += run_a_turn(bob, ("conn_bob_github",))
    assert scan(keyed_system, markers, bodies) == {}
