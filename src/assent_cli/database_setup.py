"""The database a local system runs on (``assent up``, the end-to-end tests): found or started
(``postgres_server``), migrated, with the credential keys it is encrypted under."""

import asyncio
import os
from pathlib import Path

from assent_database.cipher import generate_key
from assent_database.engine import create_engine
from assent_database.migrate import upgrade_to_head

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


async def _migrate(url: str) -> None:
    engine = create_engine(url, pool_size=1)
    try:
        await upgrade_to_head(engine)
    finally:
        await engine.dispose()


def migrate(url: str) -> None:
    asyncio.run(_migrate(url))
