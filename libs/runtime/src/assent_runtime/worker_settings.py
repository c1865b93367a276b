"""What every worker service (orchestrator, discovery, executor) reads from the environment alike.

Each service's settings class derives from ``WorkerSettings`` with its own prefix
(``ASSENT_<SERVICE>_``) and its consumer group as the default of ``group``. The shared fields
are spelled the same everywhere: ``redis_url`` (also read from ``REDIS_URL``, which every service
accepts; the service's own prefixed variable wins), ``database`` (``DATABASE_URL``,
``ASSENT_SECRET_KEYS``: ``assent_database.settings``), ``oauth`` (``ASSENT_OAUTH_REFRESH_*``:
``assent_runtime.oauth_refresh``), ``group`` and ``consumer_name`` (unique per process: the group
hands each message to one consumer, and reclaims by name).
"""

import os
import secrets
import socket
from typing import Any

from pydantic import Field, model_validator
from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from assent_database.settings import DatabaseSettings
from assent_runtime.oauth_refresh import OAuthRefreshSettings

SHARED_VARIABLES = {"redis_url": "REDIS_URL"}
"""Field -> the unprefixed variable every service accepts for it."""


def consumer_name(group: str) -> str:
    """``<group>-<host>-<pid>-<random>``: unique per process (fault tests read the pid back from it)."""
    return f"{group}-{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"


class _SharedVariables(PydanticBaseSettingsSource):
    """``REDIS_URL``, below the service's own prefixed variables."""

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        variable = SHARED_VARIABLES.get(field_name)
        return (os.environ.get(variable) if variable else None), field_name, False

    def __call__(self) -> dict[str, Any]:
        return {name: os.environ[var] for name, var in SHARED_VARIABLES.items() if var in os.environ}


class WorkerSettings(BaseSettings):
    model_config = SettingsConfigDict(validate_by_name=True, extra="ignore", frozen=True)

    redis_url: str = "redis://127.0.0.1:6379/0"
    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    oauth: OAuthRefreshSettings = Field(default_factory=OAuthRefreshSettings)
    group: str = Field(min_length=1)
    """The service's consumer group on every stream it consumes (subclasses give the default)."""
    consumer_name: str = ""
    """This process's consumer in ``group``; ``consumer_name(group)`` when not given."""

    @model_validator(mode="after")
    def _named(self) -> "WorkerSettings":
        if not self.consumer_name:
            object.__setattr__(self, "consumer_name", consumer_name(self.group))
        return self

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        shared = _SharedVariables(settings_cls)
        return init_settings, env_settings, shared, dotenv_settings, file_secret_settings
