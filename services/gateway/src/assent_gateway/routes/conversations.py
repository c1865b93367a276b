"""Conversations and their turns."""

from litestar import post
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED, HTTP_202_ACCEPTED

from assent_gateway.conversations import open_conversation, start_turn
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.schemas import ConversationCreate, ConversationCreated, TurnAccepted, TurnCreate


@post("/conversations", status_code=HTTP_201_CREATED, tags=["conversations"])
async def create_conversation(
    gateway: GatewayDep, caller: CallerDep, data: JSONBody[ConversationCreate]
) -> ConversationCreated:
    """Fix a model, a project key, 1–20 connections and optional client tools for a new conversation."""
    conversation = await open_conversation(
        gateway.redis,
        gateway.bus,
        gateway.directory,
        caller,
        data,
        ttl_s=gateway.settings.conversation_ttl_s,
        discovery_timeout_s=gateway.settings.discovery_timeout_s,
    )
    return ConversationCreated(
        id=conversation.id,
        connections=conversation.connections,
        limits=conversation.limits,
        expires_at=conversation.expires_at,
    )


@post("/conversations/{conversation_id:str}/turns", status_code=HTTP_202_ACCEPTED, tags=["conversations"])
async def create_turn(
    gateway: GatewayDep, caller: CallerDep, conversation_id: FromPath[str], data: JSONBody[TurnCreate]
) -> TurnAccepted:
    """Start a turn with the client's transcript; follow it at ``events_url``."""
    turn = await start_turn(
        gateway.redis, gateway.bus, caller, conversation_id, data, ttl_s=gateway.settings.conversation_ttl_s
    )
    return TurnAccepted(turn_id=turn.id, events_url=f"/v1/turns/{turn.id}/events")
