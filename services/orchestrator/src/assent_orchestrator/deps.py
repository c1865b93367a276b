"""Everything the turn functions use, wired once by ``app.create_app`` (or by a test)."""

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from redis.asyncio import Redis

from assent_contracts.directory import Directory
from assent_orchestrator.event_log import TurnEvents
from assent_orchestrator.ports import Discovery, ExecutionQueue
from assent_orchestrator.provider import ChatModel
from assent_orchestrator.settings import OrchestratorSettings


def _setting(name: str) -> Any:
    """The default of ``OrchestratorSettings.<name>``: the settings say it, once."""
    return OrchestratorSettings.model_fields[name].default


@dataclass(frozen=True)
class Timing:
    """The settings the turn functions read, with the settings' defaults (``Timing.of(settings)``)."""

    lock_ttl_ms: int = _setting("lock_ttl_ms")
    round_lease_ms: int = _setting("round_lease_ms")
    events_retention_s: int = _setting("events_retention_s")
    approval_timeout_s: float = _setting("approval_timeout_s")
    turn_lifetime_s: int = _setting("turn_lifetime_s")
    agent_actions_per_window: int = _setting("agent_actions_per_window")
    agent_window_s: int = _setting("agent_window_s")

    @classmethod
    def of(cls, settings: OrchestratorSettings) -> "Timing":
        return cls(**{field.name: getattr(settings, field.name) for field in fields(cls)})


@dataclass(frozen=True)
class Deps:
    redis: Redis
    model: ChatModel
    discovery: Discovery
    executions: ExecutionQueue
    read_directory: Callable[[], Directory]
    """The directory as it is now: re-read when its file changes (``DirectoryFile.current``), as in
    every service."""
    timing: Timing = Timing()

    @property
    def directory(self) -> Directory:
        return self.read_directory()

    def events(self, turn_id: str) -> TurnEvents:
        return TurnEvents(self.redis, turn_id, self.timing.events_retention_s, self.timing.turn_lifetime_s)
