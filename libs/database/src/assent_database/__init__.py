"""Assent's durable data in PostgreSQL (SQLAlchemy 2 async, Alembic): no service logic."""
