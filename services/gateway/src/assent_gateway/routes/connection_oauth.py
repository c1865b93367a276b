"""Connecting an account by OAuth: ``POST /v1/connections/{toolkit}/authorize`` (the caller's
personal account; administrators start a shared one in ``routes/admin.py``) → the browser at the
authorization server → ``GET /v1/connections/oauth/callback`` → back to the page. The flow is in
``oauth_connect``."""

from typing import Any

from litestar import Request, get, post
from litestar.enums import MediaType
from litestar.params import FromPath, JSONBody
from litestar.response import Redirect
from litestar.status_codes import HTTP_200_OK, HTTP_303_SEE_OTHER

from assent_contracts.directory import User
from assent_gateway.deps import CallerDep, Gateway, GatewayDep
from assent_gateway.oauth_attempts import ConnectTarget
from assent_gateway.oauth_connect import CallbackFailed, begin, finish
from assent_gateway.schemas import OAuthAuthorization, OAuthAuthorize


async def start_authorization(
    gateway: Gateway,
    caller: User,
    request: Request[Any, Any, Any],
    toolkit: str,
    return_to: str | None,
    target: ConnectTarget | None = None,
) -> OAuthAuthorization:
    """Where to send the browser to connect ``target`` (default: the caller's personal account)."""
    settings = gateway.settings
    authorization = await begin(
        gateway.directory_source,
        gateway.redis,
        await gateway.current_directory(),
        caller,
        toolkit,
        return_to=return_to,
        base_url=settings.public_url or str(request.base_url),
        configured=settings.oauth_clients.get(toolkit),
        connecting=target,
    )
    return OAuthAuthorization(authorization_url=authorization.url, expires_in=authorization.expires_in)


@post("/connections/{toolkit:str}/authorize", status_code=HTTP_200_OK, tags=["directory"])
async def authorize_connection(
    gateway: GatewayDep,
    caller: CallerDep,
    request: Request[Any, Any, Any],
    toolkit: FromPath[str],
    data: JSONBody[OAuthAuthorize | None] = None,
) -> OAuthAuthorization:
    """Start connecting the caller's account of an OAuth toolkit: send the browser to
    ``authorization_url``; it returns to ``return_to`` (default ``/``) with ``?connected={toolkit}``."""
    return await start_authorization(gateway, caller, request, toolkit, data.return_to if data else None)


def _browser_navigation(request: Request[Any, Any, Any]) -> bool:
    """The browser itself arriving (its Accept prefers HTML), not an API client (JSON or ``*/*``)."""
    return request.accept.best_match([MediaType.JSON, MediaType.HTML], MediaType.JSON) == MediaType.HTML


@get("/connections/oauth/callback", status_code=HTTP_303_SEE_OTHER, tags=["directory"])
async def oauth_callback(gateway: GatewayDep, caller: CallerDep, request: Request[Any, Any, Any]) -> Redirect:
    """The authorization server's answer (``state``, then ``code`` or ``error``): the account is
    connected (a new revision) and the browser sent back with ``?connected={toolkit}``. When nothing
    is connected, a browser is sent back too, with ``?connect_error={code}&toolkit={toolkit}`` (the
    toolkit only when the state was the caller's); an API client gets the problem, with the same code."""
    query = request.query_params
    try:
        _, back_to = await finish(
            gateway.directory_source,
            gateway.redis,
            await gateway.current_directory(),
            caller,
            state=query.get("state"),
            code=query.get("code"),
            error=query.get("error"),
            iss=query.get("iss"),
        )
    except CallbackFailed as failed:
        if not _browser_navigation(request):
            raise
        back_to = failed.back_to
    return Redirect(back_to, status_code=HTTP_303_SEE_OTHER)
