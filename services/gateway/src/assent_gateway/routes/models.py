"""The models the caller may use, from the directory."""

from litestar import get

from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.models import models_for
from assent_gateway.schemas import Items, ModelItem


@get("/models", tags=["directory"])
async def list_models(gateway: GatewayDep, caller: CallerDep) -> Items[ModelItem]:
    """Models the caller's organisation may use, per project key, with ``supports_tools``."""
    return Items[ModelItem](items=models_for(await gateway.current_directory(), caller))
