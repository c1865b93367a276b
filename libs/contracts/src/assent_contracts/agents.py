"""External agents over MCP: their execute calls, the approvals their owner gives, and the keys.

An agent's ``assent_execute_tool`` call runs as a **turn without a model** (an *agent turn*, id
prefix ``aturn``): the gateway claim-checks the call (``agent_action_key``) and publishes
``AgentActionRequested``; the orchestrator resolves it with discovery and opens the approval exactly
as for a Playground proposal (proposals hash, expiry, ``action.proposed`` on the turn's events
stream). Decisions (``DecisionSubmitted``), cancellations (``StopRequested``) and the executor's
report (``ExecutionFinished``) travel on the turns' own streams; the orchestrator tells agent turns
from model turns by their id (``is_agent_turn``). Every agent turn ends with exactly one terminal
event, like any turn.

An *agent session* is the token's discovery context (``agent_session_id``): action ids and revisions,
with a TTL, in Redis, so any gateway replica can serve any request of the agent.
"""

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assent_contracts.events import ConnectionRef
from assent_contracts.identifiers import new_id
from assent_contracts.messages import Message, utc_now

AGENT_TURN_PREFIX = "aturn"
AGENT_ACTIONS_STREAM = "assent:agents:actions"
MAX_TOKEN_CONNECTIONS = 20


def new_agent_turn_id() -> str:
    return new_id(AGENT_TURN_PREFIX)


def is_agent_turn(turn_id: str) -> bool:
    """True for the turn of an agent's execute call, False for a Playground turn."""
    return turn_id.startswith(f"{AGENT_TURN_PREFIX}_")


def agent_session_id(token_id: str) -> str:
    """The id under which the token's discovery context is kept (in place of a conversation id)."""
    return f"asess_{token_id}"


def agent_action_key(turn_id: str) -> str:
    """Claim check: the execute call's ``AgentAction`` (name and arguments), deleted at turn end."""
    return f"assent:{{{turn_id}}}:agent-action"


def agent_window_key(token_id: str) -> str:
    """Counter of the actions the token's agents proposed in the current session window (TTL)."""
    return f"assent:agent-token:{token_id}:proposed"


def agent_open_turns_key(token_id: str) -> str:
    """Sorted set ``agent turn id -> deadline`` of the token's execute calls not ended yet: the gateway
    admits a new one only below the per-token bound, the orchestrator removes it at turn end."""
    return f"assent:agent-token:{token_id}:open"


def agent_request_key(token_id: str, request_id: str) -> str:
    """The agent turn of an MCP request still waiting, so ``notifications/cancelled`` (which may reach
    another gateway replica) finds it. Holds ids only; deleted when the call returns."""
    return f"assent:agent-token:{token_id}:request:{request_id}"


def pending_approvals_key(user_id: str) -> str:
    """Hash ``proposal id -> PendingApproval JSON`` of the user's undecided agent proposals."""
    return f"assent:{{{user_id}}}:agent-approvals"


def approvals_stream(user_id: str) -> str:
    """The user's approval events (``approval.requested``, ``approval.resolved``) for SSE; entries older
    than the retention are trimmed, and the stream expires a retention after its last entry."""
    return f"assent:{{{user_id}}}:agent-approvals:events"


def approval_ref_key(proposal_id: str) -> str:
    """``ApprovalRef`` JSON: which agent turn and owner a proposal belongs to (ids only)."""
    return f"assent:agent-approval:{proposal_id}"


class AgentAction(BaseModel):
    """The claim-checked body of an agent's execute call."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    arguments: dict[str, Any]


class AgentActionRequested(Message):
    """Propose the action waiting under ``agent_action_key(turn_id)`` for the token's owner to approve."""

    turn_id: str
    session_id: str
    user_id: str
    token_id: str
    agent_name: str


class AgentRef(BaseModel):
    model_config = ConfigDict(frozen=True)

    token_id: str
    name: str


class ApprovalRef(BaseModel):
    model_config = ConfigDict(frozen=True)

    turn_id: str
    user_id: str
    token_id: str


class PendingApproval(BaseModel):
    """What the owner sees to decide on an agent's proposal."""

    model_config = ConfigDict(frozen=True)

    proposal_id: str
    agent: AgentRef
    name: str
    arguments: dict[str, Any]
    connection: ConnectionRef
    annotations: dict[str, Any] = Field(default_factory=dict)
    proposed_at: datetime
    expires_at: datetime


class ApprovalRequested(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    type: Literal["approval.requested"] = "approval.requested"
    at: datetime = Field(default_factory=utc_now)
    approval: PendingApproval


ApprovalStatus = Literal["approved", "declined", "expired", "cancelled"]


class ApprovalResolved(BaseModel):
    """The proposal is no longer pending: decided, expired, or cancelled by the agent."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    type: Literal["approval.resolved"] = "approval.resolved"
    at: datetime = Field(default_factory=utc_now)
    proposal_id: str
    status: ApprovalStatus
