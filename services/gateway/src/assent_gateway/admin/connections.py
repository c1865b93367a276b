"""The organisation's shared connections, managed by its administrators: create (with credentials),
update (rotate credentials, rename, permission, status) and delete. Every change bumps the
connection's revision in the transaction that writes it, so approvals bound to the old one are
refused; discovery re-lists (or forgets) it at once. A personal connection, or any connection of
another organisation, is answered 404 here, exactly like one that does not exist."""

from assent_contracts.directory import Connection, Directory, User
from assent_database.directory_reads import connection_of
from assent_database.tables import ConnectionRow
from assent_gateway.admin.schemas import SharedConnectionCreate, SharedConnectionUpdate
from assent_gateway.connections import enabled_toolkit, new_connection_id
from assent_gateway.problems import ProblemError
from assent_runtime.directory_source import DatabaseDirectory


def shared_connections(directory: Directory, admin: User) -> list[Connection]:
    return [c for c in directory.connections if c.kind == "shared" and c.org == admin.org]


def _not_found() -> ProblemError:
    return ProblemError(404, "connection_not_found", "no such shared connection")


def _shared_row(row: ConnectionRow | None, admin: User) -> ConnectionRow:
    if row is None or row.kind != "shared" or row.org_id != admin.org:
        raise _not_found()
    return row


async def create_shared(
    source: DatabaseDirectory, directory: Directory, admin: User, request: SharedConnectionCreate
) -> Connection:
    toolkit = enabled_toolkit(directory, admin, request.toolkit)
    row = ConnectionRow(
        id=new_connection_id(directory, f"conn_{admin.org}_{toolkit.slug}"),
        org_id=admin.org,
        toolkit=toolkit.slug,
        kind="shared",
        owner_id=None,
        display_name=request.display_name,
        status="connected",
        config_version=1,
        permission=request.permission,
        credentials=source.cipher.encrypt(request.credentials.get_secret_value()),
    )
    async with source.sessions.begin() as session:
        session.add(row)
        await session.flush()
        created = connection_of(row)
    await source.changed(created.id)
    return created


async def update_shared(
    source: DatabaseDirectory, admin: User, connection_id: str, request: SharedConnectionUpdate
) -> Connection:
    sealed = (
        None if request.credentials is None else source.cipher.encrypt(request.credentials.get_secret_value())
    )
    async with source.sessions.begin() as session:
        row = _shared_row(await session.get(ConnectionRow, connection_id, with_for_update=True), admin)
        if sealed is not None:
            row.credentials = sealed
        if request.display_name is not None:
            row.display_name = request.display_name
        if request.permission is not None:
            row.permission = request.permission
        if request.status is not None:
            row.status = request.status
        if request.status == "disconnected" and request.credentials is None:
            row.credentials = None
        row.config_version += 1
        await session.flush()
        updated = connection_of(row)
    await source.changed(connection_id)
    return updated


async def delete_shared(source: DatabaseDirectory, admin: User, connection_id: str) -> None:
    async with source.sessions.begin() as session:
        row = _shared_row(await session.get(ConnectionRow, connection_id, with_for_update=True), admin)
        await session.delete(row)
    await source.changed(connection_id)
