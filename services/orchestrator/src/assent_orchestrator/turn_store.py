"""The turn's state in Redis and the liveness lease of a running round.

The state is read and written under the turn lock (``turn_lock``). The lease (``assent:{turn}:round``)
is set when a round starts and refreshed while it streams; if its holder dies it expires, and the
next message for the turn finds a round nobody runs.
"""

from redis.asyncio import Redis

from assent_orchestrator.state import TurnState

_REFRESH_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""


def as_text(value: bytes | str) -> str:
    """A Redis reply as text, whether the client decodes responses or not."""
    return value.decode() if isinstance(value, bytes) else value


def turn_state_key(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:state"


def round_lease_key(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:round"


async def load_state(redis: Redis, turn_id: str) -> TurnState | None:
    raw = await redis.get(turn_state_key(turn_id))
    return TurnState.model_validate_json(raw) if raw is not None else None


TURN_LIFETIME_S = 86_400
"""The longest a turn may run: every key of a turn expires after it at the latest, even a turn whose
end nobody wrote (the turn's end shortens it to the events retention)."""


async def save_state(redis: Redis, state: TurnState, ttl_s: int = TURN_LIFETIME_S) -> None:
    await redis.set(turn_state_key(state.turn_id), state.model_dump_json(), ex=ttl_s)


async def take_lease(redis: Redis, turn_id: str, token: str, ttl_ms: int) -> None:
    await redis.set(round_lease_key(turn_id), token, px=ttl_ms)


async def refresh_lease(redis: Redis, turn_id: str, token: str, ttl_ms: int) -> bool:
    """Extend the lease if it is still ``token``'s; False when it was lost."""
    return bool(await redis.eval(_REFRESH_LUA, 1, round_lease_key(turn_id), token, str(ttl_ms)))


async def lease_alive(redis: Redis, state: TurnState) -> bool:
    if state.round_lease is None:
        return False
    current = await redis.get(round_lease_key(state.turn_id))
    return current is not None and as_text(current) == state.round_lease
