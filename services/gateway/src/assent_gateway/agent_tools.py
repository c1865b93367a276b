"""The two MCP tools an external agent gets, the same helpers as the Playground's model.

``assent_search_tools`` asks discovery exactly as the orchestrator does for a model (same request,
same context semantics, same compact JSON); it never performs an action. ``assent_execute_tool``
proposes an action and returns only once the token's owner decided and it ran (``agent_calls``).
"""

import json
from typing import Annotated, Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.tools import Tool
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from assent_contracts.discovery import SearchRequested
from assent_contracts.tool_definitions import EXECUTE_TOOL, SEARCH_TOOL
from assent_gateway.agent_calls import CallRefused, execute_action
from assent_gateway.agent_sessions import session_for
from assent_gateway.agent_token_auth import GatewayGetter, current_token
from assent_gateway.command_bus import BusUnavailable

INSTRUCTIONS = (
    "Assent gives you the actions of the connected accounts this token was made for (GitHub, Slack, ...). "
    "Find actions with assent_search_tools: search by what you want to do with `query`; results name each "
    "action as namespace.action (for example github.get_me) and may include small parameter schemas; read "
    "an action's complete parameters by passing its exact names in `names`. Searching never performs "
    "anything. assent_execute_tool proposes one action: it runs only after the token's owner approves it "
    "in Assent (signed in; you cannot approve it), and the call waits for that decision, sending progress "
    "notifications meanwhile. The result says `succeeded` (with the action's result), `declined` (also "
    "when the approval expired: nothing was performed), `failed`, or `outcome_unknown` (interrupted: check "
    "before repeating). Nothing is ever retried for you. Cancelling the call cancels a pending approval."
)

SEARCH_DESCRIPTION = (
    "Find actions on the user's connected accounts. Search by what you want to do with `query` (for "
    "example 'list my open issues'); results name each action as namespace.action (for example "
    "github.list_issues) and may include small parameter schemas. Before proposing an action whose "
    "parameters you have not seen, read its complete parameters by passing its exact names in `names`. "
    "Searching and reading parameters never perform an action."
)

EXECUTE_DESCRIPTION = (
    "Propose one action found with assent_search_tools, by its exact name and with arguments that match "
    "its parameters. It runs only after the user approves it in Assent; this call waits for the decision "
    "and returns the action's result with its status and duration, or the decline."
)


class _Progress:
    """Progress notifications of one call: a count that only grows, with a message."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._count = 0

    async def __call__(self, message: str) -> None:
        self._count += 1
        await self._ctx.report_progress(self._count, None, message)


def _error(message: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(text=json.dumps({"error": message}))], is_error=True)


def agent_tools(gateway: GatewayGetter) -> list[Tool]:
    async def assent_search_tools(
        query: Annotated[str | None, Field(description="What you want to do, in plain words.")] = None,
        names: Annotated[
            list[str] | None,
            Field(description="Exact action names (namespace.action) whose complete parameters to read."),
        ] = None,
    ) -> CallToolResult:
        valid_query = isinstance(query, str) and query.strip() != ""
        valid_names = bool(names) and all(isinstance(n, str) and n for n in names or [])
        if not (valid_query or valid_names):
            return _error("give `query` (what you want to do) or `names` (actions to read)")
        current = gateway()
        token = current_token()
        try:
            session = await session_for(current, token)
            reply = await current.bus.search(
                SearchRequested(
                    conversation_id=session,
                    query=query if valid_query else None,
                    names=names if valid_names else None,
                ),
                timeout_s=current.settings.discovery_timeout_s,
            )
        except BusUnavailable:
            return _error("search is unavailable right now; try again later")
        text = reply.model_dump_json(exclude_none=True)
        return CallToolResult(content=[TextContent(text=text)], is_error=reply.error is not None)

    async def assent_execute_tool(
        name: Annotated[str, Field(description="The action's exact name, namespace.action.")],
        arguments: Annotated[dict[str, Any], Field(description="The action's arguments.")],
        ctx: Context,
    ) -> CallToolResult:
        if not name.strip():
            return _error("give the action's exact `name` (namespace.action)")
        current = gateway()
        token = current_token()

        try:
            await session_for(current, token)
            outcome = await execute_action(
                current, token, str(ctx.request_id), name, arguments, _Progress(ctx)
            )
        except CallRefused as refused:
            return _error(str(refused))
        except BusUnavailable:
            return _error("Assent could not take the action right now; try again")
        return CallToolResult(content=[TextContent(text=outcome.text)], is_error=outcome.is_error)

    return [
        Tool.from_function(
            assent_search_tools,
            name=SEARCH_TOOL,
            description=SEARCH_DESCRIPTION,
            annotations=ToolAnnotations(
                title="Search actions",
                read_only_hint=True,
                destructive_hint=False,
                idempotent_hint=True,
                open_world_hint=False,
            ),
        ),
        Tool.from_function(
            assent_execute_tool,
            name=EXECUTE_TOOL,
            description=EXECUTE_DESCRIPTION,
            annotations=ToolAnnotations(
                title="Propose an action (runs after the user approves it)",
                read_only_hint=False,
                destructive_hint=True,
                idempotent_hint=False,
                open_world_hint=True,
            ),
        ),
    ]
