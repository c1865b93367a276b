"""Settings of the discovery service, read from ``ASSENT_DISCOVERY_*`` (plus ``REDIS_URL`` and
``ASSENT_DIRECTORY``, ``assent_runtime.worker_settings``)."""

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from assent_runtime.worker_settings import WorkerSettings


class DiscoverySettings(WorkerSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_DISCOVERY_")

    group: str = "discovery"

    refresh_interval_s: float = Field(default=60.0, gt=0)
    """How often every connected connection's MCP server is listed again."""
    connection_check_interval_s: float = Field(default=15.0, gt=0)
    """How often each replica compares the revision every catalog was listed with against its
    connection's current one (changes are also announced, so this only catches missed announcements)."""
    list_timeout_s: float = Field(default=5.0, gt=0)
    """Budget for listing one server completely (connect, handshake, every page). Opening a context
    may list on demand, so keep it below the callers' discovery timeout (10 s by default)."""
    list_concurrency: int = Field(default=8, ge=1)
    watch_changes: bool = True
    """Re-list a toolkit as soon as its server sends ``notifications/tools/list_changed``."""
    watch_retry_s: float = Field(default=30.0, gt=0)

    contextual_ranking: bool = True
    """Rank with the packaged contextual encoder too (action vectors encoded in the background after
    listing, cached by action revision in Redis); off, the ranking is BM25F + static embeddings."""

    context_ttl_s: int = Field(default=3600, ge=1)
    """Lifetime of a conversation's discovery context, refreshed on every use."""
    search_top_k: int = Field(default=8, ge=1, le=50)
    inline_parameters_max_chars: int = Field(default=600, ge=0)
    """A search result carries its parameter schema when the schema's compact JSON is at most this long."""
    description_max_chars: int = Field(default=200, ge=20)
    max_query_chars: int = Field(default=1000, ge=1)
    max_names: int = Field(default=20, ge=1)
