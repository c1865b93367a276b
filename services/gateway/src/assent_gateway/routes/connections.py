"""The caller's connections: list them, connect and disconnect their personal accounts."""

from litestar import Response, delete, get, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from assent_gateway.connections import connect_personal, connection_item, connections_for, disconnect_personal
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.schemas import ConnectionCreate, ConnectionItem, Items


@get("/connections", tags=["directory"])
async def list_connections(gateway: GatewayDep, caller: CallerDep) -> Items[ConnectionItem]:
    """The caller's personal and the organisation's shared connections, with status and revision."""
    return Items[ConnectionItem](items=connections_for(await gateway.current_directory(), caller))


@post(
    "/connections",
    status_code=HTTP_201_CREATED,
    responses={HTTP_200_OK: ResponseSpec(ConnectionItem, description="The personal account was reconnected")},
    tags=["directory"],
)
async def connect(
    gateway: GatewayDep, caller: CallerDep, data: JSONBody[ConnectionCreate]
) -> Response[ConnectionItem]:
    """Connect the caller's personal account of a toolkit with its credentials (201), or reconnect the
    one they have (200). Either way its revision changes: conversations started before cannot use it."""
    directory = await gateway.current_directory()
    connection, created = await connect_personal(gateway.directory_source, directory, caller, data)
    return Response(
        connection_item(connection, directory), status_code=HTTP_201_CREATED if created else HTTP_200_OK
    )


@delete("/connections/{connection_id:str}", status_code=HTTP_200_OK, tags=["directory"])
async def disconnect(gateway: GatewayDep, caller: CallerDep, connection_id: FromPath[str]) -> ConnectionItem:
    """Disconnect the caller's personal connection; a shared one is managed by an administrator (403)."""
    directory = await gateway.current_directory()
    return connection_item(
        await disconnect_personal(gateway.directory_source, directory, caller, connection_id), directory
    )
