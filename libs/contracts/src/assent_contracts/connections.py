"""Connections changed at run time: connected, reconnected or disconnected through the API.

The directory file is the starting point. A connection changed at run time is stored whole under
``connection_key(id)`` (its id also in the set ``CONNECTIONS_INDEX_KEY``) and overrides the
directory's record; each change bumps ``config_version``, so the connection's revision changes and
approvals bound to the old revision are refused. Every service reads connections through
``effective_connections``. Changes are announced on ``CONNECTION_CHANGES_CHANNEL`` (pub/sub, the
connection id as message) so discovery re-lists at once; periodic checks cover missed messages.

The stored record holds the credentials: it is the one place they live besides the directory file.
"""

import json

from assent_contracts.directory import Connection, Directory

CONNECTIONS_INDEX_KEY = "assent:connections"
CONNECTION_CHANGES_CHANNEL = "assent:connections:changed"


def connection_key(connection_id: str) -> str:
    return f"assent:connection:{connection_id}"


def dump_connection(connection: Connection) -> str:
    """The stored form of a connection, credentials included (never log or publish it)."""
    data = connection.model_dump(mode="json")
    data["credentials"] = connection.credentials.get_secret_value()
    return json.dumps(data)


def load_connection(raw: str | bytes) -> Connection:
    return Connection.model_validate_json(raw)


def effective_connections(directory: Directory, stored: list[Connection]) -> list[Connection]:
    """The directory's connections with the stored ones overriding them by id, then the stored-only ones."""
    by_id = {c.id: c for c in stored}
    merged = [by_id.pop(c.id, c) for c in directory.connections]
    return merged + sorted(by_id.values(), key=lambda c: c.id)


def with_connections(directory: Directory, stored: list[Connection]) -> Directory:
    """``directory`` as it stands now: the same records with the run-time connections applied."""
    return directory.model_copy(update={"connections": effective_connections(directory, stored)})
