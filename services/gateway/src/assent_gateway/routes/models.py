"""The caller's models and connections, from the directory."""

from litestar import get

from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.directory_views import connections_for, models_for
from assent_gateway.schemas import ConnectionItem, Items, ModelItem


@get("/models", tags=["directory"])
async def list_models(gateway: GatewayDep, caller: CallerDep) -> Items[ModelItem]:
    """Models the caller's organisation may use, per project key, with ``supports_tools``."""
    return Items[ModelItem](items=models_for(await gateway.current_directory(), caller))


@get("/connections", tags=["directory"])
async def list_connections(gateway: GatewayDep, caller: CallerDep) -> Items[ConnectionItem]:
    """The caller's personal and the organisation's shared connections, with status and revision."""
    return Items[ConnectionItem](items=connections_for(await gateway.current_directory(), caller))
