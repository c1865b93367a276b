"""Settings of the executor, read from ``ASSENT_EXECUTOR_*`` (plus ``REDIS_URL`` and ``ASSENT_DIRECTORY``)."""

from pydantic import Field, model_validator
from pydantic_settings import SettingsConfigDict

from assent_runtime.worker_settings import WorkerSettings

GROUP = "executor"
"""The executor's consumer group on ``assent:executions:requested``."""

ACTIVITY_GROUP = "executor-activity"
"""The executor's consumer group on ``assent:activity:records`` (its activity writer)."""


class ExecutorSettings(WorkerSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_EXECUTOR_")

    group: str = GROUP
    activity_group: str = ACTIVITY_GROUP
    activity_prune_every_s: float = Field(default=3600.0, gt=0)
    """How often MCP activity older than ``database.activity_retention_days`` is deleted."""
    mcp_timeout_s: float = Field(default=30.0, gt=0)
    """Budget of one MCP call: connect, handshake and ``tools/call``. Past it the outcome is unknown."""
    reclaim_idle_ms: int = Field(default=30_000, gt=0)
    """A command left pending this long by a consumer (crashed, or standing down) is reclaimed."""
    lease_ttl_ms: int = Field(default=15_000, gt=0)
    """Lifetime of the per-proposal lease, refreshed while an execution runs; it outlives a dead owner
    by at most this long."""
    max_concurrency: int = Field(default=8, gt=0)
    """Executions run at once by one process (each belongs to a different turn)."""

    @model_validator(mode="after")
    def _lease_refreshes_in_time(self) -> "ExecutorSettings":
        if self.lease_ttl_ms < 1_000:
            raise ValueError("lease_ttl_ms must be at least 1000: the lease is refreshed every third of it")
        return self
