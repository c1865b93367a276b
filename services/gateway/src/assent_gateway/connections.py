"""The caller's connections: what they see of them, and connecting and disconnecting their personal
accounts. Plain functions over the directory and the database.

What a caller sees of a connection (``connection_item``) never holds its credentials; one that is not
connected says how to make it usable again (``connection_hint``).

A change bumps the connection's ``config_version`` in the same transaction that writes it (the row is
locked, so two concurrent changes never share a version): its revision changes and approvals bound
to the old one are refused. After the commit every process is told (``DatabaseDirectory.changed``)
and discovery re-lists the connection at once. Every check runs before anything is written: a 4xx
leaves no trace. A user has at most one personal connection per toolkit (a unique index): posting
again reconnects it.

Shared connections belong to administrators (``admin.connections``); a user changes only their own
personal ones, and another user's connection is reported exactly like one that does not exist.

An account connected by OAuth (``oauth_connect``) keeps its grant sealed in ``oauth_tokens``;
disconnecting it, or connecting it again, revokes the grant it had at its authorization server
(RFC 7009) where the server offers revocation, after the change is committed.
"""

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from assent_contracts.directory import Connection, Directory, Toolkit, User, connection_revision
from assent_database.directory_reads import connection_of
from assent_database.oauth_grants import OAuthGrant, open_grant, seal_grant
from assent_database.tables import ConnectionRow
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.schemas import ConnectionCreate, ConnectionItem, Hint
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.oauth_refresh import revoke_grant

AGENT_TOOLS_HREF = "/v1/agent-setup"


def connection_hint(connection: Connection) -> Hint | None:
    """How the caller can make a connection usable again, when it is not connected."""
    if connection.status == "connected":
        return None
    if connection.kind == "personal":
        return Hint(action="link", href=AGENT_TOOLS_HREF, text="Reconnect in Agent tools")
    return Hint(action="contact_admin", text="Managed by an administrator")


def connection_item(connection: Connection, directory: Directory | None = None) -> ConnectionItem:
    """The public view of one connection: never its credentials. ``connect`` follows the toolkit's
    auth kind (from ``directory``)."""
    toolkit = directory.toolkit(connection.toolkit) if directory is not None else None
    return ConnectionItem(
        id=connection.id,
        toolkit=connection.toolkit,
        display_name=connection.display_name,
        kind=connection.kind,
        status=connection.status,
        revision=connection_revision(connection.id, connection.config_version),
        permission=connection.permission,
        hint=connection_hint(connection),
        connect="oauth" if toolkit is not None and toolkit.auth_kind == "oauth" else "credentials",
    )


def connections_for(directory: Directory, user: User) -> list[ConnectionItem]:
    """The user's personal and their organisation's shared connections, as they may see them."""
    return [connection_item(connection, directory) for connection in directory.connections_of(user)]


def enabled_toolkit(directory: Directory, user: User, slug: str) -> Toolkit:
    """The toolkit named in a request body (``/toolkit``), if the caller's organisation may use it."""
    toolkit = directory.toolkit(slug)
    if toolkit is None:
        problem = FieldProblem("unknown toolkit", "/toolkit", code="unknown_toolkit")
        raise ProblemError(422, "unknown_toolkit", f"no toolkit named {slug!r}", [problem])
    if not directory.toolkit_enabled(user.org, slug):
        problem = FieldProblem("toolkit not enabled", "/toolkit", code="toolkit_disabled")
        raise ProblemError(
            422, "toolkit_disabled", f"toolkit {slug!r} is not enabled in your organisation", [problem]
        )
    return toolkit


def shared_named(directory: Directory, user: User, display_name: str) -> Connection | None:
    """The user's organisation's shared connection called ``display_name`` (case and spacing aside):
    a personal account may not pass for it."""

    def folded(name: str) -> str:
        return " ".join(name.split()).casefold()

    wanted = folded(display_name)
    return next(
        (
            c
            for c in directory.connections
            if c.kind == "shared" and c.org == user.org and folded(c.display_name) == wanted
        ),
        None,
    )


def new_connection_id(directory: Directory, base: str) -> str:
    """``base``, with a numeric suffix if the directory already uses that id."""
    candidate, suffix = base, 2
    while directory.connection(candidate) is not None:
        candidate, suffix = f"{base}_{suffix}", suffix + 1
    return candidate


async def _own_personal(session: AsyncSession, user: User, toolkit: str) -> ConnectionRow | None:
    query = (
        select(ConnectionRow)
        .where(
            ConnectionRow.kind == "personal",
            ConnectionRow.org_id == user.org,
            ConnectionRow.owner_id == user.id,
            ConnectionRow.toolkit == toolkit,
        )
        .with_for_update()
    )
    return (await session.scalars(query)).first()


async def connect_personal(
    source: DatabaseDirectory, directory: Directory, user: User, request: ConnectionCreate
) -> tuple[Connection, bool]:
    """Connect or reconnect the user's personal account of ``request.toolkit``: ``(connection, created)``."""
    toolkit = enabled_toolkit(directory, user, request.toolkit)
    if request.display_name is not None and (shared := shared_named(directory, user, request.display_name)):
        problem = FieldProblem("the name of a shared connection", "/display_name", code="display_name_taken")
        raise ProblemError(
            422,
            "display_name_taken",
            f"{shared.display_name!r} is the name of a connection shared by your organisation; "
            "choose another name for your own account",
            [problem],
        )
    sealed = source.cipher.encrypt(request.credentials.get_secret_value())
    return await _store_personal(
        source, directory, user, toolkit, credentials=sealed, display_name=request.display_name, again="post"
    )


async def _store_personal(
    source: DatabaseDirectory,
    directory: Directory,
    user: User,
    toolkit: Toolkit,
    *,
    credentials: str | None = None,
    oauth_tokens: str | None = None,
    display_name: str | None = None,
    again: str,
) -> tuple[Connection, bool]:
    """Create or reconnect the user's personal row of ``toolkit`` with these sealed credentials or
    OAuth tokens (the other dropped): a new revision, and any earlier grant revoked once stored."""
    try:
        async with source.sessions.begin() as session:
            row = await _own_personal(session, user, toolkit.slug)
            created = row is None
            old_grant: OAuthGrant | None = None
            if row is None:
                row = ConnectionRow(
                    id=new_connection_id(directory, f"conn_{user.id}_{toolkit.slug}"),
                    org_id=user.org,
                    toolkit=toolkit.slug,
                    kind="personal",
                    owner_id=user.id,
                    display_name=display_name or f"{user.name} on {toolkit.display_name}",
                    status="connected",
                    config_version=1,
                    permission="ask",
                    credentials=credentials,
                    oauth_tokens=oauth_tokens,
                )
                session.add(row)
            else:
                old_grant = grant_of(source, row)
                row.status, row.credentials, row.oauth_tokens = "connected", credentials, oauth_tokens
                row.config_version += 1
                row.display_name = display_name or row.display_name
            await session.flush()
            connection = connection_of(row)
    except IntegrityError:  # a concurrent request created it first
        raise ProblemError(
            409, "personal_connection_exists", f"you already have a {toolkit.slug} connection; {again} again"
        ) from None
    await source.changed(connection.id)
    if old_grant is not None:
        await revoke_grant(old_grant)
    return connection, created


def grant_of(source: DatabaseDirectory, row: ConnectionRow) -> OAuthGrant | None:
    """The row's OAuth grant, opened (to revoke it once the row no longer holds it)."""
    return open_grant(source.cipher, row.oauth_tokens) if row.oauth_tokens else None


async def connect_oauth(
    source: DatabaseDirectory, directory: Directory, user: User, toolkit: Toolkit, grant: OAuthGrant
) -> Connection:
    """Connect (or reconnect) the user's personal account of ``toolkit`` with an OAuth grant: a new
    revision, the grant sealed, any static credentials or earlier grant dropped (that grant revoked)."""
    sealed = seal_grant(source.cipher, grant)
    connection, _ = await _store_personal(
        source, directory, user, toolkit, oauth_tokens=sealed, again="connect"
    )
    return connection


async def disconnect_personal(
    source: DatabaseDirectory, directory: Directory, user: User, connection_id: str
) -> Connection:
    """Disconnect the user's own personal connection (idempotent: an already disconnected one is left
    as it is, and nothing is announced)."""
    known = directory.connection(connection_id)
    if known is None or not known.usable_by(user):
        raise ProblemError(404, "connection_not_found", "no such connection")
    if known.kind != "personal":
        raise ProblemError(
            403,
            "connection_managed_by_admin",
            f"connection {connection_id} is shared by the organisation; an administrator manages it",
        )
    async with source.sessions.begin() as session:
        row = await session.get(ConnectionRow, connection_id, with_for_update=True)
        if row is None:
            raise ProblemError(404, "connection_not_found", "no such connection")
        if row.status == "disconnected":
            return connection_of(row)
        grant = grant_of(source, row)
        row.status, row.credentials, row.oauth_tokens = "disconnected", None, None
        row.config_version += 1
        await session.flush()
        connection = connection_of(row)
    await source.changed(connection_id)
    if grant is not None:
        await revoke_grant(grant)
    return connection
