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
import logging
from collections.abc import Iterable, Sequence

from pydantic import ValidationError

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


def stored_connection_ids(members: Iterable[bytes | str]) -> list[str]:
    """The ids in ``CONNECTIONS_INDEX_KEY`` (as redis-py returns them), in a stable order."""
    return sorted(m.decode() if isinstance(m, bytes) else m for m in members)


def parse_stored_connections(ids: Sequence[str], records: Sequence[bytes | str | None]) -> list[Connection]:
    """The stored records read for ``ids`` (``GET connection_key(id)`` each): missing ones are skipped,
    and an unreadable one is logged by id only (it holds credentials) while the directory's record stands."""
    found: list[Connection] = []
    for connection_id, raw in zip(ids, records, strict=True):
        if raw is None:
            continue
        try:
            found.append(load_connection(raw))
        except ValidationError:
            logging.getLogger(__name__).warning(
                "stored connection %s is unreadable; the directory's record stands", connection_id
            )
    return found
