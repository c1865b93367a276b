"""Handing an approved proposal to the executor: its arguments as a claim check that expires with
the turn, then ``ExecutionRequested``. One place for Playground and agent turns alike."""

import json
from typing import Literal

from assent_contracts.execution import ExecutionRequested, arguments_key
from assent_orchestrator.deps import Deps
from assent_orchestrator.state import Proposal


async def hand_to_executor(
    deps: Deps,
    *,
    turn_id: str,
    conversation_id: str,
    user_id: str,
    proposal: Proposal,
    source: Literal["playground", "agent"] = "playground",
    agent_token_id: str | None = None,
    agent_name: str | None = None,
) -> None:
    await deps.redis.set(
        arguments_key(turn_id, proposal.proposal_id),
        json.dumps(proposal.arguments),
        ex=deps.timing.turn_lifetime_s,
    )
    await deps.executions.request_execution(
        ExecutionRequested(
            turn_id=turn_id,
            proposal_id=proposal.proposal_id,
            conversation_id=conversation_id,
            user_id=user_id,
            connection_id=proposal.connection.id,
            action_name=proposal.name,
            tool_name=proposal.tool_name,
            action_revision=proposal.action_revision,
            connection_revision=proposal.connection_revision,
            source=source,
            agent_token_id=agent_token_id,
            agent_name=agent_name,
        )
    )
