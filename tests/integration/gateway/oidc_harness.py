"""Driving the real OpenID provider (``dev/oidc-provider``) as a person and a client would: its login and
consent forms filled by an HTTP client that follows redirects, tokens fetched at its token endpoint, and
signing keys the test holds so it can also craft tokens the provider never issued."""

import base64
import hashlib
import json
import re
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx
from joserfc import jwt
from joserfc.jwk import RSAKey

from assent_cli.oidc_provider import DevProvider
from assent_gateway.settings import GatewaySettings

FORM_ACTION = re.compile(r'<form[^>]*method="post"[^>]*action="([^"]+)"')


@dataclass
class OidcSetup:
    """A running provider whose signing key the test holds, and a socket the gateway will serve on
    (bound first, so the provider knows the gateway's callback URL)."""

    provider: DevProvider
    key: RSAKey
    gateway_socket: socket.socket
    settings: GatewaySettings
    restart: Callable[[RSAKey], None]
    """Restart the provider on the same issuer URL signing with another key only (a key rotation)."""

    @property
    def gateway_url(self) -> str:
        return f"http://127.0.0.1:{self.gateway_socket.getsockname()[1]}"

    @property
    def callback_url(self) -> str:
        return f"{self.gateway_url}/auth/callback"


def production_settings(
    redis_url: str, directory_path: Path, provider: DevProvider, **overrides: object
) -> GatewaySettings:
    """Not development mode: only the provider's tokens count."""
    values: dict[str, object] = {
        "redis_url": redis_url,
        "directory_path": str(directory_path),
        "secret_key": secrets.token_urlsafe(32),
        "oidc_issuer": provider.issuer,
        "oidc_audience": provider.audience,
        "oidc_client_id": provider.client_id,
        "oidc_client_secret": provider.client_secret,
        "cookie_secure": False,  # plain http on loopback; a deployment keeps the default (on)
        "discovery_timeout_s": 5,
        "sse_keepalive_s": 5,
        "sse_block_ms": 2_000,
        **overrides,
    }
    return GatewaySettings(**values)  # type: ignore[arg-type]


def new_signing_key() -> RSAKey:
    return RSAKey.generate_key(2048, parameters={"use": "sig", "alg": "RS256"}, auto_kid=True)


def write_jwks(path: Path, *keys: RSAKey) -> Path:
    """The provider's signing keys (private), first one used for new tokens."""
    path.write_text(json.dumps({"keys": [key.as_dict(private=True) for key in keys]}))
    return path


def sign(claims: dict[str, object], key: RSAKey, header: dict[str, object] | None = None) -> str:
    return jwt.encode({"alg": "RS256", "kid": key.kid, **(header or {})}, claims, key)


async def fill_forms(
    http: httpx.AsyncClient, page: httpx.Response, username: str, password: str
) -> httpx.Response:
    """Answer the provider's sign-in and consent pages until a page without a form (or a redirect that
    leaves the provider) comes back; the client follows every redirect on the way."""
    for _ in range(4):
        found = (
            FORM_ACTION.search(page.text)
            if page.headers.get("content-type", "").startswith("text/html")
            else None
        )
        if found is None or page.status_code >= 400:
            return page
        action = urljoin(str(page.url), found.group(1))
        fields = {"login": username, "password": password} if 'name="password"' in page.text else {}
        page = await http.post(action, data=fields, follow_redirects=True)
    raise AssertionError(f"the provider kept asking: {page.status_code} {page.text[:300]}")


def pkce_pair() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


async def provider_tokens(provider: DevProvider, redirect_uri: str, username: str, password: str) -> dict:
    """Tokens for ``username`` from the provider's token endpoint, as an API client gets them: the
    authorization code flow with PKCE, the code taken from the redirect before it reaches anyone."""
    verifier, challenge = pkce_pair()
    state = secrets.token_urlsafe(16)
    params = {
        "client_id": provider.client_id,
        "response_type": "code",
        "scope": "openid email profile",
        "redirect_uri": redirect_uri,
        "state": state,
        "nonce": secrets.token_urlsafe(16),
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        "resource": provider.audience,
    }
    redirect_host = urlsplit(redirect_uri).netloc
    async with httpx.AsyncClient(timeout=20) as http:
        response = await http.get(f"{provider.issuer}/auth", params=params)
        for _ in range(12):
            location = response.headers.get("location")
            if location is not None:
                target = urljoin(str(response.url), location)
                if urlsplit(target).netloc == redirect_host:
                    query = parse_qs(urlsplit(target).query)
                    assert query["state"] == [state] and "code" in query, query
                    code = query["code"][0]
                    break
                response = await http.get(target)
                continue
            found = FORM_ACTION.search(response.text)
            assert found is not None, response.text[:300]
            fields = {"login": username, "password": password} if 'name="password"' in response.text else {}
            response = await http.post(urljoin(str(response.url), found.group(1)), data=fields)
        else:
            raise AssertionError("the provider never redirected back")
        token = await http.post(
            f"{provider.issuer}/token",
            data={
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": redirect_uri,
                "code_verifier": verifier,
                "resource": provider.audience,
            },
            auth=(provider.client_id, provider.client_secret),
        )
        assert token.status_code == 200, token.text
        return token.json()
