"""A worker starting before its database, or before the gateway migrated it, waits for the schema
(``wait_for_schema``) for ``DatabaseSettings.wait_s``, saying so in one log line; past that it exits
with one error line, not a traceback (issue 11)."""

import logging
from collections.abc import Callable, Coroutine
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

from assent_database.availability import DatabaseNotReady
from assent_database.migrate import wait_for_schema

log = logging.getLogger(__name__)


def schema_ready(engine: AsyncEngine, timeout_s: float) -> Callable[[], Coroutine[Any, Any, None]]:
    """For ``worker_app(starting=…)``: return once the schema is current, or exit the process."""

    async def wait() -> None:
        try:
            await wait_for_schema(engine, timeout_s)
        except DatabaseNotReady as error:
            log.error("%s; exiting", error)
            raise SystemExit(1) from None

    return wait
