"""Turn events: what a frontend sees over SSE (DESIGN §2).

Each turn has one Redis stream of events; an entry holds one field ``data``, the event's JSON.
The entry id is the SSE ``id:`` and the event's ``type`` is the SSE ``event:``.
"""

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from assent_contracts.messages import utc_now

TERMINAL_TYPES = frozenset({"turn.completed", "turn.failed", "turn.stopped"})


def turn_events_stream(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:events"


APPEND_UNLESS_ENDED_LUA = """
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
return redis.call('XADD', KEYS[2], 'NOMKSTREAM', '*', 'data', ARGV[1])
"""
"""Append an event to a turn that has not ended, in one step: KEYS[1] the turn's ended mark
(``turn_ended_key``), KEYS[2] its events stream; ARGV[1] the event's JSON. Returns the entry id, or
nil when the turn ended (nothing follows its terminal event) or its stream is gone (``NOMKSTREAM``:
nothing recreates a stream without its retention)."""


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    turn_id: str
    at: datetime = Field(default_factory=utc_now)


class LimitsPayload(BaseModel):
    rounds: int
    actions: int


class TurnStarted(_Event):
    type: Literal["turn.started"] = "turn.started"
    limits: LimitsPayload


class RoundStarted(_Event):
    type: Literal["round.started"] = "round.started"
    round: int


class RoundCompleted(_Event):
    type: Literal["round.completed"] = "round.completed"
    round: int


class MessageDelta(_Event):
    type: Literal["message.delta"] = "message.delta"
    text: str


class DiscoverySearched(_Event):
    type: Literal["discovery.searched"] = "discovery.searched"
    query: str | None = None
    names: list[str] | None = None
    results: list[str]


class ConnectionRef(BaseModel):
    id: str
    toolkit: str
    display_name: str


class ActionProposed(_Event):
    type: Literal["action.proposed"] = "action.proposed"
    proposal_id: str
    name: str
    arguments: dict[str, Any]
    connection: ConnectionRef
    annotations: dict[str, Any] = Field(default_factory=dict)
    expires_at: datetime | None = None
    kind: Literal["action", "client_tool"] = "action"
    """``client_tool``: a call of one of the conversation's own function tools (permission ``ask``) that
    waits for this approval; ``connection`` is then ``CLIENT_SIDE``, and approving it emits
    ``client_tool.requested``."""


CLIENT_SIDE = ConnectionRef(id="client", toolkit="client", display_name="Your app (client-side tool)")
"""The ``connection`` of a client-side tool's approval: the call runs in the client, not on an account."""


class ActionDecided(_Event):
    type: Literal["action.decided"] = "action.decided"
    proposal_id: str
    decision: Literal["approve", "decline"]
    reason: str | None = None


class ActionStarted(_Event):
    type: Literal["action.started"] = "action.started"
    proposal_id: str


ActionStatus = Literal["succeeded", "failed", "declined", "cancelled", "outcome_unknown"]


class ActionCompleted(_Event):
    type: Literal["action.completed"] = "action.completed"
    proposal_id: str
    status: ActionStatus
    result: Any = None
    duration_ms: int = 0
    error: str | None = None
    code: str | None = None
    """A stable code of why it failed (``revision_changed``, ``connection_unavailable``, ...), if known."""


class ClientToolRequested(_Event):
    type: Literal["client_tool.requested"] = "client_tool.requested"
    tool_call_id: str
    name: str
    arguments: dict[str, Any]
    expires_at: datetime | None = None
    """After this the call expires: the model is told it got no result, and a late result is refused."""


class LimitReached(_Event):
    type: Literal["limit.reached"] = "limit.reached"
    kind: Literal["rounds", "actions"]


class TurnCompleted(_Event):
    type: Literal["turn.completed"] = "turn.completed"
    message: str
    rounds: int
    actions: int
    stop_reason: str


class TurnFailed(_Event):
    type: Literal["turn.failed"] = "turn.failed"
    code: str
    message: str
    draft_preserved: bool
    requires_new_conversation: bool


class TurnStopped(_Event):
    type: Literal["turn.stopped"] = "turn.stopped"
    cancelled_proposals: list[str]
    in_flight: list[str]
    cancelled_client_calls: list[str] = []
    """``tool_call_id`` of each ``client_tool.requested`` still unanswered: the client stops running
    them (a result posted later is refused with 409)."""


TurnEvent = Annotated[
    TurnStarted
    | RoundStarted
    | RoundCompleted
    | MessageDelta
    | DiscoverySearched
    | ActionProposed
    | ActionDecided
    | ActionStarted
    | ActionCompleted
    | ClientToolRequested
    | LimitReached
    | TurnCompleted
    | TurnFailed
    | TurnStopped,
    Field(discriminator="type"),
]

turn_event_adapter: TypeAdapter[TurnEvent] = TypeAdapter(TurnEvent)


def encode_event(event: BaseModel) -> dict[str, str]:
    """The fields of the stream entry that carries ``event``."""
    return {"data": event.model_dump_json()}


def decode_event(fields: dict[bytes, bytes] | dict[str, str]) -> TurnEvent:
    """The event held by a stream entry's fields (as redis-py returns them, bytes or str)."""
    raw = next((value for key, value in fields.items() if key in (b"data", "data")), None)
    if raw is None:
        raise ValueError("a turn event entry has no 'data' field")
    return turn_event_adapter.validate_json(raw)
