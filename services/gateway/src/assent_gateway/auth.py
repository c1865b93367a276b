"""Signed bearer tokens: ``<payload>.<signature>``, both base64url without padding.

The payload is the JSON ``{"sub": user_id, "exp": unix_seconds}``; the signature is HMAC-SHA256 of the
encoded payload under the gateway's secret. Standard library only, so the CLI can issue tokens cheaply.
"""

import base64
import binascii
import hashlib
import hmac
import json
import time

DEFAULT_TTL_S = 24 * 3600


class InvalidToken(Exception):
    """The token is malformed, wrongly signed or expired. The message never contains the token."""


def _b64encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _b64decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _key(secret: str | bytes) -> bytes:
    return secret.encode() if isinstance(secret, str) else secret


def _sign(payload: str, secret: str | bytes) -> str:
    return _b64encode(hmac.new(_key(secret), payload.encode("ascii"), hashlib.sha256).digest())


def issue_token(
    user_id: str, secret: str | bytes, ttl_s: int = DEFAULT_TTL_S, *, now: float | None = None
) -> str:
    """A token naming ``user_id`` that is valid for ``ttl_s`` seconds."""
    if not user_id:
        raise ValueError("user_id must not be empty")
    issued = time.time() if now is None else now
    body = json.dumps({"sub": user_id, "exp": int(issued) + ttl_s}, separators=(",", ":"))
    payload = _b64encode(body.encode())
    return f"{payload}.{_sign(payload, secret)}"


def verify_token(token: str, secret: str | bytes, *, now: float | None = None) -> str:
    """The user id the token names, or ``InvalidToken``; the signature is compared in constant time."""
    payload, dot, signature = token.partition(".")
    if not dot or not payload or not signature or "." in signature:
        raise InvalidToken("malformed token")
    try:
        payload.encode("ascii")
        signature.encode("ascii")
    except UnicodeEncodeError:
        raise InvalidToken("malformed token") from None
    if not hmac.compare_digest(_sign(payload, secret), signature):
        raise InvalidToken("bad signature")
    try:
        claims = json.loads(_b64decode(payload))
    except (binascii.Error, ValueError):
        raise InvalidToken("malformed payload") from None
    if not isinstance(claims, dict):
        raise InvalidToken("malformed payload")
    subject, expires = claims.get("sub"), claims.get("exp")
    if (
        not isinstance(subject, str)
        or not subject
        or not isinstance(expires, int)
        or isinstance(expires, bool)
    ):
        raise InvalidToken("malformed payload")
    if expires <= (time.time() if now is None else now):
        raise InvalidToken("expired")
    return subject
