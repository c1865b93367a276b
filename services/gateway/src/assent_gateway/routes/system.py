"""Health and agent setup."""

from typing import Any

from litestar import Request, get

from assent_gateway.deps import GatewayDep
from assent_gateway.health import health_checks
from assent_gateway.problems import ProblemError
from assent_gateway.schemas import AgentSetup, Health

AGENT_INSTRUCTIONS = (
    "Add an MCP server of type Streamable HTTP at mcp_endpoint to your agent, and send an "
    "'Authorization: Bearer <token>' header with a token issued for you. The agent then gets the same "
    "two tools as the Playground (assent_search_tools, assent_execute_tool); every external action it "
    "proposes still waits for your approval."
)


@get("/healthz", exclude_from_auth=True, security=[], tags=["system"])
async def healthz(gateway: GatewayDep) -> Health:
    """200 when Redis answers and the orchestrator, discovery and executor each have a live process."""
    checks = await health_checks(gateway.redis)
    failing = sorted(name for name, state in checks.items() if state != "ok")
    if failing:
        raise ProblemError(503, "unhealthy", f"not ready: {', '.join(failing)}", extra={"checks": checks})
    return Health(status="ok", checks=checks)


@get("/agent-setup", tags=["system"])
async def agent_setup(gateway: GatewayDep, request: Request[Any, Any, Any]) -> AgentSetup:
    """How to connect an external agent. Token issuance for agents is not available yet."""
    base = (gateway.settings.public_url or str(request.base_url)).rstrip("/")
    return AgentSetup(
        mcp_endpoint=f"{base}/mcp",
        instructions=AGENT_INSTRUCTIONS,
        token_hint="Ask your administrator for an agent token (self-service issuance is not available yet).",
    )
