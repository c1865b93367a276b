"""The turn's state in Redis and the liveness lease of a running round.

The state is read and written under the turn lock (``turn_lock``). The lease (``assent:{turn}:round``)
is set when a round starts and refreshed while it streams; if its holder dies it expires, and the
next message for the turn finds a round nobody runs.
"""

from redis.asyncio import Redis

from assent_orchestrator.state import TurnState
from assent_runtime.owned_keys import OwnedKey
from assent_runtime.redis_values import as_text

__all__ = ["as_text"]  # the modules of the turn read Redis replies as text through here


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


def round_lease(redis: Redis, turn_id: str, token: str) -> OwnedKey:
    """The round's lease as held by ``token`` (``assent_runtime.owned_keys``)."""
    return OwnedKey(redis, round_lease_key(turn_id), token)


async def take_lease(redis: Redis, turn_id: str, token: str, ttl_ms: int) -> None:
    await round_lease(redis, turn_id, token).take(ttl_ms)


async def refresh_lease(redis: Redis, turn_id: str, token: str, ttl_ms: int) -> bool:
    """Extend the lease if it is still ``token``'s; False when it was lost."""
    return await round_lease(redis, turn_id, token).refresh(ttl_ms)


async def lease_alive(redis: Redis, state: TurnState) -> bool:
    if state.round_lease is None:
        return False
    return await round_lease(redis, state.turn_id, state.round_lease).held()
