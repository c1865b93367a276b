"""A conversation's discovery context in Redis: ``conn:<id> -> revision`` for each selected connection
and ``act:<name> -> revision`` for each action discovered. Nothing else: no query text, arguments,
results or credentials. Every read or write renews its TTL."""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from redis.asyncio import Redis

from assent_contracts.conversations import ConnectionSelection
from assent_contracts.discovery import discovery_context_key
from assent_runtime.redis_values import as_text

_CONN = "conn:"
_ACT = "act:"

# KEYS[1] context hash; ARGV[1] ttl; then field, value pairs. Adds only to a live context (never
# recreates an expired one) and keeps a field already present.
_RECORD_LUA = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
for i = 2, #ARGV, 2 do redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1
"""


@dataclass(frozen=True)
class DiscoveryContext:
    connections: dict[str, str]
    """Selected connection id -> its revision when the conversation started."""
    actions: dict[str, str]
    """Discovered action name -> its revision when first discovered."""

    def selections(self) -> list[ConnectionSelection]:
        return [ConnectionSelection(id=i, revision=r) for i, r in self.connections.items()]


async def create_context(
    redis: Redis, conversation_id: str, connections: Iterable[ConnectionSelection], ttl_s: int
) -> None:
    """Start the context afresh with the selected connections' revisions."""
    key = discovery_context_key(conversation_id)
    selected = list(connections)
    async with redis.pipeline(transaction=True) as tx:
        tx.delete(key)
        if selected:
            tx.hset(key, mapping={f"{_CONN}{c.id}": c.revision for c in selected})
        tx.expire(key, ttl_s)
        await tx.execute()


async def read_context(redis: Redis, conversation_id: str, ttl_s: int) -> DiscoveryContext | None:
    """The context, its TTL renewed; ``None`` when it expired or never existed."""
    key = discovery_context_key(conversation_id)
    async with redis.pipeline(transaction=True) as tx:
        tx.hgetall(key)
        tx.expire(key, ttl_s)
        raw, _ = await tx.execute()
    if not raw:
        return None
    entries = {as_text(k): as_text(v) for k, v in raw.items()}
    return DiscoveryContext(
        connections={k.removeprefix(_CONN): v for k, v in entries.items() if k.startswith(_CONN)},
        actions={k.removeprefix(_ACT): v for k, v in entries.items() if k.startswith(_ACT)},
    )


async def record_actions(
    redis: Redis, conversation_id: str, revisions: Mapping[str, str], ttl_s: int
) -> bool:
    """Remember discovered actions with their revisions; ``False`` when the context is gone.

    A name already recorded keeps its first revision, so an action whose definition changed stays
    refused until a new conversation discovers it again."""
    pairs = [part for name, revision in revisions.items() for part in (f"{_ACT}{name}", revision)]
    done = await redis.eval(_RECORD_LUA, 1, discovery_context_key(conversation_id), ttl_s, *pairs)
    return bool(done)
