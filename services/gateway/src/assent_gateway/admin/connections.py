"""The organisation's shared connections, managed by its administrators: create (with credentials, or
with an OAuth grant through ``oauth_connect``), reconnect by OAuth, update (rotate credentials, rename,
permission, status) and delete. Every change bumps the connection's revision in the transaction that
writes it, so approvals bound to the old one are refused; discovery re-lists (or forgets) it at once.
A personal connection, or any connection of another organisation, is answered 404 here, exactly like
one that does not exist.

A shared connection holds static credentials or an OAuth grant, never both. An OAuth grant the
connection stops holding (reconnected, given credentials, disconnected, deleted) is revoked at its
authorization server once the change is committed, where the server offers revocation, as for
personal accounts (``connections``)."""

from assent_contracts.directory import Connection, Directory, Permission, Toolkit, User
from assent_database.directory_reads import connection_of
from assent_database.oauth_grants import OAuthGrant, seal_grant
from assent_database.tables import ConnectionRow
from assent_gateway.admin.schemas import SharedConnectionCreate, SharedConnectionUpdate
from assent_gateway.connections import enabled_toolkit, grant_of, new_connection_id
from assent_gateway.oauth_attempts import ConnectTarget
from assent_gateway.problems import ProblemError
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.oauth_refresh import revoke_grant


def shared_connections(directory: Directory, admin: User) -> list[Connection]:
    return [c for c in directory.connections if c.kind == "shared" and c.org == admin.org]


def shared_connection(directory: Directory, admin: User, connection_id: str) -> Connection:
    """The administrator's organisation's shared connection ``connection_id``, or 404."""
    found = directory.connection(connection_id)
    if found is None or found.kind != "shared" or found.org != admin.org:
        raise _not_found()
    return found


def _not_found() -> ProblemError:
    return ProblemError(404, "connection_not_found", "no such shared connection")


def _shared_row(row: ConnectionRow | None, admin: User) -> ConnectionRow:
    if row is None or row.kind != "shared" or row.org_id != admin.org:
        raise _not_found()
    return row


async def _add_shared(
    source: DatabaseDirectory,
    directory: Directory,
    admin: User,
    toolkit: Toolkit,
    *,
    display_name: str,
    permission: Permission,
    credentials: str | None = None,
    oauth_tokens: str | None = None,
) -> Connection:
    """A new shared connection of ``toolkit`` with these sealed credentials or OAuth tokens."""
    row = ConnectionRow(
        id=new_connection_id(directory, f"conn_{admin.org}_{toolkit.slug}"),
        org_id=admin.org,
        toolkit=toolkit.slug,
        kind="shared",
        owner_id=None,
        display_name=display_name,
        status="connected",
        config_version=1,
        permission=permission,
        credentials=credentials,
        oauth_tokens=oauth_tokens,
    )
    async with source.sessions.begin() as session:
        session.add(row)
        await session.flush()
        created = connection_of(row)
    await source.changed(created.id)
    return created


async def create_shared(
    source: DatabaseDirectory, directory: Directory, admin: User, request: SharedConnectionCreate
) -> Connection:
    toolkit = enabled_toolkit(directory, admin, request.toolkit)
    return await _add_shared(
        source,
        directory,
        admin,
        toolkit,
        display_name=request.display_name,
        permission=request.permission,
        credentials=source.cipher.encrypt(request.credentials.get_secret_value()),
    )


async def connect_shared_oauth(
    source: DatabaseDirectory,
    directory: Directory,
    admin: User,
    toolkit: Toolkit,
    grant: OAuthGrant,
    target: ConnectTarget,
) -> Connection:
    """Store an OAuth grant as the shared connection ``target`` names: a new one, or an existing one
    of ``toolkit`` reconnected (a new revision, its credentials or earlier grant dropped, that grant
    revoked)."""
    sealed = seal_grant(source.cipher, grant)
    if target.connection_id is None:
        return await _add_shared(
            source,
            directory,
            admin,
            toolkit,
            display_name=target.display_name or f"{toolkit.display_name} ({admin.org})",
            permission=target.permission,
            oauth_tokens=sealed,
        )
    async with source.sessions.begin() as session:
        found = await session.get(ConnectionRow, target.connection_id, with_for_update=True)
        row = _shared_row(found if found is None or found.toolkit == toolkit.slug else None, admin)
        old_grant = grant_of(source, row)
        row.status, row.credentials, row.oauth_tokens = "connected", None, sealed
        row.config_version += 1
        await session.flush()
        reconnected = connection_of(row)
    await _announce(source, reconnected.id, old_grant)
    return reconnected


async def update_shared(
    source: DatabaseDirectory, admin: User, connection_id: str, request: SharedConnectionUpdate
) -> Connection:
    sealed = (
        None if request.credentials is None else source.cipher.encrypt(request.credentials.get_secret_value())
    )
    async with source.sessions.begin() as session:
        row = _shared_row(await session.get(ConnectionRow, connection_id, with_for_update=True), admin)
        old_grant = None
        if sealed is not None or request.status == "disconnected":
            old_grant = grant_of(source, row)
            row.oauth_tokens = None
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
    await _announce(source, connection_id, old_grant)
    return updated


async def delete_shared(source: DatabaseDirectory, admin: User, connection_id: str) -> None:
    async with source.sessions.begin() as session:
        row = _shared_row(await session.get(ConnectionRow, connection_id, with_for_update=True), admin)
        old_grant = grant_of(source, row)
        await session.delete(row)
    await _announce(source, connection_id, old_grant)


async def _announce(source: DatabaseDirectory, connection_id: str, dropped: OAuthGrant | None) -> None:
    """After the commit: every process told, and the grant the connection no longer holds revoked."""
    await source.changed(connection_id)
    if dropped is not None:
        await revoke_grant(dropped)
