"""``AgentTokenStore`` over Redis: each token's record under its id, an index digest -> id and each
owner's set of ids. Holds digests only, never a token."""

from datetime import datetime

from redis.asyncio import Redis

from assent_gateway.agent_tokens import AgentToken
from assent_gateway.redis_replies import text

DIGESTS = "assent:agent-tokens:digests"


def _record_key(token_id: str) -> str:
    return f"assent:{{{token_id}}}:agent-token"


def _used_key(token_id: str) -> str:
    return f"assent:{{{token_id}}}:agent-token-used"


def _owner_key(owner: str) -> str:
    return f"assent:agent-tokens:owner:{owner}"


class RedisAgentTokenStore:
    def __init__(self, redis: Redis) -> None:
        self._redis = redis

    async def add(self, token: AgentToken) -> None:
        async with self._redis.pipeline(transaction=True) as tx:
            tx.set(_record_key(token.id), token.model_dump_json())
            tx.hset(DIGESTS, token.digest, token.id)
            tx.sadd(_owner_key(token.owner), token.id)
            await tx.execute()

    async def _load(self, token_id: str) -> AgentToken | None:
        raw, used = await self._redis.mget(_record_key(token_id), _used_key(token_id))
        if raw is None:
            return None
        token = AgentToken.model_validate_json(raw)
        if used is not None:
            token = token.model_copy(update={"last_used_at": datetime.fromisoformat(text(used))})
        return token

    async def by_digest(self, digest: str) -> AgentToken | None:
        token_id = await self._redis.hget(DIGESTS, digest)  # type: ignore[misc]
        return None if token_id is None else await self._load(text(token_id))

    async def owned_by(self, owner: str) -> list[AgentToken]:
        ids = await self._redis.smembers(_owner_key(owner))  # type: ignore[misc]
        found = [await self._load(text(token_id)) for token_id in ids]
        live = [token for token in found if token is not None and token.revoked_at is None]
        return sorted(live, key=lambda token: token.created_at, reverse=True)

    async def revoke(self, owner: str, token_id: str, at: datetime) -> AgentToken | None:
        token = await self._load(token_id)
        if token is None or token.owner != owner:
            return None
        if token.revoked_at is None:
            revoked = token.model_copy(update={"revoked_at": at, "last_used_at": None})
            async with self._redis.pipeline(transaction=True) as tx:
                tx.set(_record_key(token.id), revoked.model_dump_json())
                tx.hdel(DIGESTS, token.digest)
                tx.srem(_owner_key(owner), token.id)
                await tx.execute()
        return token

    async def touch(self, token_id: str, at: datetime) -> None:
        await self._redis.set(_used_key(token_id), at.isoformat())
