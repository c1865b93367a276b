"""Authentication of every ``/v1`` route (except those marked ``exclude_from_auth``).

A request with an ``Authorization`` header is judged by it alone: it must be ``Bearer`` and a JWT of a
trusted issuer (``identity.user_of_token``). A request without one may carry the browser's session
cookie instead; cookie requests that change state must also pass CSRF (``csrf``). Anything else is
401 ``unauthorized``; the token itself never appears in a response or a log. Other kinds of bearer
token (agent tokens of the ``/mcp`` endpoint) are no user token, so they are 401 here too: an endpoint
that accepts them authenticates with its own middleware and never reaches this one.
"""

from litestar.connection import ASGIConnection
from litestar.middleware import AbstractAuthenticationMiddleware, AuthenticationResult

from assent_gateway.access_tokens import ExpiredToken, InvalidToken
from assent_gateway.deps import Gateway
from assent_gateway.issuer_keys import IssuerUnavailable
from assent_gateway.problems import ProblemError, unauthorized


def bearer_token(authorization: str | None) -> str | None:
    scheme, _, token = (authorization or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return token


def identity_unavailable() -> ProblemError:
    return ProblemError(
        503, "identity_unavailable", "the identity provider cannot be reached to check the token"
    )


class UserAuthenticationMiddleware(AbstractAuthenticationMiddleware):
    async def authenticate_request(self, connection: ASGIConnection) -> AuthenticationResult:
        gateway: Gateway = connection.app.state.gateway
        identity = gateway.identity
        authorization = connection.headers.get("authorization")
        if authorization is None:
            session_id = connection.cookies.get(gateway.settings.session_cookie)
            user = await identity.user_of_session(session_id) if session_id else None
            if user is None:
                raise unauthorized("sign in, or send an Authorization: Bearer token")
            return AuthenticationResult(user=user, auth="session")
        token = bearer_token(authorization)
        if token is None:
            raise unauthorized("an Authorization: Bearer token is required")
        try:
            user = await identity.user_of_token(token)
        except ExpiredToken:
            raise unauthorized("the bearer token has expired") from None
        except InvalidToken:
            raise unauthorized("the bearer token is invalid") from None
        except IssuerUnavailable:
            raise identity_unavailable() from None
        return AuthenticationResult(user=user, auth="bearer")
