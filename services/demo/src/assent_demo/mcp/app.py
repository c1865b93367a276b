"""Wiring one demo MCP server: toolkit, auth, call counter, tool changes and HTTP routes.

``create_app(toolkit, tokens)`` returns a Starlette ASGI app serving

- ``/mcp``: the MCP endpoint (Streamable HTTP, stateful sessions in memory), bearer auth required;
- ``GET /stats`` → ``{"calls": {"create_issue": 1, ...}}`` and ``POST /stats/reset``;
- ``POST /admin/tools/{name}/description`` with ``{"description": "..."}``.

With ``oauth`` (an :class:`OAuthDemo`, the github server's default when it is run) the server is also
a protected resource (RFC 9728) of its own demo authorization server (``oauth``: metadata,
registration, ``/authorize``, ``/token``, ``/revoke``, the sign-in form) and accepts the tokens it
issues besides the static ones.

The plain routes need no token: these servers are loopback demos and test fixtures.
"""

from collections.abc import Mapping, Sequence
from typing import Literal, get_args

from mcp.server.auth.settings import AuthSettings, ClientRegistrationOptions, RevocationOptions
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.server.subscriptions import InMemorySubscriptionBus
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import AnyHttpUrl, BaseModel, Field, ValidationError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from assent_demo.mcp.auth import StaticTokenVerifier
from assent_demo.mcp.calls import CallCounter, CountToolCalls
from assent_demo.mcp.github import GitHub
from assent_demo.mcp.github_tools import github_tools
from assent_demo.mcp.oauth import DemoAuthorizationServer, add_oauth_routes
from assent_demo.mcp.slack import Slack
from assent_demo.mcp.slack_tools import slack_tools
from assent_demo.mcp.tool_changes import ToolChanges, TrackSessions, UnknownToolError

Toolkit = Literal["github", "slack"]
OAUTH_TOOLKITS: frozenset[str] = frozenset({"github"})
"""Toolkits whose demo server is, by default, a protected resource of its own authorization server."""
TOOLKITS: tuple[Toolkit, ...] = get_args(Toolkit)
MCP_PATH = "/mcp"
DEFAULT_PORTS: dict[Toolkit, int] = {"github": 8101, "slack": 8102}
DEFAULT_TOKENS: dict[Toolkit, dict[str, str]] = {
    "github": {"ghp_demo_alice": "alice", "ghp_demo_bob": "bob"},
    "slack": {"xoxb_demo_acme": "acme-bot"},
}
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
ANY_HOST = "*"
INSTRUCTIONS: dict[Toolkit, str] = {
    "github": "A demo GitHub: repositories acme/widgets and acme/gadgets, their issues and CI workflows.",
    "slack": "A demo Slack workspace (acme) with the channels #general and #dev.",
}


class OAuthDemo(BaseModel):
    """The demo authorization server's settings: ``public_url`` is the base URL clients and browsers
    reach this server at (the issuer; the protected resource is ``public_url + /mcp``); ``None``:
    the URL the server is bound to, filled in by whoever binds it."""

    public_url: str | None = None
    access_ttl_s: int = Field(default=3600, ge=1)
    refresh_ttl_s: int | None = Field(default=None, ge=1)


class DescriptionChange(BaseModel):
    description: str = Field(min_length=1)


def create_app(
    toolkit: Toolkit,
    tokens: Mapping[str, str] | None = None,
    *,
    allowed_hosts: Sequence[str] = (),
    oauth: OAuthDemo | None = None,
) -> Starlette:
    """The ASGI app of one demo server. ``tokens`` maps bearer tokens to logins (default: the
    toolkit's demo tokens); ``allowed_hosts`` adds Host header values to the loopback ones, or
    ``"*"`` turns the DNS-rebinding check off (see :func:`transport_security`); ``oauth`` makes it
    a protected resource of its own demo authorization server."""
    static = DEFAULT_TOKENS[toolkit] if tokens is None else tokens
    counter = CallCounter()
    sessions = TrackSessions()
    bus = InMemorySubscriptionBus()
    changes = ToolChanges(_toolkit_tools(toolkit), bus, sessions)
    provider = None if oauth is None else _authorization_server(oauth, static)
    server = MCPServer(
        name=f"assent-demo-{toolkit}",
        title=f"Demo {toolkit.title()}",
        version="1.0.0",
        instructions=INSTRUCTIONS[toolkit],
        tools=changes.tools,
        subscriptions=bus,
        middleware=[CountToolCalls(counter), sessions],
        token_verifier=StaticTokenVerifier(static) if provider is None else None,
        auth_server_provider=provider,
        auth=_auth_settings(provider),
    )
    if provider is not None:
        add_oauth_routes(server, provider)

    @server.custom_route("/stats", methods=["GET"])
    async def stats(request: Request) -> Response:
        return JSONResponse({"calls": counter.snapshot()})

    @server.custom_route("/stats/reset", methods=["POST"])
    async def reset_stats(request: Request) -> Response:
        counter.reset()
        return JSONResponse({"calls": counter.snapshot()})

    @server.custom_route("/admin/tools/{name}/description", methods=["POST"])
    async def change_description(request: Request) -> Response:
        name = request.path_params["name"]
        try:
            change = DescriptionChange.model_validate_json(await request.body())
        except ValidationError as error:
            return JSONResponse({"error": "invalid_body", "detail": error.errors(include_url=False)}, 422)
        try:
            await changes.set_description(name, change.description)
        except UnknownToolError:
            return JSONResponse({"error": "unknown_tool", "tool": name}, 404)
        return JSONResponse({"tool": name, "description": change.description})

    return server.streamable_http_app(
        streamable_http_path=MCP_PATH, transport_security=transport_security(allowed_hosts)
    )


def _authorization_server(oauth: OAuthDemo, static: Mapping[str, str]) -> DemoAuthorizationServer:
    if oauth.public_url is None:
        raise ValueError("the demo authorization server needs its public URL")
    issuer = oauth.public_url.rstrip("/")
    return DemoAuthorizationServer(
        issuer,
        f"{issuer}{MCP_PATH}",
        static,
        access_ttl_s=oauth.access_ttl_s,
        refresh_ttl_s=oauth.refresh_ttl_s,
    )


def _auth_settings(provider: DemoAuthorizationServer | None) -> AuthSettings:
    if provider is None:
        # The SDK asks for an issuer even for a plain resource server. No OAuth routes are served
        # (no provider, no resource_server_url); tokens are the static ones.
        return AuthSettings(issuer_url=AnyHttpUrl("http://127.0.0.1"), resource_server_url=None)
    return AuthSettings(
        issuer_url=AnyHttpUrl(provider.issuer),
        resource_server_url=AnyHttpUrl(provider.resource),
        # The provider checks an issued token's resource itself (static tokens have none).
        validate_token_resource=False,
        client_registration_options=ClientRegistrationOptions(enabled=True),
        revocation_options=RevocationOptions(enabled=True),
    )


def transport_security(allowed_hosts: Sequence[str]) -> TransportSecuritySettings:
    """DNS-rebinding protection that admits the loopback names plus ``allowed_hosts``.

    An entry with a port (``demo-github:8101``) must match exactly; one without admits any port.
    ``"*"`` disables the Host/Origin check: only for a container network where clients use names
    nobody can list in advance. Bearer tokens still guard every MCP request.
    """
    if ANY_HOST in allowed_hosts:
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    hosts: list[str] = []
    for host in (*LOOPBACK_HOSTS, *allowed_hosts):
        hosts.extend([host] if _has_port(host) else [host, f"{host}:*"])
    origins = [f"{scheme}://{host}" for host in hosts for scheme in ("http", "https")]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True, allowed_hosts=hosts, allowed_origins=origins
    )


def _has_port(host: str) -> bool:
    return ":" in host.rpartition("]")[2]


def _toolkit_tools(toolkit: Toolkit) -> list[Tool]:
    if toolkit == "github":
        return github_tools(GitHub())
    return slack_tools(Slack())
