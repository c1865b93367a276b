"""``/mcp``: the official MCP SDK server (Streamable HTTP), mounted in the gateway, for external agents.

Stateless (``stateless_http``): no MCP session lives in a gateway process, so any replica behind a plain
load balancer serves any request. What an agent's session must remember — its discovery context —
is in Redis (``agent_sessions``). The SDK's bearer middleware asks ``AgentTokenVerifier`` on every
request, so a revoked token's next request is 401. The two tools are ``agent_tools``'s; a
``notifications/cancelled`` for a waiting execute call is applied through Redis by ``CancelWaitingCall``
(it may reach another replica than the call).
"""

from typing import Any, cast

from litestar import asgi
from litestar.types import Receive, Scope, Send
from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.settings import AuthSettings
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import AnyHttpUrl
from starlette import types as starlette
from starlette.types import ASGIApp

from assent_gateway.agent_calls import cancel_waiting_request
from assent_gateway.agent_token_auth import AgentTokenVerifier, GatewayGetter, token_of
from assent_gateway.agent_tools import INSTRUCTIONS, agent_tools

MCP_PATH = "/mcp"


class CancelWaitingCall:
    """Server middleware: a ``notifications/cancelled`` cancels the execute call it names, wherever
    that call is waiting (its request id was recorded in Redis under the token)."""

    def __init__(self, gateway: GatewayGetter) -> None:
        self._gateway = gateway

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        if ctx.method == "notifications/cancelled" and ctx.request_id is None:
            token = token_of(get_access_token())
            request_id = (ctx.params or {}).get("requestId")
            if token is not None and isinstance(request_id, str | int):
                await cancel_waiting_request(self._gateway(), token, str(request_id))
        return await call_next(ctx)


def create_mcp_server(gateway: GatewayGetter, *, issuer_url: str) -> MCPServer:
    server: MCPServer = MCPServer(
        name="assent",
        title="Assent",
        version="1",
        instructions=INSTRUCTIONS,
        token_verifier=AgentTokenVerifier(gateway),
        # The SDK asks for an issuer even for a plain resource server; no OAuth routes are served.
        auth=AuthSettings(issuer_url=AnyHttpUrl(issuer_url), resource_server_url=None),
        tools=agent_tools(gateway),
        middleware=[CancelWaitingCall(gateway)],
    )
    return server


def mcp_handler(server: MCPServer) -> Any:
    """The Litestar route mounting the SDK's ASGI app at ``/mcp``.

    The Host/Origin check is off: every request must carry an agent token in its Authorization header,
    which a rebinding page cannot add, and the gateway is reached under names only its deployment knows.
    """
    app: ASGIApp = server.streamable_http_app(
        streamable_http_path="/",
        stateless_http=True,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )

    @asgi(MCP_PATH, is_mount=True, copy_scope=True, include_in_schema=False)
    async def mcp(scope: Scope, receive: Receive, send: Send) -> None:
        path = scope["path"] or "/"
        # The very ASGI callables, typed by Litestar and by Starlette each in its own way.
        starlette_receive, starlette_send = cast(starlette.Receive, receive), cast(starlette.Send, send)
        await app({**scope, "path": path, "raw_path": path.encode()}, starlette_receive, starlette_send)

    return mcp
