"""What the gateway refuses to start with (issue 9 §3: no forgeable default secret).

Outside development mode it needs an OpenID Connect issuer and a secret key of its own: an empty key,
a short one or one published in this repository's history is refused. Development mode is allowed
only on a loopback host; there an empty key is replaced by a random one for the process. Each refusal
is one sentence, logged as one line by ``__main__``.
"""

import ipaddress
import secrets

from assent_gateway.settings import GatewaySettings

MIN_SECRET_LENGTH = 32
PUBLISHED_SECRETS = frozenset(
    {"assent-dev-secret-change-me", "dev-only-secret-change-me", "change-me", "changeme", "secret"}
)
"""Values that were defaults in this repository or its compose file: anyone can forge with them."""


class InsecureStartup(Exception):
    """The settings would let anyone forge a session or a token; the message says what to set."""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def startup_secret(settings: GatewaySettings) -> str:
    """The secret key the gateway runs with, or ``InsecureStartup`` saying why it must not start."""
    secret = settings.secret_key.get_secret_value()
    weak = not secret or secret in PUBLISHED_SECRETS or len(secret) < MIN_SECRET_LENGTH
    if settings.dev_mode:
        if not is_loopback(settings.host):
            raise InsecureStartup(
                f"refusing to start: development mode (ASSENT_GATEWAY_DEV_MODE) trusts local dev tokens and "
                f"is allowed only on a loopback host, not {settings.host}"
            )
        return secrets.token_urlsafe(32) if weak else secret
    if weak:
        raise InsecureStartup(
            "refusing to start: ASSENT_GATEWAY_SECRET_KEY is empty, shorter than 32 characters or a "
            "published default; set a random one (or ASSENT_GATEWAY_DEV_MODE=true on a loopback host "
            "for development)"
        )
    if not settings.oidc_issuer:
        raise InsecureStartup(
            "refusing to start: no identity provider; set ASSENT_GATEWAY_OIDC_ISSUER (or "
            "ASSENT_GATEWAY_DEV_MODE=true on a loopback host for development)"
        )
    return secret
