"""Every /v1 route but health needs a valid bearer token of a directory user; failures are 401 problems
that never echo the token, and nothing is written or published."""

from collections.abc import Callable

import httpx
import pytest
import redis.asyncio as aioredis

from assent_gateway.auth import issue_token

from .conftest import SECRET, assert_problem, keys_and_lengths

ROUTES = [
    ("GET", "/v1/models"),
    ("GET", "/v1/connections"),
    ("POST", "/v1/conversations"),
    ("POST", "/v1/conversations/conv_x/turns"),
    ("GET", "/v1/turns/turn_x/events"),
    ("POST", "/v1/turns/turn_x/proposals/prop_x/decision"),
    ("POST", "/v1/turns/turn_x/stop"),
    ("POST", "/v1/turns/turn_x/tool-results"),
    ("GET", "/v1/activity"),
    ("GET", "/v1/agent-setup"),
    ("GET", "/v1/tools/schema"),
    ("POST", "/v1/tools/validate"),
]

VALID_BODY = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"]}


def bad_authorizations() -> list:
    other_secret = issue_token("alice", "another-secret")
    expired = issue_token("alice", SECRET, ttl_s=60, now=1_000_000)
    unknown = issue_token("mallory", SECRET)
    valid = issue_token("alice", SECRET)
    payload, signature = valid.split(".")
    return [
        pytest.param(None, id="missing"),
        pytest.param("", id="empty"),
        pytest.param("Bearer", id="no-token"),
        pytest.param(f"Basic {valid}", id="wrong-scheme"),
        pytest.param(f"Bearer {valid}x", id="bad-signature"),
        pytest.param(f"Bearer {payload[:-2]}.{signature}", id="tampered-payload"),
        pytest.param(f"Bearer {other_secret}", id="other-secret"),
        pytest.param(f"Bearer {expired}", id="expired"),
        pytest.param(f"Bearer {unknown}", id="unknown-user"),
        pytest.param("Bearer not-a-token", id="garbage"),
        pytest.param(f"Bearer {valid}.extra", id="three-parts"),
    ]


@pytest.mark.parametrize("authorization", bad_authorizations())
async def test_a_missing_or_bad_token_is_a_401_problem_on_every_route_and_changes_nothing(
    client: httpx.AsyncClient, redis: aioredis.Redis, authorization: str | None
) -> None:
    before = await keys_and_lengths(redis)
    headers = {"Authorization": authorization} if authorization is not None else {}
    token = (authorization or "").partition(" ")[2]

    for method, path in ROUTES:
        response = await client.request(
            method, path, headers=headers, json=VALID_BODY if method == "POST" else None
        )

        assert_problem(response, 401, "unauthorized")
        assert response.headers["www-authenticate"].startswith("Bearer"), path
        assert len(token) < 8 or token not in response.text
    assert await keys_and_lengths(redis) == before


async def test_an_expired_token_says_so(client: httpx.AsyncClient) -> None:
    expired = issue_token("alice", SECRET, ttl_s=60, now=1_000_000)
    response = await client.get("/v1/models", headers={"Authorization": f"Bearer {expired}"})
    assert "expired" in assert_problem(response, 401, "unauthorized")["detail"]


async def test_health_and_the_openapi_document_need_no_token(client: httpx.AsyncClient) -> None:
    assert (await client.get("/v1/healthz")).status_code in (200, 503)
    schema = await client.get("/schema/openapi.json")
    assert schema.status_code == 200
    document = schema.json()
    assert "/v1/conversations" in document["paths"]
    assert document["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"


async def test_the_scheme_is_case_insensitive(client: httpx.AsyncClient, token: Callable[[str], str]) -> None:
    response = await client.get("/v1/models", headers={"Authorization": f"bearer {token('alice')}"})
    assert response.status_code == 200
