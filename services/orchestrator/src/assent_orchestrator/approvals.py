"""The approval: what the user is asked before anything runs, from ``pending`` to its one outcome.

One lifecycle for every kind of approval: an external action a model proposed, a call of a
conversation's client-side tool whose permission is ``ask``, and (later) an external agent's action.

- **open**: ``pending`` in the owner's approvals hash and ``action.proposed``, in one script (so an
  approval is never shown without its entry, nor recorded and never shown), then a deadline (rule 10).
- **decide**: the gateway moves ``pending → approve|decline`` (``SETTLE_PENDING_LUA``) and publishes
  ``DecisionSubmitted``; the owner's handler reads the hash (``read_statuses``) and announces each new
  decision with ``action.decided`` (``announce_decision``). Reading the hash rather than the message
  makes a redelivered or late message apply nothing twice.
  A decision the gateway recorded but could not confirm it announced (it died in between) is
  announced by the sweep after a grace (``announce_recorded_decisions``, issue 9, item 10).
- **expire**: the deadline sweep moves ``pending → expired`` and publishes a decline with reason
  ``expired`` (``expire_due_approvals``), applied like any decision.
- **cancel**: an approval that will not run (the turn stopped, failed or completed) is ``cancelled``
  and reported with ``action.completed{cancelled}``, or ``{declined}`` when it had been declined or
  had expired (``cancel_approval``); ``close_all`` does it for every approval the owner opened that
  has no outcome yet, in the order they were shown, whether or not the owner's state knew of it.
- **run**: an approved external action goes to the executor (``batch.drive_batch``), which claims it
  at most once and reports ``action.completed``; the owner then records that outcome
  (``record_outcome``).

Every outcome is recorded once in the owner's outcomes hash, in the script that shows it, so each
approval the user saw ends with exactly one ``action.completed`` however often a crashed handler is
run again (issue 9, item 11).

An approval knows its owner only as an ``ApprovalBook``: the id its deadlines are filed under, its
keys, and its events stream with the mark that says the owner ended. A model turn's book is
``turn_approvals``.
"""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from redis.asyncio import Redis

from assent_contracts.conversations import proposals_key, turn_ended_key
from assent_contracts.events import ActionCompleted, ActionDecided, ActionProposed, turn_events_stream
from assent_contracts.messages import utc_now
from assent_contracts.pending import (
    CANCEL_APPROVAL_LUA,
    OPEN_APPROVAL_LUA,
    REPORT_ONCE_LUA,
    UNANNOUNCED_DECISIONS_KEY,
)
from assent_contracts.turns import DecisionSubmitted
from assent_orchestrator.deadlines import Deadlines, settle_due
from assent_orchestrator.deps import Deps
from assent_orchestrator.turn_store import as_text
from assent_runtime.redis_values import hash_get, hash_get_all, list_range, run_script

APPROVAL_DEADLINES = Deadlines("assent:proposals:expiry")
UNANNOUNCED_DECISIONS = Deadlines(UNANNOUNCED_DECISIONS_KEY)

Decision = Literal["approve", "decline"]


@dataclass(frozen=True)
class ApprovalBook:
    """Where one owner's approvals live."""

    redis: Redis
    owner_id: str
    """What the deadlines are filed under, and the ``turn_id`` of its events (a turn id)."""
    statuses_key: str
    """Hash ``approval id -> status`` (``assent_contracts.pending``)."""
    order_key: str
    """List of the approval ids in the order they were shown."""
    outcomes_key: str
    """Hash ``approval id -> outcome`` reported with ``action.completed``."""
    events_key: str
    ended_key: str
    """Present once the owner ended: nothing is shown after that."""
    lifetime_s: int
    """Expiry of the keys above until the owner ends and gives them its own retention."""

    @property
    def keys(self) -> list[str]:
        return [self.statuses_key, self.order_key, self.outcomes_key]


def turn_approvals(deps: Deps, turn_id: str) -> ApprovalBook:
    return ApprovalBook(
        redis=deps.redis,
        owner_id=turn_id,
        statuses_key=proposals_key(turn_id),
        order_key=f"assent:{{{turn_id}}}:approval-order",
        outcomes_key=f"assent:{{{turn_id}}}:outcomes",
        events_key=turn_events_stream(turn_id),
        ended_key=turn_ended_key(turn_id),
        lifetime_s=deps.timing.turn_lifetime_s,
    )


async def open_approval(book: ApprovalBook, proposed: ActionProposed, timeout_s: float) -> ActionProposed:
    """Ask for the approval ``proposed`` describes; returns the event as shown (with its deadline)."""
    now = utc_now()
    shown = proposed.model_copy(update={"at": now, "expires_at": now + timedelta(seconds=timeout_s)})
    keys = (book.statuses_key, book.order_key, book.ended_key, book.events_key)
    await run_script(
        book.redis,
        OPEN_APPROVAL_LUA,
        keys,
        [shown.proposal_id, shown.model_dump_json(), str(book.lifetime_s)],
    )
    assert shown.expires_at is not None
    await APPROVAL_DEADLINES.schedule(book.redis, book.owner_id, shown.proposal_id, shown.expires_at)
    return shown


async def read_statuses(book: ApprovalBook) -> dict[str, str]:
    return await hash_get_all(book.redis, book.statuses_key)


async def opened(book: ApprovalBook) -> list[str]:
    """Every approval the owner opened, in the order shown."""
    return await list_range(book.redis, book.order_key)


async def announce_decision(
    book: ApprovalBook, approval_id: str, status: str, reason: str | None = None
) -> Decision:
    """``action.decided`` for a decided ``status`` (an expiry is a decline with reason ``expired``)."""
    decision: Decision = "approve" if status == "approve" else "decline"
    reason = reason or ("expired" if status == "expired" else None)
    event = ActionDecided(turn_id=book.owner_id, proposal_id=approval_id, decision=decision, reason=reason)
    await _append(book, event.model_dump_json())
    await APPROVAL_DEADLINES.forget(book.redis, book.owner_id, [approval_id])
    return decision


async def report_declined(book: ApprovalBook, approval_id: str) -> None:
    """``action.completed{declined}`` for a declined approval, once."""
    event = ActionCompleted(turn_id=book.owner_id, proposal_id=approval_id, status="declined")
    await _report_once(book, approval_id, "declined", event.model_dump_json())


async def record_outcome(book: ApprovalBook, approval_id: str, outcome: str) -> None:
    """Record the outcome someone else showed (the executor's ``action.completed``)."""
    await _report_once(book, approval_id, outcome, "")


async def cancel_approval(book: ApprovalBook, approval_id: str) -> Literal["cancelled", "declined"]:
    """End an approval that did not run with ``action.completed``: ``declined`` if it was declined or
    expired, else ``cancelled`` (a decision racing in loses). Returns the outcome reported."""
    outcome = await _cancel(book, approval_id)
    return "declined" if outcome == "declined" else "cancelled"


async def _cancel(book: ApprovalBook, approval_id: str) -> str:
    """``cancel_approval``, for any approval: one already reported (it ran, say) is left alone, and its
    outcome returned."""
    cancelled = ActionCompleted(turn_id=book.owner_id, proposal_id=approval_id, status="cancelled")
    declined = ActionCompleted(turn_id=book.owner_id, proposal_id=approval_id, status="declined")
    keys = (book.statuses_key, book.outcomes_key, book.ended_key, book.events_key)
    outcome = await run_script(
        book.redis,
        CANCEL_APPROVAL_LUA,
        keys,
        [approval_id, cancelled.model_dump_json(), declined.model_dump_json(), str(book.lifetime_s)],
    )
    return as_text(outcome)


async def close_all(book: ApprovalBook, running: Sequence[str] = ()) -> list[str]:
    """Cancel every approval opened that has no outcome yet, in the order shown, except ``running``
    (with the executor: it reports those). Returns the ids whose outcome is ``cancelled``."""
    cancelled = []
    for approval_id in await opened(book):
        if approval_id not in running and await _cancel(book, approval_id) == "cancelled":
            cancelled.append(approval_id)
    return cancelled


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


async def announce_recorded_decisions(
    redis: Redis, publish: Callable[[DecisionSubmitted], Awaitable[None]], now: datetime, batch: int = 100
) -> int:
    """Publish again each decision the gateway filed as unannounced and did not confirm in time, as the
    approvals hash holds it (a decision applied already is a no-op for the handler; one taken back,
    found ``pending``, is not announced). Returns how many were handled."""
    due = await UNANNOUNCED_DECISIONS.due(redis, now, batch)
    for member, turn_id, approval_id in due:
        status = await hash_get(redis, proposals_key(turn_id), approval_id)
        if status in ("approve", "decline"):
            decision: Decision = "approve" if status == "approve" else "decline"
            await publish(DecisionSubmitted(turn_id=turn_id, proposal_id=approval_id, decision=decision))
        await UNANNOUNCED_DECISIONS.drop(redis, member)
    return len(due)


_APPEND_LUA = """
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
return redis.call('XADD', KEYS[2], 'NOMKSTREAM', '*', 'data', ARGV[1])
"""


async def _append(book: ApprovalBook, data: str) -> None:
    await run_script(book.redis, _APPEND_LUA, [book.ended_key, book.events_key], [data])


async def _report_once(book: ApprovalBook, approval_id: str, outcome: str, data: str) -> None:
    keys = (book.outcomes_key, book.ended_key, book.events_key)
    await run_script(book.redis, REPORT_ONCE_LUA, keys, [approval_id, outcome, data, str(book.lifetime_s)])
