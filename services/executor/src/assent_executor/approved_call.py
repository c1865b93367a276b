"""The checks made just before an approved action is called, and what the call needs.

An approval holds only for the connection and action revisions that were discovered. Anything
that changed since (configuration, the tool's definition, the connection's status, the approved
arguments gone) refuses the call; the MCP server is not contacted.
"""

import json
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis

from assent_contracts.directory import Directory
from assent_contracts.discovery import ActionDefinition
from assent_contracts.execution import ExecutionRequested, arguments_key
from assent_executor.mcp_client import McpTarget
from assent_executor.revisions import current_action, current_connection_revision

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
    redis: Redis, directory: Directory, request: ExecutionRequested
) -> ApprovedCall | Refusal:
    """``directory`` must be the current one, run-time connection changes applied
    (``connection_overrides.current_directory``): its credentials are the ones used for the call."""
    connection = directory.connection(request.connection_id)
    user = directory.user(request.user_id)
    if (
        connection is None
        or user is None
        or not connection.usable_by(user)
        or connection.status != "connected"
    ):
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
    return ApprovedCall(McpTarget(url=toolkit.mcp_url, credentials=connection.credentials), arguments, action)


def _json_object(raw: bytes | str | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
