"""Execution: the orchestrator hands one approved action at a time to the executor."""

from typing import Literal

from assent_contracts.messages import Message

EXECUTIONS_STREAM = "assent:executions:requested"
EXECUTION_RESULTS_STREAM = "assent:executions:finished"


def arguments_key(turn_id: str, proposal_id: str) -> str:
    """Claim check: the approved arguments, deleted with the turn."""
    return f"assent:{{{turn_id}}}:arguments:{proposal_id}"


def result_key(turn_id: str, proposal_id: str) -> str:
    """Claim check: the action's result for the next model round, deleted with the turn."""
    return f"assent:{{{turn_id}}}:result:{proposal_id}"


def execution_claim_key(proposal_id: str) -> str:
    """Set with NX before the MCP server is called: a second delivery must not call it again."""
    return f"assent:execution:{proposal_id}:claim"


def execution_outcome_key(proposal_id: str) -> str:
    return f"assent:execution:{proposal_id}:outcome"


class ExecutionRequested(Message):
    turn_id: str
    proposal_id: str
    conversation_id: str
    user_id: str
    connection_id: str
    action_name: str
    tool_name: str
    action_revision: str
    connection_revision: str
    source: Literal["playground", "agent"] = "playground"
    """Who proposed the action; an agent's token id and name go into the activity record."""
    agent_token_id: str | None = None
    agent_name: str | None = None


ExecutionStatus = Literal["succeeded", "failed", "outcome_unknown"]


class ExecutionFinished(Message):
    """The executor's report; the result itself waits under ``result_key``."""

    turn_id: str
    proposal_id: str
    status: ExecutionStatus
    duration_ms: int
    error: str | None = None
    code: str | None = None
