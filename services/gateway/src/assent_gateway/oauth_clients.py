"""The OAuth client Assent is at a toolkit's authorization server: a client configured for the
toolkit (``ASSENT_GATEWAY_OAUTH_CLIENTS``), else the one it registered there before (kept in
PostgreSQL per toolkit and issuer, its secret sealed), else a new registration (RFC 7591, with the
``mcp`` SDK's request and response helpers) where the server offers it. A registration made for
another redirect URI (the gateway's public URL changed) is replaced."""

from dataclasses import dataclass

import httpx2
from mcp.client.auth import OAuthRegistrationError
from mcp.client.auth.utils import create_client_registration_request, handle_registration_response
from mcp.shared.auth import OAuthClientMetadata
from pydantic import AnyUrl, SecretStr
from sqlalchemy.dialects.postgresql import insert

from assent_database.tables import OAuthClientRow
from assent_gateway.oauth_discovery import AuthorizationTarget
from assent_gateway.settings import ConfiguredOAuthClient
from assent_runtime.directory_source import DatabaseDirectory

CLIENT_NAME = "Assent"


@dataclass(frozen=True)
class OAuthClient:
    client_id: str
    client_secret: SecretStr | None
    auth_method: str


class NoClient(Exception):
    """No client is configured and the authorization server offers no registration; ``str()`` is safe."""


async def client_for(
    source: DatabaseDirectory,
    toolkit: str,
    target: AuthorizationTarget,
    redirect_uri: str,
    configured: ConfiguredOAuthClient | None,
    *,
    timeout_s: float = 10.0,
) -> OAuthClient:
    if configured is not None:
        return OAuthClient(configured.client_id, configured.client_secret, configured.auth_method)
    async with source.sessions() as session:
        row = await session.get(OAuthClientRow, (toolkit, target.issuer))
    if row is not None and row.redirect_uri == redirect_uri:
        secret = SecretStr(source.cipher.decrypt(row.client_secret)) if row.client_secret else None
        return OAuthClient(row.client_id, secret, row.auth_method)
    if target.metadata.registration_endpoint is None:
        raise NoClient(
            f"the authorization server of toolkit {toolkit!r} offers no client registration; "
            "configure a client for it (ASSENT_GATEWAY_OAUTH_CLIENTS)"
        )
    registered = await _register(target, redirect_uri, timeout_s)
    async with source.sessions.begin() as session:
        values = {
            "redirect_uri": redirect_uri,
            "client_id": registered.client_id,
            "client_secret": (
                source.cipher.encrypt(registered.client_secret.get_secret_value())
                if registered.client_secret
                else None
            ),
            "auth_method": registered.auth_method,
            "registered": True,
        }
        await session.execute(
            insert(OAuthClientRow)
            .values(toolkit=toolkit, issuer=target.issuer, **values)
            .on_conflict_do_update(index_elements=["toolkit", "issuer"], set_=values)
        )
    return registered


async def _register(target: AuthorizationTarget, redirect_uri: str, timeout_s: float) -> OAuthClient:
    metadata = OAuthClientMetadata(
        redirect_uris=[AnyUrl(redirect_uri)],
        client_name=CLIENT_NAME,
        grant_types=["authorization_code", "refresh_token"],
        response_types=["code"],
        token_endpoint_auth_method="client_secret_post",
    )
    request = create_client_registration_request(target.metadata, metadata, target.issuer)
    try:
        async with httpx2.AsyncClient(timeout=timeout_s) as http:
            info = await handle_registration_response(await http.send(request))
    except OAuthRegistrationError:
        raise NoClient("the authorization server refused to register Assent as a client") from None
    except httpx2.HTTPError as error:
        raise NoClient(f"the authorization server is unreachable ({type(error).__name__})") from None
    if not info.client_id:
        raise NoClient("the authorization server registered no client id")
    return OAuthClient(
        info.client_id,
        SecretStr(info.client_secret) if info.client_secret else None,
        info.token_endpoint_auth_method or "client_secret_post",
    )
