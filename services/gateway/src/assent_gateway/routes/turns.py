"""A turn: its event stream, decisions on its proposals, stop."""

from typing import Annotated

from litestar import Response, get, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, HeaderParameter, JSONBody
from litestar.response import ServerSentEvent
from litestar.status_codes import HTTP_200_OK, HTTP_202_ACCEPTED, HTTP_204_NO_CONTENT

from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.schemas import DecisionCreate, DecisionRecorded, StopAccepted
from assent_gateway.stream_endings import ending_cleanly
from assent_gateway.stream_slots import capped_stream
from assent_gateway.turn_events import turn_event_messages
from assent_gateway.turns import decide_proposal, stop_turn, turn_events_from

LAST_EVENT_ID_PATTERN = r"^([0-9]{1,19}-[0-9]{1,19})?$"
"""``Last-Event-ID`` as the document says it: an event id (each part at most 19 digits, as every id this
gateway sends), or empty for the start. ``turns.resume_point`` enforces it."""
LAST_EVENT_ID = HeaderParameter(
    name="Last-Event-ID",
    required=False,
    description="Resume strictly after this event id",
    schema_extra={"pattern": LAST_EVENT_ID_PATTERN},
)


@get("/turns/{turn_id:str}/events", tags=["turns"])
async def turn_events(
    gateway: GatewayDep,
    caller: CallerDep,
    turn_id: FromPath[str],
    last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
) -> ServerSentEvent | Response[None]:
    """SSE: every event of the turn in order; ``Last-Event-ID`` resumes strictly after that event.

    204 when ``Last-Event-ID`` is the turn's terminal event: there is nothing more, and an
    ``EventSource`` stops reconnecting on a 204.
    """
    start = await turn_events_from(gateway.redis, caller, turn_id, last_event_id)
    if start.nothing_more:
        return Response(None, status_code=HTTP_204_NO_CONTENT)
    messages = turn_event_messages(
        gateway.redis, gateway.hub, turn_id, after=start.after, keepalive_s=gateway.settings.sse_keepalive_s
    )
    stream = await capped_stream(gateway.redis, gateway.settings, caller.id, messages)
    return ServerSentEvent(ending_cleanly(stream, f"turn {turn_id}"))


@post(
    "/turns/{turn_id:str}/proposals/{proposal_id:str}/decision",
    status_code=HTTP_202_ACCEPTED,
    responses={HTTP_200_OK: ResponseSpec(DecisionRecorded, description="Already recorded")},
    tags=["turns"],
)
async def decide(
    gateway: GatewayDep,
    caller: CallerDep,
    turn_id: FromPath[str],
    proposal_id: FromPath[str],
    data: JSONBody[DecisionCreate],
) -> Response[DecisionRecorded]:
    """Approve or decline a pending proposal: 202 when recorded now, 200 when it already was."""
    recorded = await decide_proposal(
        gateway.redis, gateway.bus, caller, turn_id, proposal_id, data.decision, data.reason
    )
    body = DecisionRecorded(proposal_id=proposal_id, decision=data.decision)
    return Response(body, status_code=HTTP_202_ACCEPTED if recorded else HTTP_200_OK)


@post("/turns/{turn_id:str}/stop", status_code=HTTP_202_ACCEPTED, tags=["turns"])
async def stop(gateway: GatewayDep, caller: CallerDep, turn_id: FromPath[str]) -> StopAccepted:
    """Cancel the turn and its pending approvals; an action already sent may still complete."""
    await stop_turn(gateway.redis, gateway.bus, caller, turn_id, ttl_s=gateway.settings.conversation_ttl_s)
    return StopAccepted(turn_id=turn_id)
