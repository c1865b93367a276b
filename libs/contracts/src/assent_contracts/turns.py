"""Commands from the gateway to the orchestrator, one stream each."""

from typing import Literal

from assent_contracts.messages import Message

TURNS_STREAM = "assent:turns:requested"
DECISIONS_STREAM = "assent:turns:decisions"
STOPS_STREAM = "assent:turns:stops"
TOOL_RESULTS_STREAM = "assent:turns:tool-results"


class TurnRequested(Message):
    """Start a turn; its messages wait under ``turn_input_key(turn_id)``."""

    turn_id: str
    conversation_id: str
    user_id: str


class DecisionSubmitted(Message):
    """The user decided on a proposal; the gateway already recorded it in the proposals hash."""

    turn_id: str
    proposal_id: str
    decision: Literal["approve", "decline"]
    reason: str | None = None


class StopRequested(Message):
    turn_id: str


class ToolResultSubmitted(Message):
    """A client-side tool's result; the content waits under ``tool_result_key(turn_id, tool_call_id)``."""

    turn_id: str
    tool_call_id: str


def tool_result_key(turn_id: str, tool_call_id: str) -> str:
    """Claim check: a client-side tool's result content, deleted with the turn."""
    return f"assent:{{{turn_id}}}:tool-result:{tool_call_id}"


def client_calls_key(turn_id: str) -> str:
    """Hash ``tool_call_id -> status`` of the turn's client-side tool calls (``pending``, ``answered``,
    ``expired``, ``cancelled``); the gateway answers a result only for a ``pending`` call (compare-and-set
    with ``pending.SETTLE_PENDING_LUA``, new status ``answered``)."""
    return f"assent:{{{turn_id}}}:client-calls"
