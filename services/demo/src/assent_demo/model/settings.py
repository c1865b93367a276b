"""Settings of the demo model server (env prefix ``ASSENT_DEMO_MODEL_``; command-line flags win)."""

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class DemoModelSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_DEMO_MODEL_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = 8100
    api_key: SecretStr = SecretStr("demo-provider-key")
    slow_delay: float = Field(default=0.5, ge=0)
    """Seconds each streamed chunk of ``demo-slow`` waits."""
    debug_capacity: int = Field(default=100, ge=1)
    """How many request bodies ``GET /debug/requests`` keeps."""
