"""Verification of JWT bearer tokens (access tokens, and the ID token of a browser sign-in) with joserfc.

A token is accepted only when it is a compact JWS whose ``alg`` is an asymmetric algorithm its issuer
announces, signed by a key the issuer publishes (``issuer_keys``), and whose claims pass: ``iss`` is
that issuer, ``aud`` names the expected audience, ``exp`` is in the future and ``nbf``/``iat`` not, and
``sub`` is present. The unverified ``iss`` is read only to choose whose keys to try; it is checked
again, with everything else, once the signature holds. Messages of ``InvalidToken`` never contain the
token or its claims.
"""

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from joserfc import jws
from joserfc.errors import ExpiredTokenError, JoseError
from joserfc.jwt import JWTClaimsRegistry

from assent_gateway.issuer_keys import KeySource

MAX_TOKEN_BYTES = 16 * 1024


class InvalidToken(Exception):
    """The token is malformed, wrongly signed, expired or not meant for this audience."""


class ExpiredToken(InvalidToken):
    """The token's ``exp`` has passed."""


@dataclass(frozen=True)
class TrustedIssuer:
    """An issuer whose tokens are accepted for ``audience``, with the keys to check them."""

    issuer: str
    audience: str
    keys: KeySource


class TokenVerifier:
    """Checks tokens of a fixed set of trusted issuers (the configured OpenID provider, and in
    development mode also the dev issuer of ``dev_tokens``)."""

    def __init__(
        self,
        issuers: Sequence[TrustedIssuer],
        *,
        leeway_s: int = 30,
        now: Callable[[], float] = time.time,
    ) -> None:
        self._issuers = {trusted.issuer: trusted for trusted in issuers}
        self._leeway_s = leeway_s
        self._now = now

    async def verify(self, token: str) -> dict[str, Any]:
        """The verified claims of ``token``, else ``InvalidToken`` (``ExpiredToken`` if only expired)."""
        if len(token) > MAX_TOKEN_BYTES:
            raise InvalidToken("token too large")
        try:
            signed = jws.extract_compact(token.encode("ascii"))
        except (JoseError, ValueError, UnicodeEncodeError):
            raise InvalidToken("malformed token") from None
        claims = _claims(signed.payload)
        issuer = claims.get("iss")
        trusted = self._issuers.get(issuer) if isinstance(issuer, str) else None
        if trusted is None:
            raise InvalidToken("unknown issuer")
        header = signed.headers()
        algorithm = header.get("alg")
        allowed = await trusted.keys.algorithms()
        if not isinstance(algorithm, str) or algorithm not in allowed:
            raise InvalidToken("algorithm not allowed")
        kid = header.get("kid")
        key = await trusted.keys.key(kid if isinstance(kid, str) else None)
        if key is None:
            raise InvalidToken("unknown signing key")
        try:
            valid = jws.validate_compact(signed, key, algorithms=[algorithm])
        except (JoseError, ValueError):
            valid = False
        if not valid:
            raise InvalidToken("bad signature")
        registry = JWTClaimsRegistry(
            now=lambda: int(self._now()),
            leeway=self._leeway_s,
            iss={"essential": True, "value": trusted.issuer},
            aud={"essential": True, "value": trusted.audience},
            exp={"essential": True},
            sub={"essential": True},
        )
        try:
            registry.validate(claims)
        except ExpiredTokenError:
            raise ExpiredToken("expired") from None
        except JoseError:
            raise InvalidToken("claims rejected") from None
        return claims


def _claims(payload: bytes) -> dict[str, Any]:
    try:
        claims = json.loads(payload)
    except (ValueError, UnicodeDecodeError):
        raise InvalidToken("malformed payload") from None
    if not isinstance(claims, dict):
        raise InvalidToken("malformed payload")
    return claims
