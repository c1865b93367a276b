"""Opening conversations, showing one, and starting turns: plain functions over Redis and the command bus.

Every check runs before anything is written or published, so a 4xx leaves no trace. A failure after a
write is undone before the 503 is answered.
"""

import logging
from collections.abc import Callable
from contextlib import suppress
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticSerializationError
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.conversations import (
    ConnectionSelection,
    Conversation,
    Turn,
    TurnInput,
    active_turn_key,
    conversation_key,
    conversation_lock_key,
    turn_input_key,
    turn_key,
)
from assent_contracts.directory import Connection, Directory, User
from assent_contracts.discovery import ContextOpened, OpenContext, discovery_context_key
from assent_contracts.identifiers import new_id
from assent_contracts.limits import Limits
from assent_contracts.messages import utc_now
from assent_contracts.turns import TURNS_STREAM, TurnRequested
from assent_gateway.command_bus import BusUnavailable, CommandBus
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.redis_replies import text
from assent_gateway.schemas import ConversationCreate, TurnCreate
from assent_gateway.validation import raise_if_any, validate_new_conversation, validate_turn_messages
from assent_runtime.redis_values import run_script

log = logging.getLogger(__name__)

# KEYS[1] lock, KEYS[2] active turn; ARGV[1] turn id, ARGV[2] ttl seconds.
# Returns {status, value}: {'locked', reason}, {'running', turn id} or {'ok', ''}.
ACQUIRE_TURN_LUA = """
local reason = redis.call('GET', KEYS[1])
if reason then return {'locked', reason} end
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'EX', ARGV[2]) then return {'ok', ''} end
return {'running', redis.call('GET', KEYS[2]) or ''}
"""

# KEYS[1] active turn; ARGV[1] turn id: deletes the key only while it still names this turn.
RELEASE_TURN_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


async def open_conversation(
    redis: Redis,
    bus: CommandBus,
    directory: Directory,
    user: User,
    request: ConversationCreate,
    *,
    ttl_s: int,
    discovery_timeout_s: float,
) -> Conversation:
    """Validate, let discovery record the connections' revisions, then store the conversation."""
    connections = validate_new_conversation(directory, user, request)
    conversation_id = new_id("conv")
    selected = [connection.id for connection in connections]
    try:
        opened = await bus.open_context(
            OpenContext(conversation_id=conversation_id, user_id=user.id, connection_ids=selected),
            timeout_s=discovery_timeout_s,
        )
    except BusUnavailable:
        raise ProblemError(503, "discovery_unavailable", "discovery did not answer; try again") from None
    revisions = {selection.id: selection for selection in opened.connections}
    down = [c for c in connections if c.id in opened.unavailable or c.id not in revisions]
    refused = [c for c in down if c.id in opened.credentials_refused]
    unreachable = [c for c in down if c.id not in opened.credentials_refused]
    if down:
        # The context discovery opened for this new id is undone: a refusal leaves nothing behind.
        await redis.delete(discovery_context_key(conversation_id))
    # Credentials the server refuses are the caller's to fix (422, reconnect); they come first, so
    # the problem's code says so. A server that did not answer may answer a retry (503).
    raise_if_any(
        [_refused(c, opened, request) for c in refused]
        + [_unreachable(c, opened, request) for c in unreachable],
        status=422 if refused else 503,
    )
    now = utc_now()
    conversation = Conversation(
        id=conversation_id,
        user_id=user.id,
        org=user.org,
        model=request.model,
        project_key=request.project_key,
        connections=[revisions[connection_id] for connection_id in selected],
        tools=request.tools,
        system=request.system,
        created_at=now,
        expires_at=now + timedelta(seconds=ttl_s),
    )
    await redis.set(conversation_key(conversation_id), conversation.model_dump_json(), ex=ttl_s)
    return conversation


def _pointer(connection: Connection, request: ConversationCreate) -> str:
    return f"/connection_ids/{request.connection_ids.index(connection.id)}"


def _refused(connection: Connection, opened: ContextOpened, request: ConversationCreate) -> FieldProblem:
    fix = "reconnect it" if connection.kind == "personal" else "an administrator manages it"
    reason = opened.unavailable.get(connection.id, "the MCP server refused the connection's credentials")
    return FieldProblem(f"{reason}; {fix}", _pointer(connection, request), code="credentials_refused")


def _unreachable(connection: Connection, opened: ContextOpened, request: ConversationCreate) -> FieldProblem:
    reason = opened.unavailable.get(connection.id, "discovery could not list this connection")
    return FieldProblem(reason, _pointer(connection, request), code="connection_unreachable")


async def load_owned_conversation(redis: Redis, conversation_id: str, user: User) -> Conversation:
    """The caller's conversation; another user's is reported exactly like a missing one."""
    raw = await redis.get(conversation_key(conversation_id))
    conversation = Conversation.model_validate_json(raw) if raw is not None else None
    if conversation is None or conversation.user_id != user.id:
        raise ProblemError(404, "conversation_not_found", "no such conversation")
    return conversation


class ConversationView(BaseModel):
    """What ``GET /v1/conversations/{cid}`` answers: the conversation's configuration, never a transcript."""

    id: str
    model: str
    project_key: str
    connections: list[ConnectionSelection]
    tools: list[dict[str, Any]]
    """The client-side tools exactly as they were given: every member, in the same order."""
    system: str | None
    limits: Limits
    created_at: datetime
    expires_at: datetime


def conversation_view(conversation: Conversation) -> ConversationView:
    return ConversationView.model_validate(conversation.model_dump(exclude={"user_id", "org"}))


async def start_turn(
    redis: Redis,
    bus: CommandBus,
    user: User,
    conversation_id: str,
    request: TurnCreate,
    *,
    ttl_s: int,
    check: Callable[[Conversation], None] | None = None,
) -> Turn:
    """Take the conversation's single turn slot, store the turn and its input, ask the orchestrator.

    ``check`` may refuse the request against the conversation (raising ``ProblemError``) before anything
    is written. Everything is validated and serialised before the slot is taken; once it is taken, any
    failure at all gives it back (and deletes what was stored) before the error is answered."""
    validate_turn_messages(request.messages)
    conversation = await load_owned_conversation(redis, conversation_id, user)
    if check is not None:
        check(conversation)
    turn = Turn(id=new_id("turn"), conversation_id=conversation.id, user_id=user.id, created_at=utc_now())
    turn_json, input_json = _serialised(turn, request)
    active = active_turn_key(conversation.id)
    status, value = await run_script(
        redis, ACQUIRE_TURN_LUA, [conversation_lock_key(conversation.id), active], [turn.id, ttl_s]
    )
    if text(status) == "locked":
        detail = "this conversation accepts no more turns; start a new conversation"
        raise ProblemError(409, "conversation_locked", detail, extra={"reason": text(value)})
    if text(status) == "running":
        detail = "a turn is already running in this conversation"
        raise ProblemError(409, "turn_running", detail, extra={"turn_id": text(value)})
    try:
        async with redis.pipeline(transaction=True) as pipe:
            pipe.set(turn_key(turn.id), turn_json, ex=ttl_s)
            pipe.set(turn_input_key(turn.id), input_json, ex=ttl_s)
            await pipe.execute()
        await bus.publish(
            TurnRequested(turn_id=turn.id, conversation_id=conversation.id, user_id=user.id), TURNS_STREAM
        )
    except (BusUnavailable, RedisError):
        await _undo_turn(redis, active, turn.id)
        raise ProblemError(
            503, "orchestrator_unavailable", "the turn could not be started; try again"
        ) from None
    except BaseException:
        await _undo_turn(redis, active, turn.id)
        raise
    return turn


def _serialised(turn: Turn, request: TurnCreate) -> tuple[str, str]:
    """The turn and its claim-checked input as stored, or ``ProblemError`` (400) when the input cannot be
    stored (the HTTP route refuses such bodies earlier: ``request_bodies``)."""
    turn_input = TurnInput(
        messages=request.messages,
        tool_choice=request.tool_choice,
        temperature=request.temperature,
        max_tokens=request.max_tokens,
        response_format=request.response_format,
    )
    try:
        return turn.model_dump_json(), turn_input.model_dump_json()
    except PydanticSerializationError:
        detail = "the turn cannot be stored: it nests arrays and objects too deeply"
        raise ProblemError(
            400, "nesting_too_deep", detail, [FieldProblem(detail, "", code="nesting_too_deep")]
        ) from None


async def _undo_turn(redis: Redis, active: str, turn_id: str) -> None:
    with suppress(RedisError):
        await redis.delete(turn_key(turn_id), turn_input_key(turn_id))
        await run_script(redis, RELEASE_TURN_LUA, [active], [turn_id])
