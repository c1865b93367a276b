"""Browser sign-in: the OpenID Connect authorization code flow with PKCE, as a confidential client.

Authlib builds the authorization URL (S256 code challenge) and redeems the code at the token endpoint;
the ID token that comes back is verified like any token (``access_tokens``) with the client id as its
audience, and its ``nonce`` must be the one this sign-in sent. Errors are ``SignInFailed`` with a
message fit for the user (never a code, token or secret).
"""

import secrets
from dataclasses import dataclass
from typing import Any

from authlib.common.errors import AuthlibBaseError
from authlib.integrations.httpx_client import AsyncOAuth2Client

from assent_gateway.access_tokens import InvalidToken, TokenVerifier, TrustedIssuer
from assent_gateway.issuer_keys import IssuerKeys, IssuerUnavailable
from assent_gateway.sessions import LoginAttempt, browser_digest


def safe_return(return_to: str | None) -> str:
    """Where the browser returns after signing in: only a path on this site, never another origin
    (open redirect)."""
    if not return_to or not return_to.startswith("/") or return_to.startswith("//") or "\\" in return_to:
        return "/"
    return return_to


def provider_error(error: str) -> str:
    """The identity provider's ``error`` value, cut to the characters an OAuth error code has, fit to
    name back to the user."""
    return "".join(c for c in error[:64] if c.isalnum() or c == "_")


class SignInFailed(Exception):
    """The sign-in cannot complete; the message says why in words for the user."""


@dataclass(frozen=True)
class SignInClient:
    """The gateway as a client of ``keys.issuer``."""

    keys: IssuerKeys
    client_id: str
    client_secret: str | None
    scopes: str
    resource: str
    leeway_s: int = 30
    timeout_s: float = 10.0

    def _client(self, redirect_uri: str) -> Any:
        """Authlib's httpx client; ``Any`` because it subclasses httpx2 or httpx, whichever imports,
        which type checkers cannot follow."""
        return AsyncOAuth2Client(
            client_id=self.client_id,
            client_secret=self.client_secret,
            token_endpoint_auth_method="client_secret_basic" if self.client_secret else "none",
            scope=self.scopes,
            redirect_uri=redirect_uri,
            code_challenge_method="S256",
            timeout=self.timeout_s,
        )

    async def begin(self, redirect_uri: str, return_to: str) -> tuple[str, LoginAttempt, str]:
        """The authorization URL to send the browser to, the attempt to keep, and the browser secret
        to put in its login cookie."""
        metadata = await self.keys.metadata()
        browser_secret = secrets.token_urlsafe(32)
        attempt = LoginAttempt(
            state=secrets.token_urlsafe(32),
            nonce=secrets.token_urlsafe(32),
            code_verifier=secrets.token_urlsafe(64),
            redirect_uri=redirect_uri,
            return_to=return_to,
            browser=browser_digest(browser_secret),
        )
        client = self._client(redirect_uri)
        try:
            url, _ = client.create_authorization_url(
                metadata.authorization_endpoint,
                state=attempt.state,
                code_verifier=attempt.code_verifier,
                nonce=attempt.nonce,
                resource=self.resource,
            )
        finally:
            await client.aclose()
        return url, attempt, browser_secret

    async def finish(self, attempt: LoginAttempt, code: str, issuer: str | None) -> dict[str, Any]:
        """The verified ID-token claims of the user who signed in."""
        metadata = await self.keys.metadata()
        if issuer is not None and issuer != metadata.issuer:
            raise SignInFailed("the answer came from another identity provider")
        client = self._client(attempt.redirect_uri)
        try:
            token = await client.fetch_token(
                metadata.token_endpoint,
                grant_type="authorization_code",
                code=code,
                code_verifier=attempt.code_verifier,
                resource=self.resource,
            )
        except AuthlibBaseError as error:  # OAuth2Error, and the httpx client's OAuthError for a refused code
            raise SignInFailed(f"the identity provider refused the sign-in ({error.error})") from None
        except Exception as error:  # the HTTP client's own errors (httpx2)
            reason = type(error).__name__
            raise SignInFailed(f"the identity provider could not be reached ({reason})") from None
        finally:
            await client.aclose()
        id_token = token.get("id_token")
        if not isinstance(id_token, str):
            raise SignInFailed("the identity provider sent no ID token")
        verifier = TokenVerifier(
            [TrustedIssuer(metadata.issuer, self.client_id, self.keys)], leeway_s=self.leeway_s
        )
        try:
            claims = await verifier.verify(id_token)
        except (InvalidToken, IssuerUnavailable):
            raise SignInFailed("the identity provider's ID token did not verify") from None
        if not secrets.compare_digest(str(claims.get("nonce", "")), attempt.nonce):
            raise SignInFailed("the ID token belongs to another sign-in")
        return claims
