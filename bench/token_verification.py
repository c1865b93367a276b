"""What checking a bearer token costs the gateway per request, against baselines measured in the same run.

    .venv/bin/python bench/token_verification.py [--iterations 5000]

Rows, each timed over the same number of calls, interleaved in rounds so drift hits all alike:
- ``decode only``: split the JWT, base64-decode and parse header and claims, no signature check (the
  floor: what any reading of a JWT costs);
- ``HMAC (old)``: the check the gateway did before OpenID Connect (HMAC-SHA256 over the payload with a
  shared secret, compared in constant time, then JSON) — reproduced here as the baseline only;
- ``RS256 verify``: ``TokenVerifier.verify`` of an RS256 access token, keys cached (as after the first
  request), all claims checked — what a request with a provider's token costs;
- ``ES256 verify``: the same for a dev token (``assent token``).
Each is reported in µs per call and as a ratio to ``decode only`` and to ``HMAC (old)``. No network is
involved: the JWKS cache is warm, as it is on every request but the first after start or rotation.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import hashlib
import hmac
import json
import statistics
import time
from collections.abc import Awaitable, Callable

from joserfc import jwt
from joserfc.jwk import ECKey, Key, RSAKey

from assent_gateway.access_tokens import TokenVerifier, TrustedIssuer
from assent_gateway.dev_tokens import DEV_ISSUER, DevKeys, issue_dev_token

ISSUER = "https://id.example.com"
AUDIENCE = "urn:assent:api"
SECRET = b"a-shared-secret-of-the-old-token-format"


class StaticRsaKeys:
    """A warm JWKS cache: the issuer's one RS256 key."""

    def __init__(self, key: RSAKey) -> None:
        self.public = RSAKey.import_key(key.as_dict(private=False))

    async def algorithms(self) -> frozenset[str]:
        return frozenset({"RS256"})

    async def key(self, kid: str | None) -> Key | None:
        return self.public if kid == self.public.kid else None


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def old_hmac_token(now: int) -> str:
    payload = _b64(json.dumps({"sub": "alice", "exp": now + 3600}, separators=(",", ":")).encode())
    return f"{payload}.{_b64(hmac.new(SECRET, payload.encode(), hashlib.sha256).digest())}"


def old_hmac_check(token: str) -> str:
    payload, _, signature = token.partition(".")
    expected = _b64(hmac.new(SECRET, payload.encode(), hashlib.sha256).digest())
    if not hmac.compare_digest(expected, signature):
        raise ValueError("bad signature")
    claims = json.loads(_unb64(payload))
    if claims["exp"] <= time.time():
        raise ValueError("expired")
    return claims["sub"]


def decode_only(token: str) -> dict[str, object]:
    header, payload, _ = token.split(".")
    json.loads(_unb64(header))
    return json.loads(_unb64(payload))


async def timed(call: Callable[[], Awaitable[object]], iterations: int) -> float:
    """Seconds per call, over ``iterations`` calls."""
    started = time.perf_counter()
    for _ in range(iterations):
        await call()
    return (time.perf_counter() - started) / iterations


async def main_async(iterations: int, rounds: int) -> None:
    now = int(time.time())
    rsa = RSAKey.generate_key(2048, parameters={"alg": "RS256"}, auto_kid=True)
    ec = ECKey.generate_key("P-256", private=True, auto_kid=True)
    claims = {"sub": "alice", "org": "acme", "roles": ["admin"], "email": "alice@acme.example"}
    rs256 = jwt.encode(
        {"alg": "RS256", "kid": rsa.kid, "typ": "at+jwt"},
        {**claims, "iss": ISSUER, "aud": AUDIENCE, "iat": now, "exp": now + 3600},
        rsa,
    )
    es256 = issue_dev_token(claims, ec, audience=AUDIENCE)
    verifier = TokenVerifier(
        [
            TrustedIssuer(ISSUER, AUDIENCE, StaticRsaKeys(rsa)),
            TrustedIssuer(DEV_ISSUER, AUDIENCE, DevKeys.of(ec)),
        ]
    )
    old = old_hmac_token(now)
    assert (await verifier.verify(rs256))["sub"] == "alice"
    assert (await verifier.verify(es256))["sub"] == "alice"
    assert old_hmac_check(old) == "alice"

    async def decode() -> object:
        return decode_only(rs256)

    async def hmac_old() -> object:
        return old_hmac_check(old)

    async def verify_rs256() -> object:
        return await verifier.verify(rs256)

    async def verify_es256() -> object:
        return await verifier.verify(es256)

    rows = {
        "decode only": decode,
        "HMAC (old)": hmac_old,
        "RS256 verify": verify_rs256,
        "ES256 verify": verify_es256,
    }
    samples: dict[str, list[float]] = {name: [] for name in rows}
    for _ in range(rounds):
        for name, call in rows.items():
            samples[name].append(await timed(call, iterations))
    floor = statistics.median(samples["decode only"])
    old_cost = statistics.median(samples["HMAC (old)"])
    print(f"token verification: {rounds} rounds x {iterations} calls each (median of rounds)")
    print(f"{'':<14} {'µs/call':>9} {'× decode':>9} {'× HMAC(old)':>12} {'calls/s':>9}")
    for name in rows:
        cost = statistics.median(samples[name])
        print(f"{name:<14} {cost * 1e6:>9.1f} {cost / floor:>9.1f} {cost / old_cost:>12.1f} {1 / cost:>9.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description="Bearer token verification cost.")
    parser.add_argument("--iterations", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main_async(args.iterations, args.rounds))


if __name__ == "__main__":
    main()
