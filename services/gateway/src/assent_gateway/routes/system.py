"""``GET /v1/healthz``: readiness."""

from litestar import get

from assent_gateway.deps import GatewayDep
from assent_gateway.schemas import Health
from assent_gateway.system import readiness


@get("/healthz", exclude_from_auth=True, security=[], tags=["system"])
async def healthz(gateway: GatewayDep) -> Health:
    """200 when Redis answers and the orchestrator, discovery and executor each have a live process."""
    return await readiness(gateway.redis)
