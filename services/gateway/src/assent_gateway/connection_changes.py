"""Connecting and disconnecting a user's personal accounts at run time: plain functions over Redis.

A change stores the whole connection under ``connection_key(id)`` (its id in ``CONNECTIONS_INDEX_KEY``)
with ``config_version + 1``, so its revision changes and approvals bound to the old one are refused;
then announces the id on ``CONNECTION_CHANGES_CHANNEL`` so discovery re-lists it at once. The version
is bumped by an optimistic transaction (``WATCH`` the record), so two concurrent changes never share a
version. Every check runs before anything is written: a 4xx leaves no trace.

Shared connections belong to administrators (the directory file); a user changes only their own
personal ones, and another user's connection is reported exactly like one that does not exist.
"""

import logging
from collections.abc import Callable

from pydantic import SecretStr
from redis.asyncio import Redis
from redis.exceptions import RedisError, WatchError

from assent_contracts.connections import (
    CONNECTION_CHANGES_CHANNEL,
    CONNECTIONS_INDEX_KEY,
    connection_key,
    dump_connection,
    load_connection,
)
from assent_contracts.directory import Connection, Directory, Toolkit, User
from assent_gateway.problems import FieldProblem, ProblemError
from assent_gateway.schemas import ConnectionCreate

log = logging.getLogger(__name__)

Change = Callable[[Connection | None], Connection | None]
"""From the connection as stored now (``None``: never stored) to the one to store (``None``: no change)."""


def personal_connection(directory: Directory, user: User, toolkit: str) -> Connection | None:
    """The user's own personal connection of ``toolkit``, if they have one: a connected one first,
    then by id."""
    own = [
        c
        for c in directory.connections
        if c.kind == "personal" and c.owner == user.id and c.org == user.org and c.toolkit == toolkit
    ]
    return min(own, key=lambda c: (c.status != "connected", c.id), default=None)


def shared_named(directory: Directory, user: User, display_name: str) -> Connection | None:
    """The user's organisation's shared connection called ``display_name`` (case and spacing aside):
    a personal account may not pass for it."""

    def folded(name: str) -> str:
        return " ".join(name.split()).casefold()

    wanted = folded(display_name)
    return next(
        (
            c
            for c in directory.connections
            if c.kind == "shared" and c.org == user.org and folded(c.display_name) == wanted
        ),
        None,
    )


def new_connection_id(directory: Directory, user: User, toolkit: str) -> str:
    """``conn_<user>_<toolkit>``, with a numeric suffix if the directory already uses that id."""
    base = f"conn_{user.id}_{toolkit}"
    candidate, suffix = base, 2
    while directory.connection(candidate) is not None:
        candidate, suffix = f"{base}_{suffix}", suffix + 1
    return candidate


def _connected(connection_id: str, user: User, toolkit: Toolkit, request: ConnectionCreate) -> Change:
    def change(current: Connection | None) -> Connection:
        if current is None:
            return Connection(
                id=connection_id,
                toolkit=toolkit.slug,
                kind="personal",
                org=user.org,
                owner=user.id,
                display_name=request.display_name or f"{user.name} on {toolkit.display_name}",
                status="connected",
                config_version=1,
                credentials=request.credentials,
            )
        return current.model_copy(
            update={
                "status": "connected",
                "credentials": request.credentials,
                "config_version": current.config_version + 1,
                "display_name": request.display_name or current.display_name,
            }
        )

    return change


def _disconnected(current: Connection | None) -> Connection | None:
    if current is None or current.status == "disconnected":
        return None
    return current.model_copy(
        update={
            "status": "disconnected",
            "credentials": SecretStr(""),
            "config_version": current.config_version + 1,
        }
    )


async def store_change(
    redis: Redis, connection_id: str, known: Connection | None, change: Change
) -> tuple[Connection | None, Connection | None]:
    """Apply ``change`` to the connection as stored (else ``known``, the directory file's record) and
    store the result atomically. Returns ``(before, after)``; ``after`` is ``None`` when nothing changed."""
    key = connection_key(connection_id)
    async with redis.pipeline(transaction=True) as pipe:
        while True:
            try:
                await pipe.watch(key)
                raw = await pipe.get(key)
                before = load_connection(raw) if raw is not None else known
                after = change(before)
                if after is None:
                    await pipe.unwatch()
                    return before, None
                pipe.multi()
                pipe.set(key, dump_connection(after))
                pipe.sadd(CONNECTIONS_INDEX_KEY, connection_id)
                await pipe.execute()
                return before, after
            except WatchError:
                continue


async def announce(redis: Redis, connection_id: str) -> None:
    """Tell discovery the connection changed. Best effort: its periodic version check catches a miss."""
    try:
        await redis.publish(CONNECTION_CHANGES_CHANNEL, connection_id)
    except RedisError as error:
        log.warning(
            "change of connection %s stored but not announced (%s)", connection_id, type(error).__name__
        )


async def connect_personal(
    redis: Redis, directory: Directory, user: User, request: ConnectionCreate
) -> tuple[Connection, bool]:
    """Connect or reconnect the user's personal account of ``request.toolkit``: ``(connection, created)``."""
    toolkit = directory.toolkit(request.toolkit)
    if toolkit is None:
        problem = FieldProblem("unknown toolkit", "/toolkit", code="unknown_toolkit")
        raise ProblemError(422, "unknown_toolkit", f"no toolkit named {request.toolkit!r}", [problem])
    existing = personal_connection(directory, user, toolkit.slug)
    if request.display_name is not None and (shared := shared_named(directory, user, request.display_name)):
        problem = FieldProblem("the name of a shared connection", "/display_name", code="display_name_taken")
        raise ProblemError(
            422,
            "display_name_taken",
            f"{shared.display_name!r} is the name of a connection shared by your organisation; "
            "choose another name for your own account",
            [problem],
        )
    connection_id = existing.id if existing else new_connection_id(directory, user, toolkit.slug)
    before, after = await store_change(
        redis, connection_id, existing, _connected(connection_id, user, toolkit, request)
    )
    assert after is not None  # connecting always changes the connection
    await announce(redis, connection_id)
    return after, before is None


async def disconnect_personal(
    redis: Redis, directory: Directory, user: User, connection_id: str
) -> Connection:
    """Disconnect the user's own personal connection (idempotent: an already disconnected one is left
    as it is, and nothing is announced)."""
    connection = directory.connection(connection_id)
    if connection is None or not connection.usable_by(user):
        raise ProblemError(404, "connection_not_found", "no such connection")
    if connection.kind != "personal":
        raise ProblemError(
            403,
            "connection_managed_by_admin",
            f"connection {connection_id} is shared by the organisation; an administrator manages it",
        )
    before, after = await store_change(redis, connection_id, connection, _disconnected)
    if after is None:
        return before or connection
    await announce(redis, connection_id)
    return after
