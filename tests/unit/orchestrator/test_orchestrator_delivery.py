"""What the subscribers do with a handler's outcome: ack, leave pending, or give up on a poison message."""

import pytest
from faststream.exceptions import NackMessage

from assent_orchestrator.subscribers.delivery import MAX_DELIVERIES, settle
from assent_orchestrator.turn_flow import Handled


class DeliveredMessage:
    """Stands in for FastStream's stream message: the delivery count and where the entry came from."""

    def __init__(
        self, count: int, stream: str = "assent:test:commands", ids: list[bytes] | None = None
    ) -> None:
        self.count = count
        self.raw_message = {"channel": stream, "message_ids": ids or []}

    async def get_delivery_count(self) -> int:
        return self.count


async def broken() -> Handled:
    raise RuntimeError("a bug")


async def test_a_failing_handler_leaves_the_message_pending_until_the_last_delivery(harness) -> None:
    await harness.post_turn()
    with pytest.raises(RuntimeError):
        await settle(harness.deps, DeliveredMessage(1), harness.turn_id, harness.conversation_id, broken)
    assert await harness.events() == []

    await settle(harness.deps, DeliveredMessage(MAX_DELIVERIES), harness.turn_id, None, broken)
    failed = (await harness.of("turn.failed"))[0]
    assert (failed.code, failed.draft_preserved) == ("internal_error", True)
    assert await harness.redis.get(f"assent:{{{harness.conversation_id}}}:active-turn") is None


async def test_a_message_still_driving_a_round_is_nacked(harness) -> None:
    async def in_progress() -> Handled:
        return Handled.IN_PROGRESS

    async def done() -> Handled:
        return Handled.DONE

    with pytest.raises(NackMessage):
        await settle(harness.deps, DeliveredMessage(2), "turn_x", None, in_progress)
    await settle(harness.deps, DeliveredMessage(1), "turn_x", None, done)


async def test_a_handled_command_is_deleted_from_its_stream_and_an_unhandled_one_stays(harness) -> None:
    """Decision 008: a handled command (a decision's reason, an action's error) does not outlive it."""

    async def done() -> Handled:
        return Handled.DONE

    async def in_progress() -> Handled:
        return Handled.IN_PROGRESS

    stream = "assent:test:commands"
    handled, pending, failing = [await harness.redis.xadd(stream, {"n": str(i)}) for i in range(3)]
    await settle(harness.deps, DeliveredMessage(1, stream, [handled]), "turn_x", None, done)
    with pytest.raises(NackMessage):
        await settle(harness.deps, DeliveredMessage(1, stream, [pending]), "turn_x", None, in_progress)
    with pytest.raises(RuntimeError):
        await settle(harness.deps, DeliveredMessage(1, stream, [failing]), "turn_x", None, broken)
    assert [entry_id for entry_id, _ in await harness.redis.xrange(stream)] == [pending, failing]

    await settle(harness.deps, DeliveredMessage(MAX_DELIVERIES, stream, [failing]), "turn_x", None, broken)
    assert [entry_id for entry_id, _ in await harness.redis.xrange(stream)] == [pending]
