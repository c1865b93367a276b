"""The conversation context: ids and revisions only, with a TTL renewed on use."""

from redis.asyncio import Redis

from assent_contracts.conversations import ConnectionSelection
from assent_contracts.discovery import discovery_context_key
from assent_discovery.context import create_context, read_context, record_actions

from .conftest import text

SELECTED = [
    ConnectionSelection(id="conn_a", revision="c1-aaa"),
    ConnectionSelection(id="conn_b", revision="c2-bbb"),
]


async def test_context_holds_connections_and_discovered_actions(redis: Redis) -> None:
    await create_context(redis, "conv_1", SELECTED, ttl_s=100)
    assert await record_actions(redis, "conv_1", {"github.get_me": "a-1"}, ttl_s=100)

    found = await read_context(redis, "conv_1", ttl_s=100)

    assert found is not None
    assert found.connections == {"conn_a": "c1-aaa", "conn_b": "c2-bbb"}
    assert found.actions == {"github.get_me": "a-1"}
    assert found.selections() == SELECTED
    raw = await redis.hgetall(discovery_context_key("conv_1"))
    assert {text(k) for k in raw} == {"conn:conn_a", "conn:conn_b", "act:github.get_me"}


async def test_reading_renews_the_ttl(redis: Redis) -> None:
    await create_context(redis, "conv_1", SELECTED, ttl_s=100)
    await redis.expire(discovery_context_key("conv_1"), 5)

    await read_context(redis, "conv_1", ttl_s=100)

    assert await redis.ttl(discovery_context_key("conv_1")) > 5


async def test_a_recorded_action_keeps_its_first_revision(redis: Redis) -> None:
    await create_context(redis, "conv_1", SELECTED, ttl_s=100)
    await record_actions(redis, "conv_1", {"github.get_me": "a-1"}, ttl_s=100)
    await record_actions(redis, "conv_1", {"github.get_me": "a-2", "slack.post": "a-3"}, ttl_s=100)

    found = await read_context(redis, "conv_1", ttl_s=100)

    assert found is not None
    assert found.actions == {"github.get_me": "a-1", "slack.post": "a-3"}


async def test_an_expired_context_is_not_recreated(redis: Redis) -> None:
    assert await read_context(redis, "conv_gone", ttl_s=100) is None
    assert not await record_actions(redis, "conv_gone", {"github.get_me": "a-1"}, ttl_s=100)
    assert not await redis.exists(discovery_context_key("conv_gone"))


async def test_creating_again_starts_afresh(redis: Redis) -> None:
    await create_context(redis, "conv_1", SELECTED, ttl_s=100)
    await record_actions(redis, "conv_1", {"github.get_me": "a-1"}, ttl_s=100)

    await create_context(redis, "conv_1", SELECTED[:1], ttl_s=100)

    found = await read_context(redis, "conv_1", ttl_s=100)
    assert found is not None
    assert (found.connections, found.actions) == ({"conn_a": "c1-aaa"}, {})
