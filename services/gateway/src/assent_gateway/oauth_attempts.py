"""Authorizations under way: one per ``POST /v1/connections/{toolkit}/authorize`` (a personal
account) or ``POST /v1/admin/connections[/{connection_id}]/authorize`` (a shared one), waiting for its
callback. Kept in Redis under the digest of its ``state`` with a TTL, sealed by the credential
cipher (it holds the PKCE verifier and the client secret), and taken with ``GETDEL``: a state works
once, whichever gateway replica the browser comes back to."""

import hashlib
import json
from typing import Literal

from pydantic import BaseModel, SecretStr
from redis.asyncio import Redis

from assent_contracts.directory import Permission
from assent_database.cipher import CredentialCipher, CredentialUnreadable

ATTEMPT_PREFIX = "assent:oauth:attempt:"
ATTEMPT_TTL_S = 600


class ConnectTarget(BaseModel):
    """What the grant will connect: the user's personal account of the toolkit, or a shared connection
    of their organisation, an existing one (``connection_id``) or a new one (``display_name``,
    ``permission``)."""

    kind: Literal["personal", "shared"] = "personal"
    connection_id: str | None = None
    display_name: str | None = None
    permission: Permission = "ask"


class OAuthAttempt(BaseModel):
    user_id: str
    org: str
    toolkit: str
    issuer: str
    resource: str
    token_endpoint: str
    revocation_endpoint: str | None
    redirect_uri: str
    return_to: str
    code_verifier: SecretStr
    client_id: str
    client_secret: SecretStr | None
    auth_method: str
    target: ConnectTarget = ConnectTarget()

    def sealed(self, cipher: CredentialCipher) -> str:
        plain = self.model_dump(mode="json")
        plain["code_verifier"] = self.code_verifier.get_secret_value()
        plain["client_secret"] = self.client_secret.get_secret_value() if self.client_secret else None
        return cipher.encrypt(json.dumps(plain))


def _key(state: str) -> str:
    return ATTEMPT_PREFIX + hashlib.sha256(state.encode()).hexdigest()


async def save_attempt(redis: Redis, cipher: CredentialCipher, state: str, attempt: OAuthAttempt) -> None:
    await redis.set(_key(state), attempt.sealed(cipher), ex=ATTEMPT_TTL_S)


async def take_attempt(redis: Redis, cipher: CredentialCipher, state: str) -> OAuthAttempt | None:
    """The attempt of ``state``, removed (``None``: unknown, expired or used)."""
    if not state or len(state) > 256:
        return None
    raw = await redis.getdel(_key(state))
    if raw is None:
        return None
    try:
        return OAuthAttempt.model_validate_json(
            cipher.decrypt(raw.decode() if isinstance(raw, bytes) else raw)
        )
    except (CredentialUnreadable, ValueError):
        return None
