"""``assent token USER``: a dev bearer token, trusted by a gateway in development mode only.

The claims come from the dev provider's demo users (``dev/oidc-provider/users.json``) when USER is one
of them, else from the directory (organisation and name; role ``member``).
"""

from typing import Any

from assent_cli.oidc_provider import demo_users
from assent_contracts.directory import load_directory
from assent_gateway.dev_tokens import issue_dev_token, load_or_create_dev_key
from assent_gateway.settings import GatewaySettings


def dev_claims(user_id: str, directory_path: str) -> dict[str, Any]:
    for user in demo_users():
        if user["sub"] == user_id:
            return {key: user[key] for key in ("sub", "email", "name", "org", "roles")}
    known = load_directory(directory_path).user(user_id)
    if known is None:
        raise LookupError(f"{user_id!r} is neither a demo user nor in the directory {directory_path}")
    return {"sub": known.id, "name": known.name, "org": known.org, "roles": ["member"]}


def dev_token(user_id: str, *, ttl_s: int = 24 * 3600, settings: GatewaySettings | None = None) -> str:
    """A dev token for ``user_id`` signed with the dev key the gateway's settings name."""
    settings = settings or GatewaySettings()
    key = load_or_create_dev_key(settings.dev_key_path)
    claims = dev_claims(user_id, settings.directory_path)
    return issue_dev_token(claims, key, audience=settings.oidc_audience, ttl_s=ttl_s)
