"""Which database errors mean "not there right now" (503 ``database_unavailable``) and which are bugs
(500), and the bounded wait that says once that it waits."""

import logging

import pytest
from sqlalchemy.exc import IntegrityError, OperationalError, ProgrammingError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError

from assent_database.availability import DatabaseNotReady, unavailable, wait_until_reachable


@pytest.mark.parametrize(
    "error",
    [
        ConnectionRefusedError(111, "refused"),
        PoolTimeoutError("QueuePool limit of size 5 overflow 10 reached, connection timed out"),
        OperationalError("SELECT 1", {}, Exception("server closed the connection")),
    ],
)
def test_a_database_that_is_not_there_is_unavailable(error: Exception) -> None:
    assert unavailable(error)


@pytest.mark.parametrize(
    "error",
    [
        IntegrityError("INSERT", {}, Exception("duplicate key")),
        ProgrammingError("SELEC", {}, Exception("syntax error")),
        ValueError("not a database error"),
    ],
)
def test_other_errors_are_not(error: Exception) -> None:
    assert not unavailable(error)


async def test_the_wait_says_once_that_it_waits_and_gives_up_after_its_bound(
    caplog: pytest.LogCaptureFixture,
) -> None:
    calls = 0

    async def refused() -> None:
        nonlocal calls
        calls += 1
        raise ConnectionRefusedError(111, "refused")

    caplog.set_level(logging.INFO, logger="assent_database.availability")
    with pytest.raises(DatabaseNotReady, match=r"still not there after 0\.3s"):
        await wait_until_reachable(refused, what="the database", timeout_s=0.3, interval_s=0.05)
    assert calls > 2
    assert [r.getMessage() for r in caplog.records].count(
        "waiting up to 0.3s for the database (ConnectionRefusedError)"
    ) == 1


async def test_a_bug_is_not_waited_for() -> None:
    async def broken() -> None:
        raise IntegrityError("INSERT", {}, Exception("duplicate key"))

    with pytest.raises(IntegrityError):
        await wait_until_reachable(broken, what="the database", timeout_s=5)
