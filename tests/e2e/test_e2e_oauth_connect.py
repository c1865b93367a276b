"""Issue 11 §3 on the whole system (``make up``'s processes; the demo github server is a protected
resource of its demo authorization server): bob connects his disconnected github account by OAuth
through the gateway, a turn calls a github tool with the OAuth access token (after the server stopped
accepting it, so discovery's listing and the executor's call refresh it), and disconnecting revokes
the grant at the authorization server. alice, acme's administrator, connects a shared github account
the same way, and bob's turn acts through it as the organisation's login."""

import json
from collections.abc import Iterator

import httpx
import pytest
from tests.e2e.turns import user_client, walk_turn
from tests.oauth_browser import authorize_by_oauth, connect_by_oauth

from assent_cli.system import System
from assent_contracts.directory import connection_revision

BOB = "conn_bob_github"


@pytest.fixture
def bob(system: System) -> Iterator[httpx.Client]:
    with user_client(system, "bob") as client:
        yield client


def github(system: System, path: str, body: dict | None = None, **params: str) -> httpx.Response:
    """The demo github server's own routes (``/stats``, ``/admin/oauth/...``): POST with a body, else GET."""
    url = f"http://127.0.0.1:{system.ports.github}{path}"
    if body is not None:
        return httpx.post(url, json=body, timeout=10)
    return httpx.get(url, params=params, timeout=10)


def item(client: httpx.Client) -> dict:
    return {c["id"]: c for c in client.get("/v1/connections").json()["items"]}[BOB]


def test_bob_connects_github_by_oauth_a_turn_uses_the_refreshed_token_and_disconnecting_revokes_it(
    system: System, bob: httpx.Client
) -> None:
    before = item(bob)
    assert (before["status"], before["connect"]) == ("disconnected", "oauth")
    version = int(before["revision"][1:].split("-")[0])
    calls_before = github(system, "/stats").json()["calls"].get("get_me", 0)

    back = connect_by_oauth(bob, "bob")

    assert back.status_code == 303, back.text
    assert back.headers["location"] == "/?connected=github"
    connected = item(bob)
    assert connected["status"] == "connected"
    assert connected["revision"] == connection_revision(BOB, version + 1)
    # The demo server stops accepting the access token: whoever uses it next gets a 401 and refreshes.
    assert github(system, "/admin/oauth/expire", {"login": "bob", "which": "access"}).json()["grants"] == 1

    opened = bob.post(
        "/v1/conversations", json={"model": "demo", "project_key": "demo", "connection_ids": [BOB]}
    )
    assert opened.status_code == 201, opened.text
    seen = walk_turn(bob, opened.json()["id"], "Who am I on GitHub?")

    [completed] = seen.of("action.completed")
    assert completed["status"] == "succeeded", completed
    assert '"bob"' in json.dumps(completed["result"])
    assert github(system, "/stats").json()["calls"]["get_me"] == calls_before + 1
    oauth = github(system, "/admin/oauth/stats", login="bob").json()
    assert oauth["counts"]["refreshes"] >= 1 and oauth["active_grants"] == 1
    assert item(bob)["revision"] == connected["revision"]  # a refresh is no new configuration

    gone = bob.delete(f"/v1/connections/{BOB}")

    assert gone.status_code == 200 and gone.json()["status"] == "disconnected"
    assert gone.json()["revision"] == connection_revision(BOB, version + 2)
    oauth = github(system, "/admin/oauth/stats", login="bob").json()
    assert oauth["active_grants"] == 0 and oauth["counts"]["revocations"] >= 1


def test_alice_connects_a_shared_github_by_oauth_and_bobs_turn_acts_through_it(
    system: System, bob: httpx.Client
) -> None:
    new = {"toolkit": "github", "display_name": "Acme GitHub by OAuth", "return_to": "/#/admin"}
    with user_client(system, "alice") as alice:
        back = authorize_by_oauth(alice, "acme-bot", "/v1/admin/connections/authorize", new)
        assert back.status_code == 303, back.text
        assert back.headers["location"] == "/?connected=github#/admin"
        shared = {c["display_name"]: c for c in alice.get("/v1/admin/connections").json()["items"]}
    created = shared["Acme GitHub by OAuth"]
    assert (created["status"], created["connect"]) == ("connected", "oauth")
    assert created["revision"] == connection_revision(created["id"], 1)
    # The server stops accepting the access token: the services refresh the shared grant.
    expired = github(system, "/admin/oauth/expire", {"login": "acme-bot", "which": "access"})
    assert expired.json()["grants"] == 1

    opened = bob.post(
        "/v1/conversations", json={"model": "demo", "project_key": "demo", "connection_ids": [created["id"]]}
    )
    assert opened.status_code == 201, opened.text
    seen = walk_turn(bob, opened.json()["id"], "Who am I on GitHub?")

    [completed] = seen.of("action.completed")
    assert completed["status"] == "succeeded", completed
    assert '"acme-bot"' in json.dumps(completed["result"])
    oauth = github(system, "/admin/oauth/stats", login="acme-bot").json()
    assert oauth["counts"]["refreshes"] >= 1 and oauth["active_grants"] == 1
    with user_client(system, "alice") as alice:
        assert alice.delete(f"/v1/admin/connections/{created['id']}").status_code == 204
    assert github(system, "/admin/oauth/stats", login="acme-bot").json()["active_grants"] == 0
