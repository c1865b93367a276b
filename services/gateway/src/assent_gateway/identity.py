"""Who a request comes from: the gateway's identity parts, built once from settings.

``user_of_token`` turns a bearer JWT into a ``User`` (verified, mapped, recorded as signed in);
``user_of_session`` reads a browser session. Everything the ``/v1`` routes accept as a user goes
through here; tokens of other kinds (an external agent's token for ``/mcp``) are not JWTs of a trusted
issuer and so are refused here by construction.
"""

from dataclasses import dataclass

import httpx
from redis.asyncio import Redis

from assent_contracts.directory import User
from assent_gateway.access_tokens import InvalidToken, TokenVerifier, TrustedIssuer
from assent_gateway.dev_tokens import DEV_ISSUER, DevKeys, load_or_create_dev_key
from assent_gateway.issuer_keys import IssuerKeys
from assent_gateway.sessions import SessionStore
from assent_gateway.settings import GatewaySettings
from assent_gateway.sign_in import SignInClient
from assent_gateway.users import ClaimsMapping, UnmappableClaims, UserStore, user_from_claims


@dataclass(frozen=True)
class Identity:
    verifier: TokenVerifier
    mapping: ClaimsMapping
    users: UserStore
    sessions: SessionStore
    sign_in: SignInClient | None
    """None when no issuer or client id is configured: ``/auth/login`` then answers 503."""
    issuer_keys: IssuerKeys | None

    async def user_of_token(self, token: str) -> User:
        """The user a bearer token names, else ``InvalidToken`` (``IssuerUnavailable``: no keys to check)."""
        claims = await self.verifier.verify(token)
        try:
            user = user_from_claims(claims, self.mapping)
        except UnmappableClaims as error:
            raise InvalidToken(str(error)) from None
        await self.users.signed_in(user)
        return user

    async def user_of_session(self, session_id: str) -> User | None:
        return await self.sessions.user(session_id)


def build_identity(
    settings: GatewaySettings, redis: Redis, http: httpx.AsyncClient, users: UserStore
) -> Identity:
    trusted: list[TrustedIssuer] = []
    issuer_keys = None
    if settings.oidc_issuer:
        issuer_keys = IssuerKeys(
            settings.oidc_issuer,
            http,
            max_age_s=settings.oidc_jwks_max_age_s,
            refetch_interval_s=settings.oidc_jwks_refetch_interval_s,
        )
        trusted.append(TrustedIssuer(settings.oidc_issuer, settings.oidc_audience, issuer_keys))
    if settings.dev_mode:
        dev_keys = DevKeys.of(load_or_create_dev_key(settings.dev_key_path))
        trusted.append(TrustedIssuer(DEV_ISSUER, settings.oidc_audience, dev_keys))
    sign_in = None
    if issuer_keys is not None and settings.oidc_client_id:
        secret = settings.oidc_client_secret
        sign_in = SignInClient(
            keys=issuer_keys,
            client_id=settings.oidc_client_id,
            client_secret=secret.get_secret_value() if secret else None,
            scopes=settings.oidc_scopes,
            resource=settings.oidc_audience,
            leeway_s=settings.oidc_leeway_s,
        )
    return Identity(
        verifier=TokenVerifier(trusted, leeway_s=settings.oidc_leeway_s),
        mapping=ClaimsMapping.from_settings(settings),
        users=users,
        sessions=SessionStore(redis, ttl_s=settings.session_ttl_s),
        sign_in=sign_in,
        issuer_keys=issuer_keys,
    )
