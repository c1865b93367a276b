"""Administrators' routes: toolkit enablement and shared connections of the caller's organisation."""

from typing import Any

from litestar import Request, delete, get, patch, post, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED, HTTP_204_NO_CONTENT

from assent_gateway.admin.access import require_admin
from assent_gateway.admin.connections import (
    create_shared,
    delete_shared,
    shared_connection,
    shared_connections,
    update_shared,
)
from assent_gateway.admin.schemas import (
    SharedConnectionAuthorize,
    SharedConnectionCreate,
    SharedConnectionUpdate,
    ToolkitItem,
    ToolkitsUpdate,
)
from assent_gateway.admin.toolkits import set_toolkits, toolkits_of
from assent_gateway.connections import connection_item
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.oauth_attempts import ConnectTarget
from assent_gateway.routes.connection_oauth import start_authorization
from assent_gateway.schemas import ConnectionItem, Items, OAuthAuthorization, OAuthAuthorize


@get("/admin/toolkits", tags=["admin"])
async def list_toolkits(gateway: GatewayDep, caller: CallerDep) -> Items[ToolkitItem]:
    """Every toolkit, and whether the caller's organisation has it enabled."""
    require_admin(caller)
    return Items[ToolkitItem](items=toolkits_of(await gateway.current_directory(), caller))


@put("/admin/toolkits", tags=["admin"])
async def update_toolkits(
    gateway: GatewayDep, caller: CallerDep, data: JSONBody[ToolkitsUpdate]
) -> Items[ToolkitItem]:
    """Enable or disable toolkits for the organisation (the ones named); returns them all."""
    require_admin(caller)
    directory = await gateway.current_directory()
    return Items[ToolkitItem](items=await set_toolkits(gateway.directory_source, directory, caller, data))


@get("/admin/connections", tags=["admin"])
async def list_shared_connections(gateway: GatewayDep, caller: CallerDep) -> Items[ConnectionItem]:
    """The organisation's shared connections, whatever their status or toolkit's enablement."""
    require_admin(caller)
    directory = await gateway.current_directory()
    return Items[ConnectionItem](
        items=[connection_item(c, directory) for c in shared_connections(directory, caller)]
    )


@post("/admin/connections", status_code=HTTP_201_CREATED, tags=["admin"])
async def create_shared_connection(
    gateway: GatewayDep, caller: CallerDep, data: JSONBody[SharedConnectionCreate]
) -> ConnectionItem:
    """A new shared connection of an enabled toolkit, with its credentials (stored encrypted)."""
    require_admin(caller)
    directory = await gateway.current_directory()
    return connection_item(await create_shared(gateway.directory_source, directory, caller, data), directory)


@post("/admin/connections/authorize", status_code=HTTP_200_OK, tags=["admin"])
async def authorize_new_shared_connection(
    gateway: GatewayDep,
    caller: CallerDep,
    request: Request[Any, Any, Any],
    data: JSONBody[SharedConnectionAuthorize],
) -> OAuthAuthorization:
    """Start a new shared connection of an OAuth toolkit: send the browser to ``authorization_url``;
    the connection is created (revision 1) when it comes back through
    ``/v1/connections/oauth/callback``, which sends it on to ``return_to?connected={toolkit}``."""
    require_admin(caller)
    target = ConnectTarget(kind="shared", display_name=data.display_name, permission=data.permission)
    return await start_authorization(gateway, caller, request, data.toolkit, data.return_to, target)


@post("/admin/connections/{connection_id:str}/authorize", status_code=HTTP_200_OK, tags=["admin"])
async def authorize_shared_connection(
    gateway: GatewayDep,
    caller: CallerDep,
    request: Request[Any, Any, Any],
    connection_id: FromPath[str],
    data: JSONBody[OAuthAuthorize | None] = None,
) -> OAuthAuthorization:
    """Reconnect a shared connection of an OAuth toolkit with a new grant (a new revision; the old
    grant is revoked), through the same authorization server and callback."""
    require_admin(caller)
    connection = shared_connection(await gateway.current_directory(), caller, connection_id)
    target = ConnectTarget(kind="shared", connection_id=connection.id)
    return_to = data.return_to if data else None
    return await start_authorization(gateway, caller, request, connection.toolkit, return_to, target)


@patch("/admin/connections/{connection_id:str}", tags=["admin"])
async def update_shared_connection(
    gateway: GatewayDep,
    caller: CallerDep,
    connection_id: FromPath[str],
    data: JSONBody[SharedConnectionUpdate],
) -> ConnectionItem:
    """Rotate credentials, rename, change permission or status; the revision changes."""
    require_admin(caller)
    return connection_item(await update_shared(gateway.directory_source, caller, connection_id, data))


@delete("/admin/connections/{connection_id:str}", status_code=HTTP_204_NO_CONTENT, tags=["admin"])
async def delete_shared_connection(
    gateway: GatewayDep, caller: CallerDep, connection_id: FromPath[str]
) -> None:
    """Delete a shared connection; conversations using it can no longer run its actions."""
    require_admin(caller)
    await delete_shared(gateway.directory_source, caller, connection_id)


HANDLERS = [
    list_toolkits,
    update_toolkits,
    list_shared_connections,
    create_shared_connection,
    authorize_new_shared_connection,
    authorize_shared_connection,
    update_shared_connection,
    delete_shared_connection,
]
