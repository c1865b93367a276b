"""The whole system as ``make up`` runs it: development mode with the dev OpenID provider. Alice signs
in through the provider's real code flow in the browser and uses the API and a turn's SSE stream with
her session cookie; the dev token of ``assent token`` works as a bearer token."""

import httpx
from tests.e2e.turns import token
from tests.oidc_browser import fill_forms

from assent_cli.system import System


async def test_alice_signs_in_through_the_dev_provider_and_runs_a_turn_with_her_cookie(
    system: System,
) -> None:
    assert system.oidc_issuer is not None, "make up's system starts the dev OpenID provider"
    async with httpx.AsyncClient(base_url=system.base_url, timeout=30) as browser:
        start = await browser.get("/auth/login", params={"return_to": "/v1/me"}, follow_redirects=True)
        assert start.url.host == "127.0.0.1" and start.url.port != system.ports.gateway  # at the provider
        landed = await fill_forms(browser, start, "alice", "alice-dev-password")
        assert landed.status_code == 200, landed.text
        me = landed.json()
        assert (me["id"], me["org"], me["role"], me["signed_in_by"]) == ("alice", "acme", "admin", "session")
        csrf = {"X-CSRFToken": me["csrf_token"]}

        connections = await browser.get("/v1/connections")
        assert connections.status_code == 200
        assert "conn_alice_github" in {c["id"] for c in connections.json()["items"]}
        conversation = await browser.post(
            "/v1/conversations",
            json={"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"]},
            headers=csrf,
        )
        assert conversation.status_code == 201, conversation.text
        turn = await browser.post(
            f"/v1/conversations/{conversation.json()['id']}/turns",
            json={"messages": [{"role": "user", "content": "Who am I on GitHub?"}]},
            headers=csrf,
        )
        assert turn.status_code == 202, turn.text
        seen: list[str] = []
        async with browser.stream(
            "GET", turn.json()["events_url"], headers={"Accept": "text/event-stream"}
        ) as sse:
            assert sse.status_code == 200
            async for line in sse.aiter_lines():
                if line.startswith("event:"):
                    seen.append(line.partition(":")[2].strip())
                    if seen[-1] in ("action.proposed", "turn.completed", "turn.failed"):
                        break
        assert seen[-1] == "action.proposed", seen

    # The callback's code and state never reach the gateway's log (its access log included).
    assert system.log_dir is not None
    gateway_log = (system.log_dir / "gateway.log").read_text()
    assert "GET /auth/callback?…" in gateway_log
    callback = next(r for r in landed.history if r.url.path == "/auth/callback")
    assert callback.url.params["code"] not in gateway_log and callback.url.params["state"] not in gateway_log


def test_the_dev_token_is_a_bearer_token_in_development_mode(system: System) -> None:
    me = httpx.get(
        f"{system.base_url}/v1/me", headers={"Authorization": f"Bearer {token('bob')}"}, timeout=30
    )
    assert me.status_code == 200, me.text
    assert (me.json()["id"], me.json()["role"], me.json()["signed_in_by"]) == ("bob", "member", "bearer")
