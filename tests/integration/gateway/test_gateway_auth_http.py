"""Every /v1 route but health needs a signed-in user (bearer JWT or session cookie); failures are 401
problems that never echo the token, and nothing is written or published. These run in development mode
with dev tokens; ``test_gateway_oidc_tokens_http`` checks tokens of a real OpenID provider."""

from collections.abc import Callable

import httpx
import pytest
import redis.asyncio as aioredis
from joserfc.jwk import ECKey

from assent_gateway.dev_tokens import issue_dev_token, load_or_create_dev_key
from assent_gateway.settings import GatewaySettings

from .conftest import assert_problem, directory_claims, keys_and_lengths

AUDIENCE = GatewaySettings().oidc_audience

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


BAD_AUTHORIZATIONS = [
    "missing",
    "empty",
    "no-token",
    "wrong-scheme",
    "bad-signature",
    "tampered-payload",
    "other-key",
    "other-audience",
    "expired",
    "no-organisation",
    "garbage",
    "four-parts",
]


def bad_authorization(kind: str, token: Callable[[str], str], dev_key: ECKey) -> str | None:
    valid = token("alice")
    header, payload, signature = valid.split(".")
    stranger = ECKey.generate_key("P-256", private=True, auto_kid=True)
    claims = directory_claims("alice")
    found = {
        "missing": None,
        "empty": "",
        "no-token": "Bearer",
        "wrong-scheme": f"Basic {valid}",
        "bad-signature": f"Bearer {header}.{payload}.{signature[:-4]}AAAA",
        "tampered-payload": f"Bearer {header}.{payload[:-2]}.{signature}",
        "other-key": f"Bearer {issue_dev_token(claims, stranger, audience=AUDIENCE)}",
        "other-audience": f"Bearer {issue_dev_token(claims, dev_key, audience='another-api')}",
        "expired": f"Bearer {issue_dev_token(claims, dev_key, audience=AUDIENCE, ttl_s=60, now=1_000_000)}",
        "no-organisation": f"Bearer {issue_dev_token({'sub': 'mallory'}, dev_key, audience=AUDIENCE)}",
        "garbage": "Bearer not-a-token",
        "four-parts": f"Bearer {valid}.extra",
    }
    return found[kind]


@pytest.fixture
def dev_key(settings: GatewaySettings) -> ECKey:
    return load_or_create_dev_key(settings.dev_key_path)


@pytest.mark.parametrize("kind", BAD_AUTHORIZATIONS)
async def test_a_missing_or_bad_token_is_a_401_problem_on_every_route_and_changes_nothing(
    client: httpx.AsyncClient,
    redis: aioredis.Redis,
    kind: str,
    token: Callable[[str], str],
    dev_key: ECKey,
) -> None:
    authorization = bad_authorization(kind, token, dev_key)
    before = await keys_and_lengths(redis)
    headers = {"Authorization": authorization} if authorization is not None else {}
    credential = (authorization or "").partition(" ")[2]

    for method, path in ROUTES:
        response = await client.request(
            method, path, headers=headers, json=VALID_BODY if method == "POST" else None
        )

        assert_problem(response, 401, "unauthorized")
        assert response.headers["www-authenticate"].startswith("Bearer"), path
        assert len(credential) < 8 or credential not in response.text
    assert await keys_and_lengths(redis) == before


async def test_an_expired_token_says_so(client: httpx.AsyncClient, dev_key: ECKey) -> None:
    claims = directory_claims("alice")
    expired = issue_dev_token(claims, dev_key, audience=AUDIENCE, ttl_s=60, now=1_000_000)
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
