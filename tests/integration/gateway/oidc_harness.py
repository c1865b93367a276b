"""The real OpenID provider (``dev/oidc-provider``) for the gateway's tests, with signing keys the test
holds so it can also craft tokens the provider never issued. Driving it as a person or a client would
is in ``tests/oidc_browser.py``."""

import json
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from joserfc import jwt
from joserfc.jwk import RSAKey

from assent_cli.oidc_provider import DevProvider
from assent_gateway.settings import GatewaySettings


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
