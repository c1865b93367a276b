"""The checks made just before an approved action is called, and what the call needs.

An approval holds only for the connection and action revisions that were discovered. Anything
that changed since (configuration, the tool's definition, the connection's status, the approved
arguments gone) refuses the call; the MCP server is not contacted.
"""

import json
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis

from assent_contracts.directory import connection_revision
from assent_contracts.discovery import ActionDefinition
from assent_contracts.execution import ExecutionRequested, arguments_key
from assent_executor.mcp_client import McpTarget
from assent_executor.revisions import current_action, current_connection_revision
from assent_runtime.directory_source import DirectorySource, token_refresh

REVISION_CHANGED = "The connection or action changed since it was discovered; start a new conversation."
CONNECTION_UNAVAILABLE = "The connection is not available: reconnect the account or ask an administrator."
ARGUMENTS_MISSING = "The approved arguments are no longer available; the action was not run."


@dataclass(frozen=True)
class ApprovedCall:
    target: McpTarget
    arguments: dict[str, Any]
    action: ActionDefinition | None = None
    """The cataloged definition whose revision was approved (for the live check, ``live_tools``)."""


@dataclass(frozen=True)
class Refusal:
    code: str
    error: str


async def prepare_call(
    redis: Redis, source: DirectorySource, request: ExecutionRequested
) -> ApprovedCall | Refusal:
    """The credentials are read (and decrypted) here, from the database as it is now, with the
    configuration version they belong to: that version, not the cached directory's, is compared with
    the approved revision, so a reconnect committed a moment ago is always seen."""
    directory = await source.current()
    user = directory.user(request.user_id)
    connection = directory.usable_connection(request.connection_id, user) if user else None
    if connection is None or connection.status != "connected":
        return Refusal("connection_unavailable", CONNECTION_UNAVAILABLE)
    toolkit = directory.toolkit(connection.toolkit)
    if toolkit is None:
        return Refusal("connection_unavailable", CONNECTION_UNAVAILABLE)

    if await current_connection_revision(redis, connection) != request.connection_revision:
        return Refusal("revision_changed", REVISION_CHANGED)
    action = await current_action(redis, connection.id, request.action_name)
    if action is None or action.revision != request.action_revision or action.tool_name != request.tool_name:
        return Refusal("revision_changed", REVISION_CHANGED)

    raw = await redis.get(arguments_key(request.turn_id, request.proposal_id))
    arguments = _json_object(raw)
    if arguments is None:
        return Refusal("arguments_missing", ARGUMENTS_MISSING)
    secret = await source.connection_secret(connection.id)
    if secret is None or secret.status != "connected":
        return Refusal("connection_unavailable", CONNECTION_UNAVAILABLE)
    if connection_revision(connection.id, secret.config_version) != request.connection_revision:
        return Refusal("revision_changed", REVISION_CHANGED)
    target = McpTarget(
        url=toolkit.mcp_url,
        credentials=secret.credentials,
        refresh=token_refresh(source, connection.id, secret),
    )
    return ApprovedCall(target, arguments, action)


def _json_object(raw: bytes | str | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
