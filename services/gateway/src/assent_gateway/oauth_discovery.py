"""Finding an MCP server's authorization server, as the MCP authorization spec says a client does,
with the ``mcp`` SDK's own discovery helpers (``mcp.client.auth.utils``): the server's 401 names its
protected resource metadata (RFC 9728; else the well-known URLs), which names the authorization
server, whose metadata (RFC 8414; else OpenID discovery) gives the endpoints. The resource the
metadata names must be the toolkit's MCP URL (RFC 8707: tokens are asked for that resource only).

Errors are ``DiscoveryFailed`` with a reason that names what was missing, never a body.
"""

from dataclasses import dataclass

import httpx2
from mcp.client.auth.utils import (
    build_oauth_authorization_server_metadata_discovery_urls,
    build_protected_resource_metadata_discovery_urls,
    create_oauth_metadata_request,
    extract_resource_metadata_from_www_auth,
    handle_auth_metadata_response,
    handle_protected_resource_response,
)
from mcp.shared.auth import OAuthMetadata, ProtectedResourceMetadata

PROBE = {"jsonrpc": "2.0", "id": 0, "method": "ping"}


class DiscoveryFailed(Exception):
    """The MCP server's authorization server could not be found; ``str()`` says why, safely."""


@dataclass(frozen=True)
class AuthorizationTarget:
    """Where to send a user to authorize access to ``resource`` (the toolkit's MCP endpoint)."""

    resource: str
    issuer: str
    metadata: OAuthMetadata


def same_url(a: str, b: str) -> bool:
    return a.rstrip("/") == b.rstrip("/")


async def discover(mcp_url: str, *, timeout_s: float = 10.0) -> AuthorizationTarget:
    async with httpx2.AsyncClient(timeout=timeout_s, follow_redirects=False) as http:
        try:
            probe = await http.post(
                mcp_url, json=PROBE, headers={"Accept": "application/json, text/event-stream"}
            )
            hinted = (
                extract_resource_metadata_from_www_auth(probe) if probe.status_code in (401, 403) else None
            )
            resource_metadata = await _first_resource_metadata(
                http, build_protected_resource_metadata_discovery_urls(hinted, mcp_url)
            )
            if resource_metadata is None:
                raise DiscoveryFailed("the MCP server publishes no protected resource metadata (RFC 9728)")
            if not same_url(str(resource_metadata.resource), mcp_url):
                raise DiscoveryFailed("the MCP server's metadata names another resource than its URL")
            if not resource_metadata.authorization_servers:
                raise DiscoveryFailed("the MCP server's metadata names no authorization server")
            issuer = str(resource_metadata.authorization_servers[0])
            metadata = await _first_server_metadata(
                http, build_oauth_authorization_server_metadata_discovery_urls(issuer, mcp_url)
            )
        except httpx2.HTTPError as error:
            raise DiscoveryFailed(
                f"the MCP server or its authorization server is unreachable ({type(error).__name__})"
            ) from None
    if metadata is None:
        raise DiscoveryFailed("the authorization server publishes no metadata (RFC 8414)")
    if not same_url(str(metadata.issuer), issuer):
        raise DiscoveryFailed("the authorization server's metadata names another issuer")
    if "S256" not in (metadata.code_challenge_methods_supported or []):
        raise DiscoveryFailed("the authorization server does not support PKCE with S256")
    return AuthorizationTarget(resource=mcp_url, issuer=str(metadata.issuer), metadata=metadata)


async def _first_resource_metadata(
    http: httpx2.AsyncClient, urls: list[str]
) -> ProtectedResourceMetadata | None:
    for url in urls:
        found = await handle_protected_resource_response(await http.send(create_oauth_metadata_request(url)))
        if found is not None:
            return found
    return None


async def _first_server_metadata(http: httpx2.AsyncClient, urls: list[str]) -> OAuthMetadata | None:
    for url in urls:
        go_on, found = await handle_auth_metadata_response(
            await http.send(create_oauth_metadata_request(url))
        )
        if found is not None:
            return found
        if not go_on:
            return None
    return None
