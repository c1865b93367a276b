"""The model's helper calls: asking discovery (outside the lock), then applying them (under the lock).

A search becomes ``discovery.searched`` and a tool result. An execute call that discovery resolves
becomes a proposal (an approval: ``approvals.open_approval``). A call of one of the
conversation's client-side tools whose arguments fit its parameters waits for the client
(``client_calls``). Anything else becomes an error result for the model and no proposal.
"""

from dataclasses import dataclass
from typing import Any

from assent_contracts.discovery import ResolveAction, ResolvedAction, SearchReply, SearchRequested
from assent_contracts.events import ActionProposed, DiscoverySearched
from assent_contracts.identifiers import new_id
from assent_orchestrator.approvals import open_approval, turn_approvals
from assent_orchestrator.client_calls import client_arguments_problem, open_client_call
from assent_orchestrator.client_state import ClientTool
from assent_orchestrator.deps import Deps
from assent_orchestrator.helper_tools import EXECUTE_TOOL, SEARCH_TOOL
from assent_orchestrator.model_messages import error_result, search_result
from assent_orchestrator.state import Proposal, ToolCallSlot, TurnState
from assent_orchestrator.tool_calls import ToolCall
from assent_orchestrator.turn_end import reach_limit


@dataclass(frozen=True)
class PlannedCall:
    """What one tool call turned out to be, before anything is recorded."""

    call: ToolCall
    error: str | None = None
    search: SearchRequested | None = None
    reply: SearchReply | None = None
    action: ResolvedAction | None = None
    arguments: dict[str, Any] | None = None
    client: ClientTool | None = None
    """A call of one of the conversation's client-side tools, with valid ``arguments``."""


async def plan_tool_calls(deps: Deps, state: TurnState, calls: list[ToolCall]) -> list[PlannedCall]:
    return [await _plan(deps, state, call) for call in calls]


async def _plan(deps: Deps, state: TurnState, call: ToolCall) -> PlannedCall:
    arguments = call.parsed_arguments()
    client = state.client_tool(call.name)
    if call.name not in (SEARCH_TOOL, EXECUTE_TOOL) and client is None:
        offered = ", ".join([SEARCH_TOOL, EXECUTE_TOOL, *(tool.name for tool in state.client_tools)])
        return PlannedCall(call, error=f"unknown tool {call.name!r}: use one of {offered}")
    if arguments is None:
        return PlannedCall(call, error="the arguments must be a JSON object")
    if client is not None:
        problem = client_arguments_problem(client, arguments)
        if problem:
            return PlannedCall(call, error=problem)
        return PlannedCall(call, client=client, arguments=arguments)
    if call.name == SEARCH_TOOL:
        return await _plan_search(deps, state, call, arguments)
    return await _plan_execute(deps, state, call, arguments)


async def _plan_search(
    deps: Deps, state: TurnState, call: ToolCall, arguments: dict[str, Any]
) -> PlannedCall:
    query, names = arguments.get("query"), arguments.get("names")
    valid_query = isinstance(query, str) and query.strip() != ""
    valid_names = isinstance(names, list) and names != [] and all(isinstance(n, str) for n in names)
    if not (valid_query or valid_names):
        return PlannedCall(call, error="give `query` (what you want to do) or `names` (actions to read)")
    request = SearchRequested(
        conversation_id=state.conversation_id,
        query=query if valid_query else None,
        names=names if valid_names else None,
    )
    try:
        reply = await deps.discovery.search(request)
    except (TimeoutError, ValueError):
        reply = SearchReply(error="search is unavailable right now; try again later")
    return PlannedCall(call, search=request, reply=reply)


async def _plan_execute(
    deps: Deps, state: TurnState, call: ToolCall, arguments: dict[str, Any]
) -> PlannedCall:
    name, action_arguments = arguments.get("name"), arguments.get("arguments", {})
    if not isinstance(name, str) or not name:
        return PlannedCall(call, error="give the action's exact `name` (namespace.action)")
    if not isinstance(action_arguments, dict):
        return PlannedCall(call, error="`arguments` must be an object")
    request = ResolveAction(conversation_id=state.conversation_id, name=name, arguments=action_arguments)
    try:
        reply = await deps.discovery.resolve(request)
    except (TimeoutError, ValueError):
        return PlannedCall(call, error="the action could not be checked right now; try again later")
    if reply.error or reply.action is None:
        return PlannedCall(call, error=reply.error or f"{name} cannot be proposed")
    if reply.action.permission == "deny":
        return PlannedCall(call, error=f"{name} is not permitted for this connection")
    return PlannedCall(call, action=reply.action, arguments=action_arguments)


async def apply_tool_calls(deps: Deps, state: TurnState, planned: list[PlannedCall]) -> bool:
    """Record the batch in ``state`` and emit its events, in the model's order.

    Returns False when the turn ended here (the per-turn action limit was reached).
    """
    events = deps.events(state.turn_id)
    state.batch = []
    for item in planned:
        slot = ToolCallSlot(tool_call_id=item.call.id)
        state.batch.append(slot)
        if item.reply is not None and item.search is not None:
            results = [summary.name for summary in item.reply.results]
            searched = DiscoverySearched(
                turn_id=state.turn_id, query=item.search.query, names=item.search.names, results=results
            )
            await events.emit(searched)
            slot.result = search_result(item.reply)
        elif item.action is not None and item.arguments is not None:
            if state.proposed >= state.limits.actions:
                state.batch.pop()
                await reach_limit(deps, state, "actions")
                return False
            slot.proposal = await _propose(deps, state, item.action, item.arguments)
        elif item.client is not None and item.arguments is not None:
            await open_client_call(deps, state, slot, item.client, item.arguments)
        else:
            slot.result = error_result(item.error or "the call could not be handled")
    return True


async def _propose(
    deps: Deps, state: TurnState, action: ResolvedAction, arguments: dict[str, Any]
) -> Proposal:
    proposal = Proposal(
        proposal_id=new_id("prop"),
        name=action.name,
        arguments=arguments,
        tool_name=action.tool_name,
        connection=action.connection,
        action_revision=action.action_revision,
        connection_revision=action.connection_revision,
        annotations=action.annotations,
    )
    state.proposed += 1
    proposed = ActionProposed(
        turn_id=state.turn_id,
        proposal_id=proposal.proposal_id,
        name=proposal.name,
        arguments=arguments,
        connection=proposal.connection,
        annotations=proposal.annotations,
    )
    await open_approval(turn_approvals(deps, state.turn_id), proposed, deps.timing.approval_timeout_s)
    return proposal
