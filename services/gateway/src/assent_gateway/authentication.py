"""Bearer-token authentication of every ``/v1`` route (except those marked ``exclude_from_auth``).

A missing, malformed, expired or wrongly signed token, or one naming a user the directory does not
know, is answered 401 ``unauthorized``; the token itself never appears in a response or a log.
"""

from litestar.connection import ASGIConnection
from litestar.middleware import AbstractAuthenticationMiddleware, AuthenticationResult

from assent_gateway.auth import InvalidToken, verify_token
from assent_gateway.deps import Gateway
from assent_gateway.problems import unauthorized


def bearer_token(authorization: str | None) -> str | None:
    scheme, _, token = (authorization or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return token


class BearerTokenMiddleware(AbstractAuthenticationMiddleware):
    async def authenticate_request(self, connection: ASGIConnection) -> AuthenticationResult:
        gateway: Gateway = connection.app.state.gateway
        token = bearer_token(connection.headers.get("authorization"))
        if token is None:
            raise unauthorized("an Authorization: Bearer token is required")
        try:
            user_id = verify_token(token, gateway.settings.token_secret.get_secret_value())
        except InvalidToken as error:
            detail = (
                "the bearer token has expired" if str(error) == "expired" else "the bearer token is invalid"
            )
            raise unauthorized(detail) from None
        user = (await gateway.current_directory()).user(user_id)
        if user is None:
            raise unauthorized("the bearer token is invalid")
        return AuthenticationResult(user=user, auth=user_id)
