"""Bearer tokens of a real OpenID provider (``oidc-provider`` on loopback): its access tokens work, and
every token it did not issue for this audience, in time, with its announced algorithm and published
key, is 401 problem+json. The gateway runs in production mode: no dev tokens."""

import base64
import hashlib
import hmac
import json
import time
from pathlib import Path

import pytest
import redis.asyncio as aioredis
from joserfc import jwt
from joserfc.jwk import RSAKey
from tests.oidc_browser import provider_tokens

from assent_cli.oidc_provider import local_oidc_provider
from assent_cli.redis_server import free_port
from assent_contracts.directory import User
from assent_gateway.app import create_app
from assent_gateway.users import USERS_KEY

from .conftest import assert_problem, bearer, serve
from .oidc_harness import OidcSetup, new_signing_key, production_settings, sign, write_jwks


def b64(data: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def hmac_signed(claims: dict[str, object], secret: bytes, kid: str | None) -> str:
    """The classic confusion attack, forged by hand (joserfc rightly refuses to make a public key an
    HMAC secret): HS256 over the token with the issuer's public key PEM as the secret."""
    signing_input = f"{b64({'alg': 'HS256', 'typ': 'JWT', 'kid': kid})}.{b64(claims)}"
    mac = hmac.new(secret, signing_input.encode(), hashlib.sha256).digest()
    return f"{signing_input}.{base64.urlsafe_b64encode(mac).rstrip(b'=').decode()}"


def decoded(part: str) -> dict[str, object]:
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def claims_for(setup: OidcSetup, **changes: object) -> dict[str, object]:
    now = int(time.time())
    claims: dict[str, object] = {
        "iss": setup.provider.issuer,
        "aud": setup.provider.audience,
        "sub": "alice",
        "org": "acme",
        "roles": ["admin"],
        "iat": now,
        "exp": now + 300,
    }
    claims.update(changes)
    return {k: v for k, v in claims.items() if v is not None}


async def access_token(setup: OidcSetup, user: str = "alice") -> str:
    tokens = await provider_tokens(setup.provider, setup.callback_url, user, f"{user}-dev-password")
    return tokens["access_token"]


async def test_an_access_token_of_the_provider_signs_the_user_in(
    oidc: OidcSetup, redis: aioredis.Redis
) -> None:
    tokens = await provider_tokens(oidc.provider, oidc.callback_url, "alice", "alice-dev-password")
    header = json.loads(base64.urlsafe_b64decode(tokens["access_token"].split(".")[0] + "=="))
    assert header["alg"] == "RS256"  # a JWT access token, not an opaque one
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        me = await client.get("/v1/me", headers=bearer(tokens["access_token"]))
        assert me.status_code == 200, me.text
        assert me.json() == {
            "id": "alice",
            "name": "Alice",
            "email": "alice@acme.example",
            "org": "acme",
            "role": "admin",
            "signed_in_by": "bearer",
            "csrf_token": None,
        }
        # Bearer requests that change state need no CSRF token, and no CSRF cookie is handed out.
        validated = await client.post(
            "/v1/tools/validate", json={"tools": []}, headers=bearer(tokens["access_token"])
        )
        assert validated.status_code == 200, validated.text
        assert "csrftoken" not in validated.headers.get("set-cookie", "")
    stored = await redis.hget(USERS_KEY, "alice")  # type: ignore[misc]
    assert User.model_validate_json(stored).role == "admin"  # the user appeared on first sign-in


async def test_bob_is_a_member(oidc: OidcSetup) -> None:
    token = await access_token(oidc, "bob")
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        me = (await client.get("/v1/me", headers=bearer(token))).json()
    assert (me["id"], me["org"], me["role"]) == ("bob", "acme", "member")


def forged_tokens(setup: OidcSetup, real: str) -> dict[str, str]:
    """Tokens the provider did not issue for this gateway, or that are no longer good."""
    stranger = new_signing_key()
    head, body, signature = real.split(".")
    public_pem = setup.key.as_pem(private=False)
    any_alg = RSAKey.import_key({k: v for k, v in setup.key.as_dict(private=True).items() if k != "alg"})
    return {
        "expired": sign(claims_for(setup, iat=1_000_000, exp=1_000_060), setup.key),
        "not-yet-valid": sign(claims_for(setup, nbf=int(time.time()) + 3600), setup.key),
        "another-issuer": sign(claims_for(setup, iss="http://127.0.0.1:1/other"), setup.key),
        "another-audience": sign(claims_for(setup, aud="another-api"), setup.key),
        "no-audience": sign(claims_for(setup, aud=None), setup.key),
        "no-expiry": sign(claims_for(setup, exp=None), setup.key),
        "tampered-signature": f"{head}.{body}.{signature[:-6]}{'A' * 6}",
        "tampered-claims": f"{head}.{b64({**decoded(body), 'sub': 'bob'})}.{signature}",
        "alg-none": f"{b64({'alg': 'none', 'typ': 'JWT'})}.{b64(claims_for(setup))}.",
        "hmac-with-the-public-key": hmac_signed(claims_for(setup), public_pem, setup.key.kid),
        "unpublished-key-same-kid": sign(claims_for(setup), stranger, {"kid": setup.key.kid}),
        "unpublished-key": sign(claims_for(setup), stranger),
        "RS512-not-announced": jwt.encode(
            {"alg": "RS512", "kid": setup.key.kid}, claims_for(setup), any_alg, algorithms=["RS512"]
        ),
    }


async def test_tokens_it_did_not_issue_or_that_are_no_longer_good_are_401_problems(oidc: OidcSetup) -> None:
    real = (await provider_tokens(oidc.provider, oidc.callback_url, "alice", "alice-dev-password"))[
        "access_token"
    ]
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        assert (await client.get("/v1/me", headers=bearer(real))).status_code == 200
        for name, token in forged_tokens(oidc, real).items():
            response = await client.get("/v1/me", headers=bearer(token))
            problem = assert_problem(response, 401, "unauthorized")
            assert token[-20:] not in response.text, name
            if name == "expired":
                assert "expired" in problem["detail"]
        # The same checks hold for requests that would change something.
        forged = forged_tokens(oidc, real)["alg-none"]
        assert_problem(
            await client.post("/v1/tools/validate", json={"tools": []}, headers=bearer(forged)),
            401,
            "unauthorized",
        )


async def test_a_token_of_another_real_issuer_is_refused(oidc: OidcSetup, tmp_path: Path) -> None:
    other_key = new_signing_key()
    with local_oidc_provider(
        free_port(),
        redirect_uris=[oidc.callback_url],
        client_secret="other-secret",
        jwks_file=write_jwks(tmp_path / "other.json", other_key),
    ) as other:
        tokens = await provider_tokens(other, oidc.callback_url, "alice", "alice-dev-password")
    async with serve(create_app(oidc.settings), oidc.gateway_socket) as client:
        assert_problem(
            await client.get("/v1/me", headers=bearer(tokens["access_token"])), 401, "unauthorized"
        )


async def test_keys_rotated_at_the_provider_are_picked_up_and_retired_keys_stop_working(
    oidc: OidcSetup, redis_url: str, directory_path: Path, tmp_path: Path
) -> None:
    """The provider restarts with a new key only: the gateway sees an unknown kid, refetches the JWKS
    once, accepts the new tokens, and refuses tokens of the key that is no longer published."""
    settings = production_settings(redis_url, directory_path, oidc.provider, oidc_jwks_refetch_interval_s=0)
    old = (await provider_tokens(oidc.provider, oidc.callback_url, "alice", "alice-dev-password"))[
        "access_token"
    ]
    app = create_app(settings)
    async with serve(app, oidc.gateway_socket) as client:
        assert (await client.get("/v1/me", headers=bearer(old))).status_code == 200
        keys = app.state.gateway.identity.issuer_keys
        assert keys.fetches == 1
        oidc.restart(new_signing_key())
        new = (await provider_tokens(oidc.provider, oidc.callback_url, "alice", "alice-dev-password"))[
            "access_token"
        ]
        assert (await client.get("/v1/me", headers=bearer(new))).status_code == 200
        assert keys.fetches == 2
        assert_problem(await client.get("/v1/me", headers=bearer(old)), 401, "unauthorized")


async def test_unknown_key_ids_refetch_the_jwks_at_most_once_per_interval(oidc: OidcSetup) -> None:
    real = (await provider_tokens(oidc.provider, oidc.callback_url, "alice", "alice-dev-password"))[
        "access_token"
    ]
    app = create_app(oidc.settings)  # refetch interval: the default 30 s
    async with serve(app, oidc.gateway_socket) as client:
        assert (await client.get("/v1/me", headers=bearer(real))).status_code == 200
        for _ in range(20):
            forged = sign(claims_for(oidc), new_signing_key())
            assert_problem(await client.get("/v1/me", headers=bearer(forged)), 401, "unauthorized")
        assert app.state.gateway.identity.issuer_keys.fetches == 1


@pytest.mark.parametrize("path", ["/v1/models", "/v1/connections", "/v1/activity"])
async def test_an_unreachable_issuer_is_a_503_problem_not_a_crash(oidc: OidcSetup, path: str) -> None:
    settings = oidc.settings.model_copy(update={"oidc_issuer": f"http://127.0.0.1:{free_port()}"})
    token = sign(claims_for(oidc, iss=settings.oidc_issuer), oidc.key)
    async with serve(create_app(settings), oidc.gateway_socket) as client:
        assert_problem(await client.get(path, headers=bearer(token)), 503, "identity_unavailable")
