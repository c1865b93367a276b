"""The current revisions of a connection and of an action, as the executor checks them before a call.

An approval is bound to the revisions discovered in the conversation; the executor compares them
with these just before calling the MCP server.
"""

from pydantic import ValidationError
from redis.asyncio import Redis

from assent_contracts.directory import Connection, connection_revision
from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_runtime.redis_values import hash_get


async def current_connection_revision(redis: Redis, connection: Connection) -> str:
    """The connection's revision now, from its configuration version.

    ``connection`` comes from the current directory (``directory_source``); ``prepare_call`` also
    checks the version stored with the credentials it reads, so a change just committed is seen.
    """
    return connection_revision(connection.id, connection.config_version)


async def current_action(redis: Redis, connection_id: str, action_name: str) -> ActionDefinition | None:
    """The action as discovery last cataloged it, or ``None`` when it is no longer listed."""
    raw = await hash_get(redis, catalog_key(connection_id), action_name)
    if raw is None:
        return None
    try:
        return ActionDefinition.model_validate_json(raw)
    except ValidationError:
        return None
