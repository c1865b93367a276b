"""The database a local system runs on (``assent up``, the end-to-end tests): found or started
(``postgres_server``), migrated and seeded from the directory file, with the credential keys it is
encrypted under."""

import asyncio
import os
from pathlib import Path

from pydantic import SecretStr

from assent_cli.database_commands import import_file
from assent_database.cipher import generate_key
from assent_database.settings import DatabaseSettings

DEV_KEYS_FILE = Path(".assent/secret-keys")
"""Where ``assent up`` keeps its generated development keys (git-ignored; never a production key)."""


def dev_secret_keys(path: Path = DEV_KEYS_FILE) -> str:
    """``ASSENT_SECRET_KEYS`` if set, else the keys in ``path``, generated there on first use."""
    configured = os.environ.get("ASSENT_SECRET_KEYS")
    if configured:
        return configured
    if path.exists():
        return path.read_text().strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    key = generate_key()
    path.touch(mode=0o600)
    path.write_text(key + "\n")
    return key


def seed_database(url: str, secret_keys: str, directory: Path) -> None:
    """Migrate the database at ``url`` and import ``directory`` into it (``assent directory import``)."""
    settings = DatabaseSettings(url=url, secret_keys=SecretStr(secret_keys))
    asyncio.run(import_file(directory, settings))
