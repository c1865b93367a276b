"""What the owner of an agent sees of its proposals: the pending list and the approvals feed.

``pending_approvals_key(user)`` holds each undecided proposal (arguments included, to decide on);
an entry is removed as soon as the proposal is decided, expires or is cancelled. The feed
(``approvals_stream(user)``) carries ``approval.requested`` and ``approval.resolved`` for SSE; entries
older than the events retention are trimmed on each write, and the stream expires one retention after
its last entry, so nothing of an agent's arguments outlives that retention.
"""

import time

from redis.asyncio import Redis

from assent_contracts.agents import (
    ApprovalRef,
    ApprovalRequested,
    ApprovalResolved,
    ApprovalStatus,
    PendingApproval,
    approval_ref_key,
    approvals_stream,
    pending_approvals_key,
)
from assent_runtime.redis_values import hash_delete, hash_set


async def _feed(redis: Redis, user_id: str, data: str, retention_s: int) -> None:
    stream = approvals_stream(user_id)
    oldest_ms = int((time.time() - retention_s) * 1000)
    async with redis.pipeline(transaction=False) as pipe:
        pipe.xadd(stream, {"data": data}, minid=oldest_ms, approximate=False)
        pipe.expire(stream, retention_s)
        await pipe.execute()


async def show_pending(
    redis: Redis, approval: PendingApproval, ref: ApprovalRef, *, ttl_s: int, retention_s: int
) -> None:
    """Make the proposal findable by its owner's decision and list it as pending."""
    await redis.set(approval_ref_key(approval.proposal_id), ref.model_dump_json(), ex=ttl_s)
    await hash_set(
        redis, pending_approvals_key(ref.user_id), approval.proposal_id, approval.model_dump_json()
    )
    await redis.expire(pending_approvals_key(ref.user_id), ttl_s)
    await _feed(redis, ref.user_id, ApprovalRequested(approval=approval).model_dump_json(), retention_s)


async def show_resolved(
    redis: Redis, user_id: str, proposal_id: str, status: ApprovalStatus, *, retention_s: int
) -> None:
    """The proposal is no longer pending: off the list, ``approval.resolved`` in the feed."""
    await hash_delete(redis, pending_approvals_key(user_id), proposal_id)
    resolved = ApprovalResolved(proposal_id=proposal_id, status=status)
    await _feed(redis, user_id, resolved.model_dump_json(), retention_s)
