"""The caller's agent tokens: make one (shown once), list them, revoke one."""

from litestar import delete, get, post
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED, HTTP_204_NO_CONTENT

from assent_gateway.agent_calls import stop_open_calls
from assent_gateway.agent_schemas import AgentTokenCreate, AgentTokenCreated, AgentTokenItem
from assent_gateway.agent_tokens import create_agent_token, revoke_agent_token, token_item
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.schemas import Items


@post("/agent-tokens", status_code=HTTP_201_CREATED, tags=["agents"])
async def create_agent_token_route(
    gateway: GatewayDep, caller: CallerDep, data: JSONBody[AgentTokenCreate]
) -> AgentTokenCreated:
    """A token for an external agent on ``/mcp``, bound to the chosen connections (at most 20) as they
    are now. The token is in this answer only; Assent keeps its hash."""
    return await create_agent_token(
        gateway.agent_tokens,
        await gateway.current_directory(),
        caller,
        data,
        default_days=gateway.settings.agent_token_default_days,
        max_days=gateway.settings.agent_token_max_days,
    )


@get("/agent-tokens", tags=["agents"])
async def list_agent_tokens(gateway: GatewayDep, caller: CallerDep) -> Items[AgentTokenItem]:
    """The caller's tokens that are not revoked, newest first, without secrets."""
    return Items[AgentTokenItem](
        items=[token_item(t) for t in await gateway.agent_tokens.owned_by(caller.id)]
    )


@delete("/agent-tokens/{token_id:str}", status_code=HTTP_204_NO_CONTENT, tags=["agents"])
async def revoke_agent_token_route(gateway: GatewayDep, caller: CallerDep, token_id: FromPath[str]) -> None:
    """Revoke at once: the next MCP request with it is 401, and its pending approvals are cancelled."""
    await revoke_agent_token(gateway.agent_tokens, caller, token_id)
    await stop_open_calls(gateway.redis, gateway, token_id)
