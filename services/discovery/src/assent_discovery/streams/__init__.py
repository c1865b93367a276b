"""Thin FastStream subscribers, one module per stream, each delegating to a plain function."""

from faststream.redis.message import RedisStreamMessage
from redis.asyncio import Redis


async def forget_request(redis: Redis, message: RedisStreamMessage) -> None:
    """Delete a handled request from its stream: a query or proposed arguments must not outlive the
    request (discovery keeps no prompts or arguments). Acknowledging afterwards is still safe."""
    raw = message.raw_message
    if raw["message_ids"]:
        await redis.xdel(raw["channel"], *raw["message_ids"])
