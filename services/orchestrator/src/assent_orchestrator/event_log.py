"""Writing a turn's events: nothing the orchestrator writes ever follows the turn's terminal event.

``assent:{turn}:ended`` marks the end. Every event is appended by a script that first checks the
mark, and the terminal event sets it with ``NX`` in the same script, so exactly one terminal event is
written even when replicas race (stop against a finishing round, say).

Only ``turn.started`` (and a terminal event) may create the turn's stream. Any other event for a
stream that is gone (Redis restarted and lost it, or it expired) is dropped (``NOMKSTREAM``) and
reported as not written: nothing recreates a stream without its retention, holding model text.
"""

from pydantic import BaseModel
from redis.asyncio import Redis

from assent_contracts.events import TurnStarted, encode_event, turn_events_stream

_APPEND_LUA = """
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
if ARGV[2] == 'create' then return redis.call('XADD', KEYS[2], '*', 'data', ARGV[1]) end
return redis.call('XADD', KEYS[2], 'NOMKSTREAM', '*', 'data', ARGV[1])
"""

_FINISH_LUA = """
if not redis.call('SET', KEYS[1], ARGV[2], 'NX', 'EX', ARGV[3]) then return false end
return redis.call('XADD', KEYS[2], '*', 'data', ARGV[1])
"""


def turn_ended_key(turn_id: str) -> str:
    """Present once the turn ended; holds the terminal event's type. Kept for the events retention."""
    return f"assent:{{{turn_id}}}:ended"


class TurnEvents:
    def __init__(self, redis: Redis, turn_id: str, retention_s: int) -> None:
        self._redis = redis
        self._turn_id = turn_id
        self._retention_s = retention_s

    async def emit(self, event: BaseModel) -> bool:
        """Append ``event`` unless the turn already ended (or its stream is gone); True when written."""
        keys = (turn_ended_key(self._turn_id), turn_events_stream(self._turn_id))
        create = "create" if isinstance(event, TurnStarted) else "append"
        written = await self._redis.eval(_APPEND_LUA, 2, *keys, encode_event(event)["data"], create)
        return written is not None

    async def emit_and_check(self, event: BaseModel, flag_key: str) -> tuple[bool, bool]:
        """``emit`` (never a creating one), then whether ``flag_key`` exists, in one round trip (a
        pipeline, so per streamed chunk the stop flag costs no round trip of its own)."""
        keys = (turn_ended_key(self._turn_id), turn_events_stream(self._turn_id))
        async with self._redis.pipeline(transaction=False) as pipe:
            pipe.eval(_APPEND_LUA, 2, *keys, encode_event(event)["data"], "append")
            pipe.exists(flag_key)
            written, flagged = await pipe.execute()
        return written is not None, bool(flagged)

    async def finish(self, event: BaseModel) -> bool:
        """Append the terminal ``event`` and mark the turn ended; False (nothing written) if it had ended."""
        keys = (turn_ended_key(self._turn_id), turn_events_stream(self._turn_id))
        kind = str(getattr(event, "type", "ended"))
        written = await self._redis.eval(
            _FINISH_LUA, 2, *keys, encode_event(event)["data"], kind, str(self._retention_s)
        )
        return written is not None

    async def ended(self) -> bool:
        return bool(await self._redis.exists(turn_ended_key(self._turn_id)))
