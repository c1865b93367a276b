"""What the directory shows a caller: the models and connections they may use, never credentials."""

from assent_contracts.directory import Connection, Directory, User, connection_revision
from assent_gateway.schemas import ConnectionItem, Hint, ModelItem

AGENT_TOOLS_HREF = "/v1/agent-setup"


def models_for(directory: Directory, user: User) -> list[ModelItem]:
    return [
        ModelItem(id=model.id, project_key=key.id, supports_tools=model.supports_tools)
        for key, model in directory.models_of(user)
    ]


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
    return [connection_item(connection, directory) for connection in directory.connections_of(user)]
