"""Opening a conversation's discovery context."""

from assent_contracts.conversations import ConnectionSelection
from assent_contracts.directory import connection_revision
from assent_contracts.discovery import ContextOpened, OpenContext
from assent_contracts.limits import MAX_CONNECTIONS
from assent_discovery import catalog_store, context
from assent_discovery.deps import Discovery


async def open_context(request: OpenContext, discovery: Discovery) -> ContextOpened:
    """Select the requested connections and record their current revisions.

    Ids that are not in the directory or not usable by the user are ignored. ``unavailable`` gives
    a reason for each connection left out (not connected, a second connection of the same toolkit,
    over the limit) and for each selected connection whose server cannot be listed right now (it
    stays selected; its actions appear once it answers); ``credentials_refused`` names those whose
    server refused the credentials (401/403). Connections never listed, or whose last
    listing failed, are listed first.

    A ``pinned`` revision (an agent token's) is recorded instead of the current one, so a connection
    changed since the token was made refuses its actions (``resolving``).

    Idempotent: a context that already exists for the same connections is returned as recorded.
    """
    directory = await discovery.catalog.current_directory()
    user = directory.user(request.user_id)
    selected: list[ConnectionSelection] = []
    left_out: dict[str, str] = {}
    namespaces: dict[str, str] = {}
    for connection_id in dict.fromkeys(request.connection_ids):
        connection = directory.connection(connection_id)
        if connection is None or user is None or not connection.usable_by(user):
            continue
        if connection.status != "connected":
            left_out[connection_id] = f"the connection is {connection.status}"
        elif connection.toolkit in namespaces:
            other = namespaces[connection.toolkit]
            left_out[connection_id] = (
                f"connection {other} already provides the '{connection.toolkit}' actions"
            )
        elif len(selected) >= MAX_CONNECTIONS:
            left_out[connection_id] = f"a conversation selects at most {MAX_CONNECTIONS} connections"
        else:
            namespaces[connection.toolkit] = connection_id
            current = connection_revision(connection_id, connection.config_version)
            revision = request.pinned.get(connection_id, current)
            selected.append(ConnectionSelection(id=connection_id, revision=revision))

    ttl = discovery.settings.context_ttl_s
    existing = await context.read_context(discovery.redis, request.conversation_id, ttl)
    if existing is not None and set(existing.connections) == {s.id for s in selected}:
        selected = existing.selections()
    else:
        await context.create_context(discovery.redis, request.conversation_id, selected, ttl)

    ids = [s.id for s in selected]
    await discovery.catalog.ensure_listed(ids)
    down = await catalog_store.unavailable(discovery.redis, ids)
    refused = await catalog_store.credentials_refused(discovery.redis, down)
    return ContextOpened(connections=selected, unavailable={**left_out, **down}, credentials_refused=refused)
