"""Settings of the gateway, read from the environment (prefix ``ASSENT_GATEWAY_``).

``REDIS_URL`` is accepted as well, ``database`` reads ``DATABASE_URL`` and
``ASSENT_SECRET_KEYS``, and ``oauth`` ``ASSENT_OAUTH_REFRESH_*``, like every Assent service.
"""

from pathlib import Path

from pydantic import AliasChoices, BaseModel, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from assent_database.settings import DatabaseSettings
from assent_runtime.oauth_refresh import OAuthRefreshSettings


class ConfiguredOAuthClient(BaseModel):
    """A client registered by hand at a toolkit's authorization server (no dynamic registration)."""

    client_id: str
    client_secret: SecretStr | None = None
    auth_method: str = "client_secret_post"


class GatewaySettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_GATEWAY_", frozen=True)

    redis_url: str = Field(
        default="redis://127.0.0.1:6379/0",
        validation_alias=AliasChoices("ASSENT_GATEWAY_REDIS_URL", "REDIS_URL", "redis_url"),
    )
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=0, le=65535)

    conversation_ttl_s: int = Field(default=86_400, ge=1)
    """Lifetime of a stored conversation (and the upper bound of a turn's keys)."""
    events_retention_s: int = Field(default=900, ge=1)
    """How long a finished turn's events stay readable (the orchestrator applies it at turn end)."""
    discovery_timeout_s: float = Field(default=10.0, gt=0)
    """How long ``POST /v1/conversations`` waits for discovery to open the context."""
    sse_keepalive_s: float = Field(default=15.0, gt=0)
    """Idle seconds after which an SSE stream sends a keepalive comment."""
    sse_block_ms: int = Field(default=5_000, ge=10)
    """Upper bound of one blocking ``XREAD`` of the shared event reader."""
    redis_pool_size: int = Field(default=100, ge=1)
    """Connections the shared Redis client opens at most; a request needing one more waits for one."""
    redis_pool_wait_s: float = Field(default=10.0, gt=0)
    """How long a request waits for a free Redis connection before answering 503."""
    max_body_bytes: int = Field(default=4 * 1024 * 1024, ge=1024)
    idle_timeout_s: float = Field(default=10.0, gt=0)
    """A connection with no request under way closes after this long (``http_server``); longer than
    the 5 s httpx and most clients keep an idle connection, so none reuses one as it closes."""
    header_timeout_s: float = Field(default=10.0, gt=0)
    """A request head must be complete this long after its first byte."""
    body_timeout_s: float = Field(default=30.0, gt=0)
    """A request body must be complete this long after its head."""
    max_streams_per_user: int = Field(default=100, ge=1)
    """Event streams (SSE) one user may hold open at once, across every gateway process; one more is 429."""
    public_url: str | None = None
    """Base URL clients use to reach the gateway (for ``/v1/agent-setup``); defaults to the request's."""

    oauth_clients: dict[str, ConfiguredOAuthClient] = Field(default_factory=dict)
    """OAuth clients registered by hand, per toolkit slug (``{"linear": {"client_id": "…",
    "client_secret": "…"}}``), for authorization servers without dynamic client registration; a
    toolkit not named here registers itself where the server offers it (docs/decisions/021)."""

    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    """``DATABASE_URL`` and the rest of the shared database settings (agent tokens live there)."""
    oauth: OAuthRefreshSettings = Field(default_factory=OAuthRefreshSettings)
    """``ASSENT_OAUTH_REFRESH_MARGIN_S`` and ``_TIMEOUT_S``, shared with discovery and the executor."""

    # External agents over MCP (``/mcp``, agent tokens, their approvals).
    agent_token_max_days: int = Field(default=90, ge=1)
    """The longest an agent token may live; ``POST /v1/agent-tokens`` refuses more."""
    agent_token_default_days: int = Field(default=30, ge=1)
    agent_pending_per_token: int = Field(default=5, ge=1)
    """Execute calls of one token not ended yet (each holds at most one pending approval)."""
    agent_progress_s: float = Field(default=10.0, gt=0)
    """Idle seconds after which a waiting execute call sends the agent a progress notification."""
    agent_call_timeout_s: float = Field(default=900.0, gt=0)
    """The longest an execute call waits for its outcome (above the approval timeout)."""
    web_dist: Path | None = None
    """The built Playground page (``web/dist``) served at ``/``; defaults to the source tree's."""

    # Identity (docs/decisions/018-openid-connect.md). Outside development mode an issuer and a secret
    # key are required (``startup_checks``).
    dev_mode: bool = False
    """Development only, and only on a loopback host: trusts ``assent token`` dev tokens as well."""
    dev_key_path: str = ".run/dev-token-key.json"
    """The dev signing key (created on first use); trusted in development mode only."""
    secret_key: SecretStr = SecretStr("")
    """Signs the CSRF tokens of cookie sessions: random, at least 32 characters."""
    oidc_issuer: str | None = None
    """The OpenID Connect issuer URL (its ``/.well-known/openid-configuration`` is read)."""
    oidc_audience: str = "urn:assent:api"
    """The ``aud`` that bearer access tokens must name."""
    oidc_client_id: str | None = None
    """The gateway's client at the issuer, for browser sign-in (``/auth/login``)."""
    oidc_client_secret: SecretStr | None = None
    oidc_scopes: str = "openid email profile"
    oidc_redirect_uri: str | None = None
    """Defaults to ``{public_url or the request's base URL}/auth/callback``."""
    oidc_jwks_max_age_s: float = Field(default=600.0, gt=0)
    oidc_jwks_refetch_interval_s: float = Field(default=30.0, ge=0)
    """Least time between two JWKS refetches caused by tokens naming an unknown key."""
    oidc_leeway_s: int = Field(default=30, ge=0, le=300)
    claim_user_id: str = "sub"
    claim_email: str = "email"
    claim_name: str = "name"
    claim_org: str = "org"
    claim_roles: str = "roles"
    admin_roles: list[str] = Field(default_factory=lambda: ["admin"])
    """Values of the roles claim that make a user an administrator of their organisation."""
    default_org: str | None = None
    """The organisation of users whose token carries no organisation claim (a single-org install)."""
    session_ttl_s: int = Field(default=8 * 3600, ge=60)
    session_cookie: str = "assent_session"
    cookie_secure: bool | None = None
    """``Secure`` cookies; defaults to on, except in development mode (plain http on loopback)."""

    @property
    def secure_cookies(self) -> bool:
        return (not self.dev_mode) if self.cookie_secure is None else self.cookie_secure
