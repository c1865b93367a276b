"""Writing a turn's events: nothing the orchestrator writes ever follows the turn's terminal event.

``assent:{turn}:ended`` marks the end. Every event is appended by a script that first checks the
mark, and the terminal event sets it with ``NX`` in the same script, so exactly one terminal event is
written even when replicas race (stop against a finishing round, say). The same script sets the
stream's retention and deletes the turn's working data: a turn is never left with its state gone and
no terminal event, nor with a terminal event and a stream kept forever.

Only ``turn.started`` (and a terminal event) may create the turn's stream, with the turn's longest
lifetime as its expiry. Any other event for a stream that is gone (Redis restarted and lost it, or it
expired) is dropped (``NOMKSTREAM``) and reported as not written: nothing recreates a stream without
its retention, holding model text.
"""

from collections.abc import Sequence

from pydantic import BaseModel
from redis.asyncio import Redis

from assent_contracts.conversations import turn_ended_key
from assent_contracts.events import TurnStarted, encode_event, turn_events_stream
from assent_runtime.redis_values import run_script

__all__ = ["TurnEvents", "turn_ended_key"]

_APPEND_LUA = """
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
if ARGV[2] == 'append' then return redis.call('XADD', KEYS[2], 'NOMKSTREAM', '*', 'data', ARGV[1]) end
local id = redis.call('XADD', KEYS[2], '*', 'data', ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return id
"""

# KEYS[1] ended, KEYS[2] events, KEYS[3 .. 2+ARGV[4]] to delete, the rest to keep for the retention.
_FINISH_LUA = """
local written = false
if redis.call('SET', KEYS[1], ARGV[2], 'NX', 'EX', ARGV[3]) then
  written = redis.call('XADD', KEYS[2], '*', 'data', ARGV[1])
end
redis.call('EXPIRE', KEYS[2], ARGV[3])
local doomed = tonumber(ARGV[4])
for i = 3, 2 + doomed do redis.call('DEL', KEYS[i]) end
for i = 3 + doomed, #KEYS do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
return written
"""


class TurnEvents:
    def __init__(self, redis: Redis, turn_id: str, retention_s: int, lifetime_s: int = 86_400) -> None:
        self._redis = redis
        self._turn_id = turn_id
        self._retention_s = retention_s
        self._lifetime_s = lifetime_s

    @property
    def stream(self) -> str:
        return turn_events_stream(self._turn_id)

    @property
    def ended_key(self) -> str:
        return turn_ended_key(self._turn_id)

    async def emit(self, event: BaseModel) -> bool:
        """Append ``event`` unless the turn already ended (or its stream is gone); True when written."""
        keys = (self.ended_key, self.stream)
        mode = str(self._lifetime_s) if isinstance(event, TurnStarted) else "append"
        written = await run_script(self._redis, _APPEND_LUA, keys, [encode_event(event)["data"], mode])
        return written is not None

    async def emit_and_check(self, event: BaseModel, flag_key: str) -> tuple[bool, bool]:
        """``emit`` (never a creating one), then whether ``flag_key`` exists, in one round trip (a
        pipeline, so per streamed chunk the stop flag costs no round trip of its own)."""
        keys = (self.ended_key, self.stream)
        async with self._redis.pipeline(transaction=False) as pipe:
            pipe.eval(_APPEND_LUA, 2, *keys, encode_event(event)["data"], "append")
            pipe.exists(flag_key)
            written, flagged = await pipe.execute()
        return written is not None, bool(flagged)

    async def finish(self, event: BaseModel, doomed: Sequence[str] = (), kept: Sequence[str] = ()) -> bool:
        """In one step: append the terminal ``event`` and mark the turn ended (unless it had ended: then
        nothing is written and False returned), give the stream and ``kept`` the events retention,
        and delete ``doomed``. Repeating it is harmless."""
        keys = (self.ended_key, self.stream, *doomed, *kept)
        kind = str(getattr(event, "type", "ended"))
        data = encode_event(event)["data"]
        written = await run_script(
            self._redis, _FINISH_LUA, keys, [data, kind, str(self._retention_s), str(len(doomed))]
        )
        return written is not None

    async def ended(self) -> bool:
        return bool(await self._redis.exists(self.ended_key))
