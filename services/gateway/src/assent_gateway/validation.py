"""Checks of request bodies against the directory and the product rules, as plain functions.

Each returns or raises ``ProblemError`` listing every problem found, with a JSON pointer into the
body, so a client can show them all at once. They touch no Redis and publish nothing.
"""

from typing import Any

from assent_contracts.conversations import ChatMessage
from assent_contracts.directory import Connection, Directory, Model, User
from assent_contracts.limits import MAX_CONNECTIONS
from assent_contracts.tool_definitions import validate_tools
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.schemas import ConversationCreate


def raise_if_any(problems: list[FieldProblem], *, status: int = 422) -> None:
    """Raise one problem whose ``code`` is the first problem's, listing all of them."""
    if not problems:
        return
    first = problems[0]
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    raise ProblemError(status, first.code or "validation_error", first.detail + more, problems)


def find_model(directory: Directory, user: User, project_key: str, model_id: str) -> Model | None:
    key = directory.project_key(project_key, user.org)
    provider = directory.provider(key.provider) if key else None
    if provider is None:
        return None
    return next((model for model in provider.models if model.id == model_id), None)


def check_model(directory: Directory, user: User, project_key: str, model_id: str) -> list[FieldProblem]:
    if directory.project_key(project_key, user.org) is None:
        return [FieldProblem("unknown project key", "/project_key", code="unknown_project_key")]
    model = find_model(directory, user, project_key, model_id)
    if model is None:
        return [FieldProblem("unknown model for this project key", "/model", code="unknown_model")]
    if not model.supports_tools:
        return [
            FieldProblem("this model does not support function tools", "/model", code="model_without_tools")
        ]
    return []


def _unavailable_detail(connection: Connection) -> str:
    if connection.kind == "personal":
        return f"connection {connection.id} is {connection.status}: reconnect it in Agent tools"
    return f"connection {connection.id} is {connection.status}: it is managed by an administrator"


def check_connections(
    directory: Directory, user: User, connection_ids: list[str]
) -> tuple[list[Connection], list[FieldProblem]]:
    """The selected connections, in order, and the problems with the selection.

    Another user's connection is reported exactly like one that does not exist.
    """
    problems: list[FieldProblem] = []
    if not connection_ids:
        problems.append(
            FieldProblem("select at least one connection", "/connection_ids", code="no_connections")
        )
    if len(connection_ids) > MAX_CONNECTIONS:
        detail = f"at most {MAX_CONNECTIONS} connections can be selected, got {len(connection_ids)}"
        problems.append(FieldProblem(detail, "/connection_ids", code="too_many_connections"))
    found: list[Connection] = []
    seen: set[str] = set()
    for index, connection_id in enumerate(connection_ids):
        pointer = f"/connection_ids/{index}"
        if connection_id in seen:
            problems.append(FieldProblem("connection selected twice", pointer, code="duplicate_connection"))
            continue
        seen.add(connection_id)
        connection = directory.connection(connection_id)
        if connection is None or not connection.usable_by(user):
            problems.append(FieldProblem("unknown connection", pointer, code="unknown_connection"))
        elif not directory.toolkit_enabled(user.org, connection.toolkit):
            detail = f"toolkit {connection.toolkit} is disabled in your organisation"
            problems.append(FieldProblem(detail, pointer, code="toolkit_disabled"))
        elif connection.status != "connected":
            problems.append(
                FieldProblem(_unavailable_detail(connection), pointer, code="connection_unavailable")
            )
        else:
            found.append(connection)
    return found, problems


def validate_conversation_tools(tools: list[Any]) -> list[FieldProblem]:
    """The single hook that checks a conversation's client-side tool definitions: the full check of
    ``validate_tools`` (schema, names, duplicates, sizes), each problem pointing into the body
    (``/tools/<i>/…``)."""
    return [FieldProblem(p.message, p.pointer, code="invalid_tool") for p in validate_tools(tools)]


def validate_new_conversation(
    directory: Directory, user: User, request: ConversationCreate
) -> list[Connection]:
    """The usable, connected connections the request selects, or ``ProblemError`` (422) with every problem."""
    problems = check_model(directory, user, request.project_key, request.model)
    connections, connection_problems = check_connections(directory, user, request.connection_ids)
    problems += connection_problems
    problems += validate_conversation_tools(request.tools)
    raise_if_any(problems)
    return connections


def validate_turn_messages(messages: list[ChatMessage]) -> None:
    """The transcript must end with the user's new message."""
    if messages and messages[-1].role != "user":
        pointer = f"/messages/{len(messages) - 1}/role"
        raise_if_any(
            [FieldProblem("the last message must be from the user", pointer, code="last_message_not_user")]
        )
