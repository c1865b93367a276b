"""Health and agent setup."""

from typing import Any

from litestar import Request, get

from assent_gateway.agent_schemas import AgentSetupView
from assent_gateway.agent_setup import agent_setup as setup_view
from assent_gateway.deps import GatewayDep
from assent_gateway.problems import ProblemError
from assent_gateway.schemas import Health
from assent_gateway.system import health_checks


@get("/healthz", exclude_from_auth=True, security=[], tags=["system"])
async def healthz(gateway: GatewayDep) -> Health:
    """200 when Redis answers and the orchestrator, discovery and executor each have a live process."""
    checks = await health_checks(gateway.redis)
    failing = sorted(name for name, state in checks.items() if state != "ok")
    if failing:
        raise ProblemError(503, "unhealthy", f"not ready: {', '.join(failing)}", extra={"checks": checks})
    return Health(status="ok", checks=checks)


@get("/agent-setup", tags=["system"])
async def agent_setup(gateway: GatewayDep, request: Request[Any, Any, Any]) -> AgentSetupView:
    """How to connect an external agent: the MCP endpoint, making a token, configuration to paste."""
    return setup_view((gateway.settings.public_url or str(request.base_url)).rstrip("/"))
