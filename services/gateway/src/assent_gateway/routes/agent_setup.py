"""``GET /v1/agent-setup``: how to connect an external agent."""

from typing import Any

from litestar import Request, get

from assent_gateway.agent_schemas import AgentSetupView
from assent_gateway.agent_setup import agent_setup as setup_view
from assent_gateway.deps import GatewayDep


@get("/agent-setup", tags=["system"])
async def agent_setup(gateway: GatewayDep, request: Request[Any, Any, Any]) -> AgentSetupView:
    """How to connect an external agent: the MCP endpoint, making a token, configuration to paste."""
    return setup_view((gateway.settings.public_url or str(request.base_url)).rstrip("/"))
