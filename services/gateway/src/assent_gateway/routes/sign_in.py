"""Browser sign-in: ``GET /auth/login`` → the issuer → ``GET /auth/callback`` → a session cookie;
``POST /auth/logout``. The flow itself is in ``sign_in``; sessions in ``sessions``; the cookies here."""

from typing import Any

from litestar import Request, Response, get, post
from litestar.datastructures import Cookie
from litestar.params import FromQuery
from litestar.response import Redirect

from assent_gateway.deps import Gateway, GatewayDep
from assent_gateway.issuer_keys import IssuerUnavailable
from assent_gateway.problems import ProblemError
from assent_gateway.sign_in import SignInClient, SignInFailed, provider_error, safe_return
from assent_gateway.users import UnmappableClaims, user_from_claims

LOGIN_COOKIE = "assent_login"
LOGIN_COOKIE_PATH = "/auth"


def _sign_in_failed(detail: str) -> ProblemError:
    return ProblemError(400, "sign_in_failed", detail)


def _client(gateway: Gateway) -> SignInClient:
    if gateway.identity.sign_in is None:
        raise ProblemError(
            503, "sign_in_unavailable", "browser sign-in needs ASSENT_GATEWAY_OIDC_ISSUER and _OIDC_CLIENT_ID"
        )
    return gateway.identity.sign_in


@get("/auth/login", security=[], tags=["identity"], status_code=302)
async def login(
    gateway: GatewayDep, request: Request[Any, Any, Any], return_to: FromQuery[str | None] = None
) -> Redirect:
    """Send the browser to the identity provider (authorization code with PKCE)."""
    client = _client(gateway)
    base = (gateway.settings.public_url or str(request.base_url)).rstrip("/")
    redirect_uri = gateway.settings.oidc_redirect_uri or f"{base}/auth/callback"
    try:
        url, attempt, browser_secret = await client.begin(redirect_uri, safe_return(return_to))
    except IssuerUnavailable:
        raise ProblemError(503, "identity_unavailable", "the identity provider cannot be reached") from None
    await gateway.identity.sessions.begin_login(attempt)
    cookie = Cookie(
        key=LOGIN_COOKIE,
        value=browser_secret,
        path=LOGIN_COOKIE_PATH,
        max_age=600,
        httponly=True,
        samesite="lax",
        secure=gateway.settings.secure_cookies,
    )
    return Redirect(url, status_code=302, cookies=[cookie])


@get("/auth/callback", security=[], tags=["identity"], status_code=302)
async def callback(gateway: GatewayDep, request: Request[Any, Any, Any]) -> Redirect:
    """The identity provider's answer (``state``, then ``code`` or ``error``, and ``iss``): start a
    session and return to where the sign-in began."""
    client = _client(gateway)
    query = request.query_params
    state, code, error, iss = (query.get(name) for name in ("state", "code", "error", "iss"))
    identity = gateway.identity
    attempt = await identity.sessions.take_login(state or "", request.cookies.get(LOGIN_COOKIE))
    if attempt is None:
        raise _sign_in_failed("this sign-in is unknown, expired, used or from another browser; sign in again")
    if error is not None:
        raise _sign_in_failed(f"the identity provider refused the sign-in ({provider_error(error)})")
    if not code:
        raise _sign_in_failed("the identity provider sent no authorization code")
    try:
        claims = await client.finish(attempt, code, iss)
        user = user_from_claims(claims, identity.mapping)
    except (SignInFailed, UnmappableClaims) as failure:
        raise _sign_in_failed(str(failure)) from None
    except IssuerUnavailable:
        raise ProblemError(503, "identity_unavailable", "the identity provider cannot be reached") from None
    await identity.users.signed_in(user)
    session_id = await identity.sessions.create(user)
    settings = gateway.settings
    cookies = [
        Cookie(
            key=settings.session_cookie,
            value=session_id,
            path="/",
            max_age=identity.sessions.ttl_s,
            httponly=True,
            samesite="lax",
            secure=settings.secure_cookies,
        ),
        Cookie(key=LOGIN_COOKIE, value="", path=LOGIN_COOKIE_PATH, max_age=0, httponly=True),
    ]
    return Redirect(attempt.return_to, status_code=302, cookies=cookies)


@post("/auth/logout", security=[], tags=["identity"], status_code=204)
async def logout(gateway: GatewayDep, request: Request[Any, Any, Any]) -> Response[None]:
    """End the browser's session (idempotent). Signed in by cookie, it needs the CSRF header."""
    cookie_name = gateway.settings.session_cookie
    session_id = request.cookies.get(cookie_name)
    if session_id:
        await gateway.identity.sessions.delete(session_id)
    expired = Cookie(key=cookie_name, value="", path="/", max_age=0, httponly=True, samesite="lax")
    return Response(None, status_code=204, cookies=[expired])
