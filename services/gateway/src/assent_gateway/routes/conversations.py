"""Conversations and their turns."""

from typing import Annotated, Any

from litestar import get, post
from litestar.params import Body, FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED, HTTP_202_ACCEPTED

from assent_contracts.conversations import Conversation
from assent_gateway.ag_config import AgConfigTurnAccepted, check_against_conversation, parse_turn_body
from assent_gateway.conversations import (
    ConversationView,
    conversation_view,
    load_owned_conversation,
    open_conversation,
    start_turn,
)
from assent_gateway.deps import CallerDep, GatewayDep
from assent_gateway.schemas import ConversationCreate, ConversationCreated, TurnAccepted

TURN_BODY = Body(
    title="Turn",
    description=(
        "Either Assent's own body, `{messages[], tool_choice?, temperature?, max_tokens?, "
        "response_format?}`, or the Playground's `{ag_config: {prompt: {messages[], llm_config: "
        "{model, tools?, tool_choice?, temperature?, max_tokens?, response_format?}}}}` "
        "(docs/tool-definitions.md)."
    ),
)


@post("/conversations", status_code=HTTP_201_CREATED, tags=["conversations"])
async def create_conversation(
    gateway: GatewayDep, caller: CallerDep, data: JSONBody[ConversationCreate]
) -> ConversationCreated:
    """Fix a model, a project key, 1–20 connections and optional client tools for a new conversation."""
    conversation = await open_conversation(
        gateway.redis,
        gateway.bus,
        await gateway.current_directory(),
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


@get("/conversations/{conversation_id:str}", tags=["conversations"])
async def get_conversation(
    gateway: GatewayDep, caller: CallerDep, conversation_id: FromPath[str]
) -> ConversationView:
    """The conversation's configuration (model, connections, tools as given, limits); no transcript."""
    return conversation_view(await load_owned_conversation(gateway.redis, conversation_id, caller))


@post("/conversations/{conversation_id:str}/turns", status_code=HTTP_202_ACCEPTED, tags=["conversations"])
async def create_turn(
    gateway: GatewayDep,
    caller: CallerDep,
    conversation_id: FromPath[str],
    data: Annotated[dict[str, Any], TURN_BODY],
) -> TurnAccepted | AgConfigTurnAccepted:
    """Start a turn with the client's transcript; follow it at ``events_url``. An ``ag_config`` turn is
    answered with the members Assent did not use (``ignored``)."""
    body = parse_turn_body(data)
    ag = body.ag_config

    def check(conversation: Conversation) -> None:
        if ag is not None:
            check_against_conversation(ag, conversation)

    turn = await start_turn(
        gateway.redis,
        gateway.bus,
        caller,
        conversation_id,
        body.request,
        ttl_s=gateway.settings.conversation_ttl_s,
        check=check,
    )
    events_url = f"/v1/turns/{turn.id}/events"
    if ag is None:
        return TurnAccepted(turn_id=turn.id, events_url=events_url)
    return AgConfigTurnAccepted(turn_id=turn.id, events_url=events_url, ignored=body.ignored)
