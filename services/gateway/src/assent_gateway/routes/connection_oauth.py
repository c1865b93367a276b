"""Connecting the caller's personal account by OAuth: ``POST /v1/connections/{toolkit}/authorize`` →
the browser at the authorization server → ``GET /v1/connections/oauth/callback`` → back to the page.
The flow is in ``oauth_connect``."""

from typing import Any

from litestar import Request, get, post
from litestar.params import FromPath, JSONBody
from litestar.response import Redirect
from litestar.status_codes import HTTP_200_OK, HTTP_303_SEE_OTHER

from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.oauth_connect import begin, finish
from assent_gateway.schemas import OAuthAuthorization, OAuthAuthorize


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
    directory = await gateway.current_directory()
    settings = gateway.settings
    authorization = await begin(
        gateway.directory_source,
        gateway.redis,
        directory,
        caller,
        toolkit,
        return_to=data.return_to if data is not None else None,
        base_url=settings.public_url or str(request.base_url),
        configured=settings.oauth_clients.get(toolkit),
    )
    return OAuthAuthorization(authorization_url=authorization.url, expires_in=authorization.expires_in)


@get("/connections/oauth/callback", status_code=HTTP_303_SEE_OTHER, tags=["directory"])
async def oauth_callback(gateway: GatewayDep, caller: CallerDep, request: Request[Any, Any, Any]) -> Redirect:
    """The authorization server's answer (``state``, then ``code`` or ``error``): the account is
    connected (a new revision) and the browser sent back with ``?connected={toolkit}``."""
    query = request.query_params
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
    return Redirect(back_to, status_code=HTTP_303_SEE_OTHER)
