"""Orchestrator settings: ``ASSENT_ORCHESTRATOR_*`` plus the shared ``REDIS_URL``, ``ASSENT_DIRECTORY``
(``assent_runtime.worker_settings``)."""

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from assent_runtime.worker_settings import WorkerSettings


class OrchestratorSettings(WorkerSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_ORCHESTRATOR_")

    group: str = "orchestrator"
    events_retention_s: int = Field(default=900, gt=0)
    """How long a finished turn's events and proposals stay readable (SSE resume)."""
    discovery_timeout_s: float = Field(default=10.0, gt=0)
    model_timeout_s: float = Field(default=120.0, gt=0)
    """Connect and read timeout of the provider (per chunk, not for the whole stream)."""
    lock_ttl_ms: int = Field(default=10_000, gt=0)
    """The per-turn lock's lifetime; it is only held for short Redis updates, never during a round."""
    round_lease_ms: int = Field(default=15_000, gt=0)
    """A round's liveness lease, refreshed while it streams; an expired lease means its owner died."""
    reclaim_idle_ms: int = Field(default=60_000, gt=0)
    """A message pending this long is reclaimed by another replica (handlers are idempotent)."""
    max_concurrency: int = Field(default=16, gt=0)
    """Messages handled at once per stream and process (model rounds run inside handlers)."""
    approval_timeout_s: float = Field(default=600.0, gt=0)
    """A proposal left pending this long expires and counts as declined (rule 10)."""
    turn_lifetime_s: int = Field(default=86_400, gt=0)
    """Every key of a turn expires after this at the latest, even if its end was never written."""
    expiry_sweep_s: float = Field(default=1.0, gt=0)
    """How often each replica looks for expired proposals."""
    agent_actions_per_window: int = Field(default=20, gt=0)
    """Actions one agent token may propose per agent session window (``agent_window_s``)."""
    agent_window_s: int = Field(default=3600, gt=0)
