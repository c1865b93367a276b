"""An OpenID Connect issuer's metadata and signing keys: the discovery document, then its JWKS.

The JWKS is cached for ``max_age_s`` and fetched again when it is older. A token naming a key id the
cache does not hold triggers one refetch (the issuer rotated its keys), at most once per
``refetch_interval_s`` however many such tokens arrive, so forged key ids cannot make the gateway hammer
the issuer. A refetch replaces the whole set: a key the issuer stopped publishing stops being trusted.
Only asymmetric signing keys are kept, and only asymmetric algorithms the issuer announces are allowed:
an HMAC key can never be confused with a public key, and ``none`` is never accepted.
"""

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import httpx
from joserfc.errors import JoseError
from joserfc.jwk import Key, KeySet

log = logging.getLogger(__name__)

ASYMMETRIC_ALGORITHMS = frozenset(
    {"RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA", "Ed25519"}
)
ASYMMETRIC_KEY_TYPES = frozenset({"RSA", "EC", "OKP"})


class IssuerUnavailable(Exception):
    """The issuer's discovery document or JWKS could not be read (never names a token)."""


class KeySource(Protocol):
    """Where a verifier finds the keys and allowed algorithms of one issuer."""

    async def algorithms(self) -> frozenset[str]: ...

    async def key(self, kid: str | None) -> Key | None: ...


@dataclass(frozen=True)
class IssuerMetadata:
    """The parts of an issuer's discovery document (OpenID Connect Discovery 1.0) the gateway uses."""

    issuer: str
    jwks_uri: str
    authorization_endpoint: str
    token_endpoint: str
    algorithms: frozenset[str]
    end_session_endpoint: str | None = None

    @classmethod
    def from_document(cls, issuer: str, document: dict[str, Any]) -> "IssuerMetadata":
        if document.get("issuer") != issuer:
            raise IssuerUnavailable("the discovery document names another issuer")
        announced = document.get("id_token_signing_alg_values_supported") or ["RS256"]
        algorithms = frozenset(a for a in announced if isinstance(a, str)) & ASYMMETRIC_ALGORITHMS
        try:
            return cls(
                issuer=issuer,
                jwks_uri=str(document["jwks_uri"]),
                authorization_endpoint=str(document["authorization_endpoint"]),
                token_endpoint=str(document["token_endpoint"]),
                algorithms=algorithms,
                end_session_endpoint=document.get("end_session_endpoint"),
            )
        except KeyError as missing:
            raise IssuerUnavailable(f"the discovery document has no {missing}") from None


def signing_keys(jwks: object) -> KeySet | None:
    """The asymmetric signature keys of a JWKS document (others are ignored), or None if there are none."""
    if not isinstance(jwks, dict) or not isinstance(jwks.get("keys"), list):
        raise IssuerUnavailable("the JWKS is not a key set")
    usable = [
        key
        for key in jwks["keys"]
        if isinstance(key, dict) and key.get("kty") in ASYMMETRIC_KEY_TYPES and key.get("use", "sig") == "sig"
    ]
    public = [{k: v for k, v in key.items() if k not in ("d", "p", "q", "dp", "dq", "qi")} for key in usable]
    if not public:
        return None
    try:
        return KeySet.import_key_set({"keys": public})
    except (JoseError, ValueError) as error:
        raise IssuerUnavailable(f"the JWKS has an unreadable key ({type(error).__name__})") from None


class IssuerKeys:
    """One issuer's metadata and keys, fetched lazily over ``http`` and cached as the module says."""

    def __init__(
        self,
        issuer: str,
        http: httpx.AsyncClient,
        *,
        max_age_s: float = 600.0,
        refetch_interval_s: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.issuer = issuer
        self._http = http
        self._max_age_s = max_age_s
        self._refetch_interval_s = refetch_interval_s
        self._clock = clock
        self._metadata: IssuerMetadata | None = None
        self._keys: KeySet | None = None
        self._fetched_at: float | None = None
        self._lock = asyncio.Lock()
        self.fetches = 0
        """How many times the JWKS was read (for tests and the benchmark)."""

    async def metadata(self) -> IssuerMetadata:
        if self._metadata is None:
            url = self.issuer.rstrip("/") + "/.well-known/openid-configuration"
            self._metadata = IssuerMetadata.from_document(self.issuer, await self._get_json(url))
        return self._metadata

    async def algorithms(self) -> frozenset[str]:
        return (await self.metadata()).algorithms

    async def key(self, kid: str | None) -> Key | None:
        """The signing key named ``kid``, refetching the JWKS when it is stale or lacks that key."""
        if self._fetched_at is None or self._clock() - self._fetched_at >= self._max_age_s:
            await self._refresh(self._fetched_at)
        found = self._lookup(kid)
        if found is None and self._may_refetch():
            await self._refresh(self._fetched_at)
            found = self._lookup(kid)
        return found

    def _lookup(self, kid: str | None) -> Key | None:
        if self._keys is None:
            return None
        try:
            return self._keys.get_by_kid(kid)
        except (JoseError, ValueError):
            return None

    def _may_refetch(self) -> bool:
        return self._fetched_at is None or self._clock() - self._fetched_at >= self._refetch_interval_s

    async def _refresh(self, seen_fetch: float | None) -> None:
        async with self._lock:
            if self._fetched_at != seen_fetch:
                return  # another request refreshed while this one waited
            metadata = await self.metadata()
            keys = signing_keys(await self._get_json(metadata.jwks_uri))
            self._keys, self._fetched_at = keys, self._clock()
            self.fetches += 1

    async def _get_json(self, url: str) -> dict[str, Any]:
        try:
            response = await self._http.get(url, headers={"Accept": "application/json"})
            response.raise_for_status()
            document = response.json()
        except (httpx.HTTPError, ValueError) as error:
            log.warning("identity provider unavailable: %s from %s", type(error).__name__, url)
            raise IssuerUnavailable(f"{url} answered no usable JSON") from None
        if not isinstance(document, dict):
            raise IssuerUnavailable(f"{url} answered no JSON object")
        return document
