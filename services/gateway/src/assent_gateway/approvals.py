"""The owner's approvals of their agents' proposals: what is pending, the live feed, and decisions.

A decision goes through the very compare-and-set a Playground decision does (``turns``): the
agent's proposal lives in its agent turn's proposals hash, so it is idempotent, a contrary decision is
409, and expiry or cancellation race it with exactly one winner. Only the owner's signed-in session
reaches these routes: an agent token is 401 on every ``/v1`` route.
"""

import asyncio
from collections.abc import AsyncIterator

from litestar.response import ServerSentEventMessage
from pydantic import ValidationError
from redis.asyncio import Redis

from assent_contracts.agents import (
    ApprovalRef,
    PendingApproval,
    approval_ref_key,
    approvals_stream,
    pending_approvals_key,
)
from assent_contracts.directory import User
from assent_contracts.messages import utc_now
from assent_gateway.command_bus import CommandBus
from assent_gateway.event_hub import EventHub
from assent_gateway.problems import ProblemError
from assent_gateway.redis_replies import is_after
from assent_gateway.turn_events import keepalive, read_range, to_message
from assent_gateway.turns import Decision, decide_proposal
from assent_runtime.redis_values import hash_delete, hash_get_all

START = "0-0"


async def pending_approvals(redis: Redis, user: User) -> list[PendingApproval]:
    """The user's undecided agent proposals that have not expired, oldest first."""
    raw = await hash_get_all(redis, pending_approvals_key(user.id))
    now = utc_now()
    found = []
    for value in raw.values():
        try:
            approval = PendingApproval.model_validate_json(value)
        except ValidationError:
            continue
        if approval.expires_at > now:
            found.append(approval)
    return sorted(found, key=lambda approval: approval.proposed_at)


async def decide_approval(
    redis: Redis, bus: CommandBus, user: User, proposal_id: str, decision: Decision, reason: str | None
) -> bool:
    """Record the decision; True when new, False when the same one was recorded already."""
    raw = await redis.get(approval_ref_key(proposal_id))
    ref = ApprovalRef.model_validate_json(raw) if raw is not None else None
    if ref is None or ref.user_id != user.id:
        raise ProblemError(404, "approval_not_found", "no such approval")
    recorded = await decide_proposal(redis, bus, user, ref.turn_id, proposal_id, decision, reason)
    await hash_delete(redis, pending_approvals_key(user.id), proposal_id)
    return recorded


async def approval_event_messages(
    redis: Redis, hub: EventHub, user: User, *, after: str | None, keepalive_s: float, page: int = 200
) -> AsyncIterator[ServerSentEventMessage]:
    """The user's approval events after ``after`` (all kept when None), then live ones, until the
    client goes away; each entry once, in order (the same backlog-then-hub reading as a turn's)."""
    stream = approvals_stream(user.id)
    last = after or START
    while True:
        async for entry_id, fields in read_range(redis, stream, last, "+", page):
            last = entry_id
            if message := to_message(entry_id, fields):
                yield message
        listener, cursor = await hub.join(stream, last)
        try:
            if is_after(cursor, last):
                async for entry_id, fields in read_range(redis, stream, last, cursor, page):
                    last = entry_id
                    if message := to_message(entry_id, fields):
                        yield message
            while not listener.overflowed:
                try:
                    entry_id, fields = await asyncio.wait_for(listener.queue.get(), timeout=keepalive_s)
                except TimeoutError:
                    yield keepalive()
                    continue
                if is_after(entry_id, last):
                    last = entry_id
                    if message := to_message(entry_id, fields):
                        yield message
        finally:
            hub.leave(listener)
