"""Development tokens: standard JWTs (ES256) signed with a local dev key, for curl and scripts.

The key is an EC P-256 private JWK in a file created on first use (mode 0600, never in the repository);
``assent token USER`` signs with it and the gateway trusts its public half **only in development
mode** (``ASSENT_GATEWAY_DEV_MODE=true``, which ``startup_checks`` allows on loopback only). Outside
development mode a dev token is a token of an unknown issuer: 401.
"""

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from joserfc import jwt
from joserfc.jwk import ECKey, Key

DEV_ISSUER = "urn:assent:dev"
DEV_ALGORITHM = "ES256"


def load_or_create_dev_key(path: str | Path) -> ECKey:
    """The dev signing key at ``path``, generated and written (owner-only) when the file is missing.
    Written whole under another name, then linked into place: concurrent first uses agree on one key."""
    file = Path(path)
    if not file.exists():
        key = ECKey.generate_key("P-256", private=True, auto_kid=True)
        file.parent.mkdir(parents=True, exist_ok=True)
        draft = file.with_name(f".{file.name}.{os.getpid()}.{secrets.token_hex(4)}")
        descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as out:
            json.dump(key.as_dict(private=True), out)
        try:
            os.link(draft, file)
        except FileExistsError:
            pass  # another process was first: use its key
        finally:
            draft.unlink()
    return ECKey.import_key(json.loads(file.read_text()))


def issue_dev_token(
    claims: dict[str, Any], key: ECKey, *, audience: str, ttl_s: int = 24 * 3600, now: float | None = None
) -> str:
    """A JWT of the dev issuer for ``audience`` carrying ``claims`` (``sub`` at least)."""
    if not claims.get("sub"):
        raise ValueError("a dev token needs a subject")
    issued = int(time.time() if now is None else now)
    body = {**claims, "iss": DEV_ISSUER, "aud": audience, "iat": issued, "nbf": issued, "exp": issued + ttl_s}
    header = {"alg": DEV_ALGORITHM, "kid": key.kid, "typ": "at+jwt"}
    return jwt.encode(header, body, key, algorithms=[DEV_ALGORITHM])


@dataclass(frozen=True)
class DevKeys:
    """The ``KeySource`` of the dev issuer: the public half of the dev key, ES256 only."""

    public_key: Key

    @classmethod
    def of(cls, key: ECKey) -> "DevKeys":
        return cls(ECKey.import_key(key.as_dict(private=False)))

    async def algorithms(self) -> frozenset[str]:
        return frozenset({DEV_ALGORITHM})

    async def key(self, kid: str | None) -> Key | None:
        return self.public_key if kid == self.public_key.kid else None
