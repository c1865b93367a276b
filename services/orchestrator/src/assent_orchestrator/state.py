"""The turn's state machine as it is kept in Redis (``assent:{turn}:state``) between messages.

Nothing here touches Redis: these are the records and the pure transitions on them. Model-visible
messages (``TurnState.messages`` and each slot's ``result``) never hold proposal ids, revisions or
connection ids; those live only in ``Proposal``, which is never sent to the model.
"""

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field

from assent_contracts.events import ConnectionRef
from assent_contracts.limits import Limits
from assent_orchestrator.client_state import ClientCall, ClientTool


class Phase(StrEnum):
    ROUND = "round"
    """A model round is streaming (or being applied) under a lease held by ``round_driver``'s handler."""
    AWAITING_DECISIONS = "awaiting_decisions"
    """The batch has pending proposals, decided ones that are not all handled yet, or client-side
    tool calls waiting for their results."""
    EXECUTING = "executing"
    """One approved proposal is with the executor; the others wait their turn."""


ProposalStatus = Literal["pending", "approved", "declined", "executing", "finished"]


class Proposal(BaseModel):
    """An execute call that became a proposal: everything the executor needs, nothing the model sees."""

    proposal_id: str
    name: str
    arguments: dict[str, Any]
    tool_name: str
    connection: ConnectionRef
    action_revision: str
    connection_revision: str
    annotations: dict[str, Any] = Field(default_factory=dict)
    status: ProposalStatus = "pending"


class ToolCallSlot(BaseModel):
    """One tool call of the current model response, answered by a tool message once ``result`` is known."""

    tool_call_id: str
    result: str | None = None
    proposal: Proposal | None = None
    client: ClientCall | None = None
    """Set when the call is of one of the conversation's client-side tools."""


class TurnState(BaseModel):
    turn_id: str
    conversation_id: str
    user_id: str
    model: str
    provider_id: str
    system: str | None = None
    limits: Limits
    conversation_expires_at: datetime
    rounds: int = 0
    proposed: int = 0
    """Proposals made in this turn (the per-turn action limit counts these)."""
    executions: int = 0
    """Approved actions handed to the executor: once any was, a failed continuation locks the conversation."""
    messages: list[dict[str, Any]] = Field(default_factory=list)
    """This turn's assistant and tool messages, in the OpenAI chat shape."""
    client_tools: list[ClientTool] = Field(default_factory=list)
    """The conversation's client-side tools offered beside the helpers (``deny`` ones left out)."""
    last_text: str = ""
    batch: list[ToolCallSlot] = Field(default_factory=list)
    phase: Phase = Phase.ROUND
    round_driver: str | None = None
    """Id of the message whose handler runs the current round (it stays pending until the round ends)."""
    round_lease: str | None = None
    stop_in_flight: list[str] = Field(default_factory=list)
    """Proposals that were with the executor when stop was asked: the turn ends with ``turn.stopped``
    once they are reported, so the terminal event stays the last one (issue 9, item 2)."""

    def proposals(self) -> list[Proposal]:
        return [slot.proposal for slot in self.batch if slot.proposal is not None]

    def proposal(self, proposal_id: str) -> Proposal | None:
        return next((p for p in self.proposals() if p.proposal_id == proposal_id), None)

    def executing(self) -> Proposal | None:
        return next((p for p in self.proposals() if p.status == "executing"), None)

    def client_tool(self, name: str) -> ClientTool | None:
        return next((tool for tool in self.client_tools if tool.name == name), None)


def apply_decisions(state: TurnState, statuses: dict[str, str]) -> list[tuple[Proposal, str]]:
    """Copy the decisions recorded in the proposals hash onto the pending proposals.

    Returns the newly decided proposals with the hash status (``approve``, ``decline`` or ``expired``).
    """
    decided = []
    for proposal in state.proposals():
        status = statuses.get(proposal.proposal_id)
        if proposal.status != "pending" or status not in ("approve", "decline", "expired"):
            continue
        proposal.status = "approved" if status == "approve" else "declined"
        decided.append((proposal, status))
    return decided


def client_approvals_decided(
    state: TurnState, statuses: dict[str, str]
) -> list[tuple[ToolCallSlot, str, str]]:
    """The client calls waiting for approval that the hash says are decided: (slot, approval id, status).
    Their status changes once the decision is applied (``client_calls.apply_client_decision``)."""
    decided = []
    for slot in state.batch:
        call = slot.client
        if call is None or call.status != "awaiting_approval" or call.approval_id is None:
            continue
        status = statuses.get(call.approval_id)
        if status in ("approve", "decline", "expired"):
            decided.append((slot, call.approval_id, status))
    return decided


def all_decided(state: TurnState) -> bool:
    """Every proposal of the batch is decided, client-side tool calls that wait for approval included."""
    pending_client = any(s.client is not None and s.client.status == "awaiting_approval" for s in state.batch)
    return not pending_client and all(p.status != "pending" for p in state.proposals())


def waits_for_client(state: TurnState) -> bool:
    """A client-side tool call of the batch has no result yet (approval or the client's answer pending)."""
    return any(slot.client is not None and slot.client.status != "settled" for slot in state.batch)


def close_batch(state: TurnState) -> None:
    """Answer every tool call of the batch with a tool message, in the order the model made them."""
    for slot in state.batch:
        if slot.result is None:
            raise ValueError(f"tool call {slot.tool_call_id} has no result yet")
        state.messages.append({"role": "tool", "tool_call_id": slot.tool_call_id, "content": slot.result})
    state.batch = []
