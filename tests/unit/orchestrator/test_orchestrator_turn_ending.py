"""A turn ends in exactly one terminal event, shows every proposal's outcome, and leaves no key
without an expiry, whatever Redis command the orchestrator dies before (issue 9, items 9 and 11).

The orchestrator is "killed" by a client that dies before its n-th command (every command before it
ran, none after: what ``kill -9`` between two commands leaves in Redis). The message that was being
handled stays pending, so another replica handles it again with a client that lives; a lease the
dead process held is gone by then (it expired), so the test deletes it. For every n, from the first
command of the handler that ends the turn until one that ends it unharmed.
"""

import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

from redis.asyncio import Redis

from assent_contracts.conversations import active_turn_key, proposals_key
from assent_contracts.events import TERMINAL_TYPES, ActionCompleted
from assent_contracts.execution import ExecutionFinished
from assent_contracts.pending import SETTLE_PENDING_LUA
from assent_contracts.turns import DecisionSubmitted, StopRequested
from assent_orchestrator.approvals import APPROVAL_DEADLINES
from assent_orchestrator.deps import Deps
from assent_orchestrator.state import Phase
from assent_orchestrator.turn_flow import Handled, decision_submitted, execution_finished, stop_requested
from assent_orchestrator.turn_lock import turn_lock_key
from assent_orchestrator.turn_store import load_state, round_lease_key, save_state

from .conftest import Harness, Reply

EXECUTE = "assent_execute_tool"
MAX_COMMANDS = 200


class Died(BaseException):
    """The process died here: nothing after this point ran (not an ``Exception``: no handler catches it)."""


class DiesBefore(Redis):
    """A client on the same connections that dies before its ``n``-th command (a pipeline is one)."""

    def __init__(self, live: Redis, n: int) -> None:
        super().__init__(connection_pool=live.connection_pool)
        self.left = n

    def _spend(self) -> None:
        self.left -= 1
        if self.left <= 0:
            raise Died()

    async def execute_command(self, *args: Any, **options: Any) -> Any:
        self._spend()
        return await super().execute_command(*args, **options)

    def pipeline(self, transaction: bool = True, shard_hint: Any = None) -> Any:
        self._spend()
        return super().pipeline(transaction=transaction, shard_hint=shard_hint)


def execute(name: str, arguments: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    return (EXECUTE, {"name": name, "arguments": arguments or {}})


async def approved_and_run(harness: Harness) -> Callable[[Deps], Awaitable[Handled]]:
    """A turn whose approved action ran; what is left is the executor's report and the last round."""
    harness.model.script(Reply(calls=[execute("github.get_me")]), Reply(text="You are alice."))
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    await harness.decide(proposal_id, "approve")
    # The executor's part: it reports the outcome on the turn's events, then tells the orchestrator.
    await harness.deps.events(harness.turn_id).emit(
        ActionCompleted(turn_id=harness.turn_id, proposal_id=proposal_id, status="succeeded")
    )
    report = ExecutionFinished(
        turn_id=harness.turn_id, proposal_id=proposal_id, status="succeeded", duration_ms=3
    )
    return lambda deps: execution_finished(deps, report)


async def stopped_while_waiting(harness: Harness) -> Callable[[Deps], Awaitable[Handled]]:
    """Two proposals wait for the user; the user stops the turn."""
    harness.model.script(
        Reply(calls=[execute("github.get_me"), execute("github.create_issue", {"title": "A"})])
    )
    await harness.start()
    await harness.redis.set(f"assent:{{{harness.turn_id}}}:stop", "1")
    stop = StopRequested(turn_id=harness.turn_id)
    return lambda deps: stop_requested(deps, stop)


async def declined(harness: Harness) -> Callable[[Deps], Awaitable[Handled]]:
    """The user declines; the model's next round completes the turn."""
    harness.model.script(
        Reply(calls=[execute("github.create_issue", {"title": "A"})]), Reply(text="Not done.")
    )
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    await harness.redis.eval(SETTLE_PENDING_LUA, 1, proposals_key(harness.turn_id), proposal_id, "decline")
    decision = DecisionSubmitted(turn_id=harness.turn_id, proposal_id=proposal_id, decision="decline")
    return lambda deps: decision_submitted(deps, decision)


async def assert_ended_once_and_tidy(harness: Harness) -> None:
    events = await harness.events()
    types = [event.type for event in events]
    terminal = [t for t in types if t in TERMINAL_TYPES]
    assert len(terminal) == 1, types
    assert types[-1] in TERMINAL_TYPES, types
    shown = [event.proposal_id for event in events if event.type == "action.proposed"]
    completed = [event.proposal_id for event in events if event.type == "action.completed"]
    assert completed == shown, types
    assert await harness.redis.get(active_turn_key(harness.conversation_id)) is None
    for key in await harness.redis.keys(f"assent:{{{harness.turn_id}}}:*"):
        assert await harness.redis.ttl(key) > 0, f"{key!r} has no expiry"
    members = await harness.redis.zrange(APPROVAL_DEADLINES.key, 0, -1)
    assert all(isinstance(m, bytes) for m in members), members
    assert not [m for m in members if isinstance(m, bytes) and harness.turn_id.encode() in m]


async def end_with_a_death_before_each_command(
    redis: Redis, prepare: Callable[[Harness], Awaitable[Callable[[Deps], Awaitable[Handled]]]]
) -> int:
    """Returns how many commands the handler sent when nothing died."""
    for n in range(1, MAX_COMMANDS):
        harness = Harness(redis)
        await harness.open_conversation()
        handle = await prepare(harness)
        try:
            handled = await handle(dataclasses.replace(harness.deps, redis=DiesBefore(redis, n)))
        except Died:
            pass
        else:
            assert handled is Handled.DONE
            await assert_ended_once_and_tidy(harness)
            return n
        # Another replica reclaims the message; the dead one's lock and round lease expired meanwhile.
        await redis.delete(round_lease_key(harness.turn_id), turn_lock_key(harness.turn_id))
        assert await handle(harness.deps) is Handled.DONE
        await assert_ended_once_and_tidy(harness)
    raise AssertionError("the handler never finished")


async def test_a_turn_that_ends_after_its_action_ran_ends_once_whatever_step_the_process_dies_at(
    redis: Redis,
) -> None:
    assert await end_with_a_death_before_each_command(redis, approved_and_run) > 10


async def test_a_stopped_turn_ends_once_whatever_step_the_process_dies_at(redis: Redis) -> None:
    assert await end_with_a_death_before_each_command(redis, stopped_while_waiting) > 5


async def test_a_declined_turn_ends_once_whatever_step_the_process_dies_at(redis: Redis) -> None:
    assert await end_with_a_death_before_each_command(redis, declined) > 10


async def test_a_proposal_shown_before_the_turn_was_saved_still_ends_with_one_outcome(
    harness: Harness,
) -> None:
    """Issue 9, item 11: the orchestrator died after ``action.proposed`` and before saving the turn
    as waiting for decisions. The approval that follows finds a round nobody runs; the turn fails,
    and each proposal the user saw ends with ``action.completed``, in the order shown, before it."""
    harness.model.script(
        Reply(calls=[execute("github.get_me"), execute("github.create_issue", {"title": "A"})])
    )
    command = await harness.start()
    first, second = await harness.proposal_ids()
    # The state as the dead process last saved it: its round running, nothing of the batch recorded.
    state = await load_state(harness.redis, harness.turn_id)
    assert state is not None
    state.phase, state.batch, state.proposed, state.messages = Phase.ROUND, [], 0, []
    state.round_driver, state.round_lease = command.id, "lease-of-the-dead-process"
    await save_state(harness.redis, state)

    await harness.decide(first, "approve")

    events = await harness.events()
    assert [e.type for e in events][-3:] == ["action.completed", "action.completed", "turn.failed"]
    assert [(e.proposal_id, e.status) for e in events if e.type == "action.completed"] == [
        (first, "cancelled"),
        (second, "cancelled"),
    ]
    assert events[-1].code == "interrupted"
    assert harness.executions.requested == []
    await assert_ended_once_and_tidy(harness)
