"""Alembic's environment: migrations run on the connection ``migrate.upgrade_to_head`` passes in."""

from alembic import context

from assent_database import tables  # noqa: F401 - registers every table on Base.metadata
from assent_database.base import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through assent_database.migrate.upgrade_to_head")
context.configure(connection=connection, target_metadata=Base.metadata, compare_type=True)
with context.begin_transaction():
    context.run_migrations()
