"""Browser sign-in through a real OpenID provider: ``/auth/login`` → the provider's own login and consent
forms, filled by an HTTP client that follows redirects → ``/auth/callback`` → a session cookie that
works for the API and SSE; CSRF for cookie requests that change state; ``/auth/logout``."""

import hashlib

import httpx
import redis.asyncio as aioredis
from tests.oidc_browser import fill_forms

from assent_gateway.app import create_app
from assent_gateway.sessions import SESSION_PREFIX

from .conftest import assert_problem, keys_and_lengths, serve, store_conversation
from .oidc_harness import OidcSetup


async def sign_in(
    client: httpx.AsyncClient, user: str, password: str, return_to: str = "/v1/me"
) -> httpx.Response:
    start = await client.get("/auth/login", params={"return_to": return_to}, follow_redirects=True)
    return await fill_forms(client, start, user, password)


async def test_alice_signs_in_in_the_browser_and_her_session_works_for_the_api_and_sse(
    oidc: OidcSetup, redis: aioredis.Redis
) -> None:
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        landed = await sign_in(client, "alice", "alice-dev-password")
        assert landed.status_code == 200, landed.text
        assert str(landed.url).endswith("/v1/me")
        me = landed.json()
        assert (me["id"], me["org"], me["role"], me["signed_in_by"]) == ("alice", "acme", "admin", "session")
        assert me["csrf_token"]

        callback = next(r for r in landed.history if r.url.path == "/auth/callback")
        session_cookie = next(
            c for c in callback.headers.get_list("set-cookie") if c.startswith("assent_session=")
        )
        assert "HttpOnly" in session_cookie and "SameSite=lax" in session_cookie
        session_id = client.cookies["assent_session"]
        # Redis holds the session under a digest: a read of Redis yields no cookie.
        assert await redis.exists(SESSION_PREFIX + hashlib.sha256(session_id.encode()).hexdigest())
        assert not [k async for k in redis.scan_iter(f"*{session_id}*")]

        # A cookie request that changes state without the CSRF header: 403, nothing written.
        conversation = await store_conversation(redis)
        before = await keys_and_lengths(redis)
        turn = {"messages": [{"role": "user", "content": "hello"}]}
        refused = await client.post(f"/v1/conversations/{conversation}/turns", json=turn)
        assert_problem(refused, 403, "csrf_failed")
        forged = await client.post(
            f"/v1/conversations/{conversation}/turns", json=turn, headers={"X-CSRFToken": "0" * 128}
        )
        assert_problem(forged, 403, "csrf_failed")
        assert await keys_and_lengths(redis) == before

        csrf = {"X-CSRFToken": client.cookies["csrftoken"]}
        accepted = await client.post(f"/v1/conversations/{conversation}/turns", json=turn, headers=csrf)
        assert accepted.status_code == 202, accepted.text

        # SSE with the cookie, as EventSource sends it.
        events_url = accepted.json()["events_url"]
        async with client.stream("GET", events_url, headers={"Accept": "text/event-stream"}) as stream:
            assert stream.status_code == 200
            assert stream.headers["content-type"].startswith("text/event-stream")

        assert_problem(await client.post("/auth/logout"), 403, "csrf_failed")
        assert (await client.post("/auth/logout", headers=csrf)).status_code == 204
        assert not await redis.exists(SESSION_PREFIX + hashlib.sha256(session_id.encode()).hexdigest())
        client.cookies.set("assent_session", session_id)  # a replayed cookie is no session any more
        assert_problem(await client.get("/v1/me"), 401, "unauthorized")


async def test_bob_signs_in_as_a_member(oidc: OidcSetup) -> None:
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        me = (await sign_in(client, "bob", "bob-dev-password")).json()
    assert (me["id"], me["role"]) == ("bob", "member")


async def test_a_wrong_password_gets_no_session(oidc: OidcSetup) -> None:
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        page = await sign_in(client, "alice", "not-her-password")
        assert page.status_code == 401 and "Wrong username or password" in page.text
        assert "assent_session" not in client.cookies
        assert_problem(await client.get("/v1/me"), 401, "unauthorized")


async def test_a_callback_with_an_unknown_state_or_from_another_browser_is_refused(oidc: OidcSetup) -> None:
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        unknown = await client.get("/auth/callback", params={"state": "made-up", "code": "x"})
        assert_problem(unknown, 400, "sign_in_failed")

        # The victim's browser starts a sign-in; an attacker's browser brings the answer: refused.
        start = await client.get("/auth/login")
        assert start.status_code == 302
        state = httpx.URL(start.headers["location"]).params["state"]
        async with httpx.AsyncClient(base_url=oidc.gateway_url) as attacker:
            other = await attacker.get("/auth/callback", params={"state": state, "code": "stolen"})
            assert_problem(other, 400, "sign_in_failed")
        # ... and the state is used up: it cannot be tried again.
        again = await client.get("/auth/callback", params={"state": state, "code": "x"})
        assert_problem(again, 400, "sign_in_failed")


async def test_a_code_the_provider_refuses_is_reported_as_refused_not_unreachable(oidc: OidcSetup) -> None:
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        start = await client.get("/auth/login")
        state = httpx.URL(start.headers["location"]).params["state"]
        refused = await client.get("/auth/callback", params={"state": state, "code": "never-issued"})
    assert_problem(refused, 400, "sign_in_failed")
    assert "refused the sign-in (invalid_grant)" in refused.json()["detail"], refused.json()


async def test_login_never_redirects_to_another_site(oidc: OidcSetup) -> None:
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        landed = await sign_in(client, "alice", "alice-dev-password", return_to="//evil.example/x")
    assert landed.url.host == "127.0.0.1" and landed.url.path == "/"
