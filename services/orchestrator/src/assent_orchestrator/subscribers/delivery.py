"""What every orchestrator subscriber does with the outcome of its handler.

- handled: the message is deleted from its stream (``XDEL``, decision 008: a command may carry user
  text, such as a decision's reason or an action's error, that must not outlive its turn) and then
  acknowledged (``XACK``).
- still driving a live round elsewhere (a reclaimed copy of the message whose handler still runs the
  round): nack, so it stays pending and is looked at again later.
- an exception: the message stays pending and is reclaimed after ``reclaim_idle_ms``; after
  ``max_deliveries`` attempts the turn is failed (``internal_error``) and the message acknowledged.
- a crash: the message stays pending and another replica reclaims it.
"""

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from faststream.exceptions import NackMessage
from faststream.redis import StreamSub

from assent_contracts.agents import is_agent_turn
from assent_orchestrator.agent_turns import agent_give_up
from assent_orchestrator.deps import Deps
from assent_orchestrator.turn_flow import Handled, give_up
from assent_runtime import handled_entries
from assent_runtime.handled_entries import Broker, forget_handled

__all__ = ["Broker", "current_message", "settle", "stream_subs"]

GROUP = "orchestrator"
MAX_DELIVERIES = 5

log = logging.getLogger(__name__)


class Delivered(Protocol):
    """The part of FastStream's stream message that is read here."""

    @property
    def raw_message(self) -> Mapping[str, Any]:
        """Where the entry came from: ``channel`` (the stream) and ``message_ids``."""
        ...

    async def get_delivery_count(self) -> int: ...


def current_message(broker: Broker) -> Delivered:
    """The stream message being handled (``assent_runtime.handled_entries``)."""
    return handled_entries.current_message(broker)


def stream_subs(stream: str, consumer: str, reclaim_idle_ms: int) -> tuple[StreamSub, StreamSub]:
    """The reader of new entries and the reclaimer of abandoned ones, for one stream.

    The reclaimer looks a few times per ``reclaim_idle_ms`` (at most every second, at least every
    0.1 s, FastStream's default), not ten times a second whatever the idle time."""
    reader = StreamSub(stream, group=GROUP, consumer=consumer)
    polling_ms = min(1_000, max(100, reclaim_idle_ms // 4))
    reclaimer = StreamSub(
        stream, group=GROUP, consumer=consumer, min_idle_time=reclaim_idle_ms, polling_interval=polling_ms
    )
    return reader, reclaimer


async def settle(
    deps: Deps,
    message: Delivered,
    turn_id: str,
    conversation_id: str | None,
    handle: Callable[[], Awaitable[Handled]],
) -> None:
    try:
        handled = await handle()
    except Exception:
        if await message.get_delivery_count() < MAX_DELIVERIES:
            raise
        log.exception("giving up on turn %s after %s deliveries", turn_id, MAX_DELIVERIES)
        ending = agent_give_up if is_agent_turn(turn_id) else give_up
        await ending(deps, turn_id, conversation_id)
        await forget_handled(deps.redis, message)
        return
    if handled is Handled.IN_PROGRESS:
        raise NackMessage()
    await forget_handled(deps.redis, message)
