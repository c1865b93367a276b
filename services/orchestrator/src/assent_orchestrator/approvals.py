"""The approval: what the user is asked before anything runs, from ``pending`` to its one outcome.

One lifecycle for every kind of approval: an external action a model proposed, a call of a
conversation's client-side tool whose permission is ``ask``, and (later) an external agent's action.

- **open**: ``pending`` in the owner's approvals hash, a deadline (rule 10), ``action.proposed``.
- **decide**: the gateway moves ``pending → approve|decline`` (``SETTLE_PENDING_LUA``) and publishes
  ``DecisionSubmitted``; the owner's handler reads the hash (``read_statuses``) and announces each new
  decision with ``action.decided`` (``announce_decision``). Reading the hash rather than the message
  makes a redelivered or late message apply nothing twice.
- **expire**: the deadline sweep moves ``pending → expired`` and publishes a decline with reason
  ``expired`` (``expire_due_approvals``), applied like any decision.
- **cancel**: an approval that will not run (the turn stopped, failed or completed) is ``cancelled``
  (``CANCEL_APPROVAL_LUA``) and reported with ``action.completed{cancelled}``, or ``{declined}`` when
  it had been declined or had expired (``cancel_approval``).
- **run**: an approved external action goes to the executor (``batch.drive_batch``), which claims it
  at most once and reports ``action.completed``.

An approval knows its owner only as an ``ApprovalBook``: the id its deadlines are filed under, the hash
of its statuses and where its events are shown. A model turn's book is ``turn_approvals``.
"""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal, Protocol

from pydantic import BaseModel
from redis.asyncio import Redis

from assent_contracts.conversations import proposals_key
from assent_contracts.events import ActionCompleted, ActionDecided, ActionProposed
from assent_contracts.messages import utc_now
from assent_contracts.pending import CANCEL_APPROVAL_LUA
from assent_contracts.turns import DecisionSubmitted
from assent_orchestrator.deadlines import Deadlines, settle_due
from assent_orchestrator.deps import Deps
from assent_orchestrator.turn_store import as_text

APPROVAL_DEADLINES = Deadlines("assent:proposals:expiry")

DECIDED = ("approve", "decline", "expired")
"""Statuses of an approval the user (or its deadline) decided."""

Decision = Literal["approve", "decline"]


class EventSink(Protocol):
    async def emit(self, event: BaseModel) -> bool: ...


@dataclass(frozen=True)
class ApprovalBook:
    """Where one owner's approvals live."""

    redis: Redis
    owner_id: str
    """What the deadlines are filed under (a turn id)."""
    statuses_key: str
    """Hash ``approval id -> status``."""
    events: EventSink
    """Where ``action.proposed``, ``action.decided`` and ``action.completed`` are shown."""


def turn_approvals(deps: Deps, turn_id: str) -> ApprovalBook:
    return ApprovalBook(deps.redis, turn_id, proposals_key(turn_id), deps.events(turn_id))


async def open_approval(book: ApprovalBook, proposed: ActionProposed, timeout_s: float) -> ActionProposed:
    """Ask for the approval ``proposed`` describes; returns the event as shown (with its deadline)."""
    expires_at = utc_now() + timedelta(seconds=timeout_s)
    await book.redis.hset(book.statuses_key, proposed.proposal_id, "pending")  # type: ignore[misc]
    await APPROVAL_DEADLINES.schedule(book.redis, book.owner_id, proposed.proposal_id, expires_at)
    shown = proposed.model_copy(update={"expires_at": expires_at})
    await book.events.emit(shown)
    return shown


async def read_statuses(book: ApprovalBook) -> dict[str, str]:
    raw = await book.redis.hgetall(book.statuses_key)  # type: ignore[misc]
    return {as_text(key): as_text(value) for key, value in raw.items()}


async def announce_decision(
    book: ApprovalBook, approval_id: str, status: str, reason: str | None = None
) -> Decision:
    """``action.decided`` for a decided ``status`` (an expiry is a decline with reason ``expired``)."""
    decision: Decision = "approve" if status == "approve" else "decline"
    reason = reason or ("expired" if status == "expired" else None)
    await book.events.emit(
        ActionDecided(turn_id=book.owner_id, proposal_id=approval_id, decision=decision, reason=reason)
    )
    await APPROVAL_DEADLINES.forget(book.redis, book.owner_id, [approval_id])
    return decision


async def cancel_approval(book: ApprovalBook, approval_id: str) -> Literal["cancelled", "declined"]:
    """End an approval that will not run with ``action.completed``: ``declined`` if it was declined or
    expired, else ``cancelled`` (a decision racing in loses). Returns the status reported."""
    before = await book.redis.eval(CANCEL_APPROVAL_LUA, 1, book.statuses_key, approval_id)  # type: ignore[misc]
    declined = before is not None and as_text(before) in ("decline", "expired")
    status: Literal["cancelled", "declined"] = "declined" if declined else "cancelled"
    await book.events.emit(ActionCompleted(turn_id=book.owner_id, proposal_id=approval_id, status=status))
    return status


async def report_declined(book: ApprovalBook, approval_id: str) -> None:
    await book.events.emit(ActionCompleted(turn_id=book.owner_id, proposal_id=approval_id, status="declined"))


async def forget_approvals(redis: Redis, owner_id: str, approval_ids: Sequence[str]) -> None:
    """Drop the deadlines of approvals that ended some other way."""
    await APPROVAL_DEADLINES.forget(redis, owner_id, approval_ids)


async def expire_due_approvals(
    redis: Redis, publish: Callable[[DecisionSubmitted], Awaitable[None]], now: datetime, batch: int = 100
) -> int:
    """Rule 10: expire the turns' approvals due at ``now`` as declined; returns how many were handled."""

    async def announce(turn_id: str, approval_id: str) -> None:
        await publish(
            DecisionSubmitted(turn_id=turn_id, proposal_id=approval_id, decision="decline", reason="expired")
        )

    return await settle_due(redis, APPROVAL_DEADLINES, proposals_key, "expired", announce, now, batch)
