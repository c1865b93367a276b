"""What a user does to a running turn: decide on a proposal, stop it. Plain functions over Redis.

A decision is recorded by compare-and-set in the turn's proposals hash before the orchestrator is told,
so two clicks (or two tabs) can never both win; a repeated identical decision is answered 200 and
publishes nothing. A recorded decision whose publish this process could not confirm is announced by
the orchestrator instead (``UNANNOUNCED_DECISIONS_KEY``). Stop on an ended turn is 409 ``turn_finished``
and writes nothing.

A running turn whose data vanished (Redis restarted without persistence, or was flushed, and took the
turn's record, state and events with it) gets no more writes from any service, so an open event
stream would otherwise wait for its terminal event forever. While a client waits for live events,
every keepalive tick also checks that the turn's record still exists (``turn_lost``). Once Redis
answers that it is gone, the stream ends with a ``turn.failed`` made here (``lost_turn_message``):
``code: "turn_lost"``, ``requires_new_conversation: true`` (the conversation went with it) and
``draft_preserved: false`` (whether an approved action ran cannot be known). It carries no ``id:``:
there is nothing to resume. Asking for the turn afterwards answers 404 ``turn_not_found``, as for any
turn the gateway does not know. See docs/decisions (Redis restarts).
"""

import json
import logging
import time
from contextlib import suppress
from dataclasses import dataclass
from typing import Literal

from litestar.response import ServerSentEventMessage
from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.conversations import (
    Turn,
    proposals_key,
    turn_ended_key,
    turn_input_key,
    turn_key,
    turn_stop_key,
)
from assent_contracts.directory import User
from assent_contracts.events import TERMINAL_TYPES, TurnFailed, turn_events_stream
from assent_contracts.pending import (
    ANNOUNCE_GRACE_S,
    SETTLE_PENDING_LUA,
    UNANNOUNCED_DECISIONS_KEY,
    UNSETTLE_LUA,
)
from assent_contracts.turns import DECISIONS_STREAM, STOPS_STREAM, DecisionSubmitted, StopRequested
from assent_gateway.command_bus import BusUnavailable, CommandBus
from assent_gateway.problems import ProblemError
from assent_gateway.redis_replies import exclusive_start, is_after, text, xrevrange
from assent_runtime.redis_values import hash_get, run_script

log = logging.getLogger(__name__)

Decision = Literal["approve", "decline"]

TURN_LOST = "turn_lost"
LOST_MESSAGE = (
    "This turn's state was lost (the event store restarted). Nothing more will happen in it; "
    "check MCP Activity before repeating an action, and start a new conversation."
)


async def load_owned_turn(redis: Redis, turn_id: str, user: User) -> Turn:
    """The caller's turn; another user's is reported exactly like a missing one."""
    raw = await redis.get(turn_key(turn_id))
    turn = Turn.model_validate_json(raw) if raw is not None else None
    if turn is None or turn.user_id != user.id:
        raise ProblemError(404, "turn_not_found", "no such turn")
    return turn


def resume_point(last_event_id: str | None) -> str | None:
    """Where an event stream resumes: strictly after ``Last-Event-ID`` (None: from the start).
    Anything but an entry id such as ``1-0`` (each part at most 19 digits) is 400
    ``invalid_last_event_id``."""
    if last_event_id is None or not last_event_id.strip():
        return None
    value = last_event_id.strip()
    try:
        if any(len(part) > 19 for part in value.split("-")):
            raise ValueError(value)
        exclusive_start(value)
    except ValueError:
        raise ProblemError(
            400, "invalid_last_event_id", "Last-Event-ID must be an event id such as 1-0"
        ) from None
    return value


async def terminal_event_id(redis: Redis, turn_id: str) -> str | None:
    """The id of the turn's terminal event once it was written (it is always the last one), else None."""
    last = await xrevrange(redis, turn_events_stream(turn_id), before=None, count=1)
    if not last:
        return None
    entry_id, fields = last[0]
    try:
        ended = json.loads(fields.get("data", "")).get("type") in TERMINAL_TYPES
    except (ValueError, AttributeError):
        return None
    return entry_id if ended else None


@dataclass(frozen=True)
class EventsFrom:
    """Where one client's event stream of a turn starts."""

    after: str | None
    """Strictly after this entry id; None: from the turn's first event."""
    nothing_more: bool
    """The client has the terminal event already: answered 204, on which an ``EventSource`` stops
    reconnecting."""


async def turn_events_from(redis: Redis, user: User, turn_id: str, last_event_id: str | None) -> EventsFrom:
    """Where the caller's stream of the turn's events resumes (``Last-Event-ID``). 400 for an id that is
    none, 404 for another user's or an unknown turn, 410 ``events_expired`` once its events are gone."""
    after = resume_point(last_event_id)
    await load_owned_turn(redis, turn_id, user)
    if not await redis.exists(turn_events_stream(turn_id), turn_input_key(turn_id)):
        raise ProblemError(410, "events_expired", "this turn ended and its events are no longer kept")
    ended_at = await terminal_event_id(redis, turn_id)
    return EventsFrom(after, after is not None and ended_at is not None and not is_after(ended_at, after))


async def turn_finished(redis: Redis, turn_id: str) -> bool:
    """The turn has ended: its end is marked, its input (kept while it runs) is gone, or its last event
    is terminal. Stopping it again would change nothing, and must write nothing."""
    marked, running = await redis.exists(turn_ended_key(turn_id)), await redis.exists(turn_input_key(turn_id))
    return bool(marked) or not running or await terminal_event_id(redis, turn_id) is not None


async def decide_proposal(
    redis: Redis,
    bus: CommandBus,
    user: User,
    turn_id: str,
    proposal_id: str,
    decision: Decision,
    reason: str | None,
) -> bool:
    """Record the decision; True when it is new (and was published), False when it was already recorded."""
    await load_owned_turn(redis, turn_id, user)
    proposals = proposals_key(turn_id)
    current = await hash_get(redis, proposals, proposal_id)
    if current is None:
        raise ProblemError(404, "proposal_not_found", "no such proposal in this turn")
    if text(current) == decision:
        await _announce_unless_confirmed(redis, turn_id, proposal_id, repeat=True)
        return False
    if text(current) == "pending" and await stop_asked(redis, turn_id):
        raise ProblemError(
            409, "decision_conflict", "the turn is being stopped", extra={"proposal_status": "stopping"}
        )
    if text(current) == "pending":
        await _announce_unless_confirmed(redis, turn_id, proposal_id)
    previous = await run_script(redis, SETTLE_PENDING_LUA, [proposals], [proposal_id, decision])
    if previous is None:
        raise ProblemError(404, "proposal_not_found", "no such proposal in this turn")
    if text(previous) == decision:
        return False
    if text(previous) != "pending":
        detail = f"the proposal is already {text(previous)}"
        raise ProblemError(409, "decision_conflict", detail, extra={"proposal_status": text(previous)})
    try:
        await bus.publish(
            DecisionSubmitted(turn_id=turn_id, proposal_id=proposal_id, decision=decision, reason=reason),
            DECISIONS_STREAM,
        )
    except BusUnavailable:
        with suppress(RedisError):
            await run_script(redis, UNSETTLE_LUA, [proposals], [proposal_id, decision])
        raise ProblemError(
            503, "orchestrator_unavailable", "the decision could not be delivered; try again"
        ) from None
    await redis.zrem(UNANNOUNCED_DECISIONS_KEY, f"{turn_id} {proposal_id}")
    return True


async def _announce_unless_confirmed(
    redis: Redis, turn_id: str, proposal_id: str, *, repeat: bool = False
) -> None:
    """File the decision about to be recorded (or recorded already, on a ``repeat``) as unannounced
    until its publish is confirmed: if this process dies between the compare-and-set and the publish,
    the orchestrator announces it after ``ANNOUNCE_GRACE_S`` (issue 9, item 10). A repeat never
    postpones one already filed."""
    due = time.time() + ANNOUNCE_GRACE_S
    await redis.zadd(UNANNOUNCED_DECISIONS_KEY, {f"{turn_id} {proposal_id}": due}, nx=repeat)


async def stop_asked(redis: Redis, turn_id: str) -> bool:
    """Whether stop was asked (where the orchestrator checks it: ``assent_orchestrator.stopping``)."""
    return bool(await redis.exists(turn_stop_key(turn_id)))


async def stop_turn(redis: Redis, bus: CommandBus, user: User, turn_id: str, *, ttl_s: int) -> None:
    """Ask the orchestrator to stop the turn, once; later calls change nothing until it has ended.

    The only writer of the stop flag: set here, and taken back here when the stop cannot be delivered."""
    await load_owned_turn(redis, turn_id, user)
    if await turn_finished(redis, turn_id):
        raise ProblemError(409, "turn_finished", "the turn has already ended")
    if not await redis.set(turn_stop_key(turn_id), "1", nx=True, ex=ttl_s):
        return
    try:
        await bus.publish(StopRequested(turn_id=turn_id), STOPS_STREAM)
    except BusUnavailable:
        with suppress(RedisError):
            await redis.delete(turn_stop_key(turn_id))
        raise ProblemError(
            503, "orchestrator_unavailable", "the stop could not be delivered; try again"
        ) from None


async def turn_lost(redis: Redis, turn_id: str) -> bool:
    """True once Redis answers that the turn's record is gone; False while it exists or Redis is away."""
    try:
        return not await redis.exists(turn_key(turn_id))
    except RedisError:
        return False


def lost_turn_message(turn_id: str) -> ServerSentEventMessage:
    log.warning("turn %s vanished from Redis while a client followed it", turn_id)
    event = TurnFailed(
        turn_id=turn_id,
        code=TURN_LOST,
        message=LOST_MESSAGE,
        draft_preserved=False,
        requires_new_conversation=True,
    )
    return ServerSentEventMessage(data=event.model_dump_json(), event=event.type)
