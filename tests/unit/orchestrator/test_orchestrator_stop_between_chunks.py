"""The stop flag is looked at with every streamed chunk (in the same round trip as the chunk's
``message.delta``), not only by the round's guard a few times a second: a fast stream stops at the
first chunk after the flag."""

import dataclasses
from collections.abc import AsyncGenerator

from redis.asyncio import Redis

from assent_contracts.conversations import turn_stop_key
from assent_orchestrator.provider import ChatDelta, ChatRequest
from assent_orchestrator.turn_flow import Handled, turn_requested

CHUNKS_AFTER_THE_FLAG = 50


class FlagMidStream:
    """Streams one word, sets the turn's stop flag, then streams many more words at once."""

    def __init__(self, redis: Redis, turn_id: str) -> None:
        self.redis = redis
        self.turn_id = turn_id

    async def stream(self, request: ChatRequest) -> AsyncGenerator[ChatDelta, None]:
        yield ChatDelta(text="first")
        await self.redis.set(turn_stop_key(self.turn_id), "1")
        for n in range(CHUNKS_AFTER_THE_FLAG):
            yield ChatDelta(text=f" word{n}")
        yield ChatDelta(finish_reason="stop")


async def test_a_fast_stream_stops_at_the_first_chunk_after_the_flag(harness) -> None:
    command = await harness.post_turn()
    deps = dataclasses.replace(harness.deps, model=FlagMidStream(harness.redis, harness.turn_id))

    assert await turn_requested(deps, command) is Handled.DONE

    types = await harness.types()
    assert types[-1] == "turn.stopped"
    assert types.count("message.delta") <= 2
