"""Database settings every service shares (no prefix, like ``REDIS_URL``): ``DATABASE_URL``,
``ASSENT_SECRET_KEYS`` (Fernet keys, the encrypting one first; ``cipher``) and the activity retention.
A service's own settings hold one of these as ``database``."""

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from assent_database.cipher import CredentialCipher, parse_keys


class DatabaseSettings(BaseSettings):
    model_config = SettingsConfigDict(frozen=True, populate_by_name=True)

    url: str = Field(
        default="postgresql://postgres@127.0.0.1:5432/assent",
        validation_alias=AliasChoices("DATABASE_URL", "url"),
    )
    secret_keys: SecretStr = Field(
        default=SecretStr(""), validation_alias=AliasChoices("ASSENT_SECRET_KEYS", "secret_keys")
    )
    """Fernet keys, comma-separated, the encrypting one first. No default: ``make up`` generates dev
    keys into a git-ignored file."""
    pool_size: int = Field(
        default=5, ge=1, validation_alias=AliasChoices("ASSENT_DATABASE_POOL_SIZE", "pool_size")
    )
    wait_s: float = Field(
        default=60.0, gt=0, validation_alias=AliasChoices("ASSENT_DATABASE_WAIT_S", "wait_s")
    )
    """How long a service starting waits for the database (and its schema) before it gives up."""
    activity_retention_days: int = Field(
        default=90,
        ge=1,
        validation_alias=AliasChoices("ASSENT_ACTIVITY_RETENTION_DAYS", "activity_retention_days"),
    )

    def cipher(self) -> CredentialCipher:
        return CredentialCipher(parse_keys(self.secret_keys.get_secret_value()))
