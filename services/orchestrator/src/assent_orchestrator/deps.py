"""Everything the turn functions use, wired once by ``app.create_app`` (or by a test)."""

from dataclasses import dataclass

from redis.asyncio import Redis

from assent_contracts.directory import Directory
from assent_orchestrator.event_log import TurnEvents
from assent_orchestrator.ports import Discovery, ExecutionQueue
from assent_orchestrator.provider import ChatModel
from assent_orchestrator.turn_store import TURN_LIFETIME_S


@dataclass(frozen=True)
class Timing:
    lock_ttl_ms: int = 10_000
    round_lease_ms: int = 15_000
    events_retention_s: int = 900
    approval_timeout_s: float = 600.0
    turn_lifetime_s: int = TURN_LIFETIME_S
    agent_actions_per_window: int = 20
    agent_window_s: int = 3600


@dataclass(frozen=True)
class Deps:
    redis: Redis
    model: ChatModel
    discovery: Discovery
    executions: ExecutionQueue
    directory: Directory
    timing: Timing = Timing()

    def events(self, turn_id: str) -> TurnEvents:
        return TurnEvents(self.redis, turn_id, self.timing.events_retention_s, self.timing.turn_lifetime_s)
