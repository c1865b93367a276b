"""Alembic migrations, run programmatically (no ``alembic.ini``): ``upgrade_to_head`` brings a
database to the newest schema. The gateway runs it at start-up, and so do the CLI commands that
write the database (``assent directory import``, ``assent secrets rotate``); the worker services wait
until the schema is current (``wait_for_schema``). A PostgreSQL advisory lock makes concurrent
upgrades (several gateway replicas starting at once) run one after the other."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, text
from sqlalchemy.ext.asyncio import AsyncEngine

from assent_database.availability import wait_until_reachable

MIGRATIONS = Path(__file__).parent / "migrations"
_LOCK_ID = 0x4153_5345_4E54  # "ASSENT": the advisory lock every upgrade takes


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def _upgrade(connection: Connection) -> None:
    command.upgrade(alembic_config(connection), "head")


def _current(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


async def upgrade_to_head(engine: AsyncEngine) -> None:
    """Migrate to the newest schema; a database already there is left untouched."""
    async with engine.begin() as connection:
        await connection.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": _LOCK_ID})
        await connection.run_sync(_upgrade)


async def current_revision(engine: AsyncEngine) -> str | None:
    async with engine.connect() as connection:
        return await connection.run_sync(_current)


async def wait_for_schema(engine: AsyncEngine, timeout_s: float = 60.0) -> None:
    """Return once the database answers and is at the newest schema (the gateway migrates it), saying
    so in one log line while it waits; ``DatabaseNotReady`` after ``timeout_s``."""
    head = head_revision()
    await wait_until_reachable(
        lambda: current_revision(engine),
        what=f"the database schema {head} (the gateway migrates it)",
        timeout_s=timeout_s,
        ready=lambda seen: seen == head,
    )


async def upgrade_when_reachable(engine: AsyncEngine, timeout_s: float = 60.0) -> None:
    """``upgrade_to_head`` once the database answers, saying so in one log line while it waits;
    ``DatabaseNotReady`` after ``timeout_s``."""
    await wait_until_reachable(lambda: upgrade_to_head(engine), what="the database", timeout_s=timeout_s)
