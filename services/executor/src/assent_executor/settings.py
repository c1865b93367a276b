"""Settings of the executor, read from ``ASSENT_EXECUTOR_*`` (plus ``REDIS_URL``, and ``DATABASE_URL``
and ``ASSENT_SECRET_KEYS`` through ``database``)."""

import os
import secrets
import socket

from pydantic import AliasChoices, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from assent_database.settings import DatabaseSettings

GROUP = "executor"
"""The executor's consumer group on ``assent:executions:requested``."""


def default_consumer_name() -> str:
    """Unique per process: the group hands each message to one consumer, and reclaims by name."""
    return f"executor-{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"


class ExecutorSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_EXECUTOR_", validate_by_name=True, extra="ignore")

    redis_url: str = Field(
        default="redis://127.0.0.1:6379/0",
        validation_alias=AliasChoices("ASSENT_EXECUTOR_REDIS_URL", "REDIS_URL"),
    )
    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
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
    consumer_name: str = Field(default_factory=default_consumer_name)

    @model_validator(mode="after")
    def _lease_refreshes_in_time(self) -> "ExecutorSettings":
        if self.lease_ttl_ms < 1_000:
            raise ValueError("lease_ttl_ms must be at least 1000: the lease is refreshed every third of it")
        return self
