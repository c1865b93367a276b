"""Test directories written into a test's database, as ``assent directory import`` would."""

from typing import Any

from pydantic import SecretStr
from sqlalchemy import select

from assent_contracts.directory import Directory
from assent_database.cipher import generate_key
from assent_database.directory_import import import_directory
from assent_database.engine import create_engine, session_factory
from assent_database.settings import DatabaseSettings
from assent_database.tables import ConnectionRow

TEST_KEYS = generate_key()
"""The credential key of every test database (a fresh one per test session)."""


def database_settings(database_url: str, keys: str = TEST_KEYS) -> DatabaseSettings:
    return DatabaseSettings(url=database_url, secret_keys=SecretStr(keys))


async def seed(
    database_url: str, directory: dict[str, Any] | Directory, keys: str = TEST_KEYS
) -> DatabaseSettings:
    """Import ``directory`` into the database at ``database_url``; returns settings that reach it."""
    settings = database_settings(database_url, keys)
    engine = create_engine(database_url, pool_size=1)
    try:
        parsed = directory if isinstance(directory, Directory) else Directory.model_validate(directory)
        async with session_factory(engine).begin() as session:
            await import_directory(session, settings.cipher(), parsed)
    finally:
        await engine.dispose()
    return settings


async def stored_connections(database_url: str, keys: str = TEST_KEYS) -> dict[str, dict[str, Any]]:
    """Every connection row as stored, by id, with ``credentials`` decrypted and the stored
    ciphertext as ``sealed``."""
    cipher = database_settings(database_url, keys).cipher()
    engine = create_engine(database_url, pool_size=1)
    try:
        async with session_factory(engine)() as session:
            rows = list(await session.scalars(select(ConnectionRow)))
    finally:
        await engine.dispose()
    found = {}
    for row in rows:
        values = {c.key: getattr(row, c.key) for c in ConnectionRow.__table__.columns}
        values["sealed"] = row.credentials
        values["credentials"] = cipher.decrypt(row.credentials) if row.credentials else ""
        found[row.id] = values
    return found
