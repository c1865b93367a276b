"""Approvals of the caller's external agents' proposals."""

from typing import Annotated

from litestar import Response, get, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, JSONBody
from litestar.response import ServerSentEvent
from litestar.status_codes import HTTP_200_OK, HTTP_202_ACCEPTED

from assent_contracts.agents import PendingApproval
from assent_gateway.approvals import approval_event_messages, decide_approval, pending_approvals
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.routes.turns import LAST_EVENT_ID
from assent_gateway.schemas import DecisionCreate, DecisionRecorded, Items
from assent_gateway.stream_endings import ending_cleanly
from assent_gateway.stream_slots import capped_stream
from assent_gateway.turns import resume_point


@get("/approvals", tags=["agents"])
async def list_approvals(gateway: GatewayDep, caller: CallerDep) -> Items[PendingApproval]:
    """Pending proposals of the caller's agents: agent, action, connection, arguments, annotations, expiry."""
    return Items[PendingApproval](items=await pending_approvals(gateway.redis, caller))


@get("/approvals/events", tags=["agents"])
async def approval_events(
    gateway: GatewayDep,
    caller: CallerDep,
    last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
) -> ServerSentEvent:
    """SSE: ``approval.requested`` and ``approval.resolved``; ``Last-Event-ID`` resumes after that event."""
    messages = approval_event_messages(
        gateway.redis,
        gateway.hub,
        caller,
        after=resume_point(last_event_id),
        keepalive_s=gateway.settings.sse_keepalive_s,
    )
    stream = await capped_stream(gateway.redis, gateway.settings, caller.id, messages)
    return ServerSentEvent(ending_cleanly(stream, "approvals"))


@post(
    "/approvals/{proposal_id:str}/decision",
    status_code=HTTP_202_ACCEPTED,
    responses={HTTP_200_OK: ResponseSpec(DecisionRecorded, description="Already recorded")},
    tags=["agents"],
)
async def decide_approval_route(
    gateway: GatewayDep, caller: CallerDep, proposal_id: FromPath[str], data: JSONBody[DecisionCreate]
) -> Response[DecisionRecorded]:
    """Approve or decline an agent's pending proposal: 202 when recorded now, 200 when it already was,
    409 for a contrary decision (or one after it expired or was cancelled)."""
    recorded = await decide_approval(
        gateway.redis, gateway.bus, caller, proposal_id, data.decision, data.reason
    )
    body = DecisionRecorded(proposal_id=proposal_id, decision=data.decision)
    return Response(body, status_code=HTTP_202_ACCEPTED if recorded else HTTP_200_OK)
