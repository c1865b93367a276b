"""The result of a client-side function tool, posted by the client that ran it."""

from litestar import Response, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_202_ACCEPTED

from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.tool_results import ToolResultCreate, ToolResultRecorded, submit_tool_result


@post(
    "/turns/{turn_id:str}/tool-results",
    status_code=HTTP_202_ACCEPTED,
    responses={HTTP_200_OK: ResponseSpec(ToolResultRecorded, description="Already recorded")},
    tags=["turns"],
)
async def submit_tool_result_route(
    gateway: GatewayDep, caller: CallerDep, turn_id: FromPath[str], data: JSONBody[ToolResultCreate]
) -> Response[ToolResultRecorded]:
    """Answer a ``client_tool.requested``: 202 when recorded now, 200 when the same result already was;
    404 ``tool_call_not_found``; 409 ``tool_call_answered``/``tool_call_expired``/``tool_call_cancelled``."""
    recorded = await submit_tool_result(
        gateway.redis, gateway.bus, caller, turn_id, data, ttl_s=gateway.settings.conversation_ttl_s
    )
    body = ToolResultRecorded(tool_call_id=data.tool_call_id)
    return Response(body, status_code=HTTP_202_ACCEPTED if recorded else HTTP_200_OK)
