"""Resolving a proposed action: discovered here, unchanged since, and called with valid arguments."""

from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from assent_contracts.directory import connection_revision
from assent_contracts.discovery import ResolveAction, ResolvedAction, ResolveReply
from assent_contracts.events import ConnectionRef
from assent_discovery import catalog_store, context
from assent_discovery.actions import split_name
from assent_discovery.deps import Discovery
from assent_discovery.summaries import shorten

MAX_PROBLEMS = 10
NEW_CONVERSATION = "start a new conversation and discover the action again"


async def resolve(request: ResolveAction, discovery: Discovery) -> ResolveReply:
    """The action to propose, or ``ResolveReply.error`` telling the model (and the orchestrator) why not.

    Errors starting with ``revision_changed:`` mean the conversation can no longer run this action.
    """
    found = await context.read_context(
        discovery.redis, request.conversation_id, discovery.settings.context_ttl_s
    )
    if found is None:
        return ResolveReply(error="conversation context expired; start a new conversation")
    name = shorten(request.name, 120)
    recorded = found.actions.get(request.name)
    parts = split_name(request.name)
    if recorded is None or parts is None:
        return ResolveReply(error=f"'{name}' was not discovered in this conversation; search first")

    directory = await discovery.catalog.current_directory()
    connection = next(
        (c for c in map(directory.connection, found.connections) if c is not None and c.toolkit == parts[0]),
        None,
    )
    if connection is None or connection.status != "connected":
        return ResolveReply(error=f"the connection of '{name}' is no longer available; {NEW_CONVERSATION}")
    current_connection = connection_revision(connection.id, connection.config_version)
    if found.connections[connection.id] != current_connection:
        return ResolveReply(
            error=f"revision_changed: the {connection.toolkit} connection was reconfigured; "
            f"{NEW_CONVERSATION}"
        )
    definition = await catalog_store.load_action(discovery.redis, connection.id, request.name)
    if definition is None:
        return ResolveReply(error=f"revision_changed: '{name}' is no longer offered; {NEW_CONVERSATION}")
    if definition.revision != recorded:
        return ResolveReply(
            error=f"revision_changed: '{name}' changed since it was discovered; {NEW_CONVERSATION}"
        )

    problems = argument_problems(definition.input_schema, request.arguments)
    if problems:
        return ResolveReply(error=f"invalid arguments for '{name}': " + "; ".join(problems))
    return ResolveReply(
        action=ResolvedAction(
            name=definition.name,
            tool_name=definition.tool_name,
            connection=ConnectionRef(
                id=connection.id, toolkit=connection.toolkit, display_name=connection.display_name
            ),
            action_revision=definition.revision,
            connection_revision=current_connection,
            annotations=definition.annotations,
            permission=connection.permission,
        )
    )


def argument_problems(schema: dict[str, Any], arguments: dict[str, Any]) -> list[str]:
    """Each problem as ``<JSON pointer>: <message>`` (Draft 2020-12), at most ``MAX_PROBLEMS``."""
    errors = sorted(
        Draft202012Validator(schema).iter_errors(arguments), key=lambda e: list(map(str, e.absolute_path))
    )
    problems = [f"{_pointer(e)}: {shorten(e.message, 160)}" for e in errors[:MAX_PROBLEMS]]
    if len(errors) > MAX_PROBLEMS:
        problems.append(f"and {len(errors) - MAX_PROBLEMS} more")
    return problems


def _pointer(error: ValidationError) -> str:
    """RFC 6901 pointer of the offending value; the root is shown as ``/``."""
    escaped = (str(part).replace("~", "~0").replace("/", "~1") for part in error.absolute_path)
    return "/" + "/".join(escaped)
