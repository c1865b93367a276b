"""``assent directory import FILE`` and ``assent secrets rotate``: the commands that write the
database from outside the services. Both migrate first (decision 014) and read ``DATABASE_URL`` and
``ASSENT_SECRET_KEYS``; after a change they tell the running services (``REDIS_URL``), best effort:
a service that misses it re-reads the directory within a minute anyway."""

import asyncio
import os
from pathlib import Path

from redis.asyncio import Redis
from redis.exceptions import RedisError

from assent_contracts.connections import CONNECTION_CHANGES_CHANNEL, DIRECTORY_VERSION_KEY
from assent_contracts.directory import load_directory
from assent_database.directory_import import ImportReport, import_directory
from assent_database.engine import create_engine, session_factory
from assent_database.migrate import upgrade_to_head
from assent_database.rotation import rotate_secrets
from assent_database.settings import DatabaseSettings


async def import_file(path: Path, settings: DatabaseSettings) -> ImportReport:
    directory = load_directory(path)  # validated whole before anything is written
    cipher = settings.cipher()
    engine = create_engine(settings.url, pool_size=1)
    try:
        await upgrade_to_head(engine)
        async with session_factory(engine).begin() as session:
            return await import_directory(session, cipher, directory)
    finally:
        await engine.dispose()


async def rotate(settings: DatabaseSettings) -> int:
    cipher = settings.cipher()
    engine = create_engine(settings.url, pool_size=1)
    try:
        await upgrade_to_head(engine)
        async with session_factory(engine).begin() as session:
            return await rotate_secrets(session, cipher)
    finally:
        await engine.dispose()


async def announce(connection_ids: list[str]) -> None:
    url = os.environ.get("REDIS_URL")
    if not url:
        return
    redis = Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
    try:
        await redis.incr(DIRECTORY_VERSION_KEY)
        for connection_id in connection_ids:
            await redis.publish(CONNECTION_CHANGES_CHANNEL, connection_id)
    except (RedisError, OSError):
        pass
    finally:
        await redis.aclose()


def directory_import(path: Path) -> int:
    report = asyncio.run(import_file(path, DatabaseSettings()))
    if report.written:
        asyncio.run(announce(report.connections))
        print(f"imported {path}: {report.written} record(s) written")
    else:
        print(f"imported {path}: the database already says the same, nothing written")
    return 0


def secrets_rotate() -> int:
    count = asyncio.run(rotate(DatabaseSettings()))
    print(f"re-encrypted {count} credential(s) under the first key of ASSENT_SECRET_KEYS")
    return 0
