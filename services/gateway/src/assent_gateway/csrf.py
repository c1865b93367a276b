"""CSRF protection of cookie-authenticated requests: Litestar's own ``CSRFMiddleware``, applied only
where a cookie could be abused.

A request that carries an ``Authorization`` header is authenticated by that header alone (a browser
never adds one to a cross-site request on its own), so it passes untouched; so does a request without
the session cookie (it is not signed in by cookie). A request with the session cookie and no
``Authorization`` goes through Litestar's double-submit check: safe methods receive the ``csrftoken``
cookie, and every other method must echo it in the ``X-CSRFToken`` header, else 403 ``csrf_failed``.
"""

from litestar.config.csrf import CSRFConfig
from litestar.connection import ASGIConnection
from litestar.exceptions import PermissionDeniedException
from litestar.middleware.csrf import CSRFMiddleware
from litestar.types import ASGIApp, Receive, Scope, Send
from litestar.utils.empty import value_or_default
from litestar.utils.scope.state import ScopeState

from assent_gateway.problems import ProblemError

CSRF_COOKIE = "csrftoken"
CSRF_HEADER = "x-csrftoken"


class SessionCsrfMiddleware(CSRFMiddleware):
    def __init__(self, app: ASGIApp, config: CSRFConfig, session_cookie: str) -> None:
        super().__init__(app, config)
        self.session_cookie = session_cookie

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self._cookie_authenticated(scope):
            await self.app(scope, receive, send)
            return
        try:
            await super().__call__(scope, receive, send)
        except PermissionDeniedException:
            if value_or_default(ScopeState.from_scope(scope).csrf_token, None) is not None:
                raise  # the check passed: this came from the route itself
            raise ProblemError(
                403,
                "csrf_failed",
                f"a request signed in by cookie must send the {CSRF_COOKIE} cookie's value in {CSRF_HEADER}",
            ) from None

    def _cookie_authenticated(self, scope: Scope) -> bool:
        connection: ASGIConnection = ASGIConnection(scope)
        return "authorization" not in connection.headers and self.session_cookie in connection.cookies


def csrf_config(secret: str, *, secure: bool) -> CSRFConfig:
    return CSRFConfig(
        secret=secret,
        cookie_name=CSRF_COOKIE,
        header_name=CSRF_HEADER,
        cookie_secure=secure,
        cookie_samesite="strict",
    )
